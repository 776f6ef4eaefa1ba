"""v_interp_p2_f16's op_sel on gfx9 against the live llvm-mc 22: four entries, entry i in
op_sel bit i, entry 1 encoded nowhere (isa/vop3.toml op_sel_unused); assembled and
disassembled text, bytes and first message must agree."""

from __future__ import annotations

import test_disassembler as dis
from differential import run_gcnls, run_llvm

LINES = [f"v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:{s}" for s in (
    "[1,0,0,0]", "[0,1,0,0]", "[0,0,1,0]", "[0,0,0,1]", "[1,0,0]", "[0,0,1]", "[1,1,1,1]", "[1]", "[0,1]",
    "[1,1,1,1,1]", "[2,0,0,0]")]
# (not yet: llvm-mc reads this instruction's op_sel after clamp and high, gcnls before them)
# op_sel bits 11-14 of the word, one at a time and together
WORDS = [bytes.fromhex(f"01{b:02x}77d200040e04") for b in (0x08, 0x10, 0x20, 0x40, 0x78, 0x18)]


def test_interp_op_sel_assembles_like_llvm_mc(llvm_mc):
    ours, theirs = run_gcnls(LINES, "gfx900"), run_llvm(LINES, "gfx900")
    diffs = [(line, b.out, b.errors[:1], a.out, a.errors[:1])
             for line, a, b in zip(LINES, ours, theirs) if (a.out, a.errors[:1]) != (b.out, b.errors[:1])]
    assert not diffs, "\n".join(map(str, diffs))
    assert sum("op_sel:[" in "".join(r.out) for r in theirs) >= 6


def test_interp_op_sel_disassembles_like_llvm_mc(llvm_mc):
    mismatches = dis._compare_disassembly(llvm_mc, "gfx900", WORDS)
    assert not mismatches, "\n".join(map(str, mismatches))
