"""DPP (gfx8/gfx9): the lane-movement control of a VOP1/VOP2 instruction's second dword.

``quad_perm:[a,b,c,d]``, ``row_shl:N`` ... ``row_bcast:31`` (one ``dpp_ctrl`` code), then
``row_mask:N``, ``bank_mask:N`` and ``bound_ctrl:0|1``. The controls, their codes, defaults,
llvm-mc 22's messages and the disassembler's texts for codes no control has are data:
``isa/vop2.toml`` ``[encoding.dpp]``; this module reads, checks, prints, decodes, completes
and describes them. ``parse`` works on a syntax.OperandParser-like cursor ``p`` (``tokens``,
``pos``, ``absolute``) positioned at the control's word.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .diagnostics import AsmError
from .encoding import signed_hex
from .lexer import Kind
from .operands import NamedOp
from .waitcnt import absolute

_K_IDENT, _K_PUNCT = Kind.IDENT, Kind.PUNCT

CTRL = "dpp_ctrl"  # the NamedOp name and layout field of a control
MASKS = ("row_mask", "bank_mask")  # valued modifiers after the control, in llvm-mc's order
BOUND_CTRL = "bound_ctrl"
LANES_BITS = 2  # quad_perm lanes


@dataclass(frozen=True, slots=True)
class Control:
    """One row of ``[encoding.dpp].ctrl``."""

    name: str
    base: int
    lanes: int = 0  # quad_perm: this many 2-bit lane selectors
    lo: int | None = None  # name:N with lo <= N <= hi (code = base + N) ...
    hi: int | None = None
    value: int | None = None  # ... or name:value only (code = base); neither: a bare word

    @property
    def bare(self) -> bool:
        return not self.lanes and self.lo is None and self.value is None

    def codes(self) -> range:
        if self.lanes:
            return range(self.base, self.base + (1 << (LANES_BITS * self.lanes)))
        if self.lo is not None:
            return range(self.base + self.lo, self.base + self.hi + 1)
        return range(self.base, self.base + 1)

    def syntax(self) -> str:
        if self.lanes:
            return f"{self.name}:[" + ",".join("0-3" for _ in range(self.lanes)) + "]"
        if self.lo is not None:
            return f"{self.name}:{self.lo}-{self.hi}"
        if self.value is not None:
            return f"{self.name}:{self.value}"
        return self.name


@cache
def _data() -> dict:
    from . import isa

    return isa._load("vop2")["encoding"]["dpp"]


@cache
def controls() -> tuple[Control, ...]:
    out = []
    for row in _data()["ctrl"]:
        lo, hi = row.get("range", (None, None))
        out.append(Control(row["name"], int(row["base"]), int(row.get("lanes", 0)), lo, hi, row.get("value")))
    return tuple(out)


@cache
def words() -> frozenset[str]:
    """The words that start a control (``row_mirror``, ``quad_perm``, ...)."""
    return frozenset(c.name for c in controls())


@cache
def _by_name() -> dict[str, tuple[Control, ...]]:
    table: dict[str, tuple[Control, ...]] = {}
    for c in controls():
        table[c.name] = table.get(c.name, ()) + (c,)
    return table


def defaults() -> dict[str, int]:
    """Field values of the masks when the line leaves them out."""
    return dict(_data()["defaults"])


def generations() -> tuple[str, ...]:
    return tuple(_data()["generations"])


def _error(key: str, start: int, end: int, **fmt) -> AsmError:
    return AsmError("dpp", _data()["errors"][key].format(**fmt), start, end)


# --- reading --------------------------------------------------------------------------


def parse(p) -> NamedOp:
    """The control at ``p.pos`` (its word is one of ``words()``): a NamedOp ``dpp_ctrl``
    whose value is the dpp_ctrl code; raises AsmError with llvm-mc's message and column."""
    tokens = p.tokens
    head = tokens[p.pos]
    group = _by_name()[head.text]
    p.pos += 1
    if group[0].bare:
        return NamedOp(CTRL, group[0].base, head.start, head.end, head.start, head.end)
    colon = tokens[p.pos]
    if not (colon.kind is _K_PUNCT and colon.text == ":"):
        raise _error("colon", colon.start, colon.end)
    p.pos += 1
    if group[0].lanes:
        return _parse_lanes(p, group[0], head)
    value, vstart, vend = absolute(p)
    for c in group:
        if (c.value is not None and value == c.value) or (c.lo is not None and c.lo <= value <= c.hi):
            code = c.base + (value if c.lo is not None else 0)
            return NamedOp(CTRL, code, head.start, vend, vstart, vend)
    raise _error("value", vstart, vend, name=head.text)


