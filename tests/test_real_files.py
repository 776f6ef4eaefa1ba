"""The kernels of examples/ as a newcomer meets them: each file through `gcnls mc` and
llvm-mc 22 with the command line its header gives (identical stdout, stderr and exit
status), on the other processors it is meant for, with the --defsym variants it offers,
and in the language server (in process): the lines it marks as errors are exactly the
lines llvm-mc's messages point at (none for a clean file), each with llvm-mc's first
message, no warning on these correct kernels, and for a code-object-v2 file the processor read from .hsa_code_object_isa.
Then deliberately broken variants (tests/data/real_file_mutations.toml) held to the
same bar.

The command line is each file's own header line ``//   gcnls mc FLAGS examples/NAME``
(the one examples/README.md tells a reader to run): one place says how a file is run.
Every file and every variant runs by default except the mutations, a deterministic
sample of which runs (one per file); GCNLS_FULL_SWEEP=1 runs them all.
"""

from __future__ import annotations

import re
import shlex
import sys
import tomllib
from pathlib import Path

import pytest

from gcnls.server.documents import Document

sys.path.insert(0, str(Path(__file__).resolve().parent))

import differential  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
MUTATIONS = Path(__file__).resolve().parent / "data" / "real_file_mutations.toml"

# Beyond each file's own command: the other processors it is written for, and the
# --defsym switches it documents. (file, extra flags appended to its command)
VARIANTS = [
    ("sgemm-gfx900.s", ("--defsym", "UNROLL=1")),
    ("sgemm-gfx900.s", ("--defsym", "PREFETCH_GLOBAL=0")),
    ("histogram-tahiti.s", ("-mcpu=pitcairn",)),
    ("histogram-tahiti.s", ("-mcpu=bonaire",)),
    ("conv3x3-fiji.s", ("-mcpu=tonga",)),
    # older scripts' triple spellings (llvm-mc normalises them; an .amdgcn_target line
    # then has to name the normalised triple)
    ("conv3x3-fiji.s", ("-triple=amdgcn--amdhsa",)),
    ("scan-bonaire.s", ("-triple=amdgcn-amd-amdhsa-elf",)),
    ("kernel-gfx6.s", ("-mcpu=bonaire",)),
    ("mistakes.s", ("-mcpu=tahiti",)),
]

# Instruction samples rather than kernels: their lines follow one another without the
# waits a kernel needs, so the waitcnt check's findings on them are true ones.
SAMPLES = {"kernel.s", "kernel-gfx6.s", "mistakes.s"}

_COMMAND = re.compile(r"^(?://|;)\s+gcnls mc (?P<flags>.*?)\s*(?P<cont>\\?)$")


def command(name: str) -> list[str]:
    """The flags of the ``gcnls mc ... examples/NAME`` line in the file's header (a
    trailing backslash continues it on the next comment line), without the file."""
    lines = (EXAMPLES / name).read_text().splitlines()
    for i, line in enumerate(lines):
        m = _COMMAND.match(line)
        if not m:
            continue
        text = m["flags"]
        while m and m["cont"]:
            i += 1
            m = re.match(r"^(?://|;)\s+(?P<flags>.*?)\s*(?P<cont>\\?)$", lines[i])
            text += " " + m["flags"]
        words = shlex.split(text)
        assert words[-1] == f"examples/{name}", f"{name}: its command names {words[-1]}"
        return words[:-1]
    raise AssertionError(f"examples/{name} has no '//   gcnls mc FLAGS examples/{name}' line in its header")


def example_files() -> list[str]:
    return sorted(p.name for p in EXAMPLES.glob("*.s"))


def runs() -> list[tuple[str, tuple[str, ...]]]:
    return [(name, ()) for name in example_files()] + VARIANTS


def _with(flags: list[str], extra: tuple[str, ...]) -> list[str]:
    """``flags`` with ``extra`` appended; an -mcpu or -triple in ``extra`` replaces the
    file's; a --defsym of a name the file's command defines replaces that one."""
    out = list(flags)
    for flag in ("-mcpu=", "-triple="):
        if any(e.startswith(flag) for e in extra):
            out = [f for f in out if not f.startswith(flag)]
    for i, e in enumerate(extra):
        if i and extra[i - 1] == "--defsym":
            name = e.split("=")[0]
            for k in range(len(out) - 1):
                if out[k] == "--defsym" and out[k + 1].split("=")[0] == name:
                    del out[k:k + 2]
                    break
    return out + list(extra)


