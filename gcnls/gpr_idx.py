"""The VGPR-indexing mode of s_set_gpr_idx_on / s_set_gpr_idx_mode: ``gpr_idx(SRC0,DST)`` or 0..15.

Mode names and llvm-mc 22's messages are in ``isa/gpr_idx.toml``. ``parse`` works on a
syntax.OperandParser-like cursor ``p`` (``tok``, ``tokens``, ``pos``, ``absolute``).
"""

from __future__ import annotations

from functools import cache

from .diagnostics import AsmError
from .lexer import Kind
from .waitcnt import absolute

_K_IDENT, _K_PUNCT = Kind.IDENT, Kind.PUNCT


@cache
def _data() -> dict:
    from . import isa

    return isa._load("gpr_idx")


def modes() -> dict[str, int]:
    return _data()["modes"]


def _error(key: str, tok) -> AsmError:
    return AsmError("gpr-idx", _data()["errors"][key], tok.start, tok.end)


def text(value: int) -> str:
    return "gpr_idx(" + ",".join(n for n, bit in modes().items() if value & bit) + ")"


def parse(p) -> tuple[int, int, int]:
    """Parse the operand at ``p.pos``: (4-bit value, start column, end column)."""
    tokens = p.tokens
    tok = tokens[p.pos]
    if tok.kind is _K_IDENT and tok.text == "gpr_idx" and tokens[p.pos + 1].text == "(":
        return _parse_macro(p)
    value, start, end = absolute(p)
    if not 0 <= value <= 15:
        raise AsmError("gpr-idx", _data()["errors"]["range"], start, end)
    return value, start, end


def _parse_macro(p) -> tuple[int, int, int]:
    tokens = p.tokens
    start = tokens[p.pos].start
    p.pos += 2  # 'gpr_idx' '('
    value = 0
    close = tokens[p.pos]
    if close.kind is _K_PUNCT and close.text == ")":
        p.pos += 1
        return 0, start, close.end
    while True:
        tok = tokens[p.pos]
        bit = modes().get(tok.text) if tok.kind is _K_IDENT else None
        if bit is None:
            raise _error("first_mode" if value == 0 else "next_mode", tok)
        if value & bit:
            raise _error("duplicate", tok)
        value |= bit
        p.pos += 1
        sep = tokens[p.pos]
        if sep.kind is _K_PUNCT and sep.text == ")":
            p.pos += 1
            return value, start, sep.end
        if not (sep.kind is _K_PUNCT and sep.text == ","):
            raise _error("separator", sep)
        p.pos += 1
