"""In-process LLVM oracle for GCN (gfx6-gfx9) built on llvmlite.

llvmlite (0.50 bundles LLVM 22) ships the AMDGPU *code generator*, MC code
emitter and asm printer, but neither the AMDGPU asm parser nor the
disassembler.  So LLVM cannot assemble our text; instead this module compiles
a bundled suite of LLVM IR kernels (``kernels/*.ll``) with
``-mtriple=amdgcn-amd-amdhsa -mcpu=<cpu>`` twice -- once to assembly, once to
an ELF object -- and pairs every printed instruction with the exact bytes the
MC code emitter produced for it.  That gives (text, bytes) ground truth for
the assembler and the hover/size features without any external program.

API
---
``compile_kernels(mcpu) -> list[CompiledKernel]``
    every bundled kernel valid for the cpu's generation (a file named
    ``foo.gfx8.ll`` needs gfx8+, ``foo.gfx6-7.ll`` only gfx6..gfx7).
``compile_ir(ir_text, mcpu, source="<ir>") -> list[CompiledKernel]``
    the same for arbitrary IR.
``CompiledKernel``: ``name``, ``mcpu``, ``gfx`` ("gfx600"), ``generation``
    (6..9), ``source``, ``lines`` (instruction text and ``label:`` lines of the
    body in order, comments/directives stripped), ``raw_lines`` (the printed
    body lines verbatim, including LLVM's comments), ``instructions`` (tuple of
    :class:`Instruction`: ``text``, ``mnemonic``, ``raw``, ``mc_opcode``,
    ``offset``, ``encoding`` bytes, ``family``), ``code`` (the function's
    ``.text`` bytes), ``relocations`` (offsets, inside ``code``, patched by a
    relocation in the object -- the bytes there are placeholders).
``parse_elf_functions(obj) -> {name: (offset, bytes, reloc_offsets)}``
    the small ELF64 reader (section headers, ``.text``, ``.symtab``,
    ``.rela.text``) done with :mod:`struct`.
``split_code(code, generation)`` / ``instruction_size(words, i, generation)``
    walk a byte string instruction by instruction.

Initialisation in llvmlite 0.50
-------------------------------
``llvm.initialize()`` is deprecated (LLVM core initialises itself);
``llvm.initialize_all_targets()`` + ``llvm.initialize_all_asmprinters()``
register AMDGPU (``initialize_native_*`` only covers the host).  Then
``llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(cpu=...,
opt=2, reloc="pic", codemodel="default")``; the module gets the triple and
``str(tm.target_data)`` as data layout (without it addrspace(3/5) pointers
would be 64-bit).  ``tm.emit_assembly(mod)`` and ``tm.emit_object(mod)`` both
work for every gfx6-9 cpu.  An unknown cpu is *not* an error in LLVM (it
warns on stderr and compiles for ``gfx000``), so we check the
``.amdgcn_target`` line.  Each emission gets a freshly parsed module because
codegen's IR passes mutate the module.

Aligning printed lines with bytes
---------------------------------
LLVM can print ``; encoding: [..]`` comments (``llc -show-mc-encoding``), but
not through llvmlite: that flag is an ``llc``-only ``cl::opt`` (the string
``show-mc-encoding`` is not even in ``libllvmlite.so``; ``set_option`` silently
ignores unknown options) and llvmlite's ``create_target_machine(printmc=True)``
sets only ``MCTargetOptions::ShowMCInst``, not ``ShowMCEncoding``.  What
``printmc=True`` does give is the MC opcode of each instruction (``<MCInst
#34828 S_LOAD_DWORDX4_IMM_vi ...>``) which we keep as ``mc_opcode``.

So the alignment walks the bytes: the first dword identifies the encoding
family (SOP2/SOPK/SOP1/SOPC/SOPP, SMRD on gfx6/7 or SMEM on gfx8/9, VOP1/2/C,
VOP3(P), VINTRP, DS, MUBUF, MTBUF, MIMG, FLAT, EXP); 32-bit-word families
(SOP*, SMRD, VOP1/2/C, VINTRP) are 4 bytes, the others 8; a 32-bit literal
adds 4 (an SOP/VOP1/2/C source field == 255, SMRD on gfx7 with IMM=0 and
OFFSET=255, ``s_setreg_imm32_b32``, ``v_madmk``/``v_madak``); on gfx8/9 an
SDWA (src0 == 249) or DPP (src0 == 250) VOP1/2/C is 8 bytes.  The k-th
printed instruction gets the k-th chunk; the walk must consume exactly the
function's symbol size, yield exactly as many chunks as printed instructions,
and each chunk's family must agree with the mnemonic (``ds_*`` is DS, ``*_e64``
is VOP3, ``s_load*`` is SMRD/SMEM, ...); otherwise :class:`OracleError`.
"""

