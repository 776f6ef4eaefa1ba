"""Hardware rules from the ISA documents that llvm-mc does not enforce: warnings only."""

from __future__ import annotations


def check(results, proc) -> list:
    return []
