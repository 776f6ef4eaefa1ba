"""Decode machine words of the modelled encodings (SOPK, SMRD, SMEM, DS) back to
llvm-mc's canonical text: the inverse of :mod:`gcnls.assembler`.

Everything about bit positions, opcodes and operand kinds comes from the ISA data
(``isa/*.toml`` through :mod:`gcnls.isa`); this module only knows how llvm-mc 22's
disassembler prints each operand kind and which words it refuses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from . import hwreg, isa, swizzle
from .encoding import INLINE_FLOATS, INV_2PI, imm32_text, instruction_text, pack, signed_hex, unpack
from .isa import Encoding, Instruction, Layout, Processor
from .registers import Reg, RegisterFile, class_accepts, register_file

# The SOPK prefix (0b1011 in bits 28-31) is shared with SOP1 (0b101111101), SOPC
# (0b101111110) and SOPP (0b101111111): SOPK opcodes 0x1d-0x1f are those formats.
_FOREIGN_OPCODES = {"sopk": frozenset({0x1D, 0x1E, 0x1F})}

# llvm-mc 22's disassembler names scalar operand 125 "null" on every generation, although
# the assembler rejects null before gfx10 (registers.toml [names]).
NULL_CODE = 125

STRICT_GENERATIONS = frozenset({"gfx6", "gfx7"})

# SGPR tuples the disassembler accepts end at s103 (s[100:103], s[96:103], s[88:103]).
SGPR_TUPLE_END = 104

# LLVM's names of the register classes whose rejections llvm-mc prints as a comment.
_LLVM_CLASS = {"smem_sdata": "SReg_32_XM0_XEXEC", "smem_sdata64": "SReg_64_XEXEC"}

# DS on gfx8/gfx9: bit 25, outside every field of the layout, is the acc bit (AGPR data)
# that LLVM decodes for all GCN 1.2+ targets.
_DS_ACC_BIT = {"gfx8": 25, "gfx9": 25}
_VGPR_CLASS = {1: "VGPR_32", 2: "VReg_64", 3: "VReg_96", 4: "VReg_128"}

# Operand kinds that print as a plain 16-bit field in hex.
_HEX16 = frozenset({"simm16", "imm16"})


@dataclass(slots=True)
class Decoded:
    """One decoded instruction: llvm-mc's text, its bytes and the raw field values."""

    instruction: Instruction
    size: int
    text: str
    fields: dict[str, int]
    data: bytes


@dataclass(frozen=True, eq=False)
class _Table:
    encoding: Encoding
    layout: Layout
    by_opcode: dict[int, Instruction]


_ALL_FEATURES = frozenset({"xnack"})


@cache
def _tables(gen: str) -> tuple[_Table, ...]:
    """The modelled encodings of ``gen`` with their opcode -> instruction maps."""
    data = isa.load()
    tables = []
    for enc in data.encodings.values():
        layout = enc.layouts.get(gen)
        if layout is None:
            continue
        by_opcode: dict[int, Instruction] = {}
        for variants in data.instructions.values():
            for inst in variants:
                if inst.encoding is enc and gen in inst.opcodes:
                    by_opcode[inst.opcodes[gen]] = inst
        tables.append(_Table(enc, layout, by_opcode))
    return tuple(tables)


def _word(data: bytes, offset: int, size: int) -> int | None:
    chunk = data[offset:offset + size]
    if len(chunk) < size:
        return None
    return int.from_bytes(chunk, "little")


def _table_for(data: bytes, offset: int, gen: str) -> _Table | None:
    first = _word(data, offset, 4)
    if first is None:
        return None
    for table in _tables(gen):
        layout = table.layout
        if all(unpack(layout, first, name) == value for name, value in layout.fixed.items()):
            op = unpack(layout, first, "op")
            if op in _FOREIGN_OPCODES.get(table.encoding.key, ()):
                continue
            return table
    return None


def family(data: bytes, offset: int, proc: Processor) -> Encoding | None:
    """The modelled encoding whose fixed bits the dword at ``offset`` carries, if any.

    A word of a modelled family that :func:`decode` rejects is one llvm-mc calls an
    invalid instruction encoding; a word of no modelled family is one gcnls cannot judge.
    """
    table = _table_for(data, offset, proc.generation)
    return table.encoding if table else None


