// Input lines of llvm/test/MC/AMDGPU/vintrp-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 01978793ab02; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_interp_mov_f32 v11, invalid_param_3, attr0.y
v_interp_mov_f32 v12, invalid_param_10, attr0.x
v_interp_mov_f32 v3, invalid_param_3, attr0.x
v_interp_mov_f32 v8, -1, attr0.x
v_interp_mov_f32 v8, 0, attr0.x
v_interp_mov_f32 v8, foo, attr0.x
v_interp_mov_f32 v8, invalid_param_8, attr0.x
v_interp_mov_f32 v8, p-1, attr0.x
v_interp_mov_f32 v8, p1, attr0.x
v_interp_p1_f32 v0, v1
v_interp_p1_f32 v0, v1, attr33.w
v_interp_p1_f32 v0, v1, attr33.x
v_interp_p2_f32 v0, v1, att
v_interp_p2_f32 v0, v1, attr
v_interp_p2_f32 v0, v1, attr0.
v_interp_p2_f32 v0, v1, attr0.q
v_interp_p2_f32 v0, v1, attr33.x
v_interp_p2_f32 v0, v1, attrq
v_interp_p2_f32 v7, v1, attr-1.x
v_interp_p2_f32 v7, v1, attr.x
v_interp_p2_f32 v7, v1, attrA.x
v_interp_p2_f32 v9, v1, attr33.x
