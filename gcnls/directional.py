"""Numeric local labels, which llvm-mc calls directional labels.

``N:`` (N decimal) defines label N anew each time it appears; ``Nb`` refers to the nearest
definition of N above the reference, ``Nf`` to the nearest one below it. llvm-mc gives
every definition a temporary symbol ``.LtmpK`` and prints that name for the label and its
references. K counts symbols in the order llvm-mc creates them: a definition creates its
symbol unless a forward reference already did, a backward reference with nothing above
still creates one (and is an error), and the ``.`` operand's label (mc.py) takes the
next number from the same counter.

The lexer reads ``1b`` and ``2f`` as identifiers, so everywhere else they are plain
symbol references (fixups, expressions); only this module knows which definition each one
means. ``01:`` and ``1:`` are the same label (llvm-mc compares values).
"""

from __future__ import annotations

import re

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from .diagnostics import WRONG_TOKEN, Diagnostic, Severity
from .lexer import Kind, Token, spaced_reference

MESSAGE = "directional label undefined"
# Errors of an expression llvm-mc has read whole (then found not absolute): a numeric
# label reference inside it was looked up first (_reached)
_EVALUATED = frozenset({"expected absolute expression", "expected an absolute expression",
                        "expected a register name or an absolute expression"})


def _stops(d: Diagnostic) -> bool:
    """Whether llvm-mc's parser stops reading the statement at ``d``: a syntax error, or an
    operand its parser refuses (v_mov_b32 v1, |.| on gfx9: "not a valid operand." at |)."""
    return d.is_error and (d.code == "syntax" or d.message == "not a valid operand.")


def _reached(e: Diagnostic, tokens) -> int:
    """The column up to which llvm-mc has read a statement when it raises ``e``: the end of
    the expression for an error of its value, else where ``e`` stands."""
    if e.message not in _EVALUATED:
        return e.start
    from . import expr as ex

    k = next((k for k, t in enumerate(tokens) if t.start == e.start and t.kind is not Kind.EOL), None)
    if k is None:
        return e.start
    parser = ex.Parser(tokens, k, operand=True)
    try:
        parser.parse()
    except ex.ExprError:
        # (as far as it read: |(.)|'s closing bar, which the generic parser takes for an 'or')
        return max(e.start, tokens[parser.pos].start)
    return tokens[parser.pos].start


def label_value(name: str) -> int | None:
    """The number of a numeric label's name ("1", "01"), None for any other label."""
    return int(name) if name.isdigit() else None


def reference(text: str) -> tuple[int, bool] | None:
    """(label number, forward?) of a reference's text ("1b", "2f", "1f@rel32@lo"), None for
    other text."""
    text = text.partition("@")[0]
    if len(text) > 1 and text[-1] in "bf" and text[:-1].isdigit():
        return int(text[:-1]), text[-1] == "f"
    return None


# Text that may hold a numeric label or a reference (a cheap test that spares the files
# without any, most of them, the token walk; a false hit only costs that walk): a
# reference ("1b", "2f": digits after no name character and before none), or a
# definition ("1:", which starts the statement or follows another label; "v[4:7]" is
# none). Searched as patterns that start with a character (Python's re then skips to
# it; led by a look-behind or '^' it tries every column: ~15 ms on a macro file's
# expansion), the start of a reference's digits checked by hand.
_REFERENCE_END = re.compile(r"[bf](?<=[0-9][bf])(?![\w.$@])")
_NAME_CHAR = re.compile(r"[\w.$@]")
_DEFINITION = re.compile(r":[ \t]*[0-9]+[ \t]*:(?!:)|\n[ \t]*[0-9]+[ \t]*:(?!:)")
_FIRST_DEFINITION = re.compile(r"[ \t]*[0-9]+[ \t]*:(?!:)")


# (an integer, blanks, then the name 'b' or 'f', or one with a variant, '1f@rel32@lo':
# lexer.spaced_reference makes it a reference too)
_SPACED_REFERENCE = re.compile(r"[0-9A-Fa-f'][ \t]+[bf](?![\w.$@])|[0-9A-Fa-f'][ \t]*[bf]@")


