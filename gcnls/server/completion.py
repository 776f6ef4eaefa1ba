"""Completion candidates from the text before the cursor (pure: no LSP types).

The context decides the list: the first word of a statement (mnemonics valid on the
target generation, directives after ``.``), an operand (registers of the kind and
width it takes, labels where a branch target goes, ``hwreg(``), the modifiers not yet
used after the operands, or hwreg names inside ``hwreg(``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .. import isa, kinds, rules
from ..assembler import FLAG_MODIFIERS
from ..registers import register_file

KIND_MNEMONIC, KIND_DIRECTIVE, KIND_REGISTER, KIND_MODIFIER, KIND_HWREG, KIND_LABEL, KIND_SNIPPET = (
    "mnemonic", "directive", "register", "modifier", "hwreg", "label", "snippet")


@dataclass(frozen=True, slots=True)
class Item:
    label: str
    kind: str
    detail: str = ""
    documentation: str = ""
    insert: str | None = None  # text to insert, when not the label


@dataclass(slots=True)
class Result:
    items: list[Item]
    start: int  # Python index where the replaced prefix starts
    end: int  # cursor index


DIRECTIVES = (
    ".text", ".data", ".globl", ".p2align", ".align", ".byte", ".short", ".long", ".quad", ".set",
    ".section", ".amdgcn_target", ".amdhsa_kernel", ".end_amdhsa_kernel", ".amdhsa_code_object_version",
    ".type", ".size", ".macro", ".endm", ".if", ".else", ".endif", ".rept", ".endr", ".include",
    ".gpu", ".arch",
)

_WORD_BEFORE = re.compile(r"[A-Za-z0-9_.$]*$")
_OPERAND_BEFORE = re.compile(r"[A-Za-z0-9_.$\[\]:]*$")
_LABELS = re.compile(r"^\s*(?:[A-Za-z_.$][A-Za-z0-9_.$@]*\s*:\s*)*")


def _case(text: str, typed: str) -> str:
    return text.upper() if typed and typed.isupper() and any(c.isalpha() for c in typed) else text


@cache
def mnemonic_items(gen: str) -> tuple[Item, ...]:
    data = isa.load()
    out = []
    for name in data.mnemonics_on(gen):
        inst = data.instruction(name, gen)
        if inst is not None:
            doc = inst.description
            if inst.operation:
                doc += f"\n\n```\n{inst.operation}\n```"
            out.append(Item(name, KIND_MNEMONIC, f"{inst.syntax()}  ({inst.encoding.name})", doc))
        else:
            fams = [f for f, gs in data.inventory.get(name, {}).items() if gen in gs]
            out.append(Item(name, KIND_MNEMONIC, f"{name}  ({', '.join(fams)})", ""))
    return tuple(out)


_CATEGORY = {"register": KIND_REGISTER, "snippet": KIND_SNIPPET, "hwreg": KIND_HWREG, "label": KIND_LABEL}


def _operand_items(spec: isa.OperandSpec, inst: isa.Instruction, proc: isa.Processor,
                   labels: list[str]) -> list[Item]:
    """What the operand's kind offers; a label kind's placeholder becomes the document's labels."""
    rf = register_file(proc.generation, proc.features)
    items = []
    for c in kinds.of(spec).complete(spec, inst, rf):
        if c.category == "label":
            items += [Item(lab, KIND_LABEL, "label") for lab in labels]
            continue
        items.append(Item(c.label, _CATEGORY.get(c.category, KIND_SNIPPET), c.detail, insert=c.insert))
    return items


def _split_operands(text: str) -> list[str]:
    """The operands typed so far (top-level commas; parentheses and brackets nest)."""
    parts, depth, cur = [], 0, []
    for c in text:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth = max(0, depth - 1)
        if c == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append("".join(cur))
    return parts


