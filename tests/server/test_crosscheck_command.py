"""``workspace/executeCommand gcnls.crossCheck`` end to end with live llvm-mc binaries.

A real disagreement comes from llvm-mc 14, which accepts ``glc`` on a GCN 1.0 scalar
load that llvm-mc 22 (and gcnls) reject. Its diagnostics (source "llvm-mc") replace
the previous cross-check's. Which llvm-mc runs is the user's choice only: the
``llvmMcPath`` initialization option or ``GCNLS_LLVM_MC``; a path from workspace
settings is ignored (and logged), an unusable path is an error with no fallback; the
run happens in the document's folder under memory/CPU/output limits. With no llvm-mc
at all the command shows one window/showMessage and publishes no per-line diagnostics.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_helpers import LLVM_MC, SERVER, Session, init_params, server_config, track_latest, wait_for

pytestmark = pytest.mark.asyncio(loop_scope="module")

LLVM_MC_14 = "/usr/lib/llvm-14/bin/llvm-mc"  # scripts/test.sh installs it; the llvm_mc_14 fixture fails without it
GLC = "s_load_dword s5, s[2:3], 0x4 glc"  # GCN 1.0: llvm-mc 14 accepts, llvm-mc 22 rejects
GOOD = "s_movk_i32 s0, 0x1"

# A stand-in llvm-mc that records where and under which limits it ran (and that it ran).
FAKE_DIR = Path(tempfile.mkdtemp(prefix="gcnls-fake-mc-"))
FAKE_LOG = FAKE_DIR / "runs.log"


def _fake(name: str, mode: int = 0o755) -> str:
    path = FAKE_DIR / name
    path.write_text(f"""#!/bin/sh
