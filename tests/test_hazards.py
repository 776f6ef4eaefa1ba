"""Hazards (isa/hazards.toml, gcnls/checks/hazards.py): wait states counted back through
the control flow, per generation, with the s_nop quick fix; and the single-instruction
rules of the ISA documents llvm-mc does not enforce. Warnings never change llvm-mc's
verdict.

The backbone is LLVM's own output (tests/corpus.py): it is hazard-free by construction,
so gcnls must report nothing on it; and every s_nop in it is there because LLVM's hazard
recognizer put it there, so removing one (or shortening it by one) must be reported.
"""

from __future__ import annotations

import re

import pytest

from corpus import CPUS, files
from gcnls import checks, flow, isa
from gcnls.analysis import analyze, analyze_line
from gcnls.checks import hazards
from gcnls.diagnostics import Severity
from gcnls.source import strip_comments


def _findings(text, cpu):
    proc = isa.load().processor(cpu)
    prog = analyze(text, proc)
    assert not any(d.severity is Severity.ERROR for _, d in prog.diagnostics), prog.diagnostics
    return checks.run(prog.results, proc, enabled={"hazards"})


def _codes(text, cpu):
    return [(f.line, f.code) for f in _findings(text, cpu)]


# --- one test per hazard: the pair, the wait states it needs, the generations it has


