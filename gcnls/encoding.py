"""Bit packing by layout, llvm-mc's encoding text, and the scalar-memory offset rules that
differ by generation.

The ranges and messages are data: a valued modifier's ``range`` / ``error`` and each
encoding's ``[encoding.offset.GEN]`` rules (isa/README.md).
"""

from __future__ import annotations

from .isa import Layout, OffsetRule


def offset_rule(inst, generation: str) -> OffsetRule:
    """The immediates ``inst``'s scalar-memory offset operand takes on ``generation``."""
    rule = inst.encoding.offset[generation]
    if rule.buffer is not None and "_buffer" in inst.name:
        rule = rule.buffer
    return rule


def instruction_text(name: str, operands: list[str], modifiers: list[str]) -> str:
    """llvm-mc's canonical line: ``name op, op, ... mod mod``."""
    text = name
    if operands:
        text += " " + ", ".join(operands)
    if modifiers:
        text += " " + " ".join(modifiers)
    return text


def encoding_text(data: bytes, fixups=()) -> str:
    """The bytes as llvm-mc's ``; encoding:`` comment shows them: ``[0x41,0x01,...]``
    with ``A`` for every byte a fixup fills in."""
    cells = [f"0x{b:02x}" for b in data]
    for fx in fixups:
        for k in range(fx.offset, min(fx.offset + fx.size, len(cells))):
            cells[k] = "A"
    return "[" + ",".join(cells) + "]"


def pack(layout: Layout, values: dict[str, int]) -> int:
    word = 0
    for name, value in values.items():
        lo, hi = layout.fields[name]
        word |= (value & ((1 << (hi - lo + 1)) - 1)) << lo
    return word


def unpack(layout: Layout, word: int, name: str) -> int:
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


def float_literal_bits(value: float) -> int:
    """llvm-mc 22 keeps the low 32 bits of a float's double-precision pattern for a
    32-bit integer operand (1.0 becomes 0)."""
    import struct

    return struct.unpack("<Q", struct.pack("<d", value))[0] & 0xFFFFFFFF


def signed_hex(value: int) -> str:
    return f"-0x{-value:x}" if value < 0 else f"0x{value:x}"


def format_modifier(encoding: str, name: str, value: int) -> str:
    # llvm-mc prints DS offsets in decimal and scalar-memory offsets in hex.
    return str(value) if encoding == "ds" else signed_hex(value)
