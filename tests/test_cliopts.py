"""cliopts.scan: llvm-mc's option spellings, shared by gcnls's front ends."""

import pytest

from gcnls.cliopts import OptionError, scan
from gcnls.xcheck.cli import UsageError, parse_args


def test_spellings():
    argv = ["-mcpu=gfx900", "--mcpu", "tonga", "-json", "-", "a.s", "--x=1", "--", "-b"]
    assert list(scan(argv, {"mcpu"})) == [
        ("mcpu", "gfx900", "-mcpu=gfx900"), ("mcpu", "tonga", "--mcpu"), ("json", None, "-json"),
        (None, "-", "-"), (None, "a.s", "a.s"), ("x", "1", "--x=1"), ("", None, "--"), ("b", None, "-b")]
    assert list(scan(["--", "-b"], (), double_dash_ends_options=True)) == [(None, "-b", "-b")]


def test_missing_value():
    with pytest.raises(OptionError, match="option '--mcpu' needs a value"):
        list(scan(["--mcpu"], {"mcpu"}))


def test_xcheck_uses_it():
    a = parse_args(["--mcpu", "tonga", "-backend=llvmlite", "f.s", "--", "-g.s"])
    assert (a.mcpus, a.backend, a.files) == (["tonga"], "llvmlite", ["f.s", "-g.s"])
    with pytest.raises(UsageError):
        parse_args(["-mcpu"])
    with pytest.raises(UsageError):
        parse_args(["--bogus"])
