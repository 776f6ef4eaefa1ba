	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.globl	atomics
	.p2align	8
	.type	atomics,@function
atomics:
	s_load_dwordx4 s[0:3], s[8:9], 0x0
	s_load_dword s12, s[8:9], 0x4
	s_mov_b64 s[10:11], exec
	v_mbcnt_lo_u32_b32_e64 v1, s10, 0
	v_mbcnt_hi_u32_b32_e32 v1, s11, v1
	s_mov_b32 s6, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
	s_bcnt1_i32_b64 s7, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s7, s12, s7
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, -1
	s_mov_b32 s8, s2
	s_mov_b32 s9, s3
	v_mov_b32_e32 v4, s7
	buffer_atomic_add v4, off, s[8:11], 0 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 2, v0
	s_mov_b32 s7, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[4:5], s[2:3]
	buffer_load_dword v6, v[2:3], s[4:7], 0 addr64
	v_readfirstlane_b32 s10, v4
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v4, s3
	v_add_i32_e32 v3, vcc, s2, v2
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	s_mov_b64 s[8:9], 0
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
.LBB0_3:
	s_waitcnt vmcnt(0)
	v_max_i32_e32 v5, v6, v0
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v7, v5
	buffer_atomic_cmpswap v[7:8], v[3:4], s[4:7], 0 addr64 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v7, v6
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v6, v7
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_3
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v1, s12, v1
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s4, s6
	v_add_i32_e32 v1, vcc, s10, v1
	s_mov_b32 s5, s6
	buffer_atomic_swap v1, v[3:4], s[4:7], 0 addr64 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1
	s_mov_b32 m0, -1
	s_mov_b64 s[8:9], exec
	ds_add_rtn_u32 v2, v2, v1
	s_waitcnt lgkmcnt(0)
.LBB0_5:
	s_ff1_i32_b64 s4, s[8:9]
	v_readlane_b32 s7, v2, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[8:9], s[8:9], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[8:9], 0
	s_or_b32 s6, s6, s7
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_5
	v_mbcnt_lo_u32_b32_e64 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v3, exec_hi, v3
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s6
	ds_or_b32 v3, v4
	s_or_b64 exec, exec, s[8:9]
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, -1
	s_mov_b32 s8, s2
	s_mov_b32 s9, s3
	s_waitcnt expcnt(0) lgkmcnt(0)
	buffer_atomic_cmpswap v[1:2], off, s[8:11], 0 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1
	s_mov_b32 s5, s11
	s_mov_b64 s[2:3], s[4:5]
	s_waitcnt expcnt(0)
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v1, v[2:3], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 13
		.amdhsa_reserve_vcc 1
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
	.size	atomics, .Lfunc_end0-atomics
	.set atomics.num_vgpr, 9
	.set atomics.num_agpr, 0
	.set atomics.numbered_sgpr, 13
	.set atomics.num_named_barrier, 0
	.set atomics.private_seg_size, 0
	.set atomics.uses_vcc, 1
	.set atomics.uses_flat_scratch, 0
	.set atomics.has_dyn_sized_stack, 0
	.set atomics.has_recursion, 0
	.set atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
	.text
	.globl	float_atomic_loop
	.p2align	8
	.type	float_atomic_loop,@function
float_atomic_loop:
	s_load_dwordx2 s[4:5], s[8:9], 0x0
	s_load_dword s10, s[8:9], 0x2
	s_mov_b64 s[0:1], exec
	v_mbcnt_lo_u32_b32_e64 v0, s0, 0
	v_mbcnt_hi_u32_b32_e32 v2, s1, v0
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_4
	s_waitcnt lgkmcnt(0)
	s_load_dword s6, s[4:5], 0x0
	s_bcnt1_i32_b64 s0, s[0:1]
	v_cvt_f32_ubyte0_e32 v0, s0
	s_mov_b64 s[8:9], 0
	v_mul_f32_e32 v3, s10, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s6
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, -1
.LBB1_2:
	v_mov_b32_e32 v5, v0
	v_add_f32_e32 v4, v5, v3
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	buffer_atomic_cmpswap v[0:1], off, s[4:7], 0 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1
	v_cmp_eq_u32_e64 s[0:1], v0, v5
	s_or_b64 s[8:9], s[0:1], s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB1_2
	s_or_b64 exec, exec, s[8:9]
.LBB1_4:
	s_or_b64 exec, exec, s[2:3]
	v_readfirstlane_b32 s0, v0
	s_waitcnt expcnt(0)
	v_cvt_f32_ubyte0_e32 v0, v2
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, s10, v0
	v_add_f32_e32 v0, s0, v0
	v_mov_b32_e32 v1, s0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, -1
	buffer_store_dword v0, off, s[4:7], 0 offset:4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_atomic_loop
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
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
.Lfunc_end1:
	.size	float_atomic_loop, .Lfunc_end1-float_atomic_loop
	.set float_atomic_loop.num_vgpr, 6
	.set float_atomic_loop.num_agpr, 0
	.set float_atomic_loop.numbered_sgpr, 11
	.set float_atomic_loop.num_named_barrier, 0
	.set float_atomic_loop.private_seg_size, 0
	.set float_atomic_loop.uses_vcc, 1
	.set float_atomic_loop.uses_flat_scratch, 0
	.set float_atomic_loop.has_dyn_sized_stack, 0
	.set float_atomic_loop.has_recursion, 0
	.set float_atomic_loop.has_indirect_call, 0
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
        .name:           ctr
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           v
        .offset:         16
        .size:           4
        .value_kind:     by_value
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
      - .offset:         216
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         220
        .size:           4
        .value_kind:     hidden_shared_base
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           p
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           v
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
      - .offset:         208
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         212
        .size:           4
        .value_kind:     hidden_shared_base
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           float_atomic_loop
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         float_atomic_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
