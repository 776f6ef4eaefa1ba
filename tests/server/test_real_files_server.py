"""The examples/ kernels through the real server (LSP over stdio), as an editor opens
them from the checkout: no diagnostic on a correct kernel, the outline lists its kernel
descriptor and macros, go to definition leads into the included header."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as lsp

pytestmark = pytest.mark.asyncio(loop_scope="module")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


async def _open(session, name: str):
    path = EXAMPLES / name
    return await session.open(path.read_text(), uri=path.as_uri())


async def test_sgemm_outline_and_definition_into_the_header(session):
    uri, diags = await _open(session, "sgemm-gfx900.s")
    assert [d for d in diags if d.severity in (lsp.DiagnosticSeverity.Error, lsp.DiagnosticSeverity.Warning)] == []
    syms = await session.client.text_document_document_symbol_async(lsp.DocumentSymbolParams(
        lsp.TextDocumentIdentifier(uri)))
    kinds = {(s.name, s.detail) for s in syms}
    assert ("sgemm_nn_64x64", ".amdhsa_kernel") in kinds, sorted(kinds)
    assert ("COMPUTE_TILE", "macro") in kinds and ("sgemm_nn_64x64", "label") in kinds
    lines = (EXAMPLES / "sgemm-gfx900.s").read_text().splitlines()
    line = next(i for i, t in enumerate(lines) if t.strip().startswith("LDS_WRITE_X4 vgprLdsWrA, vgprG2LA"))
    col = lines[line].index("vgprG2LA") + 2
    loc = await session.client.text_document_definition_async(lsp.DefinitionParams(
        lsp.TextDocumentIdentifier(uri), lsp.Position(line, col)))
    loc = loc[0] if isinstance(loc, list) else loc
    header = (EXAMPLES / "gemm-regs.inc").read_text().splitlines()
    assert loc.uri == (EXAMPLES / "gemm-regs.inc").as_uri()
    assert header[loc.range.start.line].startswith(".set vgprG2LA,")
    assert (loc.range.start.character, loc.range.end.character) == (5, 13)
