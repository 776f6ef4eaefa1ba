// Input lines of llvm/test/MC/AMDGPU/vop3-errs.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 3a6ecd0290b9; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_add_f32_e64 v0, v1
v_div_scale_f32  v24, vcc, v22, 1.1, v22
v_mqsad_u32_u8 v[0:3], s[2:3], v4, v[0:3]
v_cmp_eq_f32_e64 vcc, v0, v1 mul:2
v_cmp_le_f64_e64 vcc, v0, v1 mul:4
v_cvt_f64_i32 v[5:6], s1 mul:3
v_interp_mov_f32_e64 v5, p10, attr0.x high
v_interp_mov_f32_e64 v5, p10, attr0.x v0
v_interp_p1_f32_e64 v5, v2, attr0.x high
v_interp_p1_f32_e64 v5, v2, attr0.x v0
v_interp_p2_f32_e64 v255, v2, attr0.x high
v_interp_p2_f32_e64 v255, v2, attr0.x v0
v_interp_p1ll_f16 v5, p0, attr31.x
v_interp_p1ll_f16 v5, v2, attr31.x v0
v_interp_p2_f16 v5, v2, attr1.x, v3 mul:2
v_div_scale_f32  v24, vcc, v22, v22, |v20|
v_div_scale_f64  v[24:25], vcc, -|v[22:23]|, v[22:23], v[20:21]
