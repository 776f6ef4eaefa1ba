"""HSA metadata blocks whose YAML is broken the ways people break it, for the
differential test of LLVM's YAML reader errors (tests/test_metadata_yaml.py).

Each block starts as a valid document (tests/directive_cases.py writes it) and gets one
mutation: an unclosed [ or {, a missing comma, a tab in the indentation, an unterminated
quote, a line indented one more or one less, a key without its value, a misplaced
``---``/``...``, a stray ':', a duplicated key, non-ASCII text, a comment line, a tag or
anchor, a backslash escape, or a random indicator character. Deterministic in the seed.
"""

from __future__ import annotations

import random

import directive_cases


def _valid_lines(rng: random.Random, cpu: str) -> list[str]:
    doc = {"amdhsa.version": [1, rng.randrange(0, 3)],
           "amdhsa.kernels": [directive_cases._kernel_meta(rng, n) for n in range(rng.randrange(1, 3))]}
    if rng.random() < 0.5:
        doc["amdhsa.target"] = f"amdgcn-amd-amdhsa--{cpu}"
    return directive_cases._yaml(rng, doc, rng.choice([0, 0, 2]))


def _pick(rng: random.Random, lines: list[str], test) -> int | None:
    hits = [i for i, t in enumerate(lines) if test(t)]
    return rng.choice(hits) if hits else None


def _unclosed(rng, lines):
    i = _pick(rng, lines, lambda t: t.rstrip().endswith(("]", "}")))
    if i is None:
        return _stray_colon(rng, lines)
    lines[i] = lines[i].rstrip()[:-1]


def _flow_map(rng, lines):
    # a flow mapping written inline, then its } dropped or a comma dropped
    i = rng.randrange(len(lines) + 1)
    body = "{a: 1, b: 2}" if rng.random() < 0.5 else "{a: 1 b: 2}"
    if rng.random() < 0.5:
        body = body[:-1]
    lines.insert(i, f"vendor.x: {body}")


def _missing_comma(rng, lines):
    i = _pick(rng, lines, lambda t: ", " in t)
    if i is None:
        return _unclosed(rng, lines)
    t = lines[i]
    at = [k for k in range(len(t)) if t.startswith(", ", k)]
    k = rng.choice(at)
    lines[i] = t[:k] + " " + t[k + 2:] if rng.random() < 0.5 else t[:k] + t[k + 1:]


def _tab(rng, lines):
    i = _pick(rng, lines, lambda t: t.startswith(" ")) if rng.random() < 0.7 else None
    if i is None:
        i = rng.randrange(len(lines))
        lines[i] = "\t" + lines[i]
        return
    t = lines[i]
    n = len(t) - len(t.lstrip(" "))
    lines[i] = rng.choice(["\t", " " * (n - 1) + "\t", "\t" + " " * n, "  \t"]) + t.lstrip(" ")


def _quote(rng, lines):
    i = _pick(rng, lines, lambda t: ": " in t)
    if i is None:
        return _stray_colon(rng, lines)
    t = lines[i]
    k = t.index(": ") + 2
    q = "'" if rng.random() < 0.7 else '"'
    lines[i] = t[:k] + q + t[k:].lstrip("'")


def _indent(rng, lines):
    i = rng.randrange(len(lines))
    t = lines[i]
    if t.startswith(" ") and rng.random() < 0.5:
        lines[i] = t[1:]
    else:
        lines[i] = " " + t


def _no_value(rng, lines):
    i = _pick(rng, lines, lambda t: ": " in t and not t.lstrip().startswith("- "))
    if i is None:
        i = _pick(rng, lines, lambda t: ": " in t)
    if i is None:
        return _indent(rng, lines)
    t = lines[i]
    lines[i] = t[:t.index(": ")] + rng.choice(["", ":", " "])


def _document_marker(rng, lines):
    lines.insert(rng.randrange(len(lines) + 1), rng.choice(["---", "...", "--- ", "  ---", "..."]))


