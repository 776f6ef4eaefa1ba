"""The LSP server: small handlers that fetch the document, call a pure function and
convert to LSP types. Every handler is guarded: an exception is logged to the client
(window/logMessage) and the request answers null, so the server stays up."""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import traceback
from types import SimpleNamespace
from typing import Any

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method

from ..checks import Interrupted
from .config import Settings
from .transport import RawJSON, send_text

log = logging.getLogger("gcnls.server")

SOURCE = "gcnls"
XCHECK_SOURCE = "llvm-mc"
LINE_ENCODING = "gcnls/lineEncoding"
CROSS_CHECK = "gcnls.crossCheck"
MAX_COMPLETIONS = 2000  # more than any generation has mnemonics, so a bare line start lists them all
#: a publish requested where no batch follows (request_publish's timer) waits twice this
PUBLISH_INTERVAL = 0.1
#: analysis of edited lines done after each batch of a flood (seconds)
WARM_BUDGET = 0.02
#: seconds without input before the first completion/hover's imports are done ahead
WARM_UP_QUIET = 0.5
#: seconds without input that end a flood of edits (then its latest version is published)
FLOOD_QUIET = 0.03
#: didChange notifications in one batch that start a flood (a typing client sends one and
#: waits; a flood's first batch held 5-300, and publishing it held its first hovers back)
BURST = 4
#: warnings (notes, hints) of one code published one per line up to this many; the rest summarised
MAX_REPEATED = 500


class GcnProtocol(LanguageServerProtocol):
    """pygls' protocol without its own copy of the documents (gcnls keeps its own,
    line by line) and preferring UTF-8 positions when the client offers them."""

    @lsp_method(lsp.INITIALIZE)
    def lsp_initialize(self, params: lsp.InitializeParams):
        general = params.capabilities.general if params.capabilities else None
        if general is not None and general.position_encodings:
            encs = list(general.position_encodings)
            if lsp.PositionEncodingKind.Utf8 in encs:
                general.position_encodings = [lsp.PositionEncodingKind.Utf8]
        return (yield from super().lsp_initialize(params))

    #: initialize requests answered before the server was loaded (gcnls.server.initialize):
    #: id -> (the JSON text sent, the position encoding it chose); pygls' own answer is dropped
    _answered: dict = {}

    def handle_answered(self, data: dict, sent: str, encoding: str) -> None:
        """Run an initialize request already answered (``sent``) through pygls for its state
        (client capabilities, workspace, settings); its answer is not sent again."""
        self._answered = {**self._answered, data["id"]: (sent, encoding)}
        try:
            message = self.structure_message(data)
        except Exception as e:  # (even without the client capabilities: never a second answer)
            self._server.log(f"gcnls: cannot handle initialize: {type(e).__name__}: {e}", lsp.MessageType.Error)
            return
        self.handle_message(message)

    def _send_response(self, msg_id, result=None, error=None):
        early = self._answered.get(msg_id) if msg_id.__class__ in (int, str) else None
        if early is None:
            return super()._send_response(msg_id, result, error)
        self._answered = {k: v for k, v in self._answered.items() if k != msg_id}
        # (checked: initialize.json must be what pygls answers for the registered features)
        from pygls.protocol import JsonRPCResponseMessage

        response_type = self._result_types.pop(msg_id, JsonRPCResponseMessage)  # (as pygls builds it)
        mine = None if error is not None else json.dumps(
            response_type(id=msg_id, result=result, jsonrpc="2.0"), default=self._serialize_message)
        if early[0] is not None and mine != early[0]:
            text = ("gcnls: the answer to initialize sent before the server was loaded differs from "
                    "pygls' (python -m gcnls.server.initialize --write records it again): "
                    f"sent {early[0][:300]}, pygls {mine or error!s:.300}")
            log.warning(text)
            self._server.log(text, lsp.MessageType.Warning)

    def structure_message(self, data):
        try:
            return super().structure_message(data)
        except Exception as exc:
            early = self._answered.get(data.get("id")) if isinstance(data, dict) else None
            if early is not None and data.get("method") == lsp.INITIALIZE:
                # Answered already: go on without the client capabilities pygls refused
                # (the position encoding as answered) rather than without any state.
                cause = exc.__cause__ or exc
                self._server.log(f"gcnls: invalid params for initialize: {type(cause).__name__}: {cause}; "
                                 f"the client capabilities are ignored", lsp.MessageType.Error)
                params = dict(data["params"], capabilities={"general": {"positionEncodings": [early[1]]}})
                # (pygls' answer then differs from the one sent: not compared)
                self._answered = {**self._answered, data["id"]: (None, early[1])}
                return super().structure_message(dict(data, params=params))
            # A request whose params do not fit the protocol: answer it with an error
            # instead of leaving the client waiting, and go on.
            if isinstance(data, dict) and "jsonrpc" in data and data.get("id") is not None and "method" in data:
                cause = exc.__cause__ or exc
                self._send_data({"jsonrpc": "2.0", "id": data["id"], "error": {
                    "code": -32602, "message": f"Invalid params: {type(cause).__name__}: {cause}"}})
                self._server.log(f"gcnls: invalid params for {data['method']}: {cause}", lsp.MessageType.Error)
                from types import SimpleNamespace

                return SimpleNamespace(jsonrpc="ignored")
            raise

    @lsp_method(lsp.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params: lsp.DidOpenTextDocumentParams):
        if (h := self.fm.features.get(lsp.TEXT_DOCUMENT_DID_OPEN)) is not None:
            yield h, (params,), None

    @lsp_method(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: lsp.DidChangeTextDocumentParams):
        if (h := self.fm.features.get(lsp.TEXT_DOCUMENT_DID_CHANGE)) is not None:
            yield h, (params,), None

    @lsp_method(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params: lsp.DidCloseTextDocumentParams):
        if (h := self.fm.features.get(lsp.TEXT_DOCUMENT_DID_CLOSE)) is not None:
            yield h, (params,), None


