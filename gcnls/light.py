"""Line results built from the fast path's answer (fastpath.FastAssembler with detail)
instead of the full assembler: what the whole-document checks read of an instruction
line (its instruction, the registers of its operands by field with their columns, its
field values, the mnemonic's columns), for ``gcnls mc --gcnls-warnings`` and the server's
analysis of a whole document.

A line the fast path encodes has no diagnostic, label, fixup or symbol, so the rest of
its LineResult is empty. Where the checks read more of a line than this gives (operand
columns: the scalar-memory line rules of checks.hazards; hardware-register operands) the
line is left to the full assembler (``build`` returns None). tests/test_light.py checks
that the hazard facts and findings of such results are the full assembler's.
"""

from __future__ import annotations

import re

from . import kinds
from .analysis import LineResult
from .assembler import Encoded
from .checks import hazards
from .checks import waitcnt
from .checks.hazards import line_rules_read
from .isa import OperandSpec
from .lexer import Kind, Token
from .operands import ImmOp, RegOp, SrcOp
from .registers import Reg
from .syntax import Span, Statement

_WORDLIKE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NUMBERED = re.compile(r"(v|s|ttmp)(?:([0-9]+)|\[([0-9]+):([0-9]+)\])")


def _reg(text: str, specials: dict) -> Reg | None:
    """The register llvm-mc's printed operand ``text`` names (source modifiers -x, |x|,
    sext(x) around it), else None."""
    text = text.lstrip("-").strip("|")
    if text.startswith("sext(") and text.endswith(")"):
        text = text[5:-1].lstrip("-").strip("|")
    m = _NUMBERED.fullmatch(text)
    if m is not None:
        kind, one, lo, hi = m.groups()
        if one is not None:
            return Reg(kind, int(one), 1)
        return Reg(kind, int(lo), int(hi) - int(lo) + 1)
    got = specials.get(text)
    return Reg("special", got[0], got[1], text) if got is not None else None


class LightResult(LineResult):
    """A line result built here: it stands for the full assembler's in what the checks
    read; a request that reads more of the line (its tokens, its operands' text) asks
    for the full analysis (the server's Document.result)."""

    __slots__ = ("kept_facts",)  # (its hazard facts: checks.hazards.seed)

    def __init__(self, statement: Statement, encoded: Encoded):
        # (the rest as LineResult's defaults, without the dataclass's default handling)
        self.statement = statement
        self.encoded = encoded
        self.directive = None
        self.diagnostics = []
        self.symbols = ()
        self.block = None
        self.origin = None
        self.kept_facts = None


# The result of a line the fast path encodes, before its light result is built: it has no
# diagnostic, label, fixup, directive or symbol, which is all the first publish reads of it
# (the server's Document._own_results; the complete analysis builds the line's own).
MATCHED = LightResult(Statement(tokens=[Token(Kind.EOL, "", 0, 0)]), None)


