// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_mubuf.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 5b47d066fd88: two parts of the file (buffer_atomic_add ..
// buffer_atomic_and; buffer_atomic_sub_x2 .. buffer_atomic_swap_x2); the rest repeats these
// operand forms; RUN/CHECK lines removed.
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