class GcnServer(LanguageServer):
    def __init__(self):
        super().__init__("gcnls", "0.1.0", protocol_cls=GcnProtocol,
                         text_document_sync_kind=lsp.TextDocumentSyncKind.Incremental)
        self.settings = Settings()
        self.documents: dict[str, Any] = {}
        self.xcheck: dict[str, list[dict]] = {}  # uri -> llvm-mc disagreements (LSP JSON)
        self.unpublished: dict[str, None] = {}  # documents edited since their last publish
        self.published_at: dict[str, float] = {}
        self._flush_timer = None
        self._requested_at = 0.0  # time.monotonic() of the last request_publish but follow-ups
        self._completion_ready = False
        self._batches = 0  # batches of messages handled (after_batch calls)
        # Edits are coming faster than publishes: input arrived while one was made, and
        # batches have kept coming less than FLOOD_QUIET apart since (see after_batch).
        self._flooding = False
        self._last_batch = 0.0  # time.monotonic() at the end of the last batch
        self._quiet_timer = False  # a FLOOD_QUIET timer is armed
        self.input_waiting = lambda: False  # set by the transport: are frames waiting?
        # (and when the first of them was read: time.monotonic(), None when not known)
        self.first_input_at = lambda: None
        self.sent_at: float | None = None  # time.monotonic() when the last publish began to be sent
        self._changes = 0  # didChange notifications applied since the last after_batch

    def after_batch(self, idle: bool) -> None:
        """Called by the transport after each batch of messages: publish the edited
        documents when no more input waits (``idle``). While input keeps coming (a flood
        of edits), each batch is followed by at most WARM_BUDGET of analysis of the
        waiting lines (so requests between the edits wait little) and nothing is
        published: a publish then would be stale at once, and its whole-document work
        (the checks of whole kernels) held back the requests queued behind it (hovers
        during a 2,000-change flood on 20,000 lines: p50 1.1 s -> 0.3 s at load 10, and
        it settled sooner). The flood is published for its latest version when it pauses.
        The waiting lines are warmed only while no input waits, and only until some
        arrives: when the server is behind the client, warming first only made the
        requests in the backlog wait longer (the same work is done by the publish after
        the flood, so the settle time is the same); when it keeps up, it fills the gaps.

        A client sending edits one at a time as fast as the server takes them (each
        batch then looks idle) made the server publish after nearly every one: ~0.3 ms
        of CPU per change of a flood instead of ~0.04, and every hover waited behind
        publishes. So when input arrived while a publish was made, the server is in a
        flood until batches stop coming for FLOOD_QUIET: meanwhile an idle batch only
        warms the waiting lines and the publish waits for that pause. A client that
        waits for each publish before its next edit never sends during one: it is
        published at once as before."""
        import time

        self._batches += 1
        now = time.monotonic()
        if self._flooding and now - self._last_batch >= FLOOD_QUIET:
            self._flooding = False
        self._last_batch = now
        if self._changes >= BURST:
            self._flooding = True  # a burst of edits in one batch: the start of a flood
        self._changes = 0
        if self._flooding and idle and self.unpublished:
            self._publish_when_quiet()
            idle = False  # (warm, publish at the pause)
        if idle and not self.unpublished and self.documents and not self._completion_ready:
            self._completion_ready = True
            self._warm_up_when_quiet(self._batches)
        for uri in list(self.unpublished):
            doc = self.documents.get(uri)
            if doc is None:
                del self.unpublished[uri]
                continue
            if not idle:
                if self.input_waiting():
                    continue  # (the server is behind the client: what waits comes first)
                try:
                    doc.warm(WARM_BUDGET, stop=self.input_waiting)
                except Exception as e:
                    self.log(f"gcnls: analysing {uri} failed: {type(e).__name__}: {e}", lsp.MessageType.Error)
                continue
            try:
                doc.refresh()  # (the line-by-line part: kept if the publish waits)
            except Exception as e:
                self.log(f"gcnls: analysing {uri} failed: {type(e).__name__}: {e}", lsp.MessageType.Error)
            if self.input_waiting():
                # Input came meanwhile: the rest (the whole-kernel checks) waits for the
                # pause, as in a flood (the waiting requests come first).
                self._flooding = True
                self._last_batch = time.monotonic()
                self._publish_when_quiet()
                continue
            del self.unpublished[uri]
            # Input may still come while the whole-kernel checks run (a flood's first change
            # arrives alone and looks idle; 600-700 frames queued behind its 40-65 ms of
            # waitcnt): the checks look for it between their steps and stop, keeping their
            # progress, and the publish waits for the pause as above.
            doc.checks_stop = self.input_waiting
            try:
                publish(self, doc)
            except Interrupted:
                self.unpublished[uri] = None
                self._flooding = True
                self._last_batch = time.monotonic()
                self._publish_when_quiet()
                continue
            except Exception as e:
                self.log(f"gcnls: publishing {uri} failed: {type(e).__name__}: {e}", lsp.MessageType.Error)
            finally:
                doc.checks_stop = None
            if self._input_during_publish():
                self._flooding = True
                self._last_batch = time.monotonic()

    def finish(self) -> None:
        """Publish every edited document now: the client is shutting down, so no pause
        of its input will come to publish a flood at (the transport calls this before
        ``shutdown``)."""
        self._flooding = False
        self._changes = 0
        for uri in list(self.unpublished):
            doc = self.documents.get(uri)
            del self.unpublished[uri]
            if doc is None:
                continue
            try:
                publish(self, doc)
            except Exception as e:
                self.log(f"gcnls: publishing {uri} failed: {type(e).__name__}: {e}", lsp.MessageType.Error)

    def _input_during_publish(self) -> bool:
        """Did input arrive while the last publish was made? Input read after it was sent
        is a client's answer to it (an editor that waits for each publish before its next
        edit, or a user typing on): taking that for a flood held the next edit's publish
        back by FLOOD_QUIET and more (a macro file's edit: wall p50 ~90 ms for ~35 ms of
        CPU), so only frames read before the send count."""
        if not self.input_waiting():
            return False
        at = self.first_input_at()
        return at is None or self.sent_at is None or at <= self.sent_at

    def _publish_when_quiet(self) -> None:
        """After FLOOD_QUIET without a batch: the flood is over, publish (after_batch)."""
        if self._quiet_timer:
            return
        import asyncio

        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self._flooding = False
            return
        self._quiet_timer = True
        batches = self._batches

        def check():
            self._quiet_timer = False
            if self._batches == batches:
                self._flooding = False
                self.after_batch(True)
            else:
                self._publish_when_quiet()

        loop.call_later(FLOOD_QUIET, check)

    def _warm_up_when_quiet(self, batches: int) -> None:
        """Run _warm_up once no message has come for WARM_UP_QUIET seconds: it is ~0.3 s
        of imports (1 s on a loaded machine) that a flood of edits starting right after
        an open waited behind (its hovers: ~700 ms); in a thread it held the interpreter
        as long (imports do not let go of it)."""
        import asyncio

        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            _warm_up()
            return

        def check():
            if self._batches == batches:
                _warm_up()
            else:
                self._warm_up_when_quiet(self._batches)

        loop.call_later(WARM_UP_QUIET, check)

    def request_publish(self, uri: str, follow_up: bool = False) -> None:
        """Publish ``uri``'s diagnostics after the current batch (see after_batch); a
        timer covers a loop that does not call after_batch. ``follow_up``: the complete
        publish after a first pass (publish()), due once no other publish has been
        requested (no edit) for PUBLISH_INTERVAL * 2. The timer used to fire that long
        after the edit that armed it, although that edit was published at once: so the
        follow-up (a macro file's hazard check, ~20 ms) ran in the middle of the typing
        and held back the next edit's publish (and made it look like a flood). Counted
        from that request, a follow-up armed after a long first pass (an open of a large
        text: seconds) is due at once: waiting the interval again only left the server
        idle for it (0.2 s of the 100k-line bench file's open -> complete publish), and
        the checks it runs stop for any input that arrives (checks_stop)."""
        import time

        self.unpublished[uri] = None
        if not follow_up:
            self._requested_at = time.monotonic()
        if self._flush_timer is None:
            import asyncio

            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                return
            batches = self._batches

            def flush():
                self._flush_timer = None
                # (after_batch ran since: requests are published by the batches, so the
                # follow-ups wait for the edits to pause)
                wait = self._requested_at + PUBLISH_INTERVAL * 2 - time.monotonic()
                if self._batches != batches and wait > 0.001:
                    self._flush_timer = loop.call_later(wait, flush)
                    return
                self.after_batch(True)

            due = PUBLISH_INTERVAL * 2
            if follow_up:
                due = max(0.0, self._requested_at + due - time.monotonic())
            self._flush_timer = loop.call_later(due, flush)

    @property
    def encoding(self) -> str:
        try:
            enc = self.workspace.position_encoding
        except RuntimeError:
            enc = None
        return str(enc.value if hasattr(enc, "value") else enc or "utf-16")

    def report_server_error(self, error: Exception, source) -> None:
        self.log(f"gcnls: {type(error).__name__}: {error}", lsp.MessageType.Error)

    def log(self, message: str, kind: lsp.MessageType = lsp.MessageType.Log) -> None:
        try:
            self.window_log_message(lsp.LogMessageParams(type=kind, message=message))
        except Exception:  # pragma: no cover - the transport itself failed
            log.exception("cannot log to the client")

    def document(self, uri: str):
        """An open document, analysed up to its latest edit."""
        doc = self.documents.get(uri)
        if doc is not None:
            doc.refresh()
        return doc


