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


_NUMERIC_REFERENCE = re.compile(r"(?<![\w.$@])([0-9]+)([bf])(?![\w.$@])")


def numeric_label_target(doc, line: int, col: int) -> tuple[int, int, int] | None:
    """The definition a numeric label reference under the cursor means (``1b``: the
    nearest ``1:`` above, on this line too; ``1f``: the nearest below), as llvm-mc reads
    it (gcnls/directional.py)."""
    for m in _NUMERIC_REFERENCE.finditer(doc.code[line]):
        if m.start() <= col <= m.end():
            break
    else:
        return None
    value, forward = int(m.group(1)), m.group(2) == "f"
    for i in range(line + 1, len(doc.results)) if forward else range(line, -1, -1):
        labels = doc.results[i].statement.labels
        for lab in labels if forward else reversed(labels):
            if lab.name.isdigit() and int(lab.name) == value:
                return i, lab.start, lab.end
    return None


def definition(doc, line: int, col: int) -> tuple[int, int, int] | None:
    numeric = numeric_label_target(doc, line, col)
    if numeric is not None:
        return numeric
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
