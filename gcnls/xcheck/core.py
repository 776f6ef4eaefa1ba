"""Line-by-line comparison of gcnls with an external llvm-mc on the same text.

One llvm-mc process per text.  llvm-mc sees the text with a unique local label
``.Lgcnls_xc_<n>:`` on its own line before source line ``n``; llvm-mc echoes labels, so
its ``-show-encoding`` output splits into per-line chunks, and the line numbers of its
diagnostics map back through the same table.  Columns are unchanged (the source lines
are not edited).  A line that starts inside a ``/* */`` comment gets
``*/.Lgcnls_xc_<n>: /*`` instead, which keeps the comment intact.

Lines llvm-mc does not assemble one by one are not compared ("skipped"): the bodies of
``.macro``/``.rept``/``.irp``/``.irpc`` and of the ``.amdhsa_kernel``-style blocks, the
block openers (their output is the expansion), invocations of macros defined in the
text, and lines whose label llvm-mc never printed (inactive ``.if`` branches).

:func:`cross_check_text` is the API (the language server's ``gcnls.crossCheck`` calls
it); :func:`cross_check_file` adds the file name.
"""

from __future__ import annotations

import os
import re
from dataclasses import asdict, dataclass, field

from ..analysis import DEFAULT_MCPU, analyze_line, analyze_lines, resolve_processor
from ..diagnostics import Severity
from ..encoding import encoding_text
from ..source import split_lines, strip_comments, strip_with_states
from . import llvm_mc as mcmod

# kinds, worst first
GCNLS_ACCEPTS = "gcnls-accepts"  # gcnls accepts, LLVM rejects
LLVM_ACCEPTS = "llvm-accepts"  # LLVM accepts, gcnls rejects
BYTES = "bytes"  # both accept, different bytes
MESSAGE = "message"  # both reject, different message or column
TEXT = "text"  # same bytes, different printed text
KINDS = (GCNLS_ACCEPTS, LLVM_ACCEPTS, BYTES, MESSAGE, TEXT)
FAILING_KINDS = frozenset({GCNLS_ACCEPTS, LLVM_ACCEPTS, BYTES})
KIND_TITLES = {  # read after a count of lines: "2 where gcnls accepts and LLVM rejects"
    GCNLS_ACCEPTS: "where gcnls accepts and LLVM rejects",
    LLVM_ACCEPTS: "where LLVM accepts and gcnls rejects",
    BYTES: "with different bytes",
    MESSAGE: "with a different error",
    TEXT: "with different text",
}


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def count_summary(compared: int, counts: dict[str, int], skipped: int = 0) -> str:
    """"12 lines compared: 11 agree, 1 disagreement (1 with different bytes); 3 lines
    not compared" - zero counts left out."""
    bad = sum(counts.values())
    agree = compared - bad
    text = f"{plural(compared, 'line')} compared: {agree} {'agrees' if agree == 1 else 'agree'}, "
    if bad:
        kinds = ", ".join(f"{counts[k]} {KIND_TITLES[k]}" for k in KINDS if counts[k])
        text += f"{plural(bad, 'disagreement')} ({kinds})"
    else:
        text += "no disagreement"
    if skipped:
        text += f"; {plural(skipped, 'line')} not compared"
    return text

LABEL_PREFIX = ".Lgcnls_xc_"

_BLOCKS = {
    ".macro": (".endm", ".endmacro"),
    ".rept": (".endr",), ".irp": (".endr",), ".irpc": (".endr",),
    ".amdhsa_kernel": (".end_amdhsa_kernel",),
    ".amd_kernel_code_t": (".end_amd_kernel_code_t",),
    ".amdgpu_metadata": (".end_amdgpu_metadata",),
    ".amd_amdgpu_hsa_metadata": (".end_amd_amdgpu_hsa_metadata",),
    ".amd_amdgpu_pal_metadata": (".end_amd_amdgpu_pal_metadata",),
}
# their output comes from another file: not compared; .purgem only acts on the macro table
_INCLUDES = frozenset({".include", ".incbin", ".purgem"})
_FIRST_WORD = re.compile(r"^\s*(?:[A-Za-z_.$][\w.$@]*:\s*)*([A-Za-z_.$][\w.$@]*)")
_TARGET = re.compile(r'^\s*\.amdgcn_target\s+"([^"]*)"', re.M)
_DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note): (.*)$")
_PLAIN_DIAG = re.compile(r"^(?:[^:\s]+: )?(error|warning): (.*)$")
_CARET = re.compile(r"^[\s^~]*\^[\s^~]*$")


