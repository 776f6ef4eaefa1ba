"""Open documents: lines, comment-stripped code and per-line analysis, updated
incrementally; the target of each document; the diagnostics it publishes.

A document keeps ``raw`` (the lines with their line ends: ``\\n``, ``\\r\\n`` or a lone
``\\r``, which LSP and llvm-mc both count as line breaks; the last line has none),
``code`` (the line with comments blanked by source.strip_line),
``block`` (whether the line starts inside a ``/* */`` comment) and ``results``
(analysis.analyze_line of the code, which is cached by text and processor).
An edit replaces the touched lines and re-strips from there until the comment
state at a line start is what it was before, so only changed lines are analysed.
Analysis is lazy: ``apply`` changes the text and marks the touched lines (their result
becomes None); ``refresh`` (called by every query) analyses all marked lines at once
and runs the document-wide passes (symbols, target, hazards) once, so a flood of edits
costs text operations until someone asks.
"""

from __future__ import annotations

import heapq
import logging
import re
from bisect import bisect_left, bisect_right
from collections import Counter
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, replace
from itertools import compress, islice, repeat
from operator import attrgetter, eq, is_, itemgetter

from .. import analysis, blocks, directional, isa, recovery, sections, symbols
from ..diagnostics import Diagnostic, Severity
from ..lexer import QUOTE_ERROR, Kind, quote_message, runaway_quote, spaced_reference, tokenize
from ..source import continues, continuing_lines, eos_column, joined_ends, split_lines, strip_line, strip_with_states
from . import target as tgt
from .positions import UTF16, to_character, to_index

log = logging.getLogger(__name__)

_END = -1 << 40  # column of "the end of the document"
_TARGET_WORD = re.compile(r"\.(?:amdgcn_target|gpu|arch|hsa_code_object_isa)\b", re.I)


def content(raw: str) -> str:
    """A stored line without its line end."""
    if raw.endswith("\n"):
        return raw[:-2] if raw.endswith("\r\n") else raw[:-1]
    return raw[:-1] if raw.endswith("\r") else raw


def _hint_candidates(code: list[str], raw: list[str]) -> list[int]:
    """The indices of the lines that may hold a target hint (a _TARGET_WORD in their code
    or "gcnls:" in their text), from one search of each joined text, in order."""
    found = set()
    for lines, pattern in ((code, _TARGET_WORD), (raw, _GCNLS_WORD)):
        ends = joined_ends(lines)
        for m in pattern.finditer("\n".join(lines)):
            found.add(bisect_right(ends, m.start()))
    return sorted(found)


_GCNLS_WORD = re.compile("gcnls:")


def contents(raw: list[str]) -> list[str]:
    """content() of each of the stored lines ``raw``."""
    text = "".join(raw)
    if "\r" in text:
        return [content(r) for r in raw]
    return text.split("\n")  # (at C speed: each line but the last ends with its one "\n")


_LINE_END = re.compile(r"\r\n?|\n")


def split_keep(text: str) -> list[str]:
    """``text`` as lines that keep their line ends; the last one has none (maybe "")."""
    if "\r" not in text:
        parts = text.split("\n")
        last = parts.pop()
        return [p + "\n" for p in parts] + [last]
    out = []
    pos = 0
    for m in _LINE_END.finditer(text):
        out.append(text[pos:m.end()])
        pos = m.end()
    out.append(text[pos:])
    return out


@contextmanager
def _kept():
    """Around a pass over a whole document whose objects the document keeps (results,
    facts, kernels, states): the cyclic GC is off (analysis.whole_document), and what the
    pass built leaves the young generation unscanned before it is on again: else the
    collection that the first allocation after it starts scans all of it (a second on a
    100k-line document). Where objects are kept frozen already (the server freezes what
    its open documents hold, server.publish) the new ones join them; otherwise they go
    through the permanent generation to the oldest one."""
    import gc

    outermost = gc.isenabled()  # (nested in another pass: that one moves them)
    with analysis.whole_document():
        yield
        if outermost:
            frozen = gc.get_freeze_count()
            gc.freeze()
            if not frozen:
                gc.unfreeze()


def _through_quick(code: list[str], proc: isa.Processor):
    """safe_analyze_line for the lines of a document checked through its expansion: those
    the fast path encodes once their expressions are folded (a symbolic kernel's, most of
    them) get the expansion's light result (gcnls.folded, kept per text and symbol values:
    the expansion made most of them already), the others the full analysis."""
    from .expansion import line_analysis

    line = line_analysis(code, proc)

    def analyse(text: str, proc: isa.Processor, symbols: tuple = ()) -> analysis.LineResult:
        try:
            return line(text, proc, symbols)
        except Exception:
            return safe_analyze_line(text, proc, symbols)

    return analyse


def safe_analyze_line(code: str, proc: isa.Processor, symbols: tuple = ()) -> analysis.LineResult:
    try:
        return analysis.analyze_line(code, proc, symbols) if symbols else analysis.analyze_line(code, proc)
    except Exception as e:  # a core bug: never let it take the server down
        log.exception("analyze_line crashed on %r", code[:200])
        from ..syntax import Statement
        from ..lexer import Kind, Token

        r = analysis.LineResult(Statement(tokens=[Token(Kind.EOL, "", len(code), len(code))]))
        r.diagnostics.append(Diagnostic("internal-error", f"gcnls internal error: {type(e).__name__}: {e}",
                                        0, max(1, len(code)), Severity.WARNING))
        return r


# --- diagnostics as the server shows them ----------------------------------------


def server_diagnostic(d: Diagnostic, proc: isa.Processor, code: str) -> Diagnostic | None:
    """A core diagnostic as the server publishes it (None: dropped)."""
    if d.code == "clrx-directive":
        return None  # the server reads .gpu/.arch for the target
    if d.code == "unknown-directive" and code[d.start:d.end] == tgt.CODE_OBJECT_ISA:
        gfx = tgt.isa_version_name(code[d.end:])
        said = f"; gcnls reads it as the target {gfx}" if gfx and tgt.lookup(gfx) else ""
        return Diagnostic(d.code, f"{d.message} (llvm-mc 22 takes no code object v2 directives{said})",
                          d.start, d.end, d.severity, {**d.data, "llvm_message": d.message})
    if d.code == "wrong-generation":
        data = isa.load()
        name = code[d.start:d.end].lower() or "instruction"
        here = data.generations[proc.generation].title
        where = ", ".join(d.data.get("titles", ())) or "no GCN generation"
        msg = f"{name} is not available on {proc.name} ({here}); it exists on {where}"
        return Diagnostic(d.code, msg, d.start, d.end, d.severity,
                          {**d.data, "llvm_message": d.message, "mnemonic": name})
    if d.code == "unknown-instruction":
        from .. import suggest

        name = code[d.start:d.end].lower()
        try:
            found = suggest.nearest(name, proc.generation)
        except Exception:
            found = []
        msg = d.message
        if found and "did you mean" not in msg:
            msg += f", did you mean: {', '.join(found)}?"
        return Diagnostic(d.code, msg, d.start, d.end, d.severity, {**d.data, "suggestions": found})
    return d


def _line_part(r: analysis.LineResult, proc: isa.Processor, code: str) -> tuple:
    """What a line contributes on its own: its diagnostics in the server's form. A
    function of the line's result alone, so a document keeps it per line until the line
    changes."""
    return tuple(s for s in (server_diagnostic(d, proc, code) for d in r.diagnostics) if s is not None)


def document_diagnostics(lines_code: list[str], results: list, interesting: list[int],
                         proc: isa.Processor, target: tgt.Target,
                         hazards: list | None = None, parts: list | None = None,
                         raw=None) -> list[tuple[int, Diagnostic]]:
    """What analysis.analyze_lines reports, over the lines that have labels, diagnostics,
    fixups or hazard warnings (``hazards[i]``: line i's checks.hazards warnings), in the
    server's form, plus the target's own diagnostics. ``parts``: per line, _line_part's
    answer kept from an earlier call (None: to compute; filled in). ``raw``: the lines'
    text, for the block comments after a rejected line (recovery.comments_after_errors)."""
    labels, out = analysis.collect_labels(results, interesting)
    out.extend(analysis.redefinitions(results, interesting))
    failing: set[int] = set()  # lines whose backward numeric reference fails them
    if directional.may_have_numeric_labels(lines_code, interesting):
        found = directional.check(results, interesting)
        out.extend(found)
        failing = {i for i, d in found if d.data.get("fails")}
    tail: list[tuple[int, Diagnostic]] = []
    for i in interesting:
        r = results[i]
        part = parts[i] if parts is not None else None
        if part is None:
            part = _line_part(r, proc, lines_code[i])
            if parts is not None:
                parts[i] = part
        for d in part:
            out.append((i, d))
        if r.encoded is not None and r.encoded.fixups:
            out.extend((i, d) for d in analysis.undefined_labels(r, labels))
        if hazards is not None and hazards[i]:
            h = hazards[i]
            if isinstance(h, LineHazards) and h.at != i:  # moved by an edit above it
                h = hazards[i] = h.on(i)
            tail.extend((i, d) for d in h)
    out.extend(tail)
    out.extend(sections.stack_errors(results, interesting, lines_code, proc))
    if failing:
        out = _first_errors(out, failing, results)
    if raw is not None:
        out = _after_errors(out, results, raw, lines_code, interesting)
        out = _at_statement_end(out, raw, lines_code)
    out.extend(target.diagnostics)
    out.sort(key=lambda item: item[0])
    return out


