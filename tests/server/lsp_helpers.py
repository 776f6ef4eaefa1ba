"""Helpers for the server tests: a pytest-lsp client of ``python -m gcnls serve``."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = Path(__file__).resolve().parents[2]
SERVER = [sys.executable, "-m", "gcnls", "serve"]
LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"


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

    async def diagnostics(self, uri: str, version: int | None, timeout: float = 20) -> list[lsp.Diagnostic]:
        """Wait until diagnostics for ``uri`` at ``version`` are published."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            p = self._latest.get(uri)
            if p is not None and (version is None or p.version == version):
                return p.diagnostics
            if loop.time() > deadline:
                raise TimeoutError(f"no diagnostics for {uri} v{version}")
            await asyncio.sleep(0.01)

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


def track_latest(client: LanguageClient) -> None:
    client._gcnls_latest = {}

    def _published(params: lsp.PublishDiagnosticsParams):
        client.diagnostics[params.uri] = params.diagnostics
        client._gcnls_latest[params.uri] = params

    client.protocol.fm._features[lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = _published




async def wait_for(pred, timeout: float = 10.0) -> bool:
    """Poll ``pred`` until it holds or ``timeout`` seconds pass; its last value."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        if pred():
            return True
        await asyncio.sleep(0.02)
    return bool(pred())


def text_of_range(text: str, rng: lsp.Range) -> str:
    lines = text.split("\n")
    line = lines[rng.start.line]
    return line[rng.start.character:rng.end.character]
