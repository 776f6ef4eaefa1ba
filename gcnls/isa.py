"""The ISA model: loads and checks the data files in ``isa/``.

Everything gcnls knows about instructions, encodings, processors and registers comes
from here; no other module holds an opcode or a register number.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

from . import isa_cache

GENERATIONS = ("gfx6", "gfx7", "gfx8", "gfx9")
ENCODING_FILES = ("sopk", "smrd", "smem", "ds", "sop1", "sop2", "sopc", "sopp", "exp", "mimg", "mubuf", "flat", "mtbuf")
# Register operand kinds are written with their width in dwords (``s2``, ``v4``); every
# other kind is a name that gcnls.kinds registers (the loader checks only the spelling:
# gcnls.kinds.check proves each name has a kind, see tests/test_isa.py).
REGISTER_KINDS = {"v": "vgpr", "s": "sreg"}
# Registers an instruction may read or write without naming them (semantic facts).
IMPLICIT_REGISTERS = frozenset({"scc", "vcc", "exec", "m0", "pc", "mode"})
COUNTERS = frozenset({"lgkm", "vm", "exp"})


class IsaDataError(ValueError):
    """A data file in isa/ breaks the schema; the message names file and entry."""


def _data_dir():
    """Where the data files are: the package ``gcnls._isa`` of an installed wheel (a
    resource directory, not necessarily a real one), else the checkout's ``isa/``."""
    try:
        pkg = resources.files("gcnls._isa")
        if pkg.joinpath("targets.toml").is_file():
            return pkg
    except ModuleNotFoundError:
        pass
    return Path(__file__).resolve().parent.parent / "isa"


def _load(name: str) -> dict:
    """isa/NAME.toml, parsed (a fresh dict each call; from the on-disk cache when current)."""
    raw = (_data_dir() / f"{name}.toml").read_bytes()
    return isa_cache.load_raw(name, raw, lambda b: tomllib.loads(b.decode("utf-8")))


def _check_keys(where: str, table: dict, allowed: set[str]) -> None:
    unknown = set(table) - allowed
    if unknown:
        raise IsaDataError(f"{where}: unknown field(s) {sorted(unknown)}")


@dataclass(frozen=True, slots=True)
class OperandSpec:
    field: str
    kind: str  # "v", "s" or the name of a kind in gcnls.kinds
    width: int = 1  # dwords, for register kinds
    shift: int = 0  # field transform: the field holds the value >> shift (sbase: pair number)
    # What a vector source takes beyond its kind, in this form: "neg", "abs", "sext" (source
    # modifiers), "literal" (a literal dword), "lds_direct" (gcnls/valu_isa.py sets them);
    # "no_symbol": no symbol as its literal (a later generation's form: newer_forms.later_e64).
    mods: frozenset[str] = frozenset()
    index: int = 0  # a vector source's number (bit i of the VOP3 neg/abs fields)

    @property
    def is_register(self) -> bool:
        return self.kind in REGISTER_KINDS

    def syntax(self) -> str:
        if self.kind == "v":
            return "vdst" if self.field == "vdst" else f"v{self.width}"
        return self.kind


