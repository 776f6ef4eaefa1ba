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
# llvm-mc 22's code object version when no .amdhsa_code_object_version says otherwise
DEFAULT_CODE_OBJECT_VERSION = 6


@dataclass(frozen=True, slots=True)
class Key:
    name: str
    bits: int
    default: int
    since: str | None
    printed: tuple[int, int]  # the code object versions whose expanded block prints the key
    user_sgprs: int
    resolvable: bool
    required: bool
    doc: str
    rsrc1: int | None = None  # bit position in COMPUTE_PGM_RSRC1
    rsrc2: int | None = None  # bit position in COMPUTE_PGM_RSRC2
    properties: int | None = None  # bit position in KERNEL_CODE_PROPERTIES

    def word(self) -> tuple[str, int] | None:
        """(the descriptor word holding the key, its bit position there)."""
        if self.rsrc1 is not None:
            return "rsrc1", self.rsrc1
        if self.rsrc2 is not None:
            return "rsrc2", self.rsrc2
        if self.properties is not None:
            return "properties", self.properties
        return None

    def shown(self, version: int) -> bool:
        return self.printed[0] <= version <= self.printed[1]

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


_FIELDS = {"name", "bits", "default", "since", "printed", "user_sgprs", "resolvable", "required", "doc", "rsrc1",
           "rsrc2", "properties"}


def _versions(printed) -> tuple[int, int]:
    """``printed``: true, false, or the code object versions [FIRST] or [FIRST, LAST]."""
    if printed is True or printed is False:
        return (0, 1 << 30) if printed else (1, 0)
    return int(printed[0]), int(printed[-1]) if len(printed) > 1 else 1 << 30


@cache
def table() -> Table:
    raw = _load("amdhsa")
    keys: dict[str, Key] = {}
    for entry in raw["key"]:
        unknown = set(entry) - _FIELDS
        if unknown:
            raise ValueError(f"amdhsa.toml: {entry.get('name')}: unknown field(s) {sorted(unknown)}")
        k = Key(entry["name"], int(entry["bits"]), int(entry.get("default", 0)), entry.get("since"),
                _versions(entry.get("printed", True)), int(entry.get("user_sgprs", 0)),
                bool(entry.get("resolvable", False)), bool(entry.get("required", False)), entry.get("doc", ""),
                entry.get("rsrc1"), entry.get("rsrc2"), entry.get("properties"))
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
                 cpu: str | None = None, symbols: dict[str, int] | None = None,
                 version: int = DEFAULT_CODE_OBJECT_VERSION) -> KernelBlock | None:
    """The block whose ``.amdhsa_kernel`` is on line ``start`` (``statements``: each line's
    syntax.Statement). None when the header has no kernel name (llvm-mc: unknown directive).
    ``version``: the code object version in force (which keys the expanded block prints)."""
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
    derived = _derived_words(values, nodes, final, proc)
    for k in tab.keys.values():
        if not k.shown(version) or not k.on(gen) or k.name == XNACK and "xnack" not in proc.features:
            continue
        v = values.get(k.name, final if k.name == USER_COUNT else k.default)
        if k.name == XNACK:
            v = values.get(k.name, 1)  # (on a processor with XNACK, where it must be 1)
        if derived is not None and k.word() is not None:
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


def _bits_set(word: ex.Expr, value: ex.Expr, shift: int, mask: int) -> ex.Expr:
    """LLVM's setting of a field of a descriptor word, as it builds it:
    ``(word&~mask)|(value<<shift)`` (the printer folds it, see _fold)."""
    return ex.Binary(0, 0, "|", ex.Binary(0, 0, "&", word, ex.Unary(0, 0, "~", _num(mask))),
                     ex.Binary(0, 0, "<<", value, _num(shift)))


_ALL = (1 << 64) - 1
# llvm-mc's known-bits analysis of a field's expression stops at this depth (the field's
# '>>' is depth 0): deeper nodes are unknown, and the folding below leaves them as built.
KNOWN_DEPTH = 16


def _known(node: ex.Expr, depth: int = 0) -> tuple[int, int]:
    """(known zero bits, known one bits) of ``node``'s 64-bit value, as llvm-mc's
    known-bits analysis of descriptor expressions finds them: it looks only so deep."""
    if depth > KNOWN_DEPTH:
        return 0, 0
    if isinstance(node, ex.Num):
        v = node.value & _ALL
        return ~v & _ALL, v
    if not isinstance(node, ex.Sym):
        try:  # (a constant operation is known whatever its depth)
            v = ex.evaluate(node) & _ALL
            return ~v & _ALL, v
        except (ex.Unresolved, ZeroDivisionError):
            pass
    if isinstance(node, ex.Unary):
        zeros, ones = _known(node.operand, depth + 1)
        if node.op == "~":
            return ones, zeros
        if zeros | ones == _ALL:
            v = ex.wrap64(ones)
            return _known(_num({"-": -v, "+": v, "!": int(not v)}[node.op]), depth)
        return 0, 0
    if not isinstance(node, ex.Binary):
        return 0, 0
    az, ao = _known(node.left, depth + 1)
    bz, bo = _known(node.right, depth + 1)
    if node.op in ("<<", ">>"):
        if bz | bo != _ALL or bo >= 64:
            return 0, 0
        c = bo
        if node.op == "<<":
            return (az << c | (1 << c) - 1) & _ALL, (ao << c) & _ALL
        return (az >> c) | (_ALL ^ (_ALL >> c)), ao >> c
    if node.op == "|":
        return az & bz, ao | bo
    if node.op == "&":
        return az | bz, ao & bo
    if node.op == "^":
        return (az & bz) | (ao & bo), (az & bo) | (ao & bz)
    if node.op in ("+", "-"):
        # the low bits known on both sides (no carry into them from below)
        unknown = ~((az | ao) & (bz | bo)) & _ALL
        low = (unknown & -unknown) - 1 if unknown else _ALL
        v = (ao + bo if node.op == "+" else ao - bo) & low
        return ~v & low, v
    if node.op == "*":
        # (trailing zeros add up)
        tz = min(64, _trailing(az) + _trailing(bz))
        if not (az | ao == _ALL and bz | bo == _ALL):
            return (1 << tz) - 1, 0
    if az | ao == _ALL and bz | bo == _ALL:
        try:
            v = ex.evaluate(ex.Binary(0, 0, node.op, _num(ex.wrap64(ao)), _num(ex.wrap64(bo)))) & _ALL
            return ~v & _ALL, v
        except (ex.Unresolved, ZeroDivisionError):
            pass
    return 0, 0


