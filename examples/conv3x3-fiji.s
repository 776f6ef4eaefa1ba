// conv3x3-fiji.s: a 3x3 convolution (one input channel, stride 1, no padding) for Fiji
// (GCN 1.2, gfx803), written as kernels for the ROCm 1.x runtime were: code object v2
// (.hsa_code_object_version / .hsa_code_object_isa / .amd_kernel_code_t), buffer
// resource descriptors for every access, a 16x16 output tile per workgroup with its
// 18x18 input halo staged in LDS, the nine weights in SGPRs, .rept/.irp unrolls.
//
// llvm-mc 22 no longer knows the code-object-v2 directives: it reports "unknown
// directive" on each of them (and reads the key = value lines of .amd_kernel_code_t
// as symbol assignments), exactly what `gcnls mc` reports:
//   gcnls mc -triple=amdgcn-amd-amdhsa -mcpu=fiji -show-encoding examples/conv3x3-fiji.s
// In the editor the file is checked for gfx803: the language server reads
// `.hsa_code_object_isa 8,0,3` as the target (and says so), no modeline needed.

.hsa_code_object_version 2,1
.hsa_code_object_isa 8,0,3,"AMD","AMDGPU"

.set TILE, 16                       // output tile edge
.set HALO, TILE + 2                 // input tile edge
.set LDS_ROW, HALO * 4              // bytes per LDS row
.set LDS_BYTES, HALO * HALO * 4

// SGPRs: s[0:1] kernarg pointer (user SGPR), s2/s3 workgroup ids.
.set s_karg, 0
.set s_wg_x, 2
.set s_wg_y, 3
.set s_in_rsrc, 4                   // s[4:7] input buffer descriptor
.set s_out_rsrc, 8                  // s[8:11] output buffer descriptor
.set s_wei_ptr, 12                  // s[12:13] weights
.set s_width, 16                    // s[16:19] width, height, pitches
.set s_height, 17
.set s_stride, 18                   // input row pitch in elements
.set s_out_stride, 19
.set s_w, 20                        // s[20:28] the nine weights
.set s_tmp, 30
.set s_last, 31

// VGPRs: v0/v1 local x/y.
.set v_lx, 0
.set v_ly, 1
.set v_in_off, 2
.set v_lds_wr, 3
.set v_lds_rd, 4
.set v_acc, 5
.set v_pix, 6                       // v[6:14] the 3x3 neighbourhood
.set v_tmp, 15
.set v_out_off, 17
.set v_last, 18

// A 128-bit buffer resource: base in s[\base:\base+1], size in bytes \size (an SGPR).
.macro MAKE_RSRC rsrc, base, size
  s_mov_b32 s[\rsrc], s[\base]
  s_and_b32 s[\rsrc+1], s[\base+1], 0xffff      // stride 0
  s_mov_b32 s[\rsrc+2], s[\size]
  s_mov_b32 s[\rsrc+3], 0x00027000               // dword, untyped
.endm

.text
.amdgpu_hsa_kernel conv3x3_f32
conv3x3_f32:
.amd_kernel_code_t
  enable_sgpr_kernarg_segment_ptr = 1
  enable_sgpr_workgroup_id_x = 1
  enable_sgpr_workgroup_id_y = 1
  enable_vgpr_workitem_id = 1
  user_sgpr_count = 2
  is_ptr64 = 1
  float_mode = 192
  compute_pgm_rsrc1_vgprs = 4
  compute_pgm_rsrc1_sgprs = 3
  compute_pgm_rsrc2_tidig_comp_cnt = 1
  wavefront_sgpr_count = 32
  workitem_vgpr_count = 19
  workgroup_group_segment_byte_size = 1296
  kernarg_segment_byte_size = 40
