"""Bit packing by layout, and the scalar-memory offset rules that differ by generation."""

from __future__ import annotations

from .diagnostics import AsmError
from .isa import Layout

# Range rules llvm-mc enforces for valued modifiers: (lo, hi, message).
MODIFIER_RANGES = {
    ("ds", "offset"): (0, 0xFFFF, "expected a 16-bit unsigned offset"),
    ("ds", "offset0"): (0, 0xFF, "invalid offset0 value."),
    ("ds", "offset1"): (0, 0xFF, "invalid offset1 value."),
    ("smem", "offset", "gfx9"): (-0x100000, 0xFFFFF, "expected a 21-bit signed offset"),
}
# SMEM immediate offsets: (lo, hi, message) per generation.
SMEM_OFFSET = {
    "gfx8": (0, 0xFFFFF, "expected a 20-bit unsigned offset"),
    "gfx9": (-0x100000, 0xFFFFF, "expected a 21-bit signed offset"),
}
SMRD_IMM8 = 0xFF  # the largest dword offset the 8-bit field holds
SMRD_LITERAL = 0xFF  # offset field value that announces a literal dword (GCN 1.1)


def pack(layout: Layout, values: dict[str, int]) -> int:
    word = 0
    for name, value in values.items():
        lo, hi = layout.fields[name]
        word |= (value & ((1 << (hi - lo + 1)) - 1)) << lo
    return word


def unpack(layout: Layout, word: int, name: str) -> int:
    lo, hi = layout.fields[name]
    return (word >> lo) & ((1 << (hi - lo + 1)) - 1)


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
            values[field] = code
            values["imm"] = 0
        return op.reg.text()
    if not isinstance(op, ImmOp) or op.value is None or op.is_float:
        raise _invalid(op)
    if spec.kind == "smem_offset" and "offset" in named:
        raise _invalid(named["offset"])
    value = op.value
    if spec.kind == "smrd_offset":
        if 0 <= value <= SMRD_IMM8:
            values[field] = value
            values["imm"] = 1
        elif gen == "gfx7" and 0 <= value <= 0xFFFFFFFF:
            values[field] = SMRD_LITERAL
            values["imm"] = 0
            extra.append(value)
        else:
            raise AsmError("offset-out-of-range", "operands are not valid for this GPU or mode",
                           *_mnemonic_span(inst))
        return f"0x{value:x}"
    lo, hi, message = SMEM_OFFSET[gen]
    if "_buffer" in inst.name:
        lo, hi, message = SMEM_OFFSET["gfx8"]  # buffer forms keep the unsigned 20-bit offset
    if not lo <= value <= hi:
        raise AsmError("offset-out-of-range", message, op.start, op.end)
    values[field] = value
    values["imm"] = 1
    return signed_hex(value)


def _mnemonic_span(inst) -> tuple[int, int]:
    # llvm-mc reports this one at the mnemonic; the assembler fills in its columns.
    return (AT_MNEMONIC, AT_MNEMONIC)


AT_MNEMONIC = -1