@pytest.mark.parametrize("text, cpu, line, code, nop", [
    ("v_readfirstlane_b32 s4, v1\nbuffer_load_dword v2, off, s[4:7], 0\n", "gfx900", 1, "valu-sgpr-vmem", 4),
    ("v_readfirstlane_b32 s4, v1\ns_nop 3\nbuffer_load_dword v2, off, s[4:7], 0\n", "tonga", 2, "valu-sgpr-vmem", 0),
    ("v_cmpx_eq_u32 vcc, v1, v2\nglobal_load_dword v2, v[0:1], off\n", "gfx900", 1, "valu-sgpr-vmem", 4),
    ("v_readfirstlane_b32 s4, v1\ns_load_dword s1, s[4:5], 0x0\n", "tahiti", 1, "valu-sgpr-smrd", 3),
    ("s_mov_b32 s6, 1\ns_buffer_load_dword s1, s[4:7], 0x0\n", "tahiti", 1, "salu-sgpr-buffer-smrd", 3),
    ("v_cmp_eq_u32 vcc, v1, v2\nv_div_fmas_f32 v0, v1, v2, v3\n", "tonga", 1, "valu-vcc-div-fmas", 3),
    ("v_readfirstlane_b32 s4, v1\nv_readlane_b32 s5, v2, s4\n", "bonaire", 1, "valu-sgpr-lane-select", 3),
    ("v_readfirstlane_b32 s4, v1\nv_readlane_b32 s5, v2, s4\n", "gfx906", 1, "valu-sgpr-lane-select", 3),
    ("s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2\ns_getreg_b32 s1, hwreg(HW_REG_MODE)\n", "tahiti", 1,
     "setreg-getreg", 1),
    ("s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2\ns_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s2\n", "gfx900", 1,
     "setreg-setreg", 1),
    ("s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2\ns_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s2\n", "bonaire", 1,
     "setreg-setreg", 0),
    ("s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS), 0x1\ns_rfe_b64 s[0:1]\n", "gfx900", 1, "setreg-trapsts-rfe", 0),
    ("s_mov_b32 m0, s1\ns_sendmsg sendmsg(MSG_INTERRUPT)\n", "tonga", 1, "salu-m0-message-gds", 0),
    ("s_mov_b32 m0, s1\nds_write_b32 v1, v2 gds\n", "gfx900", 1, "salu-m0-message-gds", 0),
    ("s_mov_b32 m0, s1\nds_gws_init v1 gds\n", "gfx900", 1, "salu-m0-message-gds", 0),
    ("s_mov_b32 m0, s1\nv_interp_p1_f32 v0, v1, attr0.x\n", "gfx900", 1, "salu-m0-indexed", 0),
    ("s_mov_b32 m0, s1\nv_mov_b32 v0, src_lds_direct\n", "gfx900", 1, "salu-m0-indexed", 0),
    ("s_mov_b32 m0, s1\ns_movrels_b32 s0, s1\n", "gfx900", 1, "salu-m0-indexed", 0),
    ("buffer_store_dwordx4 v[0:3], off, s[4:7], 0\nv_mov_b32 v1, 0\n", "gfx900", 1, "store-data-overwrite", 0),
    ("flat_store_dwordx3 v[0:1], v[2:4]\nv_mov_b32 v3, 0\n", "bonaire", 1, "store-data-overwrite", 0),
    ("s_load_dwordx2 s[0:1], s[4:5], 0x0\ns_load_dword s2, s[0:1], 0x0\n", "gfx900", 1, "smem-clause", 0),
    ("s_load_dwordx2 s[2:3], s[2:3], 0x0\ns_load_dword s4, s[6:7], 0x0\n", "gfx906", 1, "smem-clause", 0),
    ("global_load_dword v1, v[2:3], off\nglobal_load_dword v2, v[1:2], off\n", "gfx900", 1, "vmem-clause", 0),
    # the second load's own destination overlaps what the first reads
    ("global_load_dword v5, v[2:3], off\nglobal_load_dword v2, v[6:7], off\n", "gfx900", 1, "vmem-clause", 0),
    # with tfe an image load also reads its destination (the lanes it does not write)
    ("image_load v[2:3], v[0:1], s[0:7] dmask:0x1 unorm tfe\nimage_load v4, v5, s[0:7] dmask:0x1 unorm\n", "gfx900",
     1, "vmem-clause", 0),
    # a returning atomic writes: a store after it in the run
    ("buffer_atomic_xor v5, v7, s[0:3], 0 offen glc\nbuffer_store_dword v6, v8, s[0:3], 0 offen\n", "gfx900", 1,
     "vmem-clause", 0),
])
def test_each_hazard(text, cpu, line, code, nop):
    found = _findings(text, cpu)
    assert [(f.line, f.code) for f in found] == [(line, "hazard." + code)], found
    f = found[0]
    assert f.fix == (line, f"s_nop {nop}", f.fix[2]) and f"s_nop {nop}" in f.fix[2]
    assert f.related and f.related[0][0] < line
    # the quick fix repairs it
    lines = text.split("\n")
    fixed = "\n".join(lines[:line] + [f"s_nop {nop}"] + lines[line:])
    assert _codes(fixed, cpu) == []


