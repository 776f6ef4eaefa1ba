// Input lines of llvm/test/MC/AMDGPU/sopk-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 06823b8a3a3b; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_setreg_b32  0x1f803, s2
s_setreg_b32  typo(0x40), s2
s_setreg_b32  hwreg(0x40), s2
s_setreg_b32  hwreg(HW_REG_WRONG), s2
s_setreg_b32  hwreg(1 2,3), s2
s_setreg_b32  hwreg(1,2 3), s2
s_setreg_b32  hwreg(1,2,3, s2
s_setreg_b32  hwreg(3,32,32), s2
s_setreg_b32  hwreg(3,0,33), s2
s_setreg_imm32_b32  0x1f803, 0xff
s_setreg_imm32_b32  hwreg(3,0,33), 0xff
s_getreg_b32  s2, hwreg(3,32,32)
s_cbranch_i_fork s[2:3], 0x6
s_getreg_b32 s2, hwreg(HW_REG_SH_MEM_BASES)
s_getreg_b32 s2, hwreg(HW_REG_TBA_LO)
s_getreg_b32 s2, hwreg(HW_REG_TBA_HI)
s_getreg_b32 s2, hwreg(HW_REG_TMA_LO)
s_getreg_b32 s2, hwreg(HW_REG_TMA_HI)
s_getreg_b32 s2, hwreg(HW_REG_FLAT_SCR_LO)
s_getreg_b32 s2, hwreg(HW_REG_FLAT_SCR_HI)
s_getreg_b32 s2, hwreg(HW_REG_XNACK_MASK)
s_getreg_b32 s2, hwreg(HW_REG_POPS_PACKER)
s_cmpk_le_u32 s2, -1
s_cmpk_le_u32 s2, 0x1ffff
s_cmpk_le_u32 s2, 0x10000
s_mulk_i32 s2, 0xFFFFFFFFFFFF0000
s_mulk_i32 s2, 0x10000
