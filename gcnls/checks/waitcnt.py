"""Missing or too weak ``s_waitcnt``: the rules of LLVM's SIInsertWaitcnts for GCN 1.0-1.4.

Model (one "bracket" per counter, as the hardware counts): every instruction whose ISA
``counter`` fact names vm, lgkm or exp raises that counter by one when it issues and the
counter drops when it completes. Operations of one kind complete in issue order, so
``s_waitcnt vmcnt(N)`` guarantees that all but the last N vector-memory operations are
done. Where kinds mix on one counter (scalar-memory, LDS, GDS and messages on lgkm;
export kinds on exp) or a scalar-memory load is in flight (they return out of order),
only a wait for 0 is safe, and a non-zero wait proves nothing.

An instruction must not read or overwrite a register a pending operation will still
write (read-after-load, write-after-load; two vector-memory loads of the same kind
write in order and need no wait between them), nor overwrite a VGPR an export, GDS
operation or (GCN 1.0) vector-memory store still reads (expcnt). Also: s_barrier wants
every counter at 0; writing EXEC waits for exports and GDS; on GCN 1.0/1.1 a VCCZ branch
wants lgkmcnt(0) while a scalar load is in flight (isa/waitcnt.toml ``[analysis]``).

FLAT instructions count on vmcnt (and, in the hardware, lgkmcnt too when they reach
LDS); the data is tracked on vmcnt, as LLVM does for FLAT accesses it knows are global.

Through the control-flow graph (gcnls/flow.py): a block starts from the worst case of
its predecessors' states and the analysis iterates to a fixed point (loops converge
because distances are capped at what the counters can hold).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from functools import cache
from operator import is_

from .. import flow
from .. import waitcnt as wc
from ..diagnostics import Severity
from ..operands import SrcOp
from ..syntax import RegOp
from . import Finding, Interrupted, register

COUNTERS = ("vm", "lgkm", "exp")
_PRINT_ORDER = ("vm", "exp", "lgkm")  # llvm-mc prints vmcnt, expcnt, lgkmcnt
_NAMES = {"vm": "vmcnt", "lgkm": "lgkmcnt", "exp": "expcnt"}
_FIELD = {"vmcnt": "vm", "lgkmcnt": "lgkm", "expcnt": "exp"}

# Register keys: VGPR i -> i, SGPR (and special registers by their operand code) -> S + i,
# the LDS "register" a buffer load with lds writes -> LDS.
S = 512
LDS = 1024
ANY = -1  # every register: what a caller may have left in flight at a function's entry
_IMPLICIT = {"vcc": (106, 107), "exec": (126, 127), "m0": (124,), "flat_scratch": (102, 103)}

# Event kinds: operations of different kinds on one counter may complete out of order.
SMEM, LDS_ACCESS, GDS, MESSAGE, VMEM = "smem", "lds", "gds", "message", "vmem"
EXPORT, GDS_LOCK, STORE_LOCK = "export", "gds-lock", "store-lock"
CALLER = "caller"
_EXEC_EVENTS = frozenset({EXPORT, GDS_LOCK})


@cache
def _facts() -> dict:
    return wc._data().get("analysis", {})


def _gen_has(fact: str, generation: str) -> bool:
    return generation in _facts().get(fact, ())


def reg_name(key: int) -> str:
    if key >= LDS:
        return "LDS"
    if key >= S:
        i = key - S
        for name, regs in (("vcc_lo", (106,)), ("vcc_hi", (107,)), ("exec_lo", (126,)), ("exec_hi", (127,)),
                           ("m0", (124,)), ("flat_scratch_lo", (102,)), ("flat_scratch_hi", (103,))):
            if i in regs:
                return name
        return f"s{i}"
    return f"v{key}"


@dataclass(slots=True)
class Op:
    """One operation in flight."""

    score: int
    line: int
    event: str


@dataclass(slots=True)
class Bracket:
    """One counter: operations issued (ub), known complete (lb), the register scores."""

    lb: int = 0
    ub: int = 0
    events: frozenset = frozenset()
    regs: dict = field(default_factory=dict)  # key -> (score, line, vmem type)
    ops: list = field(default_factory=list)  # Op, oldest first (capped)
    flat: int = 0  # score of the last FLAT operation (0: none)

    def copy(self) -> Bracket:
        return Bracket(self.lb, self.ub, self.events, dict(self.regs), list(self.ops), self.flat)

    def out_of_order(self) -> bool:
        return SMEM in self.events or len(self.events) > 1

    def pending(self, key: int):
        e = self.regs.get(key)
        if e is not None and e[0] > self.lb:
            return e
        e = self.regs.get(ANY)
        return e if e is not None and e[0] > self.lb else None


@dataclass(slots=True)
class State:
    b: dict  # counter -> Bracket

    @staticmethod
    def empty() -> State:
        return State({c: Bracket() for c in COUNTERS})

    @staticmethod
    def unknown() -> State:
        """A callable function's entry: the caller may have anything in flight."""
        return State({c: Bracket(0, 1, frozenset({CALLER}), {ANY: (1, -1, 3)}, [Op(1, -1, CALLER)]) for c in COUNTERS})

    def copy(self) -> State:
        return State({c: x.copy() for c, x in self.b.items()})

    def flat_pending(self) -> bool:
        x = self.b["vm"]  # (a FLAT operation is recorded on vmcnt)
        return x.flat > x.lb


