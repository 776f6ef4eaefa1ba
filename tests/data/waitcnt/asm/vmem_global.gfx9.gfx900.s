	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 6
	.text
	.globl	global_offsets
	.p2align	8
	.type	global_offsets,@function
global_offsets:
	s_load_dwordx4 s[0:3], s[8:9], 0x0
	s_load_dwordx2 s[4:5], s[8:9], 0x10
	v_lshlrev_b32_e32 v9, 2, v0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v2, vcc, s2, v9
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_lshlrev_b32_e32 v1, 1, v0
	v_sub_co_u32_e32 v6, vcc, 0, v1
	v_subb_co_u32_e64 v8, s[6:7], 0, 0, vcc
	v_add_co_u32_e32 v1, vcc, v2, v6
	v_addc_co_u32_e32 v2, vcc, v3, v8, vcc
	v_sub_co_u32_e32 v3, vcc, 0, v0
	v_subb_co_u32_e64 v4, s[6:7], 0, 0, vcc
	v_add_co_u32_e32 v3, vcc, v1, v3
	v_addc_co_u32_e32 v4, vcc, v2, v4, vcc
	global_load_dword v10, v9, s[2:3] offset:1020
	global_load_dword v11, v[1:2], off
	global_load_sbyte v12, v[3:4], off offset:7
	global_load_dword v13, v9, s[2:3] offset:-256
	v_mov_b32_e32 v1, s5
	v_add_co_u32_e32 v2, vcc, s4, v9
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	s_movk_i32 s2, 0x190
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	flat_load_dword v1, v[4:5]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v9
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v7, vcc, v4, v6
	v_addc_co_u32_e32 v8, vcc, v5, v8, vcc
	s_mov_b64 s[2:3], 0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, v10, v13
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v6, v6, v12, v1
	flat_store_dword v[2:3], v6
	global_store_dword v9, v6, s[0:1] offset:64
	global_store_dword v9, v11, s[0:1]
	global_store_short_d16_hi v[7:8], v11, off offset:-6
	global_load_dword v8, v9, s[0:1]
	v_mov_b32_e32 v1, 0
.LBB0_1:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v8
	v_min_u32_e32 v8, v9, v6
	global_atomic_cmpswap v8, v[4:5], v[8:9], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v8, v9
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_1
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v7, v[4:5], off offset:64
	s_mov_b64 s[2:3], 0
.LBB0_3:
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v6, v7, v8
	global_atomic_cmpswap v6, v[4:5], v[6:7], off offset:64 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v7
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v7, v6
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_3
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v5, 0
	global_atomic_swap_x2 v[6:7], v5, v[0:1], s[0:1] offset:64 glc
	v_mov_b32_e32 v4, 5
	v_mov_b32_e32 v0, 3
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap_x2 v5, v[4:7], s[0:1] offset:64
	flat_atomic_add v[2:3], v0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel global_offsets
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 18
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
.Lfunc_end0:
	.size	global_offsets, .Lfunc_end0-global_offsets
	.set global_offsets.num_vgpr, 14
	.set global_offsets.num_agpr, 0
	.set global_offsets.numbered_sgpr, 18
	.set global_offsets.num_named_barrier, 0
	.set global_offsets.private_seg_size, 0
	.set global_offsets.uses_vcc, 1
	.set global_offsets.uses_flat_scratch, 1
	.set global_offsets.has_dyn_sized_stack, 0
	.set global_offsets.has_recursion, 0
	.set global_offsets.has_indirect_call, 0
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
      - .address_space:  generic
        .name:           fp
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           global_offsets
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         global_offsets.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
