// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_mubuf.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 3642c565cf01: three parts of the file (buffer_load_format_x ..
// buffer_store_format_x; buffer_atomic_swap_x2 .. buffer_atomic_smin_x2; buffer_atomic_and_x2
// .. buffer_atomic_dec_x2 at the end); the rest repeats these operand forms; RUN/CHECK lines
// removed. Expected results are never taken from here: tests/test_llvm_cases.py asks the live
// llvm-mc 22.
buffer_load_format_x v5, off, s[8:11], s3 offset:4095
buffer_load_format_x v255, off, s[8:11], s3 offset:4095
buffer_load_format_x v5, off, s[12:15], s3 offset:4095
buffer_load_format_x v5, off, s[96:99], s3 offset:4095
buffer_load_format_x v5, off, ttmp[12:15], s3 offset:4095
buffer_load_format_x v5, off, s[8:11], s101 offset:4095
buffer_load_format_x v5, off, s[8:11], flat_scratch_lo offset:4095
buffer_load_format_x v5, off, s[8:11], flat_scratch_hi offset:4095
buffer_load_format_x v5, off, s[8:11], vcc_lo offset:4095
buffer_load_format_x v5, off, s[8:11], vcc_hi offset:4095
buffer_load_format_x v5, off, s[8:11], ttmp15 offset:4095
buffer_load_format_x v5, off, s[8:11], m0 offset:4095
buffer_load_format_x v5, off, s[8:11], exec_lo offset:4095
buffer_load_format_x v5, off, s[8:11], exec_hi offset:4095
buffer_load_format_x v5, off, s[8:11], 0 offset:4095
buffer_load_format_x v5, off, s[8:11], -1 offset:4095
buffer_load_format_x v5, off, s[8:11], 0.5 offset:4095
buffer_load_format_x v5, off, s[8:11], -4.0 offset:4095
buffer_load_format_x v5, off, s[8:11], src_vccz offset:4095
buffer_load_format_x v5, off, s[8:11], src_execz offset:4095
buffer_load_format_x v5, off, s[8:11], src_scc offset:4095
buffer_load_format_x v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_format_x v5, v0, s[8:11], s3 offen offset:4095
buffer_load_format_x v5, off, s[8:11], s3
buffer_load_format_x v5, off, s[8:11], s3 offset:0
buffer_load_format_x v5, off, s[8:11], s3 offset:7
buffer_load_format_x v5, off, s[8:11], s3 offset:4095 glc
buffer_load_format_x v5, off, s[8:11], s3 offset:4095 slc
buffer_load_format_x off, s[8:11], s3 offset:4095 lds
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:4095
buffer_load_format_xy v[254:255], off, s[8:11], s3 offset:4095
buffer_load_format_xy v[5:6], off, s[12:15], s3 offset:4095
buffer_load_format_xy v[5:6], off, s[96:99], s3 offset:4095
buffer_load_format_xy v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], s101 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], m0 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], exec_lo offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], exec_hi offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], 0 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], -1 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], 0.5 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], -4.0 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], src_vccz offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], src_execz offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], src_scc offset:4095
buffer_load_format_xy v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_load_format_xy v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], s3
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:0
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:7
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:4095
buffer_load_format_xyz v[253:255], off, s[8:11], s3 offset:4095
buffer_load_format_xyz v[5:7], off, s[12:15], s3 offset:4095
buffer_load_format_xyz v[5:7], off, s[96:99], s3 offset:4095
buffer_load_format_xyz v[5:7], off, ttmp[12:15], s3 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], s101 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], flat_scratch_lo offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], flat_scratch_hi offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], vcc_lo offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], vcc_hi offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], ttmp15 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], m0 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], exec_lo offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], exec_hi offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], 0 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], -1 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], 0.5 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], -4.0 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], src_vccz offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], src_execz offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], src_scc offset:4095
buffer_load_format_xyz v[5:7], v0, s[8:11], s3 idxen offset:4095
buffer_load_format_xyz v[5:7], v0, s[8:11], s3 offen offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], s3
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:0
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:7
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:4095 glc
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:4095 slc
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:4095
buffer_load_format_xyzw v[252:255], off, s[8:11], s3 offset:4095
buffer_load_format_xyzw v[5:8], off, s[12:15], s3 offset:4095
buffer_load_format_xyzw v[5:8], off, s[96:99], s3 offset:4095
buffer_load_format_xyzw v[5:8], off, ttmp[12:15], s3 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], s101 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], flat_scratch_lo offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], flat_scratch_hi offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], vcc_lo offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], vcc_hi offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], ttmp15 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], m0 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], exec_lo offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], exec_hi offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], 0 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], -1 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], 0.5 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], -4.0 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], src_vccz offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], src_execz offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], src_scc offset:4095
buffer_load_format_xyzw v[5:8], v0, s[8:11], s3 idxen offset:4095
buffer_load_format_xyzw v[5:8], v0, s[8:11], s3 offen offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], s3
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:0
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:7
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:4095 glc
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:4095 slc
buffer_store_format_x v1, off, s[12:15], s4 offset:4095
buffer_store_format_x v255, off, s[12:15], s4 offset:4095
buffer_store_format_x v1, off, s[16:19], s4 offset:4095
buffer_store_format_x v1, off, s[96:99], s4 offset:4095
buffer_store_format_x v1, off, ttmp[12:15], s4 offset:4095
buffer_store_format_x v1, off, s[12:15], s101 offset:4095
buffer_store_format_x v1, off, s[12:15], flat_scratch_lo offset:4095
buffer_store_format_x v1, off, s[12:15], flat_scratch_hi offset:4095
buffer_store_format_x v1, off, s[12:15], vcc_lo offset:4095
buffer_store_format_x v1, off, s[12:15], vcc_hi offset:4095
buffer_store_format_x v1, off, s[12:15], ttmp15 offset:4095
buffer_store_format_x v1, off, s[12:15], m0 offset:4095
buffer_store_format_x v1, off, s[12:15], exec_lo offset:4095
buffer_store_format_x v1, off, s[12:15], exec_hi offset:4095
buffer_store_format_x v1, off, s[12:15], 0 offset:4095
buffer_store_format_x v1, off, s[12:15], -1 offset:4095
buffer_store_format_x v1, off, s[12:15], 0.5 offset:4095
buffer_store_format_x v1, off, s[12:15], -4.0 offset:4095
buffer_store_format_x v1, off, s[12:15], src_vccz offset:4095
buffer_store_format_x v1, off, s[12:15], src_execz offset:4095
buffer_store_format_x v1, off, s[12:15], src_scc offset:4095
buffer_store_format_x v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_format_x v1, v0, s[12:15], s4 offen offset:4095
buffer_store_format_x v1, off, s[12:15], s4
buffer_store_format_x v1, off, s[12:15], s4 offset:0
buffer_store_format_x v1, off, s[12:15], s4 offset:7
buffer_store_format_x v1, off, s[12:15], s4 offset:4095 glc
buffer_store_format_x v1, off, s[12:15], s4 offset:4095 slc
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_swap_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_swap_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_swap_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:4095
buffer_atomic_cmpswap_x2 v[252:255], off, s[8:11], s3 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[12:15], s3 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[96:99], s3 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, ttmp[12:15], s3 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s101 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], vcc_lo offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], vcc_hi offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], ttmp15 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], m0 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], exec_lo offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], exec_hi offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], 0 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], -1 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], 0.5 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], -4.0 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], src_vccz offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], src_execz offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], src_scc offset:4095
buffer_atomic_cmpswap_x2 v[5:8], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_cmpswap_x2 v[5:8], v0, s[8:11], s3 offen offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:0
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:7
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:4095 glc
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:4095 slc
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_add_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_add_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_add_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_sub_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_sub_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_sub_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_smin_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_smin_x2 v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_smin_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_smin_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_and_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_and_x2 v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_and_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_and_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_or_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_or_x2 v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_or_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_or_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_xor_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_xor_x2 v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_xor_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_xor_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_inc_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_inc_x2 v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_inc_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_inc_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_dec_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_dec_x2 v[5:6], off, ttmp[12:15], s3 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], ttmp15 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_dec_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_dec_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
