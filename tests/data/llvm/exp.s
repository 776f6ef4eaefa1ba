// Input lines of llvm/test/MC/AMDGPU/exp.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0e149c61ca4d; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
exp mrt0 off, off, off, off
exp mrt0 off, off, off, off done
exp mrt0 off, off, off, v1 done
exp mrt0 off, off, v2, off done
exp mrt0 off, v3, off, off done
exp mrt0 v4, off, off, off done
exp mrt0 v4, off, off, v1
exp mrt0 v4, off, off, v1 done
exp mrt0 v4, off, v2, off done
exp mrt0 v4, v3, off, off done
exp mrt0 v4, v3, v2, v1
exp mrt0 v4, v3, v2, v1 done
exp mrt0, off, off, off, off
exp mrt7 v1, v1, v1, v1
exp mrt7 v1, v1, v1, v1 done
exp mrtz v4, v3, v2, v1
exp mrtz v4, v3, v2, v1 done
exp pos0 v4, v3, v2, v1
exp pos0 v4, v3, v2, v1 done
exp pos3 v4, v3, v2, v1
exp pos3 v4, v3, v2, v1 done
