// Input lines of llvm/test/MC/AMDGPU/buffer_wbinv1l_vol_vi.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 76d7e9a5d46b: the whole file; RUN/CHECK lines removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
buffer_wbinvl1_vol
