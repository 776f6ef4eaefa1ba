"""Statement and operand syntax against the live llvm-mc 22: hand-picked lines, each aimed
at one path of the statement parser (labels, assignments, directive names, '#' lines),
the operand parser (commas, modifiers and their placement, swizzle offsets, registers,
negated registers, floats, expressions, 16-bit immediates where a structured operand is
due) and matching (too few, too many, repeated and misplaced operands). Every line must
agree in verdict, output text and bytes, first message and column, on three generations
(no allow-list entries: test "operand-syntax" has none).

The spans gcnls's own interfaces report (the server's ranges) are checked against the
written text: a span covers exactly the characters of what it names.
"""

from __future__ import annotations

import pytest

import differential
from gcnls import isa
from gcnls.registers import register_file
from gcnls.syntax import HwregOp, ImmOp, NamedOp, OperandParser, RegOp, parse_statement

pytestmark = pytest.mark.usefixtures("llvm_mc")  # its absence fails, never skips (tests/conftest.py)

STATEMENTS = [
    "lab: s_nop 0", "a: b: s_endpgm", "lab:", "lab:  ", "a: .long 1", "lab : s_nop 1", "a:b: s_nop 2",
    ".4byte 1", ".2byte 2", ".8byte 3", "lab: .4byte 4", ".4 byte 5", ".4byte", "x = 1", "x=2", "y = x + 1",
    "lab: z = 3", "x == 1", "#x", "# s_nop 0", "lab: # c", "1", "(", "\"str\"",
    ":", "lab::", "s_nop 0 // c", "s_nop 0 ; c", "   s_nop   3   ", "S_NOP 0", "s_NoP 0", ".LONG 1",
    "s_nop0", "s_nop_e32 0", "s_nop_e64 0", "s_nop_sdwa 0", "s_nop_dpp 0", "s_bogus_e32 s0", "s_mov_b32_e32 s0, s1",
    "s_mov_b32_e64 s0, s1", "ds_nop_e32", "s_mov_b33 s0, s1", "v_bogus v0", "\t\ts_endpgm",
    ".4byte = 1", "a: .4byte = 2", ".2byte=3",  # (assignments to symbols spelled like the directives)
]

OPERANDS = [
    # commas: optional between operands, a trailing one allowed
    "s_mov_b32 s0 s1", "s_mov_b32 s0, s1,", "s_mov_b32 s0,, s1", "s_mov_b32 , s0, s1", "s_mov_b32 s0 ,s1",
    "s_add_u32 s0 s1 s2", "s_add_u32 s0, s1", "s_add_u32 s0, s1, s2, s3", "s_add_u32", "s_endpgm 0",
    "s_endpgm 1", "s_endpgm s0", "s_endpgm ,",
    # registers and specials
    "s_mov_b32 s0, vcc_lo", "s_mov_b32 s0, vcc_hi", "s_mov_b64 s[0:1], vcc", "s_mov_b64 s[0:1], exec",
    "s_mov_b32 s0, exec_lo", "s_mov_b32 s0, m0", "s_mov_b32 s0, scc", "s_mov_b32 s0, ttmp1", "s_mov_b32 s0, s[1]",
    "s_mov_b32 s0, s[1:1]", "s_mov_b64 s[0:1], s[2:1]", "s_mov_b64 s[0:1], s[1:2]", "s_mov_b32 s0, s[1:2]",
    "s_mov_b32 s0, S1", "s_mov_b32 s0, VCC_LO", "s_mov_b32 s0, s 1", "s_mov_b32 s0, s[1", "s_mov_b32 s0, s[a:b]",
    "s_mov_b64 s[0:1], [s2, s3]", "s_mov_b64 s[0:1], [s2, s4]", "s_mov_b64 s[0:1], [s2]", "s_mov_b32 s0, []",
    "s_mov_b32 s0, flat_scratch_lo", "s_mov_b32 s0, xnack_mask_lo", "s_mov_b32 s0, tba_lo", "s_mov_b32 s0, tma_hi",
    "s_mov_b32 s0, src_vccz", "s_mov_b32 s0, src_execz", "s_mov_b32 s0, src_scc", "s_mov_b32 s0, lds_direct",
    "s_mov_b32 s0, s102", "s_mov_b32 s0, s104", "s_mov_b32 s0, s106", "s_mov_b32 s0, v1", "s_mov_b32 s0, ttmp12",
    "s_mov_b32 s0, s", "s_mov_b32 s0, vcc_lo[1]", "s_mov_b32 s0, exec_lo:1",
    # negated registers (a VALU source modifier no modelled operand takes)
    "s_mov_b32 s0, -s1", "s_mov_b32 s0, -vcc_lo", "s_mov_b32 s0, -exec_lo", "s_mov_b32 s0, - s1",
    "s_mov_b32 s0, -m0", "s_mov_b32 s0, -1", "s_mov_b32 s0, --1", "s_mov_b32 s0, -[s1]", "s_mov_b32 s0, -s[1:1]",
    "s_mov_b32 s0, -x", "s_mov_b32 s0, -scc",
    # floats and expressions
    "s_mov_b32 s0, 1.5", "s_mov_b32 s0, -1.5", "s_mov_b32 s0, - 1.5", "s_mov_b32 s0, 0.5", "s_mov_b32 s0, -0.5",
    "s_mov_b32 s0, 1.0", "s_mov_b32 s0, 1e3", "s_mov_b32 s0, 1.5+1", "s_mov_b32 s0, (1.5)", "s_movk_i32 s0, 1.5",
    "s_mov_b32 s0, 1+2", "s_mov_b32 s0, (1)", "s_mov_b32 s0, x", "s_mov_b32 s0, x+1", "s_mov_b32 s0, 1/0",
    "s_mov_b32 s0, 1%0", "s_mov_b32 s0, \"a\"", "s_mov_b32 s0, 'a'", "s_mov_b32 s0, @", "s_mov_b32 s0, `",
    "s_nop 0 `", "s_mov_b32 s0, s1 `", "s_mov_b32 `", "s_mov_b32 s0, \x01", "s_mov_b32 s0, \x7f", "ds_read_b32 v1, v2 `",
    "s_mov_b32 s0, 0x", "s_mov_b32 s0, 08", "s_mov_b32 s0, (", "s_mov_b32 s0, )", "s_mov_b32 s0, +",
    "s_mov_b32 s0, 1 +", "s_mov_b32 s0, ~1", "s_mov_b32 s0, !1", "s_mov_b32 s0, 1 2", "s_mov_b32 s0, 0x12345678",
    "s_mov_b32 s0, 64", "s_mov_b32 s0, 65", "s_mov_b32 s0, -16", "s_mov_b32 s0, -17", "s_mov_b32 s0, 0xffffffff",
    "s_mov_b32 s0, 0x100000000", "s_mov_b32 s0, 0.15915494", "s_mov_b32 s0, x-x", "s_mov_b32 s0, 1 + 2 * 3",
    "s_movk_i32 s0, 1+2", "s_movk_i32 s0, x", "s_movk_i32 s0, x+1", "s_movk_i32 s0, (x)", "s_movk_i32 s0, 1-x",
    "s_movk_i32 s0, 0x10000", "s_movk_i32 s0, -32769", "s_movk_i32 s0, 65535", "s_movk_i32 s0, .",
    "s_movk_i32 s0, 1 ; c", "s_movk_i32 s0, 1 // c", "s_movk_i32 s0, 2 *3",
    # symbol expressions: text, fixup kind, functions
    "s_mov_b32 s0, q*2", "s_mov_b32 s0, q-r", "s_mov_b32 s0, -q", "s_mov_b32 s0, (q-r)*2", "s_mov_b32 s0, q+(1/0)",
    "s_mov_b32 s0, max(q,1)", "s_mov_b32 s0, MAX(q,1)", "s_mov_b32 s0, -max(q,1)", "s_mov_b32 s0, ~max(q,1)",
    "s_mov_b32 s0, max(q+1, r)+2", "s_mov_b32 s0, or(q, 1, 2)*3", "s_mov_b32 s0, 2*max(q,1)", "s_mov_b32 s0, max(1,2)",
    "s_mov_b32 s0, alignto(q, 4)", ".set a1, MAX(1,2)", ".set a2, 1 2", ".set a3, -max(1,2)", ".set a4, max(1,2)",
    "a5 = 1)", ".set a6, 1,",
    # a register or a flag before ':' is read as one (the ':' then fails)
    "s_mov_b32 s0, s1:1", "s_mov_b32 s0, vcc:1", "s_mov_b32 s0, m0:1", "s_mov_b32 s0, foo:1", "s_mov_b32 s0, scc:1",
    "s_mov_b32 s0, v1:1", "s_mov_b32 s0, ttmp1:1", "s_mov_b32 s0, offset:1", "s_mov_b32 s0, exec:1",
    "s_load_dword s0, s[2:3], 0 gds:1", "s_load_dword s0, s[2:3], 0 glc:", "ds_read_b32 v1, v2 gds:1",
    "ds_read_b32 v1, v2 offset:`", "ds_read_b32 v1, v2 offset:08", "ds_read_b32 v1, v2 offset:)",
    "ds_read_b32 v1, v2 offset:\"a\"", "ds_read_b32 v1, v2 offset:@",
    # 16-bit immediates where a structured operand (hwreg) is due
    "s_getreg_b32 s0, 5", "s_getreg_b32 s0, 0xffff", "s_getreg_b32 s0, 0x10000", "s_getreg_b32 s0, -1", "s_getreg_b32 s0, 0",
    "s_setreg_b32 0, s0", "s_getreg_b32 s0, 1-1", "s_getreg_b32 s0, 65535+1",
    "s_getreg_b32 s0, s1", "s_getreg_b32 s0, vcc_lo", "s_getreg_b32 s0, x", "s_getreg_b32 s0, 1/0",
    "s_getreg_b32 s0, (1", "s_getreg_b32 s0, 1 + 1", "s_getreg_b32 s0, (2)", "s_getreg_b32 s0, 1.5",
    "s_getreg_b32 s0, \"a\"", "s_getreg_b32 s0, hwreg(HW_REG_MODE)", "s_getreg_b32 s0, hwreg(1, 0, 32)",
    "s_getreg_b32 s0, hwreg 1", "s_getreg_b32 s0, hwreg(", "s_getreg_b32 s0, hwreg(   ",
    "s_getreg_b32 s0, hwreg(s1)", "s_getreg_b32 s0, hwreg())", "s_getreg_b32 s0, hwreg(+)", "s_getreg_b32 s0, hwreg(\"a\")",
    "s_getreg_b32 s0, hwreg(1.5)", "s_getreg_b32 s0, hwreg(@)", "s_getreg_b32 s0, hwreg(:)", "s_getreg_b32 s0, hwreg([)",
    "s_getreg_b32 s0, hwreg(*)", "s_getreg_b32 s0, hwreg(FOO)", "s_getreg_b32 s0, hwreg(`)", "s_getreg_b32 s0, hwreg(08)",
    "s_getreg_b32 s0, hwreg(,", "s_getreg_b32 s0, hwreg(~)", "s_getreg_b32 s0, hwreg(1,)", "s_getreg_b32 s0, hwreg(1, `, 2)",
    "s_getreg_b32 s0, hwreg(1, \"a\", 2)", "s_getreg_b32 s0, hwreg(1, 08, 2)", "s_setreg_b32 5, s0", "s_setreg_b32 hwreg(3), s0",
    "s_setreg_b32 s0, hwreg(3)", "s_setreg_imm32_b32 hwreg(1), 0x12345678", "s_getreg_b32 s0", "s_getreg_b32",
    # a 32-bit immediate's printing: decimal from -16 to 64, inline floats, 1/(2*pi) from GCN 1.2 on
    *(f"s_setreg_imm32_b32 hwreg(1), {v}" for v in (
        "-16", "-17", "64", "65", "0", "-1", "0x3f800000", "0xbf800000", "0x3f000000", "0xbf000000", "0x40000000",
        "0xc0000000", "0x40800000", "0xc0800000", "0x3e22f983", "1.0", "-0.5", "0.5", "2.0", "-4.0", "0xffffffff",
        "0x80000000", "q", "1.5", "0.15915494")),
    "s_atc_probe 7, s[2:3], 0", "s_atc_probe 0x7f, s[2:3], 0", "s_atc_probe 0x80, s[2:3], 0", "s_atc_probe 1.0, s[2:3], 0",
    "s_atc_probe -1, s[2:3], 0", "s_atc_probe 64, s[2:3], 0x10",
    "s_getreg_b32 s0, -x", "s_getreg_b32 s0, 0x1234 0x1",
    # valued and flag modifiers, and where they may stand
    "ds_read_b32 v1, v2 offset:4", "ds_read_b32 v1, v2 offset:0", "ds_read_b32 v1, v2 offset:65535",
    "ds_read_b32 v1, v2 offset:65536", "ds_read_b32 v1, v2 offset:-1", "ds_read_b32 v1, v2 offset:x",
    "ds_read_b32 v1, v2 offset:", "ds_read_b32 v1, v2 offset", "ds_read_b32 v1, v2 offset :4",
    "ds_read_b32 v1, v2 offset:(", "ds_read_b32 v1, v2 offset:1/0", "ds_read_b32 v1, v2 offset:2*3",
    "ds_read_b32 v1, v2 offset:4 offset:8", "ds_read_b32 v1, v2 offset:4 gds", "ds_read_b32 v1, v2 gds offset:4",
    "ds_read_b32 v1, v2 gds gds", "ds_read_b32 v1, v2 gds", "ds_read_b32 v1, offset:4 v2", "ds_read_b32 offset:4",
    "ds_read_b32 v1, v2 foo:4", "ds_read_b32 v1, v2 glc", "ds_read_b32 v1, v2 offset0:4", "ds_read_b32 v1 gds",
    "ds_read_b32 v1, v2, offset:4", "ds_read_b32 v1, v2 offset:4,", "ds_read_b32 v1, v2 offset:4 v3",
    "ds_read_b32 v1, v2 gds v3", "ds_read_b32 v1, v2 v3", "ds_read_b32 v1", "ds_read_b32 v1, v2 offset:0x10",
    "ds_write2_b32 v1, v2, v3 offset0:4 offset1:8", "ds_write2_b32 v1, v2, v3 offset1:8 offset0:4",
    "ds_write2_b32 v1, v2, v3 offset0:256", "ds_write2_b32 v1, v2, v3 offset1:-1", "ds_write2_b32 v1, v2, v3 offset:4",
    "ds_write2_b32 v1, v2, v3 offset0:1 offset0:2", "ds_write2_b32 v1, v2, v3 offset1:2 offset1:3",
    "ds_write2_b32 v1, v2, v3 offset0:1 gds offset1:2", "ds_write2_b32 v1, v2, offset0:1 v3",
    "ds_write2_b32 v1, v2 offset0:1", "ds_write2_b32 v1, v2, v3, offset0:1, offset1:2",
    "ds_write2_b32 v1, v2, v3 offset1:8 offset1:9", "ds_write2_b32 v1, v2, v3 gds offset0:8",
    "ds_write2_b32 v1, v2, v3 offset0:1 gds offset1:8",
    "ds_append v1", "ds_append v1 offset:4", "ds_append v1 gds", "ds_append v1 offset:4 gds", "ds_append",
    "ds_gws_init v1 offset:4 gds", "ds_gws_init v1 gds", "ds_gws_barrier v1 offset:8 gds",
    "s_load_dword s0, s[2:3], 0", "s_load_dword s0, s[2:3], 0 glc", "s_load_dword s0, s[2:3], 0 glc glc",
    "s_load_dword s0, s[2:3], glc", "s_load_dword s0, glc s[2:3], 0", "s_load_dword s0, s[2:3] glc, 0",
    "s_load_dword s0, s[2:3], 0 offset:4", "s_load_dword s0, s[2:3], 0x100", "s_load_dword s0, s[2:3], s4",
    "s_load_dword s0, s[2:3], s4 offset:8", "s_load_dword s0, s[2:3], 0 nv", "s_load_dword s0, s[2:3], 0 slc",
    "s_load_dword s0, s[2:3], 0 glc:1", "s_load_dword s0, s[2:3], 0 glc offset:4", "s_load_dword s0, s[2:3]",
    "s_load_dword s0, s[2:3], -1", "s_load_dword s0, s[2:3], 0xfffff", "s_load_dword s0, s[2:3], 0x100000",
    "s_store_dword s0, s[2:3], 0 glc", "s_buffer_load_dword s0, s[4:7], 0 glc", "s_dcache_inv",
    "s_dcache_inv s0", "s_memtime s[0:1]", "s_memtime s0",
    # ds_swizzle_b32's offset
    "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,1)", "ds_swizzle_b32 v1, v2 offset:swizzle(REVERSE,4)",
    "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,2,0)", "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,3)",
    "ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,\"01pip\")", "ds_swizzle_b32 v1, v2 offset swizzle(SWAP,1)",
    "ds_swizzle_b32 v1, v2 offset:swizzle SWAP", "ds_swizzle_b32 v1, v2 offset:swizzle", "ds_swizzle_b32 v1, v2 offset",
    "ds_swizzle_b32 v1, v2 offset:\"abc\"", "ds_swizzle_b32 v1, v2 offset:0x10000", "ds_swizzle_b32 v1, v2 offset:-1",
    "ds_swizzle_b32 v1, v2 offset:65535", "ds_swizzle_b32 v1, v2 offset:x", "ds_swizzle_b32 v1, v2 offset:0x8000",
    "ds_swizzle_b32 v1, v2 offset:0", "ds_swizzle_b32 v1, v2 offset:65536",
    "ds_swizzle_b32 v1, v2 offset:(", "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,1) gds",
    "ds_swizzle_b32 v1, v2", "ds_swizzle_b32 v1, v2 gds", "ds_swizzle_b32 v1, v2 offset:1+2",
    "ds_swizzle_b32 v1, v2 offset:swizzle(FOO)", "ds_swizzle_b32 v1, v2 offset:4 offset:8",
    # waitcnt, sendmsg and branches (kinds with syntax of their own, met through this parser)
    "s_waitcnt 0", "s_waitcnt vmcnt(0)", "s_waitcnt vmcnt(0) lgkmcnt(0)", "s_waitcnt vmcnt(0) & lgkmcnt(0)",
    "s_waitcnt x", "s_waitcnt s0", "s_sendmsg sendmsg(MSG_INTERRUPT)", "s_sendmsg 1", "s_sendmsg s0",
    "s_branch 4", "s_branch lab", "s_branch s0", "s_branch 1.5", "s_cbranch_scc0 0x10", "s_branch -0x8000",
    "s_setprio 3", "s_setprio -1", "s_setprio 0x10000", "s_sleep x", "s_trap 2", "s_nop 0x10",
    # (lines added for surviving mutants, scripts/mutation.sh; benchmarks/mutation.md)
    # hwreg's commas and parenthesis
    "s_getreg_b32 s0, hwreg(1, 0)", "s_getreg_b32 s0, hwreg(1, 0, 32", "s_getreg_b32 s0, hwreg(1, 0 32)",
    "s_getreg_b32 s0, hwreg(1, 0, 32 x)", "s_getreg_b32 s0, hwreg(1, 0, 32]",
    # a swizzle offset that is no absolute value (zz is never defined here), one out of
    # range before a later error
    "ds_swizzle_b32 v1, v2 offset:zz", "ds_swizzle_b32 v1, v2 offset:65536 foo:1",
    # a flag with a colon: where the placement rules (EXP's order) say it is no flag, and
    # where no form of the instruction is left
    "exp mrt0 v0, v1, v2, v3 vm done:1", "exp mrt0 v0, v1, v2, v3 done:1", "exp mrt0 v0, v1, v2 done:1",
    "v_mad_u16_e32 v1, v2, v3, v4 clamp:1", "exp mrt0 v0, v1, v2, v3 done done:1",
    # ... and where the placement hooks fail it at once (a second cache-policy word; a
    # modifier this generation lacks)
    "image_load v[1:4], v[2:5], s[4:11] dmask:0xf glc glc:1", "image_load v[1:4], v[2:5], s[4:11] dmask:0xf glc slc glc:1",
    "buffer_load_dword v1, off, s[4:7], s1 glc glc:1", "image_load v[1:4], v[2:5], s[4:11] dmask:0xf r128:1",
    "image_load v[1:4], v[2:5], s[4:11] dmask:0xf a16:1",
    # ds_swizzle_b32's offset without its colon
    "ds_swizzle_b32 v1, v2 offset,", "ds_swizzle_b32 v1, v2 offset(1)", "ds_swizzle_b32 v1, v2 offset+1",
    # MTBUF's format:[...] (a value with a syntax of its own)
    "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32]",
    "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_SINT]",
    "tbuffer_load_format_x v1, off, s[4:7], s1 format:[",
    # an operand due at the end of the line after a source modifier ('|', 'neg(', ...), and
    # an empty quoted name
    "v_add_f32 v1, v2, -", "v_add_f32 v1, v2, |", "v_add_f32 v1, v2, neg(", "v_add_f32 v1, v2, abs(",
    "v_add_f32 v1, v2, -|", "v_add_f32 v1, v2, |-", "v_add_f32_e64 v1, v2, |", "v_add_f32 v1, |v2|, |",
    "v_mad_f32 v1, v2, v3, abs(", "v_add_f32 v1, v2, neg(|", "s_mov_b32 s0, \"\"", "v_add_f32 v1, v2, -\"\"",
    "v_add_f32 v1, v2, |  ", "v_add_f32 v1, v2, | // c",
    # op_sel:[...] arrays (VOP3 on GCN 1.4)
    *(f"v_mad_u16 v1, v2, v3, v4 {m}" for m in (
        "op_sel:[1,0,0,1]", "op_sel:[0,1,1,0]", "op_sel:1", "op_sel:[2,0,0,0]", "op_sel:[1 0]",
        "op_sel:[1,0,0,0,0]", "op_sel:[1]", "op_sel:[1,0", "op_sel:[zz,0]", "op_sel:[-1,0]", "op_sel:[]",
        "op_sel:[0,1)", "op_sel:[0x1,0,1]", "op_sel:[1,", "op_sel:[0,0,0,2]", "op_sel:[0,0,2]",
        "op_sel:[0,0,0,1", "op_sel:[0,0,0 1]", "op_sel:[(1),1-1]", "op_sel_hi:[1,0,0]", "neg_lo:[1,0,0]",
        "op_sel:[1,1,1,1]", "op_sel:[0,0,0,0]", "op_sel :[1,0]", "op_sel:(1,0)", "op_sel:[0,1,1,1] clamp")),
]

CPUS = ("tahiti", "tonga", "gfx900")


def test_lines_agree_with_llvm_mc():
    lines = list(dict.fromkeys(STATEMENTS + OPERANDS))
    comparisons = {cpu: differential.compare(lines, cpu) for cpu in CPUS}
    problems = differential.disagreements("operand-syntax", comparisons)
    assert not problems, problems


@pytest.mark.parametrize("text", ["`", "\"", "\x01", "`abc", "lab: `", "\"abc", "\"a\" s_nop 0", "é", "é s_nop 0"])
def test_odd_statement_starts(text):
    """Each alone in a file (an unterminated string ends llvm-mc's reading of a file)."""
    llvm, ours = differential.run_files({"a.s": text + "\n"}, "a.s", "gfx900")
    assert (ours.stdout, ours.stderr, ours.status) == (llvm.stdout, llvm.stderr, llvm.status)


def test_listing_without_encodings(tmp_path):
    """Without -show-encoding: the instruction text alone, as llvm-mc lists it."""
    import contextlib
    import io

    from gcnls import mc

    text = "s_mov_b32 s0, s1\ns_mov_b32 s0, q*2\nds_read_b32 v1, v2 offset:4 gds\ns_setreg_imm32_b32 hwreg(1), 65\n"
    (tmp_path / "a.s").write_text(text)
    for cpu in CPUS:
        args = ["-arch=amdgcn", f"-mcpu={cpu}", str(tmp_path / "a.s")]
        want = differential.llvm_mc_answer(args, {"a.s": text}, str(tmp_path))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = mc.run(args)
        assert (out.getvalue(), err.getvalue(), status) == want
        assert "encoding" not in want[0] and "s_mov_b32 s0, q*2" in want[0]


# (a check's codes are namespaced by the check: hazard.setreg-setreg, resources.underdeclared)
_CODE = __import__("re").compile(r"^[a-z][a-z0-9]*(?:[-.][a-z0-9]+)*$")


def test_diagnostic_codes_are_stable_words():
    """Every diagnostic on these lines carries a code (the "stable identifier" clients
    match on, LSP Diagnostic.code) that is a lower-case, hyphenated (and dotted) word, and a span
    inside its line that covers at least one character."""
    from gcnls.analysis import analyze

    lines = list(dict.fromkeys(STATEMENTS + OPERANDS))
    for cpu in CPUS:
        program = analyze("\n".join(lines) + "\n", isa.load().processor(cpu))
        assert program.diagnostics
        for i, d in program.diagnostics:
            assert isinstance(d.code, str) and _CODE.match(d.code), (lines[i], d)
            assert 0 <= d.start < d.end <= max(len(lines[i]), d.start + 1), (lines[i], d)


# --- spans --------------------------------------------------------------------------


def _operands(line: str, gen: str = "gfx9"):
    st = parse_statement(line)
    inst = isa.load().instruction(st.mnemonic.name, gen)
    enc = inst.encoding
    flags = frozenset(m for m in enc.modifiers if m in ("glc", "gds", "slc", "nv"))
    return OperandParser(st.tokens, st.pos, register_file(gen, frozenset()), flags,
                         frozenset({"offset", "offset0", "offset1"}), swizzle=st.mnemonic.name == "ds_swizzle_b32",
                         symbols={"x": 3}).parse_all()


def _at(line: str, text: str) -> tuple[int, int]:
    start = line.index(text)
    return start, start + len(text)


def test_statement_spans():
    line = "  lab1: lab2:\ts_mov_b32 s0, s1"
    st = parse_statement(line)
    assert [(s.name, s.start, s.end) for s in st.labels] == [("lab1", *_at(line, "lab1")), ("lab2", *_at(line, "lab2"))]
    assert (st.mnemonic.name, st.mnemonic.start, st.mnemonic.end) == ("s_mov_b32", *_at(line, "s_mov_b32"))
    assert st.directive is None and st.assign is None and st.tokens[st.pos].text == "s0"
    line = "x: .4byte 7"
    st = parse_statement(line)
    assert (st.directive.name, st.directive.start, st.directive.end) == (".4byte", *_at(line, ".4byte"))
    assert st.mnemonic is None and st.tokens[st.pos].text == "7" and [s.name for s in st.labels] == ["x"]
    line = " sym = 4"
    st = parse_statement(line)
    assert (st.assign.name, st.assign.start, st.assign.end) == ("sym", *_at(line, "sym"))
    assert st.tokens[st.pos].text == "4" and st.mnemonic is None and st.directive is None
    st = parse_statement("# 1 \"a.s\"")
    assert st.mnemonic is st.directive is st.assign is None and [t.text for t in st.tokens[st.pos:]] == [""]
    st = parse_statement("lab: # 1")
    assert [s.name for s in st.labels] == ["lab"] and len(st.tokens) == st.pos + 1
    st = parse_statement("1 + 2")
    assert st.mnemonic is st.directive is st.assign is None and st.pos == 0 and len(st.tokens) == 4
    st = parse_statement(".4 byte")
    assert st.directive is None and st.pos == 0
    for blank in ("", "   "):  # (a lone end-of-line token)
        st = parse_statement(blank)
        assert not st.labels and st.mnemonic is st.directive is st.assign is None and st.pos == 0


def test_operand_parser_defaults():
    """Without swizzle=True, 'offset' is a plain word (only ds_swizzle_b32's parser wants
    its colon), and without an on_modifier hook no flag is read before its colon."""
    from gcnls.diagnostics import AsmError

    line = "ds_read_b32 v1, v2 offset"
    st = parse_statement(line)
    ops = OperandParser(st.tokens, st.pos, register_file("gfx9", frozenset()), frozenset(), frozenset()).parse_all()
    assert isinstance(ops[2], ImmOp) and ops[2].text == "offset" and ops[2].value is None
    line = "s_load_dword s0, s[2:3], 0 glc:1"
    st = parse_statement(line)
    parser = OperandParser(st.tokens, st.pos, register_file("gfx9", frozenset()), frozenset({"glc"}), frozenset())
    with pytest.raises(AsmError) as e:
        parser.parse_all()
    d = e.value.diagnostic
    assert (d.message, d.start, d.end) == ("not a valid operand.", *_at(line, "glc"))


def test_operand_spans():
    line = "ds_write2_b32 v1, v[2:3], v4 offset0:x+1 offset1:0x10 gds"
    ops = _operands(line)
    assert [type(o) for o in ops] == [RegOp, RegOp, RegOp, NamedOp, NamedOp, NamedOp]
    assert [(o.start, o.end) for o in ops[:3]] == [_at(line, "v1"), _at(line, "v[2:3]"), _at(line, "v4")]
    o0, o1, g = ops[3:]
    assert (o0.name, o0.value, o0.start, o0.end, o0.value_start, o0.value_end) == (
        "offset0", 4, *_at(line, "offset0:x+1"), *_at(line, "x+1"))
    assert (o1.name, o1.value, o1.start, o1.end, o1.value_start, o1.value_end) == (
        "offset1", 16, *_at(line, "offset1:0x10"), *_at(line, "0x10"))
    assert (g.name, g.value, g.start, g.end) == ("gds", None, *_at(line, "gds"))
    line = "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP, 1)"
    sw = _operands(line)[2]
    assert (sw.name, sw.swizzle, sw.start, sw.end, sw.value_start, sw.value_end) == (
        "offset", True, *_at(line, "offset:swizzle(SWAP, 1)"), *_at(line, "swizzle(SWAP, 1)"))
    line = "ds_swizzle_b32 v1, v2 offset:0x41"
    sw = _operands(line)[2]
    assert (sw.value, sw.swizzle, sw.start, sw.end, sw.value_start, sw.value_end) == (
        0x41, False, *_at(line, "offset:0x41"), *_at(line, "0x41"))


