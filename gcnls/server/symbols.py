"""Labels: document symbols, definition and references (pure, over a Document)."""

from __future__ import annotations

import re

_WORD = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$@]*")


def word_at(code: str, col: int) -> tuple[str, int, int] | None:
    for m in _WORD.finditer(code):
        if m.start() <= col <= m.end():
            return m.group(), m.start(), m.end()
        if m.start() > col:
            break
    return None


def label_symbols(doc) -> list[tuple[str, int, int, int]]:
    """(name, line, start, end) of every label definition, in order."""
    from itertools import compress

    out = []
    for i in compress(range(len(doc.flags)), doc.flags):
        for lab in doc.results[i].statement.labels:
            out.append((lab.name, i, lab.start, lab.end))
    return out


def label_under_cursor(doc, line: int, col: int) -> str | None:
    w = word_at(doc.code[line], col)
    if w is None:
        return None
    name = w[0]
    if name in doc.labels():
        return name
    return None


def definition(doc, line: int, col: int) -> tuple[int, int, int] | None:
    name = label_under_cursor(doc, line, col)
    if name is None:
        return None
    i, span = doc.labels()[name]
    return i, span.start, span.end


def references(doc, line: int, col: int, include_declaration: bool = True) -> list[tuple[int, int, int]]:
    name = label_under_cursor(doc, line, col)
    if name is None:
        return []
    out = []
    if include_declaration:
        for n, i, a, b in label_symbols(doc):
            if n == name:
                out.append((i, a, b))
    out.extend(doc.label_references(name))
    return sorted(set(out))
