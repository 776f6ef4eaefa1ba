"""Hardware rules from the ISA documents that llvm-mc does not enforce.

They are warnings with their own codes and never change a verdict: what assembles with
llvm-mc still assembles, but the hardware may not do what the text says.
"""

from __future__ import annotations

from .diagnostics import Diagnostic, Severity
from .syntax import RegOp


def _reg_operands(encoded) -> dict[str, RegOp]:
    return {spec.field: op for spec, op in encoded.operands if isinstance(op, RegOp)}


def _sgprs(op: RegOp) -> set[int]:
    reg = op.reg
    return set(range(reg.index, reg.index + reg.width)) if reg.kind == "s" else set()


def _written_sgprs(encoded) -> set[int]:
    """SGPRs an instruction writes: its operands the data lists under ``writes``."""
    writes = encoded.instruction.writes
    out: set[int] = set()
    for spec, op in encoded.operands:
        if spec.field in writes and isinstance(op, RegOp):
            out |= _sgprs(op)
    return out


# How many instructions before a line its rules look at: a line's warnings depend only on
# the line itself and on the LOOK_BACK instructions before it (lines that are not
# instructions, such as labels, comments and directives, are skipped).
LOOK_BACK = 1


def is_instruction(r) -> bool:
    """Does the line hold an instruction (modelled or not)?"""
    return r is not None and (r.encoded is not None or r.unmodelled is not None)


def reach(results, line: int) -> int:
    """The last line whose warnings can change when ``line`` changes: the LOOK_BACK-th
    instruction after it (or the last line of the document)."""
    n = len(results)
    k = line
    for _ in range(LOOK_BACK):
        k += 1
        while k < n and not is_instruction(results[k]):
            k += 1
        if k >= n:
            return n - 1
    return k


def check(results, proc, start: int = 0, end: int | None = None) -> list[tuple[int, Diagnostic]]:
    """The warnings of lines ``start`` .. ``end - 1`` (all lines by default), as (line,
    diagnostic) in line order; lines before ``start`` are read for their LOOK_BACK
    instructions only, so checking a window costs what the window costs."""
    n = len(results)
    end = n if end is None else min(end, n)
    first = start
    for _ in range(LOOK_BACK):
        k = first - 1
        while k >= 0 and not is_instruction(results[k]):
            k -= 1
        if k < 0:
            break
        first = k
    out: list[tuple[int, Diagnostic]] = []
    gen = proc.generation
    previous = None  # the last encoded instruction
    for i in range(first, end):
        r = results[i]
        e = r.encoded
        if e is None:
            if r.unmodelled is not None:
                previous = None  # any instruction in between clears the hazard
            continue
        if i < start:
            previous = e
            continue
        inst = e.instruction
        regs = _reg_operands(e)
        name = inst.name
        if inst.encoding.key in ("smrd", "smem"):
            data, base = regs.get("sdata") or regs.get("sdst"), regs.get("sbase")
            offset = regs.get("offset") or regs.get("soffset")
            is_store = "store" in name or "atomic" in name
            if gen == "gfx8" and is_store and offset is not None and offset.reg.name != "m0":
                out.append((i, Diagnostic(
                    "smem-store-offset", "GCN 1.2 scalar stores and atomics take only M0 or an immediate as offset",
                    offset.start, offset.end, Severity.WARNING)))
            if data is not None and base is not None and not is_store and _sgprs(data) & _sgprs(base):
                out.append((i, Diagnostic(
                    "sdata-overlaps-sbase", "the destination overlaps the base registers this load reads",
                    data.start, data.end, Severity.WARNING)))
            if name.startswith("s_buffer_") and base is not None and previous is not None:
                third = base.reg.index + 2 if base.reg.kind == "s" else None
                if third is not None and third in _written_sgprs(previous):
                    out.append((i, Diagnostic(
                        "buffer-descriptor-hazard",
                        f"s{third} (the descriptor's third dword) was written by the previous instruction: "
                        "the hardware needs one instruction between them",
                        base.start, base.end, Severity.WARNING)))
            if gen == "gfx9" and e.fields.get("soe") and e.fields.get("offset", 0) >> 20:
                # The 21-bit offset field holds a negative value here (bit 20 set).
                out.append((i, Diagnostic(
                    "negative-offset", "a negative offset plus the SGPR offset can address below the base: "
                    "the result is undefined", offset.start if offset else 0, offset.end if offset else 1,
                    Severity.WARNING)))
        previous = e
    return out
