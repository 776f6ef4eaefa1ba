// Input lines of llvm/test/MC/AMDGPU/sopk.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0862afd1215b; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_movk_i32 s2, 0x6
s_cmovk_i32 s2, 0x6
s_cmpk_eq_i32 s2, 0x6
s_cmpk_lg_i32 s2, 0x6
s_cmpk_gt_i32 s2, 0x6
s_cmpk_ge_i32 s2, 0x6
s_cmpk_lt_i32 s2, 0x6
s_cmpk_le_i32 s2, 0x6
s_cmpk_eq_u32 s2, 0x6
s_cmpk_lg_u32 s2, 0x6
s_cmpk_gt_u32 s2, 0x6
s_cmpk_ge_u32 s2, 0x6
s_cmpk_lt_u32 s2, 0x6
s_cmpk_le_u32 s2, 0x6
s_cmpk_le_u32 s2, 0xFFFF
s_addk_i32 s2, 0x6
s_mulk_i32 s2, 0x6
s_mulk_i32 s2, -1
s_mulk_i32 s2, 0xFFFF
s_cbranch_i_fork s[2:3], 0x6
s_getreg_b32 s2, 0x6
s_getreg_b32 s2, hwreg(HW_REG_GPR_ALLOC, 1, 31)
s_getreg_b32 s2, hwreg(51, 1, 31)
s_getreg_b32 s2, {id: 51, offset: 1, size: 31}
s_getreg_b32 s2, hwreg(51)
s_getreg_b32 s2, {id: 51}
s_getreg_b32 s2, {size: 32, id: 51}
s_getreg_b32 s2, {}
s_getreg_b32 s2, hwreg(10)
s_getreg_b32 s2, hwreg(15)
s_getreg_b32 s2, hwreg(16)
s_getreg_b32 s2, hwreg(17)
s_getreg_b32 s2, hwreg(18)
s_getreg_b32 s2, hwreg(19)
s_getreg_b32 s2, hwreg(20)
s_getreg_b32 s2, hwreg(21)
s_getreg_b32 s2, hwreg(22)
s_getreg_b32 s2, hwreg(23)
s_getreg_b32 s2, hwreg(24)
s_getreg_b32 s2, hwreg(25)
s_setreg_b32 0x6, s2
s_setreg_b32 0x33, s2
s_setreg_b32 0xf803, s2
s_setreg_b32 hwreg(HW_REG_HW_ID), s2
s_setreg_b32 hwreg(HW_REG_HW_ID1), s2
s_setreg_b32 hwreg(HW_REG_HW_ID2), s2
s_setreg_b32 hwreg(HW_REG_GPR_ALLOC, 1, 31), s2
s_setreg_b32 hwreg(10), s2
s_setreg_b32 hwreg(15), s2
s_setreg_b32 hwreg(16), s2
s_setreg_b32 hwreg(17), s2
s_setreg_b32 hwreg(18), s2
s_setreg_b32 hwreg(19), s2
s_setreg_b32 hwreg(20), s2
s_setreg_b32 hwreg(21), s2
s_setreg_b32 hwreg(22), s2
s_setreg_b32 hwreg(23), s2
s_setreg_b32 hwreg(24), s2
s_setreg_b32 hwreg(25), s2
s_setreg_b32 hwreg(5, 1, 31), s2
s_setreg_imm32_b32 0x6, 0xff
s_setreg_imm32_b32 hwreg(HW_REG_GPR_ALLOC, 1, 31), 0xff
hwreg=6
s_getreg_b32 s2, hwreg
x=5
s_getreg_b32 s2, x+1
x=5
s_getreg_b32 s2, 1+x
reg=50
offset=2
width=30
s_getreg_b32 s2, hwreg(reg + 1, offset - 1, width + 1)
s_getreg_b32 s2, {id: reg + 1, offset: offset - 1, size: width + 1}
s_getreg_b32 s2, hwreg(1 + reg, -1 + offset, 1 + width)
s_getreg_b32 s2, {id: 1 + reg, offset: -1 + offset, size: 1 + width}
s_endpgm_ordered_ps_done
s_call_b64 null, 12609
s_call_b64 s[12:13], 12609
s_call_b64 s[100:101], 12609
s_call_b64 s[10:11], 49617
offset = 4
s_call_b64 s[0:1], offset + 4
offset = 4
s_call_b64 s[0:1], 4 + offset
