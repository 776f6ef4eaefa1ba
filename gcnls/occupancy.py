"""Registers a kernel uses and the occupancy (waves per SIMD) they leave it.

The numbers are LLVM's: the VGPRs are the highest VGPR an instruction names plus one, the
numbered SGPRs likewise, and the total SGPRs add the extra ones the hardware keeps after
them (VCC, FLAT_SCRATCH, XNACK's mask: ``isa/amdhsa.toml`` [registers]). The occupancy
is the smallest of what the VGPRs, the SGPRs and the LDS allow (``isa/occupancy.toml``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from .isa import _load

# Special registers whose use makes the hardware keep extra SGPRs for them.
_VCC = frozenset({"vcc", "vcc_lo", "vcc_hi"})
_FLAT_SCRATCH = frozenset({"flat_scratch", "flat_scratch_lo", "flat_scratch_hi"})


@cache
def table() -> dict:
    return _load("occupancy")


@cache
def _registers() -> dict:
    from .amdhsa import table as amdhsa_table

    return amdhsa_table().registers


def extra_sgprs(proc, vcc: bool, flat_scratch: bool) -> int:
    """SGPRs the hardware keeps after the numbered ones: the largest reservation among
    VCC, FLAT_SCRATCH and (on processors with XNACK) XNACK's mask."""
    regs = _registers()
    gen = proc.generation
    extra = regs["vcc_extra"] if vcc else 0
    if "xnack" in proc.features:
        extra = max(extra, regs.get("xnack_extra", {}).get(gen, 0))
    if flat_scratch:
        extra = max(extra, regs["flat_scratch_extra"][gen])
    return extra


def init_bug(proc) -> bool:
    """Processors with the SGPR initialisation bug always get init_bug_sgprs SGPRs."""
    return proc.name in _registers()["init_bug_processors"]


def waves_for_vgprs(generation: str, vgprs: int) -> int:
    g = table()["generation"][generation]
    if vgprs < g["vgpr_granule"]:
        return g["waves"]
    granule = g["vgpr_granule"]
    rounded = -(-vgprs // granule) * granule
    return min(max(g["vgprs"] // rounded, 1), g["waves"])


def waves_for_sgprs(generation: str, sgprs: int) -> int:
    g = table()["generation"][generation]
    for limit, waves in g["sgpr_waves"]:
        if sgprs <= limit:
            return waves
    return g["sgpr_waves_beyond"]


def waves_for_lds(generation: str, lds: int, sizes: tuple[int, int] | None = None) -> int:
    """The most waves per SIMD a kernel with ``lds`` bytes of LDS per work-group reaches
    with work-groups of ``sizes`` (least, most work-items; by default 1 to the largest).

    The most waves come from the work-group size (in the range) that packs the most
    waves onto a compute unit: small groups are limited by how many groups the LDS and
    the barriers admit, large ones by the wave slots; this is LLVM's reckoning, spread
    evenly over the SIMDs."""
    g = table()["generation"][generation]
    lo, hi = sizes or (1, g["workgroup"])
    simds, size, slots = g["simds"], g["wave_size"], g["waves"]
    per_cu = slots * simds
    groups_lds = g["lds"] // max(lds, 1)
    if groups_lds == 0:
        return 1

    def props(wg: int) -> tuple[int, int, int]:
        waves = -(-wg // size)
        groups = per_cu if waves == 1 else min(per_cu // waves, g["barriers"])
        groups = min(groups, groups_lds)
        return waves, groups, waves * groups

    least_waves_wg, most_groups, most_waves = props(lo)
    most_waves_wg, least_groups, least_waves = props(hi)
    if least_waves >= most_waves:
        most_waves = least_waves
    else:
        spare = per_cu - most_groups * least_waves_wg
        if spare // most_groups:
            most_waves += most_groups * min(spare // most_groups, (hi - 1) // size + 1 - least_waves_wg)
    return min(max(-(-most_waves // simds), 1), slots)


@dataclass(slots=True)
class Usage:
    """What one kernel's instructions use."""

    vgprs: int = 0  # highest VGPR named plus one
    sgprs: int = 0  # highest numbered SGPR named plus one
    vcc: bool = False
    flat_scratch: bool = False
    vgpr_line: int = -1  # a line naming the highest VGPR (-1: none)
    sgpr_line: int = -1
    vgpr_span: tuple[int, int] = (0, 1)  # its columns there
    sgpr_span: tuple[int, int] = (0, 1)
    calls: list[int] = field(default_factory=list)  # lines of calls (registers of callees not counted)


def usage(results, lines, proc) -> Usage:
    """The registers the instructions on ``lines`` (document line indexes) name, read or
    written, explicitly or implicitly (VCC read by s_cbranch_vccz, written by a VOPC)."""
    u = Usage()
    for i in lines:
        r = results[i]
        e = r.encoded
        if e is None:
            continue
        for _, op in e.operands:
            reg = getattr(op, "reg", None)
            if reg is None:
                inner = getattr(op, "inner", None)
                reg = getattr(inner, "reg", None)
            if reg is None:
                continue
            top = reg.index + reg.width
            if reg.kind == "v":
                if top > u.vgprs:
                    u.vgprs, u.vgpr_line, u.vgpr_span = top, i, (op.start, op.end)
            elif reg.kind == "s":
                if top > u.sgprs:
                    u.sgprs, u.sgpr_line, u.sgpr_span = top, i, (op.start, op.end)
            elif reg.kind == "special":
                if reg.name in _VCC:
                    u.vcc = True
                elif reg.name in _FLAT_SCRATCH:
                    u.flat_scratch = True
        inst = e.instruction
        if any(name in _VCC for name in inst.reads) or any(name in _VCC for name in inst.writes):
            u.vcc = True
        br = inst.branch
        if br and not str(br.get("target", "")).startswith("label") and \
                any(w not in ("pc", "exec", "scc") for w in inst.writes):
            u.calls.append(i)
    return u


def total_sgprs(proc, u: Usage) -> int:
    """LLVM's .sgpr_count: the numbered SGPRs plus the extra ones (a fixed count on the
    processors with the SGPR initialisation bug)."""
    if init_bug(proc):
        return _registers()["init_bug_sgprs"]
    return u.sgprs + extra_sgprs(proc, u.vcc, u.flat_scratch)


def occupancy(proc, vgprs: int, sgprs: int, lds: int = 0) -> int:
    """Waves per SIMD: the smallest of the VGPR, SGPR (total) and LDS limits."""
    gen = proc.generation
    waves = waves_for_lds(gen, lds)
    if sgprs:
        waves = min(waves, waves_for_sgprs(gen, sgprs))
    if vgprs:
        waves = min(waves, waves_for_vgprs(gen, vgprs))
    return waves


def limits(proc, vgprs: int, sgprs: int, lds: int = 0) -> dict[str, int]:
    """Each resource's own limit (for the hover's explanation)."""
    gen = proc.generation
    return {"VGPRs": waves_for_vgprs(gen, max(vgprs, 1)), "SGPRs": waves_for_sgprs(gen, max(sgprs, 1)),
            "LDS": waves_for_lds(gen, lds)}