@dataclass(frozen=True, slots=True)
class Layout:
    fields: dict[str, tuple[int, int]]  # name -> (lo, hi), the whole field (lowest to highest bit)
    fixed: dict[str, int]
    # A split field: its bit ranges, low part of the value first (absent: one range).
    parts: dict[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    # name -> (low bit, mask) of the fields in one piece, for packing without re-deriving.
    packing: dict[str, tuple[int, int]] = field(default_factory=dict, compare=False)

    def __post_init__(self):
        self.packing.update({name: (lo, (1 << (hi - lo + 1)) - 1) for name, (lo, hi) in self.fields.items()
                             if name not in self.parts})

    def width(self, name: str) -> int:
        if name in self.parts:
            return sum(hi - lo + 1 for lo, hi in self.parts[name])
        lo, hi = self.fields[name]
        return hi - lo + 1

    def ranges(self, name: str) -> tuple[tuple[int, int], ...]:
        return self.parts.get(name) or (self.fields[name],)

    def match_mask(self, fixed: dict[str, int]) -> tuple[int, int]:
        """(match, mask) of the bits ``fixed`` pins: a word w has them iff w & mask == match."""
        match = mask = 0
        for name, value in fixed.items():
            shift = 0
            for lo, hi in self.ranges(name):
                width = hi - lo + 1
                ones = (1 << width) - 1
                match |= ((value >> shift) & ones) << lo
                mask |= ones << lo
                shift += width
        return match, mask


@dataclass(frozen=True, slots=True)
class ModifierSpec:
    name: str
    field: str
    generations: frozenset[str]
    range: tuple[int, int] | None = None  # values llvm-mc accepts (else: fits the field)
    error: str = ""  # llvm-mc's message for a value outside ``range``
    error_at: str = "value"  # where llvm-mc points that message: "value" or "keyword"
    syntax: str = ""  # how signatures show it, where not NAME or NAME:N

    def flag(self, layout: Layout) -> bool:
        """A bare word (glc, gds) rather than NAME:VALUE."""
        return self.range is None and layout.width(self.field) == 1
    print: str = "dec"  # how llvm-mc prints the value: "dec" or "hex" (signed hex)
    print_zero: bool = False  # printed even when 0 (else left out)
    # Modifiers with the same slot are one operand to llvm-mc, written as a run in any
    # order ("cache policy": glc slc); rules.modifier_order reads it.
    slot: str = ""
    # Buffer forms (rules/buffer_forms.py): a flag that widens an operand by one dword
    # (tfe: the status dword), one that leaves an operand out (lds: no data VGPR), and
    # the address dwords a flag asks of the address operand (offen/idxen 1 each, addr64 2).
    widens: str = ""
    drops: str = ""
    address: int = 0
    # Other words llvm-mc reads as this modifier (FLAT's inst_offset:N for offset:N).
    aliases: tuple[str, ...] = ()
    # llvm-mc also reads the flag as noNAME, which clears it (noglc, novm)
    negatable: bool = False


@dataclass(frozen=True, slots=True)
class OffsetRule:
    """The immediates a scalar-memory offset operand takes on one generation."""

    range: tuple[int, int]  # fits the offset field with imm = 1
    error: str  # llvm-mc's message for anything else
    error_at: str = "operand"  # or "mnemonic": where llvm-mc points that message
    literal: tuple[int, int] | None = None  # values encoded as a literal dword instead
    literal_code: int | None = None  # the offset field value that announces the literal
    buffer: OffsetRule | None = None  # the rule of the _buffer forms, where it differs


@dataclass(frozen=True, eq=False)
class Encoding:
    key: str  # file name: "sopk"
    name: str  # "SOPK"
    size: int
    description: str
    layouts: dict[str, Layout]
    modifiers: dict[str, ModifierSpec]
    offset: dict[str, OffsetRule] = field(default_factory=dict)  # generation -> offset immediates
    rules: tuple[str, ...] = ()  # named rules (gcnls/rules/) that bend the generic engine here
    # Fields that must be 0 when no operand or modifier of the instruction reads them (a
    # word with one set is an invalid encoding); other unused fields are ignored.
    decode_zero: tuple[str, ...] = ()
    # (match, mask) per generation of the bits every word of the encoding carries.
    match: dict[str, tuple[int, int]] = field(default_factory=dict)
    # Opcode values whose words belong to another encoding with the same prefix.
    not_opcodes: frozenset[int] = frozenset()
    # generation -> field -> values that make a word another encoding's (the SDWA/DPP
    # forms of VOP1/VOP2/VOPC: SRC0 = 0xf9/0xfa), which gcnls does not decode here.
    foreign: dict = field(default_factory=dict)
    # Fields the disassembler keeps in its re-encoding without printing them (bits a later
    # processor gives a meaning: MUBUF's bit 15 on gfx8/gfx9).
    decode_keep: tuple[str, ...] = ()
    # Named value tables of the encoding's syntax ([names] in its file: MTBUF's formats).
    names: dict = field(default_factory=dict)
    # The encoding whose words this one carves out by fixing more bits (SDWA/DPP: VOP2
    # with SRC0 = 0xf9/0xfa): its words are this one's, not the other's (decoders try
    # the more specific masks first).
    refines: str = ""
    # What its memory operations reach, for the waitcnt analysis: "lds" (LDS, or GDS with
    # the gds bit: results in issue order), "smem" (scalar memory: out of order).
    memory: str = ""


@dataclass(frozen=True, eq=False)
class Instruction:
    name: str
    encoding: Encoding
    opcodes: dict[str, int]
    operands: tuple[OperandSpec, ...]
    modifiers: tuple[str, ...]
    requires: tuple[str, ...] = ()
    description: str = ""
    operation: str = ""
    lgkm: str = ""
    notes: tuple[str, ...] = ()
    # Semantic facts: operand fields and implicit registers read / written, and the
    # counter (lgkm, vm, exp) the instruction increments until it completes.
    reads: tuple[str, ...] = ()
    writes: tuple[str, ...] = ()
    counter: str = ""
    waits: tuple[str, ...] = ()  # counters it waits on (s_waitcnt)
    branch: dict = field(default_factory=dict)  # branches: conditional, what it tests, target
    profile: str = ""  # the shape it was declared with ([profile.NAME]), if any
    offset_rule: str = ""  # "buffer": the offset immediates of [encoding.offset.GEN].buffer
    # Operand field -> the VGPR tuple sizes llvm-mc takes there (MIMG's vdata and vaddr).
    widths: dict[str, tuple[int, ...]] = field(default_factory=dict)
    # Facts its kinds and rules read by name ("gather4": four data registers whatever the
    # dmask; "atomic": llvm-mc's atomic dmask check).
    traits: tuple[str, ...] = ()
    # Vector ALU forms (gcnls/valu_isa.py): "e32" or "e64" ("" elsewhere), the name llvm-mc
    # prints (v_add_f32_e32; the canonical spelling of an alias), whether the mnemonic
    # with a suffix (_e32/_e64) selects it, and whether it is another spelling of an
    # instruction that decodes under the other name (alias: left out of the decoder).
    form: str = ""
    printed: str = ""
    suffixes: tuple[str, ...] = ()
    alias: bool = False
    family: str = ""  # the vector family whose entry it came from (VOP1, VOP2, VOPC, VOP3, VINTRP)
    processors: dict = field(default_factory=dict)  # generation -> the processors that have it (absent: all)
    other_words: dict = field(default_factory=dict)  # generation -> SDWA selects ("dpp": controls) llvm-mc parses
    elsewhere: frozenset[str] = frozenset()  # modifiers the form takes on other generations only
    op_sel: int = 0  # entries of its op_sel:[...] (sources, then the destination), 0: none
    op_sel_unused: tuple[int, ...] = ()  # op_sel entries llvm-mc reads and encodes nowhere

    @property
    def text_name(self) -> str:
        return self.printed or self.name
    # Operand widths that differ on processors with a feature: feature -> field -> dwords
    # (d16 data in one dword per component where the hardware has no packed d16).
    feature_width: dict = field(default_factory=dict)
    # The flag (glc) whose presence selects the returning form: the first operand (the
    # destination) is written only in that form (FLAT atomics).
    returns: str = ""

    def width(self, spec, features) -> int:
        """The dwords of register operand ``spec`` on a processor with ``features``."""
        for feature, widths in self.feature_width.items():
            if feature in features and spec.field in widths:
                return widths[spec.field]
        return spec.width

    def on(self, generation: str) -> bool:
        return generation in self.opcodes

    @property
    def generations(self) -> tuple[str, ...]:
        return tuple(g for g in GENERATIONS if g in self.opcodes)

    def size(self, generation: str) -> int:
        """Bytes without an optional literal offset (an imm32 operand is always there)."""
        has_literal = any(op.kind == "imm32" for op in self.operands)
        return self.encoding.size + (4 if has_literal else 0)

    def syntax(self) -> str:
        """``s_load_dword sdata, sbase, offset [offset:N] [glc]``: operands by field, then
        the modifiers in llvm-mc's order (a modifier wider than one bit takes a value)."""
        layout = self.encoding.layouts[self.generations[0]] if self.opcodes else None
        mods = []
        for m in self.modifiers:
            spec = self.encoding.modifiers[m]
            if spec.syntax:
                text = spec.syntax
            elif layout is not None and spec.field in layout.fields and not spec.flag(layout):
                text = f"{m}:N"
            else:
                text = m
            mods.append(text if m in self.requires else f"[{text}]")
        from . import kinds  # (the kinds import this module)

        fields = [op.field for op in self.operands]
        if fields and kinds.of(self.operands[0]).head:
            fields[:2] = [" ".join(fields[:2])]  # exp TARGET SRC0, ...: no comma after the target
        ops = ", ".join(fields)
        return " ".join(p for p in (self.name, ops, " ".join(mods)) if p)


@dataclass(frozen=True, slots=True)
class Generation:
    key: str
    gcn: str
    llvm: str

    @property
    def title(self) -> str:
        return f"GCN {self.gcn}"


@dataclass(frozen=True, slots=True)
class Processor:
    name: str  # canonical gfxNNN
    generation: str
    aliases: tuple[str, ...]
    features: frozenset[str]


@dataclass(eq=False)
class Isa:
    generations: dict[str, Generation]
    processors: dict[str, Processor]  # every accepted -mcpu name, aliases included
    encodings: dict[str, Encoding]
    instructions: dict[str, tuple[Instruction, ...]]  # mnemonic -> one entry per encoding
    registers: dict  # registers.toml as loaded; gcnls.registers interprets it
    field_classes: dict[tuple[str, str, int], str]  # (encoding, field, dwords) -> registers.toml class
    inventory: dict[str, dict[str, tuple[str, ...]]]  # mnemonic -> family -> generations
    families: dict[str, dict]  # inventory family -> its table (size, forms, ...)
    notes: dict[str, list[str]] = field(default_factory=dict)

    def processor(self, name: str) -> Processor | None:
        return self.processors.get(name)

    def instruction(self, mnemonic: str, generation: str) -> Instruction | None:
        """The entry that encodes ``mnemonic`` on ``generation`` (SMRD or SMEM, say)."""
        for inst in self.instructions.get(mnemonic, ()):
            if inst.on(generation):
                return inst
        return None

    def lookup(self, word: str, gen: str) -> Instruction | None:
        """The instruction a written mnemonic names on ``gen``: its first form, or the
        vector form its suffix selects (v_add_f32_e64)."""
        inst = self.instruction(word, gen)
        if inst is not None or word in self.instructions:
            return inst
        base, _, suffix = word.rpartition("_")
        return next((i for i in self.instructions.get(base, ()) if i.on(gen) and "_" + suffix in i.suffixes), None)

    def generations_of(self, mnemonic: str) -> tuple[str, ...]:
        """Generations where any family has this mnemonic (modelled or inventoried)."""
        gens: set[str] = set()
        for inst in self.instructions.get(mnemonic, ()):
            gens.update(inst.opcodes)
        for fam_gens in self.inventory.get(mnemonic, {}).values():
            gens.update(fam_gens)
        return tuple(g for g in GENERATIONS if g in gens)

    def mnemonics_on(self, generation: str) -> list[str]:
        names = {n for n, v in self.instructions.items() if any(i.on(generation) for i in v)}
        names.update(m for m, fams in self.inventory.items() if any(generation in g for g in fams.values()))
        return sorted(names)


def _parse_layout(where: str, table: dict) -> Layout:
    _check_keys(where, table, {"fields", "fixed", "same_as"})
    fields: dict[str, tuple[int, int]] = {}
    parts: dict[str, tuple[tuple[int, int], ...]] = {}
    for k, v in table.get("fields", {}).items():
        # [lo, hi], or a split field [[lo, hi], [lo, hi], ...] with the value's low part first
        ranges = [tuple(r) for r in v] if v and isinstance(v[0], list) else [tuple(v)]
        for r in ranges:
            if len(r) != 2 or not 0 <= r[0] <= r[1] < 128:
                raise IsaDataError(f"{where}: field {k} has bad bits {v}")
        if len(ranges) > 1:
            parts[k] = tuple((int(a), int(b)) for a, b in ranges)
        fields[k] = (min(r[0] for r in ranges), max(r[1] for r in ranges))
    fixed = dict(table.get("fixed", {}))
    for name in fixed:
        if name not in fields:
            raise IsaDataError(f"{where}: fixed value for unknown field {name}")
    return Layout(fields, fixed, parts)


def _parse_range(where: str, value) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2 or not all(type(v) is int for v in value)
            or value[0] > value[1]):
        raise IsaDataError(f"{where}: a range is [lo, hi] with integers lo <= hi, not {value!r}")
    return value[0], value[1]


