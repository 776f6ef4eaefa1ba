"""The compiled templates agree with the full assembler wherever they answer."""

import random
from collections import Counter
import re

import pytest
from differential import full_sweep

import cases
from gcnls import isa
from gcnls.analysis import analyze_line
from gcnls.fastpath import FastAssembler
from gcnls.source import strip_comments

LINES = cases.all_lines(seed=3) + cases.vector_lines(share=30)


def _variants(rng: random.Random) -> list[str]:
    """Plain forms with random numbers, where the templates do most of their work."""
    out = []
    for line in LINES:
        words = line.replace(",", " , ").split()
        for _ in range(2):
            mutated = [str(rng.choice([0, 1, 2, 3, 7, 101, 102, 103, 104, 255, 256, 0xFFFF, 0x10000]))
                       if w.isdigit() else w for w in words]
            out.append(" ".join(mutated).replace(" , ", ", "))
    return out


# Special registers where a line has an SGPR or a pair (the fast path reads their names).
_SPECIALS = {1: ["m0", "vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "flat_scratch_lo", "tba_lo", "tma_hi",
                 "xnack_mask_lo", "ttmp1", "src_vccz", "src_execz", "src_scc", "scc", "src_shared_base", "null"],
             2: ["exec", "vcc", "flat_scratch", "tba", "tma", "xnack_mask", "ttmp[2:3]", "src_shared_base",
                 "src_pops_exiting_wave_id"]}
_SADDR = re.compile(r"(global|scratch)_\S+ .*, s(\d|\[)")
_SGPR = re.compile(r"\bs(?:\[(\d+):(\d+)\]|(\d+))\b")


def _specials(rng: random.Random) -> list[str]:
    """Lines with one SGPR operand replaced by a special register's name (every third line)."""
    out = []
    for line in LINES[::3]:
        found = list(_SGPR.finditer(line))
        if not found:
            continue
        m = rng.choice(found)
        width = 1 if m.group(3) else int(m.group(2)) - int(m.group(1)) + 1
        for name in rng.sample(_SPECIALS.get(width, _SPECIALS[1]), 3):
            out.append(line[:m.start()] + name + line[m.end():])
    return out


def _formats(rng: random.Random) -> list[str]:
    """MTBUF lines with format:[...] after SOFFSET: each generation's names, a default half,
    both orders (the fast path reads the canonical spelling only), format:N; image lines
    with a dmask of every size (the data tuple fits it or not)."""
    data = ["BUF_DATA_FORMAT_8", "BUF_DATA_FORMAT_32", "BUF_DATA_FORMAT_16_16", "BUF_DATA_FORMAT_INVALID",
            "BUF_DATA_FORMAT_RESERVED_15", "BUF_DATA_FORMAT_32_32_32_32"]
    num = ["BUF_NUM_FORMAT_UNORM", "BUF_NUM_FORMAT_FLOAT", "BUF_NUM_FORMAT_SNORM_OGL",
           "BUF_NUM_FORMAT_RESERVED_6", "BUF_NUM_FORMAT_SINT"]
    out = []
    for line in LINES:
        words = line.split()
        if words[0].startswith("tbuffer_") and " " not in line.rpartition(",")[2].strip():  # (ends at SOFFSET)
            for _ in range(3):
                names = [x for x in (rng.choice(data + [""]), rng.choice(num + [""])) if x]
                if rng.random() < 0.1:
                    names.reverse()
                fmt = f"format:[{','.join(names)}]" if names else f"format:{rng.randrange(130)}"
                out.append(f"{line} {fmt}")
        elif words[0].startswith("image_") and "dmask" not in line and "," in line:
            for _ in range(2):
                out.append(f"{line} dmask:0x{rng.randrange(16):x}" + rng.choice(["", " unorm", " glc", " tfe", " d16", " da"]))
    return out


_NUMBER_SOURCE = re.compile(r"(?<=, )-?[0-9]+(?=,|$)")


def _floats(rng: random.Random) -> list[str]:
    """Vector lines with a float constant where they have an integer source: the inline
    values the fast path reads (per type and form) and others it leaves alone."""
    out = []
    for line in LINES:
        if line.startswith("v_") and _NUMBER_SOURCE.search(line):
            for _ in range(2):
                out.append(_NUMBER_SOURCE.sub(rng.choice(["0.5", "1.0", "2.0", "4.0", "1.5", "-1.0", "0.0"]),
                                              line, count=1))
    return out


