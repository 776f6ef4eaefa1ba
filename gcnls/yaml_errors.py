"""What LLVM's YAML reader says about the text of an ``.amdgpu_metadata`` block.

llvm-mc hands the block's text to LLVM's YAML reader (through its msgpack document
reader) before it checks the HSA metadata schema. When the text is not YAML as that
reader takes it, the reader prints its own errors ("YAML:LINE:COL: error: ...", with
the line and a caret) before llvm-mc's "invalid HSA metadata". This module follows
that reader closely enough to give the same errors in the same order:

- a scanner that makes tokens on demand (a plain scalar or quoted scalar may be a
  "simple key": the scanner reads on until it knows), with the block indentation
  stack, flow levels and the tokens that close blocks;
- a parser whose nodes are read lazily, as the reader's are: an error in a part of the
  text it never reaches (after the first non-empty document) is never reported;
- the pass that turns the nodes into the tree the traits read, with its own errors
  (a duplicated key, a key without a value after a scanner error, a key that is not a
  scalar), which are printed with a range under the key.

The scanner prints only its first error; the later pass prints each of its own.
Positions are indices into the text; ``errors()`` turns them into lines and columns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# token kinds
ERROR, STREAM_START, STREAM_END, VERSION_DIR, TAG_DIR, DOC_START, DOC_END, BLOCK_ENTRY, BLOCK_END, \
    BLOCK_SEQ_START, BLOCK_MAP_START, FLOW_ENTRY, FLOW_SEQ_START, FLOW_SEQ_END, FLOW_MAP_START, \
    FLOW_MAP_END, KEY, VALUE, SCALAR, BLOCK_SCALAR, ALIAS, ANCHOR, TAG = range(23)

_BLANK = " \t\r\n"
# nb-chars that neither end a plain scalar nor need a closer look (blanks, ':', flow
# indicators and what is no nb-char are handled one by one)
_PLAIN_RUN = re.compile("[^ \t\r\n:,\\[\\]{}\x00-\x08\x0a-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufeff\ufffe\uffff]+")
_FLOW_INDICATORS = ",[]{}"


class _Token:
    __slots__ = ("kind", "start", "end", "value")

    def __init__(self, kind: int, start: int | None = None, end: int | None = None, value: str = ""):
        self.kind = kind
        self.start = start
        self.end = start if end is None else end
        self.value = value


@dataclass
class _SimpleKey:
    tok: _Token
    column: int
    line: int
    flow_level: int
    required: bool = False


def _nb(ch: str) -> bool:
    """An nb-char: printable, not a line break (invalid UTF-8, kept as surrogates, is not)."""
    o = ord(ch)
    return (o == 9 or 0x20 <= o <= 0x7E or o == 0x85 or 0xA0 <= o <= 0xD7FF
            or (0xE000 <= o <= 0xFFFD and o != 0xFEFF) or 0x10000 <= o <= 0x10FFFF)


@dataclass
class Report:
    """One printed error: ``pos`` (an index into the text, or None for none) and, for the
    tree pass's errors, the end of the range under it."""
    pos: int | None
    message: str
    end: int | None = None


