"""The README tells the truth: its families table is generated from isa/, and its first
command works as written in a fresh copy of the checkout with a fresh virtual environment."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gcnls import docs

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_families_table_is_current():
    """Fails when isa/ changed and `python -m gcnls.docs` was not run."""
    assert docs.update(README) == README, "README.md's families table is stale: run `python -m gcnls.docs`"
    table = README[README.index(docs.BEGIN):README.index(docs.END)]
    assert re.search(r"^\| SOPK \| \*\*encoded\*\* \| \d+ \|", table, re.M)
    assert docs.main(["--check"]) == 0


def test_license_at_the_root_is_the_extensions():
    assert (ROOT / "LICENSE").read_text() == (ROOT / "editors" / "vscode" / "LICENSE").read_text()


def _first_command() -> str:
    block = re.search(r"^## Try it\n+```sh\n(.*?)```", README, re.S | re.M).group(1)
    lines = [line for line in block.splitlines() if line.strip() and not line.startswith("#")]
    return lines[0]


def _checkout_copy(dest: Path) -> None:
    """The files a clone would have (git's list when there is one), nothing built or installed."""
    try:
        names = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                               cwd=ROOT, capture_output=True, timeout=60, check=True).stdout.decode().split("\0")
    except (OSError, subprocess.CalledProcessError):
        names = None
    if names is None:
        shutil.copytree(ROOT, dest, ignore=shutil.ignore_patterns(".venv", "node_modules", "build", "*.egg-info",
                                                                   ".git", "__pycache__"))
        return
    for name in filter(None, names):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)


def test_first_command_on_a_fresh_copy(tmp_path, llvm_mc):
    """`python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/gcnls mc ...` in a
    clean copy, with no virtual environment active: it installs, and prints exactly what
    llvm-mc 22 prints for the same arguments."""
    command = _first_command()
    assert command.startswith("python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/gcnls mc ")
    copy = tmp_path / "gcnls"
    copy.mkdir()
    _checkout_copy(copy)
    assert not (copy / ".venv").exists()
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")}
    # python3 as a new user finds it: not this test run's virtual environment
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if p and not p.startswith(sys.prefix))
    proc = subprocess.run(["bash", "-c", command], cwd=copy, env=env, capture_output=True, text=True,
                          timeout=900, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr[-4000:]
    args = command.split("gcnls mc ", 1)[1].split()
    theirs = subprocess.run([llvm_mc, *args], cwd=copy, capture_output=True, text=True, timeout=60)
    assert theirs.returncode == 0
    # pip talks first; then gcnls's output, which must be llvm-mc's to the byte
    assert proc.stdout.endswith(theirs.stdout), proc.stdout[-3000:]
    assert "Successfully installed" in proc.stdout[:-len(theirs.stdout)]
    assert "; encoding: [" in proc.stdout
    installed = copy / ".venv" / "bin" / "gcnls"
    assert installed.exists()
    # the installed copy, not the checkout, is what ran
    where = subprocess.run([str(copy / ".venv" / "bin" / "python"), "-c", "import gcnls; print(gcnls.__file__)"],
                           cwd=tmp_path, capture_output=True, text=True, timeout=60, env=env)
    assert "site-packages" in where.stdout, where


def test_editors_readme_hover_sample_is_the_real_hover():
    from gcnls.server.documents import Document
    from gcnls.server.hover import hover

    text = (ROOT / "editors" / "README.md").read_text(encoding="utf-8")
    sample = re.search(r"The start of a hover on\n`([^`]*)`.*?```text\n(.*?)```", text, re.S)
    line, shown = sample.group(1), sample.group(2)
    doc = Document("file:///k.s", f'.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n{line}\n')
    markdown, _, _ = hover(doc, 1, 2, [])
    as_text = re.sub(r"```gcn\n(.*?)\n```", lambda m: "    " + m.group(1), markdown, flags=re.S)
    as_text = as_text.replace("**", "").replace("`", "")
    assert as_text.startswith(shown.rstrip("\n")), as_text[:600]
