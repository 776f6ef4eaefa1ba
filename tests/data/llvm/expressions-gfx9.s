// Input lines of llvm/test/MC/AMDGPU/expressions-gfx9.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 204bf6592a1b; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_mov_b32_sdwa v1, sext(u)
s_sub_u32 s0, 123, u
s_sub_u32 s0, u, u
s_sub_u32 s0, u, u1
v_bfe_u32 v0, v2, v3, u
i1=1
v_mov_b32_sdwa v1, sext(i1-2)
v_mov_b32_sdwa v1, sext(-2+i1)
v_pk_add_u16 v1, v2, v3 op_sel:[2-i1,i1-1]
v_pk_add_u16 v1, v2, v3 neg_lo:[2-i1,i1-1]
