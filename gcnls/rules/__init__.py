"""Named rules: the quirks of llvm-mc that must name an encoding or a mnemonic.

An encoding lists the rules that apply to it (``rules = [...]`` in its isa/ file); each
rule is a module here defining some of the hooks below, called by the generic engine.
Hooks a rule does not define fall back to the generic behaviour.

Assembler (``plan`` is the per-instruction-and-generation plan of gcnls.assembler):
  setup(plan)                    adjust the plan once (extra flag words, modifier aliases)
  stray_modifier(plan, op, mn)   a modifier word the instruction does not take: an
                                 AsmError to report after matching, or None (generic)
  modifier_check(plan, name)     (lo, hi, message) for a valued modifier, or None
  modifier_low(plan, name)       the first operand index a valued modifier may follow
  print_modifier(plan, name, value) the text of a valued modifier, or None
  modifier_default(plan, name, values) a modifier the line left out: set its field, return
                                 its text ("" = not printed), or None (generic: nothing)
  modifier_value(plan, name, op) (field value, text) of a modifier written op, or None
  check_modifier_value(op)       raise llvm-mc's parse-time error for a modifier's value
  validate(plan, ctx)            llvm-mc's checks after a match (an AsmError ends the line:
                                 no other form of the mnemonic is tried)
  misplaced_modifier(plan, op, seen) an AsmError for a modifier the instruction takes but
                                 not at this place (after ``seen``, name -> op), or None
  flag_in_place(plan, word, ops)  whether llvm-mc parses the flag ``word`` after ``ops``
                                 (else it is a symbol or an unknown named operand), or None
  match(plan, operands, ctx)     pick the instruction's form before matching: raise its
                                 error or return the operands (None: one the form omits)
Editor:
  describe_modifier(name, value) the hover's meaning of a modifier's field value, or None
  complete_modifiers(inst, used) completion items (kinds.Completion) for the modifiers of
                                 syntax of their own still possible after the words used
Decoder (``ctx`` the decoder's context):
  decode_begin(inst, ctx)        before the operands (may reject the word: kinds.Invalid)
  decode_operand(inst, spec, ctx) an operand's text, or None (the kind decodes it)
  decode_modifier(inst, name, ctx) a modifier's text ("" = not printed), or None
Hover:
  hover_note(encoded)            a line about the encoded instruction, or None
Fast path:
  fast(inst)                     False: lines of this instruction always go the long way
  fast_forms(inst, gen, features) the plain forms, for an encoding whose rule picks a form
                                 (see gcnls/fastpath.py), or None
  fast_words(inst, name)         a modifier written as words (omod: mul:2): canonical word ->
                                 field value, with None -> (value, text) where the line leaves
                                 it out; or (lo, hi) for a number; False: lines with it go the
                                 long way; None: generic
  fast_finish(inst, gen, values, features) after a template matched: the rule's checks and
                                 defaults on its field values (and the steps' notes); False =
                                 the line goes the long way
"""

from __future__ import annotations

from functools import cache
from importlib import import_module

from ..isa import IsaDataError

_NAMES = ("cache_policy", "smem_offset_modifier", "ds_swizzle", "ds_acc", "flat_acc", "valu", "constant_bus", "modifier_order",
          "image", "buffer_forms", "packed_math", "sdwa_form", "dpp_form", "ds_offset_pair",
          "vop3b_abs")


@cache
def _module(name: str):
    if name not in _NAMES:
        raise IsaDataError(f"no rule named {name!r} in gcnls/rules")
    return import_module(f"{__name__}.{name}")


def load_all() -> None:
    """Import every rule module now (the server, at start-up: the first document's
    analysis otherwise pays ~20 ms for the imports)."""
    for name in _NAMES:
        _module(name)


def of(encoding) -> tuple:
    """The rule modules that apply to ``encoding``, in its order."""
    return _of(encoding.rules)


@cache
def _of(names: tuple[str, ...]) -> tuple:
    return tuple(_module(n) for n in names)


@cache
def _hooks(rules: tuple, hook: str) -> tuple:
    """The functions named ``hook`` among ``rules`` (looked up once: a missing attribute
    of a module costs an exception each time)."""
    return tuple(fn for fn in (getattr(rule, hook, None) for rule in rules) if fn is not None)


def first(rules, hook: str, *args):
    """The first non-None answer of ``hook`` among ``rules``."""
    for fn in _hooks(rules, hook):
        answer = fn(*args)
        if answer is not None:
            return answer
    return None


def each(rules, hook: str) -> tuple:
    """Every function named ``hook`` among ``rules``, in order."""
    return _hooks(rules, hook)
