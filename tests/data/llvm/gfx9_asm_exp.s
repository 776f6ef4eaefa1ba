// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_exp.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 5baf89712e7b; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22. The lines with nocompr
// are left out: llvm-mc 22 crashes on them (a segmentation fault printing the instruction).
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
exp mrt0 v0, v0, v0, v0 nodone
exp mrt0 v0, v0, v0, v0 novm
exp mrt0 v0, v0, v0, v0 vm
exp mrt0 v0, v0, v0, v255
exp mrt0 v0, v0, v255, v0
exp mrt0 v0, v255, v0, v0
exp mrt0 v255, v0, v0, v0
exp mrtz v0, v0, v0, v0
exp mrtz v0, v0, v0, v0 compr
exp mrtz v0, v0, v0, v0 done
exp mrtz v0, v0, v0, v0 nodone
exp mrtz v0, v0, v0, v0 novm
exp mrtz v0, v0, v0, v0 vm
exp null v0, v0, v0, v0
exp null v0, v0, v0, v0 compr
exp null v0, v0, v0, v0 done
exp null v0, v0, v0, v0 nodone
exp null v0, v0, v0, v0 novm
exp null v0, v0, v0, v0 vm
exp param0 v0, v0, v0, v0
exp param0 v0, v0, v0, v0 compr
exp param0 v0, v0, v0, v0 done
exp param0 v0, v0, v0, v0 nodone
exp param0 v0, v0, v0, v0 novm
exp param0 v0, v0, v0, v0 vm
exp pos0 v0, v0, v0, v0
exp pos0 v0, v0, v0, v0 compr
exp pos0 v0, v0, v0, v0 done
exp pos0 v0, v0, v0, v0 nodone
exp pos0 v0, v0, v0, v0 novm
exp pos0 v0, v0, v0, v0 vm
