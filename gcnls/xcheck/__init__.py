"""Cross-checks of gcnls against LLVM itself (see :mod:`.llvmlite_oracle`)."""
