// Instruction lines of llvm/test/MC/AMDGPU/vintrp.s (LLVM project, Apache-2.0 WITH LLVM-exception),
// kept as test inputs only: no CHECK lines; expected results come from the live llvm-mc 22.
v_interp_mov_f32 v0, p10, attr0.x
v_interp_mov_f32 v1, p20, attr0.x
v_interp_mov_f32 v2, p0, attr0.x
v_interp_mov_f32 v4, p10, attr0.y
v_interp_mov_f32 v5, p10, attr0.z
v_interp_mov_f32 v6, p10, attr0.w
v_interp_mov_f32 v7, p10, attr0.x
v_interp_mov_f32 v9, p10, attr32.y
v_interp_p1_f32 v1, v0, attr0.x
v_interp_p1_f32 v10, v0, attr32.w
v_interp_p1_f32 v2, v0, attr0.y
v_interp_p1_f32 v3, v0, attr0.z
v_interp_p1_f32 v4, v0, attr0.w
v_interp_p1_f32 v5, v0, attr0.x
v_interp_p1_f32 v6, v0, attr1.x
v_interp_p1_f32 v7, v0, attr2.y
v_interp_p1_f32 v8, v0, attr3.z
v_interp_p1_f32 v9, v0, attr4.w
v_interp_p2_f32 v2, v1, attr0.x
v_interp_p2_f32 v3, v1, attr0.y
v_interp_p2_f32 v4, v1, attr0.z
v_interp_p2_f32 v5, v1, attr0.w
v_interp_p2_f32 v6, v1, attr0.x
v_interp_p2_f32 v7, v1, attr1.x
v_interp_p2_f32 v8, v1, attr32.x
