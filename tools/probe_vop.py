#!/usr/bin/env python3
"""Probe LLVM 22's llvm-mc for the vector-ALU facts in isa/vop*.toml and isa/vintrp.toml.

Usage:
  probe_vop.py discover OUT.json      # measure every vector mnemonic on every processor (~25 min
                                      #   on a loaded 2-core machine; includes the disasm step)
  probe_vop.py write FACTS.json       # (re)write isa/vop1/vop2/vopc/vop3/vop3p/vintrp.toml, running
                                      #   the [[example]] lines of tools/vop_examples/*.txt
  probe_vop.py check [FILE.toml...]   # re-verify files against llvm-mc 22 (exit 1 on a mismatch)
Maintenance of an existing FACTS.json (cheaper than a new discovery):
  probe_vop.py discover FACTS.json NAME...  # re-measure some mnemonics
  probe_vop.py reprobe FACTS.json     # re-apply refine() and redo the probes it changes
  probe_vop.py extra FACTS.json       # run only probes added to build_probes since (see keys)
  probe_vop.py disasm FACTS.json      # record how llvm-mc disassembles each encoding

How facts are measured (discover):
  * Candidates are the VOP*/VINTRP mnemonics of isa/inventory.toml plus its other_targets
    names starting with v_.  Each is assembled bare on every processor in CPUS; 'invalid
    instruction' / 'not supported on this GPU' mean absent, anything else present.
  * Operand shapes: every present (mnemonic, processor) is assembled with the suffixes _e32,
    _e64 and none, against a fixed, ordered list of operand templates (VGPR widths 1/2/4,
    SGPR, SGPR pair, vcc, literal, attribute, ...); the first template llvm-mc accepts wins.
    Every operand of a template has its own register number, so the encoded bytes say which
    bit field holds which operand.
  * Forms _sdwa and _dpp are tried with the accepted e32 template; modifiers (clamp, omod,
    neg, abs, sext, op_sel, ...) with the accepted template of each form.
  * Source types: the mnemonic names the type; for 16- and 64-bit sources the float/integer
    split is measured (0x3c00 resp. 0x3ff00000 is an inline 1.0 for f16/f64 sources and a
    refused literal for integer ones in the e64 form).

llvm-mc runs with an argument list (no shell), a timeout and one process per processor and
batch: one run answers tens of thousands of lines.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM_MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
# processor -> generation; the first processor of a generation is its representative
CPUS = {"tahiti": "gfx6", "bonaire": "gfx7", "kaveri": "gfx7", "tonga": "gfx8", "fiji": "gfx8",
        "gfx810": "gfx8", "gfx900": "gfx9", "gfx906": "gfx9", "gfx909": "gfx9", "gfx90c": "gfx9"}
GENS = ["gfx6", "gfx7", "gfx8", "gfx9"]

ENC_RE = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]")
ERR_RE = re.compile(r"^(?:.*?):(\d+):(\d+): error: (.*)$")


# ---------------------------------------------------------------- running llvm-mc
def run(cpu, lines, chunk=60000):
    """Assemble lines on cpu; one result per line: ("ok", text, bytes) or ("err", msg, col)."""
    out = []
    for i in range(0, len(lines), chunk):
        out += _run(cpu, lines[i:i + chunk])
    return out


def _run(cpu, lines):
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        p = subprocess.run([LLVM_MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding", path],
                           capture_output=True, text=True, timeout=900)
    finally:
        os.unlink(path)
    errs = {}
    for ln in p.stderr.splitlines():
        m = ERR_RE.match(ln)
        if m:
            errs.setdefault(int(m.group(1)), (m.group(3), int(m.group(2))))
    encs = []
    for ln in p.stdout.splitlines():
        m = ENC_RE.match(ln)
        if m:
            encs.append((m.group(1), bytes(int(b, 16) for b in m.group(2).split(","))))
    out, k = [], 0
    for i in range(1, len(lines) + 1):
        if i in errs:
            out.append(("err",) + errs[i])
        else:
            out.append(("ok",) + encs[k])
            k += 1
    assert k == len(encs), (cpu, k, len(encs))
    return out


def disassemble(cpu, blobs):
    """{bytes hex: printed text} for encoded instructions (gfx8/gfx9: llvm-mc cannot
    disassemble gfx6/gfx7). Undecodable blobs are missing from the result."""
    blobs = sorted(set(blobs))
    if not blobs:
        return {}
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("".join(",".join("0x%02x" % b for b in bytes.fromhex(h)) + "\n" for h in blobs))
        path = f.name
    try:
        p = subprocess.run([LLVM_MC, "-arch=amdgcn", "-mcpu=" + cpu, "--disassemble", "-show-encoding", path],
                           capture_output=True, text=True, timeout=900)
    finally:
        os.unlink(path)
    out = {}
    for ln in p.stdout.splitlines():
        m = ENC_RE.match(ln)
        if m:
            out[bytes(int(b, 16) for b in m.group(2).split(",")).hex()] = m.group(1)
    return out


def mnemonic(text):
    return re.sub(r"_(e32|e64|sdwa|dpp)$", "", text.split()[0]) if text else None


# ---------------------------------------------------------------- encodings (generator data)
# Bit layouts: field = (lo, hi), inclusive, bit 0 = LSB of the first dword.  These are written
# to the TOML files by `write` and verified by `check` (every operand's field is decoded).
VOP2_L = {"src0": (0, 8), "vsrc1": (9, 16), "vdst": (17, 24), "op": (25, 30), "enc": (31, 31),
          "literal": (32, 63)}
VOP1_L = {"src0": (0, 8), "op": (9, 16), "vdst": (17, 24), "enc": (25, 31), "literal": (32, 63)}
VOPC_L = {"src0": (0, 8), "vsrc1": (9, 16), "op": (17, 24), "enc": (25, 31), "literal": (32, 63)}
VOP3_67 = {"vdst": (0, 7), "sdst": (8, 14), "abs": (8, 10), "clamp": (11, 11), "op": (17, 25),
           "enc": (26, 31), "src0": (32, 40), "src1": (41, 49), "src2": (50, 58),
           "omod": (59, 60), "neg": (61, 63)}
VOP3_8 = {"vdst": (0, 7), "sdst": (8, 14), "abs": (8, 10), "clamp": (15, 15), "op": (16, 25),
          "enc": (26, 31), "src0": (32, 40), "src1": (41, 49), "src2": (50, 58),
          "omod": (59, 60), "neg": (61, 63)}
VOP3_9 = dict(VOP3_8, op_sel=(11, 14))
VOP3P_9 = {"vdst": (0, 7), "neg_hi": (8, 10), "op_sel": (11, 13), "op_sel_hi2": (14, 14),
           "clamp": (15, 15), "op": (16, 22), "enc": (23, 31), "src0": (32, 40),
           "src1": (41, 49), "src2": (50, 58), "op_sel_hi": (59, 60), "neg_lo": (61, 63)}
VINTRP_L = {"vsrc": (0, 7), "attrchan": (8, 9), "attr": (10, 15), "op": (16, 17),
            "vdst": (18, 25), "enc": (26, 31)}
SDWA_8 = {"src0": (32, 39), "dst_sel": (40, 42), "dst_unused": (43, 44), "clamp": (45, 45),
          "src0_sel": (48, 50), "src0_sext": (51, 51), "src0_neg": (52, 52),
          "src0_abs": (53, 53), "src1_sel": (56, 58), "src1_sext": (59, 59),
          "src1_neg": (60, 60), "src1_abs": (61, 61)}
SDWA_9 = dict(SDWA_8, omod=(46, 47), s0=(55, 55), s1=(63, 63), sdst=(40, 46), sd=(47, 47))
DPP_L = {"src0": (32, 39), "dpp_ctrl": (40, 48), "bound_ctrl": (51, 51), "src0_neg": (52, 52),
         "src0_abs": (53, 53), "src1_neg": (54, 54), "src1_abs": (55, 55),
         "bank_mask": (56, 59), "row_mask": (60, 63)}

LAYOUTS = {
    "VOP2": {g: (VOP2_L, {"enc": 0}) for g in GENS},
    "VOP1": {g: (VOP1_L, {"enc": 0x3f}) for g in GENS},
    "VOPC": {g: (VOPC_L, {"enc": 0x3e}) for g in GENS},
    "VOP3": {"gfx6": (VOP3_67, {"enc": 0x34}), "gfx7": (VOP3_67, {"enc": 0x34}),
             "gfx8": (VOP3_8, {"enc": 0x34}), "gfx9": (VOP3_9, {"enc": 0x34})},
    "VOP3P": {"gfx9": (VOP3P_9, {"enc": 0x1a7})},
    "VINTRP": {"gfx6": (VINTRP_L, {"enc": 0x32}), "gfx7": (VINTRP_L, {"enc": 0x32}),
               "gfx8": (VINTRP_L, {"enc": 0x35}), "gfx9": (VINTRP_L, {"enc": 0x35})},
}
# SDWA/DPP: src0 of the first dword holds this code, the second dword the extension
EXT_CODE = {"sdwa": 0xf9, "dpp": 0xfa}
EXT_LAYOUTS = {"sdwa": {"gfx8": SDWA_8, "gfx9": SDWA_9}, "dpp": {"gfx8": DPP_L, "gfx9": DPP_L}}

# VOP3 (e64) opcode of an instruction with an e32 encoding = base + e32 opcode.
PROMOTE = {"VOP2": {"gfx6": 0x100, "gfx7": 0x100, "gfx8": 0x100, "gfx9": 0x100},
           "VOP1": {"gfx6": 0x180, "gfx7": 0x180, "gfx8": 0x140, "gfx9": 0x140},
           "VOPC": {"gfx6": 0x000, "gfx7": 0x000, "gfx8": 0x000, "gfx9": 0x000},
           "VINTRP": {"gfx8": 0x270, "gfx9": 0x270}}


def field(val, lohi):
    lo, hi = lohi
    return (val >> lo) & ((1 << (hi - lo + 1)) - 1)


def family_of(gen, data):
    """Encoding family of an encoded instruction (bytes), by its fixed bits."""
    v = int.from_bytes(data, "little")
    for fam in ("VOP3P", "VOP3", "VINTRP", "VOPC", "VOP1", "VOP2"):
        lay = LAYOUTS[fam].get(gen)
        if lay and all(field(v, lay[0][k]) == x for k, x in lay[1].items()):
            return fam
    return None


def opcode_of(gen, fam, data):
    return field(int.from_bytes(data, "little"), LAYOUTS[fam][gen][0]["op"])


# ---------------------------------------------------------------- operand templates
# Token -> (syntax for operand position k, kind before typing)
def tok_text(tok, k):
    b = 10 + 16 * k                    # distinct, even register numbers per position
    return {"V1": "v%d" % (b + 1), "V2": "v[%d:%d]" % (b + 2, b + 3),
            "V4": "v[%d:%d]" % (b + 4, b + 7), "S1": "s%d" % (b + 1),
            "S2": "s[%d:%d]" % (b + 2, b + 3), "VCC": "vcc", "K": "0x41200000",
            "ATTR": "attr3.y", "PARAM": "p20", "M0": "m0", "K16": "0x4900"}[tok]


def templates():
    """Ordered operand templates (tuples of tokens); earlier ones win."""
    dsts = [("V1",), ("V2",), ("V4",), ("S2",), ("VCC",), ("S1",),
            ("V1", "S2"), ("V1", "VCC"), ("V2", "S2"), ("V2", "VCC"), ()]
    srcs = [()]
    for n in (1, 2, 3):
        srcs += [s for s in _product(("V1", "V2"), n)]
    out = []
    for d in dsts:
        for c in ((), ("S2",), ("VCC",)):     # plain sources before a carry/condition pair
            for s in srcs:
                out.append(d + s + c)
    out += [("S1", "V1", "S1"), ("V1", "S1", "S1"), ("S1", "V1"),
            ("V1", "V1", "K", "V1"), ("V1", "V1", "V1", "K"),
            ("V1", "V1", "K16", "V1"), ("V1", "V1", "V1", "K16"), ("V1", "S1", "M0"),
            ("V1", "V1", "ATTR"), ("V1", "PARAM", "ATTR"), ("V1", "V1", "ATTR", "V1"),
            ("V1", "ATTR", "V1"), ("V4", "V2", "V1", "V4"), ("V2", "V2", "V1", "V2")]
    seen, res = set(), []
    for t in out:
        if t not in seen:
            seen.add(t)
            res.append(t)
    return res


def _product(alpha, n):
    if n == 0:
        return [()]
    return [(a,) + r for a in alpha for r in _product(alpha, n - 1)]


def line(mn, tmpl, suffix="", tail=""):
    ops = ", ".join(tok_text(t, k) for k, t in enumerate(tmpl))
    return ("%s%s %s%s" % (mn, suffix, ops, tail)).rstrip()


# ---------------------------------------------------------------- discover
# The files this tool writes (their mnemonics are the last measurement's).
VECTOR_FILES = ("vop1.toml", "vop2.toml", "vopc.toml", "vop3.toml", "vop3p.toml", "vintrp.toml")


def candidates():
    """The mnemonics to measure: those of the vector files (the modelled ones: the loader
    removes them from isa/inventory.toml) and the v_* names isa/inventory.toml keeps for
    other targets (llvm-mc may know one on a probed processor)."""
    names = set()
    for fn in VECTOR_FILES:
        with open(os.path.join(ROOT, "isa", fn), "rb") as f:
            names |= {e["name"] for e in tomllib.load(f).get("instruction", [])}
    with open(os.path.join(ROOT, "isa", "inventory.toml"), "rb") as f:
        inv = tomllib.load(f)
    for fam in inv.get("family", {}).values():  # (an unmodelled vector family, should one come back)
        names |= {m for m in fam.get("mnemonics", ()) if m.startswith("v_")}
    names |= {m for m in inv["other_targets"]["mnemonics"] if m.startswith("v_")}
    return sorted(names)


def absent(msg):
    return msg.startswith("invalid instruction") or msg == "instruction not supported on this GPU"


def discover(out_path, only=None):
    """Measure every candidate (or only the names given, merged into an existing file)."""
    names = only or candidates()
    tmpls = templates()
    facts = json.load(open(out_path)) if only else {}
    for cpu, gen in CPUS.items():
        res = run(cpu, names)
        present = [n for n, r in zip(names, res) if not (r[0] == "err" and absent(r[1]))]
        print(cpu, len(present), "present", file=sys.stderr)
        per = {}
        for suffix in ("_e32", "_e64", ""):
            lines = [line(n, t, suffix) for n in present for t in tmpls]
            res = run(cpu, lines)
            for i, n in enumerate(present):
                rs = res[i * len(tmpls):(i + 1) * len(tmpls)]
                hit = next((j for j, r in enumerate(rs) if r[0] == "ok"), None)
                if hit is None:
                    # the message of the plain all-V1 attempts helps when writing notes
                    per.setdefault(n, {})[suffix or "bare"] = {"error": rs[0][1]}
                else:
                    per.setdefault(n, {})[suffix or "bare"] = {
                        "tmpl": list(tmpls[hit]), "text": rs[hit][1], "bytes": rs[hit][2].hex()}
        refine(cpu, per, tmpls)
        # extension forms and modifiers, from the accepted templates
        probes = []
        for n in present:
            probes += build_probes(n, per[n], gen)
        res = run(cpu, [p[2] for p in probes])
        for (n, key, text), r in zip(probes, res):
            per[n].setdefault("probes", {})[key] = (
                {"text": r[1], "bytes": r[2].hex()} if r[0] == "ok" else {"error": r[1], "col": r[2]})
        if only:
            for n in names:
                facts[cpu].pop(n, None)
            facts[cpu].update(per)
        else:
            facts[cpu] = per
    json.dump(facts, open(out_path, "w"), indent=0, sort_keys=True)


def printed_count(text):
    parts = text.split(None, 1)
    return len(parts[1].split(", ")) if len(parts) > 1 else 0


def refine(cpu, per, tmpls):
    """Second look at the accepted templates, for two llvm-mc habits: it accepts a few
    spellings with an operand left out (v_add_co_u32_e32 v1, v2, v3, v_cmp_eq_f32_e32 v1, v2,
    printed with the vcc), and an SGPR pair where a 64-bit source is expected, so a
    carry-shaped template may match first. Prefer the earliest template (in templates()
    order) with as many operands as llvm-mc prints. Returns the names changed."""
    rank = {t: i for i, t in enumerate(tmpls)}
    jobs = []
    for n, f in per.items():
        for key, x in f.items():
            if key == "probes" or "tmpl" not in x:
                continue
            cur = tuple(x["tmpl"])
            want = printed_count(x["text"])
            if want == len(cur) and cur[-1:] not in (("S2",), ("VCC",)):
                continue
            for t in tmpls:
                if len(t) == want and (len(cur) != want or rank[t] < rank[cur]):
                    jobs.append((n, key, t, line(n, t, "" if key == "bare" else key)))
    best = {}
    for (n, key, t, ln), r in zip(jobs, run(cpu, [j[3] for j in jobs])):
        if r[0] == "ok" and printed_count(r[1]) == len(t) and (n, key) not in best:
            best[(n, key)] = {"tmpl": list(t), "text": r[1], "bytes": r[2].hex()}
    for (n, key), x in best.items():
        per[n][key] = x
    return {n for n, _ in best}


def build_probes(n, f, gen):
    """Probe lines (name, key, line) for the forms and modifiers of one mnemonic."""
    probes = []
    base = f.get("_e32", {}).get("tmpl") or f.get("bare", {}).get("tmpl")
    if base is not None and gen in ("gfx8", "gfx9"):
        probes.append((n, "sdwa", line(n, base, "_sdwa")))
        probes.append((n, "dpp", line(n, base, "_dpp", " quad_perm:[0,1,2,3]")))
    for form in ("_e64", "_e32", "bare"):
        t = f.get(form, {}).get("tmpl")
        if t is None:
            continue
        for key, text in modifier_probes(n, t, form if form != "bare" else "", gen):
            probes.append((n, form + ":" + key, text))
    if base is not None and gen in ("gfx8", "gfx9"):
        for key, text in ext_modifier_probes(n, base, gen):
            probes.append((n, key, text))
    t64 = f.get("_e64", {}).get("tmpl") or f.get("bare", {}).get("tmpl")
    if t64 is not None:
        for key, text in type_probes(n, t64, "_e64" if f.get("_e64", {}).get("tmpl") else ""):
            probes.append((n, key, text))
    return probes


def extra_probes(path, keys=("lds",)):
    """Run only the probes named by keys (added after a discovery) and store them."""
    facts = json.load(open(path))
    for cpu, gen in CPUS.items():
        per = facts[cpu]
        probes = [(n, k, t) for n in sorted(per) for (_, k, t) in build_probes(n, per[n], gen)
                  if k.split(":", 1)[-1] in keys or k in keys]
        for (n, key, text), r in zip(probes, run(cpu, [p[2] for p in probes])):
            per[n].setdefault("probes", {})[key] = (
                {"text": r[1], "bytes": r[2].hex()} if r[0] == "ok" else {"error": r[1], "col": r[2]})
        print(cpu, len(probes), "extra probes", file=sys.stderr)
    json.dump(facts, open(path, "w"), indent=0, sort_keys=True)


def disasm_step(path):
    """Store how llvm-mc disassembles each accepted e32/e64 encoding (gfx8/gfx9)."""
    facts = json.load(open(path))
    for cpu, gen in CPUS.items():
        if gen not in ("gfx8", "gfx9"):
            continue
        per = facts[cpu]
        blobs = [x["bytes"] for f in per.values() for k, x in f.items()
                 if k in ("_e32", "_e64", "bare") and "bytes" in x]
        dis = disassemble(cpu, blobs)
        for f in per.values():
            f["disasm"] = {k: mnemonic(dis.get(x["bytes"])) for k, x in f.items()
                           if k in ("_e32", "_e64", "bare") and "bytes" in x}
        print(cpu, len(dis), "of", len(set(blobs)), "encodings disassembled", file=sys.stderr)
    json.dump(facts, open(path, "w"), indent=0, sort_keys=True)


def reprobe(path):
    """Apply refine() to stored facts and redo the probes of the mnemonics it changes."""
    facts = json.load(open(path))
    tmpls = templates()
    for cpu, gen in CPUS.items():
        per = facts[cpu]
        changed = refine(cpu, per, tmpls)
        probes = []
        for n in sorted(changed):
            per[n]["probes"] = {}
            probes += build_probes(n, per[n], gen)
        for (n, key, text), r in zip(probes, run(cpu, [p[2] for p in probes])):
            per[n]["probes"][key] = (
                {"text": r[1], "bytes": r[2].hex()} if r[0] == "ok" else {"error": r[1], "col": r[2]})
        print(cpu, "refined", len(changed), file=sys.stderr)
    json.dump(facts, open(path, "w"), indent=0, sort_keys=True)


SRC_TOKS = ("V1", "V2", "V4", "S1", "K")


def src_positions(tmpl):
    """Indexes of template positions that are sources (after the destinations)."""
    t = list(tmpl)
    first = 1
    if len(t) > 1 and t[0] in ("V1", "V2", "V4", "S1", "S2", "VCC") and t[1] in ("S2", "VCC") \
            and t[0] not in ("S2", "VCC"):
        first = 2
    if t and t[0] == "VCC":
        first = 1
    pos = [k for k in range(first, len(t)) if t[k] in ("V1", "V2", "V4", "S1")]
    return pos


def with_op(tmpl, k, text):
    ops = [tok_text(x, i) for i, x in enumerate(tmpl)]
    ops[k] = text
    return ops


def modifier_probes(n, tmpl, suffix, gen):
    base = line(n, tmpl, suffix)
    out = [("clamp", base + " clamp"), ("omod", base + " mul:2"), ("high", base + " high")]
    pos = src_positions(tmpl)
    if pos:
        out.append(("lds", "%s%s %s" % (n, suffix, ", ".join(with_op(tmpl, pos[0], "lds_direct")))))
    for i, k in enumerate(pos):
        reg = tok_text(tmpl[k], k)
        out.append(("neg%d" % i, "%s%s %s" % (n, suffix, ", ".join(with_op(tmpl, k, "-" + reg)))))
        out.append(("abs%d" % i, "%s%s %s" % (n, suffix, ", ".join(with_op(tmpl, k, "|%s|" % reg)))))
    if gen == "gfx9":
        for ar in (2, 3, 4):
            z = ",".join(["0"] * ar)
            for mod in ("op_sel", "op_sel_hi", "neg_lo", "neg_hi"):
                out.append(("%s%d" % (mod, ar), base + " %s:[%s]" % (mod, z)))
    return out


def ext_modifier_probes(n, tmpl, gen):
    sd = line(n, tmpl, "_sdwa")
    dp = line(n, tmpl, "_dpp", " quad_perm:[0,1,2,3]")
    out = [("sdwa:clamp", sd + " clamp"), ("sdwa:omod", sd + " mul:2"),
           ("sdwa:dst_sel", sd + " dst_sel:WORD_1"), ("sdwa:src0_sel", sd + " src0_sel:BYTE_1"),
           ("sdwa:src1_sel", sd + " src1_sel:BYTE_1"), ("dpp:bound_ctrl", dp + " bound_ctrl:0"),
           ("dpp:clamp", dp + " clamp"), ("dpp:omod", dp + " mul:2")]
    if tmpl and tmpl[0] == "VCC":          # VOPC: may SDWA name an SGPR pair?
        out.append(("sdwa:sdst", line(n, ("S2",) + tuple(tmpl[1:]), "_sdwa")))
    for i, k in enumerate(src_positions(tmpl)):
        reg = tok_text(tmpl[k], k)
        for form, suf, tail in (("sdwa", "_sdwa", ""), ("dpp", "_dpp", " quad_perm:[0,1,2,3]")):
            for mod, fmt in (("neg", "-%s"), ("abs", "|%s|"), ("sext", "sext(%s)")):
                out.append(("%s:%s%d" % (form, mod, i),
                            "%s%s %s%s" % (n, suf, ", ".join(with_op(tmpl, k, fmt % reg)), tail)))
        out.append(("sdwa:sgpr%d" % i, "%s_sdwa %s" % (n, ", ".join(with_op(tmpl, k, "1")))))
    return out


def type_probes(n, tmpl, suffix):
    out = []
    for i, k in enumerate(src_positions(tmpl)):
        for key, val in (("t16", "0x3c00"), ("t64", "0x3ff00000"), ("tinv", "0.15915494"),
                         ("tlit", "0x12345678"), ("tsgpr", None)):
            if val is None:
                tok = tmpl[k]
                val = {"V1": "s%d" % (2 * k + 40), "V2": "s[%d:%d]" % (2 * k + 40, 2 * k + 41),
                       "V4": "s[%d:%d]" % (4 * k + 40, 4 * k + 43)}.get(tok, "s40")
            out.append(("%s%d" % (key, i), "%s%s %s" % (n, suffix, ", ".join(with_op(tmpl, k, val)))))
    return out


def main(argv):
    if len(argv) >= 3 and argv[1] == "discover":
        discover(argv[2], argv[3:] or None)
        disasm_step(argv[2])
    elif len(argv) >= 3 and argv[1] == "reprobe":
        reprobe(argv[2])
    elif len(argv) >= 3 and argv[1] == "extra":
        extra_probes(argv[2])
    elif len(argv) >= 3 and argv[1] == "disasm":
        disasm_step(argv[2])
    elif len(argv) >= 3 and argv[1] == "write":
        write(json.load(open(argv[2])))
    elif len(argv) >= 2 and argv[1] == "check":
        bad = 0
        for path in argv[2:] or [os.path.join(ROOT, "isa", f) for f in FILES.values()]:
            problems, counts = check_file(path)
            for msg in problems:
                print(msg)
            print("%s: %s, %d problems" % (path, counts, len(problems)), file=sys.stderr)
            bad += len(problems)
        return 1 if bad else 0
    else:
        print(__doc__)
        return 2



# ---------------------------------------------------------------- descriptions (own words)
# stem -> sentence; {t} = the type named by the mnemonic, {d}/{s} = destination/source type.
STEMS = {
    "add": "Adds SRC0 and SRC1 as {t} and writes the sum to VDST.",
    "add3": "Adds three {t} sources and writes the sum to VDST.",
    "add_co": "Adds SRC0 and SRC1 as unsigned 32-bit integers; VDST gets the low 32 bits and each lane's carry-out bit goes to the carry mask (VCC or SDST).",
    "addc": "Adds SRC0, SRC1 and the lane's carry-in bit (VCC or the SGPR-pair source); VDST gets the low 32 bits and the carry-out bit goes to VCC or SDST.",
    "addc_co": "Adds SRC0, SRC1 and the lane's carry-in bit (VCC or the SGPR-pair source); VDST gets the low 32 bits and the carry-out bit goes to VCC or SDST.",
    "add_lshl": "Adds SRC0 and SRC1, then shifts the sum left by SRC2 bits.",
    "alignbit": "Concatenates SRC0:SRC1 into 64 bits, shifts right by SRC2[4:0] bits and keeps the low 32 bits.",
    "alignbyte": "Concatenates SRC0:SRC1 into 64 bits, shifts right by SRC2[1:0] bytes and keeps the low 32 bits.",
    "and": "Bitwise AND of SRC0 and SRC1.",
    "and_or": "Computes (SRC0 & SRC1) | SRC2.",
    "ashr": "Arithmetic right shift of SRC0 by SRC1 bits (sign bits shift in).",
    "ashrrev": "Arithmetic right shift of SRC1 by SRC0 bits (reversed operand order).",
    "bcnt": "Counts the set bits of SRC0 and adds SRC1.",
    "bfe": "Extracts a bit field from SRC0: offset SRC1, width SRC2 ({t}, sign- or zero-extended as the type says).",
    "bfi": "Bit-field insert: (SRC0 & SRC1) | (~SRC0 & SRC2).",
    "bfm": "Builds a bit mask of SRC0 ones shifted left by SRC1.",
    "bfrev": "Reverses the bit order of SRC0.",
    "ceil": "Rounds SRC0 ({t}) up to an integral value.",
    "clrexcp": "Clears the wave's pending floating-point exception flags; no operands.",
    "cndmask": "Per lane selects SRC1 where the lane's bit in the mask (VCC or the SGPR-pair source) is set, else SRC0.",
    "cos": "Cosine of SRC0 ({t}), with the input in revolutions (1.0 = 2*pi).",
    "cubeid": "Cube-map face index for the direction (SRC0, SRC1, SRC2).",
    "cubema": "Cube-map major axis (times two) for the direction (SRC0, SRC1, SRC2).",
    "cubesc": "Cube-map S coordinate for the direction (SRC0, SRC1, SRC2).",
    "cubetc": "Cube-map T coordinate for the direction (SRC0, SRC1, SRC2).",
    "cvt": "Converts SRC0 from {s} to {d}.",
    "cvt_flr": "Converts SRC0 from {s} to {d}, rounding toward minus infinity.",
    "cvt_rpi": "Converts SRC0 from {s} to {d}, rounding to nearest with halves going up (floor(x + 0.5)).",
    "cvt_off": "Converts the signed 4-bit value in SRC0[3:0] to a float offset (value / 16).",
    "cvt_norm": "Converts SRC0 from {s} to a normalized {d} value.",
    "cvt_pk": "Converts SRC0 and SRC1 ({s}) and packs the two results into VDST.",
    "cvt_pkaccum": "Converts SRC0 (float) to an unsigned byte and inserts it into VDST at the byte selected by SRC1.",
    "cvt_pknorm": "Converts SRC0 and SRC1 ({s}) to normalized 16-bit values and packs them into VDST.",
    "cvt_pkrtz": "Converts SRC0 and SRC1 to f16 with round-toward-zero and packs them into VDST.",
    "div_fixup": "Final step of a {t} division: handles special cases (zeros, infinities, NaNs, overflow) given the quotient estimate SRC0, denominator SRC1 and numerator SRC2.",
    "div_fixup_legacy": "Legacy form of the f16 division fix-up step (special cases of SRC0 / SRC1 with estimate SRC2).",
    "div_fmas": "Division helper: fused multiply-add SRC0*SRC1+SRC2 ({t}), scaled by 2^32 or 2^64 in the lanes whose VCC bit is set.",
    "div_scale": "Division helper: scales SRC0 ({t}) for the division of SRC1 by SRC2 and sets the lane's VCC/SDST bit when a later fix-up is needed.",
    "exp": "Base-2 exponential of SRC0 ({t}).",
    "exp_legacy": "Base-2 exponential of SRC0 with the older (legacy) precision behaviour.",
    "ffbh": "Finds the first bit from the top of SRC0 that differs from the sign ({t}); -1 when none.",
    "ffbl": "Finds the lowest set bit of SRC0; -1 when SRC0 is zero.",
    "floor": "Rounds SRC0 ({t}) down to an integral value.",
    "fma": "Fused multiply-add SRC0 * SRC1 + SRC2 in {t} with a single rounding.",
    "fma_legacy": "Fused multiply-add of f32 values where 0 * anything (also Inf/NaN) gives 0 (legacy rules).",
    "fma_mix": "Fused multiply-add whose sources are f32 or f16 each, chosen by op_sel_hi/op_sel; result f32.",
    "fma_mixhi": "Fused multiply-add of mixed f16/f32 sources whose f16 result goes to the high half of VDST.",
    "fma_mixlo": "Fused multiply-add of mixed f16/f32 sources whose f16 result goes to the low half of VDST.",
    "fmac": "Fused multiply-accumulate: VDST = SRC0 * SRC1 + VDST in {t}.",
    "fract": "Fractional part of SRC0 ({t}): x - floor(x).",
    "frexp_exp": "Exponent of SRC0 ({s}) as an integer, as frexp() returns it.",
    "frexp_mant": "Mantissa of SRC0 ({t}) in [0.5, 1), as frexp() returns it.",
    "interp_mov": "Copies one attribute parameter (P0, P10 or P20) of the chosen attribute channel from LDS into VDST.",
    "interp_p1": "First interpolation step: VDST = P10 * VSRC (I coordinate) + P0 of the chosen attribute channel.",
    "interp_p2": "Second interpolation step: VDST = P20 * VSRC (J coordinate) + VDST.",
    "interp_p1ll": "First f16 interpolation step with both inputs in LDS (f32 result).",
    "interp_p1lv": "First f16 interpolation step with one parameter in LDS and one in a VGPR (f32 result).",
    "interp_p2_legacy": "Second f16 interpolation step (legacy encoding of gfx9).",
    "ldexp": "Multiplies SRC0 ({t}) by 2 to the power SRC1 (an integer).",
    "lerp": "Per-byte unsigned average with rounding of SRC0 and SRC1, with rounding bits taken from SRC2.",
    "log": "Base-2 logarithm of SRC0 ({t}).",
    "log_clamp": "Base-2 logarithm of SRC0 with the result clamped away from infinity.",
    "log_legacy": "Base-2 logarithm of SRC0 with the older (legacy) precision behaviour.",
    "lshl": "Logical left shift of SRC0 by SRC1 bits.",
    "lshl_add": "Shifts SRC0 left by SRC1 bits, then adds SRC2.",
    "lshl_or": "Shifts SRC0 left by SRC1 bits, then ORs SRC2.",
    "lshlrev": "Logical left shift of SRC1 by SRC0 bits (reversed operand order).",
    "lshr": "Logical right shift of SRC0 by SRC1 bits.",
    "lshrrev": "Logical right shift of SRC1 by SRC0 bits (reversed operand order).",
    "mac": "Multiply-accumulate: VDST = SRC0 * SRC1 + VDST in {t} (not fused).",
    "mac_legacy": "Multiply-accumulate with legacy rules (0 * anything = 0): VDST = SRC0 * SRC1 + VDST.",
    "mad": "Multiply-add SRC0 * SRC1 + SRC2 ({t}).",
    "mad_legacy": "Multiply-add with legacy multiply rules (0 * anything = 0).",
    "mad_mix": "Multiply-add whose sources are f32 or f16 each, chosen by op_sel_hi/op_sel; result f32.",
    "mad_mixhi": "Multiply-add of mixed f16/f32 sources whose f16 result goes to the high half of VDST.",
    "mad_mixlo": "Multiply-add of mixed f16/f32 sources whose f16 result goes to the low half of VDST.",
    "madak": "Multiply-add with a literal addend: VDST = SRC0 * VSRC1 + K ({t}).",
    "madmk": "Multiply-add with a literal factor: VDST = SRC0 * K + VSRC1 ({t}).",
    "max": "Maximum of SRC0 and SRC1 as {t}.",
    "max3": "Maximum of three {t} sources.",
    "max_legacy": "Maximum of SRC0 and SRC1 with legacy NaN rules.",
    "mbcnt_hi": "Counts the set bits of SRC0 in the lanes above 31 below the current lane, plus SRC1.",
    "mbcnt_lo": "Counts the set bits of SRC0 in the lanes below the current lane (lanes 0-31), plus SRC1.",
    "med3": "Median of three {t} sources.",
    "min": "Minimum of SRC0 and SRC1 as {t}.",
    "min3": "Minimum of three {t} sources.",
    "min_legacy": "Minimum of SRC0 and SRC1 with legacy NaN rules.",
    "mov": "Copies SRC0 into VDST.",
    "movreld": "Copies SRC0 into the VGPR VDST + M0 (relative destination).",
    "movrels": "Copies the VGPR SRC0 + M0 (relative source) into VDST.",
    "movrelsd": "Copies the VGPR SRC0 + M0 into the VGPR VDST + M0 (both relative).",
    "mqsad": "Masked quad sum of absolute differences of bytes, with accumulation.",
    "mqsad_pk": "Masked quad sum of absolute differences of bytes; four 16-bit results packed in VDST.",
    "msad": "Masked sum of absolute differences of bytes (reference bytes of 0 are skipped), plus SRC2.",
    "mul": "Multiplies SRC0 by SRC1 as {t}.",
    "mul_hi": "High 32 bits of the product of SRC0 and SRC1 ({s}).",
    "mul_lo": "Low bits of the product of SRC0 and SRC1 ({t}).",
    "mul_legacy": "Multiplies SRC0 by SRC1 with legacy rules (0 * anything = 0).",
    "mullit": "Lighting helper multiply (legacy shader model operation).",
    "nop": "Does nothing; no operands.",
    "not": "Bitwise NOT of SRC0.",
    "or": "Bitwise OR of SRC0 and SRC1.",
    "or3": "Bitwise OR of three sources.",
    "pack": "Packs the low 16 bits of SRC0 and SRC1 into VDST (SRC0 in the low half).",
    "perm": "Byte permute: each byte of VDST is chosen from the eight bytes of SRC0:SRC1 (or a constant) by the selector bytes of SRC2.",
    "qsad_pk": "Quad sum of absolute differences of bytes; four 16-bit results packed in VDST.",
    "rcp": "Reciprocal approximation 1/SRC0 ({t}).",
    "rcp_clamp": "Reciprocal 1/SRC0 ({t}) with the result clamped away from infinity.",
    "rcp_iflag": "Reciprocal 1/SRC0 for integer division; signals integer divide-by-zero instead of a float exception.",
    "rcp_legacy": "Reciprocal 1/SRC0 with legacy rules.",
    "readfirstlane": "Copies SRC0 of the first active lane into the SGPR SDST.",
    "readlane": "Copies the VGPR SRC0 of the lane selected by SRC1 (SGPR, M0 or constant) into the SGPR SDST.",
    "rndne": "Rounds SRC0 ({t}) to the nearest integral value, halves to even.",
    "rsq": "Reciprocal square root approximation of SRC0 ({t}).",
    "rsq_clamp": "Reciprocal square root of SRC0 ({t}) with the result clamped away from infinity.",
    "rsq_legacy": "Reciprocal square root of SRC0 with legacy rules.",
    "sad": "Sum of absolute differences of SRC0 and SRC1 ({s}) plus SRC2.",
    "sad_hi": "Sum of absolute differences of bytes, shifted left by 16, plus SRC2.",
    "sat_pk": "Saturates the two signed 16-bit halves of SRC0 to unsigned bytes and packs them.",
    "screen_partition_4se": "Screen-partition helper for four shader engines (graphics).",
    "sin": "Sine of SRC0 ({t}), with the input in revolutions (1.0 = 2*pi).",
    "sqrt": "Square root of SRC0 ({t}).",
    "sub": "Subtracts SRC1 from SRC0 as {t}.",
    "sub_co": "Subtracts SRC1 from SRC0 as unsigned 32-bit integers; the borrow bit goes to the carry mask (VCC or SDST).",
    "subb": "Subtracts SRC1 and the lane's borrow-in bit from SRC0; the borrow-out bit goes to VCC or SDST.",
    "subb_co": "Subtracts SRC1 and the lane's borrow-in bit from SRC0; the borrow-out bit goes to VCC or SDST.",
    "subbrev": "Subtracts SRC0 and the lane's borrow-in bit from SRC1 (reversed); the borrow-out bit goes to VCC or SDST.",
    "subbrev_co": "Subtracts SRC0 and the lane's borrow-in bit from SRC1 (reversed); the borrow-out bit goes to VCC or SDST.",
    "subrev": "Subtracts SRC0 from SRC1 as {t} (reversed operand order).",
    "subrev_co": "Subtracts SRC0 from SRC1 (reversed) as unsigned 32-bit integers; the borrow bit goes to VCC or SDST.",
    "swap": "Exchanges the contents of the two VGPRs VDST and SRC0.",
    "trig_preop": "Looks up 53 bits of 2/pi for trigonometric range reduction of SRC0 (f64), selected by the segment SRC1.",
    "trunc": "Rounds SRC0 ({t}) toward zero to an integral value.",
    "writelane": "Writes SRC0 (SGPR, M0 or constant) into VDST of the lane selected by SRC1; other lanes keep their value.",
    "xad": "Computes (SRC0 ^ SRC1) + SRC2.",
    "xor": "Bitwise XOR of SRC0 and SRC1.",
    "xnor": "Bitwise XNOR of SRC0 and SRC1.",
    "dot2": "Dot product of the two packed 16-bit halves of SRC0 and SRC1, plus SRC2.",
    "dot2c": "Dot product of the two packed 16-bit halves of SRC0 and SRC1, accumulated into VDST.",
    "dot4": "Dot product of the four packed bytes of SRC0 and SRC1, plus SRC2.",
    "dot4c": "Dot product of the four packed bytes of SRC0 and SRC1, accumulated into VDST.",
    "dot8": "Dot product of the eight packed 4-bit values of SRC0 and SRC1, plus SRC2.",
    "dot8c": "Dot product of the eight packed 4-bit values of SRC0 and SRC1, accumulated into VDST.",
    "cvt_pk_u8": "Converts SRC0 (f32) to an unsigned byte and inserts it into SRC2 at the byte selected by SRC1.",
}
CMP = {"f": "never true (writes 0)", "lt": "less than", "eq": "equal", "le": "less or equal",
       "gt": "greater than", "lg": "less or greater (ordered, not equal)", "ne": "not equal",
       "ge": "greater or equal", "o": "ordered (neither is NaN)", "u": "unordered (a NaN)",
       "nge": "not greater or equal", "nlg": "not less or greater", "ngt": "not greater",
       "nle": "not less or equal", "neq": "not equal (or unordered)", "nlt": "not less",
       "tru": "always true (writes 1)", "t": "always true (writes 1)"}
TYPE_RE = re.compile(r"^(f16|f32|f64|i16|u16|b16|i32|u32|b32|i64|u64|b64|i24|u24|u8|i8|i4|u4|ubyte[0-3])$")
TNAME = {"f16": "f16", "f32": "f32", "f64": "f64", "i16": "i16", "u16": "u16", "b16": "b16",
         "i32": "i32", "u32": "u32", "b32": "b32", "i64": "i64", "u64": "u64", "b64": "b64",
         "i24": "i32", "u24": "u32", "u8": "u32", "i8": "i32", "i4": "i32", "u4": "u32"}


def split_name(name):
    """'v_cvt_f32_ubyte0' -> ('cvt', ['f32', 'ubyte0'])"""
    parts = name[2:].split("_")
    types = []
    while parts and TYPE_RE.match(parts[-1]):
        types.insert(0, parts.pop())
    return "_".join(parts), types


def describe(name):
    stem, types = split_name(name)
    t = types[0] if types else "32-bit"
    d, s = (types[0], types[-1]) if types else ("32-bit", "32-bit")
    if stem.startswith("cmp"):
        x = stem.startswith("cmpx")
        cond = stem.split("_", 1)[1] if "_" in stem else ""
        if cond == "class":
            what = ("Tests SRC0 ({t}) against the float classes selected by the mask SRC1 "
                    "(NaNs, infinities, normals, denormals, zeros by sign)").format(t=t)
        else:
            what = "Compares SRC0 with SRC1 as {t}: {c}".format(t=t, c=CMP.get(cond, cond))
        dst = "writes the per-lane result bits to VCC (e32) or SDST (e64)"
        if x:
            dst += " and also to EXEC"
        return what + "; " + dst + "."
    if stem.startswith("pk_"):
        base = stem[3:]
        txt = STEMS.get(base, "Packed operation '%s'." % base).format(t=t, d=d, s=s)
        return "Packed math on both 16-bit halves at once: " + txt[0].lower() + txt[1:]
    key = stem
    if types and stem + "_" + types[0] in STEMS:      # e.g. cvt_pk_u8 (not a pair conversion)
        key = stem + "_" + types[0]
    if key not in STEMS and key.split("_")[0] in STEMS:
        key = key.split("_")[0]
    if key in STEMS:
        return STEMS[key].format(t=t, d=d, s=s)
    return "Vector operation '%s' on %s data." % (stem, "/".join(types) or "32-bit")


# ---------------------------------------------------------------- from facts to TOML
FILES = {"VOP2": "vop2.toml", "VOP1": "vop1.toml", "VOPC": "vopc.toml", "VOP3": "vop3.toml",
         "VOP3P": "vop3p.toml", "VINTRP": "vintrp.toml"}
OPERAND_FIELDS = ("vdst", "sdst", "src0", "src1", "src2", "vsrc1", "vsrc", "literal")
PARAMS = {"p10": 0, "p20": 1, "p0": 2}
# sources whose type the mnemonic does not spell (index -> type)
# Measured facts of single instructions the probes above do not derive, kept as notes.
INST_NOTES = {
    "v_interp_p2_f16": ["gfx9 op_sel: llvm-mc 22 reads and prints four entries, entry i in op_sel bit i "
                        "(bits 11-14), and encodes entry 1 nowhere: op_sel:[0,1,0,0] assembles as no op_sel, "
                        "op_sel:[0,0,1] sets bit 13, and a word's bit 12 is dropped when disassembled "
                        "(measured on gfx900)."],
    "v_sat_pk_u8_i16": ["SRC0 is one 32-bit operand to llvm-mc 22 (the two halves packed): e32 takes a 32-bit "
                        "literal (0x12345678), e64 refuses it with 'literal operands are not supported', 1.5 "
                        "prints 0x3fc00000 (measured on gfx900)."],
}

# op_sel arrays llvm-mc 22 reads with another length than one entry per source plus the
# destination, and entries it encodes nowhere: name -> (entries, unused entries)
OP_SEL_OVERRIDES = {"v_interp_p2_f16": (4, [1])}  # (INST_NOTES)

TYPE_OVERRIDES = {
    "v_cvt_pk_u8_f32": {1: "u32", 2: "u32"}, "v_cvt_pkaccum_u8_f32": {1: "u32"},
    "v_ldexp_f32": {1: "i32"}, "v_ldexp_f64": {1: "i32"}, "v_trig_preop_f64": {1: "u32"},
    "v_div_fixup_legacy_f16": {}, "v_cndmask_b32": {}, "v_perm_b32": {},
    "v_alignbyte_b32": {2: "u32"}, "v_alignbit_b32": {2: "u32"},
    "v_bfe_u32": {}, "v_bfe_i32": {1: "u32", 2: "u32"}, "v_bfm_b32": {},
    "v_cvt_off_f32_i4": {0: "i32"}, "v_lerp_u8": {0: "u32", 1: "u32", 2: "u32"},
    "v_msad_u8": {}, "v_sad_hi_u8": {}, "v_mad_i64_i32": {2: "i64"}, "v_mad_u64_u32": {2: "u64"},
    "v_writelane_b32": {1: "u32"}, "v_readlane_b32": {1: "u32"},
    "v_sat_pk_u8_i16": {0: "b32"},  # (INST_NOTES)
}
WIDE = {"f": "f64", "i": "i64", "u": "u64", "b": "b64"}


def tok_value(tok, k):
    """(value in a 9-bit source field, value in an 8-bit/7-bit register field) of a token."""
    b = 10 + 16 * k
    if tok in ("V1", "V2", "V4"):
        r = b + {"V1": 1, "V2": 2, "V4": 4}[tok]
        return 256 + r, r
    if tok in ("S1", "S2"):
        r = b + {"S1": 1, "S2": 2}[tok]
        return r, r
    if tok == "VCC":
        return 106, 106
    return None, None


def assign_fields(gen, form, fam, tmpl, data):
    """Field name of every template position (None = implicit or not found)."""
    v = int.from_bytes(data, "little")
    lay = dict(LAYOUTS[fam][gen][0])
    if form in ("sdwa", "dpp"):
        lay.update(EXT_LAYOUTS[form][gen])
    wide = {"src0", "src1", "src2"} if form not in ("sdwa", "dpp") else {"src1", "src2"}
    out = []
    used = set()
    for k, tok in enumerate(tmpl):
        found = None
        if tok in ("K", "K16"):
            want = 0x41200000 if tok == "K" else 0x4900
            found = "literal" if len(data) > 4 and field(v, (32, 63)) == want else None
        elif tok == "M0":
            found = next((f for f in ("vsrc1", "src1") if f in lay and field(v, lay[f]) == 124), None)
        elif tok == "ATTR":
            if "attr" in lay:
                found = "attr" if field(v, lay["attr"]) == 3 and field(v, lay["attrchan"]) == 1 else None
            else:   # VOP3 form of interpolation: SRC0 = chan * 64 + attr
                found = "src0" if field(v, lay["src0"]) == 64 + 3 else None
        elif tok == "PARAM":
            f = "vsrc" if "vsrc" in lay else "src1"
            found = f if field(v, lay[f]) == PARAMS["p20"] else None
        else:
            v9, v8 = tok_value(tok, k)
            for f in OPERAND_FIELDS:
                if f not in lay or f in used:
                    continue
                want = v9 if (f in wide) else v8
                if f == "sdst" and fam != "VOP3" and form != "sdwa":
                    continue
                if field(v, lay[f]) == want:
                    found = f
                    break
        if found:
            used.add(found)
        out.append(found)
    return out


def src_types(name, tmpl, probes, prefix, gen="gfx9"):
    """Type of each source (list, in source order) from the name, widths and probes."""
    stem, types = split_name(name)
    pos = src_positions(tmpl)
    d = types[0] if types else "b32"
    s = types[-1] if types else "b32"
    res = []
    for i, k in enumerate(pos):
        t = s if (len(types) > 1) else d
        if stem.startswith("dot") and i == 2:
            t = d
        t = TYPE_OVERRIDES.get(name, {}).get(i, t)
        if stem.startswith("interp"):
            t = "f32"     # barycentric coordinates and partial results; no constant probes work here
        if t.startswith("ubyte"):
            t = "u32"
        width = {"V1": 1, "V2": 2, "V4": 4, "S1": 1}[tmpl[k]]
        bits = int(re.sub(r"\D", "", t) or 32)
        cls = t[0]
        packed = stem.startswith("pk_") or stem.startswith("dot")
        if "mix" in stem:
            t = "fmix"
        elif width == 4:
            t = "b128"
        elif width == 2 and bits != 64:
            t = WIDE[cls] if cls in WIDE else "b64"
        elif width == 1 and bits == 64:
            t = "b32"
        elif bits < 32 and packed:
            t = "v%d%s%d" % (32 // bits, cls, bits)
        else:
            t = TNAME.get(t, t)
        if stem.startswith("interp"):
            res.append(t)
            continue
        # measured float/integer split for 16- and 64-bit sources
        p16 = probes.get("%st16%d" % (prefix, i))
        p64 = probes.get("%st64%d" % (prefix, i))
        # (a refused literal means the bits were read as an integer; any other refusal
        # means the source takes no constant at all and proves nothing)
        lit = "literal operands are not supported"
        if gen in ("gfx6", "gfx7"):
            p16 = None            # no 16-bit inline constants there: the probe proves nothing
        if t in ("f16", "i16", "u16", "b16") and p16:
            if p16.get("error") == lit and t == "f16":
                t = "i16"
            elif "error" not in p16 and t != "f16":
                t = "f16"
        if t.startswith("v2") and t[-2:] == "16" and p16:
            if "error" not in p16:
                t = "v2f16"
            elif p16.get("error") == lit and t == "v2f16":
                t = "v2i16"
        if t in ("f64", "i64", "u64", "b64") and p64:
            if p64.get("error") == lit and t == "f64":
                t = "b64"
            elif "error" not in p64 and t != "f64":
                t = "f64"
        res.append(t)
    return res


def operand_string(name, gen, form, fam, tmpl, data, types, vgpr_only=()):
    fields = assign_fields(gen, form, fam, tmpl, data)
    pos = src_positions(tmpl)
    out = []
    for k, tok in enumerate(tmpl):
        f = fields[k]
        if k in pos:
            t = types[pos.index(k)] if pos.index(k) < len(types) else "b32"
            if tok == "S1":
                kind = "ssrc_" + t
            elif f in ("src0", "src1", "src2") and not (form in ("sdwa", "dpp") and f == "src0") \
                    and pos.index(k) not in vgpr_only:
                kind = "src_" + t
            else:
                kind = "vgpr_" + t
        elif tok in ("K", "K16"):
            kind = "literal_" + (split_name(name)[1] or ["f32"])[0]
        elif tok == "M0":
            kind = "ssrc_u32"
        elif tok == "ATTR":
            kind = "attr"
        elif tok == "PARAM":
            kind = "interp_param"
        else:
            kind = {"V1": "v1", "V2": "v2", "V4": "v4", "S1": "s1", "S2": "s2", "VCC": "vcc"}[tok]
        out.append("%s:%s" % (f or "_", kind))
    return " ".join(out)


def gen_info(facts, name):
    """Per generation: representative processor's data, and the processors that accept it."""
    info = {}
    for cpu, gen in CPUS.items():
        f = facts[cpu].get(name)
        if not f:
            continue
        g = info.setdefault(gen, {"cpus": [], "f": f, "cpu": cpu})
        g["cpus"].append(cpu)
    return info


