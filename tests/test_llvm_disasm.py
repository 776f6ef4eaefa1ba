"""LLVM's own disassembler test inputs (tests/data/llvm_disasm/*.txt) through
``gcnls mc --disassemble`` and the live llvm-mc 22.

Each data file holds the byte lines of one of LLVM's llvm/test/MC/Disassembler/AMDGPU files
and, in its header, the processors its RUN lines name (``# cpus: ...``).

gfx8/gfx9 (llvm-mc disassembles them): the lines run as one input file through both tools,
which must agree text-exactly: stdout, stderr (the invalid encodings' warnings, their line,
column and caret) and the exit status.
gfx6/gfx7 (llvm-mc cannot disassemble them): gcnls disassembles every file's lines on tahiti
and bonaire, llvm-mc assembles gcnls's text back, and every instruction must come back as the
same bytes (the words gcnls calls invalid are counted).

A run takes a deterministic sample of SAMPLE lines per file and processor (hashed with the
processor, so the processors together see more of a file) and runs every file on the
processors its RUN lines name, and the round trip;
GCNLS_FULL_SWEEP=1 runs every line of every file on all of CPUS. Known differences live in
tests/data/known_differences.toml (test "llvm-disasm", line = "<file>: <byte line>"); those
lines run on their own and must still differ, so the list only shrinks.
"""
from __future__ import annotations

import contextlib
import difflib
import hashlib
import io
import os
import re
import tempfile
from functools import cache

import pytest

import differential
from gcnls import isa, mc

DATA = os.path.join(os.path.dirname(__file__), "data", "llvm_disasm")
FILES = sorted(f for f in os.listdir(DATA) if f.endswith(".txt"))
CPUS = ("tonga", "gfx810", "gfx900", "gfx906")  # the full sweep's text-exact processors
GCN1 = ("tahiti", "bonaire")  # the round trip's
SAMPLE = 120  # byte lines per file and processor in one run (the suite budget)
TEST = "llvm-disasm"
_ENCODING = re.compile(r";\s*encoding:\s*\[([^\]]*)\]")


def header_cpus(name: str) -> tuple[str, ...]:
    """The processors the file's RUN lines name (its ``# cpus:`` header line)."""
    with open(os.path.join(DATA, name)) as f:
        for line in f:
            if line.startswith("# cpus:"):
                return tuple(line.split(":", 1)[1].split())
    return ()


def byte_lines(name: str) -> list[str]:
    with open(os.path.join(DATA, name)) as f:
        return [ln.rstrip("\n") for ln in f if ln.strip() and not ln.lstrip().startswith("#")]


@cache
def allowed(name: str) -> frozenset[str]:
    out = set()
    for d in differential.known_differences(TEST):
        file, _, line = d.line.partition(": ")
        if file == name:
            out.add(line)
    return frozenset(out)


def sampled(name: str, cpu: str) -> list[str]:
    """This run's lines of ``name`` on ``cpu`` (in file order; allow-listed lines left out)."""
    lines = [ln for ln in byte_lines(name) if ln not in allowed(name)]
    if differential.full_sweep() or len(lines) <= SAMPLE:
        return lines
    rank = {ln: hashlib.sha256(f"{cpu}\0{ln}".encode()).digest() for ln in lines}
    keep = set(sorted(lines, key=rank.__getitem__)[:SAMPLE])
    return [ln for ln in lines if ln in keep]


def runs() -> list[tuple[str, str]]:
    """(file, processor) pairs of this run's text-exact comparisons."""
    out = []
    for name in FILES:
        own = [c for c in header_cpus(name) if isa.load().processor(c).generation in ("gfx8", "gfx9")]
        cpus = CPUS if differential.full_sweep() else own
        out += [(name, cpu) for cpu in sorted(set(cpus) | set(own))]
    return out


def disassemble_both(lines: list[str], cpu: str) -> tuple[tuple[str, str, int], tuple[str, str, int]]:
    """(llvm-mc's, gcnls's) (stdout, stderr, status) for ``lines`` as one input file."""
    theirs, ours = differential.run_files({"t.txt": "".join(ln + "\n" for ln in lines)}, "t.txt", cpu,
                                          extra=("--disassemble",))
    return (theirs.stdout, theirs.stderr, theirs.status), (ours.stdout, ours.stderr, ours.status)


