"""Compile the waitcnt corpus: LLVM IR kernels -> LLVM 22's assembly (via llvmlite) per processor.

    python tools/waitcnt_corpus.py [--check]

Inputs: tests/data/waitcnt/*.ll, the xcheck oracle's kernels (gcnls/xcheck/kernels/*.ll) and
tests/data/compiler/*.ll; a name with ``.gfxN`` / ``.gfxN-M`` is compiled only for those
generations. Output: tests/data/waitcnt/asm/STEM.CPU.s with LLVM's comments stripped
(the tests read these, so CI does not depend on compile time). Every compile runs in its
own subprocess with a timeout (an unsupported intrinsic aborts the process); a file that
does not compile for a processor is reported and skipped. ``--check``: recompile and
report files whose cached text differs (exit 1).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "waitcnt"
OUT = DATA / "asm"
CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906")
GENERATION = {"tahiti": 6, "bonaire": 7, "tonga": 8, "gfx900": 9, "gfx906": 9}


def sources() -> list[Path]:
    return (sorted(DATA.glob("*.ll")) + sorted((ROOT / "gcnls" / "xcheck" / "kernels").glob("*.ll"))
            + sorted((ROOT / "tests" / "data" / "compiler").glob("*.ll")))


def valid(path: Path, cpu: str) -> bool:
    name = path.name
    if ".gfx" not in name:
        return True
    lo, _, hi = name.split(".gfx")[1].split(".")[0].partition("-")
    return int(lo) <= GENERATION[cpu] <= int(hi or 99)


def strip(text: str) -> str:
    """LLVM's assembly without its comments (the MCInst dumps make it ten times longer)."""
    out = []
    for line in text.split("\n"):
        body = line.lstrip()
        if body.startswith(";"):
            continue
        if '"' not in line:
            cut = line.find(";")
            if cut >= 0:
                line = line[:cut]
        out.append(line.rstrip())
    return "\n".join(out).strip("\n") + "\n"


def compile_one(path: Path, cpu: str) -> str | None:
    proc = subprocess.run([sys.executable, "-m", "gcnls.xcheck.llvmlite_oracle", "--asm", cpu, str(path)],
                          capture_output=True, text=True, timeout=180, cwd=ROOT)
    if proc.returncode != 0:
        sys.stderr.write(f"{path.name} {cpu}: {proc.stderr.strip()[-300:]}\n")
        return None
    return strip(proc.stdout)


def name(path: Path, cpu: str) -> str:
    return f"{path.name[:-3]}.{cpu}.s"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    OUT.mkdir(parents=True, exist_ok=True)
    bad = 0
    for path in sources():
        for cpu in CPUS:
            if not valid(path, cpu):
                continue
            text = compile_one(path, cpu)
            if text is None:
                continue
            target = OUT / name(path, cpu)
            if check:
                if not target.exists() or target.read_text() != text:
                    print(f"differs: {target.name}")
                    bad += 1
            else:
                target.write_text(text)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
