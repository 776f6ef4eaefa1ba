"""The SDWA and DPP forms (gfx8/gfx9) of the VOP1, VOP2 and VOPC instructions.

Their encodings are derived, not written twice: the family's own first dword with its
SRC0 field fixed to the form's code (``ext``, 0xf9 SDWA / 0xfa DPP), followed by the
second dword of vop2.toml's ``[encoding.sdwa]`` / ``[encoding.dpp]``. A source's per-source
bits there (``src0_neg``, ``src1_neg``, ...) are also gathered into one split field per
modifier (``neg``: bit i = source i), the shape the vector source kinds write, as they
write VOP3's. An instruction's syntax in these forms is its e32 syntax with each source
retyped (gcnls/kinds/dpp_sdwa.py) and the form's modifiers (``modifiers_sdwa``,
``modifiers_dpp``) after it.
"""

from __future__ import annotations

import re
from functools import cache

from . import dpp, sdwa
from .isa import Encoding, Layout, ModifierSpec, _parse_layout

FORMS = ("sdwa", "dpp")
TRY_ORDER = ("e32", "e64", *FORMS)  # the order in which llvm-mc tries a vector mnemonic's forms
EXT_FIELD = "ext"  # the first dword's SRC0 field, holding the form's code
# Per-source bits of the second dword gathered by modifier: src0_neg, src1_neg -> neg.
_PER_SOURCE = re.compile(r"^src(\d)_(neg|abs|sext)$|^s(\d)$")
# The modifiers of each form, in llvm-mc's order (the data lists which one an instruction takes).
_ORDER = {"sdwa": ("clamp", "omod", *sdwa.selects()), "dpp": (dpp.CTRL, *dpp.MASKS, dpp.BOUND_CTRL)}


def _second_dword(table: dict, gen: str) -> Layout:
    lay = table["layout"][gen]
    if "same_as" in lay:
        lay = table["layout"][lay["same_as"]]
    return _parse_layout(f"vop2.encoding.layout.{gen}", lay)


def _layout(first: Layout, second: Layout) -> Layout:
    fields = {(EXT_FIELD if name == "src0" else name): rng for name, rng in first.fields.items() if rng[1] < 32}
    fields.update(second.fields)
    groups: dict[str, list[tuple[int, tuple[int, int]]]] = {}
    for name, rng in second.fields.items():
        m = _PER_SOURCE.match(name)
        if m:
            index, what = (int(m.group(1)), m.group(2)) if m.group(1) else (int(m.group(3)), "s")
            groups.setdefault(what, []).append((index, rng))
    parts = {}
    for what, members in groups.items():
        ranges = tuple(rng for _, rng in sorted(members))
        fields[what] = (min(lo for lo, _ in ranges), max(hi for _, hi in ranges))
        parts[what] = ranges
    return Layout(fields, dict(first.fixed), parts)


def encodings(vop2_raw: dict, families: dict[str, Encoding], rules: tuple[str, ...],
              vop3: Encoding | None = None) -> dict[tuple[str, str], Encoding]:
    """(family file, form) -> the derived encoding, for the families and generations that
    have the form (``vop3``: whose modifiers clamp/omod these share, as written)."""
    out = {}
    for form in FORMS:
        table = vop2_raw["encoding"][form]
        code = table["src0_code"]
        for key, fam in families.items():
            layouts = {}
            for gen in table["layout"]:
                if gen in fam.layouts:
                    lay = _layout(fam.layouts[gen], _second_dword(table, gen))
                    lay.fixed[EXT_FIELD] = code
                    layouts[gen] = lay
            modifiers = {}
            for name in _ORDER[form]:
                gens = frozenset(g for g, lay in layouts.items() if name in lay.fields)
                if gens:
                    like = vop3.modifiers.get(name) if vop3 is not None else None
                    modifiers[name] = ModifierSpec(name, name, gens, None, "", "keyword", like.syntax if like else "")
            out[key, form] = Encoding(f"{key}_{form}", f"{fam.name}_{form.upper()}", fam.size + 4,
                                      f"{fam.name} in the {form.upper()} form: {fam.description}", layouts,
                                      modifiers, {}, (f"{form}_form", *rules),
                                      tuple(table.get("decode_zero", ())),
                                      {g: lay.match_mask(lay.fixed) for g, lay in layouts.items()},
                                      refines=key)
    return out


def unsuffixed(vop2_raw: dict, family: str, gen: str) -> bool:
    """Does llvm-mc print this family's SDWA form without the _sdwa suffix on ``gen``?"""
    return gen in vop2_raw["encoding"]["sdwa"].get("unsuffixed", {}).get(family, ())


