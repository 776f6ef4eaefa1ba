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
from . import isa, kinds, rules
from .diagnostics import AsmError, Diagnostic
from .encoding import Fixup
from .isa import Instruction, Processor
from .kinds import EncodeContext
from .registers import Reg, RegisterFile, register_file
from . import dpp, newer_forms, opsel, sdwa, valu_ext
from .rules.valu import _WORDS as _OMOD_WORDS
from .syntax import ImmOp, NamedOp, OperandParser, RegOp, Statement
from .suggest import did_you_mean

# Modifier words that are flags (no value) to llvm-mc's parser; all others take
# ``name:value``. (Which of them an instruction takes is in the ISA data.)
FLAG_MODIFIERS = frozenset({"glc", "slc", "nv", "gds", "dlc", "scc", "tfe", "lds", "clamp", "high"})
# Suffixes that force an encoding of a VOP mnemonic: v_add_f32_e64.
ENCODING_SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp")
# ``name:value`` modifiers: llvm-mc parses these on any instruction and rejects the ones
# the instruction does not take with "not a valid operand.".
VALUED_MODIFIERS = frozenset({"offset", "offset0", "offset1"})


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


def assemble(st: Statement, proc: Processor, symbols: dict[str, int] | None = None) -> Encoded:
    """Assemble the instruction of ``st``; raises AsmError with llvm-mc's first error."""
    data = isa.load()
    gen = proc.generation
    rf = register_file(gen, proc.features)
    mn = st.mnemonic
    name = mn.name.lower()
    variants = data.instructions.get(name)
    forced = None
    if variants is None and name.endswith(ENCODING_SUFFIXES):
        # A modelled instruction with a forced encoding: llvm-mc takes (and ignores) _e32;
        # the other forms do not exist for these encodings.
        base, _, suffix = name.rpartition("_")
        if base in data.instructions and data.instructions[base][0].form:
            name, variants, forced = base, data.instructions[base], "_" + suffix
        elif base in data.instructions:
            if suffix != "e32":
                raise AsmError("unsupported-variant", f"{suffix} variant of this instruction is not supported",
                               mn.start, mn.end)
            name, variants = base, data.instructions[base]
    if variants is None:
        # Not a GCN mnemonic: another target's (the inventory lists only those) or none.
        known = name in data.inventory or (name.endswith(ENCODING_SUFFIXES)
                                           and name.rsplit("_", 1)[0] in data.inventory)
        if not known:
            raise AsmError("unknown-instruction", "invalid instruction" + did_you_mean(name, gen),
                           mn.start, mn.end)
        raise _wrong_generation(name, mn)

    if variants[0].form:
        return _assemble_vector(st, name, variants, forced, proc, rf, symbols)
    plan = _PLANS.get((variants, gen))
    if plan is None:
        inst = data.instruction(name, gen)
        if inst is None:
            raise _wrong_generation(name, mn)
        plan = _PLANS[variants, gen] = _Plan(inst, gen)
    parser = OperandParser(st.tokens, st.pos, rf, plan.flags, plan.valued, plan.swizzle, symbols, None,
                           plan.placement, plan.slot_parsers, plan.required, value_parsers=plan.value_parsers,
                           negations=plan.negations)
    operands = parser.parse_all()
    return _encode(plan, operands, rf, mn, proc.features)


