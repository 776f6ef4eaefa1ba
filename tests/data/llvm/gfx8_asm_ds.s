// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_ds.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 2d4b589b09d5: three parts of the file (ds_add_f32 .. ds_bpermute_b32;
// ds_cmpst_f32 .. ds_gws_barrier with cmpst/condxchg/consume/dec; ds_or_rtn_b32 .. ds_read_b96
// with ds_ordered_count, ds_permute_b32 and the read2 forms);
// the rest repeats these operand forms for the other mnemonics; RUN/CHECK lines removed.
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
ds_add_f32 v1, v2
ds_add_f32 v1, v2 offset:0
ds_add_f32 v1, v2 offset:4
ds_add_f32 v1, v2 offset:65535
ds_add_f32 v1, v2 offset:65535 gds
ds_add_f32 v1, v255 offset:65535
ds_add_f32 v255, v2 offset:65535
ds_add_rtn_f32 v255, v1, v2 offset:65535
ds_add_rtn_f32 v5, v1, v2
ds_add_rtn_f32 v5, v1, v2 offset:0
ds_add_rtn_f32 v5, v1, v2 offset:4
ds_add_rtn_f32 v5, v1, v2 offset:65535
ds_add_rtn_f32 v5, v1, v2 offset:65535 gds
ds_add_rtn_f32 v5, v1, v255 offset:65535
ds_add_rtn_f32 v5, v255, v2 offset:65535
ds_add_rtn_u32 v255, v1, v2 offset:65535
ds_add_rtn_u32 v5, v1, v2
ds_add_rtn_u32 v5, v1, v2 offset:0
ds_add_rtn_u32 v5, v1, v2 offset:4
ds_add_rtn_u32 v5, v1, v2 offset:65535
ds_add_rtn_u32 v5, v1, v2 offset:65535 gds
ds_add_rtn_u32 v5, v1, v255 offset:65535
ds_add_rtn_u32 v5, v255, v2 offset:65535
ds_add_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_add_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_add_rtn_u64 v[5:6], v1, v[2:3]
ds_add_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_add_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_add_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_add_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_add_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_add_src2_f32 v1
ds_add_src2_f32 v1 offset:0
ds_add_src2_f32 v1 offset:4
ds_add_src2_f32 v1 offset:65535
ds_add_src2_f32 v1 offset:65535 gds
ds_add_src2_f32 v255 offset:65535
ds_add_src2_u32 v1
ds_add_src2_u32 v1 offset:0
ds_add_src2_u32 v1 offset:4
ds_add_src2_u32 v1 offset:65535
ds_add_src2_u32 v1 offset:65535 gds
ds_add_src2_u32 v255 offset:65535
ds_add_src2_u64 v1
ds_add_src2_u64 v1 offset:0
ds_add_src2_u64 v1 offset:4
ds_add_src2_u64 v1 offset:65535
ds_add_src2_u64 v1 offset:65535 gds
ds_add_src2_u64 v255 offset:65535
ds_add_u32 v1, v2
ds_add_u32 v1, v2 offset:0
ds_add_u32 v1, v2 offset:4
ds_add_u32 v1, v2 offset:65535
ds_add_u32 v1, v2 offset:65535 gds
ds_add_u32 v1, v255 offset:65535
ds_add_u32 v255, v2 offset:65535
ds_add_u64 v1, v[254:255] offset:65535
ds_add_u64 v1, v[2:3]
ds_add_u64 v1, v[2:3] offset:0
ds_add_u64 v1, v[2:3] offset:4
ds_add_u64 v1, v[2:3] offset:65535
ds_add_u64 v1, v[2:3] offset:65535 gds
ds_add_u64 v255, v[2:3] offset:65535
ds_and_b32 v1, v2
ds_and_b32 v1, v2 offset:0
ds_and_b32 v1, v2 offset:4
ds_and_b32 v1, v2 offset:65535
ds_and_b32 v1, v2 offset:65535 gds
ds_and_b32 v1, v255 offset:65535
ds_and_b32 v255, v2 offset:65535
ds_and_b64 v1, v[254:255] offset:65535
ds_and_b64 v1, v[2:3]
ds_and_b64 v1, v[2:3] offset:0
ds_and_b64 v1, v[2:3] offset:4
ds_and_b64 v1, v[2:3] offset:65535
ds_and_b64 v1, v[2:3] offset:65535 gds
ds_and_b64 v255, v[2:3] offset:65535
ds_and_rtn_b32 v255, v1, v2 offset:65535
ds_and_rtn_b32 v5, v1, v2
ds_and_rtn_b32 v5, v1, v2 offset:0
ds_and_rtn_b32 v5, v1, v2 offset:4
ds_and_rtn_b32 v5, v1, v2 offset:65535
ds_and_rtn_b32 v5, v1, v2 offset:65535 gds
ds_and_rtn_b32 v5, v1, v255 offset:65535
ds_and_rtn_b32 v5, v255, v2 offset:65535
ds_and_rtn_b64 v[254:255], v1, v[2:3] offset:65535
ds_and_rtn_b64 v[5:6], v1, v[254:255] offset:65535
ds_and_rtn_b64 v[5:6], v1, v[2:3]
ds_and_rtn_b64 v[5:6], v1, v[2:3] offset:0
ds_and_rtn_b64 v[5:6], v1, v[2:3] offset:4
ds_and_rtn_b64 v[5:6], v1, v[2:3] offset:65535
ds_and_rtn_b64 v[5:6], v1, v[2:3] offset:65535 gds
ds_and_rtn_b64 v[5:6], v255, v[2:3] offset:65535
ds_and_src2_b32 v1
ds_and_src2_b32 v1 offset:0
ds_and_src2_b32 v1 offset:4
ds_and_src2_b32 v1 offset:65535
ds_and_src2_b32 v1 offset:65535 gds
ds_and_src2_b32 v255 offset:65535
ds_and_src2_b64 v1
ds_and_src2_b64 v1 offset:0
ds_and_src2_b64 v1 offset:4
ds_and_src2_b64 v1 offset:65535
ds_and_src2_b64 v1 offset:65535 gds
ds_and_src2_b64 v255 offset:65535
ds_append v255 offset:65535
ds_append v5
ds_append v5 offset:0
ds_append v5 offset:4
ds_append v5 offset:65535
ds_append v5 offset:65535 gds
ds_bpermute_b32 v255, v1, v2 offset:65535
ds_bpermute_b32 v5, v1, v2
ds_cmpst_f32 v255, v2, v3 offset:65535
ds_cmpst_f64 v1, v[254:255], v[3:4] offset:65535
ds_cmpst_f64 v1, v[2:3], v[254:255] offset:65535
ds_cmpst_f64 v1, v[2:3], v[3:4]
ds_cmpst_f64 v1, v[2:3], v[3:4] offset:0
ds_cmpst_f64 v1, v[2:3], v[3:4] offset:4
ds_cmpst_f64 v1, v[2:3], v[3:4] offset:65535
ds_cmpst_f64 v1, v[2:3], v[3:4] offset:65535 gds
ds_cmpst_f64 v255, v[2:3], v[3:4] offset:65535
ds_cmpst_rtn_b32 v255, v1, v2, v3 offset:65535
ds_cmpst_rtn_b32 v5, v1, v2, v255 offset:65535
ds_cmpst_rtn_b32 v5, v1, v2, v3
ds_cmpst_rtn_b32 v5, v1, v2, v3 offset:0
ds_cmpst_rtn_b32 v5, v1, v2, v3 offset:4
ds_cmpst_rtn_b32 v5, v1, v2, v3 offset:65535
ds_cmpst_rtn_b32 v5, v1, v2, v3 offset:65535 gds
ds_cmpst_rtn_b32 v5, v1, v255, v3 offset:65535
ds_cmpst_rtn_b32 v5, v255, v2, v3 offset:65535
ds_cmpst_rtn_b64 v[254:255], v1, v[2:3], v[3:4] offset:65535
ds_cmpst_rtn_b64 v[5:6], v1, v[254:255], v[3:4] offset:65535
ds_cmpst_rtn_b64 v[5:6], v1, v[2:3], v[254:255] offset:65535
ds_cmpst_rtn_b64 v[5:6], v1, v[2:3], v[3:4]
ds_cmpst_rtn_b64 v[5:6], v1, v[2:3], v[3:4] offset:0
ds_cmpst_rtn_b64 v[5:6], v1, v[2:3], v[3:4] offset:4
ds_cmpst_rtn_b64 v[5:6], v1, v[2:3], v[3:4] offset:65535
ds_cmpst_rtn_b64 v[5:6], v1, v[2:3], v[3:4] offset:65535 gds
ds_cmpst_rtn_b64 v[5:6], v255, v[2:3], v[3:4] offset:65535
ds_cmpst_rtn_f32 v255, v1, v2, v3 offset:65535
ds_cmpst_rtn_f32 v5, v1, v2, v255 offset:65535
ds_cmpst_rtn_f32 v5, v1, v2, v3
ds_cmpst_rtn_f32 v5, v1, v2, v3 offset:0
ds_cmpst_rtn_f32 v5, v1, v2, v3 offset:4
ds_cmpst_rtn_f32 v5, v1, v2, v3 offset:65535
ds_cmpst_rtn_f32 v5, v1, v2, v3 offset:65535 gds
ds_cmpst_rtn_f32 v5, v1, v255, v3 offset:65535
ds_cmpst_rtn_f32 v5, v255, v2, v3 offset:65535
ds_cmpst_rtn_f64 v[254:255], v1, v[2:3], v[3:4] offset:65535
ds_cmpst_rtn_f64 v[5:6], v1, v[254:255], v[3:4] offset:65535
ds_cmpst_rtn_f64 v[5:6], v1, v[2:3], v[254:255] offset:65535
ds_cmpst_rtn_f64 v[5:6], v1, v[2:3], v[3:4]
ds_cmpst_rtn_f64 v[5:6], v1, v[2:3], v[3:4] offset:0
ds_cmpst_rtn_f64 v[5:6], v1, v[2:3], v[3:4] offset:4
ds_cmpst_rtn_f64 v[5:6], v1, v[2:3], v[3:4] offset:65535
ds_cmpst_rtn_f64 v[5:6], v1, v[2:3], v[3:4] offset:65535 gds
ds_cmpst_rtn_f64 v[5:6], v255, v[2:3], v[3:4] offset:65535
ds_condxchg32_rtn_b64 v[254:255], v1, v[2:3] offset:65535
ds_condxchg32_rtn_b64 v[5:6], v1, v[254:255] offset:65535
ds_condxchg32_rtn_b64 v[5:6], v1, v[2:3]
ds_condxchg32_rtn_b64 v[5:6], v1, v[2:3] offset:0
ds_condxchg32_rtn_b64 v[5:6], v1, v[2:3] offset:4
ds_condxchg32_rtn_b64 v[5:6], v1, v[2:3] offset:65535
ds_condxchg32_rtn_b64 v[5:6], v1, v[2:3] offset:65535 gds
ds_condxchg32_rtn_b64 v[5:6], v255, v[2:3] offset:65535
ds_consume v255 offset:65535
ds_consume v5
ds_consume v5 offset:0
ds_consume v5 offset:4
ds_consume v5 offset:65535
ds_consume v5 offset:65535 gds
ds_dec_rtn_u32 v255, v1, v2 offset:65535
ds_dec_rtn_u32 v5, v1, v2
ds_dec_rtn_u32 v5, v1, v2 offset:0
ds_dec_rtn_u32 v5, v1, v2 offset:4
ds_dec_rtn_u32 v5, v1, v2 offset:65535
ds_dec_rtn_u32 v5, v1, v2 offset:65535 gds
ds_dec_rtn_u32 v5, v1, v255 offset:65535
ds_dec_rtn_u32 v5, v255, v2 offset:65535
ds_dec_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_dec_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_dec_rtn_u64 v[5:6], v1, v[2:3]
ds_dec_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_dec_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_dec_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_dec_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_dec_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_dec_src2_u32 v1
ds_dec_src2_u32 v1 offset:0
ds_dec_src2_u32 v1 offset:4
ds_dec_src2_u32 v1 offset:65535
ds_dec_src2_u32 v1 offset:65535 gds
ds_dec_src2_u32 v255 offset:65535
ds_dec_src2_u64 v1
ds_dec_src2_u64 v1 offset:0
ds_dec_src2_u64 v1 offset:4
ds_dec_src2_u64 v1 offset:65535
ds_dec_src2_u64 v1 offset:65535 gds
ds_dec_src2_u64 v255 offset:65535
ds_dec_u32 v1, v2
ds_dec_u32 v1, v2 offset:0
ds_dec_u32 v1, v2 offset:4
ds_dec_u32 v1, v2 offset:65535
ds_dec_u32 v1, v2 offset:65535 gds
ds_dec_u32 v1, v255 offset:65535
ds_dec_u32 v255, v2 offset:65535
ds_dec_u64 v1, v[254:255] offset:65535
ds_dec_u64 v1, v[2:3]
ds_dec_u64 v1, v[2:3] offset:0
ds_dec_u64 v1, v[2:3] offset:4
ds_dec_u64 v1, v[2:3] offset:65535
ds_dec_u64 v1, v[2:3] offset:65535 gds
ds_dec_u64 v255, v[2:3] offset:65535
ds_gws_barrier v1 gds
ds_gws_barrier v1 offset:0 gds
ds_gws_barrier v1 offset:4 gds
ds_gws_barrier v1 offset:65535 gds
ds_or_rtn_b32 v5, v1, v2
ds_or_rtn_b32 v5, v1, v2 offset:0
ds_or_rtn_b32 v5, v1, v2 offset:4
ds_or_rtn_b32 v5, v1, v2 offset:65535
ds_or_rtn_b32 v5, v1, v2 offset:65535 gds
ds_or_rtn_b32 v5, v1, v255 offset:65535
ds_or_rtn_b32 v5, v255, v2 offset:65535
ds_or_rtn_b64 v[254:255], v1, v[2:3] offset:65535
ds_or_rtn_b64 v[5:6], v1, v[254:255] offset:65535
ds_or_rtn_b64 v[5:6], v1, v[2:3]
ds_or_rtn_b64 v[5:6], v1, v[2:3] offset:0
ds_or_rtn_b64 v[5:6], v1, v[2:3] offset:4
ds_or_rtn_b64 v[5:6], v1, v[2:3] offset:65535
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
ds_read2_b32 v[254:255], v1 offset0:127 offset1:255
ds_read2_b32 v[5:6], v1 offset0:0 offset1:255
ds_read2_b32 v[5:6], v1 offset0:127
ds_read2_b32 v[5:6], v1 offset0:127 offset1:0
ds_read2_b32 v[5:6], v1 offset0:127 offset1:1
ds_read2_b32 v[5:6], v1 offset0:127 offset1:255
ds_read2_b32 v[5:6], v1 offset0:127 offset1:255 gds
ds_read2_b32 v[5:6], v1 offset0:16 offset1:255
ds_read2_b32 v[5:6], v1 offset1:255
ds_read2_b32 v[5:6], v255 offset0:127 offset1:255
ds_read2_b64 v[252:255], v1 offset0:127 offset1:255
ds_read2_b64 v[5:8], v1 offset0:0 offset1:255
ds_read2_b64 v[5:8], v1 offset0:127
ds_read2_b64 v[5:8], v1 offset0:127 offset1:0
ds_read2_b64 v[5:8], v1 offset0:127 offset1:1
ds_read2_b64 v[5:8], v1 offset0:127 offset1:255
ds_read2_b64 v[5:8], v1 offset0:127 offset1:255 gds
ds_read2_b64 v[5:8], v1 offset0:16 offset1:255
ds_read2_b64 v[5:8], v1 offset1:255
ds_read2_b64 v[5:8], v255 offset0:127 offset1:255
ds_read2st64_b32 v[254:255], v1 offset0:127 offset1:255
ds_read2st64_b32 v[5:6], v1 offset0:0 offset1:255
ds_read2st64_b32 v[5:6], v1 offset0:127
ds_read2st64_b32 v[5:6], v1 offset0:127 offset1:0
ds_read2st64_b32 v[5:6], v1 offset0:127 offset1:1
ds_read2st64_b32 v[5:6], v1 offset0:127 offset1:255
ds_read2st64_b32 v[5:6], v1 offset0:127 offset1:255 gds
ds_read2st64_b32 v[5:6], v1 offset0:16 offset1:255
ds_read2st64_b32 v[5:6], v1 offset1:255
ds_read2st64_b32 v[5:6], v255 offset0:127 offset1:255
ds_read2st64_b64 v[252:255], v1 offset0:127 offset1:255
ds_read2st64_b64 v[5:8], v1 offset0:0 offset1:255
ds_read2st64_b64 v[5:8], v1 offset0:127
ds_read2st64_b64 v[5:8], v1 offset0:127 offset1:0
ds_read2st64_b64 v[5:8], v1 offset0:127 offset1:1
ds_read2st64_b64 v[5:8], v1 offset0:127 offset1:255
ds_read2st64_b64 v[5:8], v1 offset0:127 offset1:255 gds
ds_read2st64_b64 v[5:8], v1 offset0:16 offset1:255
ds_read2st64_b64 v[5:8], v1 offset1:255
ds_read2st64_b64 v[5:8], v255 offset0:127 offset1:255
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
