// Input lines of llvm/test/MC/AMDGPU/gfx7_asm_vop3.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 6b6469a8da71: its first page of about 126 (v_add_f32_e64 .. v_addc_u32_e64);
// RUN/CHECK lines removed. Expected results are never taken from here: tests/test_llvm_cases.py
// asks the live llvm-mc 22.
v_add_f32_e64 v255, v1, v2
v_add_f32_e64 v5, -1, v2
v_add_f32_e64 v5, -4.0, v2
v_add_f32_e64 v5, -v1, -v2
v_add_f32_e64 v5, -v1, v2
v_add_f32_e64 v5, 0, v2
v_add_f32_e64 v5, 0.5, v2
v_add_f32_e64 v5, exec_hi, v2
v_add_f32_e64 v5, exec_lo, v2
v_add_f32_e64 v5, flat_scratch_hi, v2
v_add_f32_e64 v5, flat_scratch_lo, v2
v_add_f32_e64 v5, m0, v2
v_add_f32_e64 v5, s1, v2
v_add_f32_e64 v5, s103, v2
v_add_f32_e64 v5, src_execz, v2
v_add_f32_e64 v5, src_lds_direct, v2
v_add_f32_e64 v5, src_scc, v2
v_add_f32_e64 v5, src_vccz, v2
v_add_f32_e64 v5, tba_hi, v2
v_add_f32_e64 v5, tba_lo, v2
v_add_f32_e64 v5, tma_hi, v2
v_add_f32_e64 v5, tma_lo, v2
v_add_f32_e64 v5, ttmp11, v2
v_add_f32_e64 v5, v1, -1
v_add_f32_e64 v5, v1, -4.0
v_add_f32_e64 v5, v1, -v2
v_add_f32_e64 v5, v1, 0
v_add_f32_e64 v5, v1, 0.5
v_add_f32_e64 v5, v1, exec_hi
v_add_f32_e64 v5, v1, exec_lo
v_add_f32_e64 v5, v1, flat_scratch_hi
v_add_f32_e64 v5, v1, flat_scratch_lo
v_add_f32_e64 v5, v1, m0
v_add_f32_e64 v5, v1, s103
v_add_f32_e64 v5, v1, s2
v_add_f32_e64 v5, v1, src_execz
v_add_f32_e64 v5, v1, src_scc
v_add_f32_e64 v5, v1, src_vccz
v_add_f32_e64 v5, v1, tba_hi
v_add_f32_e64 v5, v1, tba_lo
v_add_f32_e64 v5, v1, tma_hi
v_add_f32_e64 v5, v1, tma_lo
v_add_f32_e64 v5, v1, ttmp11
v_add_f32_e64 v5, v1, v2
v_add_f32_e64 v5, v1, v2 clamp
v_add_f32_e64 v5, v1, v2 div:2
v_add_f32_e64 v5, v1, v2 mul:2
v_add_f32_e64 v5, v1, v2 mul:4
v_add_f32_e64 v5, v1, v255
v_add_f32_e64 v5, v1, vcc_hi
v_add_f32_e64 v5, v1, vcc_lo
v_add_f32_e64 v5, v1, |v2|
v_add_f32_e64 v5, v255, v2
v_add_f32_e64 v5, vcc_hi, v2
v_add_f32_e64 v5, vcc_lo, v2
v_add_f32_e64 v5, |v1|, v2
v_add_f32_e64 v5, |v1|, |v2|
v_add_i32_e64 v255, s[12:13], v1, v2
v_add_i32_e64 v5, flat_scratch, v1, v2
v_add_i32_e64 v5, s[102:103], v1, v2
v_add_i32_e64 v5, s[12:13], -1, v2
v_add_i32_e64 v5, s[12:13], -4.0, v2
v_add_i32_e64 v5, s[12:13], 0, v2
v_add_i32_e64 v5, s[12:13], 0.5, v2
v_add_i32_e64 v5, s[12:13], exec_hi, v2
v_add_i32_e64 v5, s[12:13], exec_lo, v2
v_add_i32_e64 v5, s[12:13], flat_scratch_hi, v2
v_add_i32_e64 v5, s[12:13], flat_scratch_lo, v2
v_add_i32_e64 v5, s[12:13], m0, v2
v_add_i32_e64 v5, s[12:13], s1, v2
v_add_i32_e64 v5, s[12:13], s103, v2
v_add_i32_e64 v5, s[12:13], src_execz, v2
v_add_i32_e64 v5, s[12:13], src_lds_direct, v2
v_add_i32_e64 v5, s[12:13], src_scc, v2
v_add_i32_e64 v5, s[12:13], src_vccz, v2
v_add_i32_e64 v5, s[12:13], tba_hi, v2
v_add_i32_e64 v5, s[12:13], tba_lo, v2
v_add_i32_e64 v5, s[12:13], tma_hi, v2
v_add_i32_e64 v5, s[12:13], tma_lo, v2
v_add_i32_e64 v5, s[12:13], ttmp11, v2
v_add_i32_e64 v5, s[12:13], v1, -1
v_add_i32_e64 v5, s[12:13], v1, -4.0
v_add_i32_e64 v5, s[12:13], v1, 0
v_add_i32_e64 v5, s[12:13], v1, 0.5
v_add_i32_e64 v5, s[12:13], v1, exec_hi
v_add_i32_e64 v5, s[12:13], v1, exec_lo
v_add_i32_e64 v5, s[12:13], v1, flat_scratch_hi
v_add_i32_e64 v5, s[12:13], v1, flat_scratch_lo
v_add_i32_e64 v5, s[12:13], v1, m0
v_add_i32_e64 v5, s[12:13], v1, s103
v_add_i32_e64 v5, s[12:13], v1, s2
v_add_i32_e64 v5, s[12:13], v1, src_execz
v_add_i32_e64 v5, s[12:13], v1, src_scc
v_add_i32_e64 v5, s[12:13], v1, src_vccz
v_add_i32_e64 v5, s[12:13], v1, tba_hi
v_add_i32_e64 v5, s[12:13], v1, tba_lo
v_add_i32_e64 v5, s[12:13], v1, tma_hi
v_add_i32_e64 v5, s[12:13], v1, tma_lo
v_add_i32_e64 v5, s[12:13], v1, ttmp11
v_add_i32_e64 v5, s[12:13], v1, v2
v_add_i32_e64 v5, s[12:13], v1, v255
v_add_i32_e64 v5, s[12:13], v1, vcc_hi
v_add_i32_e64 v5, s[12:13], v1, vcc_lo
v_add_i32_e64 v5, s[12:13], v255, v2
v_add_i32_e64 v5, s[12:13], vcc_hi, v2
v_add_i32_e64 v5, s[12:13], vcc_lo, v2
v_add_i32_e64 v5, s[14:15], v1, v2
v_add_i32_e64 v5, tba, v1, v2
v_add_i32_e64 v5, tma, v1, v2
v_add_i32_e64 v5, ttmp[10:11], v1, v2
v_add_i32_e64 v5, vcc, v1, v2
v_addc_u32_e64 v255, s[12:13], v1, v2, s[6:7]
v_addc_u32_e64 v5, flat_scratch, v1, v2, s[6:7]
v_addc_u32_e64 v5, s[102:103], v1, v2, s[6:7]
