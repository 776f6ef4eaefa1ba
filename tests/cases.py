"""Test lines generated from the ISA tables: valid forms and mutations of them.

Every instruction of every modelled encoding is written with example operands of the
kinds its entry lists, then mutated the ways users get it wrong: misaligned tuples,
wrong widths, out-of-range and negative offsets, every modifier of the encoding (taken
or not), duplicated modifiers, missing and extra operands. A default run takes a
deterministic sample of each instruction's mutations (all_lines); GCNLS_FULL_SWEEP=1 all.
"""

from __future__ import annotations

import random
import re
import zlib

from differential import full_sweep
from gcnls import isa, kinds, rules

CPUS = ("tahiti", "bonaire", "tonga", "fiji", "gfx810", "gfx900", "gfx906")

_MOD_VALUES = {"offset": ["0", "16", "0xffff", "0x10000", "-1", "-0x10", "0x100000"],
               "dmask": ["0x1", "0xf", "0x3", "0x7", "0x1", "0x2", "0x0", "0x10", "-1", "0x5", "0xe"],
               "offset0": ["4", "255", "256"], "offset1": ["8", "255", "256"],
               "swizzle": ["swizzle(SWAP, 16)", "swizzle(QUAD_PERM, 1, 2, 3, 0)", "swizzle(FOO, 1)"]}


_LITERAL = "0x12345678"
_LITERAL_PAIRS = [(_LITERAL, _LITERAL), (_LITERAL, "0x87654321"), ("label", "label"), ("1.5", "0x3fc00000"),
                  ("label", _LITERAL), ("-17", "0xffffffef"), ("65", "1.0")]


def _example(spec, k: int) -> str:
    ex = kinds.of(spec).examples(spec)
    return ex[k % len(ex)]


def _modifier_text(name: str, k: int) -> str:
    if name == "swizzle":
        return f"offset:{_MOD_VALUES['swizzle'][k % 3]}"
    if name in _MOD_VALUES:
        vals = _MOD_VALUES[name]
        return f"{name}:{vals[k % len(vals)]}"
    return name


def _line(name: str, ops: list[str], mods: list[str]) -> str:
    text = name
    if ops:
        text += " " + ", ".join(ops)
    if mods:
        text += " " + " ".join(mods)
    return text


def instruction_lines(inst, rng: random.Random) -> list[str]:
    """Valid forms and mutations of one instruction entry."""
    specs = inst.operands
    enc = inst.encoding
    out = []
    for k in range(3):
        ops = [_example(s, k + i) for i, s in enumerate(specs)]
        out.append(_line(inst.name, ops, []))
        if inst.modifiers:
            mods = [_modifier_text(m, k) for m in inst.modifiers if not (m == "swizzle" and "offset" in inst.modifiers)]
            out.append(_line(inst.name, ops, mods))
    base = [_example(s, 0) for s in specs]
    # every modifier of the encoding, taken or not, alone and duplicated
    for m in enc.modifiers:
        out.append(_line(inst.name, base, [_modifier_text(m, 1)]))
        out.append(_line(inst.name, base, [_modifier_text(m, 0), _modifier_text(m, 0)]))
    for m in ("glc", "gds", "nv", "slc", "offset:4", "offset0:1"):
        out.append(_line(inst.name, base, [m]))
    # every example of every operand's kind, in its place
    for i, s in enumerate(specs):
        for e in kinds.of(s).examples(s):
            ops = list(base)
            ops[i] = e
            out.append(_line(inst.name, ops, []))
    # two operands that both take a literal: equal values share it, different ones do not
    literal = [i for i, s in enumerate(specs) if _LITERAL in kinds.of(s).examples(s)]
    for a, b in _LITERAL_PAIRS if len(literal) >= 2 else ():
        ops = list(base)
        ops[literal[0]], ops[literal[1]] = a, b
        out.append(_line(inst.name, ops, []))
    # bad values per operand, misaligned and mis-sized tuples
    for i, s in enumerate(specs):
        for b in kinds.of(s).bad_examples(s):
            ops = list(base)
            ops[i] = b
            out.append(_line(inst.name, ops, []))
    # missing and extra operands, upper case, junk
    if specs:
        out.append(_line(inst.name, base[:-1], []))
    out.append(_line(inst.name, base + ["s1"], []))
    out.append(_line(inst.name.upper(), base, []))
    out.append(_line(inst.name + "x", base, []))
    out.append(_line(inst.name[:-1], base, []))
    if rng.random() < 0.3:
        out.append(_line(inst.name, base, ["garbage"]))
    # the forms a rule tells apart (buffer address modes, lds, tfe, d16 packing), per generation
    for hook in rules.each(rules.of(enc), "examples"):
        for gen in inst.generations:
            for features in ({"unpacked-d16-vmem"}, set()) if inst.feature_width else (set(),):
                out += [line for line in hook(inst, gen, features) if line not in out]
    return out


