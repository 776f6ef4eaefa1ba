// Input lines of llvm/test/MC/AMDGPU/trap.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 10359153e443; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_add_u32     ttmp0, ttmp0, 4
s_add_u32     ttmp4, 8, ttmp4
s_add_u32     ttmp4, ttmp4, 0x00000100
s_add_u32     ttmp4, ttmp4, 4
s_add_u32     ttmp4, ttmp8, ttmp4
s_and_b32     ttmp10, ttmp8, 0x00000080
s_and_b32     ttmp9, tma_hi, 0x0000ffff
s_and_b32     ttmp9, ttmp9, 0x000001ff
s_and_b32     ttmp9, tma_lo, 0xffff0000
s_and_b32     ttmp9, ttmp9, ttmp8
s_and_b32   ttmp8, ttmp1, 0x01000000
s_cmp_eq_i32  ttmp8, 0
s_cmp_eq_i32  ttmp8, 0x000000fe
s_lshr_b32    ttmp8, ttmp8, 12
v_mov_b32_e32     v1, ttmp8
s_mov_b32     m0, ttmp8
s_mov_b32     ttmp10, 0
s_mov_b32     ttmp11, 0x01024fac
s_mov_b32     ttmp8, m0
s_mov_b32     ttmp8, tma_lo
s_mul_i32     ttmp8, 0x00000324, ttmp8
s_or_b32      ttmp9, ttmp9, 0x00280000
s_add_u32     ttmp0, ttmp12, 4
s_add_u32     ttmp0, ttmp13, 4
s_add_u32     ttmp0, ttmp14, 4
s_add_u32     ttmp0, ttmp15, 4
s_mov_b64     ttmp[4:5], exec
s_mov_b64     [ttmp4,ttmp5], exec
s_mov_b64     exec, [ttmp4,ttmp5]
s_mov_b64     tba, ttmp[4:5]
s_mov_b64     ttmp[4:5], tba
s_mov_b64     tma, ttmp[4:5]
s_mov_b64     ttmp[4:5], tma
s_mov_b64     ttmp[12:13], exec
s_mov_b64     ttmp[14:15], exec
s_buffer_load_dwordx8 ttmp[0:7], s[0:3], s0
s_buffer_load_dwordx8 ttmp[4:11], s[0:3], s0
s_buffer_load_dwordx8 ttmp[8:15], s[0:3], s0
s_load_dwordx8 ttmp[0:7], s[0:1], s0
s_load_dwordx8 ttmp[4:11], s[0:1], s0
s_load_dwordx8 ttmp[8:15], s[0:1], s0
s_buffer_load_dwordx16 ttmp[0:15], s[0:3], s0
s_load_dwordx16 ttmp[0:15], s[0:1], s0
s_setpc_b64   [ttmp2,ttmp3]
v_readfirstlane_b32  ttmp8, v1
buffer_atomic_inc v1, off, ttmp[8:11], 56 glc
buffer_atomic_inc v1, off, ttmp[12:15], 56 glc
