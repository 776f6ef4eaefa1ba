"""Semantic tokens of a document: (line, start, length, type, modifiers) in Python indices."""

from __future__ import annotations

import re
from functools import partial

from ..lexer import Kind

TOKEN_TYPES = ["mnemonic", "register", "number", "label", "directive", "comment", "modifier", "string"]
TOKEN_MODIFIERS = ["declaration"]
T = {name: i for i, name in enumerate(TOKEN_TYPES)}

_REGISTER_WORD = re.compile(r"^(?:v|s|ttmp)\d+$|^(?:v|s|ttmp)$")
MODIFIER_WORDS = frozenset({"glc", "slc", "nv", "gds", "dlc", "scc", "tfe", "lds", "offset", "offset0",
                            "offset1", "swizzle", "hwreg", "sendmsg"})


def comment_spans(raw: str, code: str) -> list[tuple[int, int]]:
    """Where the line's comments are: characters blanked in the code."""
    out = []
    start = None
    n = len(raw)
    for i in range(n):
        blank = i >= len(code) or (code[i] == " " and raw[i] != " ")
        if blank and raw[i] not in " \t\r":
            if start is None:
                start = i
            end = i + 1
        elif start is not None and not blank:
            out.append((start, end))
            start = None
    if start is not None:
        out.append((start, end))
    return out


def line_tokens(raw: str, code: str, result, specials: frozenset[str], labels: set[str]) -> list[tuple[int, int, int, int]]:
    """(start, length, type, modifiers) of one line, sorted; identifiers naming a label
    in ``labels`` are labels. ``result``: the line's analysis, or a function that gives
    its statement (called only when the line's tokens are not cached)."""
    toks, idents = _cached_tokens(raw, code, result, specials)
    if idents and labels:
        extra = [(a, n, T["label"], 0) for a, n, w in idents if w in labels]
        if extra:
            return sorted(toks + extra)
    return toks


_CACHE: dict = {}


def _cached_tokens(raw: str, code: str, result, specials: frozenset[str]):
    key = (raw, code, specials)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    if len(_CACHE) > 200_000:
        _CACHE.clear()
    hit = _CACHE[key] = _compute(raw, code, result, specials)
    return hit


def _compute(raw: str, code: str, result, specials: frozenset[str]):
    out = []
    idents = []
    st = result() if callable(result) else result.statement
    for lab in st.labels:
        out.append((lab.start, lab.end - lab.start, T["label"], 1))
    if st.mnemonic is not None:
        out.append((st.mnemonic.start, st.mnemonic.end - st.mnemonic.start, T["mnemonic"], 0))
    if st.directive is not None:
        out.append((st.directive.start, st.directive.end - st.directive.start, T["directive"], 0))
    toks = st.tokens
    for k in range(st.pos, len(toks)):
        t = toks[k]
        if t.kind is Kind.EOL:
            break
        if t.kind in (Kind.INT, Kind.FLOAT):
            out.append((t.start, t.end - t.start, T["number"], 0))
        elif t.kind is Kind.STRING:
            out.append((t.start, t.end - t.start, T["string"], 0))
        elif t.kind is Kind.IDENT:
            w = t.text
            if _REGISTER_WORD.match(w) or w in specials:
                out.append((t.start, t.end - t.start, T["register"], 0))
            elif w in MODIFIER_WORDS:
                out.append((t.start, t.end - t.start, T["modifier"], 0))
            else:
                idents.append((t.start, t.end - t.start, w))
    if len(code) < len(raw.rstrip()) or code != raw.rstrip():
        for a, b in comment_spans(raw, code):
            out.append((a, b - a, T["comment"], 0))
    out.sort()
    return out, idents


def semantic_data(doc, first: int, last: int) -> list[int]:
    """LSP's relative encoding of the tokens of lines [first, last) of a Document."""
    from ..registers import register_file

    proc = doc.proc
    rf = register_file(proc.generation, proc.features)
    specials = frozenset(rf.specials)
    labels = set(doc.labels())
    data: list[int] = []
    prev_line = prev_start = 0
    code = doc.code
    for i in range(max(0, first), min(last, len(doc.raw))):
        raw = doc.line(i)
        if not raw or raw.isspace():
            continue
        toks = line_tokens(raw, code[i], partial(doc.statement, i), specials, labels)
        ascii_ = raw.isascii()
        for start, length, typ, mods in toks:
            s = start if ascii_ else doc.to_char(i, start)
            n = length if ascii_ else doc.to_char(i, start + length) - s
            data += (i - prev_line, s - prev_start if i == prev_line else s, n, typ, mods)
            prev_line, prev_start = i, s
    return data
