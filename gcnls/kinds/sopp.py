"""Program-control immediates (SOPP's SIMM16 and s_set_gpr_idx_on's mode): a plain 16-bit
value (``simm16_trunc``), s_endpgm's optional one (``imm16_opt``), and the structured
operands ``waitcnt``, ``sendmsg`` and ``gpr_idx`` whose syntax, tables and printing live in
gcnls/waitcnt.py, sendmsg.py and gpr_idx.py (data: isa/waitcnt.toml, sendmsg.toml,
gpr_idx.toml)."""

from __future__ import annotations

import re
from dataclasses import replace

from .. import expr as ex
from .. import gpr_idx, sendmsg, waitcnt
from ..diagnostics import AsmError
from ..encoding import imm32_text
from ..lexer import Kind as TokenKind
from ..operands import ImmOp
from .base import INT, Completion, Invalid, Kind, double_bits, expression_bits, invalid, register


def _truncated(op) -> int | None:
    """The operand as llvm-mc's 32-bit truncation sees it (a float: its double's bits)."""
    if not isinstance(op, ImmOp):
        return None
    if op.is_float:
        return double_bits(op.float_value) & 0xFFFFFFFF
    if op.value is None:
        return None
    return op.value & 0xFFFFFFFF


class SimmTrunc(Kind):
    name = "simm16_trunc"
    summary = "16-bit immediate (any integer expression; the low 16 bits are encoded)"

    def encode(self, spec, op, ctx) -> str:
        value = _truncated(op)
        if value is None:
            raise invalid(op)
        ctx.values[spec.field] = value & 0xFFFF
        return imm32_text(value, "")  # -16..64 in decimal, else 32-bit hex (never a float)

    def decode(self, spec, ctx) -> str:
        return imm32_text(ctx.get(spec.field), "")

    def fast(self, spec, inst, gen, rf):
        field = spec.field

        def step(groups, values, printed):
            v = int(groups[0], 0)
            if not -0x8000 <= v <= 0xFFFF:
                return False
            values[field] = v & 0xFFFF
            printed.append(imm32_text(v & 0xFFFFFFFF, ""))
            return True
        return INT, step

    def examples(self, spec):
        return ["0", "1", "64", "65", "-1", "0xffff", "-0x8000", "0x10000", "1.0", "1+2"]

    def bad_examples(self, spec):
        return ["s1", "label", "v1"]


def _optional_read_twice(p):
    """s_endpgm's optional operand: llvm-mc's AMDGPU parser reads it twice when its first
    token starts no expression (its error stands at that token): the same error again, or,
    after a ',', the error of what follows the comma (none when that parses, or is the
    line's end). ``s_endpgm )``: two errors at ')'; ``s_endpgm , )``: at ',' then ')'."""
    tokens = p.tokens
    at = p.pos
    tok = tokens[at]
    try:
        return p.parse_plain()
    except AsmError as e:
        first = e.diagnostic
        if first.start != tok.start:
            raise
        again = None
        if tok.text != ",":
            again = first
        elif tokens[at + 1].kind is not TokenKind.EOL:
            p.pos = at + 1
            try:
                p.parse_plain()
            except AsmError as e2:
                again = e2.diagnostic
            p.pos = at
        if again is not None:
            first.data["extra"] = (*first.data.get("extra", ()), replace(again, data={"follows": True}))
        raise


