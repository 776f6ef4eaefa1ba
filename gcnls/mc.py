"""``gcnls mc``: a drop-in for ``llvm-mc -arch=amdgcn`` that prints what llvm-mc prints."""

from __future__ import annotations

import gc
import io
import os
import re
import sys
from dataclasses import dataclass, replace

from . import __version__, data, directional, isa, line_markers, preprocess, recovery, yaml_errors
from .analysis import analyze_line, analyze_lines, whole_document
from .cliopts import OptionError, scan
from .data import VALUES as DATA_VALUES
from .diagnostics import Severity
from .lexer import QUOTE_ERROR, quote_message, shown_name, tokenize
from .encoding import format_instruction
from .fastpath import encoded_lines
from .sections import SectionStack, rest_result
from .sections import kind_of as sections_kind  # (mc.py's own 'sections' is its stack)
from .source import (continued_strings, eos_column, has_line_comment, line_numbers,
                     join_continued, mark_unterminated, open_string, split_lines, strip_with_states)

_STDOUT_BUFFER = 4096  # llvm-mc's output stream buffer, which .print text overtakes
# --gcnls-warnings: the lines the fast path encodes get their line results from its answer
# (gcnls.light) rather than from the full assembler (tests compare both ways)
LIGHT_LINES = True


PROG = "gcnls mc"

HELP = f"""OVERVIEW: {PROG}: llvm-mc 22's assembler and disassembler for AMD GCN 1.0-1.4 (gfx6-gfx9)

USAGE: {PROG} [options] <input file>

OPTIONS:
  -arch=amdgcn                 assemble for AMDGPU (the only target; accepted for llvm-mc compatibility)
  -triple=amdgcn[-amd-amdhsa]  target triple; with amdhsa the output starts with .amdgcn_target
  -mcpu=NAME                   processor: gfx600-gfx602, gfx700-gfx705, gfx801-gfx810, gfx900-gfx90c
                               or an alias (tahiti, bonaire, tonga, fiji, ...); default: generic (gfx6)
  -show-encoding               print each instruction's bytes
  --disassemble                read bytes (0x41 0x01 ...) and print instructions
  -o FILE                      write the output to FILE ('-': standard output)
  -filetype=asm|null           asm: print the assembly (the default); null: print nothing but
                               messages and .print text (object files are not written)
  --defsym NAME=VALUE          define a symbol
  -I DIR                       look for .include files in DIR
  --gcnls-warnings             also print gcnls's hardware-rule warnings (never changes the verdict)
  --help, -h                   print this text
  --version                    print gcnls's version

Input: one file, or standard input when none (or '-') is given. Output, messages and exit
status are llvm-mc 22's; -show-inst, -mattr and -M are accepted and ignored.
"""


@dataclass
class Options:
    mcpu: str | None = None
    triple: str | None = None  # None: -arch=amdgcn, which takes the host's vendor and OS
    show_encoding: bool = False
    disassemble: bool = False
    output: str | None = None
    filetype: str = "asm"  # asm, null (no output but .print text) or obj (refused: gcnls writes no objects)
    inputs: tuple[str, ...] = ()
    gcnls_warnings: bool = False
    defsyms: tuple[str, ...] = ()  # --defsym NAME=VALUE, as given
    include_dirs: tuple[str, ...] = ()  # -I DIR, in order
    help: bool = False
    version: bool = False


class UsageError(Exception):
    """A command line llvm-mc refuses: the message is printed as is and the exit status is 1."""


def defsym(text: str) -> tuple[str, int]:
    """``NAME=VALUE`` as llvm-mc reads it: VALUE a signed 64-bit integer in C notation
    (0x, 0b, 0o or 0 prefix); ValueError with llvm-mc's message otherwise."""
    name, eq, value = text.partition("=")
    if not eq or not name or not value:
        raise ValueError(f"defsym must be of the form: sym=value: {text}")
    digits = value[1:] if value.startswith("-") else value
    low = digits.lower()
    try:
        if low[:2] in ("0x", "0b", "0o"):
            number = int(digits[2:], {"x": 16, "b": 2, "o": 8}[low[1]])
        elif len(digits) > 1 and digits[0] == "0":
            number = int(digits[1:], 8)
        else:
            number = int(digits, 10)
        if not digits.isalnum() or digits[2:3] == "_":
            raise ValueError
    except (ValueError, KeyError):
        raise ValueError(f"value is not an integer: {value}") from None
    number = -number if value.startswith("-") else number
    if not -(1 << 63) <= number < (1 << 63):
        raise ValueError(f"value is not an integer: {value}")
    return name, number


# llvm-mc options that take a value (``-name=value`` or ``-name value``).
_TAKES_VALUE = frozenset({"arch", "triple", "mcpu", "o", "mattr", "filetype", "M", "output-asm-variant",
                          "defsym", "I"})
