"""Vector ALU sources: ``src_T`` (any source), ``vgpr_T`` (VGPR only), ``ssrc_T`` (SGPR or
inline constant), ``literal_T`` (a mandatory literal), and the fixed words ``vcc``,
``attrN.c`` and ``p10``/``p20``/``p0`` of interpolation.

T is the operand's type (isa/README.md): its width (16, 32 or 64 bits) picks the
registers and how an immediate is read; float or integer picks the inline constants a
written float maps to and whether neg/abs apply. The 32-bit rules are the scalar ones
(gcnls/kinds/scalar.py, reused, not copied); 16- and 64-bit differ as vop2.toml's and
vop1.toml's notes say. Field codes: 0-255 as scalar sources (lds_direct 254, literal
255), 256 + N for vN in a 9-bit field (an 8-bit field holds N).

What a source takes in its form is on its spec (``spec.mods``, gcnls/valu_isa.py):
``literal`` (e32 SRC0), ``lds_direct``, ``neg``/``abs``; ``fpmods`` says the mnemonic
reads float modifiers at this place in some form (so ``-v1`` parses, and fails only in
the form without them). Every SGPR and literal a source reads is recorded for the
constant-bus rule (gcnls/rules/constant_bus.py).
"""

from __future__ import annotations

from dataclasses import replace

import math
import re
import struct

from ..diagnostics import AsmError, Diagnostic, Severity
from ..operands import ImmOp, RegOp, SrcOp
from ..registers import Reg
from ..lexer import Kind as Tok
from .base import FAST_BUS, INT, Completion, Invalid, Kind, invalid, register
from .registers import NULL_CODE, Scalar, decode_scalar
from .scalar import (_BITS32, _BITS64, lossy, _FLOAT_CODES, _INV_2PI_GENS, INV_2PI_32, INV_2PI_64, INV_2PI_CODE, LITERAL,
                     ScalarSource, _LITERAL_KEY, _int_code, _is_inline32, _one_literal, fast_integer, forced_literal,
                     inline_text)

LDS_DIRECT = 254
VGPR_BASE = 256
CBUS = " cbus"  # ctx.named key: the constant-bus reads so far, [(register or literal, operand)]
# Half-precision patterns of the inline floats, and 1/(2π) as a half (gfx8/gfx9).
_HALF_CODES = {struct.unpack("<H", struct.pack("<e", v))[0]: code for v, code in _FLOAT_CODES.items()}
INV_2PI_16 = 0x3118
TYPES = {  # type -> (bits, float)
    "f16": (16, True), "i16": (16, False), "u16": (16, False), "b16": (16, False),
    "f32": (32, True), "i32": (32, False), "u32": (32, False), "b32": (32, False),
    "f64": (64, True), "i64": (64, False), "u64": (64, False), "b64": (64, False),
    "b128": (128, False),  # (VGPRs only: v_mqsad_u32_u8's accumulator)
}
_SCALAR = {1: ScalarSource("vector source (32-bit)", 1, True, ""),
           2: ScalarSource("vector source (64-bit)", 2, True, "")}
LITERAL_MESSAGE = "literal operands are not supported"
# llvm-mc's warning for a double literal whose low 32 bits a 32-bit literal cannot hold.
_LOW_BITS_WARNING = "Can't encode literal as exact 64-bit floating-point operand. Low 32-bits will be set to zero"
# 16-bit integer sources llvm-mc's disassembler prints as 32-bit ones (inline floats as
# floats): LLVM gives these operands a 32-bit type (measured on tonga and gfx900; the
# data's types come from the mnemonic: v_mad_u32_u16's SRC2 is the 32-bit addend).
_INT16_PRINTED_AS_32 = frozenset({("v_sad_u16", "src0"), ("v_sad_u16", "src1"), ("v_sad_u16", "src2"),
                                  ("v_cmp_class_f16", "src1"), ("v_cmpx_class_f16", "src1"),
                                  ("v_cmp_class_f16", "vsrc1"), ("v_cmpx_class_f16", "vsrc1"),  # (SDWA)
                                  ("v_mad_i32_i16", "src2"), ("v_mad_u32_u16", "src2")})


def _literal_error(op, ctx=None) -> AsmError:
    # Reported after matching (llvm-mc's validation), like the one-literal rule: after the
    # warnings llvm-mc gave converting the operands.
    error = AsmError("literal", LITERAL_MESSAGE, op.start, op.end)
    if ctx is not None and ctx.warnings:
        error.diagnostic.data["before"] = list(ctx.warnings)
    return error


def record(ctx, key, op) -> None:
    """A constant-bus read (an SGPR or special register by code and width, or "literal")."""
    ctx.named.setdefault(CBUS, []).append((key, op))


_FAST_FLOATS = ("0.5", "1.0", "2.0", "4.0")  # (signed ones go the long way: -x is a modifier in some forms)


# ctx.named key: a VOP3b source written with abs (rules/vop3b_abs.py refuses it)
VOP3B_ABS = "_vop3b_abs"


