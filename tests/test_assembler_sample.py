"""A small, fast sample of the differential tests against the live llvm-mc 22: the
per-mutant test selection of ``scripts/mutation.sh assembler`` (test_differential.py and
test_vector_differential.py take minutes; these a few seconds).

A fixed share of the generated lines (every modelled encoding), of the vector-ALU lines
(every form's valid lines and mutations) and of the random token edits, on GCN 1.0, 1.2
and 1.4: the same verdict, text and bytes, first message and column; the only
exceptions are the named entries of tests/data/known_differences.toml.
"""

from __future__ import annotations

import pytest

import cases
import differential

CPUS = ("tahiti", "tonga", "gfx900")
# One line in SHARE of each list, by position (deterministic): about 800 generated lines,
# 780 vector lines and 375 token edits per CPU.
SHARE = {"generated": 30, "vector": 8, "mutations": 8}


def _agree(test: str, lines: list[str]) -> None:
    comparisons = {cpu: differential.compare(lines, cpu) for cpu in CPUS}
    for cmp in comparisons.values():
        assert cmp.total - cmp.unmodelled > len(lines) // 2, cmp.summary()
    report = differential.disagreements(test, comparisons, stale=False)
    assert not report, report


def test_generated_sample(llvm_mc):
    _agree("generated", cases.all_lines(seed=1)[::SHARE["generated"]])


def test_vector_sample(llvm_mc):
    _agree("vector", cases.vector_lines(share=30)[::SHARE["vector"]])


def test_mutation_sample(llvm_mc):
    _agree("mutations", cases.mutated_lines(seed=21, count=3000)[::SHARE["mutations"]])
