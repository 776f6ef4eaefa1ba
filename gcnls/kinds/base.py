"""The operand-kind registry: one object per kind of operand, knowing everything about it.

A kind parses (through a slot parser where its syntax is its own), checks and encodes a
parsed operand, prints it as llvm-mc does, decodes it from a word, offers completions and
describes itself, and gives the fast path a regular expression for its plain spellings.
The assembler, decoder, fast path, hover, completion and the generated tests ask the kind
(``of(spec)``); none of them branches on a kind's name.
"""

from __future__ import annotations

import struct

from dataclasses import dataclass, field

from ..diagnostics import AsmError


class Invalid(Exception):
    """Raised while decoding: the word is not a valid encoding of the instruction."""


@dataclass(slots=True)
class EncodeContext:
    """What one operand's encoding may read and fill in."""

    inst: object
    gen: str
    rf: object  # registers.RegisterFile
    values: dict[str, int]  # field values of the instruction word
    fixups: list = field(default_factory=list)
    extra: list[int] = field(default_factory=list)  # literal dwords after the word
    named: dict = field(default_factory=dict)  # modifiers written on the line, by name
    mnemonic: object = None  # the mnemonic's span (for errors llvm-mc reports there)
    warnings: list = field(default_factory=list)  # llvm-mc's warnings about the operands (Diagnostic)
    # What one operand leaves for a later one of the same line (an EXP source's text for
    # the source compr ignores), by the kind's own key.
    state: dict = field(default_factory=dict)
    features: frozenset = frozenset()  # the processor's features
    widths: dict = field(default_factory=dict)  # register operands a form resized: field -> dwords


@dataclass(frozen=True, slots=True)
class Completion:
    label: str
    category: str  # "register", "snippet", "hwreg", "label", "value"
    detail: str = ""
    insert: str | None = None


# A fast step's note of the one scalar value a vector instruction reads (the constant
# bus): a key of the step's values that is no field (the fast path drops it).
FAST_BUS = "_bus"
# A fast step's note of the data tuple's size (a rule's fast_check compares it with the
# modifiers: MIMG's dmask); no field either.
FAST_DATA = "_data"
# Integer spellings the fast path reads (decimal, hex; a leading minus where signed).
INT = r"(-?(?:0[xX][0-9a-fA-F]+|[1-9][0-9]*|0))"
UINT = r"(0[xX][0-9a-fA-F]+|[1-9][0-9]*|0)"


def double_bits(value: float) -> int:
    """A float in an integer field, as llvm-mc holds it: its double's bit pattern, signed
    (0.0 is 0, 1e-319 is 0x4f10, -0.0 and 0.5 are far out of any field's range)."""
    return struct.unpack("<q", struct.pack("<d", value))[0]


def expression_bits(op) -> int:
    """A float operand that llvm-mc reads as an expression (a branch target, s_endpgm's
    code): a leading minus negates the bits of the rest (-0.0 is 0)."""
    bits = double_bits(abs(op.float_value))
    return -bits if op.text.startswith("-") else bits


def invalid(op) -> AsmError:
    return AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end)


class Kind:
    """The default behaviour; a kind overrides what it does differently."""

    name = ""
    optional = False  # may be left out: encoded (and printed) as written 0
    fast_optional = False  # its fast step takes a left-out operand (a None group)
    fast_excludes: tuple[str, ...] = ()  # modifiers its fast step does not model (such lines go the long way)
    fast_notes: tuple[str, ...] = ()  # the notes its fast step may leave among the values (FAST_BUS, FAST_DATA)
    one_word = False  # its slot parser reads one operand (not a run of words like s_waitcnt's)
    head = False  # printed after the mnemonic without a comma (EXP's target), when first
    summary = ""  # one line for hovers and signatures

    def syntax(self, spec) -> str:
        """How a signature shows the operand's type: ``s2``, ``simm16``."""
        return self.name

    def slot_parser(self, spec):
        """A function (parser) -> operand for this slot when the kind's syntax is its own
        (``hwreg(...)``), else None: the generic operand parser reads it."""
        return None

    def encode(self, spec, op, ctx: EncodeContext) -> str:
        """Check ``op`` against the kind, set its fields in ``ctx.values``; returns the text
        llvm-mc prints. Raises AsmError with llvm-mc's message."""
        raise invalid(op)

    def fields(self, spec) -> tuple[str, ...]:
        """The layout fields the operand reads when decoding (beyond its own)."""
        return (spec.field,)

    def decode(self, spec, ctx) -> str:
        """The operand's text from a decoder context (``ctx.get(field)`` reads and records a
        field). Raises Invalid where llvm-mc would not decode the word."""
        raise Invalid

    def fast(self, spec, inst, gen: str, rf):
        """(regex with groups, step) for the plain spellings, or None (the long way).
        ``step(groups, values, printed)``: ``groups``, the tuple of the pattern's own
        groups as matched; False = not plain."""
        return None

    def complete(self, spec, inst, rf) -> list[Completion]:
        return []

    def describe(self, spec, op, value: int) -> str:
        """The meaning of the field ``value`` that ``op`` encoded, for the hover's table
        (Markdown: operand text in code spans, where brackets are no link syntax)."""
        return f"{spec.field} = `{getattr(op, 'text', value)}`"

    def hover(self, spec, op, value: int | None, gen: str) -> str | None:
        """Markdown for a hover on the operand (``value``: its field), or None (generic)."""
        return None

    def examples(self, spec) -> list[str]:
        """Valid spellings (generated tests)."""
        return []

    def bad_examples(self, spec) -> list[str]:
        """Spellings llvm-mc rejects here (generated tests)."""
        return []


_KINDS: dict[str, Kind] = {}


def register(kind: Kind) -> Kind:
    if kind.name in _KINDS:
        raise ValueError(f"operand kind {kind.name!r} registered twice")
    _KINDS[kind.name] = kind
    return kind


def get(name: str) -> Kind:
    return _KINDS[name]


def names() -> frozenset[str]:
    return frozenset(_KINDS)
