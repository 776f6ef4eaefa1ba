"""Decode machine words of the modelled encodings back to llvm-mc's canonical text: the
inverse of :mod:`gcnls.assembler`.

One generic table walk: each instruction of a generation has a match/mask pair (its
encoding's fixed bits and its opcode, proved free of overlaps by the loader); the
operands print through their kinds (:mod:`gcnls.kinds`), the modifiers from the data,
and the encodings' named rules (:mod:`gcnls.rules`) bend what they must.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from . import isa, kinds, rules
from .encoding import instruction_text, modifier_text, pack, unpack
from .isa import Encoding, Instruction, Layout, Processor
from .kinds import Invalid
from .registers import RegisterFile, register_file

# llvm-mc cannot disassemble these generations: gcnls decodes only what its assembler
# would accept back.
STRICT_GENERATIONS = frozenset({"gfx6", "gfx7"})


@dataclass(slots=True)
class Decoded:
    """One decoded instruction: llvm-mc's text, its bytes and the raw field values."""

    instruction: Instruction
    size: int
    text: str
    fields: dict[str, int]
    data: bytes


# ("decoder": the names llvm-mc prints for codes its assembler refuses, registers.toml)
_ALL_FEATURES = frozenset({"xnack", "decoder"})


@dataclass(frozen=True, eq=False)
class _Tables:
    masks: tuple[tuple[int, dict[int, Instruction]], ...]  # (mask, match -> instruction)
    encodings: tuple[Encoding, ...]  # most specific fixed bits first


@cache
def _tables(gen: str, processor: str | None = None) -> _Tables:
    """The match/mask tables of ``gen`` as ``processor`` sees them (instructions some
    processors lack, v_mad_mix_f32 vs v_fma_mix_f32, share their words)."""
    data = isa.load()
    by_mask: dict[int, dict[int, Instruction]] = {}
    for variants in data.instructions.values():
        for inst in variants:
            if gen in inst.opcodes and not inst.alias and processor in inst.processors.get(gen, (processor,)):
                layout = inst.encoding.layouts[gen]
                match, mask = layout.match_mask({**layout.fixed, "op": inst.opcodes[gen]})
                by_mask.setdefault(mask, {})[match] = inst
    encs = sorted((e for e in data.encodings.values() if gen in e.layouts),
                  key=lambda e: -bin(e.match[gen][1]).count("1"))
    # The most specific masks first: a refining encoding's words (SDWA) before its base's.
    masks = sorted(by_mask.items(), key=lambda item: -bin(item[0]).count("1"))
    return _Tables(tuple(masks), tuple(encs))


def _word(data: bytes, offset: int, size: int) -> int | None:
    chunk = data[offset:offset + size]
    if len(chunk) < size:
        return None
    return int.from_bytes(chunk, "little")


def _encoding_of(first: int, gen: str) -> Encoding | None:
    for enc in _tables(gen).encodings:
        match, mask = enc.match[gen]
        if first & mask == match:
            if enc.not_opcodes and unpack(enc.layouts[gen], first, "op") in enc.not_opcodes:
                continue
            if _foreign(enc, first, gen):
                return None
            return enc
    return None


def _foreign(enc: Encoding, first: int, gen: str) -> bool:
    """A word another (unmodelled) encoding owns: VOP2 with SRC0 = SDWA's code, say."""
    table = enc.foreign.get(gen)
    return bool(table) and any(unpack(enc.layouts[gen], first, f) in values for f, values in table.items())


def family(data: bytes, offset: int, proc: Processor) -> Encoding | None:
    """The modelled encoding whose fixed bits the dword at ``offset`` carries, if any.

    A word of a modelled family that :func:`decode` rejects is one llvm-mc calls an
    invalid instruction encoding; a word of no modelled family is one gcnls cannot judge.
    """
    first = _word(data, offset, 4)
    return None if first is None else _encoding_of(first, proc.generation)


def _lookup(first: int, gen: str, processor: str, base: bool = False) -> Instruction | None:
    """The instruction whose match/mask ``first`` carries (``base``: leaving out the refining
    encodings' words, SDWA and DPP)."""
    for mask, table in _tables(gen, processor).masks:
        inst = table.get(first & mask)
        if inst is not None and not (base and inst.encoding.refines):
            return inst
    return None


