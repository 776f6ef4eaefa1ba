"""Tokens of one source line, each with its exact column span.

The lexer follows LLVM's AsmLexer closely enough that error columns agree:
identifiers may hold letters, digits, ``_``, ``.``, ``$`` and ``@``; integers are
decimal, ``0x`` hex, ``0b`` binary or ``0``-prefixed octal; a malformed number is
a single ``ERROR`` token so the parser can report it where llvm-mc does.
"""

from __future__ import annotations

import re
from typing import NamedTuple
from enum import Enum


class Kind(Enum):
    IDENT = "identifier"
    INT = "integer"
    FLOAT = "float"
    STRING = "string"
    PUNCT = "punctuation"
    ERROR = "error"
    EOL = "end of line"


class Token(NamedTuple):
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


# One pass over the line: the first alternative that matches at a position wins.
_TOKEN = re.compile(
    r"(?P<ws>[ \t\r\f\v\x00]+)"
    r"|(?P<num>0[xX][0-9A-Fa-f]*|0[bB][01]*|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<ident>[A-Za-z_.][A-Za-z0-9_.$@]*)"
    r"|(?P<char>'(?:[^'\\]|\\.)')"
    r'|(?P<str>"(?:[^"\\]|\\.)*")'
    r'|(?P<badstr>".*)'
    r"|(?P<bad>[\x01-\x08\x0e-\x1f`\x7f-\U0010ffff])"
    r"|(?P<punct><<|>>|==|!=|<=|>=|&&|\|\||<>|.)",
    re.DOTALL,
)
_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "b": 8, "f": 12, "v": 11}
_IDENT_KIND, _PUNCT_KIND, _STRING_KIND, _ERROR_KIND = Kind.IDENT, Kind.PUNCT, Kind.STRING, Kind.ERROR


def tokenize(line: str) -> list[Token]:
    """Split one line (comments already removed) into tokens, ending with EOL."""
    tokens: list[Token] = []
    append = tokens.append
    for m in _TOKEN.finditer(line):
        group = m.lastgroup
        if group == "ws":
            continue
        text = m.group()
        start, end = m.span()
        if group == "ident":
            append(Token(_IDENT_KIND, text, start, end))
        elif group == "punct":
            # Anything else, including stray bytes, is one punctuation token: the
            # parser turns it into a diagnostic with this exact span.
            append(Token(_PUNCT_KIND, text, start, end))
        elif group == "num":
            append(_number(text, start))
        elif group == "char":
            # 'a' is the integer 97, as in LLVM's lexer.
            body = text[1:-1]
            value = ord(body[-1]) if not body.startswith("\\") else _ESCAPES.get(body[1], ord(body[1]))
            append(Token(Kind.INT, text, start, end, value))
        elif group == "str":
            append(Token(_STRING_KIND, text, start, end))
        else:
            append(Token(_ERROR_KIND, text, start, end))
    n = len(line)
    append(Token(Kind.EOL, "", n, n))
    return tokens
