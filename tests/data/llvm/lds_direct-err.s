// Input lines of llvm/test/MC/AMDGPU/lds_direct-err.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 05d582619a8f: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_and_b32 s2, lds_direct, s1
v_add_f64 v[0:1], lds_direct, v[0:1]
v_add_i32 lds_direct, v0, v0
v_add_i32 v0, v0, lds_direct
v_ashrrev_i16 v0, lds_direct, v0
v_ashrrev_i32 v0, lds_direct, v0
v_fma_f32 v0, v0, v0, lds_direct
v_lshlrev_b16 v0, lds_direct, v0
v_lshlrev_b32 v0, lds_direct, v0
v_lshrrev_b16 v0, lds_direct, v0
v_lshrrev_b32 v0, lds_direct, v0
v_pk_ashrrev_i16 v0, lds_direct, v0
v_pk_lshlrev_b16 v0, lds_direct, v0
v_pk_lshrrev_b16 v0, lds_direct, v0
v_subbrev_co_u32 v0, vcc, src_lds_direct, v0, vcc
v_subrev_co_u32 v0, vcc, src_lds_direct, v0
v_subrev_f16 v0, src_lds_direct, v0
v_subrev_u16 v0, src_lds_direct, v0
v_subrev_u32 v0, src_lds_direct, v0
v_writelane_b32 v0, lds_direct, s0
