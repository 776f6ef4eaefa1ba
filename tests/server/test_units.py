"""Unit tests of the server's pure functions (no client)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gcnls import analysis
from gcnls.server import completion, hover, semantic, symbols, target
from gcnls.server.config import Settings
from gcnls.server.documents import Change, Document, reference_diagnostics, strip_line
from gcnls.server.features import line_encoding, signature
from gcnls.server.positions import UTF8, UTF16, UTF32, to_character, to_index
from gcnls.source import split_lines, strip_comments

GFX900 = analysis.resolve_processor("gfx900")
GFX803 = analysis.resolve_processor("gfx803")

PIECES = ["s_load_dwordx2 s[2:3], s[2:3], 0x4", "s_movk_i32 s0, 1", "/*", "*/", ";", "//", '"', "\\", "x", " ",
          "\n", "\r\n", "\r", "lab:", "s_branch lab", " lab", ".gpu Fiji", "s_buffer_load_dword s0, s[4:7], 0x0", "é", "😀", "s_lod", "\t"]
doc_text = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)


# --- positions -----------------------------------------------------------------------


def test_positions_roundtrip():
    line = "a😀é b"
    assert to_character(line, 2, UTF16) == 3
    assert to_character(line, 2, UTF8) == 5
    assert to_character(line, 2, UTF32) == 2
    assert to_index(line, 3, UTF16) == 2 and to_index(line, 5, UTF8) == 2
    assert to_index(line, 999) == len(line)
    assert to_index(line, -3) == 0
    assert to_character("abc", 5) == 5


# --- stripping and the incremental document -----------------------------------------


@settings(max_examples=200)
@given(doc_text)
def test_strip_line_matches_core(text):
    lines = split_lines(text)
    want = strip_comments(lines)
    state = False
    for line, code in zip(lines, want):
        got, state = strip_line(line, state)
        assert got == code


@settings(max_examples=150)
@given(doc_text, st.lists(st.tuples(st.integers(0, 50), st.integers(0, 50), st.integers(0, 3),
                                    st.integers(0, 50), doc_text), max_size=8))
def test_incremental_document_equals_fresh_analysis(text, edits):
    doc = Document("file:///t.s", text)
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    for line, col, span, col2, new in edits:
        doc.apply(Change(new, ((line, col), (line + span, col2))))
        fresh = Document("file:///u.s", doc.text)
        assert doc.code == fresh.code
        assert doc.block == fresh.block
        assert doc.target.mcpu == fresh.target.mcpu
        assert doc.diagnostics() == reference_diagnostics(doc.text)[1]


def test_an_edit_that_opens_a_string_over_the_line_end():
    # (found by the property test above) A quote typed on a line of an expanded document
    # makes llvm-mc's lexer read the next lines into the string: the "/*" below is then
    # string text, not an unterminated comment. The edit must not be patched into the
    # old expansion line by line.
    doc = Document("file:///t.s", "")
    doc.diagnostics()
    doc.apply(Change("s_load_dwordx2 s[2:3], s[2:3], 0x4\n", ((0, 0), (0, 0))))
    doc.apply(Change("/*", ((1, 0), (1, 0))))
    doc.diagnostics()
    doc.apply(Change('s_nop 0"', ((0, 0), (0, 0))))
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    assert [i for i, d in doc.diagnostics()] == [0]


def test_an_edit_that_leaves_a_line_feed_after_a_lone_cr():
    """Deleting what stood between a lone CR and a line feed makes them one line end
    (found by the property above)."""
    doc = Document("file:///t.s", "\n\n\r;\n")
    doc.apply(Change("", ((3, 0), (3, 1))))
    assert doc.text == "\n\n\r\n"
    assert doc.code == Document("file:///u.s", doc.text).code == ["", "", "", ""]


def test_document_edits_crlf_and_full_replace():
    doc = Document("file:///t.s", "s_movk_i32 s0, 1\r\ns_movk_i32 s1, 2\r\n")
    doc.apply(Change("\r\ns_lod", ((0, 16), (0, 16))))
    assert doc.text == "s_movk_i32 s0, 1\r\ns_lod\r\ns_movk_i32 s1, 2\r\n"
    assert [d.code for _, d in doc.diagnostics()] == ["unknown-instruction"]
    doc.apply(Change("s_movk_i32 s0, 1\n"))
    assert doc.text == "s_movk_i32 s0, 1\n" and doc.diagnostics() == []


def test_reference_matches_core_diagnostics():
    text = "s_load_dwordx2 s[3:4], s[2:3], 0x4\nfoo:\nfoo:\n.gpu Fiji\n"
    tgt, diags = reference_diagnostics(text)
    core = analysis.analyze(text, tgt.proc).diagnostics
    assert [d.code for _, d in diags] == [d.code for _, d in core if d.code != "clrx-directive"]


def test_hazards_stay_incremental():
    # GCN 1.0: s_buffer_load needs 4 wait states after an SALU write of its descriptor
    lines = ["; gcnls: mcpu=tahiti"] + ["s_movk_i32 s6, 0x1", "s_buffer_load_dword s0, s[4:7], 0x0"] * 3
    doc = Document("file:///h.s", "\n".join(lines) + "\n")
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    assert sum(d.code.startswith("hazard.") for _, d in doc.diagnostics()) == 3
    doc.apply(Change("s_movk_i32 s9, 0x1", ((3, 0), (3, 99))))  # s6 of line 1 is still too close
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    assert sum(d.code.startswith("hazard.") for _, d in doc.diagnostics()) == 3
    doc.apply(Change("s_nop 3\n", ((4, 0), (4, 0))))
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    assert sum(d.code.startswith("hazard.") for _, d in doc.diagnostics()) == 2
    doc.apply(Change("\n\n", ((4, 0), (4, 0))))
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]


# --- target ------------------------------------------------------------------------


@pytest.mark.parametrize("text,mcpu,source", [
    ('.amdgcn_target "amdgcn-amd-amdhsa--gfx906:xnack+"', "gfx906", "directive"),
    (".gpu fiji", "gfx803", "directive"),
    (".gpu Ellesmere", "gfx803", "directive"),
    (".arch gcn1.4", "gfx900", "directive"),
    ("; gcnls: mcpu=bonaire", "gfx704", "modeline"),
    ("s_nop 0 // gcnls: mcpu=gfx801", "gfx801", "modeline"),
    ("s_nop 0", "gfx900", "default"),
])
def test_target_sources(text, mcpu, source):
    doc = Document("file:///t.s", text + "\n")
    assert (doc.target.mcpu, doc.target.source) == (mcpu, source)


def test_target_setting_and_unknown():
    doc = Document("file:///t.s", "s_nop 0\n", setting="gfx803")
    assert doc.target.mcpu == "gfx803" and doc.target.source == "setting"
    doc = Document("file:///t.s", ".gpu Nope\n", setting="gfx700")
    assert doc.target.mcpu == "gfx700"
    (line, d), = doc.diagnostics()
    assert d.code == "unknown-processor" and "tahiti" in d.message
    doc.set_setting(None)
    assert doc.target.mcpu == "gfx900"


def test_settings_merge():
    raw = {"gcnls": {"mcpu": "gfx803", "crossCheck": {"onSave": True}, "llvmMcPath": "/x"}}
    s = Settings().merged(raw, trusted=True)
    assert s == Settings("gfx803", True, "/x")
    # workspace settings (untrusted) never set the executable
    assert Settings().merged(raw) == Settings("gfx803", True, None)
    assert s.merged({"llvmMcPath": "/usr/bin/llvm-mc"}) == s
    assert s.llvm_mc_path == "/x"
    assert s.merged({"mcpu": ""}).mcpu is None
    assert s.merged(None) == s and s.merged([1]) == s


# --- hover ---------------------------------------------------------------------------


def test_encoding_cells_and_dwords():
    r = analysis.analyze_line("s_load_dwordx2 s[2:3], s[2:3], 0x4", GFX900)
    e = r.encoded
    assert hover.encoding_cells(e.data, e.fixups) == "[0x81,0x00,0x06,0xc0,0x04,0x00,0x00,0x00]"
    assert hover.dwords_text(e.data) == "0xc0060081 0x00000004"
    table = hover.field_table(e, "gfx9")
    assert "| sdata | 6–12 | 2 (0x2) | `s[2:3]` |" in table  # a code span, not link syntax
    assert "| offset | 32–52 | 4 (0x4) |" in table


def test_fixup_cells():
    from gcnls.assembler import Fixup

    assert hover.encoding_cells(b"\x00\x00\x82\xbf", [Fixup(0, 2, "foo", "k")]) == "[A,A,0x82,0xbf]"


def test_mnemonic_hover_of_another_targets_instruction():
    # (the inventory lists only other targets' mnemonics: the line is an error, and its
    # hover says why, with no opcode table)
    doc = Document("file:///other.s", "buffer_atomic_add_f32 v0, v1\nv_fooo v0\n")
    assert [d.code for _, d in doc.diagnostics()] == ["wrong-generation", "unknown-instruction"]
    text = hover.hover(doc, 0, 2, [])[0]
    assert text.startswith("**buffer_atomic_add_f32** — an instruction of other AMDGPU targets, on no GCN")
    assert "opcode" not in text and "modelled" not in text
    assert hover.hover(doc, 1, 2, [])[0].startswith("**v_fooo** — unknown instruction")


def test_register_hover_alignment():
    from gcnls.registers import Reg

    text = hover.register_hover(Reg("s", 3, 2), GFX900)
    assert "misaligned" in text and "`s3`, `s4`" in text
    assert "holds" in hover.register_hover(Reg("s", 4, 4), GFX900)


def test_opcode_table_marks_absent():
    row = hover.opcode_table("s_atomic_add").splitlines()[-1]
    assert row.count("—") == 3


def test_immediate_and_hwreg_hover():
    assert "signed -1" in hover.immediate_hover(0xFFFF, "simm16", 16)
    r = analysis.analyze_line("s_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 4)", GFX900)
    op = r.encoded.operands[1][1]
    assert "Bits selected: 3:0" in hover.hwreg_hover(op, GFX900)


# --- completion -----------------------------------------------------------------------


def test_completion_mnemonics_per_generation():
    names9 = {i.label for i in completion.complete("", GFX900, []).items}
    names8 = {i.label for i in completion.complete("", GFX803, []).items}
    assert "s_atomic_add" in names9 and "s_atomic_add" not in names8
    assert "s_load_dwordx2" in names8


def test_completion_contexts():
    r = completion.complete("  lab: s_lo", GFX900, [])
    assert (r.start, r.end) == (7, 11)
    r = completion.complete("s_load_dwordx4 ", GFX900, [])
    assert "s[0:3]" in {i.label for i in r.items} and "s[2:5]" not in {i.label for i in r.items}
    r = completion.complete("s_load_dword s1, s[2:3], ", GFX900, [])
    assert "m0" in {i.label for i in r.items}
    r = completion.complete("s_load_dwordx2 s[2:3], s[2:3], 0x4 glc ", GFX900, [])
    assert {i.label for i in r.items} == {"offset:"}
    r = completion.complete("s_load_dwordx2 s[2:3], s[2:3], 0x4 ", GFX803, [])
    assert {i.label for i in r.items} == {"glc"}
    r = completion.complete("s_setreg_b32 hwreg(", GFX803, [])
    assert "HW_REG_MODE" in {i.label for i in r.items}
    r = completion.complete(".am", GFX900, [])
    assert ".amdgcn_target" in {i.label for i in r.items}
    r = completion.complete("s_branch lo", GFX900, ["loop", "end"])
    assert {i.label for i in r.items} == {"loop", "end"} and r.start == r.end - 2
    r = completion.complete("s_cbranch_i_fork s[0:1], l", GFX900, ["loop", "end"])
    assert {i.label for i in r.items} == {"loop", "end"} and r.start == r.end - 1


def test_signature():
    label, params, active, _ = signature("ds_add_u32 v1, ", GFX900)
    a, b, _ = params[active]
    assert label[a:b] == "data0"
    label, params, active, _ = signature("ds_add_u32 v1, v2 ", GFX900)
    assert label[params[active][0]:params[active][1]] == "[offset]"
    assert signature("s_nop", GFX900) is None


# --- symbols, semantic tokens, lineEncoding ------------------------------------------


def test_symbols_and_references():
    doc = Document("file:///s.s", "a:\n s_cbranch_i_fork s[0:1], a\nb: s_nop 0\n")
    assert [s[0] for s in symbols.label_symbols(doc)] == ["a", "b"]
    assert symbols.definition(doc, 1, 27) == (0, 0, 1)
    assert symbols.references(doc, 0, 0) == [(0, 0, 1), (1, 26, 27)]
    assert symbols.definition(doc, 1, 3) is None


def test_semantic_line_tokens():
    raw = "x: s_load_dwordx2 s[2:3], vcc, 0x4 glc ; hi"
    code = strip_comments([raw])[0]
    r = analysis.analyze_line(code, GFX900)
    toks = semantic.line_tokens(raw, code, r, frozenset({"vcc"}), set())
    kinds = {raw[a:a + n]: semantic.TOKEN_TYPES[t] for a, n, t, _ in toks}
    assert kinds["x"] == "label" and kinds["s_load_dwordx2"] == "mnemonic" and kinds["vcc"] == "register"
    assert kinds["0x4"] == "number" and kinds["glc"] == "modifier" and kinds["; hi"] == "comment"


def test_line_encoding():
    doc = Document("file:///e.s", "s_movk_i32 s7, 0x1234\n")
    res = line_encoding(doc, 0)
    assert res["text"] == "s_movk_i32 s7, 0x1234"
    assert res["bytes"] == "[0x34,0x12,0x07,0xb0]" and res["words"] == [0xB0071234]
    assert res["target"] == {"mcpu": "gfx900", "generation": "gfx9", "title": "GCN 1.4", "source": "default"}
    assert line_encoding(doc, 99)["text"] is None


def test_xcheck_diagnostics_conversion():
    from dataclasses import dataclass

    from gcnls.server.server import xcheck_diagnostics

    @dataclass
    class D:
        line: int
        start: int
        end: int
        message: str
        severity: str
        kind: str = "bytes"
        llvm_bytes: str | None = "[0x00]"

    doc = Document("file:///x.s", "é s_nop 0\ns_movk_i32 s0, 1\n")
    out = xcheck_diagnostics(doc, [D(1, 0, 10, "different bytes", "error"), D(0, 2, 7, "w", "warning"),
                                   D(99, 0, 1, "gone", "error")])
    assert [d["source"] for d in out] == ["llvm-mc", "llvm-mc"]
    assert out[0]["severity"] == 1 and out[0]["code"] == "bytes" and out[0]["data"] == {"llvm_bytes": "[0x00]"}
    assert out[1]["severity"] == 2 and out[1]["range"]["start"]["character"] == 2


def test_unknown_setting_gets_a_diagnostic():
    """A typo in gcnls.mcpu is as visible as one in a modeline: a warning on line 1."""
    doc = Document("file:///t.s", "s_movk_i32 s0, 1\n", setting="gfx9000")
    assert doc.target.mcpu == "gfx900" and doc.target.source == "default"
    (line, d), = doc.diagnostics()
    assert line == 0 and d.code == "unknown-processor" and d.severity.name == "WARNING"
    assert "gcnls.mcpu setting 'gfx9000'" in d.message and "gfx803" in d.message
    doc.set_setting("gfx803")
    assert doc.target.mcpu == "gfx803" and not doc.diagnostics()
    # a valid directive decides; the setting does not matter to this document
    doc = Document("file:///t.s", ".amdgcn_target \"amdgcn-amd-amdhsa--gfx906\"\n", setting="nope")
    assert doc.target.mcpu == "gfx906" and not doc.diagnostics()


def test_hover_markdown_is_literal_and_labels_severity():
    """ISA prose with '*' (OFFSET0*4) stays literal; a warning is labelled Warning."""
    r = analysis.analyze_line("ds_write2_b32 v1, v2, v3 offset0:1 offset1:2", GFX900)
    text = hover.mnemonic_hover("ds_write2_b32", GFX900, "gfx900", r.encoded,
                                [("Warning", "a hazard"), ("Error", "bad *thing*")])
    assert "OFFSET0\\*4" in text and "OFFSET0*4" not in text.split("```")[0]
    assert "**Warning:** a hazard" in text and "**Error:** bad \\*thing\\*" in text
    assert "`ds_write2_b32`" in hover.field_table(r.encoded, "gfx9")


def test_signature_operands_read_as_words():
    label, params, _active, _ = signature("s_load_dwordx2 ", GFX900)
    docs = {label[a:b]: doc for a, b, doc in params}
    assert docs["sbase"] == "sbase — 2 SGPRs (s[n:n+1])"
    assert docs["sdata"] == "sdata — 2 SGPRs (s[n:n+1])"


# --- cost per edit (behaviour, not timing) -------------------------------------------


def test_duplicate_labels_are_collected_once_per_publish(monkeypatch):
    """5,000 duplicate labels: every duplicate points at the first definition, and the
    label table is built once for the whole publish (it was rebuilt per diagnostic)."""
    from gcnls.server import server as srv

    doc = Document("file:///dup.s", "".join("same:\n" for _ in range(5000)))
    calls = []
    real = analysis.collect_labels
    monkeypatch.setattr(analysis, "collect_labels", lambda *a, **k: calls.append(1) or real(*a, **k))
    diags = [srv.diagnostic_json(doc, i, d) for i, d in doc.diagnostics()]
    dups = [d for d in diags if d["code"] == "duplicate-label"]
    assert len(dups) == 4999
    assert all(d["relatedInformation"][0]["location"]["range"]["start"]["line"] == 0 for d in dups)
    assert len(calls) <= 2


def test_spelling_suggestions_are_computed_once_per_name(monkeypatch):
    """300 lines with the same misspelling, then keystrokes elsewhere: the suggestion for
    the name is computed once, not once per line per publish."""
    from gcnls import suggest

    suggest._nearest.cache_clear()
    doc = Document("file:///typo.s", "".join("s_movk_i3 s0, 1\n" for _ in range(300)) + "s_movk_i32 s1, 1\n")
    assert len(doc.diagnostics()) == 300
    for k in range(5):
        doc.apply(Change("x" if k % 2 == 0 else "", ((300, 7), (300, 7 if k % 2 == 0 else 8))))
        assert len(doc.diagnostics()) >= 300
    assert suggest._nearest.cache_info().misses <= 3  # (6 publishes x 300 lines before)


def test_edits_are_analysed_when_asked_only():
    """A flood of edits costs text operations; the analysis runs once, for the latest
    text, when diagnostics (or any query) are asked for."""
    doc = Document("file:///flood.s", "".join(f"s_movk_i32 s{i % 100}, {i}\n" for i in range(2000)))
    doc.diagnostics()
    seen = []
    real = doc.refresh
    for v in range(200):
        doc.apply(Change("s_lod ", ((v, 0), (v, 0))))
    assert doc._stale and doc.results[0] is None  # nothing analysed yet
    doc.refresh = lambda: seen.append(1) or real()
    diags = doc.diagnostics()
    assert len(diags) == 200 and all(d.code == "unknown-instruction" for _, d in diags)
    assert not doc._stale


def test_published_equals_the_whole_list_through_edits():
    """A document's published list, its whole list and each line's list agree with the
    reference analysis, before and after edits that move labels, errors and mcpu
    comments in and out of lines."""
    lines = []
    for k in range(40):
        lines.append(["v_nop", f"lab{k}: v_nop", "s_lod s0", "s_movk_i32 s0, 1",
                      "v_mov_b32 v1, v2 ; gcnls: mcpu=gfx900", f"lab{k % 3}:"][k % 6])
    doc = Document("file:///edits.s", "\n".join(lines) + "\n")
    rnd = random.Random(3)
    for step in range(12):
        assert doc.published() == doc.diagnostics() == reference_diagnostics(doc.text)[1]
        for i in range(len(doc.raw)):
            assert doc.line_diagnostics(i) == [d for k, d in doc.diagnostics() if k == i]
        line = rnd.randrange(len(doc.raw))
        new = rnd.choice(["v_mov_b32 v3, v4", "", "x: ", "s_lod\n", "v_nop\nv_nop\n"])
        doc.apply(Change(new, ((line, 0), (line + rnd.randrange(2), 0))))


def test_plain_documents_skip_the_block_pass(monkeypatch):
    """blocks.apply runs only while some line names a block or OS-dependent directive
    (or after one went, to restore what it replaced): '.amdgcn_target' is not one."""
    from gcnls import blocks

    text = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n' + "".join(f"s_movk_i32 s0, {i}\n" for i in range(50))
    doc = Document("file:///plain.s", text)
    doc.diagnostics()
    calls = []
    real = blocks.apply
    monkeypatch.setattr(blocks, "apply", lambda *a, **k: calls.append(1) or real(*a, **k))
    doc.apply(Change("s_movk_i32 s1, 2", ((5, 0), (5, 100))))
    doc.diagnostics()
    assert calls == []
    doc.apply(Change(".amdgcn_target x\n.amdhsa_kernel k\n.end_amdhsa_kernel\n", ((7, 0), (7, 0))))
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    assert calls
    doc.apply(Change("", ((8, 0), (10, 0))))  # the block goes: its lines are restored once
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    n = len(calls)
    doc.apply(Change("s_movk_i32 s1, 3", ((20, 0), (20, 100))))
    got = doc.diagnostics()
    assert len(calls) == n
    assert got == reference_diagnostics(doc.text)[1]


def test_did_change_json_takes_well_formed_changes_only():
    """The transport's didChange shortcut (no lsprotocol objects) applies what pygls
    would, and leaves any other shape to pygls (False, nothing applied)."""
    from types import SimpleNamespace

    from gcnls.server.server import did_change_json

    doc = Document("file:///fast.s", "s_movk_i32 s0, 1\ns_lod\n")
    ls = SimpleNamespace(documents={doc.uri: doc}, xcheck={}, published=[],
                         request_publish=lambda uri: ls.published.append(uri), log=lambda *a: None)
    ok = {"textDocument": {"uri": doc.uri, "version": 2},
          "contentChanges": [{"range": {"start": {"line": 1, "character": 5}, "end": {"line": 1, "character": 5}},
                              "text": "x"}, {"text": "s_lodx\n"}]}
    assert did_change_json(ls, ok) and doc.text == "s_lodx\n" and doc.version == 2 and ls.published == [doc.uri]
    for bad in (None, [], {}, {"textDocument": {"uri": doc.uri}, "contentChanges": []},
                {"textDocument": {"uri": doc.uri, "version": "3"}, "contentChanges": []},
                {"textDocument": {"uri": doc.uri, "version": True}, "contentChanges": []},
                {"textDocument": {"uri": 5, "version": 3}, "contentChanges": []},
                {"textDocument": {"uri": doc.uri, "version": 3}, "contentChanges": [{"text": 1}]},
                {"textDocument": {"uri": doc.uri, "version": 3}, "contentChanges": [{"range": {}, "text": ""}]},
                {"textDocument": {"uri": doc.uri, "version": 3}, "contentChanges": [{"range": {
                    "start": {"line": 0, "character": 0.5}, "end": {"line": 0, "character": 1}}, "text": ""}]}):
        assert not did_change_json(ls, bad)
    assert doc.text == "s_lodx\n" and doc.version == 2


def test_requests_during_a_flood_analyse_their_line_only():
    """While many edits wait and none can change other lines (Document.answering), a
    request analyses its own line and reads the rest as the last analysis left it; the
    next publish analyses everything as if nothing had been deferred."""
    doc = Document("file:///flood.s", "".join(f"s_movk_i32 s{i % 100}, {i}\n" for i in range(300)))
    doc.diagnostics()
    for v in range(100):
        doc.apply(Change("s_lod ", ((v * 2, 0), (v * 2, 0))))
    with doc.answering(10):
        assert doc.results[10] is not None and "s_lod" in doc.code[10]
        assert doc.results[12] is None and doc._stale  # the rest waits
        doc.labels()
        assert doc.results[12] is None
    doc.apply(Change("x", ((10, 0), (10, 0))))  # the line read ahead is edited again
    assert doc.warm(0.0) in (True, False) and doc.warm(10.0)
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    # an edit that may change other lines (a symbol definition): everything is refreshed
    for v in range(100):
        doc.apply(Change(" ", ((v * 2, 0), (v * 2, 0))))
    doc.apply(Change("x = 1\n", ((5, 0), (5, 0))))
    with doc.answering(50):
        assert not doc._stale and all(r is not None for r in doc.results)
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]


@settings(max_examples=100)
@given(doc_text, st.lists(st.tuples(st.integers(0, 50), st.integers(0, 50), st.integers(0, 3),
                                    st.integers(0, 50), doc_text, st.integers(0, 60)), max_size=8))
def test_requests_between_edits_leave_the_analysis_exact(text, edits):
    doc = Document("file:///t.s", text)
    doc.DEFER_FROM = 1  # defer whenever the edits allow it
    for line, col, span, col2, new, asked in edits:
        doc.apply(Change(new, ((line, col), (line + span, col2))))
        if asked < len(doc.raw):
            with doc.answering(asked):
                assert doc.results[asked] is not None
        doc.warm(0.0)
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]


def test_a_huge_expansion_stops_with_a_warning(monkeypatch):
    """A loop of loops is analysed up to the server's limit, with a warning saying so
    (the editor stays responsive; llvm-mc itself goes further)."""
    from gcnls.server import expansion

    monkeypatch.setattr(expansion, "MAX_ITEMS", 1000)
    doc = Document("file:///loops.s", ".rept 30\n.rept 30\n.rept 30\ns_nop 0\n.endr\n.endr\n.endr\ns_lod\n")
    got = doc.diagnostics()
    assert [d.code for _, d in got] == ["expansion-limit"]
    small = Document("file:///small.s", ".rept 3\ns_nop 0\n.endr\ns_lod\n")
    assert [d.code for _, d in small.diagnostics()] == ["unknown-instruction"]


def test_a_whole_new_text_after_a_request_during_a_flood():
    doc = Document("file:///flood.s", "".join(f"s_movk_i32 s{i % 100}, {i}\n" for i in range(300)))
    doc.diagnostics()
    for v in range(100):
        doc.apply(Change("s_lod ", ((v * 2, 0), (v * 2, 0))))
    with doc.answering(150):
        pass
    doc.apply(Change("s_lod\n"))  # the whole text replaced: line 150 no longer exists
    for v in range(3):
        doc.apply(Change("x", ((0, 0), (0, 0))))
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
