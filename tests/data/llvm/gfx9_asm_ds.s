// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_ds.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 6660174063ab: one page (ds_or_rtn_b64 .. ds_read_i16: src2 forms,
// ordered_count, permute, read2/read2st64 offsets, addtid, b96/b128 reads, gds); the rest of the
// file repeats these operand forms for the other mnemonics; RUN/CHECK lines removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
ds_or_rtn_b64 v[5:6], v1, v[2:3] offset:65535 gds
ds_or_rtn_b64 v[5:6], v255, v[2:3] offset:65535
ds_or_src2_b32 v1
ds_or_src2_b32 v1 offset:0
ds_or_src2_b32 v1 offset:4
ds_or_src2_b32 v1 offset:65535
ds_or_src2_b32 v1 offset:65535 gds
ds_or_src2_b32 v255 offset:65535
ds_or_src2_b64 v1
ds_or_src2_b64 v1 offset:0
ds_or_src2_b64 v1 offset:4
ds_or_src2_b64 v1 offset:65535
ds_or_src2_b64 v1 offset:65535 gds
ds_or_src2_b64 v255 offset:65535
ds_ordered_count v255, v1 offset:65535 gds
ds_ordered_count v5, v1 gds
ds_ordered_count v5, v1 offset:0 gds
ds_ordered_count v5, v1 offset:4 gds
ds_ordered_count v5, v1 offset:65535 gds
ds_ordered_count v5, v255 offset:65535 gds
ds_permute_b32 v255, v1, v2 offset:65535
ds_permute_b32 v5, v1, v2
ds_permute_b32 v5, v1, v2 offset:0
ds_permute_b32 v5, v1, v2 offset:4
ds_permute_b32 v5, v1, v2 offset:65535
ds_permute_b32 v5, v1, v255 offset:65535
ds_permute_b32 v5, v255, v2 offset:65535
ds_read2_b32 6]:v[254:255], v1 offset0:127 offset1:255
ds_read2_b32 v[5, v1 offset0:0 offset1:255
ds_read2_b32 v[5, v1 offset0:127
ds_read2_b32 v[5, v1 offset0:127 offset1:0
ds_read2_b32 v[5, v1 offset0:127 offset1:1
ds_read2_b32 v[5, v1 offset0:127 offset1:255
ds_read2_b32 v[5, v1 offset0:127 offset1:255 gds
ds_read2_b32 v[5, v1 offset0:16 offset1:255
ds_read2_b32 v[5, v1 offset1:255
ds_read2_b32 v[5, v255 offset0:127 offset1:255
ds_read2_b64 8]:v[252:255], v1 offset0:127 offset1:255
ds_read2_b64 v[5, v1 offset0:0 offset1:255
ds_read2_b64 v[5, v1 offset0:127
ds_read2_b64 v[5, v1 offset0:127 offset1:0
ds_read2_b64 v[5, v1 offset0:127 offset1:1
ds_read2_b64 v[5, v1 offset0:127 offset1:255
ds_read2_b64 v[5, v1 offset0:127 offset1:255 gds
ds_read2_b64 v[5, v1 offset0:16 offset1:255
ds_read2_b64 v[5, v1 offset1:255
ds_read2_b64 v[5, v255 offset0:127 offset1:255
ds_read2st64_b32 6]:v[254:255], v1 offset0:127 offset1:255
ds_read2st64_b32 v[5, v1 offset0:0 offset1:255
ds_read2st64_b32 v[5, v1 offset0:127
ds_read2st64_b32 v[5, v1 offset0:127 offset1:0
ds_read2st64_b32 v[5, v1 offset0:127 offset1:1
ds_read2st64_b32 v[5, v1 offset0:127 offset1:255
ds_read2st64_b32 v[5, v1 offset0:127 offset1:255 gds
ds_read2st64_b32 v[5, v1 offset0:16 offset1:255
ds_read2st64_b32 v[5, v1 offset1:255
ds_read2st64_b32 v[5, v255 offset0:127 offset1:255
ds_read2st64_b64 8]:v[252:255], v1 offset0:127 offset1:255
ds_read2st64_b64 v[5, v1 offset0:0 offset1:255
ds_read2st64_b64 v[5, v1 offset0:127
ds_read2st64_b64 v[5, v1 offset0:127 offset1:0
ds_read2st64_b64 v[5, v1 offset0:127 offset1:1
ds_read2st64_b64 v[5, v1 offset0:127 offset1:255
ds_read2st64_b64 v[5, v1 offset0:127 offset1:255 gds
ds_read2st64_b64 v[5, v1 offset0:16 offset1:255
ds_read2st64_b64 v[5, v1 offset1:255
ds_read2st64_b64 v[5, v255 offset0:127 offset1:255
ds_read_addtid_b32 v255 offset:65535
ds_read_addtid_b32 v5
ds_read_addtid_b32 v5 offset:0
ds_read_addtid_b32 v5 offset:4
ds_read_addtid_b32 v5 offset:65535
ds_read_addtid_b32 v5 offset:65535 gds
ds_read_b128 v[252:255], v1 offset:65535
ds_read_b128 v[5:8], v1
ds_read_b128 v[5:8], v1 offset:0
ds_read_b128 v[5:8], v1 offset:4
ds_read_b128 v[5:8], v1 offset:65535
ds_read_b128 v[5:8], v1 offset:65535 gds
ds_read_b128 v[5:8], v255 offset:65535
ds_read_b32 v255, v1 offset:65535
ds_read_b32 v5, v1
ds_read_b32 v5, v1 offset:0
ds_read_b32 v5, v1 offset:4
ds_read_b32 v5, v1 offset:65535
ds_read_b32 v5, v1 offset:65535 gds
ds_read_b32 v5, v255 offset:65535
ds_read_b64 v[254:255], v1 offset:65535
ds_read_b64 v[5:6], v1
ds_read_b64 v[5:6], v1 offset:0
ds_read_b64 v[5:6], v1 offset:4
ds_read_b64 v[5:6], v1 offset:65535
ds_read_b64 v[5:6], v1 offset:65535 gds
ds_read_b64 v[5:6], v255 offset:65535
ds_read_b96 v[253:255], v1 offset:65535
ds_read_b96 v[5:7], v1
ds_read_b96 v[5:7], v1 offset:0
ds_read_b96 v[5:7], v1 offset:4
ds_read_b96 v[5:7], v1 offset:65535
ds_read_b96 v[5:7], v1 offset:65535 gds
ds_read_b96 v[5:7], v255 offset:65535
ds_read_i16 v255, v1 offset:65535
ds_read_i16 v5, v1
ds_read_i16 v5, v1 offset:0
ds_read_i16 v5, v1 offset:4
ds_read_i16 v5, v1 offset:65535
ds_read_i16 v5, v1 offset:65535 gds
ds_read_i16 v5, v255 offset:65535