@dataclass(slots=True)
class Ctx:
    generation: str
    maxima: dict  # counter -> largest value its field holds

    def cap(self, counter: str) -> int:
        return self.maxima[counter]


def _normalise(x: Bracket, cap: int, counter: str) -> tuple:
    """The bracket relative to its top: (pending, events, {key: (distance, line, type)},
    ((distance, line, event)...), flat distance or -1), distances capped."""
    pend = min(x.ub - x.lb, cap)
    regs = {}
    for k, (score, line, t) in x.regs.items():
        if score > x.lb:
            d = x.ub - score
            if d >= pend:
                continue
            regs[k] = (min(d, cap - 1), line, t)
    ops = tuple(sorted({(min(x.ub - o.score, cap - 1), o.line, o.event) for o in x.ops if o.score > x.lb}))
    flat = min(x.ub - x.flat, cap - 1) if x.flat > x.lb else -1
    return pend, x.events, regs, ops, flat


def _rebuild(pend, events, regs, ops, flat) -> Bracket:
    ub = pend
    return Bracket(0, ub, events, {k: (ub - d, line, t) for k, (d, line, t) in regs.items()},
                   [Op(ub - d, line, ev) for d, line, ev in sorted(ops, reverse=True)],
                   ub - flat if flat >= 0 else 0)


def merge(states: list[State], ctx: Ctx) -> State:
    """The worst case of several states (a join in the control-flow graph)."""
    out = {}
    for c in COUNTERS:
        cap = ctx.cap(c)
        parts = [_normalise(s.b[c], cap, c) for s in states]
        pend = max(p[0] for p in parts)
        events = frozenset().union(*(p[1] for p in parts))
        regs: dict = {}
        for p in parts:
            for k, (d, line, t) in p[2].items():
                old = regs.get(k)
                if old is None or d < old[0]:
                    regs[k] = (d, line, t | (old[2] if old else 0))
                elif old is not None:
                    regs[k] = (old[0], old[1], old[2] | t)
        ops = set()
        for p in parts:
            ops.update(p[3])
        ops = _trim_ops(ops, cap)
        flats = [p[4] for p in parts if p[4] >= 0]
        out[c] = _rebuild(pend, events, regs, ops, min(flats) if flats else -1)
    return State(out)


def _trim_ops(ops, cap):
    """At most ``cap`` distinct lines per distance slot are kept (hover lists them)."""
    return sorted(ops)[: cap * 4]


def key(state: State, ctx: Ctx) -> tuple:
    parts = []
    for c in COUNTERS:
        pend, events, regs, ops, flat = _normalise(state.b[c], ctx.cap(c), c)
        parts.append((pend, events, tuple(sorted(regs.items())), tuple(ops), flat))
    return tuple(parts)


# --- what one instruction does


def _operand_regs(e) -> list[tuple[str, RegOp, list[int]]]:
    """(field, operand, register keys) of the register operands."""
    out = []
    for spec, op in e.operands:
        if not isinstance(op, RegOp):
            continue
        reg = op.reg
        if reg.kind == "v":
            keys = list(range(reg.index, reg.index + reg.width))
        elif reg.kind == "s" or (reg.kind == "special" and reg.index < 128):
            keys = [S + i for i in range(reg.index, reg.index + reg.width)]
        else:
            continue
        out.append((spec.field, op, keys))
    return out


@dataclass(slots=True)
class Access:
    """The registers an instruction reads and writes (with the columns to mark): per
    register operand (or implicit register), (its register keys, start, end)."""

    reads: list  # (keys, start, end)
    writes: list
    vmem: bool  # a vector-memory instruction (its writes are in order with its own kind)
    vtype: int  # 1: no sampler, 2: sampler


@dataclass(slots=True)
class _Shape:
    """What access() reads of an instruction, worked out once per instruction."""

    reads: frozenset  # operand fields it reads
    writes: frozenset
    flag: str  # the flag without which an atomic returns nothing ("": none)
    implicit_reads: tuple  # (keys, -1, -1) of the registers it reads without an operand
    implicit_writes: tuple
    vmem: bool
    vtype: int
    lds: bool  # reads the LDS (a scalar-counted LDS operation)
    counter: bool  # counts on some counter (events_of has something to say)
    barrier: bool  # a barrier (which waits on the generations that say so)
    invalidate: bool  # a cache invalidation
    vccz: bool  # a branch on VCC (stale VCCZ on the generations that say so)
    call: bool  # a call (flow.is_call)
    exec_implicit: bool  # writes EXEC without an operand


_SHAPES: dict = {}  # Instruction -> _Shape
_KEYS: dict = {}  # (kind, index, width) of a register -> its register keys (() for none)
_LDS_READ = ((LDS,), -1, -1)


