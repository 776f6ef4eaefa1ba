"""The f16 interpolation modifiers against the live llvm-mc 22: v_interp_p2_f16's op_sel on
gfx9 (four entries, entry i in op_sel bit i, entry 1 encoded nowhere: isa/vop3.toml
op_sel_unused) and the order llvm-mc reads them in (high, clamp, omod, then op_sel);
assembled and disassembled text, bytes and first message must agree."""

from __future__ import annotations

import pytest

import test_disassembler as dis
from differential import run_gcnls, run_llvm

LINES = [f"v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:{s}" for s in (
    "[1,0,0,0]", "[0,1,0,0]", "[0,0,1,0]", "[0,0,0,1]", "[1,0,0]", "[0,0,1]", "[1,1,1,1]", "[1]", "[0,1]",
    "[1,1,1,1,1]", "[2,0,0,0]")] + [
    f"v_interp_p2_f16 v1, v2, attr0.x, v3 {m}" for m in (
        "clamp op_sel:[0,0,1,1]", "op_sel:[0,0,1,1] clamp", "high op_sel:[0,0,1,1]", "op_sel:[0,0,1,1] high",
        "high clamp op_sel:[0,0,1,1]", "clamp high op_sel:[0,0,1,1]", "clamp op_sel:[0,0,1,1] high")]
ORDER = [f"{i} {m}" for i in ("v_interp_p1ll_f16 v1, v2, attr0.x", "v_interp_p1lv_f16 v1, v2, attr0.x, v3",
                              "v_interp_p2_legacy_f16 v1, v2, attr0.x, v3", "v_interp_p2_f16 v1, v2, attr0.x, v3")
         for m in ("high clamp", "clamp high", "high mul:2", "mul:2 high", "clamp mul:2 high", "high clamp mul:2",
                   "high clamp div:2", "high high")]
# op_sel bits 11-14 of the word, one at a time and together
WORDS = [bytes.fromhex(f"01{b:02x}77d200040e04") for b in (0x08, 0x10, 0x20, 0x40, 0x78, 0x18)]


@pytest.mark.parametrize("cpu", ["tonga", "gfx900"])
def test_interp_modifiers_assemble_like_llvm_mc(llvm_mc, cpu):
    lines = ORDER + (LINES if cpu == "gfx900" else [])
    ours, theirs = run_gcnls(lines, cpu), run_llvm(lines, cpu)
    diffs = [(line, b.out, b.errors[:1], a.out, a.errors[:1])
             for line, a, b in zip(lines, ours, theirs) if (a.out, a.errors[:1]) != (b.out, b.errors[:1])]
    assert not diffs, "\n".join(map(str, diffs))
    assert sum("high clamp" in "".join(r.out) for r in theirs) >= 3


def test_interp_op_sel_disassembles_like_llvm_mc(llvm_mc):
    mismatches = dis._compare_disassembly(llvm_mc, "gfx900", WORDS)
    assert not mismatches, "\n".join(map(str, mismatches))
