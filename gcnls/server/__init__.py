"""gcnls language server (LSP over stdio): ``gcnls serve``.

Modules: ``server`` (pygls handlers: fetch the document, call a pure function, convert
to LSP), ``documents`` (incremental document model, per-line analysis, diagnostics),
``target`` (which processor a document is for), ``hover``, ``completion``,
``symbols``, ``semantic``, ``features`` (signature help, gcnls/lineEncoding),
``positions`` (UTF-16/UTF-8/UTF-32 columns), ``config`` (the settings object),
``initialize`` (the answer to initialize, sent before the rest is imported).

Settings (initializationOptions, or the "gcnls" section of workspace/configuration):
``mcpu``, ``crossCheck.onSave``, ``llvmMcPath``. Custom request ``gcnls/lineEncoding``
``{textDocument: {uri}, position}`` -> ``{text, bytes, words, target: {mcpu,
generation, title, source}}``; command ``gcnls.crossCheck`` (argument: document URI).
"""

from __future__ import annotations

import sys

USAGE = "usage: gcnls serve [--stdio] [--log FILE] [--version]\n"


def serve(argv: list[str]) -> int:
    log_file = None
    args = list(argv)
    while args:
        a = args.pop(0)
        if a in ("-h", "--help"):
            sys.stdout.write(USAGE)
            return 0
        if a == "--stdio":
            continue
        if a == "--log" or a.startswith("--log="):
            log_file = a.split("=", 1)[1] if "=" in a else args.pop(0) if args else ""
            if not log_file:
                sys.stderr.write(f"gcnls serve: --log needs a file name (--log FILE)\n{USAGE}")
                return 2
            continue
        if a == "--version":
            from .. import __version__

            sys.stdout.write(f"gcnls {__version__}\n")
            return 0
        sys.stderr.write(f"gcnls serve: unknown argument {a!r}\n{USAGE}")
        return 2
    import logging

    from .initialize import answer_first
    from .transport import FrameReader, OneLine, serve as serve_io

    if log_file:
        logging.basicConfig(filename=log_file, level=logging.INFO)
    else:
        handler = logging.StreamHandler(sys.stderr)
        handler.addFilter(OneLine())
        logging.basicConfig(handlers=[handler], level=logging.WARNING)
    # The first message is read, and an initialize answered, before the server's imports
    # (most of a second, that the client otherwise waits for): see initialize.py.
    reader = FrameReader(sys.stdin.buffer)
    try:
        first = reader.read()
    except KeyboardInterrupt:
        return 0
    except Exception as e:  # the stream itself failed: as the transport, treat it as the end
        logging.getLogger(__name__).warning("gcnls: reading stdin failed: %s", e)
        first = None
    answered = answer_first(first, sys.stdout.buffer)
    if answered is not None:
        logging.getLogger("gcnls.server").info("initialize %r answered before the server was loaded (%s)",
                                               answered[0], answered[2])
    from .server import server

    code = serve_io(server, on_batch=server.after_batch, reader=reader, pending=[first], answered=answered)
    # The process ends here: the thread reading stdin is still blocked in a read when the
    # client keeps its end open after `exit` (editors do), and at interpreter shutdown
    # closing stdin waits for that read's lock, so CPython aborted (SIGABRT, "Fatal Python
    # error: _enter_buffered_busy") instead of exiting with the status LSP asks for.
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    import os

    os._exit(code)