def _shape(inst) -> _Shape:
    got = _SHAPES.get(inst)
    if got is None:
        # An atomic returns the old value (into its data operand, or a destination the
        # operand list has only then) only with its returning flag (glc).
        flag = inst.returns or ("glc" if inst.counter and "glc" in inst.modifiers else "")
        counter = inst.counter.split()
        got = _SHAPES[inst] = _Shape(
            frozenset(inst.reads), frozenset(inst.writes), flag,
            tuple((tuple(S + i for i in _IMPLICIT[name]), -1, -1) for name in inst.reads if name in _IMPLICIT),
            tuple((tuple(S + i for i in _IMPLICIT[name]), -1, -1) for name in inst.writes if name in _IMPLICIT),
            "vm" in counter, 2 if "ssamp" in inst.reads else 1,
            "lgkm" in counter and "vm" not in counter and inst.encoding.memory == "lds",
            bool(counter) and "cache_invalidate" not in inst.traits, "barrier" in inst.traits,
            "cache_invalidate" in inst.traits, bool(inst.branch) and "vcc" in inst.reads, flow.is_call(inst),
            "exec" in inst.writes)
    return got


def reg_keys(reg) -> tuple:
    """The register keys of register ``reg`` (() for one the analysis does not track)."""
    key = (reg.kind, reg.index, reg.width)
    got = _KEYS.get(key)
    if got is None:
        if reg.kind == "v":
            got = tuple(range(reg.index, reg.index + reg.width))
        elif reg.kind == "s" or (reg.kind == "special" and reg.index < 128):
            got = tuple(S + i for i in range(reg.index, reg.index + reg.width))
        else:
            got = ()
        _KEYS[key] = got
    return got


def access(e) -> Access:
    """What encoded instruction ``e`` reads and writes: its register operands, bare or
    under source modifiers (-v2, |v2|, neg(v2), sext(v2) read v2; the operand's whole
    span marks it)."""
    regs = []
    for spec, op in e.operands:
        reg = op.inner if op.__class__ is SrcOp else op
        if isinstance(reg, RegOp):
            regs.append((spec.field, reg_keys(reg.reg), op.start, op.end))
    return access_of(e.instruction, e.fields, regs)


def access_of(inst, values: dict, regs: list) -> Access:
    """What a line of ``inst`` with field values ``values`` reads and writes, from its
    register operands ``regs``: (field, register keys, start, end) each (access()
    reads them off a line result, gcnls.light off the fast path's answer)."""
    sh = _SHAPES.get(inst) or _shape(inst)
    reads, writes = [], []
    read_fields, write_fields = sh.reads, sh.writes
    no_return = bool(sh.flag) and not values.get(sh.flag)
    for fld, ks, a, b in regs:
        r = fld in read_fields
        w = fld in write_fields and not (no_return and r)
        if r:
            reads.append((ks, a, b))
        if w:
            writes.append((ks, a, b))
    if sh.implicit_reads:
        reads.extend(sh.implicit_reads)
    if sh.implicit_writes:
        writes.extend(sh.implicit_writes)
    if sh.lds:
        reads.append(_LDS_READ)
    return Access(reads, writes, sh.vmem, sh.vtype)


@dataclass(slots=True)
class Need:
    """A wait an instruction needs: counter -> (count, register key, the pending entry)."""

    counts: dict = field(default_factory=dict)
    why: dict = field(default_factory=dict)  # counter -> (key, line of the operation, start, end, kind)

    def add(self, counter: str, count: int, why) -> None:
        if count < self.counts.get(counter, 1 << 30):
            self.counts[counter] = count
            self.why[counter] = why


def _determine(state: State, ctx: Ctx, counter: str, entry, need: Need | None, why) -> Need | None:
    """``need`` (made here when None) with the wait for ``entry`` added."""
    x = state.b[counter]
    score = entry[0]
    if not (x.lb < score <= x.ub):
        return need
    if entry[1] < 0:  # the caller's operations: their number is unknown
        count = 0
        why = (None, -1, why[2], why[3], "entry")
    elif counter in ("vm", "lgkm") and state.flat_pending():
        count = 0
    elif x.out_of_order():
        count = 0
    else:
        count = min(x.ub - score, ctx.cap(counter) - 1)
    if need is None:
        need = Need()
    need.add(counter, count, why)
    return need


def _pending_in(x: Bracket):
    """(the bracket's register entries, its lower bound, the entry of every register when
    it is pending, else None): what Bracket.pending reads, for many keys at once."""
    lb = x.lb
    e = x.regs.get(ANY)
    return x.regs, lb, e if e is not None and e[0] > lb else None


