"""Statements of one line, and the operands of an instruction, with exact spans.

A line holds optional labels (``name:``), then a directive or an instruction. Operands
are parsed the way LLVM's AMDGPU parser reads them: registers, ``hwreg(...)``,
named modifiers (``offset:``, ``glc``...), or integer expressions; commas between
operands are optional and a trailing comma is allowed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from . import expr as ex
from . import opsel
from .diagnostics import AsmError
from .lexer import Kind, Token, tokenize
from .operands import HwregOp, ImmOp, NamedOp, Operand, RegOp
from .registers import RegError, RegisterFile, looks_like_register, parse_register, parse_special
from .swizzle import parse_swizzle

__all__ = ["HwregOp", "ImmOp", "NamedOp", "Operand", "OperandParser", "RegOp", "Span", "Statement",
           "is_invalid_character", "parse_statement"]

# name:[a,b,...] modifiers: arrays of bits (VOP3 op_sel; VOP3P op_sel_hi, neg_lo, neg_hi).
ARRAY_MODIFIERS = frozenset(opsel.names())

# Kind.X is a slow look-up (an enum descriptor); these are plain globals.
_K_EOL, _K_ERROR, _K_FLOAT, _K_IDENT, _K_INT, _K_PUNCT, _K_STRING = (
    Kind.EOL, Kind.ERROR, Kind.FLOAT, Kind.IDENT, Kind.INT, Kind.PUNCT, Kind.STRING)


@dataclass(frozen=True, slots=True)
class Span:
    name: str
    start: int
    end: int


@dataclass(slots=True)
class Statement:
    labels: list[Span] = field(default_factory=list)
    directive: Span | None = None
    mnemonic: Span | None = None
    assign: Span | None = None  # ``name = expr``
    tokens: list[Token] = field(default_factory=list)
    pos: int = 0  # index of the first token after the directive or mnemonic


def is_invalid_character(tok: Token) -> bool:
    """A character llvm-mc's lexer does not take at all (control, backquote, non-ASCII);
    not a ' the line ends right after (a character literal cut short: lexer.QUOTE_ERROR)."""
    return tok.kind is _K_ERROR and len(tok.text) == 1 and not tok.text.isdigit() and tok.text not in "\"'"


def parse_statement(code: str) -> Statement:
    tokens = tokenize(code)
    st = Statement([], None, None, None, tokens)
    pos = 0
    while True:
        tok = tokens[pos]
        nxt = tokens[pos + 1] if pos + 1 < len(tokens) else None
        if not ((tok.kind is _K_IDENT and not tok.text[0].isdigit() or tok.kind is _K_INT and tok.text.isdigit()
                 or tok.kind is _K_STRING and len(tok.text) > 1) and nxt.text == ":" and nxt.kind is _K_PUNCT):
            break
        # (a decimal "1:" defines a numeric local label: directional.py; "a b": a label of
        # that name)
        st.labels.append(Span(tok.text[1:-1] if tok.kind is _K_STRING else tok.text, tok.start, tok.end))
        pos += 2
    kind = tok.kind
    if kind is _K_IDENT and not tok.text[0].isdigit():  # ("1b" is a reference, not a name)
        if nxt.text == "=" and nxt.kind is _K_PUNCT:
            st.assign = Span(tok.text, tok.start, tok.end)
            st.pos = pos + 2
            return st
        span = Span(tok.text, tok.start, tok.end)
        if tok.text[0] == ".":
            st.directive = span
        else:
            st.mnemonic = span
        st.pos = pos + 1
        return st
    if kind is _K_PUNCT and tok.text == "#":
        # A statement that starts with '#' is a comment (C preprocessor line markers).
        st.tokens = tokens = tokens[:pos] + [tokens[-1]]
    st.pos = pos
    return st


# --- operands -----------------------------------------------------------------------


