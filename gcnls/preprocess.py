"""llvm-mc's assembler language around the instructions: macros, ``.rept``/``.irp``/
``.irpc``, the ``.if`` family, ``.include``/``.incbin``, ``.error``/``.warning``/``.print``.

``expand`` turns a document into the flat sequence of statements llvm-mc assembles, each
an ``Item`` that remembers where it came from: its file (or ``<instantiation>``, the
buffer llvm-mc builds for a macro or loop expansion) and line, the ``.include`` lines
above it and the macro calls that produced it (llvm-mc's "while in macro instantiation"
notes). The statements themselves are then analysed as any other line; this module only
expands, evaluates conditions and reports its own errors with llvm-mc's texts.

Expansion is textual as in llvm-mc: a macro body is the source between its ``.macro``
line and ``.endm`` (leading blanks of its first line dropped), arguments replace
``\\name``, ``\\@`` counts macro instantiations, and the expansion ends with the
``.endm``/``.endr`` line llvm-mc appends, which counts in its line numbers.
"""

from __future__ import annotations

import os
import re
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import accumulate

from . import expr as ex
from . import line_markers, recovery
from .lexer import QUOTE_ERROR, Kind, Token, glued_lines, tokenize
from .source import (_SPECIAL, char_literal_end, continued_strings, eos_column, join_continued, mark_unterminated,
                     open_string, split_lines, strip_with_states)
from .symbols import Values

MAX_MACRO_DEPTH = 20  # llvm-mc's default -asm-macro-max-nesting-depth
# llvm-mc follows recursive includes until it runs out of memory; gcnls stops here.
MAX_INCLUDE_DEPTH = 64
MAX_ITEMS = 1 << 21  # expansions beyond this many statements are cut off with an error

# Lines that make a document need more than the identity expansion.
_WORDS = (r"\.(?:macro|rept|irpc?|if\w*|else\w*|endif|endr|endm\w*|include|incbin|"
          r"error|err|warning|print|exitm|purgem|altmacro|noaltmacro)\b")
_DIRECTIVE = re.compile(r"^\s*(?:[A-Za-z_.$][\w.$@?]*\s*:\s*)*" + _WORDS, re.I | re.M)
# The directive's word alone: found fast ('.' is a literal to scan for), unlike a pattern
# that starts at every line (a 100k-line file: 150 ms -> 2 ms).
_DIRECTIVE_WORD = re.compile(_WORDS, re.I)

_CONDITIONALS = {".if", ".ifne", ".ifeq", ".ifge", ".ifgt", ".ifle", ".iflt", ".ifdef", ".ifndef",
                 ".ifnotdef", ".ifb", ".ifnb", ".ifc", ".ifnc", ".ifeqs", ".ifnes", ".elseif", ".else",
                 ".endif"}
_LOOPS = {".rept", ".irp", ".irpc"}
# Errors llvm-mc's parser reports only after it has read the statement's end (then the
# rest of an included file's last line is not skipped into the end of the input, but
# the .include line's end prints nothing: mc._last_rejected), and one reported later
# still, when the section switches (no failed statement at all)
AFTER_EOS = frozenset({"size must be non-negative", "invalid alignment value",
                       "Encountered a .endif that doesn't follow an .if or .else"})
_NO_SKIP = AFTER_EOS | {"cannot evaluate subsection number"}
# The blocks whose lines llvm-mc's directive reads itself (amdhsa.START, metadata.START)
_BLOCKS = {".amdhsa_kernel", ".amdgpu_metadata"}
# Tokens that continue a macro argument across a blank (llvm-mc's isOperator).
_OPERATORS = {"+", "-", "~", "/", "*", "=", "==", "|", "||", "^", "&", "&&", "!", "!=", "<", "<=", "<<",
              "<>", ">", ">=", ">>"}  # (not "%": llvm-mc starts a new argument there)


# (not frozen: a frozen dataclass's __init__ sets each field through object.__setattr__,
# three times the cost, and an expansion makes a Loc per statement; nothing assigns to
# one once made, and it hashes by its fields as before)
@dataclass(slots=True, unsafe_hash=True)
class Loc:
    """A line as llvm-mc names it in a message."""

    file: str
    line: int  # 1-based
    text: str
    includes: tuple[str, ...] = ()  # "file:line" of each .include above it, outermost first


@dataclass(slots=True)
class Event:
    """A message of the expansion itself, at a column of its item's line."""

    severity: str  # "error" or "warning"
    message: str
    column: int


@dataclass(slots=True)
class Item:
    loc: Loc
    code: str  # the statement to analyse, comments blanked ("" when the expansion consumed it)
    macros: tuple[tuple[Loc, int], ...] = ()  # (call line, column), innermost first
    top: int = 0  # index of the line of the opened document this item comes from
    blank: bool = False  # llvm-mc prints an empty line for it
    events: list[Event] = field(default_factory=list)
    printed: list[str] = field(default_factory=list)  # output lines of the expansion itself (.incbin)
    # The .include line's end, read again after its file: llvm-mc's empty statement there
    # is lost when the file's last statement was an instruction it rejected.
    include_end: bool = False
    prints: list[str] = field(default_factory=list)  # .print texts (written to stdout unbuffered)
    origin: tuple[str, int] | None = None  # (file, 0-based line) the text comes from (a body line)
    body: bool = False  # a line of a .macro definition's body (or its .endm): part of that statement
    # the first line of a loop's second or later iteration: a block comment there is not
    # eaten with a rejected statement before it (llvm-mc)
    fresh: bool = False
    # a block comment line eaten with the skipped statement before it: no error after a
    # rejected statement either
    eaten: bool = False
    # a statement a block comment or a string carries over line ends (source.join_continued;
    # ``code`` is all of it): (its own line's code, [(a later line, where its part starts
    # in ``code``, its part)]), and the columns of ``code`` where a string crosses a line end
    joined: tuple | None = None
    newlines: tuple[int, ...] = ()


@dataclass(slots=True)
class Macro:
    name: str
    params: list[tuple[str, str, bool, bool]]  # (name, default, required, vararg)
    body: str
    loc: Loc  # the .macro line
    top: int
    origins: list[tuple[str, int]] = field(default_factory=list)  # source line of each body line, then .endm
    count: int = 0  # instantiations so far (``\\+``)


@dataclass(slots=True)
class _Cond:
    kind: str  # "if", "elseif", "else"
    ignore: bool
    met: bool


@dataclass(slots=True)
class Call:
    """One macro instantiation, as ``reinstantiate`` needs it to expand it again with
    a new body (an edit inside the macro's definition, in the server)."""

    macro: str
    start: int  # index in Expansion.items of its first item
    end: int  # after its last (the .endm llvm-mc appends); -1: the expansion stopped inside
    values: list[str]  # the arguments
    instances: int  # \@ then
    count: int  # the macro's own count (\+) then
    alt: bool  # .altmacro then
    macros: tuple[tuple[Loc, int], ...]  # the call and those around it, innermost first
    top: int
    whole: bool = True  # False: an argument failed (its expansion has no defaults)


@dataclass(slots=True)
class Expansion:
    items: list[Item]
    prints: list[str]  # .print lines: llvm-mc writes them before the assembly
    macros: dict[str, Macro]
    includes: list[tuple[int, str]]  # (top line, path) of every file included
    cut: bool = False  # stopped at the largest expansion allowed
    calls: list[Call] = field(default_factory=list)  # every macro instantiation, in order
    string_end: bool = False  # the main file's items stop where a string runs to its end
    # (file, line) of each buffer's last line that has no line end (lexer.quote_message)
    open_ends: set[tuple[str, int]] = field(default_factory=set)


def needs_expansion(text: str) -> bool:
    # (a match of _DIRECTIVE almost always starts the line of its word; the whole search
    # only where a word is found elsewhere, such as in a comment)
    found = False
    for m in _DIRECTIVE_WORD.finditer(text):
        if _DIRECTIVE.match(text, text.rfind("\n", 0, m.start()) + 1):
            return True
        found = True
    return found and _DIRECTIVE.search(text) is not None


def expanding_lines(raw: list[str]) -> list[bool]:
    """needs_expansion of each line of ``raw`` (lines with their line ends), from one
    search of the whole text: only the lines where a directive's word is found are
    looked at (a 4,000-line file: 12 ms line by line, 1 ms so)."""
    out = [False] * len(raw)
    ends = list(accumulate(map(len, raw)))
    for m in _DIRECTIVE_WORD.finditer("".join(raw)):
        i = bisect_right(ends, m.start())
        if not out[i]:
            out[i] = _DIRECTIVE.match(raw[i]) is not None
    return out


def _read_file(path: str) -> bytes | None:
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


class _Done(Exception):
    """Too much output: the expansion stops."""


