"""hwreg's structured form {id: N, offset: N, size: N}, names of other generations, and
ds_swizzle_b32's offset, through `gcnls mc` and the live llvm-mc 22 (verdict, bytes, first
message and column): fixed lines and deterministic random ones (GCNLS_FULL_SWEEP=1: 10x)."""
import random

import pytest

from differential import full_sweep, run_gcnls, run_llvm

LINES = """\
s_getreg_b32 s2, {id: 51, offset: 1, size: 31}|s_getreg_b32 s2, {}|s_getreg_b32 s2, { }
s_getreg_b32 s2, {id: HW_REG_MODE}|s_getreg_b32 s2, {id: 64}|s_getreg_b32 s2, {offset: 32}
s_getreg_b32 s2, {size: 0}|s_getreg_b32 s2, {size: 33}|s_getreg_b32 s2, {id: 1, id: 2}
s_getreg_b32 s2, {foo: 1}|s_getreg_b32 s2, {id 1}|s_getreg_b32 s2, {id: 1 offset: 2}
s_getreg_b32 s2, {id: 1,}|s_getreg_b32 s2, {1}|s_getreg_b32 s2, {id: 1|s_getreg_b32 s2, {id: x}
s_getreg_b32 s2, {id: -1}|s_getreg_b32 s2, {offset: -1}|s_getreg_b32 s2, {ID: 1}
s_getreg_b32 s2, {,id: 1}|s_setreg_b32 {id: 1}, s2|s_setreg_imm32_b32 {id: 1, size: 4}, 0xff
s_getreg_b32 s2, {id: 1, offset: 5}|s_getreg_b32 s2, {offset: 31, size: 32}|s_getreg_b32 s2, {id: 1}, 1
s_getreg_b32 s2, {id:1,offset:2,size:3}|s_movk_i32 s0, {id: 1}|s_getreg_b32 s2, {size: 4, offset: 3}
s_setreg_b32 hwreg(HW_REG_HW_ID1), s2|s_getreg_b32 s2, hwreg(HW_REG_SHADER_CYCLES)
s_getreg_b32 s2, hwreg(HW_REG_TBA_LO)|s_getreg_b32 s2, hwreg(HW_REG_FOO)
ds_swizzle_b32 v8, v2 offset:"pppii"|ds_swizzle_b32 v8, v2 offset:-1|ds_swizzle_b32 v8, v2 offset:0x10000
ds_swizzle_b32 v8, v2 offset:1-2|ds_swizzle_b32 v8, v2 offset:-1 gds|ds_swizzle_b32 v8, v2 offset:swizzle(ROTATE,1,1)
ds_swizzle_b32 v8, v2 offset:swizzle(FFT,1)|ds_swizzle_b32 v8, v2 offset:swizzle(FFT)|ds_swizzle_b32 v8, v2 offset:swizzle
ds_swizzle_b32 v8, v2 offset:x|ds_swizzle_b32 v8, v2 offset gds|ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, 1)"""


@pytest.mark.parametrize("cpu", ["tahiti", "bonaire", "tonga", "gfx900"])
def test_structured_hwreg_as_llvm_mc(llvm_mc, cpu):
    lines = [c for row in LINES.splitlines() for c in row.split("|")]
    want, got = run_llvm(lines, cpu), run_gcnls(lines, cpu)
    bad = []
    for line, a, b in zip(lines, want, got):
        ea = [ln.split(";")[-1].strip() for ln in a.out if "encoding" in ln]
        eb = [ln.split(";")[-1].strip() for ln in b.out if "encoding" in ln]
        if (a.errors[:1], ea) != (b.errors[:1], eb):
            bad.append(f"{line!r}: llvm-mc {a.errors[:1]} {ea} / gcnls {b.errors[:1]} {eb}")
    assert not bad, "\n".join(bad)


def _random_lines(n: int, seed: int) -> list[str]:
    rnd = random.Random(seed)
    # No quoted strings: outside swizzle(...) they are symbols in expressions (another module's rule).
    sw = ["swizzle", "(", ")", ",", "QUAD_PERM", "BITMASK_PERM", "BROADCAST", "SWAP", "REVERSE", "FFT",
          "ROTATE", "0", "1", "2", "3", "4", "16", "31", "32", "33", "-1", "x", "0xFFFF", "0x10000"]
    hw = ["{", "}", "id", "offset", "size", ":", ",", "0", "1", "5", "31", "32", "33", "63", "64", "-1", "x",
          "HW_REG_MODE", "foo"]
    lines = []
    for _ in range(n):
        lines.append("ds_swizzle_b32 v8, v2 offset:" + rnd.choice(["swizzle(", ""])
                     + " ".join(rnd.choice(sw) for _ in range(rnd.randint(1, 8))))
        lines.append("s_getreg_b32 s2, {" + " ".join(rnd.choice(hw) for _ in range(rnd.randint(1, 9))))
    return lines


@pytest.mark.parametrize("cpu", ["tahiti", "gfx900"])
def test_random_swizzle_and_structured_hwreg(llvm_mc, cpu):
    lines = _random_lines(1500 if full_sweep() else 150, 7)
    want, got = run_llvm(lines, cpu), run_gcnls(lines, cpu)
    bad = []
    for line, a, b in zip(lines, want, got):
        ea = [ln.split(";")[-1].strip() for ln in a.out if "encoding" in ln]
        eb = [ln.split(";")[-1].strip() for ln in b.out if "encoding" in ln]
        if (a.errors[:1], ea) != (b.errors[:1], eb):
            bad.append(f"{line!r}: llvm-mc {a.errors[:1]} {ea} / gcnls {b.errors[:1]} {eb}")
    assert not bad, f"{len(bad)} of {len(lines)}:\n" + "\n".join(bad[:30])
