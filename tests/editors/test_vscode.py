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
    return VSCODE / "node_modules"


def test_grammar(node_modules):
    out = run([NPM, "run", "-s", "test:grammar"], timeout=300).stdout
    assert "failed" not in out.lower()
    assert len(list((VSCODE / "test" / "grammar").glob("*.s"))) >= 4


def test_unit(node_modules):
    run([NODE, "--test", "test/unit/"], timeout=120)


def test_vsix(node_modules, tmp_path):
    vsix = tmp_path / "gcnls.vsix"
    run([NPX, "--no-install", "vsce", "package", "--out", str(vsix)], timeout=300)
    with zipfile.ZipFile(vsix) as z:
        names = set(z.namelist())
        for needed in ("extension/package.json", "extension/syntaxes/amdgcn.tmLanguage.json",
                       "extension/language-configuration.json", "extension/src/extension.js",
                       "extension/src/config.js", "extension/LICENSE.txt",
                       "extension/node_modules/vscode-languageclient/package.json",
                       "extension/node_modules/vscode-languageclient/node.js"):
            assert needed in names, f"{needed} missing from the vsix"
        assert not [n for n in names if n.startswith(("extension/test/", "extension/node_modules/@vscode/vsce/",
                                                      "extension/node_modules/vscode-tmgrammar-test/"))]
        z.extractall(tmp_path / "x")
    # The packaged client loads with only what the vsix carries.
    run([NODE, "--test", "test/unit/extension.test.js"], timeout=120,
        GCNLS_EXTENSION_DIR=str(tmp_path / "x" / "extension"))
