"""The server's view of a document that uses llvm-mc's assembler language (macros,
loops, conditionals, includes): diagnostics of its expansion, mapped back onto its lines.

A document without such directives never comes here (its lines are checked on their
own). One that has them is expanded as llvm-mc would expand it (gcnls.preprocess) and the
expansion analysed; every message lands on a line of the document: its own line, or the
line whose macro call, loop or ``.include`` produced it, with related information
pointing at the line of the body (or included file) it comes from. Lines inside macro
definitions and skipped conditional blocks get no message of their own, as in llvm-mc.
"""

from __future__ import annotations

import os
from bisect import bisect_right
from itertools import compress, repeat
from operator import is_, is_not
from dataclasses import dataclass, field, replace
from urllib.parse import unquote, urlparse

from .. import analysis, directional, preprocess, sections, symbols
from ..diagnostics import Diagnostic, Severity
from ..lexer import QUOTE_ERROR, Kind, Token, quote_message
from ..source import eos_column, open_string, split_lines, strip_with_states
from ..syntax import Statement


#: statements of a document's expansion the server analyses; beyond, a warning says it
#: stopped (an editor must stay responsive on a loop of loops; llvm-mc goes further)
MAX_ITEMS = 1 << 17


@dataclass(slots=True)
class Expanded:
    """One expansion of a document's text (kept until the text or the target changes)."""

    key: tuple
    expansion: preprocess.Expansion
    program: analysis.Program
    diagnostics: list[tuple[int, Diagnostic]]
    lines: list[str] = field(default_factory=list)  # the text's lines it was made from
    checked: bool = True  # the hazard check's warnings are in (else: to add, see expand)
    numeric: bool = True  # some statement may hold a numeric label (directional.py)
    # statements the fast path encodes whose results are still ENCODED (the first pass
    # needs none: see _first_results); _filled gives them theirs
    pending: list[int] = field(default_factory=list)
    # indices of the statements that define a symbol (_definitions; None: not found yet)
    defs: list[int] | None = None
    # flow.kernels of the program's results, built for the hazard check (_with_hazards) and
    # read again by the whole-kernel checks (findings): one build per expansion
    kernels: list | None = None
    # (the kernels of the expansion this one patched, its results, the statements the patch
    # changed, those it replaced (their text may differ), its hazard warnings): while the
    # changed ones keep their flow.line_shape, the same kernels (_kernels), the checks that
    # keep their work per kernel (waitcnt) redo only the changed blocks, and the hazard check
    # only the lines the replaced ones reach (_hazards_again)
    prior: tuple | None = None
    hazards: list | None = None  # the hazard check's warnings, (statement, Diagnostic) (once checked)
    # the diagnostics of analysis.check_lines (before the hazard check's: _checked_again)
    first_diags: list | None = None


def uri_path(uri: str) -> str | None:
    parsed = urlparse(uri)
    if parsed.scheme != "file":
        return None
    return unquote(parsed.path)


def path_uri(path: str) -> str:
    from pathlib import Path

    return Path(os.path.abspath(path)).as_uri()


def include_dirs(doc) -> list[str]:
    """Where ``.include`` looks from this document: its folder, then the workspace
    folders and the ``gcnls.includePaths`` setting (set on the document by the server)."""
    dirs = []
    path = uri_path(doc.uri)
    if path:
        dirs.append(os.path.dirname(path))
    dirs.extend(getattr(doc, "include_dirs", ()) or ())
    return dirs


