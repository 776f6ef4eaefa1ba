// Input lines of llvm/test/MC/AMDGPU/gfx7_asm_vop2.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 7aa0d09fe3e7: its first page of ten (v_add_f32 .. v_ashrrev_i32); RUN/CHECK lines
// removed. Expected results are never taken from here: tests/test_llvm_cases.py asks the live
// llvm-mc 22.
v_add_f32 v255, v1, v2
v_add_f32 v5, -1, v2
v_add_f32 v5, -4.0, v2
v_add_f32 v5, 0, v2
v_add_f32 v5, 0.5, v2
v_add_f32 v5, 0x3f717273, v2
v_add_f32 v5, 0xaf123456, v2
v_add_f32 v5, exec_hi, v2
v_add_f32 v5, exec_lo, v2
v_add_f32 v5, flat_scratch_hi, v2
v_add_f32 v5, flat_scratch_lo, v2
v_add_f32 v5, m0, v2
v_add_f32 v5, s1, v2
v_add_f32 v5, s103, v2
v_add_f32 v5, src_execz, v2
v_add_f32 v5, src_lds_direct, v2
v_add_f32 v5, src_scc, v2
v_add_f32 v5, src_vccz, v2
v_add_f32 v5, tba_hi, v2
v_add_f32 v5, tba_lo, v2
v_add_f32 v5, tma_hi, v2
v_add_f32 v5, tma_lo, v2
v_add_f32 v5, ttmp11, v2
v_add_f32 v5, v1, v2
v_add_f32 v5, v1, v255
v_add_f32 v5, v255, v2
v_add_f32 v5, vcc_hi, v2
v_add_f32 v5, vcc_lo, v2
v_add_i32 v255, vcc, v1, v2
v_add_i32 v5, vcc, -1, v2
v_add_i32 v5, vcc, -4.0, v2
v_add_i32 v5, vcc, 0, v2
v_add_i32 v5, vcc, 0.5, v2
v_add_i32 v5, vcc, 0x3f717273, v2
v_add_i32 v5, vcc, 0xaf123456, v2
v_add_i32 v5, vcc, exec_hi, v2
v_add_i32 v5, vcc, exec_lo, v2
v_add_i32 v5, vcc, flat_scratch_hi, v2
v_add_i32 v5, vcc, flat_scratch_lo, v2
v_add_i32 v5, vcc, m0, v2
v_add_i32 v5, vcc, s1, v2
v_add_i32 v5, vcc, s103, v2
v_add_i32 v5, vcc, src_execz, v2
v_add_i32 v5, vcc, src_lds_direct, v2
v_add_i32 v5, vcc, src_scc, v2
v_add_i32 v5, vcc, src_vccz, v2
v_add_i32 v5, vcc, tba_hi, v2
v_add_i32 v5, vcc, tba_lo, v2
v_add_i32 v5, vcc, tma_hi, v2
v_add_i32 v5, vcc, tma_lo, v2
v_add_i32 v5, vcc, ttmp11, v2
v_add_i32 v5, vcc, v1, v2
v_add_i32 v5, vcc, v1, v255
v_add_i32 v5, vcc, v255, v2
v_add_i32 v5, vcc, vcc_hi, v2
v_add_i32 v5, vcc, vcc_lo, v2
v_addc_u32 v255, vcc, v1, v2, vcc
v_addc_u32 v5, vcc, -1, v2, vcc
v_addc_u32 v5, vcc, -4.0, v2, vcc
v_addc_u32 v5, vcc, 0, v2, vcc
v_addc_u32 v5, vcc, 0.5, v2, vcc
v_addc_u32 v5, vcc, src_lds_direct, v2, vcc
v_addc_u32 v5, vcc, v1, v2, vcc
v_addc_u32 v5, vcc, v1, v255, vcc
v_addc_u32 v5, vcc, v255, v2, vcc
v_and_b32 v255, v1, v2
v_and_b32 v5, -1, v2
v_and_b32 v5, -4.0, v2
v_and_b32 v5, 0, v2
v_and_b32 v5, 0.5, v2
v_and_b32 v5, 0x3f717273, v2
v_and_b32 v5, 0xaf123456, v2
v_and_b32 v5, exec_hi, v2
v_and_b32 v5, exec_lo, v2
v_and_b32 v5, flat_scratch_hi, v2
v_and_b32 v5, flat_scratch_lo, v2
v_and_b32 v5, m0, v2
v_and_b32 v5, s1, v2
v_and_b32 v5, s103, v2
v_and_b32 v5, src_execz, v2
v_and_b32 v5, src_lds_direct, v2
v_and_b32 v5, src_scc, v2
v_and_b32 v5, src_vccz, v2
v_and_b32 v5, tba_hi, v2
v_and_b32 v5, tba_lo, v2
v_and_b32 v5, tma_hi, v2
v_and_b32 v5, tma_lo, v2
v_and_b32 v5, ttmp11, v2
v_and_b32 v5, v1, v2
v_and_b32 v5, v1, v255
v_and_b32 v5, v255, v2
v_and_b32 v5, vcc_hi, v2
v_and_b32 v5, vcc_lo, v2
v_ashr_i32 v255, v1, v2
v_ashr_i32 v5, -1, v2
v_ashr_i32 v5, -4.0, v2
v_ashr_i32 v5, 0, v2
v_ashr_i32 v5, 0.5, v2
v_ashr_i32 v5, 0x3f717273, v2
v_ashr_i32 v5, 0xaf123456, v2
v_ashr_i32 v5, exec_hi, v2
v_ashr_i32 v5, exec_lo, v2
v_ashr_i32 v5, flat_scratch_hi, v2
v_ashr_i32 v5, flat_scratch_lo, v2
v_ashr_i32 v5, m0, v2
v_ashr_i32 v5, s1, v2
v_ashr_i32 v5, s103, v2
v_ashr_i32 v5, src_execz, v2
v_ashr_i32 v5, src_lds_direct, v2
v_ashr_i32 v5, src_scc, v2
v_ashr_i32 v5, src_vccz, v2
v_ashr_i32 v5, tba_hi, v2
v_ashr_i32 v5, tba_lo, v2
v_ashr_i32 v5, tma_hi, v2
v_ashr_i32 v5, tma_lo, v2
v_ashr_i32 v5, ttmp11, v2
v_ashr_i32 v5, v1, v2
v_ashr_i32 v5, v1, v255
v_ashr_i32 v5, v255, v2
v_ashr_i32 v5, vcc_hi, v2
v_ashr_i32 v5, vcc_lo, v2
v_ashrrev_i32 v255, v1, v2
v_ashrrev_i32 v5, -1, v2
v_ashrrev_i32 v5, -4.0, v2
v_ashrrev_i32 v5, 0, v2
v_ashrrev_i32 v5, 0.5, v2
v_ashrrev_i32 v5, 0x3f717273, v2
v_ashrrev_i32 v5, 0xaf123456, v2
v_ashrrev_i32 v5, exec_hi, v2
v_ashrrev_i32 v5, exec_lo, v2
v_ashrrev_i32 v5, flat_scratch_hi, v2
v_ashrrev_i32 v5, flat_scratch_lo, v2
v_ashrrev_i32 v5, m0, v2
v_ashrrev_i32 v5, s1, v2
v_ashrrev_i32 v5, s103, v2
v_ashrrev_i32 v5, src_execz, v2
v_ashrrev_i32 v5, src_scc, v2
v_ashrrev_i32 v5, src_vccz, v2
v_ashrrev_i32 v5, tba_hi, v2
