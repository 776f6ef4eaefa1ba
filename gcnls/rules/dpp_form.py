"""The DPP form (gfx8/gfx9): its control (``quad_perm:[...]``, ``row_shl:N`` ...: one
``dpp_ctrl`` code), ``row_mask``, ``bank_mask`` (printed always, 0xf by default) and
``bound_ctrl`` (gcnls/dpp.py)."""

from __future__ import annotations

from functools import cache

from .. import dpp
from ..kinds import Invalid


def setup(plan) -> None:
    plan.names.update({word: dpp.CTRL for word in dpp.words()})


def modifier_value(plan, name, op, values):
    if name == dpp.CTRL:
        values[name] = op.value
        return dpp.control_text(op.value)
    if name == dpp.BOUND_CTRL or name in dpp.MASKS:
        values[name] = dpp.field_value(name, op.value, plan.layout.width(name))
        return f"{dpp.BOUND_CTRL}:1" if name == dpp.BOUND_CTRL else dpp.mask_text(name, op.value)
    return None


def modifier_default(plan, name, values):
    defaults = dpp.defaults()
    if name not in defaults:
        return None
    values[name] = defaults[name]
    return dpp.mask_text(name, defaults[name])


# The second dword's per-source bits (bit i: source i), vop2.toml's DPP layouts.
_PER_SOURCE_BITS = ("neg", "abs")


def decode_begin(inst, ctx) -> None:
    """llvm-mc 22 calls a word invalid when it sets neg or abs of a source that takes
    none (an integer source, src1 of a VOP1 word)."""
    for name in _PER_SOURCE_BITS:
        taken = sum(1 << spec.index for spec in inst.operands if name in spec.mods)
        if ctx.fields.get(name, 0) & ~taken:
            raise Invalid


def decode_modifier(inst, name, ctx):
    if name == dpp.CTRL:
        return dpp.decoded_control(ctx.get(name))
    if name in dpp.MASKS:
        return dpp.mask_text(name, ctx.get(name))
    if name == dpp.BOUND_CTRL:
        return f"{dpp.BOUND_CTRL}:1" if ctx.get(name) else ""
    return None


def describe_modifier(name, value):
    if name == dpp.CTRL:
        return dpp.describe_code(value)
    if name in dpp.MASKS or name == dpp.BOUND_CTRL:
        return f"`{name}`: {dpp.describe(name)}"
    return None


def complete_modifiers(inst, used):
    seen = {dpp.CTRL} if used & dpp.words() else set()
    seen |= used & {*dpp.MASKS, dpp.BOUND_CTRL}
    return [c for c in dpp.completions(frozenset(seen)) if c.label.partition(":")[0] in inst.modifiers
            or c.label.partition(":")[0] in dpp.words()]


def fast_words(inst, name):
    """The control and the masks in llvm-mc's spelling (the masks' defaults printed, as
    modifier_default above); bound_ctrl (written :0, printed :1) the long way."""
    if name == dpp.CTRL:
        return _controls()
    if name in dpp.MASKS:
        default = dpp.defaults()[name]
        words = {dpp.mask_text(name, v): v for v in range(16)}
        words[None] = (default, dpp.mask_text(name, default))
        return words
    if name == dpp.BOUND_CTRL:
        return False
    return None


@cache
def _controls() -> dict:
    return {text: code for c in dpp.controls() for code in c.codes()
            if (text := dpp.control_text(code)) is not None}
