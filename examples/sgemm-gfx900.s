// sgemm-gfx900.s: C = alpha*A*B + beta*C in single precision (column-major, NN),
// one 64x64 tile of C per workgroup of 256 threads, a 4x4 micro-tile per thread.
// A hand-written kernel in the style of the big GEMM libraries: a register map and
// macros in an included header, symbolic registers everywhere (v[vgprC+i*4+j]),
// unrolled loops (.rept/.irp), LDS double buffering with s_waitcnt/s_barrier,
// a code-object-v4 kernel descriptor and its metadata.
//
// Assemble (from the repository root; the editor finds the header next to the file):
//   gcnls mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -show-encoding \
//     -I examples --defsym UNROLL=2 examples/sgemm-gfx900.s
// UNROLL (1 or 2, default 1): 2 reads the LDS fragments of step k+1 while the MACs of
// step k run (two register buffers, partial lgkmcnt waits);
// PREFETCH_GLOBAL (0/1, default 1) issues the next tile's global loads before the MACs.

.include "gemm-regs.inc"

.ifndef UNROLL
  .set UNROLL, 1
.endif
.ifndef PREFETCH_GLOBAL
  .set PREFETCH_GLOBAL, 1
.endif
.if UNROLL != 1 && UNROLL != 2
  .error "UNROLL must be 1 or 2"
.endif

.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.amdhsa_code_object_version 4

// Kernel-argument offsets (see the metadata at the end).
.set argA, 0x00
.set argB, 0x08
.set argC, 0x10
.set argM, 0x18
.set argN, 0x1c
.set argK, 0x20
.set argLda, 0x24
.set argLdb, 0x28
.set argLdc, 0x2c
.set argAlpha, 0x30
.set argBeta, 0x34

  .text
  .globl sgemm_nn_64x64
  .p2align 8
  .type sgemm_nn_64x64,@function
