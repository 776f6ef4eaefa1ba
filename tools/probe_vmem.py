#!/usr/bin/env python3
"""Probe llvm-mc 22 for the vector-memory encodings and write their isa/ files.

Usage:
  probe_vmem.py mubuf [OUT.toml]     # discover MUBUF on every generation, write isa/mubuf.toml
  probe_vmem.py check FILE.toml      # re-verify a written file against the live llvm-mc

What is measured, per mnemonic and generation (tahiti, bonaire, tonga, gfx900; the d16
split also on gfx810): the opcode (from the bytes, through the layout in the data file),
the data operand's dwords, which modifiers the instruction takes (glc, slc, lds, tfe,
addr64, ...). Descriptions are written from the mnemonic's parts (own words). llvm-mc
runs with an argument list, a timeout, and one file of many lines (tools/probelib.py).
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from probelib import CPUS, ROOT, run

GENS = tuple(CPUS)
# Processors that store d16 data one component per dword (no packed d16): LLVM's
# unpacked-d16-vmem feature; measured on tonga (unpacked) against gfx810 (packed).
UNPACKED_D16 = "unpacked-d16-vmem"


def _reg(base: int, width: int) -> str:
    return f"v{base}" if width == 1 else f"v[{base}:{base + width - 1}]"


def _inventory(family: str, file: str | None = None) -> dict[str, list[str]]:
    with open(ROOT / "isa" / "inventory.toml", "rb") as f:
        inv = tomllib.load(f)
    fam = inv["family"].get(family)
    if fam is not None:
        return dict(fam["mnemonics"])
    # Loaded already: the encoding file is the list (re-probing every generation).
    with open(ROOT / "isa" / f"{(file or family).lower()}.toml", "rb") as f:
        return {i["name"]: sorted(i["opcode"]) for i in tomllib.load(f).get("instruction", [])
                if i["name"].startswith(_PREFIX[family])}


_PREFIX = {"MUBUF": "buffer_", "MTBUF": "tbuffer_", "FLAT": "flat_", "GLOBAL": "global_", "SCRATCH": "scratch_"}


def _role(name: str) -> str:
    if "_atomic_" in name:
        return "atomic"
    if "_store_lds_" in name:
        return "store_lds"
    if "_store_" in name:
        return "store"
    if "_load_" in name:
        return "load"
    return "cache"


# ---- MUBUF ------------------------------------------------------------------------------

_MUBUF_OP = {"gfx6": (18, 24), "gfx7": (18, 24), "gfx8": (18, 24), "gfx9": (18, 24)}
_MTBUF_OP = {"gfx6": (16, 18), "gfx7": (16, 18), "gfx8": (15, 18), "gfx9": (15, 18)}


def _op(value: int, gen: str, bits=_MUBUF_OP) -> int:
    lo, hi = bits[gen]
    return (value >> lo) & ((1 << (hi - lo + 1)) - 1)


def discover_mubuf(names: dict[str, list[str]], bits=_MUBUF_OP) -> dict:
    out: dict[str, dict] = {}
    cpus = dict(CPUS)
    cpus["gfx8_packed"] = "gfx810"
    for gen, cpu in cpus.items():
        lines, keys = [], []
        for name in sorted(names):
            role = _role(name)
            if role == "cache":
                lines.append(name)
                keys.append((name, "base", 0))
                continue
            if role == "store_lds":
                for mods in ("lds", "offset:4 lds glc slc"):
                    lines.append(f"{name} s[4:7], s1 {mods}")
                    keys.append((name, mods, 0))
                continue
            for w in (1, 2, 3, 4):
                lines.append(f"{name} {_reg(1, w)}, off, s[8:11], s3")
                keys.append((name, "base", w))
                for mods in ("glc", "slc", "offset:4"):
                    lines.append(f"{name} {_reg(1, w)}, off, s[8:11], s3 {mods}")
                    keys.append((name, mods, w))
                lines.append(f"{name} {_reg(1, w + 1)}, off, s[8:11], s3 tfe")
                keys.append((name, "tfe", w))
                lines.append(f"{name} {_reg(1, w)}, v[2:3], s[8:11], s3 addr64")
                keys.append((name, "addr64", w))
            lines.append(f"{name} off, s[8:11], s3 lds")
            keys.append((name, "lds", 0))
        for (name, what, w), r in zip(keys, run(cpu, lines)):
            ent = out.setdefault(name, {}).setdefault(gen, {"widths": [], "mods": set(), "errors": set()})
            if r.ok:
                ent["opcode"] = _op(r.value, gen if gen in bits else "gfx8", bits)
                if what == "base":
                    ent["widths"].append(w)
                else:
                    ent["mods"].add(what)
            elif what == "base":
                ent["errors"].add(r.error)
    return out


_COMPONENTS = {"x": "one component (x)", "xy": "two components (x, y)", "xyz": "three components (x, y, z)",
               "xyzw": "four components (x, y, z, w)"}
_ATOMIC_OPS = {
    "swap": "replaces the value with VDATA", "cmpswap": "compares the value with the second half of VDATA and, "
    "if equal, replaces it with the first half", "add": "adds VDATA to the value", "sub": "subtracts VDATA from "
    "the value", "smin": "keeps the signed minimum of the value and VDATA", "umin": "keeps the unsigned minimum "
    "of the value and VDATA", "smax": "keeps the signed maximum of the value and VDATA", "umax": "keeps the "
    "unsigned maximum of the value and VDATA", "and": "ANDs VDATA into the value", "or": "ORs VDATA into the "
    "value", "xor": "XORs VDATA into the value", "inc": "increments the value, wrapping to 0 once it reaches "
    "VDATA", "dec": "decrements the value, wrapping to VDATA once it reaches 0 or passes it",
    "fcmpswap": "compares the float value with the second half of VDATA and, if equal, replaces it with the "
    "first half", "fmin": "keeps the float minimum of the value and VDATA", "fmax": "keeps the float maximum of "
    "the value and VDATA"}
_SIZES = {"ubyte": "an unsigned byte (zero-extended)", "sbyte": "a signed byte (sign-extended)",
          "ushort": "an unsigned 16-bit value (zero-extended)", "sshort": "a signed 16-bit value (sign-extended)",
          "dword": "one dword", "dwordx2": "two dwords", "dwordx3": "three dwords", "dwordx4": "four dwords",
          "byte": "the low byte of VDATA", "short": "the low 16 bits of VDATA"}


def describe(name: str, role: str, what: str) -> str:
    """One sentence in our own words, built from the mnemonic's parts."""
    text = _describe(name, role)
    if name.startswith(("flat_", "global_", "scratch_")) and role in ("load", "atomic"):
        text = text.replace("VDATA", "VDST").replace("the low 16 bits of VDST", "the low 16 bits of VDST")
    return text


