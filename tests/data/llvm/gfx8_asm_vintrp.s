// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_vintrp.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 217aba765901: the whole file (3,495 characters); RUN/CHECK lines
// removed. Expected results are never taken from here: tests/test_llvm_cases.py asks the live
// llvm-mc 22.
v_interp_mov_f32 v255, p10, attr0.x
v_interp_mov_f32 v5, p0, attr0.x
v_interp_mov_f32 v5, p10, attr0.w
v_interp_mov_f32 v5, p10, attr0.x
v_interp_mov_f32 v5, p10, attr0.y
v_interp_mov_f32 v5, p10, attr0.z
v_interp_mov_f32 v5, p10, attr1.x
v_interp_mov_f32 v5, p10, attr31.x
v_interp_mov_f32 v5, p10, attr32.x
v_interp_mov_f32 v5, p20, attr0.x
v_interp_p1_f32 v255, v1, attr0.x
v_interp_p1_f32 v5, v1, attr0.w
v_interp_p1_f32 v5, v1, attr0.x
v_interp_p1_f32 v5, v1, attr0.y
v_interp_p1_f32 v5, v1, attr0.z
v_interp_p1_f32 v5, v1, attr1.x
v_interp_p1_f32 v5, v1, attr31.x
v_interp_p1_f32 v5, v1, attr32.x
v_interp_p1_f32 v5, v255, attr0.x
v_interp_p2_f32 v255, v1, attr0.x
v_interp_p2_f32 v5, v1, attr0.w
v_interp_p2_f32 v5, v1, attr0.x
v_interp_p2_f32 v5, v1, attr0.y
v_interp_p2_f32 v5, v1, attr0.z
v_interp_p2_f32 v5, v1, attr1.x
v_interp_p2_f32 v5, v1, attr31.x
v_interp_p2_f32 v5, v1, attr32.x
v_interp_p2_f32 v5, v255, attr0.x
