// Input lines of llvm/test/MC/AMDGPU/invalid-instructions-spellcheck.s from the LLVM project
// (Apache-2.0 WITH LLVM-exception), commit 2a240b7468a3: the whole file; RUN/CHECK lines removed.
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v2, v4, v6
aaaaaaaaaaaaaaa v1, v2, v3
dsc_write_src2_b64 v1, v2, v3
s_mov_b v1, v2
s_load_dwordx v1, v2, v3
