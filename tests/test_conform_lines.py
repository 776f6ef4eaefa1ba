"""Hand-picked vector, DS and scalar lines where gcnls once answered differently from llvm-mc 22,
run against the live llvm-mc: verdict, output and the first message with its column.

- DS offset0:/offset1: llvm-mc checks their range as it reads each one
  (rules/ds_offset_pair.py), so an out-of-range value comes before a later repeated or
  misplaced word and before matching; an offset1:N right after a bad offset0 is read too,
  and its own error is a second line (every DS line's errors are compared, not the first);
- GCN 1.0/1.1 f16 sources in e64 take no constant, not even an inline integer (the fast
  path had taken 0, 64, -16 into v_cvt_f32_f16_e64);
- gfx10's wave32 vcc_lo: "operands are not valid for this GPU or mode" only where an e32,
  DPP or SDWA-condition syntax would take it, else llvm-mc's misfit at vcc_lo;
- compares writing EXEC: gfx10's e64 form without SDST and gfx11's VOP3 DPP form, which
  llvm-mc also tries (gcnls/newer_forms.py, isa/later_forms.toml);
- DPP controls llvm-mc does not read (mnemonics without a DPP form anywhere) and sext(x)
  around a constant where a float-typed SDWA source takes sext (v_ldexp_f16);
- later generations' DPP entries, which llvm-mc tries last: SRC0 blamed for 64-bit (and
  some 16-bit) operations, gfx11's VOP3 DPP compares deciding the compares' column;
- what a source modifier holds (|(1)|, |1+1|, abs(sym), abs(neg(1)), interpolation
  sources) and the constants folded or refused under one (MODIFIED);
- which group of entries llvm-mc tries last, and flags it reads as symbols (GROUPS);
- other generations' entries that fit: gfx10's clamp, gfx8's SDWA on gfx9 (FITS_ELSEWHERE);
- gfx11/12's VOP3 DPP entries on a line with a DPP control (VOP3_DPP), gfx10's SDWA compares
  writing EXEC without SDST (SDWA_EXEC), SDWA entries last for v_cmp(x)_tru_* and
  v_cmp_f/t_{i,u}16 (SDWA_LAST);
- floats in 16-bit fields and SMEM offsets, read as their double's bits (FLOAT_FIELDS);
- a 32-bit SRC0 in 64-bit operations' later DPP entries (WIDE_SRC0), v_mac's SDWA dst_sel and
  gfx10's DPP form of v_cvt_pkrtz_f16_f32 (LAST_CHECKS);
- gfx10's wave32 carry words (WAVE32_CARRY), v_cndmask_b32's later DPP/SDWA entries (CNDMASK),
  v_writelane_b32's literal value (WRITELANE), the dot products' 32-bit source class
  (WORD_SOURCES), sext(c) outside SDWA (SEXT_CONSTANT), gfx10's e64 forms of v_ldexp_f16 and
  v_cmp_class_f16 (LATER_E64) and the '.' operand's label (HERE): the last full sweeps' groups;
  16-bit integer SDWA sources' constants on gfx9 (SDWA_SHORT) and lit(x) under a source modifier
  (LIT_UNDER), real numbers a 16/32-bit float holds only as a denormal or not at all
  (FLOAT_RANGE), also under a folded modifier (MODIFIED_RANGE): found probing source modifiers;
- a double's high half and denormal doubles (DOUBLE_HALF), real numbers rounded to an inline
  constant of the source's type (ROUNDED), nested lit( and modifiers no parser reads
  (LIT_NESTED).
"""

from __future__ import annotations

import pytest

from differential import run_gcnls, run_llvm

DS = [
    "ds_write2_b32 v1, v2, v3 offset1:8 offset1:400", "ds_write2_b32 v1, v2, v3 offset1:400 offset0:300",
    "ds_write2_b32 v1, v2, v3 offset0:300 offset1:400", "ds_write2_b32 v1, v2, v3 offset0:400 gds",
    "ds_write2_b32 v1, v2, v3 gds offset0:400", "ds_write2_b32 v1, v2, v3 offset0:1 offset0:1000",
    "ds_write2_b32 v1, v2, v3 offset0:1 offset0:2", "ds_write2_b32 v1, v2, v3 offset1:8 offset1",
    "ds_write2_b32 v1, v2, v3 offset1:8 gds offset1:400", "ds_write2_b32 v1, v2, v3 offset1:0x100",
    "ds_write2_b32 v1, v2, v3 offset1:1+300", "ds_write2_b32 v1, v2, v3 offset1:sym",
    "ds_write2_b32 v1, v2, v3 offset0:-1", "ds_write2_b32 v1, v2, v3 offset0:255 offset1:255",
    "ds_read2_b32 v[1:2], v3 offset1:256 offset0:1", "ds_write2st64_b32 v1, v2, v3 offset1:256 offset1:1",
    "ds_read2st64_b64 v[2:5], v1 offset0:256 offset1:1", "ds_write2_b32 v1, v2 offset0:400",
    "ds_write_b32 v1, v2 offset0:400", "ds_write_b32 v1, v2 offset:70000 offset:8",
    "ds_write2_b32 v1, v2, v3 offset0:4 offset:4", "ds_wrxchg2_rtn_b32 v[1:2], v3, v4, v5 offset1:999 glc",
    # both value errors (llvm-mc reads an offset1:N right after a bad offset0 too)
    "ds_write2_b32 v1, v2, v3 offset0:300, offset1:400", "ds_write2_b32 v1, v2, v3 offset0:300 gds offset1:400",
    "ds_write2_b32 v1, v2, v3 offset0:300 offset1:undefsym", "ds_write2_b32 v1, v2, v3 offset0:256 offset1:1+300",
    "ds_read2_b32 v[1:2], v3 offset0:300 offset1:400", "ds_write2_b32 v1, v2, v3 offset0:300 offset1:",
    "ds_write2_b32 v1, v2, v3 offset0:300 offset1:4", "ds_write2_b32 v1, v2, v3 offset0:300 OFFSET1:400",
    "ds_write2st64_b64 v1, v[2:3], v[4:5] offset0:300 offset1:400", "ds_write2_b32 v1, v2, v3, offset0:300 offset1:-1",
    "ds_write2_b32 v1, v2, v3 offset0:300 offset1:400 offset1:500", "ds_write2_b32 v1, v2, v3 offset0:300 offset0:400",
]
F16 = [
    f"v_cvt_f32_f16_e64 v1, {x}" for x in ("0", "1", "64", "-16", "-1", "1.0", "0.5", "0x3c00", "s1", "neg(0)", "|0|")
] + ["v_cvt_f32_f16_e64 v1, 0 clamp", "v_cvt_f32_f16 v1, 0", "v_cvt_f32_f16_e32 v1, 64", "v_cvt_f16_f32_e64 v1, 0",
     "v_cvt_f32_f16_e64 v1, 0 mul:2"]