class _Scanner:
    def __init__(self, text: str):
        self.s = text
        self.cur = 0
        self.end = len(text)
        self.indent = -1
        self.column = 0
        self.line = 0
        self.flow = 0
        self.start_of_stream = True
        self.key_allowed = True
        self.adjacent_value = False  # (a ':' right after a quoted scalar or ] or } is a value)
        self.failed = False
        self.ec = False  # (the reader's error code: set by every error, printed or not)
        self.queue: list[_Token] = []
        self.indents: list[int] = []
        self.keys: list[_SimpleKey] = []
        self.reports: list[Report] = []

    # -- errors --
    def set_error(self, message: str, pos: int | None) -> None:
        if pos is not None and pos >= self.end:
            pos = self.end - 1
        self.ec = True
        if not self.failed:
            self.reports.append(Report(pos, message))
        self.failed = True

    # -- the queue --
    def peek(self) -> _Token:
        need_more = False
        while True:
            if not self.queue or need_more:
                if not self.fetch():
                    self.queue.clear()
                    self.keys.clear()
                    self.queue.append(_Token(ERROR))
                    return self.queue[0]
            self.remove_stale_keys()
            head = self.queue[0]
            if any(k.tok is head for k in self.keys):
                need_more = True
            else:
                return head

    def next(self) -> _Token:
        t = self.peek()
        if self.queue:
            self.queue.pop(0)
        return t

    # -- character classes --
    def at(self, i: int) -> str:
        return self.s[i] if i < self.end else ""

    def blank_or_break(self, i: int) -> bool:
        return i < self.end and self.s[i] in _BLANK

    def skip_nb(self, i: int) -> int:
        return i + 1 if i < self.end and _nb(self.s[i]) else i

    def skip_break(self, i: int) -> int:
        if i >= self.end:
            return i
        if self.s[i] == "\r":
            return i + 2 if self.at(i + 1) == "\n" else i + 1
        return i + 1 if self.s[i] == "\n" else i

    def skip(self, n: int) -> None:
        self.cur += n
        self.column += n

    # -- simple keys and indentation --
    def save_key(self, tok: _Token, column: int, required: bool = False) -> None:
        if self.key_allowed:
            self.keys.append(_SimpleKey(tok, column, self.line, self.flow, required))

    def remove_stale_keys(self) -> None:
        line, column = self.line, self.column
        if all(k.line == line and k.column + 1024 >= column for k in self.keys):
            return  # (the common case: nothing to drop)
        kept = []
        for k in self.keys:
            if k.line != self.line or k.column + 1024 < self.column:
                if k.required:
                    self.set_error("Could not find expected : for simple key", k.tok.start)
            else:
                kept.append(k)
        self.keys = kept

    def remove_keys_on_level(self, level: int) -> None:
        if self.keys and self.keys[-1].flow_level == level:
            self.keys.pop()

    def unroll(self, column: int) -> None:
        if self.flow:
            return
        while self.indent > column:
            self.queue.append(_Token(BLOCK_END, self.cur, self.cur + 1))
            self.indent = self.indents.pop()

    def roll(self, column: int, kind: int, where: int) -> None:
        if self.flow:
            return
        if self.indent < column:
            self.indents.append(self.indent)
            self.indent = column
            self.queue.insert(where, _Token(kind, self.cur, self.cur))

    # -- scanning --
    def skip_comment(self) -> None:
        if self.at(self.cur) != "#":
            return
        while True:
            i = self.skip_nb(self.cur)
            if i == self.cur:
                return
            self.cur = i
            self.column += 1

    def to_next_token(self) -> None:
        while True:
            while self.at(self.cur) in (" ", "\t") and self.cur < self.end:
                self.skip(1)
            self.skip_comment()
            i = self.skip_break(self.cur)
            if i == self.cur:
                return
            self.cur = i
            self.line += 1
            self.column = 0
            if not self.flow:
                self.key_allowed = True

    def fetch(self) -> bool:
        before = len(self.queue)
        ok = self._fetch()
        if len(self.queue) > before:
            last = self.queue[-1]
            self.adjacent_value = last.kind in (FLOW_SEQ_END, FLOW_MAP_END) or (
                last.kind == SCALAR and self.s[last.start] in "'\"")
        return ok

    def _fetch(self) -> bool:
        if self.start_of_stream:
            self.start_of_stream = False
            bom = 1 if self.s.startswith("\ufeff") else 0
            self.queue.append(_Token(STREAM_START, self.cur, self.cur + bom))
            self.cur += bom
            return True
        self.to_next_token()
        if self.cur >= self.end:
            if self.column != 0:
                self.column = 0
                self.line += 1
            self.unroll(-1)
            self.keys.clear()
            self.key_allowed = False
            self.queue.append(_Token(STREAM_END, self.cur, self.cur))
            return True
        self.remove_stale_keys()
        self.unroll(self.column)
        s, c = self.s, self.cur
        ch = s[c]
        if self.column == 0 and ch == "%":
            return self.directive()
        if self.column == 0 and c + 4 <= self.end and s[c:c + 3] in ("---", "...") \
                and (c + 3 == self.end or self.blank_or_break(c + 3)):
            self.unroll(-1)
            self.keys.clear()
            self.key_allowed = False
            self.queue.append(_Token(DOC_START if ch == "-" else DOC_END, c, c + 3))
            self.skip(3)
            return True
        if ch in "[{":
            tok = _Token(FLOW_SEQ_START if ch == "[" else FLOW_MAP_START, c, c + 1)
            self.skip(1)
            self.queue.append(tok)
            self.save_key(tok, self.column - 1)
            self.key_allowed = True
            self.flow += 1
            return True
        if ch in "]}":
            self.remove_keys_on_level(self.flow)
            self.key_allowed = False
            self.queue.append(_Token(FLOW_SEQ_END if ch == "]" else FLOW_MAP_END, c, c + 1))
            self.skip(1)
            if self.flow:
                self.flow -= 1
            return True
        if ch == ",":
            self.remove_keys_on_level(self.flow)
            self.key_allowed = True
            self.queue.append(_Token(FLOW_ENTRY, c, c + 1))
            self.skip(1)
            return True
        if ch == "-" and self.blank_or_break(c + 1):
            self.roll(self.column, BLOCK_SEQ_START, len(self.queue))
            self.remove_keys_on_level(self.flow)
            self.key_allowed = True
            self.queue.append(_Token(BLOCK_ENTRY, c, c + 1))
            self.skip(1)
            return True
        # (LLVM 22: '?' and ':' are indicators only before a blank, or, for ':', right
        # after a quoted scalar or a closed flow collection (even on a later line) or, in
        # a flow collection, before a flow indicator or the end; elsewhere they start or
        # continue a plain scalar)
        if ch == "?" and self.blank_or_break(c + 1):
            if not self.flow:
                self.roll(self.column, BLOCK_MAP_START, len(self.queue))
            self.remove_keys_on_level(self.flow)
            self.key_allowed = not self.flow
            self.queue.append(_Token(KEY, c, c + 1))
            self.skip(1)
            return True
        if ch == ":" and (self.blank_or_break(c + 1) or self.adjacent_value or (self.flow and (
                c + 1 >= self.end or s[c + 1] in _FLOW_INDICATORS))):
            return self.value()
        if ch in "*&":
            return self.alias_or_anchor(ch == "*")
        if ch == "!":
            return self.tag()
        if ch in "|>" and not self.flow:
            return self.block_scalar()
        if ch in "'\"":
            return self.flow_scalar(ch == '"')
        if not (ch in _BLANK or ch in "-?:,[]{}#&*!|>'\"%@`") \
                or (ch in "-?:" and c + 1 < self.end and not self.blank_or_break(c + 1)
                    and not (self.flow and s[c + 1] in _FLOW_INDICATORS)):
            return self.plain_scalar()
        self.set_error("Unrecognized character while tokenizing.", c)
        return False

    def directive(self) -> bool:
        self.unroll(-1)
        self.keys.clear()
        self.key_allowed = False
        start = self.cur
        self.cur += 1
        name_start = self.cur
        while self.cur < self.end and self.s[self.cur] not in " \t" and _nb(self.s[self.cur]):
            self.cur += 1
        name = self.s[name_start:self.cur]
        while self.at(self.cur) in (" ", "\t") and self.cur < self.end:
            self.cur += 1
        if name not in ("YAML", "TAG"):
            return False
        for _ in range(1 if name == "YAML" else 2):
            while self.cur < self.end and self.s[self.cur] not in " \t" and _nb(self.s[self.cur]):
                self.cur += 1
            if name == "TAG":
                while self.at(self.cur) in (" ", "\t") and self.cur < self.end:
                    self.cur += 1
        self.queue.append(_Token(VERSION_DIR if name == "YAML" else TAG_DIR, start, self.cur))
        return True

    def value(self) -> bool:
        if self.keys:
            sk = self.keys.pop()
            i = next((k for k, t in enumerate(self.queue) if t is sk.tok), None)
            if i is None:
                self.failed = True
                return False
            self.queue.insert(i, _Token(KEY, sk.tok.start, sk.tok.end))
            self.roll(sk.column, BLOCK_MAP_START, i)
            self.key_allowed = False
        else:
            if not self.flow:
                self.roll(self.column, BLOCK_MAP_START, len(self.queue))
            self.key_allowed = not self.flow
        self.queue.append(_Token(VALUE, self.cur, self.cur + 1))
        self.skip(1)
        return True

    def flow_scalar(self, double: bool) -> bool:
        start, col = self.cur, self.column
        s, end = self.s, self.end
        if double:
            while True:
                self.cur += 1
                while self.cur < end and s[self.cur] != '"':
                    self.cur += 1
                if not (self.cur < end and s[self.cur - 1] == "\\" and _escaped(s, start + 1, self.cur)):
                    break
        else:
            self.skip(1)
            while self.cur < end:
                if self.cur + 1 < end and s[self.cur] == "'" and s[self.cur + 1] == "'":
                    self.skip(2)
                    continue
                if s[self.cur] == "'":
                    break
                i = self.skip_nb(self.cur)
                if i == self.cur:
                    i = self.skip_break(self.cur)
                    if i == self.cur:
                        break
                    self.cur = i
                    self.column = 0
                    self.line += 1
                else:
                    if i == end:
                        break
                    self.cur = i
                    self.column += 1
        if self.cur >= end:
            self.set_error("Expected quote at end of scalar", self.cur)
            return False
        self.skip(1)
        tok = _Token(SCALAR, start, self.cur)
        self.queue.append(tok)
        self.save_key(tok, col)
        self.key_allowed = False
        return True

    def plain_scalar(self) -> bool:
        s, end = self.s, self.end
        start, col = self.cur, self.column
        leading = False
        indent = self.indent + 1
        while self.cur < end:
            if s[self.cur] == "#":
                break
            while self.cur < end and s[self.cur] not in _BLANK:
                run = _PLAIN_RUN.match(s, self.cur)  # (characters that never end the scalar)
                if run is not None:
                    self.column += run.end() - self.cur
                    self.cur = run.end()
                    continue
                ch = s[self.cur]
                # A ':' ends the scalar before a blank (and, in a flow collection, before a
                # flow indicator or the end); elsewhere it is part of it (LLVM 22 reads
                # [x:y] as one scalar).
                if ch == ":" and (self.blank_or_break(self.cur + 1)
                                  or (self.flow and (self.cur + 1 >= end or s[self.cur + 1] in _FLOW_INDICATORS))):
                    break
                if self.flow and ch in _FLOW_INDICATORS:
                    break
                i = self.skip_nb(self.cur)
                if i == self.cur:
                    break
                self.cur = i
                self.column += 1
            if not self.blank_or_break(self.cur):
                break
            tmp = self.cur
            crossed = False
            while True:
                if not self.blank_or_break(tmp):
                    if not (crossed and tmp < end and s[tmp] == "#"):
                        break
                    # (LLVM 22 reads on over a line that holds only a comment: an empty line)
                    while tmp < end and _nb(s[tmp]):
                        tmp += 1
                        self.column += 1
                    continue
                if s[tmp] in " \t":
                    if leading and self.column < indent and s[tmp] == "\t":
                        self.set_error("Found invalid tab character in indentation", tmp)
                        return False
                    tmp += 1
                    self.column += 1
                else:
                    tmp = self.skip_break(tmp)
                    leading = crossed = True
                    self.column = 0
                    self.line += 1
            if not self.flow and self.column < indent:
                break
            self.cur = tmp
        if start == self.cur:
            self.set_error("Got empty plain scalar", start)
            return False
        tok = _Token(SCALAR, start, self.cur)
        self.queue.append(tok)
        self.save_key(tok, col)
        self.key_allowed = False
        return True

    def alias_or_anchor(self, alias: bool) -> bool:
        start, col = self.cur, self.column
        self.skip(1)
        while self.cur < self.end:
            ch = self.s[self.cur]
            if ch in "[]{},:" or ch in " \t" or not _nb(ch):
                break
            self.cur += 1
            self.column += 1
        if start + 1 == self.cur:
            self.set_error("Got empty alias or anchor", start)
            return False
        tok = _Token(ALIAS if alias else ANCHOR, start, self.cur)
        self.queue.append(tok)
        self.save_key(tok, col)
        self.key_allowed = False
        return True

    def tag(self) -> bool:
        start, col = self.cur, self.column
        self.skip(1)
        if self.cur >= self.end or self.blank_or_break(self.cur):
            pass
        elif self.s[self.cur] == "<":
            self.skip(1)
            while self.cur < self.end and (self.s[self.cur].isalpha() or self.s[self.cur] in "-#;/?:@&=+$,_.!~*'()[]%"):
                self.skip(1)
            if self.at(self.cur) != ">":
                if self.cur < self.end and ord(self.s[self.cur]) >= 0x80:
                    self.set_error("Cannot consume non-ascii characters", self.cur)
                return False
            self.skip(1)
        else:
            while self.cur < self.end and self.s[self.cur] not in " \t" and _nb(self.s[self.cur]):
                self.cur += 1
        tok = _Token(TAG, start, self.cur)
        self.queue.append(tok)
        self.save_key(tok, col)
        self.key_allowed = False
        return True

    def block_scalar(self) -> bool:
        s, end = self.s, self.end
        folded = s[self.cur] == ">"
        self.skip(1)
        head = self.cur
        chomp = ""
        if self.at(self.cur) in ("+", "-") and self.cur < end:
            chomp = s[self.cur]
            self.skip(1)
        block_indent = 0
        if self.cur < end and "1" <= s[self.cur] <= "9":
            block_indent = int(s[self.cur])
            self.skip(1)
        if not chomp and self.at(self.cur) in ("+", "-") and self.cur < end:
            chomp = s[self.cur]
            self.skip(1)
        while self.at(self.cur) in (" ", "\t") and self.cur < end:
            self.cur += 1
        self.skip_comment()
        if self.cur >= end:
            self.queue.append(_Token(BLOCK_SCALAR, head, self.cur))
            return True
        i = self.skip_break(self.cur)
        if i == self.cur:
            self.set_error("Expected a line break after block scalar header", self.cur)
            return False
        self.cur, self.column, self.line = i, 0, self.line + 1
        start = self.cur
        exit_indent = max(self.indent, 0)
        breaks = 0
        done = False
        if block_indent == 0:
            longest, longest_at = 0, None
            while True:
                while self.at(self.cur) == " " and self.cur < end:
                    self.skip(1)
                if self.skip_nb(self.cur) != self.cur:
                    if self.column <= exit_indent:
                        done = True
                        break
                    block_indent = self.column
                    if longest > block_indent:
                        self.set_error("Leading all-spaces line must be smaller than the block indent", longest_at)
                        return False
                    break
                if self.skip_break(self.cur) != self.cur and self.column > longest:
                    longest, longest_at = self.column, self.cur
                if self.cur >= end:
                    done = True
                    break
                i = self.skip_break(self.cur)
                if i == self.cur:
                    done = True
                    break
                self.cur, self.column, self.line = i, 0, self.line + 1
                breaks += 1
        text: list[str] = []
        while not done:
            while self.column < block_indent and self.at(self.cur) == " " and self.cur < end:
                self.cur += 1
                self.column += 1
            if self.skip_nb(self.cur) != self.cur:
                if self.column <= exit_indent:
                    break
                if self.column < block_indent:
                    if s[self.cur] == "#":
                        break
                    self.set_error("A text line is less indented than the block scalar", self.cur)
                    return False
            line_start = self.cur
            while self.skip_nb(self.cur) != self.cur:
                self.cur += 1
                self.column += 1
            if line_start != self.cur:
                piece = s[line_start:self.cur]
                if breaks and folded and "".join(text).strip(_BLANK):
                    if breaks == 1:
                        text.append("\n" if not piece.strip(_BLANK) else " ")
                    breaks -= 1
                text.append("\n" * breaks + piece)
                breaks = 0
            if self.cur >= end:
                break
            i = self.skip_break(self.cur)
            if i == self.cur:
                break
            self.cur, self.column, self.line = i, 0, self.line + 1
            breaks += 1
        if self.cur >= end and not breaks:
            breaks = 1
        body = "".join(text)
        body += "\n" * (0 if chomp == "-" else breaks if chomp == "+" else (1 if body else 0))
        if not self.flow:
            self.key_allowed = True
        self.queue.append(_Token(BLOCK_SCALAR, start, self.cur, body))
        return True