@dataclass(slots=True)
class Disagreement:
    line: int  # 0-based
    start: int  # 0-based columns
    end: int
    kind: str
    message: str
    severity: str  # "error" | "warning"
    source: str = ""
    gcnls_verdict: str = ""  # "accepts" | "rejects"
    llvm_verdict: str = ""
    gcnls_bytes: str | None = None  # "[0x34,0x12,0x00,0xb0]" as llvm-mc prints it
    llvm_bytes: str | None = None
    gcnls_text: str | None = None  # printed instruction, or the error message
    llvm_text: str | None = None
    gcnls_column: int | None = None  # of the error, 0-based
    llvm_column: int | None = None

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass(slots=True)
class CrossCheckResult:
    disagreements: list[Disagreement] = field(default_factory=list)
    llvm_mc_path: str | None = None
    llvm_mc_version: str | None = None
    error: str | None = None  # set when no comparison could be made
    warnings: list[str] = field(default_factory=list)  # version mismatch, llvm-mc notes
    mcpu: str | None = None  # the processor compared for (canonical gfx name)
    triple: str | None = None
    lines: int = 0  # lines in the text
    compared: int = 0  # lines with something to compare
    agreed: int = 0
    skipped: int = 0  # lines llvm-mc does not assemble one by one (macros, ...)

    @property
    def counts(self) -> dict[str, int]:
        out = {k: 0 for k in KINDS}
        for d in self.disagreements:
            out[d.kind] += 1
        return out

    @property
    def failed(self) -> bool:
        return self.error is not None or any(d.kind in FAILING_KINDS for d in self.disagreements)

    def summary(self) -> str:
        if self.error:
            return f"not compared: {self.error}"
        return count_summary(self.compared, self.counts, self.skipped)

    def to_dict(self) -> dict:
        return {
            "disagreements": [d.to_dict() for d in self.disagreements],
            "llvm_mc_path": self.llvm_mc_path, "llvm_mc_version": self.llvm_mc_version,
            "error": self.error, "warnings": list(self.warnings), "mcpu": self.mcpu,
            "triple": self.triple, "lines": self.lines, "compared": self.compared,
            "agreed": self.agreed, "skipped": self.skipped,
            "counts": self.counts, "failed": self.failed,
        }


# --------------------------------------------------------------------------------------
# target


def target_of(text: str) -> tuple[str | None, str | None]:
    """(triple, processor) named by the text's ``.amdgcn_target`` directive, if any."""
    triple, cpu, _features = _target_id(text)
    return triple, cpu


def _target_id(text: str) -> tuple[str | None, str | None, list[str]]:
    """``.amdgcn_target "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-"`` -> triple, cpu,
    ``["+sramecc", "-xnack"]`` (as -mattr wants them)."""
    code = "\n".join(strip_comments(split_lines(text))) if ".amdgcn_target" in text else ""
    m = _TARGET.search(code)
    if not m:
        return None, None, []
    triple, _, rest = m.group(1).partition("--")
    cpu, *feats = rest.split(":")
    mattr = [f"{f[-1]}{f[:-1]}" for f in feats if len(f) > 1 and f[-1] in "+-"]
    return (triple or None), (cpu or None), mattr


