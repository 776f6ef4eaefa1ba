"""The waitcnt check (gcnls/checks/waitcnt.py): each rule on small hand-written kernels, the
quick fix's text against the live llvm-mc 22, and `gcnls lint`'s interface."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from gcnls import analysis, checks, flow
from gcnls.checks import waitcnt


def lint(text: str, mcpu: str = "gfx900"):
    prog = analysis.analyze(text, analysis.resolve_processor(mcpu))
    return checks.run(prog.results, prog.processor, enabled={"waitcnt"}, lines=prog.lines)


def waits(text: str, mcpu: str = "gfx900") -> list[tuple[int, str]]:
    """(1-based line, the s_waitcnt operand the fix inserts) of every finding."""
    return [(f.line + 1, f.fix[1].strip().removeprefix("s_waitcnt ")) for f in lint(text, mcpu)]


def k(body: str) -> str:
    return "k:\n" + "\n".join("  " + x for x in body.strip().split("\n")) + "\n"


def test_read_after_load_in_order_vmem():
    src = k("""
global_load_dword v1, v[2:3], off
global_load_dword v4, v[2:3], off
global_load_dword v5, v[2:3], off
s_waitcnt vmcnt(1)
v_add_u32 v6, v1, v4
v_add_u32 v7, v5, v5
s_endpgm""")
    # v1 and v4 are done at vmcnt(1); v5 is the last one
    assert waits(src) == [(7, "vmcnt(0)")]
    assert waits(src.replace("vmcnt(1)", "vmcnt(2)")) == [(6, "vmcnt(1)"), (7, "vmcnt(0)")]


def test_write_after_load_and_same_kind_vmem_writes_in_order():
    src = k("""
global_load_dword v1, v[2:3], off
v_mov_b32 v1, 0
s_endpgm""")
    assert waits(src) == [(3, "vmcnt(0)")]
    # two loads of the same kind write v1 in order: no wait between them
    assert waits(k("global_load_dword v1, v[2:3], off\nglobal_load_dword v1, v[4:5], off\ns_endpgm")) == []


def test_smem_returns_out_of_order_and_mixed_lgkm():
    src = k("""
s_load_dword s4, s[0:1], 0x0
s_load_dword s5, s[0:1], 0x4
s_waitcnt lgkmcnt(1)
s_add_u32 s6, s4, 1
s_endpgm""")
    assert waits(src) == [(5, "lgkmcnt(0)")]
    # LDS alone is in order: lgkmcnt(1) proves the first DS read done
    lds = k("""
ds_read_b32 v1, v0
ds_read_b32 v2, v0 offset:4
s_waitcnt lgkmcnt(1)
v_mov_b32 v3, v1
s_endpgm""")
    assert waits(lds) == []
    # a scalar load among them makes lgkmcnt(1) prove nothing
    mixed = lds.replace("  ds_read_b32 v2, v0 offset:4\n", "  s_load_dword s4, s[0:1], 0x0\n")
    assert waits(mixed) == [(5, "lgkmcnt(0)")]


def test_flat_counts_on_vm_and_pending_flat_forces_zero():
    src = k("""
flat_load_dword v1, v[2:3]
flat_load_dword v4, v[2:3]
v_mov_b32 v5, v1
s_endpgm""")
    assert waits(src) == [(4, "vmcnt(0)")]  # a pending FLAT forces a wait for zero


def test_barrier_cache_invalidate_and_exec():
    src = k("""
global_store_dword v[0:1], v2, off
s_barrier
s_endpgm""")
    assert waits(src) == [(3, "vmcnt(0)")]
    assert waits(src, "gfx900")[0][0] == 3
    inv = k("""
global_load_dword v1, v[2:3], off
buffer_wbinvl1_vol
s_endpgm""")
    assert waits(inv) == [(3, "vmcnt(0)")]
    exp = k("""
exp mrt0 v0, v1, v2, v3 done vm
s_mov_b64 exec, 0
v_mov_b32 v0, 0
s_endpgm""")
    assert waits(exp) == [(3, "expcnt(0)")]
    assert waits(exp.replace("  s_mov_b64 exec, 0\n", "")) == [(3, "expcnt(0)")]


def test_gcn10_store_data_is_held_and_vccz_bug():
    src = k("""
buffer_store_dword v1, v2, s[0:3], 0 offen
v_mov_b32 v1, 0
v_mov_b32 v2, 0
s_endpgm""")
    assert waits(src, "tahiti") == [(3, "expcnt(0)")]  # the data, not the address
    assert waits(src, "bonaire") == []
    vccz = k("""
