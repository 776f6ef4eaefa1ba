"""The answer to ``initialize``, sent before the server's heavy imports.

A client waits for the answer to ``initialize`` before it sends anything else; the
server's modules take most of a second to import (lsprotocol's ~550 attrs classes
alone ~0.45 s quiet), the answer itself is data: the server's capabilities, which depend
on the client only through the position encoding. So ``gcnls serve`` reads the first
message itself, answers an ordinary ``initialize`` from ``initialize.json`` (pygls' own
answer, recorded by ``python -m gcnls.server.initialize --write``) and only then imports
pygls and the server; the message still goes through pygls (its state: the client's
capabilities, the workspace, the settings), which drops its own answer after checking
that it is the one already sent (GcnProtocol.handle_answered: a difference is logged).

Answered early only when nothing can differ from pygls' answer: the installed pygls and
lsprotocol are the versions the file was recorded with, and the params are plainly well
formed (the top-level fields of the types the protocol gives them; a capabilities object
whose position encodings, if any, are a list of strings; the answer also depends on
whether the client states two capabilities pygls reads, willSave and willSaveWaitUntil:
recorded for each). Anything else (a params
object pygls would refuse, another pygls) goes the ordinary way: answered by pygls
after the imports, as before. What is not checked here is the inside of the client's
capabilities (hundreds of nested fields): if pygls refuses those, the client was
already answered, so the server logs the error to it and goes on without them.

Only light imports here (json, os): this module runs before everything else.
"""

from __future__ import annotations

import json
import os

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "initialize.json")
#: the position encodings pygls supports (its choice: the client's first of these)
ENCODINGS = ("utf-8", "utf-16", "utf-32")
TRACE_VALUES = ("off", "messages", "verbose")
#: (dependency, import name): the packages whose versions the recorded answer is for
PACKAGES = (("pygls", "pygls"), ("lsprotocol", "lsprotocol"))


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _str_or_null(v) -> bool:
    return v is None or isinstance(v, str)


def _folders(v) -> bool:
    return v is None or (isinstance(v, list) and all(
        isinstance(f, dict) and isinstance(f.get("uri"), str) and isinstance(f.get("name"), str)
        and set(f) <= {"uri", "name"} for f in v))


def _client_info(v) -> bool:
    return isinstance(v, dict) and isinstance(v.get("name"), str) and set(v) <= {"name", "version"} \
        and isinstance(v.get("version", ""), str)


#: InitializeParams' fields and what each may hold here (stricter than the protocol:
#: anything unusual goes to pygls)
FIELDS = {
    "processId": lambda v: v is None or _is_int(v),
    "clientInfo": _client_info,
    "locale": lambda v: isinstance(v, str),
    "rootPath": _str_or_null,
    "rootUri": _str_or_null,
    "capabilities": lambda v: isinstance(v, dict),
    "initializationOptions": lambda v: True,  # (any JSON: the protocol's LSPAny)
    "trace": lambda v: v in TRACE_VALUES,
    "workDoneToken": lambda v: isinstance(v, str) or _is_int(v),
    "workspaceFolders": _folders,
}


def position_encoding(params) -> str | None:
    """The position encoding the server chooses for these initialize params (GcnProtocol:
    UTF-8 whenever the client offers it, else pygls' choice: the client's first supported
    one, UTF-16 by default); None when the params are not plainly well formed."""
    if not isinstance(params, dict) or "capabilities" not in params:
        return None
    for key, value in params.items():
        ok = FIELDS.get(key)
        if ok is None or not ok(value):
            return None
    general = params["capabilities"].get("general")
    if general is None:
        return "utf-16"
    if not isinstance(general, dict):
        return None
    offered = general.get("positionEncodings")
    if offered is None:
        return "utf-16"
    if not isinstance(offered, list) or not all(isinstance(e, str) for e in offered):
        return None
    if "utf-8" in offered:
        return "utf-8"
    return next((e for e in offered if e in ENCODINGS), "utf-16")


def _installed(dist: str, package: str, version: str) -> bool:
    """Is ``version`` of ``dist`` the one ``import package`` would load: its metadata next
    to the first ``package`` directory on the path? (importlib.metadata costs ~50 ms,
    importlib.util ~10.) Anything unusual (a zip, a namespace package): no."""
    import sys

    for entry in sys.path:
        where = os.path.join(entry or os.curdir, package)
        if os.path.isfile(os.path.join(where, "__init__.py")):
            return os.path.isdir(os.path.join(entry or os.curdir, f"{dist}-{version}.dist-info"))
        if os.path.exists(where) or os.path.exists(where + ".py"):
            return False
    return False


def recorded() -> dict | None:
    """initialize.json, when it was recorded with the installed pygls and lsprotocol."""
    try:
        with open(DATA, encoding="utf-8") as f:
            data = json.load(f)
        if all(_installed(dist, package, data["versions"][dist]) for dist, package in PACKAGES):
            return data
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None


def _state(capabilities: dict, path: str) -> str:
    """A client capability as the answer depends on it: "0" absent (or null), "1" false,
    "2" true (pygls reads these booleans as Python does)."""
    value = capabilities
    for key in path.split("."):
        if not isinstance(value, dict):
            return "0"
        value = value.get(key)
    return "0" if value is None else "2" if value else "1"


