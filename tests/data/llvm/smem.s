// Input lines of llvm/test/MC/AMDGPU/smem.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 45d17e2243e8; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_dcache_wb
s_dcache_wb_vol
s_atc_probe 0x7, s[4:5], s0
s_atc_probe 0x0, s[4:5], 0x0
s_atc_probe_buffer 0x1, s[8:11], s0
s_atc_probe_buffer 0x0, s[8:11], s101
s_memrealtime s[4:5]
s_memrealtime tba
s_memrealtime tma
s_memrealtime ttmp[0:1]
s_store_dword s1, s[2:3], 0xfc
s_store_dword s1, s[2:3], 0xfc glc
s_store_dword s1, s[2:3], s4
s_store_dword s1, s[2:3], s4 glc
s_store_dword tba_lo, s[2:3], s4
s_store_dword tba_hi, s[2:3], s4
s_store_dword tma_lo, s[2:3], s4
s_store_dword tma_hi, s[2:3], s4
s_load_dword s1, s[2:3], 0xfc glc
s_load_dword s1, s[2:3], s4 glc
s_buffer_store_dword s10, s[92:95], m0
s_buffer_store_dword tba_lo, s[92:95], m0
s_buffer_store_dword tba_hi, s[92:95], m0
s_buffer_store_dword tma_lo, s[92:95], m0
s_buffer_store_dword tma_hi, s[92:95], m0
s_buffer_store_dword ttmp0, s[92:95], m0
s_buffer_store_dwordx2 s[10:11], s[92:95], m0
s_buffer_store_dwordx4 s[8:11], s[92:95], m0 glc
s_buffer_store_dwordx2 tba, s[92:95], m0 glc
s_buffer_load_dword s10, s[92:95], m0
s_buffer_load_dword tba_lo, s[92:95], m0
s_buffer_load_dword tba_hi, s[92:95], m0
s_buffer_load_dword tma_lo, s[92:95], m0
s_buffer_load_dword tma_hi, s[92:95], m0
s_buffer_load_dword ttmp0, s[92:95], m0
s_buffer_load_dwordx2 s[10:11], s[92:95], m0
s_buffer_load_dwordx2 tba, s[92:95], m0
s_buffer_load_dwordx2 tma, s[92:95], m0
s_buffer_load_dwordx2 ttmp[0:1], s[92:95], m0
s_buffer_load_dwordx4 s[8:11], s[92:95], m0 glc
s_scratch_load_dword s5, s[2:3], s101
s_scratch_load_dword s5, s[2:3], s0 glc
s_scratch_load_dwordx2 s[100:101], s[2:3], s0
s_scratch_load_dwordx2 s[10:11], s[2:3], 0x1 glc
s_scratch_load_dwordx4 s[20:23], s[4:5], s0
s_scratch_store_dword s101, s[4:5], s0
s_scratch_store_dword s1, s[4:5], 0x123 glc
s_scratch_store_dwordx2 s[2:3], s[4:5], s101 glc
s_scratch_store_dwordx4 s[4:7], s[4:5], s0 glc
s_dcache_discard s[2:3], s0
s_dcache_discard s[2:3], 0x0
s_dcache_discard_x2 s[2:3], s101
s_dcache_discard_x2 s[2:3], 0x0
s_atomic_add s5, s[2:3], s101
s_atomic_add s5, s[2:3], 0x0
s_atomic_add s5, s[2:3], s0 glc
s_atomic_add_x2 s[10:11], s[2:3], s101
s_atomic_and s5, s[2:3], s101
s_atomic_and_x2 s[10:11], s[2:3], 0x0
s_atomic_cmpswap s[10:11], s[2:3], s101
s_atomic_cmpswap s[10:11], s[2:3], 0x0
s_atomic_cmpswap s[10:11], s[2:3], s0 glc
s_atomic_cmpswap_x2 s[20:23], s[2:3], s101
s_atomic_cmpswap_x2 s[20:23], s[2:3], 0x0
s_atomic_cmpswap_x2 s[20:23], s[2:3], s0 glc
s_atomic_dec s5, s[2:3], s0 glc
s_atomic_dec_x2 s[10:11], s[2:3], s101
s_atomic_inc s5, s[2:3], s0 glc
s_atomic_inc_x2 s[10:11], s[2:3], s101
s_atomic_or s5, s[2:3], 0x0
s_atomic_or_x2 s[10:11], s[2:3], s0 glc
s_atomic_smax s5, s[2:3], s101
s_atomic_smax_x2 s[10:11], s[2:3], s0 glc
s_atomic_smin s5, s[2:3], s101
s_atomic_smin_x2 s[10:11], s[2:3], s0 glc
s_atomic_sub s5, s[2:3], s101
s_atomic_sub_x2 s[10:11], s[2:3], s0 glc
s_atomic_swap s5, s[2:3], s101
s_atomic_swap_x2 s[10:11], s[2:3], s0 glc
s_atomic_umax s5, s[2:3], s0 glc
s_atomic_umax_x2 s[10:11], s[2:3], s101
s_atomic_umin s5, s[2:3], s101
s_atomic_umin_x2 s[10:11], s[2:3], s0 glc
s_atomic_xor s5, s[2:3], s101
s_atomic_xor_x2 s[10:11], s[2:3], s0 glc
s_buffer_atomic_add s5, s[4:7], s101
s_buffer_atomic_add s5, s[4:7], 0x0
s_buffer_atomic_add s5, s[4:7], s0 glc
s_buffer_atomic_add_x2 s[10:11], s[4:7], s0
s_buffer_atomic_and s101, s[4:7], s0
s_buffer_atomic_and_x2 s[10:11], s[8:11], s0
s_buffer_atomic_cmpswap s[10:11], s[4:7], s0
s_buffer_atomic_cmpswap s[10:11], s[4:7], 0x0
s_buffer_atomic_cmpswap s[10:11], s[4:7], s0 glc
s_buffer_atomic_cmpswap_x2 s[20:23], s[4:7], s101
s_buffer_atomic_cmpswap_x2 s[20:23], s[4:7], 0x0
s_buffer_atomic_cmpswap_x2 s[20:23], s[4:7], s0 glc
s_buffer_atomic_dec s5, s[4:7], s0
s_buffer_atomic_dec_x2 s[10:11], s[4:7], s0 glc
s_buffer_atomic_inc s101, s[4:7], s0
s_buffer_atomic_inc_x2 s[10:11], s[4:7], 0x0
s_buffer_atomic_or s5, s[8:11], s0
s_buffer_atomic_or_x2 s[10:11], s[96:99], s0
s_buffer_atomic_smax s5, s[4:7], s101
s_buffer_atomic_smax_x2 s[100:101], s[4:7], s0
s_buffer_atomic_smin s5, s[4:7], 0x0
s_buffer_atomic_smin_x2 s[12:13], s[4:7], s0
s_buffer_atomic_sub s5, s[4:7], s0 glc
s_buffer_atomic_sub_x2 s[10:11], s[4:7], s0
s_buffer_atomic_swap s5, s[4:7], s0
s_buffer_atomic_swap_x2 s[10:11], s[4:7], s0 glc
s_buffer_atomic_umax s5, s[4:7], s0
s_buffer_atomic_umax_x2 s[10:11], s[4:7], s0 glc
s_buffer_atomic_umin s5, s[4:7], s0
s_buffer_atomic_umin_x2 s[10:11], s[4:7], s0 glc
s_buffer_atomic_xor s5, s[4:7], s0
s_buffer_atomic_xor_x2 s[10:11], s[4:7], s0 glc
s_atc_probe 0x7, s[4:5], 0xFFFFF
s_atc_probe_buffer 0x1, s[8:11], 0xFFFFF
s_store_dword s1, s[2:3], 0xFFFFF
s_buffer_store_dword s10, s[92:95], 0xFFFFF
s_atomic_swap s5, s[2:3], 0xFFFFF
s_buffer_atomic_swap s5, s[4:7], 0xFFFFF
s_atc_probe 0x7, s[4:5], 0x1FFFFF
s_atc_probe_buffer 0x1, s[8:11], 0x1FFFFF
s_load_dword s1, s[2:3], s0 offset:0x1FFFFF
s_store_dword s1, s[2:3], 0x1FFFFF
s_buffer_load_dword s10, s[92:95], s0 offset:-1
s_buffer_store_dword s10, s[92:95], 0x1FFFFF
s_atomic_swap s5, s[2:3], 0x1FFFFF
s_buffer_atomic_swap s5, s[4:7], 0x1FFFFF
s_atc_probe 0x7, s[4:5], -1
s_atc_probe_buffer 0x1, s[8:11], -1
s_store_dword s1, s[2:3], -1
s_buffer_store_dword s10, s[92:95], -1
s_load_dword s1, s[2:3], -1
s_buffer_load_dword s10, s[92:95], -1
s_atomic_swap s5, s[2:3], -1
s_buffer_atomic_swap s5, s[4:7], -1
s_atc_probe 0x7, s[4:5], 0xFFFFFFFFFFF00000
s_atc_probe_buffer 0x1, s[8:11], 0xFFFFFFFFFFF00000
s_store_dword s1, s[2:3], 0xFFFFFFFFFFF00000
s_buffer_store_dword s10, s[92:95], 0xFFFFFFFFFFF00000
s_load_dword s1, s[2:3], 0xFFFFFFFFFFF00000
s_buffer_load_dword s10, s[92:95], 0xFFFFFFFFFFF00000
s_atomic_swap s5, s[2:3], 0xFFFFFFFFFFF00000
s_buffer_atomic_swap s5, s[4:7], 0xFFFFFFFFFFF00000