def _escaped(s: str, first: int, pos: int) -> bool:
    i = pos - 1
    while i >= first and s[i] == "\\":
        i -= 1
    return (pos - 1 - i) % 2 == 1


# --- the parser's nodes (read lazily, as the reader's are) -------------------------------

class _Node:
    kind = "null"

    def __init__(self, doc: "_Document"):
        self.doc = doc
        t = doc.scanner.peek()  # (a node's range starts at the token after it is made)
        self.start = t.start
        self.end = t.start

    def skip(self) -> None:
        pass


class _Null(_Node):
    kind = "null"


class _Scalar(_Node):
    kind = "scalar"
    tag = ""  # (its tag as written: "!int", "!!str", ...)

    def __init__(self, doc, tok: _Token):
        super().__init__(doc)
        self.start, self.end = tok.start, tok.end
        self.raw = doc.scanner.s[tok.start:tok.end]

    @property
    def quoted(self) -> bool:
        return self.raw[:1] in ("'", '"')

    def value(self) -> str:
        raw = self.raw
        if raw[:1] == '"':
            bad = _bad_escape(raw)
            if bad is not None:  # (reported as the reader reads the value)
                self.doc.scanner.set_error("Unrecognized escape code", self.start + bad)
                return ""
        if raw[:1] == "'":
            return _folded(raw[1:-1]).replace("''", "'")
        if raw[:1] == '"':
            return _unescape(_folded(raw[1:-1]))
        return _folded(raw.rstrip(" \t\r\n"), comments=True)  # (a plain scalar ends at its last non-blank)


