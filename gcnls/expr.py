"""Integer expressions as LLVM's MC layer reads them (GNU precedence, 64-bit values)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .lexer import BAD_SIGN, QUOTE_ERROR, UNTERMINATED_COMMENT, Kind, Token, spaced_reference

# Kind.X is a slow look-up (an enum descriptor); these are plain globals.
_K_IDENT, _K_INT, _K_PUNCT, _K_FLOAT, _K_STRING = Kind.IDENT, Kind.INT, Kind.PUNCT, Kind.FLOAT, Kind.STRING

# GNU as precedence, which LLVM uses for ELF targets: note that ``|``, ``&`` and
# ``^`` bind tighter than ``+`` and ``-``.
_BINARY = {
    "||": 1,
    "&&": 2,
    "==": 3, "!=": 3, "<>": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
    "+": 4, "-": 4,
    "|": 5, "^": 5, "&": 5, "!": 5,
    "*": 6, "/": 6, "%": 6, "<<": 6, ">>": 6,
}
_MASK = (1 << 64) - 1
#: operators pending at once (unary chains, open parentheses) before an expression is
#: refused: llvm-mc parses recursively and crashes somewhere between 20,000 and 100,000;
#: gcnls is iterative and stops cleanly here instead
MAX_NESTING = 50_000


def wrap64(value: int) -> int:
    value &= _MASK
    return value - (1 << 64) if value >> 63 else value


class ExprError(Exception):
    def __init__(self, message: str, column: int, end: int | None = None, stands: bool = False):
        super().__init__(message)
        self.message = message
        self.column = column
        self.end = end if end is not None else column + 1
        # the message stands in an instruction's operand too, where other errors at the
        # expression's first token are "failed parsing operand."
        self.stands = stands


@dataclass(frozen=True)
class Expr:
    start: int
    end: int


@dataclass(frozen=True)
class Num(Expr):
    value: int


@dataclass(frozen=True)
class Sym(Expr):
    name: str


@dataclass(frozen=True)
class Unary(Expr):
    op: str
    operand: Expr


@dataclass(frozen=True)
class Binary(Expr):
    op: str
    left: Expr
    right: Expr


@dataclass(frozen=True)
class Call(Expr):
    """AMDGPU's expression functions (``max(a, b)``, ``or(a, b)``...), which LLVM's
    compiler output uses in ``.set`` lines for resource usage."""

    name: str
    args: tuple


# The functions llvm-mc's AMDGPU parser takes; gcnls evaluates those it can.
FUNCTIONS = frozenset({"max", "or", "alignto", "extrasgprs", "totalnumvgprs", "occupancy", "instprefsize"})
_MAX_CALL_DEPTH = 64


class Unresolved(Exception):
    """The expression names a symbol whose value is not known here."""


def lone_number(tokens: list[Token], pos: int) -> bool:
    """Is the expression at ``pos`` a single integer token (no operator, no '@' variant, no
    numeric label's 'b'/'f' follows: lexer.spaced_reference)?"""
    return tokens[pos].kind is _K_INT and tokens[pos + 1].text not in _BINARY and tokens[pos + 1].text[:1] != "@" \
        and spaced_reference(tokens, pos) is None


def number(tok: Token) -> Num:
    """The node of a lone number."""
    return Num(tok.start, tok.end, wrap64(tok.value))


def real(tok: Token) -> Num:
    """A floating-point token in an expression: llvm-mc takes its double's bit pattern."""
    import struct

    return Num(tok.start, tok.end, struct.unpack("<q", struct.pack("<d", tok.value))[0])


# The relocation variants a symbol may carry after '@' (``sym@rel32@lo``), as AMDGPU's
# llvm-mc knows them (in any case; printed in lower case).
VARIANTS = frozenset({"gotpcrel", "gotpcrel32@lo", "gotpcrel32@hi", "rel32@lo", "rel32@hi", "rel64",
                      "abs32@lo", "abs32@hi", "abs64"})


def _with_variant(tok: Token) -> str:
    """A name as an expression reads it: what follows its first '@' must be a variant."""
    name, at, variant = tok.text.partition("@")
    if not variant:
        return tok.text
    if variant.lower() not in VARIANTS:
        raise ExprError(f"invalid variant '{variant}'", tok.start + len(name) + 1, tok.end, stands=True)
    return f"{name}@{variant.lower()}"


_ABSOLUTE_VARIANTS = frozenset({"abs32@lo", "abs32@hi", "abs64"})


def variant_of(name: str) -> str:
    """The variant of a symbol reference read by an expression ("" when none)."""
    return name.partition("@")[2]


def misplaced(tok: Token) -> str:
    """llvm-mc's message for a token that cannot start an operand: `$` and `*` could name
    the location counter (they do not on AMDGPU), which llvm-mc words differently."""
    if tok.text == "@":  # (a name's prefix with no name after it)
        return "expected a symbol reference"
    return "invalid token in expression" if tok.text in ("$", "*") else "unknown token in expression"


def malformed(tok: Token) -> str:
    """The lexer's message for a malformed number where an expression starts (a directive's;
    an instruction's operand fails as a whole)."""
    text = tok.text.lower()
    if text == BAD_SIGN:
        return "invalid sign in float literal"
    if text.startswith(UNTERMINATED_COMMENT):
        return "unterminated comment"
    if text.startswith("0x"):
        return "invalid hexadecimal number"
    if text.startswith("0b"):
        return "invalid binary number"
    if text[:1] == "0" and text[1:2].isdigit():
        return "invalid octal number"
    if text[:1] == '"':
        return "unterminated string constant"
    if text[:1] == "'":
        return QUOTE_ERROR
    return misplaced(tok)


class Parser:
    """Reads an expression from a token list starting at ``pos``.

    ``operand``: as in an instruction operand, where llvm-mc also reads a real number (its
    double's bit pattern) and a quoted string (a symbol of that name). ``symbols``: the
    values defined where the expression stands (what a trailing '@' variant reads: _variant)."""

    def __init__(self, tokens: list[Token], pos: int, depth: int = 0, operand: bool = False,
                 symbols: dict | None = None):
        self.tokens = tokens
        self.pos = pos
        self.depth = depth
        self.operand = operand
        self.symbols = symbols

    def _call(self, name: Token) -> Call:
        """``name(arg, ...)`` with the position on the ``(``."""
        if self.depth >= _MAX_CALL_DEPTH:
            raise ExprError("unknown token in expression", name.start, name.end)
        args = []
        self.pos += 1
        while True:
            tok = self.tok
            if tok.text == ")" and tok.kind is _K_PUNCT:
                # (llvm-mc's messages stand at the token after the ')')
                after = self.tokens[min(self.pos + 1, len(self.tokens) - 1)]
                raise ExprError(f"{'mismatch of commas in' if args else 'empty'} {name.text} expression",
                                after.start, after.end)
            sub = Parser(self.tokens, self.pos, self.depth + 1, self.operand, self.symbols)
            args.append(sub.parse())
            self.pos = sub.pos
            tok = self.tok
            if tok.text == "," and tok.kind is _K_PUNCT:
                self.pos += 1
                continue
            if tok.text == ")" and tok.kind is _K_PUNCT:
                return Call(name.start, tok.end, name.text.lower(), tuple(args))
            raise ExprError(f"unexpected token in {name.text} expression", tok.start, tok.end)

    @property
    def tok(self) -> Token:
        return self.tokens[self.pos]

    def parse(self) -> Expr:
        """Operator precedence without recursion, so any nesting depth parses."""
        tok = self.tokens[self.pos]
        if lone_number(self.tokens, self.pos):
            # A lone number, the common case, needs no operator stack.
            self.pos += 1
            return number(tok)
        ops: list[tuple[Token, int]] = []  # pending operators: (token, precedence; 0 = "(", -1 = unary)
        vals: list[Expr] = []
        open_parens = 0
        expect_operand = True

        def reduce() -> None:
            tok, prec = ops.pop()
            if prec == -1:
                operand = vals.pop()
                vals.append(Unary(tok.start, operand.end, tok.text, operand))
            else:
                right, left = vals.pop(), vals.pop()
                vals.append(Binary(left.start, right.end, tok.text, left, right))

        while True:
            tok = self.tok
            punct = tok.kind is _K_PUNCT
            if expect_operand:
                if tok.kind is _K_INT:
                    name = spaced_reference(self.tokens, self.pos)
                    if name is None:
                        vals.append(number(tok))
                    else:
                        self.pos += 1
                        head, at, variant = name.partition("@")
                        if at:
                            if variant.lower() not in VARIANTS:
                                ref = self.tokens[self.pos]
                                raise ExprError(f"invalid variant '{variant}'", ref.start, ref.end)
                            name = f"{head}@{variant.lower()}"  # (printed in llvm-mc's spelling)
                        vals.append(Sym(tok.start, self.tokens[self.pos].end, name))
                    expect_operand = False
                elif tok.kind is _K_FLOAT:
                    vals.append(real(tok))
                    expect_operand = False
                elif tok.kind is _K_STRING:  # (a symbol named by a string, "a b")
                    if len(tok.text) < 3:
                        raise ExprError("expected a symbol reference", tok.end, tok.end + 1)
                    vals.append(Sym(tok.start, tok.end, tok.text[1:-1]))
                    expect_operand = False
                elif tok.kind is _K_IDENT:
                    nxt = self.tokens[self.pos + 1]
                    # (llvm-mc knows the functions by their lower-case names, and not right
                    # after a unary operator: '-max(...)' is the symbol 'max')
                    if (nxt.text == "(" and nxt.kind is _K_PUNCT and tok.text in FUNCTIONS
                            and not (ops and ops[-1][1] == -1)):
                        self.pos += 1
                        vals.append(self._call(tok))
                    else:
                        vals.append(Sym(tok.start, tok.end, _with_variant(tok)))
                    expect_operand = False
                elif punct and tok.text in ("-", "~", "!", "+"):
                    ops.append((tok, -1))
                elif punct and tok.text == "(":
                    ops.append((tok, 0))
                    open_parens += 1
                elif tok.kind is Kind.ERROR:
                    # (the lexer's error token: an instruction's operand fails as a whole)
                    raise ExprError("failed parsing operand." if self.operand else malformed(tok),
                                    tok.start, tok.end)
                else:
                    raise ExprError(misplaced(tok), tok.start, tok.end)
                if len(ops) > MAX_NESTING:
                    raise ExprError(f"expression nested more than {MAX_NESTING} deep", tok.start, tok.end)
                self.pos += 1
                continue
            while ops and ops[-1][1] == -1:
                reduce()
            prec = _BINARY.get(tok.text) if punct else None
            if prec is not None:
                while ops and ops[-1][1] >= prec:
                    reduce()
                ops.append((tok, prec))
                expect_operand = True
                self.pos += 1
            elif punct and tok.text == ")" and open_parens:
                while ops[-1][1] != 0:
                    reduce()
                ops.pop()
                open_parens -= 1
                self.pos += 1
                inner = vals[-1]
                if not self.operand and not isinstance(inner, (Num, Sym)):
                    # llvm-mc folds a parenthesized expression without symbols to its
                    # value, which is how it prints it ('a+(-1)' -> 'a-1')
                    try:
                        vals[-1] = Num(inner.start, inner.end, evaluate(inner))
                    except (Unresolved, ZeroDivisionError):
                        pass
            else:
                break
        while ops:
            if ops[-1][1] == 0:
                raise ExprError("expected ')'", self.tok.start)
            reduce()
        tok = self.tok
        if tok.text[:1] == "@" and (tok.kind is _K_PUNCT or tok.kind is _K_IDENT):
            return self._variant(vals[-1])
        return vals[-1]

    def _variant(self, node: Expr) -> Expr:
        """llvm-mc reads '@' after a whole expression as a relocation variant for all its
        symbols (``(x+4)@abs32@lo`` is ``x@abs32@lo+4``), checked in its order. A symbol with
        a constant value is that value by then (inlined: its parser puts the constant in place
        of the name as it reads it), no symbol: after ``x = 3``, ``(x)@abs32@lo`` has none."""
        at = self.tok
        self.pos += 1
        if at.kind is _K_IDENT:  # ('@lo' made one name: lexer._prefixed)
            text, start, end = at.text[1:], at.start + 1, at.end
        else:
            tok = self.tok
            if tok.kind is not _K_IDENT:
                raise ExprError("unexpected symbol modifier following '@'", tok.start, tok.end)
            text, start, end = tok.text, tok.start, tok.end
            self.pos += 1
        variant = text.lower()
        if variant not in VARIANTS:
            raise ExprError(f"invalid variant '{text}'", start, end)
        node = inlined(node, self.symbols)
        syms = symbols_in(node)
        if not syms:
            raise ExprError(f"invalid modifier '{text}' (no symbols present)", start, end)
        if any(variant_of(s.name) for s in syms):
            raise ExprError(f"invalid variant on expression '{text}' (already modified)", start, end)
        return fold(node, lambda n: Sym(n.start, n.end, f"{n.name}@{variant}") if isinstance(n, Sym) else n,
                    lambda n, args: replace(n, args=tuple(args)), lambda n, v: replace(n, operand=v),
                    lambda n, left, right: replace(n, left=left, right=right))


def absolute(tokens: list[Token], pos: int, symbols: dict[str, int] | None = None,
             operand: bool = False) -> tuple[int | None, int]:
    """Parse the expression at ``pos``: its value (None when it is not absolute) and the
    position after it. A malformed expression raises ExprError. ``operand``: see Parser."""
    if lone_number(tokens, pos):
        return wrap64(tokens[pos].value), pos + 1  # what parse() and evaluate() give it
    parser = Parser(tokens, pos, operand=operand, symbols=symbols)
    node = parser.parse()
    try:
        return evaluate(node, symbols), parser.pos
    except (Unresolved, ZeroDivisionError):
        return None, parser.pos


def fold(expr: Expr, leaf, call, unary, binary):
    """``expr`` folded bottom-up: ``leaf(node)`` for a Num or Sym, then ``call(node, args)``,
    ``unary(node, value)``, ``binary(node, left, right)`` over the values below. Iterative
    (an explicit stack), so a chain of thousands of unary operators, which llvm-mc accepts,
    folds like any other expression."""
    values: list = []
    stack: list[tuple[Expr, bool]] = [(expr, False)]
    while stack:
        node, ready = stack.pop()
        if isinstance(node, (Num, Sym)):
            values.append(leaf(node))
        elif not ready:
            stack.append((node, True))
            if isinstance(node, Call):
                stack.extend((a, False) for a in reversed(node.args))
            elif isinstance(node, Unary):
                stack.append((node.operand, False))
            else:
                stack.append((node.right, False))
                stack.append((node.left, False))
        elif isinstance(node, Call):
            args = values[len(values) - len(node.args):]
            del values[len(values) - len(node.args):]
            values.append(call(node, args))
        elif isinstance(node, Unary):
            values.append(unary(node, values.pop()))
        else:
            right = values.pop()
            values.append(binary(node, values.pop(), right))
    return values[-1]


def evaluate(expr: Expr, symbols: dict[str, int] | None = None, generation: int | None = None) -> int:
    """The 64-bit value of ``expr``; raises Unresolved for unknown symbols. ``generation``
    (6-9): the processor's, for the functions that depend on it (extrasgprs)."""
    if isinstance(expr, Num):
        return expr.value

    def leaf(node):
        if isinstance(node, Num):
            return node.value
        if symbols is not None and node.name in symbols:
            return symbols[node.name]
        raise Unresolved(node.name)

    return fold(expr, leaf, lambda node, args: _call(node.name, args, generation),
                lambda node, v: _unary(node.op, v), lambda node, a, b: _binary(node.op, a, b))


# relocatable()'s values: (A, B, constant) for A - B + constant (A, B symbol names or
# None), or None where the expression is not relocatable.
_ABSENT = (None, None)


def relocatable(expr: Expr, symbols: dict[str, int] | None = None) -> bool:
    """Does ``expr`` reduce to llvm-mc's relocatable form, ``A - B + constant`` (A and B
    symbols, each optional)? Unary minus swaps A and B (so ``-a`` alone is not), every
    other operator wants absolute operands."""

    def leaf(node):
        if isinstance(node, Num):
            return (None, None, node.value)
        known = symbols.get(node.name) if symbols is not None else None
        return (None, None, known) if known is not None else (node.name, None, 0)

    def call(node, args):
        if not all(v is not None and v[:2] == _ABSENT for v in args):
            return None
        try:
            return (None, None, _call(node.name, [v[2] for v in args]))
        except Unresolved:
            return None

    def unary(node, v):
        if v is None:
            return None
        if v[:2] == _ABSENT:
            return (None, None, _unary(node.op, v[2]))
        if node.op == "+":
            return v
        if node.op == "-" and v[1] is not None:
            return (v[1], v[0], -v[2])
        return None

    def binary(node, left, r):
        if left is None or r is None:
            return None
        if node.op in ("+", "-"):
            if node.op == "-":
                r = (r[1], r[0], -r[2])
            if (left[0] and r[0]) or (left[1] and r[1]):
                return None
            return (left[0] or r[0], left[1] or r[1], left[2] + r[2])
        if left[:2] == _ABSENT and r[:2] == _ABSENT:
            try:
                return (None, None, _binary(node.op, left[2], r[2]))
            except ZeroDivisionError:
                return None
        return None

    return fold(expr, leaf, call, unary, binary) is not None


def _call(name: str, values: list[int], generation: int | None = None) -> int:
    if name == "max":
        return max(values)
    if name == "totalnumvgprs" and len(values) == 2:
        return max(values)  # (AGPRs only add up on gfx90a)
    if name == "extrasgprs" and len(values) == 3 and generation is not None:
        vcc, flat, xnack = values
        if generation < 8:
            return 4 if flat else 2 if vcc else 0
        return 6 if flat else 4 if xnack else 2 if vcc else 0
    if name == "or":
        out = 0
        for v in values:
            out |= v
        return wrap64(out)
    if name == "alignto" and len(values) == 2 and values[1] > 0:
        return wrap64((values[0] + values[1] - 1) // values[1] * values[1])
    raise Unresolved(name)


def _unary(op: str, v: int) -> int:
    return wrap64({"-": -v, "~": ~v, "!": 0 if v else 1, "+": v}[op])


def _binary(op: str, a: int, b: int) -> int:
    if op in ("/", "%"):
        if b == 0:
            raise ZeroDivisionError
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        return wrap64(q if op == "/" else a - q * b)
    if op == "<<":
        return wrap64(a << (b & 63))
    if op == ">>":  # (a logical shift, as AMDGPU's llvm-mc reads '>>')
        return wrap64((a & _MASK) >> (b & 63))
    results = {
        "+": a + b, "-": a - b, "*": a * b, "|": a | b, "&": a & b, "^": a ^ b,
        "!": a | ~b,
        "==": -(a == b), "!=": -(a != b), "<>": -(a != b), "<": -(a < b),
        "<=": -(a <= b), ">": -(a > b), ">=": -(a >= b),
        "&&": int(bool(a and b)), "||": int(bool(a or b)),
    }
    return wrap64(results[op])


def symbols_in(expr: Expr) -> list[Sym]:
    """The symbols of ``expr``, left to right (iterative, as evaluate)."""
    out: list[Sym] = []
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, Sym):
            out.append(node)
        elif isinstance(node, Unary):
            stack.append(node.operand)
        elif isinstance(node, Binary):
            stack.append(node.right)
            stack.append(node.left)
        elif isinstance(node, Call):
            stack.extend(reversed(node.args))
    return out


def inlined(expr: Expr, symbols) -> Expr:
    """``expr`` with each symbol that has an absolute value (``symbols``) replaced by that
    value: llvm-mc's parser puts a variable's constant in place of its name as it reads
    the expression, so an expression it cannot fold is printed with the values
    (``.set c, (a*b)*4`` after ``.set a, 4`` prints ``(4*b)*4``)."""
    if not symbols:
        return expr
    if isinstance(expr, Sym):
        value = symbols.get(expr.name)
        # (a value of a not-absolute definition, symbols.Deferred, is no constant there)
        return expr if value is None or value.__class__ is not int else Num(expr.start, expr.end, value)
    if isinstance(expr, Unary):
        return Unary(expr.start, expr.end, expr.op, inlined(expr.operand, symbols))
    if isinstance(expr, Binary):
        return Binary(expr.start, expr.end, expr.op, inlined(expr.left, symbols), inlined(expr.right, symbols))
    if isinstance(expr, Call):
        return Call(expr.start, expr.end, expr.name, tuple(inlined(a, symbols) for a in expr.args))
    return expr


def text(expr: Expr, symbols: dict[str, int] | None = None) -> str:
    """An expression as llvm-mc prints it (MCExpr): absolute parts folded to decimal
    constants, parentheses only where precedence needs them, no blanks."""
    try:
        return str(evaluate(expr, symbols))
    except (Unresolved, ZeroDivisionError):
        pass
    if isinstance(expr, Sym):
        return expr.name if _PLAIN_NAME.match(expr.name) else f'"{expr.name}"'
    if isinstance(expr, Unary):
        inner = text(expr.operand, symbols)
        return expr.op + (f"({inner})" if isinstance(expr.operand, Binary) and not _folds(expr.operand, symbols)
                          else inner)
    if isinstance(expr, Binary):
        left, right = text(expr.left, symbols), text(expr.right, symbols)
        # llvm-mc's printer: a sum's left operand that is a sum stays bare (a+b-c); any
        # other compound operand is parenthesised ((a*2)+1, (a*2)*3, (a+4)*2, a-(b-c)).
        if _is_open(expr.left, symbols) and not (expr.op in "+-" and expr.left.op in ("+", "-")):
            left = f"({left})"
        if _is_open(expr.right, symbols):
            right = f"({right})"
        return f"{left}{expr.op}{right}"
    if isinstance(expr, Call):
        return f"{expr.name}({', '.join(text(a, symbols) for a in expr.args)})"
    return str(getattr(expr, "value", ""))


_PLAIN_NAME = __import__("re").compile(r"^[A-Za-z_.$][\w.$@]*$")


def _folds(expr: Expr, symbols) -> bool:
    try:
        evaluate(expr, symbols)
        return True
    except (Unresolved, ZeroDivisionError):
        return False


def _is_open(expr: Expr, symbols) -> bool:
    """A binary expression that stays one after folding (it needs parentheses around it)."""
    return isinstance(expr, Binary) and not _folds(expr, symbols)


def pc_relative(expr: Expr, symbols: dict[str, int] | None = None) -> bool:
    """Does llvm-mc emit a PC-relative fixup for this literal (rather than a data one)?
    Yes when it names a symbol outside any subtraction (its absolute parts folded), unless
    the symbol asks for an absolute address (@abs32@lo, @abs32@hi, @abs64)."""
    if _folds(expr, symbols):
        return False
    if isinstance(expr, Sym):
        return variant_of(expr.name) not in _ABSOLUTE_VARIANTS
    if isinstance(expr, Binary):
        return expr.op != "-" and (pc_relative(expr.left, symbols) or pc_relative(expr.right, symbols))
    if isinstance(expr, Unary):
        return pc_relative(expr.operand, symbols)
    return False


def has_difference(expr: Expr, symbols: dict[str, int] | None = None) -> bool:
    """Does the expression, its absolute parts folded, subtract anywhere (llvm-mc then
    emits a data fixup, not a PC-relative one)?"""
    if _folds(expr, symbols):
        return False
    if isinstance(expr, Binary):
        return expr.op == "-" or has_difference(expr.left, symbols) or has_difference(expr.right, symbols)
    if isinstance(expr, Unary):
        return has_difference(expr.operand, symbols)
    return False