def form_data(gen, f):
    """{form: (family, tmpl, bytes)} of the forms present (e32/e64/sdwa/dpp) and the bare choice."""
    forms = {}
    for key, form in (("_e32", "e32"), ("_e64", "e64")):
        x = f.get(key, {})
        if "tmpl" in x:
            data = bytes.fromhex(x["bytes"])
            fam = family_of(gen, data[:4])
            forms[form] = (fam, x["tmpl"], data, x["text"])
    b = f.get("bare", {})
    if "e32" not in forms and "tmpl" in b:
        data = bytes.fromhex(b["bytes"])
        fam = family_of(gen, data[:4])
        if fam not in ("VOP3", "VOP3P"):
            forms["e32"] = (fam, b["tmpl"], data, b["text"])
    # llvm-mc takes _e32 on a few VOP3-only instructions (readlane/writelane on gfx8/9)
    if "e32" in forms and forms["e32"][0] in ("VOP3", "VOP3P"):
        if "e64" not in forms:
            forms["e64"] = forms["e32"]
            forms["e64_from_e32"] = True
        del forms["e32"]
    pr = f.get("probes", {})
    for form in ("sdwa", "dpp"):
        if "bytes" in pr.get(form, {}):
            data = bytes.fromhex(pr[form]["bytes"])
            base = forms.get("e32")
            if base:
                forms[form] = (base[0], base[1], data, pr[form]["text"])
    return forms


