// Instruction lines of llvm/test/MC/AMDGPU/vop3-modifiers.s (LLVM project, Apache-2.0 WITH
// LLVM-exception), kept as test inputs only: no CHECK lines; expected results come from the
// live llvm-mc 22.
v_add_f32 v5, -1, v2
v_add_f32 v5, -16, v2
v_add_f32 v5, 0x3e22f983, v2
v_add_f32 v5, abs(0x3e22f983), v2
v_add_f32 v5, neg(0x3e22f983), v2
v_add_f32 v5, neg(0xbe22f983), v2
v_add_f32_e64 v0, -0.5, s0
v_add_f32_e64 v0, -1.0, s0
v_add_f32_e64 v0, -16, s0
v_add_f32_e64 v0, -2, s0
v_add_f32_e64 v0, -2.0, s0
v_add_f32_e64 v0, -4.0, s0
v_add_f32_e64 v0, 0x3e22f983, s0
v_add_f32_e64 v0, neg(0x3e22f983), s0
v_add_f64 v[0:1], s[0:1], -0.5
v_add_f64 v[0:1], s[0:1], -1
v_add_f64 v[0:1], s[0:1], -1.0
v_add_f64 v[0:1], s[0:1], -16
v_add_f64 v[0:1], s[0:1], -2.0
v_add_f64 v[0:1], s[0:1], -4.0
v_add_f64 v[4:5], s[0:1], 0x3fc45f306dc9c882
v_add_f64 v[4:5], s[0:1], neg(0x3fc45f306dc9c882)
v_ceil_f16 v0, -0.5
v_ceil_f16 v0, -0x5433
v_ceil_f16 v0, -1
v_ceil_f16 v0, -1.0
v_ceil_f16 v0, -16
v_ceil_f16 v0, -2
v_ceil_f16 v0, -2.0
v_ceil_f16 v0, -4.0
v_ceil_f16 v0, -abs(0xabcd)
v_ceil_f16 v0, 0x3118
v_ceil_f16 v0, 0xabcd
v_ceil_f16 v0, 0xb118
v_ceil_f16 v0, abs(0xabcd)
v_ceil_f16 v0, neg(0x3118)
v_ceil_f16 v0, neg(0xabcd)
v_ceil_f16 v0, neg(0xb118)
v_ceil_f16 v0, neg(abs(0xabcd))
v_ceil_f16_e64 v0, -|v1|
v_ceil_f16_e64 v0, 0x3118
v_ceil_f16_e64 v0, abs(0x3118)
v_ceil_f16_e64 v0, neg(0x3118)
v_ceil_f16_e64 v0, neg(abs(0x3118))
v_ceil_f16_e64 v0, neg(|v1|)
v_ceil_f64 v[0:1], 0x3fc45f306dc9c882
v_ceil_f64 v[0:1], abs(0x3fc45f306dc9c882)
v_ceil_f64 v[0:1], neg(-1)
v_ceil_f64 v[0:1], neg(1)
v_ceil_f64 v[0:1], neg(abs(0x3fc45f306dc9c882))
v_ceil_f64_e32 v[0:1], 1.0
v_ceil_f64_e32 v[0:1], abs(1.0)
v_ceil_f64_e32 v[0:1], neg(1.0)
v_ceil_f64_e64 v[0:1], 0x3fc45f306dc9c882
v_cmp_eq_f16 vcc, -1, v0
v_cmp_eq_f16_e64 s[0:1], s0, -1
v_cmp_eq_f16_e64 s[0:1], s0, 0x3118
v_cmp_eq_f16_e64 s[0:1], s0, neg(0x3118)
v_cmp_eq_f32 vcc, -4.0, v0
v_cmp_eq_f32 vcc, 0x3e22f983, v0
v_cmp_eq_f32 vcc, abs(0x3e22f983), v0
v_cmp_eq_f32 vcc, neg(0x3e22f983), v0
v_cmp_eq_f32_e64 vcc, neg(0x3e22f983), v0
v_cmp_eq_f32_e64 vcc, v0, -abs(0x3e22f983)
v_cmp_eq_f32_e64 vcc, v0, abs(0x3e22f983)
v_cubeid_f32 v0, s0, s0, -1
v_cubeid_f32 v0, s0, s0, -4.0
v_cubeid_f32 v0, s0, s0, 0x3e22f983
v_cubeid_f32 v0, s0, s0, abs(0x3e22f983)
v_cubeid_f32 v0, s0, s0, neg(0x3e22f983)
v_cvt_f16_i16_e64 v5, s1 clamp
v_cvt_f16_u16_e64 v5, s1 clamp
v_cvt_f16_u16_e64 v5, s1 noclamp
v_cvt_f32_i32_e64 v5, s1 clamp
v_cvt_f32_i32_e64 v5, s1 div:2
v_cvt_f32_i32_e64 v5, s1 mul:2
v_cvt_f32_i32_e64 v5, s1 mul:4
v_cvt_f32_u32_e64 v5, s1 clamp
v_cvt_f32_u32_e64 v5, s1 div:2
v_cvt_f32_u32_e64 v5, s1 mul:2
v_cvt_f32_u32_e64 v5, s1 mul:4
v_cvt_f32_ubyte0_e64 v5, s1 clamp
v_cvt_f32_ubyte0_e64 v5, s1 div:2
v_cvt_f32_ubyte0_e64 v5, s1 mul:2
v_cvt_f32_ubyte0_e64 v5, s1 mul:4
v_cvt_f32_ubyte3_e64 v5, s1 mul:4
v_cvt_f64_i32_e64 v[5:6], s1 clamp
v_cvt_f64_i32_e64 v[5:6], s1 div:2
v_cvt_f64_i32_e64 v[5:6], s1 mul:2
v_cvt_f64_i32_e64 v[5:6], s1 mul:4
