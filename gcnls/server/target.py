"""Which processor a document is written for (the server and ``gcnls xcheck`` alike).

First match wins: a target directive in the code (``.amdgcn_target "amdgcn-amd-amdhsa--gfx906"``,
CLRX ``.gpu Fiji`` / ``.arch GCN1.2``), then a modeline comment (``; gcnls: mcpu=gfx803``),
then the client's ``gcnls.mcpu`` setting, then gfx900. A name that is no processor gets a
diagnostic wherever it was written: on its line, or on line 1 for the setting.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from .. import isa
from ..diagnostics import Diagnostic, Severity

DEFAULT_MCPU = "gfx900"
TARGET_DIRECTIVES = (".amdgcn_target", ".gpu", ".arch", ".hsa_code_object_isa")
CODE_OBJECT_ISA = ".hsa_code_object_isa"  # code object v2: MAJOR,MINOR,STEPPING[,"AMD","AMDGPU"]
_HINT_WORD = re.compile(r"\.(?:amdgcn_target|gpu|arch|hsa_code_object_isa)\b|gcnls:", re.I)  # lines worth parsing for a hint
_MODELINE = re.compile(r"(?:;|//|/\*|#)\s*gcnls:\s*mcpu\s*=\s*([A-Za-z0-9_.:+-]+)")

# CLRX architecture names.
ARCH = {"gcn1.0": "tahiti", "gcn1.1": "bonaire", "gcn1.2": "tonga", "gcn1.4": "gfx900",
        "gcn1.4.1": "gfx906", "gfx6": "tahiti", "gfx7": "bonaire", "gfx8": "tonga", "gfx9": "gfx900"}
# CLRX device names that are not LLVM processor names.
CLRX_GPUS = {"capeverde": "verde", "ellesmere": "polaris10", "baffin": "polaris11",
             "polaris12": "gfx803", "gfx804": "gfx803", "lexa": "gfx803", "goose": "gfx700",
             "spectre": "kaveri", "spooky": "kaveri", "kalindi": "kabini", "vega10": "gfx900",
             "vega11": "gfx902", "raven": "gfx902", "vega12": "gfx904", "vega20": "gfx906",
             "mullins": "mullins"}


@dataclass(frozen=True, slots=True)
class Hint:
    """A line that names a target: kind is "directive" or "modeline"."""

    kind: str
    directive: str  # ".amdgcn_target", ".gpu", ".arch" or "modeline"
    name: str  # the processor text as written
    start: int
    end: int


@dataclass(slots=True)
class Target:
    proc: isa.Processor
    mcpu: str  # the processor's canonical name
    source: str  # "directive", "modeline", "setting" or "default"
    line: int | None = None
    diagnostics: list[tuple[int, Diagnostic]] = field(default_factory=list)

    @property
    def generation(self) -> str:
        return self.proc.generation

    @property
    def title(self) -> str:
        return isa.load().generations[self.proc.generation].title

    def describe(self) -> str:
        how = {"directive": "from the target directive", "modeline": "from the gcnls: modeline",
               "setting": "from the gcnls.mcpu setting", "default": "default"}[self.source]
        if self.line is not None:
            how += f" on line {self.line + 1}"
        return f"{self.mcpu} ({self.title}, {self.generation}; {how})"


@cache
def _lower_names() -> dict[str, str]:
    return {n.lower(): n for n in isa.load().processors}


def lookup(name: str, kind: str = ".gpu") -> isa.Processor | None:
    """A processor by any spelling gcnls accepts (case-insensitive, CLRX names too)."""
    procs = isa.load().processors
    low = name.strip().lower()
    if kind == CODE_OBJECT_ISA:
        low = isa_version_name(low) or ""
    if kind == ".amdgcn_target":
        low = low.split("--")[-1] if "--" in low else low.rsplit("-", 1)[-1] if low.startswith("amdgcn") else low
        low = low.split(":")[0]
    elif kind != CODE_OBJECT_ISA:
        low = low.split(":")[0]
    cand = ARCH.get(low) or CLRX_GPUS.get(low) or low
    real = _lower_names().get(cand)
    if real is None:
        return None
    proc = procs[real]
    return proc if proc.generation in isa.load().generations else None


def isa_version_name(text: str) -> str | None:
    """``8,0,3`` (an ISA version as .hsa_code_object_isa gives it) -> ``gfx803``."""
    parts = [p.strip() for p in text.split(",")[:3]]
    try:
        major, minor, stepping = (int(p, 0) for p in parts)
    except ValueError:
        return None
    if not (0 <= minor < 16 and 0 <= stepping < 16):
        return None
    return f"gfx{major}{minor:x}{stepping:x}"


def valid_names() -> list[str]:
    """Processor names, each with its aliases: "gfx803 (fiji, polaris10, polaris11)"."""
    seen: dict[str, isa.Processor] = {}
    for p in isa.load().processors.values():
        seen.setdefault(p.name, p)
    return [f"{n} ({', '.join(p.aliases)})" if p.aliases else n for n, p in sorted(seen.items())]


def hint_of(raw_line: str, st) -> Hint | None:
    """The target hint of one line (``st`` is its syntax.Statement)."""
    d = st.directive
    if d is not None and d.name.lower() in TARGET_DIRECTIVES:
        args = [t for t in st.tokens[st.pos:] if t.text]
        if args:
            first, last = args[0], args[-1]
            text = first.text[1:-1] if first.text.startswith('"') else raw_line[first.start:last.end]
            return Hint("directive", d.name.lower(), text.strip(), first.start, last.end)
        return Hint("directive", d.name.lower(), "", d.start, d.end)
    if "gcnls:" in raw_line:
        m = _MODELINE.search(raw_line)
        if m:
            return Hint("modeline", "modeline", m.group(1), m.start(1), m.end(1))
    return None


def _valid() -> str:
    return f"valid names: {', '.join(valid_names())}; CLRX: GCN1.0, GCN1.1, GCN1.2, GCN1.4"


def of_text(text: str, setting: str | None = None) -> Target:
    """The target of a whole text, as the server resolves it for a document."""
    from ..analysis import analyze_line
    from ..source import split_lines, strip_comments

    lines = split_lines(text)
    code = strip_comments(lines)
    first = isa.load().processor(DEFAULT_MCPU)
    hints = []
    for i, line in enumerate(lines):
        if _HINT_WORD.search(line):
            h = hint_of(line, analyze_line(code[i], first).statement)
            if h is not None:
                hints.append((i, h))
    return resolve(hints, setting)


def resolve(hints: list[tuple[int, Hint]], setting: str | None) -> Target:
    """The target from the document's hints (in line order) and the client setting."""
    diags: list[tuple[int, Diagnostic]] = []
    data = isa.load()
    for kind in ("directive", "modeline"):
        for line, h in hints:
            if h.kind != kind:
                continue
            proc = lookup(h.name, h.directive) if h.name else None
            if proc is not None:
                return Target(proc, proc.name, kind, line, diags)
            what = f"'{h.name}'" if h.name else "nothing"
            diags.append((line, Diagnostic(
                "unknown-processor", f"unknown processor {what}; {_valid()}",
                h.start, max(h.end, h.start + 1), Severity.ERROR, {"name": h.name})))
            break  # the first one of its kind decides; fall back to the next source
    if setting:
        proc = lookup(setting)
        if proc is not None:
            return Target(proc, proc.name, "setting", None, diags)
        # Not an error in the text, but as visible as a typo in a modeline would be.
        diags.append((0, Diagnostic(
            "unknown-processor",
            f"the gcnls.mcpu setting '{setting}' is not a processor gcnls knows (using {DEFAULT_MCPU}); {_valid()}",
            0, 0, Severity.WARNING, {"name": setting, "setting": True})))
    proc = data.processor(DEFAULT_MCPU)
    return Target(proc, proc.name, "default", None, diags)