CLRX_DIR = os.path.join(ROOT, "..", "shared", "reference", "clrx")
GCN_GEN = {"1.0": "gfx6", "1.01": "gfx6", "1.1": "gfx7", "1.2": "gfx8", "1.4": "gfx9"}
CLRX_FILES = {"GcnInstrsVop1.md": ("gfx6", "gfx7", "gfx8", "gfx9"),
              "GcnInstrsVop2.md": ("gfx6", "gfx7", "gfx8", "gfx9"),
              "GcnInstrsVopc.md": ("gfx6", "gfx7", "gfx8", "gfx9"),
              "GcnInstrsVop3.md": ("gfx6", "gfx7", "gfx8", "gfx9"),
              "GcnInstrsVop3p.md": ("gfx9",), "GcnInstrsVintrp.md": ("gfx6", "gfx7", "gfx8", "gfx9")}


def clrx_opcodes():
    """name -> {"e32"|"e64": {gen: opcode}} from the CLRX per-instruction sections
    (only headings naming one instruction; the OP16/OP8 pattern tables are not read)."""
    res = {}
    for fn, allgens in CLRX_FILES.items():
        path = os.path.join(CLRX_DIR, fn)
        if not os.path.exists(path):
            continue
        name = None
        for ln in open(path, encoding="utf-8"):
            h = re.match(r"#{2,4} (.*)", ln)
            if h:
                head = h.group(1).strip()
                name = head.lower() if re.fullmatch(r"V_\w+", head) else None
                continue
            m = re.match(r"Opcode:?( VOP[0-9A-Z]*)?:\s*(.*)", ln.strip())
            if not (name and m):
                continue
            kind = m.group(1) or ""
            form = "e64" if ("VOP3" in kind and fn != "GcnInstrsVop3.md" and fn != "GcnInstrsVop3p.md") else "e32"
            if fn in ("GcnInstrsVop3.md", "GcnInstrsVop3p.md"):
                form = "e64"
            for seg in m.group(2).split(";"):
                mm = re.search(r"(\d+) \(0x([0-9a-fA-F]+)\)(?: for GCN ([\d./ ]+))?", seg)
                if not mm:
                    continue
                gens = [GCN_GEN.get(x.strip(), None) for x in mm.group(3).split("/")] if mm.group(3) else list(allgens)
                for g in gens:
                    if g:   # (decimal, hex): CLRX sometimes writes two different numbers
                        res.setdefault(name, {}).setdefault(form, {})[g] = (int(mm.group(1)), int(mm.group(2), 16))
    return res


