"""Modifier words in llvm-mc's fixed order (EXP's done/compr/vm, MIMG's dmask ... d16).

llvm-mc's matcher takes an instruction's optional operands in the order of its syntax
and skips the ones left out: a flag written after one that comes later in that order
(or a second time) matches nothing and is "invalid operand for instruction" at the flag.
Words that share a ``slot`` in the data (the cache-policy run glc/slc) are one operand
and may come in any order among themselves while they stand together.
"""

from __future__ import annotations

from ..diagnostics import AsmError
from ..syntax import NamedOp


def _rank(plan, name: str) -> int:
    """The place of a modifier in the order, the first word of its slot standing for it."""
    slot = plan.inst.encoding.modifiers[name].slot
    if slot:
        for m in plan.modifiers:
            if plan.inst.encoding.modifiers[m].slot == slot:
                return plan.rank[m]
    return plan.rank[name]


def misplaced_modifier(plan, op, seen):
    if not seen:
        return None
    name = plan.names.get(op.name, op.name)
    last = max(seen.values(), key=lambda o: o.start)
    last_name = plan.names.get(last.name, last.name)
    if _rank(plan, name) > _rank(plan, last_name):
        return None
    slot = plan.inst.encoding.modifiers[name].slot
    if slot and slot == plan.inst.encoding.modifiers[last_name].slot and name not in seen:
        return None  # the same run of slot words (glc slc)
    return AsmError("invalid-operand", "invalid operand for instruction", op.start, op.end)


def setup(plan) -> None:
    """Every one-bit modifier of the encoding is a flag word here, every other one (but
    one with a syntax of its own) a ``name:value`` word."""
    mods = plan.inst.encoding.modifiers
    layouts = plan.inst.encoding.layouts.values()
    plan.flags = plan.flags | frozenset(
        m for m, spec in mods.items()
        if spec.range is None and any(spec.field in lay.fields and lay.width(spec.field) == 1 for lay in layouts))
    valued = frozenset(m for m, spec in mods.items() if m not in plan.flags and not spec.syntax)
    plan.valued = plan.valued | valued
    plan.placed = plan.placed | valued  # (dmask:N after a later flag: "not a valid operand.")


def slot_rank(plan, word: str, same: tuple[str, ...] = ()) -> int:
    """How many operand slots of llvm-mc's list precede ``word``'s: words sharing a
    ``slot`` (and the words in ``same``) are one operand."""
    mods = plan.inst.encoding.modifiers

    def key(m):
        return mods[m].slot or ("\0same" if m in same else m)

    slots = list(dict.fromkeys(key(m) for m in plan.inst.modifiers))
    return slots.index(key(word))


def llvm_index(plan, ops) -> int:
    """The operand index llvm-mc's parser is at after ``ops``: a run of words of one
    slot (glc slc) is one operand."""
    mods = plan.inst.encoding.modifiers
    index, previous = 0, None
    for op in ops:
        slot = mods[op.name].slot if isinstance(op, NamedOp) and op.name in mods else ""
        if not (slot and slot == previous):
            index += 1
        previous = slot
    return index


def in_place(plan, word: str, ops, same: tuple[str, ...] = ()) -> bool:
    """Whether llvm-mc parses ``word`` as the modifier at this place: only where the
    instruction's operand list can have it (after the operands, no further than its
    place in the order); elsewhere it is a symbol, which then does not match."""
    index = llvm_index(plan, ops)
    mods = plan.inst.encoding.modifiers
    last = ops[-1] if ops else None
    if (isinstance(last, NamedOp) and last.name in mods and word in mods and mods[word].slot
            and mods[last.name].slot == mods[word].slot):
        index -= 1  # the word continues its slot's run
    return plan.required <= index <= plan.nspecs + slot_rank(plan, word, same)


def on_modifier(plan, word, tok, ops) -> None:
    """A word repeated within its slot's run is a duplicate as llvm-mc parses it."""
    spec = plan.inst.encoding.modifiers.get(plan.names.get(word, word))
    if spec is None or not spec.slot or word not in plan.taken:
        return
    i = len(ops) - 1
    while i >= 0 and isinstance(ops[i], NamedOp):
        other = plan.inst.encoding.modifiers.get(plan.names.get(ops[i].name, ops[i].name))
        if other is None or other.slot != spec.slot:
            break
        i -= 1
    run = ops[i + 1:]
    if any(op.name == word for op in run) and in_place(plan, word, ops[:i + 1]):
        raise AsmError("duplicate-modifier", f"duplicate {spec.slot} modifier", tok.start, tok.end)


def flag_in_place(plan, word, ops):
    if word not in plan.inst.modifiers:
        return None
    return in_place(plan, word, ops)