def _maybe(text: str) -> bool:
    if _SPACED_REFERENCE.search(text):
        return True
    for m in _REFERENCE_END.finditer(text):
        k = m.start()
        while k > 0 and "0" <= text[k - 1] <= "9":
            k -= 1
        if k == 0 or _NAME_CHAR.match(text, k - 1) is None:
            return True
    return _DEFINITION.search(text) is not None or _FIRST_DEFINITION.match(text) is not None


def may_have_numeric_labels(code: list[str], lines: Iterable[int] | None = None) -> bool:
    """``lines``: only these indices of ``code`` (all by default)."""
    if lines is None:
        return _maybe("\n".join(code))
    # (per line text, remembered: the server asks this of the same flagged lines on every edit)
    return any(map(_line_may_have, [code[i] for i in lines]))


@lru_cache(maxsize=1 << 16)
def _line_may_have(text: str) -> bool:
    return _maybe(text)


@dataclass
class Numbering:
    """llvm-mc's temporary symbol names, per line (lines without any are absent)."""

    labels: dict[int, list[str]] = field(default_factory=dict)  # the line's labels, renamed
    refs: dict[int, dict[str, str]] = field(default_factory=dict)  # reference text -> symbol
    here: dict[int, list[str]] = field(default_factory=dict)  # the '.' operands' labels
    # (line, token start, token end, forward?) of each reference that finds no definition
    undefined: list[tuple[int, int, int, bool]] = field(default_factory=list)


def number(results, lines: Iterable[int] | None = None,
           here: Callable[[object], bool] | None = None, numeric: bool = True) -> Numbering:
    """Name every numeric label and reference over ``lines`` (indices into ``results``, in
    order; all by default). ``here(result)``: whether that line's '.' operand gets a label
    (mc.py decides; None: none do). ``numeric`` False: the text has no numeric label
    (may_have_numeric_labels), only '.' labels are numbered."""
    out = Numbering()
    count = 0
    # As llvm-mc's MCContext: label N's k-th definition is instance k; "Nb" means the
    # latest instance (instance 0, never defined, before the first), "Nf" the next one.
    # Each (N, instance) gets its symbol when first named.
    defined: dict[int, int] = {}
    symbols: dict[tuple, str] = {}
    forward: list[tuple[int, int, int, int, int]] = []  # (line, start, end, N, instance)

    def symbol(key: tuple) -> str:
        nonlocal count
        name = symbols.get(key)
        if name is None:
            name = symbols[key] = f".Ltmp{count}"
            count += 1
        return name

    for i in range(len(results)) if lines is None else lines:
        r = results[i]
        st = r.statement
        if not st.labels and len(st.tokens) - st.pos <= 1:
            continue  # (nothing but the end of line: the lines gcnls mc's fast path took)
        renamed = None
        for k, lab in enumerate(st.labels if numeric else ()):
            # (a string names a label of that name: "1": is no numeric label; its span
            # holds the quotes)
            value = label_value(lab.name) if lab.end - lab.start == len(lab.name) else None
            if value is None:
                continue
            if renamed is None:
                renamed = out.labels[i] = [lab.name for lab in st.labels]
            defined[value] = instance = defined.get(value, 0) + 1
            renamed[k] = symbol((value, instance))
        if r.block == "metadata":
            continue  # (YAML text, collected unread: "foo: 1b" or "{a: 1 b: 2}" names no label)
        # llvm-mc stops reading a statement at a syntax error: names after it are never made
        stop = min((_reached(d, st.tokens) for d in r.diagnostics if _stops(d)), default=None) if r.diagnostics else None
        # a '.' gets a label when parsed: up to the error (at it: its value was the trouble,
        # unless the syntax wanted another token there, a name or a comma: never parsed)
        if stop is not None and any(d.start == stop and d.message in WRONG_TOKEN for d in r.diagnostics):
            stop -= 1
        wants_here = here is not None and here(r)
        if not numeric:
            if wants_here:
                dots = [t for t in st.tokens[st.pos:] if t.text == "." and (stop is None or t.start <= stop)]
                if dots:
                    out.here[i] = [symbol((-1, i, k)) for k in range(len(dots))]  # (keys no label has)
            continue
        tokens = st.tokens
        for k in range(st.pos, len(tokens)):
            tok = tokens[k]
            text = tok.text
            if wants_here and text == "." and (stop is None or tok.start <= stop):
                names = out.here.setdefault(i, [])
                names.append(symbol((-1, i, len(names))))
                continue
            if stop is not None and tok.start >= stop:
                break
            if tok.kind is Kind.INT:  # ("1 b": lexer.spaced_reference)
                spaced = spaced_reference(tokens, k)
                if spaced is not None:
                    if stop is not None and tokens[k + 1].start >= stop:
                        break  # (its name's error, "invalid variant": the reference is never made)
                    tok = Token(Kind.IDENT, spaced, tok.start, tokens[k + 1].end, None)
                    text = spaced
            ref = reference(text) if text[:1].isdigit() and tok.kind is Kind.IDENT else None
            if ref is None:
                continue
            value, ahead = ref
            instance = defined.get(value, 0) + ahead
            if ahead:
                forward.append((i, tok.start, tok.end, value, instance))
            out.refs.setdefault(i, {})[text.partition("@")[0]] = symbol((value, instance))  # (mc._renamed)
            if not ahead and not instance:
                out.undefined.append((i, tok.start, tok.end, False))
                break  # the statement fails here: llvm-mc reads no further
    out.undefined.extend((i, a, b, True) for i, a, b, value, instance in forward
                         if defined.get(value, 0) < instance)
    return out