def _parse_offset_rule(where: str, table: dict, layout: Layout, nested: bool = False) -> OffsetRule:
    _check_keys(where, table, {"range", "error", "error_at", "literal", "literal_code"}
                | (set() if nested else {"buffer"}))
    for k in ("range", "error"):
        if k not in table:
            raise IsaDataError(f"{where}: {k} is required")
    error_at = table.get("error_at", "operand")
    if error_at not in ("operand", "mnemonic"):
        raise IsaDataError(f"{where}: error_at is 'operand' or 'mnemonic', not {error_at!r}")
    literal = _parse_range(f"{where}.literal", table["literal"]) if "literal" in table else None
    code = table.get("literal_code")
    if (literal is None) != (code is None):
        raise IsaDataError(f"{where}: literal and literal_code go together")
    if literal is not None:
        if "literal" not in layout.fields:
            raise IsaDataError(f"{where}: a literal offset needs a literal field in the layout")
        if not 0 <= code < (1 << layout.width("offset")):
            raise IsaDataError(f"{where}: literal_code {code:#x} does not fit the offset field")
    buffer = (_parse_offset_rule(f"{where}.buffer", table["buffer"], layout, nested=True)
              if "buffer" in table else None)
    return OffsetRule(_parse_range(f"{where}.range", table["range"]), table["error"], error_at,
                      literal, code, buffer)


