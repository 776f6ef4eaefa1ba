"""The lexer's tokens and the expression parser's nodes as gcnls's own interfaces use them:
kinds, values, column spans (the server underlines with them), positions after a parse.
What the text means is checked against llvm-mc 22 in tests/test_expressions.py."""

from __future__ import annotations

import pytest

from gcnls import expr
from gcnls.lexer import Kind, tokenize


def kinds(line: str) -> list[tuple[str, str, int, int]]:
    return [(t.kind.name, t.text, t.start, t.end) for t in tokenize(line)]


def test_every_token_class_with_its_span():
    line = "lab: s_x\t0x1F, 017 0b1 1.5 .5 'a' \"s\\\"t\" .set $ ` \u00e9 << >= 08 0x \"open"
    assert kinds(line) == [
        ("IDENT", "lab", 0, 3), ("PUNCT", ":", 3, 4), ("IDENT", "s_x", 5, 8), ("INT", "0x1F", 9, 13),
        ("PUNCT", ",", 13, 14), ("INT", "017", 15, 18), ("INT", "0b1", 19, 22), ("FLOAT", "1.5", 23, 26),
        ("FLOAT", ".5", 27, 29), ("INT", "'a'", 30, 33), ("STRING", '"s\\"t"', 34, 40), ("IDENT", ".set", 41, 45),
        ("PUNCT", "$", 46, 47), ("ERROR", "`", 48, 49), ("ERROR", "\u00e9", 50, 51), ("PUNCT", "<<", 52, 54),
        ("PUNCT", ">=", 55, 57), ("ERROR", "08", 58, 60), ("ERROR", "0x", 61, 63), ("ERROR", '"open', 64, 69),
        ("EOL", "", 69, 69),
    ]


@pytest.mark.parametrize("text,value", [
    ("0", 0), ("7", 7), ("017", 15), ("00", 0), ("0x1F", 31), ("0X1f", 31), ("0b101", 5), ("0B11", 3),
    ("1.5", 1.5), (".5", 0.5), (".25", 0.25), ("1e3", 1000.0), ("1E3", 1000.0), ("2.", 2.0), ("'a'", 97), ("'\\''", 39), ("'\\\\'", 92),
    ("'\\q'", ord("q")), ("123456789012345678901", 123456789012345678901),
])
def test_number_values(text, value):
    tok = tokenize(text)[0]
    assert (tok.value, type(tok.value), tok.start, tok.end) == (value, type(value), 0, len(text))


@pytest.mark.parametrize("text", ["08", "019", "0x", "0b2", "0B", "1e", "'", "'ab'", "`", "\x01"])
def test_malformed_numbers_and_characters_are_errors_or_punctuation(text):
    toks = tokenize(text)
    assert toks[0].kind in (Kind.ERROR, Kind.PUNCT) or toks[0].kind is Kind.INT and toks[1].kind is not Kind.EOL
    assert toks[-1] == (Kind.EOL, "", len(text), len(text), None)


@pytest.mark.parametrize("text, expected", [
    ("1b", [("IDENT", "1b", 0, 2)]), ("0b", [("IDENT", "0b", 0, 2)]), ("12f+01b", [("IDENT", "12f", 0, 3),
     ("PUNCT", "+", 3, 4), ("IDENT", "01b", 4, 7)]),
    ("0b1", [("INT", "0b1", 0, 3)]), ("0bx", [("INT", "0", 0, 1), ("IDENT", "bx", 1, 3)]),
    ("1b$", [("INT", "1", 0, 1), ("IDENT", "b$", 1, 3)]), ("08b", [("ERROR", "08", 0, 2), ("IDENT", "b", 2, 3)]),
    ("0x1b", [("INT", "0x1b", 0, 4)]), ("1.5f", [("FLOAT", "1.5", 0, 3), ("IDENT", "f", 3, 4)]),
])
def test_numeric_label_references(text, expected):
    """"1b"/"2f" name a numeric local label (directional.py); what merely looks like one
    stays what llvm-mc's lexer makes of it."""
    assert kinds(text)[:-1] == expected


def test_blanks_and_end_of_line():
    assert kinds(" \t\r\f\v\x00a  ") == [("IDENT", "a", 6, 7), ("EOL", "", 9, 9)]
    assert kinds("") == [("EOL", "", 0, 0)]


