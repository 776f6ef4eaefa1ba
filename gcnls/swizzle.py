"""``offset:swizzle(MODE, ...)`` of ds_swizzle_b32 and its canonical spelling.

Bit 15 set selects quad-permute mode (four 2-bit lane selectors); otherwise the low
15 bits hold three 5-bit masks (and, or, xor) applied to the lane id.
"""

from __future__ import annotations

from .diagnostics import AsmError
from .lexer import Kind

# Kind.X is a slow look-up (an enum descriptor); these are plain globals.
_K_IDENT, _K_STRING = Kind.IDENT, Kind.STRING

QUAD_PERM = 0x8000
MASK = 0x1F


def _bitmask(and_mask: int, or_mask: int, xor_mask: int) -> int:
    return and_mask | (or_mask << 5) | (xor_mask << 10)


def text(value: int, generation: str = "gfx9") -> str:
    """llvm-mc's spelling of a swizzle offset (the empty string for 0)."""
    if value == 0:
        return ""
    if value & QUAD_PERM:
        if value >= 0xC000:
            if generation != "gfx9":
                return str(value)
            if value >= 0xE000:
                return f"swizzle(FFT,{value & 0x1F})"
            return f"swizzle(ROTATE,{(value >> 10) & 1},{(value >> 5) & 0x1F})"
        if value & 0x7F00:
            return str(value)
        lanes = ",".join(str((value >> (2 * i)) & 3) for i in range(4))
        return f"swizzle(QUAD_PERM,{lanes})"
    and_mask, or_mask, xor_mask = value & MASK, (value >> 5) & MASK, (value >> 10) & MASK
    if and_mask == MASK and or_mask == 0 and xor_mask and xor_mask & (xor_mask - 1) == 0:
        return f"swizzle(SWAP,{xor_mask})"
    if and_mask == MASK and or_mask == 0 and xor_mask and (xor_mask + 1) & xor_mask == 0:
        return f"swizzle(REVERSE,{xor_mask + 1})"
    size = MASK - and_mask + 1
    if xor_mask == 0 and size > 1 and size & (size - 1) == 0 and or_mask < size:
        return f"swizzle(BROADCAST,{size},{or_mask})"
    chars = []
    for bit in range(4, -1, -1):
        # lane bit = ((lane & and) | or) ^ xor: name what that bit becomes.
        a, o, x = (and_mask >> bit) & 1, (or_mask >> bit) & 1, (xor_mask >> bit) & 1
        if a and not o:
            chars.append("i" if x else "p")
        else:
            chars.append("1" if o ^ x else "0")
    return f'swizzle(BITMASK_PERM,"{"".join(chars)}")'


def parse_swizzle(p) -> tuple[int, int, int]:
    """Parse at ``swizzle(``; returns (offset value, end column, value start)."""
    head = p.tok
    p.pos += 2
    mode = p.tok
    if mode.kind is not _K_IDENT:
        raise AsmError("swizzle", "expected a swizzle mode", mode.start, mode.end)
    p.pos += 1
    name = mode.text
    if name == "QUAD_PERM":
        lanes = [_arg(p, "expected a 2-bit lane id", 0, 3) for _ in range(4)]
        value = QUAD_PERM | sum(lane << (2 * i) for i, lane in enumerate(lanes))
    elif name == "BITMASK_PERM":
        p.expect(",", "expected a comma")
        tok = p.tok
        if tok.kind is not _K_STRING:
            raise AsmError("swizzle", "expected a string", tok.start, tok.end)
        if len(tok.text) != 7:
            raise AsmError("swizzle", "expected a 5-character mask", tok.start, tok.end)
        and_mask = or_mask = xor_mask = 0
        for i, c in enumerate(tok.text[1:-1]):
            bit = 4 - i
            if c == "1":
                or_mask |= 1 << bit
            elif c == "p":
                and_mask |= 1 << bit
            elif c == "i":
                and_mask |= 1 << bit
                xor_mask |= 1 << bit
            elif c != "0":
                raise AsmError("swizzle", "invalid mask", tok.start, tok.end)
        p.pos += 1
        value = _bitmask(and_mask, or_mask, xor_mask)
    elif name == "BROADCAST":
        size = _group_size(p, 2, 32)
        lane = _arg(p, "lane id must be in the interval [0,group size - 1]", 0, size - 1)
        value = _bitmask(MASK - size + 1, lane, 0)
    elif name == "SWAP":
        size = _group_size(p, 1, 16)
        value = _bitmask(MASK, 0, size)
    elif name in ("FFT", "ROTATE"):
        if p.rf.generation != "gfx9":
            # llvm-mc's spelling, reported at the token after the mode name.
            label = "FFT" if name == "FFT" else "Rotate"
            raise AsmError("swizzle", f"{label} mode swizzle not supported on this GPU", p.tok.start, p.tok.end)
        if name == "FFT":
            value = 0xE000 | _arg(p, "FFT swizzle must be in the interval [0,31]", 0, 31)
        else:
            direction = _arg(p, "direction must be 0 (left) or 1 (right)", 0, 1)
            value = 0xC000 | direction << 10 | _arg(p, "number of threads to rotate must be in the interval [0,31]", 0, 31) << 5
    elif name == "REVERSE":
        size = _group_size(p, 2, 32)
        value = _bitmask(MASK, 0, size - 1)
    else:
        raise AsmError("swizzle", "expected a swizzle mode", mode.start, mode.end)
    close = p.expect(")", "expected a closing parentheses")
    return value, close.end, head.start


def _arg(p, message: str, lo: int, hi: int) -> int:
    p.expect(",", "expected a comma")
    value, start, end = p.absolute()
    if not lo <= value <= hi:
        raise AsmError("swizzle", message, start, end)
    return value


def _group_size(p, lo: int, hi: int) -> int:
    """A group size: first the interval, then the power of two (llvm-mc's order)."""
    p.expect(",", "expected a comma")
    value, start, end = p.absolute()
    if not lo <= value <= hi:
        raise AsmError("swizzle", f"group size must be in the interval [{lo},{hi}]", start, end)
    if value & (value - 1):
        raise AsmError("swizzle", "group size must be a power of two", start, end)
    return value


def bitmask_value(mask: str) -> int:
    """The offset a BITMASK_PERM mask (5 characters of 0, 1, p, i) stands for."""
    and_mask = or_mask = xor_mask = 0
    for i, c in enumerate(mask):
        bit = 1 << (4 - i)
        if c == "1":
            or_mask |= bit
        elif c in "pi":
            and_mask |= bit
            if c == "i":
                xor_mask |= bit
    return and_mask | or_mask << 5 | xor_mask << 10