# Accepted for llvm-mc compatibility, without effect on what gcnls prints.
_IGNORED = frozenset({"arch", "show-inst", "mattr", "M", "x86-asm-syntax", "output-asm-variant"})
_FILETYPES = ("asm", "null", "obj")  # llvm-mc's spellings (case matters)


def parse_args(argv: list[str]) -> Options:
    """llvm-mc's flag spellings: one or two dashes, ``-flag=value`` or ``-flag value``."""
    opts = Options()
    inputs = []
    defsyms: list[str] = []
    include_dirs: list[str] = []
    try:
        for name, value, arg in scan(argv, _TAKES_VALUE):
            if name is None:
                inputs.append(value)
            elif name == "defsym":
                defsyms.append(value)
            elif name == "I" or (name.startswith("I") and arg.startswith("-I") and value is None):
                include_dirs.append(value if name == "I" else name[1:])  # -I DIR, -I=DIR, -IDIR
            elif name == "triple":
                opts.triple = value
            elif name == "mcpu":
                opts.mcpu = value
            elif name == "o":
                opts.output = value
            elif name == "filetype":
                if value not in _FILETYPES:
                    raise UsageError(f"{PROG}: for the --filetype option: Cannot find option named '{value}'!")
                opts.filetype = value
            elif name == "show-encoding":
                opts.show_encoding = True
            elif name in ("disassemble", "disassemble-all"):
                opts.disassemble = True
            elif name == "gcnls-warnings":
                opts.gcnls_warnings = True
            elif name in ("help", "h", "help-list") and value is None:
                opts.help = True
            elif name == "version" and value is None:
                opts.version = True
            elif name not in _IGNORED:
                raise UsageError(f"{PROG}: Unknown command line argument '{arg}'.  Try: '{PROG} --help'")
    except OptionError as e:
        raise UsageError(f"{PROG}: {e}") from None
    if len(inputs) > 1:
        # llvm-mc takes one input (cl::opt<std::string> InputFilename) and says so.
        raise UsageError(f"{PROG}: Too many positional arguments specified!\n"
                         f"Can specify at most 1 positional arguments: See: {PROG} --help")
    opts.inputs = tuple(inputs) or ("-",)
    opts.defsyms = tuple(defsyms)
    opts.include_dirs = tuple(include_dirs)
    return opts


def version_text() -> str:
    return (f"gcnls version {__version__}\n"
            "  a drop-in for LLVM 22's llvm-mc on AMD GCN 1.0-1.4 (gfx6-gfx9)\n")


def _read(path: str) -> tuple[str, bytes]:
    if path == "-":
        return "<stdin>", sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return path, f.read()


_HERE = re.compile(r"(?<![\w.$])\.(?![\w.$])")


def _takes_here_label(r) -> bool:
    """llvm-mc gives a '.' operand (the current location) a temporary label, .LtmpN, which
    it prints before the statement, once the operand is parsed: so also before an
    instruction that then fails to match or that the GPU lacks (or llvm-mc knows not:
    foo v1, .), before one whose '.' is not the absolute value it wants (|.|), and before
    a directive that fails after it (the label of a '.' its syntax error comes before is
    never made: directional.py). directional.py numbers it with the numeric labels."""
    st = r.statement
    if st is None or r.block is not None:
        return False
    if not any(t.text == "." for t in st.tokens[st.pos:]):
        return False
    return st.mnemonic is not None or st.directive is not None or st.assign is not None


def _stream(out: list[str], printed: list[str], left: list[str]) -> None:
    """Append a directive's ``printed`` lines with their '.' operands named from ``left``,
    each label just before the first value that names it (llvm-mc streams a data
    directive's values); the names used are taken off ``left``. A value printed again
    (.dcb's) is the same expression: its '.' keeps the name it had."""
    used: list[str] = []
    for p in printed:
        if left:
            p = _here_named(p, left)
        elif used and _HERE.search(p):
            p = _here_named(p, used)
        named = []
        while left and re.search(re.escape(left[0]) + r"(?![\w.$@])", p):
            named.append(left[0])
            out.append(f"{left.pop(0)}:")
        used = named or used
        out.append(p)


def _here_named(text: str, names: list[str]) -> str:
    """``text`` with its '.' operands named: the k-th by ``names[k]`` (llvm-mc makes a
    label for each)."""
    found = iter(names)
    return _HERE.sub(lambda m: next(found, names[-1]), text)


def _renamed(text: str, names: dict[str, str]) -> str:
    """``text`` with each numeric label reference (``1b``, which the expression printer
    quotes as a name that is not an identifier) spelled as its symbol."""
    def named(m: re.Match) -> str:
        name = names.get(m.group(1) or m.group(3))
        return m.group() if name is None else name + (m.group(2) or "")

    return _REFERENCE.sub(named, text)