def expand(doc, hazards: bool = True) -> Expanded | None:
    """The document's expansion, or None when it uses none of the language's directives.
    ``hazards``: with the hazard check's warnings (without: what the assembler reports,
    the server's first publish after an open or edit; the check follows in the next)."""
    check = getattr(doc, "needs_expansion", None)  # a Document keeps the answer per line
    if check is not None and not check():
        return None
    text = doc.text
    if check is None and not preprocess.needs_expansion(text) and not getattr(doc, "defsym", ()):
        return None
    dirs = include_dirs(doc)
    key = (text, doc.proc, tuple(dirs), getattr(doc, "defsym", ()))
    cached = getattr(doc, "_expanded", None)
    if cached is not None and cached.key == key and (cached.checked or not hazards):
        return cached
    from .documents import _kept

    # (what it builds the document keeps: the cyclic GC would only scan it, ~15% of an
    # open's time; after a first expansion, what it leaves in the young generation is
    # moved out of the next scans, _kept, which costs a walk of what the server keeps
    # frozen, ~10 ms: not after an edit or the hazard check, whose few objects a scan
    # takes at once)
    again = cached is not None and cached.key[1:] == key[1:]
    with analysis.whole_document() if again else _kept():
        return _expand(doc, key, cached, hazards)


def _expand(doc, key: tuple, cached: Expanded | None, hazards: bool) -> Expanded:
    if cached is not None and cached.key == key:
        cached = doc._expanded = _with_hazards(doc, cached)
        return cached
    name = uri_path(doc.uri) or doc.uri
    text = key[0]
    dirs = list(key[2])
    lines = split_lines(text)
    result = None
    if cached is not None and cached.key[1:] == key[1:]:
        result = _patched(doc, name, cached, lines, key)
    if result is None:
        reader = getattr(doc, "reader", None) or preprocess._read_file
        # llvm-mc looks relative to where it runs; an editor has no such place, so the
        # document's folder and the configured ones are the search path.
        exp = preprocess.expand(name, lines, dirs, dict(key[3]), read=reader, final_newline=text.endswith("\n"),
                                max_items=MAX_ITEMS, proc=doc.proc)  # (proc: recovery's lexer errors)
        items = exp.items
        codes = [it.code for it in items]
        # (one search of the joined texts: directional reads each line as the line alone; the
        # statements an edit makes are looked at alone, each remembered then)
        numeric = directional.may_have_numeric_labels(list(dict.fromkeys(codes)))  # (each text once)
        results, pending = _first_results(codes, doc.proc, dict(key[3]))
        program = analysis.check_lines([it.loc.text for it in items], codes, results, doc.proc, hazards=False,
                                       numeric=numeric)
        result = Expanded(key, exp, program, _diagnostics(doc, name, exp, program), lines, False, numeric, pending,
                          first_diags=program.diagnostics)
    if hazards:
        result = _with_hazards(doc, result)
    doc._expanded = result
    return result


# The result of a statement the fast path encodes, until its own is made: what the
# assembler reports of it (nothing) is all the first pass needs.
ENCODED = analysis.LineResult(Statement(tokens=[Token(Kind.EOL, "", 0, 0)]))


def _first_results(codes: list[str], proc, initial: dict[str, int] | None = None) -> tuple[list, list[int]]:
    """symbols.analyze_all of the statements as line_analysis analyses them, but ENCODED
    for those the fast path encodes; (results, the indices of those). ``initial``: the
    gcnls.defsym symbols."""
    results = symbols.analyze_all(codes, proc, _first_analysis(codes, proc), initial)
    return results, list(compress(range(len(results)), map(is_, results, repeat(ENCODED))))


def _first_analysis(codes: list[str], proc):
    """line_analysis(codes, proc), but ENCODED for the statements the fast path encodes."""
    from ..folded import _hit, for_processor

    quick = for_processor(proc)
    blocked = _blocked(codes)

    def first(code: str, proc, known: tuple = ()):
        if code not in blocked and _hit(quick, code, known)[1] is not None:  # (quick.encodes, inline)
            return ENCODED
        if code in blocked:
            return analysis.analyze_line(code, proc, known) if known else analysis.analyze_line(code, proc)
        return quick(code, proc, known)

    return first


def _filled(doc, e: Expanded) -> None:
    """Give the statements ``e`` left ENCODED their results (in place)."""
    if e.pending:
        codes = [it.code for it in e.expansion.items]
        _analyse_at(e.program.results, codes, e.pending, doc.proc, line_analysis(codes, doc.proc), _defs(e),
                    dict(e.key[3]))
        e.pending = []