def _diff(theirs: tuple[str, str, int], ours: tuple[str, str, int]) -> str:
    report = []
    for label, a, b in (("stdout", theirs[0], ours[0]), ("stderr", theirs[1], ours[1])):
        if a != b:
            delta = difflib.unified_diff(a.splitlines(), b.splitlines(), "llvm-mc", "gcnls", lineterm="", n=0)
            report += [f"--- {label}"] + list(delta)[2:42]
    if theirs[2] != ours[2]:
        report.append(f"exit status: llvm-mc {theirs[2]}, gcnls {ours[2]}")
    return "\n".join(report)


@cache
def compare(name: str, cpu: str) -> tuple[int, str]:
    """(lines compared, '' or the difference) for one file on one gfx8/gfx9 processor."""
    lines = sampled(name, cpu)
    theirs, ours = disassemble_both(lines, cpu)
    return len(lines), _diff(theirs, ours)


@pytest.mark.parametrize(("name", "cpu"), runs())
def test_disassembly_is_text_exact(llvm_mc, name, cpu):
    count, diff = compare(name, cpu)
    assert count > 0
    assert not diff, f"{name} on {cpu} ({count} byte lines):\n{diff}"


@cache
def round_trip(name: str, cpu: str) -> tuple[int, int, list[str]]:
    """(instructions decoded, lines gcnls calls invalid, mismatches) of the GCN 1.0/1.1 round
    trip: gcnls disassembles, llvm-mc assembles gcnls's text back to the same bytes."""
    lines = sampled(name, cpu)
    text = "".join(ln + "\n" for ln in lines)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "t.txt")
        with open(path, "w") as f:
            f.write(text)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            mc.run(["-arch=amdgcn", f"-mcpu={cpu}", "--disassemble", "-show-encoding", path])
    printed = []
    for line in out.getvalue().splitlines():
        m = _ENCODING.search(line)
        if m:
            printed.append((line[:m.start()].strip(), m.group(1).replace(" ", "")))
    invalid = err.getvalue().count("invalid instruction encoding")
    again = differential.run_llvm([t for t, _ in printed], cpu)
    bad = []
    for (t, enc), res in zip(printed, again):
        got = [m.group(1).replace(" ", "") for m in map(_ENCODING.search, res.out) if m]
        if res.errors or got != [enc]:
            bad.append(f"{t!r} [{enc}] -> llvm-mc {res.errors[:1] or got}")
    return len(printed), invalid, bad


def gcn1_runs() -> list[tuple[str, str]]:
    """(file, processor) pairs of the round trip: every file on tahiti and bonaire (most
    files hold gfx8/gfx9 words: on GCN 1.0/1.1 they are other instructions, or invalid, and
    what gcnls decodes must still come back)."""
    return [(name, cpu) for name in FILES for cpu in GCN1]


@pytest.mark.parametrize(("name", "cpu"), gcn1_runs())
def test_gcn1_round_trip(llvm_mc, name, cpu):
    decoded, invalid, bad = round_trip(name, cpu)
    assert decoded + invalid > 0
    assert not bad, f"{name} on {cpu}: {len(bad)} of {decoded} do not come back:\n" + "\n".join(bad[:20])


def test_allowed_differences_are_live(llvm_mc):
    """Every allow-listed line still differs from llvm-mc, on its own, on its file's processors."""
    stale = []
    for name in FILES:
        for line in sorted(allowed(name)):
            cpus = [c for c in header_cpus(name) if isa.load().processor(c).generation in ("gfx8", "gfx9")]
            if not any(_diff(*disassemble_both([line], cpu)) for cpu in cpus):
                stale.append(f"{name}: {line}")
    assert not stale, f"these lines agree now; delete their entries from known_differences.toml: {stale}"


def test_every_file_names_its_processors():
    for name in FILES:
        assert header_cpus(name), name
        assert all(isa.load().processor(c) is not None for c in header_cpus(name)), name
        assert byte_lines(name), name
        assert all(re.fullmatch(r"[\s,\[\]0-9a-fA-Fx]+", ln) for ln in byte_lines(name)), name


if __name__ == "__main__":
    # `python tests/test_llvm_disasm.py`: per file and processor, lines compared and whether they agree.
    for name, cpu in runs():
        count, diff = compare(name, cpu)
        print(f"{name:28} {cpu:8} {count:5} lines  {'agree' if not diff else 'DIFFER'}")
    for name, cpu in gcn1_runs():
        decoded, invalid, bad = round_trip(name, cpu)
        print(f"{name:28} {cpu:8} round trip: {decoded} decoded, {invalid} invalid, {len(bad)} do not come back")
