// Input lines of llvm/test/MC/AMDGPU/ds-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0c541a56cf2b; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
ds_add_u32 v2, v4 offset:0x10000
ds_add_u32 v2, v4 offset:1000000000
ds_swizzle_b32 v8, v2 offset
ds_swizzle_b32 v8, v2 offset-
ds_swizzle_b32 v8, v2 offset:
ds_swizzle_b32 v8, v2 offset:SWIZZLE(QUAD_PERM, 0, 1, 2, 3)
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "")
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "ppii")
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "pppi2")
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "pppiii")
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, pppii)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,1,0)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,2,-1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,2,2)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,3,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,33,1)
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, -1, 1, 2, 3)
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 0, 1, 2)
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 0, 1, 2, 3
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 0, 1, 2, 3, 4)
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 4, 1, 2, 3)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,1)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,3)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,33)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,0)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,17)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,3)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,32)
ds_swizzle_b32 v8, v2 offset:swizzle(XXX,1)
ds_swizzle_b32 v8, v2 offset:swizzle(quad_perm, 0, 1, 2, 3)
ds_write2_b32 v2, v4, v6 offset0:0x100
ds_write2_b32 v2, v4, v6 offset0:1000000000
ds_write2_b32 v2, v4, v6 offset0:4 offset0:8
ds_write2_b32 v2, v4, v6 offset1:0x100
ds_write2_b32 v2, v4, v6 offset1:1000000000
ds_write2_b32 v2, v4, v6 offset1:4 offset1:8
