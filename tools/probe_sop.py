#!/usr/bin/env python3
"""Re-verify a scalar-ALU encoding file (isa/sop1.toml, sop2.toml, sopc.toml, sopp.toml)
against LLVM 22's llvm-mc.

Usage:
  tools/probe_sop.py check isa/sop1.toml [...]   # every instruction on every generation
  tools/probe_sop.py check --all-cpus isa/sopp.toml   # ... on every gfx6-gfx9 processor
  tools/probe_sop.py 's_mov_b32 s0, 1.5' ...      # assemble lines on tahiti/bonaire/tonga/gfx900

`check` assembles, per instruction and generation, sample lines built from the operand
kinds and compares every byte with the file's layout (opcode, operand fields, fixed bits,
literal); it also checks what each kind must reject (a literal where the kind takes none,
a constant in a register-only field), that generations without an opcode answer
'instruction not supported on this GPU', and that the semantic keys name real operands.
Many lines go through one llvm-mc process per processor; errors are tied to their line.
Exit status 1 on any disagreement.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib

LLVM_MC = (os.environ.get("GCNLS_LLVM_MC") or shutil.which("llvm-mc-22")
           or "/usr/lib/llvm-22/bin/llvm-mc")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CPUS = {"gfx6": "tahiti", "gfx7": "bonaire", "gfx8": "tonga", "gfx9": "gfx900"}
GENS = tuple(CPUS)

_ENC = re.compile(r"^\s*(.*?)\s*;\s*encoding:\s*\[([^\]]*)\]")
_ERR = re.compile(r"^[^:]*:(\d+):(\d+):\s*error:\s*(.*)$")


def batch(lines: list[str], cpu: str) -> list[dict]:
    """Assemble one statement per line in a single llvm-mc run; one result per line:
    {ok, text, bytes (None for fixup bytes)} or {ok: False, error, col}."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        p = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding", path],
                           capture_output=True, text=True, timeout=300)
    finally:
        os.unlink(path)
    errors: dict[int, tuple[str, int]] = {}
    for line in p.stderr.splitlines():
        m = _ERR.match(line)
        if m:
            errors.setdefault(int(m.group(1)), (m.group(3), int(m.group(2))))
    encoded = []
    for line in p.stdout.splitlines():
        m = _ENC.match(line)
        if m:
            raw = [x.strip() for x in m.group(2).split(",") if x.strip()]
            encoded.append({"ok": True, "text": m.group(1),
                            "bytes": [int(x, 16) if x.startswith("0x") else None for x in raw]})
    out, k = [], 0
    for i, line in enumerate(lines, 1):
        if i in errors:
            out.append({"ok": False, "error": errors[i][0], "col": errors[i][1]})
        elif line.strip() and not line.rstrip().endswith(":"):
            out.append(encoded[k] if k < len(encoded) else {"ok": False, "error": "no output", "col": 0})
            k += 1
        else:
            out.append({"ok": True, "text": "", "bytes": []})
    return out


def layout(data: dict, gen: str) -> dict:
    lay = data["encoding"]["layout"][gen]
    while "same_as" in lay:
        lay = data["encoding"]["layout"][lay["same_as"]]
    return lay


