// Input lines of llvm/test/MC/AMDGPU/vop3p-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 3fa6aafd5917; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_pk_add_u16 v1, v2, v3 op_sel
v_pk_add_u16 v1, v2, v3 op_sel:
v_pk_add_u16 v1, v2, v3 op_sel:[
v_pk_add_u16 v1, v2, v3 op_sel:[]
v_pk_add_u16 v1, v2, v3 op_sel:[,]
v_pk_add_u16 v1, v2, v3 op_sel:[0 0]
v_pk_add_u16 v1, v2, v3 op_sel:[0,]
v_pk_add_u16 v1, v2, v3 op_sel:[,0]
v_max3_f16 v5, v1, v2, v3 op_sel:[1,1,1,1,
v_max3_f16 v5, v1, v2, v3 op_sel:[1,1,1,1[
v_max3_f16 v5, v1, v2, v3 op_sel:[1,1,1,1 1
v_pk_add_u16 v1, v2, v3 op_sel:[0,2]
v_pk_add_u16 v1, v2, v3 op_sel:[2,0]
v_pk_add_u16 v1, v2, v3 op_sel:[-1,0]
v_pk_add_u16 v1, v2, v3 op_sel:[0,-1]
v_pk_add_u16 v1, v2, v3 op_sel:[0,0,0,0,0]
v_pk_add_u16 v1, v2, v3 neg_lo:[0,0]
v_pk_add_f16 v1, |v2|, v3
v_pk_add_f16 v1, abs(v2), v3
v_pk_add_f16 v1, v2, |v3|
v_pk_add_f16 v1, v2, abs(v3)
v_pk_add_f16 v1, -v2, v3
v_pk_add_f16 v1, v2, -v3
v_pk_add_u16 v1, abs(v2), v3
v_pk_add_u16 v1, -v2, v3
v_pk_add_f16 v255, s1, s2
