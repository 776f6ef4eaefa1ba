"""Buffer instructions (MUBUF/MTBUF): one mnemonic, many forms, matched as llvm-mc does.

llvm-mc keeps one form per address mode (``off``; a VGPR with ``offen`` or ``idxen``; a
pair with ``idxen offen`` or, gfx6/gfx7, ``addr64``), per ``lds`` (no data VGPR) and per
``tfe`` (one more data VGPR), each with a fixed operand order: data, address, resource,
scalar offset, the address flags, then the instruction's other modifiers in the data's
order, a run of cache-policy words counting as one operand. It tries every form and
reports the operand where the form that got furthest failed ("too few operands" when a
form ran out of them). The data says what each flag does (``address``, ``widens``,
``drops`` in [encoding.modifiers]); this module only walks the forms.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from .. import kinds
from ..diagnostics import AsmError
from ..kinds.base import EncodeContext, Invalid
from ..encoding import modifier_text
from ..lexer import Kind as LexKind
from ..kinds.buffer import OFF, address_dwords, is_off
from ..kinds.image import packed_d16
from ..kinds.memory import offset_rule
from ..operands import ImmOp, NamedOp, RegOp

CPOL = frozenset({"glc", "slc"})
# MTBUF's format words (their values and names: [names] of mtbuf.toml)
FORMAT = frozenset({"dfmt", "nfmt"})
# Cache-policy words of later generations: llvm-mc's cache-policy parser knows them and
# refuses them by name.
_LATER_CPOL = frozenset({"dlc", "scc"})
LATER_CPOL_WORDS = _LATER_CPOL | {"no" + w for w in _LATER_CPOL}  # (negated: the same refusal)
_TFE_STORE = "TFE modifier has no meaning for store instructions"


def setup(plan) -> None:
    enc = plan.inst.encoding
    plan.free_order = True  # modifiers are matched by form, not placed as they are read
    if "format" in plan.taken:
        plan.valued = plan.valued | FORMAT | {"format"}
        plan.value_parsers = {"format": parse_format}
    plan.flags = plan.flags | {m for m, s in enc.modifiers.items()
                               if plan.gen in s.generations and s.flag(plan.layout)} | LATER_CPOL_WORDS | {"nv", OFF}


def later_cache_policy(word, tok, in_place: bool) -> None:
    """dlc/scc (or nodlc/noscc) where the cache policy may stand: llvm-mc's cache-policy
    parser knows them and refuses them by name (elsewhere they are symbols that do not match)."""
    if word in LATER_CPOL_WORDS and in_place:
        raise AsmError("invalid-modifier", f"{word.removeprefix('no')} modifier is not supported on this GPU",
                       tok.start, tok.end)


def on_modifier(plan, word, tok, ops) -> None:
    """llvm-mc reads a run of cache-policy words as one operand: a word repeated within
    the run is a duplicate."""
    if word in LATER_CPOL_WORDS:
        later_cache_policy(word, tok, _index(ops) in _places(plan).get("cpol", ()))
    if word not in plan.flags:
        # NAME:VALUE is parsed as such only where some form has it, as it is read
        name = "fmtpair" if word in FORMAT else plan.names.get(word, word)
        # format:N only right after SOFFSET (llvm-mc reads it with the scalar offset)
        after_operand = not (name == "format" and ops and isinstance(ops[-1], NamedOp))
        index = _index(ops)
        if name == "fmtpair" and index not in _places(plan).get(name, ()) and ops \
                and isinstance(ops[-1], NamedOp) and ops[-1].name in FORMAT:
            return  # a second dfmt/nfmt right after the pair: parsed, refused when matching
        if (name not in plan.taken and name != "fmtpair") or not after_operand \
                or index not in _places(plan).get(name, ()):
            raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)
        return
    if word not in CPOL:
        return
    i = len(ops)
    while i and isinstance(ops[i - 1], NamedOp) and ops[i - 1].name in CPOL:
        i -= 1
    if _index(ops[:i]) not in _places(plan).get("cpol", ()):
        return  # no form has the cache policy here: the words are plain operands
    if any(op.name == word for op in ops[i:]):
        raise AsmError("duplicate-modifier", "duplicate cache policy modifier", tok.start, tok.end)


def _index(ops) -> int:
    """The operand index llvm-mc is at after ``ops``: a cache-policy run counts once, and
    MTBUF's format (dfmt/nfmt, format:...) not at all (it always has that operand)."""
    return sum(1 for _i, u in _units(ops)
               if not ((isinstance(u, list) and _group(u[0]) == "fmt") or (isinstance(u, NamedOp) and u.name == "format")))


