	.amdgcn_target "amdgcn-amd-amdhsa--gfx802"
	.amdhsa_code_object_version 6
	.text
	.globl	global_rw
	.p2align	8
	.type	global_rw,@function
global_rw:
	s_load_dwordx4 s[0:3], s[8:9], 0x0
	v_lshlrev_b32_e32 v9, 2, v0
	v_mul_u32_u24_e32 v6, 12, v0
	v_mul_hi_u32_u24_e32 v5, 12, v0
	s_add_i32 s12, s12, s17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v1, vcc, s2, v9
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_add_u32_e32 v3, vcc, 0x190, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	v_add_u32_e32 v6, vcc, v1, v6
	v_addc_u32_e32 v7, vcc, v2, v5, vcc
	v_add_u32_e32 v5, vcc, 8, v6
	v_addc_u32_e32 v6, vcc, 0, v7, vcc
	v_mov_b32_e32 v8, s3
	v_add_u32_e32 v7, vcc, s2, v0
	s_mov_b32 flat_scratch_lo, s13
	s_lshr_b32 flat_scratch_hi, s12, 8
	v_addc_u32_e32 v8, vcc, 0, v8, vcc
	flat_load_dword v1, v[1:2]
	flat_load_dword v2, v[3:4]
	flat_load_ubyte v10, v[7:8]
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v3, vcc, v7, v0
	v_addc_u32_e32 v4, vcc, 0, v8, vcc
	flat_load_sshort v0, v[3:4]
	v_mov_b32_e32 v4, s1
	v_add_u32_e32 v3, vcc, s0, v9
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	v_mov_b32_e32 v7, s1
	v_mov_b32_e32 v8, s1
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v6, vcc, v1, v2
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v9, 0xff, v10
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v5, vcc, v6, v5
	v_add_u32_e32 v5, vcc, v5, v9
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, v5, v0
	v_ashrrev_i32_e32 v6, 31, v5
	flat_store_dword v[3:4], v0
	v_ashrrev_i32_e32 v9, 31, v0
	v_lshlrev_b64 v[3:4], 3, v[5:6]
	v_add_u32_e32 v5, vcc, s0, v0
	v_addc_u32_e32 v6, vcc, v7, v9, vcc
	v_add_u32_e32 v3, vcc, s0, v3
	v_addc_u32_e32 v4, vcc, v8, v4, vcc
	flat_store_byte v[5:6], v10
	flat_store_dwordx2 v[3:4], v[1:2]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel global_rw
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 90
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
	.size	global_rw, .Lfunc_end0-global_rw
	.set global_rw.num_vgpr, 11
	.set global_rw.num_agpr, 0
	.set global_rw.numbered_sgpr, 18
	.set global_rw.num_named_barrier, 0
	.set global_rw.private_seg_size, 0
	.set global_rw.uses_vcc, 1
	.set global_rw.uses_flat_scratch, 1
	.set global_rw.has_dyn_sized_stack, 0
	.set global_rw.has_recursion, 0
	.set global_rw.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
	.text
	.globl	global_atomics
	.p2align	8
	.type	global_atomics,@function
global_atomics:
	s_add_i32 s12, s12, s17
	s_mov_b64 s[0:1], exec
	s_mov_b32 s6, 0
	s_mov_b32 flat_scratch_lo, s13
	s_lshr_b32 flat_scratch_hi, s12, 8
.LBB1_1:
	s_ff1_i32_b64 s2, s[0:1]
	s_mov_b32 m0, s2
	v_readlane_b32 s3, v0, s2
	v_writelane_b32 v1, s6, m0
	s_add_i32 s6, s6, s3
	s_lshl_b64 s[2:3], 1, s2
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	s_cbranch_scc1 .LBB1_1
	s_load_dwordx4 s[0:3], s[8:9], 0x0
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v4, s6
	flat_atomic_add v2, v[2:3], v4 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	v_readfirstlane_b32 s6, v2
	s_mov_b64 s[4:5], exec
	v_add_u32_e32 v1, vcc, s6, v1
	s_brev_b32 s8, 1
.LBB1_5:
	s_ff1_i32_b64 s6, s[4:5]
	s_mov_b32 m0, s6
	v_readlane_b32 s7, v1, s6
	v_writelane_b32 v4, s8, m0
	s_max_i32 s8, s8, s7
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	s_cbranch_scc1 .LBB1_5
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_10
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s2, 16
	s_addc_u32 s7, s3, 0
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	flat_load_dword v5, v[2:3]
	s_mov_b64 s[6:7], 0
.LBB1_8:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v5
	v_max_i32_e32 v5, s8, v6
	flat_atomic_cmpswap v5, v[2:3], v[5:6] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v5, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_8
	s_or_b64 exec, exec, s[6:7]
