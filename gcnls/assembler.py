"""One instruction: look it up for the target, match its operands, validate, encode.

The checks run in llvm-mc's order, so the first error gcnls reports on a line is the one
llvm-mc reports: the mnemonic for the target; then, while parsing left to right,
register syntax and the placement of modifier words; then matching, operand by operand
in written order; last the range rules that llvm-mc applies after a match.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import encoding as bits
from . import expr as ex
from . import hwreg, isa, swizzle
from .diagnostics import AsmError, Diagnostic, Severity
from .isa import REGISTER_KINDS, Instruction, OperandSpec, Processor
from .registers import Reg, RegisterFile, class_accepts, register_file
from .syntax import HwregOp, ImmOp, NamedOp, OperandParser, RegOp, Statement
from .suggest import did_you_mean

# Modifier words that are flags (no value); all others take ``name:value``.
FLAG_MODIFIERS = frozenset({"glc", "slc", "nv", "gds", "dlc", "scc", "tfe", "lds"})
CACHE_POLICY = frozenset({"glc", "slc", "nv", "dlc", "scc"})
# Suffixes that force an encoding of an (unmodelled) VOP mnemonic: v_add_f32_e64.
ENCODING_SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp")
# ``name:value`` modifiers: llvm-mc parses these on any instruction and rejects the ones
# the instruction does not take with "not a valid operand.".
VALUED_MODIFIERS = frozenset({"offset", "offset0", "offset1"})


@dataclass(slots=True)
class Fixup:
    offset: int  # byte offset in the encoding
    size: int  # bytes covered
    symbol: str  # the expression as llvm-mc prints it
    kind: str


@dataclass(slots=True)
class Encoded:
    """An instruction gcnls encoded: llvm-mc's text and bytes, and the field values."""

    instruction: Instruction
    text: str
    data: bytes
    fields: dict[str, int]
    fixups: list[Fixup] = field(default_factory=list)
    warnings: list[Diagnostic] = field(default_factory=list)
    operands: list = field(default_factory=list)  # (spec, parsed operand) pairs


@dataclass(slots=True)
class Unmodelled:
    """A known mnemonic of a family whose operands gcnls does not model yet."""

    mnemonic: str
    family: str
    size: int | None


def assemble(st: Statement, proc: Processor, symbols: dict[str, int] | None = None) -> Encoded | Unmodelled:
    """Assemble the instruction of ``st``; raises AsmError with llvm-mc's first error."""
    data = isa.load()
    gen = proc.generation
    rf = register_file(gen, proc.features)
    mn = st.mnemonic
    name = mn.name.lower()
    variants = data.instructions.get(name)
    if variants is None:
        families = data.inventory.get(name)
        if families is None and name.endswith(ENCODING_SUFFIXES):
            families = data.inventory.get(name.rsplit("_", 1)[0])
        if families is None:
            raise AsmError("unknown-instruction", "invalid instruction" + did_you_mean(name, gen),
                           mn.start, mn.end)
        for family, gens in families.items():
            if gen in gens:
                _parse_generic(st, rf)
                return Unmodelled(name, family, data.families.get(family, {}).get("size"))
        raise _wrong_generation(name, mn)

    plan = _PLANS.get((variants, gen))
    if plan is None:
        inst = data.instruction(name, gen)
        if inst is None:
            raise _wrong_generation(name, mn)
        plan = _PLANS[variants, gen] = _Plan(inst, gen)
    parser = OperandParser(st.tokens, st.pos, rf, plan.flags, VALUED_MODIFIERS, plan.swizzle, symbols, None,
                           plan.placement, plan.hwreg_slot)
    operands = parser.parse_all()
    return _encode(plan, operands, rf, mn)


