"""Register operands: parsing ``s5``, ``v[0:3]``, ``ttmp[4:7]``, ``[s0,s1]``, ``vcc_lo``
and friends, and their operand encodings on each generation (from isa/registers.toml)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from . import expr as ex
from . import isa as isa_model
from .lexer import Kind, Token

# Kind.X is a slow look-up (an enum descriptor); these are plain globals.
_K_IDENT, _K_PUNCT = Kind.IDENT, Kind.PUNCT

_SINGLE = re.compile(r"^(v|s|ttmp)(\d+)$")
_RANGE_PREFIX = ("v", "s", "ttmp")
_AGPR = re.compile(r"^a(\d+)$")
_KIND_PREFIXES = ("v", "s", "a", "ttmp")  # a list element starting so is a register with a bad index


@dataclass(frozen=True, slots=True)
class Reg:
    """A register or tuple as written: kind is "v", "s", "ttmp" or "special"."""

    kind: str
    index: int  # first register; for specials, the operand code
    width: int  # dwords
    name: str = ""  # specials: the name as llvm-mc prints it

    def text(self) -> str:
        """llvm-mc's spelling."""
        if self.kind == "special":
            return self.name
        if self.width == 1:
            return f"{self.kind}{self.index}"
        return f"{self.kind}[{self.index}:{self.index + self.width - 1}]"

    def covers(self) -> list[str]:
        if self.kind == "special":
            return [self.name]
        return [f"{self.kind}{self.index + i}" for i in range(self.width)]


class RegError(Exception):
    def __init__(self, code: str, message: str, start: int, end: int):
        super().__init__(message)
        self.code, self.message, self.start, self.end = code, message, start, end


@dataclass(frozen=True)
class RegisterFile:
    """One generation's register file, as registers.toml describes it."""

    generation: str
    sgprs: int
    vgprs: int
    ttmp_base: int
    ttmp_count: int
    specials: dict[str, tuple[int, int, str, bool]]  # name -> (code, dwords, printed, any_width)
    by_code: dict[tuple[int, int], str]  # (code, dwords) -> printed name
    unavailable: dict[str, str]  # name -> name used in "not available" messages
    invalid_names: dict[str, str]  # names that parse but are never valid -> message
    hwregs: dict[str, int]
    hwreg_names: dict[int, str]
    hwregs_elsewhere: frozenset[str]
    limits: dict[str, int]  # "s"/"ttmp"/"v" -> highest index + 1 that parses
    widths: dict[str, frozenset[int]]
    messages: dict[str, str]
    classes: dict[str, dict]
    groups: dict[str, list[str]]
    any_width: frozenset[str]  # printed names of the read-only values taken at any width
    features: frozenset[str] = frozenset()  # the processor's target features (packed-d16, ...)
    # Registers parsed before, by spelling of a single register ("s7") and by (kind,
    # first, dwords): what parse_register returns for them depends on nothing else.
    singles: dict[str, Reg] = field(default_factory=dict, init=False, repr=False, compare=False)
    checked: dict[tuple[str, int, int], Reg] = field(default_factory=dict, init=False, repr=False, compare=False)

    def scalar_code(self, reg: Reg) -> int:
        if reg.kind == "s":
            return reg.index
        if reg.kind == "ttmp":
            return self.ttmp_base + reg.index
        return reg.index

    def scalar_from_code(self, code: int, width: int) -> Reg | None:
        """The register a scalar operand field holds (for the decoder)."""
        if code + width <= self.sgprs:
            return Reg("s", code, width)
        if self.ttmp_base <= code and code - self.ttmp_base + width <= self.ttmp_count:
            return Reg("ttmp", code - self.ttmp_base, width)
        name = self.by_code.get((code, width))
        if name is not None:
            return Reg("special", code, width, name)
        return None

    def class_of(self, encoding: str, field: str, width: int) -> dict:
        """The registers.toml class of ``encoding``'s ``field`` at ``width`` dwords ({} if none)."""
        name = isa_model.load().field_classes.get((encoding, field, width))
        return self.classes.get(name, {}) if name is not None else {}

    def file_size(self, kind: str) -> int:
        if kind == "v":
            return self.vgprs
        if kind == "s":
            return self.sgprs
        if kind == "ttmp":
            return self.ttmp_count
        raise KeyError(kind)


