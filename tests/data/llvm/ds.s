// Input lines of llvm/test/MC/AMDGPU/ds.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 663026f34cf7; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
ds_add_u32 v2, v4 offset:16
ds_add_src2_f32 v255 offset:65535
ds_add_src2_f32 v0 offset:4 gds
ds_write_src2_b32 v2 offset:2052
ds_write_src2_b64 v2 offset:2052
ds_write2_b32 v2, v4, v6 offset0:4
ds_write2_b32 v2, v4, v6 offset0:4 offset1:8
ds_write2_b32 v2, v4, v6 offset1:8
ds_read2_b32 v[8:9], v2 offset0:4
ds_read2_b32 v[8:9], v2 offset0:4 offset1:8
ds_read2_b32 v[8:9], v2 offset1:8
ds_add_u32 v2, v4
ds_add_f32 v2, v4
ds_sub_u32 v2, v4
ds_rsub_u32 v2, v4
ds_inc_u32 v2, v4
ds_dec_u32 v2, v4
ds_min_i32 v2, v4
ds_max_i32 v2, v4
ds_min_u32 v2, v4
ds_max_u32 v2, v4
ds_and_b32 v2, v4
ds_or_b32 v2, v4
ds_xor_b32 v2, v4
ds_mskor_b32 v2, v4, v6
ds_write_b32 v2, v4
ds_write2_b32 v2, v4, v6
ds_write2st64_b32 v2, v4, v6
ds_cmpst_b32 v2, v4, v6
ds_cmpst_f32 v2, v4, v6
ds_min_f32 v2, v4
ds_max_f32 v2, v4
ds_gws_init v2 gds
ds_gws_init v3 offset:12345 gds
ds_gws_sema_v gds
ds_gws_sema_v offset:257 gds
ds_gws_sema_br v2 gds
ds_gws_sema_p gds
ds_gws_barrier v2 gds
ds_write_b8 v2, v4
ds_write_b16 v2, v4
ds_add_rtn_u32 v8, v2, v4
ds_add_rtn_f32 v8, v2, v4
ds_sub_rtn_u32 v8, v2, v4
ds_rsub_rtn_u32 v8, v2, v4
ds_inc_rtn_u32 v8, v2, v4
ds_dec_rtn_u32 v8, v2, v4
ds_min_rtn_i32 v8, v2, v4
ds_max_rtn_i32 v8, v2, v4
ds_min_rtn_u32 v8, v2, v4
ds_max_rtn_u32 v8, v2, v4
ds_and_rtn_b32 v8, v2, v4
ds_or_rtn_b32 v8, v2, v4
ds_xor_rtn_b32 v8, v2, v4
ds_mskor_rtn_b32 v8, v2, v4, v6
ds_wrxchg_rtn_b32 v8, v2, v4
ds_wrxchg2_rtn_b32 v[8:9], v2, v4, v6
ds_wrxchg2_rtn_b32 v[0:1], v0, v0, v0 offset0:127 offset1:255
ds_wrxchg2st64_rtn_b32 v[8:9] v2, v4, v6
ds_wrxchg2st64_rtn_b32 v[0:1], v0, v255, v0 offset0:127 offset1:255
ds_cmpst_rtn_b32 v8, v2, v4, v6
ds_cmpst_rtn_f32 v8, v2, v4, v6
ds_min_rtn_f32 v8, v2, v4
ds_max_rtn_f32 v8, v2, v4
ds_read_b32 v8, v2
ds_read2_b32 v[8:9], v2
ds_read2st64_b32 v[8:9], v2
ds_read_i8 v8, v2
ds_read_u8 v8, v2
ds_read_i16 v8, v2
ds_read_u16 v8, v2
ds_consume v8
ds_append v8
ds_ordered_count v8, v2 gds
ds_add_u64 v2, v[4:5]
ds_sub_u64 v2, v[4:5]
ds_rsub_u64 v2, v[4:5]
ds_inc_u64 v2, v[4:5]
ds_dec_u64 v2, v[4:5]
ds_min_i64 v2, v[4:5]
ds_max_i64 v2, v[4:5]
ds_min_u64 v2, v[4:5]
ds_max_u64 v2, v[4:5]
ds_and_b64 v2, v[4:5]
ds_or_b64 v2, v[4:5]
ds_xor_b64 v2, v[4:5]
ds_mskor_b64 v2, v[4:5], v[6:7]
ds_write_b64 v2, v[4:5]
ds_write2_b64 v2, v[4:5], v[6:7]
ds_write2st64_b64 v2, v[4:5], v[6:7]
ds_cmpst_b64 v2, v[4:5], v[6:7]
ds_cmpst_f64 v2, v[4:5], v[6:7]
ds_min_f64 v2, v[4:5]
ds_max_f64 v2, v[4:5]
ds_add_rtn_u64 v[8:9], v2, v[4:5]
ds_sub_rtn_u64 v[8:9], v2, v[4:5]
ds_rsub_rtn_u64 v[8:9], v2, v[4:5]
ds_inc_rtn_u64 v[8:9], v2, v[4:5]
ds_dec_rtn_u64 v[8:9] v2, v[4:5]
ds_min_rtn_i64 v[8:9], v2, v[4:5]
ds_max_rtn_i64 v[8:9], v2, v[4:5]
ds_min_rtn_u64 v[8:9], v2, v[4:5]
ds_max_rtn_u64 v[8:9], v2, v[4:5]
ds_and_rtn_b64 v[8:9], v2, v[4:5]
ds_or_rtn_b64 v[8:9], v2, v[4:5]
ds_xor_rtn_b64 v[8:9], v2, v[4:5]
ds_mskor_rtn_b64 v[8:9], v2, v[4:5], v[6:7]
ds_wrxchg_rtn_b64 v[8:9], v2, v[4:5]
ds_wrxchg2_rtn_b64 v[8:11], v2, v[4:5], v[6:7]
ds_wrxchg2_rtn_b64 v[0:3], v0, v[1:2], v[0:1] offset0:127 offset1:255
ds_wrxchg2st64_rtn_b64 v[8:11], v2, v[4:5], v[6:7]
ds_wrxchg2st64_rtn_b64 v[0:3], v255, v[0:1], v[0:1] offset0:127 offset1:255
ds_cmpst_rtn_b64 v[8:9], v2, v[4:5], v[6:7]
ds_cmpst_rtn_f64 v[8:9], v2, v[4:5], v[6:7]
ds_min_rtn_f64 v[8:9], v2, v[4:5]
ds_max_rtn_f64 v[8:9], v2, v[4:5]
ds_read_b64 v[8:9], v2
ds_read2_b64 v[8:11], v2
ds_read2st64_b64 v[8:11], v2
ds_read_b128 v[8:11], v2
ds_write_b128 v2, v[4:7]
ds_nop
ds_swizzle_b32 v8, v2
ds_swizzle_b32 v8, v2 gds
ds_swizzle_b32 v8, v2 offset:0xFFFF
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 0, 1, 2, 3)
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 2, 1, 3, 3)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,1)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,2)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,4)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,8)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,16)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,2)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,4)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,8)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,16)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,32)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,2,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,4,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,8,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,16,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,32,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,2,0)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,4,3)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,8,7)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,16,15)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,32,31)
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "pppii")
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "01pip")
ds_swizzle_b32 v8, v2 offset:0x000
ds_swizzle_b32 v8, v2 offset:0x001
ds_swizzle_b32 v8, v2 offset:0x020
ds_swizzle_b32 v8, v2 offset:0x021
ds_swizzle_b32 v8, v2 offset:0x400
ds_swizzle_b32 v8, v2 offset:0x401
ds_swizzle_b32 v8, v2 offset:0x420
ds_swizzle_b32 v8, v2 offset:0x421
