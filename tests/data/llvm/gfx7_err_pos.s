// Input lines of llvm/test/MC/AMDGPU/gfx7_err_pos.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 2c19357ae2f0: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_load_dword s1, s[2:3], 0xfc glc slc
s_load_dword s1, s[2:3], 0xfc slc
image_gather4 v[5:6], v1, s[8:15], s[12:15] dmask:0x1 d16
v_add_co_u32 v84, s[4:5], v13, v31 clamp
v_and_b32_e64 v0, 0.159154943091895317852646485335, v1
v_and_b32_e64 v0, INV2PI, v1
s_load_dword s5, s[2:3], glc
v_alignbit_b32 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_alignbyte_b32 v5, v1, v2, v3 op_sel:[1,1,1,1]