def _trailing(zeros: int) -> int:
    """How many of the lowest bits are known zeros."""
    return 64 if zeros & _ALL == _ALL else (~zeros & (zeros + 1)).bit_length() - 1


def _constants(node: ex.Expr) -> ex.Expr:
    """``node`` with its constant operations folded (not a '~' of a constant: llvm-mc
    prints the mask so)."""
    if isinstance(node, ex.Binary):
        try:
            return _num(ex.evaluate(node))
        except (ex.Unresolved, ZeroDivisionError):
            return ex.Binary(0, 0, node.op, _constants(node.left), _constants(node.right))
    if isinstance(node, ex.Unary):
        return ex.Unary(0, 0, node.op, _constants(node.operand))
    return node


def _fold(node: ex.Expr, depth: int = 0) -> ex.Expr:
    """llvm-mc's folding of a descriptor field's expression before it prints it: what the
    known bits decide becomes a constant, operations that cannot change a value drop out
    ('x|0', 'x<<0', 'x*1'), as deep as its known-bits analysis looks."""
    if depth > KNOWN_DEPTH:
        return _constants(node)
    if not isinstance(node, (ex.Unary, ex.Num)):
        zeros, ones = _known(node, depth)
        if zeros | ones == _ALL:
            return _num(ex.wrap64(ones))
    if isinstance(node, ex.Unary):
        return ex.Unary(0, 0, node.op, _fold(node.operand, depth + 1))
    if not isinstance(node, ex.Binary):
        return _constants(node)
    left, right, op = node.left, node.right, node.op

    def const(side, value: int) -> bool:
        zeros, ones = _known(side, depth + 1)
        return zeros | ones == _ALL and ones == value & _ALL

    if op in ("+", "|") and const(left, 0):
        return _fold(right, depth + 1)
    if op in ("+", "|", "-", "<<", ">>") and const(right, 0):
        return _fold(left, depth + 1)
    if op == "*" and const(left, 1):
        return _fold(right, depth + 1)
    if op == "*" and const(right, 1):
        return _fold(left, depth + 1)
    if op in ("<<", ">>") and const(left, 0) or op == "&" and (const(left, 0) or const(right, 0)):
        return _num(0)
    return ex.Binary(0, 0, op, _fold(left, depth + 1), _fold(right, depth + 1))


def _derived_words(values: dict, nodes: dict, user_sgprs: int, proc: Processor):
    """When a key of COMPUTE_PGM_RSRC1, _RSRC2 or KERNEL_CODE_PROPERTIES is symbolic (or,
    for RSRC1, the register counts or the reserve keys they depend on), llvm-mc builds that
    word as an expression: the defaults, then each key in the order given,
    ``(word&~MASK)|(value<<SHIFT)`` (folded while constant), then the fields it computes at
    the block's end. It prints each key of the word as ``((WORD&MASK)>>SHIFT)`` unless the
    word's known bits decide it. Returns the printer of such a key's value, or None when
    every word is a constant."""
    tab = table()
    gen = proc.generation
    keys = [k for k in tab.keys.values() if k.word() is not None and k.on(gen)]
    words: dict[str, ex.Expr] = {}
    for name in ("rsrc1", "rsrc2", "properties"):
        constant = 0
        for k in keys:
            where, shift = k.word()
            if where == name:
                constant |= k.default << shift
        words[name] = _num(constant)
    for name, v in values.items():  # (in the order the block gives them)
        k = tab.keys[name]
        if k.word() is None or not k.on(gen):
            continue
        where, shift = k.word()
        words[where] = _bits_set(words[where], nodes[name] if isinstance(v, str) else _num(v), shift,
                                 ((1 << k.bits) - 1) << shift)

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
    words["rsrc1"] = _bits_set(_bits_set(words["rsrc1"], vgprs, 0, 63), sgprs, 6, 960)
    words["rsrc2"] = _bits_set(words["rsrc2"], _num(user_sgprs), 1, 62)
    if not any(ex.symbols_in(w) for w in words.values()):
        return None

    def derived(key: Key, shown) -> str:
        where, shift = key.word()
        field = _fold(ex.Binary(0, 0, ">>", ex.Binary(0, 0, "&", words[where], _num(((1 << key.bits) - 1) << shift)),
                                _num(shift)))
        return str(field.value) if isinstance(field, ex.Num) else data.show(field)

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
