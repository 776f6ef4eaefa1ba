"""The SDWA form (gfx8/gfx9): its selects ``dst_sel``, ``dst_unused``, ``src0_sel``,
``src1_sel`` (gcnls/sdwa.py), printed always, in their order, at their defaults where the
line leaves them out."""

from __future__ import annotations

from .. import kinds, sdwa
from ..diagnostics import AsmError
from ..kinds import Invalid


def modifier_value(plan, name, op, values):
    if name not in sdwa.selects():
        return None
    values[name] = op.value
    return sdwa.text(name, op.value)


def modifier_default(plan, name, values):
    if name not in sdwa.selects():
        return None
    values[name] = sdwa.default(name)
    return sdwa.text(name, values[name])


def describe_modifier(name, value):
    if name not in sdwa.selects():
        return None
    text = sdwa.decode_text(name, value) or f"{name}:{value}"
    return f"`{text}`: {sdwa.describe(name)} ({sdwa.describe(text.partition(':')[2])})"


# The second dword's per-source bits (bit i: source i), vop2.toml's SDWA layouts.
_PER_SOURCE_BITS = ("neg", "abs", "sext", "s")


def decode_begin(inst, ctx) -> None:
    """llvm-mc 22 calls a word invalid when it sets a per-source bit of a source the
    instruction lacks (src1_neg of a VOP1 word, src0_abs of v_nop's), except gfx9's s bit
    of source 0, which it ignores without sources (measured on v_nop)."""
    from ..kinds.dpp_sdwa import SdwaSource

    sources = sum(1 for spec in inst.operands if isinstance(kinds.of(spec), SdwaSource))
    if any(ctx.fields.get(name, 0) >> (max(sources, 1) if name == "s" else sources)
           for name in _PER_SOURCE_BITS):
        raise Invalid


def decode_modifier(inst, name, ctx):
    if name not in sdwa.selects():
        return None
    text = sdwa.decode_text(name, ctx.get(name))
    if text is None:
        raise Invalid
    return text


# Instructions whose SDWA form writes the whole destination: llvm-mc 22 takes dst_sel only
# as DWORD (vop2.toml's notes), refusing others after the match: at column 1 when the line
# names the form (_sdwa), else at the first modifier word.
_DWORD_ONLY = frozenset({"v_mac_f32", "v_mac_f16"})


def validate(plan, ctx) -> None:
    if plan.inst.name in _DWORD_ONLY and ctx.values.get("dst_sel", 6) != sdwa.values("dst_sel")["DWORD"]:
        mn = ctx.mnemonic
        named = ctx.named.values() if not mn.name.lower().endswith("_sdwa") else ()
        at = min(named, key=lambda op: op.start, default=mn)
        raise AsmError("invalid-operand", "invalid operand for instruction", at.start, at.end)


def fast_words(inst, name):
    """The selects in llvm-mc's spelling; one left out is printed at its default."""
    if name not in sdwa.selects():
        return None
    words = {sdwa.text(name, code): code for code in sdwa.values(name).values()}
    words[None] = (sdwa.default(name), sdwa.text(name, sdwa.default(name)))
    return words


def fast_finish(inst, gen, values, features):
    return inst.name not in _DWORD_ONLY or values.get("dst_sel", 6) == sdwa.values("dst_sel")["DWORD"]


def complete_modifiers(inst, used):
    return sdwa.completions(tuple(m for m in inst.modifiers if m in sdwa.selects()), frozenset(used))