def _warm_up() -> None:
    """What the first completion and hover requests would otherwise pay for: importing
    their modules and building the mnemonic items (functools.cache: a request that
    comes first builds them itself; the ISA is loaded by then, in initialized)."""
    try:
        from . import completion, hover, language  # noqa: F401

        completion.mnemonic_items("gfx9")
    except Exception:  # pragma: no cover - the requests then do it themselves
        log.exception("warming up failed")


server = GcnServer()


def guard(f):
    """Never let a handler's exception escape: log it, answer None."""

    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        try:
            return f(*args, **kwargs)
        except Exception as e:
            server.log(f"gcnls: {f.__name__} failed: {type(e).__name__}: {e}\n{traceback.format_exc()}",
                       lsp.MessageType.Error)
            return None

    return wrapper


def _get(obj: Any, *names: str, default=None):
    """A field of an lsprotocol object, a dict or pygls' namedtuple for custom requests."""
    for name in names:
        if obj is None:
            return default
        if isinstance(obj, dict):
            obj = obj.get(name)
        else:
            obj = getattr(obj, name, None)
    return default if obj is None else obj


# --- conversions -------------------------------------------------------------------


def _range(doc, line: int, start: int, end: int) -> lsp.Range:
    return lsp.Range(lsp.Position(line, doc.to_char(line, start)), lsp.Position(line, doc.to_char(line, end)))


def to_lsp_diagnostic(doc, line: int, d) -> lsp.Diagnostic:
    related = None
    if d.code == "duplicate-label":
        defs = doc.labels()
        name = doc.code[line][d.start:d.end]
        if name in defs:
            i, span = defs[name]
            related = [lsp.DiagnosticRelatedInformation(
                lsp.Location(doc.uri, _range(doc, i, span.start, span.end)), f"'{name}' is first defined here")]
    return lsp.Diagnostic(
        range=_range(doc, line, d.start, d.end),
        message=d.message,
        severity=lsp.DiagnosticSeverity(int(d.severity)),
        code=d.code,
        source=SOURCE,
        data=dict(d.data) if d.data else None,
        related_information=related,
    )


def diagnostic_json(doc, line: int, d) -> dict:
    """One diagnostic as LSP JSON (built directly: publishing skips lsprotocol objects)."""
    text = doc.line(line)
    if text.isascii():
        a, b = d.start, d.end
    else:
        a, b = doc.to_char(line, d.start), doc.to_char(line, d.end)
    out = {"range": {"start": {"line": line, "character": a}, "end": {"line": line, "character": b}},
           "message": d.message, "severity": int(d.severity), "code": d.code, "source": SOURCE}
    if d.data:
        out["data"] = _jsonable(d.data)
    if d.code == "duplicate-label":
        name = doc.code[line][d.start:d.end]
        defs = doc.labels()
        if name in defs:
            i, span = defs[name]
            out["relatedInformation"] = [{"location": {"uri": doc.uri, "range": {
                "start": {"line": i, "character": doc.to_char(i, span.start)},
                "end": {"line": i, "character": doc.to_char(i, span.end)}}},
                "message": f"'{name}' is first defined here"}]
    elif d.data.get("producer"):  # a hazard: the instruction that creates it
        out["relatedInformation"] = [{"location": {"uri": doc.uri, "range": {
            "start": {"line": ln, "character": doc.to_char(ln, a)}, "end": {"line": ln, "character": doc.to_char(ln, b)}}},
            "message": m} for ln, a, b, m in d.data["producer"]]
        out["data"] = {k: v for k, v in out["data"].items() if k != "producer"}
    elif d.data.get("related"):
        from .expansion import related_json

        out["relatedInformation"] = related_json(doc, d)
        out["data"].pop("related", None)
    elif d.code == "wrong-generation" and d.data.get("generations"):
        out["relatedInformation"] = [{"location": {"uri": doc.uri, "range": out["range"]},
                                      "message": f"{d.data.get('mnemonic', 'this instruction')} exists on "
                                                 + ", ".join(d.data.get("titles", ()))}]
    return out


