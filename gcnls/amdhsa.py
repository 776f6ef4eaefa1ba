"""The kernel descriptor block ``.amdhsa_kernel NAME`` ... ``.end_amdhsa_kernel``.

llvm-mc reads the block as one directive that spans lines: a stream of ``.amdhsa_*``
keys, each with a value expression, until ``.end_amdhsa_kernel``. The first error ends
the block (the rest of that line is skipped; later lines are ordinary statements).
On success llvm-mc prints the block expanded with every key and its default.

The keys, their ranges, defaults and generations are data: ``isa/amdhsa.toml``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from . import expr as ex
from .diagnostics import Diagnostic, Severity
from .isa import GENERATIONS, Processor, _load
from .lexer import Kind
from .source import eos_column

START = ".amdhsa_kernel"
END = ".end_amdhsa_kernel"
VGPR, SGPR = ".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr"
USER_COUNT = ".amdhsa_user_sgpr_count"
XNACK = ".amdhsa_reserve_xnack_mask"
FLAT, VCC = ".amdhsa_reserve_flat_scratch", ".amdhsa_reserve_vcc"


@dataclass(frozen=True, slots=True)
class Key:
    name: str
    bits: int
    default: int
    since: str | None
    printed: bool
    user_sgprs: int
    resolvable: bool
    required: bool
    doc: str

    def on(self, generation: str) -> bool:
        return self.since is None or GENERATIONS.index(generation) >= GENERATIONS.index(self.since)

    @property
    def range_text(self) -> str:
        if self.bits:
            return f"0..{(1 << self.bits) - 1}"
        return "0..256" if self.name == VGPR else "0..102 (less the reserved SGPRs on gfx6/gfx7)"


@dataclass(frozen=True, slots=True)
class Table:
    keys: dict[str, Key]
    later: dict[str, str]
    registers: dict
    notes: tuple[str, ...]


_FIELDS = {"name", "bits", "default", "since", "printed", "user_sgprs", "resolvable", "required", "doc"}


@cache
def table() -> Table:
    raw = _load("amdhsa")
    keys: dict[str, Key] = {}
    for entry in raw["key"]:
        unknown = set(entry) - _FIELDS
        if unknown:
            raise ValueError(f"amdhsa.toml: {entry.get('name')}: unknown field(s) {sorted(unknown)}")
        k = Key(entry["name"], int(entry["bits"]), int(entry.get("default", 0)), entry.get("since"),
                bool(entry.get("printed", True)), int(entry.get("user_sgprs", 0)),
                bool(entry.get("resolvable", False)), bool(entry.get("required", False)), entry.get("doc", ""))
        if k.name in keys or k.name in raw["later"]:
            raise ValueError(f"amdhsa.toml: {k.name} listed twice")
        keys[k.name] = k
    return Table(keys, dict(raw["later"]), dict(raw["registers"]), tuple(raw.get("notes", ())))


def keys_on(generation: str) -> list[Key]:
    return [k for k in table().keys.values() if k.on(generation)]


# --- the block as a token stream over lines ---------------------------------------


class _Stop(Exception):
    """The block ended with an error (already recorded)."""


@dataclass
class KernelBlock:
    name: str
    start: int  # line of .amdhsa_kernel
    end: int | None  # line of .end_amdhsa_kernel (None: the block failed first)
    lines: dict[int, list[Diagnostic]]  # lines the block consumed -> their diagnostics
    keep: set[int]  # consumed lines that are also ordinary statements (error at their start)
    keys: dict[str, tuple[int, int, int]]  # key -> (line, start, end) of the key
    printed: list[str]

    @property
    def ok(self) -> bool:
        return not any(self.lines.values())


def _err(message: str, start: int, end: int | None = None, underline: bool = False, **data) -> Diagnostic:
    if underline:
        data["underline"] = True
    return Diagnostic("amdhsa", message, start, max(end if end is not None else start + 1, start + 1),
                      Severity.ERROR, data)


def parse_kernel(start: int, raw: list[str], code: list[str], statements: list, proc: Processor,
                 cpu: str | None = None, symbols: dict[str, int] | None = None) -> KernelBlock | None:
    """The block whose ``.amdhsa_kernel`` is on line ``start`` (``statements``: each line's
    syntax.Statement). None when the header has no kernel name (llvm-mc: unknown directive)."""
    st = statements[start]
    toks = st.tokens
    name_tok = toks[st.pos]
    if name_tok.kind is not Kind.IDENT:
        return None
    tab = table()
    gen = proc.generation
    block = KernelBlock(name_tok.text, start, None, {start: []}, set(), {}, [])
    values: dict[str, int | str] = {}
    ranges: dict[str, tuple[int, int, int]] = {}
    n = len(statements)
    i, p = start, st.pos + 1

    def fail(line: int, d: Diagnostic) -> None:
        block.lines.setdefault(line, []).append(d)
        raise _Stop

    try:
        while True:
            while True:
                if i >= n:
                    fail(n - 1, _err("expected .amdhsa_ directive or .end_amdhsa_kernel", 0, eof=True))
                toks = statements[i].tokens
                block.lines.setdefault(i, [])
                if toks[p].kind is Kind.EOL:
                    i, p = i + 1, 0
                    continue
                break
            tok = toks[p]
            if tok.kind is not Kind.IDENT:
                if p == 0:
                    block.keep.add(i)
                fail(i, _err("expected .amdhsa_ directive or .end_amdhsa_kernel", tok.start, tok.end))
            ident = tok.text
            p += 1
            if ident == END:
                block.end = i
                break
            if ident in values:
                fail(i, _err(".amdhsa_ directives cannot be repeated", toks[p].start))
            parser = ex.Parser(toks, p)
            try:
                node = parser.parse()
            except ex.ExprError as e:
                col = e.column if e.column < len(code[i]) else eos_column(raw[i], code[i])
                fail(i, _err(e.message, col, col + 1))
            after = toks[parser.pos]
            vstart = toks[p].start
            vend = after.start if after.kind is not Kind.EOL else eos_column(raw[i], code[i])
            try:
                value: int | None = ex.evaluate(node, symbols)
            except (ex.Unresolved, ZeroDivisionError):
                value = None
            if value is not None and value < 0:
                fail(i, _err("value out of range", vstart, vend, underline=True))
            key = tab.keys.get(ident)
            if ident in tab.later:
                fail(i, _err(tab.later[ident].format(cpu=cpu or proc.name), tok.start, tok.end, underline=True))
            if key is None:
                fail(i, _err("unknown .amdhsa_kernel directive", tok.start, tok.end, underline=True))
            if not key.on(gen):
                fail(i, _err(f"directive requires {key.since}+", tok.start, tok.end, underline=True))
            if value is None:
                if key.resolvable:
                    fail(i, _err("directive should have resolvable expression", tok.start, tok.end, underline=True))
                text = raw[i][vstart:toks[parser.pos - 1].end] if parser.pos > p else ""
                values[ident] = text
            else:
                if key.bits and value >= 1 << key.bits:
                    fail(i, _err("value out of range", vstart, vend, underline=True))
                values[ident] = value & 0xFFFFFFFF if ident == USER_COUNT else value
            # (an unresolved value counts as 0 here)
            if ident == XNACK and (value or 0) != (1 if "xnack" in proc.features else 0):
                fail(i, _err(f"{XNACK} does not match target id", tok.start, tok.end, underline=True))
            ranges[ident] = (i, vstart, vend)
            block.keys[ident] = (i, tok.start, tok.end)
            p = parser.pos
        end_line = block.end
        eos = eos_column(raw[end_line], code[end_line])
        for k in (VGPR, SGPR):
            if k not in values:
                fail(end_line, _err(f"{k} directive is required", eos))
        implied = sum(k.user_sgprs for k in tab.keys.values() if k.user_sgprs and values.get(k.name) == 1)
        count = values.get(USER_COUNT)
        if isinstance(count, int) and implied > count:
            fail(end_line, _err("amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs", eos))
        _check_registers(values, ranges, proc, fail)
        final = count if isinstance(count, int) else implied
        if final > tab.registers["max_user_sgprs"]:
            fail(end_line, _err("too many user SGPRs enabled", eos))
    except _Stop:
        return block
    printed = [f"\t{START} {block.name}"]
    for k in tab.keys.values():
        if not k.printed or not k.on(gen):
            continue
        v = values.get(k.name, final if k.name == USER_COUNT else k.default)
        printed.append(f"\t\t{k.name} {v}")
    printed.append(f"\t{END}")
    block.printed = printed
    return block


def _check_registers(values, ranges, proc: Processor, fail) -> None:
    regs = table().registers
    gen = proc.generation
    sgprs = values[SGPR]
    if isinstance(sgprs, int):
        if gen in regs["extras_counted"] or proc.name in regs["init_bug_processors"]:
            flat = values.get(FLAT, 1) if gen != "gfx6" else 1
            vcc = values.get(VCC, 1)
            extra = regs["flat_scratch_extra"][gen] if flat == 1 else regs["vcc_extra"] if vcc == 1 else 0
            limit = regs["init_bug_sgprs"] if proc.name in regs["init_bug_processors"] else regs["addressable_sgprs"][gen]
            bad = sgprs + extra > limit
        else:
            bad = sgprs > regs["addressable_sgprs"][gen]
        if bad:
            line, a, b = ranges[SGPR]
            fail(line, _err("value out of range", a, b, underline=True))
    vgprs = values[VGPR]
    if isinstance(vgprs, int) and vgprs > regs["max_vgprs"]:
        line, a, b = ranges[VGPR]
        fail(line, _err("value out of range", a, b, underline=True))