def check(results, lines: Iterable[int] | None = None) -> list[tuple[int, Diagnostic]]:
    """llvm-mc's "directional label undefined": a backward reference with no definition
    above fails its statement; a forward one with none below is reported when the input
    ends (``at_end``), its statement assembled meanwhile."""
    numbering = number(results, lines)
    out = []
    for i, a, b, forward in sorted(numbering.undefined, key=lambda u: (u[3], u[0], u[1])):
        if forward:
            out.append((i, Diagnostic("directional-undefined", MESSAGE, a, b, Severity.ERROR, {"at_end": True})))
            continue
        r = results[i]
        out.append((i, Diagnostic("directional-undefined", MESSAGE, a, b, Severity.ERROR,
                                  {"fails": True, "values_before": _values_before(r, a)})))
        if r.statement.assign is not None or r.directive is not None and r.directive.symbol is not None:
            # a symbol definition then finds no expression: llvm-mc says so at the 'b',
            # which its lexer reads as a name after the number
            out.append((i, Diagnostic("syntax", "missing expression", b - 1, b, Severity.ERROR,
                                      {"follows": True, "fails": True})))
    return out


# errors llvm-mc raises while it parses the operands (a register's once it has read it)
_PARSED = frozenset({"syntax", "invalid-register", "register-out-of-range", "misaligned-register"})


def parse_order(diags: list, r) -> list:
    """A backward numeric label reference that finds nothing fails while llvm-mc parses the
    operands: before the errors of matching them, after an unknown mnemonic (whose operands
    llvm-mc never reads) and after syntax errors and bad registers that stand before it.
    ``diags``: the line's (``r``) diagnostics with check's; the first error is the one
    llvm-mc reports."""
    def first(d) -> bool:
        return d.code == "directional-undefined" and d.data.get("fails") and not any(
            e.is_error and (e.code == "unknown-instruction"
                            or e.code in _PARSED and e.start < d.start and _reached(e, r.statement.tokens) <= d.start)
            for e in r.diagnostics)
    return sorted(diags, key=lambda d: not first(d))


def _values_before(r, column: int) -> int:
    """How many values of a data directive come before ``column`` (llvm-mc prints each as
    it reads it, so those before a failing reference are printed)."""
    st = r.statement
    depth = count = 0
    for tok in st.tokens[st.pos:]:
        if tok.start >= column:
            break
        if tok.kind is Kind.PUNCT:
            depth += (tok.text == "(") - (tok.text == ")")
            count += tok.text == "," and not depth
    return count
