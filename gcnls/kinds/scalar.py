"""Scalar ALU sources (SOP1/SOP2/SOPC ``ssrc``): a register, an inline constant or one
32-bit literal dword after the instruction.

Field codes (8 bits): SGPRs, TTMPs and special registers by their registers.toml code,
integers 0..64 = 128..192 and -1..-16 = 193..208, floats ±0.5, ±1, ±2, ±4 = 240..247,
1/(2π) = 248 where the generation has it (gfx8+), 255 = the literal. llvm-mc 22's rules
for each (sop1.toml's notes): integers -2^31..2^32-1 that are not inline become the
literal; a 32-bit source takes any float as its single-precision bits, a 64-bit one only
the inline values; a symbol becomes a literal with a PC-relative fixup (32-bit only); an
instruction holds one literal value.
"""

from __future__ import annotations

import re
import struct

from .. import expr as ex
from ..diagnostics import AsmError
from ..encoding import Fixup
from ..operands import ImmOp, RegOp
from ..registers import Reg
from .base import INT, Completion, Invalid, Kind, invalid, register
from .registers import NULL_CODE, decode_scalar, fast_special, fast_specials

LITERAL = 255
INV_2PI_CODE = 248
_FLOAT_CODES = {0.5: 240, -0.5: 241, 1.0: 242, -1.0: 243, 2.0: 244, -2.0: 245, 4.0: 246, -4.0: 247}
_CODE_TEXT = {code: repr(v) for v, code in _FLOAT_CODES.items()}
INV_2PI_32 = 0x3E22F983
INV_2PI_64 = 0x3FC45F306DC9C882
_INV_2PI_TEXT = {1: "0.15915494", 2: "0.15915494309189532"}
# Generations whose inline constants include 1/(2π).
_INV_2PI_GENS = frozenset({"gfx8", "gfx9"})
_BITS32 = {struct.unpack("<I", struct.pack("<f", v))[0]: code for v, code in _FLOAT_CODES.items()}
_BITS64 = {struct.unpack("<Q", struct.pack("<d", v))[0]: code for v, code in _FLOAT_CODES.items()}
# Groups of registers.toml a scalar source never takes (a VALU src0 only).
_NOT_SCALAR = ("lds_direct",)
LITERAL_FIXUP = "FK_PCRel_4"
DATA_FIXUP = "FK_Data_4"
# Names llvm-mc's parser takes as registers (AGPRs, out-of-range indices): never a symbol.
_REGISTER_LIKE = re.compile(r"^(?:a|acc|s|v|ttmp)[0-9]+\b|^(?:a|acc)\[")


def _int_code(value: int) -> int | None:
    if 0 <= value <= 64:
        return 128 + value
    if -16 <= value <= -1:
        return 192 - value
    return None


def inline_text(code: int, dwords: int) -> str | None:
    """llvm-mc's text of an inline-constant code (None: not one)."""
    if 128 <= code <= 192:
        return str(code - 128)
    if 193 <= code <= 208:
        return str(192 - code)
    if code in _CODE_TEXT:
        return _CODE_TEXT[code]
    if code == INV_2PI_CODE:
        return _INV_2PI_TEXT[dwords]
    return None


def fast_integer(imm: str, field: str, literal: bool, values: dict, printed: list) -> bool:
    """The fast path of an integer source (scalar and vector alike): an inline integer, or
    the one literal the instruction shares; False sends the line the long way (float bit
    patterns that are inline after all, a second different literal, a value over 32 bits)."""
    v = int(imm, 0)
    code = _int_code(v)
    if code is not None:
        values[field] = code
        printed.append(str(v))
        return True
    if not literal or not -(1 << 31) <= v <= 0xFFFFFFFF:
        return False
    v32 = v & 0xFFFFFFFF
    if v32 in _BITS32 or v32 == INV_2PI_32 or -16 <= v32 - (1 << 32) <= -1:
        return False
    if values.get("literal", v32) != v32:
        return False
    values["literal"] = v32
    values[field] = LITERAL
    printed.append(f"0x{v32:x}")
    return True