def _field_classes(registers: dict, encodings: dict[str, Encoding]) -> dict[tuple[str, str, int], str]:
    """registers.toml's [class.NAME] fields, checked against the encodings' layouts."""
    out: dict[tuple[str, str, int], str] = {}
    for name, table in registers.get("class", {}).items():
        where = f"registers.class.{name}"
        _check_keys(where, table, {"applies_to", "dwords", "fields", "accepts", "field_bits", "shadowed", "notes",
                                  "llvm_class"})
        dwords = table.get("dwords", 1)
        widths = dwords if isinstance(dwords, list) else [dwords]
        for item in table.get("fields", ()):
            enc_key, _, fname = item.partition(".")
            enc = encodings.get(enc_key)
            if enc is None or not any(fname in lay.fields for lay in enc.layouts.values()):
                raise IsaDataError(f"{where}: {item!r} is not an ENCODING.FIELD of the layouts")
            for w in widths:
                if (enc_key, fname, w) in out:
                    raise IsaDataError(f"{where}: {item} at {w} dwords is also in class {out[enc_key, fname, w]}")
                out[enc_key, fname, w] = name
    return out


_OPERAND = re.compile(r"^([a-z_0-9]+):([a-z_0-9]+)$")
_KIND_NAME = re.compile(r"^[a-z][a-z_0-9]*$")


