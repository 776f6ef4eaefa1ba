	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 6
	.text
	.p2align	2
	.type	add_one,@function
add_one:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v0, 1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	add_one, .Lfunc_end0-add_one
	.set .Ladd_one.num_vgpr, 1
	.set .Ladd_one.num_agpr, 0
	.set .Ladd_one.numbered_sgpr, 32
	.set .Ladd_one.num_named_barrier, 0
	.set .Ladd_one.private_seg_size, 0
	.set .Ladd_one.uses_vcc, 0
	.set .Ladd_one.uses_flat_scratch, 0
	.set .Ladd_one.has_dyn_sized_stack, 0
	.set .Ladd_one.has_recursion, 0
	.set .Ladd_one.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
	.text
	.hidden	twice
	.weak	twice
	.p2align	2
	.type	twice,@function
twice:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	twice, .Lfunc_end1-twice
	.set twice.num_vgpr, 1
	.set twice.num_agpr, 0
	.set twice.numbered_sgpr, 32
	.set twice.num_named_barrier, 0
	.set twice.private_seg_size, 0
	.set twice.uses_vcc, 0
	.set twice.uses_flat_scratch, 0
	.set twice.has_dyn_sized_stack, 0
	.set twice.has_recursion, 0
	.set twice.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
	.text
	.weak	weak_fn
	.p2align	2
	.type	weak_fn,@function
weak_fn:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v0, 5, v0
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	weak_fn, .Lfunc_end2-weak_fn
	.set weak_fn.num_vgpr, 1
	.set weak_fn.num_agpr, 0
	.set weak_fn.numbered_sgpr, 32
	.set weak_fn.num_named_barrier, 0
	.set weak_fn.private_seg_size, 0
	.set weak_fn.uses_vcc, 0
	.set weak_fn.uses_flat_scratch, 0
	.set weak_fn.has_dyn_sized_stack, 0
	.set weak_fn.has_recursion, 0
	.set weak_fn.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
	.text
	.globl	use_all
	.p2align	8
	.type	use_all,@function
use_all:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, weak_counter@gotpcrel32@lo+4
	s_addc_u32 s5, s5, weak_counter@gotpcrel32@hi+12
	s_mov_b64 s[36:37], s[6:7]
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, odr_value@gotpcrel32@lo+4
	s_addc_u32 s7, s7, odr_value@gotpcrel32@hi+12
	s_mov_b64 s[34:35], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s11, s54, 31
	s_mov_b32 s10, s54
	s_lshl_b64 s[12:13], s[10:11], 1
	s_mov_b32 s50, s15
	s_mov_b32 s51, s14
	s_getpc_b64 s[14:15]
	s_add_u32 s14, s14, local_table@rel32@lo+4
	s_addc_u32 s15, s15, local_table@rel32@hi+12
	s_add_u32 s12, s14, s12
	s_addc_u32 s13, s15, s13
	s_getpc_b64 s[14:15]
	s_add_u32 s14, s14, hidden_value@rel32@lo+4
	s_addc_u32 s15, s15, hidden_value@rel32@hi+12
	s_mov_b32 s33, s16
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, protected_value@rel32@lo+4
	s_addc_u32 s17, s17, protected_value@rel32@hi+12
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, external_value@gotpcrel32@lo+4
	s_addc_u32 s19, s19, external_value@gotpcrel32@hi+12
	s_getpc_b64 s[20:21]
	s_add_u32 s20, s20, .Lmessage@rel32@lo+4
	s_addc_u32 s21, s21, .Lmessage@rel32@hi+12
	v_mov_b32_e32 v41, 0
	s_add_u32 s10, s20, s54
	s_addc_u32 s11, s21, s11
	global_load_ushort v42, v41, s[12:13]
	global_load_ubyte v43, v41, s[10:11]
	s_load_dwordx2 s[10:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x0
	s_load_dwordx2 s[20:21], s[18:19], 0x0
	s_lshl_b32 s4, s54, 2
	v_mov_b32_e32 v3, s4
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, fptrs@gotpcrel32@lo+4
	s_addc_u32 s5, s5, fptrs@gotpcrel32@hi+12
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dword s64, s[10:11], 0x0
	s_load_dword s65, s[12:13], 0x0
	s_load_dword s66, s[14:15], 0x0
	s_load_dword s67, s[16:17], 0x0
	s_load_dword s68, s[20:21], 0x0
	s_ashr_i32 s7, s55, 31
	s_mov_b32 s6, s55
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s64
	s_lshl_b64 s[6:7], s[6:7], 3
	ds_write_b32 v3, v4
	v_mov_b32_e32 v3, s66
	s_add_u32 s4, s4, s6
	ds_write_b32 v41, v3 offset:256
	ds_read_b32 v3, v41
	s_addc_u32 s5, s5, s7
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_add_u32 s48, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s49, s9, 0
	v_or3_b32 v40, v0, v1, v2
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, v3
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, weak_fn@gotpcrel32@lo+4
	s_addc_u32 s5, s5, weak_fn@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_add_i32 s4, s64, s65
	v_readfirstlane_b32 s5, v42
	s_add_i32 s4, s4, s5
	s_add_i32 s4, s4, s66
	s_add_i32 s4, s4, s67
	s_add_i32 s4, s4, s68
	v_add_u32_e32 v1, s4, v43
	v_add_u32_e32 v0, v1, v0
	global_store_dword v41, v0, s[52:53]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel use_all
		.amdhsa_group_segment_fixed_size 260
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(use_all.num_agpr, use_all.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(use_all.numbered_sgpr+6, 1, 0)-6
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	use_all, .Lfunc_end3-use_all
	.set use_all.num_vgpr, max(44, amdgpu.max_num_vgpr)
	.set use_all.num_agpr, max(0, amdgpu.max_num_agpr)
	.set use_all.numbered_sgpr, max(69, amdgpu.max_num_sgpr)
	.set use_all.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set use_all.private_seg_size, 0+max(weak_fn.private_seg_size)
	.set use_all.uses_vcc, 1
	.set use_all.uses_flat_scratch, 1
	.set use_all.has_dyn_sized_stack, 1
	.set use_all.has_recursion, 1
	.set use_all.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 1
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	weak_counter,@object
	.data
	.weak	weak_counter
	.p2align	2, 0x0
weak_counter:
	.long	3
	.size	weak_counter, 4

	.type	odr_value,@object
	.weak	odr_value
	.p2align	3, 0x0
odr_value:
	.quad	5
	.size	odr_value, 8

	.type	local_table,@object
	.section	.rodata,"a",@progbits
	.p2align	1, 0x0
local_table:
	.short	1
	.short	2
	.short	3
	.size	local_table, 6

	.hidden	hidden_value
	.type	hidden_value,@object
	.data
	.globl	hidden_value
	.p2align	2, 0x0
hidden_value:
	.long	9
	.size	hidden_value, 4

	.protected	protected_value
	.type	protected_value,@object
	.globl	protected_value
	.p2align	2, 0x0
protected_value:
	.long	11
	.size	protected_value, 4

	.type	.Lmessage,@object
	.section	.rodata.str1.1,"aMS",@progbits,1
.Lmessage:
	.asciz	"hello\tworld"
	.size	.Lmessage, 12

	.type	fptrs,@object
	.data
	.globl	fptrs
	.p2align	3, 0x0
fptrs:
	.quad	add_one
	.quad	twice
	.size	fptrs, 16

	.globl	aliased
.set aliased, hidden_value
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           i
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .name:           sel
        .offset:         12
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 260
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           use_all
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         use_all.kd
    .uses_dynamic_stack: true
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
