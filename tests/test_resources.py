"""Register counts and occupancy of kernels (gcnls/checks/resources.py, gcnls/occupancy.py).

The backbone: on every kernel LLVM 22 compiled (tests/corpus.py) gcnls counts the VGPRs and
numbered SGPRs LLVM itself prints (``.set NAME.num_vgpr``/``NAME.numbered_sgpr``, the
metadata's ``.vgpr_count``/``.sgpr_count``), sees VCC and FLAT_SCRATCH used where LLVM says
so, and finds no under-declared descriptor. A kernel that calls a function is compared
on its own registers (LLVM's ``max(OWN, callee...)``): gcnls does not follow callees.
"""

from __future__ import annotations

import re

import pytest

from corpus import files
from gcnls import checks, flow, isa, occupancy
from gcnls.analysis import analyze
from gcnls.checks import resources

_SET = re.compile(r"^\s*\.set\s+([\w.]+)\.(numbered_sgpr|num_vgpr|uses_vcc|uses_flat_scratch|has_indirect_call),"
                  r"\s*(.+?)\s*$", re.M)
_META = re.compile(r"^\s+\.(name|sgpr_count|vgpr_count):\s+(\S+)\s*$", re.M)
_OWN = re.compile(r"^(?:max|or)\((\d+)")


def _own(value: str) -> tuple[int, bool]:
    """LLVM's figure for the kernel itself, and whether it also depends on callees."""
    if value.isdigit():
        return int(value), False
    m = _OWN.match(value)
    assert m, value
    return int(m.group(1)), True


def _metadata(text: str) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    current: dict[str, int] = {}
    for m in _META.finditer(text):
        key, value = m.groups()
        if key == "name":
            current = out.setdefault(value, {})
        elif value.isdigit():
            current[key] = int(value)
    return out


def _compare(cpu: str, text: str) -> tuple[int, list]:
    proc = isa.load().processor(cpu)
    prog = analyze(text, proc)
    kernels = {k.name: k for k in flow.kernels(prog.results, proc)}
    llvm: dict[str, dict[str, str]] = {}
    for m in _SET.finditer(text):
        llvm.setdefault(m.group(1), {})[m.group(2)] = m.group(3)
    meta = _metadata(text)
    compared, bad = 0, []
    for name, figs in llvm.items():
        # (a function of internal linkage has a private label: LLVM names its figures
        # .Lname while the code's label is name)
        k = kernels.get(name) or (kernels.get(name[2:]) if name.startswith(".L") else None)
        if k is None:
            bad.append((name, "no kernel"))
            continue
        u = occupancy.usage(prog.results, k.lines, proc)
        mine = {"num_vgpr": u.vgprs, "numbered_sgpr": u.sgprs, "uses_vcc": int(u.vcc),
                "uses_flat_scratch": int(u.flat_scratch)}
        calls = False
        for key, value in mine.items():
            own, via_callee = _own(figs[key])
            calls |= via_callee
            if key.startswith("uses_") and (via_callee or figs.get("has_indirect_call") == "1"):
                # a call clobbers what the callee might use (an indirect call: any callee,
                # so LLVM writes 1); LLVM's own flag says so
                continue
            if own != value:
                bad.append((name, key, value, own))
        assert bool(u.calls) == calls, (name, u.calls)
        if name in meta and not calls:
            if meta[name].get("vgpr_count") != u.vgprs:
                bad.append((name, "vgpr_count", u.vgprs, meta[name].get("vgpr_count")))
            if meta[name].get("sgpr_count") != occupancy.total_sgprs(proc, u):
                bad.append((name, "sgpr_count", occupancy.total_sgprs(proc, u), meta[name].get("sgpr_count")))
        compared += 1
    findings = [f for f in checks.run(prog.results, proc, enabled={"resources"}) if f.check == "resources"]
    bad += [(f.line, f.code, f.message) for f in findings]
    return compared, bad


@pytest.mark.parametrize("cpu", ("tahiti", "bonaire", "tonga", "gfx900", "gfx906"))
def test_counts_equal_llvms_on_every_compiled_kernel(cpu):
    total, bad = 0, []
    for c, name, text in files():
        if c != cpu:
            continue
        n, b = _compare(cpu, text)
        total += n
        bad += [(name, *x) for x in b]
    assert total > 0
    assert not bad, bad


KERNEL = """\
    .text
    .globl k
    .p2align 8
    .type k,@function
k:
    v_mov_b32 v22, 0
    v_cmp_eq_u32 vcc, v1, v22
    s_mov_b32 s17, 1
    s_endpgm
    .rodata
    .p2align 6
    .amdhsa_kernel k
        .amdhsa_group_segment_fixed_size {lds}
        .amdhsa_next_free_vgpr {vgprs}
        .amdhsa_next_free_sgpr {sgprs}
        .amdhsa_reserve_vcc {vcc}
    .end_amdhsa_kernel
"""