class Expander:
    def __init__(self, include_dirs=(), symbols: dict[str, int] | None = None, read=_read_file,
                 find=None, max_items: int = MAX_ITEMS):
        self.include_dirs = list(include_dirs)
        self.max_items = max_items
        self.cut = False  # the expansion reached max_items and stopped there
        self.read = read
        self.find = find  # the server's own include search (name -> path or None)
        self.values = Values(symbols)  # what .set/.equ/= have given the symbols so far
        self.defined: set[str] = set(symbols or ())
        self.pending: dict[str, list[str]] = {}  # symbols set to expressions of undefined ones
        self.macros: dict[str, Macro] = {}
        self.items: list[Item] = []
        self.prints: list[str] = []
        self.includes: list[tuple[int, str]] = []
        self.instances = 0
        self.conds: list[_Cond] = []
        self.depth = 0  # active macro instantiations
        self.alt = False  # .altmacro: '%expr' and '<text>' arguments, bare parameter names
        self.include_depth = 0
        self.stuck = False  # stopped inside an expansion (no end-of-file checks)
        # where llvm-mc's input ended early: (location, column, its macro notes)
        self.eof: tuple[Loc, int, tuple] | None = None
        self.main_string_end = False
        self.buffer: tuple = ()  # the buffer being expanded: (name, lines, includes, macros, open_end)
        self.open_ends: set[tuple[str, int]] = set()  # (see Expansion.open_ends)
        self.exited = False  # the latest expansion ended at an .exitm
        self.fresh: frozenset[int] = frozenset()  # the next instantiation's iteration starts
        self.mid_line = False  # the next instantiation starts where llvm-mc's lexer is inside a line
        self.string_end = False  # the latest buffer ended inside a string
        self.calls: list[Call] = []
        self.proc = None  # the processor (instructions whose failure takes the next line)
        self.hsa = True  # the triple's OS is amdhsa: kernel descriptor and metadata blocks exist
        self._evaluated: dict = {}  # (text, position, definitions so far) -> ex.absolute's answer (_evaluate)

    # -- buffers ---------------------------------------------------------------------

    def run(self, name: str, lines: list[str], final_newline: bool = True) -> Expansion:
        try:
            self._buffer(name, lines, (), (), None, open_end=not final_newline)
        except _Done:
            pass
        last = self.items[-1] if self.items else None
        if not final_newline and last is not None and last.include_end and last.loc.file == name:
            last.blank = False  # the file ends on the .include line: no end of line to read again
        if self.conds and not self.stuck:
            # llvm-mc reports this at the end of the file.
            last = self.items[-1] if self.items else None
            notes = ()
            if self.eof is not None:
                loc, col, notes = self.eof
            elif final_newline or not lines:
                loc, col = Loc(name, len(lines) + 1, ""), 0
            else:
                loc, col = Loc(name, len(lines), lines[-1]), len(lines[-1])
            item = Item(loc, "", notes, last.top if last else 0)
            item.events.append(Event("error", "unmatched .ifs or .elses", col))
            self.items.append(item)
        return Expansion(self.items, self.prints, self.macros, self.includes, calls=self.calls,
                         string_end=self.main_string_end, open_ends=self.open_ends)

    def _buffer(self, name: str, lines: list[str], includes: tuple[str, ...],
                macros: tuple[tuple[Loc, int], ...], top: int | None, in_macro: bool = False,
                origins: list[tuple[str, int]] | None = None, open_end: bool = False) -> bool:
        """Expand ``lines`` (a file or an instantiation); True when .exitm ended it.
        ``open_end``: the file's last line has no end of line."""
        outer = self.buffer
        self.buffer = (name, lines, includes, macros, open_end)
        if open_end and lines:
            self.open_ends.add((name, len(lines)))
        try:
            return self._statements(name, lines, includes, macros, top, in_macro, origins, open_end)
        finally:
            self.buffer = outer

    def _statements(self, name, lines, includes, macros, top, in_macro, origins, open_end) -> bool:
        codes, starts = strip_with_states(lines)
        # (a file that ends inside a block comment: the lines after its start are eaten)
        unterminated_at = mark_unterminated(lines, codes, starts) if not in_macro else None
        strings = continued_strings(lines, codes, starts) if any('"' in c for c in codes) else {}
        blanks = blank_lines(lines, codes, starts, open_end)
        continued, newlines = join_continued(lines, codes, starts, blanks, strings)
        # (lines a runaway character literal on the line before takes: no statements, also
        # not the ends of bodies; a kernel or metadata block's lines are blocks.py's)
        glued = glued_lines(lines, codes)
        body_codes = [("" if k in glued else c) for k, c in enumerate(codes)] if glued else codes
        eaten = glued_end = False
        items = self.items
        i = 0
        n = len(lines)
        unterminated = False
        fresh, self.fresh = self.fresh, frozenset()
        mid_line, self.mid_line = self.mid_line, False
        lost = False  # the previous instruction's failure took this line (recovery.py)
        raw_end, raw_kind = -1, ""  # the last line and the directive of a block llvm-mc reads raw
        while i < n:
            if len(items) >= self.max_items:
                self.cut = True
                raise _Done
            raw, code = lines[i], codes[i]
            joined = continued.get(i) if continued else None
            if '"' in code and (string_runs_to_end(lines, codes, i) if joined is None else open_string(code)):
                # (the last statement of the input: its string runs to the end)
                n = (i if joined is None else joined[1][-1][0]) + 1
                unterminated = True
                if not includes and not in_macro:
                    self.main_string_end = True
            here = i if top is None else top
            loc = Loc(name, i + 1, raw, includes)
            item = Item(loc, code, macros, here, blanks[i])
            if unterminated_at is not None and i > unterminated_at:
                item.eaten = True
            if joined is not None:
                own, parts = joined
                item.joined = (own, [(Loc(name, j + 1, lines[j], includes), at, part) for j, at, part in parts])
                item.newlines = tuple(col for k, col in newlines if k == i)
            if fresh and i in fresh:
                item.fresh = True
            if lost:
                item.code = ""
                item.blank, item.eaten = False, True
                # (eaten, the line is still lexed: its malformed numbers are errors, and one
                # just before its end takes the next line too)
                found, lost = recovery.eaten_line(tokenize(code)) if recovery.MAY_MATTER.search(code) else ((), False)
                item.events.extend(Event("error", message, col) for message, col in found)
                items.append(item)
                if i + 1 >= n and in_macro:
                    # (the end llvm-mc appended to the instantiation is eaten: it never leaves
                    # it, and its input ends there)
                    self._end_here()
                lost = lost and i + 1 < n
                i += 1
                continue
            item.origin = origins[min(i, len(origins) - 1)] if origins else (name, i)
            if i <= raw_end:
                # (a line of a kernel descriptor or metadata block: text to the directive, no
                # statement of the preprocessor's; the block's reading is blocks.py's)
                items.append(item)
                i += 1
                if i == n and (in_macro or includes and raw_kind == ".amdgpu_metadata"):
                    # The block runs on into the appended .endm (which llvm-mc's macro then
                    # never meets) or to the included file's end: the input ends there.
                    self._end_here()
                continue
            if glued and i in glued:
                item.code, item.blank, item.eaten = "", False, True
                items.append(item)
                if i + 1 >= n and in_macro:
                    self._end_here()  # (the end appended to the instantiation is taken: as above)
                if i + 1 == n and includes and (code.strip() or i - 1 in glued):
                    # (the failed statement's skipping meets the included file's end: the
                    # end of all input, as below)
                    glued_end = True
                i += 1
                continue
            if not (self.conds and self.conds[-1].ignore):
                # An instruction (no label, assignment, directive or macro call): what the
                # steps below find for most lines, in one match; nothing else applies.
                m = _INSTRUCTION.match(code)
                if m is not None and m.group(1) not in self.macros and "=" not in code:
                    eaten = False
                    items.append(item)
                    if self.proc is not None and recovery.MAY_MATTER.search(code):
                        lost = self._failure(code, item) and i + 1 < n
                    i += 1
                    if not (lost or continued or glued or unterminated_at is not None):
                        i = self._instructions(name, lines, codes, i, n, includes, macros, top, origins, fresh)
                    continue
            first = _first_word(code)
            ignoring = bool(self.conds) and self.conds[-1].ignore
            # llvm-mc eats a skipped statement to its end, after which a line that starts
            # with a block comment is eaten as well (no empty statement for it).
            if ignoring and eaten and raw.lstrip().startswith("/*"):
                item.blank = False
                item.code = ""
                item.eaten = True
                items.append(item)
                i += 1
                continue
            if mid_line and i == 0 and not ignoring and code.lstrip().startswith("#"):
                # (a '#' is a comment only at a line's start: this instantiation began
                # after a failed argument, inside the call's line; the line is eaten)
                item.code, item.blank = "", False
                item.events.append(Event("error", "unexpected token at start of statement",
                                         len(code) - len(code.lstrip())))
                items.append(item)
                i += 1
                continue
            # (a '#' line is a comment, no statement)
            eaten = ignoring and bool(code.strip()) and code.split(None, 1)[0].lower() not in (
                ".endif", ".else", ".elseif") and not code.lstrip().startswith("#")
            if first is None or (first[0][:1] != "." and not self.macros) or code.lstrip().startswith("#"):
                if ignoring:
                    item.code = ""
                else:
                    self._track(code)
                items.append(item)
                if not ignoring and self.proc is not None and recovery.MAY_MATTER.search(code):
                    lost = self._failure(code, item) and i + 1 < n
                i += 1
                continue
            word, col = first
            if not ignoring and word and word[0] != "." and word not in self.macros and "=" not in code \
                    and not code[col + len(word):].lstrip().startswith(":"):
                # An instruction: no label, no assignment, no directive, no macro call, so
                # nothing below applies and _track has nothing to follow (most lines).
                items.append(item)
                if self.proc is not None and recovery.MAY_MATTER.search(code):
                    lost = self._failure(code, item) and i + 1 < n
                i += 1
                continue
            low = word.lower()
            if low in _CONDITIONALS:
                item.code = ""
                item.blank = False
                items.append(item)
                if self._conditional(low, code, col, item) or any(e.message not in _NO_SKIP for e in item.events):
                    # (an .elseif after a met branch: llvm-mc skips the statement; after an
                    # error it eats the statement's rest)
                    eaten = True
                i += 1
                continue
            if ignoring:
                item.code = ""
                items.append(item)
                i += 1
                continue
            labels_end, word, col = _after_labels(code)
            low = word.lower() if word else ""
            if labels_end:
                self._track(code[:labels_end])
            if low in _BLOCKS and self.hsa and (low != ".amdhsa_kernel" or code[col + len(word):].strip()):
                from .blocks import kernel_cut, raw_end as block_end

                items.append(item)
                raw_kind, raw_end = low, block_end(lines, codes, i, low)
                if low == ".amdhsa_kernel" and self.proc is not None and raw_end > i:
                    raw_end = kernel_cut(lines, codes, i, raw_end, self.proc, self.env)
                i += 1
                continue
            if low in (".macro",):
                item.code, item.blank = code[:labels_end], False
                items.append(item)
                i = self._define(lines, body_codes, i, col, item, here, in_macro)
                continue
            if low in _LOOPS:
                item.code, item.blank = code[:labels_end], False
                items.append(item)
                i = self._loop(low, lines, body_codes, i, col, item, here, macros, includes, name)
                continue
            if low in (".endm", ".endmacro"):
                item.code = code[:labels_end]
                items.append(item)
                if in_macro:
                    return False  # the end llvm-mc appends to an expansion
                item.events.append(Event("error", f"unexpected '{word}' in file, no current macro definition",
                                         len(code)))
                i += 1
                continue
            if low == ".endr":
                item.code = code[:labels_end]
                items.append(item)
                if in_macro:
                    return False
                item.events.append(Event("error", "unmatched '.endr' directive", len(code)))
                i += 1
                continue
            if low == ".exitm":
                item.code = code[:labels_end]
                items.append(item)
                if in_macro:
                    return True  # (which also drops the .if states opened in the expansion)
                item.events.append(Event("error", "unexpected '.exitm' in file, no current macro definition",
                                         col))
                i += 1
                continue
            if low == ".purgem":
                item.code = code[:labels_end]
                items.append(item)
                self._purge(code, col, item)
                i += 1
                continue
            if low in (".include", ".incbin"):
                item.code, item.blank = code[:labels_end], False
                items.append(item)
                if low == ".include":
                    self._include(code, col, item, here, macros, includes, name, raw)
                else:
                    self._incbin(code, col, item)
                i += 1
                continue
            if low in (".error", ".err", ".warning", ".print"):
                item.code = code[:labels_end]
                items.append(item)
                self._message(low, code, col, item)
                i += 1
                continue
            if low in (".altmacro", ".noaltmacro"):
                item.code = code[:labels_end]
                items.append(item)
                tokens = tokenize(code)
                if _eol(tokens, _token_after(tokens, col), item):
                    self.alt = low == ".altmacro"
                i += 1
                continue
            if word in self.macros:
                item.code, item.blank = code[:labels_end], False
                items.append(item)
                self._call(self.macros[word], code, col, item, here, macros)
                i += 1
                continue
            self._track(code)
            items.append(item)
            i += 1
        if glued_end or includes and n and item.loc.line == n and n - 1 > raw_end and (
                any(e.severity == "error" and e.message not in _NO_SKIP for e in item.events)
                or not unterminated and self._fails_early(item)):
            # A directive (or macro call) that fails on an included file's last line makes
            # llvm-mc skip to the end of the statement without leaving the file: it meets
            # the file's end as the end of all input, and assembles nothing after it.
            self._end_here()
        self.string_end = unterminated  # (for _include: that end of line is gone too)
        if unterminated and not includes or includes and n and eaten:
            # (an included file whose last statement is skipped: llvm-mc skips on into its
            # end, which ends the input; a string that runs to an included file's end only
            # ends that file)
            self._end_here()
        return False

    def _instructions(self, name, lines, codes, i, n, includes, macros, top, origins, fresh) -> int:
        """_statements' instruction branch for the lines from ``i`` on, as long as they are
        instructions (most of a kernel): its tests, less those that cannot change within
        such a run (no .if state, kernel block, eaten line or joined statement comes in
        it; an instruction's code is never blank); the index of the first line not taken."""
        items, known = self.items, self.macros
        end = min(n, i + self.max_items - len(items))  # (past it: _statements stops the expansion)
        match = _INSTRUCTION.match
        may_matter = recovery.MAY_MATTER.search if self.proc is not None else None
        last = len(origins) - 1 if origins else 0
        while i < end:
            code = codes[i]
            m = match(code)
            if m is None or m.group(1) in known or "=" in code or '"' in code or (
                    may_matter is not None and may_matter(code)):
                break  # (not an instruction, or one _statements looks at more closely)
            item = Item(Loc(name, i + 1, lines[i], includes), code, macros, i if top is None else top)
            item.origin = origins[min(i, last)] if origins else (name, i)
            if fresh and i in fresh:
                item.fresh = True
            items.append(item)
            i += 1
        return i

    def _end_here(self) -> None:
        """llvm-mc's input ends at the end of the buffer being expanded (an included file
        or an instantiation: its lexer stops there and nothing after it is read)."""
        name, lines, includes, macros, open_end = self.buffer
        n = len(lines)
        self.eof = (Loc(name, n, lines[-1], includes), len(lines[-1]), macros) if open_end and n else \
            (Loc(name, n + 1, "", includes), 0, macros)
        raise _Done

    def _fails_early(self, item: Item) -> bool:
        """Does the statement ``item`` (an included file's last line) fail before llvm-mc
        has read its end: a directive's or a label's error, not an instruction's (whose
        parser reads to the line's end first) nor one of _NO_SKIP?"""
        code = item.code
        if self.proc is None or item.eaten or not code.strip() or item.events:
            return False
        from .analysis import analyze_line
        from .lexer import words

        env = self.env
        result = analyze_line(code, self.proc, tuple((w, env[w]) for w in dict.fromkeys(words(code)) if w in env))
        d = result.directive
        if d is not None and not result.has_error:
            from .blocks import HSA_ONLY, NOT_HSA

            return d.name in (NOT_HSA if self.hsa else HSA_ONLY)  # (an unknown directive under this triple)
        first = next((d for d in result.diagnostics if d.is_error), None)
        # (the lexer's error at a ' is reported as the parser steps past it, onto the end)
        return first is not None and result.mnemonic is None and first.message not in _NO_SKIP \
            and first.message != QUOTE_ERROR

    def _failure(self, code: str, item: Item) -> bool:
        """The lexer's errors llvm-mc reports after the instruction's register operand
        fails (as events of ``item``); True when the failure takes the next line."""
        from .analysis import analyze_line
        from .lexer import words

        env = self.env
        result = analyze_line(code, self.proc, tuple((w, env[w]) for w in dict.fromkeys(words(code)) if w in env))
        first = next((d for d in result.diagnostics if d.is_error), None)
        if first is None:
            return False
        found, lost = recovery.after_failure(tokenize(code), first.code, first.message, first.start, first.end)
        item.events.extend(Event("error", message, col) for message, col in found)
        return lost

    # -- symbols (what .if and .ifdef see) -----------------------------------------------

    def _track(self, code: str) -> None:
        """Follow .set/.equ/= values and labels, for the conditions below them."""
        m = _HEAD.match(code)
        if m is None or not (m.group(1) or "=" in code or (m.group(2) or "").lower() in (".set", ".equ", ".equiv")):
            return  # (the common case: an instruction with no label)
        from .syntax import parse_statement

        st = parse_statement(code)
        for lab in st.labels:
            self.defined.add(lab.name)
        name, pos = None, st.pos
        if st.assign is not None:
            name = st.assign.name
        elif st.directive is not None and st.directive.name.lower() in (".set", ".equ", ".equiv"):
            tok = st.tokens[st.pos]
            if tok.kind is Kind.IDENT and st.tokens[st.pos + 1].text == ",":
                name, pos = tok.text, st.pos + 2
        if name is None:
            return
        value = node = None
        if ex.lone_number(st.tokens, pos):
            value = ex.wrap64(st.tokens[pos].value)  # (the common case)
        else:
            try:
                node = ex.Parser(st.tokens, pos).parse()
                value = ex.evaluate(node, self.env)
            except (ex.ExprError, ex.Unresolved, ZeroDivisionError):
                pass
        # A symbol set to an expression of undefined symbols is itself undefined (.ifdef)
        names = [s.name for s in ex.symbols_in(node)] if value is None and node is not None else []
        self.pending.pop(name, None)
        if all(n in self.defined for n in names):
            self.defined.add(name)
        else:
            self.defined.discard(name)
            self.pending[name] = names  # (defined once they all are)
        self.values.define(name, value, node)

    @property
    def env(self) -> dict[str, int]:
        """The symbols with an absolute value here."""
        return self.values.mapping()

    # -- conditionals ----------------------------------------------------------------

    def _conditional(self, low: str, code: str, col: int, item: Item) -> bool | None:
        conds = self.conds
        # (an .else or .endif alone on its line, most of them: its tokens are the end of line)
        alone = low in (".else", ".endif") and not code[col + len(low):].strip()
        tokens = _ALONE if alone else _tokens(code)
        pos = _token_after(tokens, col)
        err = item.events.append
        if low == ".endif":
            if not conds:
                err(Event("error", "Encountered a .endif that doesn't follow an .if or .else", col))
                return
            if not _eol(tokens, pos, item):
                return
            conds.pop()
            return
        if low == ".else":
            if not conds or conds[-1].kind not in ("if", "elseif"):
                err(Event("error", "Encountered a .else that doesn't follow  an .if or an .elseif", col))
                return
            if not _eol(tokens, pos, item):
                return
            c = conds[-1]
            parent = len(conds) > 1 and conds[-2].ignore
            c.kind = "else"
            c.ignore = parent or c.met
            return
        if low == ".elseif":
            if not conds or conds[-1].kind not in ("if", "elseif"):
                err(Event("error", "Encountered a .elseif that doesn't follow an .if or  an .elseif", col))
                return
            c = conds[-1]
            c.kind = "elseif"
            parent = len(conds) > 1 and conds[-2].ignore
            if parent or c.met:
                c.ignore = True
                return True
            value = self._absolute(tokens, pos, item, code)
            if value is None:
                return
            c.met = value != 0
            c.ignore = not c.met
            return
        # An .if of some kind: pushed first, as llvm-mc does, even when its operand is bad.
        outer = bool(conds) and conds[-1].ignore
        # A new state starts as a copy of the current one (llvm-mc's TheCondState), which
        # is what a bad operand below leaves in place.
        c = _Cond("if", outer, bool(conds) and conds[-1].met)
        conds.append(c)
        if outer:
            return
        met = None
        if low in (".if", ".ifne", ".ifeq", ".ifge", ".ifgt", ".ifle", ".iflt"):
            value = self._absolute(tokens, pos, item, code)
            if value is None:
                return
            met = {".if": value != 0, ".ifne": value != 0, ".ifeq": value == 0, ".ifge": value >= 0,
                   ".ifgt": value > 0, ".ifle": value <= 0, ".iflt": value < 0}[low]
        elif low in (".ifdef", ".ifndef", ".ifnotdef"):
            tok = tokens[pos]
            if tok.kind is not Kind.IDENT or tok.text == ".":
                err(Event("error", f"expected identifier after '{code[col:col + len(low)]}'", tok.start))
                return
            if not _eol(tokens, pos + 1, item):
                return
            met = self._is_defined(tok.text) == (low == ".ifdef")
        elif low in (".ifb", ".ifnb"):
            rest = code[tokens[pos].start:].strip() if tokens[pos].kind is not Kind.EOL else ""
            met = (rest == "") == (low == ".ifb")
        elif low in (".ifc", ".ifnc"):
            # (llvm-mc reads tokens to the first comma: none inside a string counts)
            comma = next((t for t in tokens[pos:] if t.kind is Kind.PUNCT and t.text == ","), None)
            if comma is None:
                if tokens[-2].kind is Kind.ERROR and tokens[-2].text[:1] == '"' \
                        and string_runs_to_end(self.buffer[1], strip_with_states(self.buffer[1])[0], item.loc.line - 1):
                    self._at_end(item, Event("error", "expected comma", 0))  # (the string took the rest)
                else:
                    err(Event("error", "expected comma", len(code)))
                return
            first, second = code[tokens[pos].start:comma.start], code[comma.end:]
            met = (first.strip() == second.strip()) == (low == ".ifc")
        elif low in (".ifeqs", ".ifnes"):
            name = code[col:col + len(low)]
            a = tokens[pos]
            if a.kind is not Kind.STRING:
                err(Event("error", f"expected string parameter for '{name}' directive", a.start))
                return
            if tokens[pos + 1].text != ",":
                err(Event("error", f"expected comma after first string for '{name}' directive",
                          tokens[pos + 1].start))
                return
            b = tokens[pos + 2]
            if b.kind is not Kind.STRING:
                err(Event("error", f"expected string parameter for '{name}' directive", b.start))
                return
            if not _eol(tokens, pos + 3, item):
                return
            item.blank = True  # llvm-mc leaves this directive's end of line as an empty statement
            met = (_string_value(a.text) == _string_value(b.text)) == (low == ".ifeqs")
        c.met = bool(met)
        c.ignore = not c.met

    def _at_end(self, item: Item, event: Event) -> None:
        """Report ``event`` where the buffer being expanded ends (llvm-mc's end of input
        there), as a statement of its own after ``item``."""
        name, lines, includes, macros, open_end = self.buffer
        if open_end and lines:
            loc, event.column = Loc(name, len(lines), lines[-1], includes), len(lines[-1])
        else:
            loc, event.column = Loc(name, len(lines) + 1, "", includes), 0
        end = Item(loc, "", macros, item.top)
        end.events.append(event)
        self.items.append(end)

    def _is_defined(self, name: str) -> bool:
        """A label or symbol with a value; one set to an expression, once every symbol
        the expression names is (llvm-mc asks at the .ifdef)."""
        seen: set[str] = set()
        todo = [name]
        while todo:
            n = todo.pop()
            if n in self.defined or n in seen:
                continue
            if n not in self.pending:
                return False
            seen.add(n)
            todo.extend(self.pending[n])
        return True

    def _evaluate(self, code: str, tokens, pos: int) -> tuple[int | None, int]:
        """ex.absolute(tokens, pos, self.env) of ``code``'s tokens, remembered while no
        symbol is defined: a kernel's loops and conditionals repeat a few texts (".rept
        unroll", ".if unroll > 2"), whose parse and evaluation were half their cost."""
        key = (code, pos, self.values.changes)
        hit = self._evaluated.get(key)
        if hit is None:
            try:
                hit = ex.absolute(tokens, pos, self.env)
            except ex.ExprError as e:
                hit = e
            self._evaluated[key] = hit
        if hit.__class__ is tuple:
            return hit
        raise hit.with_traceback(None)

    def _absolute(self, tokens, pos: int, item: Item, code: str = "") -> int | None:
        tok = tokens[pos]
        try:
            value, end = self._evaluate(code, tokens, pos) if code else ex.absolute(tokens, pos, self.env)
        except ex.ExprError as e:
            item.events.append(Event("error", e.message, e.column))
            if code and any(t.text == "." and t.start < e.column for t in tokens[pos:]):
                item.code = code  # (the labels of the '.'s before the error are made)
            return None
        if code and any(t.text == "." for t in tokens[pos:end]):
            # llvm-mc makes a temporary label for each '.' it parses: the statement stays
            # for mc.py to number them (directives.py knows it as silent)
            item.code = code
        if value is None:
            item.events.append(Event("error", "expected absolute expression", tok.start))
            return None
        if not _eol(tokens, end, item):
            return None
        return value

    # -- macros ----------------------------------------------------------------------

    def _define(self, lines, codes, i: int, col: int, item: Item, top: int, in_macro: bool) -> int:
        code = codes[i]
        head_end = _last_line(item, i)  # (the body starts after the statement)
        tokens = tokenize(code)
        pos = _token_after(tokens, col)
        tok = tokens[pos]
        end = _string_cut(lines, codes, i, _find_end(codes, i + 1, (".macro",), (".endm", ".endmacro")))
        if tok.kind is not Kind.IDENT:
            item.events.append(Event("error", "expected identifier in '.macro' directive", tok.start))
            return i + 1
        name = tok.text
        params, problem = _parameters(tokens, pos + 1, code, lines[i])
        if problem is not None:
            item.events.append(problem)
            return i + 1
        if end is None:
            # llvm-mc's search for the end reads on to the end of everything: nothing
            # after this is assembled.
            item.events.append(Event("error", "no matching '.endmacro' in definition", col))
            self._end_here()
        end_line, end_col = end
        tail = tokenize(codes[end_line])
        after = _token_after(tail, end_col)
        if tail[after].kind is not Kind.EOL:
            word = _first_word(codes[end_line])[0]
            self.items.append(Item(Loc(item.loc.file, end_line + 1, lines[end_line], item.loc.includes), "",
                                   item.macros, top, False,
                                   [Event("error", f"unexpected token in '{word}' directive", tail[after].start)]))
            return end_line + 1
        body = _body(lines, head_end + 1, end_line, end_col)
        for k in range(i + 1, end_line + 1):
            self.items.append(Item(Loc(item.loc.file, k + 1, lines[k], item.loc.includes), "", item.macros, top,
                                   body=True))
        last = self.items[-1]
        if name in self.macros:
            item.events.append(Event("error", f"macro '{name}' is already defined", col))
            return end_line + 1
        self.macros[name] = Macro(name, params, body, item.loc, top,
                                  [(item.origin[0], item.origin[1] + head_end - i + 1 + k)
                                   for k in range(end_line - head_end)])
        # llvm-mc takes the .endm line's end as an empty statement.
        last.blank = not _line_comment(lines[end_line], False)
        return end_line + 1

    def _purge(self, code: str, col: int, item: Item) -> None:
        tokens = tokenize(code)
        pos = _token_after(tokens, col)
        tok = tokens[pos]
        if tok.kind is not Kind.IDENT:
            item.events.append(Event("error", "expected identifier in '.purgem' directive", tok.start))
            return
        if not _eol(tokens, pos + 1, item):
            return
        if tok.text not in self.macros:
            item.events.append(Event("error", f"macro '{tok.text}' is not defined", col))
            return
        del self.macros[tok.text]

    def _call(self, macro: Macro, code: str, col: int, item: Item, top: int, macros) -> None:
        tokens = tokenize(code)
        pos = _token_after(tokens, col)
        if self.depth >= MAX_MACRO_DEPTH:
            item.events.append(Event("error", f"macros cannot be nested more than {MAX_MACRO_DEPTH} levels deep."
                                     " Use -asm-macro-max-nesting-depth to increase this limit.",
                                     tokens[pos].start))
            return
        alt = self.env if self.alt else None
        values = _arguments(macro, tokens, pos, code, item, alt, item.loc.text)
        if values is None:
            return
        broken = None
        if isinstance(values, _Broken):
            # A '%' argument whose expression does not parse: llvm-mc reports it, then
            # expands the macro with the arguments before it (no defaults), and reads the
            # rest of the line, from the failing token, as the next statement.
            broken, values = values, values.values
            self.items.append(Item(item.loc, "", ((item.loc, col),) + macros, top,
                                   events=[Event("error", broken.message, broken.column)]))
        text = _substitute(macro.body, [p[0] for p in macro.params], values, self.instances,
                           macro.params[-1][3] if macro.params else False, macro.count, self.alt)
        call = Call(macro.name, len(self.items), -1, values, self.instances, macro.count, self.alt,
                    ((item.loc, col),) + macros, top, broken is None)
        self.calls.append(call)
        self.instances += 1
        macro.count += 1
        self.mid_line = broken is not None
        self._instantiate(text + ".endmacro\n", call.macros, top, macro.origins)  # (as llvm-mc appends it)
        call.end = len(self.items)
        if broken is not None and broken.column < len(code.rstrip()):
            self.items.append(Item(item.loc, "", macros, top,
                                   events=[Event("error", "unexpected token at start of statement", broken.column)]))

    def _instantiate(self, text: str, macros, top: int, origins=None) -> None:
        depth = len(self.conds)
        self.depth += 1
        lines = split_lines(text)
        try:
            exited = not self._plain(text, lines, macros, top, origins) and self._buffer(
                "<instantiation>", lines, (), macros, top, in_macro=True, origins=origins)
        finally:
            self.depth -= 1
        self.exited = exited
        if exited:
            del self.conds[depth:]  # (.exitm leaves the .ifs opened in the expansion)
        elif self.conds and self.conds[-1].ignore:
            # The expansion ends inside a skipped .if (opened or turned by .else in it):
            # llvm-mc skips its closing .endm/.endr too and cannot leave the expansion, whose
            # end is the end of everything; the .if is reported just past it.
            item = Item(Loc("<instantiation>", len(lines) + 1, ""), "", macros, top)
            item.events.append(Event("error", "unmatched .ifs or .elses", 0))
            self.items.append(item)
            self.stuck = True
            raise _Done
        # (an .if left open but not skipping stays open after the expansion, as in llvm-mc)

    def _plain(self, text: str, lines: list[str], macros, top: int, origins) -> bool:
        """The items _statements makes of an instantiation whose lines are all instructions
        it takes as they are (_instructions) but the closing .endr/.endmacro (a loop's or a
        macro's body, most of them), made without its preparations (comments, strings,
        blank lines: there are none); False, nothing made, when it is not one."""
        n = len(lines)
        if n < 2 or lines[-1].lstrip() not in (".endr", ".endmacro") or self.mid_line or _SPECIAL.search(text) \
                or "'" in text \
                or (self.conds and self.conds[-1].ignore) or len(self.items) + n > self.max_items:
            return False
        items, fresh = self.items, self.fresh
        start = len(items)
        name = "<instantiation>"
        if self._instructions(name, lines, [line.rstrip() for line in lines], 0, n - 1, (), macros, top, origins,
                              fresh) < n - 1:
            del items[start:]
            return False
        self.fresh = frozenset()
        self.string_end = False
        item = Item(Loc(name, n, lines[-1], ()), "", macros, top)  # (the closing line: no statement)
        item.origin = origins[min(n - 1, len(origins) - 1)] if origins else (name, n - 1)
        if fresh and n - 1 in fresh:
            item.fresh = True
        items.append(item)
        return True

    # -- loops -----------------------------------------------------------------------

    def _loop(self, low, lines, codes, i, col, item, top, macros, includes, name) -> int:
        code = codes[i]
        head_end = _last_line(item, i)  # (the body starts after the statement)
        # (.irp's arguments may be lexed again in place under .altmacro: its own tokens)
        tokens = _tokens(code) if low == ".rept" else tokenize(code)
        pos = _token_after(tokens, col)
        end = _string_cut(lines, codes, i, _find_end(codes, i + 1, (".rept", ".irp", ".irpc"), (".endr",)))
        err = item.events.append
        bodies: list[tuple[list[str], list[list]]] = []  # parameter names, values per iteration
        count = 0
        if low == ".rept":
            tok = tokens[pos]
            if tok.kind is Kind.EOL:
                count = 0  # llvm-mc: no count, no repetition? (an expression is required)
                err(Event("error", "unknown token in expression", tok.start))
                return i + 1
            try:
                value, after = self._evaluate(code, tokens, pos)
            except ex.ExprError as e:
                err(Event("error", e.message, e.column))
                return i + 1
            if value is None:
                err(Event("error", "unexpected token in '.rept' directive", tok.start))
                return i + 1
            if value < 0:
                err(Event("error", "Count is negative", tok.start))
                return i + 1
            if not _eol(tokens, after, item):
                return i + 1
            count = value
            params, iterations = [], [[]] * count
        else:
            tok = tokens[pos]
            if tok.kind is not Kind.IDENT:
                err(Event("error", f"expected identifier in '{code[col:col + len(low)]}' directive", tok.start))
                return i + 1
            if tokens[pos + 1].text != ",":
                err(Event("error", "expected comma", tokens[pos + 1].start))
                return i + 1
            params = [tok.text]
            values = _raw_arguments(tokens, pos + 2, code, item, self.env if self.alt else None, lines[i])
            if values is None or isinstance(values, _Broken):
                if values is not None:
                    err(Event("error", values.message, values.column))
                return i + 1
            if low == ".irp":
                # Empty values count only before a non-empty one (llvm-mc stores no others).
                while values and not values[-1]:
                    values.pop()
                iterations = [[_argument_text(v)] for v in values]
            else:
                # Exactly one argument of exactly one token.
                if len(values) != 1 or len(values[0]) != 1:
                    err(Event("error", "unexpected token in '.irpc' directive", len(code)))
                    return i + 1
                iterations = [[ch] for ch in _argument_text(values[0])]
        if end is None:
            err(Event("error", "no matching '.endr' in definition", col))
            self._end_here()  # (as for .macro)
        end_line, end_col = end
        body = _body(lines, head_end + 1, end_line, end_col)
        for k in range(i + 1, end_line + 1):
            self.items.append(Item(Loc(name, k + 1, lines[k], includes), "", item.macros, top))
        body_lines = end_line - head_end - 1
        first = item.origin[1] + head_end - i + 1  # (the body's first line)
        here = [(item.origin[0], first + k) for k in range(body_lines)]
        origins = here * len(iterations) + [(item.origin[0], first + body_lines)]
        parts = []
        for k, values in enumerate(iterations):
            # .irp and .irpc also replace \@ (with the count of macro calls so far); .rept does not.
            parts.append(_substitute(body, params, values, self.instances if params else None, False, k,
                                     self.alt))
        self.fresh = frozenset(k * body_lines for k in range(1, len(iterations)))
        self._instantiate("".join(parts) + ".endr\n", ((item.loc, col),) + macros, top, origins)
        return end_line + 1

    # -- files -----------------------------------------------------------------------

    def _path(self, name: str) -> tuple[str, bytes] | None:
        candidates = [name] + [os.path.join(d, name) for d in self.include_dirs]
        for path in candidates:
            data = self.read(path)
            if data is not None:
                return path, data
        if self.find is not None:
            found = self.find(name)
            if found is not None:
                data = self.read(found)
                if data is not None:
                    return found, data
        return None

    def _include(self, code, col, item, top, macros, includes, name, raw) -> None:
        tokens = tokenize(code)
        pos = _token_after(tokens, col)
        tok = tokens[pos]
        if tok.kind is not Kind.STRING:
            item.events.append(Event("error", "expected string in '.include' directive", tok.start))
            return
        if tokens[pos + 1].kind is not Kind.EOL:
            t = tokens[pos + 1]
            item.events.append(Event("error", "unexpected token in '.include' directive", t.start))
            return
        wanted = _string_value(tok.text)
        found = self._path(wanted)
        if found is None:
            item.events.append(Event("error", f"Could not find include file '{wanted}'", tok.start))
            return
        if self.include_depth >= MAX_INCLUDE_DEPTH:
            item.events.append(Event("error", f"gcnls stops at {MAX_INCLUDE_DEPTH} nested includes "
                                     "(llvm-mc recurses without end)", tok.start))
            return
        path, data = found
        self.includes.append((top, path))
        item.blank = True  # llvm-mc prints an empty line as it enters the file ...
        self.include_depth += 1
        try:
            text = data.decode("utf-8", "surrogateescape")
            self._buffer(path, split_lines(text) if text else [], includes + (f"{name}:{item.loc.line}",), macros, top,
                         open_end=bool(text) and not text.endswith("\n"))
        finally:
            self.include_depth -= 1
        # ... and another for the .include line's own end, read when it comes back, unless
        # a macro call or loop end on the file's unterminated last line takes that end as its own.
        blank = not _line_comment(raw, False) and not self.string_end
        if text and not text.endswith("\n"):
            word = _after_labels(strip_with_states([split_lines(text)[-1]])[0][0])[1]
            blank = blank and (word not in self.macros or self.exited) and word.lower() != ".endr"
        self.items.append(Item(item.loc, "", macros, top, blank, include_end=True))

    def _incbin(self, code, col, item) -> None:
        tokens = tokenize(code)
        pos = _token_after(tokens, col)
        tok = tokens[pos]
        err = item.events.append
        if tok.kind is not Kind.STRING:
            err(Event("error", "expected string in '.incbin' directive", tok.start))
            return
        pos += 1
        skip, count, count_tok = 0, None, None
        if tokens[pos].text == ",":
            skip_tok = tokens[pos + 1]
            try:
                skip, pos = ex.absolute(tokens, pos + 1, self.env)
            except ex.ExprError as e:
                err(Event("error", e.message, e.column))
                return
            if skip is None:
                err(Event("error", "expected absolute expression", skip_tok.start))
                return
            if tokens[pos].text == ",":
                count_tok = tokens[pos + 1]
                try:
                    count, pos = ex.absolute(tokens, pos + 1, self.env)
                except ex.ExprError as e:
                    err(Event("error", e.message, e.column))
                    return
            if skip < 0:
                err(Event("error", "skip is negative", skip_tok.start))
                return
        if not _eol(tokens, pos, item):
            return
        wanted = _string_value(tok.text)
        found = self._path(wanted)
        if found is None:
            err(Event("error", f"Could not find incbin file '{wanted}'", tok.start))
            return
        data = found[1][skip:]
        if count is not None:
            if count < 0:
                err(Event("warning", "negative count has no effect", count_tok.start))
                return
            data = data[:count]
        item.printed.extend(bytes_lines(data))

    def _message(self, low, code, col, item) -> None:
        tokens = tokenize(code)
        pos = _token_after(tokens, col)
        tok = tokens[pos]
        if low == ".err":
            item.events.append(Event("error", ".err encountered", col))
            return
        if low == ".print":
            if tok.kind is not Kind.STRING:
                item.events.append(Event("error", "expected double quoted string after .print", col))
                return
            if _eol(tokens, pos + 1, item):
                item.prints.append(_raw_string(tok.text))  # (llvm-mc does not unescape it)
            return
        kind = "error" if low == ".error" else "warning"
        if tok.kind is Kind.EOL:
            item.events.append(Event(kind, f"{low} directive invoked in source file", col))
            return
        if tok.kind is not Kind.STRING:
            item.events.append(Event("error", f"{low} argument must be a string", tok.start))
            return
        if _eol(tokens, pos + 1, item):
            item.events.append(Event(kind, _raw_string(tok.text), col))


