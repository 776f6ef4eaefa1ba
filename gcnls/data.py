"""Data, string, fill and alignment directives, printed as llvm-mc 22 prints them.

llvm-mc does not echo these lines: it emits what they mean and prints that back, so
``.byte 1, 2`` is two ``.byte`` lines, ``.asciz "ab"`` is ``.ascii "ab"`` plus ``.byte 0``,
``.align 8`` is ``.p2align 3`` and ``.float 1.5`` is a ``.long`` of its bits.
"""

from __future__ import annotations

from collections.abc import Iterator
import re
import struct

from . import expr as ex
from .diagnostics import AsmError, Diagnostic, Severity
from .lexer import Kind, shown_name, shown_reference

# directive -> (printed name, bytes per value); 0 bytes: no range check (.quad)
# (.dc is .dc.w; .dc.a is a pointer: 8 bytes on amdgcn)
VALUES = {".byte": (".byte", 1), ".short": (".short", 2), ".value": (".short", 2), ".2byte": (".short", 2),
          ".long": (".long", 4), ".int": (".long", 4), ".4byte": (".long", 4),
          ".quad": (".quad", 0), ".8byte": (".quad", 0),
          ".dc": (".short", 2), ".dc.b": (".byte", 1), ".dc.w": (".short", 2), ".dc.l": (".long", 4),
          ".dc.a": (".quad", 0)}
STRINGS = {".ascii": False, ".asciz": True, ".string": True}
ZEROS = {".zero", ".skip", ".space"}
ALIGN_BYTES = {".align": "", ".balign": "", ".balignw": "w", ".balignl": "l"}
ALIGN_POWER = {".p2align": "", ".p2alignw": "w", ".p2alignl": "l"}
# (printed as llvm-mc's streamer prints the bits: a .long unsigned, a .quad signed)
FLOATS = {".single": (".long", "<f", "<I"), ".float": (".long", "<f", "<I"), ".double": (".quad", "<d", "<q"),
          ".dc.s": (".long", "<f", "<I"), ".dc.d": (".quad", "<d", "<q")}
# inf and nan by name (any case); llvm-mc's NaN has every fraction bit set
_NAMED_FLOATS = {"inf": float("inf"), "infinity": float("inf")}
_NAN_BITS = {"<f": 0x7FFFFFFF, "<d": 0x7FFFFFFFFFFFFFFF}
# .dcb COUNT, VALUE: the value COUNT times (.dcb is .dcb.w); .ds COUNT: COUNT zero-filled
# items of the size (.ds is .ds.w; .ds.p and .ds.x: 12 bytes)
DCB = {".dcb": 2, ".dcb.b": 1, ".dcb.w": 2, ".dcb.l": 4}
DCB_FLOATS = {".dcb.s": ".dc.s", ".dcb.d": ".dc.d"}
DS = {".ds": 2, ".ds.b": 1, ".ds.w": 2, ".ds.l": 4, ".ds.s": 4, ".ds.d": 8, ".ds.p": 12, ".ds.x": 12}
_SHOWN = {1: ".byte", 2: ".short", 4: ".long"}
#: (gcnls prints at most this many repeated lines: llvm-mc would print billions)
MAX_REPEAT = 1 << 16
# directives llvm-mc knows but refuses for this target (at the first argument)
UNSUPPORTED = {".dc.x": ".dc.x not currently supported for this target",
               ".dcb.x": ".dcb.x not currently supported for this target"}
LEB = {".uleb128": False, ".sleb128": True}
# .type's symbol types as llvm-mc spells them (case matters), and how it prints each
TYPES = {"STT_FUNC": "@function", "function": "@function", "STT_OBJECT": "@object", "object": "@object",
         "STT_COMMON": "@common", "common": "@common", "STT_TLS": "@tls_object", "tls_object": "@tls_object",
         "STT_GNU_IFUNC": "@gnu_indirect_function", "gnu_indirect_function": "@gnu_indirect_function",
         "STT_NOTYPE": "@notype", "notype": "@notype", "STT_GNU_UNIQUE_OBJECT": "@gnu_unique_object",
         "gnu_unique_object": "@gnu_unique_object"}
HANDLED = (set(VALUES) | set(STRINGS) | ZEROS | {".fill"} | set(ALIGN_BYTES) | set(ALIGN_POWER) | set(FLOATS)
           | set(LEB) | set(UNSUPPORTED) | set(DCB) | set(DCB_FLOATS) | set(DS) | {".type", ".comm", ".lcomm", ".org"})