def _jsonable(value):
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def publish(ls: GcnServer, doc) -> None:
    if doc.reanalysed:
        # A whole document was just analysed: move its (long-lived) objects out of the
        # cyclic GC's reach, or a later full collection pauses an edit for a second.
        import gc

        doc.reanalysed = False
        gc.freeze()
    import time

    ls.unpublished.pop(doc.uri, None)
    ls.published_at[doc.uri] = time.monotonic()
    parts = published_json(doc, doc.published(MAX_REPEATED))
    parts.extend(json.dumps(d) for d in ls.xcheck.get(doc.uri, ()))
    # (taken before the write, which lets go of the interpreter: a client that answers
    # the publish at once may have its next edit read, and stamped, before it returns)
    ls.sent_at = time.monotonic()
    send_text(ls.protocol, '{"jsonrpc": "2.0", "method": %s, "params": {"uri": %s, "version": %s, "diagnostics": [%s]}}'
              % (json.dumps(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), json.dumps(doc.uri), json.dumps(doc.version),
                 ", ".join(parts)))
    if doc.complete_due:  # that was a large text's first pass: the complete one follows
        ls.request_publish(doc.uri, follow_up=True)


def published_json(doc, diags: list) -> list[str]:
    """The JSON text of each (line, Diagnostic). A publish after an edit mostly repeats
    the previous one: the text of a diagnostic published before (the same object, on the
    same line, whose text is the same string object) is taken from the document's cache,
    so a publish costs what changed, not what the document holds (600 diagnostics cost
    ~40 ms to convert and serialise on every edit of a 100k-line document)."""
    old = doc.json_cache
    new = {}
    raw = doc.raw
    n = len(raw)
    out = []
    for i, d in diags:
        text_of_line = raw[i] if 0 <= i < n else None
        key = (id(d), i)  # (lines of the same text share their results' diagnostics)
        hit = old.get(key)
        if hit is not None and hit[0] is d and hit[1] is text_of_line:
            text = hit[2]
        else:
            text = json.dumps(diagnostic_json(doc, i, d))
        new[key] = (d, text_of_line, text)
        out.append(text)
    doc.json_cache = new
    return out


# --- life cycle and settings -------------------------------------------------------


@server.feature(lsp.INITIALIZE)
@guard
def initialize(ls: GcnServer, params: lsp.InitializeParams):
    ls.settings = ls.settings.merged(params.initialization_options, trusted=True)


@server.feature(lsp.INITIALIZED)
@guard
def initialized(ls: GcnServer, params: lsp.InitializedParams):
    # Load the ISA now, after the initialize answer, so the first request is fast (the
    # completion items are built once the first document is published: see after_batch).
    from .. import isa

    isa.load()
    # (and the modules a document's analysis uses, imported now rather than by the
    # first open: a third of a second of the first diagnostics otherwise)
    from .. import analysis, fastpath, flow, folded, light, preprocess, rules  # noqa: F401
    from ..checks import hazards  # noqa: F401
    from . import documents, expansion  # noqa: F401

    rules.load_all()  # (imported when an encoding first needs them: during the first open)

    # What the first hover or completion would otherwise import and build (~40 ms of
    # CPU): a flood of edits that starts right after the first open never leaves the
    # server the quiet moment _warm_up_when_quiet waits for, and its first hover paid it.
    _warm_up()
    ls._completion_ready = True
    ls.request_configuration()


def _request_configuration(ls: GcnServer) -> None:
    # (none when pygls refused the initialize params: then nothing is asked)
    caps = getattr(ls.protocol, "client_capabilities", None)
    if not _get(caps, "workspace", "configuration", default=False):
        return

    def done(result):
        try:
            values = result.result() if hasattr(result, "result") else result
        except Exception as e:
            ls.log(f"gcnls: workspace/configuration failed: {e}")
            return
        if values:
            apply_settings(ls, values[0])

    try:
        fut = ls.workspace_configuration(lsp.ConfigurationParams(items=[lsp.ConfigurationItem(section="gcnls")]))
        fut.add_done_callback(done)
    except Exception as e:
        ls.log(f"gcnls: cannot ask for the configuration: {e}")


GcnServer.request_configuration = _request_configuration


def apply_settings(ls: GcnServer, raw: Any) -> None:
    """Workspace settings (workspace/configuration, didChangeConfiguration): never trusted
    to name a program (see config.py)."""
    from .config import untrusted_keys

    for key in untrusted_keys(raw):
        ls.log(f"gcnls: '{key}' from workspace settings is ignored: the server takes it only from "
               f"its initialization options or the GCNLS_LLVM_MC environment variable", lsp.MessageType.Warning)
    old = ls.settings
    settings = old.merged(raw)
    ls.settings = settings
    for error in settings.defsym_errors if settings.defsym_errors != old.defsym_errors else ():
        ls.log(f"gcnls: gcnls.defsym: {error} (left out)", lsp.MessageType.Warning)
    if settings.include_paths != old.include_paths or settings.defsym != old.defsym:
        for doc in list(ls.documents.values()):
            _attach(ls, doc)
            doc._diagnostics = None
            publish(ls, doc)
    if settings.mcpu != old.mcpu:
        for doc in list(ls.documents.values()):
            doc.set_setting(settings.mcpu)
            publish(ls, doc)
    if (settings.analysis_off, settings.analysis_severity) != (old.analysis_off, old.analysis_severity):
        for doc in list(ls.documents.values()):
            _set_checks(ls, doc)
            publish(ls, doc)


@server.feature(lsp.WORKSPACE_DID_CHANGE_CONFIGURATION)
@guard
def did_change_configuration(ls: GcnServer, params: lsp.DidChangeConfigurationParams):
    if isinstance(params.settings, dict) and params.settings:
        apply_settings(ls, params.settings)
    else:
        ls.request_configuration()


# --- documents ---------------------------------------------------------------------


@server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
@guard
def did_open(ls: GcnServer, params: lsp.DidOpenTextDocumentParams):
    from .documents import Document

    td = params.text_document
    doc = Document(td.uri, td.text, td.version, ls.settings.mcpu, ls.encoding)
    _attach(ls, doc)
    ls.documents[td.uri] = doc
    ls.xcheck.pop(td.uri, None)
    publish(ls, doc)
    _publish_dependents(ls, td.uri)


