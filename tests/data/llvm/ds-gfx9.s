// Input lines of llvm/test/MC/AMDGPU/ds-gfx9.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0c541a56cf2b; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
ds_read_addtid_b32 v8
ds_read_i8_d16 v8, v2
ds_read_i8_d16_hi v8, v2
ds_read_u16_d16 v8, v2
ds_read_u16_d16_hi v8, v2
ds_read_u8_d16 v8, v2
ds_read_u8_d16_hi v8, v2
ds_write_addtid_b32 v8
ds_write_b16_d16_hi v8, v2
ds_write_b8_d16_hi v8, v2