def _assemble_vector(st: Statement, name: str, variants, forced: str | None, proc: Processor, rf: RegisterFile,
                     symbols) -> Encoded:
    """A vector-ALU mnemonic: its forms on this generation (e32, e64, SDWA, DPP), or the one
    a suffix names; the first form whose operands match is encoded, as llvm-mc picks it."""
    mn = st.mnemonic
    gen = proc.generation
    on_gen = [i for i in variants if i.on(gen)]
    if not on_gen:
        raise _wrong_generation(name, mn)
    on_gen = [i for i in on_gen if proc.name in i.processors.get(gen, (proc.name,))]
    if not on_gen:
        raise AsmError("wrong-generation", "instruction not supported on this GPU", mn.start, mn.end)
    candidates = [i for i in on_gen if forced is None or forced in i.suffixes]
    # llvm-mc reads the operands as any form of the mnemonic would (a suffix only narrows
    # the forms it matches them against).
    key = tuple(on_gen)
    shape = _VECTOR_SHAPES.get((key, gen))
    if shape is None:
        shape = _VECTOR_SHAPES[key, gen] = _VectorShape(key, gen)
    plans = [plan for plan in shape.plans if plan.inst in candidates]
    parser = OperandParser(st.tokens, st.pos, rf, shape.flags, shape.valued, False, symbols, None,
                           on_modifier=shape.placement, slot_parsers=shape.slots, named=shape.named)
    if not candidates:
        # A forced form the mnemonic lacks: llvm-mc says so where an operand does not
        # parse, and first reports a bad value of one that does (mul:3).
        try:
            ops = parser.parse_all()
        except AsmError:
            ops = []
        knows_omod = any("omod" in i.modifiers for i in variants if i.on(gen))
        for op in ops:
            if isinstance(op, NamedOp) and knows_omod:
                rules.first(shape.plans[-1].rules, "check_modifier_value", op)
        raise AsmError("unsupported-variant", f"{forced[1:]} variant of this instruction is not supported",
                       mn.start, mn.end)
    operands = parser.parse_all()
    failures = []  # (form, operand index, error, on this generation)
    for plan in plans:
        try:
            return _encode_either(plan, operands, rf, mn)
        except AsmError as e:
            if getattr(e, "final", False):
                raise
            failures.append((_group(plan.inst), _failure_index(e, operands), e, True))
    # llvm-mc matches every generation's forms: one that fits says "not on this GPU"; else
    # the last group of entries tried reports its furthest failing operand (_answer).
    shapes = {_operand_shape(i) for i in on_gen}
    other_gen = False
    for inst in variants:
        if forced is not None and forced not in inst.suffixes:
            continue
        if _operand_shape(inst) in shapes:
            continue
        misfit = valu_ext.misfit_on(inst, operands, gen, on_gen)
        if misfit is not None:
            # (llvm-mc's SDWA source classes ask the target: the form fails at that operand,
            # or at an operand before it)
            if misfit is not True:
                failures.append(_misfit_before(inst, operands, misfit, rf, mn))
            continue
        read = valu_ext.read_on(inst, gen)
        if read is not None:
            try:
                _encode_either(_plan(read, gen), operands, rf, mn)
            except AsmError as e:
                if not getattr(e, "final", False):
                    failures.append((_group(inst), _failure_index(e, operands), e, False))
                    continue
            other_gen = True
            continue
        for g in inst.generations:
            if g == gen:
                continue
            plan = _plan(inst, g)
            try:
                _encode_either(plan, operands, rf, mn)
            except AsmError as e:
                if not getattr(e, "final", False):
                    failures.append((_group(inst), _failure_index(e, operands), e, False))
                    continue
            other_gen = True
    for inst in variants if forced in (None, "_sdwa") else ():
        later = newer_forms.sdwa_without_sdst(inst)
        if later is None:
            continue
        misfit = valu_ext.misfit_on(later, operands, gen)
        if misfit is not None:
            if misfit is not True:
                failures.append(_misfit_before(later, operands, misfit, rf, mn))
            continue
        try:
            _encode_either(_plan(later, later.generations[0]), operands, rf, mn)
        except AsmError as e:
            if not getattr(e, "final", False):
                failures.append((_group(later), _failure_index(e, operands), e, False))
                continue
        other_gen = True
    for inst in on_gen if forced is None else ():
        later = newer_forms.gfx10_dpp(inst)  # (the DPP group: it fails where this does, else at the control)
        if later is None:
            continue
        try:
            _encode_either(_plan(later, gen), operands, rf, mn)
            failures.append(("dpp", len(operands) + 1, AsmError("too-few-operands", "too few operands for instruction",
                                                                mn.start, mn.end), False))
        except AsmError as e:
            if not getattr(e, "final", False):
                failures.append(("dpp", _failure_index(e, operands), e, False))
    for inst in on_gen if forced in (None, "_e64") else ():
        later = newer_forms.later_e64(inst)
        if later is None:
            continue
        try:
            _encode_either(_plan(later, gen), operands, rf, mn)
        except AsmError as e:
            if not getattr(e, "final", False):
                failures.append(("e64", _failure_index(e, operands), e, None))  # (None: gfx10's)
                continue
        other_gen = True
    # (gfx10's wave32 spelling, vcc_lo: a compare's destination or v_cndmask_b32's condition)
    vcc_at = {i for p in plans for i, s in enumerate(p.specs)
              if s.field == "_" and [x.field for x in p.specs].count("_") == 1 and i in (0, p.nspecs - 1)}
    wave32 = [op for i, op in enumerate(operands) if i in vcc_at and isinstance(op, RegOp) and op.reg.name == "vcc_lo"]
    if not other_gen and wave32:
        # (gfx10's wave32 spelling; its DPP/SDWA controls are then no misfit either)
        other_gen = _fits_with_vcc(plans, operands, wave32, failures, rf, mn)
    if not other_gen:
        other_gen = _sdwa_vcc_left_out(plans, operands, failures, rf, mn)
    if not other_gen:
        other_gen = _wave32_carry(variants, forced, gen, operands, failures, rf, mn)
    late = None  # (gfx11/12's VOP3 DPP entries, the last group llvm-mc tries)
    if not other_gen and forced is None:
        late = newer_forms.vop3_dpp_entries(on_gen, operands, gen, rf, mn, _encode, _plan, _failure_index)
        other_gen = late is True
    if other_gen:
        raise AsmError("wrong-mode", "operands are not valid for this GPU or mode", mn.start, mn.end)
    if late is not None and late[2]:
        raise late[1]
    error = (newer_forms.answer(variants, forced, operands, failures, gen, rf, mn, _encode, _plan, _failure_index)
             or _answer(failures, None if forced is not None or not newer_forms.vop3_dpp(name)
                        else ("e64", late[0], late[1], True) if late else False)[2])
    raise newer_forms.blamed_src0(error, variants, forced, operands, gen, _failure_index)


