"""The ISA data loads, is self-consistent, and holds the seeds' opcodes (with errata).

The seeds' tables come from tests/data/seed_opcodes.toml (tests/seed_tables.py), so these
tests run in every clone. Where the seed documents themselves sit beside the checkout
(../shared/seeds), one more test re-reads them and checks the transcription; it is only
defined there (not skipped elsewhere: the suite has no skips).
"""

import pytest

import seed_tables
from gcnls import isa

SEEDS = seed_tables.SEEDS


def test_loads_and_covers_every_generation():
    data = isa.load()
    for gen in isa.GENERATIONS:
        assert any(i.on(gen) for v in data.instructions.values() for i in v)
    assert data.processor("tahiti").generation == "gfx6"
    assert data.processor("bonaire").generation == "gfx7"
    assert data.processor("fiji").generation == "gfx8"
    assert data.processor("gfx906").generation == "gfx9"


def test_seed_errata_smem_24_to_26_are_buffer_stores():
    data = isa.load()
    assert data.instruction("s_buffer_store_dword", "gfx8").opcodes["gfx8"] == 24
    assert data.instruction("s_buffer_store_dwordx4", "gfx9").opcodes["gfx9"] == 26


def test_every_sopk_seed_opcode_is_asserted():
    """Seed 001's SOPK table: one column per generation group."""
    data = isa.load()
    checked = 0
    for op, *names in seed_tables.load()["sopk"]["rows"]:
        for gens, name in zip((("gfx6", "gfx7"), ("gfx8",), ("gfx9",)), names):
            if name == "--":
                continue
            for gen in gens:
                inst = data.instruction(name.lower(), gen)
                if inst is None:
                    # Recorded as an erratum: the entry exists with a note.
                    assert any(e.notes for e in data.instructions.get(name.lower(), ())) or name.lower() in (
                        "s_getreg_regrd_b32",), name
                    continue
                assert inst.opcodes[gen] == op, (name, gen)
                checked += 1
    assert checked > 60


@pytest.mark.parametrize("seed", seed_tables.SMEM)
def test_every_smem_seed_opcode_is_asserted(seed):
    data = isa.load()
    rows = [(op, name.lower()) for op, name in seed_tables.load()["smem"][seed]["rows"]]
    assert len(rows) > 50
    errata = 0
    for op, name in rows:
        if 24 <= op <= 27 and name.startswith("s_buffer_load"):
            name = name.replace("s_buffer_load", "s_buffer_store")  # the seeds' erratum
        inst = data.instruction(name, "gfx9") or data.instruction(name, "gfx8")
        assert inst is not None, name
        gen = "gfx9" if inst.on("gfx9") else "gfx8"
        if inst.opcodes[gen] != op:
            assert any(seed[:3] in note for note in inst.notes), (name, op)  # recorded erratum
            errata += 1
    assert errata <= 3


if SEEDS.is_dir():
    def test_seed_transcription_matches_the_seed_documents():
        assert seed_tables.load() == seed_tables.parse_all(SEEDS), \
            "regenerate: python tests/seed_tables.py ../shared/seeds > tests/data/seed_opcodes.toml"


def test_bad_data_fails_loudly(tmp_path, monkeypatch):
    (tmp_path / "sopk.toml").write_text(
        '[encoding]\nname="SOPK"\nsize=4\n[encoding.layout.gfx6]\nfields={op=[23,27]}\n'
        '[[instruction]]\nname="x"\nopcode={gfx6=1}\noperands="sdst:q9"\n')
    monkeypatch.setattr(isa, "_data_dir", lambda: tmp_path)
    with pytest.raises(isa.IsaDataError):
        isa._load_encoding("sopk")


def test_operand_classes_come_from_registers_toml():
    data = isa.load()
    assert data.field_classes[("sopk", "sdst", 2)] == "sopk_sdst64"
    assert data.field_classes[("smem", "sdata", 16)] == "smem_sdata_wide"
    assert data.field_classes[("smrd", "offset", 1)] == "smem_soffset"
    assert ("smem", "sdata", 3) not in data.field_classes


