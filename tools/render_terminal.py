"""Render a terminal capture (``tmux capture-pane -e -p``: text with ANSI SGR colours) to PNG.

    python tools/render_terminal.py capture.ansi out.png [--font PATH] [--size 15]

Used by tools/screenshot_nvim.sh for the README's picture of a real Neovim session.
Needs Pillow (``pip install pillow``; not a dependency of gcnls) and a monospace TrueType
font (default: Debian's fonts-dejavu-core DejaVu Sans Mono). Handles what tmux emits:
16/256/24-bit foreground and background colours, bold, italic, underline, reverse.
"""

from __future__ import annotations

import argparse
import re
import unicodedata

from PIL import Image, ImageDraw, ImageFont

DEFAULT_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BOLD_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
FG = (224, 226, 234)  # Neovim's default dark scheme: NvimLightGrey2 on NvimDarkGrey2
BG = (20, 22, 27)
BASIC = [(0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188),
         (17, 168, 205), (229, 229, 229), (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67),
         (59, 142, 234), (214, 112, 214), (41, 184, 219), (255, 255, 255)]
_SGR = re.compile(r"\x1b\[([0-9;:]*)m")
_OTHER_ESC = re.compile(r"\x1b[\[\]][^a-zA-Z]*[a-zA-Z]")


def _xterm(n: int) -> tuple[int, int, int]:
    if n < 16:
        return BASIC[n]
    if n < 232:
        n -= 16
        steps = (0, 95, 135, 175, 215, 255)
        return steps[n // 36], steps[(n // 6) % 6], steps[n % 6]
    v = 8 + (n - 232) * 10
    return v, v, v


class Style:
    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = None
        self.bg = None
        self.bold = self.italic = self.underline = self.reverse = False

    def apply(self, params: str) -> None:
        codes = [int(p) if p else 0 for p in re.split(r"[;:]", params)] if params else [0]
        i = 0
        while i < len(codes):
            c = codes[i]
            if c == 0:
                self.reset()
            elif c == 1:
                self.bold = True
            elif c == 3:
                self.italic = True
            elif c == 4:
                self.underline = True
            elif c == 7:
                self.reverse = True
            elif c == 22:
                self.bold = False
            elif c == 23:
                self.italic = False
            elif c == 24:
                self.underline = False
            elif c == 27:
                self.reverse = False
            elif 30 <= c <= 37:
                self.fg = BASIC[c - 30]
            elif 90 <= c <= 97:
                self.fg = BASIC[c - 90 + 8]
            elif 40 <= c <= 47:
                self.bg = BASIC[c - 40]
            elif 100 <= c <= 107:
                self.bg = BASIC[c - 100 + 8]
            elif c == 39:
                self.fg = None
            elif c == 49:
                self.bg = None
            elif c in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    color = _xterm(codes[i + 2])
                    i += 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    color = tuple(codes[i + 2:i + 5])
                    i += 4
                else:
                    color = None
                if c == 38:
                    self.fg = color
                else:
                    self.bg = color
            i += 1

    def colors(self) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        fg, bg = self.fg or FG, self.bg or BG
        return (bg, fg) if self.reverse else (fg, bg)


def cells(capture: str) -> list[list[tuple[str, tuple, tuple, bool, bool]]]:
    """Rows of (character, fg, bg, bold, underline)."""
    style = Style()
    rows = []
    for line in capture.split("\n"):
        row = []
        pos = 0
        for m in _SGR.finditer(line):
            row.extend(_plain(line[pos:m.start()], style))
            style.apply(m.group(1))
            pos = m.end()
        row.extend(_plain(line[pos:], style))
        rows.append(row)
    while rows and not rows[-1]:
        rows.pop()
    return rows


def _plain(text: str, style: Style):
    fg, bg = style.colors()
    for ch in _OTHER_ESC.sub("", text):
        yield ch, fg, bg, style.bold, style.underline
        if unicodedata.east_asian_width(ch) in "WF":
            yield "", fg, bg, style.bold, style.underline  # the second cell of a wide character


def render(capture: str, font_path: str = DEFAULT_FONT, size: int = 15, pad: int = 12) -> Image.Image:
    rows = cells(capture)
    font = ImageFont.truetype(font_path, size)
    try:
        bold = ImageFont.truetype(BOLD_FONT if font_path == DEFAULT_FONT else font_path, size)
    except OSError:
        bold = font
    cw = round(font.getlength("M"))
    ch = round(size * 1.3)
    width = max((len(r) for r in rows), default=1)
    img = Image.new("RGB", (width * cw + 2 * pad, len(rows) * ch + 2 * pad), BG)
    draw = ImageDraw.Draw(img)
    for y, row in enumerate(rows):
        top = pad + y * ch
        for x, (c, fg, bg, is_bold, underline) in enumerate(row):
            left = pad + x * cw
            if bg != BG:
                draw.rectangle([left, top, left + cw - 1, top + ch - 1], fill=bg)
            if c and not c.isspace():
                _glyph(draw, c, left, top, cw, ch, fg, bold if is_bold else font)
            if underline:
                draw.line([left, top + ch - 2, left + cw - 1, top + ch - 2], fill=fg)
    return img


def _glyph(draw, c, left, top, cw, ch, fg, font) -> None:
    # Box-drawing lines are drawn as lines so that borders join across cells.
    mid_x, mid_y = left + cw // 2, top + ch // 2
    right, bottom = left + cw - 1, top + ch - 1
    lines = {
        "─": [(left, mid_y, right, mid_y)], "│": [(mid_x, top, mid_x, bottom)],
        "╭": [(mid_x, mid_y, right, mid_y), (mid_x, mid_y, mid_x, bottom)],
        "╮": [(left, mid_y, mid_x, mid_y), (mid_x, mid_y, mid_x, bottom)],
        "╰": [(mid_x, top, mid_x, mid_y), (mid_x, mid_y, right, mid_y)],
        "╯": [(mid_x, top, mid_x, mid_y), (left, mid_y, mid_x, mid_y)],
    }.get(c)
    if lines:
        for seg in lines:
            draw.line(seg, fill=fg)
    else:
        draw.text((left, top + (ch - font.size) // 2), c, font=font, fill=fg)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("capture")
    ap.add_argument("png")
    ap.add_argument("--font", default=DEFAULT_FONT)
    ap.add_argument("--size", type=int, default=15)
    a = ap.parse_args()
    with open(a.capture, encoding="utf-8", errors="replace") as f:
        render(f.read(), a.font, a.size).save(a.png, optimize=True)


if __name__ == "__main__":
    main()
