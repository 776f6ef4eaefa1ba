// Input lines of llvm/test/MC/AMDGPU/mimg.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 007f1e960061; RUN/CHECK lines and comments
// removed. Expected results are never taken from here: tests/test_llvm_cases.py asks the
// live llvm-mc 22.
image_load v[4:6], v[237:240], s[28:35] dmask:0x7 unorm
image_load v4, v237, s[28:35]
image_load v4, v[237:238], s[28:35]
image_load v4, v[237:239], s[28:35]
image_load v4, v[237:240], s[28:35]
image_load v[4:7], v[237:240], s[28:35] dmask:0x7 tfe
image_load v[5:6], v[1:4], s[8:15] dmask:0x1 unorm glc slc r128 tfe lwe da d16
image_load v5, v[1:4], s[8:15] d16
image_load v5, v[1:4], s[8:15] r128
image_store v[193:195], v[237:240], s[28:35] dmask:0x7 unorm
image_store v193, v237, s[28:35]
image_store v193, v[237:238], s[28:35]
image_store v193, v[237:239], s[28:35]
image_store v193, v[237:240], s[28:35]
image_store v[193:194], v[237:240], s[28:35] tfe
image_store v5, v[1:4], s[8:15] dmask:0x1 unorm glc slc r128 lwe da d16
image_store v5, v[1:4], s[8:15] d16
image_store v5, v[1:4], s[8:15] r128
image_load v[5:6], v[1:4], s[8:15] dmask:0x3 d16
image_load v[5:7], v[1:4], s[8:15] dmask:0x7 d16
image_load v[5:8], v[1:4], s[8:15] dmask:0xf d16
image_load v[5:7], v[1:4], s[8:15] dmask:0x3 tfe d16
image_load v[5:8], v[1:4], s[8:15] dmask:0x7 tfe d16
image_load v5, v[1:4], s[8:15] dmask:0x3 d16
image_load v[5:6], v[1:4], s[8:15] dmask:0x7 d16
image_load v[5:6], v[1:4], s[8:15] dmask:0xf d16
image_load v[5:6], v[1:4], s[8:15] dmask:0x3 tfe d16
image_load v[5:7], v[1:4], s[8:15] dmask:0x7 tfe d16
image_load v[5:7], v[1:4], s[8:15] dmask:0xf tfe d16
image_load v5, v[1:2], s[8:15] unorm a16
image_load v[5:6], v[1:2], s[8:15] dmask:0x3 unorm a16
image_load v[5:7], v[1:2], s[8:15] dmask:0x7 unorm a16
image_load v[5:8], v[1:2], s[8:15] dmask:0xf unorm a16
image_store v5, v[1:2], s[8:15] unorm a16
image_store v[5:6], v[1:2], s[8:15] dmask:0x3 unorm a16
image_store v[5:7], v[1:2], s[8:15] dmask:0x7 unorm a16
image_store v[5:8], v[1:2], s[8:15] dmask:0xf unorm a16
image_load v5, v[1:2], s[8:15] dmask:0x3 unorm a16 d16
image_load v[5:6], v[1:2], s[8:15] dmask:0x7 unorm a16 d16
image_load v[5:6], v[1:2], s[8:15] dmask:0xf unorm a16 d16
image_store v5, v[1:2], s[8:15] dmask:0x3 unorm a16 d16
image_store v[5:6], v[1:2], s[8:15] dmask:0x7 unorm a16 d16
image_store v[5:6], v[1:2], s[8:15] dmask:0xf unorm a16 d16
image_load_mip_pck v5, v1, s[8:15] dmask:0x1
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x1
image_load_mip_pck v5, v[1:3], s[8:15] dmask:0x1
image_load_mip_pck v5, v[1:4], s[8:15] dmask:0x1
image_load_mip_pck v[5:6], v[1:4], s[8:15] dmask:0x3
image_load_mip_pck v[5:6], v[1:4], s[8:15] dmask:0x1 unorm glc slc tfe lwe da
image_load_mip_pck_sgn v[5:6], v[1:4], s[8:15] dmask:0x5
image_load_pck v5, v[1:4], s[8:15] dmask:0x1 glc
image_load_pck_sgn v5, v[1:4], s[8:15] dmask:0x1 lwe
image_load_mip_pck v5, v[1:4], s[8:15] dmask:0x1 d16
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x1 a16
image_store_mip_pck v252, v2, s[12:19] dmask:0x1 unorm
image_store_mip_pck v252, v[2:3], s[12:19] dmask:0x1 unorm
image_store_mip_pck v252, v[2:4], s[12:19] dmask:0x1 unorm
image_store_mip_pck v252, v[2:5], s[12:19] dmask:0x1 unorm
image_store_mip_pck v1, v[2:5], s[12:19] dmask:0x1 unorm glc slc lwe da
image_store_pck v1, v[2:5], s[12:19] dmask:0x1 unorm da
image_store_mip_pck v252, v[2:5], s[12:19] dmask:0x1 d16
image_store_mip_pck v252, v[2:3], s[12:19] dmask:0x1 a16
image_sample v[193:195], v[237:240], s[28:35], s[4:7] dmask:0x7 unorm
image_sample v193, v237, s[28:35], s[4:7]
image_sample v193, v[237:238], s[28:35], s[4:7]
image_sample v193, v[237:239], s[28:35], s[4:7]
image_sample v193, v[237:240], s[28:35], s[4:7]
image_sample v[193:194], v[237:240], s[28:35], s[4:7] tfe
image_sample v193, v[237:240], s[28:35], s[4:7] r128
image_sample v193, v[237:240], s[28:35], s[4:7] d16
image_sample v[193:195], v[237:240], s[28:35], s[4:7] dmask:0x7 d16
image_sample v[193:194], v[237:240], s[28:35], s[4:7] dmask:0x7 d16
image_sample v[193:196], v[237:240], s[28:35], s[4:7] dmask:0xf a16
image_sample_d v[193:196], v[237:240], s[28:35], s[4:7] dmask:0xf a16
image_sample_c_d v[193:196], v[237:240], s[28:35], s[4:7] dmask:0xf a16
image_sample_c_d_cl v[193:196], v[237:240], s[28:35], s[4:7] dmask:0xf a16
image_atomic_add v4, v192, s[28:35] dmask:0x1 unorm glc
image_atomic_add v4, v[192:193], s[28:35] dmask:0x1 unorm glc
image_atomic_add v4, v[192:194], s[28:35] dmask:0x1 unorm glc
image_atomic_add v4, v[192:195], s[28:35] dmask:0x1 unorm glc
image_atomic_add v252, v2, s[8:15] dmask:0x1 unorm
image_atomic_add v[6:7], v255, s[8:15] dmask:0x3
image_atomic_add v7, v3, s[0:7] dmask:0x1 glc
image_atomic_add v8, v4, s[8:15] dmask:0x1 slc
image_atomic_add v9, v5, s[8:15] dmask:0x1 unorm glc slc lwe da
image_atomic_add v10, v6, s[8:15] dmask:0x1 lwe
image_atomic_add v11, v7, s[8:15] dmask:0x1 da
image_atomic_swap v4, v[192:195], s[28:35] dmask:0x1 unorm glc
image_atomic_cmpswap v[4:5], v[192:195], s[28:35] dmask:0x3 unorm glc
image_atomic_cmpswap v[4:7], v[192:195], s[28:35] dmask:0xf unorm glc
image_atomic_add v4, v10, s[8:15] dmask:0x1
image_atomic_add v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_add v[4:5], v10, s[8:15] dmask:0x3
image_atomic_add v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_swap v4, v[192:195], s[28:35] dmask:0x1
image_atomic_swap v[4:5], v[192:195], s[28:35] dmask:0x1 tfe
image_atomic_swap v[4:5], v[192:195], s[28:35] dmask:0x3
image_atomic_swap v[4:6], v[192:195], s[28:35] dmask:0x3 tfe
image_atomic_sub v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_sub v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_smin v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_smin v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_umin v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_umin v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_smax v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_smax v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_umax v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_umax v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_and v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_and v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_or v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_or v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_xor v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_xor v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_inc v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_inc v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_dec v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_dec v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_cmpswap v[4:5], v[192:195], s[28:35] dmask:0x3
image_atomic_cmpswap v[4:6], v[192:195], s[28:35] dmask:0x3 tfe
image_atomic_cmpswap v[4:7], v[192:195], s[28:35] dmask:0xf
image_atomic_cmpswap v[4:8], v[192:195], s[28:35] dmask:0xf tfe
image_atomic_add v10, v6, s[8:15] dmask:0x1 r128
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1
image_gather4 v[5:8], v[1:2], s[8:15], s[12:15] dmask:0x1
image_gather4 v[5:8], v[1:3], s[8:15], s[12:15] dmask:0x1
image_gather4 v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x2
image_gather4 v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x4
image_gather4 v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x8
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1 d16
image_gather4 v[5:6], v1, s[8:15], s[12:15] dmask:0x1 d16
image_gather4 v[5:6], v1, s[8:15], s[12:15] dmask:0x1
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1 a16
image_gather4_b_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1 a16