def _parse_operands(where: str, text: str, layout_fields: set[str],
                    shifts: dict[str, int]) -> tuple[OperandSpec, ...]:
    specs = []
    for item in text.split():
        m = _OPERAND.match(item)
        if not m:
            raise IsaDataError(f"{where}: operand {item!r} is not FIELD:KIND")
        fname, kind = m.groups()
        if fname not in layout_fields:
            raise IsaDataError(f"{where}: operand field {fname!r} is not in the layout")
        if kind[0] in REGISTER_KINDS and kind[1:].isdigit():
            width = int(kind[1:])
            if width not in (1, 2, 3, 4, 8, 16):
                raise IsaDataError(f"{where}: register width {width} does not exist")
            specs.append(OperandSpec(fname, kind[0], width, shifts.get(fname, 0)))
        elif _KIND_NAME.match(kind):
            specs.append(OperandSpec(fname, kind, 1, shifts.get(fname, 0)))
        else:
            raise IsaDataError(f"{where}: unknown operand kind {kind!r}")
    return tuple(specs)


def _words(value) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value + " "
    return " ".join(v.lower() if v.lower() in IMPLICIT_REGISTERS else v for v in value) + " "


def _parse_effects(where: str, text: str, fields: set[str]) -> tuple[str, ...]:
    names = tuple(dict.fromkeys(text.split()))
    for n in names:
        if n not in fields and n not in IMPLICIT_REGISTERS:
            raise IsaDataError(f"{where}: {n!r} is neither an operand field nor one of {sorted(IMPLICIT_REGISTERS)}")
    return names


_WIDTH_IN_NAME = re.compile(r"dwordx(\d+)")


def _check_width(where: str, inst: Instruction) -> None:
    """A load/store named ..._dwordxN must move N dwords."""
    m = _WIDTH_IN_NAME.search(inst.name)
    if not m or not inst.operands:
        return
    want = int(m.group(1))
    # The data operand: the first register operand, or (a store whose address comes
    # first: flat_store_dwordx4 v[2:3], v[4:7]) the one named vdata.
    data = next((op for op in inst.operands if op.field == "vdata"), inst.operands[0])
    if data.is_register and data.width != want:
        raise IsaDataError(f"{where}: {inst.name} moves {want} dwords but its data operand has {data.width}")


_SHAPE_KEYS = {"operands", "modifiers", "requires", "reads", "writes", "implicit_reads", "implicit_writes",
               "counter", "offset_rule", "feature_width", "returns"}


