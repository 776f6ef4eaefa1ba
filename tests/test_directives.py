"""Differential test of whole files of kernel descriptors, HSA metadata, sections and data
(generated and mutated: tests/directive_cases.py) through llvm-mc 22 and gcnls mc with
-triple=amdgcn-amd-amdhsa: the same stdout, stderr and exit status.

For YAML that does not parse, both print the YAML reader's own errors ("YAML:3:1:
error: ...") before "invalid HSA metadata" (broken YAML on purpose:
tests/test_metadata_yaml.py). Any difference fails unless the one allow-list names the
file (tests/data/known_differences.toml).

GCNLS_FULL_SWEEP=1 runs ten times as many files.
"""

from __future__ import annotations

import directive_cases
import pytest
from differential import file_disagreements, full_sweep, run_files

from gcnls import amdhsa, metadata

TRIPLE = "amdgcn-amd-amdhsa"
COUNT = 400 if full_sweep() else 40
FILES = directive_cases.files(seed=7, count=COUNT)  # the first files are the same for any count
KINDS = ("data", "kernel", "metadata")


@pytest.mark.parametrize("kind", KINDS)
def test_files_match_llvm_mc(kind, llvm_mc):
    """Every file agrees, except those named in tests/data/known_differences.toml (test
    "directives", line = "<kind> file <index in directive_cases.files>")."""
    ran, differing = [], {}
    for i, (k, cpu, text) in enumerate(FILES):
        if k != kind:
            continue
        name = f"{kind} file {i}"
        ran.append(name)
        llvm, ours = run_files({"input.s": text}, "input.s", cpu, triple=TRIPLE)
        if (ours.status, ours.stdout, ours.stderr) != (llvm.status, llvm.stdout, llvm.stderr):
            differing[name] = (f"{name} ({cpu}):\n{text}\n--- llvm-mc ({llvm.status})\n{llvm.stdout}{llvm.stderr}"
                               f"\n--- gcnls ({ours.status})\n{ours.stdout}{ours.stderr}")
    assert len(ran) == COUNT
    problems = file_disagreements("directives", ran, differing)
    assert not problems, problems


FORWARD = 60 if full_sweep() else 15


@pytest.mark.parametrize("seed", range(FORWARD))
def test_forward_referenced_kernel_descriptors(seed, llvm_mc):
    """Register counts and reserve keys naming symbols set after the block (compiler
    style): the expanded block with llvm-mc's COMPUTE_PGM_RSRC1 expressions, byte for byte."""
    import random

    cpu = directive_cases.CPUS[seed % len(directive_cases.CPUS)]
    text = directive_cases.forward_kernel_file(random.Random(seed), cpu)
    llvm, ours = run_files({"input.s": text}, "input.s", cpu, triple=TRIPLE)
    assert (ours.status, ours.stdout, ours.stderr) == (llvm.status, llvm.stdout, llvm.stderr), text


@pytest.mark.parametrize("seed", range(FORWARD))
def test_symbolic_descriptor_words(seed, llvm_mc):
    """COMPUTE_PGM_RSRC1/_RSRC2 keys set to expressions of later symbols, under each code
    object version (which decides some printed keys): the expanded block byte for byte."""
    import random

    cpu = directive_cases.CPUS[(seed * 5) % len(directive_cases.CPUS)]
    text = directive_cases.symbolic_word_kernel_file(random.Random(1000 + seed), cpu)
    llvm, ours = run_files({"input.s": text}, "input.s", cpu, triple=TRIPLE)
    assert (ours.status, ours.stdout, ours.stderr) == (llvm.status, llvm.stdout, llvm.stderr), text


def test_key_table_is_complete_for_gfx9():
    names = {k.name for k in amdhsa.keys_on("gfx9")}
    assert {amdhsa.VGPR, amdhsa.SGPR, amdhsa.USER_COUNT, ".amdhsa_fp16_overflow"} <= names
    assert ".amdhsa_fp16_overflow" not in {k.name for k in amdhsa.keys_on("gfx8")}
    assert ".amdhsa_reserve_flat_scratch" not in {k.name for k in amdhsa.keys_on("gfx6")}


def test_metadata_printer_sorts_and_aligns():
    doc = metadata.read(["amdhsa.version: [1, 2]", "amdhsa.kernels:", "  - .name: k", "    .args: []"])
    assert metadata.printed(doc)[2:8] == ["amdhsa.kernels:", "  - .args:           []", "    .name:           k",
                                          "amdhsa.version:", "  - 1", "  - 2"]
    assert not metadata.verify(doc)  # .symbol and the sizes are required


@pytest.mark.parametrize("text", ["a: [1, 2", "a: 'x", "- a\nb: 1", "\t a: 1", ": : :"])
def test_bad_yaml_is_invalid_not_a_crash(text):
    assert metadata.check(text.split("\n")) is None
