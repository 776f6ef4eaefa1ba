#!/usr/bin/env python3
"""Probe LLVM 22's llvm-mc for the scalar encodings (SOPK, SMRD, SMEM).

Usage:
  tools/probe_scalar.py 's_load_dword s5, s[2:3], 0x10' ...   # assemble on all four cpus
  tools/probe_scalar.py --cpu gfx9 'line' ...                  # one generation only
  tools/probe_scalar.py --check                                # compare isa/{sopk,smrd,smem}.toml
                                                               # opcodes with llvm-mc
  tools/probe_scalar.py --verify                               # assemble operand-form variants and
                                                               # compare every byte with the layouts

Each line is assembled on its own (a file per line), so every result is tied
to its line: either the encoding bytes plus llvm-mc's printed form, or the
error message with its column.
"""
import os
import sys
import tomllib

from probelib import CPUS, ROOT
from gcnls import isa
from probelib import assemble as _assemble


def assemble(line, gen):
    """Assemble one line for a generation (probelib). Returns a dict: ok (bool), text
    (printed form), bytes (list, fixup bytes None), fixups (list of str), error (message),
    col (1-based column of the error)."""
    r = _assemble(line, gen)
    if not r.ok:
        return {"ok": False, "text": None, "bytes": None, "fixups": [], "error": r.error, "col": r.column}
    data = list(r.data) if r.data else None
    if data is not None and r.fixups:
        data[:2] = [None, None]  # the 16-bit branch field a fixup fills in
    return {"ok": True, "text": r.text or None, "bytes": data, "fixups": r.fixups, "error": None, "col": None}


def word(bs, i=0):
    """Little-endian dword i of a byte list (None bytes count as 0)."""
    return sum((bs[4 * i + k] or 0) << (8 * k) for k in range(4))


def field(bs, lo, hi):
    """Bits lo..hi (inclusive, bit 0 = LSB of the first dword) of the encoding."""
    v = 0
    for k, b in enumerate(bs):
        v |= (b or 0) << (8 * k)
    return (v >> lo) & ((1 << (hi - lo + 1)) - 1)


# The op field of each encoding, from the data (the same on every generation it has).
OP_FIELD = {isa.load().encodings[k].name: next(iter(isa.load().encodings[k].layouts.values())).fields["op"]
            for k in ("sopk", "smrd", "smem")}
SAMPLE = {
    # operand kind -> a sample value to put in a probe line
    "s1": "s4", "s2": "s[4:5]", "s4": "s[4:7]", "s8": "s[4:11]", "s16": "s[4:19]",
    "simm16": "0x10", "imm16": "0x10", "hwreg": "hwreg(HW_REG_MODE)", "label": "0",
    "imm32": "0x12345678", "smrd_offset": "0x4", "smem_offset": "0x4", "imm7": "7",
}


def sample_line(inst):
    ops = [SAMPLE[o.split(":")[1]] for o in inst.get("operands", "").split()]
    return (inst["name"] + " " + ", ".join(ops)).strip()


def check():
    """Assemble one sample per instruction and generation; compare the opcode field."""
    bad = 0
    for fname in ("sopk", "smrd", "smem"):
        path = os.path.join(str(ROOT), "isa", fname + ".toml")
        if not os.path.exists(path):
            continue
        data = tomllib.load(open(path, "rb"))
        enc = data["encoding"]["name"]
        lo, hi = OP_FIELD[enc]
        gens = list(data["encoding"]["layout"].keys())
        for inst in data["instruction"]:
            line = sample_line(inst)
            for gen in gens:
                r = assemble(line, gen)
                want = inst["opcode"].get(gen)
                got = field(r["bytes"], lo, hi) if r["ok"] and r["bytes"] else None
                if want != got:
                    bad += 1
                    print(f"{fname}:{inst['name']}:{gen}: toml={want} llvm-mc={got} "
                          f"({r['error'] or r['text']})")
    print("mismatches:", bad)
    return bad


def layout(data, gen):
    lay = data["encoding"]["layout"][gen]
    while "same_as" in lay:
        lay = data["encoding"]["layout"][lay["same_as"]]
    return lay


def encode(data, inst, gen, values):
    """Bytes of inst on gen per the TOML layout, with field values from `values`."""
    lay = layout(data, gen)
    vals = dict(lay.get("fixed", {}))
    vals["op"] = inst["opcode"][gen]
    vals.update(values)
    size = data["encoding"]["size"]
    word = 0
    for name, v in vals.items():
        lo, hi = lay["fields"][name]
        if hi >= 8 * size:
            size = (hi + 1) // 8
        word |= (v & ((1 << (hi - lo + 1)) - 1)) << lo
    return list(word.to_bytes(size, "little"))