# The shared lines are split between processors of the same encodings (tahiti and bonaire,
# tonga and gfx900 take alternate halves), so each run compares every shared line once per
# pair; each processor's own variants and special lines are compared whole.
# GCNLS_FULL_SWEEP=1 compares every line on every processor.
FULL = full_sweep()
_HALF = {"tahiti": 0, "bonaire": 1, "tonga": 0, "gfx900": 1}


@pytest.mark.parametrize("cpu", ["tahiti", "bonaire", "tonga", "gfx900"])
def test_fast_path_matches_full_assembler(cpu):
    proc = isa.load().processor(cpu)
    fast = FastAssembler(proc)
    specials = _specials(random.Random(cpu))
    # (the lane select of v_readlane/v_writelane: an SGPR or inline constant, the constant bus)
    lanes = [f"v_readlane_b32 s{k}, v{k + 3}, {x}" for k, x in enumerate(["0", "5", "63", "64", "65", "-1", "s2", "s4",
                                                                          "m0", "1.0", "0x40", "s[2:3]", "v1"])]
    lanes += [f"v_writelane_b32 v{k}, {x}, {y}" for k, (x, y) in enumerate(
        [("s3", "7"), ("s3", "s3"), ("s3", "s4"), ("5", "s2"), ("s2", "0"), ("1.0", "1"), ("m0", "2"), ("s1", "65")])]
    shared = LINES if FULL else LINES[_HALF[cpu]::2]
    lines = (shared + _variants(random.Random(cpu)) + specials + _formats(random.Random(cpu)) + _floats(random.Random(cpu))
             + lanes)
    hits = 0
    by_encoding = Counter()
    for code in strip_comments(lines):
        got = fast(code)
        if got is None:
            continue
        hits += 1
        name = code.split()[0]
        by_encoding[isa.load().lookup(name, proc.generation).encoding.key] += 1
        full = analyze_line(code, proc)
        assert not full.has_error, (code, full.diagnostics)
        # (llvm-mc's own warnings come from the full assembler only)
        assert not [d for d in full.diagnostics if d.data.get("llvm")], (code, full.diagnostics)
        assert (full.encoded.text, full.encoded.data) == got, code
        first = isa.load().instruction(name, proc.generation)
        if first is not None and first.form in ("sdwa", "dpp") and full.encoded.text.split()[0].endswith("_e32"):
            by_encoding["bare e32"] += 1
    assert hits > 1000  # the templates are really exercised
    # ... in every family the fast path takes
    families = ["sop1", "sop2", "sopc", "sopp", "sopk", "ds", "mubuf", "vop1", "vop2", "vop3", "vopc",
                "exp", "mimg", "mtbuf"]
    families += ["smrd"] if proc.generation in ("gfx6", "gfx7") else ["smem", "flat"]
    families += [] if proc.generation in ("gfx6", "gfx7") else ["vop1_sdwa", "vop2_sdwa", "vop1_dpp", "vop2_dpp"]
    families += ["vop3p"] if proc.generation == "gfx9" else []
    assert all(by_encoding[f] > 50 for f in families), by_encoding
    assert sum(fast(code) is not None for code in strip_comments(lines) if "format:[" in code) > 50
    assert sum(fast(code) is not None for code in strip_comments(lines) if ".0" in code or ".5" in code) > 50
    assert sum(fast(code) is not None for code in strip_comments(lines) if code.startswith(("v_readlane", "v_writelane"))) > 8
    if proc.generation == "gfx9":  # GLOBAL/SCRATCH with an SGPR base (compilers' usual form)
        assert sum(fast(code) is not None for code in strip_comments(lines) if _SADDR.match(code)) > 50
    # ... for an unsuffixed vector mnemonic whose first entry in the data is its SDWA/DPP
    # form (gfx8/gfx9: v_mov_b32): the line is e32's, the form llvm-mc tries first
    assert by_encoding["bare e32"] > 50 or proc.generation in ("gfx6", "gfx7"), by_encoding
    assert sum(fast(code) is not None for code in strip_comments(specials)) > 200  # and by name
    # ... and with source modifiers (-v1, |v1|, -|v1|)
    assert sum(fast(code) is not None for code in strip_comments(lines) if "|v" in code or "-v" in code) > 50
    assert sum(fast(code) is not None for code in strip_comments(lines) if "mul:" in code or "div:" in code) > 20