def choose_processor(text: str, mcpu: str | None) -> str:
    """-mcpu, else the text's target as the language server finds it (a target directive,
    then a ``gcnls: mcpu=`` modeline), else gfx900."""
    if mcpu:
        return mcpu
    return document_target(text).mcpu


def document_target(text: str):
    from ..server.target import of_text

    return of_text(text)


def _triple_for(text: str) -> str:
    triple, _cpu = target_of(text)
    if triple:
        return triple
    if re.search(r"^\s*\.amdhsa_", text, re.M):
        return "amdgcn-amd-amdhsa"
    return "amdgcn"


# --------------------------------------------------------------------------------------
# the text llvm-mc sees


@dataclass(slots=True)
class _Plan:
    text: str
    gen_to_src: list[int]  # 1-based generated line -> 0-based source line (index 0 unused)
    labelled: list[bool]  # source line got a label
    skip: list[bool]  # source line is not compared
    prefix: str


def _plan(lines: list[str], code: list[str], in_comment: list[bool], macros: set[str] | None = None) -> _Plan:
    """``in_comment[i]``: line i starts inside a ``/* */`` comment (source.strip_with_states);
    ``macros``: names of macros the included files define."""
    prefix = LABEL_PREFIX
    joined = "\n".join(lines)
    while prefix in joined:
        prefix += "x_"
    words = []
    macros = set(macros or ())
    for c in code:
        m = _FIRST_WORD.match(c)
        words.append(m.group(1).lower() if m else "")
        if m and words[-1] == ".macro":
            name = c[m.end():].replace(",", " ").split()
            if name:
                macros.add(name[0].lower())
    out: list[str] = []
    gen_to_src = [0]
    labelled = [False] * len(lines)
    skip = [False] * len(lines)
    closers: list[tuple[str, ...]] = []  # stack of open blocks
    for i, line in enumerate(lines):
        w = words[i]
        inside = bool(closers)
        if inside:
            skip[i] = True
            if w in closers[-1]:
                closers.pop()
            elif w in _BLOCKS:
                closers.append(_BLOCKS[w])
        else:
            out.append(f"*/{prefix}{i}: /*" if in_comment[i] else f"{prefix}{i}:")
            gen_to_src.append(i)
            labelled[i] = True
            if w in _BLOCKS:
                closers.append(_BLOCKS[w])
                skip[i] = True
            elif w in macros or w in _INCLUDES:
                skip[i] = True
        out.append(line)
        gen_to_src.append(i)
    return _Plan("\n".join(out) + "\n", gen_to_src, labelled, skip, prefix)


# --------------------------------------------------------------------------------------
# llvm-mc's output


@dataclass(slots=True)
class _LlvmLine:
    printed: bool = False  # its label was printed: llvm-mc assembled the line
    insns: list[tuple[str, str]] = field(default_factory=list)  # (text, encoding)
    other: list[str] = field(default_factory=list)
    error: tuple[int, str] | None = None  # (1-based byte column, message)
    warnings: list[str] = field(default_factory=list)


def _parse_stdout(stdout: str, plan: _Plan, n: int) -> list[_LlvmLine]:
    out = [_LlvmLine() for _ in range(n)]
    label = re.compile(re.escape(plan.prefix) + r"(\d+):$")
    cur: _LlvmLine | None = None
    for raw in stdout.split("\n"):
        if raw.startswith(plan.prefix):
            m = label.match(raw)
            if m:
                idx = int(m.group(1))
                if 0 <= idx < n:
                    cur = out[idx]
                    cur.printed = True
                    continue
        if cur is None or not raw.strip():
            continue
        if raw.startswith("\t"):
            body, sep, enc = raw[1:].rpartition("; encoding: ")
            if sep and enc.startswith("["):
                cur.insns.append((body.rstrip(), enc.strip()))
            else:
                cur.other.append(raw.strip())
        elif raw.lstrip().startswith(";"):
            continue  # fixup notes
        else:
            cur.other.append(raw.strip())  # user labels
    return out