def needs(state: State, ctx: Ctx, p: Plan) -> Need | None:
    """The waits the line of plan ``p`` needs in ``state`` (None: none; most lines)."""
    need = None
    acc = p.access
    vm, lgkm, exp = state.b["vm"], state.b["lgkm"], state.b["exp"]
    vm_on, lgkm_on, exp_on = vm.ub > vm.lb, lgkm.ub > lgkm.lb, exp.ub > exp.lb
    if vm_on or lgkm_on or exp_on:
        # (Bracket.pending, inlined: this runs for every register of every line)
        vm_regs, vm_lb, vm_any = _pending_in(vm)
        lgkm_regs, lgkm_lb, lgkm_any = _pending_in(lgkm)
        for kind, items in (("read", acc.reads), ("write", acc.writes)):
            for ks, a, b in items:
                for k in ks:
                    if vm_on:
                        ent = vm_regs.get(k)
                        if ent is None or ent[0] <= vm_lb:
                            ent = vm_any
                        if ent is not None and (kind == "read" or not acc.vmem or ent[2] & ~acc.vtype):
                            need = _determine(state, ctx, "vm", ent, need, (k, ent[1], a, b, kind))
                    if exp_on and kind == "write" and k < S:
                        ent = exp.pending(k)
                        if ent is not None:
                            need = _determine(state, ctx, "exp", ent, need, (k, ent[1], a, b, "overwrite"))
                    if lgkm_on:
                        ent = lgkm_regs.get(k)
                        if ent is None or ent[0] <= lgkm_lb:
                            ent = lgkm_any
                        if ent is not None:
                            need = _determine(state, ctx, "lgkm", ent, need, (k, ent[1], a, b, kind))
    if p.writes_exec and exp_on and exp.events & _EXEC_EVENTS:
        need = need or Need()
        need.add("exp", 0, (None, _last_op(exp), -1, -1, "exec"))
    if p.invalidate and vm_on:
        need = need or Need()
        need.add("vm", 0, (None, _last_op(vm), -1, -1, "invalidate"))
    if p.barrier:
        for c in COUNTERS:
            x = state.b[c]
            if x.ub > x.lb:
                need = need or Need()
                need.add(c, 0, (None, _last_op(x), -1, -1, "barrier"))
    if p.vccz and lgkm_on and SMEM in lgkm.events:
        need = need or Need()
        need.add("lgkm", 0, (None, _last_op(lgkm, SMEM), -1, -1, "vccz"))
    return need


def _last_op(x: Bracket, event: str | None = None) -> int:
    for o in reversed(x.ops):
        if o.score > x.lb and (event is None or o.event == event):
            return o.line
    return -1


def apply_wait(state: State, ctx: Ctx, counts: dict) -> None:
    """An s_waitcnt (or the wait a finding asks for) with ``counts``: counter -> value."""
    for c, n in counts.items():
        x = state.b[c]
        if n >= x.ub - x.lb:
            continue
        if n != 0:
            if x.out_of_order():
                continue
            x.lb = max(x.lb, x.ub - n)
        else:
            x.lb = x.ub
            x.events = frozenset()


def _event(state: State, ctx: Ctx, counter: str, event: str, line: int, keys, vtype: int = 0,
           flat: bool = False) -> None:
    x = state.b[counter]
    x.ub += 1
    score = x.ub
    if event not in x.events:  # (a frozenset: states share it)
        x.events = x.events | {event}
    cap = ctx.cap(counter)
    if counter == "exp" and x.ub - x.lb > cap:
        x.lb = x.ub - cap  # the hardware holds no more exports than the field counts
    for k in keys:
        old = x.regs.get(k)
        t = vtype | (old[2] if old is not None and old[0] > x.lb else 0)
        x.regs[k] = (score, line, t)
    x.ops.append(Op(score, line, event))
    if len(x.ops) > 4 * cap:
        del x.ops[: len(x.ops) - 4 * cap]
    if flat:
        x.flat = score


def events_of(e, acc: Access, generation: str) -> tuple:
    """What instruction ``e`` does to the counters when it issues: (counter, event kind,
    register keys it holds, vector-memory type, is a FLAT that may reach LDS)."""
    inst = e.instruction
    counter = inst.counter.split()
    if not counter or "cache_invalidate" in inst.traits:
        return ()
    written = [k for ks, _, _ in acc.writes for k in ks]
    vgpr_reads = [k for ks, _, _ in acc.reads for k in ks if k < S]
    out = []
    if "vm" in counter:
        keys = written + ([LDS] if e.fields.get("lds") else [])
        # FLAT may reach LDS too (counter "vm lgkm"): LLVM then wants every wait for its
        # data to be zero while it is in flight.
        out.append(("vm", VMEM, keys, acc.vtype, "lgkm" in counter))
        if _gen_has("store_data_expcnt", generation) and "vdata" in inst.reads:
            data = [k for fld, op, ks in _operand_regs(e) if fld == "vdata" for k in ks]
            out.append(("exp", STORE_LOCK, data, 0, False))
    elif "lgkm" in counter:
        if inst.encoding.memory == "lds":
            if e.fields.get("gds"):
                out.append(("lgkm", GDS, written, 0, False))
                out.append(("exp", GDS_LOCK, vgpr_reads, 0, False))
            else:
                out.append(("lgkm", LDS_ACCESS, written, 0, False))
        elif inst.encoding.memory == "smem":
            out.append(("lgkm", SMEM, written, 0, False))
        else:
            out.append(("lgkm", MESSAGE, written, 0, False))
    elif "exp" in counter:
        out.append(("exp", EXPORT, vgpr_reads, 0, False))
    return tuple(out)


@dataclass(slots=True)
class Plan:
    """Everything the analysis needs of one encoded instruction, worked out once."""

    encoded: object  # (kept alive: the cache is keyed by its id; None: kept on it, see seed)
    waits: dict | None  # an s_waitcnt's counter values
    access: Access | None
    events: tuple
    barrier: bool
    invalidate: bool
    vccz: bool
    writes_exec: bool
    call: bool  # returns with nothing in flight (see step)
    generation: str = ""  # (set by seed for a plan kept on its encoded instruction)


