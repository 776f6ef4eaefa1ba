// Input lines of llvm/test/MC/AMDGPU/exp-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 34009ed352ad; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
exp mrt8 v3, v2, v1, v0
exp pos4 v3, v2, v1, v0
exp pos5 v3, v2, v1, v0
exp param32 v3, v2, v1, v0
exp invalid_target_10 v3, v2, v1, v0
exp invalid_target_10 v3, v2, v1, v0 done
exp invalid_target_11 v3, v2, v1, v0
exp invalid_target_11 v3, v2, v1, v0 done
exp mrt-1 v3, v2, v1, v0
exp mrtX v3, v2, v1, v0
exp pos-1 v3, v2, v1, v0
exp posX v3, v2, v1, v0
exp param-1 v3, v2, v1, v0
exp paramX v3, v2, v1, v0
exp invalid_target_-1 v3, v2, v1, v0
exp invalid_target_X v3, v2, v1, v0
exp 0 v3, v2, v1, v0
exp , v3, v2, v1, v0
exp
exp mrt0 s0, v0, v0, v0
exp mrt0 v0, s0, v0, v0
exp mrt0 v0, v0, s0, v0
exp mrt0 v0, v0, v0, s0
exp mrt0 v[0:1], v0, v0, v0
exp mrt0 v0, v[0:1], v0, v0
exp mrt0 v0, v0, v[0:1], v0
exp mrt0 v0, v0, v0, v[0:1]
exp mrt0 1.0, v0, v0, v0
exp mrt0 v0, 1.0, v0, v0
exp mrt0 v0, v0, 1.0, v0
exp mrt0 v0, v0, v0, 1.0
exp mrt0 7, v0, v0, v0
exp mrt0 v0, 7, v0, v0
exp mrt0 v0, v0, 7, v0
exp mrt0 v0, v0, v0, 7
exp mrt0 0x12345678, v0, v0, v0
exp mrt0 v0, 0x12345678, v0, v0
exp mrt0 v0, v0, 0x12345678, v0
exp mrt0 v0, v0, v0, 0x12345678
exp null v4, v3, v2, v1
exp param0 v4, v3, v2, v1
exp param31 v4, v3, v2, v1
exp mrt0 v4, v3, v2, v1 vm
exp mrtz, v3, v3, off, off compr
