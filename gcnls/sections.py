"""The section stack llvm-mc keeps while it assembles: ``.section``/``.text``/``.data``
switch the top entry (remembering the section they leave, for ``.previous``),
``.pushsection`` copies the top entry and switches, ``.popsection`` drops it. llvm-mc
prints a switch only when the section changes (a pop: always); the section a file starts
in is .text, but llvm-mc prints the first switch even to .text."""

from __future__ import annotations

from dataclasses import dataclass, field

# A section as mc.py tracks it: (the line llvm-mc prints for it, "text" or "data").
Section = tuple[str, str]
TEXT: Section = ("\t.text", "text")
START: Section = tuple(list(TEXT))  # a distinct object, compared by identity (tuple(TEXT) is TEXT)


# ELF's section flag bits and types, for llvm-mc's "changed section ..." messages
_FLAG_BITS = {"w": 0x1, "a": 0x2, "x": 0x4, "M": 0x10, "S": 0x20, "G": 0x200, "T": 0x400, "o": 0x80,
              "R": 0x200000, "e": 0x80000000}
_TYPES = {"@progbits": 0x1, "@nobits": 0x8, "@note": 0x7, "@init_array": 0xE, "@fini_array": 0xF,
          "@preinit_array": 0x10}
# the sections llvm-mc's AMDGPU ELF streamer has from the start: (flags, type)
_PREDEFINED = {".text": ("ax", "@progbits"), ".data": ("aw", "@progbits"), ".bss": ("aw", "@nobits"),
               ".rodata": ("a", "@progbits")}


def kind_of(line: str) -> str:
    """"text" or "data": the kind of section a switch's printed line names."""
    return "text" if line.startswith("\t.text") or '"ax' in line or line.startswith("\t.section\t.text.") \
        else "data"


def _flag_bits(flags: str) -> int:
    return sum(_FLAG_BITS.get(c, 0) for c in set(flags))


@dataclass
class SectionStack:
    # each entry: [current section, the one .previous returns to (None: none yet)]
    entries: list[list] = field(default_factory=lambda: [[START, None]])

    @property
    def current(self) -> Section:
        return self.entries[-1][0]

    @property
    def code(self) -> bool:
        return self.current[1] == "text"

    @property
    def nobits(self) -> str | None:
        """The current section's name when it has no contents (@nobits: .bss), else None."""
        line = self.current[0].partition("\n")[0]  # (a subsection's .subsection line after it: directives._PLAIN)
        if not line.endswith("@nobits") and ",@nobits," not in line:
            return None
        name = line.split("\t")[-1].split(",")[0]
        return name[1:-1] if name.startswith('"') else name

    printed: bool = False  # a switch has been printed (since then the start is .text)
    # name -> (flags, type, entsize, the line llvm-mc prints for it): a section's first kind
    kinds: dict = field(default_factory=dict)

    def declare(self, kind: tuple, line: str) -> tuple[str, list[str]]:
        """A ``.section``/``.pushsection`` of ``kind`` (directives.DirectiveResult.section_kind)
        printed as ``line``: (the line llvm-mc prints, as the section was first made; its
        complaints about a changed type, flags or entry size)."""
        name, flags, typ, entsize, check_flags, check_type = kind
        head, nl, tail = line.partition("\n")  # (a subsection's line after it)
        known = self.kinds.get(name)
        if known is None:
            pre = _PREDEFINED.get(name)
            if pre is None:
                self.kinds[name] = (flags, typ, entsize, head)
                return line, []
            shown = f"\t{name}" if name in (".text", ".data") else f'\t.section\t{name},"{pre[0]}",{pre[1]}'
            known = self.kinds[name] = (pre[0], pre[1], None, shown)
        old_flags, old_type, old_entsize, old_line = known
        problems = []
        if check_type and typ != old_type and typ in _TYPES and old_type in _TYPES:
            problems.append(f"changed section type for {name}, expected: 0x{_TYPES[old_type]:x}")
        if check_flags and _flag_bits(flags) != _flag_bits(old_flags):
            problems.append(f"changed section flags for {name}, expected: 0x{_flag_bits(old_flags):x}")
        if entsize is not None and old_entsize is not None and entsize != old_entsize:
            problems.append(f"changed section entsize for {name}, expected: {old_entsize}")
        if name in (".text", ".data"):
            return line, problems  # (printed short whatever their kind, with a subsection inline)
        return old_line + nl + tail, problems

    def _same(self, a: Section | None, b: Section | None) -> bool:
        if not self.printed and (a is START) != (b is START):
            return False
        return a == b

    def switch(self, section: Section) -> str | None:
        """``.section``: the line to print, None when the section does not change."""
        top = self.entries[-1]
        top[1] = top[0]
        if self._same(section, top[0]):
            return None
        top[0] = section
        self.printed = True
        return section[0]

    def push(self, section: Section) -> str | None:
        self.entries.append(list(self.entries[-1]))
        return self.switch(section)

    def pop(self) -> tuple[bool, str | None]:
        """(whether there was an entry to pop, the line to print). llvm-mc prints the
        section it returns to even when it is the one it leaves, and the start section it
        has printed that way is an explicit .text from then on."""
        if len(self.entries) <= 1:
            return False, None
        self.entries.pop()
        self.printed = True
        return True, self.entries[-1][0][0]

    def previous(self) -> tuple[bool, str | None]:
        prev = self.entries[-1][1]
        if prev is None:
            return False, None
        return True, self.switch(prev)


