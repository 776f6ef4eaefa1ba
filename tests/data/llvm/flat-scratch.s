// Input lines of llvm/test/MC/AMDGPU/flat-scratch.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 1fb26ee48d07: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_mov_b64 flat_scratch, -1
s_mov_b32 flat_scratch_lo, -1
s_mov_b32 flat_scratch_hi, -1
s_mov_b64 flat_scratch_lo, -1
s_mov_b64 flat_scratch_hi, -1
s_mov_b32 flat_scratch, -1
