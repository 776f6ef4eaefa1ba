"""MIMG operands: the data tuple (``image_data``) and the address tuple (``image_addr``).

Both are VGPR tuples whose allowed sizes are the instruction's ``widths`` (isa/mimg.toml):
another size is no match. Whether the data size fits dmask, tfe and d16 is llvm-mc's
check after matching (rules/image.py); the disassembler derives the data size from
those fields (``data_size``) and prints the address at the smallest size.
"""

from __future__ import annotations

from functools import cache

from .. import isa
from ..registers import Reg
from .base import FAST_DATA, Completion, Invalid, Kind, invalid, register


@cache
def facts() -> dict:
    """[kind.image_data] of isa/mimg.toml: d16 generations, the packed-d16 feature, ..."""
    return isa._load("mimg")["kind"]["image_data"]


def packed_d16(features) -> bool:
    return facts()["packed_d16"] in features


def data_size(inst, dmask: int, tfe: int, d16: int, features) -> int:
    """The data registers llvm-mc expects for these field values."""
    dmask &= 0xF
    size = 4 if "gather4" in inst.traits else max(bin(dmask).count("1"), 1)
    if d16 and "d16" in inst.modifiers and packed_d16(features):
        size = (size + 1) // 2
    return size + (1 if tfe else 0)


def _tuple(text_width: int, index: int) -> str:
    return Reg("v", index, text_width).text()


class _ImageTuple(Kind):
    summary = ""

    def syntax(self, spec) -> str:
        return "vN|v[N:M]"

    def encode(self, spec, op, ctx) -> str:
        reg = getattr(op, "reg", None)
        if reg is None or reg.kind != "v" or reg.width not in ctx.inst.widths[spec.field]:
            raise invalid(op)
        ctx.values[spec.field] = reg.index
        ctx.state[spec.field] = reg.width
        return reg.text()

    note = None  # the values key its fast step notes the tuple's size under

    @property
    def fast_notes(self) -> tuple[str, ...]:
        return (self.note,) if self.note else ()

    def fast(self, spec, inst, gen, rf):
        field, widths, limit, note = spec.field, inst.widths[spec.field], rf.vgprs, self.note

        def step(groups, values, printed):
            v1, va, vb = groups
            first = int(v1 if v1 is not None else va)
            last = first if v1 is not None else int(vb)
            width = last - first + 1
            if width not in widths or last >= limit:
                return False
            values[field] = first
            if note is not None:
                values[note] = width
            printed.append(_tuple(width, first))
            return True
        return r"(?:v([0-9]+)\b|v\[([0-9]+):([0-9]+)\])", step

    def complete(self, spec, inst, rf) -> list[Completion]:
        return [Completion(_tuple(w, 0), "register", f"VGPR tuple, {w} dword{'s' if w > 1 else ''}")
                for w in inst.widths.get(spec.field, (1,))]

    def describe(self, spec, op, value: int) -> str:
        return f"`{op.reg.text()}`"

    def examples_for(self, spec, inst) -> list[str]:
        """The sizes the instruction takes (generated tests), at a few places."""
        return [_tuple(w, 4 * k % 12) for k, w in enumerate(inst.widths[spec.field])]


class ImageData(_ImageTuple):
    name = "image_data"
    note = FAST_DATA  # (rules/image.py's fast_check compares it with dmask, tfe and d16)
    summary = "image data: VGPR tuple of as many registers as dmask selects (halved with packed d16, +1 with tfe)"

    def fields(self, spec):
        return (spec.field, "dmask", "tfe")

    def decode(self, spec, ctx) -> str:
        inst = ctx.inst
        index = ctx.get(spec.field)
        widths = inst.widths[spec.field]
        size = data_size(inst, ctx.fields["dmask"], ctx.fields["tfe"], ctx.fields.get("d16", 0), ctx.features)
        if size not in widths or index + size > ctx.rf.vgprs:
            if ctx.strict:
                raise Invalid  # GCN 1.0/1.1: only what the assembler takes back
            # llvm-mc keeps the variant it decoded: the smallest data size
            size = widths[0]
        return _tuple(size, index)

    def fitting_example(self, spec, inst, modifiers: list[str]) -> str:
        """A data tuple of the size the written modifiers ask for (unpacked d16; generated tests)."""
        dmask = next((int(m.split(":", 1)[1], 0) for m in modifiers if m.startswith("dmask:")), 0)
        return _tuple(data_size(inst, dmask, "tfe" in modifiers, 0, ()), 8)

    def examples(self, spec):
        return ["v[0:3]", "v0", "v[1:2]", "v[4:6]", "v[2:6]", "v[252:255]"]

    def bad_examples(self, spec):
        return ["v[0:7]", "s[0:3]", "v[255:256]", "v[0:15]", "v[1:0]"]


class ImageAddr(_ImageTuple):
    name = "image_addr"
    summary = "image address: VGPR tuple of the address components (coordinates and the variant's extras)"

    def decode(self, spec, ctx) -> str:
        index = ctx.get(spec.field)
        size = ctx.inst.widths[spec.field][0]  # llvm-mc prints the smallest address variant
        if index + size > ctx.rf.vgprs and ctx.strict:
            raise Invalid  # (llvm-mc's disassembler prints v[255:257] as it is)
        return _tuple(size, index)

    def examples(self, spec):
        return ["v[4:7]", "v4", "v[2:3]", "v[5:7]", "v[8:15]", "v[4:8]", "v[0:11]"]

    def bad_examples(self, spec):
        return ["v[4:19]", "s[4:7]", "v[0:12]", "v256"]


IMAGE_DATA = register(ImageData())
IMAGE_ADDR = register(ImageAddr())
