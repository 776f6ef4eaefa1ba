"""``gcnls mc``'s command line and I/O against the live llvm-mc 22.

Both programs run as subprocesses in the same directory on the same files; llvm-mc's own
name in its messages is replaced by ``gcnls mc`` before comparing. Where llvm-mc has the
same situation the outputs, messages and exit status must be identical; where gcnls
deliberately differs (a processor outside gfx6-gfx9) the test says so.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tracemalloc

import pytest

from gcnls import __version__, isa
from gcnls.disassembler import disassemble
from gcnls.mc import PROG

TIMEOUT = 120
GOOD = "s_movk_i32 s0, 1\n"  # SOPK: encoded on every generation
BAD = "s_movk_i32 s0, 1\nbogus_instruction v0\n"


def _run(cmd: list[str], cwd, stdin: str = "", stdout=subprocess.PIPE) -> tuple[int, str, str]:
    p = subprocess.run(cmd, cwd=cwd, input=stdin.encode(), stdout=stdout, stderr=subprocess.PIPE,
                       timeout=TIMEOUT)
    out = p.stdout.decode("utf-8", "replace") if p.stdout is not None else ""
    return p.returncode, out, p.stderr.decode("utf-8", "replace")


def _both(llvm_mc: str, args: list[str], cwd, stdin: str = "", stdout=subprocess.PIPE):
    """(llvm-mc's (status, stdout, stderr) with its name replaced, gcnls's)."""
    theirs = _run([llvm_mc, *args], cwd, stdin, stdout)
    ours = _run([sys.executable, "-m", "gcnls", "mc", *args], cwd, stdin, stdout)
    name = re.compile(rf"(?<![\w/.-])(/[^\s']*/)?{re.escape(os.path.basename(llvm_mc))}\b")
    fixed = tuple(name.sub(PROG, x) if isinstance(x, str) else x for x in theirs)
    return fixed, ours


@pytest.fixture
def files(tmp_path):
    (tmp_path / "good.s").write_text(GOOD)
    (tmp_path / "bad.s").write_text(BAD)
    (tmp_path / "other.s").write_text(GOOD)
    return tmp_path


@pytest.mark.parametrize("flag", ["--help", "-help", "-h"])
def test_help(llvm_mc, files, flag):
    theirs, ours = _both(llvm_mc, [flag], files)
    assert theirs[0] == ours[0] == 0
    assert theirs[2] == ours[2] == ""
    for out in (theirs[1], ours[1]):
        assert out.startswith("OVERVIEW: ")
        assert f"USAGE: {PROG} [options] <input file>" in out
    for flag in ("-mcpu", "-show-encoding", "--disassemble", "-o "):
        assert flag in ours[1]


def test_version(llvm_mc, files):
    theirs, ours = _both(llvm_mc, ["--version"], files)
    assert theirs[0] == ours[0] == 0
    assert theirs[2] == ours[2] == ""
    assert "LLVM version 22" in theirs[1]
    assert ours[1].startswith(f"gcnls version {__version__}\n")
    for argv in (["--version"], ["version"]):
        p = subprocess.run([sys.executable, "-m", "gcnls", *argv], capture_output=True, text=True,
                           timeout=TIMEOUT)
        assert (p.returncode, p.stdout) == (0, f"gcnls {__version__}\n")


@pytest.mark.parametrize("args", [
    ["good.s", "other.s"],                    # llvm-mc takes one input file
    ["-mcpu=gfx900", "good.s", "-", "bad.s"],
    ["missing.s"],                            # input that cannot be read
    ["-o"],                                   # (first line only: llvm-mc's wording differs)
    ["--bogus", "good.s"],                    # (first line only: llvm-mc adds "Did you mean")
], ids=["two-inputs", "three-inputs", "missing-input", "o-without-value", "unknown-flag"])
def test_command_line_errors(llvm_mc, files, args):
    theirs, ours = _both(llvm_mc, ["-arch=amdgcn", *args], files)
    assert ours[0] == theirs[0] == 1
    assert ours[1] == theirs[1] == ""
    if args[0] in ("-o", "--bogus"):
        assert ours[2].count("\n") == 1 and ours[2].startswith(f"{PROG}: ")
        assert args[0] in ours[2] and args[0] in theirs[2]
        if args[0] == "--bogus":
            assert ours[2].splitlines()[0] == theirs[2].splitlines()[0]
    else:
        assert ours[2] == theirs[2]


def _reset_outputs(d) -> None:
    ro = d / "readonly.s"
    if ro.exists():
        ro.chmod(0o644)
    for f in (ro, d / "out.s"):
        f.write_text("old\n")
    ro.chmod(0o444)


def _outputs(d) -> dict[str, str | None]:
    return {n: (d / n).read_text() if (d / n).exists() else None for n in ("out.s", "readonly.s")}


@pytest.mark.parametrize("output", ["missing-dir/out.s", ".", "/dev/full", "readonly.s", "out.s", "-"])
@pytest.mark.parametrize("source", ["good.s", "bad.s"])
def test_output_file(llvm_mc, files, output, source):
    """-o to a missing directory, a directory, a full device, a read-only file (an error
    only without root rights; as root both write it), a plain file, stdout: same messages
    and status, and the output file kept only on success, as llvm-mc does."""
    args = ["-arch=amdgcn", "-mcpu=gfx900", "-show-encoding", "-o", output, source]
    _reset_outputs(files)
    theirs = _run([llvm_mc, *args], files)
    their_files = _outputs(files)
    _reset_outputs(files)
    ours = _run([sys.executable, "-m", "gcnls", "mc", *args], files)
    assert ours == theirs
    assert _outputs(files) == their_files
    if output == "out.s":
        written = their_files["out.s"]
        assert written is None if source == "bad.s" else "; encoding: [0x01,0x00,0x00,0xb0]" in written


@pytest.mark.parametrize("args", [
    ["-filetype=null", "-show-encoding", "printing.s"],   # messages and .print text only
    ["-filetype=null", "printing.s", "-o", "out.s"],      # an empty file, removed on failure
    ["--filetype", "null", "good.s", "-o", "out.s"],
    ["-filetype=asm", "printing.s", "-o", "out.s"],       # .print to stdout, not into the file
    ["-filetype=asm", "print-ok.s", "-o", "out.s"],
    ["-filetype=NULL", "good.s"],                         # llvm-mc's values are case-sensitive
    ["--disassemble", "-filetype=null", "words.txt"],     # warnings only
], ids=["null-print", "null-file", "null-spaced", "asm-print-file", "asm-print-ok", "unknown-type",
        "null-disassemble"])
def test_filetype(llvm_mc, files, args):
    """-filetype=null/asm as llvm-mc 22 (LLVM's own tests run with -filetype=null): the same
    stdout, stderr, status and -o file."""
    (files / "printing.s").write_text('s_movk_i32 s0, 1\n.print "here"\nbogus_instruction v0\n.print "there"\n')
    (files / "print-ok.s").write_text('s_movk_i32 s0, 1\n.print "here"\n')
    (files / "words.txt").write_text("0x01 0x00 0x00 0xb0\n0xff 0xff 0xff 0xff\n")
    full = ["-arch=amdgcn", "-mcpu=gfx900", *args]
    name = re.compile(rf"(?<![\w/.-])(/[^\s']*/)?{re.escape(os.path.basename(llvm_mc))}\b")
    _reset_outputs(files)
    theirs = tuple(name.sub(PROG, x) if isinstance(x, str) else x for x in _run([llvm_mc, *full], files))
    their_files = _outputs(files)
    _reset_outputs(files)
    ours = _run([sys.executable, "-m", "gcnls", "mc", *full], files)
    assert ours == theirs
    assert _outputs(files) == their_files


@pytest.mark.parametrize("triple", ["amdgpu9.00--amdpal", "amdgpu8.03", "AMDGCN", "amdgcn_-amd-amdhsa",
                                    "amdgcn--amdpal"])
def test_triples(llvm_mc, files, triple):
    """A triple without an amdgcn architecture (newer LLVM tests' amdgpu9.00 spelling, a typo)
    is llvm-mc 22's 'unable to get target' error before anything else is read."""
    theirs, ours = _both(llvm_mc, [f"-triple={triple}", "-mcpu=gfx900", "-show-encoding", "good.s"], files)
    assert ours == theirs


def test_filetype_obj_is_refused(files):
    """gcnls writes no object files: -filetype=obj is an error, never assembly text in a .o."""
    status, out, err = _run([sys.executable, "-m", "gcnls", "mc", "-arch=amdgcn", "-filetype=obj",
                             "-o", "good.o", "good.s"], files)
    assert (status, out) == (1, "")
    assert "-filetype=obj is not supported" in err
    assert not (files / "good.o").exists()


@pytest.mark.parametrize("source", ["good.s", "bad.s"])
def test_stdout_to_full_device(llvm_mc, files, source):
    with open("/dev/full", "w") as full:
        theirs, ours = _both(llvm_mc, ["-arch=amdgcn", "-mcpu=gfx900", source], files, stdout=full)
    assert ours == theirs
    assert "LLVM ERROR: IO failure on output stream: No space left on device" in ours[2]


def test_closed_pipe_ends_quietly(llvm_mc, files):
    (files / "long.s").write_text(GOOD * 50000)
    for cmd in ([llvm_mc], [sys.executable, "-m", "gcnls", "mc"]):
        p = subprocess.Popen([*cmd, "-arch=amdgcn", "-mcpu=gfx900", "long.s"], cwd=files,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        p.stdout.read(10)
        p.stdout.close()
        err = p.stderr.read()
        assert p.wait(timeout=TIMEOUT) == -13  # SIGPIPE, no message, like llvm-mc
        assert err == b""


@pytest.mark.parametrize("args", [
    ["-triple=amdgcn-amd-amdhsa"],
    ["-triple=amdgcn-amd-amdhsa", "-mcpu=generic"],
    ["-triple=amdgcn-amd-amdhsa", "-mcpu=no-such-gpu"],
    ["-arch=amdgcn"],
    ["-arch=amdgcn", "-mcpu=bogus"],
])
@pytest.mark.parametrize("text", [GOOD, '.amdgcn_target "amdgcn-amd-amdhsa--gfx600"\n' + GOOD])
def test_default_processor_names(llvm_mc, files, args, text):
    """Without a (known) -mcpu llvm-mc assembles for 'generic' and names it gfx000."""
    theirs, ours = _both(llvm_mc, [*args, "-show-encoding"], files, stdin=text)
    assert ours == theirs


def test_processors_outside_gfx6_to_gfx9(llvm_mc, files):
    """llvm-mc assembles for gfx10+; gcnls does not cover them and says so instead of
    assembling for another generation (a deliberate, documented difference)."""
    p = subprocess.run([llvm_mc, "-arch=amdgcn", "-mcpu=help"], capture_output=True, text=True,
                       timeout=TIMEOUT, stdin=subprocess.DEVNULL)
    names = set(re.findall(r"^  (\S+)\s+- Select the \S+ processor", p.stdout + p.stderr, re.M))
    known = set(isa.load().processors)
    assert names - known == isa.outside_processors()
    for cpu in ("gfx1030", "gfx1200"):
        theirs, ours = _both(llvm_mc, ["-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding", "good.s"], files)
        assert theirs[0] == 0 and "not a recognized processor" not in theirs[2]
        assert ours[0] == 1 and ours[1] == ""
        assert ours[2] == (f"{PROG}: error: '{cpu}' is a processor gcnls does not cover: gcnls assembles "
                           "and disassembles for GCN 1.0-1.4 (gfx6-gfx9) only\n")


def test_disassembler_warns_per_invalid_word(llvm_mc, files):
    # a valid SMEM instruction, an SMEM dword with an unused opcode, a valid one, 3 bytes left
    (files / "words.txt").write_text("0x00,0x00,0x02,0xc0,0x00,0x00,0x00,0x00\n0x00,0x00,0xfc,0xc0\n"
                                     "0x00,0x00,0x02,0xc0,0x00,0x00,0x00,0x00\n0x01 0x02 0x03\n")
    theirs, ours = _both(llvm_mc, ["-arch=amdgcn", "-mcpu=gfx900", "--disassemble", "-show-encoding",
                                   "words.txt"], files)
    assert ours == theirs
    assert theirs[2].count("warning: invalid instruction encoding") >= 2


def test_disassembler_streams_its_output():
    """Output is written instruction by instruction and not held: the peak memory of a
    run (after a warm-up that fills the decoder's caches) stays well below the size of
    what it writes."""
    word = "0x00,0x00,0x02,0xc0,0x00,0x00,0x00,0x00,0x01,0x00,0x00,0xb0,"
    buf = (word * 1500 + "\n").encode()
    proc = isa.load().processor("gfx900")
    disassemble("t", buf[:600], proc, True, lambda s: None, lambda s: None)
    written = []
    tracemalloc.start()
    try:
        failed = disassemble("t", buf, proc, True, lambda s: written.append(len(s)),
                             lambda s: written.append(len(s)))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert not failed
    assert len(written) == 3000  # one write per instruction, no message
    assert sum(written) > 1.5 * peak, (sum(written), peak)


def test_serve_log_needs_a_file():
    p = subprocess.run([sys.executable, "-m", "gcnls", "serve", "--log"], capture_output=True, text=True,
                       timeout=TIMEOUT, stdin=subprocess.DEVNULL)
    assert p.returncode == 2 and p.stderr.startswith("gcnls serve: --log needs a file name")


@pytest.mark.parametrize("args", [["-mcpu=gfx900"], []])
def test_modelines_do_not_choose_the_processor(llvm_mc, files, args):
    """gcnls mc is llvm-mc's drop-in: a `gcnls: mcpu=` modeline (which the server and
    xcheck honour) changes nothing; the bytes are those of -mcpu (or of generic, gfx6)."""
    text = "; gcnls: mcpu=tahiti\ns_load_dword s5, s[2:3], 0x4\n// gcnls: mcpu=gfx900\n"
    theirs, ours = _both(llvm_mc, ["-arch=amdgcn", "-show-encoding", *args], files, stdin=text)
    assert ours == theirs
    assert "; encoding: [0x" in ours[1]


@pytest.mark.parametrize("disassemble", [False, True])
def test_messages_echo_undecodable_bytes_as_they_are(llvm_mc, files, disassemble):
    """A source line with bytes that are not UTF-8 is echoed byte for byte, as llvm-mc does."""
    (files / "raw.s").write_bytes(b"0x01 0x02 0x03 0x04 l\xff\tz\n" if disassemble else b"l\xff:\n\tbogus \xfe\n")
    args = ["-arch=amdgcn", "-mcpu=gfx900", *(["--disassemble"] if disassemble else []), "raw.s"]
    theirs = subprocess.run([llvm_mc, *args], cwd=files, capture_output=True, timeout=TIMEOUT)
    ours = subprocess.run([sys.executable, "-m", "gcnls", "mc", *args], cwd=files, capture_output=True,
                          timeout=TIMEOUT)
    assert (ours.returncode, ours.stderr) == (theirs.returncode, theirs.stderr)
    assert b"\xff" in ours.stderr
