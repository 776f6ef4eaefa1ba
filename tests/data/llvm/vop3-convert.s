// Input lines of llvm/test/MC/AMDGPU/vop3-convert.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 06823b8a3a3b; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_mov_b32 [v1], [v2]
v_mov_b32 v0, 0.5
v_mov_b32_e32 v0, 3.125
v_mov_b32     v1, ttmp8
v_mov_b32 v1, v2
v_not_b32 v1, v2
v_bfrev_b32 v1, v2
v_ffbh_u32 v1, v2
v_ffbl_b32 v1, v2
v_ffbh_i32_e32 v1, v2
v_frexp_exp_i32_f64 v1, v[2:3]
v_frexp_mant_f64 v[1:2], v[2:3]
v_fract_f64 v[1:2], v[2:3]
v_frexp_exp_i32_f32 v1, v2
v_frexp_mant_f32 v1, v2
v_clrexcp
v_movreld_b32 v1, v2
v_movrels_b32 v1, v2
v_movrelsd_b32 v1, v2
v_cvt_f16_u16 v1, v2
v_cvt_f16_i16 v1, v2
v_cvt_u16_f16 v1, v2
v_cvt_i16_f16 v1, v2
v_rcp_f16 v1, v2
v_sqrt_f16 v1, v2
v_rsq_f16 v1, v2
v_log_f16 v1, v2
v_exp_f16 v1, v2
v_frexp_mant_f16 v1, v2
v_frexp_exp_i16_f16 v1, v2
v_floor_f16 v1, v2
v_ceil_f16 v1, v2
v_trunc_f16 v1, v2
v_rndne_f16 v1, v2
v_fract_f16 v1, v2
v_sin_f16 v1, v2
v_cos_f16 v1, v2
v_mul_i32_i24 v1, 3, v3
v_mul_i32_i24 v1, -3, v3
v_mul_i32_i24 v1, v2, 3
v_mul_i32_i24 v1, v2, -3
v_cvt_flr_i32_f32 v1, v2
v_cvt_off_f32_i4_e32 v1, v2
v_cvt_f32_f64 v1, v[2:3]
v_cvt_f64_f32 v[1:2], v2
v_cvt_f32_ubyte0 v1, v2
v_cvt_f32_ubyte1_e32 v1, v2
v_cvt_f32_ubyte2 v1, v2
v_cvt_f32_ubyte3 v1, v2
v_cvt_u32_f64 v1, v[2:3]
v_cvt_f64_u32 v[1:2], v2
v_mul_i32_i24 v1, v2, v3
v_mul_hi_i32_i24 v1, v2, v3
v_mul_u32_u24 v1, v2, v3
v_mul_hi_u32_u24 v1, v2, v3
v_min_i32 v1, v2, v3
v_max_i32 v1, v2, v3
v_min_u32 v1, v2, v3
v_max_u32 v1, v2, v3
v_lshr_b32 v1, v2, v3
v_lshrrev_b32 v1, v2, v3
v_ashr_i32 v1, v2, v3
v_ashrrev_i32 v1, v2, v3
v_lshl_b32_e32 v1, v2, v3
v_lshlrev_b32 v1, v2, v3
v_and_b32 v1, v2, v3
v_or_b32 v1, v2, v3
v_xor_b32 v1, v2, v3
v_bfm_b32 v1, v2, v3
v_bcnt_u32_b32 v1, v2, v3
v_mbcnt_lo_u32_b32 v1, v2, v3
v_mbcnt_hi_u32_b32 v1, v2, v3
v_cvt_pk_u16_u32 v1, v2, v3
v_cvt_pk_i16_i32 v1, v2, v3
v_add_f16 v1, v2, v3
v_sub_f16 v1, v2, v3
v_subrev_f16 v1, v2, v3
v_mul_f16 v1, v2, v3
v_mac_f16 v1, v2, v3
v_add_u16 v1, v2, v3
v_sub_u16 v1, v2, v3
v_subrev_u16 v1, v2, v3
v_mul_lo_u16 v1, v2, v3
v_lshlrev_b16 v1, v2, v3
v_lshrrev_b16 v1, v2, v3
v_ashrrev_i16 v1, v2, v3
v_max_f16 v1, v2, v3
v_min_f16 v1, v2, v3
v_max_u16 v1, v2, v3
v_max_i16 v1, v2, v3
v_min_u16 v1, v2, v3
v_min_i16 v1, v2, v3
v_ldexp_f16 v1, v2, v3
