// rownorm-tonga.s: LLVM 22's own output for examples/rownorm.ll on Tonga (GCN 1.2, gfx802),
// as `llc -mtriple=amdgcn-amd-amdhsa -mcpu=tonga` prints it (made with the LLVM that llvmlite
// bundles: python -m gcnls.xcheck.llvmlite_oracle --asm tonga examples/rownorm.ll; its
// MCInst dump comments left out). Compiler output as a newcomer meets it: code object v6,
// the .amdhsa_kernel block with every key LLVM prints, the metadata, .set lines for the
// resource figures, basic-block comments, flat_scratch set-up, v_div_scale/v_div_fmas.
//
//   gcnls mc -triple=amdgcn-amd-amdhsa -mcpu=tonga -show-encoding examples/rownorm-tonga.s

	.amdgcn_target "amdgcn-amd-amdhsa--gfx802"
	.amdhsa_code_object_version 6
	.text
	.globl	rownorm                         ; -- Begin function rownorm
	.p2align	8
	.type	rownorm,@function
rownorm:                                ; @rownorm
; %bb.0:                                ; %entry
	s_load_dwordx2 s[2:3], s[8:9], 0x10
	s_load_dwordx4 s[4:7], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_mov_b32 flat_scratch_lo, s13
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s14, s2
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[8:9], s[0:1], 2
	s_add_u32 s12, s6, s8
	v_mov_b32_e32 v2, 0
	s_addc_u32 s13, s7, s9
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v5, 0
                                        ; implicit-def: $sgpr6_sgpr7
	s_branch .LBB0_2
.LBB0_1:                                ; %Flow5
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], exec, s[6:7]
	s_or_b64 s[0:1], s[10:11], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
.LBB0_2:                                ; %acc
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v4, v2
	v_cmp_gt_i32_e32 vcc, s2, v1
	s_or_b64 s[6:7], s[6:7], exec
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_1
; %bb.3:                                ; %acc.body
                                        ;   in Loop: Header=BB0_2 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_mov_b32_e32 v2, s13
	v_add_u32_e32 v5, vcc, s12, v5
	v_addc_u32_e32 v6, vcc, v2, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v1, vcc, 0x100, v1
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v4, v5
	v_fma_f32 v5, v5, v5, v3
	s_branch .LBB0_1
.LBB0_4:                                ; %reduce
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v1, 2, v0
	v_or_b32_e32 v2, 0x400, v1
	s_mov_b32 m0, -1
	s_movk_i32 s6, 0x80
	ds_write2st64_b32 v1, v3, v4 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_6
.LBB0_5:                                ; %tree.next
                                        ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_lshr_b32 s6, s6, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_8
.LBB0_6:                                ; %tree
                                        ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
; %bb.7:                                ; %tree.add
                                        ;   in Loop: Header=BB0_6 Depth=1
	s_lshl_b32 s7, s6, 2
	v_add_u32_e32 v3, vcc, s7, v2
	v_add_u32_e32 v4, vcc, 0xfffffc00, v3
	ds_read_b32 v5, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v6, v1
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v6, v4
	ds_write_b32 v2, v3
	ds_write_b32 v1, v4
	s_branch .LBB0_5
