"""Hover text (Markdown) for a mnemonic, register, immediate, hwreg(...) or label."""

from __future__ import annotations

import re

from .. import isa, kinds, rules
from ..assembler import Encoded
from ..encoding import encoding_text as encoding_cells
from ..lexer import Kind
from ..registers import Reg, register_file
from ..syntax import HwregOp, ImmOp, RegOp

_MARKDOWN = re.compile(r"([\\`*\[\]<>])")  # characters Markdown would take for markup


def prose(text: str) -> str:
    """ISA prose as literal Markdown text: ``OFFSET0*4`` stays ``OFFSET0*4``."""
    return _MARKDOWN.sub(r"\\\1", text)


def problems_text(problems: list[tuple[str, str]]) -> list[str]:
    """One paragraph per severity: ``**Error:** ...``, ``**Warning:** ...``."""
    out = []
    for label in ("Error", "Warning"):
        msgs = [prose(m) for sev, m in problems if sev == label]
        if msgs:
            out.append(f"**{label}:** " + "; ".join(msgs))
    return out


_REG = re.compile(r"(?<![\w.$])(v|s|ttmp)(?:(\d+)|\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\])")


def dwords(data: bytes) -> list[int]:
    return [int.from_bytes(data[k:k + 4], "little") for k in range(0, len(data), 4)]


def dwords_text(data: bytes) -> str:
    return " ".join(f"0x{w:08x}" for w in dwords(data))


def _gen_title(gen: str) -> str:
    return isa.load().generations[gen].title


def opcode_table(name: str) -> str:
    data = isa.load()
    gens = isa.GENERATIONS
    head = "| | " + " | ".join(f"{_gen_title(g)} ({g})" for g in gens) + " |"
    sep = "|---" * (len(gens) + 1) + "|"
    cells = []
    for g in gens:
        inst = data.instruction(name, g)
        if inst is not None:
            # (a vector instruction: each form's word, e32 and e64)
            cells.append(", ".join(f"0x{i.opcodes[g]:02x} ({i.encoding.name})"
                                   for i in data.instructions[name] if i.on(g) and not i.alias or i is inst))
        else:
            cells.append("—")
    return "\n".join([head, sep, "| opcode | " + " | ".join(cells) + " |"])


def _bits(lo: int, hi: int) -> str:
    return f"{lo}" if lo == hi else f"{lo}–{hi}"


def field_table(enc: Encoded, gen: str) -> str:
    inst = enc.instruction
    layout = inst.encoding.layouts[gen]
    by_field = {}
    for spec, op in enc.operands:
        by_field[spec.field] = (spec, op)
    mods = {inst.encoding.modifiers[m].field: m for m in inst.modifiers if m in inst.encoding.modifiers}
    rows = ["| field | bits | value | meaning |", "|---|---|---|---|"]
    used = set(enc.fields) | set(mods) | set(by_field)
    used_bits = [layout.fields[f] for f in used if f in layout.fields]
    for fname, (lo, hi) in sorted(layout.fields.items(), key=lambda kv: kv[1][0]):
        value = enc.fields.get(fname, 0)
        if fname not in used:
            # Another form's field (DS offset vs offset0/offset1): hide it where it
            # overlaps the fields this instruction uses.
            if any(a <= hi and lo <= b for a, b in used_bits):
                continue
            rows.append(f"| {fname} | {_bits(lo, hi)} | {value} (0x{value:x}) | not used by {inst.name} |")
            continue
        if fname == "op":
            meaning = f"`{inst.name}`"
        elif fname == "enc" or fname in layout.fixed:
            meaning = f"{inst.encoding.name} encoding"
        elif fname in by_field:
            spec, op = by_field[fname]
            try:
                meaning = kinds.of(spec).describe(spec, op, value)
            except AttributeError:
                meaning = spec.field
        elif fname in mods:
            meaning = rules.first(rules.of(inst.encoding), "describe_modifier", mods[fname], value)
            if meaning is None:
                meaning = f"`{mods[fname]}`" + ("" if value else " (not set)")
        elif fname == "imm":
            meaning = "offset is an immediate" if value else "offset is a register"
        else:
            meaning = ""
        rows.append(f"| {fname} | {_bits(lo, hi)} | {value} (0x{value:x}) | {meaning} |")
    return "\n".join(rows)


