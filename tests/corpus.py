"""LLVM's compiled kernels for the analysis tests (resources, hazards): the cached corpus
tools/waitcnt_corpus.py writes (tests/data/waitcnt/asm/STEM.CPU.s) where it exists, else
the bundled IR (the oracle's kernels and tests/data/compiler) compiled now with llvmlite,
one subprocess per file (an unsupported intrinsic aborts the process)."""

from __future__ import annotations

import subprocess
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906")
CACHED = ROOT / "tests" / "data" / "waitcnt" / "asm"
GENERATION = {"tahiti": 6, "bonaire": 7, "tonga": 8, "gfx900": 9, "gfx906": 9}


def _valid(name: str, cpu: str) -> bool:
    if ".gfx" not in name:
        return True
    lo, _, hi = name.split(".gfx")[1].split(".")[0].partition("-")
    return int(lo) <= GENERATION[cpu] <= int(hi or 99)


@cache
def files() -> tuple[tuple[str, str, str], ...]:
    """(cpu, file name, assembly text), in a stable order."""
    cached = sorted(CACHED.glob("*.s")) if CACHED.is_dir() else []
    if cached:
        out = []
        for p in cached:
            stem, cpu = p.name[:-2].rsplit(".", 1)
            if cpu in CPUS:
                out.append((cpu, stem, p.read_text()))
        return tuple(out)
    sources = sorted((ROOT / "gcnls" / "xcheck" / "kernels").glob("*.ll")) + \
        sorted((ROOT / "tests" / "data" / "compiler").glob("*.ll"))
    out = []
    for cpu in CPUS:
        for src in sources:
            if not _valid(src.name, cpu):
                continue
            proc = subprocess.run([sys.executable, "-m", "gcnls.xcheck.llvmlite_oracle", "--asm", cpu, str(src)],
                                  capture_output=True, text=True, timeout=120)
            if proc.returncode == 0:
                out.append((cpu, src.stem, proc.stdout))
    return tuple(out)
