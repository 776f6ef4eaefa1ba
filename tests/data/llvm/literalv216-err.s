// Input lines of llvm/test/MC/AMDGPU/literalv216-err.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 05c7a784e3c6: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_pk_add_f16 v1, -17, v2
v_pk_add_f16 v1, 65, v2
v_pk_add_f16 v1, 64.0, v2
v_pk_add_f16 v1, -0.15915494, v2
v_pk_add_f16 v1, -0.0, v2
v_pk_add_f16 v1, -32768, v2
v_pk_add_f16 v1, 32767, v2
v_pk_add_f16 v1, 0xffffffffffff000f, v2
v_pk_add_f16 v1, 0x1000ffff, v2
v_pk_mad_i16 v5, 0x3c00, 0x4000, 0x4400
v_pk_mad_i16 v5, 0x3c00, 0x4000, 2
v_pk_mad_i16 v5, 0x3c00, 3, 2
v_pk_mad_i16 v5, 3, 0x3c00, 2
v_pk_mad_i16 v5, 3, 2, 0x3c00
