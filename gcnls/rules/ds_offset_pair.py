"""DS two-address offsets (offset0:N, offset1:N): llvm-mc checks their range as it reads
each one, not after matching as it does DS's offset:N. An out-of-range value is then the
line's first error, ahead of any later parse or match failure (a repeated or misplaced
word after it), always at the keyword."""

from __future__ import annotations

from ..diagnostics import AsmError
from ..operands import NamedOp

_CHECKED = ("offset0", "offset1")


def setup(plan) -> None:
    parsers = {m: _checked(plan.inst.encoding.modifiers[m]) for m in _CHECKED if m in plan.taken}
    if parsers:
        plan.value_parsers = {**(plan.value_parsers or {}), **parsers}


def _checked(spec):
    lo, hi = spec.range

    def parse(parser, keyword) -> NamedOp:
        value, vstart, vend = parser.absolute()
        if not lo <= value <= hi:
            raise AsmError("offset-out-of-range", spec.error, keyword.start, vend)
        return NamedOp(keyword.text, value, keyword.start, vend, vstart, vend)

    return parse