def form_note(written: str, enc: Encoded, gen: str, code: str | None) -> str | None:
    """A vector-ALU line: the form it took and, without a suffix, why llvm-mc takes it."""
    inst = enc.instruction
    if not inst.form:
        return None
    size = len(enc.data) - 4 * bool(len(enc.data) % 8)
    head = f"Form: **{inst.form}** ({inst.encoding.name}, {inst.encoding.size} bytes"
    head += ", plus a literal dword)" if len(enc.data) > inst.encoding.size else ")"
    forms = {i.form for i in isa.load().instructions.get(inst.name, ()) if i.on(gen)}
    if written.lower() != inst.name:
        return head + " — the suffix names it"
    if inst.form in ("sdwa", "dpp"):
        return head + f" — the line's {inst.form.upper()} words choose it"
    if not {"e32", "e64"} <= forms:  # (SDWA/DPP forms are taken only for their words)
        return head + " — its only form here"
    if inst.form == "e32":
        return head + " — without a suffix llvm-mc takes the 4-byte encoding when the operands fit it"
    why = _e32_misfit(written, inst.name, code, gen) if code is not None else None
    return head + " — the operands do not fit e32" + (f": {why}" if why else "")


def _e32_misfit(written: str, name: str, code: str, gen: str) -> str | None:
    """What llvm-mc says about the line forced to e32 (the reason e64 was taken)."""
    from ..assembler import assemble
    from ..diagnostics import AsmError
    from ..syntax import parse_statement

    at = code.find(written)
    if at < 0:
        return None
    forced = code[:at] + name + "_e32" + code[at + len(written):]
    st = parse_statement(forced)
    proc = next(p for p in isa.load().processors.values() if p.generation == gen)
    try:
        assemble(st, proc)
    except AsmError as e:
        d = e.diagnostic
        shift = len("_e32") if d.start > at else 0
        piece = forced[d.start:d.end].strip()
        return f"{prose(d.message)}" + (f" at `{piece}`" if piece and d.start > at + len(name) else "")
    except Exception:
        return None
    return None


def mnemonic_hover(name: str, proc: isa.Processor, target_text: str, enc: Encoded | None,
                   problems: list[tuple[str, str]], code: str | None = None) -> str:
    """``problems``: (``"Error"`` or ``"Warning"``, message) of the line's diagnostics;
    ``code``: the line (a vector-ALU hover says why its form was chosen)."""
    data = isa.load()
    gen = proc.generation
    written = name
    name = name.lower()
    inst = data.lookup(name, gen)
    if inst is not None:
        name = inst.name
    if enc is not None and enc.instruction.name == name:
        inst = enc.instruction  # the form this line took
    variants = data.instructions.get(name, ())
    doc = inst or (variants[0] if variants else None)
    parts = []
    if doc is None:
        if name in data.inventory:  # (the inventory lists other targets' mnemonics only)
            parts.append(f"**{name}** — an instruction of other AMDGPU targets, on no GCN generation")
        else:
            parts.append(f"**{name}** — unknown instruction")
        parts.append(f"Target: {target_text}")
        parts.extend(problems_text(problems))
        return "\n\n".join(parts)
    size = doc.size(gen) if doc.on(gen) else doc.encoding.size
    parts.append(f"**{doc.name}** — {doc.encoding.name}, {size} bytes")
    parts.append(f"```gcn\n{doc.syntax()}\n```")
    parts.append(f"Target: {target_text}")
    parts.extend(problems_text(problems))
    if enc is not None:
        note = form_note(written, enc, gen, code)
        if note:
            parts.append(note)
        parts.append(f"This line: `{enc.text}`\n\nEncoding: `{encoding_cells(enc.data, enc.fixups)}`"
                     f"\n\nDwords (little-endian): `{dwords_text(enc.data)}`")
        parts.append(field_table(enc, gen))
        note = rules.first(rules.of(enc.instruction.encoding), "hover_note", enc)
        if note:
            parts.append(note)
    parts.append(opcode_table(name))
    if doc.description:
        parts.append(prose(doc.description))
    if doc.operation:
        parts.append(f"```\n{doc.operation}\n```")
    facts = []
    if doc.reads:
        facts.append("reads " + ", ".join(f"`{r}`" for r in doc.reads))
    if doc.writes:
        facts.append("writes " + ", ".join(f"`{w}`" for w in doc.writes))
    if doc.counter:
        facts.append("counts on " + " and ".join(f"{c.upper()}_CNT" for c in doc.counter.split()))
    if facts:
        parts.append("Effects: " + "; ".join(facts))
    if doc.lgkm:
        parts.append(f"lgkm: {prose(doc.lgkm)}")
    for n in doc.notes:
        parts.append(f"Note: {prose(n)}")
    return "\n\n".join(parts)


