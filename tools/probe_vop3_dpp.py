"""Which vector mnemonics (as GCN 1.0-1.4 spells them) have VOP3 DPP entries of gfx11/gfx12/gfx1251
in llvm-mc 22's matcher: the last group of entries it tries on a GCN target, whose failure
it then reports (gcnls/newer_forms.py; isa/later_forms.toml [vop3_dpp]).

For every mnemonic with an e64 form, ``NAME_e64_dpp`` with VGPR operands is assembled for
gfx1100, gfx1200 and gfx1251 (wave64); a mnemonic is listed where either accepts it and prints it
under the same name (a renamed one, e.g. v_mul_legacy_f32 -> v_mul_dx9_zero_f32, reaches
those entries through a gfx11 alias only, which a GCN target does not apply).

    python tools/probe_vop3_dpp.py   # prints the TOML list
"""
import subprocess
import sys

from gcnls import isa

LLVM_MC = "llvm-mc-22"
# gfx11 and gfx12 (wave64), and gfx1251, whose VOP3 DPP entries take 64-bit operands (row_share
# only: the control every target here takes)
CPUS = ("gfx1100", "gfx1200", "gfx1251")


def _operand(spec, k):
    if spec.kind in ("s", "smask"):
        return "s[2:3]" if spec.width == 2 else "s2"
    if spec.kind.endswith("64") or spec.width == 2:
        return f"v[{2 * k}:{2 * k + 1}]"
    if spec.width == 4 or spec.kind.endswith("128"):
        return f"v[{4 * k}:{4 * k + 3}]"
    return f"v{k}"


def lines() -> dict[str, str]:
    out = {}
    for name, variants in sorted(isa.load().instructions.items()):
        for inst in variants:
            if inst.form == "e64" and name not in out:
                ops = ", ".join(_operand(s, k + 1) for k, s in enumerate(inst.operands))
                out[name] = f"{name}_e64_dpp {ops} row_share:1"
    return out


def accepted(probe: dict[str, str], cpu: str) -> set[str]:
    names = list(probe)
    src = "".join(probe[n] + "\n" for n in names)
    proc = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-mattr=+wavefrontsize64", "-show-encoding"],
                          input=src, capture_output=True, text=True, timeout=300)
    failed = {int(line.split(":")[1]) - 1 for line in proc.stderr.splitlines() if ": error:" in line}
    printed = iter(line.split()[0] for line in proc.stdout.splitlines() if "encoding:" in line)
    out = set()
    for i, name in enumerate(names):
        if i in failed:
            continue
        if next(printed) == name + "_e64_dpp":
            out.add(name)
    return out


if __name__ == "__main__":
    probe = lines()
    found = set().union(*(accepted(probe, cpu) for cpu in CPUS))
    print(f"# {len(found)} of {len(probe)}", file=sys.stderr)
    print("names = [" + ", ".join(f'"{n}"' for n in sorted(found)) + "]")
