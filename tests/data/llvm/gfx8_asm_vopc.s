// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_vopc.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 94132fc13f1a: two pages (v_cmp/v_cmpx_class_f32/f64/f16, v_cmp_f/lt/eq_f16
// and the start of v_cmp_le_f16, each source kind once; the SDWA blocks of v_cmpx_lt_i32 (its end)
// .. v_cmpx_f_u32 (its start), at offset 600000); the rest of the file repeats these operand
// forms for the other comparisons; RUN/CHECK lines removed. Expected results are never taken from
// here: tests/test_llvm_cases.py asks the live llvm-mc 22.
// Session 6: the pages at one third and two thirds of the file, offsets 208000 and 416000, each whole;
// now 4 of its 40 pages of 16,000 characters, 10% of the file. Each added part is
// headed by its offset.
// Session 7 (coverage): the page at offset 496000, whole (read to learn and prove tests/llvm_templates.py);
// now 5 of its 40 pages of 16,000 characters, 13% of the file. Each added part is headed by its offset.
v_cmp_class_f32 vcc, v1, v2
v_cmp_class_f32 vcc, v255, v2
v_cmp_class_f32 vcc, s1, v2
v_cmp_class_f32 vcc, s101, v2
v_cmp_class_f32 vcc, flat_scratch_lo, v2
v_cmp_class_f32 vcc, flat_scratch_hi, v2
v_cmp_class_f32 vcc, vcc_lo, v2
v_cmp_class_f32 vcc, vcc_hi, v2
v_cmp_class_f32 vcc, tba_lo, v2
v_cmp_class_f32 vcc, tba_hi, v2
v_cmp_class_f32 vcc, tma_lo, v2
v_cmp_class_f32 vcc, tma_hi, v2
v_cmp_class_f32 vcc, ttmp11, v2
v_cmp_class_f32 vcc, m0, v2
v_cmp_class_f32 vcc, exec_lo, v2
v_cmp_class_f32 vcc, exec_hi, v2
v_cmp_class_f32 vcc, 0, v2
v_cmp_class_f32 vcc, -1, v2
v_cmp_class_f32 vcc, 0.5, v2
v_cmp_class_f32 vcc, -4.0, v2
v_cmp_class_f32 vcc, src_vccz, v2
v_cmp_class_f32 vcc, src_execz, v2
v_cmp_class_f32 vcc, src_scc, v2
v_cmp_class_f32 vcc, src_lds_direct, v2
v_cmp_class_f32 vcc, 0xaf123456, v2
v_cmp_class_f32 vcc, 0x3f717273, v2
v_cmp_class_f32 vcc, v1, v255
v_cmpx_class_f32 vcc, v1, v2
v_cmpx_class_f32 vcc, v255, v2
v_cmpx_class_f32 vcc, s1, v2
v_cmpx_class_f32 vcc, s101, v2
v_cmpx_class_f32 vcc, flat_scratch_lo, v2
v_cmpx_class_f32 vcc, flat_scratch_hi, v2
v_cmpx_class_f32 vcc, vcc_lo, v2
v_cmpx_class_f32 vcc, vcc_hi, v2
v_cmpx_class_f32 vcc, tba_lo, v2
v_cmpx_class_f32 vcc, tba_hi, v2
v_cmpx_class_f32 vcc, tma_lo, v2
v_cmpx_class_f32 vcc, tma_hi, v2
v_cmpx_class_f32 vcc, ttmp11, v2
v_cmpx_class_f32 vcc, m0, v2
v_cmpx_class_f32 vcc, exec_lo, v2
v_cmpx_class_f32 vcc, exec_hi, v2
v_cmpx_class_f32 vcc, 0, v2
v_cmpx_class_f32 vcc, -1, v2
v_cmpx_class_f32 vcc, 0.5, v2
v_cmpx_class_f32 vcc, -4.0, v2
v_cmpx_class_f32 vcc, src_vccz, v2
v_cmpx_class_f32 vcc, src_execz, v2
v_cmpx_class_f32 vcc, src_scc, v2
v_cmpx_class_f32 vcc, src_lds_direct, v2
v_cmpx_class_f32 vcc, 0xaf123456, v2
v_cmpx_class_f32 vcc, 0x3f717273, v2
v_cmpx_class_f32 vcc, v1, v255
v_cmp_class_f64 vcc, v[1:2], v2
v_cmp_class_f64 vcc, v[254:255], v2
v_cmp_class_f64 vcc, s[2:3], v2
v_cmp_class_f64 vcc, s[4:5], v2
v_cmp_class_f64 vcc, s[100:101], v2
v_cmp_class_f64 vcc, flat_scratch, v2
v_cmp_class_f64 vcc, vcc, v2
v_cmp_class_f64 vcc, tba, v2
v_cmp_class_f64 vcc, tma, v2
v_cmp_class_f64 vcc, ttmp[10:11], v2
v_cmp_class_f64 vcc, exec, v2
v_cmp_class_f64 vcc, 0, v2
v_cmp_class_f64 vcc, -1, v2
v_cmp_class_f64 vcc, 0.5, v2
v_cmp_class_f64 vcc, -4.0, v2
v_cmp_class_f64 vcc, src_vccz, v2
v_cmp_class_f64 vcc, src_execz, v2
v_cmp_class_f64 vcc, src_scc, v2
v_cmp_class_f64 vcc, 0xaf123456, v2
v_cmp_class_f64 vcc, 0x3f717273, v2
v_cmp_class_f64 vcc, v[1:2], v255
v_cmpx_class_f64 vcc, v[1:2], v2
v_cmpx_class_f64 vcc, v[254:255], v2
v_cmpx_class_f64 vcc, s[2:3], v2
v_cmpx_class_f64 vcc, s[4:5], v2
v_cmpx_class_f64 vcc, s[100:101], v2
v_cmpx_class_f64 vcc, flat_scratch, v2
v_cmpx_class_f64 vcc, vcc, v2
v_cmpx_class_f64 vcc, tba, v2
v_cmpx_class_f64 vcc, tma, v2
v_cmpx_class_f64 vcc, ttmp[10:11], v2
v_cmpx_class_f64 vcc, exec, v2
v_cmpx_class_f64 vcc, 0, v2
v_cmpx_class_f64 vcc, -1, v2
v_cmpx_class_f64 vcc, 0.5, v2
v_cmpx_class_f64 vcc, -4.0, v2
v_cmpx_class_f64 vcc, src_vccz, v2
v_cmpx_class_f64 vcc, src_execz, v2
v_cmpx_class_f64 vcc, src_scc, v2
v_cmpx_class_f64 vcc, 0xaf123456, v2
v_cmpx_class_f64 vcc, 0x3f717273, v2
v_cmpx_class_f64 vcc, v[1:2], v255
v_cmp_class_f16 vcc, v1, v2
v_cmp_class_f16 vcc, v255, v2
v_cmp_class_f16 vcc, s1, v2
v_cmp_class_f16 vcc, s101, v2
v_cmp_class_f16 vcc, flat_scratch_lo, v2
v_cmp_class_f16 vcc, flat_scratch_hi, v2
v_cmp_class_f16 vcc, vcc_lo, v2
v_cmp_class_f16 vcc, vcc_hi, v2
v_cmp_class_f16 vcc, tba_lo, v2
v_cmp_class_f16 vcc, tba_hi, v2
v_cmp_class_f16 vcc, tma_lo, v2
v_cmp_class_f16 vcc, tma_hi, v2
v_cmp_class_f16 vcc, ttmp11, v2
v_cmp_class_f16 vcc, m0, v2
v_cmp_class_f16 vcc, exec_lo, v2
v_cmp_class_f16 vcc, exec_hi, v2
v_cmp_class_f16 vcc, 0, v2
v_cmp_class_f16 vcc, -1, v2
v_cmp_class_f16 vcc, 0.5, v2
v_cmp_class_f16 vcc, -4.0, v2
v_cmp_class_f16 vcc, src_vccz, v2
v_cmp_class_f16 vcc, src_execz, v2
v_cmp_class_f16 vcc, src_scc, v2
v_cmp_class_f16 vcc, src_lds_direct, v2
v_cmp_class_f16 vcc, 0xfe0b, v2
v_cmp_class_f16 vcc, 0x3456, v2
v_cmp_class_f16 vcc, v1, v255
v_cmpx_class_f16 vcc, v1, v2
v_cmpx_class_f16 vcc, v255, v2
v_cmpx_class_f16 vcc, s1, v2
v_cmpx_class_f16 vcc, s101, v2
v_cmpx_class_f16 vcc, flat_scratch_lo, v2
v_cmpx_class_f16 vcc, flat_scratch_hi, v2
v_cmpx_class_f16 vcc, vcc_lo, v2
v_cmpx_class_f16 vcc, vcc_hi, v2
v_cmpx_class_f16 vcc, tba_lo, v2
v_cmpx_class_f16 vcc, tba_hi, v2
v_cmpx_class_f16 vcc, tma_lo, v2
v_cmpx_class_f16 vcc, tma_hi, v2
v_cmpx_class_f16 vcc, ttmp11, v2
v_cmpx_class_f16 vcc, m0, v2
v_cmpx_class_f16 vcc, exec_lo, v2
v_cmpx_class_f16 vcc, exec_hi, v2
v_cmpx_class_f16 vcc, 0, v2
v_cmpx_class_f16 vcc, -1, v2
v_cmpx_class_f16 vcc, 0.5, v2
v_cmpx_class_f16 vcc, -4.0, v2
v_cmpx_class_f16 vcc, src_vccz, v2
v_cmpx_class_f16 vcc, src_execz, v2
v_cmpx_class_f16 vcc, src_scc, v2
v_cmpx_class_f16 vcc, src_lds_direct, v2
v_cmpx_class_f16 vcc, 0xfe0b, v2
v_cmpx_class_f16 vcc, 0x3456, v2
v_cmpx_class_f16 vcc, v1, v255
v_cmp_f_f16 vcc, v1, v2
v_cmp_f_f16 vcc, v255, v2
v_cmp_f_f16 vcc, s1, v2
v_cmp_f_f16 vcc, s101, v2
v_cmp_f_f16 vcc, flat_scratch_lo, v2
v_cmp_f_f16 vcc, flat_scratch_hi, v2
v_cmp_f_f16 vcc, vcc_lo, v2
v_cmp_f_f16 vcc, vcc_hi, v2
v_cmp_f_f16 vcc, tba_lo, v2
v_cmp_f_f16 vcc, tba_hi, v2
v_cmp_f_f16 vcc, tma_lo, v2
v_cmp_f_f16 vcc, tma_hi, v2
v_cmp_f_f16 vcc, ttmp11, v2
v_cmp_f_f16 vcc, m0, v2
v_cmp_f_f16 vcc, exec_lo, v2
v_cmp_f_f16 vcc, exec_hi, v2
v_cmp_f_f16 vcc, 0, v2
v_cmp_f_f16 vcc, -1, v2
v_cmp_f_f16 vcc, 0.5, v2
v_cmp_f_f16 vcc, -4.0, v2
v_cmp_f_f16 vcc, src_vccz, v2
v_cmp_f_f16 vcc, src_execz, v2
v_cmp_f_f16 vcc, src_scc, v2
v_cmp_f_f16 vcc, src_lds_direct, v2
v_cmp_f_f16 vcc, 0xfe0b, v2
v_cmp_f_f16 vcc, 0x3456, v2
v_cmp_f_f16 vcc, v1, v255
v_cmp_lt_f16 vcc, v1, v2
v_cmp_lt_f16 vcc, v255, v2
v_cmp_lt_f16 vcc, s1, v2
v_cmp_lt_f16 vcc, s101, v2
v_cmp_lt_f16 vcc, flat_scratch_lo, v2
v_cmp_lt_f16 vcc, flat_scratch_hi, v2
v_cmp_lt_f16 vcc, vcc_lo, v2
v_cmp_lt_f16 vcc, vcc_hi, v2
v_cmp_lt_f16 vcc, tba_lo, v2
v_cmp_lt_f16 vcc, tba_hi, v2
v_cmp_lt_f16 vcc, tma_lo, v2
v_cmp_lt_f16 vcc, tma_hi, v2
v_cmp_lt_f16 vcc, ttmp11, v2
v_cmp_lt_f16 vcc, m0, v2
v_cmp_lt_f16 vcc, exec_lo, v2
v_cmp_lt_f16 vcc, exec_hi, v2
v_cmp_lt_f16 vcc, 0, v2
v_cmp_lt_f16 vcc, -1, v2
v_cmp_lt_f16 vcc, 0.5, v2
v_cmp_lt_f16 vcc, -4.0, v2
v_cmp_lt_f16 vcc, src_vccz, v2
v_cmp_lt_f16 vcc, src_execz, v2
v_cmp_lt_f16 vcc, src_scc, v2
v_cmp_lt_f16 vcc, src_lds_direct, v2
v_cmp_lt_f16 vcc, 0xfe0b, v2
v_cmp_lt_f16 vcc, 0x3456, v2
v_cmp_lt_f16 vcc, v1, v255
v_cmp_eq_f16 vcc, v1, v2
v_cmp_eq_f16 vcc, v255, v2
v_cmp_eq_f16 vcc, s1, v2
v_cmp_eq_f16 vcc, s101, v2
v_cmp_eq_f16 vcc, flat_scratch_lo, v2
v_cmp_eq_f16 vcc, flat_scratch_hi, v2
v_cmp_eq_f16 vcc, vcc_lo, v2
v_cmp_eq_f16 vcc, vcc_hi, v2
v_cmp_eq_f16 vcc, tba_lo, v2
v_cmp_eq_f16 vcc, tba_hi, v2
v_cmp_eq_f16 vcc, tma_lo, v2
v_cmp_eq_f16 vcc, tma_hi, v2
v_cmp_eq_f16 vcc, ttmp11, v2
v_cmp_eq_f16 vcc, m0, v2
v_cmp_eq_f16 vcc, exec_lo, v2
v_cmp_eq_f16 vcc, exec_hi, v2
v_cmp_eq_f16 vcc, 0, v2
v_cmp_eq_f16 vcc, -1, v2
v_cmp_eq_f16 vcc, 0.5, v2
v_cmp_eq_f16 vcc, -4.0, v2
v_cmp_eq_f16 vcc, src_vccz, v2
v_cmp_eq_f16 vcc, src_execz, v2
v_cmp_eq_f16 vcc, src_scc, v2
v_cmp_eq_f16 vcc, src_lds_direct, v2
v_cmp_eq_f16 vcc, 0xfe0b, v2
v_cmp_eq_f16 vcc, 0x3456, v2
v_cmp_eq_f16 vcc, v1, v255
v_cmp_le_f16 vcc, v1, v2
v_cmp_le_f16 vcc, v255, v2
v_cmp_le_f16 vcc, s1, v2
v_cmp_le_f16 vcc, s101, v2
v_cmp_le_f16 vcc, flat_scratch_lo, v2
v_cmp_le_f16 vcc, flat_scratch_hi, v2
v_cmp_le_f16 vcc, vcc_lo, v2
v_cmp_le_f16 vcc, vcc_hi, v2
v_cmp_le_f16 vcc, tba_lo, v2
v_cmp_le_f16 vcc, tba_hi, v2
v_cmp_le_f16 vcc, tma_lo, v2
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_lt_i32_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_lt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_lt_i32_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_eq_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_eq_i32_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_le_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_le_i32_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_gt_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_gt_i32_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_ne_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_ne_i32_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_ge_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_ge_i32_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_t_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_t_i32_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_f_u32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
// offset 208000: the end of v_cmpx_t_i16, v_cmpx_f/lt/eq/le/gt/ne/ge/t_u16 (e32, every source kind), the start of v_cmp_f_i32
v_cmpx_t_i16 vcc, vcc_hi, v2
v_cmpx_t_i16 vcc, tba_lo, v2
v_cmpx_t_i16 vcc, tba_hi, v2
v_cmpx_t_i16 vcc, tma_lo, v2
v_cmpx_t_i16 vcc, tma_hi, v2
v_cmpx_t_i16 vcc, ttmp11, v2
v_cmpx_t_i16 vcc, m0, v2
v_cmpx_t_i16 vcc, exec_lo, v2
v_cmpx_t_i16 vcc, exec_hi, v2
v_cmpx_t_i16 vcc, 0, v2
v_cmpx_t_i16 vcc, -1, v2
v_cmpx_t_i16 vcc, 0.5, v2
v_cmpx_t_i16 vcc, -4.0, v2
v_cmpx_t_i16 vcc, src_vccz, v2
v_cmpx_t_i16 vcc, src_execz, v2
v_cmpx_t_i16 vcc, src_scc, v2
v_cmpx_t_i16 vcc, src_lds_direct, v2
v_cmpx_t_i16 vcc, 0xfe0b, v2
v_cmpx_t_i16 vcc, 0x3456, v2
v_cmpx_t_i16 vcc, v1, v255
v_cmpx_f_u16 vcc, v1, v2
v_cmpx_f_u16 vcc, v255, v2
v_cmpx_f_u16 vcc, s1, v2
v_cmpx_f_u16 vcc, s101, v2
v_cmpx_f_u16 vcc, flat_scratch_lo, v2
v_cmpx_f_u16 vcc, flat_scratch_hi, v2
v_cmpx_f_u16 vcc, vcc_lo, v2
v_cmpx_f_u16 vcc, vcc_hi, v2
v_cmpx_f_u16 vcc, tba_lo, v2
v_cmpx_f_u16 vcc, tba_hi, v2
v_cmpx_f_u16 vcc, tma_lo, v2
v_cmpx_f_u16 vcc, tma_hi, v2
v_cmpx_f_u16 vcc, ttmp11, v2
v_cmpx_f_u16 vcc, m0, v2
v_cmpx_f_u16 vcc, exec_lo, v2
v_cmpx_f_u16 vcc, exec_hi, v2
v_cmpx_f_u16 vcc, 0, v2
v_cmpx_f_u16 vcc, -1, v2
v_cmpx_f_u16 vcc, 0.5, v2
v_cmpx_f_u16 vcc, -4.0, v2
v_cmpx_f_u16 vcc, src_vccz, v2
v_cmpx_f_u16 vcc, src_execz, v2
v_cmpx_f_u16 vcc, src_scc, v2
v_cmpx_f_u16 vcc, src_lds_direct, v2
v_cmpx_f_u16 vcc, 0xfe0b, v2
v_cmpx_f_u16 vcc, 0x3456, v2
v_cmpx_f_u16 vcc, v1, v255
v_cmpx_lt_u16 vcc, v1, v2
v_cmpx_lt_u16 vcc, v255, v2
v_cmpx_lt_u16 vcc, s1, v2
v_cmpx_lt_u16 vcc, s101, v2
v_cmpx_lt_u16 vcc, flat_scratch_lo, v2
v_cmpx_lt_u16 vcc, flat_scratch_hi, v2
v_cmpx_lt_u16 vcc, vcc_lo, v2
v_cmpx_lt_u16 vcc, vcc_hi, v2
v_cmpx_lt_u16 vcc, tba_lo, v2
v_cmpx_lt_u16 vcc, tba_hi, v2
v_cmpx_lt_u16 vcc, tma_lo, v2
v_cmpx_lt_u16 vcc, tma_hi, v2
v_cmpx_lt_u16 vcc, ttmp11, v2
v_cmpx_lt_u16 vcc, m0, v2
v_cmpx_lt_u16 vcc, exec_lo, v2
v_cmpx_lt_u16 vcc, exec_hi, v2
v_cmpx_lt_u16 vcc, 0, v2
v_cmpx_lt_u16 vcc, -1, v2
v_cmpx_lt_u16 vcc, 0.5, v2
v_cmpx_lt_u16 vcc, -4.0, v2
v_cmpx_lt_u16 vcc, src_vccz, v2
v_cmpx_lt_u16 vcc, src_execz, v2
v_cmpx_lt_u16 vcc, src_scc, v2
v_cmpx_lt_u16 vcc, src_lds_direct, v2
v_cmpx_lt_u16 vcc, 0xfe0b, v2
v_cmpx_lt_u16 vcc, 0x3456, v2
v_cmpx_lt_u16 vcc, v1, v255
v_cmpx_eq_u16 vcc, v1, v2
v_cmpx_eq_u16 vcc, v255, v2
v_cmpx_eq_u16 vcc, s1, v2
v_cmpx_eq_u16 vcc, s101, v2
v_cmpx_eq_u16 vcc, flat_scratch_lo, v2
v_cmpx_eq_u16 vcc, flat_scratch_hi, v2
v_cmpx_eq_u16 vcc, vcc_lo, v2
v_cmpx_eq_u16 vcc, vcc_hi, v2
v_cmpx_eq_u16 vcc, tba_lo, v2
v_cmpx_eq_u16 vcc, tba_hi, v2
v_cmpx_eq_u16 vcc, tma_lo, v2
v_cmpx_eq_u16 vcc, tma_hi, v2
v_cmpx_eq_u16 vcc, ttmp11, v2
v_cmpx_eq_u16 vcc, m0, v2
v_cmpx_eq_u16 vcc, exec_lo, v2
v_cmpx_eq_u16 vcc, exec_hi, v2
v_cmpx_eq_u16 vcc, 0, v2
v_cmpx_eq_u16 vcc, -1, v2
v_cmpx_eq_u16 vcc, 0.5, v2
v_cmpx_eq_u16 vcc, -4.0, v2
v_cmpx_eq_u16 vcc, src_vccz, v2
v_cmpx_eq_u16 vcc, src_execz, v2
v_cmpx_eq_u16 vcc, src_scc, v2
v_cmpx_eq_u16 vcc, src_lds_direct, v2
v_cmpx_eq_u16 vcc, 0xfe0b, v2
v_cmpx_eq_u16 vcc, 0x3456, v2
v_cmpx_eq_u16 vcc, v1, v255
v_cmpx_le_u16 vcc, v1, v2
v_cmpx_le_u16 vcc, v255, v2
v_cmpx_le_u16 vcc, s1, v2
v_cmpx_le_u16 vcc, s101, v2
v_cmpx_le_u16 vcc, flat_scratch_lo, v2
v_cmpx_le_u16 vcc, flat_scratch_hi, v2
v_cmpx_le_u16 vcc, vcc_lo, v2
v_cmpx_le_u16 vcc, vcc_hi, v2
v_cmpx_le_u16 vcc, tba_lo, v2
v_cmpx_le_u16 vcc, tba_hi, v2
v_cmpx_le_u16 vcc, tma_lo, v2
v_cmpx_le_u16 vcc, tma_hi, v2
v_cmpx_le_u16 vcc, ttmp11, v2
v_cmpx_le_u16 vcc, m0, v2
v_cmpx_le_u16 vcc, exec_lo, v2
v_cmpx_le_u16 vcc, exec_hi, v2
v_cmpx_le_u16 vcc, 0, v2
v_cmpx_le_u16 vcc, -1, v2
v_cmpx_le_u16 vcc, 0.5, v2
v_cmpx_le_u16 vcc, -4.0, v2
v_cmpx_le_u16 vcc, src_vccz, v2
v_cmpx_le_u16 vcc, src_execz, v2
v_cmpx_le_u16 vcc, src_scc, v2
v_cmpx_le_u16 vcc, src_lds_direct, v2
v_cmpx_le_u16 vcc, 0xfe0b, v2
v_cmpx_le_u16 vcc, 0x3456, v2
v_cmpx_le_u16 vcc, v1, v255
v_cmpx_gt_u16 vcc, v1, v2
v_cmpx_gt_u16 vcc, v255, v2
v_cmpx_gt_u16 vcc, s1, v2
v_cmpx_gt_u16 vcc, s101, v2
v_cmpx_gt_u16 vcc, flat_scratch_lo, v2
v_cmpx_gt_u16 vcc, flat_scratch_hi, v2
v_cmpx_gt_u16 vcc, vcc_lo, v2
v_cmpx_gt_u16 vcc, vcc_hi, v2
v_cmpx_gt_u16 vcc, tba_lo, v2
v_cmpx_gt_u16 vcc, tba_hi, v2
v_cmpx_gt_u16 vcc, tma_lo, v2
v_cmpx_gt_u16 vcc, tma_hi, v2
v_cmpx_gt_u16 vcc, ttmp11, v2
v_cmpx_gt_u16 vcc, m0, v2
v_cmpx_gt_u16 vcc, exec_lo, v2
v_cmpx_gt_u16 vcc, exec_hi, v2
v_cmpx_gt_u16 vcc, 0, v2
v_cmpx_gt_u16 vcc, -1, v2
v_cmpx_gt_u16 vcc, 0.5, v2
v_cmpx_gt_u16 vcc, -4.0, v2
v_cmpx_gt_u16 vcc, src_vccz, v2
v_cmpx_gt_u16 vcc, src_execz, v2
v_cmpx_gt_u16 vcc, src_scc, v2
v_cmpx_gt_u16 vcc, src_lds_direct, v2
v_cmpx_gt_u16 vcc, 0xfe0b, v2
v_cmpx_gt_u16 vcc, 0x3456, v2
v_cmpx_gt_u16 vcc, v1, v255
v_cmpx_ne_u16 vcc, v1, v2
v_cmpx_ne_u16 vcc, v255, v2
v_cmpx_ne_u16 vcc, s1, v2
v_cmpx_ne_u16 vcc, s101, v2
v_cmpx_ne_u16 vcc, flat_scratch_lo, v2
v_cmpx_ne_u16 vcc, flat_scratch_hi, v2
v_cmpx_ne_u16 vcc, vcc_lo, v2
v_cmpx_ne_u16 vcc, vcc_hi, v2
v_cmpx_ne_u16 vcc, tba_lo, v2
v_cmpx_ne_u16 vcc, tba_hi, v2
v_cmpx_ne_u16 vcc, tma_lo, v2
v_cmpx_ne_u16 vcc, tma_hi, v2
v_cmpx_ne_u16 vcc, ttmp11, v2
v_cmpx_ne_u16 vcc, m0, v2
v_cmpx_ne_u16 vcc, exec_lo, v2
v_cmpx_ne_u16 vcc, exec_hi, v2
v_cmpx_ne_u16 vcc, 0, v2
v_cmpx_ne_u16 vcc, -1, v2
v_cmpx_ne_u16 vcc, 0.5, v2
v_cmpx_ne_u16 vcc, -4.0, v2
v_cmpx_ne_u16 vcc, src_vccz, v2
v_cmpx_ne_u16 vcc, src_execz, v2
v_cmpx_ne_u16 vcc, src_scc, v2
v_cmpx_ne_u16 vcc, src_lds_direct, v2
v_cmpx_ne_u16 vcc, 0xfe0b, v2
v_cmpx_ne_u16 vcc, 0x3456, v2
v_cmpx_ne_u16 vcc, v1, v255
v_cmpx_ge_u16 vcc, v1, v2
v_cmpx_ge_u16 vcc, v255, v2
v_cmpx_ge_u16 vcc, s1, v2
v_cmpx_ge_u16 vcc, s101, v2
v_cmpx_ge_u16 vcc, flat_scratch_lo, v2
v_cmpx_ge_u16 vcc, flat_scratch_hi, v2
v_cmpx_ge_u16 vcc, vcc_lo, v2
v_cmpx_ge_u16 vcc, vcc_hi, v2
v_cmpx_ge_u16 vcc, tba_lo, v2
v_cmpx_ge_u16 vcc, tba_hi, v2
v_cmpx_ge_u16 vcc, tma_lo, v2
v_cmpx_ge_u16 vcc, tma_hi, v2
v_cmpx_ge_u16 vcc, ttmp11, v2
v_cmpx_ge_u16 vcc, m0, v2
v_cmpx_ge_u16 vcc, exec_lo, v2
v_cmpx_ge_u16 vcc, exec_hi, v2
v_cmpx_ge_u16 vcc, 0, v2
v_cmpx_ge_u16 vcc, -1, v2
v_cmpx_ge_u16 vcc, 0.5, v2
v_cmpx_ge_u16 vcc, -4.0, v2
v_cmpx_ge_u16 vcc, src_vccz, v2
v_cmpx_ge_u16 vcc, src_execz, v2
v_cmpx_ge_u16 vcc, src_scc, v2
v_cmpx_ge_u16 vcc, src_lds_direct, v2
v_cmpx_ge_u16 vcc, 0xfe0b, v2
v_cmpx_ge_u16 vcc, 0x3456, v2
v_cmpx_ge_u16 vcc, v1, v255
v_cmpx_t_u16 vcc, v1, v2
v_cmpx_t_u16 vcc, v255, v2
v_cmpx_t_u16 vcc, s1, v2
v_cmpx_t_u16 vcc, s101, v2
v_cmpx_t_u16 vcc, flat_scratch_lo, v2
v_cmpx_t_u16 vcc, flat_scratch_hi, v2
v_cmpx_t_u16 vcc, vcc_lo, v2
v_cmpx_t_u16 vcc, vcc_hi, v2
v_cmpx_t_u16 vcc, tba_lo, v2
v_cmpx_t_u16 vcc, tba_hi, v2
v_cmpx_t_u16 vcc, tma_lo, v2
v_cmpx_t_u16 vcc, tma_hi, v2
v_cmpx_t_u16 vcc, ttmp11, v2
v_cmpx_t_u16 vcc, m0, v2
v_cmpx_t_u16 vcc, exec_lo, v2
v_cmpx_t_u16 vcc, exec_hi, v2
v_cmpx_t_u16 vcc, 0, v2
v_cmpx_t_u16 vcc, -1, v2
v_cmpx_t_u16 vcc, 0.5, v2
v_cmpx_t_u16 vcc, -4.0, v2
v_cmpx_t_u16 vcc, src_vccz, v2
v_cmpx_t_u16 vcc, src_execz, v2
v_cmpx_t_u16 vcc, src_scc, v2
v_cmpx_t_u16 vcc, src_lds_direct, v2
v_cmpx_t_u16 vcc, 0xfe0b, v2
v_cmpx_t_u16 vcc, 0x3456, v2
v_cmpx_t_u16 vcc, v1, v255
v_cmp_f_i32 vcc, v1, v2
v_cmp_f_i32 vcc, v255, v2
v_cmp_f_i32 vcc, s1, v2
v_cmp_f_i32 vcc, s101, v2
v_cmp_f_i32 vcc, flat_scratch_lo, v2
v_cmp_f_i32 vcc, flat_scratch_hi, v2
v_cmp_f_i32 vcc, vcc_lo, v2
v_cmp_f_i32 vcc, vcc_hi, v2
v_cmp_f_i32 vcc, tba_lo, v2
v_cmp_f_i32 vcc, tba_hi, v2
v_cmp_f_i32 vcc, tma_lo, v2
v_cmp_f_i32 vcc, tma_hi, v2
v_cmp_f_i32 vcc, ttmp11, v2
// offset 416000: the end of v_cmp_f_f32's SDWA block, v_cmp_lt/eq/le/gt/lg/ge_f32 SDWA, the start of v_cmp_o_f32 SDWA
v_cmp_f_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_f_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_f_f32_sdwa vcc, v1, -v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_f_f32_sdwa vcc, v1, |v2| src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_lt_f32_sdwa vcc, v1, -v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_f32_sdwa vcc, v1, |v2| src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_eq_f32_sdwa vcc, v1, -v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, |v2| src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_le_f32_sdwa vcc, v1, -v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f32_sdwa vcc, v1, |v2| src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_gt_f32_sdwa vcc, v1, -v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_f32_sdwa vcc, v1, |v2| src0_sel:DWORD src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_lg_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_lg_f32_sdwa vcc, v1, -v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lg_f32_sdwa vcc, v1, |v2| src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_ge_f32_sdwa vcc, v1, -v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_f32_sdwa vcc, v1, |v2| src0_sel:DWORD src1_sel:DWORD
v_cmp_o_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_o_f32_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_o_f32_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_o_f32_sdwa vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD
v_cmp_o_f32_sdwa vcc, v1, v2 src1_sel:DWORD
// Session 7 (coverage), offset 496000 (its page whole): the end of v_cmp_f_i16's SDWA block, v_cmp_lt/eq/le/gt/ne/ge/t_i16 SDWA, the start of v_cmp_f_u16 SDWA
v_cmp_f_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_f_i16_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_lt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_lt_i16_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_eq_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_eq_i16_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_le_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_le_i16_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_gt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_gt_i16_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_ne_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_ne_i16_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_ge_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_ge_i16_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:DWORD
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_t_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_t_i16_sdwa vcc, v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_f_u16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_f_u16_sdwa vcc, v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_f_u16_sdwa vcc, v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_f_u16_sdwa vcc, v1, v2 src1_sel:DWORD
v_cmp_f_u16_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_f_u16_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_f_u16_sdwa vcc, v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
