"""hwreg's structured form {id: N, offset: N, size: N} and names of other generations,
through `gcnls mc` and the live llvm-mc 22 (verdict, bytes, first message and column)."""
import pytest

from differential import run_gcnls, run_llvm

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
s_getreg_b32 s2, hwreg(HW_REG_TBA_LO)|s_getreg_b32 s2, hwreg(HW_REG_FOO)"""


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
