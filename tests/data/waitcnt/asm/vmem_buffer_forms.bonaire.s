	.amdgcn_target "amdgcn-amd-amdhsa--gfx704"
	.amdhsa_code_object_version 6
	.text
	.globl	buffer_forms
	.p2align	8
	.type	buffer_forms,@function
buffer_forms:
	s_load_dwordx4 s[0:3], s[8:9], 0x0
	s_load_dword s4, s[8:9], 0x4
	v_mov_b32_e32 v6, v0
	v_lshlrev_b32_e32 v7, 4, v6
	s_add_i32 s12, s12, s17
	s_mov_b32 flat_scratch_lo, s13
	s_waitcnt lgkmcnt(0)
	buffer_load_format_xyzw v[0:3], v[6:7], s[0:3], s4 idxen offen
	buffer_load_format_xy v[4:5], v7, s[0:3], 0 offen slc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, 7
	s_lshr_b32 flat_scratch_hi, s12, 8
	buffer_store_format_xyzw v[0:3], v6, s[0:3], s4 idxen offset:32 glc
	buffer_store_format_x v5, v7, s[0:3], 0 offen glc slc
	buffer_load_dwordx3 v[0:2], v6, s[0:3], 0 idxen offset:4092
	v_mov_b32_e32 v5, 6
	v_mov_b32_e32 v3, 8
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[2:5], v7, s[0:3], s4 offen
	buffer_load_ubyte v0, v7, s[0:3], 0 offen
	buffer_load_ushort v1, v7, s[0:3], 0 offen glc
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(1)
	buffer_store_byte v0, v7, s[0:3], s4 offen
	s_waitcnt vmcnt(1)
	buffer_store_short v1, v7, s[0:3], 0 offen slc
	buffer_atomic_swap v5, v7, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	buffer_atomic_sub v5, v7, s[0:3], s4 offen glc
	s_waitcnt vmcnt(0)
	buffer_atomic_smin v5, v7, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	buffer_atomic_umax v5, v7, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	buffer_atomic_and v5, v7, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	buffer_atomic_or v5, v7, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	buffer_atomic_xor v5, v7, s[0:3], 0 offen
	buffer_atomic_inc v5, v6, s[0:3], 0 idxen glc
	s_waitcnt vmcnt(0)
	buffer_atomic_dec v5, v[6:7], s[0:3], 0 idxen offen glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v6
	buffer_atomic_cmpswap v[2:3], v7, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	buffer_atomic_add_x2 v[0:1], v7, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	buffer_atomic_cmpswap_x2 v[0:3], v6, s[0:3], 0 idxen glc
	s_load_dwordx2 s[0:1], s[8:9], 0x6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 2, v6
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_i32_e32 v1, vcc, s0, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_store_dword v[1:2], v0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel buffer_forms
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 18
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	buffer_forms, .Lfunc_end0-buffer_forms
	.set buffer_forms.num_vgpr, 8
	.set buffer_forms.num_agpr, 0
	.set buffer_forms.numbered_sgpr, 18
	.set buffer_forms.num_named_barrier, 0
	.set buffer_forms.private_seg_size, 0
	.set buffer_forms.uses_vcc, 1
	.set buffer_forms.uses_flat_scratch, 1
	.set buffer_forms.has_dyn_sized_stack, 0
	.set buffer_forms.has_recursion, 0
	.set buffer_forms.has_indirect_call, 0
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
      - .name:           rsrc
        .offset:         0
        .size:           16
        .value_kind:     by_value
      - .name:           soff
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           out
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         228
        .size:           4
        .value_kind:     hidden_shared_base
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 16
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           buffer_forms
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         buffer_forms.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx704
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
