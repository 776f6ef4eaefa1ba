"""Finding, identifying and running an external ``llvm-mc``.

Search order (:func:`find_llvm_mc`): an explicit path (``--llvm-mc``), then the
environment variable ``GCNLS_LLVM_MC``, then the newest ``llvm-mc-NN`` on ``PATH`` or
``/usr/lib/llvm-NN/bin/llvm-mc``, then ``llvm-mc`` on ``PATH``, then ROCm's
``/opt/rocm/llvm/bin/llvm-mc``.  An explicit path that is not an executable file is an
error, never a reason to fall back to another binary.

Text reaches llvm-mc on its standard input; every run has a timeout and, on POSIX,
limits on memory, CPU time and output (:func:`run_limits`), so a document cannot make
llvm-mc eat the machine (``.incbin "/dev/zero"``, ``.rept 1000000000``).

The language server is stricter about *which* binary runs (:func:`server_llvm_mc`):
only a path the user gave (initialization options or ``GCNLS_LLVM_MC``), absolute,
naming ``llvm-mc`` or ``llvm-mc-NN``; never one from a workspace's settings.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ENV_VAR = "GCNLS_LLVM_MC"
#: the LLVM release gcnls is checked against
EXPECTED_MAJOR = 22
#: directories searched for ``llvm-NN/bin/llvm-mc`` (tests may replace these)
SYSTEM_LLVM_ROOTS: tuple[str, ...] = ("/usr/lib",)
ROCM_LLVM_MC: tuple[str, ...] = ("/opt/rocm/llvm/bin/llvm-mc",)
INSTALL_HINT = ("install LLVM 22 (Debian/Ubuntu: `apt-get install llvm-22`) "
                "or ROCm (/opt/rocm/llvm/bin/llvm-mc), or pass --llvm-mc PATH / set GCNLS_LLVM_MC")

_VERSIONED = re.compile(r"^llvm-mc-(\d+)$")
_VERSION = re.compile(r"LLVM version (\d+)(?:\.(\d+))?(?:\.(\d+))?")


#: limits of one llvm-mc run: address space, CPU seconds and output bytes grow with the
#: input (per byte of text) from a floor that any real file stays far below
MEMORY_LIMIT = (1 << 30, 2_000)
CPU_LIMIT = (30, 1 / 20_000)
OUTPUT_LIMIT = (64 << 20, 400)


class LlvmMcError(RuntimeError):
    """llvm-mc is missing, is not an executable, or failed to run."""


@dataclass(frozen=True, slots=True)
class LlvmMc:
    path: str
    version: str  # "22.1.8" ("" when --version did not say)
    major: int | None

    @property
    def is_expected(self) -> bool:
        return self.major == EXPECTED_MAJOR

    def describe(self) -> str:
        v = f"LLVM {self.version}" if self.version else "unknown LLVM version"
        return f"{self.path} ({v})"

    def version_warning(self) -> str | None:
        if self.is_expected:
            return None
        have = f"LLVM {self.version}" if self.version else "an unknown LLVM version"
        return (f"{self.path} is {have}; gcnls follows LLVM {EXPECTED_MAJOR}, "
                f"so some differences may be LLVM's own")


def _is_executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def candidates(env: dict | None = None) -> list[str]:
    """Automatic candidates in preference order (the explicit path is not included)."""
    env = os.environ if env is None else env
    out: list[str] = []
    if env.get(ENV_VAR):
        out.append(env[ENV_VAR])
    versioned: list[tuple[int, int, str]] = []
    for rank, d in enumerate(p for p in env.get("PATH", "").split(os.pathsep) if p):
        try:
            names = os.listdir(d)
        except OSError:
            continue
        for name in names:
            m = _VERSIONED.match(name)
            if m and _is_executable(os.path.join(d, name)):
                versioned.append((int(m.group(1)), -rank, os.path.join(d, name)))
    for root in SYSTEM_LLVM_ROOTS:
        try:
            names = os.listdir(root)
        except OSError:
            continue
        for name in names:
            m = re.fullmatch(r"llvm-(\d+)", name)
            p = os.path.join(root, name, "bin", "llvm-mc")
            if m and _is_executable(p):
                versioned.append((int(m.group(1)), -1000, p))
    out += [p for _v, _r, p in sorted(versioned, reverse=True)]
    plain = shutil.which("llvm-mc", path=env.get("PATH", ""))
    if plain:
        out.append(plain)
    out += list(ROCM_LLVM_MC)
    return out


def find_llvm_mc(explicit: str | None = None, env: dict | None = None) -> LlvmMc:
    """The llvm-mc to use; raises :class:`LlvmMcError` with one clear message."""
    if explicit:
        path = explicit
        if os.sep not in path and not os.path.exists(path):
            path = shutil.which(path) or path
        if not _is_executable(path):
            why = "does not exist" if not os.path.exists(path) else "is not an executable file"
            raise LlvmMcError(f"llvm-mc path {explicit!r} {why}")
        return identify(os.path.abspath(path))
    env = os.environ if env is None else env
    if env.get(ENV_VAR) and not _is_executable(env[ENV_VAR]):
        raise LlvmMcError(f"{ENV_VAR}={env[ENV_VAR]!r} is not an executable file")
    for path in candidates(env):
        if _is_executable(path):
            return identify(os.path.abspath(path))
    raise LlvmMcError(f"no llvm-mc found; {INSTALL_HINT}")


def identify(path: str) -> LlvmMc:
    try:
        st = os.stat(path)
    except OSError as e:
        raise LlvmMcError(f"llvm-mc path {path!r}: {e.strerror}") from None
    return _identify(path, st.st_mtime_ns, st.st_size)


@lru_cache(maxsize=16)
def _identify(path: str, _mtime: int, _size: int) -> LlvmMc:
    try:
        proc = subprocess.run([path, "--version"], capture_output=True, timeout=20,
                              stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError) as e:
        raise LlvmMcError(f"cannot run {path!r}: {e}") from None
    text = (proc.stdout + proc.stderr).decode("utf-8", "replace")
    m = _VERSION.search(text)
    if not m:
        if "LLVM" not in text:
            raise LlvmMcError(f"{path!r} does not look like llvm-mc (--version did not name LLVM)")
        return LlvmMc(path, "", None)
    version = ".".join(g for g in m.groups() if g is not None)
    return LlvmMc(path, version, int(m.group(1)))


def server_llvm_mc(path: str | None, source: str) -> str:
    """``path`` when the language server may run it: an absolute path to an executable
    file named ``llvm-mc`` or ``llvm-mc-NN``. ``source`` says where the path came from
    (for the message). Raises :class:`LlvmMcError` otherwise: there is no fallback to
    another binary, so a mistyped setting is seen, not silently replaced."""
    if not isinstance(path, str) or not path:
        raise LlvmMcError(f"{source} is empty")
    if not os.path.isabs(path):
        raise LlvmMcError(f"{source} {path!r} is not an absolute path")
    name = os.path.basename(path)
    if name != "llvm-mc" and not _VERSIONED.match(name):
        raise LlvmMcError(f"{source} {path!r} does not name llvm-mc or llvm-mc-NN")
    if not _is_executable(path):
        why = "does not exist" if not os.path.exists(path) else "is not an executable file"
        raise LlvmMcError(f"{source} {path!r} {why}")
    return path


def run_limits(input_size: int) -> tuple[int, int, int]:
    """(address space bytes, CPU seconds, output bytes) for a run on ``input_size`` bytes."""
    return (MEMORY_LIMIT[0] + MEMORY_LIMIT[1] * input_size,
            int(CPU_LIMIT[0] + CPU_LIMIT[1] * input_size),
            OUTPUT_LIMIT[0] + OUTPUT_LIMIT[1] * input_size)


def _limiter(memory: int, cpu: int, output: int):
    """A preexec_fn that applies the limits in the child (a no-op where the resource
    module is missing). The output limit holds because stdout and stderr are files."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not POSIX
        return None

    def apply() -> None:
        for which, value in ((resource.RLIMIT_AS, memory), (resource.RLIMIT_CPU, cpu),
                             (resource.RLIMIT_FSIZE, output), (resource.RLIMIT_CORE, 0)):
            try:
                resource.setrlimit(which, (value, value))
            except (ValueError, OSError):
                pass

    return apply


