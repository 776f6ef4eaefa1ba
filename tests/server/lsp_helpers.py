"""Helpers for the server tests: a pytest-lsp client of ``python -m gcnls serve``."""

from __future__ import annotations

import asyncio
import os
import sys
import weakref
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = Path(__file__).resolve().parents[2]
SERVER = [sys.executable, "-m", "gcnls", "serve"]
LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"
# How long a wait for the server may last before the test fails with "server did not
# answer". Not a speed claim (speed lives in benchmarks/): only a hung or dead server, or
# a message that never comes, runs into it.
CEILING = 900.0


def server_config() -> ClientServerConfig:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return ClientServerConfig(server_command=SERVER, server_env=env)


def init_params(options: dict | None = None, encodings: list[str] | None = None) -> lsp.InitializeParams:
    caps = lsp.ClientCapabilities(
        general=lsp.GeneralClientCapabilities(position_encodings=encodings) if encodings else None,
        window=lsp.WindowClientCapabilities(work_done_progress=True),
        text_document=lsp.TextDocumentClientCapabilities(
            hover=lsp.HoverClientCapabilities(content_format=[lsp.MarkupKind.Markdown]),
            completion=lsp.CompletionClientCapabilities(completion_item=lsp.ClientCompletionItemOptions(
                documentation_format=[lsp.MarkupKind.Markdown]))),
        workspace=lsp.WorkspaceClientCapabilities(configuration=False),
    )
    return lsp.InitializeParams(capabilities=caps, initialization_options=options or {})


class Session:
    """Helpers over a pytest-lsp client: open/change documents and wait for diagnostics."""

    counter = 0

    def __init__(self, client: LanguageClient):
        self.client = client

    def uri(self, stem: str = "doc") -> str:
        Session.counter += 1
        return f"file:///tmp/gcnls-test/{stem}{Session.counter}.s"

    async def diagnostics(self, uri: str, version: int | None) -> list[lsp.Diagnostic]:
        """Wait until diagnostics for ``uri`` at ``version`` are published."""
        await wait_for(lambda: (p := self._latest.get(uri)) is not None and (version is None or p.version == version),
                       f"diagnostics for {uri} v{version}")
        return self._latest[uri].diagnostics

    async def barrier(self) -> None:
        """One request round trip: everything the server sent before answering it has arrived."""
        await self.client.protocol.send_request_async(
            "gcnls/lineEncoding", {"textDocument": {"uri": "file:///gcnls-test/barrier.s"},
                                   "position": {"line": 0, "character": 0}})

    async def settled(self, uri: str, version: int, diags: list[lsp.Diagnostic], want, seconds: float = 60.0):
        """``diags`` (the first publish of ``version``) or, when ``want(diags)`` does not hold,
        the publish that follows it: a document checked through its expansion is published
        twice, its first pass and then with the whole-kernel checks (Document.complete_due),
        the second once input pauses. A server that sends no second publish within
        ``seconds`` leaves ``diags`` (the caller's comparison then fails)."""
        if want(diags):
            return diags
        n = self.client._gcnls_count.get(uri, 0)
        try:
            await wait_for(lambda: self.client._gcnls_count.get(uri, 0) > n, f"the complete publish of {uri}",
                           ceiling=seconds)
        except AssertionError:
            return diags
        latest = self._latest[uri]
        return latest.diagnostics if latest.version == version else diags

    @property
    def _latest(self) -> dict:
        return self.client._gcnls_latest

    async def open(self, text: str, uri: str | None = None, version: int = 1) -> tuple[str, list[lsp.Diagnostic]]:
        uri = uri or self.uri()
        self.client.text_document_did_open(lsp.DidOpenTextDocumentParams(
            lsp.TextDocumentItem(uri=uri, language_id="gcn", version=version, text=text)))
        return uri, await self.diagnostics(uri, version)

    async def change(self, uri: str, version: int, changes: list) -> list[lsp.Diagnostic]:
        self.client.text_document_did_change(lsp.DidChangeTextDocumentParams(
            lsp.VersionedTextDocumentIdentifier(uri=uri, version=version), changes))
        return await self.diagnostics(uri, version)

    def close(self, uri: str) -> None:
        self.client.text_document_did_close(lsp.DidCloseTextDocumentParams(lsp.TextDocumentIdentifier(uri)))

    async def hover(self, uri: str, line: int, character: int) -> lsp.Hover | None:
        return await self.client.text_document_hover_async(lsp.HoverParams(
            lsp.TextDocumentIdentifier(uri), lsp.Position(line, character)))

    async def complete(self, uri: str, line: int, character: int) -> lsp.CompletionList:
        return await self.client.text_document_completion_async(lsp.CompletionParams(
            lsp.TextDocumentIdentifier(uri), lsp.Position(line, character)))


_ARRIVALS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _arrival() -> asyncio.Event:
    """Set whenever any message from a server arrives (one event per event loop)."""
    loop = asyncio.get_running_loop()
    event = _ARRIVALS.get(loop)
    if event is None:
        event = _ARRIVALS[loop] = asyncio.Event()
    return event


def track_latest(client: LanguageClient) -> None:
    """Record the latest published diagnostics per document, and wake wait_for on every message."""
    client._gcnls_latest = {}
    client._gcnls_count = {}  # uri -> publishes so far

    def _published(params: lsp.PublishDiagnosticsParams):
        client.diagnostics[params.uri] = params.diagnostics
        client._gcnls_latest[params.uri] = params
        client._gcnls_count[params.uri] = client._gcnls_count.get(params.uri, 0) + 1

    client.protocol.fm._features[lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = _published
    handle = client.protocol.handle_message

    def _handle(message):
        try:
            return handle(message)
        finally:
            _arrival().set()

    client.protocol.handle_message = _handle


async def wait_for(pred, what: str = "the expected message", ceiling: float = CEILING) -> bool:
    """Wait until ``pred()`` holds, re-checking it whenever a message from the server
    arrives. Fails with "server did not answer" only after ``ceiling`` seconds."""
    loop = asyncio.get_running_loop()
    end = loop.time() + ceiling
    event = _arrival()
    while True:
        event.clear()
        if pred():
            return True
        left = end - loop.time()
        if left <= 0:
            raise AssertionError(f"server did not answer within {ceiling:.0f} s: {what}")
        try:
            await asyncio.wait_for(event.wait(), left)
        except TimeoutError:
            pass


def text_of_range(text: str, rng: lsp.Range) -> str:
    lines = text.split("\n")
    line = lines[rng.start.line]
    return line[rng.start.character:rng.end.character]
