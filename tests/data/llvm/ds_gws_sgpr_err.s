// Input lines of llvm/test/MC/AMDGPU/ds_gws_sgpr_err.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 5c894a932c48: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
ds_gws_barrier s1 gds
ds_gws_barrier s2 gds
ds_gws_init s0 offset:65535 gds
ds_gws_init s1 offset:65535 gds
ds_gws_init s[0:1] offset:65535 gds
ds_gws_sema_br s1 gds
ds_gws_sema_br s2 gds
ds_gws_sema_v s1 gds
ds_gws_sema_v s2 gds
