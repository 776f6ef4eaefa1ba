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

from . import data
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
    rsrc1: int | None = None  # bit position in COMPUTE_PGM_RSRC1

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


_FIELDS = {"name", "bits", "default", "since", "printed", "user_sgprs", "resolvable", "required", "doc", "rsrc1"}


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
                bool(entry.get("resolvable", False)), bool(entry.get("required", False)), entry.get("doc", ""),
                entry.get("rsrc1"))
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
    nodes: dict[str, ex.Expr] = {}  # the symbolic values' expressions
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
                value: int | None = ex.evaluate(node, symbols, int(gen[3:]))
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
                values[ident] = data.show(_folded(node))  # (as llvm-mc prints it)
                nodes[ident] = node
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
    derived = _derived_rsrc1(values, nodes, proc)
    for k in tab.keys.values():
        if not k.printed or not k.on(gen):
            continue
        v = values.get(k.name, final if k.name == USER_COUNT else k.default)
        if derived is not None and k.rsrc1 is not None:
            v = derived(k, v)
        printed.append(f"\t\t{k.name} {v}")
    printed.append(f"\t{END}")
    block.printed = printed
    return block


def _folded(node: ex.Expr, depth: int = 0) -> ex.Expr:
    """``node`` with its constant sub-expressions folded (llvm-mc's printer does so)."""
    if isinstance(node, (ex.Num, ex.Sym)) or depth > 100:
        return node
    try:
        return ex.Num(node.start, node.end, ex.evaluate(node))
    except (ex.Unresolved, ZeroDivisionError):
        pass
    if isinstance(node, ex.Unary):
        return ex.Unary(node.start, node.end, node.op, _folded(node.operand, depth + 1))
    if isinstance(node, ex.Binary):
        left, right = _folded(node.left, depth + 1), _folded(node.right, depth + 1)
        a = left.value if isinstance(left, ex.Num) else None
        b = right.value if isinstance(right, ex.Num) else None
        # llvm-mc's folder drops what cannot change the value ('x+0', 'x<<0', 'x*1') and
        # folds what its known bits decide ('x&0', 'x*0')
        if node.op in ("+", "|") and a == 0 or node.op == "*" and a == 1:
            return right
        if node.op in ("+", "-", "|", "<<", ">>") and b == 0 or node.op == "*" and b == 1:
            return left
        if node.op in ("&", "*") and 0 in (a, b):
            return ex.Num(node.start, node.end, 0)
        return ex.Binary(node.start, node.end, node.op, left, right)
    if isinstance(node, ex.Call):
        return ex.Call(node.start, node.end, node.name, tuple(_folded(a, depth + 1) for a in node.args))
    return node


def _num(v: int) -> ex.Num:
    return ex.Num(0, 0, v)


def _op(op: str, a: ex.Expr, b: ex.Expr) -> ex.Expr:
    """A binary operation, folded when both sides are constants (as llvm-mc builds it)."""
    node = ex.Binary(0, 0, op, a, b)
    if isinstance(a, (ex.Num, ex.Unary)) and isinstance(b, (ex.Num, ex.Unary)):
        try:
            return _num(ex.evaluate(node))
        except (ex.Unresolved, ZeroDivisionError):
            pass
    return node


def _call(name: str, *args: ex.Expr) -> ex.Expr:
    return ex.Call(0, 0, name, args)


def _blocks(count: ex.Expr, granule: int) -> ex.Expr:
    """LLVM's block count of a register count: alignto(max(count, 1), granule)/granule - 1."""
    if isinstance(count, ex.Num):
        return _num((max(count.value, 1) + granule - 1) // granule - 1)
    return _op("-", _op("/", _call("alignto", _call("max", count, _num(1)), _num(granule)), _num(granule)), _num(1))


def _extra_sgprs(vcc: ex.Expr, flat: ex.Expr, xnack: int, gen: str) -> int:
    """LLVM's extrasgprs(vcc, flat_scratch, xnack) of constants: the SGPRs reserved after
    the numbered ones."""
    extra = 2 if vcc.value else 0
    if gen in ("gfx6", "gfx7"):
        return 4 if flat.value else extra
    if xnack:
        extra = 4
    return 6 if flat.value else extra


def _derived_rsrc1(values: dict, nodes: dict, proc: Processor):
    """When the register counts (or the reserve keys they depend on) are symbolic, llvm-mc
    builds COMPUTE_PGM_RSRC1 as an expression and prints each of its keys as that word's
    bits, ``((WORD&MASK)>>SHIFT)``, unless the bits are known (all ones in the constant
    part). Returns the printer of such a key's value, or None when nothing is symbolic
    (or when a COMPUTE_PGM_RSRC1 key itself is, which gcnls does not model)."""
    symbolic = [k for k in (VGPR, SGPR, VCC, FLAT) if isinstance(values.get(k), str)]
    if not symbolic:
        return None
    tab = table()
    gen = proc.generation
    fields = [k for k in tab.keys.values() if k.rsrc1 is not None and k.on(gen)]
    if any(isinstance(values.get(k.name), str) for k in fields):
        return None
    constant = 0
    for k in fields:
        constant |= values.get(k.name, k.default) << k.rsrc1

    def value(name: str, default: int) -> ex.Expr:
        if name in nodes:
            return nodes[name]  # (llvm-mc's folder does not reach into function arguments)
        return _num(values.get(name, default))

    regs = tab.registers
    vgprs = _blocks(value(VGPR, 0), 4)
    if proc.name in regs["init_bug_processors"]:
        sgprs: ex.Expr = _num(regs["init_bug_sgprs"] // 8 - 1)
    else:
        flat = value(FLAT, 1) if gen != "gfx6" else _num(1)
        vcc, xnack = value(VCC, 1), 1 if "xnack" in proc.features else 0
        total = value(SGPR, 0)
        if all(isinstance(v, ex.Num) for v in (total, vcc, flat)):
            total = _num(total.value + _extra_sgprs(vcc, flat, xnack, gen))
        else:  # (llvm-mc keeps the call in the expression, even of constants)
            total = ex.Binary(0, 0, "+", total, _call("extrasgprs", vcc, flat, _num(xnack)))
        sgprs = _blocks(total, 8)
    word = _op("|", _op("&", _num(constant), ex.Unary(0, 0, "~", _num(63))), vgprs) \
        if not isinstance(vgprs, ex.Num) else _num((constant & ~63) | vgprs.value)
    word = _op("|", _op("&", word, _num(~960) if isinstance(word, ex.Num) else ex.Unary(0, 0, "~", _num(960))),
               _op("<<", sgprs, _num(6)))
    if isinstance(word, ex.Num):
        return None

    def derived(key: Key, shown) -> str:
        mask = ((1 << key.bits) - 1) << key.rsrc1
        if constant & mask == mask:
            return shown  # known ones: llvm-mc folds the field
        return data.show(_op(">>", _op("&", word, _num(mask)), _num(key.rsrc1)))

    return derived


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