from __future__ import annotations

import functools
import re
import struct
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "CPUS",
    "KERNEL_DIR",
    "CompiledKernel",
    "Instruction",
    "OracleError",
    "compile_ir",
    "compile_kernels",
    "S_ENDPGM",
    "generation",
    "gfx_name",
    "instruction_family",
    "instruction_size",
    "kernel_files",
    "parse_elf_functions",
    "split_code",
]

TRIPLE = "amdgcn-amd-amdhsa"
KERNEL_DIR = Path(__file__).with_name("kernels")

#: the processors the suite is exercised on (one or two per generation)
CPUS = ("tahiti", "pitcairn", "bonaire", "hawaii", "tonga", "fiji", "gfx900", "gfx906")

# LLVM processor name -> generic gfx name (gfx6..gfx9 only)
_ALIASES = {
    "tahiti": "gfx600",
    "pitcairn": "gfx601",
    "verde": "gfx601",
    "oland": "gfx602",
    "hainan": "gfx602",
    "kaveri": "gfx700",
    "hawaii": "gfx701",
    "kabini": "gfx703",
    "mullins": "gfx703",
    "bonaire": "gfx704",
    "carrizo": "gfx801",
    "iceland": "gfx802",
    "tonga": "gfx802",
    "fiji": "gfx803",
    "polaris10": "gfx803",
    "polaris11": "gfx803",
    "stoney": "gfx810",
}

S_ENDPGM = 0xBF810000


class OracleError(RuntimeError):
    """LLVM is unavailable, rejected the input, or its output is inconsistent."""


@dataclass(frozen=True)
class Instruction:
    text: str  # "s_load_dword s4, s[8:9], 0x2" (comment stripped)
    mnemonic: str  # "s_load_dword"
    raw: str  # the printed line verbatim (with LLVM's trailing comment)
    mc_opcode: str  # "S_LOAD_DWORD_IMM_si" (from the printmc comment) or ""
    offset: int  # byte offset inside the function
    encoding: bytes  # the bytes the MC code emitter produced
    family: str  # "SMRD", "SOPK", "VOP3", ...

    @property
    def words(self) -> tuple[int, ...]:
        return struct.unpack(f"<{len(self.encoding) // 4}I", self.encoding)


@dataclass(frozen=True)
class CompiledKernel:
    name: str
    mcpu: str
    gfx: str
    generation: int
    source: str  # kernel file name
    lines: tuple[str, ...]  # instructions and "label:" lines, comments stripped
    raw_lines: tuple[str, ...]  # body as printed (incl. comment lines)
    instructions: tuple[Instruction, ...]
    code: bytes  # the function's .text bytes
    relocations: tuple[int, ...]  # offsets in `code` covered by relocations

    def mnemonics(self) -> list[str]:
        return [i.mnemonic for i in self.instructions]


# --------------------------------------------------------------------------
# processors

def gfx_name(mcpu: str) -> str:
    cpu = mcpu.strip().lower()
    gfx = _ALIASES.get(cpu, cpu)
    if not re.fullmatch(r"gfx[6-9][0-9a-f]{2}", gfx):
        raise OracleError(f"unsupported processor {mcpu!r} (gfx6..gfx9 only)")
    return gfx


def generation(mcpu: str) -> int:
    """6, 7, 8 or 9 for a gfx6..gfx9 processor name (``tahiti``, ``gfx906``)."""
    return int(gfx_name(mcpu)[3])


