"""Generated and mutated files of kernel descriptors, HSA metadata, sections and data for
the differential test (test_directives.py). Written for this project; every expected
result comes from the live llvm-mc 22.
"""

from __future__ import annotations

import random

from gcnls import amdhsa

CPUS = ("tahiti", "bonaire", "hawaii", "tonga", "iceland", "fiji", "gfx801", "gfx810", "gfx805",
        "gfx900", "gfx902", "gfx906", "gfx909")
GEN = {"tahiti": "gfx6", "bonaire": "gfx7", "hawaii": "gfx7", "tonga": "gfx8", "iceland": "gfx8",
       "fiji": "gfx8", "gfx801": "gfx8", "gfx810": "gfx8", "gfx805": "gfx8", "gfx900": "gfx9",
       "gfx902": "gfx9", "gfx906": "gfx9", "gfx909": "gfx9"}


# --- kernel descriptors ----------------------------------------------------------------


def _value(rng: random.Random, key: amdhsa.Key) -> str:
    bits = key.bits or 7
    r = rng.random()
    if r < 0.70:
        v = rng.randrange(0, 1 << bits) if bits < 8 else rng.choice([0, 1, 4, 64, 4096, 65536, (1 << bits) - 1])
        if key.name == amdhsa.VGPR:
            v = rng.choice([0, 1, 3, 24, 64, 128, 255, 256])
        if key.name == amdhsa.SGPR:
            v = rng.choice([0, 1, 8, 16, 30, 48, 80, 88, 90, 94, 96, 100, 102])
        if key.name == amdhsa.XNACK:
            v = rng.choice([0, 1])
        return str(v) if rng.random() < 0.8 else hex(v)
    if r < 0.78:
        return f"{rng.randrange(0, 3)}+{rng.randrange(0, 2)}"
    if r < 0.84:
        return str(1 << min(bits, 32)) if key.bits else rng.choice(["257", "103", "105", "97"])
    if r < 0.88:
        return "-1"
    if r < 0.92:
        return "sym_defined"
    if r < 0.94 and key.resolvable:
        return "sym_undefined"
    if r < 0.97:
        return rng.choice(["(", "1 2", "1,", ""])
    return "0x100000000"


def kernel_file(rng: random.Random, cpu: str) -> str:
    gen = GEN[cpu]
    keys = [k for k in amdhsa.table().keys.values()]
    chosen = [k for k in keys if k.required or rng.random() < 0.45]
    rng.shuffle(chosen)
    # (sym_defined is always defined here: kernels whose register counts name symbols
    # set later are forward_kernel_file's; a symbolic COMPUTE_PGM_RSRC1 key itself, which
    # llvm-mc prints as derived expressions, gcnls does not model)
    lines = [".set sym_defined, 1"]
    lines.append(rng.choice(["", "  ", "label: "]) + f".amdhsa_kernel {rng.choice(['k', 'my_kernel', 'k.1'])}")
    for k in chosen:
        if not k.on(gen) and rng.random() < 0.7:
            continue
        if k.required and rng.random() < 0.04:
            continue
        indent = rng.choice(["  ", "\t\t", "", "    "])
        comment = rng.choice(["", "", "", " ; note", " // note", "  /* c */"])
        lines.append(f"{indent}{k.name} {_value(rng, k)}{comment}")
        if rng.random() < 0.03:
            lines.append(f"{indent}{k.name} 0")  # repeated
        if rng.random() < 0.05:
            lines.append(rng.choice(["", "; comment", "   "]))
    if rng.random() < 0.06:
        lines.insert(rng.randrange(2, len(lines) + 1),
                     rng.choice(list(amdhsa.table().later)) + " 0")
    if rng.random() < 0.04:
        lines.insert(rng.randrange(2, len(lines) + 1), rng.choice([".amdhsa_bogus 1", "s_movk_i32 s0, 1", "1"]))
    if rng.random() < 0.95:
        lines.append(rng.choice([".end_amdhsa_kernel", "  .end_amdhsa_kernel", ".end_amdhsa_kernel ; done"]))
    if rng.random() < 0.3:
        lines += [".text", ".p2align 8"]
    return "\n".join(lines) + "\n"