def _at_statement_end(out: list, raw, code: list[str]) -> list:
    """``out`` with each error at the end of its line's code placed where llvm-mc's end
    of statement is: at a line comment after it, or the end of the raw line, past blanks
    and block comments (source.eos_column). (A line without code: its errors stand where
    they are, at a block comment that llvm-mc did not take for one.)"""
    moved = None
    for k, (i, d) in enumerate(out):
        if d.start >= len(code[i]) > 0 and d.severity is Severity.ERROR and len(raw[i]) > len(code[i]):
            col = eos_column(raw[i], code[i])
            if col != d.start:
                if moved is None:
                    moved = list(out)
                moved[k] = (i, replace(d, start=col, end=col + 1))
    return out if moved is None else moved


def _after_errors(out: list, results: list, raw, code: list[str], lines, open_end: bool = True) -> list:
    """``out`` with what llvm-mc makes of the lines after a rejected one (among ``lines``):
    a block comment starting the next line (recovery.comments_after_errors), the lexer's
    errors after a failed register and the next line lost to one (recovery.after_failure).
    ``open_end``: the last of ``raw`` has no line end (a document's raw lines end with ""
    after a line end), where a ' the text ends right after is lexer.QUOTE_AT_END."""
    n = len(raw)
    errors = {i: results[i].mnemonic is not None for i in lines
              if i + 1 < n and results[i].has_error and raw[i + 1].lstrip().startswith("/*")}
    if errors:
        reports, lost = recovery.comments_after_errors(raw, errors)
        out = [(i, d) for i, d in out if i not in lost]
        out.extend((i, Diagnostic("syntax", "unexpected token at start of statement", col, col + 2,
                                  Severity.ERROR)) for i, col in reports.items())
    lexer_errors, lost_lines = [], set()
    for i in lines:
        if i in lost_lines:
            continue  # (its statement is lost: no failure of its own)
        r = results[i]
        if r.mnemonic is not None and r.has_error and recovery.MAY_MATTER.search(code[i]):
            first = next(d for d in r.diagnostics if d.is_error)
            found, lost = recovery.after_failure(r.statement.tokens, first.code, first.message, first.start,
                                                 first.end)
            lexer_errors.extend((i, Diagnostic("syntax", message, col, col + 1, Severity.ERROR, {"follows": True}))
                                for message, col in found)
            k = i
            while lost and k + 1 < n:
                # (the line taken is still lexed: its error tokens are reported, and one at
                # its end takes the next line too; as gcnls mc's expansion does)
                k += 1
                lost_lines.add(k)
                found, lost = recovery.eaten_line(tokenize(code[k])) if recovery.MAY_MATTER.search(code[k]) \
                    else ((), False)
                lexer_errors.extend((k, Diagnostic("syntax", message, col, col + 1, Severity.ERROR,
                                                   {"follows": True})) for message, col in found)
        if r.has_error and "'" in code[i] and r.block is None:  # (a block's lines: blocks.py)
            # (a ' that takes its line's end takes the next line into the failed statement;
            # that line may do so again)
            k = i
            while k + 1 < n and "'" in raw[k] and runaway_quote(raw[k]):
                k += 1
                lost_lines.add(k)
    if lost_lines:
        out = [(i, d) for i, d in out if i not in lost_lines]
    out += lexer_errors
    if open_end and n and "'" in raw[n - 1]:
        out = [(i, replace(d, message=quote_message(raw[i], d.start, True)) if i == n - 1 and d.message == QUOTE_ERROR
                else d) for i, d in out]
    return out


def _first_errors(out: list, lines: set[int], results: list) -> list:
    """On ``lines``, of the errors only the one llvm-mc reports (directional.parse_order)
    and those that follow it."""
    errors: dict[int, list] = {}
    for i, d in out:
        if i in lines and d.is_error and not d.data.get("at_end"):  # (those llvm-mc reports at the end)
            errors.setdefault(i, []).append(d)
    keep = set()
    for i, ds in errors.items():
        # (the line's own errors first, as llvm-mc would meet them without the reference)
        ordered = directional.parse_order(sorted(ds, key=lambda d: d.code == "directional-undefined"), results[i])
        keep.add(id(ordered[0]))
        keep.update(id(d) for d in ordered[1:] if d.data.get("follows"))
    return [(i, d) for i, d in out if i not in lines or not d.is_error or id(d) in keep or d.data.get("at_end")]


# Checks whose diagnostics the document keeps per line (analysis.analyze_lines reports
# them too): Document.findings leaves them out; the settings still apply (_core).
PER_LINE_CHECKS = frozenset({"hazards"})
_PER_LINE_CODES = {"hazards": "hazard."}


def finding_diagnostic(f) -> Diagnostic:
    """A checks.Finding as a server diagnostic: its related locations in the form
    expansion.related_json reads, its quick fix under data["fix"] (code actions)."""
    data: dict = {"check": f.check}
    if f.related:
        data["related"] = [{"file": None, "line": ln, "start": a, "end": b, "message": m} for ln, a, b, m in f.related]
    if f.fix is not None:
        data["fix"] = {"line": f.fix[0], "text": f.fix[1], "title": f.fix[2]}
    return Diagnostic(f.code, f.message, f.start, max(f.end, f.start + 1), f.severity, data)


def run_hazards(results: list, proc: isa.Processor, start: int = 0,
                end: int | None = None, kernels=None, lines=None) -> list[tuple[int, Diagnostic]]:
    from ..checks import hazards

    try:
        return hazards.diagnostics(results, proc, start, end, kernels, lines)
    except Exception:
        log.exception("checks.hazards crashed")
        return []


class LineHazards(tuple):
    """One line's hazard warnings and the line they were found on (``at``). An edit above
    that inserts or deletes lines moves them without checking them again (nothing between
    producer and consumer changed, or the consumer would have been checked again), so the
    lines they name (the producer, the quick fix's line) move by as much: ``on`` says them
    again for the line they are on now."""

    at: int

    def __new__(cls, diags, at: int):
        self = super().__new__(cls, diags)
        self.at = at
        return self

    def on(self, line: int) -> LineHazards:
        if line == self.at:
            return self
        delta = line - self.at
        return LineHazards((_moved(d, delta) for d in self), line)


_LINE_NAMED = re.compile(r"\(line (\d+);")  # checks.hazards names the producer's line so


def _moved(d: Diagnostic, delta: int) -> Diagnostic:
    data = dict(d.data)
    if data.get("producer"):
        data["producer"] = [[r[0] + delta, *r[1:]] for r in data["producer"]]
    if data.get("fix"):
        data["fix"] = [data["fix"][0] + delta, *data["fix"][1:]]
    message = _LINE_NAMED.sub(lambda m: f"(line {int(m[1]) + delta};", d.message)
    return replace(d, message=message, data=data)


def _shape(kernel) -> tuple:
    from ..checks import hazards

    return hazards.shape(kernel)