def _places(plan) -> dict[str, set[int]]:
    """Where each modifier may stand (operand index, a cache-policy run counting as one):
    llvm-mc parses NAME:VALUE and the cache-policy words as such only at an index where
    some form of the mnemonic has them."""
    places = plan.extra.get("places")
    if places is None:
        places = plan.extra["places"] = {}
        for form in _forms(plan, frozenset()):
            skippable = 0  # optional operands before the slot, which may be left out
            k = 0
            for slot in form.slots:
                if slot[0] == "fmt":
                    places.setdefault("fmtpair", set()).add(k)
                    continue  # (MTBUF's format is one operand llvm-mc always has: not counted)
                if slot[0] == "valued" and slot[1] == "format":
                    places.setdefault("format", set()).add(k)
                    continue
                if slot[0] in ("valued", "cpol"):
                    places.setdefault("cpol" if slot[0] == "cpol" else slot[1], set()).update(
                        range(k - skippable, k + 1))
                skippable += slot[2]
                k += 1
    return places


# -- forms ------------------------------------------------------------------------------

class _Form:
    __slots__ = ("slots", "available", "widths", "flags", "returns")

    def __init__(self, slots, available, widths, flags):
        self.slots = slots  # (what, arg, optional)
        self.available = available
        self.widths = widths  # field -> dwords
        self.flags = flags  # flag modifiers this form writes


def _forms(plan, features) -> list[_Form]:
    inst = plan.inst
    enc = inst.encoding
    taken = plan.taken
    mods = [m for m in inst.modifiers if m in taken]
    addr = [m for m in mods if enc.modifiers[m].address]
    special = [m for m in mods if enc.modifiers[m].widens or enc.modifiers[m].drops]
    address_spec = next((s for s in inst.operands if s.kind == "buffer_vaddr"), None)
    base_spec = next((s for s in inst.operands if getattr(kinds.of(s), "address_forms", None)), None)
    # Address modes: (flags written, address VGPRs, SADDR is a register (or None), available)
    if base_spec is not None:
        modes = [((), n, is_reg, ok) for is_reg, n, ok in kinds.of(base_spec).address_forms]
    else:
        modes = [((), 0, None, True)]
        if address_spec is not None:
            for n in (1, 2):
                for combo in combinations(addr, n):
                    width = sum(enc.modifiers[m].address for m in combo)
                    if width <= 2:
                        modes.append((combo, width, None, True))
    widths_alt = [(features, True)]
    for feature in inst.feature_width:
        widths_alt.append((frozenset(features ^ {feature}), False))
    returning = (True, False) if inst.returns else (True,)
    forms = []
    for feats, available in widths_alt:
        for mode, address, base_reg, mode_ok in modes:
            for extra in [()] + [(m,) for m in special]:
                if any(m in inst.requires for m in special) and not any(m in extra for m in inst.requires):
                    continue
                if not mode_ok and any(enc.modifiers[m].drops for m in extra):
                    continue  # (llvm-mc has the later processors' address forms only with a destination)
                for returns in returning:
                    dropped = {enc.modifiers[m].drops for m in extra} - {""}
                    if not returns:
                        dropped.add(inst.operands[0].field)
                    widened = [enc.modifiers[m].widens for m in extra if enc.modifiers[m].widens]
                    slots, widths = [], {}
                    for spec in inst.operands:
                        if spec.field in dropped:
                            continue
                        if spec is address_spec:
                            widths[spec.field] = address
                            slots.append(("vaddr", (spec, address), False))
                        elif spec is base_spec:
                            slots.append(("saddr", (spec, base_reg), False))
                        elif spec.kind == "soffset" and "format" in mods:
                            # dfmt/nfmt stand before SOFFSET, format:N or format:[...] right after it
                            slots.append(("fmt", "format", True))
                            slots.append(("kind", spec, False))
                            slots.append(("valued", "format", True))
                        elif spec.kind == "v":
                            w = inst.width(spec, feats) + widened.count(spec.field)
                            widths[spec.field] = w
                            slots.append(("vgpr", (spec, w), False))
                        else:
                            slots.append(("kind", spec, False))
                    for m in mode:
                        slots.append(("flag", m, False))
                    cpol_done = False
                    for m in mods:
                        if m in addr or m == "format":
                            continue
                        spec = enc.modifiers[m]
                        if m in CPOL:
                            if not cpol_done:
                                slots.append(("cpol", m, True))
                                cpol_done = True
                        elif m in special:
                            if m in extra:
                                slots.append(("flag", m, False))
                        elif spec.flag(plan.layout):
                            slots.append(("flag", m, True))
                        else:
                            slots.append(("valued", m, True))
                    form = _Form(tuple(slots), available and mode_ok, widths,
                                 frozenset(mode) | frozenset(extra))
                    form.returns = returns
                    forms.append(form)
    return forms


