"""Differential fuzz against the live llvm-mc 22: random token soups (mnemonics of the
families gcnls models, registers, numbers, modifiers, punctuation, in random order),
a deterministic sample per run (GCNLS_SOUP_LINES, default 400; GCNLS_SOUP_SEED to vary
it; GCNLS_FULL_SWEEP=1 for 10x). gcnls never fails internally; the verdict, the output
text and bytes, the first message and its column agree on every line, except the message
differences tests/data/known_differences.toml names (test "token-soup"; most are which of
two errors in a garbled line is reported first)."""

from __future__ import annotations

import os
import random

import pytest

import differential
from differential import run_gcnls

pytestmark = pytest.mark.usefixtures("llvm_mc")  # its absence fails, never skips (tests/conftest.py)

DEFAULT_SAMPLE = not (os.environ.get("GCNLS_SOUP_SEED") or os.environ.get("GCNLS_SOUP_LINES"))
SEED = int(os.environ.get("GCNLS_SOUP_SEED", "14"))
LINES = int(os.environ.get("GCNLS_SOUP_LINES", "400")) * (10 if differential.full_sweep() else 1)
MNEMONICS = ["s_movk_i32", "s_cmpk_lg_u32", "s_addk_i32", "s_getreg_b32", "s_setreg_b32", "s_load_dword",
             "s_load_dwordx4", "s_buffer_load_dwordx2", "s_store_dword", "s_memtime", "s_dcache_inv",
             "ds_read_b32", "ds_write_b64", "ds_add_u32", "ds_write2_b32", "ds_read2st64_b64", "ds_swizzle_b32",
             "ds_append", "ds_gws_init", "s_mov_b32", "s_add_u32", "s_cmp_eq_u32", "s_and_b64", "s_not_b32",
             "s_nop", "s_endpgm", "s_waitcnt", "s_sendmsg", "s_branch"]
OPERANDS = ["s0", "s1", "s5", "s[2:3]", "s[4:7]", "s[3:4]", "s[8:15]", "s102", "s104", "v0", "v1", "v[2:3]", "v255",
            "vcc", "vcc_lo", "exec", "exec_hi", "m0", "ttmp1", "ttmp[0:1]", "scc", "0", "1", "-1", "0x10", "0xffff",
            "65536", "0x1ffff", "-32768", "1.0", "-0.5", "lab", "hwreg(HW_REG_MODE)", "hwreg(HW_REG_MODE, 0, 4)",
            "hwreg(1, 2, 3)", "offset:4", "offset:65536", "offset0:1", "offset1:255", "gds", "glc", "nv",
            "swizzle(SWAP,1)", "vmcnt(0)", "lgkmcnt(1)", "sendmsg(MSG_INTERRUPT)", "1+2", "(3)", "~0"]
PUNCT = [",", ",", ",", " ", "(", ")", "[", "]", ":", "+", "-"]


def soup(rnd: random.Random) -> str:
    parts = [rnd.choice(MNEMONICS)]
    for _ in range(rnd.randrange(0, 6)):
        r = rnd.random()
        parts.append(rnd.choice(OPERANDS) if r < 0.7 else rnd.choice(PUNCT))
        if r < 0.6 and rnd.random() < 0.7:
            parts.append(",")
    text = " ".join(parts)
    return text.replace(" ,", ",") if rnd.random() < 0.8 else text


def test_token_soups_against_llvm_mc():
    comparisons = {}
    for cpu in ("gfx900", "tahiti"):  # one test: the allow-list's entries are met by either
        rnd = random.Random(f"{SEED}-{cpu}")
        lines = list(dict.fromkeys(soup(rnd) for _ in range(LINES)))
        for line, a in zip(lines, run_gcnls(lines, cpu)):
            assert not any("internal error" in m for m, _ in a.errors), (line, a.errors)
        cmp = comparisons[cpu] = differential.compare(lines, cpu)
        assert cmp.total >= LINES // 2, cmp.summary()  # (few duplicates: the soup is varied)
    problems = differential.disagreements("token-soup", comparisons, stale=DEFAULT_SAMPLE)
    assert not problems, problems
