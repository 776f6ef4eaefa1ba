"""MIMG's checks beyond matching (llvm-mc's image validation) and its per-processor d16.

After matching, in llvm-mc's order: d16 where the generation has none, the data tuple
against dmask/tfe/d16, an atomic's dmask (0x1, 0x3 or 0xf), a gather4's dmask (one bit).
While parsing: r128 or a16 where the generation lacks it (where llvm-mc parses it as a modifier). The facts (which generations
have d16, the packed-d16 feature, which words fail while parsing) are isa/mimg.toml's
[kind.image_data]; the sizes are gcnls.kinds.image.data_size.
"""

from __future__ import annotations

from ..diagnostics import AsmError
from ..kinds import Invalid
from ..kinds.base import FAST_DATA
from ..kinds.image import data_size, facts, packed_d16
from .buffer_forms import LATER_CPOL_WORDS, later_cache_policy
from .modifier_order import in_place


def setup(plan) -> None:
    plan.flags = plan.flags | LATER_CPOL_WORDS


def on_modifier(plan, word, tok, ops) -> None:
    """r128 on gfx9 or a16 before gfx9: llvm-mc parses the word as that modifier only where
    the instruction's operand list can have it (after the operands, no further than its
    place in the order) and then fails at once; elsewhere it is a symbol that does not match.
    dlc and scc fail by name (llvm-mc's cache-policy parser knows them)."""
    if word in LATER_CPOL_WORDS:
        later_cache_policy(word, tok, in_place(plan, "glc", ops))
    if word not in facts()["exclusive"] or word in plan.taken or word not in plan.inst.modifiers:
        return
    if in_place(plan, word, ops, tuple(facts()["exclusive"])):
        raise AsmError("unsupported-modifier", f"{word} modifier is not supported on this GPU", tok.start, tok.end)


def flag_in_place(plan, word, ops):
    """As modifier_order's, with r128 and a16 one slot."""
    if word not in plan.inst.modifiers:
        return None
    return in_place(plan, word, ops, tuple(facts()["exclusive"]))


def _at(seen, name, mn):
    op = seen.get(name)
    return (op.start, op.end) if op is not None else (mn.start, mn.end)


def _problem(inst, gen: str, values: dict, vdata, features) -> str | None:
    """The first of llvm-mc's checks after matching that the fields fail (``vdata``: the
    data tuple's size as written), or None."""
    if values.get("d16") and gen not in facts()["d16"]:
        return "d16"
    dmask = values.get("dmask", 0)
    if vdata != data_size(inst, dmask, values.get("tfe", 0), values.get("d16", 0), features):
        return "size"
    dmask &= 0xF
    if "atomic" in inst.traits and dmask not in (0x1, 0x3, 0xF):
        return "atomic"
    if "gather4" in inst.traits and bin(dmask).count("1") != 1:
        return "gather4"
    return None


def validate(plan, ctx) -> None:
    inst = plan.inst
    seen, mn = ctx.named, ctx.mnemonic  # the modifiers written (taken ones) and the mnemonic
    features = ctx.rf.features
    problem = _problem(inst, plan.gen, ctx.values, ctx.state.get("vdata"), features)
    if problem == "d16":
        raise AsmError("unsupported-modifier", "d16 modifier is not supported on this GPU", *_at(seen, "d16", mn))
    if problem == "size":
        what = "dmask, d16 and tfe" if "d16" in inst.modifiers and packed_d16(features) else "dmask and tfe"
        raise AsmError("image-data-size", f"image data size does not match {what}", mn.start, mn.end)
    if problem == "atomic":
        raise AsmError("image-dmask", "invalid atomic image dmask", *_at(seen, "dmask", mn))
    if problem == "gather4":
        raise AsmError("image-dmask", "invalid image_gather dmask: only one bit must be set", *_at(seen, "dmask", mn))


def decode_begin(inst, ctx) -> None:
    if not ctx.strict:
        ctx.get("bit7")  # llvm-mc's disassembler keeps this bit as it found it
        return
    if ctx.fields["bit7"]:
        raise Invalid
    # GCN 1.0/1.1: only what the assembler takes back (no d16, valid atomic/gather dmasks)
    dmask = ctx.fields["dmask"]
    if ctx.fields.get("d16") and ctx.gen not in facts()["d16"]:
        raise Invalid
    if "atomic" in inst.traits and dmask not in (0x1, 0x3, 0xF):
        raise Invalid
    if "gather4" in inst.traits and bin(dmask).count("1") != 1:
        raise Invalid


def fast_words(inst, name):
    """dmask as the fast path reads it: the four channel bits (larger values, which llvm-mc
    takes and masks, go the long way)."""
    return (0, 0xF) if name == "dmask" else None


def fast_finish(inst, gen, values, features):
    """The checks after matching, on a template's fields (the data size noted by the
    image_data kind's step): any failing sends the line the long way, for its message."""
    return _problem(inst, gen, values, values.get(FAST_DATA), features) is None
