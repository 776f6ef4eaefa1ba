// Input lines of llvm/test/MC/AMDGPU/smrd-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0fae1d4f130d; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_load_dwordx16 s[88:103], s[2:3], s4
s_load_dwordx4 s[100:103], s[2:3], s4
s_load_dwordx8 s[96:103], s[2:3], s4
