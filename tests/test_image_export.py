"""MIMG and EXP beyond the generated differential test (tests/test_differential.py covers
tahiti, bonaire, tonga, fiji, gfx900 and gfx906): the packed-d16 processor gfx810 against
the live llvm-mc 22, and the language-server side (hover fields, modifier completion per
processor, signatures).

GCNLS_FULL_SWEEP=1 runs five times as many random combinations."""

from __future__ import annotations

import random

import pytest

import cases
import differential
from gcnls import analysis, assembler, isa
from gcnls.server import completion, hover
from gcnls.syntax import parse_statement

DATA = isa.load()
FAMILIES = ("exp", "mimg")


def _lines(seed: int) -> list[str]:
    count = cases.COMBINATIONS * (5 if differential.full_sweep() else 1)
    lines = []
    for variants in DATA.instructions.values():
        for inst in variants:
            if inst.encoding.key in FAMILIES:
                lines += cases.instruction_lines(inst, random.Random(seed))
                lines += cases.combination_lines(inst, random.Random(f"{seed}:{inst.name}"), count)
    return lines


@pytest.mark.parametrize("cpu", ["gfx810", "tonga"])
def test_d16_split_agrees_with_llvm_mc(llvm_mc, cpu):
    """gfx810 packs d16 data two halves per VGPR, tonga does not: verdicts, bytes,
    messages ("dmask, d16 and tfe" only where packed d16 exists) and columns."""
    lines = _lines(seed=3)
    cmp = differential.compare(lines, cpu)
    assert cmp.total > 5000
    accepted = sum(1 for r in differential.run_llvm(lines, cpu) if r.accepted)
    assert 250 < accepted < len(lines) - 2000, accepted  # a mix of valid and invalid lines
    report = differential.disagreements("generated", {cpu: cmp})
    assert not report, report


def _encoded(line: str, cpu: str):
    return assembler.assemble(parse_statement(line), analysis.resolve_processor(cpu))


def test_hover_shows_fields_and_computed_en():
    proc = analysis.resolve_processor("gfx900")
    enc = _encoded("exp mrt0 off, v1, v2, v3 done compr", "gfx900")
    text = hover.mnemonic_hover("exp", proc, "gfx900", enc, [])
    assert "exp tgt vsrc0, vsrc1, vsrc2, vsrc3 [done] [compr] [vm]" in text
    assert "| en | 0–3 | 12 (0xc) |" in text  # compr: the first source off, the third on: en = 0b1100
    assert "`mrt0`" in text and "EXP encoding" in text
    enc = _encoded("image_sample v0, v[2:3], s[8:15], s[16:19] dmask:0x5 d16", "gfx900")
    text = hover.mnemonic_hover("image_sample", proc, "gfx900", enc, [])
    assert "| dmask | 8–11 | 5 (0x5) |" in text and "| srsrc | 48–52 | 2 (0x2) |" in text
    assert "| d16 | 63 | 1 (0x1) | `d16` |" in text
    assert "VM_CNT" in text


def _labels(code: str, cpu: str) -> list[str]:
    return [item.label for item in completion.complete(code, analysis.resolve_processor(cpu), []).items]


def test_modifier_completion_follows_the_processor():
    on_gfx9 = _labels("image_load v[0:3], v[4:7], s[8:15] dmask:0xf ", "gfx900")
    on_gfx8 = _labels("image_load v[0:3], v[4:7], s[8:15] dmask:0xf ", "tonga")
    assert "a16" in on_gfx9 and "r128" not in on_gfx9 and "d16" in on_gfx9
    assert "r128" in on_gfx8 and "a16" not in on_gfx8
    assert "dmask:" not in on_gfx9  # already written
    atomic = _labels("image_atomic_add v1, v[4:7], s[8:15] ", "gfx900")
    assert "d16" not in atomic and "dmask:" in atomic and "glc" in atomic
    assert _labels("exp mrt0 v0, v1, v2, v3 done ", "tahiti") == ["compr", "vm"]
    assert "param31" in _labels("exp ", "tahiti") and "off" in _labels("exp mrt0 v0, ", "tahiti")


def test_operand_completion_offers_the_instruction_sizes():
    data = _labels("image_sample_c_d_o ", "gfx900")
    addr = _labels("image_sample_c_d_o v[0:3], ", "gfx900")
    assert data[:5] == ["v0", "v[0:1]", "v[0:2]", "v[0:3]", "v[0:4]"]
    assert addr[0] == "v[0:3]" and "v[0:10]" in addr and "v0" not in addr


def test_semantic_facts():
    sample = DATA.instructions["image_sample"][0]
    store = DATA.instructions["image_store"][0]
    atomic = DATA.instructions["image_atomic_add"][0]
    exp = DATA.instructions["exp"][0]
    assert sample.counter == store.counter == atomic.counter == "vm" and exp.counter == "exp"
    assert "vdata" in sample.writes and "vdata" not in store.writes and "vdata" in store.reads
    assert "vdata" in atomic.reads and "vdata" in atomic.writes and "ssamp" in sample.reads


def test_mutations_agree_with_llvm_mc(llvm_mc):
    """Random token edits and odd tokens in EXP/MIMG lines (the generic mutation tests
    sample the other encodings): same verdicts and bytes; messages as the allow-list says."""
    base = [line for line in _lines(seed=11) if "," in line]
    lines = (cases.mutated_lines(seed=12, count=1500, base=base)
             + cases.exotic_lines(seed=13, count=800, base=base)
             + cases.exotic_number_lines(seed=14, count=500, base=base))
    comparisons = {cpu: differential.compare(lines, cpu) for cpu in ("bonaire", "gfx900")}
    crashes = [line for cmp in comparisons.values() for line, a, _ in cmp.message + cmp.verdict + cmp.output
               if any("internal error" in m for m, _ in a.errors)]
    assert not crashes, crashes[:10]
    report = differential.disagreements("image-mutations", comparisons)
    assert not report, report
