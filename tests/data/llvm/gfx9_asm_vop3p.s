// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_vop3p.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 00983f8b92d6 (99,549 characters, 7 pages of 16,000): every other
// page, each whole (the instruction lines that start on it): offsets 0, 32000, 64000 and
// 96000, 51,549 characters = 52% of the file; the pages between repeat these operand forms
// for the other packed mnemonics; RUN/CHECK lines removed. Expected results are never taken
// from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
// offset 0: v_pk_mad_i16, v_pk_mul_lo_u16, v_pk_add_i16, the start of v_pk_sub_i16
// Session 7 (coverage): the three pages between, offsets 16000, 48000 and 80000, each whole: now all 7
// pages, the whole file (its instruction lines), each part headed by its offset.
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
v_pk_sub_i16 v5, v1, v2
v_pk_sub_i16 v255, v1, v2
v_pk_sub_i16 v5, v255, v2
v_pk_sub_i16 v5, s1, v2
v_pk_sub_i16 v5, s101, v2
v_pk_sub_i16 v5, flat_scratch_lo, v2
v_pk_sub_i16 v5, flat_scratch_hi, v2
v_pk_sub_i16 v5, vcc_lo, v2
v_pk_sub_i16 v5, vcc_hi, v2
v_pk_sub_i16 v5, ttmp15, v2
v_pk_sub_i16 v5, m0, v2
v_pk_sub_i16 v5, exec_lo, v2
v_pk_sub_i16 v5, exec_hi, v2
v_pk_sub_i16 v5, 0, v2
v_pk_sub_i16 v5, -1, v2
v_pk_sub_i16 v5, src_vccz, v2
v_pk_sub_i16 v5, src_execz, v2
v_pk_sub_i16 v5, src_scc, v2
v_pk_sub_i16 v5, src_lds_direct, v2
v_pk_sub_i16 v5, v1, v255
v_pk_sub_i16 v5, v1, s2
v_pk_sub_i16 v5, v1, s101
v_pk_sub_i16 v5, v1, flat_scratch_lo
v_pk_sub_i16 v5, v1, flat_scratch_hi
v_pk_sub_i16 v5, v1, vcc_lo
v_pk_sub_i16 v5, v1, vcc_hi
v_pk_sub_i16 v5, v1, ttmp15
v_pk_sub_i16 v5, v1, m0
v_pk_sub_i16 v5, v1, exec_lo
v_pk_sub_i16 v5, v1, exec_hi
v_pk_sub_i16 v5, v1, 0
v_pk_sub_i16 v5, v1, -1
v_pk_sub_i16 v5, v1, src_vccz
v_pk_sub_i16 v5, v1, src_execz
v_pk_sub_i16 v5, v1, src_scc
v_pk_sub_i16 v5, v1, v2 op_sel:[0,0]
v_pk_sub_i16 v5, v1, v2 op_sel:[1,0]
v_pk_sub_i16 v5, v1, v2 op_sel:[0,1]
// offset 32000: the end of v_pk_min_i16, v_pk_mad_u16, v_pk_add_u16, v_pk_sub_u16, the start of v_pk_max_u16
v_pk_min_i16 v5, exec_hi, v2
v_pk_min_i16 v5, 0, v2
v_pk_min_i16 v5, -1, v2
v_pk_min_i16 v5, src_vccz, v2
v_pk_min_i16 v5, src_execz, v2
v_pk_min_i16 v5, src_scc, v2
v_pk_min_i16 v5, src_lds_direct, v2
v_pk_min_i16 v5, v1, v255
v_pk_min_i16 v5, v1, s2
v_pk_min_i16 v5, v1, s101
v_pk_min_i16 v5, v1, flat_scratch_lo
v_pk_min_i16 v5, v1, flat_scratch_hi
v_pk_min_i16 v5, v1, vcc_lo
v_pk_min_i16 v5, v1, vcc_hi
v_pk_min_i16 v5, v1, ttmp15
v_pk_min_i16 v5, v1, m0
v_pk_min_i16 v5, v1, exec_lo
v_pk_min_i16 v5, v1, exec_hi
v_pk_min_i16 v5, v1, 0
v_pk_min_i16 v5, v1, -1
v_pk_min_i16 v5, v1, src_vccz
v_pk_min_i16 v5, v1, src_execz
v_pk_min_i16 v5, v1, src_scc
v_pk_min_i16 v5, v1, v2 op_sel:[0,0]
v_pk_min_i16 v5, v1, v2 op_sel:[1,0]
v_pk_min_i16 v5, v1, v2 op_sel:[0,1]
v_pk_min_i16 v5, v1, v2 op_sel:[1,1]
v_pk_min_i16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_min_i16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_min_i16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_min_i16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_mad_u16 v5, v1, v2, v3
v_pk_mad_u16 v255, v1, v2, v3
v_pk_mad_u16 v5, v255, v2, v3
v_pk_mad_u16 v5, s1, v2, v3
v_pk_mad_u16 v5, s101, v2, v3
v_pk_mad_u16 v5, flat_scratch_lo, v2, v3
v_pk_mad_u16 v5, flat_scratch_hi, v2, v3
v_pk_mad_u16 v5, vcc_lo, v2, v3
v_pk_mad_u16 v5, vcc_hi, v2, v3
v_pk_mad_u16 v5, ttmp15, v2, v3
v_pk_mad_u16 v5, m0, v2, v3
v_pk_mad_u16 v5, exec_lo, v2, v3
v_pk_mad_u16 v5, exec_hi, v2, v3
v_pk_mad_u16 v5, 0, v2, v3
v_pk_mad_u16 v5, -1, v2, v3
v_pk_mad_u16 v5, src_vccz, v2, v3
v_pk_mad_u16 v5, src_execz, v2, v3
v_pk_mad_u16 v5, src_scc, v2, v3
v_pk_mad_u16 v5, src_lds_direct, v2, v3
v_pk_mad_u16 v5, v1, v255, v3
v_pk_mad_u16 v5, v1, s2, v3
v_pk_mad_u16 v5, v1, s101, v3
v_pk_mad_u16 v5, v1, flat_scratch_lo, v3
v_pk_mad_u16 v5, v1, flat_scratch_hi, v3
v_pk_mad_u16 v5, v1, vcc_lo, v3
v_pk_mad_u16 v5, v1, vcc_hi, v3
v_pk_mad_u16 v5, v1, ttmp15, v3
v_pk_mad_u16 v5, v1, m0, v3
v_pk_mad_u16 v5, v1, exec_lo, v3
v_pk_mad_u16 v5, v1, exec_hi, v3
v_pk_mad_u16 v5, v1, 0, v3
v_pk_mad_u16 v5, v1, -1, v3
v_pk_mad_u16 v5, v1, src_vccz, v3
v_pk_mad_u16 v5, v1, src_execz, v3
v_pk_mad_u16 v5, v1, src_scc, v3
v_pk_mad_u16 v5, v1, v2, v255
v_pk_mad_u16 v5, v1, v2, s3
v_pk_mad_u16 v5, v1, v2, s101
v_pk_mad_u16 v5, v1, v2, flat_scratch_lo
v_pk_mad_u16 v5, v1, v2, flat_scratch_hi
v_pk_mad_u16 v5, v1, v2, vcc_lo
v_pk_mad_u16 v5, v1, v2, vcc_hi
v_pk_mad_u16 v5, v1, v2, ttmp15
v_pk_mad_u16 v5, v1, v2, m0
v_pk_mad_u16 v5, v1, v2, exec_lo
v_pk_mad_u16 v5, v1, v2, exec_hi
v_pk_mad_u16 v5, v1, v2, 0
v_pk_mad_u16 v5, v1, v2, -1
v_pk_mad_u16 v5, v1, v2, src_vccz
v_pk_mad_u16 v5, v1, v2, src_execz
v_pk_mad_u16 v5, v1, v2, src_scc
v_pk_mad_u16 v5, v1, v2, v3 op_sel:[0,0,0]
v_pk_mad_u16 v5, v1, v2, v3 op_sel:[1,0,0]
v_pk_mad_u16 v5, v1, v2, v3 op_sel:[0,1,0]
v_pk_mad_u16 v5, v1, v2, v3 op_sel:[0,0,1]
v_pk_mad_u16 v5, v1, v2, v3 op_sel:[1,1,1]
v_pk_mad_u16 v5, v1, v2, v3 op_sel_hi:[1,1,1]
v_pk_mad_u16 v5, v1, v2, v3 op_sel_hi:[0,0,0]
v_pk_mad_u16 v5, v1, v2, v3 op_sel_hi:[1,0,0]
v_pk_mad_u16 v5, v1, v2, v3 op_sel_hi:[0,1,0]
v_pk_mad_u16 v5, v1, v2, v3 op_sel_hi:[0,0,1]
v_pk_mad_u16 v5, v1, v2, v3 clamp
v_pk_add_u16 v5, v1, v2
v_pk_add_u16 v255, v1, v2
v_pk_add_u16 v5, v255, v2
v_pk_add_u16 v5, s1, v2
v_pk_add_u16 v5, s101, v2
v_pk_add_u16 v5, flat_scratch_lo, v2
v_pk_add_u16 v5, flat_scratch_hi, v2
v_pk_add_u16 v5, vcc_lo, v2
v_pk_add_u16 v5, vcc_hi, v2
v_pk_add_u16 v5, ttmp15, v2
v_pk_add_u16 v5, m0, v2
v_pk_add_u16 v5, exec_lo, v2
v_pk_add_u16 v5, exec_hi, v2
v_pk_add_u16 v5, 0, v2
v_pk_add_u16 v5, -1, v2
v_pk_add_u16 v5, src_vccz, v2
v_pk_add_u16 v5, src_execz, v2
v_pk_add_u16 v5, src_scc, v2
v_pk_add_u16 v5, src_lds_direct, v2
v_pk_add_u16 v5, v1, v255
v_pk_add_u16 v5, v1, s2
v_pk_add_u16 v5, v1, s101
v_pk_add_u16 v5, v1, flat_scratch_lo
v_pk_add_u16 v5, v1, flat_scratch_hi
v_pk_add_u16 v5, v1, vcc_lo
v_pk_add_u16 v5, v1, vcc_hi
v_pk_add_u16 v5, v1, ttmp15
v_pk_add_u16 v5, v1, m0
v_pk_add_u16 v5, v1, exec_lo
v_pk_add_u16 v5, v1, exec_hi
v_pk_add_u16 v5, v1, 0
v_pk_add_u16 v5, v1, -1
v_pk_add_u16 v5, v1, src_vccz
v_pk_add_u16 v5, v1, src_execz
v_pk_add_u16 v5, v1, src_scc
v_pk_add_u16 v5, v1, v2 op_sel:[0,0]
v_pk_add_u16 v5, v1, v2 op_sel:[1,0]
v_pk_add_u16 v5, v1, v2 op_sel:[0,1]
v_pk_add_u16 v5, v1, v2 op_sel:[1,1]
v_pk_add_u16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_add_u16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_add_u16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_add_u16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_add_u16 v5, v1, v2 clamp
v_pk_sub_u16 v5, v1, v2
v_pk_sub_u16 v255, v1, v2
v_pk_sub_u16 v5, v255, v2
v_pk_sub_u16 v5, s1, v2
v_pk_sub_u16 v5, s101, v2
v_pk_sub_u16 v5, flat_scratch_lo, v2
v_pk_sub_u16 v5, flat_scratch_hi, v2
v_pk_sub_u16 v5, vcc_lo, v2
v_pk_sub_u16 v5, vcc_hi, v2
v_pk_sub_u16 v5, ttmp15, v2
v_pk_sub_u16 v5, m0, v2
v_pk_sub_u16 v5, exec_lo, v2
v_pk_sub_u16 v5, exec_hi, v2
v_pk_sub_u16 v5, 0, v2
v_pk_sub_u16 v5, -1, v2
v_pk_sub_u16 v5, src_vccz, v2
v_pk_sub_u16 v5, src_execz, v2
v_pk_sub_u16 v5, src_scc, v2
v_pk_sub_u16 v5, src_lds_direct, v2
v_pk_sub_u16 v5, v1, v255
v_pk_sub_u16 v5, v1, s2
v_pk_sub_u16 v5, v1, s101
v_pk_sub_u16 v5, v1, flat_scratch_lo
v_pk_sub_u16 v5, v1, flat_scratch_hi
v_pk_sub_u16 v5, v1, vcc_lo
v_pk_sub_u16 v5, v1, vcc_hi
v_pk_sub_u16 v5, v1, ttmp15
v_pk_sub_u16 v5, v1, m0
v_pk_sub_u16 v5, v1, exec_lo
v_pk_sub_u16 v5, v1, exec_hi
v_pk_sub_u16 v5, v1, 0
v_pk_sub_u16 v5, v1, -1
v_pk_sub_u16 v5, v1, src_vccz
v_pk_sub_u16 v5, v1, src_execz
v_pk_sub_u16 v5, v1, src_scc
v_pk_sub_u16 v5, v1, v2 op_sel:[0,0]
v_pk_sub_u16 v5, v1, v2 op_sel:[1,0]
v_pk_sub_u16 v5, v1, v2 op_sel:[0,1]
v_pk_sub_u16 v5, v1, v2 op_sel:[1,1]
v_pk_sub_u16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_sub_u16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_sub_u16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_sub_u16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_sub_u16 v5, v1, v2 clamp
v_pk_max_u16 v5, v1, v2
v_pk_max_u16 v255, v1, v2
v_pk_max_u16 v5, v255, v2
v_pk_max_u16 v5, s1, v2
v_pk_max_u16 v5, s101, v2
v_pk_max_u16 v5, flat_scratch_lo, v2
v_pk_max_u16 v5, flat_scratch_hi, v2
v_pk_max_u16 v5, vcc_lo, v2
// offset 64000: the end of v_pk_add_f16, v_pk_mul_f16, v_pk_min_f16, v_pk_max_f16, the start of v_mad_mix_f32
v_pk_add_f16 v5, v1, -4.0
v_pk_add_f16 v5, v1, src_vccz
v_pk_add_f16 v5, v1, src_execz
v_pk_add_f16 v5, v1, src_scc
v_pk_add_f16 v5, v1, v2 op_sel:[0,0]
v_pk_add_f16 v5, v1, v2 op_sel:[1,0]
v_pk_add_f16 v5, v1, v2 op_sel:[0,1]
v_pk_add_f16 v5, v1, v2 op_sel:[1,1]
v_pk_add_f16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_add_f16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_add_f16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_add_f16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_add_f16 v5, v1, v2 neg_lo:[1,0]
v_pk_add_f16 v5, v1, v2 neg_lo:[0,1]
v_pk_add_f16 v5, v1, v2 neg_lo:[1,1]
v_pk_add_f16 v5, v1, v2 neg_hi:[1,0]
v_pk_add_f16 v5, v1, v2 neg_hi:[0,1]
v_pk_add_f16 v5, v1, v2 neg_hi:[1,1]
v_pk_add_f16 v5, v1, v2 clamp
v_pk_mul_f16 v5, v1, v2
v_pk_mul_f16 v255, v1, v2
v_pk_mul_f16 v5, v255, v2
v_pk_mul_f16 v5, s1, v2
v_pk_mul_f16 v5, s101, v2
v_pk_mul_f16 v5, flat_scratch_lo, v2
v_pk_mul_f16 v5, flat_scratch_hi, v2
v_pk_mul_f16 v5, vcc_lo, v2
v_pk_mul_f16 v5, vcc_hi, v2
v_pk_mul_f16 v5, ttmp15, v2
v_pk_mul_f16 v5, m0, v2
v_pk_mul_f16 v5, exec_lo, v2
v_pk_mul_f16 v5, exec_hi, v2
v_pk_mul_f16 v5, 0, v2
v_pk_mul_f16 v5, -1, v2
v_pk_mul_f16 v5, 0.5, v2
v_pk_mul_f16 v5, -4.0, v2
v_pk_mul_f16 v5, src_vccz, v2
v_pk_mul_f16 v5, src_execz, v2
v_pk_mul_f16 v5, src_scc, v2
v_pk_mul_f16 v5, src_lds_direct, v2
v_pk_mul_f16 v5, v1, v255
v_pk_mul_f16 v5, v1, s2
v_pk_mul_f16 v5, v1, s101
v_pk_mul_f16 v5, v1, flat_scratch_lo
v_pk_mul_f16 v5, v1, flat_scratch_hi
v_pk_mul_f16 v5, v1, vcc_lo
v_pk_mul_f16 v5, v1, vcc_hi
v_pk_mul_f16 v5, v1, ttmp15
v_pk_mul_f16 v5, v1, m0
v_pk_mul_f16 v5, v1, exec_lo
v_pk_mul_f16 v5, v1, exec_hi
v_pk_mul_f16 v5, v1, 0
v_pk_mul_f16 v5, v1, -1
v_pk_mul_f16 v5, v1, 0.5
v_pk_mul_f16 v5, v1, -4.0
v_pk_mul_f16 v5, v1, src_vccz
v_pk_mul_f16 v5, v1, src_execz
v_pk_mul_f16 v5, v1, src_scc
v_pk_mul_f16 v5, v1, v2 op_sel:[0,0]
v_pk_mul_f16 v5, v1, v2 op_sel:[1,0]
v_pk_mul_f16 v5, v1, v2 op_sel:[0,1]
v_pk_mul_f16 v5, v1, v2 op_sel:[1,1]
v_pk_mul_f16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_mul_f16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_mul_f16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_mul_f16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_mul_f16 v5, v1, v2 neg_lo:[1,0]
v_pk_mul_f16 v5, v1, v2 neg_lo:[0,1]
v_pk_mul_f16 v5, v1, v2 neg_lo:[1,1]
v_pk_mul_f16 v5, v1, v2 neg_hi:[1,0]
v_pk_mul_f16 v5, v1, v2 neg_hi:[0,1]
v_pk_mul_f16 v5, v1, v2 neg_hi:[1,1]
v_pk_mul_f16 v5, v1, v2 clamp
v_pk_min_f16 v5, v1, v2
v_pk_min_f16 v255, v1, v2
v_pk_min_f16 v5, v255, v2
v_pk_min_f16 v5, s1, v2
v_pk_min_f16 v5, s101, v2
v_pk_min_f16 v5, flat_scratch_lo, v2
v_pk_min_f16 v5, flat_scratch_hi, v2
v_pk_min_f16 v5, vcc_lo, v2
v_pk_min_f16 v5, vcc_hi, v2
v_pk_min_f16 v5, ttmp15, v2
v_pk_min_f16 v5, m0, v2
v_pk_min_f16 v5, exec_lo, v2
v_pk_min_f16 v5, exec_hi, v2
v_pk_min_f16 v5, 0, v2
v_pk_min_f16 v5, -1, v2
v_pk_min_f16 v5, 0.5, v2
v_pk_min_f16 v5, -4.0, v2
v_pk_min_f16 v5, src_vccz, v2
v_pk_min_f16 v5, src_execz, v2
v_pk_min_f16 v5, src_scc, v2
v_pk_min_f16 v5, src_lds_direct, v2
v_pk_min_f16 v5, v1, v255
v_pk_min_f16 v5, v1, s2
v_pk_min_f16 v5, v1, s101
v_pk_min_f16 v5, v1, flat_scratch_lo
v_pk_min_f16 v5, v1, flat_scratch_hi
v_pk_min_f16 v5, v1, vcc_lo
v_pk_min_f16 v5, v1, vcc_hi
v_pk_min_f16 v5, v1, ttmp15
v_pk_min_f16 v5, v1, m0
v_pk_min_f16 v5, v1, exec_lo
v_pk_min_f16 v5, v1, exec_hi
v_pk_min_f16 v5, v1, 0
v_pk_min_f16 v5, v1, -1
v_pk_min_f16 v5, v1, 0.5
v_pk_min_f16 v5, v1, -4.0
v_pk_min_f16 v5, v1, src_vccz
v_pk_min_f16 v5, v1, src_execz
v_pk_min_f16 v5, v1, src_scc
v_pk_min_f16 v5, v1, v2 op_sel:[0,0]
v_pk_min_f16 v5, v1, v2 op_sel:[1,0]
v_pk_min_f16 v5, v1, v2 op_sel:[0,1]
v_pk_min_f16 v5, v1, v2 op_sel:[1,1]
v_pk_min_f16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_min_f16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_min_f16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_min_f16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_min_f16 v5, v1, v2 neg_lo:[1,0]
v_pk_min_f16 v5, v1, v2 neg_lo:[0,1]
v_pk_min_f16 v5, v1, v2 neg_lo:[1,1]
v_pk_min_f16 v5, v1, v2 neg_hi:[1,0]
v_pk_min_f16 v5, v1, v2 neg_hi:[0,1]
v_pk_min_f16 v5, v1, v2 neg_hi:[1,1]
v_pk_min_f16 v5, v1, v2 clamp
v_pk_max_f16 v5, v1, v2
v_pk_max_f16 v255, v1, v2
v_pk_max_f16 v5, v255, v2
v_pk_max_f16 v5, s1, v2
v_pk_max_f16 v5, s101, v2
v_pk_max_f16 v5, flat_scratch_lo, v2
v_pk_max_f16 v5, flat_scratch_hi, v2
v_pk_max_f16 v5, vcc_lo, v2
v_pk_max_f16 v5, vcc_hi, v2
v_pk_max_f16 v5, ttmp15, v2
v_pk_max_f16 v5, m0, v2
v_pk_max_f16 v5, exec_lo, v2
v_pk_max_f16 v5, exec_hi, v2
v_pk_max_f16 v5, 0, v2
v_pk_max_f16 v5, -1, v2
v_pk_max_f16 v5, 0.5, v2
v_pk_max_f16 v5, -4.0, v2
v_pk_max_f16 v5, src_vccz, v2
v_pk_max_f16 v5, src_execz, v2
v_pk_max_f16 v5, src_scc, v2
v_pk_max_f16 v5, src_lds_direct, v2
v_pk_max_f16 v5, v1, v255
v_pk_max_f16 v5, v1, s2
v_pk_max_f16 v5, v1, s101
v_pk_max_f16 v5, v1, flat_scratch_lo
v_pk_max_f16 v5, v1, flat_scratch_hi
v_pk_max_f16 v5, v1, vcc_lo
v_pk_max_f16 v5, v1, vcc_hi
v_pk_max_f16 v5, v1, ttmp15
v_pk_max_f16 v5, v1, m0
v_pk_max_f16 v5, v1, exec_lo
v_pk_max_f16 v5, v1, exec_hi
v_pk_max_f16 v5, v1, 0
v_pk_max_f16 v5, v1, -1
v_pk_max_f16 v5, v1, 0.5
v_pk_max_f16 v5, v1, -4.0
v_pk_max_f16 v5, v1, src_vccz
v_pk_max_f16 v5, v1, src_execz
v_pk_max_f16 v5, v1, src_scc
v_pk_max_f16 v5, v1, v2 op_sel:[0,0]
v_pk_max_f16 v5, v1, v2 op_sel:[1,0]
v_pk_max_f16 v5, v1, v2 op_sel:[0,1]
v_pk_max_f16 v5, v1, v2 op_sel:[1,1]
v_pk_max_f16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_max_f16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_max_f16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_max_f16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_max_f16 v5, v1, v2 neg_lo:[1,0]
v_pk_max_f16 v5, v1, v2 neg_lo:[0,1]
v_pk_max_f16 v5, v1, v2 neg_lo:[1,1]
v_pk_max_f16 v5, v1, v2 neg_hi:[1,0]
v_pk_max_f16 v5, v1, v2 neg_hi:[0,1]
v_pk_max_f16 v5, v1, v2 neg_hi:[1,1]
v_pk_max_f16 v5, v1, v2 clamp
v_mad_mix_f32 v5, v1, v2, v3
v_mad_mix_f32 v255, v1, v2, v3
v_mad_mix_f32 v5, v255, v2, v3
v_mad_mix_f32 v5, s1, v2, v3
v_mad_mix_f32 v5, s101, v2, v3
v_mad_mix_f32 v5, flat_scratch_lo, v2, v3
v_mad_mix_f32 v5, flat_scratch_hi, v2, v3
v_mad_mix_f32 v5, vcc_lo, v2, v3
// offset 96000 (the last page): the end of v_mad_mixhi_f16
v_mad_mixhi_f16 v5, v1, src_execz, v3
v_mad_mixhi_f16 v5, v1, src_scc, v3
v_mad_mixhi_f16 v5, v1, v2, v255
v_mad_mixhi_f16 v5, v1, v2, s3
v_mad_mixhi_f16 v5, v1, v2, s101
v_mad_mixhi_f16 v5, v1, v2, flat_scratch_lo
v_mad_mixhi_f16 v5, v1, v2, flat_scratch_hi
v_mad_mixhi_f16 v5, v1, v2, vcc_lo
v_mad_mixhi_f16 v5, v1, v2, vcc_hi
v_mad_mixhi_f16 v5, v1, v2, ttmp15
v_mad_mixhi_f16 v5, v1, v2, m0
v_mad_mixhi_f16 v5, v1, v2, exec_lo
v_mad_mixhi_f16 v5, v1, v2, exec_hi
v_mad_mixhi_f16 v5, v1, v2, 0
v_mad_mixhi_f16 v5, v1, v2, -1
v_mad_mixhi_f16 v5, v1, v2, 0.5
v_mad_mixhi_f16 v5, v1, v2, -4.0
v_mad_mixhi_f16 v5, v1, v2, src_vccz
v_mad_mixhi_f16 v5, v1, v2, src_execz
v_mad_mixhi_f16 v5, v1, v2, src_scc
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel:[0,0,0]
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel:[1,0,0]
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel:[0,1,0]
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel:[0,0,1]
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel:[1,1,1]
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel_hi:[0,0,0]
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel_hi:[1,0,0]
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel_hi:[0,1,0]
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel_hi:[0,0,1]
v_mad_mixhi_f16 v5, v1, v2, v3 op_sel_hi:[1,1,1]
v_mad_mixhi_f16 v5, -v1, v2, v3
v_mad_mixhi_f16 v5, v1, -v2, v3
v_mad_mixhi_f16 v5, v1, v2, -v3
v_mad_mixhi_f16 v5, -v1, -v2, -v3
v_mad_mixhi_f16 v5, |v1|, v2, v3
v_mad_mixhi_f16 v5, v1, |v2|, v3
v_mad_mixhi_f16 v5, v1, v2, |v3|
v_mad_mixhi_f16 v5, |v1|, |v2|, |v3|
v_mad_mixhi_f16 v5, v1, v2, v3 clamp
// Session 7 (coverage), offset 16000 (its page whole): the end of v_pk_sub_i16, v_pk_lshlrev_b16, v_pk_lshrrev_b16, v_pk_ashrrev_i16, v_pk_max_i16, the start of v_pk_min_i16
v_pk_sub_i16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_sub_i16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_sub_i16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_sub_i16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_sub_i16 v5, v1, v2 clamp
v_pk_lshlrev_b16 v5, v1, v2
v_pk_lshlrev_b16 v255, v1, v2
v_pk_lshlrev_b16 v5, v255, v2
v_pk_lshlrev_b16 v5, s1, v2
v_pk_lshlrev_b16 v5, s101, v2
v_pk_lshlrev_b16 v5, flat_scratch_lo, v2
v_pk_lshlrev_b16 v5, flat_scratch_hi, v2
v_pk_lshlrev_b16 v5, vcc_lo, v2
v_pk_lshlrev_b16 v5, vcc_hi, v2
v_pk_lshlrev_b16 v5, ttmp15, v2
v_pk_lshlrev_b16 v5, m0, v2
v_pk_lshlrev_b16 v5, exec_lo, v2
v_pk_lshlrev_b16 v5, exec_hi, v2
v_pk_lshlrev_b16 v5, 0, v2
v_pk_lshlrev_b16 v5, -1, v2
v_pk_lshlrev_b16 v5, src_vccz, v2
v_pk_lshlrev_b16 v5, src_execz, v2
v_pk_lshlrev_b16 v5, src_scc, v2
v_pk_lshlrev_b16 v5, v1, v255
v_pk_lshlrev_b16 v5, v1, s2
v_pk_lshlrev_b16 v5, v1, s101
v_pk_lshlrev_b16 v5, v1, flat_scratch_lo
v_pk_lshlrev_b16 v5, v1, flat_scratch_hi
v_pk_lshlrev_b16 v5, v1, vcc_lo
v_pk_lshlrev_b16 v5, v1, vcc_hi
v_pk_lshlrev_b16 v5, v1, ttmp15
v_pk_lshlrev_b16 v5, v1, m0
v_pk_lshlrev_b16 v5, v1, exec_lo
v_pk_lshlrev_b16 v5, v1, exec_hi
v_pk_lshlrev_b16 v5, v1, 0
v_pk_lshlrev_b16 v5, v1, -1
v_pk_lshlrev_b16 v5, v1, src_vccz
v_pk_lshlrev_b16 v5, v1, src_execz
v_pk_lshlrev_b16 v5, v1, src_scc
v_pk_lshlrev_b16 v5, v1, v2 op_sel:[0,0]
v_pk_lshlrev_b16 v5, v1, v2 op_sel:[1,0]
v_pk_lshlrev_b16 v5, v1, v2 op_sel:[0,1]
v_pk_lshlrev_b16 v5, v1, v2 op_sel:[1,1]
v_pk_lshlrev_b16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_lshlrev_b16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_lshlrev_b16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_lshlrev_b16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_lshrrev_b16 v5, v1, v2
v_pk_lshrrev_b16 v255, v1, v2
v_pk_lshrrev_b16 v5, v255, v2
v_pk_lshrrev_b16 v5, s1, v2
v_pk_lshrrev_b16 v5, s101, v2
v_pk_lshrrev_b16 v5, flat_scratch_lo, v2
v_pk_lshrrev_b16 v5, flat_scratch_hi, v2
v_pk_lshrrev_b16 v5, vcc_lo, v2
v_pk_lshrrev_b16 v5, vcc_hi, v2
v_pk_lshrrev_b16 v5, ttmp15, v2
v_pk_lshrrev_b16 v5, m0, v2
v_pk_lshrrev_b16 v5, exec_lo, v2
v_pk_lshrrev_b16 v5, exec_hi, v2
v_pk_lshrrev_b16 v5, 0, v2
v_pk_lshrrev_b16 v5, -1, v2
v_pk_lshrrev_b16 v5, src_vccz, v2
v_pk_lshrrev_b16 v5, src_execz, v2
v_pk_lshrrev_b16 v5, src_scc, v2
v_pk_lshrrev_b16 v5, v1, v255
v_pk_lshrrev_b16 v5, v1, s2
v_pk_lshrrev_b16 v5, v1, s101
v_pk_lshrrev_b16 v5, v1, flat_scratch_lo
v_pk_lshrrev_b16 v5, v1, flat_scratch_hi
v_pk_lshrrev_b16 v5, v1, vcc_lo
v_pk_lshrrev_b16 v5, v1, vcc_hi
v_pk_lshrrev_b16 v5, v1, ttmp15
v_pk_lshrrev_b16 v5, v1, m0
v_pk_lshrrev_b16 v5, v1, exec_lo
v_pk_lshrrev_b16 v5, v1, exec_hi
v_pk_lshrrev_b16 v5, v1, 0
v_pk_lshrrev_b16 v5, v1, -1
v_pk_lshrrev_b16 v5, v1, src_vccz
v_pk_lshrrev_b16 v5, v1, src_execz
v_pk_lshrrev_b16 v5, v1, src_scc
v_pk_lshrrev_b16 v5, v1, v2 op_sel:[0,0]
v_pk_lshrrev_b16 v5, v1, v2 op_sel:[1,0]
v_pk_lshrrev_b16 v5, v1, v2 op_sel:[0,1]
v_pk_lshrrev_b16 v5, v1, v2 op_sel:[1,1]
v_pk_lshrrev_b16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_lshrrev_b16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_lshrrev_b16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_lshrrev_b16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_ashrrev_i16 v5, v1, v2
v_pk_ashrrev_i16 v255, v1, v2
v_pk_ashrrev_i16 v5, v255, v2
v_pk_ashrrev_i16 v5, s1, v2
v_pk_ashrrev_i16 v5, s101, v2
v_pk_ashrrev_i16 v5, flat_scratch_lo, v2
v_pk_ashrrev_i16 v5, flat_scratch_hi, v2
v_pk_ashrrev_i16 v5, vcc_lo, v2
v_pk_ashrrev_i16 v5, vcc_hi, v2
v_pk_ashrrev_i16 v5, ttmp15, v2
v_pk_ashrrev_i16 v5, m0, v2
v_pk_ashrrev_i16 v5, exec_lo, v2
v_pk_ashrrev_i16 v5, exec_hi, v2
v_pk_ashrrev_i16 v5, 0, v2
v_pk_ashrrev_i16 v5, -1, v2
v_pk_ashrrev_i16 v5, src_vccz, v2
v_pk_ashrrev_i16 v5, src_execz, v2
v_pk_ashrrev_i16 v5, src_scc, v2
v_pk_ashrrev_i16 v5, v1, v255
v_pk_ashrrev_i16 v5, v1, s2
v_pk_ashrrev_i16 v5, v1, s101
v_pk_ashrrev_i16 v5, v1, flat_scratch_lo
v_pk_ashrrev_i16 v5, v1, flat_scratch_hi
v_pk_ashrrev_i16 v5, v1, vcc_lo
v_pk_ashrrev_i16 v5, v1, vcc_hi
v_pk_ashrrev_i16 v5, v1, ttmp15
v_pk_ashrrev_i16 v5, v1, m0
v_pk_ashrrev_i16 v5, v1, exec_lo
v_pk_ashrrev_i16 v5, v1, exec_hi
v_pk_ashrrev_i16 v5, v1, 0
v_pk_ashrrev_i16 v5, v1, -1
v_pk_ashrrev_i16 v5, v1, src_vccz
v_pk_ashrrev_i16 v5, v1, src_execz
v_pk_ashrrev_i16 v5, v1, src_scc
v_pk_ashrrev_i16 v5, v1, v2 op_sel:[0,0]
v_pk_ashrrev_i16 v5, v1, v2 op_sel:[1,0]
v_pk_ashrrev_i16 v5, v1, v2 op_sel:[0,1]
v_pk_ashrrev_i16 v5, v1, v2 op_sel:[1,1]
v_pk_ashrrev_i16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_ashrrev_i16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_ashrrev_i16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_ashrrev_i16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_max_i16 v5, v1, v2
v_pk_max_i16 v255, v1, v2
v_pk_max_i16 v5, v255, v2
v_pk_max_i16 v5, s1, v2
v_pk_max_i16 v5, s101, v2
v_pk_max_i16 v5, flat_scratch_lo, v2
v_pk_max_i16 v5, flat_scratch_hi, v2
v_pk_max_i16 v5, vcc_lo, v2
v_pk_max_i16 v5, vcc_hi, v2
v_pk_max_i16 v5, ttmp15, v2
v_pk_max_i16 v5, m0, v2
v_pk_max_i16 v5, exec_lo, v2
v_pk_max_i16 v5, exec_hi, v2
v_pk_max_i16 v5, 0, v2
v_pk_max_i16 v5, -1, v2
v_pk_max_i16 v5, src_vccz, v2
v_pk_max_i16 v5, src_execz, v2
v_pk_max_i16 v5, src_scc, v2
v_pk_max_i16 v5, src_lds_direct, v2
v_pk_max_i16 v5, v1, v255
v_pk_max_i16 v5, v1, s2
v_pk_max_i16 v5, v1, s101
v_pk_max_i16 v5, v1, flat_scratch_lo
v_pk_max_i16 v5, v1, flat_scratch_hi
v_pk_max_i16 v5, v1, vcc_lo
v_pk_max_i16 v5, v1, vcc_hi
v_pk_max_i16 v5, v1, ttmp15
v_pk_max_i16 v5, v1, m0
v_pk_max_i16 v5, v1, exec_lo
v_pk_max_i16 v5, v1, exec_hi
v_pk_max_i16 v5, v1, 0
v_pk_max_i16 v5, v1, -1
v_pk_max_i16 v5, v1, src_vccz
v_pk_max_i16 v5, v1, src_execz
v_pk_max_i16 v5, v1, src_scc
v_pk_max_i16 v5, v1, v2 op_sel:[0,0]
v_pk_max_i16 v5, v1, v2 op_sel:[1,0]
v_pk_max_i16 v5, v1, v2 op_sel:[0,1]
v_pk_max_i16 v5, v1, v2 op_sel:[1,1]
v_pk_max_i16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_max_i16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_max_i16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_max_i16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_min_i16 v5, v1, v2
v_pk_min_i16 v255, v1, v2
v_pk_min_i16 v5, v255, v2
v_pk_min_i16 v5, s1, v2
v_pk_min_i16 v5, s101, v2
v_pk_min_i16 v5, flat_scratch_lo, v2
v_pk_min_i16 v5, flat_scratch_hi, v2
v_pk_min_i16 v5, vcc_lo, v2
v_pk_min_i16 v5, vcc_hi, v2
v_pk_min_i16 v5, ttmp15, v2
v_pk_min_i16 v5, m0, v2
v_pk_min_i16 v5, exec_lo, v2
// Session 7 (coverage), offset 48000 (its page whole): the end of v_pk_max_u16, v_pk_min_u16, v_pk_fma_f16 (every source kind in each source, op_sel, op_sel_hi, neg_lo, neg_hi, clamp), the start of v_pk_add_f16
v_pk_max_u16 v5, vcc_hi, v2
v_pk_max_u16 v5, ttmp15, v2
v_pk_max_u16 v5, m0, v2
v_pk_max_u16 v5, exec_lo, v2
v_pk_max_u16 v5, exec_hi, v2
v_pk_max_u16 v5, 0, v2
v_pk_max_u16 v5, -1, v2
v_pk_max_u16 v5, src_vccz, v2
v_pk_max_u16 v5, src_execz, v2
v_pk_max_u16 v5, src_scc, v2
v_pk_max_u16 v5, src_lds_direct, v2
v_pk_max_u16 v5, v1, v255
v_pk_max_u16 v5, v1, s2
v_pk_max_u16 v5, v1, s101
v_pk_max_u16 v5, v1, flat_scratch_lo
v_pk_max_u16 v5, v1, flat_scratch_hi
v_pk_max_u16 v5, v1, vcc_lo
v_pk_max_u16 v5, v1, vcc_hi
v_pk_max_u16 v5, v1, ttmp15
v_pk_max_u16 v5, v1, m0
v_pk_max_u16 v5, v1, exec_lo
v_pk_max_u16 v5, v1, exec_hi
v_pk_max_u16 v5, v1, 0
v_pk_max_u16 v5, v1, -1
v_pk_max_u16 v5, v1, src_vccz
v_pk_max_u16 v5, v1, src_execz
v_pk_max_u16 v5, v1, src_scc
v_pk_max_u16 v5, v1, v2 op_sel:[0,0]
v_pk_max_u16 v5, v1, v2 op_sel:[1,0]
v_pk_max_u16 v5, v1, v2 op_sel:[0,1]
v_pk_max_u16 v5, v1, v2 op_sel:[1,1]
v_pk_max_u16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_max_u16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_max_u16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_max_u16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_min_u16 v5, v1, v2
v_pk_min_u16 v255, v1, v2
v_pk_min_u16 v5, v255, v2
v_pk_min_u16 v5, s1, v2
v_pk_min_u16 v5, s101, v2
v_pk_min_u16 v5, flat_scratch_lo, v2
v_pk_min_u16 v5, flat_scratch_hi, v2
v_pk_min_u16 v5, vcc_lo, v2
v_pk_min_u16 v5, vcc_hi, v2
v_pk_min_u16 v5, ttmp15, v2
v_pk_min_u16 v5, m0, v2
v_pk_min_u16 v5, exec_lo, v2
v_pk_min_u16 v5, exec_hi, v2
v_pk_min_u16 v5, 0, v2
v_pk_min_u16 v5, -1, v2
v_pk_min_u16 v5, src_vccz, v2
v_pk_min_u16 v5, src_execz, v2
v_pk_min_u16 v5, src_scc, v2
v_pk_min_u16 v5, src_lds_direct, v2
v_pk_min_u16 v5, v1, v255
v_pk_min_u16 v5, v1, s2
v_pk_min_u16 v5, v1, s101
v_pk_min_u16 v5, v1, flat_scratch_lo
v_pk_min_u16 v5, v1, flat_scratch_hi
v_pk_min_u16 v5, v1, vcc_lo
v_pk_min_u16 v5, v1, vcc_hi
v_pk_min_u16 v5, v1, ttmp15
v_pk_min_u16 v5, v1, m0
v_pk_min_u16 v5, v1, exec_lo
v_pk_min_u16 v5, v1, exec_hi
v_pk_min_u16 v5, v1, 0
v_pk_min_u16 v5, v1, -1
v_pk_min_u16 v5, v1, src_vccz
v_pk_min_u16 v5, v1, src_execz
v_pk_min_u16 v5, v1, src_scc
v_pk_min_u16 v5, v1, v2 op_sel:[0,0]
v_pk_min_u16 v5, v1, v2 op_sel:[1,0]
v_pk_min_u16 v5, v1, v2 op_sel:[0,1]
v_pk_min_u16 v5, v1, v2 op_sel:[1,1]
v_pk_min_u16 v5, v1, v2 op_sel_hi:[1,1]
v_pk_min_u16 v5, v1, v2 op_sel_hi:[0,0]
v_pk_min_u16 v5, v1, v2 op_sel_hi:[1,0]
v_pk_min_u16 v5, v1, v2 op_sel_hi:[0,1]
v_pk_fma_f16 v5, v1, v2, v3
v_pk_fma_f16 v255, v1, v2, v3
v_pk_fma_f16 v5, v255, v2, v3
v_pk_fma_f16 v5, s1, v2, v3
v_pk_fma_f16 v5, s101, v2, v3
v_pk_fma_f16 v5, flat_scratch_lo, v2, v3
v_pk_fma_f16 v5, flat_scratch_hi, v2, v3
v_pk_fma_f16 v5, vcc_lo, v2, v3
v_pk_fma_f16 v5, vcc_hi, v2, v3
v_pk_fma_f16 v5, ttmp15, v2, v3
v_pk_fma_f16 v5, m0, v2, v3
v_pk_fma_f16 v5, exec_lo, v2, v3
v_pk_fma_f16 v5, exec_hi, v2, v3
v_pk_fma_f16 v5, 0, v2, v3
v_pk_fma_f16 v5, -1, v2, v3
v_pk_fma_f16 v5, 0.5, v2, v3
v_pk_fma_f16 v5, -4.0, v2, v3
v_pk_fma_f16 v5, src_vccz, v2, v3
v_pk_fma_f16 v5, src_execz, v2, v3
v_pk_fma_f16 v5, src_scc, v2, v3
v_pk_fma_f16 v5, src_lds_direct, v2, v3
v_pk_fma_f16 v5, v1, v255, v3
v_pk_fma_f16 v5, v1, s2, v3
v_pk_fma_f16 v5, v1, s101, v3
v_pk_fma_f16 v5, v1, flat_scratch_lo, v3
v_pk_fma_f16 v5, v1, flat_scratch_hi, v3
v_pk_fma_f16 v5, v1, vcc_lo, v3
v_pk_fma_f16 v5, v1, vcc_hi, v3
v_pk_fma_f16 v5, v1, ttmp15, v3
v_pk_fma_f16 v5, v1, m0, v3
v_pk_fma_f16 v5, v1, exec_lo, v3
v_pk_fma_f16 v5, v1, exec_hi, v3
v_pk_fma_f16 v5, v1, 0, v3
v_pk_fma_f16 v5, v1, -1, v3
v_pk_fma_f16 v5, v1, 0.5, v3
v_pk_fma_f16 v5, v1, -4.0, v3
v_pk_fma_f16 v5, v1, src_vccz, v3
v_pk_fma_f16 v5, v1, src_execz, v3
v_pk_fma_f16 v5, v1, src_scc, v3
v_pk_fma_f16 v5, v1, v2, v255
v_pk_fma_f16 v5, v1, v2, s3
v_pk_fma_f16 v5, v1, v2, s101
v_pk_fma_f16 v5, v1, v2, flat_scratch_lo
v_pk_fma_f16 v5, v1, v2, flat_scratch_hi
v_pk_fma_f16 v5, v1, v2, vcc_lo
v_pk_fma_f16 v5, v1, v2, vcc_hi
v_pk_fma_f16 v5, v1, v2, ttmp15
v_pk_fma_f16 v5, v1, v2, m0
v_pk_fma_f16 v5, v1, v2, exec_lo
v_pk_fma_f16 v5, v1, v2, exec_hi
v_pk_fma_f16 v5, v1, v2, 0
v_pk_fma_f16 v5, v1, v2, -1
v_pk_fma_f16 v5, v1, v2, 0.5
v_pk_fma_f16 v5, v1, v2, -4.0
v_pk_fma_f16 v5, v1, v2, src_vccz
v_pk_fma_f16 v5, v1, v2, src_execz
v_pk_fma_f16 v5, v1, v2, src_scc
v_pk_fma_f16 v5, v1, v2, v3 op_sel:[0,0,0]
v_pk_fma_f16 v5, v1, v2, v3 op_sel:[1,0,0]
v_pk_fma_f16 v5, v1, v2, v3 op_sel:[0,1,0]
v_pk_fma_f16 v5, v1, v2, v3 op_sel:[0,0,1]
v_pk_fma_f16 v5, v1, v2, v3 op_sel:[1,1,1]
v_pk_fma_f16 v5, v1, v2, v3 op_sel_hi:[1,1,1]
v_pk_fma_f16 v5, v1, v2, v3 op_sel_hi:[0,0,0]
v_pk_fma_f16 v5, v1, v2, v3 op_sel_hi:[1,0,0]
v_pk_fma_f16 v5, v1, v2, v3 op_sel_hi:[0,1,0]
v_pk_fma_f16 v5, v1, v2, v3 op_sel_hi:[0,0,1]
v_pk_fma_f16 v5, v1, v2, v3 neg_lo:[1,0,0]
v_pk_fma_f16 v5, v1, v2, v3 neg_lo:[0,1,0]
v_pk_fma_f16 v5, v1, v2, v3 neg_lo:[0,0,1]
v_pk_fma_f16 v5, v1, v2, v3 neg_lo:[1,1,1]
v_pk_fma_f16 v5, v1, v2, v3 neg_hi:[1,0,0]
v_pk_fma_f16 v5, v1, v2, v3 neg_hi:[0,1,0]
v_pk_fma_f16 v5, v1, v2, v3 neg_hi:[0,0,1]
v_pk_fma_f16 v5, v1, v2, v3 neg_hi:[1,1,1]
v_pk_fma_f16 v5, v1, v2, v3 clamp
v_pk_add_f16 v5, v1, v2
v_pk_add_f16 v255, v1, v2
v_pk_add_f16 v5, v255, v2
v_pk_add_f16 v5, s1, v2
v_pk_add_f16 v5, s101, v2
v_pk_add_f16 v5, flat_scratch_lo, v2
v_pk_add_f16 v5, flat_scratch_hi, v2
v_pk_add_f16 v5, vcc_lo, v2
v_pk_add_f16 v5, vcc_hi, v2
v_pk_add_f16 v5, ttmp15, v2
v_pk_add_f16 v5, m0, v2
v_pk_add_f16 v5, exec_lo, v2
v_pk_add_f16 v5, exec_hi, v2
v_pk_add_f16 v5, 0, v2
v_pk_add_f16 v5, -1, v2
v_pk_add_f16 v5, 0.5, v2
v_pk_add_f16 v5, -4.0, v2
v_pk_add_f16 v5, src_vccz, v2
v_pk_add_f16 v5, src_execz, v2
v_pk_add_f16 v5, src_scc, v2
v_pk_add_f16 v5, src_lds_direct, v2
v_pk_add_f16 v5, v1, v255
v_pk_add_f16 v5, v1, s2
v_pk_add_f16 v5, v1, s101
v_pk_add_f16 v5, v1, flat_scratch_lo
v_pk_add_f16 v5, v1, flat_scratch_hi
v_pk_add_f16 v5, v1, vcc_lo
v_pk_add_f16 v5, v1, vcc_hi
v_pk_add_f16 v5, v1, ttmp15
v_pk_add_f16 v5, v1, m0
v_pk_add_f16 v5, v1, exec_lo
v_pk_add_f16 v5, v1, exec_hi
v_pk_add_f16 v5, v1, 0
v_pk_add_f16 v5, v1, -1
// Session 7 (coverage), offset 80000 (its page whole): the end of v_mad_mix_f32, v_mad_mixlo_f16 (every source kind in each source, op_sel, op_sel_hi, neg/abs, clamp), the start of v_mad_mixhi_f16
v_mad_mix_f32 v5, ttmp15, v2, v3
v_mad_mix_f32 v5, m0, v2, v3
v_mad_mix_f32 v5, exec_lo, v2, v3
v_mad_mix_f32 v5, exec_hi, v2, v3
v_mad_mix_f32 v5, 0, v2, v3
v_mad_mix_f32 v5, -1, v2, v3
v_mad_mix_f32 v5, 0.5, v2, v3
v_mad_mix_f32 v5, -4.0, v2, v3
v_mad_mix_f32 v5, src_vccz, v2, v3
v_mad_mix_f32 v5, src_execz, v2, v3
v_mad_mix_f32 v5, src_scc, v2, v3
v_mad_mix_f32 v5, src_lds_direct, v2, v3
v_mad_mix_f32 v5, v1, v255, v3
v_mad_mix_f32 v5, v1, s2, v3
v_mad_mix_f32 v5, v1, s101, v3
v_mad_mix_f32 v5, v1, flat_scratch_lo, v3
v_mad_mix_f32 v5, v1, flat_scratch_hi, v3
v_mad_mix_f32 v5, v1, vcc_lo, v3
v_mad_mix_f32 v5, v1, vcc_hi, v3
v_mad_mix_f32 v5, v1, ttmp15, v3
v_mad_mix_f32 v5, v1, m0, v3
v_mad_mix_f32 v5, v1, exec_lo, v3
v_mad_mix_f32 v5, v1, exec_hi, v3
v_mad_mix_f32 v5, v1, 0, v3
v_mad_mix_f32 v5, v1, -1, v3
v_mad_mix_f32 v5, v1, 0.5, v3
v_mad_mix_f32 v5, v1, -4.0, v3
v_mad_mix_f32 v5, v1, src_vccz, v3
v_mad_mix_f32 v5, v1, src_execz, v3
v_mad_mix_f32 v5, v1, src_scc, v3
v_mad_mix_f32 v5, v1, v2, v255
v_mad_mix_f32 v5, v1, v2, s3
v_mad_mix_f32 v5, v1, v2, s101
v_mad_mix_f32 v5, v1, v2, flat_scratch_lo
v_mad_mix_f32 v5, v1, v2, flat_scratch_hi
v_mad_mix_f32 v5, v1, v2, vcc_lo
v_mad_mix_f32 v5, v1, v2, vcc_hi
v_mad_mix_f32 v5, v1, v2, ttmp15
v_mad_mix_f32 v5, v1, v2, m0
v_mad_mix_f32 v5, v1, v2, exec_lo
v_mad_mix_f32 v5, v1, v2, exec_hi
v_mad_mix_f32 v5, v1, v2, 0
v_mad_mix_f32 v5, v1, v2, -1
v_mad_mix_f32 v5, v1, v2, 0.5
v_mad_mix_f32 v5, v1, v2, -4.0
v_mad_mix_f32 v5, v1, v2, src_vccz
v_mad_mix_f32 v5, v1, v2, src_execz
v_mad_mix_f32 v5, v1, v2, src_scc
v_mad_mix_f32 v5, v1, v2, v3 op_sel:[0,0,0]
v_mad_mix_f32 v5, v1, v2, v3 op_sel:[1,0,0]
v_mad_mix_f32 v5, v1, v2, v3 op_sel:[0,1,0]
v_mad_mix_f32 v5, v1, v2, v3 op_sel:[0,0,1]
v_mad_mix_f32 v5, v1, v2, v3 op_sel:[1,1,1]
v_mad_mix_f32 v5, v1, v2, v3 op_sel_hi:[0,0,0]
v_mad_mix_f32 v5, v1, v2, v3 op_sel_hi:[1,0,0]
v_mad_mix_f32 v5, v1, v2, v3 op_sel_hi:[0,1,0]
v_mad_mix_f32 v5, v1, v2, v3 op_sel_hi:[0,0,1]
v_mad_mix_f32 v5, v1, v2, v3 op_sel_hi:[1,1,1]
v_mad_mix_f32 v5, -v1, v2, v3
v_mad_mix_f32 v5, v1, -v2, v3
v_mad_mix_f32 v5, v1, v2, -v3
v_mad_mix_f32 v5, -v1, -v2, -v3
v_mad_mix_f32 v5, |v1|, v2, v3
v_mad_mix_f32 v5, v1, |v2|, v3
v_mad_mix_f32 v5, v1, v2, |v3|
v_mad_mix_f32 v5, |v1|, |v2|, |v3|
v_mad_mix_f32 v5, v1, v2, v3 clamp
v_mad_mixlo_f16 v5, v1, v2, v3
v_mad_mixlo_f16 v255, v1, v2, v3
v_mad_mixlo_f16 v5, v255, v2, v3
v_mad_mixlo_f16 v5, s1, v2, v3
v_mad_mixlo_f16 v5, s101, v2, v3
v_mad_mixlo_f16 v5, flat_scratch_lo, v2, v3
v_mad_mixlo_f16 v5, flat_scratch_hi, v2, v3
v_mad_mixlo_f16 v5, vcc_lo, v2, v3
v_mad_mixlo_f16 v5, vcc_hi, v2, v3
v_mad_mixlo_f16 v5, ttmp15, v2, v3
v_mad_mixlo_f16 v5, m0, v2, v3
v_mad_mixlo_f16 v5, exec_lo, v2, v3
v_mad_mixlo_f16 v5, exec_hi, v2, v3
v_mad_mixlo_f16 v5, 0, v2, v3
v_mad_mixlo_f16 v5, -1, v2, v3
v_mad_mixlo_f16 v5, 0.5, v2, v3
v_mad_mixlo_f16 v5, -4.0, v2, v3
v_mad_mixlo_f16 v5, src_vccz, v2, v3
v_mad_mixlo_f16 v5, src_execz, v2, v3
v_mad_mixlo_f16 v5, src_scc, v2, v3
v_mad_mixlo_f16 v5, src_lds_direct, v2, v3
v_mad_mixlo_f16 v5, v1, v255, v3
v_mad_mixlo_f16 v5, v1, s2, v3
v_mad_mixlo_f16 v5, v1, s101, v3
v_mad_mixlo_f16 v5, v1, flat_scratch_lo, v3
v_mad_mixlo_f16 v5, v1, flat_scratch_hi, v3
v_mad_mixlo_f16 v5, v1, vcc_lo, v3
v_mad_mixlo_f16 v5, v1, vcc_hi, v3
v_mad_mixlo_f16 v5, v1, ttmp15, v3
v_mad_mixlo_f16 v5, v1, m0, v3
v_mad_mixlo_f16 v5, v1, exec_lo, v3
v_mad_mixlo_f16 v5, v1, exec_hi, v3
v_mad_mixlo_f16 v5, v1, 0, v3
v_mad_mixlo_f16 v5, v1, -1, v3
v_mad_mixlo_f16 v5, v1, 0.5, v3
v_mad_mixlo_f16 v5, v1, -4.0, v3
v_mad_mixlo_f16 v5, v1, src_vccz, v3
v_mad_mixlo_f16 v5, v1, src_execz, v3
v_mad_mixlo_f16 v5, v1, src_scc, v3
v_mad_mixlo_f16 v5, v1, v2, v255
v_mad_mixlo_f16 v5, v1, v2, s3
v_mad_mixlo_f16 v5, v1, v2, s101
v_mad_mixlo_f16 v5, v1, v2, flat_scratch_lo
v_mad_mixlo_f16 v5, v1, v2, flat_scratch_hi
v_mad_mixlo_f16 v5, v1, v2, vcc_lo
v_mad_mixlo_f16 v5, v1, v2, vcc_hi
v_mad_mixlo_f16 v5, v1, v2, ttmp15
v_mad_mixlo_f16 v5, v1, v2, m0
v_mad_mixlo_f16 v5, v1, v2, exec_lo
v_mad_mixlo_f16 v5, v1, v2, exec_hi
v_mad_mixlo_f16 v5, v1, v2, 0
v_mad_mixlo_f16 v5, v1, v2, -1
v_mad_mixlo_f16 v5, v1, v2, 0.5
v_mad_mixlo_f16 v5, v1, v2, -4.0
v_mad_mixlo_f16 v5, v1, v2, src_vccz
v_mad_mixlo_f16 v5, v1, v2, src_execz
v_mad_mixlo_f16 v5, v1, v2, src_scc
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel:[0,0,0]
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel:[1,0,0]
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel:[0,1,0]
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel:[0,0,1]
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel:[1,1,1]
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel_hi:[0,0,0]
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel_hi:[1,0,0]
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel_hi:[0,1,0]
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel_hi:[0,0,1]
v_mad_mixlo_f16 v5, v1, v2, v3 op_sel_hi:[1,1,1]
v_mad_mixlo_f16 v5, -v1, v2, v3
v_mad_mixlo_f16 v5, v1, -v2, v3
v_mad_mixlo_f16 v5, v1, v2, -v3
v_mad_mixlo_f16 v5, -v1, -v2, -v3
v_mad_mixlo_f16 v5, |v1|, v2, v3
v_mad_mixlo_f16 v5, v1, |v2|, v3
v_mad_mixlo_f16 v5, v1, v2, |v3|
v_mad_mixlo_f16 v5, |v1|, |v2|, |v3|
v_mad_mixlo_f16 v5, v1, v2, v3 clamp
v_mad_mixhi_f16 v5, v1, v2, v3
v_mad_mixhi_f16 v255, v1, v2, v3
v_mad_mixhi_f16 v5, v255, v2, v3
v_mad_mixhi_f16 v5, s1, v2, v3
v_mad_mixhi_f16 v5, s101, v2, v3
v_mad_mixhi_f16 v5, flat_scratch_lo, v2, v3
v_mad_mixhi_f16 v5, flat_scratch_hi, v2, v3
v_mad_mixhi_f16 v5, vcc_lo, v2, v3
v_mad_mixhi_f16 v5, vcc_hi, v2, v3
v_mad_mixhi_f16 v5, ttmp15, v2, v3
v_mad_mixhi_f16 v5, m0, v2, v3
v_mad_mixhi_f16 v5, exec_lo, v2, v3
v_mad_mixhi_f16 v5, exec_hi, v2, v3
v_mad_mixhi_f16 v5, 0, v2, v3
v_mad_mixhi_f16 v5, -1, v2, v3
v_mad_mixhi_f16 v5, 0.5, v2, v3
v_mad_mixhi_f16 v5, -4.0, v2, v3
v_mad_mixhi_f16 v5, src_vccz, v2, v3
v_mad_mixhi_f16 v5, src_execz, v2, v3
v_mad_mixhi_f16 v5, src_scc, v2, v3
v_mad_mixhi_f16 v5, src_lds_direct, v2, v3
v_mad_mixhi_f16 v5, v1, v255, v3
v_mad_mixhi_f16 v5, v1, s2, v3
v_mad_mixhi_f16 v5, v1, s101, v3
v_mad_mixhi_f16 v5, v1, flat_scratch_lo, v3
v_mad_mixhi_f16 v5, v1, flat_scratch_hi, v3
v_mad_mixhi_f16 v5, v1, vcc_lo, v3
v_mad_mixhi_f16 v5, v1, vcc_hi, v3
v_mad_mixhi_f16 v5, v1, ttmp15, v3
v_mad_mixhi_f16 v5, v1, m0, v3
v_mad_mixhi_f16 v5, v1, exec_lo, v3
v_mad_mixhi_f16 v5, v1, exec_hi, v3
v_mad_mixhi_f16 v5, v1, 0, v3
v_mad_mixhi_f16 v5, v1, -1, v3
v_mad_mixhi_f16 v5, v1, 0.5, v3
v_mad_mixhi_f16 v5, v1, -4.0, v3
v_mad_mixhi_f16 v5, v1, src_vccz, v3
