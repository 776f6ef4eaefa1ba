// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_mtbuf.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 289f54a9effe: two parts of the file (tbuffer_load_format_x ..
// tbuffer_load_format_xyz; the end of tbuffer_load_format_d16_x .. the start of _d16_xyzw,
// packed d16 registers); the rest repeats these operand forms; RUN/CHECK lines removed.
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
tbuffer_load_format_x v5, off, s[8:11], s3 offset:4095
tbuffer_load_format_x v255, off, s[8:11], s3 offset:4095
tbuffer_load_format_x v5, off, s[12:15], s3 offset:4095
tbuffer_load_format_x v5, off, s[96:99], s3 offset:4095
tbuffer_load_format_x v5, off, ttmp[12:15], s3 offset:4095
tbuffer_load_format_x v5, off, s[8:11], s101 offset:4095
tbuffer_load_format_x v5, off, s[8:11], flat_scratch_lo offset:4095
tbuffer_load_format_x v5, off, s[8:11], flat_scratch_hi offset:4095
tbuffer_load_format_x v5, off, s[8:11], vcc_lo offset:4095
tbuffer_load_format_x v5, off, s[8:11], vcc_hi offset:4095
tbuffer_load_format_x v5, off, s[8:11], ttmp15 offset:4095
tbuffer_load_format_x v5, off, s[8:11], m0 offset:4095
tbuffer_load_format_x v5, off, s[8:11], exec_lo offset:4095
tbuffer_load_format_x v5, off, s[8:11], exec_hi offset:4095
tbuffer_load_format_x v5, off, s[8:11], 0 offset:4095
tbuffer_load_format_x v5, off, s[8:11], -1 offset:4095
tbuffer_load_format_x v5, off, s[8:11], 0.5 offset:4095
tbuffer_load_format_x v5, off, s[8:11], -4.0 offset:4095
tbuffer_load_format_x v5, off, s[8:11], src_vccz offset:4095
tbuffer_load_format_x v5, off, s[8:11], src_execz offset:4095
tbuffer_load_format_x v5, off, s[8:11], src_scc offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_8] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_16] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_32] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_11_11] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_11_11_10] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_10_10_2] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_2_10_10_10] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8_8_8] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16_16_16] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32_32] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_RESERVED_15] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_INVALID] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_UNORM] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_SNORM] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_USCALED] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_SSCALED] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_UINT] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_SINT] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_RESERVED_6] offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_FLOAT] offset:4095
tbuffer_load_format_x v5, v0, s[8:11], s3 idxen offset:4095
tbuffer_load_format_x v5, v0, s[8:11], s3 offen offset:4095
tbuffer_load_format_x v5, off, s[8:11], s3
tbuffer_load_format_x v5, off, s[8:11], s3 offset:0
tbuffer_load_format_x v5, off, s[8:11], s3 offset:7
tbuffer_load_format_x v5, off, s[8:11], s3 offset:4095 glc
tbuffer_load_format_x v5, off, s[8:11], s3 offset:4095 slc
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 offset:4095
tbuffer_load_format_xy v[254:255], off, s[8:11], s3 offset:4095
tbuffer_load_format_xy v[5:6], off, s[12:15], s3 offset:4095
tbuffer_load_format_xy v[5:6], off, s[96:99], s3 offset:4095
tbuffer_load_format_xy v[5:6], off, ttmp[12:15], s3 offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s101 offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], flat_scratch_lo offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], flat_scratch_hi offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], vcc_lo offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], vcc_hi offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], ttmp15 offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], m0 offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], exec_lo offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], exec_hi offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], 0 offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], -1 offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], 0.5 offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], -4.0 offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], src_vccz offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], src_execz offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], src_scc offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_8] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_16] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_11_11] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_11_11_10] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_10_10_2] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_2_10_10_10] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8_8_8] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16_16_16] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32_32] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_RESERVED_15] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_INVALID] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_UNORM] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_SNORM] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_USCALED] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_SSCALED] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_UINT] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_SINT] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_RESERVED_6] offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_FLOAT] offset:4095
tbuffer_load_format_xy v[5:6], v0, s[8:11], s3 idxen offset:4095
tbuffer_load_format_xy v[5:6], v0, s[8:11], s3 offen offset:4095
tbuffer_load_format_xy v[5:6], off, s[8:11], s3
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 offset:0
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 offset:7
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 offset:4095 glc
tbuffer_load_format_xy v[5:6], off, s[8:11], s3 offset:4095 slc
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:4095
tbuffer_load_format_xyz v[253:255], off, s[8:11], s3 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[12:15], s3 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[96:99], s3 offset:4095
tbuffer_load_format_xyz v[5:7], off, ttmp[12:15], s3 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s101 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], flat_scratch_lo offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], flat_scratch_hi offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], vcc_lo offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], vcc_hi offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], ttmp15 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], m0 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], exec_lo offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], exec_hi offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], 0 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], -1 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], 0.5 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], -4.0 offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], src_vccz offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], src_execz offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], src_scc offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_8] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_16] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_11_11] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_11_11_10] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_10_10_2] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_2_10_10_10] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8_8_8] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16_16_16] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32_32] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_RESERVED_15] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_DATA_FORMAT_INVALID] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_NUM_FORMAT_UNORM] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_NUM_FORMAT_SNORM] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_NUM_FORMAT_USCALED] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_NUM_FORMAT_SSCALED] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_NUM_FORMAT_UINT] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_NUM_FORMAT_SINT] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_NUM_FORMAT_RESERVED_6] offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 format:[BUF_NUM_FORMAT_FLOAT] offset:4095
tbuffer_load_format_xyz v[5:7], v0, s[8:11], s3 idxen offset:4095
tbuffer_load_format_xyz v[5:7], v0, s[8:11], s3 offen offset:4095
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:0
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:7
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:4095 glc
tbuffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:4095 slc
tbuffer_load_format_d16_x v5, v0, s[8:11], s3 idxen offset:4095
tbuffer_load_format_d16_x v5, v0, s[8:11], s3 offen offset:4095
tbuffer_load_format_d16_x v5, off, s[8:11], s3
tbuffer_load_format_d16_x v5, off, s[8:11], s3 offset:0
tbuffer_load_format_d16_x v5, off, s[8:11], s3 offset:7
tbuffer_load_format_d16_x v5, off, s[8:11], s3 offset:4095 glc
tbuffer_load_format_d16_x v5, off, s[8:11], s3 offset:4095 slc
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 offset:4095
tbuffer_load_format_d16_xy v255, off, s[8:11], s3 offset:4095
tbuffer_load_format_d16_xy v5, off, s[12:15], s3 offset:4095
tbuffer_load_format_d16_xy v5, off, s[96:99], s3 offset:4095
tbuffer_load_format_d16_xy v5, off, ttmp[12:15], s3 offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s101 offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], flat_scratch_lo offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], flat_scratch_hi offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], vcc_lo offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], vcc_hi offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], ttmp15 offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], m0 offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], exec_lo offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], exec_hi offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], 0 offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], -1 offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], 0.5 offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], -4.0 offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], src_vccz offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], src_execz offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], src_scc offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_8] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_16] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_32] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_11_11] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_11_11_10] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_10_10_2] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_2_10_10_10] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8_8_8] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16_16_16] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32_32] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_RESERVED_15] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_DATA_FORMAT_INVALID] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_UNORM] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_SNORM] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_USCALED] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_SSCALED] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_UINT] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_SINT] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_RESERVED_6] offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 format:[BUF_NUM_FORMAT_FLOAT] offset:4095
tbuffer_load_format_d16_xy v5, v0, s[8:11], s3 idxen offset:4095
tbuffer_load_format_d16_xy v5, v0, s[8:11], s3 offen offset:4095
tbuffer_load_format_d16_xy v5, off, s[8:11], s3
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 offset:0
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 offset:7
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 offset:4095 glc
tbuffer_load_format_d16_xy v5, off, s[8:11], s3 offset:4095 slc
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:4095
tbuffer_load_format_d16_xyz v[254:255], off, s[8:11], s3 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[12:15], s3 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[96:99], s3 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, ttmp[12:15], s3 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s101 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], flat_scratch_lo offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], flat_scratch_hi offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], vcc_lo offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], vcc_hi offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], ttmp15 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], m0 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], exec_lo offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], exec_hi offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], 0 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], -1 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], 0.5 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], -4.0 offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], src_vccz offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], src_execz offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], src_scc offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_8] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_16] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_11_11] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_11_11_10] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_10_10_10_2] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_2_10_10_10] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_8_8_8_8] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16_16_16] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_32_32_32_32] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_RESERVED_15] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_DATA_FORMAT_INVALID] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_UNORM] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_SNORM] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_USCALED] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_SSCALED] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_UINT] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_SINT] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_RESERVED_6] offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 format:[BUF_NUM_FORMAT_FLOAT] offset:4095
tbuffer_load_format_d16_xyz v[5:6], v0, s[8:11], s3 idxen offset:4095
tbuffer_load_format_d16_xyz v[5:6], v0, s[8:11], s3 offen offset:4095
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:0
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:7
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:4095 glc
tbuffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:4095 slc
tbuffer_load_format_d16_xyzw v[5:6], off, s[8:11], s3 offset:4095
tbuffer_load_format_d16_xyzw v[254:255], off, s[8:11], s3 offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, s[12:15], s3 offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, s[96:99], s3 offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, ttmp[12:15], s3 offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, s[8:11], s101 offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, s[8:11], flat_scratch_lo offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, s[8:11], flat_scratch_hi offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, s[8:11], vcc_lo offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, s[8:11], vcc_hi offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, s[8:11], ttmp15 offset:4095
tbuffer_load_format_d16_xyzw v[5:6], off, s[8:11], m0 offset:4095
