// Input lines of llvm/test/MC/AMDGPU/add-sub-no-carry.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 025b599596bc; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_add_u32 v1, 4.0, v2
v_add_u32 v1, s1, v2
v_add_u32 v1, v2, 4.0
v_add_u32 v1, v2, s1
v_add_u32 v1, v2, v3
v_add_u32_e32 v1, s1, v3
v_add_u32_e32 v1, v2, v3
v_sub_u32 v1, 4.0, v2
v_sub_u32 v1, s1, v2
v_sub_u32 v1, v2, 4.0
v_sub_u32 v1, v2, s1
v_sub_u32 v1, v2, v3
v_sub_u32_e32 v1, s1, v3
v_sub_u32_e32 v1, v2, v3
v_subrev_u32 v1, 4.0, v2
v_subrev_u32 v1, s1, v2
v_subrev_u32 v1, v2, 4.0
v_subrev_u32 v1, v2, s1
v_subrev_u32 v1, v2, v3
v_subrev_u32_e32 v1, s1, v3
v_subrev_u32_e32 v1, v2, v3