class _Plan:
    """Everything about assembling one instruction on one generation that does not
    depend on the line, worked out once."""

    __slots__ = ("inst", "gen", "key", "layout", "fixed", "size", "specs", "nspecs", "required", "cpol",
                 "flags", "hwreg_slot", "swizzle", "names", "taken", "rank", "modifiers", "requires", "mod_rules",
                 "placement")

    def __init__(self, inst: Instruction, gen: str):
        enc = inst.encoding
        specs = inst.operands
        self.inst, self.gen, self.key, self.specs = inst, gen, enc.key, specs
        self.layout = enc.layouts[gen]
        self.fixed = dict(self.layout.fixed)
        self.fixed["op"] = inst.opcodes[gen]
        self.size = inst.size(gen)
        self.nspecs = len(specs)
        # The scalar-memory offset may be left out: llvm-mc encodes (and prints) 0x0.
        self.required = self.nspecs - (1 if specs and specs[-1].kind in ("smem_offset", "smrd_offset") else 0)
        # Only instructions whose LLVM operand list has a cache policy parse glc/slc as one.
        self.cpol = (enc.key == "smrd" and any(s.field == "sbase" for s in specs)) or (
            enc.key == "smem" and "glc" in inst.modifiers)
        flags = frozenset(m for m in enc.modifiers if m in FLAG_MODIFIERS)
        if enc.key in ("smrd", "smem"):
            flags |= CACHE_POLICY  # parsed everywhere, rejected below where not allowed
        self.flags = flags
        self.hwreg_slot = next((i for i, spec in enumerate(specs) if spec.kind == "hwreg"), None)
        self.swizzle = "swizzle" in inst.modifiers
        # The modifier a word names (names.get(word, word)): ds_swizzle_b32's offset: is its swizzle.
        self.names = {"offset": "swizzle"} if self.swizzle else {}
        self.modifiers = inst.modifiers
        self.taken = frozenset(m for m in inst.modifiers if gen in enc.modifiers[m].generations)
        self.rank = {m: inst.modifiers.index(m) for m in inst.modifiers}
        self.requires = inst.requires
        # Per modifier taken here: its field, the field's width, and (lo, hi, message) of
        # the values llvm-mc takes, or None where any value that fits the field will do.
        self.mod_rules = {}
        for m in self.taken:
            spec = enc.modifiers[m]
            if enc.key == "smem" and m == "offset":
                check = _OPERAND_RULE  # looked up where it is used
            else:
                check = (*spec.range, spec.error) if spec.range is not None else None
            self.mod_rules[m] = (spec.field, self.layout.width(spec.field), check)
        self.placement = _ModifierPlacement(self)


_OPERAND_RULE = ("operand rule",)  # mod_rules: the modifier follows the offset operand's rule

# By the mnemonic's entries (the tuple itself) and generation.
_PLANS: dict[tuple[tuple[Instruction, ...], str], _Plan] = {}


def _parse_generic(st: Statement, rf: RegisterFile) -> None:
    parser = OperandParser(st.tokens, st.pos, rf, FLAG_MODIFIERS, frozenset())
    try:
        parser.parse_all()
    except AsmError as e:
        # Unmodelled families have syntax gcnls does not know yet: only report what
        # is wrong for certain (a register that does not exist or is misaligned).
        if e.diagnostic.code in ("misaligned-register", "register-unavailable", "register-out-of-range"):
            raise


def _wrong_generation(name: str, mn) -> AsmError:
    data = isa.load()
    gens = data.generations_of(name)
    return AsmError("wrong-generation", "instruction not supported on this GPU", mn.start, mn.end,
                    generations=list(gens),
                    titles=[f"{data.generations[g].title} ({g})" for g in gens])


