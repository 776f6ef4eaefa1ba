"""Line results through the fast path for lines that spell absolute expressions.

The fast path's templates (fastpath.py) take plain numbers only, so a kernel of symbolic
registers (``v[vgprA+4:vgprA+7]``) or of macro arguments (``offset:\\off*16`` expands to
``offset:3*16``) went the long way on nearly every line: the full assembler costs ten
times the fast path per distinct line. ``fold`` rewrites each absolute expression of an
instruction's operands with its value (``v[20:23]``, ``offset:48``), as llvm-mc reads
it: a register index and an immediate operand are the expression's value, whatever its
spelling. The folded line is only ever given to the fast path, whose answer needs no
column beyond the mnemonic's (which folding leaves in place) and which refuses anything
doubtful (out of range, misaligned, a symbol it does not know): such a line, and one
whose expressions do not fold with certainty, goes to the full assembler as before.
tests/test_folded.py checks that a line folded and encoded here gets the full
assembler's encoding and no diagnostic.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import expr as ex
from .lexer import Kind, tokenize

# A line may hold an expression worth folding only if it has an operator character
# (the symbols a line names are the other reason: the caller knows those).
_OPERATOR = re.compile(r"[-+*/%<>&^~!]")
_HEAD = re.compile(r"\s*([A-Za-z_$][\w.$@]*)(?!\s*:)")  # the mnemonic (no directive, no label)
# The text between two operand separators, and, of it, what may be an expression:
# terms (numbers, names) joined by operators (not |: an absolute-value modifier; no
# unary minus before a name: a negation modifier), as a whole.
_SEGMENT = re.compile(r"[^\[\]:,()]+")
_TERM = r"(?:\d\w*|[A-Za-z_.$][\w.$@]*)"
_EXPRESSION = re.compile(rf"\s*(?:[-~]\s*(?=\d))*{_TERM}(?:\s*(?:<<|>>|[-+*/%&^<>])\s*(?:[-~]\s*(?=\d))*{_TERM})*\s*")
_NAME = re.compile(r"[A-Za-z_.$][\w.$@]*")
# The segments (_SEGMENT's, from its start) _segment may fold: those with an operator or
# a symbol's name in them (_candidates: a pattern per set of names, for the first
# _PATTERNS sets; a compile costs ~50 us, and a file of many constants may use a set per
# line), else (_CANDIDATE) those with an operator or a character a name may start with.
_CANDIDATE = re.compile(r"(?<![^\[\]:,()])[^\[\]:,()]*?[-+*/%<>&^~!A-Za-z_.$][^\[\]:,()]*")
_PATTERNS = 64
_BY_NAMES: dict[tuple[str, ...], re.Pattern] = {}


@lru_cache(maxsize=1 << 12)
def _candidates(symbols: tuple) -> re.Pattern | None:
    names = tuple(n for n, _ in symbols)
    pattern = _BY_NAMES.get(names)
    if pattern is None and len(_BY_NAMES) < _PATTERNS:
        alternatives = "".join(f"|{re.escape(n)}" for n in names)
        pattern = _BY_NAMES[names] = re.compile(
            rf"(?<![^\[\]:,()])[^\[\]:,()]*?(?:{_OPERATOR.pattern}{alternatives})[^\[\]:,()]*")
    return pattern
_SINGLE = re.compile(r"\b(v|s|a|ttmp)\[(\d+)\]")  # v[16] is v16
_REGISTER_LIKE = re.compile(r"(?:v|s|a|ttmp)\d+", re.I)


def may_fold(code: str, known: tuple) -> bool:
    return bool(known) or _OPERATOR.search(code) is not None


def fold(code: str, symbols: tuple, reserved: frozenset[str] = frozenset()) -> str:
    """``code`` (an instruction line, comments blanked) with each operand, register index
    or modifier value that is an absolute expression of more than one term, or a symbol
    of ``symbols`` ((name, value) of the absolute symbols at the line), replaced by its
    decimal value, and a register index so made (``v[16]``) as the register (``v16``);
    the rest as written. ``reserved``: names that stay words (registers, keywords)."""
    m = _HEAD.match(code)
    if m is None:
        return code
    out = []
    done = 0
    head = m.end()
    single = False  # some register index is now a number alone
    # (only the segments _segment may fold: most of a line's are numbers and registers,
    # which the search passes over at C speed; a tenth of an open's time otherwise)
    pattern = _candidates(symbols)
    names = () if pattern is not None else [n for n, _ in symbols]
    for s in (pattern or _CANDIDATE).finditer(code[head:]):
        text = s.group()
        if names and _OPERATOR.search(text) is None and not any(n in text for n in names):
            continue
        value = _segment(text, symbols, reserved)
        if value is None:
            continue
        a, b = s.span()
        a += head
        b += head
        lead = len(text) - len(text.lstrip())
        out.append(code[done:a + lead])
        out.append(value)
        done = a + len(text.rstrip())
        single = single or code[a - 1] == "[" and code[b:b + 1] == "]"
    if not out:
        return code
    out.append(code[done:])
    return _SINGLE.sub(_unbracket, "".join(out)) if single else "".join(out)


def _unbracket(m: re.Match) -> str:
    # (a function: Python 3.11 expands a template's group references in Python code)
    return m.group(1) + m.group(2)


@lru_cache(maxsize=1 << 15)
def _segment(text: str, symbols: tuple, reserved: frozenset[str]) -> str | None:
    """The value ``fold`` writes for one operand's text, or None (left as written). (Kept
    per text: a kernel spells the same few operands on many lines.)"""
    env = dict(symbols)
    if _OPERATOR.search(text) is None and not any(n in text for n in env) or _EXPRESSION.fullmatch(text) is None:
        return None  # (no operator, no symbol: a register, a number, a word)
    names = _NAME.findall(text)
    if not names and _OPERATOR.search(text) is None:
        return None  # a number as written
    if any(n not in env or n in reserved or _REGISTER_LIKE.fullmatch(n) for n in names):
        return None
    value = _value(text.strip(), tuple((n, env[n]) for n in names))
    return None if value is None else str(value)


@lru_cache(maxsize=1 << 14)
def _value(text: str, symbols: tuple) -> int | None:
    if _SUM.fullmatch(text) is not None:
        value = _sum(text, symbols)
        if value is not None:
            return value
    tokens = tokenize(text)
    try:
        value, end = ex.absolute(tokens, 0, dict(symbols))
    except ex.ExprError:
        return None
    return value if tokens[end].kind is Kind.EOL else None


# What a symbolic kernel's operands mostly spell, a sum of names and decimal numbers
# ("vgprA+128+4", "sgprB+8"), or the product of two ("37*16", a macro's offset): _sum
# evaluates it without tokens and a parse tree (~15 us each, a distinct one per line of
# a kernel); anything else (octal "012", hex, a name with '$' or '@', other operators, a
# number too long to be certainly small) goes to expr. Equal values: tests/test_folded.py.
_TERM_SIMPLE = r"(?:(?:[A-Za-z_]|\.(?![0-9]))[A-Za-z0-9_.]*|[1-9][0-9]{0,17}|0)"
_SUM = re.compile(rf"{_TERM_SIMPLE}(?:[ \t]*[-+][ \t]*{_TERM_SIMPLE})*|{_TERM_SIMPLE}[ \t]*\*[ \t]*{_TERM_SIMPLE}")
_PART = re.compile(r"[-+*]|[^-+* \t]+")


def _sum(text: str, symbols: tuple) -> int | None:
    """The value of a text _SUM matches, wrapped to 64 bits as expr does; None when a
    name is not one of ``symbols`` (expr says what that is)."""
    env = dict(symbols)
    parts = _PART.findall(text)
    values = []
    for t in parts[::2]:
        if t[0].isdigit():
            values.append(int(t))
        elif t in env:
            values.append(env[t])
        else:
            return None
    total = values[0]
    for op, v in zip(parts[1::2], values[1:]):
        total = total + v if op == "+" else total - v if op == "-" else total * v
    return ex.wrap64(total)


class Quick:
    """``analyze(code, proc, symbols)`` as analysis.analyze_line gives it, through the
    fast path where the (folded) line is one of its templates' (gcnls.light builds the
    result), else through analysis.analyze_line. One per processor; answers kept.
    The operand columns of a folded line's result are those of the folded text (the
    mnemonic's are the line's): for the server's expansion, whose only whole-document
    check (hazards) reads the mnemonic's."""

    def __init__(self, proc):
        from .fastpath import FastAssembler
        from .light import Builder
        from .registers import register_file

        self.proc = proc
        self._fast = FastAssembler(proc, detail=True)
        self._builder = Builder(proc)
        rf = register_file(proc.generation, proc.features)
        self._reserved = frozenset(rf.specials) | {"off", "vcc", "exec", "scc", "m0", "lds", "src_scc"}

    def __call__(self, code: str, proc=None, symbols: tuple = ()):
        return _quick(self, code, symbols)

    def encodes(self, code: str, symbols: tuple = ()) -> bool:
        """Does the fast path encode the line (its expressions folded)? Then it has no
        diagnostic, label, fixup or symbol definition (see documents.first_pass)."""
        return _hit(self, code, symbols)[1] is not None

    def _hit(self, code: str, symbols: tuple):
        text = fold(code, symbols, self._reserved) if may_fold(code, symbols) else code
        return text, self._fast(text)

    def fast(self, code: str, symbols: tuple = ()):
        """The line's result from the fast path (its expressions folded), or None."""
        text, hit = _hit(self, code, symbols)
        if hit is None:
            return None
        r = self._builder.build(text, hit)
        if r is not None:
            r.symbols = symbols
        return r

    def result(self, code: str, symbols: tuple):
        from .analysis import analyze_line

        r = self.fast(code, symbols)
        if r is not None:
            return r
        return analyze_line(code, self.proc, symbols) if symbols else analyze_line(code, self.proc)


@lru_cache(maxsize=1 << 17)
def _hit(q: Quick, code: str, symbols: tuple):
    return q._hit(code, symbols)


@lru_cache(maxsize=1 << 17)
def _quick(q: Quick, code: str, symbols: tuple):
    return q.result(code, symbols)


@lru_cache(maxsize=16)
def for_processor(proc) -> Quick:
    return Quick(proc)


def clear() -> None:
    """Forget every answer kept (the server, when a document closes)."""
    for memo in (_hit, _quick, _segment, _value, _candidates, for_processor):
        memo.cache_clear()
    _BY_NAMES.clear()
