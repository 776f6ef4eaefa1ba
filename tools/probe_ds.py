#!/usr/bin/env python3
"""Probe LLVM's llvm-mc for facts about the DS (LDS/GDS) encoding.

Usage:
  probe_ds.py discover NAMES_FILE OUT.json   # operand widths + opcodes per generation
  probe_ds.py modifiers IN.json OUT.json     # which modifiers each mnemonic accepts
  probe_ds.py check [isa/ds.toml]            # verify ds.toml against llvm-mc

llvm-mc is run with an argument list (no shell) and a timeout.  Every probe
file holds many lines; llvm-mc reports errors per line, so one run answers
thousands of questions.
"""
import itertools
import json
import os
import re
import sys

from probelib import CPUS, layout
from probelib import run as _run

# The DS layout per generation comes from isa/ds.toml (probelib.layout).
OP_FIELD = {gen: layout("ds", gen).fields["op"] for gen in CPUS}
GDS_BIT = {gen: layout("ds", gen).fields["gds"][0] for gen in CPUS}
FIELDS = {name: layout("ds", "gfx9").fields[name] for name in ("addr", "data0", "data1", "vdst")}
# register base used for the n-th written operand
BASES = [10, 20, 30, 40]


def run(cpu, lines):
    """Assemble lines on cpu. Returns one result per line:
    ("ok", printed_text, int_value), ("err", message, column) or ("blank", "", 0)."""
    out = []
    for line, r in zip(lines, _run(cpu, lines)):
        if not r.ok:
            out.append(("err", r.error, r.column))
        elif not r.text:
            out.append(("blank", "", 0))
        else:
            out.append(("ok", r.text, r.value))
    return out


def field(val, lo, hi):
    return (val >> lo) & ((1 << (hi - lo + 1)) - 1)


def reg(base, width):
    return "v%d" % base if width == 1 else "v[%d:%d]" % (base, base + width - 1)


def templates(maxn=4):
    yield ()
    for n in range(1, maxn + 1):
        for ws in itertools.product((1, 2, 3, 4), repeat=n):
            yield ws


def discover(names):
    """For each mnemonic and generation: accepted width tuples, the fields the
    operands land in, and the opcode."""
    tmpl = list(templates())
    res = {}
    for gen, cpu in CPUS.items():
        lines, keys = [], []
        # every width combination, bare and with " gds" (some need it)
        for name in names:
            for ws in tmpl:
                ops = ", ".join(reg(BASES[i], w) for i, w in enumerate(ws))
                for sfx in ("", " gds"):
                    lines.append((name + " " + ops).strip() + sfx)
                    keys.append((name, ws, bool(sfx)))
        out = run(cpu, lines)
        bare_ok = {(k[0], k[1]) for k, r in zip(keys, out) if not k[2] and r[0] == "ok"}
        for (name, ws, g), r in zip(keys, out):
            ent = res.setdefault(name, {}).setdefault(gen, {"forms": [], "errors": {}})
            if g and (r[0] != "ok" or (name, ws) in bare_ok):
                continue   # gds variant only matters when the bare form fails
            if r[0] == "ok":
                val = r[2]
                lo, hi = OP_FIELD[gen]
                where = []
                for i, w in enumerate(ws):
                    f = [fn for fn, (a, b) in FIELDS.items() if field(val, a, b) == BASES[i]]
                    where.append(f[0] if f else "?")
                ent["forms"].append({"widths": list(ws), "fields": where, "need_gds": g,
                                     "opcode": field(val, lo, hi), "text": r[1],
                                     "enc": field(val, 26, 31)})
            elif not ws:
                ent["errors"]["noops"] = r[1]
            ent["errors"].setdefault(r[1], 0) if r[0] == "err" else None
    # summarize which generations know the mnemonic at all
    for name, gens in res.items():
        for gen, ent in gens.items():
            errs = set(ent["errors"]) - {"noops"}
            ent["known"] = bool(ent["forms"]) or not errs <= {"invalid instruction"}
            ent["errors"] = sorted(errs)
    return res


MOD_TESTS = [
    "offset:16", "offset:0x10", "offset:65535", "offset:65536", "offset:-1",
    "offset0:1", "offset1:2", "offset0:255 offset1:255", "offset0:256", "offset1:256",
    "offset0:-1", "gds", "offset:swizzle(SWAP,16)", "offset:swizzle(QUAD_PERM,0,1,2,3)",
    "offset:swizzle(BITMASK_PERM,\"01pip\")", "offset:swizzle(BROADCAST,2,0)",
    "offset:swizzle(REVERSE,4)", "offset:32768", "offset:0", "offset0:0 offset1:0",
    "offset:16 gds", "offset0:1 offset1:2 gds", "gds offset:16", "offset1:2 offset0:1",
    "offset:4 offset:8", "offset:1+2",
]


