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
from dataclasses import dataclass
from urllib.parse import unquote, urlparse

from .. import analysis, preprocess
from ..diagnostics import Diagnostic, Severity
from ..source import split_lines


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


def expand(doc) -> Expanded | None:
    """The document's expansion, or None when it uses none of the language's directives."""
    check = getattr(doc, "needs_expansion", None)  # a Document keeps the answer per line
    if check is not None and not check():
        return None
    text = doc.text
    if check is None and not preprocess.needs_expansion(text):
        return None
    dirs = include_dirs(doc)
    key = (text, doc.proc, tuple(dirs))
    cached = getattr(doc, "_expanded", None)
    if cached is not None and cached.key == key:
        return cached
    name = uri_path(doc.uri) or doc.uri
    lines = split_lines(text)
    reader = getattr(doc, "reader", None) or preprocess._read_file
    # llvm-mc looks relative to where it runs; an editor has no such place, so the
    # document's folder and the configured ones are the search path.
    exp = preprocess.expand(name, lines, dirs, None, read=reader, final_newline=text.endswith("\n"),
                            max_items=MAX_ITEMS)
    items = exp.items
    with analysis.whole_document():
        program = analysis.analyze_lines([it.loc.text for it in items], [it.code for it in items], doc.proc)
    result = Expanded(key, exp, program, _diagnostics(doc, name, exp, program))
    doc._expanded = result
    return result


def _diagnostics(doc, name: str, exp: preprocess.Expansion, program: analysis.Program):
    from .documents import server_diagnostic

    items = exp.items
    out: list[tuple[int, Diagnostic]] = []
    per_item: dict[int, list[Diagnostic]] = {}
    for k, d in program.diagnostics:
        if d.data.get("object_only"):
            continue
        per_item.setdefault(k, []).append(d)
    for k, it in enumerate(items):
        for ev in it.events:
            sev = Severity.ERROR if ev.severity == "error" else Severity.WARNING
            end = ev.column + 1
            per_item.setdefault(k, []).append(Diagnostic("expansion", ev.message, ev.column, end, sev))
    nlines = len(doc.raw)
    for k in sorted(per_item):
        it = items[k]
        own = it.loc.file == name and not it.macros and not it.loc.includes
        for d in per_item[k]:
            if d.data.get("object_only"):
                continue
            if own:
                line = it.loc.line - 1
                if 0 <= line < nlines:
                    s = server_diagnostic(d, doc.proc, it.code)
                    if s is not None:
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
    if exp.cut and items:
        line = min(max(items[-1].top, 0), max(nlines - 1, 0))
        text = doc.line(line)
        out.append((line, Diagnostic("expansion-limit", f"the expansion reaches {MAX_ITEMS} statements here: "
                                     f"gcnls stops checking it (llvm-mc would go on)", 0, max(len(text), 1),
                                     Severity.WARNING)))
    out.extend(doc.target.diagnostics)
    out.sort(key=lambda item: item[0])
    return out


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
