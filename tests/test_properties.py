"""Property tests (Hypothesis) for the core and the server's protocol layer:

- the lexer never raises and its tokens tile the line with exact columns;
- analysing any line never raises and never reports a gcnls internal error;
- where the compiled fast path answers, the full assembler gives the same text and bytes;
- the spelling index gives exactly what a scan of every mnemonic gives;
- the frame reader returns exactly the frames of a well-formed stream, and on any bytes
  terminates without raising; message validation never raises.
(Incremental edits equal a full re-analysis: tests/server/test_units.py and test_fuzz.py.)
"""

from __future__ import annotations

import io
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gcnls import analysis, suggest
from gcnls.fastpath import FastAssembler
from gcnls.lexer import Kind, tokenize
from gcnls.server.transport import EOF, Frame, FrameError, FrameReader, decode

GFX900 = analysis.resolve_processor("gfx900")
GFX600 = analysis.resolve_processor("gfx600")

WORDS = ["s_movk_i32", "s_load_dword", "s_load_dwordx2", "ds_read_b32", "ds_write2_b32", "s_getreg_b32",
         "s_cmpk_eq_i32", "s_buffer_load_dwordx4", "ds_swizzle_b32", "s_mov_b32", "s_add_u32", "s_nop",
         "s0", "s1", "s[2:3]", "s[4:7]", "v1", "v[2:3]", "vcc", "exec", "m0", "ttmp1", "off", "glc", "gds",
         "offset:", "offset0:", "offset1:", "hwreg", "HW_REG_MODE", "swizzle", "SWAP", "0x10", "-1", "65536",
         "0x10000000000000000", "1.5", "lab", ".set", ".long", ".text", "=", ",", "(", ")", "[", "]", ":", "+",
         "-", "~", "!", "<<", "*", "/", "%", "'a'", '"s"', " ", "\t", "é", "\x00", "$", "@", "#"]
soup = st.lists(st.sampled_from(WORDS), max_size=14).map(" ".join)
line_text = st.one_of(soup, st.text(max_size=40))


@settings(max_examples=500, deadline=None)
@given(line_text)
def test_tokens_tile_the_line(line):
    tokens = tokenize(line)
    assert tokens[-1].kind is Kind.EOL and tokens[-1].start == len(line)
    pos = 0
    for t in tokens[:-1]:
        assert t.start >= pos and t.end > t.start
        assert line[t.start:t.end] == t.text
        assert not line[pos:t.start].strip(" \t\r\f\v\x00")  # only blanks between tokens
        pos = t.end


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(line_text, st.sampled_from([GFX900, GFX600]))
def test_analysis_never_fails(line, proc):
    r = analysis.analyze_line(line, proc)
    assert not [d for d in r.diagnostics if d.code == "internal-error"], r.diagnostics
    assert r.encoded is None or not r.has_error


_PLAIN = st.one_of(
    st.builds(lambda s, v: f"s_movk_i32 s{s}, {v}", st.integers(0, 110), st.one_of(
        st.integers(-40000, 70000).map(str), st.integers(0, 0x1ffff).map(hex))),
    st.builds(lambda d, a, o: f"ds_read_b32 v{d}, v{a} offset:{o}", st.integers(0, 260), st.integers(0, 260),
              st.integers(0, 70000)),
    st.builds(lambda d, b, o: f"s_load_dword s{d}, s[{b}:{b + 1}], {o}", st.integers(0, 105),
              st.integers(0, 104), st.one_of(st.integers(0, 0x1ffff).map(hex), st.integers(-5, 300).map(str))),
    st.builds(lambda a, b, o, p: f"ds_write2_b32 v{a}, v{b}, v{b} offset0:{o} offset1:{p}", st.integers(0, 256),
              st.integers(0, 256), st.integers(0, 300), st.integers(0, 300)),
    st.builds(lambda s, v: f"s_cmpk_eq_i32 s{s}, {v}", st.integers(0, 103), st.integers(-5, 70000)),
)
_FAST = {}


@settings(max_examples=400, deadline=None)
@given(_PLAIN, st.sampled_from([GFX900, GFX600]))
def test_fast_path_verdict_equals_full_path(line, proc):
    fast = _FAST.get(proc.name) or _FAST.setdefault(proc.name, FastAssembler(proc))
    hit = fast(line)
    if hit is None:
        return  # the fast path declines: the full path answers alone
    r = analysis.analyze_line(line, proc)
    assert r.encoded is not None and not r.has_error, r.diagnostics
    assert (r.encoded.text, bytes(r.encoded.data)) == hit


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(alphabet="abcdefgilmnorstuvxz_0123456789", max_size=24),
                 st.sampled_from(sorted(suggest._candidates("gfx9"))).flatmap(
                     lambda m: st.tuples(st.integers(0, len(m)), st.integers(0, 3), st.text("ab_1", max_size=2)).map(
                         lambda t: m[:t[0]] + t[2] + m[t[0] + t[1]:]))))
def test_spelling_index_equals_a_scan(name):
    want = [m for m in suggest._candidates("gfx9") if suggest.edit_distance(name, m) <= suggest.MAX_DISTANCE]
    suggest._queries["gfx9"] = suggest.SCAN_QUERIES + 1  # the index, whatever came before
    suggest._nearest.cache_clear()
    assert suggest.nearest(name, "gfx9") == want


def _read_all(data: bytes) -> list:
    reader = FrameReader(io.BytesIO(data), max_message=1 << 16)
    out = []
    for _ in range(len(data) + 10):
        item = reader.read()
        if item is EOF:
            return out
        out.append(item)
    raise AssertionError("the reader did not reach the end")


bodies = st.lists(st.binary(max_size=60), max_size=8)


@settings(max_examples=300, deadline=None)
@given(bodies, st.booleans())
def test_frames_of_a_well_formed_stream(items, lf_only):
    sep = b"\n" if lf_only else b"\r\n"
    data = b"".join(b"Content-Length: %d" % len(b) + sep + b"Content-Type: x" + sep + sep + b for b in items)
    assert _read_all(data) == [Frame(b) for b in items]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.one_of(st.binary(max_size=30), st.sampled_from(
    [b"Content-Length: ", b"\r\n", b"\r\n\r\n", b"12", b"99999999999", b"abc", b"{}", b"Content-Type: a\r\n"])),
    max_size=20), bodies)
def test_any_bytes_terminate_and_resync(garbage, items):
    prefix = b"".join(garbage)
    tail = b"".join(b"Content-Length: %d\r\n\r\n" % len(b) + b for b in items)
    got = _read_all(prefix + b"\r\n\r\n" + tail)
    assert all(isinstance(x, (Frame, FrameError)) for x in got)
    frames = [x.body for x in got if isinstance(x, Frame)]
    # the well-formed tail is read in full unless a frame declared in the garbage swallowed part of it
    if not any(x.isdigit() or x.startswith(b"Content-Length") for x in garbage):
        assert frames[-len(items):] == items if items else True


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.binary(max_size=80), st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(
        st.sampled_from(["jsonrpc", "id", "method", "params", "result", "error"]), inner, max_size=5)),
    max_leaves=12).map(lambda v: json.dumps(v).encode())))
def test_decode_never_raises(body):
    msg, errors = decode(body)
    assert (msg is None) == bool(errors)  # a message to handle, or errors to send
    for e in errors:
        assert e["jsonrpc"] == "2.0" and "id" in e and e["error"]["code"] in (-32700, -32600)
    if msg is not None:
        assert msg.get("jsonrpc") == "2.0" and ("method" in msg or "id" in msg)
