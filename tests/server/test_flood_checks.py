"""A publish's whole-kernel checks stop when input waits (Document.checks_stop, checks.run's
``stop``): waitcnt keeps its fixed point so far with its worklist and the next run goes on
from there, the server publishes at the next pause. Whatever the interruptions, the
diagnostics once the checks complete equal a fresh document's."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from gcnls.checks import Interrupted
from gcnls.server import server as srv
from gcnls.server.documents import Change, Document, reference_diagnostics

ASM = Path(__file__).resolve().parents[1] / "data" / "waitcnt" / "asm"
# files with loops and many blocks (the worklist is resumed mid-way through a kernel)
FILES = ("global_loop.gfx900.s", "divergent.tonga.s", "lds_barrier.tonga.s")


def _until_done(doc: Document, stop) -> int:
    """doc.diagnostics() with ``stop`` as the checks' stop, retried until it completes
    (as the server does at each pause): the number of interruptions."""
    doc.checks_stop = stop
    try:
        for n in range(10_000):
            try:
                doc.diagnostics()
                return n
            except Interrupted:
                pass
        raise AssertionError("the checks never completed: is their progress kept?")
    finally:
        doc.checks_stop = None


def _every(k: int):
    calls = [0]

    def stop() -> bool:
        calls[0] += 1
        return calls[0] % k == 0

    return stop


@pytest.mark.parametrize("name", FILES)
def test_interrupted_checks_resume_to_a_fresh_documents_diagnostics(name):
    text = (ASM / name).read_text()
    lines = text.split("\n")
    doc = Document(f"file:///{name}", text)
    rng = random.Random(name)
    # the first complete run (no earlier solution: the worklist starts with every block)
    stopped = _until_done(doc, _every(3))
    assert stopped > 0
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    body = [i for i, x in enumerate(lines) if x.strip().startswith(("s_waitcnt", "v_", "global_", "ds_", "buffer_"))]
    for step in range(8):
        for i in rng.sample(body, 3):  # (often in several kernels: a stop in the first defers the others)
            new = rng.choice(["\ts_nop 1", "\ts_waitcnt vmcnt(1) lgkmcnt(1)", "\ts_waitcnt 0"])
            doc.apply(Change(new, ((i, 0), (i, len(lines[i])))))
            lines[i] = new
        _until_done(doc, _every(2 + step % 3) if step % 3 else (lambda: rng.random() < 0.4))
        assert doc.diagnostics() == reference_diagnostics(doc.text)[1], (name, step)


def test_a_publish_whose_checks_find_input_waiting_waits_for_the_pause(monkeypatch):
    ls = srv.GcnServer()
    doc = Document("file:///f.s", "\ts_load_dword s0, s[0:1], 0x0\n\ts_add_u32 s1, s0, s0\n" * 20, 1)
    ls.documents[doc.uri] = doc
    sent: list[int] = []

    def publish(ls_, d):  # (what publish computes, without a client to send it to)
        d.published(srv.MAX_REPEATED)
        sent.append(d.version)

    monkeypatch.setattr(srv, "publish", publish)
    monkeypatch.setattr(srv, "FLOOD_QUIET", 0.5)
    polls = []

    def input_comes_during_the_checks():
        polls.append(doc.checks_stop is not None)
        return doc.checks_stop is not None  # (a hover arrived once the lines were analysed)

    async def run():
        srv.apply_changes(ls, doc.uri, 2, [Change(" ", ((3, 0), (3, 0)))])
        ls.input_waiting = input_comes_during_the_checks
        ls.after_batch(True)
        assert True in polls and sent == [] and doc.uri in ls.unpublished and doc.checks_stop is None
        ls.input_waiting = lambda: False
        await asyncio.sleep(srv.FLOOD_QUIET * 3)
        assert sent == [2] and doc.uri not in ls.unpublished

    asyncio.run(run())
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]


# Two kernels; the second loops over a load whose value is read after the loop.
TWO_KERNELS = """\t.text
\t.globl k1
\t.type k1,@function
\t.globl k2
\t.type k2,@function
k1:
\ts_load_dword s0, s[0:1], 0x0
\ts_cbranch_scc0 .LA
\ts_add_u32 s1, s0, s0
.LA:
\ts_add_u32 s2, s0, s0
\ts_cbranch_scc1 .LB
\ts_add_u32 s1, s0, s0
.LB:
\ts_endpgm
k2:
\ts_waitcnt 0
.LL:
\ts_load_dword s4, s[0:1], 0x0
\ts_cbranch_scc0 .LL
\ts_add_u32 s3, s4, s4
\ts_endpgm
"""


def test_a_stop_in_one_kernel_keeps_the_lines_edited_in_the_next():
    doc = Document("file:///k.s", TWO_KERNELS)
    assert [len(k.blocks) for k in doc.kernels()] == [5, 3]
    assert 20 in [i for i, d in doc.diagnostics() if d.code == "waitcnt.missing"]  # (s4 read after the loop)
    lines = TWO_KERNELS.split("\n")
    for i in (6, 18):  # both loads go: nothing is missing any more
        doc.apply(Change("\ts_nop 0", ((i, 0), (i, len(lines[i])))))
    # stopped in k1 (after its first block): k2's edited block and the loop through it
    # are left to work out again (the loop's old exit state still holds the load)
    first = [True]
    assert _until_done(doc, lambda: bool(first and first.pop())) == 1
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1] == []