def _parse_stderr(stderr: str, plan: _Plan, out: list[_LlvmLine]) -> list[str]:
    """Attach llvm-mc's errors to source lines; returns messages tied to no line."""
    loose: list[str] = []
    lines = stderr.split("\n")
    pending: list[tuple[int, str, str]] = []  # errors inside a macro instantiation
    i = 0
    ngen = len(plan.gen_to_src)
    while i < len(lines):
        raw = lines[i]
        i += 1
        m = _DIAG.match(raw)
        if m is None:
            pm = _PLAIN_DIAG.match(raw)
            if pm and pm.group(1) == "error":
                loose.append(pm.group(2))
            continue
        fname, lno, col, sev, msg = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)
        # the echoed source line and the caret line
        if i < len(lines) and not _DIAG.match(lines[i]):
            i += 1
            if i < len(lines) and _CARET.match(lines[i]):
                i += 1
        if fname != "<stdin>":
            if sev in ("error", "warning"):
                pending.append((col, sev, msg))
            continue
        src = plan.gen_to_src[lno] if 0 < lno < ngen else None
        if sev == "note":
            if pending and src is not None:
                for _col0, sev0, msg0 in pending:
                    _attach(out[src], col, sev0, f"{msg0} (in macro instantiation)")
            pending = []
            continue
        if src is None:
            loose.append(msg)
            continue
        _attach(out[src], col, sev, msg)
    loose.extend(msg for _c, sev, msg in pending if sev == "error")
    return loose


def _attach(line: _LlvmLine, col: int, sev: str, msg: str) -> None:
    if sev == "error":
        if line.error is None:
            line.error = (col, msg)
    else:
        line.warnings.append(msg)


# --------------------------------------------------------------------------------------
# comparison


def _char_column(line: str, byte_col: int) -> int:
    """llvm-mc counts columns in bytes (1-based); gcnls in characters (0-based)."""
    raw = line.encode("utf-8", "surrogateescape")
    return len(raw[: max(byte_col - 1, 0)].decode("utf-8", "surrogateescape"))


def _token_end(line: str, start: int) -> int:
    m = re.compile(r"[^\s,]*").match(line, start)
    return max(m.end() if m else start + 1, start + 1)


_INCLUDE_NAME = re.compile(r'^\s*\.include\s+"([^"]+)"', re.I)


def included(code: list[str], proc, include_dir: str | None, depth: int = 0) -> tuple[dict[str, int], set[str]]:
    """The absolute symbols (a header's register map: ``.set vgprA, 48``) and the macro
    names the files ``code`` includes define, found in ``include_dir`` as llvm-mc finds
    them there. The file's own lines are compared one by one: they get these values from
    the start, and calls of those macros are not compared (as calls of its own)."""
    from ..symbols import Values, generation_of, identifiers

    syms: dict[str, int] = {}
    macros: set[str] = set()
    if include_dir is None or depth > 8:
        return syms, macros
    for c in code:
        m = _INCLUDE_NAME.match(c)
        if not m:
            continue
        try:
            with open(os.path.join(include_dir, m.group(1)), encoding="utf-8", errors="surrogateescape") as f:
                inc = strip_comments(split_lines(f.read()))
        except OSError:
            continue  # (llvm-mc reports it; the line is not compared)
        inner, inner_macros = included(inc, proc, include_dir, depth + 1)
        macros |= inner_macros
        values = Values(inner, generation_of(proc))
        for line in inc:
            w = _FIRST_WORD.match(line)
            if w and w.group(1).lower() == ".macro":
                name = line[w.end():].replace(",", " ").split()
                if name:
                    macros.add(name[0].lower())
                continue
            known = values.known(identifiers(line)) if values else ()
            values.define_from(analyze_line(line, proc, known))
        syms.update(values.absolute)
    return syms, macros


