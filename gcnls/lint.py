"""``gcnls lint [-mcpu=CPU] [--json] [--disable=CHECK[,CHECK]] FILE...``: the whole-kernel
checks (gcnls/checks: waitcnt, hazards, resources) on files, for CI use.

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

USAGE = """usage: gcnls lint [-mcpu=CPU] [--json] [--disable=CHECK[,CHECK]] FILE...

Runs gcnls's kernel checks (waitcnt, hazards, resources) on GCN assembly files.
exit status: 0 no findings, 1 findings, 2 error
"""

_SEVERITY = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "info", Severity.HINT: "hint"}


def lint_text(text: str, proc, disabled: frozenset[str] = frozenset()):
    """(Program, findings) of one text."""
    from . import analysis, checks

    prog = analysis.analyze(text, proc)
    enabled = {name for name in checks.load() if name not in disabled}
    return prog, checks.run(prog.results, proc, enabled=enabled, lines=prog.lines)


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

    mcpu = None
    as_json = False
    disabled: set[str] = set()
    files: list[str] = []
    for arg in argv:
        if arg in ("-h", "--help"):
            sys.stdout.write(USAGE)
            return 0
        if arg.startswith(("-mcpu=", "--mcpu=")):
            mcpu = arg.split("=", 1)[1]
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
        _, findings = lint_text(text, p, frozenset(disabled))
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