def _stray_colon(rng, lines):
    i = rng.randrange(len(lines))
    t = lines[i]
    k = rng.randrange(len(t) + 1)
    lines[i] = t[:k] + rng.choice([":", ": ", " :", "::"]) + t[k:]


def _duplicate(rng, lines):
    i = rng.randrange(len(lines))
    lines.insert(i, lines[i])


def _non_ascii(rng, lines):
    i = rng.randrange(len(lines))
    t = lines[i]
    k = rng.randrange(len(t) + 1)
    lines[i] = t[:k] + rng.choice(["é", "\u00a0", "€", "ß"]) + t[k:]


def _indicator(rng, lines):
    i = rng.randrange(len(lines))
    t = lines[i]
    k = rng.randrange(len(t) + 1)
    ch = rng.choice("[]{},:'-#&*!|>?%@`")
    if rng.random() < 0.3 and k < len(t):
        lines[i] = t[:k] + ch + t[k + 1:]
    else:
        lines[i] = t[:k] + ch + t[k:]


def _comment(rng, lines):
    i = rng.randrange(len(lines) + 1)
    lines.insert(i, " " * rng.choice([0, 0, 2, 4, 7]) + rng.choice(["# note", "#", "#: x", "# 'q"]))


def _tagged(rng, lines):
    i = _pick(rng, lines, lambda t: ": " in t and t.rstrip()[-1:] not in (":", ""))
    if i is None:
        return _comment(rng, lines)
    t = lines[i]
    k = t.index(": ") + 2
    lines[i] = t[:k] + rng.choice(["!int ", "!bool ", "!float ", "!str ", "!!str ", "&a ", "!x "]) + t[k:]


def _escape(rng, lines):
    i = _pick(rng, lines, lambda t: ": " in t and t.rstrip()[-1:] not in (":", ""))
    if i is None:
        return _comment(rng, lines)
    t = lines[i]
    k = t.index(": ") + 2
    lines[i] = t[:k] + '"' + t[k:].strip().strip("'") + rng.choice(["\\q", "\\t", "\\", "\\x41", "\\u00e9"]) + '"'


MUTATIONS = {
    "comment line": _comment, "tag or anchor": _tagged, "escape": _escape,
    "unclosed [ or {": _unclosed, "flow mapping": _flow_map, "missing comma": _missing_comma,
    "tab in indentation": _tab, "unterminated quote": _quote, "bad indentation": _indent,
    "key without value": _no_value, "document marker": _document_marker, "stray colon": _stray_colon,
    "duplicated key": _duplicate, "non-ASCII": _non_ascii, "indicator": _indicator,
}


def block(rng: random.Random, cpu: str, mutation: str) -> str:
    """One ``.amdgpu_metadata`` block (its lines joined, ending in a newline)."""
    lines = _valid_lines(rng, cpu)
    MUTATIONS[mutation](rng, lines)
    out = [rng.choice([".amdgpu_metadata", "\t.amdgpu_metadata", "  .amdgpu_metadata"])]
    if rng.random() < 0.8:
        out.append("---")
    out += lines
    if rng.random() < 0.8:
        out.append(rng.choice(["...", "...", "...  "]))
    out.append(rng.choice([".end_amdgpu_metadata", "\t.end_amdgpu_metadata", "  .end_amdgpu_metadata"]))
    return "\n".join(out) + "\n"


def files(seed: int, count: int, per_file: int = 5) -> list[tuple[str, str, list[str]]]:
    """``count`` files of ``per_file`` broken blocks each (every mutation in turn):
    (cpu, text, the mutations' names in order)."""
    rng = random.Random(seed)
    names = sorted(MUTATIONS)
    out = []
    n = 0
    for _ in range(count):
        cpu = rng.choice(directive_cases.CPUS)
        texts, used = [], []
        for _ in range(per_file):
            name = names[n % len(names)]
            n += 1
            texts.append(block(rng, cpu, name))
            used.append(name)
        out.append((cpu, "s_nop 0\n".join(texts), used))
    return out
