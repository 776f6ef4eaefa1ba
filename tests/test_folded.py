"""gcnls.folded: a line whose absolute expressions are folded to their values and then
encoded by the fast path (what the server does with a macro file's expansion) must get
what the full assembler gives the line as written, with the same symbol values: the
same encoding and text, no diagnostic, the same hazard facts. Lines whose fold is
doubtful must not be folded into something the fast path takes."""

import random
import re

import pytest
from differential import full_sweep

from gcnls import isa, symbols
from gcnls.analysis import analyze_line
from gcnls.checks import hazards
from gcnls.folded import Quick, fold
from gcnls.source import strip_comments
from test_fastpath import LINES
from test_light import _key

CPUS = ["tahiti", "gfx900"]
# Each run folds half of the lines on each processor (alternate halves, so every line once
# per run); GCNLS_FULL_SWEEP=1 folds every line on both.
FULL = full_sweep()
ENV = {"vb": 16, "sb": 4, "k": 3, "two": 2, "vcc": 1, "v1": 5, "WORD_1": 0, "HW_REG_MODE": 5, "off": 1}

_VGPR = re.compile(r"\bv(\d+)\b")
_PAIR = re.compile(r"\b([sv])\[(\d+):(\d+)\]")
_NUMBER = re.compile(r"(?<=[\s:,(])(\d+)\b(?![.\w])")


def _symbolic(line: str, rng: random.Random) -> str:
    """``line`` with some registers and numbers spelled as expressions of ENV's symbols."""
    def pair(m):
        base = "vb" if m.group(1) == "v" else "sb"
        lo, hi = int(m.group(2)) - ENV[base], int(m.group(3)) - ENV[base]
        return f"{m.group(1)}[{base}+{lo}:{base}{hi:+d}]"

    def vgpr(m):
        return f"v[vb+{int(m.group(1)) - 16}]" if rng.random() < 0.7 else f"v[{m.group(1)}]"

    def number(m):
        n = int(m.group(1))
        return rng.choice([f"{n}", f"{n - 3}+k", f"k*{n // 3}+{n % 3}", f"({n}+two)-2", f"{n}<<0"])

    line = _PAIR.sub(pair, line)
    line = _VGPR.sub(vgpr, line)
    return _NUMBER.sub(number, line)


# Lines whose names must stay words, numbers or expressions llvm-mc reads otherwise.
TRICKY = """\
v_mov_b32 v0, v1
s_mov_b64 vcc, exec
v_add_f32 v0, -k, v1
v_add_f32 v0, -v1, v2
v_add_f32 v0, |v1|, v2
v_add_f32 v0, k, v1
v_add_f32 v0, k-1, v1
v_mov_b32 v0, 1+0.5
v_mov_b32_sdwa v0, v1 dst_sel:WORD_1
v_mov_b32_sdwa v0, v[vb] dst_sel:WORD_1 src0_sel:BYTE_0
s_setreg_b32 hwreg(HW_REG_MODE, 0, k), s0
s_getreg_b32 s0, hwreg(HW_REG_MODE)
s_movk_i32 s0, k*1000
s_movk_i32 s0, -k
s_movk_i32 s0, 0x10+k
s_nop k
s_waitcnt vmcnt(k)
s_waitcnt lgkmcnt(k-1) & vmcnt(0)
ds_read_b32 v[k], v[k+1] offset:k<<4
ds_read_b32 v[vb], v[vb+1] offset:-k
ds_read_b64 v[vb+1:vb+2], v0
s_load_dwordx2 s[k:k+1], s[2:3], k*4
s_load_dwordx2 s[sb:sb+1], s[two:two+1], k*4
s_load_dwordx4 s[sb:sb+3], s[2:3], 0x10*k
s_load_dword s[sb], s[2:3], k
buffer_load_dword v1, off, s[sb:sb+3], k offset:k
buffer_load_dword v[vb], off, s[8:11], 0 offset:4095+k
global_load_dword v1, v[2:3], off offset:-k*2
v_mov_b32 v[vb:vb], v1
v_mov_b32 v[vb+300], v1
v_mov_b32 v[vb+239], v[vb-16]
s_mov_b32 s[sb+100], 0
s_branch k
s_branch label+k
v_cndmask_b32 v0, v1, v2, vcc
v_cmp_eq_u32 vcc, k, v[vb]
v_mov_b32 v0, lit(k+1)
v_add_u32 v0, vcc, k*2, v[vb]
"""


