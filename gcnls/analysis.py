"""Analysis of source text for one processor: the single entry point of every front end.

``analyze_line`` looks at one line on its own and is cached by (code text, processor),
so re-analysing an edited document costs only its changed lines. ``analyze`` adds what
needs the whole document: labels (``collect_labels``), undefined branch targets
(``undefined_labels``), and hazards (``checks.hazards.diagnostics``); the server's
incremental document uses the same three.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Container, Iterable
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

from . import data, directional, directives, isa
from .assembler import Encoded, assemble
from .diagnostics import WRONG_TOKEN, AsmError, Diagnostic, Severity
from .expr import malformed
from .isa import Processor
from .kinds.label import FIXUP as BRANCH_FIXUP
from .lexer import BAD_SIGN, QUOTE_ERROR, UNTERMINATED_COMMENT, Kind, Token
from .source import split_lines, strip_comments
from .symbols import analyze_all
from .syntax import Span, Statement, is_invalid_character, parse_statement

DEFAULT_MCPU = "gfx900"


@contextmanager
def whole_document():
    """Around the analysis of a whole document: the cyclic garbage collector would only
    rescan the many small objects it builds, which all live on (a third of the time)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@dataclass(slots=True)
class LineResult:
    """Everything gcnls knows about one line, independent of its position."""

    statement: Statement
    encoded: Encoded | None = None
    directive: directives.DirectiveResult | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    symbols: tuple[tuple[str, int], ...] = ()  # the symbol values this result was made with
    block: str | None = None  # set when a multi-line block (blocks.py) made this result
    origin: LineResult | None = None  # then: the line's own analysis, restored when the block goes

    @property
    def labels(self) -> list[Span]:
        return self.statement.labels

    @property
    def mnemonic(self) -> Span | None:
        return self.statement.mnemonic

    @property
    def has_error(self) -> bool:
        return any(d.is_error for d in self.diagnostics)


@lru_cache(maxsize=1 << 18)
def analyze_line(code: str, proc: Processor, symbols: tuple[tuple[str, int], ...] = ()) -> LineResult:
    """Analyse one line whose comments are already blanked (see source.strip_comments).

    ``symbols`` holds the values of absolute symbols (``.set``, ``=``) the line uses, as
    they stand at that line; see gcnls.symbols.
    """
    env = dict(symbols) if symbols else None
    try:
        st = parse_statement(code)
    except Exception:  # pragma: no cover - the lexer accepts any text
        st = Statement()
    result = LineResult(st, None, None, [], symbols)
    try:
        if st.mnemonic is not None:
            out = result.encoded = assemble(st, proc, env)
            if out.warnings:
                result.diagnostics.extend(out.warnings)
        elif st.directive is not None:
            result.directive = directives.check(st, proc, env)
            result.diagnostics.extend(result.directive.diagnostics)
        elif st.assign is not None:
            result.directive = directives.assignment(st, env, proc=proc)
        elif st.tokens[st.pos].text or st.tokens[st.pos].kind is Kind.ERROR:
            tok = st.tokens[st.pos]
            first = None  # the lexer's own error, which llvm-mc reports before the statement's
            if is_invalid_character(tok):
                first = "invalid character in input"
            elif tok.kind is Kind.ERROR and tok.text[:1] == '"':
                first = "unterminated string constant"
            elif tok.kind is Kind.ERROR and tok.text[:1] == "'":
                first = QUOTE_ERROR
            elif tok.kind is Kind.ERROR and tok.text == BAD_SIGN:
                first = "invalid sign in float literal"
            elif tok.kind is Kind.ERROR and tok.text[:1] == "0":
                first = malformed(tok)  # (a malformed hexadecimal, binary or octal number)
            elif tok.kind is Kind.ERROR and tok.text.startswith(UNTERMINATED_COMMENT):
                first = "unterminated comment"
            if first is not None:
                result.diagnostics.append(Diagnostic("syntax", first, tok.start, tok.end, Severity.ERROR))
                raise AsmError("syntax", "unexpected token at start of statement", tok.start, tok.end, follows=True)
            if tok.kind is Kind.STRING:
                message = "invalid instruction"  # llvm-mc takes a string there as a mnemonic
            else:
                message = "unexpected token at start of statement"
            raise AsmError("syntax", message, tok.start, tok.end)
    except AsmError as e:
        # (warnings llvm-mc gives converting the operands before its error: kinds/vector.py's
        # low-32-bits warning of a double literal e64 then refuses)
        result.diagnostics.extend(e.diagnostic.data.pop("before", ()))
        result.diagnostics.append(e.diagnostic)
        result.diagnostics.extend(e.diagnostic.data.pop("extra", ()))  # (errors llvm-mc adds after it)
    except Exception as e:  # a gcnls bug must not take the line (or the server) down
        result.encoded = None
        result.diagnostics.append(Diagnostic("internal-error", f"gcnls internal error: {type(e).__name__}: {e}",
                                             0, max(len(code), 1), Severity.ERROR))
    huge = _huge_literal(st.tokens)
    if huge is not None:
        _literal_out_of_range(result, huge)
    return result


