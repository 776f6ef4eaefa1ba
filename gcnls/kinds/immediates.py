"""Immediates held in an instruction field: 16-bit (``simm16``, ``imm16``), a 32-bit
literal dword (``imm32``) and the 7-bit value s_atc_probe keeps in a register field."""

from __future__ import annotations

from ..encoding import float_literal_bits, imm32_text, inline_hex_text
from ..syntax import ImmOp
from .base import INT, Kind, double_bits, invalid, register


def _integer(op) -> int:
    if not isinstance(op, ImmOp) or op.value is None or op.is_float:
        raise invalid(op)
    return op.value


class Imm16(Kind):
    """A 16-bit field printed as unsigned hex; ``low`` is the least value llvm-mc takes."""

    def __init__(self, name: str, low: int, summary: str, examples, bad):
        self.name, self.low, self.summary = name, low, summary
        self._examples, self._bad = examples, bad

    def encode(self, spec, op, ctx) -> str:
        if isinstance(op, ImmOp) and op.is_float and op.float_value is not None:
            value = double_bits(op.float_value)  # (range-checked: 0.0 and 1e-319 fit)
        else:
            value = _integer(op)
        if not self.low <= value <= 0xFFFF:
            raise invalid(op)
        ctx.values[spec.field] = value & 0xFFFF
        return f"0x{value & 0xFFFF:x}"

    def decode(self, spec, ctx) -> str:
        return f"0x{ctx.get(spec.field):x}"

    def fast(self, spec, inst, gen, rf):
        field, low = spec.field, self.low

        def step(groups, values, printed):
            v = int(groups[0], 0)
            if not low <= v <= 0xFFFF:
                return False
            values[field] = v & 0xFFFF
            printed.append(f"0x{v & 0xFFFF:x}")
            return True
        return INT, step

    def examples(self, spec):
        return self._examples

    def bad_examples(self, spec):
        return self._bad


SIMM16 = register(Imm16("simm16", -0x8000, "signed 16-bit immediate (-0x8000..0xffff)",
                        ["0", "-4", "0x7fff", "-0x8000", "0xffff", "1+2*3"], ["0x10000", "-0x8001", "s1", "1.5"]))
IMM16 = register(Imm16("imm16", 0, "unsigned 16-bit immediate (0..0xffff)",
                       ["0", "0xffff", "-1", "42"], ["0x10000", "v1"]))


class Imm32(Kind):
    name = "imm32"
    summary = "32-bit literal dword after the instruction"

    def encode(self, spec, op, ctx) -> str:
        if not isinstance(op, ImmOp) or (op.value is None and not op.is_float):
            raise invalid(op)
        # llvm-mc keeps the low 32 bits of any 64-bit value (and of a float's double).
        value = float_literal_bits(op.float_value) if op.is_float else op.value & 0xFFFFFFFF
        ctx.values[spec.field] = value
        return imm32_text(value, ctx.gen)

    def decode(self, spec, ctx) -> str:
        return inline_hex_text(ctx.literal(), ctx.gen)

    def examples(self, spec):
        return ["0x12345678", "-1", "0", "1.0", "-4.0", "0.15915494", "0x3f800000", "0x3e22f983", "0xc0800000"]

    def bad_examples(self, spec):
        return ["0x100000000", "s1"]


class Imm7(Kind):
    name = "imm7"
    summary = "7-bit immediate in a register field"

    def encode(self, spec, op, ctx) -> str:
        if isinstance(op, ImmOp) and op.is_float:
            value = double_bits(op.float_value)  # (1.0 keeps 0)
        else:
            value = _integer(op)
        ctx.values[spec.field] = value & 0x7F  # llvm-mc keeps the low 7 bits
        return imm32_text(value, ctx.gen)

    def decode(self, spec, ctx) -> str:
        return inline_hex_text(ctx.get(spec.field), ctx.gen)

    def examples(self, spec):
        return ["0", "0x7f"]

    def bad_examples(self, spec):
        return ["s1"]


IMM32 = register(Imm32())
IMM7 = register(Imm7())