def _check(q: Quick, proc, code: str) -> bool:
    """Is the quick result, when the fast path gives one, the full assembler's? (True:
    the fast path answered)."""
    known = tuple(sorted((n, ENV[n]) for n in symbols.identifiers(code) if n in ENV))
    light = q.fast(code, known)
    if light is None:
        return False
    full = analyze_line(code, proc, known) if known else analyze_line(code, proc)
    assert full.encoded is not None and not full.diagnostics, (code, full.diagnostics)
    assert (light.encoded.text, light.encoded.data) == (full.encoded.text, full.encoded.data), code
    assert light.encoded.instruction is full.encoded.instruction, code
    assert _key(hazards._facts(light)) == _key(hazards._facts(full)), code
    return True


@pytest.mark.parametrize("cpu", CPUS)
def test_folded_lines_get_the_full_assemblers_answer(cpu):
    proc = isa.load().processor(cpu)
    q = Quick(proc)
    rng = random.Random(cpu)
    lines = [_symbolic(line, rng) for line in (LINES if FULL else LINES[CPUS.index(cpu)::2])]
    folded = sum(_check(q, proc, code) for code in strip_comments(lines) if code.strip())
    assert folded > 500  # (most lines have a register, offset or count the fold reaches)
    for code in TRICKY.splitlines():
        _check(q, proc, code)


def test_fold_leaves_words_and_doubtful_text():
    reserved = frozenset({"vcc", "off"})
    env = tuple(sorted(ENV.items()))
    assert fold("v_mov_b32 v[vb+1], v1", env, reserved) == "v_mov_b32 v17, v1"
    assert fold("s_load_dwordx4 s[sb:sb+3], s[2:3], 3*16", env, reserved) == "s_load_dwordx4 s[4:7], s[2:3], 48"
    assert fold("ds_read_b32 v1, v2 offset:k<<4", env, reserved) == "ds_read_b32 v1, v2 offset:48"
    for code in ["v_mov_b32 v0, v1", "s_mov_b64 vcc, exec", "v_add_f32 v0, -k, v1", "v_add_f32 v0, |k|, v1",
                 "s_branch label+k", "x: s_nop k", ".long k+1", "v_mov_b32 v0, 1+0.5", "s_nop 7"]:
        assert fold(code, env, reserved) == code, code


def test_words_are_the_identifier_tokens():
    """lexer.words (symbols.identifiers: which symbols a line may use) gives tokenize's
    IDENT tokens without making tokens."""
    from gcnls.lexer import Kind, tokenize, words

    odd = ['.4byte byte, 1b, 2f, 0b, 0b101, 0x1fg, 12abc, .5, .L_x, "a b" c', "'a' b @c $d e@f", "1e+5x . .. vé",
           "s_branch 1b\\", "x: 1: y = 3 ; z", '"unterminated q', "\\off*16 \\base",
           "1b? 2f?x 0f? a?b .4$ .4e5"]
    for line in strip_comments(LINES) + odd:
        assert words(line) == [t.text for t in tokenize(line) if t.kind is Kind.IDENT], line


