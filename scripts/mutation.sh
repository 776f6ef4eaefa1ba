#!/usr/bin/env bash
# Mutation testing of gcnls's core modules with mutmut (3.x, from the test extras' venv).
#
#   scripts/mutation.sh [MODULE...]        default: lexer expr syntax assembler encoding decoder
#
# MUTATION_ONLY='GLOB ...' runs only the mutants whose names match (mutmut's names, e.g.
# 'gcnls.syntax.x*_bit_array__mutmut_*'): a module function by function. MUTATION_KEEP=1
# keeps the scratch copy and the results mutmut has already (a stopped run continues; the
# checkout's tests are copied in again and the tests' reach is measured again, so new
# tests and new lines in old ones join the selection; name the mutants to run again).
#
# Each module is mutated in a scratch copy of the checkout (mutmut's mutants/ folder never
# lands in the tree) and every mutant runs against a fast, targeted test selection (TESTS
# below; mutmut runs only the selected tests that reach the mutated function). Each module
# is bounded by MUTATION_TIMEOUT seconds (default 1800); MUTATION_JOBS sets mutmut's
# parallel children (default: the number of CPUs). The summary line per module is
#   MODULE: killed K / M mutants (P%), survived S, timeout T, other O
# and the surviving mutants are listed (diff with `mutmut show NAME` in the scratch copy,
# kept under $MUTATION_WORK, default /tmp/gcnls-mutation). Results: benchmarks/mutation.md.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY=${PYTHON:-$ROOT/.venv/bin/python}
[ -x "$PY" ] || PY=python3
WORK=${MUTATION_WORK:-/tmp/gcnls-mutation}
LIMIT=${MUTATION_TIMEOUT:-1800}
JOBS=${MUTATION_JOBS:-$(nproc)}
export GCNLS_FRESH_CACHES=1  # see tests/conftest.py
export GCNLS_LLVM_MC_CACHE=${GCNLS_LLVM_MC_CACHE:-$WORK/llvm-mc-answers}  # llvm-mc asked once per input (tests/differential.py)

DIS=tests/test_disassembler.py
declare -A TESTS=(
  [lexer]="tests/test_lexer_expr_units.py tests/test_expressions.py"
  [expr]="tests/test_lexer_expr_units.py tests/test_expressions.py"
  [syntax]="tests/test_operand_syntax.py tests/test_lexer_expr_units.py tests/test_expressions.py"
  [assembler]="tests/test_operand_syntax.py tests/test_expressions.py tests/test_odd_operands.py tests/test_conform_lines.py tests/test_assembler_sample.py"
  [encoding]="tests/test_field_packing.py tests/test_operand_syntax.py tests/test_isa.py $DIS::test_every_instruction_disassembles_like_llvm_mc $DIS::test_gcn1_decodes_where_llvm_mc_cannot"
  [decoder]="tests/test_decoder_sample.py tests/test_field_packing.py $DIS::test_gcn1_decodes_where_llvm_mc_cannot $DIS::test_gcnls_warning_is_distinct_from_llvm_mc_invalid_encoding"
)

modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(lexer expr syntax assembler encoding decoder)

for m in "${modules[@]}"; do
  src="gcnls/$m.py"
  if [ ! -f "$ROOT/$src" ] || [ -z "${TESTS[$m]:-}" ]; then
    echo "$m: no $src or no test selection; skipped" >&2
    continue
  fi
  dir="$WORK/$m"
  if [ "${MUTATION_KEEP:-0}" = 1 ] && [ -d "$dir/mutants" ]; then
    rm -rf "$dir/tests" "$dir/mutants/tests" && cp -r "$ROOT/tests" "$dir/" && cp -r "$ROOT/tests" "$dir/mutants/"
    rm -f "$dir/mutants/mutmut-stats.json"  # which tests reach which function: measured again
  else
    rm -rf "$dir" && mkdir -p "$dir"
    cp -r "$ROOT/gcnls" "$ROOT/isa" "$ROOT/tests" "$ROOT/pyproject.toml" "$dir/"
  fi
  {
    echo "[mutmut]"
    echo "source_paths = gcnls/"
    echo "only_mutate = $src"
    echo "also_copy ="
    echo "    isa/"
    echo "    tests/"
    echo "pytest_add_cli_args = -p no:randomly -p no:cacheprovider -q"
    echo "pytest_add_cli_args_test_selection ="
    for t in ${TESTS[$m]}; do echo "    $t"; done
  } > "$dir/setup.cfg"
  # shellcheck disable=SC2086  # (the globs are mutmut's, not the shell's)
  (cd "$dir" && set -f && timeout "$LIMIT" "$PY" -m mutmut run --max-children "$JOBS" ${MUTATION_ONLY:-} >> run.log 2>&1)
  (cd "$dir" && "$PY" -m mutmut results --all true > results.txt 2>&1 || "$PY" -m mutmut results > results.txt 2>&1)
  "$PY" - "$m" "$dir/results.txt" <<'EOF'
import re, sys
module, path = sys.argv[1], sys.argv[2]
counts, survivors = {}, []
for line in open(path, encoding="utf-8", errors="replace"):
    m = re.match(r"\s*(\S+): (.+)$", line.rstrip())
    if not m or "__mutmut_" not in m.group(1):
        continue
    status = m.group(2).strip()
    counts[status] = counts.get(status, 0) + 1
    if status == "survived":
        survivors.append(m.group(1))
total = sum(counts.values())
killed = counts.get("killed", 0)
other = total - killed - counts.get("survived", 0) - counts.get("timeout", 0)
pct = 100 * killed / total if total else 0
print(f"{module}: killed {killed} / {total} mutants ({pct:.1f}%), survived {counts.get('survived', 0)}, "
      f"timeout {counts.get('timeout', 0)}, other {other} {dict(counts)}")
for s in survivors:
    print(f"  survived: {s}")
EOF
done
