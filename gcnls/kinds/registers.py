"""Register operands: VGPRs (``v``) and scalar registers (``s``) of a given width.

Which scalar registers a field admits is the operand class of registers.toml; a field
may hold the register number transformed (``shift``: sbase holds the pair number).
"""

from __future__ import annotations

from ..registers import Reg, class_accepts
from .base import Completion, Invalid, Kind, invalid, register

# llvm-mc 22's disassembler names scalar operand 125 "null" on every generation, although
# the assembler rejects null before gfx10 (registers.toml [names]).
NULL_CODE = 125
# SGPR tuples the disassembler accepts end at s103 (s[100:103], s[96:103], s[88:103]).
SGPR_TUPLE_END = 104
_VGPR_CLASS = {1: "VGPR_32", 2: "VReg_64", 3: "VReg_96", 4: "VReg_128"}


def scalar_align(width: int) -> int:
    return min(1 << (width - 1).bit_length(), 4)


def decode_scalar(ctx, code: int, width: int) -> tuple[str, int]:
    """A scalar operand field as llvm-mc's disassembler prints it, and the code it
    re-encodes. SGPR/TTMP tuples are aligned down (llvm-mc's "scalar reg isn't aligned"
    note goes nowhere) and may run past the generation's register file up to s103 /
    ttmp15; a misaligned special pair is invalid; 125 is "null" at any width."""
    rf = ctx.rf
    if code == NULL_CODE:
        if ctx.strict:
            raise Invalid
        return "null", code
    align = scalar_align(width)
    if code < rf.sgprs:
        first = code - code % align
        if first + width > (rf.sgprs if ctx.strict else SGPR_TUPLE_END):
            raise Invalid
        return Reg("s", first, width).text(), first
    if rf.ttmp_base <= code < rf.ttmp_base + rf.ttmp_count:
        index = code - rf.ttmp_base
        first = index - index % align
        if first + width > (rf.ttmp_count if ctx.strict else rf.limits["ttmp"]):
            raise Invalid
        return Reg("ttmp", first, width).text(), rf.ttmp_base + first
    reg = rf.scalar_from_code(code, width)
    if reg is None:
        raise Invalid
    return reg.text(), code


def class_note(ctx, inst, field: str, width: int, code: int) -> str:
    """llvm-mc prints a register the operand's class excludes (m0 as s_load_dword's
    destination, say) with a comment naming LLVM's register class (registers.toml)."""
    if code == NULL_CODE:
        return ""
    rf = ctx.rf
    reg = rf.scalar_from_code(code, width)
    if reg is None or class_accepts(inst.encoding.key, field, width, reg, rf):
        return ""
    if ctx.strict:
        raise Invalid
    llvm_class = rf.class_of(inst.encoding.key, field, width).get("llvm_class")
    if llvm_class is None:
        return ""
    return f"/*Invalid register, operand has '{llvm_class}' register class*/"


# The special registers plain code names (read and written like SGPRs): the fast path
# takes these by name. The read-only values (src_*, scc), trap and other registers with
# rules of their own go the long way.
_FAST_SPECIALS = ("exec", "exec_lo", "exec_hi", "vcc", "vcc_lo", "vcc_hi", "m0", "flat_scratch", "flat_scratch_lo",
                  "flat_scratch_hi")


def fast_specials(rf, takes) -> str:
    """The fast path's pattern of the plain special registers that ``takes(reg)``
    accepts, as one group; ``fast_special(rf, name)`` reads a match."""
    names = [n for n in _FAST_SPECIALS if n in rf.specials and not rf.specials[n][3]
             and takes(Reg("special", *rf.specials[n][:3]))]
    if not names:
        return "((?!))"  # (a group that never matches: the steps read it all the same)
    return "(" + "|".join(sorted(names, key=lambda n: (-len(n), n))) + r")(?![\w.$@])"


