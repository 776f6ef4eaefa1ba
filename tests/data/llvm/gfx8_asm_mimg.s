// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_mimg.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 4c47b8c9183a: one part of the file (image_atomic_add ..
// image_atomic_or); the rest repeats these operand forms; RUN/CHECK lines removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
image_atomic_add v252, v1, s[8:15] dmask:0x1 unorm
image_atomic_add v5, v1, s[12:19] dmask:0x1 unorm
image_atomic_add v5, v1, s[8:15] dmask:0x1 unorm
image_atomic_add v5, v1, s[8:15] dmask:0x1 unorm da
image_atomic_add v5, v1, s[8:15] dmask:0x1 unorm glc
image_atomic_add v5, v1, s[8:15] dmask:0x1 unorm lwe
image_atomic_add v5, v1, s[8:15] dmask:0x1 unorm slc
image_atomic_add v5, v1, s[92:99] dmask:0x1 unorm
image_atomic_add v5, v1, ttmp[4:11] dmask:0x1 unorm
image_atomic_add v5, v255, s[8:15] dmask:0x1 unorm
image_atomic_add v5, v[1:2], s[8:15] dmask:0x1 unorm
image_atomic_add v5, v[1:3], s[8:15] dmask:0x1 unorm
image_atomic_add v5, v[1:4], s[8:15] dmask:0x1 unorm
image_atomic_add v[5:6], v1, s[8:15] dmask:0x3 unorm
image_atomic_and v252, v1, s[8:15] dmask:0x1 unorm
image_atomic_and v5, v1, s[12:19] dmask:0x1 unorm
image_atomic_and v5, v1, s[8:15] dmask:0x1 unorm
image_atomic_and v5, v1, s[8:15] dmask:0x1 unorm da
image_atomic_and v5, v1, s[8:15] dmask:0x1 unorm glc
image_atomic_and v5, v1, s[8:15] dmask:0x1 unorm lwe
image_atomic_and v5, v1, s[8:15] dmask:0x1 unorm slc
image_atomic_and v5, v1, s[92:99] dmask:0x1 unorm
image_atomic_and v5, v1, ttmp[4:11] dmask:0x1 unorm
image_atomic_and v5, v255, s[8:15] dmask:0x1 unorm
image_atomic_and v5, v[1:2], s[8:15] dmask:0x1 unorm
image_atomic_and v5, v[1:3], s[8:15] dmask:0x1 unorm
image_atomic_and v5, v[1:4], s[8:15] dmask:0x1 unorm
image_atomic_and v[5:6], v1, s[8:15] dmask:0x3 unorm
image_atomic_cmpswap v[252:253], v1, s[8:15] dmask:0x3 unorm
image_atomic_cmpswap v[5:6], v1, s[12:19] dmask:0x3 unorm
image_atomic_cmpswap v[5:6], v1, s[8:15] dmask:0x3 unorm
image_atomic_cmpswap v[5:6], v1, s[8:15] dmask:0x3 unorm da
image_atomic_cmpswap v[5:6], v1, s[8:15] dmask:0x3 unorm glc
image_atomic_cmpswap v[5:6], v1, s[8:15] dmask:0x3 unorm lwe
image_atomic_cmpswap v[5:6], v1, s[8:15] dmask:0x3 unorm slc
image_atomic_cmpswap v[5:6], v1, s[92:99] dmask:0x3 unorm
image_atomic_cmpswap v[5:6], v1, ttmp[4:11] dmask:0x3 unorm
image_atomic_cmpswap v[5:6], v255, s[8:15] dmask:0x3 unorm
image_atomic_cmpswap v[5:6], v[1:2], s[8:15] dmask:0x3 unorm
image_atomic_cmpswap v[5:6], v[1:3], s[8:15] dmask:0x3 unorm
image_atomic_cmpswap v[5:6], v[1:4], s[8:15] dmask:0x3 unorm
image_atomic_cmpswap v[5:8], v1, s[8:15] dmask:0xf unorm
image_atomic_dec v252, v1, s[8:15] dmask:0x1 unorm
image_atomic_dec v5, v1, s[12:19] dmask:0x1 unorm
image_atomic_dec v5, v1, s[8:15] dmask:0x1 unorm
image_atomic_dec v5, v1, s[8:15] dmask:0x1 unorm da
image_atomic_dec v5, v1, s[8:15] dmask:0x1 unorm glc
image_atomic_dec v5, v1, s[8:15] dmask:0x1 unorm lwe
image_atomic_dec v5, v1, s[8:15] dmask:0x1 unorm slc
image_atomic_dec v5, v1, s[92:99] dmask:0x1 unorm
image_atomic_dec v5, v1, ttmp[4:11] dmask:0x1 unorm
image_atomic_dec v5, v255, s[8:15] dmask:0x1 unorm
image_atomic_dec v5, v[1:2], s[8:15] dmask:0x1 unorm
image_atomic_dec v5, v[1:3], s[8:15] dmask:0x1 unorm
image_atomic_dec v5, v[1:4], s[8:15] dmask:0x1 unorm
image_atomic_dec v[5:6], v1, s[8:15] dmask:0x3 unorm
image_atomic_inc v252, v1, s[8:15] dmask:0x1 unorm
image_atomic_inc v5, v1, s[12:19] dmask:0x1 unorm
image_atomic_inc v5, v1, s[8:15] dmask:0x1 unorm
image_atomic_inc v5, v1, s[8:15] dmask:0x1 unorm da
image_atomic_inc v5, v1, s[8:15] dmask:0x1 unorm glc
image_atomic_inc v5, v1, s[8:15] dmask:0x1 unorm lwe
image_atomic_inc v5, v1, s[8:15] dmask:0x1 unorm slc
image_atomic_inc v5, v1, s[92:99] dmask:0x1 unorm
image_atomic_inc v5, v1, ttmp[4:11] dmask:0x1 unorm
image_atomic_inc v5, v255, s[8:15] dmask:0x1 unorm
image_atomic_inc v5, v[1:2], s[8:15] dmask:0x1 unorm
image_atomic_inc v5, v[1:3], s[8:15] dmask:0x1 unorm
image_atomic_inc v5, v[1:4], s[8:15] dmask:0x1 unorm
image_atomic_inc v[5:6], v1, s[8:15] dmask:0x3 unorm
image_atomic_or v252, v1, s[8:15] dmask:0x1 unorm
image_atomic_or v5, v1, s[12:19] dmask:0x1 unorm
image_atomic_or v5, v1, s[8:15] dmask:0x1 unorm
image_atomic_or v5, v1, s[8:15] dmask:0x1 unorm da
image_atomic_or v5, v1, s[8:15] dmask:0x1 unorm glc
image_atomic_or v5, v1, s[8:15] dmask:0x1 unorm lwe
image_atomic_or v5, v1, s[8:15] dmask:0x1 unorm slc
image_atomic_or v5, v1, s[92:99] dmask:0x1 unorm
image_atomic_or v5, v1, ttmp[4:11] dmask:0x1 unorm
image_atomic_or v5, v255, s[8:15] dmask:0x1 unorm
image_atomic_or v5, v[1:2], s[8:15] dmask:0x1 unorm
image_atomic_or v5, v[1:3], s[8:15] dmask:0x1 unorm
image_atomic_or v5, v[1:4], s[8:15] dmask:0x1 unorm
image_atomic_or v[5:6], v1, s[8:15] dmask:0x3 unorm
