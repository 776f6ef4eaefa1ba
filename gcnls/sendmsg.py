"""The operand of s_sendmsg / s_sendmsghalt: ``sendmsg(MSG[, OP[, STREAM]])`` or a 16-bit value.

Names, their generations and llvm-mc 22's messages are in ``isa/sendmsg.toml``. A symbolic
message is checked strictly (the operation and stream must suit it); a numeric one only has to
fit its field. ``parse`` works on a syntax.OperandParser-like cursor ``p`` (``tok``,
``tokens``, ``pos``, ``absolute``) and never imports the assembler.
"""

from __future__ import annotations

from functools import cache

from .diagnostics import AsmError
from .lexer import Kind
from .waitcnt import absolute

_K_IDENT, _K_PUNCT = Kind.IDENT, Kind.PUNCT

SYSMSG = 15


@cache
def _data() -> dict:
    from . import isa

    return isa._load("sendmsg")


def _field(name: str) -> tuple[int, int]:
    lo, hi = _data()["fields"][name]
    return lo, hi


def _error(key: str, start: int, end: int) -> AsmError:
    return AsmError("sendmsg", _data()["errors"][key], start, end)


@cache
def messages(generation: str) -> dict[str, dict]:
    """Message name -> its table entry, for the names ``generation`` has."""
    return {n: e for n, e in _data()["messages"].items() if generation in e["generations"]}


def _ops_table(msg_id: int) -> dict[str, dict]:
    return _data()["sysmsg_ops" if msg_id == SYSMSG else "gs_ops"]


def _entry(msg_id: int, generation: str) -> tuple[str, dict] | None:
    for name, entry in messages(generation).items():
        if entry["id"] == msg_id:
            return name, entry
    return None


def _op_valid(entry: dict, op: int, generation: str) -> bool:
    """Does the (named) message take operation ``op`` on ``generation``?"""
    kind = entry.get("ops")
    if kind is None:
        return op == 0
    for spec in _ops_table(entry["id"]).values():
        if spec["id"] == op:
            return kind in spec.get("valid", [kind]) and generation in spec.get("generations", [generation])
    return False


def _op_has_stream(entry: dict, op: int) -> bool:
    if not entry.get("streams"):
        return False
    return any(s["id"] == op and s.get("stream") for s in _data()["gs_ops"].values())


def encode(msg_id: int, op: int, stream: int) -> int:
    return (msg_id << _field("id")[0]) | (op << _field("op")[0]) | (stream << _field("stream")[0])


def decode(value: int) -> tuple[int, int, int]:
    out = []
    for name in ("id", "op", "stream"):
        lo, hi = _field(name)
        out.append((value >> lo) & ((1 << (hi - lo + 1)) - 1))
    return out[0], out[1], out[2]


def text(value: int, generation: str) -> str:
    """llvm-mc's spelling of the 16-bit field."""
    msg_id, op, stream = decode(value)
    named = _entry(msg_id, generation)
    if named is not None:
        name, entry = named
        if _op_valid(entry, op, generation) and (stream == 0 or _op_has_stream(entry, op)):
            if entry.get("ops") is None:
                return f"sendmsg({name})"
            op_name = next(n for n, s in _ops_table(msg_id).items() if s["id"] == op)
            if _op_has_stream(entry, op):
                return f"sendmsg({name}, {op_name}, {stream})"
            return f"sendmsg({name}, {op_name})"
    if encode(msg_id, op, stream) == value:
        return f"sendmsg({msg_id}, {op}, {stream})"
    return str(value)


def parse(p, generation: str) -> tuple[int, int, int]:
    """Parse the operand at ``p.pos``: (16-bit value, start column, end column)."""
    tokens = p.tokens
    tok = tokens[p.pos]
    if tok.kind is _K_IDENT and tok.text == "sendmsg" and tokens[p.pos + 1].text == "(":
        return _parse_macro(p, generation)
    value, start, end = absolute(p, _data()["errors"]["expected_macro"])
    if not 0 <= value <= 0xFFFF:
        raise _error("raw_range", start, end)
    return value, start, end


