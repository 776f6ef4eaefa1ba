"""Run the same lines through llvm-mc 22 and ``gcnls mc`` and compare them line by line.

Each case line is preceded by a marker label on a line of its own, so the output of
both tools splits back into cases; errors are matched to cases by line number.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from gcnls import mc

LLVM_MC = os.environ.get("GCNLS_LLVM_MC") or shutil.which("llvm-mc-22") or "/usr/lib/llvm-22/bin/llvm-mc"
_ERR = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning): (?P<msg>.*)$")
MARK = ".Lgcnls_case_"


def have_llvm_mc() -> bool:
    return os.path.isfile(LLVM_MC) and os.access(LLVM_MC, os.X_OK)


@dataclass
class CaseResult:
    out: list[str] = field(default_factory=list)
    errors: list[tuple[str, int]] = field(default_factory=list)  # (message, column)

    @property
    def accepted(self) -> bool:
        return not self.errors


def _source(lines: list[str]) -> str:
    return "".join(f"{MARK}{i}:\n{line}\n" for i, line in enumerate(lines))


def _split(stdout: str, stderr: str, n: int) -> list[CaseResult]:
    results = [CaseResult() for _ in range(n)]
    current = None
    for line in stdout.splitlines():
        if line.startswith(MARK) and line.endswith(":"):
            current = int(line[len(MARK):-1])
            continue
        if current is not None:
            results[current].out.append(line)
    for line in stderr.splitlines():
        m = _ERR.match(line)
        if m and m["kind"] == "error":
            src_line = int(m["line"])
            case = (src_line - 2) // 2  # each case is two lines: marker, then the case
            if 0 <= case < n and src_line % 2 == 0:
                results[case].errors.append((m["msg"], int(m["col"])))
    return results


# llvm-mc's answers on disk, by (command line with the folder as {dir}, input files), when
# GCNLS_LLVM_MC_CACHE names a folder (scripts/mutation.sh): llvm-mc is deterministic, and
# a mutation run asks the same questions once per mutant.
_CACHE = os.environ.get("GCNLS_LLVM_MC_CACHE")


def llvm_mc_answer(args: list[str], files: dict[str, str], tmp: str, cwd: str | None = None) -> tuple[str, str, int]:
    """(stdout, stderr, status) of llvm-mc 22 run with ``args`` (in ``cwd``) on ``files``,
    written into the folder ``tmp``."""
    path = None
    if _CACHE:
        key = json.dumps([[a.replace(tmp, "{dir}") for a in args], sorted(files.items())])
        path = os.path.join(_CACHE, hashlib.sha256(key.encode()).hexdigest() + ".json")
        try:
            with open(path) as f:
                out, err, status = json.load(f)
            return out.replace("{dir}", tmp), err.replace("{dir}", tmp), status
        except (OSError, ValueError):
            pass
    proc = subprocess.run([LLVM_MC, *args], capture_output=True, text=True, timeout=300, cwd=cwd)
    if path is not None:
        os.makedirs(_CACHE, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=_CACHE, delete=False) as f:
            json.dump([proc.stdout.replace(tmp, "{dir}"), proc.stderr.replace(tmp, "{dir}"), proc.returncode], f)
        os.replace(f.name, path)  # (atomic: parallel children may write the same answer)
    return proc.stdout, proc.stderr, proc.returncode


def run_llvm(lines: list[str], cpu: str, extra: tuple[str, ...] = ()) -> list[CaseResult]:
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "cases.s")
        source = _source(lines)
        with open(path, "w") as f:
            f.write(source)
        out, err, _ = llvm_mc_answer(["-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding", *extra, path], {"cases.s": source}, tmp)
    return _split(out, err, len(lines))


def run_gcnls(lines: list[str], cpu: str, extra: tuple[str, ...] = ()) -> list[CaseResult]:
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "cases.s")
        with open(path, "w") as f:
            f.write(_source(lines))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            mc.run(["-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding", *extra, path])
    return _split(out.getvalue(), err.getvalue(), len(lines))


@dataclass
class Comparison:
    total: int = 0
    verdict: list = field(default_factory=list)
    output: list = field(default_factory=list)
    message: list = field(default_factory=list)

    def summary(self) -> str:
        n = self.total
        return (f"{n} cases: verdict {n - len(self.verdict)}/{n}, output {n - len(self.output)}/{n}, "
                f"message+column {n - len(self.message)}/{n}")


def compare(lines: list[str], cpu: str, gcnls_extra: tuple[str, ...] = ()) -> Comparison:
    ours = run_gcnls(lines, cpu, gcnls_extra)
    theirs = run_llvm(lines, cpu)
    cmp = Comparison(total=len(lines))
    for line, a, b in zip(lines, ours, theirs):
        if a.accepted != b.accepted:
            cmp.verdict.append((line, a, b))
        elif a.out != b.out:
            cmp.output.append((line, a, b))
        elif a.errors[:1] != b.errors[:1]:
            cmp.message.append((line, a, b))
    return cmp


# --- whole files ----------------------------------------------------------------------


@dataclass(frozen=True)
class FileRun:
    stdout: str
    stderr: str
    status: int


def run_files(files: dict[str, str], main: str, cpu: str, extra: tuple[str, ...] = (),
              triple: str | None = None) -> tuple[FileRun, FileRun]:
    """Write ``files`` (name -> text) into one temporary folder and assemble ``main`` there
    with llvm-mc 22 and with ``gcnls mc`` (in process): (llvm-mc's run, gcnls's run).
    ``extra`` may name the folder as ``{dir}`` (``-I {dir}``); ``triple``: instead of
    -arch=amdgcn (``amdgcn-amd-amdhsa`` for kernel descriptors and metadata)."""
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in files.items():
            path = os.path.join(tmp, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        args = [f"-triple={triple}" if triple else "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding",
                *(a.replace("{dir}", tmp) for a in extra), os.path.join(tmp, main)]
        llvm = FileRun(*llvm_mc_answer(args, files, tmp))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = mc.run(args)
            except SystemExit as e:  # a command-line error
                err.write(f"{e.code}\n" if isinstance(e.code, str) else "")
                status = 1 if isinstance(e.code, str) else (e.code or 0)
        ours = FileRun(out.getvalue(), err.getvalue(), status)
    return llvm, ours


KNOWN_DIFFERENCES = Path(__file__).resolve().parent / "data" / "known_differences.toml"


@dataclass(frozen=True)
class KnownDifference:
    test: str
    reason: str
    gcnls: str | None = None
    llvm: str | None = None
    line: str | None = None
    sweep: str | None = None  # "full": met only by the full sweep (GCNLS_FULL_SWEEP=1)

    def covers(self, line: str, ours: CaseResult, theirs: CaseResult) -> bool:
        """Every field given must match: the case (``line``), and each tool's first error
        message ("" = the tool accepts the line)."""
        return ((self.line is None or line == self.line)
                and (self.gcnls is None or first_message(ours) == self.gcnls)
                and (self.llvm is None or first_message(theirs) == self.llvm))


def first_message(result: CaseResult) -> str:
    return result.errors[0][0] if result.errors else ""


def known_differences(test: str) -> list[KnownDifference]:
    """The allow-list entries of one differential test (tests/data/known_differences.toml)."""
    with open(KNOWN_DIFFERENCES, "rb") as f:
        table = tomllib.load(f)
    out = []
    for entry in table.get("difference", []):
        d = KnownDifference(**entry)
        if not d.reason or (d.line is None and (d.gcnls is None or d.llvm is None)) or d.sweep not in (None, "full"):
            raise ValueError(f"{KNOWN_DIFFERENCES}: an entry needs a reason and a line or both messages "
                             f"(and sweep, if given, is \"full\"): {entry}")
        if d.test == test:
            out.append(d)
    return out


def _case(line: str, ours: CaseResult, theirs: CaseResult) -> str:
    return f"{line!r}\n  gcnls {ours.out} {ours.errors[:1]}\n  llvm  {theirs.out} {theirs.errors[:1]}"


def disagreements(test: str, comparisons: dict[str, Comparison], stale: bool = True) -> str:
    """Everything the comparisons (cpu -> Comparison) found that the allow-list does not
    name, and (``stale``: unless the run is a sample other than the test's own) the
    allow-list entries of ``test`` that nothing needed; '' when all is well. Verdict
    differences are never allowed."""
    allowed = known_differences(test)
    used: set[KnownDifference] = set()
    problems = []
    for cpu, cmp in comparisons.items():
        for line, a, b in cmp.verdict:
            problems.append(f"[{cpu}] verdict: {_case(line, a, b)}")
        for kind in ("output", "message"):
            for line, a, b in getattr(cmp, kind):
                hit = next((d for d in allowed if d.covers(line, a, b)), None)
                if hit is None:
                    problems.append(f"[{cpu}] {kind}: {_case(line, a, b)}")
                else:
                    used.add(hit)
    stale = [d for d in allowed if d not in used and checks_staleness(d)] if stale else []
    report = [f"{cpu}: {cmp.summary()}" for cpu, cmp in comparisons.items()]
    if problems:
        report.append(f"{len(problems)} differences not in {KNOWN_DIFFERENCES.name}:")
        report += problems[:30]
    if stale:
        report.append(f"entries of {KNOWN_DIFFERENCES.name} for test {test!r} that nothing needs any more "
                      "(delete them):")
        report += [f"  {d.line!r}" if d.line is not None else f"  {d.gcnls!r} / {d.llvm!r}" for d in stale]
    return "\n".join(report) if problems or stale else ""


def full_sweep() -> bool:
    return os.environ.get("GCNLS_FULL_SWEEP") == "1"


def checks_staleness(entry: KnownDifference) -> bool:
    """Whether this run must have needed ``entry``: entries met only by the full sweep are
    checked there alone."""
    return entry.sweep is None or full_sweep()


def file_disagreements(test: str, ran: list[str], differing: dict[str, str]) -> str:
    """For tests that compare whole files: ``ran`` names every file of this run (as its
    allow-list entries name them, ``line``), ``differing`` maps those that differ to a
    description of the difference. What the allow-list does not name, and the entries for
    files of this run that agree now (stale); '' when all is well."""
    allowed = {d.line: d for d in known_differences(test)}
    problems = [detail for name, detail in differing.items() if name not in allowed]
    stale = [name for name in ran if name in allowed and name not in differing]
    report = []
    if problems:
        report.append(f"{len(problems)} of {len(ran)} files differ and are not in {KNOWN_DIFFERENCES.name} "
                      f"(test {test!r}); the first:")
        report += problems[:3]
    if stale:
        report.append(f"entries of {KNOWN_DIFFERENCES.name} for test {test!r} whose files agree now "
                      f"(delete them): {stale}")
    return "\n".join(report)
