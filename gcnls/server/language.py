"""Editor features for the assembler language around instructions (pure, over a
Document): macros, ``.set``/``=`` symbols and ``.include`` files for go to definition,
references and document symbols; folding of macro, loop and conditional blocks; the
expansion of a macro call for hover."""

from __future__ import annotations

import os
import re

from .. import preprocess
from .symbols import word_at

_MACRO = re.compile(r"^\s*\.macro\s+([A-Za-z_.$][\w.$@]*)", re.I)
_SET = re.compile(r"^\s*(?:\.set|\.equ|\.equiv)\s+([A-Za-z_.$][\w.$@]*)\s*,|^\s*([A-Za-z_.$][\w.$@]*)\s*=(?!=)", re.I)
_INCLUDE = re.compile(r'^\s*\.(?:include|incbin)\s+"([^"]*)"', re.I)
_OPEN = {".macro": ".endm", ".rept": ".endr", ".irp": ".endr", ".irpc": ".endr", ".if": ".endif"}
_WORD0 = re.compile(r"^\s*(\.[A-Za-z_]+)")


def definitions(doc) -> dict[str, dict[str, tuple[int, int, int]]]:
    """{"macro": name -> (line, start, end), "symbol": name -> first definition} (kept
    on the document until its next edit: hovers ask on every request)."""
    key = getattr(doc, "edits", None)
    cached = getattr(doc, "_definitions", None)
    if key is not None and cached is not None and cached[0] == key:
        return cached[1]
    found = _scan(doc.code)
    if key is not None:
        doc._definitions = (key, found)
    return found


def _scan(codes) -> dict[str, dict[str, tuple[int, int, int]]]:
    """definitions() of lines without their comments."""
    macros: dict[str, tuple[int, int, int]] = {}
    syms: dict[str, tuple[int, int, int]] = {}
    for i, code in enumerate(codes):
        if "." not in code and "=" not in code:
            continue
        m = _MACRO.match(code)
        if m:
            macros.setdefault(m.group(1), (i, m.start(1), m.end(1)))
            continue
        m = _SET.match(code)
        if m:
            g = 1 if m.group(1) else 2
            syms.setdefault(m.group(g), (i, m.start(g), m.end(g)))
    return {"macro": macros, "symbol": syms}


def included_definitions(doc) -> list[tuple[str, list[str], dict]]:
    """(path, lines, definitions()) of each file the document includes, in the order its
    expansion first included them (register maps and macro libraries live in headers)."""
    from .. import source
    from .expansion import expand

    key = getattr(doc, "edits", None)
    cached = getattr(doc, "_included_definitions", None)
    if key is not None and cached is not None and cached[0] == key:
        return cached[1]
    try:
        exp = expand(doc, hazards=False)
    except Exception:  # pragma: no cover - expand reports its own failures as diagnostics
        exp = None
    read = getattr(doc, "reader", None) or preprocess._read_file
    out, seen = [], set()
    for _, path in (exp.expansion.includes if exp is not None else ()):
        path = os.path.abspath(path)
        if path in seen:
            continue
        seen.add(path)
        data = read(path)
        if data is None:
            continue
        lines = data.decode("utf-8", "surrogateescape").splitlines()
        out.append((path, lines, _scan(source.strip_comments(lines))))
    if key is not None:
        doc._included_definitions = (key, out)
    return out


def include_target(doc, line: int) -> str | None:
    """The file an ``.include``/``.incbin`` line names, found as the server finds it."""
    from .expansion import include_dirs

    m = _INCLUDE.match(doc.code[line]) if 0 <= line < len(doc.code) else None
    if m is None:
        return None
    name = m.group(1)
    for d in include_dirs(doc):
        path = os.path.join(d, name)
        if os.path.isfile(path):
            return path
    return None


