// scan-bonaire.s: an inclusive prefix sum of 32-bit integers, 256 per workgroup, for
// Bonaire (GCN 1.1, gfx7): flat loads and stores (new in GCN 1.1, with m0 and
// flat_scratch set up as gfx7 needs), a Hillis-Steele scan in LDS unrolled with .rept
// and a counter symbol, ping-pong LDS buffers selected by an .if on the step's parity,
// s_waitcnt/s_barrier between the steps, and a code-object-v5 kernel descriptor.
//
//   gcnls mc -triple=amdgcn-amd-amdhsa -mcpu=bonaire -show-encoding examples/scan-bonaire.s

.amdgcn_target "amdgcn-amd-amdhsa--gfx704"

.set N, 256                     // elements per workgroup = threads
.set STEPS, 8                   // log2(N)
.set BUF, N*4                   // bytes of one LDS buffer

// s[0:3] private segment buffer, s[4:5] kernarg pointer, s6 workgroup id x.
.set s_karg, 4
.set s_wg, 6
.set s_in, 8                    // s[8:9]
.set s_out, 10                  // s[10:11]
.set s_tmp, 12

.set v_tid, 0
.set v_addr, 2                  // v[2:3]
.set v_val, 4
.set v_other, 5
.set v_lds, 6
.set v_tmp, 7

// addr = base + (wg*N + tid)*4, 64-bit.
.macro ELEMENT_ADDRESS base
  s_lshl_b32 s[s_tmp], s[s_wg], 10           // wg*N*4
  v_lshlrev_b32 v[v_addr], 2, v[v_tid]
  v_add_i32 v[v_addr], vcc, s[s_tmp], v[v_addr]
  v_mov_b32 v[v_addr+1], s[\base+1]
  v_add_i32 v[v_addr], vcc, s[\base], v[v_addr]
  v_addc_u32 v[v_addr+1], vcc, 0, v[v_addr+1], vcc
.endm

// One step of the scan: read buffer `src` (at (1+src)*BUF), add the element `dist`
// places back (if there is one), write buffer 1-src.
.macro SCAN_STEP src, dist
  ds_read_b32 v[v_val], v[v_lds] offset:(1+\src)*BUF
  v_cmp_le_u32 vcc, \dist, v[v_tid]
  s_and_saveexec_b64 s[s_tmp:s_tmp+1], vcc
  ds_read_b32 v[v_other], v[v_lds] offset:(1+\src)*BUF - (\dist)*4
  s_waitcnt lgkmcnt(0)
  v_add_i32 v[v_val], vcc, v[v_other], v[v_val]
  s_or_b64 exec, exec, s[s_tmp:s_tmp+1]
  s_waitcnt lgkmcnt(0)
  ds_write_b32 v[v_lds], v[v_val] offset:(2-(\src))*BUF
  s_waitcnt lgkmcnt(0)
  s_barrier
.endm

  .text
  .globl scan_i32
  .p2align 8
  .type scan_i32,@function
scan_i32:
  s_load_dwordx4 s[s_in:s_in+3], s[s_karg:s_karg+1], 0x0   // in, out
  s_mov_b32 m0, -1
  v_lshlrev_b32 v[v_lds], 2, v[v_tid]
  s_waitcnt lgkmcnt(0)

  ELEMENT_ADDRESS s_in
  flat_load_dword v[v_val], v[v_addr:v_addr+1]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  ds_write_b32 v[v_lds], v[v_val] offset:BUF
  s_waitcnt lgkmcnt(0)
  s_barrier

  // The scan: step s reads buffer s%2. LDS: BUF bytes the first element's back reads
  // never touch (they run only where tid >= dist), then buffer 0, then buffer 1.
  .set step, 0
  .rept STEPS
    .if step % 2
      SCAN_STEP 1, 1<<step
    .else
      SCAN_STEP 0, 1<<step
    .endif
    .set step, step + 1
  .endr

  // After an even number of steps the result is in buffer 0.
  ds_read_b32 v[v_val], v[v_lds] offset:BUF
  ELEMENT_ADDRESS s_out
  s_waitcnt lgkmcnt(0)
  flat_store_dword v[v_addr:v_addr+1], v[v_val]
  s_endpgm
.Lscan_end:
  .size scan_i32, .Lscan_end-scan_i32

  .rodata
  .p2align 6
  .amdhsa_kernel scan_i32
    .amdhsa_group_segment_fixed_size 3*BUF
    .amdhsa_kernarg_size 16
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_next_free_vgpr 8
    .amdhsa_next_free_sgpr 14
    .amdhsa_reserve_vcc 1
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel
