"""Operand-level odd inputs (issue 14's list) get llvm-mc 22's verdict, bytes, message and
column: forced-encoding suffixes on modelled mnemonics, floats where an absolute expression
is due (llvm-mc takes a float's double bit pattern there), integers wider than 64 bits, the
current location '.' (a temporary label), quoted symbol names, symbol expressions."""

import pytest

import differential

LINES = [
    "ds_read_b32_e32 v1, v2",
    "ds_read_b32_e64 v1, v2",
    "s_load_dword_e32 s1, s[2:3], 0",
    "s_movk_i32_sdwa s0, 1",
    "s_mov_b32_e32 s0, s1",
    "s_mov_b32_dpp s0, s1",
    "ds_read_b32 v1, v2 offset:-0.0",
    "ds_read_b32 v1, v2 offset:0.0",
    "ds_read_b32 v1, v2 offset:1.5",
    "ds_write2_b32 v1, v2, v3 offset0:-0.0 offset1:0.0",
    "s_load_dword s1, s[2:3], s4 offset:-0.0",
    "s_getreg_b32 s1, -0.0",
    "s_getreg_b32 s1, 0.0",
    "s_getreg_b32 s1, 1.0",
    "s_setreg_b32 -0.0, s1",
    "s_atc_probe 1.0, s[0:1], 0",
    "s_atc_probe 0.5, s[0:1], 0",
    "s_atc_probe -0.0, s[0:1], 0",
    "s_movk_i32 s0, 0x1ffffffffffffffff",
    "s_mov_b32 s0, 0x1ffffffffffffffff",
    "s_nop 0x1ffffffffffffffff",
    "s_movk_i32 s0, 0xffffffffffffffff",
    "s_load_dword s1, s[2:3], 0x1ffffffffffffffff",
    "ds_read_b32 v1, v2 offset:0x1ffffffffffffffff",
    "s_mov_b64 s[0:1], 0x10000000000000000",
    "s_mov_b64 s[0:1], -0x10000000000000000",
    "s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x1ffffffffffffffff",
    "s_waitcnt 0x1ffffffffffffffff",
    "s_add_u32 s0, 1+0x1ffffffffffffffff, s1",
    "s_call_b64 s[100:101], .",
    "s_branch .",
    "s_cbranch_execz .",
    's_branch "quoted"',
    's_mov_b32 s0, "a b"',
    's_mov_b32 s0, ""',
    "s_mov_b32 s0, (lbl*2)+1",
    "s_mov_b32 s0, lbl-(a-b)",
    "s_mov_b32 s0, lbl+(4-1)",
]


@pytest.mark.parametrize("cpu", ["tahiti", "bonaire", "tonga", "gfx900"])
def test_odd_operands_as_llvm_mc(cpu, llvm_mc):
    cmp = differential.compare(LINES, cpu)
    bad = cmp.verdict + cmp.output + cmp.message
    assert not bad, "\n".join(f"{line!r}\n  gcnls {a.out} {a.errors[:1]}\n  llvm  {b.out} {b.errors[:1]}"
                              for line, a, b in bad)
