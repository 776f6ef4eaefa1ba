import os
import sys

import pytest
from hypothesis import settings

sys.path.insert(0, os.path.dirname(__file__))

# Hypothesis profiles (every health check stays on in both):
#   ci  : derandomized (the same examples on every run, chosen from each test's own
#         source), no example database; used when CI is set (scripts/test.sh under .ci/run).
#   dev : random examples, failures remembered in .hypothesis/; the default elsewhere.
# GCNLS_HYPOTHESIS_PROFILE=ci|dev picks one explicitly. No deadline in either: speed is
# measured in benchmarks/, never asserted in tests.
settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("GCNLS_HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev"))

from differential import LLVM_MC, have_llvm_mc  # noqa: E402

# llvm-mc 14 answers differently from 22 on a few lines: the cross-check tests use it as a
# real second opinion. scripts/test.sh installs it (Debian's llvm-14 package).
LLVM_MC_14 = "/usr/lib/llvm-14/bin/llvm-mc"


@pytest.fixture(scope="session")
def llvm_mc() -> str:
    """The live llvm-mc 22, the reference. Its absence fails the test, never skips it."""
    if not have_llvm_mc():
        pytest.fail(f"llvm-mc 22 is required and was not found at {LLVM_MC} "
                    "(scripts/test.sh installs it: apt-get install llvm-22)")
    return LLVM_MC


@pytest.fixture(scope="session")
def llvm_mc_14() -> str:
    if not (os.path.isfile(LLVM_MC_14) and os.access(LLVM_MC_14, os.X_OK)):
        pytest.fail(f"llvm-mc 14 is required and was not found at {LLVM_MC_14} "
                    "(scripts/test.sh installs it: apt-get install llvm-14)")
    return LLVM_MC_14


# With CI set, a skipped test fails the run: every test is meant to run there, and
# scripts/test.sh installs everything they use.
_SKIPPED: list[str] = []


def pytest_runtest_logreport(report):
    if report.skipped and not hasattr(report, "wasxfail"):
        _SKIPPED.append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    if os.environ.get("CI") and _SKIPPED and exitstatus == 0:
        session.exitstatus = 1


def pytest_terminal_summary(terminalreporter):
    if os.environ.get("CI") and _SKIPPED:
        terminalreporter.write_line(f"CI: {len(_SKIPPED)} tests skipped, which fails the run: " + ", ".join(_SKIPPED[:20]),
                                    red=True)


# scripts/mutation.sh (GCNLS_FRESH_CACHES=1): mutmut names each mutant's tests in no
# particular order and stops at the first failure, so the tests run cheapest and likeliest
# to fail first: the unit tests and the hand-picked rare lines of test_*_sample.py (well
# under a second; written to reach the paths the sweeps miss), then the other selected
# tests, then the sampled sweeps (seconds each), the vector one before the token edits
# and the generated lines (measured: 2, 3 and 4.5 s under the assembler's selection).
_FIRST = ("_sample.py::test_vcc_left_out", "_sample.py::test_operand_left_out", "_sample.py::test_wrong_generation",
          "_sample.py::test_rare_paths", "_sample.py::test_rare_diagnostic")
_SWEEPS_LAST = ("vector", "mutation", "generated")


def pytest_collection_modifyitems(config, items):
    if os.environ.get("GCNLS_FRESH_CACHES") != "1":
        return

    def cost(item):
        if any(w in item.nodeid for w in _FIRST):
            return 0
        if "_sample.py::" not in item.nodeid:
            return 1
        return 2 + next((i for i, w in enumerate(_SWEEPS_LAST) if w in item.name), len(_SWEEPS_LAST))

    items.sort(key=cost)


@pytest.fixture(autouse=os.environ.get("GCNLS_FRESH_CACHES") == "1")
def _fresh_gcnls_caches():
    """scripts/mutation.sh sets GCNLS_FRESH_CACHES=1: results memoised by an earlier test
    (or by mutmut's parent process) must not hide a mutant, so every memo of gcnls except
    the loaded ISA data is emptied before each test."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("gcnls.") or module is None:
            continue
        for attr in list(vars(module).values()):
            if callable(getattr(attr, "cache_clear", None)) and getattr(attr, "__name__", "") != "load":
                attr.cache_clear()
        for memo in ("_PLANS", "_VECTOR_SHAPES"):  # (the assembler's plans, by instruction)
            plans = getattr(module, memo, None)
            if isinstance(plans, dict):
                plans.clear()
    yield
