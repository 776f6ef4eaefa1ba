"""Hardware-rule warnings: reported with their codes, never changing llvm-mc's verdict."""

from gcnls import isa
from gcnls.analysis import analyze
from gcnls.diagnostics import Severity


def _codes(text, cpu):
    prog = analyze(text, isa.load().processor(cpu))
    assert not any(d.severity is Severity.ERROR for _, d in prog.diagnostics), prog.diagnostics
    return [(line, d.code) for line, d in prog.diagnostics if d.severity is Severity.WARNING]


def test_gcn12_store_with_sgpr_offset():
    assert _codes("s_store_dword s1, s[2:3], s4\n", "tonga") == [(0, "smem-store-offset")]
    assert _codes("s_store_dword s1, s[2:3], m0\n", "tonga") == []
    assert _codes("s_store_dword s1, s[2:3], s4\n", "gfx900") == []


def test_load_overwriting_its_base():
    assert _codes("s_load_dwordx2 s[2:3], s[2:3], 0x0\n", "gfx900") == [(0, "sdata-overlaps-sbase")]
    assert _codes("s_load_dwordx2 s[4:5], s[2:3], 0x0\n", "gfx900") == []


def test_buffer_load_right_after_descriptor_write():
    text = "s_movk_i32 s6, 0x10\ns_buffer_load_dword s1, s[4:7], 0x0\n"
    assert _codes(text, "tonga") == [(1, "buffer-descriptor-hazard")]
    assert _codes("s_movk_i32 s6, 0x10\ns_nop 0\ns_buffer_load_dword s1, s[4:7], 0x0\n", "tonga") == []


def test_negative_offset_with_sgpr_offset():
    assert _codes("s_load_dword s1, s[2:3], s4 offset:-0x10\n", "gfx900") == [(0, "negative-offset")]


def _program(cpu="tonga"):
    lines = []
    for k in range(40):
        lines += ["s_movk_i32 s6, 0x10", "label%d:" % k, "; comment",
                  "s_buffer_load_dword s1, s[4:7], 0x0", "s_nop 0" if k % 3 == 0 else "",
                  "s_store_dword s1, s[2:3], s4", "s_load_dwordx2 s[2:3], s[2:3], 0x0"]
    proc = isa.load().processor(cpu)
    return analyze("\n".join(lines) + "\n", proc), proc


def test_window_equals_the_whole_document_restricted():
    from gcnls import hazards

    prog, proc = _program()
    whole = hazards.check(prog.results, proc)
    assert any(d.code == "buffer-descriptor-hazard" for _, d in whole)
    n = len(prog.results)
    for start in range(0, n, 5):
        for end in (start, start + 1, start + 4, start + 9, n):
            got = hazards.check(prog.results, proc, start, end)
            assert got == [(i, d) for i, d in whole if start <= i < end], (start, end)


def test_reach_is_the_next_instruction():
    from gcnls import hazards

    prog, _ = _program()
    assert hazards.LOOK_BACK == 1
    assert hazards.reach(prog.results, 0) == 3  # past the label and the comment
    assert hazards.reach(prog.results, len(prog.results) - 1) == len(prog.results) - 1
