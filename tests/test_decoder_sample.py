"""A small, fast decoder check against the live llvm-mc 22: the per-mutant test selection of
``scripts/mutation.sh decoder`` (the complete sweeps in test_disassembler.py take a minute;
these few seconds).

gfx8/gfx9: a fixed sample of the generated lines of every modelled encoding (the first
lines of each instruction), assembled by llvm-mc, disassembled by both; and seeded random
words of every modelled encoding: same verdict, text and bytes. GCN 1.0/1.1 (llvm-mc cannot
disassemble them): the same sample decoded by gcnls and assembled back by llvm-mc to the
same bytes.
"""

from __future__ import annotations

import random
import zlib

import pytest

import differential
import test_disassembler as dis
from gcnls.decoder import decode, family
from gcnls.disassembler import disassemble_text
from gcnls.encoding import pack

DATA = dis.DATA
PER_INSTRUCTION = 2  # generated lines per instruction in the sample
# Lines the generated ones have few of: one literal dword that both sources read; an
# inline float in an integer 16-bit source (llvm-mc shows its half's bits and re-encodes
# them as a literal; GCN 1.2+ only).
EXTRA_LINES = ["s_add_u32 s0, 0x12345678, 0x12345678", "s_cmp_eq_u32 0x12345678, 0x12345678",
               "s_and_b32 s0, 0x1234, 0x1234", "v_add_u16 v1, 1.0, v2", "v_add_u16_e64 v1, 1.0, v2",
               "v_mad_u16 v1, 1.0, v2, v3"]


def _sample(llvm_mc: str, cpu: str) -> tuple[list[str], list[bytes]]:
    """The first PER_INSTRUCTION generated lines of each instruction llvm-mc accepts, and
    llvm-mc's bytes for them."""
    proc = DATA.processor(cpu)
    taken: dict[str, int] = {}
    lines = []
    for name, line in dis._lines(proc.generation, proc.features):
        if taken.get(name, 0) < PER_INSTRUCTION:
            taken[name] = taken.get(name, 0) + 1
            lines.append(line)
    lines += EXTRA_LINES
    encoded = dis._assemble(llvm_mc, cpu, lines)
    order = sorted(encoded)
    return [lines[i] for i in order], [encoded[i] for i in order]


# The encodings whose random words gcnls and llvm-mc 22 judge alike today. (Not yet in
# the others, 2026-11-23: llvm-mc prints some words gcnls calls invalid, with
# "/*Invalid immediate*/", and the reverse in SOPP, VINTRP and VOP3;
# benchmarks/mutation.md lists examples.)
RANDOM_KEYS = ("ds", "exp", "flat", "mimg", "mtbuf", "mubuf", "smem", "sopk")
# GCN 1.0/1.1 (decoded by gcnls, assembled back by llvm-mc).
GCN1_RANDOM_KEYS = ("ds", "exp", "flat", "mimg", "mtbuf", "mubuf", "smrd", "sopk")


def _random_words(gen: str, seed: int, keys: tuple[str, ...] = RANDOM_KEYS, per_encoding: int = 40) -> list[bytes]:
    """Words with an encoding's fixed bits and one of its opcodes, the other bits random
    (often sparse: those decode more often), of the encoding's size."""
    rng = random.Random(seed)
    words = []
    for key in keys:
        enc = DATA.encodings[key]
        if gen not in enc.layouts:
            continue
        layout = enc.layouts[gen]
        opcodes = sorted({i.opcodes[gen] for i in dis._instructions(gen) if i.encoding is enc})
        for _ in range(per_encoding):
            word = rng.getrandbits(64)
            if rng.random() < 0.5:
                word &= rng.getrandbits(64) & rng.getrandbits(64)
            values = dict(layout.fixed)
            values["op"] = rng.choice(opcodes)
            for name in values:
                lo, hi = layout.fields[name]
                word &= ~(((1 << (hi - lo + 1)) - 1) << lo)
            word |= pack(layout, values)
            word = dis.avoid_llvm_mc_crash(key, layout, word)
            words.append(word.to_bytes(8, "little")[:enc.size])
    return words