_LIMIT64 = data.HUGE_LITERAL
_PARSE_TIME = frozenset({"syntax", "unknown-instruction", "wrong-generation", "unsupported-variant"})
# Errors llvm-mc reports at the mnemonic but only when matching, after every operand is parsed.
_MATCH_TIME = frozenset({"too-few-operands", "offset-out-of-range", "cache-policy"})


def _huge_literal(tokens) -> Token | None:
    """The first integer literal of 2**64 or more: llvm-mc's lexer cannot hold it."""
    for t in tokens:
        if t.kind is Kind.INT and t.value >= _LIMIT64:
            return t
    return None


def _literal_out_of_range(result: LineResult, tok: Token) -> None:
    """llvm-mc rejects a literal that does not fit 64 bits when its parser reaches it,
    wherever it stands (operand, modifier value, directive): the line's verdict is
    that error unless an error stands before it."""
    st = result.statement
    if any(d.start == tok.start and (d.message == data.HUGE_LITERAL_ERROR or d.message in WRONG_TOKEN)
           for d in result.diagnostics):
        # (a data directive met it as it read its values, after printing those before; or
        # the parser wanted another token there, a comma: it never read it as a value)
        return
    lead = st.mnemonic.start if st.mnemonic is not None else -1
    # Errors found while parsing (syntax, the mnemonic itself) come first if they stand
    # before the literal; those of operand matching come after all operands are parsed.
    if any(d.is_error and d.start < tok.start and (d.code in _PARSE_TIME or d.start == lead and d.code not in
                                                     _MATCH_TIME) for d in result.diagnostics):
        return
    defines = result.directive is not None and result.directive.symbol is not None
    result.encoded = result.directive = None
    result.diagnostics = [Diagnostic("literal-range", data.HUGE_LITERAL_ERROR,
                                     tok.start, tok.end)]
    if defines:  # a symbol definition then finds no expression there
        result.diagnostics.append(Diagnostic("syntax", "missing expression", tok.start, tok.end,
                                             Severity.ERROR, {"follows": True}))


@dataclass(slots=True)
class Program:
    processor: Processor
    lines: list[str]  # original text
    results: list[LineResult]
    labels: dict[str, tuple[int, Span]]
    diagnostics: list[tuple[int, Diagnostic]]  # (line, diagnostic), line order


def resolve_processor(mcpu: str | None) -> Processor | None:
    return isa.load().processor(mcpu or DEFAULT_MCPU)


def analyze(text: str, proc: Processor) -> Program:
    lines = split_lines(text)
    return analyze_lines(lines, strip_comments(lines), proc)


