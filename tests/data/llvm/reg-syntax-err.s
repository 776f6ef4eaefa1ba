// Input lines of llvm/test/MC/AMDGPU/reg-syntax-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 19bc9c052167; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
exp mrt0 v1, v2, v3, v4000 off
s_mov_b32 s1, [s0, 1
s_mov_b32 s1, [s0, s0
s_mov_b32 s1, [s[0 1
s_mov_b32 s1, [s[0 s0
s_mov_b32 s1, [s[0:1] 1
s_mov_b32 s1, [s[0:1] s0
s_mov_b32 s1, s 1
s_mov_b32 s1, s s0
s_mov_b32 s1, s999 1
s_mov_b32 s1, s999 s0
s_mov_b32 s1, s[0 1
s_mov_b32 s1, s[0 s0
s_mov_b32 s1, s[0:-1]
s_mov_b32 s1, s[0:0 1
s_mov_b32 s1, s[0:0 s0
s_mov_b32 s1, s[0:2] 1
s_mov_b32 s1, s[0:2] vcc_lo
s_mov_b32 s1, s[1:2] 1
s_mov_b32 s1, s[1:2] s0
s_mov_b32 s1, xnack_mask_lo 1
s_mov_b32 s1, xnack_mask_lo s1
s_mov_b64 s[10:11], [a0,a2]
s_mov_b64 s[10:11], [a0,v1]
s_mov_b64 s[10:11], [exec,exec_lo]
s_mov_b64 s[10:11], [exec_hi,exec_lo]
s_mov_b64 s[10:11], [exec_lo,exec]
s_mov_b64 s[10:11], [exec_lo,exec_lo]
s_mov_b64 s[10:11], [exec_lo,s0]
s_mov_b64 s[10:11], [exec_lo,vcc_hi]
s_mov_b64 s[10:11], [s
s_mov_b64 s[10:11], [s,s1]
s_mov_b64 s[10:11], [s0
s_mov_b64 s[10:11], [s0,exec]
s_mov_b64 s[10:11], [s0,exec_lo]
s_mov_b64 s[10:11], [s0,s0]
s_mov_b64 s[10:11], [s0,s1
s_mov_b64 s[10:11], [s0,s2]
s_mov_b64 s[10:11], [s0,s[2:3]]
s_mov_b64 s[10:11], [s0,v1]
s_mov_b64 s[10:11], [s01,s1]
s_mov_b64 s[10:11], [s0x]
s_mov_b64 s[10:11], [s2,s1]
s_mov_b64 s[10:11], [s[0:1],s[2:3]]
s_mov_b64 s[10:11], [v0,s1]
s_mov_b64 s[10:11], [x0,s1]
s_mov_b64 s[10:11], s[1:0]
v_add_f64 v[0:1], v[0:1], v[0x1:0xF00000002]
v_add_f64 v[0:1], v[0:1], v[0xF00000001:0x2]
