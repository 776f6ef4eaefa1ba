"""``.amdgpu_metadata`` ... ``.end_amdgpu_metadata``: HSA metadata (code object v3+) as YAML.

llvm-mc collects the lines of the block as text (comments removed), reads them as
YAML, checks them against the HSA metadata schema and prints the document back in its
own canonical form: keys sorted, values aligned, flow collections written as blocks.
Anything it cannot read or that breaks the schema is "invalid HSA metadata".

This module reads the YAML subset metadata uses (block mappings and sequences, flow
``[...]``/``{...}`` collections, plain and quoted scalars, ``#`` comments, ``---`` and
``...``), checks the schema (``SCHEMA`` below: data, one place) and prints.
"""

from __future__ import annotations

import re

START = ".amdgpu_metadata"
END = ".end_amdgpu_metadata"


class Invalid(Exception):
    """Not YAML gcnls reads, or not HSA metadata."""


class Str(str):
    """A quoted scalar: always a string, whatever it spells."""


# --- reading ---------------------------------------------------------------------------

_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN)")
_INT = re.compile(r"[-+]?(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)")


def scalar(text: str):
    """A YAML scalar as LLVM's msgpack reader types it: int, bool, None or str."""
    if isinstance(text, Str):
        return text
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


def _strip_comment(line: str) -> str:
    out = []
    quote = None
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"" and (i == 0 or line[i - 1] in " \t[{,:-"):
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
            break
        out.append(ch)
    return "".join(out).rstrip()


def _quoted(text: str, i: int) -> tuple[Str, int]:
    q = text[i]
    j = i + 1
    buf = []
    while j < len(text):
        ch = text[j]
        if ch == q:
            if q == "'" and text[j + 1:j + 2] == "'":
                buf.append("'")
                j += 2
                continue
            return Str("".join(buf)), j + 1
        if ch == "\\" and q == '"' and j + 1 < len(text):
            buf.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(text[j + 1], text[j + 1]))
            j += 2
            continue
        buf.append(ch)
        j += 1
    raise Invalid("unterminated quoted scalar")


def _flow(text: str, i: int):
    """A flow collection or scalar starting at ``text[i]``: (value, index after it)."""
    while i < len(text) and text[i] == " ":
        i += 1
    if i >= len(text):
        raise Invalid("unexpected end of flow collection")
    ch = text[i]
    if ch in "[{":
        close = "]" if ch == "[" else "}"
        items: list = []
        mapping: dict = {}
        i += 1
        while True:
            while i < len(text) and text[i] == " ":
                i += 1
            if i < len(text) and text[i] == close:
                return (items if ch == "[" else mapping), i + 1
            value, i = _flow(text, i)
            while i < len(text) and text[i] == " ":
                i += 1
            if ch == "{":
                if i >= len(text) or text[i] != ":":
                    raise Invalid("expected ':' in flow mapping")
                v, i = _flow(text, i + 1)
                mapping[_key(value)] = v
            else:
                items.append(value)
            while i < len(text) and text[i] == " ":
                i += 1
            if i < len(text) and text[i] == ",":
                i += 1
            elif i < len(text) and text[i] == close:
                continue
            else:
                raise Invalid("expected ',' in flow collection")
    if ch in "'\"":
        s, i = _quoted(text, i)
        return s, i
    j = i
    while j < len(text) and text[j] not in ",]}" and not (text[j] == ":" and (j + 1 == len(text) or text[j + 1] == " ")):
        j += 1
    return scalar(text[i:j].strip()), j


def _key(value) -> str:
    if isinstance(value, (list, dict)) or value is None:
        raise Invalid("unsupported key")
    return str(value).lower() if isinstance(value, bool) else str(value)


_KEY = re.compile(r"""('(?:[^']|'')*'|"(?:[^"\\]|\\.)*"|[^\s'"\[\]{},#:][^#]*?)\s*:(?:\s+|$)""")


def _value(text: str):
    text = text.strip()
    if not text:
        return None
    v, i = _flow(text, 0)
    if text[i:].strip():
        raise Invalid("trailing text after a value")
    return v


