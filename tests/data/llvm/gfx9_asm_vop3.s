// Input lines of llvm/test/MC/AMDGPU/gfx9_asm_vop3.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 22604d86d7fe: five parts (interpolation e64 .. v_cvt_u32_f32_e64;
// v_mac_f32_e64 .. v_subrev_co_u32_e64; v_cmp_class_f64 .. v_cmp_class_f16 and
// v_cmpx_class_f32 e64; v_cmpx_ngt_f16 .. v_cmpx_nle_f16, v_cmp_nlt_f64, v_cmpx_f_f64 and
// v_cmpx_gt_u64 e64; at offset 560000 the end of v_cmp_neq_f32_e64, v_cmp_nlt_f32, v_cmp_tru_f32,
// v_cmpx_f_f32 e64 and the start of v_cmpx_lt_f32_e64); the rest of the file repeats these
// operand forms for the other mnemonics; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
// Session 6: the pages at one third and two thirds of the file, offsets 368000 and 752000, each whole;
// now 7 of its 71 pages of 16,000 characters, 10% of the file. Each added part is
// headed by its offset.
// Session 7 (coverage): the pages at offsets 208000 and 288000, each whole (read to learn and prove tests/llvm_templates.py);
// now 9 of its 71 pages of 16,000 characters, 13% of the file. Each added part is headed by its offset.
v_interp_p1_f32_e64 v5, v2, attr0.x
v_interp_p1_f32_e64 v255, v2, attr0.x
v_interp_p1_f32_e64 v5, v2, attr1.x
v_interp_p1_f32_e64 v5, v2, attr31.x
v_interp_p1_f32_e64 v5, v2, attr32.x
v_interp_p1_f32_e64 v5, v255, attr0.x
v_interp_p1_f32_e64 v5, -v2, attr0.x
v_interp_p1_f32_e64 v5, |v2|, attr0.x
v_interp_p1_f32_e64 v5, v2, attr0.y
v_interp_p1_f32_e64 v5, v2, attr0.z
v_interp_p1_f32_e64 v5, v2, attr0.w
v_interp_p1_f32_e64 v5, v2, attr0.x clamp
v_interp_p1_f32_e64 v5, v2, attr0.x mul:2
v_interp_p1_f32_e64 v5, v2, attr0.x mul:4
v_interp_p1_f32_e64 v5, v2, attr0.x div:2
v_interp_p2_f32_e64 v5, v2, attr0.x
v_interp_p2_f32_e64 v255, v2, attr0.x
v_interp_p2_f32_e64 v5, v2, attr1.x
v_interp_p2_f32_e64 v5, v2, attr31.x
v_interp_p2_f32_e64 v5, v2, attr32.x
v_interp_p2_f32_e64 v5, v255, attr0.x
v_interp_p2_f32_e64 v5, -v2, attr0.x
v_interp_p2_f32_e64 v5, |v2|, attr0.x
v_interp_p2_f32_e64 v5, v2, attr0.y
v_interp_p2_f32_e64 v5, v2, attr0.z
v_interp_p2_f32_e64 v5, v2, attr0.w
v_interp_p2_f32_e64 v5, v2, attr0.x clamp
v_interp_p2_f32_e64 v5, v2, attr0.x mul:2
v_interp_p2_f32_e64 v5, v2, attr0.x mul:4
v_interp_p2_f32_e64 v5, v2, attr0.x div:2
v_interp_mov_f32_e64 v5, p10, attr0.x
v_interp_mov_f32_e64 v255, p10, attr0.x
v_interp_mov_f32_e64 v5, p10, attr1.x
v_interp_mov_f32_e64 v5, p10, attr31.x
v_interp_mov_f32_e64 v5, p10, attr32.x
v_interp_mov_f32_e64 v5, p20, attr0.x
v_interp_mov_f32_e64 v5, p0, attr0.x
v_interp_mov_f32_e64 v5, p10, attr0.y
v_interp_mov_f32_e64 v5, p10, attr0.z
v_interp_mov_f32_e64 v5, p10, attr0.w
v_interp_mov_f32_e64 v5, p10, attr0.x clamp
v_interp_mov_f32_e64 v5, p10, attr0.x mul:2
v_interp_mov_f32_e64 v5, p10, attr0.x mul:4
v_interp_mov_f32_e64 v5, p10, attr0.x div:2
v_nop_e64
v_mov_b32_e64 v5, v1
v_mov_b32_e64 v255, v1
v_mov_b32_e64 v5, v255
v_mov_b32_e64 v5, s1
v_mov_b32_e64 v5, s101
v_mov_b32_e64 v5, flat_scratch_lo
v_mov_b32_e64 v5, flat_scratch_hi
v_mov_b32_e64 v5, vcc_lo
v_mov_b32_e64 v5, vcc_hi
v_mov_b32_e64 v5, ttmp15
v_mov_b32_e64 v5, m0
v_mov_b32_e64 v5, exec_lo
v_mov_b32_e64 v5, exec_hi
v_mov_b32_e64 v5, 0
v_mov_b32_e64 v5, -1
v_mov_b32_e64 v5, 0.5
v_mov_b32_e64 v5, -4.0
v_mov_b32_e64 v5, src_vccz
v_mov_b32_e64 v5, src_execz
v_mov_b32_e64 v5, src_scc
v_mov_b32_e64 v5, src_lds_direct
v_cvt_i32_f64_e64 v5, v[1:2]
v_cvt_i32_f64_e64 v255, v[1:2]
v_cvt_i32_f64_e64 v5, v[254:255]
v_cvt_i32_f64_e64 v5, s[2:3]
v_cvt_i32_f64_e64 v5, s[4:5]
v_cvt_i32_f64_e64 v5, s[100:101]
v_cvt_i32_f64_e64 v5, flat_scratch
v_cvt_i32_f64_e64 v5, vcc
v_cvt_i32_f64_e64 v5, ttmp[14:15]
v_cvt_i32_f64_e64 v5, exec
v_cvt_i32_f64_e64 v5, 0
v_cvt_i32_f64_e64 v5, -1
v_cvt_i32_f64_e64 v5, 0.5
v_cvt_i32_f64_e64 v5, -4.0
v_cvt_i32_f64_e64 v5, src_vccz
v_cvt_i32_f64_e64 v5, src_execz
v_cvt_i32_f64_e64 v5, src_scc
v_cvt_i32_f64_e64 v5, -v[1:2]
v_cvt_i32_f64_e64 v5, |v[1:2]|
v_cvt_i32_f64_e64 v5, v[1:2] clamp
v_cvt_i32_f64_e64 v5, s[4:5] mul:2
v_cvt_i32_f64_e64 v5, v[1:2] clamp div:2
v_cvt_f64_i32_e64 v[5:6], v1
v_cvt_f64_i32_e64 v[254:255], v1
v_cvt_f64_i32_e64 v[5:6], v255
v_cvt_f64_i32_e64 v[5:6], s1
v_cvt_f64_i32_e64 v[5:6], s101
v_cvt_f64_i32_e64 v[5:6], flat_scratch_lo
v_cvt_f64_i32_e64 v[5:6], flat_scratch_hi
v_cvt_f64_i32_e64 v[5:6], vcc_lo
v_cvt_f64_i32_e64 v[5:6], vcc_hi
v_cvt_f64_i32_e64 v[5:6], ttmp15
v_cvt_f64_i32_e64 v[5:6], m0
v_cvt_f64_i32_e64 v[5:6], exec_lo
v_cvt_f64_i32_e64 v[5:6], exec_hi
v_cvt_f64_i32_e64 v[5:6], 0
v_cvt_f64_i32_e64 v[5:6], -1
v_cvt_f64_i32_e64 v[5:6], 0.5
v_cvt_f64_i32_e64 v[5:6], -4.0
v_cvt_f64_i32_e64 v[5:6], src_vccz
v_cvt_f64_i32_e64 v[5:6], src_execz
v_cvt_f64_i32_e64 v[5:6], src_scc
v_cvt_f64_i32_e64 v[5:6], src_lds_direct
v_cvt_f64_i32_e64 v[5:6], v1 clamp
v_cvt_f64_i32_e64 v[5:6], v1 mul:2
v_cvt_f64_i32_e64 v[5:6], v1 mul:4
v_cvt_f64_i32_e64 v[5:6], v1 div:2
v_cvt_f32_i32_e64 v5, v1
v_cvt_f32_i32_e64 v255, v1
v_cvt_f32_i32_e64 v5, v255
v_cvt_f32_i32_e64 v5, s1
v_cvt_f32_i32_e64 v5, s101
v_cvt_f32_i32_e64 v5, flat_scratch_lo
v_cvt_f32_i32_e64 v5, flat_scratch_hi
v_cvt_f32_i32_e64 v5, vcc_lo
v_cvt_f32_i32_e64 v5, vcc_hi
v_cvt_f32_i32_e64 v5, ttmp15
v_cvt_f32_i32_e64 v5, m0
v_cvt_f32_i32_e64 v5, exec_lo
v_cvt_f32_i32_e64 v5, exec_hi
v_cvt_f32_i32_e64 v5, 0
v_cvt_f32_i32_e64 v5, -1
v_cvt_f32_i32_e64 v5, 0.5
v_cvt_f32_i32_e64 v5, -4.0
v_cvt_f32_i32_e64 v5, src_vccz
v_cvt_f32_i32_e64 v5, src_execz
v_cvt_f32_i32_e64 v5, src_scc
v_cvt_f32_i32_e64 v5, src_lds_direct
v_cvt_f32_i32_e64 v5, v1 clamp
v_cvt_f32_i32_e64 v5, v1 mul:2
v_cvt_f32_i32_e64 v5, v1 mul:4
v_cvt_f32_i32_e64 v5, v1 div:2
v_cvt_f32_u32_e64 v5, v1
v_cvt_f32_u32_e64 v255, v1
v_cvt_f32_u32_e64 v5, v255
v_cvt_f32_u32_e64 v5, s1
v_cvt_f32_u32_e64 v5, s101
v_cvt_f32_u32_e64 v5, flat_scratch_lo
v_cvt_f32_u32_e64 v5, flat_scratch_hi
v_cvt_f32_u32_e64 v5, vcc_lo
v_cvt_f32_u32_e64 v5, vcc_hi
v_cvt_f32_u32_e64 v5, ttmp15
v_cvt_f32_u32_e64 v5, m0
v_cvt_f32_u32_e64 v5, exec_lo
v_cvt_f32_u32_e64 v5, exec_hi
v_cvt_f32_u32_e64 v5, 0
v_cvt_f32_u32_e64 v5, -1
v_cvt_f32_u32_e64 v5, 0.5
v_cvt_f32_u32_e64 v5, -4.0
v_cvt_f32_u32_e64 v5, src_vccz
v_cvt_f32_u32_e64 v5, src_execz
v_cvt_f32_u32_e64 v5, src_scc
v_cvt_f32_u32_e64 v5, src_lds_direct
v_cvt_f32_u32_e64 v5, v1 clamp
v_cvt_f32_u32_e64 v5, v1 mul:2
v_cvt_f32_u32_e64 v5, v1 mul:4
v_cvt_f32_u32_e64 v5, v1 div:2
v_cvt_u32_f32_e64 v5, v1
v_cvt_u32_f32_e64 v255, v1
v_cvt_u32_f32_e64 v5, v255
v_cvt_u32_f32_e64 v5, s1
v_cvt_u32_f32_e64 v5, s101
v_cvt_u32_f32_e64 v5, flat_scratch_lo
v_cvt_u32_f32_e64 v5, flat_scratch_hi
v_cvt_u32_f32_e64 v5, vcc_lo
v_cvt_u32_f32_e64 v5, vcc_hi
v_cvt_u32_f32_e64 v5, ttmp15
v_cvt_u32_f32_e64 v5, m0
v_cvt_u32_f32_e64 v5, exec_lo
v_cvt_u32_f32_e64 v5, exec_hi
v_cvt_u32_f32_e64 v5, 0
v_cvt_u32_f32_e64 v5, -1
v_cvt_u32_f32_e64 v5, 0.5
v_cvt_u32_f32_e64 v5, -4.0
v_cvt_u32_f32_e64 v5, src_vccz
v_cvt_u32_f32_e64 v5, src_execz
v_cvt_u32_f32_e64 v5, src_scc
v_cvt_u32_f32_e64 v5, src_lds_direct
v_cvt_u32_f32_e64 v5, -v1
v_cvt_u32_f32_e64 v5, |v1|
v_mac_f32_e64 v5, ttmp15, v2
v_mac_f32_e64 v5, m0, v2
v_mac_f32_e64 v5, exec_lo, v2
v_mac_f32_e64 v5, exec_hi, v2
v_mac_f32_e64 v5, 0, v2
v_mac_f32_e64 v5, -1, v2
v_mac_f32_e64 v5, 0.5, v2
v_mac_f32_e64 v5, -4.0, v2
v_mac_f32_e64 v5, src_vccz, v2
v_mac_f32_e64 v5, src_execz, v2
v_mac_f32_e64 v5, src_scc, v2
v_mac_f32_e64 v5, src_lds_direct, v2
v_mac_f32_e64 v5, v1, v255
v_mac_f32_e64 v5, v1, s2
v_mac_f32_e64 v5, v1, s101
v_mac_f32_e64 v5, v1, flat_scratch_lo
v_mac_f32_e64 v5, v1, flat_scratch_hi
v_mac_f32_e64 v5, v1, vcc_lo
v_mac_f32_e64 v5, v1, vcc_hi
v_mac_f32_e64 v5, v1, ttmp15
v_mac_f32_e64 v5, v1, m0
v_mac_f32_e64 v5, v1, exec_lo
v_mac_f32_e64 v5, v1, exec_hi
v_mac_f32_e64 v5, v1, 0
v_mac_f32_e64 v5, v1, -1
v_mac_f32_e64 v5, v1, 0.5
v_mac_f32_e64 v5, v1, -4.0
v_mac_f32_e64 v5, v1, src_vccz
v_mac_f32_e64 v5, v1, src_execz
v_mac_f32_e64 v5, v1, src_scc
v_mac_f32_e64 v5, -v1, v2
v_mac_f32_e64 v5, v1, -v2
v_mac_f32_e64 v5, -v1, -v2
v_mac_f32_e64 v5, |v1|, v2
v_mac_f32_e64 v5, v1, |v2|
v_mac_f32_e64 v5, |v1|, |v2|
v_mac_f32_e64 v5, v1, v2 clamp
v_mac_f32_e64 v5, v1, v2 mul:2
v_mac_f32_e64 v5, v1, v2 mul:4
v_mac_f32_e64 v5, v1, v2 div:2
v_add_co_u32_e64 v5, s[12:13], v1, v2
v_add_co_u32_e64 v255, s[12:13], v1, v2
v_add_co_u32_e64 v5, s[14:15], v1, v2
v_add_co_u32_e64 v5, s[100:101], v1, v2
v_add_co_u32_e64 v5, flat_scratch, v1, v2
v_add_co_u32_e64 v5, vcc, v1, v2
v_add_co_u32_e64 v5, ttmp[14:15], v1, v2
v_add_co_u32_e64 v5, s[12:13], v255, v2
v_add_co_u32_e64 v5, s[12:13], s1, v2
v_add_co_u32_e64 v5, s[12:13], s101, v2
v_add_co_u32_e64 v5, s[12:13], flat_scratch_lo, v2
v_add_co_u32_e64 v5, s[12:13], flat_scratch_hi, v2
v_add_co_u32_e64 v5, s[12:13], vcc_lo, v2
v_add_co_u32_e64 v5, s[12:13], vcc_hi, v2
v_add_co_u32_e64 v5, s[12:13], ttmp15, v2
v_add_co_u32_e64 v5, s[12:13], m0, v2
v_add_co_u32_e64 v5, s[12:13], exec_lo, v2
v_add_co_u32_e64 v5, s[12:13], exec_hi, v2
v_add_co_u32_e64 v5, s[12:13], 0, v2
v_add_co_u32_e64 v5, s[12:13], -1, v2
v_add_co_u32_e64 v5, s[12:13], 0.5, v2
v_add_co_u32_e64 v5, s[12:13], -4.0, v2
v_add_co_u32_e64 v5, s[12:13], src_vccz, v2
v_add_co_u32_e64 v5, s[12:13], src_execz, v2
v_add_co_u32_e64 v5, s[12:13], src_scc, v2
v_add_co_u32_e64 v5, s[12:13], src_lds_direct, v2
v_add_co_u32_e64 v5, s[12:13], v1, v255
v_add_co_u32_e64 v5, s[12:13], v1, s2
v_add_co_u32_e64 v5, s[12:13], v1, s101
v_add_co_u32_e64 v5, s[12:13], v1, flat_scratch_lo
v_add_co_u32_e64 v5, s[12:13], v1, flat_scratch_hi
v_add_co_u32_e64 v5, s[12:13], v1, vcc_lo
v_add_co_u32_e64 v5, s[12:13], v1, vcc_hi
v_add_co_u32_e64 v5, s[12:13], v1, ttmp15
v_add_co_u32_e64 v5, s[12:13], v1, m0
v_add_co_u32_e64 v5, s[12:13], v1, exec_lo
v_add_co_u32_e64 v5, s[12:13], v1, exec_hi
v_add_co_u32_e64 v5, s[12:13], v1, 0
v_add_co_u32_e64 v5, s[12:13], v1, -1
v_add_co_u32_e64 v5, s[12:13], v1, 0.5
v_add_co_u32_e64 v5, s[12:13], v1, -4.0
v_add_co_u32_e64 v5, s[12:13], v1, src_vccz
v_add_co_u32_e64 v5, s[12:13], v1, src_execz
v_add_co_u32_e64 v5, s[12:13], v1, src_scc
v_add_co_u32_e64 v5, s[12:13], v1, v2 clamp
v_sub_co_u32_e64 v5, s[12:13], v1, v2
v_sub_co_u32_e64 v255, s[12:13], v1, v2
v_sub_co_u32_e64 v5, s[14:15], v1, v2
v_sub_co_u32_e64 v5, s[100:101], v1, v2
v_sub_co_u32_e64 v5, flat_scratch, v1, v2
v_sub_co_u32_e64 v5, vcc, v1, v2
v_sub_co_u32_e64 v5, ttmp[14:15], v1, v2
v_sub_co_u32_e64 v5, s[12:13], v255, v2
v_sub_co_u32_e64 v5, s[12:13], s1, v2
v_sub_co_u32_e64 v5, s[12:13], s101, v2
v_sub_co_u32_e64 v5, s[12:13], flat_scratch_lo, v2
v_sub_co_u32_e64 v5, s[12:13], flat_scratch_hi, v2
v_sub_co_u32_e64 v5, s[12:13], vcc_lo, v2
v_sub_co_u32_e64 v5, s[12:13], vcc_hi, v2
v_sub_co_u32_e64 v5, s[12:13], ttmp15, v2
v_sub_co_u32_e64 v5, s[12:13], m0, v2
v_sub_co_u32_e64 v5, s[12:13], exec_lo, v2
v_sub_co_u32_e64 v5, s[12:13], exec_hi, v2
v_sub_co_u32_e64 v5, s[12:13], 0, v2
v_sub_co_u32_e64 v5, s[12:13], -1, v2
v_sub_co_u32_e64 v5, s[12:13], 0.5, v2
v_sub_co_u32_e64 v5, s[12:13], -4.0, v2
v_sub_co_u32_e64 v5, s[12:13], src_vccz, v2
v_sub_co_u32_e64 v5, s[12:13], src_execz, v2
v_sub_co_u32_e64 v5, s[12:13], src_scc, v2
v_sub_co_u32_e64 v5, s[12:13], src_lds_direct, v2
v_sub_co_u32_e64 v5, s[12:13], v1, v255
v_sub_co_u32_e64 v5, s[12:13], v1, s2
v_sub_co_u32_e64 v5, s[12:13], v1, s101
v_sub_co_u32_e64 v5, s[12:13], v1, flat_scratch_lo
v_sub_co_u32_e64 v5, s[12:13], v1, flat_scratch_hi
v_sub_co_u32_e64 v5, s[12:13], v1, vcc_lo
v_sub_co_u32_e64 v5, s[12:13], v1, vcc_hi
v_sub_co_u32_e64 v5, s[12:13], v1, ttmp15
v_sub_co_u32_e64 v5, s[12:13], v1, m0
v_sub_co_u32_e64 v5, s[12:13], v1, exec_lo
v_sub_co_u32_e64 v5, s[12:13], v1, exec_hi
v_sub_co_u32_e64 v5, s[12:13], v1, 0
v_sub_co_u32_e64 v5, s[12:13], v1, -1
v_sub_co_u32_e64 v5, s[12:13], v1, 0.5
v_sub_co_u32_e64 v5, s[12:13], v1, -4.0
v_sub_co_u32_e64 v5, s[12:13], v1, src_vccz
v_sub_co_u32_e64 v5, s[12:13], v1, src_execz
v_sub_co_u32_e64 v5, s[12:13], v1, src_scc
v_sub_co_u32_e64 v5, s[12:13], v1, v2 clamp
v_subrev_co_u32_e64 v5, s[12:13], v1, v2
v_subrev_co_u32_e64 v255, s[12:13], v1, v2
v_subrev_co_u32_e64 v5, s[14:15], v1, v2
v_subrev_co_u32_e64 v5, s[100:101], v1, v2
v_subrev_co_u32_e64 v5, flat_scratch, v1, v2
v_subrev_co_u32_e64 v5, vcc, v1, v2
v_subrev_co_u32_e64 v5, ttmp[14:15], v1, v2
v_subrev_co_u32_e64 v5, s[12:13], v255, v2
v_subrev_co_u32_e64 v5, s[12:13], s1, v2
v_subrev_co_u32_e64 v5, s[12:13], s101, v2
v_subrev_co_u32_e64 v5, s[12:13], flat_scratch_lo, v2
v_subrev_co_u32_e64 v5, s[12:13], flat_scratch_hi, v2
v_subrev_co_u32_e64 v5, s[12:13], vcc_lo, v2
v_subrev_co_u32_e64 v5, s[12:13], vcc_hi, v2
v_subrev_co_u32_e64 v5, s[12:13], ttmp15, v2
v_subrev_co_u32_e64 v5, s[12:13], m0, v2
v_subrev_co_u32_e64 v5, s[12:13], exec_lo, v2
v_subrev_co_u32_e64 v5, s[12:13], exec_hi, v2
v_subrev_co_u32_e64 v5, s[12:13], 0, v2
v_subrev_co_u32_e64 v5, s[12:13], -1, v2
v_subrev_co_u32_e64 v5, s[12:13], 0.5, v2
v_subrev_co_u32_e64 v5, s[12:13], -4.0, v2
v_subrev_co_u32_e64 v5, s[12:13], src_vccz, v2
v_subrev_co_u32_e64 v5, s[12:13], src_execz, v2
v_subrev_co_u32_e64 v5, s[12:13], src_scc, v2
v_subrev_co_u32_e64 v5, s[12:13], v1, v255
v_subrev_co_u32_e64 v5, s[12:13], v1, s2
v_subrev_co_u32_e64 v5, s[12:13], v1, s101
v_subrev_co_u32_e64 v5, s[12:13], v1, flat_scratch_lo
v_subrev_co_u32_e64 v5, s[12:13], v1, flat_scratch_hi
v_subrev_co_u32_e64 v5, s[12:13], v1, vcc_lo
v_subrev_co_u32_e64 v5, s[12:13], v1, vcc_hi
v_subrev_co_u32_e64 v5, s[12:13], v1, ttmp15
v_subrev_co_u32_e64 v5, s[12:13], v1, m0
v_subrev_co_u32_e64 v5, s[12:13], v1, exec_lo
v_subrev_co_u32_e64 v5, s[12:13], v1, exec_hi
v_subrev_co_u32_e64 v5, s[12:13], v1, 0
v_subrev_co_u32_e64 v5, s[12:13], v1, -1
v_subrev_co_u32_e64 v5, s[12:13], v1, 0.5
v_subrev_co_u32_e64 v5, s[12:13], v1, -4.0
v_subrev_co_u32_e64 v5, s[12:13], v1, src_vccz
v_subrev_co_u32_e64 v5, s[12:13], v1, src_execz
v_subrev_co_u32_e64 v5, s[12:13], v1, src_scc
v_cmp_class_f64_e64 s[10:11], v[1:2], v2
v_cmp_class_f64_e64 s[12:13], v[1:2], v2
v_cmp_class_f64_e64 s[100:101], v[1:2], v2
v_cmp_class_f64_e64 flat_scratch, v[1:2], v2
v_cmp_class_f64_e64 vcc, v[1:2], v2
v_cmp_class_f64_e64 ttmp[14:15], v[1:2], v2
v_cmp_class_f64_e64 s[10:11], v[254:255], v2
v_cmp_class_f64_e64 s[10:11], s[2:3], v2
v_cmp_class_f64_e64 s[10:11], s[4:5], v2
v_cmp_class_f64_e64 s[10:11], s[100:101], v2
v_cmp_class_f64_e64 s[10:11], flat_scratch, v2
v_cmp_class_f64_e64 s[10:11], vcc, v2
v_cmp_class_f64_e64 s[10:11], ttmp[14:15], v2
v_cmp_class_f64_e64 s[10:11], exec, v2
v_cmp_class_f64_e64 s[10:11], 0, v2
v_cmp_class_f64_e64 s[10:11], -1, v2
v_cmp_class_f64_e64 s[10:11], 0.5, v2
v_cmp_class_f64_e64 s[10:11], -4.0, v2
v_cmp_class_f64_e64 s[10:11], src_vccz, v2
v_cmp_class_f64_e64 s[10:11], src_execz, v2
v_cmp_class_f64_e64 s[10:11], src_scc, v2
v_cmp_class_f64_e64 s[10:11], v[1:2], v255
v_cmp_class_f64_e64 s[10:11], v[1:2], s2
v_cmp_class_f64_e64 s[10:11], v[1:2], s101
v_cmp_class_f64_e64 s[10:11], v[1:2], flat_scratch_lo
v_cmp_class_f64_e64 s[10:11], v[1:2], flat_scratch_hi
v_cmp_class_f64_e64 s[10:11], v[1:2], vcc_lo
v_cmp_class_f64_e64 s[10:11], v[1:2], vcc_hi
v_cmp_class_f64_e64 s[10:11], v[1:2], ttmp15
v_cmp_class_f64_e64 s[10:11], v[1:2], m0
v_cmp_class_f64_e64 s[10:11], v[1:2], exec_lo
v_cmp_class_f64_e64 s[10:11], v[1:2], exec_hi
v_cmp_class_f64_e64 s[10:11], v[1:2], 0
v_cmp_class_f64_e64 s[10:11], v[1:2], -1
v_cmp_class_f64_e64 s[10:11], v[1:2], 0.5
v_cmp_class_f64_e64 s[10:11], v[1:2], -4.0
v_cmp_class_f64_e64 s[10:11], v[1:2], src_vccz
v_cmp_class_f64_e64 s[10:11], v[1:2], src_execz
v_cmp_class_f64_e64 s[10:11], v[1:2], src_scc
v_cmp_class_f64_e64 s[10:11], -v[1:2], v2
v_cmp_class_f64_e64 s[10:11], |v[1:2]|, v2
v_cmpx_class_f32_e64 s[10:11], v1, v2
v_cmpx_class_f32_e64 s[12:13], v1, v2
v_cmpx_class_f32_e64 s[100:101], v1, v2
v_cmpx_class_f32_e64 flat_scratch, v1, v2
v_cmpx_class_f32_e64 vcc, v1, v2
v_cmpx_class_f32_e64 ttmp[14:15], v1, v2
v_cmpx_class_f32_e64 exec, v1, v2
v_cmpx_class_f32_e64 s[10:11], v255, v2
v_cmpx_class_f32_e64 s[10:11], s1, v2
v_cmpx_class_f32_e64 s[10:11], s101, v2
v_cmpx_class_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_class_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_class_f32_e64 s[10:11], vcc_lo, v2
v_cmpx_class_f32_e64 s[10:11], vcc_hi, v2
v_cmpx_class_f32_e64 s[10:11], ttmp15, v2
v_cmpx_class_f32_e64 s[10:11], m0, v2
v_cmpx_class_f32_e64 s[10:11], exec_lo, v2
v_cmpx_class_f32_e64 s[10:11], exec_hi, v2
v_cmpx_class_f32_e64 s[10:11], 0, v2
v_cmpx_class_f32_e64 s[10:11], -1, v2
v_cmpx_class_f32_e64 s[10:11], 0.5, v2
v_cmpx_class_f32_e64 s[10:11], -4.0, v2
v_cmpx_class_f32_e64 s[10:11], src_vccz, v2
v_cmpx_class_f32_e64 s[10:11], src_execz, v2
v_cmpx_class_f32_e64 s[10:11], src_scc, v2
v_cmpx_class_f32_e64 s[10:11], src_lds_direct, v2
v_cmpx_class_f32_e64 s[10:11], v1, v255
v_cmpx_class_f32_e64 s[10:11], v1, s2
v_cmpx_class_f32_e64 s[10:11], v1, s101
v_cmpx_class_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_class_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_class_f32_e64 s[10:11], v1, vcc_lo
v_cmpx_class_f32_e64 s[10:11], v1, vcc_hi
v_cmpx_class_f32_e64 s[10:11], v1, ttmp15
v_cmpx_class_f32_e64 s[10:11], v1, m0
v_cmpx_class_f32_e64 s[10:11], v1, exec_lo
v_cmpx_class_f32_e64 s[10:11], v1, exec_hi
v_cmpx_class_f32_e64 s[10:11], v1, 0
v_cmpx_class_f32_e64 s[10:11], v1, -1
v_cmpx_class_f32_e64 s[10:11], v1, 0.5
v_cmpx_class_f32_e64 s[10:11], v1, -4.0
v_cmpx_class_f32_e64 s[10:11], v1, src_vccz
v_cmpx_class_f32_e64 s[10:11], v1, src_execz
v_cmpx_class_f32_e64 s[10:11], v1, src_scc
v_cmpx_class_f32_e64 s[10:11], -v1, v2
v_cmpx_class_f32_e64 s[10:11], |v1|, v2
v_cmp_class_f16_e64 s[10:11], v1, v2
v_cmp_class_f16_e64 s[12:13], v1, v2
v_cmp_class_f16_e64 s[100:101], v1, v2
v_cmp_class_f16_e64 flat_scratch, v1, v2
v_cmp_class_f16_e64 vcc, v1, v2
v_cmp_class_f16_e64 ttmp[14:15], v1, v2
v_cmp_class_f16_e64 s[10:11], v255, v2
v_cmp_class_f16_e64 s[10:11], s1, v2
v_cmp_class_f16_e64 s[10:11], s101, v2
v_cmp_class_f16_e64 s[10:11], flat_scratch_lo, v2
v_cmp_class_f16_e64 s[10:11], flat_scratch_hi, v2
v_cmp_class_f16_e64 s[10:11], vcc_lo, v2
v_cmp_class_f16_e64 s[10:11], vcc_hi, v2
v_cmp_class_f16_e64 s[10:11], ttmp15, v2
v_cmp_class_f16_e64 s[10:11], m0, v2
v_cmp_class_f16_e64 s[10:11], exec_lo, v2
v_cmp_class_f16_e64 s[10:11], exec_hi, v2
v_cmp_class_f16_e64 s[10:11], 0, v2
v_cmp_class_f16_e64 s[10:11], -1, v2
v_cmp_class_f16_e64 s[10:11], 0.5, v2
v_cmp_class_f16_e64 s[10:11], -4.0, v2
v_cmp_class_f16_e64 s[10:11], src_vccz, v2
v_cmp_class_f16_e64 s[10:11], src_execz, v2
v_cmp_class_f16_e64 s[10:11], src_scc, v2
v_cmp_class_f16_e64 s[10:11], src_lds_direct, v2
v_cmp_class_f16_e64 s[10:11], v1, v255
v_cmp_class_f16_e64 s[10:11], v1, s2
v_cmp_class_f16_e64 s[10:11], v1, s101
v_cmp_class_f16_e64 s[10:11], v1, flat_scratch_lo
v_cmp_class_f16_e64 s[10:11], v1, flat_scratch_hi
v_cmp_class_f16_e64 s[10:11], v1, vcc_lo
v_cmp_class_f16_e64 s[10:11], v1, vcc_hi
v_cmp_class_f16_e64 s[10:11], v1, ttmp15
v_cmp_class_f16_e64 s[10:11], v1, m0
v_cmp_class_f16_e64 s[10:11], v1, exec_lo
v_cmp_class_f16_e64 s[10:11], v1, exec_hi
v_cmp_class_f16_e64 s[10:11], v1, 0
v_cmp_class_f16_e64 s[10:11], v1, -1
v_cmp_class_f16_e64 s[10:11], v1, 0.5
v_cmp_class_f16_e64 s[10:11], v1, -4.0
v_cmp_class_f16_e64 s[10:11], v1, src_vccz
v_cmp_class_f16_e64 s[10:11], v1, src_execz
v_cmp_class_f16_e64 s[10:11], v1, src_scc
v_cmp_nlt_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_nlt_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_nlt_f64_e64 s[100:101], v[1:2], v[2:3]
v_cmp_nlt_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_nlt_f64_e64 vcc, v[1:2], v[2:3]
v_cmp_nlt_f64_e64 ttmp[14:15], v[1:2], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], s[100:101], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], vcc, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], ttmp[14:15], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], exec, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], 0, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], -1, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], 0.5, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], -4.0, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], src_vccz, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], src_execz, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], src_scc, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], s[100:101]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_nlt_f64_e64 s[10:11], v[1:2], vcc
v_cmp_nlt_f64_e64 s[10:11], v[1:2], ttmp[14:15]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], exec
v_cmp_nlt_f64_e64 s[10:11], v[1:2], 0
v_cmp_nlt_f64_e64 s[10:11], v[1:2], -1
v_cmp_nlt_f64_e64 s[10:11], v[1:2], 0.5
v_cmp_nlt_f64_e64 s[10:11], v[1:2], -4.0
v_cmp_nlt_f64_e64 s[10:11], v[1:2], src_vccz
v_cmp_nlt_f64_e64 s[10:11], v[1:2], src_execz
v_cmp_nlt_f64_e64 s[10:11], v[1:2], src_scc
v_cmp_nlt_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmp_nlt_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmp_nlt_f64_e64 s[10:11], |v[1:2]|, v[2:3]
v_cmp_nlt_f64_e64 s[10:11], v[1:2], |v[2:3]|
v_cmp_nlt_f64_e64 s[10:11], |v[1:2]|, |v[2:3]|
v_cmp_nlt_f64_e64 s[10:11], v[1:2], v[2:3] clamp
v_cmpx_f_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_f_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_f_f64_e64 s[100:101], v[1:2], v[2:3]
v_cmpx_f_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_f_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_f_f64_e64 ttmp[14:15], v[1:2], v[2:3]
v_cmpx_f_f64_e64 exec, v[1:2], v[2:3]
v_cmpx_f_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_f_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_f_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_f_f64_e64 s[10:11], s[100:101], v[2:3]
v_cmpx_f_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_f_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_f_f64_e64 s[10:11], ttmp[14:15], v[2:3]
v_cmpx_f_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_f_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_f_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_f_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_f_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_f_f64_e64 s[10:11], src_vccz, v[2:3]
v_cmpx_f_f64_e64 s[10:11], src_execz, v[2:3]
v_cmpx_f_f64_e64 s[10:11], src_scc, v[2:3]
v_cmpx_f_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_f_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_f_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_f_f64_e64 s[10:11], v[1:2], s[100:101]
v_cmpx_f_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_f_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_f_f64_e64 s[10:11], v[1:2], ttmp[14:15]
v_cmpx_f_f64_e64 s[10:11], v[1:2], exec
v_cmpx_f_f64_e64 s[10:11], v[1:2], 0
v_cmpx_f_f64_e64 s[10:11], v[1:2], -1
v_cmpx_f_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_f_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_f_f64_e64 s[10:11], v[1:2], src_vccz
v_cmpx_f_f64_e64 s[10:11], v[1:2], src_execz
v_cmpx_f_f64_e64 s[10:11], v[1:2], src_scc
v_cmpx_f_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_f_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_f_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_f_f64_e64 s[10:11], |v[1:2]|, v[2:3]
v_cmpx_f_f64_e64 s[10:11], v[1:2], |v[2:3]|
v_cmpx_f_f64_e64 s[10:11], |v[1:2]|, |v[2:3]|
v_cmpx_f_f64_e64 s[10:11], v[1:2], v[2:3] clamp
v_cmpx_gt_u64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_gt_u64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_gt_u64_e64 s[100:101], v[1:2], v[2:3]
v_cmpx_gt_u64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_gt_u64_e64 vcc, v[1:2], v[2:3]
v_cmpx_gt_u64_e64 ttmp[14:15], v[1:2], v[2:3]
v_cmpx_gt_u64_e64 exec, v[1:2], v[2:3]
v_cmpx_gt_u64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_gt_u64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_gt_u64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_gt_u64_e64 s[10:11], s[100:101], v[2:3]
v_cmpx_gt_u64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], vcc, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], ttmp[14:15], v[2:3]
v_cmpx_gt_u64_e64 s[10:11], exec, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], 0, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], -1, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], src_vccz, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], src_execz, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], src_scc, v[2:3]
v_cmpx_gt_u64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_gt_u64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_gt_u64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_gt_u64_e64 s[10:11], v[1:2], s[100:101]
v_cmpx_gt_u64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_gt_u64_e64 s[10:11], v[1:2], vcc
v_cmpx_gt_u64_e64 s[10:11], v[1:2], ttmp[14:15]
v_cmpx_gt_u64_e64 s[10:11], v[1:2], exec
v_cmpx_gt_u64_e64 s[10:11], v[1:2], 0
v_cmpx_gt_u64_e64 s[10:11], v[1:2], -1
v_cmpx_gt_u64_e64 s[10:11], v[1:2], 0.5
v_cmpx_gt_u64_e64 s[10:11], v[1:2], -4.0
v_cmpx_gt_u64_e64 s[10:11], v[1:2], src_vccz
v_cmpx_gt_u64_e64 s[10:11], v[1:2], src_execz
v_cmpx_gt_u64_e64 s[10:11], v[1:2], src_scc
v_cmpx_ngt_f16_e64 s[10:11], v1, v2
v_cmpx_ngt_f16_e64 s[12:13], v1, v2
v_cmpx_ngt_f16_e64 s[100:101], v1, v2
v_cmpx_ngt_f16_e64 flat_scratch, v1, v2
v_cmpx_ngt_f16_e64 vcc, v1, v2
v_cmpx_ngt_f16_e64 ttmp[14:15], v1, v2
v_cmpx_ngt_f16_e64 exec, v1, v2
v_cmpx_ngt_f16_e64 s[10:11], v255, v2
v_cmpx_ngt_f16_e64 s[10:11], s1, v2
v_cmpx_ngt_f16_e64 s[10:11], s101, v2
v_cmpx_ngt_f16_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_ngt_f16_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_ngt_f16_e64 s[10:11], vcc_lo, v2
v_cmpx_ngt_f16_e64 s[10:11], vcc_hi, v2
v_cmpx_ngt_f16_e64 s[10:11], ttmp15, v2
v_cmpx_ngt_f16_e64 s[10:11], m0, v2
v_cmpx_ngt_f16_e64 s[10:11], exec_lo, v2
v_cmpx_ngt_f16_e64 s[10:11], exec_hi, v2
v_cmpx_ngt_f16_e64 s[10:11], 0, v2
v_cmpx_ngt_f16_e64 s[10:11], -1, v2
v_cmpx_ngt_f16_e64 s[10:11], 0.5, v2
v_cmpx_ngt_f16_e64 s[10:11], -4.0, v2
v_cmpx_ngt_f16_e64 s[10:11], src_vccz, v2
v_cmpx_ngt_f16_e64 s[10:11], src_execz, v2
v_cmpx_ngt_f16_e64 s[10:11], src_scc, v2
v_cmpx_ngt_f16_e64 s[10:11], src_lds_direct, v2
v_cmpx_ngt_f16_e64 s[10:11], v1, v255
v_cmpx_ngt_f16_e64 s[10:11], v1, s2
v_cmpx_ngt_f16_e64 s[10:11], v1, s101
v_cmpx_ngt_f16_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_ngt_f16_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_ngt_f16_e64 s[10:11], v1, vcc_lo
v_cmpx_ngt_f16_e64 s[10:11], v1, vcc_hi
v_cmpx_ngt_f16_e64 s[10:11], v1, ttmp15
v_cmpx_ngt_f16_e64 s[10:11], v1, m0
v_cmpx_ngt_f16_e64 s[10:11], v1, exec_lo
v_cmpx_ngt_f16_e64 s[10:11], v1, exec_hi
v_cmpx_ngt_f16_e64 s[10:11], v1, 0
v_cmpx_ngt_f16_e64 s[10:11], v1, -1
v_cmpx_ngt_f16_e64 s[10:11], v1, 0.5
v_cmpx_ngt_f16_e64 s[10:11], v1, -4.0
v_cmpx_ngt_f16_e64 s[10:11], v1, src_vccz
v_cmpx_ngt_f16_e64 s[10:11], v1, src_execz
v_cmpx_ngt_f16_e64 s[10:11], v1, src_scc
v_cmpx_ngt_f16_e64 s[10:11], -v1, v2
v_cmpx_ngt_f16_e64 s[10:11], v1, -v2
v_cmpx_ngt_f16_e64 s[10:11], -v1, -v2
v_cmpx_ngt_f16_e64 s[10:11], |v1|, v2
v_cmpx_ngt_f16_e64 s[10:11], v1, |v2|
v_cmpx_ngt_f16_e64 s[10:11], |v1|, |v2|
v_cmpx_ngt_f16_e64 s[10:11], v1, v2 clamp
v_cmpx_nle_f16_e64 s[10:11], v1, v2
v_cmpx_nle_f16_e64 s[12:13], v1, v2
v_cmpx_nle_f16_e64 s[100:101], v1, v2
v_cmpx_nle_f16_e64 flat_scratch, v1, v2
v_cmpx_nle_f16_e64 vcc, v1, v2
v_cmpx_nle_f16_e64 ttmp[14:15], v1, v2
v_cmpx_nle_f16_e64 exec, v1, v2
v_cmpx_nle_f16_e64 s[10:11], v255, v2
v_cmpx_nle_f16_e64 s[10:11], s1, v2
v_cmpx_nle_f16_e64 s[10:11], s101, v2
v_cmpx_nle_f16_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_nle_f16_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_nle_f16_e64 s[10:11], vcc_lo, v2
v_cmpx_nle_f16_e64 s[10:11], vcc_hi, v2
v_cmpx_nle_f16_e64 s[10:11], ttmp15, v2
v_cmpx_nle_f16_e64 s[10:11], m0, v2
v_cmpx_nle_f16_e64 s[10:11], exec_lo, v2
v_cmpx_nle_f16_e64 s[10:11], exec_hi, v2
v_cmpx_nle_f16_e64 s[10:11], 0, v2
v_cmpx_nle_f16_e64 s[10:11], -1, v2
v_cmpx_nle_f16_e64 s[10:11], 0.5, v2
v_cmpx_nle_f16_e64 s[10:11], -4.0, v2
v_cmpx_nle_f16_e64 s[10:11], src_vccz, v2
v_cmpx_nle_f16_e64 s[10:11], src_execz, v2
v_cmpx_nle_f16_e64 s[10:11], src_scc, v2
v_cmpx_nle_f16_e64 s[10:11], src_lds_direct, v2
v_cmpx_nle_f16_e64 s[10:11], v1, v255
v_cmpx_nle_f16_e64 s[10:11], v1, s2
v_cmpx_nle_f16_e64 s[10:11], v1, s101
v_cmpx_nle_f16_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_nle_f16_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_nle_f16_e64 s[10:11], v1, vcc_lo
v_cmpx_nle_f16_e64 s[10:11], v1, vcc_hi
v_cmpx_nle_f16_e64 s[10:11], v1, ttmp15
v_cmpx_nle_f16_e64 s[10:11], v1, m0
v_cmpx_nle_f16_e64 s[10:11], v1, exec_lo
v_cmpx_nle_f16_e64 s[10:11], v1, exec_hi
v_cmpx_nle_f16_e64 s[10:11], v1, 0
v_cmpx_nle_f16_e64 s[10:11], v1, -1
v_cmpx_nle_f16_e64 s[10:11], v1, 0.5
v_cmpx_nle_f16_e64 s[10:11], v1, -4.0
v_cmpx_nle_f16_e64 s[10:11], v1, src_vccz
v_cmpx_nle_f16_e64 s[10:11], v1, src_execz
v_cmpx_nle_f16_e64 s[10:11], v1, src_scc
v_cmpx_nle_f16_e64 s[10:11], -v1, v2
v_cmpx_nle_f16_e64 s[10:11], v1, -v2
v_cmpx_nle_f16_e64 s[10:11], -v1, -v2
v_cmpx_nle_f16_e64 s[10:11], |v1|, v2
v_cmpx_nle_f16_e64 s[10:11], v1, |v2|
v_cmpx_nle_f16_e64 s[10:11], |v1|, |v2|
v_cmpx_nle_f16_e64 s[10:11], v1, v2 clamp
v_cmp_neq_f32_e64 s[10:11], v1, exec_lo
v_cmp_neq_f32_e64 s[10:11], v1, exec_hi
v_cmp_neq_f32_e64 s[10:11], v1, 0
v_cmp_neq_f32_e64 s[10:11], v1, -1
v_cmp_neq_f32_e64 s[10:11], v1, 0.5
v_cmp_neq_f32_e64 s[10:11], v1, -4.0
v_cmp_neq_f32_e64 s[10:11], v1, src_vccz
v_cmp_neq_f32_e64 s[10:11], v1, src_execz
v_cmp_neq_f32_e64 s[10:11], v1, src_scc
v_cmp_neq_f32_e64 s[10:11], -v1, v2
v_cmp_neq_f32_e64 s[10:11], v1, -v2
v_cmp_neq_f32_e64 s[10:11], -v1, -v2
v_cmp_neq_f32_e64 s[10:11], |v1|, v2
v_cmp_neq_f32_e64 s[10:11], v1, |v2|
v_cmp_neq_f32_e64 s[10:11], |v1|, |v2|
v_cmp_neq_f32_e64 s[10:11], v1, v2 clamp
v_cmp_nlt_f32_e64 s[10:11], v1, v2
v_cmp_nlt_f32_e64 s[12:13], v1, v2
v_cmp_nlt_f32_e64 s[100:101], v1, v2
v_cmp_nlt_f32_e64 flat_scratch, v1, v2
v_cmp_nlt_f32_e64 vcc, v1, v2
v_cmp_nlt_f32_e64 ttmp[14:15], v1, v2
v_cmp_nlt_f32_e64 s[10:11], v255, v2
v_cmp_nlt_f32_e64 s[10:11], s1, v2
v_cmp_nlt_f32_e64 s[10:11], s101, v2
v_cmp_nlt_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_nlt_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_nlt_f32_e64 s[10:11], vcc_lo, v2
v_cmp_nlt_f32_e64 s[10:11], vcc_hi, v2
v_cmp_nlt_f32_e64 s[10:11], ttmp15, v2
v_cmp_nlt_f32_e64 s[10:11], m0, v2
v_cmp_nlt_f32_e64 s[10:11], exec_lo, v2
v_cmp_nlt_f32_e64 s[10:11], exec_hi, v2
v_cmp_nlt_f32_e64 s[10:11], 0, v2
v_cmp_nlt_f32_e64 s[10:11], -1, v2
v_cmp_nlt_f32_e64 s[10:11], 0.5, v2
v_cmp_nlt_f32_e64 s[10:11], -4.0, v2
v_cmp_nlt_f32_e64 s[10:11], src_vccz, v2
v_cmp_nlt_f32_e64 s[10:11], src_execz, v2
v_cmp_nlt_f32_e64 s[10:11], src_scc, v2
v_cmp_nlt_f32_e64 s[10:11], src_lds_direct, v2
v_cmp_nlt_f32_e64 s[10:11], v1, v255
v_cmp_nlt_f32_e64 s[10:11], v1, s2
v_cmp_nlt_f32_e64 s[10:11], v1, s101
v_cmp_nlt_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_nlt_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_nlt_f32_e64 s[10:11], v1, vcc_lo
v_cmp_nlt_f32_e64 s[10:11], v1, vcc_hi
v_cmp_nlt_f32_e64 s[10:11], v1, ttmp15
v_cmp_nlt_f32_e64 s[10:11], v1, m0
v_cmp_nlt_f32_e64 s[10:11], v1, exec_lo
v_cmp_nlt_f32_e64 s[10:11], v1, exec_hi
v_cmp_nlt_f32_e64 s[10:11], v1, 0
v_cmp_nlt_f32_e64 s[10:11], v1, -1
v_cmp_nlt_f32_e64 s[10:11], v1, 0.5
v_cmp_nlt_f32_e64 s[10:11], v1, -4.0
v_cmp_nlt_f32_e64 s[10:11], v1, src_vccz
v_cmp_nlt_f32_e64 s[10:11], v1, src_execz
v_cmp_nlt_f32_e64 s[10:11], v1, src_scc
v_cmp_nlt_f32_e64 s[10:11], -v1, v2
v_cmp_nlt_f32_e64 s[10:11], v1, -v2
v_cmp_nlt_f32_e64 s[10:11], -v1, -v2
v_cmp_nlt_f32_e64 s[10:11], |v1|, v2
v_cmp_nlt_f32_e64 s[10:11], v1, |v2|
v_cmp_nlt_f32_e64 s[10:11], |v1|, |v2|
v_cmp_nlt_f32_e64 s[10:11], v1, v2 clamp
v_cmp_tru_f32_e64 s[10:11], v1, v2
v_cmp_tru_f32_e64 s[12:13], v1, v2
v_cmp_tru_f32_e64 s[100:101], v1, v2
v_cmp_tru_f32_e64 flat_scratch, v1, v2
v_cmp_tru_f32_e64 vcc, v1, v2
v_cmp_tru_f32_e64 ttmp[14:15], v1, v2
v_cmp_tru_f32_e64 s[10:11], v255, v2
v_cmp_tru_f32_e64 s[10:11], s1, v2
v_cmp_tru_f32_e64 s[10:11], s101, v2
v_cmp_tru_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_tru_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_tru_f32_e64 s[10:11], vcc_lo, v2
v_cmp_tru_f32_e64 s[10:11], vcc_hi, v2
v_cmp_tru_f32_e64 s[10:11], ttmp15, v2
v_cmp_tru_f32_e64 s[10:11], m0, v2
v_cmp_tru_f32_e64 s[10:11], exec_lo, v2
v_cmp_tru_f32_e64 s[10:11], exec_hi, v2
v_cmp_tru_f32_e64 s[10:11], 0, v2
v_cmp_tru_f32_e64 s[10:11], -1, v2
v_cmp_tru_f32_e64 s[10:11], 0.5, v2
v_cmp_tru_f32_e64 s[10:11], -4.0, v2
v_cmp_tru_f32_e64 s[10:11], src_vccz, v2
v_cmp_tru_f32_e64 s[10:11], src_execz, v2
v_cmp_tru_f32_e64 s[10:11], src_scc, v2
v_cmp_tru_f32_e64 s[10:11], src_lds_direct, v2
v_cmp_tru_f32_e64 s[10:11], v1, v255
v_cmp_tru_f32_e64 s[10:11], v1, s2
v_cmp_tru_f32_e64 s[10:11], v1, s101
v_cmp_tru_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_tru_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_tru_f32_e64 s[10:11], v1, vcc_lo
v_cmp_tru_f32_e64 s[10:11], v1, vcc_hi
v_cmp_tru_f32_e64 s[10:11], v1, ttmp15
v_cmp_tru_f32_e64 s[10:11], v1, m0
v_cmp_tru_f32_e64 s[10:11], v1, exec_lo
v_cmp_tru_f32_e64 s[10:11], v1, exec_hi
v_cmp_tru_f32_e64 s[10:11], v1, 0
v_cmp_tru_f32_e64 s[10:11], v1, -1
v_cmp_tru_f32_e64 s[10:11], v1, 0.5
v_cmp_tru_f32_e64 s[10:11], v1, -4.0
v_cmp_tru_f32_e64 s[10:11], v1, src_vccz
v_cmp_tru_f32_e64 s[10:11], v1, src_execz
v_cmp_tru_f32_e64 s[10:11], v1, src_scc
v_cmp_tru_f32_e64 s[10:11], -v1, v2
v_cmp_tru_f32_e64 s[10:11], v1, -v2
v_cmp_tru_f32_e64 s[10:11], -v1, -v2
v_cmp_tru_f32_e64 s[10:11], |v1|, v2
v_cmp_tru_f32_e64 s[10:11], v1, |v2|
v_cmp_tru_f32_e64 s[10:11], |v1|, |v2|
v_cmp_tru_f32_e64 s[10:11], v1, v2 clamp
v_cmpx_f_f32_e64 s[10:11], v1, v2
v_cmpx_f_f32_e64 s[12:13], v1, v2
v_cmpx_f_f32_e64 s[100:101], v1, v2
v_cmpx_f_f32_e64 flat_scratch, v1, v2
v_cmpx_f_f32_e64 vcc, v1, v2
v_cmpx_f_f32_e64 ttmp[14:15], v1, v2
v_cmpx_f_f32_e64 exec, v1, v2
v_cmpx_f_f32_e64 s[10:11], v255, v2
v_cmpx_f_f32_e64 s[10:11], s1, v2
v_cmpx_f_f32_e64 s[10:11], s101, v2
v_cmpx_f_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_f_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_f_f32_e64 s[10:11], vcc_lo, v2
v_cmpx_f_f32_e64 s[10:11], vcc_hi, v2
v_cmpx_f_f32_e64 s[10:11], ttmp15, v2
v_cmpx_f_f32_e64 s[10:11], m0, v2
v_cmpx_f_f32_e64 s[10:11], exec_lo, v2
v_cmpx_f_f32_e64 s[10:11], exec_hi, v2
v_cmpx_f_f32_e64 s[10:11], 0, v2
v_cmpx_f_f32_e64 s[10:11], -1, v2
v_cmpx_f_f32_e64 s[10:11], 0.5, v2
v_cmpx_f_f32_e64 s[10:11], -4.0, v2
v_cmpx_f_f32_e64 s[10:11], src_vccz, v2
v_cmpx_f_f32_e64 s[10:11], src_execz, v2
v_cmpx_f_f32_e64 s[10:11], src_scc, v2
v_cmpx_f_f32_e64 s[10:11], src_lds_direct, v2
v_cmpx_f_f32_e64 s[10:11], v1, v255
v_cmpx_f_f32_e64 s[10:11], v1, s2
v_cmpx_f_f32_e64 s[10:11], v1, s101
v_cmpx_f_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_f_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_f_f32_e64 s[10:11], v1, vcc_lo
v_cmpx_f_f32_e64 s[10:11], v1, vcc_hi
v_cmpx_f_f32_e64 s[10:11], v1, ttmp15
v_cmpx_f_f32_e64 s[10:11], v1, m0
v_cmpx_f_f32_e64 s[10:11], v1, exec_lo
v_cmpx_f_f32_e64 s[10:11], v1, exec_hi
v_cmpx_f_f32_e64 s[10:11], v1, 0
v_cmpx_f_f32_e64 s[10:11], v1, -1
v_cmpx_f_f32_e64 s[10:11], v1, 0.5
v_cmpx_f_f32_e64 s[10:11], v1, -4.0
v_cmpx_f_f32_e64 s[10:11], v1, src_vccz
v_cmpx_f_f32_e64 s[10:11], v1, src_execz
v_cmpx_f_f32_e64 s[10:11], v1, src_scc
v_cmpx_f_f32_e64 s[10:11], -v1, v2
v_cmpx_f_f32_e64 s[10:11], v1, -v2
v_cmpx_f_f32_e64 s[10:11], -v1, -v2
v_cmpx_f_f32_e64 s[10:11], |v1|, v2
v_cmpx_f_f32_e64 s[10:11], v1, |v2|
v_cmpx_f_f32_e64 s[10:11], |v1|, |v2|
v_cmpx_f_f32_e64 s[10:11], v1, v2 clamp
v_cmpx_lt_f32_e64 s[10:11], v1, v2
v_cmpx_lt_f32_e64 s[12:13], v1, v2
v_cmpx_lt_f32_e64 s[100:101], v1, v2
v_cmpx_lt_f32_e64 flat_scratch, v1, v2
v_cmpx_lt_f32_e64 vcc, v1, v2
v_cmpx_lt_f32_e64 ttmp[14:15], v1, v2
v_cmpx_lt_f32_e64 exec, v1, v2
v_cmpx_lt_f32_e64 s[10:11], v255, v2
// offset 368000: the end of v_cmp_le_f16_e64, v_cmp_gt/lg/ge_f16_e64, the start of v_cmp_o_f16_e64
v_cmp_le_f16_e64 s[10:11], -v1, v2
v_cmp_le_f16_e64 s[10:11], v1, -v2
v_cmp_le_f16_e64 s[10:11], -v1, -v2
v_cmp_le_f16_e64 s[10:11], |v1|, v2
v_cmp_le_f16_e64 s[10:11], v1, |v2|
v_cmp_le_f16_e64 s[10:11], |v1|, |v2|
v_cmp_le_f16_e64 s[10:11], v1, v2 clamp
v_cmp_gt_f16_e64 s[10:11], v1, v2
v_cmp_gt_f16_e64 s[12:13], v1, v2
v_cmp_gt_f16_e64 s[100:101], v1, v2
v_cmp_gt_f16_e64 flat_scratch, v1, v2
v_cmp_gt_f16_e64 vcc, v1, v2
v_cmp_gt_f16_e64 ttmp[14:15], v1, v2
v_cmp_gt_f16_e64 s[10:11], v255, v2
v_cmp_gt_f16_e64 s[10:11], s1, v2
v_cmp_gt_f16_e64 s[10:11], s101, v2
v_cmp_gt_f16_e64 s[10:11], flat_scratch_lo, v2
v_cmp_gt_f16_e64 s[10:11], flat_scratch_hi, v2
v_cmp_gt_f16_e64 s[10:11], vcc_lo, v2
v_cmp_gt_f16_e64 s[10:11], vcc_hi, v2
v_cmp_gt_f16_e64 s[10:11], ttmp15, v2
v_cmp_gt_f16_e64 s[10:11], m0, v2
v_cmp_gt_f16_e64 s[10:11], exec_lo, v2
v_cmp_gt_f16_e64 s[10:11], exec_hi, v2
v_cmp_gt_f16_e64 s[10:11], 0, v2
v_cmp_gt_f16_e64 s[10:11], -1, v2
v_cmp_gt_f16_e64 s[10:11], 0.5, v2
v_cmp_gt_f16_e64 s[10:11], -4.0, v2
v_cmp_gt_f16_e64 s[10:11], src_vccz, v2
v_cmp_gt_f16_e64 s[10:11], src_execz, v2
v_cmp_gt_f16_e64 s[10:11], src_scc, v2
v_cmp_gt_f16_e64 s[10:11], src_lds_direct, v2
v_cmp_gt_f16_e64 s[10:11], v1, v255
v_cmp_gt_f16_e64 s[10:11], v1, s2
v_cmp_gt_f16_e64 s[10:11], v1, s101
v_cmp_gt_f16_e64 s[10:11], v1, flat_scratch_lo
v_cmp_gt_f16_e64 s[10:11], v1, flat_scratch_hi
v_cmp_gt_f16_e64 s[10:11], v1, vcc_lo
v_cmp_gt_f16_e64 s[10:11], v1, vcc_hi
v_cmp_gt_f16_e64 s[10:11], v1, ttmp15
v_cmp_gt_f16_e64 s[10:11], v1, m0
v_cmp_gt_f16_e64 s[10:11], v1, exec_lo
v_cmp_gt_f16_e64 s[10:11], v1, exec_hi
v_cmp_gt_f16_e64 s[10:11], v1, 0
v_cmp_gt_f16_e64 s[10:11], v1, -1
v_cmp_gt_f16_e64 s[10:11], v1, 0.5
v_cmp_gt_f16_e64 s[10:11], v1, -4.0
v_cmp_gt_f16_e64 s[10:11], v1, src_vccz
v_cmp_gt_f16_e64 s[10:11], v1, src_execz
v_cmp_gt_f16_e64 s[10:11], v1, src_scc
v_cmp_gt_f16_e64 s[10:11], -v1, v2
v_cmp_gt_f16_e64 s[10:11], v1, -v2
v_cmp_gt_f16_e64 s[10:11], -v1, -v2
v_cmp_gt_f16_e64 s[10:11], |v1|, v2
v_cmp_gt_f16_e64 s[10:11], v1, |v2|
v_cmp_gt_f16_e64 s[10:11], |v1|, |v2|
v_cmp_gt_f16_e64 s[10:11], v1, v2 clamp
v_cmp_lg_f16_e64 s[10:11], v1, v2
v_cmp_lg_f16_e64 s[12:13], v1, v2
v_cmp_lg_f16_e64 s[100:101], v1, v2
v_cmp_lg_f16_e64 flat_scratch, v1, v2
v_cmp_lg_f16_e64 vcc, v1, v2
v_cmp_lg_f16_e64 ttmp[14:15], v1, v2
v_cmp_lg_f16_e64 s[10:11], v255, v2
v_cmp_lg_f16_e64 s[10:11], s1, v2
v_cmp_lg_f16_e64 s[10:11], s101, v2
v_cmp_lg_f16_e64 s[10:11], flat_scratch_lo, v2
v_cmp_lg_f16_e64 s[10:11], flat_scratch_hi, v2
v_cmp_lg_f16_e64 s[10:11], vcc_lo, v2
v_cmp_lg_f16_e64 s[10:11], vcc_hi, v2
v_cmp_lg_f16_e64 s[10:11], ttmp15, v2
v_cmp_lg_f16_e64 s[10:11], m0, v2
v_cmp_lg_f16_e64 s[10:11], exec_lo, v2
v_cmp_lg_f16_e64 s[10:11], exec_hi, v2
v_cmp_lg_f16_e64 s[10:11], 0, v2
v_cmp_lg_f16_e64 s[10:11], -1, v2
v_cmp_lg_f16_e64 s[10:11], 0.5, v2
v_cmp_lg_f16_e64 s[10:11], -4.0, v2
v_cmp_lg_f16_e64 s[10:11], src_vccz, v2
v_cmp_lg_f16_e64 s[10:11], src_execz, v2
v_cmp_lg_f16_e64 s[10:11], src_scc, v2
v_cmp_lg_f16_e64 s[10:11], src_lds_direct, v2
v_cmp_lg_f16_e64 s[10:11], v1, v255
v_cmp_lg_f16_e64 s[10:11], v1, s2
v_cmp_lg_f16_e64 s[10:11], v1, s101
v_cmp_lg_f16_e64 s[10:11], v1, flat_scratch_lo
v_cmp_lg_f16_e64 s[10:11], v1, flat_scratch_hi
v_cmp_lg_f16_e64 s[10:11], v1, vcc_lo
v_cmp_lg_f16_e64 s[10:11], v1, vcc_hi
v_cmp_lg_f16_e64 s[10:11], v1, ttmp15
v_cmp_lg_f16_e64 s[10:11], v1, m0
v_cmp_lg_f16_e64 s[10:11], v1, exec_lo
v_cmp_lg_f16_e64 s[10:11], v1, exec_hi
v_cmp_lg_f16_e64 s[10:11], v1, 0
v_cmp_lg_f16_e64 s[10:11], v1, -1
v_cmp_lg_f16_e64 s[10:11], v1, 0.5
v_cmp_lg_f16_e64 s[10:11], v1, -4.0
v_cmp_lg_f16_e64 s[10:11], v1, src_vccz
v_cmp_lg_f16_e64 s[10:11], v1, src_execz
v_cmp_lg_f16_e64 s[10:11], v1, src_scc
v_cmp_lg_f16_e64 s[10:11], -v1, v2
v_cmp_lg_f16_e64 s[10:11], v1, -v2
v_cmp_lg_f16_e64 s[10:11], -v1, -v2
v_cmp_lg_f16_e64 s[10:11], |v1|, v2
v_cmp_lg_f16_e64 s[10:11], v1, |v2|
v_cmp_lg_f16_e64 s[10:11], |v1|, |v2|
v_cmp_lg_f16_e64 s[10:11], v1, v2 clamp
v_cmp_ge_f16_e64 s[10:11], v1, v2
v_cmp_ge_f16_e64 s[12:13], v1, v2
v_cmp_ge_f16_e64 s[100:101], v1, v2
v_cmp_ge_f16_e64 flat_scratch, v1, v2
v_cmp_ge_f16_e64 vcc, v1, v2
v_cmp_ge_f16_e64 ttmp[14:15], v1, v2
v_cmp_ge_f16_e64 s[10:11], v255, v2
v_cmp_ge_f16_e64 s[10:11], s1, v2
v_cmp_ge_f16_e64 s[10:11], s101, v2
v_cmp_ge_f16_e64 s[10:11], flat_scratch_lo, v2
v_cmp_ge_f16_e64 s[10:11], flat_scratch_hi, v2
v_cmp_ge_f16_e64 s[10:11], vcc_lo, v2
v_cmp_ge_f16_e64 s[10:11], vcc_hi, v2
v_cmp_ge_f16_e64 s[10:11], ttmp15, v2
v_cmp_ge_f16_e64 s[10:11], m0, v2
v_cmp_ge_f16_e64 s[10:11], exec_lo, v2
v_cmp_ge_f16_e64 s[10:11], exec_hi, v2
v_cmp_ge_f16_e64 s[10:11], 0, v2
v_cmp_ge_f16_e64 s[10:11], -1, v2
v_cmp_ge_f16_e64 s[10:11], 0.5, v2
v_cmp_ge_f16_e64 s[10:11], -4.0, v2
v_cmp_ge_f16_e64 s[10:11], src_vccz, v2
v_cmp_ge_f16_e64 s[10:11], src_execz, v2
v_cmp_ge_f16_e64 s[10:11], src_scc, v2
v_cmp_ge_f16_e64 s[10:11], src_lds_direct, v2
v_cmp_ge_f16_e64 s[10:11], v1, v255
v_cmp_ge_f16_e64 s[10:11], v1, s2
v_cmp_ge_f16_e64 s[10:11], v1, s101
v_cmp_ge_f16_e64 s[10:11], v1, flat_scratch_lo
v_cmp_ge_f16_e64 s[10:11], v1, flat_scratch_hi
v_cmp_ge_f16_e64 s[10:11], v1, vcc_lo
v_cmp_ge_f16_e64 s[10:11], v1, vcc_hi
v_cmp_ge_f16_e64 s[10:11], v1, ttmp15
v_cmp_ge_f16_e64 s[10:11], v1, m0
v_cmp_ge_f16_e64 s[10:11], v1, exec_lo
v_cmp_ge_f16_e64 s[10:11], v1, exec_hi
v_cmp_ge_f16_e64 s[10:11], v1, 0
v_cmp_ge_f16_e64 s[10:11], v1, -1
v_cmp_ge_f16_e64 s[10:11], v1, 0.5
v_cmp_ge_f16_e64 s[10:11], v1, -4.0
v_cmp_ge_f16_e64 s[10:11], v1, src_vccz
v_cmp_ge_f16_e64 s[10:11], v1, src_execz
v_cmp_ge_f16_e64 s[10:11], v1, src_scc
v_cmp_ge_f16_e64 s[10:11], -v1, v2
v_cmp_ge_f16_e64 s[10:11], v1, -v2
v_cmp_ge_f16_e64 s[10:11], -v1, -v2
v_cmp_ge_f16_e64 s[10:11], |v1|, v2
v_cmp_ge_f16_e64 s[10:11], v1, |v2|
v_cmp_ge_f16_e64 s[10:11], |v1|, |v2|
v_cmp_ge_f16_e64 s[10:11], v1, v2 clamp
v_cmp_o_f16_e64 s[10:11], v1, v2
v_cmp_o_f16_e64 s[12:13], v1, v2
v_cmp_o_f16_e64 s[100:101], v1, v2
v_cmp_o_f16_e64 flat_scratch, v1, v2
v_cmp_o_f16_e64 vcc, v1, v2
v_cmp_o_f16_e64 ttmp[14:15], v1, v2
v_cmp_o_f16_e64 s[10:11], v255, v2
v_cmp_o_f16_e64 s[10:11], s1, v2
v_cmp_o_f16_e64 s[10:11], s101, v2
v_cmp_o_f16_e64 s[10:11], flat_scratch_lo, v2
v_cmp_o_f16_e64 s[10:11], flat_scratch_hi, v2
v_cmp_o_f16_e64 s[10:11], vcc_lo, v2
v_cmp_o_f16_e64 s[10:11], vcc_hi, v2
v_cmp_o_f16_e64 s[10:11], ttmp15, v2
v_cmp_o_f16_e64 s[10:11], m0, v2
v_cmp_o_f16_e64 s[10:11], exec_lo, v2
v_cmp_o_f16_e64 s[10:11], exec_hi, v2
v_cmp_o_f16_e64 s[10:11], 0, v2
v_cmp_o_f16_e64 s[10:11], -1, v2
v_cmp_o_f16_e64 s[10:11], 0.5, v2
// offset 752000: the end of v_cmpx_nge_f64_e64, v_cmpx_nlg/ngt/nle_f64_e64, the start of v_cmpx_neq_f64_e64
v_cmpx_nge_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_nge_f64_e64 s[10:11], v[1:2], s[100:101]
v_cmpx_nge_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_nge_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_nge_f64_e64 s[10:11], v[1:2], ttmp[14:15]
v_cmpx_nge_f64_e64 s[10:11], v[1:2], exec
v_cmpx_nge_f64_e64 s[10:11], v[1:2], 0
v_cmpx_nge_f64_e64 s[10:11], v[1:2], -1
v_cmpx_nge_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_nge_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_nge_f64_e64 s[10:11], v[1:2], src_vccz
v_cmpx_nge_f64_e64 s[10:11], v[1:2], src_execz
v_cmpx_nge_f64_e64 s[10:11], v[1:2], src_scc
v_cmpx_nge_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_nge_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_nge_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_nge_f64_e64 s[10:11], |v[1:2]|, v[2:3]
v_cmpx_nge_f64_e64 s[10:11], v[1:2], |v[2:3]|
v_cmpx_nge_f64_e64 s[10:11], |v[1:2]|, |v[2:3]|
v_cmpx_nge_f64_e64 s[10:11], v[1:2], v[2:3] clamp
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_nlg_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_nlg_f64_e64 s[100:101], v[1:2], v[2:3]
v_cmpx_nlg_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_nlg_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_nlg_f64_e64 ttmp[14:15], v[1:2], v[2:3]
v_cmpx_nlg_f64_e64 exec, v[1:2], v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], s[100:101], v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], ttmp[14:15], v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], src_vccz, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], src_execz, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], src_scc, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], s[100:101]
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], ttmp[14:15]
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], exec
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], 0
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], -1
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], src_vccz
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], src_execz
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], src_scc
v_cmpx_nlg_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], |v[1:2]|, v[2:3]
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], |v[2:3]|
v_cmpx_nlg_f64_e64 s[10:11], |v[1:2]|, |v[2:3]|
v_cmpx_nlg_f64_e64 s[10:11], v[1:2], v[2:3] clamp
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_ngt_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_ngt_f64_e64 s[100:101], v[1:2], v[2:3]
v_cmpx_ngt_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_ngt_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_ngt_f64_e64 ttmp[14:15], v[1:2], v[2:3]
v_cmpx_ngt_f64_e64 exec, v[1:2], v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], s[100:101], v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], ttmp[14:15], v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], src_vccz, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], src_execz, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], src_scc, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], s[100:101]
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], ttmp[14:15]
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], exec
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], 0
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], -1
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], src_vccz
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], src_execz
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], src_scc
v_cmpx_ngt_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], |v[1:2]|, v[2:3]
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], |v[2:3]|
v_cmpx_ngt_f64_e64 s[10:11], |v[1:2]|, |v[2:3]|
v_cmpx_ngt_f64_e64 s[10:11], v[1:2], v[2:3] clamp
v_cmpx_nle_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[100:101], v[1:2], v[2:3]
v_cmpx_nle_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_nle_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_nle_f64_e64 ttmp[14:15], v[1:2], v[2:3]
v_cmpx_nle_f64_e64 exec, v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], s[100:101], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], ttmp[14:15], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], src_vccz, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], src_execz, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], src_scc, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], s[100:101]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_nle_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_nle_f64_e64 s[10:11], v[1:2], ttmp[14:15]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], exec
v_cmpx_nle_f64_e64 s[10:11], v[1:2], 0
v_cmpx_nle_f64_e64 s[10:11], v[1:2], -1
v_cmpx_nle_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_nle_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_nle_f64_e64 s[10:11], v[1:2], src_vccz
v_cmpx_nle_f64_e64 s[10:11], v[1:2], src_execz
v_cmpx_nle_f64_e64 s[10:11], v[1:2], src_scc
v_cmpx_nle_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_nle_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_nle_f64_e64 s[10:11], |v[1:2]|, v[2:3]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], |v[2:3]|
v_cmpx_nle_f64_e64 s[10:11], |v[1:2]|, |v[2:3]|
v_cmpx_nle_f64_e64 s[10:11], v[1:2], v[2:3] clamp
v_cmpx_neq_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_neq_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_neq_f64_e64 s[100:101], v[1:2], v[2:3]
v_cmpx_neq_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_neq_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_neq_f64_e64 ttmp[14:15], v[1:2], v[2:3]
v_cmpx_neq_f64_e64 exec, v[1:2], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], s[100:101], v[2:3]
// Session 7 (coverage), offset 288000 (its page whole): the end of v_lshrrev_b16_e64, v_ashrrev_i16_e64, v_max_f16_e64, v_min_f16_e64, v_max_u16_e64 (every source kind in each source, neg/abs, clamp), the start of v_max_i16_e64
v_lshrrev_b16_e64 v5, exec_lo, v2
v_lshrrev_b16_e64 v5, exec_hi, v2
v_lshrrev_b16_e64 v5, 0, v2
v_lshrrev_b16_e64 v5, -1, v2
v_lshrrev_b16_e64 v5, src_vccz, v2
v_lshrrev_b16_e64 v5, src_execz, v2
v_lshrrev_b16_e64 v5, src_scc, v2
v_lshrrev_b16_e64 v5, v1, v255
v_lshrrev_b16_e64 v5, v1, s2
v_lshrrev_b16_e64 v5, v1, s101
v_lshrrev_b16_e64 v5, v1, flat_scratch_lo
v_lshrrev_b16_e64 v5, v1, flat_scratch_hi
v_lshrrev_b16_e64 v5, v1, vcc_lo
v_lshrrev_b16_e64 v5, v1, vcc_hi
v_lshrrev_b16_e64 v5, v1, ttmp15
v_lshrrev_b16_e64 v5, v1, m0
v_lshrrev_b16_e64 v5, v1, exec_lo
v_lshrrev_b16_e64 v5, v1, exec_hi
v_lshrrev_b16_e64 v5, v1, 0
v_lshrrev_b16_e64 v5, v1, -1
v_lshrrev_b16_e64 v5, v1, src_vccz
v_lshrrev_b16_e64 v5, v1, src_execz
v_lshrrev_b16_e64 v5, v1, src_scc
v_ashrrev_i16_e64 v5, v1, v2
v_ashrrev_i16_e64 v255, v1, v2
v_ashrrev_i16_e64 v5, v255, v2
v_ashrrev_i16_e64 v5, s1, v2
v_ashrrev_i16_e64 v5, s101, v2
v_ashrrev_i16_e64 v5, flat_scratch_lo, v2
v_ashrrev_i16_e64 v5, flat_scratch_hi, v2
v_ashrrev_i16_e64 v5, vcc_lo, v2
v_ashrrev_i16_e64 v5, vcc_hi, v2
v_ashrrev_i16_e64 v5, ttmp15, v2
v_ashrrev_i16_e64 v5, m0, v2
v_ashrrev_i16_e64 v5, exec_lo, v2
v_ashrrev_i16_e64 v5, exec_hi, v2
v_ashrrev_i16_e64 v5, 0, v2
v_ashrrev_i16_e64 v5, -1, v2
v_ashrrev_i16_e64 v5, src_vccz, v2
v_ashrrev_i16_e64 v5, src_execz, v2
v_ashrrev_i16_e64 v5, src_scc, v2
v_ashrrev_i16_e64 v5, v1, v255
v_ashrrev_i16_e64 v5, v1, s2
v_ashrrev_i16_e64 v5, v1, s101
v_ashrrev_i16_e64 v5, v1, flat_scratch_lo
v_ashrrev_i16_e64 v5, v1, flat_scratch_hi
v_ashrrev_i16_e64 v5, v1, vcc_lo
v_ashrrev_i16_e64 v5, v1, vcc_hi
v_ashrrev_i16_e64 v5, v1, ttmp15
v_ashrrev_i16_e64 v5, v1, m0
v_ashrrev_i16_e64 v5, v1, exec_lo
v_ashrrev_i16_e64 v5, v1, exec_hi
v_ashrrev_i16_e64 v5, v1, 0
v_ashrrev_i16_e64 v5, v1, -1
v_ashrrev_i16_e64 v5, v1, src_vccz
v_ashrrev_i16_e64 v5, v1, src_execz
v_ashrrev_i16_e64 v5, v1, src_scc
v_max_f16_e64 v5, v1, v2
v_max_f16_e64 v255, v1, v2
v_max_f16_e64 v5, v255, v2
v_max_f16_e64 v5, s1, v2
v_max_f16_e64 v5, s101, v2
v_max_f16_e64 v5, flat_scratch_lo, v2
v_max_f16_e64 v5, flat_scratch_hi, v2
v_max_f16_e64 v5, vcc_lo, v2
v_max_f16_e64 v5, vcc_hi, v2
v_max_f16_e64 v5, ttmp15, v2
v_max_f16_e64 v5, m0, v2
v_max_f16_e64 v5, exec_lo, v2
v_max_f16_e64 v5, exec_hi, v2
v_max_f16_e64 v5, 0, v2
v_max_f16_e64 v5, -1, v2
v_max_f16_e64 v5, 0.5, v2
v_max_f16_e64 v5, -4.0, v2
v_max_f16_e64 v5, src_vccz, v2
v_max_f16_e64 v5, src_execz, v2
v_max_f16_e64 v5, src_scc, v2
v_max_f16_e64 v5, src_lds_direct, v2
v_max_f16_e64 v5, v1, v255
v_max_f16_e64 v5, v1, s2
v_max_f16_e64 v5, v1, s101
v_max_f16_e64 v5, v1, flat_scratch_lo
v_max_f16_e64 v5, v1, flat_scratch_hi
v_max_f16_e64 v5, v1, vcc_lo
v_max_f16_e64 v5, v1, vcc_hi
v_max_f16_e64 v5, v1, ttmp15
v_max_f16_e64 v5, v1, m0
v_max_f16_e64 v5, v1, exec_lo
v_max_f16_e64 v5, v1, exec_hi
v_max_f16_e64 v5, v1, 0
v_max_f16_e64 v5, v1, -1
v_max_f16_e64 v5, v1, 0.5
v_max_f16_e64 v5, v1, -4.0
v_max_f16_e64 v5, v1, src_vccz
v_max_f16_e64 v5, v1, src_execz
v_max_f16_e64 v5, v1, src_scc
v_max_f16_e64 v5, -v1, v2
v_max_f16_e64 v5, v1, -v2
v_max_f16_e64 v5, -v1, -v2
v_max_f16_e64 v5, |v1|, v2
v_max_f16_e64 v5, v1, |v2|
v_max_f16_e64 v5, |v1|, |v2|
v_max_f16_e64 v5, v1, v2 clamp
v_min_f16_e64 v5, v1, v2
v_min_f16_e64 v255, v1, v2
v_min_f16_e64 v5, v255, v2
v_min_f16_e64 v5, s1, v2
v_min_f16_e64 v5, s101, v2
v_min_f16_e64 v5, flat_scratch_lo, v2
v_min_f16_e64 v5, flat_scratch_hi, v2
v_min_f16_e64 v5, vcc_lo, v2
v_min_f16_e64 v5, vcc_hi, v2
v_min_f16_e64 v5, ttmp15, v2
v_min_f16_e64 v5, m0, v2
v_min_f16_e64 v5, exec_lo, v2
v_min_f16_e64 v5, exec_hi, v2
v_min_f16_e64 v5, 0, v2
v_min_f16_e64 v5, -1, v2
v_min_f16_e64 v5, 0.5, v2
v_min_f16_e64 v5, -4.0, v2
v_min_f16_e64 v5, src_vccz, v2
v_min_f16_e64 v5, src_execz, v2
v_min_f16_e64 v5, src_scc, v2
v_min_f16_e64 v5, src_lds_direct, v2
v_min_f16_e64 v5, v1, v255
v_min_f16_e64 v5, v1, s2
v_min_f16_e64 v5, v1, s101
v_min_f16_e64 v5, v1, flat_scratch_lo
v_min_f16_e64 v5, v1, flat_scratch_hi
v_min_f16_e64 v5, v1, vcc_lo
v_min_f16_e64 v5, v1, vcc_hi
v_min_f16_e64 v5, v1, ttmp15
v_min_f16_e64 v5, v1, m0
v_min_f16_e64 v5, v1, exec_lo
v_min_f16_e64 v5, v1, exec_hi
v_min_f16_e64 v5, v1, 0
v_min_f16_e64 v5, v1, -1
v_min_f16_e64 v5, v1, 0.5
v_min_f16_e64 v5, v1, -4.0
v_min_f16_e64 v5, v1, src_vccz
v_min_f16_e64 v5, v1, src_execz
v_min_f16_e64 v5, v1, src_scc
v_min_f16_e64 v5, -v1, v2
v_min_f16_e64 v5, v1, -v2
v_min_f16_e64 v5, -v1, -v2
v_min_f16_e64 v5, |v1|, v2
v_min_f16_e64 v5, v1, |v2|
v_min_f16_e64 v5, |v1|, |v2|
v_min_f16_e64 v5, v1, v2 clamp
v_max_u16_e64 v5, v1, v2
v_max_u16_e64 v255, v1, v2
v_max_u16_e64 v5, v255, v2
v_max_u16_e64 v5, s1, v2
v_max_u16_e64 v5, s101, v2
v_max_u16_e64 v5, flat_scratch_lo, v2
v_max_u16_e64 v5, flat_scratch_hi, v2
v_max_u16_e64 v5, vcc_lo, v2
v_max_u16_e64 v5, vcc_hi, v2
v_max_u16_e64 v5, ttmp15, v2
v_max_u16_e64 v5, m0, v2
v_max_u16_e64 v5, exec_lo, v2
v_max_u16_e64 v5, exec_hi, v2
v_max_u16_e64 v5, 0, v2
v_max_u16_e64 v5, -1, v2
v_max_u16_e64 v5, src_vccz, v2
v_max_u16_e64 v5, src_execz, v2
v_max_u16_e64 v5, src_scc, v2
v_max_u16_e64 v5, src_lds_direct, v2
v_max_u16_e64 v5, v1, v255
v_max_u16_e64 v5, v1, s2
v_max_u16_e64 v5, v1, s101
v_max_u16_e64 v5, v1, flat_scratch_lo
v_max_u16_e64 v5, v1, flat_scratch_hi
v_max_u16_e64 v5, v1, vcc_lo
v_max_u16_e64 v5, v1, vcc_hi
v_max_u16_e64 v5, v1, ttmp15
v_max_u16_e64 v5, v1, m0
v_max_u16_e64 v5, v1, exec_lo
v_max_u16_e64 v5, v1, exec_hi
v_max_u16_e64 v5, v1, 0
v_max_u16_e64 v5, v1, -1
v_max_u16_e64 v5, v1, src_vccz
v_max_u16_e64 v5, v1, src_execz
v_max_u16_e64 v5, v1, src_scc
v_max_i16_e64 v5, v1, v2
v_max_i16_e64 v255, v1, v2
v_max_i16_e64 v5, v255, v2
v_max_i16_e64 v5, s1, v2
v_max_i16_e64 v5, s101, v2
v_max_i16_e64 v5, flat_scratch_lo, v2
v_max_i16_e64 v5, flat_scratch_hi, v2
v_max_i16_e64 v5, vcc_lo, v2
// Session 7 (coverage), offset 208000 (its page whole): the end of v_max_u32_e64, v_lshrrev_b32_e64, v_ashrrev_i32_e64, v_lshlrev_b32_e64, v_and_b32_e64 (every source kind in each source), the start of v_or_b32_e64
v_max_u32_e64 v5, -4.0, v2
v_max_u32_e64 v5, src_vccz, v2
v_max_u32_e64 v5, src_execz, v2
v_max_u32_e64 v5, src_scc, v2
v_max_u32_e64 v5, src_lds_direct, v2
v_max_u32_e64 v5, v1, v255
v_max_u32_e64 v5, v1, s2
v_max_u32_e64 v5, v1, s101
v_max_u32_e64 v5, v1, flat_scratch_lo
v_max_u32_e64 v5, v1, flat_scratch_hi
v_max_u32_e64 v5, v1, vcc_lo
v_max_u32_e64 v5, v1, vcc_hi
v_max_u32_e64 v5, v1, ttmp15
v_max_u32_e64 v5, v1, m0
v_max_u32_e64 v5, v1, exec_lo
v_max_u32_e64 v5, v1, exec_hi
v_max_u32_e64 v5, v1, 0
v_max_u32_e64 v5, v1, -1
v_max_u32_e64 v5, v1, 0.5
v_max_u32_e64 v5, v1, -4.0
v_max_u32_e64 v5, v1, src_vccz
v_max_u32_e64 v5, v1, src_execz
v_max_u32_e64 v5, v1, src_scc
v_lshrrev_b32_e64 v5, v1, v2
v_lshrrev_b32_e64 v255, v1, v2
v_lshrrev_b32_e64 v5, v255, v2
v_lshrrev_b32_e64 v5, s1, v2
v_lshrrev_b32_e64 v5, s101, v2
v_lshrrev_b32_e64 v5, flat_scratch_lo, v2
v_lshrrev_b32_e64 v5, flat_scratch_hi, v2
v_lshrrev_b32_e64 v5, vcc_lo, v2
v_lshrrev_b32_e64 v5, vcc_hi, v2
v_lshrrev_b32_e64 v5, ttmp15, v2
v_lshrrev_b32_e64 v5, m0, v2
v_lshrrev_b32_e64 v5, exec_lo, v2
v_lshrrev_b32_e64 v5, exec_hi, v2
v_lshrrev_b32_e64 v5, 0, v2
v_lshrrev_b32_e64 v5, -1, v2
v_lshrrev_b32_e64 v5, 0.5, v2
v_lshrrev_b32_e64 v5, -4.0, v2
v_lshrrev_b32_e64 v5, src_vccz, v2
v_lshrrev_b32_e64 v5, src_execz, v2
v_lshrrev_b32_e64 v5, src_scc, v2
v_lshrrev_b32_e64 v5, v1, v255
v_lshrrev_b32_e64 v5, v1, s2
v_lshrrev_b32_e64 v5, v1, s101
v_lshrrev_b32_e64 v5, v1, flat_scratch_lo
v_lshrrev_b32_e64 v5, v1, flat_scratch_hi
v_lshrrev_b32_e64 v5, v1, vcc_lo
v_lshrrev_b32_e64 v5, v1, vcc_hi
v_lshrrev_b32_e64 v5, v1, ttmp15
v_lshrrev_b32_e64 v5, v1, m0
v_lshrrev_b32_e64 v5, v1, exec_lo
v_lshrrev_b32_e64 v5, v1, exec_hi
v_lshrrev_b32_e64 v5, v1, 0
v_lshrrev_b32_e64 v5, v1, -1
v_lshrrev_b32_e64 v5, v1, 0.5
v_lshrrev_b32_e64 v5, v1, -4.0
v_lshrrev_b32_e64 v5, v1, src_vccz
v_lshrrev_b32_e64 v5, v1, src_execz
v_lshrrev_b32_e64 v5, v1, src_scc
v_ashrrev_i32_e64 v5, v1, v2
v_ashrrev_i32_e64 v255, v1, v2
v_ashrrev_i32_e64 v5, v255, v2
v_ashrrev_i32_e64 v5, s1, v2
v_ashrrev_i32_e64 v5, s101, v2
v_ashrrev_i32_e64 v5, flat_scratch_lo, v2
v_ashrrev_i32_e64 v5, flat_scratch_hi, v2
v_ashrrev_i32_e64 v5, vcc_lo, v2
v_ashrrev_i32_e64 v5, vcc_hi, v2
v_ashrrev_i32_e64 v5, ttmp15, v2
v_ashrrev_i32_e64 v5, m0, v2
v_ashrrev_i32_e64 v5, exec_lo, v2
v_ashrrev_i32_e64 v5, exec_hi, v2
v_ashrrev_i32_e64 v5, 0, v2
v_ashrrev_i32_e64 v5, -1, v2
v_ashrrev_i32_e64 v5, 0.5, v2
v_ashrrev_i32_e64 v5, -4.0, v2
v_ashrrev_i32_e64 v5, src_vccz, v2
v_ashrrev_i32_e64 v5, src_execz, v2
v_ashrrev_i32_e64 v5, src_scc, v2
v_ashrrev_i32_e64 v5, v1, v255
v_ashrrev_i32_e64 v5, v1, s2
v_ashrrev_i32_e64 v5, v1, s101
v_ashrrev_i32_e64 v5, v1, flat_scratch_lo
v_ashrrev_i32_e64 v5, v1, flat_scratch_hi
v_ashrrev_i32_e64 v5, v1, vcc_lo
v_ashrrev_i32_e64 v5, v1, vcc_hi
v_ashrrev_i32_e64 v5, v1, ttmp15
v_ashrrev_i32_e64 v5, v1, m0
v_ashrrev_i32_e64 v5, v1, exec_lo
v_ashrrev_i32_e64 v5, v1, exec_hi
v_ashrrev_i32_e64 v5, v1, 0
v_ashrrev_i32_e64 v5, v1, -1
v_ashrrev_i32_e64 v5, v1, 0.5
v_ashrrev_i32_e64 v5, v1, -4.0
v_ashrrev_i32_e64 v5, v1, src_vccz
v_ashrrev_i32_e64 v5, v1, src_execz
v_ashrrev_i32_e64 v5, v1, src_scc
v_lshlrev_b32_e64 v5, v1, v2
v_lshlrev_b32_e64 v255, v1, v2
v_lshlrev_b32_e64 v5, v255, v2
v_lshlrev_b32_e64 v5, s1, v2
v_lshlrev_b32_e64 v5, s101, v2
v_lshlrev_b32_e64 v5, flat_scratch_lo, v2
v_lshlrev_b32_e64 v5, flat_scratch_hi, v2
v_lshlrev_b32_e64 v5, vcc_lo, v2
v_lshlrev_b32_e64 v5, vcc_hi, v2
v_lshlrev_b32_e64 v5, ttmp15, v2
v_lshlrev_b32_e64 v5, m0, v2
v_lshlrev_b32_e64 v5, exec_lo, v2
v_lshlrev_b32_e64 v5, exec_hi, v2
v_lshlrev_b32_e64 v5, 0, v2
v_lshlrev_b32_e64 v5, -1, v2
v_lshlrev_b32_e64 v5, 0.5, v2
v_lshlrev_b32_e64 v5, -4.0, v2
v_lshlrev_b32_e64 v5, src_vccz, v2
v_lshlrev_b32_e64 v5, src_execz, v2
v_lshlrev_b32_e64 v5, src_scc, v2
v_lshlrev_b32_e64 v5, v1, v255
v_lshlrev_b32_e64 v5, v1, s2
v_lshlrev_b32_e64 v5, v1, s101
v_lshlrev_b32_e64 v5, v1, flat_scratch_lo
v_lshlrev_b32_e64 v5, v1, flat_scratch_hi
v_lshlrev_b32_e64 v5, v1, vcc_lo
v_lshlrev_b32_e64 v5, v1, vcc_hi
v_lshlrev_b32_e64 v5, v1, ttmp15
v_lshlrev_b32_e64 v5, v1, m0
v_lshlrev_b32_e64 v5, v1, exec_lo
v_lshlrev_b32_e64 v5, v1, exec_hi
v_lshlrev_b32_e64 v5, v1, 0
v_lshlrev_b32_e64 v5, v1, -1
v_lshlrev_b32_e64 v5, v1, 0.5
v_lshlrev_b32_e64 v5, v1, -4.0
v_lshlrev_b32_e64 v5, v1, src_vccz
v_lshlrev_b32_e64 v5, v1, src_execz
v_lshlrev_b32_e64 v5, v1, src_scc
v_and_b32_e64 v5, v1, v2
v_and_b32_e64 v255, v1, v2
v_and_b32_e64 v5, v255, v2
v_and_b32_e64 v5, s1, v2
v_and_b32_e64 v5, s101, v2
v_and_b32_e64 v5, flat_scratch_lo, v2
v_and_b32_e64 v5, flat_scratch_hi, v2
v_and_b32_e64 v5, vcc_lo, v2
v_and_b32_e64 v5, vcc_hi, v2
v_and_b32_e64 v5, ttmp15, v2
v_and_b32_e64 v5, m0, v2
v_and_b32_e64 v5, exec_lo, v2
v_and_b32_e64 v5, exec_hi, v2
v_and_b32_e64 v5, 0, v2
v_and_b32_e64 v5, -1, v2
v_and_b32_e64 v5, 0.5, v2
v_and_b32_e64 v5, -4.0, v2
v_and_b32_e64 v5, src_vccz, v2
v_and_b32_e64 v5, src_execz, v2
v_and_b32_e64 v5, src_scc, v2
v_and_b32_e64 v5, src_lds_direct, v2
v_and_b32_e64 v5, v1, v255
v_and_b32_e64 v5, v1, s2
v_and_b32_e64 v5, v1, s101
v_and_b32_e64 v5, v1, flat_scratch_lo
v_and_b32_e64 v5, v1, flat_scratch_hi
v_and_b32_e64 v5, v1, vcc_lo
v_and_b32_e64 v5, v1, vcc_hi
v_and_b32_e64 v5, v1, ttmp15
v_and_b32_e64 v5, v1, m0
v_and_b32_e64 v5, v1, exec_lo
v_and_b32_e64 v5, v1, exec_hi
v_and_b32_e64 v5, v1, 0
v_and_b32_e64 v5, v1, -1
v_and_b32_e64 v5, v1, 0.5
v_and_b32_e64 v5, v1, -4.0
v_and_b32_e64 v5, v1, src_vccz
v_and_b32_e64 v5, v1, src_execz
v_and_b32_e64 v5, v1, src_scc
v_or_b32_e64 v5, v1, v2
v_or_b32_e64 v255, v1, v2
v_or_b32_e64 v5, v255, v2
v_or_b32_e64 v5, s1, v2
v_or_b32_e64 v5, s101, v2
v_or_b32_e64 v5, flat_scratch_lo, v2
v_or_b32_e64 v5, flat_scratch_hi, v2
v_or_b32_e64 v5, vcc_lo, v2
v_or_b32_e64 v5, vcc_hi, v2
v_or_b32_e64 v5, ttmp15, v2
v_or_b32_e64 v5, m0, v2
v_or_b32_e64 v5, exec_lo, v2
v_or_b32_e64 v5, exec_hi, v2
