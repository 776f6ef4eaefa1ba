// Input lines of llvm/test/MC/AMDGPU/xnack-mask.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 373f45f3745f; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_mov_b64 xnack_mask, -1
s_mov_b32 xnack_mask_lo, -1
s_mov_b32 xnack_mask_hi, -1
s_mov_b32 xnack_mask, -1
s_mov_b64 xnack_mask_lo, -1
s_mov_b64 xnack_mask_hi, -1
