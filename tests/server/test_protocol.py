"""The server's stdio protocol layer under a careless or hostile client (raw bytes, no
LSP library): framing mistakes, oversized messages, malformed JSON-RPC, cancellation,
out-of-range positions and floods of edits. The server answers every request, replies
to every malformed message with a JSON-RPC error, never prints a traceback, never
exits on input, and publishes diagnostics for the latest version only."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lsp_helpers import ROOT, SERVER

URI = "file:///tmp/gcnls-protocol/a.s"
# A document whose analysis takes a while: messages sent right after it queue up and
# reach the server together (that is what a flood looks like to it).
SLOW_TEXT = "".join(f"s_bogus{i} s0, s{i % 100}\n" for i in range(4000))


def frame(obj=None, raw: bytes | None = None, header: bytes | None = None) -> bytes:
    body = raw if raw is not None else json.dumps(obj).encode()
    head = header if header is not None else b"Content-Length: %d\r\n\r\n" % len(body)
    return head + body


def request(i, method, params=None) -> bytes:
    msg = {"jsonrpc": "2.0", "id": i, "method": method}
    if params is not None:
        msg["params"] = params
    return frame(msg)


def notify(method, params=None) -> bytes:
    return frame({"jsonrpc": "2.0", "method": method, "params": params or {}})


def init() -> bytes:
    return request(1, "initialize", {"capabilities": {}}) + notify("initialized")


def open_doc(text: str, version: int = 1, uri: str = URI) -> bytes:
    return notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "amdgcn", "version": version, "text": text}})


def change(version: int, changes: list, uri: str = URI) -> bytes:
    return notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                             "contentChanges": changes})


def hover(i, line, character, uri: str = URI) -> bytes:
    return request(i, "textDocument/hover", {"textDocument": {"uri": uri},
                                             "position": {"line": line, "character": character}})


def finish() -> bytes:
    return request(999, "shutdown") + notify("exit")


def parse(out: bytes) -> list[dict]:
    msgs = []
    while out:
        head, sep, rest = out.partition(b"\r\n\r\n")
        assert sep, out[:200]
        n = int([h for h in head.split(b"\r\n") if h.lower().startswith(b"content-length")][0].split(b":")[1])
        msgs.append(json.loads(rest[:n]))
        out = rest[n:]
    return msgs


def run(data: bytes, timeout: float = 120, server: list[str] = SERVER) -> tuple[list[dict], bytes, int]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(server, input=data, capture_output=True, timeout=timeout, env=env)
    return parse(proc.stdout), proc.stderr, proc.returncode


def answers(msgs: list[dict]) -> dict:
    return {m["id"]: m for m in msgs if "id" in m and "method" not in m and m["id"] is not None}


def null_errors(msgs: list[dict]) -> list[int]:
    return [m["error"]["code"] for m in msgs if m.get("id", 0) is None and "error" in m]


def published(msgs: list[dict], uri: str = URI) -> list[dict]:
    return [m["params"] for m in msgs if m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri]


def test_oversized_message_is_refused_and_the_next_one_is_served():
    data = init() + b"Content-Length: 1000000000000\r\n\r\n" + b"x" * 100 + open_doc("s_lod\n") \
        + hover(2, 0, 2) + finish()
    msgs, err, rc = run(data)
    assert rc == 0 and b"Traceback" not in err
    assert null_errors(msgs) == [-32600]
    assert "s_lod" in answers(msgs)[2]["result"]["contents"]["value"]
    assert set(answers(msgs)) == {1, 2, 999}


@pytest.mark.parametrize("header", [
    b"Content-Length: abc\r\n\r\n", b"Content-Length: -5\r\n\r\n", b"Content-Length: 1e3\r\n\r\n",
    b"Content-Type: application/json\r\n\r\n", b"garbage without colon\r\n\r\n", b"X" * 10000 + b"\r\n\r\n",
], ids=["non-numeric", "negative", "float", "no-length", "no-header", "long-line"])
def test_malformed_header_gets_an_error_and_reading_resumes(header):
    body = json.dumps({"jsonrpc": "2.0", "id": 7, "method": "shutdown"}).encode()
    data = init() + header + body + open_doc("s_lod\n") + hover(2, 0, 2) + finish()
    msgs, err, rc = run(data)
    assert rc == 0 and b"Traceback" not in err
    assert null_errors(msgs) and set(null_errors(msgs)) <= {-32700, -32600}
    assert 7 not in answers(msgs)  # a body without a valid header is skipped, not guessed at
    assert "s_lod" in answers(msgs)[2]["result"]["contents"]["value"]


def test_lf_only_headers_are_read():
    body = json.dumps({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {
        "textDocument": {"uri": URI}, "position": {"line": 0, "character": 1}}}).encode()
    data = init() + open_doc("s_lod\n") + b"Content-Length: %d\n\n" % len(body) + body + finish()
    msgs, err, rc = run(data)
    assert "s_lod" in answers(msgs)[3]["result"]["contents"]["value"]


@pytest.mark.parametrize("raw, code", [
    (b"{not json", -32700), (b"\xff\xfe\x00", -32700), (b"[" * 100000 + b"]" * 100000, -32600),
    (b"[]", -32600), (b"42", -32600), (b'"text"', -32600), (b"null", -32600),
    (b'{"jsonrpc": "1.0", "method": "x"}', -32600), (b'{"jsonrpc": "2.0"}', -32600),
    (b'{"jsonrpc": "2.0", "id": {"a": 1}, "method": "shutdown"}', -32600),
    (b'{"jsonrpc": "2.0", "method": 5}', -32600), (b'{"jsonrpc": "2.0", "id": 1' + b"1" * 5000 + b"}", -32700),
], ids=["broken", "bad-utf8", "deep", "empty-batch", "number", "string", "null", "version", "empty",
        "object-id", "method-type", "huge-int"])
def test_malformed_messages_get_jsonrpc_errors(raw, code):
    msgs, err, rc = run(init() + frame(raw=raw) + open_doc("s_lod\n") + hover(2, 0, 2) + finish())
    assert rc == 0 and b"Traceback" not in err
    assert null_errors(msgs) == [code] or (raw == b"[" * 100000 + b"]" * 100000 and null_errors(msgs) == [-32700])
    assert "s_lod" in answers(msgs)[2]["result"]["contents"]["value"]


def test_batch_requests_each_get_an_error():
    batch = json.dumps([{"jsonrpc": "2.0", "id": 5, "method": "shutdown"},
                        {"jsonrpc": "2.0", "method": "initialized"},
                        {"jsonrpc": "2.0", "id": 6, "method": "textDocument/hover"}]).encode()
    msgs, err, rc = run(init() + frame(raw=batch) + finish())
    got = answers(msgs)
    assert got[5]["error"]["code"] == got[6]["error"]["code"] == -32600
    assert rc == 0 and b"Traceback" not in err


def test_invalid_positions_answer_errors_without_tracebacks():
    data = init() + open_doc("s_lod\n") + hover(2, -5, 2) + hover(3, 0, -1) + hover(4, 2 ** 40, 0) \
        + request(5, "textDocument/hover", {"textDocument": {"uri": URI}, "position": "x"}) \
        + request(6, "textDocument/hover", None) + hover(7, 0, 2) + finish()
    msgs, err, rc = run(data)
    got = answers(msgs)
    assert all(got[i]["error"]["code"] == -32602 for i in (2, 3, 4, 5, 6))
    assert "s_lod" in got[7]["result"]["contents"]["value"]
    assert rc == 0 and b"Traceback" not in err


def test_cancelled_requests_are_not_run():
    data = init() + open_doc(SLOW_TEXT) + hover(2, 0, 2) + notify("$/cancelRequest", {"id": 2}) \
        + hover(3, 0, 2) + finish()
    msgs, err, rc = run(data)
    got = answers(msgs)
    assert got[2]["error"]["code"] == -32800
    assert "s_bogus0" in got[3]["result"]["contents"]["value"]


def test_a_change_past_the_end_is_clamped_not_dropped():
    text = "s_movk_i32 s0, 0x1\ns_movk_i32 s1, 0x2\n"
    far = {"line": 2 ** 40, "character": 2 ** 40}
    changes = [
        change(2, [{"range": {"start": {"line": 1, "character": 0}, "end": far}, "text": "s_lod"}]),
        change(3, [{"range": {"start": {"line": -3, "character": -7}, "end": {"line": 0, "character": 0}},
                    "text": "s_bad "}]),
    ]
    data = init() + open_doc(text) + b"".join(changes) + hover(2, 1, 1) + hover(3, 0, 1) + finish()
    msgs, err, rc = run(data)
    got = answers(msgs)
    assert "s_lod" in got[2]["result"]["contents"]["value"]  # line 1 is now "s_lod", the end removed
    assert "s_bad" in got[3]["result"]["contents"]["value"]
    last = published(msgs)[-1]
    assert last["version"] == 3
    assert [d["range"]["start"]["line"] for d in last["diagnostics"] if d["severity"] == 1] == [0, 1]
    assert b"Traceback" not in err


def test_a_flood_of_changes_publishes_the_latest_version_only():
    """2,000 edits arrive while the server is busy: they are applied in order, and
    diagnostics are computed and published once, for the last version."""
    n = 2000
    edits = b"".join(change(v, [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                                 "text": "x"}]) for v in range(2, n + 2))
    data = init() + open_doc(SLOW_TEXT) + edits + hover(2, 0, 1) + finish()
    msgs, err, rc = run(data, timeout=300)
    versions = [p["version"] for p in published(msgs)]
    assert versions[0] == 1 and versions[-1] == n + 1
    assert len(versions) <= 3, versions  # the open, the flood (maybe split once by the reader)
    got = answers(msgs)
    assert "x" * n + "s_bogus0" in json.dumps(got[2]["result"])
    first = [d for d in published(msgs)[-1]["diagnostics"] if d["range"]["start"]["line"] == 0]
    assert first and first[0]["range"]["end"]["character"] == n + len("s_bogus0")


# --- property: arbitrary bytes never stop the server -------------------------------

_piece = st.one_of(
    st.binary(max_size=40),
    st.sampled_from([b"Content-Length: ", b"\r\n", b"\r\n\r\n", b"{", b"}", b'"jsonrpc": "2.0"', b"12", b"-1",
                     b"Content-Length: 99999999999\r\n\r\n", b"Content-Type: x\r\n"]),
    st.builds(lambda o: frame(o), st.dictionaries(st.sampled_from(["jsonrpc", "id", "method", "params"]),
                                                  st.one_of(st.none(), st.integers(), st.text(max_size=10),
                                                            st.just("2.0"), st.just("textDocument/hover")),
                                                  max_size=4)),
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_piece, max_size=12))
def test_random_bytes_never_stop_the_server(pieces):
    garbage = b"".join(pieces)
    # whatever the garbage did to framing, a clean message after a resync point is served
    data = init() + garbage + b"\r\n\r\n" + open_doc("s_lod\n") + hover(424242, 0, 2) + finish()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(SERVER, input=data, capture_output=True, timeout=60, env=env)
    assert b"Traceback" not in proc.stderr
    assert proc.returncode in (0, 1)  # an "exit" inside the garbage (without shutdown) is 1
    parse(proc.stdout)  # whatever came out is well-framed


def completion(i, line, character, uri: str = URI) -> bytes:
    return request(i, "textDocument/completion", {"textDocument": {"uri": uri},
                                                  "position": {"line": line, "character": character}})


def test_completion_answered_from_json_like_the_protocol_says():
    """Completion skips lsprotocol (server.fast_requests): its JSON is an LSP CompletionList;
    params of another shape still get pygls' errors, and after shutdown none is answered."""
    data = init() + open_doc("s_movk_i32 s0, 0x1\n\n") + completion(2, 1, 0) + completion(3, 0, 3) \
        + completion(4, -1, 0) + request(5, "textDocument/completion", {"textDocument": {"uri": URI}, "position": "x"}) \
        + completion(6, 0, 2 ** 40) + request(999, "shutdown") + completion(7, 1, 0) + notify("exit")
    msgs, err, rc = run(data)
    got = answers(msgs)
    every = got[2]["result"]
    assert every["isIncomplete"] is False and len(every["items"]) > 500
    (movk,) = [it for it in every["items"] if it["label"] == "s_movk_i32"]
    assert movk["kind"] == 3 and movk["data"] == {"gen": "gfx9", "name": "s_movk_i32"}
    assert movk["textEdit"] == {"range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0}},
                                "newText": "s_movk_i32"}
    typed = got[3]["result"]["items"]
    assert typed and all(it["textEdit"]["range"]["end"]["character"] == 3 for it in typed)
    assert [it["sortText"] for it in typed] == sorted(it["sortText"] for it in typed)
    assert all(got[i]["error"]["code"] == -32602 for i in (4, 5, 6))
    assert "result" not in got.get(7, {})  # (pygls drops it, as before)
    assert b"Traceback" not in err