def own_statement(it: Item, name: str) -> bool:
    """Whether ``it`` is a line of file ``name`` itself (not from a macro, a loop's later
    copy or an included file): what is found on it stands on that line."""
    return it.loc.file == name and not it.macros and not it.loc.includes


def source_line(items: list[Item], name: str, k: int) -> int:
    """The 0-based line of file ``name`` that shows statement ``k`` of an expansion: its
    own line, or the line of the call, loop or .include it comes from."""
    it = items[k]
    return it.loc.line - 1 if own_statement(it, name) else it.top


# The kernel checks name other statements in their messages ("(line 12; v1)", "on line 7"):
# 1-based statement numbers of what they ran on.
_LINE_NAMED = re.compile(r"\bline (\d+)\b")


def renumbered(message: str, items: list[Item], name: str) -> str:
    """``message`` of a check run on an expansion, with the lines it names made file ``name``'s."""
    n = len(items)
    return _LINE_NAMED.sub(lambda m: f"line {source_line(items, name, int(m[1]) - 1) + 1}"
                           if 0 < int(m[1]) <= n else m[0], message)


def expand(name: str, lines: list[str], include_dirs=(), symbols=None, read=_read_file, find=None,
           final_newline: bool = True, max_items: int = MAX_ITEMS, proc=None, hsa: bool = True) -> Expansion:
    """``max_items``: where the expansion stops (Expansion.cut then says so); ``proc``: the
    processor, for the instructions whose failure takes the next line (recovery.py);
    ``hsa``: the triple's OS is amdhsa (else the block directives are unknown ones)."""
    expander = Expander(include_dirs, symbols, read, find, max_items)
    expander.proc = proc
    expander.hsa = hsa
    out = expander.run(name, lines, final_newline)
    out.cut = expander.cut
    return out


