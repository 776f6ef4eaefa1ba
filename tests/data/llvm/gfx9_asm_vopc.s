// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_vopc.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 1edd2bc4ddd8: two pages (v_cmp_gt_u32 SDWA with an SGPR-pair sdst,
// v_cmp_gt_u64 and v_cmp_le_f16 unsuffixed, v_cmp_le_f16 SDWA; the first page: v_cmp_class_f16
// and v_cmp_class_f32 unsuffixed with every source kind, their SDWA forms); the rest of the file repeats
// these operand forms for the other mnemonics; RUN/CHECK lines removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
// Session 6: the pages at one third and two thirds of the file, offsets 528000 and 1056000, each whole;
// now 4 of its 100 pages of 16,000 characters, 4% of the file. Each added part is
// headed by its offset.
// Session 7 (coverage): the page at offset 800000, whole (read to learn and prove tests/llvm_templates.py);
// now 5 of its 100 pages of 16,000 characters, 5% of the file. Each added part is headed by its offset.
v_cmp_gt_u32_sdwa s[6:7], m0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], s1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], s101, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], src_execz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], src_scc, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], src_vccz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], ttmp15, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v2 src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], vcc_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[6:7], vcc_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa s[8:9], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa ttmp[14:15], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_gt_u64 vcc, -1, v[2:3]
v_cmp_gt_u64 vcc, -4.0, v[2:3]
v_cmp_gt_u64 vcc, 0, v[2:3]
v_cmp_gt_u64 vcc, 0.5, v[2:3]
v_cmp_gt_u64 vcc, 0x3f717273, v[2:3]
v_cmp_gt_u64 vcc, 0xaf123456, v[2:3]
v_cmp_gt_u64 vcc, exec, v[2:3]
v_cmp_gt_u64 vcc, flat_scratch, v[2:3]
v_cmp_gt_u64 vcc, s[100:101], v[2:3]
v_cmp_gt_u64 vcc, s[2:3], v[2:3]
v_cmp_gt_u64 vcc, s[4:5], v[2:3]
v_cmp_gt_u64 vcc, src_execz, v[2:3]
v_cmp_gt_u64 vcc, src_scc, v[2:3]
v_cmp_gt_u64 vcc, src_vccz, v[2:3]
v_cmp_gt_u64 vcc, ttmp[14:15], v[2:3]
v_cmp_gt_u64 vcc, v[1:2], v[254:255]
v_cmp_gt_u64 vcc, v[1:2], v[2:3]
v_cmp_gt_u64 vcc, v[254:255], v[2:3]
v_cmp_gt_u64 vcc, vcc, v[2:3]
v_cmp_le_f16 vcc, -1, v2
v_cmp_le_f16 vcc, -4.0, v2
v_cmp_le_f16 vcc, 0, v2
v_cmp_le_f16 vcc, 0.5, v2
v_cmp_le_f16 vcc, 0x3456, v2
v_cmp_le_f16 vcc, 0xfe0b, v2
v_cmp_le_f16 vcc, exec_hi, v2
v_cmp_le_f16 vcc, exec_lo, v2
v_cmp_le_f16 vcc, flat_scratch_hi, v2
v_cmp_le_f16 vcc, flat_scratch_lo, v2
v_cmp_le_f16 vcc, m0, v2
v_cmp_le_f16 vcc, s1, v2
v_cmp_le_f16 vcc, s101, v2
v_cmp_le_f16 vcc, src_execz, v2
v_cmp_le_f16 vcc, src_lds_direct, v2
v_cmp_le_f16 vcc, src_scc, v2
v_cmp_le_f16 vcc, src_vccz, v2
v_cmp_le_f16 vcc, ttmp15, v2
v_cmp_le_f16 vcc, v1, v2
v_cmp_le_f16 vcc, v1, v255
v_cmp_le_f16 vcc, v255, v2
v_cmp_le_f16 vcc, vcc_hi, v2
v_cmp_le_f16 vcc, vcc_lo, v2
v_cmp_le_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[100:101], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], -1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], -4.0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], 0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], 0.5, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], exec_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], exec_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], flat_scratch_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], flat_scratch_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], m0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], s1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], s101, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], src_execz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], src_scc, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], src_vccz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], ttmp15, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], v1, -v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD
v_cmp_le_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_class_f16 vcc, -1, v2
v_cmp_class_f16 vcc, -4.0, v2
v_cmp_class_f16 vcc, 0, v2
v_cmp_class_f16 vcc, 0.5, v2
v_cmp_class_f16 vcc, 0x3456, v2
v_cmp_class_f16 vcc, 0xfe0b, v2
v_cmp_class_f16 vcc, exec_hi, v2
v_cmp_class_f16 vcc, exec_lo, v2
v_cmp_class_f16 vcc, flat_scratch_hi, v2
v_cmp_class_f16 vcc, flat_scratch_lo, v2
v_cmp_class_f16 vcc, m0, v2
v_cmp_class_f16 vcc, s1, v2
v_cmp_class_f16 vcc, s101, v2
v_cmp_class_f16 vcc, src_execz, v2
v_cmp_class_f16 vcc, src_lds_direct, v2
v_cmp_class_f16 vcc, src_scc, v2
v_cmp_class_f16 vcc, src_vccz, v2
v_cmp_class_f16 vcc, ttmp15, v2
v_cmp_class_f16 vcc, v1, v2
v_cmp_class_f16 vcc, v1, v255
v_cmp_class_f16 vcc, v255, v2
v_cmp_class_f16 vcc, vcc_hi, v2
v_cmp_class_f16 vcc, vcc_lo, v2
v_cmp_class_f16_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[100:101], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], -1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], -4.0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], 0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], 0.5, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], exec_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], exec_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], flat_scratch_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], flat_scratch_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], m0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], s1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], s101, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], src_execz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], src_scc, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], src_vccz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], ttmp15, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v2 src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], vcc_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], vcc_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[6:7], |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa s[8:9], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa ttmp[14:15], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f32 vcc, -1, v2
v_cmp_class_f32 vcc, -4.0, v2
v_cmp_class_f32 vcc, 0, v2
v_cmp_class_f32 vcc, 0.5, v2
v_cmp_class_f32 vcc, 0x3f717273, v2
v_cmp_class_f32 vcc, 0xaf123456, v2
v_cmp_class_f32 vcc, exec_hi, v2
v_cmp_class_f32 vcc, exec_lo, v2
v_cmp_class_f32 vcc, flat_scratch_hi, v2
v_cmp_class_f32 vcc, flat_scratch_lo, v2
v_cmp_class_f32 vcc, m0, v2
v_cmp_class_f32 vcc, s1, v2
v_cmp_class_f32 vcc, s101, v2
v_cmp_class_f32 vcc, src_execz, v2
v_cmp_class_f32 vcc, src_lds_direct, v2
v_cmp_class_f32 vcc, src_scc, v2
v_cmp_class_f32 vcc, src_vccz, v2
v_cmp_class_f32 vcc, ttmp15, v2
v_cmp_class_f32 vcc, v1, v2
v_cmp_class_f32 vcc, v1, v255
v_cmp_class_f32 vcc, v255, v2
v_cmp_class_f32 vcc, vcc_hi, v2
v_cmp_class_f32 vcc, vcc_lo, v2
v_cmp_class_f32_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f32_sdwa s[100:101], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f32_sdwa s[6:7], -1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f32_sdwa s[6:7], -4.0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f32_sdwa s[6:7], -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f32_sdwa s[6:7], 0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f32_sdwa s[6:7], 0.5, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f32_sdwa s[6:7], exec_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_class_f32_sdwa s[6:7], exec_lo, v2 src0_sel:DWORD src1_sel:DWORD
// offset 528000: the end of v_cmp_neq_f16's SDWA block, v_cmp_neq_f32 unsuffixed and SDWA, the first v_cmp_neq_f64 line
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, v2 src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v1, |v2| src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], vcc_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], vcc_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16_sdwa s[6:7], |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16_sdwa s[8:9], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16_sdwa ttmp[14:15], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32 vcc, -1, v2
v_cmp_neq_f32 vcc, -4.0, v2
v_cmp_neq_f32 vcc, 0, v2
v_cmp_neq_f32 vcc, 0.5, v2
v_cmp_neq_f32 vcc, 0x3f717273, v2
v_cmp_neq_f32 vcc, 0xaf123456, v2
v_cmp_neq_f32 vcc, exec_hi, v2
v_cmp_neq_f32 vcc, exec_lo, v2
v_cmp_neq_f32 vcc, flat_scratch_hi, v2
v_cmp_neq_f32 vcc, flat_scratch_lo, v2
v_cmp_neq_f32 vcc, m0, v2
v_cmp_neq_f32 vcc, s1, v2
v_cmp_neq_f32 vcc, s101, v2
v_cmp_neq_f32 vcc, src_execz, v2
v_cmp_neq_f32 vcc, src_lds_direct, v2
v_cmp_neq_f32 vcc, src_scc, v2
v_cmp_neq_f32 vcc, src_vccz, v2
v_cmp_neq_f32 vcc, ttmp15, v2
v_cmp_neq_f32 vcc, v1, v2
v_cmp_neq_f32 vcc, v1, v255
v_cmp_neq_f32 vcc, v255, v2
v_cmp_neq_f32 vcc, vcc_hi, v2
v_cmp_neq_f32 vcc, vcc_lo, v2
v_cmp_neq_f32_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[100:101], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], -1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], -4.0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], 0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], 0.5, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], exec_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], exec_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], flat_scratch_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], flat_scratch_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], m0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], s1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], s101, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], src_execz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], src_scc, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], src_vccz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], ttmp15, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, -v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v2 src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v1, |v2| src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], vcc_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], vcc_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[6:7], |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa s[8:9], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa ttmp[14:15], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmp_neq_f64 vcc, -1, v[2:3]
// offset 1056000: v_cmpx_gt_i16 SDWA (its end), v_cmpx_gt_i32 unsuffixed, most of its SDWA block
v_cmpx_gt_i16_sdwa s[100:101], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], -1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], 0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], exec_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], exec_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], flat_scratch_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], flat_scratch_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], m0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], s1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], s101, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], src_execz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], src_scc, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], src_vccz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], ttmp15, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v2 src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], vcc_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[6:7], vcc_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa s[8:9], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa ttmp[14:15], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32 vcc, -1, v2
v_cmpx_gt_i32 vcc, -4.0, v2
v_cmpx_gt_i32 vcc, 0, v2
v_cmpx_gt_i32 vcc, 0.5, v2
v_cmpx_gt_i32 vcc, 0x3f717273, v2
v_cmpx_gt_i32 vcc, 0xaf123456, v2
v_cmpx_gt_i32 vcc, exec_hi, v2
v_cmpx_gt_i32 vcc, exec_lo, v2
v_cmpx_gt_i32 vcc, flat_scratch_hi, v2
v_cmpx_gt_i32 vcc, flat_scratch_lo, v2
v_cmpx_gt_i32 vcc, m0, v2
v_cmpx_gt_i32 vcc, s1, v2
v_cmpx_gt_i32 vcc, s101, v2
v_cmpx_gt_i32 vcc, src_execz, v2
v_cmpx_gt_i32 vcc, src_lds_direct, v2
v_cmpx_gt_i32 vcc, src_scc, v2
v_cmpx_gt_i32 vcc, src_vccz, v2
v_cmpx_gt_i32 vcc, ttmp15, v2
v_cmpx_gt_i32 vcc, v1, v2
v_cmpx_gt_i32 vcc, v1, v255
v_cmpx_gt_i32 vcc, v255, v2
v_cmpx_gt_i32 vcc, vcc_hi, v2
v_cmpx_gt_i32 vcc, vcc_lo, v2
v_cmpx_gt_i32_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[100:101], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], -1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], -4.0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], 0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], 0.5, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], exec_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], exec_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], flat_scratch_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], flat_scratch_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], m0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], s1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], s101, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], sext(v1), v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], src_execz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], src_scc, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], src_vccz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], ttmp15, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:DWORD
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_gt_i32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:DWORD
// Session 7 (coverage), offset 800000 (its page whole): the end of v_cmpx_class_f16's SDWA block, v_cmpx_class_f32 unsuffixed and SDWA, v_cmpx_class_f64, the start of v_cmpx_eq_f16
v_cmpx_class_f16_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32 vcc, -1, v2
v_cmpx_class_f32 vcc, -4.0, v2
v_cmpx_class_f32 vcc, 0, v2
v_cmpx_class_f32 vcc, 0.5, v2
v_cmpx_class_f32 vcc, 0x3f717273, v2
v_cmpx_class_f32 vcc, 0xaf123456, v2
v_cmpx_class_f32 vcc, exec_hi, v2
v_cmpx_class_f32 vcc, exec_lo, v2
v_cmpx_class_f32 vcc, flat_scratch_hi, v2
v_cmpx_class_f32 vcc, flat_scratch_lo, v2
v_cmpx_class_f32 vcc, m0, v2
v_cmpx_class_f32 vcc, s1, v2
v_cmpx_class_f32 vcc, s101, v2
v_cmpx_class_f32 vcc, src_execz, v2
v_cmpx_class_f32 vcc, src_lds_direct, v2
v_cmpx_class_f32 vcc, src_scc, v2
v_cmpx_class_f32 vcc, src_vccz, v2
v_cmpx_class_f32 vcc, ttmp15, v2
v_cmpx_class_f32 vcc, v1, v2
v_cmpx_class_f32 vcc, v1, v255
v_cmpx_class_f32 vcc, v255, v2
v_cmpx_class_f32 vcc, vcc_hi, v2
v_cmpx_class_f32 vcc, vcc_lo, v2
v_cmpx_class_f32_sdwa flat_scratch, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[100:101], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], -1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], -4.0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], -v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], 0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], 0.5, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], exec_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], exec_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], flat_scratch_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], flat_scratch_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], m0, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], s1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], s101, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], src_execz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], src_scc, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], src_vccz, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], ttmp15, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, sext(v2) src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:BYTE_1 src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:BYTE_2 src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:BYTE_3 src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_0
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_1
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_2
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:BYTE_3
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_0
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:DWORD src1_sel:WORD_1
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:WORD_0 src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v2 src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v1, v255 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], v255, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], vcc_hi, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], vcc_lo, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[6:7], |v1|, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa s[8:9], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa ttmp[14:15], v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD
v_cmpx_class_f64 vcc, -1, v2
v_cmpx_class_f64 vcc, -4.0, v2
v_cmpx_class_f64 vcc, 0, v2
v_cmpx_class_f64 vcc, 0.5, v2
v_cmpx_class_f64 vcc, 0x3f717273, v2
v_cmpx_class_f64 vcc, 0xaf123456, v2
v_cmpx_class_f64 vcc, exec, v2
v_cmpx_class_f64 vcc, flat_scratch, v2
v_cmpx_class_f64 vcc, s[100:101], v2
v_cmpx_class_f64 vcc, s[2:3], v2
v_cmpx_class_f64 vcc, s[4:5], v2
v_cmpx_class_f64 vcc, src_execz, v2
v_cmpx_class_f64 vcc, src_scc, v2
v_cmpx_class_f64 vcc, src_vccz, v2
v_cmpx_class_f64 vcc, ttmp[14:15], v2
v_cmpx_class_f64 vcc, v[1:2], v2
v_cmpx_class_f64 vcc, v[1:2], v255
v_cmpx_class_f64 vcc, v[254:255], v2
v_cmpx_class_f64 vcc, vcc, v2
v_cmpx_eq_f16 vcc, -1, v2
v_cmpx_eq_f16 vcc, -4.0, v2
v_cmpx_eq_f16 vcc, 0, v2
v_cmpx_eq_f16 vcc, 0.5, v2
v_cmpx_eq_f16 vcc, 0x3456, v2
v_cmpx_eq_f16 vcc, 0xfe0b, v2
v_cmpx_eq_f16 vcc, exec_hi, v2
v_cmpx_eq_f16 vcc, exec_lo, v2
v_cmpx_eq_f16 vcc, flat_scratch_hi, v2
v_cmpx_eq_f16 vcc, flat_scratch_lo, v2
v_cmpx_eq_f16 vcc, m0, v2
v_cmpx_eq_f16 vcc, s1, v2
v_cmpx_eq_f16 vcc, s101, v2
v_cmpx_eq_f16 vcc, src_execz, v2
v_cmpx_eq_f16 vcc, src_lds_direct, v2
v_cmpx_eq_f16 vcc, src_scc, v2
v_cmpx_eq_f16 vcc, src_vccz, v2
v_cmpx_eq_f16 vcc, ttmp15, v2