def _load_encoding(key: str) -> tuple[Encoding, list[Instruction], list[str]]:
    raw = _load(key)
    # kind.NAME: tables an operand kind of this encoding reads (exp targets, ...).
    _check_keys(key, raw, {"encoding", "instruction", "notes", "profile", "kind", "names"})
    enc = raw["encoding"]
    _check_keys(f"{key}.encoding", enc, {"name", "size", "description", "layout", "modifiers", "offset",
                                         "rules", "decode_zero", "shift", "not_opcodes", "counter", "decode_keep",
                                         "memory"})
    layouts: dict[str, Layout] = {}
    pending_same = {}
    for gen, table in enc.get("layout", {}).items():
        if gen not in GENERATIONS:
            raise IsaDataError(f"{key}: unknown generation {gen!r} in layout")
        if "same_as" in table:
            pending_same[gen] = table["same_as"]
        else:
            layouts[gen] = _parse_layout(f"{key}.layout.{gen}", table)
    for gen, other in pending_same.items():
        if other not in layouts:
            raise IsaDataError(f"{key}.layout.{gen}: same_as {other!r} has no layout")
        layouts[gen] = layouts[other]
    all_fields = set().union(*(set(lay.fields) for lay in layouts.values())) if layouts else set()
    for gen, layout in layouts.items():
        if "op" not in layout.fields or "op" in layout.fixed:
            raise IsaDataError(f"{key}.layout.{gen}: an encoding needs an op field (not fixed)")
        match, mask = layout.match_mask({**layout.fixed, "op": 0})
        if mask >> 32:
            raise IsaDataError(f"{key}.layout.{gen}: the fixed bits and op must lie in the first dword")
    modifiers = {}
    for name, table in enc.get("modifiers", {}).items():
        where = f"{key}.modifiers.{name}"
        _check_keys(where, table, {"field", "generations", "note", "range", "error", "error_at", "print",
                                   "print_zero", "syntax", "slot", "widens", "drops", "address",
                                   "aliases", "negatable"})
        gens = frozenset(table.get("generations", layouts))
        for g in gens:
            if g not in layouts:
                raise IsaDataError(f"{where}: generation {g} has no layout")
            if table["field"] not in layouts[g].fields:
                raise IsaDataError(f"{where}: field {table['field']} not in {g} layout")
        if ("range" in table) != ("error" in table):
            raise IsaDataError(f"{where}: range and error go together")
        rng = _parse_range(where, table["range"]) if "range" in table else None
        error_at = table.get("error_at", "value")
        printing = table.get("print", "dec")
        if error_at not in ("value", "keyword") or printing not in ("dec", "hex"):
            raise IsaDataError(f"{where}: error_at is value|keyword and print is dec|hex")
        modifiers[name] = ModifierSpec(name, table["field"], gens, rng, table.get("error", ""), error_at,
                                       table.get("syntax", ""), printing, bool(table.get("print_zero", False)),
                                       table.get("slot", ""), table.get("widens", ""), table.get("drops", ""),
                                       int(table.get("address", 0)), tuple(table.get("aliases", ())),
                                       bool(table.get("negatable", False)))
    offset = {}
    for gen, table in enc.get("offset", {}).items():
        if gen not in layouts:
            raise IsaDataError(f"{key}.offset: generation {gen!r} has no layout")
        offset[gen] = _parse_offset_rule(f"{key}.offset.{gen}", table, layouts[gen])
    decode_zero = tuple(enc.get("decode_zero", ()))
    shifts = dict(enc.get("shift", {}))
    for f in (*decode_zero, *shifts):
        if f not in all_fields:
            raise IsaDataError(f"{key}.encoding: {f!r} is not a field of the layouts")
    rules = tuple(enc.get("rules", ()))
    for r in rules:
        if not _KIND_NAME.match(r):
            raise IsaDataError(f"{key}.encoding: rule name {r!r}")
    encoding = Encoding(key, enc["name"], int(enc["size"]), enc.get("description", ""), layouts, modifiers,
                        offset, rules, decode_zero,
                        {g: lay.match_mask(lay.fixed) for g, lay in layouts.items()},
                        frozenset(enc.get("not_opcodes", ())), decode_keep=tuple(enc.get("decode_keep", ())),
                        names=dict(raw.get("names", {})), memory=enc.get("memory", ""))
    if encoding.memory not in ("", "lds", "smem"):
        raise IsaDataError(f"{key}.encoding: memory {encoding.memory!r} (lds, smem)")
    default_counter = enc.get("counter", "")

    profiles: dict[str, dict] = {}
    for pname, table in raw.get("profile", {}).items():
        _check_keys(f"{key}.profile.{pname}", table, _SHAPE_KEYS)
        profiles[pname] = table

    instructions = []
    seen_opcodes: dict[tuple[str, int], str] = {}
    for entry in raw.get("instruction", []):
        where = f"{key}:{entry.get('name', '?')}"
        _check_keys(where, entry, {"name", "opcode", "description", "operation", "lgkm", "notes",
                                   "profile", "waits", "branch", "widths", "traits"} | _SHAPE_KEYS)
        shape = {}
        if "profile" in entry:
            if entry["profile"] not in profiles:
                raise IsaDataError(f"{where}: no [profile.{entry['profile']}]")
            shape.update(profiles[entry["profile"]])
        shape.update({k: v for k, v in entry.items() if k in _SHAPE_KEYS})
        opcodes = {}
        for gen, op in entry.get("opcode", {}).items():
            if gen not in layouts:
                raise IsaDataError(f"{where}: opcode for generation {gen!r} without a layout")
            if (gen, op) in seen_opcodes:
                raise IsaDataError(f"{where}: opcode {op:#x} on {gen} already used by {seen_opcodes[gen, op]}")
            if op in encoding.not_opcodes:
                raise IsaDataError(f"{where}: opcode {op:#x} belongs to another encoding")
            seen_opcodes[gen, op] = entry["name"]
            opcodes[gen] = int(op)
        mods = tuple(shape.get("modifiers", "").split())
        for m in mods:
            if m not in modifiers:
                raise IsaDataError(f"{where}: modifier {m!r} is not defined by the encoding")
        operands = _parse_operands(where, shape.get("operands", ""), all_fields, shifts)
        fields = {op.field for op in operands}
        # Operand fields and implicit registers, as "a b" or ["a", "B"] (implicit ones in
        # implicit_reads / implicit_writes, upper or lower case).
        reads = _parse_effects(where, _words(shape.get("reads")) + _words(shape.get("implicit_reads")), fields)
        writes = _parse_effects(where, _words(shape.get("writes")) + _words(shape.get("implicit_writes")), fields)
        waits = tuple(entry.get("waits", ()))
        if not set(waits) <= COUNTERS:
            raise IsaDataError(f"{where}: waits {waits} are not counters {sorted(COUNTERS)}")
        for op in operands:
            if op.kind in REGISTER_KINDS and op.field not in reads and op.field not in writes:
                raise IsaDataError(f"{where}: register operand {op.field} is neither read nor written")
        counter = shape.get("counter", default_counter)
        if counter and not set(counter.split()) <= COUNTERS:
            raise IsaDataError(f"{where}: counter {counter!r} is not one of {sorted(COUNTERS)}")
        widths = {}
        for fname, sizes in entry.get("widths", {}).items():
            if fname not in fields or not sizes or not all(w in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16)
                                                         for w in sizes):
                raise IsaDataError(f"{where}: widths.{fname} must name an operand and list VGPR tuple sizes")
            widths[fname] = tuple(sizes)
        inst = Instruction(
            name=entry["name"],
            encoding=encoding,
            opcodes=opcodes,
            operands=operands,
            modifiers=mods,
            requires=tuple(shape.get("requires", "").split()),
            description=entry.get("description", "").strip(),
            operation=entry.get("operation", "").strip(),
            lgkm=entry.get("lgkm", "").strip(),
            notes=tuple(entry.get("notes", ())),
            reads=reads,
            writes=writes,
            counter=counter,
            waits=waits,
            branch=dict(entry.get("branch", {})),
            profile=entry.get("profile", ""),
            offset_rule=shape.get("offset_rule", ""),
            widths=widths,
            traits=tuple(entry.get("traits", ())),
            feature_width={f: dict(w) for f, w in shape.get("feature_width", {}).items()},
            returns=shape.get("returns", ""),
        )
        _check_width(where, inst)
        for op in inst.operands:
            if op.kind in ("smrd_offset", "smem_offset"):
                missing = [g for g in opcodes if g not in offset]
                if missing:
                    raise IsaDataError(f"{where}: {op.kind} operand without [encoding.offset] rules for {missing}")
        instructions.append(inst)
    return encoding, instructions, list(raw.get("notes", []))


