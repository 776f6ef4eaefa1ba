"""Assembler directives: which ones llvm-mc knows, and how it prints the common ones."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import data, sections
from . import expr as ex
from .diagnostics import AsmError, Diagnostic, Severity
from .lexer import BAD_SIGN, Kind, shown_name

# Directives llvm-mc echoes with a tab between name and arguments, arguments as written.
_ECHO = {".ident"}
# Symbol attributes: a list of names, one printed line each. llvm-mc reads .globl with its
# generic list parser ("unexpected token" between names; no .L temporaries) and the others
# with its ELF one ("expected comma").
_ATTRIBUTES = {".globl": ".globl", ".global": ".globl", ".weak": ".weak", ".local": ".local",
               ".hidden": ".hidden", ".protected": ".protected", ".internal": ".internal"}
# The section switches with an optional subsection number: how llvm-mc prints each
# (.rodata and .bss as .section, a subsection then as a .subsection line)
_PLAIN = {".text": "\t.text", ".data": "\t.data", ".rodata": '\t.section\t.rodata,"a",@progbits',
          ".bss": '\t.section\t.bss,"aw",@nobits'}
# Known to llvm-mc (or to CLRX, for target selection) but not echoed by gcnls.
_KNOWN_SILENT = {
    ".file", ".loc", ".macro", ".endm", ".if", ".ifdef", ".ifndef", ".else", ".endif", ".rept",
    ".endr", ".irp", ".irpc", ".include", ".amdhsa_kernel", ".amdgpu_metadata", ".amdgcn_target",
    ".amd_kernel_code_t", ".end_amd_kernel_code_t", ".cfi_startproc",
    ".cfi_endproc", ".subsection", ".err", ".error", ".warning", ".print",
    ".weakref", ".symver", ".ifeq", ".ifne", ".ifgt", ".ifge", ".iflt", ".ifle", ".elseif",
}
# AMDGPU's own directives, which llvm-mc matches case-sensitively (unlike the generic ones).
# Multi-line blocks and the OS-dependent verdicts are blocks.py's.
TARGET_DIRECTIVES = frozenset({
    ".amdgcn_target", ".amdhsa_kernel", ".end_amdhsa_kernel", ".amdgpu_metadata", ".end_amdgpu_metadata",
    ".amdhsa_code_object_version", ".amdgpu_hsa_kernel", ".amdgpu_lds", ".amd_kernel_code_t",
    ".end_amd_kernel_code_t", ".amd_amdgpu_isa", ".amdgpu_pal_metadata", ".hsa_code_object_version",
    ".hsa_code_object_isa"})
# CLRX target directives: gcnls reads them for the target; llvm-mc rejects them.
CLRX_TARGET = {".gpu", ".arch"}


@dataclass(slots=True)
class DirectiveResult:
    name: str
    printed: list[str] = field(default_factory=list)  # llvm-mc's output lines
    diagnostics: list[Diagnostic] = field(default_factory=list)
    string_arg: str | None = None  # first string argument (.amdgcn_target)
    symbol: tuple[str, int | None] | None = None  # (name, absolute value) for .set/.equ/=
    symbol_expr: ex.Expr | None = None  # the expression of a symbol without absolute value
    word_arg: str | None = None  # first identifier argument (.gpu Fiji)
    number: int | None = None  # the value of .amdhsa_code_object_version
    # llvm-mc leaves the end of the statement to its main loop, which prints it as an
    # empty line unless a comment ends the line (block ends, .amdhsa_code_object_version).
    eol_blank: bool = False
    section: str | None = None  # "text" or "data": the kind of section the line switches to
    section_op: str | None = None  # "push", "popsection", "previous": the section stack's
    in_data: list[str] | None = None  # what llvm-mc prints instead outside a code section
    # (name, flags, type, entsize or None, flags given, type given) of a .section or
    # .pushsection: llvm-mc remembers a section's first kind and complains at changes
    section_kind: tuple | None = None
    rest: int | None = None  # .popsection/.previous, a .dcb with a negative count: where the next statement starts
    # .pushsection's subsection that fails only as the section changes: (message, column;
    # None: no line, llvm-mc's "<unknown>:0") -- the push happens, the switch does not
    subsection: tuple[str, int | None] | None = None


def _args_text(st) -> str:
    """The arguments as written, names printed as llvm-mc prints them."""
    toks = st.tokens[st.pos:-1]
    if not toks:
        return ""
    text = st_text(st)
    parts, at = [], toks[0].start
    for t in toks:
        parts.append(text[at:t.start])
        parts.append(shown_name(t.text) if t.kind is Kind.IDENT else t.text)
        at = t.end
    return "".join(parts)


def st_text(st) -> str:
    # Rebuild the line from its tokens' columns (the statement keeps tokens only).
    width = st.tokens[-1].end
    chars = [" "] * width
    for t in st.tokens:
        chars[t.start:t.end] = t.text
    return "".join(chars)


def _definition(res: DirectiveResult, st, pos: int, name: str, symbols, dead_strip: bool,
                proc=None) -> None:
    """``.set name, expr`` and ``name = expr``: llvm-mc prints both as .set with the value."""
    tokens = st.tokens
    parser = ex.Parser(tokens, pos, symbols=symbols)
    try:
        node = parser.parse()
    except ex.ExprError as e:
        bad = next((k for k in range(pos, len(tokens)) if tokens[k].kind is Kind.ERROR
                    and tokens[k].start == e.column), None)
        if bad is not None:
            # (at the lexer's error token llvm-mc's "missing expression" replaces the
            # lexer's message: it is never reported; a bad sign after a fraction is an
            # error token that starts with the number: lexer._SIGNS)
            tok = tokens[bad]
            at = tok.value if tok.text == BAD_SIGN else tok.start
            raise AsmError("syntax", "missing expression", at, max(tok.end, at + 1)) from None
        # llvm-mc's assignment then says "missing expression" there too (analysis.py adds it)
        raise AsmError("syntax", e.message, e.column, e.end, extra=(Diagnostic(
            "syntax", "missing expression", e.column, e.end, Severity.ERROR, {"follows": True}),)) from None
    if tokens[parser.pos].kind is not Kind.EOL:
        tok = tokens[parser.pos]
        raise AsmError("syntax", "expected newline", tok.start, tok.end)
    if isinstance(node, ex.Sym) and ex.variant_of(node.name):
        tok = tokens[pos]
        raise AsmError("syntax", "relocation specifier not permitted in symbol equating", tok.start, tok.end)
    try:
        # (the processor's generation: extrasgprs() depends on it)
        value = ex.evaluate(node, symbols, int(proc.generation[3:]) if proc is not None else None)
        shown = str(value)
    except (ex.Unresolved, ZeroDivisionError):
        value, shown = None, data.show(node, symbols)
        res.symbol_expr = node  # (symbols.Values reads it when the symbol is used)
    res.symbol = (name, value)
    res.printed.append(f".set {shown_name(name)}, {shown}")
    if dead_strip:
        res.printed.append(f"\t.no_dead_strip\t{shown_name(name)}")


def assignment(st, symbols=None, proc=None) -> DirectiveResult:
    res = DirectiveResult("=")
    _definition(res, st, st.pos, st.assign.name, symbols, dead_strip=False, proc=proc)
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
    if name == ".amdgcn_target" and res.string_arg is None and d.name == name:
        tok = first or st.tokens[-1]
        raise AsmError("syntax", "expected string", tok.start, tok.end)
    if name == ".amdgcn_target" and res.string_arg is not None:
        wanted = f"amdgcn-amd-amdhsa--{proc.name}"
        given_cpu = res.string_arg.rpartition("--")[2].split(":")[0]
        if given_cpu != proc.name:
            # mc reports this itself with the triple it was given; the server never
            # sees it, since there the directive chooses the processor.
            res.diagnostics.append(Diagnostic(
                "target-mismatch", f".amdgcn_target directive's target id {res.string_arg} does not match "
                f"the specified target id {wanted}", first.start, first.end, Severity.ERROR))
    if name in TARGET_DIRECTIVES and d.name != name:
        res.diagnostics.append(Diagnostic("unknown-directive", "unknown directive", d.start, d.end, Severity.ERROR))
        return res
    if name == ".amdhsa_code_object_version":
        _code_object_version(res, st, d, symbols)
    elif name == ".amdgpu_lds":
        _lds(res, st, symbols)
    elif name == ".amdgpu_hsa_kernel":
        # (AMDGPU's parser wants a name token: '$k' and '@k' are llvm-mc's prefix and a name)
        if first is None or first.kind is not Kind.IDENT or first.text[0] in "$@":
            tok = first or st.tokens[-1]
            raise AsmError("syntax", "expected symbol name", tok.start, tok.end)
        res.printed.append(f"\t.amdgpu_hsa_kernel {first.text}")
        res.eol_blank = True
    elif name in (".section", ".pushsection"):
        res.subsection = _section_arguments(st, name == ".pushsection", symbols)
        res.printed.append(section(st, push=name == ".pushsection", kind=res))
        res.section = sections.kind_of(res.printed[-1])
        res.section_op = "push" if name == ".pushsection" else None
    elif name in (".popsection", ".previous"):
        res.section_op = name[1:]  # mc.py keeps the stack (gcnls/sections.py)
        res.eol_blank = True
        if first is not None:
            # llvm-mc does not look at the rest of the line after a pop that works: it is
            # the next statement (a failing one reports an error there)
            res.rest = first.start
    elif name in (".set", ".equ", ".equiv"):
        if first is None or not data.is_name(first):
            tok = first or st.tokens[-1]
            raise AsmError("syntax", "expected identifier", tok.start, tok.end)
        if st.tokens[st.pos + 1].text != ",":
            tok = st.tokens[st.pos + 1]
            raise AsmError("syntax", "expected comma", tok.start, tok.end)
        _definition(res, st, st.pos + 2, first.text if first.kind is Kind.IDENT else first.text[1:-1], symbols,
                    dead_strip=True, proc=proc)
    elif name in _PLAIN:
        res.section = "text" if name == ".text" else "data"
        shown = _PLAIN[name]
        if first is None:
            res.printed.append(shown)
        else:
            # An optional subsection number, which must be absolute.
            try:
                value, after = ex.absolute(st.tokens, st.pos, symbols)
            except ex.ExprError as e:
                raise AsmError("syntax", e.message, e.column, e.end) from None
            if value is None:
                # (the streamer's complaint when it switches, which then does not happen;
                # the statement itself is read to its end as below)
                res.printed.append(shown)
                res.subsection = ("cannot evaluate subsection number", first.start)
            elif not value:  # (subsection 0 is the section)
                res.printed.append(shown)
            else:  # (one section of the stack: one string, two lines for .rodata and .bss)
                res.printed.append(f"\t{name}\t{value}" if name in (".text", ".data")
                                   else f"{shown}\n\t.subsection\t{value}")
            if value is not None and not 0 <= value < 1 << 31:
                res.subsection = (f"subsection number {value} is not within [0,2147483647]", None)
            # llvm-mc's ELF parser takes one token after the number without looking at it,
            # and what follows that is the next statement (.text 5 x y: "invalid instruction" at y)
            toks = st.tokens
            if toks[after].kind is not Kind.EOL:
                if toks[min(after + 1, len(toks) - 1)].kind is not Kind.EOL:
                    res.rest = toks[after + 1].start
                else:
                    res.eol_blank = True  # (the end of the line is then a statement of its own)
    elif name in data.HANDLED:
        res.printed += data.printed(name, st, symbols, warnings=res.diagnostics, result=res)
        if name in data.ALIGN_BYTES or name in data.ALIGN_POWER:
            res.in_data = data.printed(name, st, symbols, code_section=False)
    elif name == ".reloc":
        _reloc(res, st, symbols)
    elif name in _ATTRIBUTES:
        _attributes(res, st, _ATTRIBUTES[name])
    elif name == ".size":
        res.printed.append(_size(st, symbols))
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


def _size(st, symbols) -> str:
    """``.size NAME, EXPR``: printed as llvm-mc prints it, the expression in its own form
    (folded to a number when it is absolute)."""
    tokens = st.tokens
    tok = tokens[st.pos]
    if not data.is_name(tok):
        raise AsmError("syntax", "expected identifier", tok.start, tok.end)
    name = tok.text if tok.kind is Kind.IDENT else tok.text[1:-1]
    comma = tokens[st.pos + 1]
    if comma.text != ",":
        raise AsmError("syntax", "expected comma", comma.start, comma.end)
    parser = ex.Parser(tokens, st.pos + 2, symbols=symbols)
    try:
        node = parser.parse()
    except ex.ExprError as e:
        raise AsmError("syntax", e.message, e.column, e.end) from None
    end = tokens[parser.pos]
    if end.kind is not Kind.EOL:
        raise AsmError("syntax", "unexpected token", end.start, end.end)
    try:
        shown = str(ex.evaluate(node, symbols))
    except (ex.Unresolved, ZeroDivisionError):
        shown = data.show(node, symbols)
    return f"\t.size\t{shown_name(name)}, {shown}"


def _attributes(res: DirectiveResult, st, shown: str) -> None:
    """``.globl a, b``: a line per name, printed as it is read (those before an error stay)."""
    tokens, pos = st.tokens, st.pos
    generic = shown == ".globl"

    def fail(message, tok):
        raise AsmError("syntax", message, tok.start, tok.end, printed=tuple(res.printed))

    if tokens[pos].kind is Kind.EOL:
        return
    while True:
        tok = tokens[pos]
        if tok.kind is Kind.IDENT and not tok.text[0].isdigit() and tok.text != ".":
            name = tok.text
        elif tok.kind is Kind.STRING:
            name = tok.text[1:-1]
        else:
            fail("expected identifier", tok)
        if generic and name.startswith(".L"):
            fail("non-local symbol required", tok)
        res.printed.append(f"\t{shown}\t{shown_name(name)}")
        pos += 1
        if tokens[pos].kind is Kind.EOL:
            return
        if tokens[pos].text != ",":
            fail("unexpected token" if generic else "expected comma", tokens[pos])
        pos += 1


def _expression(st, pos: int, symbols) -> tuple[int | None, int]:
    try:
        return ex.absolute(st.tokens, pos, symbols)
    except ex.ExprError as e:
        raise AsmError("syntax", e.message, e.column, e.end) from None


def _code_object_version(res: DirectiveResult, st, d, symbols) -> None:
    tokens = st.tokens
    if tokens[st.pos].kind is Kind.EOL:
        # llvm-mc's own verdict for the bare directive.
        raise AsmError("unknown-directive", "unknown directive", d.start, d.end)
    value, pos = _expression(st, st.pos, symbols)
    if value is None:
        tok = tokens[st.pos]
        raise AsmError("syntax", "expected absolute expression", tok.start, tok.end)
    res.printed.append(f"\t.amdhsa_code_object_version {value}")
    res.number = value
    res.eol_blank = True


def _shown(node: ex.Expr, symbols) -> str:
    """An expression as llvm-mc prints an operand it parsed: folded when absolute."""
    try:
        return str(ex.evaluate(node, symbols))
    except (ex.Unresolved, ZeroDivisionError):
        return data.show(node, symbols)


def _reloc(res: DirectiveResult, st, symbols) -> None:
    """``.reloc OFFSET, NAME[, EXPR]``: printed back (the offset and the expression folded
    when absolute); the expression must be relocatable."""
    tokens = st.tokens
    parser = ex.Parser(tokens, st.pos, symbols=symbols)
    try:
        offset = parser.parse()
    except ex.ExprError as e:
        raise AsmError("syntax", e.message, e.column, e.end) from None
    pos = parser.pos
    if tokens[pos].text != "," or tokens[pos].kind is not Kind.PUNCT:
        raise AsmError("syntax", "expected comma", tokens[pos].start, tokens[pos].end)
    name = tokens[pos + 1]
    if name.kind is not Kind.IDENT:
        raise AsmError("syntax", "expected relocation name", name.start, name.end)
    pos += 2
    text = f"\t.reloc {_shown(offset, symbols)}, {name.text}"
    if tokens[pos].text == "," and tokens[pos].kind is Kind.PUNCT:
        first = tokens[pos + 1]
        parser = ex.Parser(tokens, pos + 1, symbols=symbols)
        try:
            value = parser.parse()
        except ex.ExprError as e:
            raise AsmError("syntax", e.message, e.column, e.end) from None
        if not ex.relocatable(value, symbols):
            raise AsmError("not-relocatable", "expression must be relocatable", first.start, first.end)
        text += f", {_shown(value, symbols)}"
        pos = parser.pos
    if tokens[pos].kind is not Kind.EOL:
        raise AsmError("syntax", "expected newline", tokens[pos].start, tokens[pos].end)
    res.printed.append(text)


def _lds(res: DirectiveResult, st, symbols) -> None:
    """``.amdgpu_lds NAME, SIZE[, ALIGN]``: an LDS symbol; llvm-mc prints the alignment
    (4 unless given)."""
    tokens = st.tokens
    pos = st.pos
    name = tokens[pos]
    if name.kind is not Kind.IDENT:
        raise AsmError("syntax", "expected identifier in directive", name.start, name.end)
    pos += 1
    if tokens[pos].text != ",":
        raise AsmError("syntax", "expected comma", tokens[pos].start, tokens[pos].end)
    size_tok = tokens[pos + 1]
    size, pos = _expression(st, pos + 1, symbols)
    if size is None:
        raise AsmError("syntax", "expected absolute expression", size_tok.start, size_tok.end)
    if size < 0:
        raise AsmError("syntax", "size must be non-negative", size_tok.start, size_tok.end)
    align = 4
    if tokens[pos].text == ",":
        align_tok = tokens[pos + 1]
        align, pos = _expression(st, pos + 1, symbols)
        if align is None:
            raise AsmError("syntax", "expected absolute expression", align_tok.start, align_tok.end)
        if align <= 0 or align & (align - 1):
            raise AsmError("syntax", "alignment must be a power of two", align_tok.start, align_tok.end)
    if tokens[pos].kind is not Kind.EOL:
        raise AsmError("syntax", "expected newline", tokens[pos].start, tokens[pos].end)
    res.printed.append(f"\t.amdgpu_lds {name.text}, {size}, {align}")


_FLAGS = set("aexwMSTRGo?")


def _location(node: ex.Expr, toks) -> int:
    """Where llvm-mc locates an expression: a binary operation at its operator."""
    if isinstance(node, ex.Binary):
        for t in toks:
            if t.start >= node.left.end and t.text == node.op:
                return t.start
    return node.start  # the flag letters llvm-mc's ELF parser takes for this target


def _section_arguments(st, push: bool, symbols) -> tuple[str, int | None] | None:
    """Check ``.section``/``.pushsection`` arguments as llvm-mc's ELF parser reads them,
    raising its first error (a failed .pushsection returns to the section it was in, which
    llvm-mc prints again: ``reprint``); the subsection problem that only shows as the
    section changes (see DirectiveResult.subsection), else None."""
    toks = st.tokens
    pos = st.pos
    fail_data = {"reprint": True} if push else {}

    def fail(message: str, tok) -> AsmError:
        return AsmError("syntax", message, tok.start, tok.end, **fail_data)

    def at(k) -> object:
        return toks[min(k, len(toks) - 1)]

    def is_comma(k) -> bool:
        return at(k).text == "," and at(k).kind is Kind.PUNCT

    # The name: a string, or adjacent tokens up to a comma (it may hold '-').
    if at(pos).kind is Kind.STRING:
        pos += 1
    else:
        start = pos
        while at(pos).kind is not Kind.EOL and not is_comma(pos):
            pos += 1
            if at(pos).start != at(pos - 1).end:
                break
        if pos == start:
            raise fail("expected identifier", at(pos))
    problem = None
    if is_comma(pos):
        pos += 1
        if push and at(pos).kind is not Kind.STRING:
            first = at(pos)
            parser = ex.Parser(toks, pos, symbols=symbols)
            try:
                node = parser.parse()
            except ex.ExprError as e:
                raise AsmError("syntax", e.message, e.column, e.end, **fail_data) from None
            pos = parser.pos
            try:
                value = ex.evaluate(node, symbols)
            except (ex.Unresolved, ZeroDivisionError):
                problem = ("cannot evaluate subsection number", _location(node, toks))
            else:
                if not 0 <= value < 1 << 31:
                    # (llvm-mc folded the expression into a constant without a location)
                    loc = None if isinstance(node, ex.Num) or ex.symbols_in(node) == [] else first.start
                    problem = (f"subsection number {value} is not within [0,2147483647]", loc)
            if not is_comma(pos):
                if at(pos).kind is not Kind.EOL:
                    raise fail("expected end of directive", at(pos))
                return problem
            pos += 1
        flags_tok = at(pos)
        if flags_tok.kind is not Kind.STRING:
            raise fail("expected string", flags_tok)
        pos += 1
        flags = flags_tok.text[1:-1]
        if any(c not in _FLAGS for c in flags):
            raise fail("unknown flag", at(pos))
        typed = False
        if is_comma(pos):
            pos += 1
            tok = at(pos)
            if tok.kind is not Kind.STRING and tok.text not in ("@", "%") and not tok.text.startswith(("@", "%")):
                raise fail("expected '@<type>', '%<type>' or \"<type>\"", tok)
            if tok.kind is Kind.STRING or len(tok.text) > 1:
                pos += 1  # ('@progbits' may come as one token)
            else:
                pos += 1
                if at(pos).kind not in (Kind.IDENT, Kind.INT) and at(pos).kind is not Kind.STRING:
                    raise fail("expected identifier", at(pos))
                pos += 1
            typed = True
        if not typed:
            if "M" in flags:
                raise fail("Mergeable section must specify the type", at(pos))
            if "G" in flags:
                raise fail("Group section must specify the type", at(pos))
            if at(pos).kind is not Kind.EOL:
                raise fail("expected end of directive", at(pos))
            return problem
        if "M" in flags:
            if not is_comma(pos):
                raise fail("expected the entry size", at(pos))
            first = at(pos + 1)
            size, pos = _expression(st, pos + 1, symbols)
            if size is None:
                raise fail("expected absolute expression", first)
            if size <= 0:
                raise fail("entry size must be positive", at(pos))
        if "o" in flags:
            return problem  # (the linked-to symbol: printed as written)
        if "G" in flags:
            if not is_comma(pos):
                raise fail("expected group name", at(pos))
            pos += 1
            if at(pos).kind not in (Kind.IDENT, Kind.INT, Kind.STRING):
                raise fail("invalid group name", at(pos))
            pos += 1
            if is_comma(pos):
                pos += 1
                if at(pos).kind not in (Kind.IDENT, Kind.STRING):
                    raise fail("invalid linkage", at(pos))
                if at(pos).text != "comdat":
                    raise fail("Linkage must be 'comdat'", at(pos + 1))
                pos += 1
        if is_comma(pos):
            pos += 1
            if at(pos).kind not in (Kind.IDENT, Kind.STRING):
                raise fail("expected identifier", at(pos))
            if at(pos).text != "unique":
                raise fail("expected 'unique'", at(pos + 1))
            pos += 1
            if not is_comma(pos):
                raise fail("expected commma", at(pos))
            first = at(pos + 1)
            unique, pos = _expression(st, pos + 1, symbols)
            if unique is None:
                raise fail("expected absolute expression", first)
            if unique < 0:
                raise fail("unique id must be positive", at(pos))
            if unique >= 0xFFFFFFFF:
                raise fail("unique id is too large", at(pos))
    if at(pos).kind is not Kind.EOL:
        raise fail("expected end of directive", at(pos))
    return problem


# ELF section flags in the order llvm-mc prints them, and the flags and type a section
# gets from its name when .section gives none.
_FLAG_ORDER = "aexGwMSTR"
_DEFAULTS = ((".text", "ax", "@progbits"), (".rodata", "a", "@progbits"), (".data", "aw", "@progbits"),
             (".bss", "aw", "@nobits"), (".tdata", "awT", "@progbits"), (".tbss", "awT", "@nobits"),
             (".note", "", "@note"))
_PLAIN_NAME = re.compile(r"[A-Za-z0-9_.]+")
_OMITTED = {".text", ".data"}  # printed as the short directive


def section(st, push: bool = False, kind: DirectiveResult | None = None) -> str:
    """How llvm-mc prints ``.section NAME[, "FLAGS"[, @TYPE[, ...]]]`` (``push``: for
    ``.pushsection``, whose second argument may be a subsection number instead)."""
    text = st_text(st)
    toks = st.tokens
    args = toks[st.pos:-1]
    if not args:
        raise AsmError("syntax", "expected identifier in directive", toks[-1].start, toks[-1].end)
    # The name runs to the first comma (it may hold '-', which the lexer splits).
    parts: list[list] = [[]]
    for t in args:
        if t.text == "," and t.kind is Kind.PUNCT:
            parts.append([])
        else:
            parts[-1].append(t)
    texts = [text[p[0].start:p[-1].end] if p else "" for p in parts]
    name = texts[0]
    if name.startswith('"') and name.endswith('"') and len(name) >= 2:
        name = name[1:-1]
    sub = None
    if push and len(parts) > 1 and parts[1] and not texts[1].startswith('"'):
        # .pushsection's subsection number (_section_arguments checked it)
        try:
            sub, _ = ex.absolute(parts[1] + [toks[-1]], 0, None)
        except ex.ExprError:
            sub = None
        del parts[1], texts[1]
    given_flags = texts[1][1:-1] if len(texts) > 1 and texts[1].startswith('"') else None
    given_type = texts[2].replace("%", "@") if len(texts) > 2 and texts[2] else None
    if given_type is not None and given_type.startswith('"'):
        given_type = "@" + given_type[1:-1]
    rest = texts[3:]
    flags, typ = "", "@progbits"
    for prefix, f, t in _DEFAULTS:
        if name == prefix or name.startswith(prefix + "."):
            flags, typ = f, t
            break
    if given_flags is not None:  # (added to the name's own flags)
        flags = "".join(c for c in _FLAG_ORDER if c in given_flags or c in flags)
    if given_type is not None:
        typ = given_type
    if kind is not None:
        entsize = rest[0] if rest and "M" in flags else None
        kind.section_kind = (name, flags, typ, entsize, bool(given_flags) or entsize is not None
                             or given_type is not None, given_type is not None)
    if name in _OMITTED:  # (whatever the flags: llvm-mc prints the short directive)
        return f"\t{name}\t{sub}" if sub else f"\t{name}"
    shown = name if _PLAIN_NAME.fullmatch(name) else f'"{name}"'
    tail = "".join("," + r for r in rest)
    return f'\t.section\t{shown},"{flags}",{typ}{tail}' + (f"\n\t.subsection\t{sub}" if sub else "")
