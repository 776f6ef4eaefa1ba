// Input lines of llvm/test/MC/AMDGPU/exp-pregfx11.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 26cc63aa82c8: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
exp mrt0 v4, v3, v2, v1 done vm
exp mrt0 v4, v3, v2, v1 vm
exp mrtz, off, off, v7, v7 compr
exp mrtz, v3, v3, off, off compr
exp mrtz, v3, v3, v7, v7 compr
exp null v4, v3, v2, v1
exp null v4, v3, v2, v1 done
exp param0 v4, v3, v2, v1
exp param0 v4, v3, v2, v1 done
exp param31 v4, v3, v2, v1
exp param31 v4, v3, v2, v1 done
