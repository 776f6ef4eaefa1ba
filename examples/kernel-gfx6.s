; GCN 1.0 (tahiti): SMRD scalar loads have dword offsets and no cache policy.
;   gcnls mc -arch=amdgcn -mcpu=tahiti -show-encoding examples/kernel-gfx6.s
; gcnls: mcpu=tahiti   (read by the language server and gcnls xcheck; gcnls mc takes -mcpu=tahiti)
	s_load_dword s5, s[2:3], 0x4
	s_load_dwordx4 s[4:7], s[2:3], s8
	s_buffer_load_dword s1, s[4:7], 0xff
	s_movk_i32 s1, 0x1234
	ds_read2_b64 v[2:5], v1 offset0:1 offset1:2
	s_memtime s[10:11]
