"""gcnls/dpp.py, gcnls/sdwa.py and gcnls/opsel.py against the live llvm-mc 22.

Each module reads its controls from a line, checks them with llvm-mc's messages and
columns, gives the second-dword (or VOP3P) field values and prints them; the tests put
the controls after a fixed instruction (v_mov_b32_dpp v1, v2 / v_add_f32_sdwa ... /
v_pk_fma_f16 ...) and compare with what llvm-mc 22 prints, encodes or reports for the
same line. Disassembly: every dpp_ctrl code and every select value.
"""

from __future__ import annotations

import itertools
import re
import subprocess
import tempfile

import pytest

from differential import run_llvm
from gcnls import dpp, isa, opsel, sdwa
from gcnls.diagnostics import AsmError
from gcnls.encoding import unpack
from gcnls.lexer import Kind, tokenize
from gcnls.operands import NamedOp
from gcnls.registers import register_file
from gcnls.syntax import OperandParser

_ENC = re.compile(r"^\s*(?P<text>.*?)\s*; encoding: \[(?P<bytes>[^\]]*)\]")


def _llvm(lines: list[str], cpu: str) -> list[tuple[str, bytes] | tuple[str, int]]:
    """(printed text, bytes) or (message, column) per line."""
    out = []
    for res in run_llvm(lines, cpu):
        if res.errors:
            out.append(res.errors[0])
            continue
        m = next(_ENC.match(x) for x in res.out if _ENC.match(x))
        out.append((m["text"], bytes(int(c, 16) for c in m["bytes"].split(","))))
    return out


def _layout(key: str, table: str | None = None):
    """A second-dword layout ([encoding.dpp] / [encoding.sdwa]) or an encoding's layout."""
    raw = isa._load(key)["encoding"]
    lay = (raw[table] if table else raw)["layout"]["gfx9"]
    if "same_as" in lay:
        lay = (raw[table] if table else raw)["layout"][lay["same_as"]]
    return isa._parse_layout(key, lay)


def _cursor(line: str, start: int) -> OperandParser:
    toks = tokenize(line)
    i = next(k for k, t in enumerate(toks) if t.start == start)
    return OperandParser(toks, i, register_file("gfx9", frozenset()), frozenset(), frozenset())


# --- DPP ------------------------------------------------------------------------------

DPP_PREFIX = "v_mov_b32_dpp v1, v2 "


def _dpp_ours(tail: str):
    """Parse ``tail`` (a control, then optionally row_mask, bank_mask, bound_ctrl in
    order): (text, fields) or (message, column)."""
    line = DPP_PREFIX + tail
    p = _cursor(line, len(DPP_PREFIX))
    written = dpp.defaults()
    bound = False
    try:
        ctrl = dpp.parse(p)
        while p.tokens[p.pos].kind is not Kind.EOL:
            word = p.tokens[p.pos].text
            head = p.tokens[p.pos]
            p.pos += 2
            value, vstart, vend = p.absolute()
            op = NamedOp(word, value, head.start, vend, vstart, vend)
            error = dpp.check_modifier(op)
            if error is not None:
                raise error
            if word == dpp.BOUND_CTRL:
                bound = True
            else:
                written[word] = value
    except AsmError as e:
        return e.diagnostic.message, e.diagnostic.start + 1
    text = " ".join(dpp.modifier_texts(dpp.control_text(ctrl.value), written["row_mask"], written["bank_mask"],
                                       bound))
    fields = {dpp.CTRL: ctrl.value, "row_mask": dpp.field_value("row_mask", written["row_mask"]),
              "bank_mask": dpp.field_value("bank_mask", written["bank_mask"]), "bound_ctrl": int(bound)}
    return text, fields