def encode(data: dict, gen: str, opcode: int, values: dict[str, int]) -> list[int]:
    """The bytes the layout says an instruction with these field values has."""
    lay = layout(data, gen)
    vals = dict(lay.get("fixed", {}))
    vals["op"] = opcode
    vals.update(values)
    size = data["encoding"]["size"]
    bits = 0
    for name, v in vals.items():
        lo, hi = lay["fields"][name]
        size = max(size, (hi + 1) // 8) if name == "literal" else size
        bits |= (v & ((1 << (hi - lo + 1)) - 1)) << lo
    return list(bits.to_bytes(size, "little"))


# Sample operands per kind: (text, field value, literal or None). The first sample of each
# kind is the plain one; the others exercise the kind's other forms.
SAMPLES = {
    "s1": [("s5", 5, None), ("vcc_lo", 106, None)],
    "s2": [("s[6:7]", 6, None), ("exec", 126, None)],
    "ssrc32": [("s9", 9, None), ("m0", 124, None), ("64", 192, None), ("-16", 208, None),
               ("-4.0", 247, None), ("0x12345", 255, 0x12345), ("src_scc", 253, None)],
    "ssrc64": [("s[10:11]", 10, None), ("vcc", 106, None), ("-1", 193, None), ("0.5", 240, None),
               ("0xfffff", 255, 0xFFFFF)],
    "ssrc64_inline": [("s[10:11]", 10, None), ("exec", 126, None), ("7", 135, None)],
    "label": [("0", 0, None), ("-1", 0xFFFF, None), ("0x7fff", 0x7FFF, None)],
    "simm16_trunc": [("0", 0, None), ("0x1234", 0x1234, None), ("-1", 0xFFFF, None)],
    "imm16_opt": [("", 0, None), ("7", 7, None)],
    "waitcnt": [("0", 0, None), ("0x70", 0x70, None)],
    "sendmsg": [("0", 0, None), ("sendmsg(MSG_INTERRUPT)", 1, None)],
    "gpr_idx": [("0", 0, None), ("gpr_idx(SRC0,DST)", 9, None), ("15", 15, None)],
}
# Forms a kind must reject (with any message): (text, why).
REJECTS = {
    "s1": [("1", "a constant in a register-only field"), ("s[0:1]", "a 64-bit register")],
    "s2": [("0", "a constant in a register-only field"), ("s0", "a 32-bit register")],
    "ssrc32": [("s[0:1]", "a 64-bit register"), ("v0", "a VGPR"), ("src_lds_direct", "lds_direct")],
    "ssrc64": [("s0", "a 32-bit register"), ("0x100000000", "a 64-bit literal"), ("1.5", "a non-inline float")],
    "ssrc64_inline": [("0x12345", "a literal"), ("65", "a literal")],
    "label": [("s0", "a register")],
    "simm16_trunc": [("s0", "a register")],
    "imm16_opt": [("-1", "a negative value"), ("0x10000", "17 bits")],
}
KNOWN_KEYS = {"name", "opcode", "operands", "modifiers", "requires", "description", "operation",
              "notes", "reads", "writes", "implicit_reads", "implicit_writes", "counter", "waits",
              "branch", "lgkm", "traits"}
REGISTER_KINDS = {"s1", "s2", "ssrc32", "ssrc64", "ssrc64_inline"}
REGISTERS = {"SCC", "VCC", "EXEC", "M0", "PC", "MODE"}
COUNTERS = {"vm", "exp", "lgkm"}


def schema_problems(data: dict) -> list[str]:
    """Semantic keys that do not fit the operands (cheap, no llvm-mc)."""
    bad = []
    for inst in data["instruction"]:
        name = inst["name"]
        fields = [o.split(":")[0] for o in inst.get("operands", "").split()]
        unknown = set(inst) - KNOWN_KEYS
        if unknown:
            bad.append(f"{name}: unknown keys {sorted(unknown)}")
        for key in ("reads", "writes"):
            for f in inst.get(key, []):
                if f not in fields:
                    bad.append(f"{name}: {key} names {f!r}, which is not an operand")
        for key in ("implicit_reads", "implicit_writes"):
            for r in inst.get(key, []):
                if r not in REGISTERS:
                    bad.append(f"{name}: {key} names {r!r}, not one of {sorted(REGISTERS)}")
        if "counter" in inst and inst["counter"] not in COUNTERS:
            bad.append(f"{name}: counter {inst['counter']!r}")
        for item in inst.get("operands", "").split():
            f, kind = item.split(":")
            if kind in REGISTER_KINDS and f not in inst.get("reads", []) + inst.get("writes", []):
                bad.append(f"{name}: register operand {f} is neither read nor written")
    return bad


def cases(data: dict, inst: dict, gen: str) -> list[tuple[str, object]]:
    """(line, expected bytes or ('reject', why)) for one instruction on one generation."""
    ops = [o.split(":") for o in inst.get("operands", "").split()]
    op = inst["opcode"][gen]
    out = []

    def line(texts):
        return (inst["name"] + " " + ", ".join(t for t in texts if t != "")).strip()

    base = [SAMPLES[k][0] for _, k in ops]
    for i, (field, kind) in enumerate(ops):
        for sample in SAMPLES[kind]:
            texts, vals, literal = [], {}, None
            for j, (f2, k2) in enumerate(ops):
                t, v, lit = sample if j == i else base[j]
                texts.append(t)
                vals[f2] = v
                literal = lit if lit is not None else literal
            if literal is not None:
                vals["literal"] = literal
            out.append((line(texts), encode(data, gen, op, vals)))
        for text, why in REJECTS.get(kind, []):
            texts = [text if j == i else base[j][0] for j in range(len(ops))]
            out.append((line(texts), ("reject", why)))
    if not ops:
        out.append((inst["name"], encode(data, gen, op, {})))
        out.append((inst["name"] + " 1", ("reject", "an operand where none is taken")))
    return out


def check(paths: list[str], all_cpus: bool) -> int:
    targets = tomllib.load(open(os.path.join(ROOT, "isa", "targets.toml"), "rb"))
    cpus = {g: [c] for g, c in CPUS.items()}
    if all_cpus:
        cpus = {g: [p for p, t in targets["processor"].items() if t["generation"] == g and not t.get("derived")]
                for g in GENS}
    bad = n = 0
    for path in paths:
        data = tomllib.load(open(path, "rb"))
        kinds = {o.split(":")[1] for inst in data["instruction"] for o in inst.get("operands", "").split()}
        if kinds - set(SAMPLES):
            print(f"{path}: operand kinds {sorted(kinds - set(SAMPLES))} are not scalar-ALU kinds this tool knows")
            bad += 1
            continue
        for problem in schema_problems(data):
            bad += 1
            print(f"{path}: {problem}")
        for gen in GENS:
            lines, want = [], []
            for inst in data["instruction"]:
                if gen in inst["opcode"]:
                    for text, expect in cases(data, inst, gen):
                        lines.append(text)
                        want.append(expect)
                else:
                    lines.append(cases(data, inst, next(g for g in GENS if g in inst["opcode"]))[0][0])
                    want.append(("absent", gen))
            for cpu in cpus[gen]:
                for text, expect, got in zip(lines, want, batch(lines, cpu)):
                    n += 1
                    if isinstance(expect, tuple) and expect[0] == "absent":
                        ok = not got["ok"] and got["error"] == "instruction not supported on this GPU"
                    elif isinstance(expect, tuple):
                        ok = not got["ok"]
                    else:
                        ok = got["ok"] and got["bytes"] == expect
                    if not ok:
                        bad += 1
                        have = (",".join(f"{b:02x}" if b is not None else "A" for b in got["bytes"])
                                if got["ok"] else f"error {got['col']}: {got['error']}")
                        wanted = expect if isinstance(expect, tuple) else ",".join(f"{b:02x}" for b in expect)
                        print(f"{os.path.basename(path)}:{cpu}: {text!r}: want {wanted}, llvm-mc {have}")
    print(f"checked {n} lines, disagreements: {bad}")
    return 1 if bad else 0


def main(argv: list[str]) -> int:
    args = argv[1:]
    if args and args[0] == "check":
        all_cpus = "--all-cpus" in args
        paths = [a for a in args[1:] if a != "--all-cpus"]
        return check(paths, all_cpus)
    for text in args:
        for gen, cpu in CPUS.items():
            r = batch([text], cpu)[0]
            if r["ok"]:
                print(f"{gen}: {r['text']}  [{','.join('A' if b is None else f'{b:02x}' for b in r['bytes'])}]")
            else:
                print(f"{gen}: col {r['col']}: {r['error']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
