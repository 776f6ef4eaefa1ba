"""gcnls/flow.py (kernels, basic blocks, edges) and the checks framework (gcnls/checks)."""

from __future__ import annotations

from gcnls import analysis, checks, flow
from gcnls.checks import Finding
from gcnls.diagnostics import Severity


def _kernels(text: str, mcpu: str = "gfx900"):
    prog = analysis.analyze(text, analysis.resolve_processor(mcpu))
    return prog.results, flow.kernels(prog.results, prog.processor)


def _shape(k):
    return [(b.lines, b.succs, b.preds, b.unknown_exit) for b in k.blocks]


def test_one_kernel_without_symbols_loop_and_branches():
    text = """start:
  s_mov_b32 s0, 0
loop:
  s_add_u32 s0, s0, 1
  s_cmp_lt_u32 s0, 10
  s_cbranch_scc1 loop
  s_branch done
  s_nop 0
done:
  s_endpgm
"""
    _, ks = _kernels(text)
    assert len(ks) == 1
    k = ks[0]
    assert k.name == "start" and (k.first, k.last) == (0, 9)
    assert _shape(k) == [
        ([1], [1], [], False),
        ([3, 4, 5], [1, 2], [0, 1], False),
        ([6], [4], [1], False),
        ([7], [4], [], False),
        ([9], [], [2, 3], False),
    ]


def test_kernels_split_at_symbols_and_descriptor_values():
    text = """.text
.globl a
a:
  s_load_dword s0, s[0:1], 0
  s_endpgm
.globl b
.type b,@function
b:
  s_setpc_b64 s[30:31]
.rodata
.amdhsa_kernel a
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
"""
    _, ks = _kernels(text)
    assert [(k.name, k.first, k.last) for k in ks] == [("a", 2, 6), ("b", 7, 13)]
    assert ks[0].descriptor == {"amdhsa_next_free_vgpr": 3, "amdhsa_next_free_sgpr": 8}
    assert ks[1].descriptor is None
    assert _shape(ks[0]) == [([3, 4], [], [], False)]
    assert _shape(ks[1]) == [([8], [], [], True)]  # computed jump: unknown successors


def test_calls_fall_through_and_foreign_labels_are_unknown():
    text = """k:
  s_swappc_b64 s[30:31], s[4:5]
  s_cbranch_execz elsewhere
  v_mov_b32 v0, 0
  s_endpgm
"""
    _, ks = _kernels(text)
    assert _shape(ks[0]) == [([1], [1], [], True), ([2], [2], [0], True), ([3, 4], [], [1], False)]


def test_code_before_the_first_symbol_is_its_own_kernel_and_empty_input():
    _, ks = _kernels("  s_nop 0\n.globl k\nk:\n  s_endpgm\n")
    assert [(k.name, k.first, k.last) for k in ks] == [("", 0, 1), ("k", 2, 3)]
    assert _kernels("")[1] == [] or all(not k.blocks for k in _kernels("")[1])
    _, ks = _kernels("// only a comment\n")
    assert all(not k.blocks for k in ks)


def test_registry_run_suppression_and_crash_note(monkeypatch):
    text = "k:\n  s_nop 0 // gcnls: ignore=demo.x\n  s_nop 1 ; gcnls: ignore\n  s_nop 2\n  s_nop 3 // gcnls: ignore=other\n"
    results, _ = _kernels(text)
    lines = text.split("\n")
    monkeypatch.setattr(checks, "CHECKS", {})
    monkeypatch.setattr(checks, "_loaded", True)

    @checks.register("demo")
    def demo(results, kernels, proc):
        return [Finding(i, 2, 7, "m", "demo.x") for k in kernels for i in k.lines]

    @checks.register("boom")
    def boom(results, kernels, proc):
        raise ValueError("bad")

    proc = analysis.resolve_processor("gfx900")
    found = checks.run(results, proc, lines=lines)
    assert [(f.line, f.code) for f in found] == [(0, "boom.internal-error"), (3, "demo.x"), (4, "demo.x")]
    assert found[0].severity == Severity.INFO
    only = checks.run(results, proc, enabled={"demo"}, severities={"demo": Severity.ERROR})
    assert [f.line for f in only] == [1, 2, 3, 4] and {f.severity for f in only} == {Severity.ERROR}
    assert checks.suppressed("x // gcnls: ignore = a.b, c") == ("a.b", "c")
    assert checks.suppressed("x // nothing") is None


def test_flow_never_raises_on_odd_input():
    for text in ["s_branch\n", "s_cbranch_scc0 1+\n", "x:\nx:\n s_branch x\n", "s_branch 4\n", "\x00\n",
                 "k: s_branch k\n", ".amdhsa_kernel\n.end_amdhsa_kernel\n"]:
        _kernels(text)
