// Input lines of llvm/test/MC/AMDGPU/mubuf.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 0567844be70f; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
buffer_load_dword v1, off, s[4:7], s1
buffer_load_dword v1, off, ttmp[4:7], s1
buffer_load_dword v1, off, s[4:7], s1 offset:4
buffer_load_dword v1, off, s[4:7], s1 offset:4 glc
buffer_load_dword v1, off, s[4:7], s1 offset:4 slc
buffer_load_dword v[1:2], off, s[4:7], s1 offset:4 tfe
buffer_load_dword v[1:2], off, s[4:7], s1 glc tfe
buffer_load_dword v[1:2], off, s[4:7], s1 offset:4 glc slc tfe
buffer_load_dword v[1:2], off, ttmp[4:7], s1 offset:4 glc slc tfe
buffer_load_dword v1, v2, s[4:7], s1 offen
buffer_load_dword v1, v2, s[4:7], s1 offen offset:4
buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc
buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 slc
buffer_load_dword v[1:2], v2, s[4:7], s1 offen offset:4 tfe
buffer_load_dword v[1:2], v2, s[4:7], s1 offen glc tfe
buffer_load_dword v[1:2], v2, s[4:7], s1 offen offset:4 glc slc tfe
buffer_load_dword v[1:2], v2, ttmp[4:7], s1 offen offset:4 glc slc tfe
buffer_load_dwordx2 v[1:3], v2, ttmp[4:7], s1 offen offset:4 glc slc tfe
buffer_load_dword v1, v2, s[4:7], s1 idxen
buffer_load_dword v1, v2, s[4:7], s1 idxen offset:4
buffer_load_dword v1, v2, s[4:7], s1 idxen offset:4 glc
buffer_load_dword v1, v2, s[4:7], s1 idxen offset:4 slc
buffer_load_dword v[1:2], v2, s[4:7], s1 idxen offset:4 tfe
buffer_load_dword v[1:2], v2, s[4:7], s1 idxen glc tfe
buffer_load_dword v[1:2], v2, s[4:7], s1 idxen offset:4 glc slc tfe
buffer_load_dword v[1:2], v2, ttmp[4:7], s1 idxen offset:4 glc slc tfe
buffer_load_dwordx4 v[1:5], v2, ttmp[4:7], s1 idxen offset:4 glc slc tfe
buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen
buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4
buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4 glc
buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4 slc
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 idxen offen offset:4 tfe
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 idxen offen glc tfe
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 idxen offen offset:4 glc slc tfe
buffer_load_dword v[1:2], v[2:3], ttmp[4:7], ttmp1 idxen offen offset:4 glc slc tfe
buffer_load_dword v1, v[2:3], s[4:7], s1 addr64
buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offset:4
buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offset:4 glc
buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offset:4 slc
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 addr64 offset:4 tfe
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 addr64 glc tfe
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 addr64 offset:4 glc slc tfe
buffer_load_dword v[1:2], v[2:3], ttmp[4:7], ttmp1 addr64 offset:4 glc slc tfe
buffer_store_dword v1, off, s[4:7], s1
buffer_store_dword v1, off, s[4:7], s1 offset:4
buffer_store_dword v1, off, s[4:7], s1 offset:4 glc
buffer_store_dword v1, off, s[4:7], s1 offset:4 slc
buffer_store_dword v1, v2, s[4:7], s1 offen
buffer_store_dword v1, v2, s[4:7], s1 offen offset:4
buffer_store_dword v1, v2, s[4:7], s1 offen offset:4 glc
buffer_store_dword v1, v2, s[4:7], s1 offen offset:4 slc
buffer_store_dword v1, v2, s[4:7], s1 idxen
buffer_store_dword v1, v2, s[4:7], s1 idxen offset:4
buffer_store_dword v1, v2, s[4:7], s1 idxen offset:4 glc
buffer_store_dword v1, v2, s[4:7], s1 idxen offset:4 slc
buffer_store_dword v1, v[2:3], s[4:7], s1 idxen offen
buffer_store_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4
buffer_store_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4 glc
buffer_store_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4 slc
buffer_store_dword v1, v[2:3], s[4:7], s1 addr64
buffer_store_dword v1, v[2:3], s[4:7], s1 addr64 offset:4
buffer_store_dword v1, v[2:3], s[4:7], s1 addr64 offset:4 glc
buffer_store_dword v1, v[2:3], s[4:7], s1 addr64 offset:4 slc
buffer_load_format_x v1, off, s[4:7], s1
buffer_load_format_xy v[1:2], off, s[4:7], s1
buffer_load_format_xyz v[1:3], off, s[4:7], s1
buffer_load_format_xyzw v[1:4], off, s[4:7], s1
buffer_store_format_x v1, off, s[4:7], s1
buffer_store_format_xy v[1:2], off, s[4:7], s1
buffer_store_format_xyz v[1:3], off, s[4:7], s1
buffer_store_format_xyzw v[1:4], off, s[4:7], s1
buffer_store_format_xyzw v[1:4], off, ttmp[4:7], ttmp1
buffer_load_ubyte v1, off, s[4:7], s1
buffer_load_ubyte v1, off, ttmp[4:7], ttmp1
buffer_load_sbyte v1, off, s[4:7], s1
buffer_load_ushort v1, off, s[4:7], s1
buffer_load_sshort v1, off, s[4:7], s1
buffer_load_dword v1, off, s[4:7], s1
buffer_load_dword v1, off, ttmp[4:7], ttmp1
buffer_load_dwordx2 v[1:2], off, s[4:7], s1
buffer_load_dwordx3 v[0:2], off, s[4:7], s0 offset:4095
buffer_load_dwordx4 v[1:4], off, s[4:7], s1
buffer_load_dwordx4 v[1:4], off, ttmp[4:7], ttmp1
buffer_store_byte v1, off, s[4:7], s1
buffer_store_byte v1, off, ttmp[4:7], ttmp1
buffer_store_short v1, off, s[4:7], s1
buffer_store_dword v1, off, s[4:7], s1
buffer_store_dwordx2 v[1:2], off, s[4:7], s1
buffer_store_dwordx3 v[0:2], off, s[4:7], s0 offset:4095
buffer_store_dwordx4 v[1:4], off, s[4:7], s1
buffer_store_dwordx4 v[1:4], off, ttmp[4:7], ttmp1
buffer_wbinvl1
buffer_wbinvl1_sc
buffer_wbinvl1_vol
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64
buffer_atomic_inc v1, v[2:3], s[8:11], s4 addr64
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 offset:4
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 offset:4 slc
buffer_atomic_inc v1, off, s[8:11], 56
buffer_atomic_inc v1, off, s[8:11], 56 slc
buffer_atomic_inc v1, off, s[8:11], s4 slc
buffer_atomic_inc v1, off, s[8:11], 56 offset:4
buffer_atomic_inc v1, off, s[8:11], 56 offset:4 slc
buffer_atomic_inc v1, v2, s[8:11], 56 offen
buffer_atomic_inc v1, v2, s[8:11], 56 offen slc
buffer_atomic_inc v1, v2, s[8:11], 56 offen offset:4
buffer_atomic_inc v1, v2, s[8:11], s4 offen offset:4
buffer_atomic_inc v1, v2, s[8:11], 56 offen offset:4 slc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen
buffer_atomic_inc v1, v2, s[8:11], 56 idxen slc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen offset:4
buffer_atomic_inc v1, v2, s[8:11], 56 idxen offset:4 slc
buffer_atomic_inc v1, v2, s[8:11], s4 idxen offset:4 slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen
buffer_atomic_inc v1, v[2:3], s[8:11], s4 idxen offen
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen offset:4
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen offset:4 slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 glc
buffer_atomic_inc v1, v[2:3], s[8:11], s4 addr64 glc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 glc slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 offset:4 glc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 offset:4 glc slc
buffer_atomic_inc v1, off, s[8:11], 56 glc
buffer_atomic_inc v1, off, s[8:11], 56 glc slc
buffer_atomic_inc v1, off, s[8:11], s4 glc slc
buffer_atomic_inc v1, off, s[8:11], 56 offset:4 glc
buffer_atomic_inc v1, off, s[8:11], 56 offset:4 glc slc
buffer_atomic_inc v1, v2, s[8:11], 56 offen glc
buffer_atomic_inc v1, v2, s[8:11], 56 offen glc slc
buffer_atomic_inc v1, v2, s[8:11], 56 offen offset:4 glc
buffer_atomic_inc v1, v2, s[8:11], s4 offen offset:4 glc
buffer_atomic_inc v1, v2, s[8:11], 56 offen offset:4 glc slc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen glc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen glc slc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen offset:4 glc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen offset:4 glc slc
buffer_atomic_inc v1, v2, s[8:11], s4 idxen offset:4 glc slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen glc
buffer_atomic_inc v1, v[2:3], s[8:11], s4 idxen offen glc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen glc slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen offset:4 glc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen offset:4 glc slc
buffer_atomic_add v5, off, s[8:11], 0.5 offset:4095 glc
buffer_atomic_add v5, off, s[8:11], 0.15915494 offset:4095 glc
buffer_atomic_fcmpswap v[0:1], off, s[0:3], s0 offset:4095
buffer_atomic_fcmpswap v[0:1], v[0:1], s[0:3], s0 addr64 offset:4095
buffer_atomic_fcmpswap_x2 v[0:3], off, s[0:3], s0 offset:4095
buffer_atomic_fcmpswap_x2 v[0:3], v0, s[0:3], s0 idxen offset:4095
buffer_atomic_fmax v1, off, s[0:3], s0 offset:4095
buffer_atomic_fmax v0, off, s[0:3], s0 offset:7
buffer_atomic_fmax v0, off, s[0:3], s0 offset:4095 glc
buffer_atomic_fmax_x2 v[5:6], off, s[0:3], s0 offset:4095
buffer_atomic_fmax_x2 v[0:1], v0, s[0:3], s0 idxen offset:4095
buffer_atomic_fmin v0, v[0:1], s[0:3], s0 addr64 offset:4095
buffer_atomic_fmin v0, off, s[0:3], s0
buffer_atomic_fmin v0, off, s[0:3], s0 offset:0
buffer_atomic_fmin_x2 v[0:1], off, s[0:3], s0 offset:4095 slc
buffer_atomic_fmin_x2 v[0:1], v0, s[0:3], s0 idxen offset:4095
buffer_load_sbyte off, s[8:11], s3 lds
buffer_load_sbyte off, s[8:11], s3 glc slc lds
buffer_load_sbyte off, s[8:11], s3 offset:4095 glc slc lds
buffer_load_sbyte v0, s[8:11], s3 offen offset:4095 slc lds
buffer_load_sbyte v0, s[8:11], s3 offen lds
buffer_load_sbyte v0, s[8:11], s3 idxen glc slc lds
buffer_load_sbyte v[0:1], s[8:11], s3 idxen offen offset:4095 lds
buffer_load_sbyte v[0:1], s[8:11], s3 idxen offen offset:4095 glc slc lds
buffer_load_ubyte off, s[8:11], s3 offset:4095 lds
buffer_load_sshort v0, s[8:11], s3 offen offset:4095 glc slc lds
buffer_load_ushort v0, s[8:11], s3 idxen offset:4095 glc slc lds
buffer_load_dword v0, s[8:11], s101 offen lds
buffer_load_format_x v[0:1], s[8:11], s3 idxen offen offset:4095 glc slc lds
buffer_store_lds_dword s[4:7], s0 lds
buffer_store_lds_dword s[4:7], s0 offset:4095 lds
buffer_store_lds_dword s[4:7], s8 offset:4 lds glc slc
buffer_load_sbyte off, s[8:11], s3 lds tfe
buffer_load_dword off, s[8:11], s3 tfe lds
buffer_store_lds_dword s[4:7], s8 offset:4 lds tfe
buffer_store_lds_dword s[4:7], s8 offset:4 tfe lds
buffer_load_dword off, s[8:11], s3
buffer_load_dword off, s[8:11], s3 offset:1
buffer_store_dword v[1:2], off, s[4:7], s1 tfe
