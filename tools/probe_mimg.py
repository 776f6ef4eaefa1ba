"""Measure the MIMG (image) and EXP facts with llvm-mc 22 and write or check the data.

    python3 tools/probe_mimg.py write      # survey llvm-mc, rewrite isa/mimg.toml's instructions
    python3 tools/probe_mimg.py check      # re-verify isa/mimg.toml and isa/exp.toml (exit 1 on a difference)

What it measures per mnemonic and generation (tahiti, bonaire, tonga, gfx900): the opcode
(bytes of a valid line), the VGPR tuple sizes the data and address operands take (a size
llvm-mc rejects is "invalid operand for instruction" at that operand; a size it takes may
still fail the data-size check at column 1), whether a sampler operand follows, whether
the dmask must have one bit (gather4: "invalid image_gather dmask") and whether it is an
atomic ("invalid atomic image dmask"). The mnemonics come from isa/mimg.toml itself once
written (the first run read isa/inventory.toml's MIMG family).
"""

from __future__ import annotations

import re
import sys
import tomllib

import probelib
from probelib import ROOT

GENS = ("gfx6", "gfx7", "gfx8", "gfx9")
SIZES = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16)
DATA = ROOT / "isa" / "mimg.toml"
MARK = "# ---- instructions (written by tools/probe_mimg.py write) ----"


def _reg(n: int, lo: int) -> str:
    return f"v{lo}" if n == 1 else f"v[{lo}:{lo + n - 1}]"


def _line(m: str, vdata: int, vaddr: int, sampler: bool, mods: str = "") -> str:
    tail = ", s[8:15]" + (", s[16:19]" if sampler else "")
    return f"{m} {_reg(vdata, 0)}, {_reg(vaddr, 20)}{tail}{' ' + mods if mods else ''}"


def mnemonics() -> list[str]:
    text = DATA.read_text() if DATA.exists() else ""
    names = re.findall(r'^name = "(image_[a-z0-9_]+)"', text, re.M)
    if names:
        return names
    with open(ROOT / "isa" / "inventory.toml", "rb") as f:
        return list(tomllib.load(f)["family"]["MIMG"]["mnemonics"])


def survey(names: list[str]) -> dict[str, dict]:
    """mnemonic -> {opcode: {gen: op}, vdata: [...], vaddr: [...], sampler, gather4, atomic}."""
    out: dict[str, dict] = {m: {"opcode": {}} for m in names}
    for gen in GENS:
        cpu = probelib.CPUS[gen]
        # 1. sampler or not: the 3- and 4-register forms with generous tuples.
        lines = []
        for m in names:
            lines += [_line(m, 4, 4, False), _line(m, 4, 4, True)]
        res = probelib.run(cpu, lines)
        present = {}
        for i, m in enumerate(names):
            three, four = res[2 * i], res[2 * i + 1]
            if "not supported on this GPU" in three.error:
                continue
            # a sampler instruction without its sampler has too few operands
            present[m] = "too few operands" in three.error
        # 2. data sizes (address: 4 dwords, taken by every instruction) and address sizes.
        lines, keys = [], []
        for m, samp in present.items():
            for n in SIZES:
                lines.append(_line(m, n, 4, samp, "dmask:0x1"))
                keys.append((m, "vdata", n))
        res = probelib.run(cpu, lines)
        sizes: dict[tuple[str, str], list[int]] = {}
        for (m, what, n), r in zip(keys, res):
            if r.ok or r.column == 1:
                sizes.setdefault((m, what), []).append(n)
        lines, keys = [], []
        for m, samp in present.items():
            vd = sizes[m, "vdata"][0]
            for n in SIZES:
                lines.append(_line(m, vd, n, samp))
                keys.append((m, "vaddr", n))
            # dmask rules and the opcode: gather4 wants one bit, atomics 0x1/0x3/0xf
            lines.append(_line(m, 4, 4, samp, "dmask:0x3"))
            keys.append((m, "gather", 0))
            vd = sizes[m, "vdata"][0]  # as many dmask bits as data registers, but not 0x1/0x3/0xf
            lines.append(_line(m, vd, 4, samp, f"dmask:{((1 << vd) - 1) << 1:#x}"))
            keys.append((m, "atomic", 0))
            # the opcode from a valid line: the smallest data size with as many dmask bits,
            # or (gather4) four registers and one bit
            size = sizes[m, "vdata"][0]
            lines.append(_line(m, size, 4, samp, f"dmask:{(1 << size) - 1:#x}"))
            keys.append((m, "op", 0))
            lines.append(_line(m, 4, 4, samp, "dmask:0x1"))
            keys.append((m, "op", 1))
            if gen in ("gfx8", "gfx9"):  # d16: taken, or no match at the word
                lines.append(_line(m, size, 4, samp, f"dmask:{(1 << size) - 1:#x} d16"))
                keys.append((m, "d16", len(lines[-1]) - 2))
        res = probelib.run(cpu, lines)
        for (m, what, n), r in zip(keys, res):
            d = out[m]
            d["sampler"] = present[m]
            d["vdata"] = sizes[m, "vdata"]
            if what == "vaddr" and (r.ok or r.column == 1):
                d.setdefault("vaddr_" + gen, []).append(n)
            elif what == "gather":
                d["gather4"] = "image_gather dmask" in r.error
            elif what == "atomic":
                d["atomic"] = r.error == "invalid atomic image dmask"
            elif what == "d16":
                d["d16"] = not (r.error == "invalid operand for instruction" and r.column == n)
            elif what == "op" and r.ok:
                d["opcode"][gen] = (int.from_bytes(r.data[:4], "little") >> 18) & 0x7F
            elif what == "op" and n == 1 and gen not in d["opcode"]:
                raise RuntimeError(f"{gen} {m}: no valid line ({r.error})")
    for m, d in out.items():
        widths = {tuple(d.pop("vaddr_" + g)) for g in GENS if "vaddr_" + g in d}
        if len(widths) != 1:
            raise RuntimeError(f"{m}: address sizes differ between generations: {widths}")
        d["vaddr"] = list(widths.pop())
    return out