class Source(Kind):
    """``src_T``: a VGPR, SGPR or special register, inline constant or (where the form
    takes one) a literal, with neg/abs where the form takes them."""

    vgpr = True
    scalar = True
    constants = True
    one_word = True  # (its slot parser reads -x, |x|, neg(x), abs(x): one operand)
    fast_notes = (FAST_BUS,)  # (e64's one scalar value: see fast)

    def __init__(self, name: str, type_: str):
        self.name, self.type = name, type_
        self.bits, self.is_float = TYPES[type_]
        self.dwords = max(1, self.bits // 32)
        what = {"src": "any source", "vgpr": "VGPR", "ssrc": "SGPR or inline constant"}[name.split("_")[0]]
        self.summary = f"{type_} source: {what}"

    def syntax(self, spec) -> str:
        return self.type

    # -- parsing: -x, |x|, neg(x), abs(x)
    def slot_parser(self, spec):
        sext = "sextmods" in spec.mods
        if "fpmods" in spec.mods:
            if not (self.scalar or self.constants or sext):
                return _parse_vgpr_source
            return _parse_source_sext if sext else _parse_source
        if sext and self.is_float and self.bits == 16:
            return _parse_float_sext_source
        return _parse_int_source if sext else _parse_plain_source

    # -- encoding
    def encode(self, spec, op, ctx) -> str:
        neg = ab = False
        spelled = False
        outer = op
        if isinstance(op, SrcOp):
            neg, ab, spelled = op.neg, op.abs, op.spelled_neg
            op = op.inner
            if outer.sext:
                if isinstance(op, ImmOp) and (op.value is not None or op.is_float):
                    # (sext(c) outside SDWA: llvm-mc's operand class takes the number as a
                    # literal candidate and drops the modifier, so c itself is encoded,
                    # inline or as a literal, lit() dropped too; measured on tonga and gfx900)
                    return self.encode(spec, replace(op, lit=False), ctx)
                if "sext" not in spec.mods:
                    raise invalid(op)  # (on a register: SDWA only, and later e64 forms: newer_forms.later_e64)
            vop3b = ctx.inst.form == "e64" and any(s.field == "sdst" for s in ctx.inst.operands)
            if ab and vop3b and spec.index != 1 and "neg" in spec.mods:
                # Matched, then refused by llvm-mc's check (SDST holds the abs bits), which
                # comes after its literal and constant-bus checks (rules/vop3b_abs.py)
                ctx.named[VOP3B_ABS] = True
                ab = False
            if (isinstance(op, ImmOp) and self.constants and "neg" not in spec.mods and "abs" not in spec.mods
                    and (self.bits <= 32 or op.is_float)):
                # A form without source modifiers applies them to the constant's bits
                # (neg(lit(x)), abs(lit(x)): to the literal's, which stays one).
                if op.lit:
                    return self._forced_literal(spec, op, ctx, self._folded_literal(op, neg, ab))
                return self._immediate(spec, self._folded(op, neg, ab, ctx.gen), ctx)
            if (neg and "neg" not in spec.mods) or (ab and "abs" not in spec.mods):
                raise invalid(op)
        if isinstance(op, RegOp):
            text = self._register(spec, op, outer, ctx)
        elif isinstance(op, ImmOp) and self.constants:
            if op.lit and (neg or ab) and self.bits == 64 and not op.is_float:
                raise invalid(op)  # (a 64-bit source's integer lit(x) takes no modifier)
            if (neg or ab) and self.bits == 64 and self.is_float and not op.is_float and not _inline_int64(op.value, ctx.gen):
                # (under a modifier a double source takes an integer only as an inline
                # one, a double's whole bit pattern included: not as a literal, nor as the
                # high half of an inline double, 0x3ff00000)
                raise invalid(op)
            text = self._immediate(spec, op, ctx)
        else:
            raise invalid(op)
        if neg or ab:
            bit = 1 << spec.index
            if neg:
                ctx.values["neg"] = ctx.values.get("neg", 0) | bit
            if ab and not (ctx.inst.form == "e64" and "sdst" in ctx.values):  # VOP3b: no abs bits (SDST holds them)
                ctx.values["abs"] = ctx.values.get("abs", 0) | bit
            if ab:
                text = f"|{text}|"
            if neg:
                text = f"neg({text})" if spelled and not ab and isinstance(op, ImmOp) and not op.lit else f"-{text}"
        return text

    def _folded(self, op, neg: bool, ab: bool, gen: str) -> ImmOp:
        """The constant with abs (sign bit cleared) and neg (sign bit flipped) applied to
        its bit pattern at the source's width."""
        if op.value is None and not op.is_float:
            raise invalid(op)
        if self.bits == 64:
            # (a double: the sign of the value; an integer 64-bit constant is not folded)
            f = abs(op.float_value) if ab else op.float_value
            f = -f if neg else f
            return ImmOp(None, op.expr, op.text, op.start, op.end, True, f)
        sign = 1 << (self.bits - 1)
        if op.is_float:
            if lossy(op.float_value, "<e" if self.bits == 16 else "<f"):
                raise invalid(op)  # (as bare: value_code; a modifier does not make it a number the type holds)
            bits = (_half_bits(op.float_value) if self.bits == 16 and self.is_float
                    else _float32_bits(op.float_value))
            if bits is None:
                raise invalid(op)
            if self.bits == 16 and not self.is_float:
                sign = 1 << 31
        elif self.bits == 16 and self.is_float:
            # (llvm-mc matches the integer as written, then flips or clears bit 15 of it:
            # |-2| is the literal 0x7ffe, neg(|-1|) the inline -1)
            if not -32768 <= op.value <= 0xFFFF:
                raise invalid(op)
            bits = op.value & 0xFFFF
        else:
            bits = op.value & ((1 << max(self.bits, 32)) - 1)
            if self.bits == 16 and not self.is_float:
                sign = 1 << 31
        if ab:
            bits &= ~sign
        if neg:
            bits ^= sign
        return ImmOp(bits, op.expr, op.text, op.start, op.end)

    def _folded_literal(self, op, neg: bool, ab: bool) -> tuple[int, str]:
        """(dword, printed text) of neg(lit(x)) / abs(lit(x)) where the form has no source
        modifiers: the sign bit of the literal's type flipped or cleared (an integer's
        64-bit pattern is printed, as for lit(x) itself)."""
        dword, text = forced_literal(op, self.bits, self.is_float)
        if op.is_float:
            pattern = dword
            sign = 1 << 15 if self.bits == 16 else 1 << 31  # (a double's literal is its high half)
        else:
            pattern = op.value & 0xFFFFFFFFFFFFFFFF
            sign = 1 << 15 if self.bits == 16 and self.is_float else 1 << 31
        if ab:
            pattern &= ~sign
        if neg:
            pattern ^= sign
        return pattern & (0xFFFF if self.bits == 16 and self.is_float else 0xFFFFFFFF), f"lit(0x{pattern:x})"

    def _register(self, spec, op, outer, ctx) -> str:
        reg = op.reg
        width = ctx.inst.encoding.layouts[ctx.gen].width(spec.field) if spec.field != "_" else 9
        if reg.kind == "v":
            if not self.vgpr or reg.width != self.dwords:
                raise invalid(op)
            ctx.values[spec.field] = reg.index + (VGPR_BASE if width >= 9 else 0)
            return reg.text()
        rf = ctx.rf
        if reg.kind == "special" and reg.name == "src_lds_direct":
            return self._lds_direct(spec, op, outer, ctx)
        if not self.scalar:
            raise invalid(op)
        if not _SCALAR[self.dwords].accepts(reg, rf):
            raise invalid(op)
        code = rf.scalar_code(reg)
        ctx.values[spec.field] = code
        record(ctx, (code, reg.width), outer)
        return reg.text()

    def _lds_direct(self, spec, op, outer, ctx) -> str:
        if self.dwords != 1:
            raise invalid(op)
        if "lds_direct" in spec.mods:
            # (also a scalar-only source that takes it: v_writelane_b32's src0 on gfx6/gfx7)
            ctx.values[spec.field] = LDS_DIRECT
            return op.reg.text()
        if not self.vgpr:
            raise invalid(op)
        if not self.scalar:
            raise invalid(op)
        if "lds_direct" not in spec.mods:
            if "rev" in ctx.inst.name:
                raise AsmError("literal", "lds_direct cannot be used with this instruction", op.start, op.end)
            if spec.field == "src0":
                raise invalid(op)
            raise AsmError("literal", ctx.rf.messages.get("lds_direct_src0", "lds_direct may be used as src0 only"),
                           op.start, op.end)
        ctx.values[spec.field] = LDS_DIRECT
        return op.reg.text()

    def _immediate(self, spec, op, ctx) -> str:
        if op.lit:
            return self._forced_literal(spec, op, ctx)
        if op.value is None and not op.is_float:
            # A symbol: a 32-bit literal the linker fills in, where the form takes a literal
            # (not in a 16-bit source: llvm-mc 22 refuses the operand, v_add_f16 v1, SYM, v2).
            if self.dwords != 1 or self.bits == 16 or "no_symbol" in spec.mods:
                raise invalid(op)
            if "literal" not in spec.mods:
                if spec.mods & {"neg", "abs", "sext"}:
                    raise invalid(op)  # (llvm-mc: a source with input modifiers takes no expression)
                raise _literal_error(op)
            record(ctx, "literal", op)
            return _SCALAR[1].encode(spec, op, ctx)
        code, literal, text = self.value_code(op, ctx.gen, "literal" in spec.mods)
        if self.bits == 16 and self.is_float and ctx.gen not in _INV_2PI_GENS and "literal" not in spec.mods:
            raise _literal_error(op)  # (GCN 1.0/1.1 f16 conversions: no constant at all in e64)
        ctx.values[spec.field] = code
        if self.is_float and op.is_float and self.bits == 64:
            self._low_bits_lost(op.float_value, ctx)
        if literal is None:
            return text
        if "literal" not in spec.mods:
            raise _literal_error(op, ctx)
        record(ctx, "literal", op)
        _one_literal(ctx, op, literal)
        return text

    @staticmethod
    def _low_bits_lost(f: float, ctx, forced: bool = False) -> None:
        """llvm-mc's warning where a double source keeps only the high half of a real
        number's bits (not of an inline one's, except in lit(x): lit(4.9e-324) is 0):
        given as it converts the operand, so also on a line whose literal it then refuses."""
        bits = _double_bits(f) or 0
        if bits & 0xFFFFFFFF and (forced or _inline64(bits, ctx.gen) is None and bits > 64):
            mn = ctx.mnemonic
            ctx.warnings.append(Diagnostic("literal-precision", _LOW_BITS_WARNING, mn.start, mn.end,
                                           Severity.WARNING, {"llvm": True}))

    def _forced_literal(self, spec, op, ctx, folded: tuple[int, str] | None = None) -> str:
        """lit(x): a literal dword where the form takes one; in e64 (no literal on GCN
        1.0-1.4) llvm-mc 22 still takes a 16/32-bit one: the source field says literal and
        no dword follows (64-bit: 'literal operands are not supported')."""
        dword, text = folded or forced_literal(op, self.bits, self.is_float)
        if self.is_float and op.is_float and self.bits == 64:
            self._low_bits_lost(op.float_value, ctx, forced=True)
        if "literal" not in spec.mods:
            if ctx.inst.form != "e64":
                raise _literal_error(op, ctx)
            # (only where x would be an inline constant: any other value is the literal
            # e64 cannot hold, as x written plainly; in a 64-bit source only a dword 0..64,
            # an integer zero-extended or a double's high half, lit(1.0e-320); measured)
            plain = op if folded is None else ImmOp(folded[0], op.expr, op.text, op.start, op.end)
            if (self.bits == 64 and dword > 64) or (
                    self.bits < 64 and self.value_code(plain, ctx.gen)[1] is not None):
                raise _literal_error(op, ctx)
            ctx.values[spec.field] = LITERAL
            record(ctx, "literal", op)
            return text
        ctx.values[spec.field] = LITERAL
        record(ctx, "literal", op)
        _one_literal(ctx, op, dword)
        ctx.named[_FORCED] = True  # (v_madak/v_madmk: K then replaces it, Literal.encode)
        return text

    def value_code(self, op, gen: str, literal_form: bool = True) -> tuple[int, int | None, str]:
        """(field code, literal dword or None, printed text) of an immediate (raises
        AsmError 'invalid operand for instruction' where no encoding exists)."""
        if self.bits == 32:
            if op.is_float and lossy(op.float_value, "<f"):
                raise invalid(op)  # (a real number a float holds only as a denormal or zero it is not)
            code, literal = _SCALAR[1]._value_code(op, _Gen(gen))
            return code, literal, inline_text(code, 1) if literal is None else f"0x{literal:x}"
        if self.bits == 64:
            return self._value64(op, gen)
        return self._value16(op, gen, literal_form)

    def _value64(self, op, gen):
        if not self.is_float:
            code, literal = _SCALAR[2]._value_code(op, _Gen(gen))
            return code, literal, inline_text(code, 2) if literal is None else f"0x{literal:x}"
        if op.is_float:
            f = op.float_value
            bits = _double_bits(f)
            if bits is None:
                raise invalid(op)
            code = _inline64(bits, gen)
            if code is None and bits <= 64:
                code = 128 + bits  # (a denormal whose bits are an inline integer: 4.9e-324 is 1)
            if code is None:
                # llvm-mc keeps only the high half (warning when the low one is lost, see
                # _low_bits_lost) and then looks at the double that leaves: 1.0e-320 is 0,
                # 1.0000000000000002 is 1.0
                code = _inline64(bits & ~0xFFFFFFFF, gen)
            if code is not None:
                return code, None, inline_text(code, 2)
            hi = bits >> 32
            return LITERAL, hi, f"0x{hi:x}"
        value = op.value
        if value >= 1 << 64 or value < -(1 << 63):
            raise invalid(op)
        v64 = value & 0xFFFFFFFFFFFFFFFF
        s64 = v64 - (1 << 64) if v64 >> 63 else v64
        code = _int_code(s64)
        if code is None:
            code = _inline64(v64, gen)
        if code is None and -(1 << 31) <= s64 <= 0xFFFFFFFF:
            # A 32-bit value is the high half of the double.
            code = _inline64((v64 & 0xFFFFFFFF) << 32, gen)
            if code is None:
                lit = v64 & 0xFFFFFFFF
                return LITERAL, lit, f"0x{lit:x}"
        if code is None:
            raise invalid(op)
        return code, None, inline_text(code, 2)

    def _value16(self, op, gen, literal_form):
        if op.is_float:
            f = op.float_value
            if f in _FLOAT_CODES and not _negative_zero(f):
                code = _FLOAT_CODES[f]
                return code, None, inline_text(code, 1)
            if f == 0.0 and not _negative_zero(f):
                return 128, None, "0"
            if lossy(f, "<e"):
                raise invalid(op)  # (a half holds it only as a denormal or zero it is not, or not at all)
            if self.is_float:
                try:
                    half = struct.unpack("<H", struct.pack("<e", f))[0]
                except (OverflowError, struct.error):
                    raise invalid(op) from None
                if half == INV_2PI_16 and gen in _INV_2PI_GENS:
                    return INV_2PI_CODE, None, "0.15915494"
                if half <= 64:
                    return 128 + half, None, str(half)  # (a denormal whose bits are an inline integer)
                if half in _HALF_CODES:  # (rounded to a half: 1.0001 is 1.0)
                    code = _HALF_CODES[half]
                    return code, None, inline_text(code, 1)
                return LITERAL, half, f"0x{half:x}"
            # An integer 16-bit source keeps the float's 32-bit pattern, printed cut to 16 bits.
            bits = _float32_bits(f)
            if bits is None:
                raise invalid(op)
            if gen in _INV_2PI_GENS and bits == INV_2PI_32:
                return INV_2PI_CODE, None, "0.15915494"
            if bits in _BITS32:  # (rounded to single: 1.00000001 is 1.0)
                code = _BITS32[bits]
                return code, None, inline_text(code, 1)
            return LITERAL, bits, f"0x{bits & 0xFFFF:x}"
        value = op.value
        if value >= 1 << 64 or value < -(1 << 63):
            raise invalid(op)
        code = _int_code(value)
        if code is None and self.is_float and 0xFFF0 <= value <= 0xFFFF:
            code = _int_code(value - 0x10000)  # a half's -16..-1 pattern is the inline integer
        if code is not None:
            return code, None, inline_text(code, 1)
        if not -32768 <= value <= 0xFFFF:
            raise invalid(op)
        v16 = value & 0xFFFF
        if self.is_float and (literal_form or gen in _INV_2PI_GENS):
            # (GCN 1.0/1.1 read a half's bit pattern as an inline float only in e32)
            code = _HALF_CODES.get(v16)
            if code is None and v16 == INV_2PI_16 and gen in _INV_2PI_GENS:
                code = INV_2PI_CODE
            if code is not None:
                return code, None, inline_text(code, 1)
        if self.is_float:
            return LITERAL, v16, f"0x{v16:x}"
        # An integer source keeps a negative value sign-extended to 32 bits.
        return LITERAL, value & 0xFFFFFFFF, f"0x{v16:x}"

    # -- the fast path: VGPRs, the SGPR and the literal of e32's SRC0, inline integers
    def fast(self, spec, inst, gen, rf):
        """Plain spellings only: vN / v[a:b], sN / s[a:b] where an SGPR cannot break the
        constant bus (e32's SRC0 of an instruction without an implicit VCC/M0 read), and
        integers (inline, or a 32-bit source's literal in e32). Anything else (special
        registers, floats, 16/64-bit literals, modifiers) goes the long way."""
        width = inst.encoding.layouts[gen].width(spec.field)
        base = VGPR_BASE if width >= 9 else 0
        field, dwords = spec.field, self.dwords
        vgpr, constants = self.vgpr, self.constants
        # (an implicit VCC/M0 read already holds the constant bus: no SGPR, no literal)
        literal = "literal" in spec.mods and self.bits == 32 and not ({"vcc", "m0"} & set(inst.reads))
        # e64 (no literal on GCN 1.0-1.4) takes SGPRs while they are one value (the same
        # register again counts once), where only sources read scalars (no mask, no VCC/M0)
        from . import of

        bus = (self.scalar and inst.form == "e64" and not ({"vcc", "m0"} & set(inst.reads))
               and all(isinstance(of(s), Source) for s in inst.operands if s.field in inst.reads))
        sgpr = self.scalar and (literal or bus)
        limit = rf.sgprs
        # -vN, |vN|, -|vN| where the form takes neg and abs (not VOP3b, whose SDST holds
        # the abs bits); modifiers on anything else go the long way
        mods = {"neg", "abs"} <= spec.mods and not any(s.field == "sdst" for s in inst.operands)
        bit = 1 << spec.index
        floats = self._fast_floats(spec, gen)
        # (GCN 1.0/1.1 f16 sources in e64 take no constant at all, inline integers neither:
        # _immediate says llvm-mc's literal error)
        constants = constants and not (self.bits == 16 and self.is_float and gen not in _INV_2PI_GENS
                                       and "literal" not in spec.mods)

        def modified(neg, ab, v1, va, vb, close, values, printed):
            if not mods or (ab is None) != (close is None) or (v1 is None and va is None):
                return False
            if v1 is not None:
                first = last = int(v1)
            else:
                first, last = int(va), int(vb)
            if not vgpr or last - first + 1 != dwords or last >= 256:
                return False
            values[field] = base + first
            text = f"v{first}" if v1 is not None else f"v[{first}:{last}]"
            if ab:
                values["abs"] = values.get("abs", 0) | bit
                text = f"|{text}|"
            if neg:
                values["neg"] = values.get("neg", 0) | bit
                text = "-" + text
            printed.append(text)
            return True

        def step(groups, values, printed):
            neg, ab, v1, va, vb, s1, sa, sb, flt, imm, close = groups
            if neg or ab or close:
                return modified(neg, ab, v1, va, vb, close, values, printed)
            if v1 is not None:
                if not vgpr or dwords != 1:
                    return False
                first = int(v1)
                if first >= 256:
                    return False
                values[field] = base + first
                printed.append("v" + v1 if v1[0] != "0" or v1 == "0" else f"v{first}")
                return True
            if va is not None:
                first, last = int(va), int(vb)
                if not vgpr or last - first + 1 != dwords or last >= 256:
                    return False
                values[field] = base + first
                printed.append(f"v[{first}:{last}]")
                return True
            if s1 is not None or sa is not None:
                if not sgpr:
                    return False
                first = int(s1 if s1 is not None else sa)
                last = first if s1 is not None else int(sb)
                if last - first + 1 != dwords or first % min(dwords, 4) or last >= limit:
                    return False
                if bus and values.setdefault(FAST_BUS, (first, dwords)) != (first, dwords):
                    return False  # a second scalar value: llvm-mc's constant-bus error, the long way
                values[field] = first
                printed.append(Reg("s", first, dwords).text())
                return True
            if not constants:
                return False
            if flt is not None:
                known = floats.get(flt)
                if known is None:
                    return False
                values[field], text = known
                printed.append(text)
                return True
            return fast_integer(imm, field, literal, values, printed)
        return (r"(-(?=[v|]))?(\|(?=v))?(?:v([0-9]+)\b|v\[([0-9]+):([0-9]+)\]|s([0-9]+)\b|s\[([0-9]+):([0-9]+)\]|"
                r"([0-9]+\.[0-9]+)|" + INT + r")(\|)?", step)

    def _fast_floats(self, spec, gen) -> dict[str, tuple[int, str]]:
        """The fast path's float constants: the positive inline values as compilers write
        them (1.0, 0.5 ...), each with the code and text the full path gives it here
        (value_code: per type, generation and form); literals and the rest the long way."""
        literal_form = "literal" in spec.mods
        if self.bits == 16 and self.is_float and gen not in _INV_2PI_GENS and not literal_form:
            return {}  # (GCN 1.0/1.1 f16 conversions take no constant in e64: _immediate)
        out = {}
        for text in _FAST_FLOATS:
            op = ImmOp(None, None, text, 0, len(text), is_float=True, float_value=float(text))
            try:
                code, literal, printed = self.value_code(op, gen, literal_form)
            except AsmError:
                continue
            if literal is None:
                out[text] = (code, printed)
        return out

    # -- decoding
    def fields(self, spec):
        return () if spec.field == "_" else (spec.field,)

    def decode(self, spec, ctx) -> str:
        code = ctx.get(spec.field)
        width = ctx.layout.width(spec.field)
        text = self.decode_code(spec, code, width, ctx)
        neg = abs_ = False
        if spec.mods & {"neg", "abs"}:
            bit = 1 << spec.index
            if "neg" in spec.mods and ctx.fields.get("neg", 0) & bit:
                neg = True
                ctx.used["neg"] = ctx.used.get("neg", 0) | bit
            if ("abs" in spec.mods and "abs" in ctx.fields and not (ctx.inst.form == "e64" and "sdst" in ctx.used)
                    and ctx.fields["abs"] & bit):
                abs_ = True
                ctx.used["abs"] = ctx.used.get("abs", 0) | bit
        return _modified(text, neg, abs_, width >= 9 and _is_constant_code(code))

    def decode_code(self, spec, code: int, width: int, ctx) -> str:
        if width < 9:
            if self.vgpr and not self.scalar:
                return self._vgpr_text(code, ctx)
            if code < 128 or code == NULL_CODE or not self.constants:
                pass
        elif code >= VGPR_BASE:
            if not self.vgpr:
                raise Invalid
            return self._vgpr_text(code - VGPR_BASE, ctx)
        if code == LDS_DIRECT and width >= 9:
            # llvm-mc 22's disassembler takes it in any 32-bit source of a 9-bit field, the
            # assembler only where spec.mods says; in an SGPR-only one it adds its comment.
            if self.dwords != 1 or (ctx.strict and "lds_direct" not in spec.mods):
                raise Invalid
            if not self.vgpr and "lds_direct" not in spec.mods:
                return "src_lds_direct/*Invalid register, operand has 'SReg_32' register class*/"
            if not self.scalar and "lds_direct" not in spec.mods:
                return "src_lds_direct/*Invalid register, operand has 'VGPR_32' register class*/"
            return "src_lds_direct"
        if not self.scalar and not (self.constants and code >= 128):
            if self.dwords == 1 and width >= 9 and not ctx.strict:
                return _vgpr_slot_text(spec, code, ctx)
            raise Invalid
        dwords = self.dwords
        if code == LDS_DIRECT:
            raise Invalid
        if code == LITERAL:
            if "literal" not in spec.mods:
                raise Invalid
            value = ctx.literal()
            return self._literal_text(spec, value, ctx)
        text = inline_text(code, dwords)
        if (text is not None and self.bits == 16 and not self.is_float and code >= 240 and not ctx.strict
                and (ctx.inst.name, spec.field) not in _INT16_PRINTED_AS_32):
            # llvm-mc's disassembler shows an inline float of an integer 16-bit source as
            # its half's bits, re-encoded as a literal (a literal dword only where one fits).
            half = INV_2PI_16 if code == INV_2PI_CODE else _half_bits(float(text))
            ctx.used[spec.field] = LITERAL
            if "literal" in ctx.layout.fields:
                ctx.canonical_literal = half
            return f"0x{half:x}"
        if text is not None:
            if not self.constants:
                raise Invalid
            if code == INV_2PI_CODE and ctx.gen not in _INV_2PI_GENS:
                raise Invalid
            return text
        if not self.scalar:
            raise Invalid
        if code < 128 or code == NULL_CODE:
            text, first = decode_scalar(ctx, code, dwords)
            ctx.used[spec.field] = first
            return text
        rf = ctx.rf
        reg = rf.scalar_from_code(code, dwords)
        if reg is None and dwords == 2:
            name = rf.by_code.get((code, 1))
            if name is not None and name in rf.any_width:
                return name
        if reg is None or reg.name == "src_lds_direct":
            raise Invalid
        return reg.text()

    def _literal_text(self, spec, value: int, ctx) -> str:
        """A literal dword as llvm-mc 22 disassembles it: lit(0x...) where the value would
        assemble as an inline constant (a float source of 16 bits judged by its low half and
        re-encoded in it, an integer one by the whole dword; a 64-bit integer zero-extended);
        a 64-bit float source's literal (its high half) that is an inline constant prints and
        re-encodes as that constant."""
        low = value & 0xFFFF
        if ctx.strict:
            # (GCN 1.0/1.1: only what the assembler encodes back the same way)
            if (self.bits == 16 and value > 0xFFFF) or (self.bits == 32 and _is_inline32(value, ctx.gen)):
                raise Invalid
            return f"0x{low if self.bits == 16 else value:x}"
        if self.bits == 16:
            if self.is_float:
                ctx.fields["literal"] = low
                inline = _is_inline16f(low)
            else:
                inline = _is_inline32(value, ctx.gen)
            return f"lit(0x{value:x})" if inline else f"0x{low:x}"
        if self.bits == 32:
            return f"lit(0x{value:x})" if _is_inline32(value, ctx.gen) else f"0x{value:x}"
        if self.is_float:
            code = 128 if value == 0 else _BITS64.get(value << 32)
            if code is not None:
                ctx.used[spec.field] = code
                ctx.literal_dropped = True
                return inline_text(code, 2)
            return f"0x{value:x}"
        return f"lit(0x{value:x})" if value <= 64 else f"0x{value:x}"

    def _vgpr_text(self, index: int, ctx) -> str:
        if ctx.strict and index + self.dwords > ctx.rf.vgprs:
            raise Invalid
        return Reg("v", index, self.dwords).text()

    # -- editor support
    def complete(self, spec, inst, rf) -> list[Completion]:
        w = self.dwords
        items = []
        if self.vgpr:
            items += [Completion(Reg("v", i, w).text(), "register", f"VGPR ({self.type})") for i in (0, 1, 2)]
        if self.scalar:
            items += [Completion(Reg("s", i, w).text(), "register", f"SGPR ({self.type})") for i in (0, 2)]
            items.append(Completion("vcc" if w == 2 else "vcc_lo", "register", "VCC"))
        if self.constants:
            items += [Completion(str(v), "value", f"inline constant {v}") for v in (0, 1, -1, 64, -16)]
            if self.is_float:
                items += [Completion(repr(v), "value", f"inline float constant {v}") for v in (0.5, 1.0, 2.0, 4.0)]
        if "neg" in spec.mods:
            items.append(Completion("-", "snippet", "negate the source (neg modifier)", "-"))
        if "abs" in spec.mods:
            items.append(Completion("|x|", "snippet", "absolute value of the source (abs modifier)", "|"))
        if "lds_direct" in spec.mods:
            items.append(Completion("lds_direct", "register", "the LDS value addressed by M0 (src0 only)"))
        return items

    def describe(self, spec, op, value: int) -> str:
        inner = op.inner if isinstance(op, SrcOp) else op
        if value >= VGPR_BASE:
            return f"`{getattr(inner, 'reg', None).text() if isinstance(inner, RegOp) else value}` (256 + VGPR number)"
        text = inline_text(value, self.dwords)
        if text is not None and isinstance(inner, ImmOp):
            return f"inline constant `{text}` (code {value})"
        if value == LITERAL:
            return f"literal dword follows: `{getattr(inner, 'text', '')}`"
        if value == LDS_DIRECT:
            return "`src_lds_direct` (code 254)"
        reg = getattr(inner, "reg", None)
        return f"`{reg.text()}`" if reg is not None else str(value)

    def hover(self, spec, op, value, gen):
        inner = op.inner if isinstance(op, SrcOp) else op
        if value is None or not isinstance(inner, ImmOp):
            return None
        text = inline_text(value, self.dwords)
        if text is not None:
            return (f"**{text}** — inline constant of a {self.type} source, encoded in the source field as "
                    f"{value} (0x{value:x}); no literal dword")
        if value == LITERAL:
            return (f"**{inner.text}** — {self.type} literal: the source field holds 255 and the value follows "
                    "the instruction (one literal per instruction, e32 forms only on GCN)")
        return None

    def examples(self, spec) -> list[str]:
        w = self.dwords
        ex = []
        if self.vgpr:
            ex += ["v1", "v255"] if w == 1 else ["v[2:3]", "v[254:255]"]
        if self.scalar:
            ex += ["s1", "vcc_lo", "m0", "exec_hi"] if w == 1 else ["s[2:3]", "vcc", "exec"]
        if self.constants:
            ex += ["0", "64", "-16", "1.0", "-4.0", "0.5"]
            if "literal" in spec.mods:
                ex += ["0x12345678"] if self.bits != 16 else ["0x1234"]
        return ex

    def bad_examples(self, spec) -> list[str]:
        w = self.dwords
        bad = ["v[0:1]" if w == 1 else "v1", "s[0:1]" if w == 1 else "s1", "65", "1.5", "0x100000000",
               "-0x80000001", "s[1:2]" if w == 2 else "ttmp[0:1]"]
        if "literal" not in spec.mods:
            bad.append("0x12345678")
        return bad


def _is_constant_code(code: int) -> bool:
    """An inline constant or the literal (9-bit source code): llvm-mc prints neg(...) on it
    (not on the registers between them, gfx9's src_shared_base ... 235-239)."""
    return 128 <= code <= 208 or 240 <= code <= 248 or code == LITERAL


# Half-precision inline constants (their bit patterns): +-0.5, 1, 2, 4 and 1/(2 pi).
_HALF_INLINE = frozenset({0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118})


def _is_inline16f(half: int) -> bool:
    """Would a 16-bit float source's value assemble as an inline constant (llvm-mc 22's
    test for printing a literal as lit(...)): an integer -16..64 or a half constant."""
    s16 = half - 0x10000 if half >> 15 else half
    return -16 <= s16 <= 64 or half in _HALF_INLINE


def _modified(text: str, neg: bool, abs_: bool, constant: bool) -> str:
    """A decoded source with its neg/abs bits as llvm-mc prints them (neg(1) on a constant)."""
    if abs_:
        text = f"|{text}|"
    if neg:
        text = f"neg({text})" if constant and not abs_ else f"-{text}"
    return text


def _raise():
    raise Invalid


class _Gen:
    """The one attribute scalar's value rules read from an encode context."""

    __slots__ = ("gen",)

    def __init__(self, gen: str):
        self.gen = gen


def _negative_zero(f: float) -> bool:
    return f == 0.0 and math.copysign(1.0, f) < 0


def _double_bits(f: float) -> int | None:
    try:
        return struct.unpack("<Q", struct.pack("<d", f))[0]
    except (OverflowError, struct.error):
        return None


def _half_bits(f: float) -> int | None:
    try:
        return struct.unpack("<H", struct.pack("<e", f))[0]
    except (OverflowError, struct.error):
        return None


def _float32_bits(f: float) -> int | None:
    try:
        return struct.unpack("<I", struct.pack("<f", f))[0]
    except (OverflowError, struct.error):
        return None


def _inline_int64(value: int, gen: str) -> bool:
    """Whether an integer is an inline constant of a double source as it stands: -16..64
    or the whole bit pattern of an inline double."""
    bits = value & 0xFFFFFFFFFFFFFFFF
    return bits <= 64 or bits >= (1 << 64) - 16 or _inline64(bits, gen) is not None


def _inline64(bits: int, gen: str) -> int | None:
    code = _BITS64.get(bits)
    if code is None and bits == INV_2PI_64 and gen in _INV_2PI_GENS:
        code = INV_2PI_CODE
    if code is None and bits == 0:
        code = 128
    return code


class VgprSource(Source):
    """``vgpr_T``: a VGPR only (VOP2's VSRC1, VINTRP's VSRC; 9-bit in VOP3)."""

    scalar = False
    constants = False

    def examples(self, spec):
        w = self.dwords
        return [Reg("v", 1, w).text(), Reg("v", 256 - w, w).text()]

    def bad_examples(self, spec):
        return ["s1", "1", "0x12345678", "v[0:1]" if self.dwords == 1 else "v1"]


class ScalarOnlySource(Source):
    """``ssrc_T``: an SGPR, M0 or inline constant (v_readlane_b32's lane select)."""

    vgpr = False  # (the fast step: an SGPR within the constant bus, as the sources' step
    # counts it: v_writelane_b32's second different SGPR goes the long way; inline constants)

    def encode(self, spec, op, ctx) -> str:
        try:
            return super().encode(spec, op, ctx)
        except AsmError as e:
            if spec.field == "src0" and (isinstance(op, ImmOp) or isinstance(op, RegOp) and op.reg.name == "src_lds_direct"):
                # (v_writelane_b32's value: llvm-mc's operand class takes a literal and lds_direct,
                # as gfx6/gfx7's VOP2 form encodes them, so its matcher fails at a later operand
                # of the line, if any, else this form is no match: measured on tonga and gfx900)
                e.after_operands = True
            raise

    def _immediate(self, spec, op, ctx) -> str:
        try:
            return super()._immediate(spec, op, ctx)
        except AsmError as e:
            if e.diagnostic.message == LITERAL_MESSAGE:
                raise invalid(op) from None  # (its operand class takes no literal: no match)
            raise

    def examples(self, spec):
        return ["s1", "m0", "vcc_lo", "0", "64"]

    def bad_examples(self, spec):
        return ["v1", "0x12345678", "s[0:1]"]


class Literal(Kind):
    """``literal_T``: the constant K every v_madmk/v_madak carries after the word."""

    def __init__(self, type_: str):
        self.name = f"literal_{type_}"
        self.type = type_
        self.source = Source(f"src_{type_}", type_)
        self.summary = f"{type_} constant K: a literal dword after the instruction"

    def syntax(self, spec) -> str:
        return f"{self.type} K"

    def encode(self, spec, op, ctx) -> str:
        if not isinstance(op, ImmOp) or op.value is None and not op.is_float:
            raise invalid(op)
        if op.lit:
            # (an integer K keeps its low 32 bits even in v_madak_f16: measured)
            literal, text = forced_literal(op, self.source.bits if op.is_float else 32, self.source.is_float)
        else:
            _code, literal, _text = self.source.value_code(op, ctx.gen)
            if literal is None:
                literal = _inline_value(op, self.source.bits)
            text = f"0x{literal:x}"
        record(ctx, "K", op)  # (a literal on the bus; llvm-mc points its error elsewhere)
        if ctx.named.pop(_FORCED, False):
            # SRC0 written lit(x): llvm-mc emits K as the one literal dword, whatever x was
            ctx.named.pop(_LITERAL_KEY, None)
            ctx.extra.pop()
        _one_literal(ctx, op, literal)
        return text

    def fields(self, spec):
        return ()

    def decode(self, spec, ctx) -> str:
        return f"0x{ctx.literal():x}"

    def examples(self, spec):
        return ["0x12345678", "1.0", "0.5"] if self.type == "f32" else ["0x1234", "1.0"]

    def bad_examples(self, spec):
        return ["v1", "s1"]


_FORCED = " forced literal"  # (ctx.named: SRC0's literal was written lit(x); no modifier word is this)


def _inline_value(op, bits: int) -> int:
    """The literal dword of a value that would be inline elsewhere (K is always a literal)."""
    if op.is_float:
        if bits == 16:
            return struct.unpack("<H", struct.pack("<e", op.float_value))[0]
        return _float32_bits(op.float_value) or 0
    return op.value & (0xFFFF if bits == 16 else 0xFFFFFFFF)


class Vcc(Kind):
    """``vcc``: the carry or compare mask an e32 form names but does not encode."""

    name = "vcc"
    summary = "VCC (written, not encoded: the e32 form's implicit mask)"

    def encode(self, spec, op, ctx) -> str:
        reg = getattr(op, "reg", None)
        if reg is None or reg.kind != "special" or reg.name != "vcc":
            raise invalid(op)
        return "" if "silent" in spec.mods else "vcc"

    def fields(self, spec):
        return ()

    def fast(self, spec, inst, gen, rf):
        text = "" if "silent" in spec.mods else "vcc"

        def step(groups, values, printed):
            printed.append(text)
            return True
        return "vcc", step

    def decode(self, spec, ctx) -> str:
        return "" if "silent" in spec.mods else "vcc"

    def complete(self, spec, inst, rf):
        return [Completion("vcc", "register", "VCC: the e32 form's mask")]

    def examples(self, spec):
        return ["vcc"]

    def bad_examples(self, spec):
        return ["s[0:1]", "vcc_lo", "exec"]


_ATTR = re.compile(r"^attr(\d+)\.([xyzw])$")
_LEADING_WORD = re.compile(r"^[A-Za-z_.$][A-Za-z0-9_.$]*")
_CHANNELS = "xyzw"


class Attribute(Kind):
    """``attrN.c``: an interpolation attribute (N 0-32) and channel (x, y, z, w)."""

    name = "attr"
    summary = "interpolation attribute attrN.c (N 0-32, c = x/y/z/w)"

    def encode(self, spec, op, ctx) -> str:
        text = getattr(op, "text", "")
        m = _ATTR.match(text)
        word = _LEADING_WORD.match(text) if isinstance(op, ImmOp) else None
        if word and not m:
            # llvm-mc 22 judges the operand's first word: its prefix, then its last two
            # characters (the channel), then the number between (attr-1.x: the word 'attr').
            word = word.group(0)
            if not word.startswith("attr"):
                raise AsmError("invalid-operand", "invalid interpolation attribute", op.start, op.end)
            if word[-2:] not in (".x", ".y", ".z", ".w"):
                raise AsmError("invalid-operand", "invalid or missing interpolation attribute channel",
                               op.start, op.end)
            if not word[4:-2].isdigit():
                raise AsmError("invalid-operand", "invalid or missing interpolation attribute number",
                               op.start, op.end)
        if isinstance(op, RegOp):
            raise AsmError("invalid-operand", "invalid interpolation attribute", op.start, op.end)
        if not isinstance(op, ImmOp) or not m:
            raise invalid(op)
        n, chan = int(m.group(1)), _CHANNELS.index(m.group(2))
        if n > 32:
            raise AsmError("invalid-operand", "out of bounds interpolation attribute number", op.start, op.end)
        layout = ctx.inst.encoding.layouts[ctx.gen]
        if "attrchan" in layout.fields:
            ctx.values["attr"] = n
            ctx.values["attrchan"] = chan
        else:
            ctx.values[spec.field] = n | chan << 6
        return f"attr{n}.{m.group(2)}"

    def fields(self, spec):
        return ("attr", "attrchan", spec.field)

    def decode(self, spec, ctx) -> str:
        if "attrchan" in ctx.layout.fields:
            n, chan = ctx.get("attr"), ctx.get("attrchan")
        else:
            value = ctx.get(spec.field)
            if value & 0x100 and "high" not in ctx.inst.modifiers:
                raise Invalid  # (bit 8 is the f16 forms' high; llvm-mc 22 refuses it elsewhere)
            n, chan = value & 0x3F, value >> 6 & 3
        return f"attr{n}.{_CHANNELS[chan]}"

    def complete(self, spec, inst, rf):
        return [Completion(f"attr0.{c}", "value", f"attribute 0, channel {c}") for c in _CHANNELS]

    def examples(self, spec):
        return ["attr0.x", "attr31.w", "attr32.y"]

    def bad_examples(self, spec):
        return ["attr33.x", "attr0.q", "v1"]


_PARAMS = {"p10": 0, "p20": 1, "p0": 2}


def _vgpr_slot_text(spec, code: int, ctx) -> str:
    """A VGPR-only 9-bit source holding another operand's code, as llvm-mc 22's disassembler
    prints it: an SGPR with its comment (v_movrels_b32 s33), an inline constant with
    '/*Invalid immediate*/' (re-encoded as its value's low 9 bits: an integer's value, a
    float's bit pattern), the named sources plain (src_scc, src_shared_base, ...); a literal
    (on which llvm-mc 22 crashes) and the unused codes are invalid."""
    if code < 128:
        text, first = decode_scalar(ctx, code, 1)
        ctx.used[spec.field] = first
        return text + "/*Invalid register, operand has 'VGPR_32' register class*/"
    text = inline_text(code, 1)
    if text is not None:
        if code == INV_2PI_CODE and ctx.gen not in _INV_2PI_GENS:
            raise Invalid
        value = int(text) if code <= 208 else (INV_2PI_32 if code == INV_2PI_CODE else _float_bits(float(text)))
        ctx.used[spec.field] = value & 0x1FF
        return text + "/*Invalid immediate*/"
    if code == LITERAL:
        raise Invalid
    text, first = decode_scalar(ctx, code, 1)
    ctx.used[spec.field] = first
    return text


def _float_bits(value: float) -> int:
    return struct.unpack("<I", struct.pack("<f", value))[0]


class InterpParam(Kind):
    """``p10``/``p20``/``p0``: the parameter v_interp_mov_f32 copies."""

    name = "interp_param"
    summary = "interpolation parameter p10, p20 or p0"

    def encode(self, spec, op, ctx) -> str:
        text = getattr(op, "text", "")
        if isinstance(op, ImmOp) and (op.value is not None or op.is_float):
            raise invalid(op)  # (a number: llvm-mc matches no slot operand to it)
        if not isinstance(op, ImmOp) or text not in _PARAMS:
            raise AsmError("invalid-operand", "invalid interpolation slot", op.start, op.end)
        ctx.values[spec.field] = _PARAMS[text]
        return text

    def decode(self, spec, ctx) -> str:
        value = ctx.get(spec.field)
        for name, code in _PARAMS.items():
            if code == value:
                return name
        if not ctx.strict:
            # llvm-mc 22 names any other slot so, the e64 form's whole 9-bit field too
            # (invalid_param_256: no VGPR offset in the e64 slot)
            return f"invalid_param_{value}"
        raise Invalid

    def complete(self, spec, inst, rf):
        return [Completion(p, "value", "interpolation parameter") for p in _PARAMS]

    def examples(self, spec):
        return list(_PARAMS)

    def bad_examples(self, spec):
        return ["p1", "v1"]


class ScalarMask(Scalar):
    """``smask``: an SGPR pair read as a per-lane mask (v_cndmask_b32_e64's condition,
    the carry-in of v_addc_u32_e64): a register only, and a constant-bus read."""

    name = "smask"
    summary = "SGPR pair holding a lane mask (vcc, exec or s[N:N+1])"

    def encode(self, spec, op, ctx) -> str:
        text = super().encode(spec, op, ctx)
        record(ctx, (ctx.values[spec.field], 2), op)
        return text

    def bad_examples(self, spec):
        return ["0", "-1", "s[1:2]", "v[0:1]", "s1"]


# ---------------------------------------------------------------- parsing source modifiers

def _parse_source_sext(parser):
    return _parse_source(parser, True)


def _parse_vgpr_source(parser):
    return _parse_source(parser, registers=True)


# (a slot every form of the mnemonic fills with a VGPR: _VectorShape prefers any other parser)
_parse_vgpr_source.vgpr_only = True


def _parse_source(parser, sext: bool = False, registers: bool = False):
    """``-x``, ``|x|``, ``neg(x)``, ``abs(x)`` and their nestings around a register or
    immediate, as llvm-mc's AMDGPU parser reads a source with float modifiers; anything
    else is the generic operand. ``registers``: a VGPR-only source with modifiers (the
    interpolation sources): llvm-mc's parser for it fails at anything but a register
    under a modifier."""
    tokens = parser.tokens
    tok = tokens[parser.pos]
    start = tok.start
    neg = spelled = False
    nxt = tokens[parser.pos + 1]
    if tok.text == "-" and tok.kind is Tok.PUNCT and nxt.text == "-" and nxt.kind is Tok.PUNCT:
        raise AsmError("syntax", "invalid syntax, expected 'neg' modifier", start, tok.end)
    if tok.text == "-" and tok.kind is Tok.PUNCT and (
            _register_next(parser, parser.pos + 1) or nxt.text == "|" or nxt.text == "abs"):
        neg = True
        parser.pos += 1
    tok = tokens[parser.pos]
    fn_neg = fn_abs = False
    if tok.kind is Tok.IDENT and tok.text == "neg" and tokens[parser.pos + 1].text == "(":
        if neg:
            raise AsmError("syntax", "expected register or immediate", tok.start, tok.end)
        fn_neg = neg = spelled = True
        parser.pos += 2
        tok = tokens[parser.pos]
    if tok.kind is Tok.IDENT and tok.text == "abs" and tokens[parser.pos + 1].text == "(":
        fn_abs = True
        parser.pos += 2
        tok = tokens[parser.pos]
    bar = tok.text == "|" and tok.kind is Tok.PUNCT
    if bar:
        if fn_abs:
            raise AsmError("syntax", "expected register or immediate", tok.start, tok.end)
        parser.pos += 1
    if not (neg or fn_abs or bar):
        if tok.kind is Tok.IDENT and tok.text == "lit" and tokens[parser.pos + 1].text == "(":
            return _lit_source(parser)
        return _parse_int_source(parser) if sext else _parse_plain_source(parser)
    t = tokens[parser.pos]
    if _modifier_next(parser, parser.pos) or registers and not (
            t.kind is Tok.IDENT and t.text in parser.rf.singles or _register_next(parser, parser.pos)):
        # (llvm-mc's parser for what a modifier holds reads no modifier, nor anything but
        # a register in a VGPR-only source: the operand fails there)
        raise AsmError("syntax", "failed parsing operand.", t.start, t.end)
    if t.kind is Tok.IDENT and t.text == "lit" and tokens[parser.pos + 1].text == "(":
        # (lit(x) under a modifier: llvm-mc's lit parser as for a source with float
        # modifiers, between bars reading x as bars read theirs)
        inner = _lit_under(parser, True) if bar else parser.forced_literal(fp_mods=True)
    else:
        inner = _bar_operand(parser) if bar else None
    if inner is None:
        inner = parser.parse_plain()
    if not isinstance(inner, (RegOp, ImmOp)):
        raise AsmError("syntax", "expected register or immediate", inner.start, inner.end)
    if bar and isinstance(inner, ImmOp) and inner.lit:
        inner = replace(inner, lit=False)  # (between bars llvm-mc reads lit(x) as plain x)
    for flag, text, message in ((bar, "|", "expected vertical bar"), (fn_abs, ")", "expected closing parentheses"),
                                (fn_neg, ")", "expected closing parentheses")):
        if flag:
            t = tokens[parser.pos]
            if t.text != text:
                raise AsmError("syntax", message, t.start, t.end)
            parser.pos += 1
    if isinstance(inner, ImmOp) and inner.value is None and not inner.is_float and not inner.lit:
        # (llvm-mc wants the value of an expression under a modifier when it reads it:
        # a symbol not yet defined, or a register name in parentheses, is none)
        raise AsmError("syntax", "expected an absolute expression", inner.start, inner.end)
    end = tokens[parser.pos - 1].end
    return SrcOp(inner, neg, bar or fn_abs, start, end, spelled)


def _lit_source(parser):
    """``lit(x)`` where the slot takes float modifiers; ``lit(|x|)`` is abs(lit(x)) there,
    x read as between bars (measured: same bytes, errors at the same inner tokens)."""
    tokens = parser.tokens
    head = tokens[parser.pos]
    bar = tokens[parser.pos + 2]
    if not (bar.text == "|" and bar.kind is Tok.PUNCT):
        return parser.forced_literal(fp_mods=True)
    parser.pos += 3
    _no_nested_lit(parser)
    t = tokens[parser.pos]
    if _modifier_next(parser, parser.pos):
        raise AsmError("syntax", "failed parsing operand.", t.start, t.end)  # (no modifier between the bars)
    inner = _bar_number(parser)
    t = tokens[parser.pos]
    if inner is None and t.kind is Tok.IDENT and tokens[parser.pos + 1].text == "|" and not _register_next(parser, parser.pos):
        # (a symbol between the bars: its value, if it has one yet)
        value = (parser.symbols or {}).get(t.text)
        parser.pos += 1
        if value is None:
            after = tokens[parser.pos]
            raise AsmError("syntax", "failed parsing operand.", after.start, after.end)
        from .. import expr as ex
        inner = ImmOp(value, ex.Num(t.start, t.end, value), t.text, t.start, t.end)
    if inner is None:
        inner = _bar_operand(parser)  # (one primary expression, as between bars: lit(|(1)|))
    if inner is None:
        inner = parser.parse_plain()
    if isinstance(inner, RegOp):
        raise AsmError("syntax", "expected immediate with lit modifier", bar.start, bar.end)
    if not isinstance(inner, ImmOp) or (inner.value is None and not inner.is_float) or inner.lit:
        after = tokens[parser.pos]
        raise AsmError("syntax", "failed parsing operand.", after.start, after.end)
    for text, message in (("|", "expected vertical bar"), (")", "expected closing parentheses")):
        t = tokens[parser.pos]
        if t.text != text:
            raise AsmError("syntax", message, t.start, t.end)
        parser.pos += 1
    return SrcOp(replace(inner, lit=True), False, True, head.start, tokens[parser.pos - 1].end)


def _no_nested_lit(parser) -> None:
    """Inside lit(, llvm-mc reads 'lit' as a symbol, an expression without a value that
    ends where the name does: the operand fails at what follows it."""
    t = parser.tokens[parser.pos]
    if t.kind is Tok.IDENT and t.text in ("lit", "lit64"):
        after = parser.tokens[parser.pos + 1]
        raise AsmError("syntax", "failed parsing operand.", after.start, after.end)


def _lit_under(parser, bar: bool):
    """``lit(x)`` between bars (``bar``: x one primary expression, as between bars:
    |lit(1+1)| wants the ')' at '+') or under sext(): a register, a symbol without a value
    or a source modifier there fails the operand (at it; at what follows a symbol).
    Measured on tahiti and gfx900."""
    tokens = parser.tokens
    parser.pos += 2
    t = tokens[parser.pos]
    _no_nested_lit(parser)
    if _modifier_next(parser, parser.pos) or _register_next(parser, parser.pos) or (
            t.kind is Tok.IDENT and t.text in parser.rf.singles):
        raise AsmError("syntax", "failed parsing operand.", t.start, t.end)
    inner = _bar_operand(parser) if bar else None
    if inner is None:
        inner = parser.parse_plain()
    if not isinstance(inner, ImmOp) or inner.lit or (inner.value is None and not inner.is_float):
        after = tokens[parser.pos]
        raise AsmError("syntax", "failed parsing operand.", after.start, after.end)
    close = tokens[parser.pos]
    if not (close.kind is Tok.PUNCT and close.text == ")"):
        raise AsmError("syntax", "expected closing parentheses", close.start, close.end)
    parser.pos += 1
    return replace(inner, lit=True)


def _bar_operand(parser):
    """What stands between bars, as llvm-mc reads it there: a register or a real number
    (None: the generic operand parser reads those), else one primary expression (unary
    operators before a number, a symbol or a parenthesized expression), with no binary
    operator after it: the bar closes it (|(1)|, |~1|; |1+1| wants the bar at '+').
    A source modifier there fails the operand."""
    from .. import expr as ex

    tokens = parser.tokens
    pos = parser.pos
    if tokens[pos].kind is Tok.EOL:
        return None
    tok, nxt = tokens[pos], tokens[pos + 1]
    number = _bar_number(parser)
    if number is not None:
        return number
    if (tok.kind is Tok.FLOAT or tok.kind is Tok.IDENT and (tok.text == "lit" or tok.text in parser.rf.singles)
            or tok.text == "-" and nxt.kind is Tok.FLOAT or _register_next(parser, pos)):
        return None
    unary = []
    while tokens[pos].kind is Tok.PUNCT and tokens[pos].text in ("-", "+", "~", "!"):
        unary.append(tokens[pos])
        pos += 1
    tok = tokens[pos]
    if tok.kind is Tok.PUNCT and tok.text == "(":
        sub = ex.Parser(tokens, pos + 1, operand=True)
        try:
            node = sub.parse()
        except ex.ExprError as e:
            raise AsmError("syntax", e.message, e.column, e.end) from None
        close = tokens[sub.pos]
        if not (close.kind is Tok.PUNCT and close.text == ")"):
            raise AsmError("syntax", "expected ')'", close.start, close.end)
        pos = sub.pos + 1
    elif tok.kind in (Tok.INT, Tok.FLOAT, Tok.STRING, Tok.IDENT):
        # (a name followed by '(' is a symbol here: the bar is due at the '(')
        node = ex.Parser([tok, tokens[-1]], 0, operand=True).parse()
        pos += 1
    else:
        return None  # (the generic parser's error at it)
    for u in reversed(unary):
        node = ex.Unary(u.start, node.end, u.text, node)
    try:
        value = ex.evaluate(node, parser.symbols)
    except (ex.Unresolved, ZeroDivisionError):
        value = None
    start, end = tokens[parser.pos].start, tokens[pos - 1].end
    text = "".join(t.text for t in tokens[parser.pos:pos])
    parser.pos = pos
    return ImmOp(value, node, text, start, end)


def _modifier_next(parser, pos: int) -> bool:
    """Whether a source modifier (or a ``name:`` word) starts at ``pos``, as llvm-mc tells
    one from an operand: |, abs( neg( sext(, a minus before a register, | or one of those."""
    tokens = parser.tokens
    if tokens[pos].kind is Tok.EOL:
        return False
    tok, nxt = tokens[pos], tokens[pos + 1]
    if tok.kind is Tok.PUNCT:
        return tok.text == "|" or tok.text == "-" and nxt.kind is not Tok.EOL and (
            _register_next(parser, pos + 1) or nxt.text == "|"
            or nxt.text in ("abs", "neg", "sext") and tokens[pos + 2].text == "(")
    return tok.kind is Tok.IDENT and (tok.text in ("abs", "neg", "sext") and nxt.text == "("
                                      or nxt.text == ":" and not _register_next(parser, pos))


def _bar_number(parser):
    """A number between bars, |1.0| or |-1|: no binary operator (the bar closes it)."""
    from .. import expr as ex

    tokens = parser.tokens
    pos = parser.pos
    minus = tokens[pos].text == "-" and tokens[pos].kind is Tok.PUNCT
    tok = tokens[pos + minus]
    if tok.kind not in (Tok.INT, Tok.FLOAT) or tokens[pos + minus + 1].text != "|":
        return None
    parser.pos = pos + minus + 1
    start = tokens[pos].start
    text = ("-" if minus else "") + tok.text
    if tok.kind is Tok.FLOAT:
        value = -tok.value if minus else tok.value
        return ImmOp(None, ex.Num(start, tok.end, 0), text, start, tok.end, is_float=True, float_value=value)
    value = ex.wrap64(-tok.value if minus else tok.value)
    return ImmOp(value, ex.Num(start, tok.end, value), text, start, tok.end)


def _parse_plain_source(parser):
    """A source where the mnemonic takes no float modifier in any form: llvm-mc's integer
    operand parser refuses -v1, |v1|, neg(...), abs(...) (and sext(...) outside SDWA)."""
    tokens = parser.tokens
    tok = tokens[parser.pos]
    nxt = tokens[parser.pos + 1]
    if (tok.kind is Tok.PUNCT and (tok.text == "|" or tok.text == "-" and (
            _register_next(parser, parser.pos + 1) or nxt.text in ("|", "abs")))
            or tok.kind is Tok.IDENT and tok.text in ("neg", "abs", "sext") and nxt.text == "("):
        raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)
    return parser.parse_plain()


