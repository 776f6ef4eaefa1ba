// Input lines of llvm/test/MC/AMDGPU/smrd.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0658a218b0a4; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_load_dword s1, s[2:3]
s_load_dword s1, s[2:3], 0xfc
s_load_dword s1, s[2:3], 0xff
s_load_dword s1, s[2:3], 0x100
s_load_dword s1, s[2:3], 0xfffff
s_load_dword s1, s[2:3], 0x100000
s_load_dword s1, s[2:3], 0xffffffff
s_load_dword s1, s[2:3], 1
s_load_dword s1, s[2:3], s4
s_load_dword tba_lo, s[2:3], s4
s_load_dword tba_hi, s[2:3], s4
s_load_dword tma_lo, s[2:3], s4
s_load_dword tma_hi, s[2:3], s4
s_load_dword ttmp0, s[2:3], s4
s_load_dwordx2 s[2:3], s[2:3], 1
s_load_dwordx2 s[2:3], s[2:3], s4
s_load_dwordx2 tba, s[2:3], s4
s_load_dwordx2 tma, s[2:3], s4
s_load_dwordx2 ttmp[2:3], s[2:3], s4
s_load_dwordx4 s[4:7], s[2:3], 1
s_load_dwordx4 s[4:7], s[2:3], s4
s_load_dwordx4 ttmp[4:7], ttmp[2:3], ttmp4
s_load_dwordx4 s[100:103], s[2:3], s4
s_load_dwordx8 s[8:15], s[2:3], 1
s_load_dwordx8 s[8:15], s[2:3], s4
s_load_dwordx8 s[96:103], s[2:3], s4
s_load_dwordx16 s[16:31], s[2:3], 1
s_load_dwordx16 s[16:31], s[2:3], s4
s_load_dwordx16 s[88:103], s[2:3], s4
s_buffer_load_dword s1, s[4:7], 1
s_buffer_load_dword s1, s[4:7], s4
s_buffer_load_dword tba_lo, s[4:7], s4
s_buffer_load_dword tba_hi, s[4:7], s4
s_buffer_load_dword tma_lo, s[4:7], s4
s_buffer_load_dword tma_hi, s[4:7], s4
s_buffer_load_dword ttmp1, ttmp[4:7], ttmp4
s_buffer_load_dwordx2 s[8:9], s[4:7], 1
s_buffer_load_dwordx2 s[8:9], s[4:7], s4
s_buffer_load_dwordx2 tba, s[4:7], s4
s_buffer_load_dwordx2 tma, s[4:7], s4
s_buffer_load_dwordx4 s[8:11], s[4:7], 1
s_buffer_load_dwordx4 s[8:11], s[4:7], s4
s_buffer_load_dwordx4 ttmp[8:11], ttmp[4:7], ttmp4
s_buffer_load_dwordx4 s[100:103], s[4:7], s4
s_buffer_load_dwordx8 s[8:15], s[4:7], 1
s_buffer_load_dwordx8 s[8:15], s[4:7], s4
s_buffer_load_dwordx8 s[96:103], s[4:7], s4
s_buffer_load_dwordx16 s[16:31], s[4:7], 1
s_buffer_load_dwordx16 s[16:31], s[4:7], s4
s_buffer_load_dwordx16 s[88:103], s[4:7], s4
s_dcache_inv
s_dcache_inv_vol
s_memtime s[4:5]
s_memtime tba
s_memtime tma
