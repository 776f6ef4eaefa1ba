"""Directives that span lines (the kernel descriptor and the HSA metadata block) and the
directives whose verdict depends on the OS of the triple.

Every line is first analysed on its own (analysis.analyze_line). This pass then finds
the blocks and replaces the results of the lines they consume with what llvm-mc makes of
them; a replaced result keeps the line's own one in ``origin``, so running the pass again
after an edit (the server does, like symbols.resolve) restores lines that left a block.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import amdhsa, metadata
from .diagnostics import Diagnostic, Severity
from .directives import DirectiveResult
from .lexer import Kind
from .lexer import runaway_quote as _runaway_quote
from .symbols import Values, generation_of
from .syntax import Statement

# Verdicts that depend on the triple's OS: amdhsa (-triple=amdgcn-amd-amdhsa, and the
# server, which reads compiler output) or any other (-arch=amdgcn).
HSA_ONLY = frozenset({amdhsa.START, metadata.START, ".amdhsa_code_object_version"})
NOT_HSA = frozenset({".amdgpu_hsa_kernel", ".amd_kernel_code_t", ".end_amd_kernel_code_t"})
_TRIGGERS = HSA_ONLY | NOT_HSA


def reached(lines: list[str], k: int) -> bool:
    """Does llvm-mc's lexer read line ``k`` as a line of its own, so that a block's closing
    directive there is seen? Not after a runaway ' on the line before (_runaway_quote):
    the one end-of-block rule of everything that finds the blocks (this pass, the fast
    path, the preprocessor's raw blocks, the server's expansion)."""
    return not (k and "'" in lines[k - 1] and _runaway_quote(lines[k - 1]))


def closes(lines: list[str], k: int) -> bool:
    """Does line ``k``, inside a kernel descriptor or metadata block, close it? (A quick
    test by substring, for the passes that only need to know which lines a block holds.)"""
    c = lines[k]
    return (".end_amdhsa_kernel" in c or ".end_amdgpu_metadata" in c) and reached(lines, k)


_WORD = re.compile(r"\s*([.\w$@]*)")


def raw_end(lines: list[str], codes: list[str], k: int, kind: str) -> int:
    """The last line of the block that starts on line ``k`` (``kind``: its directive), as
    llvm-mc's block directives read it: raw lines, no macro call, loop or conditional
    among them (the preprocessor keeps them so); the last line when the block does not
    end among ``lines`` (raw) / ``codes`` (comments blanked). A metadata block ends at
    its closing directive; a kernel descriptor also at the first statement that is no
    .amdhsa_ directive (llvm-mc's error there ends the block, the line's rest eaten)."""
    for j in range(k + 1, len(codes)):
        code = codes[j]
        word = _WORD.match(code)[1]
        if kind == metadata.START:
            if word == metadata.END and reached(lines, j):
                return j
        elif code.strip() and (word == amdhsa.END or not word.startswith(".amdhsa_")):
            return j
    return len(codes) - 1


def kernel_cut(lines: list[str], codes: list[str], k: int, last: int, proc, symbols) -> int:
    """raw_end of the kernel descriptor on line ``k`` (``last``: raw_end's answer) when a
    line before ``last`` fails llvm-mc's reading (a bad value, an unknown or repeated key):
    its error ends the block there, and the lines after it are statements again (a macro
    call, a conditional)."""
    from .syntax import parse_statement

    sts = [parse_statement(c) for c in codes[k:last + 1]]
    blk = amdhsa.parse_kernel(0, lines[k:last + 1], codes[k:last + 1], sts, proc, None, symbols)
    if blk is None or blk.end is not None:
        return last
    failed = [j for j, ds in blk.lines.items() if ds]
    return k + min(failed) if failed else last


def _unknown(r, d) -> Diagnostic:
    return Diagnostic("unknown-directive", "unknown directive", d.start, d.end, Severity.ERROR)


def involves(r) -> bool:
    """Can the line (by its own result) make apply() change anything: a block or
    OS-dependent directive, or an ``.equiv``? A document none of whose lines does needs
    no pass (once the results an earlier pass replaced are restored)."""
    own = r.origin or r
    d = own.statement.directive
    return d is not None and (d.name in _TRIGGERS or (own.directive is not None and own.directive.name == ".equiv"))


def apply(raw: list[str], code: list[str], results: list, proc, hsa: bool = True,
          cpu: str | None = None) -> list[int]:
    """Bring ``results`` up to date with the document's blocks, in place; the indices of
    the lines whose result changed."""
    from .analysis import LineResult

    new: dict[int, LineResult] = {}
    values = Values(generation=generation_of(proc))
    defined: set[str] = set()
    version = amdhsa.DEFAULT_CODE_OBJECT_VERSION
    n = len(results)
    i = 0
    while i < n:
        r = results[i]
        own = r.origin or r
        d = own.statement.directive
        sym = own.directive.symbol if own.directive is not None else None
        if sym:
            if sym[0] in defined and own.directive.name == ".equiv":
                # .equiv refuses a symbol that is already defined
                tok = own.statement.tokens[own.statement.pos + 2]
                new[i] = _replace(own, own.statement, DirectiveResult(".equiv"), [Diagnostic(
                    "redefinition", f"redefinition of '{sym[0]}'", tok.start, tok.end, Severity.ERROR)], "equiv")
            defined.add(sym[0])
            values.define_from(own)
        if own.directive is not None and own.directive.number is not None and not own.has_error:
            version = own.directive.number  # (.amdhsa_code_object_version: what blocks print)
        if d is None or d.name not in _TRIGGERS:
            i += 1
            continue
        name = d.name
        if (name in HSA_ONLY) != hsa:
            new[i] = _replace(own, own.statement, DirectiveResult(name), [_unknown(own, d)], "os")
            i += 1
            continue
        if name == amdhsa.START:
            blk = amdhsa.parse_kernel(i, raw, code, _Statements(results), proc, cpu, dict(values.mapping()),
                                      version=version)
            if blk is None:
                new[i] = _replace(own, own.statement, DirectiveResult(name), [_unknown(own, d)], "kernel")
                i += 1
                continue
            for line, diags in blk.lines.items():
                base = (results[line].origin or results[line])
                if line in blk.keep:
                    then = [Diagnostic(x.code, x.message, x.start, x.end, x.severity, {**x.data, "then": True})
                            for x in diags]
                    new[line] = _replace(base, base.statement, base.directive, then + base.diagnostics, "kernel")
                    continue
                st = base.statement if line == i else _bare(base.statement)
                res = DirectiveResult(name if line == i else _first_word(base.statement))
                if line == blk.end and blk.ok:
                    res.printed = blk.printed
                    res.eol_blank = True
                new[line] = _replace(base, st, res, diags, "kernel")
            i = max(blk.lines) + 1
            continue
        if name == metadata.START:
            i = _metadata(i, raw, code, results, new)
            continue
        i += 1
    changed: list[int] = []
    for k in range(n):
        r = results[k]
        want = new.get(k)
        if want is None:
            if r.origin is not None:
                results[k] = r.origin
                changed.append(k)
            continue
        if r.block == want.block and r.diagnostics == want.diagnostics and r.directive == want.directive \
                and r.origin is want.origin:
            continue
        results[k] = want
        changed.append(k)
    return changed


class _Statements:
    """Each line's own statement, looked up only where the kernel block reads."""

    def __init__(self, results):
        self.results = results

    def __len__(self) -> int:
        return len(self.results)

    def __getitem__(self, k: int) -> Statement:
        r = self.results[k]
        return (r.origin or r).statement


def _replace(own, statement, directive, diagnostics, block):
    base = own.origin or own
    return _line_result()(statement, None, directive, list(diagnostics), base.symbols, block, base)


@lru_cache(maxsize=1)
def _line_result():
    """analysis.LineResult (imported late: analysis imports this module), found once: an
    import statement per replaced line cost more than the rest of the pass."""
    from .analysis import LineResult

    return LineResult


def _bare(st: Statement) -> Statement:
    """The line's tokens without labels or directive: the block consumed them as text."""
    return Statement([], None, None, None, st.tokens, 0)


def _first_word(st: Statement) -> str:
    tok = st.tokens[0]
    return tok.text if tok.kind is Kind.IDENT else ""


@lru_cache(maxsize=256)
def _checked_metadata(texts: tuple[str, ...]):
    """metadata.diagnose, kept by the block's text: the server runs this pass after every
    edit, and a metadata block is large and mostly left alone."""
    printed, messages = metadata.diagnose(list(texts))
    return (None if printed is None else tuple(printed)), tuple(messages)


def _metadata(i: int, raw, code, results, new) -> int:
    n = len(results)
    own = results[i].origin or results[i]
    header = own.statement
    end = None
    for k in range(i + 1, n):
        tok = (results[k].origin or results[k]).statement.tokens[0]
        if tok.kind is Kind.IDENT and tok.text == metadata.END and reached(raw, k):
            # (after a ' that does not start a character literal, such as 'k0', llvm-mc's
            # lexer runs on into the next line and does not see the directive there)
            end = k
            break
    if end is None:
        last = n - 1
        for k in range(i, n):
            base = results[k].origin or results[k]
            st = header if k == i else _bare(base.statement)
            diags = [Diagnostic("metadata", "expected directive .end_amdgpu_metadata not found", 0, 1,
                                Severity.ERROR, {"eof": True})] if k == last else []
            new[k] = _replace(base, st, DirectiveResult(metadata.START if k == i else ""), diags, "metadata")
        return n
    first = header.tokens[header.pos]
    # (the rest of the directive's line is the text's first line, even when empty)
    texts = [_statement_text(raw[i], code[i])[first.start:] if first.kind is not Kind.EOL else ""]
    texts += [_statement_text(raw[k], code[k]) for k in range(i + 1, end)]
    end_line = code[end]
    texts.append(end_line[:len(end_line) - len(end_line.lstrip())])  # llvm-mc reads up to the directive
    printed, messages = _checked_metadata(tuple(texts))
    yaml_lines = _yaml_lines(i, first.start if first.kind is not Kind.EOL else len(code[i]), messages, end)
    for k in range(i, end + 1):
        base = results[k].origin or results[k]
        st = header if k == i else _bare(base.statement)
        res = DirectiveResult(metadata.START if k == i else metadata.END if k == end else "")
        diags: list[Diagnostic] = []
        if k == end:
            if printed is None:
                tok = base.statement.tokens[0]
                # (llvm-mc prints its YAML reader's errors first: "YAML:LINE:COL: error: ...")
                diags.append(Diagnostic("metadata", "invalid HSA metadata", tok.end, tok.end + 1, Severity.ERROR,
                                        {"yaml": messages} if messages else {}))
            else:
                res.printed = list(printed)
                res.eol_blank = True
        new[k] = _replace(base, st, res, yaml_lines.get(k, []) + diags, "metadata")
    return end + 1


def _statement_text(raw: str, code: str) -> str:
    """A line of the block as llvm-mc collects it: its statement's own text (block
    comments and the blanks before a line comment included), not the stripped code."""
    j = len(code)
    if len(raw) < j:
        return code
    while j < len(raw) and raw[j].isspace():  # (what rstrip took: any blank, no-break space too)
        j += 1
    return raw[:j]


def _yaml_lines(i: int, offset: int, messages, end: int) -> dict[int, list[Diagnostic]]:
    """The YAML reader's errors as diagnostics on the document lines they point at (for
    the editor; ``gcnls mc`` prints them from the closing line's error, and skips these).
    Line 1 of the YAML text is the rest of line ``i`` from column ``offset``."""
    out: dict[int, list[Diagnostic]] = {}
    for m in messages:
        if m.line is None:
            k, col = end, 0
        else:
            k = min(i + m.line - 1, end)
            col = m.column + (offset if k == i else 0)
        out.setdefault(k, []).append(Diagnostic("metadata-yaml", m.message, col, col + max(m.width, 1),
                                                Severity.ERROR, {"yaml_copy": True}))
    return out