def _describe(name: str, role: str) -> str:
    rest = name.split("_", 2)[2] if name.count("_") >= 2 else ""
    where = {"buffer": "the buffer addressed by the resource SRSRC", "tbuffer": "the buffer addressed by the "
             "resource SRSRC", "flat": "the flat address in VADDR (global memory, scratch or LDS)",
             "global": "global memory at VADDR (plus SADDR)", "scratch": "the lane's scratch (private) memory at "
             "VADDR or SADDR"}.get(name.split("_")[0], "memory")
    if role == "cache":
        if name.endswith("_vol"):
            return "Writes back and invalidates the lines of the level-1 vector cache that hold volatile data."
        if name.endswith("_sc"):
            return "Writes back and invalidates the level-1 vector cache lines shared between compute units."
        return "Writes back and invalidates the whole level-1 vector cache."
    if role == "store_lds":
        return (f"Copies one dword per lane from LDS (at the address in M0 plus the lane's offset) to {where}.")
    if role == "atomic":
        op = rest.replace("_x2", "")
        width = "64-bit" if rest.endswith("_x2") else "32-bit"
        verb = _ATOMIC_OPS.get(op, op)
        return (f"Atomically reads the {width} value in {where}, {verb}, and stores the result; with glc the "
                f"previous value comes back in VDATA.")
    hi = "_hi" in rest
    d16 = "d16" in rest
    if rest.startswith("format"):
        comp = rest.rsplit("_", 1)[-1]
        source = ("the instruction's data and number format (dfmt, nfmt)" if name.startswith("tbuffer")
                  else "the data/number format of the resource")
        fmt = f"{_COMPONENTS.get(comp, comp)} converted through {source}"
        if role == "load":
            tail = (" into the high 16 bits of VDATA" if hi else " as 16-bit values" if d16 else " into VDATA")
            return f"Loads {fmt}{tail}."
        src = " from the high 16 bits of VDATA" if hi else " from 16-bit values" if d16 else " from VDATA"
        return f"Stores {fmt}{src}."
    size = rest.replace("_d16_hi", "").replace("_d16", "")
    text = _SIZES.get(size, size)
    if role == "load":
        if d16:
            half = "high" if hi else "low"
            return f"Loads {text} into the {half} 16 bits of VDATA, keeping the other half."
        return f"Loads {text} from {where} into VDATA."
    if hi:
        return f"Stores the {text.replace('the low', 'the')} taken from the high 16 bits of VDATA to {where}."
    return f"Stores {text} to {where}."