def is_name(tok) -> bool:
    """Does ``tok`` name a symbol where a directive wants one: an identifier or a string,
    not '.' (the location counter: llvm-mc's "expected identifier")."""
    return tok.kind is Kind.IDENT and tok.text != "." or tok.kind is Kind.STRING


def _fail(message: str, tok) -> AsmError:
    return AsmError("syntax", message, tok.start, tok.end)


def show(node: ex.Expr, symbols=None) -> str:
    """An expression as llvm-mc prints it: no blanks, nested operations in parentheses;
    ``symbols``: the absolute ones, printed as their values (ex.inlined)."""
    if symbols:
        node = ex.inlined(node, symbols)
    if isinstance(node, ex.Num):
        return str(node.value)
    if isinstance(node, ex.Sym):
        return shown_reference(node.name)
    if isinstance(node, ex.Unary):
        inner = show(node.operand)
        return node.op + (f"({inner})" if isinstance(node.operand, ex.Binary) else inner)
    if isinstance(node, ex.Call):
        return f"{node.name}(" + ", ".join(show(a) for a in node.args) + ")"
    assert isinstance(node, ex.Binary)
    op = {"<>": "!="}.get(node.op, node.op)
    left = show(node.left)
    # (a sum's left-hand sum needs no parentheses: 'a+1-b')
    if isinstance(node.left, ex.Binary) and not (op in ("+", "-") and node.left.op in ("+", "-")):
        left = f"({left})"
    if op == "+" and isinstance(node.right, ex.Num) and node.right.value < 0:
        return f"{left}{node.right.value}"
    right = show(node.right)
    if isinstance(node.right, ex.Binary):
        right = f"({right})"
    return f"{left}{op}{right}"


#: an integer literal llvm-mc's lexer cannot hold, and its message (analysis._literal_out_of_range)
HUGE_LITERAL = 1 << 64
HUGE_LITERAL_ERROR = "literal value out of range for directive"


def _expression(tokens, pos: int, symbols) -> tuple[ex.Expr, int | None, int]:
    """The expression at ``tokens[pos]``: (node, its value or None while not absolute, the
    position after it); a syntax error is the line's."""
    parser = ex.Parser(tokens, pos, symbols=symbols)
    try:
        node = parser.parse()
    except ex.ExprError as e:
        raise AsmError("syntax", e.message, e.column, e.end) from None
    for k in range(pos, parser.pos):  # (met as the value is read: those before it are printed)
        if tokens[k].kind is Kind.INT and tokens[k].value >= HUGE_LITERAL:
            raise _fail(HUGE_LITERAL_ERROR, tokens[k])
    try:
        value = ex.evaluate(node, symbols)
    except (ex.Unresolved, ZeroDivisionError):
        value = None
    return node, value, parser.pos


def expressions(st, symbols, extra: str = "unexpected token",
                limit: int | None = None) -> Iterator[tuple[ex.Expr, int | None, object]]:
    """The comma-separated expressions after the directive: (node, value or None, first token),
    one at a time: llvm-mc emits each value as it parses it, so the values before a bad one
    are printed before the error (``.long 1, 2**64`` prints ``.long 1``). A comma always
    wants another expression (``.long 1,`` is an error at the line's end); ``extra`` is the
    message for a token where a comma or the line's end belongs, which is also what a
    directive taking at most ``limit`` values says after the last one."""
    pos = st.pos
    tokens = st.tokens
    if tokens[pos].kind is Kind.EOL:
        return
    count = 0
    while True:
        first = tokens[pos]
        node, value, after = _expression(tokens, pos, symbols)
        yield node, value, first
        count += 1
        pos = after
        if tokens[pos].kind is Kind.EOL:
            return
        if tokens[pos].text != "," or (limit is not None and count >= limit):
            raise _fail(extra, tokens[pos])
        pos += 1


def _counted(st, symbols, limit: int) -> list[tuple[int | str, object]]:
    """The arguments of .zero/.skip, .fill and .org: the first (a count or an address) may be
    a symbolic expression, printed as written; the others must be absolute."""
    args: list[tuple[int | str, object]] = []
    for node, value, first in expressions(st, symbols, "expected newline", limit):
        if value is None:
            if args:
                raise _fail("expected absolute expression", first)
            value = show(node, symbols)
        args.append((value, first))
    if not args:
        raise _fail("unknown token in expression", st.tokens[st.pos])
    return args