class Builder:
    """``build(code, detailed hit)`` -> LineResult or None, for one processor."""

    def __init__(self, proc, *, facts: bool = False):
        """``facts``: each result's hazard facts and waitcnt plan are made with it
        (checks.hazards.made, kept for it: hazards.seed; checks.waitcnt.planned and seed),
        from the operands read here: for whole-document passes, whose checks read every
        line (not gcnls.folded's results, whose first publish comes before the check)."""
        from .registers import register_file

        self._facts = facts
        self._gen = proc.generation
        rf = register_file(proc.generation, proc.features)
        # printed name -> (code, dwords) of the special registers (as the kinds print them)
        self._specials = {printed: (code, dwords) for code, dwords, printed, _any in rf.specials.values()}
        self._usable: dict = {}  # Instruction -> whether its lines may be built here
        self._registers: dict = {}  # printed operand -> (register, hazard units, waitcnt keys) or None
        self._imms: dict = {}  # printed simm16 operand -> its ImmOp, or None
        self._statements: dict = {}  # (written name, column, line length) -> the Statement
        self._words: dict = {}  # id of operand spec -> the one word its template matches, or ""
        self._rf = rf
        self._proc = proc
        self._texts = None  # the fast path with llvm-mc's text and bytes (text_of), made when first asked

    def text_of(self, code: str) -> tuple[str, bytes]:
        """llvm-mc's text and bytes of a line the fast path encodes, for a light result built
        from an answer without them (FastAssembler's text=False): what the whole-document
        checks read needs neither, a request that shows them (an expansion's hover) reads a
        few lines' (LightEncoded.text, .data)."""
        if self._texts is None:
            from .fastpath import FastAssembler

            self._texts = FastAssembler(self._proc)
        return self._texts._encode(code)

    def _word(self, spec, inst) -> str:
        """The text of an operand the templates match as one fixed word ("" if none)."""
        word = self._words.get(id(spec))
        if word is None:
            compiled = kinds.of(spec).fast(spec, inst, self._gen, self._rf)
            word = self._words[id(spec)] = compiled[0] if compiled and _WORDLIKE.fullmatch(compiled[0]) else ""
        return word

    def _register(self, shown: str):
        """(register, its hazard units, its waitcnt keys) of a printed operand, or None
        when it names no register."""
        reg = _reg(shown, self._specials)
        return None if reg is None else (reg, hazards.units(reg), waitcnt.reg_keys(reg))

    @staticmethod
    def _imm(shown: str) -> ImmOp | None:
        """The ImmOp of a printed simm16 operand (None: not an integer)."""
        try:
            return ImmOp(int(shown, 0), None, shown, -1, -1)
        except ValueError:
            return None

    def build(self, code: str, hit, line: int = -1) -> LineResult | None:
        """The line's result (and its hazard facts, see __init__; ``line``: its index)."""
        text, data, (inst, operands, printed, values, spans) = hit
        usable = self._usable.get(inst)
        if usable is None:  # (False; True; None: as line_rules_read says for the line)
            usable = self._usable[inst] = not any(
                not isinstance(spec, tuple) and spec.kind == "hwreg" for spec in operands) and (
                    None if inst.encoding.memory == "smem" else True)
        if usable is False or len(printed) != len(operands) or (
                usable is None and line_rules_read(inst, values, self._gen)):
            return None
        raw = []  # (spec, ImmOp) or (spec, register, start, end): LightEncoded's operands
        regs = []  # (field, register keys, start, end) of the register operands (waitcnt)
        known = self._registers  # (by text alone: a few thousand, where by operand too were ~20k)
        fields: dict = {}  # (the hazard facts': field -> (register units, start, end))
        specials = ()
        nop = 0
        for spec, shown, (a, b) in zip(operands, printed, spans):
            if spec.__class__ is tuple:  # a fixed word (off; vcc, which the parser files under "_")
                spec = _WORD
            elif not shown:  # not printed: left out, or a word the form always has (e32's vcc)
                shown = self._word(spec, inst)
                if not shown:
                    continue
            got = known.get(shown, _UNSEEN)
            if got is _UNSEEN:
                got = known[shown] = self._register(shown)
            if got is None:
                if spec.field == "simm16":  # (s_nop's length)
                    imm = self._imms.get(shown, _UNSEEN)
                    if imm is _UNSEEN:
                        imm = self._imms[shown] = self._imm(shown)
                    if imm is None:
                        return None
                    raw.append((spec, imm))
                    nop = imm.value
                continue
            reg, units, keys = got
            raw.append((spec, reg, a, b))
            field = spec.field
            regs.append((field, keys, a, b))  # (waitcnt: bare or under source modifiers)
            if field in fields:
                units = fields[field][0] + units
            fields[field] = (units, a, b)
            if reg.kind == "special":
                specials = (*specials, reg.name)
        # One statement per mnemonic, column and line length: nothing changes a light
        # line's statement (a request that reads its tokens parses the line: Document.statement).
        name = code.split(None, 1)[0]
        key = (name, code.find(name), len(code))
        st = self._statements.get(key)
        if st is None:
            _, start, n = key
            st = self._statements[key] = Statement(mnemonic=Span(name, start, start + len(name)),
                                                   tokens=[Token(Kind.EOL, "", n, n)])
        e = LightEncoded(inst, text, data, values, code, raw, self.text_of if text is None else None)
        r = LightResult(st, e)
        if self._facts:
            hazards.seed(r, hazards.made(inst, values, fields, None, specials, nop,
                                         (st.mnemonic.start, st.mnemonic.end), line))
            gen = self._gen
            waitcnt.seed(e, waitcnt.planned(e, None if inst.waits else waitcnt.access_of(inst, values, regs), gen),
                         gen)
        return r


