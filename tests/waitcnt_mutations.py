"""Mutations of LLVM's compiler output for the waitcnt recall test (tests/test_waitcnt_corpus.py).

Each s_waitcnt of a compiled kernel is removed, and each of its counters weakened by one
step (N -> N+1), one at a time. A mutation is re-checked on the kernel that holds it only
(the line's result is swapped in the analysed document, nothing else is re-analysed).
"""

from __future__ import annotations

from dataclasses import dataclass

from gcnls import analysis, flow, waitcnt as wc
from gcnls.checks import waitcnt as check


@dataclass(frozen=True, slots=True)
class Mutation:
    file: str
    line: int  # 0-based
    original: str
    kind: str  # "remove" or "weaken vmcnt" ...
    text: str  # the replacement line ("" when removed)


def mutations(file: str, lines: list[str], results, proc) -> list[Mutation]:
    gen = proc.generation
    out = []
    for i, r in enumerate(results):
        e = r.encoded
        if e is None or not e.instruction.waits:
            continue
        counts = wc.unpack(e.fields["simm16"], gen)
        out.append(Mutation(file, i, lines[i], "remove", ""))
        for name, value in counts.items():
            if value < wc.maximum(name, gen):
                weaker = dict(counts, **{name: value + 1})
                shown = [f"{n}({weaker[n]})" for n in wc.COUNTERS if weaker[n] != wc.maximum(n, gen)]
                text = "\ts_waitcnt " + " ".join(shown) if shown else ""
                out.append(Mutation(file, i, lines[i], f"weaken {name}", text))
    return out


def reported(m: Mutation, results, kernels, proc) -> bool:
    """Does the waitcnt check report anything in the mutated kernel?"""
    kernel = next(k for k in kernels if k.first <= m.line <= k.last)
    changed = list(results)
    changed[m.line] = analysis.analyze_line(m.text, proc)
    mk = flow.kernels(changed[kernel.first:kernel.last + 1], proc)
    # the kernel alone, re-based at 0 (its descriptor decides whether it is callable)
    for k in mk:
        k.descriptor = kernel.descriptor
    described = any(k.descriptor is not None for k in kernels)
    sub = changed[kernel.first:kernel.last + 1]
    found, _ = check.analyse(sub, [_with_name(k, kernel.name) for k in mk], proc, described=described)
    return bool(found)


def _with_name(k, name):
    k.name = name
    return k


def _keys(e, fields) -> set[int]:
    out = set()
    for fld, _op, keys in check._operand_regs(e):
        if fld in fields:
            out.update(keys)
    return out


_COUNTER_OF = {"vmcnt": "vm", "expcnt": "exp", "lgkmcnt": "lgkm"}


def dependency_waits(results, kernel, proc) -> dict[int, set[str]]:
    """The s_waitcnt lines of ``kernel`` that guard a register dependency, with the counters
    that guard one, found without the analysis's counting: the next instruction reads or
    writes a register that a memory instruction counted on that counter since the previous
    s_waitcnt (in document order) writes; overwrites a VGPR an export, a GDS operation or a
    GCN 1.0 vector-memory store since then reads (expcnt); or is a barrier (all), a cache
    invalidation (vmcnt) or a VCC branch (lgkmcnt). The other waits order memory (LLVM's
    memory model: volatile accesses, atomics, fences), which register tracking cannot see;
    they count in the overall figure only."""
    holds_store_data = check._gen_has("store_data_expcnt", proc.generation)
    out: dict[int, set[str]] = {}
    loaded: dict[str, set[int]] = {"vm": set(), "lgkm": set()}
    held: set[int] = set()
    lines = kernel.lines
    for a, b in zip(lines, lines[1:]):
        e, nxt = results[a].encoded, results[b].encoded
        if e is None:
            continue
        inst = e.instruction
        if not inst.waits:
            counter = inst.counter.split()
            for c in counter:
                if c in loaded:
                    loaded[c] |= _keys(e, inst.writes)
            if "exp" in counter or e.fields.get("gds"):
                held |= {k for k in _keys(e, inst.reads) if k < check.S}
            elif holds_store_data and "vm" in counter:
                held |= _keys(e, ("vdata",)) & _keys(e, inst.reads)
            continue
        if nxt is not None:
            ni = nxt.instruction
            reads, writes = _keys(nxt, ni.reads), _keys(nxt, ni.writes)
            guards = {c for c, regs in loaded.items() if (reads | writes) & regs}
            if writes & held:
                guards.add("exp")
            if "barrier" in ni.traits:
                guards |= {"vm", "lgkm", "exp"}
            if "cache_invalidate" in ni.traits:
                guards.add("vm")
            if ni.branch and "vcc" in ni.reads:
                guards.add("lgkm")
            if guards:
                out[a] = guards
        loaded = {"vm": set(), "lgkm": set()}
        held = set()
    return out


def is_dependency(m: Mutation, deps: dict[int, set[str]]) -> bool:
    guards = deps.get(m.line)
    if not guards:
        return False
    return m.kind == "remove" or _COUNTER_OF[m.kind.split()[1]] in guards