def register_hover(reg: Reg, proc: isa.Processor, encoded_value: int | None = None,
                   field: str | None = None) -> str:
    rf = register_file(proc.generation, proc.features)
    kinds = {"s": "SGPR", "v": "VGPR", "ttmp": "trap temporary (TTMP)", "special": "special register"}
    lines = [f"**{reg.text()}** — {kinds.get(reg.kind, reg.kind)}"
             + (f", {reg.width} dwords" if reg.width > 1 else "")]
    lines.append("Registers: " + ", ".join(f"`{c}`" for c in reg.covers()))
    if encoded_value is None and reg.kind != "v":
        try:
            encoded_value = rf.scalar_code(reg)
        except Exception:
            encoded_value = None
    elif encoded_value is None:
        encoded_value = reg.index
    if encoded_value is not None:
        where = f" in field `{field}`" if field else ""
        lines.append(f"Encoded value{where}: {encoded_value} (0x{encoded_value:x})")
    if reg.kind in ("s", "ttmp"):
        align = min(1 << (reg.width - 1).bit_length(), 4)
        ok = reg.index % align == 0
        lines.append(f"Alignment: {align} register{'s' if align > 1 else ''} — "
                     + ("holds" if ok else f"**misaligned** (first register {reg.index} is not a multiple of {align})"))
    elif reg.kind == "v":
        lines.append("Alignment: none required")
    return "\n\n".join(lines)


def immediate_hover(value: int, field: str | None, width: int | None) -> str:
    lines = [f"**{value}** — immediate"]
    lines.append(f"Decimal: {value}  \nHex: 0x{value & 0xFFFFFFFFFFFFFFFF:x}")
    bits = width or 32
    u = value & ((1 << bits) - 1)
    signed = u - (1 << bits) if u >> (bits - 1) else u
    lines.append(f"As {bits}-bit: unsigned {u}, signed {signed}")
    if field and width:
        lines.append(f"Field `{field}`: {width} bits, 0–{(1 << width) - 1} (signed {-(1 << (width - 1))}–{(1 << (width - 1)) - 1})")
    return "\n\n".join(lines)


def hwreg_hover(op: HwregOp, proc: isa.Processor) -> str:
    from .. import hwreg

    rf = register_file(proc.generation, proc.features)
    name = rf.hwreg_names.get(op.id, f"id {op.id}")
    hi = op.offset + op.size - 1
    value = hwreg.pack(op.id, op.offset, op.size)
    return "\n\n".join([
        f"**hwreg({name})** — hardware register {op.id}",
        f"Bits selected: {hi}:{op.offset} ({op.size} bit{'s' if op.size > 1 else ''})",
        f"simm16 = {value} (0x{value:04x}): id bits 0–5 = {op.id}, offset bits 6–10 = {op.offset}, "
        f"size−1 bits 11–15 = {op.size - 1}",
    ])


def label_hover(name: str, line: int, text: str) -> str:
    return f"**{name}** — label defined on line {line + 1}\n\n```gcn\n{text.strip()}\n```"


