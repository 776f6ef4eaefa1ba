"""LLVM's big gfx8/gfx9 vector MC test files, every mnemonic: their variant templates
(tests/llvm_templates.py) applied to every vector mnemonic gcnls models, run through the live
llvm-mc 22 and `gcnls mc` on every gfx6-gfx9 CPU; verdict, printed line and encoding, and every
error (message and column) must agree.

The templates are learned from the pages of those files that tests/data/llvm/ holds;
test_templates_reproduce_the_pages_read proves them against those pages (no llvm-mc needed).

A default run compares a deterministic share (the suite budget): on each file's own CPUs one
line of each of OWN_SAMPLE mnemonics (other mnemonics and lines on each CPU), on the other CPUs
OTHER_SAMPLE lines per file (where most lines are "instruction not supported" or another
generation's spelling). GCNLS_FULL_SWEEP=1
compares every line on every CPU. Known differences would live in
tests/data/known_differences.toml (test "llvm-templates", line = "<file>: <line>"), one reason
each; there are none today.
"""
from __future__ import annotations

import hashlib
import os
from functools import cache

import pytest

import differential
import llvm_templates
from differential import run_gcnls, run_llvm

CPUS = ("tahiti", "bonaire", "tonga", "gfx810", "gfx900", "gfx906")
OWN_SAMPLE = 80  # mnemonics per file on each of its own CPUs, in a default run (one line each)
OTHER_SAMPLE = 24  # lines per file on a CPU the file is not written for, in a default run
DATA = os.path.join(os.path.dirname(__file__), "data", "llvm")


def _pick(cpu: str, key: str, n: int) -> int:
    """A deterministic index below ``n`` that differs between CPUs and keys."""
    return int.from_bytes(hashlib.sha256(f"{cpu}\0{key}".encode()).digest()[:8], "big") % n


def lines_to_run(name: str, cpu: str) -> list[str]:
    """The generated lines of file ``name`` this run compares on ``cpu``."""
    generated = llvm_templates.generate(name)
    everything = sorted(line for lines in generated.values() for line in lines)
    if differential.full_sweep():
        return everything
    if cpu in llvm_templates.BY_NAME[name].cpus:
        chosen = sorted(generated, key=lambda m: _pick(cpu, m, 1 << 30))[:OWN_SAMPLE]
        return [sorted(generated[m])[_pick(cpu, m, len(generated[m]))] for m in sorted(chosen)]
    step = len(everything) // OTHER_SAMPLE or 1
    start = _pick(cpu, name, step)
    return everything[start::step][:OTHER_SAMPLE]


def allowed() -> set[tuple[str, str]]:
    out = set()
    for d in differential.known_differences("llvm-templates"):
        name, _, line = d.line.partition(": ")
        out.add((name, line))
    return out


@cache
def differences(cpu: str) -> dict[tuple[str, str], tuple]:
    """(file, line) -> (llvm-mc's result, gcnls's result) for the lines that differ on
    ``cpu``; every file's lines of this run go through one llvm-mc process."""
    owner: dict[str, str] = {}
    for tpl in llvm_templates.FILES:
        for line in lines_to_run(tpl.name, cpu):
            owner.setdefault(line, tpl.name)
    lines = list(owner)
    want, got = run_llvm(lines, cpu), run_gcnls(lines, cpu)
    assert len(want) == len(got) == len(lines)
    return {(owner[line], line): ((a.out, a.errors), (b.out, b.errors))
            for line, a, b in zip(lines, want, got) if (a.out, a.errors) != (b.out, b.errors)}


@pytest.mark.parametrize("cpu", CPUS)
def test_template_lines_agree(llvm_mc, cpu):
    known = allowed()
    diffs = {key: d for key, d in differences(cpu).items() if key not in known}
    assert not diffs, "\n".join(f"{cpu} {name}: {line!r}\n   llvm-mc {a}\n   gcnls   {b}"
                                for (name, line), (a, b) in list(diffs.items())[:20])


def test_allowed_differences_are_live(llvm_mc):
    stale = [key for key in allowed() if not any(key in differences(cpu) for cpu in CPUS)]
    assert not stale, f"these lines agree now; delete their entries from known_differences.toml: {stale}"


def test_every_modelled_mnemonic_is_generated():
    """Each file's generator reaches every mnemonic of its families gcnls models there (a
    mnemonic the templates could not shape would raise or vanish)."""
    for tpl in llvm_templates.FILES:
        generated = llvm_templates.generate(tpl.name)
        assert len(generated) >= 30, tpl.name
        # (every mnemonic with operands gets its alternatives: more than the default line)
        thin = [m for m, lines in generated.items() if len(lines) < 2 and not any(" " in ln for ln in lines)]
        assert all(len(lines) >= 2 for m, lines in generated.items() if m not in thin), tpl.name


def read_lines(name: str) -> list[str]:
    with open(os.path.join(DATA, name)) as f:
        return [ln.rstrip("\n") for ln in f if ln.strip() and not ln.startswith("//")]


def test_templates_reproduce_the_pages_read():
    """Every line of the pages read (tests/data/llvm/<file>) is a line the templates give its
    mnemonic, but for the few named in llvm_templates.NOT_REPRODUCED (each with its reason)."""
    missing = []
    for tpl in llvm_templates.FILES:
        generated = llvm_templates.generate(tpl.name)
        for line in read_lines(tpl.name):
            if line not in generated.get(line.split()[0], ()) and line not in llvm_templates.NOT_REPRODUCED:
                missing.append(f"{tpl.name}: {line}")
    assert not missing, "\n".join(missing[:30])


def test_not_reproduced_lines_are_still_read():
    read = {line for tpl in llvm_templates.FILES for line in read_lines(tpl.name)}
    assert set(llvm_templates.NOT_REPRODUCED) <= read


if __name__ == "__main__":
    # `python tests/test_llvm_templates.py`: per file, mnemonics and lines generated, the share
    # of the pages read the templates reproduce, and (with GCNLS_FULL_SWEEP=1: every line on
    # every CPU) the lines that differ per CPU.
    for tpl in llvm_templates.FILES:
        generated = llvm_templates.generate(tpl.name)
        read = read_lines(tpl.name)
        hit = sum(1 for ln in read if ln in generated.get(ln.split()[0], ()))
        print(f"{tpl.name:22} mnemonics {len(generated):4} lines {sum(map(len, generated.values())):6}  "
              f"pages read: {hit}/{len(read)} lines reproduced")
        for cpu in CPUS:
            n = len(lines_to_run(tpl.name, cpu))
            differing = sum(1 for (name, _) in differences(cpu) if name == tpl.name)
            print(f"    {cpu:8} compared {n:6}  differing {differing:4}")