def response(message: dict, data: dict | None = None) -> tuple[str, str] | None:
    """(the JSON text of pygls' answer to this initialize request, the position encoding
    it chose), or None when it cannot be known without pygls."""
    if message.get("method") != "initialize" or "id" not in message:
        return None
    msg_id = message["id"]
    if not (isinstance(msg_id, str) or _is_int(msg_id)):
        return None
    encoding = position_encoding(message.get("params"))
    if encoding is None:
        return None
    data = data if data is not None else recorded()
    if data is None:
        return None
    capabilities = message["params"]["capabilities"]
    template = data["responses"].get("".join(_state(capabilities, path) for path in data["depends"]))
    if template is None:
        return None
    result = dict(template["result"])
    result["capabilities"] = dict(result["capabilities"], positionEncoding=encoding)
    return json.dumps(dict(template, id=msg_id, result=result)), encoding


def frame(text: str) -> bytes:
    """A message framed as pygls frames it."""
    body = text.encode("utf-8")
    return (f"Content-Length: {len(body)}\r\n"
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n").encode("ascii") + body


def answer_first(item, out) -> tuple | None:
    """Answer the first item a FrameReader read if it is an initialize request whose
    answer is known (written to ``out``, a binary stream); (id, JSON text, position
    encoding) when it was answered, else None (pygls answers it as any message)."""
    from .transport import Frame, decode

    if not isinstance(item, Frame):
        return None
    message, errors = decode(item.body)
    if message is None or errors:
        return None
    answer = response(message)
    if answer is None:
        return None
    text, encoding = answer
    try:
        out.write(frame(text))
        out.flush()
    except OSError:  # (the client is gone: what follows finds out too)
        return None
    return message["id"], text, encoding


# --- recording (python -m gcnls.server.initialize --write) ------------------------------


def reference(message: dict) -> str | None:
    """pygls' own answer to an initialize request (JSON text, as it sends it): the
    server's registered features through pygls' initialize handler, run on a copy of the
    server's protocol (the server itself keeps its state). None: pygls answered with an
    error. The initialize handler of gcnls (the settings) is not run: it returns nothing."""
    import copy

    from pygls.protocol import LanguageServerProtocol

    from .server import GcnProtocol, server

    proto = copy.copy(server.protocol)
    proto._answered = {}
    sent: list[bytes] = []
    proto.set_writer(_Capture(sent), include_headers=False)
    try:
        msg = LanguageServerProtocol.structure_message(proto, message)
    except Exception:
        return None
    gen = GcnProtocol.lsp_initialize(proto, msg.params)
    value = None
    try:
        while True:
            gen.send(value)
            value = None
    except StopIteration as stop:
        result = stop.value
    proto._send_response(message["id"], result=result)
    return sent[-1].decode("utf-8")


class _Capture:
    def __init__(self, out: list):
        self.out = out

    def write(self, data: bytes) -> None:
        self.out.append(data)


#: the client capabilities (booleans) pygls' ServerCapabilitiesBuilder reads: those the
#: answer for the server's features depends on are found by trying them (record)
CLIENT_FLAGS = (
    "textDocument.synchronization.willSave", "textDocument.synchronization.willSaveWaitUntil",
    "textDocument.rename.prepareSupport",
    *(f"workspace.fileOperations.{op}"
      for op in ("willCreate", "didCreate", "willDelete", "didDelete", "willRename", "didRename")),
)


def _capabilities(flags: dict) -> dict:
    """Client capabilities with the given flags (path -> value) set."""
    out: dict = {}
    for path, value in flags.items():
        *parents, last = path.split(".")
        node = out
        for key in parents:
            node = node.setdefault(key, {})
        node[last] = value
    return out


def record() -> dict:
    """initialize.json's content, from the installed pygls and lsprotocol: pygls' answer
    for each state ("0" absent, "1" false, "2" true) of the client capabilities it depends on."""
    import importlib.metadata
    import itertools

    def answer(flags: dict) -> dict:
        return json.loads(reference({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                                     "params": {"capabilities": _capabilities(flags)}}))

    plain = answer({})
    depends = [path for path in CLIENT_FLAGS if any(answer({path: v}) != plain for v in (True, False))]
    responses = {}
    for states in itertools.product("012", repeat=len(depends)):
        flags = {path: s == "2" for path, s in zip(depends, states) if s != "0"}
        responses["".join(states)] = answer(flags)
    return {"comment": "pygls' answer to initialize (written by python -m gcnls.server.initialize --write; "
                       "id and positionEncoding are filled in per request) for each state of the client "
                       "capabilities it depends on (depends; 0 absent, 1 false, 2 true)",
            "versions": {dist: importlib.metadata.version(dist) for dist, _ in PACKAGES},
            "depends": depends, "responses": responses}


def _text(data: dict) -> str:
    """initialize.json's text: one line per recorded answer."""
    lines = [f' "{k}": {json.dumps(v)},' for k, v in data.items() if k != "responses"]
    lines += [' "responses": {'] + [f'  "{k}": {json.dumps(v)},' for k, v in data["responses"].items()]
    lines[-1] = lines[-1].rstrip(",")
    return "{\n" + "\n".join(lines) + "\n }\n}\n"


def main(argv: list[str] | None = None) -> int:
    import sys

    argv = sys.argv[1:] if argv is None else argv
    data = record()
    text = _text(data)
    assert json.loads(text) == data
    if argv == ["--write"]:
        with open(DATA, "w", encoding="utf-8") as f:
            f.write(text)
        return 0
    if argv == ["--check"]:
        with open(DATA, encoding="utf-8") as f:
            same = f.read() == text
        if not same:
            sys.stderr.write(f"{DATA} is stale: python -m gcnls.server.initialize --write\n")
        return 0 if same else 1
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
