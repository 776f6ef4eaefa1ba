// Input lines of llvm/test/MC/AMDGPU/vopc-errs.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 0c541a56cf2b: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_cmp_lt_f32_e32 s[0:1], v2, v4
