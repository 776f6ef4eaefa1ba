"""Registers, LDS and occupancy of each kernel: the code lens summary, the hover on an
``.amdhsa_next_free_*`` line, and a warning where the kernel descriptor declares fewer
registers than the kernel's instructions name (the hardware then allocates fewer, and
the registers past the declared ones belong to other waves).

Counts are LLVM's (gcnls/occupancy.py): the highest VGPR and SGPR named plus one, the
extra SGPRs after them, LDS from ``.amdhsa_group_segment_fixed_size``.
"""

from __future__ import annotations

from .. import occupancy
from ..diagnostics import Severity
from . import Finding, register

NEXT_VGPR, NEXT_SGPR = "amdhsa_next_free_vgpr", "amdhsa_next_free_sgpr"
LDS = "amdhsa_group_segment_fixed_size"
# Descriptor keys that reserve the extra SGPRs (value 0: not reserved), with the usage flag.
_RESERVES = (("amdhsa_reserve_vcc", "vcc", "VCC"), ("amdhsa_reserve_flat_scratch", "flat_scratch", "FLAT_SCRATCH"))


def descriptor_lines(results, name: str) -> dict[str, tuple[int, int, int]]:
    """key (without the dot) -> (line, start, end of its value) in the ``.amdhsa_kernel NAME``
    block of the document."""
    return all_descriptor_lines(results).get(name, {})


def all_descriptor_lines(results) -> dict[str, dict[str, tuple[int, int, int]]]:
    """descriptor_lines of every ``.amdhsa_kernel`` block, by kernel name, in one pass
    (a document of many kernels made one pass per kernel quadratic). The first block of
    a name counts."""
    out: dict[str, dict[str, tuple[int, int, int]]] = {}
    current: dict[str, tuple[int, int, int]] | None = None
    for i, r in enumerate(results):
        # Inside a kernel block the statement is the block's (results[i].directive), so
        # read the words themselves: the directive, then its value.
        toks = r.statement.tokens
        if not toks or not toks[0].text.startswith("."):
            continue
        tokens = [t for t in toks if t.text]
        word = tokens[0].text.lower()
        tok = tokens[1] if len(tokens) > 1 else None
        if word == ".amdhsa_kernel":
            name = tok.text if tok is not None else None
            current = None if name is None or name in out else out.setdefault(name, {})
        elif word == ".end_amdhsa_kernel":
            current = None
        elif current is not None and word.startswith(".amdhsa_"):
            a, b = (tok.start, tok.end) if tok is not None else (tokens[0].start, tokens[0].end)
            current[word[1:]] = (i, a, b)
    return out


def _lds(kernel) -> int:
    return (kernel.descriptor or {}).get(LDS, 0)


def _usage(kernel, results, proc) -> occupancy.Usage:
    return occupancy.usage(results, kernel.lines, proc)


def lds_text(n: int) -> str:
    if n < 1024:
        return f"{n} B"
    k = n / 1024
    return f"{k:g} KiB" if k == int(k) else f"{k:.1f} KiB"


def summary(kernel, results, proc) -> str:
    """The code lens text: "23 VGPRs · 18 SGPRs · 2 KiB LDS · occupancy 10"."""
    u = _usage(kernel, results, proc)
    sgprs = occupancy.total_sgprs(proc, u)
    lds = _lds(kernel)
    waves = occupancy.occupancy(proc, u.vgprs, sgprs, lds)
    parts = [f"{u.vgprs} VGPRs", f"{sgprs} SGPRs"]
    if lds:
        parts.append(f"{lds_text(lds)} LDS")
    parts.append(f"occupancy {waves}")
    text = " · ".join(parts)
    if u.calls:
        text += " (callees not counted)"
    return text


