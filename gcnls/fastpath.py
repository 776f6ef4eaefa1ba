"""Compiled line templates for batch assembly (``gcnls mc`` on large files).

Most lines of real code are the plain form of an instruction: numbered registers,
integer offsets, modifiers in order. For each instruction this module derives, from its
ISA entry, one regular expression for that plain form and an encoder for its captures.
A line that matches and passes every check is encoded here; anything else (labels,
special registers, expressions, out-of-range values, errors of any kind) returns None
and goes through the full assembler, which stays the single authority: the tests
assert that both give identical text and bytes wherever the fast path answers.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import isa
from .encoding import instruction_text, offset_rule, pack, signed_hex
from .registers import register_file

_INT = r"(-?(?:0[xX][0-9a-fA-F]+|[1-9][0-9]*|0))"
_UINT = r"(0[xX][0-9a-fA-F]+|[1-9][0-9]*|0)"
_SEP = r"[ \t]*,[ \t]*"

Encoder = Callable[[re.Match], "tuple[str, bytes] | None"]


def _reg_pattern(prefix: str, width: int) -> str:
    return rf"{prefix}([0-9]+)" if width == 1 else rf"{prefix}\[([0-9]+):([0-9]+)\]"


def _compile(inst: isa.Instruction, gen: str, rf) -> tuple[re.Pattern, Encoder] | None:
    enc = inst.encoding
    if inst.requires or "swizzle" in inst.modifiers:
        return None
    layout = enc.layouts[gen]
    parts: list[str] = []
    steps: list[Callable] = []  # each consumes groups and fills values/printed; False = not plain
    for spec in inst.operands:
        kind, field, width = spec.kind, spec.field, spec.width
        if kind in ("v", "s"):
            parts.append(_reg_pattern(kind, width))
            limit = 256 if kind == "v" else rf.sgprs
            align = 1 if kind == "v" else min(1 << (width - 1).bit_length(), 4)
            shift = 1 if field == "sbase" else 0

            def step(groups, values, printed, kind=kind, field=field, width=width, limit=limit,
                     align=align, shift=shift):
                lo = int(next(groups))
                hi = lo if width == 1 else int(next(groups))
                if hi - lo + 1 != width or lo % align or hi >= limit:
                    return False
                values[field] = lo >> shift
                printed.append(f"{kind}{lo}" if width == 1 else f"{kind}[{lo}:{hi}]")
                return True
        elif kind in ("simm16", "imm16"):
            parts.append(_INT)
            low = -0x8000 if kind == "simm16" else 0

            def step(groups, values, printed, field=field, low=low):
                v = int(next(groups), 0)
                if not low <= v <= 0xFFFF:
                    return False
                values[field] = v & 0xFFFF
                printed.append(f"0x{v & 0xFFFF:x}")
                return True
        elif kind in ("smem_offset", "smrd_offset"):
            parts.append(rf"(?:{_INT}|s([0-9]+))")
            lo, hi = offset_rule(inst, gen).range  # literal offsets go the long way

            def step(groups, values, printed, field=field, lo=lo, hi=hi):
                imm, reg = next(groups), next(groups)
                if imm is not None:
                    v = int(imm, 0)
                    if not lo <= v <= hi:
                        return False
                    values[field] = v
                    values["imm"] = 1
                    printed.append(signed_hex(v))
                else:
                    r = int(reg)
                    if r >= rf.sgprs:
                        return False
                    values[field] = r
                    values["imm"] = 0
                    printed.append(f"s{r}")
                return True
        else:
            return None  # hwreg, labels, literals: the full assembler handles them
        steps.append(step)

    mods: list[tuple[str, str, bool]] = []  # (name, field, has_value)
    mod_parts: list[str] = []
    for name in inst.modifiers:
        spec = enc.modifiers[name]
        if gen not in spec.generations:
            continue
        if enc.key == "smem" and name == "offset":
            continue  # the SGPR+offset form has its own rules: lines using it go the long way
        if name in ("glc", "gds"):
            mod_parts.append(rf"(?:[ \t]+({name}))?")
            mods.append((name, spec.field, False))
        elif enc.key == "ds" and name in ("offset", "offset0", "offset1"):
            mod_parts.append(rf"(?:[ \t]+{name}:{_UINT})?")
            mods.append((name, spec.field, True))
        else:
            return None
    ds_limits = {"offset": 0xFFFF, "offset0": 0xFF, "offset1": 0xFF}
    ops = _SEP.join(parts)
    pattern = re.compile(rf"[ \t]*{re.escape(inst.name)}" + (rf"[ \t]+{ops}" if ops else "")
                         + "".join(mod_parts) + r"[ \t]*")
    fixed = dict(layout.fixed)
    fixed["op"] = inst.opcodes[gen]
    size = inst.size(gen)
    name = inst.name

    def encode(m: re.Match) -> tuple[str, bytes] | None:
        groups = iter(m.groups())
        values = dict(fixed)
        printed: list[str] = []
        for step in steps:
            if not step(groups, values, printed):
                return None
        mod_text = []
        for mname, field, has_value in mods:
            g = next(groups)
            if g is None:
                continue
            if not has_value:
                values[field] = 1
                mod_text.append(mname)
                continue
            v = int(g, 0)
            if v > ds_limits[mname]:
                return None
            values[field] = v
            if v:
                mod_text.append(f"{mname}:{v}")
        return instruction_text(name, printed, mod_text), pack(layout, values).to_bytes(size, "little")

    return pattern, encode


class FastAssembler:
    """``fast(code_line)`` -> (llvm-mc text, bytes) for plain lines, else None."""

    def __init__(self, proc: isa.Processor):
        data = isa.load()
        gen = proc.generation
        rf = register_file(gen, proc.features)
        self._table: dict[str, tuple[re.Pattern, Encoder] | None] = {}
        for name in data.instructions:
            inst = data.instruction(name, gen)
            self._table[name] = _compile(inst, gen, rf) if inst is not None else None

    def __call__(self, code: str) -> tuple[str, bytes] | None:
        head = code.split(None, 1)
        if not head:
            return None
        entry = self._table.get(head[0])
        if entry is None:
            return None
        pattern, encode = entry
        m = pattern.fullmatch(code)
        if m is None:
            return None
        try:
            return encode(m)
        except ValueError:  # a number past Python's int() digit limit: the full path reports it
            return None
