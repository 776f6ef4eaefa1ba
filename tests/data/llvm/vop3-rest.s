// Instruction lines of llvm/test/MC/AMDGPU/vop3.s (LLVM project, Apache-2.0 WITH LLVM-exception),
// its second part (after vop3.s here); kept as test inputs only: no CHECK lines; expected results
// come from the live llvm-mc 22.
v_mad_f16 v5, v1, v2, v3 clamp
v_mad_i16_e64 v5, -1, v2, v3
v_mad_i16 v5, v1, -4.0, v3
v_mad_i16 v5, v1, v2, 0
v_mad_u16_e64 v5, -1, v2, v3
v_mad_u16 v5, v1, 0, v3
v_mad_u16 v5, v1, v2, -4.0
v_mad_i32_i24 v5, v1, v2, v3 clamp
v_mad_u32_u24 v5, v1, v2, v3 clamp
v_sad_u8 v5, v1, v2, v3 clamp
v_sad_hi_u8 v5, v1, v2, v3 clamp
v_sad_u16 v5, v1, v2, v3 clamp
v_sad_u32 v5, v1, v2, v3 clamp
v_msad_u8 v5, v1, v2, v3 clamp
v_mqsad_pk_u16_u8 v[5:6], v[1:2], v2, v[3:4] clamp
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, v[3:4] clamp
v_mqsad_u32_u8 v[252:255], v[1:2], v2, v[3:6] clamp
v_mad_u16 v5, v1, v2, v3 clamp
v_mad_i16 v5, v1, v2, v3 clamp
v_interp_mov_f32_e64 v5, p10, attr0.x
v_interp_mov_f32_e64 v5, p10, attr32.x
v_interp_mov_f32_e64 v5, p20, attr0.x
v_interp_mov_f32_e64 v5, p10, attr0.w
v_interp_mov_f32_e64 v5, p10, attr0.x clamp
v_interp_mov_f32 v5, p10, attr0.x clamp
v_interp_mov_f32_e64 v5, p10, attr0.x mul:2
v_interp_mov_f32_e64 v5, p10, attr0.x mul:4
v_interp_mov_f32_e64 v5, p10, attr0.x div:2
v_interp_mov_f32 v5, p10, attr0.x div:2
v_interp_p1_f32_e64 v5, v2, attr0.x
v_interp_p1_f32_e64 v5, v2, attr0.y
v_interp_p1_f32_e64 v5, -v2, attr0.x
v_interp_p1_f32_e64 v5, |v2|, attr0.x
v_interp_p1_f32_e64 v5, v2, attr0.x clamp
v_interp_p1_f32 v5, v2, attr0.x clamp
v_interp_p1_f32_e64 v5, v2, attr0.x mul:2
v_interp_p2_f32_e64 v255, v2, attr0.x
v_interp_p2_f32_e64 v5, v2, attr31.x
v_interp_p2_f32_e64 v5, -v2, attr0.x
v_interp_p2_f32_e64 v5, |v2|, attr0.x
v_interp_p2_f32_e64 v5, v2, attr0.x clamp
v_interp_p2_f32_e64 v5, v2, attr0.x div:2
v_interp_p1ll_f16 v5, v2, attr31.x
v_interp_p1ll_f16 v5, v2, attr0.w
v_interp_p1ll_f16 v5, -v2, attr0.x
v_interp_p1ll_f16 v5, |v2|, attr0.x
v_interp_p1ll_f16 v5, v2, attr0.x high
v_interp_p1ll_f16 v5, v2, attr0.x clamp
v_interp_p1ll_f16 v5, v2, attr0.x mul:4
v_interp_p1lv_f16 v5, v2, attr1.x, v3
v_interp_p1lv_f16 v5, v2, attr0.z, v3
v_interp_p1lv_f16 v5, -v2, attr0.x, v3
v_interp_p1lv_f16 v5, v2, attr0.x, -v3
v_interp_p1lv_f16 v5, |v2|, attr0.x, v3
v_interp_p1lv_f16 v5, v2, attr0.x, |v3|
v_interp_p1lv_f16 v5, v2, attr0.x, v3 high
v_interp_p1lv_f16 v5, v2, attr0.x, v3 clamp
v_interp_p1lv_f16 v5, v2, attr0.x, v3 mul:2
v_interp_p1lv_f16 v5, v2, attr0.x, v3 div:2
v_interp_p2_f16 v5, v2, attr1.x, v3
v_interp_p2_f16 v5, v2, attr32.x, v3
v_interp_p2_f16 v5, v2, attr0.w, v3
v_interp_p2_f16 v5, -v2, attr0.x, v3
v_interp_p2_f16 v5, v2, attr0.x, -v3
v_interp_p2_f16 v5, |v2|, attr0.x, v3
v_interp_p2_f16 v5, v2, attr0.x, |v3|
v_interp_p2_f16 v5, v2, attr0.x, v3 high
v_interp_p2_f16 v5, v2, attr0.x, v3 clamp
