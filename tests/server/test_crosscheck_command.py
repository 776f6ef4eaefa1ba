"""``workspace/executeCommand gcnls.crossCheck`` end to end with live llvm-mc binaries.

A real disagreement comes from llvm-mc 14, which accepts ``glc`` on a GCN 1.0 scalar
load that llvm-mc 22 (and gcnls) reject. Its diagnostics (source "llvm-mc") replace
the previous cross-check's; a ``gcnls.llvmMcPath`` that is not an executable file is
ignored (llvm-mc is discovered as if it were unset); with no llvm-mc at all the
command shows one window/showMessage and publishes no per-line diagnostics.
"""

from __future__ import annotations

import asyncio
import os

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_helpers import LLVM_MC, SERVER, Session, init_params, server_config, track_latest, wait_for

pytestmark = pytest.mark.asyncio(loop_scope="module")

LLVM_MC_14 = "/usr/lib/llvm-14/bin/llvm-mc"
HAVE_14 = os.access(LLVM_MC_14, os.X_OK)
HAVE_22 = os.access(LLVM_MC, os.X_OK)
GLC = "s_load_dword s5, s[2:3], 0x4 glc"  # GCN 1.0: llvm-mc 14 accepts, llvm-mc 22 rejects
GOOD = "s_movk_i32 s0, 0x1"


def _no_llvm_mc_config() -> ClientServerConfig:
    cfg = server_config()
    return ClientServerConfig(server_command=SERVER,
                              server_env=dict(cfg.server_env, GCNLS_LLVM_MC="/nonexistent/llvm-mc"))


@pytest_lsp.fixture(config=_no_llvm_mc_config(), scope="module")
async def bare_client(lsp_client: LanguageClient):
    """A server whose llvm-mc discovery fails (GCNLS_LLVM_MC names no file)."""
    track_latest(lsp_client)
    await lsp_client.initialize_session(init_params())
    yield
    await lsp_client.shutdown_session()


def set_llvm_mc(session: Session, path: str | None) -> None:
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
        settings={"gcnls": {"llvmMcPath": path}}))


async def cross_check(session: Session, uri: str) -> dict:
    res = await session.client.workspace_execute_command_async(lsp.ExecuteCommandParams(
        command="gcnls.crossCheck", arguments=[uri]))
    assert isinstance(res, dict), res
    return res


def llvm_mc_diagnostics(session: Session, uri: str) -> list[lsp.Diagnostic]:
    return [d for d in session.client._gcnls_latest[uri].diagnostics if d.source == "llvm-mc"]


def tahiti(*lines: str) -> str:
    return "".join(ln + "\n" for ln in ("; gcnls: mcpu=tahiti", *lines))


