"""The server's document on kernel descriptor and metadata blocks, and the
.hsa_code_object_isa target hint (unit level: gcnls.server.documents.Document)."""

from __future__ import annotations

from gcnls.server.documents import Change, Document

KERNEL = """\t.amdhsa_kernel k
\t\t.amdhsa_next_free_vgpr 4
\t\t.amdhsa_next_free_sgpr 8
\t.end_amdhsa_kernel
\t.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .size: 8
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 4
    .max_flat_workgroup_size: 256
...
\t.end_amdgpu_metadata
"""


def _errors(doc):
    return [(line, d.message) for line, d in doc.diagnostics() if d.is_error]


def test_valid_blocks_give_no_error():
    assert _errors(Document("file:///k.s", KERNEL)) == []


def test_an_edit_inside_the_block_is_checked_and_undone():
    doc = Document("file:///k.s", KERNEL)
    doc.apply(Change("\t\t.amdhsa_dx10_clamp 2\n", ((3, 0), (3, 0))))
    # llvm-mc: the block ends at the error, so .end_amdhsa_kernel is then unknown
    assert _errors(doc) == [(3, "value out of range"), (4, "unknown directive")]
    doc.apply(Change("", ((3, 0), (4, 0))))
    assert _errors(doc) == []


def test_removing_the_header_turns_the_lines_back_into_statements():
    doc = Document("file:///k.s", KERNEL)
    doc.apply(Change("", ((0, 0), (1, 0))))
    errors = _errors(doc)
    assert (0, "unknown directive") in errors and (2, "unknown directive") in errors
    doc.apply(Change("\t.amdhsa_kernel k\n", ((0, 0), (0, 0))))
    assert _errors(doc) == []


def test_code_object_v2_isa_is_a_target_hint():
    doc = Document("file:///v2.s", '.hsa_code_object_isa 8,0,3,"AMD","AMDGPU"\n')
    assert doc.target.mcpu == "gfx803" and doc.target.source == "directive"
    (line, message), = _errors(doc)
    assert line == 0 and message.startswith("unknown directive") and "gfx803" in message


def test_outline_folding_completion_and_hover_of_kernel_blocks():
    from gcnls.server import completion, hover
    from gcnls.server.folding import folding_ranges
    from gcnls.server.kernels import symbols

    doc = Document("file:///k.s", KERNEL)
    assert symbols(doc) == [("k", "kernel", 0, 16, 17)]
    assert (0, 3, "kernel") in folding_ranges(doc) and (4, 20, "metadata") in folding_ranges(doc)
    # completion on a new line in the block: the keys not set yet, with their ranges
    doc.apply(Change("\t\t.amdhsa_dx\n", ((3, 0), (3, 0))))
    res = completion.complete_at(doc, 3, len("\t\t.amdhsa_dx"))
    labels = {it.label: it.detail for it in res.items}
    assert ".amdhsa_dx10_clamp" in labels and labels[".amdhsa_dx10_clamp"].startswith("0..1, default 1")
    assert ".amdhsa_next_free_vgpr" not in labels  # already set
    text, a, b = hover.hover(doc, 1, 5, [])
    assert ".amdhsa_next_free_vgpr" in text and "0..256" in text and (a, b) == (2, 24)


def test_keys_of_other_generations_in_hover():
    from gcnls.server import hover

    doc = Document("file:///k.s", "; gcnls: mcpu=tahiti\n" + KERNEL.replace(
        "\t\t.amdhsa_next_free_sgpr 8\n", "\t\t.amdhsa_next_free_sgpr 8\n\t\t.amdhsa_fp16_overflow 0\n"))
    text, _, _ = hover.hover(doc, 4, 6, [])
    assert "requires gfx9+" in text
