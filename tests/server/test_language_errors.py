"""The server reports llvm-mc 22's errors on the assembler language's lines (compared
live: line, column and message of every error), in plain documents and in documents
with a macro (checked through their expansion):

- a statement that a block comment or a string carries over line ends is one statement,
  its errors on the line of their column, also after edits that make or break one;
- the section stack: ``.popsection``/``.previous`` with nothing to return to, and the
  statement llvm-mc reads after a section directive on the same line (``.text 5 x y``);
- an error at the end of a statement stands where llvm-mc's end of statement is (at a
  line comment after blanks, or the end of the line);
- an undefined backward reference inside an expression that must be absolute fails as
  it is read (``offset:3b``);
- a sign right after a fraction, '$'/'@' names, a block comment the input ends inside.
"""

from __future__ import annotations

import re
import subprocess

import pytest

import language_cases
from gcnls.server.documents import Change, Document

# handwritten language files (tests/language_cases.py)
PLAIN = {name: language_cases.HANDWRITTEN[name]["main.s"]
         for name in ("comment_continues", "string_lines", "string_lines_end", "subsection_rest",
                      "section_rest_chains", "reference_in_absolute", "float_signs", "prefixed_symbols",
                      "unterminated_comment_operand", "unterminated_comment_line", "common_after_label")}
PLAIN["section_stack"] = (".popsection x y\n.pushsection .text\n.popsection x y\n.pushsection .data\n"
                          ".popsection s_nop 0\n.previous x y\n.section .foo\n.previous s_nop\n.popsection ; c\n"
                          ".previous   // c\n.pushsection .text, 3000000000 ; c\n.text 2 x .previous z\n")
# a ' its text ends right after ("unterminated single quote"); a ' alone; the lines a
# failed instruction's runaway ' takes are still lexed (their errors are llvm-mc's)
PLAIN["quote_at_end"] = "s_nop 0\n'\ns_nop 1\n.long 1, '\\"
PLAIN["quote_taken_lines"] = ("s_nop 'a\ns_nop 1 'b\ns_nop 'ab 'c\ns_nop 'de\ns_nop 2 'q\ns_nop 3\ns_nop 'a\n"
                              "s_nop 1 08\ns_nop 2\ns_nop 0 'bc 'de 5 'f\ns_nop 2\n.long 'a")
PLAIN["quote_comment_characters"] = language_cases.HANDWRITTEN["quote_takes_comment_characters"]["main.s"]
PLAIN["malformed_number_starts_statement"] = language_cases.HANDWRITTEN["malformed_number_starts_statement"]["main.s"]
PLAIN["float_sign_in_definition"] = language_cases.HANDWRITTEN["float_sign_in_definition"]["main.s"]
PLAIN["label_then_definition"] = language_cases.HANDWRITTEN["label_then_definition"]["main.s"]
PLAIN["names_and_commas"] = language_cases.HANDWRITTEN["names_and_commas"]["main.s"]
PLAIN["variant_after_expression"] = language_cases.HANDWRITTEN["variant_after_expression"]["main.s"]
PLAIN["dot_names_and_copies"] = language_cases.HANDWRITTEN["dot_names_and_copies"]["main.s"]
PLAIN["spaced_directional"] = language_cases.HANDWRITTEN["spaced_directional"]["main.s"]
PLAIN["optional_operand_read_twice"] = language_cases.HANDWRITTEN["optional_operand_read_twice"]["main.s"]
PLAIN["binary_after_failure"] = language_cases.HANDWRITTEN["binary_after_failure"]["main.s"]
PLAIN["hash_comment_lines"] = language_cases.HANDWRITTEN["hash_comment_lines"]["main.s"].replace("x: ", "")
PLAIN["dcb_negative_count"] = language_cases.HANDWRITTEN["dcb_negative_count"]["main.s"]
PLAIN["statement_ends"] = ("s_movk_i32 s0,   ; c\n.byte 1,    // c\n.long   \t\n.set x,  /* a */ ; b\n"
                           ".section .a, \"x\" /* c */  \n s_nop   \n")


def _llvm_errors(llvm_mc, tmp_path, text: str) -> list[tuple[int, int, str]]:
    path = tmp_path / "t.s"
    path.write_text(text)
    run = subprocess.run([llvm_mc, "-arch=amdgcn", "-mcpu=gfx900", str(path)], capture_output=True, text=True,
                         timeout=60)
    return sorted({(int(m[1]), int(m[2]), m[3]) for m in re.finditer(r"^(?:.*/)?t\.s:(\d+):(\d+): error: (.*)$",
                                                                     run.stderr, re.M)})


def _ours(doc: Document) -> list[tuple[int, int, str]]:
    return sorted({(line + 1, d.start + 1, d.data.get("llvm_message", d.message))
                   for line, d in doc.diagnostics() if d.is_error})


@pytest.mark.parametrize("macro", [False, True], ids=["plain", "with_a_macro"])
@pytest.mark.parametrize("name", sorted(PLAIN))
def test_continued_statements(name, macro, llvm_mc, tmp_path):
    text = (".macro zz\n.endm\n" if macro else "") + PLAIN[name]
    theirs = _llvm_errors(llvm_mc, tmp_path, text)
    assert theirs
    assert _ours(Document("file:///t.s", text)) == theirs


