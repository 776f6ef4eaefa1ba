// Input lines of llvm/test/MC/AMDGPU/literal16.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 1cfa6331d243; RUN/CHECK lines and comments removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_add_f16 v1, 0, v2
v_add_f16 v1, 0.0, v2
v_add_f16 v1, v2, 0
v_add_f16 v1, v2, 0.0
v_add_f16 v1, -0.0, v2
v_add_f16 v1, 1.0, v2
v_add_f16 v1, -1.0, v2
v_add_f16 v1, -0.5, v2
v_add_f16 v1, 0.5, v2
v_add_f16 v1, 2.0, v2
v_add_f16 v1, -2.0, v2
v_add_f16 v1, 4.0, v2
v_add_f16 v1, -4.0, v2
v_add_f16 v1, 0.15915494, v2
v_add_f16 v1, INV2PI, v2
v_add_f16 v1, -0.15915494, v2
v_add_f16 v1, -INV2PI, v2
v_add_f16 v1, -1, v2
v_add_f16 v1, -2, v2
v_add_f16 v1, -3, v2
v_add_f16 v1, -16, v2
v_add_f16 v1, 1, v2
v_add_f16 v1, 2, v2
v_add_f16 v1, 3, v2
v_add_f16 v1, 4, v2
v_add_f16 v1, 15, v2
v_add_f16 v1, 16, v2
v_add_f16 v1, 63, v2
v_add_f16 v1, 64, v2
v_add_f16 v1, 0x0001, v2
v_add_f16 v1, 0xffff, v2
v_add_f16 v1, -17, v2
v_add_f16 v1, 65, v2
v_add_f16 v1, 0x3c00, v2
v_add_f16 v1, 0xbc00, v2
v_add_f16 v1, 0x3800, v2
v_add_f16 v1, 0xb800, v2
v_add_f16 v1, 0x4000, v2
v_add_f16 v1, 0xc000, v2
v_add_f16 v1, 0x4400, v2
v_add_f16 v1, 0xc400, v2
v_add_f16 v1, 0x3118, v2
v_add_f16 v1, -32768, v2
v_add_f16 v1, 32767, v2
v_add_f16 v1, 65535, v2
v_madmk_f16 v1, v2, 0x4280, v3
v_madmk_f16 v1, v2, 1.0, v3
v_madmk_f16 v1, v2, 1, v3
v_madmk_f16 v1, v2, 64.0, v3
v_add_f16_e32 v1, 64.0, v2