def register_at(code: str, col: int, proc: isa.Processor) -> tuple[Reg, int, int] | None:
    """A register written at ``col`` (even an invalid one, for hover on errors)."""
    rf = register_file(proc.generation, proc.features)
    for m in _REG.finditer(code):
        if m.start() <= col < m.end():
            kind = m.group(1)
            if m.group(2) is not None:
                lo = hi = int(m.group(2))
            else:
                lo = int(m.group(3))
                hi = int(m.group(4)) if m.group(4) is not None else lo
            if hi < lo or hi - lo > 64:
                return None
            return Reg(kind, lo, hi - lo + 1), m.start(), m.end()
    return None


def hover(doc, line: int, col: int, problems: list[tuple[str, str]]) -> tuple[str, int, int] | None:
    """(markdown, start, end) for the position, or None. ``col`` is a Python index;
    ``problems``: the line's errors and warnings as (``"Error"``/``"Warning"``, message)."""
    r = doc.result(line)
    code = doc.code[line]
    proc = doc.proc
    st = r.statement
    target_text = doc.target.describe()
    for lab in st.labels:
        if lab.start <= col <= lab.end:
            defs = doc.labels()
            if lab.name in defs:
                i, _ = defs[lab.name]
                return label_hover(lab.name, i, doc.line(i)), lab.start, lab.end
    m = st.mnemonic
    if m is not None and m.start <= col <= m.end:
        return mnemonic_hover(m.name, proc, target_text, r.encoded, problems, code), m.start, m.end
    if r.block == "kernel" or ".amdhsa_" in code:
        from .kernels import key_hover

        found = key_hover(doc, line, col)
        if found is not None:
            text, a, b = found
            return "\n\n".join([text, *problems_text(problems)]), a, b
    d = st.directive
    if d is not None and d.start <= col <= d.end:
        text = "\n\n".join([f"**{d.name}** — assembler directive", f"Target: {target_text}",
                              *problems_text(problems)])
        return text, d.start, d.end
    enc = r.encoded
    if enc is not None:
        layout = enc.instruction.encoding.layouts.get(proc.generation)
        for spec, op in enc.operands:
            if not op.start <= col <= op.end:
                continue
            width = layout.width(spec.field) if layout and spec.field in layout.fields else None
            special = kinds.of(spec).hover(spec, op, enc.fields.get(spec.field), proc.generation)
            if special is not None:
                return special, op.start, op.end
            if isinstance(op, RegOp):
                return register_hover(op.reg, proc, enc.fields.get(spec.field), spec.field), op.start, op.end
            if isinstance(op, HwregOp):
                return hwreg_hover(op, proc), op.start, op.end
            if isinstance(op, ImmOp) and op.value is not None:
                return immediate_hover(op.value, spec.field, width), op.start, op.end
            if isinstance(op, ImmOp):
                defs = doc.labels()
                name = op.text
                if name in defs:
                    i, _ = defs[name]
                    return label_hover(name, i, doc.line(i)), op.start, op.end
    # Fall back on the tokens of the line (lines with errors).
    found = register_at(code, col, proc)
    if found is not None and (m is not None):
        reg, a, b = found
        return register_hover(reg, proc), a, b
    for t in st.tokens[st.pos:]:
        if t.start <= col < t.end or (t.start < col == t.end):
            if t.kind is Kind.IDENT:
                defs = doc.labels()
                if t.text in defs:
                    i, _ = defs[t.text]
                    return label_hover(t.text, i, doc.line(i)), t.start, t.end
                if t.text == "hwreg":
                    from ..syntax import OperandParser
                    try:
                        p = OperandParser(st.tokens, st.tokens.index(t), register_file(proc.generation, proc.features),
                                          frozenset(), frozenset())
                        op = p.parse_one()
                        if isinstance(op, HwregOp):
                            return hwreg_hover(op, proc), op.start, op.end
                    except Exception:
                        pass
            if t.kind is Kind.INT and isinstance(t.value, int):
                return immediate_hover(t.value, None, None), t.start, t.end
            break
    return None