_PLANS: dict = {}


_EXEC_KEYS = frozenset({S + 126, S + 127})


def plan(e, generation: str) -> Plan:
    p = getattr(e, "kept_plan", None)
    if p is not None and p.generation == generation:
        return p
    k = (id(e), generation)
    p = _PLANS.get(k)
    if p is not None and p.encoded is e:
        return p
    if len(_PLANS) > 200_000:
        _PLANS.clear()
    p = _PLANS[k] = planned(e, None if e.instruction.waits else access(e), generation)
    return p


def planned(e, acc: Access | None, generation: str) -> Plan:
    """The plan of encoded instruction ``e`` whose access is ``acc`` (None: not worked out,
    for an s_waitcnt-like instruction, which needs none)."""
    waits = _waits_of(e, generation) if e.instruction.waits else None
    if waits is not None:
        return Plan(e, waits, None, (), False, False, False, False, False)
    if acc is None:
        acc = access(e)
    sh = _SHAPES[e.instruction]  # (access made it)
    writes_exec = sh.exec_implicit
    if not writes_exec:
        for ks, _, _ in acc.writes:
            if not _EXEC_KEYS.isdisjoint(ks):
                writes_exec = True
                break
    return Plan(e, None, acc, events_of(e, acc, generation) if sh.counter else (),
                sh.barrier and _gen_has("barrier_waits", generation), sh.invalidate,
                sh.vccz and _gen_has("vccz_bug", generation), writes_exec, sh.call)


def seed(e, p: Plan, generation: str) -> None:
    """Keep ``p`` (made by ``planned``) as the plan of encoded instruction ``e``: on ``e``
    when it has room for it (gcnls.light's: a slot costs no entry in _PLANS, no lookup
    by id and nothing to forget; the plan then lets go of ``e``: no cycle), else in
    _PLANS."""
    if hasattr(e.__class__, "kept_plan"):
        p.encoded = None
        p.generation = generation
        e.kept_plan = p
        return
    if len(_PLANS) > 200_000:
        _PLANS.clear()
    _PLANS[(id(e), generation)] = p


def _waits_of(e, generation: str) -> dict | None:
    """The counter values an s_waitcnt-like instruction waits for (None: not one)."""
    inst = e.instruction
    if not inst.waits:
        return None
    value = e.fields.get("simm16")
    if value is None:
        return None
    counts = wc.unpack(value, generation)
    return {_FIELD[n]: v for n, v in counts.items()}


# --- through the control-flow graph


def context(proc) -> Ctx:
    gen = proc.generation
    return Ctx(gen, {_FIELD[n]: wc.maximum(n, gen) for n in wc.COUNTERS})


# Block transfers already worked out: (generation, lines, line results, state at entry) ->
# (the results, kept alive so their ids stay theirs; state at exit; its key; findings).
# An edit changes the results of a few lines: every other block is found here, so
# re-analysing a document costs what its changed blocks cost.
_MEMO: dict = {}
MEMO_SIZE = 50_000


CHUNK = 64  # lines per memoised piece of a block: an edit re-runs its piece, not its block


def run_block(results, block, state: State, in_key: tuple, ctx: Ctx):
    """(state at the exit, its key, [(line, LineResult, Need)]) of one block entered with
    ``state`` (whose key is ``in_key``), worked out CHUNK lines at a time, each piece
    memoised by its lines, their results and the state it starts from."""
    lines = block.lines
    found: list = []
    st, k = state, in_key
    for a in range(0, max(len(lines), 1), CHUNK):
        part = lines[a:a + CHUNK]
        rs = [results[i] for i in part]
        memo_key = (ctx.generation, tuple(part), tuple(map(id, rs)), k)
        hit = _MEMO.get(memo_key)
        if hit is None:
            st = st.copy()
            mine: list = []
            for line, r in zip(part, rs):
                step(st, ctx, r, line, mine)
            k = key(st, ctx)
            if len(_MEMO) >= MEMO_SIZE:
                _MEMO.clear()
            _MEMO[memo_key] = hit = (rs, st, k, mine)
        st, k = hit[1], hit[2]
        found.extend(hit[3])
    return st, k, found


@dataclass(slots=True)
class Solution:
    """A kernel's fixed point, kept for the next analysis of the same Kernel object (the
    server reuses it while no line changes its shape): the line results of each block's
    range, the state at each block's entry and exit, and the findings in each block."""

    kernel: object
    generation: str
    callable_: bool
    spans: list  # per block: the line results of lines first..last
    ins: list
    outs: list
    out_keys: list
    found: list
    # blocks still to work out: the run was interrupted (``stop``) before its fixed point;
    # the next run resumes this worklist (a worklist algorithm may stop and go on anywhere)
    pending: tuple = ()


_SOLUTIONS: dict = {}


def _span(results, b) -> list:
    return results[b.lines[0]:b.lines[-1] + 1] if b.lines else []