def test_ranges_come_from_the_encoding_files():
    from gcnls import encoding

    data = isa.load()
    ds = data.encodings["ds"].modifiers
    assert (ds["offset0"].range, ds["offset0"].error) == ((0, 0xFF), "invalid offset0 value.")
    assert data.encodings["smem"].modifiers["offset"].range is None  # follows [encoding.offset]
    gfx9 = data.encodings["smem"].offset["gfx9"]
    assert gfx9.range == (-0x100000, 0xFFFFF) and gfx9.buffer.range == (0, 0xFFFFF)
    gfx7 = data.encodings["smrd"].offset["gfx7"]
    assert (gfx7.literal, gfx7.literal_code, gfx7.error_at) == ((0, 0xFFFFFFFF), 0xFF, "mnemonic")
    assert encoding.encoding_text(b"\x00\x01\x82\xbf", [type("F", (), {"offset": 0, "size": 2})]) == \
        "[A,A,0x82,0xbf]"


_SMEM_HEAD = ('[encoding]\nname="SMEM"\nsize=8\n[encoding.layout.gfx8]\n'
              'fields={sbase=[0,5], sdata=[6,12], imm=[17,17], op=[18,25], offset=[32,51]}\n')


@pytest.mark.parametrize("extra", [
    '[encoding.modifiers]\noffset = { field = "offset", range = [0, 1] }\n',  # range without error
    '[encoding.modifiers]\noffset = { field = "offset", range = [2, 1], error = "e" }\n',
    '[encoding.modifiers]\noffset = { field = "offset", span = 3 }\n',
    '[encoding.offset.gfx8]\nrange = [0, 1]\n',  # no error
    '[encoding.offset.gfx8]\nrange = [0, 1]\nerror = "e"\nerror_at = "elsewhere"\n',
    '[encoding.offset.gfx8]\nrange = [0, 1]\nerror = "e"\nliteral = [0, 9]\nliteral_code = 1\n',  # no literal field
    '[encoding.offset.gfx6]\nrange = [0, 1]\nerror = "e"\n',  # no gfx6 layout
    '[[instruction]]\nname="x"\nopcode={gfx8=1}\noperands="sdata:s1 sbase:s2 offset:smem_offset"\n',  # no rule
])
def test_bad_ranges_fail_loudly(tmp_path, monkeypatch, extra):
    (tmp_path / "smem.toml").write_text(_SMEM_HEAD + extra)
    monkeypatch.setattr(isa, "_data_dir", lambda: tmp_path)
    with pytest.raises(isa.IsaDataError):
        isa._load_encoding("smem")


@pytest.mark.parametrize("table", [
    {"class": {"c": {"dwords": 1, "fields": ["sopk.nosuch"]}}},
    {"class": {"c": {"dwords": 1, "fields": ["nosuch.sdst"]}}},
    {"class": {"c": {"dwords": 1, "fields": ["sopk.sdst"]}, "d": {"dwords": [1, 2], "fields": ["sopk.sdst"]}}},
    {"class": {"c": {"dwords": 1, "field": ["sopk.sdst"]}}},
])
def test_bad_class_fields_fail_loudly(table):
    with pytest.raises(isa.IsaDataError):
        isa._field_classes(table, isa.load().encodings)


def test_every_ds_seed_opcode_is_asserted():
    """Seed 004's two DS tables (GCN 1.0/1.1, then GCN 1.2/1.4). Their empty cells were
    lost, so a row is asserted on at least one generation of its table; names the seed
    spells differently from llvm-mc must be explained by a note on the entry."""
    data = isa.load()
    tables = seed_tables.load()["ds"]
    checked = 0
    for key, gens in (("gfx6_gfx7", ("gfx6", "gfx7")), ("gfx8_gfx9", ("gfx8", "gfx9"))):
        for op, name in tables[key]:
            name = name.lower()
            entries = data.instructions.get(name, ())
            if any(e.opcodes.get(g) == op for e in entries for g in gens):
                checked += 1
                continue
            # An erratum: some entry must say what the seed got wrong about this name.
            raw = isa._load("ds")["instruction"]
            assert any(name in " ".join(e.get("notes", [])).lower() or e["name"] == name and e.get("notes")
                       for e in raw), (name, op, gens)
    assert checked > 250


# ---------------------------------------------------------------- the engine's schema

def test_every_operand_kind_and_rule_exists():
    from gcnls import kinds, rules

    data = isa.load()
    kinds.check(data)
    for enc in data.encodings.values():
        assert len(rules.of(enc)) == len(enc.rules)


