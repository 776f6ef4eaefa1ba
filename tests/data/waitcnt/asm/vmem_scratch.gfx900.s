	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 6
	.text
	.globl	scratch_mixed
	.p2align	8
	.type	scratch_mixed,@function
scratch_mixed:
	s_load_dwordx4 s[4:7], s[8:9], 0x0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v3, 0x100
	s_waitcnt lgkmcnt(0)
	s_lshl2_add_u32 s8, s6, 0
	v_mov_b32_e32 v1, s7
	v_add_u32_e32 v2, s7, v3
	v_mov_b32_e32 v3, s8
	s_lshl1_add_u32 s8, s6, 0x120
	buffer_store_dword v0, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:160
	s_waitcnt vmcnt(0)
	buffer_store_byte v0, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, s8
	s_lshl4_add_u32 s8, s6, 0x140
	buffer_store_short v0, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 4
	v_mov_b32_e32 v2, s8
	buffer_store_dword v1, v2, s[0:3], 0 offen offset:12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 3
	buffer_store_dword v1, v2, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v2, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v3, 0x100
	buffer_store_dword v1, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, s6, v3
	s_lshl1_add_u32 s6, s7, 0x120
	s_lshl2_add_u32 s8, s7, 0
	v_mov_b32_e32 v3, s6
	s_lshl4_add_u32 s6, s7, 0x140
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v4, s6
	buffer_load_dword v1, v1, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v0
	buffer_load_sbyte v2, v2, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v1, v2
	buffer_load_ushort v3, v3, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	buffer_load_dword v5, v4, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	buffer_load_dword v5, v4, s[0:3], 0 offen offset:4 glc
	s_waitcnt vmcnt(0)
	buffer_load_dword v5, v4, s[0:3], 0 offen offset:8 glc
	s_waitcnt vmcnt(0)
	buffer_load_dword v5, v4, s[0:3], 0 offen offset:12 glc
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, v1, v3, v5
	global_store_dword v0, v1, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scratch_mixed
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 464
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 18
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
	.size	scratch_mixed, .Lfunc_end0-scratch_mixed
	.set scratch_mixed.num_vgpr, 6
	.set scratch_mixed.num_agpr, 0
	.set scratch_mixed.numbered_sgpr, 18
	.set scratch_mixed.num_named_barrier, 0
	.set scratch_mixed.private_seg_size, 464
	.set scratch_mixed.uses_vcc, 0
	.set scratch_mixed.uses_flat_scratch, 0
	.set scratch_mixed.has_dyn_sized_stack, 0
	.set scratch_mixed.has_recursion, 0
	.set scratch_mixed.has_indirect_call, 0
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
    .name:           scratch_mixed
    .private_segment_fixed_size: 464
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         scratch_mixed.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
