"""Occupancy per generation at every granule boundary, against LLVM 22 (llvmlite).

For each processor the test writes kernels whose inline assembly clobbers one VGPR
(every multiple of the VGPR granule and the count after it), one SGPR (every count where
LLVM's SGPR table changes and the one after), VCC or FLAT_SCRATCH, or that allocate LDS
(each size where the LDS limit changes and the size just below); LLVM compiles them in a
subprocess (an unsupported feature aborts the process) and prints, per kernel, its
"; NumVgprs:", "; TotalNumSgprs:" and "; Occupancy:". gcnls.occupancy must give the same
total SGPRs and occupancy from the same counts.
"""

from __future__ import annotations

import re
import subprocess
import sys
from functools import cache

import pytest

from gcnls import isa, occupancy

CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906")


def _asm_kernel(name: str, clobbers: str) -> str:
    return (f'define amdgpu_kernel void @{name}() {{\n'
            f'  call void asm sideeffect "", "{clobbers}"()\n  ret void\n}}\n')


def _lds_kernel(size: int) -> str:
    n = size // 4
    return (f'@lds{size} = internal addrspace(3) global [{n} x i32] poison, align 4\n'
            f'define amdgpu_kernel void @l{size}(i32 %i) {{\n'
            f'  %p = getelementptr [{n} x i32], ptr addrspace(3) @lds{size}, i32 0, i32 %i\n'
            f'  store volatile i32 0, ptr addrspace(3) %p\n  ret void\n}}\n')


def _sgpr_limit(proc) -> int:
    regs = occupancy._registers()
    if occupancy.init_bug(proc):
        return regs["init_bug_sgprs"]
    return regs["addressable_sgprs"][proc.generation] - (
        regs["flat_scratch_extra"][proc.generation] if proc.generation in regs["extras_counted"] else 0)


def lds_edges(generation: str) -> list[int]:
    """Sizes (multiples of 4) where the LDS limit changes, and the size just below each."""
    g = occupancy.table()["generation"][generation]
    out, last = [], None
    for size in range(4, g["lds"] + 4, 4):
        w = occupancy.waves_for_lds(generation, size)
        if w != last:
            out += [size - 4, size] if size > 4 else [size]
            last = w
    return sorted(set(out + [g["lds"]]))


def kernels(cpu: str) -> dict[str, tuple[str, int, int]]:
    """name -> (IR, VGPRs named, numbered SGPRs named) of the probe kernels for ``cpu``."""
    proc = isa.load().processor(cpu)
    g = occupancy.table()["generation"][proc.generation]
    out: dict[str, tuple[str, int, int]] = {}
    granule = g["vgpr_granule"]
    for n in sorted({1} | {k for m in range(granule, g["vgprs"] + 1, granule) for k in (m, m + 1)}):
        if n <= g["vgprs"]:
            out[f"v{n}"] = (_asm_kernel(f"v{n}", "~{v%d}" % (n - 1)), n, 0)
    limit = _sgpr_limit(proc)
    for n in sorted({1, limit} | {k for m, _ in g["sgpr_waves"] for k in (m, m + 1)}):
        if n <= limit:
            out[f"s{n}"] = (_asm_kernel(f"s{n}", "~{s%d}" % (n - 1)), 0, n)
    for reg in ("vcc", "flat_scratch"):
        for n in (1, 5):
            out[f"{reg}{n}"] = (_asm_kernel(f"{reg}{n}", "~{s%d},~{%s}" % (n - 1, reg)), 0, n)
    for size in lds_edges(proc.generation):
        out[f"l{size}"] = (_lds_kernel(size), -1, -1)
    return out


_SET = re.compile(r"^\s*\.set\s+([\w.]+)\.(numbered_sgpr|num_vgpr|uses_vcc|uses_flat_scratch),\s*(\d+)\s*$")
_FIGURE = re.compile(r"^; (NumVgprs|TotalNumSgprs|Occupancy|LDSByteSize): (\d+)", re.M)


