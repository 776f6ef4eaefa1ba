"""VOP3P (gfx9 packed math): the per-source bit arrays op_sel, op_sel_hi, neg_lo, neg_hi.

Their syntax, defaults, bit positions and printing are gcnls/opsel.py's (data in
vop3p.toml ``[encoding.arrays]``); this rule applies them to an instruction: how many
sources it has, and whether its sources are mix sources (f32 or f16 per op_sel_hi, whose
op_sel_hi defaults to 0). Every array is encoded, written or not: an instruction that
takes none (v_dot4_i32_i8's op_sel_hi) still carries the default bits.
"""

from __future__ import annotations

from functools import cache

from .. import opsel
from ..kinds import Invalid

_SOURCES = ("src0", "src1", "src2")


@cache
def _shape(inst) -> tuple[int, bool]:
    """(number of sources, mix sources?) of a VOP3P instruction."""
    sources = [spec for spec in inst.operands if spec.field in _SOURCES]
    return len(sources), any(spec.kind.endswith("fmix") for spec in sources)


def setup(plan) -> None:
    plan.valued = plan.valued | frozenset(n for n in opsel.names() if n in plan.taken)


def modifier_value(plan, name, op, values):
    if name not in opsel.names():
        return None
    sources, mix = _shape(plan.inst)
    array = opsel.bits(name, op.value, sources, mix)
    values.update(opsel.fields(name, array, plan.layout))
    return opsel.text(name, array, sources, mix)


def validate(plan, ctx) -> None:
    sources, mix = _shape(plan.inst)
    for name in opsel.names():
        if name not in ctx.named:
            ctx.values.update(opsel.fields(name, opsel.bits(name, None, sources, mix), plan.layout))


def decode_begin(inst, ctx) -> None:
    # Arrays the instruction does not take: llvm-mc re-encodes their default bits.
    sources, mix = _shape(inst)
    for name in opsel.names():
        if name not in inst.modifiers:
            ctx.used.update(opsel.fields(name, opsel.bits(name, None, sources, mix), ctx.layout))


def decode_modifier(inst, name, ctx):
    if name not in opsel.names():
        return None
    sources, mix = _shape(inst)
    array = opsel.from_fields(name, {f: ctx.fields[f] for f in opsel.fields(name, 0, ctx.layout)}, ctx.layout)
    # A slot past the instruction's sources (src2 of v_pk_add_f16): llvm-mc 22 calls a set
    # bit invalid where the array's default there is 0, else ignores the bit and re-encodes
    # the default (op_sel_hi's 1).
    fill = opsel.bits(name, None, 0, mix)
    past = ~((1 << sources) - 1)
    if array & past & ~fill:
        raise Invalid
    ctx.used.update(opsel.fields(name, (array & ~past) | (fill & past), ctx.layout))
    return opsel.text(name, array, sources, mix)


def describe_modifier(name, value):
    if name not in opsel.names():
        return None
    return f"`{name}` bits {value:03b} (source 2..0): {opsel.describe(name)}"


def complete_modifiers(inst, used):
    sources, _ = _shape(inst)
    return opsel.completions(tuple(m for m in inst.modifiers if m in opsel.names()), sources, frozenset(used))


def fast_finish(inst, gen, values, features):
    """A template reads no array (a line that writes one goes the long way): every array
    carries its default bits, as validate above encodes them."""
    sources, mix = _shape(inst)
    layout = inst.encoding.layouts[gen]
    for name in opsel.names():
        values.update(opsel.fields(name, opsel.bits(name, None, sources, mix), layout))
    return True