def write_mubuf(found: dict, out_path: Path, header: str = "mubuf", first: tuple[str, ...] = (),
                store_tfe: bool = True) -> None:
    prof_lines = []
    inst_lines = []
    profiles: dict[str, str] = {}

    def profile(key: str, body: str) -> str:
        profiles.setdefault(key, body)
        return key

    for name in sorted(found):
        gens = found[name]
        role = _role(name)
        opcodes = {g: gens[g]["opcode"] for g in GENS if g in gens and "opcode" in gens[g]}
        if not opcodes:
            continue
        width = None
        mods = set()
        for g in opcodes:
            ws = gens[g]["widths"]
            if ws:
                width = ws[0] if width is None else width
            mods |= gens[g]["mods"]
        feature_width = None
        if "gfx8" in opcodes and gens.get("gfx8_packed", {}).get("widths"):
            packed = gens["gfx8_packed"]["widths"][0]
            unpacked = gens["gfx8"]["widths"][0]
            width = packed
            if unpacked != packed:
                feature_width = unpacked
        if role == "cache":
            key = profile("cache", 'operands = ""')
        elif role == "store_lds":
            key = profile("store_lds", 'operands = "srsrc:s4 soffset:soffset"\nmodifiers = "offset lds glc slc"\n'
                          'requires = "lds"\nreads = ["srsrc", "soffset", "M0"]')
        else:
            ml = [*first, "idxen", "offen"] + (["addr64"] if "addr64" in mods else []) + ["offset", "glc", "slc"]
            if "lds" in mods:
                ml.append("lds")
            if "tfe" in mods or (role == "store" and store_tfe):
                # (a store takes tfe only to be told it means nothing there: the rule's message)
                ml.append("tfe")
            if role == "load":
                rw = 'reads = "vaddr srsrc soffset"\nwrites = "vdata"'
            elif role == "store":
                rw = 'reads = "vdata vaddr srsrc soffset"'
            else:
                rw = 'reads = "vdata vaddr srsrc soffset"\nwrites = "vdata"'
            key = f"{role}{width}" + ("_a64" if "addr64" in mods else "") + ("_lds" if "lds" in mods else "")
            profile(key, f'operands = "vdata:v{width} vaddr:buffer_vaddr srsrc:s4 soffset:soffset"\n'
                         f'modifiers = "{" ".join(ml)}"\n{rw}')
        op_text = ", ".join(f"{g} = 0x{opcodes[g]:02x}" for g in GENS if g in opcodes)
        inst_lines.append("[[instruction]]")
        inst_lines.append(f'name = "{name}"')
        inst_lines.append(f"opcode = {{ {op_text} }}")
        inst_lines.append(f'profile = "{key}"')
        if feature_width is not None:
            inst_lines.append(f'feature_width = {{ {UNPACKED_D16} = {{ vdata = {feature_width} }} }}'.replace(
                UNPACKED_D16, f'"{UNPACKED_D16}"'))
        inst_lines.append(f'description = "{describe(name, role, "")}"')
        inst_lines.append("")
    for key, body in profiles.items():
        prof_lines.append(f"[profile.{key}]\n{body}\n")
    text = (Path(__file__).resolve().parent / "vmem_headers" / f"{header}.toml").read_text()
    out_path.write_text(text + "\n" + "\n".join(prof_lines) + "\n" + "\n".join(inst_lines))


# ---- FLAT / GLOBAL / SCRATCH ----------------------------------------------------------

FLAT_CPUS = {"gfx7": "bonaire", "gfx8": "tonga", "gfx9": "gfx900"}
_SEGMENT = {"flat": 0, "scratch": 1, "global": 2}
# (address operand text, scalar base text) per segment, for the probe lines
_ADDR = {"flat": ("v[2:3]", ""), "global": ("v[2:3]", ", off"), "scratch": ("v2", ", off")}


def _flat_op(value: int, gen: str) -> int:
    op = (value >> 18) & 0x7F
    return op | ((value >> 14) & 3) << 7 if gen == "gfx9" else op


