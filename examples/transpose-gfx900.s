// transpose-gfx900.s: a 32x32-tile matrix transpose for gfx900 (GCN 1.4) in the style of
// macro-heavy library kernels: variadic macros, .irpc, \@ labels, .exitm, .ifb/.ifc/.ifnc
// checks of macro arguments, .purgem, a macro that chooses the element size, a jump
// table reached with s_getpc_b64/s_setpc_b64 and label differences, data tables in
// .rodata, .print, and a code-object-v5 kernel descriptor with wave32-free defaults.
//
//   gcnls mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -show-encoding examples/transpose-gfx900.s

.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.amdhsa_code_object_version 5

.set TILE, 32
.set PAD, 1                          // one dword of padding per LDS row: no bank conflicts
.set LDS_ROW, (TILE + PAD) * 4
.set ROWS_PER_PASS, 8                // 256 threads = 32 columns x 8 rows per pass

// Kernel arguments: in, out (global pointers), rows, cols, element size in bytes (4 or 8)
.set s_karg, 4
.set s_wg_x, 6
.set s_wg_y, 7
.set s_in, 8                         // s[8:9]
.set s_out, 10                       // s[10:11]
.set s_rows, 12
.set s_cols, 13
.set s_esize, 14
.set s_pc, 16                        // s[16:17]
.set s_tmp, 18                       // s[18:21]
.set s_last, 22

.set v_tx, 0                         // workitem id x: 0..255
.set v_col, 1
.set v_row, 2
.set v_lds, 3
.set v_addr, 4                       // v[4:5]
.set v_data, 6                       // v[6:13]: up to 4 elements of 8 bytes in flight
.set v_tmp, 14
.set v_last, 16

// ---- argument checks, done by the assembler ---------------------------------------
// REQUIRE_REG name: the register name must be given and must not be empty.
.macro REQUIRE_REG name
  .ifb \name
    .error "a register name is required"
    .exitm
  .endif
.endm

// Shift a VGPR left by a power of two given as its log2; nothing for 0.
.macro SHL v, log2
  .if \log2 == 0
    .exitm
  .endif
  v_lshlrev_b32 v[\v], \log2, v[\v]
.endm

// Add any number of VGPRs into the first one: ADD_ALL v_tmp, v_col, v_row, ...
.macro ADD_ALL dst, srcs:vararg
  REQUIRE_REG \dst
  .irp s, \srcs
    v_add_u32 v[\dst], v[\dst], v[\s]
  .endr
.endm

// Element loads and stores by size: the suffix comes from an argument.
.macro LOAD_ELEM kind, dst, addr
  .ifc \kind, b32
    global_load_dword v[\dst], v[\addr:\addr+1], off
  .else
    .ifc \kind, b64
      global_load_dwordx2 v[\dst:\dst+1], v[\addr:\addr+1], off
    .else
      .error "LOAD_ELEM: kind must be b32 or b64"
    .endif
  .endif
.endm

.macro STORE_ELEM kind, addr, src
  .ifnc \kind, b64
    global_store_dword v[\addr:\addr+1], v[\src], off
  .else
    global_store_dwordx2 v[\addr:\addr+1], v[\src:\src+1], off
  .endif
.endm

// 64-bit address = base + offset (VGPR, bytes)
.macro ADDR64 dst, sbase, voff
  v_mov_b32 v[\dst+1], s[\sbase+1]
  v_add_co_u32 v[\dst], vcc, s[\sbase], v[\voff]
  v_addc_co_u32 v[\dst+1], vcc, 0, v[\dst+1], vcc
.endm

// A counted wait with a label of its own (\@ makes each expansion's label unique).
.macro WAIT_LDS_AND_BARRIER
  s_waitcnt lgkmcnt(0)
  s_barrier
  s_branch .Lafter_barrier_\@
.Lafter_barrier_\@:
.endm

