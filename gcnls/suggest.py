"""llvm-mc's spelling suggestions for an unknown mnemonic ("did you mean: ...?")."""

from __future__ import annotations

from functools import cache

from . import isa

MAX_DISTANCE = 2


def edit_distance(a: str, b: str, limit: int = MAX_DISTANCE) -> int:
    """Levenshtein distance without substitutions (a change costs a deletion plus an
    insertion), as LLVM's matcher computes it; anything above ``limit`` is limit + 1."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j, cb in enumerate(b, 1):
            cur[j] = prev[j - 1] if ca == cb else min(prev[j], cur[j - 1]) + 1
            best = min(best, cur[j])
        if best > limit:
            return limit + 1
        prev = cur
    return prev[-1]


@cache
def _candidates(generation: str) -> tuple[str, ...]:
    return tuple(sorted(isa.load().mnemonics_on(generation)))


def nearest(name: str, generation: str) -> list[str]:
    return [m for m in _candidates(generation) if edit_distance(name, m) <= MAX_DISTANCE]


def did_you_mean(name: str, generation: str) -> str:
    found = nearest(name, generation)
    return f", did you mean: {', '.join(found)}?" if found else ""