def modifiers(disc):
    """Try each modifier suffix on the first accepted form of every mnemonic."""
    res = {}
    for gen, cpu in CPUS.items():
        lines, keys = [], []
        for name, gens in sorted(disc.items()):
            forms = gens.get(gen, {}).get("forms", [])
            if not forms:
                continue
            f = forms[0]
            ops = ", ".join(reg(BASES[i], w) for i, w in enumerate(f["widths"]))
            base = (name + " " + ops).strip()
            for t in [""] + MOD_TESTS:
                sfx = " gds" if f["need_gds"] and "gds" not in t else ""
                lines.append((base + " " + t).strip() + sfx)
                keys.append((name, t, len(base) + 2))
        out = run(cpu, lines)
        for (name, t, col), r in zip(keys, out):
            ent = res.setdefault(name, {}).setdefault(gen, {})
            if r[0] == "ok":
                val = r[2]
                ent[t] = {"ok": True, "text": r[1], "off": field(val, 0, 15),
                          "gds": field(val, GDS_BIT[gen], GDS_BIT[gen])}
            else:
                ent[t] = {"ok": False, "msg": r[1], "col": r[2], "modcol": col}
    return res


def check(path):
    """Verify every instruction of ds.toml on every generation (present and
    absent): opcode, operand fields/widths, enc, gds bit, and acceptance of
    each encoding modifier.  An instruction whose notes say "gds is required"
    is assembled with a trailing gds."""
    import tomllib
    data = tomllib.load(open(path, "rb"))
    modsyn = {"offset": ("offset:16", 0x10), "offset0": ("offset0:1", 0x1),
              "offset1": ("offset1:2", 0x200), "gds": ("gds", 0),
              "swizzle": ("offset:swizzle(SWAP,16)", 0x401f)}
    kinds = {"v1": 1, "v2": 2, "v3": 3, "v4": 4}
    bad = 0
    for gen, cpu in CPUS.items():
        lines, keys = [], []
        for ins in data["instruction"]:
            ops = ins["operands"].split()
            parts = []
            for i, o in enumerate(ops):
                fld, kind = o.split(":")
                parts.append((fld, reg(BASES[i], kinds[kind])))
            need_gds = any("gds is required" in n for n in ins.get("notes", []))
            base = (ins["name"] + " " + ", ".join(p[1] for p in parts)).strip()
            tail = " gds" if need_gds else ""
            lines.append(base + tail)
            keys.append((ins, "", parts, need_gds))
            for m, (syn, _) in modsyn.items():
                lines.append(base + " " + syn + (tail if m != "gds" else ""))
                keys.append((ins, m, parts, need_gds))
        out = run(cpu, lines)
        for (ins, m, parts, need_gds), r in zip(keys, out):
            mods = ins.get("modifiers", "").split()
            want = gen in ins["opcode"]
            if m:
                ok_mod = m in mods or (m == "offset" and "swizzle" in mods)
                want = want and ok_mod
            got = r[0] == "ok"
            msg = None
            if want != got:
                msg = "accept=%s expected %s (%s)" % (got, want, r[1])
            elif got:
                val = r[2]
                lo, hi = OP_FIELD[gen]
                if field(val, lo, hi) != ins["opcode"][gen]:
                    msg = "opcode %#x != %#x" % (field(val, lo, hi), ins["opcode"][gen])
                for i, (fld, _) in enumerate(parts):
                    a, b = FIELDS[fld]
                    if field(val, a, b) != BASES[i]:
                        msg = "operand %d not in field %s" % (i, fld)
                if field(val, 26, 31) != 0x36:
                    msg = "enc field"
                g = field(val, GDS_BIT[gen], GDS_BIT[gen])
                if g != (1 if (m == "gds" or need_gds) else 0):
                    msg = "gds bit %d" % g
                if m and field(val, 0, 15) != modsyn[m][1]:
                    msg = "offset bits %#x" % field(val, 0, 15)
                # nothing else may be set: vdst/data fields not used stay 0
                used = {f for f, _ in parts}
                for fld, (a, b) in FIELDS.items():
                    if fld not in used and field(val, a, b):
                        msg = "unused field %s nonzero" % fld
            if msg:
                bad += 1
                print("%s %s %s: %s" % (gen, ins["name"], m or "-", msg))
    print("check done: %d problems" % bad)
    return bad


def main(argv):
    if argv[1] == "discover":
        names = [n.strip() for n in open(argv[2]) if n.strip()]
        json.dump(discover(names), open(argv[3], "w"), indent=1)
    elif argv[1] == "modifiers":
        json.dump(modifiers(json.load(open(argv[2]))), open(argv[3], "w"), indent=1)
    elif argv[1] == "check":
        path = argv[2] if len(argv) > 2 else os.path.join(
            os.path.dirname(__file__), "..", "isa", "ds.toml")
        return 1 if check(path) else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
