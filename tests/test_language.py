"""gcnls mc against the live llvm-mc 22 on whole generated files of the assembler
language (see language_cases.py): identical stdout, stderr and exit status.

Each run takes a deterministic sample of seeds (6 per generator; GCNLS_FULL_SWEEP=1: 25);
GCNLS_LANGUAGE_SEEDS=N runs N seeds per generator instead.
"""

from __future__ import annotations

import os
import random

import pytest

import differential
import language_cases

SEEDS = int(os.environ.get("GCNLS_LANGUAGE_SEEDS") or (25 if differential.full_sweep() else 6))
CPUS = ("tahiti", "tonga", "gfx900")


def _check(generator, seed: int, cpu: str) -> None:
    files, main, extra = generator(random.Random(seed))
    llvm, ours = differential.run_files(files, main, cpu, extra)
    detail = f"seed {seed} on {cpu}:\n--- input\n{files[main]}"
    assert ours.stdout == llvm.stdout, detail + "\n--- llvm-mc\n" + llvm.stdout + "\n--- gcnls\n" + ours.stdout
    assert ours.stderr == llvm.stderr, detail + "\n--- llvm-mc\n" + llvm.stderr + "\n--- gcnls\n" + ours.stderr
    assert ours.status == llvm.status, detail


def _files_agree(generator, first_seed: int, count: int, test: str, label: str = "seed") -> None:
    """``count`` files of ``generator`` from ``first_seed`` on, the CPUs in turn: each
    identical in stdout, stderr and exit status unless tests/data/known_differences.toml
    names it (test ``test``, line = "``label`` N"); none may crash."""
    ran, differing = [], {}
    for k in range(count):
        seed = first_seed + k
        cpu = CPUS[k % len(CPUS)]
        files, main, extra = generator(random.Random(seed))
        llvm, ours = differential.run_files(files, main, cpu, extra)
        assert "internal error" not in ours.stderr, f"{label} {seed}:\n{ours.stderr}"
        ran.append(f"{label} {seed}")
        if (ours.stdout, ours.stderr, ours.status) != (llvm.stdout, llvm.stderr, llvm.status):
            differing[f"{label} {seed}"] = (
                f"{label} {seed} on {cpu}:\n--- input\n{files[main]}\n--- llvm-mc ({llvm.status})\n"
                f"{llvm.stdout}{llvm.stderr}\n--- gcnls ({ours.status})\n{ours.stdout}{ours.stderr}")
    problems = differential.file_disagreements(test, ran, differing)
    assert not problems, problems


@pytest.mark.parametrize("seed", range(SEEDS))
def test_symbolic_registers(seed, llvm_mc):
    _check(language_cases.symbolic_registers, seed, CPUS[seed % len(CPUS)])


@pytest.mark.parametrize("seed", range(SEEDS))
def test_numeric_labels(seed, llvm_mc):
    _check(language_cases.numeric_labels, seed, CPUS[seed % len(CPUS)])


@pytest.mark.parametrize("seed", range(SEEDS))
def test_section_stack(seed, llvm_mc):
    _check(language_cases.section_stack, seed, CPUS[seed % len(CPUS)])


def test_symbolic_registers_exercise_both_verdicts(llvm_mc):
    """The generator writes files llvm-mc accepts and files it rejects, with output."""
    statuses, outputs = set(), 0
    for seed in range(4):
        files, main, extra = language_cases.symbolic_registers(random.Random(seed))
        llvm, _ = differential.run_files(files, main, "gfx900", extra)
        statuses.add(llvm.status)
        outputs += llvm.stdout.count("encoding:")
    assert statuses == {1} or statuses == {0, 1}
    assert outputs > 100


@pytest.mark.parametrize("arg", ["x=010", "x=0b101", "x=-0x10", "x=", "=5", "x", "x=+5", "x=1_0",
                                 "x=0xffffffffffffffff", "x=-9223372036854775808"])
def test_defsym_values(arg, llvm_mc):
    files = {"d.s": "s_movk_i32 s0, x\n"}
    llvm, ours = differential.run_files(files, "d.s", "gfx900", ("--defsym", arg))
    assert (ours.stdout, ours.stderr, ours.status) == (llvm.stdout, llvm.stderr, llvm.status)