def test_bit_array_spans():
    """op_sel:[...]: the value's bits in written order; the span covers the modifier, the
    value span the bracketed array."""
    line = "v_mad_u16 v1, v2, v3, v4 op_sel:[0,1,1,0]"
    st = parse_statement(line)
    ops = OperandParser(st.tokens, st.pos, register_file("gfx9", frozenset()), frozenset(),
                        frozenset({"op_sel"})).parse_all()
    o = ops[4]
    assert (o.name, o.value, o.start, o.end, o.value_start, o.value_end) == (
        "op_sel", 0b0110, *_at(line, "op_sel:[0,1,1,0]"), *_at(line, "[0,1,1,0]"))


def test_immediate_spans_and_text():
    line = "s_mov_b32 s0, x + 2*(3)"
    imm = _operands(line)[1]
    assert isinstance(imm, ImmOp) and (imm.value, imm.text, imm.start, imm.end) == (9, "x+2*(3)", *_at(line, "x + 2*(3)"))
    line = "s_mov_b32 s0, 0x1F"
    imm = _operands(line)[1]
    assert (imm.value, imm.text, imm.start, imm.end, imm.is_float) == (31, "0x1F", *_at(line, "0x1F"), False)
    assert (imm.expr.value, imm.expr.start, imm.expr.end) == (31, *_at(line, "0x1F"))  # (a lone number's node)
    line = "s_mov_b32 s0, -2.5"
    imm = _operands(line)[1]
    assert (imm.is_float, imm.float_value, imm.text, imm.start, imm.end) == (True, -2.5, "-2.5", *_at(line, "-2.5"))
    assert (imm.expr.start, imm.expr.end) == _at(line, "-2.5")  # (a real's node spans it too)
    line = "s_mov_b32 s0, 0.25"
    imm = _operands(line)[1]
    assert (imm.is_float, imm.float_value, imm.text, imm.start, imm.end) == (True, 0.25, "0.25", *_at(line, "0.25"))
    assert (imm.expr.start, imm.expr.end) == _at(line, "0.25")
    line = "s_mov_b32 s0, undefined_sym"
    imm = _operands(line)[1]
    assert (imm.value, imm.text, imm.start, imm.end) == (None, "undefined_sym", *_at(line, "undefined_sym"))
    line = "s_mov_b32 s0, -5"  # (two tokens)
    imm = _operands(line)[1]
    assert (imm.value, imm.text, imm.start, imm.end) == (-5, "-5", *_at(line, "-5"))
    line = "s_mov_b32 s0, 1/0"
    imm = _operands(line)[1]
    assert (imm.value, imm.text, imm.start, imm.end) == (None, "1/0", *_at(line, "1/0"))
    line = "s_mov_b32 s0, vcc_lo"
    reg = _operands(line)[1]
    assert isinstance(reg, RegOp) and (reg.start, reg.end) == _at(line, "vcc_lo")
    line = "s_mov_b32 s0, s[7:7]"
    reg = _operands(line)[1]
    assert (reg.start, reg.end) == _at(line, "s[7:7]")