def reinstantiate(macro: Macro, call: Call, macros: dict[str, Macro]) -> list[Item] | None:
    """The items of ``call`` expanded again with ``macro``'s body (the same macro with a
    new body), or None when that expansion is not plain statements only (see
    plain_statement): then what follows it may read differently, and only expanding
    everything again tells."""
    expander = Expander()
    expander.macros = macros
    expander.alt = call.alt
    expander.depth = len(call.macros) - 1
    text = _substitute(macro.body, [p[0] for p in macro.params], call.values, call.instances,
                       macro.params[-1][3] if macro.params else False, call.count, call.alt)
    try:
        expander._instantiate(text + ".endmacro\n", call.macros, call.top, macro.origins)
    except _Done:
        return None
    items = expander.items
    if not all(plain_statement(it, macros) for it in items[:-1]):
        return None
    return items


def line_instance(macro: Macro, call: Call, line: str, j: int, macros: dict[str, Macro]) -> Item | None:
    """The item of line ``j`` of ``macro``'s body (``line``, as the body holds it) in the
    expansion of ``call``, as reinstantiate makes it, when the body has no string or
    block comment (then a line expands on its own: arguments and counters are replaced
    within it, and its comments end in it) and the line expands to an instruction
    _statements takes as it is; None otherwise (expand the call again)."""
    if "'" in macro.body:
        return None  # (a ' that runs past its line's end takes the next line: lexer.glued_lines)
    raw = _substitute(line + "\n", [p[0] for p in macro.params], call.values, call.instances,
                      macro.params[-1][3] if macro.params else False, call.count, call.alt)[:-1]
    code = strip_with_states([raw])[0][0]
    m = _INSTRUCTION.match(code)
    if m is None or m.group(1) in macros or "=" in code or '"' in code or recovery.MAY_MATTER.search(code):
        return None  # (not an instruction; or one whose failure may take the next line: recovery.py)
    item = Item(Loc("<instantiation>", j + 1, raw, ()), code, call.macros, call.top)
    item.origin = macro.origins[min(j, len(macro.origins) - 1)] if macro.origins else ("<instantiation>", j)
    return item


