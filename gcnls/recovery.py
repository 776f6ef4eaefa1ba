"""What llvm-mc meets on the rest of an instruction after a register operand has failed.

A register's error (its index out of range, misaligned, of an unsupported size, its indices
in the wrong order) is raised once the register has been read, with the parser standing on
the token after it. llvm-mc then skips the rest of the statement token by token:

- an error token where the register's error is raised is stepped over silently (an
  error at an error token replaces the lexer's own);
- a malformed number (or a ' that starts no character literal) met while skipping is
  the lexer's error, reported at its column;
  reporting it steps over the token after it too, so a malformed number just before the
  end of the line takes that end with it: the skipping goes on into the next line, which
  is lost (a directive there included), as it is when a ' takes the line's end;
- an operand that fails at an error token ("failed parsing operand.") is skipped like
  a register's error.
"""

from __future__ import annotations

import re

from .lexer import BAD_SIGN, QUOTE_ERROR, Kind, Token, bad_quote

# (the messages of these are raised where the register ends; index_order at its first index)
_AFTER_REGISTER = frozenset({"register-out-of-range", "misaligned-register"})
_SIZE = "invalid or unsupported register size"
_ORDER = "first register index should not exceed second index"

#: a malformed number somewhere in a line: only such lines can be affected
#: (its '0' first, the look-behind on it after: the search then jumps from '0' to '0';
#: led by the look-behind, it was tried at every column, ~3 us a line)
#: (or a sign right after a fraction, '0.0+1': its '.' first, a few more lines than need it)
_NUMBERS = r"0(?<![\w.$@?]0)(?:[xX](?![0-9A-Fa-f])|[0-7]*[89]|[bB][01]*[2-9])|\.[0-9]*[+-]"
#: (or a ' that may start no character literal: "single quote way too long")
MAY_MATTER = re.compile(_NUMBERS + "|'")
_MAY_MATTER_NUMBERS = re.compile(_NUMBERS)


def may_matter_raw(text: str) -> bool:
    """MAY_MATTER on raw text, comments and all: a ' counts only in a line's code (an
    apostrophe in a comment is common)."""
    if _MAY_MATTER_NUMBERS.search(text):
        return True
    if "'" not in text:
        return False
    for line in text.split("\n"):
        if "'" in line and bad_quote(line):
            return True
    return False
_OPERAND = "failed parsing operand."


def _lexer_message(tok: Token) -> str | None:
    text = tok.text.lower()
    if tok.kind is not Kind.ERROR:
        return None
    if text == BAD_SIGN:
        return "invalid sign in float literal"
    if text.startswith("0x"):
        return "invalid hexadecimal number"
    if text.startswith("0b"):
        return "invalid binary number"
    if text[:1] == "0" and text[1:2].isdigit():
        return "invalid octal number"
    if text[:1] == "'":
        return QUOTE_ERROR
    return None


def _runaway(tok: Token) -> bool:
    """Is ``tok`` a character literal's error token that took the line's end (and so
    the next line into the statement)?"""
    text = tok.text
    return tok.kind is Kind.ERROR and text[:1] == "'" and len(text) < (4 if text[1:2] == "\\" else 3)


def after_failure(tokens: list[Token], code: str, message: str, start: int, end: int) -> tuple[list[tuple[str, int]], bool]:
    """The lexer's errors (message, column) llvm-mc reports on the rest of the statement
    after the operand error (``code``, ``message`` at columns ``start``..``end``), and
    whether the next line is lost."""
    if message == _OPERAND:
        # (an operand that fails at the lexer's error token: the token is stepped over)
        k = next((k for k, t in enumerate(tokens) if t.start == start and t.kind is Kind.ERROR), None)
        if k is None:
            return [], False
        if _runaway(tokens[k]):
            return [], True
        return _errors_from(tokens, k + 1)
    if code not in _AFTER_REGISTER and message not in (_SIZE, _ORDER):
        return [], False
    if message == _ORDER:
        k = next((k for k, t in enumerate(tokens) if t.start >= start and t.text == "]" and t.kind is Kind.PUNCT), None)
        if k is None:
            return [], False
        k += 1
    else:
        k = next(k for k, t in enumerate(tokens) if t.start >= end or t.kind is Kind.EOL)
    if _lexer_message(tokens[k]) is not None:
        k += 1
    return _errors_from(tokens, k)


def eaten_line(tokens: list[Token]) -> tuple[list[tuple[str, int]], bool]:
    """The lexer's errors (message, column) on a line llvm-mc eats after a failure took it
    (after_failure's ``lost``), and whether the next line goes with it."""
    return _errors_from(tokens, 0)


def _errors_from(tokens: list[Token], k: int) -> tuple[list[tuple[str, int]], bool]:
    """The lexer's errors (message, column) from token ``k`` on, each error token taking the
    token after it, and whether the last one ends the line (then the next line goes too)."""
    found: list[tuple[str, int]] = []
    while tokens[k].kind is not Kind.EOL:
        text = _lexer_message(tokens[k])
        if text is None:
            k += 1
            continue
        found.append((text, tokens[k].start))
        if tokens[k + 1].kind is Kind.EOL or _runaway(tokens[k + 1]):
            return found, True
        k += 2
    return found, False


def comments_after_errors(raw, errors: dict[int, bool]) -> tuple[dict[int, int], set[int]]:
    """After a rejected statement, llvm-mc's lexer does not take a block comment that
    starts the next line as a comment: after a rejected instruction the first such line is
    swallowed, any other is "unexpected token at start of statement" at its first
    character; a block comment left open there swallows the lines up to its end. (gcnls
    mc follows the same rule in its own loop, with the expansion's exceptions.)

    ``raw``: the lines; ``errors``: line -> True when it is a rejected instruction, False
    for another rejected statement. Returns (line -> column of that error, the lines whose
    own statements are lost)."""
    reports: dict[int, int] = {}
    lost: set[int] = set()
    n = len(raw)
    for line, instruction in sorted(errors.items()):
        if line in lost:
            continue
        k = line + 1
        while k < n and k not in lost and raw[k].lstrip().startswith("/*"):
            text = raw[k]
            if instruction:
                instruction = False
            else:
                reports[k] = len(text) - len(text.lstrip())
            lost.add(k)
            if text.rfind("/*") > text.rfind("*/"):
                k += 1
                while k < n and "*/" not in raw[k]:
                    lost.add(k)
                    k += 1
                lost.add(k)
            k += 1
    lost.discard(n)
    return reports, lost
