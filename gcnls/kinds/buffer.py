"""Vector-memory operands: a buffer instruction's address VGPR(s) and its scalar offset.

The address operand's width follows the address-mode flags (offen/idxen: one VGPR,
both or addr64: a pair, none: the word ``off``); rules/buffer_forms.py picks the form
and checks the width, the kind encodes and prints what was chosen.
"""

from __future__ import annotations

from ..operands import ImmOp, RegOp
from ..registers import Reg
from .base import Completion, Invalid, Kind, get, invalid, register
from .scalar import ScalarSource

OFF = "off"


def is_off(op) -> bool:
    """The word ``off`` (parsed as a symbol expression)."""
    return isinstance(op, ImmOp) and op.value is None and op.text == OFF


def address_dwords(inst, present) -> int:
    """The address VGPRs the flags in ``present`` (modifier names) ask for (0: off)."""
    mods = inst.encoding.modifiers
    return sum(mods[m].address for m in present if m in mods)


class BufferAddress(Kind):
    name = "buffer_vaddr"
    summary = "address VGPR(s): `off`, a VGPR (offen or idxen) or a VGPR pair (idxen offen, addr64)"

    def syntax(self, spec) -> str:
        return "vaddr"

    def encode(self, spec, op, ctx) -> str:
        if is_off(op):
            return OFF
        reg = getattr(op, "reg", None)
        if reg is None or reg.kind != "v" or reg.width > 2:
            raise invalid(op)
        ctx.values[spec.field] = reg.index
        return reg.text()

    def fields(self, spec):
        return (spec.field,)

    def decode(self, spec, ctx) -> str:
        inst = ctx.inst
        base = next((s for s in inst.operands if getattr(get(s.kind), "address_forms", None)), None)
        if base is not None:
            # GLOBAL/SCRATCH: the scalar base says which form (llvm-mc's forms on the processor)
            is_reg = ctx.fields[base.field] != ScalarBase.OFF_CODE
            width = next(n for r, n, ok in get(base.kind).address_forms if ok and r == is_reg)
        else:
            width = address_dwords(inst, [m for m in inst.modifiers
                                          if ctx.fields.get(inst.encoding.modifiers[m].field)
                                          and ctx.gen in inst.encoding.modifiers[m].generations])
        if width == 0:
            return OFF
        index = ctx.get(spec.field)
        if ctx.strict and index + width > ctx.rf.vgprs:
            raise Invalid  # (gfx8/gfx9: llvm-mc prints v[255:256])
        return Reg("v", index, width).text()

    def complete(self, spec, inst, rf) -> list[Completion]:
        return [Completion(OFF, "value", "no address VGPR (offset and soffset only)"),
                Completion("v0", "register", "address VGPR (with offen or idxen)"),
                Completion("v[0:1]", "register", "address VGPR pair (idxen offen, or addr64)")]

    def describe(self, spec, op, value: int) -> str:
        if is_off(op):
            return "`off`: no address VGPR"
        return f"`{op.reg.text()}`"

    def examples(self, spec) -> list[str]:
        return [OFF, "v2", "v[2:3]"]

    def bad_examples(self, spec) -> list[str]:
        return ["s2", "v[2:4]", "0", "of"]


class BufferOffset(ScalarSource):
    """SOFFSET: a 32-bit scalar source without a literal."""

    def decode(self, spec, ctx) -> str:
        try:
            return super().decode(spec, ctx)
        except Invalid:
            # The 64-bit read-only values (src_shared_base, src_private_limit, ...) print
            # by name in a 32-bit field too.
            name = ctx.rf.by_code.get((ctx.fields[spec.field], 2))
            if name is None or name not in ctx.rf.any_width or ctx.strict:
                raise
            return name

    def examples(self, spec):
        return ["s1", "m0", "ttmp3", "vcc_hi", "exec_lo", "0", "64", "-16", "1.0", "-4.0", "0.15915494",
                "0x3f800000", "src_vccz", "s101"]

    def bad_examples(self, spec):
        return ["65", "-17", "0x12345678", "v1", "s[0:1]", "1.5", "label", "vcc", "lds_direct"]


BUFFER_VADDR = register(BufferAddress())
SOFFSET = register(BufferOffset("soffset", 1, False,
                                "scalar offset: SGPR, TTMP, M0, VCC/EXEC halves or an inline constant (no literal)"))