def clrx_vopc_tables():
    """name -> {gen: opcode} from the CLRX VOPC range tables (V_CMP_{OP16}_F32 at 0-15 ...)."""
    path = os.path.join(CLRX_DIR, "GcnInstrsVopc.md")
    if not os.path.exists(path):
        return {}
    ranges, ops, gens, table = [], {"16": {}, "8": {}}, None, None
    for ln in open(path, encoding="utf-8"):
        g = re.search(r"by opcode \(GCN ([\d./]+)\)", ln)
        if g:
            gens = [GCN_GEN[x] for x in g.group(1).split("/")]
            continue
        t = re.match(r"Opcode offset \| OP(16|8) name", ln)
        if t or ln.startswith("Table of OP16"):
            table = t.group(1) if t else table
            continue
        m = re.match(r"(\d+)-(\d+) \(0x[0-9a-f]+-0x[0-9a-f]+\)\s*\|\s*(V_\w*\{OP(16|8)\}\w*)", ln)
        if m and gens:
            ranges.append((int(m.group(1)), m.group(3), m.group(4), list(gens)))
            continue
        o = re.match(r"(\d+) \(0x[0-9a-f]+\)\s*\|\s*([A-Z, ]+?)\s*\|", ln)
        if o and table:
            ops[table][int(o.group(1))] = [x.strip() for x in o.group(2).split(",")]
    res = {}
    for base, pat, kind, gs in ranges:
        for off, names in ops[kind].items():
            for nm in names:
                name = pat.replace("{OP%s}" % kind, nm).lower()
                for g in gs:
                    res.setdefault(name, {})[g] = base + off
    return res


def inventory_notes():
    """The CLRX comparison notes per mnemonic: kept in the vector files since the vector
    families left isa/inventory.toml (and read from an inventory family that has them)."""
    def clrx(v):
        return v.startswith("CLRX") or v.startswith("Not in CLRX")

    out = {}
    for fn in VECTOR_FILES:
        with open(os.path.join(ROOT, "isa", fn), "rb") as f:
            for e in tomllib.load(f).get("instruction", []):
                for v in e.get("notes", ()):
                    if clrx(v) and v not in out.get(e["name"], ()):
                        out.setdefault(e["name"], []).append(v)
    with open(os.path.join(ROOT, "isa", "inventory.toml"), "rb") as f:
        inv = tomllib.load(f)
    for fam in inv.get("family", {}).values():
        for k, v in fam.get("notes", {}).items():
            if clrx(v) and v not in out.get(k, ()):
                out.setdefault(k, []).append(v)
    return out


def mods_of(f, prefix, tmpl, gen, form):
    pr = f.get("probes", {})
    ok = lambda key: "bytes" in pr.get(prefix + key, {})
    m = []
    if form in ("e64", "sdwa", "dpp"):
        # (llvm-mc reads interpolation's high before clamp and omod, and its op_sel last)
        if form == "e64" and ok("high"):
            m.append("high")
        for key, word in (("clamp", "clamp"), ("omod", "omod")):
            if ok(key):
                m.append(word)
        if form == "sdwa" and ok("sdst"):
            m.append("sdst")
        if form == "sdwa":
            for key in ("dst_sel", "src0_sel", "src1_sel"):
                if ok(key):
                    m.append(key)
            m.append("dst_unused") if ok("dst_sel") else None
        if form == "dpp":
            m += ["dpp_ctrl", "row_mask", "bank_mask"] + (["bound_ctrl"] if ok("bound_ctrl") else [])
    for i, _ in enumerate(src_positions(tmpl)):
        for mod in ("neg", "abs", "sext"):
            if ok("%s%d" % (mod, i)):
                m.append("%s:src%d" % (mod, i))
        if form == "sdwa" and ok("sgpr%d" % i):
            m.append("sgpr:src%d" % i)
    if form == "e64" and gen == "gfx9":
        # llvm-mc pads or trims the arrays, so any accepted length proves the modifier;
        # the length it prints is one bit per source (plus the destination for VOP3 op_sel)
        nsrc = len(src_positions(tmpl))
        packed = family_of(gen, bytes.fromhex(f.get("_e64", f.get("bare", {})).get("bytes", "00000000"))[:4]) == "VOP3P"
        for mod in ("op_sel", "op_sel_hi", "neg_lo", "neg_hi"):
            if any(ok("%s%d" % (mod, a)) for a in (2, 3, 4)):
                m.append("%s:%d" % (mod, nsrc + (1 if mod == "op_sel" and not packed else 0)))
    return " ".join(m)


