"""The smallest end-to-end check: open a document, get its diagnostic and a hover."""

import pytest
from lsprotocol import types as lsp

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_open_diagnostics(session):
    uri, diags = await session.open("s_load_dwordx2 s[3:4], s[2:3], 0x4\n")
    assert [d.code for d in diags] == ["misaligned-register"]
    h = await session.hover(uri, 0, 3)
    assert h.contents.kind == lsp.MarkupKind.Markdown
    assert "s_load_dwordx2" in h.contents.value and "invalid register alignment" in h.contents.value


async def test_macro_document_over_the_protocol(session):
    """A macro call is checked through its expansion: the error is on the call line, with
    related information into the body; folding and definition work on the same text."""
    text = ".macro m r\n  ds_read_b32 v\\r, v1\n.endm\nm 1\nm 300\n"
    uri, diags = await session.open(text)
    assert [d.range.start.line for d in diags] == [4]
    assert diags[0].related_information and diags[0].related_information[0].location.range.start.line == 1
    folds = await session.client.text_document_folding_range_async(
        lsp.FoldingRangeParams(text_document=lsp.TextDocumentIdentifier(uri)))
    assert [(f.start_line, f.end_line) for f in folds] == [(0, 2)]
    loc = await session.client.text_document_definition_async(
        lsp.DefinitionParams(lsp.TextDocumentIdentifier(uri), lsp.Position(3, 0)))
    assert loc.range.start.line == 0
    h = await session.hover(uri, 3, 0)
    assert "ds_read_b32 v1, v1" in h.contents.value