def rest_result(code: str, rest: int, proc):
    """The statement llvm-mc reads after a section directive that leaves the rest of its
    line unread (directives.DirectiveResult.rest: ``.text 5 x s_nop 0``, ``.popsection
    s_nop 0``), analysed in the line's columns."""
    from .analysis import analyze_line

    return analyze_line(" " * rest + code[rest:], proc)


def stack_errors(results, lines, code: list[str], proc) -> list:
    """The errors llvm-mc reports as it keeps the section stack over ``lines`` (indices
    into ``results``/``code``, in order; a line without a section directive may be left
    out): a ``.popsection``/``.previous`` with nothing to return to, and the first error
    of the statement that follows a section directive on its line. [(line, Diagnostic)]
    (what the server shows; mc.py keeps the stack as it prints)."""
    from .diagnostics import Diagnostic, Severity

    out = []
    stack = SectionStack()

    def step(i: int, d, st) -> bool:
        if d.section_op in ("popsection", "previous"):
            ok, _ = stack.pop() if d.section_op == "popsection" else stack.previous()
            if not ok:
                what = ".pushsection" if d.section_op == "popsection" else ".section"
                tok = st.tokens[st.pos]
                out.append((i, Diagnostic("section-stack", f".{d.section_op} without corresponding {what}",
                                          tok.start, max(tok.end, tok.start + 1), Severity.ERROR)))
                return False
        elif d.subsection is not None:  # (the switch fails on its subsection number)
            if d.section_op == "push":
                stack.entries.append(list(stack.entries[-1]))
            message, col = d.subsection
            if col is not None:  # (else llvm-mc names no line: "<unknown>:0")
                out.append((i, Diagnostic("section-stack", message, col, col + 1, Severity.ERROR)))
        else:
            (stack.push if d.section_op == "push" else stack.switch)((d.printed[0], d.section))
        return True

    for i in lines:
        r = results[i]
        d = r.directive
        if d is None or r.has_error:
            continue
        if d.section is None and d.section_op is None:
            if d.rest is not None:  # (.dcb's negative count: the rest of its line is a statement)
                first = next((x for x in rest_result(code[i], d.rest, proc).diagnostics if x.is_error), None)
                if first is not None:
                    out.append((i, first))
            continue
        st = r.statement
        # (the statements after it on its line, while each is such a directive: mc.py's
        # rest_statements)
        while step(i, d, st) and d.rest is not None:
            rest = rest_result(code[i], d.rest, proc)
            first = next((x for x in rest.diagnostics if x.is_error), None)
            if first is not None:
                out.append((i, first))
                break
            d, st = rest.directive, rest.statement
            if d is None or (d.section is None and d.section_op is None):
                break
    return out
