// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_mimg.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 01366eff1b54: one part of the file (image_load .. image_load_mip_pck);
// the rest repeats these operand forms; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
image_load v5, v1, s[8:15] dmask:0x1
image_load v252, v1, s[8:15] dmask:0x1
image_load v5, v252, s[8:15] dmask:0x1
image_load v5, v1, s[12:19] dmask:0x1
image_load v5, v1, s[92:99] dmask:0x1
image_load v5, v1, ttmp[8:15] dmask:0x1
image_load v5, v1, s[8:15] dmask:0x2
image_load v[5:6], v1, s[8:15] dmask:0x3
image_load v5, v1, s[8:15] dmask:0x4
image_load v[5:6], v1, s[8:15] dmask:0x5
image_load v[5:6], v1, s[8:15] dmask:0x6
image_load v[5:7], v1, s[8:15] dmask:0x7
image_load v5, v1, s[8:15] dmask:0x8
image_load v[5:6], v1, s[8:15] dmask:0x9
image_load v[5:6], v1, s[8:15] dmask:0xa
image_load v[5:7], v1, s[8:15] dmask:0xb
image_load v[5:6], v1, s[8:15] dmask:0xc
image_load v[5:7], v1, s[8:15] dmask:0xd
image_load v[5:7], v1, s[8:15] dmask:0xe
image_load v[5:8], v1, s[8:15] dmask:0xf
image_load v5, v1, s[8:15] dmask:0x0
image_load v5, v[1:2], s[8:15] dmask:0x1
image_load v5, v[1:3], s[8:15] dmask:0x1
image_load v5, v[1:4], s[8:15] dmask:0x1
image_load v5, v1, s[8:15] dmask:0x1 unorm
image_load v5, v1, s[8:15] dmask:0x1 glc
image_load v5, v1, s[8:15] dmask:0x1 slc
image_load v5, v1, s[8:15] dmask:0x1 a16
image_load v[5:6], v1, s[8:15] dmask:0x1 tfe
image_load v5, v1, s[8:15] dmask:0x1 lwe
image_load v5, v1, s[8:15] dmask:0x1 da
image_load v5, v1, s[8:15] dmask:0x1 d16
image_load_mip v5, v[1:2], s[8:15] dmask:0x1
image_load_mip v252, v[1:2], s[8:15] dmask:0x1
image_load_mip v5, v[252:253], s[8:15] dmask:0x1
image_load_mip v5, v[1:2], s[12:19] dmask:0x1
image_load_mip v5, v[1:2], s[92:99] dmask:0x1
image_load_mip v5, v[1:2], ttmp[8:15] dmask:0x1
image_load_mip v5, v[1:2], s[8:15] dmask:0x2
image_load_mip v[5:6], v[1:2], s[8:15] dmask:0x3
image_load_mip v5, v[1:2], s[8:15] dmask:0x4
image_load_mip v[5:6], v[1:2], s[8:15] dmask:0x5
image_load_mip v[5:6], v[1:2], s[8:15] dmask:0x6
image_load_mip v[5:7], v[1:2], s[8:15] dmask:0x7
image_load_mip v5, v[1:2], s[8:15] dmask:0x8
image_load_mip v[5:6], v[1:2], s[8:15] dmask:0x9
image_load_mip v[5:6], v[1:2], s[8:15] dmask:0xa
image_load_mip v[5:7], v[1:2], s[8:15] dmask:0xb
image_load_mip v[5:6], v[1:2], s[8:15] dmask:0xc
image_load_mip v[5:7], v[1:2], s[8:15] dmask:0xd
image_load_mip v[5:7], v[1:2], s[8:15] dmask:0xe
image_load_mip v[5:8], v[1:2], s[8:15] dmask:0xf
image_load_mip v5, v[1:2], s[8:15] dmask:0x0
image_load_mip v5, v[1:3], s[8:15] dmask:0x1
image_load_mip v5, v[1:4], s[8:15] dmask:0x1
image_load_mip v5, v[1:2], s[8:15] dmask:0x1 unorm
image_load_mip v5, v[1:2], s[8:15] dmask:0x1 glc
image_load_mip v5, v[1:2], s[8:15] dmask:0x1 slc
image_load_mip v5, v1, s[8:15] dmask:0x1 a16
image_load_mip v[5:6], v[1:2], s[8:15] dmask:0x1 tfe
image_load_mip v5, v[1:2], s[8:15] dmask:0x1 lwe
image_load_mip v5, v[1:2], s[8:15] dmask:0x1 da
image_load_mip v5, v[1:2], s[8:15] dmask:0x1 d16
image_load_pck v5, v1, s[8:15] dmask:0x1
image_load_pck v252, v1, s[8:15] dmask:0x1
image_load_pck v5, v252, s[8:15] dmask:0x1
image_load_pck v5, v1, s[12:19] dmask:0x1
image_load_pck v5, v1, s[92:99] dmask:0x1
image_load_pck v5, v1, ttmp[8:15] dmask:0x1
image_load_pck v5, v1, s[8:15] dmask:0x2
image_load_pck v[5:6], v1, s[8:15] dmask:0x3
image_load_pck v5, v1, s[8:15] dmask:0x4
image_load_pck v[5:6], v1, s[8:15] dmask:0x5
image_load_pck v[5:6], v1, s[8:15] dmask:0x6
image_load_pck v[5:7], v1, s[8:15] dmask:0x7
image_load_pck v5, v1, s[8:15] dmask:0x8
image_load_pck v[5:6], v1, s[8:15] dmask:0x9
image_load_pck v[5:6], v1, s[8:15] dmask:0xa
image_load_pck v[5:7], v1, s[8:15] dmask:0xb
image_load_pck v[5:6], v1, s[8:15] dmask:0xc
image_load_pck v[5:7], v1, s[8:15] dmask:0xd
image_load_pck v[5:7], v1, s[8:15] dmask:0xe
image_load_pck v[5:8], v1, s[8:15] dmask:0xf
image_load_pck v5, v1, s[8:15] dmask:0x0
image_load_pck v5, v[1:2], s[8:15] dmask:0x1
image_load_pck v5, v[1:3], s[8:15] dmask:0x1
image_load_pck v5, v[1:4], s[8:15] dmask:0x1
image_load_pck v5, v1, s[8:15] dmask:0x1 unorm
image_load_pck v5, v1, s[8:15] dmask:0x1 glc
image_load_pck v5, v1, s[8:15] dmask:0x1 slc
image_load_pck v5, v1, s[8:15] dmask:0x1 a16
image_load_pck v[5:6], v1, s[8:15] dmask:0x1 tfe
image_load_pck v5, v1, s[8:15] dmask:0x1 lwe
image_load_pck v5, v1, s[8:15] dmask:0x1 da
image_load_pck_sgn v5, v1, s[8:15] dmask:0x1
image_load_pck_sgn v252, v1, s[8:15] dmask:0x1
image_load_pck_sgn v5, v252, s[8:15] dmask:0x1
image_load_pck_sgn v5, v1, s[12:19] dmask:0x1
image_load_pck_sgn v5, v1, s[92:99] dmask:0x1
image_load_pck_sgn v5, v1, ttmp[8:15] dmask:0x1
image_load_pck_sgn v5, v1, s[8:15] dmask:0x2
image_load_pck_sgn v[5:6], v1, s[8:15] dmask:0x3
image_load_pck_sgn v5, v1, s[8:15] dmask:0x4
image_load_pck_sgn v[5:6], v1, s[8:15] dmask:0x5
image_load_pck_sgn v[5:6], v1, s[8:15] dmask:0x6
image_load_pck_sgn v[5:7], v1, s[8:15] dmask:0x7
image_load_pck_sgn v5, v1, s[8:15] dmask:0x8
image_load_pck_sgn v[5:6], v1, s[8:15] dmask:0x9
image_load_pck_sgn v[5:6], v1, s[8:15] dmask:0xa
image_load_pck_sgn v[5:7], v1, s[8:15] dmask:0xb
image_load_pck_sgn v[5:6], v1, s[8:15] dmask:0xc
image_load_pck_sgn v[5:7], v1, s[8:15] dmask:0xd
image_load_pck_sgn v[5:7], v1, s[8:15] dmask:0xe
image_load_pck_sgn v[5:8], v1, s[8:15] dmask:0xf
image_load_pck_sgn v5, v1, s[8:15] dmask:0x0
image_load_pck_sgn v5, v[1:2], s[8:15] dmask:0x1
image_load_pck_sgn v5, v[1:3], s[8:15] dmask:0x1
image_load_pck_sgn v5, v[1:4], s[8:15] dmask:0x1
image_load_pck_sgn v5, v1, s[8:15] dmask:0x1 unorm
image_load_pck_sgn v5, v1, s[8:15] dmask:0x1 glc
image_load_pck_sgn v5, v1, s[8:15] dmask:0x1 slc
image_load_pck_sgn v5, v1, s[8:15] dmask:0x1 a16
image_load_pck_sgn v[5:6], v1, s[8:15] dmask:0x1 tfe
image_load_pck_sgn v5, v1, s[8:15] dmask:0x1 lwe
image_load_pck_sgn v5, v1, s[8:15] dmask:0x1 da
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x1
image_load_mip_pck v252, v[1:2], s[8:15] dmask:0x1
image_load_mip_pck v5, v[252:253], s[8:15] dmask:0x1
image_load_mip_pck v5, v[1:2], s[12:19] dmask:0x1
image_load_mip_pck v5, v[1:2], s[92:99] dmask:0x1
image_load_mip_pck v5, v[1:2], ttmp[8:15] dmask:0x1
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x2
image_load_mip_pck v[5:6], v[1:2], s[8:15] dmask:0x3
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x4
image_load_mip_pck v[5:6], v[1:2], s[8:15] dmask:0x5
image_load_mip_pck v[5:6], v[1:2], s[8:15] dmask:0x6
image_load_mip_pck v[5:7], v[1:2], s[8:15] dmask:0x7
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x8
image_load_mip_pck v[5:6], v[1:2], s[8:15] dmask:0x9
image_load_mip_pck v[5:6], v[1:2], s[8:15] dmask:0xa
image_load_mip_pck v[5:7], v[1:2], s[8:15] dmask:0xb
image_load_mip_pck v[5:6], v[1:2], s[8:15] dmask:0xc
image_load_mip_pck v[5:7], v[1:2], s[8:15] dmask:0xd
image_load_mip_pck v[5:7], v[1:2], s[8:15] dmask:0xe
image_load_mip_pck v[5:8], v[1:2], s[8:15] dmask:0xf
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x0
image_load_mip_pck v5, v[1:3], s[8:15] dmask:0x1
image_load_mip_pck v5, v[1:4], s[8:15] dmask:0x1
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x1 unorm
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x1 glc
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x1 slc
image_load_mip_pck v5, v1, s[8:15] dmask:0x1 a16
image_load_mip_pck v[5:6], v[1:2], s[8:15] dmask:0x1 tfe
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x1 lwe
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x1 da
