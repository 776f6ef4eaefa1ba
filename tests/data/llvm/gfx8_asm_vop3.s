// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_vop3.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 1de1e12a7579: two pages (v_cmp_ge_i16_e64 .. v_cmp_ge_i64_e64, with the
// gfx8 trap registers tba/tma; the first page: v_add_f16_e64 and v_add_f32_e64 with every source
// kind, neg/abs, clamp and omod, the start of v_add_u16_e64); the rest of the file repeats these
// operand forms for the other
// mnemonics; RUN/CHECK lines removed. Expected results are never taken from here:
// tests/test_llvm_cases.py asks the live llvm-mc 22.
// Session 6: the pages at one third and two thirds of the file, offsets 688000 and 1392000, each whole;
// now 4 of its 131 pages of 16,000 characters, 3% of the file. Each added part is
// headed by its offset.
// Session 7 (coverage): the pages at offsets 16000 and 1568000, each whole (read to learn and prove tests/llvm_templates.py);
// now 6 of its 131 pages of 16,000 characters, 5% of the file. Each added part is headed by its offset.
v_cmp_ge_i16_e64 s[10:11], v1, m0
v_cmp_ge_i16_e64 s[10:11], v1, s101
v_cmp_ge_i16_e64 s[10:11], v1, s2
v_cmp_ge_i16_e64 s[10:11], v1, src_execz
v_cmp_ge_i16_e64 s[10:11], v1, src_scc
v_cmp_ge_i16_e64 s[10:11], v1, src_vccz
v_cmp_ge_i16_e64 s[10:11], v1, tba_hi
v_cmp_ge_i16_e64 s[10:11], v1, tba_lo
v_cmp_ge_i16_e64 s[10:11], v1, tma_hi
v_cmp_ge_i16_e64 s[10:11], v1, tma_lo
v_cmp_ge_i16_e64 s[10:11], v1, ttmp11
v_cmp_ge_i16_e64 s[10:11], v1, v2
v_cmp_ge_i16_e64 s[10:11], v1, v255
v_cmp_ge_i16_e64 s[10:11], v1, vcc_hi
v_cmp_ge_i16_e64 s[10:11], v1, vcc_lo
v_cmp_ge_i16_e64 s[10:11], v255, v2
v_cmp_ge_i16_e64 s[10:11], vcc_hi, v2
v_cmp_ge_i16_e64 s[10:11], vcc_lo, v2
v_cmp_ge_i16_e64 s[12:13], v1, v2
v_cmp_ge_i16_e64 tba, v1, v2
v_cmp_ge_i16_e64 tma, v1, v2
v_cmp_ge_i16_e64 ttmp[10:11], v1, v2
v_cmp_ge_i16_e64 vcc, v1, v2
v_cmp_ge_i32_e64 flat_scratch, v1, v2
v_cmp_ge_i32_e64 s[100:101], v1, v2
v_cmp_ge_i32_e64 s[10:11], -1, v2
v_cmp_ge_i32_e64 s[10:11], -4.0, v2
v_cmp_ge_i32_e64 s[10:11], 0, v2
v_cmp_ge_i32_e64 s[10:11], 0.5, v2
v_cmp_ge_i32_e64 s[10:11], exec_hi, v2
v_cmp_ge_i32_e64 s[10:11], exec_lo, v2
v_cmp_ge_i32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_ge_i32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_ge_i32_e64 s[10:11], m0, v2
v_cmp_ge_i32_e64 s[10:11], s1, v2
v_cmp_ge_i32_e64 s[10:11], s101, v2
v_cmp_ge_i32_e64 s[10:11], src_execz, v2
v_cmp_ge_i32_e64 s[10:11], src_lds_direct, v2
v_cmp_ge_i32_e64 s[10:11], src_scc, v2
v_cmp_ge_i32_e64 s[10:11], src_vccz, v2
v_cmp_ge_i32_e64 s[10:11], tba_hi, v2
v_cmp_ge_i32_e64 s[10:11], tba_lo, v2
v_cmp_ge_i32_e64 s[10:11], tma_hi, v2
v_cmp_ge_i32_e64 s[10:11], tma_lo, v2
v_cmp_ge_i32_e64 s[10:11], ttmp11, v2
v_cmp_ge_i32_e64 s[10:11], v1, -1
v_cmp_ge_i32_e64 s[10:11], v1, -4.0
v_cmp_ge_i32_e64 s[10:11], v1, 0
v_cmp_ge_i32_e64 s[10:11], v1, 0.5
v_cmp_ge_i32_e64 s[10:11], v1, exec_hi
v_cmp_ge_i32_e64 s[10:11], v1, exec_lo
v_cmp_ge_i32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_ge_i32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_ge_i32_e64 s[10:11], v1, m0
v_cmp_ge_i32_e64 s[10:11], v1, s101
v_cmp_ge_i32_e64 s[10:11], v1, s2
v_cmp_ge_i32_e64 s[10:11], v1, src_execz
v_cmp_ge_i32_e64 s[10:11], v1, src_scc
v_cmp_ge_i32_e64 s[10:11], v1, src_vccz
v_cmp_ge_i32_e64 s[10:11], v1, tba_hi
v_cmp_ge_i32_e64 s[10:11], v1, tba_lo
v_cmp_ge_i32_e64 s[10:11], v1, tma_hi
v_cmp_ge_i32_e64 s[10:11], v1, tma_lo
v_cmp_ge_i32_e64 s[10:11], v1, ttmp11
v_cmp_ge_i32_e64 s[10:11], v1, v2
v_cmp_ge_i32_e64 s[10:11], v1, v255
v_cmp_ge_i32_e64 s[10:11], v1, vcc_hi
v_cmp_ge_i32_e64 s[10:11], v1, vcc_lo
v_cmp_ge_i32_e64 s[10:11], v255, v2
v_cmp_ge_i32_e64 s[10:11], vcc_hi, v2
v_cmp_ge_i32_e64 s[10:11], vcc_lo, v2
v_cmp_ge_i32_e64 s[12:13], v1, v2
v_cmp_ge_i32_e64 tba, v1, v2
v_cmp_ge_i32_e64 tma, v1, v2
v_cmp_ge_i32_e64 ttmp[10:11], v1, v2
v_cmp_ge_i32_e64 vcc, v1, v2
v_cmp_ge_i64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_ge_i64_e64 s[100:101], v[1:2], v[2:3]
v_cmp_ge_i64_e64 s[10:11], -1, v[2:3]
v_cmp_ge_i64_e64 s[10:11], -4.0, v[2:3]
v_cmp_ge_i64_e64 s[10:11], 0, v[2:3]
v_cmp_ge_i64_e64 s[10:11], 0.5, v[2:3]
v_cmp_ge_i64_e64 s[10:11], exec, v[2:3]
v_cmp_ge_i64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_ge_i64_e64 s[10:11], s[100:101], v[2:3]
v_cmp_ge_i64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_ge_i64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_ge_i64_e64 s[10:11], src_execz, v[2:3]
v_cmp_ge_i64_e64 s[10:11], src_scc, v[2:3]
v_cmp_ge_i64_e64 s[10:11], src_vccz, v[2:3]
v_cmp_ge_i64_e64 s[10:11], tba, v[2:3]
v_cmp_ge_i64_e64 s[10:11], tma, v[2:3]
v_cmp_ge_i64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmp_ge_i64_e64 s[10:11], v[1:2], -1
v_cmp_ge_i64_e64 s[10:11], v[1:2], -4.0
v_cmp_ge_i64_e64 s[10:11], v[1:2], 0
v_cmp_ge_i64_e64 s[10:11], v[1:2], 0.5
v_cmp_ge_i64_e64 s[10:11], v[1:2], exec
v_cmp_ge_i64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_ge_i64_e64 s[10:11], v[1:2], s[100:101]
v_cmp_ge_i64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_ge_i64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_ge_i64_e64 s[10:11], v[1:2], src_execz
v_cmp_ge_i64_e64 s[10:11], v[1:2], src_scc
v_cmp_ge_i64_e64 s[10:11], v[1:2], src_vccz
v_cmp_ge_i64_e64 s[10:11], v[1:2], tba
v_cmp_ge_i64_e64 s[10:11], v[1:2], tma
v_cmp_ge_i64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_ge_i64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_ge_i64_e64 s[10:11], v[1:2], v[2:3]
v_add_f16_e64 v255, v1, v2
v_add_f16_e64 v5, -1, v2
v_add_f16_e64 v5, -4.0, v2
v_add_f16_e64 v5, -v1, -v2
v_add_f16_e64 v5, -v1, v2
v_add_f16_e64 v5, 0, v2
v_add_f16_e64 v5, 0.5, v2
v_add_f16_e64 v5, exec_hi, v2
v_add_f16_e64 v5, exec_lo, v2
v_add_f16_e64 v5, flat_scratch_hi, v2
v_add_f16_e64 v5, flat_scratch_lo, v2
v_add_f16_e64 v5, m0, v2
v_add_f16_e64 v5, s1, v2
v_add_f16_e64 v5, s101, v2
v_add_f16_e64 v5, src_execz, v2
v_add_f16_e64 v5, src_lds_direct, v2
v_add_f16_e64 v5, src_scc, v2
v_add_f16_e64 v5, src_vccz, v2
v_add_f16_e64 v5, tba_hi, v2
v_add_f16_e64 v5, tba_lo, v2
v_add_f16_e64 v5, tma_hi, v2
v_add_f16_e64 v5, tma_lo, v2
v_add_f16_e64 v5, ttmp11, v2
v_add_f16_e64 v5, v1, -1
v_add_f16_e64 v5, v1, -4.0
v_add_f16_e64 v5, v1, -v2
v_add_f16_e64 v5, v1, 0
v_add_f16_e64 v5, v1, 0.5
v_add_f16_e64 v5, v1, exec_hi
v_add_f16_e64 v5, v1, exec_lo
v_add_f16_e64 v5, v1, flat_scratch_hi
v_add_f16_e64 v5, v1, flat_scratch_lo
v_add_f16_e64 v5, v1, m0
v_add_f16_e64 v5, v1, s101
v_add_f16_e64 v5, v1, s2
v_add_f16_e64 v5, v1, src_execz
v_add_f16_e64 v5, v1, src_scc
v_add_f16_e64 v5, v1, src_vccz
v_add_f16_e64 v5, v1, tba_hi
v_add_f16_e64 v5, v1, tba_lo
v_add_f16_e64 v5, v1, tma_hi
v_add_f16_e64 v5, v1, tma_lo
v_add_f16_e64 v5, v1, ttmp11
v_add_f16_e64 v5, v1, v2
v_add_f16_e64 v5, v1, v2 clamp
v_add_f16_e64 v5, v1, v255
v_add_f16_e64 v5, v1, vcc_hi
v_add_f16_e64 v5, v1, vcc_lo
v_add_f16_e64 v5, v1, |v2|
v_add_f16_e64 v5, v255, v2
v_add_f16_e64 v5, vcc_hi, v2
v_add_f16_e64 v5, vcc_lo, v2
v_add_f16_e64 v5, |v1|, v2
v_add_f16_e64 v5, |v1|, |v2|
v_add_f32_e64 v255, v1, v2
v_add_f32_e64 v5, -1, v2
v_add_f32_e64 v5, -4.0, v2
v_add_f32_e64 v5, -v1, -v2
v_add_f32_e64 v5, -v1, v2
v_add_f32_e64 v5, 0, v2
v_add_f32_e64 v5, 0.5, v2
v_add_f32_e64 v5, exec_hi, v2
v_add_f32_e64 v5, exec_lo, v2
v_add_f32_e64 v5, flat_scratch_hi, v2
v_add_f32_e64 v5, flat_scratch_lo, v2
v_add_f32_e64 v5, m0, v2
v_add_f32_e64 v5, s1, v2
v_add_f32_e64 v5, s101, v2
v_add_f32_e64 v5, src_execz, v2
v_add_f32_e64 v5, src_lds_direct, v2
v_add_f32_e64 v5, src_scc, v2
v_add_f32_e64 v5, src_vccz, v2
v_add_f32_e64 v5, tba_hi, v2
v_add_f32_e64 v5, tba_lo, v2
v_add_f32_e64 v5, tma_hi, v2
v_add_f32_e64 v5, tma_lo, v2
v_add_f32_e64 v5, ttmp11, v2
v_add_f32_e64 v5, v1, -1
v_add_f32_e64 v5, v1, -4.0
v_add_f32_e64 v5, v1, -v2
v_add_f32_e64 v5, v1, 0
v_add_f32_e64 v5, v1, 0.5
v_add_f32_e64 v5, v1, exec_hi
v_add_f32_e64 v5, v1, exec_lo
v_add_f32_e64 v5, v1, flat_scratch_hi
v_add_f32_e64 v5, v1, flat_scratch_lo
v_add_f32_e64 v5, v1, m0
v_add_f32_e64 v5, v1, s101
v_add_f32_e64 v5, v1, s2
v_add_f32_e64 v5, v1, src_execz
v_add_f32_e64 v5, v1, src_scc
v_add_f32_e64 v5, v1, src_vccz
v_add_f32_e64 v5, v1, tba_hi
v_add_f32_e64 v5, v1, tba_lo
v_add_f32_e64 v5, v1, tma_hi
v_add_f32_e64 v5, v1, tma_lo
v_add_f32_e64 v5, v1, ttmp11
v_add_f32_e64 v5, v1, v2
v_add_f32_e64 v5, v1, v2 clamp
v_add_f32_e64 v5, v1, v2 div:2
v_add_f32_e64 v5, v1, v2 mul:2
v_add_f32_e64 v5, v1, v2 mul:4
v_add_f32_e64 v5, v1, v255
v_add_f32_e64 v5, v1, vcc_hi
v_add_f32_e64 v5, v1, vcc_lo
v_add_f32_e64 v5, v1, |v2|
v_add_f32_e64 v5, v255, v2
v_add_f32_e64 v5, vcc_hi, v2
v_add_f32_e64 v5, vcc_lo, v2
v_add_f32_e64 v5, |v1|, v2
v_add_f32_e64 v5, |v1|, |v2|
v_add_u16_e64 v255, v1, v2
v_add_u16_e64 v5, -1, v2
v_add_u16_e64 v5, 0, v2
v_add_u16_e64 v5, exec_hi, v2
v_add_u16_e64 v5, exec_lo, v2
v_add_u16_e64 v5, flat_scratch_hi, v2
v_add_u16_e64 v5, flat_scratch_lo, v2
// offset 688000: the end of v_cmp_nlt_f32_e64, v_cmp_nlt_f64_e64, the start of v_cmp_o_f16_e64 (every destination, source kind, neg/abs and clamp)
v_cmp_nlt_f32_e64 s[10:11], src_vccz, v2
v_cmp_nlt_f32_e64 s[10:11], tba_hi, v2
v_cmp_nlt_f32_e64 s[10:11], tba_lo, v2
v_cmp_nlt_f32_e64 s[10:11], tma_hi, v2
v_cmp_nlt_f32_e64 s[10:11], tma_lo, v2
v_cmp_nlt_f32_e64 s[10:11], ttmp11, v2
v_cmp_nlt_f32_e64 s[10:11], v1, -1
v_cmp_nlt_f32_e64 s[10:11], v1, -4.0
v_cmp_nlt_f32_e64 s[10:11], v1, -v2
v_cmp_nlt_f32_e64 s[10:11], v1, 0
v_cmp_nlt_f32_e64 s[10:11], v1, 0.5
v_cmp_nlt_f32_e64 s[10:11], v1, exec_hi
v_cmp_nlt_f32_e64 s[10:11], v1, exec_lo
v_cmp_nlt_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_nlt_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_nlt_f32_e64 s[10:11], v1, m0
v_cmp_nlt_f32_e64 s[10:11], v1, s101
v_cmp_nlt_f32_e64 s[10:11], v1, s2
v_cmp_nlt_f32_e64 s[10:11], v1, src_execz
v_cmp_nlt_f32_e64 s[10:11], v1, src_scc
v_cmp_nlt_f32_e64 s[10:11], v1, src_vccz
v_cmp_nlt_f32_e64 s[10:11], v1, tba_hi
v_cmp_nlt_f32_e64 s[10:11], v1, tba_lo
v_cmp_nlt_f32_e64 s[10:11], v1, tma_hi
v_cmp_nlt_f32_e64 s[10:11], v1, tma_lo
v_cmp_nlt_f32_e64 s[10:11], v1, ttmp11
v_cmp_nlt_f32_e64 s[10:11], v1, v2
v_cmp_nlt_f32_e64 s[10:11], v1, v2 clamp
v_cmp_nlt_f32_e64 s[10:11], v1, v255
v_cmp_nlt_f32_e64 s[10:11], v1, vcc_hi
v_cmp_nlt_f32_e64 s[10:11], v1, vcc_lo
v_cmp_nlt_f32_e64 s[10:11], v1, |v2|
v_cmp_nlt_f32_e64 s[10:11], v255, v2
v_cmp_nlt_f32_e64 s[10:11], vcc_hi, v2
v_cmp_nlt_f32_e64 s[10:11], vcc_lo, v2
v_cmp_nlt_f32_e64 s[10:11], |v1|, v2
v_cmp_nlt_f32_e64 s[10:11], |v1|, |v2|
v_cmp_nlt_f32_e64 s[12:13], v1, v2
v_cmp_nlt_f32_e64 tba, v1, v2
v_cmp_nlt_f32_e64 tma, v1, v2
v_cmp_nlt_f32_e64 ttmp[10:11], v1, v2
v_cmp_nlt_f32_e64 vcc, v1, v2
v_cmp_nlt_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_nlt_f64_e64 s[100:101], v[1:2], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], -1, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], -4.0, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmp_nlt_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], 0, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], 0.5, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], exec, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], s[100:101], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], src_execz, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], src_scc, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], src_vccz, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], tba, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], tma, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], -1
v_cmp_nlt_f64_e64 s[10:11], v[1:2], -4.0
v_cmp_nlt_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], 0
v_cmp_nlt_f64_e64 s[10:11], v[1:2], 0.5
v_cmp_nlt_f64_e64 s[10:11], v[1:2], exec
v_cmp_nlt_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_nlt_f64_e64 s[10:11], v[1:2], s[100:101]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], src_execz
v_cmp_nlt_f64_e64 s[10:11], v[1:2], src_scc
v_cmp_nlt_f64_e64 s[10:11], v[1:2], src_vccz
v_cmp_nlt_f64_e64 s[10:11], v[1:2], tba
v_cmp_nlt_f64_e64 s[10:11], v[1:2], tma
v_cmp_nlt_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], v[2:3] clamp
v_cmp_nlt_f64_e64 s[10:11], v[1:2], vcc
v_cmp_nlt_f64_e64 s[10:11], v[1:2], |v[2:3]|
v_cmp_nlt_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], vcc, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], |v[1:2]|, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], |v[1:2]|, |v[2:3]|
v_cmp_nlt_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_nlt_f64_e64 tba, v[1:2], v[2:3]
v_cmp_nlt_f64_e64 tma, v[1:2], v[2:3]
v_cmp_nlt_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmp_nlt_f64_e64 vcc, v[1:2], v[2:3]
v_cmp_o_f16_e64 flat_scratch, v1, v2
v_cmp_o_f16_e64 s[100:101], v1, v2
v_cmp_o_f16_e64 s[10:11], -1, v2
v_cmp_o_f16_e64 s[10:11], -4.0, v2
v_cmp_o_f16_e64 s[10:11], -v1, -v2
v_cmp_o_f16_e64 s[10:11], -v1, v2
v_cmp_o_f16_e64 s[10:11], 0, v2
v_cmp_o_f16_e64 s[10:11], 0.5, v2
v_cmp_o_f16_e64 s[10:11], exec_hi, v2
v_cmp_o_f16_e64 s[10:11], exec_lo, v2
v_cmp_o_f16_e64 s[10:11], flat_scratch_hi, v2
v_cmp_o_f16_e64 s[10:11], flat_scratch_lo, v2
v_cmp_o_f16_e64 s[10:11], m0, v2
v_cmp_o_f16_e64 s[10:11], s1, v2
v_cmp_o_f16_e64 s[10:11], s101, v2
v_cmp_o_f16_e64 s[10:11], src_execz, v2
v_cmp_o_f16_e64 s[10:11], src_lds_direct, v2
v_cmp_o_f16_e64 s[10:11], src_scc, v2
// offset 1392000: the end of v_cmpx_nle_f32_e64, v_cmpx_nle_f64_e64, the start of v_cmpx_nlg_f16_e64
v_cmpx_nle_f32_e64 s[10:11], 0.5, v2
v_cmpx_nle_f32_e64 s[10:11], exec_hi, v2
v_cmpx_nle_f32_e64 s[10:11], exec_lo, v2
v_cmpx_nle_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_nle_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_nle_f32_e64 s[10:11], m0, v2
v_cmpx_nle_f32_e64 s[10:11], s1, v2
v_cmpx_nle_f32_e64 s[10:11], s101, v2
v_cmpx_nle_f32_e64 s[10:11], src_execz, v2
v_cmpx_nle_f32_e64 s[10:11], src_lds_direct, v2
v_cmpx_nle_f32_e64 s[10:11], src_scc, v2
v_cmpx_nle_f32_e64 s[10:11], src_vccz, v2
v_cmpx_nle_f32_e64 s[10:11], tba_hi, v2
v_cmpx_nle_f32_e64 s[10:11], tba_lo, v2
v_cmpx_nle_f32_e64 s[10:11], tma_hi, v2
v_cmpx_nle_f32_e64 s[10:11], tma_lo, v2
v_cmpx_nle_f32_e64 s[10:11], ttmp11, v2
v_cmpx_nle_f32_e64 s[10:11], v1, -1
v_cmpx_nle_f32_e64 s[10:11], v1, -4.0
v_cmpx_nle_f32_e64 s[10:11], v1, -v2
v_cmpx_nle_f32_e64 s[10:11], v1, 0
v_cmpx_nle_f32_e64 s[10:11], v1, 0.5
v_cmpx_nle_f32_e64 s[10:11], v1, exec_hi
v_cmpx_nle_f32_e64 s[10:11], v1, exec_lo
v_cmpx_nle_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_nle_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_nle_f32_e64 s[10:11], v1, m0
v_cmpx_nle_f32_e64 s[10:11], v1, s101
v_cmpx_nle_f32_e64 s[10:11], v1, s2
v_cmpx_nle_f32_e64 s[10:11], v1, src_execz
v_cmpx_nle_f32_e64 s[10:11], v1, src_scc
v_cmpx_nle_f32_e64 s[10:11], v1, src_vccz
v_cmpx_nle_f32_e64 s[10:11], v1, tba_hi
v_cmpx_nle_f32_e64 s[10:11], v1, tba_lo
v_cmpx_nle_f32_e64 s[10:11], v1, tma_hi
v_cmpx_nle_f32_e64 s[10:11], v1, tma_lo
v_cmpx_nle_f32_e64 s[10:11], v1, ttmp11
v_cmpx_nle_f32_e64 s[10:11], v1, v2
v_cmpx_nle_f32_e64 s[10:11], v1, v2 clamp
v_cmpx_nle_f32_e64 s[10:11], v1, v255
v_cmpx_nle_f32_e64 s[10:11], v1, vcc_hi
v_cmpx_nle_f32_e64 s[10:11], v1, vcc_lo
v_cmpx_nle_f32_e64 s[10:11], v1, |v2|
v_cmpx_nle_f32_e64 s[10:11], v255, v2
v_cmpx_nle_f32_e64 s[10:11], vcc_hi, v2
v_cmpx_nle_f32_e64 s[10:11], vcc_lo, v2
v_cmpx_nle_f32_e64 s[10:11], |v1|, v2
v_cmpx_nle_f32_e64 s[10:11], |v1|, |v2|
v_cmpx_nle_f32_e64 s[12:13], v1, v2
v_cmpx_nle_f32_e64 tba, v1, v2
v_cmpx_nle_f32_e64 tma, v1, v2
v_cmpx_nle_f32_e64 ttmp[10:11], v1, v2
v_cmpx_nle_f32_e64 vcc, v1, v2
v_cmpx_nle_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[100:101], v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_nle_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], s[100:101], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], src_execz, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], src_scc, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], src_vccz, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], tba, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], tma, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], -1
v_cmpx_nle_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_nle_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], 0
v_cmpx_nle_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_nle_f64_e64 s[10:11], v[1:2], exec
v_cmpx_nle_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_nle_f64_e64 s[10:11], v[1:2], s[100:101]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], src_execz
v_cmpx_nle_f64_e64 s[10:11], v[1:2], src_scc
v_cmpx_nle_f64_e64 s[10:11], v[1:2], src_vccz
v_cmpx_nle_f64_e64 s[10:11], v[1:2], tba
v_cmpx_nle_f64_e64 s[10:11], v[1:2], tma
v_cmpx_nle_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], v[2:3] clamp
v_cmpx_nle_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_nle_f64_e64 s[10:11], v[1:2], |v[2:3]|
v_cmpx_nle_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], |v[1:2]|, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], |v[1:2]|, |v[2:3]|
v_cmpx_nle_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_nle_f64_e64 tba, v[1:2], v[2:3]
v_cmpx_nle_f64_e64 tma, v[1:2], v[2:3]
v_cmpx_nle_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_nle_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_nlg_f16_e64 flat_scratch, v1, v2
v_cmpx_nlg_f16_e64 s[100:101], v1, v2
v_cmpx_nlg_f16_e64 s[10:11], -1, v2
v_cmpx_nlg_f16_e64 s[10:11], -4.0, v2
v_cmpx_nlg_f16_e64 s[10:11], -v1, -v2
// Session 7 (coverage), offset 16000 (its page whole): the end of v_add_u16_e64, v_add_u32_e64 (every carry-out destination, source kind, clamp), most of v_addc_u32_e64 (its carry-in SGPR pairs)
v_add_u16_e64 v5, s1, v2
v_add_u16_e64 v5, s101, v2
v_add_u16_e64 v5, src_execz, v2
v_add_u16_e64 v5, src_lds_direct, v2
v_add_u16_e64 v5, src_scc, v2
v_add_u16_e64 v5, src_vccz, v2
v_add_u16_e64 v5, tba_hi, v2
v_add_u16_e64 v5, tba_lo, v2
v_add_u16_e64 v5, tma_hi, v2
v_add_u16_e64 v5, tma_lo, v2
v_add_u16_e64 v5, ttmp11, v2
v_add_u16_e64 v5, v1, -1
v_add_u16_e64 v5, v1, 0
v_add_u16_e64 v5, v1, exec_hi
v_add_u16_e64 v5, v1, exec_lo
v_add_u16_e64 v5, v1, flat_scratch_hi
v_add_u16_e64 v5, v1, flat_scratch_lo
v_add_u16_e64 v5, v1, m0
v_add_u16_e64 v5, v1, s101
v_add_u16_e64 v5, v1, s2
v_add_u16_e64 v5, v1, src_execz
v_add_u16_e64 v5, v1, src_scc
v_add_u16_e64 v5, v1, src_vccz
v_add_u16_e64 v5, v1, tba_hi
v_add_u16_e64 v5, v1, tba_lo
v_add_u16_e64 v5, v1, tma_hi
v_add_u16_e64 v5, v1, tma_lo
v_add_u16_e64 v5, v1, ttmp11
v_add_u16_e64 v5, v1, v2
v_add_u16_e64 v5, v1, v2 clamp
v_add_u16_e64 v5, v1, v255
v_add_u16_e64 v5, v1, vcc_hi
v_add_u16_e64 v5, v1, vcc_lo
v_add_u16_e64 v5, v255, v2
v_add_u16_e64 v5, vcc_hi, v2
v_add_u16_e64 v5, vcc_lo, v2
v_add_u32_e64 v255, s[12:13], v1, v2
v_add_u32_e64 v5, flat_scratch, v1, v2
v_add_u32_e64 v5, s[100:101], v1, v2
v_add_u32_e64 v5, s[12:13], -1, v2
v_add_u32_e64 v5, s[12:13], -4.0, v2
v_add_u32_e64 v5, s[12:13], 0, v2
v_add_u32_e64 v5, s[12:13], 0.5, v2
v_add_u32_e64 v5, s[12:13], exec_hi, v2
v_add_u32_e64 v5, s[12:13], exec_lo, v2
v_add_u32_e64 v5, s[12:13], flat_scratch_hi, v2
v_add_u32_e64 v5, s[12:13], flat_scratch_lo, v2
v_add_u32_e64 v5, s[12:13], m0, v2
v_add_u32_e64 v5, s[12:13], s1, v2
v_add_u32_e64 v5, s[12:13], s101, v2
v_add_u32_e64 v5, s[12:13], src_execz, v2
v_add_u32_e64 v5, s[12:13], src_lds_direct, v2
v_add_u32_e64 v5, s[12:13], src_scc, v2
v_add_u32_e64 v5, s[12:13], src_vccz, v2
v_add_u32_e64 v5, s[12:13], tba_hi, v2
v_add_u32_e64 v5, s[12:13], tba_lo, v2
v_add_u32_e64 v5, s[12:13], tma_hi, v2
v_add_u32_e64 v5, s[12:13], tma_lo, v2
v_add_u32_e64 v5, s[12:13], ttmp11, v2
v_add_u32_e64 v5, s[12:13], v1, -1
v_add_u32_e64 v5, s[12:13], v1, -4.0
v_add_u32_e64 v5, s[12:13], v1, 0
v_add_u32_e64 v5, s[12:13], v1, 0.5
v_add_u32_e64 v5, s[12:13], v1, exec_hi
v_add_u32_e64 v5, s[12:13], v1, exec_lo
v_add_u32_e64 v5, s[12:13], v1, flat_scratch_hi
v_add_u32_e64 v5, s[12:13], v1, flat_scratch_lo
v_add_u32_e64 v5, s[12:13], v1, m0
v_add_u32_e64 v5, s[12:13], v1, s101
v_add_u32_e64 v5, s[12:13], v1, s2
v_add_u32_e64 v5, s[12:13], v1, src_execz
v_add_u32_e64 v5, s[12:13], v1, src_scc
v_add_u32_e64 v5, s[12:13], v1, src_vccz
v_add_u32_e64 v5, s[12:13], v1, tba_hi
v_add_u32_e64 v5, s[12:13], v1, tba_lo
v_add_u32_e64 v5, s[12:13], v1, tma_hi
v_add_u32_e64 v5, s[12:13], v1, tma_lo
v_add_u32_e64 v5, s[12:13], v1, ttmp11
v_add_u32_e64 v5, s[12:13], v1, v2
v_add_u32_e64 v5, s[12:13], v1, v2 clamp
v_add_u32_e64 v5, s[12:13], v1, v255
v_add_u32_e64 v5, s[12:13], v1, vcc_hi
v_add_u32_e64 v5, s[12:13], v1, vcc_lo
v_add_u32_e64 v5, s[12:13], v255, v2
v_add_u32_e64 v5, s[12:13], vcc_hi, v2
v_add_u32_e64 v5, s[12:13], vcc_lo, v2
v_add_u32_e64 v5, s[14:15], v1, v2
v_add_u32_e64 v5, tba, v1, v2
v_add_u32_e64 v5, tma, v1, v2
v_add_u32_e64 v5, ttmp[10:11], v1, v2
v_add_u32_e64 v5, vcc, v1, v2
v_addc_u32_e64 v255, s[12:13], v1, v2, s[6:7]
v_addc_u32_e64 v5, flat_scratch, v1, v2, s[6:7]
v_addc_u32_e64 v5, s[100:101], v1, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], -1, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], -4.0, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], 0, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], 0.5, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], src_lds_direct, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, -1, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, -4.0, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, 0, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, 0.5, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, v2, flat_scratch
v_addc_u32_e64 v5, s[12:13], v1, v2, s[100:101]
v_addc_u32_e64 v5, s[12:13], v1, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, v2, s[6:7] clamp
v_addc_u32_e64 v5, s[12:13], v1, v2, s[8:9]
v_addc_u32_e64 v5, s[12:13], v1, v2, tba
v_addc_u32_e64 v5, s[12:13], v1, v2, tma
v_addc_u32_e64 v5, s[12:13], v1, v2, ttmp[10:11]
// Session 7 (coverage), offset 1568000 (its page whole): the end of v_cmpx_u_f64_e64, v_cndmask_b32_e64 (its condition pairs and modifier combinations), v_cos_f16_e64, v_cos_f32_e64
v_cmpx_u_f64_e64 s[10:11], tba, v[2:3]
v_cmpx_u_f64_e64 s[10:11], tma, v[2:3]
v_cmpx_u_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_u_f64_e64 s[10:11], v[1:2], -1
v_cmpx_u_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_u_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_u_f64_e64 s[10:11], v[1:2], 0
v_cmpx_u_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_u_f64_e64 s[10:11], v[1:2], exec
v_cmpx_u_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_u_f64_e64 s[10:11], v[1:2], s[100:101]
v_cmpx_u_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_u_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_u_f64_e64 s[10:11], v[1:2], src_execz
v_cmpx_u_f64_e64 s[10:11], v[1:2], src_scc
v_cmpx_u_f64_e64 s[10:11], v[1:2], src_vccz
v_cmpx_u_f64_e64 s[10:11], v[1:2], tba
v_cmpx_u_f64_e64 s[10:11], v[1:2], tma
v_cmpx_u_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_u_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_u_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_u_f64_e64 s[10:11], v[1:2], v[2:3] clamp
v_cmpx_u_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_u_f64_e64 s[10:11], v[1:2], |v[2:3]|
v_cmpx_u_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_u_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_u_f64_e64 s[10:11], |v[1:2]|, v[2:3]
v_cmpx_u_f64_e64 s[10:11], |v[1:2]|, |v[2:3]|
v_cmpx_u_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_u_f64_e64 tba, v[1:2], v[2:3]
v_cmpx_u_f64_e64 tma, v[1:2], v[2:3]
v_cmpx_u_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_u_f64_e64 vcc, v[1:2], v[2:3]
v_cndmask_b32_e64 v255, v1, v2, s[6:7]
v_cndmask_b32_e64 v5, -1, v2, s[6:7]
v_cndmask_b32_e64 v5, -4.0, v2, s[6:7]
v_cndmask_b32_e64 v5, -v1, |v2|, vcc
v_cndmask_b32_e64 v5, -|v1|, -|v2|, vcc
v_cndmask_b32_e64 v5, 0, v2, s[6:7]
v_cndmask_b32_e64 v5, 0.5, v2, s[6:7]
v_cndmask_b32_e64 v5, src_lds_direct, v2, s[6:7]
v_cndmask_b32_e64 v5, v1, -1, s[6:7]
v_cndmask_b32_e64 v5, v1, -4.0, s[6:7]
v_cndmask_b32_e64 v5, v1, 0, s[6:7]
v_cndmask_b32_e64 v5, v1, 0.5, s[6:7]
v_cndmask_b32_e64 v5, v1, v2, flat_scratch
v_cndmask_b32_e64 v5, v1, v2, s[100:101]
v_cndmask_b32_e64 v5, v1, v2, s[6:7]
v_cndmask_b32_e64 v5, v1, v2, s[8:9]
v_cndmask_b32_e64 v5, v1, v2, tba
v_cndmask_b32_e64 v5, v1, v2, tma
v_cndmask_b32_e64 v5, v1, v2, ttmp[10:11]
v_cndmask_b32_e64 v5, v1, v2, vcc
v_cndmask_b32_e64 v5, v1, v255, s[6:7]
v_cndmask_b32_e64 v5, v255, v2, s[6:7]
v_cndmask_b32_e64 v5, |v1|, -v2, vcc
v_cos_f16_e64 v255, v1
v_cos_f16_e64 v5, -1
v_cos_f16_e64 v5, -4.0
v_cos_f16_e64 v5, -v1
v_cos_f16_e64 v5, 0
v_cos_f16_e64 v5, 0.5
v_cos_f16_e64 v5, exec_hi
v_cos_f16_e64 v5, exec_lo
v_cos_f16_e64 v5, flat_scratch_hi
v_cos_f16_e64 v5, flat_scratch_lo
v_cos_f16_e64 v5, m0
v_cos_f16_e64 v5, s1
v_cos_f16_e64 v5, s101
v_cos_f16_e64 v5, src_execz
v_cos_f16_e64 v5, src_lds_direct
v_cos_f16_e64 v5, src_scc
v_cos_f16_e64 v5, src_vccz
v_cos_f16_e64 v5, tba_hi
v_cos_f16_e64 v5, tba_lo
v_cos_f16_e64 v5, tma_hi
v_cos_f16_e64 v5, tma_lo
v_cos_f16_e64 v5, ttmp11
v_cos_f16_e64 v5, v1
v_cos_f16_e64 v5, v1 clamp
v_cos_f16_e64 v5, v255
v_cos_f16_e64 v5, vcc_hi
v_cos_f16_e64 v5, vcc_lo
v_cos_f16_e64 v5, |v1|
v_cos_f32_e64 v255, v1
v_cos_f32_e64 v5, -1
v_cos_f32_e64 v5, -4.0
v_cos_f32_e64 v5, -v1
v_cos_f32_e64 v5, 0
v_cos_f32_e64 v5, 0.5
v_cos_f32_e64 v5, exec_hi
v_cos_f32_e64 v5, exec_lo
v_cos_f32_e64 v5, flat_scratch_hi
v_cos_f32_e64 v5, flat_scratch_lo
v_cos_f32_e64 v5, m0
v_cos_f32_e64 v5, s1
v_cos_f32_e64 v5, s101
v_cos_f32_e64 v5, src_execz
v_cos_f32_e64 v5, src_lds_direct
v_cos_f32_e64 v5, src_scc
v_cos_f32_e64 v5, src_vccz
v_cos_f32_e64 v5, tba_hi
v_cos_f32_e64 v5, tba_lo
v_cos_f32_e64 v5, tma_hi
v_cos_f32_e64 v5, tma_lo
v_cos_f32_e64 v5, ttmp11
v_cos_f32_e64 v5, v1
v_cos_f32_e64 v5, v1 clamp
v_cos_f32_e64 v5, v1 div:2
v_cos_f32_e64 v5, v1 mul:2
v_cos_f32_e64 v5, v1 mul:4
v_cos_f32_e64 v5, v255
v_cos_f32_e64 v5, vcc_hi
v_cos_f32_e64 v5, vcc_lo
v_cos_f32_e64 v5, |v1|
