"""A large document is published twice when it is opened: first what the assembler
reports (Document.first_pass: the lines the fast path encodes are left out, since they
have nothing to report), then everything. The first publish must be exactly the complete
one without the whole-kernel checks' findings, and the complete one what the
non-incremental path reports (reference_diagnostics)."""

from __future__ import annotations

import random

import pytest

from gcnls.server.documents import Change, Document, reference_diagnostics

KERNEL = """\t.amdhsa_kernel k{n}
\t\t.amdhsa_next_free_vgpr 4
\t\t.amdhsa_next_free_sgpr 8
\t.end_amdhsa_kernel"""

# Lines of every sort: plain ones the fast path encodes, errors, labels and branches to
# them (and to nowhere), symbols and their uses, numeric labels, hazard and waitcnt pairs,
# a target hint, a kernel descriptor block, comments.
PIECES = [
    "\ts_mov_b32 s0, s1",
    "\tv_add_f32 v1, v2, v3",
    "\ts_load_dwordx2 s[4:5], s[2:3], 0x10",
    "\ts_add_u32 s2, s4, s5",  # reads what the load may still write (waitcnt)
    "\tv_readfirstlane_b32 s8, v1",
    "\tbuffer_load_dword v4, off, s[8:11], 0",  # valu-sgpr-vmem hazard after the readlane
    "\ts_load_dwordx2 s[3:4], s[2:3], 0x4",  # misaligned
    "\ts_lod s0",  # unknown instruction
    "top{n}:",
    "\ts_cbranch_scc0 top{n}",
    "\ts_branch nowhere{n}",  # undefined label (object only)
    "\t.set OFF{n}, 0x10",
    "\tds_read_b32 v0, v1 offset:OFF{n}",
    "1:",
    "\ts_branch 1b",
    "\tv_mov_b32_dpp v5, v4 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",  # vgpr-dpp hazard
    "\tv_mov_b32 v7, 0x12345678 ; a comment",
    "\tv_nop",
    "dup:",
    "\ts_nop 0 /* block */ ",
    "\ts_endpgm",
]


def _text(n: int, seed: int) -> str:
    rnd = random.Random(seed)
    out = ["\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\""]
    for k in range(n):
        piece = rnd.choice(PIECES) if k % 40 else KERNEL
        out.append(piece.format(n=k))
    return "\n".join(out) + "\n"


def _whole_kernel(d) -> bool:
    return d.code.startswith("hazard.") or bool(d.data and d.data.get("check"))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_first_pass_is_the_complete_publish_without_the_kernel_checks(seed, monkeypatch):
    monkeypatch.setattr(Document, "FIRST_PASS_FROM", 50)
    text = _text(400, seed)
    doc = Document("file:///first.s", text)
    first = doc.published()
    assert doc.complete_due
    complete = doc.published()
    assert not doc.complete_due
    assert complete == reference_diagnostics(text)[1]
    assert any(_whole_kernel(d) for _, d in complete)  # (the text has findings of the checks)
    assert any(d.is_error for _, d in first)
    assert first == [(i, d) for i, d in complete if not _whole_kernel(d)]
    # Edits after it are incremental, as on any document. (One that moves no line: after
    # one that does, the kept hazard warnings below it still name the producers' old lines
    # on main today, which reference_diagnostics does not; the incremental path's matter.)
    doc.apply(Change("\ts_lod s9", ((5, 0), (5, len(doc.line(5))))))
    assert doc.published() == reference_diagnostics(doc.text)[1]


def test_small_documents_and_queries_first_get_the_complete_analysis(monkeypatch):
    text = _text(60, 4)
    doc = Document("file:///small.s", text)  # (below FIRST_PASS_FROM)
    assert doc.published() == reference_diagnostics(text)[1] and not doc.complete_due
    monkeypatch.setattr(Document, "FIRST_PASS_FROM", 10)
    doc = Document("file:///queried.s", text)
    doc.diagnostics()  # a query before the first publish: the complete analysis is there
    assert doc.published() == reference_diagnostics(text)[1] and not doc.complete_due


def test_a_document_set_again_is_first_passed_again(monkeypatch):
    monkeypatch.setattr(Document, "FIRST_PASS_FROM", 10)
    text = _text(60, 5)
    doc = Document("file:///again.s", text)
    doc.published()
    doc.published()
    doc.apply(Change(text + "\ts_lod s1\n"))  # the whole text replaced
    first = doc.published()
    assert doc.complete_due and first[-1][1].code == "unknown-instruction"
    assert doc.published() == reference_diagnostics(doc.text)[1]