def _reads_foreign(inst: Instruction, first: int, gen: str) -> bool:
    """Does ``inst`` read a field whose value makes ``first`` another encoding's word?"""
    table = inst.encoding.foreign.get(gen) or {}
    names, _ = _read_fields(inst, gen)
    return any(f in names and unpack(inst.encoding.layouts[gen], first, f) in values for f, values in table.items())


def decode(data: bytes, offset: int, proc: Processor) -> Decoded | None:
    """Decode the instruction at ``offset``; None when the bytes are not a valid
    instruction of a modelled encoding (or too few bytes are left)."""
    gen = proc.generation
    first = _word(data, offset, 4)
    if first is None:
        return None
    inst = _lookup(first, gen, proc.name)
    if inst is None or _foreign(inst.encoding, first, gen):
        return None
    out = _decode_as(inst, data, offset, proc)
    if out is None and inst.encoding.refines:
        # An SDWA/DPP word llvm-mc refuses is its base encoding's when that instruction
        # reads no SRC0 (v_nop: llvm-mc 22 then takes the first dword alone).
        inst = _lookup(first, gen, proc.name, base=True)
        if inst is not None and not _reads_foreign(inst, first, gen):
            out = _decode_as(inst, data, offset, proc)
    if out is not None and gen in STRICT_GENERATIONS and not _assembles_back(out, proc):
        return None
    return out


def _assembles_back(d: Decoded, proc: Processor) -> bool:
    """GCN 1.0/1.1: does gcnls's assembler take the decoded text back to the same bytes?
    (Checks no field can: the constant bus limit of a word reading two SGPRs, say.)"""
    from .assembler import assemble
    from .diagnostics import AsmError
    from .syntax import parse_statement

    try:
        encoded = assemble(parse_statement(d.text), proc)
    except AsmError:
        return False
    return getattr(encoded, "data", None) == d.data


def _decode_as(inst: Instruction, data: bytes, offset: int, proc: Processor) -> Decoded | None:
    gen = proc.generation
    first = _word(data, offset, 4)
    enc = inst.encoding
    layout = enc.layouts[gen]
    word = _word(data, offset, enc.size)
    if word is None:
        return None
    # The disassembler knows every register of the generation, feature or not
    # (xnack_mask prints on tonga, which has no XNACK).
    rf = register_file(gen, _ALL_FEATURES)
    fields = {name: unpack(layout, word, name) for name in layout.fields
              if layout.fields[name][1] < enc.size * 8}
    ctx = _Context(data, offset, enc.size, gen, rf, layout, fields, word, inst, features=proc.features)
    try:
        text = _decode(inst, ctx)
        _no_stray_modifier_bits(ctx)
    except Invalid:
        return None
    # llvm-mc -show-encoding prints the instruction re-encoded: bits no operand or
    # modifier reads (unused fields, the gfx9 nv bit, ...) come back as zeros.
    values = dict(layout.fixed)
    values["op"] = inst.opcodes[gen]
    values.update(ctx.used)
    canonical = pack(layout, values).to_bytes(enc.size, "little")
    if ctx.size > enc.size and not ctx.literal_dropped:
        canonical += ctx.fields["literal"].to_bytes(4, "little")
    elif ctx.canonical_literal is not None:
        canonical += ctx.canonical_literal.to_bytes(4, "little")
    return Decoded(inst, ctx.size, text, fields, canonical)


def _no_stray_modifier_bits(ctx: _Context) -> None:
    """VOP3: a neg or abs bit of a source that takes no such modifier (or of a source the
    instruction lacks), or omod where the instruction takes none, makes llvm-mc 22's
    disassembler reject the word (v_add3_u32 with a neg bit, v_interp_mov_f32_e64 with any)
    where gcnls would drop the bit."""
    if ctx.strict:
        return
    layout = ctx.layout
    taken = 0  # bits other fields read (VOP3b's SDST over abs, gfx9 SDWA VOPC's SDST over omod)
    for other in ctx.used:
        if other not in _MODIFIER_FIELDS and other in layout.fields:
            for lo, hi in layout.ranges(other):
                taken |= ((1 << (hi - lo + 1)) - 1) << lo
    for name in _MODIFIER_FIELDS:
        value = ctx.fields.get(name)
        if not value:
            continue
        stray = value & ~ctx.used.get(name, 0)
        lo = layout.fields[name][0]
        if stray << lo & ~taken:
            raise Invalid


