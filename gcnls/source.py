"""Source text as lines of code with comments blanked out.

Comments (``;`` and ``//`` to the end of the line, ``/* ... */`` across lines) are
replaced by spaces, so every column of the code keeps the column the user sees; the
code line is then right-stripped. Inside a ``"..."`` string (which ends at the end of
its line; ``\\`` escapes the next character) nothing starts a comment.

This is the one implementation of those rules: ``strip_line`` strips one line given
whether it starts inside a block comment and says whether it ends inside one (what an
editor needs to re-strip only the lines after an edit); ``strip_comments`` and
``strip_with_states`` do a whole document.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate, compress, repeat
from operator import add, contains

# What may change the state of a line outside strings and block comments (a ' too: the
# character literal it starts takes the characters after it, see strip_line).
_SPECIAL = re.compile(r'"|/\*|//|;|\'')
# A string from its opening quote: up to the closing quote, or to the end of the line.
_STRING = re.compile(r'"(?:[^"\\]+|\\.)*(")?', re.S)


# A line ends at "\r\n", "\n" or a lone "\r" (llvm-mc's lexer ends a statement at a
# lone CR too; LSP counts all three as line breaks).
_LINE_END = re.compile(r"\r\n?|\n")


def split_lines(text: str) -> list[str]:
    """Lines as llvm-mc reads statements: ``\\n``, ``\\r\\n`` or a lone ``\\r`` ends one."""
    if "\r" not in text:
        lines = text.split("\n")
    else:
        lines = _LINE_END.split(text)
    if lines and lines[-1] == "" and text.endswith(("\n", "\r")):
        lines.pop()
    return lines


def line_numbers(text: str) -> list[int] | None:
    """The line number llvm-mc reports for each line of split_lines(text) (it counts
    ``\\n`` only, so the pieces of a line cut by lone CRs share one number); None when
    the text has no lone CR (then line i is number i + 1)."""
    if "\r" not in text or not re.search(r"\r(?!\n)", text):
        return None
    out = []
    number = 1
    for m in _LINE_END.finditer(text):
        out.append(number)
        if m.group() != "\r":
            number += 1
    if not text.endswith(("\n", "\r")):
        out.append(number)
    return out


def strip_line(line: str, in_block: bool = False) -> tuple[str, bool]:
    """(``line`` with its comments blanked and right-stripped, whether a ``/* */`` comment
    is still open at its end); ``in_block``: one is open at its start."""
    if not in_block:
        m = _SPECIAL.search(line)
        if m is None:
            return line.rstrip(), False
        if m.group() in (";", "//"):
            return line[:m.start()].rstrip(), False
        hash_at = line.find("#", 0, m.start())
        if hash_at >= 0 and not line[:hash_at].strip(" \t"):
            # a '#' that starts the line: llvm-mc's lexer takes all of it for a comment (no
            # string or block comment starts in it); the '#' stays (syntax.parse_statement
            # reads it as a comment, the expansion as an error where a line starts mid-statement)
            return line[:hash_at + 1], False
    parts: list[str] = []
    i, n = 0, len(line)
    search, string = _SPECIAL.search, _STRING.match
    while i < n:
        if in_block:
            j = line.find("*/", i)
            if j < 0:
                break  # blanks to the end: removed by the final rstrip
            parts.append(" " * (j + 2 - i))
            i = j + 2
            in_block = False
            continue
        m = search(line, i)
        if m is None:
            parts.append(line[i:])
            break
        j = m.start()
        tok = m.group()
        if tok == '"':
            s = string(line, j)
            if s.group(1) is None:  # an unterminated string runs to the end of the line
                parts.append(line[i:])
                break
            end = s.end()
            parts.append(line[i:end])
            i = end
        elif tok == "/*":
            parts.append(line[i:j])
            parts.append("  ")
            i = j + 2
            in_block = True
        elif tok == "'":
            end = char_literal_end(line, j)  # (';' is 59: a '"' or '/' there starts nothing)
            parts.append(line[i:end])
            i = end
        else:  # ";" or "//": the rest of the line is a comment
            parts.append(line[i:j])
            break
    return "".join(parts).rstrip(), in_block


def char_literal_end(line: str, j: int) -> int:
    """Where the character literal whose ' is at ``j`` ends: llvm-mc's lexer takes the
    character after the ' (two after a backslash) and one more, the closing ' or not,
    whatever they are (no comment or string starts in them)."""
    return j + (4 if line[j + 1:j + 2] == "\\" else 3)


def strip_with_states(lines: list[str], in_block: bool = False) -> tuple[list[str], list[bool]]:
    """(the stripped lines, for each line whether it starts inside a block comment)."""
    if len(lines) < _FEW_LINES:
        out: list[str] = []
        starts: list[bool] = []
        search = _SPECIAL.search
        for line in lines:
            starts.append(in_block)
            if not in_block and search(line) is None:
                out.append(line.rstrip())
            else:
                code, in_block = strip_line(line, in_block)
                out.append(code)
        return out, starts
    # Most lines of a file hold no comment or string: those are only right-stripped (at C
    # speed), and one search of the joined text finds the others (a 4,000-line kernel:
    # a quarter of the line by line loop's time). A line with none of _SPECIAL nor a
    # "*/" is stripped alike, whatever the state, which only lines that have one change.
    out = list(map(str.rstrip, lines))
    starts = [False] * len(lines)
    ends = joined_ends(lines)
    at = 0  # the first line not stripped yet
    for m in _SPECIAL_OR_END.finditer("\n".join(lines)):
        i = bisect_right(ends, m.start())
        if i < at:
            continue  # (a line already stripped)
        if in_block:  # (the lines up to it are inside the comment)
            out[at:i] = [""] * (i - at)
            starts[at:i + 1] = [True] * (i + 1 - at)
        out[i], in_block = strip_line(lines[i], in_block)
        at = i + 1
    if in_block:
        n = len(lines)
        out[at:] = [""] * (n - at)
        starts[at:] = [True] * (n - at)
    return out, starts


def joined_ends(lines: list[str]) -> list[int]:
    """Where each line's successor starts in ``"\\n".join(lines)``: line ``bisect_right(ends,
    k)`` holds the joined text's offset ``k`` (for one search of a whole text in place of
    one per line; made at C speed)."""
    return list(accumulate(map(add, map(len, lines), repeat(1))))


# strip_with_states: below this many lines, line by line
_FEW_LINES = 64
# What may change how a line is stripped: _SPECIAL, or the end of a block comment.
_SPECIAL_OR_END = re.compile(_SPECIAL.pattern + r"|\*/")


def continued_statements(code: list[str], starts: list[bool]) -> dict[int, list[int]]:
    """Statements a block comment carries over line ends: llvm-mc's lexer reads on after
    the comment, so ``s_movk_i32 s0, /*`` then ``*/ 1`` is one statement. {a line with code
    that ends inside a block comment: the later lines whose code belongs to its statement,
    the last one where it ends} (``code``/``starts``: strip_with_states's answer)."""
    out: dict[int, list[int]] = {}
    n = len(code)
    i = 0
    while i < n:
        if not (i + 1 < n and starts[i + 1] and code[i].strip()):
            i += 1
            continue
        later: list[int] = []
        k = i
        while k + 1 < n and starts[k + 1]:
            j = k + 1
            while j + 1 < n and starts[j + 1] and not code[j].strip():
                j += 1  # (inside the comment, or where one ends and the next begins)
            later.append(j)  # (the statement's code goes on there, or it ends there)
            k = j
        out[i] = later
        i = k + 1
    return out


def _closing_quote(raw: str) -> int:
    """Where a string that is open at the start of ``raw`` ends (-1: not on this line)."""
    j, n = 0, len(raw)
    while j < n:
        c = raw[j]
        if c == "\\":
            j += 2
        elif c == '"':
            return j
        else:
            j += 1
    return -1


def open_string(code: str) -> bool:
    """Does the statement's code end inside a string?"""
    from .lexer import Kind, tokenize

    tokens = tokenize(code)
    return len(tokens) > 1 and tokens[-2].kind is Kind.ERROR and tokens[-2].text[:1] == '"'


def continued_strings(lines: list[str], code: list[str], starts: list[bool]):
    """Statements a string carries over line ends: llvm-mc's lexer reads a string on across
    a line end to its closing quote on a later line (or to the end of the input), where the
    statement goes on. ``code``/``starts`` (strip_with_states's answer, which took the
    string's text for code) are put right in place: the statement's code, each later
    line's text joined to it by a newline, at its first line; "" at the later ones.
    {first line: (its own code, [(a later line, where it starts in the joined code, its
    part)])}; only strings that start on a line with code before them."""
    out: dict[int, tuple[str, list[tuple[int, int, str]]]] = {}
    last_quote = max((k for k, line in enumerate(lines) if '"' in line), default=-1)
    i, n = 0, len(lines)
    while i < n:
        if i >= last_quote or '"' not in code[i] or not open_string(code[i]):
            i += 1
            continue
        joined, parts, k, in_block = code[i], [], i, False
        while k < last_quote and open_string(joined):
            k += 1
            raw = lines[k]
            q = _closing_quote(raw)
            rest, in_block = strip_line(raw[q + 1:]) if q >= 0 else ("", False)
            part = raw if q < 0 else raw[:q + 1] + rest
            parts.append((k, len(joined) + 1, part))
            joined += "\n" + part
            code[k] = ""
        out[i] = (code[i], parts)
        code[i] = joined
        if k + 1 < n and starts[k + 1] != in_block:  # (what looked like a comment was string)
            code[k + 1:], starts[k + 1:] = strip_with_states(lines[k + 1:], in_block)
        i = k + 1
    return out


def mark_unterminated(lines: list[str], code: list[str], starts: list[bool]) -> int | None:
    """When the input ends inside a block comment, put its '/*' back into the code of the
    line that opens it (in place), where the lexer makes it llvm-mc's error token
    (lexer.UNTERMINATED_COMMENT); that line, or None."""
    if not lines or not strip_line(lines[-1], starts[-1])[1]:
        return None
    k = len(lines) - 1
    while k and starts[k]:
        k -= 1
    col = lines[k].rfind("/*")
    if col < len(code[k]):
        return None
    code[k] = code[k].ljust(col) + lines[k][col:]
    return k


def continues(code: str, ends_in_block: bool) -> bool:
    """Does a line's statement go on on the next line (llvm-mc's lexer reads on): its code
    (strip_line's) ends inside a block comment, or inside a string? ``ends_in_block``: a
    block comment is open at its end."""
    return (ends_in_block and code.strip() != "") or ('"' in code and open_string(code))


def continuing_lines(code: list[str], starts: list[bool], open_end: bool = False, quoted: bool = True) -> list[int]:
    """The lines ``continues`` holds for, and the last one when a block comment is open at
    its end (``open_end``: the input ends inside it); ``code``/``starts``: strip_with_states's
    answer; ``quoted`` False: no line holds a '"'. Found without a call per line where no
    line has a quote or starts inside a block comment."""
    out = [i - 1 for i in compress(range(len(starts)), starts) if i and code[i - 1].strip()]
    if open_end and code:  # (the input ends inside the comment: mark_unterminated)
        out.append(len(code) - 1)
    if not quoted:
        return out
    quoted = [i for i in compress(range(len(code)), map(contains, code, repeat('"'))) if open_string(code[i])]
    return sorted(set(out).union(quoted)) if quoted else out


def join_continued(lines: list[str], code: list[str], starts: list[bool], blanks: list[bool],
                   strings: dict) -> tuple[dict, list[tuple[int, int]]]:
    """Make each statement carried over line ends one: by a string (``strings``:
    continued_strings's answer, already in ``code``) or by a block comment
    (continued_statements). ``code`` gets the joined statement at its first line and ""
    at the later ones, which print no empty line (``blanks``); both are changed in place.
    ({first line: (its own code, [(a later line, where its part starts in the joined
    code, its part)])}, [(first line, column)]: the line ends inside a string)."""
    continued: dict[int, tuple[str, list[tuple[int, int, str]]]] = {}
    newlines: list[tuple[int, int]] = []
    for i, (own, parts) in strings.items():
        continued[i] = (own, parts)
        for j, offset, _ in parts:
            blanks[j] = False
            newlines.append((i, offset - 1))
    if any(starts):
        for i, later in continued_statements(code, starts).items():
            if i in continued:
                continue  # (a string's statement)
            parts, joined = [], code[i]
            for j in later:
                # (a part with no code ends the statement after its comment: the end of
                # statement is placed from there)
                own = code[j] if code[j].strip() else " " * (lines[j].find("*/") + 2)
                parts.append((j, len(joined) + 1, own))
                joined += " " + code[j]
                code[j], blanks[j] = "", False
            continued[i] = (code[i], parts)
            code[i] = joined
    return continued, newlines


def strip_comments(lines: list[str]) -> list[str]:
    """The same lines with every comment blanked; a block comment may span lines."""
    return strip_with_states(lines)[0]


def eos_column(raw: str, code: str) -> int:
    """Where llvm-mc's end-of-statement token of a line is: at its trailing line comment
    (``;``, ``//``, ``#``), else at the end of the raw line; ``/* */`` comments and blanks
    before it count as space. ``code`` is the line as strip_line gives it."""
    pos, n = len(code), len(raw)
    while pos < n:
        ch = raw[pos]
        if ch in " \t":
            pos += 1
        elif raw.startswith("/*", pos):
            end = raw.find("*/", pos + 2)
            if end < 0:
                return n
            pos = end + 2
        else:
            return pos
    return n


def has_line_comment(raw: str, code: str) -> bool:
    return eos_column(raw, code) < len(raw)
