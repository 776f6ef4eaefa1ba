// Input lines of llvm/test/MC/AMDGPU/flat-scratch-st-mode.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 45d17e2243e8: the whole file; RUN/CHECK lines removed. Expected results
// are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
scratch_load_ubyte v1, off, off
scratch_load_sbyte v1, off, off
scratch_load_ushort v1, off, off
scratch_load_sshort v1, off, off
scratch_load_dword v1, off, off
scratch_load_dwordx2 v[1:2], off, off
scratch_load_dwordx3 v[1:3], off, off
scratch_load_dwordx4 v[1:4], off, off
scratch_load_dword v1, off, off offset:2047
scratch_store_byte off, v2, off
scratch_store_short off, v2, off
scratch_store_dword off, v2, off
scratch_store_dwordx2 off, v[2:3], off
scratch_store_dwordx3 off, v[2:4], off
scratch_store_dwordx4 off, v[2:5], off
scratch_store_dword off, v2, off offset:2047
scratch_load_ubyte_d16 v1, off, off
scratch_load_ubyte_d16_hi v1, off, off
scratch_load_sbyte_d16 v1, off, off
scratch_load_sbyte_d16_hi v1, off, off
scratch_load_short_d16 v1, off, off
scratch_load_short_d16_hi v1, off, off
scratch_store_byte_d16_hi off, v2, off
scratch_store_short_d16_hi off, v2, off