def _answer(failures: list, vop3_dpp=None) -> tuple:
    """The failure llvm-mc reports for a line no form took. It matches the line against its
    groups of entries in turn (e32, e64, gfx8's SDWA, gfx9's SDWA, DPP, then gfx11/gfx12's
    VOP3 DPP), every generation's entries of a group at once, and reports the furthest
    failing operand of the last group that holds the mnemonic. ``failures``: (group,
    operand index, error, on this generation: True, False, None for gfx10's clamped e64).
    ``vop3_dpp`` (None: the mnemonic has no VOP3 DPP entries, isa/later_forms.toml): their
    failure at SRC0, which they take a VGPR at only (False: it is one); else they fail
    where its e64 form or its DPP form fails, whichever is further (the e64 operands, then
    the DPP controls)."""
    def best(group, later=True):
        out = None
        for f in failures:
            if (f[0] == group and (later or f[3] is not None)
                    and (out is None or f[1] > out[1] or f[1] == out[1] and f[3] and not out[3])):
                out = f
        return out

    groups = {f[0] for f in failures}
    if vop3_dpp is not None and "e64" in groups:
        # (the VOP3 DPP entries: the e64 operands and modifiers of GCN, not gfx10's clamp)
        answer = max((f for f in (best("e64", later=False), best("dpp")) if f), key=lambda f: f[1],
                     default=best("e64"))
        return vop3_dpp if vop3_dpp and vop3_dpp[1] < answer[1] else answer
    return best(max(groups, key=_GROUPS.index))


def _misfit_before(inst: Instruction, operands: list, misfit: tuple, rf: RegisterFile, mn) -> tuple:
    """The failure (as _answer's) of another generation's SDWA form whose source classes
    refuse ``misfit`` (index, operand) on this target: there, or where the operands before
    it fail on the form's own generation."""
    at = misfit[0]
    try:
        _encode_either(_plan(inst, inst.generations[0]), operands[:at], rf, mn)
    except AsmError as e:
        k = _failure_index(e, operands)
        if not getattr(e, "final", False) and e.diagnostic.code != "too-few-operands" and 0 < k <= at:
            return (_group(inst), k, e, False)
    return (_group(inst), at + 1, _invalid(misfit[1]), False)


def _group(inst: Instruction) -> str:
    """llvm-mc's group of entries (asm variant) a form's failure belongs to."""
    return "sdwa9" if inst.form == "sdwa" and "gfx9" in inst.generations else inst.form


_MAX_OPERANDS = 12
_PLAIN_OPERAND = kinds.get("src_b32").slot_parser(isa.OperandSpec("src0", "src_b32"))
_FORM_ORDER = valu_ext.TRY_ORDER
_GROUPS = ("e32", "e64", "sdwa", "sdwa9", "dpp")


def _operand_shape(inst: Instruction) -> tuple:
    # (An SDWA source that takes SGPRs on gfx9 only is the same operand to llvm-mc's matcher;
    # an SDWA/DPP form's modifiers are part of its shape: gfx9's SDWA omod, gfx8's compare clamp.)
    ops = tuple((s.kind.replace("sdwa_vgpr_", "sdwa_"), s.width, "literal" in s.mods) for s in inst.operands)
    return (ops, inst.modifiers) if inst.form in valu_ext.FORMS else ops


# Words only some forms take, with the parsers of their own syntax.
_NAMED_PARSERS = {**{w: dpp.parse for w in dpp.words()},
                  **{w: dpp.parse_modifier for w in (*dpp.MASKS, dpp.BOUND_CTRL)},
                  **{w: sdwa.parse for w in sdwa.selects()},
                  **{w: opsel.parse for w in opsel.names()}}
# Every name:value word of the vector forms (omod's mul/div, the arrays, SDWA/DPP's).
_VECTOR_WORDS = frozenset(_NAMED_PARSERS) | _OMOD_WORDS