def _attach(ls: GcnServer, doc) -> None:
    """Tell a document where its .include files are and how to read them: the text of an
    open document, else the file."""
    from .expansion import include_dirs_of_workspace, reader_for

    doc.include_dirs = include_dirs_of_workspace(ls)
    doc.reader = reader_for(ls)
    doc.defsym = ls.settings.defsym  # (a document with any is checked through its expansion)
    _set_checks(ls, doc)


def _set_checks(ls: GcnServer, doc) -> None:
    """The gcnls.analysis settings (checks on/off, severities) on one document."""
    from ..diagnostics import Severity

    doc.set_checks(ls.settings.analysis_off, {k: Severity(v) for k, v in ls.settings.analysis_severity})


def _publish_dependents(ls: GcnServer, uri: str) -> None:
    """Re-check the open documents that include ``uri``'s file (an edit there changes them)."""
    if len(ls.documents) < 2:
        return  # (nothing else open: the common case, after every keystroke)
    from .expansion import includes_of, uri_path

    path = uri_path(uri)
    if path is None:
        return
    for other in list(ls.documents.values()):
        if other.uri != uri and path in includes_of(other):
            other._diagnostics = None
            other._expanded = None
            ls.request_publish(other.uri)  # with the next batch (coalesced like an edit)


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
@guard
def did_change(ls: GcnServer, params: lsp.DidChangeTextDocumentParams):
    from .documents import Change

    changes = []
    for ch in params.content_changes:
        rng = getattr(ch, "range", None)
        changes.append(Change(ch.text) if rng is None else Change(
            ch.text, ((rng.start.line, rng.start.character), (rng.end.line, rng.end.character))))
    apply_changes(ls, params.text_document.uri, params.text_document.version, changes)


def _int(value) -> bool:
    return value.__class__ is int or (isinstance(value, int) and not isinstance(value, bool))


def did_change_json(ls: GcnServer, params) -> bool:
    """didChange read from its JSON without building lsprotocol objects (the message a
    typing or flooding client sends most; structuring it cost more than applying it).
    False, and nothing done, when the params are not of the expected shape: pygls then
    handles the message and reports it."""
    Change = _change_class()
    try:
        td = params["textDocument"]
        uri, version = td["uri"], td["version"]
        changes = []
        for ch in params["contentChanges"]:
            text, rng = ch["text"], ch.get("range")
            if text.__class__ is not str:
                return False
            if rng is None:
                changes.append(Change(text))
                continue
            a, b = rng["start"], rng["end"]
            sl, sc, el, ec = a["line"], a["character"], b["line"], b["character"]
            if not (_int(sl) and _int(sc) and _int(el) and _int(ec)):
                return False
            # clamped to the protocol's range, as transport.clamp_changes does for pygls
            if not (0 <= sl <= _UINT_MAX and 0 <= sc <= _UINT_MAX and 0 <= el <= _UINT_MAX and 0 <= ec <= _UINT_MAX):
                sl, sc, el, ec = (min(max(v, 0), _UINT_MAX) for v in (sl, sc, el, ec))
            changes.append(Change(text, ((sl, sc), (el, ec))))
    except (KeyError, TypeError, AttributeError):
        return False
    if not isinstance(uri, str) or not _int(version):
        return False
    _guarded_apply_changes(ls, uri, version, changes)
    return True


@functools.cache
def _change_class():
    from .documents import Change

    return Change


def apply_changes(ls: GcnServer, uri: str, version: int, changes: list) -> None:
    doc = ls.documents.get(uri)  # not ls.document(): the analysis waits for the publish
    if doc is None:
        return
    for change in changes:
        try:
            doc.apply(change)
        except Exception as e:
            # Keep the document consistent: re-read the text it now has.
            ls.log(f"gcnls: applying an edit failed ({type(e).__name__}: {e}); re-analysing {uri}",
                   lsp.MessageType.Error)
            doc.set_text(doc.text)
    doc.version = version
    ls._changes = getattr(ls, "_changes", 0) + 1  # (a burst: see after_batch)
    if uri in ls.xcheck:
        ls.xcheck[uri] = []  # stale after an edit
    ls.request_publish(uri)
    _publish_dependents(ls, uri)


_guarded_apply_changes = guard(apply_changes)
_UINT_MAX = 2 ** 31 - 1

#: notifications the transport hands over as JSON (see transport.Transport.dispatch)
server.fast_notifications = {lsp.TEXT_DOCUMENT_DID_CHANGE: lambda params: did_change_json(server, params)}


def position_params(params) -> SimpleNamespace | None:
    """A text document position request's params read from JSON, as the handlers read
    them (``params.text_document.uri``, ``params.position.line``/``.character``); None
    when they are not of that shape (pygls then handles the request and reports it)."""
    try:
        uri = params["textDocument"]["uri"]
        pos = params["position"]
        line, character = pos["line"], pos["character"]
    except (KeyError, TypeError):
        return None
    if not isinstance(uri, str) or not all(_int(v) and 0 <= v <= _UINT_MAX for v in (line, character)):
        return None
    return SimpleNamespace(text_document=SimpleNamespace(uri=uri),
                           position=SimpleNamespace(line=line, character=character), context=params.get("context"))


def completion_json(ls: GcnServer, params) -> tuple[bool, Any]:
    p = position_params(params)
    return (False, None) if p is None else (True, completion_text(ls, p))


#: requests the transport hands over as JSON, answered with JSON (see Transport.dispatch)
server.fast_requests = {lsp.TEXT_DOCUMENT_COMPLETION: lambda params: completion_json(server, params)}


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
@guard
def did_close(ls: GcnServer, params: lsp.DidCloseTextDocumentParams):
    uri = params.text_document.uri
    ls.documents.pop(uri, None)
    ls.xcheck.pop(uri, None)
    ls.unpublished.pop(uri, None)
    ls.published_at.pop(uri, None)
    release_memory(ls.documents.values())
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
@guard
def did_save(ls: GcnServer, params: lsp.DidSaveTextDocumentParams):
    if ls.settings.cross_check_on_save and params.text_document.uri in ls.documents:
        import asyncio

        asyncio.ensure_future(cross_check(ls, params.text_document.uri))


