"""The in-process LLVM oracle (llvmlite): the bundled kernels compile on every
gfx6-9 cpu, LLVM prints the instruction families we rely on, and every
printed instruction is paired with bytes of the right encoding family."""

import re
import struct

import pytest

from gcnls.xcheck import llvmlite_oracle as oracle
from gcnls.xcheck.llvmlite_oracle import CPUS, OracleError, compile_ir, compile_kernels

COMMON = {
    # scalar loads of kernel arguments / constant memory
    "s_load_dword", "s_load_dwordx2", "s_load_dwordx4", "s_load_dwordx8", "s_load_dwordx16",
    "s_buffer_load_dword", "s_buffer_load_dwordx2", "s_buffer_load_dwordx4",
    "s_buffer_load_dwordx8", "s_buffer_load_dwordx16",
    # LDS
    "ds_read_b32", "ds_read_b64", "ds_read_u8", "ds_read_i8", "ds_read_u16", "ds_read_i16",
    "ds_read2_b32", "ds_read2_b64", "ds_read2st64_b32", "ds_read2st64_b64",
    "ds_write_b8", "ds_write_b16", "ds_write_b32", "ds_write_b64",
    "ds_write2_b32", "ds_write2_b64", "ds_write2st64_b32",
    "ds_add_u32", "ds_add_rtn_u32", "ds_sub_u32", "ds_max_i32", "ds_min_i32", "ds_max_u32",
    "ds_min_u32", "ds_max_rtn_i32", "ds_min_rtn_u32", "ds_and_b32", "ds_or_b32", "ds_xor_b32",
    "ds_inc_u32", "ds_dec_u32", "ds_wrxchg_rtn_b32", "ds_cmpst_rtn_b32", "ds_cmpst_rtn_b64",
    "ds_add_rtn_u64", "ds_max_rtn_i64", "ds_swizzle_b32", "ds_append", "ds_consume",
    # hardware registers, timers, caches
    "s_getreg_b32", "s_setreg_b32", "s_setreg_imm32_b32", "s_memtime", "s_dcache_inv",
    # SOPK with 16-bit immediates
    "s_movk_i32", "s_addk_i32", "s_mulk_i32", "s_cmpk_eq_i32", "s_cmpk_lg_i32",
    "s_cmpk_lt_i32", "s_cmpk_gt_i32", "s_cmpk_lt_u32", "s_cmpk_gt_u32",
}
GFX7 = {"ds_read_b128", "ds_write_b128"}
GFX8 = {"ds_bpermute_b32", "ds_permute_b32", "ds_add_f32", "ds_add_rtn_f32",
        "s_memrealtime", "s_dcache_wb"}
SMEM_OPS = ("s_load_", "s_buffer_load_", "s_memtime", "s_memrealtime", "s_dcache_")


def _insns(cpu):
    return [i for k in compile_kernels(cpu) for i in k.instructions]


def _first(cpu, mnemonic, pred=lambda i: True):
    for i in _insns(cpu):
        if i.mnemonic == mnemonic and pred(i):
            return i
    raise AssertionError(f"{mnemonic} not emitted for {cpu}")


@pytest.mark.parametrize("cpu", CPUS)
def test_kernels_compile_and_bytes_are_consistent(cpu):
    kernels = compile_kernels(cpu)
    sources = {k.source for k in kernels}
    assert sources == {p.name for p in oracle.kernel_files(cpu)}
    assert len(kernels) >= 40
    for k in kernels:
        assert k.gfx == oracle.gfx_name(cpu) and k.generation == oracle.generation(cpu)
        assert k.instructions and k.code, k.name
        assert len(k.code) % 4 == 0, k.name
        assert struct.unpack_from("<I", k.code, len(k.code) - 4)[0] == oracle.S_ENDPGM, k.name
        assert k.instructions[-1].text == "s_endpgm"
        # the instructions tile the function's bytes exactly
        pos = 0
        for i in k.instructions:
            assert i.offset == pos and len(i.encoding) in (4, 8, 12)
            assert k.code[pos:pos + len(i.encoding)] == i.encoding
            pos += len(i.encoding)
        assert pos == len(k.code)
        # lines = labels + instruction texts, in order, comment-free
        assert [ln for ln in k.lines if not ln.endswith(":")] == [i.text for i in k.instructions]
        assert all(";" not in ln for ln in k.lines)
        assert all(i.mc_opcode for i in k.instructions)
        assert not k.relocations, k.name


@pytest.mark.parametrize("cpu", CPUS)
def test_expected_mnemonics(cpu):
    gen = oracle.generation(cpu)
    seen = {i.mnemonic for i in _insns(cpu)}
    expected = set(COMMON)
    if gen >= 7:
        expected |= GFX7
    if gen >= 8:
        expected |= GFX8
    assert expected <= seen, sorted(expected - seen)
    if gen < 8:
        assert not (GFX8 & seen)
    if gen < 7:
        assert not (GFX7 & seen)


@pytest.mark.parametrize("cpu", CPUS)
def test_instruction_families(cpu):
    gen = oracle.generation(cpu)
    for i in _insns(cpu):
        w = i.words[0]
        if i.mnemonic.startswith(SMEM_OPS):
            if gen < 8:  # SMRD: bits 27-31 == 0b11000, 4 bytes (+4 for a gfx7 literal offset)
                assert w >> 27 == 0x18 and i.family == "SMRD", i.text
                assert len(i.encoding) == (8 if (w & 0x1FF) == 0xFF and gen == 7 else 4), i.text
            else:  # SMEM: bits 26-31 == 0b110000, always 8 bytes
                assert w >> 26 == 0x30 and i.family == "SMEM" and len(i.encoding) == 8, i.text
        elif i.mnemonic.startswith("ds_"):
            assert w >> 26 == 0x36 and len(i.encoding) == 8, i.text
        elif re.fullmatch(r"s_(movk|addk|mulk|cmpk_\w+|getreg|setreg)_\w*", i.mnemonic):
            assert w >> 28 == 0xB and i.family == "SOPK", i.text
            assert len(i.encoding) == (8 if i.mnemonic == "s_setreg_imm32_b32" else 4), i.text


