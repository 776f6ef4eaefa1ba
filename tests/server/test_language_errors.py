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
                      "unterminated_comment_operand", "unterminated_comment_line")}
PLAIN["section_stack"] = (".popsection x y\n.pushsection .text\n.popsection x y\n.pushsection .data\n"
                          ".popsection s_nop 0\n.previous x y\n.section .foo\n.previous s_nop\n.popsection ; c\n"
                          ".previous   // c\n.pushsection .text, 3000000000 ; c\n.text 2 x .previous z\n")
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
