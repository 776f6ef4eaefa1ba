"""The vector ALU's output modifier and its placement: ``mul:2``, ``mul:4`` and ``div:2``
set the two omod bits of VOP3 (1, 2, 3), and ``clamp`` must come before them.

llvm-mc reads omod as two words of its own (``mul:N``, ``div:N``); any other value is
"invalid mul value." / "invalid div value." at the word.
"""

from __future__ import annotations

from ..diagnostics import AsmError
from ..operands import NamedOp

_OMOD = {("mul", 2): 1, ("mul", 4): 2, ("div", 2): 3}
_TEXT = {1: "mul:2", 2: "mul:4", 3: "div:2"}
_WORDS = frozenset({"mul", "div"})


def setup(plan) -> None:
    if "omod" in plan.taken:
        plan.names.update({"mul": "omod", "div": "omod"})
    if "clamp" in plan.taken or "clamp" in plan.inst.elsewhere:
        # noclamp: llvm-mc's explicit "no clamp" (clears the bit, prints nothing)
        plan.names["noclamp"] = "clamp"
        plan.flags = plan.flags | {"noclamp"}
    if "clamp" in plan.inst.elsewhere and plan.inst.form == "e64":
        # Matched (a clamp operand exists), then refused by validate below.
        plan.taken = plan.taken | {"clamp"}
    plan.valued = plan.valued | _WORDS | {"op_sel"}


def on_modifier(plan, word, tok, ops) -> None:
    if word in _WORDS and "omod" not in plan.taken and "omod" not in plan.inst.elsewhere:
        raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)
    if word == "op_sel" and (plan.inst.op_sel == 0 or any(
            isinstance(op, NamedOp) and op.name in _WORDS | {"clamp"}
            and plan.rank.get(op.name, -1) > plan.rank.get("op_sel", -1) for op in ops)):
        # (op_sel before clamp and omod; interpolation reads it after them)
        raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)


def _op_sel_bits(count: int) -> tuple[int, ...]:
    """Field bit of each op_sel entry: one per source, the last for the destination (bit 3)."""
    return tuple(range(count - 1)) + (3,)


def _op_sel_text(count: int, field: int) -> str:
    if not field:
        return ""
    return "op_sel:[" + ",".join(str(field >> b & 1) for b in _op_sel_bits(count)) + "]"


def modifier_value(plan, name, op, values):
    if op.name == "noclamp":
        values["clamp"] = 0
        return ""
    if name == "clamp" and "sdst" in values:
        lo, hi = plan.layout.fields["sdst"]
        if lo <= plan.layout.fields["clamp"][0] <= hi:
            return "clamp"  # (GCN 1.0/1.1 VOP3b: SDST holds bit 11; llvm-mc prints clamp, encodes SDST)
    if name == "op_sel":
        count = plan.inst.op_sel
        field = 0
        for i, b in enumerate(_op_sel_bits(count)):
            if i not in plan.inst.op_sel_unused:
                field |= (op.value >> i & 1) << b
        values["op_sel"] = field
        return _op_sel_text(count, field)
    if name == "high":
        values["src0"] = values.get("src0", 0) | 0x100  # interpolation: bit 8 of the attribute source
        return "high"
    if name != "omod":
        return None
    code = _OMOD.get((op.name, op.value))
    if code is None:
        error = AsmError("invalid-modifier", f"invalid {op.name} value.", op.start, op.end)
        error.final = True
        raise error
    values["omod"] = code
    return _TEXT[code]


def misplaced_modifier(plan, op, seen):
    """clamp after omod in the e64 form: llvm-mc's failure at the clamp (a form without
    omod, DPP's, fails at the omod word instead: this check is the e64 form's own)."""
    if op.name == "clamp" and "omod" in seen and plan.inst.form == "e64":
        return AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end)
    return None


def check_modifier_value(op):
    """An omod word's value: llvm-mc refuses mul:3 while parsing (an AsmError, final)."""
    if op.name in _WORDS and (op.name, op.value) not in _OMOD:
        error = AsmError("invalid-modifier", f"invalid {op.name} value.", op.start, op.end)
        error.final = True
        raise error


def stray_modifier(plan, op, mn):
    if op.name in _WORDS:
        check_modifier_value(op)
        # omod in a form without it (e32): no match here
        raise AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end)
    return None


def validate(plan, ctx) -> None:
    clamp = ctx.named.get("clamp")
    if clamp is not None and clamp.name == "clamp" and "clamp" not in plan.inst.modifiers:
        raise AsmError("invalid-modifier", "integer clamping is not supported on this GPU", clamp.start, clamp.end)


def decode_modifier(inst, name, ctx):
    if name == "clamp" and any(s.field == "sdst" for s in inst.operands):
        lo, hi = ctx.layout.fields["sdst"]
        if lo <= ctx.layout.fields["clamp"][0] <= hi:
            return ""  # (GCN 1.0/1.1 VOP3b: bit 11 is SDST's)
    if name == "op_sel":
        bits = _op_sel_bits(inst.op_sel)
        value = ctx.fields["op_sel"] & ~sum(1 << bits[i] for i in inst.op_sel_unused)
        ctx.used["op_sel"] = value  # (an unused entry's bit does not come back either)
        return _op_sel_text(inst.op_sel, value)
    if name == "high":
        return "high" if ctx.fields["src0"] & 0x100 else ""
    if name != "omod":
        return None
    return _TEXT.get(ctx.get("omod"), "")


def fast_words(inst, name):
    """omod as the fast path reads it: each written word and its field value."""
    return {text: code for code, text in _TEXT.items()} if name == "omod" else None


def fast(inst):
    """Processor-specific instructions (v_fmac_f32 on gfx906 only) go the long way (the
    fast path's templates are per generation). (VOP3b's clamp, which shares SDST's bits on
    GCN 1.0/1.1 (modifier_value above), is left to the long way by the fast path itself:
    it takes no modifier whose bits an operand holds.)"""
    return False if inst.processors else None
