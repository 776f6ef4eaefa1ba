// Input lines of llvm/test/MC/AMDGPU/smem-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 1bbf4f7f4b6d; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_buffer_load_dword exec_hi, s[0:3], s4
s_buffer_load_dword exec_lo, s[0:3], s4
s_buffer_load_dword m0, s[0:3], s4
s_buffer_load_dwordx2 exec, s[0:3], s4
s_buffer_store_dword exec_hi, s[0:3], 0x0
s_buffer_store_dword exec_lo, s[0:3], 0x0
s_buffer_store_dword m0, s[0:3], 0x0
s_buffer_store_dwordx2 exec, s[0:3], 0x0
s_load_dword exec_hi, s[0:1], s4
s_load_dword exec_lo, s[0:1], s4
s_load_dword m0, s[0:1], s4
s_load_dwordx2 exec, s[0:1], s4
s_memrealtime exec
s_memtime exec
s_store_dword exec_hi, s[2:3], 0x0
s_store_dword exec_lo, s[2:3], 0x0
s_store_dword m0, s[2:3], 0x0
s_store_dwordx2 exec, s[2:3], 0x0
