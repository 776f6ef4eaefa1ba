"""Bit packing by layout, llvm-mc's encoding text, and the scalar-memory offset rules that
differ by generation.

The ranges and messages are data: a valued modifier's ``range`` / ``error`` and each
encoding's ``[encoding.offset.GEN]`` rules (isa/README.md).
"""

from __future__ import annotations

from .diagnostics import AsmError
from .isa import Layout, OffsetRule, load


def offset_rule(inst, generation: str) -> OffsetRule:
    """The immediates ``inst``'s scalar-memory offset operand takes on ``generation``."""
    rule = inst.encoding.offset[generation]
    if rule.buffer is not None and "_buffer" in inst.name:
        rule = rule.buffer
    return rule


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


def scalar_offset(inst, spec, op, values, extra, gen, rf, named) -> str:
    from .assembler import _invalid, _scalar_class_ok
    from .syntax import ImmOp, RegOp

    field = spec.field
    if isinstance(op, RegOp):
        if op.reg.kind == "v" or op.reg.width != 1 or not _scalar_class_ok(inst, spec, op.reg, rf):
            raise _invalid(op)
        code = rf.scalar_code(op.reg)
        if spec.kind == "smem_offset" and "offset" in named:
            # GCN 1.4: SGPR offset in SOFFSET plus the immediate in OFFSET.
            values["soffset"] = code
            values["soe"] = 1
            values["imm"] = 1
        else:
            # SMEM keeps the low 7 bits of the operand code (src_vccz 251 -> 123); SMRD all 8.
            values[field] = code & 0x7F if spec.kind == "smem_offset" else code
            values["imm"] = 0
        return op.reg.text()
    if not isinstance(op, ImmOp) or op.value is None or op.is_float:
        raise _invalid(op)
    if spec.kind == "smem_offset" and "offset" in named:
        raise _invalid(named["offset"])
    value = op.value
    rule = offset_rule(inst, gen)
    lo, hi = rule.range
    if lo <= value <= hi:
        values[field] = value
        values["imm"] = 1
    elif rule.literal is not None and rule.literal[0] <= value <= rule.literal[1]:
        values[field] = rule.literal_code
        values["imm"] = 0
        extra.append(value)
    else:
        at = _mnemonic_span(inst) if rule.error_at == "mnemonic" else (op.start, op.end)
        raise AsmError("offset-out-of-range", rule.error, *at)
    # llvm-mc prints SMRD offsets as unsigned hex, SMEM ones as signed hex.
    return f"0x{value:x}" if spec.kind == "smrd_offset" else signed_hex(value)


def _mnemonic_span(inst) -> tuple[int, int]:
    # llvm-mc reports this one at the mnemonic; the assembler fills in its columns.
    return (AT_MNEMONIC, AT_MNEMONIC)


AT_MNEMONIC = -1
