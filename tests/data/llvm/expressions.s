// Input lines of llvm/test/MC/AMDGPU/expressions.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 1e33f0d27285; RUN/CHECK lines and comments removed, .set written as
// "=" and .globl dropped (this file holds statements only). Expected results are never taken
// from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_sub_u32 s0, s0, -1.0 + 10000000000
t=10000000000
s_sub_u32 s0, s0, 1.0 + t
v_ceil_f32 v1, 1.0 + 1.0
v_ceil_f32 v1, -1.0 + 1.0
i1=1
fm1=0xBF800000
hm1=0xBC00
v_ceil_f32 v1, |i1|
v_ceil_f32 v1, |(i1+1)|
v_ceil_f32 v1, |-(i1+1)|
v_ceil_f32 v1, |fm1|
v_mad_f16 v5, v1, v2, |i1|
v_mad_f16 v5, v1, v2, |(i1+1)|
v_mad_f16 v5, v1, v2, |hm1|
v_ceil_f32 v1, |1+i1|
v_ceil_f32 v1, |i1+1|
v_ceil_f32 v1, abs(i1)
v_ceil_f32 v1, abs(i1+1)
v_ceil_f32 v1, abs(-(i1+1))
v_ceil_f32 v1, abs(fm1)
v_mad_f16 v5, v1, v2, abs(i1)
v_mad_f16 v5, v1, v2, abs(i1+1)
v_mad_f16 v5, v1, v2, abs(hm1)
v_ceil_f32 v1, neg(i1+1)
v_ceil_f32 v1, neg(1+i1)
v_ceil_f32 v1, neg(-i1+3)
v_ceil_f32 v1, neg(-(i1+1))
v_ceil_f32 v1, neg(fm1)
v_mad_f16 v5, v1, v2, neg(hm1)
v_ceil_f64 v[0:1], i1+1
v_and_b32 v0, i1+1, v0
v_and_b32 v0, 1+i1, v0
v_and_b32 v0, -i1+3, v0
v_and_b32 v0, -(i1+1), v0
v_add_u16 v0, (i1+4)/2, v1
buffer_atomic_inc v1, off, s[8:11], i1+1 glc
s_addk_i32 s2, i1+1
s_cmpk_eq_i32 s2, i1+1
s_setreg_imm32_b32 0x6, i1+1
v_madak_f16 v1, v2, v3, i1+1
s_set_gpr_idx_on s0, i1+1
s_atc_probe i1-1, s[4:5], i1+1
s_load_dword s1, s[2:3], i1+1 glc
v_ceil_f64 v[0:1], i1+100
v_and_b32 v0, i1+100, v0
v_and_b32 v0, -i1+102, v0
v_add_u16 v0, (i1+100)*2, v0
buffer_load_dword v1, off, s[4:7], s1 offset:-1+1
buffer_load_dword v1, off, s[4:7], s1 offset:i1+4
buffer_load_dword v1, off, s[4:7], s1 offset:4+i1
buffer_load_dword v1, off, s[4:7], s1 offset:-i1+4
v_ceil_f32 v1, -u
v_and_b32 v0, u+1, v0
v_ceil_f64 v[0:1], u
v_add_u16 v0, u, v0
s_addk_i32 s2, u
s_load_dword s1, s[2:3], u glc
v_ceil_f32 v1, |u|
v_ceil_f32 v1, neg(u)
v_ceil_f32 v1, abs(u)
s_mov_b32 s0, global
ds_gws_init v2 gds
s_mov_b32 s0, gds
s_mov_b32 s0, gds+4
s_add_u32 s0, s0, global+4
s_addc_u32 s1, s1, 0
foo = 4
s_mov_b32 s0, foo+2
foo = 512
s_mov_b32 s0, foo+2
v_mul_f32 v0, foo+2, v2
BB1:
v_nop_e64
BB2:
s_sub_u32 vcc_lo, vcc_lo, (BB2+4)-BB1
s_add_u32 vcc_lo, vcc_lo, (BB2-BB1)&4294967295
s_addc_u32 vcc_hi, vcc_hi, (BB2-BB1)>>32
t=1
s_sub_u32 s0, s0, -t
t=-1
s_sub_u32 s0, s0, -t
s_sub_u32 s0, s0, -2+1
t=1
s_sub_u32 s0, s0, -2+t
v=1
v_sin_f32 v0, -v
s=1
s_not_b32 s0, -s
ttmp=1
s_not_b32 s0, -ttmp
v=1
v_sin_f32 v0, -v[0]
s0=1
v_sin_f32 v0, -s0
ttmp0=1
v_sin_f32 v0, -[ttmp0]
s1000=1
v_sin_f32 v0, -s1000
xnack_mask_lo=1
v_sin_f32 v0, xnack_mask_lo
