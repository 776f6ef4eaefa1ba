	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 6
	.text
	.globl	arith
	.p2align	8
	.type	arith,@function
arith:
	s_load_dwordx4 s[4:7], s[8:9], 0x0
	s_load_dword s2, s[8:9], 0x10
	v_lshlrev_b32_e32 v1, 2, v0
	s_load_dwordx4 s[12:15], s[8:9], 0x18
	s_movk_i32 s3, 0x40f
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[6:7]
	s_mov_b32 s6, 0x8000
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s2, v1
	v_fma_f32 v2, v2, v1, 0.5
	v_div_scale_f32 v3, s[0:1], v1, v1, v2
	v_div_scale_f32 v4, vcc, v2, v1, v2
	s_mov_b32 s0, 0xf800000
	v_rcp_f32_e32 v5, v3
	v_fma_f32 v6, -v3, v5, 1.0
	v_fma_f32 v5, v6, v5, v5
	v_mul_f32_e32 v6, v4, v5
	v_fma_f32 v7, -v3, v6, v4
	v_fma_f32 v6, v7, v5, v6
	v_fma_f32 v3, -v3, v6, v4
	v_div_fmas_f32 v3, v3, v5, v6
	v_div_fixup_f32 v1, v3, v1, v2
	v_add_f32_e32 v1, -1.0, v1
	v_mul_f32_e32 v2, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s0, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_sqrt_f32_e32 v2, v1
	v_mov_b32_e32 v3, 0x260
	v_add_u32_e32 v4, -1, v2
	v_add_u32_e32 v5, 1, v2
	v_fma_f32 v6, -v4, v2, v1
	v_fma_f32 v7, -v5, v2, v1
	v_cmp_ge_f32_e64 s[0:1], 0, v6
	v_cndmask_b32_e64 v2, v2, v4, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], 0, v7
	v_cndmask_b32_e64 v2, v2, v5, s[0:1]
	v_mul_f32_e32 v4, 0x37800000, v2
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cmp_class_f32_e32 vcc, v1, v3
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_cvt_f64_f32_e32 v[1:2], v1
	v_mul_f64 v[3:4], v[1:2], s[12:13]
	v_fma_f64 v[3:4], v[3:4], s[12:13], 2.0
	v_div_scale_f64 v[5:6], s[0:1], v[1:2], v[1:2], v[3:4]
	s_movk_i32 s0, 0x1ff
	s_movk_i32 s1, 0xffe
	v_rcp_f64_e32 v[7:8], v[5:6]
	v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_div_scale_f64 v[9:10], vcc, v[3:4], v[1:2], v[3:4]
	v_fma_f64 v[11:12], -v[5:6], v[7:8], 1.0
	v_fma_f64 v[7:8], v[7:8], v[11:12], v[7:8]
	v_mul_f64 v[11:12], v[9:10], v[7:8]
	v_fma_f64 v[5:6], -v[5:6], v[11:12], v[9:10]
	v_div_fmas_f64 v[5:6], v[5:6], v[7:8], v[11:12]
	v_div_fixup_f64 v[1:2], v[5:6], v[1:2], v[3:4]
	v_mov_b32_e32 v3, 0x7c00
	v_mov_b32_e32 v5, 0x7e00
	v_cvt_f32_u32_e32 v4, v0
	v_rcp_iflag_f32_e32 v4, v4
	v_and_or_b32 v1, v2, s0, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_lshrrev_b32_e32 v6, 8, v2
	v_bfe_u32 v7, v2, 20, 11
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_sub_u32_e32 v8, 0x3f1, v7
	v_and_or_b32 v1, v6, s1, v1
	v_add_u32_e32 v7, 0xfffffc10, v7
	v_med3_i32 v6, v8, 0, 13
	v_or_b32_e32 v8, 0x1000, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_lshl_or_b32 v9, v7, 12, v1
	v_cndmask_b32_e32 v1, v3, v5, vcc
	v_lshrrev_b32_e32 v5, v6, v8
	v_lshlrev_b32_e32 v6, v6, v5
	v_cmp_ne_u32_e32 vcc, v6, v8
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v5, v6
	v_cmp_gt_i32_e32 vcc, 1, v7
	v_cndmask_b32_e32 v5, v9, v5, vcc
	v_and_b32_e32 v6, 7, v5
	v_cmp_lt_i32_e32 vcc, 5, v6
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, 3, v6
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_lshrrev_b32_e32 v5, 2, v5
	v_or_b32_e32 v6, v6, v8
	v_add_u32_e32 v5, v5, v6
	v_cmp_gt_i32_e32 vcc, 31, v7
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cmp_eq_u32_e32 vcc, s3, v7
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e32 v1, v3, v1, vcc
	v_and_or_b32 v1, v2, s6, v1
	v_add_f16_e32 v1, 1.0, v1
	v_mul_f16_e64 v1, |v1|, |v1|
	v_cvt_f32_f16_e32 v3, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v1, v1
	v_sub_u32_e32 v4, 0, v0
	v_cvt_i32_f32_e32 v2, v3
	s_mov_b32 s0, 0x92492493
	v_mul_lo_u32 v4, v4, v1
	v_mov_b32_e32 v7, s15
	v_mul_lo_u32 v2, v2, v0
	v_mov_b32_e32 v9, s14
	v_mul_hi_u32 v4, v1, v4
	v_mul_hi_i32 v5, v2, s0
	v_add_u32_e32 v1, v1, v4
	v_add_u32_e32 v2, v5, v2
	v_lshrrev_b32_e32 v4, 31, v2
	v_ashrrev_i32_e32 v2, 2, v2
	v_add_u32_e32 v4, v2, v4
	v_mul_hi_u32 v5, v4, v1
	v_mov_b32_e32 v1, 0xdfdc1c35
	v_mov_b32_e32 v2, 2
	v_mul_lo_u32 v6, v5, v0
	v_add_u32_e32 v8, 1, v5
	v_sub_u32_e32 v6, v4, v6
	v_cmp_ge_u32_e32 vcc, v6, v0
	v_cndmask_b32_e32 v5, v5, v8, vcc
	v_sub_u32_e32 v8, v6, v0
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_add_u32_e32 v8, 1, v5
	v_cmp_ge_u32_e32 vcc, v6, v0
	v_cndmask_b32_e32 v5, v5, v8, vcc
	v_ashrrev_i32_e32 v6, 31, v5
	v_mul_lo_u32 v8, v5, s15
	v_mad_u64_u32 v[1:2], s[0:1], v5, s14, v[1:2]
	v_mul_lo_u32 v6, v6, s14
	v_cmp_gt_f32_e32 vcc, s2, v3
	v_cmp_lt_i32_e64 s[0:1], v4, v5
	s_and_b64 vcc, s[0:1], vcc
	v_add3_u32 v2, v6, v2, v8
	v_lshrrev_b64 v[1:2], 3, v[1:2]
	v_lshlrev_b32_e32 v0, 3, v0
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_cndmask_b32_e32 v1, v9, v1, vcc
	global_store_dwordx2 v0, v[1:2], s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel arith
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
	.size	arith, .Lfunc_end0-arith
	.set arith.num_vgpr, 13
	.set arith.num_agpr, 0
	.set arith.numbered_sgpr, 16
	.set arith.num_named_barrier, 0
	.set arith.private_seg_size, 0
	.set arith.uses_vcc, 1
	.set arith.uses_flat_scratch, 0
	.set arith.has_dyn_sized_stack, 0
	.set arith.has_recursion, 0
	.set arith.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
	.text
	.globl	loop
	.p2align	8
	.type	loop,@function
loop:
	s_load_dword s0, s[8:9], 0x8
	s_mov_b32 s1, 0
	v_mov_b32_e32 v1, 0
.LBB1_1:
	v_cvt_f32_u32_e32 v2, s1
	s_add_i32 s1, s1, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s1, s0
	v_mul_f32_e32 v2, 0x3e4ccccd, v2
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB1_1
	s_load_dwordx2 s[0:1], s[8:9], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	global_atomic_add v0, v2, v0, s[0:1] glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	v_cvt_f32_i32_e32 v0, v0
	v_add_f32_e32 v0, v1, v0
	global_store_dword v2, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel loop
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 10
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
	.size	loop, .Lfunc_end1-loop
	.set loop.num_vgpr, 3
	.set loop.num_agpr, 0
	.set loop.numbered_sgpr, 10
	.set loop.num_named_barrier, 0
	.set loop.private_seg_size, 0
	.set loop.uses_vcc, 0
	.set loop.uses_flat_scratch, 0
	.set loop.has_dyn_sized_stack, 0
	.set loop.has_recursion, 0
	.set loop.has_indirect_call, 0
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
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           s
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           d
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           l
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           arith
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         arith.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           n
        .offset:         8
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
    .name:           loop
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
