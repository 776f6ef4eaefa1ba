"""gcnls mc against the live llvm-mc 22 on lines generated from the ISA tables.

What "agree" means here: the same verdict, the same output text and bytes, and the same
first error message at the same column. The only exceptions are the entries of
tests/data/known_differences.toml (one list, each entry named and explained); the
generated lines of the first test accept none.
"""

import pytest

import cases
import differential

LINES = cases.all_lines(seed=1)


@pytest.mark.parametrize("cpu", cases.CPUS)
def test_gcnls_mc_agrees_with_llvm_mc(cpu, llvm_mc):
    cmp = differential.compare(LINES, cpu)
    assert cmp.total > 5000, cmp.summary()
    assert not differential.disagreements("generated", {cpu: cmp}), differential.disagreements("generated", {cpu: cmp})


def test_every_modelled_instruction_is_exercised():
    from gcnls import isa

    names = {line.split()[0] for line in LINES + cases.vector_lines() if line.split()}
    missing = [name for name in isa.load().instructions if name not in names]
    assert isa.load().instructions and not missing, missing


def test_random_mutations_agree_with_llvm_mc(llvm_mc):
    """Held-out lines no generator rule wrote: random token edits of valid lines."""
    lines = cases.mutated_lines(seed=21, count=3000)
    comparisons = {cpu: differential.compare(lines, cpu) for cpu in ("bonaire", "gfx900")}
    report = differential.disagreements("mutations", comparisons)
    assert not report, report


def test_exotic_input_agrees_with_llvm_mc(llvm_mc):
    """Odd tokens anywhere: gcnls never crashes, accepts exactly what llvm-mc accepts, and
    prints the same bytes and messages (the allow-list names the exceptions)."""
    lines = cases.exotic_lines(seed=5, count=2000) + cases.exotic_number_lines(seed=6, count=1500)
    comparisons = {cpu: differential.compare(lines, cpu) for cpu in ("tahiti", "gfx900")}
    crashes = [(line, m) for cmp in comparisons.values() for line, a, _ in cmp.message + cmp.verdict + cmp.output
               for m, _ in a.errors if "internal error" in m]
    assert not crashes, crashes[:10]
    accepted = sum(r.accepted for r in differential.run_llvm(lines, "gfx900"))
    assert accepted > 500 and len(lines) - accepted > 1000, f"{accepted} of {len(lines)} accepted: want a mix"
    report = differential.disagreements("exotic", comparisons)
    assert not report, report