sgemm_nn_64x64:
  // ---- kernel arguments -------------------------------------------------------
  s_load_dwordx4 s[sgprA:sgprA+3], s[sgprKernArg:sgprKernArg+1], argA
  s_load_dwordx2 s[sgprC:sgprC+1], s[sgprKernArg:sgprKernArg+1], argC
  s_load_dwordx4 s[sgprM:sgprM+3], s[sgprKernArg:sgprKernArg+1], argM
  s_load_dwordx4 s[sgprLdb:sgprLdb+3], s[sgprKernArg:sgprKernArg+1], argLdb

  // ---- thread coordinates -----------------------------------------------------
  // Global reads: thread t loads A[row = t%16*4 .. +3][k = t/16 % 8] (16 bytes),
  // and B[k = t%8 ..][col = t/8] likewise: 256 threads x 16 bytes = one 64x8 tile each.
  v_and_b32 v[vgprTmp], 15, v[vgprSerial]          // t % 16
  v_lshlrev_b32 v[vgprTmp], 2, v[vgprTmp]          // row of A
  v_lshrrev_b32 v[vgprTmp+1], 4, v[vgprSerial]     // t / 16
  v_and_b32 v[vgprTmp+1], 7, v[vgprTmp+1]          // k of A
  v_and_b32 v[vgprTmp+2], 7, v[vgprSerial]         // k of B (scaled below)
  v_lshrrev_b32 v[vgprTmp+3], 3, v[vgprSerial]     // column of B (0..31, two passes)

  // LDS write addresses: A is stored k-major (k*TILE_M + row), B likewise.
  v_lshl_add_u32 v[vgprLdsWrA], v[vgprTmp+1], 6, v[vgprTmp]
  v_lshlrev_b32 v[vgprLdsWrA], 2, v[vgprLdsWrA]
  v_lshl_add_u32 v[vgprLdsWrB], v[vgprTmp+2], 6, v[vgprTmp+3]
  v_lshlrev_b32 v[vgprLdsWrB], 2, v[vgprLdsWrB]
  v_add_u32 v[vgprLdsWrB], LDS_A_BYTES, v[vgprLdsWrB]

  // LDS read addresses: thread (tx, ty) = (t%16, t/16) reads 4 rows of A at tx*4
  // and 4 columns of B at ty*4, for every k.
  v_and_b32 v[vgprLdsRdA], 15, v[vgprSerial]
  v_lshlrev_b32 v[vgprLdsRdA], 4, v[vgprLdsRdA]    // tx*4 floats = tx*16 bytes
  v_lshrrev_b32 v[vgprLdsRdB], 4, v[vgprSerial]
  v_lshlrev_b32 v[vgprLdsRdB], 4, v[vgprLdsRdB]
  v_add_u32 v[vgprLdsRdB], LDS_A_BYTES, v[vgprLdsRdB]

  s_waitcnt lgkmcnt(0)                             // the arguments are in

  // Global addresses. A: base + ((wgX*64 + row) + k*lda) * 4
  s_lshl_b32 s[sgprTmp], s[sgprWgX], 6
  v_add_u32 v[vgprTmp], s[sgprTmp], v[vgprTmp]
  v_mul_lo_u32 v[vgprTmp+4], v[vgprTmp+1], s[sgprLda]
  v_add_u32 v[vgprTmp+4], v[vgprTmp+4], v[vgprTmp]
  v_mov_b32 v[vgprTmp+5], 0
  v_lshlrev_b64 v[vgprAddrA:vgprAddrA+1], 2, v[vgprTmp+4:vgprTmp+5]
  v_mov_b32 v[vgprTmp+6], s[sgprA+1]
  v_add_co_u32 v[vgprAddrA], vcc, s[sgprA], v[vgprAddrA]
  v_addc_co_u32 v[vgprAddrA+1], vcc, v[vgprTmp+6], v[vgprAddrA+1], vcc

  // B: base + (k*4 + (wgY*64 + col)*ldb) * 4
  s_lshl_b32 s[sgprTmp], s[sgprWgY], 6
  v_add_u32 v[vgprTmp+3], s[sgprTmp], v[vgprTmp+3]
  v_mul_lo_u32 v[vgprTmp+4], v[vgprTmp+3], s[sgprLdb]
  v_lshl_add_u32 v[vgprTmp+4], v[vgprTmp+2], 2, v[vgprTmp+4]
  v_lshlrev_b64 v[vgprAddrB:vgprAddrB+1], 2, v[vgprTmp+4:vgprTmp+5]
  v_mov_b32 v[vgprTmp+6], s[sgprB+1]
  v_add_co_u32 v[vgprAddrB], vcc, s[sgprB], v[vgprAddrB]
  v_addc_co_u32 v[vgprAddrB+1], vcc, v[vgprTmp+6], v[vgprAddrB+1], vcc

  // Per-iteration strides in bytes: A moves DEPTH_U columns (DEPTH_U*lda*4), B DEPTH_U rows.
  s_mul_i32 s[sgprTmp+2], s[sgprLda], DEPTH_U*4
  s_mov_b32 s[sgprTmp+3], DEPTH_U*4

  // Zero the accumulators.
  .set i, 0
  .rept 16
    v_mov_b32 v[vgprC+i], 0
    .set i, i+1
  .endr

// ---- the main loop ------------------------------------------------------------