_MODIFIER_FIELDS = ("neg", "abs", "omod")


@cache
def _read_fields(inst: Instruction, gen: str) -> tuple[frozenset[str], tuple[tuple[int, int], ...]]:
    """The fields an instruction's operands and modifiers read on ``gen``, and their bits."""
    enc = inst.encoding
    layout = enc.layouts[gen]
    names = set()
    for spec in inst.operands:
        names.update(kinds.of(spec).fields(spec))
    for m in inst.modifiers:
        spec = enc.modifiers[m]
        if gen in spec.generations:
            names.add(spec.field)
    names = {n for n in names if n in layout.fields}
    bits = tuple(r for n in names for r in layout.ranges(n))
    return frozenset(names), bits


def _decode(inst: Instruction, ctx: _Context) -> str:
    enc = inst.encoding
    gen = ctx.gen
    layout = ctx.layout
    rules_ = rules.of(enc)
    names, used_bits = _read_fields(inst, gen)
    # Fields the data says must be 0 unless the instruction reads them (or bits of them).
    for name in enc.decode_zero:
        if name in names or name not in ctx.fields or not ctx.fields[name]:
            continue
        if not any(a <= hi and lo <= b for lo, hi in layout.ranges(name) for a, b in used_bits):
            raise Invalid
    for m in inst.requires:
        spec = enc.modifiers[m]
        if spec.flag(layout) and not ctx.fields.get(spec.field):
            raise Invalid  # llvm-mc has no form without the required flag (a valued one, dpp_ctrl, may be 0)
    for name in enc.decode_keep:
        if name in ctx.fields:
            ctx.get(name)  # kept in the re-encoding, never printed
    for hook in rules.each(rules_, "decode_begin"):
        hook(inst, ctx)
    ops = []
    for spec in inst.operands:
        text = rules.first(rules_, "decode_operand", inst, spec, ctx)
        ops.append(text if text is not None else kinds.of(spec).decode(spec, ctx))
    mods = ctx.modifiers
    for name in inst.modifiers:
        spec = enc.modifiers[name]
        if gen not in spec.generations:
            continue
        text = rules.first(rules_, "decode_modifier", inst, name, ctx)
        if text is None:
            value = ctx.get(spec.field)
            if spec.flag(layout):
                text = name if value else ""
            else:
                text = modifier_text(spec, value)
        if text:
            mods.append(text)
    name = inst.text_name
    if ctx.strict and inst.form == "e64" and inst.family != "VOP3" and name == inst.name and "_e64" in inst.suffixes:
        name += "_e64"  # (v_nop prints bare in both forms: the suffix keeps the round trip's word)
    head = 1 if inst.operands and kinds.of(inst.operands[0]).head else 0
    return instruction_text(name, ops, mods, head)


@dataclass(slots=True)
class _Context:
    data: bytes
    offset: int
    size: int
    gen: str
    rf: RegisterFile
    layout: Layout
    fields: dict[str, int]
    word: int
    inst: Instruction
    used: dict[str, int] = field(default_factory=dict)
    modifiers: list[str] = field(default_factory=list)  # modifier texts so far
    acc_field: str | None = None  # rules.ds_acc: the operand the acc bit makes an AGPR
    canonical_literal: int | None = None  # a literal the re-encoding has that the bytes had not
    literal_dropped: bool = False  # the bytes' literal re-encodes as an inline constant (a double's 1.0)
    features: frozenset[str] = frozenset()  # the processor's (MIMG's packed d16)
    widths: dict = field(default_factory=dict)  # register operands a form resized: field -> dwords

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
        """The literal dword after the instruction word (read once: operands share it)."""
        if "literal" in self.fields:
            return self.fields["literal"]
        value = _word(self.data, self.offset + self.size, 4)
        if value is None:
            raise Invalid
        self.size += 4
        self.fields["literal"] = value
        return value
