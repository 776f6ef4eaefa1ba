#!/usr/bin/env bash
# All checks of the VS Code extension: install, grammar tests, unit tests, package, vsix contents.
# Usage: editors/vscode/test/run.sh [--skip-ci]   (--skip-ci: keep an existing node_modules)
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" != "--skip-ci" || ! -d node_modules ]]; then
  npm ci --no-audit --no-fund
fi
npm run -s bundle
npm run -s test:grammar
npm run -s test:unit

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
npx --no-install vsce package --out "$out/gcnls.vsix" >/dev/null
unzip -l "$out/gcnls.vsix" > "$out/listing"
for f in extension/package.json \
         extension/syntaxes/amdgcn.tmLanguage.json \
         extension/language-configuration.json \
         extension/dist/extension.js; do
  grep -q " $f\$" "$out/listing" || { echo "missing from vsix: $f" >&2; exit 1; }
done
if grep -qE ' extension/(test|node_modules|src)/' "$out/listing"; then
  echo "vsix contains test files, sources or node_modules (the client is bundled in dist/)" >&2; exit 1
fi
# The packaged client loads with only what the vsix carries.
mkdir "$out/x" && (cd "$out/x" && unzip -q ../gcnls.vsix)
GCNLS_EXTENSION_DIR="$out/x/extension" node --test test/unit/extension.test.js >/dev/null
echo "vsix OK: $(grep -c ' extension/' "$out/listing") files"