.LBB0_8:                                ; %stats
	v_mov_b32_e32 v1, 0
	ds_read2st64_b32 v[1:2], v1 offset1:4
	v_cvt_f32_i32_e32 v3, s2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v4, s[0:1], v3, v3, v2
	v_div_scale_f32 v5, s[0:1], v3, v3, v1
	v_div_scale_f32 v6, vcc, v2, v3, v2
	v_div_scale_f32 v7, s[0:1], v1, v3, v1
	v_rcp_f32_e32 v8, v4
	v_rcp_f32_e32 v9, v5
	v_fma_f32 v10, -v4, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_fma_f32 v11, -v5, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32_e32 v10, v6, v8
	v_mul_f32_e32 v11, v7, v9
	v_fma_f32 v12, -v4, v10, v6
	v_fma_f32 v13, -v5, v11, v7
	v_fma_f32 v10, v12, v8, v10
	v_fma_f32 v11, v13, v9, v11
	v_fma_f32 v4, -v4, v10, v6
	v_fma_f32 v5, -v5, v11, v7
	v_div_fmas_f32 v4, v4, v8, v10
	s_mov_b64 vcc, s[0:1]
	v_div_fmas_f32 v5, v5, v9, v11
	s_mov_b32 s0, 0xf800000
	v_div_fixup_f32 v2, v4, v3, v2
	v_mov_b32_e32 v4, 0x260
	v_div_fixup_f32 v1, v5, v3, v1
	v_mul_f32_e32 v3, v2, v2
	v_sub_f32_e32 v1, v1, v3
	v_add_f32_e32 v1, s3, v1
	v_mul_f32_e32 v3, 0x4f800000, v1
	v_cmp_gt_f32_e64 s[0:1], s0, v1
	v_cndmask_b32_e64 v1, v1, v3, s[0:1]
	v_sqrt_f32_e32 v3, v1
	s_add_u32 s3, s4, s8
	s_addc_u32 s8, s5, s9
                                        ; implicit-def: $sgpr4_sgpr5
	v_add_u32_e32 v5, vcc, -1, v3
	v_add_u32_e32 v6, vcc, 1, v3
	v_fma_f32 v7, -v5, v3, v1
	v_fma_f32 v8, -v6, v3, v1
	v_cmp_ge_f32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cmp_lt_f32_e32 vcc, 0, v8
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_mul_f32_e32 v5, 0x37800000, v3
	v_cndmask_b32_e64 v3, v3, v5, s[0:1]
	v_cmp_class_f32_e32 vcc, v1, v4
	v_cndmask_b32_e32 v1, v3, v1, vcc
	v_div_scale_f32 v3, s[0:1], v1, v1, 1.0
	v_div_scale_f32 v4, vcc, 1.0, v1, 1.0
	s_mov_b64 s[0:1], 0
	v_rcp_f32_e32 v5, v3
	v_fma_f32 v6, -v3, v5, 1.0
	v_fma_f32 v5, v6, v5, v5
	v_mul_f32_e32 v6, v4, v5
	v_fma_f32 v7, -v3, v6, v4
	v_fma_f32 v6, v7, v5, v6
	v_fma_f32 v3, -v3, v6, v4
	v_div_fmas_f32 v3, v3, v5, v6
	v_div_fixup_f32 v3, v3, v1, 1.0
	s_branch .LBB0_10
.LBB0_9:                                ; %Flow
                                        ;   in Loop: Header=BB0_10 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], exec, s[4:5]
	s_or_b64 s[0:1], s[6:7], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_12
.LBB0_10:                               ; %norm
                                        ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e32 vcc, s2, v0
	s_or_b64 s[4:5], s[4:5], exec
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_9
; %bb.11:                               ; %norm.body
                                        ;   in Loop: Header=BB0_10 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s13
	v_add_u32_e32 v6, vcc, s12, v4
	v_addc_u32_e32 v7, vcc, v1, v5, vcc
	flat_load_dword v1, v[6:7]
	v_add_u32_e32 v0, vcc, 0x100, v0
	v_mov_b32_e32 v6, s8
	v_add_u32_e32 v4, vcc, s3, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	s_andn2_b64 s[4:5], s[4:5], exec
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v2
	v_mul_f32_e32 v1, v1, v3
	flat_store_dword v[4:5], v1
	s_branch .LBB0_9
.LBB0_12:                               ; %exit
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel rownorm
		.amdhsa_group_segment_fixed_size 2048
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
	.size	rownorm, .Lfunc_end0-rownorm
                                        ; -- End function
	.set rownorm.num_vgpr, 14
	.set rownorm.num_agpr, 0
	.set rownorm.numbered_sgpr, 18
	.set rownorm.num_named_barrier, 0
	.set rownorm.private_seg_size, 0
	.set rownorm.uses_vcc, 1
	.set rownorm.uses_flat_scratch, 1
	.set rownorm.has_dyn_sized_stack, 0
	.set rownorm.has_recursion, 0
	.set rownorm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 860
; TotalNumSgprs: 96
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 14
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
      - .actual_access:  read_only
        .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           eps
        .offset:         20
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 256
    .name:           rownorm
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         rownorm.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx802
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
