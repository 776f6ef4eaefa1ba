"""Absolute symbols (``.set``, ``.equ``, ``name = expr``) across a document.

llvm-mc gives a symbol the value of its latest definition above the line that uses it;
a use before any definition is not absolute. Lines are analysed on their own first
(cached by text); only lines that name a defined symbol are analysed again with the
values in force at that point, so documents without symbols pay nothing.
"""

from __future__ import annotations

from functools import lru_cache

from . import expr as ex
from .lexer import Kind, tokenize, words


class _Cell:
    """One of llvm-mc's symbol objects that a not-absolute definition refers to. llvm-mc
    binds a name in an expression to the symbol object the name means at that moment:
    a later ``.set`` of a name that already has a value makes a new object (references
    made before keep the old one), while the first definition of a name that is still
    undefined gives a value to the very object earlier expressions refer to. So
    ``.set cnt, base+1`` before ``base`` is defined reads ``base`` when ``cnt`` is used,
    but only ``base``'s first definition."""

    __slots__ = ("value", "node", "refs", "busy")

    def __init__(self) -> None:
        self.value: int | None = None  # an absolute first definition
        self.node = None  # or a not-absolute one: its expression ...
        self.refs: dict[str, int | _Cell] = {}  # ... and the objects its names meant
        self.busy = False  # (a cycle, .set a, b then .set b, a+1, has no value)

    def resolve(self, generation: int | None) -> int | None:
        if self.value is not None or self.node is None or self.busy:
            return self.value
        self.busy = True
        try:
            env = {}
            for name, ref in self.refs.items():
                v = ref if isinstance(ref, int) else ref.resolve(generation)
                if v is None:
                    return None
                env[name] = v
            return ex.evaluate(self.node, env, generation)
        except (ex.Unresolved, ZeroDivisionError):
            return None
        finally:
            self.busy = False


class Deferred(int):
    """A value read through a not-absolute definition (``.set cnt, base+1`` before
    ``base``): llvm-mc's symbol holds the expression, which it never puts in place of the
    name in an expression it prints (ex.inlined leaves these names)."""

    __slots__ = ()


# known_in: how many names with a value it tests as substrings (more: the line is lexed);
# the characters a name may start with there, those an identifier goes on with, and
# those before a name that start no lexeme running into it (blanks, operators, separators)
_FEW = 16
_NAME_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.$@?")
_AROUND = frozenset(" \t,[](){}:+-*/%<>&|^~!=")