_ESCAPABLE = "\r\n0abt\tnvfre \"/\\N_LPxuU"


def _bad_escape(raw: str) -> int | None:
    """The index in ``raw`` (a double-quoted scalar, quotes included) of the first escape
    LLVM's reader does not know: the character after the backslash, or the backslash
    itself when it is the last character inside the quotes."""
    i, end = 1, len(raw) - 1
    while i < end:
        if raw[i] != "\\":
            i += 1
            continue
        if i + 1 >= end:
            return i
        if raw[i + 1] not in _ESCAPABLE:
            return i + 1
        i += 2
    return None


def _folded(text: str, comments: bool = False) -> str:
    """A scalar over several lines as LLVM 22 reads it: each line break, with the blanks
    around it, folds into one space; n empty lines between two lines into n breaks."""
    if "\n" not in text and "\r" not in text:
        return text
    parts = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    while comments and len(parts) > 1 and parts[-1].strip(" \t")[:1] in ("#", ""):
        parts.pop()  # (comment lines after a plain scalar's last line are not part of it)
    out = parts[0].rstrip(" \t")
    breaks = 0
    for k, part in enumerate(parts[1:], 1):
        piece = part.strip(" \t") if k < len(parts) - 1 else part.lstrip(" \t")
        if comments and piece.startswith("#"):  # (a comment line inside a plain scalar)
            piece = ""
        if not piece and k < len(parts) - 1:
            breaks += 1
            continue
        out += ("\n" * breaks if breaks else " ") + piece
        breaks = 0
    return out