def plain_statement(item: Item, macros: dict[str, Macro]) -> bool:
    """Is ``item`` a statement that leaves the expander as it found it: blank, or an
    instruction (no label, no directive, no assignment, no macro call), with no message
    of the expansion's own?"""
    if item.events or item.prints or item.printed:
        return False
    word = _plain_word(item.code)
    return word is not None and word not in macros


@lru_cache(maxsize=1 << 14)
def _plain_word(code: str) -> str | None:
    """plain_statement's reading of a statement's text: its first word ("" for none)
    when it may be plain, None when it is not."""
    if not code or code.isspace():
        return ""
    labels_end, word, _ = _after_labels(code)
    if labels_end or not word or word[0] == "." or "=" in code or code.lstrip().startswith("#"):
        return None
    return word


def blank_lines(lines: list[str], codes: list[str], starts: list[bool], open_end: bool = False) -> list[bool]:
    """For each line, does llvm-mc print an empty line for it? It does for an empty
    statement: a line with no code that ends in neither a ``;``/``//``/``#`` comment nor
    inside a block comment, unless a block comment joins it to a line with code, and
    except a last line of blanks with no end of line (``open_end``): no statement ends there."""
    out = [False] * len(lines)
    n = len(lines)
    logical_code = False  # the statement a block comment continues has code
    for i in range(n):
        code = codes[i]
        ends_in_block = i + 1 < n and starts[i + 1]
        if code:
            if code == "#" and not starts[i] and line_markers.marker(lines[i]) is not None:
                out[i] = True  # (a cpp line marker is a statement of its own)
            logical_code = ends_in_block
            continue
        if ends_in_block:
            continue
        if not (starts[i] and logical_code) and not _line_comment(lines[i], starts[i]):
            out[i] = True
        logical_code = False
    if open_end and n and not lines[-1].strip() and not starts[-1]:
        out[-1] = False
    return out


