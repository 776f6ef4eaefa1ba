"""VOP3P's per-source bit arrays (gfx9 packed math): ``op_sel:[..]``, ``op_sel_hi:[..]``,
``neg_lo:[..]``, ``neg_hi:[..]``.

Bit i of an array is source i's. Where each bit is encoded, the defaults, how many
elements llvm-mc reads and its messages are data: ``isa/vop3p.toml`` ``[encoding.arrays]``.
``parse`` works on a syntax.OperandParser-like cursor ``p`` at the array's word (followed
by ``:``).
"""

from __future__ import annotations

from functools import cache

from .diagnostics import AsmError
from .lexer import Kind
from .operands import NamedOp
from .waitcnt import absolute

_K_PUNCT = Kind.PUNCT
SLOTS = 3  # source slots of the encoding (SRC0-SRC2)


@cache
def _data() -> dict:
    from . import isa

    return isa._load("vop3p")["encoding"]["arrays"]


@cache
def names() -> tuple[str, ...]:
    """The array words, in llvm-mc's printing order."""
    return tuple(_data()["default"])


def _error(key: str, start: int, end: int, **fmt) -> AsmError:
    return AsmError("op-sel", _data()["errors"][key].format(**fmt), start, end)


def parse(p) -> NamedOp:
    """The array at ``p.pos``: a NamedOp whose value has bit i = element i (elements not
    written are 0); raises AsmError with llvm-mc's message and column."""
    tokens = p.tokens
    head = tokens[p.pos]
    name = head.text
    colon = tokens[p.pos + 1] if p.pos + 1 < len(tokens) else None
    if colon is None or colon.text != ":":
        # (the bare word, op_sel at the end of a line: llvm-mc matches no operand to it)
        raise AsmError("invalid-operand", "invalid operand for instruction", head.start, head.end)
    p.pos += 2  # word and ':'
    bracket = tokens[p.pos]
    if not (bracket.kind is _K_PUNCT and bracket.text == "["):
        raise _error("open", bracket.start, bracket.end)
    p.pos += 1
    bits = 0
    most = _data()["max"]
    for i in range(most):
        value, vstart, vend = absolute(p)
        if value not in (0, 1):
            raise _error("value", vstart, vend, name=name)
        bits |= value << i
        sep = tokens[p.pos]
        p.pos += 1
        if sep.kind is _K_PUNCT and sep.text == "]":
            return NamedOp(name, bits, head.start, sep.end, bracket.start, sep.end)
        if i == most - 1 or not (sep.kind is _K_PUNCT and sep.text == ","):
            p.pos -= 1
            raise _error("close" if i == most - 1 else "comma", sep.start, sep.end)
    raise AssertionError("unreachable")


def default(name: str, mix: bool) -> int:
    return _data()["mix_default" if mix else "default"][name]


def bits(name: str, value: int | None, sources: int, mix: bool) -> int:
    """The array's bits for every source slot the encoding has (3): the elements written
    for the instruction's ``sources`` (missing ones 0), the default elsewhere."""
    fill = default(name, mix)
    out = 0
    for i in range(SLOTS):
        bit = (value >> i) & 1 if value is not None and i < sources else fill
        out |= bit << i
    return out


def fields(name: str, array: int, layout) -> dict[str, int]:
    """Field values holding the array's bits: bit i in bit i of the field, bits past its
    width in the ``high`` field (op_sel_hi of source 2)."""
    width = layout.width(name)
    out = {name: array & ((1 << width) - 1)}
    high = _data()["high"].get(name)
    if high is not None:
        out[high] = array >> width
    return out


def from_fields(name: str, values: dict[str, int], layout) -> int:
    """The array's bits from decoded field values (inverse of ``fields``)."""
    array = values.get(name, 0)
    high = _data()["high"].get(name)
    if high is not None:
        array |= values.get(high, 0) << layout.width(name)
    return array


def text(name: str, array: int, sources: int, mix: bool) -> str:
    """``op_sel:[1,0]`` as llvm-mc prints it: the instruction's sources only, and nothing
    when they all hold the default."""
    elems = [(array >> i) & 1 for i in range(sources)]
    if all(e == default(name, mix) for e in elems):
        return ""
    return f"{name}:[" + ",".join(map(str, elems)) + "]"


_MEANING = {
    "op_sel": "per source: which half (0 low, 1 high) feeds the low half of the operation",
    "op_sel_hi": "per source: which half (0 low, 1 high) feeds the high half of the operation; default all 1 (mix instructions: 0 = f32 source, 1 = f16 from the half op_sel picks)",
    "neg_lo": "per source: negate the value used for the low half",
    "neg_hi": "per source: negate the value used for the high half",
}


def describe(name: str) -> str:
    return _MEANING.get(name, "")


def completions(taken: tuple[str, ...], sources: int, seen: frozenset[str] = frozenset()):
    """Completion items for the arrays an instruction takes (``taken``) that may still
    follow the ones written (``seen``), in llvm-mc's order."""
    from .kinds.base import Completion

    order = [n for n in names() if n in taken]
    last = max((order.index(n) for n in seen if n in order), default=-1)
    items = []
    for name in order[last + 1:]:
        elems = ",".join(f"${{{i + 1}:0}}" for i in range(sources))
        items.append(Completion(f"{name}:", "snippet", describe(name), f"{name}:[{elems}]"))
    return items