def _parse_int_source(parser):
    """An integer source of a mnemonic whose SDWA form (gfx8/gfx9) takes sext(x) there."""
    tokens = parser.tokens
    tok = tokens[parser.pos]
    if tok.kind is Tok.IDENT and tok.text == "sext" and parser.rf.generation in _INV_2PI_GENS:
        paren = tokens[parser.pos + 1]
        if paren.text != "(":
            raise AsmError("syntax", "expected left paren after sext", paren.start, paren.end)
        parser.pos += 2
        t = tokens[parser.pos]
        nxt = tokens[parser.pos + 1]
        if (t.kind is Tok.PUNCT and (t.text == "|" or t.text == "-" and (
                _register_next(parser, parser.pos + 1) or nxt.text in ("|", "abs")
                or nxt.text in ("neg", "sext") and tokens[parser.pos + 2].text == "("))
                or t.kind is Tok.IDENT and t.text in ("neg", "abs", "sext") and nxt.text == "("):
            raise AsmError("syntax", "failed parsing operand.", t.start, t.end)  # (no modifier inside)
        if t.kind is Tok.IDENT and t.text == "lit" and nxt.text == "(":
            inner = _lit_under(parser, False)
        else:
            inner = parser.parse_plain()
        t = tokens[parser.pos]
        if t.text != ")":
            raise AsmError("syntax", "expected closing parentheses", t.start, t.end)
        parser.pos += 1
        if isinstance(inner, ImmOp) and inner.value is None and not inner.is_float and not inner.lit:
            # (as under neg/abs: llvm-mc wants the value of what sext holds, sext(u))
            raise AsmError("syntax", "expected an absolute expression", inner.start, inner.end)
        return SrcOp(inner, False, False, tok.start, t.end, False, True)
    if tok.kind is Tok.IDENT and tok.text == "lit" and tokens[parser.pos + 1].text == "(":
        return parser.forced_literal(int_mods=True)
    return _parse_plain_source(parser)


