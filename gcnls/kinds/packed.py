"""VOP3P (gfx9 packed math) sources: ``src_v2f16``, ``src_v2i16`` ... ``src_fmix``.

A packed source is a VGPR, SGPR or inline constant like any vector source (VOP3P takes no
literal); which immediates are inline follows one scalar type's rules, as llvm-mc 22
reads them (vop3p.toml's notes, measured): packed f16 like f16 (half patterns inline,
1.0 and 0x3c00 alike), packed integers and the dot products' bytes and nibbles like a
32-bit integer (32-bit float patterns inline, 0x3c00 a literal), mix sources (f32 or f16
per op_sel_hi) like f16, except that a packed f16 source reads an integer as its 32 bits
(0xffffffff is the inline -1, 0xffff a literal, refused as such), where a plain f16 source
reads 16 bits and calls a wider value an invalid operand.
"""

from __future__ import annotations

from .base import invalid, register
from .scalar import _INV_2PI_GENS, INV_2PI_CODE, _int_code, inline_text
from .vector import _HALF_CODES, INV_2PI_16, LITERAL, Source, _literal_error

# packed type -> the type whose immediates it reads
LIKE = {"v2f16": "f16", "v2i16": "i32", "v2u16": "u32", "v2b16": "b32", "v4i8": "i32", "v4u8": "u32",
        "v8i4": "i32", "v8u4": "u32", "fmix": "f16"}
# Types whose integers llvm-mc reads as their 32 bits (_packed_half_integer): a value
# outside 16 bits is a literal or an inline constant, not an invalid operand.
_WIDE_LITERAL = frozenset({"v2f16"})
# Types whose sources llvm-mc reads with a 32-bit source's operand class (measured on gfx906:
# v_dot4_i32_i8 v1, SYM, v1, v1 is "literal operands are not supported", v_dot2_i32_i16's
# "invalid operand for instruction"; so is a later misfit: v_dot4_i32_i8 v1, SYM, v1, v1, v1).
_WORD_CLASS = frozenset({"v4i8", "v4u8", "v8i4", "v8u4"})


class PackedSource(Source):
    def __init__(self, type_: str):
        super().__init__(f"src_{type_}", LIKE[type_])
        self.type = type_
        self.summary = f"{type_} source: any source but a literal"

    def _immediate(self, spec, op, ctx) -> str:
        if op.value is None and not op.is_float:
            if self.type in _WORD_CLASS:
                # (the dot products' bytes and nibbles: llvm-mc's operand class is a 32-bit
                # source's, which takes an expression; its validation then refuses the literal)
                raise _literal_error(op)
            raise invalid(op)  # (a symbol: the packed operand classes take inline constants only)
        return super()._immediate(spec, op, ctx)

    def _value16(self, op, gen, literal_form):
        value = op.value
        if self.type in _WIDE_LITERAL and not op.is_float and value is not None and -(1 << 31) <= value < 1 << 32:
            return _packed_half_integer(value, gen)
        return super()._value16(op, gen, literal_form)


def _packed_half_integer(value: int, gen: str):
    """A packed f16 source's integer, read as llvm-mc 22 reads it: as its 32 bits, inline
    when they are a sign-extended -16..64 or exactly a half's inline pattern (0x3c00 ...),
    else a literal (which VOP3P refuses). So 0xffffffff and 0xfffffff0 are the inline -1
    and -16, while 0xffff, whose low half a plain f16 source reads as -1, is a literal, as
    is 0xffff3c00 (LLVM's literalv216.s, probed live)."""
    v32 = value & 0xFFFFFFFF
    code = _int_code(v32 - (1 << 32) if v32 >> 31 else v32)
    if code is None and v32 <= 0xFFFF:
        code = _HALF_CODES.get(v32)
        if code is None and v32 == INV_2PI_16 and gen in _INV_2PI_GENS:
            code = INV_2PI_CODE
    if code is not None:
        return code, None, inline_text(code, 1)
    return LITERAL, v32, f"0x{v32:x}"


for _t in LIKE:
    register(PackedSource(_t))