def test_smrd_first_scalar_load_tahiti():
    k = compile_kernels("tahiti")[0]
    i = next(i for i in k.instructions if i.mnemonic.startswith("s_load"))
    assert (i.words[0] >> 27) & 0x1F == 0x18 and len(i.encoding) == 4
    # s_load_dword s4, s[8:9], 0x2: op 0, sdst 4, sbase 8/2, imm 1, offset 2
    i = _first("tahiti", "s_load_dword", lambda i: i.text == "s_load_dword s4, s[8:9], 0x2")
    assert i.words == (0xC0020902,)
    assert i.mc_opcode == "S_LOAD_DWORD_IMM_si"


def test_smrd_literal_offset_bonaire():
    i = _first("bonaire", "s_load_dword", lambda i: i.text.endswith(", 0x1000"))
    assert len(i.encoding) == 8 and i.words[0] & 0x1FF == 0xFF and i.words[1] == 0x1000  # dwords
    i = _first("tahiti", "s_load_dwordx2", lambda i: i.text.endswith(", 0xff"))
    assert i.words[0] & 0x1FF == 0x1FF and len(i.encoding) == 4


def test_smem_first_scalar_load_gfx900():
    k = compile_kernels("gfx900")[0]
    i = next(i for i in k.instructions if i.mnemonic.startswith("s_load"))
    assert (i.words[0] >> 26) & 0x3F == 0x30 and len(i.encoding) == 8
    # s_load_dwordx4 s[0:3], s[8:9], 0x0: op 2, imm 1, sdata 0, sbase 8/2
    i = _first("gfx900", "s_load_dwordx4", lambda i: i.text == "s_load_dwordx4 s[0:3], s[8:9], 0x0")
    assert i.words == (0xC00A0004, 0)
    i = _first("gfx900", "s_load_dword", lambda i: i.text.endswith(", 0x4b8"))
    assert i.words[1] == 0x4B8 and (i.words[0] >> 17) & 1


@pytest.mark.parametrize("cpu", ["tahiti", "tonga", "gfx900"])
def test_sopk_immediates_match_text(cpu):
    hw_ids = {"HW_REG_MODE": 1, "HW_REG_STATUS": 2, "HW_REG_TRAPSTS": 3, "HW_REG_HW_ID": 4,
              "HW_REG_GPR_ALLOC": 5, "HW_REG_LDS_ALLOC": 6, "HW_REG_IB_STS": 7}
    n = 0
    for i in _insns(cpu):
        simm16 = i.words[0] & 0xFFFF
        m = re.search(r"hwreg\((\w+)(?:, (\d+), (\d+))?\)", i.text)
        if m:
            off, size = (int(m.group(2)), int(m.group(3))) if m.group(2) else (0, 32)
            assert simm16 == hw_ids[m.group(1)] | off << 6 | (size - 1) << 11, i.text
            n += 1
        elif re.match(r"s_(movk|addk|mulk|cmpk)_", i.mnemonic):
            assert simm16 == int(i.text.rsplit(", ", 1)[1], 16), i.text
            n += 1
    assert n >= 25


def test_kernel_generation_gating():
    names = {p.name for p in oracle.kernel_files("tahiti")}
    assert "ds_permute.gfx8.ll" not in names and "sreg.gfx8.ll" not in names
    assert {"ds_permute.gfx8.ll", "sreg.gfx8.ll"} <= {p.name for p in oracle.kernel_files("fiji")}
    assert oracle.generation("hawaii") == 7 and oracle.generation("gfx906") == 9


@pytest.mark.parametrize("cpu", ["gfx1030", "bogus", "gfx000"])
def test_unsupported_cpu(cpu):
    with pytest.raises(OracleError):
        compile_kernels(cpu)


def test_compile_ir_and_elf():
    ir = """
    define amdgpu_kernel void @a(ptr addrspace(1) %p, i32 %x) {
      store i32 %x, ptr addrspace(1) %p
      ret void
    }
    define amdgpu_kernel void @b(ptr addrspace(1) %p) {
      store i32 1000, ptr addrspace(1) %p
      ret void
    }
    """
    ks = compile_ir(ir, "gfx906")
    assert [k.name for k in ks] == ["a", "b"]
    assert all(k.lines[-1] == "s_endpgm" for k in ks)
    with pytest.raises(OracleError):
        compile_ir("define void @broken( {", "gfx906")


def test_split_code_literals():
    # s_mov_b32 s0, 0x12345678 (SOP1 + literal); v_mov_b32 v0, 0x3e8 (VOP1 + literal);
    # v_madak_f32 (VOP2, always a literal); s_setreg_imm32_b32 (SOPK + literal); s_endpgm
    code = struct.pack("<9I", 0xBE8000FF, 0x12345678, 0x7E0002FF, 0x3E8,
                       0x18 << 25, 0x3F800000, 0xBA000001, 0x3, oracle.S_ENDPGM)
    parts = oracle.split_code(code, 9)
    assert [(o, len(b), f) for o, b, f in parts] == [
        (0, 8, "SOP1"), (8, 8, "VOP1"), (16, 8, "VOP2"), (24, 8, "SOPK"), (32, 4, "SOPP")]
