"""The whole-kernel checks in the server: findings as diagnostics with related information,
their quick fixes and the suppression action, the gcnls.analysis settings, the s_waitcnt
hover and the kernel code lens (a real server subprocess, plus Document-level checks)."""

from __future__ import annotations

import pytest
from lsprotocol import types as lsp

from gcnls.diagnostics import Severity
from gcnls.server.documents import Document

ASYNC = pytest.mark.asyncio(loop_scope="module")

TEXT = """k:
  s_load_dword s4, s[0:1], 0x0
  global_load_dword v1, v[2:3], off
  global_load_dword v2, v[2:3], off offset:4
  s_waitcnt vmcnt(1)
  v_add_u32 v3, v1, v2
  s_endpgm
"""


def test_document_findings_settings_and_edits():
    doc = Document("file:///k.s", TEXT)
    found = [(i, d.code, d.data["fix"]["text"]) for i, d in doc.diagnostics() if d.code.startswith("waitcnt.")]
    assert found == [(5, "waitcnt.missing", "  s_waitcnt vmcnt(0)\n")]
    (d,) = [d for _, d in doc.diagnostics() if d.code == "waitcnt.missing"]
    assert d.data["related"][0]["line"] == 3 and "v2" in d.data["related"][0]["message"]
    doc.set_checks(frozenset(), {"waitcnt": Severity.ERROR})
    assert [d.severity for _, d in doc.diagnostics() if d.code == "waitcnt.missing"] == [Severity.ERROR]
    doc.set_checks(frozenset({"waitcnt"}), {})
    assert not [d for _, d in doc.diagnostics() if d.code.startswith("waitcnt.")]
    doc.set_checks(frozenset(), {})
    from gcnls.server.documents import Change

    doc.apply(Change(text="  s_waitcnt vmcnt(0)", range=((4, 0), (4, 20))))
    assert not [d for _, d in doc.diagnostics() if d.code.startswith("waitcnt.")]
    doc.apply(Change(text="  v_mov_b32 v9, s4\n", range=((5, 0), (5, 0))))
    assert [(i, d.code) for i, d in doc.diagnostics() if d.code.startswith("waitcnt.")] == [(5, "waitcnt.missing")]


@ASYNC
async def test_diagnostic_related_fix_hover_and_lens(session):
    uri, diags = await session.open(TEXT)
    (d,) = [d for d in diags if d.code == "waitcnt.missing"]
    assert (d.range.start.line, d.range.start.character) == (5, 20)
    assert d.severity == lsp.DiagnosticSeverity.Warning
    assert d.related_information and d.related_information[0].location.range.start.line == 3
    actions = await session.client.text_document_code_action_async(lsp.CodeActionParams(
        lsp.TextDocumentIdentifier(uri), d.range, lsp.CodeActionContext(diagnostics=[d])))
    titles = [a.title for a in actions]
    assert "Insert s_waitcnt vmcnt(0)" in titles and "Ignore waitcnt.missing on this line" in titles
    fix = next(a for a in actions if a.title == "Insert s_waitcnt vmcnt(0)")
    (edit,) = fix.edit.changes[uri]
    assert (edit.range.start.line, edit.range.start.character, edit.new_text) == (5, 0, "  s_waitcnt vmcnt(0)\n")
    hover = await session.hover(uri, 4, 4)
    text = hover.contents.value
    assert "`vmcnt(1)` waits for line 3 (`global_load_dword`); leaves in flight line 4" in text
    assert "`lgkmcnt` not waited on; in flight: line 2 (`s_load_dword`)" in text
    lenses = await session.client.text_document_code_lens_async(lsp.CodeLensParams(lsp.TextDocumentIdentifier(uri)))
    (lens,) = lenses
    assert lens.range.start.line == 0 and "VGPRs" in lens.command.title and "occupancy" in lens.command.title


@ASYNC
async def test_settings_turn_a_check_off(session):
    uri, diags = await session.open(TEXT)
    assert any(d.code == "waitcnt.missing" for d in diags)
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
        settings={"gcnls": {"analysis": {"waitcnt": False}}}))
    await session.barrier()
    diags = await session.change(uri, 2, [lsp.TextDocumentContentChangeWholeDocument(TEXT + "\n")])
    assert not any(d.code.startswith("waitcnt.") for d in diags)
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
        settings={"gcnls": {"analysis": {"waitcnt": True, "severity": {"waitcnt": "error"}}}}))
    await session.barrier()
    diags = await session.change(uri, 3, [lsp.TextDocumentContentChangeWholeDocument(TEXT)])
    assert [d.severity for d in diags if d.code == "waitcnt.missing"] == [lsp.DiagnosticSeverity.Error]
    # The server is shared by this module's tests (in random order): the default severity
    # again (settings merge into the current ones, so it is said, not left out).
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
        settings={"gcnls": {"analysis": {"waitcnt": True, "severity": {"waitcnt": "warning"}}}}))
    await session.barrier()
    diags = await session.change(uri, 4, [lsp.TextDocumentContentChangeWholeDocument(TEXT + "\n")])
    assert [d.severity for d in diags if d.code == "waitcnt.missing"] == [lsp.DiagnosticSeverity.Warning]


HAZARD = "k:\n  s_setreg_b32 hwreg(HW_REG_MODE), s0\n  s_getreg_b32 s1, hwreg(HW_REG_MODE)\n  s_endpgm\n"


def test_hazard_settings_apply_to_the_per_line_path():
    doc = Document("file:///h.s", HAZARD)
    assert [(i, d.code) for i, d in doc.diagnostics()] == [(2, "hazard.setreg-getreg")]
    doc.set_checks(frozenset({"hazards"}), {})
    assert doc.diagnostics() == []
    doc.set_checks(frozenset(), {"hazards": Severity.ERROR})
    assert [d.severity for _, d in doc.diagnostics()] == [Severity.ERROR]


@ASYNC
async def test_hazard_fix_is_an_indented_line(session):
    uri, diags = await session.open(HAZARD)
    (d,) = diags
    assert d.related_information and d.related_information[0].location.range.start.line == 1
    actions = await session.client.text_document_code_action_async(lsp.CodeActionParams(
        lsp.TextDocumentIdentifier(uri), d.range, lsp.CodeActionContext(diagnostics=[d])))
    fix = next(a for a in actions if a.title.startswith("Insert s_nop"))
    (edit,) = fix.edit.changes[uri]
    assert (edit.range.start.line, edit.new_text) == (2, "  s_nop 1\n")
