"""Numeric local labels in the server: the document's errors are llvm-mc 22's (live) on
generated files (tests/language_cases.py numeric_labels): every "directional label
undefined" at its line and column, and no false error for a reference that resolves."""

import random
import subprocess

import pytest

import language_cases
from differential import LLVM_MC, _ERR
from gcnls.server.documents import Document


def _llvm_errors(text: str, cpu: str, tmp_path) -> set[tuple[int, int, str]]:
    path = tmp_path / "main.s"
    path.write_text(text)
    proc = subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", str(path)],
                          capture_output=True, text=True, timeout=120)
    out = set()
    for line in proc.stderr.splitlines():
        m = _ERR.match(line)
        if m and m["kind"] == "error":
            out.add((int(m["line"]), int(m["col"]), m["msg"]))
    return out


@pytest.mark.parametrize("seed", range(6))
def test_directional_errors_are_llvm_mcs(seed, tmp_path, llvm_mc):
    files, main, _ = language_cases.numeric_labels(random.Random(seed), bad=0.0)
    text = files[main].replace(".macro spin", ".macro spin_unused")  # no expansion: line numbers stay
    text = "\n".join(line for line in text.split("\n") if not line.strip().startswith("spin "))
    text = f".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n{text}"
    doc = Document("file:///n.s", text)
    ours = {(i + 1, d.start + 1, d.message) for i, d in doc.diagnostics() if d.is_error
            and not d.data.get("object_only")}
    theirs = _llvm_errors(text, "gfx900", tmp_path)
    assert any(m == "directional label undefined" for _, _, m in theirs) or seed, theirs
    assert ours == theirs


def test_references_in_data_and_instructions(tmp_path, llvm_mc):
    text = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n  s_branch 3f\n1:\n  .long 0b\n  .long 1b, 2f\n'
            "  s_add_u32 s0, s1, 1f\n2: 1:\n  s_branch .\n  .byte 4f - 1b\n  s_cbranch_scc0 1b\n")
    doc = Document("file:///n.s", text)
    ours = {(i + 1, d.start + 1, d.message) for i, d in doc.diagnostics() if d.is_error}
    theirs = _llvm_errors(text, "gfx900", tmp_path)
    assert len(theirs) == 3 and ours == theirs


def test_definition_of_a_reference_is_the_label_llvm_mc_means():
    from gcnls.server import symbols

    text = "1:\n  s_nop 0\n1: s_branch 1b\n  s_branch 1f\n  s_branch 01b\n1:\n  s_branch 2f\n"
    doc = Document("file:///n.s", text)
    lines = text.split("\n")

    def target(line: int, word: str):
        return symbols.definition(doc, line, lines[line].index(word) + 1)

    assert target(2, "1b") == (2, 0, 1)  # a label earlier on the same line counts backwards
    assert target(3, "1f") == (5, 0, 1)
    assert target(4, "01b") == (2, 0, 1)
    assert target(6, "2f") is None
