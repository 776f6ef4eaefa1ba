import pytest
from lsprotocol import types as lsp

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_open_diagnostics(session):
    uri, diags = await session.open("s_load_dwordx2 s[3:4], s[2:3], 0x4\n")
    assert [d.code for d in diags] == ["misaligned-register"]
    h = await session.hover(uri, 0, 3)
    print(h.contents.value)
