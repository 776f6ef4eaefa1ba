"""Where a statement ends, as llvm-mc 22 sees it: an error at the end of a statement is
reported at its end-of-statement token, which stands where a trailing line comment starts,
or at the end of the raw line — past trailing blanks and /* */ comments. gcnls analyses the
comment-stripped code, so a line's tail must not change any message or column.

The property, live against llvm-mc 22 on rejected lines: wherever gcnls and llvm-mc agree
on a line's first error, they still agree once a comment or blanks follow it."""

import random

import pytest

import cases
import differential

TAILS = ["   // note", "  ", " ; note", "\t/* block */ // note", " /* block */", "\t"]


def _lines() -> tuple[list[str], list[str]]:
    rng = random.Random(7)
    plain = cases.mutated_lines(seed=31, count=900) + cases.exotic_lines(seed=32, count=300)
    return plain, [line + rng.choice(TAILS) for line in plain]


@pytest.mark.parametrize("cpu", ["tahiti", "gfx900"])
def test_a_line_tail_moves_no_error(cpu, llvm_mc):
    plain, tailed = _lines()
    ours, theirs = differential.run_gcnls(plain, cpu), differential.run_llvm(plain, cpu)
    ours_t, theirs_t = differential.run_gcnls(tailed, cpu), differential.run_llvm(tailed, cpu)
    checked, wrong = 0, []
    for line, a, b, at, bt in zip(tailed, ours, theirs, ours_t, theirs_t):
        if not (a.errors and b.errors and a.errors[:1] == b.errors[:1]):
            continue  # a difference of the line itself (known_differences.toml names those)
        if not bt.errors:
            continue
        checked += 1
        if at.errors[:1] != bt.errors[:1]:
            wrong.append(f"{line!r}: gcnls {at.errors[:1]}, llvm-mc {bt.errors[:1]}")
    assert checked > 500, checked
    assert not wrong, "\n".join(wrong[:30])
