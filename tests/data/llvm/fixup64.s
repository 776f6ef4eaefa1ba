// Input lines of llvm/test/MC/AMDGPU/fixup64.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 1be11c81bd76: the whole file; RUN/CHECK lines removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
.LL1:
.LL2:
s_mov_b64 vcc, .LL2-.LL1
s_mov_b32 s0, .LL2-.LL1