s_load_dword s4, s[0:1], 0x0
v_cmp_eq_u32 vcc, 0, v0
s_cbranch_vccz .L1
.L1:
s_endpgm""")
    assert waits(vccz, "tahiti") == [(4, "lgkmcnt(0)")]
    assert waits(vccz, "bonaire") == [(4, "lgkmcnt(0)")]
    assert waits(vccz, "tonga") == []


def test_join_takes_the_worst_case_and_loops_converge():
    src = k("""
s_cbranch_scc0 .Lelse
global_load_dword v1, v[2:3], off
s_branch .Ljoin
.Lelse:
v_mov_b32 v1, 0
.Ljoin:
v_add_u32 v4, v1, v1
s_endpgm""")
    assert waits(src) == [(8, "vmcnt(0)")]
    loop = k("""
s_mov_b32 s4, 0
.Lloop:
v_add_u32 v4, v1, v4
global_load_dword v1, v[2:3], off
s_add_u32 s4, s4, 1
s_cmp_lt_u32 s4, 8
s_cbranch_scc1 .Lloop
s_endpgm""")
    assert waits(loop) == [(4, "vmcnt(0)")]  # the load of the previous iteration
    assert waits(loop.replace("  v_add_u32 v4, v1, v4\n", "  s_waitcnt vmcnt(0)\n  v_add_u32 v4, v1, v4\n")) == []


def test_finding_details_related_fix_and_suppression():
    src = "k:\n  s_load_dword s4, s[0:1], 0x0\n  s_add_u32 s5, s4, 1\n  s_endpgm\n"
    (f,) = lint(src)
    assert (f.line, f.start, f.end, f.code) == (2, 16, 18, "waitcnt.missing")
    assert f.related[0][:3] == (1, 2, 14) and "s4" in f.related[0][3]
    assert f.fix == (2, "  s_waitcnt lgkmcnt(0)\n", "Insert s_waitcnt lgkmcnt(0)")
    assert lint(src.replace("s4, 1", "s4, 1 // gcnls: ignore=waitcnt")) == []
    assert lint(src.replace("s4, 1", "s4, 1 ; gcnls: ignore=hazard")) != []


def test_callable_function_entry_waits_for_the_caller():
    src = """.globl f
.type f,@function
f:
  v_mov_b32 v0, v1
  s_setpc_b64 s[30:31]
.globl k
k:
  s_endpgm
.rodata
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
"""
    assert waits(src) == [(4, "vmcnt(0) expcnt(0) lgkmcnt(0)")]


def test_a_call_returns_with_nothing_in_flight():
    # The callee waits for everything at its entry and before it returns (LLVM's calling
    # convention; LLVM's own output reads v41 right after the call, linkage.ll's kernels).
    src = k("""
