"""The wheel carries everything gcnls needs: installed outside the checkout, it runs."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_installed_wheel_assembles_the_examples(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                    "-w", str(wheels), str(ROOT)], check=True, timeout=300, cwd=tmp_path)
    (wheel,) = wheels.glob("gcnls-*.whl")
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
                   check=True, timeout=300, cwd=tmp_path)
    # (the server's recorded answer to initialize: without it start-up takes the slow way)
    assert (target / "gcnls" / "server" / "initialize.json").is_file()
    # Only the installed copy may be found: not the checkout, not an editable install.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(target)
    code = ("import sys, gcnls; assert str(gcnls.__file__).startswith(sys.argv[1]), gcnls.__file__; "
            "from gcnls.cli import main; sys.exit(main(sys.argv[2:]))")
    out = subprocess.run([sys.executable, "-c", code, str(target), "mc", "-triple=amdgcn-amd-amdhsa",
                          "-mcpu=gfx900", "-show-encoding", str(ROOT / "examples" / "kernel.s")],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path, env=env)
    assert out.returncode == 0, out.stderr
    assert "s_load_dwordx2 s[4:5], s[0:1], 0x0" in out.stdout and "; encoding: [" in out.stdout