echo "$0 $* cwd=$(pwd) as=$(ulimit -v) cpu=$(ulimit -t) fsize=$(ulimit -f)" >> {FAKE_LOG}
case "$1" in --version) echo "LLVM version 22.1.0";; *) cat >/dev/null;; esac
""")
    path.chmod(mode)
    return str(path)


FAKE_MC = _fake("llvm-mc-22")
FAKE_WRONG_NAME = _fake("my-assembler")
FAKE_NOT_EXECUTABLE = _fake("llvm-mc", 0o644)


def runs() -> list[str]:
    return FAKE_LOG.read_text().splitlines() if FAKE_LOG.exists() else []


def _config(**env) -> ClientServerConfig:
    cfg = server_config()
    return ClientServerConfig(server_command=SERVER, server_env=dict(cfg.server_env, **env))


def _fixture(options: dict | None, **env):
    @pytest_lsp.fixture(config=_config(**env), scope="module")
    async def fixture(lsp_client: LanguageClient):
        track_latest(lsp_client)
        await lsp_client.initialize_session(init_params(options))
        yield
        await lsp_client.shutdown_session()

    return fixture


# GCNLS_LLVM_MC names no file: discovery fails unless an option names a binary
bare_client = _fixture(None, GCNLS_LLVM_MC="/nonexistent/llvm-mc")
client14 = _fixture({"llvmMcPath": LLVM_MC_14})
client22 = _fixture({"llvmMcPath": LLVM_MC})
fake_client = _fixture({"llvmMcPath": FAKE_MC})
env_fake_client = _fixture(None, GCNLS_LLVM_MC=FAKE_MC)


async def cross_check(session: Session, uri: str) -> dict:
    res = await session.client.workspace_execute_command_async(lsp.ExecuteCommandParams(
        command="gcnls.crossCheck", arguments=[uri]))
    assert isinstance(res, dict), res
    return res


def llvm_mc_diagnostics(session: Session, uri: str) -> list[lsp.Diagnostic]:
    return [d for d in session.client._gcnls_latest[uri].diagnostics if d.source == "llvm-mc"]


def tahiti(*lines: str) -> str:
    return "".join(ln + "\n" for ln in ("; gcnls: mcpu=tahiti", *lines))


async def test_disagreement_diagnostics_replace_previous_results(client14, llvm_mc_14):
    session = Session(client14)
    uri, diags = await session.open(tahiti(GOOD, GLC))
    assert [d.range.start.line for d in diags if d.severity == lsp.DiagnosticSeverity.Error] == [2]
    assert not llvm_mc_diagnostics(session, uri)

    res = await cross_check(session, uri)
    assert "error" not in res
    assert res["llvm_mc_path"] == LLVM_MC_14 and res["llvm_mc_version"].startswith("14.")
    assert res["mcpu"] in ("tahiti", "gfx600") and res["disagreements"] == 1 and res["version"] == 1
    assert await wait_for(lambda: llvm_mc_diagnostics(session, uri), "llvm-mc diagnostics after the check")
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
    assert await wait_for(lambda: [x.range.start.line for x in llvm_mc_diagnostics(session, uri)] == [1],
                          "the llvm-mc diagnostic on line 1 after the edit")

    # after a run without disagreements nothing of the earlier runs is left
    await session.change(uri, 3, [lsp.TextDocumentContentChangeWholeDocument(tahiti(GOOD, GOOD))])
    res = await cross_check(session, uri)
    assert res["disagreements"] == 0 and res["llvm_mc_version"].startswith("14.")
    assert await wait_for(lambda: not llvm_mc_diagnostics(session, uri), "no llvm-mc diagnostics left")


async def test_workspace_settings_never_choose_the_executable(client22, llvm_mc):
    """llvmMcPath from didChangeConfiguration is ignored (logged): the option's llvm-mc runs."""
    session = Session(client22)
    uri, _ = await session.open(tahiti(GOOD, GLC))
    before_runs, before_logs = len(runs()), len(client22.log_messages)
    client22.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
        settings={"gcnls": {"llvmMcPath": FAKE_MC, "crossCheck": {"onSave": True}}}))
    res = await cross_check(session, uri)
    assert res["llvm_mc_path"] == LLVM_MC and res["llvm_mc_version"].startswith("22")
    assert res["disagreements"] == 0
    assert len(runs()) == before_runs  # the workspace's program never ran
    assert await wait_for(lambda: any("llvmMcPath" in m.message and "ignored" in m.message
                                      for m in client22.log_messages[before_logs:]), "the 'ignored' log message")
    # a save (onSave came from the same place) runs the user's llvm-mc, not the workspace's:
    # wait for that run's progress to end, then count the workspace program's runs
    tokens = set(client22.progress_reports)
    client22.text_document_did_save(lsp.DidSaveTextDocumentParams(lsp.TextDocumentIdentifier(uri)))
    assert await wait_for(lambda: any(isinstance(v, lsp.WorkDoneProgressEnd) for t, vs in
                                      client22.progress_reports.items() if t not in tokens for v in vs),
                          "the end of the cross-check started by the save")
    assert len(runs()) == before_runs


@pytest.mark.parametrize("path, why", [
    ("llvm-mc", "not an absolute path"),
    ("bin/llvm-mc-22", "not an absolute path"),
    (FAKE_WRONG_NAME, "does not name llvm-mc"),
    (FAKE_NOT_EXECUTABLE, "not an executable file"),
    (str(FAKE_DIR / "nowhere" / "llvm-mc"), "does not exist"),
    (str(FAKE_DIR), "does not name llvm-mc"),
], ids=["bare-name", "relative", "wrong-name", "not-executable", "missing", "directory"])
async def test_unusable_paths_are_refused_without_fallback(path, why, monkeypatch):
    from gcnls.server.config import Settings
    from gcnls.xcheck.llvm_mc import LlvmMcError

    monkeypatch.setenv("GCNLS_LLVM_MC", FAKE_MC)  # a usable fallback that must not be taken
    settings = Settings().merged({"llvmMcPath": path}, trusted=True)
    with pytest.raises(LlvmMcError, match=why):
        settings.llvm_mc()
    monkeypatch.setenv("GCNLS_LLVM_MC", path)
    with pytest.raises(LlvmMcError, match=why):
        Settings().llvm_mc()