def _value(p, error_key: str) -> tuple[int, int, int]:
    return absolute(p, _data()["errors"][error_key])


def _parse_macro(p, generation: str) -> tuple[int, int, int]:
    tokens = p.tokens
    start = tokens[p.pos].start
    p.pos += 2  # 'sendmsg' '('
    msg_tok = tokens[p.pos]
    data = _data()
    strict = False
    entry = None
    if msg_tok.kind is _K_IDENT and msg_tok.text in messages(generation):
        entry = messages(generation)[msg_tok.text]
        msg_id, strict = entry["id"], True
        p.pos += 1
    elif msg_tok.kind is _K_IDENT and (msg_tok.text in data["messages"]
                                        or msg_tok.text in data["messages_elsewhere"]["names"]):
        # Known, but not here: llvm-mc parses on and reports it when validating.
        msg_id, strict = None, True
        p.pos += 1
    else:
        msg_id, _, _ = _value(p, "expected_msg")
    op, op_tok, op_defined, op_unsupported = 0, None, False, False
    stream, stream_tok, stream_defined = 0, None, False
    if _is(tokens[p.pos], ","):
        p.pos += 1
        op_defined = True
        op_tok = tokens[p.pos]
        table = _ops_table(msg_id)
        if op_tok.kind is _K_IDENT and op_tok.text in table:
            spec = table[op_tok.text]
            op = spec["id"]
            op_unsupported = generation not in spec.get("generations", [generation])
            p.pos += 1
        else:
            op, _, _ = _value(p, "expected_op")
        if _is(tokens[p.pos], ","):
            p.pos += 1
            stream_defined = True
            stream_tok = tokens[p.pos]
            stream, _, _ = _value(p, "expected_stream")
    close = tokens[p.pos]
    if not _is(close, ")"):
        raise _error("right_paren", close.start, close.end)
    p.pos += 1
    _validate(generation, strict, entry, msg_id, msg_tok, op, op_tok, op_defined, op_unsupported,
              stream, stream_tok, stream_defined)
    return encode(msg_id, op, stream), start, close.end


def _is(tok, text: str) -> bool:
    return tok.kind is _K_PUNCT and tok.text == text


def _validate(generation, strict, entry, msg_id, msg_tok, op, op_tok, op_defined, op_unsupported,
              stream, stream_tok, stream_defined) -> None:
    """llvm-mc's checks, in its order."""
    id_hi = (1 << (_field("id")[1] - _field("id")[0] + 1)) - 1
    op_hi = (1 << (_field("op")[1] - _field("op")[0] + 1)) - 1
    st_hi = (1 << (_field("stream")[1] - _field("stream")[0] + 1)) - 1
    if strict:
        if entry is None:
            raise _error("unsupported_msg", msg_tok.start, msg_tok.end)
        if (entry.get("ops") is not None) != op_defined:
            if op_defined:
                raise _error("no_ops", op_tok.start, op_tok.end)
            raise _error("missing_op", msg_tok.start, msg_tok.end)
        if op_unsupported:
            raise _error("unsupported_op", op_tok.start, op_tok.end)
        if not _op_valid(entry, op, generation):
            raise _error("invalid_op", op_tok.start, op_tok.end)
        if stream_defined and not _op_has_stream(entry, op):
            raise _error("no_streams", stream_tok.start, stream_tok.end)
    else:
        if not 0 <= msg_id <= id_hi:
            raise _error("invalid_msg", msg_tok.start, msg_tok.end)
        if op_unsupported:
            raise _error("unsupported_op", op_tok.start, op_tok.end)
        if not 0 <= op <= op_hi:
            raise _error("invalid_op", op_tok.start, op_tok.end)
    if not 0 <= stream <= st_hi:
        raise _error("invalid_stream", stream_tok.start, stream_tok.end)