class _Reader:
    def __init__(self, lines: list[tuple[int, str]]):
        self.lines = lines  # (indent, content) without blank lines
        self.i = 0

    def peek(self):
        return self.lines[self.i] if self.i < len(self.lines) else None

    def node(self, indent: int):
        line = self.peek()
        if line is None or line[0] < indent:
            return None
        col, text = line
        if text == "-" or text.startswith("- "):
            return self.sequence(col)
        if _KEY.match(text):
            return self.mapping(col)
        self.i += 1
        return _value(text)

    def mapping(self, col: int) -> dict:
        out: dict = {}
        while True:
            line = self.peek()
            if line is None or line[0] < col:
                return out
            if line[0] > col:
                raise Invalid("bad indentation")
            text = line[1]
            m = _KEY.match(text)
            if m is None:
                raise Invalid("expected a key")
            raw_key = m.group(1)
            key = _key(_quoted(raw_key, 0)[0] if raw_key[0] in "'\"" else scalar(raw_key.strip()))
            rest = text[m.end():]
            self.i += 1
            if rest.strip():
                value = _value(rest)
            else:
                nxt = self.peek()
                if nxt is not None and (nxt[0] > col or (nxt[0] == col and (nxt[1] == "-" or nxt[1].startswith("- ")))):
                    value = self.node(nxt[0])
                else:
                    value = None
            out[key] = value

    def sequence(self, col: int) -> list:
        out: list = []
        while True:
            line = self.peek()
            if line is None or line[0] < col:
                return out
            if line[0] > col:
                raise Invalid("bad indentation")
            text = line[1]
            if not (text == "-" or text.startswith("- ")):
                return out
            rest = text[1:]
            inner = len(rest) - len(rest.lstrip(" "))
            if not rest.strip():
                self.i += 1
                nxt = self.peek()
                out.append(self.node(nxt[0]) if nxt is not None and nxt[0] > col else None)
                continue
            # "- content": the content is a node at column col + 1 + inner
            self.lines[self.i] = (col + 1 + inner, rest.lstrip(" "))
            out.append(self.node(col + 1 + inner))


def _continues(before: list[str]) -> bool:
    """Does the text so far end in a plain scalar (which a following line may continue)?"""
    for t in reversed(before):
        t = _strip_comment(t).strip()
        if t:
            return t not in ("---", "...") and t[-1] not in "]}:'\"" and not t.endswith(("- ", "-"))
    return False


def read(texts: list[str]):
    """The YAML document in ``texts`` (the block's lines, comments of the assembler removed)."""
    lines: list[tuple[int, str]] = []
    started = False
    for k, t in enumerate(texts):
        lead = t[:len(t) - len(t.lstrip(" \t"))]
        if "\t" in lead and t.strip() != "..." and (t.strip() or _continues(texts[:k])):
            # A tab in indentation, or on a blank line that could continue a plain scalar.
            raise Invalid("tab character in indentation")
        t = _strip_comment(t.replace("\t", " "))
        if not t.strip():
            continue
        s = t.strip()
        if s == "---" or s.startswith("--- "):
            if started or lines:
                raise Invalid("more than one document")
            started = True
            s = s[3:].strip()
            if not s:
                continue
            t = s
        if s == "...":
            break
        lines.append((len(t) - len(t.lstrip(" ")), t.strip()))
    if not lines:
        return None
    r = _Reader(lines)
    doc = r.node(lines[0][0])
    if r.i != len(lines):
        raise Invalid("text after the document")
    return doc


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


def verify(doc, schema=None) -> bool:
    schema = ROOT_SCHEMA if schema is None else schema
    if not isinstance(doc, dict):
        return False
    for key, (kind, required) in schema.items():
        if key not in doc:
            if required:
                return False
            continue
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
    if v is None:
        return "~"
    if isinstance(v, int) and not isinstance(v, str):
        return str(v)
    s = str(v)
    plain = (_PLAIN_SAFE.fullmatch(s) and s[0] not in _INDICATORS and s[0] not in " \t"
             and s[-1] not in " \t" and isinstance(scalar(s), str) and not _FLOAT.fullmatch(s))
    if plain:
        return s
    return "'" + s.replace("'", "''") + "'"


def _pad(key: str) -> str:
    return key + ":" + (" " * (16 - len(key)) if len(key) < 16 else " ")


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
            out.append(start + k + ":")
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


def check(texts: list[str]):
    """(the printed lines, or None when llvm-mc says "invalid HSA metadata")."""
    try:
        doc = read(texts)
    except (Invalid, RecursionError, ValueError, IndexError):
        return None
    if not verify(doc):
        return None
    return printed(doc)
