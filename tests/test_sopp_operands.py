"""gcnls/waitcnt.py, sendmsg.py and gpr_idx.py against the live llvm-mc 22.

Each case line goes through llvm-mc (one process per CPU) and through the module alone
(the instruction's mnemonic token, then the module's parse at the operand): the verdict, the
16-bit field llvm-mc encoded, the operand as llvm-mc printed it, and for errors the message
and column must agree. Raw values are swept (a deterministic sample; GCNLS_FULL_SWEEP=1 for
every 16-bit value) through the printers, and on gfx8/gfx9 through llvm-mc's disassembler.
"""
from __future__ import annotations

import re
import subprocess

import pytest

from differential import full_sweep, run_llvm

from gcnls import gpr_idx, sendmsg, waitcnt
from gcnls.diagnostics import AsmError
from gcnls.lexer import Kind, tokenize
from gcnls.registers import register_file
from gcnls.syntax import OperandParser

CPUS = {"tahiti": "gfx6", "bonaire": "gfx7", "tonga": "gfx8", "gfx900": "gfx9", "gfx906": "gfx9"}
FULL = full_sweep()

WAITCNT = """\
vmcnt(0)|expcnt(0)|lgkmcnt(0)|vmcnt(1) expcnt(2) lgkmcnt(3)|vmcnt(1) & expcnt(2) & lgkmcnt(3)
vmcnt(1), expcnt(2), lgkmcnt(3)|vmcnt(1)&expcnt(2)|vmcnt(1),expcnt(2)|lgkmcnt(3) vmcnt(1)
vmcnt(15)|vmcnt(16)|vmcnt(63)|vmcnt(64)|expcnt(7)|expcnt(8)|lgkmcnt(15)|lgkmcnt(16)
vmcnt_sat(100)|expcnt_sat(100)|lgkmcnt_sat(100)|vmcnt_sat(-1)|vmcnt_sat(20)|vmcnt(-1)|vmcnt(0) vmcnt(1)
vmcnt(1+2)|vmcnt(x)|vmcnt|vmcnt(|vmcnt(1|vmcnt 1|vmcnt(1) &|vmcnt(1) ,|vmcnt(1) & & expcnt(1)
vmcnt(1) 5|foo(1)|VMCNT(1)|vmcnt (1)|vmcnt( 1 )|0x1234|0xffff|0x10000|-1|0xf7f|0xc07f|0x3f70
0x4f7f|0xcf70|0x7f|0x70|0x80|1.0|vmcnt(1.0)|vmcnt(0.0)|vmcnt(0) lgkmcnt(0)|vmcnt(0) glc|1+1|lbl
foo(100)|foo(|foo|vmcnt(100|vmcnt(1)vmcnt(2)|0x100000000|vmcnt(0x100000000)|vmcnt(1+20)
vmcnt(1) & 5|vmcnt(2), , expcnt(1)|vmcnt(1) x|vmcnt(1))|vmcnt((1))|5 vmcnt(1)|5, 6
vmcnt(1) &expcnt(1)|vmcnt(1) & , expcnt(1)|vmcnt(20) expcnt(10)|expcnt(10) vmcnt(20)
foo(1) vmcnt(20)|vmcnt(20) foo(1)|vmcnt(1) foo|vmcnt(1) lgkmcnt(2|vmcnt_sat(1) expcnt_sat(10)
lgkmcnt_sat(0)|Vmcnt(1)|vmcnt(-0)|vmcnt(2-3)|vmcnt(~0)|vmcnt(0),expcnt(0),lgkmcnt(0)|,|&|
vmcnt(0) & lgkmcnt(0), expcnt(0)|expcnt_sat(7) lgkmcnt_sat(16)|lgkmcnt(15) & vmcnt(62)"""