def test_edits_make_and_break_a_continued_statement(llvm_mc, tmp_path):
    doc = Document("file:///t.s", "s_movk_i32 s0, 1\ns_movk_i32 s1, x y\n.byte 2\ns_nop 0\n")
    steps = [
        Change("*/ 1 ", ((1, 0), (1, 0))),     # */ 1 s_movk_i32 s1, x y
        Change("/* c", ((0, 15), (0, 16))),   # s_movk_i32 s0, /* c    (the statement goes on)
        Change("", ((0, 15), (0, 19))),        # the comment's start removed: line 2 stands alone
        Change('.ascii "a', ((2, 0), (2, 7))),  # a string carried to the next line
        Change('"', ((3, 0), (3, 0))),
    ]
    for change in steps:
        doc.apply(change)
        assert _ours(doc) == _llvm_errors(llvm_mc, tmp_path, doc.text), doc.text


# kernel descriptor and metadata blocks read raw among macros and conditionals
# (language_cases.HANDWRITTEN_HSA, single-file ones)
BLOCKS = ("metadata_macro_name", "metadata_loop", "metadata_runaway_quote", "kernel_macro_call", "kernel_conditional",
          "kernel_blank_lines")


@pytest.mark.parametrize("name", BLOCKS)
def test_blocks_are_read_raw(name, llvm_mc, tmp_path):
    """The server's errors are llvm-mc's (-triple=amdgcn-amd-amdhsa; the YAML reader's own
    messages, which llvm-mc prints without a file line, are left out)."""
    text = language_cases.HANDWRITTEN_HSA[name]["main.s"]
    path = tmp_path / "t.s"
    path.write_text(text)
    run = subprocess.run([llvm_mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", str(path)], capture_output=True,
                         text=True, timeout=60)
    # (an error inside an instantiation stands on its call: the note's line and column)
    theirs = _llvm_placed(run.stderr)
    doc = Document("file:///t.s", text)
    ours = sorted({(line + 1, d.start + 1, re.sub(r" \(in the expansion: .*\)$", "", d.data.get("llvm_message", d.message)))
                   for line, d in doc.diagnostics() if d.is_error and d.code != "metadata-yaml"})
    assert ours == theirs


def _llvm_placed(stderr: str) -> list[tuple[int, int, str]]:
    """llvm-mc's errors of t.s as (line, column, message): an error inside an
    instantiation at its outermost call (the last "while in macro instantiation" note)."""
    out, pending = set(), None
    for line in stderr.splitlines():
        m = re.match(r"^(?:.*/)?(t\.s|<instantiation>):(\d+):(\d+): (error|note): (.*)$", line)
        if m is None:
            continue
        if m[4] == "error":
            if pending is not None:
                out.add(pending)
            pending = (int(m[2]), int(m[3]), m[5]) if m[1] == "t.s" else (None, None, m[5])
        elif pending is not None:
            pending = (int(m[2]), int(m[3]), pending[2])
    if pending is not None:
        out.add(pending)
    return sorted(out)


def test_no_check_inside_a_block_its_quote_keeps_open():
    """After a ' that starts no character literal the first .end_amdgpu_metadata is not
    seen: the instructions after it are YAML text, where the hazard check finds nothing
    (it did, in a document with a macro, which the server checks through its expansion)."""
    text = (".macro m\ns_nop 0\n.endm\nm\n.amdgpu_metadata\n---\namdhsa.kernels: []\nx: 'a\n.end_amdgpu_metadata\n"
            "v_readfirstlane_b32 s4, v1\nv_readlane_b32 s5, v2, s4\n.end_amdgpu_metadata\nm\n"
            "v_readfirstlane_b32 s4, v1\nv_readlane_b32 s5, v2, s4\n")
    found = {(line, d.code.split(".")[0]) for line, d in Document("file:///t.s", text).diagnostics()}
    assert (11, "metadata") in found and (14, "hazard") in found  # (the block's end; a hazard after it)
    assert not any(9 <= line <= 10 and code != "metadata-yaml" for line, code in found), found


DEFSYM_TEXT = ("s_movk_i32 s0, x\n.ifdef y\ns_nop z\n.endif\n.if x == 3\n.error \"three\"\n.endif\n"
               "s_movk_i32 s1, x+y\n")


@pytest.mark.parametrize("given", [[], ["x=3"], ["x=3", "y=0x10", "z=1"], ["x=1", "x=3", "y=-2"]])
@pytest.mark.parametrize("macro", [False, True], ids=["plain", "with_a_macro"])
def test_defsym_setting(given, macro, llvm_mc, tmp_path):
    """The gcnls.defsym setting (NAME=VALUE strings, as the server reads it) gives a
    document llvm-mc's --defsym symbols: the same errors, in plain documents too."""
    from gcnls.server.config import Settings

    text = (".macro zz\n.endm\n" if macro else "") + DEFSYM_TEXT
    path = tmp_path / "t.s"
    path.write_text(text)
    args = [a for g in given for a in ("--defsym", g)]
    run = subprocess.run([llvm_mc, "-arch=amdgcn", "-mcpu=gfx900", *args, str(path)], capture_output=True, text=True,
                         timeout=60)
    doc = Document("file:///t.s", text)
    doc.defsym = Settings().merged({"gcnls": {"defsym": given}}).defsym  # (as the server sets it)
    assert _ours(doc) == _llvm_placed(run.stderr)


def test_defsym_setting_entries():
    from gcnls.server.config import Settings

    s = Settings().merged({"defsym": ["x=3", "bad", "y=0x10", "x=7", 5, "=1", "q=1x"]})
    assert s.defsym == (("y", 16), ("x", 7))
    assert len(s.defsym_errors) == 4
    assert Settings().merged({"defsym": "a=-1"}).defsym == (("a", -1),)
    assert s.merged({"defsym": []}).defsym == ()