def reference_diagnostics(text: str, setting: str | None = None) -> tuple[tgt.Target, list[tuple[int, Diagnostic]]]:
    """The non-incremental path: what the server must publish for ``text``
    (used by the tests to check the incremental path)."""
    lines = split_lines(text)
    code, starts = strip_with_states(lines)
    open_end = bool(lines) and strip_line(lines[-1], starts[-1])[1]
    if continuing_lines(code, starts, open_end):
        # A statement carried over lines is checked through the expansion, which joins
        # it (preprocess), as any document in the language's directives: a fresh document's.
        doc = Document("file:///reference.s", text, setting=setting)
        return doc.target, doc.diagnostics()
    hints = []
    first = analysis.resolve_processor(None)
    for i, c in enumerate(code):
        h = tgt.hint_of(lines[i], analysis.analyze_line(c, first).statement)
        if h:
            hints.append((i, h))
    target = tgt.resolve(hints, setting)
    program = analysis.analyze_lines(lines, code, target.proc)
    out = []
    for i, d in program.diagnostics:
        s = server_diagnostic(d, target.proc, code[i])
        if s is not None:
            out.append((i, s))
    out.extend(sections.stack_errors(program.results, range(len(code)), code, target.proc))
    failing = {i for i, d in out if d.code == "directional-undefined" and d.data.get("fails")}
    if failing:
        out = _first_errors(out, failing, program.results)
    out = _after_errors(out, program.results, lines, code, range(len(lines)), not text.endswith(("\n", "\r")))
    out = _at_statement_end(out, lines, code)
    out.extend(target.diagnostics)
    out.sort(key=lambda item: item[0])
    from .. import checks

    found = checks.run(program.results, target.proc, lines=lines,
                       enabled={n for n in checks.load() if n not in PER_LINE_CHECKS})
    if found:
        out.extend((f.line, finding_diagnostic(f)) for f in found)
        out.sort(key=_first)
    return target, out


def _interesting(r: analysis.LineResult, hazards=None) -> bool:
    return bool(r.diagnostics or r.statement.labels or hazards
                or (r.encoded is not None and r.encoded.fixups) or _defines_symbol(r)
                or r.directive is not None and (_names_numeric_label(r) or _moves_section(r.directive)
                                                or r.directive.name in analysis.COMMON  # (redefinitions)
                                                or r.directive.rest is not None))  # (sections.stack_errors)


def _moves_section(d) -> bool:
    """A section directive: the section stack's walk (sections.stack_errors) reads it."""
    return d.section is not None or d.section_op is not None


def _names_numeric_label(r: analysis.LineResult) -> bool:
    """A directive line naming a numeric label (``.long 1b``, ``.long 1 b``: lexer.spaced_reference):
    directional.check needs it (an instruction line that does has a fixup)."""
    tokens = r.statement.tokens
    return any(t.text[:1].isdigit() and t.kind is Kind.IDENT or t.kind is Kind.INT and spaced_reference(tokens, k)
               for k, t in enumerate(tokens))


# codes whose server form differs from the core's (server_diagnostic): never line-local
_SERVER_FORMED = frozenset({"clrx-directive", "unknown-directive", "wrong-generation", "unknown-instruction"})


def _local_code(r: analysis.LineResult) -> str | None:
    """The code of the line's one diagnostic when the line is flagged for it alone and the
    diagnostic is published as the core gives it: a warning, note or hint (what
    fold_repeated may fold; errors never are) on a line with no label, fixup or symbol.
    Such lines are kept apart from the flagged ones, so 20,000 lines of one warning cost a
    publish what the first few hundred of them (the ones fold_repeated keeps) cost."""
    if len(r.diagnostics) != 1:
        return None
    d = r.diagnostics[0]
    if (d.severity == Severity.ERROR or d.code in _SERVER_FORMED or d.code.startswith("hazard.")
            or r.statement.labels or (r.encoded is not None and r.encoded.fixups) or _defines_symbol(r)
            or r.directive is not None and (_names_numeric_label(r) or r.directive.rest is not None)):
        return None
    return d.code


def _defines_symbol(r: analysis.LineResult | None) -> bool:
    return r is not None and r.directive is not None and bool(r.directive.symbol)


def expanding_lines(raw: list[str]) -> list[bool]:
    """_expands of every line (at once: see preprocess.expanding_lines)."""
    from ..preprocess import expanding_lines

    return expanding_lines(raw)


def _expands(raw: str) -> bool:
    """Does the line hold a directive that makes the document need expansion (macros,
    loops, conditionals, includes)? Kept per line so that the question costs nothing
    per edit on a large document."""
    if "." not in raw:
        return False
    from ..preprocess import needs_expansion

    return needs_expansion(raw)


# what may make a line matter to others: symbol definitions, block directives, targets
_CROSS_LINE = re.compile(r"\.(?:set|equ|amd|gpu|arch|hsa_code_object_isa)", re.I)


def _first(item):
    return item[0]


def _codes(diags: list) -> list[str]:
    """The codes of (line, Diagnostic) items (at C speed: a publish may hold 20,000)."""
    return list(map(_CODE, map(_SECOND, diags)))


_CODE, _SECOND = attrgetter("code"), itemgetter(1)


def fold_repeated(diags: list, limit: int) -> list:
    """``diags`` with the warnings (and notes, hints) of one code beyond the first ``limit``
    lines folded into one diagnostic at the first omitted one: 20,000 copies of one
    warning tell the reader no more than the count, and every publish would carry them all
    (a publish of 20,000 diagnostics is ~6 MB of JSON for the client to read per edit).
    Errors are never folded."""
    if len(diags) <= limit:
        return diags
    codes = _codes(diags)
    over = {c for c, n in Counter(codes).items() if n > limit}  # (errors counted here, never folded)
    if not over:
        return diags
    keep = bytearray([1]) * len(diags)
    summaries = []
    for code in sorted(over):
        at = [k for k, c in enumerate(codes) if c == code and diags[k][1].severity != Severity.ERROR]
        drop = at[limit:]
        if not drop:
            continue
        for k in drop:
            keep[k] = 0
        i, d = diags[drop[0]]
        summaries.append((i, Diagnostic("repeated-summary", f"{len(drop)} more lines from here on have this "
                                                            f"diagnostic ({code}): {d.message}", d.start, d.end,
                                        d.severity, {"code": code, "lines": len(drop)})))
    out = list(compress(diags, keep)) + summaries
    out.sort(key=_first)
    return out


def _none_indices(items: list) -> list[int]:
    """Indices of the None entries (by identity, at C speed: no __eq__ calls)."""
    return list(compress(range(len(items)), map(is_, items, repeat(None))))


# --- the document ------------------------------------------------------------------


@dataclass(slots=True)
class Change:
    """One content change: ``range`` is ((line, character), (line, character)) or None
    for the whole text."""

    text: str
    range: tuple[tuple[int, int], tuple[int, int]] | None = None


class _Contents:
    """A lazy view of the raw lines as ``content`` gives them (blocks.apply reads few)."""

    def __init__(self, raw: list[str]):
        self.raw = raw

    def __len__(self) -> int:
        return len(self.raw)

    def __getitem__(self, i: int) -> str:
        return content(self.raw[i])


