	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 6
	.text
	.globl	images
	.p2align	8
	.type	images,@function
images:
	s_load_dwordx8 s[0:7], s[8:9], 0x0
	v_mov_b32_e32 v8, v0
	v_and_b32_e32 v6, 63, v8
	v_lshrrev_b32_e32 v7, 6, v8
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v0, v6
	s_waitcnt lgkmcnt(0)
	image_load v[9:12], v[6:7], s[0:7] dmask:0xf unorm
	image_load v18, v[6:8], s[0:7] dmask:0x4 unorm slc
	image_load_mip v17, v[0:1], s[0:7] dmask:0x2 unorm glc
	s_load_dwordx8 s[12:19], s[8:9], 0x20
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 3
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v2, v7
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v14, s18
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v13, 0x101
	v_mov_b32_e32 v16, v8
	v_mov_b32_e32 v15, s19
	s_waitcnt vmcnt(2)
	image_store v[9:12], v[5:6], s[0:7] dmask:0xf unorm
	image_get_resinfo v5, v4, s[0:7] dmask:0x1 unorm
	s_waitcnt vmcnt(2)
	image_store_mip v17, v[1:4], s[0:7] dmask:0x1 unorm glc slc da
	v_cvt_f32_ubyte0_e32 v2, v6
	v_mov_b32_e32 v3, s19
	v_mov_b32_e32 v1, s19
	image_sample_l v9, v[2:4], s[0:7], s[12:15] dmask:0x4
	image_sample_lz v10, v14, s[0:7], s[12:15] dmask:0x4
	v_mov_b32_e32 v3, 1.0
	image_sample_l v4, v[0:3], s[0:7], s[12:15] dmask:0x2 da
	image_sample_lz_o v11, v[13:15], s[0:7], s[12:15] dmask:0x2
	v_mov_b32_e32 v0, 0.5
	v_mov_b32_e32 v1, s18
	image_sample_c_lz v12, v[0:2], s[0:7], s[12:15] dmask:0x1
	s_nop 0
	image_gather4_lz v[0:3], v[1:2], s[0:7], s[12:15] dmask:0x1
	v_mov_b32_e32 v17, v8
	image_atomic_add v16, v[6:7], s[0:7] dmask:0x1 unorm glc
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v2, 2
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v7
	s_waitcnt vmcnt(0)
	image_atomic_cmpswap v[16:17], v6, s[0:7] dmask:0x3 unorm glc
	s_waitcnt vmcnt(0)
	image_atomic_umax v16, v[0:2], s[0:7] dmask:0x1 unorm
	v_add_f32_e32 v0, v9, v4
	v_add_f32_e32 v0, v0, v11
	v_add_f32_e32 v0, v0, v3
	v_add_f32_e32 v0, v0, v5
	v_add_f32_e32 v0, v0, v10
	v_add_f32_e32 v0, v0, v12
	v_add_f32_e32 v0, v0, v18
	v_add_f32_e32 v0, v0, v16
	v_lshlrev_b32_e32 v1, 2, v8
	global_store_dword v1, v0, s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel images
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
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
	.size	images, .Lfunc_end0-images
	.set images.num_vgpr, 19
	.set images.num_agpr, 0
	.set images.numbered_sgpr, 20
	.set images.num_named_barrier, 0
	.set images.private_seg_size, 0
	.set images.uses_vcc, 0
	.set images.uses_flat_scratch, 0
	.set images.has_dyn_sized_stack, 0
	.set images.has_recursion, 0
	.set images.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
	.text
	.globl	more_samples
	.p2align	8
	.type	more_samples,@function
more_samples:
	s_load_dwordx8 s[0:7], s[8:9], 0x0
	s_load_dwordx4 s[12:15], s[8:9], 0x38
	s_load_dwordx4 s[16:19], s[8:9], 0x20
	v_cvt_f32_u32_e32 v5, v0
	v_mov_b32_e32 v6, 2.0
	s_load_dwordx2 s[8:9], s[8:9], 0x30
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v3, s14
	image_sample v[7:9], v[4:5], s[0:7], s[16:19] dmask:0x7
	image_sample_b v[10:12], v[3:6], s[0:7], s[16:19] dmask:0x7 da
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	v_mov_b32_e32 v3, s13
	v_mov_b32_e32 v6, s13
	image_sample_d v[1:4], v[1:6], s[0:7], s[16:19] dmask:0xf
	v_lshlrev_b32_e32 v0, 4, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v5, v7, v10
	v_add_f32_e32 v6, v8, v11
	v_add_f32_e32 v7, v9, v12
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v7, v3
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v1, v5, v1
	v_add_f32_e32 v4, 0x7fc00000, v4
	global_store_dwordx4 v0, v[1:4], s[8:9]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel more_samples
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
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
.Lfunc_end1:
	.size	more_samples, .Lfunc_end1-more_samples
	.set more_samples.num_vgpr, 13
	.set more_samples.num_agpr, 0
	.set more_samples.numbered_sgpr, 20
	.set more_samples.num_named_barrier, 0
	.set more_samples.private_seg_size, 0
	.set more_samples.uses_vcc, 0
	.set more_samples.uses_flat_scratch, 0
	.set more_samples.has_dyn_sized_stack, 0
	.set more_samples.has_recursion, 0
	.set more_samples.has_indirect_call, 0
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
      - .name:           img
        .offset:         0
        .size:           32
        .value_kind:     by_value
      - .name:           smp
        .offset:         32
        .size:           16
        .value_kind:     by_value
      - .address_space:  global
        .name:           out
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .name:           u
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           v
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 32
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 1024
    .name:           images
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         images.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .name:           img
        .offset:         0
        .size:           32
        .value_kind:     by_value
      - .name:           smp
        .offset:         32
        .size:           16
        .value_kind:     by_value
      - .address_space:  global
        .name:           out
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .name:           u
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           v
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           bias
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         76
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         84
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         86
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         88
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         90
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         92
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         94
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         136
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         152
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         160
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         168
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         176
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         184
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         272
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 32
    .kernarg_segment_size: 328
    .max_flat_workgroup_size: 1024
    .name:           more_samples
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         more_samples.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
