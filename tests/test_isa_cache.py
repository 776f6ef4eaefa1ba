"""The on-disk ISA cache (gcnls/isa_cache.py): what it returns is what the loader builds,
a changed input is a new key, and no cache file, however broken, makes gcnls fail."""

import os
import pickle
import shutil
import subprocess
import sys

import pytest

from gcnls import isa, isa_cache


@pytest.fixture(scope="module")
def built():
    return isa._build()


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.delenv("GCNLS_NO_CACHE", raising=False)
    monkeypatch.setenv("GCNLS_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _dump(data) -> bytes:
    return pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)


def _canon(obj, seen: dict):
    """A comparable picture of a loaded ISA: values, classes and which objects are shared
    (a second visit is a reference to the first); sets sorted (their order is not kept)."""
    if isinstance(obj, (str, int, float, bool, type(None))):
        return obj
    if id(obj) in seen:
        return ("ref", seen[id(obj)])
    seen[id(obj)] = len(seen)
    if isinstance(obj, (set, frozenset)):
        return (type(obj).__name__, tuple(sorted((_canon(x, seen) for x in obj), key=repr)))
    if isinstance(obj, dict):
        return ("dict", tuple((_canon(k, seen), _canon(v, seen)) for k, v in obj.items()))
    if isinstance(obj, (list, tuple)):
        return (type(obj).__name__, tuple(_canon(x, seen) for x in obj))
    fields = getattr(type(obj), "__dataclass_fields__", None)
    assert fields is not None, type(obj)
    return (type(obj).__qualname__, tuple((f, _canon(getattr(obj, f), seen)) for f in fields))


def _same(a, b) -> bool:
    return _canon(a, {}) == _canon(b, {})


def test_cached_isa_is_the_built_one(cache_dir, built):
    calls = []

    def build():
        calls.append(1)
        return built

    first = isa_cache.load_isa(isa._data_dir(), build)
    assert first is built and calls == [1]
    (path,) = cache_dir.glob("isa-*.pickle")
    again = isa_cache.load_isa(isa._data_dir(), build)
    assert calls == [1], "the second load must come from the cache"
    assert again is not built
    # Same classes, same values, same sharing.
    assert _same(again, built)
    inst = again.instruction("s_mov_b32", "gfx9")
    assert inst is not None and inst.encoding is again.encodings[inst.encoding.key]
    assert path.read_bytes().startswith(isa_cache._MAGIC)


def test_key_follows_every_input(tmp_path):
    src = isa._data_dir()
    copy = tmp_path / "isa"
    shutil.copytree(src, copy)
    key = isa_cache.isa_key(copy)
    assert key == isa_cache.isa_key(src)
    target = copy / "sop1.toml"
    target.write_bytes(target.read_bytes() + b"\n# one more line\n")
    assert isa_cache.isa_key(copy) != key
    (copy / "extra.toml").write_text("")
    assert isa_cache.isa_key(copy) not in (key, None)


@pytest.mark.parametrize("content", [
    b"", b"garbage", isa_cache._MAGIC, "truncated", "wrong key", "foreign class", "bad pickle"])
def test_broken_cache_file_is_rebuilt(cache_dir, content, built):
    key = isa_cache.isa_key(isa._data_dir())
    path = cache_dir / f"isa-{key}.pickle"
    cache_dir.mkdir(parents=True, exist_ok=True)
    head = isa_cache._MAGIC + key.encode() + b"\n"
    if content == "truncated":
        content = head + _dump(built)[:5000]
    elif content == "wrong key":
        content = isa_cache._MAGIC + b"0" * 32 + b"\n" + _dump(built)
    elif content == "foreign class":  # a pickle that would call os.getcwd when loaded
        content = head + b"cos\ngetcwd\n(tR."
    elif content == "bad pickle":
        content = head + b"\x80\x05garbage"
    path.write_bytes(content)
    got = isa_cache.load_isa(isa._data_dir(), lambda: built)
    assert got is built
    # ... and the file now holds a good copy.
    assert _same(isa_cache.load_isa(isa._data_dir(), lambda: pytest.fail("not rebuilt")), built)


def test_unwritable_or_disabled_cache_still_loads(tmp_path, monkeypatch, built):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache directory would be")
    monkeypatch.setenv("GCNLS_CACHE_DIR", str(blocker / "cache"))
    assert isa_cache.load_isa(isa._data_dir(), lambda: built) is built
    monkeypatch.setenv("GCNLS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("GCNLS_NO_CACHE", "1")
    assert isa_cache.load_isa(isa._data_dir(), lambda: built) is built
    assert not (tmp_path / "cache").exists()


def test_raw_tables(cache_dir):
    raw = (isa._data_dir() / "waitcnt.toml").read_bytes()
    parsed = []

    def parse(b):
        parsed.append(1)
        import tomllib
        return tomllib.loads(b.decode())

    first = isa_cache.load_raw("waitcnt", raw, parse)
    second = isa_cache.load_raw("waitcnt", raw, parse)
    assert parsed == [1] and first == second and first is not second  # a fresh dict each time
    (path,) = cache_dir.glob("toml-waitcnt-*.marshal")
    path.write_bytes(path.read_bytes()[:-7])
    assert isa_cache.load_raw("waitcnt", raw, parse) == first and parsed == [1, 1]


def test_old_files_are_pruned(cache_dir, built):
    cache_dir.mkdir(parents=True, exist_ok=True)
    for i in range(isa_cache._KEEP + 5):
        (cache_dir / f"isa-{i:032x}.pickle").write_bytes(b"x")
        os.utime(cache_dir / f"isa-{i:032x}.pickle", (i, i))
    (cache_dir / "toml-sop1-0.marshal").write_bytes(b"x")
    isa_cache.load_isa(isa._data_dir(), lambda: built)
    assert len(list(cache_dir.glob("isa-*"))) == isa_cache._KEEP
    assert (cache_dir / "toml-sop1-0.marshal").exists()  # another kind of file: not counted


def test_cli_with_and_without_cache(tmp_path):
    src = tmp_path / "a.s"
    src.write_text("s_mov_b32 s0, s1\nv_add_f32 v1, v2, v3\nds_read_b32 v1, v2 offset:4\n")
    outs = []
    for extra in ({"GCNLS_NO_CACHE": "1"}, {}, {}):  # no cache, cache written, cache read
        env = dict(os.environ, GCNLS_CACHE_DIR=str(tmp_path / "cache"), **extra)
        env.pop("GCNLS_NO_CACHE", None) if not extra else None
        p = subprocess.run([sys.executable, "-m", "gcnls", "mc", "-arch=amdgcn", "-mcpu=gfx900", "-show-encoding",
                            str(src)], capture_output=True, env=env, timeout=120)
        outs.append((p.returncode, p.stdout, p.stderr))
    assert outs[0] == outs[1] == outs[2]
    assert outs[0][0] == 0 and b"encoding:" in outs[0][1]
    assert list((tmp_path / "cache").glob("isa-*.pickle"))
