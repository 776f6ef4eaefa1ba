// dot-reduce-gfx906.s: the dot product of two half-precision vectors, one partial sum
// per workgroup, for Vega 20 (GCN 1.4, gfx906). Shows gfx906's dot instructions
// (v_dot2_f32_f16), packed math (v_pk_*), SDWA selects, a wavefront reduction with DPP
// (row_shr, row_bcast, bank and row masks, with the s_nop that DPP needs after a VALU
// write), the reduction across the four waves through LDS, macros with :req arguments,
// defaults and \@ labels, and a code-object-v5 kernel descriptor with its metadata.
//
//   gcnls mc -triple=amdgcn-amd-amdhsa -mcpu=gfx906 -show-encoding examples/dot-reduce-gfx906.s

.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
.amdhsa_code_object_version 5

.set WAVES, 4
.set BLOCK, 64*WAVES

// Kernel arguments: a, b (global_buffer, half2 each), out (float per workgroup),
// n (half2 count), groups (workgroups in the grid)
.set ARG_A, 0
.set ARG_B, 8
.set ARG_OUT, 16
.set ARG_N, 24
.set ARG_GROUPS, 28

.set sKarg, 4          // s[4:5]
.set sWg, 6
.set sA, 8             // s[8:9]
.set sB, 10            // s[10:11]
.set sOut, 12          // s[12:13]
.set sN, 14
.set sStride, 15       // half2 elements between a thread's steps (grid size)
.set sSave, 16         // s[16:17] saved exec
.set sTmp, 18          // s[18:19]
.set sLast, 20

.set vTid, 0
.set vIdx, 1
.set vAddr, 2          // v[2:3]
.set vA, 4
.set vB, 5
.set vSum, 6           // f32 running sum (v_dot2 accumulates here)
.set vTmp, 7           // v[7:9]
.set vLast, 10

// Grid-stride accumulation of one element pair: sum += a.x*b.x + a.y*b.y.
.macro DOT_STEP a:req, b:req, acc=vSum
  v_dot2_f32_f16 v[\acc], v[\a], v[\b], v[\acc]
.endm

// 64-bit address = base (SGPR pair) + index*4 (VGPR).
.macro ADDRESS dst:req, sbase:req, vindex:req
  v_lshlrev_b32 v[\dst], 2, v[\vindex]
  v_mov_b32 v[\dst+1], s[\sbase+1]
  v_add_co_u32 v[\dst], vcc, s[\sbase], v[\dst]
  v_addc_co_u32 v[\dst+1], vcc, 0, v[\dst+1], vcc
.endm

// Reduce v[\v] across the 64 lanes with DPP; lane 63 ends with the sum.
// Every VGPR a DPP instruction reads must be written two wait states earlier (s_nop 1).
.macro WAVE_REDUCE_F32 v:req, tmp:req
  s_nop 1
  v_add_f32_dpp v[\tmp], v[\v], v[\v] row_shr:1 bound_ctrl:0
  s_nop 1                 // (LLVM counts every VGPR a DPP instruction reads, src1 too)
  v_add_f32_dpp v[\tmp], v[\v], v[\tmp] row_shr:2 bound_ctrl:0
  s_nop 1
  v_add_f32_dpp v[\tmp], v[\v], v[\tmp] row_shr:3 bound_ctrl:0
  s_nop 1
  v_add_f32_dpp v[\tmp], v[\tmp], v[\tmp] row_shr:4 bank_mask:0xe
  s_nop 1
  v_add_f32_dpp v[\tmp], v[\tmp], v[\tmp] row_shr:8 bank_mask:0xc
  s_nop 1
  v_add_f32_dpp v[\tmp], v[\tmp], v[\tmp] row_bcast:15 row_mask:0xa
  s_nop 1
  v_add_f32_dpp v[\tmp], v[\tmp], v[\tmp] row_bcast:31 row_mask:0xc
  s_nop 1
.endm

  .text
  .globl dot_reduce_f16
  .p2align 8
  .type dot_reduce_f16,@function
dot_reduce_f16:
  s_load_dwordx4 s[sA:sA+3], s[sKarg:sKarg+1], ARG_A
  s_load_dwordx2 s[sOut:sOut+1], s[sKarg:sKarg+1], ARG_OUT
  s_load_dwordx2 s[sN:sN+1], s[sKarg:sKarg+1], ARG_N      // n, then the workgroup count

  // index = wg*BLOCK + tid; stride = number of workgroups * BLOCK (from the dispatch)
  s_mul_i32 s[sTmp], s[sWg], BLOCK
  v_add_u32 v[vIdx], s[sTmp], v[vTid]
  v_mov_b32 v[vSum], 0
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 s[sStride], s[sStride], 8                   // workgroups * 256

  // ---- grid-stride loop ---------------------------------------------------------
  s_mov_b64 s[sSave:sSave+1], exec