def _real_value(tokens, pos: int, name: str) -> tuple[int, int]:
    """A floating-point value of ``name`` (a FLOATS directive) at ``pos``: a sign, then a
    number (its digits read as a decimal real) or inf/infinity/nan; the bits as printed,
    and the position after it."""
    _shown, pack, unpack = FLOATS[name]
    sign = tokens[pos].text if tokens[pos].kind is Kind.PUNCT and tokens[pos].text in ("+", "-") else ""
    tok = tokens[pos + 1] if sign else tokens[pos]
    after = pos + (2 if sign else 1)
    if tok.kind is Kind.ERROR:
        from .expr import malformed  # (the lexer's message for its error token)

        raise _fail(malformed(tok), tok)
    if tok.kind not in (Kind.FLOAT, Kind.INT, Kind.IDENT) or tok.text == ".":
        raise _fail("unexpected token in directive", tok)
    low = tok.text.lower()
    if tok.kind is Kind.IDENT and low == "nan":
        bits = _NAN_BITS[pack] | ((1 << (8 * struct.calcsize(pack) - 1)) if sign == "-" else 0)
        return (bits - (1 << 64) if unpack == "<q" and bits >> 63 else bits), after
    if tok.kind is Kind.IDENT:
        if low not in _NAMED_FLOATS:
            raise _fail("invalid floating point literal", tok)
        value = _NAMED_FLOATS[low]
    else:
        try:
            value = float(tok.text)
        except ValueError:  # (0x10, 0b1, 'a': no decimal real)
            raise _fail("invalid floating point literal", tok) from None
    if sign == "-":
        value = -value
    try:
        packed = struct.pack(pack, value)
    except OverflowError:  # (past the single's range: infinity)
        packed = struct.pack(pack, value * float("inf"))
    return struct.unpack(unpack, packed)[0], after


def _repeated(name: str, st, symbols, out: list[str], warnings, result=None) -> list[str]:
    """.dcb COUNT, VALUE and .ds COUNT: the count is absolute; a negative one is a warning
    (and .dcb's parse stops there: llvm-mc reads the rest of the line as a statement,
    ``result.rest``, or its end as an empty one, ``result.eol_blank``: a
    directives.DirectiveResult)."""
    tokens = st.tokens
    first = tokens[st.pos]
    _, count, pos = _expression(tokens, st.pos, symbols)
    if not isinstance(count, int):  # (not absolute; or a real, whose bits llvm-mc takes as the count: no end)
        raise _fail("expected absolute expression", first)
    negative = f"'{name}' directive with negative repeat count has no effect"
    if name in DS:
        if tokens[pos].kind is not Kind.EOL:
            raise _fail("expected newline", tokens[pos])
        if count < 0:
            _warn(warnings, negative, first)
            return out
        out.extend([f"\t.zero\t{DS[name]}"] * min(count, MAX_REPEAT))
        return out
    if count < 0:
        _warn(warnings, negative, first)
        if result is not None:
            if tokens[pos].kind is not Kind.EOL:  # (the rest is read as the next statement)
                result.rest = tokens[pos].start
            else:
                result.eol_blank = True
        return out
    if tokens[pos].text != ",":
        raise _fail("expected comma", tokens[pos])
    pos += 1
    if name in DCB_FLOATS:
        shown = FLOATS[DCB_FLOATS[name]][0]
        bits, pos = _real_value(tokens, pos, DCB_FLOATS[name])
        if tokens[pos].kind is not Kind.EOL:
            raise _fail("expected newline", tokens[pos])
        out.extend([f"\t{shown}\t{bits}"] * min(count, MAX_REPEAT))
        return out
    size = DCB[name]
    value_tok = tokens[pos]
    node, value, after = _expression(tokens, pos, symbols)
    if value is not None and not -(1 << (8 * size - 1)) <= value < (1 << (8 * size)):
        raise _fail("literal value out of range for directive", value_tok)
    shown = show(node, symbols) if value is None else str(value)
    out.extend([f"\t{_SHOWN[size]}\t{shown}"] * min(count, MAX_REPEAT))
    if tokens[after].kind is not Kind.EOL:  # (after the values: they are printed)
        raise _fail("expected newline", tokens[after])
    return out


