"""The server end to end: a real ``python -m gcnls serve`` subprocess driven over stdio."""

from __future__ import annotations

import os
import re
import subprocess

import pytest
from lsprotocol import types as lsp

from gcnls.server.documents import reference_diagnostics

from lsp_helpers import LLVM_MC, text_of_range, wait_for

import differential

pytestmark = pytest.mark.asyncio(loop_scope="module")


def llvm_mc_encoding(line: str, mcpu: str = "gfx900") -> str:
    out = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"], input=line + "\n",
                         capture_output=True, text=True, check=True, timeout=120).stdout
    m = re.search(r"; encoding: (\[[^\]]*\])", out)
    assert m, out
    return m.group(1)


def llvm_mc_error_lines(text: str, mcpu: str = "gfx900") -> list[tuple[int, int]]:
    """(line, column), 0-based, of every error llvm-mc 22 reports when it writes an object
    file (undefined labels are reported only then)."""
    proc = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={mcpu}", "-filetype=obj", "-o", os.devnull],
                          input=text.encode("utf-8", "surrogateescape"), capture_output=True, timeout=120)
    return sorted({(int(m[1]) - 1, int(m[2]) - 1)
                   for m in re.finditer(rb"^<stdin>:(\d+):(\d+): error: ", proc.stderr, re.M)})


def error_lines(diags: list[lsp.Diagnostic]) -> list[tuple[int, int]]:
    return sorted({(d.range.start.line, d.range.start.character)
                   for d in diags if d.severity == lsp.DiagnosticSeverity.Error})


# --- diagnostics ---------------------------------------------------------------------


async def test_misaligned_register_range(session):
    text = "s_load_dwordx2 s[3:4], s[2:3], 0x4\n"
    uri, diags = await session.open(text)
    assert len(diags) == 1
    d = diags[0]
    assert d.code == "misaligned-register" and d.source == "gcnls"
    assert d.severity == lsp.DiagnosticSeverity.Error
    assert d.message == "invalid register alignment"
    assert text_of_range(text, d.range) == "s[3:4]"


async def test_wrong_generation_message_and_data(session):
    text = '.amdgcn_target "amdgcn-amd-amdhsa--gfx803"\ns_atomic_add s5, s[2:3], 0x0\n'
    uri, diags = await session.open(text)
    (d,) = [d for d in diags if d.code == "wrong-generation"]
    assert d.message == "s_atomic_add is not available on gfx803 (GCN 1.2); it exists on GCN 1.4 (gfx9)"
    assert d.data["generations"] == ["gfx9"]
    assert text_of_range(text, d.range) == "s_atomic_add"
    assert d.related_information


async def test_unknown_mnemonic_suggestion_and_code_action(session):
    text = "s_lod_dwordx2 s[2:3], s[2:3], 0x4\n"
    uri, diags = await session.open(text)
    (d,) = diags
    assert d.code == "unknown-instruction"
    assert d.message.startswith("invalid instruction") and "did you mean" in d.message and "s_load_dwordx2" in d.message
    actions = await session.client.text_document_code_action_async(lsp.CodeActionParams(
        lsp.TextDocumentIdentifier(uri), d.range, lsp.CodeActionContext(diagnostics=[d])))
    assert any(a.title == "Replace with s_load_dwordx2" for a in actions)


async def test_other_targets_mnemonics_are_errors_as_in_llvm_mc(session, llvm_mc):
    # The inventory keeps only mnemonics llvm-mc 22 knows for other processors. On the
    # default target (gfx900) each of them is an error in both, at the same place, and
    # the only diagnostic of its line.
    from gcnls import isa

    names = sorted(isa.load().inventory)
    assert len(names) > 100
    text = "".join(f"{name} v0, v1\n" for name in names)
    uri, diags = await session.open(text)
    assert len(diags) == len(names)
    assert error_lines(diags) == llvm_mc_error_lines(text) == [(i, 0) for i in range(len(names))]