class Document:
    #: A text of at least this many lines is published twice when it is set (opened):
    #: first what the assembler reports, which needs only the lines the fast path cannot
    #: encode analysed (first_pass), then everything, the whole-document checks included.
    FIRST_PASS_FROM = 5000
    #: Whole-document analyses give the lines the fast path encodes light results
    #: (_line_results; tests/server/test_light_lines.py compares both ways)
    LIGHT = True

    def __init__(self, uri: str, text: str, version: int | None = None, setting: str | None = None,
                 encoding: str = UTF16):
        self.uri = uri
        self.version = version
        self.setting = setting
        self.encoding = encoding
        self.raw: list[str] = []
        self.code: list[str] = []
        self.block: list[bool] = []  # inside a block comment at the start of the line
        self.results: list[analysis.LineResult] = []
        self.flags: list[bool] = []  # line has labels, diagnostics, fixups or hazards
        self.hazards: list[tuple | None] = []  # checks.hazards' warnings of each line
        self._hazard_shapes: dict = {}  # kernel name -> control flow shape (checks.hazards.shape)
        # Set by the server while it publishes: is input waiting? The whole-kernel checks
        # then stop and raise checks.Interrupted (the publish waits for the next pause).
        self.checks_stop = None
        self._shaped: list | None = None  # the kernels list _hazard_shapes was worked out from
        self.reanalysed = False  # set by a whole-document analysis (the server then freezes the GC)
        self.hints: list[tgt.Hint | None] = []
        self._target: tgt.Target = tgt.resolve([], None)
        self._diagnostics: list[tuple[int, Diagnostic]] | None = None  # _core()'s answer
        self._expanded_core = False  # _core() came from the expansion
        self._labels: dict[str, tuple[int, object]] | None = None
        self._stale = False  # some results are None: refresh() analyses them
        self._symbol_lines = 0  # lines whose result defines a symbol (.set, .equ, =)
        self._resolved = False  # symbols.resolve has run with some symbol defined
        self._definitions_changed = False  # an edit replaced a line that defined a symbol
        self._parts: list = []  # per line: _line_part's answer (None: not computed)
        self._expands: list[bool] = []  # per line: a macro/loop/conditional/include directive
        self._expanding = 0  # how many lines have one
        # the gcnls.defsym symbols (set by the server): a document with any is checked
        # through its expansion, which starts with them (as gcnls mc --defsym)
        self.defsym: tuple[tuple[str, int], ...] = ()
        self._blockish: list[bool] = []  # per line: takes part in blocks.apply (blocks.involves)
        self._blockish_lines = 0  # how many lines do
        self._blocked = False  # blocks.apply left some line's result replaced
        # per line: the code of its one diagnostic when that is all it is flagged for and
        # the diagnostic is line-local (_local_code; the line is then not flagged), else None
        self.local_codes: list[str | None] = []
        self._dirty: list[int] = []  # lines whose result is None (maybe repeated; refresh sorts them)
        self.edits = 0  # changes applied so far (a key for what is cached per text)
        self._peeked: set[int] = set()  # dirty lines answering() analysed ahead of refresh()
        self._peeking = False  # inside answering(): refresh() waits
        self._warmed = 0  # how many of the dirty list's lines warm() has analysed
        self._target_due = False  # an edit removed a target hint: refresh() resolves the target
        self._hints_moved = False  # an edit moved the lines of the target's hints (refresh() resolves it)
        self._crossing = False  # an edited line may matter to others (see _crosses)
        self._full_due = False  # set_text left the lines' analysis to the first refresh()
        self._first_due = False  # the next publish may be the first pass (FIRST_PASS_FROM)
        self.complete_due = False  # the last publish was the first pass: the complete one is due
        self._first_at = -1  # ``edits`` when the expansion's first pass was last published
        # The whole-kernel checks (gcnls/checks): the ones turned off, the severity of each
        # (the server's gcnls.analysis settings), and their last findings (key, findings).
        self.checks_off: frozenset[str] = frozenset()
        self.check_severity: dict[str, Severity] = {}
        self._findings: tuple | None = None
        # lines whose results were replaced since the checks last ran on the kept kernels
        # (checks.run's ``touched``: waitcnt then re-works only the blocks holding them)
        self._checks_touched: set[int] = set()
        # finding value -> its Diagnostic, kept from the last _core(): a finding found
        # again is the same object, so the server's JSON of it is reused (json_cache)
        self._finding_diags: dict = {}
        self._expansion_findings: tuple | None = None  # (key, diagnostics, expansion): _through_expansion
        self.json_cache: dict = {}  # the server's: id(Diagnostic) -> its last published JSON
        self._kernels_cache: tuple | None = None
        # Since the kernels were built: lines whose analysis changed, and whether any edit
        # moved lines (then they are rebuilt); every line's result they were built from
        # (whose flow.line_shape an edited line's new one is compared with: kernels()).
        self._flow_touched: set[int] = set()
        self._flow_moved = False
        self._shapes: list = []
        # (edits, processor, every line's own result, the fast path's answers) made by
        # _own_results for this text: the first pass's, which the complete analysis reuses
        self._prepared: tuple | None = None
        self.set_text(text)

    # -- text ---------------------------------------------------------------------

    @property
    def text(self) -> str:
        return "".join(self.raw)

    def line(self, i: int) -> str:
        """Line ``i`` without its line end ("" past the end)."""
        return content(self.raw[i]) if 0 <= i < len(self.raw) else ""

    def set_text(self, text: str) -> None:
        self.raw = split_keep(text)
        self._flow_moved = True
        n = len(self.raw)
        self.code = [""] * n
        self.block = [False] * n
        self._restrip(0, n, full=True)
        from ..syntax import parse_statement

        hints: list[tgt.Hint | None] = [None] * n
        for i in _hint_candidates(self.code, self.raw):
            c = self.code[i]
            if ("." in c and _TARGET_WORD.search(c)) or "gcnls:" in self.raw[i]:
                try:
                    hints[i] = tgt.hint_of(content(self.raw[i]), parse_statement(c))
                except Exception:
                    log.exception("parse_statement crashed")
        self.hints = hints
        self.results = []
        self._dirty = []
        self._peeked = set()  # (a whole new text: nothing read ahead holds)
        self._warmed = 0
        self.edits += 1
        self._expands = self._expanding_lines('"' in text)
        self._expanding = sum(self._expands)
        if self._expanding:
            # Its diagnostics come from its expansion, which analyses what it needs: the
            # lines' own analysis (for requests about them) waits for the first request
            # or edit, and then mostly finds the expansion's analyses in the cache.
            self._full_due = True
            self._target = tgt.resolve([(i, hints[i]) for i in compress(range(n), hints)], self.setting)
            self._diagnostics = None
            return
        if n >= self.FIRST_PASS_FROM:
            # A large text: its first publish is what the assembler reports (first_pass);
            # the whole analysis waits for the next query or publish.
            self._full_due = self._first_due = True
            self._target = tgt.resolve([(i, hints[i]) for i in compress(range(n), hints)], self.setting)
            self._diagnostics = None
            return
        self._retarget()

    def apply(self, change: Change) -> None:
        """Apply one content change to the text; the touched lines are analysed by the
        next refresh()."""
        if change.range is None:
            self.set_text(change.text)
            return
        if self._full_due:
            self.refresh()  # the per-line lists exist from here on
        (sl, sc), (el, ec) = change.range
        if sl == el and 0 <= sl < len(self.raw) and "\n" not in change.text and "\r" not in change.text \
                and not (sc == 0 and sl > 0 and self.raw[sl - 1].endswith("\r")):
            # (not at the start of a line after a lone CR: the edit may leave its line feed
            # right after that CR, one line end then, which the general path joins)
            self._apply_in_line(sl, sc, ec, change.text)
            return
        sl, sc = self._clamp(sl, sc)
        el, ec = self._clamp(el, ec)
        if (el, ec if ec != _END else 1 << 62) < (sl, sc if sc != _END else 1 << 62):
            (sl, sc), (el, ec) = (el, ec), (sl, sc)
        start_line, end_line = self.raw[sl], self.raw[el]
        # A position past the last line is the end of the document; a column past the
        # end of a line is its end, before the line break.
        si = len(start_line) if sc == _END else to_index(content(start_line), sc, self.encoding)
        ei = len(end_line) if ec == _END else to_index(content(end_line), ec, self.encoding)
        text = start_line[:si] + change.text + end_line[ei:]
        if text.startswith("\n") and sl > 0 and self.raw[sl - 1].endswith("\r"):
            sl -= 1  # the previous line's lone CR and this LF now make one CRLF
            text = self.raw[sl] + text
        new = split_keep(text)
        if el < len(self.raw) - 1:
            new.pop()  # the text ends with the end line's line break: nothing follows it here
        k = len(new)
        self.edits += 1
        self._unpeek()
        if any(self.hints[sl:el + 1]):
            self._target_due = True
        defined = sum(map(_defines_symbol, self.results[sl:el + 1]))
        if defined:
            self._symbol_lines -= defined
            self._definitions_changed = True
        delta = k - (el - sl + 1)
        if delta and (self._target.line is not None or self._target.diagnostics):
            self._hints_moved = True  # (the target's line numbers move: refresh() resolves it again)
        if delta:
            self._flow_moved = True
        else:
            self._flow_touched.update(range(sl, sl + k))
        if delta:  # the lines below move: so do their dirty marks
            self._dirty = [i + delta if i > el else i for i in self._dirty if not sl <= i <= el]
            self._warmed = 0
        self._dirty.extend(range(sl, sl + k))
        self.raw[sl:el + 1] = new
        self.code[sl:el + 1] = [""] * k
        self.block[sl:el + 1] = [self.block[sl]] + [False] * (k - 1)
        self.results[sl:el + 1] = [None] * k
        self.flags[sl:el + 1] = [False] * k
        self.local_codes[sl:el + 1] = [None] * k
        self._blockish_lines -= sum(self._blockish[sl:el + 1])
        self._blockish[sl:el + 1] = [False] * k
        self.hazards[sl:el + 1] = [None] * k
        self.hints[sl:el + 1] = [None] * k
        self._parts[sl:el + 1] = [None] * k
        self._expanding -= sum(self._expands[sl:el + 1])
        self._expands[sl:el + 1] = [False] * k
        for i in self._restrip(sl, sl + k):
            if not self._crossing and self._crosses(i):
                self._crossing = True
            r = self.results[i]
            self._flow_touched.add(i)
            if r is not None:  # a later line whose comment state changed
                if _defines_symbol(r):
                    self._symbol_lines -= 1
                    self._definitions_changed = True
                self.results[i] = None
                self.flags[i] = False
                self.local_codes[i] = None
                self._parts[i] = None
                self._dirty.append(i)
        self._stale = True
        self._diagnostics = None
        self._labels = None

    def _apply_in_line(self, i: int, sc: int, ec: int, text: str) -> None:
        """apply() of a change inside line ``i`` that inserts no line
        break: what typing sends, and a flood of edits. The same bookkeeping as apply()'s
        for one line replaced by one, without its slices and line splitting (a change
        cost ~60 us of CPU, more than the client took to send it: the requests of a
        flood waited behind the backlog)."""
        raw = self.raw[i]
        body = content(raw)
        si, ei = to_index(body, sc, self.encoding), to_index(body, ec, self.encoding)
        if ei < si:
            si, ei = ei, si
        self.raw[i] = body[:si] + text + body[ei:] + raw[len(body):]
        self.edits += 1
        if self._peeked:
            self._unpeek()
        if self.hints[i] is not None:
            self._target_due = True
            self.hints[i] = None
        r = self.results[i]
        if r is not None:
            if _defines_symbol(r):
                self._symbol_lines -= 1
                self._definitions_changed = True
            self.results[i] = None
        self._flow_touched.add(i)
        self._dirty.append(i)
        self.flags[i] = False
        self.local_codes[i] = None
        if self._blockish[i]:
            self._blockish_lines -= 1
            self._blockish[i] = False
        self.hazards[i] = None
        self._parts[i] = None
        if self._expands[i]:
            self._expanding -= 1
            self._expands[i] = False
        for j in self._restrip(i, i + 1):
            if not self._crossing and self._crosses(j):
                self._crossing = True
            if j == i:
                continue
            r = self.results[j]
            self._flow_touched.add(j)
            if r is not None:  # a later line whose comment state changed
                if _defines_symbol(r):
                    self._symbol_lines -= 1
                    self._definitions_changed = True
                self.results[j] = None
                self.flags[j] = False
                self.local_codes[j] = None
                self._parts[j] = None
                self._dirty.append(j)
        self._stale = True
        self._diagnostics = None
        self._labels = None

    def refresh(self) -> None:
        """Analyse the lines edited since the last refresh, then what depends on them:
        symbol values down the document, the target, hazards around them."""
        if self._full_due and not self._peeking:
            self._full_due = False
            self._reanalyse_all(self._target.proc)
            return
        if not self._stale or self._peeking:
            return
        self._stale = False
        results = self.results
        if len(self._dirty) > len(results) // 8:
            dirty = _none_indices(results)
        else:
            dirty = [i for i in sorted(set(self._dirty)) if results[i] is None or i in self._peeked]
        self._dirty = []
        if self._peeked:
            dirty = sorted(set(dirty).union(self._peeked))
            self._peeked = set()
        self._warmed = 0
        # (an edit removed a hint or moved the lines of one; a new one is found below)
        hints_changed = self._target_due or self._hints_moved
        self._target_due = self._crossing = self._hints_moved = False
        proc = self._target.proc
        expands = self._expands
        blockish = self._blockish
        defining = self._definitions_changed
        self._definitions_changed = False
        for i in dirty:
            r = safe_analyze_line(self.code[i], proc)
            results[i] = r
            if _defines_symbol(r):
                self._symbol_lines += 1
                defining = True
            before = self.hints[i]
            h = self.hints[i] = tgt.hint_of(content(self.raw[i]), r.statement)
            if h is not None or before is not None:
                hints_changed = True
            e = _expands(self.raw[i]) or continues(self.code[i], self._ends_in_block(i))
            self._expanding += e - expands[i]
            expands[i] = e
            b = blocks.involves(r)
            self._blockish_lines += b - blockish[i]
            blockish[i] = b
        if expands:
            # (the last line also when the document ends inside a block comment, which an
            # edit above it may change without changing its code: source.continuing_lines)
            last = len(expands) - 1
            e = _expands(self.raw[last]) or continues(self.code[last], self._ends_in_block(last)) \
                or self._ends_in_block(last)
            self._expanding += e - expands[last]
            expands[last] = e
        changed = dirty
        # Symbol values flow down the document: lines that use them may change too. A
        # document that has never defined a symbol skips the pass.
        if self._symbol_lines > 0 or self._resolved:
            # (no definition came or went: only the edited lines' values can be new)
            only = None if defining or not self._resolved else set(dirty)
            before = results[:]  # (~30 us for 20,000 lines: see _recount)
            extra = symbols.resolve(self.code, results, proc, analysis.analyze_line, only=only)
            if extra:
                changed = sorted(set(dirty).union(extra))
                self._recount(before, extra)
                for i in extra:
                    self._parts[i] = None
            self._resolved = self._symbol_lines > 0
        # Kernel descriptor and metadata blocks (and the AMDGPU directives whose verdict
        # depends on them): only while some line names one (or a result a block replaced
        # is still to be restored) does an edit pay for the pass.
        if self._blockish_lines > 0 or self._blocked:
            self._blocked = self._blockish_lines > 0
            before = results[:]
            extra = blocks.apply(_Contents(self.raw), self.code, results, proc)
            if extra:
                changed = sorted(set(changed).union(extra))
                self._recount(before, extra)
                for i in extra:
                    self._parts[i] = None
        self._flow_touched.update(changed)
        self._checks_touched.update(changed)
        self._retarget(changed, hints_changed)
        self._diagnostics = None
        self._labels = None

    def _recount(self, before: list, lines) -> None:
        """_symbol_lines counts the lines whose result (as it is now) defines a symbol:
        a pass that replaced the results of ``lines`` (a kernel descriptor block turns
        ``x = 2`` into one of its own entries) changes it (else a definition that was
        never one stayed counted, and every later edit paid the symbol pass)."""
        results = self.results
        for i in lines:
            if 0 <= i < len(results):
                self._symbol_lines += _defines_symbol(results[i]) - _defines_symbol(before[i])

    # -- answering while edits wait ------------------------------------------------

    #: fewer dirty lines than this are simply analysed before a request is answered
    DEFER_FROM = 32
    #: more than this many dirty lines are not checked one by one: refresh() then
    DEFER_UP_TO = 4096

    @contextmanager
    def answering(self, line: int):
        """Around a request about ``line``. While many edited lines wait for analysis (a
        flood of edits) and none of them can change how other lines read (no symbol
        definition, block or language directive, target hint: see _isolated), only
        ``line`` is analysed: the request reads the rest as the last analysis left it,
        and the next publish analyses everything. Otherwise the document is refreshed."""
        if not self._stale or self._peeking or not self._isolated():
            self.refresh()
            yield
            return
        if 0 <= line < len(self.results) and self.results[line] is None:
            self.results[line] = safe_analyze_line(self.code[line], self._target.proc)
            self._peeked.add(line)
            self._checks_touched.add(line)
        self._peeking = True
        try:
            yield
        finally:
            self._peeking = False

    def _isolated(self) -> bool:
        """Can the waiting edits leave every other line's analysis as it is?"""
        return not (self._symbol_lines or self._resolved or self._blockish_lines or self._blocked or self._expanding
                    or self.defsym or self._target_due or self._crossing) and self.DEFER_FROM <= len(self._dirty) <= self.DEFER_UP_TO

    def _crosses(self, i: int) -> bool:
        """May edited line ``i`` change how other lines read: a symbol definition, a block
        or target directive, a modeline, a directive of the assembler language, a
        statement that goes on on the next line?"""
        c, raw = self.code[i], self.raw[i]
        return "=" in c or ("." in c and _CROSS_LINE.search(c) is not None) or "gcnls:" in raw or _expands(raw) \
            or continues(c, self._ends_in_block(i))

    def _ends_in_block(self, i: int) -> bool:
        """Is a block comment open at the end of line ``i``?"""
        if i + 1 < len(self.block):
            return self.block[i + 1]
        return strip_line(content(self.raw[i]), self.block[i])[1]

    def _expanding_lines(self, quoted: bool = True) -> list[bool]:
        """_expands of every line, and the lines whose statement a block comment or a
        string carries on to the next (source.continues): the expansion joins those
        (preprocess), as llvm-mc reads them. ``quoted``: the text may hold a '"'."""
        out = expanding_lines(self.raw)
        open_end = bool(self.raw) and self._ends_in_block(len(self.raw) - 1)
        if True in self.block or quoted or open_end:  # (else none: no line is looked at)
            for i in continuing_lines(self.code, self.block, open_end, quoted):
                out[i] = True
        return out

    def _unpeek(self) -> None:
        """Lines answering() analysed are dirty again (refresh() does their bookkeeping)."""
        for i in self._peeked:
            self.results[i] = None
        self._peeked = set()

    def warm(self, budget: float, stop=None) -> bool:
        """Analyse waiting lines into analysis.analyze_line's cache for about ``budget``
        seconds (between two batches of a flood, so that the publish after it finds
        them done), or until ``stop()`` says input is waiting; True when none is left."""
        import time

        end = time.perf_counter() + budget
        proc, code, dirty = self._target.proc, self.code, self._dirty
        if len(dirty) > self.DEFER_UP_TO:
            return False
        k = self._warmed
        while k < len(dirty):
            i = dirty[k]
            k += 1
            if 0 <= i < len(code):
                safe_analyze_line(code[i], proc)
            if time.perf_counter() > end or (stop is not None and stop()):
                break
        self._warmed = k
        return k >= len(dirty)

    #: a kernel whose changed lines are at least 1/WHOLE_KERNEL_FROM of it is checked
    #: for hazards whole (_update_hazards; ~3.6 us a line against ~150 us a changed line)
    WHOLE_KERNEL_FROM = 32

    def _update_hazards(self, changed: list[int]) -> None:
        """Re-run the hazard check where a change can alter its findings: the lines after
        each changed line that its wait states reach (hazards.reach), or its whole kernel
        when the kernel's control flow changed (hazards.shape)."""
        from ..checks import hazards

        results = self.results
        n = len(results)
        proc = self._target.proc
        kernels = self.kernels()  # (kept across edits that change no line's shape)
        old = self._hazard_shapes
        # (the same Kernel objects: the same shapes, not worked out again over every block)
        shapes = old if kernels is self._shaped else {k.name: hazards.shape(k) for k in kernels}
        self._shaped = kernels
        # (labels or branches changed: all of the kernel; the same shapes compare alike)
        reshaped = () if shapes is old else {name for name, sh in shapes.items() if old.get(name) != sh}
        windows = hazards.windows(results, [i for i in sorted(set(changed)) if i < n], kernels, proc,
                                  self.WHOLE_KERNEL_FROM, reshaped)
        self._hazard_shapes = shapes
        for a, b in windows:
            per: dict[int, list] = {}
            for line, d in run_hazards(results, proc, a, b + 1, kernels, _Contents(self.raw)):
                per.setdefault(line, []).append(d)
            for line in range(a, b + 1):
                h = per.get(line)
                self.hazards[line] = LineHazards(h, line) if h else None
                self._flag(line)

    def _flag(self, i: int) -> None:
        """Set line ``i``'s flag (and whether it is a line of one line-local diagnostic)."""
        r = self.results[i]
        flag = _interesting(r, self.hazards[i]) or self.hints[i] is not None
        local = _local_code(r) if flag and self.hazards[i] is None and self.hints[i] is None else None
        self.flags[i] = flag and local is None
        self.local_codes[i] = local

    def _clamp(self, line: int, character: int) -> tuple[int, int]:
        n = len(self.raw)
        if line < 0:
            return 0, 0
        if line >= n:
            return n - 1, _END
        return line, max(0, character)

    def _restrip(self, start: int, region_end: int, full: bool = False) -> list[int]:
        """Strip lines from ``start``; lines before ``region_end`` are new, the later
        ones are re-stripped until their starting comment state is unchanged."""
        n = len(self.raw)
        raw, code, block = self.raw, self.code, self.block
        if full:
            self.code, self.block = strip_with_states(contents(raw))
            return list(range(n))
        changed = []
        state = block[start] if start > 0 else False
        i = start
        while i < n:
            if i >= region_end and block[i] == state:
                break
            block[i] = state
            c, state = strip_line(content(raw[i]), state)
            if c != code[i] or i < region_end:
                code[i] = c
                changed.append(i)
            i += 1
        return changed

    # -- analysis -----------------------------------------------------------------

    def _reanalyse_all(self, proc: isa.Processor) -> None:
        self._flow_moved = True  # (the kernels are rebuilt)
        self._checks_touched = set()  # (new kernels: the checks start afresh)
        self._first_due = False
        with _kept():
            results = self._line_results(proc)
            # (a light result is an instruction line with nothing to report: gcnls.light;
            # the per-line tests below answer for it without a call)
            from ..light import LightResult as light

            self._blockish = [r.__class__ is not light and blocks.involves(r) for r in results]
            self._blockish_lines = sum(self._blockish)
            self._blocked = self._blockish_lines > 0
            if self._blocked:
                blocks.apply(_Contents(self.raw), self.code, results, proc)
            self.results = results
            hazards: list[tuple | None] = [None] * len(results)
            per: dict[int, list] = {}
            # The kernels, built once here for the hazards, their shapes and the other checks
            # (kernels() finds them kept for this text).
            ks = self._build_kernels(results, proc)
            self._hazard_shapes = {k.name: _shape(k) for k in ks}
            self._shaped = ks
            for k, d in run_hazards(results, proc, kernels=ks, lines=_Contents(self.raw)):
                per.setdefault(k, []).append(d)
        for k, h in per.items():
            if 0 <= k < len(hazards):
                hazards[k] = LineHazards(h, k)
        self.hazards = hazards
        flags = [(_interesting(r, h) if r.__class__ is not light else bool(h)) or t is not None
                 for r, h, t in zip(results, hazards, self.hints)]
        local: list[str | None] = [None] * len(results)
        for i in compress(range(len(flags)), flags):
            if hazards[i] is None and self.hints[i] is None:
                code = local[i] = _local_code(results[i])
                if code is not None:
                    flags[i] = False
        self.flags = flags
        self.local_codes = local
        self._dirty = []
        self._symbol_lines = sum([_defines_symbol(r) for r in results if r.__class__ is not light])
        self._parts = [None] * len(results)
        if len(self._expands) != len(self.raw):  # (set_text and refresh keep it per line)
            self._expands = self._expanding_lines()
            self._expanding = sum(self._expands)
        self._resolved = self._symbol_lines > 0
        self._stale = False
        self._diagnostics = None
        self._labels = None
        self.reanalysed = True

    def _own_results(self, proc: isa.Processor) -> tuple:
        """(edits, processor, every line's own result before blocks.apply, the fast path's
        answers) for this text: the first pass's. A line the fast path's templates encode
        has nothing to report, so its result here is light.MATCHED (a stand-in that says
        only that) and its answer is kept (``answers[i]``) for _line_results to build its
        light result from: the first publish waits for no build. The lines it does not
        encode get the full analysis. (``answers`` is None when the document builds no
        light results: LIGHT.) Kept in ``_prepared`` until the complete analysis."""
        from ..fastpath import each_encoded
        from ..light import MATCHED

        kept = self._prepared
        if kept is not None and kept[0] == self.edits and kept[1] is proc:
            return kept
        code = self.code
        answers = None
        premade = {}
        if self.LIGHT:
            answers = [None] * len(code)
            # A line met again (s_waitcnt, s_nop, v_mov_b32 v0, 0: ~8% of a large file) shares
            # the first one's answer (and then its result): not matched again.
            same: dict = {}
            # (without llvm-mc's text and bytes: result() analyses a line whose request reads them)
            for i, hit in each_encoded(code, proc, detail=True, text=False, repeats=False, known=same):
                c = code[i]
                if hit is None:
                    hit = same[c]
                else:
                    same[c] = hit
                answers[i] = hit
                premade[i] = MATCHED
        analyse = _through_quick(code, proc) if self._expanding else safe_analyze_line
        kept = self._prepared = (self.edits, proc, analysis.line_results(code, proc, premade, analyse), answers)
        return kept

    def _line_results(self, proc: isa.Processor) -> list:
        """Every line's own result, before blocks.apply (_own_results'), with a light one
        (gcnls.light: what the checks read, built from the templates' answer;
        tests/test_light.py holds it to the full assembler's) for each line the fast path
        encodes, or the full analysis where the builder leaves the line to it."""
        from ..light import Builder

        _, _, own, answers = self._own_results(proc)
        self._prepared = None  # (used up: the answers are let go one by one below)
        results = list(own)
        if answers is None:
            return results
        code = self.code
        build = Builder(proc, facts=True).build
        # A line met again shares the first one's result, as analysis.analyze_line's cache
        # shares full ones (the checks' facts carry their line: hazards.facts).
        same: dict = {}
        for i, hit in enumerate(answers):
            if hit is None:
                continue
            c = code[i]
            r = same.get(c)
            if r is None:
                # (a line the builder leaves to the full assembler reads no symbol: the
                # templates take no names)
                r = same[c] = build(c, hit, i) or safe_analyze_line(c, proc)
            results[i] = r
            # (freed as it goes: the results built next take the room it held, where
            # letting all go at the end left ~25 MB of a 100k-line document's in holes)
            answers[i] = None
        return results

    def result(self, i: int) -> analysis.LineResult:
        """Line ``i``'s full analysis, for a request that reads more of the line than the
        checks do (its tokens, operands, encoding, messages). ``results[i]`` may be a light
        result (see _line_results), which stands for it in the whole-document passes; the
        full one is made on request (analysis.analyze_line's cache keeps it). Call after
        refresh() (any query does)."""
        from ..light import LightResult

        r = self.results[i]
        if r is None:  # (answering() leaves lines to analyse)
            return safe_analyze_line(self.code[i], self._target.proc)
        if r.__class__ is LightResult:  # (with the symbol values it was made with: _through_quick's)
            return safe_analyze_line(self.code[i], self._target.proc, r.symbols)
        return r

    def statement(self, i: int):
        """Line ``i``'s statement (its tokens), which a light result does not hold: then
        parsed here (cheaper than result()'s whole analysis)."""
        from ..light import LightResult
        from ..syntax import parse_statement

        r = self.results[i]
        if r is None or r.__class__ is LightResult:
            return parse_statement(self.code[i])
        return r.statement

    def set_setting(self, setting: str | None) -> None:
        self.refresh()
        self.setting = setting
        self._retarget()

    def _retarget(self, changed: list[int] | None = None, hints_changed: bool = True) -> None:
        if hints_changed or changed is None:
            hints = [(i, h) for i, h in zip(compress(range(len(self.hints)), self.hints), filter(None, self.hints))]
            target = tgt.resolve(hints, self.setting)
        else:  # no hint came or went: the same target (resolve reads only the hints and setting)
            target = self._target
        old = self._target
        self._target = target
        self._diagnostics = None
        if target.proc is not old.proc or len(self.results) != len(self.raw):
            self._reanalyse_all(target.proc)
        elif changed:
            self._update_hazards(changed)

    # -- queries ------------------------------------------------------------------

    @property
    def pending(self) -> bool:
        """Inside answering() with edited lines still waiting for analysis."""
        return self._peeking and self._stale

    @property
    def target(self) -> tgt.Target:
        self.refresh()
        return self._target

    @property
    def proc(self) -> isa.Processor:
        return self.target.proc

    def _core(self) -> list[tuple[int, Diagnostic]]:
        """The diagnostics of the flagged lines and the target, or of the whole expansion
        (kept until the next edit)."""
        if self._full_due and self._diagnostics is None:
            return self._expanded_only()
        self.refresh()
        if self._diagnostics is None:
            from .expansion import expand

            # A document with macros, loops, conditionals or includes is checked through
            # its expansion, as llvm-mc assembles it.
            try:
                expanded = expand(self)
            except Exception:
                log.exception("expansion failed")
                expanded = None
            if expanded is not None:
                self._expanded_core = True
                self._diagnostics = self._through_expansion(expanded)
                return self._diagnostics
            self._expanded_core = False
            interesting = list(compress(range(len(self.flags)), self.flags))
            diags = document_diagnostics(self.code, self.results, interesting,
                                         self.proc, self.target, self.hazards, self._parts,
                                         raw=_Contents(self.raw))
            diags = self._per_line_settings(diags)
            found = self.findings()
            old, kept = self._finding_diags, {}
            for f in found:
                key = (f.line, f.start, f.end, f.message, f.code, f.severity,
                       tuple(map(tuple, f.related)), f.fix)
                d = kept[key] = old.get(key) or finding_diagnostic(f)
                diags.append((f.line, d))
            self._finding_diags = kept
            if found:
                diags.sort(key=_first)
            self._diagnostics = diags
        return self._diagnostics

    def _per_line_settings(self, diags: list[tuple[int, Diagnostic]]) -> list[tuple[int, Diagnostic]]:
        """``diags`` with the gcnls.analysis settings of the per-line checks (hazards) applied."""
        for name, prefix in _PER_LINE_CODES.items():
            if name in self.checks_off:
                diags = [(i, d) for i, d in diags if not d.code.startswith(prefix)]
            elif name in self.check_severity:
                sev = self.check_severity[name]
                diags = [(i, replace(d, severity=sev) if d.code.startswith(prefix) else d) for i, d in diags]
        return diags

    def _through_expansion(self, expanded) -> list[tuple[int, Diagnostic]]:
        """The complete diagnostics of a document checked through its expansion: the
        assembler's and the hazard check's (expansion.expand), with the settings applied, and
        the whole-kernel checks' findings on the expanded kernels (kept per expansion and
        settings)."""
        from .. import checks
        from .expansion import findings

        diags = self._per_line_settings(expanded.diagnostics)
        key = (id(expanded), self.checks_off, tuple(sorted(self.check_severity.items())))
        if self._expansion_findings is None or self._expansion_findings[0] != key:
            enabled = {n for n in checks.load() if n not in self.checks_off and n not in PER_LINE_CHECKS}
            try:
                found = findings(self, expanded, enabled, self.check_severity)
            except Exception:  # (checks.Interrupted is no Exception: it goes to the server)
                log.exception("checks on the expansion crashed")
                found = []
            self._expansion_findings = (key, found, expanded)  # (expanded: its id stays its own)
        found = self._expansion_findings[1]
        return sorted(diags + found, key=_first) if found else diags

    # -- whole-kernel checks ----------------------------------------------------------

    def kernels(self) -> list:
        """flow.kernels of the document (kept until the next edit)."""
        from .. import flow

        self.refresh()
        if self._peeking and self._stale:
            return []  # (answering(): lines wait for analysis; kernels of them would be kept)
        key = (self.edits, self._target.proc)
        cached = self._kernels_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        results = self.results
        shapes = self._shapes
        if (cached is not None and cached[0][1] is key[1] and not self._flow_moved and len(shapes) == len(results)
                and all(flow.line_shape(results[i]) == flow.line_shape(shapes[i])
                        for i in self._flow_touched if i < len(results))):
            ks = cached[1]  # no line changed its shape: the same kernels and blocks
        else:
            ks = self._build_kernels(results, self._target.proc)
        self._flow_touched = set()
        self._flow_moved = False
        self._kernels_cache = (key, ks)
        return ks

    def _build_kernels(self, results: list, proc: isa.Processor) -> list:
        """flow.kernels of ``results`` (kept, with the results they were built from, for this text)."""
        from .. import flow

        try:
            ks = flow.kernels(results, proc)
            # (the results, not their shapes: a copy at C speed, where 100k shapes cost
            # ~0.1 s and ~6 MB; the few an edit touches are worked out then)
            self._shapes = list(results)
        except Exception:
            log.exception("flow.kernels crashed")
            ks = []
            self._shapes = []
        self._flow_touched = set()
        self._flow_moved = False
        self._kernels_cache = ((self.edits, proc), ks)
        return ks

    def findings(self) -> list:
        """The findings of the enabled checks (gcnls/checks), kept until the next edit."""
        from .. import checks

        self.refresh()
        if self._peeking and self._stale:
            return []  # (answering(): see kernels())
        key = (self.edits, self._target.proc, self.checks_off, tuple(sorted(self.check_severity.items())))
        if self._findings is None or self._findings[0] != key:
            # (hazards come through the per-line path: self.hazards, _update_hazards)
            enabled = {n for n in checks.load() if n not in self.checks_off and n not in PER_LINE_CHECKS}
            try:
                kernels = self.kernels()
                touched, self._checks_touched = self._checks_touched, set()
                # (checks.Interrupted, when checks_stop says so, goes to the server: the
                # incremental checks kept their progress and the touched lines)
                with _kept() if not touched else nullcontext():  # (a whole document's states, all kept)
                    found = checks.run(self.results, self._target.proc, enabled=enabled,
                                       lines=_Contents(self.raw), kernels=kernels, severities=self.check_severity,
                                       touched=touched, stop=self.checks_stop)
            except Exception:  # pragma: no cover - checks.run does not raise
                log.exception("checks.run crashed")
                found = []
            self._findings = (key, found)
        return self._findings[1]

    def set_checks(self, off: frozenset[str], severity: dict[str, Severity]) -> None:
        """The server's gcnls.analysis settings."""
        if off != self.checks_off or severity != self.check_severity:
            self.checks_off = off
            self.check_severity = dict(severity)
            self._diagnostics = None

    def _expanded_only(self) -> list[tuple[int, Diagnostic]]:
        """_core() of a document just opened, before its lines' own analysis."""
        from .expansion import expand

        self._peeking = True  # (what expand() reads: the target, whether it expands)
        try:
            expanded = expand(self)
        except Exception:
            log.exception("expansion failed")
            expanded = None
        finally:
            self._peeking = False
        if expanded is None:
            self.refresh()
            return self._core()
        self._expanded_core = True
        self._diagnostics = self._through_expansion(expanded)
        return self._diagnostics

    def _expansion_first(self) -> list[tuple[int, Diagnostic]] | None:
        """The diagnostics of the expansion without the hazard check's (expansion.expand),
        or None when the document needs no expansion or they are all there already."""
        from .expansion import expand

        peek = self._full_due
        if not peek:
            self.refresh()
            if not (self._expanding or self.defsym):
                return None
        self._peeking = peek  # (a text just set: its lines' own analysis waits)
        try:
            expanded = expand(self, hazards=False)
        except Exception:
            log.exception("expansion failed")
            return None
        finally:
            self._peeking = False
        if expanded is None or expanded.checked:
            return None
        self._expanded_core = True
        return expanded.diagnostics

    def diagnostics(self) -> list[tuple[int, Diagnostic]]:
        """Every diagnostic of the document, in line order."""
        core = self._core()
        if self._expanded_core or not any(self.local_codes):
            return core
        results = self.results
        # (a line's own diagnostic first, then the target's and the findings on it, as
        # document_diagnostics orders a flagged line's)
        out = [(i, results[i].diagnostics[0]) for i in compress(range(len(self.local_codes)), self.local_codes)]
        out += core
        out.sort(key=_first)
        return out

    def line_diagnostics(self, line: int) -> list[Diagnostic]:
        """The diagnostics of one line (without building the whole list)."""
        self.refresh()
        if self._peeking:
            return self._own_diagnostics(line)
        core = self._core()
        k = bisect_left(core, line, key=_first)
        out = []
        while k < len(core) and core[k][0] == line:
            out.append(core[k][1])
            k += 1
        if not self._expanded_core and 0 <= line < len(self.local_codes) and self.local_codes[line]:
            out.insert(0, self.results[line].diagnostics[0])
        return out

    def _own_diagnostics(self, line: int) -> list[Diagnostic]:
        """Line ``line``'s own diagnostics and hazard warnings as the last analysis left
        them, for a request answered while edited lines wait (answering()): the whole-
        document part (labels, findings) would read lines not analysed yet, and what it
        found would be kept as the answer for this text."""
        r = self.results[line] if 0 <= line < len(self.results) else None
        if r is None:
            return []
        out = list(_line_part(r, self._target.proc, self.code[line]))
        h = self.hazards[line] if line < len(self.hazards) else None
        if h:
            out.extend(h.on(line) if isinstance(h, LineHazards) and h.at != line else h)
        return out

    def published(self, repeated: int | None = None) -> list[tuple[int, Diagnostic]]:
        """The diagnostics as the server publishes them. Right after a large text was set:
        the first pass's diagnostics (then ``complete_due`` is set). ``repeated``: see
        fold_repeated."""
        out = self._published()
        if self._expanded_core or self.complete_due or not any(self.local_codes):
            return out if repeated is None else fold_repeated(out, repeated)
        return self._with_local(out, repeated)

    #: more distinct line-local codes than this: their lines are gathered in one pass
    LOCAL_SCANS = 8

    def _with_local(self, out: list, repeated: int | None) -> list[tuple[int, Diagnostic]]:
        """``out`` (the published diagnostics of the other lines) with the line-local ones,
        folded as fold_repeated(sorted(out + local), repeated) would, without listing the
        local lines beyond the first ``repeated`` + 1 of each code: their codes are counted
        at C speed and the kept ones found by a scan that stops there."""
        local, results = self.local_codes, self.results
        n = len(local)
        counts = Counter(filter(None, local))
        total = len(out) + sum(counts.values())
        if repeated is None or total <= repeated:
            merged = [(i, results[i].diagnostics[0]) for i in compress(range(n), local)] + out
            merged.sort(key=_first)  # (a line's own diagnostic first: see diagnostics())
            return merged
        out_codes = _codes(out)
        everywhere = Counter(out_codes) + counts
        over = {c for c, k in everywhere.items() if k > repeated}
        # local lines per code: all of them for a code under the bound, else the first repeated + 1
        lines: dict[str, list[int]] = {}
        if len(counts) > self.LOCAL_SCANS:
            for i in compress(range(n), local):
                got = lines.setdefault(local[i], [])
                if len(got) <= repeated:
                    got.append(i)
        else:
            for c in counts:
                lines[c] = list(islice(compress(range(n), map(eq, local, repeat(c))), repeated + 1))
        keep = bytearray([1]) * len(out)
        added: list[tuple[int, Diagnostic]] = []
        summaries = []
        for c in sorted(counts.keys() | over):
            mine = lines.get(c, [])
            if c not in over:
                added.extend((i, results[i].diagnostics[0]) for i in mine)
                continue
            # the foldable items of code c in line order (a line's own before out's on it)
            at = [(out[k][0], 1, k) for k, code in enumerate(out_codes)
                  if code == c and out[k][1].severity != Severity.ERROR]
            at = list(heapq.merge(((i, 0, i) for i in mine), at))
            dropped = len(at) - len(mine) + counts.get(c, 0) - repeated
            if dropped <= 0:
                added.extend((i, results[i].diagnostics[0]) for i in mine)
                continue
            for line, in_out, k in at[:repeated]:
                if not in_out:
                    added.append((line, results[k].diagnostics[0]))
            for line, in_out, k in at[repeated:]:
                if in_out:
                    keep[k] = 0
            line, in_out, k = at[repeated]
            d = out[k][1] if in_out else results[k].diagnostics[0]
            summaries.append((line, Diagnostic("repeated-summary", f"{dropped} more lines from here on have this "
                                                                   f"diagnostic ({c}): {d.message}", d.start, d.end,
                                               d.severity, {"code": c, "lines": dropped})))
        merged = added + list(compress(out, keep))
        merged.sort(key=_first)  # stable: a line's own diagnostic first
        merged += summaries
        merged.sort(key=_first)
        return merged

    def _published(self) -> list[tuple[int, Diagnostic]]:
        if self._first_due:
            self._first_due = False
            first = self.first_pass() if self._full_due else None
            if first is not None:
                self.complete_due = True
                return first
        if (self._expanding or self.defsym) and self._diagnostics is None and not (
                self.complete_due and self._first_at == self.edits):
            # A document checked through its expansion: first what the assembler reports
            # (after an edit too: the next publish, when input pauses, adds the hazards).
            first = self._expansion_first()
            if first is not None:
                self.complete_due = True
                self._first_at = self.edits
                return first
        if self.complete_due and self._full_due:
            self.refresh()  # (the lines' own analysis, which the requests and edits to come read)
        self.complete_due = False
        return self._core()

    def first_pass(self) -> list[tuple[int, Diagnostic]] | None:
        """What the assembler reports on the text, as published() gives it, before the
        checks of whole kernels (hazards, waitcnt, resources), which come with the complete
        publish: the lines' own results (_line_results, which the complete analysis then
        reuses), blocks, labels. The lines the fast path's templates encode have nothing to
        report (no diagnostic, label, fixup or symbol: gcnls mc relies on the same). None
        when it fails (the complete analysis then answers)."""
        proc = self._target.proc
        try:
            code = self.code
            with _kept():
                results = list(self._own_results(proc)[2])  # (a copy: blocks.apply replaces lines)
                from ..light import LightResult as light  # (see _reanalyse_all)

                if any([blocks.involves(r) for r in results if r.__class__ is not light]):
                    blocks.apply(_Contents(self.raw), code, results, proc)
            flags = [r.__class__ is not light and _interesting(r) or h is not None for r, h in zip(results, self.hints)]
            diags = document_diagnostics(code, results, list(compress(range(len(flags)), flags)), proc,
                                         self._target, raw=_Contents(self.raw))
        except Exception:
            log.exception("the first pass failed")
            return None
        return diags

    def labels(self) -> dict[str, tuple[int, object]]:
        """label name -> (line, Span) of its first definition (kept until the next edit)."""
        self.refresh()
        if self._labels is None:
            self._labels = analysis.collect_labels(self.results, compress(range(len(self.flags)), self.flags))[0]
        return self._labels

    def label_references(self, name: str) -> list[tuple[int, int, int]]:
        """(line, start, end) of every use of ``name`` as an operand (by token)."""
        self.refresh()
        out = []
        for i, c in enumerate(self.code):
            if name in c:
                st = self.result(i).statement
                for t in st.tokens[st.pos:]:
                    if t.text == name:
                        out.append((i, t.start, t.end))
        return out

    def needs_expansion(self) -> bool:
        """Whether preprocess.needs_expansion(self.text) holds, without scanning the text
        (or gcnls.defsym defines symbols)."""
        self.refresh()
        return self._expanding > 0 or bool(self.defsym)

    def to_char(self, line: int, index: int) -> int:
        return to_character(self.line(line), index, self.encoding)

    def to_index(self, line: int, character: int) -> int:
        return to_index(self.line(line), character, self.encoding)
