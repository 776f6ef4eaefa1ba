// Input lines of llvm/test/MC/AMDGPU/vop_dpp_expr.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit baecdd78d022: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
zero = 0
two = 2
one = 1
v_mov_b32 v0, v0 quad_perm:[0+zero,zero-2+two*two,1/one,1]
v_mov_b32 v0, v0 row_shl:two-1
v_mov_b32 v0, v0 row_shr:0xe+one
v_mov_b32 v0, v0 row_ror:0x6*two
v_mov_b32 v0, v0 wave_shl:two/2
v_mov_b32 v0, v0 wave_rol:two-one
v_mov_b32 v0, v0 wave_shr:1+zero
v_mov_b32 v0, v0 wave_ror:two*2-3
v_mov_b32 v0, v0 row_bcast:150/(two*2+zero/one+two*3)
v_mov_b32 v0, v0 quad_perm:[one,two+one,zero,2-one] row_mask:2*5 bank_mask:0x2-one bound_ctrl:1-1