class _VectorShape:
    """What parsing a vector mnemonic's line needs from all its forms on a generation:
    their plans (llvm-mc's order), slot parsers, modifier words and where each is read.

    llvm-mc reads a form's optional modifier at operand slot n + j (n operands, j its
    place among the form's modifiers) or earlier, down to the slot after the last
    required one before it (DPP's control); elsewhere ``name:`` is "not a valid operand.".
    """

    __slots__ = ("plans", "slots", "flags", "valued", "ranges", "placement")

    def __init__(self, forms, gen: str):
        self.plans = [_plan(inst, gen) for inst in sorted(forms, key=lambda i: _FORM_ORDER.index(i.form))]
        slots = {}
        for plan in self.plans:
            for i, parser in (plan.slot_parsers or {}).items():
                if i not in slots or getattr(slots[i], "vgpr_only", False):
                    slots[i] = parser  # (a VGPR-only parser where no form reads more there)
        for i in range(_MAX_OPERANDS):
            slots.setdefault(i, _PLAIN_OPERAND)  # (-x, |x|, neg(x) are source syntax only)
        self.slots = slots
        self.flags = frozenset().union(*(p.flags for p in self.plans))
        self.valued = frozenset().union(*(p.valued for p in self.plans))
        # (the rules' parse-time checks of clamp/omod are written for the e64 form)
        self.placement = next((p for p in self.plans if p.inst.form == "e64"), self.plans[-1]).placement
        self.ranges: dict[str, list[tuple[int, int]]] = {}
        for plan in self.plans:
            n = plan.nspecs
            low = 0
            for j, m in enumerate(_formals(plan)):
                for w in {m, *(w for w, target in plan.names.items() if target == m)}:
                    self.ranges.setdefault(w, []).append((n + low, n + j))
                if m in plan.requires:
                    low = j + 1
        # llvm-mc reads DPP controls after the e32 operands of any VOP1/VOP2 mnemonic with a
        # DPP encoding on this generation, even one without a DPP form (v_ceil_f64, measured)
        e32 = next((p for p in self.plans if p.inst.form == "e32"), None)
        if (e32 is not None and "dpp" in e32.inst.other_words.get(gen, ())
                and not any(p.inst.form == "dpp" for p in self.plans)):
            n = e32.nspecs
            for j, words in enumerate((dpp.words(), *((w,) for w in (*dpp.MASKS, dpp.BOUND_CTRL)))):
                for w in words:
                    self.ranges.setdefault(w, []).append((n + min(j, 1), n + j))

    def named(self, word: str, index: int, colon: bool):
        """How ``word`` at operand slot ``index`` is read: its own parser where some form
        reads it there (None: the generic one), "not a valid operand." for ``name:``
        elsewhere, a symbol for a flag elsewhere; None for words no form has."""
        ranges = self.ranges.get(word)
        if ranges is None:
            # (a vector word no form of this mnemonic has: llvm-mc knows no such operand)
            return _not_valid if colon and word in _VECTOR_WORDS else None
        if any(lo <= index <= hi for lo, hi in ranges):
            return _NAMED_PARSERS.get(word)
        if colon:
            return _not_valid
        return _as_symbol if word in self.flags else None


def _formals(plan: _Plan) -> list[str]:
    """The form's modifiers as llvm-mc's parser places them: those it takes here and those
    it matches, then refuses, here (``elsewhere``: GCN 1.0's integer clamp), in the
    encoding's order."""
    order = list(plan.inst.encoding.modifiers)
    formal = list(plan.modifiers)
    if plan.inst.form in valu_ext.FORMS:
        return formal  # (an SDWA/DPP form's "elsewhere" is another generation's form)
    for m in sorted(plan.inst.elsewhere & set(order), key=order.index):
        if m in formal:
            continue
        later = [i for i, x in enumerate(formal) if x in order and order.index(x) > order.index(m)]
        formal.insert(later[0] if later else len(formal), m)
    return formal


def _not_valid(p):
    tok = p.tokens[p.pos]
    raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)


_not_valid.rejects = True  # (the parser skips the placement checks for it)


def _as_symbol(p):
    # (a flag at a slot where no form of the mnemonic on this target has it: llvm-mc's
    # parser reads the word as a symbol, which no modifier matches; measured on the
    # generated vector lines: v_add_i32 v1, vcc, v1, v1 clamp clamp on gfx9 fails at the first)
    return p._expression()


_as_symbol.rejects = True
_VECTOR_SHAPES: dict[tuple, _VectorShape] = {}


def _failure_index(error: AsmError, operands: list) -> int:
    """The operand a match failure is at (llvm-mc's ErrorInfo): its place in the line;
    past the last one for too few operands."""
    if error.diagnostic.code == "too-few-operands":
        return len(operands) + 1
    start = error.diagnostic.start
    for i, op in enumerate(operands):
        if op.start <= start < max(op.end, op.start + 1):
            return i + 1
    return 0


