"""Bit packing by layout, and the scalar-memory offset rules that differ by generation.

The ranges and messages are data: a valued modifier's ``range`` / ``error`` and each
encoding's ``[encoding.offset.GEN]`` rules (isa/README.md). For code that still reads
them here, ``MODIFIER_RANGES`` ((encoding, modifier, generation) -> (lo, hi, message)),
``SMEM_OFFSET`` (generation -> (lo, hi, message)), ``SMRD_IMM8`` and ``SMRD_LITERAL``
are derived from the data on first use.
"""

from __future__ import annotations

from functools import cache

from .diagnostics import AsmError
from .isa import Isa, Layout, OffsetRule, load


def offset_rule(inst, generation: str) -> OffsetRule:
    """The immediates ``inst``'s scalar-memory offset operand takes on ``generation``."""
    rule = inst.encoding.offset[generation]
    if rule.buffer is not None and "_buffer" in inst.name:
        rule = rule.buffer
    return rule


@cache
def _derived(data: Isa) -> dict:
    ranges = {}
    for enc in data.encodings.values():
        for m in enc.modifiers.values():
            if m.range is not None:
                for g in m.generations:
                    ranges[enc.key, m.name, g] = (*m.range, m.error)
    smrd = data.encodings["smrd"].offset
    return {
        "MODIFIER_RANGES": ranges,
        "SMEM_OFFSET": {g: (*r.range, r.error) for g, r in data.encodings["smem"].offset.items()},
        "SMRD_IMM8": max(r.range[1] for r in smrd.values()),
        "SMRD_LITERAL": next(r.literal_code for r in smrd.values() if r.literal_code is not None),
    }


def __getattr__(name: str):
    if name in ("MODIFIER_RANGES", "SMEM_OFFSET", "SMRD_IMM8", "SMRD_LITERAL"):
        return _derived(load())[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
