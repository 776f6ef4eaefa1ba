// Instruction lines of llvm/test/MC/AMDGPU/vopc.s (LLVM project, Apache-2.0 WITH LLVM-exception);
// kept as test inputs only: no CHECK lines; expected results come from the live llvm-mc 22.
v_cmp_lt_f32 vcc, s2, v4
v_cmp_lt_f32 vcc, 0, v4
v_cmp_lt_f32 vcc, 10.0, v4
v_cmp_lt_f32 vcc, v255, v255
v_cmp_lt_f32_e32 vcc, v2, v4
v_cmp_f_f32 vcc, v2, v4
v_cmp_lt_f32 vcc, v2, v4
v_cmp_f_f64 vcc, v[2:3], v[4:5]
v_cmp_f_i32 vcc, v2, v4
v_cmp_f_i64 vcc, v[2:3], v[4:5]
