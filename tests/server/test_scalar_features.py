"""The server's features on the scalar ALU (pure functions over a Document, no client):
hovers decode s_waitcnt, sendmsg and inline constants; completion offers counter and
message names; signature help names the scalar-source kind; its lines encode without diagnostics."""

from __future__ import annotations

from gcnls.server import completion, hover
from gcnls.server.documents import Document
from gcnls.server.features import signature

TEXT = (".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n"
        "s_waitcnt vmcnt(0) lgkmcnt(3)\n"
        "s_mov_b32 s0, 1.0\n"
        "s_add_u32 s0, s1, 0x1234\n"
        "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)\n"
        "s_cbranch_scc0 lbl\n"
        "lbl:\n"
        "s_endpgm\n")


def _doc() -> Document:
    return Document("file:///scalar.s", TEXT)


def _hover(doc, line: int, word: str) -> str:
    col = doc.line(line).index(word) + 1
    found = hover.hover(doc, line, col, [])
    assert found is not None, (line, word)
    return found[0]


def test_scalar_alu_lines_encode_without_diagnostics():
    doc = _doc()
    for line in range(1, 8):
        r = doc.results[line]
        assert not r.diagnostics, (doc.line(line), r.diagnostics)
        assert r.encoded is not None or r.statement.mnemonic is None, doc.line(line)


def test_waitcnt_immediate_is_decoded_on_hover():
    text = _hover(_doc(), 1, "vmcnt")
    assert "vmcnt(0) lgkmcnt(3)" in text and "| expcnt | no wait | 7 |" in text and "| lgkmcnt | 3 | 15 |" in text


def test_inline_constant_and_literal_hovers():
    doc = _doc()
    assert "inline constant" in _hover(doc, 2, "1.0") and "242" in _hover(doc, 2, "1.0")
    assert "literal" in _hover(doc, 3, "0x1234")


def test_sendmsg_hover_names_message_operation_and_stream():
    assert "message 2, operation 2, stream 1" in _hover(_doc(), 4, "sendmsg(MSG")


def test_mnemonic_hover_shows_encoding_fields_opcodes_and_effects():
    text = _hover(_doc(), 3, "s_add_u32")
    assert "SOP2" in text and "ssrc1" in text and "writes" in text and "`scc`" in text


def test_counter_and_message_names_complete():
    doc = _doc()
    labels = [i.label for i in completion.complete("s_waitcnt ", doc.proc, []).items]
    assert labels[:3] == ["vmcnt(0)", "expcnt(0)", "lgkmcnt(0)"]
    more = [i.label for i in completion.complete("s_waitcnt vmcnt(0) ", doc.proc, []).items]
    assert "lgkmcnt(0)" in more
    msgs = [i.label for i in completion.complete("s_sendmsg ", doc.proc, []).items]
    assert "sendmsg(MSG_INTERRUPT)" in msgs and "sendmsg(MSG_GS)" in msgs
    branch = [i.label for i in completion.complete("s_cbranch_scc0 ", doc.proc, ["lbl"]).items]
    assert branch == ["lbl"]


def test_signature_help_names_scalar_sources():
    label, params, active, _ = signature("s_add_u32 s0, ", _doc().proc)
    assert label == "s_add_u32 sdst, ssrc0, ssrc1" and active == 1
    assert "32-bit scalar source" in params[1][2]