def _same(a: list, b: list) -> bool:
    # (list equality compares identity first: unchanged lines cost no __eq__)
    return a == b


def _cycles_through(blocks, changed: list[int]) -> set[int]:
    """Blocks on a cycle through a changed block: their exit states may hold what the old
    text of the changed block put there, so they start again from nothing."""
    return _reachable(blocks, changed, "succs") & _reachable(blocks, changed, "preds")


def _reachable(blocks, start: list[int], edges: str) -> set[int]:
    """The blocks reached from ``start`` along ``edges`` ("succs" or "preds")."""
    seen: set[int] = set()
    stack = list(start)
    while stack:
        for b in getattr(blocks[stack.pop()], edges):
            if b not in seen:
                seen.add(b)
                stack.append(b)
    return seen


def _fixed_point(kernel, results, ctx: Ctx, callable_: bool = False, touched=None, stop=None):
    """Per block: (state at entry, the findings in it), iterated to a fixed point. Starts
    from the kernel's previous solution when there is one: only changed blocks (and what
    their new exit states reach) are worked out again. ``touched``: the lines whose results
    may differ from the previous solution's (the caller knows them: the blocks holding them
    are the changed ones); None: every block's lines are compared with the solution's.
    ``stop``: called between blocks; when it says True (the server has input waiting) the
    solution so far is kept with its worklist (Solution.pending) and Interrupted raised: a
    hover waited 40-65 ms behind one publish's pass over a 20,000-line kernel."""
    blocks = kernel.blocks
    n = len(blocks)
    prev = _SOLUTIONS.get(id(kernel))
    if (prev is not None and prev.kernel is kernel and prev.generation == ctx.generation
            and prev.callable_ == callable_ and len(prev.spans) == n):
        if touched is None:
            spans = [_span(results, b) for b in blocks]
            changed = [i for i in range(n) if not _same(spans[i], prev.spans[i])]
        else:
            # (slicing and comparing every block's lines cost ~30 ms on 100k lines)
            places = kernel.places
            changed = sorted({places[i][0] for i in touched if i in places})
            spans = list(prev.spans)
            for i in set(changed).union(prev.pending):
                spans[i] = _span(results, blocks[i])
        ins, outs, out_keys, found = list(prev.ins), list(prev.outs), list(prev.out_keys), list(prev.found)
        for i in _cycles_through(blocks, changed):
            outs[i] = out_keys[i] = None
            changed.append(i)
        work = sorted(set(changed).union(prev.pending))
    else:
        spans = [_span(results, b) for b in blocks]
        outs = [None] * n
        out_keys = [None] * n
        ins = [State.empty() for _ in range(n)]
        found = [()] * n
        work = list(range(n))
    queued = set(work)
    rounds = 0
    limit = 50 * max(n, 1)
    start = State.unknown() if callable_ else State.empty()  # a kernel starts with nothing in flight
    while work and rounds < limit:
        if rounds and stop is not None and stop():  # (one block at least: each run makes progress)
            _SOLUTIONS[id(kernel)] = Solution(kernel, ctx.generation, callable_, spans, ins, outs, out_keys, found,
                                              tuple(work))
            raise Interrupted
        rounds += 1
        bi = work.pop(0)
        queued.discard(bi)
        b = blocks[bi]
        preds = [outs[p] for p in b.preds if outs[p] is not None]
        if bi == 0:
            preds.append(start)
        ins[bi] = st_in = merge(preds, ctx) if preds else State.empty()
        st, k, found[bi] = run_block(results, b, st_in, key(st_in, ctx), ctx)
        if k != out_keys[bi]:
            out_keys[bi] = k
            outs[bi] = st
            for s in b.succs:
                if s not in queued:
                    queued.add(s)
                    work.append(s)
    if len(_SOLUTIONS) > 5000:
        _SOLUTIONS.clear()
    _SOLUTIONS[id(kernel)] = Solution(kernel, ctx.generation, callable_, spans, ins, outs, out_keys, found)
    return ins, found


def forget(live: set[int]) -> None:
    """Drop what is memoised about line results (and their encodings) whose id is not in
    ``live``: the server passes those its open documents hold when one closes. Every entry
    keeps its results alive (their ids are the keys), so without this a closed document's
    stayed until a bound cleared everything (~100 MB per 20,000-line document)."""

    def held(rs) -> bool:
        return all(id(r) in live for r in rs)

    for k in [k for k, v in _MEMO.items() if not held(v[0])]:
        del _MEMO[k]
    for k in [k for k, p in _PLANS.items() if id(p.encoded) not in live]:
        del _PLANS[k]
    for k in [k for k, s in _SOLUTIONS.items() if not all(held(span) for span in s.spans)]:
        del _SOLUTIONS[k]
    for k in [k for k, v in _FINDINGS.items() if id(v[0]) not in live or not held(x for x in v[2] if x is not None)]:
        del _FINDINGS[k]


def _block_in_states(kernel, results, ctx: Ctx, callable_: bool = False) -> list[State]:
    return _fixed_point(kernel, results, ctx, callable_)[0]


