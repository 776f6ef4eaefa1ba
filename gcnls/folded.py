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
# The text between two operand separators (a segment: _SEPARATORS), and, of it, what may
# be an expression: terms (numbers, names) joined by operators (not |: an absolute-value
# modifier; no unary minus before a name: a negation modifier), as a whole.
_TERM = r"(?:\d\w*|[A-Za-z_.$][\w.$@]*)"
_EXPRESSION = re.compile(rf"\s*(?:[-~]\s*(?=\d))*{_TERM}(?:\s*(?:<<|>>|[-+*/%&^<>])\s*(?:[-~]\s*(?=\d))*{_TERM})*\s*")
_NAME = re.compile(r"[A-Za-z_.$][\w.$@]*")
# What separates an operand's segments (kept by the split, at the odd places of its list)
_SEPARATORS = re.compile(r"([\[\]:,()])")
# What fold wrote for each segment it met, per (symbols, reserved): a kernel spells the
# same few operands on many lines (dropped whole past _MEMO_SIZE texts or sets)
_MEMO: dict[tuple, dict[str, str | None]] = {}
_MEMO_SIZE = 1 << 15
_UNSEEN = object()
# (an operator, or a character a symbol's name holds: else a segment stays as written)
_WORTH = re.compile(r"[-+*/%<>&^~!A-Za-z_.$@]")
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
    head = m.end()
    key = (symbols, reserved)
    memo = _MEMO.get(key)
    if memo is None or len(memo) > _MEMO_SIZE:
        if len(_MEMO) > _MEMO_SIZE:
            _MEMO.clear()
        memo = _MEMO[key] = {}
    # (one split and a dict look-up per segment: most segments are numbers and registers,
    # met before; searching each line for the segments worth a look cost four times this)
    pieces = _SEPARATORS.split(code[head:])
    changed = single = False
    last = len(pieces) - 1
    for k in range(0, last + 1, 2):
        text = pieces[k]
        new = memo.get(text, _UNSEEN)
        if new is _UNSEEN:
            new = memo[text] = _written(text, symbols, reserved)
        if new is not None:
            pieces[k] = new
            changed = True
            if 0 < k < last and pieces[k - 1] == "[" and pieces[k + 1] == "]":
                single = True
    if not changed:
        return code
    out = code[:head] + "".join(pieces)
    # (the text between the matches and each match's two groups, joined: the sub of
    # r"\1\2" at C speed, where a function or a template costs a Python call per match)
    return "".join(_SINGLE.split(out)) if single else out


def _written(text: str, symbols: tuple, reserved: frozenset[str]) -> str | None:
    """``text`` (a segment) with its value in place of its expression, its blanks kept;
    None when it stays as written."""
    if _WORTH.search(text) is None:
        return None  # (a number, or nothing: most segments)
    value = _segment(text, symbols, reserved)
    if value is None:
        return None
    return text[:len(text) - len(text.lstrip())] + value + text[len(text.rstrip()):]


def _segment(text: str, symbols: tuple, reserved: frozenset[str]) -> str | None:
    """The value ``fold`` writes for one operand's text, or None (left as written)."""
    operator = _OPERATOR.search(text) is not None
    if not operator:
        for n, _ in symbols:
            if n in text:
                break
        else:
            return None  # (no operator, no symbol: a register, a number, a word)
    if _EXPRESSION.fullmatch(text) is None:
        return None
    names = _NAME.findall(text)
    if not names and not operator:
        return None  # a number as written
    env = dict(symbols)
    # (loops, not any() of a generator: a segment costs a few of these, and a generator's
    # set-up is most of such a test's cost)
    for n in names:
        if n not in env or n in reserved or _REGISTER_LIKE.fullmatch(n):
            return None
    value = _value(text.strip(), tuple([(n, env[n]) for n in names]))
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
        # (without llvm-mc's text and bytes: the first publish needs only whether a line is
        # encoded, the checks what the line holds; a light result makes its text and bytes
        # when they are read, gcnls.light.LightEncoded)
        self._fast = FastAssembler(proc, detail=True, text=False)
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
    for memo in (_hit, _quick, _value, for_processor):
        memo.cache_clear()
    _MEMO.clear()