def analyze_lines(lines: list[str], code: list[str], proc: Processor,
                  symbols: dict[str, int] | None = None, hsa: bool = True,
                  cpu: str | None = None, hazards: bool = True,
                  premade: dict[int, LineResult] | None = None) -> Program:
    """``symbols``: absolute symbols defined before the first line (``--defsym``);
    ``hsa``: the triple's OS is amdhsa (kernel descriptors and metadata blocks);
    ``cpu``: the processor as the user spelled it (some messages quote it);
    ``hazards``: run the hazard check (warnings of gcnls's own, which ``gcnls mc`` prints
    only with --gcnls-warnings: a tenth of its time on a large file otherwise);
    ``premade``: results of lines made elsewhere (gcnls.light), which stand in for those
    lines (blank in ``code``)."""
    results = line_results(code, proc, premade, symbols=symbols)
    return check_lines(lines, code, results, proc, hsa, cpu, hazards)


def check_lines(lines: list[str], code: list[str], results: list[LineResult], proc: Processor,
                hsa: bool = True, cpu: str | None = None, hazards: bool = True,
                numeric: bool | None = None) -> Program:
    """What analyze_lines adds to each line's own analysis (``results``, which the
    blocks' pass brings up to date in place): what needs the whole document.
    ``numeric``: whether some line may hold a numeric label (None: look)."""
    from . import blocks
    from .checks import hazards as hazard_check

    blocks.apply(lines, code, results, proc, hsa, cpu)
    labels, diags = collect_labels(results)
    diags.extend(redefinitions(results))
    for i, r in enumerate(results):
        if r.diagnostics:
            diags.extend((i, d) for d in r.diagnostics)
        if r.encoded is not None and r.encoded.fixups:
            diags.extend((i, d) for d in undefined_labels(r, labels))
    if hazards:
        diags.extend(hazard_check.diagnostics(results, proc, lines=lines))
    if directional.may_have_numeric_labels(code) if numeric is None else numeric:
        diags.extend(directional.check(results))
    diags.sort(key=lambda item: item[0])
    return Program(proc, lines, results, labels, diags)


def line_results(code: list[str], proc: Processor, premade: dict[int, LineResult] | None = None,
                 analyse=analyze_line, symbols: dict[str, int] | None = None) -> list[LineResult]:
    """Every line's own result: ``premade[i]`` for line i where given (gcnls.light), else
    ``analyse``'s, with the symbol values that stand at the line (symbols.analyze_all)."""
    if not premade:
        return analyze_all(code, proc, analyse, symbols)
    # (the other lines in order: premade lines define and read no symbol)
    keep = [i for i in range(len(code)) if i not in premade]
    results = [None] * len(code)
    for i, r in zip(keep, analyze_all([code[i] for i in keep], proc, analyse, symbols)):
        results[i] = r
    for i, r in premade.items():
        results[i] = r
    return results


# --- labels: what needs more than one line (also used by the server's incremental document)


def collect_labels(results: list[LineResult], lines: Iterable[int] | None = None
                   ) -> tuple[dict[str, tuple[int, Span]], list[tuple[int, Diagnostic]]]:
    """(label name -> (line, Span) of its first definition, a ``duplicate-label`` error
    at every later one), over ``lines`` (indices into ``results``, in order; all of them
    by default: a caller that knows which lines have labels may pass just those)."""
    labels: dict[str, tuple[int, Span]] = {}
    diags: list[tuple[int, Diagnostic]] = []
    for i in range(len(results)) if lines is None else lines:
        for lab in results[i].statement.labels:
            if lab.name.isdigit():
                continue  # a numeric local label is defined again at will (directional.py)
            if lab.name in labels:
                diags.append((i, Diagnostic("duplicate-label", f"symbol '{lab.name}' is already defined",
                                            lab.start, lab.end)))
            else:
                labels[lab.name] = (i, lab)
    return labels, diags


# The directives that make a common symbol: refused for a label's name
COMMON = frozenset({".comm", ".lcomm"})


