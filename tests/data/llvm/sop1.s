// Input lines of llvm/test/MC/AMDGPU/sop1.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 4e8f284bf5da; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_mov_b32 s1, s2
s_mov_b32 s1, 1
s_mov_b32 s1, 100
s_mov_b32 s1, 0x80000000
s_mov_b32 s0, 0xfe5163ab
s_mov_b64 s[2:3], s[4:5]
s_mov_b64 null, s[4:5]
s_mov_b64 s[2:3], 0xffffffffffffffff
s_mov_b64 s[2:3], 0xffffffff
s_mov_b64 s[0:1], 0x80000000
s_mov_b64 s[102:103], -1
s_cmov_b32 s1, 200
s_cmov_b32 s1, 1.0
s_cmov_b32 s1, s2
s_cmov_b64 s[2:3], s[4:5]
s_not_b32 s1, s2
s_not_b64 s[2:3], s[4:5]
s_wqm_b32 s1, s2
s_wqm_b64 s[2:3], s[4:5]
s_brev_b32 s1, s2
s_brev_b64 s[2:3], s[4:5]
s_bcnt0_i32_b32 s1, s2
s_bcnt0_i32_b64 s1, s[2:3]
s_bcnt1_i32_b32 s1, s2
s_bcnt1_i32_b64 s1, s[2:3]
s_ff0_i32_b32 s1, s2
s_ff0_i32_b64 s1, s[2:3]
s_ff1_i32_b32 s1, s2
s_ff1_i32_b64 s1, s[2:3]
s_flbit_i32_b32 s1, s2
s_flbit_i32_b64 s1, s[2:3]
s_flbit_i32 s1, s2
s_flbit_i32_i64 s1, s[2:3]
s_sext_i32_i8 s1, s2
s_sext_i32_i16 s1, s2
s_bitset0_b32 s1, s2
s_bitset0_b64 s[2:3], s4
s_bitset1_b32 s1, s2
s_bitset1_b64 s[2:3], s4
s_getpc_b64 s[2:3]
s_setpc_b64 s[4:5]
s_swappc_b64 s[2:3], s[4:5]
s_rfe_b64 s[4:5]
s_and_saveexec_b64 s[2:3], s[4:5]
s_or_saveexec_b64 s[2:3], s[4:5]
s_xor_saveexec_b64 s[2:3], s[4:5]
s_andn2_saveexec_b64 s[2:3], s[4:5]
s_orn2_saveexec_b64 s[2:3], s[4:5]
s_nand_saveexec_b64 s[2:3], s[4:5]
s_nor_saveexec_b64 s[2:3], s[4:5]
s_xnor_saveexec_b64 s[2:3], s[4:5]
s_quadmask_b32 s1, s2
s_quadmask_b64 s[2:3], s[4:5]
s_movrels_b32 s1, s2
s_movrels_b64 s[2:3], s[4:5]
s_movreld_b32 s1, s2
s_movreld_b64 s[2:3], s[4:5]
s_cbranch_join s4
s_cbranch_join 1
s_cbranch_join 100
s_abs_i32 s1, s2
s_set_gpr_idx_idx s0
s_andn1_saveexec_b64 s[100:101], s[2:3]
s_andn1_saveexec_b64 s[10:11], s[4:5]
s_andn1_saveexec_b64 s[10:11], -1
s_andn1_saveexec_b64 s[10:11], 0xaf123456
s_andn1_wrexec_b64 s[10:11], s[2:3]
s_andn2_wrexec_b64 s[12:13], s[2:3]
s_orn1_saveexec_b64 s[10:11], 0
s_bitreplicate_b64_b32 s[10:11], s101
s_bitreplicate_b64_b32 s[10:11], -1
s_bitreplicate_b64_b32 s[10:11], 0x3f717273
