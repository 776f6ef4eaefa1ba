"""Control flow of a document: kernels, their basic blocks and the edges between them.

Everything here is derived from the ISA data's semantic facts: an instruction whose
``branch`` fact names a ``label`` target jumps to the label its operand names, one whose
target is computed (s_setpc_b64, s_swappc_b64, s_cbranch_g_fork...) has successors
gcnls cannot know (``Block.unknown_exit``), a conditional one also falls through, and
an instruction with the ``endpgm`` trait ends the program. A call (a computed jump that
also saves the return address in a register) comes back: it falls through too.

A kernel is the code from one kernel symbol to the next: a label named by an
``.amdhsa_kernel`` block, ``.globl``/``.global``, ``.type NAME,@function`` or
``.amdgpu_hsa_kernel``. A document without such symbols is one kernel (named after
its first label, or ""). Code before the first symbol is a kernel of its own when it
holds instructions. A branch to a label of another kernel counts as an unknown exit.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Directives that declare a symbol as code (their first operand is the symbol).
_SYMBOL_DIRECTIVES = frozenset({".globl", ".global", ".amdgpu_hsa_kernel", ".type"})
_KERNEL_BLOCK = ".amdhsa_kernel"


@dataclass(slots=True)
class Block:
    index: int
    lines: list[int]  # document line indexes of the instruction lines, in order
    succs: list[int] = field(default_factory=list)  # Block.index of successors
    preds: list[int] = field(default_factory=list)
    unknown_exit: bool = False  # a computed jump or call: successors unknown (be conservative)


@dataclass(slots=True)
class Kernel:
    name: str  # the label, or the .amdhsa_kernel name
    first: int  # document line range (inclusive)
    last: int
    blocks: list[Block]  # blocks[0] is the entry
    descriptor: dict[str, int] | None = None  # the .amdhsa_* values of its .amdhsa_kernel block
    _lines: list[int] | None = field(default=None, repr=False, compare=False)
    _places: dict[int, tuple[int, int]] | None = field(default=None, repr=False, compare=False)

    @property
    def lines(self) -> list[int]:
        """The instruction lines of the kernel in document order (worked out once: the
        server keeps a Kernel across edits, and the checks ask for this often)."""
        if self._lines is None:
            self._lines = [i for b in self.blocks for i in b.lines]
        return self._lines

    @property
    def places(self) -> dict[int, tuple[int, int]]:
        """instruction line -> (its block's index, its position in the block), worked out
        once like ``lines``."""
        if self._places is None:
            self._places = {line: (b.index, pos) for b in self.blocks for pos, line in enumerate(b.lines)}
        return self._places


def is_instruction(r) -> bool:
    """A line with a mnemonic, encodable or not: a line with an error stays in its block
    (checks skip what has no ``encoded``), so typing through an error keeps the blocks."""
    return r is not None and r.statement.mnemonic is not None


def _directive_name(r) -> str | None:
    """The directive of the line, also inside a block (blocks.py keeps it in r.directive)."""
    d = r.statement.directive or r.directive
    return d.name.lower() if d is not None else None


def _operand_token(r):
    """The first token after the directive's name (None at the end of the line)."""
    tokens = r.statement.tokens
    for k, t in enumerate(tokens):
        if t.text.lower().startswith("."):
            return tokens[k + 1] if k + 1 < len(tokens) else None
    return None


def _first_operand(r) -> str:
    t = _operand_token(r)
    return t.text if t is not None else ""


def _int_operand(r) -> int | None:
    t = _operand_token(r)
    v = getattr(t, "value", None)
    return v if isinstance(v, int) else None


def _symbols_and_descriptors(results) -> tuple[set[str], dict[str, dict[str, int]]]:
    """Names declared as code symbols, and the .amdhsa_* values of each kernel block."""
    names: set[str] = set()
    descriptors: dict[str, dict[str, int]] = {}
    current: dict[str, int] | None = None
    for r in results:
        name = _directive_name(r)
        if name is None:
            continue
        if name == _KERNEL_BLOCK:
            kname = _first_operand(r)
            names.add(kname)
            current = descriptors.setdefault(kname, {})
        elif name == ".end_amdhsa_kernel":
            current = None
        elif current is not None and name.startswith(".amdhsa_"):
            v = _int_operand(r)
            if v is not None:
                current[name[1:]] = v
        elif name in _SYMBOL_DIRECTIVES:
            sym = _first_operand(r)
            if sym and (name != ".type" or any("function" in t.text for t in r.statement.tokens)):
                names.add(sym)
    return names, descriptors


def branch_target(r) -> str | None:
    """The label a branch instruction jumps to, when its operand names one."""
    e = r.encoded
    if e is None or not e.fixups:
        return None
    syms = e.fixups[0].symbol
    return syms if syms.replace("_", "a").replace(".", "a").replace("$", "a").isalnum() else None


_PLAIN = (False, True, False, None)  # (control's answer for a line that does not branch)
_CONTROL: dict = {}  # Instruction -> control's answer for its lines without a fixup


def control(r) -> tuple[bool, bool, bool, str | None]:
    """(ends the block, falls through, unknown successors, label target) for one line."""
    e = r.encoded
    if e is None:
        return _PLAIN
    if not e.fixups:  # (most lines: then the answer is the instruction's; kept per instruction)
        got = _CONTROL.get(e.instruction)
        if got is None:
            got = _CONTROL[e.instruction] = _control(r, e.instruction)
        return got
    return _control(r, e.instruction)


def _control(r, inst) -> tuple[bool, bool, bool, str | None]:
    if "endpgm" in inst.traits:
        return True, False, False, None
    br = inst.branch
    if not br:
        return _PLAIN
    conditional = bool(br.get("conditional"))
    if str(br.get("target", "")).startswith("label"):
        target = branch_target(r)
        return True, conditional, target is None, target
    # Computed target: a call (saves the return address) comes back to the next line.
    return True, conditional or is_call(inst), True, None


def is_call(inst) -> bool:
    """A call: a jump to a computed target that also saves the return address (in a
    register other than the PC it writes)."""
    br = inst.branch
    return (bool(br) and not str(br.get("target", "")).startswith("label")
            and any(w != "pc" for w in inst.writes if w not in ("exec", "scc")))


def line_shape(r) -> tuple:
    """What flow.kernels reads of a line: two lines of equal shape give the same kernels and
    blocks (the server rebuilds them only when an edit changes a line's shape)."""
    if r is None:
        return (None,)
    st = r.statement
    labels = tuple(lab.name for lab in st.labels) if st.labels else ()
    if st.mnemonic is not None:  # (is_instruction)
        return labels, True, control(r)
    if _directive_name(r) is not None:
        return labels, False, tuple(t.text for t in r.statement.tokens)
    return labels, False


def kernels(results, proc=None) -> list[Kernel]:
    """The kernels of a document (see the module doc), each split into basic blocks."""
    names, descriptors = _symbols_and_descriptors(results)
    n = len(results)
    starts: list[tuple[int, str]] = []
    for i, r in enumerate(results):
        for lab in r.statement.labels:
            if lab.name in names:
                starts.append((i, lab.name))
                break
    if not starts:
        first_label = next((lab.name for r in results for lab in r.statement.labels), "")
        spans = [(0, n - 1, first_label)] if n else []
    else:
        spans = []
        if any(is_instruction(results[i]) for i in range(starts[0][0])):
            spans.append((0, starts[0][0] - 1, ""))
        for k, (i, name) in enumerate(starts):
            end = starts[k + 1][0] - 1 if k + 1 < len(starts) else n - 1
            spans.append((i, end, name))
    return [_kernel(results, a, b, name, descriptors.get(name)) for a, b, name in spans]


def _kernel(results, first: int, last: int, name: str, descriptor) -> Kernel:
    blocks: list[Block] = []
    label_block: dict[str, int] = {}
    pending_labels: list[str] = []
    exits: list[tuple[bool, bool, str | None]] = []  # per block: falls through, unknown, target
    current: Block | None = None
    for i in range(first, last + 1):
        r = results[i]
        if r.statement.labels:
            pending_labels.extend(lab.name for lab in r.statement.labels)
            if current is not None and current.lines:
                exits.append((True, False, None))
                current = None
        if not is_instruction(r):
            continue
        if current is None:
            current = Block(len(blocks), [])
            blocks.append(current)
        for lab in pending_labels:
            label_block[lab] = current.index
        pending_labels = []
        current.lines.append(i)
        ends, falls, unknown, target = control(r)
        if ends:
            exits.append((falls, unknown, target))
            current = None
    if current is not None:
        exits.append((False, False, None))  # runs off the end of the kernel
    for b, (falls, unknown, target) in zip(blocks, exits):
        succs: list[int] = []
        if target is not None:
            if target in label_block:
                succs.append(label_block[target])
            else:
                unknown = True  # a label of another kernel (or none)
        if falls and b.index + 1 < len(blocks):
            succs.append(b.index + 1)
        b.unknown_exit = unknown
        for s in succs:
            if s not in b.succs:
                b.succs.append(s)
                blocks[s].preds.append(b.index)
    return Kernel(name, first, last, blocks, descriptor)