class ScalarSource(Kind):
    """``dwords`` 1 or 2; ``literal`` False: inline constants and registers only."""

    def __init__(self, name: str, dwords: int, literal: bool, summary: str):
        self.name, self.dwords, self.literal, self.summary = name, dwords, literal, summary

    # -- which registers
    def accepts(self, reg: Reg, rf) -> bool:
        kind = reg.kind
        if kind in ("s", "ttmp"):
            return reg.width == self.dwords
        if kind != "special" or reg.index < 0:
            return False
        for group in _NOT_SCALAR:
            if reg.name in rf.groups.get(group, ()):
                return False
        if reg.width == self.dwords:
            return True
        # A read-only source value (src_vccz, the apertures) is taken at any width.
        return reg.width == 1 and reg.name in rf.any_width

    # -- values
    def _value_code(self, op, ctx) -> tuple[int, int | None]:
        """(field code, literal dword or None) of an immediate operand."""
        gen = ctx.gen
        if op.is_float:
            f = op.float_value
            if f in _FLOAT_CODES and not (f == 0.0 and str(f).startswith("-")):
                return _FLOAT_CODES[f], None
            if f == 0.0:
                if struct.pack("<d", f)[7] & 0x80:  # -0.0: the sign bit makes it a literal
                    if self.dwords == 2:
                        raise invalid(op)
                    return LITERAL, 0x80000000
                return 128, None
            if gen in _INV_2PI_GENS:
                if self.dwords == 1 and _float_bits(f) == INV_2PI_32:
                    return INV_2PI_CODE, None
                if self.dwords == 2 and struct.unpack("<Q", struct.pack("<d", f))[0] == INV_2PI_64:
                    return INV_2PI_CODE, None
            # (a denormal whose bits are an inline integer: llvm-mc encodes that integer,
            # 4.9e-324 in a 64-bit source is 1; a 64-bit source takes no other float)
            if self.dwords == 2:
                bits = struct.unpack("<Q", struct.pack("<d", f))[0]
                if bits <= 64:
                    return 128 + bits, None
                raise invalid(op)
            bits = _float_bits(f)
            if bits is None or lossy(f, "<f"):
                raise invalid(op)
            if bits <= 64:
                return 128 + bits, None
            if bits in _BITS32:
                return _BITS32[bits], None  # (rounded to single: 1.0000000000000002 is 1.0)
            if not self.literal:
                raise invalid(op)
            return LITERAL, bits
        value = op.value
        v64 = value & 0xFFFFFFFFFFFFFFFF
        v64 = v64 - (1 << 64) if v64 >> 63 else v64
        if value >= 1 << 64 or value < -(1 << 63):
            raise invalid(op)
        if self.dwords == 1:
            if not -(1 << 31) <= v64 <= 0xFFFFFFFF:
                if -16 <= v64 <= 64:
                    pass
                else:
                    raise invalid(op)
            v32 = v64 & 0xFFFFFFFF
            s32 = v32 - (1 << 32) if v32 >> 31 else v32
            code = _int_code(s32)
            if code is None:
                code = _BITS32.get(v32)
            if code is None and v32 == INV_2PI_32 and gen in _INV_2PI_GENS:
                code = INV_2PI_CODE
            if code is not None:
                return code, None
            if not self.literal:
                raise invalid(op)
            return LITERAL, v32
        code = _int_code(v64)
        if code is None:
            code = _BITS64.get(v64 & 0xFFFFFFFFFFFFFFFF)
        if code is None and v64 == INV_2PI_64 and gen in _INV_2PI_GENS:
            code = INV_2PI_CODE
        if code is not None:
            return code, None
        if not self.literal or not -(1 << 31) <= v64 <= 0xFFFFFFFF:
            raise invalid(op)
        return LITERAL, v64 & 0xFFFFFFFF

    def encode(self, spec, op, ctx) -> str:
        if isinstance(op, RegOp):
            reg = op.reg
            if not self.accepts(reg, ctx.rf):
                raise invalid(op)
            ctx.values[spec.field] = ctx.rf.scalar_code(reg)
            return reg.text()
        if not isinstance(op, ImmOp):
            raise invalid(op)
        if op.lit:
            if not self.literal:
                raise invalid(op)
            bits, text = forced_literal(op, 32 * self.dwords, False)
            ctx.values[spec.field] = LITERAL
            _one_literal(ctx, op, bits)
            return text
        if op.value is None and not op.is_float:
            # A symbol: a literal the linker fills in (32-bit sources only).
            if self.dwords != 1 or not self.literal or _REGISTER_LIKE.match(op.text):
                raise invalid(op)  # (a name llvm-mc reads as a register, such as an AGPR)
            _one_literal(ctx, op, None)
            printed = ex.text(op.expr)
            kind = LITERAL_FIXUP if ex.pc_relative(op.expr) else DATA_FIXUP
            ctx.fixups.append(Fixup(ctx.inst.encoding.size, 4, printed, kind))
            ctx.values[spec.field] = LITERAL
            return printed
        code, literal = self._value_code(op, ctx)
        ctx.values[spec.field] = code
        if literal is None:
            return inline_text(code, self.dwords)
        _one_literal(ctx, op, literal)
        return f"0x{literal:x}"

    def decode(self, spec, ctx) -> str:
        code = ctx.get(spec.field)
        text = inline_text(code, self.dwords)
        if text is not None:
            if code == INV_2PI_CODE and ctx.gen not in _INV_2PI_GENS:
                raise Invalid
            return text
        if code == LITERAL:
            if not self.literal:
                raise Invalid
            value = ctx.literal()
            if self.dwords == 1 and _is_inline32(value, ctx.gen):
                if ctx.strict:
                    raise Invalid  # the assembler would encode it inline
                return f"lit(0x{value:x})"
            return f"0x{value:x}"
        if code < 128 or code == NULL_CODE:
            text, first = decode_scalar(ctx, code, self.dwords)
            ctx.used[spec.field] = first
            return text
        # Special registers by code; the read-only values at any width.
        rf = ctx.rf
        reg = rf.scalar_from_code(code, self.dwords)
        if reg is None and self.dwords == 2:
            name = rf.by_code.get((code, 1))
            if name is not None and name in rf.any_width:
                return name
        if reg is None:
            raise Invalid
        if any(reg.name in rf.groups.get(g, ()) for g in _NOT_SCALAR):
            if ctx.strict:
                raise Invalid
            return reg.text() + "/*Invalid register, operand has 'SReg_32' register class*/"
        return reg.text()

    def fast(self, spec, inst, gen, rf):
        """Registers sN / s[N:N+1] and integers (inline, or one shared literal in the
        layout's literal field); anything else (special registers, floats, symbols, float
        bit patterns) goes the long way."""
        field, dwords, limit, literal = spec.field, self.dwords, rf.sgprs, self.literal
        specials = fast_specials(rf, lambda reg: reg.width == dwords and self.accepts(reg, rf))

        def step(groups, values, printed):
            lo, hi, imm, special = groups
            if imm is not None:
                return fast_integer(imm, field, literal, values, printed)
            if special is not None:
                values[field], text = fast_special(rf, special)
                printed.append(text)
                return True
            first = int(lo)
            last = int(hi) if hi else first
            if last - first + 1 != dwords or first % dwords or last >= limit:
                return False
            values[field] = first
            printed.append(f"s{first}" if dwords == 1 else f"s[{first}:{last}]")
            return True
        reg = r"s([0-9]+)()" if dwords == 1 else r"s\[([0-9]+):([0-9]+)\]"
        return rf"(?:{reg}|{INT}|{specials})", step

    def complete(self, spec, inst, rf) -> list[Completion]:
        w = self.dwords
        items = [Completion(Reg("s", i, w).text(), "register", f"SGPR{'s' if w > 1 else ''}") for i in (0, 2, 4)]
        items += [Completion(str(v), "value", f"inline constant {v}") for v in (0, 1, -1, 64, -16)]
        items += [Completion(repr(v), "value", f"inline float constant {v}") for v in (0.5, 1.0, 2.0, 4.0)]
        seen = set()
        for name, (code, dwords, printed, _any) in sorted(rf.specials.items()):
            reg = Reg("special", code, dwords, printed)
            if printed not in seen and self.accepts(reg, rf):
                seen.add(printed)
                items.append(Completion(printed, "register", f"special register (code {code})"))
        return items

    def describe(self, spec, op, value: int) -> str:
        text = inline_text(value, self.dwords)
        if text is not None:
            return f"inline constant `{text}` (code {value})"
        if value == LITERAL:
            return f"literal dword follows: `{getattr(op, 'text', '')}`"
        reg = getattr(op, "reg", None)
        return f"`{reg.text()}`" if reg is not None else str(value)

    def syntax(self, spec) -> str:
        return self.name

    def hover(self, spec, op, value, gen):
        if value is None or isinstance(op, RegOp):
            return None
        text = inline_text(value, self.dwords)
        if text is not None:
            return (f"**{text}** — inline constant, encoded in the source field as {value} (0x{value:x}); "
                    "no literal dword")
        if value == LITERAL:
            return (f"**{op.text}** — 32-bit literal: the source field holds 255 and the value follows "
                    "the instruction (one literal per instruction)")
        return None

    _EXAMPLES = {
        1: ["s1", "vcc_lo", "m0", "ttmp4", "exec_hi", "0", "64", "-16", "65", "-17", "0x12345678", "1.0", "-4.0",
            "0.5", "0.15915494", "0x3f800000", "1.5", "src_scc", "src_vccz", "label", "0xffffffff", "-0.0"],
        2: ["s[2:3]", "vcc", "exec", "ttmp[4:5]", "0", "-1", "64", "65", "0x12345678", "1.0", "-4.0",
            "src_vccz", "0xffffffff", "-17", "0.15915494309189532"],
    }

    def examples(self, spec):
        return self._EXAMPLES[self.dwords]

    def bad_examples(self, spec):
        bad = ["v1", "0x100000000", "-0x80000001", "1e40", "src_lds_direct", "s[0:2]"]
        bad += ["s[1:2]", "s0", "1.5", "label", "0.15915494", "-0.0"] if self.dwords == 2 else ["s[0:1]", "vcc"]
        return bad


