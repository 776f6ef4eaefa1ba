"""ds_swizzle_b32's offset: written ``offset:swizzle(MODE, ...)`` or ``offset:N``, printed
as llvm-mc's swizzle macro where one fits (gcnls.swizzle has both directions)."""

from __future__ import annotations

from .. import swizzle

MODIFIER = "swizzle"


def setup(plan) -> None:
    if MODIFIER in plan.modifiers:
        # The modifier the word offset names here, and offset:swizzle(...) parses.
        plan.names = {"offset": MODIFIER}
        plan.swizzle = True


def print_modifier(plan, name, value):
    if name != MODIFIER:
        return None
    s = swizzle.text(value, plan.gen)
    return f"offset:{s}" if s else ""


def decode_modifier(inst, name, ctx):
    if name != MODIFIER:
        return None
    s = swizzle.text(ctx.get(inst.encoding.modifiers[name].field), ctx.gen)
    if ctx.strict and s.startswith("swizzle(BITMASK_PERM"):
        # The mask spelling is lossy (a bit both or-ed and xor-ed prints as '0'/'1');
        # re-encode what the text means, as an assembler would.
        ctx.used[inst.encoding.modifiers[name].field] = swizzle.bitmask_value(s.split('"')[1])
    return f"offset:{s}" if s else ""


def fast(inst):
    return False if MODIFIER in inst.modifiers else None
