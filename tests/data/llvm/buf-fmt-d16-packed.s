// Input lines of llvm/test/MC/AMDGPU/buf-fmt-d16-packed.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 19bc9c052167: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
buffer_load_format_d16_x v1, off, s[4:7], s1
buffer_load_format_d16_xy v1, off, s[4:7], s1
buffer_load_format_d16_xyz v[1:2], off, s[4:7], s1
buffer_load_format_d16_xyzw v[1:2], off, s[4:7], s1
buffer_store_format_d16_x v1, off, s[4:7], s1
buffer_store_format_d16_xy v1, off, s[4:7], s1
buffer_store_format_d16_xyz v[1:2], off, s[4:7], s1
buffer_store_format_d16_xyzw v[1:2], off, s[4:7], s1
tbuffer_load_format_d16_x v1, off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_load_format_d16_xy v1, off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_load_format_d16_xyz v[1:2], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_load_format_d16_xyzw v[1:2], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_store_format_d16_x v1, off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_store_format_d16_xy v1, off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_store_format_d16_xyz v[1:2], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_store_format_d16_xyzw v[1:2], off, s[4:7], dfmt:15, nfmt:2, s1