def test_hwreg_and_immediate16_spans():
    from gcnls.diagnostics import AsmError

    def sixteen(line: str):
        st = parse_statement(line)
        parser = OperandParser(st.tokens, st.pos, register_file("gfx9", frozenset()), frozenset(), frozenset(),
                               symbols={"x": 3})
        return parser, parser.immediate16("expected a hwreg")

    line = "s_getreg_b32 1 + x"
    parser, imm = sixteen(line)
    assert (imm.value, imm.text, imm.start, imm.end) == (4, "1+x", *_at(line, "1 + x"))  # (without blanks)
    from gcnls import expr as ex
    assert ex.evaluate(imm.expr, {"x": 5}) == 6 and (imm.expr.start, imm.expr.end) == _at(line, "1 + x")
    assert parser.tok.text == ""
    line = "s_getreg_b32 0xffff"
    assert sixteen(line)[1].value == 0xFFFF
    for bad, message, text in (("s_getreg_b32 0x10000", "invalid immediate: only 16-bit values are legal", "0x10000"),
                               ("s_getreg_b32 -1", "invalid immediate: only 16-bit values are legal", "-1"),
                               ("s_getreg_b32 s1", "expected a hwreg", "s1"),
                               ("s_getreg_b32 vcc", "expected a hwreg", "vcc"),
                               ("s_getreg_b32 y", "expected a hwreg", "y"),
                               ("s_getreg_b32 1/0", "expected a hwreg", "1")):
        with pytest.raises(AsmError) as e:
            sixteen(bad)
        d = e.value.diagnostic
        assert (d.message, d.start, d.end) == (message, *_at(bad, text)), bad
    assert HwregOp is not None