@pytest.mark.parametrize("text, cpu", [
    ("v_readfirstlane_b32 s4, v1\ns_nop 4\nbuffer_load_dword v2, off, s[4:7], 0\n", "gfx900"),
    ("v_readfirstlane_b32 s4, v1\nbuffer_load_dword v2, off, s[4:7], 0\n", "bonaire"),  # GCN 1.2+ only
    ("v_readfirstlane_b32 s4, v1\ns_load_dword s1, s[4:5], 0x0\n", "bonaire"),  # GCN 1.0 only
    ("s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2\ns_getreg_b32 s1, hwreg(HW_REG_TRAPSTS)\n", "gfx900"),
    ("s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x1\ns_rfe_b64 s[0:1]\n", "gfx900"),
    ("s_mov_b32 m0, s1\nv_interp_p1_f32 v0, v1, attr0.x\n", "tonga"),  # GCN 1.4 only
    ("s_mov_b32 m0, s1\ns_sendmsg sendmsg(MSG_INTERRUPT)\n", "bonaire"),
    ("buffer_store_dwordx4 v[0:3], off, s[4:7], s8\nv_mov_b32 v1, 0\n", "gfx900"),  # SGPR soffset
    ("buffer_store_dwordx2 v[0:1], off, s[4:7], 0\nv_mov_b32 v1, 0\n", "gfx900"),  # 8 bytes
    ("buffer_store_dwordx4 v[0:3], off, s[4:7], 0\nv_mov_b32 v1, 0\n", "tahiti"),  # not on GCN 1.0
    ("s_load_dwordx2 s[0:1], s[4:5], 0x0\ns_load_dword s2, s[0:1], 0x0\n", "tonga"),  # no XNACK
    ("s_load_dwordx2 s[0:1], s[4:5], 0x0\ns_nop 0\ns_load_dword s2, s[0:1], 0x0\n", "gfx900"),
    ("s_load_dwordx2 s[0:1], s[4:5], 0x0\ns_load_dword s2, s[6:7], 0x0\n", "gfx900"),
    ("v_cmp_eq_u32 vcc, v1, v2\ns_nop 3\nv_div_fmas_f32 v0, v1, v2, v3\n", "tahiti"),
    # atomics without glc write nothing: a store may follow them in a run
    ("buffer_atomic_xor v5, v7, s[0:3], 0 offen\nbuffer_atomic_inc v5, v6, s[0:3], 0 idxen glc\n", "gfx900"),
    ("global_atomic_cmpswap_x2 v5, v[4:7], s[0:1] offset:64\nflat_atomic_add v[2:3], v0\n", "gfx900"),
])
def test_no_hazard(text, cpu):
    assert _codes(text, cpu) == []


def test_wait_states_count_through_the_control_flow():
    # Into the loop head from the entry: 1 (s_nop 0) + 1 (the branch) wait states; the
    # loop's back edge brings more, so the entry path (the fewest) decides: 3 more needed.
    text = ("v_readfirstlane_b32 s4, v1\nloop:\ns_nop 0\ns_cbranch_scc0 loop\n"
            "buffer_load_dword v2, off, s[4:7], 0\ns_endpgm\n")
    found = _findings(text, "gfx900")
    assert [(f.line, f.code, f.fix[1]) for f in found] == [(4, "hazard.valu-sgpr-vmem", "s_nop 2")]
    # A branch around the producer: the path through it still counts.
    text = ("s_cbranch_scc0 skip\nv_readfirstlane_b32 s4, v1\nskip:\n"
            "buffer_load_dword v2, off, s[4:7], 0\ns_endpgm\n")
    assert _codes(text, "gfx900") == [(3, "hazard.valu-sgpr-vmem")]
    # A producer after s_endpgm (another path that never reaches the consumer) does not count.
    text = "s_endpgm\nv_readfirstlane_b32 s4, v1\nother:\ns_nop 4\nbuffer_load_dword v2, off, s[4:7], 0\n"
    assert _codes(text, "gfx900") == []


def test_hazards_never_crash_on_sdwa_or_broken_lines():
    proc = isa.load().processor("gfx900")
    for text in ("v_readfirstlane_b32 s4, v1\nv_mov_b32_sdwa v0, v1 dst_sel:WORD_1\ns_nop 2\n"
                 "buffer_load_dword v2, off, s[4:7], 0\n", "s_nop\nbuffer_load_dword\n???\n", ""):
        prog = analyze(text, proc)
        checks.run(prog.results, proc, enabled={"hazards"})


# --- the single-instruction rules (formerly gcnls/hazards.py)


def test_gcn12_store_with_sgpr_offset():
    assert _codes("s_store_dword s1, s[2:3], s4\n", "tonga") == [(0, "hazard.smem-store-offset")]
    assert _codes("s_store_dword s1, s[2:3], m0\n", "tonga") == []
    assert _codes("s_store_dword s1, s[2:3], s4\n", "gfx900") == []


def test_load_overwriting_its_base_is_not_a_hazard():
    # LLVM 22 writes these on every generation (the base is read when the load issues).
    assert _codes("s_load_dwordx2 s[2:3], s[2:3], 0x0\n", "gfx900") == []
    assert _codes("s_load_dwordx2 s[2:3], s[2:3], 0x0\n", "tahiti") == []


