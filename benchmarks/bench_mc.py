"""Benchmark: ``gcnls mc -show-encoding`` against llvm-mc 22 on a generated 100,000-line
file mixing every modelled family (SOPK, SMEM, DS and the scalar ALU: SOP1, SOP2, SOPC,
SOPP). Prints wall time and peak memory of both and their ratios.

    python benchmarks/bench_mc.py [--lines N] [--mcpu gfx900]
    python benchmarks/bench_mc.py --compiled [--mcpu gfx900]

--compiled takes LLVM's own compiler output instead (llvmlite, the oracle's kernels and
tests/data/compiler: kernel descriptors, metadata, data), with -triple=amdgcn-amd-amdhsa;
instruction lines of families gcnls does not encode yet are left out.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

LLVM_MC = os.environ.get("GCNLS_LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")


def generate(n: int, mcpu: str, seed: int = 0) -> str:
    """Valid lines of the modelled encodings with varied registers and offsets."""
    rng = random.Random(seed)
    lines = []
    for _ in range(n):
        k = rng.randrange(24)
        s = rng.randrange(0, 48) * 2
        v = rng.randrange(0, 250)
        if k >= 14:
            # the vector ALU, about as often as in compiled kernels (VOP2/VOP3/VOP1/VOPC)
            lines.append(rng.choice([
                f"v_add_f32 v{v}, v{v + 1}, v{v + 2}", f"v_mul_f32_e32 v{v}, s{s}, v{v + 3}",
                f"v_fma_f32 v{v}, v{v + 1}, v{v + 2}, v{v + 3}", f"v_mov_b32 v{v}, 0x{rng.randrange(1 << 32):x}",
                f"v_lshlrev_b32 v{v}, {rng.randrange(0, 32)}, v{v + 1}", f"v_add_co_u32 v{v}, vcc, v{v + 1}, v{v + 2}",
                f"v_cmp_lt_u32 vcc, v{v}, v{v + 1}", f"v_cndmask_b32 v{v}, v{v + 1}, v{v + 2}, vcc",
                f"v_mad_u32_u24 v{v}, v{v + 1}, v{v + 2}, v{v + 3}", f"v_add_f32_e64 v{v}, -v{v + 1}, |v{v + 2}| clamp",
                f"v_cvt_f32_u32 v{v}, v{v + 1}", f"v_mul_lo_u32 v{v}, v{v + 1}, s{s}"]))
        elif k == 0:
            lines.append(f"s_load_dwordx2 s[{s}:{s + 1}], s[{(s + 2) % 96}:{(s + 2) % 96 + 1}], 0x{rng.randrange(0, 1 << 16):x}")
        elif k == 1:
            lines.append(f"s_buffer_load_dword s{s}, s[{s // 4 * 4}:{s // 4 * 4 + 3}], 0x{rng.randrange(0, 256):x} glc")
        elif k == 2:
            lines.append(f"s_movk_i32 s{s}, 0x{rng.randrange(0, 1 << 16):x}")
        elif k == 3:
            lines.append(f"s_cmpk_lt_u32 s{s}, {rng.randrange(0, 1 << 16)}")
        elif k == 4:
            lines.append(f"ds_read_b32 v{v}, v{v + 1} offset:{rng.randrange(0, 1 << 16)}")
        elif k == 5:
            lines.append(f"ds_write2_b32 v{v}, v{v + 1}, v{v + 2} offset0:{rng.randrange(256)} offset1:{rng.randrange(256)}")
        elif k == 6:
            lines.append(f"s_mov_b32 s{s}, s{(s + 3) % 100}")
        elif k == 7:
            lines.append(f"s_add_u32 s{s}, s{(s + 5) % 100}, {rng.randrange(-16, 65)}")
        elif k == 8:
            lines.append(f"s_and_b32 s{s}, s{(s + 1) % 100}, 0x{rng.randrange(1 << 32):x}")
        elif k == 9:
            lines.append(f"s_cmp_eq_u32 s{s}, {rng.randrange(0, 65)}")
        elif k == 10:
            lines.append(f"s_and_saveexec_b64 s[{s}:{s + 1}], s[{(s + 4) % 96}:{(s + 4) % 96 + 1}]")
        elif k == 11:
            lines.append(f"s_waitcnt vmcnt({rng.randrange(16)}) lgkmcnt({rng.randrange(16)})")
        elif k == 12:
            lines.append(f"s_cbranch_scc0 {rng.randrange(-100, 100)}")
        else:
            lines.append(rng.choice(["s_nop 0", "s_endpgm", "s_barrier", f"s_lshl_b64 s[{s}:{s + 1}], s[2:3], 4"]))
    return "\n".join(lines) + "\n"


def compiled(mcpu: str) -> str:
    """LLVM's assembly of the bundled IR file with the longest output (separate outputs
    define the same symbols, so they are not joined); a subprocess per compile, since an
    unsupported intrinsic aborts the process."""
    from pathlib import Path

    from gcnls import isa
    from gcnls.analysis import analyze
    from gcnls.xcheck.llvmlite_oracle import KERNEL_DIR

    root = Path(__file__).resolve().parent.parent
    files = sorted(KERNEL_DIR.glob("*.ll")) + sorted((root / "tests" / "data" / "compiler").glob("*.ll"))
    proc = isa.load().processor(mcpu)
    parts = []
    for f in files:
        p = subprocess.run([sys.executable, "-m", "gcnls.xcheck.llvmlite_oracle", "--asm", mcpu, str(f)],
                           capture_output=True, text=True, timeout=120)
        if p.returncode != 0:
            continue  # not for this processor
        program = analyze(p.stdout, proc)
        lines = p.stdout.split("\n")
        keep = [x for i, x in enumerate(lines) if i >= len(program.results) or program.results[i].unmodelled is None]
        parts.append("\n".join(keep))
    return max(parts, key=len)


def run(cmd: list[str]) -> tuple[float, int]:
    """Wall seconds and peak RSS (KiB) of one child process (its own rusage, via wait4)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return time.perf_counter() - start, usage.ru_maxrss


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=100_000)
    ap.add_argument("--mcpu", default="gfx900")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--compiled", action="store_true", help="LLVM compiler output as input")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "bench.s")
        text = compiled(args.mcpu) if args.compiled else generate(args.lines, args.mcpu)
        args.lines = text.count("\n") + 1
        with open(path, "w") as f:
            f.write(text)
        arch = "-triple=amdgcn-amd-amdhsa" if args.compiled else "-arch=amdgcn"
        flags = [arch, f"-mcpu={args.mcpu}", "-show-encoding", path]
        ours = [run([sys.executable, "-m", "gcnls", "mc", *flags]) for _ in range(args.repeat)]
        theirs = [run([LLVM_MC, *flags]) for _ in range(args.repeat)]
        # --gcnls-warnings sends every line through the full assembler (no templates).
        full = [run([sys.executable, "-m", "gcnls", "mc", "--gcnls-warnings", *flags]) for _ in range(args.repeat)]
    g_wall = min(w for w, _ in ours)
    l_wall = min(w for w, _ in theirs)
    g_mem = max(m for _, m in ours)
    l_mem = max(m for _, m in theirs)
    print(f"lines: {args.lines}  mcpu: {args.mcpu}  best of {args.repeat}")
    print(f"gcnls mc   wall {g_wall:7.3f} s   peak RSS {g_mem / 1024:7.1f} MiB")
    print(f"llvm-mc 22 wall {l_wall:7.3f} s   peak RSS {l_mem / 1024:7.1f} MiB")
    f_wall, f_mem = min(w for w, _ in full), max(m for _, m in full)
    print(f"gcnls mc, full assembler only (--gcnls-warnings) wall {f_wall:7.3f} s   peak RSS {f_mem / 1024:7.1f} MiB")
    print(f"ratio gcnls/llvm-mc: wall {g_wall / l_wall:.2f}, memory {g_mem / l_mem:.2f}; "
          f"full assembler {f_wall / l_wall:.2f}")


if __name__ == "__main__":
    main()
