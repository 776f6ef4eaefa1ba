"""Settings pulled with workspace/configuration (section "gcnls"), and cross-check on save."""

from __future__ import annotations

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from lsp_helpers import LLVM_MC, Session, init_params, server_config, track_latest, wait_for

pytestmark = pytest.mark.asyncio(loop_scope="module")

CONFIG = {"gcnls": {"mcpu": "gfx803", "crossCheck": {"onSave": True}, "llvmMcPath": LLVM_MC}}


@pytest_lsp.fixture(config=server_config(), scope="module")
async def client(lsp_client: LanguageClient):
    track_latest(lsp_client)
    lsp_client.set_configuration(CONFIG)
    params = init_params()
    params.capabilities.workspace = lsp.WorkspaceClientCapabilities(configuration=True)
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def session(client) -> Session:
    return Session(client)


async def test_configuration_pulled_after_initialized(session):
    # the pull happens right after `initialized`; documents follow the setting
    uri = session.uri()
    session.client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        lsp.TextDocumentItem(uri=uri, language_id="gcn", version=1, text="s_atomic_add s5, s[2:3], 0x0\n")))
    assert await wait_for(lambda: uri in session.client._gcnls_latest and any(
        d.code == "wrong-generation" for d in session.client._gcnls_latest[uri].diagnostics),
        "a wrong-generation diagnostic under the pulled mcpu=gfx803")


async def test_did_change_configuration_without_settings_pulls(session):
    uri, _ = await session.open("s_atomic_add s5, s[2:3], 0x0\n")
    session.client.set_configuration({"gcnls": {"mcpu": "gfx900", "crossCheck": {"onSave": True},
                                                "llvmMcPath": LLVM_MC}})
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(settings=None))
    assert await wait_for(lambda: not session.client._gcnls_latest[uri].diagnostics,
                          "no diagnostics after the pulled mcpu=gfx900")
    # back to the module's configuration, so that test order does not matter
    session.client.set_configuration(CONFIG)
    session.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(settings=None))
    assert await wait_for(lambda: session.client._gcnls_latest[uri].diagnostics, "gfx803 pulled again")


async def test_cross_check_on_save_with_progress(session, llvm_mc):
    uri, _ = await session.open("s_movk_i32 s0, 0x1\n")
    before = set(session.client.progress_reports)
    session.client.text_document_did_save(lsp.DidSaveTextDocumentParams(lsp.TextDocumentIdentifier(uri)))

    def ended() -> bool:
        return any(isinstance(v, lsp.WorkDoneProgressEnd)
                   for token, vs in session.client.progress_reports.items() if token not in before for v in vs)

    assert await wait_for(ended, "the begin and end of the cross-check's progress after save")
    (token,) = set(session.client.progress_reports) - before
    kinds = [type(v) for v in session.client.progress_reports[token]]
    assert kinds[0] is lsp.WorkDoneProgressBegin and kinds[-1] is lsp.WorkDoneProgressEnd
