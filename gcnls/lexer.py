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


_new = tuple.__new__  # a Token without the Python-level __new__ call


_PUNCT2 = ("<<", ">>", "==", "!=", "<=", ">=", "&&", "||", "<>")
_PUNCT1 = set(",[]():+-*/%&|^~!<>=#{}@")
_IDENT = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$@?]*")
_NUMBER = re.compile(
    r"0[xX][0-9A-Fa-f]*|0[bB][01]*|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?"
)
_TRAILING_ALNUM = re.compile(r"[A-Za-z0-9_]*")


#: what a decimal literal too long for Python's int() (4,300 digits) stands for: any value
#: of 2**64 or more is the same error ("literal value out of range")
HUGE = 1 << 64
_MAX_DECIMAL_DIGITS = 4000


def _decimal(text: str) -> int:
    return int(text) if len(text) <= _MAX_DECIMAL_DIGITS else HUGE


def _number(text: str, start: int) -> Token:
    end = start + len(text)
    second = text[1:2]
    if text[0] == "0" and second in "xXbB" and second:
        if len(text) == 2:
            return _new(Token, (_ERROR_KIND, text, start, end, None))
        return _new(Token, (_INT_KIND, text, start, end, int(text[2:], 16 if second in "xX" else 2)))
    if "." in text or "e" in text or "E" in text:
        try:
            return _new(Token, (_FLOAT_KIND, text, start, end, float(text)))
        except ValueError:
            return _new(Token, (_ERROR_KIND, text, start, end, None))
    if len(text) > 1 and text[0] == "0":
        if "8" in text or "9" in text:
            return _new(Token, (_ERROR_KIND, text, start, end, None))
        return _new(Token, (_INT_KIND, text, start, end, int(text, 8)))
    return _new(Token, (_INT_KIND, text, start, end, _decimal(text)))


# One pass over the line: the first alternative that matches at a position wins. Every
# character is matched by some alternative and none matches the empty string, so the
# lexemes tile the line and each one's column is the sum of the lengths before it.
# (the pieces _LEXEME and words' _WORD share)
_BLANKS = r"[ \t\r\f\v\x00]+"
_LABEL_REF = r"(?:[1-9][0-9]*|0[0-7]*)[bf](?![A-Za-z0-9_.$@?])"  # a numeric local label's reference (1b, 2f)
# ('.4byte', '.4$': a name, as in llvm-mc, where digits after '.' are a number only
# when no identifier character but an exponent's 'e' follows them)
_DOT_DIGITS_NAME = r"\.[0-9]++(?=[A-Za-z_.$@?])(?![eE])[A-Za-z0-9_.$@?]*"
# ("0b" is binary only when a digit follows: "0bx" is the integer 0, then "bx")
_NUMBERS = (r"0[xX][0-9A-Fa-f]*|0[bB](?=[0-9])[01]*|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?"
            r"|\.[0-9]+(?:[eE][+-]?[0-9]+)?")
# (a character literal: ' and a character, or an escaped one, then the closing '; without
# that ', llvm-mc's lexer has still taken the two (three) characters: one error token)
_REST = (r"'(?:\\.|[^\\])'|'(?:\\.?|.)?.?"
         r'|"(?:[^"\\]|\\.)*"'
         r'|".*'
         r"|[\x01-\x08\x0e-\x1f`\x7f-\U0010ffff]"
         r"|/\*.*|<<|>>|==|!=|<=|>=|&&|\|\||<>|.")
_LEXEME = re.compile(
    _BLANKS + "|" + _LABEL_REF + "|" + _DOT_DIGITS_NAME + "|" + _NUMBERS
    + r"|[A-Za-z_.][A-Za-z0-9_.$@?]*|" + _REST,
    re.DOTALL,
)
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
# Which alternative a lexeme came from, by its first character (anything not listed is
# punctuation; non-ASCII characters are invalid).
_WS, _NUM, _IDENT_START, _DOT, _QUOTE, _DQUOTE, _BAD, _PUNCT_START = range(8)
_CLASS: dict[str, int] = {}
for _c in " \t\r\f\v\x00":
    _CLASS[_c] = _WS
