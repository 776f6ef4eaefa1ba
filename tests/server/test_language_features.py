"""The server on files in llvm-mc's assembler language (macros, loops, conditionals,
includes): diagnostics through the expansion, checked against the live llvm-mc 22's
verdict per line, and the editor features over the same documents."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from gcnls.server import language
from gcnls.server.documents import Change, Document
from gcnls.server.server import diagnostic_json

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import differential  # noqa: E402

KERNEL = """\
.set vgprA, 16
.macro load base, off=0
  ds_read_b32 v[\\base], v1 offset:\\off
  s_movk_i32 s[\\base], \\off
.endm
.macro never_called x
  this is not an instruction \\x
.endm
load vgprA, 4
load vgprA+1, 0x10000
.if 0
  ds_read_b32 v1000, v1
.else
  ds_read_b32 v2, v1
.endif
.rept 2
  ds_read_b32 v[vgprA], v1
.endr
load 200
"""


def _doc(text: str, path: str = "/tmp/gcnls-lang/k.s") -> Document:
    return Document(Path(path).as_uri(), text, 1)


def _error_lines(doc: Document) -> set[int]:
    return {i for i, d in doc.diagnostics() if int(d.severity) == 1}


def _llvm_error_lines(text: str, tmp_path) -> set[int]:
    """Lines of ``text`` llvm-mc 22 reports an error for, directly or through a note."""
    llvm, _ = differential.run_files({"k.s": text}, "k.s", "gfx900")
    out = set()
    lines = llvm.stderr.splitlines()
    for k, line in enumerate(lines):
        m = differential._ERR.match(line)
        if m and m["kind"] == "error" and m["file"].endswith("k.s"):
            out.add(int(m["line"]) - 1)
        if ": note: while in macro instantiation" in line and line.split(":")[0].endswith("k.s"):
            out.add(int(line.split(":")[1]) - 1)  # the outermost call in the document
    return out


def test_errors_on_the_lines_llvm_mc_blames(llvm_mc, tmp_path):
    doc = _doc(KERNEL)
    assert _error_lines(doc) == _llvm_error_lines(KERNEL, tmp_path) == {9, 18}
    # Nothing from inside a macro body (not even the one never called) or a skipped block.
    assert not _error_lines(doc) & {2, 3, 6, 11}


def test_call_line_diagnostic_points_into_the_body():
    doc = _doc(KERNEL)
    line, d = next((i, d) for i, d in doc.diagnostics() if i == 18)
    assert "in the expansion" in d.message
    js = diagnostic_json(doc, line, d)
    related = js["relatedInformation"]
    assert related[0]["location"]["uri"] == doc.uri
    assert related[0]["location"]["range"]["start"]["line"] in (2, 3)  # a line of the body


def test_edit_in_macro_body_updates_every_call():
    doc = _doc(KERNEL)
    assert 18 in _error_lines(doc)
    # v[200] is valid, s[200] is not: make the body's second line valid for every call.
    old = doc.line(3)
    doc.apply(Change("  s_movk_i32 s[\\off & 7], \\off", ((3, 0), (3, len(old)))))
    doc.version = 2
    assert 18 not in _error_lines(doc)


def test_hover_shows_the_expansion_with_encodings():
    doc = _doc(KERNEL)
    found = language.expansion_hover(doc, 8, 1)
    assert found is not None
    text = found[0]
    assert "ds_read_b32 v16, v1 offset:4" in text and "[0x04,0x00,0x6c,0xd8" in text


def test_definition_references_symbols_folding():
    doc = _doc(KERNEL)
    assert language.definition(doc, 8, 1) == ("here", (1, 7, 11))  # the macro
    assert language.definition(doc, 8, 7) == ("here", (0, 5, 10))  # .set vgprA
    refs = language.references(doc, 8, 1)
    assert {r[0] for r in refs} == {1, 8, 9, 18}
    names = [(n, k) for n, k, *_ in language.symbols(doc)]
    assert ("load", "macro") in names and ("never_called", "macro") in names and ("vgprA", "symbol") in names
    folds = language.folding_ranges(doc)
    assert (1, 4, ".macro") in folds and (10, 14, ".if") in folds and (15, 17, ".rept") in folds


def test_include_is_followed_and_opened(tmp_path):
    inc = tmp_path / "defs.inc"
    inc.write_text(".set base, 4\n.macro twice r\n  ds_read_b32 v\\r, v1\n  ds_read_b32 v\\r, v300\n.endm\n")
    main = tmp_path / "main.s"
    text = '.include "defs.inc"\ntwice 7\nds_read_b32 v[base], v2\n'
    doc = _doc(text, str(main))
    assert _error_lines(doc) == {1}  # v300, through the included macro
    assert language.definition(doc, 0, 3) == ("file", os.path.join(str(tmp_path), "defs.inc"))
    # An open included document's text wins over the file (an edit there re-checks this one).
    fixed = inc.read_text().replace("v300", "v30")
    doc.reader = lambda path: fixed.encode() if path.endswith("defs.inc") else None
    doc._diagnostics = doc._expanded = None  # (what the server does for the includers of an edited file)
    assert _error_lines(doc) == set()


def test_missing_include_and_unterminated_blocks_do_not_crash():
    for text in ['.include "nope.inc"\n', ".macro m\n", ".rept 3\nds_read_b32 v1, v2\n", ".if 1\n",
                 ".macro r\nr\n.endm\nr\n", ".irpc c, 12\n.endr\n.endr\n.endif\n.else\n"]:
        doc = _doc(text)
        assert all(d.code != "internal-error" for _, d in doc.diagnostics())
        assert _error_lines(doc), text


@pytest.mark.parametrize("seed", range(3))
def test_generated_files_blame_the_lines_llvm_mc_blames(seed, llvm_mc, tmp_path):
    """Generated macro-language files (tests/language_cases.py), includes left out: the
    server marks the lines llvm-mc's errors (or their outermost notes) point at."""
    import random

    import language_cases

    files, main, _ = language_cases.macro_language(random.Random(500 + seed), bad=0.05)
    text = files[main]
    if ".include" in text or ".print" in text:
        text = "\n".join(ln for ln in text.split("\n") if ".include" not in ln)
    doc = _doc(text)
    assert _error_lines(doc) == _llvm_error_lines(text, tmp_path)


def test_deferred_symbol_values_follow_edits():
    """A symbol set to an expression of one defined later is read where it is used (as
    llvm-mc does, see tests/language_cases.py 'deferred_values'), also after edits."""
    text = ".set cnt, base+1\ns_movk_i32 s0, cnt\nbase = 41\ns_movk_i32 s0, cnt\nbase = 4\ns_movk_i32 s1, cnt\n"
    doc = _doc(text)
    assert _error_lines(doc) == {1}
    # the second definition of base makes a new symbol: cnt still reads the first one
    assert doc.results[5].symbols == (("cnt", 42),)
    doc.apply(Change("; gone", ((2, 0), (2, 9))))
    assert _error_lines(doc) == {1, 3}  # base's first definition is now line 4: cnt is 5 after it
    doc.apply(Change("base = 41", ((2, 0), (2, 6))))
    assert _error_lines(doc) == {1}