.end_amd_kernel_code_t

  // ---- arguments: in, out, weights (pointers), width, height, in pitch, out pitch
  s_load_dwordx4 s[s_in_rsrc:s_in_rsrc+3], s[s_karg:s_karg+1], 0x0     // in, out pointers
  s_load_dwordx2 s[s_wei_ptr:s_wei_ptr+1], s[s_karg:s_karg+1], 0x10
  s_load_dwordx4 s[s_width:s_width+3], s[s_karg:s_karg+1], 0x18
  s_waitcnt lgkmcnt(0)
  s_mov_b64 s[s_out_rsrc:s_out_rsrc+1], s[s_in_rsrc+2:s_in_rsrc+3]
  s_load_dwordx8 s[s_w:s_w+7], s[s_wei_ptr:s_wei_ptr+1], 0x0
  s_load_dword s[s_w+8], s[s_wei_ptr:s_wei_ptr+1], 0x20

  // Sizes of both buffers in bytes (records), then the descriptors.
  s_mul_i32 s[s_tmp], s[s_stride], s[s_height]
  s_lshl_b32 s[s_tmp], s[s_tmp], 2
  s_mul_i32 s[s_tmp+1], s[s_out_stride], s[s_height]
  s_lshl_b32 s[s_tmp+1], s[s_tmp+1], 2
  MAKE_RSRC s_out_rsrc, s_out_rsrc, s_tmp+1
  MAKE_RSRC s_in_rsrc, s_in_rsrc, s_tmp

  // ---- stage the 18x18 input halo in LDS: 256 threads, two passes -------------
  // Element e = pass*256 + ly*16 + lx (e < 324) goes to LDS row e/18, column e%18.
  v_lshlrev_b32 v[v_tmp], 4, v[v_ly]
  v_add_u32 v[v_tmp], vcc, v[v_lx], v[v_tmp]       // flat local id
  s_lshl_b32 s[s_tmp], s[s_wg_x], 4                 // tile origin x
  s_lshl_b32 s[s_tmp+1], s[s_wg_y], 4               // tile origin y

  .irp pass, 0, 1
    v_add_u32 v[v_tmp+1], vcc, \pass*256, v[v_tmp]
    v_cmp_gt_u32 vcc, HALO*HALO, v[v_tmp+1]
    s_and_saveexec_b64 s[s_tmp+2:s_tmp+3], vcc
    s_cbranch_execz .Lhalo_done_\pass
    // row = e / 18 through a multiply by 2^16/18 (exact for e < 324)
    v_mul_u32_u24 v[v_in_off], 0xe39, v[v_tmp+1]
    v_lshrrev_b32 v[v_in_off], 16, v[v_in_off]       // row
    v_mul_u32_u24 v[v_lds_wr], HALO, v[v_in_off]
    v_sub_u32 v[v_lds_wr], vcc, v[v_tmp+1], v[v_lds_wr]  // column
    // global offset = ((oy + row) * pitch + ox + column) * 4
    v_add_u32 v[v_in_off], vcc, s[s_tmp+1], v[v_in_off]
    v_mul_lo_u32 v[v_in_off], v[v_in_off], s[s_stride]
    v_add_u32 v[v_in_off], vcc, v[v_lds_wr], v[v_in_off]
    v_add_u32 v[v_in_off], vcc, s[s_tmp], v[v_in_off]
    v_lshlrev_b32 v[v_in_off], 2, v[v_in_off]
    buffer_load_dword v[v_pix], v[v_in_off], s[s_in_rsrc:s_in_rsrc+3], 0 offen
    v_lshlrev_b32 v[v_lds_wr], 2, v[v_tmp+1]          // LDS address = e*4
    s_waitcnt vmcnt(0)
    ds_write_b32 v[v_lds_wr], v[v_pix]
.Lhalo_done_\pass:
    s_or_b64 exec, exec, s[s_tmp+2:s_tmp+3]
  .endr
  s_waitcnt lgkmcnt(0)
  s_barrier

  // ---- the 3x3 neighbourhood of this thread's pixel ---------------------------
  v_mul_u32_u24 v[v_lds_rd], LDS_ROW, v[v_ly]
  v_lshlrev_b32 v[v_tmp], 2, v[v_lx]
  v_add_u32 v[v_lds_rd], vcc, v[v_tmp], v[v_lds_rd]
  .set r, 0
  .rept 3
    ds_read2_b32 v[v_pix+r*3:v_pix+r*3+1], v[v_lds_rd] offset0:r*HALO offset1:r*HALO+1
    ds_read_b32 v[v_pix+r*3+2], v[v_lds_rd] offset:(r*HALO+2)*4
    .set r, r+1
  .endr
  s_waitcnt lgkmcnt(0)

  // ---- 9 multiply-adds: acc = sum w[i] * pix[i] -------------------------------
  v_mul_f32 v[v_acc], s[s_w], v[v_pix]
  .irp i, 1, 2, 3, 4, 5, 6, 7, 8
    v_mac_f32 v[v_acc], s[s_w+\i], v[v_pix+\i]
  .endr

  // ---- store, unless the pixel is outside the image ---------------------------
  v_add_u32 v[v_tmp], vcc, s[s_tmp], v[v_lx]         // x
  v_add_u32 v[v_tmp+1], vcc, s[s_tmp+1], v[v_ly]     // y
  s_sub_u32 s[s_tmp+2], s[s_width], 2
  s_sub_u32 s[s_tmp+3], s[s_height], 2
  v_cmp_gt_u32 s[s_tmp+4:s_tmp+5], s[s_tmp+2], v[v_tmp]
  v_cmp_gt_u32 vcc, s[s_tmp+3], v[v_tmp+1]
  s_and_b64 vcc, vcc, s[s_tmp+4:s_tmp+5]
  s_and_saveexec_b64 s[s_tmp+4:s_tmp+5], vcc
  s_cbranch_execz .Lend
  v_mul_lo_u32 v[v_out_off], v[v_tmp+1], s[s_out_stride]
  v_add_u32 v[v_out_off], vcc, v[v_tmp], v[v_out_off]
  v_lshlrev_b32 v[v_out_off], 2, v[v_out_off]
  buffer_store_dword v[v_acc], v[v_out_off], s[s_out_rsrc:s_out_rsrc+3], 0 offen
.Lend:
  s_endpgm