def _with_hazards(doc, e: Expanded) -> Expanded:
    """``e`` with the hazard check's warnings added."""
    from ..checks import hazards

    _filled(doc, e)
    program = e.program
    prior = e.prior
    ks = _kernels(doc, e)
    found = None
    if prior is not None and ks is prior[0] and prior[4] is not None:
        found = _hazards_again(doc, e, ks, prior[3], prior[4])
    if found is None:
        found = hazards.diagnostics(program.results, doc.proc, lines=program.lines, kernels=ks)
    if not found:
        return replace(e, checked=True, kernels=ks, hazards=found)
    diags = sorted(program.diagnostics + found, key=_first)
    program = replace(program, diagnostics=diags)
    name = uri_path(doc.uri) or doc.uri
    return replace(e, program=program, diagnostics=_diagnostics(doc, name, e.expansion, program), checked=True,
                   kernels=ks, hazards=found)


def _hazards_again(doc, e: Expanded, ks: list, replaced: list[int], before: list) -> list:
    """The hazard warnings of ``e``, which patched an expansion whose warnings were
    ``before`` and kept its kernels (so their control flow): ``before``'s outside the lines
    the ``replaced`` statements can change the findings of (hazards.windows), the check's
    again inside, as Document._update_hazards does for a document's own lines. In each line's own order as the whole check gives them (a line is
    in one window or none; the sort by line is stable)."""
    from ..checks import hazards
    from .documents import Document

    results = e.program.results
    proc = doc.proc
    windows = hazards.windows(results, replaced, ks, proc, Document.WHOLE_KERNEL_FROM)
    starts = [a for a, _ in windows]
    out = []
    for line, d in before:
        w = bisect_right(starts, line) - 1
        if w < 0 or line > windows[w][1]:
            out.append((line, d))
    for a, b in windows:
        out.extend(hazards.diagnostics(results, proc, a, b + 1, ks, e.program.lines))
    out.sort(key=_first)
    return out


def _kernels(doc, e: Expanded) -> list:
    """flow.kernels of ``e``'s results (filled: _filled), kept on ``e``."""
    from .. import flow

    if e.kernels is None:
        results = e.program.results
        if e.prior is not None:
            kernels, before, changed = e.prior[:3]
            if len(before) == len(results) and all(flow.line_shape(results[i]) == flow.line_shape(before[i])
                                                   for i in changed):
                e.kernels = kernels
        if e.kernels is None:
            e.kernels = flow.kernels(results, doc.proc)
    e.prior = None
    return e.kernels


def _first(item):
    return item[0]