def parse(text: str):
    tokens = tokenize(text)
    p = expr.Parser(tokens, 0)
    return p.parse(), p.pos, tokens


def test_node_spans_and_parse_position():
    node, pos, tokens = parse("-(a + 0x10) * 3, x")
    assert isinstance(node, expr.Binary) and node.op == "*" and (node.start, node.end) == (0, 15)
    unary = node.left
    assert isinstance(unary, expr.Unary) and unary.op == "-" and (unary.start, unary.end) == (0, 10)
    inner = unary.operand
    assert isinstance(inner, expr.Binary) and (inner.start, inner.end) == (2, 10)
    assert inner.left == expr.Sym(2, 3, "a") and inner.right == expr.Num(6, 10, 16)
    assert node.right == expr.Num(14, 15, 3)
    assert tokens[pos].text == ","
    assert [s.name for s in expr.symbols_in(node)] == ["a"]
    assert [s.name for s in expr.symbols_in(parse("~b + c - !d")[0])] == ["b", "c", "d"]
    assert expr.symbols_in(expr.Num(0, 1, 1)) == []


def test_lone_number_fast_path_gives_the_same_node():
    node, pos, _ = parse("0x7fff rest")
    assert node == expr.Num(0, 6, 0x7FFF) and pos == 1
    assert expr.lone_number(tokenize("5 + 1"), 0) is False and expr.lone_number(tokenize("5 x"), 0) is True
    assert expr.absolute(tokenize("0xffffffffffffffff"), 0) == (-1, 1)


def test_errors_carry_message_and_span():
    with pytest.raises(expr.ExprError) as e:
        parse("1 + $")
    assert (str(e.value), e.value.message, e.value.column, e.value.end) == (
        "invalid token in expression", "invalid token in expression", 4, 5)
    with pytest.raises(expr.ExprError) as e:
        parse("1 + ,")
    assert (e.value.message, e.value.column, e.value.end) == ("unknown token in expression", 4, 5)
    with pytest.raises(expr.ExprError) as e:
        parse("1 + <<")
    assert (e.value.message, e.value.column, e.value.end) == ("unknown token in expression", 4, 6)
    with pytest.raises(expr.ExprError) as e:
        parse("(1 + 2")
    assert (e.value.message, e.value.column, e.value.end) == ("expected ')'", 6, 7)


def test_absolute_values_symbols_and_positions():
    assert expr.absolute(tokenize("a*2+1, x"), 0, {"a": 5}) == (11, 5)
    assert expr.absolute(tokenize("-a"), 0, {"a": 5}) == (-5, 2)
    assert expr.absolute(tokenize("a+1"), 0) == (None, 3)
    assert expr.absolute(tokenize("4/0"), 0) == (None, 3)
    assert expr.absolute(tokenize("7/1"), 0) == (7, 3) and expr.absolute(tokenize("-7%1"), 0) == (0, 4)
    assert expr.absolute(tokenize("4%(1-1)"), 0) == (None, 7)
    with pytest.raises(expr.Unresolved) as e:
        expr.evaluate(parse("x+1")[0], {})
    assert str(e.value) == "x"
    assert expr.wrap64(1 << 63) == -(1 << 63) and expr.wrap64((1 << 64) + 5) == 5


def test_analyze_all_gives_each_repeated_statement_the_values_in_force():
    """symbols.analyze_all reuses a repeated statement's result only while no symbol has
    been defined since (a loop's body, a macro's lines): a redefinition in between, or a
    statement that defines one itself, gets the values in force there."""
    from gcnls import isa, symbols
    from gcnls.analysis import analyze_line

    proc = isa.load().processor("gfx900")
    use = "s_movk_i32 s0, x"
    code = [".set x, 1", use, use, ".set x, 2", use, ".set y, x+1", use, ".set x, x+1", ".set x, x+1", use, use]
    results = symbols.analyze_all(code, proc, analyze_line)
    words = [r.encoded.data[:2] for i, r in enumerate(results) if code[i] == use]
    assert words == [b"\x01\x00", b"\x01\x00", b"\x02\x00", b"\x02\x00", b"\x04\x00", b"\x04\x00"]
    assert results[1] is results[2] and results[4] is results[6]
    assert [r.directive.symbol for r in results if r.directive is not None and r.directive.symbol] == [
        ("x", 1), ("x", 2), ("y", 3), ("x", 3), ("x", 4)]
