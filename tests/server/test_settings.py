"""A server started with initializationOptions, UTF-8 positions, and no usable llvm-mc."""

from __future__ import annotations

import os

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_helpers import SERVER, Session, init_params, server_config, track_latest, wait_for

pytestmark = pytest.mark.asyncio(loop_scope="module")


def _config() -> ClientServerConfig:
    cfg = server_config()
    env = dict(cfg.server_env)
    env["GCNLS_LLVM_MC"] = "/nonexistent/llvm-mc"
    return ClientServerConfig(server_command=SERVER, server_env=env)


@pytest_lsp.fixture(config=_config(), scope="module")
async def client(lsp_client: LanguageClient):
    track_latest(lsp_client)
    result = await lsp_client.initialize_session(init_params(
        {"mcpu": "gfx803", "crossCheck": {"onSave": False}, "llvmMcPath": "/nonexistent"},
        encodings=[lsp.PositionEncodingKind.Utf16, lsp.PositionEncodingKind.Utf8]))
    lsp_client._gcnls_init = result
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def session(client) -> Session:
    return Session(client)


async def test_utf8_negotiated(client):
    assert client._gcnls_init.capabilities.position_encoding == lsp.PositionEncodingKind.Utf8


async def test_capabilities(client):
    caps = client._gcnls_init.capabilities
    assert caps.hover_provider and caps.completion_provider and caps.definition_provider
    assert caps.semantic_tokens_provider and caps.signature_help_provider and caps.document_symbol_provider
    assert "gcnls.crossCheck" in caps.execute_command_provider.commands
    sync = caps.text_document_sync
    assert sync.change == lsp.TextDocumentSyncKind.Incremental


async def test_initialization_option_mcpu(session):
    uri, diags = await session.open("s_atomic_add s5, s[2:3], 0x0\n")
    assert [d.code for d in diags] == ["wrong-generation"]
    assert "gfx803" in diags[0].message


async def test_directive_beats_setting(session):
    uri, diags = await session.open('.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\ns_atomic_add s5, s[2:3], 0x0\n')
    assert not diags


async def test_utf8_columns(session):
    text = "/*é😀*/ s_load_dwordx2 s[3:4], s[2:3], 0x4\n"
    uri, diags = await session.open(text)
    d = [d for d in diags if d.code == "misaligned-register"][0]
    prefix = text[:text.index("s[3:4]")]
    assert d.range.start.character == len(prefix.encode("utf-8"))
    h = await session.hover(uri, 0, len("/*é😀*/ s_l".encode("utf-8")))
    assert h is not None and "s_load_dwordx2" in h.contents.value


async def test_cross_check_without_llvm_mc_shows_one_message(session, client):
    uri, _ = await session.open("s_movk_i32 s0, 0x1\ns_movk_i32 s1, 0x2\n")
    before = len(client.messages)
    res = await client.workspace_execute_command_async(lsp.ExecuteCommandParams(
        command="gcnls.crossCheck", arguments=[uri]))
    await wait_for(lambda: len(client.messages) > before, "a window/showMessage about the missing llvm-mc")
    await session.barrier()
    new = client.messages[before:]
    assert len(new) == 1 and "llvm-mc" in new[0].message
    assert isinstance(res, dict) and res.get("error")
    latest = client._gcnls_latest[uri]
    assert not [d for d in latest.diagnostics if d.source == "llvm-mc"]


async def test_handler_errors_are_logged_and_server_survives(session, client):
    # The handler fails (a line that is not a number): the error goes to
    # window/logMessage, the request answers null, the next request is served.
    uri, _ = await session.open("s_movk_i32 s0, 0x1\n")
    before = len(client.log_messages)
    res = await client.protocol.send_request_async(
        "gcnls/lineEncoding", {"textDocument": {"uri": uri}, "position": {"line": "abc", "character": 0}})
    assert res is None
    await wait_for(lambda: any(m.type == lsp.MessageType.Error for m in client.log_messages[before:]),
                   "the handler failure in window/logMessage")
    logged = [m for m in client.log_messages[before:] if m.type == lsp.MessageType.Error]
    assert logged and "line_encoding failed" in logged[0].message
    assert (await session.hover(uri, 0, 2)) is not None


async def test_garbage_on_stdio_does_not_stop_the_server():
    """Raw bytes: broken JSON, bad UTF-8, invalid params, unknown documents; every
    request still gets an answer and the server exits cleanly."""
    import json
    import subprocess

    from lsp_helpers import ROOT

    def frame(obj=None, raw=None):
        body = raw if raw is not None else json.dumps(obj).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    doc = {"uri": "file:///a.s", "languageId": "gcn", "version": 1, "text": "s_lod\n"}
    data = b"".join([
        frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
        frame(raw=b"{not json"),
        frame(raw=b"\x00\xff\xfe garbage"),
        frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": doc}}),
        frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": "file:///zzz.s", "version": 2}, "contentChanges": [{"text": "x"}]}}),
        frame({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {
            "textDocument": {"uri": "file:///a.s"}, "position": {"line": 0, "character": 2}}}),
        frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {
            "textDocument": {"uri": "file:///a.s"}, "position": {"line": -5, "character": 2}}}),
        frame({"jsonrpc": "2.0", "id": 4, "method": "textDocument/completion", "params": {
            "textDocument": {"uri": "file:///a.s"}, "position": {"line": 0, "character": 99999}}}),
        frame({"jsonrpc": "2.0", "id": 5, "method": "shutdown"}),
        frame({"jsonrpc": "2.0", "method": "exit"}),
    ])
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(SERVER, input=data, capture_output=True, timeout=60, env=env)
    assert proc.returncode == 0
    answers = {}
    parse_errors = []
    for chunk in proc.stdout.split(b"Content-Length: ")[1:]:
        msg = json.loads(chunk.split(b"\r\n\r\n", 1)[1])
        if msg.get("id") is None and "error" in msg:
            parse_errors.append(msg["error"]["code"])
        elif "id" in msg:
            answers[msg["id"]] = msg
    assert set(answers) == {1, 2, 3, 4, 5}
    assert parse_errors == [-32700, -32700]  # the two bodies that are not JSON
    assert b"Traceback" not in proc.stderr
    assert "s_lod" in answers[2]["result"]["contents"]["value"]
    assert answers[3]["error"]["code"] == -32602