// The MACs of one LDS buffer (byte offset `base`): DEPTH_U outer products.
// UNROLL=2 reads the fragments of k+1 while the MACs of k run (two register buffers,
// partial lgkmcnt waits); UNROLL=1 reads, waits and computes one k at a time.
.macro COMPUTE_TILE base
  .if UNROLL == 2
    LDS_READ_X4 vgprValuA, vgprLdsRdA, 0, \base
    LDS_READ_X4 vgprValuB, vgprLdsRdB, 0, \base
    .set k, 0
    .rept DEPTH_U/2
      LDS_READ_X4 vgprValuA+4, vgprLdsRdA, k+1, \base
      LDS_READ_X4 vgprValuB+4, vgprLdsRdB, k+1, \base
      s_waitcnt lgkmcnt(2)
      MAC_4x4 vgprValuA, vgprValuB
      .if k+2 < DEPTH_U
        LDS_READ_X4 vgprValuA, vgprLdsRdA, k+2, \base
        LDS_READ_X4 vgprValuB, vgprLdsRdB, k+2, \base
        s_waitcnt lgkmcnt(2)
      .else
        s_waitcnt lgkmcnt(0)
      .endif
      MAC_4x4 vgprValuA+4, vgprValuB+4
      .set k, k+2
    .endr
  .else
    .set k, 0
    .rept DEPTH_U
      LDS_READ_X4 vgprValuA, vgprLdsRdA, k, \base
      LDS_READ_X4 vgprValuB, vgprLdsRdB, k, \base
      s_waitcnt lgkmcnt(0)
      MAC_4x4 vgprValuA, vgprValuB
      .set k, k+1
    .endr
  .endif
.endm

// The next tile of A and B from global memory into the staging registers.
.macro READ_NEXT_TILE
  GLOBAL_READ_X4 vgprG2LA, vgprAddrA
  GLOBAL_READ_X4 vgprG2LB, vgprAddrB
  ADD_ADDR vgprAddrA, sgprTmp+2
  ADD_ADDR vgprAddrB, sgprTmp+3
.endm

// One half of a loop iteration: compute from LDS buffer `buf` while the next tile
// travels from global memory, then store that tile into the other buffer.
.macro ITERATION buf
  .if PREFETCH_GLOBAL
    READ_NEXT_TILE
  .endif
  COMPUTE_TILE \buf*LDS_BUF_BYTES
  .if PREFETCH_GLOBAL == 0
    READ_NEXT_TILE
  .endif
  s_waitcnt vmcnt(0)
  LDS_WRITE_X4 vgprLdsWrA, vgprG2LA, 1-\buf
  LDS_WRITE_X4 vgprLdsWrB, vgprG2LB, 1-\buf
  s_waitcnt lgkmcnt(0)
  s_barrier
.endm

  // Prologue: the first tile into LDS buffer 0.
  READ_NEXT_TILE
  s_waitcnt vmcnt(0)
  LDS_WRITE_X4 vgprLdsWrA, vgprG2LA
  LDS_WRITE_X4 vgprLdsWrB, vgprG2LB
  s_waitcnt lgkmcnt(0)
  s_barrier

  s_lshr_b32 s[sgprLoopK], s[sgprK], 4            // two tiles of DEPTH_U per iteration
  s_cmp_eq_u32 s[sgprLoopK], 0
  s_cbranch_scc1 label_epilogue
label_loop:
  ITERATION 0
  ITERATION 1
  s_sub_u32 s[sgprLoopK], s[sgprLoopK], 1
  s_cmp_lg_u32 s[sgprLoopK], 0
  s_cbranch_scc1 label_loop