def explain(kernel, results, proc) -> str:
    """Markdown: where the numbers of the summary come from."""
    u = _usage(kernel, results, proc)
    gen = proc.generation
    g = occupancy.table()["generation"][gen]
    extra = occupancy.extra_sgprs(proc, u.vcc, u.flat_scratch)
    sgprs = occupancy.total_sgprs(proc, u)
    lds = _lds(kernel)
    lim = occupancy.limits(proc, u.vgprs, sgprs, lds)
    waves = occupancy.occupancy(proc, u.vgprs, sgprs, lds)
    why = []
    if u.vcc:
        why.append("VCC")
    if u.flat_scratch:
        why.append("FLAT_SCRATCH")
    if "xnack" in proc.features:
        why.append("XNACK mask")
    lines = [
        f"**{kernel.name or 'kernel'}** on {proc.name}: {summary(kernel, results, proc)}",
        "",
        f"- VGPRs: the instructions name up to v{u.vgprs - 1}" + (f" (line {u.vgpr_line + 1})" if u.vgprs else "")
        + f": {u.vgprs}, allocated in blocks of {g['vgpr_granule']} → at most {lim['VGPRs']} waves per SIMD",
        f"- SGPRs: up to s{u.sgprs - 1}" + (f" (line {u.sgpr_line + 1})" if u.sgprs else "")
        + f": {u.sgprs} numbered + {extra} extra" + (f" ({', '.join(why)})" if why and extra else "")
        + (f"; this processor always takes {sgprs} (SGPR initialisation bug)" if occupancy.init_bug(proc) else "")
        + f" = {sgprs} → at most {lim['SGPRs']} waves",
        f"- LDS: {lds_text(lds)} per work-group (of up to {g['workgroup']} work-items), {lds_text(g['lds'])} "
        f"per compute unit → at most {lim['LDS']} waves",
        f"- occupancy: {waves} of {g['waves']} waves per SIMD",
    ]
    if u.calls:
        lines.append(f"- calls at line(s) {', '.join(str(c + 1) for c in u.calls[:5])}: the callees' registers "
                     "are not counted")
    return "\n".join(lines)


def kernel_of_descriptor(kernels, results, line: int):
    """The kernel whose ``.amdhsa_kernel`` block holds ``line`` (or None)."""
    descriptors = all_descriptor_lines(results)
    for k in kernels:
        if k.descriptor is None or not k.name:
            continue
        spots = descriptors.get(k.name, {})
        if any(ln == line for ln, _, _ in spots.values()):
            return k
    return None


def hover(results, proc, line: int) -> str | None:
    """The explanation for a ``.amdhsa_next_free_vgpr``/``_sgpr`` line (else None)."""
    tokens = [t for t in results[line].statement.tokens if t.text] if 0 <= line < len(results) else []
    if not tokens or tokens[0].text.lower()[1:] not in (NEXT_VGPR, NEXT_SGPR):
        return None
    from .. import flow

    k = kernel_of_descriptor(flow.kernels(results, proc), results, line)
    return explain(k, results, proc) if k is not None and k.blocks else None


@register("resources")
def check(results, kernels, proc) -> list[Finding]:
    out: list[Finding] = []
    descriptors = None
    for k in kernels:
        if not k.descriptor or not k.blocks or not k.name:
            continue
        u = _usage(k, results, proc)
        if descriptors is None:
            descriptors = all_descriptor_lines(results)
        spots = descriptors.get(k.name, {})
        for key, used, reg, at, span in ((NEXT_VGPR, u.vgprs, "v", u.vgpr_line, u.vgpr_span),
                                         (NEXT_SGPR, u.sgprs, "s", u.sgpr_line, u.sgpr_span)):
            declared = k.descriptor.get(key)
            if declared is None or key not in spots or declared >= used:
                continue
            line, a, b = spots[key]
            kind = "VGPR" if reg == "v" else "SGPR"
            out.append(Finding(
                line, a, b,
                f"the kernel names {reg}{used - 1} but .{key} is {declared}: the hardware allocates "
                f"{declared} {kind}s and the rest belong to other waves (at least {used} needed)",
                "resources.underdeclared", Severity.WARNING,
                [(at, span[0], span[1], f"{reg}{used - 1} used here")] if at >= 0 else []))
        for key, flag, what in _RESERVES:
            if getattr(u, flag) and k.descriptor.get(key) == 0 and key in spots:
                line, a, b = spots[key]
                out.append(Finding(line, a, b, f"the kernel uses {what} but .{key} is 0: its SGPRs are not "
                                   "reserved", "resources.underdeclared", Severity.WARNING))
    return out