_GEN_RE = re.compile(r"\.gfx(\d+)(?:-(\d+))?\.ll$")


def _gen_range(path: Path) -> tuple[int, int]:
    m = _GEN_RE.search(path.name)
    if not m:
        return 6, 99
    lo = int(m.group(1))
    return lo, int(m.group(2)) if m.group(2) else 99


def kernel_files(mcpu: str | None = None) -> list[Path]:
    """The bundled ``.ll`` files, restricted to those valid for ``mcpu``."""
    files = sorted(KERNEL_DIR.glob("*.ll"))
    if mcpu is None:
        return files
    gen = generation(mcpu)
    return [f for f in files if _gen_range(f)[0] <= gen <= _gen_range(f)[1]]


# --------------------------------------------------------------------------
# llvmlite

@functools.lru_cache(maxsize=None)
def _llvm():
    try:
        import llvmlite.binding as llvm
    except ImportError as e:  # pragma: no cover - depends on environment
        raise OracleError(f"llvmlite is not installed: {e}") from None
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    try:
        llvm.Target.from_triple(TRIPLE)
    except RuntimeError as e:  # pragma: no cover - depends on the build
        raise OracleError(f"this llvmlite build has no AMDGPU target: {e}") from None
    return llvm


@functools.lru_cache(maxsize=None)
def _target_machine(mcpu: str):
    llvm = _llvm()
    target = llvm.Target.from_triple(TRIPLE)
    tm = target.create_target_machine(
        cpu=mcpu, opt=2, reloc="pic", codemodel="default", printmc=True
    )
    tm.set_asm_verbosity(True)
    return tm


def _module(ir_text: str, tm, source: str):
    llvm = _llvm()
    try:
        mod = llvm.parse_assembly(ir_text)
        mod.verify()
    except RuntimeError as e:
        raise OracleError(f"{source}: invalid IR: {e}") from None
    mod.triple = TRIPLE
    mod.data_layout = str(tm.target_data)
    return mod


# --------------------------------------------------------------------------
# ELF

_SHT_SYMTAB, _SHT_RELA, _SHT_REL = 2, 4, 9
_STT_FUNC = 2


def parse_elf_functions(obj: bytes) -> dict[str, tuple[int, bytes, tuple[int, ...]]]:
    """``{function: (offset in .text, bytes, relocated offsets)}`` of an ELF64 LE object."""
    if obj[:4] != b"\x7fELF" or obj[4] != 2 or obj[5] != 1:
        raise OracleError("not a little-endian ELF64 object")
    e_shoff, = struct.unpack_from("<Q", obj, 0x28)
    e_shentsize, e_shnum, e_shstrndx = struct.unpack_from("<HHH", obj, 0x3A)
    secs = []
    for i in range(e_shnum):
        name, typ, _fl, _addr, off, size, link, info, _al, entsize = struct.unpack_from(
            "<IIQQQQIIQQ", obj, e_shoff + i * e_shentsize
        )
        secs.append((name, typ, off, size, link, info, entsize))

    def cstr(off: int) -> str:
        return obj[off:obj.index(b"\0", off)].decode()

    shstr = secs[e_shstrndx][2]
    names = [cstr(shstr + s[0]) for s in secs]
    if ".text" not in names:
        raise OracleError("object has no .text section")
    text_idx = names.index(".text")
    _, _, text_off, text_size, _, _, _ = secs[text_idx]
    text = obj[text_off:text_off + text_size]

    relocs: list[int] = []
    for _n, typ, off, size, _link, info, entsize in secs:
        if typ in (_SHT_RELA, _SHT_REL) and info == text_idx and entsize:
            relocs += [struct.unpack_from("<Q", obj, off + k)[0] for k in range(0, size, entsize)]

    funcs = {}
    for _n, typ, off, size, link, _info, entsize in secs:
        if typ != _SHT_SYMTAB:
            continue
        strtab = secs[link][2]
        for k in range(off, off + size, entsize):
            st_name, st_info, _other, st_shndx, value, sz = struct.unpack_from("<IBBHQQ", obj, k)
            if st_info & 0xF == _STT_FUNC and st_shndx == text_idx:
                rel = tuple(r - value for r in sorted(relocs) if value <= r < value + sz)
                funcs[cstr(strtab + st_name)] = (value, text[value:value + sz], rel)
    return funcs


