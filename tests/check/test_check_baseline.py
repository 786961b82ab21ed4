"""The baseline file: load, save, validation with one-line reasons."""
from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest

from pipeline.check.baseline import (
    COLUMNS,
    Baseline,
    BaselineEntry,
    BaselineError,
    load_baseline,
    parse_baseline,
    render_baseline,
    save_baseline,
)

HEADER = ",".join(COLUMNS)


def entry(issue_id="scale-1a2b3c4d5e", article="news", **kw) -> BaselineEntry:
    values = dict(kind=issue_id.rsplit("-", 1)[0], lang="ms", found="31.5 juta", expected="31,5 milyar",
                  reason="desk confirmed", date="2026-11-30")
    values.update(kw)
    return BaselineEntry(issue_id=issue_id, article=article, **values)


def test_entry_fields_are_the_columns():
    assert [f.name for f in fields(BaselineEntry)] == COLUMNS


def test_missing_file_is_an_empty_baseline(tmp_path):
    baseline = load_baseline(tmp_path / "reconcile-baseline.csv")
    assert baseline.entries == {}
    assert baseline.exists is False


@pytest.mark.parametrize("text", ["", "\n", HEADER + "\n", "\ufeff" + HEADER + "\n\n"])
def test_empty_or_header_only_file_is_empty(tmp_path, text):
    path = tmp_path / "b.csv"
    path.write_text(text, encoding="utf-8")
    assert load_baseline(path).entries == {}


def test_save_then_load_round_trips_and_sorts(tmp_path):
    path = tmp_path / "sub" / "reconcile-baseline.csv"
    entries = [
        entry("value-00000000ff", article="zeta", kind="value"),
        entry("scale-bbbbbbbbbb", article="alpha", found='Rs 5 "crore", net', expected="50 juta\nbaru"),
        entry("name_mismatch-aaaaaaaaaa", article="alpha", kind="name_mismatch", lang="ru",
              found="Чжан Юйтао", expected="Zhang Yutao"),
    ]
    save_baseline(Baseline(path=path, entries={e.issue_id: e for e in entries}))
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    assert lines[0] == HEADER
    # sorted by article, then issue id; one entry per line (newlines in cells collapsed)
    assert [line.split(",")[0] for line in lines[1:4]] == [
        "name_mismatch-aaaaaaaaaa", "scale-bbbbbbbbbb", "value-00000000ff"]
    assert text.endswith("\n") and "\r" not in text and len(lines) == 5
    loaded = load_baseline(path)
    assert loaded.entries["scale-bbbbbbbbbb"].found == 'Rs 5 "crore", net'
    assert loaded.entries["scale-bbbbbbbbbb"].expected == "50 juta baru"
    assert loaded.entries["name_mismatch-aaaaaaaaaa"].found == "Чжан Юйтао"
    assert list(path.parent.iterdir()) == [path]  # no temporary file left behind


def test_formula_like_cells_are_guarded_and_read_back(tmp_path):
    path = tmp_path / "reconcile-baseline.csv"
    hostile = entry("scale-cccccccccc", article='=HYPERLINK("evil.test","click")', found="-2,5 milyar",
                    expected="@SUM(A1)", reason="+1 from the desk")
    save_baseline(Baseline(path=path, entries={hostile.issue_id: hostile}))
    row = path.read_text(encoding="utf-8").split("\n")[1]
    assert row.startswith("scale-cccccccccc,\"'=HYPERLINK(")
    assert ',"\'-2,5 milyar",' in row and ",'@SUM(A1)," in row and ",'+1 from the desk," in row
    assert load_baseline(path).entries == {hostile.issue_id: hostile}


def test_render_is_deterministic_regardless_of_insertion_order():
    a, b = entry("scale-aaaaaaaaaa"), entry("scale-bbbbbbbbbb", article="b")
    assert render_baseline([a, b]) == render_baseline([b, a])


def test_columns_may_come_in_any_order_and_optional_ones_may_be_missing(tmp_path):
    text = "date,reason,kind,article,issue_id\n2026-01-02,ok,unit,news,unit-0123456789\n"
    parsed = parse_baseline(text)
    assert parsed["unit-0123456789"].reason == "ok"
    assert parsed["unit-0123456789"].found == ""


def row(**kw) -> str:
    values = dict(issue_id="scale-1a2b3c4d5e", article="news", kind="scale", lang="ms", found="x",
                  expected="y", reason="ok", date="2026-11-30")
    values.update(kw)
    return ",".join(values[c] for c in COLUMNS)


@pytest.mark.parametrize(
    "text, words",
    [
        (HEADER + ",extra\n", ["unknown column 'extra'"]),
        ("issue_id,article,kind,date\n", ["missing column 'reason'"]),
        (HEADER + "\n" + row(issue_id="not an id") + "\n", ["row 2", "not an issue id"]),
        (HEADER + "\n" + row(kind="unit") + "\n", ["row 2", "kind 'unit'", "'scale'"]),
        (HEADER + "\n" + row(reason="") + "\n", ["row 2", "no reason"]),
        (HEADER + "\n" + row(date="30.11.2026") + "\n", ["row 2", "YYYY-MM-DD"]),
        (HEADER + "\n" + row(date="2026-13-01") + "\n", ["row 2", "YYYY-MM-DD"]),
        (HEADER + "\n" + row(article="") + "\n", ["row 2", "no article"]),
        (HEADER + "\n" + row() + "\n" + row() + "\n", ["row 3", "listed twice"]),
        (HEADER + "\n" + row() + ",surplus\n", ["row 2", "9 fields", "header has 8"]),
        (HEADER + "\n<<<<<<< HEAD\n" + row() + "\n=======\n>>>>>>> branch\n", ["line 2", "merge conflict"]),
        (HEADER + '\nscale-1a2b3c4d5e,"news\n', ["not valid CSV"]),
    ],
)
def test_broken_baselines_raise_one_line_reasons(tmp_path, text, words):
    path = tmp_path / "reconcile-baseline.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BaselineError) as info:
        load_baseline(path)
    message = str(info.value)
    assert "\n" not in message
    assert str(path) in message
    for word in words:
        assert word in message


def test_non_utf8_baseline_is_refused(tmp_path):
    path = tmp_path / "b.csv"
    path.write_bytes((HEADER + "\n" + row(reason="açıklama") + "\n").encode("iso-8859-9"))
    with pytest.raises(BaselineError, match="not UTF-8"):
        load_baseline(path)


def test_directory_is_refused(tmp_path):
    with pytest.raises(BaselineError, match="is a directory"):
        load_baseline(tmp_path)


def test_hand_edited_whitespace_is_tolerated(tmp_path):
    path = tmp_path / "b.csv"
    path.write_text(HEADER + "\n" + row(issue_id=" scale-1a2b3c4d5e ", reason=" ok ") + "\n\n", encoding="utf-8")
    assert load_baseline(path).entries["scale-1a2b3c4d5e"].reason == "ok"


def test_for_articles_filters_and_sorts():
    baseline = Baseline(Path("b.csv"), {e.issue_id: e for e in [
        entry("scale-cccccccccc", article="b"), entry("scale-bbbbbbbbbb", article="a"),
        entry("scale-aaaaaaaaaa", article="c")]})
    assert [e.issue_id for e in baseline.for_articles(["a", "b"])] == ["scale-bbbbbbbbbb", "scale-cccccccccc"]
