// Input lines of llvm/test/MC/AMDGPU/flat-global.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 19bc9c052167 (the first part of the file); RUN/CHECK lines and
// comments removed. Expected results are never taken from here: tests/test_llvm_cases.py
// asks the live llvm-mc 22.
global_load_ubyte v1, v[3:4], off
global_load_ubyte v1, v[3:4], off dlc
global_load_sbyte v1, v[3:4], off
global_load_sbyte v1, v[3:4], off dlc
global_load_ushort v1, v[3:4], off
global_load_ushort v1, v[3:4], off dlc
global_load_sshort v1, v[3:4], off
global_load_sshort v1, v[3:4], off dlc
global_load_dword v1, v[3:4], off
global_load_dword v1, v[3:4], off dlc
global_load_dwordx2 v[1:2], v[3:4], off
global_load_dwordx2 v[1:2], v[3:4], off dlc
global_load_dwordx3 v[1:3], v[3:4], off
global_load_dwordx3 v[1:3], v[3:4], off dlc
global_load_dwordx4 v[1:4], v[3:4], off
global_load_dwordx4 v[1:4], v[3:4], off dlc
global_load_dword v1, v[3:4], off offset:0
global_load_dword v1, v[3:4], off offset:4095
global_load_dword v1, v[3:4], off offset:-1
global_load_dword v1, v[3:4], off offset:-4096
global_load_dword v1, v[3:4], off offset:4096
global_load_dword v1, v[3:4] off, offset:-4097
global_store_byte v[3:4], v1, off
global_store_byte v[3:4], v1, off dlc
global_store_short v[3:4], v1, off
global_store_short v[3:4], v1, off dlc
global_store_dword v[3:4], v1, off
global_store_dword v[3:4], v1, off dlc
global_store_dwordx2 v[3:4], v[1:2], off
global_store_dwordx2 v[3:4], v[1:2], off dlc
global_store_dwordx3 v[3:4], v[1:3], off
global_store_dwordx3 v[3:4], v[1:3], off dlc
global_store_dwordx4 v[3:4], v[1:4], off
global_store_dwordx4 v[3:4], v[1:4], off dlc
global_store_dword v[3:4], v1, off offset:12
global_load_dword v1, v3, s[2:3]
global_load_dword v1, v3, s[2:3] offset:24
global_load_dword v1, v3, s[2:3] offset:-8
global_store_dword v3, v1, s[2:3]
global_store_dword v3, v1, s[2:3] offset:24
global_store_dword v3, v1, s[2:3] offset:-8
global_store_dword v3, v1, exec
global_load_dword v1, v[3:4], s2
global_load_dword v1, v[3:4], exec_hi
global_atomic_cmpswap v[3:4], v[5:6], off
global_atomic_cmpswap v1, v[3:4], v[5:6], off glc
global_atomic_cmpswap v1, v3, v[5:6], s[2:3] glc
global_atomic_cmpswap v1, v[2:3], v[4:5], off offset:-1 glc
global_atomic_cmpswap v1, v[2:3], v[254:255], off offset:-1 glc
global_atomic_cmpswap v1, v2, v[4:5], s[2:3] offset:-1 glc
global_atomic_cmpswap v1, v[2:3], v[4:5], off glc
global_atomic_cmpswap_x2 v[5:6], v[7:10], off
global_atomic_cmpswap_x2 v[1:2], v[5:6], v[7:10], off glc