def fast_special(rf, name: str) -> tuple[int, str]:
    """(field code, llvm-mc's text) of a special register the fast path matched."""
    code, dwords, printed, _any = rf.specials[name]
    reg = Reg("special", code, dwords, printed)
    return rf.scalar_code(reg), reg.text()


class Scalar(Kind):
    name = "s"
    summary = "scalar register (SGPR, TTMP or special) or tuple"

    def syntax(self, spec) -> str:
        return f"s{spec.width}"

    def accepts(self, spec, inst, reg, rf) -> bool:
        return reg.kind != "v" and reg.width == spec.width and class_accepts(
            inst.encoding.key, spec.field, spec.width, reg, rf)

    def encode(self, spec, op, ctx) -> str:
        reg = getattr(op, "reg", None)
        if reg is None or not self.accepts(spec, ctx.inst, reg, ctx.rf):
            raise invalid(op)
        ctx.values[spec.field] = ctx.rf.scalar_code(reg) >> spec.shift
        return reg.text()

    def decode(self, spec, ctx) -> str:
        raw = ctx.fields[spec.field] << spec.shift
        if ctx.strict and raw == NULL_CODE and ctx.layout.width(spec.field) == 7:
            # A 7-bit field keeps the code's low bits: 125 is what src_scc (253) encodes to
            # on GCN 1.0/1.1, where null does not exist.
            reg = ctx.rf.scalar_from_code(raw | 0x80, spec.width)
            if reg is not None and class_accepts(ctx.inst.encoding.key, spec.field, spec.width, reg, ctx.rf):
                ctx.used[spec.field] = raw
                return reg.text()
        text, code = decode_scalar(ctx, raw, spec.width)
        ctx.used[spec.field] = code >> spec.shift
        return text + class_note(ctx, ctx.inst, spec.field, spec.width, code)

    def fast(self, spec, inst, gen, rf):
        width, field, shift = spec.width, spec.field, spec.shift
        align, limit = scalar_align(width), rf.sgprs
        specials = fast_specials(rf, lambda reg: self.accepts(spec, inst, reg, rf))
        if width == 1:
            def step(groups, values, printed):
                lo, special = groups
                if special is not None:
                    code, text = fast_special(rf, special)
                    values[field] = code >> shift
                    printed.append(text)
                    return True
                lo = int(lo)
                if lo >= limit:
                    return False
                values[field] = lo >> shift
                printed.append(f"s{lo}")
                return True
            return rf"(?:s([0-9]+)|{specials})", step

        def step(groups, values, printed):
            lo, hi, special = groups
            if special is not None:
                code, text = fast_special(rf, special)
                values[field] = code >> shift
                printed.append(text)
                return True
            lo, hi = int(lo), int(hi)
            if hi - lo + 1 != width or lo % align or hi >= limit:
                return False
            values[field] = lo >> shift
            printed.append(f"s[{lo}:{hi}]")
            return True
        return rf"(?:s\[([0-9]+):([0-9]+)\]|{specials})", step

    def complete(self, spec, inst, rf) -> list[Completion]:
        w = spec.width
        align = scalar_align(w)
        items = []
        for i in (0, align, 2 * align, 4 * align):
            reg = Reg("s", i, w)
            if self.accepts(spec, inst, reg, rf):
                items.append(Completion(reg.text(), "register", f"SGPR, {w} dword{'s' if w > 1 else ''}"
                                        + (f", aligned to {align}" if align > 1 else "")))
        treg = Reg("ttmp", 0, w)
        if w in rf.widths.get("ttmp", ()) and self.accepts(spec, inst, treg, rf):
            items.append(Completion(treg.text(), "register", "trap temporary"))
        seen = set()
        for name, (code, dwords, printed, _any) in sorted(rf.specials.items()):
            if dwords != w or printed in seen or code < 0:
                continue
            if self.accepts(spec, inst, Reg("special", code, dwords, printed), rf):
                seen.add(printed)
                items.append(Completion(printed, "register", f"special register (code {code})"))
        return items

    def describe(self, spec, op, value: int) -> str:
        reg = op.reg
        text = f"`{reg.text()}`"
        if spec.shift and reg.kind == "s" and value << spec.shift == reg.index:
            text += f" (first SGPR {reg.index} ÷ {1 << spec.shift})"
        return text

    _EXAMPLES = {1: ["s5", "s101", "vcc_lo", "m0", "ttmp3", "exec_hi"], 2: ["s[2:3]", "vcc", "exec", "ttmp[4:5]"],
                 4: ["s[4:7]", "ttmp[8:11]"], 8: ["s[8:15]"], 16: ["s[16:31]"]}

    def examples(self, spec) -> list[str]:
        return self._EXAMPLES[spec.width]

    def bad_examples(self, spec) -> list[str]:
        w = spec.width
        bad = [f"s[{w - 1 if w > 1 else 1}:{2 * w - 2 if w > 1 else 2}]", "s[0:2]", "v1", "s104", "s102",
               "flat_scratch_lo", "xnack_mask", "tba", "ttmp[12:13]", "null", "0", "s[106:107]"]
        if w >= 2:
            bad.append(f"s[{w + 1}:{2 * w}]")
        return bad


