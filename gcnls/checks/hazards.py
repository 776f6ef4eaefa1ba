"""Hazards: instruction pairs that need wait states between them (isa/hazards.toml).

For each instruction that a hazard of its generation can hit (the consumer), the check
walks back through the kernel's control flow, counting wait states (``s_nop N`` gives
N+1, every other instruction 1), until it meets an instruction that creates the hazard
(the producer) or has counted enough; over several predecessors it takes the fewest. A
shortfall is a finding on the consumer with related information at the producer and a
quick fix inserting ``s_nop N``. Also here: single-instruction rules of the ISA documents
that llvm-mc does not enforce (``line_rules``). A load whose destination overlaps its base
is not one: LLVM 22 writes such loads on every generation (the base is read at issue); the
replay hazard XNACK brings to them is the smem-clause hazard.

Nothing here names an instruction: the classes, registers and wait states are data.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from functools import cache
from itertools import islice

from ..diagnostics import Diagnostic, Severity
from ..isa import _load
from ..operands import HwregOp, ImmOp, RegOp, SrcOp
from . import Finding, register

# Implicit register names of the ISA files' reads/writes -> the register units they cover.
_WIDE = {"vcc": ("vcc_lo", "vcc_hi"), "exec": ("exec_lo", "exec_hi"),
         "flat_scratch": ("flat_scratch_lo", "flat_scratch_hi"), "xnack_mask": ("xnack_mask_lo", "xnack_mask_hi"),
         "tba": ("tba_lo", "tba_hi"), "tma": ("tma_lo", "tma_hi")}


@cache
def table() -> dict:
    return _load("hazards")


def _units(reg) -> tuple[str, ...]:
    """The 32-bit register units a register operand covers ("s4", "v7", "vcc_lo", "m0")."""
    if reg.kind == "special":
        name = reg.name
        if name.startswith("src_"):
            return ()  # constants and read-only values, not registers a write can reach
        return _WIDE.get(name, (name,)) if reg.width >= 2 or name in _WIDE else (name,)
    return tuple(f"{reg.kind}{reg.index + k}" for k in range(reg.width))


def units(reg) -> tuple[str, ...]:
    """_units of ``reg``, kept per register."""
    key = (reg.kind, reg.index, reg.width, reg.name)  # (a tuple hashes faster than a Reg)
    u = _UNITS.get(key)
    if u is None:
        u = _UNITS[key] = _units(reg)
    return u


def _vector(unit: str) -> bool:
    return unit[0] == "v" and unit[1:2].isdigit()


@dataclass(slots=True)
class Facts:
    """What the hazard rules read of one instruction line."""

    line: int
    waits: int  # wait states it provides (s_nop N: N+1)
    classes: frozenset[str]
    reads: frozenset[str]  # register units read
    writes: frozenset[str]
    fields: dict  # operand field -> (units, start, end)
    hwreg: int | None
    store: bool  # reads a data operand (a store, or an atomic)
    name: str
    span: tuple[int, int]  # the mnemonic's columns
    encoding: str = ""

    def on(self, line: int) -> Facts:
        """The same facts for line ``line`` (a line result that several lines share)."""
        return Facts(line, self.waits, self.classes, self.reads, self.writes, self.fields, self.hwreg, self.store,
                     self.name, self.span, self.encoding)


_READS, _WRITES = Facts.__dict__["reads"], Facts.__dict__["writes"]  # (the slots _Made's properties fill)


class _Made(Facts):
    """Facts (from ``made``) whose register units read and written are worked out when
    first read: a hazard rule reads them of a consumer and of the producer candidates it
    meets, ~40% of a large document's instruction lines; the others need only their
    classes and wait states (and two sets a line of memory: ~25 MB on 100k lines).
    (It stays a _Made once they are: the walks' attribute reads then meet one class, where
    turning it into a plain Facts made them slower than the work saved.)"""

    __slots__ = ("_static", "_values")  # (None once the units are worked out)

    def __init__(self, line, waits, classes, fields, store, name, span, encoding, static, values):
        # (no hwreg: made's callers that have one get plain Facts)
        self.line = line
        self.waits = waits
        self.classes = classes
        self.fields = fields
        self.hwreg = None
        self.store = store
        self.name = name
        self.span = span
        self.encoding = encoding
        self._static = static
        self._values = values

    def _work_out(self) -> None:
        reads, writes = _read_written(self._static, self._values, self.fields)
        _READS.__set__(self, reads)
        _WRITES.__set__(self, writes)
        self._static = self._values = None

    @property
    def reads(self) -> frozenset[str]:
        if self._static is not None:
            self._work_out()
        return _READS.__get__(self)

    @property
    def writes(self) -> frozenset[str]:
        if self._static is not None:
            self._work_out()
        return _WRITES.__get__(self)

    def on(self, line: int) -> Facts:
        if self._static is None:
            return Facts.on(self, line)
        return _Made(line, self.waits, self.classes, self.fields, self.store, self.name, self.span, self.encoding,
                     self._static, self._values)


@dataclass(slots=True)
class _Static:
    """What the facts of every line of one instruction share, worked out once per
    instruction (the per-line part is then the registers and the flags)."""

    classes: frozenset[str]  # the classes it is in whatever its operands and flags
    conditional: tuple  # (class, flag or None, hit without the operand, operand name or None)
    declared: frozenset[str]  # its operand fields
    implicit_reads: tuple  # (name, register units) of reads that name no operand field
    implicit_writes: tuple
    data: tuple[str, ...]  # the data fields it reads or writes
    store: bool  # some data field is read
    atomic: bool  # some data field is read and written
    nop: bool
    reads: tuple[str, ...]  # the instruction's reads and writes (names of fields or registers)
    writes: tuple[str, ...]
    quiet: tuple[str, ...]  # data fields both read and written (an atomic's, silent without its flag)
    returns: str  # the flag with which an atomic returns its old value
    read_with: tuple[str, ...]  # flags with which the data fields written are read too
    name: str
    encoding: str
    flagged: bool = False  # in some class by its encoding, name or form, but only with a flag set
    # (made reads these: the names of reads and writes as sets, and the units of the
    # implicit ones together, for a line whose operands name none of them: most lines)
    read_set: frozenset = frozenset()
    write_set: frozenset = frozenset()
    implicit_names: frozenset = frozenset()
    implicit_read_units: tuple = ()
    implicit_write_units: tuple = ()


_STATIC: dict = {}  # Instruction -> _Static


def _static(inst) -> _Static:
    s = _STATIC.get(inst)
    if s is None:
        t = table()
        always, conditional = [], []
        for name, c in t["class"].items():
            hit = bool(c.get("any", False) or inst.encoding.key in c.get("encodings", ()) or
                       inst.name in c.get("names", ()) or (inst.form and inst.form in c.get("forms", ())))
            operand = c.get("operand")
            if not hit and operand is None:
                continue
            if hit and "flag" not in c:
                always.append(name)
            else:
                conditional.append((name, c.get("flag"), hit, operand))
        declared = frozenset(spec.field for spec in inst.operands)
        data = tuple(f for f in t["data_fields"] if f in inst.reads or f in inst.writes)
        s = _STATIC[inst] = _Static(
            frozenset(always), tuple(conditional), declared,
            tuple((n, _WIDE.get(n, (n,))) for n in inst.reads if n not in declared),
            tuple((n, _WIDE.get(n, (n,))) for n in inst.writes if n not in declared),
            data, any(f in inst.reads for f in t["data_fields"]),
            any(f in inst.reads and f in inst.writes for f in t["data_fields"]), "nop" in always,
            tuple(inst.reads), tuple(inst.writes), tuple(f for f in data if f in inst.reads and f in inst.writes),
            t["atomic_returns"], tuple(t["data_read_with"]), inst.text_name, inst.encoding.key,
            any(hit for _, _, hit, _ in conditional))
        s.read_set, s.write_set = frozenset(s.reads), frozenset(s.writes)
        s.implicit_names = frozenset(n for n, _ in s.implicit_reads + s.implicit_writes)
        s.implicit_read_units = tuple(u for _, units in s.implicit_reads for u in units)
        s.implicit_write_units = tuple(u for _, units in s.implicit_writes for u in units)
    return s


_CLASSES: dict = {}  # (always, hits) -> the one frozenset of those classes


def _classes(s: _Static, values: dict, names_of_operands) -> frozenset[str]:
    if not s.conditional:
        return s.classes
    extra = tuple(name for name, flag, hit, operand in s.conditional
                  if (hit or operand in names_of_operands) and (flag is None or values.get(flag)))
    if not extra:
        return s.classes
    key = (s.classes, extra)
    got = _CLASSES.get(key)
    if got is None:
        got = _CLASSES[key] = s.classes | frozenset(extra)
    return got


_CACHE: dict[int, tuple] = {}  # id(LineResult) -> (LineResult, Facts or None): analyze_line shares results


def facts(r, line: int) -> Facts | None:
    """The facts of an instruction line (None for other lines), cached per line result
    (on the result itself when it keeps them: ``seed``)."""
    f = getattr(r, "kept_facts", None)
    if f is not None:
        pass
    elif (hit := _CACHE.get(id(r))) is not None and hit[0] is r:
        f = hit[1]
    else:
        f = _facts(r, line)
        if len(_CACHE) > 1 << 17:
            _CACHE.clear()
        _CACHE[id(r)] = (r, f)
    if f is None:
        return None
    if f.line != line:
        f = f.on(line)
    return f


def seed(r, f: Facts) -> None:
    """Keep ``f`` (made by ``made``) as the facts of line result ``r``: on ``r`` when it
    has room for them (gcnls.light's results: a slot costs no entry here, no lookup by
    id and nothing to forget), else in _CACHE."""
    if hasattr(r.__class__, "kept_facts"):
        r.kept_facts = f
        return
    if len(_CACHE) > 1 << 17:
        _CACHE.clear()
    _CACHE[id(r)] = (r, f)


def forget(live: set[int]) -> None:
    """Drop the facts of line results whose id is not in ``live`` (the server passes the
    results its open documents hold when one closes: the entries keep their results
    alive, so a closed document's would otherwise stay until the bound clears them all)."""
    for k in [k for k in _CACHE if k not in live]:
        del _CACHE[k]


_UNITS: dict = {}  # (kind, index, width, name) of a register -> its register units


def _facts(r, line: int = -1) -> Facts | None:
    """The hazard facts of an encoded instruction (None for any other line)."""
    e = r.encoded
    if e is None:
        return None
    st = r.statement
    span = (st.mnemonic.start, st.mnemonic.end) if st.mnemonic is not None else (0, 1)
    fields: dict = {}
    hwreg = None
    special_names = ()
    nop = 0
    for spec, outer in e.operands:
        op = outer.inner if outer.__class__ is SrcOp else outer
        cls = op.__class__
        if cls is RegOp:
            reg = op.reg
            key = (reg.kind, reg.index, reg.width, reg.name)  # (a tuple hashes faster than a Reg)
            u = _UNITS.get(key)
            if u is None:
                u = _UNITS[key] = _units(reg)
            field = spec.field
            if field in fields:
                u = fields[field][0] + u
            fields[field] = (u, outer.start, outer.end)
            if key[0] == "special":
                special_names = (*special_names, reg.name)
        elif cls is HwregOp:
            hwreg = op.id
        elif cls is ImmOp and spec.field == "simm16" and op.value is not None:
            nop = op.value
    return made(e.instruction, e.fields, fields, hwreg, special_names, nop, span, line)


def made(inst, values: dict, fields: dict, hwreg, special_names: tuple, nop: int, span: tuple[int, int],
         line: int) -> Facts:
    """The facts of a line of ``inst`` with field values ``values`` whose register
    operands are ``fields`` (field -> (register units, start, end)), naming the special
    registers ``special_names``; ``nop``: its simm16 operand's value (0: none). (_facts
    reads these off a line result; gcnls.light off the fast path's answer: ``seed``.
    Without ``hwreg``, the units read and written are worked out when first read: _Made.)"""
    s = _STATIC.get(inst) or _static(inst)
    # (a class that an operand brings needs a special register among them)
    classes = _classes(s, values, special_names) if s.flagged or special_names and s.conditional else s.classes
    # The nop class's immediate is its length; every other instruction is one wait state.
    waits = (nop & table()["class"]["nop"]["mask"]) + 1 if s.nop else 1
    if hwreg is None:
        return _Made(line, waits, classes, fields, s.store, s.name, span, s.encoding, s, values)
    reads, writes = _read_written(s, values, fields)
    return Facts(line, waits, classes, reads, writes, fields, hwreg, s.store, s.name, span, s.encoding)


def _read_written(s: _Static, values: dict, fields: dict) -> tuple[frozenset[str], frozenset[str]]:
    """The register units a line of the instruction of ``s`` (field values ``values``,
    register operands ``fields``: see made) reads and writes."""
    # (the units gathered in tuples, made a set once: most lines have one or two operands;
    # the operands' read or written, then the implicit registers' an operand does not name)
    atomic_quiet = s.atomic and any(f in fields for f in s.quiet) and not values.get(s.returns)
    if s.implicit_names.isdisjoint(fields):
        reads, writes = s.implicit_read_units, s.implicit_write_units
    else:
        reads = tuple(u for name, units in s.implicit_reads if name not in fields for u in units)
        writes = tuple(u for name, units in s.implicit_writes if name not in fields for u in units)
    read_set, write_set = s.read_set, s.write_set
    for name, got in fields.items():
        if name in read_set:
            reads += got[0]
        if name in write_set and not (atomic_quiet and name in s.data):
            writes += got[0]
    if s.data:
        for flag in s.read_with:
            if values.get(flag):
                for f in s.data:
                    if f in s.writes and f in fields:
                        reads += fields[f][0]
                break
    return frozenset(reads), frozenset(writes)


@dataclass(slots=True)
class Rule:
    code: str
    what: str
    producer: frozenset[str]
    consumer: frozenset[str]
    on: str
    wait: int
    raw: dict


def rules(proc) -> list[Rule]:
    return _rules(proc.generation, proc.features)


@cache
def _rules(generation: str, features: frozenset[str]) -> list[Rule]:
    out = []
    for h in table()["hazard"]:
        wait = h["wait"].get(generation)
        if not wait or ("feature" in h and h["feature"] not in features):
            continue
        out.append(Rule(h["code"], h["what"], frozenset(h["producer"]), frozenset(h["consumer"]), h["on"], wait, h))
    return out


def _hwreg_id(proc, name: str) -> int | None:
    from ..registers import register_file

    return register_file(proc.generation, proc.features).hwregs.get(name)


def _matcher(rule: Rule, c: Facts, proc):
    """(what the consumer exposes, test on a candidate producer) for one rule, or None
    when the consumer exposes nothing to it."""
    h = rule.raw
    on = rule.on
    if on == "sgpr":
        regs = {u for u in c.reads if not _vector(u)} | {x for name in h.get("also", ()) for x in _WIDE.get(name, (name,))}
    elif on == "vgpr":
        regs = {u for u in c.reads if _vector(u)}
        if h.get("destination"):
            regs |= {u for u in c.writes if _vector(u)}
    elif on == "operand":
        got = next((c.fields[f] for f in h["operands"] if f in c.fields), None)
        regs = set(got[0]) if got and any(got[0] and got[0][0].startswith(f) for f in h.get("files", ("s", "v"))) \
            else set()
    elif on == "register":
        regs = set(_WIDE.get(h["register"], (h["register"],)))
    elif on == "hwreg":
        want = _hwreg_id(proc, h["hwreg"]) if "hwreg" in h else c.hwreg
        if want is None:
            return None
        return want, lambda p: p.hwreg == want
    elif on == "store":
        written = {u for u in c.writes if _vector(u)}
        if not written:
            return None

        def stores_into(p: Facts) -> bool:
            if not p.store:
                return False
            data = next((p.fields[f][0] for f in table()["data_fields"] if f in p.fields), ())
            if len(data) < h["min_dwords"] or not set(data) & written:
                return False
            soffset = p.fields.get("soffset")
            return not (soffset and p.encoding in h.get("unless_register", ()))

        return written, stores_into
    else:
        return None
    if not regs:
        return None
    return regs, lambda p: bool(p.writes & regs)


_NOTHING = (None, None)  # (_matcher's None, in check's walk)


def _since(kernel, facts_of, block_of, c: Facts, is_producer, limit: int):
    """(wait states since the nearest producer, its Facts), the fewest over all paths, or
    None when there is none within ``limit``."""
    best: list = [None]
    seen: dict[tuple[int, int], int] = {}

    def walk(bi: int, pos: int, count: int) -> None:
        lines = kernel.blocks[bi].lines
        for k in range(pos - 1, -1, -1):
            f = facts_of[lines[k]]
            if is_producer(f):
                if best[0] is None or count < best[0][0]:
                    best[0] = (count, f)
                return
            count += f.waits
            if count >= limit:
                return
        for p in kernel.blocks[bi].preds:
            if seen.get((p, 0), 1 << 30) <= count:
                continue
            seen[(p, 0)] = count
            walk(p, len(kernel.blocks[p].lines), count)

    bi, pos = block_of[c.line]
    walk(bi, pos, 0)
    return best[0]


def _clause(kernel_lines, index: int, facts_of, rule: Rule) -> Facts | None:
    """The clause hazard: the run of same-class instructions right before the consumer
    (document order), and the member whose write the run or the consumer reads."""
    c = facts_of[kernel_lines[index]]
    run = []
    for k in range(index - 1, -1, -1):
        f = facts_of[kernel_lines[k]]
        if not (f.classes & rule.consumer):
            break
        run.append(f)
    defs = [f for f in run if f.writes]
    if not defs:
        return None
    if c.store:
        return defs[0]
    # The consumer joins the run with its reads and its writes.
    uses = set(c.reads)
    for f in run:
        uses |= f.reads
    for f in defs + [c]:
        if f.writes & uses:
            return f if f is not c else defs[0]
    return None


def _units_text(units) -> str:
    return ", ".join(sorted(units)[:4])


class _Facts(dict):
    """line -> Facts, computed when first asked for."""

    def __init__(self, results):
        super().__init__()
        self.results = results

    def __missing__(self, line: int) -> Facts:
        f = facts(self.results[line], line)
        if f is None:  # pragma: no cover - flow lists instruction lines only
            f = Facts(line, 1, frozenset(), frozenset(), frozenset(), {}, None, False, "", (0, 1))
        self[line] = f
        return f


@register("hazards")
def check(results, kernels, proc, window: tuple[int, int] | None = None) -> list[Finding]:
    """Every hazard finding of ``kernels`` (with ``window``: of consumers in it only)."""
    rs = rules(proc)
    out: list[Finding] = []
    applies: dict = {}  # an instruction's classes -> the rules it is a consumer of (few sets of classes)
    for kernel in kernels:
        facts_of = _Facts(results)
        block_of = kernel.places
        order = kernel.lines
        # (with a window, only its consumers: an edit of a large kernel re-checks a few lines)
        lo, hi = (bisect_left(order, window[0]), bisect_left(order, window[1])) if window is not None \
            else (0, len(order))
        for idx in range(lo, hi):
            line = order[idx]
            c = facts_of[line]
            mine = applies.get(c.classes)
            if mine is None:
                mine = applies[c.classes] = tuple(r for r in rs if c.classes & r.consumer)
            for rule in mine:
                if rule.on == "clause":
                    p = _clause(order, idx, facts_of, rule)
                    if p is not None:
                        out.append(_finding(rule, c, p, 0, "a write the run reads" if not c.store else "a store"))
                    continue
                # Back through the consumer's own block first (most walks end there); what
                # the consumer exposes is worked out only once an instruction of a producer
                # class is within reach.
                producer, limit = rule.producer, rule.wait
                bi, pos = block_of[line]
                lines = kernel.blocks[bi].lines
                m = found = None
                count = 0
                for k in range(pos - 1, -1, -1):
                    f = facts_of[lines[k]]
                    if f.classes & producer:
                        if m is None:
                            m = _matcher(rule, c, proc) or _NOTHING
                            if m is _NOTHING:
                                break
                        if m[1](f):
                            found = (count, f)
                            break
                    count += f.waits
                    if count >= limit:
                        break
                else:  # the block's start within reach: every path into it
                    if m is None:
                        m = _matcher(rule, c, proc) or _NOTHING
                    if m is not _NOTHING:
                        test = m[1]
                        found = _since(kernel, facts_of, block_of, c,
                                       lambda f, test=test: bool(f.classes & producer) and test(f), limit)
                if found is None:
                    continue
                since, p = found
                if since < limit:
                    out.append(_finding(rule, c, p, since, m[0]))
    out.extend(line_rules(results, kernels, proc, window))
    return out


def findings(results, proc, kernels=None, start: int = 0, end: int | None = None) -> list[Finding]:
    """The hazard findings on lines ``start`` .. ``end - 1`` (all by default): only the
    kernels overlapping the window are checked, and within them only its consumers."""
    from .. import flow

    end = len(results) if end is None else min(end, len(results))
    ks = [k for k in (flow.kernels(results, proc) if kernels is None else kernels)
          if k.first < end and k.last >= start]
    return [f for f in check(results, ks, proc, (start, end)) if start <= f.line < end]


def extent(results, line: int, proc=None, kernels=None) -> tuple[int, int]:
    """The lines whose hazard findings a change of ``line`` can change at most: its
    kernel's (wait states count through the control flow, and a change can add or remove
    a label or a branch, which changes the paths into earlier blocks too)."""
    from .. import flow

    k = kernel_of(flow.kernels(results, proc) if kernels is None else kernels, line)
    return (k.first, k.last) if k is not None else (line, line)


def kernel_of(kernels, line: int):
    for k in kernels:
        if k.first <= line <= k.last:
            return k
    return None


def shape(kernel) -> tuple:
    """The kernel's control flow without its line numbers: while it stays the same, a
    changed line reaches only the instructions after it (``reach``)."""
    return tuple((tuple(b.succs), b.unknown_exit, bool(b.lines)) for b in kernel.blocks)


def reach(results, line: int, kernel, proc) -> list[tuple[int, int]]:
    """When ``line`` changed and its kernel's control flow did not: the line ranges whose
    findings can change. They are the line itself and the instructions after it, along
    every path, until the longest wait of the generation's hazards is covered, and the
    run of memory instructions after it (a clause)."""
    rs = rules(proc)
    longest = max((r.wait for r in rs), default=0)
    affected = {line}
    blocks = kernel.blocks
    order = kernel.lines
    # the first instruction at or after the line (kernel.lines is in document order)
    first = bisect_left(order, line)
    if first >= len(order):
        return [(line, line)]
    start = kernel.places[order[first]]
    seen: dict[int, int] = {}
    stack = [(start[0], start[1], 0)]
    while stack:
        bi, pos, count = stack.pop()
        lines = blocks[bi].lines
        while pos < len(lines) and count < longest:
            j = lines[pos]
            affected.add(j)
            if j != line:
                f = facts(results[j], j)
                count += f.waits if f is not None else 1
            pos += 1
        if pos >= len(lines) and count < longest:
            for nb in blocks[bi].succs:
                if seen.get(nb, 1 << 30) > count:
                    seen[nb] = count
                    stack.append((nb, 0, count))
    memory = frozenset(c for r in rs if r.on == "clause" for c in r.consumer)
    for j in islice(order, first, None):
        f = facts(results[j], j)
        if f is None or not (f.classes & memory) and j != line:
            break
        affected.add(j)
    out: list[list[int]] = []
    for j in sorted(affected):
        if out and j - out[-1][1] <= 64:
            out[-1][1] = j
        else:
            out.append([j, j])
    return [(a, b) for a, b in out]


def windows(results, changed, kernels, proc, whole_from: int, reshaped=frozenset()) -> list[list[int]]:
    """The line ranges [first, last] (merged, in order) where the check's findings can change
    after the lines ``changed`` (in order) did: such a line outside every kernel; all of a
    kernel whose control flow changed (its name in ``reshaped``) or whose changed lines are
    at least 1/``whole_from`` of it (a flood of edits: the whole kernel at once costs less
    than a reach per line, and finds the same); else what each line reaches (``reach``).
    (The server's document and its expansion both re-check only these.)"""
    at = [(i, kernel_of(kernels, i)) for i in changed]
    many: dict[str, int] = {}
    for _, k in at:
        if k is not None:
            many[k.name] = many.get(k.name, 0) + 1
    spans: list[tuple[int, int]] = []
    for i, k in at:
        if k is None:
            spans.append((i, i))
        elif k.name in reshaped or many[k.name] * whole_from >= k.last - k.first + 1:
            spans.append((k.first, k.last))
        else:
            spans.extend(reach(results, i, k, proc))
    out: list[list[int]] = []
    for a, b in sorted(spans):
        if out and a <= out[-1][1] + 1:
            out[-1][1] = max(out[-1][1], b)
        else:
            out.append([a, b])
    return out


def diagnostics(results, proc, start: int = 0, end: int | None = None, kernels=None,
                lines=None) -> list[tuple[int, Diagnostic]]:
    """``findings`` as (line, Diagnostic) for analysis.analyze and the server's document:
    the producer and the quick fix go in the diagnostic's data. ``lines``: the original
    text, for the suppression comment (``// gcnls: ignore[=CODE]``, see gcnls.checks)."""
    from . import _drops, suppressed

    out = []
    for f in findings(results, proc, kernels, start, end):
        if lines is not None and 0 <= f.line < len(lines):
            codes = suppressed(lines[f.line])
            if codes is not None and _drops(codes, f.code):
                continue
        data = {}
        if f.related:
            data["producer"] = [list(r) for r in f.related]
        if f.fix:
            data["fix"] = list(f.fix)
        out.append((f.line, Diagnostic(f.code, f.message, f.start, f.end, f.severity, data)))
    return out


def _finding(rule: Rule, c: Facts, p: Facts, since: int, exposed) -> Finding:
    need = rule.wait - since
    what = exposed if isinstance(exposed, str) else (
        f"hwreg {exposed}" if isinstance(exposed, int) else _units_text(exposed))
    message = (f"{c.name} needs {rule.wait} wait state{'s' if rule.wait > 1 else ''} after {p.name} "
               f"(line {p.line + 1}; {what}) and has {since}: {rule.what}")
    return Finding(c.line, c.span[0], c.span[1], message, f"hazard.{rule.code}", Severity.WARNING,
                   [(p.line, p.span[0], p.span[1], f"{p.name}: the instruction {c.name} must wait for")],
                   (c.line, f"s_nop {need - 1}", f"Insert s_nop {need - 1} ({need} wait state{'s' if need > 1 else ''})"))


# --- single-instruction rules of the ISA documents that llvm-mc does not enforce


def line_rules_read(inst, fields: dict, gen: str) -> bool:
    """May line_rules report on a line of ``inst`` with these field values (it then reads
    the columns of its operands)?"""
    if inst.encoding.memory != "smem":
        return False
    return (gen == "gfx8" and _stores(inst)) or (gen == "gfx9" and bool(fields.get("soe")))


def _stores(inst) -> bool:
    return "sdata" in inst.reads or not inst.writes


def line_rules(results, kernels, proc, window: tuple[int, int] | None = None) -> list[Finding]:
    out: list[Finding] = []
    gen = proc.generation
    if gen != "gfx8" and gen != "gfx9":
        return out  # (line_rules_read: the rules are GCN 1.2's and 1.4's)
    for kernel in kernels:
        order = kernel.lines
        # (in line order: a window's lines are found by bisection, not by a walk of the kernel)
        lo, hi = (bisect_left(order, window[0]), bisect_left(order, window[1])) if window is not None \
            else (0, len(order))
        for i in islice(order, lo, hi):
            e = results[i].encoded
            if e is None or e.instruction.encoding.memory != "smem" or not line_rules_read(e.instruction, e.fields,
                                                                                            gen):
                continue
            out.extend(_smem_rules(i, e, gen))
    return out


def _smem_rules(i: int, e, gen: str) -> list[Finding]:
    inst = e.instruction
    regs = {spec.field: op for spec, op in e.operands if isinstance(op, RegOp)}
    offset = regs.get("offset") or regs.get("soffset")
    out = []
    if gen == "gfx8" and _stores(inst) and offset is not None and offset.reg.name != "m0":
        out.append(Finding(i, offset.start, offset.end,
                           "GCN 1.2 scalar stores and atomics take only M0 or an immediate as offset",
                           "hazard.smem-store-offset"))
    if gen == "gfx9" and e.fields.get("soe") and e.fields.get("offset", 0) >> 20:
        # The 21-bit offset field holds a negative value here (bit 20 set).
        a, b = (offset.start, offset.end) if offset is not None else (0, 1)
        out.append(Finding(i, a, b, "a negative offset plus the SGPR offset can address below the base: the "
                           "result is undefined", "hazard.negative-offset"))
    return out
