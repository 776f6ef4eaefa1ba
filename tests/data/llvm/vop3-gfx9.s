// Input lines of llvm/test/MC/AMDGPU/vop3-gfx9.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 180686d73fdc; RUN/CHECK lines and comments removed (all four pages). Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_lshl_add_u32 v1, v2, v3, v4
v_add_lshl_u32 v1, v2, v3, v4
v_add3_u32 v1, v2, v3, v4
v_lshl_or_b32 v1, v2, v3, v4
v_and_or_b32 v1, v2, v3, v4
v_or3_b32 v1, v2, v3, v4
v_pack_b32_f16 v1, v2, v3
v_pack_b32_f16 v5, v1, v2 op_sel:[1,0,0]
v_pack_b32_f16 v5, v1, v2 op_sel:[0,1,0]
v_pack_b32_f16 v5, v1, v2 op_sel:[0,0,1]
v_xad_u32 v1, v2, v3, v4
v_min3_f16 v1, v2, v3, v4
v_min3_i16 v1, v2, v3, v4
v_min3_u16 v1, v2, v3, v4
v_max3_f16 v1, v2, v3, v4
v_max3_f16 v5, v1, v2, v3 op_sel:[0,0,0,0]
v_max3_f16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_max3_f16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_max3_f16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_max3_f16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_max3_f16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_max3_i16 v1, v2, v3, v4
v_max3_i16 v5, v1, v2, v3 op_sel:[0,0,0,0]
v_max3_i16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_max3_i16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_max3_i16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_max3_i16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_max3_i16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_max3_u16 v1, v2, v3, v4
v_med3_f16 v1, v2, v3, v4
v_med3_i16 v1, v2, v3, v4
v_med3_u16 v1, v2, v3, v4
v_mad_u32_u16 v5, v1, v2, v3
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_mad_i32_i16 v5, v1, v2, v3
v_mad_i32_i16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_cvt_pknorm_i16_f16 v5, v1, v2
v_cvt_pknorm_i16_f16 v5, -v1, v2
v_cvt_pknorm_i16_f16 v5, v1, -v2
v_cvt_pknorm_i16_f16 v5, -v1, -v2
v_cvt_pknorm_i16_f16 v5, |v1|, v2
v_cvt_pknorm_i16_f16 v5, v1, |v2|
v_cvt_pknorm_i16_f16 v5, v1, v2 op_sel:[0,0,0]
v_cvt_pknorm_i16_f16 v5, v1, v2 op_sel:[1,0,0]
v_cvt_pknorm_i16_f16 v5, v1, v2 op_sel:[1,1,1]
v_cvt_pknorm_u16_f16 v5, -v1, -v2
v_cvt_pknorm_u16_f16 v5, |v1|, |v2|
v_cvt_pknorm_u16_f16 v5, v1, v2 op_sel:[1,1,1]
v_add_i16 v5, v1, v2
v_add_i16 v5, v1, v2 op_sel:[1,1,1]
v_sub_i16 v5, v1, v2
v_sub_i16 v5, v1, v2 op_sel:[1,1,1]
v_sub_i16 v5, v1, v2 clamp
v_fma_f16_e64 v5, v1, v2, v3
v_fma_f16 v5, v1, -v2, v3
v_fma_f16 v5, v1, v2, |v3|
v_fma_f16 v5, v1, v2, v3 clamp
v_fma_f16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_fma_f16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_fma_f16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_fma_legacy_f16_e64 v5, v1, v2, v3
v_fma_legacy_f16 v5, -v1, v2, v3
v_fma_legacy_f16 v5, v1, |v2|, v3
v_fma_legacy_f16 v5, v1, v2, v3 clamp
v_div_fixup_f16_e64 v5, 0.5, v2, v3
v_div_fixup_f16 v5, v1, 0.5, v3
v_div_fixup_f16 v5, v1, v2, 0.5
v_div_fixup_f16 v5, -v1, v2, v3
v_div_fixup_f16 v5, |v1|, v2, v3
v_div_fixup_f16 v5, v1, v2, v3 clamp
v_div_fixup_f16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_div_fixup_f16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_div_fixup_f16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_div_fixup_legacy_f16_e64 v5, 0.5, v2, v3
v_div_fixup_legacy_f16 v5, v1, 0.5, v3
v_div_fixup_legacy_f16 v5, v1, v2, 0.5
v_div_fixup_legacy_f16 v5, -v1, v2, v3
v_div_fixup_legacy_f16 v5, v1, |v2|, v3
v_div_fixup_legacy_f16 v5, v1, v2, v3 clamp
v_mad_f16_e64 v5, 0.5, v2, v3
v_mad_f16 v5, v1, 0.5, v3
v_mad_f16 v5, v1, v2, 0.5
v_mad_f16 v5, v1, v2, -v3
v_mad_f16 v5, v1, v2, |v3|
v_mad_f16 v5, v1, v2, v3 op_sel:[0,0,0,0]
v_mad_f16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_mad_f16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_mad_f16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_mad_f16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_mad_f16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_mad_f16 v5, v1, v2, v3 clamp
v_mad_i16_e64 v5, 0, v2, v3
v_mad_i16 v5, v1, -1, v3
v_mad_i16 v5, v1, v2, -4.0
v_mad_i16 v5, v1, v2, v3 clamp
v_mad_i16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_mad_i16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_mad_legacy_f16_e64 v5, 0.5, v2, v3
v_mad_legacy_f16 v5, v1, 0.5, v3
v_mad_legacy_f16 v5, v1, v2, 0.5
v_mad_legacy_f16 v5, v1, -v2, v3
v_mad_legacy_f16 v5, v1, |v2|, v3
v_mad_legacy_f16 v5, v1, v2, v3 clamp
v_mad_legacy_i16_e64 v5, 0, v2, v3
v_mad_legacy_i16 v5, v1, -1, v3
v_mad_legacy_i16 v5, v1, v2, -4.0
v_mad_legacy_i16 v5, v1, v2, -4.0 clamp
v_mad_legacy_u16_e64 v5, 0, v2, v3
v_mad_legacy_u16 v5, v1, -1, v3
v_mad_legacy_u16 v5, v1, v2, -4.0
v_mad_legacy_u16 v5, v1, v2, -4.0 clamp
v_mad_u16_e64 v5, 0, v2, v3
v_mad_u16 v5, v1, -1, v3
v_mad_u16 v5, v1, v2, -4.0
v_mad_u16 v5, v1, v2, v3 clamp
v_mad_u16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_mad_u16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_mad_u16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_interp_p2_f16 v5, v2, attr0.x, v3
v_interp_p2_f16 v5, -v2, attr0.x, v3
v_interp_p2_f16 v5, v2, attr0.x, |v3|
v_interp_p2_f16 v5, v2, attr0.w, v3
v_interp_p2_f16 v5, v2, attr0.x, v3 high
v_interp_p2_f16 v5, v2, attr0.x, v3 clamp
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[0,0,0,0]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[0,0,0,1]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[0,0,1,0]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[0,0,1,1]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[0,1,0,0]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[0,1,0,1]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[0,1,1,0]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[0,1,1,1]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[1,0,0,0]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[1,0,0,1]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[1,0,1,0]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[1,0,1,1]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[1,1,0,0]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[1,1,0,1]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[1,1,1,0]
v_interp_p2_f16 v5, v2, attr0.x, v3 op_sel:[1,1,1,1]
v_interp_p2_legacy_f16 v5, v2, attr31.x, v3
v_interp_p2_legacy_f16 v5, -v2, attr0.x, v3
v_interp_p2_legacy_f16 v5, v2, attr0.x, |v3|
v_interp_p2_legacy_f16 v5, v2, attr0.w, v3
v_interp_p2_legacy_f16 v5, v2, attr0.x, v3 high
v_interp_p2_legacy_f16 v5, v2, attr0.x, v3 clamp
v_cvt_norm_i16_f16_e64 v5, -v1
v_cvt_norm_i16_f16_e64 v5, |v1|
v_cvt_norm_u16_f16_e64 v5, -v1
v_cvt_norm_u16_f16_e64 v5, |v1|
v_sat_pk_u8_i16_e64 v5, -1
v_sat_pk_u8_i16_e64 v5, v255
v_screen_partition_4se_b32_e64 v5, v1
v_screen_partition_4se_b32_e64 v5, -1
v_add_u32 v84, v13, s31 clamp
v_sub_u32 v84, v13, s31 clamp
v_subrev_u32 v84, v13, s31 clamp
v_addc_co_u32 v84, s[4:5], v13, v31, vcc clamp
v_subb_co_u32 v84, s[2:3], v13, v31, vcc clamp
v_subbrev_co_u32 v84, vcc, v13, v31, s[6:7] clamp
v_add_co_u32 v84, s[4:5], v13, v31 clamp
v_sub_co_u32 v84, s[2:3], v13, v31 clamp
v_subrev_co_u32 v84, vcc, v13, v31 clamp
v_addc_co_u32 v84, vcc, v13, v31, vcc
v_subb_co_u32 v84, vcc, v13, v31, vcc
v_subbrev_co_u32 v84, vcc, v13, v31, vcc
v_add_co_u32 v84, vcc, v13, v31
v_sub_co_u32 v84, vcc, v13, v31
v_subrev_co_u32 v84, vcc, v13, v31
v_add_i32 v1, v2, v3
v_add_i32 v1, v2, v3 clamp
v_sub_i32 v1, v2, v3
v_sub_i32 v1, v2, v3 clamp
v_add_f64 v[0:1], s0, v[0:1]
v_add_f64 v[0:1], s[0:3], v[0:1]
v_add_f64 v[0:1], v0, v[0:1]
v_add_f64 v[0:1], v[0:2], v[0:1]
v_add_f64 v[0:1], v[0:3], v[0:1]
v_add_f64 v[0:1], v[0:1], v0
v_add_f64 v[0:1], v[0:1], s0
v_add_f32 v0, s[0:1], v0
v_add_f32 v0, v[0:1], v0
v_add_f32 v0, v0, s[0:1]
v_add_f32 v0, v0, v[0:1]
v_add_f16 v0, s[0:1], v0
v_add_f16 v0, v[0:1], v0
v_add_f16 v0, v0, s[0:1]
v_add_f16 v0, v0, v[0:1]
v_add_u16 v0, s[0:1], v0
v_add_u16 v0, v[0:1], v0
v_add_u16 v0, v0, s[0:1]
v_add_u16 v0, v0, v[0:1]
