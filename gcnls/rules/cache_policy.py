"""Cache-policy words (glc, slc, ...) on scalar memory instructions.

llvm-mc parses the cache-policy words on every SMRD/SMEM instruction and rejects them
where they do not belong, with messages of its own: SMRD loads say "cache policy is not
supported for SMRD instructions" at the word; SMEM instructions that take glc say "invalid
cache policy for SMEM instruction" at the mnemonic for slc. Only instructions whose
LLVM operand list has a cache-policy operand read a run of them as one operand (where a
repeated glc is a "duplicate cache policy modifier"). Those also read noglc and noslc: the
word's bit cleared, which counts as the word for duplicates and otherwise changes nothing
(so noslc passes where slc is refused).
"""

from __future__ import annotations

from ..diagnostics import AsmError
from ..syntax import NamedOp
from .buffer_forms import LATER_CPOL_WORDS, later_cache_policy

_NEGATABLE = ("glc", "slc")  # (nodlc/noscc/nonv fail as dlc/scc/nv do)

WORDS = frozenset({"glc", "slc", "nv", "dlc", "scc"})


def setup(plan) -> None:
    key = plan.key
    specs = plan.specs
    plan.cpol = (key == "smrd" and any(s.field == "sbase" for s in specs)) or (
        key == "smem" and "glc" in plan.modifiers)
    plan.flags = plan.flags | WORDS
    if plan.cpol:
        plan.negatable = plan.negatable | set(_NEGATABLE)
        plan.flags = plan.flags | LATER_CPOL_WORDS


def on_modifier(plan, word, tok, ops) -> None:
    """llvm-mc reads a run of cache-policy words in the cache-policy slot as one
    operand: a glc (slc) repeated within the run, negated or not, is a duplicate; dlc/scc
    there are refused by name; elsewhere they are stray operands, rejected when matching."""
    if not plan.cpol or word not in _NEGATABLE and word not in LATER_CPOL_WORDS:
        return
    index = len(ops)
    run = 0
    while run < index and isinstance(ops[index - 1 - run], NamedOp) and ops[index - 1 - run].name in WORDS:
        run += 1
    start = index - run
    in_slot = plan.required <= start <= plan.nspecs + plan.rank.get("glc", 0)
    if word in LATER_CPOL_WORDS:
        later_cache_policy(word, tok, in_slot)
        return
    if in_slot and index >= plan.required and any(op.name == word for op in ops[start:]):
        raise AsmError("duplicate-modifier", "duplicate cache policy modifier", tok.start, tok.end)


def stray_modifier(plan, op, mn):
    if op.name in ("glc", "slc") and plan.key == "smrd" and plan.cpol:
        return AsmError("cache-policy", "cache policy is not supported for SMRD instructions", op.start, op.end)
    if op.name == "slc" and plan.key == "smem" and "glc" in plan.modifiers:
        return AsmError("cache-policy", "invalid cache policy for SMEM instruction", mn.start, mn.end)
    return None


def match(plan, operands, ctx):
    """A negated word the instruction has no modifier for (noslc; SMRD's noglc) leaves
    nothing to encode: it drops out before matching."""
    return [op for op in operands
            if not (isinstance(op, NamedOp) and op.negated and op.name not in plan.taken)]
