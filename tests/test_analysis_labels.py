"""analysis.collect_labels / undefined_labels: the label logic analyze_lines and the
server's incremental document share."""

from gcnls import analysis, isa


def test_labels_duplicates_and_undefined():
    proc = isa.load().processor("gfx900")
    prog = analysis.analyze("a:\ns_cbranch_i_fork s[0:1], b\na:\ns_cbranch_i_fork s[0:1], a\n", proc)
    labels, dups = analysis.collect_labels(prog.results)
    assert list(labels) == ["a"] and labels["a"][0] == 0
    assert [(i, d.code) for i, d in dups] == [(2, "duplicate-label")]
    undefined = analysis.undefined_labels(prog.results[1], labels)
    assert [(d.code, d.start, d.end) for d in undefined] == [("undefined-label", 25, 26)]
    assert analysis.undefined_labels(prog.results[3], labels) == []
    # Only the given lines are looked at.
    assert analysis.collect_labels(prog.results, [2])[0]["a"][0] == 2
    assert analysis.symbols("b+.L1-4") == ["b", ".L1"]


def test_literal_fixups_to_undefined_symbols_are_relocations():
    """llvm-mc writes an object for a literal naming an undefined symbol (a relocation,
    variant and addend included) but refuses an undefined branch target."""
    proc = isa.load().processor("tonga")
    prog = analysis.analyze("s_add_u32 s2, s2, t@gotpcrel32@lo+4\ns_add_u32 s2, s2, bar\n"
                            "s_addc_u32 s3, s3, baz@abs32@hi\ns_branch qux\n", proc)
    assert [r.encoded.fixups != () for r in prog.results[:4]] == [True] * 4
    assert [(i, d.message) for i, d in prog.diagnostics if d.is_error] == [(3, "undefined label 'qux'")]