def release_memory(open_docs=()) -> None:
    """Give back what a closed document held: the per-line analysis cache keeps every
    line's result alive (open documents keep their own); the whole-kernel checks' memos
    are pruned to the line results the open documents hold (they are kept by identity:
    every entry keeps its results alive); objects frozen after a whole document's
    analysis are returned to the collector, and the C allocator is asked to return free
    pages to the system."""
    import gc

    from .. import analysis, folded, symbols
    from ..checks import hazards, waitcnt
    from . import semantic

    analysis.analyze_line.cache_clear()
    symbols.identifiers.cache_clear()
    folded.clear()
    semantic._CACHE.clear()
    live: set[int] = set()
    for doc in open_docs:
        held = [doc.results]
        exp = getattr(doc, "_expanded", None)
        if exp is not None:
            held.append(exp.program.results)
        for results in held:
            for r in results:
                if r is not None:
                    live.add(id(r))
                    if r.encoded is not None:
                        live.add(id(r.encoded))
    hazards.forget(live)
    waitcnt.forget(live)
    gc.unfreeze()
    gc.collect()
    gc.freeze()  # what is left belongs to the open documents: keep it out of the GC's scans
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # not glibc
        pass


# --- features ----------------------------------------------------------------------


def at_position(f):
    """A handler of a request about a position: called as ``f(ls, params, doc, line, col)``
    (``col`` a string index), answered with None when the document or line is unknown.
    The document is brought up to date for that line (Document.answering: during a
    flood of edits, the line alone)."""

    @functools.wraps(f)
    def wrapper(ls: GcnServer, params):
        doc = ls.documents.get(params.text_document.uri)
        if doc is None:
            return None
        line = params.position.line
        if not 0 <= line < len(doc.raw):
            return None
        with doc.answering(line):
            return f(ls, params, doc, line, doc.to_index(line, params.position.character))

    return wrapper


def with_document(f):
    """A handler of a request about a document: called as ``f(ls, params, doc)``,
    answered with None when the document is unknown."""

    @functools.wraps(f)
    def wrapper(ls: GcnServer, params):
        doc = ls.document(params.text_document.uri)
        return None if doc is None else f(ls, params, doc)

    return wrapper


@server.feature(lsp.TEXT_DOCUMENT_HOVER)
@guard
@at_position
def hover(ls: GcnServer, params: lsp.HoverParams, doc, line: int, col: int):
    from . import hover as hv
    from .language import expansion_hover

    found = expansion_hover(doc, line, col)
    if found is not None:
        text, a, b = found
        return lsp.Hover(lsp.MarkupContent(lsp.MarkupKind.Markdown, text), _range(doc, line, a, b))
    problems = [("Error" if int(d.severity) == 1 else "Warning", d.message)
                for d in doc.line_diagnostics(line) if int(d.severity) <= 2] \
        if doc.flags[line] or doc.local_codes[line] else []
    found = hv.hover(doc, line, col, problems)
    waits = _waitcnt_hover(doc, line)
    if waits is not None:
        if found is None:
            m = doc.results[line].statement.mnemonic
            found = ("", m.start, m.end) if m is not None else ("", 0, 1)
        text, a, b = found
        found = (f"{text}\n\n---\n\n{waits}" if text else waits, a, b)
    if found is None:
        return None
    text, a, b = found
    return lsp.Hover(lsp.MarkupContent(lsp.MarkupKind.Markdown, text), _range(doc, line, a, b))


def _waitcnt_hover(doc, line: int) -> str | None:
    """On an s_waitcnt: what each counter value waits for and leaves in flight."""
    r = doc.results[line] if 0 <= line < len(doc.results) else None
    if r is None or r.encoded is None or not r.encoded.instruction.waits or "waitcnt" in doc.checks_off:
        return None
    if doc.pending:
        return None  # (a flood of edits: other lines wait for analysis; the next hover tells)
    from ..checks import waitcnt

    try:
        return waitcnt.describe(doc.results, doc.kernels(), doc.proc, line)
    except Exception:
        log.exception("waitcnt hover crashed")
        return None


@server.feature(lsp.TEXT_DOCUMENT_CODE_LENS)
@guard
@with_document
def code_lens(ls: GcnServer, params: lsp.CodeLensParams, doc):
    """One lens per kernel: its resources and occupancy (checks.lens)."""
    from .. import checks

    if "resources" in doc.checks_off:
        return []
    out = []
    for line, text in checks.lens(doc.results, doc.proc, doc.kernels()):
        at = lsp.Position(line, 0)
        out.append(lsp.CodeLens(range=lsp.Range(at, at), command=lsp.Command(title=text, command="")))
    return out


_KINDS = {
    "mnemonic": lsp.CompletionItemKind.Function, "directive": lsp.CompletionItemKind.Keyword,
    "register": lsp.CompletionItemKind.Variable, "modifier": lsp.CompletionItemKind.Property,
    "hwreg": lsp.CompletionItemKind.Constant, "label": lsp.CompletionItemKind.Reference,
    "snippet": lsp.CompletionItemKind.Snippet,
}


@server.feature(lsp.TEXT_DOCUMENT_COMPLETION,
                lsp.CompletionOptions(trigger_characters=[".", " ", ",", "(", ":"], resolve_provider=True))
@guard
@at_position
def completion(ls: GcnServer, params: lsp.CompletionParams, doc, line: int, col: int):
    return json.loads(_completion_text(doc, line, col))  # (the transport's fast path sends the text)


@guard
@at_position
def completion_text(ls: GcnServer, params, doc, line: int, col: int) -> RawJSON:
    return _completion_text(doc, line, col)


def _completion_text(doc, line: int, col: int) -> RawJSON:
    """The CompletionList as JSON text. A line start offers every mnemonic of the
    generation (~1,200 items, ~400 KB): building and serialising lsprotocol objects for
    them cost ~50 ms per request, encoding dicts ~15 ms; each item's text is kept with a
    slot for its position in the list and its range."""
    from . import completion as cp

    res = cp.complete_at(doc, line, col)
    items = res.items
    incomplete = len(items) > MAX_COMPLETIONS
    items = items[:MAX_COMPLETIONS]
    rng = json.dumps({"start": {"line": line, "character": doc.to_char(line, res.start)},
                      "end": {"line": line, "character": doc.to_char(line, res.end)}})
    gen = doc.proc.generation
    body = ", ".join([_item_template(it, gen) % (k, rng) for k, it in enumerate(items)])
    return RawJSON('{"isIncomplete": %s, "items": [%s]}' % ("true" if incomplete else "false", body))


@functools.lru_cache(maxsize=1 << 14)
def _item_template(it, gen: str) -> str:
    """A completion item's JSON with %-slots for its sortText (its index) and its range."""
    out = {"label": it.label}
    kind = _KINDS.get(it.kind)
    if kind is not None:
        out["kind"] = int(kind)
    if it.detail:
        out["detail"] = it.detail
    if it.kind == "mnemonic":
        out["data"] = {"gen": gen, "name": it.label.lower()}
    head = json.dumps(out)[:-1].replace("%", "%%")
    new_text = json.dumps(it.insert or it.label).replace("%", "%%")
    return head + ', "sortText": "%05d", "textEdit": {"range": %s, "newText": ' + new_text + "}}"