def implicit(name, e32_tmpl, fam):
    reads, writes = [], []
    if e32_tmpl:
        t = list(e32_tmpl)
        if len(t) > 1 and t[1] == "VCC" and t[0] != "VCC":
            writes.append("vcc")
        if t and t[0] == "VCC":
            writes.append("vcc")
        if t and t[-1] == "VCC" and len(t) > 2:
            reads.append("vcc")
    stem, _ = split_name(name)
    if stem == "div_fmas":
        reads.append("vcc")
    if stem.startswith("cmpx"):
        writes.append("exec")
    if stem.startswith("movrel") or fam == "VINTRP" or stem.startswith("interp"):
        reads.append("m0")
    return reads, writes


def hexs(n):
    return "0x%02x" % n if n < 0x100 else "0x%03x" % n


def tbl(d):
    return "{ " + ", ".join("%s = %s" % (k, v) for k, v in d.items()) + " }"


def per_gen(d):
    """One value when all generations agree, else a table."""
    vals = {json.dumps(v) for v in d.values()}
    if len(vals) == 1:
        return next(iter(vals))
    return tbl({g: json.dumps(v) for g, v in d.items()})


def build(facts):
    """name -> entry dict (file family, TOML lines) for every vector mnemonic present anywhere."""
    clrx = clrx_opcodes()
    clrx_vopc = clrx_vopc_tables()
    invn = inventory_notes()
    names = sorted({n for cpu in facts for n in facts[cpu]})
    entries = {}
    for name in names:
        info = gen_info(facts, name)
        per = {}
        for gen in GENS:
            if gen not in info:
                continue
            fd = form_data(gen, info[gen]["f"])
            if "e32" not in fd and "e64" not in fd:
                continue
            per[gen] = fd
        if not per:
            continue
        fam = None
        for gen in GENS:
            if gen in per and "e32" in per[gen]:
                fam = per[gen]["e32"][0]
                break
        if fam is None:
            fam = next(per[g]["e64"][0] for g in GENS if g in per)
        if fam not in FILES:
            print("skipped (family %s): %s" % (fam, name), file=sys.stderr)
            continue
        e = {"name": name, "family": fam, "notes": list(invn.get(name, [])) + INST_NOTES.get(name, []),
             "spelling_of": {}, "e32_suffix": []}
        opc, opc64, forms, ops, ops64, m64, msd, mdp, procs = {}, {}, {}, {}, {}, {}, {}, {}, {}
        e32tmpl = None
        for gen, fd in per.items():
            rep = info[gen]
            f = rep["f"]
            if len(rep["cpus"]) != sum(1 for c in CPUS.values() if c == gen):
                procs[gen] = rep["cpus"]
            e64 = fd.get("e64")
            e32 = fd.get("e32")
            tprefix = ""
            tm = (e64 or e32)[1]
            types = src_types(name, tm, f.get("probes", {}), tprefix, gen)
            # sources that refuse an SGPR outright (not for the constant bus): VGPR only
            vo = {i for i in range(len(types))
                  if f.get("probes", {}).get("tsgpr%d" % i, {}).get("error") == "invalid operand for instruction"}
            if fam in ("VOP3", "VOP3P"):
                if not e64:
                    continue
                opc[gen] = opcode_of(gen, e64[0], e64[2])
                ops[gen] = operand_string(name, gen, "e64", e64[0], e64[1], e64[2], types, vo)
            else:
                if e32:
                    if e32[0] != fam:
                        e["notes"].append("On %s the e32 form is %s-encoded (not %s)." % (gen, e32[0], fam))
                    opc[gen] = opcode_of(gen, e32[0], e32[2])
                    ops[gen] = operand_string(name, gen, "e32", e32[0], e32[1], e32[2], types, vo)
                    e32tmpl = e32[1]
                if e64:
                    o64 = opcode_of(gen, e64[0], e64[2])
                    if not (e32 and gen in PROMOTE.get(fam, {}) and o64 == PROMOTE[fam][gen] + opc[gen]):
                        opc64[gen] = o64
                    ops64[gen] = operand_string(name, gen, "e64", e64[0], e64[1], e64[2], types, vo)
            for form in ("e32", "e64", "sdwa", "dpp"):
                if form in fd and not (fam in ("VOP3", "VOP3P") and form == "e32"):
                    forms.setdefault(form, []).append(gen)
            if fd.get("e64_from_e32"):
                e["e32_suffix"].append(gen)
                e["notes"].append("On %s llvm-mc takes the _e32 suffix for this VOP3-encoded instruction (8 bytes) and refuses _e64." % gen)
            if e64:
                pfx = "_e32:" if fd.get("e64_from_e32") else ("_e64:" if "bytes" in f.get("_e64", {}) else "bare:")
                m64[gen] = mods_of(f, pfx, e64[1], gen, "e64")
                if name in OP_SEL_OVERRIDES:
                    m64[gen] = re.sub(r"\bop_sel:\d+", "op_sel:%d" % OP_SEL_OVERRIDES[name][0], m64[gen])
            if "sdwa" in fd:
                msd[gen] = mods_of(f, "sdwa:", e32[1], gen, "sdwa")
            if "dpp" in fd:
                mdp[gen] = mods_of(f, "dpp:", e32[1], gen, "dpp")
            for form, x in fd.items():
                if form == "e64_from_e32":
                    continue
                printed = re.sub(r"_(e32|e64|sdwa|dpp)$", "", x[3].split()[0])
                if printed != name:
                    e["spelling_of"][gen] = printed
                    note = "llvm-mc 22 takes %s as another spelling of %s on %s and prints %s." % (name, printed, gen, printed)
                    if note not in e["notes"]:
                        e["notes"].append(note)
        # CLRX comparison (opcodes of single-name sections)
        cx = clrx.get(name, {})
        if fam == "VOPC" and name in clrx_vopc:
            for g, v in sorted(clrx_vopc[name].items()):
                if g in opc and opc[g] != v:
                    e["notes"].append("CLRX's opcode table gives %s on %s; llvm-mc 22 encodes %s." % (hexs(v), g, hexs(opc[g])))
            for g in GENS:
                if g in opc and g not in clrx_vopc[name]:
                    e["notes"].append("CLRX's opcode tables do not list it on %s; llvm-mc 22 accepts it there." % g)
        for form, mine in (("e32", opc if fam not in ("VOP3", "VOP3P") else {}),
                           ("e64", opc if fam in ("VOP3", "VOP3P") else
                            {g: opc64.get(g, PROMOTE[fam][g] + opc[g] if g in opc and g in PROMOTE.get(fam, {}) else None)
                             for g in forms.get("e64", [])})):
            for g, (dec, hx) in sorted(cx.get(form, {}).items()):
                if g in mine and mine[g] is not None and not (mine[g] == dec == hx):
                    e["notes"].append("CLRX gives the %s opcode on %s as %d (0x%x); llvm-mc 22 encodes %s." % (
                        form, g, dec, hx, hexs(mine[g])))
        # the name llvm-mc's disassembler gives these bytes, where it is another one
        dis = {}
        for gen in per:
            got = {v for k, v in info[gen]["f"].get("disasm", {}).items() if v} - {name}
            if got:
                dis[gen] = "/".join(sorted(got))
        e["dis"] = dis
        # forms whose first source may be lds_direct (per generation)
        lds = {}
        for gen, fd in per.items():
            pr = info[gen]["f"].get("probes", {})
            fl = [form for form, key in (("e32", "_e32:lds"), ("e64", "_e64:lds"))
                  if form in fd and "bytes" in pr.get(key, {})]
            if "e64" in fd and "e32" not in fd and "bytes" in pr.get("bare:lds", {}) and "e64" not in fl:
                fl.append("e64")
            if fl:
                lds[gen] = fl
        e["lds"] = lds
        reads, writes = implicit(name, e32tmpl, fam)
        e.update(opc=opc, opc64=opc64, forms=forms, ops=ops, ops64=ops64, m64=m64, msd=msd,
                 mdp=mdp, procs=procs, reads=reads, writes=writes)
        entries[name] = e
    # encodings shared by two spellings (on a common processor)
    seen = {}
    for name, e in sorted(entries.items()):
        for g, op in e["opc"].items():
            cpus = e["procs"].get(g) or [c for c, x in CPUS.items() if x == g]
            for c in cpus:
                seen.setdefault((e["family"], g, op, c), []).append(name)
    shared = {}
    for (fam, g, op, c), names in seen.items():
        if len(names) > 1:
            for n in names:
                shared.setdefault(n, {}).setdefault(g, set()).update(x for x in names if x != n)
    for n, d in shared.items():
        for g in GENS:
            if g in d:
                note = "Same encoding as %s on %s: llvm-mc 22 assembles both spellings to the same bytes." % (
                    "/".join(sorted(d[g])), g)
                entries[n]["notes"].append(note)
    return entries


def render(e):
    L = ["[[instruction]]", 'name = "%s"' % e["name"]]
    L.append("opcode = %s" % tbl({g: hexs(v) for g, v in e["opc"].items()}))
    if e["opc64"]:
        L.append("opcode_e64 = %s" % tbl({g: hexs(v) for g, v in e["opc64"].items()}))
    L.append("forms = %s" % tbl({k: json.dumps(v) for k, v in e["forms"].items()}))
    if e["procs"]:
        L.append("processors = %s" % tbl({g: json.dumps(v) for g, v in e["procs"].items()}))
        if e["name"] in FEATURES:
            L.append('feature = "%s"' % FEATURES[e["name"]])
    if e["ops"]:
        L.append("operands = %s" % per_gen(e["ops"]))
    if e["ops64"]:
        L.append("operands_e64 = %s" % per_gen(e["ops64"]))
    for key, d in (("modifiers_e64", e["m64"]), ("modifiers_sdwa", e["msd"]), ("modifiers_dpp", e["mdp"])):
        if d:
            L.append("%s = %s" % (key, per_gen(d)))
    if e["lds"]:
        L.append("lds_direct = %s" % per_gen(e["lds"]))
    if e["dis"]:
        L.append("disassembles_as = %s" % tbl({g: json.dumps(v) for g, v in e["dis"].items()}))
    if e["spelling_of"]:
        L.append("spelling_of = %s" % tbl({g: json.dumps(v) for g, v in e["spelling_of"].items()}))
    if e["e32_suffix"]:
        L.append("e32_suffix = %s" % json.dumps(e["e32_suffix"]))
    if e["name"] in OP_SEL_OVERRIDES:
        L.append("op_sel_unused = %s" % json.dumps(OP_SEL_OVERRIDES[e["name"]][1]))
    if e["reads"] or e["writes"]:
        L.append("implicit = { reads = %s, writes = %s }" % (json.dumps(e["reads"]), json.dumps(e["writes"])))
    L.append('description = %s' % json.dumps(describe(e["name"])))
    if e["notes"]:
        L.append("notes = [")
        L += ["    %s," % json.dumps(n) for n in dict.fromkeys(e["notes"])]  # (file notes read back: once)
        L.append("]")
    return "\n".join(L) + "\n"


# The subtarget feature (targets.toml) an instruction only some gfx9 processors have needs:
# gcnls takes the processors from it (the probed ones, in processors, agree).
FEATURES = {'v_mad_mix_f32': 'mad-mix-insts', 'v_mad_mixhi_f16': 'mad-mix-insts', 'v_mad_mixlo_f16': 'mad-mix-insts', 'v_fma_mix_f32': 'fma-mix-insts', 'v_fma_mixhi_f16': 'fma-mix-insts', 'v_fma_mixlo_f16': 'fma-mix-insts', 'v_dot2_f32_f16': 'dot10-insts', 'v_dot2_i32_i16': 'dot2-insts', 'v_dot2_u32_u16': 'dot2-insts', 'v_dot4_i32_i8': 'dot1-insts', 'v_dot8_i32_i4': 'dot1-insts', 'v_dot4_u32_u8': 'dot7-insts', 'v_dot8_u32_u4': 'dot7-insts'}

# ---------------------------------------------------------------- file headers
SEL = "{ BYTE_0 = 0, BYTE_1 = 1, BYTE_2 = 2, BYTE_3 = 3, WORD_0 = 4, WORD_1 = 5, DWORD = 6 }"
UNUSED = "{ UNUSED_PAD = 0, UNUSED_SEXT = 1, UNUSED_PRESERVE = 2 }"
OMOD = '{ "mul:2" = 1, "mul:4" = 2, "div:2" = 3 }'
# DPP controls: (name, accepted values, dpp_ctrl code). values: "lanes" = quad_perm:[a,b,c,d]
# (2-bit lanes, code = base + a + 4b + 16c + 64d), [lo, hi] = name:N (code = base + N), a
# number = name:that value (code = base), None = a bare word (code = base).
DPP_CTRL = [
    ("quad_perm", "lanes", 0x000), ("row_shl", (1, 15), 0x100), ("row_shr", (1, 15), 0x110),
    ("row_ror", (1, 15), 0x120), ("wave_shl", 1, 0x130), ("wave_rol", 1, 0x134),
    ("wave_shr", 1, 0x138), ("wave_ror", 1, 0x13c), ("row_mirror", None, 0x140),
    ("row_half_mirror", None, 0x141), ("row_bcast", 15, 0x142), ("row_bcast", 31, 0x143)]
# What llvm-mc 22's disassembler prints for a dpp_ctrl code no control has: [lo, hi, text]
# (the text replaces the control; other codes print DPP_INVALID).
DPP_UNNAMED = [(0x150, 0x15f, " /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */"),
               (0x160, 0x16f, "/* row_xmask is not supported on ASICs earlier than GFX10 */")]
DPP_INVALID = "/* Invalid dpp_ctrl value */"
# llvm-mc 22's messages for malformed DPP controls and SDWA selects ({name}: the word).
DPP_ERRORS = {"colon": "expected a colon", "open": "expected an opening square bracket",
              "comma": "expected a comma", "close": "expected a closing square bracket",
              "lane": "expected a 2-bit value", "value": "invalid {name} value",
              "bound_ctrl": "invalid bound_ctrl value."}
SDWA_ERRORS = {"value": "invalid {name} value"}

META = {
    "VOP2": dict(size=4, desc="Vector ALU with two sources: SRC0 (any source, or a 32-bit literal when SRC0 = 255) and VSRC1 (a VGPR), result in VDST. Also encodable as VOP3 (e64, 8 bytes; opcode by the rule in vop3.toml), and on gfx8/gfx9 as SDWA (src0 = 0xf9) or DPP (src0 = 0xfa) with a second dword.",
                 title="VOP2: vector ALU, two sources"),
    "VOP1": dict(size=4, desc="Vector ALU with one source: SRC0 (any source, or a 32-bit literal) into VDST. Also encodable as VOP3 (e64) and, on gfx8/gfx9, SDWA and DPP (layouts in vop2.toml).",
                 title="VOP1: vector ALU, one source"),
    "VOPC": dict(size=4, desc="Vector compare: SRC0 against VSRC1, one result bit per lane written to VCC (e32) or to an SGPR pair (e64); the v_cmpx forms also write EXEC. SDWA on gfx8/gfx9 (gfx9 may name an SGPR pair destination); no DPP on GCN.",
                 title="VOPC: vector compares"),
    "VOP3": dict(size=8, desc="64-bit vector ALU encoding: up to three sources from any register file or inline constants (no literal on GCN), a VGPR destination (VOP3a) or a VGPR plus an SGPR-pair carry/flag destination SDST (VOP3b: v_*_co_*, v_div_scale_*, v_mad_*64_*32, ...), with clamp, omod and per-source neg/abs (and op_sel on gfx9). Holds the VOP3-only instructions; the e64 forms of VOP1/VOP2/VOPC/VINTRP use it too, by the opcode rule in [encoding.promote].",
                 title="VOP3: 64-bit vector ALU encoding and VOP3-only instructions"),
    "VOP3P": dict(size=8, desc="gfx9 packed-math encoding: each source holds two 16-bit halves (or f32/f16 for the mix instructions); op_sel/op_sel_hi pick the half fed to the low/high lane of the operation, neg_lo/neg_hi negate per half, clamp saturates.",
                  title="VOP3P: packed 16-bit math (gfx9)", rules=["packed_math"]),
    "VINTRP": dict(size=4, desc="Pixel-shader attribute interpolation from parameters in LDS: attribute number (0-32 accepted by llvm-mc) and channel (x/y/z/w), with VSRC holding the barycentric I or J coordinate, or a parameter slot p0/p10/p20 for v_interp_mov_f32. M0 must hold the LDS parameter offset. On gfx8/gfx9 also encodable as VOP3 (e64).",
                   title="VINTRP: interpolation"),
}