VCC_LO = [
    "v_cmp_eq_f32 vcc_lo, v1, v2", "v_cmp_eq_f32_e32 vcc_lo, v1, v2", "v_cmp_eq_f32_e64 vcc_lo, v1, v2",
    "v_cmp_eq_f32 vcc_lo, v1, s2", "v_cmp_eq_f32 vcc_lo, s1, v2", "v_cmp_eq_f32 vcc_lo, v1, v2 clamp",
    "v_cndmask_b32 v1, v1, v2, vcc_lo", "v_cndmask_b32 v1, s1, v2, vcc_lo", "v_cndmask_b32_e64 v1, v1, v2, vcc_lo",
    "v_cndmask_b32_e32 v1, v1, v2, vcc_lo", "v_cndmask_b32_e64 v1, s1, s2, vcc_lo", "v_cmpx_eq_f32 vcc_lo, v1, v2",
    "v_cmp_eq_f32_sdwa vcc_lo, v1, v2", "v_cmp_class_f32 vcc_lo, v1, v2", "v_cmp_eq_f64 vcc_lo, v[1:2], v[2:3]",
    "v_addc_u32 v1, vcc_lo, v2, v3, vcc_lo", "v_add_co_u32 v1, vcc_lo, v2, v3", "v_cmp_eq_u16 vcc_lo, v1, v2",
    "v_cndmask_b32_dpp v1, v1, v2, vcc_lo quad_perm:[0,1,2,3]", "v_cndmask_b32 v1, v1, v2, vcc_lo quad_perm:[0,1,2,3]",
    "v_cndmask_b32_sdwa v1, v1, v2, vcc_lo", "v_cndmask_b32 v1, v1, v2, vcc_lo dst_sel:WORD_1",
    "v_cmp_eq_f32 vcc_lo, v1, v2 src0_sel:WORD_1", "v_cndmask_b32 v1, 0x11111111, v2, vcc_lo",
    "v_cndmask_b32 v1, -v1, v2, vcc_lo", "v_cndmask_b32_e32 v1, v1, s2, vcc_lo",
]
CMPX = [
    "v_cmpx_eq_f32 v1, v2, v3", "v_cmpx_eq_f32 v1, s2, v3", "v_cmpx_eq_f32 v1, 1.0, v3", "v_cmpx_eq_f32 v1, v2, s3 clamp",
    "v_cmpx_eq_f32 vcc, v1", "v_cmpx_eq_f32 v1, v2 clamp", "v_cmpx_eq_f32_e32 vcc, v1, v2 clamp",
    "v_cmpx_eq_f32 v1, v2, v3, v4", "v_cmpx_eq_u32 v1, 0x1234, v3", "v_cmpx_eq_f64 v[1:2], v[2:3], v[3:4]",
    "v_cmpx_eq_f32 exec, v1, v2 clamp clamp", "v_cmpx_eq_f32 v1, v2 clamp clamp", "v_cmpx_class_f32 vcc, v1, v2 clamp",
    "v_cmpx_class_f32 v1, v2 clamp", "v_cmpx_eq_f32 v1, s2", "v_cmpx_eq_f32_e64 v1, v2", "v_cmpx_eq_f32 v1, 0x12345678",
    "v_cmpx_class_f64 v[1:2], s2", "v_cmpx_eq_f32 s1, s2", "v_cmpx_eq_f32_e64 v1, v2 clamp", "v_cmpx_eq_f32 v1, s2 clamp",
    "v_cmpx_eq_f32 v1, |s2|", "v_cmpx_eq_f32_e64 s[2:3], v1", "v_cmpx_eq_i32 v1, s2 clamp",
    "v_cmpx_eq_f64 v[1:2], s[2:3]", "v_cmpx_eq_f32_e64 v1, v2, v3", "v_cmpx_eq_f32_e64 vcc, v2, v3 clamp clamp",
    "v_cmpx_class_f16 vcc, v1, v1 clamp", "v_cmpx_class_f16_e64 v1, v1, v1", "v_cmpx_class_f16 vcc, 0x12345678, v1",
    "v_cmpx_class_f64 vcc, s3, v1", "v_cmpx_class_f64 s[2:3], v[2:3], v1 clamp", "v_cmpx_eq_f64_e64 s[2:3], v[2:3]",
    "v_cmpx_eq_f64 s[2:3], v[2:3], v[2:3] clamp clamp", "v_cmpx_class_f64_e64 0, v[2:3], v1",
    "v_cmpx_tru_f32_e64 v1, v1, v1", "v_cmpx_lt_u16 vcc, v1, v1 high",
]
# DPP controls after VOP1/VOP2 mnemonics that have no DPP form anywhere (isa/later_forms.toml);
# sext(x) around a constant in v_ldexp_f16's SDWA exponent
OTHER = [
    "v_clrexcp row_shl:1", "v_clrexcp_e64 row_shl:1", "v_readfirstlane_b32 s5, v1 row_shl:1", "v_swap_b32 v1, v1 row_shl:1",
    "v_movrels_b32 v1, v1 row_shl:1", "v_madak_f32 v1, v1, v1, 0x12345678 row_shl:1", "v_madmk_f16 v1, v1, 0x1234, v1 row_shl:1",
    "v_mov_b32 v1, v2 row_shl:1", "v_ldexp_f16_sdwa v1, v1, sext(-1)", "v_ldexp_f16_sdwa v1, v1, sext(1.0)",
    "v_ldexp_f16_sdwa v1, v1, sext(v1)", "v_ldexp_f16_sdwa v1, v1, sext(s1)", "v_add_u16_sdwa v1, v1, sext(-1)",
    "v_cmp_class_f32_sdwa vcc, v1, sext(-1)", "v_cmpx_class_f32_sdwa vcc, v1, sext(-1)",
]
# later generations' DPP entries that decide llvm-mc's column (isa/later_forms.toml): 64-bit
# operations blame SRC0 for a failure after it, 16-bit ones (and the 64-bit shifts) a non-VGPR
# SRC0; 16/32-bit compares report gfx11's VOP3 DPP form's failure (v_cmp_f/t_i16/u16: their e64's)
LATER = [
    "v_add_f64 v[2:3], v[2:3], s3", "v_add_f64 v[2:3], v[2:3], v[2:3] high", "v_ceil_f64 v[2:3], v[2:3] row_shl:1",
    "v_ceil_f64_e64 v[2:3], v[2:3] high", "v_cvt_f32_f64 v1, v[2:3] mul:2 clamp", "v_fma_f64 v[2:3], v[2:3], s3, v[2:3]",
    "v_div_scale_f64 v[2:3], s[2:3], v[2:3], v[2:3], s3", "v_lshlrev_b64 v[2:3], s1, s2", "v_lshlrev_b64 v[2:3], v1, s3",
    "v_add_f16 v1, s2, 0x12345678", "v_mad_i16 v1, s2, 0x12345678, v1", "v_add_f16 v1, v1, 0x12345678",
    "v_cmp_eq_f16 s[2:3], s2, 0x12345678", "v_cmp_eq_i16 s[2:3], v1, v1 clamp", "v_cmp_class_f32 s[2:3], v1, v1 clamp",
    "v_cmp_eq_f16 s[2:3], v1, v1 clamp clamp", "v_cmp_f_i16 s[2:3], v1, v1 clamp", "v_cmp_tru_f16 s[2:3], v1, v1 clamp clamp",
    "v_cmp_lt_f32 vcc, v1, v1 high", "v_cmp_eq_u32_e64 s[2:3], v1, v1 clamp",
]
# what stands under a source modifier: one primary expression between bars (|(1)|, |~1|;
# |1+1| wants the bar at '+'), an absolute value under any modifier (|sym|, abs(sym)), no
# modifier inside one (abs(neg(1)), |-v1|), only a register in the interpolation sources;
# a 16-bit float's integer folded at bit 15 in e32 (|-2| is 0x7ffe); a double source's
# integer under a modifier only inline; VOP3b's abs error after its literal and bus checks
MODIFIED = [
    "v_add_f32_e64 v1, |(1)|, v2", "v_add_f32_e64 v1, -|(1)|, v2", "v_add_f32_e64 v1, |1+1|, v2",
    "v_add_f32_e64 v1, abs((1)), v2", "v_add_f32_e64 v1, |(v1)|, v2", "v_add_f32_e64 v1, |(1.0)|, v2",
    "v_add_f32 v1, |(1)|, v2", "v_add_f32_e64 v1, |~1|, v2", "v_add_f32_e64 v1, |(1)+1|, v2", "v_add_f32_e64 v1, v2, |(1)|",
    "v_add_f32_e64 v1, |sym|, v2", "v_add_f32_e64 v1, |(sym)|, v2", "v_add_f32_e64 v1, abs(sym), v2",
    "v_add_f32_e64 v1, neg(sym), v2", "v_add_f32 v1, -|sym|, v2", "v_add_f32_e64 v1, |max(1,2)|, v2",
    "v_add_f32_e64 v1, |(max(1,2))|, v2", "v_add_f32_e64 v1, |\"a\"|, v2",
    "v_add_f32_e64 v1, |(0x12345678)|, v2", "v_add_f32 v1, |(0x12345678)|, v2", "v_add_f32_e64 v1, |-(65)|, v2",
    "v_add_f32_e64 v1, |!1|, v2", "v_add_f32_e64 v1, |+1|, v2", "v_add_f32_e64 v1, |((1))|, v2", "v_add_f32_e64 v1, |(1)|",
    "v_add_f32_e64 v1, |(1)|*2, v2", "v_add_f32_e64 v1, |(1)| mul:2, v2", "v_add_f32_e64 v1, |-|, v2",
    "v_add_f32_e64 v1, |-v1|, v2", "v_add_f32_e64 v1, |abs(v1)|, v2", "v_add_f32_e64 v1, |neg(1)|, v2",
    "v_add_f32_e64 v1, |sext(1)|, v2", "v_cos_f32 v1, abs(neg(1))", "v_cos_f32 v1, neg(-|1|)", "v_cos_f32 v1, abs(mul:2)",
    "v_add_f32_e64 v1, neg(-abs(v1)), v2", "v_add_f32_e64 v1, |", "v_add_f32_e64 v1, v2, neg(|",
    "v_add_f32_sdwa v1, |(1)|, v2", "v_add_f32_dpp v1, |(1)|, v2 quad_perm:[0,1,2,3]", "v_pk_add_f16 v1, |(1)|, v2",
    "v_mad_f32 v1, |(1)|, v2, v3", "v_add_f64 v[0:1], |(1)|, v[2:3]", "v_cmp_eq_f32 vcc, |(1)|, v2",
    "v_interp_p1_f32 v1, |(1)|, attr0.x", "v_interp_p1_f32 v1, neg(1), attr0.x", "v_interp_p1_f32 v1, -|1|, attr0.x",
    "v_interp_p1_f32 v1, |v1|, attr0.x", "v_interp_p1_f32 v1, abs(neg(1)), attr0.x", "v_interp_p1_f32 v1, 1, attr0.x",
    "v_interp_p2_f16 v1, v2, attr0.x, neg(1)", "v_interp_p1ll_f16 v1, |lit(1)|, attr0.x",
    "v_cos_f16 v1, |-2|", "v_cos_f16 v1, neg(|(-1)|)", "v_cos_f16 v1, abs(~1)", "v_sub_f16 v1, neg(|(-1)|), v1",
    "v_rcp_f64 v[2:3], |0x3ff00000|", "v_rcp_f64 v[2:3], neg(0x3ff00000)", "v_rcp_f64 v[2:3], |65|",
    "v_rcp_f64 v[2:3], |64|", "v_add_f64 v[0:1], |0x3ff00000|, v[2:3]", "v_rcp_f64 v[2:3], 0x3ff00000",
    "v_div_scale_f64 v[2:3], s[2:3], v[2:3], |0x12345678|, v[2:3]", "v_div_scale_f32 v1, s[2:3], |0x12345678|, v1, v1",
    "v_div_scale_f32 v1, s[2:3], |v1|, v1, 0x12345678", "v_div_scale_f32 v1, s[2:3], |v1|, s1, s2",
    "v_div_scale_f32 v1, s[2:3], |1|, v1, v1", "v_div_scale_f64 v[2:3], s[2:3], v[2:3], |v[2:3]|, v[2:3]",
]
# sources llvm-mc reads as 32-bit integers although the operation is 16-bit: a 32-bit
# literal there is "literal operands are not supported" (isa notes of each)
WIDE = [
    "v_sad_u16 v1, 0x12345678, v1, v1", "v_sad_u16 v1, v1, v1, 0.5 clamp", "v_sad_u16 v1, -4.0, v1, 0.15915494",
    "v_mad_u32_u16 v1, v1, v1, 0x12345678", "v_mad_u32_u16 v1, v1, v1, 0.5", "v_mad_i32_i16 v1, v1, v1, 0x12345678",
    "v_mad_i32_i16 v1, v1, v1, -1.0", "v_cmp_class_f16 vcc, v1, 0x12345678", "v_cmpx_class_f16 s[2:3], s2, 0x12345678",
    "v_cmp_class_f16_e64 s[2:3], v1, 0.5", "v_cmp_class_f16_e64 s[2:3], 0.5, 3",
]
# a packed f16 source's integer is read as its 32 bits (kinds/packed.py): 0xffffffff and
# 0xfffffff0 inline (-1, -16), 0xffff and 0xffff3c00 literals, which VOP3P refuses
PACKED = [
    "v_pk_add_f16 v1, 0xffff, v2", "v_pk_add_f16 v1, v2, 65535", "v_pk_add_f16 v1, 0xffffffff, v2",
    "v_pk_fma_f16 v1, v2, v3, 0xfffffff0", "v_pk_mul_f16 v1, 0xffff3c00, v2", "v_pk_max_f16 v1, -18432, v2",
    "v_pk_add_f16 v1, 0x3118, v2 neg_lo:[1,0]", "v_pk_add_f16 v1, 0xfff0, v2", "v_pk_add_u16 v1, 0xffffffff, v2",
]
# a symbol where the form takes no literal (notes/realfiles-to-conform.md): a misfit in a
# source with input modifiers, llvm-mc's literal error in one without
SYMBOL = [
    "v_add_f32 v1, v1, x", "v_add_f32_e64 v1, x, v1", "v_fma_f32 v1, v2, v3, x", "v_cndmask_b32 v1, v1, x, vcc",
    "v_cmp_lt_f32 vcc, v1, x", "v_add_f32 v1, v1, 1+x", "v_add_f32 v1, x, v1", "v_add_f16_e64 v1, x, v1",
    "v_mov_b32_e64 v1, x", "v_mad_u32_u24 v1, x, v1, v1", "v_lshlrev_b64 v[0:1], x, v[0:1]", "v_add_u32_sdwa v1, x, v1",
    "v_interp_p1_f32 v1, x, attr0.x",
]
# the group of entries llvm-mc tries last decides the column (e32, e64, gfx8's SDWA, gfx9's
# SDWA, DPP, gfx11/12's (and gfx1251's) VOP3 DPP: isa/later_forms.toml [vop3_dpp]); in a group every
# generation's entries count (v_add_u32_e32's gfx8 and gfx9 forms); a flag at a slot where no
# form on the target has it is read as a symbol (v_add_i32 ... clamp clamp on gfx9)
GROUPS = [
    "v_exp_legacy_f32 v1, v1 mul:2 clamp", "v_exp_legacy_f32 v1, v1 clamp clamp", "v_frexp_exp_i32_f32 v1, v1 clamp clamp",
    "v_rndne_f32 v1, v1 mul:2 clamp", "v_add_u32_e32 v1, v1, v1 clamp", "v_add_u32_e32 v1, vcc, v1, v1 clamp",
    "v_add_i32 v1, vcc, v1, v1 high", "v_add_i32 v1, vcc, v1, v1 clamp clamp", "v_add_i32_e64 v1, v1, v1 clamp clamp",
    "v_add_co_u32 v1, s[2:3], v1, v1 high", "v_cndmask_b32 v1, v1, v1, s[2:3] clamp", "v_mac_f32 v1, v1, v1 clamp clamp",
    "v_mul_legacy_f32 v1, v1, v1 mul:2 clamp", "v_cmpx_f_i16 vcc, v1, v1 clamp clamp", "v_cos_f32 v1, v1 row_shl:1 clamp",
    "v_addc_co_u32 v1, s[2:3], v1, v1, s[2:3] high", "v_subrev_u32 v1, s[2:3], v1, v1 dst_sel:WORD_1",
    "v_add_f32 v1, v1, v1 clamp clamp", "v_add_u32 v1, v1, v1 clamp clamp", "v_mul_i32_i24 v1, v1, v1 clamp clamp",
    "v_ldexp_f16 v1, v1, v1 clamp clamp", "v_cvt_i16_f16 v1, v1 row_shl:1 mul:2", "v_cndmask_b32 v1, v1, v1, vcc row_shl:1 clamp",
    # gfx1251's VOP3 DPP entries of 64-bit operations
    "v_cvt_f64_f32 v[2:3], v1 mul:2 clamp", "v_cvt_f64_i32 v[2:3], v1 clamp clamp", "v_cvt_f64_u32 v[2:3], v1 mul:2 clamp",
    "v_cvt_f64_u32 v[2:3], s1 clamp clamp", "v_mul_lo_u32 v1, v2, v3 clamp clamp", "v_mul_hi_u32 v1, s2, v3 mul:2 clamp",
]
# entries of other generations that fit where this one's do not: gfx10's e64 16-bit integer
# operations take clamp (isa/later_forms.toml [e64_clamp]); gfx8's SDWA sources take what
# gfx9's take on gfx9 (llvm-mc's SDWA source classes ask the target)
FITS_ELSEWHERE = [
    "v_max_i16_e64 v1, v1, v1 clamp", "v_max_i16_e64 v1, v1, v1 clamp clamp", "v_mul_lo_u16_e64 v1, v1, v1 clamp",
    "v_max_i16 v1, v1, v1 clamp clamp", "v_lshlrev_b16 v1, v1, v1 clamp", "v_add_u32_sdwa v1, vcc, s2, v1",
    "v_add_u32_sdwa v1, vcc, 1.0, v1", "v_add_u32 v1, vcc, s2, v1 dst_sel:WORD_1", "v_add_u32_sdwa v1, vcc, 0x12345678, v1",
    "v_subrev_u32_sdwa v1, vcc, v1, m0", "v_sub_u32_sdwa v1, vcc, lds_direct, v1",
]
# gfx11/12's VOP3 DPP entries read a DPP control after the e64 operands (SRC0 a VGPR, no
# literal, lds_direct taken): where the rest fits they make the line "operands are not valid
# for this GPU or mode", else they fail at the first operand after the control's masks
# (newer_forms.vop3_dpp_entries)
VOP3_DPP = [
    "v_add_co_u32 v1, s[2:3], v1, v1 row_shl:1", "v_add_co_u32 v1, s[2:3], v1, s2 row_shl:1",
    "v_add_co_u32 v1, s[2:3], v1, 1 row_shl:1", "v_add_co_u32 v1, s[2:3], s1, v1 row_shl:1",
    "v_add_co_u32 v1, s[2:3], v1, v1 row_bcast:15", "v_add_co_u32 v1, s[2:3], v1, v1 row_shl:1 row_mask:0x1 bound_ctrl:0",
    "v_add_co_u32 v1, s[2:3], v1, v1 row_shl:1 clamp", "v_sub_co_u32 v1, s[2:3], v1, v1 quad_perm:[0,1,2,3]",
    "v_cndmask_b32 v1, v1, v1, s[2:3] row_shl:1", "v_cndmask_b32 v1, -v1, v1, s[2:3] row_shl:1",
    "v_add_f32 v1, v1, s1 row_shl:1", "v_add_f32 v1, v1, 0x12345678 row_shl:1", "v_add_f32 v1, v1, 1.0 row_shl:1",
    "v_add_f32 v1, |v1|, s1 row_shl:1", "v_add_f32 v1, v1, s1 row_shl:1 mul:2", "v_add_f32 v1, s1, s1 row_shl:1",
    "v_add_f32 v1, v1, lds_direct row_shl:1", "v_add_f32 v1, v1, v[2:3] row_shl:1", "v_add_f32 v1, v1, s1 row_shl:1 x",
    "v_mov_b32 v1, s1 row_shl:1", "v_ldexp_f16 v1, v1, s1 row_shl:1", "v_add_f16 v1, v1, s1 row_shl:1",
    "v_mac_f32 v1, v1, s1 row_shl:1", "v_add_u32 v1, v1, s1 row_shl:1", "v_add_co_u32_e64 v1, s[2:3], v1, v1 row_shl:1",
    "v_add_co_u32 v1, vcc, lds_direct, v1, vcc", "v_add_co_u32 v1, vcc, v1, lds_direct, vcc",
    "v_floor_f16 v1, v1 row_shl:1 bank_mask:0x1 bank_mask:0x1", "v_max_u32 v1, v1, s1 row_shl:1 bank_mask:0x1 row_mask:0x1",
    "v_max_u32 v1, v1, s1 row_shl:1 bound_ctrl:0 bound_ctrl:0", "v_max_u32 v1, v1, s1 row_shl:1 row_shl:1",
    "v_max_u32 v1, v1, s1 row_shl:1 row_mask:0x1 bank_mask:0x1 bound_ctrl:0",
    # (without a control: they refuse a literal source where they meet it)
    "v_add_f32 v1, v1, 0x12345678 clamp clamp", "v_add_f32 v1, v1, 0x12345678, v1", "v_add_co_u32 v1, vcc, v1, 0x12345678, vcc",
    "v_add_co_u32 v1, s[2:3], v1, 0x12345678, vcc", "v_cndmask_b32 v1, v1, 0x12345678, s[2:3] clamp",
    "v_fma_f32 v1, v1, v1, 0x12345678 clamp clamp", "v_mad_u32_u24 v1, v1, 0x12345678, v1, v1",
    "v_subrev_co_u32 v1, vcc, v1, 0x12345678, vcc",
]
# gfx10's SDWA compares that write EXEC have no SDST: llvm-mc matches them with gfx9's SDWA
# entries (their sources ask the target: VGPRs only on GCN 1.2)
SDWA_EXEC = [
    "v_cmpx_eq_f32_sdwa v1, v2", "v_cmpx_eq_f32_sdwa s1, v2", "v_cmpx_eq_f32_sdwa vcc_lo, v1, v1",
    "v_cmpx_eq_f32_sdwa s2, v1, v1", "v_cmpx_eq_f32_sdwa s2, v1, v1 src0_sel:WORD_1", "v_cmpx_eq_f32_sdwa v1, v2 clamp",
    "v_cmpx_eq_f32_sdwa v1, 1.0", "v_cmpx_class_f32_sdwa v1, v2", "v_cmpx_eq_u16_sdwa s2, v1, v1",
    "v_cmpx_eq_f32_sdwa v1, 0x12345678", "v_cmpx_eq_f32_sdwa v1", "v_cmpx_f_i16_sdwa s2, v1, v1",
    "v_cmpx_tru_f16_sdwa vcc_lo, v1, v1",
]
# v_cmp(x)_tru_* (gfx11's v_cmp(x)_t_*) and v_cmp_f/t_{i,u}16 (gone in gfx10): no VOP3 DPP
# entries; the SDWA ones are the last llvm-mc tries, whose sources take nothing on GCN 1.0/1.1
# and only VGPRs on GCN 1.2 (isa/later_forms.toml sdwa_last)
SDWA_LAST = [
    "v_cmp_f_i16 s[2:3], s2, 0x12345678", "v_cmp_t_i16 vcc, v1, v1 src1_sel:BYTE_1 src0_sel:BYTE_1",
    "v_cmp_f_i16 vcc, v1, v1 clamp clamp", "v_cmp_f_i16 v1, v1, v1", "v_cmp_f_i16 s[2:3], v1, v1, v1",
    "v_cmp_t_u16 s[2:3], 1.0, v1 clamp", "v_cmp_t_u16 s[2:3], v1, lds_direct", "v_cmp_tru_f16 s[2:3], s2, 0x12345678",
    "v_cmp_tru_f16 vcc, v1, v1 src1_sel:BYTE_1 src0_sel:BYTE_1",
    "v_cmp_tru_f32 vcc, v1, v1 high", "v_cmp_tru_f32 v1, v1, v1 high", "v_cmp_tru_f32 vcc, s1, v1 high",
    "v_cmp_tru_f32 vcc, v1 high", "v_cmp_tru_f32 s[2:3], v1, v1 clamp clamp", "v_cmp_tru_f32 s[2:3], v1, v1 mul:2",
    "v_cmp_tru_f32 s[2:3], v1, 0x12345678", "v_cmp_tru_f32 s[2:3], 0x12345678, v1 clamp clamp",
    "v_cmpx_tru_f32 vcc, v1, v1 clamp clamp", "v_cmpx_tru_f32 s[2:3], v1, v1 clamp clamp",
    "v_cmpx_tru_f32 v1, v1 clamp clamp", "v_cmpx_tru_f32 v1, v1, v1", "v_cmpx_tru_f32 s[2:3], s1, v1 high",
    "v_cmpx_tru_f16 vcc, v1, v1 clamp clamp", "v_cmp_tru_f16 vcc, v1, v1 clamp clamp", "v_cmp_tru_f16 s[2:3], v1, v1 high",
    "v_cmp_tru_f32_e64 s[2:3], v1, v1 clamp clamp", "v_cmp_tru_f32 s[2:3], v1, v1 src0_sel:WORD_1 clamp",
]
# a float in a branch target, s_endpgm's code or an SMEM offset: llvm-mc holds its double's
# bits (0.0 and denormals as small as 1e-319 fit; the two expression operands negate the
# bits after a minus, so -0.0 is 0 there)
FLOAT_FIELDS = [
    "s_branch 1e-319", "s_branch 0.0", "s_cbranch_scc0 0.0", "s_branch 0.5", "s_branch -0.0", "s_branch -0.5",
    "s_endpgm 1e-319", "s_endpgm 0.0", "s_endpgm -0.0", "s_endpgm 0.5", "s_endpgm -1e-319",
    "s_load_dword s0, s[0:1], 0.0", "s_load_dword s0, s[0:1], 1e-319", "s_load_dword s0, s[0:1], 4.9e-324",
    "s_load_dword s0, s[0:1], 0.5", "s_load_dword s0, s[0:1], -0.0", "s_load_dword s0, s[0:1], 1.0",
    "s_load_dword s0, s[0:1], s1 offset:0.0", "s_buffer_load_dword s0, s[0:3], 1e-319",
]
# the later DPP entries of 64-bit operations take a 32-bit VGPR as SRC0 (llvmtests's
# handover, from LLVM's vop3-gfx9.s): where the rest fits, the DPP8 control is missing
WIDE_SRC0 = [
    "v_add_f64 v[0:1], v0, v[0:1]", "v_add_f64 v[0:1], v0, s[0:1]", "v_add_f64 v[0:1], -v0, v[0:1]",
    "v_add_f64 v[5:6], |v1|, v[2:3]", "v_add_f64 v[0:1], v0, v[0:1] clamp", "v_add_f64 v[5:6], v1, v[2:3] mul:2",
    "v_add_f64 v[0:1], v0, v0", "v_ldexp_f64 v[0:1], v0, v0", "v_ldexp_f64 v[0:1], v0, v[0:1]",
    "v_fma_f64 v[0:1], v0, v[0:1], v[0:1]", "v_fma_f64 v[0:1], v[0:1], v0, v[0:1]",
    "v_div_fixup_f64 v[0:1], v0, v[2:3], v[4:5]", "v_div_fmas_f64 v[5:6], v1, v[2:3], vcc", "v_rcp_f64 v[1:2], v2",
    "v_cvt_i32_f64 v5, v1", "v_cvt_i32_f64_e64 v5, v1", "v_frexp_mant_f64 v[5:6], v1", "v_min_f64 v[0:1], v0, v[2:3]",
    "v_add_f64 v[0:1], v0, 0x12345678", "v_add_f64 v[0:1], v0, 1.0", "v_add_f64 v[0:1], v0, v[0:1] clamp clamp",
    "v_add_f64 v[0:1], s0, v[0:1]", "v_add_f64 v[0:1], v0, v[0:1], v[2:3]", "v_add_f64 v0, v0, v[0:1]",
    "v_add_f64 v[0:1], v0, lds_direct", "v_rcp_f64 v[1:2], v2 clamp mul:2", "v_rcp_f64 v[1:2], v2 mul:2 clamp",
    "v_cvt_f32_f64 v1, v2 clamp", "v_div_scale_f64 v[0:1], vcc, v0, v[0:1], v[0:1]",
]
# v_mac's SDWA dst_sel other than DWORD: at the first modifier unless the line names the form;
# gfx10's DPP form of v_cvt_pkrtz_f16_f32 (isa/later_forms.toml [gfx10_dpp])
LAST_CHECKS = [
    "v_mac_f32 v1, v1, v1 dst_sel:WORD_1", "v_mac_f32_sdwa v1, v1, v1 dst_sel:WORD_1",
    "v_mac_f32 v1, v1, v1 clamp dst_sel:BYTE_1", "v_mac_f16 v1, v1, v1 dst_sel:BYTE_0",
    "v_cvt_pkrtz_f16_f32 v1, v2, v3 clamp clamp", "v_cvt_pkrtz_f16_f32 v1, s2, v3 clamp clamp",
    "v_cvt_pkrtz_f16_f32 v1, v2, s3 clamp clamp", "v_cvt_pkrtz_f16_f32 v1, v2, v3 mul:2 clamp",
    "v_cvt_pkrtz_f16_f32 v1, v2 clamp", "v_cvt_pkrtz_f16_f32 v1, -v2, v3 clamp clamp",
    "v_cvt_pkrtz_f16_f32 v1, v2, v3, v4", "v_fma_mix_f32 v1, s2, 0x12345678, v1", "v_fma_mixlo_f16 v1, s2, 0x12345678, v1",
]
# gfx10's wave32 spelling of gfx9's carry adds' e32 vcc words (isa/later_forms.toml
# [wave32_carry]): both words with a carry-in, else the carry-in gfx6/gfx7's spelling takes
WAVE32_CARRY = [
    "v_add_co_u32_e32 v1, vcc, v1, v2, vcc_lo", "v_add_co_u32 v1, vcc, v1, v2, vcc_lo",
    "v_sub_co_u32_e32 v1, vcc, v1, v2, vcc_lo", "v_subrev_co_u32_e32 v1, vcc, v1, v2, vcc_lo",
    "v_add_co_u32_e32 v1, vcc_lo, v1, v2, vcc_lo", "v_addc_co_u32_e32 v1, vcc_lo, v1, v2, vcc_lo",
    "v_addc_co_u32_e32 v1, vcc_lo, v1, v2", "v_addc_co_u32_e32 v1, vcc_lo, v1, v2, vcc",
    "v_addc_co_u32_e32 v1, vcc, v1, v2, vcc_lo", "v_addc_co_u32 v1, vcc_lo, v1, v2, vcc_lo",
    "v_subbrev_co_u32_e32 v1, vcc_lo, v1, v2, vcc_lo", "v_addc_u32_e32 v1, vcc_lo, v1, v2, vcc_lo",
]
# v_cndmask_b32's gfx10 DPP entry wants its control after vcc_lo (its failure counts); its SDWA
# form with the condition left out is another generation's entry, with this target's sources
CNDMASK = [
    "v_cndmask_b32_dpp v1, v1, v2, vcc_lo", "v_cndmask_b32_dpp v1, v1, v2, vcc_lo, v1", "v_cndmask_b32_dpp v1, v1, v2, vcc",
    "v_cndmask_b32_sdwa v1, v1, v2", "v_cndmask_b32_sdwa v1, v1, s2", "v_cndmask_b32_sdwa v1, 1, v2",
    "v_cndmask_b32_sdwa v1, v1",
]
# v_writelane_b32's value takes a literal and lds_direct in llvm-mc's operand class (gfx6/gfx7's
# VOP2 encodes them): a later misfit is the answer, else another generation's form fits
WRITELANE = [
    "v_writelane_b32 v1, 0x12345678, 0x12345678", "v_writelane_b32 v1, 0x12345678, s2",
    "v_writelane_b32 v1, 0x12345678, v2", "v_writelane_b32 v1, 0x12345678", "v_writelane_b32 v1, 0x12345678, s2 clamp",
    "v_writelane_b32 v1, lds_direct, 0x12345678", "v_writelane_b32 v1, src_lds_direct, v2",
    "v_writelane_b32 v1, lds_direct, s2", "v_readlane_b32 s1, v1, 0x12345678",
]
# the dot products' bytes and nibbles take a symbol as a 32-bit source does (then llvm-mc's
# literal error), the packed 16-bit ones refuse it (kinds/packed.py); "sext v1" is two operands
WORD_SOURCES = [
    "v_dot4_i32_i8_e64 v1, sext v1, v1, v1", "v_dot4_i32_i8 v1, sym, v1, v1", "v_dot8_u32_u4 v1, v1, sym, v1, v1",
    "v_dot2_i32_i16 v1, sym, v1, v1",
]
# sext(c) around a number outside SDWA: c itself, inline or a literal (lit() dropped too); a
# register there stays refused
SEXT_CONSTANT = [
    "v_add_u32_e64 v2, sext(1), v1", "v_add_u32_e32 v2, sext(-1), v1", "v_add_u32 v2, sext(1), v1",
    "v_add_u32_e64 v2, sext(0x12345678), v1", "v_add_u32 v2, sext(0x12345678), v1", "v_add_u32_e64 v2, sext(lit(1)), v1",
    "v_mov_b32 v2, sext(1)", "v_cvt_f32_i32_e64 v2, sext(1) mul:2", "v_add_u16_e64 v2, sext(0xffff), v1",
    "v_add_u32_e64 v2, sext(1) clamp, v1", "v_cmp_class_f32_e64 s[2:3], v1, sext(-1)", "v_cmp_class_f16_e64 vcc, v1, sext(1)",
    "v_add_u32_e64 v2, sext(v1), v1", "v_add_u32 v2, sext(s1), v1",
]
# gfx10's e64 forms of v_ldexp_f16 and v_cmp_class_f16: sext(x) on the integer SRC1, a 32-bit
# one for v_ldexp_f16, and literals (isa/later_forms.toml [e64_sext])
LATER_E64 = [
    "v_ldexp_f16 v1, v1, 0x12345678", "v_ldexp_f16_e64 v1, v1, 0x10000", "v_ldexp_f16_e64 v1, v1, 0x1234",
    "v_ldexp_f16_e64 v1, v1, sext(v1)", "v_ldexp_f16_e64 v1, v1, sext(v1), v1", "v_ldexp_f16_e64 v1, 0x1234, 0x12345678",
    "v_ldexp_f16_e64 v1, v1, sym", "v_ldexp_f16 v1, v1, 0x12345678 mul:2", "v_cmp_class_f16_e64 s[2:3], v1, sext(s1)",
    "v_cmp_class_f16_e64 s[2:3], v1, sext(v1) clamp", "v_cmp_class_f16_e64 s[2:3], 0x1234, sext(v1)",
    "v_cmpx_class_f16_e64 s[2:3], v1, sext(v1)",
]
# a 16-bit integer SDWA source (gfx9): a number whose 16 bits read signed are -16..-1 is
# taken and encoded as the literal code 0xff without a literal; 1/(2*pi) is refused there;
# lit() under sext() is dropped as outside SDWA
SDWA_SHORT = [
    "v_max_i16_sdwa v1, 0xffff, v1", "v_max_i16_sdwa v1, 0xfff1, v1", "v_max_u16_sdwa v1, 65535, v1",
    "v_cmp_lt_i16_sdwa vcc, v4, 0xfff0", "v_max_i16_sdwa v1, sext(0xffff), v1", "v_max_i16 v1, 0xffff, v1 dst_sel:WORD_1",
    "v_max_i16_sdwa v1, 0xffef, v1", "v_max_i16_sdwa v1, -0xffff, v1", "v_max_i16_sdwa v1, 0.15915494, v1",
    "v_add_u16_sdwa v1, v1, 0.15915494", "v_max_i32_sdwa v1, 0.15915494, v1", "v_add_f16_sdwa v1, 0xffff, v1",
    "v_cmpx_ne_u32_sdwa vcc, v4, sext(lit(1))", "v_max_i16_sdwa v1, sext(lit(0x1234)), v1",
]
# lit(x) under a source modifier: llvm-mc's lit parser of a source with float modifiers (a
# register "expected immediate with lit modifier"), between bars x one primary expression and
# anything but a number "failed parsing operand.", under sext() likewise
LIT_UNDER = [
    "v_add_f32 v2, |lit(v1)|, v4", "v_add_f32 v2, abs(lit(v1)), v4", "v_add_f32 v2, neg(lit(v1)), v4",
    "v_add_f32 v2, |lit(sym)|, v4", "v_add_f32 v2, -|lit(v1)|, v4", "v_add_f32 v2, |lit(1+1)|, v4",
    "v_add_f32 v2, |lit((1))|, v4", "v_add_f32 v2, |lit(|v1|)|, v4", "v_add_f32 v2, abs(lit(sym)), v4",
    "v_add_f32 v2, |lit(1)|, v4", "v_add_u32 v2, sext(lit(v1)), v4", "v_add_u32 v2, sext(lit(sym)), v4",
    "v_add_u32 v2, sext(lit(1+1)), v4", "v_add_u32 v2, sext(lit(|1|)), v4",
]
# a real number in a 16- or 32-bit source that the type holds only as a denormal or zero it is
# not, or not at all, is no operand (APFloat's underflow/overflow); an exact denormal is one
FLOAT_RANGE = [
    "v_add_u16 v1, 1.0e-10, v1", "v_add_u16 v1, 1.0e5, v1", "v_add_u16 v1, 65504.0, v1", "v_add_u16 v1, 0.1, v1",
    "v_add_f16 v1, 1.0e-7, v1", "v_add_f16 v1, 2.0e-8, v1", "v_add_u16_e64 v1, 1.0e-10, v1",
    "v_cmpx_t_i16_e32 vcc, 1.0e-10, v4", "v_add_f32 v1, 1.0e-40, v1", "v_add_u32 v1, 1.0e-40, v1",
    "s_mov_b32 s0, 1.0e-40", "v_add_f32 v1, 1.0e-46, v1", "v_add_f16 v1, 5.9604644775390625e-8, v1",
    "v_add_f32 v1, 1.401298464324817e-45, v1", "v_add_f32 v1, -1.0e-40, v1", "v_max_i16_sdwa v1, 1.0e-10, v1",
    # (lit(x) likewise)
    "v_mov_b32 v0, lit(1.0e-40)", "s_mov_b32 s0, lit(1.0e-45)", "v_add_f16 v0, lit(1.0e-5), v1",
    "v_add_u16 v0, lit(1.0e-10), v1", "v_add_u16 v0, lit(0.1), v1",
]
# ... also under a modifier folded into the constant's bits (kinds/vector.py _folded), and
# v_ldexp_f16's SDWA exponent (an integer by its sext) refuses 1/(2*pi) as 16-bit integer sources do
MODIFIED_RANGE = [
    "v_log_f32_e32 v1, neg(abs(1.0e-40))", "v_ldexp_f32_e32 v1, neg(1.0e-40), v1", "v_cvt_u16_f16_e32 v1, neg(1.0e-40)",
    "v_cmp_eq_f16_e32 vcc, neg(1.0e-10), v1", "v_cmpx_class_f16_e32 vcc, -|1.0e-40|, v1",
    "v_cmpx_le_f16_e32 vcc, abs(1.0e-40), v1", "v_log_f16 v1, |lit(1.0e-10)|", "v_log_f32_e32 v1, neg(abs(0.5))",
    "v_cvt_u16_f16_e32 v1, neg(0.1)", "v_ldexp_f16_sdwa v1, v1, 0.15915494", "v_ldexp_f16_sdwa v1, v1, 0x3118",
    "v_ldexp_f16_sdwa v1, v1, 1.0", "v_ldexp_f16_sdwa v1, 0.15915494, v1",
]
# a double source keeps a real number's high half (llvm-mc's low-32-bits warning) and then
# looks again: 1.0e-320 is the inline 0, 1.0000000000000002 the inline 1.0, -1.0e-320 the
# literal -0.0; a denormal whose bits are 0..64 is that integer, in a 64-bit integer source
# too; lit(x) in e64 takes a high half of 0..64 (DOUBLE_HALF); a 16/32-bit source rounds to
# its type first (ROUNDED)
DOUBLE_HALF = [
    "v_add_f64 v[0:1], 1.0e-320, v[0:1]", "v_add_f64 v[0:1], 4.9e-324, v[0:1]", "v_add_f64 v[0:1], 3.16e-322, v[0:1]",
    "v_add_f64 v[0:1], 1.0000000000000002, v[0:1]", "v_add_f64 v[0:1], -1.0e-320, v[0:1]",
    "v_add_f64 v[0:1], neg(1.0e-320), v[0:1]", "v_add_f64 v[0:1], |-1.0e-320|, v[0:1]",
    "v_add_f64 v[0:1], 2.1219957909652723e-314, v[0:1]", "v_add_f64 v[0:1], -4.000000000000001, v[0:1]",
    "v_cvt_f32_f64 v0, 1.0e-320", "v_cmp_eq_f64 vcc, 1.0e-320, v[0:1]", "v_fma_f64 v[0:1], v[2:3], v[0:1], 1.0e-320",
    "v_add_f64 v[0:1], lit(1.0e-320), v[0:1]", "v_add_f64 v[0:1], lit(2.1219957909652723e-314), v[0:1]",
    "v_add_f64 v[0:1], lit(0.0), v[0:1]", "v_add_f64 v[0:1], lit(1.0), v[0:1]", "v_add_f64 v[0:1], lit(-0.0), v[0:1]",
    "s_mov_b64 s[0:1], 4.9e-324", "s_mov_b64 s[0:1], 3.16e-322", "s_mov_b64 s[0:1], 1.0e-320",
    "s_mov_b64 s[0:1], -4.9e-324", "s_and_b64 s[0:1], s[0:1], 4.9e-324", "v_lshlrev_b64 v[0:1], v0, 4.9e-324",
    "v_lshlrev_b64 v[0:1], v0, 1.0e-320",
]
ROUNDED = [
    "v_mov_b32 v0, 1.0000000000000002", "s_mov_b32 s0, 2.00000001", "v_cmp_class_f64 vcc, v[0:1], 1.0000000000000002",
    "v_readlane_b32 s0, v0, 1.0000000000000002", "v_add_f16 v0, 1.0001, v0", "v_add_u16 v0, 1.00000001, v0",
    "v_cvt_f32_f16_e64 v0, 1.0001", "v_pk_add_f16 v0, 1.0001, v0", "v_fma_mix_f32 v0, 1.00000001, v1, v2",
    "v_cvt_f64_i32 v[0:1], 0.5000000000000001", "v_add_f32_e64 v0, -4.0000000001, v0", "v_add_f16 v0, 0.50001, v0",
]
# lit( and source modifiers where llvm-mc's operand parsers do not read them: inside lit(,
# 'lit' is a symbol (failing a slot with float modifiers at its '(', read again from there
# by gfx8/9's sources with sext, refused by others); 'lit' without '(' is no symbol but in a
# branch target; a modifier, or '-' and one, where the slot takes none is no operand
LIT_NESTED = [
    "v_add_f32 v2, -lit(lit(1+1)), v4", "v_add_f32 v2, -sext(lit(1)), v4", "v_add_u32 v2, -neg(1), v4",
    "s_mov_b32 s0, -neg(1)", "ds_write_b32 v1, -sext(1)", "v_add_u32 v2, sext(-sext(1)), v4", "s_mov_b32 s0, neg(1)",
    "s_mov_b32 s0, |1|", "s_mov_b32 s0, abs(v1)", "s_mov_b32 s0, sext(lit(1))", "ds_write_b32 v1, neg(lit(1))",
    "s_mov_b32 s0, -|1|", "v_add_f32 v2, lit(lit(1+1)), v4", "v_add_f32 v2, lit(lit(sym)), v4",
    "v_add_f32 v2, lit(lit(v1), v4", "v_add_f32 v2, lit(-neg(1)), v4", "v_add_u32 v2, lit(-neg(1)), v4",
    "s_mov_b32 s0, lit(lit(1+1))", "v_mov_b32 v2, lit(lit(1))", "v_mov_b32 v2, lit(lit(1)", "v_add_u32 v2, lit(lit(1+1), v4",
    "v_add_f32 v2, |lit(lit(-1))|, v4", "v_add_f32 v2, lit(|lit(v1)|), v4", "v_add_f32_e64 v2, lit(|abs(1)|), v4",
    "v_add_f32_e64 v2, lit(|-v1|), v4", "v_add_u32 v2, sext(lit(lit(1))), v4", "v_add_f32 v2, lit, v4",
    "v_mov_b32 v0, lit+1", "v_add_f32_e64 v2, lit neg(1), v4", "s_movk_i32 s0, lit", "s_load_dword s0, s[0:1], lit",
    "v_mov_b32 v0, lit64", "s_branch lit", "s_cbranch_scc0 lit", "v_mov_b32 v0, lit:", "v_add_f32 v2, -sym(lit(1)), v4",
    "v_mov_b32 v2, lit(v1", "v_add_u32 v2, lit(s1, v4", "v_mov_b32 v2, lit(v1 v3", "v_mov_b32 v2, lit(v1)",
    "v_mov_b32 v2, lit(sym", "v_mov_b32 v2, lit(sym+1)", "v_add_f32_e64 v2, lit(|(1)|), v4", "v_add_f32_e64 v2, lit(|(sym)|), v4",
]
# a '.' operand's temporary label, made once llvm-mc's parser has read it: also on a line that
# then fails or names no instruction it knows, not past the error that stops its parser
HERE = [
    "v_add_f32_e64 v1, |.|, v2", "v_add_f32_e64 v1, |(.)|, v2", "v_add_f32_e64 v1, s[0:1], .", "foo_bar v1, .",
    "v_add_f32 v1, @, .", "v_mov_b32 v1, |.|", "v_add_f32 v1, .|, v2", "s_waitcnt .",
]
LINES = (DS + F16 + VCC_LO + CMPX + OTHER + LATER + MODIFIED + WIDE + PACKED + SYMBOL + GROUPS + FITS_ELSEWHERE + VOP3_DPP
         + SDWA_EXEC + SDWA_LAST
         + FLOAT_FIELDS + WIDE_SRC0 + LAST_CHECKS + WAVE32_CARRY + CNDMASK + WRITELANE + WORD_SOURCES + SEXT_CONSTANT
         + LATER_E64 + HERE + SDWA_SHORT + LIT_UNDER + FLOAT_RANGE + MODIFIED_RANGE + DOUBLE_HALF + ROUNDED + LIT_NESTED)