class _BlockScalar(_Node):
    kind = "block"

    def __init__(self, doc, tok: _Token):
        super().__init__(doc)
        self.start, self.end = tok.start, tok.end
        self.text = tok.value

    def value(self) -> str:
        return self.text


class _Alias(_Node):
    kind = "alias"


class _KeyValue(_Node):
    kind = "keyvalue"

    def __init__(self, doc):
        super().__init__(doc)
        self._key = self._value = None
        self._have_key = self._have_value = False

    def key(self):
        if self._have_key:
            return self._key
        self._have_key = True
        sc = self.doc.scanner
        t = sc.peek()
        if t.kind in (BLOCK_END, VALUE, ERROR):
            self._key = _Null(self.doc)
            return self._key
        if t.kind == KEY:
            sc.next()
        t = sc.peek()
        if t.kind in (BLOCK_END, VALUE):
            self._key = _Null(self.doc)
            return self._key
        self._key = self.doc.parse_block_node()
        return self._key

    def value(self):
        if self._have_value:
            return self._value
        self._have_value = True
        sc = self.doc.scanner
        k = self.key()
        if k is not None:
            k.skip()
        else:
            self.doc.set_error("Null key in Key Value.", sc.peek())
            self._value = _Null(self.doc)
            return self._value
        if sc.failed:
            self._value = _Null(self.doc)
            return self._value
        t = sc.peek()
        if t.kind in (BLOCK_END, FLOW_MAP_END, KEY, FLOW_ENTRY, ERROR):
            self._value = _Null(self.doc)
            return self._value
        if t.kind != VALUE:
            self.doc.set_error("Unexpected token in Key Value.", t)
            self._value = _Null(self.doc)
            return self._value
        sc.next()
        t = sc.peek()
        if t.kind in (BLOCK_END, KEY):
            self._value = _Null(self.doc)
            return self._value
        self._value = self.doc.parse_block_node()
        return self._value

    def skip(self) -> None:
        k = self.key()
        if k is not None:
            k.skip()
            v = self.value()
            if v is not None:
                v.skip()


