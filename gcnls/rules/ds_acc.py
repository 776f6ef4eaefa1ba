"""The gfx8/gfx9 DS acc bit (layout field ``acc``): LLVM decodes it for every GCN 1.2+
target and turns the data operand into an AGPR, which llvm-mc prints with a comment
(GWS instructions, whose one operand is the address, print it plain)."""

from __future__ import annotations

from ..kinds import Invalid, get


def decode_begin(inst, ctx) -> None:
    ctx.acc_field = None
    if "acc" not in ctx.layout.fields or not ctx.fields["acc"]:
        return
    names = {spec.field for spec in inst.operands}
    data_fields = [s.field for s in inst.operands if s.field != "addr"]
    if inst.name.startswith("ds_gws_") and names == {"addr"}:
        ctx.acc_field = "addr"
    elif len(data_fields) == 1:
        ctx.acc_field = data_fields[0]
    else:
        raise Invalid
    ctx.used["acc"] = 1


def decode_operand(inst, spec, ctx):
    if spec.field != ctx.acc_field:
        return None
    return get("v").decode_agpr(spec, ctx, comment=spec.field != "addr")