class _ModifierPlacement:
    """llvm-mc's parse-time rules for modifier words, applied as each one is met.

    A ``name:value`` modifier is parsed only where the instruction's operand list has
    room for modifiers (after its operands, not after a stray extra one) and in the
    instruction's fixed modifier order; a second glc is refused at once. It keeps no
    state of its own (the operands so far say it all), so each plan has one.
    """

    __slots__ = ("plan",)

    def __init__(self, plan: _Plan):
        self.plan = plan

    def __call__(self, word: str, tok, ops: list) -> None:
        plan = self.plan
        index = len(ops)  # the operand slot this word stands in
        if word == "glc" and plan.cpol and index >= plan.required:
            # llvm-mc reads a run of cache-policy words in the cache-policy slot as one
            # operand: a glc repeated within the run is a duplicate; elsewhere it is a
            # stray operand, rejected when matching.
            run = 0
            while run < index and isinstance(ops[index - 1 - run], NamedOp) and \
                    ops[index - 1 - run].name in CACHE_POLICY:
                run += 1
            start = index - run
            in_slot = plan.required <= start <= plan.nspecs + plan.rank.get("glc", 0)
            if in_slot and any(op.name == "glc" for op in ops[start:]):
                raise AsmError("duplicate-modifier", "duplicate cache policy modifier", tok.start, tok.end)
        if word not in VALUED_MODIFIERS:
            return
        names, taken, ranks = plan.names, plan.taken, plan.rank
        name = names.get(word, word)
        if name not in taken:
            raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)
        rank = ranks[name]
        # SMEM's offset:N follows an SGPR offset, which must then be written.
        low = plan.nspecs if name == "offset" and plan.key == "smem" else plan.required
        if not low <= index <= plan.nspecs + rank:
            raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)
        # Modifiers written where an operand was due are not modifiers to llvm-mc.
        seen = []
        last = -1
        for op in ops[plan.required:]:
            if isinstance(op, NamedOp):
                n = names.get(op.name, op.name)
                if n in taken:
                    seen.append(n)
                    if ranks[n] > last:
                        last = ranks[n]
        # A repeated value after a skipped modifier is read as a stray operand instead.
        repeated_stray = name in seen and any(m not in seen for m in plan.modifiers[:rank])
        if rank <= last and not repeated_stray:
            raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)


def _invalid(op) -> AsmError:
    return AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end)


def _scalar_class_ok(inst: Instruction, spec: OperandSpec, reg: Reg, rf: RegisterFile) -> bool:
    return class_accepts(inst.encoding.key, spec.field, spec.width, reg, rf)