def _warn(warnings: list | None, message: str, tok) -> None:
    if warnings is not None:
        warnings.append(Diagnostic("llvm-warning", message, tok.start, tok.end, Severity.WARNING, {"llvm": True}))


def quoted(data: bytes) -> str:
    """A byte string as llvm-mc quotes it."""
    named = {8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t"}
    parts = []
    for b in data:
        if b in (0x22, 0x5C):
            parts.append("\\" + chr(b))
        elif 0x20 <= b < 0x7F:
            parts.append(chr(b))
        else:
            parts.append(named.get(b, f"\\{b:03o}"))
    return '"' + "".join(parts) + '"'


def bytes_lines(data: bytes) -> list[str]:
    """How llvm-mc prints emitted bytes: one ``.byte`` for a single byte, else ``.ascii``."""
    if not data:
        return []
    if len(data) == 1:
        return [f"\t.byte\t{data[0]}"]
    return [f"\t.ascii\t{quoted(data)}"]


_OCTAL = b"01234567"
_HEX = b"0123456789abcdefABCDEF"


def escape_problem(text: str) -> str | None:
    """llvm-mc's complaint about the escapes of a string token (quotes included), if any:
    it knows \\b \\f \\n \\r \\t \\" \\\\, \\x with hex digits and one to three octal digits
    (at most 255)."""
    if "\\" not in text:
        return None
    body = text[1:-1] if text.endswith('"') and len(text) >= 2 else text[1:]
    raw = body.encode("utf-8", "surrogateescape")
    i, n = 0, len(raw)
    while i < n:
        if raw[i] != 0x5C:
            i += 1
            continue
        i += 1
        if i == n:
            return "unexpected backslash at end of string"
        c = raw[i]
        if c in b"xX":
            if i + 1 >= n or raw[i + 1] not in _HEX:
                return "invalid hexadecimal escape sequence"
            while i + 1 < n and raw[i + 1] in _HEX:
                i += 1
        elif c in _OCTAL:
            j = i
            while j + 1 < n and j < i + 2 and raw[j + 1] in _OCTAL:
                j += 1
            if int(raw[i:j + 1], 8) > 255:
                return "invalid octal escape sequence (out of range)"
            i = j
        elif c not in b'bfnrt"\\':
            return "invalid escape sequence (unrecognized character)"
        i += 1
    return None


def unescape(text: str) -> bytes:
    """The bytes of a string token (its quotes included), with llvm-mc's escapes."""
    body = text[1:-1] if text.endswith('"') and len(text) >= 2 else text[1:]
    raw = body.encode("utf-8", "surrogateescape")
    out = bytearray()
    i = 0
    simple = {ord("b"): 8, ord("f"): 12, ord("n"): 10, ord("r"): 13, ord("t"): 9, ord('"'): 0x22, ord("\\"): 0x5C}
    while i < len(raw):
        c = raw[i]
        if c != 0x5C or i + 1 >= len(raw):
            out.append(c)
            i += 1
            continue
        n = raw[i + 1]
        if n in (ord("x"), ord("X")):
            j = i + 2
            while j < len(raw) and chr(raw[j]) in "0123456789abcdefABCDEF":
                j += 1
            out.append(int(raw[i + 2:j] or b"0", 16) & 0xFF)
            i = j
        elif ord("0") <= n <= ord("7"):
            j = i + 1
            while j < len(raw) and j < i + 4 and ord("0") <= raw[j] <= ord("7"):
                j += 1
            out.append(int(raw[i + 1:j], 8) & 0xFF)
            i = j
        else:
            out.append(simple.get(n, n))
            i += 2
    return bytes(out)


def _leb(value: int, signed: bool) -> bytes:
    if not signed:
        value &= (1 << 64) - 1  # a negative value is its 64-bit two's complement
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40) if signed else value == 0
        out.append(byte if done else byte | 0x80)
        if done:
            return bytes(out)


def _log2(value: int, tok) -> int:
    if value <= 0 or value & (value - 1):
        raise _fail("alignment must be a power of 2", tok)
    return value.bit_length() - 1


def printed(name: str, st, symbols, code_section: bool = True, warnings: list | None = None,
            result=None) -> list[str]:
    """The lines llvm-mc prints for the data directive ``name`` (lower case). An error
    after some values carries what llvm-mc printed before it (data ``printed``).
    ``result``: the directives.DirectiveResult, for what else the statement leaves."""
    out: list[str] = []
    try:
        return _printed(name, st, symbols, out, code_section, warnings, result)
    except AsmError as e:
        if out:
            e.diagnostic.data["printed"] = tuple(out)
        raise


