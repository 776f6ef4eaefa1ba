// histogram-tahiti.s: a 256-bin byte histogram for Tahiti (GCN 1.0, gfx6), in the style
// of hand-written OpenCL-era kernels: no code-object directives, the processor named by a
// modeline for the editor, buffer resources with addr64, per-workgroup private bins in LDS
// (ds_add_u32), the four bytes of a dword unpacked with v_bfe_u32 in an .irp loop, the
// bins merged into global memory with buffer_atomic_add.
// gcnls: mcpu=tahiti   (read by the editor; gcnls mc takes -mcpu=tahiti)
//
//   gcnls mc -arch=amdgcn -mcpu=tahiti -show-encoding examples/histogram-tahiti.s
//
// Inputs (user SGPRs, as the driver sets them up):
//   s[0:3]  resource of the input bytes       s[4:7]  resource of the 256 global bins
//   s8      dwords per workgroup (a multiple of 256)      s9  workgroup id

BINS = 256
GROUP = 256
s_in = 0
s_bins = 4
s_count = 8
s_group = 9
s_base = 10            // s[10:11] byte offset of this workgroup's input
s_loop = 12
s_save = 14            // s[14:15]

v_tid = 0
v_addr = 2             // v[2:3] 64-bit address for addr64
v_data = 4             // v[4:7] four dwords in flight
v_byte = 8
v_one = 9
v_lds = 10
v_bin = 11

// Clear this thread's bin in LDS (one bin per thread: GROUP == BINS).
.macro CLEAR_BINS
  v_lshlrev_b32 v[v_lds], 2, v[v_tid]
  v_mov_b32 v[v_one], 0
  ds_write_b32 v[v_lds], v[v_one]
  s_waitcnt lgkmcnt(0)
  s_barrier
.endm

// Count the four bytes of v[\src] in the LDS bins.
.macro COUNT_BYTES src
  .irp shift, 0, 8, 16, 24
    v_bfe_u32 v[v_byte], v[\src], \shift, 8
    v_lshlrev_b32 v[v_byte], 2, v[v_byte]
    ds_add_u32 v[v_byte], v[v_one]
  .endr
.endm

hist256:
  s_mov_b32 m0, -1                           // LDS accesses unclamped (gfx6/7 need m0)
  CLEAR_BINS
  v_mov_b32 v[v_one], 1

  // This workgroup's input starts at group * count * 4 bytes; thread t reads dword t
  // of each block of GROUP dwords.
  s_mul_i32 s[s_base], s[s_group], s[s_count]
  s_lshl_b32 s[s_base], s[s_base], 2
  s_mov_b32 s[s_base+1], 0
  v_lshlrev_b32 v[v_addr], 2, v[v_tid]
  v_add_i32 v[v_addr], vcc, s[s_base], v[v_addr]
  v_mov_b32 v[v_addr+1], 0
  s_lshr_b32 s[s_loop], s[s_count], 8        // blocks of 256 dwords

.Lblock:
  // Four independent loads in flight, then count as each arrives (vmcnt counts down).
  .set i, 0
  .rept 4
    buffer_load_dword v[v_data+i], v[v_addr:v_addr+1], s[s_in:s_in+3], 0 addr64 offset:i*GROUP*4
    .set i, i+1
  .endr
  s_waitcnt vmcnt(3)
  COUNT_BYTES v_data+0
  s_waitcnt vmcnt(2)
  COUNT_BYTES v_data+1
  s_waitcnt vmcnt(1)
  COUNT_BYTES v_data+2
  s_waitcnt vmcnt(0)
  COUNT_BYTES v_data+3
  v_add_i32 v[v_addr], vcc, 4*GROUP*4, v[v_addr]
  v_addc_u32 v[v_addr+1], vcc, 0, v[v_addr+1], vcc
  s_sub_u32 s[s_loop], s[s_loop], 4
  s_cmp_gt_i32 s[s_loop], 0
  s_cbranch_scc1 .Lblock

  // ---- merge: thread t adds bin t to the global bins ---------------------------
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b32 v[v_bin], v[v_lds]
  v_mov_b32 v[v_addr+1], 0
  v_mov_b32 v[v_addr], v[v_lds]
  s_waitcnt lgkmcnt(0)
  v_cmp_ne_u32 vcc, 0, v[v_bin]              // skip empty bins
  s_and_saveexec_b64 s[s_save:s_save+1], vcc
  s_cbranch_execz .Ldone
  buffer_atomic_add v[v_bin], v[v_addr:v_addr+1], s[s_bins:s_bins+3], 0 addr64
.Ldone:
  s_or_b64 exec, exec, s[s_save:s_save+1]
  s_endpgm
