"""``gcnls lint [-mcpu=CPU] [-I DIR] [--defsym NAME=VALUE] [--json] [--disable=CHECK[,CHECK]]
FILE...``: the whole-kernel checks (gcnls/checks: waitcnt, hazards, resources) on files, for
CI use. A file with macros, loops, conditionals or includes is checked through its
expansion, as llvm-mc assembles it (-I and --defsym as llvm-mc takes them): a finding in a
macro's body stands on the line that calls it, naming the expanded statement.

Exit status: 0 no findings, 1 findings, 2 an error (usage, unreadable file, unknown
processor). Without -mcpu each file's target comes from its own text (a target directive
or a ``gcnls: mcpu=`` modeline, as in the editor), else gfx900. Information notes (what
the analysis could not follow) are printed but do not make the status 1.

Text output: ``FILE:LINE:COLUMN: warning: MESSAGE [CODE]`` (1-based), each related
location as a ``note:`` line after it, and the fix as ``fix: insert before line N: TEXT``.
``--json``: one object {"files": [{"file", "mcpu", "findings": [...]}]} with 1-based lines
and columns.
"""

from __future__ import annotations

import json
import sys

from .diagnostics import Severity
from .source import split_lines

USAGE = """usage: gcnls lint [-mcpu=CPU] [-I DIR] [--defsym NAME=VALUE] [--json] [--disable=CHECK[,CHECK]] FILE...

Runs gcnls's kernel checks (waitcnt, hazards, resources) on GCN assembly files.
exit status: 0 no findings, 1 findings, 2 error
"""

_SEVERITY = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "info", Severity.HINT: "hint"}


def lint_text(text: str, proc, disabled: frozenset[str] = frozenset(), name: str = "<stdin>",
              include_dirs: tuple[str, ...] = (), symbols: dict[str, int] | None = None):
    """(Program, findings) of one text (``name``: its file, where includes are looked for
    first; ``symbols``: --defsym's). The findings' lines are the text's."""
    from . import analysis, checks, preprocess

    enabled = {n for n in checks.load() if n not in disabled}
    if not preprocess.needs_expansion(text) and not symbols:
        prog = analysis.analyze(text, proc)
        return prog, checks.run(prog.results, proc, enabled=enabled, lines=prog.lines)
    exp = preprocess.expand(name, split_lines(text), include_dirs, dict(symbols or {}),
                            final_newline=text.endswith("\n"), proc=proc)
    items = exp.items
    prog = analysis.analyze_lines([it.loc.text for it in items], [it.code for it in items], proc,
                                  symbols=dict(symbols or {}))
    found = checks.run(prog.results, proc, enabled=enabled, lines=prog.lines)
    return prog, _in_source(found, items, name, text)


def _in_source(found: list, items: list, name: str, text: str) -> list:
    """Findings on an expansion's statements as findings on the file's lines: a statement of
    a macro, a loop's copy or an included file stands on its call's (loop's, .include's)
    line, naming it, without a quick fix (no line of the file to insert before); the same
    finding from several copies is said once."""
    from dataclasses import replace

    from .preprocess import own_statement, renumbered, source_line

    lines = split_lines(text)
    n = len(items)

    def where(k: int) -> int:
        return source_line(items, name, k) if 0 <= k < n else k

    out, seen = [], set()
    for f in found:
        it = items[f.line] if 0 <= f.line < n else None
        related = [(where(ln), a, b, m) for ln, a, b, m in f.related]
        fix = f.fix if f.fix is not None and 0 <= f.fix[0] < n and own_statement(items[f.fix[0]], name) else None
        message = renumbered(f.message, items, name)
        if it is None or own_statement(it, name):
            g = replace(f, line=where(f.line), related=related, message=message,
                        fix=None if fix is None else (where(fix[0]), *fix[1:]))
        else:
            line = it.top
            src = lines[line] if 0 <= line < len(lines) else ""
            start = len(src) - len(src.lstrip())
            where_from = "expansion" if it.macros else "included file"
            g = replace(f, line=line, start=start, end=max(len(src.rstrip()), start + 1), related=related,
                        message=f"{message} (in the {where_from}: {it.loc.text.strip()})", fix=None)
        key = (g.line, g.start, g.code, g.message)
        if key not in seen:
            seen.add(key)
            out.append(g)
    return out


