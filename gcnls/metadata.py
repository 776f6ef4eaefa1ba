"""``.amdgpu_metadata`` ... ``.end_amdgpu_metadata``: HSA metadata (code object v3+) as YAML.

llvm-mc collects the lines of the block as text (comments removed), reads them as
YAML, checks them against the HSA metadata schema and prints the document back in its
own canonical form: keys sorted, values aligned, flow collections written as blocks.
Anything it cannot read or that breaks the schema is "invalid HSA metadata".

This module takes the document LLVM's YAML reader makes of the text (yaml_errors, which
also gives the reader's own error messages), types its scalars as LLVM's msgpack reader
does, checks the schema (``SCHEMA`` below: data, one place) and prints.
"""

from __future__ import annotations

import re

from . import yaml_errors

START = ".amdgpu_metadata"
END = ".end_amdgpu_metadata"


class Invalid(Exception):
    """Not YAML gcnls reads, or not HSA metadata."""


# --- reading ---------------------------------------------------------------------------

# What LLVM's writer takes for another type when it decides whether to quote a string
# (YAML 1.1's looser rules: 'True', '~', '.inf' and '0o7' come out quoted).
_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN)")
_INT = re.compile(r"[-+]?(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)")


def scalar(text: str):
    """How LLVM's YAML writer reads ``text`` when it decides to quote it: int, bool, None or str."""
    if text in ("true", "True", "TRUE"):
        return True
    if text in ("false", "False", "FALSE"):
        return False
    if text in ("", "~", "null", "Null", "NULL"):
        return None
    if _INT.fullmatch(text):
        sign = -1 if text[0] == "-" else 1
        body = text.lstrip("+-")
        if body[:2] in ("0x", "0X"):
            return sign * int(body[2:], 16)
        if body[:2] in ("0b", "0B"):
            return sign * int(body[2:], 2)
        if len(body) > 1 and body[0] == "0":
            return sign * int(body, 8)
        return sign * int(body)
    return text


# A number as LLVM's integer reader takes it: a radix prefix (0x, 0b, 0o, or a leading 0
# before a digit for octal), then digits of that radix only; no sign, no blanks.
_RADIX = (("0x", 16), ("0X", 16), ("0b", 2), ("0B", 2), ("0o", 8))
# strtod's whole-string forms (leading blanks allowed; the empty string reads as 0)
_STRTOD = re.compile(r"[ \t\n\v\f\r]*[-+]?(((\d+\.?\d*|\.\d+)(e[-+]?\d+)?)|(inf(inity)?)|(nan(\([0-9a-z_]*\))?)"
                     r"|(0x([0-9a-f]+\.?[0-9a-f]*|\.[0-9a-f]+)(p[-+]?\d+)?))", re.I)


def _unsigned(text: str) -> int | None:
    radix = 10
    for prefix, r in _RADIX:
        if text.startswith(prefix):
            text, radix = text[2:], r
            break
    else:
        if len(text) > 1 and text[0] == "0" and text[1].isdigit():
            text, radix = text[1:], 8
    if not text or any(c not in "0123456789abcdefABCDEF"[:radix if radix <= 10 else 10 + (radix - 10) * 2]
                       for c in text):
        return None
    value = int(text, radix)
    return value if value < 1 << 64 else None


def typed(text: str):
    """A scalar as LLVM 22's msgpack reader types it, quoted or not: an unsigned then a
    signed 64-bit integer, true/false, a double as strtod reads it, else a string."""
    n = _unsigned(text)
    if n is not None:
        return n
    if text[:1] == "-":
        n = _unsigned(text[1:])
        if n is not None and n <= 1 << 63:
            return -n
    if text in ("true", "false"):
        return text == "true"
    if text == "":
        return 0.0  # (strtod reads nothing and stops at the end: a whole-string 0)
    if _STRTOD.fullmatch(text):
        body = text.lstrip(" \t\n\v\f\r")
        low = body.lower().lstrip("+-")
        if low.startswith("0x"):
            return float.fromhex(body)
        if low.startswith("nan"):
            return float("nan")
        return float(body)
    return text


