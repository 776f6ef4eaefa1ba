"""Command line: ``gcnls mc``, ``gcnls serve``, ``gcnls xcheck``, ``gcnls lint``."""

from __future__ import annotations

import signal
import sys

USAGE = """usage: gcnls COMMAND [ARGS]    (gcnls --version; gcnls COMMAND --help)

commands:
  mc       assemble or disassemble like llvm-mc (-arch=amdgcn -mcpu=... -show-encoding ...)
  serve    run the language server on stdio
  xcheck   compare gcnls with LLVM on files (or --self-test)
  lint     check kernels for missing waits, hazards and resource declarations
"""


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help", "help"):
        sys.stdout.write(USAGE)
        return 0
    if argv[0] in ("-V", "--version", "version"):
        from . import __version__

        sys.stdout.write(f"gcnls {__version__}\n")
        return 0
    command, rest = argv[0], argv[1:]
    if command == "mc":
        from .mc import run

        if hasattr(signal, "SIGPIPE"):
            # As llvm-mc: a closed pipe (| head) ends the process quietly, not with a traceback.
            signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        return run(rest)
    if command == "serve":
        from .server import serve

        return serve(rest)
    if command == "lint":
        from .lint import run as lint

        return lint(rest)
    if command == "xcheck":
        from .xcheck.cli import run as xcheck

        return xcheck(rest)
    sys.stderr.write(f"gcnls: unknown command {command!r}\n{USAGE}")
    return 2