def _fits(attempts, operands, failures, rf, mn) -> bool:
    """Whether one of ``attempts`` ((plan, the operands to try, the encoder), in order)
    fits: it encodes, or fails in llvm-mc's checks after a match (final: no other form is
    tried); else each failure joins the others (failures)."""
    for plan, ops, encode in attempts:
        try:
            encode(plan, ops, rf, mn)
            return True
        except AsmError as e:
            if getattr(e, "final", False):
                return True
            failures.append((_group(plan.inst), _failure_index(e, operands), e, False))
    return False


def _fits_with_vcc(plans, operands, wave32, failures, rf, mn) -> bool:
    """Whether the line fits a form with its vcc words spelled vcc_lo (gfx10's wave32
    entries); else their failures join the others (failures): v_cndmask_b32_dpp v1, v1, v1,
    vcc_lo, whose gfx10 DPP entry wants its control, has too few operands."""
    code, dwords, printed, _ = rf.specials["vcc"]
    vcc = Reg("special", code, dwords, printed)
    swapped = [RegOp(vcc, op.start, op.end) if op in wave32 else op for op in operands]
    at = {i for i, op in enumerate(operands) if op in wave32}

    def attempts():
        for plan in plans:
            # (gfx10 spells vcc_lo as a word of the e32/DPP syntax and of SDWA's condition; its
            # e64 and SDWA compare destinations are operands that take vcc_lo in wave32 only)
            vcc_slots = {i for i, s in enumerate(plan.specs) if s.field == "_"}
            if at <= vcc_slots and not (plan.inst.form == "sdwa" and max(at) != plan.nspecs - 1):
                yield plan, swapped, _encode_either

    return _fits(attempts(), operands, failures, rf, mn)


def _sdwa_vcc_left_out(plans, operands, failures, rf, mn) -> bool:
    """Whether the line fits an SDWA form whose last operand, its condition vcc, it leaves
    out (v_cndmask_b32_sdwa v1, v1, v1): llvm-mc matches such lines with another
    generation's SDWA entry, with this target's source classes (measured on tonga and gfx900:
    "operands are not valid for this GPU or mode"; v1, v1, s1 fails at s1 on tonga); else its
    failure joins the others (failures)."""
    positional = sum(not isinstance(op, NamedOp) for op in operands)

    def attempts():
        for plan in plans:
            fields = [s.field for s in plan.specs]
            if plan.inst.form == "sdwa" and fields[-1:] == ["_"] and fields.count("_") == 1 \
                    and positional == len(fields) - 1:
                yield plan, _vcc_put_back(plan, operands, rf, mn), _encode

    return _fits(attempts(), operands, failures, rf, mn)


def _wave32_carry(variants, forced, gen, operands, failures, rf, mn) -> bool:
    """gfx10's wave32 spelling of a carry add's e32 vcc words (newer_forms.wave32_slots):
    whether the line fits such an entry (vcc_lo there, vcc nowhere else); else its failure
    joins the e32 group's (failures)."""
    positional = [op for op in operands if not isinstance(op, NamedOp)]

    def attempts():
        for inst in variants:
            if inst.form != "e32" or (forced is not None and forced not in inst.suffixes):
                continue
            plan = _plan(inst, gen if inst.on(gen) else inst.generations[0])
            slots = newer_forms.wave32_slots(plan)
            if any(i in slots and _is_special(op, "vcc_lo") for i, op in enumerate(positional)):
                # (vcc_lo and vcc trade places there: the form's own vcc check then judges both)
                swapped = {id(op): _swap_vcc(op, rf) for i, op in enumerate(positional) if i in slots}
                yield plan, [swapped.get(id(op), op) for op in operands], _encode

    return _fits(attempts(), operands, failures, rf, mn)


def _is_special(op, name: str) -> bool:
    return isinstance(op, RegOp) and op.reg.kind == "special" and op.reg.name == name


def _swap_vcc(op, rf: RegisterFile):
    """vcc_lo for vcc and vcc for vcc_lo, as written there; any other operand as it is."""
    other = "vcc" if _is_special(op, "vcc_lo") else "vcc_lo" if _is_special(op, "vcc") else None
    if other is None:
        return op
    code, dwords, printed, _ = rf.specials[other]
    return RegOp(Reg("special", code, dwords, printed), op.start, op.end)