@cache
def register_file(generation: str, features: frozenset[str] = frozenset()) -> RegisterFile:
    data = isa_model.load().registers
    gen = data["generation"][generation]
    specials: dict[str, tuple[int, int, str, bool]] = {}
    unavailable = dict(gen.get("unavailable", {}))
    for name, info in gen.get("scalar", {}).items():
        feature = info.get("feature")
        if feature and feature not in features:
            unavailable[name] = name
            continue
        specials[name] = (int(info["code"]), int(info.get("dwords", 1)), info.get("print", name),
                          bool(info.get("any_width")))
    by_code = {}
    for name, (code, dwords, printed, _) in specials.items():
        by_code.setdefault((code, dwords), printed)
    hwregs = {k: int(v) for k, v in gen.get("hwreg", {}).items()}
    syntax = data["syntax"]
    ttmp = gen.get("ttmp", {})
    return RegisterFile(
        generation=generation,
        sgprs=int(gen["sgprs"]),
        vgprs=int(gen.get("vgprs", 256)),
        ttmp_base=int(ttmp["base"]),
        ttmp_count=int(ttmp["count"]),
        specials=specials,
        by_code=by_code,
        unavailable=unavailable,
        invalid_names=dict(data.get("names", {})),
        hwregs=hwregs,
        hwreg_names={v: k for k, v in hwregs.items()},
        hwregs_elsewhere=frozenset(data.get("hwreg_elsewhere", {}).get("names", ())),
        limits={"s": syntax["sgpr_index_limit"], "ttmp": syntax["ttmp_index_limit"], "v": syntax["vgpr_index_limit"]},
        widths={"s": frozenset(syntax["sgpr_widths"]), "ttmp": frozenset(syntax["ttmp_widths"]),
                "v": frozenset(syntax["vgpr_widths"])},
        messages=dict(data["messages"]),
        classes=dict(data.get("class", {})),
        groups=dict(data.get("groups", {})),
        any_width=frozenset(printed for (_c, _d, printed, aw) in specials.values() if aw),
        features=frozenset(features),
    )


def class_accepts(encoding: str, field: str, width: int, reg: Reg, rf: RegisterFile) -> bool:
    """Does the operand class of ``encoding``'s ``field`` at ``width`` dwords take ``reg``?
    (A field no class names takes any SGPR or TTMP tuple.)"""
    name = isa_model.load().field_classes.get((encoding, field, width))
    if name is None:
        return reg.kind in ("s", "ttmp")
    cls = rf.classes[name]
    accepts = cls["accepts"]
    if reg.kind == "s":
        return "sgpr" in accepts
    if reg.kind == "ttmp":
        return "ttmp" in accepts
    for group in accepts:
        if reg.name in rf.groups.get(group, ()) or any(
                rf.specials.get(n, (None, None, None))[2] == reg.name for n in rf.groups.get(group, ())):
            return True
    return False


def looks_like_register(tokens: list[Token], pos: int) -> bool:
    tok = tokens[pos]
    kind = tok.kind
    if kind is _K_IDENT:
        text = tok.text
        if text in _RANGE_PREFIX:  # "s" alone is no single register
            return tokens[pos + 1].text == "["
        return _SINGLE.match(text) is not None
    return kind is _K_PUNCT and tok.text == "["


def _fail(rf: RegisterFile, key: str, start: int, end: int, code: str = "invalid-register", **fmt) -> RegError:
    return RegError(code, rf.messages[key].format(**fmt), start, end)


_MEMO_LIMIT = 1 << 14  # entries per memo of a register file


def _check(kind: str, first: int, width: int, rf: RegisterFile, start: int, end: int) -> Reg:
    reg = rf.checked.get((kind, first, width))
    if reg is not None:
        return reg
    if kind != "v":
        align = min(1 << (width - 1).bit_length(), 4)
        if first % align:
            raise _fail(rf, "alignment", start, end, "misaligned-register")
    if width not in rf.widths[kind]:
        raise _fail(rf, "size", start, end)
    if first + width > rf.limits[kind]:
        raise _fail(rf, "out_of_range", start, end, "register-out-of-range")
    reg = Reg(kind, first, width)
    if first + width > rf.file_size(kind):
        raise _fail(rf, "not_available", start, end, "register-unavailable", name=reg.text())
    if len(rf.checked) < _MEMO_LIMIT:
        rf.checked[kind, first, width] = reg
    return reg


def _index(tokens: list[Token], pos: int, rf: RegisterFile,
           symbols: dict[str, int] | None = None) -> tuple[int, int]:
    tok = tokens[pos]
    try:
        value, pos = ex.absolute(tokens, pos, symbols)
    except ex.ExprError as e:
        # (the lexer's error token, a malformed number or odd character, fails the operand)
        odd = any(t.kind is Kind.ERROR and t.start == e.column for t in tokens[pos:])
        raise RegError("invalid-register", "failed parsing operand." if odd else e.message,
                       e.column, e.end) from None
    if value is None:
        raise RegError("invalid-register", "expected absolute expression", tok.start, tok.end)
    if not 0 <= value < (1 << 32):
        raise _fail(rf, "invalid_index", tok.start, tok.end)
    return value, pos