@pytest.mark.skipif(not HAVE_14, reason=f"llvm-mc 14 not installed at {LLVM_MC_14}")
async def test_disagreement_diagnostics_replace_previous_results(session):
    set_llvm_mc(session, LLVM_MC_14)
    uri, diags = await session.open(tahiti(GOOD, GLC))
    assert [d.range.start.line for d in diags if d.severity == lsp.DiagnosticSeverity.Error] == [2]
    assert not llvm_mc_diagnostics(session, uri)

    res = await cross_check(session, uri)
    assert "error" not in res
    assert res["llvm_mc_path"] == LLVM_MC_14 and res["llvm_mc_version"].startswith("14.")
    assert res["mcpu"] in ("tahiti", "gfx600") and res["disagreements"] == 1 and res["version"] == 1
    assert await wait_for(lambda: llvm_mc_diagnostics(session, uri))
    (d,) = llvm_mc_diagnostics(session, uri)
    assert d.range.start.line == 2 and d.severity == lsp.DiagnosticSeverity.Error and d.code == "llvm-accepts"
    assert (d.range.start.character, d.range.end.character) == (GLC.index("glc"), len(GLC))
    assert d.message.startswith("LLVM accepts this line") and "[0x04,0x83,0x02,0xc0]" in d.message
    assert d.data["llvm_bytes"] == "[0x04,0x83,0x02,0xc0]"
    # gcnls's own error on the line stays
    assert [x for x in session.client._gcnls_latest[uri].diagnostics if x.source == "gcnls" and x.range.start.line == 2]

    # the same check again: the result replaces the previous one, it does not add to it
    res = await cross_check(session, uri)
    assert res["disagreements"] == 1
    assert [x.range.start.line for x in llvm_mc_diagnostics(session, uri)] == [2]

    # an edit makes the results stale: they go; a new check reports the new place only
    diags = await session.change(uri, 2, [lsp.TextDocumentContentChangeWholeDocument(tahiti(GLC, GOOD, GOOD))])
    assert not [x for x in diags if x.source == "llvm-mc"]
    res = await cross_check(session, uri)
    assert res["disagreements"] == 1 and res["version"] == 2
    assert await wait_for(lambda: [x.range.start.line for x in llvm_mc_diagnostics(session, uri)] == [1])

    # after a run without disagreements nothing of the earlier runs is left
    await session.change(uri, 3, [lsp.TextDocumentContentChangeWholeDocument(tahiti(GOOD, GLC))])
    set_llvm_mc(session, LLVM_MC)
    res = await cross_check(session, uri)
    if HAVE_22:
        assert res["disagreements"] == 0 and res["llvm_mc_version"].startswith("22")
        assert await wait_for(lambda: session.client._gcnls_latest[uri].version == 3)
        assert not llvm_mc_diagnostics(session, uri)


@pytest.mark.skipif(not HAVE_22, reason="llvm-mc 22 not installed")
@pytest.mark.parametrize("kind", ["not-executable", "directory", "missing"])
async def test_unusable_llvm_mc_path_is_ignored(session, tmp_path, kind):
    if kind == "not-executable":
        path = tmp_path / "llvm-mc"
        path.write_text("#!/bin/sh\necho 'LLVM version 99.0.0'\n")
        path.chmod(0o644)
    elif kind == "directory":
        path = tmp_path
    else:
        path = tmp_path / "nowhere" / "llvm-mc"
    uri, _ = await session.open(tahiti(GOOD, GLC))
    if HAVE_14:
        # first a usable setting (llvm-mc 14): the unusable one must not keep it either
        set_llvm_mc(session, LLVM_MC_14)
        assert (await cross_check(session, uri))["llvm_mc_version"].startswith("14.")
    before = len(session.client.messages)
    set_llvm_mc(session, str(path))
    res = await cross_check(session, uri)
    assert "error" not in res, res
    assert res["llvm_mc_path"] != str(path) and res["llvm_mc_version"].startswith("22")
    assert res["disagreements"] == 0  # llvm-mc 22 rejects the glc line as gcnls does
    assert not llvm_mc_diagnostics(session, uri)
    await asyncio.sleep(0.1)
    assert not [m for m in session.client.messages[before:] if "llvm-mc" in m.message]


async def test_no_llvm_mc_shows_one_message_and_no_line_diagnostics(bare_client):
    session = Session(bare_client)
    uri, diags = await session.open(tahiti(GOOD, GLC, GOOD, "s_movk_i32 s1, 0x2"))
    own = [(d.range.start.line, d.message) for d in diags]
    for setting in (None, "/nonexistent/bin/llvm-mc"):
        set_llvm_mc(session, setting)
        before = len(bare_client.messages)
        res = await cross_check(session, uri)
        assert res.get("error") and res["disagreements"] == 0
        assert await wait_for(lambda: len(bare_client.messages) > before)
        await asyncio.sleep(0.1)
        new = bare_client.messages[before:]
        assert len(new) == 1 and "llvm-mc" in new[0].message
        assert new[0].type in (lsp.MessageType.Warning, lsp.MessageType.Error)
        latest = bare_client._gcnls_latest[uri].diagnostics
        assert not [d for d in latest if d.source == "llvm-mc"]
        assert [(d.range.start.line, d.message) for d in latest] == own
