"""The shortcuts a flood of edits takes, against a fresh document of the same text:
an edit inside one line that inserts no line break (Document._apply_in_line: what typing
and a flood send) keeps every per-line list as the general path and a fresh analysis
have them; the hazard check re-run on whole kernels when many of their lines changed
(Document.WHOLE_KERNEL_FROM) finds what the per-line reach finds."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from gcnls.server.documents import Change, Document, reference_diagnostics

ASM = Path(__file__).resolve().parents[1] / "data" / "waitcnt" / "asm"

# in-line insertions that change how this and later lines read: comments opened and
# closed, symbol definitions, a target directive, a language directive, non-ASCII text
INSERTS = ["/*", "*/", "//", ";", ".set sym, 3", "sym", "x = 2", ".amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"",
           ".rept 2", "é", "😀", " ", "\t", "s_nop 0", "lab:", "v_mov_b32 v1, sym", ".amdhsa_kernel k", ""]


def _state(doc: Document) -> tuple:
    """(_symbol_lines only as whether there are any: a definition inside a kernel
    descriptor block, whose result blocks.apply replaces, stays counted after an edit
    (an extra symbol pass, nothing else; the general path does the same).)"""
    doc.refresh()
    return (doc.raw, doc.code, doc.block, doc.flags, doc.local_codes, doc.hints,
            doc._expands, doc._expanding, doc._blockish, doc._blockish_lines, doc._symbol_lines > 0,
            [r.statement.text if r is not None and hasattr(r.statement, "text") else None for r in doc.results])


@pytest.mark.parametrize("seed", range(6))
def test_in_line_edits_leave_the_document_as_a_fresh_one(seed):
    rng = random.Random(seed)
    text = (ASM / "hazards.gfx900.s").read_text()
    lines = text.split("\n")[:120]
    text = "\n".join(lines) + "\n"
    doc = Document("file:///a.s", text, 1)
    doc.diagnostics()
    used = 0
    edited: list[int] = []
    for step in range(60):
        n = len(doc.raw)
        # (half the time a line edited before: what an insertion made is edited away)
        i = rng.choice(edited) if edited and rng.random() < 0.5 else rng.randrange(n)
        if rng.random() < 0.1:
            i = 0  # (the target directive: the target goes, or comes back)
        edited.append(i)
        width = len(doc.line(i))
        a, b = rng.randrange(width + 3), rng.randrange(width + 3)  # (past the end, or reversed)
        new = rng.choice(INSERTS)
        used += "\n" not in new
        doc.apply(Change(new, ((i, a), (i, b))))
        if step % 3 == 2:  # a publish now and then (the lists in between are checked below)
            fresh = Document("file:///a.s", doc.text, 1)
            assert _state(doc) == _state(fresh)
            assert doc.diagnostics() == fresh.diagnostics()
    assert used


@pytest.mark.parametrize("whole_from", [1, 32, 10 ** 9])
def test_hazards_after_many_edits_equal_a_fresh_analysis(monkeypatch, whole_from):
    """s_nops LLVM placed shortened (hazards appear) and spaces inserted, many per
    publish: the whole-kernel re-run (1: always), the per-line reach (10**9: never)
    and the default all give the fresh analysis' diagnostics."""
    monkeypatch.setattr(Document, "WHOLE_KERNEL_FROM", whole_from)
    for name in ("hazards.gfx900.s", "sreg.tonga.s", "hazards.tahiti.s"):
        text = (ASM / name).read_text()
        doc = Document(f"file:///{name}", text, 1)
        assert doc.diagnostics() == reference_diagnostics(text)[1]
        rng = random.Random(name)
        nops = [i for i, x in enumerate(doc.raw) if re.match(r"\s*s_nop [1-9]", x)]
        assert nops, name
        warned = 0
        for batch in (1, 3, 12, 40):
            for _ in range(batch):
                if rng.random() < 0.5 and nops:
                    i = nops.pop(rng.randrange(len(nops)))
                    line = doc.line(i)
                    k = line.index("s_nop ") + 6
                    doc.apply(Change("0", ((i, k), (i, k + 1))))
                else:
                    j = rng.randrange(len(doc.raw))
                    doc.apply(Change(" ", ((j, 0), (j, 0))))
            got = doc.diagnostics()
            assert got == reference_diagnostics(doc.text)[1], (name, batch)
            warned += sum("hazard" in str(d.code) or str(d.code).startswith("hazards") for _, d in got)
        assert warned, name  # the shortened s_nops did make hazards appear


def test_an_in_line_edit_that_removes_or_changes_the_target():
    line = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx803"'
    text = line + "\n\tglobal_load_dword v1, v[2:3], off\n\ts_endpgm\n"  # (gfx9 only)
    doc = Document("file:///t.s", text, 1)
    gen = line.index("803")
    procs = set()
    for start, end, new in ((2, 3, "x"), (2, 3, "a"), (gen, gen + 3, "900"), (gen, gen + 3, "803")):
        doc.apply(Change(new, ((0, start), (0, end))))
        fresh = Document("file:///f.s", doc.text, 1)
        assert doc.proc.name == fresh.proc.name and doc.diagnostics() == fresh.diagnostics(), doc.line(0)
        procs.add(doc.proc.name)
    assert doc.text == text and len(procs) == 2
