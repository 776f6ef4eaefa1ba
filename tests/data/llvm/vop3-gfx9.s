// Input lines of llvm/test/MC/AMDGPU/vop3-gfx9.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 180686d73fdc; RUN/CHECK lines and comments removed (its first page, of four). Expected results are
// never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_lshl_add_u32 v1, v2, v3, v4
v_add_lshl_u32 v1, v2, v3, v4
v_add3_u32 v1, v2, v3, v4
v_lshl_or_b32 v1, v2, v3, v4
v_and_or_b32 v1, v2, v3, v4
v_or3_b32 v1, v2, v3, v4
v_pack_b32_f16 v1, v2, v3
v_pack_b32_f16 v5, v1, v2 op_sel:[1,0,0]
v_pack_b32_f16 v5, v1, v2 op_sel:[0,1,0]
v_pack_b32_f16 v5, v1, v2 op_sel:[0,0,1]
v_xad_u32 v1, v2, v3, v4
v_min3_f16 v1, v2, v3, v4
v_min3_i16 v1, v2, v3, v4
v_min3_u16 v1, v2, v3, v4
v_max3_f16 v1, v2, v3, v4
v_max3_f16 v5, v1, v2, v3 op_sel:[0,0,0,0]
v_max3_f16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_max3_f16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_max3_f16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_max3_f16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_max3_f16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_max3_i16 v1, v2, v3, v4
v_max3_i16 v5, v1, v2, v3 op_sel:[0,0,0,0]
v_max3_i16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_max3_i16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_max3_i16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_max3_i16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_max3_i16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_max3_u16 v1, v2, v3, v4
v_med3_f16 v1, v2, v3, v4
v_med3_i16 v1, v2, v3, v4
v_med3_u16 v1, v2, v3, v4
v_mad_u32_u16 v5, v1, v2, v3
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[0,0,1,0]
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_mad_u32_u16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_mad_i32_i16 v5, v1, v2, v3
v_mad_i32_i16 v5, v1, v2, v3 op_sel:[0,0,0,1]
v_cvt_pknorm_i16_f16 v5, v1, v2
v_cvt_pknorm_i16_f16 v5, -v1, v2
v_cvt_pknorm_i16_f16 v5, v1, -v2
v_cvt_pknorm_i16_f16 v5, -v1, -v2
v_cvt_pknorm_i16_f16 v5, |v1|, v2
v_cvt_pknorm_i16_f16 v5, v1, |v2|
v_cvt_pknorm_i16_f16 v5, v1, v2 op_sel:[0,0,0]
v_cvt_pknorm_i16_f16 v5, v1, v2 op_sel:[1,0,0]
v_cvt_pknorm_i16_f16 v5, v1, v2 op_sel:[1,1,1]
v_cvt_pknorm_u16_f16 v5, -v1, -v2
v_cvt_pknorm_u16_f16 v5, |v1|, |v2|
v_cvt_pknorm_u16_f16 v5, v1, v2 op_sel:[1,1,1]
v_add_i16 v5, v1, v2
v_add_i16 v5, v1, v2 op_sel:[1,1,1]
v_sub_i16 v5, v1, v2
v_sub_i16 v5, v1, v2 op_sel:[1,1,1]
v_sub_i16 v5, v1, v2 clamp
v_fma_f16_e64 v5, v1, v2, v3
v_fma_f16 v5, v1, -v2, v3
v_fma_f16 v5, v1, v2, |v3|
v_fma_f16 v5, v1, v2, v3 clamp
v_fma_f16 v5, v1, v2, v3 op_sel:[1,0,0,0]
v_fma_f16 v5, v1, v2, v3 op_sel:[0,1,0,0]
v_fma_f16 v5, v1, v2, v3 op_sel:[1,1,1,1]
v_fma_legacy_f16_e64 v5, v1, v2, v3
v_fma_legacy_f16 v5, -v1, v2, v3
v_fma_legacy_f16 v5, v1, |v2|, v3
v_fma_legacy_f16 v5, v1, v2, v3 clamp
v_div_fixup_f16_e64 v5, 0.5, v2, v3
