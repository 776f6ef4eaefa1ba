"""Operand kinds: ``of(spec)`` is the kind of an operand of the ISA data.

One module per kind or small family of kinds; importing this package registers them all.
"""

from __future__ import annotations

from . import buffer, dpp_sdwa, export, hwreg, image, immediates, label, memory, packed, registers, scalar, sopp, vector  # noqa: F401  (registers the kinds)
from .base import Completion, EncodeContext, Invalid, Kind, get, names


def of(spec) -> Kind:
    """The kind of an operand spec (``s``/``v`` for registers of any width)."""
    return get(spec.kind)


def check(data) -> None:
    """Every operand of the loaded ISA names a registered kind (raises IsaDataError)."""
    from ..isa import IsaDataError

    known = names()
    for variants in data.instructions.values():
        for inst in variants:
            for spec in inst.operands:
                if spec.kind not in known:
                    raise IsaDataError(f"{inst.encoding.key}:{inst.name}: unknown operand kind {spec.kind!r}")


__all__ = ["Completion", "EncodeContext", "Invalid", "Kind", "check", "get", "names", "of"]
