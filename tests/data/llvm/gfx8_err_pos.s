// Input lines of llvm/test/MC/AMDGPU/gfx8_err_pos.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 204bf6592a1b: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1 a16
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1 noa16
s_atc_probe 0x7, s[4:5], -1
s_store_dword s1, s[2:3], 0xFFFFFFFFFFF00000
flat_atomic_add v[3:4], v5 inst_offset:8 slc
image_gather4 v[5:6], v1, s[8:15], s[12:15] dmask:0x1 d16
v_cndmask_b32_sdwa v5, v1, sext(v2), vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_0
v_alignbit_b32 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_alignbyte_b32 v5, v1, v2, v3 op_sel:[1,1,1,1]
