"""Whole source files in llvm-mc's assembler language, generated and mutated, for the
differential tests of tests/test_language.py: symbolic register indices and lists,
``.set``/``=`` symbols (also defined later than their use), ``--defsym``.

Each generator takes a ``random.Random`` and returns (files, main file name, extra
llvm-mc arguments); files maps names to text. Instructions come from the families gcnls
encodes (DS, SMRD/SMEM, SOPK), so every line's bytes are compared, not only verdicts.
"""

from __future__ import annotations

import random

# Instruction shapes: (mnemonic, [(register kind, dwords) or "imm" / "off"]).
_SHAPES = [
    ("ds_read_b32", [("v", 1), ("v", 1)]),
    ("ds_read_b64", [("v", 2), ("v", 1)]),
    ("ds_read_b128", [("v", 4), ("v", 1), "off"]),
    ("ds_write_b64", [("v", 1), ("v", 2), "off"]),
    ("s_load_dword", [("s", 1), ("s", 2), "imm"]),
    ("s_load_dwordx2", [("s", 2), ("s", 2), "imm"]),
    ("s_load_dwordx4", [("s", 4), ("s", 2), "imm"]),
    ("s_load_dwordx8", [("s", 8), ("s", 2), "imm"]),
    ("s_buffer_load_dwordx2", [("s", 2), ("s", 4), "imm"]),
    ("s_movk_i32", [("s", 1), "imm"]),
    ("s_cmpk_eq_u32", [("s", 1), "imm"]),
]
_NAMES = ["base", "vgprA", "sgprB", "gid_y", "tmp.x", "k", "idx$1"]


def _expr(rng: random.Random, value: int, env: dict[str, int], later: list[str]) -> str:
    """An expression worth ``value`` at this point (or, sometimes, deliberately not)."""
    roll = rng.random()
    if roll < 0.05 and later:
        return rng.choice(later)  # defined only further down: not absolute here
    if roll < 0.08:
        return "undefined_sym"
    if roll < 0.35 or not env:
        return str(value) if rng.random() < 0.7 else f"({value // 2}+{value - value // 2})"
    name = rng.choice(sorted(env))
    delta = value - env[name]
    form = rng.randrange(4)
    if form == 0:
        return f"{name}{'+' if delta >= 0 else '-'}{abs(delta)}"
    if form == 1:
        return f"({name} + {delta})" if delta >= 0 else f"({name} - {-delta})"
    if form == 2 and env[name]:
        q, r = divmod(value, env[name])
        return f"{name}*{q}+{r}" if q >= 0 else f"{value}"
    return f"{delta}+{name}"


def _register(rng: random.Random, kind: str, width: int, env, later) -> str:
    limit = {"v": 256, "s": 102}[kind]
    align = 1 if kind == "v" else min(width, 4)
    first = rng.randrange(0, (limit - width) // align) * align
    roll = rng.random()
    if roll < 0.06:
        first += 1  # misaligned (for SGPR tuples)
    elif roll < 0.1:
        width += 1  # the wrong width
    elif roll < 0.12:
        first = limit + rng.randrange(8)  # out of range or unavailable
    if roll > 0.85 and width <= 4:
        # A register list; its elements may be written as ranges of one register.
        elems = []
        for i in range(width):
            if rng.random() < 0.3:
                elems.append(f"{kind}[{_expr(rng, first + i, env, later)}]")
            else:
                elems.append(f"{kind}{first + i + (1 if rng.random() < 0.03 else 0)}")
        return "[" + ",".join(elems) + "]"
    lo = _expr(rng, first, env, later)
    if width == 1 and rng.random() < 0.5:
        return f"{kind}[{lo}]" if rng.random() < 0.8 else f"{kind}{first}"
    hi = _expr(rng, first + width - 1, env, later)
    if rng.random() < 0.03:
        lo, hi = hi, lo  # reversed
    return f"{kind}[{lo}:{hi}]"


def symbolic_registers(rng: random.Random, lines: int = 60) -> tuple[dict[str, str], str, tuple[str, ...]]:
    env: dict[str, int] = {}
    extra: list[str] = []
    if rng.random() < 0.5:
        value = rng.randrange(0, 64)
        env["DEFD"] = value
        extra += ["--defsym", f"DEFD={value}"]
    later = [n for n in _NAMES if rng.random() < 0.2]
    out = []
    for _ in range(lines):
        if rng.random() < 0.2:
            name = rng.choice([n for n in _NAMES if n not in later] or _NAMES)
            value = rng.randrange(0, 96)
            expr = _expr(rng, value, env, []) if rng.random() < 0.5 else str(value)
            if "undefined_sym" in expr:
                expr = str(value)
            out.append(rng.choice([f".set {name}, {expr}", f"{name} = {expr}", f".equ {name}, {expr}"]))
            env[name] = value
            continue
        mnemonic, shape = rng.choice(_SHAPES)
        ops = []
        for slot in shape:
            if slot == "imm":
                ops.append(_expr(rng, rng.randrange(0, 256) * 4, env, later))
            elif slot == "off":
                if rng.random() < 0.5:
                    ops.append(f"offset:{_expr(rng, rng.randrange(0, 1 << 16), env, later)}")
            else:
                ops.append(_register(rng, slot[0], slot[1], env, later))
        out.append(f"{mnemonic} " + ", ".join(o for o in ops if not o.startswith("offset:"))
                   + "".join(f" {o}" for o in ops if o.startswith("offset:")))
    for name in later:
        out.append(f"{name} = {rng.randrange(0, 100)}")
    return {"main.s": "\n".join(out) + "\n"}, "main.s", tuple(extra)
