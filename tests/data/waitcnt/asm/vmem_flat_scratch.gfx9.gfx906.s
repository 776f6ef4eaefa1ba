	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 6
	.text
	.globl	flat_scratch
	.p2align	8
	.type	flat_scratch,@function
flat_scratch:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_add_u32 flat_scratch_lo, s8, s13
	s_addc_u32 flat_scratch_hi, s9, 0
	v_mov_b32_e32 v2, v0
	v_lshlrev_b32_e32 v4, 2, v2
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s4, s2, 2
	v_mov_b32_e32 v0, s3
	scratch_store_dword off, v2, s4
	s_waitcnt vmcnt(0)
	s_mov_b32 s4, 0
	scratch_store_dword off, v0, s4 offset:48
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, s2
	s_lshl_b32 s4, s3, 4
	scratch_store_dword v0, v1, off
	s_waitcnt vmcnt(0)
	s_addk_i32 s4, 0x100
	v_mov_b32_e32 v3, 8
	v_mov_b32_e32 v1, 6
	v_mov_b32_e32 v0, 5
	scratch_store_dwordx4 off, v[0:3], s4
	s_waitcnt vmcnt(0)
	s_lshl_b32 s3, s3, 2
	v_add_u32_e32 v0, 0x140, v2
	scratch_store_byte v0, v2, off
	s_waitcnt vmcnt(0)
	scratch_load_dword v5, off, s3 glc
	s_waitcnt vmcnt(0)
	s_mov_b32 s3, 0
	scratch_load_dword v6, off, s3 offset:48 glc
	s_waitcnt vmcnt(0)
	s_lshl_b32 s3, s2, 4
	s_addk_i32 s3, 0x100
	scratch_load_dwordx4 v[0:3], off, s3 glc
	s_waitcnt vmcnt(0)
	s_addk_i32 s2, 0x140
	scratch_load_ubyte v0, off, s2 glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v5, v6
	v_add3_u32 v0, v2, v1, v0
	global_store_dword v4, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flat_scratch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 352
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 0
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_vcc 0
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
.Lfunc_end0:
	.size	flat_scratch, .Lfunc_end0-flat_scratch
	.set flat_scratch.num_vgpr, 7
	.set flat_scratch.num_agpr, 0
	.set flat_scratch.numbered_sgpr, 14
	.set flat_scratch.num_named_barrier, 0
	.set flat_scratch.private_seg_size, 352
	.set flat_scratch.uses_vcc, 0
	.set flat_scratch.uses_flat_scratch, 1
	.set flat_scratch.has_dyn_sized_stack, 0
	.set flat_scratch.has_recursion, 0
	.set flat_scratch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
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
      - .name:           j
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           flat_scratch
    .private_segment_fixed_size: 352
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         flat_scratch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