.Lloop:
  v_cmp_gt_u32 vcc, s[sN], v[vIdx]
  s_and_b64 exec, exec, vcc
  s_cbranch_execz .Lloop_done
  ADDRESS vAddr, sA, vIdx
  global_load_dword v[vA], v[vAddr:vAddr+1], off
  ADDRESS vAddr, sB, vIdx
  global_load_dword v[vB], v[vAddr:vAddr+1], off
  v_add_u32 v[vIdx], s[sStride], v[vIdx]
  s_waitcnt vmcnt(0)
  DOT_STEP vA, vB
  s_branch .Lloop
.Lloop_done:
  s_mov_b64 exec, s[sSave:sSave+1]

  // ---- the same sum, three other ways, kept for the reader (result in v[vTmp]) ----
  // packed: (a.x*b.x, a.y*b.y) then the two halves added through SDWA selects
  v_pk_mul_f16 v[vTmp], v[vA], v[vB]
  v_pk_fma_f16 v[vTmp], v[vA], v[vB], v[vTmp] op_sel:[1,1,0] op_sel_hi:[0,0,1]
  v_add_f16_sdwa v[vTmp+1], v[vTmp], v[vTmp] dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
  v_cvt_f32_f16_sdwa v[vTmp+2], v[vTmp+1] dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
  // mixed precision: fma of the high halves into f32
  v_fma_mix_f32 v[vTmp+2], v[vA], v[vB], v[vTmp+2] op_sel:[1,1,0] op_sel_hi:[1,1,0]

  // ---- reduce across the wave --------------------------------------------------
  WAVE_REDUCE_F32 vSum, vTmp
  v_readlane_b32 s[sTmp], v[vTmp], 63

  // ---- across the four waves: lane 0 of each wave writes to LDS, wave 0 adds ----
  v_lshrrev_b32 v[vTmp+1], 6, v[vTid]                  // wave number
  v_lshlrev_b32 v[vTmp+1], 2, v[vTmp+1]
  v_mov_b32 v[vTmp+2], s[sTmp]
  v_and_b32 v[vTmp], 63, v[vTid]
  v_cmp_eq_u32 vcc, 0, v[vTmp]
  s_and_saveexec_b64 s[sSave:sSave+1], vcc
  ds_write_b32 v[vTmp+1], v[vTmp+2]
  s_or_b64 exec, exec, s[sSave:sSave+1]
  s_waitcnt lgkmcnt(0)
  s_barrier

  v_cmp_eq_u32 vcc, 0, v[vTid]
  s_and_saveexec_b64 s[sSave:sSave+1], vcc
  s_cbranch_execz .Ldone
  v_mov_b32 v[vTmp], 0
  ds_read_b128 v[vAddr:vAddr+3], v[vTmp]
  s_waitcnt lgkmcnt(0)
  v_add_f32 v[vAddr], v[vAddr], v[vAddr+1]
  v_add_f32 v[vAddr+2], v[vAddr+2], v[vAddr+3]
  v_add_f32 v[vAddr], v[vAddr], v[vAddr+2]
  s_lshl_b32 s[sTmp], s[sWg], 2
  v_mov_b32 v[vTmp], s[sTmp]
  global_store_dword v[vTmp], v[vAddr], s[sOut:sOut+1]
.Ldone:
  s_endpgm
.Lfunc_end:
  .size dot_reduce_f16, .Lfunc_end-dot_reduce_f16

  .rodata
  .p2align 6
  .amdhsa_kernel dot_reduce_f16
    .amdhsa_group_segment_fixed_size 16
    .amdhsa_kernarg_size 32
    .amdhsa_user_sgpr_count 6
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_next_free_vgpr vLast
    .amdhsa_next_free_sgpr sLast
    .amdhsa_float_denorm_mode_16_64 3
  .end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx906
amdhsa.kernels:
  - .name: dot_reduce_f16
    .symbol: dot_reduce_f16.kd
    .kernarg_segment_size: 32
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 22
    .vgpr_count: 10
    .max_flat_workgroup_size: 256
    .uniform_work_group_size: 1
    .args:
      - .name: a
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .is_const: true
      - .name: b
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .is_const: true
      - .name: out
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: n
        .offset: 24
        .size: 4
        .value_kind: by_value
      - .name: groups
        .offset: 28
        .size: 4
        .value_kind: by_value
...
.end_amdgpu_metadata