MACRO_FILES = SEEDS * 8


def test_macro_language(llvm_mc):
    """Generated files of macros, loops, conditionals, includes and messages (with
    mistakes): every one comes out identical in stdout, stderr and exit status, except the
    files named in tests/data/known_differences.toml (test "macro-language", line =
    "seed N": llvm-mc quirks gcnls does not follow yet); none may crash."""
    _files_agree(language_cases.macro_language, 1000, MACRO_FILES, "macro-language")


ALT_FILES = SEEDS * 4


def test_altmacro_language(llvm_mc):
    """The same generator in .altmacro mode ('%expr' and '<text>' arguments, bare
    parameter names and '&' in bodies, '\\+' counters, switches back and forth): every
    file identical in stdout, stderr and exit status (allow-list: test "macro-language",
    line = "alt seed N")."""
    _files_agree(lambda rng: language_cases.macro_language(rng, alt=True), 2000, ALT_FILES, "macro-language",
                 "alt seed")
    assert any(".altmacro" in language_cases.macro_language(random.Random(2000 + k), alt=True)[0]["main.s"]
               for k in range(2))


@pytest.mark.parametrize("name", sorted(language_cases.HANDWRITTEN))
def test_handwritten(name, llvm_mc):
    files = language_cases.HANDWRITTEN[name]
    llvm, ours = differential.run_files(files, "main.s", "gfx900", ("-I", "{dir}/inc", "--defsym", "defsy=7"))
    assert ours.stdout == llvm.stdout
    assert ours.stderr == llvm.stderr
    assert ours.status == llvm.status


# Without amdhsa these differ, not modelled yet: an included file's last line that is a
# directive (or label statement) failing ends llvm-mc's input (its error recovery reads
# past the file's end); a runaway ' in a statement ("single quote way too long").
_HSA_ONLY = {"metadata_unterminated_include", "kernel_include", "metadata_runaway_quote"}


@pytest.mark.parametrize("name", sorted(language_cases.HANDWRITTEN_HSA))
def test_handwritten_hsa(name, llvm_mc):
    """Kernel descriptor and metadata blocks among macros, loops, conditionals and
    includes (-triple=amdgcn-amd-amdhsa; with -arch=amdgcn the block directives are
    unknown and their lines statements: compared too)."""
    files = language_cases.HANDWRITTEN_HSA[name]
    for triple in ("amdgcn-amd-amdhsa",) + (() if name in _HSA_ONLY else (None,)):
        llvm, ours = differential.run_files(files, "main.s", "gfx900", ("-I", "{dir}"), triple=triple)
        assert (ours.stdout, ours.stderr, ours.status) == (llvm.stdout, llvm.stderr, llvm.status), triple


def test_recursion_stops_with_a_message(tmp_path):
    """A macro calling itself stops at llvm-mc's depth with its message (compared above);
    a file including itself, where llvm-mc never stops, stops at gcnls's own depth."""
    import contextlib
    import io

    from gcnls import mc, preprocess

    (tmp_path / "self.inc").write_text('s_movk_i32 s0, 1\n.include "self.inc"\n')
    main = tmp_path / "main.s"
    main.write_text('.include "self.inc"\n')
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = mc.run(["-mcpu=gfx900", "-I", str(tmp_path), str(main)])
    assert status == 1
    assert f"stops at {preprocess.MAX_INCLUDE_DEPTH} nested includes" in err.getvalue()
    assert out.getvalue().count("s_movk_i32 s0, 0x1") == preprocess.MAX_INCLUDE_DEPTH


DATA_FILES = SEEDS * 4


def test_data_and_symbols(llvm_mc):
    """Generated files of data directives and symbol definitions (language_cases.
    data_symbols), with mistakes: every one identical in stdout, stderr and exit status
    (allow-list: test "data-symbols", line = "seed N"); none may crash."""
    _files_agree(language_cases.data_symbols, 3000, DATA_FILES, "data-symbols")
