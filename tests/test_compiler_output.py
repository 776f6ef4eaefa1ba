"""LLVM's own compiler output (llvmlite, one subprocess per compile) through gcnls mc and
llvm-mc 22, with -triple=amdgcn-amd-amdhsa: kernel descriptors, metadata, sections,
data, labels and .set lines are accepted as llvm-mc accepts them and printed byte for
byte as it prints them; in the server the output gives no error diagnostic.

Every line of the output is compared (every family is encoded). Inputs: the oracle's kernels
(gcnls/xcheck/kernels) and tests/data/compiler/*.ll (directive-heavy kernels; valu_*.ll:
the vector ALU as compilers write it: f16/f32/f64/i32/i64 arithmetic, compares and
selects, a loop, division, atomics, readlane/writelane, DPP, SDWA and packed math).

Runtime is bounded by sampling (processor, file) pairs deterministically; set
GCNLS_FULL_SWEEP=1 for every pair.
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from differential import full_sweep
from gcnls import mc
from gcnls.xcheck.llvmlite_oracle import KERNEL_DIR, generation

CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906")
IR_FILES = sorted(KERNEL_DIR.glob("*.ll")) + sorted((Path(__file__).parent / "data" / "compiler").glob("*.ll"))
TRIPLE = "amdgcn-amd-amdhsa"


def _valid(path: Path, cpu: str) -> bool:
    name = path.name
    gen = generation(cpu)
    if ".gfx" in name:
        lo, _, hi = name.split(".gfx")[1].split(".")[0].partition("-")
        return int(lo) <= gen <= int(hi or 99)
    return True


def _pairs() -> list[tuple[str, Path]]:
    pairs = [(cpu, f) for cpu in CPUS for f in IR_FILES if _valid(f, cpu)]
    if full_sweep():
        return pairs
    # Every processor and every file at least once, in a stable sample of about half.
    rng = random.Random(11)
    keep = {p for p in pairs if rng.random() < 0.5}
    for cpu in CPUS:
        keep.add(next(p for p in pairs if p[0] == cpu))
    for f in IR_FILES:
        keep.add(next(p for p in pairs if p[1] == f))
    return sorted(keep, key=lambda p: (p[0], p[1].name))


PAIRS = _pairs()


@cache
def compiled(cpu: str, path: Path) -> str:
    """LLVM's assembly for one file (a subprocess: an unsupported intrinsic aborts)."""
    proc = subprocess.run([sys.executable, "-m", "gcnls.xcheck.llvmlite_oracle", "--asm", cpu, str(path)],
                          capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        pytest.fail(f"llvmlite could not compile {path.name} for {cpu}: {proc.stderr[-500:]}")
    return proc.stdout


def run_gcnls(path: str, cpu: str) -> tuple[str, str, int]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = mc.run([f"-triple={TRIPLE}", f"-mcpu={cpu}", "-show-encoding", path])
    return out.getvalue(), err.getvalue(), code


def run_llvm(llvm_mc: str, path: str, cpu: str) -> tuple[str, str, int]:
    proc = subprocess.run([llvm_mc, f"-triple={TRIPLE}", f"-mcpu={cpu}", "-show-encoding", path],
                          capture_output=True, text=True, timeout=120)
    return proc.stdout, proc.stderr, proc.returncode


@pytest.mark.parametrize("cpu,path", PAIRS, ids=[f"{c}-{p.stem}" for c, p in PAIRS])
def test_compiler_output_matches_llvm_mc(cpu, path, llvm_mc, tmp_path):
    text = compiled(cpu, path)
    assert ".amdhsa_kernel" in text and ".amdgpu_metadata" in text  # the blocks under test
    src = tmp_path / f"{path.stem}.s"
    src.write_text(text)
    ours = run_gcnls(str(src), cpu)
    theirs = run_llvm(llvm_mc, str(src), cpu)
    assert ours[2] == theirs[2], (ours[1][:2000], theirs[1][:2000])
    assert ours[1] == theirs[1]
    if ours[0] != theirs[0]:
        import difflib

        diff = "\n".join(list(difflib.unified_diff(theirs[0].splitlines(), ours[0].splitlines(),
                                                   "llvm-mc", "gcnls", lineterm=""))[:60])
        pytest.fail(f"stdout differs:\n{diff}")


@pytest.mark.parametrize("cpu,path", PAIRS[::3], ids=[f"{c}-{p.stem}" for c, p in PAIRS[::3]])
def test_compiler_output_has_no_error_in_the_server(cpu, path, llvm_mc, tmp_path):
    """The whole output, unencoded families included: the server reports an error on
    exactly the lines llvm-mc 22 rejects (none, except where LLVM prints what its own
    parser refuses: ``s_buffer_load_dword ... glc`` on GCN 1.0/1.1)."""
    from gcnls.server.documents import Document

    text = compiled(cpu, path)
    doc = Document("file:///compiled.s", text)
    errors = sorted({(line + 1, d.message) for line, d in doc.diagnostics() if d.is_error})
    assert doc.target.proc.generation == f"gfx{generation(cpu)}"
    src = tmp_path / "compiled.s"
    src.write_text(text)
    stderr = run_llvm(llvm_mc, str(src), cpu)[1]
    theirs = sorted({(int(m[1]), m[2]) for m in re.finditer(r"^.*?:(\d+):\d+: error: (.*)$", stderr, re.M)})
    assert errors == theirs


_MEMORY = ("buffer_", "tbuffer_", "flat_", "global_", "scratch_", "image_")


_HOLD_PAIRS = sorted(set(PAIRS[1::3]) | {p for p in PAIRS if p[1].name.startswith("vmem")}, key=lambda p: (p[0], p[1].name))


@pytest.mark.parametrize("cpu,path", _HOLD_PAIRS, ids=[f"{c}-{p.stem}" for c, p in _HOLD_PAIRS])
def test_compiled_files_hold_what_they_are_for(cpu, path):
    """The comparison above covers the families these inputs were written for: every file
    yields vector ALU lines, and the vmem_* files vector-memory lines."""
    lines = [line.strip() for line in compiled(cpu, path).split("\n")]
    assert any(line.startswith("v_") for line in lines), f"no vector line in {path.name}"
    if path.name.startswith("vmem"):
        assert any(line.startswith(_MEMORY) for line in lines), f"no memory instruction in {path.name} for {cpu}"
