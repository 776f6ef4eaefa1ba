// Input lines of llvm/test/MC/AMDGPU/lds_direct.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0ebc0d621cca; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_mov_b32 v0, src_lds_direct
v_mov_b32_e64 v0, src_lds_direct
v_cvt_f64_i32 v[0:1], src_lds_direct
v_cvt_f64_i32_e64 v[0:1], src_lds_direct
v_fract_f32 v0, src_lds_direct
v_fract_f32_e64 v0, src_lds_direct
v_cvt_f16_u16 v0, src_lds_direct
v_readfirstlane_b32 s0, src_lds_direct
v_cndmask_b32 v0, src_lds_direct, v0, vcc
v_cndmask_b32_e64 v0, src_lds_direct, v0, s[0:1]
v_add_f32 v0, src_lds_direct, v0
v_add_f32_e64 v0, src_lds_direct, v0
v_mul_i32_i24 v0, src_lds_direct, v0
v_add_co_u32 v0, vcc, src_lds_direct, v0
v_add_co_u32_e64 v0, s[0:1], src_lds_direct, v0
v_madmk_f16 v0, src_lds_direct, 0x1121, v0
v_madak_f16 v0, src_lds_direct, v0, 0x1121
v_mad_f32 v0, src_lds_direct, v0, v0
v_fma_f32 v0, src_lds_direct, v0, v0
v_min3_i16 v0, src_lds_direct, v0, v0
v_max3_f16 v0, src_lds_direct, v0, v0
v_readlane_b32 s0, src_lds_direct, s0
v_pk_mad_i16 v0, src_lds_direct, v0, v0
v_pk_add_i16 v0, src_lds_direct, v0
v_cmp_lt_f16 vcc, src_lds_direct, v0
v_cmp_eq_f32 vcc, src_lds_direct, v0
v_cmpx_neq_f32 vcc, src_lds_direct, v0
v_cmp_lt_f16 vcc, lds_direct, v0