NOTES = {
    "VOP2": [
        "Form choice without a suffix (llvm-mc 22): e32 when the operands fit it (SRC0 any source or literal, VSRC1 a VGPR, carry/condition in VCC, no modifier), else e64 - e.g. an SGPR second source, an explicit SGPR-pair carry, clamp, omod, neg/abs; a DPP control (row_shl:1, quad_perm:...) picks DPP and an SDWA select (dst_sel:...) picks SDWA. The printed mnemonic always carries the chosen suffix (v_add_f32_e32, v_add_f32_e64, v_add_f32_sdwa, v_add_f32_dpp), except for VOP3-only and always-literal instructions (v_madmk_f32, v_readlane_b32 ...). See the [[example]] entries.",
        "Constant bus (gfx6-gfx9): at most one SGPR (including VCC, M0, EXEC, TTMP, special sources) or literal per instruction; the same SGPR read twice counts once. The implicit VCC of v_cndmask/v_addc/v_subb e64's SGPR-pair source counts too (v_cndmask_b32_e64 v1, s2, v3, s[4:5] fails). Message: 'invalid operand (violates constant bus restrictions)' at the first operand that exceeds the limit.",
        "Literals: only SRC0 of the e32 form (and the K operand of v_madmk/v_madak, always present). A literal elsewhere: 'literal operands are not supported' at the literal (e64 of any source; e32 VSRC1 when the line could otherwise be e64). A literal plus an SGPR in e32: 'invalid operand for instruction' at the SGPR. SDWA/DPP take no literal ('invalid operand for instruction').",
        "Inline constants: integers -16..64, and for float types 0.5, 1.0, 2.0, 4.0 and their negatives, plus 1/(2*pi) = 0.15915494 on gfx8/gfx9 only (gfx6/gfx7 encode 0.15915494 as the literal 0x3e22f983). For 32-bit operands a bit pattern equal to one of these floats is printed as the float (0x3f800000 prints 1.0), for integer and float types alike; 0xffffffff prints -1. Values outside 32 bits ('0x100000000', 1e40) fail with 'invalid operand for instruction' at the value; a negative literal prints as unsigned hex (-17 prints 0xffffffef).",
        "16-bit operands (gfx8/gfx9 *_f16, *_i16, *_u16): for f16 a float written as text is converted to half (1.5 prints 0x3e00, 0.1 prints 0x2e66) and the half bit patterns of the inline floats are inline (0x3c00 prints 1.0, 0x3118 prints 0.15915494); for i16/u16 0x3c00 stays a literal, 1.0 is still the inline 1.0, -1 and 0xffff differ (inline -1 vs literal 0xffff), -32768 is accepted (literal 0x8000), -32769 fails. Quirk: a non-inline float for an integer 16-bit operand is stored as its 32-bit pattern but printed truncated: v_add_u16 v1, 1.5, v3 prints 0x0 and encodes 0x3fc00000.",
        "Modifiers and printing: neg is written -x or neg(x), abs |x| or abs(x); printed as -x, |x|, -|x| (neg(abs(v2)) prints -|v2|); on constants neg(1)/neg(1.0) keep the neg(...) spelling while -1/-1.0 are plain inline constants. Integer-typed sources refuse neg/abs ('not a valid operand.' at the source). clamp must come before omod (mul:2, mul:4, div:2); 'mul:2 clamp' fails with 'invalid operand for instruction' at clamp; mul:3 says 'invalid mul value.'. Modifier words are lower case (CLAMP: 'invalid operand for instruction').",
        "v_ldexp_f16 (gfx8/gfx9): the exponent source takes the f16 inline constants (0x3c00 prints 1.0, 0x3118 prints 0.15915494) but refuses neg/abs like an integer source; it is typed f16 here for its constants.",
        "Carry instructions: e32 writes VCC (written as the vcc operand after VDST) and v_addc/v_subb/v_subbrev e32 read VCC (written last); e64 names any SGPR pair for both (VOP3b: SDST in bits 8-14, carry-in in SRC2). v_cndmask_b32 e32 reads VCC, e64 takes an SGPR pair as third source.",
        "Name changes: the carry adds are v_add_i32/v_sub_i32/v_subrev_i32/v_addc_u32/v_subb_u32/v_subbrev_u32 on gfx6/gfx7, v_add_u32/v_sub_u32/v_subrev_u32/v_addc_u32/v_subb_u32/v_subbrev_u32 on gfx8 (same carry semantics), and v_add_co_u32/v_sub_co_u32/v_subrev_co_u32/v_addc_co_u32/v_subb_co_u32/v_subbrev_co_u32 on gfx9, where v_add_u32/v_sub_u32/v_subrev_u32 name new carry-less VOP2 adds (opcodes 0x34-0x36) and v_add_i32/v_sub_i32 are VOP3-only signed adds (vop3.toml). llvm-mc accepts v_add_co_u32 etc. on gfx6/gfx7 as other spellings of v_add_i32 etc. but only in e64 (see those entries). The shift names v_lshl_b32/v_lshr_b32/v_ashr_i32 exist on gfx6/gfx7 only; the *rev forms everywhere.",
        "Several gfx6/gfx7 VOP2 instructions became VOP3-only on gfx8/gfx9 (v_ldexp_f32, v_bcnt_u32_b32, v_bfm_b32, v_mbcnt_*, v_cvt_pk*, v_readlane_b32, v_writelane_b32): they are listed here with opcode_e64 for gfx8/gfx9 and no e32 form there; llvm-mc still takes the _e32 suffix for v_readlane_b32/v_writelane_b32 on gfx8/gfx9 and emits VOP3.",
        "SDWA (gfx8/gfx9): mnemonic_sdwa or any SDWA select on an unsuffixed line. Selects are printed always and in fixed order: dst_sel, dst_unused, src0_sel, src1_sel (VOP1: no src1_sel; VOPC: no dst_*), defaults DWORD / UNUSED_PRESERVE. Values upper case: BYTE_0..BYTE_3, WORD_0, WORD_1, DWORD; UNUSED_PAD, UNUSED_SEXT, UNUSED_PRESERVE; a value may also be a number 0-6 (0-2 for dst_unused); lower case, another word or out of range: 'invalid dst_sel value' (no period) at the value; written out of order or twice: 'invalid operand for instruction'. sext(x) only on integer sources; neg/abs on float sources; clamp on both generations, omod (mul:2...) only on gfx9 ('operands are not valid for this GPU or mode' at column 1 on gfx8). gfx9 SDWA sources may be SGPRs or inline constants (s bit 55/63 set); gfx8 takes VGPRs only ('invalid operand for instruction'). Literals never.",
        "DPP (gfx8/gfx9): mnemonic_dpp or any DPP control on an unsuffixed line; a control is required ('too few operands for instruction' at column 1 without one). Controls: quad_perm:[a,b,c,d] (each 0-3, 'expected a 2-bit value'), row_shl/row_shr/row_ror:1-15, wave_shl/wave_rol/wave_shr/wave_ror:1, row_mirror, row_half_mirror, row_bcast:15 or 31 ('invalid row_shl value' etc. at the control); then row_mask, bank_mask (printed as 0xN, default 0xf) and bound_ctrl. Order is fixed: control first ('not a valid operand.' otherwise), row_mask before bank_mask. bound_ctrl:0 and bound_ctrl:1 both set bit 51 and print bound_ctrl:1; bound_ctrl:2 'invalid bound_ctrl value.'. Quirk: row_mask and bank_mask take any value, print it as written (signed hex: row_mask:16 prints row_mask:0x10, -1 prints -0x1) and encode its low 4 bits. SRC0 must be a VGPR; no clamp/omod; neg/abs on float sources; gfx10 controls (row_share, dpp8, fi) are 'not a valid operand.'.",
        "lds_direct (printed src_lds_direct, src0 code 254) is accepted as the FIRST source of most 32-bit and 16-bit VALU instructions in e32 and e64 (also VOP3 and VOP3P; see lds_direct in each entry); elsewhere 'lds_direct may be used as src0 only' at it; on the reversed-operand instructions (v_*rev*) and in SDWA: 'lds_direct cannot be used with this instruction'; DPP and 64-bit sources 'invalid operand for instruction'.",
        "Operand errors: wrong register width or class 'invalid operand for instruction' at the operand; too few operands 'too few operands for instruction' at column 1; an extra operand 'invalid operand for instruction' at it; misaligned SGPR pair 'invalid register alignment'.",
    ],
    "VOP1": [
        "Form choice, literals, inline constants, modifiers, SDWA and DPP follow the VOP2 rules (vop2.toml notes); with one source the constant bus limit cannot be exceeded.",
        "v_mov_b32 and the other b32 moves take no clamp/omod ('invalid operand for instruction' at clamp); float ops (v_rcp_f32, v_sqrt_f32, ...) take clamp, omod, neg and abs in e64.",
        "64-bit operands (f64 sources of v_rcp_f64 ...): inline constants as for 32 bits (printed as the double, 0.15915494309189532 for 1/(2*pi)); a float written as text that is not inline becomes a literal holding the high 32 bits (1.5 prints 0x3ff80000); a 32-bit integer literal is taken as the high half (0x3ff00000 is the inline 1.0); a 64-bit value that is not inline fails ('invalid operand for instruction'). SGPR pairs must be even-aligned ('invalid register alignment').",
        "lds_direct (and src_lds_direct) is accepted as SRC0 of v_mov_b32 in e32 and e64 (src0 code 254) and prints src_lds_direct. scc/vccz/execz print src_scc/src_vccz/src_execz; src_shared_base etc. exist only on gfx9 ('src_shared_base register not available on this GPU').",
        "f16 conversions on gfx6/gfx7 (v_cvt_f32_f16 ...): the e32 form takes 0x3c00 as the inline 1.0, the e64 form refuses it ('literal operands are not supported'); both take 1.0.",
        "v_readfirstlane_b32 writes an SGPR (VDST field holds an SGPR number), has no e64, SDWA or DPP form. v_movrels/v_movreld/v_movrelsd_b32 read M0 (gfx6-gfx8 only). v_swap_b32 (gfx9) takes VGPRs only and has no e64. v_nop and v_clrexcp take no operands; llvm-mc even accepts v_nop_sdwa and v_nop_e64 (printed v_nop).",
        "VOP3 (e64) opcode = 0x180 + VOP1 opcode on gfx6/gfx7 and 0x140 + VOP1 opcode on gfx8/gfx9 ([encoding.promote] in vop3.toml).",
    ],
    "VOPC": [
        "Syntax always names the destination: vcc in e32 (implicit, not encoded), any SGPR pair (even-aligned), vcc or exec in e64. 'v_cmp_eq_f32 s[2:3], v1, v2' without suffix picks e64; 'v_cmp_eq_f32_e32 s[2:3], ...' fails with 'invalid operand for instruction' at the destination; an unaligned pair says 'invalid register alignment'.",
        "The VOP3 opcode equals the VOPC opcode (promote base 0) on every generation; SDST is encoded in the VDST bits (0-7) of VOP3a.",
        "llvm-mc 22 also takes the e32 form with the vcc left out (v_cmp_eq_f32_e32 v1, v2, also unsuffixed) and prints it with vcc; the same holds for v_cndmask_b32 and, on gfx9, v_add_co_u32/v_sub_co_u32/v_subrev_co_u32 e32 (see the [[example]] entries here and in vop2.toml).",
        "v_cmpx_* also write EXEC (implicit). On gfx6/gfx7 llvm-mc also knows v_cmps_*/v_cmpsx_* (signalling float compares).",
        "Float compares take neg/abs and clamp in e64 (no omod: 'not a valid operand.'); integer compares take none ('not a valid operand.' at -v1). v_cmp_class_* take neg/abs only on SRC0.",
        "SDWA: gfx8 prints the SDWA form WITHOUT the _sdwa suffix (v_cmp_eq_f32 vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD) and requires vcc as destination ('operands are not valid for this GPU or mode' for s[2:3]); it takes clamp. gfx9 takes vcc or an SGPR pair (SDST in bits 40-46, SD bit 47 set for a non-VCC destination), prints _sdwa, and refuses clamp ('operands are not valid for this GPU or mode'). Only src0_sel and src1_sel are printed. No DPP ('dpp variant of this instruction is not supported').",
        "The always-true compares are spelled v_cmp_t_* / v_cmp_tru_* depending on type (llvm-mc 22 accepts v_cmp_tru_f32 and v_cmp_t_i32 but not v_cmp_tru_i32 on gfx9); each entry lists what llvm-mc accepts.",
        "16-bit integer compares print a non-inline float literal truncated (v_cmp_eq_u16 vcc, 1.5, v2 prints 0x0, encodes 0x3fc00000); see vop2.toml notes for the other literal and inline-constant rules.",
    ],
    "VOP3": [
        "[encoding.promote]: the VOP3 opcode of an instruction that also has an e32 encoding is base + its e32 opcode, per family and generation; every e64 opcode in vop1/vop2/vopc/vintrp.toml follows this rule unless the entry gives opcode_e64 (instructions without e32 on that generation).",
        "No literals in VOP3 on gfx6-gfx9: 'literal operands are not supported' at the literal (also 0.15915494 on f64 sources, 65 on an integer source). Constant bus as in vop2.toml: one SGPR/special register, the same one may repeat (v_fma_f32 v1, s2, s2, s2 is fine); v_div_fmas_* read VCC implicitly, so any SGPR source violates the limit.",
        "VOP3b (SDST in bits 8-14 instead of abs/clamp): v_div_scale_*, v_mad_u64_u32, v_mad_i64_i32 and the e64 forms of the carry adds; SDST may be vcc or an even SGPR pair. On gfx8/gfx9 clamp (bit 15) still exists for VOP3b.",
        "Modifiers: clamp and omod for float results; neg/abs on float sources only (integer sources: 'not a valid operand.'); clamp is also accepted on integer adds/subs and mad_u16/i16 (saturation), not on v_mul_lo_u32 ('invalid operand for instruction'). Order: clamp before omod. gfx9 op_sel:[a,b,c,d] (one bit per source plus one for the destination) on 16-bit instructions only; printed with all entries (op_sel:[1,0,0] prints op_sel:[1,0,0,0]); omitted when all zero.",
        "64-bit sources: inline constants only (0.5, -16, 1/(2*pi) as 0.15915494309189532 on gfx8/9); a 32-bit pattern equal to the high half of an inline double is that double (0x3ff00000 prints 1.0). 16-bit sources: as in vop2.toml; i16/u16 refuse 0x3c00 ('literal operands are not supported').",
        "Interpolation in VOP3 (gfx8/gfx9): v_interp_p1ll_f16, v_interp_p1lv_f16, v_interp_p2_f16 (and gfx9's v_interp_p2_legacy_f16) take attrN.c, encoded as SRC0 = chan*64 + N, and an optional 'high' (op_sel bit); they read M0.",
        "Unsuffixed VOP3-only mnemonics print without suffix; _e64 is accepted and dropped; _e32: 'e32 variant of this instruction is not supported' at column 1.",
    ],
    "VOP3P": [
        "Packed sources are VGPRs, SGPRs or inline constants (no literal: 'literal operands are not supported'); constant bus as elsewhere. Float packed ops see the inline constant in the low half only unless op_sel_hi selects it... llvm-mc encodes the plain inline code; f16 patterns (0x3c00) are inline for *_f16 only.",
        "Modifiers: op_sel:[..] and op_sel_hi:[..] with one bit per source; neg_lo:[..] and neg_hi:[..] on float instructions; clamp. -x and |x| are refused ('not a valid operand.'), and so is omod. Printing: op_sel omitted when all 0, op_sel_hi omitted when all 1 (its default); v_mad_mix*/v_fma_mix* instead default op_sel_hi to 0 and accept -x/|x| on their sources. A longer array is accepted and printed trimmed (op_sel:[1,0,0] on a two-source instruction prints op_sel:[1,0]); values other than 0/1: 'invalid op_sel value.'.",
        "Encoding: op_sel_hi of SRC0/SRC1 sits in bits 59-60 and of SRC2 in bit 14; neg_hi in bits 8-10, neg_lo in bits 61-63.",
        "Availability: the v_pk_* and v_mad_mix* instructions exist on gfx900/gfx909/gfx90c; gfx906 replaces v_mad_mix* by v_fma_mix* and adds the v_dot* instructions (see processors in each entry).",
    ],
    "VINTRP": [
        "Syntax: VDST, VSRC (I or J coordinate) or a parameter slot (p10, p20, p0 for v_interp_mov_f32: codes 0, 1, 2), attrN.c with N 0-32 (llvm-mc accepts 32 and refuses 63 or 64 with 'out of bounds interpolation attribute number') and c one of x, y, z, w ('invalid or missing interpolation attribute channel'). A bad slot says 'invalid interpolation slot'; an SGPR as VSRC 'invalid operand for instruction'.",
        "gfx6/gfx7 use encoding bits 0x32 and print without suffix; gfx8/gfx9 use 0x35 and print the _e32 suffix. On gfx8/gfx9 the e64 form (VOP3, opcode 0x270 + VINTRP opcode) takes clamp, omod and neg/abs on VSRC, and encodes the attribute as SRC0 = chan*64 + N and VSRC as SRC1. 'high' is refused here (only the f16 interpolation in vop3.toml takes it).",
        "All interpolation reads M0 (LDS parameter base).",
    ],
}