# --- descriptions (own words, from the parts of the name) ---------------------------

_SAMPLE_PARTS = {
    "c": ("compares each fetched texel with the reference value in VADDR (depth comparison) and filters the results",
          "Z"),
    "d": ("takes the derivatives of the coordinates from VADDR instead of computing them", "DX DY"),
    "cd": ("takes coarse derivatives from VADDR", "DX DY"),
    "l": ("samples at the level of detail given in VADDR", "LOD"),
    "b": ("adds the LOD bias in VADDR to the computed level of detail", "BIAS"),
    "lz": ("samples level 0 (no LOD computation)", ""),
    "cl": ("clamps the level of detail to the value in VADDR", "CLAMP"),
    "o": ("offsets the texel coordinates by the packed offsets in VADDR", "OFFSET"),
}
_ATOMIC_OPS = {
    "swap": ("exchanges it for DATA", "DATA"), "cmpswap": ("replaces it with DATA[0] when it equals DATA[1]",
                                                            "(old == DATA[1]) ? DATA[0] : old"),
    "add": ("adds DATA", "old + DATA"), "sub": ("subtracts DATA", "old - DATA"),
    "rsub": ("subtracts it from DATA", "DATA - old"),
    "smin": ("keeps the signed minimum with DATA", "min_i(old, DATA)"),
    "umin": ("keeps the unsigned minimum with DATA", "min_u(old, DATA)"),
    "smax": ("keeps the signed maximum with DATA", "max_i(old, DATA)"),
    "umax": ("keeps the unsigned maximum with DATA", "max_u(old, DATA)"),
    "and": ("ands DATA in", "old & DATA"), "or": ("ors DATA in", "old | DATA"), "xor": ("xors DATA in", "old ^ DATA"),
    "inc": ("increments it, wrapping to 0 past DATA", "(old >= DATA) ? 0 : old + 1"),
    "dec": ("decrements it, wrapping to DATA at 0 or past DATA", "(old == 0 || old > DATA) ? DATA : old - 1"),
    "fcmpswap": ("replaces it with DATA[0] when it equals the float DATA[1]", "(old == DATA[1]) ? DATA[0] : old"),
    "fmin": ("keeps the float minimum with DATA", "min_f(old, DATA)"),
    "fmax": ("keeps the float maximum with DATA", "max_f(old, DATA)"),
}


