"""The opcode tables of the seed documents (../shared/seeds), as the project's own test data.

tests/data/seed_opcodes.toml holds the transcription, so the seed tests run in every
clone; where the seed documents sit beside the checkout, tests/test_isa.py re-reads them
with the parsers below and checks the transcription. Regenerate with

    python tests/seed_tables.py ../shared/seeds > tests/data/seed_opcodes.toml
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"
TRANSCRIPTION = Path(__file__).resolve().parent / "data" / "seed_opcodes.toml"

SOPK = "001_01027c876cbb5a1b.txt"
SMEM = ("000_1017c5cbd7d7aa07.txt", "003_32cb1d7535b27b08.txt")
DS = "004_0fdec2520ee21c48.txt"


def parse_sopk(text: str) -> list[list]:
    """Seed 001's SOPK table: [opcode, GCN 1.0/1.1 name, GCN 1.2 name, GCN 1.4 name] ('--' = none)."""
    rows = []
    for line in text.splitlines():
        m = re.match(r"\s*(\d+) \(0x[0-9a-f]+\)\s*\|\s*(\S+)\s*\|\s*(\S+)\s*\|\s*(\S+)", line)
        if m:
            rows.append([int(m.group(1)), m.group(2), m.group(3), m.group(4)])
    return rows


def parse_smem(text: str) -> list[list]:
    """An SMEM seed's opcode list: [opcode, name] (GCN 1.2/1.4)."""
    rows = []
    for line in text.splitlines():
        m = re.match(r"^(\d+) \(0x[0-9a-f]+\) (S_[A-Z0-9_]+)$", line.strip())
        if m:
            rows.append([int(m.group(1)), m.group(2)])
    return rows


def parse_ds(text: str) -> dict[str, list[list]]:
    """Seed 004's two DS tables: {"gfx6_gfx7": [[opcode, name], ...], "gfx8_gfx9": [...]}.
    The seed lost the empty cells of its per-generation columns, so only opcode and name
    are facts."""
    tables: dict[str, list[list]] = {"gfx6_gfx7": [], "gfx8_gfx9": []}
    key = "gfx6_gfx7"
    for line in text.splitlines():
        if line.startswith("Opcode | GCN 1.2"):
            key = "gfx8_gfx9"
        m = re.match(r"^(\d+) \(0x[0-9a-f]+\) \|.*?\b(DS_[A-Z0-9_]+)", line)
        if m:
            tables[key].append([int(m.group(1)), m.group(2)])
    return tables


def parse_all(seeds: Path) -> dict:
    def read(name: str) -> str:
        return (seeds / name).read_text(encoding="utf-8")

    return {
        "sopk": {"source": SOPK, "rows": parse_sopk(read(SOPK))},
        "smem": {name: {"rows": parse_smem(read(name))} for name in SMEM},
        "ds": {"source": DS, **{k: v for k, v in parse_ds(read(DS)).items()}},
    }


def load() -> dict:
    with open(TRANSCRIPTION, "rb") as f:
        return tomllib.load(f)


def _rows(rows: list[list]) -> str:
    return "[\n" + "".join("  " + repr(r).replace("'", '"') + ",\n" for r in rows) + "]"


def dump(data: dict) -> str:
    out = ["# Opcode tables of the seed documents (../shared/seeds), transcribed as test data by",
           "# tests/seed_tables.py (see there). Facts only: opcode numbers and mnemonics as the",
           "# seeds print them, errors included; the tests say where llvm-mc 22 disagrees.", ""]
    out += ["[sopk]", f'source = "{data["sopk"]["source"]}"',
            "# opcode, GCN 1.0/1.1 name, GCN 1.2 name, GCN 1.4 name ('--': none)",
            f'rows = {_rows(data["sopk"]["rows"])}', ""]
    for name, table in data["smem"].items():
        out += [f'[smem."{name}"]', "# opcode, name (GCN 1.2/1.4)", f'rows = {_rows(table["rows"])}', ""]
    out += ["[ds]", f'source = "{data["ds"]["source"]}"', "# opcode, name",
            f'gfx6_gfx7 = {_rows(data["ds"]["gfx6_gfx7"])}', f'gfx8_gfx9 = {_rows(data["ds"]["gfx8_gfx9"])}']
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(dump(parse_all(Path(sys.argv[1]) if len(sys.argv) > 1 else SEEDS)))