EXAMPLE_FILES = {"VOP2": "vop2.txt", "VOP1": "vop1.txt", "VOPC": "vopc.txt", "VOP3": "vop3.txt",
                 "VOP3P": "vop3p.txt", "VINTRP": "vintrp.txt"}


def layout_toml(name, lays):
    L = []
    prev = None
    for g in GENS:
        if g not in lays:
            continue
        fields, fixed = lays[g]
        L.append("[encoding.layout.%s]" % g)
        if prev and prev[1] == (fields, fixed):
            L.append('same_as = "%s"' % prev[0])
        else:
            L.append("fields = { %s }" % ", ".join("%s = [%d, %d]" % (k, lo, hi) for k, (lo, hi) in fields.items()))
            L.append("fixed = { %s }" % ", ".join("%s = 0x%x" % kv for kv in fixed.items()))
            prev = (g, (fields, fixed))
        L.append("")
    return L


def modifiers_toml(fam):
    L = ["[encoding.modifiers]"]
    if fam == "VOP3":
        L += ['clamp = { field = "clamp", generations = ["gfx6", "gfx7", "gfx8", "gfx9"] }',
              'omod = { field = "omod", generations = ["gfx6", "gfx7", "gfx8", "gfx9"], values = %s, error = "invalid mul value." }' % OMOD,
              'neg = { field = "neg", generations = ["gfx6", "gfx7", "gfx8", "gfx9"] }   # bit i = source i',
              'abs = { field = "abs", generations = ["gfx6", "gfx7", "gfx8", "gfx9"] }   # bit i = source i',
              'op_sel = { field = "op_sel", generations = ["gfx9"] }   # bits 11-13 sources, bit 14 destination',
              'high = { field = "op_sel", generations = ["gfx8", "gfx9"] }   # f16 interpolation only']
    elif fam == "VOP3P":
        L += ['clamp = { field = "clamp", generations = ["gfx9"] }',
              'op_sel = { field = "op_sel", generations = ["gfx9"], error = "invalid op_sel value." }',
              'op_sel_hi = { field = "op_sel_hi", generations = ["gfx9"] }   # sources 0-1; source 2 in op_sel_hi2',
              'neg_lo = { field = "neg_lo", generations = ["gfx9"] }',
              'neg_hi = { field = "neg_hi", generations = ["gfx9"] }',
              '',
              '# op_sel, op_sel_hi, neg_lo, neg_hi: bit arrays NAME:[b0,b1,...], bit i for source i',
              "# (gcnls/opsel.py). Bit i sits in bit i of the field; past the field's width, in `high`.",
              '# Written with up to `max` elements (the ones past the sources are dropped, missing ones',
              '# are 0); left out, every bit is `default` (or `mix_default` on instructions with fmix',
              '# sources: v_mad_mix*, v_fma_mix*); printed when the bits of the sources differ from it.',
              '[encoding.arrays]',
              'max = 4',
              'high = { op_sel_hi = "op_sel_hi2" }',
              'default = { op_sel = 0, op_sel_hi = 1, neg_lo = 0, neg_hi = 0 }',
              'mix_default = { op_sel = 0, op_sel_hi = 0, neg_lo = 0, neg_hi = 0 }',
              '# The neg/abs of a mix source (-x, |x|) are the bits of these fields.',
              'source_modifiers = { neg = "neg_lo", abs = "neg_hi" }',
              'errors = { open = "expected a left square bracket", comma = "expected a comma", close = "expected a closing square bracket", value = "invalid {name} value." }']
    L.append("")
    if fam == "VOP2":
        L += ["# SDWA and DPP: the first dword is the VOP1/VOP2/VOPC word with SRC0 = 0xf9 (SDWA) or",
              "# 0xfa (DPP); the second dword follows this layout. Shared by vop1.toml and vopc.toml.",
              "[encoding.sdwa]", "src0_code = 0xf9", "sel = %s" % SEL, "dst_unused = %s" % UNUSED,
              "# Printed always, in this order (gcnls/sdwa.py), with these defaults",
              'order = ["dst_sel", "dst_unused", "src0_sel", "src1_sel"]',
              'defaults = { dst_sel = "DWORD", dst_unused = "UNUSED_PRESERVE", src0_sel = "DWORD", src1_sel = "DWORD" }',
              "errors = { %s }" % ", ".join('%s = "%s"' % kv for kv in SDWA_ERRORS.items()),
              "# The disassembler prints dst_unused 3 as this (a select of 7 makes llvm-mc 22 crash:",
              "# gcnls calls such words invalid)", 'dst_unused_other = "UNUSED_PAD"',
              "# Families whose SDWA form llvm-mc prints without the _sdwa suffix, per generation",
              'unsuffixed = { VOPC = ["gfx8"] }', ""]
        for g in ("gfx8", "gfx9"):
            L.append("[encoding.sdwa.layout.%s]" % g)
            L.append("fields = { %s }" % ", ".join("%s = [%d, %d]" % (k, lo, hi) for k, (lo, hi) in EXT_LAYOUTS["sdwa"][g].items()))
            L.append("")
        L += ["[encoding.dpp]", "src0_code = 0xfa", "generations = [\"gfx8\", \"gfx9\"]",
              "# dpp_ctrl values (gcnls/dpp.py): lanes = quad_perm:[a,b,c,d] with 2-bit lanes, code",
              "# = base + a + 4b + 16c + 64d; range = name:N, code = base + N; value = name:that value,",
              "# code = base; neither = a bare word, code = base. llvm-mc prints the first control",
              "# whose codes hold a value."]
        L.append("ctrl = [")
        for c, vals, base in DPP_CTRL:
            if vals == "lanes":
                extra = "lanes = 4"
            elif isinstance(vals, tuple):
                extra = "range = [%d, %d]" % vals
            elif vals is None:
                extra = ""
            else:
                extra = "value = %d" % vals
            L.append('    { name = "%s", %sbase = 0x%03x },' % (c, extra + ", " if extra else "", base))
        L.append("]")
        L.append("# Masks default to 0xf (and print always); bound_ctrl prints only when set.")
        L.append("defaults = { row_mask = 0xf, bank_mask = 0xf }")
        L.append("# Disassembly of codes no control has (llvm-mc 22): [lo, hi, text]; any other: invalid")
        L.append("unnamed = [")
        for lo, hi, text in DPP_UNNAMED:
            L.append('    { range = [0x%03x, 0x%03x], text = "%s" },' % (lo, hi, text))
        L.append("]")
        L.append('invalid = "%s"' % DPP_INVALID)
        L.append("errors = { %s }" % ", ".join('%s = "%s"' % kv for kv in DPP_ERRORS.items()))
        L += ["", "[encoding.dpp.layout.gfx8]",
              "fields = { %s }" % ", ".join("%s = [%d, %d]" % (k, lo, hi) for k, (lo, hi) in DPP_L.items()),
              "", "[encoding.dpp.layout.gfx9]", 'same_as = "gfx8"', ""]
    if fam == "VOP3":
        L.append("# VOP3 opcode of an instruction with an e32 encoding = base + e32 opcode")
        L.append("[encoding.promote]")
        for f, d in PROMOTE.items():
            L.append("%s = %s" % (f, tbl({g: "0x%03x" % v for g, v in d.items()})))
        L.append("")
    return L


def examples(fam, exdir):
    path = os.path.join(exdir, EXAMPLE_FILES[fam])
    rows = read_rows(path)
    res = run_rows(rows)
    L = []
    for (cpu, text), r in zip(rows, res):
        L.append("[[example]]")
        if r[0] == "ok":
            L.append("cpu = %s\nline = %s\nprints = %s\nbytes = %s" % (
                json.dumps(cpu), json.dumps(text), json.dumps(r[1]), json.dumps(r[2].hex())))
        else:
            L.append("cpu = %s\nline = %s\nerror = %s\ncolumn = %d" % (
                json.dumps(cpu), json.dumps(text), json.dumps(r[1]), r[2]))
        L.append("")
    return L


def run_rows(rows):
    by = {}
    for i, (cpu, _) in enumerate(rows):
        by.setdefault(cpu, []).append(i)
    res = [None] * len(rows)
    for cpu, idx in by.items():
        for i, x in zip(idx, run(cpu, [rows[i][1] for i in idx])):
            res[i] = x
    return res


def write(facts, exdir=None):
    exdir = exdir or os.path.join(os.path.dirname(os.path.abspath(__file__)), "vop_examples")
    entries = build(facts)
    for fam, fn in FILES.items():
        meta = META[fam]
        L = ["# %s. Generated by tools/probe_vop.py from llvm-mc 22 probes on" % meta["title"],
             "# %s;" % ", ".join(CPUS),
             "# edit the generator, not this file. Inert: the loader does not read it yet (see isa/README.md).",
             "# Schema: isa/README.md, 'Vector ALU files (planned)'. Descriptions are own words.", "",
             "notes = ["]
        notes = list(NOTES[fam])
        if fam == "VOPC":
            tables = clrx_vopc_tables()
            names = {n for n, e in entries.items() if e["family"] == "VOPC"}
            unknown = sorted(set(tables) - names)
            diff = sum(1 for n in names for x in entries[n]["notes"] if x.startswith("CLRX's opcode"))
            notes.append("CLRX's VOPC opcode tables (expanded from their {OP16}/{OP8} patterns) spell %d names llvm-mc 22 does not know: %s (llvm-mc uses v_cmp*_ne_* for the integer not-equal, v_cmp*_tru_* for the always-true float compares and v_cmp*_t_* for the integer ones). %s" % (
                len(unknown), ", ".join(unknown),
                "Every other table opcode agrees with llvm-mc 22 on every generation." if not diff else
                "%d opcode disagreements are noted in the entries." % diff))
            notes.append("CLRX says unaligned SGPR pairs are allowed and that abs/neg apply to any compare; llvm-mc 22 refuses an odd pair ('invalid register alignment') and takes neg/abs only on float compares.")
        L += ["    %s," % json.dumps(n) for n in notes]
        L += ["]", "", "[encoding]", 'name = "%s"' % fam, "size = %d" % meta["size"],
              "description = %s" % json.dumps(meta["desc"])]
        if meta.get("rules"):
            L.append("rules = %s" % json.dumps(meta["rules"]))
        L += [""]
        L += layout_toml(fam, LAYOUTS[fam])
        L += modifiers_toml(fam)
        L += ["# Lines measured with llvm-mc 22 (probe_vop.py check re-runs them).", ""]
        L += examples(fam, exdir)
        for name in sorted(entries):
            e = entries[name]
            if e["family"] == fam:
                L.append(render(e))
        open(os.path.join(ROOT, "isa", fn), "w").write("\n".join(L))
        print(fn, sum(1 for e in entries.values() if e["family"] == fam), "instructions", file=sys.stderr)


def read_rows(path):
    return [l.rstrip("\n").split("|", 1) for l in open(path) if l.strip() and not l.startswith("#")]


# ---------------------------------------------------------------- check
KIND_RE = re.compile(r"^(src|vgpr|ssrc|literal)_(\w+)$")


def type_dwords(t):
    return 4 if t == "b128" else (2 if t in ("f64", "i64", "u64", "b64") else 1)


def operand_text(kind, k):
    """Syntax for operand k of a kind, and {field kind: expected value} for decoding."""
    b = 10 + 16 * k
    m = KIND_RE.match(kind)
    if kind in ("v1", "v2", "v4"):
        n = int(kind[1])
        r = b + n
        return ("v%d" % r if n == 1 else "v[%d:%d]" % (r, r + n - 1)), (256 + r, r)
    if kind == "s1":
        return "s%d" % (b + 1), (b + 1, b + 1)
    if kind == "s2":
        return "s[%d:%d]" % (b + 2, b + 3), (b + 2, b + 2)
    if kind == "vcc":
        return "vcc", (106, 106)
    if kind == "attr":
        return "attr3.y", (64 + 3, 3)
    if kind == "interp_param":
        return "p20", (1, 1)
    if m and m.group(1) == "literal":
        v = 0x4900 if m.group(2) == "f16" else 0x41200000
        return "0x%x" % v, (v, v)
    if m and m.group(1) == "ssrc":
        return "s%d" % (b + 1), (b + 1, b + 1)
    if m:
        n = type_dwords(m.group(2))
        r = b + n
        return ("v%d" % r if n == 1 else "v[%d:%d]" % (r, r + n - 1)), (256 + r, r)
    raise ValueError("unknown operand kind " + kind)


def parse_operands(s):
    return [tuple(x.split(":", 1)) for x in s.split()] if s else []


