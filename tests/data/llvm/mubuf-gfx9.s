// Input lines of llvm/test/MC/AMDGPU/mubuf-gfx9.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0075b2756e1a; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
buffer_load_ubyte_d16 v1, off, s[4:7], s1
buffer_load_ubyte_d16_hi v1, off, s[4:7], s1
buffer_load_ubyte_d16_hi v[1:2], off, s[4:7], s1 tfe
buffer_load_sbyte_d16 v1, off, s[4:7], s1
buffer_load_sbyte_d16_hi v1, off, s[4:7], s1
buffer_load_short_d16 v1, off, s[4:7], s1
buffer_load_short_d16_hi v1, off, s[4:7], s1
buffer_store_byte_d16_hi v1, off, s[4:7], s1
buffer_store_short_d16_hi v1, off, s[4:7], s1
buffer_store_short_d16_hi v[1:2], off, s[4:7], s1 tfe
buffer_load_format_d16_hi_x v5, off, s[8:11], s3
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:4095
buffer_load_format_d16_hi_x v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_format_d16_hi_x v5, v0, s[8:11], s3 offen offset:4095
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:4095 glc
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:4095 slc
buffer_store_format_d16_hi_x v255, off, s[12:15], s4
buffer_store_format_d16_hi_x v255, off, s[12:15], s4 offset:4095
buffer_store_format_d16_hi_x v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_format_d16_hi_x v[1:2], v0, s[12:15], s4 idxen offset:4095 tfe
buffer_store_format_d16_hi_x v1, v0, s[12:15], s4 offen offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:4095 glc
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:4095 slc