def test_an_initialize_answered_early_is_answered_once():
    """The first initialize is answered before the server is loaded (initialize.py): a
    cancellation that follows it comes too late, and pygls' own answer is not sent again;
    no warning says the early answer differed from pygls'."""
    data = request(1, "initialize", {"capabilities": {"general": {"positionEncodings": ["utf-16", "utf-8"]}}}) \
        + notify("$/cancelRequest", {"id": 1}) + notify("initialized") + open_doc("s_lod\n") \
        + request(2, "textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 2}}) \
        + finish()
    msgs, err, rc = run(data)
    assert [m["id"] for m in msgs if m.get("id") == 1] == [1]
    assert answers(msgs)[1]["result"]["capabilities"]["positionEncoding"] == "utf-8"
    assert "s_lod" in answers(msgs)[2]["result"]["contents"]["value"]
    logs = [m["params"]["message"] for m in msgs if m.get("method") == "window/logMessage"]
    assert not [t for t in logs if "differs" in t], logs
    assert rc == 0 and b"Traceback" not in err


def test_client_capabilities_pygls_refuses_after_an_early_answer():
    """Capabilities the early answer does not look into (a hover content format that is
    no MarkupKind): already answered, the server says it ignores them and goes on, with
    the position encoding it answered (UTF-8: a column counts bytes)."""
    caps = {"general": {"positionEncodings": ["utf-8"]}, "textDocument": {"hover": {"contentFormat": ["bogus"]}}}
    data = request(1, "initialize", {"capabilities": caps}) + notify("initialized") + open_doc("// é\ns_lod\n") \
        + request(2, "textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 1, "character": 2}}) \
        + finish()
    msgs, err, rc = run(data)
    got = answers(msgs)
    assert got[1]["result"]["capabilities"]["positionEncoding"] == "utf-8"
    assert "s_lod" in got[2]["result"]["contents"]["value"]
    logs = [m["params"]["message"] for m in msgs if m.get("method") == "window/logMessage"]
    assert any("invalid params for initialize" in t and "ignored" in t for t in logs), logs
    assert rc == 0 and b"Traceback" not in err


def test_initialize_params_pygls_refuses():
    """Not answered early (initialize.py is not sure of them; which params go that way:
    test_initialize.UNSURE): pygls refuses them as it always did (-32602); the server goes
    on without client capabilities, and the initialized notification that follows logs no
    traceback."""
    data = request(1, "initialize", {"capabilities": 5}) + notify("initialized") + open_doc("s_lod\n") + hover(2, 0, 2) + finish()
    msgs, err, rc = run(data)
    got = answers(msgs)
    assert got[1]["error"]["code"] == -32602
    assert "s_lod" in got[2]["result"]["contents"]["value"]
    logs = [m["params"]["message"] for m in msgs if m.get("method") == "window/logMessage"]
    assert not [t for t in logs if "Traceback" in t], logs
    assert rc == 0 and b"Traceback" not in err


def test_exit_while_the_client_keeps_stdin_open():
    """Editors send exit and keep their end of stdin open until the server has gone: the
    server exits with LSP's status (0 after shutdown), not an abort (its stdin reader is
    blocked in a read then; CPython aborted at shutdown waiting for that read's lock)."""
    import time

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        proc.stdin.write(init() + open_doc("s_lod\n") + hover(2, 0, 2))
        proc.stdin.flush()
        time.sleep(1)  # (the reader thread is then waiting for more input)
        proc.stdin.write(finish())
        proc.stdin.flush()
        rc = proc.wait(timeout=120)
        out, err = proc.stdout.read(), proc.stderr.read()
    finally:
        proc.kill()
        proc.stdin.close()
    assert rc == 0, err[-500:]
    assert b"Fatal Python error" not in err and b"Traceback" not in err
    assert "s_lod" in answers(parse(out))[2]["result"]["contents"]["value"]
