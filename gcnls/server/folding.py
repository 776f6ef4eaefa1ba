"""Folding ranges: one provider for every kind of block. Each source maps a Document to
[(first line, last line, kind)]: macro, loop and conditional blocks (language.py), kernel
descriptor and metadata blocks (kernels.py)."""

from __future__ import annotations

from . import kernels, language

SOURCES = (language.folding_ranges, kernels.folding_ranges)


def folding_ranges(doc) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    for source in SOURCES:
        out += source(doc)
    out.sort()
    return out
