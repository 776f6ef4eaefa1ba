"""SDWA sources and destination (gfx8/gfx9): ``sdwa_T`` (VGPR, or on gfx9 an SGPR or inline
constant too), ``sdwa_vgpr_T`` (VGPR only; also a DPP source that takes sext()) and
``sdwa_sdst`` (gfx9 compares: VCC or an SGPR pair).

An SDWA source field is 8 bits: a VGPR's number, or with the source's ``s`` bit set (gfx9)
the low 8 bits of an SGPR or constant code (gcnls/sdwa.py). The value itself is read by
the vector source kind of the same type (gcnls/kinds/vector.py); this one adds ``sext(x)``
(parsed by the vector sources: the ``sext`` bit of an integer source), the ``s`` bit, and
llvm-mc's answer to a literal
(no SDWA form takes one: "invalid operand for instruction"). A DPP source is a plain
``vgpr_T``: its neg/abs bits are gathered like VOP3's (gcnls/valu_ext.py).
"""

from __future__ import annotations

from dataclasses import replace

from .. import sdwa
from ..diagnostics import AsmError
from ..operands import ImmOp, RegOp, SrcOp
from .base import Completion, Invalid, Kind, get, invalid, register
from .scalar import INV_2PI_CODE
from .vector import TYPES, _is_constant_code, _modified

SEXT = "sext"
LDS_DIRECT = "src_lds_direct"


LITERAL_CODE = 0xFF


def _negative_short(op) -> str | None:
    """A 16-bit integer SDWA source's number whose 16 bits are an inline integer only read
    as a signed 16-bit value (0xfff0-0xffff: -16..-1): llvm-mc 22 takes it, and encodes the
    literal code 0xff (with the s bit) and no literal (v_max_i16_sdwa v1, 0xffff, v1 on
    gfx9); its text, or None for any other operand."""
    if not isinstance(op, ImmOp) or op.lit or op.is_float or op.value is None:
        return None
    if not -32768 <= op.value <= 0xFFFF or (op.value & 0xFFFF) < 0xFFF0:
        return None
    return f"0x{op.value & 0xFFFF:x}"


def _is_vgpr(op) -> bool:
    while isinstance(op, SrcOp):
        op = op.inner
    return isinstance(op, RegOp) and op.reg.kind == "v"


