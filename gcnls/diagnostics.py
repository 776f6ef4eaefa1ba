"""Diagnostics: a stable code, a severity, llvm-mc's message and a precise column span."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum


class Severity(IntEnum):
    # Same numbers as LSP's DiagnosticSeverity.
    ERROR = 1
    WARNING = 2
    INFO = 3
    HINT = 4


@dataclass(frozen=True, slots=True)
class Diagnostic:
    code: str  # stable identifier, e.g. "misaligned-register"
    message: str  # for errors, exactly llvm-mc's text
    start: int  # 0-based column of the first offending character
    end: int  # column after the last one
    severity: Severity = Severity.ERROR
    data: dict = field(default_factory=dict)

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR


class AsmError(Exception):
    """Raised inside the assembler; becomes one error Diagnostic for the line."""

    def __init__(self, code: str, message: str, start: int, end: int, **data):
        super().__init__(message)
        self.diagnostic = Diagnostic(code, message, start, max(end, start + 1), Severity.ERROR, data)


#: Errors that say the token where they stand is not the one the syntax wants there (a
#: name, a comma, the end): the parser never read that token as a value
WRONG_TOKEN = frozenset({"expected identifier", "expected identifier in directive", "expected comma",
                         "unexpected token", "expected newline", "unexpected token in directive",
                         "expected end of directive"})
