"""The answer to ``initialize`` sent before the server's imports (gcnls/server/initialize.py):
it is pygls' own answer for the server's registered features, for every kind of client
params it is given for; params it cannot be sure of go to pygls; and it needs none of
the heavy modules. (The server tests all start through it: test_protocol, test_lsp.)"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gcnls.server import initialize

from lsp_helpers import ROOT

PARAMS = [
    {"capabilities": {}},
    {"processId": 7, "rootUri": None, "capabilities": {"workspace": {"configuration": True}}},
    {"capabilities": {"general": {"positionEncodings": ["utf-16", "utf-8"]}}},  # UTF-8 preferred
    {"capabilities": {"general": {"positionEncodings": ["utf-32", "utf-16"]}}},
    {"capabilities": {"general": {"positionEncodings": ["utf-16"]}}},
    {"capabilities": {"general": {"positionEncodings": ["bogus"]}}},
    {"capabilities": {"general": {"positionEncodings": []}}},
    {"capabilities": {"general": {}}, "trace": "verbose", "initializationOptions": {"mcpu": "gfx900"}},
    # (pygls' answer says willSave/willSaveWaitUntil false when the client states them)
    {"capabilities": {"textDocument": {"synchronization": {"willSave": True, "willSaveWaitUntil": False,
                                                           "didSave": True, "dynamicRegistration": False}}}},
    {"capabilities": {"textDocument": {"synchronization": {"willSave": False}}}},
    {"capabilities": {"textDocument": {"synchronization": {"willSaveWaitUntil": True, "willSave": None}}}},
    {"processId": 1, "clientInfo": {"name": "x", "version": "1"}, "locale": "en", "rootPath": "/tmp",
     "rootUri": "file:///tmp", "capabilities": {"general": {"positionEncodings": ["utf-32", "utf-8"]},
                                               "textDocument": {"rename": {"prepareSupport": True}},
                                               "notebookDocument": {"synchronization": {}},
                                               "workspace": {"fileOperations": {"didCreate": True}}},
     "initializationOptions": None, "trace": "off", "workDoneToken": "t",
     "workspaceFolders": [{"uri": "file:///tmp", "name": "tmp"}]},
]

#: params pygls refuses (or reads oddly): answered by pygls, as any message
UNSURE = [
    None, {}, {"capabilities": 5}, {"processId": "abc", "capabilities": {}}, {"capabilities": {}, "trace": "bogus"},
    {"processId": True, "capabilities": {}}, {"capabilities": {"general": {"positionEncodings": "utf-8"}}},
    {"capabilities": {"general": {"positionEncodings": [5]}}}, {"capabilities": {"general": 3}},
    {"capabilities": {}, "unknownField": 1}, {"capabilities": {}, "workspaceFolders": [{"uri": 5, "name": "a"}]},
    {"capabilities": {}, "clientInfo": {"version": "1"}},
]


def message(params, msg_id=1) -> dict:
    msg = {"jsonrpc": "2.0", "id": msg_id, "method": "initialize"}
    if params is not None:
        msg["params"] = params
    return msg


@pytest.mark.parametrize("params", PARAMS, ids=range(len(PARAMS)))
@pytest.mark.parametrize("msg_id", [1, "init-1"])
def test_the_early_answer_is_pygls_answer(params, msg_id):
    """initialize.json filled in for the request is, byte for byte, what pygls answers
    (stale after a change of the server's features: python -m gcnls.server.initialize --write).
    With other versions of pygls or lsprotocol than it was recorded with, nothing is
    answered early."""
    msg = message(params, msg_id)
    got = initialize.response(json.loads(json.dumps(msg)))
    if initialize.recorded() is None:
        assert got is None
        return
    text, encoding = got
    assert text == initialize.reference(msg)
    assert json.loads(text)["result"]["capabilities"]["positionEncoding"] == encoding


def test_the_recording_is_current():
    """initialize.json is what recording it again gives (with the versions it names; with
    other versions installed it is not used: see above)."""
    data = json.loads(json.dumps(initialize.record()))
    with open(initialize.DATA, encoding="utf-8") as f:
        stored = json.load(f)
    if stored["versions"] == data["versions"]:
        assert stored == data, "python -m gcnls.server.initialize --write"
        assert initialize.recorded() == stored
    else:
        assert initialize.recorded() is None


@pytest.mark.parametrize("params", UNSURE, ids=range(len(UNSURE)))
def test_unsure_params_are_left_to_pygls(params):
    assert initialize.response(message(params)) is None


def test_only_initialize_requests_are_answered_early():
    for msg in ({"jsonrpc": "2.0", "method": "initialize", "params": {"capabilities": {}}},
                {"jsonrpc": "2.0", "id": 1, "method": "shutdown"},
                {"jsonrpc": "2.0", "id": 1.5, "method": "initialize", "params": {"capabilities": {}}},
                {"jsonrpc": "2.0", "id": True, "method": "initialize", "params": {"capabilities": {}}}):
        assert initialize.response(msg) is None


def test_the_answer_needs_no_heavy_module():
    """Reading and answering the first message imports neither pygls nor lsprotocol (nor
    asyncio): that is what makes the answer early."""
    body = json.dumps(message({"capabilities": {"general": {"positionEncodings": ["utf-8"]}}})).encode()
    data = b"Content-Length: %d\r\n\r\n" % len(body) + body
    script = (
        "import io, sys\n"
        "from gcnls.server.initialize import answer_first\n"
        "from gcnls.server.transport import FrameReader\n"
        f"data = {data!r}\n"
        "out = io.BytesIO()\n"
        "got = answer_first(FrameReader(io.BytesIO(data)).read(), out)\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('pygls', 'lsprotocol', 'attrs', 'cattrs', "
        "'asyncio') or m == 'gcnls.server.server')\n"
        "print(repr((got[0], got[2], heavy, out.getvalue().decode())))\n")
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60, cwd=ROOT, text=True)
    assert proc.returncode == 0, proc.stderr
    msg_id, encoding, heavy, out = eval(proc.stdout)
    assert (msg_id, encoding, heavy) == (1, "utf-8", [])
    head, _, body_out = out.partition("\r\n\r\n")
    assert head == f"Content-Length: {len(body_out)}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8"
    assert json.loads(body_out)["result"]["capabilities"]["positionEncoding"] == "utf-8"


def test_an_early_answer_pygls_disagrees_with_is_reported(monkeypatch):
    """pygls' answer to a request answered early is never sent; if it differs from the
    one sent (a stale recording), the client and the log are told."""
    import copy

    from gcnls.server.server import server

    logged: list[str] = []
    monkeypatch.setattr(server, "log", lambda text, kind=None: logged.append(text))
    proto = copy.copy(server.protocol)
    sent: list[bytes] = []
    proto.set_writer(initialize._Capture(sent), include_headers=False)
    proto._answered = {5: ('{"stale": true}', "utf-16"), 6: ('{"id": 6, "jsonrpc": "2.0", "result": 1}', "utf-16")}
    proto._send_response(5, result={"capabilities": {}})
    proto._send_response(6, result=1)
    assert sent == [] and proto._answered == {}
    assert len(logged) == 1 and "differs" in logged[0] and "stale" in logged[0]
    proto._send_response(5, result=2)  # (a later request with that id: answered as any)
    assert json.loads(sent[0]) == {"id": 5, "jsonrpc": "2.0", "result": 2}
