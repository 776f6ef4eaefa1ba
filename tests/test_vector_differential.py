"""The vector ALU (VOP1, VOP2, VOPC, VOP3, VOP3b, VINTRP) through `gcnls mc` and the live
llvm-mc 22, on lines generated from the ISA data (tests/cases.py vector_lines).

Every form of every vector instruction is written at least once per CPU (valid operands
of its kinds, suffixed and not), plus a deterministic share of mutations: every example
and bad example of each operand kind in its place, source modifiers (-x, |x|, neg(),
abs(), sext()), clamp/omod/op_sel/high, two constant-bus reads, literals where the form
has none, missing and extra operands, forced forms and other generations' mnemonics.
GCNLS_FULL_SWEEP=1 runs every mutation.

Agreement: the same verdict and bytes on every line (no exception), the same first
message and column on at least 99% of them, the rest named in
tests/data/known_differences.toml (test "vector"; an entry the sample does not meet is
stale only in the full sweep).
"""


import pytest

import cases
import differential

FULL = differential.full_sweep()
CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906")
LINES = cases.vector_lines(full=FULL, share=30)


@pytest.fixture(scope="module")
def comparisons(llvm_mc):
    return {cpu: differential.compare(LINES, cpu) for cpu in CPUS}


def test_every_vector_form_is_written():
    from gcnls import isa

    names = {line.split()[0] for line in LINES}
    forms = [(i.name, i.suffixes) for v in isa.load().instructions.values() for i in v if i.form]
    assert forms and all(any(name + s in names for s in suffixes) for name, suffixes in forms)


@pytest.mark.parametrize("cpu", CPUS)
def test_verdicts_and_bytes_agree(comparisons, cpu):
    cmp = comparisons[cpu]
    assert cmp.total > 3000, cmp.summary()
    assert not cmp.verdict and not cmp.output, differential.disagreements("vector", {cpu: cmp})


@pytest.mark.parametrize("cpu", CPUS)
def test_messages_agree_on_99_percent(comparisons, cpu):
    cmp = comparisons[cpu]
    n = cmp.total
    assert len(cmp.message) <= n // 100, cmp.summary()


def test_other_differences_are_named(comparisons):
    # (a sample need not meet every entry; the full sweep must)
    report = differential.disagreements("vector", comparisons, stale=FULL)
    assert not report, report