def _group(op) -> str | None:
    if isinstance(op, NamedOp):
        if op.name in CPOL:
            return "cpol"
        if op.name in FORMAT:
            return "fmt"
    return None


def _units(operands) -> list[tuple[int, object]]:
    """The operands as llvm-mc's matcher sees them: a run of cache-policy words is one,
    and so are MTBUF's dfmt and nfmt (each at most once)."""
    units = []
    for i, op in enumerate(operands):
        group = _group(op)
        if group is not None and units and isinstance(units[-1][1], list) and _group(units[-1][1][0]) == group \
                and (group == "cpol" or all(o.name != op.name for o in units[-1][1])):
            units[-1][1].append(op)
            continue
        units.append((i, [op] if group is not None else op))
    return units


def _fits(slot, unit, plan, ctx) -> bool:
    what, arg, _optional = slot
    if what in ("cpol", "fmt"):
        return isinstance(unit, list) and _group(unit[0]) == what
    if isinstance(unit, list):
        return False
    if what == "flag":
        return isinstance(unit, NamedOp) and unit.name == arg and unit.value is None
    if what == "valued":
        return isinstance(unit, NamedOp) and unit.name == arg and unit.value is not None
    if isinstance(unit, NamedOp):
        return False
    if what == "vgpr":
        spec, w = arg
        return isinstance(unit, RegOp) and unit.reg.kind == "v" and unit.reg.width == w
    if what == "vaddr":
        spec, n = arg
        if n == 0:
            return is_off(unit)
        return isinstance(unit, RegOp) and unit.reg.kind == "v" and unit.reg.width == n
    if what == "saddr":
        spec, is_reg = arg
        if not is_reg:
            return is_off(unit)
        if is_off(unit):
            return False
    else:
        spec = arg
    kind = kinds.of(spec)
    scratch = EncodeContext(plan.inst, plan.gen, ctx.rf, {}, [], [], {}, ctx.mnemonic)
    try:
        kind.encode(spec, unit, scratch)
    except AsmError:
        return False
    return True


def _walk(form: _Form, units, plan, ctx) -> int:
    """The index of the unit where ``form`` fails; len(units) + 1 when it matches."""
    i = 0
    n = len(units)
    for slot in form.slots:
        if i >= n:
            if slot[2]:
                continue
            return n  # ran out: too few operands
        if _fits(slot, units[i][1], plan, ctx):
            i += 1
            continue
        if slot[2]:
            continue  # an optional operand left out
        return i
    return i if i < n else n + 1


