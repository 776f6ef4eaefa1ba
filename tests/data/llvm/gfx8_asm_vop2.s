// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_vop2.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 35b5a1a2e25e: two pages (v_subrev_u16 .. v_max_u16, e32 16-bit forms
// with the gfx8 trap registers; at offset 300000 the carry forms' SDWA and DPP blocks: the end
// of v_addc_u32_dpp, v_subb_u32 SDWA and DPP, v_subbrev_u32 SDWA); the rest of the file repeats
// these operand forms for the other
// mnemonics; RUN/CHECK lines removed. Expected results are never taken from here:
// tests/test_llvm_cases.py asks the live llvm-mc 22.
// Session 6: the pages at one third and two thirds of the file, offsets 160000 and 320000, each whole;
// now 4 of its 30 pages of 16,000 characters, 13% of the file. Each added part is
// headed by its offset.
// Session 7 (coverage): the pages at offsets 32000, 64000, 240000, each whole (read to learn and prove tests/llvm_templates.py);
// now 7 of its 30 pages of 16,000 characters, 23% of the file. Each added part is headed by its offset.
v_subrev_u16 v5, v1, v2
v_subrev_u16 v255, v1, v2
v_subrev_u16 v5, v255, v2
v_subrev_u16 v5, s1, v2
v_subrev_u16 v5, s101, v2
v_subrev_u16 v5, flat_scratch_lo, v2
v_subrev_u16 v5, flat_scratch_hi, v2
v_subrev_u16 v5, vcc_lo, v2
v_subrev_u16 v5, vcc_hi, v2
v_subrev_u16 v5, tba_lo, v2
v_subrev_u16 v5, tba_hi, v2
v_subrev_u16 v5, tma_lo, v2
v_subrev_u16 v5, tma_hi, v2
v_subrev_u16 v5, ttmp11, v2
v_subrev_u16 v5, m0, v2
v_subrev_u16 v5, exec_lo, v2
v_subrev_u16 v5, exec_hi, v2
v_subrev_u16 v5, 0, v2
v_subrev_u16 v5, -1, v2
v_subrev_u16 v5, 0.5, v2
v_subrev_u16 v5, -4.0, v2
v_subrev_u16 v5, src_vccz, v2
v_subrev_u16 v5, src_execz, v2
v_subrev_u16 v5, src_scc, v2
v_subrev_u16 v5, 0xfe0b, v2
v_subrev_u16 v5, 0x3456, v2
v_subrev_u16 v5, v1, v255
v_mul_lo_u16 v5, v1, v2
v_mul_lo_u16 v255, v1, v2
v_mul_lo_u16 v5, v255, v2
v_mul_lo_u16 v5, s1, v2
v_mul_lo_u16 v5, s101, v2
v_mul_lo_u16 v5, flat_scratch_lo, v2
v_mul_lo_u16 v5, flat_scratch_hi, v2
v_mul_lo_u16 v5, vcc_lo, v2
v_mul_lo_u16 v5, vcc_hi, v2
v_mul_lo_u16 v5, tba_lo, v2
v_mul_lo_u16 v5, tba_hi, v2
v_mul_lo_u16 v5, tma_lo, v2
v_mul_lo_u16 v5, tma_hi, v2
v_mul_lo_u16 v5, ttmp11, v2
v_mul_lo_u16 v5, m0, v2
v_mul_lo_u16 v5, exec_lo, v2
v_mul_lo_u16 v5, exec_hi, v2
v_mul_lo_u16 v5, 0, v2
v_mul_lo_u16 v5, -1, v2
v_mul_lo_u16 v5, 0.5, v2
v_mul_lo_u16 v5, -4.0, v2
v_mul_lo_u16 v5, src_vccz, v2
v_mul_lo_u16 v5, src_execz, v2
v_mul_lo_u16 v5, src_scc, v2
v_mul_lo_u16 v5, src_lds_direct, v2
v_mul_lo_u16 v5, 0xfe0b, v2
v_mul_lo_u16 v5, 0x3456, v2
v_mul_lo_u16 v5, v1, v255
v_lshlrev_b16 v5, v1, v2
v_lshlrev_b16 v255, v1, v2
v_lshlrev_b16 v5, v255, v2
v_lshlrev_b16 v5, s1, v2
v_lshlrev_b16 v5, s101, v2
v_lshlrev_b16 v5, flat_scratch_lo, v2
v_lshlrev_b16 v5, flat_scratch_hi, v2
v_lshlrev_b16 v5, vcc_lo, v2
v_lshlrev_b16 v5, vcc_hi, v2
v_lshlrev_b16 v5, tba_lo, v2
v_lshlrev_b16 v5, tba_hi, v2
v_lshlrev_b16 v5, tma_lo, v2
v_lshlrev_b16 v5, tma_hi, v2
v_lshlrev_b16 v5, ttmp11, v2
v_lshlrev_b16 v5, m0, v2
v_lshlrev_b16 v5, exec_lo, v2
v_lshlrev_b16 v5, exec_hi, v2
v_lshlrev_b16 v5, 0, v2
v_lshlrev_b16 v5, -1, v2
v_lshlrev_b16 v5, 0.5, v2
v_lshlrev_b16 v5, -4.0, v2
v_lshlrev_b16 v5, src_vccz, v2
v_lshlrev_b16 v5, src_execz, v2
v_lshlrev_b16 v5, src_scc, v2
v_lshlrev_b16 v5, 0xfe0b, v2
v_lshlrev_b16 v5, 0x3456, v2
v_lshlrev_b16 v5, v1, v255
v_max_f16 v5, v1, v2
v_max_f16 v255, v1, v2
v_max_f16 v5, v255, v2
v_max_f16 v5, s1, v2
v_max_f16 v5, s101, v2
v_max_f16 v5, flat_scratch_lo, v2
v_max_f16 v5, flat_scratch_hi, v2
v_max_f16 v5, vcc_lo, v2
v_max_f16 v5, vcc_hi, v2
v_max_f16 v5, tba_lo, v2
v_max_f16 v5, tba_hi, v2
v_max_f16 v5, tma_lo, v2
v_max_f16 v5, tma_hi, v2
v_max_f16 v5, ttmp11, v2
v_max_f16 v5, m0, v2
v_max_f16 v5, exec_lo, v2
v_max_f16 v5, exec_hi, v2
v_max_f16 v5, 0, v2
v_max_f16 v5, -1, v2
v_max_f16 v5, 0.5, v2
v_max_f16 v5, -4.0, v2
v_max_f16 v5, src_vccz, v2
v_max_f16 v5, src_execz, v2
v_max_f16 v5, src_scc, v2
v_max_f16 v5, src_lds_direct, v2
v_max_f16 v5, 0xfe0b, v2
v_max_f16 v5, 0x3456, v2
v_max_f16 v5, v1, v255
v_max_u16 v5, v1, v2
v_max_u16 v255, v1, v2
v_max_u16 v5, v255, v2
v_max_u16 v5, s1, v2
v_max_u16 v5, s101, v2
v_max_u16 v5, flat_scratch_lo, v2
v_max_u16 v5, flat_scratch_hi, v2
v_max_u16 v5, vcc_lo, v2
v_max_u16 v5, vcc_hi, v2
v_max_u16 v5, tba_lo, v2
v_max_u16 v5, tba_hi, v2
v_max_u16 v5, tma_lo, v2
v_max_u16 v5, tma_hi, v2
v_max_u16 v5, ttmp11, v2
v_max_u16 v5, m0, v2
v_max_u16 v5, exec_lo, v2
v_max_u16 v5, exec_hi, v2
v_max_u16 v5, 0, v2
v_max_u16 v5, -1, v2
v_max_u16 v5, 0.5, v2
v_max_u16 v5, -4.0, v2
v_max_u16 v5, src_vccz, v2
v_max_u16 v5, src_execz, v2
v_max_u16 v5, src_scc, v2
v_max_u16 v5, src_lds_direct, v2
v_max_u16 v5, 0xfe0b, v2
v_max_u16 v5, 0x3456, v2
v_max_u16 v5, v1, v255
v_addc_u32_dpp v5, vcc, v1, v2, vcc wave_rol:1 row_mask:0x0 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc wave_shr:1 row_mask:0x0 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc wave_ror:1 row_mask:0x0 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc row_shl:1 row_mask:0x0 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc row_shl:15 row_mask:0x0 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc row_shr:1 row_mask:0x0 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc row_shr:15 row_mask:0x0 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc row_ror:1 row_mask:0x0 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc row_ror:15 row_mask:0x0 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] bank_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_addc_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_addc_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_addc_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0
v_addc_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v255, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v255, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v255, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, sext(v1), v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_subb_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_subb_u32_sdwa v5, vcc, v1, sext(v2), vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v255, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v255, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v255, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_mirror row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_half_mirror row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_bcast:15 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_bcast:31 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc wave_shl:1 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc wave_rol:1 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc wave_shr:1 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc wave_ror:1 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_shl:1 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_shl:15 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_shr:1 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_shr:15 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_ror:1 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc row_ror:15 row_mask:0x0 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] bank_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0
v_subb_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v255, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v255, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v255, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, sext(v1), v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_subbrev_u32_sdwa v5, vcc, v1, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_subbrev_u32_sdwa v5, vcc, v1, sext(v2), vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_subbrev_u32_dpp v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
// offset 160000: the end of v_mul_hi_u32_u24's SDWA block, its DPP block, v_min_f32 SDWA and DPP, the start of v_max_f32 SDWA
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_mul_hi_u32_u24_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_mul_hi_u32_u24_sdwa v5, v1, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v255, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_mirror row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_half_mirror row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_shl:1 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_shl:15 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_shr:1 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_shr:15 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_ror:1 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 row_ror:15 row_mask:0x0 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] bank_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0
v_mul_hi_u32_u24_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v255, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v255, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_min_f32_sdwa v5, -v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, |v1|, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_min_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_min_f32_sdwa v5, v1, -v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_sdwa v5, v1, |v2| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v255, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_mirror row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_half_mirror row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_shl:1 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_shl:15 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_shr:1 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_shr:15 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_ror:1 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 row_ror:15 row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] bank_mask:0x0
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0
v_min_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_min_f32_dpp v5, -v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, |v1|, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, -v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_min_f32_dpp v5, v1, |v2| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_max_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_max_f32_sdwa v255, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_max_f32_sdwa v5, v255, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_max_f32_sdwa v5, v1, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_max_f32_sdwa v5, v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
// offset 320000: the end of v_add_f16's SDWA block, its DPP block, v_sub_f16 SDWA and most of its DPP block
v_add_f16_sdwa v5, v1, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_add_f16_sdwa v5, -v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, |v1|, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_add_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_add_f16_sdwa v5, v1, -v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v5, v1, |v2| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v255, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_mirror row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_half_mirror row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_shl:1 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_shl:15 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_shr:1 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_shr:15 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_ror:1 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 row_ror:15 row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] bank_mask:0x0
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0
v_add_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_add_f16_dpp v5, -v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, |v1|, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, -v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_add_f16_dpp v5, v1, |v2| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v255, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v255, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_sub_f16_sdwa v5, -v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, |v1|, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_sub_f16_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_sub_f16_sdwa v5, v1, -v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_sdwa v5, v1, |v2| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_sub_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v255, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_mirror row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_half_mirror row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_shl:1 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_shl:15 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_shr:1 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_shr:15 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_ror:1 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 row_ror:15 row_mask:0x0 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] bank_mask:0x0
v_sub_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_sub_f16_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
// Session 7 (coverage), offset 240000 (its page whole): the end of v_and_b32's SDWA block, its DPP block, v_or_b32 SDWA and DPP, the start of v_xor_b32 SDWA
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_and_b32_sdwa v5, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_and_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_and_b32_sdwa v5, v1, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v255, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_mirror row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_half_mirror row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_shl:1 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_shl:15 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_shr:1 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_shr:15 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_ror:1 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 row_ror:15 row_mask:0x0 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] bank_mask:0x0
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0
v_and_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v255, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v255, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_or_b32_sdwa v5, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_or_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_or_b32_sdwa v5, v1, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v255, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_mirror row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_half_mirror row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_shl:1 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_shl:15 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_shr:1 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_shr:15 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_ror:1 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 row_ror:15 row_mask:0x0 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] bank_mask:0x0
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0
v_or_b32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_xor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v255, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v255, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_xor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
// Session 7 (coverage), offset 64000 (its page whole): the end of v_mul_lo_u16, v_lshlrev_b16, v_lshrrev_b16, v_ashrrev_i16, v_max_f16, v_min_f16, v_max_u16, v_max_i16, v_min_u16, v_min_i16 (e32, every source kind), the start of v_ldexp_f16
v_mul_lo_u16 v5, src_scc, v2
v_mul_lo_u16 v5, src_lds_direct, v2
v_mul_lo_u16 v5, 0xfe0b, v2
v_mul_lo_u16 v5, 0x3456, v2
v_mul_lo_u16 v5, v1, v255
v_lshlrev_b16 v5, v1, v2
v_lshlrev_b16 v255, v1, v2
v_lshlrev_b16 v5, v255, v2
v_lshlrev_b16 v5, s1, v2
v_lshlrev_b16 v5, s101, v2
v_lshlrev_b16 v5, flat_scratch_lo, v2
v_lshlrev_b16 v5, flat_scratch_hi, v2
v_lshlrev_b16 v5, vcc_lo, v2
v_lshlrev_b16 v5, vcc_hi, v2
v_lshlrev_b16 v5, tba_lo, v2
v_lshlrev_b16 v5, tba_hi, v2
v_lshlrev_b16 v5, tma_lo, v2
v_lshlrev_b16 v5, tma_hi, v2
v_lshlrev_b16 v5, ttmp11, v2
v_lshlrev_b16 v5, m0, v2
v_lshlrev_b16 v5, exec_lo, v2
v_lshlrev_b16 v5, exec_hi, v2
v_lshlrev_b16 v5, 0, v2
v_lshlrev_b16 v5, -1, v2
v_lshlrev_b16 v5, 0.5, v2
v_lshlrev_b16 v5, -4.0, v2
v_lshlrev_b16 v5, src_vccz, v2
v_lshlrev_b16 v5, src_execz, v2
v_lshlrev_b16 v5, src_scc, v2
v_lshlrev_b16 v5, 0xfe0b, v2
v_lshlrev_b16 v5, 0x3456, v2
v_lshlrev_b16 v5, v1, v255
v_lshrrev_b16 v5, v1, v2
v_lshrrev_b16 v255, v1, v2
v_lshrrev_b16 v5, v255, v2
v_lshrrev_b16 v5, s1, v2
v_lshrrev_b16 v5, s101, v2
v_lshrrev_b16 v5, flat_scratch_lo, v2
v_lshrrev_b16 v5, flat_scratch_hi, v2
v_lshrrev_b16 v5, vcc_lo, v2
v_lshrrev_b16 v5, vcc_hi, v2
v_lshrrev_b16 v5, tba_lo, v2
v_lshrrev_b16 v5, tba_hi, v2
v_lshrrev_b16 v5, tma_lo, v2
v_lshrrev_b16 v5, tma_hi, v2
v_lshrrev_b16 v5, ttmp11, v2
v_lshrrev_b16 v5, m0, v2
v_lshrrev_b16 v5, exec_lo, v2
v_lshrrev_b16 v5, exec_hi, v2
v_lshrrev_b16 v5, 0, v2
v_lshrrev_b16 v5, -1, v2
v_lshrrev_b16 v5, 0.5, v2
v_lshrrev_b16 v5, -4.0, v2
v_lshrrev_b16 v5, src_vccz, v2
v_lshrrev_b16 v5, src_execz, v2
v_lshrrev_b16 v5, src_scc, v2
v_lshrrev_b16 v5, 0xfe0b, v2
v_lshrrev_b16 v5, 0x3456, v2
v_lshrrev_b16 v5, v1, v255
v_ashrrev_i16 v5, v1, v2
v_ashrrev_i16 v255, v1, v2
v_ashrrev_i16 v5, v255, v2
v_ashrrev_i16 v5, s1, v2
v_ashrrev_i16 v5, s101, v2
v_ashrrev_i16 v5, flat_scratch_lo, v2
v_ashrrev_i16 v5, flat_scratch_hi, v2
v_ashrrev_i16 v5, vcc_lo, v2
v_ashrrev_i16 v5, vcc_hi, v2
v_ashrrev_i16 v5, tba_lo, v2
v_ashrrev_i16 v5, tba_hi, v2
v_ashrrev_i16 v5, tma_lo, v2
v_ashrrev_i16 v5, tma_hi, v2
v_ashrrev_i16 v5, ttmp11, v2
v_ashrrev_i16 v5, m0, v2
v_ashrrev_i16 v5, exec_lo, v2
v_ashrrev_i16 v5, exec_hi, v2
v_ashrrev_i16 v5, 0, v2
v_ashrrev_i16 v5, -1, v2
v_ashrrev_i16 v5, 0.5, v2
v_ashrrev_i16 v5, -4.0, v2
v_ashrrev_i16 v5, src_vccz, v2
v_ashrrev_i16 v5, src_execz, v2
v_ashrrev_i16 v5, src_scc, v2
v_ashrrev_i16 v5, 0xfe0b, v2
v_ashrrev_i16 v5, 0x3456, v2
v_ashrrev_i16 v5, v1, v255
v_max_f16 v5, v1, v2
v_max_f16 v255, v1, v2
v_max_f16 v5, v255, v2
v_max_f16 v5, s1, v2
v_max_f16 v5, s101, v2
v_max_f16 v5, flat_scratch_lo, v2
v_max_f16 v5, flat_scratch_hi, v2
v_max_f16 v5, vcc_lo, v2
v_max_f16 v5, vcc_hi, v2
v_max_f16 v5, tba_lo, v2
v_max_f16 v5, tba_hi, v2
v_max_f16 v5, tma_lo, v2
v_max_f16 v5, tma_hi, v2
v_max_f16 v5, ttmp11, v2
v_max_f16 v5, m0, v2
v_max_f16 v5, exec_lo, v2
v_max_f16 v5, exec_hi, v2
v_max_f16 v5, 0, v2
v_max_f16 v5, -1, v2
v_max_f16 v5, 0.5, v2
v_max_f16 v5, -4.0, v2
v_max_f16 v5, src_vccz, v2
v_max_f16 v5, src_execz, v2
v_max_f16 v5, src_scc, v2
v_max_f16 v5, src_lds_direct, v2
v_max_f16 v5, 0xfe0b, v2
v_max_f16 v5, 0x3456, v2
v_max_f16 v5, v1, v255
v_min_f16 v5, v1, v2
v_min_f16 v255, v1, v2
v_min_f16 v5, v255, v2
v_min_f16 v5, s1, v2
v_min_f16 v5, s101, v2
v_min_f16 v5, flat_scratch_lo, v2
v_min_f16 v5, flat_scratch_hi, v2
v_min_f16 v5, vcc_lo, v2
v_min_f16 v5, vcc_hi, v2
v_min_f16 v5, tba_lo, v2
v_min_f16 v5, tba_hi, v2
v_min_f16 v5, tma_lo, v2
v_min_f16 v5, tma_hi, v2
v_min_f16 v5, ttmp11, v2
v_min_f16 v5, m0, v2
v_min_f16 v5, exec_lo, v2
v_min_f16 v5, exec_hi, v2
v_min_f16 v5, 0, v2
v_min_f16 v5, -1, v2
v_min_f16 v5, 0.5, v2
v_min_f16 v5, -4.0, v2
v_min_f16 v5, src_vccz, v2
v_min_f16 v5, src_execz, v2
v_min_f16 v5, src_scc, v2
v_min_f16 v5, src_lds_direct, v2
v_min_f16 v5, 0xfe0b, v2
v_min_f16 v5, 0x3456, v2
v_min_f16 v5, v1, v255
v_max_u16 v5, v1, v2
v_max_u16 v255, v1, v2
v_max_u16 v5, v255, v2
v_max_u16 v5, s1, v2
v_max_u16 v5, s101, v2
v_max_u16 v5, flat_scratch_lo, v2
v_max_u16 v5, flat_scratch_hi, v2
v_max_u16 v5, vcc_lo, v2
v_max_u16 v5, vcc_hi, v2
v_max_u16 v5, tba_lo, v2
v_max_u16 v5, tba_hi, v2
v_max_u16 v5, tma_lo, v2
v_max_u16 v5, tma_hi, v2
v_max_u16 v5, ttmp11, v2
v_max_u16 v5, m0, v2
v_max_u16 v5, exec_lo, v2
v_max_u16 v5, exec_hi, v2
v_max_u16 v5, 0, v2
v_max_u16 v5, -1, v2
v_max_u16 v5, 0.5, v2
v_max_u16 v5, -4.0, v2
v_max_u16 v5, src_vccz, v2
v_max_u16 v5, src_execz, v2
v_max_u16 v5, src_scc, v2
v_max_u16 v5, src_lds_direct, v2
v_max_u16 v5, 0xfe0b, v2
v_max_u16 v5, 0x3456, v2
v_max_u16 v5, v1, v255
v_max_i16 v5, v1, v2
v_max_i16 v255, v1, v2
v_max_i16 v5, v255, v2
v_max_i16 v5, s1, v2
v_max_i16 v5, s101, v2
v_max_i16 v5, flat_scratch_lo, v2
v_max_i16 v5, flat_scratch_hi, v2
v_max_i16 v5, vcc_lo, v2
v_max_i16 v5, vcc_hi, v2
v_max_i16 v5, tba_lo, v2
v_max_i16 v5, tba_hi, v2
v_max_i16 v5, tma_lo, v2
v_max_i16 v5, tma_hi, v2
v_max_i16 v5, ttmp11, v2
v_max_i16 v5, m0, v2
v_max_i16 v5, exec_lo, v2
v_max_i16 v5, exec_hi, v2
v_max_i16 v5, 0, v2
v_max_i16 v5, -1, v2
v_max_i16 v5, 0.5, v2
v_max_i16 v5, -4.0, v2
v_max_i16 v5, src_vccz, v2
v_max_i16 v5, src_execz, v2
v_max_i16 v5, src_scc, v2
v_max_i16 v5, src_lds_direct, v2
v_max_i16 v5, 0xfe0b, v2
v_max_i16 v5, 0x3456, v2
v_max_i16 v5, v1, v255
v_min_u16 v5, v1, v2
v_min_u16 v255, v1, v2
v_min_u16 v5, v255, v2
v_min_u16 v5, s1, v2
v_min_u16 v5, s101, v2
v_min_u16 v5, flat_scratch_lo, v2
v_min_u16 v5, flat_scratch_hi, v2
v_min_u16 v5, vcc_lo, v2
v_min_u16 v5, vcc_hi, v2
v_min_u16 v5, tba_lo, v2
v_min_u16 v5, tba_hi, v2
v_min_u16 v5, tma_lo, v2
v_min_u16 v5, tma_hi, v2
v_min_u16 v5, ttmp11, v2
v_min_u16 v5, m0, v2
v_min_u16 v5, exec_lo, v2
v_min_u16 v5, exec_hi, v2
v_min_u16 v5, 0, v2
v_min_u16 v5, -1, v2
v_min_u16 v5, 0.5, v2
v_min_u16 v5, -4.0, v2
v_min_u16 v5, src_vccz, v2
v_min_u16 v5, src_execz, v2
v_min_u16 v5, src_scc, v2
v_min_u16 v5, src_lds_direct, v2
v_min_u16 v5, 0xfe0b, v2
v_min_u16 v5, 0x3456, v2
v_min_u16 v5, v1, v255
v_min_i16 v5, v1, v2
v_min_i16 v255, v1, v2
v_min_i16 v5, v255, v2
v_min_i16 v5, s1, v2
v_min_i16 v5, s101, v2
v_min_i16 v5, flat_scratch_lo, v2
v_min_i16 v5, flat_scratch_hi, v2
v_min_i16 v5, vcc_lo, v2
v_min_i16 v5, vcc_hi, v2
v_min_i16 v5, tba_lo, v2
v_min_i16 v5, tba_hi, v2
v_min_i16 v5, tma_lo, v2
v_min_i16 v5, tma_hi, v2
v_min_i16 v5, ttmp11, v2
v_min_i16 v5, m0, v2
v_min_i16 v5, exec_lo, v2
v_min_i16 v5, exec_hi, v2
v_min_i16 v5, 0, v2
v_min_i16 v5, -1, v2
v_min_i16 v5, 0.5, v2
v_min_i16 v5, -4.0, v2
v_min_i16 v5, src_vccz, v2
v_min_i16 v5, src_execz, v2
v_min_i16 v5, src_scc, v2
v_min_i16 v5, src_lds_direct, v2
v_min_i16 v5, 0xfe0b, v2
v_min_i16 v5, 0x3456, v2
v_min_i16 v5, v1, v255
v_ldexp_f16 v5, v1, v2
v_ldexp_f16 v255, v1, v2
v_ldexp_f16 v5, v255, v2
v_ldexp_f16 v5, s1, v2
v_ldexp_f16 v5, s101, v2
// Session 7 (coverage), offset 32000 (its page whole): the end of v_and_b32, v_or_b32, v_xor_b32, v_mac_f32, v_madmk_f32, v_madak_f32, v_add_u32, v_sub_u32, v_subrev_u32, v_addc_u32, v_subb_u32, v_subbrev_u32 (e32), the start of v_add_f16
v_and_b32 v5, flat_scratch_hi, v2
v_and_b32 v5, vcc_lo, v2
v_and_b32 v5, vcc_hi, v2
v_and_b32 v5, tba_lo, v2
v_and_b32 v5, tba_hi, v2
v_and_b32 v5, tma_lo, v2
v_and_b32 v5, tma_hi, v2
v_and_b32 v5, ttmp11, v2
v_and_b32 v5, m0, v2
v_and_b32 v5, exec_lo, v2
v_and_b32 v5, exec_hi, v2
v_and_b32 v5, 0, v2
v_and_b32 v5, -1, v2
v_and_b32 v5, 0.5, v2
v_and_b32 v5, -4.0, v2
v_and_b32 v5, src_vccz, v2
v_and_b32 v5, src_execz, v2
v_and_b32 v5, src_scc, v2
v_and_b32 v5, src_lds_direct, v2
v_and_b32 v5, 0xaf123456, v2
v_and_b32 v5, 0x3f717273, v2
v_and_b32 v5, v1, v255
v_or_b32 v5, v1, v2
v_or_b32 v255, v1, v2
v_or_b32 v5, v255, v2
v_or_b32 v5, s1, v2
v_or_b32 v5, s101, v2
v_or_b32 v5, flat_scratch_lo, v2
v_or_b32 v5, flat_scratch_hi, v2
v_or_b32 v5, vcc_lo, v2
v_or_b32 v5, vcc_hi, v2
v_or_b32 v5, tba_lo, v2
v_or_b32 v5, tba_hi, v2
v_or_b32 v5, tma_lo, v2
v_or_b32 v5, tma_hi, v2
v_or_b32 v5, ttmp11, v2
v_or_b32 v5, m0, v2
v_or_b32 v5, exec_lo, v2
v_or_b32 v5, exec_hi, v2
v_or_b32 v5, 0, v2
v_or_b32 v5, -1, v2
v_or_b32 v5, 0.5, v2
v_or_b32 v5, -4.0, v2
v_or_b32 v5, src_vccz, v2
v_or_b32 v5, src_execz, v2
v_or_b32 v5, src_scc, v2
v_or_b32 v5, src_lds_direct, v2
v_or_b32 v5, 0xaf123456, v2
v_or_b32 v5, 0x3f717273, v2
v_or_b32 v5, v1, v255
v_xor_b32 v5, v1, v2
v_xor_b32 v255, v1, v2
v_xor_b32 v5, v255, v2
v_xor_b32 v5, s1, v2
v_xor_b32 v5, s101, v2
v_xor_b32 v5, flat_scratch_lo, v2
v_xor_b32 v5, flat_scratch_hi, v2
v_xor_b32 v5, vcc_lo, v2
v_xor_b32 v5, vcc_hi, v2
v_xor_b32 v5, tba_lo, v2
v_xor_b32 v5, tba_hi, v2
v_xor_b32 v5, tma_lo, v2
v_xor_b32 v5, tma_hi, v2
v_xor_b32 v5, ttmp11, v2
v_xor_b32 v5, m0, v2
v_xor_b32 v5, exec_lo, v2
v_xor_b32 v5, exec_hi, v2
v_xor_b32 v5, 0, v2
v_xor_b32 v5, -1, v2
v_xor_b32 v5, 0.5, v2
v_xor_b32 v5, -4.0, v2
v_xor_b32 v5, src_vccz, v2
v_xor_b32 v5, src_execz, v2
v_xor_b32 v5, src_scc, v2
v_xor_b32 v5, src_lds_direct, v2
v_xor_b32 v5, 0xaf123456, v2
v_xor_b32 v5, 0x3f717273, v2
v_xor_b32 v5, v1, v255
v_mac_f32 v5, v1, v2
v_mac_f32 v255, v1, v2
v_mac_f32 v5, v255, v2
v_mac_f32 v5, s1, v2
v_mac_f32 v5, s101, v2
v_mac_f32 v5, flat_scratch_lo, v2
v_mac_f32 v5, flat_scratch_hi, v2
v_mac_f32 v5, vcc_lo, v2
v_mac_f32 v5, vcc_hi, v2
v_mac_f32 v5, tba_lo, v2
v_mac_f32 v5, tba_hi, v2
v_mac_f32 v5, tma_lo, v2
v_mac_f32 v5, tma_hi, v2
v_mac_f32 v5, ttmp11, v2
v_mac_f32 v5, m0, v2
v_mac_f32 v5, exec_lo, v2
v_mac_f32 v5, exec_hi, v2
v_mac_f32 v5, 0, v2
v_mac_f32 v5, -1, v2
v_mac_f32 v5, 0.5, v2
v_mac_f32 v5, -4.0, v2
v_mac_f32 v5, src_vccz, v2
v_mac_f32 v5, src_execz, v2
v_mac_f32 v5, src_scc, v2
v_mac_f32 v5, src_lds_direct, v2
v_mac_f32 v5, 0xaf123456, v2
v_mac_f32 v5, 0x3f717273, v2
v_mac_f32 v5, v1, v255
v_madmk_f32 v5, v1, 0x11213141, v3
v_madmk_f32 v255, v1, 0x11213141, v3
v_madmk_f32 v5, v255, 0x11213141, v3
v_madmk_f32 v5, 0, 0x11213141, v3
v_madmk_f32 v5, -1, 0x11213141, v3
v_madmk_f32 v5, 0.5, 0x11213141, v3
v_madmk_f32 v5, -4.0, 0x11213141, v3
v_madmk_f32 v5, src_lds_direct, 0x11213141, v3
v_madmk_f32 v5, v1, 0xa1b1c1d1, v3
v_madmk_f32 v5, v1, 0x11213141, v255
v_madak_f32 v5, v1, v2, 0x11213141
v_madak_f32 v255, v1, v2, 0x11213141
v_madak_f32 v5, v255, v2, 0x11213141
v_madak_f32 v5, 0, v2, 0x11213141
v_madak_f32 v5, -1, v2, 0x11213141
v_madak_f32 v5, 0.5, v2, 0x11213141
v_madak_f32 v5, -4.0, v2, 0x11213141
v_madak_f32 v5, src_lds_direct, v2, 0x11213141
v_madak_f32 v5, v1, v255, 0x11213141
v_madak_f32 v5, v1, v2, 0xa1b1c1d1
v_add_u32 v5, vcc, v1, v2
v_add_u32 v255, vcc, v1, v2
v_add_u32 v5, vcc, v255, v2
v_add_u32 v5, vcc, s1, v2
v_add_u32 v5, vcc, s101, v2
v_add_u32 v5, vcc, flat_scratch_lo, v2
v_add_u32 v5, vcc, flat_scratch_hi, v2
v_add_u32 v5, vcc, vcc_lo, v2
v_add_u32 v5, vcc, vcc_hi, v2
v_add_u32 v5, vcc, tba_lo, v2
v_add_u32 v5, vcc, tba_hi, v2
v_add_u32 v5, vcc, tma_lo, v2
v_add_u32 v5, vcc, tma_hi, v2
v_add_u32 v5, vcc, ttmp11, v2
v_add_u32 v5, vcc, m0, v2
v_add_u32 v5, vcc, exec_lo, v2
v_add_u32 v5, vcc, exec_hi, v2
v_add_u32 v5, vcc, 0, v2
v_add_u32 v5, vcc, -1, v2
v_add_u32 v5, vcc, 0.5, v2
v_add_u32 v5, vcc, -4.0, v2
v_add_u32 v5, vcc, src_vccz, v2
v_add_u32 v5, vcc, src_execz, v2
v_add_u32 v5, vcc, src_scc, v2
v_add_u32 v5, vcc, src_lds_direct, v2
v_add_u32 v5, vcc, 0xaf123456, v2
v_add_u32 v5, vcc, 0x3f717273, v2
v_add_u32 v5, vcc, v1, v255
v_sub_u32 v5, vcc, v1, v2
v_sub_u32 v255, vcc, v1, v2
v_sub_u32 v5, vcc, v255, v2
v_sub_u32 v5, vcc, s1, v2
v_sub_u32 v5, vcc, s101, v2
v_sub_u32 v5, vcc, flat_scratch_lo, v2
v_sub_u32 v5, vcc, flat_scratch_hi, v2
v_sub_u32 v5, vcc, vcc_lo, v2
v_sub_u32 v5, vcc, vcc_hi, v2
v_sub_u32 v5, vcc, tba_lo, v2
v_sub_u32 v5, vcc, tba_hi, v2
v_sub_u32 v5, vcc, tma_lo, v2
v_sub_u32 v5, vcc, tma_hi, v2
v_sub_u32 v5, vcc, ttmp11, v2
v_sub_u32 v5, vcc, m0, v2
v_sub_u32 v5, vcc, exec_lo, v2
v_sub_u32 v5, vcc, exec_hi, v2
v_sub_u32 v5, vcc, 0, v2
v_sub_u32 v5, vcc, -1, v2
v_sub_u32 v5, vcc, 0.5, v2
v_sub_u32 v5, vcc, -4.0, v2
v_sub_u32 v5, vcc, src_vccz, v2
v_sub_u32 v5, vcc, src_execz, v2
v_sub_u32 v5, vcc, src_scc, v2
v_sub_u32 v5, vcc, src_lds_direct, v2
v_sub_u32 v5, vcc, 0xaf123456, v2
v_sub_u32 v5, vcc, 0x3f717273, v2
v_sub_u32 v5, vcc, v1, v255
v_subrev_u32 v5, vcc, v1, v2
v_subrev_u32 v255, vcc, v1, v2
v_subrev_u32 v5, vcc, v255, v2
v_subrev_u32 v5, vcc, s1, v2
v_subrev_u32 v5, vcc, s101, v2
v_subrev_u32 v5, vcc, flat_scratch_lo, v2
v_subrev_u32 v5, vcc, flat_scratch_hi, v2
v_subrev_u32 v5, vcc, vcc_lo, v2
v_subrev_u32 v5, vcc, vcc_hi, v2
v_subrev_u32 v5, vcc, tba_lo, v2
v_subrev_u32 v5, vcc, tba_hi, v2
v_subrev_u32 v5, vcc, tma_lo, v2
v_subrev_u32 v5, vcc, tma_hi, v2
v_subrev_u32 v5, vcc, ttmp11, v2
v_subrev_u32 v5, vcc, m0, v2
v_subrev_u32 v5, vcc, exec_lo, v2
v_subrev_u32 v5, vcc, exec_hi, v2
v_subrev_u32 v5, vcc, 0, v2
v_subrev_u32 v5, vcc, -1, v2
v_subrev_u32 v5, vcc, 0.5, v2
v_subrev_u32 v5, vcc, -4.0, v2
v_subrev_u32 v5, vcc, src_vccz, v2
v_subrev_u32 v5, vcc, src_execz, v2
v_subrev_u32 v5, vcc, src_scc, v2
v_subrev_u32 v5, vcc, 0xaf123456, v2
v_subrev_u32 v5, vcc, 0x3f717273, v2
v_subrev_u32 v5, vcc, v1, v255
v_addc_u32 v5, vcc, v1, v2, vcc
v_addc_u32 v255, vcc, v1, v2, vcc
v_addc_u32 v5, vcc, v255, v2, vcc
v_addc_u32 v5, vcc, 0, v2, vcc
v_addc_u32 v5, vcc, -1, v2, vcc
v_addc_u32 v5, vcc, 0.5, v2, vcc
v_addc_u32 v5, vcc, -4.0, v2, vcc
v_addc_u32 v5, vcc, src_lds_direct, v2, vcc
v_addc_u32 v5, vcc, v1, v255, vcc
v_subb_u32 v5, vcc, v1, v2, vcc
v_subb_u32 v255, vcc, v1, v2, vcc
v_subb_u32 v5, vcc, v255, v2, vcc
v_subb_u32 v5, vcc, 0, v2, vcc
v_subb_u32 v5, vcc, -1, v2, vcc
v_subb_u32 v5, vcc, 0.5, v2, vcc
v_subb_u32 v5, vcc, -4.0, v2, vcc
v_subb_u32 v5, vcc, src_lds_direct, v2, vcc
v_subb_u32 v5, vcc, v1, v255, vcc
v_subbrev_u32 v5, vcc, v1, v2, vcc
v_subbrev_u32 v255, vcc, v1, v2, vcc
v_subbrev_u32 v5, vcc, v255, v2, vcc
v_subbrev_u32 v5, vcc, 0, v2, vcc
v_subbrev_u32 v5, vcc, -1, v2, vcc
v_subbrev_u32 v5, vcc, 0.5, v2, vcc
v_subbrev_u32 v5, vcc, -4.0, v2, vcc
v_subbrev_u32 v5, vcc, v1, v255, vcc
v_add_f16 v5, v1, v2
v_add_f16 v255, v1, v2
v_add_f16 v5, v255, v2
v_add_f16 v5, s1, v2
v_add_f16 v5, s101, v2
v_add_f16 v5, flat_scratch_lo, v2
v_add_f16 v5, flat_scratch_hi, v2
v_add_f16 v5, vcc_lo, v2
v_add_f16 v5, vcc_hi, v2
v_add_f16 v5, tba_lo, v2
v_add_f16 v5, tba_hi, v2
