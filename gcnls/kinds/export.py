"""EXP operands: the export target (``mrt0``, ``pos3``, ``param31``, ...) and the four
sources, each a VGPR or ``off``.

The target names are data (``[kind.exp_target]`` in isa/exp.toml). The en field is no
operand of its own: each source sets its bit (two bits per source with compr, where the
third source moves into the second slot), and the sources print from en, as llvm-mc does.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .. import isa
from ..diagnostics import AsmError
from ..lexer import Kind as LexKind
from ..registers import Reg
from ..syntax import RegOp
from .base import Completion, Invalid, Kind, invalid, register


@dataclass(frozen=True, slots=True)
class TargetOp:
    name: str
    id: int
    start: int
    end: int
    text: str = ""


@cache
def _table() -> tuple[tuple[tuple[str, int, int], ...], frozenset[str]]:
    raw = isa._load("exp")["kind"]["exp_target"]
    names = tuple((e["name"], e["id"], e.get("count", 0)) for e in raw["names"])
    return names, frozenset(raw.get("elsewhere", ()))


def target_id(name: str) -> int | None:
    """The target a name stands for (None: no target of gfx6-gfx9)."""
    names, _ = _table()
    for base, first, count in names:
        if not count:
            if name == base:
                return first
            continue
        if name.startswith(base):
            suffix = name[len(base):]
            if not suffix.isascii() or not suffix.isdigit() or (len(suffix) > 1 and suffix[0] == "0"):
                return None
            index = int(suffix)
            return first + index if index < count else None
    return None


def target_name(value: int) -> str:
    names, _ = _table()
    for base, first, count in names:
        if not count and value == first:
            return base
        if count and first <= value < first + count:
            return f"{base}{value - first}"
    return f"invalid_target_{value}"


def _parse_target(p):
    """llvm-mc reads any identifier in the target's place as a target name; anything else
    is an ordinary operand (which then does not match)."""
    tok = p.tok
    if tok.kind is not LexKind.IDENT:
        saved, p.slot_parsers = p.slot_parsers, None
        try:
            return p.parse_one()
        finally:
            p.slot_parsers = saved
    value = target_id(tok.text)
    if value is None:
        message = ("exp target is not supported on this GPU" if tok.text in _table()[1]
                   else "invalid exp target")
        raise AsmError("invalid-operand", message, tok.start, tok.end)
    p.pos += 1
    return TargetOp(tok.text, value, tok.start, tok.end, tok.text)


class ExpTarget(Kind):
    name = "exp_target"
    head = True
    summary = "export target: mrt0-7, mrtz, null, pos0-3, param0-31"

    def slot_parser(self, spec):
        return _parse_target

    def encode(self, spec, op, ctx) -> str:
        if not isinstance(op, TargetOp):
            raise invalid(op)
        ctx.values[spec.field] = op.id
        return target_name(op.id)

    def fast(self, spec, inst, gen, rf):
        field = spec.field

        def step(groups, values, printed):
            value = target_id(groups[0])
            if value is None:
                return False
            values[field] = value
            printed.append(target_name(value))
            return True
        return r"([a-z]+[0-9]*)\b", step

    def decode(self, spec, ctx) -> str:
        name = target_name(ctx.get(spec.field))
        if ctx.strict and target_id(name) is None:
            raise Invalid  # GCN 1.0/1.1: the assembler takes no invalid_target_N back
        return name

    def complete(self, spec, inst, rf) -> list[Completion]:
        names, _ = _table()
        items = []
        for base, first, count in names:
            for i in range(max(count, 1)):
                label = f"{base}{i}" if count else base
                items.append(Completion(label, "value", f"export target {first + i}"))
        return items

    def describe(self, spec, op, value: int) -> str:
        return f"{spec.field} = {value} (`{target_name(value)}`)"

    def examples(self, spec):
        return ["mrt0", "mrtz", "null", "pos3", "param31", "mrt7", "pos0", "param0"]

    def bad_examples(self, spec):
        return ["mrt8", "pos4", "prim", "param32", "mrt01", "MRT0", "0", "v0", "invalid_target_10"]


def _written(n: int, en: int, compr: int) -> bool:
    """Whether the assembler writes a register into field vsrcN for this en/compr."""
    if compr:
        return n < 2 and bool(en >> (2 * n) & 0x3)
    return bool(en >> n & 1)


def _is_off(op) -> bool:
    return getattr(op, "text", None) == "off" and not isinstance(op, RegOp)


class ExpSource(Kind):
    """One of vsrc0..vsrc3 (the field's last digit is the source number)."""

    name = "exp_src"
    summary = "export source: a VGPR, or off (not exported)"

    def syntax(self, spec) -> str:
        return "v1|off"

    def encode(self, spec, op, ctx) -> str:
        n = int(spec.field[-1])
        reg = getattr(op, "reg", None)
        if not _is_off(op) and (reg is None or reg.kind != "v" or reg.width != 1):
            raise invalid(op)
        values = ctx.values
        texts = ctx.state.setdefault("exp_sources", {})
        if "compr" in ctx.named:
            # compr: sources 0 and 2 fill VSRC0/VSRC1, two en bits each; 1 and 3 are ignored
            # and print as their pair's first source.
            if n % 2:
                return texts[n - 1]
            field = f"vsrc{n // 2}"
            bits = 0x3 << n
        else:
            field, bits = spec.field, 1 << n
        if reg is not None:
            values[field] = reg.index
            values["en"] = values.get("en", 0) | bits
            texts[n] = reg.text()
        else:
            texts[n] = "off"
        return texts[n]

    # (compr moves the sources: such lines go the long way)
    fast_excludes = ("compr",)

    def fast(self, spec, inst, gen, rf):
        field, bit, limit = spec.field, 1 << int(spec.field[-1]), rf.vgprs

        def step(groups, values, printed):
            v = groups[0]
            if v is None:
                printed.append("off")
                return True
            index = int(v)
            if index >= limit:
                return False
            values[field] = index
            values["en"] = values.get("en", 0) | bit
            printed.append(f"v{index}")
            return True
        return r"(?:v([0-9]+)\b|off\b)", step

    def fields(self, spec):
        return (spec.field, "en", "compr")

    def decode(self, spec, ctx) -> str:
        n = int(spec.field[-1])
        en = ctx.get("en")
        own = ctx.get(spec.field)
        compr = ctx.get("compr")
        index = ctx.fields[f"vsrc{n // 2}"] if compr else own
        if ctx.strict and own and not _written(n, en, compr):
            raise Invalid  # GCN 1.0/1.1: only what the assembler writes back
        if ctx.strict and compr and en & (0x3 << (n & 2)) not in (0, 0x3 << (n & 2)):
            raise Invalid  # compr sets en in pairs
        if not en >> n & 1:
            return "off"
        if ctx.strict and index >= ctx.rf.vgprs:
            raise Invalid
        return Reg("v", index, 1).text()

    def complete(self, spec, inst, rf) -> list[Completion]:
        return [Completion("off", "value", "source not exported")] + [
            Completion(f"v{i}", "register", "VGPR") for i in (0, 1, 2, 3)]

    def describe(self, spec, op, value: int) -> str:
        # The field, not the operand: with compr the third source sits in vsrc1.
        return f"VGPR {value} (exported where its en bit is set)"

    def examples(self, spec):
        return ["v0", "off", "v255", "v3", "v1"]

    def bad_examples(self, spec):
        return ["s0", "v[0:1]", "OFF", "0", "vcc", "v256"]


EXP_TARGET = register(ExpTarget())
EXP_SOURCE = register(ExpSource())
