"""editors/vscode: grammar tests, unit tests, packaging (VS Code itself is not run)."""
import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

VSCODE = Path(__file__).resolve().parents[2] / "editors" / "vscode"
NODE = shutil.which("node")
NPM = shutil.which("npm")
NPX = shutil.which("npx")


def _node_major():
    if not NODE:
        return 0
    out = subprocess.run([NODE, "--version"], capture_output=True, text=True, timeout=30).stdout
    m = re.match(r"v(\d+)", out)
    return int(m.group(1)) if m else 0


pytestmark = pytest.mark.skipif(not (NPM and NPX) or _node_major() < 20, reason="needs Node.js >= 20 and npm")


def run(cmd, timeout, **env):
    proc = subprocess.run(cmd, cwd=VSCODE, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL, env={**os.environ, **env})
    assert proc.returncode == 0, f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}"
    return proc


@pytest.fixture(scope="module")
def node_modules():
    marker = VSCODE / "node_modules" / ".package-lock.json"
    lock = VSCODE / "package-lock.json"
    if not marker.exists() or marker.stat().st_mtime < lock.stat().st_mtime:
        run([NPM, "ci", "--no-audit", "--no-fund"], timeout=600)
    run([NPM, "run", "-s", "bundle"], timeout=300)  # dist/extension.js, package.json's main
    return VSCODE / "node_modules"


def test_grammar(node_modules):
    out = run([NPM, "run", "-s", "test:grammar"], timeout=300).stdout
    assert "failed" not in out.lower()
    assert len(list((VSCODE / "test" / "grammar").glob("*.s"))) >= 4


def test_unit(node_modules):
    run([NODE, "--test", "test/unit/"], timeout=120)


def test_vsix(node_modules, tmp_path):
    """The extension is bundled (one dist/extension.js with the language client inside):
    vsce packages it without its 'not bundled' warning and without node_modules."""
    vsix = tmp_path / "gcnls.vsix"
    proc = run([NPX, "--no-install", "vsce", "package", "--out", str(vsix)], timeout=300)
    assert "bundle your extension" not in proc.stdout + proc.stderr
    assert "WARNING" not in proc.stdout + proc.stderr
    with zipfile.ZipFile(vsix) as z:
        names = set(z.namelist())
        for needed in ("extension/package.json", "extension/syntaxes/amdgcn.tmLanguage.json",
                       "extension/language-configuration.json", "extension/dist/extension.js",
                       "extension/LICENSE.txt"):
            assert needed in names, f"{needed} missing from the vsix"
        assert not [n for n in names if n.startswith(("extension/test/", "extension/node_modules/",
                                                      "extension/src/"))]
        z.extractall(tmp_path / "x")
    # The packaged client loads with only what the vsix carries.
    run([NODE, "--test", "test/unit/extension.test.js"], timeout=120,
        GCNLS_EXTENSION_DIR=str(tmp_path / "x" / "extension"))