def _typed(text: str, tag: str):
    """A scalar under its tag: !int, !bool, !float, !nil and !str choose the type (a value
    that does not fit is the reader's error: yaml_errors), any other tag reads a string."""
    if not tag or tag == "tag:yaml.org,2002:str":
        return typed(text)
    try:
        if tag == "!int":
            n = typed(text)
            return n if isinstance(n, int) and not isinstance(n, bool) else 0
        if tag == "!bool":
            return yaml_errors.BOOLS.get(text, False)
        if tag == "!float":
            return float(text)
        if tag == "!nil":
            return None
    except ValueError:
        return 0.0
    return text


def _keyed(value):
    """Mapping keys as the msgpack reader types them, spelled back as text."""
    if isinstance(value, dict):
        return {_key(typed(k)): _keyed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_keyed(v) for v in value]
    if value is yaml_errors.EMPTY:
        return []  # (llvm-mc's msgpack reader makes an empty node an empty array)
    return value


def _key(value) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def read(texts: list[str]):
    """The YAML document in ``texts`` (the block's lines) as LLVM's YAML reader reads it
    (yaml_errors); Invalid when that reader fails."""
    tree, _, failed = yaml_errors.read(text_of(texts), _typed)
    if failed:
        raise Invalid("not YAML LLVM reads")
    return _keyed(tree)


# --- the schema (LLVM's HSA metadata verifier for code object v3 and later) -----------

_VALUE_KINDS = frozenset("""by_value global_buffer dynamic_shared_pointer sampler image pipe queue
    hidden_global_offset_x hidden_global_offset_y hidden_global_offset_z hidden_none
    hidden_printf_buffer hidden_hostcall_buffer hidden_heap_v1 hidden_default_queue
    hidden_completion_action hidden_multigrid_sync_arg hidden_block_count_x hidden_block_count_y
    hidden_block_count_z hidden_group_size_x hidden_group_size_y hidden_group_size_z
    hidden_remainder_x hidden_remainder_y hidden_remainder_z hidden_grid_dims hidden_private_base
    hidden_shared_base hidden_queue_ptr hidden_dynamic_lds_size""".split())
_ADDRESS_SPACES = frozenset({"private", "global", "constant", "local", "generic", "region"})
_ACCESS = frozenset({"read_only", "write_only", "read_write"})
_LANGUAGES = frozenset({"OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler"})

# key -> (type, required, extra): type is "uint", "int", "bool", "str", ("enum", set),
# ("uints", n) (a list of n unsigned integers), ("strs",) or ("maps", schema).
ARG_SCHEMA = {
    ".name": ("str", False), ".type_name": ("str", False), ".size": ("uint", True),
    ".offset": ("uint", True), ".value_kind": (("enum", _VALUE_KINDS), True),
    ".pointee_align": ("uint", False), ".address_space": (("enum", _ADDRESS_SPACES), False),
    ".access": (("enum", _ACCESS), False), ".actual_access": (("enum", _ACCESS), False),
    ".is_const": ("bool", False), ".is_restrict": ("bool", False), ".is_volatile": ("bool", False),
    ".is_pipe": ("bool", False),
}
KERNEL_SCHEMA = {
    ".name": ("str", True), ".symbol": ("str", True),
    ".language": (("enum", _LANGUAGES), False), ".language_version": (("uints", 2), False),
    ".args": (("maps", ARG_SCHEMA), False),
    ".reqd_workgroup_size": (("uints", 3), False), ".workgroup_size_hint": (("uints", 3), False),
    ".vec_type_hint": ("str", False), ".device_enqueue_symbol": ("str", False),
    ".kernarg_segment_size": ("uint", True), ".group_segment_fixed_size": ("uint", True),
    ".private_segment_fixed_size": ("uint", True), ".uses_dynamic_stack": ("bool", False),
    ".workgroup_processor_mode": ("bool", False), ".kernarg_segment_align": ("uint", True),
    ".wavefront_size": ("uint", True), ".sgpr_count": ("uint", True), ".vgpr_count": ("uint", True),
    ".max_flat_workgroup_size": ("uint", True), ".sgpr_spill_count": ("uint", False),
    ".vgpr_spill_count": ("uint", False), ".kind": ("str", False),
    ".uniform_work_group_size": ("int", False), ".agpr_count": ("uint", False),
}
ROOT_SCHEMA = {
    "amdhsa.version": (("uints", 2), True),
    "amdhsa.printf": (("strs",), False),
    "amdhsa.kernels": (("maps", KERNEL_SCHEMA), True),
}


