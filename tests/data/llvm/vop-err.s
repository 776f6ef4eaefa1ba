// Input lines of llvm/test/MC/AMDGPU/vop-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 25d293f0cb7a; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_add_f32_e64 v0, flat_scratch_hi, m0
v_add_f32_e64 v0, flat_scratch_hi, s1
v_add_f32_e64 v0, s0, flat_scratch_lo
v_add_f32_e64 v0, s0, s1
v_add_f64 v[0:1], s[0:1], flat_scratch
v_add_f64 v[0:1], s[0:1], s[2:3]
v_add_f64 v[0:1], vcc, s[2:3]
v_addc_u32 v0, vcc, exec_hi, v0, vcc
v_addc_u32 v0, vcc, exec_lo, v0, vcc
v_addc_u32 v0, vcc, flat_scratch_hi, v0, vcc
v_addc_u32 v0, vcc, flat_scratch_lo, v0, vcc
v_addc_u32 v0, vcc, s0, v0, vcc
v_addc_u32_e64 v0, s[0:1], s0, s0, s[0:1]
v_addc_u32_e64 v0, s[0:1], s0, v2, s[0:1]
v_addc_u32_e64 v0, s[0:1], s2, s2, s[0:1]
v_addc_u32_e64 v0, s[0:1], s2, s2, vcc
v_addc_u32_e64 v0, s[0:1], s2, v2, s[0:1]
v_addc_u32_e64 v0, s[0:1], s2, v2, vcc
v_addc_u32_e64 v0, s[0:1], v2, s0, s[0:1]
v_addc_u32_e64 v0, s[0:1], v2, s2, s[0:1]
v_addc_u32_e64 v0, s[0:1], v2, s2, vcc
v_cmp_eq_f32_e64 s[0:1], flat_scratch_hi, s1
v_cmp_eq_f32_e64 s[0:1], s0, flat_scratch_lo
v_cmp_eq_f32_e64 s[0:1], s0, m0
v_cmp_eq_f32_e64 s[0:1], s0, s1
v_cmp_eq_f64_e64 s[0:1], s[0:1], flat_scratch
v_cmp_eq_f64_e64 s[0:1], s[0:1], s[2:3]
v_cmp_eq_f64_e64 s[0:1], vcc, s[2:3]
v_cndmask_b32 v0, exec_hi, v2, vcc
v_cndmask_b32 v0, exec_lo, v2, vcc
v_cndmask_b32 v0, flat_scratch_hi, v2, vcc
v_cndmask_b32 v0, flat_scratch_lo, v2, vcc
v_cndmask_b32 v0, s1, v2, vcc
v_cndmask_b32_e64 v0, flat_scratch_hi, v2, vcc
v_cndmask_b32_e64 v0, flat_scratch_lo, v2, vcc
v_cndmask_b32_e64 v0, s0, s0, s[0:1]
v_cndmask_b32_e64 v0, s0, v2, s[0:1]
v_cndmask_b32_e64 v0, s1, s1, s[0:1]
v_cndmask_b32_e64 v0, s1, s1, s[2:3]
v_cndmask_b32_e64 v0, s1, v2, flat_scratch
v_cndmask_b32_e64 v0, s1, v2, s[0:1]
v_cndmask_b32_e64 v0, s1, v2, s[2:3]
v_cndmask_b32_e64 v0, s1, v2, vcc
v_cndmask_b32_e64 v0, v2, s0, s[0:1]
v_cndmask_b32_e64 v0, v2, s1, s[0:1]
v_cndmask_b32_e64 v0, v2, s1, s[2:3]
v_div_fmas_f32 v0, s1, s1, s1
v_div_fmas_f32 v0, v1, -v2, -s3
v_div_fmas_f32 v0, v1, flat_scratch_lo, v3
v_div_fmas_f32 v0, v1, s2, |v3|
v_div_fmas_f32 v0, v1, ttmp2, v2
v_div_fmas_f32 v0, v1, v2, flat_scratch_hi
v_div_fmas_f32 v0, v1, v2, m0
v_div_fmas_f32 v0, v2, v3, -s1
v_div_fmas_f64 v[0:1], s[2:3], v[4:5], v[6:7]
v_div_fmas_f64 v[0:1], v[2:3], s[4:5], v[6:7]
v_div_fmas_f64 v[0:1], v[2:3], v[4:5], exec
v_div_fmas_f64 v[0:1], v[2:3], v[4:5], flat_scratch
v_div_fmas_f64 v[0:1], v[2:3], v[4:5], s[6:7]
v_div_fmas_f64 v[0:1], v[2:3], v[4:5], ttmp[2:3]
v_mad_f32 v0, s0, s0, flat_scratch_lo
v_mad_f32 v0, s0, s0, s1
v_mad_f32 v0, s0, s1, s0
v_mad_f32 v0, s1, s0, s0
v_madak_f32 v0, exec_hi, v0, 0x11213141
v_madak_f32 v0, exec_lo, v0, 0x11213141
v_madak_f32 v0, flat_scratch_hi, v0, 0x11213141
v_madak_f32 v0, flat_scratch_lo, v0, 0x11213141
v_madak_f32 v0, s0, v0, 0x11213141
v_madak_f32 v0, vcc_hi, v0, 0x11213141
v_madak_f32 v0, vcc_lo, v0, 0x11213141
v_movreld_b32 v0, 123
v_movreld_b32 v0, exec_hi
v_movreld_b32 v0, exec_lo
v_movreld_b32 v0, flat_scratch_hi
v_movreld_b32 v0, flat_scratch_lo
v_movreld_b32 v0, s1
v_movreld_b32 v0, ttmp0
v_movreld_b32 v0, ttmp1
v_movreld_b32 v0, vcc_hi
v_movreld_b32 v0, vcc_lo
v_movreld_b32_e64 v0, flat_scratch_hi
v_movreld_b32_e64 v0, flat_scratch_lo
v_movreld_b32_e64 v0, s1