def compare(lines: list[str], code: list[str], proc, run: mcmod.McRun, plan: _Plan,
            result: CrossCheckResult, header_symbols: dict[str, int] | None = None) -> None:
    n = len(lines)
    llvm = _parse_stdout(run.stdout, plan, n)
    loose = _parse_stderr(run.stderr, plan, llvm)
    if loose:
        result.warnings.extend(f"llvm-mc: {m}" for m in loose[:20])
    if run.returncode < 0 or "LLVM ERROR" in run.stderr or "PLEASE submit a bug report" in run.stderr:
        last = max((i for i, x in enumerate(llvm) if x.printed), default=-1)
        result.warnings.append(f"llvm-mc stopped abnormally (exit status {run.returncode}) after line "
                               f"{last + 1}; later lines are not compared")
    if n and not any(x.printed for x in llvm) and any(plan.labelled):
        msg = run.stderr.strip().splitlines()[:3]
        result.error = "llvm-mc printed none of the line labels" + (f": {' / '.join(msg)}" if msg else "")
        return
    # (under the triple llvm-mc was given: without amdhsa, .amdgpu_hsa_kernel is a directive)
    program = analyze_lines(lines, code, proc, hsa="amdhsa" in (result.triple or ""),
                            symbols=header_symbols or None)
    g_err: dict[int, object] = {}
    for i, d in program.diagnostics:
        if d.severity is Severity.ERROR and not d.data.get("object_only") and i not in g_err:
            g_err[i] = d
    found: list[Disagreement] = []
    for i, r in enumerate(program.results):
        L = llvm[i]
        if plan.skip[i] or not L.printed:
            if r.mnemonic is not None or r.directive is not None or L.insns or L.error:
                result.skipped += 1
            continue
        ge = g_err.get(i)
        has_statement = (r.mnemonic is not None or r.directive is not None or bool(r.labels))
        if not (has_statement or L.insns or L.error or ge is not None):
            continue
        result.compared += 1
        d = _compare_line(i, lines[i], r, ge, L)
        if d is None:
            result.agreed += 1
        else:
            found.append(d)
    order = {k: j for j, k in enumerate(KINDS)}
    found.sort(key=lambda d: (order[d.kind], d.line))
    result.disagreements = found


def _compare_line(i: int, line: str, r, ge, L: _LlvmLine) -> Disagreement | None:
    g_bytes = encoding_text(r.encoded.data, r.encoded.fixups) if r.encoded is not None and ge is None else None
    g_text = r.encoded.text if r.encoded is not None and ge is None else None
    l_bytes = "".join(e for _t, e in L.insns) if len(L.insns) == 1 else (
        " ".join(e for _t, e in L.insns) if L.insns else None)
    l_text = "\n".join(t for t, _e in L.insns) if L.insns else None
    mn = r.mnemonic
    span = (mn.start, len(line.rstrip())) if mn is not None else (0, max(len(line.rstrip()), 1))
    base = dict(line=i, source=line, gcnls_bytes=g_bytes, llvm_bytes=l_bytes)
    if ge is None and L.error is not None:
        col = _char_column(line, L.error[0])
        return Disagreement(
            start=col, end=_token_end(line, col), kind=GCNLS_ACCEPTS, severity="error",
            message=f"gcnls accepts this line but LLVM rejects it: {L.error[1]}",
            gcnls_verdict="accepts", llvm_verdict="rejects", gcnls_text=g_text, llvm_text=L.error[1],
            llvm_column=col, **base)
    if ge is not None and L.error is None:
        shown = f" ({l_text} {l_bytes})" if l_text else ""
        return Disagreement(
            start=ge.start, end=ge.end, kind=LLVM_ACCEPTS, severity="error",
            message=f"LLVM accepts this line{shown} but gcnls reports: {ge.message}",
            gcnls_verdict="rejects", llvm_verdict="accepts", gcnls_text=ge.message, llvm_text=l_text,
            gcnls_column=ge.start, **base)
    if ge is not None:
        col = _char_column(line, L.error[0])
        if ge.message == L.error[1] and ge.start == col:
            return None
        if ge.message == L.error[1]:
            msg = (f"both reject with '{ge.message}', but LLVM points at column {col + 1} "
                   f"and gcnls at column {ge.start + 1}")
        else:
            where = "" if ge.start == col else f" at column {col + 1} (gcnls: column {ge.start + 1})"
            msg = f"both reject; LLVM says '{L.error[1]}'{where}, gcnls says '{ge.message}'"
        return Disagreement(
            start=col, end=_token_end(line, col), kind=MESSAGE, severity="warning", message=msg,
            gcnls_verdict="rejects", llvm_verdict="rejects", gcnls_text=ge.message,
            llvm_text=L.error[1], gcnls_column=ge.start, llvm_column=col, **base)
    if g_bytes != l_bytes:
        if g_bytes is None:
            msg = f"LLVM emits {l_text} {l_bytes} where gcnls emits no instruction"
        elif l_bytes is None:
            msg = f"gcnls emits {g_text} {g_bytes} where LLVM emits no instruction"
        else:
            msg = f"gcnls encodes {g_bytes}, LLVM encodes {l_bytes}"
        return Disagreement(start=span[0], end=span[1], kind=BYTES, severity="error", message=msg,
                            gcnls_verdict="accepts", llvm_verdict="accepts", gcnls_text=g_text,
                            llvm_text=l_text, **base)
    if g_text is not None and l_text is not None and g_text != l_text:
        return Disagreement(start=span[0], end=span[1], kind=TEXT, severity="warning",
                            message=f"same bytes, but LLVM prints '{l_text}' and gcnls '{g_text}'",
                            gcnls_verdict="accepts", llvm_verdict="accepts", gcnls_text=g_text,
                            llvm_text=l_text, **base)
    return None