def definition(doc, line: int, col: int):
    """("file", path) for an include line, ("here", (line, start, end)) for a macro or
    symbol of the document, ("there", (path, line text, (line, start, end))) for one an
    included file defines, or None."""
    path = include_target(doc, line)
    if path is not None:
        return "file", path
    w = word_at(doc.code[line], col)
    if w is None:
        return None
    defs = definitions(doc)
    for kind in ("macro", "symbol"):
        if w[0] in defs[kind]:
            return "here", defs[kind][w[0]]
    if not any(".include" in c.lower() for c in doc.code):
        return None  # (nothing included: no expansion to ask)
    for path, lines, found in included_definitions(doc):
        for kind in ("macro", "symbol"):
            if w[0] in found[kind]:
                at = found[kind][w[0]]
                return "there", (path, lines[at[0]], at)
    return None


def references(doc, line: int, col: int) -> list[tuple[int, int, int]] | None:
    """Every token spelled as the macro or symbol under the cursor (None: neither)."""
    w = word_at(doc.code[line], col)
    if w is None:
        return None
    defs = definitions(doc)
    name = w[0]
    if name not in defs["macro"] and name not in defs["symbol"]:
        return None
    out = []
    pattern = re.compile(r"(?<![\w.$@])" + re.escape(name) + r"(?![\w.$@])")
    for i, code in enumerate(doc.code):
        if name in code:
            out.extend((i, m.start(), m.end()) for m in pattern.finditer(code))
    return out


def folding_ranges(doc) -> list[tuple[int, int, str]]:
    """(first line, last line, kind) of each macro, loop and conditional block."""
    out = []
    stack: list[tuple[str, int]] = []
    for i, code in enumerate(doc.code):
        m = _WORD0.match(code)
        if m is None:
            continue
        word = m.group(1).lower()
        if word.startswith(".if"):
            word = ".if"
        if word in _OPEN:
            stack.append((word, i))
        elif word in (".endm", ".endmacro", ".endr", ".endif"):
            want = ".endm" if word == ".endmacro" else word
            for k in range(len(stack) - 1, -1, -1):
                if _OPEN[stack[k][0]] == want:
                    opened, start = stack[k]
                    del stack[k:]
                    if i > start:
                        out.append((start, i, opened))
                    break
    out.sort()
    return out


def symbols(doc) -> list[tuple[str, str, int, int, int]]:
    """(name, kind "macro"/"symbol", line, start, end) for the document outline."""
    defs = definitions(doc)
    out = [(n, "macro", *where) for n, where in defs["macro"].items()]
    out += [(n, "symbol", *where) for n, where in defs["symbol"].items()]
    out.sort(key=lambda s: (s[2], s[3]))
    return out


def expansion_hover(doc, line: int, col: int) -> tuple[str, int, int] | None:
    """Markdown for a macro call or loop line: its expansion, each line with its bytes."""
    from ..encoding import encoding_text
    from .expansion import call_at

    code = doc.code[line] if 0 <= line < len(doc.code) else ""
    w = word_at(code, col)
    if w is None:
        return None
    # (a document without the language's directives has neither macros nor loops: asked
    # first, as it costs nothing on a Document, which keeps the answer per line)
    check = getattr(doc, "needs_expansion", None)
    if not (check() if check is not None else preprocess.needs_expansion(doc.text)):
        return None
    is_macro = w[0] in definitions(doc)["macro"]
    if not is_macro and w[0].lower() not in (".rept", ".irp", ".irpc"):
        return None
    rows = []
    for it, r in call_at(doc, line)[:200]:
        text = it.loc.text.strip()
        if r.encoded is not None:
            rows.append(f"{r.encoded.text:<40} ; {encoding_text(r.encoded.data, r.encoded.fixups)}")
        elif r.has_error:
            rows.append(f"{text:<40} ; error: {next(d.message for d in r.diagnostics if d.is_error)}")
        else:
            rows.append(text)
    title = f"macro `{w[0]}`" if is_macro else f"`{w[0]}` block"
    if not rows:
        return f"{title}: expands to nothing here", w[1], w[2]
    return f"{title} expands to:\n\n```gcn\n" + "\n".join(rows) + "\n```", w[1], w[2]