global_load_dword v41, v[2:3], off
s_load_dwordx2 s[16:17], s[4:5], 0x0
s_waitcnt lgkmcnt(0)
s_swappc_b64 s[30:31], s[16:17]
v_readfirstlane_b32 s5, v41
s_endpgm""")
    assert waits(src) == []
    # without the call, the read waits for the load
    assert waits(src.replace("s_swappc_b64 s[30:31], s[16:17]", "s_nop 0")) == [(6, "vmcnt(0)")]
    # the call's own operands are still waited for
    assert waits(src.replace("s_waitcnt lgkmcnt(0)\n", "")) == [(4, "lgkmcnt(0)")]


@pytest.mark.parametrize("mcpu", ["tahiti", "bonaire", "tonga", "gfx900"])
def test_fix_text_assembles_with_llvm_mc(mcpu, llvm_mc):
    texts = sorted({waitcnt.wait_text(c) for c in (
        {"vm": 0}, {"lgkm": 0}, {"exp": 0}, {"vm": 3, "lgkm": 0}, {"vm": 14, "exp": 6, "lgkm": 14})})
    src = "".join(f"s_waitcnt {t}\n" for t in texts)
    proc = subprocess.run([llvm_mc, "-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"], input=src,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr


def test_bad_input_never_crashes_and_gives_no_flood():
    src = "k:\n" + "".join(f"  s_load_dword s{i % 50}, s[0:1], 0x0\n  bogus_instr v{i}\n  s_setpc_b64 s[{2 * (i % 10)}:{2 * (i % 10) + 1}]\n"
                           for i in range(30))
    found = lint(src)
    assert all(f.code.startswith("waitcnt.") for f in found)
    for text in ["s_waitcnt\n", "s_waitcnt 0xffffffff\n", "k: s_branch k\n", "s_cbranch_scc0 nowhere\n"]:
        lint(text)


def test_lint_cli_exit_status_and_json(tmp_path):
    bad = tmp_path / "bad.s"
    bad.write_text("k:\n  global_load_dword v1, v[2:3], off\n  v_mov_b32 v2, v1\n  s_endpgm\n")
    good = tmp_path / "good.s"
    good.write_text("k:\n  global_load_dword v1, v[2:3], off\n  s_waitcnt vmcnt(0)\n  v_mov_b32 v2, v1\n  s_endpgm\n")
    env = dict(os.environ)

    def gl(*args):
        return subprocess.run([sys.executable, "-m", "gcnls", "lint", *args], capture_output=True, text=True,
                              timeout=120, env=env)

    r = gl(str(good))
    assert (r.returncode, r.stdout) == (0, "")
    r = gl("-mcpu=gfx900", str(bad))
    assert r.returncode == 1
    assert r.stdout.startswith(f"{bad}:3:17: warning: v1 is read before") and "[waitcnt.missing]" in r.stdout
    r = gl("--json", str(bad), str(good))
    data = json.loads(r.stdout)
    (f,) = data["files"][0]["findings"]
    assert (f["line"], f["column"], f["fix"]["text"]) == (3, 17, "  s_waitcnt vmcnt(0)\n")
    assert data["files"][1]["findings"] == []
    assert gl("--disable=waitcnt", str(bad)).returncode == 0
    assert gl(str(tmp_path / "missing.s")).returncode == 2
    assert gl("-mcpu=nonsense", str(bad)).returncode == 2
    assert gl().returncode == 2


def test_lint_checks_the_expansion(tmp_path):
    """Macros, loops, conditionals, includes (-I) and --defsym: lint checks the kernels
    llvm-mc assembles, and names the file's lines."""
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "regs.inc").write_text(".set sgprM, 16\n.macro LOAD_USE\n  global_load_dword v1, v[2:3], off\n"
                                  "  v_add_u32 v4, v1, v1\n.endm\n")
    src = tmp_path / "k.s"
    src.write_text('.include "regs.inc"\nk:\n  s_load_dwordx4 s[sgprM:sgprM+3], s[4:5], 0\n'
                   ".if WAIT\n  s_waitcnt lgkmcnt(0)\n.endif\n  v_mul_lo_u32 v5, v2, s19\n  LOAD_USE\n  s_endpgm\n")

    def gl(*args):
        return subprocess.run([sys.executable, "-m", "gcnls", "lint", "-mcpu=gfx900", *args], capture_output=True,
                              text=True, timeout=120)

    r = gl("-I", str(inc), "--defsym", "WAIT=0", "--json", str(src))
    found = json.loads(r.stdout)["files"][0]["findings"]
    assert [(f["line"], f["code"]) for f in found] == [(7, "waitcnt.missing"), (8, "waitcnt.missing")]
    assert "s19" in found[0]["message"] and found[0]["fix"]["before_line"] == 7
    # (the macro's statement stands on its call, named; no line of the file to insert before)
    assert "(in the expansion: v_add_u32 v4, v1, v1)" in found[1]["message"] and "fix" not in found[1]
    r = gl(f"-I{inc}", "--defsym=WAIT=1", "--json", str(src))
    assert [f["line"] for f in json.loads(r.stdout)["files"][0]["findings"]] == [8]
    assert gl("--defsym", "WAIT", str(src)).returncode == 2


@pytest.mark.parametrize("src", ["-v2", "|v2|", "neg(v2)", "abs(v2)", "-|v2|"])
def test_a_register_under_source_modifiers_is_read(src):
    """A source register under modifiers is read like a bare one: the wait it needs is
    found, in lint (the full analysis) and in the server (the light lines)."""
    from gcnls.server.documents import Document

    text = f"k:\n  global_load_dword v2, v[4:5], off\n  v_add_f32_e64 v1, {src}, v3\n  s_endpgm\n"
    assert waits(text) == [(3, "vmcnt(0)")]
    doc = Document("file:///modifiers.s", '.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n' + text)
    (line, d), = [(i, d) for i, d in doc.diagnostics() if d.code == "waitcnt.missing"]
    assert (line, doc.code[line][d.start:d.end]) == (3, src)
