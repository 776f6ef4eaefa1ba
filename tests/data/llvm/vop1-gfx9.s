// Input lines of llvm/test/MC/AMDGPU/vop1-gfx9.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 0dafcb0edd93: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_cvt_norm_i16_f16 v5, -4.0
v_cvt_norm_i16_f16 v5, 0xfe0b
v_cvt_norm_i16_f16 v5, v1
v_cvt_norm_u16_f16 v5, s101
v_sat_pk_u8_i16 v255, v1
v_sat_pk_u8_i16 v5, -1
v_sat_pk_u8_i16 v5, 0x3f717273
v_screen_partition_4se_b32 v5, -1
v_screen_partition_4se_b32 v5, 0x3f717273
v_screen_partition_4se_b32 v5, s101
v_screen_partition_4se_b32 v5, v255
v_swap_b32 v1, v2
v_swap_b32_e32 v1, v2