def test_negative_offset_with_sgpr_offset():
    assert _codes("s_load_dword s1, s[2:3], s4 offset:-0x10\n", "gfx900") == [(0, "hazard.negative-offset")]


def test_buffer_load_right_after_descriptor_write():
    text = "s_movk_i32 s6, 0x10\ns_buffer_load_dword s1, s[4:7], 0x0\n"
    assert _codes(text, "tahiti") == [(1, "hazard.salu-sgpr-buffer-smrd")]
    assert _codes("s_movk_i32 s6, 0x10\ns_nop 3\ns_buffer_load_dword s1, s[4:7], 0x0\n", "tahiti") == []
    assert _codes(text, "tonga") == []  # GCN 1.0 only


def test_analyze_reports_hazards_as_warnings():
    prog = analyze("v_readfirstlane_b32 s4, v1\nbuffer_load_dword v2, off, s[4:7], 0\n",
                   isa.load().processor("gfx900"))
    got = [(line, d.code, d.severity) for line, d in prog.diagnostics]
    assert (1, "hazard.valu-sgpr-vmem", Severity.WARNING) in got


def _program(cpu="tahiti"):
    lines = []
    for k in range(40):
        lines += ["s_movk_i32 s6, 0x10", "label%d:" % k, "; comment",
                  "s_buffer_load_dword s1, s[4:7], 0x0", "s_nop 3" if k % 3 == 0 else "",
                  "s_store_dword s1, s[2:3], s4" if cpu == "tonga" else "", "s_load_dwordx2 s[2:3], s[2:3], 0x0"]
    proc = isa.load().processor(cpu)
    return analyze("\n".join(lines) + "\n", proc), proc


@pytest.mark.parametrize("cpu", ("tahiti", "tonga"))
def test_window_equals_the_whole_document_restricted(cpu):
    prog, proc = _program(cpu)
    whole = hazards.diagnostics(prog.results, proc)
    assert whole
    n = len(prog.results)
    for start in range(0, n, 7):
        for end in (start, start + 1, start + 4, start + 9, n):
            got = hazards.diagnostics(prog.results, proc, start, end)
            assert got == [(i, d) for i, d in whole if start <= i < end], (start, end)


def test_extent_is_the_kernel():
    text = ".globl a\na:\ns_nop 0\ns_endpgm\n.globl b\nb:\ns_nop 0\ns_endpgm\n"
    proc = isa.load().processor("gfx900")
    prog = analyze(text, proc)
    assert hazards.extent(prog.results, 2, proc) == (1, 4)
    assert hazards.extent(prog.results, 6, proc) == (5, 7)


# --- LLVM's compiled kernels: no findings, and every removed or shortened s_nop found


_NOP = re.compile(r"^(\s*)s_nop\s+(\d+)")


def _mutations(text: str):
    """(line index, replacement line or None to remove) for every s_nop of the text."""
    for i, line in enumerate(text.split("\n")):
        m = _NOP.match(line)
        if m:
            yield i, None
            if int(m.group(2)) > 0:
                yield i, f"{m.group(1)}s_nop {int(m.group(2)) - 1}"


def recall(cpu: str):
    """(findings on LLVM's output, mutations, the mutations gcnls missed)."""
    proc = isa.load().processor(cpu)
    false, total, missed = [], 0, []
    for c, name, text in files():
        if c != cpu:
            continue
        prog = analyze(text, proc)
        base = checks.run(prog.results, proc, enabled={"hazards"})
        false += [(name, f.line, f.code, f.message) for f in base]
        known = {(f.line, f.code) for f in base}
        lines = text.split("\n")
        for i, new in _mutations(text):
            total += 1
            # Mutate the analysed lines rather than re-analyse the file: a line's result
            # depends on its text only (analyze_line is cached per text).
            if new is None:
                results = prog.results[:i] + prog.results[i + 1:]
            else:
                results = list(prog.results)
                results[i] = analyze_line(strip_comments([new])[0], proc)
            got = checks.run(results, proc, enabled={"hazards"})
            moved = (lambda k: k + 1 if new is None and k >= i else k)
            if not any((moved(f.line), f.code) not in known for f in got):
                missed.append((name, i + 1, lines[i].strip().split(";")[0].strip(), "removed" if new is None
                               else "shortened"))
    return false, total, missed