class Imm16Opt(Kind):
    name = "imm16_opt"
    optional = True
    fast_optional = True
    summary = "optional 16-bit immediate (0 when left out)"

    def slot_parser(self, spec):
        return _optional_read_twice

    def encode(self, spec, op, ctx) -> str:
        if not isinstance(op, ImmOp) or op.value is None and not op.is_float:
            raise AsmError("syntax", "expected absolute expression", op.start, op.end)
        value = expression_bits(op) if op.is_float else op.value
        if not 0 <= value <= 0xFFFF:
            raise AsmError("invalid-immediate", "expected a 16-bit value", op.start, op.end)
        ctx.values[spec.field] = value
        return str(value) if value else ""

    def decode(self, spec, ctx) -> str:
        value = ctx.get(spec.field)
        return str(value) if value else ""

    def fast(self, spec, inst, gen, rf):
        field = spec.field

        def step(groups, values, printed):
            text = groups[0]  # (None: left out, which the fast path's pattern allows)
            v = 0 if text is None else int(text, 0)
            if not 0 <= v <= 0xFFFF:
                return False
            values[field] = v
            printed.append(str(v) if v else "")
            return True
        return INT, step

    def examples(self, spec):
        return ["0", "1", "0x7fff", "65535"]

    def bad_examples(self, spec):
        return ["65536", "-1", "1.0", "sym", "s1"]


class Structured(Kind):
    """An operand with a macro syntax of its own, read only in its slot by ``module``."""

    def __init__(self, name: str, module, with_generation: bool, summary: str, examples, bad, bits: int = 16):
        self.name, self.module, self.summary = name, module, summary
        self.with_generation = with_generation
        self._examples, self._bad, self.bits = examples, bad, bits

    def slot_parser(self, spec):
        module, with_gen = self.module, self.with_generation

        def parse(p):
            if with_gen:
                value, start, end = module.parse(p, p.rf.generation)
            else:
                value, start, end = module.parse(p)
            return ImmOp(value, ex.Num(start, end, value), "", start, end)
        return parse

    def _text(self, value: int, gen: str) -> str:
        return self.module.text(value, gen) if self.with_generation else self.module.text(value)

    def encode(self, spec, op, ctx) -> str:
        if not isinstance(op, ImmOp) or op.value is None:
            raise invalid(op)
        ctx.values[spec.field] = op.value
        return self._text(op.value, ctx.gen)

    def decode(self, spec, ctx) -> str:
        value = ctx.get(spec.field)
        if value >> self.bits:
            raise Invalid  # (a mode field wider than its 4 bits)
        return self._text(value, ctx.gen)

    def describe(self, spec, op, value: int) -> str:
        return f"`{self.name}` {value} (0x{value:x})"

    def examples(self, spec):
        return self._examples

    def bad_examples(self, spec):
        return self._bad


_COUNTER = r"(?:vmcnt|expcnt|lgkmcnt)\([0-9]+\)"
_COUNTER_ITEM = re.compile(r"(vmcnt|expcnt|lgkmcnt)\(([0-9]+)\)")


class Waitcnt(Structured):
    def decode(self, spec, ctx) -> str:
        value = ctx.fields[spec.field]
        if ctx.strict and waitcnt.pack(waitcnt.unpack(value, ctx.gen), ctx.gen) != value:
            # Bits outside the counters: the counters' text would not assemble back to
            # them (GCN 1.0/1.1, which llvm-mc cannot disassemble): the raw value does.
            ctx.used[spec.field] = value
            return f"0x{value:x}"
        return super().decode(spec, ctx)

    def fast(self, spec, inst, gen, rf):
        """Counters with plain decimal values, each at most once and within its range."""
        field = spec.field

        def step(groups, values, printed):
            counts: dict[str, int] = {}
            for name, n in _COUNTER_ITEM.findall(groups[0]):
                v = int(n)
                if name in counts or v > waitcnt.maximum(name, gen):
                    return False
                counts[name] = v
            value = waitcnt.pack(counts, gen)
            values[field] = value
            printed.append(waitcnt.text(value, gen))
            return True
        return rf"({_COUNTER}(?:(?:[ \t]*[&,][ \t]*|[ \t]+){_COUNTER})*)", step

    def complete(self, spec, inst, rf) -> list[Completion]:
        gen = rf.generation
        return [Completion(f"{n}(0)", "snippet", f"wait until {n} is 0 (max {waitcnt.maximum(n, gen)})",
                           insert=f"{n}(") for n in waitcnt.COUNTERS]

    def describe(self, spec, op, value: int) -> str:
        return f"`0x{value:x}`"

    def hover(self, spec, op, value, gen):
        if value is None:
            return None
        counts = waitcnt.unpack(value, gen)
        rows = [f"**s_waitcnt** simm16 = {value} (0x{value:04x}): `{waitcnt.text(value, gen)}`", "",
                "| counter | waits until ≤ | maximum (= no wait) |", "|---|---|---|"]
        for name in waitcnt.COUNTERS:
            top = waitcnt.maximum(name, gen)
            shown = "no wait" if counts[name] == top else str(counts[name])
            rows.append(f"| {name} | {shown} | {top} |")
        return "\n".join(rows)


