#!/usr/bin/env python3
"""Check isa/targets.toml and isa/registers.toml against LLVM's llvm-mc.

    python3 tools/probe_registers.py [--mc PATH] [-v]

Runs llvm-mc (argument list, no shell, with a timeout) on generated probe lines and
prints every disagreement with the data files; exit status 1 if there is any.
Nothing is written.  Needs llvm-mc 22 (default /usr/lib/llvm-22/bin/llvm-mc).
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MC = "/usr/lib/llvm-22/bin/llvm-mc"
DIAG = re.compile(r".*?:(\d+):(\d+): (error|warning): (.*)")
ENC = re.compile(r"encoding: \[([^\]]*)\]")


class Mc:
    def __init__(self, path: str):
        self.path = path

    def run(self, cpu: str, lines: list[str], extra: tuple[str, ...] = ()):
        """Assemble one probe per line -> list of (text, word, error) per line."""
        fd, name = tempfile.mkstemp(suffix=".s")
        try:
            with os.fdopen(fd, "w") as f:
                f.write("\n".join(lines) + "\n")
            p = subprocess.run(
                [self.path, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding", *extra, name],
                capture_output=True, text=True, timeout=120)
        finally:
            os.unlink(name)
        errs: dict[int, tuple[int, str]] = {}
        for line in p.stderr.splitlines():
            m = DIAG.match(line)
            if m and m[3] == "error":
                errs.setdefault(int(m[1]), (int(m[2]), m[4]))
        outs = [l.strip() for l in p.stdout.splitlines() if "encoding:" in l]
        res, k = [], 0
        for n in range(1, len(lines) + 1):
            if n in errs:
                res.append((None, None, errs[n]))
            else:
                text = outs[k].split(";")[0].strip()
                b = bytes(int(x, 16) for x in ENC.search(outs[k])[1].split(",") if x.startswith("0x"))
                res.append((text, int.from_bytes(b, "little"), None))
                k += 1
        return res, p


def field(w: int, lo: int, hi: int) -> int:
    return (w >> lo) & ((1 << (hi - lo + 1)) - 1)


class Checker:
    def __init__(self, mc: Mc, verbose: bool):
        self.mc, self.verbose = mc, verbose
        self.targets = tomllib.loads((ROOT / "isa/targets.toml").read_text())
        self.regs = tomllib.loads((ROOT / "isa/registers.toml").read_text())
        self.problems = 0
        self.checked = 0

    def bad(self, what: str):
        self.problems += 1
        print("MISMATCH:", what)

    def expect(self, cond: bool, what: str):
        self.checked += 1
        if not cond:
            self.bad(what)
        elif self.verbose:
            print("ok:", what)

    # ---------------------------------------------------------------- targets
    def rep(self, gen: str, xnack: bool | None = None) -> str:
        for name, p in self.targets["processor"].items():
            if p["generation"] == gen and not p.get("derived"):
                if xnack is None or ("xnack" in p["features"]) == xnack:
                    return name
        raise KeyError(gen)

    def check_targets(self):
        sig_lines = ["s_mov_b64 flat_scratch, 1", "s_movk_i32 ttmp0, 1", "s_mov_b64 xnack_mask, 1",
                     "v_mad_mix_f32 v0, v1, v2, v3", "v_fma_mix_f32 v0, v1, v2, v3",
                     "v_fmac_f32 v0, v1, v2", "v_dot4_i32_i8 v0, v1, v2, v3",
                     "v_dot2_i32_i16 v0, v1, v2, v3", "v_dot4_u32_u8 v0, v1, v2, v3",
                     "v_dot2_f32_f16 v0, v1, v2, v3"]
        feats = ["xnack", "mad-mix-insts", "fma-mix-insts", "dl-insts", "dot1-insts",
                 "dot2-insts", "dot7-insts", "dot10-insts"]
        sigs = {}
        for gen in self.targets["generation"]:
            res, _ = self.mc.run(self.rep(gen), sig_lines[:2])
            sigs[gen] = tuple(None if r[2] else field(r[1], 16, 22) for r in res)
        for name, p in self.targets["processor"].items():
            for cpu in [name, *p["aliases"]]:
                fd, f = tempfile.mkstemp(suffix=".s")
                with os.fdopen(fd, "w") as h:
                    h.write("s_nop 0\n")
                try:
                    out = subprocess.run([self.mc.path, "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", f],
                                         capture_output=True, text=True, timeout=60)
                finally:
                    os.unlink(f)
                m = re.search(r'\.amdgcn_target "amdgcn-amd-amdhsa--([^"]+)"', out.stdout)
                want = "gfx600" if name == "generic" else name
                self.expect("not a recognized processor" not in out.stderr and m and m[1] == want,
                            f"-mcpu={cpu} is processor {name} (llvm-mc says {m and m[1]!r})")
                res, _ = self.mc.run(cpu, sig_lines)
                sig = tuple(None if r[2] else field(r[1], 16, 22) for r in res[:2])
                self.expect(sig == sigs[p["generation"]],
                            f"-mcpu={cpu} behaves as {p['generation']} (flat_scratch/ttmp0 {sig})")
                if p.get("derived"):
                    continue
                has = {"xnack": res[2][2] is None}
                for feat, r in zip(feats[1:], res[3:]):
                    has[feat] = r[2] is None
                for feat in feats:
                    self.expect(has[feat] == (feat in p["features"]),
                                f"-mcpu={cpu} feature {feat}: llvm-mc {'has' if has[feat] else 'lacks'} it")
        # unknown processor
        res, p = self.mc.run("no-such-gpu", ["s_nop 0"])
        warn = "'no-such-gpu' is not a recognized processor for this target (ignoring processor)"
        self.expect(p.stderr.splitlines().count(warn) == 2 and p.returncode == 0 and res[0][0] == "s_nop 0",
                    "unknown -mcpu: warning twice on stderr, exit 0, still assembles")

    # ---------------------------------------------------------------- registers
    def check_generation(self, gen: str):
        g = self.regs["generation"][gen]
        msg = self.regs["messages"]
        syn = self.regs["syntax"]
        has_x = [p for p in self.targets["processor"].values()
                 if p["generation"] == gen and not p.get("derived") and "xnack" in p["features"]]
        cpu = self.rep(gen, True) if has_x else self.rep(gen)
        cpu_nox = self.rep(gen, False) if has_x and any(
            p["generation"] == gen and not p.get("derived") and "xnack" not in p["features"]
            for p in self.targets["processor"].values()) else None
        na = lambda n: msg["not_available"].format(name=n)

        # special scalar names
        lines, exp = [], []
        for name, r in g["scalar"].items():
            pr = r.get("print", name)
            if r.get("vop_src0_only"):
                lines.append(f"v_mov_b32 v0, {name}"); exp.append((name, r["code"], pr, 0, 8))
                continue
            if r["dwords"] == 1:
                lines.append(f"s_mov_b32 s0, {name}"); exp.append((name, r["code"], pr, 0, 8))
            if r["dwords"] == 2 or r.get("any_width"):
                lines.append(f"s_mov_b64 s[0:1], {name}"); exp.append((name, r["code"], pr, 0, 8))
            if r["dwords"] == 2:
                lines.append(f"s_mov_b64 {name}, 1"); exp.append((name, r["code"], pr, 16, 7))
            elif not r.get("any_width"):
                lines.append(f"s_movk_i32 {name}, 1"); exp.append((name, r["code"], pr, 16, 7))
        res, _ = self.mc.run(cpu, lines)
        for l, (name, code, pr, lo, bits), (text, w, err) in zip(lines, exp, res):
            self.expect(err is None and field(w, lo, lo + bits - 1) == code and pr in text,
                        f"{gen}/{cpu}: `{l}` -> code {code} printed {pr} (got {text or err})")
        if cpu_nox:
            xn = [n for n, r in g["scalar"].items() if r.get("feature") == "xnack"]
            res, _ = self.mc.run(cpu_nox, [f"s_mov_b32 s0, {n}" for n in xn])
            for n, (_, _, err) in zip(xn, res):
                self.expect(err == (15, na(n)), f"{gen}/{cpu_nox}: {n} not available without xnack ({err})")
        un = g.get("unavailable", {})
        res, _ = self.mc.run(cpu, [f"s_mov_b32 s0, {n}" for n in un])
        for (n, pr), (_, _, err) in zip(un.items(), res):
            self.expect(err == (15, na(pr)), f"{gen}/{cpu}: `{n}` -> {na(pr)!r} (got {err})")
        for n, m in self.regs["names"].items():
            res, _ = self.mc.run(cpu, [f"s_mov_b32 s0, {n}"])
            self.expect(res[0][2] == (15, m), f"{gen}: `{n}` -> {m!r} (got {res[0][2]})")

        # register files
        S, T = g["sgprs"], g["ttmp"]
        lim = syn["sgpr_index_limit"]
        probes = [(f"s_movk_i32 s{S - 1}, 1", ("code", S - 1)),
                  *[(f"s_movk_i32 s{i}, 1", ("err", 12, na(f"s{i}"))) for i in range(S, lim)],
                  (f"s_movk_i32 s{lim}, 1", ("err", 12, msg["out_of_range"])),
                  (f"s_movk_i32 ttmp0, 1", ("code", T["base"])),
                  (f"s_movk_i32 ttmp{T['count'] - 1}, 1", ("code", T["base"] + T["count"] - 1)),
                  *[(f"s_movk_i32 ttmp{i}, 1", ("err", 12, na(f"ttmp{i}")))
                    for i in range(T["count"], syn["ttmp_index_limit"])],
                  (f"s_movk_i32 ttmp{syn['ttmp_index_limit']}, 1", ("err", 12, msg["out_of_range"])),
                  (f"v_mov_b32 v{g['vgprs'] - 1}, v0", ("ok",)),
                  (f"v_mov_b32 v{syn['vgpr_index_limit']}, v0", ("err", 11, msg["out_of_range"]))]
        res, _ = self.mc.run(cpu, [p for p, _ in probes])
        for (l, e), (text, w, err) in zip(probes, res):
            if e[0] == "code":
                ok = err is None and field(w, 16, 22) == e[1]
            elif e[0] == "ok":
                ok = err is None
            else:
                ok = err == (e[1], e[2])
            self.expect(ok, f"{gen}/{cpu}: `{l}` -> {e} (got {text or err})")

        # tuples: alignment / width / range / availability, sampled
        lines, exp = [], []
        for kind, widths, limit, avail in (("s", syn["sgpr_widths"], lim, S),
                                           ("ttmp", syn["ttmp_widths"], syn["ttmp_index_limit"], T["count"])):
            for w in range(1, 18):
                al = min(1 << (w - 1).bit_length(), syn["max_alignment"])
                for a in sorted({0, 1, 2, al, limit - w, limit - w + 1, avail - w, avail - w + 1} - {-1}):
                    if a < 0:
                        continue
                    reg = f"{kind}[{a}:{a + w - 1}]"
                    if w > 1 and a % al:
                        e = msg["alignment"]
                    elif w not in widths:
                        e = msg["size"]
                    elif a + w - 1 >= limit:
                        e = msg["out_of_range"]
                    elif a + w - 1 >= avail:
                        e = na(f"{kind}{a}" if w == 1 else reg)
                    else:
                        e = msg["invalid_operand"] if w != 2 else None
                    lines.append(f"s_mov_b64 {reg}, 1"); exp.append(e)
        res, _ = self.mc.run(cpu, lines)
        for l, e, (text, w, err) in zip(lines, exp, res):
            self.expect((err is None and e is None) or (err == (11, e)), f"{gen}/{cpu}: `{l}` -> {e} (got {text or err})")

        # hwreg
        names = dict(g["hwreg"])
        others = [n for n in self.regs["hwreg_elsewhere"]["names"] if n not in names]
        lines = [f"s_getreg_b32 s0, hwreg({n})" for n in names] + [f"s_getreg_b32 s0, hwreg({n})" for n in others]
        res, _ = self.mc.run(cpu, lines)
        for (n, i), (text, w, err) in zip(names.items(), res):
            self.expect(err is None and field(w, 0, 5) == i and n in text, f"{gen}: hwreg {n} = {i} (got {text or err})")
        for n, (_, _, err) in zip(others, res[len(names):]):
            self.expect(err == (24, msg["hwreg_not_supported"]), f"{gen}: hwreg {n} not supported here (got {err})")

    # ---------------------------------------------------------------- classes
    CLASS_PROBES = {
        # class: [(template, generations, field lo, field bits, shift)]
        "sopk_sdst": [("s_movk_i32 {R}, 1", None, 16, 7, 0), ("s_cmpk_eq_u32 {R}, 1", None, 16, 7, 0),
                      ("s_getreg_b32 {R}, hwreg(1)", None, 16, 7, 0), ("s_setreg_b32 hwreg(1), {R}", None, 16, 7, 0)],
        "sopk_sdst64": [("s_cbranch_i_fork {R}, 4", None, 16, 7, 0), ("s_call_b64 {R}, 4", ["gfx9"], 16, 7, 0)],
        "smem_sdata": [("s_load_dword {R}, s[0:1], 0", ["gfx6", "gfx7"], 15, 7, 0),
                       ("s_load_dword {R}, s[0:1], 0", ["gfx8", "gfx9"], 6, 7, 0),
                       ("s_store_dword {R}, s[0:1], 0", ["gfx8", "gfx9"], 6, 7, 0)],
        "smem_sdata64": [("s_load_dwordx2 {R}, s[0:1], 0", ["gfx6", "gfx7"], 15, 7, 0),
                         ("s_load_dwordx2 {R}, s[0:1], 0", ["gfx8", "gfx9"], 6, 7, 0),
                         ("s_memtime {R}", ["gfx8", "gfx9"], 6, 7, 0)],
        "smem_sdata_wide": [(f"{op} {{R}}, s[0:1], 0", gens, lo, 7, 0)
                            for op in ("s_load_dwordx4", "s_load_dwordx8", "s_load_dwordx16")
                            for gens, lo in ((["gfx6", "gfx7"], 15), (["gfx8", "gfx9"], 6))],
        "smem_sbase": [("s_load_dwordx2 s[0:1], {R}, 0", ["gfx6", "gfx7"], 9, 6, 1),
                       ("s_load_dwordx2 s[0:1], {R}, 0", ["gfx8", "gfx9"], 0, 6, 1)],
        "smem_sbase128": [("s_buffer_load_dword s0, {R}, 0", ["gfx6", "gfx7"], 9, 6, 1),
                          ("s_buffer_load_dword s0, {R}, 0", ["gfx8", "gfx9"], 0, 6, 1)],
        "smem_soffset": [("s_load_dword s0, s[0:1], {R}", ["gfx6", "gfx7"], 0, 8, 0),
                         ("s_load_dword s0, s[0:1], {R}", ["gfx8", "gfx9"], 32, 7, 0)],
    }

    def check_classes(self):
        groups = self.regs["groups"]
        for gen, g in self.regs["generation"].items():
            cpu = self.rep(gen, True) if gen in ("gfx8", "gfx9") else self.rep(gen)
            for cname, cls in self.regs["class"].items():
                cw = cls["dwords"] if isinstance(cls["dwords"], list) else [cls["dwords"]]
                for tmpl, gens, lo, bits, shift in self.CLASS_PROBES[cname]:
                    if gens and gen not in gens:
                        continue
                    widths = [WIDE.get(tmpl.split()[0], cw[0])] if len(cw) > 1 else cw
                    w = widths[0]
                    cands = [  # (operand text, accepted?, code)
                        (f"s[4:{3 + w}]" if w > 1 else "s4", "sgpr" in cls["accepts"], 4)]
                    t = 4 if 4 + w <= 16 else 0
                    if t + w <= g["ttmp"]["count"]:
                        cands.append((f"ttmp[{t}:{t + w - 1}]" if w > 1 else f"ttmp{t}", "ttmp" in cls["accepts"],
                                      g["ttmp"]["base"] + t))
                    for grp, names in groups.items():
                        for n in names:
                            r = g["scalar"].get(n)
                            if r is None:
                                continue
                            rw = 1 if r.get("any_width") else r["dwords"]
                            cands.append((n, rw == w and grp in cls["accepts"], r["code"]))
                    consts = ["0", "v0" if w == 1 else f"v[0:{w - 1}]", "a0"]
                    if cname != "smem_soffset":
                        consts += ["1.0", "-1", "0x1234", "foo"]
                    for const in consts:
                        cands.append((const, cname == "smem_soffset" and const == "0", None))
                    lines = [tmpl.format(R=c[0]) for c in cands]
                    res, _ = self.mc.run(cpu, lines)
                    col = tmpl.index("{R}") + 1
                    for l, (c, acc, code), (text, word, err) in zip(lines, cands, res):
                        if c in cls.get("shadowed", {}):
                            ok = err == (col, cls["shadowed"][c])
                        elif acc:
                            ok = err is None and (code is None or field(word, lo, lo + bits - 1) ==
                                                  ((code >> shift) & ((1 << bits) - 1)))
                        else:
                            ok = err == (col, self.regs["messages"]["invalid_operand"])
                        self.expect(ok, f"{gen}/{cpu} class {cname}: `{l}` {'accepted' if acc else 'rejected'}"
                                        f" (got {text or err})")


WIDE = {"s_load_dwordx4": 4, "s_load_dwordx8": 8, "s_load_dwordx16": 16,
        "s_buffer_load_dwordx4": 4, "s_buffer_load_dwordx8": 8, "s_buffer_load_dwordx16": 16}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mc", default=MC)
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    c = Checker(Mc(a.mc), a.verbose)
    c.check_targets()
    for gen in c.regs["generation"]:
        c.check_generation(gen)
    c.check_classes()
    print(f"{c.checked} checks, {c.problems} mismatches")
    return 1 if c.problems else 0


if __name__ == "__main__":
    sys.exit(main())