def check_overlap(instructions: list[Instruction], generation: str) -> None:
    """Prove that no two instructions of ``generation`` share a first dword: for each pair
    of match/mask families, the matches projected onto the bits both masks fix differ."""
    by_mask: dict[int, dict[int, Instruction]] = {}
    for inst in instructions:
        layout = inst.encoding.layouts[generation]
        match, mask = layout.match_mask({**layout.fixed, "op": inst.opcodes[generation]})
        table = by_mask.setdefault(mask, {})
        if match in table:
            raise IsaDataError(f"{generation}: {inst.name} and {table[match].name} have the same encoding bits")
        table[match] = inst
    masks = list(by_mask)
    for i, m1 in enumerate(masks):
        for m2 in masks[i + 1:]:
            common = m1 & m2
            seen = {match & common: inst for match, inst in by_mask[m1].items()}
            for match, inst in by_mask[m2].items():
                other = seen.get(match & common)
                if other is not None and not _refines(inst, m2, other, m1):
                    raise IsaDataError(f"{generation}: {inst.name} ({inst.encoding.name}) overlaps "
                                       f"{other.name} ({other.encoding.name})")


def _refines(a: Instruction, mask_a: int, b: Instruction, mask_b: int) -> bool:
    """Do the words of ``a`` and ``b`` overlap only because one's encoding refines the other's?"""
    if a.encoding.refines == b.encoding.key:
        return mask_a & mask_b == mask_b and mask_a != mask_b
    if b.encoding.refines == a.encoding.key:
        return mask_a & mask_b == mask_a and mask_a != mask_b
    return False