for _c in "0123456789":
    _CLASS[_c] = _NUM
for _c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_":
    _CLASS[_c] = _IDENT_START
_CLASS["."] = _DOT
_CLASS["'"] = _QUOTE
_CLASS['"'] = _DQUOTE
for _i in [*range(0x01, 0x09), *range(0x0E, 0x20), 0x60, 0x7F]:
    _CLASS[chr(_i)] = _BAD
for _i in range(0x80):
    _CLASS.setdefault(chr(_i), _PUNCT_START)
# (llvm-mc's character literals know these escapes; any other escaped character, even
# '\0', stands for itself)
_ESCAPES = {"n": 10, "t": 9, "r": 13, "b": 8, "f": 12}
_IDENT_KIND, _PUNCT_KIND, _STRING_KIND, _ERROR_KIND = Kind.IDENT, Kind.PUNCT, Kind.STRING, Kind.ERROR
_INT_KIND, _FLOAT_KIND, _EOL_KIND = Kind.INT, Kind.FLOAT, Kind.EOL
_DIGITS = frozenset("0123456789")
_IDENT_CHAR = re.compile(r"[A-Za-z0-9_.$@?]")
_DOT_NUMBER = re.compile(r"\.[0-9]+(?:[eE][+-]?[0-9]+)?")
# A sign right after a number's fraction (no exponent between: '0.0+1', '.5-1'): llvm-mc's
# lexer reads it as part of the number and gives up there, an error token (empty, at the
# sign: "invalid sign in float literal") in place of the number; the sign is read next.
# (The token's value is the column where the number starts, where llvm-mc's token does.)
_SIGNS = ("+", "-")
_EXPONENT = re.compile(r"[eE]")
#: the text of that error token
BAD_SIGN = ""
#: A block comment that the input ends inside: llvm-mc's lexer gives up at its '/*' (an
#: error token, "unterminated comment", that takes the rest of the input). The code of
#: such a line keeps its '/*' (source.mark_unterminated) and the lexer makes it one.
UNTERMINATED_COMMENT = "/*"


_PRINTABLE_NAME = re.compile(r"[A-Za-z0-9_$.]+")


def shown_name(name: str) -> str:
    """A symbol's name as llvm-mc prints it: quoted when it holds a character its printer
    does not take unquoted ('@' and '?' are identifier characters, but not printable)."""
    if _PRINTABLE_NAME.fullmatch(name):
        return name
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def shown_reference(name: str) -> str:
    """A symbol named in an expression: what follows its first '@' is a variant
    (``sym@rel32@lo``), printed after the name as written."""
    sym, at, variant = name.partition("@")
    return shown_name(sym) + at + variant if sym and variant else shown_name(name)


# words' pattern: _LEXEME's alternatives, the IDENT lexemes (a numeric label's reference
# too) as its one group, so findall hands them over without a look at every lexeme
# (an identifier can take a dot before a non-digit only: '.5' stays a number's)
_WORD = re.compile(
    _BLANKS + "|(" + _LABEL_REF + "|" + _DOT_DIGITS_NAME + r"|[$@]?(?:[A-Za-z_]|\.(?![0-9]))[A-Za-z0-9_.$@?]*"
    + r"|[$@](?:0[xX][0-9A-Fa-f]*|[0-9]+))|"
    + _NUMBERS + "|" + _REST,
    re.DOTALL,
)