def _printed(name: str, st, symbols, out: list[str], code_section: bool = True,
             warnings: list | None = None, result=None) -> list[str]:
    tokens = st.tokens
    if name in UNSUPPORTED:
        raise _fail(UNSUPPORTED[name], tokens[st.pos])
    if name in DCB or name in DCB_FLOATS or name in DS:
        return _repeated(name, st, symbols, out, warnings, result)
    if name in VALUES:
        shown, size = VALUES[name]
        for node, value, first in expressions(st, symbols):
            if value is None:
                out.append(f"\t{shown}\t{show(node, symbols)}")
                continue
            if size and not -(1 << (8 * size - 1)) <= value < (1 << (8 * size)):
                raise _fail("out of range literal value", first)
            out.append(f"\t{shown}\t{value}")
        return out
    if name in STRINGS:
        # strings separated by commas; .ascii also takes strings one after another
        pos = st.pos
        if tokens[pos].kind is Kind.EOL:
            return out
        while True:
            tok = tokens[pos]
            if tok.kind is not Kind.STRING:
                raise _fail("expected string", tok)
            while True:
                problem = escape_problem(tokens[pos].text)
                if problem is not None:
                    raise _fail(problem, tokens[pos])
                out += bytes_lines(unescape(tokens[pos].text))
                pos += 1
                if STRINGS[name] or tokens[pos].kind is not Kind.STRING:
                    break
            if STRINGS[name]:
                out.append("\t.byte\t0")
            if tokens[pos].kind is Kind.EOL:
                return out
            if tokens[pos].text != ",":
                raise _fail("unexpected token", tokens[pos])
            pos += 1
    if name in ZEROS:
        args = _counted(st, symbols, 2)
        if args[0][0] == 0:
            return []  # nothing to emit
        if len(args) == 1 or args[1][0] == 0:  # llvm-mc prints a zero fill value as no fill value
            return [f"\t.zero\t{args[0][0]}"]
        fill = (args[1][0] + (1 << 31)) % (1 << 32) - (1 << 31)  # printed as a C int: the low 32 bits
        return [f"\t.zero\t{args[0][0]},{fill}"]
    if name == ".fill":
        args = _counted(st, symbols, 3)
        count = args[0][0]
        size = args[1][0] if len(args) > 1 else 1
        value = args[2][0] if len(args) > 2 else 0
        if size < 0:
            _warn(warnings, "'.fill' directive with negative size has no effect", args[1][1])
            return []
        if size > 8:
            _warn(warnings, "'.fill' directive with size greater than 8 has been truncated to 8", args[1][1])
            size = 8
        if size > 4 and not 0 <= value <= 0xFFFFFFFF:
            _warn(warnings, "'.fill' directive pattern has been truncated to 32-bits", args[2][1])
        return [f"\t.fill\t{count}, {size}, 0x{value & 0xFFFFFFFF:x}"]
    if name in ALIGN_BYTES or name in ALIGN_POWER:
        return out + _align(name, st, symbols, code_section, warnings)
    if name in FLOATS:
        shown = FLOATS[name][0]
        pos = st.pos
        if tokens[pos].kind is Kind.EOL:
            return out
        while True:
            bits, pos = _real_value(tokens, pos, name)
            out.append(f"\t{shown}\t{bits}")
            if tokens[pos].kind is Kind.EOL:
                return out
            if tokens[pos].text != ",":
                raise _fail("unexpected token", tokens[pos])
            pos += 1
    if name in LEB:
        for node, value, _tok in expressions(st, symbols):
            if value is None:  # left for the linker, as written
                out.append(f"\t{name} {show(node, symbols)}")
            else:
                out += bytes_lines(_leb(value, LEB[name]))
        return out
    if name == ".type":
        return [_type(st)]
    if name in (".comm", ".lcomm"):
        return [_common(name, st, symbols)]
    if name == ".org":
        args = _counted(st, symbols, 2)
        fill = args[1][0] if len(args) > 1 else 0
        return [f".org {args[0][0]}, {fill}"]
    return []


