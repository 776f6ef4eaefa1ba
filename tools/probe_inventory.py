#!/usr/bin/env python3
"""Build isa/inventory.toml: every GCN mnemonic of the families gcnls does not model
operand by operand, with the generations where LLVM 22's llvm-mc accepts it.

Candidates come from the CLRX opcode tables (reference/clrx/GcnInstrs*.md) and from the
mnemonic strings inside the installed LLVM library (to catch names CLRX lacks). Each
candidate is then asked of llvm-mc on one processor per generation:

  * a bare mnemonic line fails with "invalid instruction" when llvm-mc does not know the
    name at all, with "instruction not supported on this GPU" when it exists only on other
    processors, and with anything else (operand errors, or success) when it exists here;
  * the same with the suffixes _e32, _e64, _sdwa, _dpp tells which encodings are offered;
  * a few operand templates per family give a successful assembly whose encoding bits
    say which family (VOP1/VOP2/VOPC/VINTRP/VOP3/VOP3P/SOP*) llvm-mc really uses.

Usage: tools/probe_inventory.py [--clrx DIR] [--out isa/inventory.toml] [--dump probe.json]
Needs /usr/lib/llvm-22/bin/llvm-mc. Only argument lists are passed to subprocess.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"
LIBLLVM = "/usr/lib/llvm-22/lib/libLLVM.so"
CPUS = {"gfx6": "tahiti", "gfx7": "bonaire", "gfx8": "tonga", "gfx9": "gfx900"}
GENS = list(CPUS)
GCN_TO_GEN = {"1.0": "gfx6", "1.1": "gfx7", "1.2": "gfx8", "1.4": "gfx9"}

FAMILIES = ["SOP1", "SOP2", "SOPC", "SOPP", "VOP1", "VOP2", "VOPC", "VOP3", "VOP3P",
            "VINTRP", "MUBUF", "MTBUF", "MIMG", "FLAT", "GLOBAL", "SCRATCH", "EXP"]
CLRX_FILES = {
    "Sop1": "SOP1", "Sop2": "SOP2", "Sopc": "SOPC", "Sopp": "SOPP", "Vop1": "VOP1",
    "Vop2": "VOP2", "Vopc": "VOPC", "Vop3": "VOP3", "Vop3p": "VOP3P", "Vintrp": "VINTRP",
    "Mubuf": "MUBUF", "Mtbuf": "MTBUF", "Mimg": "MIMG", "Flat": "FLAT",
    # modeled elsewhere: read only to keep their mnemonics out of this inventory
    "Sopk": "SOPK", "Smrd": "SMRD", "Smem": "SMEM", "Ds": "DS",
}
EXCLUDED = {"SOPK", "SMRD", "SMEM", "DS", "SOP1", "SOP2", "SOPC", "SOPP"}
SUFFIXES = ["e32", "e64", "sdwa", "dpp"]

SIZES = {  # base size in bytes
    "SOP1": 4, "SOP2": 4, "SOPC": 4, "SOPP": 4, "VOP1": 4, "VOP2": 4, "VOPC": 4,
    "VOP3": 8, "VOP3P": 8, "VINTRP": 4, "MUBUF": 8, "MTBUF": 8, "MIMG": 8, "FLAT": 8,
    "GLOBAL": 8, "SCRATCH": 8, "EXP": 8,
}
# size of a suffixed form where it differs from the base size
FORM_SIZES = {
    "VOP1": {"e64": 8, "sdwa": 8, "dpp": 8},
    "VOP2": {"e64": 8, "sdwa": 8, "dpp": 8},
    "VOPC": {"e64": 8, "sdwa": 8, "dpp": 8},
    "VINTRP": {"e64": 8},
}
DESCRIPTIONS = {
    "SOP1": "Scalar ALU operation with one scalar source and one scalar destination.",
    "SOP2": "Scalar ALU operation with two scalar sources and one scalar destination.",
    "SOPC": "Scalar comparison of two scalar sources that sets SCC (also the GPR-index on switch).",
    "SOPP": "Scalar program-control word with an optional 16-bit immediate: branches, waits, messages.",
    "VOP1": "Vector ALU operation with one source; VOP3 (e64), SDWA and DPP forms exist as well.",
    "VOP2": "Vector ALU operation with two sources, the second a VGPR; VOP3 (e64), SDWA and DPP forms exist as well.",
    "VOPC": "Vector comparison writing a lane mask to VCC (or an SGPR pair in the e64 form), optionally also to EXEC.",
    "VOP3": "Vector ALU operation with up to three sources that exists only in the 64-bit VOP3A/VOP3B encoding.",
    "VOP3P": "Packed 16-bit (and mixed-precision) vector operation in the 64-bit VOP3P encoding.",
    "VINTRP": "Parameter interpolation that reads vertex attribute data from LDS.",
    "MUBUF": "Untyped buffer memory access through a 128-bit buffer resource.",
    "MTBUF": "Typed buffer memory access whose data and number format come from the instruction.",
    "MIMG": "Image memory access through an image resource and optional sampler: loads, stores, samples, gathers, atomics.",
    "FLAT": "Flat memory access whose 64-bit address may hit global, scratch or LDS memory.",
    "GLOBAL": "Global memory access in the FLAT encoding with an optional scalar base address.",
    "SCRATCH": "Private (scratch) memory access in the FLAT encoding with an optional scalar offset.",
    "EXP": "Export of up to four VGPRs to a render target, depth, position or parameter slot.",
}
PREFIX_FAMILY = [("buffer_", "MUBUF"), ("tbuffer_", "MTBUF"), ("image_", "MIMG"),
                 ("flat_", "FLAT"), ("global_", "GLOBAL"), ("scratch_", "SCRATCH")]


# ---------------------------------------------------------------------------- CLRX tables
def gens_of(text: str) -> set[str]:
    """'GCN1.0/1.1', 'GCN 1.2/1.4', 'GCN 1.0/1.1/1.2' -> generations."""
    out = set()
    for m in re.finditer(r"GCN ?(1\.\d+(?:/1?\.?\d+)*)", text):
        for p in m.group(1).split("/"):
            if re.fullmatch(r"1\.\d+", p):      # '1.2', also the typo '1.01'
                key = "1." + p[2]
            elif re.fullmatch(r"1?\.?\d", p):   # '1.4' abbreviated as '4' or '.4'
                key = "1." + p[-1]
            elif re.fullmatch(r"1\d", p):        # the typo '11' for '1.1'
                key = "1." + p[1]
            else:
                continue
            if key in GCN_TO_GEN:
                out.add(GCN_TO_GEN[key])
    return out


def clean_cell(cell: str) -> list[str]:
    cell = cell.strip()
    if not cell or cell.startswith("--"):
        return []
    cell = re.sub(r"\((VOP3B|VOP3A|VINTRP)\)", "", cell)
    return [c.strip().replace("\\", "") for c in cell.split(",") if c.strip()]


def parse_clrx(clrx_dir: str):
    """-> claims[family][mnemonic] = set(gens) (CLRX's view), plus heading names."""
    claims: dict[str, dict[str, set]] = defaultdict(lambda: defaultdict(set))
    for stem, family in CLRX_FILES.items():
        path = os.path.join(clrx_dir, f"GcnInstrs{stem}.md")
        lines = open(path, encoding="utf-8").read().splitlines()
        file_default = {"Vop3p": {"gfx9"}, "Vintrp": set(GENS)}.get(stem, set(GENS))
        context = file_default
        i = 0
        while i < len(lines):
            line = lines[i]
            if re.match(r"^(List|Table) of", line):
                g = gens_of(line)
                context = g if g else file_default
            if (re.match(r"^\s*Opcode\b.*\|", line) and i + 1 < len(lines)
                    and re.match(r"^[-| ]+$", lines[i + 1])):
                header = [c.strip() for c in line.split("|")]
                i += 2
                while i < len(lines) and "|" in lines[i] and lines[i].strip():
                    row = [c.strip() for c in lines[i].split("|")]
                    parse_row(stem, family, header, row, context, claims)
                    i += 1
                continue
            i += 1
        if stem == "Vopc":
            parse_vopc(lines, claims)
    # headings ('#### NAME[, NAME] (GCN ...)') in the instruction-set sections
    for stem, family in CLRX_FILES.items():
        path = os.path.join(clrx_dir, f"GcnInstrs{stem}.md")
        lines = open(path, encoding="utf-8").read().splitlines()
        for j, line in enumerate(lines):
            m = re.match(r"^####\s+([A-Z0-9_, ]+?)\s*(\(GCN[^)]*\))?\s*$", line)
            if not m:
                continue
            names = [n.strip() for n in m.group(1).split(",") if n.strip()]
            g = gens_of(m.group(2) or "")
            explicit = bool(g)
            for k in range(j + 1, min(j + 4, len(lines))):
                if not g and lines[k].startswith("Opcode") and "for GCN" in lines[k]:
                    g |= gens_of(lines[k])
                    explicit = True
            if not g:
                g = {"gfx9"} if stem == "Vop3p" else set(GENS)
            for n in names:
                fam = flat_family(n.lower()) if stem == "Flat" else family
                n = n.lower()
                if n not in claims[fam]:
                    claims.setdefault("_heading_only", defaultdict(set))[n] |= g
                    claims[fam][n] |= g
                elif explicit:
                    claims[fam][n] |= g
    return claims


def flat_family(name: str) -> str:
    for p, f in PREFIX_FAMILY:
        if name.startswith(p):
            return f
    return "FLAT"


def parse_row(stem, family, header, row, context, claims):
    checks = {}
    prefixes = []
    mnem_cols = []
    for idx, h in enumerate(header):
        if idx >= len(row):
            break
        if h.startswith("Opcode") or not h:
            continue
        if re.fullmatch(r"GCN ?1\.\d", h):
            if "✓" in row[idx]:
                for g in gens_of(h):
                    checks[g] = True
            else:
                for g in gens_of(h):
                    checks.setdefault(g, False)
        elif h in ("FLAT", "GLOBAL", "SCRATCH"):
            if "✓" in row[idx]:
                prefixes.append(h)
        elif h.startswith("Mnemonic"):
            mnem_cols.append((gens_of(h), row[idx]))
    for own, cell in mnem_cols:
        if own:
            gens = own
        elif checks:
            gens = {g for g, v in checks.items() if v}
            if stem == "Mtbuf" and "gfx8" in gens:
                gens = gens | {"gfx9"}  # CLRX's MTBUF table says 1.2 for 1.2/1.4
        else:
            gens = context
        for name in clean_cell(cell):
            if name.startswith("*_"):
                for p in prefixes:
                    claims[p][(p + name[1:]).lower()] |= gens
            else:
                fam = flat_family(name.lower()) if stem == "Flat" else family
                claims[fam][name.lower()] |= gens


def parse_vopc(lines, claims):
    ops: dict[str, list[str]] = {}
    patterns = []  # (pattern, gens)
    current = None
    context = set()
    for line in lines:
        if line.startswith("Table of"):
            context = gens_of(line)
            current = "OP16" if "OP16" in line and "floating" in line else (
                "OP8" if "integer values" in line else None)
            continue
        cells = [c.strip() for c in line.split("|")]
        if len(cells) >= 2 and re.match(r"^V_CMP", cells[1]):
            patterns.append((cells[1], context))
        elif current and len(cells) >= 2 and re.match(r"^\d+ \(0x", cells[0]):
            ops.setdefault(current, []).extend(n.strip() for n in cells[1].split(","))
    for pat, gens in patterns:
        key = "OP16" if "{OP16}" in pat else "OP8"
        for op in ops[key]:
            name = re.sub(r"\{OP(16|8)\}", op, pat).lower()
            claims["VOPC"][name] |= gens


# ---------------------------------------------------------------------------- llvm strings
def strip_suffixes(w: str) -> str:
    """v_cmpx_class_f32_e64_dpp -> v_cmpx_class_f32 (internal names stack suffixes)."""
    changed = True
    while changed:
        changed = False
        for suf in SUFFIXES:
            if w.endswith("_" + suf):
                w, changed = w[: -len(suf) - 1], True
    return w


def llvm_candidates(lib: str) -> set[str]:
    """Lower-case words in the LLVM library that look like GCN mnemonics."""
    if not os.path.exists(lib):
        return set()
    data = open(lib, "rb").read()
    pat = re.compile(rb"(?<![A-Za-z0-9_])((?:v|s|buffer|tbuffer|image|flat|global|scratch)"
                     rb"_[a-z0-9_]{2,60}|exp)(?![A-Za-z0-9_])")
    out = set()
    for m in pat.finditer(data):
        w = m.group(1).decode()
        w = strip_suffixes(w)
        out.add(w)
    return out


# ---------------------------------------------------------------------------- llvm-mc
def run_mc(cpu: str, lines: list[str]):
    """Assemble lines; -> list of (error message or None, encoding bytes or None)."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        p = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding", path],
                           capture_output=True, text=True, timeout=600)
    finally:
        os.unlink(path)
    errors: dict[int, str] = {}
    for m in re.finditer(r"^.*?:(\d+):\d+: error: (.*)$", p.stderr, re.M):
        errors.setdefault(int(m.group(1)), m.group(2).strip())
    encs = [bytes(int(b, 16) for b in m.group(1).split(","))
            for m in re.finditer(r"; encoding: \[([0-9a-fx,]+)\]", p.stdout)]
    ok_lines = [n for n in range(1, len(lines) + 1) if n not in errors and lines[n - 1].strip()]
    if len(ok_lines) != len(encs):
        raise RuntimeError(f"{cpu}: {len(ok_lines)} good lines but {len(encs)} encodings")
    enc_of = dict(zip(ok_lines, encs))
    return [(errors.get(n), enc_of.get(n)) for n in range(1, len(lines) + 1)]


def status(msg: str | None) -> str:
    if msg and msg.startswith("invalid instruction"):  # also '..., did you mean: x?'
        return "unknown"
    if msg == "instruction not supported on this GPU":
        return "elsewhere"
    if msg and re.match(r"(e32|e64|sdwa|dpp) variant of this instruction is not supported", msg):
        return "no-variant"
    return "ok"


def probe_bare(names: list[str]) -> dict[str, dict[str, tuple]]:
    """-> res[name][gen] = (status, message)"""
    res: dict[str, dict[str, tuple]] = defaultdict(dict)
    for gen, cpu in CPUS.items():
        for name, (msg, _) in zip(names, run_mc(cpu, names)):
            res[name][gen] = (status(msg), msg)
    return res


# operand templates used to get one successful assembly per (mnemonic, form): a form
# counts as offered when one template assembles with it
_VOP = [
    "", "v1, v2", "v[2:3], v[4:5]", "v1, v[2:3]", "v[2:3], v1", "s1, v2", "v1, s2",
    "v1, v2, v3", "v1, vcc, v2, v3", "v1, vcc, v2, v3, vcc", "v1, v2, v3, vcc",
    "v1, s[2:3], v2, v3", "v1, s[2:3], v2, v3, s[4:5]", "v1, v2, v3, s[4:5]",
    "v1, v2, 0x1234, v3", "v1, v2, v3, 0x1234", "s1, v2, s3", "v1, s2, s2", "v1, s2, 0",
    "v[2:3], v[4:5], v[6:7]", "v[2:3], v[4:5], v1", "v[2:3], v1, v[4:5]",
    "vcc, v1, v2", "vcc, v[2:3], v[4:5]", "vcc, v[2:3], v1",
    "s[2:3], v1, v2", "s[2:3], v[2:3], v[4:5]", "s[2:3], v[2:3], v1",
    "v1, v2, v3, v4", "v[2:3], v[4:5], v[6:7], v[8:9]", "v1, vcc, v2, v3, v4",
    "v[2:3], vcc, v[4:5], v[6:7], v[8:9]", "v[2:3], s[4:5], v1, v2, v[6:7]",
    "v[2:3], v[4:5], v6, v[8:9]", "v[2:5], v[6:7], v8, v[10:13]", "v1, v[2:3], v4",
    "v[2:3], v[4:5], v6",
]
_DPP = " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"
def _regs(n: int, first: int) -> str:
    return f"v{first}" if n == 1 else f"v[{first}:{first + n - 1}]"


_DATA = [_regs(n, 10) for n in (1, 2, 3, 4)]
_MUBUF = ([""] + [f"{d}, off, s[0:3], 0" for d in _DATA] + [f"{d}, v1, s[0:3], 0 offen" for d in _DATA]
          + [f"{d}, off, s[0:3], 0 glc" for d in _DATA] + ["off, s[0:3], 0 lds", "s[0:3], 0 lds"])
_MIMG = [f"{d}, {_regs(a, 20)}, s[0:7]{smp} dmask:{m}{x}"
         for d, m in zip(_DATA, ("0x1", "0x3", "0x7", "0xf"))
         for a in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16)
         for smp in ("", ", s[8:11]") for x in ("", " glc")] + [
    f"v[10:13], {_regs(a, 20)}, s[0:7], s[8:11] dmask:0x1" for a in range(1, 13)]  # gather4
_FLAT = ([f"{d}, v[2:3]" for d in _DATA] + [f"v[2:3], {d}" for d in _DATA]
         + [f"{d}, v[2:3], {e} glc" for d in _DATA for e in _DATA])
TEMPLATES_MEM = {
    "MUBUF": _MUBUF, "MTBUF": _MUBUF,
    "MIMG": _MIMG,
    "FLAT": _FLAT,
    "GLOBAL": [t + ", off" for t in _FLAT] + [t.replace("v[2:3]", "v2") + ", s[4:5]" for t in _FLAT],
    "SCRATCH": [t.replace("v[2:3]", "v2") + ", off" for t in _FLAT] + [t.replace("v[2:3]", "off") + ", s4" for t in _FLAT],
    "EXP": ["mrt0 v0, v0, v0, v0"],
}


TEMPLATES = {
    "vop": _VOP,
    "vop_dpp": [(t + _DPP).strip() for t in _VOP],
    "vintrp": [
        "v1, v2, attr0.x", "v1, p10, attr0.x", "v1, v2, attr0.x, v3", "v1, v2, attr0.x, v3 high",
        "v1, v2, attr0.x, v3, v4", "v1, v2, attr0.x, v3, v4 high",
    ],
    "scalar": [
        "", "0", "s1, s2", "s[2:3], s[4:5]", "s1, s[2:3]", "s[2:3], s1", "s1, s2, s3",
        "s[2:3], s[4:5], s[6:7]", "s[2:3], s[4:5], s1", "s1, s[2:3], s[4:5]", "s[2:3], s1, s2",
        "s[2:3]", "s2", "s2, 0", "s2, 0x1", "s[2:3], s4", "s[2:3], 0", "s[2:3], s[4:5], s1",
        "s1, 0x0", "0, 0x0", "exec, s[2:3]",
    ],
}


def encoding_family(enc: bytes, gen: str) -> str:
    w0 = int.from_bytes(enc[:4], "little")
    if (w0 >> 23) == 0x17F:
        return "SOPP"
    if (w0 >> 23) == 0x17E:
        return "SOPC"
    if (w0 >> 23) == 0x17D:
        return "SOP1"
    if (w0 >> 28) == 0xB:
        return "SOPK"
    if (w0 >> 30) == 0x2:
        return "SOP2"
    if (w0 >> 25) == 0x3F:
        return "VOP1"
    if (w0 >> 25) == 0x3E:
        return "VOPC"
    if (w0 >> 31) == 0:
        return "VOP2"
    top6 = w0 >> 26
    if gen in ("gfx8", "gfx9"):
        if (w0 >> 23) == 0x1A7:
            return "VOP3P"
        if top6 == 0x34:
            return "VOP3"
        if top6 == 0x35:
            return "VINTRP"
    else:
        if top6 == 0x34:
            return "VOP3"
        if top6 == 0x32:
            return "VINTRP"
    return f"?{top6:#x}"


def probe_shapes(jobs: dict[str, list[tuple[str, str, str]]]):
    """jobs[gen] = [(name, form, kind)] -> first successful (line, encoding) per
    (name, gen, form); form '' is the bare mnemonic."""
    out = {}
    for gen, items in jobs.items():
        lines, owners = [], []
        for name, form, kind in items:
            spelled = f"{name}_{form}" if form else name
            table = TEMPLATES_MEM if kind in TEMPLATES_MEM else TEMPLATES
            for t in table["vop_dpp" if kind == "vop" and form == "dpp" else kind]:
                lines.append(f"{spelled} {t}".strip())
                owners.append((name, gen, form))
        for key, line, (msg, enc) in zip(owners, lines, run_mc(CPUS[gen], lines)):
            if enc is not None and key not in out:
                out[key] = (line, enc)
    return out


# ---------------------------------------------------------------------------- main
def main(argv=None):
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clrx", default="/work/shared/reference/clrx")
    ap.add_argument("--out", default=os.path.join(here, "isa", "inventory.toml"))
    ap.add_argument("--dump", default=None, help="write raw probe results as JSON")
    ap.add_argument("--no-llvm-strings", action="store_true")
    args = ap.parse_args(argv)

    claims = parse_clrx(args.clrx)
    heading_only = claims.pop("_heading_only", {})
    excluded_names = set()
    for fam in EXCLUDED:
        excluded_names |= set(claims.pop(fam, {}))
    clrx_names = {n for fam in claims for n in claims[fam]}
    cands = set(clrx_names) | {"exp"}
    extra = set() if args.no_llvm_strings else llvm_candidates(LIBLLVM)
    cands |= extra
    cands -= excluded_names
    cands = sorted(c for c in cands if not c.startswith("ds_"))

    bare = probe_bare(cands)
    exists = {n: [g for g in GENS if bare[n][g][0] == "ok"] for n in cands}
    gcn = sorted(n for n in cands if exists[n])
    elsewhere = sorted(n for n in cands if not exists[n]
                       and any(bare[n][g][0] == "elsewhere" for g in GENS))

    # suffix forms as llvm-mc's parser sees them (a bare '<name>_<suffix>' line)
    sufbare: dict[tuple, dict[str, bool]] = {}
    for gen, cpu in CPUS.items():
        names = [n for n in gcn if gen in exists[n]]
        lines = [f"{n}_{s}" for n in names for s in SUFFIXES]
        res = iter(run_mc(cpu, lines))
        for n in names:
            sufbare[(n, gen)] = {s: status(next(res)[0]) == "ok" for s in SUFFIXES}

    # assemble every vector/scalar (name, form) with sample operands
    jobs = defaultdict(list)
    for n in gcn:
        kind = ("vintrp" if n.startswith("v_interp_") else
                "vop" if n.startswith("v_") else "scalar" if n.startswith("s_") else
                "EXP" if n == "exp" else next(f for p, f in PREFIX_FAMILY if n.startswith(p)))
        for g in exists[n]:
            jobs[g].append((n, "", kind))
            for s in SUFFIXES:
                if sufbare[(n, g)][s]:
                    jobs[g].append((n, s, kind))
    shapes = probe_shapes(jobs)

    family_of: dict[tuple, str] = {}
    sufres: dict[tuple, dict[str, bool]] = {}
    problems, unverified = [], []
    for n in gcn:
        for g in exists[n]:
            fam = None
            for p, f in PREFIX_FAMILY:
                if n.startswith(p):
                    fam = f
            if n == "exp":
                fam = "EXP"
            sufres[(n, g)] = {}
            for s in SUFFIXES:
                ok = (n, g, s) in shapes
                if sufbare[(n, g)][s] and not ok:
                    unverified.append((n, g, s))
                sufres[(n, g)][s] = ok
            if (n, g, "") not in shapes:
                unverified.append((n, g, ""))
            if n[:2] in ("v_", "s_"):
                # family = encoding of the 32-bit form if there is one, else the bare form
                for form in ("e32", "", "e64"):
                    if (n, g, form) in shapes:
                        enc = shapes[(n, g, form)][1]
                        fam = encoding_family(enc, g)
                        if form == "" or fam in ("VOP1", "VOP2", "VOPC", "VINTRP", "SOP1",
                                                 "SOP2", "SOPC", "SOPP"):
                            break
            if fam is None or fam.startswith("?") or fam in EXCLUDED:
                problems.append((n, g, fam))
                continue
            family_of[(n, g)] = fam
    encfam = {f"{k[0]}@{k[1]}@{k[2]}": [v[0], v[1].hex()] for k, v in shapes.items()}

    if args.dump:
        json.dump({"bare": bare, "suffix": {f"{k[0]}@{k[1]}": v for k, v in sufres.items()},
                   "shapes": encfam, "unverified": unverified,
                   "family": {f"{k[0]}@{k[1]}": v for k, v in family_of.items()},
                   "problems": problems, "elsewhere": elsewhere,
                   "claims": {f: {n: sorted(g) for n, g in d.items()} for f, d in claims.items()},
                   "heading_only": {n: sorted(g) for n, g in heading_only.items()},
                   "extra": sorted(extra)}, open(args.dump, "w"), indent=1)
    write_toml(args.out, claims, heading_only, exists, family_of, sufres, bare, elsewhere,
               clrx_names, problems)
    return 0


# ---------------------------------------------------------------------------- TOML output
def q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def wrapped(text: str, width: int = 92) -> str:
    """A TOML multi-line basic string whose line breaks vanish ('\\' at line end)."""
    if '"""' in text or "\\" in text:
        raise ValueError(text)
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line + " \\")
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return '  """\\\n' + "\n".join("  " + l for l in lines) + '""",'


