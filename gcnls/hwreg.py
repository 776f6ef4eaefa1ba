"""``hwreg(name|id[, offset, size])``: the 16-bit SIMM16 of s_getreg/s_setreg.

Bits 0-5 hold the register id, 6-10 the bit offset, 11-15 the field width minus one.
"""

from __future__ import annotations

from . import isa
from .diagnostics import AsmError
from .lexer import Kind
from .operands import HwregOp

# Kind.X is a slow look-up (an enum descriptor); these are plain globals.
_K_IDENT, _K_PUNCT = Kind.IDENT, Kind.PUNCT

FULL_WIDTH = 32


def pack(hw_id: int, offset: int, size: int) -> int:
    return hw_id | (offset << 6) | ((size - 1) << 11)


def unpack(value: int) -> tuple[int, int, int]:
    return value & 0x3F, (value >> 6) & 0x1F, ((value >> 11) & 0x1F) + 1


def text(value: int, names: dict[int, str]) -> str:
    """llvm-mc's canonical spelling: the offset and size only when not the full register."""
    hw_id, offset, size = unpack(value)
    name = names.get(hw_id, str(hw_id))
    if offset == 0 and size == FULL_WIDTH:
        return f"hwreg({name})"
    return f"hwreg({name}, {offset}, {size})"


def parse_hwreg(p):
    """Parse at ``p.pos`` (the word ``hwreg``); ``p`` is a syntax.OperandParser."""
    head = p.tok
    p.pos += 2  # 'hwreg' '('
    tok = p.tok
    id_start, id_end = tok.start, tok.end
    if tok.kind is _K_IDENT and tok.text in p.rf.hwregs:
        hw_id = p.rf.hwregs[tok.text]
        p.pos += 1
    elif tok.kind is _K_IDENT and tok.text.startswith("HW_REG_") and tok.text in _all_names():
        raise AsmError("hwreg-unavailable", "invalid hardware register: not supported on this GPU", tok.start, tok.end)
    else:
        msg = "expected a register name or an absolute expression"
        hw_id, id_start, id_end = p.absolute(msg, no_expression=msg)
        if not 0 <= hw_id < 64:
            raise AsmError("hwreg-out-of-range", "invalid hardware register: only 6-bit values are legal", id_start, id_end)
    offset, size = 0, FULL_WIDTH
    if p.tok.text not in (",", ")"):
        raise AsmError("syntax", "expected a comma or a closing parenthesis", p.tok.start, p.tok.end)
    if p.tok.text == ",":
        p.pos += 1
        offset, o_start, o_end = p.absolute()
        p.expect(",", "expected a comma")
        size, s_start, s_end = p.absolute()
        if not 0 <= offset < 32:
            raise AsmError("hwreg-offset", "invalid bit offset: only 5-bit values are legal", o_start, o_end)
        if not 1 <= size <= 32:
            raise AsmError("hwreg-width", "invalid bitfield width: only values from 1 to 32 are legal", s_start, s_end)
    close = p.expect(")", "expected a closing parenthesis")
    return HwregOp(hw_id, offset, size, head.start, close.end, id_start, id_end, True)


_FIELDS = ("id", "offset", "size")


def parse_structured(p):
    """Parse ``{id: N, offset: N, size: N}`` at ``p.pos`` (the '{'): any subset of the
    fields in any order, separated by commas; absent ones default to id 0, offset 0,
    size 32. Checked after the closing brace, id first, each at its value."""
    head = p.tok
    p.pos += 1  # '{'
    values: dict[str, tuple[int, int, int]] = {}
    first = True
    while not (p.tok.kind is _K_PUNCT and p.tok.text == "}"):
        if not first:
            p.expect(",", "comma or closing brace expected")
        first = False
        name = p.tok
        if name.kind is not _K_IDENT:
            raise AsmError("syntax", "field name expected", name.start, name.end)
        p.pos += 1
        p.expect(":", "colon expected")
        if name.text not in _FIELDS:
            raise AsmError("syntax", "unknown field", name.start, name.end)
        if name.text in values:
            raise AsmError("syntax", "duplicate field", name.start, name.end)
        values[name.text] = p.absolute()
    close = p.tok
    p.pos += 1
    hw_id, id_start, id_end = values.get("id", (0, head.start, head.end))
    offset, o_start, o_end = values.get("offset", (0, 0, 0))
    size, s_start, s_end = values.get("size", (FULL_WIDTH, 0, 0))
    if not 0 <= hw_id < 64:
        raise AsmError("hwreg-out-of-range", "invalid hardware register: only 6-bit values are legal", id_start, id_end)
    if not 0 <= offset < 32:
        raise AsmError("hwreg-offset", "invalid bit offset: only 5-bit values are legal", o_start, o_end)
    if not 1 <= size <= 32:
        raise AsmError("hwreg-width", "invalid bitfield width: only values from 1 to 32 are legal", s_start, s_end)
    return HwregOp(hw_id, offset, size, head.start, close.end, id_start, id_end, True)


def _all_names() -> frozenset[str]:
    """Every HW_REG_ name llvm-mc knows, on any generation (registers.toml's hwreg tables
    and [hwreg_elsewhere]): such a name gets 'not supported on this GPU', not a syntax error."""
    registers = isa.load().registers
    names = set(registers.get("hwreg_elsewhere", {}).get("names", ()))
    for gen in registers["generation"].values():
        names.update(gen.get("hwreg", {}))
    return frozenset(names)
