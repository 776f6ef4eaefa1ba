"""Acceptance of the language server against the live llvm-mc 22.

A held-out gfx900 document (the differential generator's lines with another seed) is
opened in the real server, driven over stdio as an editor would drive it. The server
must mark with an error every line llvm-mc 22 rejects and no line it accepts, show
llvm-mc's bytes in every hover of a sample of accepted lines, and complete by generation.
"""

from __future__ import annotations

import asyncio
import random
import re
import sys
from pathlib import Path

import pytest
import pytest_asyncio
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from lsp_helpers import Session, init_params, server_config, track_latest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cases  # noqa: E402
import differential  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEED = 7
HOVER_SAMPLE = 300
# A line that defines a label (``foo:`` or ``foo: insn``) or references the generator's
# label: llvm-mc reports undefined labels only with object output, so they are left out.
_LABELS = re.compile(r"^\s*[A-Za-z_.$][\w.$]*\s*:|\blabel\b")
_ENCODING = re.compile(r"; encoding: (\[[^\]]*\])")


# A deterministic sample of the held-out lines keeps one document (and the run) bounded
# as encodings are added; GCNLS_FULL_SWEEP=1 opens them all.
SAMPLE = None if differential.full_sweep() else 8000


def held_out_lines() -> list[str]:
    seen: set[str] = set()
    out = []
    for line in cases.all_lines(seed=SEED):
        if line in seen or not line.strip() or _LABELS.search(line):
            continue
        seen.add(line)
        out.append(line)
    if SAMPLE is not None and len(out) > SAMPLE:
        keep = set(random.Random(SEED).sample(range(len(out)), SAMPLE))
        out = [line for i, line in enumerate(out) if i in keep]
    return out


@pytest.fixture(scope="module")
def corpus(llvm_mc):
    """The held-out lines and llvm-mc 22's verdict and encoding for each (one run)."""
    lines = held_out_lines()
    results = differential.run_llvm(lines, "gfx900")
    encodings = []
    for r in results:
        m = _ENCODING.search("\n".join(r.out)) if r.accepted else None
        encodings.append(m.group(1) if m else None)
    return lines, results, encodings


@pytest_lsp.fixture(config=server_config(), scope="module")
async def client(lsp_client: LanguageClient):
    track_latest(lsp_client)
    await lsp_client.initialize_session(init_params({"mcpu": "gfx900"}))
    yield
    await lsp_client.shutdown_session()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def opened(client, corpus):
    """The held-out document opened in the server, with its published diagnostics."""
    lines, _, _ = corpus
    session = Session(client)
    uri, diags = await session.open("".join(line + "\n" for line in lines), uri=session.uri("held-out"))
    return session, uri, diags


async def test_corpus_is_substantial(corpus):
    lines, results, encodings = corpus
    rejected = sum(not r.accepted for r in results)
    assert len(lines) > 3000
    assert rejected > 1000 and len(lines) - rejected > 1000
    assert sum(e is not None for e in encodings) > 1000


async def test_errors_exactly_on_rejected_lines(corpus, opened):
    lines, results, _ = corpus
    _, _, diags = opened
    errors: dict[int, list[str]] = {}
    for d in diags:
        if d.severity == lsp.DiagnosticSeverity.Error and d.source == "gcnls":
            errors.setdefault(d.range.start.line, []).append(d.message)
    missed = [(i + 1, lines[i], r.errors[0][0]) for i, r in enumerate(results)
              if not r.accepted and i not in errors]
    false = [(i + 1, lines[i], errors[i]) for i, r in enumerate(results) if r.accepted and i in errors]
    print(f"{len(lines)} lines: {len(lines) - len(false) - len(missed)} verdicts agree, "
          f"{len(missed)} rejected lines unmarked, {len(false)} accepted lines marked")
    assert not missed, f"{len(missed)} lines llvm-mc rejects have no error, e.g. {missed[:10]}"
    assert not false, f"{len(false)} lines llvm-mc accepts have an error, e.g. {false[:10]}"
    assert len({d.range.start.line for d in diags if d.severity == lsp.DiagnosticSeverity.Error}) == \
        sum(not r.accepted for r in results)


async def test_hover_shows_llvm_mc_bytes(corpus, opened):
    lines, results, encodings = corpus
    session, uri, _ = opened
    accepted = [i for i, r in enumerate(results) if r.accepted]
    sample = random.Random(SEED).sample(accepted, min(HOVER_SAMPLE, len(accepted)))

    async def one(i: int) -> bool:
        h = await session.hover(uri, i, len(lines[i]) - len(lines[i].lstrip()) + 1)
        return (h is not None and encodings[i] is not None
                and f"`{encodings[i]}`" in h.contents.value)

    shown = await asyncio.gather(*(one(i) for i in sample))
    misses = [lines[i] for i, ok in zip(sample, shown) if not ok]
    print(f"hover: {sum(shown)}/{len(sample)} show llvm-mc's bytes")
    assert len(sample) == HOVER_SAMPLE
    assert not misses, f"{len(misses)}/{len(sample)} hovers without llvm-mc's bytes: {misses}"


async def _labels(session: Session, uri: str, line: int, character: int) -> set[str]:
    return {i.label for i in (await session.complete(uri, line, character)).items}


async def test_completion_by_generation(opened):
    session, uri, _ = opened
    # a new line typed at the end of the held-out document (gfx900 from the gcnls.mcpu setting)
    end = len(held_out_lines())
    await session.change(uri, 2, [lsp.TextDocumentContentChangePartial(
        range=lsp.Range(lsp.Position(end, 0), lsp.Position(end, 0)), text="s_atom")])
    res = await session.complete(uri, end, 6)
    assert not res.is_incomplete and {"s_atomic_add", "s_atomic_add_x2"} <= {i.label for i in res.items}
    # a gfx803 document (modeline): no scalar atomics, the scalar loads are there
    uri803, _ = await session.open("; gcnls: mcpu=gfx803\ns_atom\ns_load\n")
    res = await session.complete(uri803, 1, 6)
    assert not res.is_incomplete and not any(i.label.startswith("s_atomic") for i in res.items)
    assert "s_load_dword" in await _labels(session, uri803, 2, 6)
    assert not await _labels(session, uri803, 3, 0) & {"s_atomic_add", "s_atomic_add_x2"}


async def test_completion_at_empty_line_start_lists_gfx9_mnemonic(client):
    session = Session(client)
    uri, _ = await session.open("\n")
    assert "s_atomic_add" in await _labels(session, uri, 0, 0)
