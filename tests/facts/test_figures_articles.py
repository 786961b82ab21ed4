"""The figures-* articles (tests/fixtures/articles, written for reconcile in en tr ms hi ar ru,
one paragraph per line): faithful translations with conversions and restatements give no numeric
row, with and without the English source; every error planted in a copy (plants.yml) gives a
numeric row on its version and line and nowhere else; extraction agrees with the hand-made gold.
``benchmarks/numbers_figures.py`` prints the same figures."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import numbers_figures as figures  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "articles"
ARTICLES = figures.articles(FIXTURES)
PLANTS = [(folder, plant) for folder in ARTICLES for plant in figures.plants_of(folder)]


def test_there_are_six_articles_or_more_in_six_languages():
    assert len(ARTICLES) >= 6
    for folder in ARTICLES:
        assert {p.stem for p in folder.glob("*.txt")} == {"en", "tr", "ms", "hi", "ar", "ru"}, folder.name
        lines = {p.stem: p.read_text(encoding="utf-8").splitlines() for p in folder.glob("*.txt")}
        assert len({len(v) for v in lines.values()}) == 1 and 8 <= len(lines["en"]) <= 15, folder.name


@pytest.mark.parametrize("source", ["", "en"])
@pytest.mark.parametrize("folder", ARTICLES, ids=lambda f: f.name)
def test_faithful_versions_give_no_serious_numeric_row(folder, source):
    rows = [figures.describe(d) for d in figures.reconcile(folder, source) if d.severity in figures.SERIOUS]
    assert rows == []


@pytest.mark.parametrize("folder, plant", PLANTS, ids=lambda x: x.name if isinstance(x, Path) else f"{x[0]}-{x[1]}-{x[2]}")
def test_a_planted_error_gives_a_row_on_its_line_only(folder, plant, tmp_path):
    found, here, elsewhere = figures.planted(folder, plant, tmp_path, "")
    assert found, plant
    assert [figures.describe(d) for d in elsewhere] == []
    kind = plant[0]
    if kind == "omitted":
        assert {d.kind for d in here} == {"missing"}
    else:
        assert {d.kind for d in here} <= {"value", "scale", "unit", "inconsistent"}, [figures.describe(d) for d in here]


def test_planted_errors_are_found_against_the_english_source_too(tmp_path):
    missed = [plant for folder, plant in PLANTS if not figures.planted(folder, plant, tmp_path, "en")[0]]
    assert missed == []


@pytest.mark.parametrize("folder", ARTICLES, ids=lambda f: f.name)
def test_extraction_agrees_with_the_gold(folder):
    """On the lines with no pending figure (``pending.yml``: what the extractor does not read yet)."""
    totals: dict[str, list[int]] = {}
    figures.extraction(folder, totals, show=False, promised=True)
    for lang, (right, found, wanted) in totals.items():
        assert right >= 0.9 * wanted and right >= 0.9 * found, (folder.name, lang, right, found, wanted)


@pytest.mark.parametrize("folder", ARTICLES, ids=lambda f: f.name)
def test_pending_figures_are_still_unread(folder):
    """A pending figure the extractor reads by now leaves pending.yml (and joins the promise)."""
    assert figures.pending_read(folder) == []
