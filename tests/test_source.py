"""source.strip_line / strip_comments / strip_with_states against a per-character
statement of the comment rules (their speed: benchmarks/bench_source.py)."""

from __future__ import annotations

import random

from gcnls.source import strip_comments, strip_line, strip_with_states


def _reference(lines: list[str]) -> tuple[list[str], list[bool]]:
    """The rules, one character at a time: the specification the fast code must meet."""
    out, starts = [], []
    in_block = False
    for line in lines:
        starts.append(in_block)
        chars = list(line)
        i, n = 0, len(line)
        in_string = False
        while i < n:
            if in_block:
                if line.startswith("*/", i):
                    chars[i] = chars[i + 1] = " "
                    in_block = False
                    i += 2
                    continue
                chars[i] = " "
                i += 1
                continue
            c = line[i]
            if in_string:
                if c == "\\":
                    i += 2
                    continue
                in_string = c != '"'
                i += 1
                continue
            if c == '"':
                in_string = True
            elif line.startswith("/*", i):
                chars[i] = chars[i + 1] = " "
                in_block = True
                i += 2
                continue
            elif c == ";" or line.startswith("//", i):
                chars[i:] = " " * (n - i)
                break
            i += 1
        out.append("".join(chars).rstrip())
    return out, starts


def test_matches_the_rules_on_random_text():
    pieces = ['"', "\\", "/", "*", ";", "a", " ", "/*", "*/", "//", "x", "\t", "s0"]
    rng = random.Random(7)
    for _ in range(5000):
        lines = ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 14)))
                 for _ in range(rng.randint(1, 5))]
        want, want_starts = _reference(lines)
        assert strip_comments(lines) == want, lines
        assert strip_with_states(lines) == (want, want_starts), lines
        state = False
        for line, code, start in zip(lines, want, want_starts):
            assert state == start
            got, state = strip_line(line, state)
            assert got == code, (line, start)


def test_examples():
    assert strip_line('s_nop 0 ; c') == ("s_nop 0", False)
    assert strip_line('a /* b */ c') == ("a         c", False)
    assert strip_line('a /* b') == ("a", True)
    assert strip_line('b */ c', True) == ("     c", False)
    assert strip_line('.ascii "a;b // c /* d" ; e') == ('.ascii "a;b // c /* d"', False)
    assert strip_line('.ascii "a\\";b" ;c') == ('.ascii "a\\";b"', False)
    assert strip_line('.ascii "open ; still string') == ('.ascii "open ; still string', False)


def test_large_document_matches_the_rules():
    lines = [f"label{i}: /* {i}" if i % 3 == 0 else "    s_load_dword s4, s[0:1], 0x10 */ ; x" for i in range(3000)]
    want, want_starts = _reference(lines)
    assert strip_with_states(lines) == (want, want_starts)
    assert any(want_starts) and not all(want_starts)
