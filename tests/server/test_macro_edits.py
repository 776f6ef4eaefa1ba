"""The edit path of a document checked through its expansion (macros, loops,
conditionals) against a fresh start: an edit inside a macro's body expands only that
macro's calls again and analyses only their statements (server/expansion.py _patched),
and each publish is first what the assembler reports, then with the hazard check's
warnings. After every edit both publishes, and the document's diagnostics, must equal
those of a fresh document with the same text; the edits that may be patched must be."""

from __future__ import annotations

import json
import random

import pytest

from gcnls import preprocess
from gcnls.server.documents import Change, Document
from gcnls.server.server import diagnostic_json, published_json

TEXT = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
\t.text
.set vgprA, 16
.set sgprB, 20
.set unroll, 2
.macro load_tile base, off=0
\ts_load_dwordx4 s[sgprB:sgprB+3], s[2:3], \\off*16
\tds_read_b128 v[\\base:\\base+3], v1 offset:\\off*16 ; a comment
\tv_readlane_b32 s4, v[\\base], 0
\tds_write_b64 v2, v[\\base+4:\\base+5] offset:\\off
.endm
.macro store x
\tbuffer_store_dword v[\\x], off, s[8:11], 0
.endm
kernel:
\tload_tile vgprA, 1
\ts_mov_b32 m0, s4
\ts_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)
.rept unroll
\ts_movk_i32 s1, 0x10
.endr
\tload_tile vgprA+236, 3
.if unroll > 1
\tds_read_b32 v[vgprA+3], v3
\tstore vgprA+1
.else
\tds_read_b32 v4, v5
.endif
\tv_mov_b32 v1, s4
\tload_tile vgprA+8
label_\\@:
\tstore vgprA
\tstore 300
\ts_endpgm
"""

BODY = [6, 7, 8, 9]  # the lines of load_tile's body
# Replacements for a body line: plain ones (patched), and ones that are not plain (a
# label, a symbol, a conditional, a call: the whole expansion again), and errors.
PLAIN = [
    "\ts_load_dwordx4 s[sgprB:sgprB+3], s[2:3], \\off*32",
    "\tds_read_b128 v[\\base+4:\\base+7], v1 offset:\\off*8",
    "\tv_readlane_b32 s5, v[\\base+1], 1",
    "\tds_write_b64 v2, v[\\base+6:\\base+7] offset:\\off*4",
    "\ts_mov_b32 m0, s5",
    "\tds_write_b64 v2, v[\\base+40:\\base+41]",
    "\ts_load_dwordx2 s[3:4], s[2:3], 0x4",  # misaligned: an error at every call
    "\tv_add_f32 v0, \\off, v[\\base]",
    "",
    "\t; nothing",
    "\tunknown_op v0",
]
NOT_PLAIN = [
    "here\\@: s_nop 0",
    ".set unroll, 1",
    ".if \\off > 2",
    "\tstore \\base",
    ".endm",
    "\tds_read_b32 v1, v2\n\ts_nop 0",
]


def _fresh(text: str) -> tuple[list, list]:
    doc = Document("file:///k.s", text)
    first = doc.published()
    return first, doc.published()


def _key(items) -> list:
    return [(i, d.code, d.message, d.start, d.end, d.severity, json.dumps(d.data, sort_keys=True, default=str))
            for i, d in items]


@pytest.fixture
def expansions(monkeypatch):
    """How many times the whole text was expanded."""
    count = [0]
    whole = preprocess.expand

    def counted(*args, **kwargs):
        count[0] += 1
        return whole(*args, **kwargs)

    monkeypatch.setattr(preprocess, "expand", counted)
    return count


def test_macro_body_edits_equal_a_fresh_analysis(expansions):
    doc = Document("file:///k.s", TEXT)
    first, complete = _fresh(TEXT)
    assert _key(doc.published()) == _key(first)
    assert doc.complete_due
    assert _key(doc.published()) == _key(complete)
    assert any(d.code.startswith("hazard.") for _, d in complete)  # the second publish adds them
    assert not any(d.code.startswith("hazard.") for _, d in first)
    rng = random.Random(11)
    lines = TEXT.split("\n")
    patched = 0
    for step in range(40):
        i = rng.choice(BODY)
        plain = step % 4 != 3
        new = rng.choice(PLAIN if plain else NOT_PLAIN)
        doc.apply(Change(new, ((i, 0), (i, len(lines[i])))))
        lines[i:i + 1] = new.split("\n")
        text = "\n".join(lines)
        assert doc.text == text
        first, complete = _fresh(text)
        before = expansions[0]
        got = doc.published()
        expanded = expansions[0] != before
        # (an edit that leaves the text as it was finds the complete analysis kept)
        assert _key(got) == _key(first if doc.complete_due else complete), (step, new)
        assert published_json(doc, got) == [json.dumps(diagnostic_json(doc, k, d)) for k, d in got]
        if doc.complete_due:
            assert _key(doc.published()) == _key(complete), (step, new)
        fresh = Document("file:///k.s", text)
        assert _key(doc.diagnostics()) == _key(fresh.diagnostics())
        fresh.refresh()  # (the lines' own analysis, with the symbol values at each)
        assert [r.symbols for r in doc.results] == [r.symbols for r in fresh.results]
        if plain and "\n" not in new and len(lines) == len(TEXT.split("\n")) and all(
                ".endm" not in x for x in lines[6:10]):
            patched += not expanded
        if len(lines) != len(TEXT.split("\n")) or any(".endm" in x or ".if" in x or "store" in x
                                                       for x in lines[6:10]):
            lines = TEXT.split("\n")  # back to the start
            doc.apply(Change(TEXT, None))
    assert patched >= 15, patched  # (the plain edits were patched, not expanded again)


def test_edits_elsewhere_and_the_second_publish_after_them():
    """Edits outside any macro body, one line added to a body, the .macro line, a
    conditional: all expanded again, and equal a fresh start."""
    doc = Document("file:///k.s", TEXT)
    doc.published()
    doc.published()
    lines = TEXT.split("\n")
    for i, new in [(16, "\ts_mov_b32 m0, s5"), (16, "\ts_movk_i32 s0, sgprB+unroll"), (3, ".set sgprB, 22"),
                   (16, "\ts_movk_i32 s0, sgprB"), (4, ".set unrolled, 2"), (16, "\ts_movk_i32 s0, unrolled"), (7, "\ts_nop 0\n\ts_nop 1"),
                   (5, ".macro load_tile base, off=1"), (22, ".if unroll > 3"), (10, "\ts_nop 0"),
                   (0, '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx803"')]:
        old = lines[i]
        doc.apply(Change(new, ((i, 0), (i, len(old)))))
        lines[i:i + 1] = new.split("\n")
        text = "\n".join(lines)
        first, complete = _fresh(text)
        got = doc.published()
        assert _key(got) == _key(first if doc.complete_due else complete), new
        if doc.complete_due:
            assert _key(doc.published()) == _key(complete), new
        assert _key(doc.diagnostics()) == _key(complete), new
        fresh = Document("file:///k.s", text)
        fresh.refresh()
        doc.refresh()
        assert [r.symbols for r in doc.results] == [r.symbols for r in fresh.results], new


def test_expanding_lines_is_each_lines_own_answer():
    from gcnls.server.documents import _expands, expanding_lines, split_keep

    odd = ("x: .macro m\n.endm\r\n  .REPT 2\r.endr ; .if\n/* .if 1 */ s_nop 0\n\t.include \"a.s\"\n"
           "y: z: .ifdef q\n.endif\n.irpc c, ab\n.endr\n s_nop 0 // .macro\n.macros\n.exitm")
    for text in (TEXT, odd, TEXT.replace("\n", "\r\n"), TEXT.replace("\n", "\r"), ""):
        raw = split_keep(text)
        assert expanding_lines(raw) == [_expands(r) for r in raw], text[:40]


PLAIN_LINES = [16, 17, 19, 23, 26, 28, 33]  # instruction lines: in .rept's body (19), a skipped .else (26)
LINE_TEXTS = [
    "\ts_mov_b32 m0, s5",
    "\ts_mov_b32 m0, sgprB",
    "\tds_read_b32 v[vgprA+7], v3 offset:unroll*4",
    "\tv_readlane_b32 s4, v[vgprA], 0",
    "\ts_load_dwordx2 s[3:4], s[2:3], 0x4",  # misaligned: an error
    "\tv_mov_b32 v1, s4 ; with a comment",
    "\tbogus_op v1",
    "\ts_branch kernel",
    "\ts_branch nowhere",
    "\tstore vgprA+2",  # a call: expanded again
    "again: s_nop 0",  # a label: expanded again
    "\ts_nop 0 /* a comment",  # a block comment that goes on: expanded again
    "",
]


def test_plain_line_edits_equal_a_fresh_analysis(expansions):
    """Typing on instruction lines of the document itself (not in a macro's body): the
    ones assembled where they stand are patched, the rest expanded again."""
    doc = Document("file:///k.s", TEXT)
    doc.published()
    doc.published()
    rng = random.Random(5)
    lines = TEXT.split("\n")
    patched = 0
    for step in range(40):
        i = rng.choice(PLAIN_LINES)
        new = rng.choice(LINE_TEXTS)
        doc.apply(Change(new, ((i, 0), (i, len(lines[i])))))
        lines[i] = new
        text = "\n".join(lines)
        first, complete = _fresh(text)
        before = expansions[0]
        got = doc.published()
        patched += expansions[0] == before and doc.complete_due
        assert _key(got) == _key(first if doc.complete_due else complete), (step, i, new)
        if doc.complete_due:
            assert _key(doc.published()) == _key(complete), (step, i, new)
        if "/*" in new:
            lines = TEXT.split("\n")
            doc.apply(Change(TEXT, None))
            doc.published()
            doc.published()
    assert patched >= 10, patched


def test_the_lines_own_results_are_the_full_analysis_with_their_symbols():
    """A document checked through its expansion gets its lines' own results (for requests
    and edits) with its complete publish: a symbolic instruction line's is the light
    result the expansion made (gcnls.folded), and what a request reads of it (Document.
    result) is the full analysis with the symbol values in force at the line, as if the
    line had been analysed on its own (encoding, text, no diagnostic)."""
    from gcnls import symbols
    from gcnls.analysis import analyze_line
    from gcnls.light import LightResult

    doc = Document("file:///k.s", TEXT)
    doc.published()
    doc.published()
    proc = doc.proc
    lines = TEXT.split("\n")
    values = {"vgprA": 16, "sgprB": 20, "unroll": 2}
    light = 0
    for i, line in enumerate(lines):
        r = doc.results[i]
        if r.__class__ is not LightResult:
            continue
        light += 1
        known = tuple(sorted((n, values[n]) for n in symbols.identifiers(doc.code[i]) if n in values))
        assert r.symbols == known, line
        full = analyze_line(doc.code[i], proc, known) if known else analyze_line(doc.code[i], proc)
        got = doc.result(i)
        assert not full.diagnostics and not got.diagnostics, line
        assert (got.encoded.text, got.encoded.data) == (full.encoded.text, full.encoded.data), line
        assert r.encoded.instruction is full.encoded.instruction, line
    assert light >= 4  # (ds_read_b32 v[vgprA+3], v3 among them: folded)
    assert doc.results[lines.index("\tds_read_b32 v[vgprA+3], v3")].__class__ is LightResult


def test_a_body_line_expands_alone_as_the_whole_body_would_expand_it():
    """preprocess.line_instance (an edited body line expanded again at each call, alone)
    gives the item reinstantiate makes of that line when the body has no string or
    block comment: arguments, defaults, varargs, \\@, \\+, \\(), .altmacro's bare names
    and '&', comments; None for a line that is no plain instruction."""
    bodies = {
        "m": (".macro m a, b=2, c:vararg", ["\tv_mov_b32 v[\\a], \\b // c", "", "\ts_movk_i32 s\\b, \\@ ; \\+",
                                            "v_add_u32 v1, v\\a\\(), v\\b", "\ts_nop \\c", "\tlabel\\@:",
                                            "\ts_movk_i32 s1, 0x", "\\a"]),
        "n": (".altmacro\n.macro n x, y", ["\tv_mov_b32 v1, x", "\ts_movk_i32 s2, y&0", "\ts_movk_i32 s3, \\x"]),
    }
    checked = 0
    for name, (head, body) in bodies.items():
        calls = "\n".join(f"\t{name} {k % 7}, {k % 5}" + (f", {k} , {k + 1}" if name == "m" else "") for k in range(6))
        text = f"\t.text\n{head}\n" + "\n".join(body) + "\n.endm\n" + calls + "\n"
        exp = preprocess.expand("/t.s", text.split("\n")[:-1])
        macro = exp.macros[name]
        parts = macro.body.split("\n")
        for call in exp.calls:
            assert call.end - call.start == len(parts)
            for j in range(len(parts) - 1):
                got = preprocess.line_instance(macro, call, parts[j], j, exp.macros)
                if got is not None:
                    assert got == exp.items[call.start + j], (parts[j], call.values)
                    checked += 1
                else:
                    assert not preprocess.plain_statement(exp.items[call.start + j], exp.macros) or any(
                        c in parts[j] for c in ("0x", "\\a")) or not parts[j].strip(), parts[j]
    assert checked >= 40
