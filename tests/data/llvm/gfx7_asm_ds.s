// Input lines of llvm/test/MC/AMDGPU/gfx7_asm_ds.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 7b3c1006f764: its first page of ten (ds_add_rtn_u32 .. ds_cmpst_f32); RUN/CHECK
// lines removed. Expected results are never taken from here: tests/test_llvm_cases.py asks the live
// llvm-mc 22.
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
ds_cmpst_b32 v1, v2, v255 offset:65535
ds_cmpst_b32 v1, v2, v3
ds_cmpst_b32 v1, v2, v3 offset:0
ds_cmpst_b32 v1, v2, v3 offset:4
ds_cmpst_b32 v1, v2, v3 offset:65535
ds_cmpst_b32 v1, v2, v3 offset:65535 gds
ds_cmpst_b32 v1, v255, v3 offset:65535
ds_cmpst_b32 v255, v2, v3 offset:65535
ds_cmpst_b64 v1, v[254:255], v[3:4] offset:65535
ds_cmpst_b64 v1, v[2:3], v[254:255] offset:65535
ds_cmpst_b64 v1, v[2:3], v[3:4]
ds_cmpst_b64 v1, v[2:3], v[3:4] offset:0
ds_cmpst_b64 v1, v[2:3], v[3:4] offset:4
ds_cmpst_b64 v1, v[2:3], v[3:4] offset:65535
ds_cmpst_b64 v1, v[2:3], v[3:4] offset:65535 gds
ds_cmpst_b64 v255, v[2:3], v[3:4] offset:65535
ds_cmpst_f32 v1, v2, v255 offset:65535
ds_cmpst_f32 v1, v2, v3
ds_cmpst_f32 v1, v2, v3 offset:0
ds_cmpst_f32 v1, v2, v3 offset:4
ds_cmpst_f32 v1, v2, v3 offset:65535
ds_cmpst_f32 v1, v2, v3 offset:65535 gds
