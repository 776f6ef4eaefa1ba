import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from differential import LLVM_MC, have_llvm_mc  # noqa: E402


@pytest.fixture(scope="session")
def llvm_mc() -> str:
    """The live llvm-mc 22. In CI its absence fails the run; elsewhere it skips."""
    if not have_llvm_mc():
        if os.environ.get("CI"):
            pytest.fail(f"llvm-mc 22 is required in CI and was not found at {LLVM_MC}")
        pytest.skip("llvm-mc 22 not installed (apt-get install llvm-22)")
    return LLVM_MC
