"""Whole-kernel checks (waitcnt, hazards, resources): one registry, one entry point.

A check is a function ``(results, kernels, proc) -> list[Finding]`` registered under a
name (``@register("waitcnt")``); ``run`` builds the kernels once (gcnls/flow.py), runs
every enabled check and drops the findings a suppression comment asks to drop:
``// gcnls: ignore`` (every finding on that line) or ``// gcnls: ignore=CODE[,CODE]``
(findings whose code is CODE or starts with ``CODE.``), also after ``;`` or ``#``.

A check that crashes (a gcnls bug, or input it cannot follow) costs at most one
information note per check and document, never the other checks' findings.
"""

from __future__ import annotations

import importlib
import logging
import re
from collections.abc import Callable, Container
from dataclasses import dataclass, replace

from ..diagnostics import Severity

log = logging.getLogger(__name__)


@dataclass(slots=True)
class Finding:
    line: int  # 0-based line and columns of the range to mark
    start: int
    end: int
    message: str
    code: str  # stable, e.g. "waitcnt.missing"; its prefix before "." names the check (settings key)
    severity: Severity = Severity.WARNING
    related: tuple | list = ()  # (line, start, end, message), e.g. the load a wait is for
    fix: tuple[int, str, str] | None = None  # (line to insert before, text to insert, fix title)

    @property
    def check(self) -> str:
        return self.code.split(".", 1)[0]


Check = Callable[[list, list, object], list[Finding]]
CHECKS: dict[str, Check] = {}
# Checks that take ``touched=`` and ``stop=`` (see run): they keep state per Kernel object
# between runs, so one that is stopped resumes where it was.
INCREMENTAL: set[str] = set()


class Interrupted(BaseException):
    """run() (given ``stop``) stopped because stop() said so; what was worked out so far is
    kept by the incremental checks, and the next run goes on from there. (A BaseException,
    as KeyboardInterrupt is: the ``except Exception`` that keep a crashing check or
    expansion from taking the server down must let it through to the one caller that
    asked for it.)"""

# The modules that register checks; imported on first use (a missing one is skipped, so
# a check can land on its own).
MODULES = ("waitcnt", "hazards", "resources")


def register(name: str, incremental: bool = False):
    """Decorator: register ``fn`` as the check ``name`` (``incremental``: it takes the
    ``touched`` keyword, see run)."""

    def deco(fn: Check) -> Check:
        CHECKS[name] = fn
        if incremental:
            INCREMENTAL.add(name)
        return fn

    return deco


_loaded = False


def load() -> dict[str, Check]:
    global _loaded
    if not _loaded:
        _loaded = True
        for mod in MODULES:
            try:
                importlib.import_module(f"{__name__}.{mod}")
            except ImportError as e:
                if e.name != f"{__name__}.{mod}":
                    log.exception("check module %s failed to import", mod)
    return CHECKS


_IGNORE = re.compile(r"(?://|;|#)\s*gcnls:\s*ignore(?:\s*=\s*([\w.\-]+(?:\s*,\s*[\w.\-]+)*))?")


def suppressed(text: str) -> tuple[str, ...] | None:
    """The codes a suppression comment on ``text`` drops: () for all, None without one."""
    m = _IGNORE.search(text)
    if m is None:
        return None
    if m.group(1) is None:
        return ()
    return tuple(c.strip() for c in m.group(1).split(","))


def _drops(codes: tuple[str, ...], code: str) -> bool:
    return not codes or any(code == c or code.startswith(c + ".") for c in codes)


def run(results, proc, enabled: Container[str] | None = None, lines: list[str] | None = None,
        kernels=None, severities: dict[str, Severity] | None = None, touched=None, stop=None) -> list[Finding]:
    """The findings of every enabled check (all by default), sorted by line. ``lines``: the
    original text (comments included) for the suppression comment; ``kernels``: already
    built ones (flow.kernels); ``severities``: check name -> severity to report with;
    ``touched``: with ``kernels`` kept from an earlier run, the lines whose results were
    replaced since then (an incremental check then re-works only what holds them; None:
    unknown, it compares); ``stop``: called between checks and by the incremental ones
    between their steps (the server: is input waiting?); when it says True, Interrupted is
    raised (the only exception run raises) and the caller runs it again later."""
    from .. import flow

    out: list[Finding] = []
    try:
        ks = flow.kernels(results, proc) if kernels is None else kernels
    except Exception as e:  # pragma: no cover - a flow bug must not take the caller down
        log.exception("flow.kernels crashed")
        return [_note(results, "flow", e)]
    # (the incremental checks first: each is told ``touched`` once and keeps it when it
    # stops, so none may be skipped by a stop; the others keep nothing, so the run may
    # stop before any of them; findings are sorted below)
    for name, fn in sorted(load().items(), key=lambda item: item[0] not in INCREMENTAL):
        if enabled is not None and name not in enabled:
            continue
        if stop is not None and name not in INCREMENTAL and stop():
            raise Interrupted
        try:
            if name in INCREMENTAL and (touched is not None or stop is not None):
                found = fn(results, ks, proc, touched=touched, stop=stop)
            else:
                found = fn(results, ks, proc)
        except Exception as e:
            log.exception("check %s crashed", name)
            found = [_note(results, name, e)]
        if severities and name in severities:
            # (copies: a check may hand out the same Finding objects again on its next run)
            sev = severities[name]
            found = [f if f.severity == Severity.INFO else replace(f, severity=sev) for f in found]
        out.extend(found)
    if lines is not None:
        keep = []
        cache: dict[int, tuple[str, ...] | None] = {}
        for f in out:
            if f.line not in cache:
                cache[f.line] = suppressed(lines[f.line]) if 0 <= f.line < len(lines) else None
            codes = cache[f.line]
            if codes is None or not _drops(codes, f.code):
                keep.append(f)
        out = keep
    out.sort(key=lambda f: (f.line, f.start, f.code))
    return out


def _note(results, name: str, e: Exception) -> Finding:
    return Finding(0, 0, 1, f"gcnls could not run the {name} analysis: {type(e).__name__}: {e}",
                   f"{name}.internal-error", Severity.INFO)


def lens(results, proc, kernels=None) -> list[tuple[int, str]]:
    """(line, text) code lenses: one per kernel, from checks.resources.summary when it exists."""
    from .. import flow

    load()
    try:
        resources = importlib.import_module(f"{__name__}.resources")
    except ImportError:
        return []
    summary = getattr(resources, "summary", None)
    if summary is None:
        return []
    out = []
    try:
        for k in flow.kernels(results, proc) if kernels is None else kernels:
            if k.blocks:
                out.append((k.first, summary(k, results, proc)))
    except Exception:
        log.exception("code lens summary crashed")
    return out
