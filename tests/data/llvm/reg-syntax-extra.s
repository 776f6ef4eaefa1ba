// Input lines of llvm/test/MC/AMDGPU/reg-syntax-extra.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 09b786555877; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_mov_b32 [ttmp5], [ttmp3]
s_mov_b64 [ttmp4,ttmp5], [ttmp2,ttmp3]
s_mov_b64 ttmp[4:5], ttmp[2:3]
s_mov_b64 [s6,s7], s[8:9]
s_mov_b64 s[6:7], [s8,s9]
s_mov_b64 [exec_lo,exec_hi], s[2:3]
s_mov_b64 [flat_scratch_lo,flat_scratch_hi], s[2:3]
s_mov_b64 [vcc_lo,vcc_hi], s[2:3]
s_mov_b64 [tba_lo,tba_hi], s[2:3]
s_mov_b64 [tma_lo,tma_hi], s[2:3]
v_mov_b32_e32 [v1], [v2]
v_rcp_f64 [v1,v2], [v2,v3]
buffer_load_dwordx4 [v1,v2,v3,v4], off, [s4,s5,s6,s7], s1
buffer_load_dword v1, off, [ttmp4,ttmp5,ttmp6,ttmp7], s1
buffer_store_format_xyzw v[1:4], off, [ttmp4,ttmp5,ttmp6,ttmp7], ttmp1
buffer_load_ubyte v1, off, [ttmp4,ttmp5,ttmp6,ttmp7], ttmp1
buffer_store_dwordx4 v[1:4], off, [ttmp4,ttmp5,ttmp6,ttmp7], ttmp1
s_load_dwordx4 [ttmp4,ttmp5,ttmp6,ttmp7], [ttmp2,ttmp3], ttmp4
s_buffer_load_dword ttmp1, [ttmp4,ttmp5,ttmp6,ttmp7], ttmp4
s_buffer_load_dwordx4 [ttmp8,ttmp9,ttmp10,ttmp11], [ttmp4,ttmp5,ttmp6,ttmp7], ttmp4
s_buffer_load_dwordx4 [ttmp[8],ttmp[8+1],ttmp[5*2],ttmp[(3+2)*2+1]], ttmp[45/11:(33+45)/11], ttmp4
s_buffer_load_dwordx4 ttmp[7+1:(3+2)*2+1], [ttmp[45/11],ttmp[5],ttmp6,ttmp[(33+45)/11]], ttmp4
flat_load_dword v[8:8], v[2:3]
flat_load_dword v[63/8+1:65/8], v[2:3]
flat_load_dword v8, v[2*2-2:(3+7)/3]
flat_load_dword v[63/8+1], v[2:3]
flat_load_dwordx4 v[8:11], v[2*2-2:(3*3-6)]
flat_load_dwordx4 v[8/2+4:11/2+6], v[2:3]
flat_load_dwordx4   [v[8/2+4],v9,v[10],v[11/2+6]], v[2:3]
v_mul_f32 v0, null, v2
v_mul_f64 v[0:1], null, null
s_add_u32 null, null, null
s_not_b64 s[2:3], null