SENDMSG = """\
sendmsg(MSG_INTERRUPT)|sendmsg(MSG_GS, GS_OP_EMIT)|sendmsg(MSG_GS, GS_OP_EMIT, 2)
sendmsg(MSG_GS, GS_OP_EMIT, 4)|sendmsg(MSG_GS, GS_OP_NOP)|sendmsg(MSG_GS)|sendmsg(MSG_GS_DONE, GS_OP_NOP)
sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)|sendmsg(MSG_GS_DONE, GS_OP_CUT, 1)|sendmsg(MSG_INTERRUPT, 0)
sendmsg(MSG_SAVEWAVE)|sendmsg(MSG_STALL_WAVE_GEN)|sendmsg(MSG_GET_DDID)|sendmsg(MSG_RTN_GET_TBA)
sendmsg(MSG_FOO)|sendmsg(msg_interrupt)|sendmsg(MSG_SYSMSG)|sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)|sendmsg(MSG_SYSMSG, 0)|sendmsg(MSG_SYSMSG, 5)
sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD, 0)|sendmsg(MSG_SYSMSG, GS_OP_CUT)|sendmsg(MSG_GS, SYSMSG_OP_REG_RD)
sendmsg(MSG_GS, FOO)|sendmsg(MSG_GS, 1+1)|sendmsg(2, 2, 1)|sendmsg(2, 2)|sendmsg(2)|sendmsg(15, 7, 3)
sendmsg(16)|sendmsg(1, 8)|sendmsg(1, 7, 4)|sendmsg(-1)|sendmsg(1, -1)|sendmsg(|sendmsg()
sendmsg(MSG_GS GS_OP_CUT)|sendmsg(MSG_GS, GS_OP_CUT, 1|sendmsg(MSG_GS, GS_OP_CUT, 1, 2)
sendmsg(MSG_GS, GS_OP_CUT,)|sendmsg(MSG_GS,)|sendmsg(x)|sendmsg(1, x)|sendmsg(1, 0, x)
sendmsg (MSG_INTERRUPT)|sendmsg( MSG_INTERRUPT )|SENDMSG(MSG_INTERRUPT)|sendmsg|0x8000|65536|x|1.0
0|1|0x10|65535|-1|sendmsg(MSG_GS_ALLOC_REQ)|sendmsg(MSG_GS_ALLOC_REQ, 0)|sendmsg(MSG_HALT_WAVES)
sendmsg(MSG_EARLY_PRIM_DEALLOC)|sendmsg(MSG_GET_DOORBELL)|sendmsg(MSG_ORDERED_PS_DONE)
sendmsg(MSG_HS_TESSFACTOR)|sendmsg(4, 0, 0)|sendmsg(MSG_SAVEWAVE, 0)|sendmsg(1, GS_OP_CUT)
sendmsg(15, SYSMSG_OP_HOST_TRAP_ACK)|sendmsg(15, SYSMSG_OP_TTRACE_PC)|sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 3)
sendmsg(MSG_INTERRUPT) 1|sendmsg(MSG_INTERRUPT), 1|sendmsg(3, 0, 1)|sendmsg(MSG_GS, GS_OP_CUT, -1)"""

GPR_IDX = """\
gpr_idx()|gpr_idx(SRC0)|gpr_idx(DST,SRC0)|gpr_idx(SRC2, SRC1)|gpr_idx(SRC0,SRC0)|gpr_idx(FOO)
gpr_idx(SRC0,FOO)|gpr_idx(src0)|gpr_idx(SRC0 SRC1)|gpr_idx(SRC0,)|gpr_idx(|gpr_idx(SRC0|gpr_idx(1)
gpr_idx|15|16|-1|1+2|x|gpr_idx(SRC0) 1|1.0|0|gpr_idx(SRC0,SRC1,SRC2,DST)|gpr_idx( DST , SRC2 )"""


def _cases(text: str) -> list[str]:
    return [c for row in text.splitlines() for c in row.split("|")]


_ENC = re.compile(r"^\s*(\S+)\s*(.*?)\s*;\s*encoding:\s*\[([^\]]*)\]")


def _llvm(lines: list[str], cpu: str) -> list[tuple]:
    """(True, field value, printed operand) or (False, message, column) per line."""
    out = []
    for res in run_llvm(lines, cpu):
        if res.errors:
            out.append((False, res.errors[0][0], res.errors[0][1]))
            continue
        m = next(_ENC.match(line) for line in res.out if _ENC.match(line))
        raw = [int(x, 16) for x in m.group(3).split(",")]
        out.append((True, raw[0] | raw[1] << 8, m.group(2)))
    return out


def _mine(line: str, generation: str, parse, show, skip_first: bool = False, leftover=None) -> tuple:
    """The module's verdict on ``line``, with the generic rules around one operand."""
    tokens = tokenize(line)
    if tokens[1].kind is Kind.EOL:
        return (False, "too few operands for instruction", 1)
    p = OperandParser(tokens, 1, register_file(generation), frozenset(), frozenset())
    if skip_first:  # s_set_gpr_idx_on s0[,] MODE
        p.pos = 3 if tokens[2].text == "," else 2
    try:
        value, _, _ = parse(p)
    except AsmError as e:
        return (False, e.diagnostic.message, e.diagnostic.start + 1)
    rest = tokens[p.pos]
    if rest.kind is not Kind.EOL:
        if leftover is not None:
            return leftover
        if rest.text == ",":
            rest = tokens[p.pos + 1]
        return (False, "invalid operand for instruction", rest.start + 1)
    return (True, value, show(value))


