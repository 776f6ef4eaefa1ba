"""Columns as the client counts them: UTF-16 code units (LSP's default), UTF-8 bytes or
UTF-32 code points, converted to and from Python string indices of one line."""

from __future__ import annotations

UTF8, UTF16, UTF32 = "utf-8", "utf-16", "utf-32"


def _units(ch: str, encoding: str) -> int:
    o = ord(ch)
    if encoding == UTF16:
        return 2 if o > 0xFFFF else 1
    if encoding == UTF8:
        return 1 if o < 0x80 else 2 if o < 0x800 else 3 if o < 0x10000 else 4
    return 1


def to_index(line: str, character: int, encoding: str = UTF16) -> int:
    """Python index of a client column, clamped to the line (LSP: past the end = the end)."""
    if character <= 0:
        return 0
    if encoding == UTF32 or line.isascii():
        return min(character, len(line))
    count = 0
    for i, ch in enumerate(line):
        if count >= character:
            return i
        count += _units(ch, encoding)
    return len(line)


def to_character(line: str, index: int, encoding: str = UTF16) -> int:
    """Client column of a Python index (an index past the end counts one unit per
    missing character, as columns past the end of a line do for ASCII)."""
    index = max(0, index)
    if encoding == UTF32 or line.isascii():
        return index
    extra = max(0, index - len(line))
    return sum(_units(ch, encoding) for ch in line[:index]) + extra
