"""``gcnls mc``: a drop-in for ``llvm-mc -arch=amdgcn`` that prints what llvm-mc prints."""

from __future__ import annotations

import sys
from dataclasses import dataclass

from . import isa
from .analysis import analyze_lines, whole_document
from .cliopts import OptionError, scan
from .diagnostics import Severity
from .encoding import encoding_text
from .fastpath import FastAssembler
from .source import split_lines, strip_comments

COMMENT_COLUMN = 40


@dataclass
class Options:
    mcpu: str | None = None
    triple: str | None = None  # None: -arch=amdgcn, which takes the host's vendor and OS
    show_encoding: bool = False
    disassemble: bool = False
    output: str | None = None
    inputs: tuple[str, ...] = ()
    gcnls_warnings: bool = False
    defsyms: tuple[str, ...] = ()  # --defsym NAME=VALUE, as given
    include_dirs: tuple[str, ...] = ()  # -I DIR, in order


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
_IGNORED = frozenset({"arch", "show-inst", "mattr", "filetype", "M", "x86-asm-syntax", "output-asm-variant"})


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
            elif name == "show-encoding":
                opts.show_encoding = True
            elif name in ("disassemble", "disassemble-all"):
                opts.disassemble = True
            elif name == "gcnls-warnings":
                opts.gcnls_warnings = True
            elif name not in _IGNORED:
                raise SystemExit(f"gcnls mc: Unknown command line argument '{arg}'.")
    except OptionError as e:
        raise SystemExit(f"gcnls mc: {e}") from None
    opts.inputs = tuple(inputs) or ("-",)
    opts.defsyms = tuple(defsyms)
    opts.include_dirs = tuple(include_dirs)
    return opts


def _read(path: str) -> tuple[str, str]:
    if path == "-":
        return "<stdin>", sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    with open(path, "rb") as f:
        return path, f.read().decode("utf-8", "surrogateescape")


def format_instruction(text: str, data: bytes, fixups, show_encoding: bool) -> list[str]:
    if not show_encoding:
        return [f"\t{text}"]
    pad = " " * max(1, COMMENT_COLUMN - len(text))
    out = [f"\t{text}{pad}; encoding: {encoding_text(data, fixups)}"]
    for fx in fixups:
        out.append(" " * COMMENT_COLUMN + f";   fixup A - offset: {fx.offset}, value: {fx.symbol}, kind: {fx.kind}")
    return out


def _diag_text(fname: str, lineno: int, line: str, col: int, kind: str, message: str) -> str:
    # llvm-mc counts columns in bytes, echoes the line with tabs expanded and puts a
    # caret under the column, except on lines with non-ASCII text, where it shows none.
    shown = line.expandtabs(8)
    column = len(line[:col].encode("utf-8", "surrogateescape"))
    caret = " " * len(line[:col].expandtabs(8)) + "^\n" if line.isascii() else ""
    return f"{fname}:{lineno}:{column + 1}: {kind}: {message}\n{shown}\n{caret}"


def target_id(triple: str, cpu: str) -> str:
    """The target id llvm-mc checks .amdgcn_target against (4-part triple, then cpu)."""
    parts = triple.split("-") if triple is not None else ["amdgcn", "pc", "linux", "gnu"]
    while len(parts) < 4:
        parts.append("")
    return "-".join(parts) + "-" + cpu


def run(argv: list[str]) -> int:
    with whole_document():
        return _run(argv)


