"""The server's features on the vector ALU (pure functions over a Document, no client):
the hover of an unsuffixed mnemonic names the form llvm-mc took and why, operands hover
as inline constants and literals, signature help shows operand types (src0: f32), and
completion offers the modifiers of the form."""

from __future__ import annotations

from gcnls.server import completion, hover
from gcnls.server.documents import Document
from gcnls.server.features import signature

TEXT = (".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n"
        "v_add_f32 v1, v2, v3\n"
        "v_add_f32 v1, v2, s3\n"
        "v_mul_f32 v1, 0x12345678, v2\n"
        "v_fma_f32 v1, -v2, |v3|, 0.5 clamp div:2\n"
        "v_cmp_lt_u32_e64 s[2:3], v1, 5\n"
        "v_add_co_u32_e64 v1, s[4:5], v2, v3\n")


def _doc() -> Document:
    return Document("file:///vector.s", TEXT)


def _hover(doc, line: int, word: str) -> str:
    col = doc.line(line).index(word) + 1
    found = hover.hover(doc, line, col, [])
    assert found is not None, (line, word)
    return found[0]


def test_vector_lines_encode_without_hints():
    doc = _doc()
    for line in range(1, 7):
        r = doc.results[line]
        assert r.encoded is not None and not r.diagnostics, (doc.line(line), r.diagnostics)


def test_hover_says_which_form_and_why():
    doc = _doc()
    e32 = _hover(doc, 1, "v_add_f32")
    assert "Form: **e32** (VOP2, 4 bytes)" in e32 and "operands fit" in e32 and "`v_add_f32_e32 v1, v2, v3`" in e32
    e64 = _hover(doc, 2, "v_add_f32")
    assert "Form: **e64** (VOP3, 8 bytes)" in e64 and "do not fit e32" in e64 and "`s3`" in e64
    # both words of the opcode table: e32 and the promoted e64
    assert "0x01 (VOP2), 0x101 (VOP3)" in e64
    assert "plus a literal dword" in _hover(doc, 3, "v_mul_f32")
    assert "the suffix names it" in _hover(doc, 5, "v_cmp_lt_u32_e64")
    # an unsuffixed line with SDWA/DPP words takes that form
    doc = Document("file:///forms.s", TEXT.splitlines()[0] + "\nv_add_f32 v1, v2, v3 dst_sel:WORD_1\n"
                   "v_add_f32 v1, v2, v3 row_shl:1\n")
    assert "Form: **sdwa** (VOP2_SDWA, 8 bytes) — the line's SDWA words choose it" in _hover(doc, 1, "v_add_f32")
    assert "Form: **dpp** (VOP2_DPP, 8 bytes) — the line's DPP words choose it" in _hover(doc, 2, "v_add_f32")


def test_operand_hovers_of_vector_sources():
    doc = _doc()
    assert "inline constant" in _hover(doc, 4, "0.5") and "240" in _hover(doc, 4, "0.5")
    assert "literal" in _hover(doc, 3, "0x12345678")


def test_signature_shows_operand_types():
    label, params, active, _ = signature("v_add_f32_e64 v1, v2, ", _doc().proc)
    assert label.startswith("v_add_f32_e64 vdst, src0: f32, src1: f32") and "[clamp]" in label
    assert label[params[active][0]:params[active][1]] == "src1: f32"
    label, params, active, _ = signature("v_cndmask_b32 v1, ", _doc().proc)
    assert "src0: b32" in label and label.endswith("vcc")


def test_modifier_completion_offers_the_forms_modifiers():
    proc = _doc().proc
    items = [i.label for i in completion.complete("v_fma_f32 v1, v2, v3, v4 ", proc, []).items]
    assert {"clamp", "mul:2", "mul:4", "div:2"} <= set(items)
    assert not completion.complete("v_mov_b32_e32 v1, v2 ", proc, []).items
    sources = [i.label for i in completion.complete("v_add_f32 v1, ", proc, []).items]
    assert "v0" in sources and "1.0" in sources and "lds_direct" in sources
