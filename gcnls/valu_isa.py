"""The vector-ALU files (isa/vop1, vop2, vopc, vop3, vintrp.toml) as engine instructions.

Their schema (isa/README.md, "Vector ALU files") says one entry per mnemonic with its
forms; the engine wants one :class:`~gcnls.isa.Instruction` per encoding. Each entry
becomes an instruction per form (e32: the family's own 4-byte word; e64: the VOP3 word)
and per group of generations sharing one operand syntax. The VOP3 opcode of an
instruction with an e32 word is ``[encoding.promote]`` + its e32 opcode (said once, in
vop3.toml). Source modifiers (neg/abs) and what a source takes in a form (a literal in
e32's SRC0, lds_direct) go on the operand specs, which the vector kinds read
(gcnls/kinds/vector.py).
"""

from __future__ import annotations

import re
from functools import cache

from . import dpp, opsel, valu_ext
from .isa import (GENERATIONS, Encoding, Instruction, IsaDataError, ModifierSpec, OperandSpec, _check_keys, _load,
                  _parse_layout)

# Files in load order: vop3 first (the e64 forms of the others use its encoding).
FILES = ("vop3", "vop3p", "vop1", "vop2", "vopc", "vintrp")
_ENTRY_KEYS = {"name", "opcode", "opcode_e64", "forms", "processors", "feature", "operands", "operands_e64", "modifiers_e64",
               "modifiers_sdwa", "modifiers_dpp", "lds_direct", "disassembles_as", "spelling_of", "e32_suffix",
               "implicit", "description", "operation", "notes", "op_sel_unused"}
# Forms gcnls encodes, in the order llvm-mc tries them (SDWA and DPP: gcnls/valu_ext.py).
FORMS = ("e32", "e64", *valu_ext.FORMS)
# A source's modifiers in the data (neg:src0) go on that operand; these are the word's.
_SOURCE_MODS = ("neg", "abs", "sext")
# VOP3 modifiers that are flags (their field is one bit; high sets the op_sel bits).
_VOP3_MODIFIERS = ("clamp", "omod", "high", "op_sel")
# How signatures and completion show the valued ones (alternatives split by |).
_SYNTAX = {"omod": "mul:2|mul:4|div:2", "op_sel": "op_sel:[0,0,0,0]"}


def _per_gen(value, gen: str, default=""):
    if isinstance(value, dict):
        return value.get(gen, default)
    return default if value is None else value


def _encoding(key: str, raw: dict) -> Encoding:
    enc = raw["encoding"]
    layouts = {}
    same = {}
    for gen, table in enc.get("layout", {}).items():
        if "same_as" in table:
            same[gen] = table["same_as"]
        else:
            layouts[gen] = _parse_layout(f"{key}.layout.{gen}", table)
    for gen, other in same.items():
        layouts[gen] = layouts[other]
    arrays = enc.get("arrays", {})
    for name, target in arrays.get("source_modifiers", {}).items():
        # VOP3P: the neg/abs of a mix source sit in another field's bits (neg_lo, neg_hi).
        for lay in {id(lay): lay for lay in layouts.values()}.values():
            lay.fields[name] = lay.fields[target]
            lay.packing[name] = lay.packing[target]
    modifiers = {}
    for name, table in enc.get("modifiers", {}).items():
        if name not in _VOP3_MODIFIERS and name not in arrays.get("default", {}):
            continue  # op_sel, neg, abs: written on the sources (neg/abs) or not modelled yet (op_sel)
        gens = frozenset(table.get("generations", layouts))
        field = "src0" if name == "high" else table["field"]  # (high: bit 8 of the attribute, gcnls/rules/valu.py)
        modifiers[name] = ModifierSpec(name, field, gens, None, table.get("error", ""), "keyword",
                                       _SYNTAX.get(name, ""))
    # A VOP2 word is any word with bit 31 clear whose op is not VOP1's (0x3f) or VOPC's (0x3e);
    # VOP3 words with op 0x380 and up are gfx9's VOP3P (isa/vop3p.toml).
    not_opcodes = {"VOP2": frozenset({0x3E, 0x3F}), "VOP3": frozenset(range(0x380, 0x400))}.get(enc["name"], frozenset())
    # SRC0 = SDWA / DPP code: the word is the first of an SDWA or DPP instruction.
    foreign = {}
    for part in ("sdwa", "dpp"):
        table = enc.get(part, {})
        for g in table.get("generations", table.get("layout", {})):
            foreign.setdefault(g, {}).setdefault("src0", set()).add(table["src0_code"])
    if enc["name"] in ("VOP1", "VOPC"):
        foreign = {g: {"src0": {0xF9, 0xFA}} for g in ("gfx8", "gfx9")}
    return Encoding(key, enc["name"], int(enc["size"]), enc.get("description", ""), layouts, modifiers, {},
                    (*enc.get("rules", ()), "valu", "constant_bus", "vop3b_abs"), (), {g: lay.match_mask(lay.fixed) for g, lay in layouts.items()}, not_opcodes,
                    {g: {f: frozenset(v) for f, v in t.items()} for g, t in foreign.items()})


