// Instruction lines of llvm/test/MC/AMDGPU/gfx9_asm_vop3p.s (LLVM project, Apache-2.0 WITH
// LLVM-exception), its first three instructions; kept as test inputs only: no CHECK lines;
// expected results come from the live llvm-mc 22.
v_pk_mad_i16 v5, v1, v2, v3
v_pk_mad_i16 v255, v1, v2, v3
v_pk_mad_i16 v5, v255, v2, v3
v_pk_mad_i16 v5, s1, v2, v3
v_pk_mad_i16 v5, s101, v2, v3
v_pk_mad_i16 v5, flat_scratch_lo, v2, v3
v_pk_mad_i16 v5, flat_scratch_hi, v2, v3
v_pk_mad_i16 v5, vcc_lo, v2, v3
v_pk_mad_i16 v5, vcc_hi, v2, v3
v_pk_mad_i16 v5, ttmp15, v2, v3
v_pk_mad_i16 v5, m0, v2, v3
v_pk_mad_i16 v5, exec_lo, v2, v3
v_pk_mad_i16 v5, exec_hi, v2, v3
v_pk_mad_i16 v5, 0, v2, v3
v_pk_mad_i16 v5, -1, v2, v3
v_pk_mad_i16 v5, src_vccz, v2, v3
v_pk_mad_i16 v5, src_execz, v2, v3
v_pk_mad_i16 v5, src_scc, v2, v3
v_pk_mad_i16 v5, src_lds_direct, v2, v3
v_pk_mad_i16 v5, v1, v255, v3
v_pk_mad_i16 v5, v1, s2, v3
v_pk_mad_i16 v5, v1, s101, v3
v_pk_mad_i16 v5, v1, flat_scratch_lo, v3
v_pk_mad_i16 v5, v1, flat_scratch_hi, v3
v_pk_mad_i16 v5, v1, vcc_lo, v3
v_pk_mad_i16 v5, v1, vcc_hi, v3
v_pk_mad_i16 v5, v1, ttmp15, v3
v_pk_mad_i16 v5, v1, m0, v3
v_pk_mad_i16 v5, v1, exec_lo, v3
v_pk_mad_i16 v5, v1, exec_hi, v3
v_pk_mad_i16 v5, v1, 0, v3
v_pk_mad_i16 v5, v1, -1, v3
v_pk_mad_i16 v5, v1, src_vccz, v3
v_pk_mad_i16 v5, v1, src_execz, v3
v_pk_mad_i16 v5, v1, src_scc, v3
v_pk_mad_i16 v5, v1, v2, v255
v_pk_mad_i16 v5, v1, v2, s3
v_pk_mad_i16 v5, v1, v2, s101
v_pk_mad_i16 v5, v1, v2, flat_scratch_lo
v_pk_mad_i16 v5, v1, v2, flat_scratch_hi
v_pk_mad_i16 v5, v1, v2, vcc_lo
v_pk_mad_i16 v5, v1, v2, vcc_hi
v_pk_mad_i16 v5, v1, v2, ttmp15
v_pk_mad_i16 v5, v1, v2, m0
v_pk_mad_i16 v5, v1, v2, exec_lo
v_pk_mad_i16 v5, v1, v2, exec_hi
v_pk_mad_i16 v5, v1, v2, 0
v_pk_mad_i16 v5, v1, v2, -1
v_pk_mad_i16 v5, v1, v2, src_vccz
v_pk_mad_i16 v5, v1, v2, src_execz
v_pk_mad_i16 v5, v1, v2, src_scc
v_pk_mad_i16 v5, v1, v2, v3 op_sel:[0,0,0]
v_pk_mad_i16 v5, v1, v2, v3 op_sel:[1,0,0]
v_pk_mad_i16 v5, v1, v2, v3 op_sel:[0,1,0]
v_pk_mad_i16 v5, v1, v2, v3 op_sel:[0,0,1]
v_pk_mad_i16 v5, v1, v2, v3 op_sel:[1,1,1]
v_pk_mad_i16 v5, v1, v2, v3 op_sel_hi:[1,1,1]
v_pk_mad_i16 v5, v1, v2, v3 op_sel_hi:[0,0,0]
v_pk_mad_i16 v5, v1, v2, v3 op_sel_hi:[1,0,0]
v_pk_mad_i16 v5, v1, v2, v3 op_sel_hi:[0,1,0]
v_pk_mad_i16 v5, v1, v2, v3 op_sel_hi:[0,0,1]
v_pk_mad_i16 v5, v1, v2, v3 clamp
v_pk_mul_lo_u16 v5, v1, v2
v_pk_mul_lo_u16 v255, v1, v2
v_pk_mul_lo_u16 v5, v255, v2
v_pk_mul_lo_u16 v5, s1, v2
v_pk_mul_lo_u16 v5, s101, v2
v_pk_mul_lo_u16 v5, flat_scratch_lo, v2
v_pk_mul_lo_u16 v5, flat_scratch_hi, v2
v_pk_mul_lo_u16 v5, vcc_lo, v2
v_pk_mul_lo_u16 v5, vcc_hi, v2
v_pk_mul_lo_u16 v5, ttmp15, v2
v_pk_mul_lo_u16 v5, m0, v2
v_pk_mul_lo_u16 v5, exec_lo, v2
v_pk_mul_lo_u16 v5, exec_hi, v2
v_pk_mul_lo_u16 v5, 0, v2
v_pk_mul_lo_u16 v5, -1, v2
v_pk_mul_lo_u16 v5, src_vccz, v2
v_pk_mul_lo_u16 v5, src_execz, v2
v_pk_mul_lo_u16 v5, src_scc, v2
v_pk_mul_lo_u16 v5, src_lds_direct, v2
v_pk_mul_lo_u16 v5, v1, v255
v_pk_mul_lo_u16 v5, v1, s2
v_pk_mul_lo_u16 v5, v1, s101
v_pk_mul_lo_u16 v5, v1, flat_scratch_lo
v_pk_mul_lo_u16 v5, v1, flat_scratch_hi
v_pk_mul_lo_u16 v5, v1, vcc_lo
v_pk_mul_lo_u16 v5, v1, vcc_hi
v_pk_mul_lo_u16 v5, v1, ttmp15
v_pk_mul_lo_u16 v5, v1, m0
v_pk_mul_lo_u16 v5, v1, exec_lo
v_pk_mul_lo_u16 v5, v1, exec_hi
v_pk_mul_lo_u16 v5, v1, 0
v_pk_mul_lo_u16 v5, v1, -1
v_pk_mul_lo_u16 v5, v1, src_vccz
v_pk_mul_lo_u16 v5, v1, src_execz
v_pk_mul_lo_u16 v5, v1, src_scc
v_pk_mul_lo_u16 v5, v1, v2 op_sel:[0,0]
v_pk_mul_lo_u16 v5, v1, v2 op_sel:[1,0]
v_pk_mul_lo_u16 v5, v1, v2 op_sel:[0,1]
v_pk_mul_lo_u16 v5, v1, v2 op_sel:[1,1]
v_pk_mul_lo_u16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_mul_lo_u16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_mul_lo_u16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_mul_lo_u16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_add_i16 v5, v1, v2
v_pk_add_i16 v255, v1, v2
v_pk_add_i16 v5, v255, v2
v_pk_add_i16 v5, s1, v2
v_pk_add_i16 v5, s101, v2
v_pk_add_i16 v5, flat_scratch_lo, v2
v_pk_add_i16 v5, flat_scratch_hi, v2
v_pk_add_i16 v5, vcc_lo, v2
v_pk_add_i16 v5, vcc_hi, v2
v_pk_add_i16 v5, ttmp15, v2
v_pk_add_i16 v5, m0, v2
v_pk_add_i16 v5, exec_lo, v2
v_pk_add_i16 v5, exec_hi, v2
v_pk_add_i16 v5, 0, v2
v_pk_add_i16 v5, -1, v2
v_pk_add_i16 v5, src_vccz, v2
v_pk_add_i16 v5, src_execz, v2
v_pk_add_i16 v5, src_scc, v2
v_pk_add_i16 v5, src_lds_direct, v2
v_pk_add_i16 v5, v1, v255
v_pk_add_i16 v5, v1, s2
v_pk_add_i16 v5, v1, s101
v_pk_add_i16 v5, v1, flat_scratch_lo
v_pk_add_i16 v5, v1, flat_scratch_hi
v_pk_add_i16 v5, v1, vcc_lo
v_pk_add_i16 v5, v1, vcc_hi
v_pk_add_i16 v5, v1, ttmp15
v_pk_add_i16 v5, v1, m0
v_pk_add_i16 v5, v1, exec_lo
v_pk_add_i16 v5, v1, exec_hi
v_pk_add_i16 v5, v1, 0
v_pk_add_i16 v5, v1, -1
v_pk_add_i16 v5, v1, src_vccz
v_pk_add_i16 v5, v1, src_execz
v_pk_add_i16 v5, v1, src_scc
v_pk_add_i16 v5, v1, v2 op_sel:[0,0]
v_pk_add_i16 v5, v1, v2 op_sel:[1,0]
v_pk_add_i16 v5, v1, v2 op_sel:[0,1]
v_pk_add_i16 v5, v1, v2 op_sel:[1,1]
v_pk_add_i16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_add_i16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_add_i16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_add_i16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_add_i16 v5, v1, v2 clamp
