"""Numbers, characters and operators through ``gcnls mc`` and the live llvm-mc 22.

Every expression is assembled bare (``s_movk_i32 s0, E``: the lone-number path and the
16-bit range check) and in four 16-bit slices of its 64-bit value, so each bit of the
value is compared; malformed ones are compared by first message and column. This is the
fast, targeted test of gcnls/lexer.py and gcnls/expr.py (scripts/mutation.sh uses it).
"""

from __future__ import annotations

import differential

EXPRESSIONS = [
    # numbers in every base and spelling
    "0", "7", "42", "65535", "017", "00", "0x1F", "0X1f", "0xABCDEF", "0b101", "0B11", "0b0", "1234567890123",
    "0xffffffffffffffff", "0x7fffffffffffffff", "0x8000000000000000", "0x10000000000000000", "18446744073709551616",
    "077777777777777777777",
    # characters
    "'a'", "'0'", "' '", "'\\n'", "'\\t'", "'\\r'", "'\\0'", "'\\b'", "'\\f'", "'\\v'", "'\\''", "'\\\\'", "'\\q'",
    # unary operators
    "-1", "+7", "~0", "~5", "!0", "!5", "--1", "-~1", "~-1", "!!3", "-(3)", "- 0x8000000000000000",
    # binary operators, precedence and associativity
    "1+2*3", "(1+2)*3", "10-3-2", "2*3%4", "100/10/5", "1|2+4", "6&3", "5^1", "6&3|8", "1^3&2", "1!2", "0!0",
    "1<<4", "0x100>>4", "-1>>1", "-16>>2", "1<<63", "1<<64", "1<<65", "(1<<63)>>63", "3<<2+1", "8>>1-1",
    "7/2", "-7/2", "7/-2", "-7/-2", "7%3", "-7%3", "7%-3", "5/0", "5%0", "0x7fffffffffffffff*2",
    "1==1", "1==2", "1!=1", "1!=2", "1<>2", "2<>2", "1<2", "2<1", "2<=2", "3<=2", "3>2", "2>3", "2>=3", "3>=3",
    "1&&0", "2&&3", "0&&0", "1||0", "0||0", "0||5", "1+2==3", "1<2==1", "1||0&&0", "(1||0)&&0",
    "((((1))))", "(1)+(2)", "1 - -1", "-(1+2)*3", "2<2", "2>2", "2<=1", "2>=2", "0/5", "0%5", "-6/3", "6/-3",
    "-6%4", "(2+3)*(4-1)", "1+2+3+4", "2*3*4", "(1<<2)<<3", "8-(4-2)",
    # malformed
    "1+", "(1", "1)", "(", ")", "1 2", "$", "$1", "08", "09", "019", "0x", "0b", "0b2", "1e3", "1.5", ".5", "1.",
    "'ab'", "'a", "'", "\"s\"", "@", "`", "\u00e9", "1+*2", "*1", "1 +", "~", "!", "-",
    # symbols
    "undefined_symbol", "a.b", "_x", ".L1", "x$y",
]


WHITESPACE = "s_movk_i32 s0, \t\f\v 1\t+\x002"


def lines() -> dict[str, str]:
    """case line -> the expression it is about (the key of its allow-list entries)."""
    out = {}
    for e in EXPRESSIONS:
        out[f"s_movk_i32 s0, {e}"] = e
        out.update({f"s_movk_i32 s0, (({e}) >> {shift}) & 0xffff": e for shift in (0, 16, 32, 48)})
    out.update({".set a.b, 3": "", ".set _x, 0x1234": "", "s_movk_i32 s0, a.b*_x": "", WHITESPACE: WHITESPACE})
    # symbols inside unary and binary operators, undefined ones, and expressions in the
    # other places that read one: hwreg() and swizzle() fields, register indices, offsets
    out.update({line: "" for line in [
        "s_movk_i32 s0, -a.b", "s_movk_i32 s0, ~_x & 0xff", "s_movk_i32 s0, !a.b", "s_movk_i32 s0, (a.b+1)*2",
        "s_movk_i32 s0, -nowhere", "s_movk_i32 s0, nowhere+1", "s_movk_i32 s0, 1+nowhere*2",
        "s_getreg_b32 s0, hwreg(1+2, 0, 1<<2)", "s_getreg_b32 s0, hwreg(HW_REG_MODE, a.b, 2*2)",
        "s_getreg_b32 s0, hwreg(-1)", "s_getreg_b32 s0, hwreg(3, 32-1, (1))", "s_getreg_b32 s0, hwreg(nowhere)",
        "ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM, 1+0, 2, 3, 0)", "ds_swizzle_b32 v0, v1 offset:swizzle(SWAP, 1<<3)",
        "ds_swizzle_b32 v0, v1 offset:swizzle(BROADCAST, 2*4, 1)", "ds_swizzle_b32 v0, v1 offset:0x10+1",
        "s_load_dwordx2 s[2+2:3+2], s[0:1], 0", "s_load_dwordx2 s[a.b+1:a.b*2-1], s[0:1], 0", "ds_read_b64 v[1*2:(3)], v1",
        "s_load_dwordx2 s[2:1+1], s[0:1], 0", "s_load_dwordx2 s[4:3-4], s[0:1], 0", "ds_read_b32 v[5-1], v1",
        "ds_read_b32 v0, v1 offset:a.b*4", "ds_read_b32 v0, v1 offset:-(-4)", "ds_read_b32 v0, v1 offset:(1<<16)",
        "ds_write2_b32 v1, v2, v3 offset0:2*2 offset1:_x>>8", "s_load_dword s0, s[2:3], a.b<<2",
        "s_load_dword s0, s[2:3], 0x10 offset:2", "s_movk_i32 s0, 1 + 2", "s_movk_i32 s0, 0x10 +",
    ]})
    return out


def test_expressions_agree_with_llvm_mc(llvm_mc):
    """Known differences: tests/data/known_differences.toml, test "expressions", line = the
    expression (or the whole case line)."""
    cases = lines()
    cmp = differential.compare(list(cases), "gfx900")
    accepted = sum(r.accepted for r in differential.run_llvm(list(cases), "gfx900"))
    assert accepted > 300 and len(cases) - accepted > 50, accepted
    allowed = differential.known_differences("expressions")
    used, problems = set(), []
    for kind in ("verdict", "output", "message"):
        for line, a, b in getattr(cmp, kind):
            hit = next((d for d in allowed if d.covers(cases[line], a, b)), None)
            if hit is not None:
                used.add(hit)
            else:
                problems.append(f"{kind}: {line!r}\n  gcnls {a.out} {a.errors[:1]}\n  llvm  {b.out} {b.errors[:1]}")
    assert not problems, cmp.summary() + "\n" + "\n".join(problems[:40])
    assert used == set(allowed), f"allow-list entries nothing needs any more: {set(allowed) - used}"
