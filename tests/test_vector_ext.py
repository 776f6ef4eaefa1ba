"""The SDWA and DPP forms (gfx8/gfx9) and VOP3P (gfx9 packed math) through `gcnls mc` and
the live llvm-mc 22, on lines generated from the ISA data (tests/cases.py ext_lines).

Every SDWA, DPP and VOP3P instruction is written at least once per CPU (its valid forms,
suffixed and not), plus a deterministic share of mutations: the vector mutations of
tests/test_vector_differential.py and the controls' own (cases.ext_instruction_lines):
bad DPP controls and SDWA selects, out-of-order and repeated controls, controls in the
wrong form, SGPRs, constants and literals where the form may or may not take them,
sext(), op_sel/op_sel_hi/neg_lo/neg_hi arrays. On tahiti and bonaire every line must be
refused as llvm-mc refuses it. GCNLS_FULL_SWEEP=1 runs every mutation.

Agreement: the same verdict and bytes on every line (no exception), the same first
message and column on at least 99% of them, the rest named in
tests/data/known_differences.toml (test "vector-ext"). The accepted lines disassemble
(gfx8/gfx9) to llvm-mc's text and bytes.
"""

import re

import pytest

import cases
import differential
from gcnls import isa

FULL = differential.full_sweep()
CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906")
LINES = cases.ext_lines(full=FULL, share=12)
_ENC = re.compile(r"; encoding: \[([^\]]*)\]")


@pytest.fixture(scope="module")
def comparisons(llvm_mc):
    return {cpu: differential.compare(LINES, cpu) for cpu in CPUS}


def test_every_sdwa_dpp_vop3p_instruction_is_written():
    names = {line.split()[0] for line in LINES}
    forms = [(i.name, i.suffixes) for v in isa.load().instructions.values() for i in v
             if i.form in ("sdwa", "dpp") or i.encoding.name == "VOP3P"]
    assert len(forms) > 300 and all(any(name + s in names for s in suffixes) for name, suffixes in forms)


@pytest.mark.parametrize("cpu", CPUS)
def test_verdicts_and_bytes_agree(comparisons, cpu):
    cmp = comparisons[cpu]
    assert cmp.total > 3000, cmp.summary()
    assert not cmp.verdict and not cmp.output, differential.disagreements("vector-ext", {cpu: cmp})


@pytest.mark.parametrize("cpu", CPUS)
def test_messages_agree_on_99_percent(comparisons, cpu):
    cmp = comparisons[cpu]
    n = cmp.total
    assert len(cmp.message) <= n // 100, cmp.summary()


def test_other_differences_are_named(comparisons):
    report = differential.disagreements("vector-ext", comparisons, stale=FULL)
    assert not report, report


@pytest.mark.parametrize("cpu", ("tonga", "gfx900", "gfx906"))
def test_accepted_lines_disassemble_like_llvm_mc(llvm_mc, cpu):
    """Every line llvm-mc accepts, as bytes, through both disassemblers: same text and bytes."""
    accepted = [r for r in differential.run_llvm(LINES, cpu) if r.accepted]
    words = sorted({m.group(1) for r in accepted for line in r.out for m in [_ENC.search(line)] if m})
    words = [w for w in words if not _literal_sdwa_source(bytes(int(c, 16) for c in w.split(",")))]
    assert len(words) > 1000
    theirs, ours = differential.run_files({"w.txt": "".join(w + "\n" for w in words)}, "w.txt", cpu,
                                          extra=("--disassemble",))
    assert ours.status == theirs.status
    mine, want = ours.stdout.splitlines(), theirs.stdout.splitlines()
    bad = [(a, b) for a, b in zip(mine, want) if a != b]
    assert len(mine) == len(want) and not bad, bad[:10]
    assert ours.stderr == theirs.stderr


def _literal_sdwa_source(data: bytes) -> bool:
    """An SDWA word with a literal source code (0xff with the source's s bit): what llvm-mc
    22 makes of some 16-bit integer sources written as floats (v_max_i16_sdwa v1, 0.5, v1)
    and then disassembles to a value the bytes do not hold (or crashes on); left out."""
    if len(data) != 8 or data[0] != 0xF9:
        return False
    word = int.from_bytes(data, "little")
    src0, s0, src1, s1 = data[4], word >> 55 & 1, word >> 9 & 0xFF, word >> 63 & 1
    return (src0 == 0xFF and s0) or (src1 == 0xFF and s1)