async def test_labels_undefined_and_duplicate(session, llvm_mc):
    text = "foo:\n s_cbranch_scc0 bar\nfoo:\n s_movk_i32 s0, 0x1\n"
    uri, diags = await session.open(text)
    codes = {d.code: d for d in diags}
    assert "duplicate-label" in codes and codes["duplicate-label"].range.start.line == 2
    assert codes["duplicate-label"].related_information[0].location.range.start.line == 0
    assert error_lines(diags) == llvm_mc_error_lines(text) == [(1, 16), (2, 0)]


async def test_undefined_branch_target(session, llvm_mc):
    # SOPK s_cbranch_i_fork takes a label (modelled)
    text = "s_cbranch_i_fork s[0:1], nowhere\n"
    uri, diags = await session.open(text)
    assert error_lines(diags) == llvm_mc_error_lines(text) == [(0, 25)]
    (und,) = [d for d in diags if d.code == "undefined-label"]
    assert text_of_range(text, und.range) == "nowhere" and und.severity == lsp.DiagnosticSeverity.Error


async def test_undefined_branch_target_and_definition(session):
    text = "s_branch nowhere\ns_cbranch_scc0 there\nthere:\n"
    uri, diags = await session.open(text)
    (und,) = [d for d in diags if d.code == "undefined-label"]
    assert und.range.start.line == 0 and text_of_range(text, und.range) == "nowhere"
    loc = await session.client.text_document_definition_async(lsp.DefinitionParams(
        lsp.TextDocumentIdentifier(uri), lsp.Position(1, 17)))
    loc = loc[0] if isinstance(loc, list) else loc
    assert loc.range.start.line == 2


async def test_close_clears(session):
    uri, diags = await session.open("s_load_dwordx2 s[3:4], s[2:3], 0x4\n")
    assert diags
    session.close(uri)
    assert await wait_for(lambda: list(session.client._gcnls_latest[uri].diagnostics) == [],
                          "empty diagnostics for the closed document")


async def test_incremental_edit_versions(session):
    text = "s_load_dwordx2 s[2:3], s[2:3], 0x4\ns_movk_i32 s0, 0x1\n"
    uri, diags = await session.open(text)
    assert not [d for d in diags if d.severity == lsp.DiagnosticSeverity.Error]
    diags = await session.change(uri, 2, [lsp.TextDocumentContentChangePartial(
        range=lsp.Range(lsp.Position(0, 17), lsp.Position(0, 20)), text="3:4")])
    assert [d.code for d in diags] == ["misaligned-register"]
    assert diags[0].range.start == lsp.Position(0, 15)
    # a block comment opened on line 0 swallows line 1 and, never closed, is llvm-mc's
    # "unterminated comment" there
    diags = await session.change(uri, 3, [lsp.TextDocumentContentChangePartial(
        range=lsp.Range(lsp.Position(0, 0), lsp.Position(0, 0)), text="/* ")])
    assert {d.range.start.line for d in diags} == {0} and diags[0].message == "unterminated comment"
    diags = await session.change(uri, 4, [lsp.TextDocumentContentChangePartial(
        range=lsp.Range(lsp.Position(1, 0), lsp.Position(1, 0)), text="*/ s_lod ")])
    assert [d.code for d in diags] == ["unknown-instruction"]
    assert diags[0].range.start.line == 1


# --- targets -------------------------------------------------------------------------


async def _encoding_target(session, uri):
    return await session.client.protocol.send_request_async(
        "gcnls/lineEncoding", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})


@pytest.mark.parametrize("head,mcpu", [
    ('.amdgcn_target "amdgcn-amd-amdhsa--gfx906:xnack+"', "gfx906"),
    ('.amdgcn_target "amdgcn-amd-amdhsa--gfx803"', "gfx803"),
    (".gpu Fiji", "gfx803"),
    (".gpu Tahiti", "gfx600"),
    (".arch GCN1.2", "gfx802"),
    (".arch GCN1.1", "gfx704"),
    (".arch GCN1.0", "gfx600"),
    (".arch GCN1.4", "gfx900"),
    ("; gcnls: mcpu=gfx803", "gfx803"),
    ("s_nop 0", "gfx900"),
])
async def test_target_detection(session, head, mcpu):
    uri, diags = await session.open(head + "\ns_movk_i32 s0, 0x1\n")
    res = await _encoding_target(session, uri)
    assert res.target.mcpu == mcpu
    assert not [d for d in diags if d.code in ("clrx-directive", "unknown-directive")]