// The body for one element kind: global -> LDS -> global, ROWS_PER_PASS rows per pass.
.macro TRANSPOSE kind, log2size
  // ---- read the tile: thread (col, row + p*8) reads in[(tile_y + row) * cols + tile_x + col]
  .irpc p, 0123
    v_add_u32 v[v_tmp], \p * ROWS_PER_PASS, v[v_row]         // row in the tile
    v_mul_lo_u32 v[v_tmp], v[v_tmp], s[s_cols]
    v_add_u32 v[v_tmp], s[s_tmp], v[v_tmp]                    // + tile_y*cols + tile_x
    ADD_ALL v_tmp, v_col
    SHL v_tmp, \log2size
    ADDR64 v_addr, s_in, v_tmp
    LOAD_ELEM \kind, v_data + \p * 2, v_addr
  .endr
  // ---- into LDS, row-major with padding; the four loads complete in order
  .irpc p, 0123
    s_waitcnt vmcnt(3 - \p)
    ds_write_b32 v[v_lds], v[v_data + \p * 2] offset:\p * ROWS_PER_PASS * LDS_ROW
  .endr
  WAIT_LDS_AND_BARRIER
  // ---- read transposed: thread (col, row) takes LDS[col][row + p*8]
  v_mul_u32_u24 v[v_tmp+1], LDS_ROW, v[v_col]
  v_lshl_add_u32 v[v_tmp+1], v[v_row], 2, v[v_tmp+1]
  .irpc p, 0123
    ds_read_b32 v[v_data + \p * 2], v[v_tmp+1] offset:\p * ROWS_PER_PASS * 4
  .endr
  // ---- write out[(tile_x + row + p*8) * rows + tile_y + col]
  .irpc p, 0123
    v_add_u32 v[v_tmp], \p * ROWS_PER_PASS, v[v_row]
    v_add_u32 v[v_tmp], s[s_tmp+1], v[v_tmp]                  // + tile_x
    v_mul_lo_u32 v[v_tmp], v[v_tmp], s[s_rows]
    v_add_u32 v[v_tmp], s[s_tmp+2], v[v_tmp]                  // + tile_y
    ADD_ALL v_tmp, v_col
    SHL v_tmp, \log2size
    ADDR64 v_addr, s_out, v_tmp
    s_waitcnt lgkmcnt(3 - \p)
    STORE_ELEM \kind, v_addr, v_data + \p * 2
  .endr
.endm

  .text
  .globl transpose
  .p2align 8
  .type transpose,@function
transpose:
  s_load_dwordx4 s[s_in:s_in+3], s[s_karg:s_karg+1], 0x0
  s_load_dwordx2 s[s_rows:s_rows+1], s[s_karg:s_karg+1], 0x10
  s_load_dword s[s_esize], s[s_karg:s_karg+1], 0x18
  v_and_b32 v[v_col], TILE - 1, v[v_tx]
  v_lshrrev_b32 v[v_row], 5, v[v_tx]
  v_mul_u32_u24 v[v_lds], LDS_ROW, v[v_row]
  v_lshl_add_u32 v[v_lds], v[v_col], 2, v[v_lds]
  s_lshl_b32 s[s_tmp+1], s[s_wg_x], 5                        // tile_x
  s_lshl_b32 s[s_tmp+2], s[s_wg_y], 5                        // tile_y
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s[s_tmp], s[s_tmp+2], s[s_cols]
  s_add_u32 s[s_tmp], s[s_tmp], s[s_tmp+1]                   // tile_y*cols + tile_x

  // ---- dispatch on the element size through a table of offsets --------------------
  s_lshr_b32 s[s_tmp+3], s[s_esize], 3                       // 4 -> 0, 8 -> 1
  s_min_u32 s[s_tmp+3], s[s_tmp+3], 1
  s_lshl_b32 s[s_tmp+3], s[s_tmp+3], 2
  s_getpc_b64 s[s_pc:s_pc+1]
.Lpc:
  s_add_u32 s[s_pc], s[s_pc], .Ltable - .Lpc
  s_addc_u32 s[s_pc+1], s[s_pc+1], 0
  s_load_dword s[s_tmp+3], s[s_pc:s_pc+1], s[s_tmp+3]
  s_getpc_b64 s[s_pc:s_pc+1]
.Lpc2:
  s_waitcnt lgkmcnt(0)
  s_add_u32 s[s_pc], s[s_pc], s[s_tmp+3]
  s_addc_u32 s[s_pc+1], s[s_pc+1], 0
  s_setpc_b64 s[s_pc:s_pc+1]

.Lb32:
  TRANSPOSE b32, 2
  s_endpgm
.Lb64:
  TRANSPOSE b64, 3
  s_endpgm

  .p2align 2
.Ltable:                                                     // offsets from .Lpc2
  .long .Lb32 - .Lpc2
  .long .Lb64 - .Lpc2
.Lfunc_end:
  .size transpose, .Lfunc_end - transpose

.purgem TRANSPOSE
.print "transpose: 32x32 tiles, 4- and 8-byte elements"

  .rodata
  .p2align 6
  .amdhsa_kernel transpose
    .amdhsa_group_segment_fixed_size TILE * LDS_ROW
    .amdhsa_kernarg_size 28
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_next_free_vgpr v_last
    .amdhsa_next_free_sgpr s_last
  .end_amdhsa_kernel
