"""The waitcnt check on LLVM 22's own compiler output (tests/data/waitcnt/asm, compiled from
LLVM IR with llvmlite by tools/waitcnt_corpus.py for tahiti, bonaire, tonga, gfx900, gfx906).

- No false positives: `gcnls lint` reports nothing on any compiled kernel (LLVM inserts
  every wait its rules need).
- Recall: each s_waitcnt removed, and each of its counters weakened by one step, one at a
  time: >= 95% of the mutations that break a register dependency are reported (the
  dependency is found by tests/waitcnt_mutations.dependency_waits, without the analysis's
  counting). Waits that only order memory (LLVM's memory model for volatile, atomics and
  fences) are counted in the overall figure, printed, but not required.
  CI checks a deterministic sample of the mutations; GCNLS_FULL_SWEEP=1 checks all.
- The cache is complete: every IR file has its assembly for every processor it is valid
  for (re-create with `python tools/waitcnt_corpus.py`).
"""

from __future__ import annotations

import random
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "tools"))

import waitcnt_corpus as corpus  # noqa: E402
import waitcnt_mutations as wm  # noqa: E402
from differential import full_sweep  # noqa: E402

from gcnls import analysis, flow, isa  # noqa: E402

ASM = sorted(corpus.OUT.glob("*.s"))
FULL = full_sweep()


def _cpu(path: Path) -> str:
    return path.name.rsplit(".", 2)[1]


def test_cache_is_complete():
    expected = {corpus.name(src, cpu) for src in corpus.sources() for cpu in corpus.CPUS if corpus.valid(src, cpu)}
    assert expected == {p.name for p in ASM}
    assert len(ASM) >= 80


@pytest.mark.parametrize("cpu", corpus.CPUS)
def test_no_findings_on_compiler_output(cpu):
    files = [str(p) for p in ASM if _cpu(p) == cpu]
    r = subprocess.run([sys.executable, "-m", "gcnls", "lint", f"-mcpu={cpu}", *files], capture_output=True,
                       text=True, timeout=900)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")


@cache
def _program(path: Path):
    proc = isa.load().processor(_cpu(path))
    p = analysis.analyze(path.read_text(), proc)
    return p, flow.kernels(p.results, proc)


def _all_mutations():
    out = []
    for path in ASM:
        p, ks = _program(path)
        deps = {}
        for k in ks:
            deps.update(wm.dependency_waits(p.results, k, p.processor))
        out.extend((path, m, wm.is_dependency(m, deps)) for m in wm.mutations(path.name, p.lines, p.results,
                                                                               p.processor))
    return out


def test_recall_of_removed_and_weakened_waits():
    muts = _all_mutations()
    if not FULL:
        rng = random.Random(12)
        muts = rng.sample(muts, min(len(muts), 300))
    hit = dep = dep_hit = 0
    misses = []
    for path, m, is_dep in muts:
        p, ks = _program(path)
        found = wm.reported(m, p.results, ks, p.processor)
        hit += found
        if is_dep:
            dep += 1
            dep_hit += found
            if not found:
                misses.append(f"{m.file}:{m.line + 1}: {m.original.strip()} ({m.kind})")
    print(f"\nwaitcnt recall: {dep_hit}/{dep} register-dependency mutations reported "
          f"({100 * dep_hit / max(dep, 1):.1f}%); all mutations {hit}/{len(muts)}")
    print("\n".join(misses))
    assert dep >= 100
    assert dep_hit >= 0.95 * dep, misses
