// Input lines of llvm/test/MC/AMDGPU/sopc.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 3a6ecd0290b9; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_cmp_eq_i32 s1, s2
s_cmp_eq_i32 0xabcd1234, 0xabcd1234
s_cmp_eq_i32 0xFFFF0000, -65536
s_cmp_lg_i32 s1, s2
s_cmp_gt_i32 s1, s2
s_cmp_ge_i32 s1, s2
s_cmp_lt_i32 s1, s2
s_cmp_le_i32 s1, s2
s_cmp_eq_u32 s1, s2
s_cmp_lg_u32 s1, s2
s_cmp_gt_u32 s1, s2
s_cmp_ge_u32 s1, s2
s_cmp_lt_u32 s1, s2
s_cmp_le_u32 s1, s2
s_bitcmp0_b32 s1, s2
s_bitcmp1_b32 s1, s2
s_bitcmp0_b64 s[2:3], s4
s_bitcmp1_b64 s[2:3], s4
s_setvskip s3, s5
s_cmp_eq_u64 s[0:1], s[2:3]
s_cmp_lg_u64 s[0:1], s[2:3]
gpr_idx = 1
s_set_gpr_idx_on s0, gpr_idx
gpr_idx_mode = 10
s_set_gpr_idx_on s0, gpr_idx_mode + 5
s_set_gpr_idx_on s0, 0
s_set_gpr_idx_on s0, gpr_idx()
s_set_gpr_idx_on s0, 1
s_set_gpr_idx_on s0, gpr_idx(SRC0)
s_set_gpr_idx_on s0, 3
s_set_gpr_idx_on s0, gpr_idx(SRC1,SRC0)
s_set_gpr_idx_on s0, 15
s_set_gpr_idx_on s0, gpr_idx(SRC0,DST,SRC2,SRC1)
