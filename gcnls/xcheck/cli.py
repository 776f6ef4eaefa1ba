"""``gcnls xcheck``: where does gcnls differ from LLVM?

usage:
  gcnls xcheck [-mcpu=NAME] [--llvm-mc PATH] [--backend auto|llvm-mc|llvmlite] [--json] FILE...
  gcnls xcheck --self-test [-mcpu=NAME ...] [--json]

Backends: ``llvm-mc`` runs one llvm-mc process per file and compares every line
(:mod:`.core`); ``llvmlite`` compares gcnls with LLVM's own code generator on the
bundled IR kernels (:mod:`.selftest`), which needs no external program but cannot check
user text.  ``auto`` (the default) uses llvm-mc when one is found, else llvmlite.

Exit status: 1 when gcnls and LLVM disagree on acceptance or bytes (or the self-test
finds a mismatch), 0 otherwise, 2 for a usage or setup error.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field

from ..cliopts import OptionError, scan
from . import core
from . import llvm_mc as mcmod

USAGE = """usage: gcnls xcheck [-mcpu=NAME] [--llvm-mc PATH] [--backend auto|llvm-mc|llvmlite] [--json] FILE...
       gcnls xcheck --self-test [-mcpu=NAME ...] [--json]

Compare gcnls with LLVM line by line. The processor comes from -mcpu, else the file's
target directive (.amdgcn_target, .gpu, .arch), else its `gcnls: mcpu=` modeline, else
gfx900 - as in the language server. llvm-mc is taken from --llvm-mc, $GCNLS_LLVM_MC,
the newest llvm-mc-NN on PATH (or /usr/lib/llvm-NN/bin), llvm-mc, /opt/rocm/llvm/bin.
Exit status 1 when gcnls and LLVM disagree on acceptance or bytes.
"""


@dataclass
class Args:
    mcpus: list[str] = field(default_factory=list)
    llvm_mc: str | None = None
    backend: str = "auto"
    json: bool = False
    self_test: bool = False
    files: list[str] = field(default_factory=list)


UsageError = OptionError

_TAKES_VALUE = frozenset({"mcpu", "llvm-mc", "llvm_mc", "backend"})


def parse_args(argv: list[str]) -> Args:
    a = Args()
    for name, value, arg in scan(argv, _TAKES_VALUE, double_dash_ends_options=True):
        if name is None:
            a.files.append(value)
        elif arg in ("-h", "--help"):
            raise SystemExit(USAGE)
        elif name == "mcpu":
            a.mcpus.append(value)
        elif name in ("llvm-mc", "llvm_mc"):
            a.llvm_mc = value
        elif name == "backend":
            a.backend = value
            if a.backend not in ("auto", "llvm-mc", "llvmlite"):
                raise UsageError(f"unknown backend '{a.backend}' (auto, llvm-mc or llvmlite)")
        elif name == "json":
            a.json = True
        elif name in ("self-test", "selftest"):
            a.self_test = True
        else:
            raise UsageError(f"unknown option '{arg}'")
    return a


def run(argv: list[str]) -> int:
    try:
        args = parse_args(argv)
    except UsageError as e:
        sys.stderr.write(f"gcnls xcheck: error: {e}\n{USAGE}")
        return 2
    except SystemExit as e:  # --help
        sys.stdout.write(str(e.code))
        return 0
    if not args.files and not args.self_test:
        sys.stderr.write(f"gcnls xcheck: error: no input files (or --self-test)\n{USAGE}")
        return 2
    if args.self_test and args.files:
        sys.stderr.write("gcnls xcheck: error: --self-test checks the bundled kernels; "
                         "give FILEs without it\n")
        return 2
    if args.self_test:
        if args.llvm_mc is not None and args.backend != "llvmlite":
            try:  # a bad path is still an error worth saying
                mcmod.find_llvm_mc(args.llvm_mc)
            except mcmod.LlvmMcError as e:
                sys.stderr.write(f"gcnls xcheck: error: {e}\n")
                return 2
        return _self_test(args)

    if args.backend == "llvmlite":
        sys.stderr.write("gcnls xcheck: error: the llvmlite backend cannot check files: it compiles the "
                         "bundled IR kernels (gcnls xcheck --self-test); files need llvm-mc "
                         "(--backend llvm-mc or auto)\n")
        return 2
    mc = None
    try:
        mc = mcmod.find_llvm_mc(args.llvm_mc)
    except mcmod.LlvmMcError as e:
        if args.llvm_mc is not None or args.backend == "llvm-mc" or mcmod.ENV_VAR in _env():
            sys.stderr.write(f"gcnls xcheck: error: {e}\n")
            return 2
    if mc is None:
        sys.stderr.write(
            "gcnls xcheck: checking your own files needs llvm-mc, and none was found; "
            f"{mcmod.INSTALL_HINT}.\n"
            "gcnls xcheck: running the built-in self-test against LLVM's code generator "
            "(llvmlite) instead.\n")
        return _self_test(args)
    return _check_files(args, mc)


def _env():
    return os.environ


def _check_files(args: Args, mc: mcmod.LlvmMc) -> int:
    out = sys.stdout
    if not args.json:
        out.write(f"gcnls xcheck: llvm-mc {mc.describe()}\n")
        warn = mc.version_warning()
        if warn:
            out.write(f"gcnls xcheck: warning: {warn}\n")
    mcpu = args.mcpus[0] if args.mcpus else None
    failed = False
    setup_error = False
    reports = []
    totals = {k: 0 for k in core.KINDS}
    compared = 0
    for path in args.files:
        try:
            with open(path, "rb") as f:
                text = f.read().decode("utf-8", "surrogateescape")
        except OSError as e:
            msg = f"{path}: {e.strerror}"
            if args.json:
                reports.append({"file": path, "error": msg})
            else:
                sys.stderr.write(f"gcnls xcheck: error: {msg}\n")
            setup_error = True
            continue
        res = core.cross_check_text(text, mcpu, mc.path,
                                    include_dir=os.path.dirname(os.path.abspath(path)))
        if res.error:
            setup_error = True
        failed |= res.failed
        for k, v in res.counts.items():
            totals[k] += v
        compared += res.compared
        if args.json:
            reports.append({"file": path, **res.to_dict()})
        else:
            _print_result(out, path, res)
    if args.json:
        json.dump({"backend": "llvm-mc", "llvm_mc_path": mc.path, "llvm_mc_version": mc.version,
                   "files": reports, "failed": failed or setup_error}, out, indent=1)
        out.write("\n")
    elif len(args.files) > 1:
        out.write(f"total: {len(args.files)} files, {core.count_summary(compared, totals)}\n")
    if setup_error:
        return 2
    return 1 if failed else 0


def _print_result(out, path: str, res: core.CrossCheckResult) -> None:
    if res.error:
        out.write(f"{path}: error: {res.error}\n")
        return
    for w in res.warnings:
        if not w.startswith(res.llvm_mc_path or "\0"):
            out.write(f"{path}: note: {w}\n")
    for d in res.disagreements:
        out.write(f"{path}:{d.line + 1}:{d.start + 1}: {d.severity}: [{d.kind}] {d.message}\n")
        out.write(f"    source: {d.source.strip()}\n")
        out.write(f"    gcnls:  {_verdict(d.gcnls_verdict, d.gcnls_text, d.gcnls_bytes, d.gcnls_column)}\n")
        out.write(f"    llvm:   {_verdict(d.llvm_verdict, d.llvm_text, d.llvm_bytes, d.llvm_column)}\n")
    out.write(f"{path}: {res.mcpu}: {res.summary()}\n")


def _verdict(verdict: str, text: str | None, data: str | None, column: int | None) -> str:
    if verdict == "rejects":
        col = f" (column {column + 1})" if column is not None else ""
        return f"rejects: {text}{col}"
    if text is None and data is None:
        return f"{verdict} (no instruction)"
    return f"{verdict}: {(text or '').replace(chr(10), ' / ')}  {data or ''}".rstrip()


def _self_test(args: Args) -> int:
    from .llvmlite_oracle import OracleError
    from .selftest import DEFAULT_CPUS, format_reports, run_self_test

    cpus = args.mcpus or list(DEFAULT_CPUS)
    try:
        reports = run_self_test(cpus)
    except OracleError as e:
        sys.stderr.write(f"gcnls xcheck: error: self-test needs llvmlite with the AMDGPU target: {e}\n")
        return 2
    bad = any(not r.ok for r in reports)
    if args.json:
        json.dump({"backend": "llvmlite", "self_test": [r.to_dict() for r in reports],
                   "failed": bad}, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write("gcnls xcheck --self-test: gcnls against LLVM's AMDGPU code generator "
                         "(llvmlite)\n")
        sys.stdout.write("".join(line + "\n" for line in format_reports(reports)))
    return 1 if bad else 0
