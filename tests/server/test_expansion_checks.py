"""The kernel checks on a document checked through its expansion (macros, loops,
conditionals, includes): the waitcnt and resource checks run on the expanded kernels as the
hazard check does, the settings apply to them, and every line a check names (its producer,
its quick fix's line, the lines in its message) is the document's, not the expansion's."""

from __future__ import annotations

from pathlib import Path

from gcnls.diagnostics import Severity
from gcnls.server.documents import Document

TARGET = '.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n'

# Two missing waits: one on the document's own lines (the argument load), one inside a
# macro's body, found at its call.
WAITS = TARGET + """\
k:
  s_load_dword s4, s[0:1], 0
  s_add_u32 s5, s4, 1
.macro LOAD_USE
  global_load_dword v1, v[2:3], off
  v_add_u32 v4, v1, v1
.endm
  LOAD_USE
  s_endpgm
"""

# A macro call above the kernel makes the expansion three statements longer than the text.
HAZARD = TARGET + """\
.macro NOPS
  s_nop 0
  s_nop 0
  s_nop 0
.endm
  NOPS
k:
  v_readfirstlane_b32 s4, v1
  buffer_load_dword v2, off, s[4:7], 0
  s_endpgm
"""


def _doc(text: str, path: str = "/tmp/gcnls-expansion-checks.s") -> Document:
    return Document(Path(path).as_uri(), text, 1)


def _line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines()) if needle in line)


def _by_code(doc: Document, prefix: str) -> list:
    return [(i, d) for i, d in doc.diagnostics() if d.code.startswith(prefix)]


def test_waitcnt_runs_on_the_expanded_kernel():
    doc = _doc(WAITS)
    found = _by_code(doc, "waitcnt.")
    assert [i for i, _ in found] == [_line_of(WAITS, "s_add_u32"), _line_of(WAITS, "  LOAD_USE")]
    own, call = found[0][1], found[1][1]
    # The document's own line keeps its quick fix, on its own line; the call's finding
    # names the expanded statement and has no line of the document to insert before.
    assert own.data["fix"]["line"] == _line_of(WAITS, "s_add_u32")
    assert "on line 3 " in own.message
    assert "fix" not in call.data and "(in the expansion: v_add_u32 v4, v1, v1)" in call.message
    assert f"on line {_line_of(WAITS, '  LOAD_USE') + 1} " in call.message


def test_a_macro_in_a_loop_reports_its_call_once():
    text = WAITS.replace("  LOAD_USE\n", ".rept 3\n  LOAD_USE\n.endr\n")
    lines = [i for i, _ in _by_code(_doc(text), "waitcnt.")]
    # (a loop's statements stand on its first line, as the assembler's errors in it do)
    assert lines == [_line_of(text, "s_add_u32"), _line_of(text, ".rept 3")]


def test_settings_apply_through_the_expansion():
    doc = _doc(WAITS)
    doc.set_checks(frozenset({"waitcnt"}), {})
    assert _by_code(doc, "waitcnt.") == []
    doc.set_checks(frozenset(), {"waitcnt": Severity.ERROR})
    assert {d.severity for _, d in _by_code(doc, "waitcnt.")} == {Severity.ERROR}
    doc = _doc(HAZARD)
    assert _by_code(doc, "hazard.")
    doc.set_checks(frozenset({"hazards"}), {})
    assert _by_code(doc, "hazard.") == []


def test_hazard_lines_are_the_documents():
    (line, d), = _by_code(_doc(HAZARD), "hazard.")
    producer = _line_of(HAZARD, "v_readfirstlane_b32")
    assert line == _line_of(HAZARD, "buffer_load_dword")
    assert [r[0] for r in d.data["producer"]] == [producer]
    assert d.data["fix"][0] == line  # insert the s_nop before the buffer load, not 3 lines below
    assert f"(line {producer + 1};" in d.message


def test_a_register_named_in_an_included_header(tmp_path):
    (tmp_path / "regs.inc").write_text(".set sgprM, 16\n")
    text = TARGET + """\
.include "regs.inc"
k:
  s_load_dwordx4 s[sgprM:sgprM+3], s[4:5], 0
  v_mul_lo_u32 v5, v2, s19
  s_endpgm
"""
    found = _by_code(_doc(text, str(tmp_path / "k.s")), "waitcnt.")
    assert [i for i, _ in found] == [_line_of(text, "v_mul_lo_u32")]
    assert "s19" in found[0][1].message