def complete(code_before: str, proc: isa.Processor, labels: list[str], in_comment: bool = False) -> Result:
    """Candidates for the cursor at the end of ``code_before`` (the line's code up to it)."""
    end = len(code_before)
    if in_comment:
        return Result([], end, end)
    gen = proc.generation
    data = isa.load()
    lead = _LABELS.match(code_before).end()
    rest = code_before[lead:]
    m = re.match(r"([A-Za-z0-9_.$]*)", rest)
    first = m.group(1)
    if lead + len(first) == end:
        # Typing the statement's first word.
        start = end - len(first)
        if first.startswith("."):
            return Result([Item(_case(d, first), KIND_DIRECTIVE, "directive") for d in DIRECTIVES], start, end)
        items = [Item(_case(it.label, first), it.kind, it.detail, it.documentation) for it in mnemonic_items(gen)] \
            if first and first.isupper() else list(mnemonic_items(gen))
        return Result(items, start, end)
    if first.startswith("."):
        return Result([], end, end)
    name = first.lower()
    inst = data.lookup(name, gen)
    operands_text = rest[len(first):]
    # Inside hwreg( ... without its closing parenthesis: hwreg names.
    hw = code_before.rfind("hwreg(")
    if hw >= 0 and ")" not in code_before[hw:]:
        inner = code_before[hw + 6:]
        if "," not in inner:
            prefix = _WORD_BEFORE.search(code_before).group()
            rf = register_file(gen, proc.features)
            items = [Item(n, KIND_HWREG, f"hardware register {i}") for n, i in sorted(rf.hwregs.items(), key=lambda kv: kv[1])]
            return Result(items, end - len(prefix), end)
        return Result([], end, end)
    if inst is None:
        return Result([], end, end)
    parts = _split_operands(operands_text)
    index = len(parts) - 1
    current = parts[-1]
    # Words already typed in the current part: positional operands are separated by
    # commas; the modifiers follow the last operand, separated by spaces.
    words = current.split()
    if inst.operands and kinds.of(inst.operands[0]).head and (
            index > 0 or len(words) >= 2 or (words and current[-1:].isspace())):
        # The first operand (exp's target) is followed by a blank, not a comma.
        index += 1
        if len(parts) == 1 and words and current[-1:].isspace():
            current, words = "", []
        elif len(parts) == 1 and len(words) >= 2:
            current = current[current.index(words[0]) + len(words[0]):]
            words = words[1:]
    prefix_m = _OPERAND_BEFORE.search(code_before)
    prefix = prefix_m.group() if prefix_m else ""
    n_ops = len(inst.operands)
    after_last = index == n_ops - 1 and bool(current.strip()) and (
        current[-1:].isspace() or len(words) >= 2)
    if index < n_ops and not after_last:
        spec = inst.operands[index]
        start = end - len(prefix)
        return Result(_operand_items(spec, inst, proc, labels), start, end)
    last_kind = kinds.of(inst.operands[-1]) if inst.operands else None
    if (after_last and not inst.modifiers and last_kind.slot_parser(inst.operands[-1])
            and not last_kind.one_word):
        # An operand of several words (s_waitcnt's counters): more of the same.
        spec = inst.operands[-1]
        return Result(_operand_items(spec, inst, proc, labels), end - len(prefix), end)
    # After the operands: modifiers not yet used.
    used = set(re.findall(r"([a-z_0-9]+)\s*(?::|\b)", operands_text.lower()))
    word = _WORD_BEFORE.search(code_before).group()
    items = []
    # Modifiers with syntax of their own (DPP controls, SDWA selects, VOP3P arrays): their
    # rules offer them, in llvm-mc's order after those written; a vector mnemonic without a
    # suffix offers every form's (the words pick the form).
    forms = [inst]
    if inst.form and data.instruction(name, gen) is not None:
        forms += [i for i in data.instructions.get(name, ()) if i is not inst and i.on(gen)]
    seen = set()
    for form in forms:
        offered = rules.first(rules.of(form.encoding), "complete_modifiers", form, frozenset(used))
        for c in offered or ():
            if c.label not in seen:
                seen.add(c.label)
                items.append(Item(_case(c.label, word), KIND_MODIFIER, c.detail, "", c.insert))
        for mod in form.modifiers:
            spec = form.encoding.modifiers.get(mod)
            if spec is None or gen not in spec.generations or offered is not None and mod not in ("clamp", "omod"):
                continue
            if mod in used and mod != word.lower():
                continue
            if spec.widens and spec.widens not in form.writes:
                continue  # (tfe on a store: llvm-mc refuses it, the data has no status dword to widen)
            if spec.syntax and not spec.syntax.startswith(mod + ":"):
                # Modifiers written as other words (omod: mul:2, mul:4, div:2; MTBUF's dfmt/nfmt).
                new = [Item(_case(alt, word), KIND_MODIFIER, f"{mod}") for alt in spec.syntax.split("|")]
            elif mod in FLAG_MODIFIERS or spec.flag(form.encoding.layouts[gen]):
                new = [Item(_case(mod, word), KIND_MODIFIER, "flag")]
            else:
                new = [Item(_case(mod + ":", word), KIND_MODIFIER, "modifier with a value")]
            for it in new:
                if it.label not in seen:
                    seen.add(it.label)
                    items.append(it)
    return Result(items, end - len(word), end)


def fuzzy(prefix: str, label: str) -> bool:
    """The client's kind of match: the typed characters appear in order."""
    it = iter(label.lower())
    return all(c in it for c in prefix.lower())


def complete_at(doc, line: int, col: int) -> Result:
    """Candidates at (line, Python index) of a Document, filtered by the typed prefix."""
    from ..source import strip_line

    raw = doc.line(line)
    code = doc.code[line]
    probe, _ = strip_line(raw[:col] + "x", doc.block[line])
    in_comment = len(probe) <= col or probe[col] != "x"
    before = code[:col] if col <= len(code) else code + " " * (col - len(code))
    labels = list(doc.labels())
    res = complete(before, doc.proc, labels, in_comment)
    if not in_comment:
        from .kernels import key_items

        word = before.lstrip()
        if " " not in word and "\t" not in word:
            keys = key_items(doc, line)
            if keys:  # inside a kernel descriptor: its .amdhsa_* keys, with their ranges
                start = len(before) - len(word)
                res = Result([Item(k, "directive", detail, docs) for k, detail, docs in keys], start, len(before))
    prefix = before[res.start:res.end]
    if prefix:
        res.items = [it for it in res.items if fuzzy(prefix, it.label)]
    return res