def parse_register(tokens: list[Token], pos: int, rf: RegisterFile,
                   symbols: dict[str, int] | None = None) -> tuple[Reg, int, int, int]:
    """Parse a register at ``pos``; returns (reg, next pos, start col, end col).
    ``symbols``: absolute symbols in force, which indices (``v[base+1]``) may use."""
    tok = tokens[pos]
    start = tok.start
    if tok.kind is _K_PUNCT and tok.text == "[":
        return _parse_list(tokens, pos, rf, symbols)
    reg = rf.singles.get(tok.text)
    if reg is not None:
        return reg, pos + 1, start, tok.end
    m = _SINGLE.match(tok.text) if tok.text not in _RANGE_PREFIX else None
    if m:
        kind, idx = m.group(1), int(m.group(2))
        reg = _check(kind, idx, 1, rf, start, tok.end)
        if len(rf.singles) < _MEMO_LIMIT:
            rf.singles[tok.text] = reg
        return reg, pos + 1, start, tok.end
    kind = tok.text
    lo_tok = tokens[pos + 2]
    lo, p = _index(tokens, pos + 2, rf, symbols)
    hi, hi_tok = lo, lo_tok
    if tokens[p].text == ":":
        hi_tok = tokens[p + 1]
        hi, p = _index(tokens, p + 1, rf, symbols)
    if tokens[p].text != "]":
        raise _fail(rf, "closing_bracket", tokens[p].start, tokens[p].end)
    end = tokens[p].end
    if hi < lo:
        raise _fail(rf, "index_order", lo_tok.start, lo_tok.end)
    return _check(kind, lo, hi - lo + 1, rf, start, end), p + 1, start, end


def _parse_list(tokens: list[Token], pos: int, rf: RegisterFile,
                symbols: dict[str, int] | None) -> tuple[Reg, int, int, int]:
    """``[s0,s1,...]``: each element is a whole register as anywhere else (so ``s[4]`` and
    ``s[2+2:4]`` count, and each is checked on its own first), then must be one dword of
    the same kind, consecutive; the resulting tuple is checked at the ``[``."""
    start = tokens[pos].start
    p = pos + 1
    regs: list[Reg] = []
    while True:
        tok = tokens[p]
        if tok.kind is not _K_IDENT:
            raise _fail(rf, "list_register", tok.start, tok.end)
        agpr = _AGPR.match(tok.text)
        if looks_like_register(tokens, p) or agpr:
            if agpr:
                # An AGPR (gfx90a+): llvm-mc 22 reads one in a list on every target and
                # refuses the whole operand once the list is complete (below).
                if int(agpr.group(1)) > 255:
                    raise _fail(rf, "out_of_range", tok.start, tok.end)
                reg, p, end = Reg("a", int(agpr.group(1)), 1), p + 1, tok.end
            else:
                reg, p, _, end = parse_register(tokens, p, rf, symbols)
            if reg.width != 1:
                raise _fail(rf, "list_single", tok.start, end)
            if regs and reg.kind != regs[0].kind:
                raise _fail(rf, "list_same_kind", tok.start, end)
            if regs and reg.index != regs[0].index + len(regs):
                raise _fail(rf, "list_consecutive", tok.start, end)
            regs.append(reg)
        elif tok.text in _RANGE_PREFIX:
            nxt = tokens[p + 1]  # ("s" with no index: llvm-mc points past it)
            raise _fail(rf, "missing_index", nxt.start, nxt.end)
        else:
            special = parse_special(tok, rf)
            if special is None:
                # (llvm-mc names the fault by the name's start: a register kind's prefix)
                raise _fail(rf, "invalid_index" if tok.text.startswith(_KIND_PREFIXES) else "invalid_name",
                            tok.start, tok.end)
            # (a 64-bit special may open a list, [exec] = exec; nothing fits after it)
            if regs and regs[0].kind != "special":
                raise _fail(rf, "list_same_kind", tok.start, tok.end)
            if regs and not (len(regs) == 1 and special.index == regs[0].index + 1
                             and special.name.endswith("_hi") and regs[0].name.endswith("_lo")
                             and special.name[:-3] == regs[0].name[:-3]):
                raise _fail(rf, "list_does_not_fit", tok.start, tok.end)
            regs.append(special)
            p += 1
        if tokens[p].text == ",":
            p += 1
            continue
        if tokens[p].text == "]":
            end = tokens[p].end
            if regs[0].kind == "a":
                raise _fail(rf, "invalid_operand", start, end)
            if regs[0].kind == "special":
                if len(regs) == 1:
                    return regs[0], p + 1, start, end
                name = regs[0].name[:-3]
                return Reg("special", regs[0].index, 2, name), p + 1, start, end
            return _check(regs[0].kind, regs[0].index, len(regs), rf, start, end), p + 1, start, end
        raise _fail(rf, "list_comma", tokens[p].start, tokens[p].end)


def parse_special(tok: Token, rf: RegisterFile) -> Reg | None:
    """A named special register (``vcc``, ``m0``...), or None if the name is not one."""
    if tok.kind is not _K_IDENT:
        return None
    info = rf.specials.get(tok.text)
    if info is not None:
        code, dwords, printed, _ = info
        return Reg("special", code, dwords, printed)
    if tok.text in rf.unavailable:
        raise _fail(rf, "not_available", tok.start, tok.end, "register-unavailable", name=rf.unavailable[tok.text])
    if tok.text in rf.invalid_names:
        message = rf.invalid_names[tok.text]
        if message == rf.messages["invalid_operand"]:
            # A register (pc) that no operand takes: it fails where it is matched.
            return Reg("special", -1, 1, tok.text)
        raise RegError("invalid-operand", message, tok.start, tok.end)
    return None
