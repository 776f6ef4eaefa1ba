"""The gfx8/gfx9 FLAT acc bit (layout field ``acc``, bit 55): LLVM decodes it for every
GCN 1.2+ target and turns the data operands (VDST and VDATA) into AGPRs. llvm-mc prints
them with a comment naming the VGPR class the operand wanted, except in an atomic that
returns its value (glc), whose operand classes take AGPRs. The assembler never sets it."""

from __future__ import annotations

from ..kinds import Invalid, get

_DATA = ("vdst", "vdata")


def decode_begin(inst, ctx) -> None:
    if not ctx.fields.get("acc"):
        return
    mods = inst.encoding.modifiers
    dropped = {mods[m].drops for m in inst.modifiers if mods[m].drops and ctx.gen in mods[m].generations
               and ctx.fields.get(mods[m].field)}
    if not any(s.field in _DATA and s.field not in dropped for s in inst.operands):
        raise Invalid  # (a load to LDS has no data operand to make an AGPR)
    ctx.used["acc"] = 1


def decode_operand(inst, spec, ctx):
    if not ctx.fields.get("acc") or spec.field not in _DATA or spec.kind != "v":
        return None
    returning = bool(inst.returns) and bool(ctx.fields.get(inst.encoding.modifiers[inst.returns].field))
    return get("v").decode_agpr(spec, ctx, comment=not returning)