def _run(argv: list[str]) -> int:
    opts = parse_args(argv)
    out_lines: list[str] = []
    err: list[str] = []
    failed = False
    data = isa.load()
    proc = None
    if opts.mcpu is not None:
        proc = data.processor(opts.mcpu)
        if proc is None:
            note = f"'{opts.mcpu}' is not a recognized processor for this target (ignoring processor)\n"
            err.append(note * 2)
    symbols: dict[str, int] = {}
    for text in opts.defsyms:
        try:
            name, value = defsym(text)
        except ValueError as e:
            sys.stderr.write(f"error: {e}\n")
            return 1
        symbols[name] = value
        out_lines.append(f".set {name}, {value}")
    if proc is None:
        # No (or an unknown) -mcpu: llvm-mc assembles for "generic", a GCN 1.0 target.
        proc = data.processor("gfx600")
    header = None
    if opts.triple is not None and "amdhsa" in opts.triple:
        name = proc.name if opts.mcpu is not None and data.processor(opts.mcpu) else "gfx600"
        header = f'\t.amdgcn_target "amdgcn-amd-amdhsa--{name}"'
    for path in opts.inputs:
        try:
            fname, text = _read(path)
        except OSError as e:
            sys.stderr.write(f"gcnls mc: error: {path}: {e.strerror}\n")
            return 1
        if opts.disassemble:
            from .disassembler import disassemble_text

            lines_out, errs, bad = disassemble_text(fname, text, proc, opts.show_encoding)
            out_lines.extend(lines_out)
            err.extend(errs)
            failed |= bad
            continue
        lines = split_lines(text)
        code = strip_comments(lines)
        fast_hits: dict[int, tuple[str, bytes]] = {}
        if not opts.gcnls_warnings:
            # Plain lines take the compiled templates; the rest (and every error) the full
            # assembler. Hazard warnings need every line analysed, so they disable this.
            fast = FastAssembler(proc)
            for i, c in enumerate(code):
                hit = fast(c)
                if hit is not None:
                    fast_hits[i] = hit
                    code[i] = ""
        program = analyze_lines(lines, code, proc, symbols)
        by_line: dict[int, list] = {}
        for i, d in program.diagnostics:
            by_line.setdefault(i, []).append(d)
        for i, r in enumerate(program.results):
            hit = fast_hits.get(i)
            if hit is not None:
                out_lines.extend(format_instruction(hit[0], hit[1], (), opts.show_encoding))
                continue
            diags = by_line.get(i, [])
            shown = False
            for d in diags:
                if d.data.get("object_only") or d.code == "target-mismatch":
                    continue
                if d.severity is Severity.ERROR:
                    if shown and d.code != "duplicate-label":
                        continue
                    err.append(_diag_text(fname, i + 1, lines[i], d.start, "error", d.message))
                    failed = True
                    shown = True
                elif opts.gcnls_warnings and d.severity is Severity.WARNING:
                    err.append(_diag_text(fname, i + 1, lines[i], d.start, "warning",
                                          f"{d.message} [gcnls:{d.code}]"))
            for lab in r.labels:
                out_lines.append(f"{lab.name}:")
            if any(d.is_error and d.code != "target-mismatch" for d in r.diagnostics):
                continue
            if r.encoded is not None:
                e = r.encoded
                out_lines.extend(format_instruction(e.text, e.data, e.fixups, opts.show_encoding))
            elif r.directive is not None and r.directive.name == ".amdgcn_target":
                wanted = target_id(opts.triple, proc.name)
                given = r.directive.string_arg
                if given is not None and given == wanted:
                    out_lines.append("")  # llvm-mc prints the directive as an empty line
                if given is not None and given != wanted:
                    tok = r.statement.tokens[r.statement.pos]
                    err.append(_diag_text(fname, i + 1, lines[i], tok.start, "error",
                                          f".amdgcn_target directive's target id {given} does not match the "
                                          f"specified target id {wanted}"))
                    failed = True
            elif r.directive is not None:
                out_lines.extend(r.directive.printed)
            elif r.unmodelled is not None:
                err.append(_diag_text(fname, i + 1, lines[i], r.mnemonic.start, "error",
                                      f"gcnls does not encode {r.unmodelled.family} instructions yet"))
                failed = True
    if header is not None:
        # llvm-mc writes the target line before the first output, or last if there is none.
        # (after the --defsym lines, which come before anything).
        at = len(opts.defsyms)
        out_lines.insert(at, header) if len(out_lines) > at else out_lines.append(header)
    text_out = "".join(line + "\n" for line in out_lines)
    if opts.output and opts.output != "-":
        with open(opts.output, "w") as f:
            f.write(text_out)
    else:
        sys.stdout.write(text_out)
    sys.stdout.flush()
    sys.stderr.write("".join(err))
    return 1 if failed else 0