// ---- epilogue: C = alpha*acc + beta*C -------------------------------------------
label_epilogue:
  v_and_b32 v[vgprTmp], 15, v[vgprSerial]
  v_lshlrev_b32 v[vgprTmp], 2, v[vgprTmp]          // tx*4
  s_lshl_b32 s[sgprTmp], s[sgprWgX], 6
  v_add_u32 v[vgprTmp], s[sgprTmp], v[vgprTmp]     // row
  v_lshrrev_b32 v[vgprTmp+1], 4, v[vgprSerial]
  v_lshlrev_b32 v[vgprTmp+1], 2, v[vgprTmp+1]      // ty*4
  s_lshl_b32 s[sgprTmp], s[sgprWgY], 6
  v_add_u32 v[vgprTmp+1], s[sgprTmp], v[vgprTmp+1] // column
  v_mul_lo_u32 v[vgprTmp+2], v[vgprTmp+1], s[sgprLdc]
  v_add_u32 v[vgprTmp+2], v[vgprTmp+2], v[vgprTmp]
  v_mov_b32 v[vgprTmp+3], 0
  v_lshlrev_b64 v[vgprAddrC:vgprAddrC+1], 2, v[vgprTmp+2:vgprTmp+3]
  v_mov_b32 v[vgprTmp+4], s[sgprC+1]
  v_add_co_u32 v[vgprAddrC], vcc, s[sgprC], v[vgprAddrC]
  v_addc_co_u32 v[vgprAddrC+1], vcc, v[vgprTmp+4], v[vgprAddrC+1], vcc
  s_lshl_b32 s[sgprTmp+1], s[sgprLdc], 2           // column stride in bytes
  v_mov_b32 v[vgprTmp+5], s[sgprAlpha]

  .irp j, 0, 1, 2, 3
    global_load_dwordx4 v[vgprG2LA:vgprG2LA+3], v[vgprAddrC:vgprAddrC+1], off
    s_waitcnt vmcnt(0)
    .irp i, 0, 1, 2, 3
      v_mul_f32 v[vgprG2LB+\i], s[sgprBeta], v[vgprG2LA+\i]
      v_mac_f32 v[vgprG2LB+\i], v[vgprTmp+5], v[vgprC+\i*4+\j]
    .endr
    global_store_dwordx4 v[vgprAddrC:vgprAddrC+1], v[vgprG2LB:vgprG2LB+3], off
    ADD_ADDR vgprAddrC, sgprTmp+1
  .endr
  s_endpgm
.Lsgemm_end:
  .size sgemm_nn_64x64, .Lsgemm_end-sgemm_nn_64x64

// ---- kernel descriptor ----------------------------------------------------------
  .rodata
  .p2align 6
  .amdhsa_kernel sgemm_nn_64x64
    .amdhsa_group_segment_fixed_size LDS_TOTAL
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_private_segment_buffer 1   // s[0:3]
    .amdhsa_user_sgpr_kernarg_segment_ptr 1      // s[4:5] = sgprKernArg
    .amdhsa_system_sgpr_workgroup_id_x 1         // s6 = sgprWgX
    .amdhsa_system_sgpr_workgroup_id_y 1         // s7 = sgprWgY
    .amdhsa_system_vgpr_workitem_id 0            // v0 = vgprSerial
    .amdhsa_next_free_vgpr vgprLastVgpr
    .amdhsa_next_free_sgpr sgprLastSgpr+1
    .amdhsa_ieee_mode 0
    .amdhsa_float_denorm_mode_32 3
  .end_amdhsa_kernel

// ---- metadata (code object v4) ----------------------------------------------------
.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx900
amdhsa.kernels:
  - .name: sgemm_nn_64x64
    .symbol: sgemm_nn_64x64.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 8192
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 34
    .vgpr_count: 72
    .max_flat_workgroup_size: 256
    .args:
      - { .name: a, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true }
      - { .name: b, .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true }
      - { .name: c, .offset: 16, .size: 8, .value_kind: global_buffer, .address_space: global }
      - { .name: m, .offset: 24, .size: 4, .value_kind: by_value }
      - { .name: n, .offset: 28, .size: 4, .value_kind: by_value }
      - { .name: k, .offset: 32, .size: 4, .value_kind: by_value }
      - { .name: lda, .offset: 36, .size: 4, .value_kind: by_value }
      - { .name: ldb, .offset: 40, .size: 4, .value_kind: by_value }
      - { .name: ldc, .offset: 44, .size: 4, .value_kind: by_value }
      - { .name: alpha, .offset: 48, .size: 4, .value_kind: by_value }
      - { .name: beta, .offset: 52, .size: 4, .value_kind: by_value }
...
.end_amdgpu_metadata