# Encodings whose operands and modifiers constrain each other (EXP: the sources, compr and
# en; MIMG: the data tuple against dmask, tfe and d16): their instructions also get random
# combinations of every operand's good and bad examples with random modifier sets.
COMBINED = frozenset({"exp", "mimg"})
COMBINATIONS = 12  # lines per instruction and run (GCNLS_FULL_SWEEP=1: 60)


def combination_lines(inst, rng: random.Random, count: int = COMBINATIONS) -> list[str]:
    """Random operand examples (now and then a bad one) with a random subset of the
    instruction's modifiers, in order or (sometimes) shuffled, valued ones with random values."""
    out = []
    for _ in range(count):
        ops = []
        for spec in inst.operands:
            kind = kinds.of(spec)
            # (a kind whose valid spellings depend on the instruction: MIMG's tuple sizes)
            good = kind.examples_for(spec, inst) if hasattr(kind, "examples_for") else kind.examples(spec)
            if rng.random() < 0.1:
                good = good + kind.examples(spec)  # sizes the instruction may not take
            pool = kind.bad_examples(spec) if rng.random() < 0.05 and kind.bad_examples(spec) else good
            ops.append(rng.choice(pool))
        mods = [m for m in inst.modifiers if rng.random() < 0.3]
        if rng.random() < 0.15:
            rng.shuffle(mods)
        if rng.random() < 0.1:
            mods.append(rng.choice(list(inst.encoding.modifiers)))
        words = [_modifier_text(m, rng.randrange(16)) for m in mods]
        for i, spec in enumerate(inst.operands):
            # most of the time, the tuple the modifiers ask for (MIMG data vs dmask/tfe)
            if hasattr(kinds.of(spec), "fitting_example") and rng.random() < 0.6:
                try:
                    ops[i] = kinds.of(spec).fitting_example(spec, inst, words)
                except ValueError:
                    pass
        out.append(_line(inst.name, ops, words))
    return out


# A default run writes every instruction's valid forms and a deterministic sample of its
# mutations, at most PER_INSTRUCTION lines, so the suite's time grows slowly as families
# are added; GCNLS_FULL_SWEEP=1 writes every line.
PER_INSTRUCTION = 32
VALID_FORMS = 6  # at most: the first lines of instruction_lines


