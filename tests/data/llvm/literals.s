// Instruction lines of llvm/test/MC/AMDGPU/literals.s (LLVM project, Apache-2.0 WITH
// LLVM-exception), its first part; kept as test inputs only: no CHECK lines; expected results
// come from the live llvm-mc 22.
v_fract_f64 v[0:1], 0.5
v_sqrt_f64 v[0:1], -4.0
v_log_clamp_f32 v1, 0.5
v_trunc_f32 v0, 0.5
v_fract_f64 v[0:1], -1.0
v_trunc_f32 v0, -1.0
v_fract_f64 v[0:1], 4.0
v_trunc_f32 v0, 4.0
v_fract_f64 v[0:1], 0.0
v_trunc_f32 v0, 0.0
v_fract_f64 v[0:1], 1.5
v_trunc_f32 v0, 1.5
v_fract_f64 v[0:1], -3.1415
v_trunc_f32 v0, -3.1415
v_fract_f64 v[0:1], 100000000000000000000000.0
v_trunc_f32 v0, 100000000000000000000000.0
v_fract_f64 v[0:1], 10000000.0
v_trunc_f32 v0, 10000000.0
v_fract_f64 v[0:1], 3.402823e+38
v_trunc_f32 v0, 3.402823e+38
v_fract_f64 v[0:1], 2.3509886e-38
v_trunc_f32 v0, 2.3509886e-38
v_fract_f64 v[0:1], 2.3509886e-70
v_trunc_f32 v0, 2.3509886e-70
v_fract_f64_e32 v[0:1], 1.0