async def test_unknown_processor(session):
    text = ".gpu Banana\ns_atomic_add s5, s[2:3], 0x0\n"
    uri, diags = await session.open(text)
    (d,) = [d for d in diags if d.code == "unknown-processor"]
    assert "Banana" in d.message and "gfx900" in d.message and "gfx803" in d.message
    assert text_of_range(text, d.range) == "Banana"
    res = await _encoding_target(session, uri)
    assert res.target.mcpu == "gfx900"
    assert not [d for d in diags if d.code == "wrong-generation"]


async def test_setting_via_configuration_change(session):
    uri, diags = await session.open("s_atomic_add s5, s[2:3], 0x0\n")
    assert not diags
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
        settings={"gcnls": {"mcpu": "gfx803"}}))
    await wait_for(lambda: session.client._gcnls_latest[uri].diagnostics, "diagnostics under mcpu=gfx803")
    assert [d.code for d in session.client._gcnls_latest[uri].diagnostics] == ["wrong-generation"]
    res = await _encoding_target(session, uri)
    assert res.target.mcpu == "gfx803" and res.target.title == "GCN 1.2"
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
        settings={"gcnls": {"mcpu": None}}))
    assert await wait_for(lambda: list(session.client._gcnls_latest[uri].diagnostics) == [],
                          "no diagnostics once the mcpu setting is gone")


async def test_defsym_via_configuration_change(session):
    """gcnls.defsym (workspace settings may give it: plain data) defines the symbols of
    every open document, as llvm-mc --defsym; a bad entry is left out."""
    uri, diags = await session.open("s_movk_i32 s0, depth\n")
    assert [d.message for d in diags] == ["invalid operand for instruction"]
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
        settings={"gcnls": {"defsym": ["depth=4", "bad"]}}))
    assert await wait_for(lambda: list(session.client._gcnls_latest[uri].diagnostics) == [],
                          "no diagnostics once depth is defined")
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
        settings={"gcnls": {"defsym": []}}))
    assert await wait_for(lambda: len(session.client._gcnls_latest[uri].diagnostics) == 1,
                          "the error again without the setting")


# --- hover ---------------------------------------------------------------------------

HOVER_LINES = [
    "s_load_dwordx2 s[2:3], s[2:3], 0x4",
    "s_atomic_add s5, s[2:3], 0x0",
    "s_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 4)",
    "ds_add_u32 v1, v2 offset:4",
    "s_movk_i32 s7, 0x1234",
]


@pytest.mark.parametrize("line", HOVER_LINES)
async def test_hover_bytes_match_llvm_mc(session, line, llvm_mc):
    uri, _ = await session.open(line + "\n")
    h = await session.hover(uri, 0, 2)
    text = h.contents.value
    want = llvm_mc_encoding(line)
    assert f"`{want}`" in text
    data = bytes(int(x, 16) for x in want[1:-1].split(","))
    words = " ".join(f"0x{int.from_bytes(data[k:k + 4], 'little'):08x}" for k in range(0, len(data), 4))
    assert words in text
    assert "gfx900" in text and "GCN 1.4" in text
    res = await session.client.protocol.send_request_async(
        "gcnls/lineEncoding", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})
    assert res.bytes == want
    assert list(res.words) == [int.from_bytes(data[k:k + 4], "little") for k in range(0, len(data), 4)]


