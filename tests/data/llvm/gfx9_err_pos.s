// Input lines of llvm/test/MC/AMDGPU/gfx9_err_pos.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 0769fa05c75e: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_add_u32 null, null, null
v_div_scale_f64  v[24:25], vcc, -|v[22:23]|, v[22:23], v[20:21]
scratch_load_ubyte v1, v2, off dlc
scratch_load_ubyte v1, v2, off nodlc
s_set_gpr_idx_on s0, gpr_idx(SRC0,DST,SRC1,DST)
exp pos4 v4, v3, v2, v1
flat_load_dword v1, v[3:4] offset:-1
flat_load_dword v1, v[3:4] offset:4096
global_load_dword v1, v[3:4] off, offset:-4097
s_set_gpr_idx_on s0, gpr_idx(SRC0,
s_set_gpr_idx_on s0, gpr_idx(
s_set_gpr_idx_on s0, gpr_idx(X)
s_set_gpr_idx_on s0, gpr_idx(DST
s_set_gpr_idx_on s0, gpr_idx
s_set_gpr_idx_on s0, s1
image_atomic_add v252, v2, s[8:15]
image_atomic_cmpswap v[4:7], v[192:195], s[28:35] dmask:0xe tfe
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x3
s_set_gpr_idx_on s0, 16
v_add_f32_e64 v0, flat_scratch_hi, m0
v_madak_f32 v5, s1, v2, 0xa1b1c1d1
v_madmk_f32 v5, s1, 0x11213141, v255
v_bfe_u32 v0, v2, v3, undef
v_bfe_u32 v0, v2, undef, v3
buffer_load_dword off, s[8:11], s3
buffer_load_dword off, s[8:11], s3 offset:1
image_atomic_add v10, v6, s[8:15] dmask:0x1 r128
image_atomic_add v10, v6, s[8:15] dmask:0x1 nor128
tbuffer_store_format_xyzw v[1:4], v1, s[4:7], s0 format:[BUF_FMT_8_SNORM,BUF_DATA_FORMAT_8] idxen
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], dfmt:1 s0 format:[BUF_NUM_FORMAT_FLOAT]
v_cndmask_b32_sdwa v5, sext(v1), v2, vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_0
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7] dfmt:16 nfmt:1 s0
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7] dfmt:1 nfmt:-1 s0