def _patched(doc, name: str, old: Expanded, lines: list[str], key: tuple) -> Expanded | None:
    """The expansion of ``lines`` made from ``old``'s, when they differ only inside the
    body of one macro defined at the top of the document, and both bodies expand to
    plain statements (preprocess.plain_statement) at every call: then only the calls
    of that macro are expanded again and only their statements analysed again, and the
    passes over the whole expansion run as before (or only on plain lines of the
    document's own: _patched_lines). None otherwise (expand it all)."""
    before = old.lines
    if len(lines) != len(before) or old.expansion.cut:
        return None
    first = 0
    n = len(lines)
    while first < n and lines[first] == before[first]:
        first += 1
    if first == n:
        return None
    last = n - 1
    while lines[last] == before[last]:
        last -= 1
    if any(_opens_string(x) for x in (*lines[first:last + 1], *before[first:last + 1])):
        return None  # (a string read on over the line end: the lines after it read otherwise)
    exp = old.expansion
    macro = None
    for m in exp.macros.values():
        start = m.loc.line  # (0-based: the first body line)
        if m.loc.file == name and not m.loc.includes and start <= first and last < start + len(m.origins) - 1:
            macro = m
            break
    if macro is None:
        return _patched_lines(doc, name, old, lines, key, first, last)
    if any(".endm" in lines[i] or ".macro" in lines[i] for i in range(first, last + 1)):
        return None
    items = exp.items
    at = next((k for k, it in enumerate(items) if it.body and it.loc.file == name and it.loc.line == macro.loc.line + 1
               and not it.macros), None)
    if at is None or items[at - 1].loc.line != macro.loc.line or items[at - 1].macros:
        return None  # (a definition inside an expansion: not this one's to patch)
    end = preprocess._find_end(doc.code, macro.loc.line, (".macro",), (".endm", ".endmacro"))
    if end is None or end[0] != macro.loc.line + len(macro.origins) - 1:
        return None
    new = preprocess.Macro(macro.name, macro.params, preprocess._body(lines, macro.loc.line, end[0], end[1]),
                           macro.loc, macro.top, macro.origins, macro.count)
    macros = dict(exp.macros)
    macros[macro.name] = new
    calls = [c for c in exp.calls if c.macro == macro.name and c.start > at]
    if any(c.end < 0 or not c.whole for c in calls):
        return None
    items = list(items)
    for k in range(first, last + 1):
        it = items[at + k - macro.loc.line]
        loc = it.loc
        items[at + k - macro.loc.line] = replace(it, loc=preprocess.Loc(loc.file, loc.line, lines[k], loc.includes))
    changed: list[int] = []
    # (a body without strings or block comments expands line by line: only its edited
    # lines are expanded again at each call, the others' statements stay as they were)
    local = not any(mark in new.body for mark in ('"', "/*", "*/"))
    parts = new.body.split("\n")
    edited = range(first - macro.loc.line, last - macro.loc.line + 1)
    for c in calls:
        if not all(preprocess.plain_statement(it, macros) for it in items[c.start:c.end - 1]):
            return None
        if local and c.end - c.start == len(parts):
            for j in edited:
                it = preprocess.line_instance(new, c, parts[j], j, macros)
                if it is None:
                    return None
                if it.code != items[c.start + j].code:
                    changed.append(c.start + j)
                items[c.start + j] = it
            continue
        made = preprocess.reinstantiate(new, c, macros)
        if made is None or len(made) != c.end - c.start:
            return None
        for j, it in enumerate(made):
            if it.code != items[c.start + j].code:
                changed.append(c.start + j)
        items[c.start:c.end] = made
    return _reanalysed(doc, name, old, replace(exp, items=items, macros=macros), changed, lines, key)


def _opens_string(line: str) -> bool:
    """Does ``line`` end inside a string (llvm-mc's lexer then reads the next lines into it)?"""
    return '"' in line and open_string(strip_with_states([line])[0][0])


def _patched_lines(doc, name: str, old: Expanded, lines: list[str], key: tuple, first: int,
                   last: int) -> Expanded | None:
    """_patched's other case: lines of the document itself that were plain statements
    (preprocess.plain_statement) assembled where they stand, and still are, replaced
    (typing on an instruction line of a macro file): only their statements change. No
    block comment may start or end on them (the lines after would read otherwise)."""
    exp = old.expansion
    if any("/*" in x or "*/" in x for x in (*lines[first:last + 1], *old.lines[first:last + 1])):
        return None
    if ".purgem" in doc.text.lower():
        return None  # (a name purged above a line is no macro there, though defined later)
    at: dict[int, int] = {}
    for k, it in enumerate(exp.items):
        line = it.loc.line - 1
        if first <= line <= last and it.loc.file == name and not it.macros and not it.loc.includes:
            if line in at:
                return None
            at[line] = k
    if len(at) != last - first + 1:
        return None
    items = list(exp.items)
    changed = []
    for line, k in at.items():
        it = items[k]
        before = strip_with_states([old.lines[line]])[0][0]
        code = strip_with_states([lines[line]])[0][0]
        if (not before.strip() or it.code != before or it.body or it.blank or not code.strip()
                or not preprocess.plain_statement(it, exp.macros)
                or not preprocess.plain_statement(replace(it, code=code), exp.macros)):
            return None
        items[k] = replace(it, loc=preprocess.Loc(it.loc.file, it.loc.line, lines[line], it.loc.includes), code=code)
        if code != it.code:
            changed.append(k)
    changed.sort()
    return _reanalysed(doc, name, old, replace(exp, items=items), changed, lines, key)