def glist(gens) -> str:
    return "[" + ", ".join(q(g) for g in GENS if g in gens) + "]"


def gen_span(gens) -> str:
    return "/".join(g for g in GENS if g in gens) or "none"


def write_toml(out, claims, heading_only, exists, family_of, sufres, bare, elsewhere,
               clrx_names, problems):
    # family -> mnemonic -> gens
    fam_mn: dict[str, dict[str, list]] = defaultdict(dict)
    for (n, g), f in family_of.items():
        fam_mn[f].setdefault(n, []).append(g)
    # CLRX family of each name (first claim wins, for notes)
    clrx_fam = {}
    for f in FAMILIES:
        for n in claims.get(f, {}):
            clrx_fam.setdefault(n, f)
    notes: dict[str, dict[str, str]] = defaultdict(dict)
    for n in sorted(clrx_names | set(exists)):
        cg = set()
        for f in claims:
            cg |= claims[f].get(n, set())
        lg = set(exists.get(n, []))
        fams = sorted({family_of[(n, g)] for g in lg if (n, g) in family_of})
        home = fams[0] if fams else clrx_fam.get(n)
        if home is None:
            continue
        if n in clrx_names and cg != lg:
            src = "CLRX heading says" if n in heading_only else "CLRX says"
            if not lg:
                why = {"elsewhere": "llvm-mc 22 knows it only for other processors",
                       "unknown": "llvm-mc 22 does not know it"}
                sts = {bare[n][g][0] for g in GENS}
                what = why["elsewhere"] if "elsewhere" in sts else why["unknown"]
                notes[home][n] = f"{src} {gen_span(cg)}; {what}."
            else:
                notes[home][n] = f"{src} {gen_span(cg)}; llvm-mc 22 accepts it on {gen_span(lg)}."
        elif n not in clrx_names and lg:
            notes[home][n] = f"Not in CLRX; llvm-mc 22 accepts it on {gen_span(lg)}."
        clash = []
        for g in GENS:
            cfs = sorted(f for f in claims if g in claims[f].get(n, set()))
            lf = family_of.get((n, g))
            if lf and cfs and lf not in cfs:
                clash.append((g, "/".join(cfs), lf))
        if clash:
            by = defaultdict(list)
            for g, cf, lf in clash:
                by[(cf, lf)].append(g)
            desc = "; ".join(f"on {gen_span(gs)} CLRX files it under {cf}, llvm-mc 22 encodes it "
                             f"as {lf}" for (cf, lf), gs in by.items())
            notes[home][n] = (notes[home].get(n, "") + " " + desc[0].upper() + desc[1:] + ".").strip()

    for (f, n), text in MANUAL_NOTES.items():
        if n in fam_mn.get(f, {}):
            notes[f][n] = (notes[f].get(n, "") + " " + text).strip()

    # suffix availability: a rule per family, suffix and generation (what most of the
    # family's mnemonics on that generation accept) and the mnemonics that deviate
    count = defaultdict(lambda: defaultdict(int))
    accept = defaultdict(lambda: defaultdict(int))
    for (n, g), f in family_of.items():
        count[f][g] += 1
        for s_, ok in sufres[(n, g)].items():
            if ok:
                accept[f][(s_, g)] += 1
    form_gens: dict[str, dict[str, set]] = defaultdict(lambda: defaultdict(set))
    for f in count:
        for s_ in SUFFIXES:
            for g in GENS:
                if count[f][g] and accept[f][(s_, g)] * 2 > count[f][g]:
                    form_gens[f][s_].add(g)
    exceptions: dict[str, dict[str, list]] = defaultdict(dict)
    for f in fam_mn:
        for n in sorted(fam_mn[f]):
            dev = []
            for s_ in SUFFIXES:
                here = {g for g in fam_mn[f][n] if sufres[(n, g)][s_]}
                expected = form_gens[f][s_] & set(fam_mn[f][n])
                if here != expected:
                    dev.append((s_, expected - here, here - expected))
            if dev:
                exceptions[f][n] = dev

    L = []
    w = L.append
    w("# GCN mnemonics of the families gcnls does not model operand by operand, with the")
    w("# generations on which LLVM 22's llvm-mc accepts each one. Generated by")
    w("# tools/probe_inventory.py from the CLRX opcode tables and llvm-mc probes; edit the")
    w("# generator, not this file. Schema: see notes below and isa/README.md.")
    w("")
    w("notes = [")
    for note in NOTES:
        w(wrapped(note))
    w("]")
    w("")
    w("# The suffix forms every family offers (suffix -> generations); [family.X.form_exceptions]")
    w("# lists per mnemonic the forms that differ from this rule ('-gfx8' = not there although")
    w("# the rule says so, '+gfx8' = there although the rule does not say so).")
    for f in FAMILIES:
        if f not in fam_mn:
            continue
        size = SIZES[f]
        w("")
        w(f"[family.{f}]")
        w(f"size = {size}")
        w(f"description = {q(DESCRIPTIONS[f])}")
        used = [s_ for s_ in SUFFIXES if form_gens[f][s_]
                or any(any(p for p in d[1:]) for n in exceptions.get(f, {})
                       for d in exceptions[f][n] if d[0] == s_)]
        if used:
            sizes = FORM_SIZES.get(f, {})
            w("forms = { " + ", ".join(f"{s_} = {sizes.get(s_, size)}" for s_ in used) + " }")
            w("form_generations = { " + ", ".join(
                f"{s_} = {glist(form_gens[f][s_])}" for s_ in used) + " }")
        if f in LITERAL:
            w(f"literal = {LITERAL[f]}")
        if f in ALWAYS_LITERAL:
            lst = [n for n in ALWAYS_LITERAL[f] if n in fam_mn[f]]
            w("always_literal = [" + ", ".join(q(n) for n in lst) + "]")
        w("")
        w(f"[family.{f}.mnemonics]")
        width = max(len(n) for n in fam_mn[f])
        for n in sorted(fam_mn[f]):
            w(f"{n.ljust(width)} = {glist(fam_mn[f][n])}")
        if exceptions.get(f):
            w("")
            w(f"[family.{f}.form_exceptions]")
            width = max(len(n) for n in exceptions[f])
            for n in sorted(exceptions[f]):
                items = []
                for s, minus, plus in exceptions[f][n]:
                    ps = [f"-{g}" for g in GENS if g in minus] + [f"+{g}" for g in GENS if g in plus]
                    items.append(f"{s} = [" + ", ".join(q(p) for p in ps) + "]")
                w(f"{n.ljust(width)} = {{ " + ", ".join(items) + " }")
        if notes.get(f):
            w("")
            w(f"[family.{f}.notes]")
            for n in sorted(notes[f]):
                w(f"{n} = {q(notes[f][n])}")
    w("")
    w("# Mnemonics llvm-mc 22 knows, but on none of tahiti, bonaire, tonga, gfx900 (later")
    w("# processors or gfx9 variants such as gfx906/gfx90a): llvm-mc answers 'instruction not")
    w("# supported on this GPU' for them on every GCN 1.0-1.4 processor. Found by the libLLVM")
    w("# word scan (so possibly incomplete; ds_* not scanned); s_* names of later SOPK/SMEM")
    w("# families are included. Not part of any family here.")
    w("[other_targets]")
    w("mnemonics = [")
    line = "  "
    for n in elsewhere:
        item = q(n) + ", "
        if len(line) + len(item) > 96:
            w(line.rstrip())
            line = "  "
        line += item
    if line.strip():
        w(line.rstrip())
    w("]")
    if problems:
        w("")
        w("# unclassified (name, generation, guess) - fix the generator")
        for p in problems:
            w(f"# {p}")
    open(out, "w", encoding="utf-8").write("\n".join(L) + "\n")