class Values:
    """The values symbols have at a point of a document, going down it: ``absolute``,
    name -> value, for the names set to absolute expressions (the common case, a plain
    dict); names set to expressions of symbols not defined yet are kept as such and
    read when used (see _Cell)."""

    __slots__ = ("absolute", "deferred", "pending", "generation", "changes", "fixed", "labels")

    def __init__(self, initial: dict[str, int] | None = None, generation: int | None = None) -> None:
        self.absolute: dict[str, int] = dict(initial) if initial else {}
        self.deferred: dict[str, _Cell] = {}  # set to a not-absolute expression
        self.pending: dict[str, _Cell] = {}  # undefined, named by such an expression
        self.generation = generation
        self.changes = 0  # definitions so far (the same count: the same values)
        self.fixed: set[str] | None = None  # the names .equiv defined (None: none yet)
        self.labels: set[str] | None = None  # the names labels defined (None: none yet)

    def __bool__(self) -> bool:
        return bool(self.absolute or self.deferred)

    def known(self, names) -> tuple[tuple[str, int], ...]:
        """(name, value) of the ``names`` with a value here, sorted."""
        absolute, deferred = self.absolute, self.deferred
        out = [(n, absolute[n]) for n in names if n in absolute]
        if deferred:
            for n in names:
                cell = deferred.get(n)
                if cell is not None:
                    v = cell.resolve(self.generation)
                    if v is not None:
                        out.append((n, Deferred(v)))
        return tuple(sorted(out))

    def known_in(self, code: str) -> tuple[tuple[str, int], ...]:
        """known(identifiers(code)), without lexing the line when few names have a value:
        a name the line does not hold as a substring is none of its identifiers, and one
        it holds only where blanks, operators or separators surround it is one (no lexeme
        but a string, a character or an unterminated comment runs over those: lines with
        a quote or a '/*' are lexed). A symbolic kernel names a few symbols on most lines."""
        absolute = self.absolute
        if self.deferred or len(absolute) > _FEW:
            return self.known(identifiers(code))
        found = None
        for n in absolute:
            if n in code:
                if found is None:
                    found = [n]
                else:
                    found.append(n)
        if found is None:
            return ()
        if "/*" in code or '"' in code or "'" in code:
            return self.known(identifiers(code))
        size = len(code)
        for n in found:
            if n[:1] not in _NAME_START:  # (or "": a name .set "" gave)
                return self.known(identifiers(code))
            at = code.find(n)
            while at >= 0:
                end = at + len(n)
                if (at and code[at - 1] not in _AROUND) or (end < size and code[end] in _NAME_CHARS):
                    return self.known(identifiers(code))  # (in a longer word, or after a number: the lexer says)
                at = code.find(n, end)
        return tuple(sorted([(n, absolute[n]) for n in found]))

    def mapping(self) -> dict[str, int]:
        """Every name with a value here (for an expression evaluator)."""
        if not self.deferred:
            return self.absolute
        out = dict(self.absolute)
        for n, cell in self.deferred.items():
            v = cell.resolve(self.generation)
            if v is not None:
                out[n] = Deferred(v)
        return out

    def define(self, name: str, value: int | None, node=None) -> None:
        """``name`` set to ``value`` (absolute) or else to the expression ``node`` (None:
        nothing known, e.g. a bad expression)."""
        self.changes += 1
        cell = self.pending.pop(name, None)
        if value is not None:
            self.absolute[name] = value
            self.deferred.pop(name, None)
            if cell is not None:
                cell.value = value
            return
        self.absolute.pop(name, None)
        if node is None:
            self.deferred.pop(name, None)
            return
        refs: dict[str, int | _Cell] = {}
        for sym in ex.symbols_in(node):
            n = sym.name
            if n in refs:
                continue
            if n in self.absolute:
                refs[n] = self.absolute[n]
            elif n in self.deferred:
                refs[n] = self.deferred[n]
            elif n == name and cell is not None:
                refs[n] = cell  # (.set x, x+1 with x undefined: refers to itself)
            else:
                refs[n] = self.pending.setdefault(n, _Cell())
        if cell is None:
            cell = self.pending.pop(name, None) or _Cell()  # (named just above: itself)
        cell.node, cell.refs = node, refs
        self.deferred[name] = cell

    def define_from(self, result) -> bool:
        """What the analysed line ``result`` defines, if anything (``defines`` says whether it
        may). True when a label of the line took a value away: the line's own statement
        reads the name as the label (analyse it again)."""
        relabelled = False
        for lab in result.statement.labels:
            # a label makes its name a location (a name .set before is no longer absolute
            # after it); not one .equiv defined (analysis.redefinitions says so)
            name = lab.name
            if self.fixed is not None and name in self.fixed or name.isdigit():
                continue
            if self.labels is None:
                self.labels = set()
            self.labels.add(name)
            if name in self.absolute or name in self.deferred:
                self.define(name, None)
                relabelled = True
        d = result.directive
        sym = d.symbol if d is not None else None
        if sym:
            # llvm-mc refuses an .equiv of a name defined before, and any definition of a
            # name .equiv defined or a label defined (blocks.apply and analysis.redefinitions
            # say so): the name keeps its value
            name = sym[0]
            fixed = self.fixed
            if fixed is not None and name in fixed or self.labels is not None and name in self.labels:
                return relabelled
            if d.name == ".equiv":
                if name in self.absolute or name in self.deferred:
                    return relabelled
                if fixed is None:
                    fixed = self.fixed = set()
                fixed.add(name)
            self.define(name, sym[1], d.symbol_expr)
        return relabelled


