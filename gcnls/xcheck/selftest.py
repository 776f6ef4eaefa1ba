"""``gcnls xcheck --self-test``: gcnls against LLVM 22 itself, in process (llvmlite).

For each processor the bundled IR kernels are compiled by LLVM's AMDGPU code generator
(:mod:`.llvmlite_oracle`), which gives every printed instruction with the bytes LLVM's
MC code emitter produced for it.  For every instruction of a family gcnls models
(SOPK, SMRD, SMEM, DS) the self-test checks that

* gcnls assembles LLVM's printed text to LLVM's bytes ("assemble"), and prints the
  same canonical text ("text"; only whitespace is normalised), and
* gcnls's decoder (when :mod:`gcnls.decoder` exists) turns LLVM's bytes back into
  LLVM's text ("decode").

LLVM's code generator prints through the same instruction printer as llvm-mc, but in
a few places what it prints is not what llvm-mc 22 reads back.  Those cases are
listed in :data:`LLVM_ROUND_TRIP`, each with its reason; they are reported as
"LLVM round-trip" notes, not as gcnls mismatches (gcnls follows llvm-mc).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field

from ..analysis import analyze_line, resolve_processor
from ..diagnostics import Severity
from .core import encoding_text

DEFAULT_CPUS = ("tahiti", "bonaire", "tonga", "gfx900", "gfx906")
FAMILIES = frozenset({"SOPK", "SMRD", "SMEM", "DS"})


@dataclass(frozen=True, slots=True)
class RoundTrip:
    """A pattern of LLVM-printed text that llvm-mc 22 does not assemble back to the bytes."""

    name: str
    families: frozenset[str]
    generations: frozenset[int]
    text: re.Pattern
    reason: str
    gcnls_error: str | None = None  # gcnls (like llvm-mc 22) rejects the text with this
    decoded: str | None = None  # regex removed from LLVM's text to get what the bytes say


LLVM_ROUND_TRIP = (
    RoundTrip(
        "smrd-glc", frozenset({"SMRD"}), frozenset({6, 7}), re.compile(r"\sglc$"),
        "LLVM's code generator prints glc on gfx6/7 SMRD loads whose cache-policy operand is "
        "set (the SMRD encoding has no bit for it), but llvm-mc 22 rejects glc there: "
        "'cache policy is not supported for SMRD instructions'",
        gcnls_error="cache policy is not supported for SMRD instructions", decoded=r"\s+glc$"),
    RoundTrip(
        "swizzle-fft", frozenset({"DS"}), frozenset({6, 7, 8, 9}), re.compile(r"offset:swizzle\(FFT,"),
        "LLVM's printer prints any ds_swizzle offset 0xe000-0xffff as swizzle(FFT,n) with "
        "n = offset & 0x1f; llvm-mc 22 assembles swizzle(FFT,n) to 0xe000|n"),
)


@dataclass(slots=True)
class Mismatch:
    cpu: str
    kernel: str  # "sopk.ll:sopk_movk"
    check: str  # "assemble" | "text" | "decode"
    llvm_text: str
    llvm_bytes: str
    gcnls_text: str | None  # printed text, decoded text or gcnls's error
    gcnls_bytes: str | None

    def describe(self) -> str:
        if self.check == "assemble":
            got = self.gcnls_bytes or "rejects"
            return (f"{self.cpu} {self.kernel}: gcnls assembles '{self.llvm_text}' to {got}"
                    f"{'' if self.gcnls_bytes else ': ' + (self.gcnls_text or '')}; "
                    f"LLVM emitted {self.llvm_bytes}")
        if self.check == "text":
            return (f"{self.cpu} {self.kernel}: {self.llvm_bytes}: LLVM prints '{self.llvm_text}', "
                    f"gcnls prints '{self.gcnls_text}'")
        return (f"{self.cpu} {self.kernel}: gcnls decodes {self.llvm_bytes} as "
                f"'{self.gcnls_text}', LLVM printed '{self.llvm_text}'")


@dataclass(slots=True)
class CpuReport:
    cpu: str
    gfx: str | None = None
    compared: int = 0  # instructions assembled by gcnls and compared
    distinct: int = 0  # of which different texts
    decoded: int = 0  # instructions decoded by gcnls and compared
    by_family: dict[str, int] = field(default_factory=dict)
    mismatches: list[Mismatch] = field(default_factory=list)
    round_trip: list[tuple[str, str, str]] = field(default_factory=list)  # (rule, text, bytes)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and not self.mismatches

    def to_dict(self) -> dict:
        d = asdict(self)
        d["ok"] = self.ok
        return d


def _norm(text: str) -> str:
    """Purely formatting differences: runs of whitespace, spaces around commas."""
    return re.sub(r"\s*,\s*", ", ", re.sub(r"\s+", " ", text.strip()))


def _decoder():
    try:
        from .. import decoder
    except ImportError:
        return None
    return decoder if hasattr(decoder, "decode") else None


def _round_trip_rule(ins, gen: int) -> RoundTrip | None:
    for rule in LLVM_ROUND_TRIP:
        if ins.family in rule.families and gen in rule.generations and rule.text.search(ins.text):
            return rule
    return None


def check_cpu(cpu: str) -> CpuReport:
    from .llvmlite_oracle import OracleError, compile_kernels

    rep = CpuReport(cpu)
    proc = resolve_processor(cpu)
    if proc is None:
        rep.error = f"gcnls does not know processor '{cpu}'"
        return rep
    rep.gfx = proc.name
    try:
        kernels = compile_kernels(cpu)
    except OracleError as e:
        rep.error = str(e)
        return rep
    dec = _decoder()
    seen: set[str] = set()
    for k in kernels:
        where = f"{k.source}:{k.name}"
        for ins in k.instructions:
            if ins.family not in FAMILIES:
                continue
            # bytes under a relocation are placeholders in the object: not compared
            masked = {r - ins.offset + j for r in k.relocations for j in range(4)
                      if ins.offset <= r < ins.offset + len(ins.encoding)}
            rep.by_family[ins.family] = rep.by_family.get(ins.family, 0) + 1
            rep.compared += 1
            if ins.text not in seen:
                seen.add(ins.text)
                rep.distinct += 1
            llvm_bytes = encoding_text(ins.encoding, ())
            rule = _round_trip_rule(ins, k.generation)
            r = analyze_line(ins.text, proc)
            err = next((d for d in r.diagnostics if d.severity is Severity.ERROR), None)
            if r.encoded is None or err is not None:
                msg = err.message if err is not None else "no instruction"
                if rule is not None and rule.gcnls_error == msg:
                    rep.round_trip.append((rule.name, ins.text, llvm_bytes))
                else:
                    rep.mismatches.append(Mismatch(cpu, where, "assemble", ins.text, llvm_bytes, msg, None))
            else:
                got = r.encoded.data
                same = len(got) == len(ins.encoding) and all(
                    a == b or j in masked for j, (a, b) in enumerate(zip(got, ins.encoding)))
                if not same:
                    if rule is not None and rule.gcnls_error is None:
                        rep.round_trip.append((rule.name, ins.text, llvm_bytes))
                    else:
                        rep.mismatches.append(Mismatch(cpu, where, "assemble", ins.text, llvm_bytes,
                                                       r.encoded.text, encoding_text(got, ())))
                elif _norm(r.encoded.text) != _norm(ins.text):
                    rep.mismatches.append(Mismatch(cpu, where, "text", ins.text, llvm_bytes,
                                                   r.encoded.text, encoding_text(got, ())))
            if dec is not None and not masked:
                rep.decoded += 1
                try:
                    out = dec.decode(ins.encoding, 0, proc)
                except Exception as e:  # a crash is a mismatch, not the end of the run
                    out, text = None, f"decoder raised {type(e).__name__}: {e}"
                else:
                    text = getattr(out, "text", None) if out is not None else "not decoded"
                if out is None or _norm(text) != _norm(ins.text):
                    if (out is not None and rule is not None and rule.decoded is not None
                            and _norm(text) == _norm(re.sub(rule.decoded, "", ins.text))):
                        continue  # already noted by the assemble check
                    rep.mismatches.append(Mismatch(cpu, where, "decode", ins.text, llvm_bytes, text, None))
    return rep


def run_self_test(cpus=None) -> list[CpuReport]:
    return [check_cpu(c) for c in (cpus or DEFAULT_CPUS)]


def format_reports(reports: list[CpuReport], verbose_round_trip: bool = False) -> list[str]:
    out = []
    total = sum(r.compared for r in reports)
    for r in reports:
        if r.error:
            out.append(f"{r.cpu}: error: {r.error}")
            continue
        fams = ", ".join(f"{k} {v}" for k, v in sorted(r.by_family.items()))
        out.append(f"{r.cpu} ({r.gfx}): {r.compared} instructions ({r.distinct} distinct) "
                   f"assembled ({fams}), "
                   f"{r.decoded} decoded, {len(r.mismatches)} mismatches, "
                   f"{len(r.round_trip)} LLVM round-trip exceptions")
        for m in r.mismatches:
            out.append(f"  mismatch: {m.describe()}")
        rules = sorted({name for name, _t, _b in r.round_trip})
        for name in rules:
            hits = [t for n, t, _b in r.round_trip if n == name]
            out.append(f"  note: {len(hits)} x {name} (e.g. '{hits[0]}'): not a gcnls mismatch")
    bad = sum(len(r.mismatches) for r in reports) + sum(1 for r in reports if r.error)
    out.append(f"self-test: {total} instructions compared on {len(reports)} "
               f"processor{'' if len(reports) == 1 else 's'}, "
               f"{bad} problem{'' if bad == 1 else 's'}")
    if any(r.round_trip for r in reports):
        for rule in LLVM_ROUND_TRIP:
            if any(n == rule.name for r in reports for n, _t, _b in r.round_trip):
                out.append(f"note: {rule.name}: {rule.reason}")
    return out
