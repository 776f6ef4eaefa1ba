"""gcnls.light: line results built from the fast path's answer stand in for the full
assembler's under ``gcnls mc --gcnls-warnings``. What the checks read of them must be
the full assembler's: the hazard facts (registers read and written, classes, wait
states, mnemonic columns), the registers of the operands with their columns (what the
waitcnt check marks), the control flow, and in the end the whole output."""

import dataclasses
import io
import random
import sys
from pathlib import Path

import pytest
from differential import full_sweep

from gcnls import flow, isa, mc
from gcnls.analysis import LineResult, analyze_line
from gcnls.checks import hazards, waitcnt
from gcnls.fastpath import FastAssembler
from gcnls.light import Builder
from gcnls.operands import RegOp, SrcOp
from gcnls.source import strip_comments
from test_fastpath import LINES, _specials, _variants

ROOT = Path(__file__).resolve().parent.parent
CPUS = ["tahiti", "bonaire", "tonga", "gfx900", "gfx906"]
# Each run compares a fifth of the lines per processor, the k-th processor from the k-th
# line on, so every shared line is compared on one processor per run (~134k lines on each
# of five processors cost minutes of the suite for near-identical passes).
# GCNLS_FULL_SWEEP=1 compares every line on every processor.
FULL = full_sweep()


def _key(f: hazards.Facts) -> tuple:
    # (operand columns aside: the light results do not keep them, and no check reads them)
    fields = {k: v[0] for k, v in f.fields.items()}
    return f.waits, f.classes, f.reads, f.writes, fields, f.hwreg, f.store, f.name, f.span, f.encoding


def _plan(p: waitcnt.Plan) -> tuple:
    return p.waits, p.access, p.events, p.barrier, p.invalidate, p.vccz, p.writes_exec, p.call


def _registers(r) -> list:
    """The register operands (bare or inside source modifiers) with their columns."""
    out = []
    for spec, op in r.encoded.operands:
        if isinstance(op, RegOp):
            out.append((spec.field, op))
        elif isinstance(op, SrcOp) and isinstance(op.inner, RegOp):
            out.append((spec.field, op))
    return out


@pytest.mark.parametrize("cpu", CPUS)
def test_light_results_give_the_full_assemblers_facts(cpu):
    proc = isa.load().processor(cpu)
    rng = random.Random(cpu)
    lines = LINES + _variants(rng) + _specials(rng)
    lines += ["  " + line for line in lines[::7]] + ["\t" + line for line in lines[1::7]]
    if not FULL:
        lines = lines[CPUS.index(cpu)::len(CPUS)]
    fast = FastAssembler(proc, detail=True)
    # (every other line from the answer without text and bytes, as the server's: its
    # result makes them when they are read)
    lean = FastAssembler(proc, detail=True, text=False)
    build = Builder(proc, facts=True).build
    built = 0
    for k, code in enumerate(strip_comments(lines)):
        hit = fast(code) if k % 2 else lean(code)
        if hit is None:
            continue
        light = build(code, hit)
        if light is None:
            continue
        built += 1
        # (LightResult's own __init__ sets every field a LineResult has)
        assert all(hasattr(light, f.name) for f in dataclasses.fields(LineResult)), code
        full = analyze_line(code, proc)
        assert full.encoded is not None and not full.diagnostics, code
        assert (light.encoded.text, light.encoded.data) == (full.encoded.text, full.encoded.data), code
        assert light.encoded.instruction is full.encoded.instruction, code
        assert _key(hazards._facts(light)) == _key(hazards._facts(full)), code
        # (the facts the builder made from the same operands, kept for the result)
        assert _key(hazards.facts(light, -1)) == _key(hazards._facts(full)), code
        assert hazards.facts(light, -1).fields == hazards._facts(light).fields, code
        assert flow.control(light) == flow.control(full) and flow.line_shape(light) == flow.line_shape(full), code
        assert _registers(light) == _registers(full), code
        assert waitcnt.access(light.encoded) == waitcnt.access(full.encoded), code
        # (the waitcnt plan the builder made with the same operands, kept for the result)
        gen = proc.generation
        assert _plan(waitcnt.plan(light.encoded, gen)) == _plan(waitcnt.planned(full.encoded, None, gen)), code
    assert built > 1000


HAZARDS = """\
\tv_readfirstlane_b32 s8, v1
\tbuffer_load_dword v4, off, s[8:11], 0
\ts_mov_b32 m0, s1
\tds_read_b32 v1, v2
\tv_mov_b32 v5, v4
\tv_mov_b32_dpp v6, v5 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
\ts_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s3
\ts_getreg_b32 s4, hwreg(HW_REG_MODE, 0, 4)
\ts_nop 1
\tv_readlane_b32 s2, v1, s3
\ts_store_dword s1, s[2:3], s4
\ts_load_dword s5, s[2:3], s4
\tbuffer_store_dwordx4 v[0:3], off, s[8:11], 0
\tv_mov_b32 v2, 0
\tflat_load_dword v7, v[8:9]
\tflat_store_dword v[8:9], v7
\tv_cmpx_eq_u32 vcc, v1, v2
\ts_cbranch_vccz 2
\tv_add_f32 v1, -v2, |v3|
\ts_endpgm
"""


def _mc(path: str, cpu: str, light: bool, monkeypatch) -> tuple:
    monkeypatch.setattr(mc, "LIGHT_LINES", light)
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    rc = mc.run(["-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding", "--gcnls-warnings", path])
    monkeypatch.undo()
    return rc, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("cpu", CPUS)
def test_mc_warnings_output_is_the_same_both_ways(cpu, tmp_path, monkeypatch):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_mc import generate

    text = generate(2500, cpu, seed=len(cpu)) + HAZARDS * 3
    for name in ("kernel.s", "kernel-gfx6.s", "mistakes.s"):
        text += (ROOT / "examples" / name).read_text()
    path = tmp_path / "in.s"
    path.write_text(text)
    light = _mc(str(path), cpu, True, monkeypatch)
    full = _mc(str(path), cpu, False, monkeypatch)
    assert light == full
    assert "[gcnls:hazard." in full[2]
