"""Fixtures: the real server as a subprocess (``python -m gcnls serve``), driven by pytest-lsp."""

from __future__ import annotations

import pytest
import pytest_lsp
from pytest_lsp import LanguageClient

from lsp_helpers import Session, init_params, server_config, track_latest


@pytest_lsp.fixture(config=server_config(), scope="module")
async def client(lsp_client: LanguageClient):
    track_latest(lsp_client)
    await lsp_client.initialize_session(init_params())
    yield
    await lsp_client.shutdown_session()
    # (the answer to initialize sent before the server was loaded was pygls' own: initialize.py)
    assert not [m.message for m in lsp_client.log_messages if "differs from pygls'" in m.message]


@pytest.fixture
def session(client) -> Session:
    return Session(client)


