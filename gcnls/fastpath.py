"""Compiled line templates for batch assembly (``gcnls mc`` on large files).

Most lines of real code are the plain form of an instruction: numbered registers,
integer offsets, modifiers in order. For each instruction this module derives, from its
ISA entry and its operands' kinds (each kind gives a pattern for its plain spellings),
one regular expression for that plain form and an encoder for its captures. A line that
matches and passes every check is encoded here; anything else (labels, special
registers, expressions, out-of-range values, errors of any kind) returns None and goes
through the full assembler, which stays the single authority: the tests assert that both
give identical text and bytes wherever the fast path answers.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import isa, kinds, rules, valu_ext
from .encoding import instruction_text, modifier_text, pack
from .kinds.base import INT, UINT
from .registers import register_file

_SEP = r"[ \t]*,[ \t]*"

_UNSEEN = object()
_FLAG, _WORDS, _RANGE = "flag", "words", "range"  # how a template reads a modifier's group

# Compiled template shapes (a template's pattern after its mnemonic), shared by the
# mnemonics whose operands and modifiers are spelled alike (v_add_f32_e32, v_mul_f32_e32):
# compiling is most of a template's first-use cost. Keyed by the pattern's text, which
# holds everything it depends on (generation, registers): right for every processor.
_SHAPES: dict[str, re.Pattern] = {}


def _shape(text: str) -> re.Pattern:
    pattern = _SHAPES.get(text)
    if pattern is None:
        pattern = _SHAPES[text] = re.compile(text)
    return pattern

Encoder = Callable[[re.Match], "tuple[str, bytes] | None"]


def _word(text: str, field: str | None, value: int):
    """A fixed word of a form (``off``): sets ``field`` (if any) to ``value``."""
    def step(groups, values, printed):
        if field is not None:
            values[field] = value
        printed.append(text)
        return True
    return re.escape(text), step  # (no group)


def _templates(inst: isa.Instruction, gen: str, rf, written: str, features, *,
               detail: bool = False, text: bool = True) -> list[tuple[re.Pattern, Encoder]]:
    """The templates of ``inst``: one, or where a named rule picks among forms (buffers:
    rules.buffer_forms) one per plain form, in the order the full assembler tries them."""
    enc = inst.encoding
    forms = rules.first(rules.of(enc), "fast_forms", inst, gen, features)
    if forms is None:
        if rules.first(rules.of(enc), "fast", inst) is False:
            return []
        forms = [(inst.operands, (), None)]
    out = []
    for operands, required, optional in forms:
        compiled = _compile(inst, gen, rf, written, operands, required, optional, features=features, detail=detail,
                            text=text)
        if compiled is not None:
            out.append(compiled)
    return out


def _compile(inst: isa.Instruction, gen: str, rf, written: str, operands, required=(),
             optional=None, features=frozenset(), *,
             detail: bool = False, text: bool = True) -> tuple[re.Pattern, Encoder] | None:
    """The template of ``inst`` as the line spells its mnemonic (``written``: the name, or
    the name with the suffix that selects this form, v_mul_f32_e32). ``operands``: specs,
    or (text, field, value) for a fixed word; ``required``: flags the form always has;
    ``optional``: the modifiers it may have, name -> None (a flag) or (lo, hi) (default:
    the flags, and the valued modifiers with a range in the data)."""
    enc = inst.encoding
    layout = enc.layouts[gen]
    parts: list[str] = []
    steps: list[Callable] = []  # each consumes groups and fills values/printed; False = not plain
    for spec in operands:
        compiled = _word(*spec) if isinstance(spec, tuple) else kinds.of(spec).fast(spec, inst, gen, rf)
        if compiled is None:
            return None  # hwreg, labels, literals: the full assembler handles them
        pattern, step = compiled
        # (each operand is also a group of its own: its columns on the line, and where its
        # step's groups start; named, so that the compiled template says its number)
        parts.append(f"(?P<_{len(parts)}>{pattern})")
        steps.append(step)

    # Modifiers: flags, and valued ones with a range in the data (others go the long way).
    mods: list[tuple[isa.ModifierSpec, tuple[int, int] | dict | None]] = []
    mod_parts: list[str] = []
    # (bits an operand also holds: VOP3b's clamp inside SDST on GCN 1.0/1.1)
    held = [layout.fields[s.field] for s in operands if not isinstance(s, tuple) and s.field in layout.fields]
    excluded = {m for s in operands if not isinstance(s, tuple) for m in kinds.of(s).fast_excludes}
    for name in inst.modifiers:
        spec = enc.modifiers[name]
        needed = name in inst.requires  # (DPP's control: the template has it, or there is none)
        if gen not in spec.generations or name in excluded:
            if needed:
                return None
            continue
        lo, hi = layout.fields[spec.field]
        if name not in required and any(a <= hi and lo <= b for a, b in held):
            if needed:
                return None
            continue  # the line with it goes the long way
        if name in required:
            mod_parts.append(rf"[ \t]+({name})")
            mods.append((spec, None))
            continue
        if optional is None:
            bounds = rules.first(rules.of(enc), "fast_words", inst, name)
            if bounds is None and spec.flag(layout):
                pass
            elif bounds is None and spec.range is not None and spec.range[0] >= 0:
                bounds = (0, spec.range[1])
            elif bounds is None or bounds is False:
                if needed:
                    return None
                continue
        elif name in optional:
            bounds = optional[name]
        elif needed:
            return None
        else:
            continue
        if bounds is None:
            mod_parts.append(rf"[ \t]+({name})" if needed else rf"(?:[ \t]+({name}))?")
        elif isinstance(bounds, dict):
            # Words for values (omod's mul:2, a control's quad_perm:[0,1,2,3]), read as one
            # word that starts like one of them and looked up; None: (value, text) where the
            # line leaves the modifier out.
            heads = {w.partition(":")[0] + ":" if ":" in w else w for w in bounds if w is not None}
            word = rf"[ \t]+((?:{'|'.join(map(re.escape, sorted(heads)))})[^ \t]*)"
            mod_parts.append(word if needed else rf"(?:{word})?")
        elif needed:
            return None
        else:
            mod_parts.append(rf"(?:[ \t]+{name}:{INT if bounds[0] < 0 else UINT})?")
        mods.append((spec, bounds))
    # A head operand (EXP's target) is printed without a comma after it (llvm-mc reads one).
    head = 1 if parts and not isinstance(operands[0], tuple) and kinds.of(operands[0]).head else 0
    ops = (parts[0] + r"(?:[ \t]*,[ \t]*|[ \t]+)" + _SEP.join(parts[1:])) if head and len(parts) > 1 \
        else _SEP.join(parts)
    # A lone optional operand (s_endpgm's) may be left out: its step then reads None.
    lone_optional = len(parts) == 1 and not isinstance(operands[0], tuple) and kinds.of(operands[0]).fast_optional
    # (the mnemonic is not part of it: FastAssembler matches from the end of the line's
    # first word, and mnemonics spelled alike share one compiled shape)
    pattern = _shape((rf"(?:[ \t]+{ops})?" if lone_optional else rf"[ \t]+{ops}" if ops else "")
                     + "".join(mod_parts) + r"[ \t]*")
    fixed = dict(layout.fixed)
    fixed["op"] = inst.opcodes[gen]
    size = inst.size(gen)
    base_size = enc.size
    name = inst.text_name

    base = pack(layout, fixed)  # the fixed bits, packed once
    finish = rules.each(rules.of(enc), "fast_finish")
    packing = layout.packing
    split = bool(layout.parts)
    # Most lines write no modifier: then no modifier group matched (the last one that did
    # is an operand's), and only the defaults that print are added.
    # (each modifier's part is one group: the operands' are those before; read off the
    # compiled template, as are the operands' own groups below, rather than compiling the
    # parts again, which was a third of a template's first-use cost)
    operand_groups = pattern.groups - len(mod_parts)
    spans_at = [pattern.groupindex[f"_{k}"] for k in range(len(parts))]
    # (each step reads its operand's own groups: those after the operand's, up to the next
    # operand's or the modifiers')
    n_ops = len(parts)
    plan = [(step, at, (spans_at[k + 1] - 1) if k + 1 < n_ops else operand_groups)
            for k, (step, at) in enumerate(zip(steps, spans_at))]
    left_out = [(spec.field, *bounds[None]) for spec, bounds in mods if bounds.__class__ is dict and None in bounds]
    # Each modifier's group read as (field, how, bounds, spec): how = _FLAG (a flag),
    # _WORDS (words looked up in bounds), _RANGE (an integer within bounds).
    mod_plan = [(spec.field, _FLAG if bounds is None else _WORDS if bounds.__class__ is dict else _RANGE, bounds, spec)
                for spec, bounds in mods]
    # (the notes the steps may leave among the values, which are no fields: dropped)
    notes = tuple({n for s in operands if not isinstance(s, tuple) for n in kinds.of(s).fast_notes})
    # lean (detail only): what the line holds, without llvm-mc's text and bytes (nor the
    # modifiers' texts, which only the text reads)
    lean = detail and not text

    def encode(m: re.Match) -> tuple[str, bytes] | None:
        g = m.groups()
        values: dict[str, int] = {}
        printed: list[str] = []
        for step, a, b in plan:
            if not step(g[a:b], values, printed):
                return None
        mod_text = []
        last = m.lastindex
        if last is None or last <= operand_groups:
            for field, value, text in left_out:
                values[field] = value
                if text:
                    mod_text.append(text)
        else:
            for w, (field, how, bounds, spec) in zip(g[operand_groups:], mod_plan):
                if w is None:
                    if how is _WORDS and None in bounds:  # (its value and text when left out)
                        values[field], text = bounds[None]
                        if text:
                            mod_text.append(text)
                elif how is _FLAG:
                    values[field] = 1
                    mod_text.append(spec.name)
                elif how is _WORDS:
                    v = bounds.get(w)
                    if v is None:
                        return None  # (not a word of the modifier's canonical spelling)
                    values[field] = v
                    mod_text.append(w)
                else:
                    v = int(w, 0)
                    if not bounds[0] <= v <= bounds[1]:
                        return None
                    values[field] = v
                    if not lean:
                        text = modifier_text(spec, v)
                        if text:
                            mod_text.append(text)
        if finish and not all(step(inst, gen, values, features) for step in finish):
            return None
        for note in notes:
            values.pop(note, None)
        if lean:
            return None, None, (inst, operands, printed, values, list(map(m.span, spans_at)))
        # A kind that puts a literal dword in the layout's literal field makes the word longer.
        n = size + 4 if "literal" in values and size == base_size else size
        if split:
            word = base | pack(layout, values)
        else:
            word = base
            for field, value in values.items():
                lo, mask = packing[field]
                word |= (value & mask) << lo
        if head or "" in printed:
            text = instruction_text(name, printed, mod_text, head)
        else:
            text = f"{name} {', '.join(printed)}" if printed else name  # (instruction_text's, inline)
            if mod_text:
                text = f"{text} {' '.join(mod_text)}"
        if detail:  # (what the line holds, for gcnls.light)
            return text, word.to_bytes(n, "little"), (inst, operands, printed, values, list(map(m.span, spans_at)))
        return text, word.to_bytes(n, "little")

    return pattern, encode


class FastAssembler:
    """``fast(code_line)`` -> (llvm-mc text, bytes) for plain lines, else None."""

    def __init__(self, proc: isa.Processor, *, detail: bool = False, text: bool = True):
        # detail: each answer also holds (instruction, the form's operands, their printed
        # texts, the field values, their columns on the line), which gcnls.light builds
        # line results from; text=False (with detail): the answer's text and bytes are
        # None, not worked out (a tenth of the time; the server's light results, whose
        # requests for them analyse the line fully)
        self._detail = detail
        self._text = text or not detail
        self._data = isa.load()
        self._gen = proc.generation
        self._features = proc.features
        self._rf = register_file(proc.generation, proc.features)
        # Compiled on first use: a file uses a few dozen of the mnemonics.
        self._table: dict[str, list[tuple[re.Pattern, Encoder]]] = {}
        self._seen: dict[str, tuple[str, bytes] | None] = {}  # line -> answer

    def _entry(self, name: str):
        # (a suffix selects a vector form: v_mul_f32_e32; a bare name, the form the full
        # assembler tries first: e32, else e64; the entries' own order is the data files')
        inst = self._data.lookup(name, self._gen)
        if inst is not None and inst.form and name in self._data.instructions:
            inst = min((i for i in self._data.instructions[name] if i.on(self._gen)),
                       key=lambda i: valu_ext.TRY_ORDER.index(i.form))
        entry = self._table[name] = (_templates(inst, self._gen, self._rf, name, self._features, detail=self._detail,
                                                text=self._text) if inst is not None else [])
        return entry

    def __call__(self, code: str) -> tuple[str, bytes] | None:
        # Real code repeats lines (s_waitcnt, s_nop, v_mov_b32 v0, 0): each is encoded once.
        hit = self._seen.get(code, _UNSEEN)
        if hit is _UNSEEN:
            hit = self._seen[code] = self._encode(code)
        return hit

    def _encode(self, code: str) -> tuple[str, bytes] | None:
        head = code.split(None, 1)
        if not head:
            return None
        name = head[0]
        entry = self._table.get(name)
        if entry is None:
            entry = self._entry(name)
        if not entry:
            return None
        # (the templates match after the mnemonic, which only blanks and tabs precede)
        at = code.find(name)
        if at and code[:at].strip(" \t"):
            return None
        at += len(name)
        for pattern, encode in entry:
            m = pattern.fullmatch(code, at)
            if m is None:
                continue
            # The first form whose shape the line has decides (the forms' shapes exclude
            # each other): its checks failing sends the line the long way.
            try:
                return encode(m)
            except ValueError:  # a number past Python's int() digit limit: the full path reports it
                return None
        return None


def encoded_lines(code: list[str], proc: isa.Processor, *, detail: bool = False,
                  text: bool = True) -> dict[int, tuple]:
    """line -> (llvm-mc text, bytes) of the lines of ``code`` (comments blanked) the
    templates encode (with ``detail``, FastAssembler's third item too). The lines of a
    multi-line block (.amdhsa_kernel, .amdgpu_metadata) are read the block's way
    (blocks.py), never as instructions."""
    return dict(each_encoded(code, proc, detail=detail, text=text))


def each_encoded(code: list[str], proc: isa.Processor, *, detail: bool = False, text: bool = True,
                 repeats: bool = True, known=None):
    """encoded_lines' (line, answer) pairs one at a time. ``repeats=False``: a line met
    again is matched again rather than its answer kept (for a caller that turns each
    answer into long-lived objects at once: the server's light results; kept answers
    freed only at the end leave holes among those objects, ~30 MB of a 100k-line
    document's resident memory). ``known``: texts the caller has already made what it
    needs of (its own memo): such a line comes as (line, None), not matched again."""
    fast = FastAssembler(proc, detail=detail, text=text)
    answer = fast if repeats else fast._encode
    in_block = False
    for i, c in enumerate(code):
        if in_block or ".amdhsa_kernel" in c or ".amdgpu_metadata" in c:
            ends = ".end_amdhsa_kernel" in c or ".end_amdgpu_metadata" in c
            if ends and i and "'" in code[i - 1]:
                from .blocks import reached  # (rare: a block line with a quote)

                # (after a ' that starts no character literal llvm-mc's lexer runs on into
                # the next line and does not see the closing directive there: blocks.py)
                ends = reached(code, i)
            in_block = not ends
            continue
        if known is not None and c in known:
            yield i, None
            continue
        hit = answer(c)
        if hit is not None:
            yield i, hit