@pytest.mark.parametrize("cpu", ["tahiti", "bonaire", "tonga", "gfx900", "gfx906"])
def test_lines_agree_with_llvm_mc(llvm_mc, cpu):
    ours, theirs = run_gcnls(LINES, cpu), run_llvm(LINES, cpu)
    diffs = [(line, b.out, b.errors[:1], a.out, a.errors[:1])
             for line, a, b in zip(LINES, ours, theirs) if (a.out, a.errors[:1]) != (b.out, b.errors[:1])]
    assert not diffs, "\n".join(map(str, diffs))
    # (the lines reach what they test: value errors while parsing, f16 constants refused)
    assert sum(bool(r.errors) and "value." in r.errors[0][0] for r in theirs) >= 10
    assert sum(bool(r.errors) and r.errors[0] == ("operands are not valid for this GPU or mode", 1)
               for r in theirs[len(DS + F16):len(DS + F16 + VCC_LO + CMPX)]) >= 12
    assert cpu not in ("tahiti", "bonaire") or sum(
        bool(r.errors) and r.errors[0][0] == "literal operands are not supported" for r in theirs[len(DS):]) >= 8


@pytest.mark.parametrize("cpu", ["tahiti", "gfx900"])
def test_ds_lines_report_every_error_llvm_mc_does(llvm_mc, cpu):
    ours, theirs = run_gcnls(DS, cpu), run_llvm(DS, cpu)
    diffs = [(line, b.errors, a.errors) for line, a, b in zip(DS, ours, theirs) if a.errors != b.errors]
    assert not diffs, "\n".join(map(str, diffs))
    assert sum(len(r.errors) == 2 for r in theirs) >= 6  # (the second error lines are met)