async def test_unusable_option_is_one_error_and_runs_nothing(bare_client):
    """An unusable path reported by the command (the server of bare_client was started
    with GCNLS_LLVM_MC naming no file): one message, nothing run, no line diagnostics."""
    session = Session(bare_client)
    uri, _ = await session.open(tahiti(GOOD, GLC))
    before = len(bare_client.messages)
    res = await cross_check(session, uri)
    assert res["error"] and "GCNLS_LLVM_MC" in res["error"] and "does not exist" in res["error"]
    assert await wait_for(lambda: len(bare_client.messages) > before, "a window/showMessage about llvm-mc")
    assert not llvm_mc_diagnostics(session, uri)


async def test_option_llvm_mc_runs_in_the_document_folder_with_limits(fake_client, tmp_path):
    await _runs_in_folder_with_limits(fake_client, tmp_path)


async def test_env_llvm_mc_runs_in_the_document_folder_with_limits(env_fake_client, tmp_path):
    await _runs_in_folder_with_limits(env_fake_client, tmp_path)


async def _runs_in_folder_with_limits(client, tmp_path):
    """The run's working directory is the document's folder (an untitled document: an
    empty temporary one) and its memory, CPU time and file size are limited."""
    session = Session(client)
    doc = tmp_path / "kernel.s"
    doc.write_text(GOOD + "\n")
    uri, _ = await session.open(GOOD + "\n", uri=doc.as_uri())
    before = len(runs())
    await cross_check(session, uri)
    new = [r for r in runs()[before:] if "--version" not in r]
    assert len(new) == 1 and new[0].startswith(FAKE_MC)
    fields = dict(f.split("=", 1) for f in new[0].split() if "=" in f and not f.startswith("-"))
    assert fields["cwd"] == str(tmp_path)
    assert fields["as"] != "unlimited" and int(fields["as"]) <= 2 << 20  # KiB
    assert fields["cpu"] != "unlimited" and int(fields["cpu"]) <= 120
    assert fields["fsize"] != "unlimited"
    uri2, _ = await session.open(GOOD + "\n", uri="untitled:Untitled-1")
    await cross_check(session, uri2)
    (last,) = [r for r in runs()[before:] if "--version" not in r][1:]
    cwd = dict(f.split("=", 1) for f in last.split() if f.startswith("cwd="))["cwd"]
    assert cwd != os.getcwd() and "gcnls-xcheck-" in cwd


async def test_no_llvm_mc_shows_one_message_and_no_line_diagnostics(bare_client):
    session = Session(bare_client)
    uri, diags = await session.open(tahiti(GOOD, GLC, GOOD, "s_movk_i32 s1, 0x2"))
    own = [(d.range.start.line, d.message) for d in diags]
    for setting in (None, "/nonexistent/bin/llvm-mc"):
        # workspace settings cannot choose (nor rescue) the executable
        bare_client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(
            settings={"gcnls": {"llvmMcPath": setting}}))
        before = len(bare_client.messages)
        res = await cross_check(session, uri)
        assert res.get("error") and res["disagreements"] == 0
        assert await wait_for(lambda: len(bare_client.messages) > before, "a window/showMessage about llvm-mc")
        await session.barrier()
        new = bare_client.messages[before:]
        assert len(new) == 1 and "llvm-mc" in new[0].message
        assert new[0].type in (lsp.MessageType.Warning, lsp.MessageType.Error)
        latest = bare_client._gcnls_latest[uri].diagnostics
        assert not [d for d in latest if d.source == "llvm-mc"]
        assert [(d.range.start.line, d.message) for d in latest] == own