def _encode_either(plan: _Plan, operands: list, rf: RegisterFile, mn) -> Encoded:
    """The operands as written, else with the e32 form's vcc put back (the first error)."""
    try:
        return _encode(plan, operands, rf, mn)
    except AsmError as e:
        if getattr(e, "final", False):
            raise
        alt = _vcc_left_out(plan, operands, rf, mn)
        if alt is operands:
            raise
        try:
            return _encode(plan, alt, rf, mn)
        except AsmError as e2:
            if getattr(e2, "final", False):
                raise
            # (llvm-mc reports the attempt that got further)
            if _failure_index(e2, operands) > _failure_index(e, operands):
                raise e2 from None
            raise e from None


def _plan(inst: Instruction, gen: str) -> _Plan:
    plan = _PLANS.get((inst, gen))
    if plan is None:
        plan = _PLANS[inst, gen] = _Plan(inst, gen)
    return plan


def _vcc_left_out(plan: _Plan, operands: list, rf: RegisterFile, mn) -> list:
    """llvm-mc takes an e32 form with its unencoded vcc operand left out (v_cmp_eq_f32
    v1, v2; v_cndmask_b32 v1, v2, v3), a form of its own: the operands with vcc put back
    where the syntax has it."""
    if plan.inst.form != "e32":
        return operands
    slots = [i for i, spec in enumerate(plan.specs) if spec.field == "_"]
    if len(slots) != 1 or not (plan.gen == "gfx9" or slots[0] in (0, plan.nspecs - 1)):
        return operands  # (measured: compares, v_cndmask_b32, gfx9's carry-out adds)
    return _vcc_put_back(plan, operands, rf, mn)


def _vcc_put_back(plan: _Plan, operands: list, rf: RegisterFile, mn) -> list:
    """The operands with vcc put back where the form's syntax has its vcc words."""
    slots = [i for i, spec in enumerate(plan.specs) if spec.field == "_"]
    positional = [op for op in operands if not isinstance(op, NamedOp)]
    code, dwords, printed, _ = rf.specials["vcc"]
    vcc = RegOp(Reg("special", code, dwords, printed), mn.end, mn.end)
    out = list(positional)
    for i in slots:
        out.insert(i, vcc)
    return out + [op for op in operands if isinstance(op, NamedOp)]


class _Plan:
    """Everything about assembling one instruction on one generation that does not
    depend on the line, worked out once."""

    __slots__ = ("inst", "gen", "key", "layout", "fixed", "size", "specs", "kinds", "nspecs", "required", "cpol",
                 "flags", "slot_parsers", "swizzle", "names", "taken", "rank", "modifiers", "requires", "mod_rules",
                 "placement", "rules", "valued", "head", "placed", "free_order", "extra", "value_parsers",
                 "negatable", "negations")


    def __init__(self, inst: Instruction, gen: str):
        enc = inst.encoding
        specs = inst.operands
        self.inst, self.gen, self.key, self.specs = inst, gen, enc.key, specs
        self.kinds = tuple(kinds.of(spec) for spec in specs)
        self.layout = enc.layouts[gen]
        self.fixed = dict(self.layout.fixed)
        self.fixed["op"] = inst.opcodes[gen]
        self.size = inst.size(gen)
        self.nspecs = len(specs)
        self.head = 1 if specs and self.kinds[0].head else 0  # printed without a comma after it
        # Trailing operands a kind lets you leave out (llvm-mc encodes and prints them as 0).
        required = self.nspecs
        while required and self.kinds[required - 1].optional:
            required -= 1
        self.required = required
        self.cpol = False  # a run of cache-policy words is one operand (rules.cache_policy)
        # Flag words: the known ones, and any one-bit modifier without a value range.
        self.flags = frozenset(m for m, spec in enc.modifiers.items()
                               if m in FLAG_MODIFIERS and spec.range is None)
        # Slots whose kind parses its own syntax (hwreg(...)): operand index -> parser.
        self.slot_parsers = {i: k.slot_parser(spec) for i, (k, spec) in enumerate(zip(self.kinds, specs))
                             if k.slot_parser(spec) is not None} or None
        self.swizzle = False
        self.valued = VALUED_MODIFIERS  # name:value words the parser reads (rules may add some)
        self.placed = VALUED_MODIFIERS  # name:value words placed by _ModifierPlacement (rules may add some)
        # The modifier a word names (names.get(word, word)).
        self.names = {}
        self.modifiers = inst.modifiers
        self.taken = frozenset(m for m in inst.modifiers if gen in enc.modifiers[m].generations)
        self.rank = {m: inst.modifiers.index(m) for m in inst.modifiers}
        self.requires = inst.requires
        self.rules = rules.of(enc)
        # A rule that matches the modifiers by form (rules.buffer_forms) frees them from
        # the parse-time placement of valued modifiers; ``extra`` holds what rules work out.
        self.free_order = False
        self.extra = {}
        self.value_parsers = None  # NAME -> parser of a value with a syntax of its own
        # Flags llvm-mc also reads as noNAME: the data's ``negatable``, and what rules add
        # (SMRD/SMEM's cache-policy words, which are not their modifiers)
        self.negatable = {m for m in inst.modifiers if enc.modifiers[m].negatable}
        for setup in rules.each(self.rules, "setup"):
            setup(self)
        # Other spellings of valued modifiers (inst_offset:N): read as NAME:VALUE, matched as NAME
        aliases = {a: m for m in self.taken for a in enc.modifiers[m].aliases}
        if aliases:
            self.names = {**self.names, **aliases}
            self.valued = self.valued | frozenset(aliases)
            self.placed = self.placed | frozenset(aliases)
        # (here or not: nor128 fails on gfx9 as r128 does)
        self.negations = {"no" + m: m for m in sorted(self.negatable)} or None
        if self.negations:
            self.flags = self.flags | frozenset(self.negations)
        # Per modifier taken here: its spec, the field's width, and (lo, hi, message) of
        # the values llvm-mc takes, or None where any value that fits the field will do.
        self.mod_rules = {}
        for m in self.taken:
            spec = enc.modifiers[m]
            check = rules.first(self.rules, "modifier_check", self, m)
            if check is None and spec.range is not None:
                check = (*spec.range, spec.error)
            self.mod_rules[m] = (spec, self.layout.width(spec.field), check)
        self.placement = _ModifierPlacement(self)