def decode(data: bytes, offset: int, proc: Processor) -> Decoded | None:
    """Decode the instruction at ``offset``; None when the bytes are not a valid
    instruction of a modelled encoding (or too few bytes are left)."""
    gen = proc.generation
    table = _table_for(data, offset, gen)
    if table is None:
        return None
    enc, layout = table.encoding, table.layout
    word = _word(data, offset, enc.size)
    if word is None:
        return None
    inst = table.by_opcode.get(unpack(layout, word, "op"))
    if inst is None:
        return None
    # The disassembler knows every register of the generation, feature or not
    # (xnack_mask prints on tonga, which has no XNACK).
    rf = register_file(gen, _ALL_FEATURES)
    fields = {name: unpack(layout, word, name) for name in layout.fields
              if layout.fields[name][1] < enc.size * 8}
    ctx = _Context(data, offset, enc.size, gen, rf, layout, fields, word)
    try:
        text = _DECODERS[enc.key](inst, ctx)
    except _Invalid:
        return None
    # llvm-mc -show-encoding prints the instruction re-encoded: bits no operand or
    # modifier reads (unused fields, the gfx9 nv bit, ...) come back as zeros.
    values = dict(layout.fixed)
    values["op"] = inst.opcodes[gen]
    values.update(ctx.used)
    canonical = (pack(layout, values) | ctx.extra_bits).to_bytes(enc.size, "little")
    if ctx.size > enc.size:
        canonical += ctx.fields["literal"].to_bytes(4, "little")
    return Decoded(inst, ctx.size, text, fields, canonical)


class _Invalid(Exception):
    pass


@dataclass(slots=True)
class _Context:
    data: bytes
    offset: int
    size: int
    gen: str
    rf: RegisterFile
    layout: Layout
    fields: dict[str, int]
    word: int = 0
    used: dict[str, int] = field(default_factory=dict)
    extra_bits: int = 0  # re-encoded bits outside the layout's fields

    @property
    def strict(self) -> bool:
        """GCN 1.0/1.1, which llvm-mc cannot disassemble: gcnls decodes only what its
        assembler would accept back, instead of copying the gfx8/gfx9 disassembler's
        leniency (null, registers past the file, m0 as load data, v[255:256])."""
        return self.gen in STRICT_GENERATIONS

    def get(self, name: str) -> int:
        """A field's value, recorded as part of the canonical encoding."""
        value = self.fields[name]
        self.used[name] = value
        return value

    def literal(self) -> int:
        value = _word(self.data, self.offset + self.size, 4)
        if value is None:
            raise _Invalid
        self.size += 4
        self.fields["literal"] = value
        return value


def _scalar(ctx: _Context, code: int, width: int) -> tuple[str, int]:
    """A scalar operand field as llvm-mc's disassembler prints it, and the code it
    re-encodes. SGPR/TTMP tuples are aligned down (llvm-mc's "scalar reg isn't aligned"
    note goes nowhere) and may run past the generation's register file up to s103 /
    ttmp15; a misaligned special pair is invalid; 125 is "null" at any width."""
    rf = ctx.rf
    if code == NULL_CODE:
        if ctx.strict:
            raise _Invalid
        return "null", code
    align = min(1 << (width - 1).bit_length(), 4)
    if code < rf.sgprs:
        first = code - code % align
        if first + width > (rf.sgprs if ctx.strict else SGPR_TUPLE_END):
            raise _Invalid
        return Reg("s", first, width).text(), first
    if rf.ttmp_base <= code < rf.ttmp_base + rf.ttmp_count:
        index = code - rf.ttmp_base
        first = index - index % align
        if first + width > (rf.ttmp_count if ctx.strict else rf.limits["ttmp"]):
            raise _Invalid
        return Reg("ttmp", first, width).text(), rf.ttmp_base + first
    reg = rf.scalar_from_code(code, width)
    if reg is None:
        raise _Invalid
    return reg.text(), code