def _dpp_tails() -> list[str]:
    tails = []
    for c in dpp.controls():
        if c.lanes:
            for lanes in [(0, 1, 2, 3), (3, 2, 1, 0), (0, 0, 0, 0), (3, 3, 3, 3), (1, 0, 3, 2), (4, 0, 0, 0),
                          (0, 0, 0, -1), (0, 0, 4, 0)]:
                tails.append(f"{c.name}:[{','.join(map(str, lanes))}]")
            tails += [f"{c.name}:[0,1,2]", f"{c.name}:[0,1,2,3,0]", f"{c.name}:0", f"{c.name}",
                      f"{c.name}:[]", f"{c.name}:[x,1,2,3]", f"{c.name}:[1+1, 0x3 ,2,(1)]", f"{c.name}:[0,1 2,3]"]
        elif c.lo is not None:
            tails += [f"{c.name}:{n}" for n in range(c.lo - 1, c.hi + 2)]
            tails += [f"{c.name}:0x{c.lo:x}", f"{c.name}:1.0", f"{c.name}", f"{c.name}:", f"{c.name}:-1"]
        elif c.value is not None:
            tails += [f"{c.name}:{c.value}", f"{c.name}:{c.value + 1}", f"{c.name}:0", f"{c.name}"]
        else:
            tails.append(c.name)
    for masks in ["row_mask:0x1", "bank_mask:0x2", "row_mask:0x3 bank_mask:0x4", "row_mask:0 bank_mask:0",
                  "row_mask:16", "bank_mask:-1", "row_mask:0x1f bank_mask:0x100", "bound_ctrl:0", "bound_ctrl:1",
                  "bound_ctrl:2", "bound_ctrl:-1", "row_mask:0x5 bank_mask:0xa bound_ctrl:0", "row_mask:1+2"]:
        tails.append("row_shl:1 " + masks)
        tails.append("quad_perm:[1,2,3,0] " + masks)
    return tails


@pytest.mark.parametrize("cpu", ["tonga", "gfx900"])
def test_dpp_controls_match_llvm_mc(llvm_mc, cpu):
    tails = _dpp_tails()
    theirs = _llvm([DPP_PREFIX + t for t in tails], cpu)
    layout = _layout("vop2", "dpp")
    bad = []
    for tail, want in zip(tails, theirs):
        got = _dpp_ours(tail)
        if isinstance(want[1], int):  # llvm-mc's error
            if got != want:
                bad.append((tail, got, want))
            continue
        text, data = want
        word = int.from_bytes(data, "little")
        fields = {f: unpack(layout, word, f) for f in ("dpp_ctrl", "row_mask", "bank_mask", "bound_ctrl")}
        if isinstance(got[1], int) or text != DPP_PREFIX + got[0] or fields != got[1]:
            bad.append((tail, got, want))
    assert not bad, bad[:10]
    assert len(tails) > 100


def test_dpp_decoding_matches_llvm_mc(llvm_mc):
    """Every dpp_ctrl code as llvm-mc 22's disassembler prints it."""
    words = []
    for code in range(1 << 9):
        second = 2 | code << 8 | 0x5 << 24 | 0xA << 28 | (code & 1) << 19
        words.append(bytes.fromhex("fa02027e") + second.to_bytes(4, "little"))
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
        f.write("\n".join(",".join(f"0x{b:02x}" for b in w) for w in words) + "\n")
        f.flush()
        proc = subprocess.run([llvm_mc, "-arch=amdgcn", "-mcpu=gfx900", "--disassemble", f.name],
                              capture_output=True, text=True, timeout=120)
    got = [ln.strip() for ln in proc.stdout.splitlines() if "v_mov_b32_dpp" in ln]
    assert len(got) == len(words)
    layout = _layout("vop2", "dpp")
    for w, text in zip(words, got):
        value = int.from_bytes(w, "little")
        fields = {f: unpack(layout, value, f) for f in ("dpp_ctrl", "row_mask", "bank_mask", "bound_ctrl")}
        assert "v_mov_b32_dpp v1, v2 " + " ".join(dpp.decode(fields)) == text


def test_dpp_completion_and_description():
    first = dpp.completions()
    labels = [c.label for c in first]
    assert "quad_perm:[0-3,0-3,0-3,0-3]" in labels and "row_mirror" in labels and "row_bcast:31" in labels
    assert all(c.detail for c in first)
    after_ctrl = [c.label for c in dpp.completions(frozenset({dpp.CTRL}))]
    assert after_ctrl == ["row_mask:", "bank_mask:", "bound_ctrl:"]
    assert [c.label for c in dpp.completions(frozenset({dpp.CTRL, "bank_mask"}))] == ["bound_ctrl:"]
    assert "row" in dpp.describe_code(0x101) and dpp.describe_code(0x100).endswith("no control on GCN")


# --- SDWA -----------------------------------------------------------------------------

SDWA_PREFIX = "v_add_f32_sdwa v1, v2, v3 "


def _sdwa_ours(tail: str):
    line = SDWA_PREFIX + tail
    p = _cursor(line, len(SDWA_PREFIX))
    written = {}
    try:
        while p.tokens[p.pos].kind is not Kind.EOL:
            op = sdwa.parse(p)
            written[op.name] = op.value
    except AsmError as e:
        return e.diagnostic.message, e.diagnostic.start + 1
    return " ".join(sdwa.texts(sdwa.selects(), written)), {n: written.get(n, sdwa.default(n)) for n in sdwa.selects()}


