"""A PC-relative branch target: a label (fixed up later) or a signed 16-bit dword offset."""

from __future__ import annotations

from .. import expr as ex
from ..diagnostics import AsmError
from ..encoding import Fixup
from ..syntax import ImmOp
from .base import INT, Completion, Kind, expression_bits, invalid, register

FIXUP = "fixup_si_sopp_br"


def _target(parser):
    """llvm-mc reads a branch target as an expression: a label may be called lit (which
    its parser of sources takes as the start of lit(x))."""
    tok = parser.tokens[parser.pos]
    if tok.text in ("lit", "lit64") and parser.tokens[parser.pos + 1].text != "(":
        return parser.expression()
    return parser.parse_plain()


class Label(Kind):
    name = "label"
    summary = "branch target: a label, or a signed dword offset from the next instruction"

    def slot_parser(self, spec):
        return _target

    def encode(self, spec, op, ctx) -> str:
        if not isinstance(op, ImmOp):
            raise invalid(op)
        value = expression_bits(op) if op.is_float else op.value
        if value is None:
            if not isinstance(op.expr, ex.Sym):
                raise AsmError("invalid-operand", "expected an absolute expression or a label", op.start, op.end)
            name = ex.text(op.expr)  # (a quoted name is a symbol too: "foo" prints foo)
            ctx.fixups.append(Fixup(0, 2, name, FIXUP))
            ctx.values[spec.field] = 0
            return name
        if not -0x8000 <= value <= 0xFFFF:
            raise AsmError("invalid-operand", "expected a 16-bit signed jump offset", op.start, op.end)
        ctx.values[spec.field] = value & 0xFFFF
        return str(value)

    def decode(self, spec, ctx) -> str:
        return str(ctx.get(spec.field))  # the disassembler prints the raw field, unsigned

    def fast(self, spec, inst, gen, rf):
        field = spec.field  # an immediate offset (labels go the long way: they need a fixup)

        def step(groups, values, printed):
            v = int(groups[0], 0)
            if not -0x8000 <= v <= 0xFFFF:
                return False
            values[field] = v & 0xFFFF
            printed.append(str(v))
            return True
        return INT, step

    def complete(self, spec, inst, rf) -> list[Completion]:
        return [Completion("", "label")]  # the front end lists the document's labels

    def examples(self, spec):
        return ["label", "label+4", "12", "65535", "-1", "0x10"]

    def bad_examples(self, spec):
        return ["s1", "65536", "-0x8001"]


LABEL = register(Label())
