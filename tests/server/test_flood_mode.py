"""The server's publish scheduling (GcnServer.after_batch): a client that waits for each
publish before its next edit is published at once; a client whose edits arrive while a
publish is made (a flood, even one batch of one edit at a time) is published once the
input pauses for FLOOD_QUIET, for its latest version. So is a batch that holds a burst of
edits (BURST), and an edit whose publish finds input waiting once its lines are analysed;
waiting lines are warmed between batches only while no input waits."""

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
    # (the next edit is read while the first publish is made, and so on)
    flooding = [True]
    monkeypatch.setattr(srv, "publish", lambda ls_, d: (sent.append(d.version),
                                                        setattr(ls, "input_waiting", lambda: flooding[0])))

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
        flooding[0] = False
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

    waiting = [False]  # the next edit's frame: read once a publish is made, taken by the edit

    def publish(ls_, d):
        sent.append(d.version)
        ls_.sent_at = time.monotonic()
        arrived.append(ls_.sent_at + lag["next edit read"])
        waiting[0] = True

    def edit(v):
        _edit(ls, doc, v)
        waiting[0] = False

    monkeypatch.setattr(srv, "publish", publish)
    ls.input_waiting = lambda: waiting[0]
    ls.first_input_at = lambda: arrived[-1]

    async def run():
        for v in range(2, 6):
            edit(v)
            ls.after_batch(True)
            assert sent[-1] == v  # each published at once
        lag["next edit read"] = -1e-3  # read while the publish was made
        edit(6)
        ls.after_batch(True)
        edit(7)
        ls.after_batch(True)
        assert sent[-1] == 6  # a flood: 7 waits for the input to pause

    asyncio.run(run())


def _change(ls, doc, version: int, line: int = 3) -> None:
    """An edit as the transport applies it (counted for the batch)."""
    srv.apply_changes(ls, doc.uri, version, [Change(" ", ((line, 0), (line, 0)))])


def test_a_burst_in_one_batch_is_published_when_the_input_pauses(monkeypatch):
    ls, doc, sent = _setup(monkeypatch)
    monkeypatch.setattr(srv, "FLOOD_QUIET", 0.5)

    async def run():
        for v in range(2, 2 + srv.BURST):  # one batch, idle at its end
            _change(ls, doc, v, v)
        ls.after_batch(True)
        assert sent == []  # (a flood's first batch: its hovers came first)
        await asyncio.sleep(srv.FLOOD_QUIET * 3)
        assert sent == [1 + srv.BURST]
        for v in range(2 + srv.BURST, 5 + srv.BURST):  # one edit per batch again: at once
            _change(ls, doc, v)
            ls.after_batch(True)
            assert sent[-1] == v

    asyncio.run(run())


def test_input_arriving_while_lines_are_analysed_defers_the_publish(monkeypatch):
    ls, doc, sent = _setup(monkeypatch)
    monkeypatch.setattr(srv, "FLOOD_QUIET", 0.5)
    refresh = doc.refresh
    came = []

    def refresh_then_input():
        refresh()
        if not came:
            came.append(True)
            ls.input_waiting = lambda: True  # (a hover came while the edit was analysed)

    monkeypatch.setattr(doc, "refresh", refresh_then_input)

    async def run():
        _change(ls, doc, 2)
        ls.after_batch(True)
        assert sent == [] and doc.results[3] is not None  # analysed, not yet published
        ls.input_waiting = lambda: False
        await asyncio.sleep(srv.FLOOD_QUIET * 3)
        assert sent == [2]

    asyncio.run(run())


def test_no_warming_while_input_waits(monkeypatch):
    ls, doc, sent = _setup(monkeypatch)
    warmed = []
    monkeypatch.setattr(doc, "warm", lambda budget, stop=None: warmed.append(stop))
    ls.input_waiting = lambda: True

    async def run():
        _change(ls, doc, 2)
        ls.after_batch(False)  # more input waiting: the server is behind
        assert warmed == [] and sent == []
        ls.input_waiting = lambda: False
        _change(ls, doc, 3)
        ls.after_batch(False)  # (the input waiting was taken meanwhile)
        assert len(warmed) == 1 and warmed[0] is not None and sent == []

    asyncio.run(run())


def test_a_follow_up_is_due_counting_from_the_last_edit(monkeypatch):
    """The complete publish that follows a first pass waits until no edit has come for
    PUBLISH_INTERVAL * 2, counted from the edit (or open) that started it: after an open
    whose first pass took seconds it is due at once (it waited the interval again, idle),
    right after an edit's quick first pass it still waits for the typing to pause."""
    import time

    ls, doc, sent = _setup(monkeypatch)
    interval = srv.PUBLISH_INTERVAL * 2

    async def run():
        loop = asyncio.get_running_loop()
        ls._requested_at = time.monotonic() - 5.0  # (an open whose first pass took 5 s)
        ls.request_publish(doc.uri, follow_up=True)
        assert ls._flush_timer.when() - loop.time() < interval / 2
        ls._flush_timer.cancel()
        ls._flush_timer = None
        ls.request_publish(doc.uri)  # an edit: its own publish is the batch's
        ls._flush_timer.cancel()
        ls._flush_timer = None
        ls.request_publish(doc.uri, follow_up=True)  # its first pass took no time
        assert ls._flush_timer.when() - loop.time() > interval / 2
        ls._flush_timer.cancel()

    asyncio.run(run())
