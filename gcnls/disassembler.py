"""``gcnls mc --disassemble``: llvm-mc's byte-string disassembler (tools/llvm-mc/Disassembler.cpp).

Input is a stream of byte tokens (``0x41,0x01`` or ``0x41 0x01``, any radix LLVM's
``getAsInteger`` accepts, ``#`` comments, ``[`` ... ``]`` atomic blocks). Bytes
accumulate across lines until the next ``[``/``]`` or the end of the input, then are
decoded in one run:

* a token that is not a byte: ``error: invalid input token`` at the token; the rest of
  that line is skipped and every byte collected so far in the run is dropped (the
  exit status is not affected, as in llvm-mc 22);
* a word of a modelled encoding that does not decode, or fewer than 4 bytes left:
  ``warning: invalid instruction encoding`` at its first byte, then 4 bytes (or what
  is left) are skipped; inside an atomic block the block is abandoned and the exit
  status becomes 1;
* ``[`` inside a block, ``]`` outside one, or a block left open: errors, exit status 1.

llvm-mc refuses gfx6/gfx7 ("disassembly not yet supported for subtarget"); gcnls
decodes them in the same format. Words of families gcnls does not model yet get a
warning of gcnls's own (:data:`NOT_MODELLED`) and 4 bytes are skipped.
"""

from __future__ import annotations

from .decoder import decode, family
from .isa import Processor

INVALID_ENCODING = "invalid instruction encoding"
INVALID_TOKEN = "invalid input token"
NOT_MODELLED = "gcnls does not decode this encoding yet"
TAB_STOP = 8

_SKIP = b" \t\r\n,"
_TOKEN_END = b" \t\n\r,#[]"


def parse_byte(token: bytes) -> int | None:
    """``StringRef::getAsInteger(0, unsigned)`` limited to a byte: None if invalid."""
    s = token
    low = s[:2].lower()
    if low == b"0x":
        radix, s = 16, s[2:]
    elif low == b"0b":
        radix, s = 2, s[2:]
    elif s[:2] == b"0o":
        radix, s = 8, s[2:]
    elif len(s) > 1 and s[:1] == b"0" and s[1:2].isdigit():
        radix, s = 8, s[1:]
    else:
        radix = 10
    if not s:
        return None
    value = 0
    for c in s:
        if 0x30 <= c <= 0x39:
            digit = c - 0x30
        elif 0x61 <= c <= 0x7A:
            digit = c - 0x61 + 10
        elif 0x41 <= c <= 0x5A:
            digit = c - 0x41 + 10
        else:
            return None
        if digit >= radix:
            return None
        value = value * radix + digit
        if value > 0xFF:
            return None
    return value


class _Source:
    """The input buffer and llvm::SourceMgr's way of printing a location."""

    def __init__(self, fname: str, buf: bytes):
        self.fname = fname
        self.buf = buf

    def message(self, pos: int, kind: str, text: str) -> str:
        buf = self.buf
        start = max(buf.rfind(b"\n", 0, pos), buf.rfind(b"\r", 0, pos)) + 1
        end = pos
        while end < len(buf) and buf[end] not in b"\r\n":
            end += 1
        line = buf[start:end]
        lineno = buf.count(b"\n", 0, pos) + 1
        col = pos - start
        caret = [" "] * (len(line) + 1)
        caret[min(col, len(line))] = "^"
        caret_text = "".join(caret).rstrip(" ")
        src = _expand_tabs(line.decode("utf-8", "surrogateescape"))
        shown = []
        out_col = 0
        for i, c in enumerate(caret_text):
            if i >= len(line) or line[i] != 0x09:
                shown.append(c)
                out_col += 1
                continue
            while True:
                shown.append(c)
                out_col += 1
                if out_col % TAB_STOP == 0:
                    break
        return f"{self.fname}:{lineno}:{col + 1}: {kind}: {text}\n{src}\n{''.join(shown)}\n"


def _expand_tabs(line: str) -> str:
    out = []
    col = 0
    for c in line:
        if c == "\t":
            while True:
                out.append(" ")
                col += 1
                if col % TAB_STOP == 0:
                    break
        else:
            out.append(c)
            col += 1
    return "".join(out)


def _skip_to_token(buf: bytes, pos: int) -> int | None:
    n = len(buf)
    while pos < n:
        c = buf[pos]
        if c in _SKIP:
            pos += 1
        elif c == 0x23:  # '#': comment to the end of the line
            nl = buf.find(b"\n", pos)
            pos = n if nl < 0 else nl
        else:
            return pos
    return None


def _token_end(buf: bytes, pos: int) -> int:
    n = len(buf)
    while pos < n and buf[pos] not in _TOKEN_END:
        pos += 1
    return pos


def disassemble_text(fname: str, text: str, proc: Processor, show_encoding: bool
                     ) -> tuple[list[str], list[str], bool]:
    """Disassemble ``text`` like ``llvm-mc --disassemble``: (stdout lines, stderr chunks, failed)."""
    from .mc import format_instruction

    buf = text.encode("utf-8", "surrogateescape")
    src = _Source(fname, buf)
    out: list[str] = []
    err: list[str] = []
    failed = False
    in_block = False
    pos = 0
    n = len(buf)

    while True:
        p = _skip_to_token(buf, pos)
        if p is None:
            break
        c = buf[p]
        if c == 0x5B:  # '['
            if in_block:
                err.append(src.message(p, "error", "nested atomic blocks make no sense"))
                failed = True
            in_block = True
            pos = p + 1
            continue
        if c == 0x5D:  # ']'
            if not in_block:
                err.append(src.message(p, "error", "attempt to close atomic block without opening"))
                failed = True
            in_block = False
            pos = p + 1
            continue

        # Collect bytes up to the next '[' / ']' or the end of the input.
        data = bytearray()
        where: list[int] = []
        pos = p
        while True:
            q = _skip_to_token(buf, pos)
            if q is None:
                pos = n
                break
            if buf[q] in b"[]":
                pos = q
                break
            end = _token_end(buf, q)
            value = parse_byte(buf[q:end])
            if value is None:
                err.append(src.message(q, "error", INVALID_TOKEN))
                nl = buf.find(b"\n", q)
                pos = n if nl < 0 else nl
                data.clear()
                where.clear()
                continue
            data.append(value)
            where.append(q)
            pos = end
        if data:
            failed |= _print_instructions(bytes(data), where, src, proc, show_encoding, in_block,
                                          out, err, format_instruction)

    if in_block:
        err.append(src.message(n, "error", "unclosed atomic block"))
        failed = True
    return out, err, failed


def _print_instructions(data: bytes, where: list[int], src: _Source, proc: Processor,
                        show_encoding: bool, in_block: bool, out: list[str], err: list[str],
                        format_instruction) -> bool:
    i = 0
    while i < len(data):
        d = decode(data, i, proc)
        if d is not None:
            out.extend(format_instruction(d.text, d.data, (), show_encoding))
            i += d.size
            continue
        left = len(data) - i
        if left < 4 or family(data, i, proc) is not None:
            err.append(src.message(where[i], "warning", INVALID_ENCODING))
            if in_block:
                return True
        else:
            err.append(src.message(where[i], "warning", NOT_MODELLED))
        i += min(4, left)
    return False