def step(state: State, ctx: Ctx, r, line: int, findings: list | None) -> Need | None:
    """Advance ``state`` over one line; with ``findings``, report what it lacks."""
    e = r.encoded
    if e is None:
        return None
    # (plan's lookups, inlined: this runs for every line)
    p = getattr(e, "kept_plan", None)
    if p is None or p.generation != ctx.generation:
        p = _PLANS.get((id(e), ctx.generation))
        if p is None or p.encoded is not e:
            p = plan(e, ctx.generation)
    if p.waits is not None:
        apply_wait(state, ctx, p.waits)
        return None
    need = needs(state, ctx, p)
    if need is not None and need.counts:
        if findings is not None:
            findings.append((line, r, need))
        apply_wait(state, ctx, need.counts)
    for counter, event, keys, vtype, flat in p.events:
        _event(state, ctx, counter, event, line, keys, vtype, flat)
    if p.call:
        # LLVM's calling convention: a called function waits for everything at its entry
        # (is_callable) and before it returns, so a call comes back with nothing in flight
        # (compiler output reads a register loaded before the call right after it).
        apply_wait(state, ctx, dict.fromkeys(ctx.maxima, 0))
    return need


def analyse(results, kernels, proc, described: bool | None = None, limit: int | None = None, touched=None,
            stop=None):
    """[(line, LineResult, Need)] of every instruction that lacks a wait (in line order per
    kernel), and the context. ``described``: the document has kernel descriptors (default:
    one of ``kernels`` has); ``limit``: at most this many per kernel (and one more, to
    show there are more); ``touched``, ``stop``: see _fixed_point."""
    ctx = context(proc)
    found = []
    if described is None:
        described = any(k.descriptor is not None for k in kernels)
    for ki, k in enumerate(kernels):
        if not k.blocks:
            continue
        try:
            _, per_block = _fixed_point(k, results, ctx, is_callable(k, described), touched, stop)
        except Interrupted:
            if touched is not None:  # (the caller tells the lines once: the later kernels keep them)
                for later in kernels[ki + 1:]:
                    _defer(later, touched)
            raise
        mine = []
        for f in per_block:
            mine.extend(f)
            if limit is not None and len(mine) > limit:
                break
        mine.sort(key=lambda item: item[0])
        found.extend(mine if limit is None else mine[:limit + 1])
    return found, ctx


def _defer(kernel, touched) -> None:
    """Add the blocks of ``kernel`` that hold ``touched`` lines to its kept solution's
    worklist (a run stopped before it reached this kernel)."""
    prev = _SOLUTIONS.get(id(kernel))
    if prev is not None and prev.kernel is kernel:
        places = kernel.places
        changed = sorted({places[i][0] for i in touched if i in places})
        cycles = _cycles_through(kernel.blocks, changed)
        for i in cycles:  # (as _fixed_point does with changed blocks)
            prev.outs[i] = prev.out_keys[i] = None
        prev.pending = tuple(sorted(cycles.union(changed, prev.pending)))


def is_callable(kernel, described: bool) -> bool:
    """A function other code calls (LLVM waits for everything at its entry): a code symbol
    without a kernel descriptor in a document that has kernel descriptors."""
    return described and kernel.descriptor is None and bool(kernel.name)


def states_before(results, kernel, proc, line: int, described: bool = False) -> tuple[State | None, Ctx]:
    """The state just before instruction ``line`` of ``kernel`` (hover)."""
    ctx = context(proc)
    ins = _block_in_states(kernel, results, ctx, is_callable(kernel, described))
    for b, st in zip(kernel.blocks, ins):
        if line in b.lines:
            st = st.copy()
            for ln in b.lines:
                if ln == line:
                    return st, ctx
                step(st, ctx, results[ln], ln, None)
    return None, ctx


# --- findings


def wait_text(counts: dict) -> str:
    """``s_waitcnt`` operand text llvm-mc accepts, counters in its order."""
    return " ".join(f"{_NAMES[c]}({counts[c]})" for c in _PRINT_ORDER if c in counts)


_KIND_TEXT = {
    "read": "{reg} is read before the memory operation{at} that writes it has completed",
    "write": "{reg} is overwritten before the memory operation{at} that writes it has completed",
    "overwrite": "{reg} is overwritten while the operation{at} that reads it may still be reading it",
    "exec": "EXEC is written while an export or GDS operation{at} may still read it",
    "barrier": "s_barrier does not wait for the memory operations in flight{at}",
    "invalidate": "the cache invalidation must wait for the vector-memory operations in flight{at}",
    "vccz": "the VCCZ bit may be stale while a scalar-memory load{at} is in flight (GCN 1.0/1.1)",
    "entry": "{reg} may still be written by an operation the caller left in flight",
}
_RELATED = {"read": "writes {reg} ({counter})", "write": "writes {reg} ({counter})",
            "overwrite": "reads {reg} ({counter})", "exec": "still in flight ({counter})",
            "barrier": "still in flight ({counter})", "invalidate": "still in flight ({counter})",
            "vccz": "scalar-memory load in flight ({counter})"}


# (line, id(need)) -> (line result, need, the related lines' results, Finding): the
# findings of blocks an edit did not touch come back as the same Needs, and so as the
# same Findings (which also lets the server reuse what it made of them).
_FINDINGS: dict = {}