def all_lines(seed: int = 0, full: bool | None = None, exclude: frozenset[str] = frozenset()) -> list[str]:
    """The lines of every instruction (``full``: unsampled; default: GCNLS_FULL_SWEEP;
    ``exclude``: encodings left out)."""
    rng = random.Random(seed)
    full = full_sweep() if full is None else full
    lines = []
    for variants in isa.load().instructions.values():
        for inst in variants:
            if inst.form or inst.encoding.key in exclude:  # (the vector ALU's forms: vector_lines)
                continue
            mine = instruction_lines(inst, rng)
            if not full and len(mine) > PER_INSTRUCTION:
                pick = random.Random(f"{seed}-{inst.name}-{inst.encoding.key}")
                kept = sorted(pick.sample(range(VALID_FORMS, len(mine)), PER_INSTRUCTION - VALID_FORMS))
                mine = mine[:VALID_FORMS] + [mine[i] for i in kept]
            lines.extend(mine)
            if inst.encoding.key in COMBINED:
                # (an rng of its own: the other encodings' lines stay as they were)
                own = random.Random(f"{seed}:{inst.encoding.key}:{inst.name}")
                lines.extend(combination_lines(inst, own, COMBINATIONS * (5 if full else 1)))
    # A few syntax shapes that are not about one instruction.
    lines += [
        "s_movk_i32 s1 1", "s_movk_i32 s1, 1,", "s_movk_i32 s1, (1", "s_movk_i32 s1, 1+", "s_movk_i32 s[1:2], 1",
        "s_movk_i32 [s1], 2", "s_load_dwordx2 [s2,s3], s[4:5], 0", "s_load_dwordx2 [s2,s4], s[4:5], 0",
        "s_movk_i32 s1, ~1", "s_movk_i32 s1, 1<2", "s_movk_i32 s1, 0x", "s_movk_i32 s1, 09",
        "ds_read_b32 v1, v2 offset:4 gds", "ds_read_b32 v1, v2 gds offset:4", "ds_write2_b32 v1, v2, v3 offset1:8 offset0:4",
        "label:", "label: s_movk_i32 s1, 1", "s_nop 0", "v_add_f32 v0, v1, v2", "foo_bar v1",
        "s_load_dword s5, s[2:3], s4 offset:0x10", "s_load_dword s5, s[2:3], 0x10 glc glc",
    ]
    return lines


_RANDOM_WORDS = ["s1", "s[2:3]", "s[4:7]", "v1", "v[2:3]", "vcc", "m0", "exec", "ttmp4", "0x10", "-1", "4",
                 "glc", "gds", "offset:8", "offset0:1", "offset1:2", "hwreg(HW_REG_MODE)", "label", ",", "1+2",
                 "s103", "s[0:15]", "v[0:3]", "0x100000", "(", ")", "nv", "slc", "offset:-4", "src_scc"]
_EXOTIC_WORDS = ["0b101", "017", "08", "1e3", "1.5", "'a'", '"s"', "::", "\t", "[", "]", "s[2:3", "v[1:]",
                 "hwreg(", "hwreg(1,", "swizzle(", "offset:", "offset:0x", "gds:", "glc:", "-", "~", "!",
                 "(1)", "((2))", "1 << 2", "0xFFFFFFFFFFFFFFFF", "-0x8000000000000000", "s104", "s[104:105]",
                 "ttmp[0:3]", "exec_lo", "flat_scratch", "xnack_mask_lo", "tma", "src_execz", "null", "pc",
                 "lds_direct", "a0", "acc0", "VCC", "s_load_dword", "label:", ".text", "#", "@", "$", "\u00e9",
                 "\x00"]


def valid_forms(exclude: frozenset[str] = frozenset()) -> list[str]:
    """The example forms of every instruction (operands of the kinds its entry lists)."""
    out = []
    for variants in isa.load().instructions.values():
        for inst in variants:
            if inst.form or inst.encoding.key in exclude:
                continue
            for k in range(3):
                out.append(_line(inst.name, [_example(s, k + i) for i, s in enumerate(inst.operands)], []))
    return out


def _mutations(seed: int, count: int, words: list[str], edit, base: list[str] | None = None) -> list[str]:
    rng = random.Random(seed)
    # (The COMBINED encodings have mutation runs of their own, tests/test_image_export.py:
    # the samples here stay what their allow-list entries were written for.)
    valid = [line for line in (base or all_lines(seed, full=True, exclude=COMBINED)) if "," in line]
    out = []
    for _ in range(count):
        tokens = rng.choice(valid).replace(",", " , ").split()
        for _ in range(rng.randint(1, 3)):
            edit(rng, tokens, words)
        out.append(" ".join(tokens).replace(" , ", ", "))
    return out


