// Instruction lines of llvm/test/MC/AMDGPU/vop3p.s (LLVM project, Apache-2.0 WITH LLVM-exception);
// kept as test inputs only: no CHECK lines; expected results come from the live llvm-mc 22.
v_pk_add_u16 v1, v2, v3
v_pk_add_u16 v1, v2, v3 op_sel:[0,0]
v_pk_add_u16 v1, v2, v3 op_sel_hi:[1,1]
v_pk_add_u16 v1, v2, v3 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_add_u16 v1, v2, v3 op_sel_hi:[0,0]
v_pk_add_u16 v1, v2, v3 op_sel:[0,0] op_sel_hi:[0,0]
v_pk_add_u16 v1, v2, v3 op_sel:[1,0]
v_pk_add_u16 v1, v2, v3 op_sel:[0,1]
v_pk_add_u16 v1, v2, v3 op_sel:[1,1]
v_pk_add_u16 v1, v2, v3 op_sel_hi:[0,1]
v_pk_add_u16 v1, v2, v3 op_sel_hi:[1,0]
v_pk_add_u16 v1, v2, v3 op_sel:[1,1] op_sel_hi:[1,1]
v_pk_add_u16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[1,0]
v_pk_add_u16 v1, v2, v3 op_sel:[0,1] op_sel_hi:[0,1]
v_pk_add_u16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_add_u16 v1, v2, v3 op_sel:[0,1] op_sel_hi:[1,0]
v_pk_fma_f16 v8, v0, s0, v1
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[0,0,0] neg_hi:[0,0,0]
v_pk_fma_f16 v8, v0, s0, v1 op_sel:[0,0,0] op_sel_hi:[1,1,1] neg_lo:[0,0,0] neg_hi:[0,0,0]
v_pk_fma_f16 v8, v0, s0, v1 op_sel:[0,0,0] op_sel_hi:[1,1,1]
v_pk_fma_f16 v8, v0, s0, v1 op_sel:[0,0,0] op_sel_hi:[0,0,0]
v_pk_fma_f16 v8, v0, s0, v1 op_sel:[0,0,1] op_sel_hi:[0,0,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[1,1,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_hi:[1,1,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[1,1,1] neg_hi:[1,1,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[1,0,0]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[0,1,0]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[0,0,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_hi:[1,0,0]
v_pk_fma_f16 v8, v0, s0, v1 neg_hi:[0,1,0]
v_pk_fma_f16 v8, v0, s0, v1 neg_hi:[0,0,1]
v_pk_fma_f16 v8, v0, s0, v1 clamp
v_pk_add_u16 v1, v2, v3 clamp
v_pk_min_i16 v0, v1, v2 clamp
v_pk_mul_lo_u16 v0, v1, v2
v_pk_add_i16 v0, v1, v2
v_pk_sub_i16 v0, v1, v2
v_pk_lshlrev_b16 v0, v1, v2
v_pk_lshrrev_b16 v0, v1, v2
v_pk_ashrrev_i16 v0, v1, v2
v_pk_max_i16 v0, v1, v2
v_pk_min_i16 v0, v1, v2
v_pk_add_u16 v0, v1, v2
v_pk_max_u16 v0, v1, v2
v_pk_min_u16 v0, v1, v2
v_pk_fma_f16 v0, v1, v2, v3
v_pk_add_f16 v0, v1, v2
v_pk_mul_f16 v0, v1, v2
v_pk_min_f16 v0, v1, v2
v_pk_max_f16 v0, v1, v2