def test_unknown_kind_fails_loudly():
    from gcnls import kinds

    data = isa.load()
    inst = data.instruction("s_movk_i32", "gfx9")
    bad = isa.OperandSpec("simm16", "simm17")
    fake = type("Fake", (), {"instructions": {"x": (type("I", (), {"operands": (bad,), "encoding": inst.encoding,
                                                                  "name": "x"})(),)}})()
    with pytest.raises(isa.IsaDataError):
        kinds.check(fake)


def test_every_instruction_has_semantic_facts():
    """Register operands are read or written; memory instructions name their counter."""
    data = isa.load()
    for variants in data.instructions.values():
        for inst in variants:
            for spec in inst.operands:
                if spec.kind in isa.REGISTER_KINDS:
                    assert spec.field in inst.reads + inst.writes, inst.name
            if inst.encoding.key in ("smrd", "smem", "ds"):
                assert inst.counter == "lgkm", inst.name
    assert data.instruction("s_cmpk_eq_i32", "gfx9").writes == ("scc",)
    assert data.instruction("s_load_dword", "gfx9").writes == ("sdata",)
    assert data.instruction("ds_write_b32", "gfx9").reads == ("addr", "data0")


def test_shapes_are_said_once():
    """DS instructions name one of a few profiles instead of repeating operand lists."""
    raw = isa._load("ds")
    assert 20 <= len(raw["profile"]) <= 40
    assert all("profile" in e and "operands" not in e for e in raw["instruction"])


@pytest.mark.parametrize("extra", [
    '[[instruction]]\nname="x"\nopcode={gfx8=1}\nprofile="nosuch"\n',
    '[[instruction]]\nname="x"\nopcode={gfx8=1}\noperands="sdata:s1"\n',  # neither read nor written
    '[[instruction]]\nname="x"\nopcode={gfx8=1}\noperands="sdata:s1"\nwrites="sdata vgpr"\n',
    '[[instruction]]\nname="x"\nopcode={gfx8=1}\ncounter="nosuch"\n',
    '[encoding]\n',  # (duplicate table: TOML error is a ValueError too)
])
def test_bad_shapes_fail_loudly(tmp_path, monkeypatch, extra):
    (tmp_path / "smem.toml").write_text(_SMEM_HEAD + extra)
    monkeypatch.setattr(isa, "_data_dir", lambda: tmp_path)
    with pytest.raises(ValueError):
        isa._load_encoding("smem")


def test_overlapping_encodings_are_rejected():
    data = isa.load()
    # (another spelling of an instruction, v_mul_lo_i32 on gfx9, shares its bits by design)
    insts = [i for v in data.instructions.values() for i in v if "gfx9" in i.opcodes and not i.alias]
    # (v_mad_mix_f32 and gfx906's v_fma_mix_f32 share their words: one processor each)
    scopes = isa._processor_scopes(insts, "gfx9")
    assert len(scopes) > 1
    for scope in scopes:
        isa.check_overlap(scope, "gfx9")
    with pytest.raises(isa.IsaDataError):
        isa.check_overlap(insts, "gfx9")
    insts = scopes[0]
    a = data.instruction("s_load_dword", "gfx9")
    clash = isa.Instruction("s_clash", a.encoding, {"gfx9": a.opcodes["gfx9"]}, (), ())
    with pytest.raises(isa.IsaDataError):
        isa.check_overlap(insts + [clash], "gfx9")


def test_split_fields_pack_and_unpack():
    from gcnls.encoding import pack, unpack

    lay = isa._parse_layout("t", {"fields": {"x": [[0, 3], [8, 11]], "op": [4, 7]}, "fixed": {}})
    assert lay.width("x") == 8
    word = pack(lay, {"x": 0xA5, "op": 3})
    assert word == 0x5 | 3 << 4 | 0xA << 8
    assert unpack(lay, word, "x") == 0xA5
    assert lay.match_mask({"x": 0xA5}) == (0xA05, 0xF0F)


def test_inventory_names_only_other_targets_mnemonics():
    """Every GCN mnemonic llvm-mc 22 knows is modelled: the inventory (isa/inventory.toml)
    only names what llvm-mc knows on other processors, which assemble reports as
    "instruction not supported on this GPU" (it has no unmodelled branch any more)."""
    data = isa.load()
    assert data.inventory
    on_gcn = {m: fams for m, fams in data.inventory.items() if any(gens for gens in fams.values())}
    assert not on_gcn, sorted(on_gcn)[:10]
    assert not set(data.inventory) & set(data.instructions)