# --- helpers -------------------------------------------------------------------------


_WORD = re.compile(r"\s*([A-Za-z_.$][\w.$@?]*)?")
# An instruction's mnemonic first on the line (a word, no label after it: _statements)
_INSTRUCTION = re.compile(r"\s*([A-Za-z_$][\w.$@?]*+)(?!\s*:)")


def _string_cut(lines: list[str], codes: list[str], i: int, end):
    """``end`` (a body's end found after line ``i``), or None when a string in the body
    runs to the end of the buffer, past it."""
    if end is not None and any('"' in codes[k] and string_runs_to_end(lines, codes, k) for k in range(i + 1, end[0])):
        return None
    return end


def string_runs_to_end(lines: list[str], codes: list[str], i: int) -> bool:
    """Does line ``i`` open a string that no later line closes? llvm-mc's lexer reads a
    string on across line ends: it then ends at the end of the buffer, with everything
    after it."""
    return any(t.kind is Kind.ERROR and t.text[:1] == '"' for t in tokenize(codes[i])) and \
        not any('"' in rest for rest in lines[i + 1:])


def _first_word(code: str) -> tuple[str, int] | None:
    m = _WORD.match(code)
    if m.end() == len(code) and m.group(1) is None:
        return None
    if m.group(1) is None:
        return "", m.end()
    return m.group(1), m.start(1)


