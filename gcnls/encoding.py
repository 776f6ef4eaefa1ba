"""Bit packing by layout, llvm-mc's encoding text, and the scalar-memory offset rules that
differ by generation.

The ranges and messages are data: a valued modifier's ``range`` / ``error`` and each
encoding's ``[encoding.offset.GEN]`` rules (isa/README.md).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from .isa import Layout, ModifierSpec

# llvm-mc's listing: the encoding comment starts at this column.
COMMENT_COLUMN = 40


@dataclass(slots=True)
class Fixup:
    offset: int  # byte offset in the encoding
    size: int  # bytes covered
    symbol: str  # the expression as llvm-mc prints it
    kind: str


def format_instruction(text: str, data: bytes, fixups, show_encoding: bool) -> list[str]:
    """llvm-mc's output lines for one instruction (with -show-encoding: the bytes and fixups)."""
    if not show_encoding:
        return [f"\t{text}"]
    pad = " " * max(1, COMMENT_COLUMN - len(text))
    out = [f"\t{text}{pad}; encoding: {encoding_text(data, fixups)}"]
    for fx in fixups:
        out.append(" " * COMMENT_COLUMN + f";   fixup A - offset: {fx.offset}, value: {fx.symbol}, kind: {fx.kind}")
    return out


def instruction_text(name: str, operands: list[str], modifiers: list[str], head: int = 0) -> str:
    """llvm-mc's canonical line: ``name op, op, ... mod mod``; the first ``head`` operands
    follow the name without a comma (``exp mrt0 v0, v1, ...``)."""
    if head:
        name = " ".join([name, *operands[:head]])
        operands = operands[head:]
    text = name
    operands = [o for o in operands if o]  # an optional operand left out prints nothing
    if operands:
        text += " " + ", ".join(operands)
    modifiers = [m for m in modifiers if m]  # a modifier at its default prints nothing
    if modifiers:
        text += " " + " ".join(modifiers)
    return text


_HEX_BYTE = tuple(f"0x{b:02x}" for b in range(256))


def encoding_text(data: bytes, fixups=()) -> str:
    """The bytes as llvm-mc's ``; encoding:`` comment shows them: ``[0x41,0x01,...]``
    with ``A`` for every byte a fixup fills in."""
    if not fixups and data:
        return "[0x" + data.hex(",").replace(",", ",0x") + "]"  # (the common case, in C)
    cells = [_HEX_BYTE[b] for b in data]
    for fx in fixups:
        for k in range(fx.offset, min(fx.offset + fx.size, len(cells))):
            cells[k] = "A"
    return "[" + ",".join(cells) + "]"


def pack(layout: Layout, values: dict[str, int]) -> int:
    word = 0
    packing = layout.packing
    for name, value in values.items():
        one = packing.get(name)
        if one is not None:
            word |= (value & one[1]) << one[0]
            continue
        for lo, hi in layout.parts[name]:  # a split field, low part first
            width = hi - lo + 1
            word |= (value & ((1 << width) - 1)) << lo
            value >>= width
    return word


def unpack(layout: Layout, word: int, name: str) -> int:
    if name in layout.parts:
        value = shift = 0
        for lo, hi in layout.parts[name]:
            width = hi - lo + 1
            value |= ((word >> lo) & ((1 << width) - 1)) << shift
            shift += width
        return value
    lo, hi = layout.fields[name]
    return (word >> lo) & ((1 << (hi - lo + 1)) - 1)


# 32-bit patterns of the inline float constants, which llvm-mc prints as floats.
INLINE_FLOATS = {
    0x3F000000: "0.5", 0xBF000000: "-0.5", 0x3F800000: "1.0", 0xBF800000: "-1.0",
    0x40000000: "2.0", 0xC0000000: "-2.0", 0x40800000: "4.0", 0xC0800000: "-4.0",
}
INV_2PI = 0x3E22F983  # 1/(2*pi): an inline constant from GCN 1.2 on


def imm32_text(value: int, generation: str) -> str:
    """A 32-bit immediate as llvm-mc prints it: -16..64 in decimal, inline floats as
    floats, anything else in hex."""
    value &= 0xFFFFFFFF
    signed = value - (1 << 32) if value >> 31 else value
    if -16 <= signed <= 64:
        return str(signed)
    if value in INLINE_FLOATS:
        return INLINE_FLOATS[value]
    if value == INV_2PI and generation in ("gfx8", "gfx9"):
        return "0.15915494"
    return f"0x{value:x}"


def inline_hex_text(value: int, generation: str) -> str:
    """The disassembler's 32-bit immediate text, except that on GCN 1.0/1.1 inline float
    patterns print in hex: llvm-mc 22's assembler there would read "1.0" back as 0."""
    value &= 0xFFFFFFFF
    if generation in ("gfx6", "gfx7") and (value in INLINE_FLOATS or value == INV_2PI):
        return f"0x{value:x}"
    return imm32_text(value, generation)


def float_literal_bits(value: float) -> int:
    """llvm-mc 22 keeps the low 32 bits of a float's double-precision pattern for a
    32-bit integer operand (1.0 becomes 0)."""
    return struct.unpack("<Q", struct.pack("<d", value))[0] & 0xFFFFFFFF


def signed_hex(value: int) -> str:
    return f"-0x{-value:x}" if value < 0 else f"0x{value:x}"


def modifier_text(spec: ModifierSpec, value: int) -> str:
    """``name:value`` as llvm-mc prints a valued modifier ("" where it leaves it out)."""
    if value == 0 and not spec.print_zero:
        return ""
    return f"{spec.name}:{signed_hex(value) if spec.print == 'hex' else value}"