def _as_json(f) -> dict:
    out = {"line": f.line + 1, "column": f.start + 1, "end_column": f.end + 1,
           "severity": _SEVERITY[f.severity], "code": f.code, "message": f.message,
           "related": [{"line": ln + 1, "column": a + 1, "end_column": b + 1, "message": m}
                       for ln, a, b, m in f.related]}
    if f.fix is not None:
        out["fix"] = {"before_line": f.fix[0] + 1, "text": f.fix[1], "title": f.fix[2]}
    return out


def run(argv: list[str]) -> int:
    from . import isa
    from .server import target as tgt

    from .mc import defsym

    mcpu = None
    as_json = False
    disabled: set[str] = set()
    files: list[str] = []
    include_dirs: list[str] = []
    symbols: dict[str, int] = {}
    args = iter(argv)
    for arg in args:
        if arg in ("-h", "--help"):
            sys.stdout.write(USAGE)
            return 0
        if arg in ("-I", "--defsym"):  # (the value in the next argument, as llvm-mc takes it)
            value = next(args, None)
            if value is None:
                sys.stderr.write(f"gcnls lint: {arg} needs a value\n{USAGE}")
                return 2
            arg = f"{arg}={value}"
        if arg.startswith(("-mcpu=", "--mcpu=")):
            mcpu = arg.split("=", 1)[1]
        elif arg.startswith("-I"):
            include_dirs.append(arg[3:] if arg.startswith("-I=") else arg[2:])
        elif arg.startswith("--defsym="):
            try:
                key, value = defsym(arg.split("=", 1)[1])
            except ValueError as e:
                sys.stderr.write(f"gcnls lint: {e}\n")
                return 2
            symbols[key] = value
        elif arg == "--json":
            as_json = True
        elif arg.startswith("--disable="):
            disabled.update(x for x in arg.split("=", 1)[1].split(",") if x)
        elif arg.startswith("-") and arg != "-":
            sys.stderr.write(f"gcnls lint: unknown option {arg!r}\n{USAGE}")
            return 2
        else:
            files.append(arg)
    if not files:
        sys.stderr.write(USAGE)
        return 2
    proc = None
    if mcpu is not None:
        proc = tgt.lookup(mcpu) or isa.load().processor(mcpu)
        if proc is None:
            sys.stderr.write(f"gcnls lint: unknown processor '{mcpu}'\n")
            return 2
    status = 0
    report = []
    for name in files:
        try:
            if name == "-":
                text = sys.stdin.read()
            else:
                with open(name, encoding="utf-8", errors="replace") as fh:
                    text = fh.read()
        except OSError as e:
            sys.stderr.write(f"gcnls lint: {name}: {e.strerror or e}\n")
            status = 2
            continue
        p = proc or tgt.of_text(text).proc
        _, findings = lint_text(text, p, frozenset(disabled), name, tuple(include_dirs), symbols)
        if any(f.severity != Severity.INFO for f in findings) and status == 0:
            status = 1
        if as_json:
            report.append({"file": name, "mcpu": p.name, "findings": [_as_json(f) for f in findings]})
            continue
        out = []
        for f in findings:
            out.append(f"{name}:{f.line + 1}:{f.start + 1}: {_SEVERITY[f.severity]}: {f.message} [{f.code}]\n")
            for ln, a, _b, m in f.related:
                out.append(f"{name}:{ln + 1}:{a + 1}: note: {m}\n")
            if f.fix is not None:
                out.append(f"{name}:{f.fix[0] + 1}:1: fix: insert before line {f.fix[0] + 1}: {f.fix[1].strip()}\n")
        sys.stdout.write("".join(out))
    if as_json:
        sys.stdout.write(json.dumps({"files": report}, indent=1) + "\n")
    return status