def _compare(mnemonic: str, cases: list[str], parse, show, prefix: str = "", skip_first=False,
             cpus=CPUS, shift: int = 0) -> None:
    """``shift``: where the operand's field starts in the instruction word (8 for SOPC ssrc1)."""
    bad = []
    for cpu, gen in cpus.items():
        lines = [f"{mnemonic} {prefix}{c}".rstrip() for c in cases]
        for line, want in zip(lines, _llvm(lines, cpu)):
            got = _mine(line, gen, lambda p: parse(p, gen), lambda v: show(v, gen), skip_first)
            if want[0]:
                want = (True, (want[1] >> shift) & 0xFFFF, want[2])
            if want[0] and got[0]:
                got = (True, got[1], (prefix.split()[0].rstrip(',') + ', ' if prefix else '') + got[2])
            if got != want:
                bad.append(f"{cpu}: {line!r}: llvm-mc {want}, gcnls {got}")
    assert not bad, "\n".join(bad)


def test_waitcnt_cases(llvm_mc):
    _compare("s_waitcnt", _cases(WAITCNT), waitcnt.parse, waitcnt.text)


def test_sendmsg_cases(llvm_mc):
    _compare("s_sendmsg", _cases(SENDMSG), sendmsg.parse, sendmsg.text)


def test_sendmsghalt_uses_the_same_operand(llvm_mc):
    _compare("s_sendmsghalt", ["sendmsg(MSG_GS, GS_OP_CUT, 3)", "sendmsg(MSG_FOO)", "0x80"],
             sendmsg.parse, sendmsg.text)


GFX89 = {c: g for c, g in CPUS.items() if g in ("gfx8", "gfx9")}


def test_gpr_idx_mode_cases(llvm_mc):
    _compare("s_set_gpr_idx_mode", _cases(GPR_IDX), lambda p, g: gpr_idx.parse(p),
             lambda v, g: gpr_idx.text(v), cpus=GFX89)


def test_gpr_idx_on_cases(llvm_mc):
    cases = ["gpr_idx(SRC1,SRC2)", "gpr_idx(SRC0,SRC0)", "15", "16", "x", "1.0", "gpr_idx(DST)"]
    # The mode is the second operand; llvm-mc takes it with or without the comma.
    for prefix in ("s0, ", "s0 "):
        _compare("s_set_gpr_idx_on", cases, lambda p, g: gpr_idx.parse(p), lambda v, g: gpr_idx.text(v),
                 prefix=prefix, skip_first=True, cpus=GFX89, shift=8)


def _sweep_values() -> list[int]:
    if FULL:
        return list(range(0x10000))
    # Every value of the low byte and of the high byte, plus a fixed stride through the rest.
    return sorted(set(range(0x100)) | {v << 8 for v in range(0x100)} | set(range(0, 0x10000, 97))
                  | {0xFFFF, 0xCF7F, 0x0F7F, 0xC07F, 0x3F70})


@pytest.mark.parametrize("mnemonic,module", [("s_waitcnt", waitcnt), ("s_sendmsg", sendmsg)])
def test_raw_values_print_as_llvm_mc(llvm_mc, mnemonic, module):
    values = _sweep_values()
    bad = []
    for cpu, gen in CPUS.items():
        lines = [f"{mnemonic} {v}" for v in values]
        for v, want in zip(values, _llvm(lines, cpu)):
            got = (True, v, module.text(v, gen))
            if want != got:
                bad.append(f"{cpu}: {v:#x}: llvm-mc {want}, gcnls {got}")
    assert not bad, "\n".join(bad[:40])


