// Instruction lines of llvm/test/MC/AMDGPU/vop3.s (LLVM project, Apache-2.0 WITH LLVM-exception),
// its first part; kept as test inputs only: no CHECK lines; expected results come from the
// live llvm-mc 22.
v_cmp_lt_f32_e64 s[2:3], v4, -v6
v_cmp_lt_f32_e64 vcc, v4, v6
v_cmp_lt_f32 s[2:3] -v4, v6
v_cmp_lt_f32 s[2:3]  v4, -v6
v_cmp_lt_f32 s[2:3] -v4, -v6
v_cmp_lt_f32 s[2:3] |v4|, v6
v_cmp_lt_f32 s[2:3] v4, |v6|
v_cmp_lt_f32 s[2:3] |v4|, |v6|
v_cmp_lt_f32 s[2:3] -|v4|, v6
v_cmp_lt_f32 s[2:3] -abs(v4), v6
v_cmp_lt_f32 s[2:3] v4, -|v6|
v_cmp_lt_f32 s[2:3] v4, -abs(v6)
v_cmp_lt_f32 s[2:3] -|v4|, -|v6|
v_cmp_lt_f32 s[2:3] -abs(v4), -abs(v6)
v_cmp_f_f32 s[2:3], v4, v6
v_cmp_lt_f32 s[2:3], v4, v6
v_cmp_eq_f32 s[2:3], v4, v6
v_cmp_le_f32 s[2:3], v4, v6
v_cmp_gt_f32 s[2:3], v4, v6
v_cmp_lg_f32 s[2:3], v4, v6
v_cmp_ge_f32 s[2:3], v4, v6
v_cmp_f_f64 s[2:3], v[4:5], v[6:7]
v_cmp_f_i32 s[2:3], v4, v6
v_cmp_f_i64 s[2:3], v[4:5], v[6:7]
v_mov_b32_e64 v1, v2
v_nop_e64
v_clrexcp_e64
v_fract_f32 v1, -v2
v_fract_f32 v1, |v2|
v_fract_f32 v1, abs(v2)
v_fract_f32 v1, -|v2|
v_fract_f32 v1, -abs(v2)
v_fract_f32 v1, v2 clamp
v_fract_f32 v1, v2 mul:2
v_fract_f32 v1, v2, clamp div:2
v_add_f32_e64 v1, v3, v5
v_cndmask_b32 v1, v3, v5, s[4:5]
v_cndmask_b32_e64 v1, v3, v5, s[4:5]
v_cndmask_b32_e64 v1, v3, v5, vcc
v_cndmask_b32 v1, -v3, v5, s[4:5]
v_cndmask_b32_e64 v1, v3, |v5|, s[4:5]
v_cndmask_b32_e64 v1, -abs(v3), v5, vcc
v_add_f32 v1, v3, s5
v_sub_f32 v1, v3, s5
v_subrev_f32 v1, v3, s5
v_mac_legacy_f32 v1, v3, s5
v_mul_legacy_f32 v1, v3, s5
v_mul_f32 v1, v3, s5
v_mul_i32_i24 v1, v3, s5
v_mul_i32_i24 v1, v3, s5 clamp
v_mul_u32_u24 v1, v3, s5
v_mul_u32_u24 v1, v3, s5 clamp
v_mac_f32_e64 v0, v1, v2
v_mac_f32_e64 v0, v1, v2 clamp
v_mac_f32_e64 v0, v1, v2 mul:2
v_mac_f32_e64 v0, -v1, |v2|
v_mac_f16_e64 v0, 0.5, flat_scratch_lo
v_mac_f16_e64 v0, -4.0, flat_scratch_lo
v_mac_f16_e64 v0, flat_scratch_lo, -4.0
v_add_u32 v84, vcc, v13, s31 clamp
v_sub_u32 v84, s[2:3], v13, s31 clamp
v_subrev_u32 v84, vcc, v13, s31 clamp
v_addc_u32 v84, s[4:5], v13, v31, vcc clamp
v_subb_u32 v84, s[2:3], v13, v31, vcc clamp
v_subbrev_u32 v84, vcc, v13, v31, s[6:7] clamp
v_mad_legacy_f32 v2, v4, v6, v8
v_add_f64 v[0:1], v[2:3], v[5:6]
v_add_f64_e64 v[0:1], v[2:3], v[5:6]
v_add_f64 v[0:1], -v[2:3], v[5:6]
v_add_f64_e64 v[0:1], -v[2:3], v[5:6]
v_add_f64 v[0:1], v[2:3], -v[5:6]
v_add_f64_e64 v[0:1], v[2:3], -v[5:6]
v_add_f64 v[0:1], |v[2:3]|, v[5:6]
v_add_f64 v[0:1], abs(v[2:3]), v[5:6]
v_add_f64_e64 v[0:1], |v[2:3]|, v[5:6]
v_add_f64_e64 v[0:1], abs(v[2:3]), v[5:6]
v_add_f64 v[0:1], v[2:3], |v[5:6]|
v_add_f64 v[0:1], v[2:3], abs(v[5:6])
v_add_f64_e64 v[0:1], v[2:3], |v[5:6]|
v_add_f64_e64 v[0:1], v[2:3], abs(v[5:6])
v_add_f64 v[0:1], -v[2:3], |v[5:6]| clamp mul:4
v_add_f64 v[0:1], -v[2:3], abs(v[5:6]) clamp mul:4
v_add_f64_e64 v[0:1], -v[2:3], |v[5:6]| clamp mul:4
v_add_f64_e64 v[0:1], -v[2:3], abs(v[5:6]) clamp mul:4
v_div_scale_f64  v[24:25], vcc, v[22:23], v[22:23], v[20:21]
v_div_scale_f64  v[24:25], s[10:11], -v[22:23], v[20:21], v[20:21] clamp
v_div_scale_f64  v[24:25], s[10:11], v[22:23], -v[20:21], v[20:21] clamp mul:2
v_div_scale_f64  v[24:25], s[10:11], v[22:23], v[20:21], -v[20:21]
v_div_scale_f32  v24, vcc, v22, v22, v20
v_div_scale_f32  v24, vcc, -v22, v22, v20
v_div_scale_f32  v24, vcc, v22, -v22, v20 clamp
v_div_scale_f32  v24, vcc, v22, v22, -v20 clamp div:2
v_div_scale_f32  v24, s[10:11], v22, v22, v20
v_div_scale_f32  v24, vcc, v22, 1.0, v22
v_div_scale_f32  v24, vcc, v22, v22, -2.0
v_div_scale_f32 v24, vcc, v22, v22, 0xc0000000
v_mad_f32 v9, 0.5, v5, -v8
v_mqsad_u32_u8 v[5:8], s[2:3], v4, v[0:3]
v_mad_u64_u32 v[5:6], s[12:13], s1, 0, 0
v_mad_i64_i32 v[5:6], s[12:13], s1, 0, v[254:255]
v_cmp_class_f16_e64 s[10:11], v1, s2
v_cmp_class_f32_e64 s[10:11], -v1, s2
v_cmp_class_f64_e64 s[10:11], -v[254:255], s2
v_cmpx_class_f16_e64 s[10:11], v255, s2
v_cmpx_class_f32_e64 s[10:11], 0, s101
v_cmpx_class_f64_e64 s[10:11], -v[1:2], s2
v_mul_f64 v[0:1], |0|, |0|
v_cubeid_f32 v0, |-1|, |-1.0|, |1.0|
v_fma_f16_e64 v5, v1, v2, v3
v_fma_f16 v5, v1, v2, 0.5
v_fma_f16 v5, -v1, -v2, -v3
v_fma_f16 v5, |v1|, |v2|, |v3|
v_fma_f16 v5, v1, v2, v3 clamp
v_div_fixup_f16_e64 v5, v1, v2, v3
v_div_fixup_f16 v5, 0.5, v2, v3
v_div_fixup_f16 v5, v1, 0.5, v3
v_div_fixup_f16 v5, v1, v2, 0.5
v_div_fixup_f16 v5, v1, v2, -4.0
v_div_fixup_f16 v5, -v1, v2, v3
v_div_fixup_f16 v5, v1, |v2|, v3
v_div_fixup_f16 v5, v1, v2, v3 clamp
v_mad_f16_e64 v5, v1, v2, v3
v_mad_f16 v5, 0.5, v2, v3
v_mad_f16 v5, v1, 0.5, v3
v_mad_f16 v5, v1, v2, 0.5
v_mad_f16 v5, v1, -v2, v3
v_mad_f16 v5, v1, v2, |v3|