def _reanalysed(doc, name: str, old: Expanded, expansion: preprocess.Expansion, changed: list[int],
                lines: list[str], key: tuple) -> Expanded:
    """``old``'s analysis of the expansion with the statements ``changed`` (in order)
    analysed again, then the passes over the whole of it."""
    proc = doc.proc
    items = expansion.items
    results = list(old.program.results)
    codes = [it.code for it in items]
    defs = _defs(old)
    # (as after an open: the statements the fast path encodes get their results when the
    # hazard check needs them, _filled; old's that are still to fill stay so)
    _analyse_at(results, codes, changed, proc, _first_analysis(codes, proc), defs, dict(key[3]))
    pending = sorted({i for i in old.pending if results[i] is ENCODED}.union(
        i for i in changed if results[i] is ENCODED))
    numeric = old.numeric or directional.may_have_numeric_labels(codes, changed)
    same = len(old.expansion.items) == len(items)
    replaced = list(compress(range(len(items)), map(is_not, old.expansion.items, items))) if same else []
    program = _checked_again(old, items, results, changed, replaced, numeric) if same else None
    if program is None:
        program = analysis.check_lines([it.loc.text for it in items], codes, results, proc, hazards=False,
                                       numeric=numeric)
    prior = None
    if old.kernels is not None and not old.pending and same:
        prior = (old.kernels, old.program.results, changed, replaced, old.hazards)
    return Expanded(key, expansion, program, _diagnostics(doc, name, expansion, program), lines, False, numeric,
                    pending, defs, prior=prior, first_diags=program.diagnostics)


def _checked_again(old: Expanded, items: list, results: list, changed: list[int], replaced: list[int],
                   numeric: bool) -> analysis.Program | None:
    """analysis.check_lines of the patched ``results`` (in place, as it), from ``old``'s:
    the statements ``changed`` are plain (preprocess.plain_statement: no label, directive or
    definition), so the labels, the blocks' results and the whole-document diagnostics stay
    ``old``'s, and only the changed statements' own diagnostics are new. None when that
    does not hold (a changed statement inside a block, one with a label or a directive now,
    numeric labels, whose numbering reads every statement): check them all."""
    before = old.program.results
    if numeric or old.first_diags is None:
        return None
    for i in changed:
        b, r = before[i], results[i]
        if b.block is not None or b.origin is not None or r.statement.labels or r.directive is not None \
                or r.statement.directive is not None:
            return None
    labels = old.program.labels
    at = set(changed)
    diags = [x for x in old.first_diags if x[0] not in at]
    for i in changed:
        r = results[i]
        if r.diagnostics:
            diags.extend((i, d) for d in r.diagnostics)
        if r.encoded is not None and r.encoded.fixups:
            diags.extend((i, d) for d in analysis.undefined_labels(r, labels))
    diags.sort(key=_first)
    lines = list(old.program.lines)
    for i in replaced:
        lines[i] = items[i].loc.text
    return analysis.Program(old.program.processor, lines, results, labels, diags)


def _defs(e: Expanded) -> list[int]:
    """``e``'s statements that define a symbol (kept: the statements an edit patches
    are plain, _patched, and the ones _filled fills encoded, so none defines one)."""
    if e.defs is None:
        e.defs = [i for i, r in enumerate(e.program.results) if _defines(r.origin or r)]
    return e.defs


def _defines(r) -> bool:
    return symbols.defines(r)  # (what Values.define_from reads)


