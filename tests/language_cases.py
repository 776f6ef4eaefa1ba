"""Whole source files in llvm-mc's assembler language, generated and mutated, for the
differential tests of tests/test_language.py: symbolic register indices and lists,
``.set``/``=`` symbols (also defined later than their use), ``--defsym``.

Each generator takes a ``random.Random`` and returns (files, main file name, extra
llvm-mc arguments); files maps names to text. Instructions come from the families gcnls
encodes (DS, SMRD/SMEM, SOPK), so every line's bytes are compared, not only verdicts.
"""

from __future__ import annotations

import random
import re

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


# --- macros, loops, conditionals, includes -------------------------------------------

_INSNS = [
    "s_movk_i32 s{r}, {e}",
    "s_cmpk_eq_u32 s{r}, {e}",
    "ds_read_b32 v{r}, v{r2} offset:{e}",
    "s_load_dword s{r}, s[2:3], {e}",
    "ds_write_b32 v{r2}, v{r}",
]
_COMMENTS = ["", "", "", " ; note", " // why", " /* c */"]


class _Writer:
    """A random program in llvm-mc's macro language; ``bad`` is the chance of a mistake."""

    def __init__(self, rng: random.Random, bad: float, alt: bool = False):
        self.rng, self.bad = rng, bad
        # .altmacro files: '%expr' and '<text>' arguments, bare parameter names (and '&')
        # in bodies, '\+' counters, mode switches. (Every draw for them is behind this
        # flag, so the other files stay as they were for a seed.)
        self.alt = alt
        self.macros: list[tuple[str, list[str]]] = []  # (name, parameter names)
        self.symbols = ["cnt", "flag", "base"]
        self.includes: dict[str, str] = {}

    def value(self, names=()) -> str:
        rng = self.rng
        choices = [str(rng.randrange(0, 64)), f"{rng.randrange(1, 9)}*{rng.randrange(1, 8)}"]
        choices += [f"{n}+{rng.randrange(0, 9)}" for n in names]
        choices += [f"{n}" for n in names]
        if rng.random() < self.bad:
            choices.append("undefined_q")
        return rng.choice(choices)

    def insn(self, names=(), args=()) -> str:
        rng = self.rng
        templ = rng.choice(_INSNS)
        r = rng.choice([str(rng.randrange(0, 100))] + [f"\\{a}" for a in args if rng.random() < 0.5] or ["1"])
        if rng.random() < self.bad:
            r = rng.choice(["200", "x", ""])
        e = self.value(list(names)) if not args or rng.random() < 0.5 else f"\\{rng.choice(args)}"
        if self.alt and args and rng.random() < 0.5:
            a = rng.choice(args)
            e = rng.choice([a, f"{a}&", f"({a})", f"\\{a}&", f"{a}&{rng.randrange(0, 9)}", "\\+"])
        line = templ.format(r=r, r2=rng.randrange(0, 100), e=e)
        return rng.choice(["", "  ", "\t"]) + line + rng.choice(_COMMENTS)

    def block(self, depth: int, args=(), lines: int = 4) -> list[str]:
        rng = self.rng
        out: list[str] = []
        for _ in range(lines):
            roll = rng.random()
            if depth > 2 or roll < 0.35:
                out.append(self.insn(self.symbols, args))
            elif roll < 0.42:
                out.append(rng.choice(["", "   ", "; only a comment", "/* block */", "# a hash comment"]))
            elif roll < 0.5:
                name = rng.choice(self.symbols)
                out.append(rng.choice([f".set {name}, {self.value(self.symbols)}", f"{name} = {self.value()}"]))
            elif roll < 0.62:
                out += self.conditional(depth, args)
            elif roll < 0.72:
                out += self.loop(depth, args)
            elif roll < 0.85 and self.macros:
                out.append(self.call(args))
            elif roll < 0.9:
                out.append(self.message())
            elif roll < 0.95 and depth == 0:
                out += self.define()
            else:
                out.append(self.include(depth))
        return out

    def conditional(self, depth, args) -> list[str]:
        rng = self.rng
        kind = rng.choice([".if", ".ifeq", ".ifne", ".ifgt", ".ifge", ".iflt", ".ifle", ".ifdef", ".ifndef",
                           ".ifnotdef", ".ifb", ".ifnb", ".ifc", ".ifnc", ".ifeqs", ".ifnes"])
        if kind in (".ifdef", ".ifndef", ".ifnotdef"):
            head = f"{kind} {rng.choice(self.symbols + ['nosuch', 'lbl'])}"
        elif kind in (".ifb", ".ifnb"):
            blank_arg = "\\" + args[0] if args else ""
            head = f"{kind} {rng.choice(['', 'x', blank_arg])}".rstrip()
        elif kind in (".ifc", ".ifnc"):
            a = rng.choice(["a", "b c"] + [f"\\{x}" for x in args])
            head = f"{kind} {a}, {rng.choice(['a', 'b c', a])}"
        elif kind in (".ifeqs", ".ifnes"):
            head = f'{kind} "{rng.choice(["a", "b"])}", "{rng.choice(["a", "b"])}"'
        else:
            head = f"{kind} {self.value(self.symbols)} {rng.choice(['', '- 5', '== 3', '> cnt'])}".rstrip()
        out = [head] + self.block(depth + 1, args, rng.randrange(1, 4))
        if rng.random() < 0.3 and kind in (".if", ".ifeq", ".ifne"):
            out += [f".elseif {self.value(self.symbols)}"] + self.block(depth + 1, args, 2)
        if rng.random() < 0.5:
            out += [".else"] + self.block(depth + 1, args, 2)
        if rng.random() < self.bad / 2:
            out.append(rng.choice([".else", ".elseif 1"]))
        if rng.random() > self.bad / 3:
            out.append(".endif")
        return out

    def loop(self, depth, args) -> list[str]:
        rng = self.rng
        kind = rng.choice([".rept", ".irp", ".irpc"])
        if kind == ".rept":
            head = f".rept {rng.choice(['0', '1', '3', 'cnt & 3', '-1' if rng.random() < self.bad else '2'])}"
            inner = args
        elif kind == ".irp":
            head = f".irp r, {', '.join(str(rng.randrange(0, 90)) for _ in range(rng.randrange(0, 4)))}"
            inner = (*args, "r")
        else:
            head = f".irpc d, {rng.randrange(0, 99999)}"
            inner = (*args, "d")
        body = self.block(depth + 1, inner, rng.randrange(1, 4))
        end = [rng.choice([".endr", "  .endr"])] if rng.random() > self.bad / 3 else []
        return [head] + body + end

    def define(self) -> list[str]:
        rng = self.rng
        name = f"m{len(self.macros)}" if rng.random() > self.bad else rng.choice(["m0", "m1"])
        params, decl = [], []
        for k in range(rng.randrange(0, 4)):
            p = "abcdef"[k]
            params.append(p)
            q = rng.random()
            decl.append(p + (":req" if q < 0.2 else f"={rng.randrange(0, 50)}" if q < 0.5 else
                             ":vararg" if q < 0.6 and k == 2 else ""))
        sep = rng.choice([", ", " ", ","])
        body = self.block(1, tuple(params), rng.randrange(1, 5))
        if rng.random() < 0.2:
            body.insert(rng.randrange(len(body) + 1), "L\\@:" if rng.random() < 0.5 else "s_movk_i32 s1, \\@")
        if rng.random() < 0.1:
            body.insert(rng.randrange(len(body) + 1), ".exitm")
        if self.alt and rng.random() < 0.4:
            body.insert(rng.randrange(len(body) + 1), rng.choice(["s_movk_i32 s2, \\+", '.print "\\+ a"',
                                                                 ".noaltmacro", ".altmacro"]))
        if rng.random() < 0.05 and self.macros:
            body.append(self.call(tuple(params)))
        self.macros.append((name, params))
        end = [rng.choice([".endm", ".endmacro", "  .endm"])] if rng.random() > self.bad / 3 else []
        return [f".macro {name}{' ' if decl else ''}{sep.join(decl)}"] + body + end

    def call(self, args=()) -> str:
        rng = self.rng
        name, params = rng.choice(self.macros)
        n = len(params) + (1 if rng.random() < self.bad else 0) - (1 if rng.random() < 0.2 and params else 0)
        values = []
        for k in range(max(n, 0)):
            v = rng.choice([str(rng.randrange(0, 60)), f"{rng.randrange(0, 9)} + {rng.randrange(0, 9)}",
                            f"({rng.randrange(0, 9)}, 1)", '"7"', "cnt", ""] + [f"\\{a}" for a in args])
            if self.alt and rng.random() < 0.5:
                v = rng.choice([f"%{rng.randrange(0, 9)}+{rng.randrange(0, 9)}", f"%(cnt*{rng.randrange(1, 4)})",
                                f"<{rng.randrange(0, 9)} + {rng.randrange(0, 9)}>", "<1!>0>", "<2>+1", "%-3",
                                "%undefined_q" if rng.random() < self.bad else "%cnt", "<a, b>",
                                "%(" if rng.random() < self.bad else "<3>"])
            values.append(v)
        if params and rng.random() < 0.2:
            text = ", ".join(f"{p}={rng.randrange(0, 50)}" for p in params if rng.random() < 0.7)
        else:
            text = rng.choice([", ", ",", " "]).join(values)
        return rng.choice(["", "  ", "lab\\@_x: " if args else ""]) + f"{name} {text}".rstrip()

    def message(self) -> str:
        rng = self.rng
        return rng.choice(['.warning "watch out"', '.error "stop here"', '.print "hello"', ".warning",
                           ".error", ".err" if rng.random() < 0.3 else '.print "x"'])

    def include(self, depth: int) -> str:
        rng = self.rng
        if rng.random() < self.bad / 2:
            return '.include "missing.inc"'
        name = f"part{len(self.includes)}.inc"
        if depth < 2 and len(self.includes) < 4:
            self.includes[name] = "\n".join(self.block(depth + 2, (), rng.randrange(0, 4))) + rng.choice(["\n", ""])
            return f'.include "{name}"'
        return self.insn()


def macro_language(rng: random.Random, bad: float = 0.08,
                   alt: bool = False) -> tuple[dict[str, str], str, tuple[str, ...]]:
    w = _Writer(rng, bad, alt)
    out = [".set cnt, 2", "flag = 1"] + ([".altmacro"] if alt else [])
    for _ in range(rng.randrange(1, 3)):
        out += w.define()
    out += w.block(0, (), rng.randrange(8, 20))
    files = dict(w.includes)
    files["main.s"] = "\n".join(out) + rng.choice(["\n", "\n", ""])
    return files, "main.s", ("-I", "{dir}")


# --- data directives and symbol definitions -------------------------------------------

# Every count (.fill, .zero/.skip, .dcb, .ds) and every symbol a count may name stays a
# small integer: llvm-mc takes a real's bits as a count (.dcb.b 1.5, 2 loops for ever,
# writing gigabytes), and a large count prints that many lines.
_DATA_NAMES = ["a", "b", "cnt", "sz", "lab1", "lab2", "fwd", "ext"]
_VALUE_DIRECTIVES = [".byte", ".short", ".long", ".quad", ".4byte", ".8byte", ".2byte", ".int", ".value",
                     ".dc.b", ".dc.w", ".dc.l", ".dc.a", ".dc"]
_STRING_DIRECTIVES = [".ascii", ".asciz", ".string"]
_STRINGS = ['"abc"', '""', '"a\\"b"', '"\\n\\t\\x41\\101"', '"tab\\there"', '"\\q"', '"\\400"', '"semi;colon"',
            "\"it's\"", '"/* not */"', '"x" "y"']
_REALS = ["1.5", "-2.25", "0.0", "-0.0", "1e3", "2.5e-1", "inf", "-inf", "nan", "3", "-7", "0x10", "1e40",
          ".5", "1.", "infinity"]
_SAFE_JUNK = ["x", "1", ",", ")", "(", '"s"', "@", "+", "$", "lab1", "'a'", ";c", "/* c */", "//c"]


