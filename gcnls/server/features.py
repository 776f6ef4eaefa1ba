"""Signature help and the gcnls/lineEncoding answer (pure functions over a Document)."""

from __future__ import annotations

from .. import isa, kinds
from .completion import _split_operands, _LABELS
from .hover import dwords, encoding_cells


def operand_kind_text(op) -> str:
    """What an operand takes, in words: "2 SGPRs (s[n:n+1])", "VGPR", "16-bit immediate"."""
    if op.is_register:
        name = {"s": "SGPR", "v": "VGPR"}.get(op.kind, op.kind)
        if op.width == 1:
            return name
        return f"{op.width} {name}s ({op.kind}[n:n+{op.width - 1}])"
    return kinds.of(op).summary or op.kind  # the kind describes itself


def signature(code_before: str, proc: isa.Processor) -> tuple[str, list[tuple[int, int, str]], int, str] | None:
    """(label, parameters as (start, end, doc) offsets in the label, active index, doc)."""
    lead = _LABELS.match(code_before).end()
    rest = code_before[lead:]
    word = rest.split(None, 1)[0] if rest.split() else ""
    if not word or word.startswith(".") or len(word) == len(rest.rstrip()) and not rest[len(word):]:
        return None
    inst = isa.load().lookup(word.lower(), proc.generation)
    if inst is None:
        return None
    label = inst.name + (word.lower()[len(inst.name):] if word.lower().startswith(inst.name) else "")
    params = []
    for k, op in enumerate(inst.operands):
        label += " " if k == 0 else ", "
        # A vector source shows its type (src0: f32); vcc the word it is.
        text = "vcc" if op.field == "_" else (f"{op.field}: {kinds.of(op).syntax(op)}"
                                              if inst.form and not op.is_register else op.field)
        params.append((len(label), len(label) + len(text), f"{text} — {operand_kind_text(op)}"))
        label += text
    for m in inst.modifiers:
        spec = inst.encoding.modifiers.get(m)
        if spec is None or proc.generation not in spec.generations:
            continue
        text = f"[{spec.syntax or m}]"
        label += " "
        params.append((len(label), len(label) + len(text), f"optional modifier {spec.syntax or m}"))
        label += text
    ops_text = rest[len(word):]
    parts = _split_operands(ops_text)
    active = min(len(parts) - 1, max(len(params) - 1, 0))
    n = len(inst.operands)
    cur = parts[-1]
    if len(parts) - 1 == n - 1 and cur.strip() and (cur[-1:].isspace() or len(cur.split()) >= 2) and len(params) > n:
        active = n
    return label, params, active, inst.description


def line_encoding(doc, line: int) -> dict:
    t = doc.target
    out = {"text": None, "bytes": None, "words": None,
           "target": {"mcpu": t.mcpu, "generation": t.generation, "title": t.title, "source": t.source}}
    if not 0 <= line < len(doc.results):
        return out
    r = doc.result(line)
    if r.encoded is not None:
        e = r.encoded
        out.update(text=e.text, bytes=encoding_cells(e.data, e.fixups), words=dwords(e.data),
                   size=len(e.data), encoding=e.instruction.encoding.name)
    errors = [d.message for d in r.diagnostics if d.is_error]
    if errors:
        out["error"] = errors[0]
    return out
