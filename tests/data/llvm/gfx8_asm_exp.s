// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_exp.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 4ebe2cf5d8d5; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
exp mrt0 off, off, off, off
exp mrt0 off, off, off, v0
exp mrt0 off, off, v0, off
exp mrt0 off, off, v0, v0
exp mrt0 off, v0, off, off
exp mrt0 off, v0, off, v0
exp mrt0 off, v0, v0, off
exp mrt0 off, v0, v0, v0
exp mrt0 v0, off, off, off
exp mrt0 v0, off, off, v0
exp mrt0 v0, off, v0, off
exp mrt0 v0, off, v0, v0
exp mrt0 v0, v0, off, off
exp mrt0 v0, v0, off, v0
exp mrt0 v0, v0, v0, off
exp mrt0 v0, v0, v0, v0
exp mrt0 v0, v0, v0, v0 compr
exp mrt0 v0, v0, v0, v0 done
exp mrt0 v0, v0, v0, v0 vm
exp mrt0 v0, v0, v0, v255
exp mrt0 v0, v0, v255, v0
exp mrt0 v0, v255, v0, v0
exp mrt0 v255, v0, v0, v0
exp mrtz v0, v0, v0, v0
exp null v0, v0, v0, v0
exp param0 v0, v0, v0, v0
exp pos0 v0, v0, v0, v0
