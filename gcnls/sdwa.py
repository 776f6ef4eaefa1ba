"""SDWA (gfx8/gfx9): sub-dword selects of a VOP1/VOP2/VOPC instruction's second dword.

``dst_sel:SEL``, ``dst_unused:UNUSED``, ``src0_sel:SEL``, ``src1_sel:SEL`` (SEL one of
BYTE_0..BYTE_3, WORD_0, WORD_1, DWORD, or its number), ``sext(...)`` on integer sources,
and on gfx9 SGPR/constant sources (the ``s0``/``s1`` bits) and the VOPC ``sdst``. Names,
codes, defaults, printing order and llvm-mc 22's messages are data: ``isa/vop2.toml``
``[encoding.sdwa]``. ``parse`` works on a syntax.OperandParser-like cursor ``p``
positioned at the select's word (followed by ``:``).
"""

from __future__ import annotations

from functools import cache

from .diagnostics import AsmError
from .lexer import Kind
from .operands import NamedOp
from .waitcnt import absolute

_K_IDENT, _K_PUNCT = Kind.IDENT, Kind.PUNCT

DST_UNUSED = "dst_unused"
# A source field of the second dword is 8 bits: a VGPR's number, or (gfx9, with the
# field's s bit set) the low 8 bits of a 9-bit SGPR / constant source code.
VGPR_BASE = 0x100


@cache
def _data() -> dict:
    from . import isa

    return isa._load("vop2")["encoding"]["sdwa"]


@cache
def selects() -> tuple[str, ...]:
    """The select words in llvm-mc's printing order."""
    return tuple(_data()["order"])


@cache
def values(name: str) -> dict[str, int]:
    """Value name -> code of a select (dst_unused has its own names)."""
    return dict(_data()[DST_UNUSED if name == DST_UNUSED else "sel"])


@cache
def _names(name: str) -> dict[int, str]:
    return {code: text for text, code in values(name).items()}


def default(name: str) -> int:
    return values(name)[_data()["defaults"][name]]


def _value_error(name: str, start: int, end: int) -> AsmError:
    return AsmError("sdwa", _data()["errors"]["value"].format(name=name), start, end)


def parse(p) -> NamedOp:
    """The select at ``p.pos`` (a word of ``selects()`` followed by ``:``): a NamedOp with
    its code; raises AsmError with llvm-mc's message and column."""
    tokens = p.tokens
    head = tokens[p.pos]
    name = head.text
    colon = tokens[p.pos + 1] if p.pos + 1 < len(tokens) else None
    if colon is None or colon.text != ":":
        # (the bare word, dst_sel at the end of a line: llvm-mc matches no operand to it)
        raise AsmError("invalid-operand", "invalid operand for instruction", head.start, head.end)
    p.pos += 2  # word and ':'
    tok = tokens[p.pos]
    table = values(name)
    if tok.kind is _K_IDENT:
        # A word is a value name or nothing: llvm-mc does not read it as a symbol.
        if tok.text not in table:
            raise _value_error(name, tok.start, tok.end)
        p.pos += 1
        return NamedOp(name, table[tok.text], head.start, tok.end, tok.start, tok.end)
    value, vstart, vend = absolute(p)
    if value not in _names(name):
        raise _value_error(name, vstart, vend)
    return NamedOp(name, value, head.start, vend, vstart, vend)


def text(name: str, code: int) -> str:
    """``dst_sel:BYTE_0`` as llvm-mc prints a select."""
    return f"{name}:{_names(name)[code]}"


def texts(present: tuple[str, ...], written: dict[str, int]) -> list[str]:
    """The selects an instruction prints (``present``: the ones it takes), always all of
    them, in llvm-mc's order, defaults where the line left one out."""
    return [text(n, written.get(n, default(n))) for n in selects() if n in present]


def decode_text(name: str, code: int) -> str | None:
    """A select's text from its field, None for a code llvm-mc cannot print (a select of
    7 makes llvm-mc 22 crash: gcnls calls the word invalid)."""
    if code in _names(name):
        return text(name, code)
    if name == DST_UNUSED:
        return f"{name}:{_data()['dst_unused_other']}"
    return None


def source_fields(code9: int) -> tuple[int, int]:
    """(8-bit source field, s bit) of a 9-bit VALU source code (VGPRs are 0x100 + N)."""
    return code9 & 0xFF, 0 if code9 >= VGPR_BASE else 1


def source_code(field: int, s: int) -> int:
    """The 9-bit source code of an SDWA source field and its s bit."""
    return field if s else VGPR_BASE + field


# --- the editor -----------------------------------------------------------------------

_MEANING = {
    "dst_sel": "the part of VDST the result is written to (the rest per dst_unused)",
    "dst_unused": "what the bits of VDST outside dst_sel become: zeros (PAD), the result's sign (SEXT) or their old value (PRESERVE)",
    "src0_sel": "the part of SRC0 the operation reads, moved to the low bits (zero- or, with sext(), sign-extended)",
    "src1_sel": "the part of SRC1 the operation reads, moved to the low bits (zero- or, with sext(), sign-extended)",
}
_VALUE_MEANING = {
    "BYTE_0": "bits 7:0", "BYTE_1": "bits 15:8", "BYTE_2": "bits 23:16", "BYTE_3": "bits 31:24",
    "WORD_0": "bits 15:0", "WORD_1": "bits 31:16", "DWORD": "all 32 bits",
    "UNUSED_PAD": "fill with zeros", "UNUSED_SEXT": "fill with the result's sign bit",
    "UNUSED_PRESERVE": "keep VDST's other bits",
}


def describe(word: str) -> str:
    """One line on a select word or value, for hovers and completion."""
    return _MEANING.get(word) or _VALUE_MEANING.get(word, "")


def completions(present: tuple[str, ...], seen: frozenset[str] = frozenset()):
    """Completion items for the selects an instruction takes (``present``) that may still
    follow the ones written (``seen``): llvm-mc takes them only in printing order."""
    from .kinds.base import Completion

    order = [n for n in selects() if n in present]
    last = max((order.index(n) for n in seen if n in order), default=-1)
    items = []
    for name in order[last + 1:]:
        choices = ",".join(values(name))
        items.append(Completion(f"{name}:", "snippet", describe(name), f"{name}:${{1|{choices}|}}"))
    return items


def value_completions(name: str):
    """The values after ``name:``."""
    from .kinds.base import Completion

    return [Completion(v, "value", describe(v)) for v in values(name)]