@server.feature(lsp.COMPLETION_ITEM_RESOLVE)
@guard
def completion_resolve(ls: GcnServer, item: lsp.CompletionItem):
    from . import completion as cp

    data = item.data if isinstance(item.data, dict) else {}
    gen, name = data.get("gen"), data.get("name")
    if gen and name:
        for it in cp.mnemonic_items(gen):
            if it.label == name:
                if it.documentation:
                    item.documentation = lsp.MarkupContent(lsp.MarkupKind.Markdown, it.documentation)
                break
    return item


@server.feature(lsp.TEXT_DOCUMENT_SIGNATURE_HELP,
                lsp.SignatureHelpOptions(trigger_characters=[" ", ","], retrigger_characters=[","]))
@guard
@at_position
def signature_help(ls: GcnServer, params: lsp.SignatureHelpParams, doc, line: int, col: int):
    from .features import signature

    sig = signature(doc.code[line][:col], doc.proc)
    if sig is None:
        return None
    label, params_, active, docs = sig
    info = lsp.SignatureInformation(
        label=label, documentation=docs or None,
        parameters=[lsp.ParameterInformation(label=(a, b), documentation=d) for a, b, d in params_],
        active_parameter=active)
    return lsp.SignatureHelp(signatures=[info], active_signature=0, active_parameter=active)


@server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
@guard
@with_document
def document_symbol(ls: GcnServer, params: lsp.DocumentSymbolParams, doc):
    from .kernels import blocks as kernel_blocks
    from .language import symbols as language_symbols
    from .symbols import label_symbols

    out = []
    for name, i, a, b in label_symbols(doc):
        r = _range(doc, i, a, b)
        out.append(lsp.DocumentSymbol(name=name, kind=lsp.SymbolKind.Function, range=r, selection_range=r,
                                      detail="label"))
    for name, kind, i, a, b in language_symbols(doc):
        r = _range(doc, i, a, b)
        out.append(lsp.DocumentSymbol(name=name, range=r, selection_range=r, detail=kind,
                                      kind=lsp.SymbolKind.Module if kind == "macro" else lsp.SymbolKind.Constant))
    for blk in kernel_blocks(doc):
        if blk.kind == "kernel":
            whole = lsp.Range(lsp.Position(blk.start, 0), lsp.Position(blk.end, len(doc.line(blk.end))))
            name = _range(doc, blk.start, blk.name_start, blk.name_end)
            out.append(lsp.DocumentSymbol(name=blk.name, kind=lsp.SymbolKind.Struct, range=whole,
                                          selection_range=name, detail=".amdhsa_kernel"))
    return out


@server.feature(lsp.TEXT_DOCUMENT_FOLDING_RANGE)
@guard
@with_document
def folding_range(ls: GcnServer, params: lsp.FoldingRangeParams, doc):
    from .folding import folding_ranges

    return [lsp.FoldingRange(start_line=a, end_line=b, kind=lsp.FoldingRangeKind.Region)
            for a, b, _ in folding_ranges(doc)]


@server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
@guard
@at_position
def definition(ls: GcnServer, params: lsp.DefinitionParams, doc, line: int, col: int):
    from . import language, symbols

    target = language.definition(doc, line, col)
    if target is not None:
        kind, where = target
        if kind == "file":
            from .expansion import path_uri

            return lsp.Location(path_uri(where), lsp.Range(lsp.Position(0, 0), lsp.Position(0, 0)))
        if kind == "there":  # defined in an included file
            from .expansion import path_uri
            from .positions import to_character

            path, text, (i, a, b) = where
            return lsp.Location(path_uri(path), lsp.Range(lsp.Position(i, to_character(text, a, doc.encoding)),
                                                          lsp.Position(i, to_character(text, b, doc.encoding))))
        i, a, b = where
        return lsp.Location(doc.uri, _range(doc, i, a, b))
    found = symbols.definition(doc, line, col)
    if found is None:
        return None
    i, a, b = found
    return lsp.Location(doc.uri, _range(doc, i, a, b))


@server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
@guard
@at_position
def references(ls: GcnServer, params: lsp.ReferenceParams, doc, line: int, col: int):
    from . import language, symbols

    incl = params.context.include_declaration if params.context else True
    found = language.references(doc, line, col)
    if found is not None:
        return [lsp.Location(doc.uri, _range(doc, i, a, b)) for i, a, b in found]
    return [lsp.Location(doc.uri, _range(doc, i, a, b)) for i, a, b in symbols.references(doc, line, col, incl)]


def _legend() -> lsp.SemanticTokensLegend:
    from .semantic import TOKEN_MODIFIERS, TOKEN_TYPES

    return lsp.SemanticTokensLegend(token_types=TOKEN_TYPES, token_modifiers=TOKEN_MODIFIERS)


@server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, lsp.SemanticTokensRegistrationOptions(
    legend=_legend(), full=True, range=True))
@guard
@with_document
def semantic_tokens(ls: GcnServer, params: lsp.SemanticTokensParams, doc):
    from .semantic import semantic_data

    return lsp.SemanticTokens(data=semantic_data(doc, 0, len(doc.raw)))


@server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE)
@guard
@with_document
def semantic_tokens_range(ls: GcnServer, params: lsp.SemanticTokensRangeParams, doc):
    from .semantic import semantic_data

    return lsp.SemanticTokens(data=semantic_data(doc, params.range.start.line, params.range.end.line + 1))


@server.feature(LINE_ENCODING)
@guard
def line_encoding(ls: GcnServer, params: Any):
    from .features import line_encoding as le

    uri = _get(params, "textDocument", "uri")
    doc = ls.document(uri)
    if doc is None:
        return None
    line = _get(params, "position", "line", default=0)
    return le(doc, int(line))


