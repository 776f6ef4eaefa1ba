// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_flat.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 72ad4d2249c8: the whole file; RUN/CHECK lines removed.
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
flat_atomic_add v0, v[1:2], v2 glc
flat_atomic_add v[1:2], v2
flat_atomic_add v[1:2], v2 slc
flat_atomic_add v[1:2], v255
flat_atomic_add v[254:255], v2
flat_atomic_add_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_add_x2 v[1:2], v[254:255]
flat_atomic_add_x2 v[1:2], v[2:3]
flat_atomic_add_x2 v[1:2], v[2:3] slc
flat_atomic_add_x2 v[254:255], v[2:3]
flat_atomic_and v0, v[1:2], v2 glc
flat_atomic_and v[1:2], v2
flat_atomic_and v[1:2], v2 slc
flat_atomic_and v[1:2], v255
flat_atomic_and v[254:255], v2
flat_atomic_and_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_and_x2 v[1:2], v[254:255]
flat_atomic_and_x2 v[1:2], v[2:3]
flat_atomic_and_x2 v[1:2], v[2:3] slc
flat_atomic_and_x2 v[254:255], v[2:3]
flat_atomic_cmpswap v0, v[1:2], v[2:3] glc
flat_atomic_cmpswap v[1:2], v[254:255]
flat_atomic_cmpswap v[1:2], v[2:3]
flat_atomic_cmpswap v[1:2], v[2:3] slc
flat_atomic_cmpswap v[254:255], v[2:3]
flat_atomic_cmpswap_x2 v[0:1], v[1:2], v[2:5] glc
flat_atomic_cmpswap_x2 v[1:2], v[252:255]
flat_atomic_cmpswap_x2 v[1:2], v[2:5]
flat_atomic_cmpswap_x2 v[1:2], v[2:5] slc
flat_atomic_cmpswap_x2 v[254:255], v[2:5]
flat_atomic_dec v0, v[1:2], v2 glc
flat_atomic_dec v[1:2], v2
flat_atomic_dec v[1:2], v2 slc
flat_atomic_dec v[1:2], v255
flat_atomic_dec v[254:255], v2
flat_atomic_dec_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_dec_x2 v[1:2], v[254:255]
flat_atomic_dec_x2 v[1:2], v[2:3]
flat_atomic_dec_x2 v[1:2], v[2:3] slc
flat_atomic_dec_x2 v[254:255], v[2:3]
flat_atomic_inc v0, v[1:2], v2 glc
flat_atomic_inc v[1:2], v2
flat_atomic_inc v[1:2], v2 slc
flat_atomic_inc v[1:2], v255
flat_atomic_inc v[254:255], v2
flat_atomic_inc_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_inc_x2 v[1:2], v[254:255]
flat_atomic_inc_x2 v[1:2], v[2:3]
flat_atomic_inc_x2 v[1:2], v[2:3] slc
flat_atomic_inc_x2 v[254:255], v[2:3]
flat_atomic_or v0, v[1:2], v2 glc
flat_atomic_or v[1:2], v2
flat_atomic_or v[1:2], v2 slc
flat_atomic_or v[1:2], v255
flat_atomic_or v[254:255], v2
flat_atomic_or_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_or_x2 v[1:2], v[254:255]
flat_atomic_or_x2 v[1:2], v[2:3]
flat_atomic_or_x2 v[1:2], v[2:3] slc
flat_atomic_or_x2 v[254:255], v[2:3]
flat_atomic_smax v0, v[1:2], v2 glc
flat_atomic_smax v[1:2], v2
flat_atomic_smax v[1:2], v2 slc
flat_atomic_smax v[1:2], v255
flat_atomic_smax v[254:255], v2
flat_atomic_smax_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_smax_x2 v[1:2], v[254:255]
flat_atomic_smax_x2 v[1:2], v[2:3]
flat_atomic_smax_x2 v[1:2], v[2:3] slc
flat_atomic_smax_x2 v[254:255], v[2:3]
flat_atomic_smin v0, v[1:2], v2 glc
flat_atomic_smin v[1:2], v2
flat_atomic_smin v[1:2], v2 slc
flat_atomic_smin v[1:2], v255
flat_atomic_smin v[254:255], v2
flat_atomic_smin_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_smin_x2 v[1:2], v[254:255]
flat_atomic_smin_x2 v[1:2], v[2:3]
flat_atomic_smin_x2 v[1:2], v[2:3] slc
flat_atomic_smin_x2 v[254:255], v[2:3]
flat_atomic_sub v0, v[1:2], v2 glc
flat_atomic_sub v[1:2], v2
flat_atomic_sub v[1:2], v2 slc
flat_atomic_sub v[1:2], v255
flat_atomic_sub v[254:255], v2
flat_atomic_sub_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_sub_x2 v[1:2], v[254:255]
flat_atomic_sub_x2 v[1:2], v[2:3]
flat_atomic_sub_x2 v[1:2], v[2:3] slc
flat_atomic_sub_x2 v[254:255], v[2:3]
flat_atomic_swap v0, v[1:2], v2 glc
flat_atomic_swap v[1:2], v2
flat_atomic_swap v[1:2], v2 slc
flat_atomic_swap v[1:2], v255
flat_atomic_swap v[254:255], v2
flat_atomic_swap_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_swap_x2 v[1:2], v[254:255]
flat_atomic_swap_x2 v[1:2], v[2:3]
flat_atomic_swap_x2 v[1:2], v[2:3] slc
flat_atomic_swap_x2 v[254:255], v[2:3]
flat_atomic_umax v0, v[1:2], v2 glc
flat_atomic_umax v[1:2], v2
flat_atomic_umax v[1:2], v2 slc
flat_atomic_umax v[1:2], v255
flat_atomic_umax v[254:255], v2
flat_atomic_umax_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_umax_x2 v[1:2], v[254:255]
flat_atomic_umax_x2 v[1:2], v[2:3]
flat_atomic_umax_x2 v[1:2], v[2:3] slc
flat_atomic_umax_x2 v[254:255], v[2:3]
flat_atomic_umin v0, v[1:2], v2 glc
flat_atomic_umin v[1:2], v2
flat_atomic_umin v[1:2], v2 slc
flat_atomic_umin v[1:2], v255
flat_atomic_umin v[254:255], v2
flat_atomic_umin_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_umin_x2 v[1:2], v[254:255]
flat_atomic_umin_x2 v[1:2], v[2:3]
flat_atomic_umin_x2 v[1:2], v[2:3] slc
flat_atomic_umin_x2 v[254:255], v[2:3]
flat_atomic_xor v0, v[1:2], v2 glc
flat_atomic_xor v[1:2], v2
flat_atomic_xor v[1:2], v2 slc
flat_atomic_xor v[1:2], v255
flat_atomic_xor v[254:255], v2
flat_atomic_xor_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_xor_x2 v[1:2], v[254:255]
flat_atomic_xor_x2 v[1:2], v[2:3]
flat_atomic_xor_x2 v[1:2], v[2:3] slc
flat_atomic_xor_x2 v[254:255], v[2:3]
flat_load_dword v255, v[1:2]
flat_load_dword v5, v[1:2]
flat_load_dword v5, v[1:2] glc
flat_load_dword v5, v[1:2] slc
flat_load_dword v5, v[254:255]
flat_load_dwordx2 v[254:255], v[1:2]
flat_load_dwordx2 v[5:6], v[1:2]
flat_load_dwordx2 v[5:6], v[1:2] glc
flat_load_dwordx2 v[5:6], v[1:2] slc
flat_load_dwordx2 v[5:6], v[254:255]
flat_load_dwordx3 v[253:255], v[1:2]
flat_load_dwordx3 v[5:7], v[1:2]
flat_load_dwordx3 v[5:7], v[1:2] glc
flat_load_dwordx3 v[5:7], v[1:2] slc
flat_load_dwordx3 v[5:7], v[254:255]
flat_load_dwordx4 v[252:255], v[1:2]
flat_load_dwordx4 v[5:8], v[1:2]
flat_load_dwordx4 v[5:8], v[1:2] glc
flat_load_dwordx4 v[5:8], v[1:2] slc
flat_load_dwordx4 v[5:8], v[254:255]
flat_load_sbyte v255, v[1:2]
flat_load_sbyte v5, v[1:2]
flat_load_sbyte v5, v[1:2] glc
flat_load_sbyte v5, v[1:2] slc
flat_load_sbyte v5, v[254:255]
flat_load_sshort v255, v[1:2]
flat_load_sshort v5, v[1:2]
flat_load_sshort v5, v[1:2] glc
flat_load_sshort v5, v[1:2] slc
flat_load_sshort v5, v[254:255]
flat_load_ubyte v255, v[1:2]
flat_load_ubyte v5, v[1:2]
flat_load_ubyte v5, v[1:2] glc
flat_load_ubyte v5, v[1:2] slc
flat_load_ubyte v5, v[254:255]
flat_load_ushort v255, v[1:2]
flat_load_ushort v5, v[1:2]
flat_load_ushort v5, v[1:2] glc
flat_load_ushort v5, v[1:2] slc
flat_load_ushort v5, v[254:255]
flat_store_byte v[1:2], v2
flat_store_byte v[1:2], v2 glc
flat_store_byte v[1:2], v2 slc
flat_store_byte v[1:2], v255
flat_store_byte v[254:255], v2
flat_store_dword v[1:2], v2
flat_store_dword v[1:2], v2 glc
flat_store_dword v[1:2], v2 slc
flat_store_dword v[1:2], v255
flat_store_dword v[254:255], v2
flat_store_dwordx2 v[1:2], v[254:255]
flat_store_dwordx2 v[1:2], v[2:3]
flat_store_dwordx2 v[1:2], v[2:3] glc
flat_store_dwordx2 v[1:2], v[2:3] slc
flat_store_dwordx2 v[254:255], v[2:3]
flat_store_dwordx3 v[1:2], v[253:255]
flat_store_dwordx3 v[1:2], v[2:4]
flat_store_dwordx3 v[1:2], v[2:4] glc
flat_store_dwordx3 v[1:2], v[2:4] slc
flat_store_dwordx3 v[254:255], v[2:4]
flat_store_dwordx4 v[1:2], v[252:255]
flat_store_dwordx4 v[1:2], v[2:5]
flat_store_dwordx4 v[1:2], v[2:5] glc
flat_store_dwordx4 v[1:2], v[2:5] slc
flat_store_dwordx4 v[254:255], v[2:5]
flat_store_short v[1:2], v2
flat_store_short v[1:2], v2 glc
flat_store_short v[1:2], v2 slc
flat_store_short v[1:2], v255
flat_store_short v[254:255], v2
