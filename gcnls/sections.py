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
        line = self.current[0]
        if not line.endswith("@nobits") and ",@nobits," not in line:
            return None
        name = line.split("\t")[-1].split(",")[0]
        return name[1:-1] if name.startswith('"') else name

    printed: bool = False  # a switch has been printed (since then the start is .text)

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
