"""The server's publish scheduling (GcnServer.after_batch): a client that waits for each
publish before its next edit is published at once; a client whose edits arrive while a
publish is made (a flood, even one batch of one edit at a time) is published once the
input pauses for FLOOD_QUIET, for its latest version."""

from __future__ import annotations

import asyncio

from gcnls.server import server as srv
from gcnls.server.documents import Change, Document


def _setup(monkeypatch):
    ls = srv.GcnServer()
    doc = Document("file:///f.s", "\ts_nop 0\n" * 50, 1)
    ls.documents[doc.uri] = doc
    sent: list[int] = []
    monkeypatch.setattr(srv, "publish", lambda ls_, d: sent.append(d.version))
    return ls, doc, sent


def _edit(ls, doc, version: int) -> None:
    doc.apply(Change(" ", ((3, 0), (3, 0))))
    doc.version = version
    ls.unpublished[doc.uri] = None


def test_a_client_waiting_for_each_publish_is_published_at_once(monkeypatch):
    ls, doc, sent = _setup(monkeypatch)

    async def run():
        for v in range(2, 6):
            _edit(ls, doc, v)
            ls.after_batch(True)
            assert sent[-1] == v  # (no input came during the publish)

    asyncio.run(run())
    assert sent == [2, 3, 4, 5]


def test_edits_arriving_during_publishes_are_published_when_they_pause(monkeypatch):
    ls, doc, sent = _setup(monkeypatch)
    monkeypatch.setattr(srv, "FLOOD_QUIET", 0.5)  # (wide: a loaded machine may pause the loop)
    ls.input_waiting = lambda: True  # (the next edit was already read while publishing)

    async def run():
        _edit(ls, doc, 2)
        ls.after_batch(True)
        assert sent == [2]
        for v in range(3, 40):  # one edit per batch, each batch idle
            _edit(ls, doc, v)
            ls.after_batch(True)
            await asyncio.sleep(0)
        assert sent == [2]  # nothing published while they keep coming
        ls.input_waiting = lambda: False
        await asyncio.sleep(srv.FLOOD_QUIET * 3)
        assert sent == [2, 39]  # the pause: the latest version
        _edit(ls, doc, 40)  # the flood is over: an edit is published at once again
        ls.after_batch(True)
        assert sent == [2, 39, 40]

    asyncio.run(run())



def test_input_read_after_the_publish_was_sent_is_no_flood(monkeypatch):
    """An edit the client sent on receiving a publish may be read before after_batch
    looks for waiting input: it answers the publish, so its own is made at once. One
    read before the publish was sent is a flood's, as before."""
    import time

    ls, doc, sent = _setup(monkeypatch)
    monkeypatch.setattr(srv, "FLOOD_QUIET", 0.5)
    lag = {"next edit read": +1e-3}  # seconds after the send
    arrived: list[float] = []

    def publish(ls_, d):
        sent.append(d.version)
        ls_.sent_at = time.monotonic()
        arrived.append(ls_.sent_at + lag["next edit read"])

    monkeypatch.setattr(srv, "publish", publish)
    ls.input_waiting = lambda: True
    ls.first_input_at = lambda: arrived[-1]

    async def run():
        for v in range(2, 6):
            _edit(ls, doc, v)
            ls.after_batch(True)
            assert sent[-1] == v  # each published at once
        lag["next edit read"] = -1e-3  # read while the publish was made
        _edit(ls, doc, 6)
        ls.after_batch(True)
        _edit(ls, doc, 7)
        ls.after_batch(True)
        assert sent[-1] == 6  # a flood: 7 waits for the input to pause

    asyncio.run(run())
