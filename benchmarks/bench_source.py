"""Benchmark: comment stripping (gcnls.source.strip_comments) on a 100,000-line document.

    python benchmarks/bench_source.py [--lines N]

Prints the best of five runs. (Speed is measured here, never asserted in tests/.)
"""

from __future__ import annotations

import argparse
import time

from gcnls.source import strip_comments


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=100_000)
    n = ap.parse_args().lines
    lines = [f"label{i}:" if i % 3 == 0 else "    s_load_dword s4, s[0:1], 0x10 ; c" for i in range(n)]
    best = float("inf")
    for _ in range(5):
        t = time.perf_counter()
        strip_comments(lines)
        best = min(best, time.perf_counter() - t)
    print(f"strip_comments: {n} lines in {best * 1000:.1f} ms (best of 5)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