def _files(name: str, replace: dict[str, tuple[str, str]] | None = None) -> dict[str, str]:
    """The example and the headers beside it (examples/*.inc), as run_files writes them
    into one folder: ``-I examples`` becomes ``-I {dir}``.
    ``replace``: file -> (old, new), the first occurrence of old replaced (a mutation)."""
    files = {name: (EXAMPLES / name).read_text()}
    for inc in sorted(EXAMPLES.glob("*.inc")):
        files[inc.name] = inc.read_text()
    for path, (old, new) in (replace or {}).items():
        assert old in files[path], f"mutation of {path}: {old!r} is not in it"
        files[path] = files[path].replace(old, new, 1)
    return files


def _args(flags: list[str]) -> tuple[tuple[str, ...], str | None, str]:
    """run_files' (extra, triple, cpu) from a command's flags."""
    triple, cpu, extra = None, "", []
    it = iter(flags)
    for f in it:
        if f.startswith("-triple="):
            triple = f.split("=", 1)[1]
        elif f.startswith("-mcpu="):
            cpu = f.split("=", 1)[1]
        elif f in ("-arch=amdgcn", "-show-encoding"):
            continue
        elif f == "-I":
            extra += ["-I", "{dir}" + next(it).removeprefix("examples")]
        else:
            extra.append(f)
    return tuple(extra), triple, cpu


def _assemble(files: dict[str, str], name: str, flags: list[str]):
    extra, triple, cpu = _args(flags)
    return differential.run_files(files, name, cpu, extra, triple=triple)


def _same(name: str, flags: list[str], llvm, ours) -> None:
    shown = f"gcnls mc {' '.join(flags)} examples/{name}"

    def first_difference(a: str, b: str) -> str:
        la, lb = a.splitlines(), b.splitlines()
        for i, (x, y) in enumerate(zip(la, lb)):
            if x != y:
                return f"line {i + 1}:\n  llvm-mc: {x!r}\n  gcnls:   {y!r}"
        return f"llvm-mc has {len(la)} lines, gcnls {len(lb)}"

    assert ours.status == llvm.status, f"{shown}: exit status {ours.status}, llvm-mc {llvm.status}\n{ours.stderr[:2000]}"
    assert ours.stderr == llvm.stderr, f"{shown}: stderr differs at {first_difference(llvm.stderr, ours.stderr)}"
    assert _known_lines(name, llvm.stdout, ours.stdout) == llvm.stdout, \
        f"{shown}: stdout differs at {first_difference(llvm.stdout, ours.stdout)}"


def _known_lines(name: str, theirs: str, ours: str) -> str:
    """``ours`` with the output lines tests/data/known_differences.toml names for this
    file (test "real-files-lines": line = the file, llvm/gcnls = the two printed lines)
    replaced by llvm-mc's; each such entry must still be needed."""
    pairs = {(d.llvm, d.gcnls) for d in differential.known_differences("real-files-lines") if d.line == name}
    if not pairs:
        return ours
    a, b = theirs.split("\n"), ours.split("\n")
    if len(a) != len(b):
        return ours
    used = {(x, y) for x, y in zip(a, b) if (x, y) in pairs}
    assert used == pairs, f"{name}: entries of known_differences.toml no longer needed (delete them): {pairs - used}"
    return "\n".join(x if (x, y) in pairs else y for x, y in zip(a, b))


# -- the server ----------------------------------------------------------------------

