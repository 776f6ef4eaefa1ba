"""An on-disk cache of the loaded ISA, so that a run does not parse isa/*.toml again.

Parsing the TOML files and building the tables from them takes most of a short run's time
(``gcnls mc`` on a small file, the server's start). The loaded :class:`gcnls.isa.Isa` is
stored as a pickle, and each raw TOML table that other modules read (``isa._load``) as a
marshal, in the user's cache directory, under a key that hashes everything they are made
from: the bytes of every isa/*.toml file, the loader's sources (gcnls/isa.py,
gcnls/valu_isa.py, whose classes the pickle refers to), gcnls's version and Python's.
A stale key is simply another file name, so a cache is never trusted across versions or
edits; a file that cannot be read, is truncated or was written by something else is
ignored and rebuilt; a directory that cannot be written leaves gcnls uncached. Nothing
here ever raises.

``GCNLS_CACHE_DIR`` names the directory (default: ``$XDG_CACHE_HOME/gcnls`` or
``~/.cache/gcnls``); ``GCNLS_NO_CACHE=1`` turns the cache off.
"""

from __future__ import annotations

import gc
import hashlib
import io
import marshal
import os
import pickle
import sys
import tempfile
from pathlib import Path

from . import __version__

_MAGIC = b"gcnls-isa-cache-1\n"
_KEEP = 16  # cache files of other keys kept (other checkouts, other versions)
_LOADER_SOURCES = ("isa.py", "valu_isa.py")


def directory() -> Path | None:
    if os.environ.get("GCNLS_NO_CACHE"):
        return None
    given = os.environ.get("GCNLS_CACHE_DIR")
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    if not os.path.isabs(base):
        return None  # (no home directory: nowhere sensible to write)
    return Path(base) / "gcnls"


def _digest(parts) -> str:
    h = hashlib.sha256()
    h.update(f"{__version__}\n{sys.version_info[:3]}\n{sys.implementation.name}\n".encode())
    for name, data in parts:
        h.update(name.encode() + b"\0" + len(data).to_bytes(8, "little") + data)
    return h.hexdigest()[:32]


def isa_key(data_dir) -> str | None:
    """The key of the whole loaded ISA (None: the inputs cannot be read)."""
    try:
        parts = [(f.name, f.read_bytes()) for f in sorted(data_dir.iterdir(), key=lambda f: f.name)
                 if f.name.endswith(".toml")]
        here = Path(__file__).resolve().parent
        parts += [(name, (here / name).read_bytes()) for name in _LOADER_SOURCES]
    except OSError:
        return None
    return _digest(parts)


def _read(path: Path, key: str) -> bytes | None:
    try:
        with open(path, "rb") as f:
            blob = f.read()
    except OSError:
        return None
    head = _MAGIC + key.encode() + b"\n"
    if not blob.startswith(head):
        return None
    return blob[len(head):]


def _write(path: Path, key: str, payload: bytes) -> None:
    """Atomically (a temporary file renamed over it): a concurrent reader sees the old
    file or the new one, never half of one."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(_MAGIC + key.encode() + b"\n" + payload)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
        _prune(path.parent, path.name.rsplit("-", 1)[0])
    except Exception:
        pass  # an unwritable cache: gcnls works as before, only slower


def _prune(folder: Path, prefix: str) -> None:
    old = sorted((p for p in folder.glob(f"{prefix}-*") if p.is_file()), key=lambda p: p.stat().st_mtime)
    for p in old[:-_KEEP]:
        p.unlink(missing_ok=True)


class _Unpickler(pickle.Unpickler):
    """Only the ISA's own classes and plain containers: a cache file names nothing else
    (and so cannot make the loader run anything else)."""

    _ALLOWED = {"builtins": frozenset({"frozenset", "set", "dict", "list", "tuple"})}

    def find_class(self, module, name):
        if module == "gcnls.isa" or name in self._ALLOWED.get(module, ()):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} in an ISA cache file")


def load_isa(data_dir, build):
    """The Isa from the cache, else ``build()`` (stored for the next run)."""
    folder = directory()
    key = isa_key(data_dir) if folder is not None else None
    if key is None:
        return build()
    path = folder / f"isa-{key}.pickle"
    payload = _read(path, key)
    if payload is not None:
        enabled = gc.isenabled()
        gc.disable()  # (many small objects that all live on: the collector would only rescan them)
        try:
            return _Unpickler(io.BytesIO(payload)).load()
        except Exception:
            pass  # unreadable (another gcnls wrote it, a partial disk): rebuilt below
        finally:
            if enabled:
                gc.enable()
    data = build()
    try:
        payload = pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:
        return data
    _write(path, key, payload)
    return data


def load_raw(name: str, raw: bytes, parse):
    """A parsed TOML file (``parse(raw)``), from the cache when one holds these bytes."""
    folder = directory()
    if folder is None:
        return parse(raw)
    key = _digest([(name, raw)])
    path = folder / f"toml-{name}-{key}.marshal"
    payload = _read(path, key)
    if payload is not None:
        try:
            value = marshal.loads(payload)
            if isinstance(value, dict):
                return value
        except Exception:
            pass
    value = parse(raw)
    try:
        _write(path, key, marshal.dumps(value))
    except ValueError:
        pass  # (a value marshal cannot hold, such as a TOML date: parsed every time)
    return value