def _parse_lanes(p, control: Control, head) -> NamedOp:
    tokens = p.tokens
    bracket = tokens[p.pos]
    if not (bracket.kind is _K_PUNCT and bracket.text == "["):
        raise _error("open", bracket.start, bracket.end)
    p.pos += 1
    code = control.base
    for i in range(control.lanes):
        value, vstart, vend = absolute(p)
        if not 0 <= value < (1 << LANES_BITS):
            raise _error("lane", vstart, vend)
        code += value << (LANES_BITS * i)
        sep = tokens[p.pos]
        last = i == control.lanes - 1
        want = "]" if last else ","
        if not (sep.kind is _K_PUNCT and sep.text == want):
            raise _error("close" if last else "comma", sep.start, sep.end)
        p.pos += 1
    return NamedOp(CTRL, code, head.start, sep.end, bracket.start, sep.end)


def parse_modifier(p) -> NamedOp:
    """``row_mask:N``, ``bank_mask:N`` or ``bound_ctrl:N`` at ``p.pos`` (word, ':', an
    absolute value; a float is its double's bits), checked as llvm-mc checks it."""
    tokens = p.tokens
    head = tokens[p.pos]
    colon = tokens[p.pos + 1]
    if not (colon.kind is _K_PUNCT and colon.text == ":"):
        raise _error("colon", colon.start, colon.end)
    p.pos += 2
    value, vstart, vend = absolute(p)
    op = NamedOp(head.text, value, head.start, vend, vstart, vend)
    error = check_modifier(op)
    if error is not None:
        raise error
    return op


def check_modifier(op: NamedOp) -> AsmError | None:
    """llvm-mc's error for a row_mask/bank_mask/bound_ctrl value, or None (masks take any
    value: the low 4 bits are encoded)."""
    if op.name == BOUND_CTRL and op.value not in (0, 1):
        return _error("bound_ctrl", op.start, op.value_end)
    return None


def field_value(name: str, value: int, width: int = 4) -> int:
    """What a modifier's value puts in its field (bound_ctrl:0 sets the bit, like :1)."""
    if name == BOUND_CTRL:
        return 1
    return value & ((1 << width) - 1)


# --- printing and decoding ------------------------------------------------------------


def control_text(code: int) -> str | None:
    """llvm-mc's spelling of a dpp_ctrl code, None when no control has it."""
    for c in controls():
        if code in c.codes():
            if c.lanes:
                lanes = ",".join(str((code - c.base) >> (LANES_BITS * i) & 3) for i in range(c.lanes))
                return f"{c.name}:[{lanes}]"
            if c.lo is not None:
                return f"{c.name}:{code - c.base}"
            if c.value is not None:
                return f"{c.name}:{c.value}"
            return c.name
    return None


def decoded_control(code: int) -> str:
    """The disassembler's text for a dpp_ctrl field: the control, or llvm-mc's comment."""
    text = control_text(code)
    if text is not None:
        return text
    for row in _data().get("unnamed", ()):
        lo, hi = row["range"]
        if lo <= code <= hi:
            return row["text"]
    return _data()["invalid"]