def _operands(where: str, text: str, layout_fields: set[str], mods: dict[int, set[str]],
              fp_sources: set[int], sext_sources: set[int]) -> tuple[OperandSpec, ...]:
    """The specs of one form's syntax. ``mods`` and ``fp_sources`` count the sources in
    syntax order (the data's srcN is the N-th source written: v_interp_p1_f32_e64 writes
    SRC1 first); a spec's ``index`` is its field's number, the neg/abs bit it owns."""
    specs = []
    ordinal = 0
    for item in text.split():
        fname, _, kind = item.partition(":")
        if fname != "_" and fname not in layout_fields:
            raise IsaDataError(f"{where}: operand field {fname!r} is not in the layout")
        if fname in ("vdst", "sdst", "_"):
            specs.append(OperandSpec(fname, kind[0], int(kind[1:])) if kind[0] in "vs" and kind[1:].isdigit()
                         else OperandSpec(fname, kind))
            continue
        index = int(fname[3:]) if fname.startswith("src") and fname[3:].isdigit() else int(fname in ("vsrc1", "vsrc"))
        if kind == "s2":
            specs.append(OperandSpec(fname, "smask", 2, 0, frozenset(), index))  # a lane mask (constant bus)
        else:
            taken = set(mods.get(ordinal, ())) | ({"fpmods"} if ordinal in fp_sources else set())
            taken |= {"sextmods"} if ordinal in sext_sources else set()
            specs.append(OperandSpec(fname, kind, 1, 0, frozenset(taken), index))
        ordinal += kind != "attr"  # (the data numbers interpolation's VGPR sources only)
    return tuple(specs)


def _parsed_here(entry: dict, gen: str, form: str, family: str) -> tuple[frozenset, frozenset, frozenset]:
    """What llvm-mc's parser knows for this mnemonic on ``gen`` beyond the form: the sources
    (syntax order) where some form takes float modifiers (-x, |x|) or sext(x) (SDWA), and
    the modifiers (clamp, omod) of its e64 form that this form lacks. clamp there is
    "integer clamping" on GCN 1.0/1.1 where the next generation with the form takes it
    (and for GCN 1.0/1.1's own compares, v_cmps_*)."""
    fp, sext = set(), set()
    forms = entry.get("forms", {})
    for f in ("e64", "sdwa", "dpp"):
        if gen not in forms.get(f, ()):
            continue
        words = _per_gen(entry.get(f"modifiers_{f}"), gen).split()
        fp.update(int(w[-1]) for w in words if w.startswith(("neg:src", "abs:src")))
        sext.update(int(w[-1]) for w in words if w.startswith("sext:src"))
    here = set(_per_gen(entry.get("modifiers_e64"), gen).split()) if gen in forms.get("e64", ()) else set()
    elsewhere = {m for m in ("omod",) if m in here}
    later = next((_per_gen(entry.get("modifiers_e64"), g).split() for g in ("gfx8", "gfx9")
                  if g in forms.get("e64", ())), None)
    carry = "sdst:" in _per_gen(entry.get("operands_e64"), gen)  # (VOP3b carries: v_subrev_i32)
    if form == "e64" and gen in ("gfx6", "gfx7") and (
            later is not None and "clamp" in later or later is None and (family == "VOPC" or carry)):
        elsewhere.add("clamp")
    if form == "e64":
        elsewhere -= here
    return frozenset(fp), frozenset(sext), frozenset(elsewhere)


def load(notes: dict[str, list[str]]) -> tuple[dict[str, Encoding], list[Instruction]]:
    """The vector encodings and their instructions (one per form and operand shape)."""
    encodings: dict[str, Encoding] = {}
    out: list[Instruction] = []
    promote: dict = {}
    vop3 = None
    ext = _Ext(_load("vop2"), encodings)
    for key in FILES:
        raw = _load(key)
        _check_keys(key, raw, {"encoding", "instruction", "notes", "example"})
        enc = _encoding(key, raw)
        encodings[key] = enc
        notes[key] = list(raw.get("notes", []))
        if "promote" in raw["encoding"]:  # the encoding the e64 forms are promoted into (VOP3)
            vop3 = enc
            promote = raw["encoding"]["promote"]
        for entry in raw.get("instruction", []):
            out.extend(_entry(key, enc, vop3, promote, entry, ext))
    return encodings, out


