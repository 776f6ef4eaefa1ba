// Input lines of llvm/test/MC/AMDGPU/out-of-range-registers.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0f8cdd1874d1; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_add_i32 s106, s0, s1
s_add_i32 s104, s0, s1
s_add_i32 s105, s0, s1
v_add_i32 v256, v0, v1
v_add_i32 v257, v0, v1
s_mov_b64 s[0:18], -1
s_mov_b64 s[103:104], -1
s_mov_b64 s[105:106], -1
s_mov_b64 s[104:105], -1
s_load_dwordx4 s[102:105], s[2:3], s4
s_load_dwordx4 s[104:108], s[2:3], s4
s_load_dwordx4 s[108:112], s[2:3], s4
s_load_dwordx4 s[1:4], s[2:3], s4
s_load_dwordx4 s[2:5], s[2:3], s4
s_load_dwordx8 s[104:111], s[2:3], s4
s_load_dwordx8 s[100:107], s[2:3], s4
s_load_dwordx8 s[108:115], s[2:3], s4
s_load_dwordx16 s[92:107], s[2:3], s4
s_load_dwordx16 s[96:111], s[2:3], s4
s_load_dwordx16 s[100:115], s[2:3], s4
s_load_dwordx16 s[104:119], s[2:3], s4
s_load_dwordx16 s[108:123], s[2:3], s4
s_mov_b32 ttmp16, 0
s_mov_b32 ttmp12, 0
s_mov_b32 ttmp15, 0
s_mov_b32 flat_scratch_lo, 0
s_mov_b32 flat_scratch_hi, 0
s_mov_b32 tma_lo, 0
s_mov_b32 tba_lo, 0
v_cvt_f32_f64 v0, v[255:256]
v_mqsad_u32_u8 v[254:257], v[0:1], -4.0, v[2:5]
