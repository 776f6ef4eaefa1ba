// Input lines of llvm/test/MC/AMDGPU/dl-insts.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 37bc1db10ce0; RUN/CHECK lines and comments removed (all three pages).
// Expected results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_fmac_f32 v5, v1, v2
v_fmac_f32 v255, v1, v2
v_fmac_f32 v5, v255, v2
v_fmac_f32 v5, s1, v2
v_fmac_f32 v5, s101, v2
v_fmac_f32 v5, flat_scratch_lo, v2
v_fmac_f32 v5, flat_scratch_hi, v2
v_fmac_f32 v5, vcc_lo, v2
v_fmac_f32 v5, vcc_hi, v2
v_fmac_f32 v5, m0, v2
v_fmac_f32 v5, exec_lo, v2
v_fmac_f32 v5, exec_hi, v2
v_fmac_f32 v5, 0, v2
v_fmac_f32 v5, -1, v2
v_fmac_f32 v5, 0.5, v2
v_fmac_f32 v5, -4.0, v2
v_fmac_f32 v5, 0xaf123456, v2
v_fmac_f32 v5, 0x3f717273, v2
v_fmac_f32 v5, v1, v255
v_fmac_f32_e64 v5, v1, v2
v_fmac_f32_e64 v255, v1, v2
v_fmac_f32_e64 v5, v255, v2
v_fmac_f32_e64 v5, s1, v2
v_fmac_f32_e64 v5, s101, v2
v_fmac_f32_e64 v5, flat_scratch_lo, v2
v_fmac_f32_e64 v5, flat_scratch_hi, v2
v_fmac_f32_e64 v5, vcc_lo, v2
v_fmac_f32_e64 v5, vcc_hi, v2
v_fmac_f32_e64 v5, m0, v2
v_fmac_f32_e64 v5, exec_lo, v2
v_fmac_f32_e64 v5, exec_hi, v2
v_fmac_f32_e64 v5, 0, v2
v_fmac_f32_e64 v5, -1, v2
v_fmac_f32_e64 v5, 0.5, v2
v_fmac_f32_e64 v5, -4.0, v2
v_fmac_f32_e64 v5, v1, v255
v_fmac_f32_e64 v5, v1, s2
v_fmac_f32_e64 v5, v1, s101
v_fmac_f32_e64 v5, v1, flat_scratch_lo
v_fmac_f32_e64 v5, v1, flat_scratch_hi
v_fmac_f32_e64 v5, v1, vcc_lo
v_fmac_f32_e64 v5, v1, vcc_hi
v_fmac_f32_e64 v5, v1, m0
v_fmac_f32_e64 v5, v1, exec_lo
v_fmac_f32_e64 v5, v1, exec_hi
v_fmac_f32_e64 v5, v1, 0
v_fmac_f32_e64 v5, v1, -1
v_fmac_f32_e64 v5, v1, 0.5
v_fmac_f32_e64 v5, v1, -4.0
v_fmac_f32_e64 v5, -v1, v2
v_fmac_f32_e64 v5, v1, -v2
v_fmac_f32_e64 v5, -v1, -v2
v_fmac_f32_e64 v5, |v1|, v2
v_fmac_f32_e64 v5, v1, |v2|
v_fmac_f32_e64 v5, |v1|, |v2|
v_fmac_f32_e64 v5, v1, v2 clamp
v_fmac_f32_e64 v5, v1, v2 mul:2
v_fmac_f32_e64 v5, v1, v2 mul:4
v_fmac_f32_e64 v5, v1, v2 div:2
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v255, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v255, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v255 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_mirror row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_half_mirror row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_bcast:15 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_bcast:31 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 wave_shl:1 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 wave_rol:1 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 wave_shr:1 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 wave_ror:1 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_shl:1 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_shl:15 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_shr:1 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_shr:15 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_ror:1 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 row_ror:15 row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] bank_mask:0x0
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0
v_fmac_f32_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_fmac_f32_dpp v5, -v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, |v1|, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, -v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_fmac_f32_dpp v5, v1, |v2| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_xnor_b32 v5, v1, v2
v_xnor_b32 v255, v1, v2
v_xnor_b32 v5, v255, v2
v_xnor_b32 v5, s1, v2
v_xnor_b32 v5, s101, v2
v_xnor_b32 v5, flat_scratch_lo, v2
v_xnor_b32 v5, flat_scratch_hi, v2
v_xnor_b32 v5, vcc_lo, v2
v_xnor_b32 v5, vcc_hi, v2
v_xnor_b32 v5, m0, v2
v_xnor_b32 v5, exec_lo, v2
v_xnor_b32 v5, exec_hi, v2
v_xnor_b32 v5, 0, v2
v_xnor_b32 v5, -1, v2
v_xnor_b32 v5, 0.5, v2
v_xnor_b32 v5, -4.0, v2
v_xnor_b32 v5, 0xaf123456, v2
v_xnor_b32 v5, 0x3f717273, v2
v_xnor_b32 v5, v1, v255
v_xnor_b32_e64 v5, v1, v2
v_xnor_b32_e64 v255, v1, v2
v_xnor_b32_e64 v5, v255, v2
v_xnor_b32_e64 v5, s1, v2
v_xnor_b32_e64 v5, s101, v2
v_xnor_b32_e64 v5, flat_scratch_lo, v2
v_xnor_b32_e64 v5, flat_scratch_hi, v2
v_xnor_b32_e64 v5, vcc_lo, v2
v_xnor_b32_e64 v5, vcc_hi, v2
v_xnor_b32_e64 v5, m0, v2
v_xnor_b32_e64 v5, exec_lo, v2
v_xnor_b32_e64 v5, exec_hi, v2
v_xnor_b32_e64 v5, 0, v2
v_xnor_b32_e64 v5, -1, v2
v_xnor_b32_e64 v5, 0.5, v2
v_xnor_b32_e64 v5, -4.0, v2
v_xnor_b32_e64 v5, v1, v255
v_xnor_b32_e64 v5, v1, s2
v_xnor_b32_e64 v5, v1, s101
v_xnor_b32_e64 v5, v1, flat_scratch_lo
v_xnor_b32_e64 v5, v1, flat_scratch_hi
v_xnor_b32_e64 v5, v1, vcc_lo
v_xnor_b32_e64 v5, v1, vcc_hi
v_xnor_b32_e64 v5, v1, m0
v_xnor_b32_e64 v5, v1, exec_lo
v_xnor_b32_e64 v5, v1, exec_hi
v_xnor_b32_e64 v5, v1, 0
v_xnor_b32_e64 v5, v1, -1
v_xnor_b32_e64 v5, v1, 0.5
v_xnor_b32_e64 v5, v1, -4.0
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v255, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v255, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, s1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, s101, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, flat_scratch_lo, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, flat_scratch_hi, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, vcc_lo, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, vcc_hi, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, m0, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, exec_lo, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, exec_hi, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_xnor_b32_sdwa v5, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
v_xnor_b32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
v_xnor_b32_sdwa v5, v1, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_dot2_f32_f16 v0, v1, v2, v3
v_dot2_i32_i16 v0, v1, v2, v3
v_dot2_u32_u16 v0, v1, v2, v3
v_dot4_i32_i8 v0, v1, v2, v3
v_dot4_u32_u8 v0, v1, v2, v3
v_dot8_i32_i4 v0, v1, v2, v3
v_dot8_u32_u4 v0, v1, v2, v3
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[0,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[0,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[1,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[1,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[0,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[0,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[1,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[1,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[0,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[0,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[1,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[1,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[1,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[1,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[0,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[0,1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[1,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[1,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[0,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[0,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[1,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[1,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[0,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[0,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[1,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[1,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[0,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[0,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[1,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[1,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[1,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[1,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[0,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[0,1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[1,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[1,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[0,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[0,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[1,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[1,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[0,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[0,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[1,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,0] op_sel_hi:[1,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[0,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[0,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[1,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,1] op_sel_hi:[1,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[1,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,0] op_sel_hi:[1,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[0,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[0,1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[1,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[1,1] op_sel_hi:[1,1]
v_dot2_f32_f16 v0, v1, v2, v3 clamp
v_dot2_i32_i16 v0, v1, v2, v3 clamp
v_dot2_u32_u16 v0, v1, v2, v3 clamp
v_dot4_i32_i8 v0, v1, v2, v3 clamp
v_dot4_u32_u8 v0, v1, v2, v3 clamp
v_dot8_i32_i4 v0, v1, v2, v3 clamp
v_dot8_u32_u4 v0, v1, v2, v3 clamp
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[1,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[0,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[0,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[1,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[1,1,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,0] neg_hi:[0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,1,0] neg_hi:[0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1] neg_hi:[0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,1] neg_hi:[0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,0] neg_hi:[1,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[1,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,1,0] neg_hi:[1,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1] neg_hi:[1,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[1,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,1] neg_hi:[1,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[1,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,0] neg_hi:[0,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[0,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,1,0] neg_hi:[0,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1] neg_hi:[0,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[0,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,1] neg_hi:[0,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[0,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,0] neg_hi:[0,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[0,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,1,0] neg_hi:[0,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1] neg_hi:[0,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[0,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,1] neg_hi:[0,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[0,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,0] neg_hi:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,1,0] neg_hi:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1] neg_hi:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,1] neg_hi:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,0] neg_hi:[1,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[1,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,1,0] neg_hi:[1,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1] neg_hi:[1,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[1,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,1] neg_hi:[1,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[1,0,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,0] neg_hi:[1,1,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0] neg_hi:[1,1,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,1,0] neg_hi:[1,1,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1] neg_hi:[1,1,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[1,1,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,1] neg_hi:[1,1,1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[1,1,1]