# --------------------------------------------------------------------------
# instruction sizes

def instruction_family(w: int, gen: int) -> str:
    """Encoding family of an instruction's first dword on gfx``gen``."""
    if w >> 25 == 0x3F:
        return "VOP1"
    if w >> 25 == 0x3E:
        return "VOPC"
    if w >> 31 == 0:
        return "VOP2"
    top9 = w >> 23
    if top9 == 0x17D:
        return "SOP1"
    if top9 == 0x17E:
        return "SOPC"
    if top9 == 0x17F:
        return "SOPP"
    if w >> 28 == 0xB:
        return "SOPK"
    if w >> 30 == 0b10:
        return "SOP2"
    if gen < 8 and w >> 27 == 0x18:
        return "SMRD"
    top6 = w >> 26
    table = {0x34: "VOP3", 0x36: "DS", 0x37: "FLAT", 0x38: "MUBUF", 0x3A: "MTBUF",
             0x3C: "MIMG", 0x3E: "EXP"}
    table.update({0x32: "VINTRP"} if gen < 8 else {0x30: "SMEM", 0x35: "VINTRP"})
    fam = table.get(top6)
    if fam is None:
        raise OracleError(f"unknown gfx{gen} encoding {w:#010x}")
    return fam


_MADMK_MADAK = {6: {0x20, 0x21}, 7: {0x20, 0x21}, 8: {0x17, 0x18, 0x24, 0x25}, 9: {0x17, 0x18, 0x24, 0x25}}
_SETREG_IMM32 = {6: 0x15, 7: 0x15, 8: 0x14, 9: 0x14}


def instruction_size(words, i: int, gen: int) -> int:
    """Byte size of the instruction whose first dword is ``words[i]``."""
    w = words[i]
    fam = instruction_family(w, gen)
    if fam in ("SOP2", "SOPC"):
        return 8 if (w & 0xFF) == 255 or (w >> 8) & 0xFF == 255 else 4
    if fam == "SOP1":
        return 8 if (w & 0xFF) == 255 else 4
    if fam == "SOPK":
        return 8 if (w >> 23) & 0x1F == _SETREG_IMM32[gen] else 4
    if fam in ("SOPP", "VINTRP"):
        return 4
    if fam == "SMRD":
        return 8 if gen == 7 and not (w >> 8) & 1 and (w & 0xFF) == 255 else 4
    if fam in ("VOP1", "VOP2", "VOPC"):
        src0 = w & 0x1FF
        if src0 == 255 or (gen >= 8 and src0 in (249, 250)):
            return 8
        if fam == "VOP2" and (w >> 25) & 0x3F in _MADMK_MADAK[gen]:
            return 8
        return 4
    return 8


def split_code(code: bytes, gen: int) -> list[tuple[int, bytes, str]]:
    """``[(offset, bytes, family)]`` for every instruction of ``code``."""
    if len(code) % 4:
        raise OracleError(f"code size {len(code)} is not a multiple of 4")
    words = struct.unpack(f"<{len(code) // 4}I", code)
    out, i = [], 0
    while i < len(words):
        size = instruction_size(words, i, gen)
        out.append((4 * i, code[4 * i:4 * i + size], instruction_family(words[i], gen)))
        i += size // 4
    if 4 * i != len(code):
        raise OracleError("last instruction runs past the end of the function")
    return out


_SMEM_PREFIXES = ("s_load", "s_buffer_load", "s_store", "s_buffer_store", "s_dcache",
                  "s_memtime", "s_memrealtime", "s_atc_probe", "s_scratch_", "s_atomic",
                  "s_buffer_atomic")


_SOP = ("SOP1", "SOP2", "SOPC", "SOPK", "SOPP")
_VECTOR = ("VOP1", "VOP2", "VOPC", "VOP3", "VINTRP")

