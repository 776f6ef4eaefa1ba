"""Assembler directives: which ones llvm-mc knows, and how it prints the common ones."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import expr as ex
from .diagnostics import AsmError, Diagnostic, Severity
from .lexer import Kind

# Directives llvm-mc echoes with a tab between name and arguments, arguments as written.
_ECHO = {".globl", ".weak", ".local", ".type", ".size", ".ident", ".ascii"}
_DATA = {".byte": ".byte", ".short": ".short", ".hword": ".short", ".2byte": ".short",
         ".long": ".long", ".int": ".long", ".4byte": ".long", ".quad": ".quad", ".8byte": ".quad"}
_PLAIN = {".text", ".data", ".bss"}
# Known to llvm-mc (or to CLRX, for target selection) but not echoed by gcnls.
_KNOWN_SILENT = {
    ".section", ".equiv", ".p2alignw", ".p2alignl", ".balign", ".balignw",
    ".balignl", ".fill", ".zero", ".space", ".skip", ".asciz", ".string", ".comm", ".lcomm",
    ".file", ".loc", ".macro", ".endm", ".if", ".ifdef", ".ifndef", ".else", ".endif", ".rept",
    ".endr", ".irp", ".irpc", ".include", ".amdhsa_kernel", ".end_amdhsa_kernel",
    ".amdgpu_metadata", ".end_amdgpu_metadata", ".amdhsa_code_object_version", ".amdgcn_target",
    ".amd_kernel_code_t", ".end_amd_kernel_code_t", ".amdgpu_lds", ".cfi_startproc",
    ".cfi_endproc", ".protected", ".hidden", ".internal", ".previous", ".pushsection",
    ".popsection", ".subsection", ".org", ".err", ".error", ".warning", ".print", ".reloc",
    ".uleb128", ".sleb128", ".single", ".float", ".double", ".weakref", ".symver", ".globl",
}
# CLRX target directives: gcnls reads them for the target; llvm-mc rejects them.
CLRX_TARGET = {".gpu", ".arch"}


@dataclass(slots=True)
class DirectiveResult:
    name: str
    printed: list[str] = field(default_factory=list)  # llvm-mc's output lines
    diagnostics: list[Diagnostic] = field(default_factory=list)
    string_arg: str | None = None  # first string argument (.amdgcn_target)
    symbol: tuple[str, int | None] | None = None  # (name, absolute value) for .set/.equ/=
    word_arg: str | None = None  # first identifier argument (.gpu Fiji)


def _args_text(st) -> str:
    toks = st.tokens[st.pos:-1]
    if not toks:
        return ""
    return st_text(st)[toks[0].start:toks[-1].end]


def st_text(st) -> str:
    # Rebuild the line from its tokens' columns (the statement keeps tokens only).
    width = st.tokens[-1].end
    chars = [" "] * width
    for t in st.tokens:
        chars[t.start:t.end] = t.text
    return "".join(chars)


def _definition(res: DirectiveResult, st, pos: int, name: str, symbols, dead_strip: bool) -> None:
    """``.set name, expr`` and ``name = expr``: llvm-mc prints both as .set with the value."""
    tokens = st.tokens
    parser = ex.Parser(tokens, pos)
    try:
        node = parser.parse()
    except ex.ExprError as e:
        raise AsmError("syntax", e.message, e.column, e.end) from None
    if tokens[parser.pos].kind is not Kind.EOL:
        tok = tokens[parser.pos]
        raise AsmError("syntax", "unexpected token", tok.start, tok.end)
    try:
        value = ex.evaluate(node, symbols)
        shown = str(value)
    except (ex.Unresolved, ZeroDivisionError):
        value, shown = None, st_text(st)[node.start:node.end]
    res.symbol = (name, value)
    res.printed.append(f".set {name}, {shown}")
    if dead_strip:
        res.printed.append(f"\t.no_dead_strip\t{name}")


def assignment(st, symbols=None) -> DirectiveResult:
    res = DirectiveResult("=")
    _definition(res, st, st.pos, st.assign.name, symbols, dead_strip=False)
    return res


def check(st, proc, symbols=None) -> DirectiveResult:
    d = st.directive
    name = d.name.lower()
    res = DirectiveResult(name)
    args = st.tokens[st.pos:-1]
    first = args[0] if args else None
    if first is not None and first.kind is Kind.STRING:
        res.string_arg = first.text[1:-1]
    if first is not None and first.kind is Kind.IDENT:
        res.word_arg = first.text
    if name == ".amdgcn_target" and res.string_arg is not None:
        wanted = f"amdgcn-amd-amdhsa--{proc.name}"
        given_cpu = res.string_arg.rpartition("--")[2].split(":")[0]
        if given_cpu != proc.name:
            # mc reports this itself with the triple it was given; the server never
            # sees it, since there the directive chooses the processor.
            res.diagnostics.append(Diagnostic(
                "target-mismatch", f".amdgcn_target directive's target id {res.string_arg} does not match "
                f"the specified target id {wanted}", first.start, first.end, Severity.ERROR))
    if name in (".set", ".equ"):
        if first is None or first.kind is not Kind.IDENT or st.tokens[st.pos + 1].text != ",":
            tok = first or st.tokens[-1]
            raise AsmError("syntax", "expected identifier", tok.start, tok.end)
        _definition(res, st, st.pos + 2, first.text, symbols, dead_strip=True)
    elif name in _PLAIN:
        if first is None:
            res.printed.append(f"\t{name}")
        else:
            # An optional subsection number, which must be absolute.
            try:
                value, _ = ex.absolute(st.tokens, st.pos, symbols)
            except ex.ExprError as e:
                raise AsmError("syntax", e.message, e.column, e.end) from None
            if value is None:
                raise AsmError("syntax", "cannot evaluate subsection number", first.start, first.end)
            res.printed.append(f"\t{name}\t{value}")
    elif name in _DATA:
        for value in _values(st, args):
            res.printed.append(f"\t{_DATA[name]}\t{value}")
    elif name in (".p2align", ".align"):
        values = list(_values(st, args))
        if not values:
            raise AsmError("syntax", "unknown token in expression", d.end, d.end + 1)
        power = int(values[0]) if name == ".p2align" else max(int(values[0]).bit_length() - 1, 0)
        if name == ".align" or len(values) > 1:
            fill = int(values[1]) if len(values) > 1 else 0
            res.printed.append(f"\t.p2align\t{power}, 0x{fill:x}")
        else:
            res.printed.append(f"\t.p2align\t{power}")
    elif name in (".globl", ".global"):
        res.printed.append(f"\t.globl\t{_args_text(st)}")
    elif name in _ECHO:
        res.printed.append(f"\t{name}\t{_args_text(st)}")
    elif name in CLRX_TARGET:
        res.diagnostics.append(Diagnostic(
            "clrx-directive", "unknown directive", d.start, d.end, Severity.ERROR,
            {"note": "CLRX target directive: gcnls reads it to pick the target; llvm-mc rejects it"}))
    elif name not in _KNOWN_SILENT:
        res.diagnostics.append(Diagnostic("unknown-directive", "unknown directive", d.start, d.end,
                                          Severity.ERROR))
    return res


def _values(st, args) -> list[str]:
    out = []
    pos = st.pos
    tokens = st.tokens
    while tokens[pos].kind is not Kind.EOL:
        parser = ex.Parser(tokens, pos)
        try:
            node = parser.parse()
        except ex.ExprError as e:
            raise AsmError("syntax", e.message, e.column, e.end) from None
        try:
            out.append(str(ex.evaluate(node)))
        except (ex.Unresolved, ZeroDivisionError):
            out.append(st_text(st)[node.start:node.end])
        pos = parser.pos
        if tokens[pos].text == ",":
            pos += 1
        elif tokens[pos].kind is not Kind.EOL:
            raise AsmError("syntax", "unexpected token in directive", tokens[pos].start, tokens[pos].end)
    return out
