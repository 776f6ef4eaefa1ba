"""The server's whole-document analysis gives the lines the fast path encodes light
results (gcnls.light, Document._line_results): what the checks read, with the full
assembler's operand columns. Requests that read more of a line (hover, encoding,
semantic tokens) get its full analysis (Document.result, Document.statement). Both ways
must publish the same diagnostics, before and after an edit, and answer the same."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gcnls.light import LightResult
from gcnls.server import hover, semantic
from gcnls.server.documents import Change, Document, reference_diagnostics
from gcnls.server.features import line_encoding
from test_first_pass import _text

ROOT = Path(__file__).resolve().parents[2]


def _document(text: str, light: bool, monkeypatch) -> Document:
    monkeypatch.setattr(Document, "LIGHT", light)
    semantic._CACHE.clear()  # (keyed by the line's text: each document computes its own)
    return Document(f"file:///{light}.s", text)


@pytest.mark.parametrize("seed", [1, 2])
def test_light_lines_publish_and_answer_as_the_full_analysis(seed, monkeypatch):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_mc import generate

    monkeypatch.setattr(Document, "FIRST_PASS_FROM", 100)
    mixed = "".join(f"\t{line}\n" for line in generate(1200, "gfx900", seed=seed).splitlines())
    text = _text(300, seed) + mixed + _text(100, seed + 10).split("\n", 1)[1]
    docs = {}
    for light in (True, False):
        d = docs[light] = _document(text, light, monkeypatch)
        d.published_first = d.published()
        d.published_complete = d.published()
        d.tokens = semantic.semantic_data(d, 0, len(d.raw))
    light, full = docs[True], docs[False]
    built = [i for i, r in enumerate(light.results) if isinstance(r, LightResult)]
    assert len(built) > 1000 and not any(isinstance(r, LightResult) for r in full.results)
    assert light.published_first == full.published_first
    assert light.published_complete == full.published_complete
    assert light.published_complete == reference_diagnostics(text)[1]
    # waitcnt marks the register a light line reads, at its columns
    marked = [(i, d) for i, d in light.published_complete
              if d.code == "waitcnt.missing" and i in set(built) and d.start != light.results[i].mnemonic.start]
    assert marked
    assert light.tokens == full.tokens
    for i in built[::37] + [i for i, _ in marked]:
        assert light.result(i).statement.tokens == full.results[i].statement.tokens
        assert line_encoding(light, i) == line_encoding(full, i)
        for t in full.results[i].statement.tokens:
            assert hover.hover(light, i, t.start, []) == hover.hover(full, i, t.start, [])
    # An edit: the edited line is analysed fully, the others keep their light results.
    at = built[len(built) // 2]
    for d in (light, full):
        d.apply(Change("\ts_load_dwordx2 s[4:5], s[2:3], 0x10\n\ts_add_u32 s2, s4, s5",
                       ((at, 0), (at, len(d.line(at))))))
    assert light.published() == full.published() == reference_diagnostics(light.text)[1]