def _sdwa_tails() -> list[str]:
    tails = []
    for name in sdwa.selects():
        for value in sdwa.values(name):
            tails.append(f"{name}:{value}")
        for n in range(-1, 9):
            tails.append(f"{name}:{n}")
        tails += [f"{name}:{next(iter(sdwa.values(name))).lower()}", f"{name}:x", f"{name}:1+1", f"{name}:(1)",
                  f"{name}:1.0", f'{name}:"DWORD"', f"{name}:", f"{name} : WORD_1", f"{name}:BYTE0", f"{name}:PAD"]
    tails.append("dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:WORD_0")
    tails.append("dst_sel:BYTE_2 src1_sel:WORD_1")
    return tails


@pytest.mark.parametrize("cpu", ["tonga", "gfx900"])
def test_sdwa_selects_match_llvm_mc(llvm_mc, cpu):
    tails = _sdwa_tails()
    theirs = _llvm([SDWA_PREFIX + t for t in tails], cpu)
    layout = _layout("vop2", "sdwa")
    bad = []
    for tail, want in zip(tails, theirs):
        got = _sdwa_ours(tail)
        if isinstance(want[1], int):
            if got != want:
                bad.append((tail, got, want))
            continue
        text, data = want
        word = int.from_bytes(data, "little")
        fields = {f: unpack(layout, word, f) for f in sdwa.selects()}
        if isinstance(got[1], int) or text != SDWA_PREFIX + got[0] or fields != got[1]:
            bad.append((tail, got, want))
    assert not bad, bad[:10]


def test_sdwa_decoding_and_sources():
    for name in sdwa.selects():
        for value, code in sdwa.values(name).items():
            assert sdwa.decode_text(name, code) == f"{name}:{value}"
    assert sdwa.decode_text("dst_sel", 7) is None
    assert sdwa.decode_text("dst_unused", 3) == "dst_unused:UNUSED_PAD"  # llvm-mc 22's printer
    assert sdwa.source_fields(0x102) == (2, 0) and sdwa.source_fields(0x81) == (0x81, 1)
    for code in (0x0, 0x6A, 0x81, 0xC1, 0xF2, 0x100, 0x1FF):
        assert sdwa.source_code(*sdwa.source_fields(code)) == code


def test_sdwa_completion_follows_the_order():
    vop2 = sdwa.selects()
    assert [c.label for c in sdwa.completions(vop2)] == [f"{n}:" for n in vop2]
    assert [c.label for c in sdwa.completions(vop2, frozenset({"dst_unused"}))] == ["src0_sel:", "src1_sel:"]
    assert [c.label for c in sdwa.completions(("src0_sel", "src1_sel"))] == ["src0_sel:", "src1_sel:"]
    assert "WORD_1" in [c.label for c in sdwa.value_completions("src0_sel")]
    assert all(c.detail for c in sdwa.value_completions("dst_unused"))


# --- VOP3P arrays ---------------------------------------------------------------------

# (instruction and operands, number of sources, mix)
PACKED = [("v_pk_add_f16 v1, v2, v3", 2, False), ("v_pk_fma_f16 v1, v2, v3, v4", 3, False),
          ("v_mad_mix_f32 v1, v2, v3, v4", 3, True)]


def _opsel_ours(prefix: str, sources: int, mix: bool, tail: str):
    line = prefix + " " + tail
    p = _cursor(line, len(prefix) + 1)
    written = {}
    try:
        while p.tokens[p.pos].kind is not Kind.EOL:
            op = opsel.parse(p)
            written[op.name] = op.value
    except AsmError as e:
        return e.diagnostic.message, e.diagnostic.start + 1
    layout = _layout("vop3p")
    fields, texts = {}, []
    for name in opsel.names():
        array = opsel.bits(name, written.get(name), sources, mix)
        fields.update(opsel.fields(name, array, layout))
        assert opsel.from_fields(name, opsel.fields(name, array, layout), layout) == array
        text = opsel.text(name, array, sources, mix)
        if text:
            texts.append(text)
    return " ".join([prefix, *texts]), fields


