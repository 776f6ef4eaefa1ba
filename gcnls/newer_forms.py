"""Forms of later generations (gfx10+) that llvm-mc 22's matcher also tries on a GCN 1.0-1.4
target, for what it then says about a vector line no form of this generation takes.

llvm-mc matches the operands against every generation's entries of the mnemonic: one that
fits makes the line "operands are not valid for this GPU or mode"; otherwise it reports the
furthest failing operand of the last group of entries it tried (e64 after e32; the VOP3 DPP
entries after all). Only compares that write EXEC are modelled here (measured on the
generated vector lines, tests/test_vector_differential.py): from gfx10 on they have no
SGPR-pair destination, so llvm-mc reads ``v_cmpx_eq_f32 v1, s2`` as gfx10's e64 form, and
16/32-bit ones have a VOP3 DPP form (gfx11+: a VGPR src0, no clamp), the last group tried.
The shapes are derived from this generation's e64 form: its sources without the
destination, taking a literal (gfx10's VOP3 does) and no clamp; isa/later_forms.toml names
the compares without them.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from .diagnostics import AsmError


def exec_compare(inst) -> bool:
    """An e64 compare that writes EXEC through an SGPR-pair destination (GCN 1.0-1.4)."""
    ops = inst.operands
    return inst.form == "e64" and "exec" in inst.writes and bool(ops) and ops[0].kind == "s"


def compare(inst) -> bool:
    """An e64 compare with an SGPR-pair destination (VOPC promoted)."""
    ops = inst.operands
    return inst.form == "e64" and bool(ops) and ops[0].kind == "s" and inst.family == "VOPC"


def _wide(inst) -> bool:
    return any(s.width > 1 or s.kind.endswith("64") for s in inst.operands[1:])


@cache
def _exceptions() -> dict[str, frozenset[str]]:
    from .isa import _load

    return {k: frozenset(v) for k, v in _load("later_forms")["exec_compares"].items()}


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