# By the mnemonic's entries (the tuple itself; a vector form: the instruction) and generation.
_PLANS: dict[tuple, _Plan] = {}


def _wrong_generation(name: str, mn) -> AsmError:
    data = isa.load()
    gens = data.generations_of(name)
    return AsmError("wrong-generation", "instruction not supported on this GPU", mn.start, mn.end,
                    generations=list(gens),
                    titles=[f"{data.generations[g].title} ({g})" for g in gens])


class _ModifierPlacement:
    """llvm-mc's parse-time rules for modifier words, applied as each one is met.

    A ``name:value`` modifier is parsed only at the operand slots llvm-mc's list has it
    at: after the operands, no later than its place among the modifiers (earlier ones
    may be left out); out of order there, it is parsed and fails to match (_encode).
    It keeps no state of its own (the operands so far say it all), so each plan has one.
    """

    __slots__ = ("plan",)

    def __init__(self, plan: _Plan):
        self.plan = plan

    def flag_in_place(self, word: str, ops: list) -> bool:
        """Whether llvm-mc reads the flag ``word`` as one after ``ops`` (rules may say)."""
        plan = self.plan
        answer = rules.first(plan.rules, "flag_in_place", plan, word, ops)
        return len(ops) >= plan.required if answer is None else answer

    def __call__(self, word: str, tok, ops: list) -> None:
        plan = self.plan
        index = len(ops)  # the operand slot this word stands in
        for hook in rules.each(plan.rules, "on_modifier"):
            hook(plan, word, tok, ops)
        if word not in plan.placed or plan.free_order:
            return
        names, taken, ranks = plan.names, plan.taken, plan.rank
        name = names.get(word, word)
        if name not in taken:
            raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)
        rank = ranks[name]
        low = rules.first(plan.rules, "modifier_low", plan, name)
        if low is None:
            low = plan.required
        if not low <= index <= plan.nspecs + rank:
            raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)


# Errors llvm-mc reports only once every operand has matched (its validation after the
# match): range errors of offsets, a second literal value, lds_direct an SDWA source does
# not take.
_AFTER_MATCHING = frozenset({"offset-out-of-range", "literal", "lds-direct"})


def _invalid(op) -> AsmError:
    return AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end)


