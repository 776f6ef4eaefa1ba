"""Benchmark: ``gcnls mc -show-encoding`` against llvm-mc 22 on a generated 100,000-line
file mixing every modelled family (vector ALU, scalar ALU, SOPK, SMRD/SMEM, DS, MUBUF,
MTBUF, FLAT/GLOBAL, MIMG, EXP) in about the proportions of compiled kernels. Prints, for
both tools, wall time, CPU time (user + sys of the child: the machine is shared, and CPU
time is what load does not inflate) and peak memory, and the ratios of both times; the
full-assembler path (--gcnls-warnings) the same way. Checks first that gcnls's output is
llvm-mc's, byte for byte.

    python benchmarks/bench_mc.py [--lines N] [--mcpu gfx900] [--repeat 3]
    python benchmarks/bench_mc.py --compiled [--mcpu gfx900]

--compiled takes LLVM's own compiler output instead (llvmlite, the oracle's kernels and
tests/data/compiler: kernel descriptors, metadata, data), with -triple=amdgcn-amd-amdhsa.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

LLVM_MC = os.environ.get("GCNLS_LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")


def generate(n: int, mcpu: str, seed: int = 0) -> str:
    """Valid lines of every modelled family, in roughly the proportions of compiled kernels
    (the vector ALU about half of the lines, scalar ALU and scalar memory a third, LDS and
    vector memory the rest), spelled as llvm-mc accepts them on ``mcpu``'s generation."""
    from gcnls import isa

    gen = isa.load().processor(mcpu).generation
    gfx9, gfx8p, flat = gen == "gfx9", gen in ("gfx8", "gfx9"), gen != "gfx6"
    rng = random.Random(seed)
    r = rng.randrange
    add_co = {"gfx6": "v_add_i32", "gfx7": "v_add_i32", "gfx8": "v_add_u32", "gfx9": "v_add_co_u32"}[gen]
    addc = "v_addc_co_u32" if gfx9 else "v_addc_u32"

    def sp(a: int = 0) -> str:
        s = r(0, 48) * 2
        return f"s[{s}:{s + 1}]"

    def vp(w: int = 2) -> str:
        v = r(0, 240 // w) * w
        return f"v[{v}:{v + w - 1}]"

    def sq() -> str:
        s = r(0, 24) * 4
        return f"s[{s}:{s + 3}]"

    def so() -> str:
        s = r(0, 12) * 8
        return f"s[{s}:{s + 7}]"

    def vv() -> str:
        return f"v{r(256)}"

    def ss() -> str:
        return f"s{r(102)}"

    vector = [  # (weight, template)
        (5, lambda: f"v_add_f32 {vv()}, {vv()}, {vv()}"),
        (4, lambda: f"v_mul_f32_e32 {vv()}, {ss()}, {vv()}"),
        (4, lambda: f"v_fma_f32 {vv()}, {vv()}, {vv()}, {vv()}"),
        (3, lambda: f"v_fma_f64 {vp()}, {vp()}, {vp()}, {vp()}"),
        (2, lambda: f"v_mul_f64 {vp()}, {vp()}, {vp()}"),
        (4, lambda: f"v_mov_b32 {vv()}, 0x{r(1 << 32):x}"),
        (3, lambda: f"v_mov_b32_e32 {vv()}, {vv()}"),
        (3, lambda: f"v_lshlrev_b32 {vv()}, {r(32)}, {vv()}"),
        (2, lambda: f"v_lshrrev_b32_e32 {vv()}, {r(32)}, {vv()}"),
        (3, lambda: f"{add_co} {vv()}, vcc, {vv()}, {vv()}"),
        (2, lambda: f"{add_co}_e64 {vv()}, {sp()}, {vv()}, {vv()}"),
        (2, lambda: f"{addc} {vv()}, vcc, {vv()}, {vv()}, vcc"),
        (2, lambda: f"v_cmp_lt_u32 vcc, {vv()}, {vv()}"),
        (1, lambda: f"v_cmp_lt_u32_e64 {sp()}, {vv()}, {ss()}"),
        (2, lambda: f"v_cndmask_b32 {vv()}, {vv()}, {vv()}, vcc"),
        (1, lambda: f"v_cndmask_b32_e64 {vv()}, 0, 1, {sp()}"),
        (3, lambda: f"v_mad_u32_u24 {vv()}, {vv()}, {vv()}, {vv()}"),
        (3, lambda: f"v_mac_f32 {vv()}, {vv()}, {vv()}"),
        (1, lambda: f"v_mac_f32_e64 {vv()}, {vv()}, {ss()}"),
        (2, lambda: f"v_add_f32_e64 {vv()}, -{vv()}, |{vv()}| clamp"),
        (1, lambda: f"v_mul_f32_e64 {vv()}, {vv()}, {vv()} mul:2"),
        (2, lambda: f"v_cvt_f32_u32 {vv()}, {vv()}"),
        (2, lambda: f"v_mul_lo_u32 {vv()}, {vv()}, {ss()}"),
        (1, lambda: f"v_bfe_u32 {vv()}, {vv()}, {r(32)}, {r(1, 32)}"),
        (1, lambda: f"v_readfirstlane_b32 {ss()}, {vv()}"),
    ]
    if gfx8p:
        vector += [(2, lambda: f"v_add_f16_e32 {vv()}, {vv()}, {vv()}"),
                   (1, lambda: f"v_mov_b32_dpp {vv()}, {vv()} quad_perm:[{r(4)},{r(4)},{r(4)},{r(4)}] row_mask:0xf bank_mask:0xf"),
                   (1, lambda: f"v_add_f32_sdwa {vv()}, {vv()}, {vv()} dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD")]
    if gfx9:
        vector += [(2, lambda: f"v_add_u32 {vv()}, {vv()}, {vv()}"),
                   (2, lambda: f"v_add_lshl_u32 {vv()}, {vv()}, {vv()}, {r(32)}"),
                   (1, lambda: f"v_pk_fma_f16 {vv()}, {vv()}, {vv()}, {vv()}")]
    scalar = [
        (3, lambda: f"s_load_dwordx2 {sp()}, {sp()}, 0x{r(0, 1 << 6) * 4:x}"),
        (2, lambda: f"s_load_dwordx4 {sq()}, {sp()}, 0x{r(0, 1 << 6) * 4:x}"),
        (1, lambda: f"s_buffer_load_dword {ss()}, {sq()}, 0x{r(0, 256):x}"),
        (2, lambda: f"s_movk_i32 {ss()}, 0x{r(0, 1 << 16):x}"),
        (1, lambda: f"s_cmpk_lt_u32 {ss()}, {r(0, 1 << 16)}"),
        (3, lambda: f"s_mov_b32 {ss()}, {ss()}"),
        (1, lambda: f"s_mov_b64 {sp()}, exec"),
        (3, lambda: f"s_add_u32 {ss()}, {ss()}, {r(-16, 65)}"),
        (2, lambda: f"s_addc_u32 {ss()}, {ss()}, 0"),
        (2, lambda: f"s_and_b32 {ss()}, {ss()}, 0x{r(1 << 32):x}"),
        (2, lambda: f"s_lshl_b32 {ss()}, {ss()}, {r(32)}"),
        (1, lambda: f"s_lshl_b64 {sp()}, {sp()}, {r(64)}"),
        (1, lambda: f"s_mul_i32 {ss()}, {ss()}, {ss()}"),
        (2, lambda: f"s_cmp_eq_u32 {ss()}, {r(0, 65)}"),
        (1, lambda: f"s_and_saveexec_b64 {sp()}, {sp()}"),
        (1, lambda: f"s_or_b64 exec, exec, {sp()}"),
        (3, lambda: f"s_waitcnt vmcnt({r(16)}) lgkmcnt({r(16)})"),
        (1, lambda: f"s_cbranch_scc0 {r(-100, 100)}"),
        (1, lambda: f"s_cbranch_execz {r(-100, 100)}"),
        (1, lambda: rng.choice(["s_nop 0", "s_endpgm", "s_barrier", "s_setprio 2"])),
    ]
    memory = [
        (2, lambda: f"ds_read_b32 {vv()}, {vv()} offset:{r(0, 1 << 16)}"),
        (1, lambda: f"ds_read_b64 {vp()}, {vv()} offset:{r(0, 1 << 13) * 8}"),
        (1, lambda: f"ds_write_b32 {vv()}, {vv()} offset:{r(0, 1 << 16)}"),
        (1, lambda: f"ds_write2_b32 {vv()}, {vv()}, {vv()} offset0:{r(256)} offset1:{r(256)}"),
        (2, lambda: f"buffer_load_dword {vv()}, {vv()}, {sq()}, 0 offen offset:{r(4096)}"),
        (1, lambda: f"buffer_load_dwordx4 {vp(4)}, off, {sq()}, {ss()} offset:{r(4096)}"),
        (1, lambda: f"buffer_store_dword {vv()}, {vv()}, {sq()}, 0 idxen"),
        (1, lambda: f"buffer_atomic_add {vv()}, {vv()}, {sq()}, 0 offen glc"),
        (1, lambda: f"tbuffer_load_format_x {vv()}, off, {sq()}, 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]"),
        (1, lambda: f"image_sample {vp(4)}, {vp()}, {so()}, {sq()} dmask:0xf"),
        (1, lambda: f"image_load {vp(4)}, {vp(4)}, s[8:15] dmask:0xf unorm"),
        (1, lambda: f"exp mrt0 {vv()}, {vv()}, {vv()}, {vv()} done vm"),
    ]
    if flat:
        memory += [(2, lambda: f"flat_load_dword {vv()}, {vp()}"),
                   (1, lambda: f"flat_store_dwordx2 {vp()}, {vp()}")]
    else:
        memory += [(2, lambda: f"buffer_load_dword {vv()}, {vp()}, {sq()}, 0 addr64 offset:{r(4096)}")]
    if gfx9:
        memory += [(3, lambda: f"global_load_dword {vv()}, {vp()}, off offset:{r(-4096, 4096)}"),
                   (1, lambda: f"global_store_dwordx4 {vp()}, {vp(4)}, off")]
    groups = [(50, vector), (33, scalar), (17, memory)]
    # Only what gcnls encodes (the other lines would be errors, not a speed figure): the
    # families land one by one, and the generator follows them.
    data = isa.load()
    left_out = set()
    for _, fams in groups:
        for item in list(fams):
            mnemonic = item[1]().split()[0]
            if data.lookup(mnemonic, gen) is None:
                fams.remove(item)
                left_out.add(mnemonic)
    if left_out:
        print(f"left out (not encoded by gcnls yet): {' '.join(sorted(left_out))}", file=sys.stderr)
    lines = []
    for _ in range(n):
        fams = rng.choices([g for _, g in groups], [w for w, _ in groups])[0]
        make = rng.choices([t for _, t in fams], [w for w, _ in fams])[0]
        lines.append(make())
    return "\n".join(lines) + "\n"


def compiled(mcpu: str) -> str:
    """LLVM's assembly of the bundled IR file with the longest output (separate outputs
    define the same symbols, so they are not joined); a subprocess per compile, since an
    unsupported intrinsic aborts the process."""
    from pathlib import Path

    from gcnls.xcheck.llvmlite_oracle import KERNEL_DIR

    root = Path(__file__).resolve().parent.parent
    files = sorted(KERNEL_DIR.glob("*.ll")) + sorted((root / "tests" / "data" / "compiler").glob("*.ll"))
    parts = []
    for f in files:
        p = subprocess.run([sys.executable, "-m", "gcnls.xcheck.llvmlite_oracle", "--asm", mcpu, str(f)],
                           capture_output=True, text=True, timeout=120)
        if p.returncode != 0:
            continue  # not for this processor
        parts.append(p.stdout)
    return max(parts, key=len)


def fast_path_misses(text: str, mcpu: str) -> tuple[int, Counter]:
    """(instruction lines, lines the fast path leaves to the full assembler by encoding),
    in this process: the lines that cost most (about ten times a template's line)."""
    from gcnls import isa
    from gcnls.fastpath import FastAssembler
    from gcnls.source import strip_comments

    data = isa.load()
    proc = data.processor(mcpu)
    fast = FastAssembler(proc)
    total, missed = 0, Counter()
    for code in strip_comments(text.split("\n")):
        words = code.split(None, 1)
        inst = data.lookup(words[0], proc.generation) if words else None
        if inst is None:
            continue  # (labels, directives)
        total += 1
        if fast(code) is None:
            missed[inst.encoding.key] += 1
    return total, missed


def child_env(tmp: str) -> dict[str, str]:
    """gcnls as installed: compiled bytecode kept (here under ``tmp``, not in the source
    tree), which PYTHONDONTWRITEBYTECODE in the environment would otherwise forbid."""
    env = dict(os.environ, PYTHONPYCACHEPREFIX=os.path.join(tmp, "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run(cmd: list[str], out: str = os.devnull, env: dict | None = None) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds (user + sys) and peak RSS (KiB) of one child process (its
    own rusage, via wait4)."""
    with open(out, "wb") as sink:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=sink, stderr=subprocess.DEVNULL, env=env)
        _, _, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
    proc.returncode = 0
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=100_000)
    ap.add_argument("--mcpu", default="gfx900")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--compiled", action="store_true", help="LLVM compiler output as input")
    ap.add_argument("--no-full", action="store_true", help="skip the full-assembler runs")
    args = ap.parse_args()
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "bench.s")
        text = compiled(args.mcpu) if args.compiled else generate(args.lines, args.mcpu)
        args.lines = text.count("\n")
        with open(path, "w") as f:
            f.write(text)
        arch = "-triple=amdgcn-amd-amdhsa" if args.compiled else "-arch=amdgcn"
        flags = [arch, f"-mcpu={args.mcpu}", "-show-encoding", path]
        gcnls = [sys.executable, "-m", "gcnls", "mc"]
        env = child_env(tmp)
        empty = os.path.join(tmp, "empty.s")
        open(empty, "w").close()
        empty_flags = [arch, f"-mcpu={args.mcpu}", "-show-encoding", empty]
        run([*gcnls, *empty_flags], env=env)  # bytecode and the ISA cache (gcnls/isa_cache.py) written
        start = [run([*gcnls, *empty_flags], env=env) for _ in range(args.repeat)]
        cold = [run([*gcnls, *empty_flags], env=dict(env, GCNLS_NO_CACHE="1")) for _ in range(args.repeat)]
        l_start = [run([LLVM_MC, *empty_flags]) for _ in range(args.repeat)]
        mine, theirs = os.path.join(tmp, "gcnls.out"), os.path.join(tmp, "llvm.out")
        ours = [run([*gcnls, *flags], mine, env) for _ in range(args.repeat)]
        llvm = [run([LLVM_MC, *flags], theirs) for _ in range(args.repeat)]
        with open(mine, "rb") as a, open(theirs, "rb") as b:
            same = a.read() == b.read()
        # --gcnls-warnings sends every line through the full assembler (no templates).
        full = [] if args.no_full else [run([*gcnls, "--gcnls-warnings", *flags], env=env) for _ in range(args.repeat)]
    load_after = os.getloadavg()

    def best(runs):
        return min(r[0] for r in runs), min(r[1] for r in runs), max(r[2] for r in runs) / 1024

    g_wall, g_cpu, g_mem = best(ours)
    l_wall, l_cpu, l_mem = best(llvm)
    print(f"lines: {args.lines}  mcpu: {args.mcpu}  best of {args.repeat}  load average "
          f"{load_before[0]:.2f} -> {load_after[0]:.2f}")
    print(f"output identical to llvm-mc's: {'yes' if same else 'NO'}")
    total, missed = fast_path_misses(text, args.mcpu)
    print(f"fast-path misses: {sum(missed.values()) / max(total, 1):.2%} of {total} instruction lines"
          + "".join(f"; {family} {n / total:.2%}" for family, n in missed.most_common(8)))
    s_wall, s_cpu, _ = best(start)
    c_wall, c_cpu, _ = best(cold)
    ls_wall, ls_cpu, _ = best(l_start)
    print(f"start-up (empty file): gcnls wall {s_wall:.3f} s cpu {s_cpu:.3f} s (ISA cache off: wall {c_wall:.3f} s "
          f"cpu {c_cpu:.3f} s); llvm-mc wall {ls_wall:.3f} s cpu {ls_cpu:.3f} s")
    print(f"gcnls mc   wall {g_wall:7.3f} s   cpu {g_cpu:7.3f} s   peak RSS {g_mem:7.1f} MiB")
    print(f"llvm-mc 22 wall {l_wall:7.3f} s   cpu {l_cpu:7.3f} s   peak RSS {l_mem:7.1f} MiB")
    print(f"ratio gcnls/llvm-mc: wall {g_wall / l_wall:.2f}, cpu {g_cpu / l_cpu:.2f}, memory {g_mem / l_mem:.2f}")
    if full:
        f_wall, f_cpu, f_mem = best(full)
        print(f"gcnls mc --gcnls-warnings (full assembler) wall {f_wall:7.3f} s   cpu {f_cpu:7.3f} s   "
              f"peak RSS {f_mem:7.1f} MiB")
        print(f"ratio full/llvm-mc: wall {f_wall / l_wall:.2f}, cpu {f_cpu / l_cpu:.2f}")


if __name__ == "__main__":
    main()