def _encode(plan: _Plan, operands: list, rf: RegisterFile, mn) -> Encoded:
    inst = plan.inst
    gen = plan.gen
    key = plan.key
    layout = plan.layout
    values: dict[str, int] = plan.fixed.copy()
    fixups: list[Fixup] = []
    printed: list[str] = []
    pairs = []
    extra_words: list[int] = []
    specs = plan.specs
    nspecs = plan.nspecs
    required = plan.required
    taken = plan.taken
    names = plan.names

    # Matching, operand by operand in written order: the first misfit is the error.
    present: dict[str, NamedOp] = {}
    if taken:
        for op in operands:
            if isinstance(op, NamedOp):
                name = names.get(op.name, op.name)
                if name in taken:
                    present[name] = op
    deferred: AsmError | None = None  # range errors llvm-mc reports after matching
    seen_named: dict[str, NamedOp] = {}
    after_modifier = False  # an operand after any modifier word is a stray one
    positional = 0
    for op in operands:
        if isinstance(op, NamedOp):
            after_modifier = True
            name = names.get(op.name, op.name)
            if op.value is None and positional < required:
                raise _invalid(op)  # a flag where an operand is due
            if name not in taken:
                if op.name in ("glc", "slc") and key == "smrd" and plan.cpol:
                    deferred = deferred or AsmError(
                        "cache-policy", "cache policy is not supported for SMRD instructions", op.start, op.end)
                    continue
                if op.name == "slc" and key == "smem" and "glc" in plan.modifiers:
                    deferred = deferred or AsmError(
                        "cache-policy", "invalid cache policy for SMEM instruction", mn.start, mn.end)
                    continue
                if op.value is not None:
                    raise AsmError("invalid-modifier", "not a valid operand.", op.start, op.end)
                raise _invalid(op)
            if positional < required or name in seen_named:
                raise _invalid(op)  # a flag where an operand is due, or a repeated one
            seen_named[name] = op
            continue
        if after_modifier or positional >= nspecs:
            raise _invalid(op)  # an operand after the modifiers, or one too many
        spec = specs[positional]
        positional += 1
        pairs.append((spec, op))
        try:
            printed.append(_operand(inst, spec, op, values, fixups, extra_words, gen, rf, present, mn))
        except AsmError as e:
            if e.diagnostic.code != "offset-out-of-range":
                raise
            deferred = deferred or e
    if positional < required:
        raise AsmError("too-few-operands", "too few operands for instruction", mn.start, mn.end)
    if positional < nspecs:
        spec = specs[positional]
        op = ImmOp(0, ex.Num(mn.end, mn.end, 0), "0", mn.end, mn.end)
        pairs.append((spec, op))
        printed.append(_operand(inst, spec, op, values, fixups, extra_words, gen, rf, present, mn))
    if deferred is not None:
        raise deferred

    for m in plan.requires:
        if m not in seen_named:
            # llvm-mc has no form without the required modifier: it reports a missing operand.
            raise AsmError("too-few-operands", "too few operands for instruction", mn.start, mn.end)

    mod_text = []
    if seen_named:
        rules = plan.mod_rules
        for mname in plan.modifiers:
            op = seen_named.get(mname)
            if op is None:
                continue
            field, width, check = rules[mname]
            if op.value is None:
                values[field] = 1
                mod_text.append(mname)
                continue
            value = op.value
            if check is _OPERAND_RULE:
                # The SGPR+offset form's immediate follows the offset operand's rule.
                rule = bits.offset_rule(inst, gen)
                check = (*rule.range, rule.error)
            if check is not None:
                lo, hi, message = check
                if not lo <= value <= hi:
                    if inst.name == "ds_swizzle_b32" and not op.swizzle:
                        raise AsmError("offset-out-of-range", "expected a 16-bit offset", op.value_start, op.value_end)
                    # llvm-mc points DS offset errors at the keyword, SMEM ones at the value.
                    at = (op.start, op.value_end) if key == "ds" else (op.value_start, op.value_end)
                    raise AsmError("offset-out-of-range", message, *at)
            elif not 0 <= value < (1 << width):
                raise AsmError("offset-out-of-range", f"invalid {mname} value.", op.value_start, op.value_end)
            values[field] = value & ((1 << width) - 1)
            if mname == "swizzle":
                s = swizzle.text(value, gen)
                if s:
                    mod_text.append(f"offset:{s}")
            elif value != 0 or key == "smem":  # the SGPR+offset form always shows its offset
                mod_text.append(f"{mname}:{bits.format_modifier(key, mname, value)}")
    word = bits.pack(layout, values)
    data = word.to_bytes(plan.size, "little")
    if extra_words:
        data += b"".join(w.to_bytes(4, "little") for w in extra_words)
    return Encoded(inst, bits.instruction_text(inst.name, printed, mod_text), data, values, fixups, [], pairs)


