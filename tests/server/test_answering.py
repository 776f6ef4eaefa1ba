"""Requests answered while a flood of edits waits for analysis (Document.answering: only
the requested line is analysed). What they read must not be kept as the answer for the
text: after the flood the document's diagnostics equal a fresh analysis', and the
whole-document parts (kernels, findings) are not worked out over lines not analysed."""

from __future__ import annotations

import random

from gcnls.server.documents import Change, Document


def _items(diags) -> list[tuple]:
    return [(i, d.code, d.message, d.start, d.end, int(d.severity)) for i, d in diags]


def _kernel() -> str:
    """A kernel whose loads are used without waits (waitcnt findings) and with labels."""
    lines = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"', "\t.text", "k:"]
    for j in range(60):
        lines += [f"\ts_load_dword s{j % 50}, s[2:3], 0x{j * 4:x}", f"\ts_add_u32 s60, s{j % 50}, 1", f"b{j}:",
                  f"\tglobal_load_dword v{j % 100}, v[200:201], off", f"\tv_add_u32 v150, v{j % 100}, v{j % 100}"]
    return "\n".join(lines + ["\ts_endpgm"]) + "\n"


def _flooded(seed: int) -> tuple[Document, list[int]]:
    doc = Document("file:///flood.s", _kernel(), 1)
    assert any(d.code.startswith("waitcnt") for _, d in doc.diagnostics())  # (findings to lose)
    rng = random.Random(seed)
    body = [i for i, x in enumerate(doc.raw) if x.startswith("\t") and not x.lstrip().startswith(".")]
    edited = []
    for v in range(Document.DEFER_FROM + 8):
        i = rng.choice(body)
        doc.apply(Change(" ", ((i, 0), (i, 0))))  # (leading blanks: the same program)
        doc.version = v + 2
        edited.append(i)
    return doc, edited


def test_requests_during_a_flood_leave_no_stale_answers():
    for seed in range(3):
        doc, edited = _flooded(seed)
        flagged = [i for i, f in enumerate(doc.flags) if f and i not in edited]
        for line in flagged[:5] + edited[:3]:
            with doc.answering(line):
                assert doc.pending
                doc.line_diagnostics(line)
                doc.labels()
                doc.statement(edited[-1])
                doc.result(edited[-1])
                assert doc.kernels() == [] and doc.findings() == []
        assert not doc.pending
        fresh = Document("file:///fresh.s", doc.text, 1)
        assert _items(doc.diagnostics()) == _items(fresh.diagnostics())


def test_a_line_answers_with_its_own_diagnostics():
    doc, edited = _flooded(5)
    bad = edited[0]
    doc.apply(Change("\tv_cvt_f32_f64 v1, 0.1", ((bad, 0), (bad, len(doc.raw[bad].rstrip("\n"))))))
    with doc.answering(bad):
        assert doc.pending
        assert [d.code for d in doc.line_diagnostics(bad)] == ["literal-precision"]
