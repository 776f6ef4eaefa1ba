"""The variant templates of LLVM's big gfx8/gfx9 vector MC test files, as data, and a generator
that applies them to every vector mnemonic gcnls knows.

Learned (input shapes only: which operand variants each mnemonic gets; no expected output) from
llvm/test/MC/AMDGPU/gfx8_asm_vop1.s, gfx8_asm_vop2.s, gfx8_asm_vopc.s, gfx8_asm_vop3.s,
gfx8_asm_vop3_e64.s, gfx9_asm_vop1.s, gfx9_asm_vop2.s, gfx9_asm_vopc.s, gfx9_asm_vop3.s,
gfx9_asm_vop3_e64.s and gfx9_asm_vop3p.s of the LLVM project (Apache-2.0 WITH LLVM-exception),
the versions whose pages tests/data/llvm/ holds (commits named in each file's header; the
gfx8_asm_vop1.s pages of commit 01978793ab02 were re-read for this module).

Those files give every mnemonic the same block of lines: one line with the default operands,
then, one operand at a time, every alternative for that operand (the others at their default),
then source modifiers and instruction modifiers (clamp, omod, DPP controls, SDWA selects) on
the default operands. Which alternatives an operand gets depends on what it is: its size (32
or 64 bits), whether it takes any source or only a VGPR, whether it is SRC0 (src_lds_direct),
the form (e32 takes literals; SDWA on gfx9 takes SGPRs and inline constants), and its type
(the two literals are 16-bit values for 16-bit operands). The generator reads those facts from
gcnls's ISA data (gcnls.isa: mnemonics, forms, operand kinds and widths, modifiers); the
templates below say what each file writes for them.

Expected results never come from here: tests/test_llvm_templates.py runs the lines through the
live llvm-mc 22 and `gcnls mc` and compares them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from gcnls import isa

# --- the operand alternatives ---------------------------------------------------------------

# Inline constants every 32- and 64-bit source list holds (the files write them this way).
CONSTANTS = ("0", "-1", "0.5", "-4.0", "src_vccz", "src_execz", "src_scc")

# Scalar registers of the source lists, per generation: 32-bit sources (after the SGPRs of
# the operand's own default) and 64-bit ones (after its two SGPR pairs). gfx8 still has the
# trap-handler registers tba/tma; gfx9's last trap temporary is ttmp15.
SCALAR32 = {
    "gfx8": ("s101", "flat_scratch_lo", "flat_scratch_hi", "vcc_lo", "vcc_hi", "tba_lo", "tba_hi",
             "tma_lo", "tma_hi", "ttmp11", "m0", "exec_lo", "exec_hi"),
    "gfx9": ("s101", "flat_scratch_lo", "flat_scratch_hi", "vcc_lo", "vcc_hi", "ttmp15", "m0",
             "exec_lo", "exec_hi"),
}
SCALAR64 = {
    "gfx8": ("s[100:101]", "flat_scratch", "vcc", "tba", "tma", "ttmp[10:11]", "exec"),
    "gfx9": ("s[100:101]", "flat_scratch", "vcc", "ttmp[14:15]", "exec"),
}
# An SGPR-pair destination (VOPC e64, carry-out of VOP3b): its default and alternatives.
SDST = {
    "gfx8": ("s[100:101]", "flat_scratch", "vcc", "tba", "tma", "ttmp[10:11]"),
    "gfx9": ("s[100:101]", "flat_scratch", "vcc", "ttmp[14:15]"),
}
# The carry-in / condition SGPR pair of e64 (v_addc_u32_e64, v_cndmask_b32_e64): default, then
# the second pair before the SDST list.
SMASK = ("s[6:7]", "s[8:9]")
SDST_DEFAULT = {"VOPC": ("s[10:11]", "s[12:13]"), "VOP3B": ("s[12:13]", "s[14:15]")}
# An SGPR destination (v_readfirstlane_b32).
SDST32 = {
    "gfx8": ("s5", "s101", "flat_scratch_lo", "flat_scratch_hi", "tba_lo", "tba_hi", "tma_lo",
             "tma_hi", "ttmp11"),
    "gfx9": ("s5", "s101", "flat_scratch_lo", "flat_scratch_hi", "ttmp15"),
}

# The two literals of an e32 source, by the operand's type (16-bit operands get 16-bit values).
LITERALS = {
    "16": ("0xfe0b", "0x3456"),
    "32": ("0xaf123456", "0x3f717273"),
}
# The constant K of v_madmk_*/v_madak_* (its default, then the other value), by size.
K_LITERALS = {"32": ("0x11213141", "0xa1b1c1d1"), "16": ("0x1121", "0xa1b1")}
# Mnemonics whose literals the files choose otherwise (the operand is narrower than its kind).
LITERAL_OVERRIDES = {"v_cvt_off_f32_i4": ("0x4f", "0x41")}

# Operands that are neither registers nor constants: default, then alternatives.
SPECIAL = {
    "attr": ("attr0.x", "attr1.x", "attr31.x", "attr32.x", "attr0.y", "attr0.z", "attr0.w"),
    "interp_param": ("p10", "p20", "p0"),
}
POSITION = {"src0": "src0", "src1": "src1", "vsrc1": "src1", "src2": "src2"}

# Forms whose source modifiers the files write as a few combinations of their own (instead of
# each modifier on each source): the whole operand lists.
MODIFIER_LINES = {
    ("v_cndmask_b32", "e64"): ("v5, -v1, |v2|, vcc", "v5, -|v1|, -|v2|, vcc", "v5, |v1|, -v2, vcc"),
}
SOURCES_32 = frozenset({"v_sad_u16", "v_sat_pk_u8_i16"})
# Forms llvm-mc takes clamp on whose blocks have no clamp line (packed shifts, min/max, mul_lo).
NO_CLAMP_LINE = frozenset({
    "v_pk_mul_lo_u16", "v_pk_lshlrev_b16", "v_pk_lshrrev_b16", "v_pk_ashrrev_i16",
    "v_pk_max_i16", "v_pk_min_i16", "v_pk_max_u16", "v_pk_min_u16",
})
# Integer results whose SDWA form the files give a clamp line (float results all get one).
SDWA_CLAMP = frozenset({"v_cvt_norm_i16_f16", "v_cvt_norm_u16_f16"})
# VOP3b operations whose carry-out the files write as vcc only.
SDST_VCC_ONLY = frozenset({"v_div_scale_f32", "v_div_scale_f64"})
# Sources whose list leaves out 0.5 (the 64-bit addend of the 64-bit multiply-adds).
NO_HALF = frozenset({("v_mad_i64_i32", "src2"), ("v_mad_u64_u32", "src2")})

# Operand positions: VGPR defaults and the SGPRs an operand at that position gets first.
VGPR_DEFAULT = {"dst": 5, "src0": 1, "src1": 2, "src2": 3}
SGPR32_DEFAULT = {"src0": ("s1",), "src1": ("s2",), "src2": ("s3",)}
SGPR64_DEFAULT = {"src0": ("s[2:3]", "s[4:5]"), "src1": ("s[4:5]", "s[6:7]"), "src2": ("s[6:7]", "s[8:9]")}

# --- instruction modifiers --------------------------------------------------------------------

OMOD = ("mul:2", "mul:4", "div:2")
DPP_DEFAULT = "quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0"
DPP_VARIANTS = (
    "quad_perm:[3,2,1,0] row_mask:0x0 bank_mask:0x0",
    "row_mirror row_mask:0x0 bank_mask:0x0",
    "row_half_mirror row_mask:0x0 bank_mask:0x0",
    "row_bcast:15 row_mask:0x0 bank_mask:0x0",
    "row_bcast:31 row_mask:0x0 bank_mask:0x0",
    "wave_shl:1 row_mask:0x0 bank_mask:0x0",
    "wave_rol:1 row_mask:0x0 bank_mask:0x0",
    "wave_shr:1 row_mask:0x0 bank_mask:0x0",
    "wave_ror:1 row_mask:0x0 bank_mask:0x0",
    "row_shl:1 row_mask:0x0 bank_mask:0x0",
    "row_shl:15 row_mask:0x0 bank_mask:0x0",
    "row_shr:1 row_mask:0x0 bank_mask:0x0",
    "row_shr:15 row_mask:0x0 bank_mask:0x0",
    "row_ror:1 row_mask:0x0 bank_mask:0x0",
    "row_ror:15 row_mask:0x0 bank_mask:0x0",
    "quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x0",
    "quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x0",
    "quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x0",
    "quad_perm:[0,1,2,3] bank_mask:0x0",
    "quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1",
    "quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x3",
    "quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0xf",
    "quad_perm:[0,1,2,3] row_mask:0x0",
    "quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0",
)
SELECTS = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1")
UNUSED = ("UNUSED_SEXT", "UNUSED_PRESERVE")


def sdwa_variants(sources: int, dst: bool) -> tuple[str, tuple[str, ...]]:
    """The default SDWA selects and their variants: each select through its values and left
    out, dst_unused through its values and left out."""
    fields = []
    if dst:
        fields += [("dst_sel", "DWORD", SELECTS), ("dst_unused", "UNUSED_PAD", UNUSED)]
    fields += [(f"src{i}_sel", "DWORD", SELECTS) for i in range(sources)]
    default = " ".join(f"{k}:{v}" for k, v, _ in fields)
    out = []
    for j, (key, _, values) in enumerate(fields):
        for value in (*values, None):
            parts = [f"{k}:{v}" for k, v, _ in fields]
            if value is None:
                del parts[j]
            else:
                parts[j] = f"{key}:{value}"
            out.append(" ".join(parts))
    return default, tuple(out)


# --- which file holds which forms -------------------------------------------------------------


@dataclass(frozen=True)
class FileTemplate:
    name: str  # the file under llvm/test/MC/AMDGPU/
    generation: str
    cpus: tuple[str, ...]  # the CPUs the file runs on
    families: tuple[str, ...]
    forms: tuple[str, ...]  # the gcnls forms it writes: e32 (unsuffixed), e64, dpp, sdwa
    suffix_e64: bool  # e64 lines spelled with _e64 (the promoted forms), else unsuffixed


FILES = (
    FileTemplate("gfx8_asm_vop1.s", "gfx8", ("tonga",), ("VOP1",), ("e32", "dpp", "sdwa"), False),
    FileTemplate("gfx8_asm_vop2.s", "gfx8", ("tonga",), ("VOP2",), ("e32", "dpp", "sdwa"), False),
    FileTemplate("gfx8_asm_vopc.s", "gfx8", ("tonga",), ("VOPC",), ("e32", "sdwa"), False),
    FileTemplate("gfx8_asm_vop3.s", "gfx8", ("tonga",), ("VOP1", "VOP2", "VOPC", "VINTRP"), ("e64",), True),
    FileTemplate("gfx8_asm_vop3_e64.s", "gfx8", ("tonga",), ("VOP3",), ("e64",), False),
    FileTemplate("gfx9_asm_vop1.s", "gfx9", ("gfx900", "gfx906"), ("VOP1",), ("e32", "dpp", "sdwa"), False),
    FileTemplate("gfx9_asm_vop2.s", "gfx9", ("gfx900", "gfx906"), ("VOP2",), ("e32", "dpp", "sdwa"), False),
    FileTemplate("gfx9_asm_vopc.s", "gfx9", ("gfx900", "gfx906"), ("VOPC",), ("e32", "sdwa"), False),
    FileTemplate("gfx9_asm_vop3.s", "gfx9", ("gfx900", "gfx906"), ("VOP1", "VOP2", "VOPC", "VINTRP"), ("e64",), True),
    FileTemplate("gfx9_asm_vop3_e64.s", "gfx9", ("gfx900", "gfx906"), ("VOP3",), ("e64",), False),
    FileTemplate("gfx9_asm_vop3p.s", "gfx9", ("gfx900", "gfx906"), ("VOP3P",), ("e64",), False),
)
BY_NAME = {f.name: f for f in FILES}

# --- the generator ----------------------------------------------------------------------------

_TYPE = re.compile(r"^(?:f|i|u|b)(?:16|32|64)$")


def result_type(mnemonic: str) -> str:
    """The destination type its name says: the first type word (v_cvt_i32_f32 -> i32,
    v_cvt_f32_ubyte0 -> f32, v_add_f16 -> f16); "" when none."""
    for word in mnemonic.split("_")[1:]:
        if _TYPE.match(word):
            return word
    return ""


def _reversed(entry, mnemonic: str) -> bool:
    """A VOP2 or packed operation with its sources swapped (v_subrev_f32, v_lshlrev_b32,
    v_pk_lshlrev_b16): the files give its SRC0 no src_lds_direct (llvm-mc refuses it there)."""
    return entry.family in ("VOP2", "VOP3P") and "rev_" in mnemonic


def _vgpr(n: int, width: int) -> str:
    return f"v{n}" if width == 1 else f"v[{n}:{n + width - 1}]"


def _is_float(kind: str) -> bool:
    return kind.rsplit("_", 1)[-1].lstrip("v2").startswith("f")


def _bits(kind: str, width: int) -> str:
    if width == 2:
        return "64"
    return "16" if kind.endswith("16") else "32"


@dataclass
class Slot:
    text: str  # the default
    alternatives: tuple[str, ...]
    mods: tuple[str, ...] = ()  # the modified spellings of the default (-v1, |v1|, sext(v1))


def _bus_taken(entry, form: str) -> bool:
    """A form whose constant bus is already in use (a VCC or SGPR-pair carry-in or condition,
    a literal constant K): the files give its sources only VGPRs, inline constants and
    (SRC0) src_lds_direct."""
    kinds = [s.kind for s in entry.operands]
    if form == "e64":
        return "smask" in kinds  # the carry-in / condition SGPR pair of e64
    if form not in ("e32", "sdwa"):
        return False
    carry_in = "vcc" in kinds[1:] and kinds[-1] == "vcc" and "silent" not in entry.operands[-1].mods
    return carry_in or any(k.startswith("literal_") for k in kinds)


def _wider(mnemonic: str, position: str) -> bool:
    """A 16-bit source (to gcnls) that the files' generator types as 32 bits: the class mask
    of v_cmp*_class_f16, the sources of v_sad_u16 and v_sat_pk_u8_i16."""
    return ("_class_" in mnemonic and position == "src1") or mnemonic in SOURCES_32


def _source(entry, spec, position: str, gen: str, form: str, mnemonic: str) -> Slot:
    kind, width = spec.kind, (2 if spec.kind.endswith("64") else spec.width)
    default = _vgpr(VGPR_DEFAULT[position], width)
    alts = [_vgpr(256 - width, width)]
    if kind == "ssrc_b32":  # the value v_writelane_b32 writes: the files give inline constants
        return Slot("0", ("-1", "-4.0", "0.5"))
    if kind.startswith("ssrc_"):  # a lane select (v_readlane_b32 s5, v1, s2): SGPRs and 0
        scalars = tuple(r for r in SCALAR32[gen] if not r.startswith("exec"))
        return Slot(SGPR32_DEFAULT[position][0], ("0", *scalars))
    # (gfx9's SDWA takes scalars and constants in either source; the files vary SRC0 only)
    any_source = kind.startswith("src_") or (kind.startswith("sdwa_") and not kind.startswith("sdwa_vgpr")
                                              and position == "src0")
    if any_source and _bus_taken(entry, form):
        alts += CONSTANTS[:4]
        any_source = False
    if any_source:
        # packed integers and 16-bit integers of e64 and SDWA get no float constants
        sixteen = kind.endswith("16") and not _wider(mnemonic, position)
        no_floats = not _is_float(kind) and (entry.family == "VOP3P" or (form in ("sdwa", "e64") and sixteen))
        alts += CONSTANTS[:2] if no_floats else CONSTANTS[:4]
        if (mnemonic, position) in NO_HALF:
            alts.remove("0.5")
        if width == 2:
            alts += SGPR64_DEFAULT[position] + SCALAR64[gen]
        else:
            alts += SGPR32_DEFAULT[position] + SCALAR32[gen]
        alts += CONSTANTS[4:]
    if form != "sdwa" and position == "src0" and width == 1 and "lds_direct" in spec.mods and not _reversed(entry, mnemonic):
        alts.append("src_lds_direct")
    if any_source:
        if "literal" in spec.mods:
            alts += LITERAL_OVERRIDES.get(mnemonic, LITERALS["32" if width == 2 else _bits(kind, width)])
    mods = []
    if form == "e64":
        if "neg" in spec.mods:
            mods.append(f"-{default}")
        if "abs" in spec.mods:
            mods.append(f"|{default}|")
    elif form in ("dpp", "sdwa"):
        if "neg" in spec.mods or (_is_float(kind) and "fpmods" in spec.mods):
            mods += [f"-{default}", f"|{default}|"]
        elif form == "sdwa" and "sext" in spec.mods:
            mods.append(f"sext({default})")
    return Slot(default, tuple(alts), tuple(mods))


def _slots(entry, gen: str, form: str, mnemonic: str) -> list[Slot]:
    slots = []
    sources = 0
    for spec in entry.operands:
        if spec.kind == "vcc":
            if "silent" not in spec.mods:
                slots.append(Slot("vcc", ()))
            continue
        if spec.field in ("vdst", "sdst") or (spec.field == "_" and spec.kind != "vcc"):
            if spec.kind == "v":
                slots.append(Slot(_vgpr(5, spec.width), (_vgpr(256 - spec.width, spec.width),)))
            elif spec.kind == "s" and spec.width == 1:
                slots.append(Slot(SDST32[gen][0], SDST32[gen][1:]))
            elif mnemonic in SDST_VCC_ONLY and spec.kind == "s":
                slots.append(Slot("vcc", ()))
            elif spec.kind == "s" or spec.kind == "sdwa_sdst":
                first, second = SDST_DEFAULT["VOPC" if entry.family == "VOPC" else "VOP3B"]
                if entry.family == "VOPC" and form == "sdwa":
                    first, second = "s[6:7]", "s[8:9]"
                more = ("exec",) if gen == "gfx9" and form == "e64" and mnemonic.startswith("v_cmpx") else ()
                slots.append(Slot(first, (second, *SDST[gen], *more)))
            else:
                raise ValueError(f"{mnemonic}: destination kind {spec.kind}")
            continue
        if spec.kind == "smask":
            slots.append(Slot(SMASK[0], (SMASK[1], *SDST[gen])))
            continue
        if spec.kind in SPECIAL:
            slots.append(Slot(SPECIAL[spec.kind][0], SPECIAL[spec.kind][1:]))
            continue
        # sources are numbered as written (v_madmk_f32 v5, v1, K, v3), but for interpolation
        # e64, whose VGPR is its SRC1 (v_interp_p1_f32_e64 v5, v2, attr0.x)
        position = POSITION[spec.field] if entry.family == "VINTRP" else f"src{sources}"
        sources += 1
        if spec.kind.startswith("literal_"):
            k = K_LITERALS[spec.kind.rsplit("_", 1)[-1][1:]]
            slots.append(Slot(k[0], k[1:]))
            continue
        slots.append(_source(entry, spec, position, gen, form, mnemonic))
    return slots


def lines_for(entry, mnemonic: str, gen: str, form: str, spelled: str) -> set[str]:
    """The lines the template of ``form`` gives ``entry`` (one gcnls form of ``mnemonic``)."""
    slots = _slots(entry, gen, form, mnemonic)
    if form == "dpp":
        suffix_default, suffixes = DPP_DEFAULT, DPP_VARIANTS
    elif form == "sdwa":
        nsrc = sum(1 for s in entry.operands if s.field in ("src0", "vsrc1", "src1"))
        dst = entry.family != "VOPC"
        suffix_default, suffixes = sdwa_variants(nsrc, dst)
    else:
        suffix_default, suffixes = "", ()
    pre = []  # instruction modifiers before the SDWA selects / after the operands
    rtype = result_type(mnemonic)
    if form == "e64":
        # integer compares get no clamp line; only f32/f64 results get the omod lines
        if ("clamp" in entry.modifiers and mnemonic not in NO_CLAMP_LINE
                and not (entry.family == "VOPC" and not rtype.startswith("f"))):
            pre.append("clamp")
        if "omod" in entry.modifiers and rtype in ("f32", "f64"):
            pre += OMOD
    elif form == "sdwa":
        carry = any(s.kind == "vcc" for s in entry.operands) and entry.family == "VOP2"
        if "clamp" in entry.modifiers and (rtype.startswith("f") or carry or mnemonic in SDWA_CLAMP):
            pre.append("clamp")
        if gen == "gfx9" and rtype == "f32" and entry.family != "VOPC":
            pre += OMOD

    def line(ops: list[str], *tail: str) -> str:
        text = spelled
        if ops:
            text += " " + ", ".join(o for o in ops)
        rest = " ".join(t for t in tail if t)
        return f"{text} {rest}" if rest else text

    defaults = [s.text for s in slots]
    out = {line(defaults, suffix_default)}
    combos = MODIFIER_LINES.get((mnemonic, form))
    for i, slot in enumerate(slots):
        for alt in (*slot.alternatives, *(() if combos else slot.mods)):
            ops = list(defaults)
            ops[i] = alt
            out.add(line(ops, suffix_default))
    if combos:
        out.update(f"{spelled} {ops}" for ops in combos)
    elif form == "e64":
        modded = [s for s in slots if s.mods]
        if len(modded) >= 2:
            for k in range(len(modded[0].mods)):
                ops = [s.mods[k] if s.mods and len(s.mods) > k else s.text for s in slots]
                out.add(line(ops))
    if entry.family == "VOP3P":
        n = sum(1 for s in entry.operands if s.field.startswith("src"))
        def arr(bits):
            return "[" + ",".join(map(str, bits)) + "]"
        onehot = [arr([1 if j == k else 0 for j in range(n)]) for k in range(n)]
        zeros, ones = arr([0] * n), arr([1] * n)
        for v in (zeros, *onehot, ones):
            out.add(line(defaults, f"op_sel:{v}"))
        for v in (ones, zeros, *onehot):
            out.add(line(defaults, f"op_sel_hi:{v}"))
        if "neg_lo" in entry.modifiers and any(_is_float(s.kind) for s in entry.operands if s.field.startswith("src")):
            for key in ("neg_lo", "neg_hi"):
                for v in (*onehot, ones):
                    out.add(line(defaults, f"{key}:{v}"))
    elif form == "e64" and entry.op_sel:
        n = entry.op_sel
        for k in range(-1, n):
            out.add(line(defaults, "op_sel:[" + ",".join("1" if j == k else "0" for j in range(n)) + "]"))
        ones = "op_sel:[" + ",".join("1" * n) + "]"
        out.add(line(defaults, ones))
        # one line combines op_sel with the output modifiers; the files vary which (v_fma_f16:
        # clamp mul:2, v_mad_f16: mul:4): both are generated
        out.add(line(defaults, ones, "clamp" if "clamp" in entry.modifiers else "", "mul:2" if "omod" in entry.modifiers else ""))
        if "omod" in entry.modifiers:
            out.add(line(defaults, ones, "mul:4"))
    for p in pre:
        out.add(line(defaults, p, suffix_default))
    for sfx in suffixes:
        out.add(line(defaults, sfx))
    return out


@cache
def generate(file: str) -> dict[str, frozenset[str]]:
    """mnemonic -> the lines the templates give it in ``file``, for every mnemonic gcnls
    models in the file's families and forms on its generation."""
    tpl = BY_NAME[file]
    data = isa.load()
    out: dict[str, set[str]] = {}
    for mnemonic, entries in data.instructions.items():
        has_e32 = any(e.form == "e32" and e.on(tpl.generation) and not e.alias for e in entries)
        for entry in entries:
            if entry.alias or entry.form not in tpl.forms or not entry.on(tpl.generation):
                continue
            if entry.form == "e64" and entry.family != "VOP3P":
                # e64 forms: those of VOP1/VOP2/VOPC/VINTRP mnemonics go to the _vop3 file
                # (spelled _e64), the VOP3-only ones (no e32 form here) to the _vop3_e64 file
                if "VOP3P" in tpl.families or has_e32 != tpl.suffix_e64:
                    continue
            elif entry.family not in tpl.families:
                continue
            if tpl.cpus and entry.processors.get(tpl.generation) and not set(tpl.cpus) & set(entry.processors[tpl.generation]):
                continue
            if entry.form == "e64" and tpl.suffix_e64:
                spelled = f"{mnemonic}_e64"
            elif entry.form in ("dpp", "sdwa"):
                spelled = f"{mnemonic}_{entry.form}"
            else:
                spelled = mnemonic
            out.setdefault(spelled, set()).update(lines_for(entry, mnemonic, tpl.generation, entry.form, spelled))
    return {k: frozenset(v) for k, v in out.items()}


# Lines of the pages read that no template gives: one-off combinations the files add to a
# single mnemonic's block (a source alternative with an output modifier), kept as they are.
NOT_REPRODUCED = {
    "v_cvt_i32_f64_e64 v5, s[4:5] mul:2": "gfx9_asm_vop3.s: a 64-bit SGPR source with omod, once",
    "v_cvt_i32_f64_e64 v5, v[1:2] clamp div:2": "gfx9_asm_vop3.s: clamp with omod, once",
}