class _Ext:
    """The SDWA/DPP encodings of the families (gcnls/valu_ext.py), made as instructions need them."""

    def __init__(self, vop2_raw: dict, encodings: dict[str, Encoding]):
        self.raw, self.encodings = vop2_raw, encodings

    def encoding(self, enc: Encoding, form: str) -> Encoding:
        key = f"{enc.key}_{form}"
        if key not in self.encodings:
            self.encodings[key] = valu_ext.encodings(self.raw, {enc.key: enc}, enc.rules,
                                                     self.encodings.get("vop3"))[enc.key, form]
        return self.encodings[key]


@cache
def _dpp_unread(gen: str) -> frozenset[str]:
    """The VOP1/VOP2 mnemonics whose DPP controls llvm-mc does not read on ``gen``
    (isa/later_forms.toml: none of their generations has a DPP form)."""
    return frozenset(_load("later_forms")["dpp_controls_not_read"].get(gen, ()))


def _entry(key: str, enc: Encoding, vop3: Encoding, promote: dict, entry: dict, ext: _Ext) -> list[Instruction]:
    name = entry["name"]
    where = f"{key}:{name}"
    _check_keys(where, entry, _ENTRY_KEYS)
    forms = entry.get("forms", {})
    opcode = entry.get("opcode", {})
    opcode_e64 = entry.get("opcode_e64", {})
    is_vop3 = enc.size == 8  # VOP3, VOP3P: the file's own word is the e64 form
    # Another spelling of an instruction there: llvm-mc prints that one's name (v_add_co_u32
    # on gfx6/gfx7 is v_add_i32).
    aliases = dict(entry.get("spelling_of", {}))
    notes = entry.get("notes", ())
    # Bytes the disassembler prints under another name: this spelling only assembles there.
    assemble_only = set(entry.get("disassembles_as", {}))
    # VOP3-encoded there, yet llvm-mc wants the _e32 spelling (v_readlane_b32 on gfx8/gfx9).
    e32_spelled = set(entry.get("e32_suffix", ()))
    # (form, encoding, operands, modifiers, printed, lds_direct, suffixes) -> {generation: opcode}
    groups: dict[tuple, dict[str, int]] = {}
    for gen in GENERATIONS:
        has = {f for f in FORMS if gen in forms.get(f, ())}
        lds = _per_gen(entry.get("lds_direct"), gen, ())
        for form in sorted(has):
            if form in valu_ext.FORMS:
                e_enc, op = ext.encoding(enc, form), opcode[gen]
                mods = _per_gen(entry.get(f"modifiers_{form}"), gen)
                ops = valu_ext.operands(form, _per_gen(entry.get("operands"), gen), mods)
                printed = aliases.get(gen, name)
                if ops and not (form == "sdwa" and valu_ext.unsuffixed(ext.raw, enc.name, gen)):
                    printed += f"_{form}"
                fp, sext, _ = _parsed_here(entry, gen, form, enc.name)
                key = (form, e_enc.key, ops, mods, printed, False, (f"_{form}",), gen in aliases, fp, sext,
                       valu_ext.elsewhere(entry, form, gen))
                groups.setdefault(key, {})[gen] = op
                continue
            if form == "e32" and not is_vop3:
                e_enc, op = enc, opcode[gen]
                ops = _per_gen(entry.get("operands"), gen)
                mods = ""
            else:
                e_enc = enc if is_vop3 else vop3
                if is_vop3:
                    op = opcode[gen]
                    ops = _per_gen(entry.get("operands"), gen)
                elif gen in opcode_e64:
                    op = opcode_e64[gen]
                    ops = _per_gen(entry.get("operands_e64"), gen) or _per_gen(entry.get("operands"), gen)
                else:
                    op = promote[enc.name][gen] + opcode[gen]
                    ops = _per_gen(entry.get("operands_e64"), gen)
                mods = _per_gen(entry.get("modifiers_e64"), gen)
            both = {"e32", "e64"} <= has and not is_vop3
            printed = aliases.get(gen, name)
            if both and ops:
                printed += f"_{form}"  # (v_nop prints bare in both forms)
            if both or form == "e32" and not is_vop3:
                suffixes = (f"_{form}",)
            elif gen in e32_spelled:
                suffixes = ("_e32",)
            else:
                suffixes = ("_e64",)
            alias = gen in aliases or gen in assemble_only
            if gen in aliases and form == "e64":
                # The other spelling's e64 is its VOP2 word promoted: SRC1 stays a VGPR.
                ops = " ".join(w.replace(":src_", ":vgpr_") if w.startswith("src1:") else w for w in ops.split())
            key = (form, e_enc.key, ops, mods, printed, form in lds, suffixes, alias,
                   *_parsed_here(entry, gen, form, enc.name))
            groups.setdefault(key, {})[gen] = op
    # The SDWA/DPP words llvm-mc parses for this mnemonic (its SDWA selects; DPP controls
    # wherever VOP1/VOP2 have a DPP encoding, measured: even v_ceil_f64_e32 ... row_shl:1).
    other_words = {}
    for g in ("gfx8", "gfx9"):
        words = {w for w in _per_gen(entry.get("modifiers_sdwa"), g).split() if w.endswith("_sel") or w == "dst_unused"}
        if enc.name in ("VOP1", "VOP2") and g in forms.get("e32", ()) and name not in _dpp_unread(g):
            words.add("dpp")
        if words:
            other_words[g] = frozenset(words)
    out = []
    encodings = {e.key: e for e in (enc, vop3, *(ext.encodings.get(f"{enc.key}_{f}") for f in valu_ext.FORMS)) if e}
    implicit = entry.get("implicit", {})
    e32_ops = entry.get("operands", "")
    e32_vcc = "_:vcc" in (" ".join(e32_ops.values()) if isinstance(e32_ops, dict) else e32_ops)
    for (form, ekey, ops, mods, printed, lds, suffixes, alias, fp_sources, sext_sources,
         elsewhere), opcodes in groups.items():
        e_enc = encodings[ekey]
        layout_fields = set().union(*(set(lay.fields) for lay in e_enc.layouts.values()))
        words = mods.split()
        source_mods: dict[int, set[str]] = {}
        for w in words:
            m, _, field = w.partition(":")
            if m in _SOURCE_MODS and field:
                source_mods.setdefault(int(field[3:]), set()).add(m)
        if form == "e32" and "literal" in layout_fields:
            source_mods.setdefault(0, set()).add("literal")
        if lds:
            source_mods.setdefault(0, set()).add("lds_direct")
        operands = _operands(where, ops, layout_fields, source_mods, fp_sources, sext_sources)
        if alias and ops.split().count("_:vcc") == 2:
            # v_add_co_u32_e32 on gfx6/gfx7 names the carry-in vcc v_add_i32 has not: printed without it.
            last = max(i for i, op in enumerate(operands) if op.field == "_")
            operands = operands[:last] + (OperandSpec("_", "vcc", 1, 0, frozenset({"silent"})),) + operands[last + 1:]
        # llvm-mc's order: op_sel first (its entry count is the instruction's: op_sel:4).
        op_sel = max((int(w[7:]) for w in words if w.startswith("op_sel:")), default=0)
        counted = {w.partition(":")[0] for w in words if w.partition(":")[2].isdigit()}
        if form in valu_ext.FORMS:
            modifiers = valu_ext.modifiers(form, mods)
        elif "high" in words:
            # (interpolation: llvm-mc reads high, clamp, omod, then op_sel, the data's order)
            modifiers = tuple(w.partition(":")[0] for w in words
                              if w in e_enc.modifiers or w.partition(":")[0] in counted & set(opsel.names()))
        else:
            modifiers = tuple(n for n in opsel.names() if n in counted) + tuple(m for m in words if m in e_enc.modifiers)
        fields = [op.field for op in operands if op.field != "_"]
        writes = [f for f in fields if f in ("vdst", "sdst")]
        reads = [f for f in fields if f not in writes]
        imp_reads = [r.lower() for r in implicit.get("reads", ())]
        imp_writes = [w.lower() for w in implicit.get("writes", ())]
        if form == "e64" and e32_vcc:
            # The e32 form's implicit VCC is an SGPR-pair operand (or nothing) in e64.
            imp_reads = [r for r in imp_reads if r != "vcc"]
            imp_writes = [w for w in imp_writes if w != "vcc"]
        out.append(Instruction(
            name=name, encoding=e_enc, opcodes=dict(opcodes), operands=operands, modifiers=modifiers,
            description=entry.get("description", "").strip(), operation=entry.get("operation", "").strip(),
            notes=tuple(notes), reads=tuple(dict.fromkeys(reads + imp_reads + ["exec"])),
            writes=tuple(dict.fromkeys(writes + imp_writes)), form=form,
            printed=printed if printed != name else "", suffixes=suffixes,
            alias=alias, family=enc.name, elsewhere=elsewhere, op_sel=op_sel, other_words=other_words,
            op_sel_unused=tuple(entry.get("op_sel_unused", ())) if op_sel else (),
            requires=(dpp.CTRL,) if form == "dpp" else (),
            processors=_processors(entry)))
    return out


def _processors(entry: dict) -> dict[str, tuple[str, ...]]:
    """Generation -> the processors that have the instruction, where not all of them do:
    those with its ``feature`` (targets.toml), else the probed ones it lists."""
    feature = entry.get("feature")
    if feature is None:
        return {g: tuple(p) for g, p in entry.get("processors", {}).items()}
    procs = _load("targets")["processor"]
    return {g: tuple(n for n, t in procs.items() if t["generation"] == g and feature in t.get("features", ()))
            for g in entry.get("processors", {})}