def build_line(name, suffix, ops, tail=""):
    texts, expect = [], []
    sgpr = False
    for k, (f, kind) in enumerate(ops):
        t, vals = operand_text(kind, k)
        if kind.startswith("ssrc_"):
            if sgpr:                  # a second scalar source: M0 keeps the constant bus legal
                t, vals = "m0", (124, 124)
            sgpr = True
        texts.append(t)
        expect.append((f, kind, vals))
    return ("%s%s %s%s" % (name, suffix, ", ".join(texts), tail)).rstrip(), expect


def for_gen(v, gen):
    return v.get(gen) if isinstance(v, dict) else v


def rep_cpus(ins, gen):
    procs = ins.get("processors", {}).get(gen)
    return procs or [c for c, g in CPUS.items() if g == gen]


def verify_fields(gen, fam, data, expect, form):
    v = int.from_bytes(data, "little")
    lay = dict(LAYOUTS[fam][gen][0])
    if form in ("sdwa", "dpp"):
        lay.update(EXT_LAYOUTS[form][gen])
    bad = []
    for f, kind, (v9, v8) in expect:
        if f == "_":
            continue
        if f == "attr" and "attr" in lay:
            got = (field(v, lay["attr"]), field(v, lay["attrchan"]))
            if got != (3, 1):
                bad.append("%s=%s" % (f, got))
            continue
        lo, hi = (32, 63) if f == "literal" else lay[f]
        want = v9 if (hi - lo + 1) == 9 else v8
        if f == "vsrc1" or (f == "vsrc" and kind == "interp_param"):
            want = v8 if kind != "interp_param" else 1
        if field(v, (lo, hi)) != want:
            bad.append("%s=%d (want %d)" % (f, field(v, (lo, hi)), want))
    return bad


def layouts_from_files(path):
    """LAYOUTS, EXT_LAYOUTS and PROMOTE as the TOML files state them: the file checked, and
    for the other encodings (VOP3 for e64 forms, SDWA/DPP in vop2.toml) its siblings in
    the same directory or else isa/. check uses these, so the files' own layout tables
    and promote rule are what llvm-mc's bytes are compared with."""
    mine = tomllib.load(open(path, "rb"))
    docs = {}
    for fam, fn in FILES.items():
        for base in (os.path.dirname(os.path.abspath(path)), os.path.join(ROOT, "isa")):
            q = os.path.join(base, fn)
            if os.path.exists(q):
                docs[fam] = tomllib.load(open(q, "rb"))
                break
    docs[mine["encoding"]["name"]] = mine

    def lay(tbl):
        out = {}
        for g in GENS:
            if g not in tbl:
                continue
            x = tbl[g]
            while "same_as" in x:
                x = tbl[x["same_as"]]
            out[g] = ({k: tuple(v) for k, v in x["fields"].items()}, dict(x.get("fixed", {})))
        return out
    layouts = {fam: lay(doc["encoding"]["layout"]) for fam, doc in docs.items()}
    v2 = docs["VOP2"]["encoding"]
    ext = {form: {g: f for g, (f, _) in lay(v2[form]["layout"]).items()} for form in ("sdwa", "dpp")}
    promote = {k: dict(v) for k, v in docs["VOP3"]["encoding"]["promote"].items()}
    return layouts, ext, promote


def check_file(path, select=None):
    """Verify one file against llvm-mc. select(name, gen) -> bool limits the instructions
    checked (the test samples); examples are always checked. Returns (problems, counts)."""
    global LAYOUTS, EXT_LAYOUTS, PROMOTE
    saved = LAYOUTS, EXT_LAYOUTS, PROMOTE
    LAYOUTS, EXT_LAYOUTS, PROMOTE = layouts_from_files(path)
    try:
        return _check_file(path, select)
    finally:
        LAYOUTS, EXT_LAYOUTS, PROMOTE = saved


def _check_file(path, select):
    d = tomllib.load(open(path, "rb"))
    fam = d["encoding"]["name"]
    problems = []
    # examples
    rows = [(x["cpu"], x["line"]) for x in d.get("example", [])]
    for x, r in zip(d.get("example", []), run_rows(rows)):
        if "prints" in x:
            ok = r[0] == "ok" and r[1] == x["prints"] and r[2].hex() == x["bytes"]
        else:
            ok = r[0] == "err" and r[1] == x["error"] and r[2] == x["column"]
        if not ok:
            problems.append("%s: example %r on %s: llvm-mc says %r" % (path, x["line"], x["cpu"], r[1:]))
    jobs = []   # (cpu, line, check function)
    counts = {"instructions": 0, "lines": 0}
    for ins in d.get("instruction", []):
        name = ins["name"]
        forms = ins.get("forms", {})
        gens = sorted(set(g for v in forms.values() for g in v))
        for gen in GENS:
            if select and not select(name, gen):
                continue
            counts["instructions"] += 1
            cpus = rep_cpus(ins, gen) if gen in gens else [c for c, g in CPUS.items() if g == gen]
            if gen not in gens:
                for cpu in cpus:
                    jobs.append((cpu, name, ("absent", name, gen)))
                continue
            others = [c for c, g in CPUS.items() if g == gen and c not in cpus]
            for cpu in others:
                jobs.append((cpu, name, ("absent", name, gen)))
            cpu = cpus[0]
            e32fam = fam if fam not in ("VOP3", "VOP3P") else None
            ops32 = parse_operands(for_gen(ins.get("operands", ""), gen)) if e32fam else None
            ops64 = parse_operands(for_gen(ins.get("operands_e64" if e32fam else "operands", ""), gen))
            if e32fam and gen in forms.get("e32", []):
                ln, exp = build_line(name, "_e32", ops32)
                jobs.append((cpu, ln, ("enc", name, gen, e32fam, ins["opcode"][gen], exp, "e32")))
                # the form-choice rule: unsuffixed with operands that fit e32 gives e32
                jobs.append((cpu, build_line(name, "", ops32)[0], ("bare", name, gen, e32fam)))
                for form, tail in (("sdwa", ""), ("dpp", " quad_perm:[0,1,2,3]")):
                    ln2, exp2 = build_line(name, "_" + form, ops32, tail)
                    if gen in forms.get(form, []):
                        jobs.append((cpu, ln2, ("ext", name, gen, e32fam, ins["opcode"][gen], form, exp2)))
                        mods = (for_gen(ins.get("modifiers_" + form, ""), gen) or "").split()
                        for mod in mods:
                            t = mod_line(name, "", ops32, mod, form)
                            if t:
                                jobs.append((cpu, t, ("accepts", name, gen, form + ":" + mod)))
                        for mod in ("clamp", "omod", "sdst") if form == "sdwa" else ("clamp", "omod"):
                            t = mod_line(name, "", ops32, mod, form)
                            if mod not in mods and t:
                                jobs.append((cpu, t, ("refuses", name, gen, form + ":" + mod)))
                    elif gen in ("gfx8", "gfx9"):
                        jobs.append((cpu, ln2, ("refused", name, gen, form)))
            elif e32fam and ops32 is not None and gen in ("gfx6", "gfx7", "gfx8", "gfx9"):
                ln, _ = build_line(name, "_e32", ops64)
                jobs.append((cpu, ln, ("refused_or_vop3", name, gen, "e32")))
            if gen in forms.get("e64", []):
                if e32fam:
                    op = ins.get("opcode_e64", {}).get(gen)
                    if op is None:
                        op = PROMOTE[fam][gen] + ins["opcode"][gen]
                else:
                    op = ins["opcode"][gen]
                # bare when there is no e32 to choose (llvm-mc refuses _e64 on a few VOP3-only ones)
                suffix = "_e64" if gen in forms.get("e32", []) else ""
                ln, exp = build_line(name, suffix, ops64)
                jobs.append((cpu, ln, ("enc", name, gen, "VOP3P" if fam == "VOP3P" else "VOP3", op, exp, "e64")))
                mods = for_gen(ins.get("modifiers_e64", ""), gen) or ""
                for mod in mods.split():
                    t = mod_line(name, suffix, ops64, mod)
                    if t:
                        jobs.append((cpu, t, ("accepts", name, gen, mod)))
                for mod in ("clamp", "omod", "high"):
                    if mod not in mods.split():
                        jobs.append((cpu, mod_line(name, suffix, ops64, mod), ("refuses", name, gen, mod)))
            elif e32fam:
                ln, _ = build_line(name, "_e64", ops64 or ops32 or [])
                jobs.append((cpu, ln, ("refused", name, gen, "e64")))
            # lds_direct as the first source, per form
            lds = for_gen(ins.get("lds_direct", []), gen) or []
            for form in ("e32", "e64"):
                if gen not in forms.get(form, []) or (form == "e32" and not e32fam):
                    continue
                ops = ops32 if form == "e32" else ops64
                suffix = "_" + form if (form == "e32" or gen in forms.get("e32", [])) else ""
                t = lds_line(name, suffix, ops)
                if t:
                    jobs.append((cpu, t, ("accepts" if form in lds else "refuses", name, gen, "lds_direct:" + form)))
    by = {}
    for j in jobs:
        by.setdefault(j[0], []).append(j)
    dis_names = {i["name"]: i.get("disassembles_as", {}) for i in d.get("instruction", [])}
    for cpu, js in by.items():
        res = run(cpu, [j[1] for j in js])
        counts["lines"] += len(js)
        encoded = []
        for (c, ln, what), r in zip(js, res):
            msg = judge(what, r)
            if msg:
                problems.append("%s: %s on %s: %r -> %s" % (path, what[1], cpu, ln, msg))
            elif what[0] == "enc" and CPUS[cpu] in ("gfx8", "gfx9"):
                encoded.append((what[1], CPUS[cpu], ln, r[2].hex()))
        # gfx8/gfx9: the disassembler's name for every encoding checked
        dis = disassemble(cpu, [x[3] for x in encoded])
        counts["disassembled"] = counts.get("disassembled", 0) + len(encoded)
        for name, gen, ln, h in encoded:
            want = dis_names[name].get(gen, name)
            got = mnemonic(dis.get(h))
            if got not in want.split("/"):
                problems.append("%s: %s on %s: %r disassembles as %s, want %s" % (path, name, cpu, ln, got, want))
    return problems, counts


EXT_TAIL = {"sdwa": "", "dpp": " quad_perm:[0,1,2,3]"}
MOD_TAIL = {"clamp": " clamp", "omod": " mul:2", "high": " high", "dst_sel": " dst_sel:WORD_1",
            "dst_unused": " dst_unused:UNUSED_PAD", "src0_sel": " src0_sel:BYTE_1",
            "src1_sel": " src1_sel:BYTE_1", "dpp_ctrl": "", "row_mask": " row_mask:0x1",
            "bank_mask": " bank_mask:0x1", "bound_ctrl": " bound_ctrl:0"}


def mod_line(name, suffix, ops, mod, form="e64"):
    """A line using one modifier token of a modifiers_* list (None: not testable alone)."""
    if form in ("sdwa", "dpp"):
        suffix = "_" + form
    lead = EXT_TAIL.get(form, "")
    texts = [operand_text(kind, k)[0] for k, (f, kind) in enumerate(ops)]
    srcs = [k for k, (f, kind) in enumerate(ops) if KIND_RE.match(kind) and not kind.startswith("literal")]
    if mod in MOD_TAIL:
        return "%s%s %s%s%s" % (name, suffix, ", ".join(texts), lead, MOD_TAIL[mod])
    m = re.match(r"(op_sel|op_sel_hi|neg_lo|neg_hi):(\d)$", mod)
    if m:
        return "%s%s %s %s:[%s]" % (name, suffix, ", ".join(texts), m.group(1), ",".join("0" * int(m.group(2))))
    if mod == "sdst":
        if not texts or texts[0] != "vcc":
            return None
        texts[0] = "s[40:41]"
        return "%s%s %s%s" % (name, suffix, ", ".join(texts), lead)
    m = re.match(r"(neg|abs|sext|sgpr):src(\d)$", mod)
    if m:
        i = int(m.group(2))
        if i >= len(srcs):
            return None
        k = srcs[i]
        texts[k] = {"neg": "-%s", "abs": "|%s|", "sext": "sext(%s)", "sgpr": "s%d" % (41 + 2 * k) + "%.0s"}[m.group(1)] % texts[k]
        return "%s%s %s%s" % (name, suffix, ", ".join(texts), lead)
    return None


def lds_line(name, suffix, ops):
    texts = [operand_text(kind, k)[0] for k, (f, kind) in enumerate(ops)]
    srcs = [k for k, (f, kind) in enumerate(ops) if KIND_RE.match(kind) and not kind.startswith("literal")]
    if not srcs:
        return None
    texts[srcs[0]] = "lds_direct"
    return "%s%s %s" % (name, suffix, ", ".join(texts))


def judge(what, r):
    kind = what[0]
    if kind == "absent":
        return None if (r[0] == "err" and absent(r[1])) else "expected absent, got %r" % (r[1],)
    if kind in ("refused", "refused_or_vop3"):
        if r[0] == "err":
            return None
        if kind == "refused_or_vop3" and family_of(what[2], r[2][:4]) in ("VOP3", "VOP3P"):
            return None
        if what[3] == "sdwa" and r[0] == "ok":
            return "form %s accepted but not listed" % what[3]
        return "form %s accepted but not listed" % what[3]
    if kind == "bare":
        ok = r[0] == "ok" and family_of(what[2], r[2][:4]) == what[3]
        return None if ok else "unsuffixed line not encoded as e32: %r" % (r[1],)
    if kind == "accepts":
        return None if r[0] == "ok" else "modifier %s refused: %s" % (what[3], r[1])
    if kind == "refuses":
        return None if r[0] == "err" else "modifier %s accepted but not listed" % what[3]
    if r[0] != "ok":
        return "refused: %s" % r[1]
    _, name, gen, fam, op = what[:5]
    data = r[2]
    got = family_of(gen, data[:4])
    if got != fam:
        return "family %s, want %s" % (got, fam)
    if opcode_of(gen, fam, data) != op:
        return "opcode %s, want %s" % (hexs(opcode_of(gen, fam, data)), hexs(op))
    if kind == "ext":
        v = int.from_bytes(data, "little")
        form = what[5]
        if field(v, (0, 8)) != EXT_CODE[form]:
            return "not a %s encoding" % form
        ext = EXT_LAYOUTS[form][gen]
        if v >> 32 == 0:          # no operands (v_nop_sdwa): nothing selected
            return None
        # the defaults llvm-mc fills in: SDWA selects DWORD, dst_unused UNUSED_PRESERVE;
        # DPP quad_perm:[0,1,2,3] (as written), row_mask and bank_mask 0xf
        want = ({"src0_sel": 6} if form == "sdwa" else {"dpp_ctrl": 0xe4, "row_mask": 0xf, "bank_mask": 0xf})
        if form == "sdwa" and fam in ("VOP2", "VOPC"):
            want["src1_sel"] = 6
        if form == "sdwa" and fam in ("VOP1", "VOP2"):
            want.update(dst_sel=6, dst_unused=2)
        bad = ["%s=%d (want %d)" % (k, field(v, ext[k]), x) for k, x in want.items() if field(v, ext[k]) != x]
        bad += verify_fields(gen, fam, data, what[6], form)     # operands: SRC0 moves to bits 32-39
        return ("%s fields " % form + ", ".join(bad)) if bad else None
    bad = verify_fields(gen, fam, data, what[5], what[6])
    return ("fields " + ", ".join(bad)) if bad else None


if __name__ == "__main__":
    sys.exit(main(sys.argv))