class _Collection(_Node):
    def __init__(self, doc, style: str):
        super().__init__(doc)
        self.style = style
        self.at_beginning = True
        self.at_end = False
        self.current = None

    def __iter__(self):
        self.at_beginning = False
        self.increment()
        while self.current is not None:
            yield self.current
            self.increment()

    def skip(self) -> None:
        if self.at_beginning:
            for entry in self:
                entry.skip()


class _Mapping(_Collection):
    kind = "mapping"

    def increment(self) -> None:
        sc = self.doc.scanner
        if sc.failed:
            self.at_end, self.current = True, None
            return
        if self.current is not None:
            self.current.skip()
            if self.style == "inline":
                self.at_end, self.current = True, None
                return
        t = sc.peek()
        if t.kind in (KEY, SCALAR):
            self.current = _KeyValue(self.doc)
            return
        self.at_end, self.current = True, None
        if self.style == "block":
            if t.kind == BLOCK_END:
                sc.next()
            elif t.kind != ERROR:
                self.doc.set_error("Unexpected token. Expected Key or Block End", t)
            return
        if t.kind == FLOW_ENTRY:
            sc.next()
            self.at_end = False
            self.increment()
        elif t.kind == FLOW_MAP_END:
            sc.next()
        elif t.kind != ERROR:
            self.doc.set_error("Unexpected token. Expected Key, Flow Entry, or Flow Mapping End.", t)


class _Sequence(_Collection):
    kind = "sequence"

    def __init__(self, doc, style: str):
        super().__init__(doc, style)
        self.after_entry = True  # (the first entry needs no comma before it)

    def increment(self) -> None:
        sc = self.doc.scanner
        if sc.failed:
            self.at_end, self.current = True, None
            return
        if self.current is not None:
            self.current.skip()
        t = sc.peek()
        done = (True, None)
        if self.style in ("block", "indentless"):
            if t.kind == BLOCK_ENTRY:
                sc.next()
                self.current = self.doc.parse_block_node()
                if self.current is None:
                    self.at_end = True
                return
            if self.style == "block":
                if t.kind == BLOCK_END:
                    sc.next()
                elif t.kind != ERROR:
                    self.doc.set_error("Unexpected token. Expected Block Entry or Block End.", t)
            self.at_end, self.current = done
            return
        while t.kind == FLOW_ENTRY:
            sc.next()
            self.after_entry = True
            t = sc.peek()
        if t.kind == FLOW_SEQ_END:
            sc.next()
            self.at_end, self.current = done
        elif t.kind == ERROR:
            self.at_end, self.current = done
        elif t.kind in (STREAM_END, DOC_END, DOC_START):
            self.doc.set_error("Could not find closing ]!", t)
            self.at_end, self.current = done
        elif not self.after_entry:
            self.doc.set_error("Expected , between entries!", t)
            self.at_end, self.current = done
        else:
            self.current = self.doc.parse_block_node()
            if self.current is None:
                self.at_end = True
            self.after_entry = False