@server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION)
@guard
@with_document
def code_action(ls: GcnServer, params: lsp.CodeActionParams, doc):
    out = []
    for d in params.context.diagnostics:
        fix = d.data.get("fix") if isinstance(d.data, dict) else None
        if isinstance(fix, (list, tuple)) and len(fix) == 3:  # (line, text, title)
            fix = {"line": fix[0], "text": fix[1], "title": fix[2]}
        if isinstance(fix, dict) and isinstance(fix.get("line"), int) and isinstance(fix.get("text"), str):
            # A check's quick fix: insert a line (s_waitcnt, s_nop) before the one it names,
            # indented as that line.
            line, text = fix["line"], fix["text"]
            if not text.endswith("\n"):
                body = doc.line(line)
                text = body[:len(body) - len(body.lstrip())] + text.strip() + "\n"
            at = lsp.Position(line, 0)
            out.append(lsp.CodeAction(
                title=str(fix.get("title") or "Apply the fix"), kind=lsp.CodeActionKind.QuickFix, diagnostics=[d],
                is_preferred=True, edit=lsp.WorkspaceEdit(changes={doc.uri: [lsp.TextEdit(lsp.Range(at, at), text)]})))
        if isinstance(d.data, dict) and (d.data.get("check") or str(d.code).startswith("hazard.")) \
                and isinstance(d.code, str):
            line = d.range.start.line
            end = lsp.Position(line, doc.to_char(line, len(doc.line(line))))
            out.append(lsp.CodeAction(
                title=f"Ignore {d.code} on this line", kind=lsp.CodeActionKind.QuickFix, diagnostics=[d],
                edit=lsp.WorkspaceEdit(changes={doc.uri: [lsp.TextEdit(lsp.Range(end, end),
                                                                       f" // gcnls: ignore={d.code}")]})))
        if d.code == "unknown-instruction" and isinstance(d.data, dict):
            for s in (d.data.get("suggestions") or [])[:5]:
                out.append(lsp.CodeAction(
                    title=f"Replace with {s}", kind=lsp.CodeActionKind.QuickFix, diagnostics=[d],
                    edit=lsp.WorkspaceEdit(changes={doc.uri: [lsp.TextEdit(d.range, s)]})))
    return out


# --- cross-check with llvm-mc --------------------------------------------------------


def xcheck_diagnostics(doc, disagreements) -> list[dict]:
    """llvm-mc disagreements as LSP diagnostics (JSON), source "llvm-mc"."""
    out = []
    for d in disagreements:
        line = getattr(d, "line", None)
        if not isinstance(line, int) or not 0 <= line < len(doc.raw):
            continue
        start = max(0, int(getattr(d, "start", 0) or 0))
        end = max(int(getattr(d, "end", start + 1) or 0), start + 1)
        sev = 1 if getattr(d, "severity", "error") == "error" else 2
        item = {"range": {"start": {"line": line, "character": doc.to_char(line, start)},
                          "end": {"line": line, "character": doc.to_char(line, end)}},
                "message": str(getattr(d, "message", "")), "severity": sev, "source": XCHECK_SOURCE}
        kind = getattr(d, "kind", None)
        if kind:
            item["code"] = kind
        extra = {k: getattr(d, k) for k in ("gcnls_bytes", "llvm_bytes", "gcnls_text", "llvm_text")
                 if getattr(d, k, None) is not None}
        if extra:
            item["data"] = extra
        out.append(item)
    return out


def _document_folder(uri: str) -> str | None:
    """The folder of a file: URI when it exists (llvm-mc runs there), else None."""
    import os

    from pygls.uris import to_fs_path

    try:
        path = to_fs_path(uri)
    except Exception:
        return None
    folder = os.path.dirname(path) if path else None
    return folder if folder and os.path.isdir(folder) else None


def _cross_check_in(folder: str | None, text: str, mcpu: str | None, llvm_mc: str | None):
    """cross_check_text run in the document's folder, or in an empty temporary one."""
    import tempfile

    from ..xcheck.core import cross_check_text

    if folder is not None:
        return cross_check_text(text, mcpu, llvm_mc, include_dir=folder)
    with tempfile.TemporaryDirectory(prefix="gcnls-xcheck-") as tmp:
        return cross_check_text(text, mcpu, llvm_mc, cwd=tmp)


async def cross_check(ls: GcnServer, uri: str) -> dict | None:
    import asyncio
    import uuid

    doc = ls.document(uri)
    if doc is None:
        ls.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Warning, f"gcnls: {uri} is not open"))
        return None
    try:
        from ..xcheck.core import cross_check_text
    except ImportError as e:
        ls.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Error, f"gcnls: cross-check unavailable: {e}"))
        return None
    token = str(uuid.uuid4())
    progress = False
    try:
        await asyncio.wait_for(ls.work_done_progress.create_async(token), 2)
        ls.work_done_progress.begin(token, lsp.WorkDoneProgressBegin(title="gcnls: cross-check with llvm-mc",
                                                                     cancellable=False))
        progress = True
    except Exception:
        pass
    from ..xcheck.llvm_mc import LlvmMcError

    try:
        llvm_mc = ls.settings.llvm_mc()
    except LlvmMcError as e:
        # A path the user set but cannot be used: say so, and run nothing else instead.
        ls.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Error, f"gcnls cross-check: {e}"))
        return {"error": str(e), "disagreements": 0}
    text, mcpu, version = doc.text, doc.target.mcpu, doc.version
    folder = _document_folder(uri)
    try:
        loop = asyncio.get_running_loop()
        result = await loop.run_in_executor(None, functools.partial(
            _cross_check_in, folder, text, mcpu, llvm_mc))
    finally:
        if progress:
            ls.work_done_progress.end(token, lsp.WorkDoneProgressEnd(message="done"))
    if result.error:
        ls.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Warning, f"gcnls cross-check: {result.error}"))
        ls.xcheck[uri] = []
        publish(ls, doc)
        return {"error": result.error, "disagreements": 0}
    cur = ls.document(uri)
    diags = xcheck_diagnostics(cur, result.disagreements) if cur is not None else []
    ls.xcheck[uri] = diags
    if cur is not None:
        publish(ls, cur)
    return {"disagreements": len(diags), "llvm_mc_path": result.llvm_mc_path,
            "llvm_mc_version": result.llvm_mc_version, "mcpu": mcpu, "version": version}


@server.command(CROSS_CHECK)
async def cross_check_command(ls: GcnServer, *args):
    try:
        uri = args[0] if args else None
        if isinstance(uri, dict):
            uri = uri.get("uri") or _get(uri, "textDocument", "uri")
        if not isinstance(uri, str):
            ls.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Warning,
                                                         "gcnls.crossCheck needs a document URI"))
            return None
        return await cross_check(ls, uri)
    except Exception as e:
        server.log(f"gcnls: crossCheck failed: {type(e).__name__}: {e}\n{traceback.format_exc()}",
                   lsp.MessageType.Error)
        return None
