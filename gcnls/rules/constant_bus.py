"""The constant bus: a GCN vector ALU instruction reads at most one scalar value, an SGPR
(special registers included; the same register twice counts once) or the literal, and
an implicit VCC or M0 read (v_addc_u32_e32, v_div_fmas_f32, v_movrels_b32) uses it too.

llvm-mc checks it after a match and reports "invalid operand (violates constant bus
restrictions)" at the read that goes over the limit. The vector kinds record each read (gcnls/kinds/vector.py ``record``).
"""

from __future__ import annotations

from ..diagnostics import AsmError
from ..kinds.vector import CBUS
from ..operands import SrcOp

MESSAGE = "invalid operand (violates constant bus restrictions)"
LIMIT = 1
_IMPLICIT = ("vcc", "m0")


def validate(plan, ctx) -> None:
    reads = ctx.named.get(CBUS)
    if not reads:
        return
    used = set()
    count = 0
    for name in _IMPLICIT:
        if name in plan.inst.reads:
            code, dwords = ctx.rf.specials[name][:2]
            used.add((code, dwords))
            count += 1
            break
    if plan.inst.name == "v_writelane_b32":
        # Its lane select may be M0 besides the value's SGPR (measured with llvm-mc 22).
        m0 = ctx.rf.specials["m0"][:2]
        reads = [r for r in reads if r[0] != m0 or r[1] is not reads[-1][1]]
    # The constant K of v_madmk/v_madak is read first; then the sources in written order.
    reads = sorted(reads, key=lambda r: r[0] != "K")
    literal = False
    for key, op in reads:
        if key in ("literal", "K"):
            if literal:
                continue
            literal = True
        elif key in used:
            continue
        else:
            used.add(key)
        count += 1
        if count > LIMIT:
            while isinstance(op, SrcOp):
                op = op.inner  # (llvm-mc points at the register inside -x, |x|, neg(x))
            raise AsmError("constant-bus", MESSAGE, op.start, op.end)
