"""Forms of later generations (gfx10+) that llvm-mc 22's matcher also tries on a GCN 1.0-1.4
target, for what it then says about a vector line no form of this generation takes.

llvm-mc matches the operands against every generation's entries of the mnemonic: one that
fits makes the line "operands are not valid for this GPU or mode"; otherwise it reports the
furthest failing operand of the last group of entries it tried (e64 after e32; the VOP3 DPP
entries after all). Compares are modelled here (measured on the generated vector lines,
tests/test_vector_differential.py). Those that write EXEC: from gfx10 on they have no
SGPR-pair destination, so llvm-mc reads ``v_cmpx_eq_f32 v1, s2`` as gfx10's e64 form, and
16/32-bit ones have a VOP3 DPP form (gfx11+: a VGPR src0, no clamp), the last group tried.
The shapes are derived from this generation's e64 form: its sources without the
destination, taking a literal (gfx10's VOP3 does) and no clamp; isa/later_forms.toml names
the compares without them. The other 16/32-bit compares have gfx11's VOP3 DPP form with
their SGPR-pair destination, which decides llvm-mc's answer the same way. Also in
isa/later_forms.toml: the 64-bit (and 16-bit) operations whose later DPP entries make
llvm-mc blame SRC0 for a failure after it (src0_blamed).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from .diagnostics import AsmError
from .operands import RegOp, SrcOp


def exec_compare(inst) -> bool:
    """An e64 compare that writes EXEC through an SGPR-pair destination (GCN 1.0-1.4)."""
    ops = inst.operands
    return inst.form == "e64" and "exec" in inst.writes and bool(ops) and ops[0].kind == "s"


def compare(inst) -> bool:
    """An e64 compare with an SGPR-pair destination (VOPC promoted)."""
    ops = inst.operands
    return inst.form == "e64" and bool(ops) and ops[0].kind == "s" and inst.family == "VOPC"


def _wide_spec(spec) -> bool:
    return spec.width > 1 or spec.kind.endswith("64")


def _wide(inst) -> bool:
    return any(_wide_spec(s) for s in inst.operands[1:])


@cache
def _exceptions() -> dict[str, frozenset[str]]:
    from .isa import _load

    return {k: frozenset(v) for k, v in _load("later_forms")["exec_compares"].items()}


@cache
def _sdwa_last() -> frozenset[str]:
    from .isa import _load

    return frozenset(_load("later_forms")["compares"]["sdwa_last"]) | _exceptions()["no_dpp"]


@cache
def _src0_blamed() -> dict[str, bool]:
    """mnemonic -> whether llvm-mc blames SRC0 even when it is a VGPR."""
    from .isa import _load

    table = _load("later_forms")["src0_blamed"]
    return {**{m: False for m in table["non_vgpr"]}, **{m: True for m in table["always"]}}


@cache
def _vop3_dpp() -> frozenset[str]:
    from .isa import _load

    return frozenset(_load("later_forms")["vop3_dpp"]["names"])


def vop3_dpp(name: str) -> bool:
    """Whether llvm-mc's matcher holds gfx11/gfx12 VOP3 DPP entries of ``name`` (the last
    entries it tries on an unsuffixed line: they fail where the e64 form fails)."""
    return name in _vop3_dpp()


@cache
def _vop3_dpp_form(inst):
    """The operands of gfx11/gfx12's VOP3 DPP entries of ``inst`` (an e64 form) before the
    DPP control: its e64 operands and modifiers, SRC0 a VGPR, the other sources (VGPR-only
    ones too) a VGPR, SGPR or inline constant, which is what gfx9's SDWA source kinds take (their operand classes
    refuse a literal while matching), and lds_direct (refused only after a match)."""
    from . import kinds

    specs = []
    for k, s in enumerate(inst.operands):
        kind = s.kind
        if s.field.startswith("src") and kind.startswith(("src_", "vgpr_")):
            kind = ("vgpr_" if s.field == "src0" else "sdwa_") + kind.split("_", 1)[1]
            if kind not in kinds.names():
                return None  # (a 64-bit source: not modelled, the measured rule decides)
            s = replace(s, kind=kind, mods=s.mods - {"literal"} | {"lds_direct"})
        specs.append(s)
    return replace(inst, operands=tuple(specs), elsewhere=frozenset())


def vop3_dpp_entries(on_gen, operands, gen, rf, mn, encode, plan_of, failure_index):
    """How gfx11/gfx12's VOP3 DPP entries (the last group llvm-mc tries on an unsuffixed line
    of a [vop3_dpp] mnemonic) take a line: they read the e64 operands and modifiers (as
    _vop3_dpp_form has them), then a DPP control and its masks.

    None: nothing to say (no e64 form; a 64-bit SRC0, which they never take on GCN:
    blamed_src0). True: they fit, so the line is "operands are not valid for this GPU or
    mode". (index, error, True): their failure on a line with a DPP control. (index, error,
    False): on a line without one, the source they refuse (a non-VGPR SRC0, a literal): the
    furthest they get there (their failure after that, assembler._answer)."""
    from . import dpp
    from .operands import NamedOp

    inst = next((i for i in on_gen if i.form == "e64"), None)
    if inst is None:
        return None
    at = next((k for k, op in enumerate(operands) if isinstance(op, NamedOp) and op.name == dpp.CTRL), None)
    if any(s.field == "src0" and _wide_spec(s) for s in inst.operands):
        return None if at is not None else _wide_src0(inst, operands, gen, rf, mn, encode, plan_of, failure_index)
    if not vop3_dpp(inst.name):
        return None
    k0 = next((k for k, s in enumerate(inst.operands) if s.field == "src0"), None)
    if at is None and k0 is not None and k0 < len(operands):
        # (SRC0 a VGPR, whatever the kind: VOP3P's too; neg and abs taken, not sext)
        op = operands[k0]
        reg = op.inner if isinstance(op, SrcOp) and not op.sext else op
        if not (isinstance(reg, RegOp) and reg.reg.kind == "v"):
            return k0 + 1, AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end), False
    form = _vop3_dpp_form(inst)
    if form is None:
        return None
    head = operands if at is None else operands[:at]
    try:
        encode(plan_of(form, gen), head, rf, mn)
    except AsmError as e:
        final = getattr(e, "final", False)
        if at is not None and not final:
            return failure_index(e, head), e, True
        if at is None and not final and e.diagnostic.code != "too-few-operands":
            k = failure_index(e, head)
            if 0 < k <= len(head) and not isinstance(head[k - 1], NamedOp):
                return k, e, False  # (a source: the e64 form's own modifiers decide the rest)
    if at is None:
        return None
    after = (*dpp.MASKS, dpp.BOUND_CTRL)  # (each at most once, in this order)
    rank = -1
    for k in range(at + 1, len(operands)):
        op = operands[k]
        name = op.name if isinstance(op, NamedOp) else None
        if name not in after or after.index(name) <= rank:
            return k + 1, AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end), True
        rank = after.index(name)
    return True


@cache
def _narrow_src0(inst):
    """The later DPP entries of a 64-bit operation as llvm-mc 22 matches them on GCN: their
    SRC0 takes a 32-bit VGPR (only), the other sources as the e64 form's without a literal;
    gfx1251's VOP3 DPP ones ([vop3_dpp]) take its modifiers, gfx90a's DPP ones none."""
    specs = []
    for s in inst.operands:
        if s.field.startswith("src"):
            mods = s.mods - {"literal", "lds_direct"}
            if s.field == "src0":
                s = replace(s, kind="vgpr_f32" if "f" in s.kind.rsplit("_", 1)[-1] else "vgpr_b32", width=1, mods=mods)
            else:
                s = replace(s, mods=mods)
        specs.append(s)
    return replace(inst, operands=tuple(specs), modifiers=inst.modifiers if vop3_dpp(inst.name) else (),
                   elsewhere=frozenset())


def _wide_src0(inst, operands, gen, rf, mn, encode, plan_of, failure_index):
    """A 64-bit operation's later DPP entries ([src0_blamed] always) on a line without a DPP
    control: where a 32-bit VGPR SRC0 and the rest fit them, only the DPP8 control is missing
    ("too few operands for instruction"); where they fail after SRC0, that failure is the
    answer; else None (they fail at SRC0: blamed_src0)."""
    if not _src0_blamed().get(inst.name):
        return None
    at = next((k for k, s in enumerate(inst.operands) if s.field == "src0"), None)
    try:
        encode(plan_of(_narrow_src0(inst), gen), operands, rf, mn)
    except AsmError as e:
        final = getattr(e, "final", False)
        if final and e.diagnostic.code == "literal":  # (their source classes refuse one)
            e = AsmError("invalid-operand", "invalid operand for instruction", e.diagnostic.start, e.diagnostic.end)
        elif final:
            return 0, AsmError("too-few-operands", "too few operands for instruction", mn.start, mn.end), True
        k = failure_index(e, operands)
        if at is None or k <= at + 1 or e.diagnostic.code == "too-few-operands":
            return None
        return k, e, True
    return 0, AsmError("too-few-operands", "too few operands for instruction", mn.start, mn.end), True


@cache
def _wave32_carry() -> frozenset[str]:
    from .isa import _load

    return frozenset(_load("later_forms")["wave32_carry"]["names"])


def wave32_slots(plan) -> frozenset[int]:
    """The operand slots of an e32 carry add where llvm-mc 22 also matches gfx10's wave32
    spelling vcc_lo for vcc (isa/later_forms.toml [wave32_carry]): both vcc words of a
    form with a carry-in, else the carry-in word of gfx6/gfx7's spelling (the one gcnls
    reads and drops, "silent")."""
    inst = plan.inst
    if inst.form != "e32" or inst.name not in _wave32_carry():
        return frozenset()
    slots = [i for i, spec in enumerate(plan.specs) if spec.field == "_"]
    if slots and "silent" in plan.specs[slots[-1]].mods:
        return frozenset(slots[-1:])
    return frozenset(slots) if len(slots) == 2 else frozenset()


@cache
def gfx10_dpp(inst):
    """gfx10's DPP form of ``inst`` (an e64 form, isa/later_forms.toml [gfx10_dpp]; else
    None), up to its control: the e64 operands with VGPR sources and no modifier."""
    from .isa import _load

    if inst.form != "e64" or inst.name not in _load("later_forms")["gfx10_dpp"]["names"]:
        return None
    specs = tuple(replace(s, kind="vgpr_" + s.kind.split("_", 1)[1], mods=s.mods - {"literal", "lds_direct"})
                  if s.field.startswith("src") and "_" in s.kind else s for s in inst.operands)
    return replace(inst, operands=specs, modifiers=(), elsewhere=frozenset())


@cache
def _e64_clamp() -> frozenset[str]:
    from .isa import _load

    return frozenset(_load("later_forms")["e64_clamp"]["names"])


@cache
def _e64_sext() -> frozenset[str]:
    from .isa import _load

    return frozenset(_load("later_forms")["e64_sext"]["names"])


@cache
def later_e64(inst):
    """gfx10's e64 form of ``inst`` where it takes what ``inst`` does not (else None): clamp
    (isa/later_forms.toml [e64_clamp]), or sext(x) on the integer SRC1 and a literal in any
    source ([e64_sext]). llvm-mc matches it with the e64 entries, so a line it fits is
    "operands are not valid for this GPU or mode"."""
    if inst.form != "e64":
        return None
    if inst.name in _e64_sext():
        specs = tuple(replace(s, mods=s.mods | {"literal"}) if s.field.startswith("src") else s
                      for s in inst.operands)
        # (SRC1 a 32-bit integer that takes sext(x) of a register; a symbol no more than the
        # 16-bit source of GCN's entry takes one: measured, also on gfx1010)
        specs = tuple(replace(s, kind="src_i32", mods=s.mods | {"sext", "no_symbol"}) if s.field == "src1" else s
                      for s in specs)
        return replace(inst, operands=specs, elsewhere=frozenset())
    if "clamp" in inst.modifiers or inst.name not in _e64_clamp():
        return None
    return replace(inst, modifiers=("clamp", *inst.modifiers), elsewhere=frozenset())


def blamed_src0(error: AsmError, variants, forced, operands, gen, failure_index) -> AsmError:
    """``error``, moved to SRC0 where later generations' DPP entries of the mnemonic make
    llvm-mc report a matching failure after SRC0 there (isa/later_forms.toml)."""
    if forced is not None or error.diagnostic.code != "invalid-operand" or not variants:
        return error
    blamed = _src0_blamed()
    inst = next((i for i in variants if i.on(gen) and i.name in blamed), None)
    if inst is None:
        return error
    at = next((k for k, s in enumerate(inst.operands) if s.field == "src0"), None)
    if at is None or at >= len(operands) or failure_index(error, operands) <= at + 1:  # (1-based)
        return error
    op = operands[at]
    if not blamed[inst.name] and isinstance(op, RegOp) and op.reg.kind == "v":
        return error
    return AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end)


@cache
def sdwa_without_sdst(inst):
    """gfx10's SDWA form of a compare that writes EXEC, from gfx9's (``inst``; else None):
    no SDST, its sources and selects as gfx9's (whose classes ask the target: VGPRs only on
    GCN 1.2). llvm-mc matches it with gfx9's SDWA entries, so ``v_cmpx_eq_f32_sdwa v1, v2``
    is "operands are not valid for this GPU or mode" and ``..._sdwa s2, v1, v1`` fails at
    the third operand."""
    ops = inst.operands
    if (inst.form != "sdwa" or "exec" not in inst.writes or not ops or ops[0].field != "sdst"
            or inst.name in _exceptions()["none"]):
        return None
    return replace(inst, operands=ops[1:], elsewhere=frozenset())


@cache
def shapes(inst):
    """(gfx10's e64 form without a destination or None, gfx11's VOP3 DPP form or None)."""
    if inst.name in _exceptions()["none"]:
        return None, None
    sources = tuple(replace(s, mods=(s.mods - {"lds_direct"}) | {"literal"}) for s in inst.operands[1:])
    no_sdst = replace(inst, operands=sources, modifiers=(), elsewhere=frozenset())
    if (any(s.width > 1 or s.kind.endswith("64") for s in sources) or len(sources) != 2
            or inst.name in _exceptions()["no_dpp"]):
        return no_sdst, None
    src0, src1 = (replace(s, mods=s.mods - {"literal"}) for s in sources)
    src0 = replace(src0, kind="vgpr_" + src0.kind.split("_", 1)[1])
    return no_sdst, replace(inst, operands=(src0, src1), modifiers=(), elsewhere=frozenset())


def _compare_dpp(inst, variants):
    """gfx11's VOP3 DPP form of a 16/32-bit compare that writes an SGPR pair (wave64): its
    e64 operands with a VGPR SRC0 and no literal, clamp where some generation's e64 form
    takes one (the float compares)."""
    sdst, src0, src1 = inst.operands
    src0 = replace(src0, kind="vgpr_" + src0.kind.split("_", 1)[1])
    src0 = replace(src0, mods=src0.mods - {"literal", "lds_direct"})
    src1 = replace(src1, mods=src1.mods - {"literal", "lds_direct"})
    clamp = any("clamp" in i.modifiers for i in variants if i.form == "e64")
    return replace(inst, operands=(sdst, src0, src1), modifiers=("clamp",) if clamp else (), elsewhere=frozenset())


def answer(variants, forced, operands, failures, gen, rf, mn, encode, plan_of, failure_index):
    """llvm-mc's error for a line no form of ``gen`` took, where the newer forms decide it
    (None: they do not). ``failures``: (form, operand index, error, on this generation)."""
    if forced not in (None, "_e64"):
        return None
    inst = next((i for i in variants if i.on(gen) and exec_compare(i)), None)
    if inst is None:
        wide = next((i for i in variants if i.on(gen) and compare(i) and _wide(i)), None)
        if wide is not None:
            # (a 64-bit compare has no SDWA or DPP form anywhere: the e64 entries are the
            # last llvm-mc tries, and it reports their furthest failure)
            return _furthest_e64(failures)
        cmp = next((i for i in variants if i.on(gen) and compare(i)), None)
        if cmp is None or forced is not None:
            return None
        if not any(i.on("gfx8") or i.on("gfx9") for i in variants):
            return _furthest_e64(failures)  # (no later form: GCN 1.0/1.1's v_cmps_*)
        if cmp.name in _sdwa_last():
            return None  # (the SDWA entries are the last llvm-mc tries: assembler._answer)
        dpp = _compare_dpp(cmp, variants)
        if dpp is None:
            return None
        try:
            encode(plan_of(dpp, gen), operands, rf, mn)
        except AsmError as e:
            if not getattr(e, "final", False):
                return e  # (gfx11's VOP3 DPP entries: the last llvm-mc tries)
        return None
    no_sdst, dpp = shapes(inst)
    if no_sdst is None:
        return None
    late = None
    for shape in (no_sdst, dpp if forced is None else None):
        if shape is None:
            continue
        if shape is dpp:
            # (its sources' operand classes refuse a literal while matching: before an
            # operand too many, unlike the e64 forms' check after the match)
            try:
                encode(plan_of(shape, gen), operands[:2], rf, mn)
            except AsmError as e:
                if getattr(e, "final", False) and e.diagnostic.code == "literal":
                    return AsmError("invalid-operand", "invalid operand for instruction",
                                    e.diagnostic.start, e.diagnostic.end)
        try:
            encode(plan_of(shape, gen), operands, rf, mn)
        except AsmError as e:
            if not getattr(e, "final", False):
                late = (failure_index(e, operands), e)
                continue
        return AsmError("wrong-mode", "operands are not valid for this GPU or mode", mn.start, mn.end)
    if forced is None and dpp is not None:
        return late[1]  # (the VOP3 DPP entries are the last llvm-mc tries)
    if forced is None and inst.name in _sdwa_last():
        return None  # (the SDWA entries are: assembler._answer)
    # (the VOP3 entries are: the furthest failure among this generation's e64 and gfx10's)
    best = _furthest_e64(failures, with_index=True)
    if best is not None and best[1] >= late[0]:
        return best[2]
    return late[1]


def _furthest_e64(failures, with_index: bool = False):
    own = [f for f in failures if f[0] == "e64" and f[3]]
    best = max(own, key=lambda f: f[1], default=None)
    if with_index or best is None:
        return best
    return best[2]