def _operands(code: str, items: list) -> list:
    """The full assembler's (spec, operand) pairs of a light line's operands as built:
    (spec, ImmOp) or (spec, register, start, end) each."""
    ops = []
    for item in items:
        if len(item) == 2:
            ops.append(item)
            continue
        spec, reg, a, b = item
        if a < 0:  # (a form's word the line does not write)
            ops.append((spec, RegOp(reg, -1, -1)))
        elif code[a] in _MODIFIED:
            ops.append((spec, _register(reg, code, a, b)))
        else:
            ops.append((spec, RegOp(reg, a, b)))
    return ops


class LightEncoded(Encoded):
    """An Encoded whose operands (the full assembler's (spec, RegOp/SrcOp/ImmOp) pairs)
    are made when read: the checks of a whole document read what the builder worked out
    with them (hazard facts, waitcnt plans), so most light lines never need them. (Its
    own __init__: a light line has no fixups or warnings, and a dataclass's costs twice.)"""

    # (kept_plan: its waitcnt plan, checks.waitcnt.seed; _later: what makes its text and
    # bytes when first read, Builder.text_of, where the answer it was built from had none)
    __slots__ = ("_code", "_items", "kept_plan", "_later")

    def __init__(self, inst, text, data, values: dict, code: str, items: list, later=None):
        self.instruction = inst
        _TEXT.__set__(self, text)
        _DATA.__set__(self, data)
        self._later = later
        self.fields = values
        self.fixups = _NONE
        self.warnings = _NONE
        self._code = code
        self._items = items  # (None once the operands are made)
        self.kept_plan = None

    @property
    def operands(self) -> list:
        if self._items is not None:
            _OPERANDS.__set__(self, _operands(self._code, self._items))
            self._items = None
        return _OPERANDS.__get__(self)

    @operands.setter
    def operands(self, value) -> None:
        _OPERANDS.__set__(self, value)
        self._items = None

    def _made(self) -> None:
        text, data = self._later(self._code)
        _TEXT.__set__(self, text)
        _DATA.__set__(self, data)
        self._later = None

    @property
    def text(self) -> str:
        if self._later is not None:
            self._made()
        return _TEXT.__get__(self)

    @text.setter
    def text(self, value) -> None:
        _TEXT.__set__(self, value)

    @property
    def data(self) -> bytes:
        if self._later is not None:
            self._made()
        return _DATA.__get__(self)

    @data.setter
    def data(self, value) -> None:
        _DATA.__set__(self, value)


# (the slots of Encoded's fields, which the properties stand for)
_OPERANDS = Encoded.__dict__["operands"]
_TEXT = Encoded.__dict__["text"]
_DATA = Encoded.__dict__["data"]


def _register(reg: Reg, code: str, a: int, b: int):
    """The operand of register ``reg`` written at columns [a, b) of ``code``, as the full
    assembler gives it: a RegOp, or a SrcOp around one when source modifiers (-x, |x|,
    sext(x)) surround it."""
    c = code[a]
    if c != "-" and c != "|" and c != "s" or c == "s" and not code.startswith("sext(", a):
        return RegOp(reg, a, b)
    i, j = a, b
    neg = code[i] == "-"
    if neg:
        i += 1
    sext = code.startswith("sext(", i)
    if sext:
        i += 5
        j -= 1
    if not neg and code[i] == "-":  # (sext(-x))
        neg = True
        i += 1
    abs_ = code[i] == "|"
    if abs_:
        i += 1
        j -= 1
    return SrcOp(RegOp(reg, i, j), neg, abs_, a, b, False, sext)


_UNSEEN = object()
_NONE = ()  # (a light line's fixups and warnings)
_MODIFIED = frozenset("-|s")  # how an operand with source modifiers starts (-x, |x|, sext(x))
_WORD = OperandSpec("_", "s")  # where the full assembler files an operand that names no field
