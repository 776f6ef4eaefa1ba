// Input lines of llvm/test/MC/AMDGPU/mad-mix.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0bf29aec6173; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_mad_mix_f32 v0, v1, v2, v3
v_mad_mixlo_f16 v0, v1, v2, v3
v_mad_mixhi_f16 v0, v1, v2, v3
v_mad_mix_f32 v0, abs(v1), v2, v3
v_mad_mix_f32 v0, v1, abs(v2), v3
v_mad_mix_f32 v0, v1, v2, abs(v3)
v_mad_mix_f32 v0, -v1, v2, v3
v_mad_mix_f32 v0, v1, -v2, v3
v_mad_mix_f32 v0, v1, v2, -v3
v_mad_mix_f32 v0, -abs(v1), v2, v3
v_mad_mix_f32 v0, v1, -abs(v2), v3
v_mad_mix_f32 v0, v1, v2, -abs(v3)
v_mad_mixlo_f16 v0, abs(v1), -v2, abs(v3)
v_mad_mixhi_f16 v0, -v1, abs(v2), -abs(v3)
v_mad_mixlo_f16 v0, v1, v2, v3 clamp
v_mad_mixhi_f16 v0, v1, v2, v3 clamp
v_mad_mix_f32 v0, v1, v2, v3 op_sel:[0,0,0]
v_mad_mix_f32 v0, v1, v2, v3 op_sel:[1,0,0]
v_mad_mix_f32 v0, v1, v2, v3 op_sel:[0,1,0]
v_mad_mix_f32 v0, v1, v2, v3 op_sel:[0,0,1]
v_mad_mix_f32 v0, v1, v2, v3 op_sel:[1,1,1]
v_mad_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,0,0]
v_mad_mix_f32 v0, v1, v2, v3 op_sel_hi:[0,1,0]
v_mad_mix_f32 v0, v1, v2, v3 op_sel_hi:[0,0,1]
v_mad_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,1]
v_mad_mixlo_f16 v0, v1, v2, v3 op_sel_hi:[1,0,1] clamp
v_mad_mixhi_f16 v0, v1, v2, v3 op_sel_hi:[1,0,1] clamp