_FORWARD = {amdhsa.VGPR: ["k.num_vgpr", "max(k.num_vgpr, 4)", "k.num_vgpr + 1", "totalnumvgprs(k.num_agpr, k.num_vgpr)"],
            amdhsa.SGPR: ["k.numbered_sgpr", "k.numbered_sgpr+2", "max(k.numbered_sgpr, 8) - 0"],
            amdhsa.VCC: ["k.uses_vcc", "or(k.uses_vcc, 0)"], amdhsa.FLAT: ["k.uses_flat_scratch"]}


def forward_kernel_file(rng: random.Random, cpu: str) -> str:
    """A kernel descriptor whose register counts (and reserve keys) name symbols set only
    after the block, as compilers write them: llvm-mc prints the keys fed by those counts
    as expressions of COMPUTE_PGM_RSRC1."""
    gen = GEN[cpu]
    lines = [".set sym_defined, 1", ".text", "k:", "  s_endpgm", rng.choice([".rodata", ".p2align 6", ""]),
             ".amdhsa_kernel k"]
    for key in amdhsa.table().keys.values():
        if not key.on(gen) or not (key.required or key.name in _FORWARD or rng.random() < 0.3):
            continue
        if key.name in _FORWARD and rng.random() < 0.75:
            value = rng.choice(_FORWARD[key.name])
        else:
            value = _value(rng, key)
            if key.name in (amdhsa.VGPR, amdhsa.SGPR) and not value.isdigit():
                value = str(rng.randrange(1, 40))
        lines.append(f"  {key.name} {value}")
    lines.append(".end_amdhsa_kernel")
    for name, top in (("num_vgpr", 200), ("num_agpr", 8), ("numbered_sgpr", 90), ("uses_vcc", 2),
                      ("uses_flat_scratch", 2)):
        if rng.random() < 0.9:
            lines.append(f".set k.{name}, {rng.randrange(0, top)}")
    return "\n".join(lines) + "\n"


_WORD_VALUES = ["s", "s+1", "(s<<1)|1", "-s", "~s", "s*2", "s&1", "t", "t-3", "(s+8)<<3", "s|1"]


def symbolic_word_kernel_file(rng: random.Random, cpu: str) -> str:
    """A kernel descriptor under a random code object version whose COMPUTE_PGM_RSRC1,
    _RSRC2 and KERNEL_CODE_PROPERTIES keys (and sometimes register counts) are expressions
    of symbols set after the block, mixed with constant keys in a random order: llvm-mc
    builds those words as expressions and prints each of their keys from them unless the
    known bits decide it."""
    gen = GEN[cpu]
    lines = [rng.choice(["", ".amdhsa_code_object_version 3", ".amdhsa_code_object_version 4",
                         ".amdhsa_code_object_version 5", ".amdhsa_code_object_version 6"]),
             ".text", ".amdhsa_kernel k"]
    keys = [k for k in amdhsa.table().keys.values() if k.on(gen) and (k.word() is not None or k.required)]
    rng.shuffle(keys)
    for key in keys:
        if not (key.required or rng.random() < 0.5):
            continue
        if key.word() is not None and not key.resolvable and rng.random() < 0.5:
            value = rng.choice(_WORD_VALUES)
        elif key.required:
            value = rng.choice(["n", str(rng.randrange(1, 60))]) if rng.random() < 0.3 else str(rng.randrange(1, 60))
        else:
            value = str(rng.randrange(0, 1 << key.bits))
        lines.append(f"  {key.name} {value}")
    if rng.random() < 0.3:
        lines.append(f"  .amdhsa_user_sgpr_dispatch_ptr {rng.randrange(2)}")
    if rng.random() < 0.4:
        lines.append(f"  .amdhsa_uses_dynamic_stack {rng.randrange(2)}")
    lines += [".end_amdhsa_kernel", f"s = {rng.randrange(0, 4)}", f"t = {rng.randrange(0, 9)}", "n = 20"]
    return "\n".join(lines) + "\n"


# --- metadata ----------------------------------------------------------------------------

_ARG_KINDS = ["by_value", "global_buffer", "dynamic_shared_pointer", "hidden_global_offset_x",
              "hidden_block_count_x", "hidden_queue_ptr", "hidden_none", "image"]