def describe(m: str, d: dict) -> tuple[str, str, str]:
    """(profile, description, operation) of one mnemonic."""
    if d["atomic"]:
        op = m.removeprefix("image_atomic_")
        what, expr = _ATOMIC_OPS[op]
        desc = (f"Atomically reads the texel at the coordinates in VADDR of the image SRSRC describes, {what}, "
                "and writes the result back. With glc the texel's previous value is returned in VDATA.")
        oper = f"old = IMAGE[VADDR]\nIMAGE[VADDR] = {expr}    # atomic\nif GLC: VDATA = old"
        return "atomic", desc, oper
    if m.startswith(("image_sample", "image_gather4")):
        gather = m.startswith("image_gather4")
        base = "image_gather4" if gather else "image_sample"
        rest = m[len(base):]
        if rest == "h":
            return "sample", ("Gathers one channel of the 2x2 texel footprints of a row of four texels (gfx9's "
                              "gather4h): VDATA gets the channel DMASK names of each."), \
                "VDATA[0..3] = channel DMASK of the four footprints at VADDR (SSAMP filtering)"
        parts = [p for p in rest.split("_") if p]
        extra = "; ".join(_SAMPLE_PARTS[p][0] for p in parts)
        addr = " ".join(a for a in [_SAMPLE_PARTS[p][1] for p in ("o", "b", "c", "d", "cd") if p in parts] if a)
        lod = " ".join(_SAMPLE_PARTS[p][1] for p in ("l", "cl") if p in parts)
        coords = " ".join(x for x in (addr, "COORDS", lod) if x)
        if gather:
            desc = ("Gathers the channel that DMASK names (one bit) from the four texels a bilinear filter would "
                    "read at the coordinates in VADDR, using the sampler SSAMP, into the four VDATA registers")
        else:
            desc = ("Samples the image SRSRC describes at the coordinates in VADDR with the filtering of sampler "
                    "SSAMP and returns the channels DMASK selects in VDATA")
        desc += (f"; it also {extra}." if extra else ".")
        oper = f"VADDR holds: {coords}\nVDATA = " + ("gather4(" if gather else "sample(") + \
            "SRSRC, SSAMP, VADDR)" + ("[DMASK channel] x 4 texels" if gather else "[channels in DMASK]")
        return "sample", desc, oper
    if m == "image_get_lod":
        return "sample", ("Computes the level of detail that a sample at the coordinates in VADDR would use (with "
                          "sampler SSAMP) and returns it in VDATA, clamped and unclamped as DMASK selects."), \
            "VDATA = lod(SRSRC, SSAMP, VADDR)[channels in DMASK]"
    if m == "image_get_resinfo":
        return "load", ("Returns facts about the image SRSRC describes at the mip level in VADDR: width, height, "
                        "depth or array size and the number of levels, the ones DMASK selects, into VDATA."), \
            "VDATA = (width, height, depth, levels)(SRSRC, mip = VADDR)[channels in DMASK]"
    mip = "_mip" in m
    pck = "_pck" in m
    sgn = "_sgn" in m
    where = "the texel at the coordinates in VADDR" + (" (the last one the mip level)" if mip else "")
    if m.startswith("image_load"):
        fmt = (" without format conversion, as packed raw bits" + (" sign-extended" if sgn else "")) if pck else \
            ", converted by the image's format"
        return "load", (f"Loads {where} of the image SRSRC describes{fmt}; the channels DMASK selects go to "
                        "VDATA. No sampler and no filtering."), \
            f"VDATA = IMAGE[VADDR]{'[raw]' if pck else ''}[channels in DMASK]"
    fmt = " as raw packed bits, without format conversion" if pck else ", converted to the image's format"
    return "store", (f"Stores the channels DMASK selects from VDATA to {where} of the image SRSRC "
                     f"describes{fmt}."), f"IMAGE[VADDR]{'[raw]' if pck else ''}[channels in DMASK] = VDATA"


def write() -> None:
    names = mnemonics()
    found = survey(names)
    head = DATA.read_text().split(MARK)[0].rstrip() + "\n\n" + MARK + "\n"
    out = [head]
    for m in sorted(found):
        d = found[m]
        if not d["opcode"]:
            continue
        profile, desc, oper = describe(m, d)
        ops = ", ".join(f"{g} = {d['opcode'][g]:#04x}" for g in GENS if g in d["opcode"])
        if profile != "atomic" and not d.get("d16"):
            profile += "_nod16"
        traits = [t for t in ("gather4", "atomic") if d.get(t)]
        out.append("[[instruction]]")
        out.append(f'name = "{m}"')
        out.append(f"opcode = {{ {ops} }}")
        out.append(f'profile = "{profile}"')
        out.append(f"widths = {{ vdata = {d['vdata']}, vaddr = {d['vaddr']} }}")
        if traits:
            out.append(f"traits = {traits}".replace("'", '"'))
        out.append(f'description = "{desc}"')
        out.append(f'operation = """\n{oper}\n"""')
        out.append("")
    DATA.write_text("\n".join(out))
    print(f"wrote {sum(1 for d in found.values() if d['opcode'])} instructions to {DATA}")


def check() -> int:
    """Compare isa/mimg.toml's instructions with a fresh survey, and EXP's targets."""
    from gcnls import isa

    data = isa.load()
    insts = {i.name: i for v in data.instructions.values() for i in v if i.encoding.key == "mimg"}
    found = survey(sorted(insts))
    bad = 0
    for m, inst in sorted(insts.items()):
        d = found[m]
        want = {"opcode": dict(inst.opcodes), "vdata": list(inst.widths["vdata"]), "d16": "d16" in inst.modifiers,
                "vaddr": list(inst.widths["vaddr"]), "gather4": "gather4" in inst.traits,
                "atomic": "atomic" in inst.traits}
        got = {k: d.get(k) for k in want}
        got["d16"] = bool(got["d16"])  # (measured on gfx8/gfx9 only: absent elsewhere)
        if want != got:
            bad += 1
            print(f"{m}: data {want} llvm-mc {got}")
    exp = data.instructions["exp"][0]
    from gcnls.kinds.export import target_id
    lines = [f"exp {t} v0, v1, v2, v3" for t in ("mrt0", "mrt7", "mrtz", "null", "pos0", "pos3", "param0", "param31")]
    for gen in GENS:
        for line, r in zip(lines, probelib.run(probelib.CPUS[gen], lines)):
            fields = probelib.fields("exp", gen, r.data)
            if fields["op"] != exp.opcodes[gen] or fields["tgt"] != target_id(line.split()[1]) or fields["en"] != 0xF:
                bad += 1
                print(f"{gen} {line}: fields {fields}")
    print("ok" if not bad else f"{bad} differences")
    return 1 if bad else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["write"]:
        write()
    elif sys.argv[1:] == ["check"]:
        sys.exit(check())
    else:
        print(__doc__)
        sys.exit(2)