class _Document:
    def __init__(self, scanner: _Scanner):
        self.scanner = scanner
        self.root = None
        self.has_root = False
        directive = False
        while scanner.peek().kind in (TAG_DIR, VERSION_DIR):
            scanner.next()
            directive = True
        if directive:
            t = scanner.next()
            if t.kind != DOC_START:
                self.set_error("Unexpected token", t)
        if scanner.peek().kind == DOC_START:
            scanner.next()

    def set_error(self, message: str, tok: _Token) -> None:
        self.scanner.set_error(message, tok.start)

    def get_root(self):
        if not self.has_root:
            self.has_root = True
            self.root = self.parse_block_node()
        return self.root

    def skip(self) -> bool:
        sc = self.scanner
        if sc.failed:
            return False
        if not self.has_root or self.root is None:
            if self.get_root() is None:
                return False
        self.root.skip()
        t = sc.peek()
        if t.kind == STREAM_END:
            return False
        if t.kind == DOC_END:
            sc.next()
            return self.skip()
        return True

    def parse_block_node(self):
        sc = self.scanner
        t = sc.peek()
        anchor = tag = False
        tag_text = ""
        while t.kind in (ALIAS, ANCHOR, TAG):
            if t.kind == ALIAS:
                sc.next()
                return _Alias(self)
            if t.kind == ANCHOR:
                if anchor:
                    self.set_error("Already encountered an anchor for this node!", t)
                    return None
                anchor = True
            else:
                if tag:
                    self.set_error("Already encountered a tag for this node!", t)
                    return None
                tag = True
                tag_text = sc.s[t.start:t.end]
            sc.next()
            t = sc.peek()
        k = t.kind
        if k == BLOCK_ENTRY:
            return _Sequence(self, "indentless")
        if k == BLOCK_SEQ_START:
            sc.next()
            return _Sequence(self, "block")
        if k == BLOCK_MAP_START:
            sc.next()
            return _Mapping(self, "block")
        if k == FLOW_SEQ_START:
            sc.next()
            return _Sequence(self, "flow")
        if k == FLOW_MAP_START:
            sc.next()
            return _Mapping(self, "flow")
        if k == SCALAR:
            sc.next()
            node = _Scalar(self, t)
            node.tag = tag_text
            return node
        if k == BLOCK_SCALAR:
            sc.next()
            return _BlockScalar(self, t)
        if k == KEY:
            return _Mapping(self, "inline")
        if k in (FLOW_MAP_END, FLOW_SEQ_END, FLOW_ENTRY):
            if self.root is not None and isinstance(self.root, (_Mapping, _Sequence)):
                return _Null(self)
            self.set_error("Unexpected token", t)
            return None
        if k == ERROR:
            return None
        return _Null(self)


def _unescape(text: str) -> str:
    simple = {"0": "\0", "a": "\a", "b": "\b", "t": "\t", "\t": "\t", "n": "\n", "v": "\v", "f": "\f",
              "r": "\r", "e": "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\", "N": "\x85",
              "_": "\xa0", "L": "\u2028", "P": "\u2029"}
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "\r\n":
            out.append("\n")
            i += 2 if text[i:i + 2] in ("\r\n", "\n\r", "\r\r", "\n\n") else 1
            continue
        if ch != "\\" or i + 1 >= len(text):
            out.append(ch)
            i += 1
            continue
        e = text[i + 1]
        if e in simple:
            out.append(simple[e])
            i += 2
        elif e in "xuU":
            n = {"x": 2, "u": 4, "U": 8}[e]
            digits = text[i + 2:i + 2 + n]
            try:
                out.append(chr(int(digits, 16)))
            except ValueError:
                out.append("\ufffd")
            i += 2 + n
        else:
            out.append(e)
            i += 2
    return "".join(out)


# --- the tree the traits read (and its own errors) ----------------------------------------

EMPTY = ()  # a node with no content ("key:" with nothing after it), unlike a null scalar

class _Tree:
    def __init__(self, scanner: _Scanner, scalar):
        self.sc = scanner
        self.scalar = scalar  # (text, its resolved tag or "") -> the tree's value
        self.tagged: list = []  # (node, text) of the scalars with a tag, in order

    def error(self, node, message: str) -> None:
        self.sc.ec = True
        if node is None:
            self.sc.reports.append(Report(None, message))
        else:
            self.sc.reports.append(Report(node.start, message, node.end))

    def build(self, node):
        if node.kind == "scalar":
            value = node.value()
            if node.tag:
                self.tagged.append((node, value))
            return self.scalar(value, _verbatim(node.tag))
        if node.kind == "block":
            return self.scalar(node.value(), "")
        if node.kind == "sequence":
            out = []
            for entry in node:
                item = self.build(entry)
                if self.sc.ec:
                    break
                out.append(item)
            return out
        if node.kind == "mapping":
            out: dict = {}
            for kv in node:
                key = kv.key()
                value = kv.value()
                if key is None or key.kind != "scalar" or value is None:
                    if key is None or key.kind != "scalar":
                        self.error(key, "Map key must be a scalar")
                    if value is None:
                        self.error(key, "Map value must not be empty")
                    break
                name = key.value()
                if name in out:
                    self.error(key, f"duplicated mapping key '{name}'")
                item = self.build(value)
                if self.sc.ec:
                    break
                out[name] = item
            return out
        if node.kind == "null":
            return EMPTY
        self.error(node, "unknown node kind")
        return None


