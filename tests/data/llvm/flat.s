// Input lines of llvm/test/MC/AMDGPU/flat.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 06789d762f0a; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
flat_load_dword v1, v[3:4]
flat_load_dword v1, v[3:4] glc
flat_load_dword v1, v[3:4] glc slc
flat_store_dword v[3:4], v1
flat_store_dword v[3:4], v1 glc
flat_store_dword v[3:4], v1 glc slc
flat_store_dword v[3:4], v1 slc
flat_atomic_add v1, v[3:4], v5 offset:0 glc slc
flat_atomic_add v[3:4], v5 slc
flat_load_ubyte v1, v[3:4]
flat_load_sbyte v1, v[3:4]
flat_load_ushort v1, v[3:4]
flat_load_sshort v1, v[3:4]
flat_load_dword v1, v[3:4]
flat_load_dwordx2 v[1:2], v[3:4]
flat_load_dwordx4 v[5:8], v[3:4]
flat_load_dwordx3 v[5:7], v[3:4]
flat_store_byte v[3:4], v1
flat_store_short v[3:4], v1
flat_store_dword v[3:4], v1
flat_store_dwordx2 v[3:4], v[1:2]
flat_store_dwordx4 v[3:4], v[5:8]
flat_store_dwordx3 v[3:4], v[5:7]
flat_atomic_swap v[3:4], v5
flat_atomic_swap v1, v[3:4], v5 glc
flat_atomic_cmpswap v[3:4], v[5:6]
flat_atomic_cmpswap v1, v[3:4], v[5:6] glc
flat_atomic_add v[3:4], v5
flat_atomic_add v1, v[3:4], v5 glc
flat_atomic_sub v[3:4], v5
flat_atomic_sub v1, v[3:4], v5 glc
flat_atomic_smin v[3:4], v5
flat_atomic_smin v1, v[3:4], v5 glc
flat_atomic_umin v[3:4], v5
flat_atomic_umin v1, v[3:4], v5 glc
flat_atomic_smax v[3:4], v5,
flat_atomic_smax v1, v[3:4], v5 glc
flat_atomic_umax v[3:4], v5
flat_atomic_umax v1, v[3:4], v5 glc
flat_atomic_and v[3:4], v5
flat_atomic_and v1, v[3:4], v5 glc
flat_atomic_or v[3:4], v5
flat_atomic_or v1, v[3:4], v5 glc
flat_atomic_xor v[3:4], v5
flat_atomic_xor v1, v[3:4], v5 glc
flat_atomic_inc v[3:4], v5
flat_atomic_inc v1, v[3:4], v5 glc
flat_atomic_dec v[3:4], v5
flat_atomic_dec v1, v[3:4], v5 glc
flat_atomic_fcmpswap v[3:4], v[5:6]
flat_atomic_fcmpswap v1, v[3:4], v[5:6] glc
flat_atomic_swap_x2 v[3:4], v[5:6]
flat_atomic_swap_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_cmpswap_x2 v[3:4], v[5:8]
flat_atomic_cmpswap_x2 v[1:2], v[3:4], v[5:8] glc
flat_atomic_add_x2 v[3:4], v[5:6]
flat_atomic_add_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_sub_x2 v[3:4], v[5:6]
flat_atomic_sub_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_smin_x2 v[3:4], v[5:6]
flat_atomic_smin_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_umin_x2 v[3:4], v[5:6]
flat_atomic_umin_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_smax_x2 v[3:4], v[5:6]
flat_atomic_smax_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_umax_x2 v[3:4], v[5:6]
flat_atomic_umax_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_and_x2 v[3:4], v[5:6]
flat_atomic_and_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_or_x2 v[3:4], v[5:6]
flat_atomic_or_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_xor_x2 v[3:4], v[5:6]
flat_atomic_xor_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_inc_x2 v[3:4], v[5:6]
flat_atomic_inc_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_dec_x2 v[3:4], v[5:6]
flat_atomic_dec_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_fcmpswap_x2 v[3:4], v[5:8]
flat_atomic_fcmpswap_x2 v[1:2], v[3:4], v[5:8] glc
flat_atomic_fmin_x2 v[3:4], v[5:6]
flat_atomic_fmin_x2 v[1:2], v[3:4], v[5:6] glc
flat_atomic_fmax_x2 v[3:4], v[5:6]
flat_atomic_fmax_x2 v[1:2], v[3:4], v[5:6] glc