@pytest.mark.parametrize("cpu", CPUS)
def test_llvm_output_is_hazard_free_and_removed_nops_are_found(cpu):
    false, total, missed = recall(cpu)
    assert not false, false
    assert not missed, missed


def test_kernels_of_the_corpus_have_blocks():
    # The corpus must give the check something to do on every processor.
    for cpu in CPUS:
        proc = isa.load().processor(cpu)
        texts = [t for c, _, t in files() if c == cpu]
        assert texts
        prog = analyze(texts[0], proc)
        assert any(k.blocks for k in flow.kernels(prog.results, proc))


def test_server_document_stays_equal_to_a_fresh_analysis_under_edits():
    """Edits that remove, shorten or add s_nops, add producers and move labels: after each,
    the server's incremental hazard warnings equal a fresh analysis of the text."""
    import random

    from gcnls.server.documents import Change, Document, reference_diagnostics

    text = next(t for c, n, t in files() if c == "gfx900" and n == "hazards") if any(
        n == "hazards" for _, n, _ in files()) else next(t for c, _, t in files() if c == "gfx900")
    lines = text.split("\n")
    body = [i for i, x in enumerate(lines) if x.startswith("\t") and x.strip()[:2] in ("s_", "v_", "bu", "gl")]
    doc = Document("file:///h.s", text)
    assert doc.diagnostics() == reference_diagnostics(doc.text)[1]
    rng = random.Random(5)
    edits = ["\ts_nop 0", "\tv_readfirstlane_b32 s4, v1", "", "\ts_mov_b32 m0, s1", "label_x:", "\ts_nop 4",
             "\tv_cmp_eq_u32 vcc, v1, v2", "\ts_branch label_x"]
    hazards_seen = 0
    for step in range(14):
        n = len(doc.text.split("\n"))
        i = rng.choice([b for b in body if b < n - 1])
        new = rng.choice(edits)
        if step % 3 == 2:  # insert a line
            doc.apply(Change(new + "\n", ((i, 0), (i, 0))))
        else:  # replace a line
            doc.apply(Change(new, ((i, 0), (i, len(doc.text.split("\n")[i])))))
        got = doc.diagnostics()
        assert got == reference_diagnostics(doc.text)[1], step
        hazards_seen += sum(d.code.startswith("hazard.") for _, d in got)
    assert hazards_seen  # the edits did create hazards


def test_suppression_comment_drops_the_hazard_everywhere():
    from gcnls.server.documents import Document, reference_diagnostics

    text = ("v_readfirstlane_b32 s4, v1\nbuffer_load_dword v2, off, s[4:7], 0 {}\n"
            "v_readfirstlane_b32 s5, v1\nbuffer_load_dword v2, off, s[4:7], 0\n")
    proc = isa.load().processor("gfx900")
    for comment, left in (("", 2), ("// gcnls: ignore", 1), ("; gcnls: ignore=hazard.valu-sgpr-vmem", 1),
                          ("// gcnls: ignore=waitcnt", 2)):
        t = text.format(comment)
        prog = analyze(t, proc)
        assert sum(d.code.startswith("hazard.") for _, d in prog.diagnostics) == left, comment
        doc = Document("file:///s.s", t)
        assert doc.diagnostics() == reference_diagnostics(t)[1]
        assert sum(d.code.startswith("hazard.") for _, d in doc.diagnostics()) == left, comment
