// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_ds.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 6660174063ab: four parts of the file (ds_gws_barrier .. ds_max_rtn_i32
// with the gfx9 GWS forms, inc and max families; ds_read_i8 .. ds_sub_rtn_u64 with
// the gfx9 d16/d16_hi reads; ds_write_b32 .. ds_wrxchg2st64_rtn_b64 with ds_write_b8_d16_hi,
// ds_write_b96 and the wrxchg2 offsets; ds_or_rtn_b64 .. ds_read_i16 with the src2 forms,
// ds_ordered_count, ds_permute, read2/read2st64 offsets, addtid and b96/b128 reads, last here);
// the rest repeats these operand forms for the other mnemonics; RUN/CHECK lines removed.
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
ds_gws_barrier v255 offset:65535 gds
ds_gws_init v1 gds
ds_gws_init v1 offset:0 gds
ds_gws_init v1 offset:4 gds
ds_gws_init v1 offset:65535 gds
ds_gws_init v255 offset:65535 gds
ds_gws_sema_br v1 gds
ds_gws_sema_br v1 offset:0 gds
ds_gws_sema_br v1 offset:4 gds
ds_gws_sema_br v1 offset:65535 gds
ds_gws_sema_br v255 offset:65535 gds
ds_gws_sema_p gds
ds_gws_sema_p offset:0 gds
ds_gws_sema_p offset:4 gds
ds_gws_sema_p offset:65535 gds
ds_gws_sema_release_all gds
ds_gws_sema_release_all offset:0 gds
ds_gws_sema_release_all offset:4 gds
ds_gws_sema_release_all offset:65535 gds
ds_gws_sema_v gds
ds_gws_sema_v offset:0 gds
ds_gws_sema_v offset:4 gds
ds_gws_sema_v offset:65535 gds
ds_inc_rtn_u32 v255, v1, v2 offset:65535
ds_inc_rtn_u32 v5, v1, v2
ds_inc_rtn_u32 v5, v1, v2 offset:0
ds_inc_rtn_u32 v5, v1, v2 offset:4
ds_inc_rtn_u32 v5, v1, v2 offset:65535
ds_inc_rtn_u32 v5, v1, v2 offset:65535 gds
ds_inc_rtn_u32 v5, v1, v255 offset:65535
ds_inc_rtn_u32 v5, v255, v2 offset:65535
ds_inc_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_inc_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_inc_rtn_u64 v[5:6], v1, v[2:3]
ds_inc_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_inc_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_inc_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_inc_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_inc_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_inc_src2_u32 v1
ds_inc_src2_u32 v1 offset:0
ds_inc_src2_u32 v1 offset:4
ds_inc_src2_u32 v1 offset:65535
ds_inc_src2_u32 v1 offset:65535 gds
ds_inc_src2_u32 v255 offset:65535
ds_inc_src2_u64 v1
ds_inc_src2_u64 v1 offset:0
ds_inc_src2_u64 v1 offset:4
ds_inc_src2_u64 v1 offset:65535
ds_inc_src2_u64 v1 offset:65535 gds
ds_inc_src2_u64 v255 offset:65535
ds_inc_u32 v1, v2
ds_inc_u32 v1, v2 offset:0
ds_inc_u32 v1, v2 offset:4
ds_inc_u32 v1, v2 offset:65535
ds_inc_u32 v1, v2 offset:65535 gds
ds_inc_u32 v1, v255 offset:65535
ds_inc_u32 v255, v2 offset:65535
ds_inc_u64 v1, v[254:255] offset:65535
ds_inc_u64 v1, v[2:3]
ds_inc_u64 v1, v[2:3] offset:0
ds_inc_u64 v1, v[2:3] offset:4
ds_inc_u64 v1, v[2:3] offset:65535
ds_inc_u64 v1, v[2:3] offset:65535 gds
ds_inc_u64 v255, v[2:3] offset:65535
ds_max_f32 v1, v2
ds_max_f32 v1, v2 offset:0
ds_max_f32 v1, v2 offset:4
ds_max_f32 v1, v2 offset:65535
ds_max_f32 v1, v2 offset:65535 gds
ds_max_f32 v1, v255 offset:65535
ds_max_f32 v255, v2 offset:65535
ds_max_f64 v1, v[254:255] offset:65535
ds_max_f64 v1, v[2:3]
ds_max_f64 v1, v[2:3] offset:0
ds_max_f64 v1, v[2:3] offset:4
ds_max_f64 v1, v[2:3] offset:65535
ds_max_f64 v1, v[2:3] offset:65535 gds
ds_max_f64 v255, v[2:3] offset:65535
ds_max_i32 v1, v2
ds_max_i32 v1, v2 offset:0
ds_max_i32 v1, v2 offset:4
ds_max_i32 v1, v2 offset:65535
ds_max_i32 v1, v2 offset:65535 gds
ds_max_i32 v1, v255 offset:65535
ds_max_i32 v255, v2 offset:65535
ds_max_i64 v1, v[254:255] offset:65535
ds_max_i64 v1, v[2:3]
ds_max_i64 v1, v[2:3] offset:0
ds_max_i64 v1, v[2:3] offset:4
ds_max_i64 v1, v[2:3] offset:65535
ds_max_i64 v1, v[2:3] offset:65535 gds
ds_max_i64 v255, v[2:3] offset:65535
ds_max_rtn_f32 v255, v1, v2 offset:65535
ds_max_rtn_f32 v5, v1, v2
ds_max_rtn_f32 v5, v1, v2 offset:0
ds_max_rtn_f32 v5, v1, v2 offset:4
ds_max_rtn_f32 v5, v1, v2 offset:65535
ds_max_rtn_f32 v5, v1, v2 offset:65535 gds
ds_max_rtn_f32 v5, v1, v255 offset:65535
ds_max_rtn_f32 v5, v255, v2 offset:65535
ds_max_rtn_f64 v[254:255], v1, v[2:3] offset:65535
ds_max_rtn_f64 v[5:6], v1, v[254:255] offset:65535
ds_max_rtn_f64 v[5:6], v1, v[2:3]
ds_max_rtn_f64 v[5:6], v1, v[2:3] offset:0
ds_max_rtn_f64 v[5:6], v1, v[2:3] offset:4
ds_max_rtn_f64 v[5:6], v1, v[2:3] offset:65535
ds_max_rtn_f64 v[5:6], v1, v[2:3] offset:65535 gds
ds_max_rtn_f64 v[5:6], v255, v[2:3] offset:65535
ds_max_rtn_i32 v255, v1, v2 offset:65535
ds_max_rtn_i32 v5, v1, v2
ds_max_rtn_i32 v5, v1, v2 offset:0
ds_max_rtn_i32 v5, v1, v2 offset:4
ds_max_rtn_i32 v5, v1, v2 offset:65535
ds_read_i8 v5, v1 offset:0
ds_read_i8 v5, v1 offset:4
ds_read_i8 v5, v1 offset:65535
ds_read_i8 v5, v1 offset:65535 gds
ds_read_i8 v5, v255 offset:65535
ds_read_i8_d16 v255, v1 offset:65535
ds_read_i8_d16 v5, v1
ds_read_i8_d16 v5, v1 offset:0
ds_read_i8_d16 v5, v1 offset:4
ds_read_i8_d16 v5, v1 offset:65535
ds_read_i8_d16 v5, v1 offset:65535 gds
ds_read_i8_d16 v5, v255 offset:65535
ds_read_i8_d16_hi v255, v1 offset:65535
ds_read_i8_d16_hi v5, v1
ds_read_i8_d16_hi v5, v1 offset:0
ds_read_i8_d16_hi v5, v1 offset:4
ds_read_i8_d16_hi v5, v1 offset:65535
ds_read_i8_d16_hi v5, v1 offset:65535 gds
ds_read_i8_d16_hi v5, v255 offset:65535
ds_read_u16 v255, v1 offset:65535
ds_read_u16 v5, v1
ds_read_u16 v5, v1 offset:0
ds_read_u16 v5, v1 offset:4
ds_read_u16 v5, v1 offset:65535
ds_read_u16 v5, v1 offset:65535 gds
ds_read_u16 v5, v255 offset:65535
ds_read_u16_d16 v255, v1 offset:65535
ds_read_u16_d16 v5, v1
ds_read_u16_d16 v5, v1 offset:0
ds_read_u16_d16 v5, v1 offset:4
ds_read_u16_d16 v5, v1 offset:65535
ds_read_u16_d16 v5, v1 offset:65535 gds
ds_read_u16_d16 v5, v255 offset:65535
ds_read_u16_d16_hi v255, v1 offset:65535
ds_read_u16_d16_hi v5, v1
ds_read_u16_d16_hi v5, v1 offset:0
ds_read_u16_d16_hi v5, v1 offset:4
ds_read_u16_d16_hi v5, v1 offset:65535
ds_read_u16_d16_hi v5, v1 offset:65535 gds
ds_read_u16_d16_hi v5, v255 offset:65535
ds_read_u8 v255, v1 offset:65535
ds_read_u8 v5, v1
ds_read_u8 v5, v1 offset:0
ds_read_u8 v5, v1 offset:4
ds_read_u8 v5, v1 offset:65535
ds_read_u8 v5, v1 offset:65535 gds
ds_read_u8 v5, v255 offset:65535
ds_read_u8_d16 v255, v1 offset:65535
ds_read_u8_d16 v5, v1
ds_read_u8_d16 v5, v1 offset:0
ds_read_u8_d16 v5, v1 offset:4
ds_read_u8_d16 v5, v1 offset:65535
ds_read_u8_d16 v5, v1 offset:65535 gds
ds_read_u8_d16 v5, v255 offset:65535
ds_read_u8_d16_hi v255, v1 offset:65535
ds_read_u8_d16_hi v5, v1
ds_read_u8_d16_hi v5, v1 offset:0
ds_read_u8_d16_hi v5, v1 offset:4
ds_read_u8_d16_hi v5, v1 offset:65535
ds_read_u8_d16_hi v5, v1 offset:65535 gds
ds_read_u8_d16_hi v5, v255 offset:65535
ds_rsub_rtn_u32 v255, v1, v2 offset:65535
ds_rsub_rtn_u32 v5, v1, v2
ds_rsub_rtn_u32 v5, v1, v2 offset:0
ds_rsub_rtn_u32 v5, v1, v2 offset:4
ds_rsub_rtn_u32 v5, v1, v2 offset:65535
ds_rsub_rtn_u32 v5, v1, v2 offset:65535 gds
ds_rsub_rtn_u32 v5, v1, v255 offset:65535
ds_rsub_rtn_u32 v5, v255, v2 offset:65535
ds_rsub_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_rsub_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_rsub_rtn_u64 v[5:6], v1, v[2:3]
ds_rsub_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_rsub_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_rsub_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_rsub_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_rsub_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_rsub_src2_u32 v1
ds_rsub_src2_u32 v1 offset:0
ds_rsub_src2_u32 v1 offset:4
ds_rsub_src2_u32 v1 offset:65535
ds_rsub_src2_u32 v1 offset:65535 gds
ds_rsub_src2_u32 v255 offset:65535
ds_rsub_src2_u64 v1
ds_rsub_src2_u64 v1 offset:0
ds_rsub_src2_u64 v1 offset:4
ds_rsub_src2_u64 v1 offset:65535
ds_rsub_src2_u64 v1 offset:65535 gds
ds_rsub_src2_u64 v255 offset:65535
ds_rsub_u32 v1, v2
ds_rsub_u32 v1, v2 offset:0
ds_rsub_u32 v1, v2 offset:4
ds_rsub_u32 v1, v2 offset:65535
ds_rsub_u32 v1, v2 offset:65535 gds
ds_rsub_u32 v1, v255 offset:65535
ds_rsub_u32 v255, v2 offset:65535
ds_rsub_u64 v1, v[254:255] offset:65535
ds_rsub_u64 v1, v[2:3]
ds_rsub_u64 v1, v[2:3] offset:0
ds_rsub_u64 v1, v[2:3] offset:4
ds_rsub_u64 v1, v[2:3] offset:65535
ds_rsub_u64 v1, v[2:3] offset:65535 gds
ds_rsub_u64 v255, v[2:3] offset:65535
ds_sub_rtn_u32 v255, v1, v2 offset:65535
ds_sub_rtn_u32 v5, v1, v2
ds_sub_rtn_u32 v5, v1, v2 offset:0
ds_sub_rtn_u32 v5, v1, v2 offset:4
ds_sub_rtn_u32 v5, v1, v2 offset:65535
ds_sub_rtn_u32 v5, v1, v2 offset:65535 gds
ds_sub_rtn_u32 v5, v1, v255 offset:65535
ds_sub_rtn_u32 v5, v255, v2 offset:65535
ds_sub_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_write_b32 v1, v2
ds_write_b32 v1, v2 offset:0
ds_write_b32 v1, v2 offset:4
ds_write_b32 v1, v2 offset:65535
ds_write_b32 v1, v2 offset:65535 gds
ds_write_b32 v1, v255 offset:65535
ds_write_b32 v255, v2 offset:65535
ds_write_b64 v1, v[254:255] offset:65535
ds_write_b64 v1, v[2:3]
ds_write_b64 v1, v[2:3] offset:0
ds_write_b64 v1, v[2:3] offset:4
ds_write_b64 v1, v[2:3] offset:65535
ds_write_b64 v1, v[2:3] offset:65535 gds
ds_write_b64 v255, v[2:3] offset:65535
ds_write_b8 v1, v2
ds_write_b8 v1, v2 offset:0
ds_write_b8 v1, v2 offset:4
ds_write_b8 v1, v2 offset:65535
ds_write_b8 v1, v2 offset:65535 gds
ds_write_b8 v1, v255 offset:65535
ds_write_b8 v255, v2 offset:65535
ds_write_b8_d16_hi v1, v2
ds_write_b8_d16_hi v1, v2 offset:0
ds_write_b8_d16_hi v1, v2 offset:4
ds_write_b8_d16_hi v1, v2 offset:65535
ds_write_b8_d16_hi v1, v2 offset:65535 gds
ds_write_b8_d16_hi v1, v255 offset:65535
ds_write_b8_d16_hi v255, v2 offset:65535
ds_write_b96 v1, v[253:255] offset:65535
ds_write_b96 v1, v[2:4]
ds_write_b96 v1, v[2:4] offset:0
ds_write_b96 v1, v[2:4] offset:4
ds_write_b96 v1, v[2:4] offset:65535
ds_write_b96 v1, v[2:4] offset:65535 gds
ds_write_b96 v255, v[2:4] offset:65535
ds_write_src2_b32 v1
ds_write_src2_b32 v1 offset:0
ds_write_src2_b32 v1 offset:4
ds_write_src2_b32 v1 offset:65535
ds_write_src2_b32 v1 offset:65535 gds
ds_write_src2_b32 v255 offset:65535
ds_write_src2_b64 v1
ds_write_src2_b64 v1 offset:0
ds_write_src2_b64 v1 offset:4
ds_write_src2_b64 v1 offset:65535
ds_write_src2_b64 v1 offset:65535 gds
ds_write_src2_b64 v255 offset:65535
ds_wrxchg2_rtn_b32 v[254:255], v1, v2, v3 offset0:127 offset1:255
ds_wrxchg2_rtn_b32 v[5:6], v1, v2, v255 offset0:127 offset1:255
ds_wrxchg2_rtn_b32 v[5:6], v1, v2, v3 offset0:0 offset1:255
ds_wrxchg2_rtn_b32 v[5:6], v1, v2, v3 offset0:127
ds_wrxchg2_rtn_b32 v[5:6], v1, v2, v3 offset0:127 offset1:0
ds_wrxchg2_rtn_b32 v[5:6], v1, v2, v3 offset0:127 offset1:1
ds_wrxchg2_rtn_b32 v[5:6], v1, v2, v3 offset0:127 offset1:255
ds_wrxchg2_rtn_b32 v[5:6], v1, v2, v3 offset0:127 offset1:255 gds
ds_wrxchg2_rtn_b32 v[5:6], v1, v2, v3 offset0:16 offset1:255
ds_wrxchg2_rtn_b32 v[5:6], v1, v2, v3 offset1:255
ds_wrxchg2_rtn_b32 v[5:6], v1, v255, v3 offset0:127 offset1:255
ds_wrxchg2_rtn_b32 v[5:6], v255, v2, v3 offset0:127 offset1:255
ds_wrxchg2_rtn_b64 v[252:255], v1, v[2:3], v[3:4] offset0:127 offset1:255
ds_wrxchg2_rtn_b64 v[5:8], v1, v[254:255], v[3:4] offset0:127 offset1:255
ds_wrxchg2_rtn_b64 v[5:8], v1, v[2:3], v[254:255] offset0:127 offset1:255
ds_wrxchg2_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:0 offset1:255
ds_wrxchg2_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127
ds_wrxchg2_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127 offset1:0
ds_wrxchg2_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127 offset1:1
ds_wrxchg2_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127 offset1:255
ds_wrxchg2_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127 offset1:255 gds
ds_wrxchg2_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:16 offset1:255
ds_wrxchg2_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset1:255
ds_wrxchg2_rtn_b64 v[5:8], v255, v[2:3], v[3:4] offset0:127 offset1:255
ds_wrxchg2st64_rtn_b32 v[254:255], v1, v2, v3 offset0:127 offset1:255
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v2, v255 offset0:127 offset1:255
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v2, v3 offset0:0 offset1:255
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v2, v3 offset0:127
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v2, v3 offset0:127 offset1:0
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v2, v3 offset0:127 offset1:1
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v2, v3 offset0:127 offset1:255
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v2, v3 offset0:127 offset1:255 gds
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v2, v3 offset0:16 offset1:255
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v2, v3 offset1:255
ds_wrxchg2st64_rtn_b32 v[5:6], v1, v255, v3 offset0:127 offset1:255
ds_wrxchg2st64_rtn_b32 v[5:6], v255, v2, v3 offset0:127 offset1:255
ds_wrxchg2st64_rtn_b64 v[252:255], v1, v[2:3], v[3:4] offset0:127 offset1:255
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[254:255], v[3:4] offset0:127 offset1:255
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[2:3], v[254:255] offset0:127 offset1:255
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:0 offset1:255
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127 offset1:0
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127 offset1:1
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127 offset1:255
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:127 offset1:255 gds
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset0:16 offset1:255
ds_wrxchg2st64_rtn_b64 v[5:8], v1, v[2:3], v[3:4] offset1:255
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