def _type(st) -> str:
    """``.type NAME[,] TYPE`` with TYPE ``STT_FUNC``, ``function``, ``@function``,
    ``%function``, ``#function`` or ``"function"`` (the comma is optional), checked in
    llvm-mc's order."""
    tokens = st.tokens
    if not is_name(tokens[st.pos]):
        raise _fail("expected identifier", tokens[st.pos])
    pos = st.pos + 1
    if tokens[pos].text == ",":
        pos += 1
    tok = tokens[pos]
    if tok.kind is Kind.IDENT and tok.text[:1] == "@":  # (one token to the lexer: '@' and a name)
        rest = tok.text[1:]
        if not rest or rest[0].isdigit():
            raise AsmError("syntax", "expected symbol type", tok.start + 1, tok.end)
        kind, at = rest, tok.start + 1
    else:
        if tok.text in ("@", "%", "#"):
            pos += 1
            tok = tokens[pos]
            if tok.kind is not Kind.IDENT and tok.kind is not Kind.STRING:
                raise _fail("expected symbol type", tok)
        elif tok.kind is not Kind.IDENT and tok.kind is not Kind.STRING:
            raise _fail("expected STT_<TYPE_IN_UPPER_CASE>, '#<type>', '@<type>', '%<type>' or \"<type>\"", tok)
        kind, at = (tok.text[1:-1] if tok.kind is Kind.STRING else tok.text), tok.start
    if kind not in TYPES:
        raise AsmError("syntax", "unsupported attribute", at, at + len(kind))
    end = tokens[pos + 1]
    if end.kind is not Kind.EOL:
        raise _fail("expected end of directive", end)
    name = tokens[st.pos]
    return f"\t.type\t{shown_name(name.text if name.kind is Kind.IDENT else name.text[1:-1])},{TYPES[kind]}"


def _common(name: str, st, symbols) -> str:
    """``.comm NAME, SIZE[, ALIGN]`` (ALIGN a power of two's exponent, printed as its low
    byte, 0 when left out) and ``.lcomm NAME, SIZE``, which takes no alignment on AMDGPU:
    llvm-mc's checks in its order (the size's sign only after the line's end)."""
    tokens = st.tokens
    tok = tokens[st.pos]
    if not is_name(tok):
        raise _fail("expected identifier in directive", tok)
    symbol = tok.text if tok.kind is Kind.IDENT else tok.text[1:-1]
    if tokens[st.pos + 1].text != ",":
        raise _fail("expected comma", tokens[st.pos + 1])

    def value_at(pos: int) -> tuple[int, int]:
        try:
            value, after = ex.absolute(tokens, pos, symbols)
        except ex.ExprError as e:
            raise AsmError("syntax", e.message, e.column, e.end) from None
        if value is None:
            raise _fail("expected absolute expression", tokens[pos])
        return value, after

    size_tok = tokens[st.pos + 2]
    size, pos = value_at(st.pos + 2)
    align = 0
    if tokens[pos].text == ",":
        align_tok = tokens[pos + 1]
        align, pos = value_at(pos + 1)
        if name == ".lcomm":
            raise _fail("alignment not supported on this target", align_tok)
    if tokens[pos].kind is not Kind.EOL:
        raise _fail("expected newline", tokens[pos])
    if size < 0:
        raise _fail("size must be non-negative", size_tok)
    shown = f"\t{name}\t{shown_name(symbol)},{size}"
    return shown if name == ".lcomm" else f"{shown},{align & 0xFF}"


