// Input lines of llvm/test/MC/AMDGPU/vintrp-e64-err.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 1bbf4f7f4b6d: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_interp_p1_f32_e64 v5, 0.5, attr0.w
v_interp_p1_f32_e64 v5, s1, attr0.w
v_interp_p1ll_f16 v5, 0.5, attr0.w
v_interp_p1ll_f16 v5, s1, attr0.w
v_interp_p1lv_f16 v5, 0.5, attr0.w, v3
v_interp_p1lv_f16 v5, s1, attr0.w, v3
v_interp_p1lv_f16 v5, v1, attr31.w, 0.5
v_interp_p1lv_f16 v5, v1, attr31.w, s1
v_interp_p2_f16 v5, 0.5, attr0.w, v3
v_interp_p2_f16 v5, s1, attr0.w, v3
v_interp_p2_f16 v5, v1, attr1.w, 0.5
v_interp_p2_f16 v5, v1, attr1.w, s1
v_interp_p2_f32_e64 v5, 0.5, attr31.w
v_interp_p2_f32_e64 v5, s1, attr31.w