# (a reference with a variant, 1f@rel32@lo, is quoted whole by the operand printer)
_REFERENCE = re.compile(r'"([0-9]+[bf])(@[^"]*)?"|(?<![\w.$@"])([0-9]+[bf])(?![\w.$"])')


def _diag_text(fname: str, lineno: int, line: str, col: int, kind: str, message: str, width: int = 1) -> str:
    # llvm-mc counts columns in bytes, echoes the line with tabs expanded and puts a
    # caret under the column (and tildes under the rest of a range it was given),
    # except on lines with non-ASCII text, where it shows none.
    shown = line.expandtabs(8)
    column = len(line[:col].encode("utf-8", "surrogateescape"))
    caret = " " * len(line[:col].expandtabs(8)) + "^" + "~" * (width - 1) + "\n" if line.isascii() else ""
    # (a line marker with an empty name, line_markers: no location at all)
    where = f"{fname}:{lineno}:{column + 1}: " if fname else ""
    return f"{where}{kind}: {message}\n{shown}\n{caret}"


def _located(loc, col: int, kind: str, message: str, names=None, macros=()) -> str:
    """A message at a line of an expansion: its .include lines first, as llvm-mc does.
    ``names``: the line markers read so far (line_markers.Names); ``macros``: the
    instantiations around ``loc`` (its buffer)."""
    head = "".join(f"Included from {where}:\n" for where in loc.includes)
    file, line = (loc.file, loc.line) if names is None else names.of((loc.file, loc.includes, macros), loc.file, loc.line)
    return head + _diag_text(file, line, loc.text, col, kind, message)


def _buffer(item) -> tuple:
    """Which of llvm-mc's buffers an expansion's item was read from (line_markers: a marker
    names the lines of its own buffer only): a file as included from where, or a macro's
    instantiation."""
    return item.loc.file, item.loc.includes, item.macros


def _with_prints(out_lines: list[str], prints: list[tuple[int, str]]) -> str:
    """The output text with each .print text (after the first ``n`` output lines) where
    llvm-mc's stdout shows it: .print writes at once while the assembly output goes
    through a 4 KiB buffer, so the text lands at the last full buffer before it."""
    text = "".join(line + "\n" for line in out_lines)
    if not prints:
        return text
    data = text.encode("utf-8", "surrogateescape")
    sizes = [0]
    for line in out_lines:
        sizes.append(sizes[-1] + len(line.encode("utf-8", "surrogateescape")) + 1)
    for n, message in reversed(prints):
        at = sizes[min(n, len(out_lines))] // _STDOUT_BUFFER * _STDOUT_BUFFER
        data = data[:at] + message.encode("utf-8", "surrogateescape") + b"\n" + data[at:]
    return data.decode("utf-8", "surrogateescape")


def target_id(triple: str, cpu: str) -> str:
    """The target id llvm-mc checks .amdgcn_target against (4-part triple, then cpu)."""
    # (llvm-mc normalises the triple: a component given empty, as in amdgcn--amdhsa, is
    # "unknown"; one not given at all stays empty)
    parts = [p or "unknown" for p in triple.split("-")] if triple is not None else ["amdgcn", "pc", "linux", "gnu"]
    while len(parts) < 4:
        parts.append("")
    return "-".join(parts) + "-" + cpu


def run(argv: list[str]) -> int:
    try:
        opts = parse_args(argv)
    except UsageError as e:
        sys.stderr.write(f"{e}\n")
        return 1
    if opts.help:
        sys.stdout.write(HELP)
        return 0
    if opts.version:
        sys.stdout.write(version_text())
        return 0
    with whole_document():
        status = _run(opts)
        if not gc.get_freeze_count():
            # What the run built is dropped at exit: the collection that enabling the GC
            # would start scans all of it for nothing (a twentieth of a large file's run).
            # Through the permanent generation the objects land in the oldest one unscanned.
            gc.freeze()
            gc.unfreeze()
    return status


class _Output:
    """The -o file (or stdout) as llvm-mc's ToolOutputFile treats it: opened after the input
    was read, removed again when the run fails, a write failure reported once at the end."""

    def __init__(self, path: str | None):
        self.path = path if path and path != "-" else None
        self.error: OSError | None = None
        # newline="": text is written as is; surrogates carry undecodable input bytes back out.
        self.stream = (open(self.path, "w", encoding="utf-8", errors="surrogateescape", newline="")
                       if self.path else sys.stdout)

    def write(self, text: str) -> None:
        if text and self.error is None:
            try:
                self.stream.write(text)
            except OSError as e:
                self.error = e

    def close(self, failed: bool) -> None:
        try:
            if self.path:
                self.stream.close()
            else:
                self.stream.flush()
        except OSError as e:
            self.error = self.error or e
        if failed and self.path and os.path.isfile(self.path):
            os.remove(self.path)  # llvm-mc keeps the output only on success

    def report(self) -> bool:
        """Print llvm-mc's message for a failed write; True if there was one."""
        if self.error is None:
            return False
        sys.stderr.write(f"LLVM ERROR: IO failure on output stream: {self.error.strerror}\n")
        if not self.path:
            _silence_stdout()
        return True