def test_known_in_is_known_of_the_identifiers():
    """symbols.Values.known_in (the symbols a line uses, without lexing it when it names
    them only between blanks, operators and separators) is known(identifiers(line)): on
    the test lines and on random strings of names, numbers, quotes, comments and
    operators, with names that hold one another."""
    from gcnls.symbols import Values, identifiers

    rng = random.Random(7)
    names = ["a", "vb", "sb", "k", "_t", "b", "v", "e", "f", "x1", "abc.d", ".L1", "n@x", "q?", "$d"]
    pieces = names + [" ", "\t", ",", "[", "]", ":", "+", "-", "*", "/", "%", "<<", "&", "|", "^", "~", "!", "=",
                      "(", ")", "0x", "0b", "1", "1b", "2f", "1e", "08", ".", "$", "@", "?", '"', "'", "/*", "\\",
                      "\x00", "v[", "s["]
    lines = strip_comments(LINES) + [_symbolic(line, rng) for line in LINES]
    lines += ["".join(rng.choice(pieces) for _ in range(rng.randrange(1, 12))) for _ in range(20000)]
    named = 0
    for line in lines:
        values = Values()
        for n in rng.sample(names, rng.randrange(1, 6)):
            values.define(n, rng.randrange(-3, 100))
        expected = values.known(identifiers(line))
        assert values.known_in(line) == expected, line
        named += bool(expected)
    assert named > 1000
    many = Values({f"n{i}": i for i in range(40)})  # (past the few it tests as substrings)
    assert many.known_in("s_mov_b32 s[n3], n12+n1") == (("n1", 1), ("n12", 12), ("n3", 3))


def test_sums_are_evaluated_as_expr_evaluates_them():
    """folded._value reads a sum of names and decimal numbers, or a product of two, itself
    (without expr's tokens and tree): the same value expr gives, or None where expr gives
    none; any other text goes to expr."""
    from gcnls import expr as ex
    from gcnls.folded import _SUM, _value
    from gcnls.lexer import Kind, tokenize

    def by_expr(text, env):
        tokens = tokenize(text)
        try:
            value, end = ex.absolute(tokens, 0, dict(env))
        except ex.ExprError:
            return None
        return value if tokens[end].kind is Kind.EOL else None

    rng = random.Random(11)
    names = ["vb", "sb", "k", "_x", ".L1", "a.b", "e", "b", "x1", "$d", "a$b", "n@x", ".5"]
    numbers = ["0", "1", "7", "255", "4096", "2147483648", str(2**62), str(2**63 - 1), str(2**63), "10" * 9,
               "012", "08", "0x10", "1b", "2f", "00"]
    checked = 0
    for _ in range(3000):
        text = rng.choice(names + numbers)
        for _ in range(rng.randrange(0, 4)):
            text += rng.choice(["+", "-", "*", " + ", "\t- ", "/", "<<"]) + rng.choice(names + numbers)
        env = tuple(sorted((n, rng.choice([0, 3, -5, 2**63 - 1, -2**63])) for n in rng.sample(names, 4)))
        checked += _SUM.fullmatch(text) is not None
        assert _value.__wrapped__(text, env) == by_expr(text, env), (text, env)
    assert checked > 500  # (a fifth of them take the short way)


def test_fold_is_the_same_whatever_it_remembers(monkeypatch):
    """fold remembers what it wrote for each segment, per set of symbols (and forgets it
    all past a size): a line folds to the same text met first, met again, after other
    sets, or with a memo that keeps being dropped."""
    import gcnls.folded as folded

    reserved = frozenset({"vcc", "off"})
    envs = [tuple(sorted(ENV.items())), (("k", 3),), (("k", 4), ("vb", 300)), (("sb", -1), ("two", 2))]
    rng = random.Random(3)
    lines = TRICKY.splitlines() + [_symbolic(line, rng) for line in LINES[:400]]
    alone = {}
    for env in envs:
        for code in lines:
            folded.clear()
            alone[code, env] = fold(code, env, reserved)
    assert sum(text != code for (code, _), text in alone.items()) > 300
    pairs = list(alone)
    rng.shuffle(pairs)
    folded.clear()
    try:
        assert [fold(code, env, reserved) for code, env in pairs] == [alone[p] for p in pairs]
        monkeypatch.setattr(folded, "_MEMO_SIZE", 2)
        assert [fold(code, env, reserved) for code, env in pairs] == [alone[p] for p in pairs]
        # (a memo past its size is dropped before the next line: it holds one line's segments more)
        most = max(len(folded._SEPARATORS.split(code)) for code in lines)
        assert len(folded._MEMO) <= 3 and all(len(m) <= 3 + most for m in folded._MEMO.values())
    finally:
        folded.clear()