# --------------------------------------------------------------------------------------
# API


def cross_check_text(text: str, mcpu: str | None, llvm_mc: str | None, *,
                     include_dir: str | None = None, cwd: str | None = None) -> CrossCheckResult:
    """Compare gcnls with llvm-mc on every line of ``text``.

    ``mcpu``: processor (else ``.amdgcn_target``, else gfx900). ``llvm_mc``: path to the
    binary, or None to search for one (see :mod:`.llvm_mc`). ``include_dir``: where
    ``.include`` looks (the file's folder; also llvm-mc's working directory, else
    ``cwd``). Never raises for a missing binary or an
    unknown processor: ``result.error`` says what went wrong.
    """
    result = CrossCheckResult()
    cpu = choose_processor(text, mcpu)
    if not mcpu:
        for line, d in document_target(text).diagnostics:
            result.warnings.append(f"line {line + 1}: {d.message}")
    proc = resolve_processor(cpu)
    if proc is None:
        result.error = f"unknown processor '{cpu}' (gcnls knows gfx6-gfx9 processors)"
        return result
    result.mcpu = proc.name
    try:
        mc = mcmod.find_llvm_mc(llvm_mc)
    except mcmod.LlvmMcError as e:
        result.error = str(e)
        return result
    result.llvm_mc_path = mc.path
    result.llvm_mc_version = mc.version or None
    warn = mc.version_warning()
    if warn:
        result.warnings.append(warn)
    lines = split_lines(text)
    code, in_comment = strip_with_states(lines)
    result.lines = len(lines)
    header_symbols, header_macros = included(code, proc, include_dir)
    plan = _plan(lines, code, in_comment, header_macros)
    result.triple = _triple_for(text)
    _t, target_cpu, mattr = _target_id(text)
    if target_cpu is None or resolve_processor(target_cpu) is not proc:
        mattr = []  # the directive names another processor: llvm-mc reports that
    try:
        run = mcmod.run_llvm_mc(mc, plan.text, proc.name, result.triple, mattr=mattr,
                                include_dir=include_dir, cwd=cwd)
    except mcmod.LlvmMcError as e:
        result.error = str(e)
        return result
    compare(lines, code, proc, run, plan, result, header_symbols=header_symbols)
    return result