def _is_uint(v) -> bool:
    # LLVM's verifier takes any integer where the schema says unsigned.
    return isinstance(v, int) and not isinstance(v, bool) and not isinstance(v, str)


def _check(value, kind) -> bool:
    if kind == "uint":
        return _is_uint(value)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    tag = kind[0]
    if tag == "enum":
        return isinstance(value, str) and value in kind[1]
    if tag == "uints":
        return isinstance(value, list) and len(value) == kind[1] and all(_is_uint(v) for v in value)
    if tag == "strs":
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if tag == "maps":
        return isinstance(value, list) and all(verify(v, kind[1]) for v in value)
    return False


def _coerced(value, kind):
    """LLVM's verifier is not strict: a string where a number or boolean belongs is read
    again as a scalar (a '!str 0' tag, say), and the document keeps what it reads."""
    if kind in ("uint", "int", "bool") and isinstance(value, str):
        return typed(value)
    if isinstance(kind, tuple) and kind[0] == "uints" and isinstance(value, list):
        return [typed(v) if isinstance(v, str) else v for v in value]
    return value


def verify(doc, schema=None) -> bool:
    """Does ``doc`` hold HSA metadata (coercing, in place, what the verifier coerces)?"""
    schema = ROOT_SCHEMA if schema is None else schema
    if not isinstance(doc, dict):
        return False
    for key, (kind, required) in schema.items():
        if key not in doc:
            if required:
                return False
            continue
        doc[key] = _coerced(doc[key], kind)
        if not _check(doc[key], kind):
            return False
    return True


# --- printing (LLVM's YAML writer) -------------------------------------------------------

# LLVM's YAML writer leaves a string plain only if it is made of these characters, does
# not start with an indicator or blank and would not read back as another type.
_PLAIN_SAFE = re.compile(r"[A-Za-z0-9_^.,\- \t]+")
_INDICATORS = "-?:,[]{}#&*!|>'\"%@`"


def _scalar_text(v) -> str:
    if v is True:
        return "true"
    if v is False:
        return "false"
    if v is None:  # (only a !nil tag makes one)
        return "!nil ''"
    if isinstance(v, int) and not isinstance(v, str):
        return str(v)
    if isinstance(v, float):  # (raw_ostream's %e form; INF, -INF, nan)
        return "nan" if v != v else ("-INF" if v < 0 else "INF") if v in (float("inf"), float("-inf")) else f"{v:e}"
    s = str(v)
    if not isinstance(typed(s), str):  # (a string that would read back as another type)
        return "!str " + _scalar_text_of_string(s)
    return _scalar_text_of_string(s)


def _scalar_text_of_string(s: str) -> str:
    if any(ord(c) >= 0x7F or (ord(c) < 0x20 and c != "\t") for c in s):
        return '"' + _escaped(s) + '"'  # (LLVM's writer double-quotes these, with escapes)
    plain = (_PLAIN_SAFE.fullmatch(s) and s[0] not in _INDICATORS and s[0] not in " \t"
             and s[-1] not in " \t" and isinstance(scalar(s), str) and not _FLOAT.fullmatch(s))
    if plain:
        return s
    return "'" + s.replace("'", "''") + "'"


