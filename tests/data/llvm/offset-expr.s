// Input lines of llvm/test/MC/AMDGPU/offset-expr.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 1bac3739dbc4: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
BB0:
v_nop_e64
BB1:
BB2:
s_add_u32 vcc_lo, vcc_lo, (BB2-BB1)&4294967295
s_addc_u32 vcc_hi, vcc_hi, (BB2-BB1)>>32
s_add_u32 vcc_lo, vcc_lo, (BB0-BB1)&4294967295
s_addc_u32 vcc_hi, vcc_hi, (BB0-BB1)>>32