def _analyse_at(results: list, codes: list[str], at: list[int], proc, line, defs: list[int],
                initial: dict[str, int] | None = None) -> None:
    """Analyse again, in place, the statements ``at`` (in order), each with the symbol
    values in force there (as symbols.analyze_all would). ``defs``: the statements that
    define a symbol (_defs), the only ones the values at a statement depend on; those of
    ``at`` define none, before or after (plain statements)."""
    values = symbols.Values(initial, symbols.generation_of(proc))
    d, n = 0, len(defs)
    for i in at:
        while d < n and defs[d] < i:
            r = results[defs[d]]
            values.define_from(r.origin or r)
            d += 1
        code = codes[i]
        known = values.known_in(code) if values else ()
        results[i] = line(code, proc, known) if known else line(code, proc)


def line_analysis(codes: list[str], proc):
    """How each statement of an expansion is analysed: through the fast path, its
    expressions folded (gcnls.folded: a macro's expansion and symbolic registers are
    mostly plain instructions once their values are in), except the lines of kernel
    descriptor and metadata blocks, which are read the block's way (as encoded_lines
    leaves them)."""
    from ..folded import for_processor

    quick = for_processor(proc)
    blocked = _blocked(codes)
    if not blocked:
        return quick

    def line(code: str, proc, symbols: tuple = ()):
        if code in blocked:
            return analysis.analyze_line(code, proc, symbols) if symbols else analysis.analyze_line(code, proc)
        return quick(code, proc, symbols)

    return line


def _blocked(codes: list[str]) -> set[str]:
    """The texts of the statements inside kernel descriptor and metadata blocks."""
    blocked = set()
    joined = "\n".join(codes)  # (most expansions have no such block: one search says so)
    if ".amdhsa_kernel" not in joined and ".amdgpu_metadata" not in joined:
        return blocked
    from ..blocks import closes

    in_block = False
    for k, c in enumerate(codes):
        if in_block or ".amdhsa_kernel" in c or ".amdgpu_metadata" in c:
            in_block = not closes(codes, k)
            blocked.add(c)
    return blocked


def _diagnostics(doc, name: str, exp: preprocess.Expansion, program: analysis.Program):
    items = exp.items
    per_item: dict[int, list[Diagnostic]] = {}
    for k, d in program.diagnostics:
        if d.data.get("object_only"):
            continue
        per_item.setdefault(k, []).append(d)
    for k, d in sections.stack_errors(program.results, range(len(items)), [it.code for it in items], doc.proc):
        per_item.setdefault(k, []).append(d)
    for k, ds in per_item.items():
        if any(d.code == "directional-undefined" and d.data.get("fails") for d in ds):
            # (a backward reference that finds nothing fails its statement as it is read:
            # the error llvm-mc reaches first, and those that follow it)
            from .documents import _first_errors

            per_item[k] = [d for _, d in _first_errors([(k, d) for d in ds], {k}, program.results)]
    for k, it in enumerate(items):
        for ev in it.events:
            sev = Severity.ERROR if ev.severity == "error" else Severity.WARNING
            end = ev.column + 1
            per_item.setdefault(k, []).append(Diagnostic("expansion", ev.message, ev.column, end, sev))
    for k, ds in per_item.items() if exp.open_ends else ():
        loc = items[k].loc
        if (loc.file, loc.line) in exp.open_ends:  # (a ' its file ends right after)
            per_item[k] = [replace(d, message=quote_message(loc.text, d.start, True)) if d.message == QUOTE_ERROR
                           else d for d in ds]
    out = _placed(doc, name, items, per_item)
    nlines = len(doc.raw)
    if exp.cut and items:
        line = min(max(items[-1].top, 0), max(nlines - 1, 0))
        text = doc.line(line)
        out.append((line, Diagnostic("expansion-limit", f"the expansion reaches {MAX_ITEMS} statements here: "
                                     f"gcnls stops checking it (llvm-mc would go on)", 0, max(len(text), 1),
                                     Severity.WARNING)))
    out.extend(doc.target.diagnostics)
    out.sort(key=lambda item: item[0])
    return out


