// A gfx900 kernel fragment: scalar loads of kernel arguments, LDS traffic, SOPK.
//   gcnls mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -show-encoding examples/kernel.s
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl	example
example:
	s_load_dwordx2 s[4:5], s[0:1], 0x0        ; output pointer
	s_load_dword s6, s[0:1], 0x8 glc
	s_buffer_load_dwordx4 s[8:11], s[12:15], s4 offset:0x10
	s_movk_i32 s7, -4
	s_cmpk_lt_u32 s7, 0x100
	s_getreg_b32 s2, hwreg(HW_REG_MODE)
	s_setreg_b32 hwreg(HW_REG_TRAPSTS, 1, 5), s3
	ds_read_b32 v1, v2 offset:16
	ds_write2_b32 v1, v2, v3 offset0:4 offset1:8
	ds_add_rtn_u32 v4, v1, v2 offset:64
	ds_swizzle_b32 v5, v6 offset:swizzle(QUAD_PERM, 1, 0, 3, 2)
	s_call_b64 s[8:9], example
	s_atomic_add s5, s[2:3], 0x10 glc