@pytest.mark.parametrize("cpu", ["tonga", "gfx900"])
def test_disassembler_prints_the_same(llvm_mc, cpu):
    """llvm-mc's disassembler prints these fields like its assembler does (gfx8/gfx9 only:
    llvm-mc cannot disassemble gfx6/gfx7)."""
    gen = CPUS[cpu]
    values = _sweep_values()[::7]
    words = []
    for v in values:
        for op in (0x0C, 0x10, 0x1D):  # s_waitcnt, s_sendmsg, s_set_gpr_idx_mode
            words.append((op, v))
    text = "\n".join(" ".join(f"0x{b:02x}" for b in ((0xBF800000 | op << 16 | v).to_bytes(4, "little")))
                     for op, v in words)
    proc = subprocess.run([llvm_mc, "-arch=amdgcn", f"-mcpu={cpu}", "-disassemble"], input=text,
                          capture_output=True, text=True, timeout=120)
    lines = [ln.strip() for ln in proc.stdout.splitlines() if ln.strip() and not ln.strip().startswith(".")]
    expect = []
    for op, v in words:
        if op == 0x0C:
            expect.append(f"s_waitcnt {waitcnt.text(v, gen)}")
        elif op == 0x10:
            expect.append(f"s_sendmsg {sendmsg.text(v, gen)}")
        elif v <= 15:
            expect.append(f"s_set_gpr_idx_mode {gpr_idx.text(v)}")
        else:
            expect.append(None)  # bits above the 4-bit mode: not compared
    got = [ln for ln in lines]
    assert len(got) == len(expect), proc.stderr[:2000]
    bad = [f"{e!r} vs {g!r}" for e, g in zip(expect, got) if e is not None and e != g]
    assert not bad, "\n".join(bad[:40])


def _random_operands(kind: str, n: int, seed: int) -> list[str]:
    """Deterministic random operand texts from the pieces of each syntax, often broken."""
    import random

    rnd = random.Random(seed)
    pieces = {
        "waitcnt": ["vmcnt", "expcnt", "lgkmcnt", "vmcnt_sat", "lgkmcnt_sat", "expcnt_sat", "foo", "(", ")",
                    "&", ",", "0", "1", "7", "15", "16", "63", "64", "-1", "0x10", "x", "1+2"],
        "sendmsg": ["sendmsg", "(", ")", ",", " ", "MSG_GS", "MSG_GS_DONE", "MSG_INTERRUPT", "MSG_SYSMSG",
                    "MSG_SAVEWAVE", "MSG_GET_DOORBELL", "GS_OP_CUT", "GS_OP_NOP", "GS_OP_EMIT",
                    "SYSMSG_OP_REG_RD", "SYSMSG_OP_HOST_TRAP_ACK", "0", "1", "2", "3", "4", "15", "16", "-1", "x"],
        "gpr_idx": ["gpr_idx", "(", ")", ",", " ", "SRC0", "SRC1", "SRC2", "DST", "src0", "0", "1", "15", "16", "x"],
    }[kind]
    starts = {"waitcnt": ["vmcnt(", "lgkmcnt(", "expcnt(", ""], "sendmsg": ["sendmsg(", ""],
              "gpr_idx": ["gpr_idx(", ""]}[kind]
    out = []
    for _ in range(n):
        # Pieces are joined by blanks: run-together tokens (1foo, 0x101.0) test the lexer, not these syntaxes.
        text = rnd.choice(starts) + " ".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 7)))
        out.append(text.strip())
    return [t for t in out if t]


@pytest.mark.parametrize("cpu", ["tahiti", "tonga", "gfx900"])
def test_random_operands_agree(llvm_mc, cpu):
    """Random and broken operand texts: same verdict, field, printing, message and column."""
    n = 3000 if FULL else 300
    gen = CPUS[cpu]
    cases = [("s_waitcnt", waitcnt.parse, waitcnt.text, t) for t in _random_operands("waitcnt", n, 1)]
    cases += [("s_sendmsg", sendmsg.parse, sendmsg.text, t) for t in _random_operands("sendmsg", n, 2)]
    if gen in ("gfx8", "gfx9"):
        cases += [("s_set_gpr_idx_mode", lambda p, g: gpr_idx.parse(p), lambda v, g: gpr_idx.text(v), t)
                  for t in _random_operands("gpr_idx", n, 3)]
    lines = [f"{m} {t}" for m, _, _, t in cases]
    bad, compared = [], 0
    for (m, parse, show, t), line, want in zip(cases, lines, _llvm(lines, cpu)):
        got = _mine(line, gen, lambda p: parse(p, gen), lambda v: show(v, gen), leftover="leftover")
        if got == "leftover":
            continue  # more operands after a complete one: the assembler's operand loop, not this syntax
        compared += 1
        if got != want:
            bad.append(f"{line!r}: llvm-mc {want}, gcnls {got}")
    assert compared > len(lines) // 2
    assert not bad, f"{len(bad)} of {compared}:\n" + "\n".join(bad[:40])