def _blamed(stderr: str, main: str, text: str = "") -> dict[int, str]:
    """0-based lines of ``main`` llvm-mc's messages point at, with the first message for
    each: its errors, the outermost macro call or loop (the note in ``main``) of an error
    in an expansion, the .include line of an error in an included file (with that
    error's message), and the lines of a metadata block its YAML reader's errors point
    at ("YAML:LINE:COL", counted from the block's .amdgpu_metadata line, printed before
    the block's own error)."""
    out: dict[int, str] = {}
    message, pending = "", None
    lines = text.split("\n")
    yaml_lines: list[tuple[int, str]] = []
    for line in stderr.splitlines():
        y = re.match(r"^YAML:(\d+):\d+: error: (.*)$", line)
        if y:
            yaml_lines.append((int(y.group(1)), y.group(2)))
            continue
        m = differential._ERR.match(line)
        if m and m["kind"] == "error":
            message = m["msg"]
            if m["file"].endswith(main):
                at = int(m["line"]) - 1
                if yaml_lines and message == "invalid HSA metadata":  # (printed first)
                    start = next(k for k in range(at, -1, -1) if lines[k].lstrip().startswith(".amdgpu_metadata"))
                    for n, said in yaml_lines:
                        out.setdefault(start + n - 1, said)
                out.setdefault(at, message)
            yaml_lines = []
        note = re.match(r"^(?P<file>.*?):(?P<line>\d+):\d+: note: while in macro instantiation", line)
        if note and note["file"].endswith(main):
            out.setdefault(int(note["line"]) - 1, message)
        included = re.match(r"^Included from (?P<file>.*?):(?P<line>\d+):$", line)
        if included and included["file"].endswith(main):  # (an error in a header: its .include line)
            pending = int(included["line"]) - 1
        elif m and m["kind"] == "error" and not m["file"].endswith(main) and pending is not None:
            out.setdefault(pending, message)
            pending = None
    return out


def _says(ours: str, theirs: str) -> bool:
    """The server's message carries llvm-mc's (it may add the expansion's line), or
    says more precisely why an instruction is not supported on this GPU."""
    return theirs in ours or (theirs == "instruction not supported on this GPU" and " is not available on " in ours)


def _server(files: dict[str, str], name: str, tmp_path) -> Document:
    """The document of ``name`` as the editor opens it from an examples folder (which is
    where it finds the headers; no gcnls.includePaths needed)."""
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    return Document((tmp_path / name).as_uri(), files[name], 1)


def _defsym(flags: list[str]) -> tuple[tuple[str, int], ...]:
    """The --defsym symbols of ``flags`` as the gcnls.defsym setting gives them to a
    document (the server sets Document.defsym)."""
    from gcnls.server.config import Settings

    return Settings().merged({"defsym": [flags[k + 1] for k, f in enumerate(flags[:-1]) if f == "--defsym"]}).defsym


def _check_server(files: dict[str, str], name: str, flags: list[str], tmp_path, clean: bool,
                  what: str | None = None) -> Document:
    """``what``: the mutation's name, as an entry of tests/data/known_differences.toml
    (test "real-files-server") names a case where the server is known to differ."""
    llvm, _ = _assemble(files, name, flags)
    doc = _server(files, name, tmp_path)
    doc.defsym = _defsym(flags)
    diags = doc.diagnostics()
    firsts: dict[int, str] = {}
    for i, d in diags:
        if int(d.severity) == 1:
            firsts.setdefault(i, d.message)
    errors = set(firsts)
    said = _blamed(llvm.stderr, name, files[name])
    expected = set(said)
    if what and any(d.line == what for d in differential.known_differences("real-files-server")):
        assert errors != expected, f"{what}: the server agrees now: delete its entry in known_differences.toml"
        return doc
    assert errors == expected, (
        f"{name}: the server marks lines {sorted(i + 1 for i in errors)}, llvm-mc blames "
        f"{sorted(i + 1 for i in expected)}:\n"
        + "\n".join(f"  {i + 1}: {d.message[:160]}" for i, d in diags if int(d.severity) == 1)
        + f"\nllvm-mc:\n{llvm.stderr[:1500]}")
    wrong = [(i + 1, firsts[i], said[i]) for i in sorted(errors) if not _says(firsts[i], said[i])]
    assert not wrong, f"{name}: the server's first message on a line is not llvm-mc's (line, server, llvm-mc): {wrong}"
    if clean and name not in SAMPLES:
        warnings = [(i + 1, d.message[:200]) for i, d in diags if int(d.severity) == 2]
        assert not warnings, f"{name}: warnings on a correct kernel: {warnings}"
    return doc


# -- the tests ---------------------------------------------------------------------

