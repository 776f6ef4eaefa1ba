"""Data directives with malformed or unusual arguments, against the live llvm-mc 22.

llvm-mc emits a list directive's values one by one (the ones before a bad value are
printed), wants another value after every comma, says "expected newline" after the last
argument of .zero/.skip/.fill/.org, lets their first argument stay symbolic, and warns
about .fill sizes and patterns it truncates. Every directive × argument shape below
must agree in verdict, output and first message with column.
"""

import differential

DIRECTIVES = (".byte", ".short", ".long", ".quad", ".2byte", ".4byte", ".8byte", ".value", ".hword",
              ".word", ".int", ".zero", ".skip", ".fill", ".uleb128", ".sleb128", ".dc", ".dc.b", ".dc.w",
              ".dc.l", ".dc.a", ".dc.x")
ARGUMENTS = ("", "1", "1,", "1 2", "1,,2", ", 1", "x", "x, 1", "1, x", "x+1, 2", "1, 2, 3", "1, 2, 3, 4",
             "2**3", "1, *", "$", "-1", "300", "70000, 1", "1, 9, 1", "1, 8, -1", "1, 4, -1",
             "1, -1, 1", "1, 16, 0x1ffffffff", "(1", "1+", "0", "0, 5")
ALIGNMENTS = (".align", ".balign", ".p2align", ".p2alignw", ".p2alignl", ".balignw", ".balignl")
ALIGN_ARGUMENTS = ("", "2", "2 3", "2,", "2, 3 4", "2, 3, 4 5", "2, 3, 4, 5", "2,,4 x", "2,,", ",", "x")
LINES = ([f"{d} {a}".rstrip() for d in DIRECTIVES for a in ARGUMENTS]
         + [f"{d} {a}".rstrip() for d in ALIGNMENTS for a in ALIGN_ARGUMENTS]
         + [".amdgcn_target", ".amdgcn_target foo", ".amdgcn_target 1", '.amdgcn_target "x" y'])


def test_data_directive_arguments_agree_with_llvm_mc(llvm_mc):
    comparisons = {cpu: differential.compare(LINES, cpu) for cpu in ("tahiti", "gfx900")}
    report = differential.disagreements("data-directive-args", comparisons)
    assert not report, report
