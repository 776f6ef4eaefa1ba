"""The edit path of a document against a fresh analysis: waitcnt re-works only the
blocks holding the lines an edit replaced (checks.run's ``touched``), the hazard and
target passes skip what an edit cannot change, and the server reuses the JSON of the
diagnostics it published before. After every edit (or batch of edits) the document's
diagnostics, and the JSON text the server publishes, must equal those of a fresh start."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from gcnls.server.documents import Change, Document, reference_diagnostics
from gcnls.server.server import diagnostic_json, published_json

ASM = Path(__file__).resolve().parents[1] / "data" / "waitcnt" / "asm"


def _text(name: str) -> str:
    return (ASM / name).read_text()


def _edits(lines: list[str], rng: random.Random) -> tuple[int, str]:
    """A line replacement that keeps the control flow: a wait removed or weakened, a
    register renamed, an instruction turned into an s_nop."""
    waits = [i for i, x in enumerate(lines) if x.strip().startswith("s_waitcnt ")]
    body = [i for i, x in enumerate(lines) if re.match(r"\s+(?:v_|s_(?!branch|cbranch|endpgm|setpc|swappc)|global_|buffer_|ds_|flat_)", x)]
    kind = rng.randrange(3)
    if kind == 0 and waits:
        i = rng.choice(waits)
        return i, rng.choice(["\ts_nop 0", "\ts_waitcnt vmcnt(1)", "\ts_waitcnt lgkmcnt(1)", "\ts_waitcnt vmcnt(0) lgkmcnt(0)"])
    i = rng.choice(body)
    if kind == 1:
        return i, re.sub(r"\bv(\d+)\b", lambda m: f"v{(int(m.group(1)) + 1) % 40}", lines[i], count=1)
    return i, "\ts_nop 1"


def _check(doc: Document) -> list:
    got = doc.diagnostics()
    assert got == reference_diagnostics(doc.text)[1]
    published = doc.published()
    assert published_json(doc, published) == [json.dumps(diagnostic_json(doc, i, d)) for i, d in published]
    return got


def test_edits_that_keep_the_control_flow_equal_a_fresh_analysis():
    for name in ("global_loop.gfx900.s", "lds_barrier.tonga.s", "buffers.tahiti.s"):
        text = _text(name)
        doc = Document(f"file:///{name}", text)
        _check(doc)
        rng = random.Random(name)
        lines = text.split("\n")
        seen = 0
        for step in range(12):
            batch = 1 + (step % 3 == 2) * 2  # every third step: three edits before the next publish
            for _ in range(batch):
                i, new = _edits(lines, rng)
                doc.apply(Change(new, ((i, 0), (i, len(lines[i])))))
                lines[i] = new
            assert doc.text.split("\n") == lines
            seen += sum(d.code.startswith("waitcnt.") for _, d in _check(doc))
        assert seen, name  # the edits did make waits go missing


def test_severity_setting_is_not_kept_by_a_reused_finding():
    """Findings of untouched blocks come back as the same objects: a severity setting
    must not stick to them once it is removed."""
    from gcnls.diagnostics import Severity

    text = _text("global_loop.gfx900.s")
    doc = Document("file:///s.s", text)
    lines = text.split("\n")
    i = next(k for k, x in enumerate(lines) if x.strip().startswith("s_waitcnt "))
    doc.apply(Change("\ts_nop 0", ((i, 0), (i, len(lines[i])))))
    before = [d.severity for _, d in doc.diagnostics() if d.code == "waitcnt.missing"]
    assert before and set(before) == {Severity.WARNING}
    doc.set_checks(frozenset(), {"waitcnt": Severity.ERROR})
    assert {d.severity for _, d in doc.diagnostics() if d.code == "waitcnt.missing"} == {Severity.ERROR}
    doc.set_checks(frozenset(), {})
    assert [d.severity for _, d in doc.diagnostics() if d.code == "waitcnt.missing"] == before


def test_repeated_warnings_are_folded_errors_never():
    """One warning on thousands of lines is published for the first ``repeated`` lines and a
    summary at the next; errors are all published. The lines share one result (and one
    Diagnostic object): the server's JSON of each must still be its own line's."""
    from gcnls.server.documents import fold_repeated

    text = "".join("\tv_cvt_f32_f64 v1, 0.1\n" if k % 3 == 0 else "\ts_bogus v0\n" if k % 3 == 1
                   else "\ts_movk_i32 s0, 0x1\n" for k in range(90))
    doc = Document("file:///r.s", text)
    out = doc.published(10)
    assert out == fold_repeated(doc.diagnostics(), 10)
    warned = [i for i, d in out if d.code == "literal-precision"]
    (summary,) = [(i, d) for i, d in out if d.code == "repeated-summary"]
    assert warned == list(range(0, 30, 3)) and summary[0] == 30 and summary[1].data == {"code": "literal-precision",
                                                                                        "lines": 20}
    assert len([d for _, d in out if d.code == "unknown-instruction"]) == 30
    assert fold_repeated(out, 100) == out
    for edit in (Change("\n", ((0, 0), (0, 0))), Change("x", ((5, 0), (5, 0))), Change("", ((0, 0), (2, 0)))):
        doc.apply(edit)
        published = doc.published(10)
        assert published == fold_repeated(reference_diagnostics(doc.text)[1], 10)
        assert published_json(doc, published) == [json.dumps(diagnostic_json(doc, i, d)) for i, d in published]


def test_lines_inserted_or_deleted_above_move_the_lines_hazard_warnings_name():
    """An edit above a hazard that inserts or deletes lines moves the warning without
    checking it again; the producer's line in its message, its related location and its
    quick fix's line must move with it (they named the old lines)."""
    pair = ["\tv_mov_b32 v5, v4", "\tv_mov_b32_dpp v6, v5 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
            "\tv_readfirstlane_b32 s8, v1", "\tbuffer_load_dword v4, off, s[8:11], 0", "\ts_nop 4"]
    lines = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"', "k:"] + pair * 6 + ["\ts_endpgm", ""]
    doc = Document("file:///moves.s", "\n".join(lines))
    before = [d for _, d in _check(doc) if d.code.startswith("hazard.")]
    assert before and all(d.data.get("producer") and d.data.get("fix") for d in before)
    rng = random.Random(7)
    for step in range(8):
        at = rng.randrange(2, len(lines) - 8)
        if step % 2:  # delete a line that is no hazard's producer or consumer: an s_nop 4 between pairs
            nops = [i for i, x in enumerate(lines) if x == "\ts_nop 4" and i > 2]
            at = rng.choice(nops)
            doc.apply(Change("", ((at, 0), (at + 1, 0))))
            del lines[at]
        else:  # insert whole lines before a pair
            at = next(i for i in range(at, len(lines)) if lines[i] == pair[0])
            doc.apply(Change("\ts_nop 4\n\ts_nop 4\n", ((at, 0), (at, 0))))
            lines[at:at] = ["\ts_nop 4", "\ts_nop 4"]
        assert doc.text == "\n".join(lines)
        moved = [d for _, d in _check(doc) if d.code.startswith("hazard.")]
        assert len(moved) == len(before)
