"""``.amdgpu_metadata`` blocks whose YAML is broken, through llvm-mc 22 and gcnls mc: the
YAML reader's own errors ("YAML:LINE:COL: error: ...", the line, the caret) before
"invalid HSA metadata", byte for byte (stdout, stderr, exit status); and the server's
diagnostics on the document lines those errors point at.

Generated and mutated blocks (tests/yaml_mutations.py: every mutation in turn, six blocks
to a file, one llvm-mc run per file): a deterministic sample per run, ten times as many
files with GCNLS_FULL_SWEEP=1. Handwritten cases below cover the malformations one by one.
Expected outputs always come from the live llvm-mc 22.
"""

from __future__ import annotations

import re

import pytest
import yaml_mutations
from differential import file_disagreements, full_sweep, run_files

from gcnls import yaml_errors
from gcnls.server.documents import Document

TRIPLE = "amdgcn-amd-amdhsa"
COUNT = 80 if full_sweep() else 8
FILES = yaml_mutations.files(seed=11, count=COUNT)


def test_broken_yaml_files_match_llvm_mc(llvm_mc):
    """Every file agrees, except those named in tests/data/known_differences.toml (test
    "metadata-yaml", line = "file <index>")."""
    ran, differing = [], {}
    for i, (cpu, text, used) in enumerate(FILES):
        name = f"file {i}"
        ran.append(name)
        llvm, ours = run_files({"input.s": text}, "input.s", cpu, triple=TRIPLE)
        if (ours.status, ours.stdout, ours.stderr) != (llvm.status, llvm.stdout, llvm.stderr):
            differing[name] = (f"{name} ({cpu}; {', '.join(used)}):\n{text}\n--- llvm-mc ({llvm.status})\n"
                               f"{llvm.stdout}{llvm.stderr}\n--- gcnls ({ours.status})\n{ours.stdout}{ours.stderr}")
    problems = file_disagreements("metadata-yaml", ran, differing)
    assert not problems, problems


def test_every_mutation_is_in_the_sample():
    used = {name for _, _, names in FILES for name in names}
    assert used == set(yaml_mutations.MUTATIONS)


def _block(body: str, head: str = ".amdgpu_metadata", end: str = ".end_amdgpu_metadata") -> str:
    return f"s_nop 0\n{head}\n{body}\n{end}\ns_nop 1\n"


