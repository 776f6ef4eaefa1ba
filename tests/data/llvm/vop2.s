// Instruction lines of llvm/test/MC/AMDGPU/vop2.s (LLVM project, Apache-2.0 WITH LLVM-exception),
// kept as test inputs only: no CHECK lines; expected results come from the live llvm-mc 22.
v_add_f32_e32 v1, v2, v3
v_add_f32 v1, 1.0, v3
v_add_f32 v1, -1.0, v3
v_add_f32 v1, 100.0, v3
v_add_f32 v1, -100.0, v3
v_mul_i32_i24_e32 v1, v2, v3
v_mul_i32_i24_e64 v1, v2, v3
v_mul_i32_i24_e32 v1, 3, v3
v_mul_i32_i24_e32 v1, -3, v3
v_mul_i32_i24_e64 v1, v2, 3
v_mul_i32_i24_e64 v1, v2, -3
v_mul_i32_i24_e32 v1, 100, v3
v_mul_i32_i24_e32 v1, -100, v3
v_mul_i32_i24_e32 v1, s2, v3
v_mul_i32_i24_e64 v1, v2, s3
v_mul_i32_i24_e64 v1, s2, s2
v_mul_i32_i24_e64 v1, s2, 3
v_mul_i32_i24_e64 v1, 3, s3
v_add_i32_e32 v0, vcc, 0.5, v0
v_add_i32_e32 v0, vcc, 3.125, v0
v_cndmask_b32 v1, v2, v3, vcc
v_cndmask_b32_e32 v1, v2, v3, vcc
v_readlane_b32 s1, v2, s3
v_writelane_b32 v1, s2, 4
v_writelane_b32 v2, 1, s4
v_writelane_b32 v255, 0xaf123456, 2
v_add_f32 v1, v2, v3
v_sub_f32 v1, v2, v3
v_subrev_f32 v1, v2, v3
v_mac_legacy_f32 v1, v2, v3
v_mul_legacy_f32_e32 v1, v2, v3
v_mul_f32 v1, v2, v3
v_mul_i32_i24_e32 v1, v2, v3
v_mul_hi_i32_i24_e32 v1, v2, v3
v_mul_u32_u24_e32 v1, v2, v3
v_mul_hi_u32_u24_e32 v1, v2, v3
v_min_legacy_f32_e32 v1, v2, v3
v_max_legacy_f32 v1, v2, v3
v_min_f32_e32 v1, v2, v3
v_max_f32 v1, v2 v3
v_min_i32_e32 v1, v2, v3
v_max_i32_e32 v1, v2, v3
v_min_u32_e32 v1, v2, v3
v_max_u32_e32 v1, v2, v3
v_lshr_b32_e32 v1, v2, v3
v_lshrrev_b32_e32 v1, v2, v3
v_ashr_i32_e32 v1, v2, v3
v_ashrrev_i32_e32 v1, v2, v3
v_lshl_b32_e32 v1, v2, v3
v_lshlrev_b32_e32 v1, v2, v3
v_and_b32_e32 v1, v2, v3
v_or_b32_e32 v1, v2, v3
v_xor_b32_e32 v1, v2, v3
v_bfm_b32_e64 v1, v2, v3
v_mac_f32_e32 v1, v2, v3
v_madmk_f32 v1, v2, 64.0, v3
v_madak_f32 v1, v2, v3, 64.0
v_madak_f32 v0, 0x11213141, v0, 0x11213141
v_madmk_f32 v0, 0x11213141, 0x11213141, v0
v_bcnt_u32_b32_e64 v1, v2, v3
v_mbcnt_lo_u32_b32_e64 v1, v2, v3
v_mbcnt_hi_u32_b32_e64 v1, v2, v3
v_add_i32_e32 v1, vcc, v2, v3
v_add_i32 v1, s[0:1], v2, v3
v_add_i32_e64 v1, s[0:1], v2, v3
v_add_i32_e64 v1, vcc, v2, v3
v_add_u32 v1, vcc, v2, v3
v_add_u32 v1, s[0:1], v2, v3
v_sub_i32 v1, vcc, v2, v3
v_sub_i32 v1, s[0:1], v2, v3
v_sub_u32 v1, vcc, v2, v3
v_sub_u32 v1, s[0:1], v2, v3
v_subrev_i32 v1, vcc, v2, v3
v_subrev_i32 v1, s[0:1], v2, v3
v_subrev_u32 v1, vcc, v2, v3
v_subrev_u32 v1, s[0:1], v2, v3
v_addc_u32 v1, vcc, v2, v3, vcc
v_addc_u32_e32 v1, vcc, v2, v3, vcc
v_addc_u32 v1, s[0:1], v2, v3, vcc
v_addc_u32 v1, s[0:1], v2, v3, s[2:3]
v_addc_u32_e64 v1, s[0:1], v2, v3, s[2:3]
v_addc_u32_e64 v1, vcc, v2, v3, vcc
v_subb_u32 v1, vcc, v2, v3, vcc
v_subb_u32 v1, s[0:1], v2, v3, vcc
v_subbrev_u32 v1, vcc, v2, v3, vcc
v_subbrev_u32 v1, s[0:1], v2, v3, vcc
v_ldexp_f32 v1, v2, v3
v_cvt_pkaccum_u8_f32 v1, v2, v3
v_cvt_pknorm_i16_f32 v1, v2, v3
v_cvt_pknorm_u16_f32 v1, v2, v3
v_cvt_pkrtz_f16_f32 v1, v2, v3
v_cvt_pk_u16_u32_e64 v1, v2, v3
v_cvt_pk_i16_i32_e64 v1, v2, v3
v_add_f16_e32 v1, v2, v3
v_sub_f16_e32 v1, v2, v3
v_subrev_f16_e32 v1, v2, v3
v_mul_f16_e32 v1, v2, v3
v_mac_f16_e32 v1, v2, v3
v_madmk_f16 v1, v2, 64.0, v3
v_madak_f16 v1, v2, v3, 64.0
v_add_u16_e32 v1, v2, v3
v_add_u16 v1, v2, v3 clamp
v_sub_u16_e32 v1, v2, v3
v_sub_u16 v1, v2, v3 clamp
v_subrev_u16_e32 v1, v2, v3
v_subrev_u16 v1, v2, v3 clamp
v_mul_lo_u16_e32 v1, v2, v3
v_lshlrev_b16_e32 v1, v2, v3
v_lshrrev_b16_e32 v1, v2, v3
v_ashrrev_i16_e32 v1, v2, v3
v_max_f16_e32 v1, v2, v3
v_min_f16_e32 v1, v2, v3
v_max_u16_e32 v1, v2, v3
v_max_i16_e32 v1, v2, v3
v_min_u16_e32 v1, v2, v3
v_min_i16_e32 v1, v2, v3
v_ldexp_f16_e32 v1, v2, v3