def _token_edit(rng: random.Random, tokens: list[str], words: list[str]) -> None:
    i = rng.randrange(len(tokens))
    k = rng.randrange(4)
    if k == 0 and len(tokens) > 1:
        del tokens[i]
    elif k == 1:
        tokens.insert(i + 1, rng.choice(words))
    elif k == 2 and i > 0:
        tokens[i] = rng.choice(words)
    else:
        j = rng.randrange(len(tokens))
        if i and j:
            tokens[i], tokens[j] = tokens[j], tokens[i]


def _odd_token(rng: random.Random, tokens: list[str], words: list[str]) -> None:
    i = rng.randrange(len(tokens))
    if rng.random() < 0.5:
        tokens[i] = rng.choice(words)
    else:
        tokens.insert(i, rng.choice(words))


# Valid spellings of small numbers that most lines would accept in place of an operand's value.
_EXOTIC_NUMBERS = ["017", "010", "0b101", "0B11", "0X1F", "0x0", "00", "07", "'a'", "(1)", "((2))", "1 << 2",
                   "~0", "-(1)", "017+1", "2*3-1", "0b1+010", "(0x10)>>2", "!0", "-0", "0xf & 7", "1 ? 2 : 3",
                   "8 / 3", "9 % 4", "1 == 1", "-0b1"]
_NUMBER = re.compile(r"-?(0x[0-9a-fA-F]+|\d+)")


def _numbers_replaced(rng: random.Random, tokens: list[str], words: list[str]) -> None:
    """Replace one number (an operand or a modifier's value) with another spelling."""
    spots = [i for i, t in enumerate(tokens) if _NUMBER.fullmatch(t.rsplit(":", 1)[-1]) and "[" not in t]
    if spots:
        i = rng.choice(spots)
        head = tokens[i].rsplit(":", 1)[0] + ":" if ":" in tokens[i] else ""
        tokens[i] = head + rng.choice(words)


def mutated_lines(seed: int, count: int, base: list[str] | None = None) -> list[str]:
    """Random token-level mutations of valid lines: held-out cases no rule above wrote."""
    return _mutations(seed, count, _RANDOM_WORDS, _token_edit, base)


def exotic_lines(seed: int, count: int, base: list[str] | None = None) -> list[str]:
    """Valid lines with odd tokens dropped in: numbers in every base, strings, stray
    brackets and colons, non-ASCII and NUL characters, registers of other generations."""
    return _mutations(seed, count, _EXOTIC_WORDS, _odd_token, base)


def exotic_number_lines(seed: int, count: int, base: list[str] | None = None) -> list[str]:
    """Valid lines with a number written another way (octal, binary, characters, operators):
    most are accepted, so their bytes are compared, not only the verdict."""
    return _mutations(seed, count, _EXOTIC_NUMBERS, _numbers_replaced, base or valid_forms(COMBINED))


# --- the vector ALU (VOP1, VOP2, VOPC, VOP3, VINTRP): forms, sources and modifiers -----

_SOURCE_WRAPS = ["-{}", "|{}|", "neg({})", "abs({})", "-|{}|", "neg(abs({}))", "sext({})"]
# What may stand under a source modifier (llvm-mc reads one primary expression between bars,
# an absolute one under any modifier): each source slot gets two, picked by its name and place.
_MODIFIED_VALUES = ["|(1)|", "-|(1)|", "|1+1|", "abs((1))", "|(v1)|", "|~1|", "|sym|", "abs(sym)", "|-v1|",
                    "|(0x12345678)|", "neg(|(-1)|)", "|(1)|*2", "abs(neg(1))", "|(s1)|"]