def discover_flat(names: dict[str, list[str]]) -> dict:
    out: dict[str, dict] = {}
    for gen, cpu in FLAT_CPUS.items():
        lines, keys = [], []
        for name in sorted(names):
            seg = name.split("_")[0]
            addr, base = _ADDR[seg]
            role = _role(name)
            if role == "load":
                for w in (1, 2, 3, 4):
                    lines.append(f"{name} {_reg(10, w)}, {addr}{base}")
                    keys.append((name, (w,)))
                if base:
                    lines.append(f"{name} {addr}{base} lds")  # the LDS form: no VDST
                    keys.append((name, "lds"))
            elif role == "store":
                for w in (1, 2, 3, 4):
                    lines.append(f"{name} {addr}, {_reg(10, w)}{base}")
                    keys.append((name, (w,)))
            else:
                for r, d in ((1, 1), (1, 2), (2, 2), (2, 4)):
                    lines.append(f"{name} {_reg(10, r)}, {addr}, {_reg(20, d)}{base} glc")
                    keys.append((name, (r, d)))
        for (name, ws), r in zip(keys, run(cpu, lines)):
            ent = out.setdefault(name, {}).setdefault(gen, {"widths": [], "lds": False})
            if r.ok and ws == "lds":
                ent["lds"] = True
            elif r.ok:
                ent["opcode"] = _flat_op(r.value, gen)
                ent["widths"].append(ws)
    return out


def write_flat(found: dict, out_path: Path) -> None:
    profiles: dict[str, str] = {}
    inst_lines = []
    for name in sorted(found):
        gens = found[name]
        opcodes = {g: gens[g]["opcode"] for g in ("gfx7", "gfx8", "gfx9") if "opcode" in gens.get(g, {})}
        if not opcodes:
            continue
        seg = name.split("_")[0]
        role = _role(name)
        ws = next(gens[g]["widths"][0] for g in opcodes)
        vaddr = "vaddr:v2" if seg == "flat" else "vaddr:buffer_vaddr"
        base = "" if seg == "flat" else f" saddr:{seg}_saddr"
        reads_base = "" if seg == "flat" else " saddr"
        counter = '\ncounter = "vm lgkm"' if seg == "flat" else ""
        rule = '\noffset_rule = "buffer"' if seg != "flat" else ""
        if role == "load":
            lds = any(gens[g].get("lds") for g in opcodes)
            key = f"{seg}_load{ws[0]}" + ("_lds" if lds else "") + ("_d16" if "d16" in name else "")
            # a d16 load keeps the other half of VDST: it reads it too
            body = (f'operands = "vdst:v{ws[0]} {vaddr}{base}"\nmodifiers = "offset glc slc{" lds" if lds else ""}"\n'
                    f'reads = "vaddr{reads_base}{" vdst" if "d16" in name else ""}"\nwrites = "vdst"')
        elif role == "store":
            key = f"{seg}_store{ws[0]}"
            body = (f'operands = "{vaddr} vdata:v{ws[0]}{base}"\nmodifiers = "offset glc slc"\n'
                    f'reads = "vaddr vdata{reads_base}"')
        else:
            key = f"{seg}_atomic{ws[0]}_{ws[1]}"
            body = (f'operands = "vdst:v{ws[0]} {vaddr} vdata:v{ws[1]}{base}"\nmodifiers = "offset glc slc"\n'
                    f'returns = "glc"\nreads = "vaddr vdata{reads_base}"\nwrites = "vdst"')
        profiles.setdefault(key, body + counter + rule)
        op_text = ", ".join(f"{g} = 0x{opcodes[g]:02x}" for g in ("gfx7", "gfx8", "gfx9") if g in opcodes)
        inst_lines += ["[[instruction]]", f'name = "{name}"', f"opcode = {{ {op_text} }}", f'profile = "{key}"',
                       f'description = "{describe(name, role, seg)}"', ""]
    prof_lines = [f"[profile.{k}]\n{v}\n" for k, v in profiles.items()]
    text = (Path(__file__).resolve().parent / "vmem_headers" / "flat.toml").read_text()
    out_path.write_text(text + "\n" + "\n".join(prof_lines) + "\n" + "\n".join(inst_lines))


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[1] == "mtbuf":
        found = discover_mubuf(_inventory("MTBUF", "mtbuf"), _MTBUF_OP)
        write_mubuf(found, Path(argv[2]) if len(argv) > 2 else ROOT / "isa" / "mtbuf.toml", "mtbuf", ("format",),
                    store_tfe=False)
        return 0
    if len(argv) >= 2 and argv[1] == "flat":
        names = {}
        for fam in ("FLAT", "GLOBAL", "SCRATCH"):
            names.update(_inventory(fam, "flat"))
        found = discover_flat(names)
        write_flat(found, Path(argv[2]) if len(argv) > 2 else ROOT / "isa" / "flat.toml")
        return 0
    if len(argv) >= 2 and argv[1] == "mubuf":
        found = discover_mubuf(_inventory("MUBUF") or {})
        out = Path(argv[2]) if len(argv) > 2 else ROOT / "isa" / "mubuf.toml"
        write_mubuf(found, out)
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