# The encoding families (instruction_family's names) a mnemonic LLVM prints may decode to,
# by its spelling, first match first: the oracle's own knowledge, kept apart from isa/ on
# purpose (it is there to check that data). (str.startswith or str.endswith, spellings,
# families.)
_SPELLING_FAMILIES = (
    (str.startswith, _SMEM_PREFIXES, ("SMRD", "SMEM")),
    (str.startswith, ("s_",), _SOP),
    (str.startswith, ("ds_",), ("DS",)),
    (str.startswith, ("tbuffer_",), ("MTBUF",)),
    (str.startswith, ("buffer_",), ("MUBUF",)),
    (str.startswith, ("flat_", "global_", "scratch_"), ("FLAT",)),
    (str.startswith, ("image_",), ("MIMG",)),
    (str.startswith, ("exp",), ("EXP",)),
    (str.endswith, ("_e64",), ("VOP3",)),
    (str.endswith, ("_e32", "_sdwa", "_dpp"), ("VOP1", "VOP2", "VOPC")),
    (str.startswith, ("v_",), _VECTOR),
)


def _family_ok(mnemonic: str, fam: str) -> bool:
    for matches, spellings, families in _SPELLING_FAMILIES:
        if matches(mnemonic, spellings):
            return fam in families
    return True


# --------------------------------------------------------------------------
# assembly text

_LABEL_RE = re.compile(r"^([.\w$]+):")
_MCINST_RE = re.compile(r";\s*<MCInst #\d+ (\w+)")


def _split_asm(asm: str) -> dict[str, list[tuple[str, str, int]]]:
    """``{function: [(kind, text, align, raw)]}`` for the functions' ``.text`` bodies.

    kind is 'label', 'insn', 'align' (a ``.p2align`` inside the body; ``align``
    is the byte alignment) or 'comment'; ``text`` has comments stripped.
    """
    funcs: dict[str, list] = {}
    cur: list | None = None
    in_text = True
    for raw in asm.splitlines():
        code = raw.split(";", 1)[0].strip()
        if code.startswith("."):
            m = _LABEL_RE.match(code)
            if m is None:  # directive
                word = code.split(None, 1)[0]
                if word == ".text":
                    in_text = True
                elif word in (".section", ".pushsection"):
                    sec = code.split(None, 1)[1].split(",")[0].strip().strip('"')
                    in_text = sec.startswith(".text")
                elif word in (".p2align", ".align", ".balign") and cur is not None and in_text:
                    arg = int(code.split(None, 1)[1].split(",")[0], 0)
                    cur.append(("align", code, 1 << arg if word == ".p2align" else arg, raw))
                continue
            if m.group(1).startswith(".Lfunc_end"):
                cur = None
                continue
        if not in_text:
            continue
        m = _LABEL_RE.match(code)
        if m and not raw[:1].isspace() and not m.group(1).startswith("."):
            cur = funcs.setdefault(m.group(1), [])
            continue
        if cur is None:
            continue
        if m:
            cur.append(("label", m.group(1) + ":", 0, raw))
        elif code:
            cur.append(("insn", code, 0, raw))
        else:
            cur.append(("comment", "", 0, raw))
    return funcs


# --------------------------------------------------------------------------
# compilation