@cache
def figures(cpu: str) -> dict[str, dict[str, int]]:
    ir = "".join(text for text, _, _ in kernels(cpu).values())
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(ir)
    proc = subprocess.run([sys.executable, "-m", "gcnls.xcheck.llvmlite_oracle", "--asm", cpu, f.name],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out: dict[str, dict[str, int]] = {}
    name = None
    for line in proc.stdout.splitlines():
        m = re.match(r"^([A-Za-z_][\w.]*):", line)
        if m:
            name = m.group(1)
            continue
        m = _FIGURE.match(line)
        if m and name:
            out.setdefault(name, {})[m.group(1)] = int(m.group(2))
        m = _SET.match(line)
        if m:
            out.setdefault(m.group(1), {})[m.group(2)] = int(m.group(3))
    return out


@pytest.mark.parametrize("cpu", CPUS)
def test_occupancy_equals_llvms_at_every_boundary(cpu):
    proc = isa.load().processor(cpu)
    got = figures(cpu)
    probes = kernels(cpu)
    assert set(got) == set(probes), set(probes) ^ set(got)
    bad = []
    for name, (_, vgprs, sgprs) in probes.items():
        llvm = got[name]
        if vgprs >= 0:
            # LLVM may name more SGPRs than the clobber (flat scratch set-up): its own count
            u = occupancy.Usage(vgprs=vgprs, sgprs=llvm["numbered_sgpr"], vcc=bool(llvm["uses_vcc"]),
                                flat_scratch=bool(llvm["uses_flat_scratch"]))
            assert llvm["NumVgprs"] == vgprs and llvm["numbered_sgpr"] >= sgprs, (name, llvm)
            assert name[:3] not in ("vcc", "fla") or llvm["uses_" + name.rstrip("0123456789")], (name, llvm)
            total = occupancy.total_sgprs(proc, u)
            if total != llvm["TotalNumSgprs"]:
                bad.append((name, "sgprs", total, llvm["TotalNumSgprs"]))
        else:
            total = llvm["TotalNumSgprs"]
        mine = occupancy.occupancy(proc, llvm["NumVgprs"], total, llvm["LDSByteSize"])
        if mine != llvm["Occupancy"]:
            bad.append((name, "occupancy", mine, llvm["Occupancy"]))
    assert not bad, bad


def test_vgpr_granules_by_formula():
    # The VGPR limit is 256 / (count rounded up to 4), at most 10: spot values.
    for gen in ("gfx6", "gfx7", "gfx8", "gfx9"):
        assert [occupancy.waves_for_vgprs(gen, n) for n in (1, 24, 25, 28, 29, 64, 65, 128, 129, 256)] == \
            [10, 10, 9, 9, 8, 4, 3, 2, 1, 1]


def test_sgpr_tables():
    assert [occupancy.waves_for_sgprs("gfx6", n) for n in (48, 49, 80, 81, 104)] == [10, 9, 6, 5, 5]
    assert [occupancy.waves_for_sgprs("gfx9", n) for n in (80, 81, 88, 89, 100, 101)] == [10, 9, 9, 8, 8, 7]


def test_lds_limits():
    # 64 KiB per compute unit (32 KiB on GCN 1.0), work-groups of up to 1024 work-items.
    assert occupancy.waves_for_lds("gfx9", 0) == 10
    assert occupancy.waves_for_lds("gfx9", 1768) == 10
    assert occupancy.waves_for_lds("gfx9", 1772) == 9
    assert occupancy.waves_for_lds("gfx9", 1988) == 8
    assert occupancy.waves_for_lds("gfx9", 32768) == 8
    assert occupancy.waves_for_lds("gfx9", 32772) == 4
    assert occupancy.waves_for_lds("gfx9", 65540) == 1
    assert occupancy.waves_for_lds("gfx6", 32772) == 1