def _parse_float_sext_source(parser):
    """A 16-bit float-typed source whose SDWA form takes sext(x) (v_ldexp_f16's exponent; not
    v_cmp_class_f32's 32-bit mask, measured): llvm-mc
    reads sext only around a register there (measured: "failed parsing operand." at a
    constant inside)."""
    tokens = parser.tokens
    tok = tokens[parser.pos]
    if (tok.kind is Tok.IDENT and tok.text == "sext" and tokens[parser.pos + 1].text == "("
            and parser.rf.generation in _INV_2PI_GENS and not _register_next(parser, parser.pos + 2)):
        t = tokens[parser.pos + 2]
        raise AsmError("syntax", "failed parsing operand.", t.start, t.end)
    return _parse_int_source(parser)


def _register_next(parser, pos: int) -> bool:
    from ..registers import looks_like_register

    tok = parser.tokens[pos]
    return looks_like_register(parser.tokens, pos) or tok.text in parser.rf.specials


# ---------------------------------------------------------------- the registry

for _t in TYPES:
    register(VgprSource(f"vgpr_{_t}", _t))
    if _t != "b128":
        register(Source(f"src_{_t}", _t))
        register(ScalarOnlySource(f"ssrc_{_t}", _t))
for _t in ("f16", "f32"):
    register(Literal(_t))
register(Vcc())
register(ScalarMask())
register(Attribute())
register(InterpParam())
