"""The server reports what llvm-mc 22 reports on the lines after a rejected statement
(compared live, line, column and message of every error):

- a block comment starting the next line is not a comment to llvm-mc's lexer there: after
  a rejected instruction that line is swallowed, after anything else it is "unexpected
  token at start of statement" (recovery.comments_after_errors);
- a backward numeric label reference that finds nothing fails its statement while it is
  parsed: the statement's later errors are never reached, while a bad register before it
  fails the statement first (directional.parse_order);
- after a register operand fails, the malformed numbers on the rest of the line are the
  lexer's errors, and one just before the line's end takes the next line with it.
"""

from __future__ import annotations

import re
import subprocess

import pytest

from gcnls.server.documents import Document

CASES = {
    "comment_after_error": "s_movk_i32 s0, bad junk\n/* c */ s_nop 0\n.long 1 2\n/* d */ s_nop 1\n"
                           "/* e */ s_nop 2\ns_nop 3\n.byte x y\n/* f\n*/ s_nop 4\ns_movk_i32 s0, bad junk\n"
                           "/* g */ s_movk_i32 s0, s200\n/* h */ s_nop 5\ns_nop 6 7\n  /* i */ .long 8 9\n",
    "undefined_backward": "s_branch 1f\ns_movk_i32 s0, bad junk\n.long 2f\ns_nop 0\n.long 1b\n"
                          "s_movk_i32 s0, 3b\n.byte x y\nv_add_f32 v0, 4b, v300\nbogus_op 5b\n"
                          "s_movk_i32 s0, x y 6b\n",
    "register_then_reference": "s_movk_i32 s200, 0b\nv_add_f32 v0, v300, 1b\ns_mov_b64 s[1:2], 1b\n"
                               "s_movk_i32 s0, 1b\nv_add_f32 v0, 1b, v300\ns_load_dword s1, s[2:3], 1b\n"
                               "v_add_f32 v0, s[2:1], 2b\nv_mov_b32 v0, xnack_mask_lo, 1b\n",
    # after a register fails: the malformed numbers on the rest of its line, and the next
    # line lost to one just before the line's end (recovery.after_failure)
    "failed_register_rest": 's_movk_i32 s200 x, 08\ns_nop 1\ns_movk_i32 s200, 08 x\ns_nop 2\ns_movk_i32 s200, (08\ns_nop 3\ns_movk_i32 s200, 08, 1\ns_nop 4\ns_movk_i32 s200, 0x, 08\ns_nop 5\ns_movk_i32 s200 , 08\ns_nop 6\ns_movk_i32 s200,08\ns_nop 7\nv_add_f32 v0, v300, 08\ns_nop 8\nv_add_f32 v0, s[2:1], 0x\ns_nop 9\ns_movk_i32 s200, 08\ns_nop 10\nv_mov_b32 v0, v[300], 08\ns_nop 11\ns_load_dword s1, s[2:3], s200 08\ns_nop 12\n',
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_errors_after_errors(name, llvm_mc, tmp_path):
    text = CASES[name]
    path = tmp_path / "t.s"
    path.write_text(text)
    run = subprocess.run([llvm_mc, "-arch=amdgcn", "-mcpu=gfx900", str(path)], capture_output=True, text=True,
                         timeout=60)
    theirs = sorted({(int(m[1]), int(m[2]), m[3]) for m in re.finditer(r"^.*?:(\d+):(\d+): error: (.*)$",
                                                                     run.stderr, re.M)})
    doc = Document("file:///t.s", text)
    ours = sorted({(line + 1, d.start + 1, d.data.get("llvm_message", d.message))
                   for line, d in doc.diagnostics() if d.is_error})
    assert len(theirs) > 3
    assert ours == theirs
