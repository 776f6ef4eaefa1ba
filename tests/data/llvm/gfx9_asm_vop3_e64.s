// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_vop3_e64.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 482e3f46864b: two pages (v_add3_u32 with every source kind in each
// source, v_add_f64 with neg/abs, clamp and omod, the start of v_add_i16; the end of
// v_mad_legacy_f32, v_mad_legacy_i16/u16 with every source kind and clamp); the rest of the file
// repeats these operand forms for the other mnemonics; RUN/CHECK lines removed. Expected results
// are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
// Session 6: the pages at one third and two thirds of the file, offsets 256000 and 512000, each whole;
// now 4 of its 49 pages of 16,000 characters, 8% of the file. Each added part is
// headed by its offset.
// Session 7 (coverage): the pages at offsets 352000, 688000, 712000, 736000 and 760000 (to the end), each whole (read to learn and prove tests/llvm_templates.py);
// now 9 of its 49 pages of 16,000 characters, 18% of the file. Each added part is headed by its offset.
v_add3_u32 v255, v1, v2, v3
v_add3_u32 v5, -1, v2, v3
v_add3_u32 v5, -4.0, v2, v3
v_add3_u32 v5, 0, v2, v3
v_add3_u32 v5, 0.5, v2, v3
v_add3_u32 v5, exec_hi, v2, v3
v_add3_u32 v5, exec_lo, v2, v3
v_add3_u32 v5, flat_scratch_hi, v2, v3
v_add3_u32 v5, flat_scratch_lo, v2, v3
v_add3_u32 v5, m0, v2, v3
v_add3_u32 v5, s1, v2, v3
v_add3_u32 v5, s101, v2, v3
v_add3_u32 v5, src_execz, v2, v3
v_add3_u32 v5, src_lds_direct, v2, v3
v_add3_u32 v5, src_scc, v2, v3
v_add3_u32 v5, src_vccz, v2, v3
v_add3_u32 v5, ttmp15, v2, v3
v_add3_u32 v5, v1, -1, v3
v_add3_u32 v5, v1, -4.0, v3
v_add3_u32 v5, v1, 0, v3
v_add3_u32 v5, v1, 0.5, v3
v_add3_u32 v5, v1, exec_hi, v3
v_add3_u32 v5, v1, exec_lo, v3
v_add3_u32 v5, v1, flat_scratch_hi, v3
v_add3_u32 v5, v1, flat_scratch_lo, v3
v_add3_u32 v5, v1, m0, v3
v_add3_u32 v5, v1, s101, v3
v_add3_u32 v5, v1, s2, v3
v_add3_u32 v5, v1, src_execz, v3
v_add3_u32 v5, v1, src_scc, v3
v_add3_u32 v5, v1, src_vccz, v3
v_add3_u32 v5, v1, ttmp15, v3
v_add3_u32 v5, v1, v2, -1
v_add3_u32 v5, v1, v2, -4.0
v_add3_u32 v5, v1, v2, 0
v_add3_u32 v5, v1, v2, 0.5
v_add3_u32 v5, v1, v2, exec_hi
v_add3_u32 v5, v1, v2, exec_lo
v_add3_u32 v5, v1, v2, flat_scratch_hi
v_add3_u32 v5, v1, v2, flat_scratch_lo
v_add3_u32 v5, v1, v2, m0
v_add3_u32 v5, v1, v2, s101
v_add3_u32 v5, v1, v2, s3
v_add3_u32 v5, v1, v2, src_execz
v_add3_u32 v5, v1, v2, src_scc
v_add3_u32 v5, v1, v2, src_vccz
v_add3_u32 v5, v1, v2, ttmp15
v_add3_u32 v5, v1, v2, v255
v_add3_u32 v5, v1, v2, v3
v_add3_u32 v5, v1, v2, vcc_hi
v_add3_u32 v5, v1, v2, vcc_lo
v_add3_u32 v5, v1, v255, v3
v_add3_u32 v5, v1, vcc_hi, v3
v_add3_u32 v5, v1, vcc_lo, v3
v_add3_u32 v5, v255, v2, v3
v_add3_u32 v5, vcc_hi, v2, v3
v_add3_u32 v5, vcc_lo, v2, v3
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
v_add_f64 v[5:6], ttmp[14:15], v[2:3]
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
v_add_f64 v[5:6], v[1:2], ttmp[14:15]
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
v_add_i16 v255, v1, v2
v_add_i16 v5, -1, v2
v_add_i16 v5, 0, v2
v_add_i16 v5, exec_hi, v2
v_add_i16 v5, exec_lo, v2
v_add_i16 v5, flat_scratch_hi, v2
v_add_i16 v5, flat_scratch_lo, v2
v_add_i16 v5, m0, v2
v_add_i16 v5, s1, v2
v_add_i16 v5, s101, v2
v_add_i16 v5, src_execz, v2
v_add_i16 v5, src_lds_direct, v2
v_add_i16 v5, src_scc, v2
v_add_i16 v5, src_vccz, v2
v_add_i16 v5, ttmp15, v2
v_add_i16 v5, v1, -1
v_add_i16 v5, v1, 0
v_mad_legacy_f32 v5, v1, |v2|, v3
v_mad_legacy_f32 v5, v255, v2, v3
v_mad_legacy_f32 v5, vcc_hi, v2, v3
v_mad_legacy_f32 v5, vcc_lo, v2, v3
v_mad_legacy_f32 v5, |v1|, v2, v3
v_mad_legacy_f32 v5, |v1|, |v2|, |v3|
v_mad_legacy_i16 v255, v1, v2, v3
v_mad_legacy_i16 v5, -1, v2, v3
v_mad_legacy_i16 v5, 0, v2, v3
v_mad_legacy_i16 v5, exec_hi, v2, v3
v_mad_legacy_i16 v5, exec_lo, v2, v3
v_mad_legacy_i16 v5, flat_scratch_hi, v2, v3
v_mad_legacy_i16 v5, flat_scratch_lo, v2, v3
v_mad_legacy_i16 v5, m0, v2, v3
v_mad_legacy_i16 v5, s1, v2, v3
v_mad_legacy_i16 v5, s101, v2, v3
v_mad_legacy_i16 v5, src_execz, v2, v3
v_mad_legacy_i16 v5, src_lds_direct, v2, v3
v_mad_legacy_i16 v5, src_scc, v2, v3
v_mad_legacy_i16 v5, src_vccz, v2, v3
v_mad_legacy_i16 v5, ttmp15, v2, v3
v_mad_legacy_i16 v5, v1, -1, v3
v_mad_legacy_i16 v5, v1, 0, v3
v_mad_legacy_i16 v5, v1, exec_hi, v3
v_mad_legacy_i16 v5, v1, exec_lo, v3
v_mad_legacy_i16 v5, v1, flat_scratch_hi, v3
v_mad_legacy_i16 v5, v1, flat_scratch_lo, v3
v_mad_legacy_i16 v5, v1, m0, v3
v_mad_legacy_i16 v5, v1, s101, v3
v_mad_legacy_i16 v5, v1, s2, v3
v_mad_legacy_i16 v5, v1, src_execz, v3
v_mad_legacy_i16 v5, v1, src_scc, v3
v_mad_legacy_i16 v5, v1, src_vccz, v3
v_mad_legacy_i16 v5, v1, ttmp15, v3
v_mad_legacy_i16 v5, v1, v2, -1
v_mad_legacy_i16 v5, v1, v2, 0
v_mad_legacy_i16 v5, v1, v2, exec_hi
v_mad_legacy_i16 v5, v1, v2, exec_lo
v_mad_legacy_i16 v5, v1, v2, flat_scratch_hi
v_mad_legacy_i16 v5, v1, v2, flat_scratch_lo
v_mad_legacy_i16 v5, v1, v2, m0
v_mad_legacy_i16 v5, v1, v2, s101
v_mad_legacy_i16 v5, v1, v2, s3
v_mad_legacy_i16 v5, v1, v2, src_execz
v_mad_legacy_i16 v5, v1, v2, src_scc
v_mad_legacy_i16 v5, v1, v2, src_vccz
v_mad_legacy_i16 v5, v1, v2, ttmp15
v_mad_legacy_i16 v5, v1, v2, v255
v_mad_legacy_i16 v5, v1, v2, v3
v_mad_legacy_i16 v5, v1, v2, v3 clamp
v_mad_legacy_i16 v5, v1, v2, vcc_hi
v_mad_legacy_i16 v5, v1, v2, vcc_lo
v_mad_legacy_i16 v5, v1, v255, v3
v_mad_legacy_i16 v5, v1, vcc_hi, v3
v_mad_legacy_i16 v5, v1, vcc_lo, v3
v_mad_legacy_i16 v5, v255, v2, v3
v_mad_legacy_i16 v5, vcc_hi, v2, v3
v_mad_legacy_i16 v5, vcc_lo, v2, v3
v_mad_legacy_u16 v255, v1, v2, v3
v_mad_legacy_u16 v5, -1, v2, v3
v_mad_legacy_u16 v5, 0, v2, v3
v_mad_legacy_u16 v5, exec_hi, v2, v3
v_mad_legacy_u16 v5, exec_lo, v2, v3
v_mad_legacy_u16 v5, flat_scratch_hi, v2, v3
v_mad_legacy_u16 v5, flat_scratch_lo, v2, v3
v_mad_legacy_u16 v5, m0, v2, v3
v_mad_legacy_u16 v5, s1, v2, v3
v_mad_legacy_u16 v5, s101, v2, v3
v_mad_legacy_u16 v5, src_execz, v2, v3
v_mad_legacy_u16 v5, src_lds_direct, v2, v3
v_mad_legacy_u16 v5, src_scc, v2, v3
v_mad_legacy_u16 v5, src_vccz, v2, v3
v_mad_legacy_u16 v5, ttmp15, v2, v3
v_mad_legacy_u16 v5, v1, -1, v3
v_mad_legacy_u16 v5, v1, 0, v3
v_mad_legacy_u16 v5, v1, exec_hi, v3
v_mad_legacy_u16 v5, v1, exec_lo, v3
v_mad_legacy_u16 v5, v1, flat_scratch_hi, v3
v_mad_legacy_u16 v5, v1, flat_scratch_lo, v3
v_mad_legacy_u16 v5, v1, m0, v3
v_mad_legacy_u16 v5, v1, s101, v3
v_mad_legacy_u16 v5, v1, s2, v3
v_mad_legacy_u16 v5, v1, src_execz, v3
v_mad_legacy_u16 v5, v1, src_scc, v3
v_mad_legacy_u16 v5, v1, src_vccz, v3
v_mad_legacy_u16 v5, v1, ttmp15, v3
v_mad_legacy_u16 v5, v1, v2, -1
v_mad_legacy_u16 v5, v1, v2, 0
v_mad_legacy_u16 v5, v1, v2, exec_hi
v_mad_legacy_u16 v5, v1, v2, exec_lo
v_mad_legacy_u16 v5, v1, v2, flat_scratch_hi
v_mad_legacy_u16 v5, v1, v2, flat_scratch_lo
v_mad_legacy_u16 v5, v1, v2, m0
v_mad_legacy_u16 v5, v1, v2, s101
v_mad_legacy_u16 v5, v1, v2, s3
v_mad_legacy_u16 v5, v1, v2, src_execz
v_mad_legacy_u16 v5, v1, v2, src_scc
v_mad_legacy_u16 v5, v1, v2, src_vccz
v_mad_legacy_u16 v5, v1, v2, ttmp15
v_mad_legacy_u16 v5, v1, v2, v255
v_mad_legacy_u16 v5, v1, v2, v3
v_mad_legacy_u16 v5, v1, v2, v3 clamp
v_mad_legacy_u16 v5, v1, v2, vcc_hi
v_mad_legacy_u16 v5, v1, v2, vcc_lo
v_mad_legacy_u16 v5, v1, v255, v3
v_mad_legacy_u16 v5, v1, vcc_hi, v3
v_mad_legacy_u16 v5, v1, vcc_lo, v3
v_mad_legacy_u16 v5, v255, v2, v3
v_mad_legacy_u16 v5, vcc_hi, v2, v3
v_mad_legacy_u16 v5, vcc_lo, v2, v3
// offset 256000: the end of v_div_scale_f64, v_fma_f16 (every source kind, neg/abs, clamp, op_sel), the start of v_fma_f32
v_div_scale_f64 v[5:6], vcc, v[1:2], vcc, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[254:255], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, vcc, v[2:3], v[3:4]
v_fma_f16 v255, v1, v2, v3
v_fma_f16 v5, -1, v2, v3
v_fma_f16 v5, -4.0, v2, v3
v_fma_f16 v5, -v1, -v2, -v3
v_fma_f16 v5, -v1, v2, v3
v_fma_f16 v5, 0, v2, v3
v_fma_f16 v5, 0.5, v2, v3
v_fma_f16 v5, exec_hi, v2, v3
v_fma_f16 v5, exec_lo, v2, v3
v_fma_f16 v5, flat_scratch_hi, v2, v3
v_fma_f16 v5, flat_scratch_lo, v2, v3
v_fma_f16 v5, m0, v2, v3
v_fma_f16 v5, s1, v2, v3
v_fma_f16 v5, s101, v2, v3
v_fma_f16 v5, src_execz, v2, v3
v_fma_f16 v5, src_lds_direct, v2, v3
v_fma_f16 v5, src_scc, v2, v3
v_fma_f16 v5, src_vccz, v2, v3
v_fma_f16 v5, ttmp15, v2, v3
v_fma_f16 v5, v1, -1, v3
v_fma_f16 v5, v1, -4.0, v3
v_fma_f16 v5, v1, -v2, v3
v_fma_f16 v5, v1, 0, v3
v_fma_f16 v5, v1, 0.5, v3
v_fma_f16 v5, v1, exec_hi, v3
v_fma_f16 v5, v1, exec_lo, v3
v_fma_f16 v5, v1, flat_scratch_hi, v3
v_fma_f16 v5, v1, flat_scratch_lo, v3
v_fma_f16 v5, v1, m0, v3
v_fma_f16 v5, v1, s101, v3
v_fma_f16 v5, v1, s2, v3
v_fma_f16 v5, v1, src_execz, v3
v_fma_f16 v5, v1, src_scc, v3
v_fma_f16 v5, v1, src_vccz, v3
v_fma_f16 v5, v1, ttmp15, v3
v_fma_f16 v5, v1, v2, -1
v_fma_f16 v5, v1, v2, -4.0
v_fma_f16 v5, v1, v2, -v3
v_fma_f16 v5, v1, v2, 0
v_fma_f16 v5, v1, v2, 0.5
v_fma_f16 v5, v1, v2, exec_hi
v_fma_f16 v5, v1, v2, exec_lo
v_fma_f16 v5, v1, v2, flat_scratch_hi
v_fma_f16 v5, v1, v2, flat_scratch_lo
v_fma_f16 v5, v1, v2, m0
v_fma_f16 v5, v1, v2, s101
v_fma_f16 v5, v1, v2, s3
v_fma_f16 v5, v1, v2, src_execz
v_fma_f16 v5, v1, v2, src_scc
v_fma_f16 v5, v1, v2, src_vccz
v_fma_f16 v5, v1, v2, ttmp15
v_fma_f16 v5, v1, v2, v255
v_fma_f16 v5, v1, v2, v3
v_fma_f16 v5, v1, v2, v3 clamp
v_fma_f16 v5, v1, v2, v3 op_sel:[0,0,0,0]
v_fma_f16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_fma_f16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_fma_f16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_fma_f16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_fma_f16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_fma_f16 v5, v1, v2, v3 op_sel:[1,1,1,1] clamp mul:2
v_fma_f16 v5, v1, v2, vcc_hi
v_fma_f16 v5, v1, v2, vcc_lo
v_fma_f16 v5, v1, v2, |v3|
v_fma_f16 v5, v1, v255, v3
v_fma_f16 v5, v1, vcc_hi, v3
v_fma_f16 v5, v1, vcc_lo, v3
v_fma_f16 v5, v1, |v2|, v3
v_fma_f16 v5, v255, v2, v3
v_fma_f16 v5, vcc_hi, v2, v3
v_fma_f16 v5, vcc_lo, v2, v3
v_fma_f16 v5, |v1|, v2, v3
v_fma_f16 v5, |v1|, |v2|, |v3|
v_fma_f32 v255, v1, v2, v3
v_fma_f32 v5, -1, v2, v3
v_fma_f32 v5, -4.0, v2, v3
v_fma_f32 v5, -v1, -v2, -v3
v_fma_f32 v5, -v1, v2, v3
v_fma_f32 v5, 0, v2, v3
v_fma_f32 v5, 0.5, v2, v3
v_fma_f32 v5, exec_hi, v2, v3
v_fma_f32 v5, exec_lo, v2, v3
v_fma_f32 v5, flat_scratch_hi, v2, v3
v_fma_f32 v5, flat_scratch_lo, v2, v3
v_fma_f32 v5, m0, v2, v3
v_fma_f32 v5, s1, v2, v3
v_fma_f32 v5, s101, v2, v3
v_fma_f32 v5, src_execz, v2, v3
v_fma_f32 v5, src_lds_direct, v2, v3
v_fma_f32 v5, src_scc, v2, v3
v_fma_f32 v5, src_vccz, v2, v3
v_fma_f32 v5, ttmp15, v2, v3
v_fma_f32 v5, v1, -1, v3
v_fma_f32 v5, v1, -4.0, v3
v_fma_f32 v5, v1, -v2, v3
v_fma_f32 v5, v1, 0, v3
v_fma_f32 v5, v1, 0.5, v3
v_fma_f32 v5, v1, exec_hi, v3
v_fma_f32 v5, v1, exec_lo, v3
v_fma_f32 v5, v1, flat_scratch_hi, v3
v_fma_f32 v5, v1, flat_scratch_lo, v3
v_fma_f32 v5, v1, m0, v3
v_fma_f32 v5, v1, s101, v3
v_fma_f32 v5, v1, s2, v3
v_fma_f32 v5, v1, src_execz, v3
v_fma_f32 v5, v1, src_scc, v3
v_fma_f32 v5, v1, src_vccz, v3
v_fma_f32 v5, v1, ttmp15, v3
v_fma_f32 v5, v1, v2, -1
v_fma_f32 v5, v1, v2, -4.0
v_fma_f32 v5, v1, v2, -v3
v_fma_f32 v5, v1, v2, 0
v_fma_f32 v5, v1, v2, 0.5
v_fma_f32 v5, v1, v2, exec_hi
v_fma_f32 v5, v1, v2, exec_lo
// offset 512000: the end of v_max3_u16, v_max3_u32, v_max_f64 (every source kind, neg/abs, clamp, omod), the start of v_mbcnt_hi_u32_b32
v_max3_u16 v5, vcc_hi, v2, v3
v_max3_u16 v5, vcc_lo, v2, v3
v_max3_u32 v255, v1, v2, v3
v_max3_u32 v5, -1, v2, v3
v_max3_u32 v5, -4.0, v2, v3
v_max3_u32 v5, 0, v2, v3
v_max3_u32 v5, 0.5, v2, v3
v_max3_u32 v5, exec_hi, v2, v3
v_max3_u32 v5, exec_lo, v2, v3
v_max3_u32 v5, flat_scratch_hi, v2, v3
v_max3_u32 v5, flat_scratch_lo, v2, v3
v_max3_u32 v5, m0, v2, v3
v_max3_u32 v5, s1, v2, v3
v_max3_u32 v5, s101, v2, v3
v_max3_u32 v5, src_execz, v2, v3
v_max3_u32 v5, src_lds_direct, v2, v3
v_max3_u32 v5, src_scc, v2, v3
v_max3_u32 v5, src_vccz, v2, v3
v_max3_u32 v5, ttmp15, v2, v3
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
v_max3_u32 v5, v1, ttmp15, v3
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
v_max3_u32 v5, v1, v2, ttmp15
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
v_max_f64 v[5:6], ttmp[14:15], v[2:3]
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
v_max_f64 v[5:6], v[1:2], ttmp[14:15]
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
v_mbcnt_hi_u32_b32 v5, s1, v2
v_mbcnt_hi_u32_b32 v5, s101, v2
v_mbcnt_hi_u32_b32 v5, src_execz, v2
v_mbcnt_hi_u32_b32 v5, src_lds_direct, v2
v_mbcnt_hi_u32_b32 v5, src_scc, v2
v_mbcnt_hi_u32_b32 v5, src_vccz, v2
// Session 7 (coverage), offset 352000 (its page whole): the end of v_mad_f16 (op_sel, clamp, omod with op_sel), v_mad_f32 (every source kind, neg/abs, clamp, omod), the start of v_mad_i16
v_mad_f16 v5, v1, flat_scratch_hi, v3
v_mad_f16 v5, v1, flat_scratch_lo, v3
v_mad_f16 v5, v1, m0, v3
v_mad_f16 v5, v1, s101, v3
v_mad_f16 v5, v1, s2, v3
v_mad_f16 v5, v1, src_execz, v3
v_mad_f16 v5, v1, src_scc, v3
v_mad_f16 v5, v1, src_vccz, v3
v_mad_f16 v5, v1, ttmp15, v3
v_mad_f16 v5, v1, v2, -1
v_mad_f16 v5, v1, v2, -4.0
v_mad_f16 v5, v1, v2, -v3
v_mad_f16 v5, v1, v2, 0
v_mad_f16 v5, v1, v2, 0.5
v_mad_f16 v5, v1, v2, exec_hi
v_mad_f16 v5, v1, v2, exec_lo
v_mad_f16 v5, v1, v2, flat_scratch_hi
v_mad_f16 v5, v1, v2, flat_scratch_lo
v_mad_f16 v5, v1, v2, m0
v_mad_f16 v5, v1, v2, s101
v_mad_f16 v5, v1, v2, s3
v_mad_f16 v5, v1, v2, src_execz
v_mad_f16 v5, v1, v2, src_scc
v_mad_f16 v5, v1, v2, src_vccz
v_mad_f16 v5, v1, v2, ttmp15
v_mad_f16 v5, v1, v2, v255
v_mad_f16 v5, v1, v2, v3
v_mad_f16 v5, v1, v2, v3 clamp
v_mad_f16 v5, v1, v2, v3 op_sel:[0,0,0,0]
v_mad_f16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_mad_f16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_mad_f16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_mad_f16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_mad_f16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_mad_f16 v5, v1, v2, v3 op_sel:[1,1,1,1] mul:4
v_mad_f16 v5, v1, v2, vcc_hi
v_mad_f16 v5, v1, v2, vcc_lo
v_mad_f16 v5, v1, v2, |v3|
v_mad_f16 v5, v1, v255, v3
v_mad_f16 v5, v1, vcc_hi, v3
v_mad_f16 v5, v1, vcc_lo, v3
v_mad_f16 v5, v1, |v2|, v3
v_mad_f16 v5, v255, v2, v3
v_mad_f16 v5, vcc_hi, v2, v3
v_mad_f16 v5, vcc_lo, v2, v3
v_mad_f16 v5, |v1|, v2, v3
v_mad_f16 v5, |v1|, |v2|, |v3|
v_mad_f32 v255, v1, v2, v3
v_mad_f32 v5, -1, v2, v3
v_mad_f32 v5, -4.0, v2, v3
v_mad_f32 v5, -v1, -v2, -v3
v_mad_f32 v5, -v1, v2, v3
v_mad_f32 v5, 0, v2, v3
v_mad_f32 v5, 0.5, v2, v3
v_mad_f32 v5, exec_hi, v2, v3
v_mad_f32 v5, exec_lo, v2, v3
v_mad_f32 v5, flat_scratch_hi, v2, v3
v_mad_f32 v5, flat_scratch_lo, v2, v3
v_mad_f32 v5, m0, v2, v3
v_mad_f32 v5, s1, v2, v3
v_mad_f32 v5, s101, v2, v3
v_mad_f32 v5, src_execz, v2, v3
v_mad_f32 v5, src_lds_direct, v2, v3
v_mad_f32 v5, src_scc, v2, v3
v_mad_f32 v5, src_vccz, v2, v3
v_mad_f32 v5, ttmp15, v2, v3
v_mad_f32 v5, v1, -1, v3
v_mad_f32 v5, v1, -4.0, v3
v_mad_f32 v5, v1, -v2, v3
v_mad_f32 v5, v1, 0, v3
v_mad_f32 v5, v1, 0.5, v3
v_mad_f32 v5, v1, exec_hi, v3
v_mad_f32 v5, v1, exec_lo, v3
v_mad_f32 v5, v1, flat_scratch_hi, v3
v_mad_f32 v5, v1, flat_scratch_lo, v3
v_mad_f32 v5, v1, m0, v3
v_mad_f32 v5, v1, s101, v3
v_mad_f32 v5, v1, s2, v3
v_mad_f32 v5, v1, src_execz, v3
v_mad_f32 v5, v1, src_scc, v3
v_mad_f32 v5, v1, src_vccz, v3
v_mad_f32 v5, v1, ttmp15, v3
v_mad_f32 v5, v1, v2, -1
v_mad_f32 v5, v1, v2, -4.0
v_mad_f32 v5, v1, v2, -v3
v_mad_f32 v5, v1, v2, 0
v_mad_f32 v5, v1, v2, 0.5
v_mad_f32 v5, v1, v2, exec_hi
v_mad_f32 v5, v1, v2, exec_lo
v_mad_f32 v5, v1, v2, flat_scratch_hi
v_mad_f32 v5, v1, v2, flat_scratch_lo
v_mad_f32 v5, v1, v2, m0
v_mad_f32 v5, v1, v2, s101
v_mad_f32 v5, v1, v2, s3
v_mad_f32 v5, v1, v2, src_execz
v_mad_f32 v5, v1, v2, src_scc
v_mad_f32 v5, v1, v2, src_vccz
v_mad_f32 v5, v1, v2, ttmp15
v_mad_f32 v5, v1, v2, v255
v_mad_f32 v5, v1, v2, v3
v_mad_f32 v5, v1, v2, v3 clamp
v_mad_f32 v5, v1, v2, v3 div:2
v_mad_f32 v5, v1, v2, v3 mul:2
v_mad_f32 v5, v1, v2, v3 mul:4
v_mad_f32 v5, v1, v2, vcc_hi
v_mad_f32 v5, v1, v2, vcc_lo
v_mad_f32 v5, v1, v2, |v3|
v_mad_f32 v5, v1, v255, v3
v_mad_f32 v5, v1, vcc_hi, v3
v_mad_f32 v5, v1, vcc_lo, v3
v_mad_f32 v5, v1, |v2|, v3
v_mad_f32 v5, v255, v2, v3
v_mad_f32 v5, vcc_hi, v2, v3
v_mad_f32 v5, vcc_lo, v2, v3
v_mad_f32 v5, |v1|, v2, v3
v_mad_f32 v5, |v1|, |v2|, |v3|
v_mad_i16 v255, v1, v2, v3
v_mad_i16 v5, -1, v2, v3
// Session 7 (coverage), offset 688000 (its page whole): the end of v_or3_b32, v_pack_b32_f16 (every source kind, neg/abs, op_sel), the start of v_perm_b32
v_or3_b32 v5, v1, -1, v3
v_or3_b32 v5, v1, -4.0, v3
v_or3_b32 v5, v1, 0, v3
v_or3_b32 v5, v1, 0.5, v3
v_or3_b32 v5, v1, exec_hi, v3
v_or3_b32 v5, v1, exec_lo, v3
v_or3_b32 v5, v1, flat_scratch_hi, v3
v_or3_b32 v5, v1, flat_scratch_lo, v3
v_or3_b32 v5, v1, m0, v3
v_or3_b32 v5, v1, s101, v3
v_or3_b32 v5, v1, s2, v3
v_or3_b32 v5, v1, src_execz, v3
v_or3_b32 v5, v1, src_scc, v3
v_or3_b32 v5, v1, src_vccz, v3
v_or3_b32 v5, v1, ttmp15, v3
v_or3_b32 v5, v1, v2, -1
v_or3_b32 v5, v1, v2, -4.0
v_or3_b32 v5, v1, v2, 0
v_or3_b32 v5, v1, v2, 0.5
v_or3_b32 v5, v1, v2, exec_hi
v_or3_b32 v5, v1, v2, exec_lo
v_or3_b32 v5, v1, v2, flat_scratch_hi
v_or3_b32 v5, v1, v2, flat_scratch_lo
v_or3_b32 v5, v1, v2, m0
v_or3_b32 v5, v1, v2, s101
v_or3_b32 v5, v1, v2, s3
v_or3_b32 v5, v1, v2, src_execz
v_or3_b32 v5, v1, v2, src_scc
v_or3_b32 v5, v1, v2, src_vccz
v_or3_b32 v5, v1, v2, ttmp15
v_or3_b32 v5, v1, v2, v255
v_or3_b32 v5, v1, v2, v3
v_or3_b32 v5, v1, v2, vcc_hi
v_or3_b32 v5, v1, v2, vcc_lo
v_or3_b32 v5, v1, v255, v3
v_or3_b32 v5, v1, vcc_hi, v3
v_or3_b32 v5, v1, vcc_lo, v3
v_or3_b32 v5, v255, v2, v3
v_or3_b32 v5, vcc_hi, v2, v3
v_or3_b32 v5, vcc_lo, v2, v3
v_pack_b32_f16 v255, v1, v2
v_pack_b32_f16 v5, -1, v2
v_pack_b32_f16 v5, -4.0, v2
v_pack_b32_f16 v5, -v1, -v2
v_pack_b32_f16 v5, -v1, v2
v_pack_b32_f16 v5, 0, v2
v_pack_b32_f16 v5, 0.5, v2
v_pack_b32_f16 v5, exec_hi, v2
v_pack_b32_f16 v5, exec_lo, v2
v_pack_b32_f16 v5, flat_scratch_hi, v2
v_pack_b32_f16 v5, flat_scratch_lo, v2
v_pack_b32_f16 v5, m0, v2
v_pack_b32_f16 v5, s1, v2
v_pack_b32_f16 v5, s101, v2
v_pack_b32_f16 v5, src_execz, v2
v_pack_b32_f16 v5, src_lds_direct, v2
v_pack_b32_f16 v5, src_scc, v2
v_pack_b32_f16 v5, src_vccz, v2
v_pack_b32_f16 v5, ttmp15, v2
v_pack_b32_f16 v5, v1, -1
v_pack_b32_f16 v5, v1, -4.0
v_pack_b32_f16 v5, v1, -v2
v_pack_b32_f16 v5, v1, 0
v_pack_b32_f16 v5, v1, 0.5
v_pack_b32_f16 v5, v1, exec_hi
v_pack_b32_f16 v5, v1, exec_lo
v_pack_b32_f16 v5, v1, flat_scratch_hi
v_pack_b32_f16 v5, v1, flat_scratch_lo
v_pack_b32_f16 v5, v1, m0
v_pack_b32_f16 v5, v1, s101
v_pack_b32_f16 v5, v1, s2
v_pack_b32_f16 v5, v1, src_execz
v_pack_b32_f16 v5, v1, src_scc
v_pack_b32_f16 v5, v1, src_vccz
v_pack_b32_f16 v5, v1, ttmp15
v_pack_b32_f16 v5, v1, v2
v_pack_b32_f16 v5, v1, v2 op_sel:[0,0,0]
v_pack_b32_f16 v5, v1, v2 op_sel:[0,0,1]
v_pack_b32_f16 v5, v1, v2 op_sel:[0,1,0]
v_pack_b32_f16 v5, v1, v2 op_sel:[1,0,0]
v_pack_b32_f16 v5, v1, v2 op_sel:[1,1,1]
v_pack_b32_f16 v5, v1, v255
v_pack_b32_f16 v5, v1, vcc_hi
v_pack_b32_f16 v5, v1, vcc_lo
v_pack_b32_f16 v5, v1, |v2|
v_pack_b32_f16 v5, v255, v2
v_pack_b32_f16 v5, vcc_hi, v2
v_pack_b32_f16 v5, vcc_lo, v2
v_pack_b32_f16 v5, |v1|, v2
v_pack_b32_f16 v5, |v1|, |v2|
v_perm_b32 v255, v1, v2, v3
v_perm_b32 v5, -1, v2, v3
v_perm_b32 v5, -4.0, v2, v3
v_perm_b32 v5, 0, v2, v3
v_perm_b32 v5, 0.5, v2, v3
v_perm_b32 v5, exec_hi, v2, v3
v_perm_b32 v5, exec_lo, v2, v3
v_perm_b32 v5, flat_scratch_hi, v2, v3
v_perm_b32 v5, flat_scratch_lo, v2, v3
v_perm_b32 v5, m0, v2, v3
v_perm_b32 v5, s1, v2, v3
v_perm_b32 v5, s101, v2, v3
v_perm_b32 v5, src_execz, v2, v3
v_perm_b32 v5, src_lds_direct, v2, v3
v_perm_b32 v5, src_scc, v2, v3
v_perm_b32 v5, src_vccz, v2, v3
v_perm_b32 v5, ttmp15, v2, v3
v_perm_b32 v5, v1, -1, v3
v_perm_b32 v5, v1, -4.0, v3
v_perm_b32 v5, v1, 0, v3
v_perm_b32 v5, v1, 0.5, v3
v_perm_b32 v5, v1, exec_hi, v3
v_perm_b32 v5, v1, exec_lo, v3
v_perm_b32 v5, v1, flat_scratch_hi, v3
v_perm_b32 v5, v1, flat_scratch_lo, v3
v_perm_b32 v5, v1, m0, v3
v_perm_b32 v5, v1, s101, v3
v_perm_b32 v5, v1, s2, v3
// Session 7 (coverage), offset 736000 (its page whole): the end of v_sad_u32, v_sad_u8 (every source kind in each source, clamp), the start of v_sub_i16
v_sad_u32 v5, v1, -4.0, v3
v_sad_u32 v5, v1, 0, v3
v_sad_u32 v5, v1, 0.5, v3
v_sad_u32 v5, v1, exec_hi, v3
v_sad_u32 v5, v1, exec_lo, v3
v_sad_u32 v5, v1, flat_scratch_hi, v3
v_sad_u32 v5, v1, flat_scratch_lo, v3
v_sad_u32 v5, v1, m0, v3
v_sad_u32 v5, v1, s101, v3
v_sad_u32 v5, v1, s2, v3
v_sad_u32 v5, v1, src_execz, v3
v_sad_u32 v5, v1, src_scc, v3
v_sad_u32 v5, v1, src_vccz, v3
v_sad_u32 v5, v1, ttmp15, v3
v_sad_u32 v5, v1, v2, -1
v_sad_u32 v5, v1, v2, -4.0
v_sad_u32 v5, v1, v2, 0
v_sad_u32 v5, v1, v2, 0.5
v_sad_u32 v5, v1, v2, exec_hi
v_sad_u32 v5, v1, v2, exec_lo
v_sad_u32 v5, v1, v2, flat_scratch_hi
v_sad_u32 v5, v1, v2, flat_scratch_lo
v_sad_u32 v5, v1, v2, m0
v_sad_u32 v5, v1, v2, s101
v_sad_u32 v5, v1, v2, s3
v_sad_u32 v5, v1, v2, src_execz
v_sad_u32 v5, v1, v2, src_scc
v_sad_u32 v5, v1, v2, src_vccz
v_sad_u32 v5, v1, v2, ttmp15
v_sad_u32 v5, v1, v2, v255
v_sad_u32 v5, v1, v2, v3
v_sad_u32 v5, v1, v2, v3 clamp
v_sad_u32 v5, v1, v2, vcc_hi
v_sad_u32 v5, v1, v2, vcc_lo
v_sad_u32 v5, v1, v255, v3
v_sad_u32 v5, v1, vcc_hi, v3
v_sad_u32 v5, v1, vcc_lo, v3
v_sad_u32 v5, v255, v2, v3
v_sad_u32 v5, vcc_hi, v2, v3
v_sad_u32 v5, vcc_lo, v2, v3
v_sad_u8 v255, v1, v2, v3
v_sad_u8 v5, -1, v2, v3
v_sad_u8 v5, -4.0, v2, v3
v_sad_u8 v5, 0, v2, v3
v_sad_u8 v5, 0.5, v2, v3
v_sad_u8 v5, exec_hi, v2, v3
v_sad_u8 v5, exec_lo, v2, v3
v_sad_u8 v5, flat_scratch_hi, v2, v3
v_sad_u8 v5, flat_scratch_lo, v2, v3
v_sad_u8 v5, m0, v2, v3
v_sad_u8 v5, s1, v2, v3
v_sad_u8 v5, s101, v2, v3
v_sad_u8 v5, src_execz, v2, v3
v_sad_u8 v5, src_lds_direct, v2, v3
v_sad_u8 v5, src_scc, v2, v3
v_sad_u8 v5, src_vccz, v2, v3
v_sad_u8 v5, ttmp15, v2, v3
v_sad_u8 v5, v1, -1, v3
v_sad_u8 v5, v1, -4.0, v3
v_sad_u8 v5, v1, 0, v3
v_sad_u8 v5, v1, 0.5, v3
v_sad_u8 v5, v1, exec_hi, v3
v_sad_u8 v5, v1, exec_lo, v3
v_sad_u8 v5, v1, flat_scratch_hi, v3
v_sad_u8 v5, v1, flat_scratch_lo, v3
v_sad_u8 v5, v1, m0, v3
v_sad_u8 v5, v1, s101, v3
v_sad_u8 v5, v1, s2, v3
v_sad_u8 v5, v1, src_execz, v3
v_sad_u8 v5, v1, src_scc, v3
v_sad_u8 v5, v1, src_vccz, v3
v_sad_u8 v5, v1, ttmp15, v3
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
v_sad_u8 v5, v1, v2, ttmp15
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
v_sub_i16 v255, v1, v2
v_sub_i16 v5, -1, v2
v_sub_i16 v5, 0, v2
v_sub_i16 v5, exec_hi, v2
v_sub_i16 v5, exec_lo, v2
v_sub_i16 v5, flat_scratch_hi, v2
v_sub_i16 v5, flat_scratch_lo, v2
v_sub_i16 v5, m0, v2
v_sub_i16 v5, s1, v2
v_sub_i16 v5, s101, v2
v_sub_i16 v5, src_execz, v2
v_sub_i16 v5, src_lds_direct, v2
v_sub_i16 v5, src_scc, v2
v_sub_i16 v5, src_vccz, v2
v_sub_i16 v5, ttmp15, v2
v_sub_i16 v5, v1, -1
v_sub_i16 v5, v1, 0
v_sub_i16 v5, v1, exec_hi
v_sub_i16 v5, v1, exec_lo
v_sub_i16 v5, v1, flat_scratch_hi
v_sub_i16 v5, v1, flat_scratch_lo
v_sub_i16 v5, v1, m0
// Session 7 (coverage), offset 712000 (its page whole): the end of v_qsad_pk_u16_u8, v_readlane_b32 (every destination, lane select), v_sad_hi_u8, the start of v_sad_u16
v_qsad_pk_u16_u8 v[5:6], v[1:2], src_vccz, v[3:4]
v_qsad_pk_u16_u8 v[5:6], v[1:2], ttmp15, v[3:4]
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, -1
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, -4.0
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, 0
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, 0.5
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, exec
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, flat_scratch
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, s[100:101]
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, s[6:7]
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, s[8:9]
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, src_execz
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, src_scc
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, src_vccz
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, ttmp[14:15]
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
v_readlane_b32 s5, v1, ttmp15
v_readlane_b32 s5, v1, vcc_hi
v_readlane_b32 s5, v1, vcc_lo
v_readlane_b32 s5, v255, s2
v_readlane_b32 ttmp15, v1, s2
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
v_sad_hi_u8 v5, ttmp15, v2, v3
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
v_sad_hi_u8 v5, v1, ttmp15, v3
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
v_sad_hi_u8 v5, v1, v2, ttmp15
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
v_sad_u16 v5, s101, v2, v3
v_sad_u16 v5, src_execz, v2, v3
v_sad_u16 v5, src_lds_direct, v2, v3
v_sad_u16 v5, src_scc, v2, v3
v_sad_u16 v5, src_vccz, v2, v3
// Session 7 (coverage), offset 760000 to the end of the file (its last 15,027 characters, whole): the end of v_trig_preop_f64, v_writelane_b32, v_xad_u32
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
v_trig_preop_f64 v[5:6], ttmp[14:15], v2
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
v_trig_preop_f64 v[5:6], v[1:2], ttmp15
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
v_writelane_b32 v5, 0, ttmp15
v_writelane_b32 v5, 0, vcc_hi
v_writelane_b32 v5, 0, vcc_lo
v_writelane_b32 v5, 0.5, s2
v_xad_u32 v255, v1, v2, v3
v_xad_u32 v5, -1, v2, v3
v_xad_u32 v5, -4.0, v2, v3
v_xad_u32 v5, 0, v2, v3
v_xad_u32 v5, 0.5, v2, v3
v_xad_u32 v5, exec_hi, v2, v3
v_xad_u32 v5, exec_lo, v2, v3
v_xad_u32 v5, flat_scratch_hi, v2, v3
v_xad_u32 v5, flat_scratch_lo, v2, v3
v_xad_u32 v5, m0, v2, v3
v_xad_u32 v5, s1, v2, v3
v_xad_u32 v5, s101, v2, v3
v_xad_u32 v5, src_execz, v2, v3
v_xad_u32 v5, src_lds_direct, v2, v3
v_xad_u32 v5, src_scc, v2, v3
v_xad_u32 v5, src_vccz, v2, v3
v_xad_u32 v5, ttmp15, v2, v3
v_xad_u32 v5, v1, -1, v3
v_xad_u32 v5, v1, -4.0, v3
v_xad_u32 v5, v1, 0, v3
v_xad_u32 v5, v1, 0.5, v3
v_xad_u32 v5, v1, exec_hi, v3
v_xad_u32 v5, v1, exec_lo, v3
v_xad_u32 v5, v1, flat_scratch_hi, v3
v_xad_u32 v5, v1, flat_scratch_lo, v3
v_xad_u32 v5, v1, m0, v3
v_xad_u32 v5, v1, s101, v3
v_xad_u32 v5, v1, s2, v3
v_xad_u32 v5, v1, src_execz, v3
v_xad_u32 v5, v1, src_scc, v3
v_xad_u32 v5, v1, src_vccz, v3
v_xad_u32 v5, v1, ttmp15, v3
v_xad_u32 v5, v1, v2, -1
v_xad_u32 v5, v1, v2, -4.0
v_xad_u32 v5, v1, v2, 0
v_xad_u32 v5, v1, v2, 0.5
v_xad_u32 v5, v1, v2, exec_hi
v_xad_u32 v5, v1, v2, exec_lo
v_xad_u32 v5, v1, v2, flat_scratch_hi
v_xad_u32 v5, v1, v2, flat_scratch_lo
v_xad_u32 v5, v1, v2, m0
v_xad_u32 v5, v1, v2, s101
v_xad_u32 v5, v1, v2, s3
v_xad_u32 v5, v1, v2, src_execz
v_xad_u32 v5, v1, v2, src_scc
v_xad_u32 v5, v1, v2, src_vccz
v_xad_u32 v5, v1, v2, ttmp15
v_xad_u32 v5, v1, v2, v255
v_xad_u32 v5, v1, v2, v3
v_xad_u32 v5, v1, v2, vcc_hi
v_xad_u32 v5, v1, v2, vcc_lo
v_xad_u32 v5, v1, v255, v3
v_xad_u32 v5, v1, vcc_hi, v3
v_xad_u32 v5, v1, vcc_lo, v3
v_xad_u32 v5, v255, v2, v3
v_xad_u32 v5, vcc_hi, v2, v3
v_xad_u32 v5, vcc_lo, v2, v3