def _build(name: str, mcpu: str, gfx: str, gen: int, source: str, body, code: bytes,
           relocs) -> CompiledKernel:
    lines = tuple(t for kind, t, _a, _r in body if kind in ("label", "insn"))
    raw_lines = tuple(r for *_x, r in body)
    words = struct.unpack(f"<{len(code) // 4}I", code[: len(code) // 4 * 4])
    insns: list[Instruction] = []
    pos, pending_align = 0, 1
    for kind, text, align, raw in body:
        if kind == "align":
            pending_align = max(pending_align, align)
            continue
        if kind != "insn":
            continue
        while pos % pending_align and pos < len(code) and words[pos // 4] >> 16 == 0xBF80:
            pos += 4  # s_nop padding emitted for a .p2align inside the body
        pending_align = 1
        if pos >= len(code):
            raise OracleError(f"{gfx} {name}: bytes end before {text!r}")
        size = instruction_size(words, pos // 4, gen)
        fam = instruction_family(words[pos // 4], gen)
        mnem = text.split(None, 1)[0]
        if not _family_ok(mnem, fam):
            raise OracleError(
                f"{gfx} {name}: {text!r} at {pos:#x} aligned with a {fam} word "
                f"{words[pos // 4]:#010x}"
            )
        mc = _MCINST_RE.search(raw)
        insns.append(Instruction(text, mnem, raw, mc.group(1) if mc else "", pos,
                                 code[pos:pos + size], fam))
        pos += size
    if pos != len(code):
        raise OracleError(f"{gfx} {name}: {len(code) - pos} bytes left after the last "
                          f"printed instruction")
    return CompiledKernel(name, mcpu, gfx, gen, source, lines, raw_lines, tuple(insns),
                          code, tuple(relocs))


def compile_ir(ir_text: str, mcpu: str, source: str = "<ir>") -> list[CompiledKernel]:
    """Compile IR for ``amdgcn-amd-amdhsa``/``mcpu``; one entry per defined function."""
    gfx = gfx_name(mcpu)
    gen = int(gfx[3])
    tm = _target_machine(mcpu)
    try:
        asm = tm.emit_assembly(_module(ir_text, tm, source))
        obj = tm.emit_object(_module(ir_text, tm, source))
    except RuntimeError as e:
        raise OracleError(f"{source}: LLVM failed for {mcpu}: {e}") from None
    m = re.search(r'\.amdgcn_target\s+"[^"]*--(gfx\w+)', asm)
    if not m or m.group(1).split(":")[0] != gfx:
        raise OracleError(f"LLVM did not accept processor {mcpu!r} "
                          f"(got {m.group(1) if m else 'no .amdgcn_target'})")
    bodies = _split_asm(asm)
    funcs = parse_elf_functions(bytes(obj))
    out = []
    for name, body in bodies.items():
        if name not in funcs:
            raise OracleError(f"{source}: {name} printed but not in the object's .symtab")
        _off, code, relocs = funcs[name]
        out.append(_build(name, mcpu, gfx, gen, source, body, code, relocs))
    return out


def assembly(ir_text: str, mcpu: str, source: str = "<ir>") -> str:
    """The assembly LLVM prints for ``ir_text`` (``.amdhsa_kernel`` blocks, metadata and
    all), for ``amdgcn-amd-amdhsa``/``mcpu``. An unsupported intrinsic aborts the process:
    call it in a subprocess (``python -m gcnls.xcheck.llvmlite_oracle --asm CPU FILE``)."""
    tm = _target_machine(mcpu)
    try:
        return tm.emit_assembly(_module(ir_text, tm, source))
    except RuntimeError as e:
        raise OracleError(f"{source}: LLVM failed for {mcpu}: {e}") from None


@functools.lru_cache(maxsize=None)
def _compile_suite(mcpu: str) -> tuple[CompiledKernel, ...]:
    out: list[CompiledKernel] = []
    for path in kernel_files(mcpu):
        out += compile_ir(path.read_text(), mcpu, path.name)
    return tuple(out)


def compile_kernels(mcpu: str) -> list[CompiledKernel]:
    """Every bundled kernel valid for ``mcpu``, compiled and aligned with its bytes."""
    return list(_compile_suite(mcpu))


if __name__ == "__main__":  # python -m gcnls.xcheck.llvmlite_oracle [cpu] [--bytes] | --asm CPU FILE
    import sys

    if sys.argv[1:2] == ["--asm"]:
        sys.stdout.write(assembly(Path(sys.argv[3]).read_text(), sys.argv[2], sys.argv[3]))
        sys.exit(0)

    cpus = [a for a in sys.argv[1:] if not a.startswith("-")] or list(CPUS)
    for cpu in cpus:
        for k in compile_kernels(cpu):
            print(f"# {cpu} {k.source} {k.name} ({len(k.code)} bytes)")
            if "--bytes" in sys.argv:
                for i in k.instructions:
                    print(f"  {i.offset:4x}: {i.encoding.hex():16s} {i.family:6s} {i.text}")
            else:
                print("\n".join("  " + line for line in k.lines))
