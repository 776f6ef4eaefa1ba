"""VOP3b (an SGPR-pair SDST: v_div_scale_*, the carry adds, v_mad_*64_*32) has no abs
bits: llvm-mc matches |x| there, then refuses it at the mnemonic, after its literal and
constant-bus checks (those errors come first, measured: `v_div_scale_f32 v1, s[2:3],
|v1|, v1, 0x12345678` is the literal's). Listed after constant_bus for every vector
encoding; the source kind marks the operand (kinds.vector.VOP3B_ABS)."""

from __future__ import annotations

from ..diagnostics import AsmError
from ..kinds.vector import VOP3B_ABS


def validate(plan, ctx) -> None:
    if ctx.named.get(VOP3B_ABS):
        mn = ctx.mnemonic
        raise AsmError("literal", "ABS not allowed in VOP3B instructions", mn.start, mn.end)
