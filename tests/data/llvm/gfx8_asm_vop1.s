// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_vop1.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 01978793ab02: two pages (v_bfrev_b32 unsuffixed, DPP and SDWA blocks
// and v_ceil_f16 unsuffixed; v_cvt_f32_u32 SDWA tail, v_cvt_f32_ubyte0 unsuffixed, DPP and SDWA
// blocks); the rest of the file repeats these operand forms for the other mnemonics; RUN/CHECK
// lines removed. Expected results are never taken from here:
// tests/test_llvm_cases.py asks the live llvm-mc 22.
// Session 6: the pages at one third and two thirds of the file, offsets 256000 and 512000, each whole;
// now 4 of its 49 pages of 16,000 characters, 8% of the file. Each added part is
// headed by its offset.
// Session 7 (coverage): the pages at offsets 16000, 240000, 624000, 688000, each whole (read to learn and prove tests/llvm_templates.py);
// now 8 of its 49 pages of 16,000 characters, 16% of the file. Each added part is headed by its offset.
v_bfrev_b32 v255, v1
v_bfrev_b32 v5, -1
v_bfrev_b32 v5, -4.0
v_bfrev_b32 v5, 0
v_bfrev_b32 v5, 0.5
v_bfrev_b32 v5, 0x3f717273
v_bfrev_b32 v5, 0xaf123456
v_bfrev_b32 v5, exec_hi
v_bfrev_b32 v5, exec_lo
v_bfrev_b32 v5, flat_scratch_hi
v_bfrev_b32 v5, flat_scratch_lo
v_bfrev_b32 v5, m0
v_bfrev_b32 v5, s1
v_bfrev_b32 v5, s101
v_bfrev_b32 v5, src_execz
v_bfrev_b32 v5, src_lds_direct
v_bfrev_b32 v5, src_scc
v_bfrev_b32 v5, src_vccz
v_bfrev_b32 v5, tba_hi
v_bfrev_b32 v5, tba_lo
v_bfrev_b32 v5, tma_hi
v_bfrev_b32 v5, tma_lo
v_bfrev_b32 v5, ttmp11
v_bfrev_b32 v5, v1
v_bfrev_b32 v5, v255
v_bfrev_b32 v5, vcc_hi
v_bfrev_b32 v5, vcc_lo
v_bfrev_b32_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] bank_mask:0x0
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_bfrev_b32_dpp v5, v1 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_half_mirror row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_mirror row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_ror:1 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_ror:15 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_shl:1 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_shl:15 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_shr:1 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 row_shr:15 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v1 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_bfrev_b32_dpp v5, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_bfrev_b32_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:DWORD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_bfrev_b32_sdwa v5, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16 v255, v1
v_ceil_f16 v5, -1
v_ceil_f16 v5, -4.0
v_ceil_f16 v5, 0
v_ceil_f16 v5, 0.5
v_ceil_f16 v5, 0x3456
v_ceil_f16 v5, 0xfe0b
v_ceil_f16 v5, exec_hi
v_ceil_f16 v5, exec_lo
v_ceil_f16 v5, flat_scratch_hi
v_ceil_f16 v5, flat_scratch_lo
v_ceil_f16 v5, m0
v_ceil_f16 v5, s1
v_ceil_f16 v5, s101
v_ceil_f16 v5, src_execz
v_ceil_f16 v5, src_lds_direct
v_ceil_f16 v5, src_scc
v_ceil_f16 v5, src_vccz
v_ceil_f16 v5, tba_hi
v_ceil_f16 v5, tba_lo
v_ceil_f16 v5, tma_hi
v_ceil_f16 v5, tma_lo
v_ceil_f16 v5, ttmp11
v_ceil_f16 v5, v1
v_ceil_f16 v5, v255
v_ceil_f16 v5, vcc_hi
v_ceil_f16 v5, vcc_lo
v_cvt_f32_ubyte0 v255, v1
v_cvt_f32_ubyte0 v5, -1
v_cvt_f32_ubyte0 v5, -4.0
v_cvt_f32_ubyte0 v5, 0
v_cvt_f32_ubyte0 v5, 0.5
v_cvt_f32_ubyte0 v5, 0x3f717273
v_cvt_f32_ubyte0 v5, 0xaf123456
v_cvt_f32_ubyte0 v5, exec_hi
v_cvt_f32_ubyte0 v5, exec_lo
v_cvt_f32_ubyte0 v5, flat_scratch_hi
v_cvt_f32_ubyte0 v5, flat_scratch_lo
v_cvt_f32_ubyte0 v5, m0
v_cvt_f32_ubyte0 v5, s1
v_cvt_f32_ubyte0 v5, s101
v_cvt_f32_ubyte0 v5, src_execz
v_cvt_f32_ubyte0 v5, src_lds_direct
v_cvt_f32_ubyte0 v5, src_scc
v_cvt_f32_ubyte0 v5, src_vccz
v_cvt_f32_ubyte0 v5, tba_hi
v_cvt_f32_ubyte0 v5, tba_lo
v_cvt_f32_ubyte0 v5, tma_hi
v_cvt_f32_ubyte0 v5, tma_lo
v_cvt_f32_ubyte0 v5, ttmp11
v_cvt_f32_ubyte0 v5, v1
v_cvt_f32_ubyte0 v5, v255
v_cvt_f32_ubyte0 v5, vcc_hi
v_cvt_f32_ubyte0 v5, vcc_lo
v_cvt_f32_ubyte0_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_half_mirror row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_mirror row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_ror:1 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_ror:15 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_shl:1 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_shl:15 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_shr:1 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 row_shr:15 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v1 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_dpp v5, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_f32_ubyte0_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:DWORD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_f32_ubyte0_sdwa v5, v1 dst_unused:UNUSED_PAD src0_sel:DWORD
// offset 256000: the end of v_cvt_i32_f32's SDWA block, v_cvt_i32_f64 and v_cvt_off_f32_i4 unsuffixed, v_cvt_off_f32_i4 DPP and the start of its SDWA block
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, |v1| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f64 v255, v[1:2]
v_cvt_i32_f64 v5, -1
v_cvt_i32_f64 v5, -4.0
v_cvt_i32_f64 v5, 0
v_cvt_i32_f64 v5, 0.5
v_cvt_i32_f64 v5, 0x3f717273
v_cvt_i32_f64 v5, 0xaf123456
v_cvt_i32_f64 v5, exec
v_cvt_i32_f64 v5, flat_scratch
v_cvt_i32_f64 v5, s[100:101]
v_cvt_i32_f64 v5, s[2:3]
v_cvt_i32_f64 v5, s[4:5]
v_cvt_i32_f64 v5, src_execz
v_cvt_i32_f64 v5, src_scc
v_cvt_i32_f64 v5, src_vccz
v_cvt_i32_f64 v5, tba
v_cvt_i32_f64 v5, tma
v_cvt_i32_f64 v5, ttmp[10:11]
v_cvt_i32_f64 v5, v[1:2]
v_cvt_i32_f64 v5, v[254:255]
v_cvt_i32_f64 v5, vcc
v_cvt_off_f32_i4 v255, v1
v_cvt_off_f32_i4 v5, -1
v_cvt_off_f32_i4 v5, -4.0
v_cvt_off_f32_i4 v5, 0
v_cvt_off_f32_i4 v5, 0.5
v_cvt_off_f32_i4 v5, 0x41
v_cvt_off_f32_i4 v5, 0x4f
v_cvt_off_f32_i4 v5, exec_hi
v_cvt_off_f32_i4 v5, exec_lo
v_cvt_off_f32_i4 v5, flat_scratch_hi
v_cvt_off_f32_i4 v5, flat_scratch_lo
v_cvt_off_f32_i4 v5, m0
v_cvt_off_f32_i4 v5, s1
v_cvt_off_f32_i4 v5, s101
v_cvt_off_f32_i4 v5, src_execz
v_cvt_off_f32_i4 v5, src_lds_direct
v_cvt_off_f32_i4 v5, src_scc
v_cvt_off_f32_i4 v5, src_vccz
v_cvt_off_f32_i4 v5, tba_hi
v_cvt_off_f32_i4 v5, tba_lo
v_cvt_off_f32_i4 v5, tma_hi
v_cvt_off_f32_i4 v5, tma_lo
v_cvt_off_f32_i4 v5, ttmp11
v_cvt_off_f32_i4 v5, v1
v_cvt_off_f32_i4 v5, v255
v_cvt_off_f32_i4 v5, vcc_hi
v_cvt_off_f32_i4 v5, vcc_lo
v_cvt_off_f32_i4_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_half_mirror row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_mirror row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_ror:1 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_ror:15 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_shl:1 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_shl:15 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_shr:1 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 row_shr:15 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v1 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_dpp v5, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_off_f32_i4_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_off_f32_i4_sdwa v5, sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_off_f32_i4_sdwa v5, v1 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_cvt_off_f32_i4_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
// offset 512000: the end of v_frexp_mant_f32's SDWA block, v_frexp_mant_f64 and v_log_f16 unsuffixed, v_log_f16 DPP and the start of its SDWA block
v_frexp_mant_f32_sdwa v5, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v1 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v1 dst_sel:DWORD src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_frexp_mant_f32_sdwa v5, |v1| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_frexp_mant_f64 v[254:255], v[1:2]
v_frexp_mant_f64 v[5:6], -1
v_frexp_mant_f64 v[5:6], -4.0
v_frexp_mant_f64 v[5:6], 0
v_frexp_mant_f64 v[5:6], 0.5
v_frexp_mant_f64 v[5:6], 0x3f717273
v_frexp_mant_f64 v[5:6], 0xaf123456
v_frexp_mant_f64 v[5:6], exec
v_frexp_mant_f64 v[5:6], flat_scratch
v_frexp_mant_f64 v[5:6], s[100:101]
v_frexp_mant_f64 v[5:6], s[2:3]
v_frexp_mant_f64 v[5:6], s[4:5]
v_frexp_mant_f64 v[5:6], src_execz
v_frexp_mant_f64 v[5:6], src_scc
v_frexp_mant_f64 v[5:6], src_vccz
v_frexp_mant_f64 v[5:6], tba
v_frexp_mant_f64 v[5:6], tma
v_frexp_mant_f64 v[5:6], ttmp[10:11]
v_frexp_mant_f64 v[5:6], v[1:2]
v_frexp_mant_f64 v[5:6], v[254:255]
v_frexp_mant_f64 v[5:6], vcc
v_log_f16 v255, v1
v_log_f16 v5, -1
v_log_f16 v5, -4.0
v_log_f16 v5, 0
v_log_f16 v5, 0.5
v_log_f16 v5, 0x3456
v_log_f16 v5, 0xfe0b
v_log_f16 v5, exec_hi
v_log_f16 v5, exec_lo
v_log_f16 v5, flat_scratch_hi
v_log_f16 v5, flat_scratch_lo
v_log_f16 v5, m0
v_log_f16 v5, s1
v_log_f16 v5, s101
v_log_f16 v5, src_execz
v_log_f16 v5, src_lds_direct
v_log_f16 v5, src_scc
v_log_f16 v5, src_vccz
v_log_f16 v5, tba_hi
v_log_f16 v5, tba_lo
v_log_f16 v5, tma_hi
v_log_f16 v5, tma_lo
v_log_f16 v5, ttmp11
v_log_f16 v5, v1
v_log_f16 v5, v255
v_log_f16 v5, vcc_hi
v_log_f16 v5, vcc_lo
v_log_f16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, -v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] bank_mask:0x0
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_log_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_log_f16_dpp v5, v1 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_half_mirror row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_mirror row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_ror:1 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_ror:15 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_shl:1 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_shl:15 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_shr:1 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 row_shr:15 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v1 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_log_f16_dpp v5, |v1| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_log_f16_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_log_f16_sdwa v5, -v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_log_f16_sdwa v5, v1 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
// Session 7 (coverage), offset 688000 (its page whole): the end of v_rsq_f64, v_sin_f16 unsuffixed, DPP and SDWA, the start of v_sin_f32
v_rsq_f64 v[5:6], 0
v_rsq_f64 v[5:6], 0.5
v_rsq_f64 v[5:6], 0x3f717273
v_rsq_f64 v[5:6], 0xaf123456
v_rsq_f64 v[5:6], exec
v_rsq_f64 v[5:6], flat_scratch
v_rsq_f64 v[5:6], s[100:101]
v_rsq_f64 v[5:6], s[2:3]
v_rsq_f64 v[5:6], s[4:5]
v_rsq_f64 v[5:6], src_execz
v_rsq_f64 v[5:6], src_scc
v_rsq_f64 v[5:6], src_vccz
v_rsq_f64 v[5:6], tba
v_rsq_f64 v[5:6], tma
v_rsq_f64 v[5:6], ttmp[10:11]
v_rsq_f64 v[5:6], v[1:2]
v_rsq_f64 v[5:6], v[254:255]
v_rsq_f64 v[5:6], vcc
v_sin_f16 v255, v1
v_sin_f16 v5, -1
v_sin_f16 v5, -4.0
v_sin_f16 v5, 0
v_sin_f16 v5, 0.5
v_sin_f16 v5, 0x3456
v_sin_f16 v5, 0xfe0b
v_sin_f16 v5, exec_hi
v_sin_f16 v5, exec_lo
v_sin_f16 v5, flat_scratch_hi
v_sin_f16 v5, flat_scratch_lo
v_sin_f16 v5, m0
v_sin_f16 v5, s1
v_sin_f16 v5, s101
v_sin_f16 v5, src_execz
v_sin_f16 v5, src_lds_direct
v_sin_f16 v5, src_scc
v_sin_f16 v5, src_vccz
v_sin_f16 v5, tba_hi
v_sin_f16 v5, tba_lo
v_sin_f16 v5, tma_hi
v_sin_f16 v5, tma_lo
v_sin_f16 v5, ttmp11
v_sin_f16 v5, v1
v_sin_f16 v5, v255
v_sin_f16 v5, vcc_hi
v_sin_f16 v5, vcc_lo
v_sin_f16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, -v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] bank_mask:0x0
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_sin_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_sin_f16_dpp v5, v1 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_half_mirror row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_mirror row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_ror:1 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_ror:15 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_shl:1 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_shl:15 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_shr:1 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 row_shr:15 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v1 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sin_f16_dpp v5, |v1| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sin_f16_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, -v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:DWORD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f16_sdwa v5, |v1| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_sin_f32 v255, v1
v_sin_f32 v5, -1
v_sin_f32 v5, -4.0
v_sin_f32 v5, 0
v_sin_f32 v5, 0.5
// Session 7 (coverage), offset 624000 (its page whole): the end of v_rcp_iflag_f32's DPP block, its SDWA block, v_readfirstlane_b32, v_rndne_f16 unsuffixed and DPP
v_rcp_iflag_f32_dpp v5, v1 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_rcp_iflag_f32_dpp v5, v1 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_rcp_iflag_f32_dpp v5, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_rcp_iflag_f32_dpp v5, |v1| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_rcp_iflag_f32_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, -v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:DWORD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_rcp_iflag_f32_sdwa v5, |v1| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_readfirstlane_b32 flat_scratch_hi, v1
v_readfirstlane_b32 flat_scratch_lo, v1
v_readfirstlane_b32 s101, v1
v_readfirstlane_b32 s5, src_lds_direct
v_readfirstlane_b32 s5, v1
v_readfirstlane_b32 s5, v255
v_readfirstlane_b32 tba_hi, v1
v_readfirstlane_b32 tba_lo, v1
v_readfirstlane_b32 tma_hi, v1
v_readfirstlane_b32 tma_lo, v1
v_readfirstlane_b32 ttmp11, v1
v_rndne_f16 v255, v1
v_rndne_f16 v5, -1
v_rndne_f16 v5, -4.0
v_rndne_f16 v5, 0
v_rndne_f16 v5, 0.5
v_rndne_f16 v5, 0x3456
v_rndne_f16 v5, 0xfe0b
v_rndne_f16 v5, exec_hi
v_rndne_f16 v5, exec_lo
v_rndne_f16 v5, flat_scratch_hi
v_rndne_f16 v5, flat_scratch_lo
v_rndne_f16 v5, m0
v_rndne_f16 v5, s1
v_rndne_f16 v5, s101
v_rndne_f16 v5, src_execz
v_rndne_f16 v5, src_lds_direct
v_rndne_f16 v5, src_scc
v_rndne_f16 v5, src_vccz
v_rndne_f16 v5, tba_hi
v_rndne_f16 v5, tba_lo
v_rndne_f16 v5, tma_hi
v_rndne_f16 v5, tma_lo
v_rndne_f16 v5, ttmp11
v_rndne_f16 v5, v1
v_rndne_f16 v5, v255
v_rndne_f16 v5, vcc_hi
v_rndne_f16 v5, vcc_lo
v_rndne_f16_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, -v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] bank_mask:0x0
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_rndne_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_rndne_f16_dpp v5, v1 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_half_mirror row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_mirror row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_ror:1 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_ror:15 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_shl:1 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_shl:15 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_shr:1 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 row_shr:15 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v1 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_rndne_f16_dpp v5, |v1| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
// Session 7 (coverage), offset 16000 (its page whole): v_ceil_f16's DPP block (but its first line) and SDWA block, v_ceil_f32 unsuffixed, most of its DPP block
v_ceil_f16_dpp v5, -v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] bank_mask:0x0
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_ceil_f16_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_ceil_f16_dpp v5, v1 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_half_mirror row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_mirror row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_ror:1 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_ror:15 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_shl:1 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_shl:15 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_shr:1 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 row_shr:15 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v1 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_ceil_f16_dpp v5, |v1| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_ceil_f16_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, -v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:DWORD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f16_sdwa v5, |v1| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_ceil_f32 v255, v1
v_ceil_f32 v5, -1
v_ceil_f32 v5, -4.0
v_ceil_f32 v5, 0
v_ceil_f32 v5, 0.5
v_ceil_f32 v5, 0x3f717273
v_ceil_f32 v5, 0xaf123456
v_ceil_f32 v5, exec_hi
v_ceil_f32 v5, exec_lo
v_ceil_f32 v5, flat_scratch_hi
v_ceil_f32 v5, flat_scratch_lo
v_ceil_f32 v5, m0
v_ceil_f32 v5, s1
v_ceil_f32 v5, s101
v_ceil_f32 v5, src_execz
v_ceil_f32 v5, src_lds_direct
v_ceil_f32 v5, src_scc
v_ceil_f32 v5, src_vccz
v_ceil_f32 v5, tba_hi
v_ceil_f32 v5, tba_lo
v_ceil_f32 v5, tma_hi
v_ceil_f32 v5, tma_lo
v_ceil_f32 v5, ttmp11
v_ceil_f32 v5, v1
v_ceil_f32 v5, v255
v_ceil_f32 v5, vcc_hi
v_ceil_f32 v5, vcc_lo
v_ceil_f32_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_ceil_f32_dpp v5, -v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] bank_mask:0x0
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_ceil_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
// Session 7 (coverage), offset 240000 (its page whole): the end of v_cvt_i16_f16's SDWA block, v_cvt_i32_f32 unsuffixed and DPP, the start of its SDWA block
v_cvt_i16_f16_sdwa v5, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v1 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v1 dst_sel:DWORD src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i16_f16_sdwa v5, |v1| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32 v255, v1
v_cvt_i32_f32 v5, -1
v_cvt_i32_f32 v5, -4.0
v_cvt_i32_f32 v5, 0
v_cvt_i32_f32 v5, 0.5
v_cvt_i32_f32 v5, 0x3f717273
v_cvt_i32_f32 v5, 0xaf123456
v_cvt_i32_f32 v5, exec_hi
v_cvt_i32_f32 v5, exec_lo
v_cvt_i32_f32 v5, flat_scratch_hi
v_cvt_i32_f32 v5, flat_scratch_lo
v_cvt_i32_f32 v5, m0
v_cvt_i32_f32 v5, s1
v_cvt_i32_f32 v5, s101
v_cvt_i32_f32 v5, src_execz
v_cvt_i32_f32 v5, src_lds_direct
v_cvt_i32_f32 v5, src_scc
v_cvt_i32_f32 v5, src_vccz
v_cvt_i32_f32 v5, tba_hi
v_cvt_i32_f32 v5, tba_lo
v_cvt_i32_f32 v5, tma_hi
v_cvt_i32_f32 v5, tma_lo
v_cvt_i32_f32 v5, ttmp11
v_cvt_i32_f32 v5, v1
v_cvt_i32_f32 v5, v255
v_cvt_i32_f32 v5, vcc_hi
v_cvt_i32_f32 v5, vcc_lo
v_cvt_i32_f32_dpp v255, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, -v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_half_mirror row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_mirror row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_ror:1 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_ror:15 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_shl:1 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_shl:15 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_shr:1 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 row_shr:15 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v1 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_dpp v5, |v1| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cvt_i32_f32_sdwa v255, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, -v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_cvt_i32_f32_sdwa v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