@pytest.mark.parametrize("cpu", ["tonga", "gfx900"])
def test_sample_disassembles_like_llvm_mc(llvm_mc, cpu):
    proc = DATA.processor(cpu)
    lines, blobs = _sample(llvm_mc, cpu)
    assert len(blobs) > 1000
    mismatches = dis._compare_disassembly(llvm_mc, cpu, blobs)
    assert not mismatches, "\n".join(map(str, mismatches[:20]))
    for line, blob in zip(lines, blobs):
        d = decode(blob, 0, proc)
        assert d is not None and d.size == len(blob), line
        assert d.data == blob or d.instruction.form, line
        assert family(blob, 0, proc) is d.instruction.encoding, line
        # the raw field values are the word's (they pack back to it, with its literal)
        assert pack(d.instruction.encoding.layouts[proc.generation], d.fields) == int.from_bytes(blob, "little"), line
        # too few bytes: no instruction (and no encoding for less than a dword)
        assert decode(blob[:-1], 0, proc) is None and family(blob[:3], 0, proc) is None, line


@pytest.mark.parametrize("cpu", ["tonga", "gfx900"])
def test_sdwa_and_dpp_words_decode(llvm_mc, cpu):
    """SDWA and DPP words (a VOP1/VOP2/VOPC word whose SRC0 names the form) decode to the
    form's instruction, never to llvm-mc's "invalid instruction encoding"."""
    proc = DATA.processor(cpu)
    lines = ["v_add_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD",
             "v_mov_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
             "v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD",
             "v_nop_sdwa", "v_nop_dpp quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"]  # (no operands)
    encoded = dis._assemble(llvm_mc, cpu, lines)
    assert len(encoded) == len(lines)
    printed = [r.out[0].split(";")[0].strip() for r in differential.run_llvm(lines, cpu)]
    for i, blob in encoded.items():
        d = decode(blob, 0, proc)
        assert d is not None, lines[i]  # (the whole form, as llvm-mc prints it)
        assert (d.size, d.text) == (len(blob), printed[i]), lines[i]
        out, err, failed = disassemble_text("t", dis._blocks([blob]), proc, True)
        assert not err and not failed and out, (lines[i], err)


@pytest.mark.parametrize("cpu", ["tonga", "gfx900"])
def test_random_words_of_every_encoding_like_llvm_mc(llvm_mc, cpu):
    words = _random_words(DATA.processor(cpu).generation, seed=zlib.crc32(f"sample/{cpu}".encode()))
    mismatches = dis._compare_disassembly(llvm_mc, cpu, words)
    assert not mismatches, "\n".join(map(str, mismatches[:20]))


@pytest.mark.parametrize("cpu", ["tahiti", "bonaire"])
def test_gcn1_sample_round_trips_through_llvm_mc(llvm_mc, cpu):
    proc = DATA.processor(cpu)
    lines, blobs = _sample(llvm_mc, cpu)
    assert len(blobs) > 700
    words = _random_words(proc.generation, seed=zlib.crc32(f"sample/{cpu}".encode()), keys=GCN1_RANDOM_KEYS)
    decoded = [d for d in (decode(w, 0, proc) for w in words) if d is not None]
    assert len(decoded) > 50
    printed = [r.out[0].split()[0] for r in differential.run_llvm(lines, cpu)]  # (all accepted)
    texts = []
    for line, blob, mnemonic in zip(lines, blobs, printed):
        d = decode(blob, 0, proc)
        assert d is not None and d.size == len(blob) and d.data == blob, line
        texts.append(d.text)
        if d.instruction.form:
            # A vector form's mnemonic as llvm-mc prints it; but an e64 form without
            # operands keeps its suffix (llvm-mc's bare name would assemble the e32 word).
            want = mnemonic + "_e64" if not d.instruction.operands and d.instruction.form == "e64" else mnemonic
            assert d.text.split()[0] == want, (line, d.text)
    again = dis._assemble(llvm_mc, cpu, texts + [d.text for d in decoded])
    want = blobs + [d.data for d in decoded]
    bad = [(text, blob.hex(), again.get(k, b"").hex())
           for k, (text, blob) in enumerate(zip(texts + [d.text for d in decoded], want)) if again.get(k) != blob]
    assert not bad, "\n".join(map(str, bad[:20]))
