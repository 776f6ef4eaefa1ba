"""LLVM's own MC test inputs (tests/data/llvm/*.s) through `gcnls mc` and the live llvm-mc 22.

Each file runs once per CPU through each tool, lines aligned (tests/differential.py marks
every line). Every instruction line is compared (also the mnemonics of gfx10 and later,
which both tools reject, and words neither knows): the verdict, the encoding bytes and, for
rejected lines, the first message and its column must agree. Assignments (x = 1) and labels
stay in every run, since later lines refer to them.

A run compares at most SAMPLE instruction lines of a file per CPU (a deterministic sample that
differs between CPUs, so the CPUs together cover more of a long file; allow-listed lines always
run); GCNLS_FULL_SWEEP=1 compares every line.

Known differences live in the one allow-list, tests/data/known_differences.toml (test
"llvm-cases"), one reason each; an entry that no longer differs fails
test_allowed_differences_are_live, so the list only shrinks.
"""
from __future__ import annotations

import hashlib
import os
import re
from functools import cache

import pytest

import differential
from differential import run_gcnls, run_llvm


DATA = os.path.join(os.path.dirname(__file__), "data", "llvm")
FILES = sorted(f for f in os.listdir(DATA) if f.endswith(".s"))
CPUS = ("tahiti", "bonaire", "tonga", "gfx810", "gfx900", "gfx906")
SAMPLE = 400  # instruction lines per file and CPU in one run (the suite budget)



def allowed() -> set[tuple[str, str]]:
    """(file, line) pairs of tests/data/known_differences.toml (test "llvm-cases", line =
    "<file>: <line>"): known differences, one reason each."""
    out = set()
    for d in differential.known_differences("llvm-cases"):
        name, _, line = d.line.partition(": ")
        out.add((name, line))
    return out


_ENC = re.compile(r";\s*encoding:\s*\[([^\]]*)\]")
_WORD = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$@]*")


def source_lines(name: str) -> list[str]:
    """The input lines of one file (its header and blank lines dropped)."""
    with open(os.path.join(DATA, name)) as f:
        return [ln.rstrip("\n") for ln in f if ln.strip() and not ln.lstrip().startswith("//")]


def mnemonic(line: str) -> str | None:
    """The instruction word of ``line``, or None for assignments, labels and directives."""
    m = _WORD.match(line.strip())
    if not m or m.group(0).startswith("."):
        return None
    rest = line.strip()[m.end():].lstrip()
    if rest.startswith(("=", ":")):
        return None
    return m.group(0)


def _outcome(res) -> tuple:
    if res.errors:
        return ("error", res.errors[0][0], res.errors[0][1])
    encodings = [m.group(1).replace(" ", "") for line in res.out for m in [_ENC.search(line)] if m]
    return ("ok", tuple(encodings))


def sampled(name: str, cpu: str, lines: list[str]) -> set[str]:
    """The instruction lines of ``name`` this run compares on ``cpu``: all under
    GCNLS_FULL_SWEEP=1 or when there are at most SAMPLE, else the SAMPLE lines whose hash
    with the CPU is lowest, plus the allow-listed ones."""
    if differential.full_sweep() or len(lines) <= SAMPLE:
        return set(lines)
    def rank(line: str) -> bytes:
        return hashlib.sha256(f"{cpu}\0{line}".encode()).digest()
    known = {line for (file, line) in allowed() if file == name}
    return set(sorted(lines, key=rank)[:SAMPLE]) | (known & set(lines))


@cache
def compare(name: str, cpu: str) -> tuple[dict[str, tuple], int]:
    """(differing line -> (llvm-mc, gcnls) outcomes, lines compared)."""
    lines = source_lines(name)
    chosen = sampled(name, cpu, [ln for ln in lines if mnemonic(ln) is not None])
    kept, compared = [], []
    for line in lines:
        if mnemonic(line) is None:
            kept.append(line)
        elif line in chosen:
            compared.append(len(kept))
            kept.append(line)
    want = run_llvm(kept, cpu)
    got = run_gcnls(kept, cpu)
    diffs = {}
    for i in compared:
        a, b = _outcome(want[i]), _outcome(got[i])
        if a != b:
            diffs[kept[i]] = (a, b)
    return diffs, len(compared)


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("name", FILES)
def test_llvm_inputs_agree(llvm_mc, name, cpu):
    diffs, _ = compare(name, cpu)
    known = allowed()
    unexpected = {line: d for line, d in diffs.items() if (name, line) not in known}
    assert not unexpected, "\n".join(f"{cpu} {name}: {line!r}\n   llvm-mc {a}\n   gcnls   {b}"
                                     for line, (a, b) in unexpected.items())


def test_allowed_differences_are_live(llvm_mc):
    stale = [key for key in allowed()
             if not any(key[1] in compare(key[0], cpu)[0] for cpu in CPUS)]
    assert not stale, f"these lines agree now; delete their entries from known_differences.toml: {stale}"


def test_every_file_has_input_lines():
    for name in FILES:
        lines = source_lines(name)
        assert lines, name
        assert all(mnemonic(ln) is not None or "=" in ln or ln.rstrip().endswith(":") for ln in lines), name


if __name__ == "__main__":
    # `python tests/test_llvm_cases.py`: lines compared / differing, per file.
    total = [0, 0]
    for name in FILES:
        row = [0, 0]
        for cpu in CPUS:
            diffs, compared = compare(name, cpu)
            row = [row[0] + compared, row[1] + len(diffs)]
        total = [a + b for a, b in zip(total, row)]
        print(f"{name:24} compared {row[0]:5}  differing {row[1]:4}")
    print(f"{'all (x ' + str(len(CPUS)) + ' CPUs)':24} compared {total[0]:5}  differing {total[1]:4}")
