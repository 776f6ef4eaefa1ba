"""Completeness against llvm-mc 22: on every gfx6-gfx9 processor, gcnls knows every
mnemonic llvm-mc knows there, and accepts none that llvm-mc rejects there.

Candidates: every mnemonic of the ISA data (modelled entries, the inventory, the names
listed as other targets') and every GCN-looking word in llvm-mc's own library (libLLVM),
so a mnemonic missing from the data is found too. Each is written bare (no operands), and
the first error says what the tool thinks of the name:
  'invalid instruction...'                  -> unknown
  'instruction not supported on this GPU'   -> exists on other processors only
  anything else (operand errors, success)   -> exists here
llvm-mc runs once per processor (in parallel, one process per CPU core), gcnls mc once
per processor in-process; both answers must agree for every name, except the entries of
tests/data/known_differences.toml (test "completeness", line "<processor> <mnemonic>").
"""

from __future__ import annotations

import os
import re
import tomllib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import differential
from gcnls import isa

ROOT = Path(__file__).resolve().parents[1]
LIBLLVM = Path("/usr/lib/llvm-22/lib/libLLVM.so")
_WORD = re.compile(rb"(?:v|s|buffer|tbuffer|image|flat|global|scratch)_[a-z0-9_]{2,60}")
_WORD_BYTES = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
# LLVM's internal names stack encoding suffixes on mnemonics (v_add_f32_e64_dpp).
_SUFFIXES = ("e32", "e64", "sdwa", "dpp", "dpp8", "vi", "si", "gfx6", "gfx7", "gfx9", "gfx10", "gfx11", "gfx12")


def processors() -> list[str]:
    """The canonical gfx6-gfx9 processors of isa/targets.toml (not the derived ones)."""
    with open(ROOT / "isa" / "targets.toml", "rb") as f:
        table = tomllib.load(f)["processor"]
    return [name for name, p in table.items() if not p.get("derived") and p["generation"] in isa.GENERATIONS]


def _strip(word: str) -> str:
    changed = True
    while changed:
        changed = False
        for suffix in _SUFFIXES:
            if word.endswith("_" + suffix):
                word, changed = word[:-len(suffix) - 1], True
    return word


def library_words() -> set[str]:
    """GCN-looking lower-case words in llvm-mc's library (its mnemonic tables among them)."""
    data = LIBLLVM.read_bytes()
    words = set()
    for m in _WORD.finditer(data):
        a, b = m.span()
        if (a and data[a - 1] in _WORD_BYTES) or (b < len(data) and data[b] in _WORD_BYTES):
            continue
        words.add(_strip(m.group().decode()))
    return words


def candidates() -> list[str]:
    data = isa.load()
    names = set(data.instructions) | set(data.inventory) | library_words() | {"exp"}
    return sorted(n for n in names if n)


def status(result: differential.CaseResult) -> str:
    if not result.errors:
        return "exists"
    message = result.errors[0][0]
    if message.startswith("invalid instruction"):
        return "unknown"
    if message == "instruction not supported on this GPU":
        return "elsewhere"
    return "exists"


def test_processors_cover_every_generation():
    procs = processors()
    assert {isa.load().processor(p).generation for p in procs} == set(isa.GENERATIONS)
    assert len(procs) >= 15, procs


def test_the_inventory_lists_no_gcn_generation():
    """Every mnemonic llvm-mc takes on a GCN generation is encoded there: the inventory only
    names other targets' mnemonics (for "not supported on this GPU"). The assembler reads
    only whether a name is listed there, so a GCN generation in it would be ignored: the
    mnemonic would be refused as another target's."""
    data = isa.load()
    listed = [(name, family, gens) for name, families in data.inventory.items()
              for family, gens in families.items() if gens]
    assert len(data.inventory) > 1000 and not listed, listed[:20]


def test_every_mnemonic_llvm_mc_knows_is_known_to_gcnls(llvm_mc):
    data = isa.load()
    names = candidates()
    assert len(names) > 2000
    procs = processors()
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        theirs = dict(zip(procs, pool.map(lambda cpu: [status(r) for r in differential.run_llvm(names, cpu)], procs)))
    listed = set(data.instructions) | set(data.inventory)
    # A name neither llvm-mc (on any processor) nor the ISA data knows is checked on one
    # processor; every other name on every processor.
    unknown_everywhere = {n for k, n in enumerate(names) if all(theirs[cpu][k] == "unknown" for cpu in procs)
                          and n not in listed}
    allowed = {d.line: d for d in differential.known_differences("completeness")}
    used, problems, exists = set(), [], 0
    for cpu in procs:
        asked = [n for n in names if n not in unknown_everywhere or cpu == "gfx900"]
        ours = dict(zip(asked, (status(r) for r in differential.run_gcnls(asked, cpu))))
        for name, sb in zip(names, theirs[cpu]):
            exists += sb == "exists"
            sa = ours.get(name, "unknown")
            if sa != sb:
                key = f"{cpu} {name}"
                if key in allowed:
                    used.add(key)
                else:
                    problems.append(f"{key}: llvm-mc: {sb}, gcnls: {sa}")
    # the probe really distinguishes: names exist here, elsewhere, and nowhere
    assert exists > 400 * len(procs) and len(unknown_everywhere) > 20, (exists, len(unknown_everywhere))
    stale = sorted(set(allowed) - used)
    assert not problems and not stale, (f"{len(problems)} disagreements not in known_differences.toml:\n"
                                        + "\n".join(problems[:60]) + f"\nentries nothing needs any more: {stale}")