def spaced_reference(tokens: list[Token], k: int) -> str | None:
    """llvm-mc's expression parser reads an integer then the name 'b' or 'f' as a numeric
    label's reference, blanks between or not ('1 b'; "'a'f" is 97f), the name's '@' part a
    variant ('1f@rel32@lo', which the lexer makes an integer and a name): its name when
    ``tokens[k]`` starts one (the two tokens stay as they are: elsewhere, as in a macro's
    parameters, they are two)."""
    nxt = tokens[k + 1]
    if nxt.kind is _IDENT_KIND and nxt.text[:1] in _REFERENCE_SUFFIXES and tokens[k].kind is _INT_KIND:
        text = nxt.text
        if len(text) == 1 or text[1] == "@":
            return f"{tokens[k].value}{text}"
    return None


_REFERENCE_SUFFIXES = ("b", "f")


def words(line: str) -> list[str]:
    """The texts of the line's IDENT tokens, without making the tokens (the same lexemes
    as tokenize; a numeric label's reference, "1b", is one too)."""
    return list(filter(None, _WORD.findall(line)))


def tokenize(line: str) -> list[Token]:
    """Split one line (comments already removed) into tokens, ending with EOL."""
    tokens: list[Token] = []
    append = tokens.append
    new, token, classes = _new, Token, _CLASS
    end = 0
    for text in _LEXEME.findall(line):
        start = end
        end += len(text)
        cls = classes.get(text[0], _BAD)
        if cls == _IDENT_START:
            append(new(token, (_IDENT_KIND, text, start, end, None)))
        elif cls == _PUNCT_START:
            # Anything else, including stray bytes, is one punctuation token: the
            # parser turns it into a diagnostic with this exact span.
            if text[:2] == UNTERMINATED_COMMENT:  # (see UNTERMINATED_COMMENT)
                append(new(token, (_ERROR_KIND, text, start, end, None)))
            else:
                append(new(token, (_PUNCT_KIND, text, start, end, None)))
        elif cls == _WS:
            continue
        elif cls == _NUM:
            if text.isdigit() and (text[0] != "0" or len(text) == 1):
                append(new(token, (_INT_KIND, text, start, end,
                                   int(text) if len(text) <= _MAX_DECIMAL_DIGITS else HUGE)))
            elif text[-1] in "bf" and text[:-1].isdigit() and not _IDENT_CHAR.match(line, end):
                # "1b"/"2f": a symbol reference (directional.py numbers them), though
                # "0b" followed by binary digits was a number
                append(new(token, (_IDENT_KIND, text, start, end, None)))
            elif "." in text and line[end:end + 1] in _SIGNS and not _EXPONENT.search(text):
                append(new(token, (_ERROR_KIND, "", end, end, start)))  # (see _SIGNS)
            else:
                append(_number(text, start))
        elif cls == _DOT:
            if text[1:2] in _DIGITS and _DOT_NUMBER.fullmatch(text):
                if line[end:end + 1] in _SIGNS and not _EXPONENT.search(text):
                    append(new(token, (_ERROR_KIND, "", end, end, start)))  # (see _SIGNS)
                else:
                    append(_number(text, start))
            else:
                append(new(token, (_IDENT_KIND, text, start, end, None)))
        elif cls == _QUOTE:
            if text[-1:] != "'" or len(text) < 3 or len(text) == 3 and text[1] == "\\":
                # ("single quote way too long": the closing ' is not where it must be; at
                # the line's end the lexer takes the line break too, see runaway_quote)
                append(new(token, (_ERROR_KIND, text, start, end, None)))
            else:
                # 'a' is the integer 97, as in LLVM's lexer.
                body = text[1:-1]
                value = ord(body[-1]) if not body.startswith("\\") else _ESCAPES.get(body[1], ord(body[1]))
                append(new(token, (_INT_KIND, text, start, end, value)))
        elif cls == _DQUOTE and _STRING.fullmatch(text):
            append(new(token, (_STRING_KIND, text, start, end, None)))
        else:
            append(new(token, (_ERROR_KIND, text, start, end, None)))
    n = len(line)
    append(new(token, (_EOL_KIND, "", n, n, None)))
    if ("$" in line or "@" in line) and len(tokens) > 2:
        return _prefixed(tokens)
    return tokens