async def test_hover_mnemonic_content(session):
    uri, _ = await session.open("s_load_dwordx2 s[2:3], s[2:3], 0x4\n")
    h = await session.hover(uri, 0, 5)
    v = h.contents.value
    assert h.contents.kind == lsp.MarkupKind.Markdown
    assert "s_load_dwordx2 sdata, sbase, offset" in v
    assert "SMEM" in v and "8 bytes" in v
    assert "| sbase | 0–5 | 1 (0x1) | `s[2:3]` (first SGPR 2 ÷ 2) |" in v
    assert "GCN 1.0 (gfx6)" in v and "0x01 (SMRD)" in v
    assert "lgkm" in v
    assert h.range.start.character == 0 and h.range.end.character == len("s_load_dwordx2")


async def test_hover_opcode_absent_generation(session):
    uri, _ = await session.open("s_atomic_add s5, s[2:3], 0x0\n")
    v = (await session.hover(uri, 0, 3)).contents.value
    row = [ln for ln in v.splitlines() if ln.startswith("| opcode")][0]
    assert row.count("—") == 3


async def test_hover_error_line_shows_docs_and_error(session):
    uri, _ = await session.open("s_load_dwordx2 s[3:4], s[2:3], 0x4\n")
    v = (await session.hover(uri, 0, 3)).contents.value
    assert "invalid register alignment" in v and "s_load_dwordx2 sdata, sbase, offset" in v
    reg = (await session.hover(uri, 0, 17)).contents.value
    assert "s3" in reg and "s4" in reg and "misaligned" in reg


async def test_hover_register(session):
    uri, _ = await session.open("s_load_dwordx2 s[2:3], s[4:5], 0x4\n")
    v = (await session.hover(uri, 0, 25)).contents.value
    assert "SGPR" in v and "`s4`, `s5`" in v and "Encoded value in field `sbase`: 2" in v and "holds" in v


async def test_hover_immediate(session):
    uri, _ = await session.open("s_movk_i32 s7, 0xfffe\n")
    v = (await session.hover(uri, 0, 17)).contents.value
    assert "65534" in v and "0xfffe" in v and "signed -2" in v and "simm16" in v


async def test_hover_hwreg(session):
    uri, _ = await session.open("s_getreg_b32 s1, hwreg(HW_REG_MODE, 2, 4)\n")
    v = (await session.hover(uri, 0, 25)).contents.value
    assert "HW_REG_MODE" in v and "Bits selected: 5:2" in v


async def test_hover_label(session):
    uri, _ = await session.open("loop:\n s_cbranch_i_fork s[0:1], loop\n")
    v = (await session.hover(uri, 1, 27)).contents.value
    assert "defined on line 1" in v


# --- completion ----------------------------------------------------------------------


async def test_completion_generation(session):
    uri, _ = await session.open('.amdgcn_target "amdgcn-amd-amdhsa--gfx803"\ns_at\n')
    res = await session.complete(uri, 1, 4)
    labels = {i.label for i in res.items}
    assert "s_atomic_add" not in labels and labels
    uri, _ = await session.open('.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\ns_at\n')
    res = await session.complete(uri, 1, 4)
    items = {i.label: i for i in res.items}
    assert "s_atomic_add" in items
    it = items["s_atomic_add"]
    assert it.text_edit.range == lsp.Range(lsp.Position(1, 0), lsp.Position(1, 4))
    assert "s_atomic_add" in it.detail
    resolved = await session.client.completion_item_resolve_async(it)
    assert resolved.documentation and "atomic" in resolved.documentation.value and "MEM32" in resolved.documentation.value


async def test_completion_case_follows_typing(session):
    uri, _ = await session.open("S_LOAD\n")
    res = await session.complete(uri, 0, 6)
    assert "S_LOAD_DWORDX2" in {i.label for i in res.items}


async def test_completion_operands(session):
    uri, _ = await session.open("s_load_dwordx2 \ns_load_dwordx2 s[2:3], s[4:5], 0x4 \nds_add_u32 v1, v2 \n")
    res = await session.complete(uri, 0, 15)
    labels = [i.label for i in res.items]
    assert "s[2:3]" in labels and "s[3:4]" not in labels
    res = await session.complete(uri, 1, 35)
    labels = [i.label for i in res.items]
    assert "glc" in labels and "offset:" in labels
    res = await session.complete(uri, 2, 18)
    assert {i.label for i in res.items} == {"offset:", "gds"}


