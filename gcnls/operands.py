"""Parsed operands with their spans: what the operand parser produces and the kinds read."""

from __future__ import annotations

from dataclasses import dataclass

from . import expr as ex
from .registers import Reg


@dataclass(frozen=True, slots=True)
class RegOp:
    reg: Reg
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class ImmOp:
    value: int | None  # None when the expression names a symbol
    expr: ex.Expr
    text: str  # the expression as written
    start: int
    end: int
    is_float: bool = False
    float_value: float | None = None
    lit: bool = False  # written lit(x): a literal dword even where x is an inline constant


@dataclass(frozen=True, slots=True)
class HwregOp:
    id: int
    offset: int
    size: int
    start: int
    end: int
    id_start: int
    id_end: int
    named: bool  # written as hwreg(...) rather than a raw immediate


@dataclass(frozen=True, slots=True)
class NamedOp:
    name: str  # "glc", "gds", "offset", ...
    value: int | None  # None for flags
    start: int
    end: int
    value_start: int = -1
    value_end: int = -1
    swizzle: bool = False
    negated: bool = False  # written noNAME (noglc, novm): the flag's operand, set to 0


Operand = RegOp | ImmOp | HwregOp | NamedOp


@dataclass(frozen=True, slots=True)
class SrcOp:
    """A vector source with modifiers: ``-x``, ``|x|``, ``neg(x)``, ``abs(x)`` (and their
    combinations) around a register or immediate operand."""

    inner: RegOp | ImmOp
    neg: bool
    abs: bool
    start: int
    end: int
    spelled_neg: bool = False  # neg(...) rather than -x (llvm-mc keeps it on constants)
    sext: bool = False  # sext(x): an SDWA integer source modifier