def operands(form: str, e32: str, modifiers: str) -> str:
    """The form's syntax from the e32 one: sources retyped (a VGPR-only source where the
    form takes no SGPR there), the unencoded vcc of a gfx9 SDWA compare made its sdst."""
    taken = set(modifiers.split())
    out = []
    ordinal = 0
    for item in e32.split():
        fname, _, kind = item.partition(":")
        if fname == "_" and kind == "vcc" and "sdst" in taken and ordinal == 0:
            out.append("sdst:sdwa_sdst")
            continue
        if fname.startswith(("src", "vsrc")) and "_" in kind:
            prefix, _, type_ = kind.partition("_")
            if prefix in ("src", "vgpr"):
                if form == "dpp":
                    # (llvm-mc takes, prints and drops sext(x) on v_ldexp_f16's DPP exponent)
                    kind = f"sdwa_vgpr_{type_}" if f"sext:src{ordinal}" in taken else f"vgpr_{type_}"
                else:
                    kind = f"sdwa_{type_}" if f"sgpr:src{ordinal}" in taken else f"sdwa_vgpr_{type_}"
            ordinal += 1
        out.append(f"{fname}:{kind}")
    return " ".join(out)


def modifiers(form: str, text: str) -> tuple[str, ...]:
    """The form's modifiers an instruction takes, in llvm-mc's order."""
    words = set(text.split())
    return tuple(m for m in _ORDER[form] if m in words)


def misfit_on(inst, operands: list, gen: str, here=()):
    """Where llvm-mc's matcher refuses ``operands`` for ``inst`` (another generation's SDWA
    form) on ``gen`` before its own checks: None where it does not, else the operand
    (its index in the line and the operand) or True (the form as a whole). Its SDWA
    source classes ask the target (SGPRs and constants only where the form has ``s`` bits,
    gfx9; nothing at all without SDWA, GCN 1.0/1.1: the first source written); a gfx8 SDWA
    compare's clamp matches on gfx9 only
    for compares whose e64 form takes clamp there (``here``: ``gen``'s forms; measured)."""
    if inst.form != "sdwa":
        return None
    from . import kinds
    from .kinds.dpp_sdwa import SdwaSource, _is_vgpr
    from .operands import SrcOp

    lay = inst.encoding.layouts.get(gen)
    if lay is None or "s" not in lay.fields:
        # (without SDWA, GCN 1.0/1.1, its sources take nothing at all)
        positional = [(i, op) for i, op in enumerate(operands) if type(op).__name__ != "NamedOp"]
        for spec, (i, op) in zip(inst.operands, positional):
            if isinstance(kinds.of(spec), SdwaSource) and (lay is None or not _is_vgpr(op)):
                while isinstance(op, SrcOp):
                    op = op.inner  # (llvm-mc points at the operand inside |x|, -x, neg(x))
                return i, op
        if lay is None:
            return True
    if any(getattr(op, "name", None) == "clamp" for op in operands):
        same = [i for i in here if i.form == "sdwa"]
        if same and all("clamp" not in i.elsewhere and "clamp" not in i.modifiers for i in same):
            return True
    return None

@cache
def read_on(inst, gen: str):
    """Another generation's SDWA form as llvm-mc's matcher reads it on ``gen``, whose SDWA
    sources take SGPRs and constants ("s" bits, gfx9): its source classes ask the target,
    so its VGPR-only sources take them too (gfx8's v_add_u32_sdwa v1, vcc, s2, v1 fits on
    gfx9: "operands are not valid for this GPU or mode"). None where nothing changes."""
    from dataclasses import replace

    lay = inst.encoding.layouts.get(gen)
    if inst.form != "sdwa" or gen in inst.generations or lay is None or "s" not in lay.fields:
        return None
    specs = tuple(replace(s, kind=s.kind.replace("sdwa_vgpr_", "sdwa_")) for s in inst.operands)
    if specs == inst.operands:
        return None
    opcodes = {**inst.opcodes, gen: inst.opcodes[inst.generations[0]]}
    return replace(inst, operands=specs, opcodes=opcodes)



def elsewhere(entry: dict, form: str, gen: str) -> frozenset[str]:
    """The form's modifiers on the other generations that it lacks on ``gen`` (gfx9 SDWA's
    omod, gfx8 SDWA compares' clamp): llvm-mc calls them another mode's, a clamp only where
    the e64 form takes one on ``gen`` (measured: float compares, not integer ones)."""
    def mods(g):
        value = entry.get(f"modifiers_{form}", "")
        return set(modifiers(form, value.get(g, "") if isinstance(value, dict) else value))

    forms = entry.get("forms", {}).get(form, ())
    out = set().union(*(mods(g) for g in forms if g != gen)) - mods(gen)
    e64 = entry.get("modifiers_e64", "")
    if "clamp" not in (e64.get(gen, "") if isinstance(e64, dict) else e64).split():
        out.discard("clamp")
    return frozenset(out)


@cache
def on_generation(form: str, gen: str) -> bool:
    """Does ``gen`` have the form at all (vop2.toml's layouts of its second dword)?"""
    from .isa import _load

    return gen in _load("vop2")["encoding"][form]["layout"]