def _opsel_tails(sources: int) -> list[str]:
    tails = []
    for name in opsel.names():
        for n in range(1, 5):
            for elems in itertools.product((0, 1), repeat=n):
                tails.append(f"{name}:[{','.join(map(str, elems))}]")
        tails += [f"{name}:[2,0]", f"{name}:[0,-1]", f"{name}:[1,1,1,1,1]", f"{name}:[]", f"{name}:1",
                  f"{name}:[1,0", f"{name}:[1 0]", f"{name}:[x]", f"{name}:[1.0]", f"{name}:[ 1 , 0 ]", f"{name}:"]
    tails.append("op_sel:[1,0,1] op_sel_hi:[0,1,0] neg_lo:[1,1,0] neg_hi:[0,0,1]")
    return tails


@pytest.mark.parametrize("prefix,sources,mix", PACKED)
def test_opsel_arrays_match_llvm_mc(llvm_mc, prefix, sources, mix):
    mnemonic = prefix.split()[0]
    tails = [t for t in _opsel_tails(sources) if not (mix and "neg_" in t)]
    theirs = _llvm([prefix + " " + t for t in tails], "gfx900")
    layout = _layout("vop3p")
    bad = []
    for tail, want in zip(tails, theirs):
        got = _opsel_ours(prefix, sources, mix, tail)
        if isinstance(want[1], int):
            if got != want:
                bad.append((tail, got, want))
            continue
        text, data = want
        word = int.from_bytes(data, "little")
        fields = {f: unpack(layout, word, f) for f in got[1]} if not isinstance(got[1], int) else None
        if text != got[0] or fields != got[1]:
            bad.append((tail, got, want))
    assert not bad, (mnemonic, bad[:10])


def test_opsel_completion():
    items = opsel.completions(("op_sel", "op_sel_hi"), 3)
    assert [c.label for c in items] == ["op_sel:", "op_sel_hi:"]
    assert items[0].insert == "op_sel:[${1:0},${2:0},${3:0}]"
    assert [c.label for c in opsel.completions(opsel.names(), 2, frozenset({"neg_lo"}))] == ["neg_hi:"]


# --- the editor: hover and completion of the controls an instruction takes -------------


def test_hover_describes_the_controls():
    from gcnls import analysis
    from gcnls.server import hover

    gfx900 = isa.load().processor("gfx900")
    table = hover.field_table(analysis.analyze_line("v_add_f32 v1, v2, v3 row_shr:3 bank_mask:0x5", gfx900).encoded,
                              "gfx9")
    assert "`row_shr:3` (dpp_ctrl = 0x113)" in table and "bank_mask" in table
    table = hover.field_table(analysis.analyze_line("v_add_u32_sdwa v1, v2, v3 src0_sel:BYTE_2", gfx900).encoded,
                              "gfx9")
    assert "`src0_sel:BYTE_2`" in table and "bits 23:16" in table
    table = hover.field_table(analysis.analyze_line("v_pk_add_f16 v1, v2, v3 op_sel:[1,0]", gfx900).encoded, "gfx9")
    assert "`op_sel`" in table


def test_completion_offers_the_controls_in_order():
    from gcnls.server.completion import complete

    gfx900, tonga = isa.load().processor("gfx900"), isa.load().processor("tonga")

    def labels(line, proc=gfx900):
        return [i.label for i in complete(line, proc, []).items]

    dpp_first = labels("v_add_f32_dpp v1, v2, v3 ")
    assert "row_shl:1-15" in dpp_first and "row_mask:" not in dpp_first
    assert labels("v_add_f32_dpp v1, v2, v3 row_shl:1 ") == ["row_mask:", "bank_mask:", "bound_ctrl:"]
    assert labels("v_add_f32_dpp v1, v2, v3 row_shl:1 row_mask:0x1 ") == ["bank_mask:", "bound_ctrl:"]
    bare = labels("v_add_f32 v1, v2, v3 ")
    assert {"clamp", "mul:2", "quad_perm:[0-3,0-3,0-3,0-3]", "dst_sel:", "src1_sel:"} <= set(bare)
    assert "dst_sel:" not in labels("v_add_f32 v1, v2, v3 ", isa.load().processor("tahiti"))
    assert labels("v_mov_b32_sdwa v1, v2 ")[:3] == ["dst_sel:", "dst_unused:", "src0_sel:"]
    assert "src1_sel:" not in labels("v_mov_b32_sdwa v1, v2 ")
    assert "mul:2" not in labels("v_add_f32_sdwa v1, v2, v3 ", tonga)  # (omod: gfx9's SDWA only)
    assert labels("v_pk_fma_f16 v1, v2, v3, v4 op_sel:[1,0,0] ")[:3] == ["op_sel_hi:", "neg_lo:", "neg_hi:"]
