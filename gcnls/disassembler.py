"""``gcnls mc --disassemble``: llvm-mc's byte-string disassembler (tools/llvm-mc/Disassembler.cpp).

Input is a stream of byte tokens (``0x41,0x01`` or ``0x41 0x01``, any radix LLVM's
``getAsInteger`` accepts, ``#`` comments, ``[`` ... ``]`` atomic blocks). Bytes
accumulate across lines until the next ``[``/``]`` or the end of the input, then are
decoded in one run:

* a token that is not a byte: ``error: invalid input token`` at the token; the rest of
  that line is skipped and every byte collected so far in the run is dropped (the
  exit status is not affected, as in llvm-mc 22);
* a word that does not decode (every GCN 1.0-1.4 encoding is modelled: a word of none
  of them is invalid too), or fewer than 4 bytes left: ``warning: invalid instruction
  encoding`` at its first byte, then 4 bytes (or what is left) are skipped; inside an
  atomic block the block is abandoned and the exit status becomes 1;
* ``[`` inside a block, ``]`` outside one, or a block left open: errors, exit status 1.

llvm-mc refuses gfx6/gfx7 ("disassembly not yet supported for subtarget"); gcnls
decodes them in the same format.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable

from .decoder import decode
from .encoding import format_instruction
from .isa import Processor

INVALID_ENCODING = "invalid instruction encoding"
INVALID_TOKEN = "invalid input token"
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
    """The input buffer and llvm::SourceMgr's way of printing a location.

    Messages come in input order, so the current line (start, end, number, shown text) is
    remembered: many messages on one long line cost no rescans of it."""

    def __init__(self, fname: str, buf: bytes):
        self.fname = fname
        self.buf = buf
        self._start = 0  # the remembered line: [start, end), its number and its text
        self._end = -1
        self._lineno = 1
        self._shown = ""
        self._ascii = True  # llvm::SourceMgr shows no caret under a line with non-ASCII bytes

    def _line(self, pos: int) -> tuple[int, int, int, str]:
        buf = self.buf
        if not (self._start <= pos <= self._end):
            if pos < self._start:
                self._start, self._lineno, self._end = 0, 1, -1
            scan_from = max(self._end, self._start)
            start = max(buf.rfind(b"\n", scan_from, pos), buf.rfind(b"\r", scan_from, pos)) + 1
            if start:
                self._lineno += buf.count(b"\n", scan_from, start)
                self._start = start
            end = pos
            while end < len(buf) and buf[end] not in b"\r\n":
                end += 1
            self._end = end
            raw = buf[self._start:end]
            self._shown = _expand_tabs(raw.decode("utf-8", "surrogateescape"))
            self._ascii = raw.isascii()
        return self._start, self._end, self._lineno, self._shown

    def message(self, pos: int, kind: str, text: str) -> str:
        start, end, lineno, src = self._line(pos)
        if not self._ascii:
            return f"{self.fname}:{lineno}:{pos - start + 1}: {kind}: {text}\n{src}\n"
        line = self.buf[start:min(pos, end) + 1]
        col = pos - start
        caret = [" "] * (min(col, end - start) + 1)
        caret[-1] = "^"
        caret_text = "".join(caret)
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
    out: list[str] = []
    err: list[str] = []
    failed = disassemble(fname, text.encode("utf-8", "surrogateescape"), proc, show_encoding,
                         out.append, err.append)
    return "".join(out).splitlines(), err, failed


def disassemble(fname: str, buf: bytes, proc: Processor, show_encoding: bool,
                write_out: Callable[[str], object], write_err: Callable[[str], object]) -> bool:
    """Disassemble ``buf`` like ``llvm-mc --disassemble``, writing as it goes; True if it failed.

    Like llvm-mc, a run of bytes is collected before it is decoded (an invalid token drops
    it); its instructions are then written one by one, so memory stays near the input's size."""
    src = _Source(fname, buf)
    failed = False
    in_block = False
    pos = 0
    n = len(buf)
    offset_type = "I" if n < 1 << 32 and array("I").itemsize >= 4 else "Q"

    while True:
        p = _skip_to_token(buf, pos)
        if p is None:
            break
        c = buf[p]
        if c == 0x5B:  # '['
            if in_block:
                write_err(src.message(p, "error", "nested atomic blocks make no sense"))
                failed = True
            in_block = True
            pos = p + 1
            continue
        if c == 0x5D:  # ']'
            if not in_block:
                write_err(src.message(p, "error", "attempt to close atomic block without opening"))
                failed = True
            in_block = False
            pos = p + 1
            continue

        # Collect bytes up to the next '[' / ']' or the end of the input.
        data = bytearray()
        where = array(offset_type)  # input offset of each byte, for messages
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
                write_err(src.message(q, "error", INVALID_TOKEN))
                nl = buf.find(b"\n", q)
                pos = n if nl < 0 else nl
                data.clear()
                del where[:]
                continue
            data.append(value)
            where.append(q)
            pos = end
        if data:
            data = bytes(data)
            failed |= _print_instructions(data, where, src, proc, show_encoding, in_block,
                                          write_out, write_err)

    if in_block:
        write_err(src.message(n, "error", "unclosed atomic block"))
        failed = True
    return failed


def _print_instructions(data: bytes, where: array, src: _Source, proc: Processor, show_encoding: bool,
                        in_block: bool, write_out: Callable[[str], object],
                        write_err: Callable[[str], object]) -> bool:
    i = 0
    while i < len(data):
        d = decode(data, i, proc)
        if d is not None:
            write_out("".join(line + "\n" for line in format_instruction(d.text, d.data, (), show_encoding)))
            i += d.size
            continue
        left = len(data) - i
        write_err(src.message(where[i], "warning", INVALID_ENCODING))
        if in_block:
            return True
        i += min(4, left)
    return False
