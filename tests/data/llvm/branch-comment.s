// Input lines of llvm/test/MC/AMDGPU/branch-comment.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 93510a879478: the whole file; RUN/CHECK lines removed. Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22 (with -show-encoding,
// not the file's object round trip).
loop_start_nosym:
s_branch loop_start_nosym
s_branch loop_end_nosym
loop_end_nosym:
  s_nop 0
keep_symbol:
  s_nop 0
loop_start_sym:
s_branch loop_start_sym
s_branch loop_end_sym
loop_end_sym:
  s_nop 0
s_branch 65535
s_branch 32768
s_branch 32767