class Vector(Kind):
    name = "v"
    summary = "VGPR or VGPR tuple"

    def syntax(self, spec) -> str:
        return "vdst" if spec.field == "vdst" else f"v{spec.width}"

    def encode(self, spec, op, ctx) -> str:
        reg = getattr(op, "reg", None)
        if reg is None or reg.kind != "v" or reg.width != ctx.widths.get(spec.field, spec.width):
            raise invalid(op)
        ctx.values[spec.field] = reg.index
        return reg.text()

    def decode(self, spec, ctx) -> str:
        index = ctx.get(spec.field)
        width = ctx.widths.get(spec.field, spec.width)
        if ctx.strict and index + width > ctx.rf.vgprs:
            raise Invalid
        return Reg("v", index, width).text()

    def decode_agpr(self, spec, ctx, comment: bool) -> str:
        """The operand as an AGPR (the gfx8/gfx9 DS acc bit), which these operands do not
        take: llvm-mc prints it with a comment naming the VGPR class it wanted."""
        index = ctx.get(spec.field)
        if index + spec.width > ctx.rf.vgprs:
            raise Invalid
        text = Reg("a", index, spec.width).text()
        if comment:
            text += f"/*Invalid register, operand has '{_VGPR_CLASS[spec.width]}' register class*/"
        return text

    def fast(self, spec, inst, gen, rf):
        width, field = spec.width, spec.field
        if width == 1:
            def step(groups, values, printed):
                lo = int(groups[0])
                if lo >= 256:
                    return False
                values[field] = lo
                printed.append(f"v{lo}")
                return True
            return r"v([0-9]+)", step

        def step(groups, values, printed):
            lo, hi = map(int, groups)
            if hi - lo + 1 != width or hi >= 256:
                return False
            values[field] = lo
            printed.append(f"v[{lo}:{hi}]")
            return True
        return r"v\[([0-9]+):([0-9]+)\]", step

    def complete(self, spec, inst, rf) -> list[Completion]:
        w = spec.width
        return [Completion(Reg("v", i, w).text(), "register", f"VGPR, {w} dword{'s' if w > 1 else ''}")
                for i in (0, 1, 2, 4)]

    def describe(self, spec, op, value: int) -> str:
        return f"`{op.reg.text()}`"

    _EXAMPLES = {1: ["v1", "v255"], 2: ["v[2:3]", "v[1:2]"], 3: ["v[4:6]"], 4: ["v[4:7]", "v[1:4]"]}

    def examples(self, spec) -> list[str]:
        return self._EXAMPLES[spec.width]

    def bad_examples(self, spec) -> list[str]:
        return ["s1", "v256", f"v[0:{spec.width}]", "v[3:2]"]


SCALAR = register(Scalar())
VECTOR = register(Vector())