def _processor_scopes(insts: list[Instruction], gen: str) -> list[list[Instruction]]:
    """The instructions of ``gen`` each processor sees, one list per distinct view:
    instructions only some processors have (Instruction.processors) may share a word
    with others that those processors lack (v_mad_mix_f32 and v_fma_mix_f32)."""
    restricted = [i for i in insts if gen in i.processors]
    if not restricted:
        return [insts]
    names = sorted({p for i in restricted for p in i.processors[gen]})
    views = {frozenset(i for i in restricted if p in i.processors[gen]) for p in [*names, None]}
    return [[i for i in insts if gen not in i.processors or i in view] for view in views]


def _load_targets() -> tuple[dict[str, Generation], dict[str, Processor]]:
    raw = _load("targets")
    gens = {}
    for key, table in raw.get("generation", {}).items():
        if key not in GENERATIONS:
            raise IsaDataError(f"targets: unknown generation {key!r}")
        gens[key] = Generation(key, str(table["gcn"]), table.get("llvm", ""))
    procs: dict[str, Processor] = {}
    for name, table in raw.get("processor", {}).items():
        gen = table["generation"]
        if gen not in gens:
            # Derived processors (gfx90a, ...) are listed for completeness only.
            continue
        proc = Processor(name, gen, tuple(table.get("aliases", ())), frozenset(table.get("features", ())))
        for n in (name, *proc.aliases):
            if n in procs:
                raise IsaDataError(f"targets: processor name {n!r} listed twice")
            procs[n] = proc
    return gens, procs


def _load_inventory() -> tuple[dict[str, dict[str, tuple[str, ...]]], dict[str, dict]]:
    try:
        raw = _load("inventory")
    except FileNotFoundError:
        return {}, {}
    inventory: dict[str, dict[str, tuple[str, ...]]] = {}
    families = {}
    for fam, table in raw.get("family", {}).items():
        families[fam] = table
        for mnemonic, gens in table.get("mnemonics", {}).items():
            for g in gens:
                if g not in GENERATIONS:
                    raise IsaDataError(f"inventory.{fam}.{mnemonic}: unknown generation {g!r}")
            inventory.setdefault(mnemonic, {})[fam] = tuple(gens)
    # Known to llvm-mc only on processors gcnls does not target: "not supported on this GPU".
    for mnemonic in raw.get("other_targets", {}).get("mnemonics", ()):
        inventory.setdefault(mnemonic, {}).setdefault("other", ())
    return inventory, families



@cache
def outside_processors() -> frozenset[str]:
    """-mcpu names llvm-mc 22 accepts that gcnls does not cover (gfx10 and later, generic-hsa)."""
    return frozenset(_load("targets").get("outside", {}).get("processors", ()))

@cache
def load() -> Isa:
    """The whole ISA, loaded and checked once per process (and then kept in the user's
    cache directory for the next process: gcnls/isa_cache.py)."""
    return isa_cache.load_isa(_data_dir(), _build)


def _build() -> Isa:
    generations, processors = _load_targets()
    encodings, instructions, notes = {}, {}, {}
    loaded = []
    for key in ENCODING_FILES:
        encoding, insts, enc_notes = _load_encoding(key)
        encodings[key] = encoding
        notes[key] = enc_notes
        loaded.append((key, insts))
    from . import valu_isa  # the vector-ALU files have a schema of their own (one entry, several forms)

    vector_encodings, vector = valu_isa.load(notes)
    encodings.update(vector_encodings)
    loaded.append(("vector", vector))
    for key, insts in loaded:
        for inst in insts:
            if not inst.opcodes:
                continue  # listed from the seeds with a note; llvm-mc knows it nowhere
            for other in instructions.get(inst.name, ()):
                both = set(other.opcodes) & set(inst.opcodes)
                if both and other.form == inst.form:
                    raise IsaDataError(f"{key}: {inst.name} on {sorted(both)} is also in {other.encoding.key}")
            instructions[inst.name] = instructions.get(inst.name, ()) + (inst,)
    for gen in GENERATIONS:
        # Another spelling of an instruction (v_add_co_u32 on gfx6) shares its encoding.
        insts = [i for v in instructions.values() for i in v if gen in i.opcodes and not i.alias]
        for scope in _processor_scopes(insts, gen):
            check_overlap(scope, gen)
    inventory, families = _load_inventory()
    for mnemonic in list(inventory):
        if mnemonic in instructions:
            # The modelled encodings are the authority for their own mnemonics.
            del inventory[mnemonic]
    # One object per distinct operand spec (5,600 specs, 200 distinct): less memory, and
    # the cached pickle (isa_cache) stores and restores each once.
    pool: dict[OperandSpec, OperandSpec] = {}
    for insts in instructions.values():
        for inst in insts:
            object.__setattr__(inst, "operands", tuple(pool.setdefault(op, op) for op in inst.operands))
    registers = _load("registers")
    return Isa(generations, processors, encodings, instructions, registers, _field_classes(registers, encodings),
               inventory, families, notes)