def match(plan, operands, ctx):
    """Pick the form llvm-mc would: raise its error, or return the operands to encode
    (None where the form leaves an operand out) with ``ctx.widths`` set."""
    features = ctx.features
    cache = plan.extra.get("forms_by_features")
    if cache is None:
        cache = plan.extra["forms_by_features"] = {}
    forms = cache.get(features)
    if forms is None:
        forms = cache[features] = _forms(plan, features)
    # ``off`` is a word of its own to llvm-mc (off -1 is two operands): read as a flag,
    # matched as the operand it stands for
    operands = [ImmOp(None, None, OFF, op.start, op.end) if isinstance(op, NamedOp) and op.name == OFF else op
                for op in operands]
    if plan.names:
        operands = [replace(op, name=plan.names[op.name]) if isinstance(op, NamedOp) and op.name in plan.names
                    else op for op in operands]
    places = _places(plan)
    units = _units(operands)
    for k, (i, unit) in enumerate(units):
        if isinstance(unit, NamedOp) and unit.value is not None and unit.name != "format" \
                and _index(operands[:i]) not in places.get(unit.name, ()):
            raise AsmError("invalid-modifier", "not a valid operand.", unit.start, unit.end)
    names = plan.inst.encoding.names
    trailing = next((op for op in operands if isinstance(op, NamedOp) and op.name == "format"), None)
    if trailing is not None and any(isinstance(op, NamedOp) and op.name in FORMAT for op in operands):
        raise AsmError("invalid-modifier", "duplicate format", trailing.start, trailing.end)
    for op in operands:
        if isinstance(op, NamedOp) and op.name in FORMAT:
            part = names[op.name]
            if not 0 <= op.value < 1 << part["bits"]:
                raise AsmError("offset-out-of-range", part["error"], op.start, op.value_end)
    n = len(units)
    best = -1
    unavailable = None
    for form in forms:
        at = _walk(form, units, plan, ctx)
        if at == n + 1:
            if form.available:
                return _chosen(plan, form, operands, ctx)
            unavailable = unavailable or form
            continue
        best = max(best, at)
    mn = ctx.mnemonic
    if unavailable is not None:
        raise AsmError("invalid-operand", "operands are not valid for this GPU or mode", mn.start, mn.end)
    if best >= n:
        raise AsmError("too-few-operands", "too few operands for instruction", mn.start, mn.end)
    unit = units[best][1]
    op = unit[0] if isinstance(unit, list) else unit
    raise AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end)


def _chosen(plan, form, operands, ctx):
    inst = plan.inst
    enc = inst.encoding
    ctx.widths.update(form.widths)
    if "format" in plan.taken:
        operands = _format_operand(enc, operands, ctx.mnemonic)
    if inst.returns:
        # llvm-mc checks the offset's range before the glc rule
        for op in operands:
            if isinstance(op, NamedOp) and op.value is not None and op.name in plan.mod_rules:
                spec, _width, check = plan.mod_rules[op.name]
                if check is not None and not check[0] <= op.value <= check[1]:
                    at = (op.start, op.value_end) if spec.error_at == "keyword" else (op.value_start, op.value_end)
                    raise AsmError("offset-out-of-range", check[2], *at)
        flag = next((o for o in operands if isinstance(o, NamedOp) and o.name == inst.returns and not o.negated),
                    None)
        if form.returns and flag is None:
            mn = ctx.mnemonic
            raise AsmError("invalid-modifier", f"instruction must use {inst.returns}", mn.start, mn.end)
        if not form.returns and flag is not None:
            raise AsmError("invalid-modifier", f"instruction must not use {inst.returns}", flag.start, flag.end)
    for m in form.flags:
        spec = enc.modifiers[m]
        if spec.widens and spec.widens not in inst.writes:
            op = next(o for o in operands if isinstance(o, NamedOp) and o.name == m)
            raise AsmError("invalid-modifier", _TFE_STORE, op.start, op.end)
    dropped = {enc.modifiers[m].drops for m in form.flags} - {""}
    if not form.returns:
        dropped.add(inst.operands[0].field)
    if not dropped:
        return operands
    out = list(operands)
    for k, spec in enumerate(inst.operands):
        if spec.field in dropped:
            out.insert(k, None)
    return out