# Labels, then the first word of a statement.
_HEAD = re.compile(r"\s*((?:[A-Za-z_.$][\w.$@?]*\s*:(?!:)\s*)*)([A-Za-z_.$][\w.$@?]*)?")


def _after_labels(code: str) -> tuple[int, str, int]:
    """(end column of the labels, the word after them, its column)."""
    m = _HEAD.match(code)
    if m is not None and not m.group(1):
        # No label: the first word, if an identifier starts the line.
        word = m.group(2)
        if word is None:
            return 0, "", len(code)
        if not code.startswith("=", m.end(2)) and not code[m.end(2):].lstrip().startswith("="):
            return 0, word, m.start(2)
    from .syntax import parse_statement

    st = parse_statement(code)
    end = st.labels[-1].end + 1 if st.labels else 0
    span = st.directive or st.mnemonic
    if span is None:
        return end, "", len(code)
    return end, span.name, span.start


@lru_cache(maxsize=1 << 12)
def _tokens(code: str) -> list[Token]:
    """tokenize(code), kept per text for the directives that only read their tokens
    (conditionals, loops: a kernel repeats a few of them hundreds of times)."""
    return tokenize(code)


_ALONE = [Token(Kind.EOL, "", 1 << 30, 1 << 30)]  # (after any column: _token_after finds it)


def _token_after(tokens, col: int) -> int:
    for k, t in enumerate(tokens):
        if t.start > col:
            return k
    return len(tokens) - 1


def _eol(tokens, pos: int, item: Item) -> bool:
    tok = tokens[pos]
    if tok.kind is Kind.EOL:
        return True
    item.events.append(Event("error", "expected newline", tok.start))
    return False


def _line_comment(raw: str, in_block: bool) -> bool:
    """Does the line end in a ``;`` or ``//`` comment (outside strings and block comments)?"""
    i, n = 0, len(raw)
    while i < n:
        if in_block:
            j = raw.find("*/", i)
            if j < 0:
                return False
            i, in_block = j + 2, False
            continue
        c = raw[i]
        if c == ";" or raw.startswith("//", i):
            return True
        if raw.startswith("/*", i):
            in_block = True
            i += 2
            continue
        if c == '"':
            j = i + 1
            while j < n and raw[j] != '"':
                j += 2 if raw[j] == "\\" else 1
            i = j + 1
            continue
        if c == "'":
            i = char_literal_end(raw, i)
            continue
        i += 1
    return False


def _find_end(codes: list[str], start: int, opens: tuple[str, ...], closes: tuple[str, ...]):
    """(line, column) of the directive closing a body that starts at ``start``, nested
    bodies counted by the first word of each statement (as llvm-mc does)."""
    depth = 0
    for k in range(start, len(codes)):
        first = _first_word(codes[k])
        if first is None:
            continue
        word = first[0].lower()
        if word in closes:
            if depth == 0:
                return k, first[1]
            depth -= 1
        elif word in opens:
            depth += 1
    return None


def _last_line(item: Item, i: int) -> int:
    """The last line (index) of item ``i``'s statement: a later one when a block comment
    or a string carries it on (Item.joined)."""
    if item.joined is None:
        return i
    return i + item.joined[1][-1][0].line - item.loc.line


def _body(lines: list[str], start: int, end_line: int, end_col: int) -> str:
    """The source between a body's opening line and its closing directive."""
    parts = [line + "\n" for line in lines[start:end_line]]
    parts.append(lines[end_line][:end_col])
    text = "".join(parts)
    return text.lstrip(" \t")


def _parameters(tokens, pos: int, code: str, raw: str = ""):
    """``.macro`` parameters: names separated by commas or blanks, each with ``:req``,
    ``:vararg`` or ``=default``."""
    params: list[tuple[str, str, bool, bool]] = []
    while tokens[pos].kind is not Kind.EOL:
        tok = tokens[pos]
        if params and params[-1][3]:
            return params, Event("error", "vararg parameter '" + params[-1][0]
                                 + "' should be the last parameter", tok.start)
        if tok.kind is not Kind.IDENT:
            return params, Event("error", "expected identifier in '.macro' directive", tok.start)
        name, required, vararg, default = tok.text, False, False, ""
        if any(p[0] == name for p in params):
            return params, Event("error", f"macro '{name}' has multiple parameters named '{name}'", tok.start)
        pos += 1
        if tokens[pos].text == ":":
            qual = tokens[pos + 1]
            if qual.text == "req":
                required = True
            elif qual.text == "vararg":
                vararg = True
            else:
                return params, Event("error", f"{qual.text} is not a valid parameter qualifier for '{name}' "
                                     "in macro '", qual.start)
            pos += 2
        if tokens[pos].text == "=":
            pos += 1
            try:
                value, pos = _argument(tokens, pos, False, code)
            except _ArgError as e:
                item = Item(Loc("", 0, raw or code), code)
                _arg_error(item, e)
                return params, item.events[0]
            default = _argument_text(value)
        params.append((name, default, required, vararg))
        if tokens[pos].text == ",":
            pos += 1
    return params, None


def _argument(tokens, pos: int, vararg: bool, code: str = ""):
    """One macro argument from ``pos``: (its parts, the position after it), as llvm-mc
    reads it: a blank ends it unless an operator follows (blanks after an operator are
    dropped), parentheses group (keeping their blanks), strings lose their quotes; a
    vararg argument is the rest of the statement as written."""
    if vararg:
        tok = tokens[pos]
        if tok.kind is Kind.EOL:
            return [], pos
        end = len(tokens) - 1
        return [("raw", code[tok.start:tokens[end].start].rstrip())], end
    out = []
    level = 0
    after_operator = False
    while True:
        tok = tokens[pos]
        if tok.kind is Kind.EOL:
            if level:
                raise _ArgError(tok.start, "unbalanced parentheses in macro argument", eol=True)
            break
        if tok.text == "=" and tok.kind is Kind.PUNCT:
            raise _ArgError(tok.start)
        spaced = bool(out) and tokens[pos - 1].end < tok.start
        if level == 0:
            if tok.text == "," and tok.kind is Kind.PUNCT:
                break
            if spaced and tok.kind is Kind.PUNCT and tok.text in _OPERATORS:
                out.append(("raw", tok.text))
                pos += 1
                after_operator = True
                continue
            if spaced and not after_operator:
                break
        after_operator = False
        if level and spaced:
            out.append(("raw", code[tokens[pos - 1].end:tok.start] if code else " "))
        if tok.text == "(" and tok.kind is Kind.PUNCT:
            level += 1
        elif tok.text == ")" and tok.kind is Kind.PUNCT and level:
            level -= 1
        out.append(("string", tok.text) if tok.kind is Kind.STRING else ("raw", tok.text))
        pos += 1
        # (a blank after an operator does not end the argument either: '6> 7' is one)
        after_operator = level == 0 and tok.kind is Kind.PUNCT and tok.text in _OPERATORS
    return out, pos


def _argument_text(parts, vararg: bool = False) -> str:
    return "".join(_string_value(t) if kind == "string" and not vararg else t for kind, t in parts)


class _ArgError(Exception):
    """A macro argument llvm-mc refuses: an '=' in it, or parentheses left open."""

    def __init__(self, column: int, message: str = "unexpected token in macro instantiation", eol: bool = False):
        super().__init__(message)
        self.column = column
        self.message = message
        self.eol = eol  # at the statement's end (llvm-mc's: at a trailing comment)


def _arg_error(item: Item, e: _ArgError) -> None:
    col = e.column
    if e.eol:
        raw = item.loc.text
        col = eos_column(raw, strip_with_states([raw])[0][0].rstrip())
    item.events.append(Event("error", e.message, col))