def _limit_message(path: str, returncode: int, limits: tuple[int, int, int]) -> str | None:
    """Why a run died, when a limit killed it."""
    import signal

    sig = -returncode if returncode < 0 else None
    if sig == signal.SIGXCPU or sig == signal.SIGKILL:
        return f"{path} was stopped after {limits[1]} s of CPU time"
    if sig == signal.SIGXFSZ:
        return f"{path} was stopped: its output passed {limits[2] >> 20} MB"
    return None


@dataclass(slots=True)
class McRun:
    stdout: str
    stderr: str
    returncode: int
    argv: list[str]


def run_llvm_mc(mc: LlvmMc, text: str, mcpu: str, triple: str = "amdgcn",
                timeout: float | None = None, mattr: list[str] | tuple[str, ...] = (),
                include_dir: str | None = None, cwd: str | None = None) -> McRun:
    """Assemble ``text`` once with ``-show-encoding``; the text goes through stdin."""
    argv = [mc.path, f"-triple={triple}", f"-mcpu={mcpu}", "-show-encoding"]
    if mattr:
        argv.append("-mattr=" + ",".join(mattr))
    if include_dir:
        argv += ["-I", include_dir]
    data = text.encode("utf-8", "surrogateescape")
    if timeout is None:
        timeout = 60 + len(data) / 20_000  # ~1 s per 20 kB on top of a minute
    limits = run_limits(len(data))
    # Output goes to unlinked temporary files, so RLIMIT_FSIZE bounds it and nothing
    # unbounded is ever held in this process.
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        try:
            proc = subprocess.run(argv, input=data, stdout=out, stderr=err, timeout=timeout,
                                  cwd=cwd or include_dir or None, preexec_fn=_limiter(*limits))
        except subprocess.TimeoutExpired:
            raise LlvmMcError(f"{mc.path} did not finish within {timeout:.0f} s") from None
        except OSError as e:
            raise LlvmMcError(f"cannot run {mc.path!r}: {e.strerror}") from None
        why = _limit_message(mc.path, proc.returncode, limits)
        if why is not None:
            raise LlvmMcError(why)
        out.seek(0)
        err.seek(0)
        stdout = out.read(limits[2])
        stderr = err.read(limits[2])
    if proc.returncode != 0 and (b"out of memory" in stderr[-4096:] or b"bad_alloc" in stderr[-4096:]):
        raise LlvmMcError(f"{mc.path} ran out of its {limits[0] >> 20} MB of memory")
    return McRun(stdout.decode("utf-8", "surrogateescape"),
                 stderr.decode("utf-8", "surrogateescape"), proc.returncode, argv)