def _silence_stdout() -> None:
    # The interpreter flushes stdout again at exit; a broken one would print a traceback.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, io.UnsupportedOperation):
        pass


def _stderr(text: str) -> None:
    """Messages echo source lines byte for byte, as llvm-mc does (undecodable bytes too)."""
    buf = getattr(sys.stderr, "buffer", None)
    if buf is None:  # a text stream (tests)
        sys.stderr.write(text)
        return
    sys.stderr.flush()
    buf.write(text.encode("utf-8", "surrogateescape"))
    buf.flush()


def _processor(opts: Options) -> tuple[isa.Processor | None, str, str]:
    """(processor, name in target ids, stderr notes); processor None: a usage error in notes."""
    data = isa.load()
    if opts.mcpu is None:
        # No -mcpu: llvm-mc assembles for "generic" (a GCN 1.0 target) and calls it gfx000.
        return data.processor("gfx600"), "gfx000", ""
    if opts.mcpu in isa.outside_processors():
        return None, "", (f"{PROG}: error: '{opts.mcpu}' is a processor gcnls does not cover: gcnls "
                          "assembles and disassembles for GCN 1.0-1.4 (gfx6-gfx9) only\n")
    proc = data.processor(opts.mcpu)
    if proc is None:
        note = f"'{opts.mcpu}' is not a recognized processor for this target (ignoring processor)\n"
        return data.processor("gfx600"), "gfx000", note * 2
    return proc, "gfx600" if proc.name == "generic" else proc.name, ""


def _run(opts: Options) -> int:
    if opts.triple and "amdgcn" not in opts.triple.split("-"):
        # No amdgcn component: llvm-mc finds no target (an unknown architecture, or one
        # such as amdgpu9.00 that LLVM 22 does not know) or another target's; gcnls has
        # none of those. llvm-mc says so first, with the empty components named 'unknown'.
        shown = "-".join(part or "unknown" for part in opts.triple.split("-"))
        # (llvm-mc ends this message without a line feed)
        _stderr(f"{PROG}: error: unable to get target for '{shown}', see --version and --triple.")
        return 1
    if opts.filetype == "obj":
        # Writing the assembly text into an object file would mislead whatever reads it.
        _stderr(f"{PROG}: error: -filetype=obj is not supported: gcnls writes assembly text "
                "(-filetype=asm) or nothing (-filetype=null)\n")
        return 1
    proc, target_name, notes = _processor(opts)
    _stderr(notes)
    if proc is None:
        return 1
    defined: list[tuple[str, int]] = []
    for text in opts.defsyms:
        try:
            defined.append(defsym(text))
        except ValueError as e:
            _stderr(f"error: {e}\n")
            return 1
    header = None
    if opts.triple is not None and "amdhsa" in opts.triple:
        header = f'\t.amdgcn_target "{target_id(opts.triple, target_name)}"'
    path = opts.inputs[0]
    try:
        fname, raw = _read(path)
    except OSError as e:
        _stderr(f"{PROG}: error: {path}: {e.strerror}\n")
        return 1
    try:
        out = _Output(opts.output)
    except OSError as e:
        _stderr(f"error: {e.strerror}\n")
        return 1
    if opts.disassemble:
        from .disassembler import disassemble

        # (llvm-mc writes no .amdgcn_target line when it disassembles)
        write = out.write if opts.filetype == "asm" else (lambda text: None)
        failed = disassemble(fname, raw, proc, opts.show_encoding, write, _stderr)
    else:
        out_lines, err, failed, prints = _assemble(fname, raw.decode("utf-8", "surrogateescape"), proc,
                                                   target_name, defined, opts)
        if header is not None:
            # llvm-mc writes the target line before the first output, or last if there is none
            # (after the --defsym lines, which come before anything).
            at = len(opts.defsyms)
            out_lines.insert(at, header) if len(out_lines) > at else out_lines.append(header)
            prints = [(n + (n >= at), message) for n, message in prints]
        if opts.filetype == "asm" and out.path is None:
            out.write(_with_prints(out_lines, prints))
        else:
            # .print writes to standard output, never to the -o file nor the null streamer.
            sys.stdout.write("".join(message + "\n" for _, message in prints))
            if opts.filetype == "asm":
                out.write(_with_prints(out_lines, []))
        sys.stdout.flush()
        _stderr("".join(err))
    out.close(failed)
    if out.report():
        return 1
    return 1 if failed else 0


