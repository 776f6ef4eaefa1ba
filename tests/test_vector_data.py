"""The inert vector-ALU data (isa/vop*.toml, isa/vintrp.toml) against the live llvm-mc 22.

Each run re-verifies every [[example]] line and a deterministic sample of instructions per
file and generation (opcode of every form, operand fields, forms refused, modifiers,
processors): tools/probe_vop.py check does the work. GCNLS_FULL=1 checks every instruction.
"""
import hashlib
import importlib.util
import os
import re
import tomllib

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = ["vop2.toml", "vop1.toml", "vopc.toml", "vop3.toml", "vop3p.toml", "vintrp.toml"]
PER_GEN = 6          # sampled instructions per file and generation
KINDS = re.compile(r"^(v1|v2|v4|s1|s2|vcc|attr|interp_param|"
                   r"(src|vgpr|ssrc)_(f16|f32|f64|i16|u16|b16|i32|u32|b32|i64|u64|b64|"
                   r"v2f16|v2i16|v2u16|v2b16|v4i8|v4u8|v8i4|v8u4|fmix|b128)|literal_(f16|f32))$")


def _probe():
    spec = importlib.util.spec_from_file_location("probe_vop", os.path.join(ROOT, "tools", "probe_vop.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _load(fn):
    with open(os.path.join(ROOT, "isa", fn), "rb") as f:
        return tomllib.load(f)


def _sample(path):
    """name, gen -> checked? Deterministic: the PER_GEN names per generation with the
    smallest sha1 of the name (every name with GCNLS_FULL=1)."""
    if os.environ.get("GCNLS_FULL"):
        return None
    d = tomllib.load(open(path, "rb"))
    pick = {}
    for gen in ("gfx6", "gfx7", "gfx8", "gfx9"):
        names = [i["name"] for i in d["instruction"]
                 if any(gen in g for g in i.get("forms", {}).values())]
        names.sort(key=lambda n: hashlib.sha1(n.encode()).hexdigest())
        pick[gen] = set(names[:PER_GEN])
        # one name absent on this generation, to test the refusal
        absent = sorted((i["name"] for i in d["instruction"]
                         if not any(gen in g for g in i.get("forms", {}).values())),
                        key=lambda n: hashlib.sha1(n.encode()).hexdigest())
        pick[gen] |= set(absent[:1])
    return lambda name, gen: name in pick[gen]


@pytest.mark.parametrize("fn", FILES)
def test_file_is_well_formed(fn):
    d = _load(fn)
    names = [i["name"] for i in d["instruction"]]
    assert names and len(names) == len(set(names)), "duplicate or no instructions"
    fam = d["encoding"]["name"]
    seen = {}
    for ins in d["instruction"]:
        assert ins["description"].strip()
        gens = {g for v in ins["forms"].values() for g in v}
        assert gens, ins["name"]
        for key in ("operands", "operands_e64"):
            val = ins.get(key, "")
            for s in (val.values() if isinstance(val, dict) else [val]):
                for op in s.split():
                    fieldname, kind = op.split(":")
                    assert KINDS.match(kind), (ins["name"], op)
        # one opcode, one instruction per processor; llvm-mc's other spellings are exempt
        alias = any("another spelling" in n or "Same encoding as" in n for n in ins.get("notes", []))
        for gen, op in ins["opcode"].items():
            procs = ins.get("processors", {}).get(gen, ["*"])
            for cpu in ([] if alias else procs):
                other = seen.setdefault((gen, op, cpu), ins["name"])
                assert other == ins["name"], (fam, gen, hex(op), other, ins["name"])
                if cpu != "*":
                    other = seen.get((gen, op, "*"), ins["name"])
                    assert other == ins["name"], (fam, gen, hex(op), other, ins["name"])


def test_promote_rule_is_in_one_place():
    vop3 = _load("vop3.toml")["encoding"]["promote"]
    assert vop3["VOP2"] == {"gfx6": 0x100, "gfx7": 0x100, "gfx8": 0x100, "gfx9": 0x100}
    assert vop3["VOP1"] == {"gfx6": 0x180, "gfx7": 0x180, "gfx8": 0x140, "gfx9": 0x140}
    for fn in FILES:
        if fn != "vop3.toml":
            assert "promote" not in _load(fn)["encoding"]


@pytest.mark.parametrize("fn", FILES)
def test_file_agrees_with_llvm_mc(fn, llvm_mc):
    probe = _probe()
    probe.LLVM_MC = llvm_mc
    path = os.path.join(ROOT, "isa", fn)
    problems, counts = probe.check_file(path, _sample(path))
    assert counts["lines"] > 0 and counts["instructions"] > 0
    assert not problems, "\n".join(problems[:20])
