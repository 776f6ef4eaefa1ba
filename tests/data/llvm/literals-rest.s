// Instruction lines of llvm/test/MC/AMDGPU/literals.s (LLVM project, Apache-2.0 WITH
// LLVM-exception), the lines after literals.s here up to its gfx11+ sections (lit() and the
// e32 constants); kept as test inputs only: no CHECK lines; expected results come from the
// live llvm-mc 22.
v_fract_f64_e32 v[0:1], lit(1.0)
v_trunc_f32_e32 v0, 1.0
v_trunc_f32_e32 v0, lit(1.0)
v_cos_f16_e32 v5.l, 1.0
v_wmma_i32_16x16x16_iu8 v[8:15], v[0:3], v[4:7], 1.0