def _sfield(ctx: _Context, inst: Instruction, name: str, width: int) -> str:
    """Print scalar field ``name`` (sbase holds the pair number: code >> 1)."""
    shift = 1 if name == "sbase" else 0
    text, code = _scalar(ctx, ctx.fields[name] << shift, width)
    ctx.used[name] = code >> shift
    return text + _class_note(ctx, inst, name, width, code)


def _class_note(ctx: _Context, inst: Instruction, name: str, width: int, code: int) -> str:
    """llvm-mc prints a register the operand's class excludes (m0 as s_load_dword's
    destination, say) with a comment naming LLVM's register class."""
    if code == NULL_CODE:
        return ""
    reg = ctx.rf.scalar_from_code(code, width)
    if reg is None or class_accepts(inst.encoding.key, name, width, reg, ctx.rf):
        return ""
    if ctx.strict:
        raise _Invalid
    llvm_class = _LLVM_CLASS.get(isa.load().field_classes.get((inst.encoding.key, name, width), ""))
    if llvm_class is None:
        return ""
    return f"/*Invalid register, operand has '{llvm_class}' register class*/"


def _vgpr(index: int, width: int) -> str:
    return Reg("v", index, width).text()


def _imm32(value: int, gen: str) -> str:
    """llvm-mc's 32-bit immediate text, except that on GCN 1.0/1.1 inline float patterns
    print in hex: llvm-mc 22's assembler there would read "1.0" back as 0."""
    value &= 0xFFFFFFFF
    if gen in ("gfx6", "gfx7") and (value in INLINE_FLOATS or value == INV_2PI):
        return f"0x{value:x}"
    return imm32_text(value, gen)
_INV_2PI = 0x3E22F983


# ---------------------------------------------------------------- SOPK

def _sopk(inst: Instruction, ctx: _Context) -> str:
    ops = []
    for spec in inst.operands:
        if spec.kind == "imm32":
            ops.append(_imm32(ctx.literal(), ctx.gen))
            continue
        if spec.is_register:
            ops.append(_sfield(ctx, inst, spec.field, spec.width))
            continue
        value = ctx.get(spec.field)
        if spec.kind in _HEX16:
            ops.append(f"0x{value:x}")
        elif spec.kind == "hwreg":
            ops.append(hwreg.text(value, ctx.rf.hwreg_names))
        elif spec.kind == "label":
            ops.append(str(value))  # the disassembler prints the raw field, unsigned
        else:  # pragma: no cover - the data has no other SOPK kinds
            raise _Invalid
    return instruction_text(inst.name, ops, [])


# ---------------------------------------------------------------- SMRD (gfx6/gfx7)

def _smrd(inst: Instruction, ctx: _Context) -> str:
    ops = []
    for spec in inst.operands:
        if spec.kind == "smrd_offset":
            value = ctx.get(spec.field)
            if ctx.get("imm"):
                ops.append(f"0x{value:x}")
            elif "literal" in ctx.layout.fields and value == inst.encoding.offset[ctx.gen].literal_code:
                ops.append(f"0x{ctx.literal():x}")
            else:
                ops.append(_sfield(ctx, inst, spec.field, 1))
        else:
            ops.append(_sfield(ctx, inst, spec.field, spec.width))
    return instruction_text(inst.name, ops, [])


# ---------------------------------------------------------------- SMEM (gfx8/gfx9)

def _smem(inst: Instruction, ctx: _Context) -> str:
    ops: list[str] = []
    mods: list[str] = []
    if not any(spec.kind == "smem_offset" for spec in inst.operands) and ctx.get("imm"):
        raise _Invalid  # imm is a fixed 0 in the encodings without an offset
    for spec in inst.operands:
        if spec.kind == "smem_offset":
            ops.append(_smem_offset(inst, ctx, mods))
            continue
        if spec.kind == "imm7":
            ops.append(_imm32(ctx.get(spec.field), ctx.gen))
        else:
            ops.append(_sfield(ctx, inst, spec.field, spec.width))
    if "glc" in inst.modifiers and ctx.get("glc"):
        mods.append("glc")
    return instruction_text(inst.name, ops, mods)


