"""Absolute symbols (``.set``, ``.equ``, ``name = expr``) across a document.

llvm-mc gives a symbol the value of its latest definition above the line that uses it;
a use before any definition is not absolute. Lines are analysed on their own first
(cached by text); only lines that name a defined symbol are analysed again with the
values in force at that point, so documents without symbols pay nothing.
"""

from __future__ import annotations

from functools import lru_cache

from .lexer import Kind, tokenize


def defined_names(results) -> set[str]:
    return {r.directive.symbol[0] for r in results if r.directive is not None and r.directive.symbol}


def resolve(code: list[str], results: list, proc, analyze_line,
            initial: dict[str, int] | None = None) -> list[int]:
    """Re-analyse, in place, with ``analyze_line(code, proc, symbols)``, the lines whose
    symbol values differ from those their result was made with; returns their indices
    (none when the document defines no symbol). ``initial``: symbols defined before the
    first line (``--defsym``)."""
    names = defined_names(results)
    if initial:
        names |= set(initial)
    changed: list[int] = []
    if not names and not any(r.symbols for r in results):
        return changed
    env: dict[str, int] = dict(initial) if initial else {}
    for i, r in enumerate(results):
        # (a set test per line: compiler output defines hundreds of names, and testing
        # each as a substring of every line made an edit quadratic)
        if r.symbols or (names and not names.isdisjoint(identifiers(code[i]))):
            used = {t.text for t in r.statement.tokens if t.kind is Kind.IDENT and t.text in names}
            known = tuple(sorted((n, env[n]) for n in used if n in env))
            if known != r.symbols:
                results[i] = r = analyze_line(code[i], proc, known)
                changed.append(i)
        sym = r.directive.symbol if r.directive is not None else None
        if sym:
            if sym[1] is not None:
                env[sym[0]] = sym[1]
            else:  # redefined as something not absolute: no longer a known value
                env.pop(sym[0], None)
    return changed


def analyze_all(code: list[str], proc, analyze_line, initial: dict[str, int] | None = None) -> list:
    """Every line analysed once, with the symbol values in force at it: what analysing
    each line on its own and then ``resolve`` give, without analysing the lines that
    use symbols twice (a kernel of symbolic registers uses them on most lines)."""
    env: dict[str, int] = dict(initial) if initial else {}
    out = []
    for c in code:
        known = tuple(sorted((n, env[n]) for n in identifiers(c) if n in env)) if env else ()
        if known:
            r = analyze_line(c, proc, known)
        else:
            r = analyze_line(c, proc)
        out.append(r)
        sym = r.directive.symbol if r.directive is not None else None
        if sym:
            if sym[1] is not None:
                env[sym[0]] = sym[1]
            else:
                env.pop(sym[0], None)
    return out


@lru_cache(maxsize=1 << 15)
def identifiers(code: str) -> frozenset[str]:
    """The identifiers of a line (cached: a document's expansion is analysed again after
    every edit, and its lines mostly have not changed)."""
    return frozenset(t.text for t in tokenize(code) if t.kind is Kind.IDENT)
