"""The server's stdio transport: framing, validation and scheduling of messages.

pygls reads stdio itself, trusting its input: a huge Content-Length allocated the
whole body, a malformed header swallowed the next message, non-JSON bodies and batches
got no reply and a traceback on stderr. Here a reader thread cuts the byte stream into
frames (bounded header lines, a maximum message size, resynchronisation at the next
``Content-Length:`` header after any framing error), and the event loop takes frames
in batches:

- malformed messages get JSON-RPC errors (-32700 parse error, -32600 invalid request,
  id null when there is none) and never reach pygls;
- a request cancelled (``$/cancelRequest``) before it was started is answered with
  -32800 and not run;
- positions in ``didChange`` ranges are clamped to what the protocol allows (LSP: a
  position past the end means the end), so an edit is never dropped;
- notifications the server lists in ``fast_notifications`` (method -> function of the
  params' JSON, True when handled) skip pygls' structuring of the message;
- after each batch the server's ``on_batch(idle)`` runs (before ``shutdown``, its
  ``finish()`` if it has one, else ``on_batch(True)``): with
  ``idle`` False more input is already waiting, so work that can wait (publishing
  diagnostics) is coalesced;
- the first message may have been read, and answered, before the server was loaded
  (``initialize``: gcnls.server.initialize): it is handed over with ``pending`` and
  ``answered``, and that request is neither answered again nor cancelled.

asyncio is imported when the loop starts: ``gcnls serve`` reads and answers the first
message with this module before anything heavy is loaded.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, BinaryIO, Callable

log = logging.getLogger(__name__)

#: the largest message body accepted (a 100,000-line document is ~4 MB of JSON)
MAX_MESSAGE = 64 << 20
#: the longest header line read (longer ones are a framing error)
MAX_HEADER_LINE = 4096
#: frames read ahead of the event loop (back-pressure on a flooding client)
READ_AHEAD = 4096

PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS, INTERNAL_ERROR, REQUEST_CANCELLED = (
    -32700, -32600, -32602, -32603, -32800)
_UINT_MAX = 2 ** 31 - 1
_LENGTH = re.compile(rb"content-length[ \t]*:[ \t]*(\S*)[ \t]*\r?\n?$", re.I)
_RESYNC = re.compile(rb"content-length[ \t]*:", re.I)


@dataclass(slots=True)
class Frame:
    body: bytes
    at: float = field(default=0.0, compare=False)  # time.monotonic() when it was read whole


@dataclass(slots=True)
class FrameError:
    """A framing mistake: answered with an error (id null), then reading resynchronises."""

    code: int
    message: str


EOF = None


class FrameReader:
    """Cuts a blocking byte stream into Frame / FrameError items (None at the end)."""

    def __init__(self, stream: BinaryIO, max_message: int = MAX_MESSAGE):
        self.stream = stream
        self.max_message = max_message
        self._pending: bytes | None = None  # a header line found while resynchronising

    def _line(self) -> bytes:
        if self._pending is not None:
            line, self._pending = self._pending, None
            return line
        return self.stream.readline(MAX_HEADER_LINE + 1)

    def _resync(self) -> bool:
        """Skip input up to the next ``Content-Length:`` (also in the middle of a line,
        as after a body that had no header); False at the end of the input."""
        tail = b""
        while True:
            chunk = self.stream.readline(1 << 16)
            if not chunk:
                return False
            data = tail + chunk
            m = _RESYNC.search(data)
            if m is not None:
                rest = data[m.start():]
                while not rest.endswith(b"\n") and len(rest) <= MAX_HEADER_LINE:
                    more = self.stream.readline(MAX_HEADER_LINE + 1 - len(rest))
                    if not more:
                        break
                    rest += more
                self._pending = rest
                return True
            tail = data[-32:]

    def read(self) -> Frame | FrameError | None:
        """The next item; None at the end of the input."""
        while True:
            length: int | None = None
            error: FrameError | None = None
            first = True
            while True:
                line = self._line()
                if not line:
                    return EOF
                if len(line) > MAX_HEADER_LINE:
                    error = error or FrameError(PARSE_ERROR, f"header line longer than {MAX_HEADER_LINE} bytes")
                    break
                if not line.strip():
                    if first:
                        continue  # stray blank lines (or spaces) between messages
                    break
                first = False
                m = _LENGTH.match(line)
                if m is not None:
                    value = m.group(1)
                    if not value.isdigit():
                        error = error or FrameError(PARSE_ERROR, f"invalid Content-Length {value[:40]!r}")
                    elif len(value) > 12 or int(value) > self.max_message:
                        error = error or FrameError(
                            INVALID_REQUEST, f"message of {int(value)} bytes is larger than the "
                                             f"limit of {self.max_message} bytes")
                    else:
                        length = int(value)
                elif b":" not in line:
                    # not a header at all (e.g. a body without a header before it)
                    error = error or FrameError(PARSE_ERROR, "expected a Content-Length header")
                    break
                # other headers (Content-Type) are ignored
            if error is None and length is None:
                error = FrameError(PARSE_ERROR, "message without a Content-Length header")
            if error is not None:
                self._resync()  # at the end of the input the next read says so
                return error
            body = self._read_exactly(length)
            if body is None:
                return EOF
            return Frame(body, time.monotonic())

    def _read_exactly(self, n: int) -> bytes | None:
        chunks = []
        while n > 0:
            chunk = self.stream.read(n)
            if not chunk:
                return None
            chunks.append(chunk)
            n -= len(chunk)
        return b"".join(chunks)


# --- messages ----------------------------------------------------------------------


def error_response(msg_id: Any, code: int, message: str) -> dict:
    return {"jsonrpc": "2.0", "id": msg_id, "error": {"code": code, "message": message}}


def _valid_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def decode(body: bytes) -> tuple[dict | None, list[dict]]:
    """(the message, if it is one to handle; error responses to send)."""
    try:
        msg = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        return None, [error_response(None, PARSE_ERROR, f"Parse error: {type(e).__name__}: {str(e)[:200]}")]
    if isinstance(msg, list):
        # JSON-RPC batches are not part of LSP: every request in one gets an error.
        ids = [m["id"] for m in msg if isinstance(m, dict) and _valid_id(m.get("id")) and "method" in m]
        why = "batch messages are not supported"
        return None, [error_response(i, INVALID_REQUEST, why) for i in ids] or [
            error_response(None, INVALID_REQUEST, why)]
    if not isinstance(msg, dict):
        return None, [error_response(None, INVALID_REQUEST, "a message must be a JSON object")]
    has_id = "id" in msg
    msg_id = msg.get("id")
    if has_id and not (_valid_id(msg_id) or (msg_id is None and "method" not in msg)):
        return None, [error_response(None, INVALID_REQUEST, "invalid id")]
    if msg.get("jsonrpc") != "2.0":
        return None, [error_response(msg_id if has_id else None, INVALID_REQUEST, 'jsonrpc must be "2.0"')]
    if "method" in msg:
        if not isinstance(msg["method"], str):
            return None, [error_response(msg_id if has_id else None, INVALID_REQUEST, "method must be a string")]
        return msg, []
    if has_id and ("result" in msg or "error" in msg):
        return msg, []  # a response to one of our requests
    return None, [error_response(msg_id if has_id else None, INVALID_REQUEST, "neither a request nor a response")]


def _clamp_position(pos: Any) -> None:
    if not isinstance(pos, dict):
        return
    for key in ("line", "character"):
        v = pos.get(key)
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            continue
        pos[key] = min(max(int(v), 0), _UINT_MAX) if v == v and abs(v) != float("inf") else 0


def clamp_changes(msg: dict) -> None:
    """Clamp the positions of a didChange to the protocol's range (negative: 0, too
    large: the largest uinteger, which the document reads as its end)."""
    params = msg.get("params")
    changes = params.get("contentChanges") if isinstance(params, dict) else None
    if not isinstance(changes, list):
        return
    for ch in changes:
        rng = ch.get("range") if isinstance(ch, dict) else None
        if isinstance(rng, dict):
            _clamp_position(rng.get("start"))
            _clamp_position(rng.get("end"))


# --- the loop ------------------------------------------------------------------------


class Transport:
    """Reads frames in a thread and dispatches them to a pygls protocol in batches."""

    def __init__(self, server, stdin: BinaryIO, on_batch: Callable[[bool], None] | None = None,
                 max_message: int = MAX_MESSAGE, reader: FrameReader | None = None, pending: list = (),
                 answered: tuple | None = None):
        self.server = server
        self.protocol = server.protocol
        self.reader = reader if reader is not None else FrameReader(stdin, max_message)
        self.on_batch = on_batch
        self._slots = threading.BoundedSemaphore(READ_AHEAD)
        #: items already read from ``reader`` (they come first)
        self.pending = list(pending)
        #: (id, JSON text sent, position encoding) of an initialize request answered early
        self.answered = answered

    def _read_thread(self, loop: asyncio.AbstractEventLoop, ready: asyncio.Event) -> None:
        # Frames go to a deque; the loop is woken only when it has taken the earlier
        # ones (a wake-up per frame cost a pipe write and a thread switch per keystroke
        # of a flood).
        try:
            while True:
                self._slots.acquire()
                try:
                    item = self.reader.read()
                except Exception as e:  # the stream itself failed: treat as the end
                    log.warning("gcnls: reading stdin failed: %s", e)
                    item = EOF
                self._frames.append(item)
                if not self._signalled:
                    self._signalled = True
                    loop.call_soon_threadsafe(ready.set)
                if item is EOF:
                    return
        except RuntimeError:  # the loop closed while we were reading
            return

    def send(self, data: dict) -> None:
        self.protocol._send_data(data)

    def answer(self, msg_id, result) -> None:
        if isinstance(result, RawJSON):
            send_text(self.protocol, '{"jsonrpc": "2.0", "id": %s, "result": %s}' % (json.dumps(msg_id), result))
        else:
            self.send({"jsonrpc": "2.0", "id": msg_id, "result": result})

    async def run(self) -> None:
        import asyncio

        loop = asyncio.get_running_loop()
        ready = asyncio.Event()
        self._frames: deque = deque()
        self._signalled = False
        for item in self.pending:
            self._slots.acquire()  # (released with its batch, as a frame the thread read)
            self._frames.append(item)
        ended = any(item is EOF for item in self.pending)
        self.pending = []
        if self._frames:
            self._signalled = True
            ready.set()
        if not ended:
            threading.Thread(target=self._read_thread, args=(loop, ready), daemon=True,
                             name="gcnls-stdin").start()
        stop = getattr(self.server, "_stop_event", None)
        frames = self._frames
        if hasattr(self.server, "input_waiting"):
            self.server.input_waiting = lambda: bool(frames)
            self.server.first_input_at = lambda: getattr(frames[0], "at", None) if frames else None
        while stop is None or not stop.is_set():
            await ready.wait()
            ready.clear()
            self._signalled = False  # (before taking the frames: a later one wakes us again)
            batch = []
            while frames:
                batch.append(frames.popleft())
            if not batch:
                continue
            for _ in batch:
                self._slots.release()
            end = any(item is EOF for item in batch)
            self.process([item for item in batch if item is not EOF])
            if end:
                return
            if self.on_batch is not None:
                try:
                    self.on_batch(not frames)
                except Exception as e:  # pragma: no cover - a bug in the hook
                    log.warning("gcnls: after-batch work failed: %s", e)
            await asyncio.sleep(0)  # let pygls' tasks (async handlers, responses) run

    def process(self, items: list) -> None:
        messages: list[dict] = []
        for item in items:
            if isinstance(item, FrameError):
                self.send(error_response(None, item.code, item.message))
                continue
            msg, errors = decode(item.body)
            for e in errors:
                self.send(e)
            if msg is not None:
                messages.append(msg)
        cancelled = set()
        for m in messages:
            if m.get("method") == "$/cancelRequest" and isinstance(m.get("params"), dict):
                cancelled.add(m["params"].get("id"))
        for m in messages:
            if self.answered is not None and m.get("method") == "initialize" and m.get("id") == self.answered[0]:
                _, sent, encoding = self.answered
                self.answered = None  # (that message only: a later request may reuse its id)
                self.protocol.handle_answered(m, sent, encoding)
                continue
            if "id" in m and "method" in m and m["id"] in cancelled:
                self.send(error_response(m["id"], REQUEST_CANCELLED, "request cancelled"))
                continue
            if m.get("method") == "shutdown" and self.on_batch is not None:
                # finish coalesced work (publishes) before shutting down
                finish = getattr(self.server, "finish", None)
                finish() if callable(finish) else self.on_batch(True)
            self.dispatch(m)

    def dispatch(self, m: dict) -> None:
        method = m.get("method")
        # A notification the server reads from JSON itself (True: handled; it clamps
        # positions itself), else pygls.
        fast = None if "id" in m else getattr(self.server, "fast_notifications", {}).get(method)
        try:
            if fast is not None and fast(m.get("params")):
                return
            # A request it answers from JSON with JSON ((True, result); (False, _): pygls
            # handles it): no lsprotocol objects on either side of a completion list.
            answer = getattr(self.server, "fast_requests", {}).get(method) if "id" in m else None
            if answer is not None and _valid_id(m["id"]) and not getattr(self.protocol, "_shutdown", False):
                handled, result = answer(m.get("params"))
                if handled:
                    self.answer(m["id"], result)
                    return
            if method == "textDocument/didChange":
                clamp_changes(m)
            message = self.protocol.structure_message(m)
            self.protocol.handle_message(message)
        except SystemExit:
            raise
        except Exception as e:
            text = f"gcnls: cannot handle {m.get('method', 'a response')!s:.80}: {type(e).__name__}: {e}"
            if "method" in m and "id" in m:
                code = INVALID_PARAMS if type(e).__name__ == "JsonRpcInvalidParams" else INTERNAL_ERROR
                self.send(error_response(m["id"], code, text))
            log_to_client(self.server, text)


class RawJSON(str):
    """JSON text already serialised (a fast request's result, sent as it is)."""


def send_text(protocol, body: str) -> None:
    """Send a JSON-RPC message already serialised, framed as pygls' _send_data frames one
    (a large message built from cached pieces is not encoded again)."""
    writer = getattr(protocol, "writer", None)
    if writer is None:
        log.error("gcnls: no transport to send on")
        return
    data = body.encode("utf-8")
    if getattr(protocol, "_include_headers", True):
        data = (f"Content-Length: {len(data)}\r\n"
                "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n").encode("ascii") + data
    res = writer.write(data)
    if res is not None:
        import asyncio
        import inspect

        if inspect.isawaitable(res):
            asyncio.ensure_future(res)


def log_to_client(server, text: str) -> None:
    try:
        server.protocol._send_data({"jsonrpc": "2.0", "method": "window/logMessage",
                                    "params": {"type": 1, "message": text[:2000]}})
    except Exception:  # pragma: no cover - the output itself is gone
        pass


class OneLine(logging.Filter):
    """Log records on stderr as one line each, without tracebacks: a client's mistake
    must not print a traceback where editors show the server's output (``--log FILE``
    keeps everything)."""

    def filter(self, record: logging.LogRecord) -> bool:
        msg = record.getMessage()
        record.msg = msg.split("\n", 1)[0][:500]
        record.args = None
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        return True


def serve(server, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None,
          on_batch: Callable[[bool], None] | None = None, reader: FrameReader | None = None,
          pending: list = (), answered: tuple | None = None) -> int:
    """Run ``server`` (a pygls LanguageServer) over stdio until exit or end of input;
    the exit status (LSP: 0 after shutdown, else 1). ``reader``, ``pending``, ``answered``:
    see Transport (the first message read and answered before the server was loaded)."""
    import asyncio

    from pygls.io_ import StdoutWriter

    server._stop_event = threading.Event()
    server.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
    transport = Transport(server, stdin or sys.stdin.buffer, on_batch, reader=reader, pending=pending,
                          answered=answered)
    code = 0
    try:
        asyncio.run(transport.run())
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 0
    except BrokenPipeError:
        log.warning("gcnls: the client closed the connection")
    except KeyboardInterrupt:
        pass
    finally:
        try:
            server.shutdown()
        except Exception:
            pass
    return code