_ESCAPES = {"\\": "\\\\", '"': '\\"', "\0": "\\0", "\a": "\\a", "\b": "\\b", "\t": "\\t", "\n": "\\n",
            "\v": "\\v", "\f": "\\f", "\r": "\\r", "\x1b": "\\e", "\x85": "\\N", "\xa0": "\\_",
            "\u2028": "\\L", "\u2029": "\\P"}


def _escaped(s: str) -> str:
    out = []
    for c in s:
        o = ord(c)
        if c in _ESCAPES:
            out.append(_ESCAPES[c])
        elif o < 0x20:
            out.append(f"\\x{o:02X}")
        elif 0xDC80 <= o <= 0xDCFF:  # (a byte that is no UTF-8: the writer stops there)
            out.append("\ufffd")
            break
        elif o >= 0x80 and not c.isprintable():
            out.append(f"\\x{o:02X}" if o <= 0xFF else f"\\u{o:04X}" if o <= 0xFFFF else f"\\U{o:08X}")
        else:
            out.append(c)
    return "".join(out)


def _pad(key: str) -> str:
    # (the key as the writer spells it, padded by its own length)
    n = len(key.encode("utf-8", "surrogateescape"))
    return _scalar_text(typed(key)) + ":" + (" " * (16 - n) if n < 16 else " ")


def _emit(value, indent: int, out: list[str], first_prefix: str | None = None) -> None:
    """Lines for a non-empty collection ``value`` whose entries start at column ``indent``;
    the first line may carry ``first_prefix`` (a sequence's "- ") instead of spaces."""
    lead = first_prefix
    for k, v in (sorted(value.items()) if isinstance(value, dict) else [(None, x) for x in value]):
        start = lead if lead is not None else " " * indent
        lead = None
        if k is None:  # sequence item
            if isinstance(v, (dict, list)) and v:
                _emit(v, indent + 2, out, start + "- ")
            else:
                out.append(start + "- " + _flow_empty_or_scalar(v))
            continue
        if isinstance(v, (dict, list)) and v:
            out.append(start + _scalar_text(typed(k)) + ":")
            _emit(v, indent + 2 if isinstance(v, list) else indent + 2, out)
        else:
            out.append(start + _pad(k) + _flow_empty_or_scalar(v))


def _flow_empty_or_scalar(v) -> str:
    if isinstance(v, list):
        return "[]"
    if isinstance(v, dict):
        return "{}"
    return _scalar_text(v)


def printed(doc) -> list[str]:
    """llvm-mc's output for a valid block."""
    out = [f"\t{START}", "---"]
    if isinstance(doc, (dict, list)) and doc:
        _emit(doc, 0, out)
    out += ["...", "", f"\t{END}"]
    return out


def text_of(texts: list[str]) -> str:
    """The text llvm-mc hands its YAML reader: each statement of the block followed by a
    line break, then the blanks before the closing directive."""
    return "".join(t + "\n" for t in texts[:-1]) + (texts[-1] if texts else "")


def diagnose(texts: list[str]):
    """(llvm-mc's output for the block, or None when it says "invalid HSA metadata";
    the errors LLVM's YAML reader prints before that, as yaml_errors.Message, whose
    ``line`` counts from the block's first line)."""
    text = text_of(texts)
    try:
        tree, reports, failed = yaml_errors.read(text, _typed)
    except RecursionError:  # (nesting deeper than Python's stack: no metadata llvm-mc takes either)
        return None, []
    messages = yaml_errors.messages(text, reports)
    if failed:
        return None, messages
    doc = _keyed(tree)
    return (printed(doc) if verify(doc) else None), messages


def check(texts: list[str]):
    """(the printed lines, or None when llvm-mc says "invalid HSA metadata")."""
    return diagnose(texts)[0]