# One malformation each (the first cases are the ones seen in real files).
CASES = {
    "unclosed [": "---\namdhsa.version: [1, 1\n...",
    "unclosed [ in a mapping": "---\namdhsa.kernels:\n  - .name: k\n    .kernarg_segment_size: [56\n    .symbol: k.kd\n...",
    "unclosed [ before a comment": "---\namdhsa.version: [1, 1 # x\n...",
    "unclosed {": "---\namdhsa.version: {a: 1\n...",
    "missing comma": "---\namdhsa.version: [ab:c}]\n...",
    "missing comma in a flow mapping": "---\nvendor.x: {a: 1 b: 2}\n...",
    # (YAML text is collected unread: no numeric label reference in it, nor a definition)
    "a value like a numeric label reference": "---\nvendor.x: 1b\nvendor.y: [3 f, 2]\n1:\n...",
    "tab in indentation": "---\namdhsa.version:\n  - 1\n\t- 1\n...",
    "tab before a continued scalar": "---\na: x\n\tb\n...",
    "unterminated single quote": "---\namdhsa.version: '1\n...",
    "more indented key": "---\na: 1\n b: 2\n...",
    "less indented key": "---\na:\n  b: 2\n c: 3\n...",
    "key without value": "---\namdhsa.version: [1, 0]\namdhsa.kernels\n...",
    "two keys on a line": "---\na: b: c\n...",
    "value without key": "---\n: 1\n...",
    "stray colons": "---\na: 1\n::    b: 6\n...",
    "duplicated key": "---\na: 1\nb: 2\na: 3\n...",
    "misplaced ---": "---\namdhsa.version: [1, 0]\n  ---\namdhsa.kernels: []\n...",
    "--- inside a flow sequence": "---\namdhsa.version: [1,\n---\n0]\n...",
    "... inside a flow mapping": "---\namdhsa.version: {a: 1,\n...\n}",
    "second document": "---\na: 1\n---\nb: [\n...",
    "unrecognized character": "---\na: @x\n...",
    "non-scalar key": "---\n{\"a\":1}: 2\n...",
    "alias": "---\nb: &x 1\nc: *x\n...",
    "tab on the directive's line": "---\namdhsa.version: [1, 1\n...",
    "trailing blanks": "---   \namdhsa.version: [1, 1   \n...   ",
    "no-break space": "---\namdhsa.version: [1,\u00a01\n...",
    "non-ASCII in the error line": "---\namdhsa.versión: [1, 1\n...",
    # valid YAML LLVM 22 reads its own way (typing, empty values, ':' and '?' in scalars)
    "scalar types": "---\namdhsa.version: ['1', 0x0]\namdhsa.kernels: []\nvendor.x: [~, null, True, '', ' 1', inf, "
                    "+1, 1., .5, -0, 0o17, 09, 18446744073709551616, -9223372036854775809, 'a: b', x:y, x?y, :z]",
    "empty values": "---\namdhsa.version: [1, 0]\namdhsa.kernels:\namdhsa.printf:\nvendor.x: {a: , b}",
    "quoted and non-ASCII keys": "---\namdhsa.version: [1, 0]\namdhsa.kernels: []\n'---': 1\n.näme: 2\n"
                                 "x\u00a0: 3\n'a|b': [4]",
    "scalars over several lines": "---\namdhsa.version: [1, 0]\namdhsa.kernels: []\na: 'k1:\n...\n  '\nb: \"x\n\n  y \"\n"
                                  "c: p\n   q\n\n   r\nd: tail",
    "comment lines inside a scalar": "---\namdhsa.version: [1, 0]\namdhsa.kernels: []\na:\n  b: 1\n#x\n    c\nd: 1\n"
                                     "#y\n  - e: 2\nf: g\n   # h\n",
    "tags": "---\namdhsa.version: [1, 0]\namdhsa.kernels: []\na: !bool y\nb: !float inf\nc: !int xyz",
    "tags that choose the type": "---\namdhsa.version: [!str 1, 0]\namdhsa.kernels: []\na: !float 8\nb: !bool on\n"
                                 "c: !str 1\nd: !!str 2\ne: !!int 3\nf: !x 4\ng: !int 0x10\nh: !nil x",
    "unknown escape": "---\namdhsa.version: [1, 0]\namdhsa.kernels: []\na: \"x\\qy\"",
    "quoted value before a colon": "---\namdhsa.target: 'x'\n:amdhsa.kernels:\n  - 1\n...",
    "block scalars": "---\namdhsa.version: [1, 0]\namdhsa.kernels: []\nvendor.a: |\n  text\n  more\nvendor.b: >-\n  x\n  y",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_malformation_matches_llvm_mc(name, llvm_mc):
    head = ".amdgpu_metadata\t# rest" if name == "tab on the directive's line" else "  .amdgpu_metadata"
    text = _block(CASES[name], head=head, end="  .end_amdgpu_metadata")
    llvm, ours = run_files({"input.s": text}, "input.s", "gfx900", triple=TRIPLE)
    assert (ours.status, ours.stdout, ours.stderr) == (llvm.status, llvm.stdout, llvm.stderr), text


@pytest.mark.parametrize("name", sorted(CASES))
def test_server_puts_yaml_errors_on_their_lines(name, llvm_mc):
    """The document line of each YAML error llvm-mc prints (the block's first line is
    YAML line 1) carries the same message as an error."""
    text = _block(CASES[name])
    llvm, _ = run_files({"input.s": text}, "input.s", "gfx900", triple=TRIPLE)
    start = 1  # (0-based line of .amdgpu_metadata in _block's text)
    want = sorted((start + int(m.group(1)) - 1, m.group(2))
                  for m in re.finditer(r"^YAML:(\d+):\d+: error: (.*)$", llvm.stderr, re.M))
    doc = Document("file:///tmp/yaml-case.s", text, 1)
    got = sorted((i, d.message) for i, d in doc.diagnostics()
                 if int(d.severity) == 1 and d.message != "invalid HSA metadata")
    assert got == want


def test_the_reader_stops_at_its_first_scanner_error():
    """The scanner prints one error; the later pass may add its own (here: the key whose
    value the failed scan left empty)."""
    messages, failed = yaml_errors.errors("\n---\na: '1\nb: [\n...\n")
    assert failed
    assert [m.message for m in messages] == ["Expected quote at end of scalar", "Map value must not be empty"]


@pytest.mark.parametrize("text", ["[" * 5000, "{a: " * 3000, "- " * 3000 + "x", "a:\n" + "  " * 2000 + "b"])
def test_deep_nesting_is_invalid_not_a_crash(text):
    from gcnls import metadata

    assert metadata.check([""] + text.split("\n") + [""]) is None