def lossy(f: float, fmt: str) -> bool:
    """Whether llvm-mc 22 refuses the real number ``f`` as a literal of a float type
    (``fmt``: struct's "<f" or "<e"): it overflows the type, or it underflows, a denormal or
    zero that is not f itself (APFloat's overflow/underflow status; measured: 1.0e-40 in a
    32-bit source, 1.0e-5 and 1.0e5 in a 16-bit one, while 0.1 and 65504.0 are taken)."""
    try:
        rounded = struct.unpack(fmt, struct.pack(fmt, f))[0]
    except (OverflowError, struct.error):
        return True
    smallest_normal = 2.0 ** -126 if fmt == "<f" else 2.0 ** -14
    return f != 0.0 and abs(rounded) < smallest_normal and rounded != f


def _float_bits(f: float) -> int | None:
    try:
        return struct.unpack("<I", struct.pack("<f", f))[0]
    except (OverflowError, struct.error):
        return None


def _is_inline32(value: int, gen: str) -> bool:
    s32 = value - (1 << 32) if value >> 31 else value
    return (-16 <= s32 <= 64 or value in _BITS32
            or value == INV_2PI_32 and gen in _INV_2PI_GENS)


def forced_literal(op, bits: int, is_float: bool) -> tuple[int, str]:
    """(literal dword, printed text) of ``lit(x)`` in a source of ``bits`` bits
    (``is_float``: a float source, whose 16-bit literal is a half): a float as the source
    type's bit pattern (a double's high half; no float for a 64-bit integer source), an
    integer as its low 32 bits (a 16-bit float source's low 16); llvm-mc prints the
    literal in lit(0x...), an integer of a 16/32-bit source as its 64-bit pattern."""
    if op.is_float:
        f = op.float_value
        if bits < 64 and lossy(f, "<e" if bits == 16 else "<f"):
            raise invalid(op)  # (as without lit: no denormal that is not the number, no overflow)
        if bits == 64:
            if not is_float:
                raise invalid(op)
            dword = struct.unpack("<Q", struct.pack("<d", f))[0] >> 32
        elif bits == 16 and is_float:
            try:
                dword = struct.unpack("<H", struct.pack("<e", f))[0]
            except (OverflowError, struct.error):
                raise invalid(op) from None
        else:
            dword = _float_bits(f)
            if dword is None:
                raise invalid(op)
        return dword, f"lit(0x{dword:x})"
    value = op.value
    if not -(1 << 31) <= value <= 0xFFFFFFFF or (bits == 16 and not -(1 << 15) <= value <= 0xFFFF):
        raise invalid(op)  # (a 16-bit source's literal is a 16-bit value, measured)
    dword = value & (0xFFFF if bits == 16 and is_float else 0xFFFFFFFF)
    shown = dword if bits == 64 else value & 0xFFFFFFFFFFFFFFFF
    return dword, f"lit(0x{shown:x})"


def _one_literal(ctx, op, value: int | None) -> None:
    """An instruction holds one literal: equal values share it; a symbol never does."""
    previous = ctx.named.get(_LITERAL_KEY)
    if previous is not None:
        if value is None or previous[0] is None or previous[0] != value:
            raise AsmError("literal", "only one unique literal operand is allowed", op.start, op.end)
        return
    ctx.named[_LITERAL_KEY] = (value,)
    ctx.extra.append(value if value is not None else 0)


_LITERAL_KEY = " literal"  # (a key no modifier word can be)

SSRC32 = register(ScalarSource("ssrc32", 1, True, "32-bit scalar source: register, inline constant or literal"))
SSRC64 = register(ScalarSource("ssrc64", 2, True, "64-bit scalar source: register pair, inline constant or literal"))
SSRC64_INLINE = register(ScalarSource("ssrc64_inline", 2, False,
                                      "64-bit scalar source without a literal: register pair or inline constant"))