@dataclass(slots=True)
class _Broken:
    """A '%' argument (.altmacro) whose expression does not parse."""

    message: str
    column: int
    values: list[str] = field(default_factory=list)  # the arguments before it (no defaults)


def _alt_argument(tokens, pos: int, env: dict, raw: str, item: Item):
    """An .altmacro argument at ``pos``: ``%expr`` (its value, as a decimal number) or
    ``<text>`` (``!`` escapes the next character); (parts, position after it), None when
    the argument is neither, a _Broken when the expression does not parse, False after an
    error reported on ``item``."""
    tok = tokens[pos]
    if tok.kind is not Kind.PUNCT:
        return None
    if tok.text == "%":
        try:
            value, end = ex.absolute(tokens, pos + 1, env)
        except ex.ExprError as e:
            return _Broken(e.message, e.column)
        if value is None:
            item.events.append(Event("error", "expected absolute expression", tok.start))
            return False
        return [("raw", str(value))], end
    if tok.text in ("<", "<<", "<=", "<>"):
        k = tok.start + 1
        n = len(raw)
        while k < n and raw[k] not in ">\n\r":
            k += 2 if raw[k] == "!" else 1
        if k >= n or raw[k] != ">":
            return None
        inner = raw[tok.start + 1:k]
        text = re.sub(r"!(.)", r"\1", inner, flags=re.S)
        # llvm-mc lexes again from just after the '>' (which may end a '>>' token or
        # stand inside what a comment would have hidden): so do we, in place.
        rest = strip_with_states([" " * (k + 1) + raw[k + 1:]])[0][0]
        tokens[pos:] = tokenize(rest.ljust(k + 1))
        return [("raw", text)], pos
    return None


def _raw_arguments(tokens, pos: int, code: str, item: Item, alt: dict | None = None, raw: str = ""):
    """Arguments of .irp/.irpc: every comma- or blank-separated value to the end."""
    values = []
    while tokens[pos].kind is not Kind.EOL:
        got = _alt_argument(tokens, pos, alt, raw, item) if alt is not None else None
        if got is False:
            return None
        if isinstance(got, _Broken):
            return got
        try:
            value, pos = got if got is not None else _argument(tokens, pos, False, code)
        except _ArgError as e:
            _arg_error(item, e)
            return None
        values.append(value)
        if tokens[pos].text == ",":
            pos += 1
    return values


def _arguments(macro: Macro, tokens, pos: int, code: str, item: Item, alt: dict | None = None, raw: str = ""):
    """The argument of each parameter of ``macro`` at a call, or None after an error
    (``alt``: the symbols, in .altmacro mode)."""
    n = len(macro.params)
    values: list[list] = [[] for _ in range(n)]
    named = False
    k = 0
    while n == 0 or k < n:
        tok = tokens[pos]
        name = None
        if tok.kind is Kind.IDENT and tokens[pos + 1].text == "=" and tokens[pos + 1].kind is Kind.PUNCT:
            name, name_tok = tok.text, tok
            pos += 2
            named = True
        if named and name is None:
            item.events.append(Event("error", "cannot mix positional and keyword arguments", tok.start))
            return None
        vararg = bool(n) and macro.params[-1][3] and k == n - 1  # (by position, even when named)
        got = _alt_argument(tokens, pos, alt, raw, item) if alt is not None else None
        if got is False:
            return None
        if isinstance(got, _Broken):
            got.values = [_argument_text(v, macro.params[j][3]) for j, v in enumerate(values)]
            return got
        try:
            value, pos = got if got is not None else _argument(tokens, pos, vararg, code)
        except _ArgError as e:
            _arg_error(item, e)
            return None
        index = k
        if name is not None:
            index = next((j for j, p in enumerate(macro.params) if p[0] == name), None)
            if index is None:
                item.events.append(Event("error", f"parameter named '{name}' does not exist for macro "
                                     f"'{macro.name}'", name_tok.start))
                return None
        if value and index < n:
            values[index] = value
        elif value and n == 0:
            # Arguments to a macro without parameters fail when it is expanded.
            while tokens[pos].kind is not Kind.EOL:
                pos += 1
            item.events.append(Event("error", "Wrong number of arguments", tokens[pos].start))
            return None
        if tokens[pos].kind is Kind.EOL:
            failed = False
            for j, (pname, default, required, _) in enumerate(macro.params):
                if not values[j]:
                    if required:
                        item.events.append(Event("error", f"missing value for required parameter '{pname}' in "
                                                 f"macro '{macro.name}'", tokens[pos].start))
                        failed = True
                    if default:
                        values[j] = [("raw", default)]
            return None if failed else [_argument_text(v, macro.params[j][3]) for j, v in enumerate(values)]
        if tokens[pos].text == ",":
            pos += 1
        k += 1
    item.events.append(Event("error", "too many positional arguments", tokens[pos].start))
    return None


_IDENT_CHAR = re.compile(r"[A-Za-z0-9_$.]*")
_IDENT_RUN = re.compile(r"[A-Za-z0-9_$.]+")


def _substitute(body: str, names: list[str], values: list[str], counter: int | None, vararg: bool,
                count: int | None = None, alt: bool = False) -> str:
    """llvm-mc's textual expansion: ``\\name`` -> argument, ``\\@`` -> the instantiation
    counter, ``\\+`` -> ``count`` (this macro's own instantiations, or the loop's
    iteration), ``\\()`` -> nothing; any other backslash stays. ``alt`` (``.altmacro``
    when expanded): a parameter's bare name is replaced too, even inside strings, and one
    ``&`` right after a replaced name is dropped."""
    if "\\" not in body and not (alt and names):
        return body
    out = []
    i = 0
    n = len(body)
    index = {name: k for k, name in enumerate(names)}
    if alt and names:
        return _substitute_alt(body, index, values, counter, count)
    while True:
        j = body.find("\\", i)
        if j < 0 or j + 1 == n:
            out.append(body[i:])
            break
        out.append(body[i:j])
        i = _escape(body, j, index, values, counter, count, out, False)
    return "".join(out)


def _escape(body: str, j: int, index: dict, values, counter, count, out: list[str], alt: bool) -> int:
    """The backslash at ``j`` expanded into ``out``; the position after it."""
    n = len(body)
    if counter is not None and body[j + 1] == "@" and j + 2 != n:
        out.append(str(counter))
        return j + 2
    if count is not None and body[j + 1] == "+":
        out.append(str(count))
        return j + 2
    m = _IDENT_CHAR.match(body, j + 1)
    arg = m.group()
    if m.end() == n and arg:
        arg = arg[:-1]  # llvm-mc stops one short of the end of the body
    k = index.get(arg)
    if k is None:
        if body.startswith("()", j + 1):
            return j + 3
        out.append("\\" + arg)
        return j + 1 + len(arg)
    values_k = values[k]
    out.append(values_k if isinstance(values_k, str) else _argument_text(values_k))
    i = j + 1 + len(arg)
    if alt and body.startswith("&", i):
        i += 1
    return i


def _substitute_alt(body: str, index: dict, values, counter, count) -> str:
    out = []
    i = 0
    n = len(body)
    while i < n:
        c = body[i]
        if c == "\\" and i + 1 < n:
            i = _escape(body, i, index, values, counter, count, out, True)
            continue
        m = _IDENT_RUN.match(body, i)
        if m is None:
            out.append(c)
            i += 1
            continue
        word = m.group()
        i = m.end()
        k = index.get(word)
        if k is None:
            out.append(word)
            continue
        values_k = values[k]
        out.append(values_k if isinstance(values_k, str) else _argument_text(values_k))
        if body.startswith("&", i):
            i += 1
    return "".join(out)


def _raw_string(text: str) -> str:
    """A string token's contents as written (escapes kept)."""
    return text[1:-1] if len(text) >= 2 and text.endswith('"') else text[1:]


def _string_value(text: str) -> str:
    """The contents of a string token (escapes as llvm-mc reads them)."""
    body = text[1:-1] if len(text) >= 2 and text.endswith('"') else text[1:]
    if "\\" not in body:
        return body
    out = []
    i = 0
    escapes = {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            d = body[i + 1]
            if d in "01234567":
                m = re.match(r"[0-7]{1,3}", body[i + 1:])
                out.append(chr(int(m.group(), 8) & 0xFF))
                i += 1 + len(m.group())
                continue
            out.append(escapes.get(d, d))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def bytes_lines(data: bytes) -> list[str]:
    """How llvm-mc prints raw bytes (``.incbin``): one ``.byte``, or a quoted string."""
    if not data:
        return []
    if len(data) == 1:
        return [f"\t.byte\t{data[0]}"]
    directive = ".ascii"
    if data[-1] == 0:
        directive, data = ".asciz", data[:-1]
    out = []
    for b in data:
        c = chr(b)
        if c in '"\\':
            out.append("\\" + c)
        elif 0x20 <= b < 0x7F:
            out.append(c)
        elif c in "\b\f\n\r\t":
            out.append({"\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}[c])
        else:
            out.append(f"\\{b:03o}")
    return [f'\t{directive}\t"{"".join(out)}"']
