// Input lines of llvm/test/MC/AMDGPU/flat-scratch-instructions.s from the LLVM project
// (Apache-2.0 WITH LLVM-exception), commit 2e59d89e9b20 (the first part of the file);
// RUN/CHECK lines and comments removed. Expected results are never taken from here:
// tests/test_llvm_cases.py asks the live llvm-mc 22.
scratch_load_ubyte v1, v2, off
scratch_load_ubyte v1, v2, off dlc
scratch_load_sbyte v1, v2, off
scratch_load_ushort v1, v2, off
scratch_load_sshort v1, v2, off
scratch_load_dword v1, v2, off
scratch_load_dword v1, v2, off dlc
scratch_load_dwordx2 v[1:2], v3, off
scratch_load_dwordx3 v[1:3], v4, off
scratch_load_dwordx4 v[1:4], v5, off
scratch_load_dwordx4 v[1:4], v5, off dlc
scratch_load_dword v1, v2, off offset:0
scratch_load_dword v1, v2, off offset:4095
scratch_load_dword v1, v2, off offset:-1
scratch_load_dword v1, v2, off offset:-4096
scratch_load_dword v1, v2, off offset:4096
scratch_load_dword v1, v2, off offset:-4097
scratch_load_dword v0, v1, off offset:-2049 glc slc
scratch_load_dword v0, v1, off offset:-2048 glc slc
scratch_load_dword v255, off, s1 offset:2047
scratch_load_dword v255, off, s0 offset:2048
scratch_store_byte v1, v2, off
scratch_store_byte v1, v2, off dlc
scratch_store_short v1, v2, off
scratch_store_dword v1, v2, off
scratch_store_dwordx2 v1, v[2:3], off
scratch_store_dwordx3 v1, v[2:4], off
scratch_store_dwordx4 v1, v[2:5], off
scratch_store_dword v1, v2, off offset:12
scratch_load_dword v1, off, s1
scratch_load_dword v1, off, s1 offset:32
scratch_store_dword off, v2, s1
scratch_store_dword off, v2, s1 offset:12
scratch_load_dword v1, v2, s1
scratch_load_dword v1, v2, s1 offset:32
scratch_store_dword v1, v2, s1
scratch_store_dword v1, v2, s1 offset:32
scratch_load_dword v1, off, exec_hi
scratch_store_dword off, v2, exec_hi
scratch_load_dword v1, off, exec_lo
scratch_store_dword off, v2, exec_lo
scratch_load_dword v1, off, m0
scratch_store_dword off, v2, m0
scratch_load_ubyte_d16 v1, v2, off
scratch_load_ubyte_d16_hi v1, v2, off
