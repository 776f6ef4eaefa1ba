// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_flat.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 056ad8294663: four parts of the file (flat_atomic_add ..
// flat_atomic_or_x2; global_atomic_and .. global_atomic_inc; global_load_ubyte_d16 ..
// global_store_dwordx2; scratch_load_sshort .. scratch_store_byte_d16_hi); the rest repeats
// these operand forms; RUN/CHECK lines removed.
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
flat_atomic_add v0, v[1:2], v2 offset:4095 glc
flat_atomic_add v[1:2], v2
flat_atomic_add v[1:2], v2 offset:0
flat_atomic_add v[1:2], v2 offset:4095
flat_atomic_add v[1:2], v2 offset:4095 slc
flat_atomic_add v[1:2], v2 offset:7
flat_atomic_add v[1:2], v255 offset:4095
flat_atomic_add v[254:255], v2 offset:4095
flat_atomic_add_x2 v[0:1], v[1:2], v[2:3] offset:4095 glc
flat_atomic_add_x2 v[1:2], v[254:255] offset:4095
flat_atomic_add_x2 v[1:2], v[2:3]
flat_atomic_add_x2 v[1:2], v[2:3] offset:0
flat_atomic_add_x2 v[1:2], v[2:3] offset:4095
flat_atomic_add_x2 v[1:2], v[2:3] offset:4095 slc
flat_atomic_add_x2 v[1:2], v[2:3] offset:7
flat_atomic_add_x2 v[254:255], v[2:3] offset:4095
flat_atomic_and v0, v[1:2], v2 offset:4095 glc
flat_atomic_and v[1:2], v2
flat_atomic_and v[1:2], v2 offset:0
flat_atomic_and v[1:2], v2 offset:4095
flat_atomic_and v[1:2], v2 offset:4095 slc
flat_atomic_and v[1:2], v2 offset:7
flat_atomic_and v[1:2], v255 offset:4095
flat_atomic_and v[254:255], v2 offset:4095
flat_atomic_and_x2 v[0:1], v[1:2], v[2:3] offset:4095 glc
flat_atomic_and_x2 v[1:2], v[254:255] offset:4095
flat_atomic_and_x2 v[1:2], v[2:3]
flat_atomic_and_x2 v[1:2], v[2:3] offset:0
flat_atomic_and_x2 v[1:2], v[2:3] offset:4095
flat_atomic_and_x2 v[1:2], v[2:3] offset:4095 slc
flat_atomic_and_x2 v[1:2], v[2:3] offset:7
flat_atomic_and_x2 v[254:255], v[2:3] offset:4095
flat_atomic_cmpswap v0, v[1:2], v[2:3] offset:4095 glc
flat_atomic_cmpswap v[1:2], v[254:255] offset:4095
flat_atomic_cmpswap v[1:2], v[2:3]
flat_atomic_cmpswap v[1:2], v[2:3] offset:0
flat_atomic_cmpswap v[1:2], v[2:3] offset:4095
flat_atomic_cmpswap v[1:2], v[2:3] offset:4095 slc
flat_atomic_cmpswap v[1:2], v[2:3] offset:7
flat_atomic_cmpswap v[254:255], v[2:3] offset:4095
flat_atomic_cmpswap_x2 v[0:1], v[1:2], v[2:5] offset:4095 glc
flat_atomic_cmpswap_x2 v[1:2], v[252:255] offset:4095
flat_atomic_cmpswap_x2 v[1:2], v[2:5]
flat_atomic_cmpswap_x2 v[1:2], v[2:5] offset:0
flat_atomic_cmpswap_x2 v[1:2], v[2:5] offset:4095
flat_atomic_cmpswap_x2 v[1:2], v[2:5] offset:4095 slc
flat_atomic_cmpswap_x2 v[1:2], v[2:5] offset:7
flat_atomic_cmpswap_x2 v[254:255], v[2:5] offset:4095
flat_atomic_dec v0, v[1:2], v2 offset:4095 glc
flat_atomic_dec v[1:2], v2
flat_atomic_dec v[1:2], v2 offset:0
flat_atomic_dec v[1:2], v2 offset:4095
flat_atomic_dec v[1:2], v2 offset:4095 slc
flat_atomic_dec v[1:2], v2 offset:7
flat_atomic_dec v[1:2], v255 offset:4095
flat_atomic_dec v[254:255], v2 offset:4095
flat_atomic_dec_x2 v[0:1], v[1:2], v[2:3] offset:4095 glc
flat_atomic_dec_x2 v[1:2], v[254:255] offset:4095
flat_atomic_dec_x2 v[1:2], v[2:3]
flat_atomic_dec_x2 v[1:2], v[2:3] offset:0
flat_atomic_dec_x2 v[1:2], v[2:3] offset:4095
flat_atomic_dec_x2 v[1:2], v[2:3] offset:4095 slc
flat_atomic_dec_x2 v[1:2], v[2:3] offset:7
flat_atomic_dec_x2 v[254:255], v[2:3] offset:4095
flat_atomic_inc v0, v[1:2], v2 offset:4095 glc
flat_atomic_inc v[1:2], v2
flat_atomic_inc v[1:2], v2 offset:0
flat_atomic_inc v[1:2], v2 offset:4095
flat_atomic_inc v[1:2], v2 offset:4095 slc
flat_atomic_inc v[1:2], v2 offset:7
flat_atomic_inc v[1:2], v255 offset:4095
flat_atomic_inc v[254:255], v2 offset:4095
flat_atomic_inc_x2 v[0:1], v[1:2], v[2:3] offset:4095 glc
flat_atomic_inc_x2 v[1:2], v[254:255] offset:4095
flat_atomic_inc_x2 v[1:2], v[2:3]
flat_atomic_inc_x2 v[1:2], v[2:3] offset:0
flat_atomic_inc_x2 v[1:2], v[2:3] offset:4095
flat_atomic_inc_x2 v[1:2], v[2:3] offset:4095 slc
flat_atomic_inc_x2 v[1:2], v[2:3] offset:7
flat_atomic_inc_x2 v[254:255], v[2:3] offset:4095
flat_atomic_or v0, v[1:2], v2 offset:4095 glc
flat_atomic_or v[1:2], v2
flat_atomic_or v[1:2], v2 offset:0
flat_atomic_or v[1:2], v2 offset:4095
flat_atomic_or v[1:2], v2 offset:4095 slc
flat_atomic_or v[1:2], v2 offset:7
flat_atomic_or v[1:2], v255 offset:4095
flat_atomic_or v[254:255], v2 offset:4095
flat_atomic_or_x2 v[0:1], v[1:2], v[2:3] offset:4095 glc
flat_atomic_or_x2 v[1:2], v[254:255] offset:4095
flat_atomic_or_x2 v[1:2], v[2:3]
flat_atomic_or_x2 v[1:2], v[2:3] offset:0
flat_atomic_or_x2 v[1:2], v[2:3] offset:4095
flat_atomic_or_x2 v[1:2], v[2:3] offset:4095 slc
flat_atomic_or_x2 v[1:2], v[2:3] offset:7
flat_atomic_or_x2 v[254:255], v[2:3] offset:4095
global_atomic_and v0, v1, v2, s[6:7] offset:-1 glc
global_atomic_and v1, v2, flat_scratch offset:-1
global_atomic_and v1, v2, s[100:101] offset:-1
global_atomic_and v1, v2, s[6:7]
global_atomic_and v1, v2, s[6:7] offset:-1
global_atomic_and v1, v2, s[6:7] offset:-1 slc
global_atomic_and v1, v2, s[6:7] offset:-4096
global_atomic_and v1, v2, s[6:7] offset:0
global_atomic_and v1, v2, s[6:7] offset:4095
global_atomic_and v1, v2, s[8:9] offset:-1
global_atomic_and v1, v2, ttmp[14:15] offset:-1
global_atomic_and v1, v2, vcc offset:-1
global_atomic_and v1, v255, s[6:7] offset:-1
global_atomic_and v255, v2, s[6:7] offset:-1
global_atomic_and v[1:2], v2, off offset:-1
global_atomic_and_x2 v[0:1], v1, v[2:3], s[6:7] offset:-1 glc
global_atomic_and_x2 v1, v[254:255], s[6:7] offset:-1
global_atomic_and_x2 v1, v[2:3], flat_scratch offset:-1
global_atomic_and_x2 v1, v[2:3], s[100:101] offset:-1
global_atomic_and_x2 v1, v[2:3], s[6:7]
global_atomic_and_x2 v1, v[2:3], s[6:7] offset:-1
global_atomic_and_x2 v1, v[2:3], s[6:7] offset:-1 slc
global_atomic_and_x2 v1, v[2:3], s[6:7] offset:-4096
global_atomic_and_x2 v1, v[2:3], s[6:7] offset:0
global_atomic_and_x2 v1, v[2:3], s[6:7] offset:4095
global_atomic_and_x2 v1, v[2:3], s[8:9] offset:-1
global_atomic_and_x2 v1, v[2:3], ttmp[14:15] offset:-1
global_atomic_and_x2 v1, v[2:3], vcc offset:-1
global_atomic_and_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_and_x2 v[1:2], v[2:3], off offset:-1
global_atomic_cmpswap v0, v1, v[2:3], s[6:7] offset:-1 glc
global_atomic_cmpswap v1, v[254:255], s[6:7] offset:-1
global_atomic_cmpswap v1, v[2:3], flat_scratch offset:-1
global_atomic_cmpswap v1, v[2:3], s[100:101] offset:-1
global_atomic_cmpswap v1, v[2:3], s[6:7]
global_atomic_cmpswap v1, v[2:3], s[6:7] offset:-1
global_atomic_cmpswap v1, v[2:3], s[6:7] offset:-1 slc
global_atomic_cmpswap v1, v[2:3], s[6:7] offset:-4096
global_atomic_cmpswap v1, v[2:3], s[6:7] offset:0
global_atomic_cmpswap v1, v[2:3], s[6:7] offset:4095
global_atomic_cmpswap v1, v[2:3], s[8:9] offset:-1
global_atomic_cmpswap v1, v[2:3], ttmp[14:15] offset:-1
global_atomic_cmpswap v1, v[2:3], vcc offset:-1
global_atomic_cmpswap v255, v[2:3], s[6:7] offset:-1
global_atomic_cmpswap v[1:2], v[2:3], off offset:-1
global_atomic_cmpswap_x2 v[0:1], v1, v[2:5], s[6:7] offset:-1 glc
global_atomic_cmpswap_x2 v1, v[252:255], s[6:7] offset:-1
global_atomic_cmpswap_x2 v1, v[2:5], flat_scratch offset:-1
global_atomic_cmpswap_x2 v1, v[2:5], s[100:101] offset:-1
global_atomic_cmpswap_x2 v1, v[2:5], s[6:7]
global_atomic_cmpswap_x2 v1, v[2:5], s[6:7] offset:-1
global_atomic_cmpswap_x2 v1, v[2:5], s[6:7] offset:-1 slc
global_atomic_cmpswap_x2 v1, v[2:5], s[6:7] offset:-4096
global_atomic_cmpswap_x2 v1, v[2:5], s[6:7] offset:0
global_atomic_cmpswap_x2 v1, v[2:5], s[6:7] offset:4095
global_atomic_cmpswap_x2 v1, v[2:5], s[8:9] offset:-1
global_atomic_cmpswap_x2 v1, v[2:5], ttmp[14:15] offset:-1
global_atomic_cmpswap_x2 v1, v[2:5], vcc offset:-1
global_atomic_cmpswap_x2 v255, v[2:5], s[6:7] offset:-1
global_atomic_cmpswap_x2 v[1:2], v[2:5], off offset:-1
global_atomic_dec v0, v1, v2, s[6:7] offset:-1 glc
global_atomic_dec v1, v2, flat_scratch offset:-1
global_atomic_dec v1, v2, s[100:101] offset:-1
global_atomic_dec v1, v2, s[6:7]
global_atomic_dec v1, v2, s[6:7] offset:-1
global_atomic_dec v1, v2, s[6:7] offset:-1 slc
global_atomic_dec v1, v2, s[6:7] offset:-4096
global_atomic_dec v1, v2, s[6:7] offset:0
global_atomic_dec v1, v2, s[6:7] offset:4095
global_atomic_dec v1, v2, s[8:9] offset:-1
global_atomic_dec v1, v2, ttmp[14:15] offset:-1
global_atomic_dec v1, v2, vcc offset:-1
global_atomic_dec v1, v255, s[6:7] offset:-1
global_atomic_dec v255, v2, s[6:7] offset:-1
global_atomic_dec v[1:2], v2, off offset:-1
global_atomic_dec_x2 v[0:1], v1, v[2:3], s[6:7] offset:-1 glc
global_atomic_dec_x2 v1, v[254:255], s[6:7] offset:-1
global_atomic_dec_x2 v1, v[2:3], flat_scratch offset:-1
global_atomic_dec_x2 v1, v[2:3], s[100:101] offset:-1
global_atomic_dec_x2 v1, v[2:3], s[6:7]
global_atomic_dec_x2 v1, v[2:3], s[6:7] offset:-1
global_atomic_dec_x2 v1, v[2:3], s[6:7] offset:-1 slc
global_atomic_dec_x2 v1, v[2:3], s[6:7] offset:-4096
global_atomic_dec_x2 v1, v[2:3], s[6:7] offset:0
global_atomic_dec_x2 v1, v[2:3], s[6:7] offset:4095
global_atomic_dec_x2 v1, v[2:3], s[8:9] offset:-1
global_atomic_dec_x2 v1, v[2:3], ttmp[14:15] offset:-1
global_atomic_dec_x2 v1, v[2:3], vcc offset:-1
global_atomic_dec_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_dec_x2 v[1:2], v[2:3], off offset:-1
global_atomic_inc v0, v1, v2, s[6:7] offset:-1 glc
global_atomic_inc v1, v2, flat_scratch offset:-1
global_atomic_inc v1, v2, s[100:101] offset:-1
global_atomic_inc v1, v2, s[6:7]
global_atomic_inc v1, v2, s[6:7] offset:-1
global_atomic_inc v1, v2, s[6:7] offset:-1 slc
global_atomic_inc v1, v2, s[6:7] offset:-4096
global_atomic_inc v1, v2, s[6:7] offset:0
global_atomic_inc v1, v2, s[6:7] offset:4095
global_atomic_inc v1, v2, s[8:9] offset:-1
global_atomic_inc v1, v2, ttmp[14:15] offset:-1
global_atomic_inc v1, v2, vcc offset:-1
global_atomic_inc v1, v255, s[6:7] offset:-1
global_atomic_inc v255, v2, s[6:7] offset:-1
global_atomic_inc v[1:2], v2, off offset:-1
global_atomic_inc_x2 v[0:1], v1, v[2:3], s[6:7] offset:-1 glc
global_atomic_inc_x2 v1, v[254:255], s[6:7] offset:-1
global_atomic_inc_x2 v1, v[2:3], flat_scratch offset:-1
global_atomic_inc_x2 v1, v[2:3], s[100:101] offset:-1
global_atomic_inc_x2 v1, v[2:3], s[6:7]
global_atomic_inc_x2 v1, v[2:3], s[6:7] offset:-1
global_atomic_inc_x2 v1, v[2:3], s[6:7] offset:-1 slc
global_atomic_inc_x2 v1, v[2:3], s[6:7] offset:-4096
global_atomic_inc_x2 v1, v[2:3], s[6:7] offset:0
global_atomic_inc_x2 v1, v[2:3], s[6:7] offset:4095
global_atomic_inc_x2 v1, v[2:3], s[8:9] offset:-1
global_atomic_inc_x2 v1, v[2:3], ttmp[14:15] offset:-1
global_atomic_inc_x2 v1, v[2:3], vcc offset:-1
global_atomic_inc_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_inc_x2 v[1:2], v[2:3], off offset:-1
global_load_ubyte v[2:3], off offset:2048 lds
global_load_ubyte_d16 v255, v1, s[4:5] offset:-1
global_load_ubyte_d16 v5, v1, flat_scratch offset:-1
global_load_ubyte_d16 v5, v1, s[100:101] offset:-1
global_load_ubyte_d16 v5, v1, s[4:5]
global_load_ubyte_d16 v5, v1, s[4:5] offset:-1
global_load_ubyte_d16 v5, v1, s[4:5] offset:-1 glc
global_load_ubyte_d16 v5, v1, s[4:5] offset:-1 slc
global_load_ubyte_d16 v5, v1, s[4:5] offset:-4096
global_load_ubyte_d16 v5, v1, s[4:5] offset:0
global_load_ubyte_d16 v5, v1, s[4:5] offset:4095
global_load_ubyte_d16 v5, v1, s[6:7] offset:-1
global_load_ubyte_d16 v5, v1, ttmp[14:15] offset:-1
global_load_ubyte_d16 v5, v1, vcc offset:-1
global_load_ubyte_d16 v5, v255, s[4:5] offset:-1
global_load_ubyte_d16 v5, v[1:2], off offset:-1
global_load_ubyte_d16_hi v255, v1, s[4:5] offset:-1
global_load_ubyte_d16_hi v5, v1, flat_scratch offset:-1
global_load_ubyte_d16_hi v5, v1, s[100:101] offset:-1
global_load_ubyte_d16_hi v5, v1, s[4:5]
global_load_ubyte_d16_hi v5, v1, s[4:5] offset:-1
global_load_ubyte_d16_hi v5, v1, s[4:5] offset:-1 glc
global_load_ubyte_d16_hi v5, v1, s[4:5] offset:-1 slc
global_load_ubyte_d16_hi v5, v1, s[4:5] offset:-4096
global_load_ubyte_d16_hi v5, v1, s[4:5] offset:0
global_load_ubyte_d16_hi v5, v1, s[4:5] offset:4095
global_load_ubyte_d16_hi v5, v1, s[6:7] offset:-1
global_load_ubyte_d16_hi v5, v1, ttmp[14:15] offset:-1
global_load_ubyte_d16_hi v5, v1, vcc offset:-1
global_load_ubyte_d16_hi v5, v255, s[4:5] offset:-1
global_load_ubyte_d16_hi v5, v[1:2], off offset:-1
global_load_ushort v2, s[4:5] offset:2048 lds
global_load_ushort v255, v1, s[4:5] offset:-1
global_load_ushort v5, v1, flat_scratch offset:-1
global_load_ushort v5, v1, s[100:101] offset:-1
global_load_ushort v5, v1, s[4:5]
global_load_ushort v5, v1, s[4:5] offset:-1
global_load_ushort v5, v1, s[4:5] offset:-1 glc
global_load_ushort v5, v1, s[4:5] offset:-1 slc
global_load_ushort v5, v1, s[4:5] offset:-4096
global_load_ushort v5, v1, s[4:5] offset:0
global_load_ushort v5, v1, s[4:5] offset:4095
global_load_ushort v5, v1, s[6:7] offset:-1
global_load_ushort v5, v1, ttmp[14:15] offset:-1
global_load_ushort v5, v1, vcc offset:-1
global_load_ushort v5, v255, s[4:5] offset:-1
global_load_ushort v5, v[1:2], off offset:-1
global_load_ushort v[2:3], off offset:2048 lds
global_store_byte v1, v2, flat_scratch offset:-1
global_store_byte v1, v2, s[100:101] offset:-1
global_store_byte v1, v2, s[6:7]
global_store_byte v1, v2, s[6:7] offset:-1
global_store_byte v1, v2, s[6:7] offset:-1 glc
global_store_byte v1, v2, s[6:7] offset:-1 slc
global_store_byte v1, v2, s[6:7] offset:-4096
global_store_byte v1, v2, s[6:7] offset:0
global_store_byte v1, v2, s[6:7] offset:4095
global_store_byte v1, v2, s[8:9] offset:-1
global_store_byte v1, v2, ttmp[14:15] offset:-1
global_store_byte v1, v2, vcc offset:-1
global_store_byte v1, v255, s[6:7] offset:-1
global_store_byte v255, v2, s[6:7] offset:-1
global_store_byte v[1:2], v2, off offset:-1
global_store_byte_d16_hi v1, v2, flat_scratch offset:-1
global_store_byte_d16_hi v1, v2, s[100:101] offset:-1
global_store_byte_d16_hi v1, v2, s[6:7]
global_store_byte_d16_hi v1, v2, s[6:7] offset:-1
global_store_byte_d16_hi v1, v2, s[6:7] offset:-1 glc
global_store_byte_d16_hi v1, v2, s[6:7] offset:-1 slc
global_store_byte_d16_hi v1, v2, s[6:7] offset:-4096
global_store_byte_d16_hi v1, v2, s[6:7] offset:0
global_store_byte_d16_hi v1, v2, s[6:7] offset:4095
global_store_byte_d16_hi v1, v2, s[8:9] offset:-1
global_store_byte_d16_hi v1, v2, ttmp[14:15] offset:-1
global_store_byte_d16_hi v1, v2, vcc offset:-1
global_store_byte_d16_hi v1, v255, s[6:7] offset:-1
global_store_byte_d16_hi v255, v2, s[6:7] offset:-1
global_store_byte_d16_hi v[1:2], v2, off offset:-1
global_store_dword v1, v2, flat_scratch offset:-1
global_store_dword v1, v2, s[100:101] offset:-1
global_store_dword v1, v2, s[6:7]
global_store_dword v1, v2, s[6:7] offset:-1
global_store_dword v1, v2, s[6:7] offset:-1 glc
global_store_dword v1, v2, s[6:7] offset:-1 slc
global_store_dword v1, v2, s[6:7] offset:-4096
global_store_dword v1, v2, s[6:7] offset:0
global_store_dword v1, v2, s[6:7] offset:4095
global_store_dword v1, v2, s[8:9] offset:-1
global_store_dword v1, v2, ttmp[14:15] offset:-1
global_store_dword v1, v2, vcc offset:-1
global_store_dword v1, v255, s[6:7] offset:-1
global_store_dword v255, v2, s[6:7] offset:-1
global_store_dword v[1:2], v2, off offset:-1
global_store_dwordx2 v1, v[254:255], s[6:7] offset:-1
global_store_dwordx2 v1, v[2:3], flat_scratch offset:-1
global_store_dwordx2 v1, v[2:3], s[100:101] offset:-1
global_store_dwordx2 v1, v[2:3], s[6:7]
global_store_dwordx2 v1, v[2:3], s[6:7] offset:-1
global_store_dwordx2 v1, v[2:3], s[6:7] offset:-1 glc
global_store_dwordx2 v1, v[2:3], s[6:7] offset:-1 slc
global_store_dwordx2 v1, v[2:3], s[6:7] offset:-4096
global_store_dwordx2 v1, v[2:3], s[6:7] offset:0
global_store_dwordx2 v1, v[2:3], s[6:7] offset:4095
global_store_dwordx2 v1, v[2:3], s[8:9] offset:-1
global_store_dwordx2 v1, v[2:3], ttmp[14:15] offset:-1
global_store_dwordx2 v1, v[2:3], vcc offset:-1
global_store_dwordx2 v255, v[2:3], s[6:7] offset:-1
global_store_dwordx2 v[1:2], v[2:3], off offset:-1
scratch_load_sshort off, s4 offset:2048 lds
scratch_load_sshort v2, off offset:2048 lds
scratch_load_sshort v255, off, s2 offset:-1
scratch_load_sshort v5, off, flat_scratch_hi offset:-1
scratch_load_sshort v5, off, flat_scratch_lo offset:-1
scratch_load_sshort v5, off, s101 offset:-1
scratch_load_sshort v5, off, s2
scratch_load_sshort v5, off, s2 offset:-1
scratch_load_sshort v5, off, s2 offset:-1 glc
scratch_load_sshort v5, off, s2 offset:-1 slc
scratch_load_sshort v5, off, s2 offset:-4096
scratch_load_sshort v5, off, s2 offset:0
scratch_load_sshort v5, off, s2 offset:4095
scratch_load_sshort v5, off, ttmp15 offset:-1
scratch_load_sshort v5, off, vcc_hi offset:-1
scratch_load_sshort v5, off, vcc_lo offset:-1
scratch_load_sshort v5, v0, off offset:-1
scratch_load_ubyte off, s4 offset:2048 lds
scratch_load_ubyte v2, off offset:2048 lds
scratch_load_ubyte v255, off, s2 offset:-1
scratch_load_ubyte v5, off, flat_scratch_hi offset:-1
scratch_load_ubyte v5, off, flat_scratch_lo offset:-1
scratch_load_ubyte v5, off, s101 offset:-1
scratch_load_ubyte v5, off, s2
scratch_load_ubyte v5, off, s2 offset:-1
scratch_load_ubyte v5, off, s2 offset:-1 glc
scratch_load_ubyte v5, off, s2 offset:-1 slc
scratch_load_ubyte v5, off, s2 offset:-4096
scratch_load_ubyte v5, off, s2 offset:0
scratch_load_ubyte v5, off, s2 offset:4095
scratch_load_ubyte v5, off, ttmp15 offset:-1
scratch_load_ubyte v5, off, vcc_hi offset:-1
scratch_load_ubyte v5, off, vcc_lo offset:-1
scratch_load_ubyte v5, v0, off offset:-1
scratch_load_ubyte_d16 v255, off, s2 offset:-1
scratch_load_ubyte_d16 v5, off, flat_scratch_hi offset:-1
scratch_load_ubyte_d16 v5, off, flat_scratch_lo offset:-1
scratch_load_ubyte_d16 v5, off, s101 offset:-1
scratch_load_ubyte_d16 v5, off, s2
scratch_load_ubyte_d16 v5, off, s2 offset:-1
scratch_load_ubyte_d16 v5, off, s2 offset:-1 glc
scratch_load_ubyte_d16 v5, off, s2 offset:-1 slc
scratch_load_ubyte_d16 v5, off, s2 offset:-4096
scratch_load_ubyte_d16 v5, off, s2 offset:0
scratch_load_ubyte_d16 v5, off, s2 offset:4095
scratch_load_ubyte_d16 v5, off, ttmp15 offset:-1
scratch_load_ubyte_d16 v5, off, vcc_hi offset:-1
scratch_load_ubyte_d16 v5, off, vcc_lo offset:-1
scratch_load_ubyte_d16 v5, v0, off offset:-1
scratch_load_ubyte_d16_hi v255, off, s2 offset:-1
scratch_load_ubyte_d16_hi v5, off, flat_scratch_hi offset:-1
scratch_load_ubyte_d16_hi v5, off, flat_scratch_lo offset:-1
scratch_load_ubyte_d16_hi v5, off, s101 offset:-1
scratch_load_ubyte_d16_hi v5, off, s2
scratch_load_ubyte_d16_hi v5, off, s2 offset:-1
scratch_load_ubyte_d16_hi v5, off, s2 offset:-1 glc
scratch_load_ubyte_d16_hi v5, off, s2 offset:-1 slc
scratch_load_ubyte_d16_hi v5, off, s2 offset:-4096
scratch_load_ubyte_d16_hi v5, off, s2 offset:0
scratch_load_ubyte_d16_hi v5, off, s2 offset:4095
scratch_load_ubyte_d16_hi v5, off, ttmp15 offset:-1
scratch_load_ubyte_d16_hi v5, off, vcc_hi offset:-1
scratch_load_ubyte_d16_hi v5, off, vcc_lo offset:-1
scratch_load_ubyte_d16_hi v5, v0, off offset:-1
scratch_load_ushort off, s4 offset:2048 lds
scratch_load_ushort v2, off offset:2048 lds
scratch_load_ushort v255, off, s2 offset:-1
scratch_load_ushort v5, off, flat_scratch_hi offset:-1
scratch_load_ushort v5, off, flat_scratch_lo offset:-1
scratch_load_ushort v5, off, s101 offset:-1
scratch_load_ushort v5, off, s2
scratch_load_ushort v5, off, s2 offset:-1
scratch_load_ushort v5, off, s2 offset:-1 glc
scratch_load_ushort v5, off, s2 offset:-1 slc
scratch_load_ushort v5, off, s2 offset:-4096
scratch_load_ushort v5, off, s2 offset:0
scratch_load_ushort v5, off, s2 offset:4095
scratch_load_ushort v5, off, ttmp15 offset:-1
scratch_load_ushort v5, off, vcc_hi offset:-1
scratch_load_ushort v5, off, vcc_lo offset:-1
scratch_load_ushort v5, v0, off offset:-1
scratch_store_byte off, v2, flat_scratch_hi offset:-1
scratch_store_byte off, v2, flat_scratch_lo offset:-1
scratch_store_byte off, v2, s101 offset:-1
scratch_store_byte off, v2, s3
scratch_store_byte off, v2, s3 offset:-1
scratch_store_byte off, v2, s3 offset:-1 glc
scratch_store_byte off, v2, s3 offset:-1 slc
scratch_store_byte off, v2, s3 offset:-4096
scratch_store_byte off, v2, s3 offset:0
scratch_store_byte off, v2, s3 offset:4095
scratch_store_byte off, v2, ttmp15 offset:-1
scratch_store_byte off, v2, vcc_hi offset:-1
scratch_store_byte off, v2, vcc_lo offset:-1
scratch_store_byte off, v255, s3 offset:-1
scratch_store_byte v0, v2, off offset:-1
scratch_store_byte_d16_hi off, v2, flat_scratch_hi offset:-1
scratch_store_byte_d16_hi off, v2, flat_scratch_lo offset:-1
scratch_store_byte_d16_hi off, v2, s101 offset:-1
scratch_store_byte_d16_hi off, v2, s3
scratch_store_byte_d16_hi off, v2, s3 offset:-1