def _prefixed(tokens: list[Token]) -> list[Token]:
    """``tokens`` with each '$' or '@' that an identifier or an integer follows right
    after made one name with it: llvm-mc reads ``$a``, ``@b``, ``$1`` as names (its
    parseIdentifier joins them) wherever it reads a name or an expression."""
    out: list[Token] = []
    k, n = 0, len(tokens)
    while k < n:
        t = tokens[k]
        if t.kind is _PUNCT_KIND and (t.text == "$" or t.text == "@") and k + 1 < n:
            nxt = tokens[k + 1]
            if nxt.start == t.end and (nxt.kind is _IDENT_KIND or nxt.kind is _INT_KIND):
                if nxt.kind is _IDENT_KIND and nxt.text[0] in _DIGITS:
                    # ('$1b': llvm-mc's integer 1 makes '$1', then the name 'b')
                    digits = nxt.text[:-1]
                    out.append(_new(Token, (_IDENT_KIND, t.text + digits, t.start, nxt.end - 1, None)))
                    out.append(_new(Token, (_IDENT_KIND, nxt.text[-1], nxt.end - 1, nxt.end, None)))
                else:
                    out.append(_new(Token, (_IDENT_KIND, t.text + nxt.text, t.start, nxt.end, None)))
                k += 2
                continue
        out.append(t)
        k += 1
    return out


_STRING_AT = re.compile(r'"(?:[^"\\]|\\.)*"?')  # (a string, closed or not)


def runaway_quote(line: str, any_error: bool = False) -> bool:
    """Does llvm-mc's lexer read past the end of ``line`` (raw text) into the next one?
    A ' takes the next character (two after a backslash) and one more, which should be
    the closing '; when the line ends among those, the line break is taken too. (An
    unclosed ' that does not reach the end, as in 'a: b', only makes an error token.)
    ``any_error``: is there any such error token in the line's code (bad_quote)?"""
    i, n = 0, len(line) - (line[-1:] == "\n")
    while i < n:
        c = line[i]
        if c == ";" or line.startswith("//", i):
            return False
        if c == "/" and line.startswith("/*", i):
            end = line.find("*/", i + 2)
            if end < 0:
                return False
            i = end + 2
        elif c == '"':
            i = _STRING_AT.match(line, i).end()
        elif c == "'":
            last = i + (3 if line[i + 1:i + 2] == "\\" else 2)
            if last >= n or any_error and line[last] != "'":
                return True
            i = last + 1
        else:
            i += 1
    return False


def bad_quote(line: str) -> bool:
    """Does the code of ``line`` (raw text) hold a ' that starts no character literal?"""
    return runaway_quote(line, any_error=True)


#: the lexer's message for a ' that starts no character literal
QUOTE_ERROR = "single quote way too long"
#: ... for one that its buffer (the input, an included file) ends right after, with no
#: line end: the lexer meets the end where the character should be
QUOTE_AT_END = "unterminated single quote"


def quote_message(line: str, col: int, at_end: bool) -> str:
    """The lexer's message for the ' at ``col`` of the raw ``line``; ``at_end``: the line
    is its buffer's last and has no line end."""
    return QUOTE_AT_END if at_end and line[col:] in ("'", "'\\") else QUOTE_ERROR


#: a ' close enough to a line's end to run past it (runaway_quote says whether it does)
RUNAWAY = re.compile(r"'[^\n]{0,2}$", re.M)


def glued_lines(lines: list[str], codes: list[str]) -> set[int]:
    """The lines llvm-mc's lexer reads as the rest of the statement before them, which
    fails there (a character literal that runs past its line's end, runaway_quote; the
    next line may do so again). ``lines``: raw, ``codes``: without comments."""
    out: set[int] = set()
    for k in range(len(codes) - 1):
        if "'" in codes[k] and RUNAWAY.search(lines[k]) and runaway_quote(lines[k]):
            out.add(k + 1)
    return out
