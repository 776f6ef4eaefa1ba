// Input lines of llvm/test/MC/AMDGPU/sop1-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 001224ab3758; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_mov_b32 s
s_mov_b32 s0, s220
s_mov_b32 s0, s[1:2]
s_mov_b32 s1, v0
s_mov_b32 s102, 1
s_mov_b32 s103, 1
s_mov_b32 s220, s0
s_mov_b32 s[1:2], s0
s_mov_b32 v1, s2
s_mov_b64 s1, s[0:1]
s_mov_b64 s[0:1], s1
s_mov_b64 s[102:103], -1
s_setpc_b64 0