def _smem_offset(inst: Instruction, ctx: _Context, mods: list[str]) -> str:
    f = ctx.fields
    imm = ctx.get("imm")
    soe = ctx.get("soe") if "soe" in f else 0
    offset = f["offset"]
    if ctx.gen == "gfx9" and offset & 0x100000:  # 21-bit signed, buffer forms too
        offset -= 0x200000
    if soe and imm:
        ctx.used["offset"] = f["offset"]
        mods.append(f"offset:{signed_hex(offset)}")
        return _sfield(ctx, inst, "soffset", 1)
    if imm:
        ctx.used["offset"] = f["offset"]
        return signed_hex(offset)
    if soe:
        return _sfield(ctx, inst, "soffset", 1)
    text, code = _scalar(ctx, f["offset"] & 0x7F, 1)
    ctx.used["offset"] = code
    return text


# ---------------------------------------------------------------- DS

def _ds(inst: Instruction, ctx: _Context) -> str:
    f = ctx.fields
    names = {spec.field for spec in inst.operands}
    # Register fields the instruction has no operand for are fixed zeros, as are the
    # offset bits without an offset modifier and gds without the gds modifier.
    for name in ("vdst", "addr", "data0", "data1"):
        if name not in names and f[name]:
            raise _Invalid
    if not set(inst.modifiers) & {"offset", "offset0", "offset1", "swizzle"} and f["offset"]:
        raise _Invalid
    gds_only = "gds" in inst.requires
    if "gds" not in inst.modifiers and f["gds"] or gds_only and not f["gds"]:
        raise _Invalid
    acc_bit = _DS_ACC_BIT.get(ctx.gen)
    acc = bool(acc_bit is not None and ctx.word >> acc_bit & 1)
    acc_field = None
    if acc:
        data_fields = [s.field for s in inst.operands if s.field != "addr"]
        if inst.name.startswith("ds_gws_") and names == {"addr"}:
            acc_field = "addr"
        elif len(data_fields) == 1:
            acc_field = data_fields[0]
        else:
            raise _Invalid
        ctx.extra_bits |= 1 << acc_bit
    ops = []
    for spec in inst.operands:
        index = ctx.get(spec.field)
        if ctx.strict and index + spec.width > ctx.rf.vgprs:
            raise _Invalid
        if spec.field != acc_field:
            ops.append(_vgpr(index, spec.width))
            continue
        # The acc bit turns the data operand into an AGPR, which gfx8/gfx9 operands do
        # not take: llvm-mc prints it with a comment (the GWS operand's class has AGPRs).
        if index + spec.width > ctx.rf.vgprs:
            raise _Invalid
        text = Reg("a", index, spec.width).text()
        if spec.field != "addr":
            text += f"/*Invalid register, operand has '{_VGPR_CLASS[spec.width]}' register class*/"
        ops.append(text)
    mods: list[str] = []
    for name in inst.modifiers:
        if name == "gds":
            if ctx.get("gds"):
                mods.append("gds")
        elif name == "swizzle":
            s = swizzle.text(ctx.get("offset"), ctx.gen)
            if s:
                mods.append(f"offset:{s}")
            if ctx.strict and s.startswith("swizzle(BITMASK_PERM"):
                # The mask spelling is lossy (a bit both or-ed and xor-ed prints as
                # '0'/'1'); re-encode what the text means, as an assembler would.
                ctx.used["offset"] = _bitmask_value(s.split('"')[1])
        else:
            value = ctx.get(name)
            if value:
                mods.append(f"{name}:{value}")
    return instruction_text(inst.name, ops, mods)


def _bitmask_value(mask: str) -> int:
    and_mask = or_mask = xor_mask = 0
    for i, c in enumerate(mask):
        bit = 1 << (4 - i)
        if c == "1":
            or_mask |= bit
        elif c in "pi":
            and_mask |= bit
            if c == "i":
                xor_mask |= bit
    return and_mask | or_mask << 5 | xor_mask << 10


_DECODERS = {"sopk": _sopk, "smrd": _smrd, "smem": _smem, "ds": _ds}