def _finding(line: int, r, need: Need, results) -> Finding:
    deps = tuple(results[w[1]] if w[1] is not None and 0 <= w[1] < len(results) else None
                 for w in need.why.values())
    hit = _FINDINGS.get((line, id(need)))
    if hit is not None and hit[0] is r and hit[1] is need and len(hit[2]) == len(deps) \
            and all(map(is_, hit[2], deps)):
        return hit[3]
    f = _make_finding(line, r, need, results)
    if len(_FINDINGS) > 20_000:
        _FINDINGS.clear()
    _FINDINGS[(line, id(need))] = (r, need, deps, f)
    return f


def _make_finding(line: int, r, need: Need, results) -> Finding:
    counts = need.counts
    text = wait_text(counts)
    m = r.statement.mnemonic
    # The first reason (vmcnt, expcnt, lgkmcnt) names the message and the range.
    c0 = next(c for c in _PRINT_ORDER if c in counts)
    k, op_line, a, b, kind = need.why[c0]
    reg = reg_name(k) if k is not None else ""
    at = f" on line {op_line + 1}" if op_line is not None and op_line >= 0 else ""
    message = _KIND_TEXT[kind].format(reg=reg, at=at) + f": needs s_waitcnt {text}"
    if a < 0:
        a, b = (m.start, m.end) if m is not None else (0, 1)
    related = []
    for c in _PRINT_ORDER:
        if c not in need.why:
            continue
        kk, ol, _, _, kd = need.why[c]
        if ol is None or ol < 0 or kd not in _RELATED:
            continue
        mm = results[ol].statement.mnemonic if ol < len(results) else None
        what = _RELATED[kd].format(reg=reg_name(kk) if kk is not None else "", counter=_NAMES[c])
        related.append((ol, mm.start if mm else 0, mm.end if mm else 1, what))
    indent = " " * (m.start if m is not None else 0)
    fix = (line, f"{indent}s_waitcnt {text}\n", f"Insert s_waitcnt {text}")
    return Finding(line, a, b, message, "waitcnt.missing", Severity.WARNING, related, fix)


# At most this many findings per kernel: code that waits nowhere would otherwise flood
# the editor (the rest is summed up in one information note).
MAX_PER_KERNEL = 100


@register("waitcnt", incremental=True)
def check(results, kernels, proc, touched=None, stop=None) -> list[Finding]:
    found, _ = analyse(results, kernels, proc, limit=MAX_PER_KERNEL, touched=touched, stop=stop)
    out = []
    starts = [k.first for k in kernels]
    per: dict[int, int] = {}
    for line, r, need in found:
        ki = bisect_right(starts, line) - 1
        n = per[ki] = per.get(ki, 0) + 1
        if n <= MAX_PER_KERNEL:
            out.append(_finding(line, r, need, results))
        elif n == MAX_PER_KERNEL + 1:
            m = r.statement.mnemonic
            out.append(Finding(line, m.start if m else 0, m.end if m else 1,
                               f"more instructions of this kernel lack a wait; gcnls lists the first {MAX_PER_KERNEL}",
                               "waitcnt.more", Severity.INFO))
    return out


# --- hover on s_waitcnt


def describe(results, kernels, proc, line: int) -> str | None:
    """Markdown for the hover on an s_waitcnt: per counter, the operations in flight before
    it (worst case over the paths that reach it) that it waits for and those it leaves."""
    r = results[line] if 0 <= line < len(results) else None
    e = r.encoded if r is not None else None
    if e is None or not e.instruction.waits:
        return None
    kernel = next((k for k in kernels if k.first <= line <= k.last), None)
    if kernel is None:
        return None
    described = any(k.descriptor is not None for k in kernels)
    state, ctx = states_before(results, kernel, proc, line, described)
    counts = _waits_of(e, ctx.generation)
    if state is None or counts is None:
        return None

    def what(o: Op) -> str:
        if o.line < 0:
            return "what the caller left in flight"
        m = results[o.line].statement.mnemonic
        return f"line {o.line + 1} (`{m.name if m else '?'}`)"

    out = ["**Outstanding operations** (worst case over the paths that reach this line):", ""]
    for c in _PRINT_ORDER:
        x = state.b[c]
        n = counts[c]
        ops = [o for o in x.ops if o.score > x.lb]
        name = _NAMES[c]
        if not ops:
            out.append(f"- `{name}({n})`: nothing in flight")
            continue
        if n >= ctx.cap(c):
            out.append(f"- `{name}` not waited on; in flight: " + ", ".join(what(o) for o in ops))
            continue
        if n and x.out_of_order():
            out.append(f"- `{name}({n})`: the operations in flight may complete out of order "
                       "(scalar memory, or different kinds on one counter), so only 0 guarantees any of them: "
                       + ", ".join(what(o) for o in ops))
            continue
        done = [o for o in ops if x.ub - o.score >= n]
        left = [o for o in ops if x.ub - o.score < n]
        text = f"- `{name}({n})` waits for " + (", ".join(what(o) for o in done) if done else "nothing")
        if left:
            text += "; leaves in flight " + ", ".join(what(o) for o in left)
        out.append(text)
    return "\n".join(out)
