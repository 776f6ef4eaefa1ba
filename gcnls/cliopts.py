"""Command-line options as llvm-mc spells them, for gcnls's own front ends.

One or two dashes (``-mcpu=gfx900``, ``--mcpu gfx900``), a value either after ``=`` or as
the next argument, ``-`` alone is an input (stdin). Callers decide what each name means.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator


class OptionError(Exception):
    """A malformed command line; the message names the argument."""


def scan(argv: list[str], takes_value: Collection[str], *,
         double_dash_ends_options: bool = False) -> Iterator[tuple[str | None, str | None, str]]:
    """(name, value, argument) for each argument, in order: name None for an input (value =
    the argument); for an option, its name without dashes and its value: the text after
    ``=``, else for a name in ``takes_value`` the next argument (OptionError if there is
    none), else None. With ``double_dash_ends_options`` every argument after ``--`` is an input."""
    i = 0
    n = len(argv)
    while i < n:
        arg = argv[i]
        i += 1
        if not arg.startswith("-") or arg == "-":
            yield None, arg, arg
            continue
        if arg == "--" and double_dash_ends_options:
            for rest in argv[i:]:
                yield None, rest, rest
            return
        name, eq, value = arg.lstrip("-").partition("=")
        if eq:
            yield name, value, arg
        elif name in takes_value:
            if i >= n:
                raise OptionError(f"option '{arg}' needs a value")
            i += 1
            yield name, argv[i - 1], arg
        else:
            yield name, None, arg
