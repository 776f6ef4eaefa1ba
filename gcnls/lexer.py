"""Tokens of one source line, each with its exact column span.

The lexer follows LLVM's AsmLexer closely enough that error columns agree:
identifiers may hold letters, digits, ``_``, ``.``, ``$`` and ``@``; integers are
decimal, ``0x`` hex, ``0b`` binary or ``0``-prefixed octal; a malformed number is
a single ``ERROR`` token so the parser can report it where llvm-mc does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum


class Kind(Enum):
    IDENT = "identifier"
    INT = "integer"
    FLOAT = "float"
    STRING = "string"
    PUNCT = "punctuation"
    ERROR = "error"
    EOL = "end of line"


@dataclass(frozen=True, slots=True)
class Token:
    kind: Kind
    text: str
    start: int  # column of the first character, 0-based
    end: int  # column after the last character
    value: int | float | None = None


_PUNCT2 = ("<<", ">>", "==", "!=", "<=", ">=", "&&", "||", "<>")
_PUNCT1 = set(",[]():+-*/%&|^~!<>=#{}@")
_IDENT = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$@]*")
_NUMBER = re.compile(
    r"0[xX][0-9A-Fa-f]*|0[bB][01]*|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?"
)
_TRAILING_ALNUM = re.compile(r"[A-Za-z0-9_]*")


def _number(text: str, start: int) -> Token:
    end = start + len(text)
    lower = text.lower()
    if lower.startswith("0x"):
        if len(text) == 2:
            return Token(Kind.ERROR, text, start, end)
        return Token(Kind.INT, text, start, end, int(text[2:], 16))
    if lower.startswith("0b"):
        if len(text) == 2:
            return Token(Kind.ERROR, text, start, end)
        return Token(Kind.INT, text, start, end, int(text[2:], 2))
    if any(c in lower for c in ".e"):
        try:
            return Token(Kind.FLOAT, text, start, end, float(text))
        except ValueError:
            return Token(Kind.ERROR, text, start, end)
    if len(text) > 1 and text[0] == "0":
        if any(c in "89" for c in text):
            return Token(Kind.ERROR, text, start, end)
        return Token(Kind.INT, text, start, end, int(text, 8))
    return Token(Kind.INT, text, start, end, int(text))


def tokenize(line: str) -> list[Token]:
    """Split one line (comments already removed) into tokens, ending with EOL."""
    tokens: list[Token] = []
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if c in " \t\r\f\v":
            i += 1
            continue
        if c.isdigit() or (c == "." and i + 1 < n and line[i + 1].isdigit()):
            m = _NUMBER.match(line, i)
            text = m.group(0)
            tokens.append(_number(text, i))
            i = m.end()
            continue
        m = _IDENT.match(line, i)
        if m:
            tokens.append(Token(Kind.IDENT, m.group(0), i, m.end()))
            i = m.end()
            continue
        if c == '"':
            j = i + 1
            while j < n and line[j] != '"':
                j += 2 if line[j] == "\\" else 1
            if j >= n:
                tokens.append(Token(Kind.ERROR, line[i:], i, n))
                i = n
            else:
                tokens.append(Token(Kind.STRING, line[i : j + 1], i, j + 1))
                i = j + 1
            continue
        two = line[i : i + 2]
        if two in _PUNCT2:
            tokens.append(Token(Kind.PUNCT, two, i, i + 2))
            i += 2
            continue
        # Anything else, including stray bytes, is one punctuation token: the
        # parser turns it into a diagnostic with this exact span.
        tokens.append(Token(Kind.PUNCT, c, i, i + 1))
        i += 1
    tokens.append(Token(Kind.EOL, "", n, n))
    return tokens
