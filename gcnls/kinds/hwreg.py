"""``hwreg(name|id[, offset, size])`` or a raw 16-bit value: s_getreg/s_setreg's SIMM16."""

from __future__ import annotations

from .. import hwreg
from ..diagnostics import AsmError
from ..lexer import Kind as LexKind
from ..syntax import HwregOp, ImmOp
from .base import Completion, Kind, invalid, register


class Hwreg(Kind):
    name = "hwreg"
    summary = "hardware register field: hwreg(name or id[, offset, size]) or a 16-bit value"

    def slot_parser(self, spec):
        return _parse

    def encode(self, spec, op, ctx) -> str:
        if isinstance(op, HwregOp):
            value = hwreg.pack(op.id, op.offset, op.size)
        elif isinstance(op, ImmOp) and op.value is not None:
            if not 0 <= op.value <= 0xFFFF:
                raise AsmError("invalid-immediate", "invalid immediate: only 16-bit values are legal", op.start, op.end)
            value = op.value
        else:
            raise invalid(op)
        ctx.values[spec.field] = value
        return hwreg.text(value, ctx.rf.hwreg_names)

    def decode(self, spec, ctx) -> str:
        return hwreg.text(ctx.get(spec.field), ctx.rf.hwreg_names)

    def complete(self, spec, inst, rf) -> list[Completion]:
        items = [Completion("hwreg(", "snippet", "hwreg(name[, offset, size])", insert="hwreg(")]
        items += [Completion(f"hwreg({n})", "hwreg", f"hardware register {i}")
                  for n, i in sorted(rf.hwregs.items(), key=lambda kv: kv[1])]
        return items

    def describe(self, spec, op, value: int) -> str:
        return "`hwreg(...)`"

    def examples(self, spec):
        return ["hwreg(HW_REG_MODE)", "hwreg(HW_REG_TRAPSTS, 1, 5)", "hwreg(3, 0, 32)", "0x1234"]

    def bad_examples(self, spec):
        return ["hwreg(HW_REG_MODE, 0, 33)", "hwreg(HW_REG_MODE, 32, 1)", "hwreg(64)", "hwreg(HW_REG_FOO)",
                "hwreg(HW_REG_SH_MEM_BASES)", "0x10000", "-1"]


def _parse(p):
    """Only in its slot does llvm-mc read hwreg(...); elsewhere it is a symbol and a
    parenthesised expression. Else an absolute 16-bit value."""
    tok = p.tok
    if tok.text == "hwreg" and p.tokens[p.pos + 1].text == "(":
        return hwreg.parse_hwreg(p)
    if tok.text == "{" and tok.kind is LexKind.PUNCT:
        return hwreg.parse_structured(p)  # {id: N, offset: N, size: N}
    return p.immediate16("expected a hwreg macro, structured immediate or an absolute expression")


HWREG = register(Hwreg())
