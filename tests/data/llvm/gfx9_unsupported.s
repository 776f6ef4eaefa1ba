// Input lines of llvm/test/MC/AMDGPU/gfx9_unsupported.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 17be7fa116ed: its first page of four (buffer_atomic_add_f32 ..
// v_cmps_le_f64_e64); RUN/CHECK lines removed. Expected results are never taken from here:
// tests/test_llvm_cases.py asks the live llvm-mc 22.
buffer_atomic_add_f32 v255, off, s[8:11], s3 offset:4095
buffer_atomic_fcmpswap v[0:1], off, s[0:3], s0 offset:4095
buffer_atomic_fcmpswap_x2 v[0:3], off, s[0:3], s0 offset:4095
buffer_atomic_fmax v0, off, s[0:3], s0 offset:4095 glc
buffer_atomic_fmax_x2 v[0:1], v0, s[0:3], s0 idxen offset:4095
buffer_atomic_fmin v0, off, s[0:3], s0
buffer_atomic_fmin_x2 v[0:1], off, s[0:3], s0 offset:4095 slc
buffer_atomic_pk_add_f16 v255, off, s[8:11], s3 offset:4095
buffer_gl0_inv
buffer_gl1_inv
flat_atomic_fcmpswap v0, v[1:2], v[2:3] glc
flat_atomic_fcmpswap_x2 v[0:1], v[1:2], v[2:5] glc
flat_atomic_fmax v0, v[1:2], v2 glc
flat_atomic_fmax_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_fmin v0, v[1:2], v2 glc
flat_atomic_fmin_x2 v[0:1], v[1:2], v[2:3] glc
global_atomic_add_f32 v[1:2], v2, off
global_atomic_pk_add_f16 v[1:2], v2, off
image_sample_c_cd_cl_g16 v[5:6], v[1:5], s[8:15], s[12:15] dmask:0x3
image_sample_c_cd_cl_o_g16 v[5:6], v[1:6], s[8:15], s[12:15] dmask:0x3
image_sample_c_cd_g16 v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
image_sample_c_cd_o_g16 v[5:6], v[1:5], s[8:15], s[12:15] dmask:0x3
image_sample_c_d_cl_g16 v[5:6], v[1:5], s[8:15], s[12:15] dmask:0x3
image_sample_c_d_cl_o_g16 v[5:6], v[1:6], s[8:15], s[12:15] dmask:0x3
image_sample_c_d_g16 v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
image_sample_c_d_o_g16 v[5:6], v[1:5], s[8:15], s[12:15] dmask:0x3
image_sample_cd_cl_g16 v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
image_sample_cd_cl_o_g16 v[5:6], v[1:5], s[8:15], s[12:15] dmask:0x3
image_sample_cd_g16 v[5:6], v[1:3], s[8:15], s[12:15] dmask:0x3
image_sample_cd_o_g16 v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
image_sample_d_cl_g16 v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
image_sample_d_cl_o_g16 v[5:6], v[1:5], s[8:15], s[12:15] dmask:0x3
image_sample_d_g16 v[5:6], v[1:3], s[8:15], s[12:15] dmask:0x3
image_sample_d_o_g16 v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
s_and_saveexec_b32 exec_hi, s1
s_andn1_saveexec_b32 exec_hi, s1
s_andn1_wrexec_b32 exec_hi, s1
s_andn2_saveexec_b32 exec_hi, s1
s_andn2_wrexec_b32 exec_hi, s1
s_clause 0x0
s_code_end
s_denorm_mode 0x0
s_get_waveid_in_workgroup s0
s_gl1_inv
s_inst_prefetch 0x0
s_movrelsd_2_b32 s0, s1
s_nand_saveexec_b32 exec_hi, s1
s_nor_saveexec_b32 exec_hi, s1
s_or_saveexec_b32 exec_hi, s1
s_orn1_saveexec_b32 exec_hi, s1
s_orn2_saveexec_b32 exec_hi, s1
s_round_mode 0x0
s_subvector_loop_begin exec_hi, 0x1234
s_subvector_loop_end exec_hi, 0x1234
s_ttracedata_imm 0x0
s_version 0x1234
s_waitcnt_expcnt exec_hi, 0x1234
s_waitcnt_lgkmcnt exec_hi, 0x1234
s_waitcnt_vmcnt exec_hi, 0x1234
s_waitcnt_vscnt exec_hi, 0x1234
s_xnor_saveexec_b32 exec_hi, s1
s_xor_saveexec_b32 exec_hi, s1
v_accvgpr_read_b32 a0, a0
v_accvgpr_write_b32 a0, 65
v_add_co_ci_u32 v1, sext(v1), sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_add_co_ci_u32_dpp v0, vcc, v0, v0, vcc dpp8:[7,6,5,4,3,2,1,0] fi:1
v_add_co_ci_u32_e32 v255, vcc, v1, v2, vcc
v_add_co_ci_u32_e64 v255, s12, v1, v2, s6
v_add_co_ci_u32_sdwa v1, v1, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_add_i32_e32 v0, vcc, 0.5, v0
v_add_nc_i16 v255, v1, v2
v_add_nc_i32 v255, v1, v2
v_add_nc_u16 v255, v1, v2
v_add_nc_u32_dpp v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_add_nc_u32_e32 v255, v1, v2
v_add_nc_u32_e64 v255, v1, v2
v_add_nc_u32_sdwa v255, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_addc_u32 v0, vcc, exec_hi, v0, vcc
v_addc_u32_dpp v255, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_addc_u32_e32 v1, -1, v2, v3, s0
v_addc_u32_e64 v0, s[0:1], s0, s0, s[0:1]
v_addc_u32_sdwa v1, vcc, v2, v3, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_2
v_ashr_i32 v255, v1, v2
v_ashr_i32_e64 v255, v1, v2
v_ashr_i64 v[254:255], v[1:2], v2
v_cmps_eq_f32 vcc, -1, v2
v_cmps_eq_f32_e64 flat_scratch, v1, v2
v_cmps_eq_f64 vcc, -1, v[2:3]
v_cmps_eq_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmps_f_f32 vcc, -1, v2
v_cmps_f_f32_e64 flat_scratch, v1, v2
v_cmps_f_f64 vcc, -1, v[2:3]
v_cmps_f_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmps_ge_f32 vcc, -1, v2
v_cmps_ge_f32_e64 flat_scratch, v1, v2
v_cmps_ge_f64 vcc, -1, v[2:3]
v_cmps_ge_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmps_gt_f32 vcc, -1, v2
v_cmps_gt_f32_e64 flat_scratch, v1, v2
v_cmps_gt_f64 vcc, -1, v[2:3]
v_cmps_gt_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmps_le_f32 vcc, -1, v2
v_cmps_le_f32_e64 flat_scratch, v1, v2
v_cmps_le_f64 vcc, -1, v[2:3]
v_cmps_le_f64_e64 flat_scratch, v[1:2], v[2:3]