def variants(enc, inst, gen):
    """(line, field values) pairs exercising the operand forms of one instruction."""
    ops = [o.split(":") for o in inst.get("operands", "").split()]
    mods = inst.get("modifiers", "").split()
    name = inst["name"]
    if enc == "SOPK":
        text, vals = [], {}
        for field_, kind in ops:
            if kind in ("s1", "s2", "s4", "s8", "s16"):
                text.append(SAMPLE[kind]); vals[field_] = 4
            elif kind == "hwreg":
                text.append("hwreg(HW_REG_TRAPSTS, 1, 5)"); vals[field_] = 3 | (1 << 6) | (4 << 11)
            elif kind == "label":
                text.append("-4"); vals[field_] = 0xfffc
            elif kind == "imm32":
                text.append("0x12345678"); vals[field_] = 0x12345678
            else:
                text.append("0xfffc" if kind == "imm16" else "-4"); vals[field_] = 0xfffc
        return [(name + " " + ", ".join(text), vals)]
    base_text, base_vals, has_off = [], {}, False
    for field_, kind in ops:
        if field_ == "offset":
            has_off = True
            continue
        if kind == "imm7":
            base_text.append("0x85"); base_vals[field_] = 5
        else:
            base_text.append(SAMPLE[kind])
            base_vals[field_] = 2 if field_ == "sbase" else 4
    out = []
    if not has_off:
        return [((name + " " + ", ".join(base_text)).strip(), base_vals)]
    scale = 1
    forms = [("0x24", {"imm": 1, "offset": 0x24}), ("s6", {"offset": 6}), ("m0", {"offset": 124})]
    if enc == "SMRD" and gen == "gfx7":
        forms.append(("0x12345", {"offset": 0xff, "literal": 0x12345}))
    if enc == "SMEM" and gen == "gfx9":
        forms.append(("s6 offset:0x8", {"imm": 1, "soe": 1, "soffset": 6, "offset": 8}))
        if not (name.startswith("s_buffer") or name.endswith("_buffer")):
            forms.append(("-0x10", {"imm": 1, "offset": -0x10}))
    for t, v in forms:
        vals = dict(base_vals); vals.update(v)
        out.append((name + " " + ", ".join(base_text + [t]), vals))
        if "glc" in mods and enc == "SMEM":
            vals = dict(vals); vals["glc"] = 1
            out.append((name + " " + ", ".join(base_text + [t]) + " glc", vals))
    return out


def verify():
    """Assemble operand-form variants of every instruction; compare all bytes with the TOML layout."""
    bad = n = 0
    for fname in ("sopk", "smrd", "smem"):
        path = os.path.join(str(ROOT), "isa", fname + ".toml")
        if not os.path.exists(path):
            continue
        data = tomllib.load(open(path, "rb"))
        enc = data["encoding"]["name"]
        for inst in data["instruction"]:
            for gen in inst["opcode"]:
                for line, vals in variants(enc, inst, gen):
                    n += 1
                    r = assemble(line, gen)
                    want = encode(data, inst, gen, vals)
                    if not r["ok"] or r["bytes"] != want:
                        bad += 1
                        got = r["error"] or ",".join(f"{b:02x}" for b in r["bytes"])
                        print(f"{fname}:{gen}: {line!r}: want {','.join(f'{b:02x}' for b in want)} got {got}")
                # a modifier the entry does not list must be rejected
                if "glc" not in inst.get("modifiers", "").split():
                    line = variants(enc, inst, gen)[0][0] + " glc"
                    n += 1
                    r = assemble(line, gen)
                    if r["ok"]:
                        bad += 1
                        print(f"{fname}:{gen}: {line!r}: accepted, but glc is not listed")
    print(f"verified {n} lines, mismatches: {bad}")
    return bad


def main(argv):
    gens = list(CPUS)
    args = argv[1:]
    if args and args[0] == "--check":
        return 1 if check() else 0
    if args and args[0] == "--verify":
        return 1 if verify() else 0
    if len(args) >= 2 and args[0] == "--cpu":
        gens = [g for g, c in CPUS.items() if args[1] in (g, c)]
        args = args[2:]
    for line in args:
        for gen in gens:
            r = assemble(line, gen)
            if r["ok"]:
                hexs = ",".join("??" if b is None else f"{b:02x}" for b in (r["bytes"] or []))
                print(f"{gen}: {r['text']}  [{hexs}]", *r["fixups"])
            else:
                print(f"{gen}: {line!r}: col {r['col']}: {r['error']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