def redefinitions(results: list[LineResult], lines: Iterable[int] | None = None
                  ) -> list[tuple[int, Diagnostic]]:
    """llvm-mc's "redefinition of 'x'" where ``.set``/``.equ``/``=`` assigns a name that a
    label above (or earlier on the same line) or an ``.equiv`` above defined, and its "invalid symbol
    redefinition" where ``.comm``/``.lcomm`` names one; the reverse, a label after an
    assignment or a common symbol, is allowed, but not after an ``.equiv`` ("symbol 'x' is
    already defined", as for a label defined twice). ``lines``: as for collect_labels (the
    lines with labels, assignments or common symbols suffice)."""
    seen: set[str] = set()
    equiv: set[str] = set()  # names an .equiv defined: no assignment may change them either
    labelled: set[str] = set()
    out: list[tuple[int, Diagnostic]] = []
    for i in range(len(results)) if lines is None else lines:
        r = results[i]
        for lab in r.statement.labels:
            if lab.name in equiv and lab.name not in labelled:  # (a second label: collect_labels's)
                out.append((i, Diagnostic("duplicate-label", f"symbol '{lab.name}' is already defined",
                                          lab.start, lab.end)))
            seen.add(lab.name)
            labelled.add(lab.name)
        d = r.directive
        if d is not None and d.name in COMMON and seen and not r.has_error:
            # (.comm/.lcomm of a label: checked after the rest of the statement)
            tok = r.statement.tokens[r.statement.pos]
            if (tok.text if tok.kind is not Kind.STRING else tok.text[1:-1]) in seen:
                out.append((i, Diagnostic("symbol-redefinition", "invalid symbol redefinition", tok.start, tok.end)))
            continue
        sym = d.symbol if d is not None else None
        if sym and sym[0] in equiv and d.name != ".equiv":  # (a second .equiv: blocks.apply's)
            seen.add(sym[0])
        if sym and sym[0] in seen:
            st = r.statement
            # the value's first token: after "name," for a directive, after "=" for an assignment
            pos = st.pos if st.assign is not None else st.pos + 2
            tok = st.tokens[min(pos, len(st.tokens) - 1)]
            out.append((i, Diagnostic("symbol-redefinition", f"redefinition of '{sym[0]}'",
                                      tok.start, max(tok.end, tok.start + 1))))
        elif sym and d.name == ".equiv" and not r.has_error:
            equiv.add(sym[0])
    return out


def undefined_labels(r: LineResult, labels: Container[str]) -> list[Diagnostic]:
    """An ``undefined-label`` error for every symbol of the line's branch fixups not in
    ``labels``. llvm-mc reports these only when it writes an object file, not with
    -show-encoding, so they carry ``object_only``. Only a branch offset must be resolved
    in the file: a literal's fixup (``sym``, ``sym@rel32@lo+4``, ``sym@gotpcrel32@hi``)
    becomes a relocation against an external symbol, which llvm-mc accepts."""
    if r.encoded is None or not r.encoded.fixups:
        return []
    out = []
    for fx in r.encoded.fixups:
        if fx.kind != BRANCH_FIXUP:
            continue
        for name in symbols(fx.symbol):
            if name not in labels and name != ".":  # ('.', the current location, always is)
                a, b = operand_span(r, name)
                out.append(Diagnostic("undefined-label", f"undefined label '{name}'",
                                      a, b, Severity.ERROR, {"object_only": True}))
    return out


# A name, or what must not be read as one: a quoted name (the printer quotes "1b", a
# numeric label's reference: directional.py) or a number (0x1f is no symbol x1f).
_SYMBOL = re.compile(r'"[^"]*"|[0-9][0-9A-Za-z_]*|([A-Za-z_.$][A-Za-z0-9_.$@]*)')


def symbols(expr_text: str) -> list[str]:
    """The symbol names in an expression's text (a fixup's value)."""
    return [name for name in _SYMBOL.findall(expr_text) if name]


def operand_span(r: LineResult, name: str) -> tuple[int, int]:
    """Columns of the first token spelled ``name`` on the line (else the mnemonic)."""
    for tok in r.statement.tokens:
        if tok.text == name:
            return tok.start, tok.end
    m = r.statement.mnemonic
    return (m.start, m.end) if m else (0, 1)
