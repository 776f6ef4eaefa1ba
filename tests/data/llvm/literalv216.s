// Input lines of llvm/test/MC/AMDGPU/literalv216.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 06789d762f0a: both its pages; RUN/CHECK lines removed. Expected results
// are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_pk_add_f16 v1, 0, v2
v_pk_add_f16 v1, 0.0, v2
v_pk_add_f16 v1, v2, 0
v_pk_add_f16 v1, v2, 0.0
v_pk_add_f16 v1, 1.0, v2
v_pk_add_f16 v1, -1.0, v2
v_pk_add_f16 v1, -0.5, v2
v_pk_add_f16 v1, 0.5, v2
v_pk_add_f16 v1, 2.0, v2
v_pk_add_f16 v1, -2.0, v2
v_pk_add_f16 v1, 4.0, v2
v_pk_add_f16 v1, -4.0, v2
v_pk_add_f16 v1, 0.15915494, v2
v_pk_add_f16 v1, -1, v2
v_pk_add_f16 v1, -2, v2
v_pk_add_f16 v1, -3, v2
v_pk_add_f16 v1, -16, v2
v_pk_add_f16 v1, 1, v2
v_pk_add_f16 v1, 2, v2
v_pk_add_f16 v1, 3, v2
v_pk_add_f16 v1, 4, v2
v_pk_add_f16 v1, 15, v2
v_pk_add_f16 v1, 16, v2
v_pk_add_f16 v1, 63, v2
v_pk_add_f16 v1, 64, v2
v_pk_add_f16 v1, 0x0001, v2
v_pk_add_f16 v1, 0xffff, v2
v_pk_add_f16 v1, 0xffffffff, v2
v_pk_add_f16 v1, 0x3c00, v2
v_pk_add_f16 v1, 0xbc00, v2
v_pk_add_f16 v1, 0x3800, v2
v_pk_add_f16 v1, 0xb800, v2
v_pk_add_f16 v1, 0x4000, v2
v_pk_add_f16 v1, 0xc000, v2
v_pk_add_f16 v1, 0x4400, v2
v_pk_add_f16 v1, 0xc400, v2
v_pk_add_f16 v1, 0x3118, v2
v_pk_add_f16 v1, 65535, v2
v_pk_add_f16 v1, 4294967295, v2
v_pk_add_f16 v5, v1, 0x12345678
v_pk_add_f16 v5, 0x12345678, v2
v_pk_add_f16 v5, -256, v2
v_pk_add_f16 v5, v1, 256
v_pk_add_u16 v5, v1, 0x12345678
v_pk_add_u16 v5, 0x12345678, v2
v_pk_add_u16 v5, -256, v2
v_pk_add_u16 v5, v1, 256
v_pk_add_f16 v5, v1, 0x123456780
v_pk_add_u16 v5, v1, 0x123456780
v_pk_fma_f16 v5, 0xaf123456, v2, v3
v_pk_fma_f16 v5, v1, 0xaf123456, v3
v_pk_fma_f16 v5, v1, v2, 0xaf123456
v_pk_mad_i16 v5, 0xaf123456, v2, v3
v_pk_mad_i16 v5, v1, 0xaf123456, v3
v_pk_mad_i16 v5, v1, v2, 0xaf123456
v_pk_ashrrev_i16 v5, 0x12345678, v2
v_pk_ashrrev_i16 v5, v1, 0x12345678
v_pk_add_f16 v5, v1, 0.1234
v_pk_add_u16 v5, v1, 0.1234
v_pk_fma_f16 v5, 0.1234, v2, v3
v_pk_fma_f16 v5, v1, 0.1234, v3
v_pk_fma_f16 v5, v1, v2, 0.1234
v_pk_mad_i16 v5, 0.1234, v2, v3
v_pk_mad_i16 v5, v1, 0.1234, v3
v_pk_mad_i16 v5, v1, v2, 0.1234
v_pk_add_f16 v5, v1, 123456.0
v_pk_add_u16 v5, v1, 123456.0
v_pk_fmac_f16 v5, 0x12345678, v2
