// Lines llvm-mc rejects: gcnls reports the same message at the same column.
//   gcnls mc -arch=amdgcn -mcpu=gfx900 -show-encoding examples/mistakes.s
	s_load_dwordx2 s[3:4], s[2:3], 0x4
	s_load_dword s5, s[2:3], 0x200000
	ds_write2_b32 v1, v2, v3 offset0:256
	s_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 33)
	s_load_dwordx2 s[2:3], s[4:5], 0x4 glc glc
	s_load_dword s102, s[2:3], 0x0