async def test_completion_modifiers_not_repeated(session):
    uri, _ = await session.open("ds_add_u32 v1, v2 gds \n")
    res = await session.complete(uri, 0, 22)
    assert {i.label for i in res.items} == {"offset:"}


async def test_completion_hwreg_names(session):
    line = "s_getreg_b32 s1, hwreg(HW_R"
    uri, _ = await session.open(line + "\n")
    res = await session.complete(uri, 0, len(line))
    labels = {i.label for i in res.items}
    assert "HW_REG_MODE" in labels
    it = [i for i in res.items if i.label == "HW_REG_MODE"][0]
    assert it.text_edit.range.start.character == line.index("HW_R")


async def test_completion_labels_and_directives(session):
    uri, _ = await session.open("target_a:\n s_cbranch_i_fork s[0:1], \n.te\n")
    res = await session.complete(uri, 1, 26)
    assert "target_a" in {i.label for i in res.items}
    res = await session.complete(uri, 2, 3)
    assert ".text" in {i.label for i in res.items}


async def test_completion_in_comment_is_empty(session):
    uri, _ = await session.open("s_nop 0 ; s_lo\n")
    res = await session.complete(uri, 0, 14)
    assert res is None or not res.items


# --- other features ------------------------------------------------------------------


async def test_signature_help(session):
    line = "s_load_dwordx2 s[2:3], "
    uri, _ = await session.open(line + "\n")
    sh = await session.client.text_document_signature_help_async(lsp.SignatureHelpParams(
        lsp.TextDocumentIdentifier(uri), lsp.Position(0, len(line))))
    sig = sh.signatures[0]
    assert sig.label.startswith("s_load_dwordx2 sdata, sbase, offset")
    a, b = sig.parameters[sh.active_parameter].label
    assert sig.label[a:b] == "sbase"


async def test_symbols_definition_references(session):
    text = "start:\n s_movk_i32 s0, 0x1\nloop: s_cbranch_i_fork s[0:1], loop\n s_cbranch_i_fork s[0:1], start\n"
    uri, _ = await session.open(text)
    syms = await session.client.text_document_document_symbol_async(lsp.DocumentSymbolParams(
        lsp.TextDocumentIdentifier(uri)))
    assert [s.name for s in syms] == ["start", "loop"]
    loc = await session.client.text_document_definition_async(lsp.DefinitionParams(
        lsp.TextDocumentIdentifier(uri), lsp.Position(3, 28)))
    loc = loc[0] if isinstance(loc, list) else loc
    assert loc.range.start == lsp.Position(0, 0)
    refs = await session.client.text_document_references_async(lsp.ReferenceParams(
        context=lsp.ReferenceContext(include_declaration=True), text_document=lsp.TextDocumentIdentifier(uri),
        position=lsp.Position(2, 1)))
    assert sorted((r.range.start.line, r.range.start.character) for r in refs) == [(2, 0), (2, 31)]


async def test_semantic_tokens(session):
    text = "lab: s_load_dwordx2 s[2:3], s[2:3], 0x4 glc ; note\n.text\n"
    uri, _ = await session.open(text)
    toks = await session.client.text_document_semantic_tokens_full_async(lsp.SemanticTokensParams(
        lsp.TextDocumentIdentifier(uri)))
    from gcnls.server.semantic import TOKEN_TYPES

    data = toks.data
    decoded, line, col = [], 0, 0
    for k in range(0, len(data), 5):
        dl, dc, n, t, _ = data[k:k + 5]
        line += dl
        col = dc if dl else col + dc
        decoded.append((line, text.split("\n")[line][col:col + n], TOKEN_TYPES[t]))
    assert (0, "lab", "label") in decoded
    assert (0, "s_load_dwordx2", "mnemonic") in decoded
    assert (0, "0x4", "number") in decoded
    assert (0, "glc", "modifier") in decoded
    assert (0, "; note", "comment") in decoded
    assert (1, ".text", "directive") in decoded
    assert any(t == "register" for _, _, t in decoded)


