// Input lines of llvm/test/MC/AMDGPU/gfx8_unsupported.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 45d17e2243e8: its first page of five (image_sample_*_g16 .. s_atomic_cmpswap);
// RUN/CHECK lines removed. Expected results are never taken from here: tests/test_llvm_cases.py asks
// the live llvm-mc 22.
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
image_gather4h v[251:254], v[1:2], s[8:15], s[12:15] dmask:0x1
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
buffer_load_format_d16_hi_x v5, off, s[8:11], s3
buffer_load_sbyte_d16 v1, off, s[4:7], s1
buffer_load_sbyte_d16_hi v1, off, s[4:7], s1
buffer_load_short_d16 v1, off, s[4:7], s1
buffer_load_short_d16_hi v1, off, s[4:7], s1
buffer_load_ubyte_d16 v1, off, s[4:7], s1
buffer_load_ubyte_d16_hi v1, off, s[4:7], s1
buffer_store_byte_d16_hi v1, off, s[12:15], -1 offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:4095 glc
buffer_store_short_d16_hi v1, off, s[12:15], -1 offset:4095
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
flat_atomic_fcmpswap v0, v[1:2], v[2:3] glc
flat_atomic_fcmpswap_x2 v[0:1], v[1:2], v[2:5] glc
flat_atomic_fmax v0, v[1:2], v2 glc
flat_atomic_fmax_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_fmin v0, v[1:2], v2 glc
flat_atomic_fmin_x2 v[0:1], v[1:2], v[2:3] glc
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
global_atomic_add_x2 v[1:2], v[254:255], off offset:-1
global_atomic_and v[1:2], v2, off
global_atomic_and_x2 v[1:2], v[254:255], off offset:-1
global_atomic_cmpswap v[1:2], v[254:255], off offset:-1
global_atomic_cmpswap_x2 v[1:2], v[252:255], off offset:-1
global_atomic_dec v[1:2], v2, off
global_atomic_dec_x2 v[1:2], v[254:255], off offset:-1
global_atomic_inc v[1:2], v2, off
global_atomic_inc_x2 v[1:2], v[254:255], off offset:-1
global_atomic_or v[1:2], v2, off
global_atomic_or_x2 v[1:2], v[254:255], off offset:-1
global_atomic_pk_add_f16 v[1:2], v2, off
global_atomic_smax v[1:2], v2, off
global_atomic_smax_x2 v[1:2], v[254:255], off offset:-1
global_atomic_smin v[1:2], v2, off
global_atomic_smin_x2 v[1:2], v[254:255], off offset:-1
global_atomic_sub v[1:2], v2, off
global_atomic_sub_x2 v[1:2], v[254:255], off offset:-1
global_atomic_swap v[1:2], v2, off
global_atomic_swap_x2 v[1:2], v[254:255], off offset:-1
global_atomic_umax v[1:2], v2, off
global_atomic_umax_x2 v[1:2], v[254:255], off offset:-1
global_atomic_umin v[1:2], v2, off
global_atomic_umin_x2 v[1:2], v[254:255], off offset:-1
global_atomic_xor v[1:2], v2, off
global_atomic_xor_x2 v[1:2], v[254:255], off offset:-1
global_load_dword v1, v3, s[2:3]
global_load_dwordx2 v[1:2], v[3:4], off
global_load_dwordx3 v[1:3], v[3:4], off
global_load_dwordx4 v[1:4], v[3:4], off
global_load_sbyte v1, v[3:4], off
global_load_sbyte_d16 v1, v[3:4], off
global_load_sbyte_d16_hi v1, v[3:4], off
global_load_short_d16 v1, v[3:4], off
global_load_short_d16_hi v1, v[3:4], off
global_load_sshort v1, v[3:4], off
global_load_ubyte v1, v[3:4], off
global_load_ubyte_d16 v1, v[3:4], off
global_load_ubyte_d16_hi v1, v[3:4], off
global_load_ushort v1, v[3:4], off
global_store_byte v[1:2], v2, off
global_store_byte_d16_hi v[1:2], v2, off
global_store_dword v254, v1, s[2:3] offset:16
global_store_dwordx2 v[1:2], v[254:255], off offset:-1
global_store_dwordx3 v[1:2], v[253:255], off offset:-1
global_store_dwordx4 v[1:2], v[252:255], off offset:-1
global_store_short v[1:2], v2, off
global_store_short_d16_hi v[1:2], v2, off
s_and_saveexec_b32 exec_hi, s1
s_andn1_saveexec_b32 exec_hi, s1
s_andn1_saveexec_b64 exec, s[2:3]
s_andn1_wrexec_b32 exec_hi, s1
s_andn1_wrexec_b64 exec, s[2:3]
s_andn2_saveexec_b32 exec_hi, s1
s_andn2_wrexec_b32 exec_hi, s1
s_andn2_wrexec_b64 exec, s[2:3]
s_atomic_add s5, s[2:3], 0x0
s_atomic_add_x2 s[10:11], s[2:3], s101
s_atomic_and s5, s[2:3], s101
s_atomic_and_x2 s[10:11], s[2:3], 0x0
s_atomic_cmpswap s[10:11], s[2:3], 0x0