def _last_rejected(items, results, i: int) -> bool:
    """Was the statement before item ``i`` (past the lines an error token ate) an
    instruction llvm-mc rejected, or one whose error came after its end was read?"""
    k = i - 1
    while k > 0 and items[k].eaten and not items[k].code:
        k -= 1
    r = results[k]
    if r.has_error and r.mnemonic is not None:
        return True
    first = next((d.message for d in r.diagnostics if d.is_error), None)
    # (or one that failed at a ' that starts no literal: see preprocess._fails_early)
    return first in preprocess.AFTER_EOS or first == QUOTE_ERROR or any(e.message in preprocess.AFTER_EOS for e in items[k].events)


def _assemble(fname: str, text: str, proc: isa.Processor, target_name: str, defined: list[tuple[str, int]],
              opts: Options) -> tuple[list[str], list[str], bool, list[tuple[int, str]]]:
    """Assemble one input (``defined``: the --defsym symbols): (stdout lines, stderr chunks,
    failed, .print texts each with the number of stdout lines before it)."""
    out_lines = [f".set {name}, {value}" for name, value in defined]
    symbols = dict(defined)
    err: list[str] = []
    failed = False
    prints: list[tuple[int, str]] = []
    lines = split_lines(text)
    numbers = line_numbers(text) or range(1, len(lines) + 1)  # llvm-mc's line numbers (LF counts)
    items = None
    string_end = False  # (see preprocess.Expansion.string_end)
    open_ends: set[tuple[str, int]] = set()  # (see preprocess.Expansion.open_ends)
    # statements a block comment carries over line ends: line -> (its own code, [(a later
    # line, where its part starts in the joined code, its code)])
    continued: dict[int, tuple[str, list[tuple[int, int, str]]]] = {}
    newlines: list[tuple[int, int]] = []  # (statement, column): line ends inside a string
    if preprocess.needs_expansion(text) or recovery.may_matter_raw(text):
        expansion = preprocess.expand(fname, lines, opts.include_dirs, symbols, final_newline=text.endswith("\n"),
                                      proc=proc, hsa=opts.triple is not None and "amdhsa" in opts.triple)
        items = expansion.items
        string_end = expansion.string_end
        open_ends = expansion.open_ends
        lines = [it.loc.text for it in items]
        code = [it.code for it in items]
        blanks = [it.blank for it in items]
        for k, it in enumerate(items):
            if it.joined is not None:  # (its later parts' lines named by their Loc)
                continued[k] = it.joined
                newlines.extend((k, col) for col in it.newlines)
    else:
        code, starts = strip_with_states(lines)
        mark_unterminated(lines, code, starts)
        open_end = not text.endswith("\n")
        strings = {}
        if '"' in text:
            strings = continued_strings(lines, code, starts)
            last = next((i for i, c in enumerate(code) if '"' in c and preprocess.string_runs_to_end(lines, code, i)),
                        None)
            if strings and open_string(code[max(strings)]):  # (its last string takes the rest)
                last = strings[max(strings)][1][-1][0]
            if last is not None:  # (a string that runs to the end of the input takes it all)
                lines, code, starts, open_end = lines[:last + 1], code[:last + 1], starts[:last + 1], True
        blanks = preprocess.blank_lines(lines, code, starts, open_end=open_end)
        continued, newlines = join_continued(lines, code, starts, blanks, strings)

    def report(i: int, col: int, kind: str, message: str, notes: bool = True, d=None) -> None:
        """``notes``: False for a message of llvm-mc's symbol table or streamer (a label
        defined twice, a subsection number), which it prints without the "Included from"
        lines and the macro notes its parser's messages carry."""
        width = d.end - d.start if d is not None and d.data.get("underline") else 1
        at, own, end = i, code_text[i], col == len(code_text[i])
        if i in continued:  # (a statement over several lines: the line of the column)
            own, parts = continued[i]
            at_col = col
            for j, offset, text in parts:
                if col >= offset:
                    at, at_col, own = j, col - offset, text
            col = at_col
        if end and (col or at != i) and results[i].block is None:
            # At the end of the statement: llvm-mc's end-of-statement token stands where its
            # line comment starts (or at the end of the raw line), past trailing blanks and
            # /* */ comments, which the stripped code has lost. (Multi-line blocks place
            # their own messages: blocks.py.)
            col = eos_column(lines[at] if at.__class__ is int else at.text, own)
        if d is not None and d.data.get("eof"):  # at the end of the input: the line after the last
            if items is None:
                err.append(_diag_text(*markers.of(None, fname, (numbers[-1] if len(lines) else 0) + 1), "", 0, kind,
                                      message))
                return
            # (an included file's or an instantiation's end, where a block ran out: its
            # "Included from" lines and macro notes as the last line's)
            last = items[-1]
            loc = last.loc
            head = "".join(f"Included from {where}:\n" for where in loc.includes)
            # (the main file's items stop at a string that runs to its end: the end is the file's)
            at_line = numbers[-1] + 1 if string_end and not loc.includes and loc.file == fname else loc.line + 1
            err.append(head + _diag_text(*markers.of(_buffer(last), loc.file, at_line), "", 0, kind, message))
            for k, (loc, at) in enumerate(last.macros if notes else ()):
                err.append(_located(loc, at, "note", "while in macro instantiation", markers, last.macros[k + 1:]))
            return
        if items is None:
            if message == QUOTE_ERROR:
                message = quote_message(lines[at], col, at == len(lines) - 1 and not text.endswith("\n"))
            err.append(_diag_text(*markers.of(None, fname, numbers[at]), lines[at], col, kind, message, width))
            return
        it = items[i]
        loc = it.loc if at.__class__ is int else at  # (a later line of a joined statement)
        if message == QUOTE_ERROR:
            message = quote_message(loc.text, col, (loc.file, loc.line) in open_ends)
        head = "".join(f"Included from {where}:\n" for where in loc.includes) if notes else ""
        err.append(head + _diag_text(*markers.of(_buffer(it), loc.file, loc.line), loc.text, col, kind, message, width))
        for k, (loc, at) in enumerate(it.macros if notes else ()):
            err.append(_located(loc, at, "note", "while in macro instantiation", markers, it.macros[k + 1:]))

    code_text = list(code)  # the fast path blanks its lines in code
    hsa = opts.triple is not None and "amdhsa" in opts.triple
    fast_hits: dict[int, tuple[str, bytes]] = {}
    premade: dict | None = None
    if not opts.gcnls_warnings:
        # Plain lines take the compiled templates; the rest (and every error) the full
        # assembler.
        fast_hits = encoded_lines(code, proc)
        for i in fast_hits:
            code[i] = ""
    elif LIGHT_LINES:
        # The hazard check reads every instruction line: a plain line's result is built
        # from the templates' answer (gcnls.light) where that holds all the check reads.
        from .light import Builder

        build = Builder(proc, facts=True).build
        premade = {}
        for i, hit in encoded_lines(code, proc, detail=True).items():
            r = build(code[i], hit, i)
            if r is not None:
                premade[i] = r
                fast_hits[i] = hit
                code[i] = ""
    if premade:
        # (the hazard check walks every instruction line in order: all lines are analysed,
        # the fast path's as their light results)
        program = analyze_lines(lines, code, proc, symbols, hsa, opts.mcpu, hazards=True, premade=premade)
        results, diagnostics = program.results, program.diagnostics
    else:
        # The analysis reads only the lines the fast path left: its lines (plain instructions)
        # define no label or symbol and read none; each gets the empty line's result.
        # (Analysing 100k blanked lines cost a tenth of a run.)
        keep = [i for i in range(len(code)) if i not in fast_hits] if fast_hits else range(len(code))
        program = analyze_lines([lines[i] for i in keep], [code[i] for i in keep], proc, symbols, hsa, opts.mcpu,
                                hazards=opts.gcnls_warnings)
        results, diagnostics = program.results, program.diagnostics
        if fast_hits:
            results = [analyze_line("", proc)] * len(code)
            for k, r in zip(keep, program.results):
                results[k] = r
            diagnostics = [(keep[k], d) for k, d in diagnostics]
    by_line: dict[int, list] = {}
    for i, d in diagnostics:
        by_line.setdefault(i, []).append(d)
    # (the fast path's lines, blanked in code, hold no numeric label or reference: a
    # template reads numbers, registers and modifier words only)
    numbering = directional.number(results, here=_takes_here_label,
                                   numeric=directional.may_have_numeric_labels(code))
    at_end: list[tuple[int, object]] = []  # errors llvm-mc reports when the input ends
    # After an error, llvm-mc's lexer does not take a block comment that starts the
    # next line as a comment: after a rejected instruction the first such line is
    # swallowed, any other is "unexpected token at start of statement".
    poisoned = None  # None, "instruction" or "other"
    sections = SectionStack()
    in_eaten_comment = False  # inside a block comment that such a line opened
    def section_step(i: int, d, st) -> bool:
        """A section directive's step of the stack (``d``: its DirectiveResult, ``st`` its
        statement), printing the switch; False when llvm-mc stops the statement there."""
        nonlocal failed
        if d.section_op in ("popsection", "previous"):
            ok, shown = sections.pop() if d.section_op == "popsection" else sections.previous()
            if not ok:
                what = ".pushsection" if d.section_op == "popsection" else ".section"
                # (at the token after the directive: llvm-mc checks the line's end later)
                report(i, st.tokens[st.pos].start, "error", f".{d.section_op} without corresponding {what}")
                failed = True
                return False
        elif d.subsection is not None:
            # (pushed, or not switched) but the switch fails on the subsection number
            if d.section_op == "push":
                sections.entries.append(list(sections.entries[-1]))
            message, col = d.subsection
            if col is None:
                err.append(f"<unknown>:0: error: {message}\n")
            else:
                report(i, col, "error", message, notes=False)
            failed = True
            shown = None
        else:
            switch = sections.push if d.section_op == "push" else sections.switch
            line = d.printed[0]
            if d.section_kind is not None:
                line, problems = sections.declare(d.section_kind, line)
                for message in problems:
                    report(i, st.directive.start, "error", message)
                    failed = True
            shown = switch((line, sections_kind(line) if line is not d.printed[0] else d.section))
        if shown is not None:
            out_lines.append(shown)
        return True

    def rest_statements(i: int, d) -> None:
        """The statements llvm-mc reads after a section directive that leaves the rest of
        its line unread (``d.rest``), one after another while each is such a directive."""
        nonlocal failed
        while d.rest is not None:
            rest = rest_result(code_text[i], d.rest, proc)
            errors = [x for x in rest.diagnostics if x.is_error]
            if errors:
                report(i, errors[0].start, "error", errors[0].message)
                out_lines.extend(errors[0].data.get("printed", ()))  # (values before it)
                if errors[0].data.get("reprint"):  # a failed .pushsection pops back, printing the section
                    out_lines.append(sections.current[0])
                failed = True
                return
            out_lines.extend(f"{shown_name(lab.name)}:" for lab in rest.labels)
            d = rest.directive
            if rest.encoded is not None:
                out_lines.extend(format_instruction(rest.encoded.text, rest.encoded.data, rest.encoded.fixups,
                                                    opts.show_encoding))
            elif d is not None and (d.section is not None or d.section_op is not None):
                if not section_step(i, d, rest.statement):
                    return
                continue
            elif d is not None:
                out_lines.extend(d.printed)
            return

    markers = line_markers.Names()  # (read statement by statement; report names lines by them)
    for i, r in enumerate(results):
        shown_text = lines[i]
        if shown_text[:1] == "#":
            markers.read(None if items is None else _buffer(items[i]),
                       numbers[i] if items is None else items[i].loc.line, shown_text)
        if in_eaten_comment:
            in_eaten_comment = "*/" not in shown_text
            continue
        if items is not None and items[i].body:
            pass  # (a definition's error is reported after its body: the poison waits)
        elif poisoned and shown_text.lstrip().startswith("/*") and not (
                items is not None and (items[i].include_end or items[i].fresh or items[i].eaten)):
            in_eaten_comment = shown_text.rfind("/*") > shown_text.rfind("*/")
            if poisoned == "instruction":
                poisoned = "other"
            else:
                report(i, len(shown_text) - len(shown_text.lstrip()), "error", "unexpected token at start of statement")
                failed = True
            continue
        if items is not None and items[i].body:
            pass
        elif r.diagnostics and r.has_error:
            poisoned = "instruction" if r.mnemonic is not None else "other"
        elif items is not None and any(ev.severity == "error" for ev in items[i].events):
            poisoned = "other"
        else:
            poisoned = None
        if blanks[i] and r.block is None and not (items is not None and items[i].include_end and i
                              and _last_rejected(items, results, i)):
            out_lines.append("")
        hit = fast_hits.get(i)
        if hit is not None:
            for d in by_line.get(i, ()):  # (--gcnls-warnings: the hazard check's)
                report(i, d.start, "warning", f"{d.message} [gcnls:{d.code}]")
            out_lines.extend(format_instruction(hit[0], hit[1], (), opts.show_encoding))
            continue
        diags = by_line.get(i, [])
        if len(diags) > 1 and any(d.code == "directional-undefined" for d in diags):
            diags = directional.parse_order(diags, r)
        shown = False
        fails = False  # an error of the document that fails the statement
        early: list[str] = []  # what llvm-mc printed before the statement's error
        bss = sections.nobits
        fill = data.nonzero_fill(r.statement) if bss is not None and r.statement.directive is not None else None
        if i in continued and r.statement.directive is not None and r.statement.directive.name.lower() in data.STRINGS:
            # (as its string is read: before the statement's errors; none when the parse
            # fails before the string, which is then skipped unread)
            first_error = min((d.start for d in diags if d.severity is Severity.ERROR), default=None)
            for at, col in newlines:
                if at == i and (first_error is None or not any(
                        t.start <= col < t.end and first_error <= t.start for t in tokenize(code_text[i]))):
                    report(i, col, "warning", "unterminated string; newline inserted")
        if fill is not None and not any(d.code == "syntax" and d.is_error and not d.data.get("parsed") for d in diags):
            # (once the arguments are read, before the errors found then; none when they
            # do not parse)
            report(i, fill, "warning", f"ignoring non-zero fill value in BSS section '{bss}'")
        for d in diags:
            if d.data.get("object_only") or d.code == "target-mismatch" or d.data.get("yaml_copy"):
                continue  # (a metadata block's YAML errors: printed below, before the block's own)
            if d.data.get("at_end"):
                at_end.append((i, d))
                continue
            if d.data.get("fails") and d.severity is Severity.ERROR and not fails:
                fails = True
                before = d.data.get("values_before")
                if before and r.directive is not None and r.directive.name in DATA_VALUES and not shown:
                    early.extend(r.directive.printed[:before])  # the values llvm-mc printed first
            if d.severity is Severity.ERROR:
                if shown and d.code != "duplicate-label" and not d.data.get("follows"):
                    continue
                for m in d.data.get("yaml", ()):  # (what llvm-mc's YAML reader printed first)
                    err.append(yaml_errors.render(m))
                # (llvm-mc's symbol table reports a duplicate without the macro notes)
                report(i, d.start, "error", d.message, d.code != "duplicate-label", d)
                # what llvm-mc emitted before the error (in a data section, if it differs there)
                early.extend(d.data.get("printed" if sections.code else "printed_data", d.data.get("printed", ())))
                if fill is not None:
                    early[:] = data.zero_fill(early)
                if d.data.get("reprint"):  # a failed .pushsection pops back, printing the section
                    early.append(sections.current[0])  # (which stays what it was: START too)
                failed = True
                # (the symbol table's complaint does not stop the statement's parse: its
                # own first error follows)
                if d.code != "duplicate-label":
                    shown = not d.data.get("then")
            elif d.data.get("llvm") and d.severity is Severity.WARNING:
                report(i, d.start, "warning", d.message)
            elif opts.gcnls_warnings and d.severity is Severity.WARNING:
                report(i, d.start, "warning", f"{d.message} [gcnls:{d.code}]")
        for name in numbering.labels.get(i) or [lab.name for lab in r.labels]:
            out_lines.append(f"{shown_name(name)}:")
        if items is not None:  # what the expansion says (after the line's labels)
            it = items[i]
            for ev in it.events:
                report(i, ev.column, ev.severity, ev.message)
                failed |= ev.severity == "error"
            out_lines.extend(it.printed)
            prints.extend((len(out_lines), message) for message in it.prints)
        here = numbering.here.get(i)  # the '.' operands' labels
        names = numbering.refs.get(i)
        left = list(here) if here else []
        if early:
            _stream(out_lines, [_renamed(p, names) for p in early] if names else early, left)
        # (a symbol-redefinition is an error of the document, not of the line alone)
        dropped = fails or any(d.is_error and d.code != "target-mismatch" for d in r.diagnostics) \
            or any(d.code == "symbol-redefinition" for d in diags)
        if left and (dropped or r.mnemonic is not None):
            out_lines.extend(f"{name}:" for name in left)
        if dropped:
            continue
        if r.encoded is not None:
            e = r.encoded
            text, fixups = e.text, e.fixups
            if here:
                text = _here_named(text, here)
                fixups = [replace(fx, symbol=_here_named(fx.symbol, here)) for fx in fixups]
            if names:
                text = _renamed(text, names)
                fixups = [replace(fx, symbol=_renamed(fx.symbol, names)) for fx in fixups]
            out_lines.extend(format_instruction(text, e.data, fixups, opts.show_encoding))
        elif r.directive is not None and r.directive.name == ".amdgcn_target":
            wanted = target_id(opts.triple, target_name)
            given = r.directive.string_arg
            if given is not None and given == wanted:
                out_lines.append("")  # llvm-mc prints the directive as an empty line
            if given is not None and given != wanted:
                tok = r.statement.tokens[r.statement.pos]
                report(i, tok.start, "error", f".amdgcn_target directive's target id {given} does not match "
                       f"the specified target id {wanted}")
                failed = True
        elif r.directive is not None:
            d = r.directive
            if d.section is not None or d.section_op is not None:
                if not section_step(i, d, r.statement):
                    continue
                if d.rest is not None:  # (the rest of the line, a statement of its own)
                    rest_statements(i, d)
                    continue
                if d.eol_blank and not has_line_comment(lines[i], code_text[i]):
                    out_lines.append("")
                continue  # llvm-mc prints a switch only when the section changes
            printed = d.printed if sections.code or d.in_data is None else d.in_data
            if fill is not None:
                printed = data.zero_fill(printed)
            if names:
                printed = [_renamed(p, names) for p in printed]
            if left:
                _stream(out_lines, printed, left)
                out_lines.extend(f"{name}:" for name in left)
            else:
                out_lines.extend(printed)
            if d.rest is not None:  # (.dcb's negative count: the rest of the line is a statement)
                rest_statements(i, d)
            elif d.eol_blank and not has_line_comment(lines[i], code_text[i]):
                out_lines.append("")
    for i, d in at_end:
        report(i, d.start, "error", d.message, False, d)
        failed = True
    return out_lines, err, failed, prints