def read(text: str, scalar=lambda text, tag: text):
    """(the first non-empty document's tree as LLVM's reader builds it, or None; the
    errors it printed, in order; whether it failed). ``scalar(text, tag)`` makes a
    scalar's value (its text, by default); mapping keys stay text."""
    sc = _Scanner(text)
    sc.next()  # the stream start
    tree = None
    doc = _Document(sc)
    while doc is not None:
        root = doc.get_root()
        if root is None:
            sc.ec = True
            break
        if isinstance(root, _Null):
            doc = _Document(sc) if doc.skip() else None
            continue
        builder = _Tree(sc, scalar)
        tree = builder.build(root)
        if not sc.ec:
            # (then the traits read the tree: a tag the value does not fit is an error at
            # the value; only the first is printed)
            for node, text in builder.tagged:
                message = _tag_error(_verbatim(node.tag), text)
                if message:
                    builder.error(node, message)
                    break
        break
    return tree, sc.reports, sc.ec


@dataclass
class Message:
    """An error as llvm-mc prints it: ``line`` (1-based, None for none), the line's text,
    ``column`` (an index into it) and ``width`` (the caret and the tildes after it)."""
    line: int | None
    text: str
    column: int
    message: str
    width: int = 1
    extra: dict = field(default_factory=dict)


def errors(text: str) -> tuple[list[Message], bool]:
    """(the errors LLVM's YAML reader prints for ``text``, whether it failed)."""
    _, reports, failed = read(text)
    return messages(text, reports), failed


def messages(text: str, reports: list[Report]) -> list[Message]:
    """``reports`` (read()'s) placed on the lines of ``text``."""
    out = []
    for r in reports:
        if r.pos is None:
            out.append(Message(None, "", 0, r.message))
            continue
        line_start = max(text.rfind("\n", 0, r.pos), text.rfind("\r", 0, r.pos)) + 1
        line_end = line_start
        while line_end < len(text) and text[line_end] not in "\r\n":
            line_end += 1
        lineno = text.count("\n", 0, line_start) + 1
        width = 1
        if r.end is not None and r.end > r.pos:
            width = min(r.end, line_end) - r.pos if r.pos < line_end else 1
        out.append(Message(lineno, text[line_start:line_end], r.pos - line_start, r.message, max(width, 1)))
    return out


def render(m: Message, fname: str = "YAML") -> str:
    """``m`` as llvm-mc's source manager prints it: the line with its tabs expanded and a
    caret line whose marks under a tab fill the tab (columns count bytes; a line with
    non-ASCII text gets no caret line)."""
    if m.line is None:
        return f"<unknown>: error: {m.message}\n"
    line = m.text
    column = len(line[:m.column].encode("utf-8", "surrogateescape")) + 1
    head = f"{fname}:{m.line}:{column}: error: {m.message}\n{line.expandtabs(8)}\n"
    if not line.isascii():
        return head
    marks = [" "] * max(len(line), m.column + m.width)
    for k in range(m.column + 1, m.column + m.width):
        marks[k] = "~"
    marks[m.column] = "^"
    shown = "".join(marks).rstrip(" ")
    out = []
    for k, ch in enumerate(shown):
        out.append(ch)
        if k < len(line) and line[k] == "\t":
            while len(out) % 8:
                out.append(ch)
    return head + "".join(out) + "\n"


def _verbatim(tag: str) -> str:
    """A tag as the reader resolves it ('!int' stays, '!!int' is yaml.org's)."""
    if tag.startswith("!!"):
        return "tag:yaml.org,2002:" + tag[2:]
    return tag


BOOLS = {w: w[0] in "yYtToO" and w.lower() != "off"
         for w in "y Y n N true True TRUE false False FALSE yes Yes YES no No NO on On ON off Off OFF".split()}
_INTEGER = re.compile(r"-?(0[xX][0-9a-fA-F]+|0[bB][01]+|0o[0-7]+|0[0-7]+|[0-9]+)")


def _tag_error(tag: str, text: str) -> str:
    """What LLVM's msgpack reader says when ``text`` does not fit ``tag`` ('' if it does)."""
    if tag == "!int":
        return "" if _INTEGER.fullmatch(text) else "invalid number"
    if tag == "!bool":
        return "" if text in BOOLS else "invalid boolean"
    if tag == "!float":
        try:
            float(text)
        except ValueError:
            return "invalid floating point number"
    return ""
