"""The shared library of the tools/ probes: running llvm-mc 22 over many lines at once,
and reading instruction fields through the ISA data's layouts (gcnls.isa), so that no
probe keeps its own copy of a bit layout.

llvm-mc runs with an argument list (no shell), a timeout, and lines written to a temporary
file; one run answers thousands of questions because llvm-mc reports errors per line.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gcnls import isa  # noqa: E402
from gcnls.encoding import unpack  # noqa: E402

LLVM_MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
# One processor per generation, as the probes and the data's notes use them.
CPUS = {"gfx6": "tahiti", "gfx7": "bonaire", "gfx8": "tonga", "gfx9": "gfx900"}

ENC_RE = re.compile(r"^\s*(.*?)\s*;\s*encoding:\s*\[([^\]]*)\]")
ERR_RE = re.compile(r"^(?:.*?):(\d+):(\d+):\s*error:\s*(.*)$")
# Lines that emit no encoding: blank, directives, symbol assignments, labels.
SILENT_RE = re.compile(r"^\s*($|\.|[A-Za-z_.$][\w.$]*\s*=|[A-Za-z_.$][\w.$]*:)")


@dataclass
class Result:
    """llvm-mc's answer for one line."""

    ok: bool
    text: str = ""  # the printed instruction
    data: bytes = b""  # the encoding (fixup bytes, printed A, as 0)
    fixups: list[str] = field(default_factory=list)
    error: str = ""
    column: int = 0  # 1-based

    @property
    def value(self) -> int:
        return int.from_bytes(self.data, "little")


def run(cpu: str, lines: list[str], timeout: int = 600, extra: tuple[str, ...] = ()) -> list[Result]:
    """Assemble ``lines`` for ``cpu``: one Result per line (first error of the line)."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        p = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding", *extra, path],
                           capture_output=True, text=True, timeout=timeout)
    finally:
        os.unlink(path)
    errors: dict[int, tuple[str, int]] = {}
    for ln in p.stderr.splitlines():
        m = ERR_RE.match(ln)
        if m:
            errors.setdefault(int(m.group(1)), (m.group(3), int(m.group(2))))
    encoded: list[Result] = []
    for ln in p.stdout.splitlines():
        m = ENC_RE.match(ln)
        if m:
            cells = [c.strip() for c in m.group(2).split(",") if c.strip()]
            data = bytes(int(c, 16) if c.startswith("0x") else 0 for c in cells)
            encoded.append(Result(True, m.group(1), data))
        elif "fixup" in ln and encoded:
            encoded[-1].fixups.append(ln.strip())
    out: list[Result] = []
    k = 0
    for i, line in enumerate(lines, 1):
        if i in errors:
            msg, col = errors[i]
            out.append(Result(False, error=msg, column=col))
        elif SILENT_RE.match(line):
            out.append(Result(True))
        else:
            out.append(encoded[k])
            k += 1
    if k != len(encoded):
        raise RuntimeError(f"{cpu}: {len(encoded)} encodings for {k} instruction lines")
    return out


def assemble(line: str, gen: str) -> Result:
    """One line on the probe processor of ``gen``."""
    return run(CPUS[gen], [line], timeout=30)[0]


def layout(encoding: str, gen: str) -> isa.Layout:
    """The bit layout of ``encoding`` (file name: "ds", "smem", ...) on ``gen``."""
    return isa.load().encodings[encoding].layouts[gen]


def fields(encoding: str, gen: str, data: bytes) -> dict[str, int]:
    """Every field of the layout read from the bytes (fields past the bytes left out)."""
    lay = layout(encoding, gen)
    word = int.from_bytes(data, "little")
    return {name: unpack(lay, word, name) for name, (lo, hi) in lay.fields.items() if hi < len(data) * 8}