def _format_operand(enc, operands, mn):
    """dfmt and nfmt become the one ``format`` modifier (their field), defaults filled in,
    placed last where the engine reads modifiers."""
    if any(isinstance(op, NamedOp) and op.name == "format" for op in operands):
        return operands  # written as format:N / format:[...] after SOFFSET
    value, words = 0, [op for op in operands if isinstance(op, NamedOp) and op.name in FORMAT]
    for name, part in enc.names.items():
        given = next((op.value for op in words if op.name == name), part["default"])
        value |= given << part["shift"]
    rest = [op for op in operands if not (isinstance(op, NamedOp) and op.name in FORMAT)]
    start = words[0].start if words else mn.end
    end = words[-1].end if words else mn.end
    return rest + [NamedOp("format", value, start, end, start, end)]


def _names(part, gen: str) -> list[str]:
    names = list(part["values"])
    for value, name in part.get("generation_values", {}).get(gen, {}).items():
        names[int(value)] = name
    return names


def parse_format(parser, head) -> NamedOp:
    """format:N (0..127) or format:[NAME,...] with the [names] of the encoding's file."""
    from ..isa import load

    tok = parser.tok
    if tok.text != "[":
        value, vstart, vend = parser.absolute()
        if not 0 <= value <= 127:
            raise AsmError("offset-out-of-range", "out of range format", vstart, vend)
        return NamedOp("format", value, head.start, vend, vstart, vend)
    gen = parser.rf.generation
    tables = next(e.names for e in load().encodings.values() if e.names)
    parts = {name: part["default"] for name, part in tables.items()}
    seen = set()
    parser.pos += 1
    while True:
        word = parser.tok
        if word.kind is not LexKind.IDENT:
            raise AsmError("syntax", "expected a format string", word.start, word.end)
        hit = next(((name, _names(part, gen).index(word.text)) for name, part in tables.items()
                    if word.text in _names(part, gen)), None)
        if hit is None:
            message = ("unified format is not supported on this GPU" if word.text.startswith("BUF_FMT_")
                       else "unsupported format")
            raise AsmError("syntax", message, word.start, word.end)
        if hit[0] in seen:
            raise AsmError("syntax", tables[hit[0]]["duplicate"], word.start, word.end)
        seen.add(hit[0])
        parts[hit[0]] = hit[1]
        parser.pos += 1
        if parser.tok.text == ",":
            parser.pos += 1
            continue
        end = parser.expect("]", "expected a closing square bracket").end
        break
    value = sum(v << tables[name]["shift"] for name, v in parts.items())
    return NamedOp("format", value, head.start, end, tok.start, end)


def format_text(enc, value: int, gen: str) -> str:
    """format:[DATA,NUM] as llvm-mc prints it: default halves left out, nothing when both are."""
    parts = []
    for name, part in enc.names.items():
        v = (value >> part["shift"]) & ((1 << part["bits"]) - 1)
        if v != part["default"]:
            parts.append(_names(part, gen)[v])
    return f"format:[{','.join(parts)}]" if parts else ""


def print_modifier(plan, name, value):
    return format_text(plan.inst.encoding, value, plan.gen) if name == "format" and plan.inst.encoding.names else None


# -- decoding ---------------------------------------------------------------------------

def _set_flags(inst, ctx):
    enc = inst.encoding
    return [m for m in inst.modifiers if ctx.gen in enc.modifiers[m].generations
            and ctx.fields.get(enc.modifiers[m].field)]


def decode_begin(inst, ctx) -> None:
    enc = inst.encoding
    flags = _set_flags(inst, ctx)
    if sum(1 for m in flags if enc.modifiers[m].widens or enc.modifiers[m].drops) > 1:
        raise Invalid  # no form has both lds and tfe
    if not CPOL & set(inst.modifiers) and any(ctx.fields.get(name) for name in enc.decode_keep):
        # The kept bits belong to the cache policy: an instruction without one (buffer_wbinvl1)
        # has no operand for them, and llvm-mc's disassembler wants them 0.
        raise Invalid
    if ctx.strict and (address_dwords(inst, flags) > 2
                       or any(enc.modifiers[m].widens not in ("", *inst.writes) for m in flags)):
        # GCN 1.0/1.1 words the assembler has no form for: addr64 with idxen or offen (more
        # than a VGPR pair of address), tfe on a store ("no meaning for store instructions")
        raise Invalid
    if "_format_d16" in inst.name and not packed_d16(ctx.features):
        # llvm-mc decodes the d16 format forms of gfx8.0 (unpacked d16) through a table of
        # their own without the later processors' cache-policy bit: it does not come back
        # in the re-encoding (gfx8.1 keeps it, as gfx9 does)
        for name in enc.decode_keep:
            ctx.used.pop(name, None)
    for spec in inst.operands:
        if spec.kind == "v":
            ctx.widths[spec.field] = inst.width(spec, ctx.features) + sum(
                1 for m in flags if enc.modifiers[m].widens == spec.field)


