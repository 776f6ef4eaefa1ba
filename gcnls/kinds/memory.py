"""Scalar-memory offsets: SMRD's (GCN 1.0/1.1: 8-bit dword immediate, SGPR, or on 1.1 a
literal) and SMEM's (GCN 1.2/1.4: byte immediate, SGPR; gfx9's SGPR + offset:N form).

The immediates each generation takes are data (``[encoding.offset.GEN]``); an operand
left out is encoded and printed as 0x0, as llvm-mc does.
"""

from __future__ import annotations

from ..diagnostics import AsmError
from ..encoding import signed_hex
from ..registers import class_accepts
from ..syntax import ImmOp, RegOp
from .base import INT, Completion, Invalid, Kind, double_bits, invalid, register
from .registers import class_note, decode_scalar


def offset_rule(inst, generation: str):
    """The immediates ``inst``'s offset operand takes on ``generation``."""
    rule = inst.encoding.offset[generation]
    if rule.buffer is not None and inst.offset_rule == "buffer":
        rule = rule.buffer
    return rule


class _Offset(Kind):
    optional = True

    def fields(self, spec):
        return (spec.field, "imm", "soe", "soffset")

    def _register(self, spec, op, ctx) -> int:
        reg = op.reg
        if reg.kind == "v" or reg.width != 1 or not class_accepts(ctx.inst.encoding.key, spec.field, 1, reg, ctx.rf):
            raise invalid(op)
        return ctx.rf.scalar_code(reg)

    def _immediate(self, spec, op, ctx) -> int:
        if isinstance(op, ImmOp) and op.is_float:
            value = double_bits(op.float_value)  # (0.0 and 1e-319 fit, 0.5 and -0.0 do not)
        elif not isinstance(op, ImmOp) or op.value is None:
            raise invalid(op)
        else:
            value = op.value
        rule = offset_rule(ctx.inst, ctx.gen)
        lo, hi = rule.range
        if lo <= value <= hi:
            ctx.values[spec.field] = value
            ctx.values["imm"] = 1
        elif rule.literal is not None and rule.literal[0] <= value <= rule.literal[1]:
            ctx.values[spec.field] = rule.literal_code
            ctx.values["imm"] = 0
            ctx.extra.append(value)
        else:
            mn = ctx.mnemonic
            at = (mn.start, mn.end) if rule.error_at == "mnemonic" else (op.start, op.end)
            raise AsmError("offset-out-of-range", rule.error, *at)
        return value

    def fast(self, spec, inst, gen, rf):
        field = spec.field
        lo, hi = offset_rule(inst, gen).range  # literal offsets go the long way
        limit = rf.sgprs
        text = self.text

        def step(groups, values, printed):
            imm, reg = groups
            if imm is not None:
                v = int(imm, 0)
                if not lo <= v <= hi:
                    return False
                values[field] = v
                values["imm"] = 1
                printed.append(text(v))
            else:
                r = int(reg)
                if r >= limit:
                    return False
                values[field] = r
                values["imm"] = 0
                printed.append(f"s{r}")
            return True
        return rf"(?:{INT}|s([0-9]+))", step

    def complete(self, spec, inst, rf) -> list[Completion]:
        items = [Completion("0x0", "snippet", "immediate offset")]
        items += [Completion(f"s{i}", "register", "SGPR offset") for i in (0, 1)]
        if "m0" in rf.specials:
            items.append(Completion("m0", "register", "M0 offset"))
        return items

    def describe(self, spec, op, value: int) -> str:
        return f"`{op.reg.text()}`" if isinstance(op, RegOp) else f"{spec.field} = `{op.text}`"


class SmrdOffset(_Offset):
    name = "smrd_offset"
    summary = "offset: 8-bit dword immediate, SGPR, or (GCN 1.1) a 32-bit literal"

    @staticmethod
    def text(value: int) -> str:
        return f"0x{value:x}"  # llvm-mc prints SMRD offsets as unsigned hex

    def encode(self, spec, op, ctx) -> str:
        if isinstance(op, RegOp):
            ctx.values[spec.field] = self._register(spec, op, ctx)
            ctx.values["imm"] = 0
            return op.reg.text()
        return self.text(self._immediate(spec, op, ctx))

    def decode(self, spec, ctx) -> str:
        value = ctx.get(spec.field)
        if ctx.get("imm"):
            return self.text(value)
        rule = ctx.inst.encoding.offset[ctx.gen]
        if rule.literal_code is not None and value == rule.literal_code:
            return self.text(ctx.literal())
        text, code = decode_scalar(ctx, value, 1)
        ctx.used[spec.field] = code
        return text + class_note(ctx, ctx.inst, spec.field, 1, code)

    def examples(self, spec):
        return ["0x4", "0xff", "s4", "m0", "0x100"]

    def bad_examples(self, spec):
        return ["-1", "0x100000000", "v1", "sym"]


class SmemOffset(_Offset):
    """gfx9's ``SGPR offset:N`` puts the register in soffset (soe = 1) and N in offset."""

    name = "smem_offset"
    summary = "offset: byte immediate or SGPR/M0 (gfx9: SGPR plus offset:N)"
    text = staticmethod(signed_hex)  # SMEM offsets print as signed hex

    def encode(self, spec, op, ctx) -> str:
        values = ctx.values
        if isinstance(op, RegOp):
            code = self._register(spec, op, ctx)
            if "offset" in ctx.named:
                values["soffset"] = code
                values["soe"] = 1
                values["imm"] = 1
            else:
                # SMEM keeps the low 7 bits of the operand code (src_vccz 251 -> 123).
                values[spec.field] = code & 0x7F
                values["imm"] = 0
            return op.reg.text()
        if not isinstance(op, ImmOp) or op.value is None and not op.is_float:
            raise invalid(op)
        if "offset" in ctx.named:
            raise invalid(ctx.named["offset"])
        return self.text(self._immediate(spec, op, ctx))

    def decode(self, spec, ctx) -> str:
        f = ctx.fields
        imm = ctx.get("imm")
        soe = ctx.get("soe") if "soe" in f else 0
        offset = f[spec.field]
        width = ctx.layout.width(spec.field)
        if offset >> (width - 1) and ctx.inst.encoding.offset[ctx.gen].range[0] < 0:
            offset -= 1 << width  # a signed field (gfx9), read as such for the buffer forms too
        if soe and imm:
            ctx.used[spec.field] = f[spec.field]
            ctx.modifiers.append(f"offset:{signed_hex(offset)}")
            text, code = decode_scalar(ctx, f["soffset"], 1)
            ctx.used["soffset"] = code
            return text + class_note(ctx, ctx.inst, "soffset", 1, code)
        if imm:
            ctx.used[spec.field] = f[spec.field]
            return signed_hex(offset)
        if soe:
            text, code = decode_scalar(ctx, f["soffset"], 1)
            ctx.used["soffset"] = code
            return text + class_note(ctx, ctx.inst, "soffset", 1, code)
        text, code = decode_scalar(ctx, f[spec.field] & 0x7F, 1)
        ctx.used[spec.field] = code
        return text

    def examples(self, spec):
        return ["0x4", "0xfffff", "s4", "m0", "-0x10"]

    def bad_examples(self, spec):
        return ["0x100000", "-0x100001", "-1", "v1", "0x1fffff"]


SMRD_OFFSET = register(SmrdOffset())
SMEM_OFFSET = register(SmemOffset())
_ = Invalid
