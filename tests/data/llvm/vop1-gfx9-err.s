// Input lines of llvm/test/MC/AMDGPU/vop1-gfx9-err.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 18ca05263622: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_swap_b32 v1, 1
v_swap_b32 v1, s0
v_swap_b32 v1, v2, v1
v_swap_b32 v1, v2, v2
v_swap_b32 v1, v2, v2, v2
v_swap_b32_e64 v1, v2
v_swap_codegen_pseudo_b32 v1, v2