def test_vop3_dpp_list_is_llvm_mcs(llvm_mc):
    """isa/later_forms.toml [vop3_dpp] is what tools/probe_vop3_dpp.py finds in llvm-mc 22."""
    import importlib.util
    import pathlib

    from gcnls.isa import _load

    path = pathlib.Path(__file__).parent.parent / "tools" / "probe_vop3_dpp.py"
    spec = importlib.util.spec_from_file_location("probe_vop3_dpp", path)
    probe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(probe)
    probe.LLVM_MC = llvm_mc
    lines = probe.lines()
    found = set().union(*(probe.accepted(lines, cpu) for cpu in probe.CPUS))
    listed = set(_load("later_forms")["vop3_dpp"]["names"])
    assert len(found) > 150 and found == listed, (sorted(found - listed), sorted(listed - found))


@pytest.mark.parametrize("cpu", ["tahiti", "gfx900"])
def test_double_high_half_warnings_agree(llvm_mc, cpu):
    """llvm-mc's "Low 32-bits will be set to zero" warning, where and how often it comes:
    also before the error of a literal e64 refuses, and for lit(x) of any double."""
    import contextlib
    import io
    import re
    import tempfile

    from differential import llvm_mc_answer

    from gcnls import mc

    lines = DOUBLE_HALF + ["v_add_f64 v[0:1], lit(4.9e-324), v[0:1]", "v_add_f64 v[0:1], 0.1591549430918953, v[0:1]",
                           "v_add_f64 v[0:1], 4.9e-324, v[0:1]", "v_add_f64 v[0:1], 1.5, v[0:1]"]
    source = "\n".join(lines) + "\n"
    seen = []
    with tempfile.TemporaryDirectory() as tmp:
        path = f"{tmp}/cases.s"
        with open(path, "w") as f:
            f.write(source)
        args = ["-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding", path]
        err = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            mc.run(args)
        for text in (llvm_mc_answer(args, {"cases.s": source}, tmp)[1], err.getvalue()):
            seen.append([m.groups() for m in re.finditer(r":(\d+):(\d+): (warning|error): (.*)", text)])
    assert seen[1] == seen[0]
    assert sum(kind == "warning" for _, _, kind, _ in seen[0]) >= 8


def test_later_forms_are_made_once(monkeypatch):
    """newer_forms' forms of an instruction are worked out once: each reads
    isa/later_forms.toml (a file read), and the assembler asks for them on every line no
    form of its own takes (gfx10_dpp lost its cache once: 1,000 such lines, 0.3 s more)."""
    from gcnls import isa, newer_forms

    insts = [inst for variants in isa.load().instructions.values() for inst in variants if inst.form == "e64"]
    assert len(insts) > 100
    makers = (newer_forms.gfx10_dpp, newer_forms.later_e64)
    first = [[make(inst) for make in makers] for inst in insts]
    assert any(f[0] is not None for f in first) and any(f[1] is not None for f in first)

    def no_read(name):
        raise AssertionError(f"isa/{name}.toml read again")

    monkeypatch.setattr(isa, "_load", no_read)
    for inst, made in zip(insts, first):
        assert [make(inst) for make in makers] == made
