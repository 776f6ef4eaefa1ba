"""Random source modifiers (sext, neg, abs, bars, lit and their nestings) around inline and
literal constants, reals and registers in every vector form (tests/cases.py
modifier_probe_lines), through `gcnls mc` and the live llvm-mc 22.

The systematic lists (test_vector_differential, test_vector_ext) wrap each source's own
example; this draws the value too, which is how sext(c) outside SDWA, 16-bit SDWA constants,
lit() under modifiers and reals a half or single holds only as a denormal were found to
differ (all verdict differences). One seed per run; GCNLS_FULL_SWEEP=1 runs four.

Agreement: the same verdict and bytes on every line; the same first message and column on
at least 98% (odd nestings such as -lit(lit(1)) still differ in their message).
"""

import pytest

import cases
import differential

SEEDS = (1, 2, 3, 4) if differential.full_sweep() else (1,)
CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906")


@pytest.fixture(scope="module")
def comparisons(llvm_mc):
    lines = list(dict.fromkeys(line for seed in SEEDS for line in cases.modifier_probe_lines(seed)))
    return {cpu: differential.compare(lines, cpu) for cpu in CPUS}


@pytest.mark.parametrize("cpu", CPUS)
def test_verdicts_and_bytes_agree(comparisons, cpu):
    cmp = comparisons[cpu]
    assert cmp.total > 3000, cmp.summary()
    assert not cmp.verdict and not cmp.output, [(line, a, b) for line, a, b in (cmp.verdict + cmp.output)[:20]]


@pytest.mark.parametrize("cpu", CPUS)
def test_messages_agree_on_98_percent(comparisons, cpu):
    cmp = comparisons[cpu]
    assert len(cmp.message) <= cmp.total // 50, (cmp.summary(), [(line, a.errors[:1], b.errors[:1])
                                                                 for line, a, b in cmp.message[:20]])
