"""Source text as lines of code with comments blanked out.

Comments (``;`` and ``//`` to the end of the line, ``/* ... */`` across lines) are
replaced by spaces, so every column of the code keeps the column the user sees.
"""

from __future__ import annotations


def split_lines(text: str) -> list[str]:
    """Lines as llvm-mc counts them: ``\\n`` ends a line and a trailing ``\\r`` is dropped."""
    lines = text.split("\n")
    if lines and lines[-1] == "" and text.endswith("\n"):
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]


def strip_comments(lines: list[str]) -> list[str]:
    """The same lines with every comment blanked; a block comment may span lines."""
    out: list[str] = []
    in_block = False
    for line in lines:
        chars = list(line)
        i, n = 0, len(chars)
        in_string = False
        while i < n:
            c = line[i]
            if in_block:
                if line.startswith("*/", i):
                    chars[i] = chars[i + 1] = " "
                    in_block = False
                    i += 2
                    continue
                chars[i] = " "
                i += 1
                continue
            if in_string:
                if c == "\\":
                    i += 2
                    continue
                if c == '"':
                    in_string = False
                i += 1
                continue
            if c == '"':
                in_string = True
            elif line.startswith("/*", i):
                chars[i] = chars[i + 1] = " "
                in_block = True
                i += 2
                continue
            elif c == ";" or line.startswith("//", i):
                chars[i:] = " " * (n - i)
                break
            i += 1
        out.append("".join(chars).rstrip())
    return out