def _encode(plan: _Plan, operands: list, rf: RegisterFile, mn, features: frozenset = frozenset()) -> Encoded:
    inst = plan.inst
    gen = plan.gen
    layout = plan.layout
    values: dict[str, int] = plan.fixed.copy()
    pairs = []
    printed: list[str] = []
    specs = plan.specs
    kinds_ = plan.kinds
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
    ctx = EncodeContext(inst, gen, rf, values, [], [], present, mn, features=features)
    for match in rules.each(plan.rules, "match"):
        # The rule picks the form: its error, or the operands (None: one the form leaves out).
        operands = match(plan, operands, ctx)
    deferred: AsmError | None = None  # range errors llvm-mc reports after matching
    misfit: AsmError | None = None  # an operand the kind refuses after the line's others (after_operands)
    seen_named: dict[str, NamedOp] = {}
    after_modifier = False  # an operand after any modifier word is a stray one
    positional = 0
    for op in operands:
        if op is None:
            positional += 1
            printed.append("")
            continue
        if isinstance(op, NamedOp):
            after_modifier = True
            name = names.get(op.name, op.name)
            if op.value is None and positional < required:
                raise _invalid(op)  # a flag where an operand is due
            if name not in taken:
                stray = rules.first(plan.rules, "stray_modifier", plan, op, mn)
                if stray is not None:
                    deferred = deferred or stray
                    continue
                if op.value is not None and not inst.form:
                    raise AsmError("invalid-modifier", "not a valid operand.", op.start, op.end)
                raise _invalid(op)  # (a vector form: a word another form reads)
            if positional < required or name in seen_named:
                raise _invalid(op)  # a flag where an operand is due, or a repeated one
            misplaced = rules.first(plan.rules, "misplaced_modifier", plan, op, seen_named)
            if misplaced is not None:
                raise misplaced
            if ((inst.form or op.name in plan.placed and not plan.free_order)
                    and any(plan.rank.get(n, -1) > plan.rank.get(name, -1) for n in seen_named)):
                # llvm-mc matches modifiers in their order only: a vector form's, and a
                # name:value word read after a later one (ds_write2_b32 ... gds offset1:8)
                raise _invalid(op)
            seen_named[name] = op
            continue
        if after_modifier or positional >= nspecs:
            raise _invalid(op)  # an operand after the modifiers, or one too many
        spec = specs[positional]
        kind = kinds_[positional]
        positional += 1
        pairs.append((spec, op))
        try:
            printed.append(kind.encode(spec, op, ctx))
        except AsmError as e:
            if getattr(e, "after_operands", False):
                misfit = misfit or e
                continue
            if e.diagnostic.code not in _AFTER_MATCHING:
                raise
            deferred = deferred or e
    if positional < required:
        raise AsmError("too-few-operands", "too few operands for instruction", mn.start, mn.end)
    while positional < nspecs:
        # An operand left out: llvm-mc encodes and prints 0.
        spec = specs[positional]
        op = ImmOp(0, ex.Num(mn.end, mn.end, 0), "0", mn.end, mn.end)
        pairs.append((spec, op))
        printed.append(kinds_[positional].encode(spec, op, ctx))
        positional += 1
    if misfit is not None:
        raise misfit  # (the form is no match after all: other forms are tried)
    if deferred is not None:
        deferred.final = True  # llvm-mc's checks after a match: no other form is tried
        raise deferred

    for m in plan.requires:
        if m in seen_named and seen_named[m].negated:  # (ds_gws_init ... nogds)
            op = seen_named[m]
            raise AsmError("invalid-modifier", f"no{m} is not allowed", op.start, op.end)
        if m not in seen_named:
            named = next((op for op in operands if isinstance(op, NamedOp)), None)
            if inst.form and named is not None:
                raise _invalid(named)  # (where the required one was due)
            # llvm-mc has no form without the required modifier: it reports a missing operand.
            raise AsmError("too-few-operands", "too few operands for instruction", mn.start, mn.end)

    mod_text = []
    defaults = rules.each(plan.rules, "modifier_default")
    if seen_named or defaults:
        mod_rules = plan.mod_rules
        for mname in plan.modifiers:
            op = seen_named.get(mname)
            if op is None:
                if defaults and mname in plan.taken:
                    text = rules.first(plan.rules, "modifier_default", plan, mname, values)
                    if text:
                        mod_text.append(text)
                continue
            mspec, width, check = mod_rules[mname]
            field = mspec.field
            custom = rules.first(plan.rules, "modifier_value", plan, mname, op, values)
            if custom is not None:
                if custom:
                    mod_text.append(custom)
                continue
            if op.value is None:
                if not op.negated:  # (noNAME leaves the bit clear and prints nothing)
                    values[field] = 1
                    mod_text.append(mname)
                continue
            value = op.value
            if check is not None:
                lo, hi, message = check
                if not lo <= value <= hi:
                    at = (op.start, op.value_end) if mspec.error_at == "keyword" else (op.value_start, op.value_end)
                    raise AsmError("offset-out-of-range", message, *at)
            elif not 0 <= value < (1 << width):
                raise AsmError("offset-out-of-range", f"invalid {mname} value.", op.value_start, op.value_end)
            values[field] = value & ((1 << width) - 1)
            text = rules.first(plan.rules, "print_modifier", plan, mname, value)
            if text is None:
                text = bits.modifier_text(mspec, value)
            if text:
                mod_text.append(text)
    for validate in rules.each(plan.rules, "validate"):
        try:
            validate(plan, ctx)
        except AsmError as e:
            e.final = True
            raise
    word = bits.pack(layout, values)
    data = word.to_bytes(plan.size, "little")
    if ctx.extra:
        data += b"".join(w.to_bytes(4, "little") for w in ctx.extra)
    return Encoded(inst, bits.instruction_text(inst.text_name, printed, mod_text, plan.head), data, values,
                   ctx.fixups, ctx.warnings, pairs)
