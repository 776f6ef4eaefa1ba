"""s_waitcnt's operand: ``vmcnt(N) expcnt(N) lgkmcnt(N)`` (and ``_sat``) or a raw 16-bit value.

The bit layout of each counter per generation is in ``isa/waitcnt.toml`` (gfx9 splits vmcnt
over bits 0-3 and 14-15); this module parses, packs, unpacks and prints as llvm-mc 22 does.
``parse`` works on a syntax.OperandParser-like cursor ``p`` (``tok``, ``tokens``, ``pos``,
``absolute``) and never imports the assembler.
"""

from __future__ import annotations

import struct
from functools import cache

from .diagnostics import AsmError
from .lexer import Kind

_K_IDENT, _K_PUNCT, _K_EOL, _K_FLOAT = Kind.IDENT, Kind.PUNCT, Kind.EOL, Kind.FLOAT

COUNTERS = ("vmcnt", "expcnt", "lgkmcnt")


@cache
def _data() -> dict:
    from . import isa

    return isa._load("waitcnt")


@cache
def fields(generation: str) -> dict[str, tuple[tuple[int, int], ...]]:
    """Counter name -> its bit ranges (low-order part first) on ``generation``."""
    gens = _data()["generation"]
    table = gens[generation]
    while "same_as" in table:
        table = gens[table["same_as"]]
    return {name: tuple((lo, hi) for lo, hi in table[name]) for name in COUNTERS}


def maximum(name: str, generation: str) -> int:
    return (1 << sum(hi - lo + 1 for lo, hi in fields(generation)[name])) - 1


def _put(value: int, counter: int, parts) -> int:
    shift = 0
    for lo, hi in parts:
        width = hi - lo + 1
        mask = ((1 << width) - 1) << lo
        value = (value & ~mask) | (((counter >> shift) & ((1 << width) - 1)) << lo)
        shift += width
    return value


def _get(value: int, parts) -> int:
    out, shift = 0, 0
    for lo, hi in parts:
        width = hi - lo + 1
        out |= ((value >> lo) & ((1 << width) - 1)) << shift
        shift += width
    return out


def pack(counts: dict[str, int], generation: str) -> int:
    """The field with every counter at its maximum except those in ``counts``."""
    value = 0
    for name, parts in fields(generation).items():
        value = _put(value, counts.get(name, maximum(name, generation)), parts)
    return value


def unpack(value: int, generation: str) -> dict[str, int]:
    return {name: _get(value, parts) for name, parts in fields(generation).items()}


def text(value: int, generation: str) -> str:
    """llvm-mc's spelling: the counters below their maximum, or all three when none is."""
    counts = unpack(value, generation)
    shown = [n for n in COUNTERS if counts[n] != maximum(n, generation)] or list(COUNTERS)
    return " ".join(f"{n}({counts[n]})" for n in shown)


def _message(key: str, **fmt) -> str:
    return _data()["messages"][key].format(**fmt)


def parse(p, generation: str) -> tuple[int, int, int]:
    """Parse the operand at ``p.pos``: (16-bit value, start column, end column)."""
    tokens = p.tokens
    tok = tokens[p.pos]
    if tok.kind is _K_IDENT and tokens[p.pos + 1].text == "(":
        return _parse_counters(p, generation)
    return raw16(p)


def raw16(p) -> tuple[int, int, int]:
    """An absolute expression whose low 16 bits are the field."""
    value, start, end = absolute(p)
    return value & 0xFFFF, start, end


def absolute(p, message: str = "expected absolute expression") -> tuple[int, int, int]:
    """``p.absolute`` that also takes a lone float, as its double-precision bit pattern
    (what llvm-mc's expression parser makes of a real number)."""
    tok = p.tokens[p.pos]
    if tok.kind is _K_FLOAT and _ends_value(p.tokens[p.pos + 1]):
        p.pos += 1
        return struct.unpack("<q", struct.pack("<d", tok.value))[0], tok.start, tok.end
    return p.absolute(message)


def _ends_value(tok) -> bool:
    """Does ``tok`` end an operand value (so a float before it stands alone)?"""
    return tok.kind is _K_EOL or (tok.kind is _K_PUNCT and tok.text in (",", ")"))


def _parse_counters(p, generation: str) -> tuple[int, int, int]:
    tokens = p.tokens
    start = tokens[p.pos].start
    counts: dict[str, int] = {}
    while True:
        name_tok = tokens[p.pos]
        if name_tok.kind is not _K_IDENT:
            raise AsmError("waitcnt", _message("counter_name"), name_tok.start, name_tok.end)
        p.pos += 1
        paren = tokens[p.pos]
        if paren.text != "(" or paren.kind is not _K_PUNCT:
            raise AsmError("waitcnt", _message("left_paren"), paren.start, paren.end)
        p.pos += 1
        value, vstart, vend = absolute(p, _message("not_absolute"))
        name = name_tok.text
        base = name[:-4] if name.endswith("_sat") else name
        if base not in COUNTERS:
            raise AsmError("waitcnt", _message("invalid_name", name=name), name_tok.start, name_tok.end)
        top = maximum(base, generation)
        if not 0 <= value <= top:
            if base == name:
                raise AsmError("waitcnt", _message("too_large", name=name), vstart, vend)
            value = top  # _sat: clamp (a negative value is a huge unsigned one)
        close = tokens[p.pos]
        if close.text != ")" or close.kind is not _K_PUNCT:
            raise AsmError("waitcnt", _message("right_paren"), close.start, close.end)
        p.pos += 1
        counts[base] = value
        nxt = tokens[p.pos]
        if nxt.kind is _K_EOL:
            return pack(counts, generation), start, close.end
        if nxt.kind is _K_PUNCT and nxt.text in ("&", ","):
            p.pos += 1
            if tokens[p.pos].kind is _K_EOL:
                eol = tokens[p.pos]
                raise AsmError("waitcnt", _message("counter_name"), eol.start, eol.end)
