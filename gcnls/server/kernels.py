"""Kernel descriptor and metadata blocks in the editor: outline, folding, completion and
hover of ``.amdhsa_*`` keys (pure functions over a Document; blocks.py finds the blocks)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import amdhsa, metadata

_STARTS = {amdhsa.START: "kernel", metadata.START: "metadata"}


@dataclass(frozen=True, slots=True)
class Block:
    kind: str  # "kernel" or "metadata"
    name: str  # the kernel's name ("" for metadata)
    start: int  # header line
    end: int  # last line the block consumed
    name_start: int
    name_end: int


def blocks(doc) -> list[Block]:
    """The blocks llvm-mc reads in the document, valid or not (header to last line read)."""
    if getattr(doc, "_blockish_lines", None) == 0 and not getattr(doc, "_blocked", True):
        return []  # (no line names a block: no walk over every line, e.g. per completion request)
    out = []
    results = doc.results
    n = len(results)
    i = 0
    while i < n:
        r = results[i]
        kind = r.block
        st = r.statement
        d = st.directive
        if kind in ("kernel", "metadata") and d is not None and _STARTS.get(d.name) == kind:
            j = i
            while j + 1 < n and results[j + 1].block == kind and not _is_start(results[j + 1], kind):
                j += 1
            tok = st.tokens[st.pos]
            name = tok.text if kind == "kernel" and tok.text else ""
            a, b = (tok.start, tok.end) if name else (d.start, d.end)
            out.append(Block(kind, name, i, j, a, b))
            i = j + 1
            continue
        i += 1
    return out


def _is_start(r, kind: str) -> bool:
    d = r.statement.directive
    return d is not None and _STARTS.get(d.name) == kind


def folding_ranges(doc) -> list[tuple[int, int, str]]:
    return [(b.start, b.end, b.kind) for b in blocks(doc) if b.end > b.start]


def symbols(doc) -> list[tuple[str, str, int, int, int]]:
    """(name, kind, line, start, end): each kernel descriptor, named by its kernel."""
    return [(b.name, "kernel", b.start, b.name_start, b.name_end) for b in blocks(doc) if b.kind == "kernel"]


def inside_kernel(doc, line: int) -> Block | None:
    """The kernel block whose body holds ``line`` (a line being typed there may not be
    part of the block yet: the block then ends before it, so look at the next lines)."""
    for b in blocks(doc):
        if b.kind != "kernel":
            continue
        if b.start < line <= b.end:
            return b
        if line > b.end:
            # A broken block (the line being typed ends it): still inside if a later line
            # closes it.
            for k in range(b.end + 1, min(len(doc.code), line + 200)):
                word = doc.code[k].strip().split(None, 1)
                if word and word[0] == amdhsa.END:
                    return b if k >= line else None
                if word and word[0] in (amdhsa.START, metadata.START):
                    break
    return None


def key_detail(key: amdhsa.Key) -> str:
    since = f"; {key.since}+" if key.since else ""
    return f"{key.range_text}, default {key.default}{since}"


def key_items(doc, line: int) -> list[tuple[str, str, str]]:
    """(key, detail, documentation) for completion inside a kernel block: the keys of the
    document's generation that the block does not set yet."""
    b = inside_kernel(doc, line)
    if b is None:
        return []
    used = set()
    for k in range(b.start + 1, min(b.end + 1, len(doc.code))):
        if k != line:
            word = doc.code[k].strip().split(None, 1)
            if word:
                used.add(word[0])
    gen = doc.proc.generation
    return [(k.name, key_detail(k), k.doc) for k in amdhsa.keys_on(gen) if k.name not in used]


def key_hover(doc, line: int, col: int) -> tuple[str, int, int] | None:
    """Markdown for the ``.amdhsa_*`` key under the cursor."""
    from .symbols import word_at

    found = word_at(doc.code[line], col)
    if found is None or not found[0].startswith(".amdhsa_"):
        return None
    _, start, end = found
    name = found[0]
    key = amdhsa.table().keys.get(name)
    if key is None:
        later = amdhsa.table().later.get(name)
        if later is None:
            return None
        return f"**{name}**\n\nllvm-mc 22 on gfx6-gfx9: {later.format(cpu=doc.proc.name)}", start, end
    gen = doc.proc.generation
    where = "" if key.on(gen) else f"\n\nNot on {gen}: llvm-mc says \"directive requires {key.since}+\"."
    required = "; required" if key.required else ""
    usage = ""
    if name in (".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr"):
        from ..checks import resources  # what the kernel's instructions use, and the occupancy

        try:
            explained = resources.hover(doc.results, doc.proc, line)
        except Exception:  # a gcnls bug must not take the hover down
            explained = None
        usage = f"\n\n---\n\n{explained}" if explained else ""
    return (f"**{name}** `{key.range_text}`, default `{key.default}`{required}\n\n{key.doc}{where}{usage}",
            start, end)