class SdwaSource(Kind):
    """``sdwa_T`` / ``sdwa_vgpr_T``: an SDWA source of type T."""

    def __init__(self, type_: str, vgpr_only: bool):
        self.type = type_
        self.base_name = f"{'vgpr' if vgpr_only else 'src'}_{type_}"
        self.name = f"sdwa_{self.base_name if vgpr_only else type_}"
        self.summary = f"{type_} source: VGPR" + ("" if vgpr_only else ", SGPR or inline constant (gfx9)")

    @property
    def base(self):
        return get(self.base_name)

    def syntax(self, spec) -> str:
        return self.type

    def slot_parser(self, spec):
        return self.base.slot_parser(spec)  # (-x, |x|, sext(x): the vector sources' parser)

    def encode(self, spec, op, ctx) -> str:
        inner = op
        sext = isinstance(op, SrcOp) and op.sext
        if sext:
            if SEXT not in spec.mods:
                raise invalid(op.inner)
            inner = op.inner
            if isinstance(inner, ImmOp) and inner.lit:
                inner = replace(inner, lit=False)  # (lit() under sext(): llvm-mc drops it, as outside SDWA)
        if isinstance(inner, RegOp) and inner.reg.text() == LDS_DIRECT and self.base.scalar:
            # (llvm-mc's check after a match: the assembler defers it past the other operands)
            raise AsmError("lds-direct", "lds_direct cannot be used with this instruction", inner.start, inner.end)
        short = TYPES[self.type] == (16, False)  # (a 16-bit integer source)
        try:
            text = self.base.encode(spec, inner, ctx)
        except AsmError as e:
            if e.diagnostic.code != "literal":
                raise
            text = _negative_short(inner) if short else None
            if text is None:
                # SDWA: no literal, and llvm-mc says so this way (at lit(x)'s x, modifiers or not)
                at = inner.inner if isinstance(inner, SrcOp) and getattr(inner.inner, "lit", False) else inner
                raise invalid(at) from None
            ctx.values[spec.field] = LITERAL_CODE
        else:
            # (1/(2*pi) is no 16-bit integer SDWA source's constant: measured on gfx9; also
            # v_ldexp_f16's exponent, typed f16 for its other constants, an integer by its sext)
            integer = short or (TYPES[self.type][0] == 16 and "sext" in spec.mods)
            if integer and isinstance(inner, ImmOp) and ctx.values.get(spec.field) == INV_2PI_CODE:
                raise invalid(inner)
        bit = 1 << spec.index
        values = ctx.values
        if "s" in ctx.inst.encoding.layouts[ctx.gen].fields and not _is_vgpr(inner):
            values["s"] = values.get("s", 0) | bit
        if sext:
            if SEXT in ctx.inst.encoding.layouts[ctx.gen].fields:  # (DPP has no sext bit)
                values[SEXT] = values.get(SEXT, 0) | bit
            text = f"{SEXT}({text})"
        return text

    def fast(self, spec, inst, gen, rf):
        """A plain VGPR (its number in the 8-bit field, the s bit clear); anything else
        (SGPRs, constants, -x, |x|, sext(x)) the long way."""
        field, limit = spec.field, rf.vgprs

        def step(groups, values, printed):
            index = int(groups[0])
            if index >= limit:
                return False
            values[field] = index
            printed.append(f"v{index}")
            return True
        return r"v([0-9]+)\b", step

    def fields(self, spec):
        return (spec.field, "s", "neg", "abs", SEXT)

    def decode(self, spec, ctx) -> str:
        bit = 1 << spec.index
        field = ctx.get(spec.field)
        s = 0
        if "s" in ctx.fields:
            s = 1 if ctx.fields["s"] & bit else 0
            if s:
                ctx.used["s"] = ctx.used.get("s", 0) | bit
        code = sdwa.source_code(field, s)
        if code == 0xFF:
            raise Invalid  # a literal: llvm-mc 22 crashes on it
        text = self.base.decode_code(spec, code, 9, ctx)
        flags = {}
        for m in ("neg", "abs", SEXT):
            if ctx.fields.get(m, 0) & bit:
                if m not in spec.mods:
                    raise Invalid
                flags[m] = True
                ctx.used[m] = ctx.used.get(m, 0) | bit
        if flags.get(SEXT):
            return f"{SEXT}({text})"
        return _modified(text, flags.get("neg", False), flags.get("abs", False), _is_constant_code(code))

    def complete(self, spec, inst, rf) -> list[Completion]:
        items = self.base.complete(spec, inst, rf)
        if SEXT in spec.mods:
            items.append(Completion("sext()", "snippet", "sign-extend the selected part", "sext(${1:v0})"))
        return items

    def describe(self, spec, op, value: int) -> str:
        return self.base.describe(spec, op, value)

    def hover(self, spec, op, value, gen):
        return self.base.hover(spec, op, value, gen)

    def examples(self, spec) -> list[str]:
        out = list(self.base.examples(spec))
        if SEXT in spec.mods:
            out.append(f"sext({out[0]})")
        return [e for e in out if e != "0x12345678"]

    def bad_examples(self, spec) -> list[str]:
        return ["0x12345678", "v[0:1]"] + ([] if SEXT in spec.mods else ["sext(v1)"])


class SdwaSdst(Kind):
    """``sdwa_sdst``: a gfx9 SDWA compare's destination, VCC (sd = 0) or an SGPR pair
    or other 64-bit scalar register (sd = 1, its code in sdst)."""

    name = "sdwa_sdst"
    summary = "VCC or an SGPR pair: the lanes' results"
    _SD = "sd"

    def syntax(self, spec) -> str:
        return "s2"

    @staticmethod
    def _pair(spec):
        return replace(spec, kind="s", width=2)

    def encode(self, spec, op, ctx) -> str:
        if isinstance(op, RegOp) and op.reg.text() == "vcc":
            ctx.values[spec.field] = 0
            ctx.values[self._SD] = 0
            return "vcc"
        text = get("s").encode(self._pair(spec), op, ctx)
        ctx.values[self._SD] = 1
        return text

    def fields(self, spec):
        return (spec.field, self._SD)

    def decode(self, spec, ctx) -> str:
        # llvm-mc 22 ignores sdst while sd = 0, and re-encodes VCC (sd = 0 or its code)
        # as the assembler writes it: sd = 0, sdst = 0.
        text = get("s").decode(self._pair(spec), ctx) if ctx.get(self._SD) else "vcc"
        if text == "vcc":
            ctx.used[spec.field] = ctx.used[self._SD] = 0
        return text

    def complete(self, spec, inst, rf):
        return [Completion("vcc", "register", "VCC")] + get("s").complete(self._pair(spec), inst, rf)

    def examples(self, spec):
        return ["vcc", "s[2:3]", "exec"]

    def bad_examples(self, spec):
        return ["s2", "v[0:1]", "s[1:2]"]


for _t, (_bits, _) in TYPES.items():
    if _bits <= 32:
        register(SdwaSource(_t, False))
        register(SdwaSource(_t, True))
register(SdwaSdst())