class _DataWriter:
    """A random file of data directives and symbol definitions (``bad``: the chance of a
    mistake in a line)."""

    def __init__(self, rng: random.Random, bad: float):
        self.rng, self.bad = rng, bad
        self.values: dict[str, int] = {}  # names set to small absolute values so far
        self.labels: list[str] = []
        self.later = [n for n in ("fwd", "lab2") if rng.random() < 0.7]  # defined further down

    def small(self) -> str:
        """A small integer expression (a count or a size): literals and small symbols only."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.15 and self.values:
            return rng.choice(sorted(self.values))
        if roll < 0.25:
            return f"({rng.randrange(0, 3)}+{rng.randrange(0, 3)})"
        if roll < 0.3 and rng.random() < self.bad * 4:
            return rng.choice(["-1", "-3", "undefined_n", "fwd", "lab1"])
        return str(rng.randrange(0, 5))

    def value(self, size: int) -> str:
        """A value for a directive of ``size`` bytes (0: 8): in range, or not, or symbolic."""
        rng = self.rng
        roll = rng.random()
        names = sorted(self.values) + self.labels + self.later
        if roll < 0.25 and names:
            name = rng.choice(names)
            return rng.choice([name, f"{name}+{rng.randrange(1, 9)}", f"{name}-{rng.choice(names)}",
                               f"-{name}", f"({name}*2)", f"{name}@abs32@lo" if rng.random() < 0.2 else name])
        if roll < 0.3:
            return rng.choice([".", ".-lab1", ". + 4", "ext", "ext+1", "'a'", "'\\n'", "~0", "!1", "1<<4",
                               "(3 > 2)", "7 % 3", "-8 / 3", "1 ? 2"])
        bits = 8 * (size or 8)
        if roll < 0.3 + self.bad:
            return rng.choice([str(1 << bits), str(-(1 << (bits - 1)) - 1), str((1 << bits) - 1),
                               str(-(1 << (bits - 1))), "0x10000000000000000", "18446744073709551615",
                               "-9223372036854775808", "1.5", "0x", "08", "0b2", '"str"'])
        return str(rng.randrange(-(1 << min(bits - 1, 20)), 1 << min(bits, 20)))

    def mutate(self, line: str) -> str:
        """A mistake in ``line``: a token dropped, junk appended or a comma doubled (never a
        real number: see the counts above)."""
        rng = self.rng
        roll = rng.random()
        parts = line.split(" ")
        if roll < 0.35 and len(parts) > 1:
            k = rng.randrange(1, len(parts))
            del parts[k]
            return " ".join(parts)
        if roll < 0.7:
            return line + rng.choice([" ", ", ", " "]) + rng.choice(_SAFE_JUNK)
        if "," in line:
            return line.replace(",", rng.choice([",,", " ", ", ,"]), 1)
        return line + ","

    def data_line(self) -> str:
        rng = self.rng
        roll = rng.random()
        if roll < 0.35:
            name = rng.choice(_VALUE_DIRECTIVES)
            size = {".byte": 1, ".dc.b": 1, ".short": 2, ".2byte": 2, ".value": 2, ".dc.w": 2, ".dc": 2,
                    ".quad": 0, ".8byte": 0, ".dc.a": 0}.get(name, 4)
            line = f"{name} " + ", ".join(self.value(size) for _ in range(rng.randrange(1, 4)))
        elif roll < 0.47:
            line = f"{rng.choice(_STRING_DIRECTIVES)} " + ", ".join(
                rng.choice(_STRINGS) for _ in range(rng.randrange(1, 3)))
        elif roll < 0.57:
            kind = rng.choice([".fill", ".zero", ".skip", ".space"])
            if kind == ".fill":
                args = [self.small(), rng.choice(["1", "2", "4", "8", "3", "0", "9", self.small()]),
                        self.value(1) if rng.random() < 0.7 else "0x12345678"]
                line = ".fill " + ", ".join(args[:rng.randrange(1, 4)])
            else:
                line = f"{kind} {self.small()}" + (f", {self.value(1)}" if rng.random() < 0.4 else "")
        elif roll < 0.67:
            kind = rng.choice([".dcb", ".dcb.b", ".dcb.w", ".dcb.l", ".dcb.s", ".dcb.d", ".ds", ".ds.b", ".ds.w",
                               ".ds.l", ".ds.s", ".ds.d", ".ds.p"])
            count = self.small()
            if kind.startswith(".ds"):
                return f"{kind} {count}"  # (no mutation: a count stays an integer)
            size = {".dcb.b": 1, ".dcb.l": 4}.get(kind, 2)
            val = rng.choice(_REALS) if kind in (".dcb.s", ".dcb.d") else self.value(size)
            return rng.choice([f"{kind} {count}, {val}", f"{kind} {count}, {val}",
                               f"{kind} {count}" if rng.random() < self.bad * 3 else f"{kind} {count}, {val}"])
        elif roll < 0.77:
            kind = rng.choice([".single", ".double", ".float", ".dc.s", ".dc.d"])
            line = f"{kind} " + ", ".join(rng.choice(_REALS) for _ in range(rng.randrange(1, 4)))
        elif roll < 0.85:
            line = rng.choice([".p2align 2", ".balign 4", ".align 8", ".p2align 3, 0xff", ".balign 8, 1, 4",
                               ".p2alignl 2, 0x12345678", ".balignw 4, 0x1234"])
        else:
            # (never mutated, and no malformed number: see _MALFORMED)
            value = self.value(4)
            return rng.choice(["s_nop 0", "s_endpgm", "s_movk_i32 s0, 0x1234", "v_mov_b32 v0, v1",
                               f"s_mov_b32 s1, {value if not _MALFORMED.search(value) else 7}"])
        return self.mutate(line) if rng.random() < self.bad else line

    def symbol_line(self) -> str:
        rng = self.rng
        roll = rng.random()
        name = rng.choice(_DATA_NAMES[:4] + self.later[:1])
        if roll < 0.45:
            v = rng.randrange(-4, 40)
            expr = str(v)
            if self.values and rng.random() < 0.4:
                other = rng.choice(sorted(self.values))
                v = self.values[other] + rng.randrange(0, 5)
                expr = f"{other}+{v - self.values[other]}"
            form = rng.choice([f".set {name}, {expr}", f"{name} = {expr}", f".equ {name}, {expr}",
                               f".equiv {name}, {expr}", f".set {name},{expr}"])
            if name in self.later:
                expr = "bogus_fwd"  # (a forward name defined to a non-small value stays out of counts)
                form = f".set {name}, {rng.randrange(0, 4)}"
            elif not form.startswith(".equiv") or name not in self.values:
                if -8 <= v <= 64:
                    self.values[name] = v
            line = form
        elif roll < 0.6:
            target = rng.choice(self.labels + self.later + ["ext", "undefined_q"])
            line = rng.choice([f".set {name}x, {target}", f"{name}x = {target}+4", f".set {name}y, {target}-lab1",
                               f".equiv {name}z, {target}"])
        elif roll < 0.75:
            label = rng.choice(["lab1", f"l{rng.randrange(5)}", "a", "cnt"] if rng.random() < self.bad * 3
                               else [f"l{rng.randrange(5)}", "lab1"])
            self.labels.append(label)
            if label in self.values:
                del self.values[label]
            line = f"{label}:" + rng.choice(["", "", " s_nop 0", " .byte 1", f" {label}_b:"])
        elif roll < 0.9:
            name = rng.choice(self.labels + _DATA_NAMES + ["fn"])
            line = rng.choice([f".globl {name}", f".weak {name}", f".local {name}", f".hidden {name}",
                               f".type {name}, @function", f".type {name},@object", f".type {name}, STT_FUNC",
                               f".size {name}, 4", f".size {name}, .-{name}", f".size {name}, {self.small()}",
                               f".globl {name}, ext", f".type {name}", f".size {name}"])
        else:
            line = rng.choice([".text", ".data", ".section .rodata", '.section .rodata.x,"a",@progbits', ".bss",
                               ".section .AMDGPU.config", ".text", ".pushsection .data", ".popsection"])
        return self.mutate(line) if rng.random() < self.bad else line


def data_symbols(rng: random.Random, bad: float = 0.12) -> tuple[dict[str, str], str, tuple[str, ...]]:
    """Data directives (.byte ... .8byte, .ascii/.asciz/.string, .fill/.zero/.skip, the
    .dc/.dcb/.ds families, .single/.double) and symbol definitions (.set/=/.equ/.equiv,
    also of names defined further down, labels, .globl/.weak/.type/.size, sections), with
    mistakes."""
    w = _DataWriter(rng, bad)
    out = []
    for _ in range(rng.randrange(25, 50)):
        out.append(w.symbol_line() if rng.random() < 0.4 else w.data_line())
        if rng.random() < 0.1:
            out[-1] += rng.choice([" ; comment", " // c", " /* c */"])
    for name in w.later:
        out.append(f"{name}:" if name.startswith("lab") else f"{name} = {rng.randrange(0, 9)}")
    for line in out:  # (the guards of the rules above: no count is ever a real number, ...)
        head, _, args = line.strip().partition(" ")
        if head.lower().startswith(_COUNTED) and _REAL_NUMBER.search(args.split(",")[0]):
            raise AssertionError(f"a real number as a count: {line}")
        if head[:1].isalpha() and _MALFORMED.search(args):  # (... no instruction with a malformed number)
            raise AssertionError(f"a malformed number in an instruction: {line}")
    return {"main.s": "\n".join(out) + "\n"}, "main.s", ()


_COUNTED = (".dcb", ".ds", ".fill", ".zero", ".skip", ".space")
# llvm-mc 22 loops for ever, printing nothing, on an instruction whose operand fails at a
# ',' or ')' before a malformed number ('s_nop , 08', 's_mov_b32 s1, , 0x'): generated
# instructions hold no malformed number at all
_MALFORMED = re.compile(r"(?<![\w.$@])0(?:[xX](?![0-9A-Fa-f])|[0-7]*[89]|[bB][2-9])")
_REAL_NUMBER = re.compile(r"[0-9]\.|\.[0-9]|[0-9][eE][+-]?[0-9]")


# --- numeric local labels ------------------------------------------------------------

_PLAIN = ["s_nop 0", "s_movk_i32 s2, 0x10", "s_mov_b32 s0, s1", "v_mov_b32 v0, v1", "s_endpgm"]


def _numeric_reference(rng: random.Random, bad: float) -> str:
    n = rng.randrange(4)
    roll = rng.random()
    if roll < bad / 3:
        return rng.choice([f"{n}b$", f"0{n + 8}b", f"{n}B", f"{n}bx", "0b"])  # not references
    text = f"0{n}" if rng.random() < 0.1 else str(n)
    return text + rng.choice("bf")


def numeric_labels(rng: random.Random, bad: float = 0.1) -> tuple[dict[str, str], str, tuple[str, ...]]:
    """Numeric local labels (``1:``, ``1b``, ``2f``) among named labels, '.' operands,
    data and a macro whose body defines its own ``1:`` (the usual idiom), with references
    that find no definition now and then."""
    out = ["lab:", ".macro spin reg", "1:", "  s_sub_u32 \\reg, \\reg, 1", "  s_cbranch_scc0 1b", ".endm"]
    for k in range(rng.randrange(12, 30)):
        roll = rng.random()
        comment = rng.choice(["", "", " ; c", " // c"])
        if roll < 0.25:
            n = rng.randrange(4)
            label = rng.choice([f"{n}:", f"{n}:", f"{n} :", f"0{n}:", f"lab{k}: {n}:"])
            out.append(label + rng.choice(["", " " + rng.choice(_PLAIN)]) + comment)
        elif roll < 0.5:
            branch = rng.choice(["s_branch", "s_cbranch_scc0", "s_cbranch_execz", "s_cbranch_vccnz"])
            out.append(f"  {branch} {_numeric_reference(rng, bad)}{comment}")
        elif roll < 0.6:
            a, b = _numeric_reference(rng, bad), _numeric_reference(rng, bad)
            out.append(rng.choice([f"  .long {a}", f"  .long {a}-{b}", f"  .byte {a}, 3", f"  .quad {a}+4",
                                   "  .long .", f"  .byte 1, .-{a}", "  .size lab, .-lab", f"  here{k} = .+4",
                                   f"  .set at{k}, .-{a}", "  .long .+.", "  .long . +",
                                   f"  .reloc {a}, R_AMDGPU_ABS32, {b}", f"  .reloc ., R_AMDGPU_REL32_LO, lab-.+(2-6)",
                                   f"  .reloc lab+(1*4), R_AMDGPU_ABS64, -({a}-{b})", f"  .reloc 0, R_AMDGPU_NONE",
                                   f"  .long {a}+1-{b}", f"  .quad -lab+4-({a}-{b})", f"  .reloc lab, R_X, -lab"]))
        elif roll < 0.7:
            out.append(rng.choice([f"  s_add_u32 s0, s1, {_numeric_reference(rng, bad)}",
                                   f"  s_mov_b32 s0, {_numeric_reference(rng, bad)}-lab{k}",
                                   "  s_branch .", "  s_mov_b32 s3, ."]))
            if "lab" in out[-1]:
                out.append(f"lab{k}:")
        elif roll < 0.78:
            out.append(f"  spin s{rng.randrange(4, 10)}")
        else:
            out.append("  " + rng.choice(_PLAIN) + comment)
    return {"main.s": "\n".join(out) + "\n"}, "main.s", ()


# --- the section stack ---------------------------------------------------------------

_SECTIONS = [".text", ".data", ".section .rodata", '.section .rodata,"a"', ".section .text.hot", ".bss",
             '.section .AMDGPU.csdata,"",@progbits', ".data 2", ".text 1"]


# Section directives llvm-mc rejects (or half-takes: a subsection it cannot use).
_BAD_SECTIONS = [".pushsection", ".pushsection ,", ".pushsection .data, x", ".pushsection .text, -1",
                 ".pushsection .data, 1 2", ".pushsection .text 1", ".pushsection .data,", ".section .text 1", ".section .data,", ".section .data, 1", ".section",
                 '.pushsection .rodata, "a", @progbits, 1 x', '.pushsection .text, 2, "ax"',
                 ".pushsection .text, undef_sub+1", '.section .foo, "q"', '.section .foo, "a", progbits',
                 '.section .foo, "aM"', '.section .foo, "aM", @progbits, 0', '.section .foo, "a", @progbits, unique, -1',
                 '.pushsection .foo2, 3, "a"', '.pushsection .data, 2147483648']


def section_stack(rng: random.Random) -> tuple[dict[str, str], str, tuple[str, ...]]:
    """Section switches, pushes, pops and .previous (also unbalanced ones) around code,
    data and alignment, whose printing depends on the section (.p2align in data)."""
    out = []
    for _ in range(rng.randrange(10, 30)):
        roll = rng.random()
        comment = rng.choice(["", "", " // c", " ; c"])
        if roll < 0.2:
            out.append(rng.choice(_SECTIONS) + comment)
        elif roll < 0.35:
            target = rng.choice(_SECTIONS).replace(".section ", "").replace(" 1", ", 1").replace(" 2", ", 2")
            out.append(f".pushsection {target}{comment}")
        elif roll < 0.5:
            out.append(".popsection" + comment)
        elif roll < 0.6:
            out.append(".previous" + comment)
        elif roll < 0.68:
            out.append(rng.choice(_BAD_SECTIONS) + comment)
        else:
            out.append(rng.choice(["  s_nop 0", "  .long 1", "  .p2align 2", "  .byte 3", "  s_endpgm", ".p2align 4, 0"]))
    return {"main.s": "\n".join(out) + "\n"}, "main.s", ()


# Hand-written files for the language's corners (expected output: the live llvm-mc 22).
HANDWRITTEN: dict[str, dict[str, str]] = {
    # .text/.data N: llvm-mc takes one token after the number unread; the rest of the line
    # is a statement of its own, and a number past 2^31-1 fails the switch
    'subsection_rest': {'main.s': '.data\n.text 5 s_wqm_b32 s5, s1\n.text 5 s_nop 0\n.data 2 a b\n.text 5 x\n.text 5 x // c\n.text 5 x s_nop 0\n.text 1 x l:\n.data 1 , .text 3\n.text 3000000000\n.text 3000000000 x s_nop 0\n.text 1e3 x v_mov_b32 v0, v1\n.text 0 x .data\ns_nop 0\n'},
    # after a section directive that leaves its line's rest unread, statement after statement
    # (a section directive again: the stack's step, its failure, its own rest)
    'section_rest_chains': {'main.s': '.pushsection .data\n.text 2 x .previous z\n.text 1 x .popsection s_nop 0\n.text 1 x .popsection s_nop 0\n.text 1 x .pushsection .data, 3000000000 s\n.popsection x .text 3 s_nop 0\n.text 1 x .text 4 y v_nop\n.text 1\n.pushsection .data, 3000000000\ns_nop 0\n.text 1 x .pushsection .data, 3000000000\ns_nop 1\n.text 1 x .pushsection .data, 3000000000 s\n.pushsection .a\n.previous x .popsection y\n.popsection\n.popsection z\n'},
    # an undefined backward reference inside an operand's expression that must be absolute
    # (offset:, s_waitcnt, hwreg): looked up as the expression is read, before its value
    'reference_in_absolute': {'main.s': 'ds_write_b32 v1, v2 offset:3b\n1:\nds_write_b32 v1, v2 offset:1b\nds_write_b32 v1, v2 offset:4f\n4:\ns_load_dword s1, s[2:3], 5b\nbuffer_load_dword v1, off, s[4:7], s1 offset:6b\nds_write_b32 v1, v2 offset:7b+1\nds_read2_b32 v[0:1], v2 offset0:8b\ns_waitcnt 9b\ns_movk_i32 s0, 10b\nds_write_b32 v1, v2 offset:(1+3b)\ns_waitcnt vmcnt(3b)\nds_write_b32 v1, v2 offset:x+3b\ns_setreg_b32 hwreg(3b), s0\ns_getreg_b32 s0, hwreg(1, 3b, 1)\nds_write_b32 v1, v2 offset:3b x\n'},
    # a sign right after a number's fraction ('0.0+1', '.5-1'): llvm-mc's lexer gives up
    # there (an operand fails, a directive or the recovery after a failed register says
    # "invalid sign in float literal"); after an exponent the sign is an operator
    'float_signs': {'main.s': 's_movk_i32 s0, 0.0+1\nv_add_f32 v0, 1.0-2, v1\nv_add_f32 v0, 1.5*2, v1\ns_mov_b32 s0, 1.5*2\ns_mov_b32 s0, -1.5\ns_mov_b32 s0, (1.5)\ns_mov_b32 s0, 1.5+x\nv_mov_b32 v0, 0.5\nv_mov_b32 v0, -(0.5)\nv_mov_b32 v0, 2.0e0*1\ns_add_u32 s0, 1.0, s1\nds_write_b32 v1, v2 offset:1.0\ns_waitcnt 1.0\ns_movk_i32 s0, 1.5e3\nv_mov_b32 v0, 1.0+1.0\ns_movk_i32 s200, 0.0+1\ns_nop 0\n0.0+1\ns_nop 1\n.byte 1, 0.0+\n.long .5+1\n.long 1.+1\n.long 1e5+1\n.long 1.5e3+1\ns_mov_b32 s0, .5-1\ns_mov_b32 s0, 1.5e3-1\ns_mov_b32 s0, 0.0+\ns_mov_b32 s0, s1 0.0+1\nv_add_f32 v0, v1, 1.0-v2\n.long 0.0-1\n'},
    # '$' or '@' right before a name or an integer: one name ($a, @b, $1), in labels,
    # expressions, .set/.equ/=, symbol attributes, .type/.size/.comm; not where AMDGPU's
    # own parsers want a name token (.amdgpu_hsa_kernel)
    'prefixed_names': {'main.s': '.globl $a\n.globl @b\n.weak $c, @d\n.local $e\n.globl a$\n.globl $\n.globl @\n.hidden $x\n.globl $1\n.globl @a@b\n.globl a, $b c\n.amdgpu_lds $l, 4\n.amdhsa_kernel $k\n.end_amdhsa_kernel\n.amdgpu_lds @l, 4\n.type $t,@function\n.size $t, 4\n.set @s, 1\n.weak @w\n.protected $p\n.internal @i\n'},
    'prefixed_symbols': {'main.s': '$a:\n@b:\n.long $a\ns_branch $a\n.set $q, 1\n.long @b\n$1:\n.globl $\n.globl @\n.globl $$\n.globl @$\n'},
    'prefixed_uses': {'main.s': '.type $a,@function\n.size $a, 4\n.set @x, 1\n$a:\n.long $a-$a\ns_mov_b32 s0, $a@abs32@lo\ns_mov_b32 s0, @b@abs32@lo\n.globl $a@x\n.long $1b\n$1: .long $1\n.section .foo,"a",@progbits\n.type b,@object\n.equ $e, 2\n$e = 3\ns_movk_i32 s0, $e\n.byte $\n.byte @\n.long $0x10\nv_mov_b32 v0, $v1\n.amdgpu_hsa_kernel $k\n.weak $w1 $w2\n.comm $c, 4\ns_mov_b32 s0, a@abs32@lo\n.comm c, 4\n.equ e, 2\ne = 3\ns_movk_i32 s0, e\n.equ $e, 2\n$e = 3\ns_movk_i32 s0, $e\n.lcomm $d, 4\n'},
    # .comm NAME, SIZE[, ALIGN] and .lcomm NAME, SIZE: llvm-mc's checks and printing
    'common_symbols': {'main.s': '.comm c, 4\n.comm c1, 4, 3\n.comm c2, -1\n.comm c3, 4, -2\n.comm c4\n.comm 1, 4\n.comm c5 4\n.comm c6, x\n.comm c7, 2+2, 1<<3\n.comm c8, 4, 8 x\n.lcomm d, 4, 8\n.lcomm d1, 4 x\n.lcomm d2, 0x10\n.comm "q r", 4\n.comm $c9, 4\n.comm c10, 4,\n.comm c11,4,0\n.comm c12, 4, 300\n.comm c13, 4, -1\n.comm c14, 4, 0x10000000000\n.comm c15, 0x100000000\n.comm c16, 4, x\n.comm c17, 4, 1.5\n.comm c18, 4 ; x\n.comm c19,, 4\n.comm , 4\n.comm c20@x, 4\n.comm c21, 3000000000000000000000\n.comm c22, -1, 8\n.lcomm c23, -1, 8\n.comm c24, 4, 8, 9\n.comm c25, 4, x y\n.set s, 8\n.comm c26, 4, s\n.comm c27, 4\n.comm c27, 8\n.lcomm d3, -1\n'},
    # a literal naming a symbol @abs32@lo/@abs32@hi/@abs64: a data fixup, not a PC-relative one
    'absolute_variants': {'main.s': 's_mov_b32 s0, a@rel32@lo\ns_mov_b32 s0, a@gotpcrel32@lo\ns_mov_b32 s0, a@abs32@hi\ns_mov_b32 s0, a@abs64\ns_mov_b32 s0, a@rel64\ns_mov_b32 s0, a@gotpcrel\ns_mov_b32 s0, a@abs32@lo+4\ns_mov_b32 s0, a@abs32@lo-b\ns_mov_b32 s0, 4+a@abs32@lo\ns_mov_b32 s0, a@ABS32@LO\nv_mov_b32 v0, a@abs32@lo\n.comm c, 4\n.comm c2, 4, 8\n.lcomm d, 4\n.lcomm d2, 4, 8\n'},
    # .size NAME, EXPR: the expression printed in llvm-mc's form (folded when absolute)
    'size_expressions': {'main.s': '.size a, .Lend - a\n.size a , 4\n.size a,(4+2)*3\n.size a\n.size a 4\n.size 1, 4\n.size a, 4 5\n.size $b, 2\n.size "q r", 2\n.size a, b@abs64\n.size a, 1b\n.size a,\n.size a, x+1-1\n.size a, -(4)\n.size a, ~a\n.set s, 8\n.size a, s\n.size a, t\n.set t, 3\na:\n.size a, .-a\ns_nop 0\nb:\n.size a, b-a\n.size a, s*2+t\n'},
    # a line eaten after a failed register (its malformed number just before the line's end
    # took it) is still lexed: its own such numbers are errors and may take the next line;
    # eating the end llvm-mc appends to a loop or macro body ends the input there
    'eaten_lines': {'main.s': 's_movk_i32 s200, 08\ns_movk_i32 s0, 09\ns_nop 0\ns_nop 1\ns_movk_i32 s200, 08\ns_movk_i32 s0, 09 x\ns_nop 2\n.rept 1\ns_movk_i32 s200, 08\ns_nop 5\n.endr\ns_nop 0\n.irp x, 1, 2\ns_movk_i32 s200, 08\n.endr\ns_nop 0\n'},
    'eaten_macro_end': {'main.s': 's_nop 9\n.macro m\ns_movk_i32 s200, 0x\n.endm\nm\ns_nop 1\nm\n'},
    # the input ends inside a block comment: llvm-mc's lexer gives up at its '/*' (an error
    # token, 'unterminated comment', that takes the rest): as an operand, a statement's start,
    # after a directive; in an included file (the .include line's end is lost with it)
    'unterminated_comment_operand': {'main.s': 's_nop 0\ns_movk_i32 s0, 1 /* c\ns_nop 1\n'},
    'unterminated_comment_line': {'main.s': 's_nop 0 ; x\nlab: /* c\ns_nop 1\n'},
    'unterminated_comment_directive': {'main.s': '.long 1\n.text /* c'},
    'unterminated_comment_include': {'main.s': 's_nop 0\n.include "u.inc"\ns_nop 1\n',
                                     'inc/u.inc': 's_nop 2 /* c\ns_nop 3\n'},
    # an undefined backward reference after a bad register: the register's error comes first
    'register_then_reference': {'main.s': 's_movk_i32 s200, 0b\nv_add_f32 v0, v300, 1b\ns_mov_b64 s[1:2], 1b\ns_movk_i32 s0, 1b\nv_add_f32 v0, 1b, v300\ns_load_dword s1, s[2:3], 1b\nv_add_f32 v0, s[2:1], 2b\nv_mov_b32 v0, xnack_mask_lo, 1b\n'},
    # a string closed on a later line: llvm-mc reads it across the line ends (a warning for
    # each in .ascii/.asciz/.string) and the statement goes on after it
    'string_lines': {'main.s': '.ascii "a\nb;c\nd" ; x\ns_nop 0\n.ascii "e\n"\n.byte 1, "f\ng", 2\n.ascii "h\n" "i" ; z\n.ascii "x" b\n.ascii "x" "y"\n.asciz "x" , b\n.ascii "x",\n.ascii\n.asciz "x" "y"\n.string "a", "b" "c"\n.ascii "p" "q", "r" "s" 1\n.ascii 1\n'},
    'string_lines_end': {'main.s': '.ascii "a\nb" , "c\nd"\n.ascii "e\nf" ; "g"\n.ascii "h\n/* x "\ns_nop 0\ns_movk_i32 s0, "i\nj"\n.byte "k\nl"\n.ascii "m\\"\nn"\n.asciz "o\n\np"\n.ascii "q\n'},
    'string_lines_runaway': {'main.s': '.ascii "a\n.ascii "b"\ns_nop 0\n'},
    # a block comment carries a statement over line ends (llvm-mc's lexer reads on after
    # it): one statement, its messages on the line of their column
    'comment_continues': {'main.s': 's_movk_i32 s0, /*\n*/ 1\ns_movk_i32 s0, /*\n*/ x y\n.byte 1, /*\n*/ 2\nlab: /* c\nd */ s_nop 0\ns_movk_i32 /* a */ s0, /* b\nc */ 2 /* d\n*/ , 3\ns_nop /*\n*/\ns_nop 1 /*\n  */ ; c\nv_mov_b32 v0, /* a\n   b\n */ v1 /* c\n */\n.long 1 /*\n*/ 2\ns_nop 2 /*\n*/ /* e\n*/ s_nop 3\ns_movk_i32 s0, 1 /*\n*/ 2\ns_movk_i32 s0, /*\n*/\n.byte 1, /*\n*/ ; c\n.byte 1, /*\n  x */   \nlab2: /*\n*/ lab3: s_nop 0\n.set q, 1 /*\n*/ + 2\ns_movk_i32 s0, q\ns_nop 0 /* x\n*/ // c\ns_nop /*\n*/ 1 /*\n*/\n.byte 4 /*\n*/ 5\n'},
    # the same in files with macros, loops, conditionals and includes (the expansion joins
    # them): in bodies, headers (the body starts after the statement), included files
    'continued_in_expansions': {'main.s': '.macro m a\ns_movk_i32 s0, /* c\n*/ \\a\n.ascii "x\ny"\ns_movk_i32 s1, /*\n*/ x y\n.byte 1, /*\n*/ ; c\n.endm\nm 1\nm 2\n.rept 2\n.byte 1, /*\n*/ 2\n.endr\n.if 1 /*\n*/\ns_nop 0 /*\n*/\n.endif\n.if 0\ns_nop 0 /*\n*/ bad\n.endif\n.ascii "a\nb" ; q\n.string "k\n\nl", "m\nn"\ns_movk_i32 s0, "i\nj"\n.include "c.inc"\nm /*\n*/ 3\n.irp r, 4 /*\n */, 5\ns_movk_i32 s0, \\r\n.endr\ns_movk_i32 s0, /*\n*/ x y\n.byte 1, /*\n  x */  ; z\n.ascii "q\nr\n.macro foo a, b /* this macro\n   does X */\ns_movk_i32 s0, \\a /* more\n */\n.endm\nfoo 1, 2\n.rept 2 /* two\n  times */\ns_nop 0\n.endr\n',
                                'inc/c.inc': 's_nop 1 /*\n*/ 2\n.long 3, /*\n*/ 4\n.ascii "u\nv"\n'},
    # strings name symbols in expressions and labels
    'string_names': {'main.s': '.long "abc"\n.long "a b"+1\n.set x, "q r"\n.byte ""\n"lab x":\n.long "lab x"\ns_movk_i32 s0, "zz"\n"":\n"1":\n.long "abc"\n'},
    # real numbers in expressions (their double's bit pattern; a sign right after a
    # fraction is the lexer's error) and relocation variants after '@'
    'reals_and_variants': {'main.s': '.long 0.0\n.quad 1.5\n.long 1.5\n.set x, 2.5\n.if 0.0\n.endif\n.byte 1.0e0-1.0e0\n.long (0.0)\n.quad -1.5\n.fill 1.0, 1, 0\n.p2align 0.0\n.rept 0.0\n.endr\n.long 0.0+1\n.long 1.\ns_add_u32 s4, s4, foo@rel32@lo+4\n.long foo@rel32@lo\n.long foo@abs32@hi\n.byte x@y\n.long x@y@z\n.long .4@rel32@lo\n.long 1.5\n.long -.5\n.byte 2.0\n.quad 1e3\n.long foo@REL32@LO\n.long foo@abs64\n.long foo@x\ns_mov_b32 s0, foo@bad\n.set y, foo@abs64\n.long foo@gotpcrel+1\n.long foo@rel32@lo@hi\n.long foo@\n.quad foo@rel64\ns_add_u32 s0, s0, foo@gotpcrel32@lo+4\n.byte 1, x@y, 2\nz@w:\n.long z@w\n.long (foo@rel64)\n.set y, 1+foo@abs64\nz = foo@rel64\n.equ w, (foo@abs64)\n.set q, foo@abs64 x\n'},
    # after a register operand fails, the malformed numbers on the rest of the line are
    # the lexer's errors, and one just before the line's end takes the next line with it
    'failed_register_rest': {'main.s': 's_movk_i32 s200, 08\ns_nop 1\ns_movk_i32 s[1:0], 08\ns_nop 2\ns_movk_i32 s0, 08\ns_nop 3\ns_movk_i32 bogus, 08\ns_nop 4\ns_movk_i32 s200, 08 09\ns_nop 5\ns_movk_i32 s200, 0x\ns_nop 6\ns_movk_i32 s200, 1, 08\ns_nop 7\nv_mov_b32 v300, 08\ns_nop 8\ns_movk_i32 s200 08\ns_nop 9\ns_movk_i32 s200, 08 ; c\ns_nop 11\ns_movk_i32 s200, x 08\ns_nop 12\nv_mov_b32 v[1:0], 08\ns_nop 13\nds_write_b32 v1, v2 offset:08x\ns_nop 14\ns_movk_i32 s200, 8, 08\ns_nop 15\ns_movk_i32 s0, 1 08\ns_nop 16\ns_movk_i32 s0, s1, 08\ns_nop 17\n'
                                     's_movk_i32 s200 x, 08\ns_nop 1\ns_movk_i32 s200, 08 x\ns_nop 2\ns_movk_i32 s200, (08\ns_nop 3\ns_movk_i32 s200, 08, 1\ns_nop 4\ns_movk_i32 s200, 0x, 08\ns_nop 5\ns_movk_i32 s200 , 08\ns_nop 6\ns_movk_i32 s200,08\ns_nop 7\nv_add_f32 v0, v300, 08\ns_nop 8\nv_add_f32 v0, s[2:1], 0x\ns_nop 9\ns_movk_i32 s200, 08\ns_nop 10\nv_mov_b32 v0, v[300], 08\ns_nop 11\ns_load_dword s1, s[2:3], s200 08\ns_nop 12\n'
                                     's_mov_b64 s[1:2], 08\ns_nop 1\ns_mov_b64 s[0:2], 08\ns_nop 2\ns_mov_b64 s[1:2] 08\ns_nop 3\ns_movk_i32 s[2:1 ] , 0x\ns_nop 4\nv_mov_b32 v0, v[300:301] 08\ns_nop 5\n'
                                     '.altmacro\n.irpc d, 10\ns_movk_i32 s200, d&8\n.ifle 1\ns_nop 9\n.else\n.endif\n.endr\nflag = 0\n'},
    # .ifc reads tokens to its comma (none inside a string; a string to the end of input
    # leaves it none: the error stands there)
    'ifc_tokens': {'main.s': '.ifc "a,b", "a,b"\ns_nop 0\n.endif\n.ifc (a,b),(a\ns_nop 1\n.endif\n.ifnc "x",y, z\ns_nop 2\n.endif\n.ifc a b , a b ; c\ns_nop 3\n.endif\n.ifc  , \ns_nop 4\n.endif\n.if 1\n.ifc "a, b\n'},
    # a conditional directive's error inside a skipped branch: the block comment line
    # after it is eaten silently (outside one, it is an error)
    'skipped_after_error': {'main.s': '.if 0\n.elseif x y\n/* c\n*/ s_nop 0\n.endif\n.if 0\n.endif x\n/* d\n*/ s_nop 1\n.endif\n.if 1\n.else\n.elseif 1\n/* e */ s_nop 2\n.endif\n.if 0\n.elseif 1 2\n/* f */ s_nop 3\n.endif\n.if 1\n.endif y\n/* g */ s_nop 4\n.endif\n'},
    # symbol attribute lists: a line per name, errors of llvm-mc's two list parsers
    'symbol_attributes': {'main.s': "".join(
        f'{d} m n\n{d} o,\n{d} 3\n{d} .Lx\n{d} "q r"\n{d}\n{d} a ; c\n{d} b , c,d\n'
        for d in (".globl", ".global", ".weak", ".local", ".hidden", ".protected", ".internal"))},
    # names llvm-mc's lexer reads as one identifier ('.4$', '.4@x', 'a?b') and prints
    # quoted when they hold '@' or '?' (a variant after '@' in an expression is not)
    'odd_names': {'main.s': '.4$:\ns_nop 0\n.4@x:\n.4$\n.4$: s_nop 2\n.5$x: .long .5$x\na?b:\n.4?:\n.4.5:\n.4_:\n.long .4.5\n.4e5x:\n'
                            'c?d = 3\n.set c@d, 4\ns_movk_i32 s0, c?d\n.long c?d+1\n.globl e?f\n.type e?f,@function\n'
                            '.size e?f, 4\n.weak g@h , i?j\n.long g?h\n.long foo@rel32@lo\n.long .4@abs32@hi+1\n'
                            '.set .4y, 2\ns_movk_i32 s0, .4y\nv_add_f32 v0, .5x, v1\nv_add_f32 v0, .5, v1\n'},
    'function_errors': {'main.s': '.long max()\n.long or()\n.long alignto()\n.long extrasgprs()\n.long max(1,)\n.long max(1\ns_movk_i32 s0, max()\n.set x, max()\n.long max(1,2,)\n.long 1+max(1 2)\n.set x, (\ny = )\n.set z, max(\n.set w, 1 2\n.set v,\n.equ u, )\n.long totalnumvgprs(3, 4)\n.set t, extrasgprs(1, 0, 1)\n.long 09\n.long 0x\n.long 0b2\n.long 1+0xg\n'},
    'ifdef_values': {'main.s': 'flag = undefined_q\n.ifnotdef flag\n s_nop 0\n.endif\n.ifdef flag\n s_nop 1\n.endif\nl:\nx = l+4\n.ifdef x\n s_nop 2\n.endif\ny = later\n.ifdef y\n s_nop 3\n.endif\nlater:\n.ifdef y\n s_nop 4\n.endif\nflag = 3\n.ifdef flag\n s_nop 5\n.endif\na = b\nb = a\n.ifdef a\n s_nop 6\n.endif\n.set z, defsy+1\n.ifdef z\n s_nop 7\n.endif\n'},
    'bss_fill': {'main.s': '.bss\n.p2align 2, 5\n.balign 4, 7\n.p2alignw 2, 3\n.p2alignl 3, 1\n.balign 3, 7\n.p2align 2, 0\n.p2align 2, 5, 2\n.section .foo,"aw",@nobits\n.p2align 2, 9\n.data\n.p2align 2, 9\n.section .bss.x\n.p2align 2, 9\n.pushsection .bss\n.p2align 1, 1\n.popsection\n.text\n.p2align 2, 9\n'},
    'macro_args': {'main.s': '.macro m a, b\n .print "\\a|\\b"\n.endm\nm 1=2\nm =3\nm x, y=z\nm (1=2)\nm 1, =\nm a= 1\nm a=1=2\nlab: m =35, 44\nlab2: m 1=2, 3\nlab3: m 1, (\nm 1, (   ; c\nm 1, ( /* x */ \nm (1, 2\nm ((1)\nm 1, (2) ; c\n.irp r, 1=2\n .print "\\r"\n.endr\n.irp r, (1\n.endr\n.macro q a=1=2\n.endm\n.macro q2 a=(1 ; c\n.endm\n.macro v a:vararg\n .print "\\a"\n.endm\nv 1=2, 3\nv a=1=2\n.print "a\\tb\\\\n\\101"\n.error "a\\tb\\101"\n.warning "c\\nd"\n'},
    'if_dot': {'main.s': '.if .\n s_nop 0\n.endif\n.if .-.\n s_nop 1\n.endif\nl:\n.if . - l\n s_nop 2\n.endif\n.if l\n.endif\n.ifdef .\n.endif\n.set x, .\n.if x\n.endif\n.if 0\n.elseif .\n s_nop 3\n.else\n.endif\n.ifgt .-.\n.endif\n.if 1\n.elseif .\n.endif\n.if . +\n.endif\n'},
    'section_errors': {'main.s': '.popsection x\n.previous y\n.popsection ; c\n.pushsection ,\n.text\n.text\n.data\n.pushsection .data, 1 2\n.data\n.pushsection .data, x\n.popsection\n.pushsection .text, -1\n.popsection\n.pushsection .text, sym+1, "ax"\n.popsection\n.pushsection .text, 3, "ax", @progbits\n.popsection\n.pushsection .foo, 2, "a"\n.popsection\n.section .text,"ax",@progbits\n.section .data,"a"\n.section .foo, "a", "progbits"\n.section .foo, "aG", @progbits, grp, x\n.section .foo, "a", @progbits, uniq, 3\n.section .foo, "a", @progbits, unique 3\n.section .foo, "a", @progbits, unique, 4294967295\n.section .foo, "aG"\n.section .foo, "aM", @progbits\n.section .foo -bar\n.section "foo bar", "a"\n'},
    'reloc': {'main.s': 'foo:\n  s_nop 0\n.set x, 4\n.reloc foo, R_AMDGPU_ABS32, bar\n.reloc 4, R_AMDGPU_ABS64, bar+4\n.reloc ., BFD_RELOC_32, 0\n.reloc foo, R_AMDGPU_NONE\n.reloc foo\n.reloc , R_X\n.reloc foo, 1\n.reloc foo, R_X,\n.reloc foo, R_X, a b\n.reloc foo, "R_X"\n.reloc 1+2, R_X\n.reloc foo R_X\n.reloc (foo+4)*2, R_X, -(a)\n.reloc foo, R_X, 1f\n1:\n.reloc foo, .L, b+(c-d)\n.reloc foo, R_X, 5-a\n.reloc ., R_X, .\n.RELOC foo,R_X,a ; c\n.reloc 0, R, -a+5\n.reloc 0, R, a-b-c\n.reloc 0, R, a+1-b\n.reloc 0, R, a-a\n.reloc 0, R, 1-(a-b)\n.reloc 0, R, a>>0\n.reloc 0, R, +a\n.reloc 0, R, a+1b\n.reloc 0, R, max(a,1)\n.reloc 0, R, max(1,2)\n.reloc 0, R, x+1\n.reloc 0, R, 3/0\n.reloc 0, R, -(-a)\n'},
    'printing': {'main.s': '.long a+1-b\n.long (a+1)-b\n.long a-b+1\n.long a*2-b\n.long (a-b)-(c-d)\n.long 1+a-b\n.long a+(b+c)\n.long (a+b)*c\n.long -a+b\n.long a-(-b)\n.long ~a+b\n.long (a+b)==c\n.set x, a+(-1)\n.set y, a+-1\n.set q, (a<<2)+-3\n.byte -a+b, (a-b)+c\n.long (1+2)+a\n.long a*(-(2))\n.long a-(-1)\n.long (1/0)+a\n.long a+~(1)\n'},
    'open_end': {'main.s': 's_nop 1\n.include "b.inc"\n.include "c.inc"\n.endif\n   ', 'inc/b.inc': 'x = 1\n   ',
                 'inc/c.inc': '   '},
    'include_end': {'main.s': '.macro m0 a=4\n.exitm\n.endm\n.macro m1\n.endm\n.macro m1\n/* c */\n.endm\n/* d */ s_nop 0\n.include "x.inc"\n.include "m.inc"\ns_nop 1\n.include "e.inc"\ns_nop 2\n',
                    'inc/x.inc': 'm0 6', 'inc/m.inc': '.print 1\n.if 1\n', 'inc/e.inc': '.error "stop"\n'},
    'altmacro': {'main.s': '.altmacro\n.macro m a, b=2\n  s_movk_i32 s0, a + b\n  s_movk_i32 s1, a&b\n  s_movk_i32 s2, \\a&\\b\n  .print "a and \\b"\n  s_movk_i32 s3, ab\n  s_movk_i32 s4, \\+\n.endm\nm 1\nm <1 + 1>, <3>\nm %1+2, 4\nm %(undef), 1\nm <a!>b>, 2\nm <1, 2\nm "5", 6\nm %(, 1\nm %, 1\nm %-1, 1\nm %0xffffffffffffffff\nm <a;b>, 1\nm <a!!>>, <!!!!>\nm <a> <b>\nm <a>x, 1\nm 1 %2 %3\nm 1 + %2\n.irp a, %2*3, <7>\n  s_movk_i32 s5, a\n.endr\n.irpc c, <12>\n  s_movk_i32 s6, c\n.endr\n.macro q a=%(1+1), b=<9>\n  s_movk_i32 s7, a+b\n.endm\nq\nq a=%(5), b=<6 >\n.macro v a:vararg\n  s_movk_i32 s8, a\n.endm\nv %3, 4\nv <1>\n.altmacro 1\n.noaltmacro x\n.noaltmacro\nm 1, 2\nq\nm 1 %3\n.rept 2\n  s_movk_i32 s9, 1\\()\\+\n.endr\n'},
    'm2': {'main.s': '.macro show a, b, c\n  s_movk_i32 s0, xx \\a|\\b|\\c\n.endm\nshow 1 + 2, 3\nshow 1 2 3\nshow (1, 2), 3\nshow "a b", c\nshow a=1, c=3\nshow 1,,3\nshow , 2\nshow 1 +2 -3\nshow s[0:1] v[0 : 1]\nshow \\a\n.macro inner x\n  s_movk_i32 s1, \\x\n.endm\n.macro outer y\n  inner \\y\n.endm\n  outer bad_sym\n.macro vv first, rest:vararg\n s_movk_i32 s0, zz \\first \\rest\n.endm\nvv 1, 2, 3 4\n.macro rq a:req, b=5\n s_movk_i32 s0, \\a+\\b\n.endm\nrq\nrq b=1\nrq 1\nrq 1, 2, 3\nrq q=1\n'},
    'c1': {'main.s': '.else\n.endif\n.elseif 1\n.if\n.if x\n.endif\n.ifdef 3\n.endif\n.ifeq 1, 2\n.endif\n.if 1\n.elseif 0\n.else\n.else\n.endif\n.ifb\ns_movk_i32 s0, 1\n.endif\n.ifc a, a\ns_movk_i32 s0, 2\n.endif\n.ifnes "a", "b"\ns_movk_i32 s0, 3\n.endif\n.error "boom"\n.warning "careful"\n.print "hello"\n.err\n.error\n.warning\n.error boom\n.rept -1\n.endr\n.rept x\n.endr\n.irp\n.endr\n.irpc c\n.endr\n.irp r\ns_movk_i32 s\\r, 4\n.endr\n.macro\n.macro m a b\ns_movk_i32 s0, \\a+\\b\n.endm\nm 1 2\n.macro m\n.endm\n.purgem m\n.purgem m\n.endm\n.if 1\n'},
    'irp': {'main.s': '.irp r,\ns_movk_i32 s0, 1\n.endr\n.irpc r,\ns_movk_i32 s0, 2\n.endr\n.irp r, ,\ns_movk_i32 s0, 3\\r\n.endr\n.irpc r, 1 2\ns_movk_i32 s0, 4\n.endr\n.irpc r, 1+2\ns_movk_i32 s0, \\r\n.endr\n.irpc r, (1 2)\ns_movk_i32 s0, 5\n.endr\n.irp r, 1 2 , 3\ns_movk_i32 s0, \\r\n.endr\n'},
    'r1': {'main.s': '.macro rec n\n  rec \\n\n.endm\nrec 1\n'},
    'w': {'main.s': '.macro m1\ns_movk_i32 s0, 1\n.endm\nm1 "7"\nm1 26\nm1 a b\nm1 ,\n.macro m2 a\ns_movk_i32 s0, \\a\n.endm\nm2 1, 2\nm2 1 2\n'},
    'include': {'main.s': 's_movk_i32 s0, 0\n.include "empty.inc"\ns_movk_i32 s0, 1\n.include "a.inc"\ns_movk_i32 s0, 2\n.include "nonl.inc"\ns_movk_i32 s0, 3\n.incbin "c.bin"\n.incbin "d.bin"\n.incbin "empty.inc"\n.incbin "c.bin", 100\n.incbin "c.bin", -1\n.incbin "c.bin", 1, -1\n.incbin "c.bin", 1, 0\n',
                'inc/a.inc': 's_movk_i32 s1, 2\ns_movk_i32 s1, bad\n', 'inc/empty.inc': '',
                'inc/nonl.inc': 's_movk_i32 s1, 2', 'inc/c.bin': 'a"b\\c\n\t\r\x7f', 'inc/d.bin': 'x\x00'},
    'unterminated': {'main.s': '.macro m\ns_movk_i32 s0, 1\n.rept 3\n'},
    'unterminated_if': {'main.s': '.if 1\ns_movk_i32 s0, 1'},
    'symbolic': {'main.s': '.set vgprA, 48\nds_read_b128 v[vgprA+0:vgprA+3], v1\ns_movk_i32 s[gid], 1\ngid = 3\ns_movk_i32 s[gid], 1\ns_movk_i32 ttmp[(3+2)*2+1], 2\ns_load_dwordx2 [s0,s1], s[2:3], 0x0\ns_movk_i32 s0, later\ns_movk_i32 s0, later+1\nds_write_b32 v1, v2 offset:later\nlater = 5\ns_movk_i32 s0, later\ns_load_dwordx2 s[b:b+1], s[2:3], 0\ns_load_dwordx2 [s0,s2], s[2:3], 0\ns_load_dwordx2 [s0,v1], s[2:3], 0\ns_load_dwordx2 [s0 s1], s[2:3], 0\ns_movk_i32 s[undefsym], 1\ns_movk_i32 s[defsy], 1\ns_load_dwordx4 s[defsy+1:defsy+4], s[gid-1:gid], 0\ns_load_dwordx4 [s[4],s5,s[3+3:6],s7], s[2:3], 0\ns_load_dwordx4 s[gid:gid-1], s[2:3], 0\ns_load_dwordx4 s[-1:2], s[2:3], 0\ns_load_dwordx4 s[gid*2:gid*2+3], s[2:3], 0\ns_load_dwordx4 s[later-1:later+2], s[2:3], 0\n'},
    'lists': {'main.s': 's_load_dwordx2 [s[0:1]], s[2:3], 0\ns_load_dwordx2 [s[0:1],s2], s[2:3], 0\ns_load_dwordx2 [s0,s[1:2]], s[2:3], 0\ns_load_dwordx2 [s[x],s1], s[2:3], 0\ns_load_dwordx2 [s0,s[1], s[2:3], 0\ns_load_dwordx2 [s0,s[1]] s[2:3], 0\ns_load_dwordx2 [s0,s[0+1]], s[2:3], 0\ns_load_dwordx2 [s0,s107], s[2:3], 0\ns_load_dwordx2 [s105,s106], s[2:3], 0\ns_load_dwordx2 [s0,s[200]], s[2:3], 0\ns_load_dwordx2 [s[1],s[2]], s[2:3], 0\ns_load_dwordx2 [s[2],s[3]], s[2:3], 0\ns_load_dwordx2 [ttmp[2],ttmp[3]], s[2:3], 0\ns_load_dwordx2 s[2:3], [s4,s5], 0\ns_load_dwordx2 s[2:3], [s4,s5,], 0\ns_load_dwordx2 s[2:3], [], 0\ns_load_dwordx2 s[2:3], [s[4:5]], 0\ns_load_dwordx2 s[2:3], [vcc_lo,vcc_hi], 0\ns_load_dwordx2 s[2:3], [s[-1],s0], 0\ns_load_dwordx2 s[2:3], [s[2:1]], 0\ns_load_dwordx2 s[2:3], [s[ 4 : 5 ]], 0\n'},
    # symbols set to expressions of symbols defined later: read when used, each name
    # meaning the symbol object it meant at the definition (redefinitions make new ones)
    'deferred_values': {'main.s': '.set cnt, base+1\ns_movk_i32 s0, cnt\n.long cnt\nbase = 41\ns_movk_i32 s0, cnt\nbase = 4\ns_movk_i32 s0, cnt\ns_movk_i32 s0, base\n.set d, cnt*2\n.long d\ns_load_dwordx2 s[cnt:cnt+1], s[2:3], 0\nv_mov_b32 v[cnt], s[d]\n.set cnt, cnt+1\n.fill cnt, 1, 0\n.set x, x+1\ns_movk_i32 s0, x\n.set a, b\n.set b, a+1\ns_movk_i32 s0, a\n.set p, q\n.if p\ns_nop 0\n.endif\nq = 1\n.if p\ns_nop 1\n.endif\n.rept p+1\ns_nop 2\n.endr\n.set e, f+g\n.set f, 1\n.set f, 2\n.set g, f\n.long e\n.set h, lab+1\nlab:\ns_movk_i32 s0, h\n.set z, w/0\nw = 1\ns_movk_i32 s0, z\n.equ eq1, u+1\n.equiv eq2, eq1\nu = 2\ns_movk_i32 s0, eq2\n.macro m\n s_movk_i32 s1, k+1\n.endm\n.set k, later\nlater = 9\nm\nlater = 10\nm\n'},
    # an .if left open by an expansion: still open after it unless it skips (then the
    # expansion's end is the end of everything), and input that ends inside a body
    'if_left_open': {'main.s': '.macro m\n.if 1\ns_nop 1\n.endm\nm\ns_nop 2\nm\n.rept 2\n.if 1\ns_nop 3\n.endr\n.endif\n.macro q\n.endif\n.endm\nq\ns_nop 4\n'},
    'if_skipping_at_end': {'main.s': '.macro m\n.else\ns_nop 1\n.endm\n.if 1\nm\ns_nop 2\n.endif\n'},
    'endr_missing_in_macro': {'main.s': '.macro m\n.if 1\n.rept 2\ns_nop 1\n.endm\nm\ns_nop 5\n'},
    'endm_missing_in_include': {'main.s': '.if 1\n.include "a.inc"\ns_nop 5\n', 'inc/a.inc': 's_nop 0\n.macro q\ns_nop 1'},
    # a label already defined is the symbol table's complaint: the statement's own first
    # error follows it
    'label_then_error': {'main.s': 'lab: s_nop 0\nlab: s_nop 1, 2\nlab: .long 1 2\nlab: x = 1 2\nlab: v_mov_b32 v0, v1, v2\nlab: foo bar\n.macro m0 a, b\n.endm\nlab: m0 =35, 44=47\nlab: lab: s_nop 0 0\n'},
    # the lexer's error tokens (malformed numbers, odd characters) inside an operand's
    # expression fail the whole operand
    'operand_lexer_errors': {'main.s': 's_movk_i32 s0, 7+`\ns_movk_i32 s0, -08\ns_movk_i32 s0, ~0x\ns_movk_i32 s0, 1+(2*08)\ns_movk_i32 s0, 0b2+1\ns_movk_i32 s0, max(1,08)\nv_add_f32 v0, 1+08, v1\nds_read_b32 v59, v19 offset:7+08\nbuffer_load_dword v1, off, s[4:7], s1 offset:1+09\ns_getreg_b32 s0, hwreg(1+08)\nv_mov_b32 v[1+08], v0\ns_mov_b32 s[1:08], s0\ns_load_dwordx2 [s0,s[08]], s[2:3], 0\n.long 7+08\n.long -1>>1, 0x10>>1, -16>>60\n.long \'\\0\', \'\\v\', \'\\n\'\n'},
    # '.4byte' and the like are one name, also as labels ('.4e5x' is a number, then junk)
    'dot_digit_labels': {'main.s': '.4byte: s_nop 0\n.byte: .long 1\n.4byte:\n.long:\nl: .4byte 5\n.8byte: .4byte: .2byte 1\n.4e5x: s_nop 1\n.4.x: s_nop 1\n.4_a: s_nop 2\n'},
    # block comments after skipped statements: a '#' line is no statement, an .elseif after a
    # met branch is skipped, a loop's next iteration starts afresh after a rejected line; an
    # included file whose last statement is skipped ends the input there
    'skipped_comments': {'main.s': '.ifne 0\n# a hash comment\n/* block */\n.endif\n.ifeq 0\n.elseif 1\n/* block */\n.endif\n.if 1\n.elseif 1\n/* b */ s_nop 1\n.endif\n.rept 2\n/* b */\ns_nop 0 0\n.endr\n.irp x,1,2\n/* b */\ns_nop 0\ns_nop 0 0\n.endr\n.include "skip.inc"\ns_nop 5\n', 'inc/skip.inc': '.ifdef lbl\ns_nop 1 // why'},
    # a string that no later line closes takes the rest of the input
    'string_to_end': {'main.s': 's_nop 0\n.include "str.inc"\ns_nop 1\n', 'inc/str.inc': '.byte 1\nlab: "\ns_nop 2\n'},
    'string_in_body': {'main.s': '.macro m\n.long "x\n.endm\nm\ns_nop 1\n'},
    # a section's first kind stays: later flags, type or entry size that differ are errors,
    # and a switch prints the section as first made (defaults: .text, .data, .bss, .rodata)
    'section_kinds': {'main.s': '.section .data,"a"\n.section .bss,"aw",@progbits\n.section .rodata,"aw"\n.section .text,"ax",@progbits\n.section .text,"a"\n.section .foo\n.section .foo,"a"\n.section .baz,"a"\n.section .baz\n.section .baz,"a",@nobits\n.pushsection .baz,"w"\n.popsection\n.section .qq,"aM",@progbits,4\n.section .qq,"aM",@progbits,8\n.section .qq,"aMS",@progbits,2\n.section .note.x,"a"\n.section .note.x,"a",@note\n.section .bss.y,"aw"\n.section .bss.y,"aw",@progbits\n.section .text.z,"a"\n.section .x,"a"\n.text\n.section .x,"aw"\ns_nop 0\n.pushsection .x, 1\n.popsection\n.section .text,"a",@nobits\n'},
    # after a pop that works the rest of the line is the next statement
    'pop_rest': {'main.s': '.pushsection .data\n.popsection x\n.pushsection .data\n.popsection s_nop 0\n.pushsection .data\n.previous ; c\n.pushsection .data\n.popsection 1\n.section .a\n.section .b\n.previous s_nop 1\n.previous .long 5\n.pushsection .c\n.popsection l: s_nop 2\n.pushsection .c\n.popsection .byte 1 2\n.popsection x\n.pushsection .c\n.popsection /* c */ s_nop 3\n.pushsection .c\n.popsection s_nop 0 0\ns_nop 1\n.pushsection .c\n.popsection .text\n.pushsection .c\n.popsection .data\n.long 1\n'},
    # a blank after an operator does not end a macro argument ('<6 + 7> 5' is one)
    'operator_blanks': {'main.s': '.macro m a=2,b=32\n .print "[\\a][\\b]"\n.endm\nm 6+ 7\nm 6- 7\nm 6> 7\nm 6>> 7\nm 6== 7\nm 6| 7\nm 6~ 7\nm 6! 7\nm 6% 7\nm a> b c\nm <6> 5\nm <6 + 7> 5 + 7\nm <6 7> 5\nm (6 + 7) 5 + 7\nm - 1\nm -1 2\n.irp x, 1> 2, 3\n .print "\\x"\n.endr\n'},
    'blank_lines': {'main.s': 's_movk_i32 s0, 0\n\n  \n; comment\ns_movk_i32 s0, bad\n/* x */\n/* y */\n/* x\n*/\nl: ; c\n# hash\n'},
    # the same .irp under .altmacro twice, and inside a .rept: its '<text>' arguments are
    # lexed again in place, so each statement needs tokens of its own (a cache of a
    # loop's tokens once lost the second expansion's instructions)
    'irp_altmacro_again': {'main.s': '.altmacro\n.rept 2\n.irp x, <1>, <2>\ns_movk_i32 s0, \\x\n.endr\n.endr\n'
                                     '.irp y, <3> <4>\ns_movk_i32 s1, \\y\n.endr\n.irp y, <3> <4>\n'
                                     's_movk_i32 s1, \\y\n.endr\n'},
}

# .comm/.lcomm of a name a label defined (above, or on the same line): "invalid symbol
# redefinition" after the statement's other checks; a label after it, a .set name or a
# second .comm are fine
HANDWRITTEN['common_after_label'] = {'main.s': 'x:\n.comm x, 4\ny:\n.lcomm y, 4\n.comm z, 4\nz:\n.set w, 1\n'
                                            '.comm w, 4\n.comm v, 4\n.comm v, 8\nu: .comm u, 4\n"t":\n'
                                            '.comm "t", 4\n.comm t, -1\nq:\n.comm q, 4 5\nr = 1\n.comm r, 2\n'}

# ... and so is an instruction's symbolic literal (found by the real-files mutation ".irpc
# over characters that are no register offsets": 'x*ROWS_PER_PASS' printed 'x*8')
HANDWRITTEN['operand_prints_values'] = {'main.s': '.set a, 4\ns_mov_b32 s0, a*b\nv_add_u32 v1, a+x, v2\n'
                                               's_branch a+lab\nlab:\ns_mov_b32 s0, b-a\n.set c, q+1\n'
                                               's_mov_b32 s1, c*r\n.set q, 2\ns_mov_b32 s2, c*r\n'}

# A floating-point operand of a 16-bit field: llvm-mc range-checks its double's bits (0.0
# and tiny denormals fit; -0.0 and 0.5 do not, reported at the float; after one that fits,
# an extra operand is the misfit)
HANDWRITTEN['float_in_imm16'] = {'main.s': 's_movk_i32 s0, 0.0\ns_movk_i32 s0, -0.0\ns_movk_i32 s0, 4.9e-324\n'
                                        's_movk_i32 s0, 1.0e-319\ns_cmpk_eq_u32 s0, 0.0\ns_addk_i32 s0, 0.0\n'
                                        's_movk_i32 s0, 0.0 x\ns_movk_i32 s0, 1.5 x\ns_movk_i32 s0, 0.0x\n'
                                        's_movk_i32 s0, 0.0 1\ns_movk_i32 s0, 0.5 x\ns_mov_b32 s0, 0.0 x\n'}

# An expression llvm-mc cannot fold is printed with the values of the absolute symbols in
# it (its parser puts a constant variable's value in place of the name), not those of
# symbols set to expressions (cnt), in .set, .long/.quad, .fill, .size, .sleb128
HANDWRITTEN['set_prints_values'] = {'main.s': '.set a, 4\n.set c, (a*b)*4\n.set d, a+b\n.long a*b\n.set e, a\n'
                                           '.set f, e*b\n.set g, -a+b\n.set h, b-a\n.size x, a+b\n.byte a*b\n'
                                           '.set a, -4\n.set d, b+a\n.set e, b-a\n.set g, -a\n.long b+a\n'
                                           '.set big, 0xffffffffffffffff\n.long big+b\n.set m, max(a, b)\n'
                                           '.set cnt, base+1\n.set base, 3\n.long cnt*zz\n.long a-(b+a)\n'
                                           '.quad b-a\n.fill b, 1, a\n.size s, b-a\n.sleb128 b*a\n'}

# .altmacro: a '%' argument that does not parse starts the instantiation inside the call's
# line, where a '#' is no comment: the body's first line is "unexpected token at start of
# statement" (found by the .altmacro generator, seed 2600)
HANDWRITTEN['altmacro_hash_after_failed_argument'] = {
    'main.s': '.altmacro\n.macro m a, b\n# c a\n  # d\ns_movk_i32 s0, a\n.endm\nm %1+4 <1!>0>, 2\n.macro n a\n'
              '  # e\ns_nop a\n.endm\nn %(1 2\nn %1\nm %1 2, 3\ns_nop 0\n'}

# A statement that fails on an included file's last line before llvm-mc has read its end
# (a directive's or a label's error, not an instruction's): its error recovery reads on
# into the file's end, which ends the input; errors found after the end was read (.comm's
# size, an unmatched .endif, an alignment) do not, but the .include line prints nothing
for _k, _last in enumerate(['.long x y', 'x: [1]', '.amdhsa_code_object_version 3', '.type x, @foo', '.byte 256',
                            '.set 1, 2', '.unknown_directive', 'foo', '.comm x, -1', '.endif', '.p2align 33',
                            '.long 1']):
    HANDWRITTEN[f'include_last_line_{_k}'] = {'main.s': '.include "last.inc"\ns_nop 7\n',
                                               'inc/last.inc': f's_nop 1\n{_last}\n'}

# .type NAME[,] TYPE: STT_ names and their lower-case aliases only (case matters), '@',
# '%' or '#' before a name, or a string; llvm-mc's messages in its order
HANDWRITTEN['type_directive'] = {'main.s': '.type x, @foo\n.type x, foo\n.type x, "foo"\n.type x, %function\n'
                                           '.type x STT_FUNC\n.type x, @FUNCTION\n.type x, @\n.type x,\n'
                                           '.type x, @function y\n.type x, #function\n.type x, %object\n'
                                           '.type x, "function"\n.type x @function\n.type x, gnu_unique_object\n'
                                           '.type x, @tls_object\n.type x, STT_GNU_IFUNC\n.type x, @stt_func\n'
                                           '.type x, 1\n.type x, @1\n.type x, %\n.type x, % function\n'
                                           '.type x, @ function\n.type x, STT_FUNC, 4\n'}

# Alignment past llvm-mc's limits: reported, and the alignment it clamps to still printed
# (two errors for a negative byte count); a negative power is taken modulo 64
HANDWRITTEN['alignment_limits'] = {'main.s': '.p2align 31\n.p2align 32\n.p2align 40\n.p2align -1\n.balign 3\n'
                                             '.align 40\n.p2alignw 33\n.balign 0x100000000\n.balign 0\n'
                                             '.balign -4\n.p2align -2\n.p2align -64\n.balign 0x300000000\n'
                                             '.align 0x80000000\n.p2alignl 32, 5\n.balignw 0x100000000, 1\n'
                                             '.p2align 32, , 4\n.data\n.p2align 33\n.balign 5\n'}

# Files for -triple=amdgcn-amd-amdhsa (test_language.py::test_handwritten_hsa): the lines
# of a kernel descriptor or metadata block are read by its directive as raw text, so a
# macro's name, a conditional or a loop among them is not the preprocessor's; a block
# that runs out in an included file or an instantiation ends the input there.
_MACRO_M = ".macro m\ns_nop 0\n.endm\n"
HANDWRITTEN_HSA: dict[str, dict[str, str]] = {
    'metadata_macro_name': {'main.s': _MACRO_M + ".amdgpu_metadata\n---\namdhsa.version: [1, 0]\nm\n.if 0\nfoo: 1\n"
                                              ".endif\namdhsa.kernels: []\n...\n.end_amdgpu_metadata\nm\n"},
    'metadata_loop': {'main.s': _MACRO_M + ".amdgpu_metadata\n---\n.rept 2\namdhsa.version: [1, 0]\n.endr\n"
                                       "amdhsa.kernels: []\n...\n.end_amdgpu_metadata\n.rept 2\nm\n.endr\n"},
    # (a ' that starts no character literal: the lexer runs on into the next line, which
    # hides the first closing directive)
    'metadata_runaway_quote': {'main.s': _MACRO_M + "m\n.amdgpu_metadata\n---\namdhsa.kernels: []\n"
                                                "amdhsa.version: [1, 0]\nx: 'a\n.end_amdgpu_metadata\ns_nop 5\nm\n"
                                                ".end_amdgpu_metadata\nm\n"},
    'metadata_unterminated_include': {'main.s': _MACRO_M + '.include "inc.s"\nm\namdhsa.kernels: []\n...\n'
                                                       '.end_amdgpu_metadata\nm\n',
                                      'inc.s': ".amdgpu_metadata\n---\namdhsa.version: [1, 0]\n"},
    'metadata_unterminated_macro': {'main.s': ".macro k\n.amdgpu_metadata\n---\namdhsa.version: [1, 0]\n.endm\nk\n"
                                              "amdhsa.kernels: []\n...\n.end_amdgpu_metadata\ns_nop 1\n"},
    'kernel_macro_call': {'main.s': ".macro m\n.amdhsa_next_free_vgpr 4\n.endm\n.amdhsa_kernel k\nm\n"
                                    ".amdhsa_next_free_sgpr 4\n.end_amdhsa_kernel\nm\n"},
    'kernel_conditional': {'main.s': ".amdhsa_kernel k\n.if 1\n.amdhsa_next_free_vgpr 4\n.endif\n"
                                     ".amdhsa_next_free_sgpr 4\n.end_amdhsa_kernel\n"},
    'kernel_blank_lines': {'main.s': _MACRO_M + ".amdhsa_kernel k\n\n  ; c\n.amdhsa_next_free_vgpr 4\n"
                                            ".amdhsa_next_free_sgpr 4\n.end_amdhsa_kernel\nm\n"},
    # (the block takes the appended .endmacro: the macro never ends, nor does the input)
    'kernel_in_macro': {'main.s': ".macro k\n.amdhsa_kernel k\n.amdhsa_next_free_vgpr 4\n.endm\nk\n"
                                  ".amdhsa_next_free_sgpr 4\n.end_amdhsa_kernel\ns_nop 1\n"},
    'kernel_include': {'main.s': _MACRO_M + '.include "inc.s"\n.amdhsa_next_free_sgpr 4\n.end_amdhsa_kernel\nm\n',
                       'inc.s': ".amdhsa_kernel k\n.amdhsa_next_free_vgpr 4\n"},
}

# Messages of llvm-mc's symbol table and streamer (a label defined twice, a subsection
# number it cannot evaluate) carry no "Included from" lines and no macro notes, wherever
# the line is; a switch that fails on its subsection still reads the token after it (the
# line's end is then a statement of its own: a blank line)
HANDWRITTEN['streamer_errors_unnoted'] = {
    'main.s': '.include "late.inc"\ns_nop 7\n.macro m\n.text x\nl: l:\n.endm\nm\n.data x y\n.text x y z\n'
              '.pushsection .data, x\n.popsection\n.text 1\n.data x\ns_nop 0\n.previous\n.include "late2.inc"\n',
    'inc/late.inc': 's_nop 1\nx:\nx:\n.text x\n.macro q\n.pushsection .data, x\nq2: q2:\n.endm\nq\n.data x y\nx: x:\n',
    'inc/late2.inc': 's_nop 2\n.text x'}

# A ' that starts no character literal: the lexer's error token ("single quote way too
# long") takes the ' and the two characters after it (three after a backslash); where the
# line ends among them it takes the line break too, and the next line is read as the rest
# of the failed statement (again and again while each such line does the same), also in
# macro bodies, loops and skipped branches (an .endm/.endr/.endif there is not seen). An
# instruction's operand that fails at an error token is skipped like a register's error:
# later error tokens are reported, each taking the token after it.
HANDWRITTEN['quote_errors'] = {'main.s': (
    "'ab\ns_nop 1\nx: 'ab s_nop 0\ns_nop 1\n'a\ns_nop 1\ns_nop 2\n.long 'ab, 1\n.long 1+'ab\n.long 'a\ns_nop 1\n"
    ".long 'a\n, 2\ns_nop 1\n.byte 'a\n'\ns_movk_i32 s0, 'a\ns_nop 1\ns_nop 2\ns_movk_i32 s0, 1 'ab\n"
    "s_movk_i32 s0, 1, 'a\ns_nop 1\ns_nop 2\n.set x, 'ab\nx = 'a\ns_nop 1\n.set y, 1+'ab\n.equiv z, 'ab\n"
    ".if 'ab\n.endif\ns_nop 1\n.ascii \"a\" 'b\ns_nop 1\ns_nop 0 ; 'a\n.long '\\\ns_nop 1\n"
    ".long 'a'\n.long '\\\\'\n.long '\\n'\n.long '''\n.long '\\''\n"
    ".macro m\n.long 'a\n.endm\ns_nop 1\n.endm\nm\ns_nop 2\n.if 0\n.long 'a\n.endif\ns_nop 1\n.endif\n"
    ".rept 2\n.long 'a\n.endr\ns_nop 1\n.endr\n.if 1\n.long 'a\n.endif\ns_nop 1\n.endif\n"
    ".long 'a\n.long 'b\ns_nop 1\ns_nop 2\n.long '\n.long 'b c\ns_nop 1\n.macro q\ns_nop 'a\n.endm\nq\ns_nop 2\n"
    "s_nop 0 08 08\ns_nop 1\ns_nop 08 1 08\ns_nop 1\ns_nop 0 'bc 'de 'f\ns_nop 2\ns_nop 3\n"
    "s_nop 'a\ns_nop 1 'b\ns_nop 2\ns_nop 0 'bc 'de 5 'f\ns_nop 2\ns_nop 'a\ns_nop 1 08\ns_nop 2\n"
    "v_add_f32 v0, 'a, v1\ns_nop 1\nds_read_b32 v1, v2 offset:'a\ns_nop 1\ns_load_dword s1, s[2:3], 'ab 08\n"
    ".long 'a\n\ns_nop 1\ns_nop 0 // don't\n.long 7 ; it's\n")}

# ... on an included file's last lines: a statement that fails at such a ' there does not
# end the input (its error is reported as the parser steps past it, onto the file's end;
# the .include line prints nothing), a statement whose skipping reaches the file's end does
for _k, _last in enumerate(["s_nop 1\n.long 'a\n", "s_nop 1\n.long 'a", ".long 'a\ns_nop 1\n", "s_nop 1\n.long '\n",
                            "s_nop 1\ns_nop 'a\n", "s_nop 'a\ns_nop 1 'b\ns_nop 2\n", "s_nop 1\n.long 'a\n\n",
                            ".long 'ab\n", ".long 1, 'a\n", "s_nop 1\nx: 'a\n", ".long 'a\n.long 'b\n",
                            ".long 'a\n.long 'b\n\n", "x = 'a\n", ".macro m\n.long 'a\n.endm\nm\n",
                            # (a ' alone: no invalid character; the file ends right after it, or
                            # its '\, with no line end: "unterminated single quote")
                            "s_nop 1\n'\n", "s_nop 1\n'", "s_nop 1\n.long '", "s_nop 1\n.long 1, '\\",
                            "s_nop 1\nx: '", "s_nop 1\ns_nop '"]):
    HANDWRITTEN[f'quote_include_last_line_{_k}'] = {'main.s': '.include "last.inc"\ns_nop 7\n', 'inc/last.inc': _last}

# A character literal's characters are the lexer's before any comment or string: ';' is
# 59 (no comment), '"' 34 (no string), and an error token takes ';', '//', '/*' or '"'
# after its ' as well (so no comment, string or next line follows from them)
HANDWRITTEN['quote_takes_comment_characters'] = {'main.s': (
    ".long ';'\n.long ';'+1\ns_movk_i32 s0, ';'\n.long 'a;\n.long 'a; 2\nx: 'a;\ns_nop 1\n'a;\ns_nop 1\ns_nop 'a;\ns_nop 1\n"
    ".long '\\;'\ns_nop 0 'a;\ns_nop 1\n.long '\"'\n.long '\"' ; x\"\ns_nop 2\n.long '/'/2 // c\n.long '//' // c\n"
    ".long '/*' 3 */\ns_nop 3\n.byte ';', '\\'', '\"', 3 ; c\n.ascii \"';\" ; x\ns_nop 1 ; '\n.long 1 // '\n"
    "s_movk_i32 s0, 'a\"\ns_nop 4\n.long ';' /* '\ns_nop 5 */ 1\n")}

# A malformed number at the start of a statement: the lexer's error, then "unexpected token
# at start of statement" (gcnls gave the first only, and called 0b2 octal)
HANDWRITTEN['malformed_number_starts_statement'] = {
    'main.s': "s_nop 0\n08\ns_nop 1\n0x\ns_nop 1\n0b2 x\ns_nop 1\nx: 08\ns_nop 1\n0x:\ns_nop 2\n0x1g\ns_nop 3\n"}

# .dcb with a negative count: llvm-mc's warning; the rest of the line is a statement of its
# own (directives.DirectiveResult.rest), or its end an empty one (printed as an empty line)
HANDWRITTEN['dcb_negative_count'] = {
    'main.s': ".dcb.b -1, 2\n.dcb.w -5, 2\ns_nop 0\n.dcb.l -1\n.ds.b -1, 2\n.dcb.b -1 2\n.dcb.d -1, 1.5\n.dcb.b -1 ; c\n"
              "s_nop 1\n.dcb.b -1\ns_nop 2\n.ds.b -1\n.dcb.b -1 /* c */\ns_nop 3\n.dcb -1\n.dcb.s -3\n"
              # (the rest a statement: an instruction, a label, a directive, a mistake)
              ".dcb -2 x\n.dcb.b -1, s_nop 0\n.dcb.b -1 s_nop 0\n.dcb.b -1 x:\n.dcb.b -1 .long 5\n.dcb.b -1 s_nop x\n"
              ".dcb.b -1 .text\n.dcb.w -1 .data\n.byte 7\n"}

# ... a sign after a fraction in a symbol's definition: "missing expression" where the
# number starts (the lexer's error token does; its own message is never reported)
HANDWRITTEN['float_sign_in_definition'] = {
    'main.s': ".set x, 1.0+2\n.set y, 1.0 +2\nz = .5-1\n.set w, (1.0+2)\n.set v, 1+1.0+2\n.equ u, 2.5e1+1\n"
              ".equiv t, 0.0-1\n.set s, -1.0+2\n.set r, 1.+2\n"}

# A label makes its name a location: a .set/=/.equ/.equiv of it after is refused and the
# name stays the label (printed as itself, not the refused value); a label after .set makes
# a set name a label from there on; a label after .equiv is "already defined"
HANDWRITTEN['label_then_definition'] = {
    'main.s': "x:\n.set x, 1\n.long x\ny:\ny = 2\n.long y\nz:\n.equ z, 3\n.long z\nw:\n.equiv w, 3\n.long w\n"
              "s_mov_b32 s0, w\n.equiv v, 3\nv:\n.long v\n.set u, 1\n.long u\nu:\n.long u\ns_movk_i32 s0, u\n"
              ".set t, 2\n.set q, t+1\nt: .long t, q\n.macro m\nr:\n.endm\n.set r, 5\nm\n.long r\n"}

# Found by the data-and-symbols generator (data_symbols): .type without a name (gcnls
# crashed), or with a number for one; .set/.equ/.equiv: "expected comma" after the name
# (a string is a name too); '@' after a whole expression: a variant for all its symbols,
# checked in llvm-mc's order (also in an instruction's operand)
HANDWRITTEN['names_and_commas'] = {'main.s': (
    '.type\n.type\t\n.type ;c\n.type 1, @function\n.type "q r", @function\n.set fwd\n.equiv b  15\n.set a+0\n'
    '.equ sz+1\n.set 1, 2\n.set\n.set "a", 1\n.set x ; c\n.equiv @x, 1\n.set $y 2\n.set a b, 1\n.long a\n'
    '.set "b c", 2\n.equiv "d", 3\n.equ "", 4\n')}
HANDWRITTEN['string_named_symbols'] = {'main.s': (
    '.set "b c", 2\n.long "b c"\n.long "b c"+1\n.set "d", 3\n.long d, "d"\ns_movk_i32 s0, "b c"\n.set e, 4\n'
    '.long "e"\n.ascii "e"\n')}
HANDWRITTEN['variant_after_expression'] = {'main.s': (
    's_movk_i32 s0, 0x1234 @\n.equ a, 4 @\n.long 5 @\n.long 5 @x\n.long x@\n.long x @ y\ns_mov_b32 s0, 5 @\n'
    '.byte 1, @\n.long @\n.set b, @\n.long 5@lo\n.long x@abs32@lo\n.long 5 @abs32@lo\n.long x @abs32@lo\n'
    '.long (x+4)@abs32@lo\n.long x+y @rel64\n.long 1+x @ABS64\n.long (5) @ x\n.long 5 @abs64 + 1\n'
    's_mov_b32 s0, x @abs32@lo\ns_mov_b32 s0, (x+4)@abs32@hi\ns_mov_b32 s0, x @bogus\ns_movk_i32 s0, 5 @abs64\n'
    'v_mov_b32 v0, 1 @\ns_add_u32 s0, s1, x@rel32@lo @abs64\nds_write_b32 v1, v2 offset:4 @x\ns_waitcnt 0 @\n'
    '.set c, y @rel64\n.long c\n')}
# ... a numeric label's reference with a variant (1f@rel32@lo, which llvm-mc's lexer reads as
# an integer and a name, blanks between or not), as a getpc sequence writes it; an invalid
# variant fails the operand before the reference is made (no temporary symbol for it)
HANDWRITTEN['reference_with_variant'] = {'main.s': (
    '1:\ns_getpc_b64 s[4:5]\ns_add_u32 s4, s4, 1f@rel32@lo+4\ns_addc_u32 s5, s5, 1f@rel32@hi+12\n'
    's_mov_b32 s0, 1f@bogus\ns_mov_b32 s0, 1b@\ns_mov_b32 s0, 1 b @rel32@lo\ns_mov_b32 s0, 1 b@abs32@lo\n'
    's_mov_b32 s0, (1b)@rel32@lo\ns_mov_b32 s0, 1b@rel32@lo@lo\nv_mov_b32 v0, 1b@abs32@lo\ns_branch 1b@rel32@lo\n'
    's_mov_b32 s0, 3b@abs32@lo\n.long 3b@abs32@lo\n.long 1 b@abs32@lo, 1b@ABS32@LO+1f@abs32@hi\n.long 1f@x\n1:\n'
    '.long 2f@abs32@lo\n')}
# ... a name with a constant value is that value by the time '@' is read (llvm-mc's parser
# puts it in place of the name): after 'x = 3', '(x)@abs32@lo' has no symbol, and '(x+y)'s
# variant is y's alone (printed 3+y@abs32@lo); a name defined after the line stays a name
HANDWRITTEN['variant_after_constant'] = {'main.s': (
    'x = 3\n.long (x+4)@abs32@lo\n.long (x+y)@abs32@lo\n.long (y+x)@abs32@lo\n.set z, x+1\n.long (z)@abs32@lo\n'
    '.long (w)@abs32@lo\nw = 5\n.set a, (x)@abs32@lo\n.set b, (x+y)@abs32@lo\n.long b\ns_mov_b32 s0, (x)@abs32@lo\n'
    's_mov_b32 s0, (x+y)@abs32@lo\n.fill (x)@abs32@lo, 1, 0\n.size f, (x)@abs32@lo\n.reloc 0, R_AMDGPU_ABS32, (x)@abs32@lo\n'
    's_mov_b32 s0, (x@abs32@lo)@abs32@hi\ns_mov_b32 s0, (x+4)@lo\n')}

# ... a literal past 64 bits in a data directive's values: those before it are printed;
# .rodata and .bss take a subsection number as .text and .data do (printed as .subsection)
HANDWRITTEN['huge_literal_after_values'] = {'main.s': (
    '.quad 1, 0x10000000000000000\n.long 1, 0x100000000\n.long 2, 0x10000000000000000\n'
    '.byte 3, 0x10000000000000000\n.quad 4, 18446744073709551616\n.8byte 5, 6, (1+0x10000000000000000)\n'
    '.set q, 1, 0x10000000000000000\n.long 0x10000000000000000\n')}
HANDWRITTEN['bss_rodata_subsections'] = {'main.s': (
    '.bss 1\ns_nop 0\n.bss 0\n.bss x\n.bss 1 2\n.bss 3000000000\n.rodata 1\n.bss ,\n.data 2\n.bss 2\n.bss 2\n'
    '.rodata 1 x s_nop 0\n.pushsection .text\n.bss 3\n.popsection\n.previous\n.byte 1\n')}

# ... '.' is no name where a directive wants one (and gets no temporary label there); a
# .dcb value's '.' is one label for all its copies; a string the parse fails before is
# skipped unread (no "newline inserted" warnings for it); a label after an .equiv and
# a refused .set of its name is still "already defined"
HANDWRITTEN['dot_names_and_copies'] = {'main.s': (
    '.size .-sz\n.size ., 4\n.globl .\n.type ., @function\n.set ., 1\n.weak .\n.comm ., 4\n.equiv ., 2\n'
    'lab1:\n.dcb.w 2, .-lab1\n.dcb.l 2, . + .\n.short 1, .-lab1\n.size x, .-x\n.set y, .\n.long ., x y\n'
    '.size ., .\n.equiv cnt, 7\n.set cnt, 34\ncnt: s_nop 0\n')}
HANDWRITTEN['string_skipped_unread'] = {'main.s': (
    's_nop 0\n.string not */" // c\ns_nop 1\n.long 2\n.ascii "x"\ns_nop 3\n.string "a\nb", x y\n.ascii 1, "c\nd"\n'
    '.ascii "e\\q\nf"\n')}

# ... an integer then the name 'b' or 'f', blanks between: a numeric label's reference;
# an instruction's '.' operand gets its label once parsed, also when the instruction then
# fails (unknown, or an operand that does not match); not a '.' where a comma belongs
HANDWRITTEN['spaced_directional'] = {'main.s': (
    '.long 4 b\n.long 4  b\n.long 4 f\n4:\n.long 4 b\n.long 1 2\n.long 4 bx\ns_mov_b32 s0, 4 b\n1:\n.long 1 b\n'
    ".fill 1  b\n.long 0x1 b, 01 f\n1:\ns_mov_b32 s0, 1 b\n.long 2 b\n.long 1 bx\n.text 1 b\n.long 'a' f\n97:\n")}
HANDWRITTEN['string_label_digits'] = {'main.s': '1:\n"1":\n.long 1b\n"2":\n2:\n.long 2b\n.long "a b"+1\n"3":\n'}
HANDWRITTEN['dot_operands_of_failed_instructions'] = {'main.s': (
    's_nop .\ns_movk_i32 s0, .\nv_mov_b32 v0, . x\ns_nop x .\nfoo .\ns_load_dword s0, s[0:1], .\n'
    'v_add_f32 v0, ., v1\ns_waitcnt .\nv_mov_b32 v0, .\n.size lab1  .-lab1\n.long 1\n.size lab1 .\n.long 2\n'
    '.long 1 .\n.byte 2, . .\n.set q .\n.p2align .\n.fill .\ns_nop .\n.long . x\nlab1:\n')}

# Found by 2,000 seeds of data_symbols: s_endpgm's optional operand read twice when its
# first token starts no expression; an alignment's maximum cannot be left empty, and no
# BSS fill warning when the arguments do not parse (after .bss N too); a literal past 64
# bits where a comma belongs is 'unexpected token'; a binary number after a failed operand
HANDWRITTEN['optional_operand_read_twice'] = {'main.s': ''.join(f's_endpgm {x}\ns_nop 0\n' for x in [
    ',', ', ,', '$', ', (', '@', '+', ')', ', 1', 'x', '(', ',x', ', )', '1 )', ']', ', $', ', @', '@ // c'])}
HANDWRITTEN['alignment_arguments_in_bss'] = {'main.s': (
    '.bss\n.balign 8, 1, // c\n.p2align 3, 0xff, /* c */\n.balign 8, 1\n.p2align 3, 0xff, ,\n.balignw 4, 0x1234, ,\n'
    '.p2align 3,,\n.p2align 3,,4\n.balign 3, 1\n.p2align 40, 1\n.balign 8, 1, x\n.byte 1\n.p2align 2, 1, 2 x\n'
    '.bss 1\n.balignw 4, 0x1234\n.bss\n.balign 4, 1\n.bss 2\n.fill 1, 1, 1\n.text\n.p2align 3, 0xff, ,\n')}
HANDWRITTEN['huge_literal_unread'] = {'main.s': (
    '.dc.w 8311  0x10000000000000000, 4387\n.value -8923  0x10000000000000000, ext+1\n.long 1 0x10000000000000000\n'
    's_mov_b32 s0, 1 0x10000000000000000\n.long 0x10000000000000000 1\n')}
HANDWRITTEN['binary_after_failure'] = {'main.s': (
    's_nop 0 0b2\ns_nop 1\ns_load_dword s1, s[2:3], 0b2 0b3\ns_nop 2\nv_mov_b32 v0, v[1:0] 0b2\ns_nop 3\n'
    's_load_dword s1, s[2:3], 0b2 0b102\n')}

# A line that starts with '#' is a comment to llvm-mc's lexer: a '"' or '/*' there starts
# nothing (gcnls mc lost the lines after '# a "b' to a string); after a label it is none
HANDWRITTEN['hash_comment_lines'] = {'main.s': (
    '# a "b\ns_nop 0\n  # it\'s\ns_nop 1\n\t# q /* r\ns_nop 2 */\ns_nop 3\n# don\'t ; "x\ns_nop 4\n'
    '.macro m\n# c "d\ns_nop 5\n.endm\nm\nx: # "y\ns_nop 6\n')}

# ... and at the end of the input itself (the last line of main.s, no line end after it)
for _k, _last in enumerate(["'", "'\\", ".long '", ".long 1, '\\", "x: '", "s_nop 1 '", ".set x, '", "'\ns_nop 1\n",
                            ".long '\\\n", ".long 'a"]):
    HANDWRITTEN[f'quote_at_input_end_{_k}'] = {'main.s': f"s_nop 0\n{_last}"}

# A kernel descriptor whose reading fails before its end (a bad value, an unknown or
# repeated key): llvm-mc's error ends the block on that line; a macro call, conditional
# or loop after it is a statement again, and the closing directive an unknown one
for _k, _bad in enumerate([".amdhsa_next_free_sgpr 1 2", ".amdhsa_next_free_sgpr", ".amdhsa_ieee_mode 5",
                           ".amdhsa_next_free_sgpr -1", ".amdhsa_bogus 1", ".amdhsa_next_free_vgpr 4",
                           ".amdhsa_next_free_sgpr (1", ".amdhsa_next_free_sgpr undefined_x"]):
    HANDWRITTEN_HSA[f'kernel_cut_short_{_k}'] = {
        'main.s': _MACRO_M + f".amdhsa_kernel k\n.amdhsa_next_free_vgpr 4\n{_bad}\nm\n.if 1\ns_nop 1\n.endif\n"
                             ".rept 2\ns_nop 2\n.endr\n.amdhsa_next_free_sgpr 2\n.end_amdhsa_kernel\nm\n"}


# String escapes llvm-mc refuses (at the string), and the .dc/.dcb/.ds families (.dc.x and
# .dcb.x refused for the target); floating-point values as its real parser reads them
# (inf/infinity/nan by name, digits as a decimal real, a .quad's bits signed)
HANDWRITTEN['string_escapes'] = {'main.s': ''.join(f'.ascii "<\\{e}>"\n' for e in [
    'a', 'b', 'f', 'n', 'r', 't', 'v', '0', 'e', 'q', "'", '"', 'x41', 'x', '1', '400', '777', 'xfff', 'X41', '8',
    '\\']) + '.ascii "ok", "b\\q"\n.asciz "x\\y"\n.string "\\x"\n.ascii "a" "\\400" "c"\n'}
HANDWRITTEN['dc_directives'] = {'main.s': (
    '.dc 1\n.dc.a 2\n.dc.b 3, 4\n.dc.w 5\n.dc.l 6\n.dc.d 1.5\n.dc.s 2.5\n.dc.x 1\n.dc.b 256\n.dc.w x\n.dcb 1\n'
    '.dc.q 1\n.dc.l 1 2\n.dc.b\n.DC.B 7\n.dcb.b 2, 1\n.dcb.b 1\n.dcb.b 1 2\n.dcb.b x, 1\n.dcb.b 2, x\n.dcb.b 2, 256\n'
    '.dcb.b 2, -129\n.dcb.w 2, 65536\n.dcb.b 2, 1 2\n.dcb.b 2, 1, 3\n.dcb.b 0, 2\n.dcb.b\n.dcb.d 2, 1.5\n'
    '.dcb.d 2, 1\n.dcb.d 2, x\n.dcb.s 1, 1.5 x\n.dcb.x 1, 1\n.dcb.a 1, 1\n.dcb.l 1, lab+4\n.ds.b 3\n.ds.b 0\n'
    '.ds.b\n.ds.b -1, 2\n.ds.b -1\n.ds.b x\n.ds.s 2\n.ds.a 1\n.ds.b 2 3\n.dcb 2, 3\n.ds 2\n.ds.p 1\n.ds.x 1\n'
    '.ds.d 1\n.dcb.d 1, -nan\n.dcb.s 2, inf\n')}
HANDWRITTEN['real_values'] = {'main.s': (
    '.dc.s 1.5\n.dc.d 1\n.dc.d -2.5, 3\n.dc.s x\n.dc.d\n.dc.s 1 2\n.single x\n.dc.d 1,\n'
    '.double inf, -inf, nan, -nan, INF, Infinity\n.single nan, -nan, inf, -0.0, +1.5\n.double 0x10\n'
    '.single 010\n.single 1e40, -1e40, 1e-50\n.double 08\n.single -x\n.float 2, -3\n.double -1e308, 1e-320\n')}

# .equiv: a name defined before (by .set, .equiv) is refused and keeps its value; a name
# .equiv defined is refused to .set/.equ/= too, at the value (symbols.Values.define_from,
# analysis.redefinitions; found by lang's data-and-symbols generator)
HANDWRITTEN['equiv_keeps_its_value'] = {'main.s': '.equiv x, 1\n.equiv x, 2\n.long x\n.set x, 3\nx = 4\n.equ x, 5\n'
                                                  '.long x\ns_mov_b32 s0, x\n.set y, 1\n.equiv y, 2\n.long y\n'
                                                  '.equiv z, w+1\n.set w, 2\n.long z\n.set z, 7\n.long z\n'
                                                  '.macro m\n.set x, 9\n.endm\nm\n.long x\n'}

# cpp's line markers (gcnls/line_markers.py): later lines of the same buffer named by the latest
# one (an included file's own marker leaves the main file's lines alone; an instantiation's
# lines are '<instantiation>', its call line named by the marker), an empty line printed for
# each, octal/hex/binary numbers, a name with no location, and '#' lines that are comments
HANDWRITTEN['cpp_line_markers'] = {
    'main.s': ('s_nop 0\n# 100 "kernel.cl"\ns_bogus\n.include "marked.inc"\ns_bogus_after\n.macro m\ns_bogus_m\n.endm\nm\n'
               '# 010 "oct.s" 2\ns_bogus\n.rept 1\ns_bogus_r\n.endr\ns_nop 0x1ffff\n#  5  "sp.s"  junk\ns_bogus\n'
               '# 0b11 "bin.s"\n.long 1 +\n  # 30 "indented.s"\ns_bogus\n# 50 unquoted.s\n# 08 "bad.s"\n#line 60 "l.s"\n'
               's_bogus\n# 7"tight.s"\ns_bogus\n# 1 ""\ns_bogus\n'),
    'inc/marked.inc': 's_bogus_inc\n# 7 "inc_marked.s"\ns_bogus_inc2\n'}
