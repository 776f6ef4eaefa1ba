// Input lines of llvm/test/MC/AMDGPU/gfx7_unsupported.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 45d17e2243e8: a selection of its first page of nine (the lines not also in gfx8_unsupported.s, and a few of those);
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