def mask_text(name: str, value: int) -> str:
    """``row_mask:0xf`` as llvm-mc prints the value written (signed hex, any size)."""
    return f"{name}:{signed_hex(value)}"


def modifier_texts(ctrl: str, row_mask: int, bank_mask: int, bound_ctrl: bool) -> list[str]:
    """The controls' part of an instruction's text, in llvm-mc's order."""
    out = [ctrl, mask_text("row_mask", row_mask), mask_text("bank_mask", bank_mask)]
    if bound_ctrl:
        out.append(f"{BOUND_CTRL}:1")
    return out


def decode(fields: dict[str, int]) -> list[str]:
    """The controls' text from the second dword's fields (``dpp_ctrl``, masks, bound_ctrl)."""
    return modifier_texts(decoded_control(fields[CTRL]), fields["row_mask"], fields["bank_mask"],
                          bool(fields.get(BOUND_CTRL)))


# --- the editor -----------------------------------------------------------------------

_MEANING = {
    "quad_perm": "each lane of a group of four reads the lane its selector names (0-3)",
    "row_shl": "each lane reads the lane N above it in its row of 16 (lanes shifted in are invalid)",
    "row_shr": "each lane reads the lane N below it in its row of 16 (lanes shifted in are invalid)",
    "row_ror": "rotates each row of 16 lanes right by N",
    "wave_shl": "shifts the whole wave left by one lane",
    "wave_rol": "rotates the whole wave left by one lane",
    "wave_shr": "shifts the whole wave right by one lane",
    "wave_ror": "rotates the whole wave right by one lane",
    "row_mirror": "reverses the lanes of each row of 16",
    "row_half_mirror": "reverses the lanes of each half-row of 8",
    "row_bcast": "broadcasts lane 15 of each row to the next row (15), or lane 31 to rows 2 and 3 (31)",
    "row_mask": "rows (of 16 lanes) that write a result: bit i = row i; default 0xf",
    "bank_mask": "banks (lanes 4i..4i+3 of each row) that write a result: bit i = bank i; default 0xf",
    "bound_ctrl": "bound_ctrl:0 or :1 (printed bound_ctrl:1): a lane whose source is out of range reads 0 instead of being disabled",
}


def describe(word: str) -> str:
    """One line on a DPP word (a control or a mask) for hovers and completion."""
    return _MEANING.get(word, "")


def describe_code(code: int) -> str:
    """A hover line for an encoded dpp_ctrl value."""
    text = control_text(code)
    if text is None:
        return f"dpp_ctrl = 0x{code:x}: no control on GCN"
    return f"`{text}` (dpp_ctrl = 0x{code:x}): {describe(text.split(':')[0])}"


def completions(seen: frozenset[str] = frozenset()):
    """Completion items for the DPP words valid after ``seen`` (names already written):
    a control first, then the masks and bound_ctrl in llvm-mc's order."""
    from .kinds.base import Completion

    if CTRL not in seen:
        items = []
        for c in controls():
            if c.lanes:
                insert = f"{c.name}:[${{1:0}},${{2:1}},${{3:2}},${{4:3}}]"
            elif c.lo is not None:
                insert = f"{c.name}:${{1:{c.lo}}}"
            elif c.value is not None:
                insert = f"{c.name}:{c.value}"
            else:
                insert = c.name
            label = c.syntax()
            if any(i.label == label for i in items):
                continue
            items.append(Completion(label, "snippet", describe(c.name), insert))
        return items
    items = []
    order = (*MASKS, BOUND_CTRL)
    last = max((order.index(n) for n in seen if n in order), default=-1)
    for i, name in enumerate(order):
        if i <= last:
            continue
        insert = f"{name}:${{1:0}}" if name == BOUND_CTRL else f"{name}:${{1:0xf}}"
        items.append(Completion(f"{name}:", "snippet", describe(name), insert))
    return items