class Sendmsg(Structured):
    def complete(self, spec, inst, rf) -> list[Completion]:
        return [Completion(f"sendmsg({name})", "snippet", f"message {entry.get('id', '')}")
                for name, entry in sendmsg.messages(rf.generation).items()]


    def hover(self, spec, op, value, gen):
        if value is None:
            return None
        msg, operation, stream = sendmsg.decode(value)
        return (f"**{sendmsg.text(value, gen)}** — message {msg}, operation {operation}, stream {stream}"
                f"\n\nsimm16 = {value} (0x{value:04x})")


class GprIdx(Structured):
    def complete(self, spec, inst, rf) -> list[Completion]:
        return [Completion(f"gpr_idx({m})", "snippet", f"index the {m} operand") for m in gpr_idx.modes()]

    def hover(self, spec, op, value, gen):
        if value is None:
            return None
        return f"**{gpr_idx.text(value)}** — VGPR indexing mode {value} (0x{value:x})"


SIMM16_TRUNC = register(SimmTrunc())
IMM16_OPT = register(Imm16Opt())
WAITCNT = register(Waitcnt(
    "waitcnt", waitcnt, True, "counters to wait for: vmcnt(N) expcnt(N) lgkmcnt(N), or a 16-bit value",
    ["0", "vmcnt(0)", "lgkmcnt(0)", "vmcnt(0) expcnt(0) lgkmcnt(0)", "vmcnt(1) & lgkmcnt(2)", "expcnt(3), lgkmcnt(1)",
     "vmcnt_sat(100)", "0x3f70", "lgkmcnt(15)", "vmcnt(63)"],
    ["vmcnt(64)", "lgkmcnt(16)", "expcnt(8)", "vmcnt(", "foo(1)", "vmcnt(1) vmcnt(2)", "s1", "0x10000"]))
SENDMSG = register(Sendmsg(
    "sendmsg", sendmsg, True, "message: sendmsg(MSG[, OP[, STREAM]]) or a 16-bit value",
    ["sendmsg(MSG_INTERRUPT)", "sendmsg(MSG_GS, GS_OP_EMIT, 0)", "sendmsg(MSG_GS_DONE, GS_OP_NOP)",
     "sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)", "sendmsg(2, 2, 1)", "1", "0x22"],
    ["sendmsg(MSG_FOO)", "sendmsg(MSG_GS, GS_OP_FOO)", "sendmsg(MSG_GS, GS_OP_EMIT, 4)", "sendmsg(MSG_GS_ALLOC_REQ)",
     "sendmsg(16)", "0x10000", "s1"]))
GPR_IDX = register(GprIdx(
    "gpr_idx", gpr_idx, False, "indexing mode: gpr_idx(SRC0,SRC1,SRC2,DST) or a 4-bit value",
    ["gpr_idx(SRC0)", "gpr_idx(SRC0,SRC1,SRC2,DST)", "gpr_idx()", "15", "0"],
    ["gpr_idx(SRC3)", "gpr_idx(SRC0,SRC0)", "16", "s1"], bits=4))