def _kernel_meta(rng: random.Random, n: int) -> dict:
    args = []
    offset = 0
    for a in range(rng.randrange(0, 4)):
        size = rng.choice([4, 8])
        arg = {".offset": offset, ".size": size, ".value_kind": rng.choice(_ARG_KINDS)}
        if rng.random() < 0.5:
            arg[".name"] = f"arg{a}"
        if rng.random() < 0.4:
            arg[".address_space"] = rng.choice(["global", "constant", "local", "private", "generic"])
        if rng.random() < 0.2:
            arg[".is_const"] = rng.choice([True, False])
        if rng.random() < 0.2:
            arg[".type_name"] = rng.choice(["float*", "int", "uint4"])
        args.append(arg)
        offset += size
    k = {".name": f"k{n}", ".symbol": f"k{n}.kd", ".kernarg_segment_size": offset,
         ".group_segment_fixed_size": rng.choice([0, 1024]), ".private_segment_fixed_size": 0,
         ".kernarg_segment_align": 8, ".wavefront_size": 64, ".sgpr_count": rng.randrange(0, 100),
         ".vgpr_count": rng.randrange(0, 256), ".max_flat_workgroup_size": rng.choice([64, 256, 1024])}
    if args or rng.random() < 0.3:
        k[".args"] = args
    if rng.random() < 0.3:
        k[".sgpr_spill_count"] = 0
    if rng.random() < 0.2:
        k[".uses_dynamic_stack"] = rng.choice([True, False])
    if rng.random() < 0.2:
        k[".reqd_workgroup_size"] = [64, 1, 1]
    if rng.random() < 0.15:
        k[".language"] = rng.choice(["OpenCL C", "HIP"])
        k[".language_version"] = [2, 0]
    return k


def _scalar(rng: random.Random, v) -> str:
    if v is True or v is False:
        return "true" if v else "false"
    if isinstance(v, str):
        if " " in v or "*" in v or rng.random() < 0.1:
            return "'" + v + "'"
        return v
    return str(v)


def _yaml(rng: random.Random, v, indent: int) -> list[str]:
    pad = " " * indent
    out: list[str] = []
    if isinstance(v, dict):
        items = list(v.items())
        rng.shuffle(items)
        for k, x in items:
            if isinstance(x, list) and (not x or not isinstance(x[0], dict)) and rng.random() < 0.6:
                out.append(f"{pad}{k}: [" + ", ".join(_scalar(rng, y) for y in x) + "]")
            elif isinstance(x, (dict, list)) and x:
                out.append(f"{pad}{k}:")
                out += _yaml(rng, x, indent + 2)
            elif isinstance(x, list):
                out.append(f"{pad}{k}: []")
            else:
                out.append(f"{pad}{k}:{' ' * rng.randrange(1, 4)}{_scalar(rng, x)}")
        return out
    for x in v:
        if isinstance(x, dict):
            sub = _yaml(rng, x, indent + 2)
            out.append(f"{pad}- " + sub[0].lstrip())
            out += sub[1:]
        else:
            out.append(f"{pad}- {_scalar(rng, x)}")
    return out


def metadata_file(rng: random.Random, cpu: str) -> str:
    doc = {"amdhsa.version": [1, rng.randrange(0, 3)],
           "amdhsa.kernels": [_kernel_meta(rng, n) for n in range(rng.randrange(0, 3))]}
    if rng.random() < 0.5:
        doc["amdhsa.target"] = f"amdgcn-amd-amdhsa--{cpu}"
    r = rng.random()
    # Mutations that break the schema (llvm-mc: invalid HSA metadata).
    if r < 0.08:
        del doc["amdhsa.version"]
    elif r < 0.14:
        doc["amdhsa.version"] = [1]
    elif r < 0.2 and doc["amdhsa.kernels"]:
        del doc["amdhsa.kernels"][0][rng.choice([".name", ".sgpr_count", ".wavefront_size"])]
    elif r < 0.26 and doc["amdhsa.kernels"]:
        doc["amdhsa.kernels"][0][".vgpr_count"] = rng.choice(["lots", -1, True])
    elif r < 0.3 and doc["amdhsa.kernels"] and doc["amdhsa.kernels"][0].get(".args"):
        doc["amdhsa.kernels"][0][".args"][0][".value_kind"] = "bogus_kind"
    elif r < 0.34:
        doc["amdhsa.printf"] = ["1:1:4:%d\\n"]
    elif r < 0.38:
        doc["vendor.extra"] = rng.choice([1, "x", [1, 2]])
    body = _yaml(rng, doc, rng.choice([0, 0, 2]))
    if rng.random() < 0.2:
        body.insert(rng.randrange(0, len(body) + 1), "# a comment")
    lines = ["\t.amdgpu_metadata"]
    if rng.random() < 0.7:
        lines.append("---")
    lines += body
    if rng.random() < 0.7:
        lines.append("...")
    if rng.random() < 0.97:
        lines.append(rng.choice(["\t.end_amdgpu_metadata", ".end_amdgpu_metadata ; end"]))
    return "\n".join(lines) + "\n"