def _align(name: str, st, symbols, code_section: bool, warnings: list | None = None) -> list[str]:
    """Alignment: as ``.p2align`` with the fill (0 outside code sections, where llvm-mc
    states it) and the maximum, when it is below the alignment; ``.p2alignw``/``l`` keep
    their suffix only with a fill."""
    tokens = st.tokens
    pos = st.pos
    fields: list[tuple[int | None, object]] = []  # (value, token); None: left empty
    while True:
        tok = tokens[pos]
        if (tok.kind is Kind.EOL and fields) or (tok.text == "," and len(fields) != 1):
            # a comma wants a value after it, and the alignment and the maximum cannot be
            # left empty (the fill can)
            raise _fail("unknown token in expression", tok)
        if tok.text == "," or tok.kind is Kind.EOL:
            fields.append((None, tok))
        else:
            _, value, pos = _expression(tokens, pos, symbols)
            if value is None:
                raise _fail("expected absolute expression", tok)
            fields.append((value, tok))
        if tokens[pos].text == "," and len(fields) < 3:  # alignment, fill, maximum
            pos += 1
            continue
        if tokens[pos].kind is not Kind.EOL:
            raise _fail("expected newline", tokens[pos])
        break
    value, tok = fields[0]
    if value is None and name == ".p2align" and len(fields) == 1:
        # llvm-mc lets a bare .p2align pass with a warning (only that spelling).
        _warn(warnings, "p2align directive with no operand(s) is ignored", tok)
        return []
    if value is None:
        raise _fail("unknown token in expression", tok)
    problems: list[str] = []  # llvm-mc's errors, after which it still aligns (as it says)
    if name in ALIGN_BYTES:
        v = (value & (1 << 64) - 1) or 1  # (as an unsigned 64-bit count; 0 means 1)
        if v & (v - 1):
            problems.append("alignment must be a power of 2")  # (aligned to the power below)
        power = v.bit_length() - 1
        if power >= 32:
            problems.append("alignment must be smaller than 2**32")
            power = 31
    else:
        # (a negative power shifts by its low six bits, as the x86 shift llvm-mc's does)
        power = value & 63
        if value >= 32:
            problems.append("invalid alignment value")
            power = 31
    suffix = ALIGN_BYTES.get(name, ALIGN_POWER.get(name))
    fill = fields[1][0] if len(fields) > 1 else None
    limit = fields[2][0] if len(fields) > 2 else None

    def render(code: bool) -> list[str]:
        limited = limit is not None and 0 < limit < (1 << power)
        if suffix and (fill is not None or not code):
            return [f".p2align{suffix} {power}, 0x{(fill or 0) & 0xFFFFFFFF:x}" + (f", {limit}" if limited else "")]
        line = f"\t.p2align\t{power}"
        if fill is not None or not code:
            line += f", 0x{(fill or 0) & 0xFFFFFFFF:x}"
        if limited:
            line += f", {limit}" if (fill is not None or not code) else f", , {limit}"
        return [line]

    if limit is not None and limit <= 0:
        # llvm-mc reports it and aligns without the maximum
        ltok = fields[2][1]
        shown = _align(name, _without_limit(st, ltok), symbols, code_section)
        raise AsmError("syntax", "alignment directive can never be satisfied in this many bytes, "
                       "ignoring maximum bytes expression", ltok.start, ltok.end, printed=tuple(shown), parsed=True)
    if limit is not None and limit >= (1 << power) and warnings is not None:
        ltok = fields[2][1]
        warnings.append(Diagnostic("llvm-warning", "maximum bytes expression exceeds alignment and has no effect",
                                   ltok.start, ltok.end, Severity.WARNING, {"llvm": True}))
    if problems:
        # llvm-mc reports them and still prints the alignment (as the current section's kind
        # does); ``parsed``: the arguments were read (mc's BSS fill warning comes first)
        raise AsmError("syntax", problems[0], tok.start, tok.end, printed=tuple(render(code_section)),
                       printed_data=tuple(render(False)), parsed=True,
                       extra=tuple(Diagnostic("syntax", m, tok.start, tok.end, Severity.ERROR, {"follows": True})
                                   for m in problems[1:]))
    return render(code_section)


def nonzero_fill(st) -> int | None:
    """The column of an alignment directive's fill when it is a non-zero number (which a
    section without contents ignores, with llvm-mc's warning), else None."""
    if st.directive is None:
        return None
    name = st.directive.name.lower()
    if name not in ALIGN_BYTES and name not in ALIGN_POWER:
        return None
    tokens = st.tokens
    try:
        _, pos = ex.absolute(tokens, st.pos)
        if tokens[pos].text != "," or tokens[pos + 1].text == "," or tokens[pos + 1].kind is Kind.EOL:
            return None
        value, _ = ex.absolute(tokens, pos + 1)
    except ex.ExprError:
        return None
    return tokens[pos + 1].start if value else None


_FILL = re.compile(r"^(\t?\.p2align[wl]?[\t ]\d+, )0x[0-9a-f]+")


def zero_fill(lines) -> list[str]:
    """Alignment lines as llvm-mc prints them in a section without contents: fill 0."""
    return [_FILL.sub(r"\g<1>0x0", line) for line in lines]


def _without_limit(st, limit_tok):
    """The statement with its third alignment field (from ``limit_tok``) left out."""
    from dataclasses import replace

    toks = st.tokens
    k = toks.index(limit_tok)
    return replace(st, tokens=toks[:k - 1] + [toks[-1]])