def defines(result) -> bool:
    """May the analysed line ``result`` define a symbol (what Values.define_from reads)?"""
    d = result.directive
    return d is not None and bool(d.symbol) or bool(result.statement.labels)


def defined_names(results) -> set[str]:
    return {r.directive.symbol[0] for r in results if r.directive is not None and r.directive.symbol}


def generation_of(proc) -> int | None:
    gen = getattr(proc, "generation", None)
    return int(gen[3:]) if gen else None


def resolve(code: list[str], results: list, proc, analyze_line,
            initial: dict[str, int] | None = None, only: set[int] | None = None) -> list[int]:
    """Re-analyse, in place, with ``analyze_line(code, proc, symbols)``, the lines whose
    symbol values differ from those their result was made with; returns their indices
    (none when the document defines no symbol). ``initial``: symbols defined before the
    first line (``--defsym``). ``only``: the lines that may differ (the others are as
    resolved before, and no definition changed: an edit of lines that define none)."""
    names = defined_names(results)
    if initial:
        names |= set(initial)
    changed: list[int] = []
    if not names and not any(r.symbols for r in results):
        return changed
    values = Values(initial, generation_of(proc))
    for i, r in enumerate(results):
        # (a set test per line: compiler output defines hundreds of names, and testing
        # each as a substring of every line made an edit quadratic)
        if only is not None and i not in only:
            pass
        elif r.symbols or (names and not names.isdisjoint(identifiers(code[i]))):
            # (the names analyze_all gives a line: its identifiers, kept per text; walking
            # the statement's tokens was two thirds of an edit's pass on a symbolic kernel)
            used = identifiers(code[i]) & names
            known = values.known(used)
            if known != r.symbols:
                results[i] = r = analyze_line(code[i], proc, known)
                changed.append(i)
        if values.define_from(r) and r.symbols:  # (a label took a name the line reads)
            results[i] = analyze_line(code[i], proc, values.known(identifiers(code[i]) & names))
            if not changed or changed[-1] != i:
                changed.append(i)
    return changed


def analyze_all(code: list[str], proc, analyze_line, initial: dict[str, int] | None = None) -> list:
    """Every line analysed once, with the symbol values in force at it: what analysing
    each line on its own and then ``resolve`` give, without analysing the lines that
    use symbols twice (a kernel of symbolic registers uses them on most lines)."""
    values = Values(initial, generation_of(proc))
    out = []
    # A statement met again with no definition since has the same values, so the same
    # result (a loop's or a macro's statements, repeated: half of a macro file's)
    seen: dict[str, tuple[int, object]] = {}
    append = out.append
    for c in code:
        if not (values.absolute or values.deferred):  # (no symbol yet: analyze_line keeps its answers)
            r = analyze_line(c, proc)
        else:
            hit = seen.get(c)
            if hit is not None and hit[0] == values.changes:
                r = hit[1]
            else:
                known = values.known_in(c)
                r = analyze_line(c, proc, known) if known else analyze_line(c, proc)
                seen[c] = (values.changes, r)
        append(r)
        d = r.directive
        if d is not None and d.symbol or r.statement.labels:  # (defines(r): most statements define nothing)
            if values.define_from(r) and r.symbols:  # (a label took a name the line reads)
                out[-1] = analyze_line(c, proc, values.known_in(c))
    return out


@lru_cache(maxsize=1 << 15)
def identifiers(code: str) -> frozenset[str]:
    """The identifiers of a line (cached: a document's expansion is analysed again after
    every edit, and its lines mostly have not changed; lexer.words: no tokens made), and
    the names strings give (``.long "b c"`` reads the symbol .set "b c" defined)."""
    if '"' not in code:
        return frozenset(words(code))
    return frozenset(words(code)) | {t.text[1:-1] for t in tokenize(code) if t.kind is Kind.STRING}