def decode_operand(inst, spec, ctx):
    enc = inst.encoding
    flags = _set_flags(inst, ctx)
    for m in flags:
        if enc.modifiers[m].drops == spec.field:
            return ""
    if inst.returns and spec is inst.operands[0] and inst.returns not in flags:
        return ""  # the form without a return value has no destination
    return None


def modifier_check(plan, name):
    """The offset immediates of the generation (and segment) where the data has them."""
    if name != "offset" or plan.gen not in plan.inst.encoding.offset:
        return None
    rule = offset_rule(plan.inst, plan.gen)
    return (*rule.range, rule.error)


def decode_modifier(inst, name, ctx):
    if name == "format" and inst.encoding.names:
        return format_text(inst.encoding, ctx.get(inst.encoding.modifiers[name].field), ctx.gen)
    if name != "offset" or ctx.gen not in inst.encoding.offset:
        return None
    rule = offset_rule(inst, ctx.gen)
    lo, hi = rule.range
    if lo == hi == 0:
        if not ctx.fields.get(inst.encoding.modifiers[name].field):
            return ""
        if ctx.strict:
            raise Invalid  # no offset on this generation: the assembler refuses one
        # (gfx8 FLAT: llvm-mc's disassembler prints the field's bits, unsigned)
        return modifier_text(inst.encoding.modifiers[name], ctx.get(inst.encoding.modifiers[name].field))
    value = ctx.get(inst.encoding.modifiers[name].field)
    width = ctx.layout.width(inst.encoding.modifiers[name].field)
    if lo < 0 and value >> (width - 1):
        value -= 1 << width
    return modifier_text(inst.encoding.modifiers[name], value)


def hover_note(enc) -> str | None:
    """Which address mode the line's flags chose (for the hover)."""
    inst = enc.instruction
    mods = inst.encoding.modifiers
    if not any(mods[m].address for m in inst.modifiers):
        return None
    on = [m for m in inst.modifiers if mods[m].address and enc.fields.get(mods[m].field)]
    if not on:
        return "Address mode: `off` — no address VGPR; the address is the resource base + SOFFSET + offset."
    if "addr64" in on:
        return "Address mode: `addr64` — VADDR is a 64-bit address VGPR pair added to the resource base."
    if len(on) == 2:
        return ("Address mode: `idxen offen` — VADDR is a pair: the first VGPR holds the index, the second "
                "the byte offset.")
    if on == ["idxen"]:
        return "Address mode: `idxen` — VADDR holds the record index (scaled by the resource's stride)."
    return "Address mode: `offen` — VADDR holds a byte offset added to the address."


def fast(inst):
    return False  # the form is picked by match(): lines go the long way, except fast_forms'


