"""DS two-address offsets (offset0:N, offset1:N): llvm-mc checks their range as it reads
each one, not after matching as it does DS's offset:N. An out-of-range value is then the
line's first error, ahead of any later parse or match failure (a repeated or misplaced
word after it), always at the keyword.

llvm-mc keeps parsing after an out-of-range offset0: an offset1:N right after it (a comma
between allowed) is read too, and its own error (range, a non-absolute value) prints as a
second one; anything else after the first error fails silently."""

from __future__ import annotations

from ..diagnostics import AsmError, Diagnostic, Severity
from ..lexer import Kind
from ..operands import NamedOp

_CHECKED = ("offset0", "offset1")


def setup(plan) -> None:
    parsers = {m: _checked(plan.inst.encoding.modifiers[m]) for m in _CHECKED if m in plan.taken}
    if parsers:
        follow = parsers.get("offset1")
        if "offset0" in parsers and follow is not None:
            parsers["offset0"] = _checked(plan.inst.encoding.modifiers["offset0"], follow)
        plan.value_parsers = {**(plan.value_parsers or {}), **parsers}


def _checked(spec, follow=None):
    lo, hi = spec.range

    def parse(parser, keyword) -> NamedOp:
        value, vstart, vend = parser.absolute()
        if not lo <= value <= hi:
            extra = _second_error(parser, follow) if follow is not None else None
            raise AsmError("offset-out-of-range", spec.error, keyword.start, vend,
                           **({"extra": (extra,)} if extra is not None else {}))
        return NamedOp(keyword.text, value, keyword.start, vend, vstart, vend)

    return parse


def _second_error(parser, follow) -> Diagnostic | None:
    """The error of an offset1:N right after an out-of-range offset0, if it has one."""
    tokens, pos = parser.tokens, parser.pos
    if tokens[pos].kind is Kind.PUNCT and tokens[pos].text == ",":
        pos += 1
    keyword = tokens[pos]
    if keyword.kind is not Kind.IDENT or keyword.text != "offset1" or tokens[pos + 1].text != ":":
        return None
    saved = parser.pos
    parser.pos = pos + 2
    try:
        follow(parser, keyword)
    except AsmError as e:
        d = e.diagnostic
        return Diagnostic(d.code, d.message, d.start, d.end, Severity.ERROR, {"follows": True})
    finally:
        parser.pos = saved
    return None