def _relined(d: Diagnostic, items: list, name: str) -> Diagnostic:
    """A check's diagnostic on the expansion with the lines it names (the producer, related
    lines, the quick fix's line, lines in its message) made the document's. A quick fix
    whose line is not the document's own (inside a macro or an included file) is dropped:
    there is no line of the document to insert before."""
    n = len(items)

    def where(k: int) -> int:
        return preprocess.source_line(items, name, k) if 0 <= k < n else k

    data = dict(d.data)
    if data.get("producer"):
        data["producer"] = [[where(r[0]), *r[1:]] for r in data["producer"]]
    if data.get("related") and all(r.get("file") is None for r in data["related"]):
        data["related"] = [{**r, "line": where(r["line"])} for r in data["related"]]
    fix = data.get("fix")
    if fix is not None:
        k = fix["line"] if isinstance(fix, dict) else fix[0]
        if 0 <= k < n and preprocess.own_statement(items[k], name):
            data["fix"] = {**fix, "line": where(k)} if isinstance(fix, dict) else [where(k), *fix[1:]]
        else:
            del data["fix"]
    return replace(d, message=preprocess.renumbered(d.message, items, name), data=data)


def _placed(doc, name: str, items: list, per_item: dict[int, list[Diagnostic]]) -> list[tuple[int, Diagnostic]]:
    """(document line, diagnostic) of each statement's diagnostics in ``per_item``: a
    statement's own line keeps them as they are; one from a macro or an included file puts
    them on the call's (or .include's) line, naming the statement, with related information
    pointing into the body."""
    from .documents import server_diagnostic

    out: list[tuple[int, Diagnostic]] = []
    nlines = len(doc.raw)
    for k in sorted(per_item):
        it = items[k]
        own = preprocess.own_statement(it, name)
        for d in per_item[k]:
            if "producer" in d.data or "check" in d.data or "fix" in d.data:
                d = _relined(d, items, name)
            if d.data.get("object_only"):
                continue
            if own:
                # (at the end of the input: llvm-mc names the line after the last one)
                line = it.loc.line - 1 if not d.data.get("eof") else min(it.loc.line, nlines - 1)
                s = server_diagnostic(d, doc.proc, it.code)
                if s is not None and it.joined is not None:  # (a statement over lines: the line of the column)
                    line, s = _on_part(it, s)
                elif s is not None and s.start >= len(it.code) and s.is_error and len(it.loc.text) > len(it.code) \
                        and s.code != "expansion":
                    # (at the end of the statement: where llvm-mc's end of statement is; the
                    # expansion's own messages stand where it put them)
                    col = eos_column(it.loc.text, it.code)
                    s = replace(s, start=col, end=col + 1) if col != s.start else s
                if s is not None and 0 <= line < nlines:
                    out.append((line, s))
                continue
            line = it.top
            if not 0 <= line < nlines:
                continue
            text = doc.line(line)
            start = len(text) - len(text.lstrip())
            end = max(len(text.rstrip()), start + 1)
            related = []
            if it.origin is not None:
                file, body_line = it.origin
                related.append({"file": file, "line": body_line, "start": d.start, "end": d.end,
                                "message": f"{d.message} (expanded: {it.loc.text.strip()})"})
            for loc, col in it.macros:
                if loc.file != "<instantiation>":
                    related.append({"file": loc.file, "line": loc.line - 1, "start": col, "end": col + 1,
                                    "message": "while in macro instantiation"})
            where = "expansion" if it.macros else "included file"
            data = {**d.data, "related": related, "expanded": it.loc.text}
            out.append((line, Diagnostic(d.code, f"{d.message} (in the {where}: {it.loc.text.strip()})",
                                         start, end, d.severity, data)))
    return out


