"""Lines that tell surviving mutants of gcnls/assembler.py apart from the original.

    python scripts/mutant_lines.py MUTANT... [--cpus tonga,gfx900] [--want 2]

After a run of scripts/mutation.sh assembler (MUTATION_KEEP=1 keeps its scratch copy),
this imports the scratch copy's mutated module (mutmut's trampolines pick the mutant by
MUTANT_UNDER_TEST), assembles the lines of tests/test_assembler_sample.py, the generated,
mutated and vector sweeps (tests/cases.py; SHARE: one vector line in SHARE) with the
original and with each named mutant, and prints, per mutant, the first lines whose
outcome (text and bytes, or first error and its span) differs: candidates for the test
selection, to be checked against llvm-mc 22 (they join tests/test_assembler_sample.py only
where the live comparison agrees). A mutant with no such line over every sweep is a
candidate equivalent: say why in benchmarks/mutation.md. In process, no llvm-mc: about a
minute per mutant without a line on a loaded machine, seconds for the others.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("mutants", nargs="+")
    ap.add_argument("--scratch", default=os.path.join(os.environ.get("MUTATION_WORK", "/tmp/gcnls-mutation"),
                                                     "assembler", "mutants"))
    ap.add_argument("--cpus", default="tonga,gfx900")
    ap.add_argument("--want", type=int, default=2)
    ap.add_argument("--share", type=int, default=6)
    ap.add_argument("--vector", action="store_true",
                    help="only vector-ALU lines: the vector and SDWA/DPP/VOP3P sweeps, one line in SHARE of "
                         "each (1: all of them), for the mutants of the vector-only functions")
    ap.add_argument("--agreeing", action="store_true",
                    help="only lines where the original agrees with the live llvm-mc 22 on every CPU of --cpus "
                         "(verdict, output, first message and column; tests/differential.py): each line found "
                         "kills the mutant in tests/test_assembler_sample.py's RARE")
    ap.add_argument("--lines", help="a file of candidate lines (one per line), tried first")
    ap.add_argument("--only", action="store_true", help="only the --lines file's lines (seconds, not minutes)")
    args = ap.parse_args()
    sys.path.insert(0, args.scratch)
    sys.path.insert(1, os.path.join(ROOT, "tests"))
    os.environ["MUTANT_UNDER_TEST"] = ""
    import gcnls
    if not gcnls.__file__.startswith(args.scratch):
        sys.exit(f"gcnls imported from {gcnls.__file__}, not the scratch copy {args.scratch}")
    import cases
    import test_assembler_sample as sample
    from gcnls import assembler, isa
    from gcnls.diagnostics import AsmError
    from gcnls.syntax import parse_statement

    data = isa.load()
    if args.vector:
        lines = list(dict.fromkeys(sample.RARE + cases.vector_lines(full=args.share == 1, share=args.share)
                                   + cases.ext_lines(full=args.share == 1, share=args.share)))
    else:
        lines = list(dict.fromkeys(sample.RARE + cases.all_lines(seed=1)
                                   + cases.mutated_lines(seed=21, count=3000) + cases.vector_lines(share=args.share)))
    if args.lines:
        with open(args.lines, encoding="utf-8") as f:
            given = [line.rstrip("\n") for line in f if line.strip()]
        lines = given if args.only else list(dict.fromkeys(given + lines))
    stmts = [parse_statement(line) for line in lines]
    if args.vector:
        def vector(st):
            name = st.mnemonic.name.lower() if st.mnemonic is not None else ""
            variants = data.instructions.get(name) or data.instructions.get(name.rpartition("_")[0])
            return bool(variants and variants[0].form)
        kept = [(line, st) for line, st in zip(lines, stmts) if vector(st)]
        lines, stmts = [line for line, _ in kept], [st for _, st in kept]

    disagree = set()
    if args.agreeing:
        import differential
        from gcnls import mc
        mc.encoded_lines = lambda code, proc, detail=False: {}  # (every line through the assembler)
        for cpu in args.cpus.split(","):
            cmp = differential.compare(lines, cpu)
            disagree |= {c[0] for c in cmp.verdict + cmp.output + cmp.message}  # (on any of them)

    def fresh():  # (as tests/conftest.py does for a mutation run)
        for name, module in list(sys.modules.items()):
            if not name.startswith("gcnls.") or module is None:
                continue
            for attr in list(vars(module).values()):
                if callable(getattr(attr, "cache_clear", None)) and getattr(attr, "__name__", "") != "load":
                    attr.cache_clear()
            for memo in ("_PLANS", "_VECTOR_SHAPES"):
                if isinstance(getattr(module, memo, None), dict):
                    getattr(module, memo).clear()

    def outcome(st, proc):
        try:
            r = assembler.assemble(st, proc)
            return ("ok", r.text, bytes(r.data).hex())
        except AsmError as e:
            return ("error", e.diagnostic.message, e.diagnostic.start, e.diagnostic.end)
        except Exception as e:  # a crash is an outcome too
            return ("crash", type(e).__name__)

    def run(mutant, base=None):
        os.environ["MUTANT_UNDER_TEST"] = mutant
        fresh()
        out, hits = {}, []
        for cpu in args.cpus.split(","):
            proc = data.processor(cpu)
            for i, st in enumerate(stmts):
                if st.mnemonic is None:
                    continue
                o = outcome(st, proc)
                if base is None:
                    out[cpu, i] = o
                elif o != base[cpu, i] and lines[i] not in disagree:
                    hits.append([cpu, lines[i], list(base[cpu, i]), list(o)])
                    if len(hits) >= args.want:
                        break
            if base is not None and len(hits) >= args.want:
                break
        return out if base is None else hits

    base = run("")
    for m in args.mutants:
        t = time.time()
        name = m if m.startswith("gcnls.") else "gcnls.assembler." + m
        hits = run(name, base)
        print(json.dumps({"mutant": m, "seconds": round(time.time() - t, 1), "lines": hits}), flush=True)


if __name__ == "__main__":
    main()
