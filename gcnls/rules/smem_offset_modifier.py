"""gfx9 SMEM's ``SGPR offset:N``: the modifier follows an SGPR offset operand, which must
then be written, and its immediate takes the offset operand's own range and message."""

from __future__ import annotations

from ..kinds.memory import offset_rule


def setup(plan) -> None:
    pass


def modifier_check(plan, name):
    if name != "offset":
        return None
    rule = offset_rule(plan.inst, plan.gen)
    return (*rule.range, rule.error)


def modifier_low(plan, name):
    return plan.nspecs if name == "offset" else None


def fast(inst):
    return None  # the SGPR+offset form has a valued modifier without a range: it goes the long way


def decode_modifier(inst, name, ctx):
    # The offset operand's kind prints the modifier with its SGPR (soe = 1, imm = 1).
    return "" if name == "offset" else None
