"""llvm-mc's spelling suggestions for an unknown mnemonic ("did you mean: ...?")."""

from __future__ import annotations

from functools import cache, lru_cache

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
    return list(_nearest(name, generation))


def _deletions(word: str, most: int) -> dict[str, int]:
    """Every string obtained from ``word`` by deleting at most ``most`` characters, with
    the fewest deletions that give it."""
    out = {word: 0}
    frontier = {word}
    for k in range(1, most + 1):
        frontier = {w[:i] + w[i + 1:] for w in frontier for i in range(len(w))}
        for w in frontier:
            out.setdefault(w, k)
    return out


@cache
def _index(generation: str) -> dict[str, tuple[tuple[str, int], ...]]:
    """deletion variant -> (mnemonic, deletions) for every mnemonic of ``generation``
    (~130,000 variants; built once per generation, a fraction of a second)."""
    index: dict[str, list[tuple[str, int]]] = {}
    for m in _candidates(generation):
        for w, k in _deletions(m, MAX_DISTANCE).items():
            index.setdefault(w, []).append((m, k))
    return {w: tuple(v) for w, v in index.items()}


#: distinct names per generation answered by a scan before the index is built
SCAN_QUERIES = 64
_queries: dict[str, int] = {}


#: names whose answer is kept: a document's every distinct misspelling is asked for by the
#: server's first pass, its complete analysis and each publish's messages (a bound of 4,096
#: made a document of 20,000 distinct unknown names pay for each of them three times)
NEAREST_CACHE = 1 << 16


@lru_cache(maxsize=NEAREST_CACHE)
def _nearest(name: str, generation: str) -> tuple[str, ...]:
    # The distance counts insertions and deletions only, so it is at most d exactly when
    # the two words have a common "deletion variant" reached with i + j <= d deletions
    # (i from the name, j from the mnemonic: their longest common subsequence). Looking
    # the name's variants up in an index of the mnemonics' variants replaces an
    # edit-distance scan of every mnemonic; the answer is cached per (name, generation)
    # for documents that repeat a misspelling.
    if len(name) > 200:
        return ()  # far longer than any mnemonic
    _queries[generation] = _queries.get(generation, 0) + 1
    if _queries[generation] <= SCAN_QUERIES:
        # A few names: scanning is cheaper than building the index.
        return tuple(m for m in _candidates(generation)
                     if abs(len(m) - len(name)) <= MAX_DISTANCE and edit_distance(name, m) <= MAX_DISTANCE)
    index = _index(generation)
    found = set()
    for w, i in _deletions(name, MAX_DISTANCE).items():
        for m, j in index.get(w, ()):
            if i + j <= MAX_DISTANCE:
                found.add(m)
    return tuple(sorted(found))


def did_you_mean(name: str, generation: str) -> str:
    found = nearest(name, generation)
    return f", did you mean: {', '.join(found)}?" if found else ""
