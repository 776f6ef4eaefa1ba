// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_smem.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 1bbf4f7f4b6d: the whole file; RUN/CHECK lines removed.
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_atc_probe 0x0, flat_scratch, s3
s_atc_probe 0x0, s[100:101], s3
s_atc_probe 0x0, s[4:5], 0x7ffff
s_atc_probe 0x0, s[4:5], flat_scratch_hi
s_atc_probe 0x0, s[4:5], flat_scratch_lo
s_atc_probe 0x0, s[4:5], m0
s_atc_probe 0x0, s[4:5], s101
s_atc_probe 0x0, s[4:5], s3
s_atc_probe 0x0, s[4:5], tba_hi
s_atc_probe 0x0, s[4:5], tba_lo
s_atc_probe 0x0, s[4:5], tma_hi
s_atc_probe 0x0, s[4:5], tma_lo
s_atc_probe 0x0, s[4:5], ttmp11
s_atc_probe 0x0, s[4:5], vcc_hi
s_atc_probe 0x0, s[4:5], vcc_lo
s_atc_probe 0x0, s[6:7], s3
s_atc_probe 0x0, tba, s3
s_atc_probe 0x0, tma, s3
s_atc_probe 0x0, ttmp[10:11], s3
s_atc_probe 0x0, vcc, s3
s_atc_probe 0x1, s[4:5], s3
s_atc_probe 0x7, s[4:5], s3
s_atc_probe_buffer 0x0, s[12:15], s3
s_atc_probe_buffer 0x0, s[8:11], 0x7ffff
s_atc_probe_buffer 0x0, s[8:11], flat_scratch_hi
s_atc_probe_buffer 0x0, s[8:11], flat_scratch_lo
s_atc_probe_buffer 0x0, s[8:11], m0
s_atc_probe_buffer 0x0, s[8:11], s101
s_atc_probe_buffer 0x0, s[8:11], s3
s_atc_probe_buffer 0x0, s[8:11], tba_hi
s_atc_probe_buffer 0x0, s[8:11], tba_lo
s_atc_probe_buffer 0x0, s[8:11], tma_hi
s_atc_probe_buffer 0x0, s[8:11], tma_lo
s_atc_probe_buffer 0x0, s[8:11], ttmp11
s_atc_probe_buffer 0x0, s[8:11], vcc_hi
s_atc_probe_buffer 0x0, s[8:11], vcc_lo
s_atc_probe_buffer 0x0, s[96:99], s3
s_atc_probe_buffer 0x0, ttmp[8:11], s3
s_atc_probe_buffer 0x1, s[8:11], s3
s_atc_probe_buffer 0x7, s[8:11], s3
s_buffer_load_dword flat_scratch_hi, s[4:7], s2
s_buffer_load_dword flat_scratch_lo, s[4:7], s2
s_buffer_load_dword s101, s[4:7], s2
s_buffer_load_dword s5, s[4:7], 0x7ffff
s_buffer_load_dword s5, s[4:7], flat_scratch_hi
s_buffer_load_dword s5, s[4:7], flat_scratch_lo
s_buffer_load_dword s5, s[4:7], m0
s_buffer_load_dword s5, s[4:7], s101
s_buffer_load_dword s5, s[4:7], s2
s_buffer_load_dword s5, s[4:7], s2 glc
s_buffer_load_dword s5, s[4:7], tba_hi
s_buffer_load_dword s5, s[4:7], tba_lo
s_buffer_load_dword s5, s[4:7], tma_hi
s_buffer_load_dword s5, s[4:7], tma_lo
s_buffer_load_dword s5, s[4:7], ttmp11
s_buffer_load_dword s5, s[4:7], vcc_hi
s_buffer_load_dword s5, s[4:7], vcc_lo
s_buffer_load_dword s5, s[8:11], s2
s_buffer_load_dword s5, s[96:99], s2
s_buffer_load_dword s5, ttmp[8:11], s2
s_buffer_load_dword tba_hi, s[4:7], s2
s_buffer_load_dword tba_lo, s[4:7], s2
s_buffer_load_dword tma_hi, s[4:7], s2
s_buffer_load_dword tma_lo, s[4:7], s2
s_buffer_load_dword ttmp11, s[4:7], s2
s_buffer_load_dword vcc_hi, s[4:7], s2
s_buffer_load_dword vcc_lo, s[4:7], s2
s_buffer_load_dwordx16 s[20:35], s[4:7], 0x7ffff
s_buffer_load_dwordx16 s[20:35], s[4:7], flat_scratch_hi
s_buffer_load_dwordx16 s[20:35], s[4:7], flat_scratch_lo
s_buffer_load_dwordx16 s[20:35], s[4:7], m0
s_buffer_load_dwordx16 s[20:35], s[4:7], s101
s_buffer_load_dwordx16 s[20:35], s[4:7], s2
s_buffer_load_dwordx16 s[20:35], s[4:7], s2 glc
s_buffer_load_dwordx16 s[20:35], s[4:7], tba_hi
s_buffer_load_dwordx16 s[20:35], s[4:7], tba_lo
s_buffer_load_dwordx16 s[20:35], s[4:7], tma_hi
s_buffer_load_dwordx16 s[20:35], s[4:7], tma_lo
s_buffer_load_dwordx16 s[20:35], s[4:7], ttmp11
s_buffer_load_dwordx16 s[20:35], s[4:7], vcc_hi
s_buffer_load_dwordx16 s[20:35], s[4:7], vcc_lo
s_buffer_load_dwordx16 s[20:35], s[8:11], s2
s_buffer_load_dwordx16 s[20:35], s[96:99], s2
s_buffer_load_dwordx16 s[20:35], ttmp[8:11], s2
s_buffer_load_dwordx16 s[24:39], s[4:7], s2
s_buffer_load_dwordx16 s[84:99], s[4:7], s2
s_buffer_load_dwordx2 flat_scratch, s[4:7], s2
s_buffer_load_dwordx2 s[100:101], s[4:7], s2
s_buffer_load_dwordx2 s[10:11], s[4:7], 0x7ffff
s_buffer_load_dwordx2 s[10:11], s[4:7], flat_scratch_hi
s_buffer_load_dwordx2 s[10:11], s[4:7], flat_scratch_lo
s_buffer_load_dwordx2 s[10:11], s[4:7], m0
s_buffer_load_dwordx2 s[10:11], s[4:7], s101
s_buffer_load_dwordx2 s[10:11], s[4:7], s2
s_buffer_load_dwordx2 s[10:11], s[4:7], s2 glc
s_buffer_load_dwordx2 s[10:11], s[4:7], tba_hi
s_buffer_load_dwordx2 s[10:11], s[4:7], tba_lo
s_buffer_load_dwordx2 s[10:11], s[4:7], tma_hi
s_buffer_load_dwordx2 s[10:11], s[4:7], tma_lo
s_buffer_load_dwordx2 s[10:11], s[4:7], ttmp11
s_buffer_load_dwordx2 s[10:11], s[4:7], vcc_hi
s_buffer_load_dwordx2 s[10:11], s[4:7], vcc_lo
s_buffer_load_dwordx2 s[10:11], s[8:11], s2
s_buffer_load_dwordx2 s[10:11], s[96:99], s2
s_buffer_load_dwordx2 s[10:11], ttmp[8:11], s2
s_buffer_load_dwordx2 s[12:13], s[4:7], s2
s_buffer_load_dwordx2 tba, s[4:7], s2
s_buffer_load_dwordx2 tma, s[4:7], s2
s_buffer_load_dwordx2 ttmp[10:11], s[4:7], s2
s_buffer_load_dwordx2 vcc, s[4:7], s2
s_buffer_load_dwordx4 s[20:23], s[4:7], 0x7ffff
s_buffer_load_dwordx4 s[20:23], s[4:7], flat_scratch_hi
s_buffer_load_dwordx4 s[20:23], s[4:7], flat_scratch_lo
s_buffer_load_dwordx4 s[20:23], s[4:7], m0
s_buffer_load_dwordx4 s[20:23], s[4:7], s101
s_buffer_load_dwordx4 s[20:23], s[4:7], s2
s_buffer_load_dwordx4 s[20:23], s[4:7], s2 glc
s_buffer_load_dwordx4 s[20:23], s[4:7], tba_hi
s_buffer_load_dwordx4 s[20:23], s[4:7], tba_lo
s_buffer_load_dwordx4 s[20:23], s[4:7], tma_hi
s_buffer_load_dwordx4 s[20:23], s[4:7], tma_lo
s_buffer_load_dwordx4 s[20:23], s[4:7], ttmp11
s_buffer_load_dwordx4 s[20:23], s[4:7], vcc_hi
s_buffer_load_dwordx4 s[20:23], s[4:7], vcc_lo
s_buffer_load_dwordx4 s[20:23], s[8:11], s2
s_buffer_load_dwordx4 s[20:23], s[96:99], s2
s_buffer_load_dwordx4 s[20:23], ttmp[8:11], s2
s_buffer_load_dwordx4 s[24:27], s[4:7], s2
s_buffer_load_dwordx4 s[96:99], s[4:7], s2
s_buffer_load_dwordx4 ttmp[8:11], s[4:7], s2
s_buffer_load_dwordx8 s[20:27], s[4:7], 0x7ffff
s_buffer_load_dwordx8 s[20:27], s[4:7], flat_scratch_hi
s_buffer_load_dwordx8 s[20:27], s[4:7], flat_scratch_lo
s_buffer_load_dwordx8 s[20:27], s[4:7], m0
s_buffer_load_dwordx8 s[20:27], s[4:7], s101
s_buffer_load_dwordx8 s[20:27], s[4:7], s2
s_buffer_load_dwordx8 s[20:27], s[4:7], s2 glc
s_buffer_load_dwordx8 s[20:27], s[4:7], tba_hi
s_buffer_load_dwordx8 s[20:27], s[4:7], tba_lo
s_buffer_load_dwordx8 s[20:27], s[4:7], tma_hi
s_buffer_load_dwordx8 s[20:27], s[4:7], tma_lo
s_buffer_load_dwordx8 s[20:27], s[4:7], ttmp11
s_buffer_load_dwordx8 s[20:27], s[4:7], vcc_hi
s_buffer_load_dwordx8 s[20:27], s[4:7], vcc_lo
s_buffer_load_dwordx8 s[20:27], s[8:11], s2
s_buffer_load_dwordx8 s[20:27], s[96:99], s2
s_buffer_load_dwordx8 s[20:27], ttmp[8:11], s2
s_buffer_load_dwordx8 s[24:31], s[4:7], s2
s_buffer_load_dwordx8 s[92:99], s[4:7], s2
s_buffer_load_dwordx8 ttmp[4:11], s[4:7], s2
s_buffer_store_dword flat_scratch_hi, s[8:11], m0
s_buffer_store_dword flat_scratch_lo, s[8:11], m0
s_buffer_store_dword s1, s[12:15], m0
s_buffer_store_dword s1, s[8:11], 0x7ffff
s_buffer_store_dword s1, s[8:11], m0
s_buffer_store_dword s1, s[8:11], m0 glc
s_buffer_store_dword s1, s[96:99], m0
s_buffer_store_dword s1, ttmp[8:11], m0
s_buffer_store_dword s101, s[8:11], m0
s_buffer_store_dword tba_hi, s[8:11], m0
s_buffer_store_dword tba_lo, s[8:11], m0
s_buffer_store_dword tma_hi, s[8:11], m0
s_buffer_store_dword tma_lo, s[8:11], m0
s_buffer_store_dword ttmp11, s[8:11], m0
s_buffer_store_dword vcc_hi, s[8:11], m0
s_buffer_store_dword vcc_lo, s[8:11], m0
s_buffer_store_dwordx2 flat_scratch, s[8:11], m0
s_buffer_store_dwordx2 s[100:101], s[8:11], m0
s_buffer_store_dwordx2 s[2:3], s[12:15], m0
s_buffer_store_dwordx2 s[2:3], s[8:11], 0x7ffff
s_buffer_store_dwordx2 s[2:3], s[8:11], m0
s_buffer_store_dwordx2 s[2:3], s[8:11], m0 glc
s_buffer_store_dwordx2 s[2:3], s[96:99], m0
s_buffer_store_dwordx2 s[2:3], ttmp[8:11], m0
s_buffer_store_dwordx2 s[4:5], s[8:11], m0
s_buffer_store_dwordx2 tba, s[8:11], m0
s_buffer_store_dwordx2 tma, s[8:11], m0
s_buffer_store_dwordx2 ttmp[10:11], s[8:11], m0
s_buffer_store_dwordx2 vcc, s[8:11], m0
s_buffer_store_dwordx4 s[4:7], s[12:15], m0
s_buffer_store_dwordx4 s[4:7], s[8:11], 0x7ffff
s_buffer_store_dwordx4 s[4:7], s[8:11], m0
s_buffer_store_dwordx4 s[4:7], s[8:11], m0 glc
s_buffer_store_dwordx4 s[4:7], s[96:99], m0
s_buffer_store_dwordx4 s[4:7], ttmp[8:11], m0
s_buffer_store_dwordx4 s[8:11], s[8:11], m0
s_buffer_store_dwordx4 s[96:99], s[8:11], m0
s_buffer_store_dwordx4 ttmp[8:11], s[8:11], m0
s_dcache_inv
s_dcache_inv_vol
s_dcache_wb
s_dcache_wb_vol
s_load_dword flat_scratch_hi, s[2:3], s2
s_load_dword flat_scratch_lo, s[2:3], s2
s_load_dword s1, s[2:3] glc
s_load_dword s101, s[2:3], s2
s_load_dword s5, flat_scratch, s2
s_load_dword s5, s[100:101], s2
s_load_dword s5, s[2:3], 0x7ffff
s_load_dword s5, s[2:3], flat_scratch_hi
s_load_dword s5, s[2:3], flat_scratch_lo
s_load_dword s5, s[2:3], m0
s_load_dword s5, s[2:3], s101
s_load_dword s5, s[2:3], s2
s_load_dword s5, s[2:3], s2 glc
s_load_dword s5, s[2:3], tba_hi
s_load_dword s5, s[2:3], tba_lo
s_load_dword s5, s[2:3], tma_hi
s_load_dword s5, s[2:3], tma_lo
s_load_dword s5, s[2:3], ttmp11
s_load_dword s5, s[2:3], vcc_hi
s_load_dword s5, s[2:3], vcc_lo
s_load_dword s5, s[4:5], s2
s_load_dword s5, tba, s2
s_load_dword s5, tma, s2
s_load_dword s5, ttmp[10:11], s2
s_load_dword s5, vcc, s2
s_load_dword tba_hi, s[2:3], s2
s_load_dword tba_lo, s[2:3], s2
s_load_dword tma_hi, s[2:3], s2
s_load_dword tma_lo, s[2:3], s2
s_load_dword ttmp11, s[2:3], s2
s_load_dword vcc_hi, s[2:3], s2
s_load_dword vcc_lo, s[2:3], s2
s_load_dwordx16 s[20:35], flat_scratch, s2
s_load_dwordx16 s[20:35], s[100:101], s2
s_load_dwordx16 s[20:35], s[2:3], 0x7ffff
s_load_dwordx16 s[20:35], s[2:3], flat_scratch_hi
s_load_dwordx16 s[20:35], s[2:3], flat_scratch_lo
s_load_dwordx16 s[20:35], s[2:3], m0
s_load_dwordx16 s[20:35], s[2:3], s101
s_load_dwordx16 s[20:35], s[2:3], s2
s_load_dwordx16 s[20:35], s[2:3], s2 glc
s_load_dwordx16 s[20:35], s[2:3], tba_hi
s_load_dwordx16 s[20:35], s[2:3], tba_lo
s_load_dwordx16 s[20:35], s[2:3], tma_hi
s_load_dwordx16 s[20:35], s[2:3], tma_lo
s_load_dwordx16 s[20:35], s[2:3], ttmp11
s_load_dwordx16 s[20:35], s[2:3], vcc_hi
s_load_dwordx16 s[20:35], s[2:3], vcc_lo
s_load_dwordx16 s[20:35], s[4:5], s2
s_load_dwordx16 s[20:35], tba, s2
s_load_dwordx16 s[20:35], tma, s2
s_load_dwordx16 s[20:35], ttmp[10:11], s2
s_load_dwordx16 s[20:35], vcc, s2
s_load_dwordx16 s[24:39], s[2:3], s2
s_load_dwordx16 s[84:99], s[2:3], s2
s_load_dwordx2 flat_scratch, s[2:3], s2
s_load_dwordx2 s[100:101], s[2:3], s2
s_load_dwordx2 s[10:11], flat_scratch, s2
s_load_dwordx2 s[10:11], s[100:101], s2
s_load_dwordx2 s[10:11], s[2:3], 0x7ffff
s_load_dwordx2 s[10:11], s[2:3], flat_scratch_hi
s_load_dwordx2 s[10:11], s[2:3], flat_scratch_lo
s_load_dwordx2 s[10:11], s[2:3], m0
s_load_dwordx2 s[10:11], s[2:3], s101
s_load_dwordx2 s[10:11], s[2:3], s2
s_load_dwordx2 s[10:11], s[2:3], s2 glc
s_load_dwordx2 s[10:11], s[2:3], tba_hi
s_load_dwordx2 s[10:11], s[2:3], tba_lo
s_load_dwordx2 s[10:11], s[2:3], tma_hi
s_load_dwordx2 s[10:11], s[2:3], tma_lo
s_load_dwordx2 s[10:11], s[2:3], ttmp11
s_load_dwordx2 s[10:11], s[2:3], vcc_hi
s_load_dwordx2 s[10:11], s[2:3], vcc_lo
s_load_dwordx2 s[10:11], s[4:5], s2
s_load_dwordx2 s[10:11], tba, s2
s_load_dwordx2 s[10:11], tma, s2
s_load_dwordx2 s[10:11], ttmp[10:11], s2
s_load_dwordx2 s[10:11], vcc, s2
s_load_dwordx2 s[12:13], s[2:3], s2
s_load_dwordx2 tba, s[2:3], s2
s_load_dwordx2 tma, s[2:3], s2
s_load_dwordx2 ttmp[10:11], s[2:3], s2
s_load_dwordx2 vcc, s[2:3], s2
s_load_dwordx4 s[20:23], flat_scratch, s2
s_load_dwordx4 s[20:23], s[100:101], s2
s_load_dwordx4 s[20:23], s[2:3], 0x7ffff
s_load_dwordx4 s[20:23], s[2:3], flat_scratch_hi
s_load_dwordx4 s[20:23], s[2:3], flat_scratch_lo
s_load_dwordx4 s[20:23], s[2:3], m0
s_load_dwordx4 s[20:23], s[2:3], s101
s_load_dwordx4 s[20:23], s[2:3], s2
s_load_dwordx4 s[20:23], s[2:3], s2 glc
s_load_dwordx4 s[20:23], s[2:3], tba_hi
s_load_dwordx4 s[20:23], s[2:3], tba_lo
s_load_dwordx4 s[20:23], s[2:3], tma_hi
s_load_dwordx4 s[20:23], s[2:3], tma_lo
s_load_dwordx4 s[20:23], s[2:3], ttmp11
s_load_dwordx4 s[20:23], s[2:3], vcc_hi
s_load_dwordx4 s[20:23], s[2:3], vcc_lo
s_load_dwordx4 s[20:23], s[4:5], s2
s_load_dwordx4 s[20:23], tba, s2
s_load_dwordx4 s[20:23], tma, s2
s_load_dwordx4 s[20:23], ttmp[10:11], s2
s_load_dwordx4 s[20:23], vcc, s2
s_load_dwordx4 s[24:27], s[2:3], s2
s_load_dwordx4 s[96:99], s[2:3], s2
s_load_dwordx4 ttmp[8:11], s[2:3], s2
s_load_dwordx8 s[20:27], flat_scratch, s2
s_load_dwordx8 s[20:27], s[100:101], s2
s_load_dwordx8 s[20:27], s[2:3], 0x7ffff
s_load_dwordx8 s[20:27], s[2:3], flat_scratch_hi
s_load_dwordx8 s[20:27], s[2:3], flat_scratch_lo
s_load_dwordx8 s[20:27], s[2:3], m0
s_load_dwordx8 s[20:27], s[2:3], s101
s_load_dwordx8 s[20:27], s[2:3], s2
s_load_dwordx8 s[20:27], s[2:3], s2 glc
s_load_dwordx8 s[20:27], s[2:3], tba_hi
s_load_dwordx8 s[20:27], s[2:3], tba_lo
s_load_dwordx8 s[20:27], s[2:3], tma_hi
s_load_dwordx8 s[20:27], s[2:3], tma_lo
s_load_dwordx8 s[20:27], s[2:3], ttmp11
s_load_dwordx8 s[20:27], s[2:3], vcc_hi
s_load_dwordx8 s[20:27], s[2:3], vcc_lo
s_load_dwordx8 s[20:27], s[4:5], s2
s_load_dwordx8 s[20:27], tba, s2
s_load_dwordx8 s[20:27], tma, s2
s_load_dwordx8 s[20:27], ttmp[10:11], s2
s_load_dwordx8 s[20:27], vcc, s2
s_load_dwordx8 s[24:31], s[2:3], s2
s_load_dwordx8 s[92:99], s[2:3], s2
s_load_dwordx8 ttmp[4:11], s[2:3], s2
s_memrealtime flat_scratch
s_memrealtime s[100:101]
s_memrealtime s[10:11]
s_memrealtime s[12:13]
s_memrealtime tba
s_memrealtime tma
s_memrealtime ttmp[10:11]
s_memrealtime vcc
s_memtime flat_scratch
s_memtime s[100:101]
s_memtime s[10:11]
s_memtime s[12:13]
s_memtime tba
s_memtime tma
s_memtime ttmp[10:11]
s_memtime vcc
s_store_dword flat_scratch_hi, s[4:5], m0
s_store_dword flat_scratch_lo, s[4:5], m0
s_store_dword s1, flat_scratch, m0
s_store_dword s1, s[100:101], m0
s_store_dword s1, s[4:5], 0x7ffff
s_store_dword s1, s[4:5], m0
s_store_dword s1, s[4:5], m0 glc
s_store_dword s1, s[6:7], m0
s_store_dword s1, tba, m0
s_store_dword s1, tma, m0
s_store_dword s1, ttmp[10:11], m0
s_store_dword s1, vcc, m0
s_store_dword s101, s[4:5], m0
s_store_dword tba_hi, s[4:5], m0
s_store_dword tba_lo, s[4:5], m0
s_store_dword tma_hi, s[4:5], m0
s_store_dword tma_lo, s[4:5], m0
s_store_dword ttmp11, s[4:5], m0
s_store_dword vcc_hi, s[4:5], m0
s_store_dword vcc_lo, s[4:5], m0
s_store_dwordx2 flat_scratch, s[4:5], m0
s_store_dwordx2 s[100:101], s[4:5], m0
s_store_dwordx2 s[2:3], flat_scratch, m0
s_store_dwordx2 s[2:3], s[100:101], m0
s_store_dwordx2 s[2:3], s[4:5], 0x7ffff
s_store_dwordx2 s[2:3], s[4:5], m0
s_store_dwordx2 s[2:3], s[4:5], m0 glc
s_store_dwordx2 s[2:3], s[6:7], m0
s_store_dwordx2 s[2:3], tba, m0
s_store_dwordx2 s[2:3], tma, m0
s_store_dwordx2 s[2:3], ttmp[10:11], m0
s_store_dwordx2 s[2:3], vcc, m0
s_store_dwordx2 s[4:5], s[4:5], m0
s_store_dwordx2 tba, s[4:5], m0
s_store_dwordx2 tma, s[4:5], m0
s_store_dwordx2 ttmp[10:11], s[4:5], m0
s_store_dwordx2 vcc, s[4:5], m0
s_store_dwordx4 s[4:7], flat_scratch, m0
s_store_dwordx4 s[4:7], s[100:101], m0
s_store_dwordx4 s[4:7], s[4:5], 0x7ffff
s_store_dwordx4 s[4:7], s[4:5], m0
s_store_dwordx4 s[4:7], s[4:5], m0 glc
s_store_dwordx4 s[4:7], s[6:7], m0
s_store_dwordx4 s[4:7], tba, m0
s_store_dwordx4 s[4:7], tma, m0
s_store_dwordx4 s[4:7], ttmp[10:11], m0
s_store_dwordx4 s[4:7], vcc, m0
s_store_dwordx4 s[8:11], s[4:5], m0
s_store_dwordx4 s[96:99], s[4:5], m0
s_store_dwordx4 ttmp[8:11], s[4:5], m0