def _operand(inst, spec: OperandSpec, op, values, fixups, extra, gen: str, rf: RegisterFile, named, mn) -> str:
    kind = spec.kind
    fieldname = spec.field
    if kind in REGISTER_KINDS:  # spec.is_register
        if not isinstance(op, RegOp) or op.reg.width != spec.width:
            raise _invalid(op)
        reg = op.reg
        if kind == "v":
            if reg.kind != "v":
                raise _invalid(op)
            values[fieldname] = reg.index
        else:
            if reg.kind == "v" or not class_accepts(inst.encoding.key, fieldname, spec.width, reg, rf):
                raise _invalid(op)
            code = rf.scalar_code(reg)
            values[fieldname] = code >> 1 if fieldname == "sbase" else code
        return reg.text()

    if kind == "hwreg":
        if isinstance(op, HwregOp):
            value = hwreg.pack(op.id, op.offset, op.size)
        elif isinstance(op, ImmOp) and op.value is not None:
            if not 0 <= op.value <= 0xFFFF:
                raise AsmError("invalid-immediate", "invalid immediate: only 16-bit values are legal", op.start, op.end)
            value = op.value
        else:
            raise _invalid(op)
        values[fieldname] = value
        return hwreg.text(value, rf.hwreg_names)

    if kind in ("simm16", "imm16"):
        if not isinstance(op, ImmOp) or op.value is None or op.is_float:
            raise _invalid(op)
        if not (-0x8000 if kind == "simm16" else 0) <= op.value <= 0xFFFF:
            raise _invalid(op)
        values[fieldname] = op.value & 0xFFFF
        return f"0x{op.value & 0xFFFF:x}"

    if kind == "label":
        if not isinstance(op, ImmOp) or op.is_float:
            raise _invalid(op)
        if op.value is None:
            if not isinstance(op.expr, ex.Sym):
                raise AsmError("invalid-operand", "expected an absolute expression or a label", op.start, op.end)
            fixups.append(Fixup(0, 2, op.text, "fixup_si_sopp_br"))
            values[fieldname] = 0
            return op.text
        if not -0x8000 <= op.value <= 0xFFFF:
            raise AsmError("invalid-operand", "expected a 16-bit signed jump offset", op.start, op.end)
        values[fieldname] = op.value & 0xFFFF
        return str(op.value)

    if kind == "imm32":
        if not isinstance(op, ImmOp) or (op.value is None and not op.is_float):
            raise _invalid(op)
        # llvm-mc keeps the low 32 bits of any 64-bit value (and of a float's double).
        value = bits.float_literal_bits(op.float_value) if op.is_float else op.value & 0xFFFFFFFF
        values[fieldname] = value
        return bits.imm32_text(value, gen)

    if kind in ("smrd_offset", "smem_offset"):
        return _scalar_offset(inst, spec, op, values, extra, gen, rf, named, mn)

    if kind == "imm7":
        if not isinstance(op, ImmOp) or op.value is None or op.is_float:
            raise _invalid(op)
        values[fieldname] = op.value & 0x7F  # llvm-mc keeps the low 7 bits
        return bits.imm32_text(op.value, gen)
    raise _invalid(op)


def _scalar_offset(inst, spec, op, values, extra, gen, rf, named, mn) -> str:
    """The offset operand of SMRD/SMEM: an SGPR, or an immediate by the generation's rule."""
    field = spec.field
    if isinstance(op, RegOp):
        if op.reg.kind == "v" or op.reg.width != 1 or not _scalar_class_ok(inst, spec, op.reg, rf):
            raise _invalid(op)
        code = rf.scalar_code(op.reg)
        if spec.kind == "smem_offset" and "offset" in named:
            # GCN 1.4: SGPR offset in SOFFSET plus the immediate in OFFSET.
            values["soffset"] = code
            values["soe"] = 1
            values["imm"] = 1
        else:
            # SMEM keeps the low 7 bits of the operand code (src_vccz 251 -> 123); SMRD all 8.
            values[field] = code & 0x7F if spec.kind == "smem_offset" else code
            values["imm"] = 0
        return op.reg.text()
    if not isinstance(op, ImmOp) or op.value is None or op.is_float:
        raise _invalid(op)
    if spec.kind == "smem_offset" and "offset" in named:
        raise _invalid(named["offset"])
    value = op.value
    rule = bits.offset_rule(inst, gen)
    lo, hi = rule.range
    if lo <= value <= hi:
        values[field] = value
        values["imm"] = 1
    elif rule.literal is not None and rule.literal[0] <= value <= rule.literal[1]:
        values[field] = rule.literal_code
        values["imm"] = 0
        extra.append(value)
    else:
        at = (mn.start, mn.end) if rule.error_at == "mnemonic" else (op.start, op.end)
        raise AsmError("offset-out-of-range", rule.error, *at)
    # llvm-mc prints SMRD offsets as unsigned hex, SMEM ones as signed hex.
    return f"0x{value:x}" if spec.kind == "smrd_offset" else bits.signed_hex(value)
