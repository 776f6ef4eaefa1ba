// Input lines of llvm/test/MC/AMDGPU/mimg-err.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 24cdc0331b9d: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
image_load    v[4:6], v[237:240], s[28:35] dmask:0x7 tfe
image_load    v[4:5], v[236:239], s[28:35] dmask:0x7
image_store   v[4:7], v[236:239], s[28:35] dmask:0x7
image_store   v[4:7], v[236:239], s[28:35] dmask:0xe
image_load    v4, v[236:239], s[28:35] tfe
image_sample  v[192:194], v[236:239], s[28:35], s[4:7] dmask:0x7 tfe
image_sample  v[192:194], v[236:239], s[28:35], s[4:7] dmask:0x3
image_sample  v[192:194], v[236:239], s[28:35], s[4:7] dmask:0xf
image_atomic_add v252, v2, s[8:15] dmask:0x1 tfe
image_atomic_add v[6:7], v255, s[8:15] dmask:0x2
image_atomic_add v[6:7], v255, s[8:15] dmask:0xf
image_atomic_cmpswap v[4:7], v[192:195], s[28:35] dmask:0xf tfe
image_atomic_add v252, v2, s[8:15]
image_atomic_add v[6:7], v255, s[8:15] dmask:0x2 tfe
image_atomic_cmpswap v[4:7], v[192:195], s[28:35] dmask:0xe tfe
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x3
image_atomic_add v5, v1, s[8:11] dmask:0x1
image_atomic_add v5, v1, s[8:15] dmask:0x1 r128
image_sample  v[192:194], v[236:239], s[28:31], s[4:7] dmask:0x3
image_sample  v[192:194], v[236:239], s[28:35], s[4:7] dmask:0x3 r128
image_gather4 v[5:8], v[1:4], s[8:11], s[12:15] dmask:0x3
image_gather4 v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x3 r128
image_load v[6:7], v1, s[8:11] dmask:0x1
image_load v[5:6], v1, s[8:15] dmask:0x1 r128
image_store   v[4:7], v[236:239], s[28:31] dmask:0x7
image_store   v[4:7], v[236:239], s[28:35] dmask:0x7 r128
