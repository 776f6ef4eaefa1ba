// Input lines of llvm/test/MC/AMDGPU/sopc-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 07303d1ed16a; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_set_gpr_idx_on s0, s1
s_set_gpr_idx_on s0, 16
s_set_gpr_idx_on s0, -1
s_set_gpr_idx_on s0, gpr_idx
s_set_gpr_idx_on s0, gpr_idx(
s_set_gpr_idx_on s0, gpr_idx(X)
s_set_gpr_idx_on s0, gpr_idx(SRC0,DST,SRC1,DST)
s_set_gpr_idx_on s0, gpr_idx(DST
s_set_gpr_idx_on s0, gpr_idx(SRC0,
s_cmp_eq_i32 0x12345678, 0x12345679
s_cmp_eq_u64 0x12345678, 0x12345679
