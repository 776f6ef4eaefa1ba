// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_vop3_e64.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 1efe7f741b46: two pages (v_add_f64 with every source kind, neg/abs,
// clamp and omod; v_alignbit_b32 with every source kind in each of its three sources;
// v_cvt_pknorm_i16_f32 end, v_cvt_pknorm_u16_f32, v_cvt_pkrtz_f16_f32 start); the rest
// of the file repeats these operand forms for the other mnemonics; RUN/CHECK lines removed.
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
// Session 6: the pages at one third and two thirds of the file, offsets 208000 and 416000, each whole;
// now 4 of its 40 pages of 16,000 characters, 10% of the file. Each added part is
// headed by its offset.
// Session 7 (coverage): the pages at offsets 336000, 576000, 614000, each whole (read to learn and prove tests/llvm_templates.py);
// now 7 of its 40 pages of 16,000 characters, 18% of the file. Each added part is headed by its offset.
v_add_f64 v[254:255], v[1:2], v[2:3]
v_add_f64 v[5:6], -1, v[2:3]
v_add_f64 v[5:6], -4.0, v[2:3]
v_add_f64 v[5:6], -v[1:2], -v[2:3]
v_add_f64 v[5:6], -v[1:2], v[2:3]
v_add_f64 v[5:6], 0, v[2:3]
v_add_f64 v[5:6], 0.5, v[2:3]
v_add_f64 v[5:6], exec, v[2:3]
v_add_f64 v[5:6], flat_scratch, v[2:3]
v_add_f64 v[5:6], s[100:101], v[2:3]
v_add_f64 v[5:6], s[2:3], v[2:3]
v_add_f64 v[5:6], s[4:5], v[2:3]
v_add_f64 v[5:6], src_execz, v[2:3]
v_add_f64 v[5:6], src_scc, v[2:3]
v_add_f64 v[5:6], src_vccz, v[2:3]
v_add_f64 v[5:6], tba, v[2:3]
v_add_f64 v[5:6], tma, v[2:3]
v_add_f64 v[5:6], ttmp[10:11], v[2:3]
v_add_f64 v[5:6], v[1:2], -1
v_add_f64 v[5:6], v[1:2], -4.0
v_add_f64 v[5:6], v[1:2], -v[2:3]
v_add_f64 v[5:6], v[1:2], 0
v_add_f64 v[5:6], v[1:2], 0.5
v_add_f64 v[5:6], v[1:2], exec
v_add_f64 v[5:6], v[1:2], flat_scratch
v_add_f64 v[5:6], v[1:2], s[100:101]
v_add_f64 v[5:6], v[1:2], s[4:5]
v_add_f64 v[5:6], v[1:2], s[6:7]
v_add_f64 v[5:6], v[1:2], src_execz
v_add_f64 v[5:6], v[1:2], src_scc
v_add_f64 v[5:6], v[1:2], src_vccz
v_add_f64 v[5:6], v[1:2], tba
v_add_f64 v[5:6], v[1:2], tma
v_add_f64 v[5:6], v[1:2], ttmp[10:11]
v_add_f64 v[5:6], v[1:2], v[254:255]
v_add_f64 v[5:6], v[1:2], v[2:3]
v_add_f64 v[5:6], v[1:2], v[2:3] clamp
v_add_f64 v[5:6], v[1:2], v[2:3] div:2
v_add_f64 v[5:6], v[1:2], v[2:3] mul:2
v_add_f64 v[5:6], v[1:2], v[2:3] mul:4
v_add_f64 v[5:6], v[1:2], vcc
v_add_f64 v[5:6], v[1:2], |v[2:3]|
v_add_f64 v[5:6], v[254:255], v[2:3]
v_add_f64 v[5:6], vcc, v[2:3]
v_add_f64 v[5:6], |v[1:2]|, v[2:3]
v_add_f64 v[5:6], |v[1:2]|, |v[2:3]|
v_alignbit_b32 v255, v1, v2, v3
v_alignbit_b32 v5, -1, v2, v3
v_alignbit_b32 v5, -4.0, v2, v3
v_alignbit_b32 v5, 0, v2, v3
v_alignbit_b32 v5, 0.5, v2, v3
v_alignbit_b32 v5, exec_hi, v2, v3
v_alignbit_b32 v5, exec_lo, v2, v3
v_alignbit_b32 v5, flat_scratch_hi, v2, v3
v_alignbit_b32 v5, flat_scratch_lo, v2, v3
v_alignbit_b32 v5, m0, v2, v3
v_alignbit_b32 v5, s1, v2, v3
v_alignbit_b32 v5, s101, v2, v3
v_alignbit_b32 v5, src_execz, v2, v3
v_alignbit_b32 v5, src_lds_direct, v2, v3
v_alignbit_b32 v5, src_scc, v2, v3
v_alignbit_b32 v5, src_vccz, v2, v3
v_alignbit_b32 v5, tba_hi, v2, v3
v_alignbit_b32 v5, tba_lo, v2, v3
v_alignbit_b32 v5, tma_hi, v2, v3
v_alignbit_b32 v5, tma_lo, v2, v3
v_alignbit_b32 v5, ttmp11, v2, v3
v_alignbit_b32 v5, v1, -1, v3
v_alignbit_b32 v5, v1, -4.0, v3
v_alignbit_b32 v5, v1, 0, v3
v_alignbit_b32 v5, v1, 0.5, v3
v_alignbit_b32 v5, v1, exec_hi, v3
v_alignbit_b32 v5, v1, exec_lo, v3
v_alignbit_b32 v5, v1, flat_scratch_hi, v3
v_alignbit_b32 v5, v1, flat_scratch_lo, v3
v_alignbit_b32 v5, v1, m0, v3
v_alignbit_b32 v5, v1, s101, v3
v_alignbit_b32 v5, v1, s2, v3
v_alignbit_b32 v5, v1, src_execz, v3
v_alignbit_b32 v5, v1, src_scc, v3
v_alignbit_b32 v5, v1, src_vccz, v3
v_alignbit_b32 v5, v1, tba_hi, v3
v_alignbit_b32 v5, v1, tba_lo, v3
v_alignbit_b32 v5, v1, tma_hi, v3
v_alignbit_b32 v5, v1, tma_lo, v3
v_alignbit_b32 v5, v1, ttmp11, v3
v_alignbit_b32 v5, v1, v2, -1
v_alignbit_b32 v5, v1, v2, -4.0
v_alignbit_b32 v5, v1, v2, 0
v_alignbit_b32 v5, v1, v2, 0.5
v_alignbit_b32 v5, v1, v2, exec_hi
v_alignbit_b32 v5, v1, v2, exec_lo
v_alignbit_b32 v5, v1, v2, flat_scratch_hi
v_alignbit_b32 v5, v1, v2, flat_scratch_lo
v_alignbit_b32 v5, v1, v2, m0
v_alignbit_b32 v5, v1, v2, s101
v_alignbit_b32 v5, v1, v2, s3
v_alignbit_b32 v5, v1, v2, src_execz
v_alignbit_b32 v5, v1, v2, src_scc
v_alignbit_b32 v5, v1, v2, src_vccz
v_alignbit_b32 v5, v1, v2, tba_hi
v_alignbit_b32 v5, v1, v2, tba_lo
v_alignbit_b32 v5, v1, v2, tma_hi
v_alignbit_b32 v5, v1, v2, tma_lo
v_alignbit_b32 v5, v1, v2, ttmp11
v_alignbit_b32 v5, v1, v2, v255
v_alignbit_b32 v5, v1, v2, v3
v_alignbit_b32 v5, v1, v2, vcc_hi
v_alignbit_b32 v5, v1, v2, vcc_lo
v_alignbit_b32 v5, v1, v255, v3
v_alignbit_b32 v5, v1, vcc_hi, v3
v_alignbit_b32 v5, v1, vcc_lo, v3
v_alignbit_b32 v5, v255, v2, v3
v_cvt_pknorm_i16_f32 v5, v1, exec_hi
v_cvt_pknorm_i16_f32 v5, v1, exec_lo
v_cvt_pknorm_i16_f32 v5, v1, flat_scratch_hi
v_cvt_pknorm_i16_f32 v5, v1, flat_scratch_lo
v_cvt_pknorm_i16_f32 v5, v1, m0
v_cvt_pknorm_i16_f32 v5, v1, s101
v_cvt_pknorm_i16_f32 v5, v1, s2
v_cvt_pknorm_i16_f32 v5, v1, src_execz
v_cvt_pknorm_i16_f32 v5, v1, src_scc
v_cvt_pknorm_i16_f32 v5, v1, src_vccz
v_cvt_pknorm_i16_f32 v5, v1, tba_hi
v_cvt_pknorm_i16_f32 v5, v1, tba_lo
v_cvt_pknorm_i16_f32 v5, v1, tma_hi
v_cvt_pknorm_i16_f32 v5, v1, tma_lo
v_cvt_pknorm_i16_f32 v5, v1, ttmp11
v_cvt_pknorm_i16_f32 v5, v1, v2
v_cvt_pknorm_i16_f32 v5, v1, v255
v_cvt_pknorm_i16_f32 v5, v1, vcc_hi
v_cvt_pknorm_i16_f32 v5, v1, vcc_lo
v_cvt_pknorm_i16_f32 v5, v1, |v2|
v_cvt_pknorm_i16_f32 v5, v255, v2
v_cvt_pknorm_i16_f32 v5, vcc_hi, v2
v_cvt_pknorm_i16_f32 v5, vcc_lo, v2
v_cvt_pknorm_i16_f32 v5, |v1|, v2
v_cvt_pknorm_i16_f32 v5, |v1|, |v2|
v_cvt_pknorm_u16_f32 v255, v1, v2
v_cvt_pknorm_u16_f32 v5, -1, v2
v_cvt_pknorm_u16_f32 v5, -4.0, v2
v_cvt_pknorm_u16_f32 v5, -v1, -v2
v_cvt_pknorm_u16_f32 v5, -v1, v2
v_cvt_pknorm_u16_f32 v5, 0, v2
v_cvt_pknorm_u16_f32 v5, 0.5, v2
v_cvt_pknorm_u16_f32 v5, exec_hi, v2
v_cvt_pknorm_u16_f32 v5, exec_lo, v2
v_cvt_pknorm_u16_f32 v5, flat_scratch_hi, v2
v_cvt_pknorm_u16_f32 v5, flat_scratch_lo, v2
v_cvt_pknorm_u16_f32 v5, m0, v2
v_cvt_pknorm_u16_f32 v5, s1, v2
v_cvt_pknorm_u16_f32 v5, s101, v2
v_cvt_pknorm_u16_f32 v5, src_execz, v2
v_cvt_pknorm_u16_f32 v5, src_lds_direct, v2
v_cvt_pknorm_u16_f32 v5, src_scc, v2
v_cvt_pknorm_u16_f32 v5, src_vccz, v2
v_cvt_pknorm_u16_f32 v5, tba_hi, v2
v_cvt_pknorm_u16_f32 v5, tba_lo, v2
v_cvt_pknorm_u16_f32 v5, tma_hi, v2
v_cvt_pknorm_u16_f32 v5, tma_lo, v2
v_cvt_pknorm_u16_f32 v5, ttmp11, v2
v_cvt_pknorm_u16_f32 v5, v1, -1
v_cvt_pknorm_u16_f32 v5, v1, -4.0
v_cvt_pknorm_u16_f32 v5, v1, -v2
v_cvt_pknorm_u16_f32 v5, v1, 0
v_cvt_pknorm_u16_f32 v5, v1, 0.5
v_cvt_pknorm_u16_f32 v5, v1, exec_hi
v_cvt_pknorm_u16_f32 v5, v1, exec_lo
v_cvt_pknorm_u16_f32 v5, v1, flat_scratch_hi
v_cvt_pknorm_u16_f32 v5, v1, flat_scratch_lo
v_cvt_pknorm_u16_f32 v5, v1, m0
v_cvt_pknorm_u16_f32 v5, v1, s101
v_cvt_pknorm_u16_f32 v5, v1, s2
v_cvt_pknorm_u16_f32 v5, v1, src_execz
v_cvt_pknorm_u16_f32 v5, v1, src_scc
v_cvt_pknorm_u16_f32 v5, v1, src_vccz
v_cvt_pknorm_u16_f32 v5, v1, tba_hi
v_cvt_pknorm_u16_f32 v5, v1, tba_lo
v_cvt_pknorm_u16_f32 v5, v1, tma_hi
v_cvt_pknorm_u16_f32 v5, v1, tma_lo
v_cvt_pknorm_u16_f32 v5, v1, ttmp11
v_cvt_pknorm_u16_f32 v5, v1, v2
v_cvt_pknorm_u16_f32 v5, v1, v255
v_cvt_pknorm_u16_f32 v5, v1, vcc_hi
v_cvt_pknorm_u16_f32 v5, v1, vcc_lo
v_cvt_pknorm_u16_f32 v5, v1, |v2|
v_cvt_pknorm_u16_f32 v5, v255, v2
v_cvt_pknorm_u16_f32 v5, vcc_hi, v2
v_cvt_pknorm_u16_f32 v5, vcc_lo, v2
v_cvt_pknorm_u16_f32 v5, |v1|, v2
v_cvt_pknorm_u16_f32 v5, |v1|, |v2|
v_cvt_pkrtz_f16_f32 v255, v1, v2
v_cvt_pkrtz_f16_f32 v5, -1, v2
v_cvt_pkrtz_f16_f32 v5, -4.0, v2
v_cvt_pkrtz_f16_f32 v5, -v1, -v2
v_cvt_pkrtz_f16_f32 v5, -v1, v2
v_cvt_pkrtz_f16_f32 v5, 0, v2
v_cvt_pkrtz_f16_f32 v5, 0.5, v2
v_cvt_pkrtz_f16_f32 v5, exec_hi, v2
v_cvt_pkrtz_f16_f32 v5, exec_lo, v2
v_cvt_pkrtz_f16_f32 v5, flat_scratch_hi, v2
v_cvt_pkrtz_f16_f32 v5, flat_scratch_lo, v2
v_cvt_pkrtz_f16_f32 v5, m0, v2
v_cvt_pkrtz_f16_f32 v5, s1, v2
v_cvt_pkrtz_f16_f32 v5, s101, v2
v_cvt_pkrtz_f16_f32 v5, src_execz, v2
v_cvt_pkrtz_f16_f32 v5, src_lds_direct, v2
v_cvt_pkrtz_f16_f32 v5, src_scc, v2
v_cvt_pkrtz_f16_f32 v5, src_vccz, v2
v_cvt_pkrtz_f16_f32 v5, tba_hi, v2
v_cvt_pkrtz_f16_f32 v5, tba_lo, v2
v_cvt_pkrtz_f16_f32 v5, tma_hi, v2
v_cvt_pkrtz_f16_f32 v5, tma_lo, v2
v_cvt_pkrtz_f16_f32 v5, ttmp11, v2
v_cvt_pkrtz_f16_f32 v5, v1, -1
v_cvt_pkrtz_f16_f32 v5, v1, -4.0
v_cvt_pkrtz_f16_f32 v5, v1, -v2
v_cvt_pkrtz_f16_f32 v5, v1, 0
v_cvt_pkrtz_f16_f32 v5, v1, 0.5
v_cvt_pkrtz_f16_f32 v5, v1, exec_hi
v_cvt_pkrtz_f16_f32 v5, v1, exec_lo
v_cvt_pkrtz_f16_f32 v5, v1, flat_scratch_hi
v_cvt_pkrtz_f16_f32 v5, v1, flat_scratch_lo
v_cvt_pkrtz_f16_f32 v5, v1, m0
v_cvt_pkrtz_f16_f32 v5, v1, s101
v_cvt_pkrtz_f16_f32 v5, v1, s2
// offset 208000: the end of v_div_fmas_f64, v_div_scale_f32 (every source kind in each source), the start of v_div_scale_f64
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], v[254:255]
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], v[3:4]
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], v[3:4] clamp
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], v[3:4] div:2
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], v[3:4] mul:2
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], v[3:4] mul:4
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], vcc
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], |v[3:4]|
v_div_fmas_f64 v[5:6], v[1:2], vcc, v[3:4]
v_div_fmas_f64 v[5:6], v[1:2], |v[2:3]|, v[3:4]
v_div_fmas_f64 v[5:6], v[254:255], v[2:3], v[3:4]
v_div_fmas_f64 v[5:6], vcc, v[2:3], v[3:4]
v_div_fmas_f64 v[5:6], |v[1:2]|, v[2:3], v[3:4]
v_div_fmas_f64 v[5:6], |v[1:2]|, |v[2:3]|, |v[3:4]|
v_div_scale_f32 v255, vcc, v1, v2, v3
v_div_scale_f32 v5, vcc, -1, v2, v3
v_div_scale_f32 v5, vcc, -4.0, v2, v3
v_div_scale_f32 v5, vcc, 0, v2, v3
v_div_scale_f32 v5, vcc, 0.5, v2, v3
v_div_scale_f32 v5, vcc, exec_hi, v2, v3
v_div_scale_f32 v5, vcc, exec_lo, v2, v3
v_div_scale_f32 v5, vcc, flat_scratch_hi, v2, v3
v_div_scale_f32 v5, vcc, flat_scratch_lo, v2, v3
v_div_scale_f32 v5, vcc, m0, v2, v3
v_div_scale_f32 v5, vcc, s1, v2, v3
v_div_scale_f32 v5, vcc, s101, v2, v3
v_div_scale_f32 v5, vcc, src_execz, v2, v3
v_div_scale_f32 v5, vcc, src_lds_direct, v2, v3
v_div_scale_f32 v5, vcc, src_scc, v2, v3
v_div_scale_f32 v5, vcc, src_vccz, v2, v3
v_div_scale_f32 v5, vcc, tba_hi, v2, v3
v_div_scale_f32 v5, vcc, tba_lo, v2, v3
v_div_scale_f32 v5, vcc, tma_hi, v2, v3
v_div_scale_f32 v5, vcc, tma_lo, v2, v3
v_div_scale_f32 v5, vcc, ttmp11, v2, v3
v_div_scale_f32 v5, vcc, v1, -1, v3
v_div_scale_f32 v5, vcc, v1, -4.0, v3
v_div_scale_f32 v5, vcc, v1, 0, v3
v_div_scale_f32 v5, vcc, v1, 0.5, v3
v_div_scale_f32 v5, vcc, v1, exec_hi, v3
v_div_scale_f32 v5, vcc, v1, exec_lo, v3
v_div_scale_f32 v5, vcc, v1, flat_scratch_hi, v3
v_div_scale_f32 v5, vcc, v1, flat_scratch_lo, v3
v_div_scale_f32 v5, vcc, v1, m0, v3
v_div_scale_f32 v5, vcc, v1, s101, v3
v_div_scale_f32 v5, vcc, v1, s2, v3
v_div_scale_f32 v5, vcc, v1, src_execz, v3
v_div_scale_f32 v5, vcc, v1, src_scc, v3
v_div_scale_f32 v5, vcc, v1, src_vccz, v3
v_div_scale_f32 v5, vcc, v1, tba_hi, v3
v_div_scale_f32 v5, vcc, v1, tba_lo, v3
v_div_scale_f32 v5, vcc, v1, tma_hi, v3
v_div_scale_f32 v5, vcc, v1, tma_lo, v3
v_div_scale_f32 v5, vcc, v1, ttmp11, v3
v_div_scale_f32 v5, vcc, v1, v2, -1
v_div_scale_f32 v5, vcc, v1, v2, -4.0
v_div_scale_f32 v5, vcc, v1, v2, 0
v_div_scale_f32 v5, vcc, v1, v2, 0.5
v_div_scale_f32 v5, vcc, v1, v2, exec_hi
v_div_scale_f32 v5, vcc, v1, v2, exec_lo
v_div_scale_f32 v5, vcc, v1, v2, flat_scratch_hi
v_div_scale_f32 v5, vcc, v1, v2, flat_scratch_lo
v_div_scale_f32 v5, vcc, v1, v2, m0
v_div_scale_f32 v5, vcc, v1, v2, s101
v_div_scale_f32 v5, vcc, v1, v2, s3
v_div_scale_f32 v5, vcc, v1, v2, src_execz
v_div_scale_f32 v5, vcc, v1, v2, src_scc
v_div_scale_f32 v5, vcc, v1, v2, src_vccz
v_div_scale_f32 v5, vcc, v1, v2, tba_hi
v_div_scale_f32 v5, vcc, v1, v2, tba_lo
v_div_scale_f32 v5, vcc, v1, v2, tma_hi
v_div_scale_f32 v5, vcc, v1, v2, tma_lo
v_div_scale_f32 v5, vcc, v1, v2, ttmp11
v_div_scale_f32 v5, vcc, v1, v2, v255
v_div_scale_f32 v5, vcc, v1, v2, v3
v_div_scale_f32 v5, vcc, v1, v2, vcc_hi
v_div_scale_f32 v5, vcc, v1, v2, vcc_lo
v_div_scale_f32 v5, vcc, v1, v255, v3
v_div_scale_f32 v5, vcc, v1, vcc_hi, v3
v_div_scale_f32 v5, vcc, v1, vcc_lo, v3
v_div_scale_f32 v5, vcc, v255, v2, v3
v_div_scale_f32 v5, vcc, vcc_hi, v2, v3
v_div_scale_f32 v5, vcc, vcc_lo, v2, v3
v_div_scale_f64 v[254:255], vcc, v[1:2], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, -1, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, -4.0, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, 0, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, 0.5, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, exec, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, flat_scratch, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, s[100:101], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, s[2:3], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, s[4:5], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, src_execz, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, src_scc, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, src_vccz, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, tba, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, tma, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, ttmp[10:11], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], -1, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], -4.0, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], 0, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], 0.5, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], exec, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], flat_scratch, v[3:4]
// offset 416000: the end of v_max3_u32, v_max_f64 (every source kind, neg/abs, clamp, omod), the start of v_mbcnt_hi_u32_b32
v_max3_u32 v5, m0, v2, v3
v_max3_u32 v5, s1, v2, v3
v_max3_u32 v5, s101, v2, v3
v_max3_u32 v5, src_execz, v2, v3
v_max3_u32 v5, src_lds_direct, v2, v3
v_max3_u32 v5, src_scc, v2, v3
v_max3_u32 v5, src_vccz, v2, v3
v_max3_u32 v5, tba_hi, v2, v3
v_max3_u32 v5, tba_lo, v2, v3
v_max3_u32 v5, tma_hi, v2, v3
v_max3_u32 v5, tma_lo, v2, v3
v_max3_u32 v5, ttmp11, v2, v3
v_max3_u32 v5, v1, -1, v3
v_max3_u32 v5, v1, -4.0, v3
v_max3_u32 v5, v1, 0, v3
v_max3_u32 v5, v1, 0.5, v3
v_max3_u32 v5, v1, exec_hi, v3
v_max3_u32 v5, v1, exec_lo, v3
v_max3_u32 v5, v1, flat_scratch_hi, v3
v_max3_u32 v5, v1, flat_scratch_lo, v3
v_max3_u32 v5, v1, m0, v3
v_max3_u32 v5, v1, s101, v3
v_max3_u32 v5, v1, s2, v3
v_max3_u32 v5, v1, src_execz, v3
v_max3_u32 v5, v1, src_scc, v3
v_max3_u32 v5, v1, src_vccz, v3
v_max3_u32 v5, v1, tba_hi, v3
v_max3_u32 v5, v1, tba_lo, v3
v_max3_u32 v5, v1, tma_hi, v3
v_max3_u32 v5, v1, tma_lo, v3
v_max3_u32 v5, v1, ttmp11, v3
v_max3_u32 v5, v1, v2, -1
v_max3_u32 v5, v1, v2, -4.0
v_max3_u32 v5, v1, v2, 0
v_max3_u32 v5, v1, v2, 0.5
v_max3_u32 v5, v1, v2, exec_hi
v_max3_u32 v5, v1, v2, exec_lo
v_max3_u32 v5, v1, v2, flat_scratch_hi
v_max3_u32 v5, v1, v2, flat_scratch_lo
v_max3_u32 v5, v1, v2, m0
v_max3_u32 v5, v1, v2, s101
v_max3_u32 v5, v1, v2, s3
v_max3_u32 v5, v1, v2, src_execz
v_max3_u32 v5, v1, v2, src_scc
v_max3_u32 v5, v1, v2, src_vccz
v_max3_u32 v5, v1, v2, tba_hi
v_max3_u32 v5, v1, v2, tba_lo
v_max3_u32 v5, v1, v2, tma_hi
v_max3_u32 v5, v1, v2, tma_lo
v_max3_u32 v5, v1, v2, ttmp11
v_max3_u32 v5, v1, v2, v255
v_max3_u32 v5, v1, v2, v3
v_max3_u32 v5, v1, v2, vcc_hi
v_max3_u32 v5, v1, v2, vcc_lo
v_max3_u32 v5, v1, v255, v3
v_max3_u32 v5, v1, vcc_hi, v3
v_max3_u32 v5, v1, vcc_lo, v3
v_max3_u32 v5, v255, v2, v3
v_max3_u32 v5, vcc_hi, v2, v3
v_max3_u32 v5, vcc_lo, v2, v3
v_max_f64 v[254:255], v[1:2], v[2:3]
v_max_f64 v[5:6], -1, v[2:3]
v_max_f64 v[5:6], -4.0, v[2:3]
v_max_f64 v[5:6], -v[1:2], -v[2:3]
v_max_f64 v[5:6], -v[1:2], v[2:3]
v_max_f64 v[5:6], 0, v[2:3]
v_max_f64 v[5:6], 0.5, v[2:3]
v_max_f64 v[5:6], exec, v[2:3]
v_max_f64 v[5:6], flat_scratch, v[2:3]
v_max_f64 v[5:6], s[100:101], v[2:3]
v_max_f64 v[5:6], s[2:3], v[2:3]
v_max_f64 v[5:6], s[4:5], v[2:3]
v_max_f64 v[5:6], src_execz, v[2:3]
v_max_f64 v[5:6], src_scc, v[2:3]
v_max_f64 v[5:6], src_vccz, v[2:3]
v_max_f64 v[5:6], tba, v[2:3]
v_max_f64 v[5:6], tma, v[2:3]
v_max_f64 v[5:6], ttmp[10:11], v[2:3]
v_max_f64 v[5:6], v[1:2], -1
v_max_f64 v[5:6], v[1:2], -4.0
v_max_f64 v[5:6], v[1:2], -v[2:3]
v_max_f64 v[5:6], v[1:2], 0
v_max_f64 v[5:6], v[1:2], 0.5
v_max_f64 v[5:6], v[1:2], exec
v_max_f64 v[5:6], v[1:2], flat_scratch
v_max_f64 v[5:6], v[1:2], s[100:101]
v_max_f64 v[5:6], v[1:2], s[4:5]
v_max_f64 v[5:6], v[1:2], s[6:7]
v_max_f64 v[5:6], v[1:2], src_execz
v_max_f64 v[5:6], v[1:2], src_scc
v_max_f64 v[5:6], v[1:2], src_vccz
v_max_f64 v[5:6], v[1:2], tba
v_max_f64 v[5:6], v[1:2], tma
v_max_f64 v[5:6], v[1:2], ttmp[10:11]
v_max_f64 v[5:6], v[1:2], v[254:255]
v_max_f64 v[5:6], v[1:2], v[2:3]
v_max_f64 v[5:6], v[1:2], v[2:3] clamp
v_max_f64 v[5:6], v[1:2], v[2:3] div:2
v_max_f64 v[5:6], v[1:2], v[2:3] mul:2
v_max_f64 v[5:6], v[1:2], v[2:3] mul:4
v_max_f64 v[5:6], v[1:2], vcc
v_max_f64 v[5:6], v[1:2], |v[2:3]|
v_max_f64 v[5:6], v[254:255], v[2:3]
v_max_f64 v[5:6], vcc, v[2:3]
v_max_f64 v[5:6], |v[1:2]|, v[2:3]
v_max_f64 v[5:6], |v[1:2]|, |v[2:3]|
v_mbcnt_hi_u32_b32 v255, v1, v2
v_mbcnt_hi_u32_b32 v5, -1, v2
v_mbcnt_hi_u32_b32 v5, -4.0, v2
v_mbcnt_hi_u32_b32 v5, 0, v2
v_mbcnt_hi_u32_b32 v5, 0.5, v2
v_mbcnt_hi_u32_b32 v5, exec_hi, v2
v_mbcnt_hi_u32_b32 v5, exec_lo, v2
v_mbcnt_hi_u32_b32 v5, flat_scratch_hi, v2
v_mbcnt_hi_u32_b32 v5, flat_scratch_lo, v2
v_mbcnt_hi_u32_b32 v5, m0, v2
// Session 7 (coverage), offset 576000 (its page whole): the end of v_qsad_pk_u16_u8, v_readlane_b32 (every destination, lane select), v_sad_hi_u8 (every source kind in each source), the start of v_sad_u16
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, tba
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, tma
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, ttmp[10:11]
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, v[254:255]
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, v[3:4]
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, v[3:4] clamp
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, vcc
v_qsad_pk_u16_u8 v[5:6], v[1:2], v255, v[3:4]
v_qsad_pk_u16_u8 v[5:6], v[1:2], vcc_hi, v[3:4]
v_qsad_pk_u16_u8 v[5:6], v[1:2], vcc_lo, v[3:4]
v_qsad_pk_u16_u8 v[5:6], v[254:255], v2, v[3:4]
v_qsad_pk_u16_u8 v[5:6], vcc, v2, v[3:4]
v_readlane_b32 flat_scratch_hi, v1, s2
v_readlane_b32 flat_scratch_lo, v1, s2
v_readlane_b32 s101, v1, s2
v_readlane_b32 s5, src_lds_direct, s2
v_readlane_b32 s5, v1, 0
v_readlane_b32 s5, v1, flat_scratch_hi
v_readlane_b32 s5, v1, flat_scratch_lo
v_readlane_b32 s5, v1, m0
v_readlane_b32 s5, v1, s101
v_readlane_b32 s5, v1, s2
v_readlane_b32 s5, v1, tba_hi
v_readlane_b32 s5, v1, tba_lo
v_readlane_b32 s5, v1, tma_hi
v_readlane_b32 s5, v1, tma_lo
v_readlane_b32 s5, v1, ttmp11
v_readlane_b32 s5, v1, vcc_hi
v_readlane_b32 s5, v1, vcc_lo
v_readlane_b32 s5, v255, s2
v_readlane_b32 tba_hi, v1, s2
v_readlane_b32 tba_lo, v1, s2
v_readlane_b32 tma_hi, v1, s2
v_readlane_b32 tma_lo, v1, s2
v_readlane_b32 ttmp11, v1, s2
v_sad_hi_u8 v255, v1, v2, v3
v_sad_hi_u8 v5, -1, v2, v3
v_sad_hi_u8 v5, -4.0, v2, v3
v_sad_hi_u8 v5, 0, v2, v3
v_sad_hi_u8 v5, 0.5, v2, v3
v_sad_hi_u8 v5, exec_hi, v2, v3
v_sad_hi_u8 v5, exec_lo, v2, v3
v_sad_hi_u8 v5, flat_scratch_hi, v2, v3
v_sad_hi_u8 v5, flat_scratch_lo, v2, v3
v_sad_hi_u8 v5, m0, v2, v3
v_sad_hi_u8 v5, s1, v2, v3
v_sad_hi_u8 v5, s101, v2, v3
v_sad_hi_u8 v5, src_execz, v2, v3
v_sad_hi_u8 v5, src_lds_direct, v2, v3
v_sad_hi_u8 v5, src_scc, v2, v3
v_sad_hi_u8 v5, src_vccz, v2, v3
v_sad_hi_u8 v5, tba_hi, v2, v3
v_sad_hi_u8 v5, tba_lo, v2, v3
v_sad_hi_u8 v5, tma_hi, v2, v3
v_sad_hi_u8 v5, tma_lo, v2, v3
v_sad_hi_u8 v5, ttmp11, v2, v3
v_sad_hi_u8 v5, v1, -1, v3
v_sad_hi_u8 v5, v1, -4.0, v3
v_sad_hi_u8 v5, v1, 0, v3
v_sad_hi_u8 v5, v1, 0.5, v3
v_sad_hi_u8 v5, v1, exec_hi, v3
v_sad_hi_u8 v5, v1, exec_lo, v3
v_sad_hi_u8 v5, v1, flat_scratch_hi, v3
v_sad_hi_u8 v5, v1, flat_scratch_lo, v3
v_sad_hi_u8 v5, v1, m0, v3
v_sad_hi_u8 v5, v1, s101, v3
v_sad_hi_u8 v5, v1, s2, v3
v_sad_hi_u8 v5, v1, src_execz, v3
v_sad_hi_u8 v5, v1, src_scc, v3
v_sad_hi_u8 v5, v1, src_vccz, v3
v_sad_hi_u8 v5, v1, tba_hi, v3
v_sad_hi_u8 v5, v1, tba_lo, v3
v_sad_hi_u8 v5, v1, tma_hi, v3
v_sad_hi_u8 v5, v1, tma_lo, v3
v_sad_hi_u8 v5, v1, ttmp11, v3
v_sad_hi_u8 v5, v1, v2, -1
v_sad_hi_u8 v5, v1, v2, -4.0
v_sad_hi_u8 v5, v1, v2, 0
v_sad_hi_u8 v5, v1, v2, 0.5
v_sad_hi_u8 v5, v1, v2, exec_hi
v_sad_hi_u8 v5, v1, v2, exec_lo
v_sad_hi_u8 v5, v1, v2, flat_scratch_hi
v_sad_hi_u8 v5, v1, v2, flat_scratch_lo
v_sad_hi_u8 v5, v1, v2, m0
v_sad_hi_u8 v5, v1, v2, s101
v_sad_hi_u8 v5, v1, v2, s3
v_sad_hi_u8 v5, v1, v2, src_execz
v_sad_hi_u8 v5, v1, v2, src_scc
v_sad_hi_u8 v5, v1, v2, src_vccz
v_sad_hi_u8 v5, v1, v2, tba_hi
v_sad_hi_u8 v5, v1, v2, tba_lo
v_sad_hi_u8 v5, v1, v2, tma_hi
v_sad_hi_u8 v5, v1, v2, tma_lo
v_sad_hi_u8 v5, v1, v2, ttmp11
v_sad_hi_u8 v5, v1, v2, v255
v_sad_hi_u8 v5, v1, v2, v3
v_sad_hi_u8 v5, v1, v2, v3 clamp
v_sad_hi_u8 v5, v1, v2, vcc_hi
v_sad_hi_u8 v5, v1, v2, vcc_lo
v_sad_hi_u8 v5, v1, v255, v3
v_sad_hi_u8 v5, v1, vcc_hi, v3
v_sad_hi_u8 v5, v1, vcc_lo, v3
v_sad_hi_u8 v5, v255, v2, v3
v_sad_hi_u8 v5, vcc_hi, v2, v3
v_sad_hi_u8 v5, vcc_lo, v2, v3
v_sad_u16 v255, v1, v2, v3
v_sad_u16 v5, -1, v2, v3
v_sad_u16 v5, -4.0, v2, v3
v_sad_u16 v5, 0, v2, v3
v_sad_u16 v5, 0.5, v2, v3
v_sad_u16 v5, exec_hi, v2, v3
v_sad_u16 v5, exec_lo, v2, v3
v_sad_u16 v5, flat_scratch_hi, v2, v3
v_sad_u16 v5, flat_scratch_lo, v2, v3
v_sad_u16 v5, m0, v2, v3
v_sad_u16 v5, s1, v2, v3
// Session 7 (coverage), offset 614000 (the last page, whole): the end of v_sad_u8, v_trig_preop_f64 (every source kind, neg/abs, clamp, omod), v_writelane_b32
v_sad_u8 v5, v1, tba_hi, v3
v_sad_u8 v5, v1, tba_lo, v3
v_sad_u8 v5, v1, tma_hi, v3
v_sad_u8 v5, v1, tma_lo, v3
v_sad_u8 v5, v1, ttmp11, v3
v_sad_u8 v5, v1, v2, -1
v_sad_u8 v5, v1, v2, -4.0
v_sad_u8 v5, v1, v2, 0
v_sad_u8 v5, v1, v2, 0.5
v_sad_u8 v5, v1, v2, exec_hi
v_sad_u8 v5, v1, v2, exec_lo
v_sad_u8 v5, v1, v2, flat_scratch_hi
v_sad_u8 v5, v1, v2, flat_scratch_lo
v_sad_u8 v5, v1, v2, m0
v_sad_u8 v5, v1, v2, s101
v_sad_u8 v5, v1, v2, s3
v_sad_u8 v5, v1, v2, src_execz
v_sad_u8 v5, v1, v2, src_scc
v_sad_u8 v5, v1, v2, src_vccz
v_sad_u8 v5, v1, v2, tba_hi
v_sad_u8 v5, v1, v2, tba_lo
v_sad_u8 v5, v1, v2, tma_hi
v_sad_u8 v5, v1, v2, tma_lo
v_sad_u8 v5, v1, v2, ttmp11
v_sad_u8 v5, v1, v2, v255
v_sad_u8 v5, v1, v2, v3
v_sad_u8 v5, v1, v2, v3 clamp
v_sad_u8 v5, v1, v2, vcc_hi
v_sad_u8 v5, v1, v2, vcc_lo
v_sad_u8 v5, v1, v255, v3
v_sad_u8 v5, v1, vcc_hi, v3
v_sad_u8 v5, v1, vcc_lo, v3
v_sad_u8 v5, v255, v2, v3
v_sad_u8 v5, vcc_hi, v2, v3
v_sad_u8 v5, vcc_lo, v2, v3
v_trig_preop_f64 v[254:255], v[1:2], v2
v_trig_preop_f64 v[5:6], -1, v2
v_trig_preop_f64 v[5:6], -4.0, v2
v_trig_preop_f64 v[5:6], -v[1:2], v2
v_trig_preop_f64 v[5:6], 0, v2
v_trig_preop_f64 v[5:6], 0.5, v2
v_trig_preop_f64 v[5:6], exec, v2
v_trig_preop_f64 v[5:6], flat_scratch, v2
v_trig_preop_f64 v[5:6], s[100:101], v2
v_trig_preop_f64 v[5:6], s[2:3], v2
v_trig_preop_f64 v[5:6], s[4:5], v2
v_trig_preop_f64 v[5:6], src_execz, v2
v_trig_preop_f64 v[5:6], src_scc, v2
v_trig_preop_f64 v[5:6], src_vccz, v2
v_trig_preop_f64 v[5:6], tba, v2
v_trig_preop_f64 v[5:6], tma, v2
v_trig_preop_f64 v[5:6], ttmp[10:11], v2
v_trig_preop_f64 v[5:6], v[1:2], -1
v_trig_preop_f64 v[5:6], v[1:2], -4.0
v_trig_preop_f64 v[5:6], v[1:2], 0
v_trig_preop_f64 v[5:6], v[1:2], 0.5
v_trig_preop_f64 v[5:6], v[1:2], exec_hi
v_trig_preop_f64 v[5:6], v[1:2], exec_lo
v_trig_preop_f64 v[5:6], v[1:2], flat_scratch_hi
v_trig_preop_f64 v[5:6], v[1:2], flat_scratch_lo
v_trig_preop_f64 v[5:6], v[1:2], m0
v_trig_preop_f64 v[5:6], v[1:2], s101
v_trig_preop_f64 v[5:6], v[1:2], s2
v_trig_preop_f64 v[5:6], v[1:2], src_execz
v_trig_preop_f64 v[5:6], v[1:2], src_scc
v_trig_preop_f64 v[5:6], v[1:2], src_vccz
v_trig_preop_f64 v[5:6], v[1:2], tba_hi
v_trig_preop_f64 v[5:6], v[1:2], tba_lo
v_trig_preop_f64 v[5:6], v[1:2], tma_hi
v_trig_preop_f64 v[5:6], v[1:2], tma_lo
v_trig_preop_f64 v[5:6], v[1:2], ttmp11
v_trig_preop_f64 v[5:6], v[1:2], v2
v_trig_preop_f64 v[5:6], v[1:2], v2 clamp
v_trig_preop_f64 v[5:6], v[1:2], v2 div:2
v_trig_preop_f64 v[5:6], v[1:2], v2 mul:2
v_trig_preop_f64 v[5:6], v[1:2], v2 mul:4
v_trig_preop_f64 v[5:6], v[1:2], v255
v_trig_preop_f64 v[5:6], v[1:2], vcc_hi
v_trig_preop_f64 v[5:6], v[1:2], vcc_lo
v_trig_preop_f64 v[5:6], v[254:255], v2
v_trig_preop_f64 v[5:6], vcc, v2
v_trig_preop_f64 v[5:6], |v[1:2]|, v2
v_writelane_b32 v255, 0, s2
v_writelane_b32 v5, -1, s2
v_writelane_b32 v5, -4.0, s2
v_writelane_b32 v5, 0, 0
v_writelane_b32 v5, 0, flat_scratch_hi
v_writelane_b32 v5, 0, flat_scratch_lo
v_writelane_b32 v5, 0, m0
v_writelane_b32 v5, 0, s101
v_writelane_b32 v5, 0, s2
v_writelane_b32 v5, 0, tba_hi
v_writelane_b32 v5, 0, tba_lo
v_writelane_b32 v5, 0, tma_hi
v_writelane_b32 v5, 0, tma_lo
v_writelane_b32 v5, 0, ttmp11
v_writelane_b32 v5, 0, vcc_hi
v_writelane_b32 v5, 0, vcc_lo
v_writelane_b32 v5, 0.5, s2
// Session 7 (coverage), offset 336000 (its page whole): the end of v_mad_i32_i24, most of v_mad_i64_i32 (carry-out destinations, every source kind in each source, clamp)
v_mad_i32_i24 v5, v1, s101, v3
v_mad_i32_i24 v5, v1, s2, v3
v_mad_i32_i24 v5, v1, src_execz, v3
v_mad_i32_i24 v5, v1, src_scc, v3
v_mad_i32_i24 v5, v1, src_vccz, v3
v_mad_i32_i24 v5, v1, tba_hi, v3
v_mad_i32_i24 v5, v1, tba_lo, v3
v_mad_i32_i24 v5, v1, tma_hi, v3
v_mad_i32_i24 v5, v1, tma_lo, v3
v_mad_i32_i24 v5, v1, ttmp11, v3
v_mad_i32_i24 v5, v1, v2, -1
v_mad_i32_i24 v5, v1, v2, -4.0
v_mad_i32_i24 v5, v1, v2, 0
v_mad_i32_i24 v5, v1, v2, 0.5
v_mad_i32_i24 v5, v1, v2, exec_hi
v_mad_i32_i24 v5, v1, v2, exec_lo
v_mad_i32_i24 v5, v1, v2, flat_scratch_hi
v_mad_i32_i24 v5, v1, v2, flat_scratch_lo
v_mad_i32_i24 v5, v1, v2, m0
v_mad_i32_i24 v5, v1, v2, s101
v_mad_i32_i24 v5, v1, v2, s3
v_mad_i32_i24 v5, v1, v2, src_execz
v_mad_i32_i24 v5, v1, v2, src_scc
v_mad_i32_i24 v5, v1, v2, src_vccz
v_mad_i32_i24 v5, v1, v2, tba_hi
v_mad_i32_i24 v5, v1, v2, tba_lo
v_mad_i32_i24 v5, v1, v2, tma_hi
v_mad_i32_i24 v5, v1, v2, tma_lo
v_mad_i32_i24 v5, v1, v2, ttmp11
v_mad_i32_i24 v5, v1, v2, v255
v_mad_i32_i24 v5, v1, v2, v3
v_mad_i32_i24 v5, v1, v2, v3 clamp
v_mad_i32_i24 v5, v1, v2, vcc_hi
v_mad_i32_i24 v5, v1, v2, vcc_lo
v_mad_i32_i24 v5, v1, v255, v3
v_mad_i32_i24 v5, v1, vcc_hi, v3
v_mad_i32_i24 v5, v1, vcc_lo, v3
v_mad_i32_i24 v5, v255, v2, v3
v_mad_i32_i24 v5, vcc_hi, v2, v3
v_mad_i32_i24 v5, vcc_lo, v2, v3
v_mad_i64_i32 v[254:255], s[12:13], v1, v2, v[3:4]
v_mad_i64_i32 v[5:6], flat_scratch, v1, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[100:101], v1, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], -1, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], -4.0, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], 0, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], 0.5, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], exec_hi, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], exec_lo, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], flat_scratch_hi, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], flat_scratch_lo, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], m0, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], s1, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], s101, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], src_execz, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], src_lds_direct, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], src_scc, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], src_vccz, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], tba_hi, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], tba_lo, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], tma_hi, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], tma_lo, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], ttmp11, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, -1, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, -4.0, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, 0, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, 0.5, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, exec_hi, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, exec_lo, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, flat_scratch_hi, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, flat_scratch_lo, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, m0, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, s101, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, s2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, src_execz, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, src_scc, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, src_vccz, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, tba_hi, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, tba_lo, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, tma_hi, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, tma_lo, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, ttmp11, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, -1
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, -4.0
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, 0
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, exec
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, flat_scratch
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, s[100:101]
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, s[6:7]
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, s[8:9]
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, src_execz
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, src_scc
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, src_vccz
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, tba
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, tma
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, ttmp[10:11]
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, v[254:255]
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, v[3:4] clamp
v_mad_i64_i32 v[5:6], s[12:13], v1, v2, vcc
v_mad_i64_i32 v[5:6], s[12:13], v1, v255, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, vcc_hi, v[3:4]
v_mad_i64_i32 v[5:6], s[12:13], v1, vcc_lo, v[3:4]
