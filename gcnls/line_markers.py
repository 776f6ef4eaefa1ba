"""The C preprocessor's line markers: ``# 12 "kernel.cl"`` at the very start of a line,
which cpp leaves in its output to say where the next line came from. llvm-mc reads such a
line as a statement of its own (an empty line in its output) and, from there on, names the
lines of the same buffer by it in its messages: the line after the marker is line 12 of
"kernel.cl". Only the latest marker counts, and only in the buffer it was read in (a
marker read in an included file leaves the including file's lines under their own names).
Any other line that starts with '#' is a comment (source.strip_line)."""

from __future__ import annotations

import re

# '#', blanks, an integer as llvm-mc's lexer reads one (hex, binary, octal with a leading 0,
# decimal), blanks, a string with its quotes; whatever follows is not read. A '#' after
# blanks, a name unquoted or an invalid number (08) make a comment line instead.
_MARKER = re.compile(r'#[ \t]*(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)(?![\w.$])[ \t]*"((?:[^"\\]|\\.)*)"')


def marker(raw: str) -> tuple[int, str] | None:
    """(line number, file name) of a line marker, None for any other line. The name is the
    string's text as written (llvm-mc keeps its escapes; an empty one names no file, and
    its messages then carry no location); the number wraps at 32 bits. (A string left open
    makes no marker here; llvm-mc's lexer then reads a name that runs on into the lines
    after, which nobody writes on purpose.)"""
    if not raw.startswith("#"):
        return None
    m = _MARKER.match(raw)
    if m is None:
        return None
    digits = m.group(1)
    if digits[:2] in ("0x", "0X"):
        value = int(digits[2:], 16)
    elif digits[:2] in ("0b", "0B"):
        value = int(digits[2:], 2)
    elif digits.startswith("0"):
        value = int(digits, 8)
    else:
        value = int(digits)
    return value & 0xFFFFFFFF, m.group(2)


class Names:
    """Where llvm-mc says a line is, as the statements are read in order: ``read`` each
    statement's line, then ``of`` names a line of any buffer by the latest marker."""

    __slots__ = ("latest",)

    def __init__(self):
        self.latest: tuple | None = None  # (buffer, physical line of the marker, its number, its name)

    def read(self, buffer, line: int, raw: str) -> None:
        found = marker(raw)
        if found is not None:
            self.latest = (buffer, line, found[0], found[1])

    def of(self, buffer, file: str, line: int) -> tuple[str, int]:
        latest = self.latest
        if latest is None or latest[0] != buffer:
            return file, line
        return latest[3], (latest[2] + line - latest[1] - 1) & 0xFFFFFFFF
