"""Command line: ``gcnls mc``, ``gcnls serve``, ``gcnls xcheck``."""

from __future__ import annotations

import sys

USAGE = """usage: gcnls COMMAND [ARGS]

commands:
  mc       assemble or disassemble like llvm-mc (-arch=amdgcn -mcpu=... -show-encoding ...)
  serve    run the language server on stdio
  xcheck   compare gcnls with LLVM on files (or --self-test)
"""


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help", "help"):
        sys.stdout.write(USAGE)
        return 0
    command, rest = argv[0], argv[1:]
    if command == "mc":
        from .mc import run

        return run(rest)
    if command == "serve":
        from .server import serve

        return serve(rest)
    if command == "xcheck":
        from .xcheck.cli import run as xcheck

        return xcheck(rest)
    sys.stderr.write(f"gcnls: unknown command {command!r}\n{USAGE}")
    return 2
