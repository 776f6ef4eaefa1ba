"""The compiled templates agree with the full assembler wherever they answer."""

import random

import pytest

import cases
from gcnls import isa
from gcnls.analysis import analyze_line
from gcnls.fastpath import FastAssembler
from gcnls.source import strip_comments

LINES = cases.all_lines(seed=3) + cases.vector_lines(share=30)


def _variants(rng: random.Random) -> list[str]:
    """Plain forms with random numbers, where the templates do most of their work."""
    out = []
    for line in LINES:
        words = line.replace(",", " , ").split()
        for _ in range(2):
            mutated = [str(rng.choice([0, 1, 2, 3, 7, 101, 102, 103, 104, 255, 256, 0xFFFF, 0x10000]))
                       if w.isdigit() else w for w in words]
            out.append(" ".join(mutated).replace(" , ", ", "))
    return out


@pytest.mark.parametrize("cpu", ["tahiti", "bonaire", "tonga", "gfx900"])
def test_fast_path_matches_full_assembler(cpu):
    proc = isa.load().processor(cpu)
    fast = FastAssembler(proc)
    lines = LINES + _variants(random.Random(cpu))
    hits = 0
    for code in strip_comments(lines):
        got = fast(code)
        if got is None:
            continue
        hits += 1
        full = analyze_line(code, proc)
        assert not full.has_error, (code, full.diagnostics)
        assert (full.encoded.text, full.encoded.data) == got, code
    assert hits > 1000  # the templates are really exercised