_ = RegOp


class ScalarBase(Kind):
    """GLOBAL/SCRATCH SADDR: ``off`` (0x7f) or a scalar base. ``address_forms`` pairs it
    with the address operand: (SADDR is a register, address VGPRs (0: off), llvm-mc has
    the form on these processors)."""

    OFF_CODE = 0x7F

    def __init__(self, name: str, dwords: int, address_forms, summary: str, good, bad, llvm_class: str = ""):
        self.name, self.dwords, self.address_forms, self.summary = name, dwords, address_forms, summary
        self._good, self._bad = good, bad
        self.llvm_class = llvm_class  # LLVM's register class, named when a word holds a refused register

    def syntax(self, spec) -> str:
        return "saddr"

    def accepts(self, reg, rf) -> bool:
        if reg.width != self.dwords or reg.kind == "v":
            return False
        if reg.kind in ("s", "ttmp"):
            return True
        return reg.kind == "special" and reg.name not in ("exec", "exec_hi", "m0" if self.dwords == 2 else "")

    def encode(self, spec, op, ctx) -> str:
        if is_off(op):
            ctx.values[spec.field] = self.OFF_CODE
            return OFF
        reg = getattr(op, "reg", None)
        if reg is None or not self.accepts(reg, ctx.rf):
            raise invalid(op)
        ctx.values[spec.field] = ctx.rf.scalar_code(reg)
        return reg.text()

    def fast(self, spec, inst, gen, rf):
        """A plain SGPR base (``off`` is the form's fixed word: rules.buffer_forms)."""
        field, dwords, limit = spec.field, self.dwords, rf.sgprs

        def step(groups, values, printed):
            one, a, b = groups
            first = int(one if one is not None else a)
            last = first if one is not None else int(b)
            if last - first + 1 != dwords or first % min(dwords, 4) or last >= limit:
                return False
            values[field] = first
            printed.append(Reg("s", first, dwords).text())
            return True
        return r"(?:s([0-9]+)\b|s\[([0-9]+):([0-9]+)\])", step

    def is_register(self, op) -> bool:
        return not is_off(op)

    def decode(self, spec, ctx) -> str:
        from .registers import decode_scalar

        code = ctx.get(spec.field)
        if code == self.OFF_CODE:
            return OFF
        text, first = decode_scalar(ctx, code, self.dwords)
        ctx.used[spec.field] = first
        reg = ctx.rf.scalar_from_code(first, self.dwords)
        if reg is not None and not self.accepts(reg, ctx.rf):
            if ctx.strict or not self.llvm_class:
                raise Invalid
            if not ctx.fields.get("lds"):  # (the LDS forms' SADDR class takes exec: printed plain)
                text += f"/*Invalid register, operand has '{self.llvm_class}' register class*/"
        return text

    def complete(self, spec, inst, rf) -> list[Completion]:
        first = "s[0:1]" if self.dwords == 2 else "s0"
        return [Completion(OFF, "value", "no scalar base"), Completion(first, "register", "scalar base")]

    def describe(self, spec, op, value: int) -> str:
        return "`off` (0x7f): no scalar base" if is_off(op) else f"`{op.reg.text()}`"

    def examples(self, spec):
        return self._good

    def bad_examples(self, spec):
        return self._bad


# (SADDR is a register, address VGPRs, available on gfx9)
GLOBAL_SADDR = register(ScalarBase("global_saddr", 2, ((False, 2, True), (True, 1, True)),
                                   "scalar base: `off` or an SGPR pair (then VADDR is a 32-bit offset)",
                                   [OFF, "s[4:5]", "vcc", "ttmp[2:3]", "s[100:101]", "flat_scratch"],
                                   ["exec", "s[5:6]", "s4", "v[4:5]", "0", "m0"], "SReg_64_XEXEC_XNULL"))
SCRATCH_SADDR = register(ScalarBase("scratch_saddr", 1, ((False, 1, True), (True, 0, True), (False, 0, False),
                                                          (True, 1, False)),
                                    "scalar offset: `off` or an SGPR (then VADDR is `off`)",
                                    [OFF, "s2", "m0", "vcc_lo", "ttmp3", "exec_lo", "s101"],
                                    ["exec_hi", "s[2:3]", "v2", "0", "-1"]))