def test_every_example_has_a_command_and_is_run():
    names = example_files()
    assert len(names) >= 8
    for name in names:
        assert command(name)  # (raises when the header has none)
    assert {n for n, _ in VARIANTS} <= set(names)


@pytest.mark.parametrize("name,extra", runs(), ids=lambda v: " ".join(v) if isinstance(v, tuple) else v)
def test_gcnls_mc_is_llvm_mc_on_the_examples(name, extra, llvm_mc):
    flags = _with(command(name), extra)
    llvm, ours = _assemble(_files(name), name, flags)
    _same(name, flags, llvm, ours)


@pytest.mark.parametrize("name", example_files())
def test_server_blames_the_lines_llvm_mc_blames(name, llvm_mc, tmp_path):
    _check_server(_files(name), name, command(name), tmp_path, clean=True)


@pytest.mark.parametrize("name,extra", [v for v in VARIANTS if "--defsym" in v[1]]
                         + [("sgemm-gfx900.s", ("--defsym", "UNROLL=3"))],
                         ids=lambda v: " ".join(v) if isinstance(v, tuple) else v)
def test_server_with_the_defsym_setting(name, extra, llvm_mc, tmp_path):
    """gcnls.defsym gives the server the symbols --defsym gives llvm-mc (the variants
    take other branches of the kernel's .if blocks; UNROLL=3 meets its .error)."""
    flags = _with(command(name), extra)
    doc = _check_server(_files(name), name, flags, tmp_path, clean="UNROLL=3" not in extra)
    assert dict(doc.defsym) == dict(_defsym(flags)) and doc.defsym


def test_code_object_v2_file_takes_its_target_from_hsa_code_object_isa(llvm_mc, tmp_path):
    name = "conv3x3-fiji.s"
    # (no modeline, no setting: the file alone says fiji; llvm-mc is told -mcpu=fiji)
    doc = _check_server(_files(name), name, command(name), tmp_path, clean=True)
    assert doc.proc.name == "gfx803"
    line = next(i for i, t in enumerate(_files(name)[name].splitlines()) if t.startswith(".hsa_code_object_isa"))
    said = [d.message for i, d in doc.diagnostics() if i == line]
    assert said and "gfx803" in said[0], said


def _mutations() -> list[tuple[str, str, dict]]:
    data = tomllib.loads(MUTATIONS.read_text())
    out = [(m["file"], m["name"], m) for m in data["mutation"]]
    if differential.full_sweep():
        return out
    seen, keep = set(), []
    for m in out:  # the first of each file: every file's kind of breakage once a run
        if m[0] not in seen:
            seen.add(m[0])
            keep.append(m)
    return keep


@pytest.mark.parametrize("name,what,m", _mutations(), ids=lambda v: v if isinstance(v, str) else "")
def test_broken_variants(name, what, m, llvm_mc, tmp_path):
    """A mutation of an example (in the file or in what it includes): the same output,
    messages and status from both tools, and the server marks the lines llvm-mc blames."""
    files = _files(name, {m.get("in", name): (m["old"], m["new"])})
    flags = _with(command(name), tuple(m.get("flags", ())))
    llvm, ours = _assemble(files, name, flags)
    assert llvm.status == 1, f"{what}: llvm-mc accepts the mutation: it shows nothing"
    known = [d for d in differential.known_differences("real-files") if d.line == what]
    if known:  # (the entry says why; once both agree it must go)
        with pytest.raises(AssertionError):
            _same(name, flags, llvm, ours)
    else:
        _same(name, flags, llvm, ours)
    if not m.get("flags"):
        _check_server(files, name, flags, tmp_path, clean=False, what=what)



# -- the editor's features on the kernels --------------------------------------------

def _at(doc: Document, text: str, nth: int = 0) -> tuple[int, int]:
    """(line, column) of the ``nth`` occurrence of ``text`` outside comments."""
    hits = [(i, c.index(text)) for i, c in enumerate(doc.code) if text in c]
    return hits[nth]


