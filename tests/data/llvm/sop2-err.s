// Input lines of llvm/test/MC/AMDGPU/sop2-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 1deb12573b91; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_and_b32 s2, 0x12345678, 0x12345679
s_and_b64 s[2:3], 0x12345678, 0x12345679
s_cbranch_g_fork 100, s[6:7]
s_cbranch_g_fork s[6:7], 100