_VECTOR_MODIFIERS = [["clamp"], ["mul:2"], ["mul:4"], ["div:2"], ["mul:3"], ["clamp", "div:2"], ["mul:2", "clamp"],
                     ["op_sel:[1,0,0,0]"], ["op_sel:[0,1,1]"], ["high"], ["CLAMP"], ["clamp", "clamp"],
                     ["row_shl:1"], ["dst_sel:WORD_1"], ["div:4"]]


def _vector_spelling(inst) -> str:
    return inst.name + (inst.suffixes[0] if inst.suffixes else "")


def vector_instruction_lines(inst) -> tuple[list[str], list[str]]:
    """(valid forms, mutations) of one vector-ALU form entry (gcnls/valu_isa.py)."""
    specs = inst.operands
    name = _vector_spelling(inst)
    base = [_example(s, 0) for s in specs]
    valid = [_line(name, [_example(s, k + i) for i, s in enumerate(specs)], []) for k in range(2)]
    valid.append(_line(inst.name, base, []))
    out = []
    for i, s in enumerate(specs):
        for e in kinds.of(s).examples(s):
            ops = list(base)
            ops[i] = e
            out.append(_line(name, ops, []))
        for b in kinds.of(s).bad_examples(s):
            ops = list(base)
            ops[i] = b
            out.append(_line(name, ops, []))
        if s.kind.startswith(("src_", "vgpr_")):
            for wrap in _SOURCE_WRAPS:
                ops = list(base)
                ops[i] = wrap.format(base[i])
                out.append(_line(name, ops, []))
                out.append(_line(inst.name, ops, []))
            pick = zlib.crc32(f"{name} {i}".encode())
            n = len(_MODIFIED_VALUES)
            for value in ("0x12345678", "s3", "lds_direct", "-1.0", "neg(1)", "-2",
                          _MODIFIED_VALUES[pick % n], _MODIFIED_VALUES[pick // n % n]):
                ops = list(base)
                ops[i] = value
                out.append(_line(inst.name, ops, []))
    sources = [i for i, s in enumerate(specs) if s.kind.startswith(("src_", "ssrc_"))]
    if len(sources) >= 2:
        for a, b in (("s1", "s2"), ("s1", "s1"), ("0x12345678", "s2"), ("s2", "0x12345678"), ("vcc_lo", "m0"),
                     ("0x12345678", "0x12345678"), ("1.0", "s5")):
            ops = list(base)
            ops[sources[0]], ops[sources[1]] = a, b
            out.append(_line(inst.name, ops, []))
    for mods in _VECTOR_MODIFIERS:
        out.append(_line(name, base, mods))
        out.append(_line(inst.name, base, mods))
    if specs:
        out.append(_line(name, base[:-1], []))
    out.append(_line(name, base + ["v1"], []))
    out.append(_line(inst.name + "_e32", base, []))
    out.append(_line(inst.name + "_e64", base, []))
    out.append(_line(inst.name + "_sdwa", base, []))
    out.append(_line(inst.name.upper(), base, []))
    return valid, out


def vector_lines(full: bool = False, share: int = 12) -> list[str]:
    """Every vector-ALU form's valid lines, and its mutations: all of them when ``full``
    (GCNLS_FULL_SWEEP=1), else a deterministic one in ``share`` (by a hash of the line)."""
    import zlib

    lines = []
    seen = set()
    for variants in isa.load().instructions.values():
        for inst in variants:
            if not inst.form:
                continue
            valid, mutations = vector_instruction_lines(inst)
            if inst.form in ("sdwa", "dpp") or inst.encoding.name == "VOP3P":
                mutations = []  # (theirs: ext_lines, tests/test_vector_ext.py)
            for line in valid + [m for m in mutations if full or zlib.crc32(m.encode()) % share == 0]:
                if line not in seen:
                    seen.add(line)
                    lines.append(line)
    return lines


# --- SDWA, DPP and VOP3P controls (gcnls/dpp.py, sdwa.py, opsel.py) -------------------

_DPP_TAILS = ["quad_perm:[0,1,2,3]", "quad_perm:[3,2,1,0] row_mask:0x1 bank_mask:0x2 bound_ctrl:0", "row_shl:1",
              "row_shr:15", "row_ror:7", "wave_shl:1", "wave_rol:1", "wave_shr:1", "wave_ror:1", "row_mirror",
              "row_half_mirror", "row_bcast:15", "row_bcast:31", "row_shl:1 bound_ctrl:1", "row_shl:0",
              "row_ror:16", "row_bcast:16", "wave_shl:2", "quad_perm:[4,0,0,0]", "quad_perm:[0,1,2]",
              "quad_perm:[0,1,2,3,0]", "row_shl:1 row_mask:16", "row_shl:1 bank_mask:-1", "row_shl:1 bound_ctrl:2",
              "row_shl:1 bank_mask:0x1 row_mask:0x1", "row_mask:0x1 row_shl:1", "row_shl:1 row_shl:2",
              "row_shl:1 bank_mask:0x1 bank_mask:0x1", "bound_ctrl:0", "row_shl:1 clamp", "row_shl:1 mul:2",
              "row_shl:1 dst_sel:DWORD", "row_share:1", "dpp8:[0,1,2,3,4,5,6,7]", "row_shl", "ROW_SHL:1"]
_SDWA_TAILS = ["dst_sel:BYTE_0", "dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:WORD_0",
               "dst_unused:UNUSED_PAD", "src0_sel:WORD_1", "src1_sel:BYTE_2", "dst_sel:6", "src0_sel:7",
               "dst_sel:byte_0", "dst_sel:BYTE_4", "dst_unused:PAD", "src1_sel:BYTE_1 src0_sel:BYTE_1",
               "dst_sel:BYTE_1 dst_sel:BYTE_1", "clamp dst_sel:BYTE_1", "dst_sel:BYTE_1 clamp", "mul:2 dst_sel:BYTE_1",
               "clamp mul:2 src0_sel:WORD_1", "dst_sel:BYTE_1 row_shl:1", "dst_sel:", "src0_sel:x"]
_VOP3P_TAILS = ["op_sel:[1,0,1]", "op_sel_hi:[0,1,0]", "neg_lo:[1,0,1]", "neg_hi:[1,1]", "op_sel:[1]",
                "op_sel:[1,1,1,1]", "op_sel:[1,1,1,1,1]", "op_sel:[2,0]", "op_sel:[]", "op_sel:1", "op_sel:[1,0",
                "neg_hi:[1,1] neg_lo:[1,1]", "op_sel_hi:[1,0] op_sel:[1,0]", "clamp op_sel:[1,0]",
                "op_sel:[1,0] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[0,1] clamp", "op_sel:[1,1] op_sel:[1,1]",
                "op_sel_hi:[0]", "neg_lo:[1.0]"]
# Sources an SDWA/DPP/VOP3P source may or may not take (SGPRs on gfx8 SDWA, literals, sext)
_EXT_SOURCES = ["s2", "vcc_lo", "m0", "1", "-1", "1.0", "0.5", "0x12345678", "sext(v1)", "sext(s1)", "sext(-1)",
                "-v1", "|v1|", "-|v1|", "sext(v1", "sext v1", "sext(-v1)", "lds_direct", "v[1:2]"]


def ext_instruction_lines(inst) -> list[str]:
    """Lines for one SDWA, DPP or VOP3P form: its controls (valid, out of range, out of
    order, twice, in the wrong form) and the sources the form may or may not take."""
    specs = inst.operands
    base = [_example(s, 0) for s in specs]
    name = _vector_spelling(inst)
    tails = {"sdwa": _SDWA_TAILS, "dpp": _DPP_TAILS}.get(inst.form, _VOP3P_TAILS)
    out = []
    for tail in tails:
        out.append(_line(name, base, [tail]))
        out.append(_line(inst.name, base, [tail]))
    fixed = {"dpp": ["row_shl:1"]}.get(inst.form, [])
    for i, s in enumerate(specs):
        if s.field in ("vdst", "_", "sdst"):
            continue
        for value in _EXT_SOURCES:
            ops = list(base)
            ops[i] = value
            out.append(_line(name, ops, fixed))
    return out


def ext_lines(full: bool = False, share: int = 4) -> list[str]:
    """Every SDWA, DPP and VOP3P form's valid lines (every instruction) and its controls'
    mutations: all with ``full`` (GCNLS_FULL_SWEEP=1), else a deterministic one in ``share``."""
    import zlib

    lines, seen = [], set()
    for variants in isa.load().instructions.values():
        for inst in variants:
            if inst.form not in ("sdwa", "dpp") and inst.encoding.name != "VOP3P":
                continue
            valid, mutations = vector_instruction_lines(inst)
            mutations += ext_instruction_lines(inst)
            for line in valid + [m for m in mutations if full or zlib.crc32(m.encode()) % share == 0]:
                if line not in seen:
                    seen.add(line)
                    lines.append(line)
    return lines


# --- random source modifiers around constants (the combinations the lists above do not write)

# What may stand in a vector source: inline and literal integers, 16/32-bit float bit patterns,
# reals (denormal, lossy, inverse 2*pi), registers and a symbol.
_PROBE_ATOMS = ["1", "-1", "0.5", "-4.0", "64", "65", "-16", "-17", "0x1", "0x40", "0x8000", "0xfff0", "0xffff",
                "0x3c00", "0xbc00", "0x3e22", "0xffff0000", "0xffffffff", "-0x80000000", "0x12345678", "1.5",
                "-0.5", "-0.0", "4.0", "0.15915494", "1.0e-10", "1.0e-40", "v1", "v255", "s1", "s101", "ttmp1",
                "vcc_lo", "m0", "exec_lo", "src_scc", "sym"]
_PROBE_WRAPS = ["{}", "sext({})", "-{}", "|{}|", "neg({})", "abs({})", "-|{}|", "lit({})", "-lit({})",
                "|lit({})|", "sext(lit({}))", "neg(abs({}))"]
_PROBE_TAILS = ["", "clamp", "mul:2", "div:2", "op_sel:[1,0,0]", "dst_sel:WORD_1", "src0_sel:BYTE_1",
                "row_shl:1", "quad_perm:[1,0,3,2]", "bound_ctrl:0"]


def modifier_probe_lines(seed: int, per_form: int = 3) -> list[str]:
    """``per_form`` random lines of every vector form (every spelling suffix): one source
    holds a random value under a random modifier (``lit`` included), an unsuffixed spelling
    a random tail (so llvm-mc picks the encoding). Deterministic for a seed."""
    rng = random.Random(seed)
    out: list[str] = []
    for variants in isa.load().instructions.values():
        for inst in variants:
            if not inst.form:
                continue
            specs = inst.operands
            sources = [i for i, s in enumerate(specs) if s.kind.startswith(("src_", "ssrc_", "vgpr_"))
                       and s.field not in ("vdst", "sdst", "_")]
            if not sources:
                continue
            base = [_example(s, 0) for s in specs]
            for _ in range(per_form):
                ops = list(base)
                k = rng.choice(sources)
                ops[k] = rng.choice(_PROBE_WRAPS).format(rng.choice(_PROBE_ATOMS))
                spelled = rng.choice([_vector_spelling(inst), inst.name])
                tail = [] if spelled != inst.name else [t for t in [rng.choice(_PROBE_TAILS)] if t]
                out.append(_line(spelled, ops, tail))
    return list(dict.fromkeys(out))
