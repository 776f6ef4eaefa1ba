"""What the server keeps after a document closes: the whole-kernel checks memoise by the
identity of line results (each entry keeps its results alive), so closing a document
prunes them to what the open documents hold; the memos and caches that outlive
documents have a bound. (How resident memory evolves over open/close cycles is measured
by benchmarks/bench_reliability.py, not asserted here.)"""

from __future__ import annotations

from pathlib import Path

from gcnls import analysis, suggest
from gcnls.checks import hazards, waitcnt
from gcnls.server import semantic
from gcnls.server.documents import Document
from gcnls.server.server import MAX_REPEATED, published_json, release_memory

ASM = Path(__file__).resolve().parents[1] / "data" / "waitcnt" / "asm"


def _open(name: str, uri: str) -> Document:
    doc = Document(uri, (ASM / name).read_text(), 1, None)
    published_json(doc, doc.published(MAX_REPEATED))
    return doc


def _ids(doc: Document) -> set[int]:
    return {id(r) for r in doc.results if r is not None}


def _memoised() -> set[int]:
    """The ids of every line result the checks' memos hold."""
    held = {id(v[0]) for v in hazards._CACHE.values()}
    for v in waitcnt._MEMO.values():
        held.update(map(id, v[0]))
    for s in waitcnt._SOLUTIONS.values():
        for span in s.spans:
            held.update(map(id, span))
    held.update(id(v[0]) for v in waitcnt._FINDINGS.values())
    return held


def test_closing_prunes_the_checks_memos_to_the_open_documents():
    # start from empty memos: an earlier test's entries can hold result objects this test's documents
    # share through analyze_line's cache, and pruning those (rightly) would read as losing kept work
    release_memory([])
    names = sorted(p.name for p in ASM.glob("*.s"))[:2]
    kept, closed = _open(names[0], "file:///kept.s"), _open(names[1], "file:///closed.s")
    gone = _ids(closed) - _ids(kept)
    assert gone and _memoised() & gone  # (the memos did hold the closed document's results)
    before = _memoised() & _ids(kept)
    release_memory([kept])
    assert not _memoised() & gone
    assert _memoised() <= _ids(kept)  # nothing of other documents either
    assert _memoised() & _ids(kept) == before  # the open document's work is kept
    # ... and the open document goes on giving the same answers as a fresh one
    assert kept.diagnostics() == _open(names[0], "file:///fresh.s").diagnostics()


def test_closing_the_last_document_empties_them():
    _open(sorted(p.name for p in ASM.glob("*.s"))[0], "file:///only.s")
    release_memory([])
    assert not hazards._CACHE and not waitcnt._MEMO and not waitcnt._SOLUTIONS and not waitcnt._FINDINGS
    assert not waitcnt._PLANS
    assert analysis.analyze_line.cache_info().currsize == 0 and not semantic._CACHE


def test_caches_that_outlive_documents_are_bounded():
    assert 0 < analysis.analyze_line.cache_info().maxsize <= 1 << 18
    assert 0 < waitcnt.MEMO_SIZE <= 50_000
    assert suggest._nearest.cache_info().maxsize == suggest.NEAREST_CACHE <= 1 << 16
    # a memo past its bound starts again instead of growing
    waitcnt._MEMO.clear()
    waitcnt._MEMO.update({("x", i): ((), None, None, ()) for i in range(waitcnt.MEMO_SIZE)})
    doc = _open(sorted(p.name for p in ASM.glob("*.s"))[0], "file:///bound.s")
    assert doc.results and len(waitcnt._MEMO) < waitcnt.MEMO_SIZE
    release_memory([])