def test_navigation_into_the_included_header(tmp_path):
    """A register map and macros in a header: go to definition from the kernel lands on
    the header's .set or .macro line (the name's columns), the .include line opens it."""
    from gcnls.server import language

    name = "sgemm-gfx900.s"
    files = _files(name)
    doc = _server(files, name, tmp_path)
    header = files["gemm-regs.inc"].splitlines()
    for word, defined in (("vgprG2LA", ".set vgprG2LA,"), ("sgprKernArg", ".set sgprKernArg,"),
                          ("MAC_4x4", ".macro MAC_4x4"), ("LDS_TOTAL", ".set LDS_TOTAL,")):
        line, col = _at(doc, word, 1 if word == "vgprG2LA" else 0)
        kind, (path, text, (i, a, b)) = language.definition(doc, line, col + 1)
        assert kind == "there" and Path(path).name == "gemm-regs.inc", word
        assert header[i].startswith(defined) and header[i][a:b] == word == text[a:b]
    line, col = _at(doc, '.include "gemm-regs.inc"')
    assert language.definition(doc, line, col + 12) == ("file", str(tmp_path / "gemm-regs.inc"))
    # the kernel's own symbols stay here
    line, col = _at(doc, "argLdb", 1)
    assert language.definition(doc, line, col + 1) == ("here", (_at(doc, "argLdb")[0], 5, 11))


def test_outline_folding_and_expansion_hover(tmp_path):
    from gcnls.server import language

    name = "sgemm-gfx900.s"
    doc = _server(_files(name), name, tmp_path)
    names = {(n, k) for n, k, *_ in language.symbols(doc)}
    assert {("COMPUTE_TILE", "macro"), ("ITERATION", "macro"), ("argA", "symbol")} <= names
    # (the kernel descriptor in the outline: tests/server/test_real_files_server.py)
    folds = {(a, kind) for a, _, kind in language.folding_ranges(doc)}
    assert (_at(doc, ".macro COMPUTE_TILE")[0], ".macro") in folds
    assert (_at(doc, ".irp j")[0], ".irp") in folds
    line, col = _at(doc, "ITERATION 1")
    text = language.expansion_hover(doc, line, col + 1)[0]
    assert "ds_write_b128 v14, v[64:67] offset:4096" not in text  # ITERATION 1 writes buffer 0
    assert "ds_write_b128 v14, v[64:67]" in text and "v_mac_f32" in text and "; [0x" in text


def test_xcheck_agrees_line_by_line(llvm_mc, capsys):
    """gcnls xcheck on the kernels that need the language around their lines: register
    symbols and macros from the included header, .purgem, a code-object-v2 file (its
    processor from .hsa_code_object_isa; .amdgpu_hsa_kernel under a triple without amdhsa)."""
    from gcnls.xcheck import cli

    files = [str(EXAMPLES / n) for n in ("sgemm-gfx900.s", "transpose-gfx900.s", "conv3x3-fiji.s")]
    assert cli.run(["--llvm-mc", llvm_mc, *files]) == 0
    out = capsys.readouterr().out
    assert "conv3x3-fiji.s: gfx803: " in out
    assert re.search(r"^total: 3 files, \d+ lines compared: \d+ agree, no disagreement", out, re.M), out


@pytest.mark.parametrize("old,line_of,want", [
    ("  s_waitcnt lgkmcnt(0)                             // the arguments are in\n",
     "v_mul_lo_u32 v[vgprTmp+4], v[vgprTmp+1], s[sgprLda]", "lgkmcnt(0)"),
    ("  s_waitcnt vmcnt(0)\n  LDS_WRITE_X4 vgprLdsWrA, vgprG2LA, 1-\\buf", "  ITERATION 0", "vmcnt("),
])
def test_a_missing_wait_in_the_kernel_is_found(old, line_of, want, tmp_path):
    """The waitcnt check runs through the expansion: a needed s_waitcnt taken out of
    sgemm-gfx900.s (at the top level, or in a macro: then on its call) is a warning."""
    name = "sgemm-gfx900.s"
    files = _files(name)
    assert old in files[name]
    files[name] = files[name].replace(old, old.split("\n", 1)[1] if "LDS_WRITE" in old else "", 1)
    doc = _server(files, name, tmp_path)
    line = next(i for i, c in enumerate(doc.code) if c.strip().startswith(line_of.strip()))
    said = [d.message for i, d in doc.diagnostics() if i == line and int(d.severity) == 2]
    assert any(want in m for m in said), (line + 1, said)