class OperandParser:
    """Parses the operands of one instruction.

    ``flags`` and ``valued`` are the modifier words the instruction's encoding knows;
    any other word is read as a symbol, which llvm-mc then rejects as an operand.
    """

    def __init__(self, tokens: list[Token], pos: int, rf: RegisterFile,
                 flags: frozenset[str], valued: frozenset[str], swizzle: bool = False,
                 symbols: dict[str, int] | None = None, accepted: frozenset[str] | None = None,
                 on_modifier=None, slot_parsers: dict | None = None, required: int | None = None,
                 value_parsers: dict | None = None, negations: dict | None = None, named=None):
        self.tokens, self.pos, self.rf = tokens, pos, rf
        # noNAME -> NAME for the flags llvm-mc also reads negated (noglc, novm): the word
        # stands for NAME's operand (order, duplicates) and clears it.
        self.negations = negations or {}
        self.required = required  # operands due before any modifier (None: unknown)
        self.symbols = symbols  # absolute symbols defined earlier (.set, =)
        self.accepted = accepted  # valued modifiers the instruction takes (None: any)
        self.flags, self.valued = flags, valued
        self.swizzle = swizzle  # only ds_swizzle_b32 reads offset:swizzle(...)
        # Called with (word, token, operands so far) as each modifier word is met, before
        # its value: llvm-mc decides there whether a modifier may stand at that place.
        self.on_modifier = on_modifier
        # Operand index -> the parser of a kind with syntax of its own (hwreg(...)): only
        # there does llvm-mc read that syntax.
        self.slot_parsers = slot_parsers
        # NAME -> the parser of NAME:VALUE where VALUE has a syntax of its own (MTBUF's
        # format:[...]): called with (parser, NAME token) once the colon is read.
        self.value_parsers = value_parsers
        # (word, operand index) -> the parser of a word with syntax of its own that the
        # instruction reads at that place (DPP controls, SDWA selects ...), or None.
        self.named = named
        self.ops: list[Operand] = []

    @property
    def tok(self) -> Token:
        return self.tokens[self.pos]

    def parse_all(self) -> list[Operand]:
        ops = self.ops
        tokens = self.tokens
        while tokens[self.pos].kind is not _K_EOL:
            ops.append(self.parse_one())
            tok = tokens[self.pos]
            if tok.kind is _K_PUNCT and tok.text == ",":
                self.pos += 1
        return ops

    def parse_one(self) -> Operand:
        slot = self.slot_parsers.get(len(self.ops)) if self.slot_parsers is not None else None
        if slot is not None:
            return slot(self)
        return self.parse_plain()

    def parse_plain(self) -> Operand:
        """An operand in the generic syntax (a kind's slot parser may fall back to it)."""
        tokens = self.tokens
        pos = self.pos
        tok = tokens[pos]
        kind = tok.kind
        if kind is _K_EOL:  # (only a slot parser asks here at the end: after '|' or 'neg(')
            raise AsmError("syntax", ex.misplaced(tok), tok.start, tok.end)
        nxt = tokens[pos + 1]
        if kind is _K_IDENT and tok.text == "lit" and nxt.text == "(" and nxt.kind is _K_PUNCT:
            return self.forced_literal()
        if kind is _K_IDENT and tok.text in ("lit", "lit64") and nxt.text not in (":", "("):
            # (llvm-mc's parser of a register or immediate takes the name as the start of
            # lit(x), never as a symbol)
            raise AsmError("syntax", "expected left paren after lit", nxt.start, nxt.end)
        if tokens[pos - 1].text not in ("(", "|", "-") and (
                _source_modifier(tokens, pos) or kind is _K_PUNCT and tok.text == "-" and _source_modifier(tokens, pos + 1)):
            # (llvm-mc's operand parsers see a source modifier, or '-' and one, and leave
            # the operand to the others, none of which takes it; the slot parsers of
            # sources with modifiers read theirs before this)
            raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)
        if kind is _K_IDENT:
            word = tok.text
            custom = self.named(word, len(self.ops), nxt.text == ":") if self.named is not None else None
            if custom is not None:
                if self.on_modifier is not None and not getattr(custom, "rejects", False):
                    self.on_modifier(word, tok, self.ops)
                return custom(self)
            if self.swizzle and word == "offset" and not (nxt.text == ":" and nxt.kind is _K_PUNCT):
                raise AsmError("syntax", "expected a colon", nxt.start, nxt.end)
            if (nxt.text == ":" and nxt.kind is _K_PUNCT and word in self.flags and word not in self.valued
                    and self._flag_in_place(self.negations.get(word, word))):
                # A flag takes no value: where modifiers may stand, llvm-mc reads the flag,
                # then fails on the colon (elsewhere ``flag:`` is an unknown named operand).
                if self.on_modifier is not None:
                    self.on_modifier(self.negations.get(word, word), tok, self.ops)
                raise AsmError("syntax", "unknown token in expression", nxt.start, nxt.end)
            # (a register before ':' is read as one; the ':' then fails, as in llvm-mc)
            if nxt.text == ":" and nxt.kind is _K_PUNCT and not self._register_word(pos):
                if word not in self.valued:
                    # Any other ``name:`` is a named operand llvm-mc does not know.
                    raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)
                if self.on_modifier is not None:
                    self.on_modifier(word, tok, self.ops)
                return self._named_value(word)
            if word in self.flags:
                name = self.negations.get(word)
                if self.on_modifier is not None:
                    self.on_modifier(name or word, tok, self.ops)
                self.pos += 1
                if name is not None:
                    return NamedOp(name, None, tok.start, tok.end, negated=True)
                return NamedOp(word, None, tok.start, tok.end)
        if kind is _K_PUNCT and tok.text == "-" and (
                looks_like_register(tokens, pos + 1) or tokens[pos + 1].text in self.rf.specials):
            # A negated register is a VALU source modifier, which no modelled operand takes.
            raise AsmError("invalid-modifier", "not a valid operand.", tok.start, tok.end)
        rf = self.rf
        if kind is _K_IDENT:
            reg = rf.singles.get(tok.text)  # a single register parse_register has read before
            if reg is not None:
                self.pos = pos + 1
                return RegOp(reg, tok.start, tok.end)
        try:
            if looks_like_register(tokens, pos):
                reg, self.pos, start, end = parse_register(tokens, pos, rf, self.symbols)
                return RegOp(reg, start, end)
            special = parse_special(tok, rf)
        except RegError as e:
            raise AsmError(e.code, e.message, e.start, e.end) from None
        if special is not None:
            self.pos += 1
            return RegOp(special, tok.start, tok.end)
        return self._expression()

    def _register_word(self, pos: int) -> bool:
        rf = self.rf
        word = self.tokens[pos].text
        return word in rf.singles or word in rf.specials or looks_like_register(self.tokens, pos)

    def _flag_in_place(self, word: str) -> bool:
        """Whether llvm-mc would read ``word`` as a flag here (the instruction's placement
        rules decide; by default anywhere after the operands)."""
        check = getattr(self.on_modifier, "flag_in_place", None)
        if check is not None:
            return check(word, self.ops)
        return self.required is not None and len(self.ops) >= self.required

    def immediate16(self, message: str) -> ImmOp:
        """An absolute 16-bit value where a structured operand (hwreg(...)) is due: the
        only other thing llvm-mc takes there; ``message`` is its error for anything else."""
        tok = self.tok
        if not looks_like_register(self.tokens, self.pos) and tok.text not in self.rf.specials:
            parser = ex.Parser(self.tokens, self.pos, operand=True, symbols=self.symbols)
            try:
                node = parser.parse()
            except ex.ExprError as e:
                raise AsmError("syntax", e.message, e.column, e.end) from None
            try:
                value = ex.evaluate(node, self.symbols)
            except (ex.Unresolved, ZeroDivisionError):
                value = None
            if value is not None:
                self.pos = parser.pos
                end = self.tokens[self.pos - 1].end
                if not 0 <= value <= 0xFFFF:
                    raise AsmError("invalid-immediate", "invalid immediate: only 16-bit values are legal",
                                   tok.start, end)
                return ImmOp(value, node, _source_text(self.tokens, tok.start, end), tok.start, end)
        raise AsmError("invalid-operand", message, tok.start, tok.end)

    def forced_literal(self, *, fp_mods: bool = False, int_mods: bool = False) -> ImmOp:
        """``lit(x)``: the number x as a literal dword (the sources' kinds encode it); the
        spans are x's, where llvm-mc reports its errors. ``fp_mods``: the slot takes float
        source modifiers, ``int_mods`` SDWA's sext (the kinds' slot parsers say so): each
        changes llvm-mc's complaint about what is not a number inside."""
        self.pos += 2
        tokens = self.tokens
        first = tokens[self.pos]
        old_gen = self.rf.generation in ("gfx6", "gfx7")
        nxt = tokens[self.pos + 1]
        if first.text == "lit" and first.kind is _K_IDENT and (old_gen or nxt.text == "(" and nxt.kind is _K_PUNCT):
            # (llvm-mc reads one lit(: inside, 'lit' is a symbol, an expression without a
            # value that ends at what follows it. A slot with float modifiers fails there;
            # gfx8/9's sources with SDWA's sext read an operand again from there (so
            # lit(lit(1) is 1); other parsers take nothing: GCN 1.0/1.1 and scalar sources)
            if fp_mods:
                raise AsmError("syntax", "failed parsing operand.", nxt.start, nxt.end)
            if int_mods and not old_gen:
                self.pos += 1
                return self.parse_plain()
            raise AsmError("invalid-modifier", "not a valid operand.", nxt.start, nxt.end)
        if ((first.kind is _K_IDENT and first.text in ("neg", "abs", "sext") and nxt.text == "(")
                or (first.kind is _K_PUNCT and first.text == "-" and (
                    nxt.text == "|" or looks_like_register(tokens, self.pos + 1)
                    or nxt.text in ("neg", "abs", "sext") and tokens[self.pos + 2].text == "("))
                or (not fp_mods and first.kind is _K_PUNCT and first.text == "|")):
            # (a source modifier inside: llvm-mc's operand parser gives up at its first
            # token; where the slot takes none, it reads no operand there at all)
            if fp_mods:
                raise AsmError("syntax", "failed parsing operand.", first.start, first.end)
            raise AsmError("invalid-modifier", "not a valid operand.", first.start, first.end)
        inner = self.parse_plain() if first.kind is not _K_EOL else None
        if not isinstance(inner, ImmOp) or (inner.value is None and not inner.is_float) or inner.lit:
            # Only a number: GCN 1.0/1.1 refuse a register there, later ones (and GCN
            # 1.0/1.1 for a symbol) what follows it; a slot with float modifiers says
            # why, at what lit( holds.
            if fp_mods and isinstance(inner, RegOp):
                raise AsmError("syntax", "expected immediate with lit modifier", first.start, first.end)
            if fp_mods and isinstance(inner, ImmOp) and not inner.lit:
                t = tokens[self.pos]  # (a symbol: at what follows it)
                raise AsmError("syntax", "failed parsing operand.", t.start, t.end)
            if old_gen and isinstance(inner, RegOp):
                raise AsmError("invalid-modifier", "not a valid operand.", inner.start, inner.end)
            if not (old_gen or int_mods or fp_mods) and not (isinstance(inner, ImmOp) and inner.lit):
                # (no operand parser takes it: at a register, or after a symbol)
                t = inner if isinstance(inner, RegOp) else tokens[self.pos]
                raise AsmError("invalid-modifier", "not a valid operand.", t.start, t.end)
            t = tokens[self.pos]
            if old_gen:
                raise AsmError("invalid-modifier", "not a valid operand.", t.start, t.end)
            if isinstance(inner, RegOp) and not (t.kind is _K_PUNCT and t.text == ")"):
                # (gfx8/9's sources with sext read an operand again where lit( left off: a
                # register whose ')' is missing is that register, lit(v1 is v1)
                return inner
            if t.kind is _K_EOL:  # (after a symbol: nothing left to read again)
                raise AsmError("invalid-modifier", "not a valid operand.", t.start, t.end)
            raise AsmError("syntax", "unknown token in expression", t.start, t.end)
        close = tokens[self.pos]
        if close.text != ")" or close.kind is not _K_PUNCT:
            raise AsmError("syntax", "expected closing parentheses", close.start, close.end)
        self.pos += 1
        return replace(inner, lit=True)

    def expression(self) -> ImmOp:
        """An operand read as an expression only (a kind's slot parser: a branch target)."""
        return self._expression()

    def _expression(self) -> ImmOp:
        tokens = self.tokens
        tok = tokens[self.pos]
        kind = tok.kind
        if kind is not _K_INT:  # (an integer is none of these)
            if kind is _K_PUNCT and tok.text == "@":
                raise AsmError("syntax", "expected a symbol reference", tok.start, tok.end)
            if kind is _K_ERROR:  # (an odd character too: llvm-mc's operand parser fails first)
                raise AsmError("syntax", "failed parsing operand.", tok.start, tok.end)
            nxt = tokens[self.pos + 1]
            if kind is _K_FLOAT or (tok.text == "-" and nxt.kind is _K_FLOAT):  # ('- 1.5' too)
                sign = -1.0 if tok.text == "-" else 1.0
                last = nxt if tok.text == "-" else tok
                self.pos += 2 if tok.text == "-" else 1
                return ImmOp(None, ex.Num(tok.start, last.end, 0), f"{'-' if sign < 0 else ''}{last.text}",
                             tok.start, last.end, is_float=True, float_value=sign * last.value)
        start = tok.start
        if ex.lone_number(tokens, self.pos):
            # What the general case below gives a lone number, without an ex.Parser.
            self.pos += 1
            node = ex.number(tok)
            return ImmOp(node.value, node, tok.text, start, tok.end)
        parser = ex.Parser(tokens, self.pos, operand=True, symbols=self.symbols)
        try:
            node = parser.parse()
        except ex.ExprError as e:
            if self.pos == parser.pos and kind is not _K_STRING and not e.stands:
                raise AsmError("syntax", "failed parsing operand." if kind is not _K_PUNCT
                               else ex.misplaced(tok), e.column, e.end) from None
            raise AsmError("syntax", e.message, e.column, e.end) from None
        first, self.pos = self.pos, parser.pos
        end = tokens[self.pos - 1].end
        text = _text_of(tokens, first, self.pos)
        try:
            value = ex.evaluate(node, self.symbols)
        except ex.Unresolved:
            value = None
        except ZeroDivisionError:
            value = None
        if value is None and self.symbols:
            node = ex.inlined(node, self.symbols)  # (as llvm-mc's parser reads it: printed so)
        return ImmOp(value, node, text, start, end)

    def absolute(self, message: str = "expected absolute expression",
                 no_expression: str | None = None) -> tuple[int, int, int]:
        """An absolute expression at the cursor: (value, start column, end column).

        ``message`` is the error for an expression that is not absolute; ``no_expression``,
        if given, replaces the parse error when the first token cannot start one."""
        tokens = self.tokens
        tok = tokens[self.pos]
        try:
            value, self.pos = ex.absolute(tokens, self.pos, self.symbols, operand=True)
        except ex.ExprError as e:
            if e.column == tok.start:  # nothing of an expression: llvm-mc's operand parser says why
                if tok.kind is _K_ERROR:
                    raise AsmError("syntax", "failed parsing operand.", tok.start, tok.end) from None
                if tok.kind is _K_PUNCT and tok.text == "@":
                    raise AsmError("syntax", "expected a symbol reference", tok.start, tok.end) from None
                if no_expression is not None and tok.kind is not _K_PUNCT and tok.kind is not _K_EOL:
                    raise AsmError("syntax", no_expression, tok.start, tok.end) from None
            raise AsmError("syntax", e.message, e.column, e.end) from None
        if value is None:
            raise AsmError("syntax", message, tok.start, tok.end)
        return value, tok.start, tokens[self.pos - 1].end

    def _named_value(self, word: str) -> NamedOp:
        tok = self.tokens[self.pos]
        self.pos += 2  # word and ':'
        if self.value_parsers is not None and word in self.value_parsers:
            return self.value_parsers[word](self, tok)
        if self.swizzle and word == "offset":
            # ds_swizzle_b32's offset has its own parser: swizzle(...) or an absolute value.
            if self.tok.text == "swizzle" and self.tok.kind is _K_IDENT:
                nxt = self.tokens[self.pos + 1]
                if nxt.text != "(":
                    raise AsmError("syntax", "expected a left parentheses", nxt.start, nxt.end)
                return self._swizzle(tok)
            msg = "expected a swizzle macro or an absolute expression"
            if self.tok.kind is _K_STRING:  # a quoted mask without swizzle(BITMASK_PERM, ...)
                raise AsmError("syntax", msg, self.tok.start, self.tok.end)
            value, vstart, vend = self.absolute(msg)
            if not 0 <= value <= 0xFFFF:  # checked as it is read, before any later operand
                raise AsmError("offset-out-of-range", "expected a 16-bit offset", vstart, vend)
            return NamedOp(word, value, tok.start, vend, vstart, vend)
        if word in ARRAY_MODIFIERS:
            self.pos -= 2
            return opsel.parse(self)
        value, vstart, vend = self.absolute()
        return NamedOp(word, value, tok.start, vend, vstart, vend)

    def _swizzle(self, head: Token) -> NamedOp:
        value, end, vstart = parse_swizzle(self)
        return NamedOp("offset", value, head.start, end, vstart, end, swizzle=True)

    def expect(self, text: str, message: str) -> Token:
        tok = self.tok
        if tok.text != text or tok.kind not in (_K_PUNCT,):
            raise AsmError("syntax", message, tok.start, tok.end)
        self.pos += 1
        return tok


def _text_of(tokens: list[Token], first: int, last: int) -> str:
    """The text of tokens[first:last] (an expression as written, without blanks)."""
    if last == first + 1:
        return tokens[first].text
    return "".join([t.text for t in tokens[first:last]])


def _source_text(tokens: list[Token], start: int, end: int) -> str:
    parts = []
    last = None
    for t in tokens:
        if t.start >= start and t.end <= end and t.kind is not _K_EOL:
            if last is not None and t.start > last:
                parts.append("")
            parts.append(t.text)
            last = t.end
    return "".join(parts)


def _source_modifier(tokens, pos: int) -> bool:
    """neg(, abs(, sext( or '|' at ``pos``: llvm-mc's isModifier."""
    tok = tokens[pos]
    if tok.kind is _K_PUNCT:
        return tok.text == "|"
    return (tok.kind is _K_IDENT and tok.text in ("neg", "abs", "sext") and tokens[pos + 1].text == "("
            and tokens[pos + 1].kind is _K_PUNCT)