def fast_forms(inst, gen: str, features):
    """The fast path's plain forms, in match()'s order: (operands: specs or a fixed word
    (text, field, value), required flags, optional modifiers: name -> None or (lo, hi)).
    Left out (their lines go the long way): the returning forms, lds and tfe, MTBUF's
    dfmt:/nfmt: and format:N. A form's shape (its address operand and flags) excludes the
    others', so the first template a line fits is the form match() picks."""
    from dataclasses import replace

    from ..assembler import _Plan
    from ..isa import OperandSpec
    from ..kinds.buffer import ScalarBase

    if inst.returns:
        return []
    plan = _Plan(inst, gen)
    out = []
    for form in _forms(plan, frozenset(features)):
        if not form.available or form.flags - {m for m in inst.modifiers if inst.encoding.modifiers[m].address}:
            continue
        operands, required, optional = [], [], {}
        for what, arg, is_optional in form.slots:
            if what == "vgpr":
                spec, w = arg
                operands.append(replace(spec, width=w))
            elif what == "vaddr":
                spec, n = arg
                operands.append((OFF, None, 0) if n == 0 else OperandSpec(spec.field, "v", n))
            elif what == "saddr":
                spec, is_reg = arg
                operands.append(spec if is_reg else (OFF, spec.field, ScalarBase.OFF_CODE))
            elif what == "kind":
                operands.append(arg)
            elif what == "flag":
                if is_optional:
                    optional[arg] = None
                else:
                    required.append(arg)
            elif what == "cpol":
                optional.update((m, None) for m in sorted(CPOL) if m in plan.taken)
            elif what == "valued" and arg == "format":
                # format:[...] as llvm-mc prints it (its canonical spelling; format:N and
                # dfmt:/nfmt: go the long way); left out, the default (printed as nothing)
                optional[arg] = words = {}
                for value in range(1 << inst.encoding.layouts[gen].width("format")):
                    text = format_text(inst.encoding, value, gen)
                    words[text or None] = value if text else (value, "")
            elif what == "valued":
                check = modifier_check(plan, arg) or inst.encoding.modifiers[arg].range
                if check is not None:
                    optional[arg] = (check[0], check[1])
            elif what != "fmt":  # (dfmt:/nfmt: before SOFFSET: the long way)
                break
        else:
            out.append((tuple(operands), tuple(required), optional))
    return out


_SOFFSETS = ("s3", "0", "m0", "-1", "ttmp2", "64", "vcc_lo", "1.0")


def examples(inst, gen: str, features) -> list[str]:
    """A valid line for every form of ``inst`` on ``gen`` (generated tests)."""
    from ..assembler import _Plan  # (the plan of the assembler, which imports the rules)

    plan = _Plan(inst, gen)
    out = []
    for k, form in enumerate(_forms(plan, frozenset(features))):
        if not form.available:
            continue
        ops, mods = [], []
        for what, arg, optional in form.slots:
            if what == "vgpr":
                spec, w = arg
                first = (5, 256 - w, 0)[k % 3]
                ops.append(f"v{first}" if w == 1 else f"v[{first}:{first + w - 1}]")
            elif what == "vaddr":
                spec, n = arg
                ops.append("off" if n == 0 else f"v{2 + k % 7}" if n == 1 else f"v[{2 + k % 7}:{3 + k % 7}]")
            elif what == "saddr":
                spec, is_reg = arg
                good = kinds.of(spec).examples(spec)[1:]
                ops.append(good[k % len(good)] if is_reg else "off")
            elif what == "kind":
                spec = arg
                ops.append(_SOFFSETS[k % len(_SOFFSETS)] if spec.kind == "soffset" else
                           ("s[8:11]", "ttmp[4:7]", "s[96:99]")[k % 3])
            elif what == "flag" and not optional:
                mods.append(arg)
            elif what == "fmt":
                if k % 3 == 0:
                    ops.append(("dfmt:4, nfmt:7", "nfmt:2 dfmt:14", "dfmt:0")[k // 3 % 3])
            elif what == "valued" and arg == "format":
                if k % 3 == 1:
                    mods.append(("format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]", "format:22",
                                 "format:[BUF_NUM_FORMAT_UINT]")[k // 3 % 3])
            elif what == "valued" and k % 2:
                lo, hi = (0, 4095)
                check = modifier_check(plan, arg)
                if check is not None:
                    lo, hi = check[0], min(check[1], 4095)
                mods.append(f"{arg}:{(hi, lo, (lo + hi) // 2)[k % 3]}")
            elif what == "cpol" and (k % 3 or (inst.returns and form.returns)):
                words = ("glc slc", "slc", "glc")[k % 3]
                if inst.returns:  # the returning form needs glc, the other must not have it
                    words = "glc slc" if form.returns else "slc"
                mods.append(words)
            elif what == "flag" and optional and k % 4 == 1:
                mods.append(arg)
        out.append(" ".join(p for p in (inst.name, ", ".join(ops), " ".join(mods)) if p))
    return out
