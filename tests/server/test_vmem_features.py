"""The server's features on vector memory (MUBUF, FLAT/GLOBAL/SCRATCH), as pure functions
over a Document: hovers show the encoding, its fields and the address mode the modifiers
chose; completion offers the modifiers the instruction takes on the processor."""

from __future__ import annotations

from gcnls import isa
from gcnls.server import completion, hover
from gcnls.server.documents import Document


def _doc(target: str, text: str) -> Document:
    return Document("file:///vmem.s", f'.amdgcn_target "amdgcn-amd-amdhsa--{target}"\n{text}')


def _hover(doc, line: int, word: str) -> str:
    found = hover.hover(doc, line, doc.line(line).index(word) + 1, [])
    assert found is not None, (line, word)
    return found[0]


def test_buffer_hover_says_which_address_mode_the_modifiers_chose():
    doc = _doc("gfx600", "buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc\n"
                         "buffer_store_dword v1, v[2:3], s[4:7], 0 idxen offen\n"
                         "buffer_load_dword v1, v[2:3], s[4:7], s1 addr64\n"
                         "buffer_load_dword v1, off, s[4:7], s1\n")
    for line in range(1, 5):
        assert doc.results[line].encoded is not None and not doc.results[line].diagnostics, doc.line(line)
    first = _hover(doc, 1, "buffer_load_dword")
    assert "MUBUF, 8 bytes" in first and "Address mode: `offen`" in first
    assert "| offen | 12 | 1 (0x1) | `offen` |" in first and "| offset | 0–11 | 4 (0x4) |" in first
    assert "counts on VM_CNT" in first
    assert "Address mode: `idxen offen`" in _hover(doc, 2, "buffer_store_dword")
    assert "Address mode: `addr64`" in _hover(doc, 3, "buffer_load_dword")
    assert "Address mode: `off`" in _hover(doc, 4, "buffer_load_dword")


def test_flat_hover_counts_on_both_counters_and_global_has_no_address_mode_line():
    doc = _doc("gfx900", "flat_load_dword v1, v[2:3] offset:8\nglobal_load_dword v1, v2, s[4:5] offset:-8\n")
    flat = _hover(doc, 1, "flat_load_dword")
    assert "FLAT, 8 bytes" in flat and "counts on VM_CNT and LGKM_CNT" in flat
    glob = _hover(doc, 2, "global_load_dword")
    assert "Address mode" not in glob and "`s[4:5]`" in glob


def _modifiers(target: str, line: str) -> list[str]:
    doc = _doc(target, "")
    return [i.label for i in completion.complete(line, doc.proc, []).items]


def test_modifier_completion_follows_the_instruction_and_processor():
    gfx6 = _modifiers("gfx600", "buffer_load_dword v1, v2, s[4:7], s1 ")
    gfx9 = _modifiers("gfx900", "buffer_load_dword v1, v2, s[4:7], s1 ")
    assert {"offen", "idxen", "addr64", "offset:", "glc", "slc", "lds", "tfe"} <= set(gfx6)
    assert "addr64" not in gfx9 and {"offen", "idxen", "offset:", "glc"} <= set(gfx9)
    atomic = _modifiers("gfx900", "buffer_atomic_add v1, v2, s[4:7], s1 ")
    assert "tfe" not in atomic and "lds" not in atomic and "glc" in atomic
    store = _modifiers("gfx900", "buffer_store_dword v1, v2, s[4:7], s1 ")
    assert "tfe" not in store and {"glc", "slc", "offen"} <= set(store)
    assert "tfe" in _modifiers("gfx900", "buffer_load_dword v1, v2, s[4:7], s1 ")
    flat8 = _modifiers("gfx803", "flat_load_dword v1, v[2:3] ")
    assert set(flat8) >= {"glc", "slc"} and "lds" not in flat8
    glob = _modifiers("gfx900", "global_load_dword v1, v[2:3], off ")
    assert {"offset:", "glc", "slc", "lds"} <= set(glob)


def test_vector_memory_is_modelled_on_every_generation_it_exists():
    data = isa.load()
    counts = {}
    for variants in data.instructions.values():
        for inst in variants:
            if inst.encoding.key in ("mubuf", "mtbuf", "flat"):
                for gen in inst.generations:
                    counts[inst.encoding.key, gen] = counts.get((inst.encoding.key, gen), 0) + 1
    assert counts[("mubuf", "gfx6")] >= 50 and counts[("mubuf", "gfx9")] >= 60
    assert ("flat", "gfx6") not in counts and counts[("flat", "gfx9")] > 100
    assert counts[("mtbuf", "gfx6")] == 8 and counts[("mtbuf", "gfx9")] == 16
    for family in ("MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH"):
        assert family not in data.families, f"{family} still in the inventory"


def test_mtbuf_format_hover_and_decoding():
    doc = _doc("gfx900", "tbuffer_load_format_x v1, off, s[4:7], dfmt:14, nfmt:7, s1 offset:4\n")
    assert doc.results[1].encoded.text == ("tbuffer_load_format_x v1, off, s[4:7], s1 "
                                           "format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offset:4")
    assert "MTBUF, 8 bytes" in _hover(doc, 1, "tbuffer_load_format_x")