# --- sections and data -------------------------------------------------------------------

_DATA = [
    ".byte {a}, {b}", ".byte {n}", ".short {a}, {n}", ".value {a}", ".2byte {a}", ".long {a}, {b}, {n}",
    ".int {n}", ".4byte {a}", ".quad {n}, {a}", ".8byte {b}", ".long sym+{a}", ".long sym-other",
    ".quad (sym+1)*2", ".ascii \"{s}\"", ".asciz \"{s}\"", ".string \"{s}\", \"{s}\"", ".ascii \"\"",
    ".zero {a}", ".zero {a}, {b}", ".skip {a}", ".space {a}, {n}", ".fill {a}", ".fill {a}, 4, {b}",
    ".p2align {p}", ".p2align {p}, {b}", ".p2align {p}, 0, {a}", ".align {al}", ".align {al}, {b}",
    ".balign {al}", ".balign {al}, {b}", ".p2alignw {p}, {b}", ".p2alignl {p}, {b}", ".balignl {al}",
    ".globl sym", ".global sym", ".local sym", ".weak sym", ".hidden sym", ".protected sym",
    ".type sym, @function", ".type sym,@object", ".type sym, %function", ".type sym, STT_FUNC",
    ".size sym, {a}", ".size sym, .Lend-sym", ".set v{a}, {b}", "v{b} = {a}*2", ".equ e{a}, {n}",
    ".equiv q{a}, {b}", ".text", ".data", ".bss", ".rodata", ".text {p}",
    ".section .rodata,\"a\",@progbits", ".section .data", ".section .text", ".section .bss",
    ".section .foo,\"ax\"", ".section .bar", ".section \".note.GNU-stack\",\"\",@progbits",
    ".section .AMDGPU.csdata,\"\",@progbits", ".section .rodata.str1.1",
    ".comm c{a}, 4, 4", ".lcomm l{a}, 8", ".ident \"gcnls\"", ".single 1.5", ".float {a}.25",
    ".double 2.0", ".uleb128 {n}", ".sleb128 -{a}", "sym:", ".Lend:", "", "; comment", "  ",
    ".amdgpu_lds lds{a}, {a}, {al}", ".amdgpu_lds lds{b}, {b}", ".amdhsa_code_object_version {cov}",
]


def data_file(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randrange(3, 12)):
        t = rng.choice(_DATA)
        lines.append(t.format(a=rng.randrange(0, 20), b=rng.choice([0, 1, 255, 0xff, 7]),
                              n=rng.choice([-1, 0, 1, 127, 255, 256, 65535, 65536, -129, 0x7fffffff, 4294967295]),
                              s=rng.choice(["ab", "a", "", "x\\ty", "q\\\"z", "\\101", "tab\\n"]),
                              p=rng.randrange(0, 9), al=rng.choice([1, 2, 3, 4, 8, 16, 256]),
                              cov=rng.choice([4, 5, 6])))
    return "\n".join(lines) + "\n"


def files(seed: int, count: int) -> list[tuple[str, str, str]]:
    """(kind, cpu, text) for ``count`` files of every kind, deterministic in ``seed``."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        cpu = rng.choice(CPUS)
        out.append(("kernel", cpu, kernel_file(rng, cpu)))
        out.append(("metadata", cpu, metadata_file(rng, cpu)))
        out.append(("data", cpu, data_file(rng)))
    return out