async def test_line_encoding_without_instruction(session):
    uri, _ = await session.open("; nothing\n")
    res = await _encoding_target(session, uri)
    assert res.text is None and res.target.mcpu == "gfx900" and res.target.generation == "gfx9"


async def test_cross_check_command(session, llvm_mc):
    text = "s_load_dwordx2 s[2:3], s[2:3], 0x4\ns_movk_i32 s0, 0x1\n"
    uri, _ = await session.open(text)
    res = await session.client.workspace_execute_command_async(lsp.ExecuteCommandParams(
        command="gcnls.crossCheck", arguments=[uri]))
    assert isinstance(res, dict) and "error" not in res, res
    assert res["disagreements"] == 0 and res["mcpu"] == "gfx900"
    assert res["llvm_mc_path"]
    latest = session.client._gcnls_latest[uri]
    assert not [d for d in latest.diagnostics if d.source == "llvm-mc"]


# --- robustness ----------------------------------------------------------------------


async def test_requests_for_unopened_document(session):
    uri = "file:///never/opened.s"
    assert await session.hover(uri, 0, 0) is None
    assert await session.complete(uri, 0, 0) is None
    assert await session.client.protocol.send_request_async(
        "gcnls/lineEncoding", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}) is None


ODD_INPUT = {
    "nul": "\x00\x01\x02 s_nop \x00",
    "bom-crlf": "\ufeffs_load_dwordx2 s[2:3], s[2:3], 0x4\r\n",
    "crlf": "s_load_dwordx2 s[2:3], s[2:3], 0x4\r\ns_lod s0\r\n",
    "non-ascii": "é😀 s_movk_i32 s0, 0x1 ; ünïcode\n",
    "deep-expression": "s_movk_i32 s0, " + "1+" * 20000 + "1\n",
    "bad-bytes": "\x7f\x80\ufffd" * 100,
    "block-comments": "/* unterminated\n" * 3,
    "string": "\"unterminated string\n",
}


@pytest.mark.parametrize("name", ODD_INPUT)
async def test_odd_input(session, name, llvm_mc):
    """Errors on the lines where llvm-mc 22 reports them (known differences: the one
    allow-list, tests/data/known_differences.toml); the server answers hover and completion
    without a handler failure; what it published equals a fresh analysis of the text (the
    incremental machinery's own consistency, an extra property)."""
    text = ODD_INPUT[name]
    before = len(session.client.log_messages)
    uri, diags = await session.open(text)
    ours = {line for line, _ in error_lines(diags)}
    theirs = {line for line, _ in llvm_mc_error_lines(text)}
    known = [d for d in differential.known_differences("server-odd-input") if d.line == name]
    if known:
        assert ours != theirs, f"{name}: now agrees with llvm-mc; delete its entry from known_differences.toml"
    else:
        assert ours == theirs
    h = await session.hover(uri, 0, 3)
    assert h is None or h.contents.value
    await session.complete(uri, 0, 3)
    assert not [m for m in session.client.log_messages[before:] if m.type == lsp.MessageType.Error]
    _, ref = reference_diagnostics(text)
    assert sorted((d.range.start.line, d.code, d.message) for d in diags) == sorted(
        (line, d.code, d.message) for line, d in ref)


async def test_huge_line(session):
    text = "s_movk_i32 s0, 0x1 ; " + "x" * 1_000_000 + "\n"
    uri, diags = await session.open(text)
    assert not diags
    h = await session.hover(uri, 0, 2)
    assert h is not None


async def test_out_of_bounds_edits(session):
    uri, _ = await session.open("s_movk_i32 s0, 0x1\n")
    diags = await session.change(uri, 2, [lsp.TextDocumentContentChangePartial(
        range=lsp.Range(lsp.Position(50, 3), lsp.Position(70, 9)), text="s_lod\n")])
    diags = await session.change(uri, 3, [lsp.TextDocumentContentChangePartial(
        range=lsp.Range(lsp.Position(0, 500), lsp.Position(0, 2)), text="x")])
    h = await session.hover(uri, 10_000, 5)
    assert h is None
    # still serving
    res = await _encoding_target(session, uri)
    assert res.target.mcpu == "gfx900"