LITERAL = {f: 4 for f in ("SOP1", "SOP2", "SOPC", "VOP1", "VOP2", "VOPC")}
ALWAYS_LITERAL = {"VOP2": ["v_madak_f16", "v_madak_f32", "v_madmk_f16", "v_madmk_f32"]}
NOTES = []  # filled in below, kept apart so the generator reads top-down

NOTES[:] = [
    "Made by tools/probe_inventory.py. Candidates: every mnemonic of the CLRX opcode tables "
    "(with the section headings and the VOPC {OP16}/{OP8} patterns expanded), the export "
    "mnemonic exp, and every GCN-looking lower-case word in LLVM 22's libLLVM (suffixes "
    "stripped). Each was assembled bare (no operands) by llvm-mc 22 with -mcpu tahiti (gfx6), "
    "bonaire (gfx7), tonga (gfx8) and gfx900 (gfx9), many lines per file, one file per cpu.",
    "Existence rule: 'invalid instruction' (also '... did you mean: x?') = llvm-mc does not "
    "know the name; 'instruction not supported on this GPU' = it exists only on other "
    "processors; any other answer (too few operands, invalid operand, operands are not valid "
    "for this GPU or mode, success) = it exists there. Every (mnemonic, generation) pair "
    "listed was then assembled for real with sample operands, bare and with each suffix.",
    "Family per generation is the encoding llvm-mc emits (fixed bits of the first dword of the "
    "_e32 form if it has one, else of the bare form). A mnemonic whose encoding changes "
    "between generations is listed under each family with its generations there "
    "(e.g. v_ldexp_f32: VOP2 on gfx6/gfx7, VOP3 on gfx8/gfx9).",
    "Suffix rule: M_e32, M_e64, M_sdwa, M_dpp spell M with a forced encoding. forms gives the "
    "size of each suffixed form, form_generations the generations where the family's "
    "mnemonics take it (the majority on that generation), form_exceptions the mnemonics that "
    "deviate. A suffix a mnemonic lacks draws '<suffix> variant of this instruction is not "
    "supported'. llvm-mc also accepts (and ignores) _e32 after scalar, memory and exp "
    "mnemonics; VOP3-only and VOP3P mnemonics take _e64 but not _e32; VOPC has no _dpp on "
    "GCN; SDWA and DPP exist only on gfx8/gfx9.",
    "size is the encoding without literal. literal = 4: a 32-bit literal dword may follow "
    "(src0 = 255 in VOP1/VOP2/VOPC _e32, an SSRC = 255 in SOP1/SOP2/SOPC). always_literal: "
    "these carry their literal always (8 bytes). VOP3, VOP3P, SDWA and DPP forms take no "
    "literal on GCN 1.0-1.4. SOPK, SMRD, SMEM, DS, SOP1, SOP2, SOPC and SOPP are modeled in their own files.",
    "Notes per family: where CLRX and llvm-mc 22 disagree, llvm-mc wins and the CLRX claim is "
    "kept as a note; 'Not in CLRX' marks mnemonics found only through the libLLVM scan.",
    "gfx9 means gfx900: instructions that need gfx904/gfx906/gfx908/gfx90a/gfx940 features "
    "(dot products, fmac, mfma, ...) are in other_targets, not under gfx9.",
]

# quirks found while probing, attached to the generated notes (family, mnemonic) -> text
MANUAL_NOTES = {
    ("VOP2", "v_add_co_u32"): "On gfx6/gfx7 llvm-mc 22 takes it as another name of v_add_i32 "
    "(and prints v_add_i32): without suffix it picks the 8-byte VOP3 form; the 4-byte form "
    "needs v_add_co_u32_e32 v1, vcc, v2, v3, vcc.",
    ("VOP2", "v_sub_co_u32"): "On gfx6/gfx7 another name of v_sub_i32, same quirk as v_add_co_u32.",
    ("VOP2", "v_subrev_co_u32"): "On gfx6/gfx7 another name of v_subrev_i32, same quirk as "
    "v_add_co_u32.",
    ("VOP3", "v_readlane_b32"): "VOP2 on gfx6/gfx7 but VOP3-encoded on gfx8/gfx9, where llvm-mc "
    "still takes the _e32 suffix (emitting 8 bytes) and refuses _e64.",
    ("VOP3", "v_writelane_b32"): "Like v_readlane_b32: VOP3 on gfx8/gfx9, _e32 accepted "
    "(8 bytes), _e64 refused.",
}


if __name__ == "__main__":
    sys.exit(main())