def _findings(text, cpu="gfx900"):
    proc = isa.load().processor(cpu)
    prog = analyze(text, proc)
    return prog, proc, checks.run(prog.results, proc, enabled={"resources"})


def test_summary_and_no_finding_when_declared_enough():
    prog, proc, found = _findings(KERNEL.format(lds=2048, vgprs=23, sgprs=18, vcc=1))
    assert found == []
    (k,) = [k for k in flow.kernels(prog.results, proc) if k.name == "k"]
    # 18 numbered SGPRs + 4 for XNACK (gfx900 has it; VCC's 2 are within) = 22; 2 KiB of LDS
    # per work-group of up to 1024 work-items leaves 8 waves.
    assert resources.summary(k, prog.results, proc) == "23 VGPRs · 22 SGPRs · 2 KiB LDS · occupancy 8"
    assert checks.lens(prog.results, proc) == [(k.first, "23 VGPRs · 22 SGPRs · 2 KiB LDS · occupancy 8")]
    tonga = isa.load().processor("tonga")
    prog8 = analyze(KERNEL.format(lds=0, vgprs=23, sgprs=18, vcc=1), tonga)
    (k8,) = [k for k in flow.kernels(prog8.results, tonga) if k.name == "k"]
    # tonga has the SGPR initialisation bug: always 96 SGPRs, which leaves 8 waves.
    assert resources.summary(k8, prog8.results, tonga) == "23 VGPRs · 96 SGPRs · occupancy 8"


def test_underdeclared_registers_are_reported_on_the_descriptor_line():
    text = KERNEL.format(lds=0, vgprs=22, sgprs=17, vcc=0)
    prog, proc, found = _findings(text)
    lines = text.split("\n")
    got = sorted((f.line, f.code, lines[f.line].split()[0]) for f in found)
    assert got == [(13, "resources.underdeclared", ".amdhsa_next_free_vgpr"),
                   (14, "resources.underdeclared", ".amdhsa_next_free_sgpr"),
                   (15, "resources.underdeclared", ".amdhsa_reserve_vcc")]
    vgpr = next(f for f in found if f.line == 13)
    assert "v22" in vgpr.message and "22" in vgpr.message
    assert vgpr.related and vgpr.related[0][0] == 5  # the line naming v22, at the register
    assert lines[5][vgpr.related[0][1]:vgpr.related[0][2]] == "v22"
    assert lines[13][vgpr.start:vgpr.end] == "22"


def test_hover_on_next_free_lines_explains_the_numbers():
    text = KERNEL.format(lds=2048, vgprs=23, sgprs=18, vcc=1)
    proc = isa.load().processor("gfx900")
    prog = analyze(text, proc)
    md = resources.hover(prog.results, proc, 13)
    assert md is not None and "v22" in md and "blocks of 4" in md and "occupancy: 8" in md
    assert "XNACK" in md and "2 KiB" in md
    assert resources.hover(prog.results, proc, 14) == md
    assert resources.hover(prog.results, proc, 12) is None  # the LDS line
    assert resources.hover(prog.results, proc, 5) is None


def test_summary_counts_the_registers_of_sdwa_lines():
    proc = isa.load().processor("gfx900")
    text = KERNEL.format(lds=0, vgprs=23, sgprs=18, vcc=1).replace(
        "    s_endpgm", "    v_mov_b32_sdwa v30, v1 dst_sel:WORD_1\n    s_endpgm")
    prog = analyze(text, proc)
    (k,) = [k for k in flow.kernels(prog.results, proc) if k.name == "k"]
    assert resources.summary(k, prog.results, proc).startswith("31 VGPRs")


def test_lds_text():
    assert [resources.lds_text(n) for n in (0, 512, 1024, 1536, 65536)] == \
        ["0 B", "512 B", "1 KiB", "1.5 KiB", "64 KiB"]


def test_server_hover_on_next_free_vgpr_adds_the_explanation():
    from gcnls.server import hover
    from gcnls.server.documents import Document

    text = KERNEL.format(lds=0, vgprs=23, sgprs=18, vcc=1)
    doc = Document("file:///k.s", text)
    col = text.split("\n")[13].index(".amdhsa") + 3
    md, _, _ = hover.hover(doc, 13, col, [])
    assert "0..256" in md  # the key's own documentation stays
    assert "v22" in md and "occupancy:" in md
    md_lds, _, _ = hover.hover(doc, 12, col, [])
    assert "occupancy:" not in md_lds