def findings(doc, e: Expanded, enabled, severities) -> list[tuple[int, Diagnostic]]:
    """The findings of the whole-kernel checks ``enabled`` (gcnls/checks: waitcnt,
    resources, ...) on the expansion ``e``, as the document's diagnostics: the kernels
    llvm-mc assembles are the expanded ones, so a wait missing in a macro's body is found
    at each call that needs it."""
    from .. import checks
    from .documents import finding_diagnostic

    _filled(doc, e)
    program = e.program
    # (stop: the server's "input is waiting"; checks.Interrupted then goes to the server,
    # which publishes at the next pause, as for a document without expansion)
    found = checks.run(program.results, doc.proc, enabled=enabled, lines=program.lines, severities=severities,
                       kernels=_kernels(doc, e), stop=getattr(doc, "checks_stop", None))
    per_item: dict[int, list[Diagnostic]] = {}
    for f in found:
        per_item.setdefault(f.line, []).append(finding_diagnostic(f))
    out, seen = [], set()
    for line, d in _placed(doc, uri_path(doc.uri) or doc.uri, e.expansion.items, per_item):
        # (a macro called in a loop: each expansion of the same call finds the same thing)
        if (line, d.code, d.message, d.start) not in seen:
            seen.add((line, d.code, d.message, d.start))
            out.append((line, d))
    out.sort(key=_first)
    return out


def _on_part(it: preprocess.Item, d: Diagnostic) -> tuple[int, Diagnostic]:
    """(0-based line, ``d`` in its columns) of a diagnostic of a statement joined over
    lines (Item.joined): on the line its start column falls in, ended there."""
    own, parts = it.joined
    line, offset, length = it.loc.line - 1, 0, len(own)
    raw, code = it.loc.text, own
    for loc, at, part in parts:
        if d.start >= at:
            line, offset, length, raw, code = loc.line - 1, at, len(part), loc.text, part
    start = d.start - offset
    if d.start >= len(it.code) and offset:
        # (at the end of the statement, after its last comment: where llvm-mc's end of
        # statement is, as gcnls mc places it)
        start = eos_column(raw, code)
        return line, replace(d, start=start, end=start + 1)
    if not offset:
        return line, d if d.end <= length else replace(d, end=max(length, d.start + 1))
    return line, replace(d, start=start, end=max(start + 1, min(d.end - offset, length)))


def related_json(doc, d: Diagnostic) -> list[dict] | None:
    """LSP relatedInformation for a diagnostic of an expansion."""
    related = d.data.get("related") if d.data else None
    if not related:
        return None
    doc_path = uri_path(doc.uri)
    out = []
    for r in related:
        file = r["file"]
        uri = doc.uri if file in (None, doc_path, doc.uri) else path_uri(file)  # None: this document
        out.append({"location": {"uri": uri, "range": {"start": {"line": r["line"], "character": r["start"]},
                                                       "end": {"line": r["line"], "character": r["end"]}}},
                    "message": r["message"]})
    return out


def call_at(doc, line: int):
    """The macro (or loop) expansion produced by ``line``: [(item, LineResult)]."""
    exp = expand(doc)
    if exp is None:
        return []
    out = []
    for it, r in zip(exp.expansion.items, exp.program.results):
        if it.top == line and it.macros and it.code:
            out.append((it, r))
    return out


def include_dirs_of_workspace(ls) -> list[str]:
    """The workspace folders, then the ``gcnls.includePaths`` setting (relative paths
    taken from the first workspace folder)."""
    folders = []
    try:
        for f in (ls.workspace.folders or {}).values():
            p = uri_path(f.uri)
            if p:
                folders.append(p)
    except Exception:
        pass
    root = folders[0] if folders else os.getcwd()
    paths = [p if os.path.isabs(p) else os.path.join(root, p) for p in ls.settings.include_paths]
    return folders + paths


def reader_for(ls):
    """Read an included file: an open document's current text wins over the disk."""
    def read(path: str) -> bytes | None:
        want = os.path.abspath(path)
        for doc in list(ls.documents.values()):
            if uri_path(doc.uri) == want:
                return doc.text.encode("utf-8", "surrogateescape")
        return preprocess._read_file(path)
    return read


def includes_of(doc) -> set[str]:
    """Absolute paths of the files the document's last expansion included."""
    cached = getattr(doc, "_expanded", None)
    if cached is None:
        return set()
    return {os.path.abspath(path) for _, path in cached.expansion.includes}
