// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_smem.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 7b3c1006f764: three parts of the file (s_atc_probe .. s_atomic_and_x2;
// s_buffer_store_dwordx4 .. s_load_dwordx4 with the SOFFSET+offset forms and s_dcache_discard;
// the end of s_scratch_load_dword .. s_scratch_store_dwordx4);
// the rest repeats these operand forms for the other atomics, buffer and scratch mnemonics;
// RUN/CHECK lines removed. Expected results are never taken from here: tests/test_llvm_cases.py
// asks the live llvm-mc 22.
s_atc_probe 0x0, flat_scratch, s0
s_atc_probe 0x0, s[100:101], s0
s_atc_probe 0x0, s[4:5], 0x0
s_atc_probe 0x0, s[4:5], flat_scratch_hi
s_atc_probe 0x0, s[4:5], flat_scratch_lo
s_atc_probe 0x0, s[4:5], m0
s_atc_probe 0x0, s[4:5], s0
s_atc_probe 0x0, s[4:5], s101
s_atc_probe 0x0, s[4:5], s7 offset:0x12345
s_atc_probe 0x0, s[4:5], ttmp15
s_atc_probe 0x0, s[4:5], vcc_hi
s_atc_probe 0x0, s[4:5], vcc_lo
s_atc_probe 0x0, s[6:7], s0
s_atc_probe 0x0, ttmp[14:15], s0
s_atc_probe 0x0, vcc, s0
s_atc_probe 0x1, s[4:5], s0
s_atc_probe 0x7, s[4:5], s0
s_atc_probe_buffer 0x0, s[12:15], s0
s_atc_probe_buffer 0x0, s[8:11], 0x0
s_atc_probe_buffer 0x0, s[8:11], flat_scratch_hi
s_atc_probe_buffer 0x0, s[8:11], flat_scratch_lo
s_atc_probe_buffer 0x0, s[8:11], m0
s_atc_probe_buffer 0x0, s[8:11], s0
s_atc_probe_buffer 0x0, s[8:11], s101
s_atc_probe_buffer 0x0, s[8:11], s7 offset:0x12345
s_atc_probe_buffer 0x0, s[8:11], ttmp15
s_atc_probe_buffer 0x0, s[8:11], vcc_hi
s_atc_probe_buffer 0x0, s[8:11], vcc_lo
s_atc_probe_buffer 0x0, s[96:99], s0
s_atc_probe_buffer 0x0, ttmp[12:15], s0
s_atc_probe_buffer 0x1, s[8:11], s0
s_atc_probe_buffer 0x7, s[8:11], s0
s_atomic_add flat_scratch_hi, s[2:3], s0
s_atomic_add flat_scratch_lo, s[2:3], s0
s_atomic_add s101, s[2:3], s0
s_atomic_add s5, flat_scratch, s0
s_atomic_add s5, s[100:101], s0
s_atomic_add s5, s[2:3], 0x0
s_atomic_add s5, s[2:3], flat_scratch_hi
s_atomic_add s5, s[2:3], flat_scratch_lo
s_atomic_add s5, s[2:3], m0
s_atomic_add s5, s[2:3], s0
s_atomic_add s5, s[2:3], s0 glc
s_atomic_add s5, s[2:3], s101
s_atomic_add s5, s[2:3], s7 offset:0x12345
s_atomic_add s5, s[2:3], s7 offset:0x12345 glc
s_atomic_add s5, s[2:3], ttmp15
s_atomic_add s5, s[2:3], vcc_hi
s_atomic_add s5, s[2:3], vcc_lo
s_atomic_add s5, s[4:5], s0
s_atomic_add s5, ttmp[14:15], s0
s_atomic_add s5, vcc, s0
s_atomic_add ttmp15, s[2:3], s0
s_atomic_add vcc_hi, s[2:3], s0
s_atomic_add vcc_lo, s[2:3], s0
s_atomic_add_x2 flat_scratch, s[2:3], s0
s_atomic_add_x2 s[100:101], s[2:3], s0
s_atomic_add_x2 s[10:11], flat_scratch, s0
s_atomic_add_x2 s[10:11], s[100:101], s0
s_atomic_add_x2 s[10:11], s[2:3], 0x0
s_atomic_add_x2 s[10:11], s[2:3], flat_scratch_hi
s_atomic_add_x2 s[10:11], s[2:3], flat_scratch_lo
s_atomic_add_x2 s[10:11], s[2:3], m0
s_atomic_add_x2 s[10:11], s[2:3], s0
s_atomic_add_x2 s[10:11], s[2:3], s0 glc
s_atomic_add_x2 s[10:11], s[2:3], s101
s_atomic_add_x2 s[10:11], s[2:3], ttmp15
s_atomic_add_x2 s[10:11], s[2:3], vcc_hi
s_atomic_add_x2 s[10:11], s[2:3], vcc_lo
s_atomic_add_x2 s[10:11], s[4:5], s0
s_atomic_add_x2 s[10:11], ttmp[14:15], s0
s_atomic_add_x2 s[10:11], vcc, s0
s_atomic_add_x2 s[12:13], s[2:3], s0
s_atomic_add_x2 ttmp[14:15], s[2:3], s0
s_atomic_add_x2 vcc, s[2:3], s0
s_atomic_and flat_scratch_hi, s[2:3], s0
s_atomic_and flat_scratch_lo, s[2:3], s0
s_atomic_and s101, s[2:3], s0
s_atomic_and s5, flat_scratch, s0
s_atomic_and s5, s[100:101], s0
s_atomic_and s5, s[2:3], 0x0
s_atomic_and s5, s[2:3], flat_scratch_hi
s_atomic_and s5, s[2:3], flat_scratch_lo
s_atomic_and s5, s[2:3], m0
s_atomic_and s5, s[2:3], s0
s_atomic_and s5, s[2:3], s0 glc
s_atomic_and s5, s[2:3], s101
s_atomic_and s5, s[2:3], ttmp15
s_atomic_and s5, s[2:3], vcc_hi
s_atomic_and s5, s[2:3], vcc_lo
s_atomic_and s5, s[4:5], s0
s_atomic_and s5, ttmp[14:15], s0
s_atomic_and s5, vcc, s0
s_atomic_and ttmp15, s[2:3], s0
s_atomic_and vcc_hi, s[2:3], s0
s_atomic_and vcc_lo, s[2:3], s0
s_atomic_and_x2 flat_scratch, s[2:3], s0
s_atomic_and_x2 s[100:101], s[2:3], s0
s_atomic_and_x2 s[10:11], flat_scratch, s0
s_atomic_and_x2 s[10:11], s[100:101], s0
s_atomic_and_x2 s[10:11], s[2:3], 0x0
s_atomic_and_x2 s[10:11], s[2:3], flat_scratch_hi
s_atomic_and_x2 s[10:11], s[2:3], flat_scratch_lo
s_atomic_and_x2 s[10:11], s[2:3], m0
s_atomic_and_x2 s[10:11], s[2:3], s0
s_atomic_and_x2 s[10:11], s[2:3], s0 glc
s_atomic_and_x2 s[10:11], s[2:3], s101
s_atomic_and_x2 s[10:11], s[2:3], ttmp15
s_atomic_and_x2 s[10:11], s[2:3], vcc_hi
s_atomic_and_x2 s[10:11], s[2:3], vcc_lo
s_atomic_and_x2 s[10:11], s[4:5], s0
s_buffer_store_dwordx4 s[4:7], s[96:99], s0
s_buffer_store_dwordx4 s[4:7], ttmp[12:15], s0
s_buffer_store_dwordx4 s[8:11], s[8:11], s0
s_buffer_store_dwordx4 s[96:99], s[8:11], s0
s_buffer_store_dwordx4 ttmp[12:15], s[8:11], s0
s_dcache_discard flat_scratch, s0
s_dcache_discard s[100:101], s0
s_dcache_discard s[2:3], 0x0
s_dcache_discard s[2:3], flat_scratch_hi
s_dcache_discard s[2:3], flat_scratch_lo
s_dcache_discard s[2:3], m0
s_dcache_discard s[2:3], s0
s_dcache_discard s[2:3], s101
s_dcache_discard s[2:3], s7 offset:0x0
s_dcache_discard s[2:3], ttmp15
s_dcache_discard s[2:3], vcc_hi
s_dcache_discard s[2:3], vcc_lo
s_dcache_discard s[4:5], s0
s_dcache_discard ttmp[14:15], s0
s_dcache_discard vcc, s0
s_dcache_discard_x2 flat_scratch, s0
s_dcache_discard_x2 s[100:101], s0
s_dcache_discard_x2 s[2:3], 0x0
s_dcache_discard_x2 s[2:3], flat_scratch_hi
s_dcache_discard_x2 s[2:3], flat_scratch_lo
s_dcache_discard_x2 s[2:3], m0
s_dcache_discard_x2 s[2:3], s0
s_dcache_discard_x2 s[2:3], s101
s_dcache_discard_x2 s[2:3], s7 offset:0x0
s_dcache_discard_x2 s[2:3], ttmp15
s_dcache_discard_x2 s[2:3], vcc_hi
s_dcache_discard_x2 s[2:3], vcc_lo
s_dcache_discard_x2 s[4:5], s0
s_dcache_discard_x2 ttmp[14:15], s0
s_dcache_discard_x2 vcc, s0
s_dcache_inv
s_dcache_inv_vol
s_dcache_wb
s_dcache_wb_vol
s_load_dword flat_scratch_hi, s[2:3], s0
s_load_dword flat_scratch_lo, s[2:3], s0
s_load_dword s1, s[2:3] glc
s_load_dword s101, s[2:3], s0
s_load_dword s5, flat_scratch, s0
s_load_dword s5, s[100:101], s0
s_load_dword s5, s[2:3], 0x0
s_load_dword s5, s[2:3], flat_scratch_hi
s_load_dword s5, s[2:3], flat_scratch_lo
s_load_dword s5, s[2:3], m0
s_load_dword s5, s[2:3], s0
s_load_dword s5, s[2:3], s0 glc
s_load_dword s5, s[2:3], s101
s_load_dword s5, s[2:3], s7 offset:0x12345
s_load_dword s5, s[2:3], ttmp15
s_load_dword s5, s[2:3], vcc_hi
s_load_dword s5, s[2:3], vcc_lo
s_load_dword s5, s[4:5], s0
s_load_dword s5, ttmp[14:15], s0
s_load_dword s5, vcc, s0
s_load_dword ttmp15, s[2:3], s0
s_load_dword vcc_hi, s[2:3], s0
s_load_dword vcc_lo, s[2:3], s0
s_load_dwordx16 s[20:35], flat_scratch, s0
s_load_dwordx16 s[20:35], s[100:101], s0
s_load_dwordx16 s[20:35], s[2:3], 0x0
s_load_dwordx16 s[20:35], s[2:3], flat_scratch_hi
s_load_dwordx16 s[20:35], s[2:3], flat_scratch_lo
s_load_dwordx16 s[20:35], s[2:3], m0
s_load_dwordx16 s[20:35], s[2:3], s0
s_load_dwordx16 s[20:35], s[2:3], s0 glc
s_load_dwordx16 s[20:35], s[2:3], s0 offset:0x12345
s_load_dwordx16 s[20:35], s[2:3], s101
s_load_dwordx16 s[20:35], s[2:3], ttmp15
s_load_dwordx16 s[20:35], s[2:3], vcc_hi
s_load_dwordx16 s[20:35], s[2:3], vcc_lo
s_load_dwordx16 s[20:35], s[4:5], s0
s_load_dwordx16 s[20:35], ttmp[14:15], s0
s_load_dwordx16 s[20:35], vcc, s0
s_load_dwordx16 s[24:39], s[2:3], s0
s_load_dwordx16 s[84:99], s[2:3], s0
s_load_dwordx16 ttmp[0:15], s[2:3], s0
s_load_dwordx2 flat_scratch, s[2:3], s0
s_load_dwordx2 s[100:101], s[2:3], s0
s_load_dwordx2 s[10:11], flat_scratch, s0
s_load_dwordx2 s[10:11], s[100:101], s0
s_load_dwordx2 s[10:11], s[2:3], 0x0
s_load_dwordx2 s[10:11], s[2:3], flat_scratch_hi
s_load_dwordx2 s[10:11], s[2:3], flat_scratch_lo
s_load_dwordx2 s[10:11], s[2:3], m0
s_load_dwordx2 s[10:11], s[2:3], s0
s_load_dwordx2 s[10:11], s[2:3], s0 glc
s_load_dwordx2 s[10:11], s[2:3], s0 offset:0x12345
s_load_dwordx2 s[10:11], s[2:3], s101
s_load_dwordx2 s[10:11], s[2:3], ttmp15
s_load_dwordx2 s[10:11], s[2:3], vcc_hi
s_load_dwordx2 s[10:11], s[2:3], vcc_lo
s_load_dwordx2 s[10:11], s[4:5], s0
s_load_dwordx2 s[10:11], ttmp[14:15], s0
s_load_dwordx2 s[10:11], vcc, s0
s_load_dwordx2 s[12:13], s[2:3], s0
s_load_dwordx2 ttmp[14:15], s[2:3], s0
s_load_dwordx2 vcc, s[2:3], s0
s_load_dwordx4 s[20:23], flat_scratch, s0
s_load_dwordx4 s[20:23], s[100:101], s0
s_load_dwordx4 s[20:23], s[2:3], 0x0
s_load_dwordx4 s[20:23], s[2:3], flat_scratch_hi
s_load_dwordx4 s[20:23], s[2:3], flat_scratch_lo
s_load_dwordx4 s[20:23], s[2:3], m0
s_load_dwordx4 s[20:23], s[2:3], s0
s_load_dwordx4 s[20:23], s[2:3], s0 glc
s_load_dwordx4 s[20:23], s[2:3], s0 offset:0x12345
s_scratch_load_dword s5, s[2:3], vcc_lo
s_scratch_load_dword s5, s[4:5], s0
s_scratch_load_dword s5, ttmp[14:15], s0
s_scratch_load_dword s5, vcc, s0
s_scratch_load_dword ttmp15, s[2:3], s0
s_scratch_load_dword vcc_hi, s[2:3], s0
s_scratch_load_dword vcc_lo, s[2:3], s0
s_scratch_load_dwordx2 flat_scratch, s[2:3], s0
s_scratch_load_dwordx2 s[100:101], s[2:3], s0
s_scratch_load_dwordx2 s[10:11], flat_scratch, s0
s_scratch_load_dwordx2 s[10:11], s[100:101], s0
s_scratch_load_dwordx2 s[10:11], s[2:3], 0x0
s_scratch_load_dwordx2 s[10:11], s[2:3], flat_scratch_hi
s_scratch_load_dwordx2 s[10:11], s[2:3], flat_scratch_lo
s_scratch_load_dwordx2 s[10:11], s[2:3], m0
s_scratch_load_dwordx2 s[10:11], s[2:3], s0
s_scratch_load_dwordx2 s[10:11], s[2:3], s0 glc
s_scratch_load_dwordx2 s[10:11], s[2:3], s0 offset:0x12345
s_scratch_load_dwordx2 s[10:11], s[2:3], s101
s_scratch_load_dwordx2 s[10:11], s[2:3], ttmp15
s_scratch_load_dwordx2 s[10:11], s[2:3], vcc_hi
s_scratch_load_dwordx2 s[10:11], s[2:3], vcc_lo
s_scratch_load_dwordx2 s[10:11], s[4:5], s0
s_scratch_load_dwordx2 s[10:11], ttmp[14:15], s0
s_scratch_load_dwordx2 s[10:11], vcc, s0
s_scratch_load_dwordx2 s[12:13], s[2:3], s0
s_scratch_load_dwordx2 ttmp[14:15], s[2:3], s0
s_scratch_load_dwordx2 vcc, s[2:3], s0
s_scratch_load_dwordx4 s[20:23], flat_scratch, s0
s_scratch_load_dwordx4 s[20:23], s[100:101], s0
s_scratch_load_dwordx4 s[20:23], s[2:3], 0x0
s_scratch_load_dwordx4 s[20:23], s[2:3], flat_scratch_hi
s_scratch_load_dwordx4 s[20:23], s[2:3], flat_scratch_lo
s_scratch_load_dwordx4 s[20:23], s[2:3], m0
s_scratch_load_dwordx4 s[20:23], s[2:3], s0
s_scratch_load_dwordx4 s[20:23], s[2:3], s0 glc
s_scratch_load_dwordx4 s[20:23], s[2:3], s0 offset:0x12345
s_scratch_load_dwordx4 s[20:23], s[2:3], s101
s_scratch_load_dwordx4 s[20:23], s[2:3], ttmp15
s_scratch_load_dwordx4 s[20:23], s[2:3], vcc_hi
s_scratch_load_dwordx4 s[20:23], s[2:3], vcc_lo
s_scratch_load_dwordx4 s[20:23], s[4:5], s0
s_scratch_load_dwordx4 s[20:23], ttmp[14:15], s0
s_scratch_load_dwordx4 s[20:23], vcc, s0
s_scratch_load_dwordx4 s[24:27], s[2:3], s0
s_scratch_load_dwordx4 s[96:99], s[2:3], s0
s_scratch_load_dwordx4 ttmp[12:15], s[2:3], s0
s_scratch_store_dword flat_scratch_hi, s[4:5], s0
s_scratch_store_dword flat_scratch_lo, s[4:5], s0
s_scratch_store_dword s1, flat_scratch, s0
s_scratch_store_dword s1, s[100:101], s0
s_scratch_store_dword s1, s[4:5], 0x0
s_scratch_store_dword s1, s[4:5], flat_scratch_hi
s_scratch_store_dword s1, s[4:5], flat_scratch_lo
s_scratch_store_dword s1, s[4:5], m0
s_scratch_store_dword s1, s[4:5], s0
s_scratch_store_dword s1, s[4:5], s0 glc
s_scratch_store_dword s1, s[4:5], s101
s_scratch_store_dword s1, s[4:5], ttmp15
s_scratch_store_dword s1, s[4:5], vcc_hi
s_scratch_store_dword s1, s[4:5], vcc_lo
s_scratch_store_dword s1, s[6:7], s0
s_scratch_store_dword s1, ttmp[14:15], s0
s_scratch_store_dword s1, vcc, s0
s_scratch_store_dword s101, s[4:5], s0
s_scratch_store_dword ttmp15, s[4:5], s0
s_scratch_store_dword vcc_hi, s[4:5], s0
s_scratch_store_dword vcc_lo, s[4:5], s0
s_scratch_store_dwordx2 flat_scratch, s[4:5], s0
s_scratch_store_dwordx2 s[100:101], s[4:5], s0
s_scratch_store_dwordx2 s[2:3], flat_scratch, s0
s_scratch_store_dwordx2 s[2:3], s[100:101], s0
s_scratch_store_dwordx2 s[2:3], s[4:5], 0x0
s_scratch_store_dwordx2 s[2:3], s[4:5], flat_scratch_hi
s_scratch_store_dwordx2 s[2:3], s[4:5], flat_scratch_lo
s_scratch_store_dwordx2 s[2:3], s[4:5], m0
s_scratch_store_dwordx2 s[2:3], s[4:5], s0
s_scratch_store_dwordx2 s[2:3], s[4:5], s0 glc
s_scratch_store_dwordx2 s[2:3], s[4:5], s101
s_scratch_store_dwordx2 s[2:3], s[4:5], ttmp15
s_scratch_store_dwordx2 s[2:3], s[4:5], vcc_hi
s_scratch_store_dwordx2 s[2:3], s[4:5], vcc_lo
s_scratch_store_dwordx2 s[2:3], s[6:7], s0
s_scratch_store_dwordx2 s[2:3], ttmp[14:15], s0
s_scratch_store_dwordx2 s[2:3], vcc, s0
s_scratch_store_dwordx2 s[4:5], s[4:5], s0
s_scratch_store_dwordx2 ttmp[14:15], s[4:5], s0
s_scratch_store_dwordx2 vcc, s[4:5], s0
s_scratch_store_dwordx4 s[4:7], flat_scratch, s0
s_scratch_store_dwordx4 s[4:7], s[100:101], s0
s_scratch_store_dwordx4 s[4:7], s[4:5], 0x0
s_scratch_store_dwordx4 s[4:7], s[4:5], flat_scratch_hi
s_scratch_store_dwordx4 s[4:7], s[4:5], flat_scratch_lo
s_scratch_store_dwordx4 s[4:7], s[4:5], m0
s_scratch_store_dwordx4 s[4:7], s[4:5], s0
s_scratch_store_dwordx4 s[4:7], s[4:5], s0 glc
s_scratch_store_dwordx4 s[4:7], s[4:5], s101
s_scratch_store_dwordx4 s[4:7], s[4:5], ttmp15
s_scratch_store_dwordx4 s[4:7], s[4:5], vcc_hi
s_scratch_store_dwordx4 s[4:7], s[4:5], vcc_lo
s_scratch_store_dwordx4 s[4:7], s[6:7], s0
s_scratch_store_dwordx4 s[4:7], ttmp[14:15], s0
