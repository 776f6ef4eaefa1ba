"""Lines flagged only for a line-local warning (documents._local_code: llvm-mc's warnings
on a literal's lost low bits or on an alignment's maximum...) are kept apart from the
flagged lines, so a document with thousands of them publishes in time proportional to
what is published. What a document publishes must be what it published when they were
flagged lines like any other (fold_repeated over every diagnostic), after every edit."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gcnls.server import documents
from gcnls.server.documents import Change, Document

ASM = Path(__file__).resolve().parents[1] / "data" / "waitcnt" / "asm"
WARNINGS = ["\tv_cvt_f32_f64 v1, 0.1", "\tv_cvt_f32_f64 v6, 0.1", "\t.p2align 2, 0, 8", "\tv_cvt_f32_f64 v200, 0.3 ; c"]
OTHER = ["\ts_nop 0", "\tv_mov_b32 v1, 0", "\tv_cvt_f32_f64 v1, 0.5", "\tv_cvt_f32_f64 v1, 0.1 junk", "x:", ""]


def _flagged_like_any_other(text: str) -> Document:
    """The document as it was before line-local lines were kept apart."""
    keep = documents._local_code
    documents._local_code = lambda r: None
    try:
        doc = Document("file:///legacy.s", text, 1)
        doc.diagnostics()
        return doc
    finally:
        documents._local_code = keep


def _items(diags: list) -> list[tuple]:
    return [(i, d.code, d.message, d.start, d.end, int(d.severity), repr(d.data)) for i, d in diags]


def _document(rng: random.Random) -> list[str]:
    lines = (ASM / "atomics.gfx900.s").read_text().splitlines()
    for _ in range(60):
        lines.insert(rng.randrange(3, len(lines)), rng.choice(WARNINGS))
    return lines


def _same(doc: Document, repeated: int | None) -> None:
    legacy = _flagged_like_any_other(doc.text)
    assert _items(doc.diagnostics()) == _items(legacy.diagnostics())
    assert _items(doc.published(repeated)) == _items(legacy.published(repeated))
    fresh = Document("file:///fresh.s", doc.text, 1)
    assert _items(fresh.published(repeated)) == _items(legacy.published(repeated))
    for line in range(0, len(doc.raw), 7):
        assert _items((line, d) for d in doc.line_diagnostics(line)) == \
            _items((line, d) for d in legacy.line_diagnostics(line))


@pytest.mark.parametrize("seed", range(3))
def test_published_as_when_they_were_flagged(seed):
    rng = random.Random(seed)
    lines = _document(rng)
    doc = Document("file:///local.s", "\n".join(lines) + "\n", 1)
    assert any(doc.local_codes) and not any(f and c for f, c in zip(doc.flags, doc.local_codes))
    for repeated in (None, 3, 15, 500):
        _same(doc, repeated)
    for step in range(12):
        n = len(doc.raw)
        i = rng.randrange(3, n - 1)
        kind = rng.randrange(4)
        if kind == 0:  # a line replaced by a warning or something else
            change = Change(rng.choice(WARNINGS + OTHER), ((i, 0), (i, len(doc.raw[i].rstrip("\r\n")))))
        elif kind == 1:  # lines inserted
            change = Change("\n".join(rng.choice(WARNINGS + OTHER) for _ in range(rng.randrange(1, 4))) + "\n",
                            ((i, 0), (i, 0)))
        elif kind == 2:  # lines deleted
            change = Change("", ((i, 0), (min(i + rng.randrange(1, 4), n - 1), 0)))
        else:  # a wait taken out (findings move onto lines, some of them local ones)
            waits = [k for k, x in enumerate(doc.raw) if "s_waitcnt" in x]
            k = rng.choice(waits) if waits else i
            change = Change("\ts_nop 0", ((k, 0), (k, len(doc.raw[k].rstrip("\r\n")))))
        doc.apply(change)
        doc.version = step + 2
        _same(doc, rng.choice([None, 2, 3, 10]))


def test_many_codes_gathered_in_one_pass(monkeypatch):
    """Past LOCAL_SCANS distinct codes the local lines are grouped in one pass: the same answer."""
    rng = random.Random(7)
    doc = Document("file:///local.s", "\n".join(_document(rng)) + "\n", 1)
    want = _items(doc.published(4))
    monkeypatch.setattr(Document, "LOCAL_SCANS", 0)
    assert _items(doc.published(4)) == want
    assert any(d.code == "repeated-summary" for _, d in doc.published(4))
