// Input lines of llvm/test/MC/AMDGPU/literal16-err.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 25d293f0cb7a: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_add_f16 v1, -32769, v2
v_add_f16 v1, 0x10000, v2
v_add_f16 v1, 0x1000ffff, v2
v_add_f16 v1, 0xfffff, v2
v_add_f16 v1, 0xffffffffffff000f, v2
v_add_f16 v1, 65536, v2
v_add_f32 v1, 0x0000000100000000, v2
v_add_f32 v1, 4294967296, v2
v_and_b32 v1, 0x0000000100000000, v2