.LBB1_10:
	s_or_b64 exec, exec, s[4:5]
	v_readfirstlane_b32 s6, v5
	s_mov_b64 s[4:5], exec
	v_max_i32_e32 v4, s6, v4
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[6:7], 0
.LBB1_11:
	s_ff1_i32_b64 s10, s[4:5]
	s_mov_b32 m0, s10
	v_readlane_b32 s9, v5, s10
	v_readlane_b32 s8, v4, s10
	v_writelane_b32 v3, s7, m0
	v_writelane_b32 v2, s6, m0
	s_xor_b64 s[6:7], s[6:7], s[8:9]
	s_lshl_b64 s[8:9], 1, s10
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	s_cbranch_scc1 .LBB1_11
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s2, 64
	v_mbcnt_hi_u32_b32 v3, exec_hi, v3
	s_addc_u32 s5, s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_16
	v_mov_b32_e32 v6, s5
	v_mov_b32_e32 v5, s4
	flat_load_dwordx2 v[3:4], v[5:6]
	s_mov_b64 s[10:11], 0
.LBB1_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v4
	v_mov_b32_e32 v9, v3
	v_xor_b32_e32 v8, s7, v10
	v_xor_b32_e32 v7, s6, v9
	flat_atomic_cmpswap_x2 v[3:4], v[5:6], v[7:10] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[3:4], v[9:10]
	s_or_b64 s[10:11], vcc, s[10:11]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB1_14
	s_or_b64 exec, exec, s[10:11]
.LBB1_16:
	s_or_b64 exec, exec, s[8:9]
	s_add_u32 s2, s2, 48
	s_addc_u32 s3, s3, 0
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v4, s2
	flat_atomic_cmpswap v4, v[4:5], v[0:1] glc
	s_mov_b64 s[6:7], exec
	v_readfirstlane_b32 s2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, s1
	v_xor_b32_e32 v2, s2, v2
	v_add_u32_e32 v0, vcc, s0, v0
	v_mbcnt_lo_u32_b32 v3, s6, 0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mbcnt_hi_u32_b32 v3, s7, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v4, v2
	v_cmp_eq_u32_e32 vcc, 0, v3
	flat_store_dword v[0:1], v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_19
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v3, v[0:1]
	s_bcnt1_i32_b64 s2, s[6:7]
	s_mov_b64 s[0:1], 0
.LBB1_18:
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v2, vcc, s2, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_18
.LBB1_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel global_atomics
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 90
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
.Lfunc_end1:
	.size	global_atomics, .Lfunc_end1-global_atomics
	.set global_atomics.num_vgpr, 11
	.set global_atomics.num_agpr, 0
	.set global_atomics.numbered_sgpr, 18
	.set global_atomics.num_named_barrier, 0
	.set global_atomics.private_seg_size, 0
	.set global_atomics.uses_vcc, 1
	.set global_atomics.uses_flat_scratch, 1
	.set global_atomics.has_dyn_sized_stack, 0
	.set global_atomics.has_recursion, 0
	.set global_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
	.text
	.globl	buffers
	.p2align	8
	.type	buffers,@function
buffers:
	s_load_dwordx4 s[0:3], s[8:9], 0x0
	s_load_dword s4, s[8:9], 0x10
	v_lshlrev_b32_e32 v6, 2, v0
	s_add_i32 s12, s12, s17
	s_mov_b32 flat_scratch_lo, s13
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v5, v6, s[0:3], s4 offen
	buffer_load_dword v7, v0, s[0:3], s4 idxen offset:16 slc
	buffer_load_dwordx4 v[1:4], v6, s[0:3], 0 offen glc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v5, v2
	v_add_f32_e32 v4, v1, v7
	buffer_store_dword v4, v0, s[0:3], 0 idxen
	buffer_store_dwordx2 v[4:5], v6, s[0:3], s4 offen glc slc
	buffer_atomic_add v0, v6, s[0:3], 0 offen glc
	tbuffer_load_format_xy v[1:2], v6, s[0:3], s4 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_UINT] offen
	s_load_dwordx2 s[4:5], s[8:9], 0x18
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, s4, v6
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	tbuffer_store_format_x v1, v6, s[0:3], 4 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_SNORM] offen glc
	flat_store_dword v[2:3], v0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel buffers
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
		.amdhsa_next_free_sgpr 90
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
.Lfunc_end2:
	.size	buffers, .Lfunc_end2-buffers
	.set buffers.num_vgpr, 8
	.set buffers.num_agpr, 0
	.set buffers.numbered_sgpr, 18
	.set buffers.num_named_barrier, 0
	.set buffers.private_seg_size, 0
	.set buffers.uses_vcc, 1
	.set buffers.uses_flat_scratch, 1
	.set buffers.has_dyn_sized_stack, 0
	.set buffers.has_recursion, 0
	.set buffers.has_indirect_call, 0
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
    .name:           global_rw
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         global_rw.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cnt
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
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
    .name:           global_atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         global_atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .name:           buffers
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         buffers.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx802
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
