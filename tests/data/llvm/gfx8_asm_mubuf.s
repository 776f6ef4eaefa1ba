// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_mubuf.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 5b47d066fd88: three parts of the file (buffer_atomic_add ..
// buffer_atomic_and; buffer_atomic_sub_x2 .. buffer_atomic_swap_x2; the end of
// buffer_store_format_xyzw .. buffer_wbinvl1_vol with buffer_store_lds_dword); the rest repeats
// these operand forms; RUN/CHECK lines removed.
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
buffer_atomic_add v255, off, s[8:11], s3 offset:4095
buffer_atomic_add v5, off, s[12:15], s3 offset:4095
buffer_atomic_add v5, off, s[8:11], -1 offset:4095
buffer_atomic_add v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_add v5, off, s[8:11], 0 offset:4095
buffer_atomic_add v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_add v5, off, s[8:11], exec_hi offset:4095
buffer_atomic_add v5, off, s[8:11], exec_lo offset:4095
buffer_atomic_add v5, off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_add v5, off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_add v5, off, s[8:11], m0 offset:4095
buffer_atomic_add v5, off, s[8:11], s101 offset:4095
buffer_atomic_add v5, off, s[8:11], s3
buffer_atomic_add v5, off, s[8:11], s3 offset:0
buffer_atomic_add v5, off, s[8:11], s3 offset:4095
buffer_atomic_add v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_add v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_add v5, off, s[8:11], s3 offset:7
buffer_atomic_add v5, off, s[8:11], src_execz offset:4095
buffer_atomic_add v5, off, s[8:11], src_scc offset:4095
buffer_atomic_add v5, off, s[8:11], src_vccz offset:4095
buffer_atomic_add v5, off, s[8:11], tba_hi offset:4095
buffer_atomic_add v5, off, s[8:11], tba_lo offset:4095
buffer_atomic_add v5, off, s[8:11], tma_hi offset:4095
buffer_atomic_add v5, off, s[8:11], tma_lo offset:4095
buffer_atomic_add v5, off, s[8:11], ttmp11 offset:4095
buffer_atomic_add v5, off, s[8:11], vcc_hi offset:4095
buffer_atomic_add v5, off, s[8:11], vcc_lo offset:4095
buffer_atomic_add v5, off, s[96:99], s3 offset:4095
buffer_atomic_add v5, off, ttmp[8:11], s3 offset:4095
buffer_atomic_add v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_add v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_add_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_add_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], tba_hi offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], tba_lo offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], tma_hi offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], tma_lo offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], ttmp11 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_add_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, ttmp[8:11], s3 offset:4095
buffer_atomic_add_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_add_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_and v255, off, s[8:11], s3 offset:4095
buffer_atomic_and v5, off, s[12:15], s3 offset:4095
buffer_atomic_and v5, off, s[8:11], -1 offset:4095
buffer_atomic_and v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_and v5, off, s[8:11], 0 offset:4095
buffer_atomic_and v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_and v5, off, s[8:11], exec_hi offset:4095
buffer_atomic_and v5, off, s[8:11], exec_lo offset:4095
buffer_atomic_and v5, off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_and v5, off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_and v5, off, s[8:11], m0 offset:4095
buffer_atomic_and v5, off, s[8:11], s101 offset:4095
buffer_atomic_and v5, off, s[8:11], s3
buffer_atomic_and v5, off, s[8:11], s3 offset:0
buffer_atomic_and v5, off, s[8:11], s3 offset:4095
buffer_atomic_and v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_and v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_and v5, off, s[8:11], s3 offset:7
buffer_atomic_and v5, off, s[8:11], src_execz offset:4095
buffer_atomic_and v5, off, s[8:11], src_scc offset:4095
buffer_atomic_and v5, off, s[8:11], src_vccz offset:4095
buffer_atomic_and v5, off, s[8:11], tba_hi offset:4095
buffer_atomic_and v5, off, s[8:11], tba_lo offset:4095
buffer_atomic_and v5, off, s[8:11], tma_hi offset:4095
buffer_atomic_and v5, off, s[8:11], tma_lo offset:4095
buffer_atomic_and v5, off, s[8:11], ttmp11 offset:4095
buffer_atomic_and v5, off, s[8:11], vcc_hi offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_sub_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, ttmp[8:11], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], tba_hi offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], tba_lo offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], tma_hi offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], tma_lo offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], ttmp11 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_sub_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_sub_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_swap v5, off, s[8:11], s3 offset:4095
buffer_atomic_swap v255, off, s[8:11], s3 offset:4095
buffer_atomic_swap v5, off, s[12:15], s3 offset:4095
buffer_atomic_swap v5, off, s[96:99], s3 offset:4095
buffer_atomic_swap v5, off, ttmp[8:11], s3 offset:4095
buffer_atomic_swap v5, off, s[8:11], -1 offset:4095
buffer_atomic_swap v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_swap v5, off, s[8:11], 0 offset:4095
buffer_atomic_swap v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_swap v5, off, s[8:11], exec_hi offset:4095
buffer_atomic_swap v5, off, s[8:11], exec_lo offset:4095
buffer_atomic_swap v5, off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_swap v5, off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_swap v5, off, s[8:11], m0 offset:4095
buffer_atomic_swap v5, off, s[8:11], s101 offset:4095
buffer_atomic_swap v5, off, s[8:11], src_execz offset:4095
buffer_atomic_swap v5, off, s[8:11], src_scc offset:4095
buffer_atomic_swap v5, off, s[8:11], src_vccz offset:4095
buffer_atomic_swap v5, off, s[8:11], tba_hi offset:4095
buffer_atomic_swap v5, off, s[8:11], tba_lo offset:4095
buffer_atomic_swap v5, off, s[8:11], tma_hi offset:4095
buffer_atomic_swap v5, off, s[8:11], tma_lo offset:4095
buffer_atomic_swap v5, off, s[8:11], ttmp11 offset:4095
buffer_atomic_swap v5, off, s[8:11], vcc_hi offset:4095
buffer_atomic_swap v5, off, s[8:11], vcc_lo offset:4095
buffer_atomic_swap v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_swap v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_swap v5, off, s[8:11], s3
buffer_atomic_swap v5, off, s[8:11], s3 offset:0
buffer_atomic_swap v5, off, s[8:11], s3 offset:7
buffer_atomic_swap v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_swap v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_swap_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, ttmp[8:11], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], exec_hi offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], exec_lo offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], flat_scratch_hi offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], flat_scratch_lo offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], src_execz offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], src_scc offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], src_vccz offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], tba_hi offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], tba_lo offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], tma_hi offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], tma_lo offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], ttmp11 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], vcc_hi offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], vcc_lo offset:4095
buffer_atomic_swap_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_swap_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_store_format_xyzw v[1:4], off, s[12:15], flat_scratch_lo offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], m0 offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], s101 offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], s4
buffer_store_format_xyzw v[1:4], off, s[12:15], s4 offset:0
buffer_store_format_xyzw v[1:4], off, s[12:15], s4 offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], s4 offset:4095 glc
buffer_store_format_xyzw v[1:4], off, s[12:15], s4 offset:4095 slc
buffer_store_format_xyzw v[1:4], off, s[12:15], s4 offset:7
buffer_store_format_xyzw v[1:4], off, s[12:15], src_execz offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], src_scc offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], src_vccz offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], tba_hi offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], tba_lo offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], tma_hi offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], tma_lo offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], ttmp11 offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], vcc_hi offset:4095
buffer_store_format_xyzw v[1:4], off, s[12:15], vcc_lo offset:4095
buffer_store_format_xyzw v[1:4], off, s[16:19], s4 offset:4095
buffer_store_format_xyzw v[1:4], off, s[96:99], s4 offset:4095
buffer_store_format_xyzw v[1:4], off, ttmp[8:11], s4 offset:4095
buffer_store_format_xyzw v[1:4], v0, s[12:15], s4 idxen offset:4095
buffer_store_format_xyzw v[1:4], v0, s[12:15], s4 offen offset:4095
buffer_store_format_xyzw v[252:255], off, s[12:15], s4 offset:4095
buffer_store_lds_dword s[4:7], -1 offset:4095 lds
buffer_store_lds_dword s[4:7], -4.0 offset:4095 lds
buffer_store_lds_dword s[4:7], 0 offset:4095 lds
buffer_store_lds_dword s[4:7], 0.5 offset:4095 lds
buffer_store_lds_dword s[4:7], exec_hi offset:4095 lds
buffer_store_lds_dword s[4:7], exec_lo offset:4095 lds
buffer_store_lds_dword s[4:7], flat_scratch_hi offset:4095 lds
buffer_store_lds_dword s[4:7], flat_scratch_lo offset:4095 lds
buffer_store_lds_dword s[4:7], m0 offset:4095 lds
buffer_store_lds_dword s[4:7], s0 lds
buffer_store_lds_dword s[4:7], s0 offset:0 lds
buffer_store_lds_dword s[4:7], s0 offset:4095 lds
buffer_store_lds_dword s[4:7], s0 offset:4095 lds glc
buffer_store_lds_dword s[4:7], s0 offset:4095 lds slc
buffer_store_lds_dword s[4:7], s0 offset:7 lds
buffer_store_lds_dword s[4:7], s101 offset:4095 lds
buffer_store_lds_dword s[4:7], src_execz offset:4095 lds
buffer_store_lds_dword s[4:7], src_scc offset:4095 lds
buffer_store_lds_dword s[4:7], src_vccz offset:4095 lds
buffer_store_lds_dword s[4:7], tba_hi offset:4095 lds
buffer_store_lds_dword s[4:7], tba_lo offset:4095 lds
buffer_store_lds_dword s[4:7], tma_hi offset:4095 lds
buffer_store_lds_dword s[4:7], tma_lo offset:4095 lds
buffer_store_lds_dword s[4:7], ttmp11 offset:4095 lds
buffer_store_lds_dword s[4:7], vcc_hi offset:4095 lds
buffer_store_lds_dword s[4:7], vcc_lo offset:4095 lds
buffer_store_lds_dword s[8:11], s0 offset:4095 lds
buffer_store_lds_dword s[96:99], s0 offset:4095 lds
buffer_store_lds_dword ttmp[8:11], s0 offset:4095 lds
buffer_store_short v1, off, s[12:15], -1 offset:4095
buffer_store_short v1, off, s[12:15], -4.0 offset:4095
buffer_store_short v1, off, s[12:15], 0 offset:4095
buffer_store_short v1, off, s[12:15], 0.5 offset:4095
buffer_store_short v1, off, s[12:15], exec_hi offset:4095
buffer_store_short v1, off, s[12:15], exec_lo offset:4095
buffer_store_short v1, off, s[12:15], flat_scratch_hi offset:4095
buffer_store_short v1, off, s[12:15], flat_scratch_lo offset:4095
buffer_store_short v1, off, s[12:15], m0 offset:4095
buffer_store_short v1, off, s[12:15], s101 offset:4095
buffer_store_short v1, off, s[12:15], s4
buffer_store_short v1, off, s[12:15], s4 offset:0
buffer_store_short v1, off, s[12:15], s4 offset:4095
buffer_store_short v1, off, s[12:15], s4 offset:4095 glc
buffer_store_short v1, off, s[12:15], s4 offset:4095 slc
buffer_store_short v1, off, s[12:15], s4 offset:7
buffer_store_short v1, off, s[12:15], src_execz offset:4095
buffer_store_short v1, off, s[12:15], src_scc offset:4095
buffer_store_short v1, off, s[12:15], src_vccz offset:4095
buffer_store_short v1, off, s[12:15], tba_hi offset:4095
buffer_store_short v1, off, s[12:15], tba_lo offset:4095
buffer_store_short v1, off, s[12:15], tma_hi offset:4095
buffer_store_short v1, off, s[12:15], tma_lo offset:4095
buffer_store_short v1, off, s[12:15], ttmp11 offset:4095
buffer_store_short v1, off, s[12:15], vcc_hi offset:4095
buffer_store_short v1, off, s[12:15], vcc_lo offset:4095
buffer_store_short v1, off, s[16:19], s4 offset:4095
buffer_store_short v1, off, s[96:99], s4 offset:4095
buffer_store_short v1, off, ttmp[8:11], s4 offset:4095
buffer_store_short v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_short v1, v0, s[12:15], s4 offen offset:4095
buffer_store_short v255, off, s[12:15], s4 offset:4095
buffer_wbinvl1
buffer_wbinvl1_vol