async def test_utf16_positions(session):
    text = "s_movk_i32 s0, 0x1 ; 😀\n/*😀*/ s_load_dwordx2 s[3:4], s[2:3], 0x4\n"
    uri, diags = await session.open(text)
    (d,) = diags
    # "/*😀*/ " is 7 UTF-16 units before "s_load", the register starts 15 later
    assert d.range.start == lsp.Position(1, 7 + 15)


async def test_hundred_thousand_lines(session):
    lines = ["\ts_movk_i32 s0, 0x1", "\ts_load_dwordx2 s[2:3], s[4:5], 0x4", "\tds_add_u32 v1, v2 offset:4"] * 33334
    lines[50_000] = "\ts_load_dwordx2 s[3:4], s[4:5], 0x4"
    text = "\n".join(lines) + "\n"
    uri, diags = await session.open(text)
    # (the kernel checks' findings, gcnls/checks, aside: every s_load_dwordx2 overwrites a
    # pair the previous one may still be loading)
    asm = [d for d in diags if not (isinstance(d.data, dict) and d.data.get("check"))]
    assert [(d.code, d.range.start.line) for d in asm] == [("misaligned-register", 50_000)]
    diags = await session.change(uri, 2, [lsp.TextDocumentContentChangePartial(
        range=lsp.Range(lsp.Position(50_000, 18), lsp.Position(50_000, 21)), text="2:3")])
    assert not [d for d in diags if not (isinstance(d.data, dict) and d.data.get("check"))]
    h = await session.hover(uri, 99_998, 3)
    assert lines[99_998].split()[0] == "ds_add_u32" and "ds_add_u32" in h.contents.value
    session.close(uri)


async def test_several_changes_in_one_notification_and_tabs(session):
    uri, _ = await session.open("\ts_movk_i32 s0, 0x1\n")
    diags = await session.change(uri, 2, [
        lsp.TextDocumentContentChangePartial(range=lsp.Range(lsp.Position(0, 0), lsp.Position(0, 0)), text="a:\n"),
        lsp.TextDocumentContentChangePartial(range=lsp.Range(lsp.Position(1, 1), lsp.Position(1, 11)),
                                             text="s_lod"),
    ])
    assert [(d.code, d.range.start.line, d.range.start.character) for d in diags] == [("unknown-instruction", 1, 1)]
    syms = await session.client.text_document_document_symbol_async(lsp.DocumentSymbolParams(
        lsp.TextDocumentIdentifier(uri)))
    assert [s.name for s in syms] == ["a"]


async def test_symbols_follow_edits(session):
    """A .set symbol's value reaches the lines below it, and edits to it re-check them."""
    text = ".set OFF, 0x10\ns_movk_i32 s0, OFF\nds_read_b32 v0, v1 offset:OFF\n"
    uri, diags = await session.open(text)
    assert [d for d in diags if d.severity == lsp.DiagnosticSeverity.Error] == []
    # Remove the definition: both uses become errors, as in llvm-mc.
    edit = lsp.TextDocumentContentChangePartial(range=lsp.Range(lsp.Position(0, 0), lsp.Position(1, 0)), text="")
    diags = await session.change(uri, 2, [edit])
    assert sorted(d.range.start.line for d in diags if d.severity == lsp.DiagnosticSeverity.Error) == [0, 1]
    # Put it back with a value out of range for both uses (llvm-mc: the same two errors).
    edit = lsp.TextDocumentContentChangePartial(range=lsp.Range(lsp.Position(0, 0), lsp.Position(0, 0)),
                                                text=".set OFF, 0x10000\n")
    diags = await session.change(uri, 3, [edit])
    errors = [d for d in diags if d.severity == lsp.DiagnosticSeverity.Error]
    assert [(d.range.start.line, d.message) for d in errors] == [
        (1, "invalid operand for instruction"), (2, "expected a 16-bit unsigned offset")]
