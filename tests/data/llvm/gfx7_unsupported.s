// Input lines of llvm/test/MC/AMDGPU/gfx7_unsupported.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 45d17e2243e8: a selection of its first three pages of nine (the lines not also in gfx8_unsupported.s, and a few of those), and the whole lines of page four (the 16-bit compares, cos and conversions);
// RUN/CHECK lines removed. Expected results are never taken from here: tests/test_llvm_cases.py asks
// the live llvm-mc 22.
buffer_atomic_add_f32 v255, off, s[8:11], s3 offset:4095
buffer_atomic_pk_add_f16 v255, off, s[8:11], s3 offset:4095
buffer_gl0_inv
buffer_gl1_inv
buffer_load_format_d16_hi_x v5, off, s[8:11], s3
buffer_load_format_d16_x v1, off, s[4:7], s1
buffer_load_format_d16_xy v1, off, s[4:7], s1
buffer_load_format_d16_xyz v[1:2], off, s[4:7], s1
buffer_load_format_d16_xyzw v[1:2], off, s[4:7], s1
buffer_load_sbyte_d16 v1, off, s[4:7], s1
buffer_load_sbyte_d16_hi v1, off, s[4:7], s1
buffer_load_short_d16 v1, off, s[4:7], s1
buffer_load_short_d16_hi v1, off, s[4:7], s1
buffer_load_ubyte_d16 v1, off, s[4:7], s1
buffer_load_ubyte_d16_hi v1, off, s[4:7], s1
buffer_store_byte_d16_hi v1, off, s[12:15], -1 offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:4095 glc
buffer_store_format_d16_x v1, off, s[12:15], -1 offset:4095
buffer_store_format_d16_xy v1, off, s[12:15], -1 offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[12:15], -1 offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], -1 offset:4095
buffer_store_lds_dword s[4:7], s0 lds
buffer_store_short_d16_hi v1, off, s[12:15], -1 offset:4095
ds_add_f32 v0, v1
ds_add_rtn_f32 v0, v1, v2
ds_add_src2_f32 v0 offset:4 gds
ds_bpermute_b32 v0, v1, v2
ds_permute_b32 v0, v1, v2
ds_read_addtid_b32 v255 offset:65535
ds_read_i8_d16 v255, v1 offset:65535
ds_read_i8_d16_hi v255, v1 offset:65535
ds_read_u16_d16 v255, v1 offset:65535
ds_read_u16_d16_hi v255, v1 offset:65535
ds_read_u8_d16 v255, v1 offset:65535
ds_read_u8_d16_hi v255, v1 offset:65535
ds_write_addtid_b32 v255 offset:65535
ds_write_b16_d16_hi v1, v2
ds_write_b8_d16_hi v1, v2
flat_load_sbyte_d16 v1, v[3:4]
flat_load_sbyte_d16_hi v1, v[3:4]
flat_load_short_d16 v1, v[3:4]
flat_load_short_d16_hi v1, v[3:4]
flat_load_ubyte_d16 v1, v[3:4]
flat_load_ubyte_d16_hi v1, v[3:4]
flat_store_byte_d16_hi v[1:2], v2
flat_store_short_d16_hi v[1:2], v2
global_atomic_add v0, v[1:2], v2, off glc slc
global_atomic_add_f32 v[1:2], v2, off
global_load_dword v1, v3, s[2:3]
global_store_dword v254, v1, s[2:3] offset:16
s_and_saveexec_b32 exec_hi, s1
s_andn1_saveexec_b64 exec, s[2:3]
s_andn1_wrexec_b64 exec, s[2:3]
s_andn2_wrexec_b64 exec, s[2:3]
s_atc_probe 0x0, s[4:5], 0x0
s_atc_probe_buffer 0x0, s[8:11], s101
s_atomic_add s5, s[2:3], 0x0
s_atomic_add_x2 s[10:11], s[2:3], s101
s_atomic_cmpswap_x2 s[20:23], s[2:3], 0x0
s_atomic_dec s5, s[2:3], s0 glc
s_atomic_inc s5, s[2:3], s0 glc
s_atomic_or_x2 s[10:11], s[2:3], s0 glc
s_atomic_swap s5, s[2:3], -1
s_atomic_umax s5, s[2:3], s0 glc
s_atomic_umin_x2 s[10:11], s[2:3], s0 glc
s_buffer_store_dword exec_hi, s[0:3], 0x0
s_buffer_store_dwordx2 exec, s[0:3], 0x0
s_buffer_store_dwordx4 s[4:7], s[12:15], m0
s_cmp_eq_u64 -1, s[4:5]
s_cmp_lg_u64 -1, s[4:5]
s_dcache_wb
s_dcache_wb_vol
s_endpgm_saved
s_memrealtime exec
s_rfe_restore_b64 -1, s2
s_set_gpr_idx_idx -1
s_set_gpr_idx_mode 0
s_set_gpr_idx_off
s_set_gpr_idx_on -1, 0x0
s_store_dword exec_hi, s[2:3], 0x0
s_store_dwordx2 exec, s[2:3], 0x0
s_store_dwordx4 s[4:7], flat_scratch, m0
s_wakeup
tbuffer_load_format_d16_x v0, off, s[0:3]
tbuffer_load_format_d16_xy v0, off, s[0:3], format:22, 0
tbuffer_load_format_d16_xyz v[1:2], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_load_format_d16_xyzw v[0:1], off, s[0:3], format:22, 0
tbuffer_store_format_d16_x v0, v1, s[4:7], format:33, 0 idxen
tbuffer_store_format_d16_xy v0, v1, s[4:7], format:33, 0 idxen
tbuffer_store_format_d16_xyz v[1:2], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_store_format_d16_xyzw v[0:1], v2, s[4:7], format:33, 0 idxen
v_add_f16 v0, s[0:1], v0
v_add_f16_dpp v255, v1, v2  quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_f16_e32 v1, 64.0, v2
v_add_f16_e64 v0, 0x3456, v0
v_add_f16_sdwa v255, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
s_atomic_xor s5, s[2:3], s101
s_call_b64 exec, 0x1234
v_add3_u32 v1, v2, v3, v4
v_add_u16 v0, (i1+100)*2, v0
v_add_u16_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_u16_e64 v255, v1, v2
v_add_u16_sdwa v0, scc, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_u32 v0, execz, v0
v_add_u32_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_u32_e32 v1, s1, v3
v_add_u32_e64 v0, scc, v0
v_add_u32_sdwa v1, vcc, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_2
v_ashrrev_i16 v0, lds_direct, v0
v_ashrrev_i16_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_ashrrev_i16_e64 v255, v1, v2
v_ashrrev_i16_sdwa v255, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_ashrrev_i64 v[0:1], 0x100, s[0:1]
v_ceil_f16 v0, -0.5
v_ceil_f16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_ceil_f16_e32 v255, v1
v_ceil_f16_e64 v0, -|v1|
v_ceil_f16_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cmp_class_f16 vcc, -1, v2
v_cmp_class_f16_e64 flat_scratch, v1, v2
v_cmp_class_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f16 vcc, -1, v0
v_cmp_eq_f16_e64 flat_scratch, v1, v2
v_cmp_eq_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_i16 vcc, -1, v2
v_cmp_eq_i16_e64 flat_scratch, v1, v2
v_cmp_eq_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_u16 vcc, -1, v2
v_cmp_eq_u16_e64 flat_scratch, v1, v2
v_cmp_eq_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_f_f16 vcc, -1, v2
v_cmp_f_f16_e64 flat_scratch, v1, v2
v_cmp_f_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_f_i16 vcc, -1, v2
v_cmp_f_i16_e64 flat_scratch, v1, v2
v_cmp_f_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_f_u16 vcc, -1, v2
v_cmp_f_u16_e64 flat_scratch, v1, v2
v_cmp_f_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_f16 vcc, -1, v2
v_cmp_ge_f16_e64 flat_scratch, v1, v2
v_cmp_ge_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_i16 vcc, -1, v2
v_cmp_ge_i16_e64 flat_scratch, v1, v2
v_cmp_ge_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_u16 vcc, -1, v2
v_cmp_ge_u16_e64 flat_scratch, v1, v2
v_cmp_ge_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_f16 vcc, -1, v2
v_cmp_gt_f16_e64 flat_scratch, v1, v2
v_cmp_gt_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_i16 vcc, -1, v2
v_cmp_gt_i16_e64 flat_scratch, v1, v2
v_cmp_gt_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u16 vcc, -1, v2
v_cmp_gt_u16_e64 flat_scratch, v1, v2
v_cmp_gt_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16 vcc, -1, v2
v_cmp_le_f16_e64 flat_scratch, v1, v2
v_cmp_le_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_i16 vcc, -1, v2
v_cmp_le_i16_e64 flat_scratch, v1, v2
v_cmp_le_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_u16 vcc, -1, v2
v_cmp_le_u16_e64 flat_scratch, v1, v2
v_cmp_le_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lg_f16 vcc, -1, v2
v_cmp_lg_f16_e64 flat_scratch, v1, v2
v_cmp_lg_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_f16 vcc, -1, v2
v_cmp_lt_f16_e64 flat_scratch, v1, v2
v_cmp_lt_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_i16 vcc, -1, v2
v_cmp_lt_i16_e64 flat_scratch, v1, v2
v_cmp_lt_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_u16 vcc, -1, v2
v_cmp_lt_u16_e64 flat_scratch, v1, v2
v_cmp_lt_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ne_i16 vcc, -1, v2
v_cmp_ne_i16_e64 flat_scratch, v1, v2
v_cmp_ne_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ne_u16 vcc, -1, v2
v_cmp_ne_u16_e64 flat_scratch, v1, v2
v_cmp_ne_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16 vcc, -1, v2
v_cmp_neq_f16_e64 flat_scratch, v1, v2
v_cmp_neq_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_nge_f16 vcc, -1, v2
v_cmp_nge_f16_e64 flat_scratch, v1, v2
v_cmp_nge_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ngt_f16 vcc, -1, v2
v_cmp_ngt_f16_e64 flat_scratch, v1, v2
v_cmp_ngt_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_nle_f16 vcc, -1, v2
v_cmp_nle_f16_e64 flat_scratch, v1, v2
v_cmp_nle_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_nlg_f16 vcc, -1, v2
v_cmp_nlg_f16_e64 flat_scratch, v1, v2
v_cmp_nlg_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_nlt_f16 vcc, -1, v2
v_cmp_nlt_f16_e64 flat_scratch, v1, v2
v_cmp_nlt_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_o_f16 vcc, -1, v2
v_cmp_o_f16_e64 flat_scratch, v1, v2
v_cmp_o_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_t_i16 vcc, -1, v2
v_cmp_t_i16_e64 flat_scratch, v1, v2
v_cmp_t_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_t_u16 vcc, -1, v2
v_cmp_t_u16_e64 flat_scratch, v1, v2
v_cmp_t_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_tru_f16 vcc, -1, v2
v_cmp_tru_f16_e64 flat_scratch, v1, v2
v_cmp_tru_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_u_f16 vcc, -1, v2
v_cmp_u_f16_e64 flat_scratch, v1, v2
v_cmp_u_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f16 -1, v2
v_cmpx_class_f16_e64 -1, v2
v_cmpx_class_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_eq_f16 -1, v2
v_cmpx_eq_f16_e64 -1, v2
v_cmpx_eq_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_eq_i16 -1, v2
v_cmpx_eq_i16_e64 -1, v2
v_cmpx_eq_i16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_eq_u16 -1, v2
v_cmpx_eq_u16_e64 -1, v2
v_cmpx_eq_u16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_f_f16 -1, v2
v_cmpx_f_f16_e64 -1, v2
v_cmpx_f_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_f_i16 vcc, -1, v2
v_cmpx_f_i16_e64 exec, v1, v2
v_cmpx_f_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_f_u16 vcc, -1, v2
v_cmpx_f_u16_e64 exec, v1, v2
v_cmpx_f_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ge_f16 -1, v2
v_cmpx_ge_f16_e64 -1, v2
v_cmpx_ge_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ge_i16 -1, v2
v_cmpx_ge_i16_e64 -1, v2
v_cmpx_ge_i16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ge_u16 -1, v2
v_cmpx_ge_u16_e64 -1, v2
v_cmpx_ge_u16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_f16 -1, v2
v_cmpx_gt_f16_e64 -1, v2
v_cmpx_gt_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16 -1, v2
v_cmpx_gt_i16_e64 -1, v2
v_cmpx_gt_i16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_u16 -1, v2
v_cmpx_gt_u16_e64 -1, v2
v_cmpx_gt_u16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_le_f16 -1, v2
v_cmpx_le_f16_e64 -1, v2
v_cmpx_le_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_le_i16 -1, v2
v_cmpx_le_i16_e64 -1, v2
v_cmpx_le_i16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_le_u16 -1, v2
v_cmpx_le_u16_e64 -1, v2
v_cmpx_le_u16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_lg_f16 -1, v2
v_cmpx_lg_f16_e64 -1, v2
v_cmpx_lg_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_lt_f16 -1, v2
v_cmpx_lt_f16_e64 -1, v2
v_cmpx_lt_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_lt_i16 -1, v2
v_cmpx_lt_i16_e64 -1, v2
v_cmpx_lt_i16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_lt_u16 -1, v2
v_cmpx_lt_u16_e64 -1, v2
v_cmpx_lt_u16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ne_i16 -1, v2
v_cmpx_ne_i16_e64 -1, v2
v_cmpx_ne_i16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ne_u16 -1, v2
v_cmpx_ne_u16_e64 -1, v2
v_cmpx_ne_u16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_neq_f16 -1, v2
v_cmpx_neq_f16_e64 -1, v2
v_cmpx_neq_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_nge_f16 -1, v2
v_cmpx_nge_f16_e64 -1, v2
v_cmpx_nge_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ngt_f16 -1, v2
v_cmpx_ngt_f16_e64 -1, v2
v_cmpx_ngt_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_nle_f16 -1, v2
v_cmpx_nle_f16_e64 -1, v2
v_cmpx_nle_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_nlg_f16 -1, v2
v_cmpx_nlg_f16_e64 -1, v2
v_cmpx_nlg_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_nlt_f16 -1, v2
v_cmpx_nlt_f16_e64 -1, v2
v_cmpx_nlt_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_o_f16 -1, v2
v_cmpx_o_f16_e64 -1, v2
v_cmpx_o_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_t_i16 vcc, -1, v2
v_cmpx_t_i16_e64 exec, v1, v2
v_cmpx_t_i16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_t_u16 vcc, -1, v2
v_cmpx_t_u16_e64 exec, v1, v2
v_cmpx_t_u16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_tru_f16 -1, v2
v_cmpx_tru_f16_e64 -1, v2
v_cmpx_tru_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_u_f16 -1, v2
v_cmpx_u_f16_e64 -1, v2
v_cmpx_u_f16_sdwa -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cos_f16 v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cos_f16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cos_f16_e32 v255, v1
v_cos_f16_e64 v255, v1
v_cos_f16_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f16_i16 v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cvt_f16_i16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_f16_i16_e32 v255, v1
v_cvt_f16_i16_e64 v255, v1
v_cvt_f16_i16_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f16_u16 v0, src_lds_direct
v_cvt_f16_u16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_f16_u16_e32 v255, v1
v_cvt_f16_u16_e64 v255, v1
v_cvt_f16_u16_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i16_f16 v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cvt_i16_f16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_i16_f16_e32 v255, v1
v_cvt_i16_f16_e64 v255, v1
v_cvt_i16_f16_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_norm_i16_f16 v5, -4.0
v_cvt_norm_i16_f16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_norm_i16_f16_e32 v255, v1
v_cvt_norm_i16_f16_e64 v255, v1
v_cvt_norm_i16_f16_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_norm_u16_f16 v5, s101
v_cvt_norm_u16_f16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_norm_u16_f16_e32 v255, v1
