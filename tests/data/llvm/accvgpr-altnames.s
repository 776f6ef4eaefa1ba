// Input lines of llvm/test/MC/AMDGPU/accvgpr-altnames.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 289f54a9effe: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_accvgpr_read_b32 v2, acc0
v_accvgpr_write_b32 acc2, -2.0
v_mfma_f32_32x32x1f32 acc[0:31], acc0, acc1, acc[32:63]
