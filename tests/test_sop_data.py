"""The scalar-ALU data files (isa/sop1/sop2/sopc/sopp.toml) agree with the live llvm-mc 22:
every opcode on every generation, every operand kind's sample forms byte for byte, the forms
each kind rejects, and absence on the generations without an opcode (tools/probe_sop.py)."""
import os
import sys
import tomllib

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import probe_sop  # noqa: E402

FILES = ["sop2", "sop1", "sopc", "sopp"]


@pytest.mark.parametrize("name", FILES)
def test_file_agrees_with_llvm_mc(llvm_mc, name, capsys, monkeypatch):
    monkeypatch.setattr(probe_sop, "LLVM_MC", llvm_mc)
    status = probe_sop.check([os.path.join(ROOT, "isa", f"{name}.toml")], all_cpus=False)
    out = capsys.readouterr().out
    assert status == 0, out
    assert "disagreements: 0" in out


def test_checker_catches_a_wrong_opcode(llvm_mc, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(probe_sop, "LLVM_MC", llvm_mc)
    text = open(os.path.join(ROOT, "isa", "sop1.toml")).read()
    bad = text.replace("gfx8 = 0x00, gfx9 = 0x00 }", "gfx8 = 0x00, gfx9 = 0x7f }", 1)
    assert bad != text
    path = tmp_path / "sop1.toml"
    path.write_text(bad)
    assert probe_sop.check([str(path)], all_cpus=False) == 1
    assert "s_mov_b32" in capsys.readouterr().out


def test_semantic_keys_name_operands():
    for name in FILES:
        data = tomllib.load(open(os.path.join(ROOT, "isa", f"{name}.toml"), "rb"))
        assert probe_sop.schema_problems(data) == [], name
        for inst in data["instruction"]:
            assert inst["description"] and inst["operation"], inst["name"]
