"""The people benchmark's articles (benchmarks/data/names_people/*.txt) are the source of the
fixtures under tests/fixtures/articles/people-* and of benchmarks/data/names_people_gold.json:
both must be what ``benchmarks/names_people.py --build`` makes of them, and every person must
be labelled in every version on the same lines (a translation names the same people)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchmarks.names_people import FIXTURES, GOLD, PREFIX, SOURCES, parse_source  # noqa: E402

ARTICLES = sorted(SOURCES.glob("*.txt"))
LANGS = {"en", "tr", "ms", "hi", "ar", "ru"}


def test_there_are_articles_in_every_language():
    assert len(ARTICLES) >= 6
    for path in ARTICLES:
        _, plain, _ = parse_source(path)
        assert set(plain) == LANGS, path.name
        assert 8 <= len(plain["en"]) <= 15, path.name


@pytest.mark.parametrize("path", ARTICLES, ids=lambda p: p.stem)
def test_fixtures_are_built_from_the_source(path):
    _, plain, _ = parse_source(path)
    folder = FIXTURES / (PREFIX + path.stem)
    for lang, lines in plain.items():
        assert (folder / f"{lang}.txt").read_text(encoding="utf-8") == "\n".join(lines) + "\n", (path.stem, lang)


@pytest.mark.parametrize("path", ARTICLES, ids=lambda p: p.stem)
def test_the_gold_labels_are_built_from_the_source_and_agree_across_versions(path):
    people, _, labels = parse_source(path)
    gold = json.loads(GOLD.read_text(encoding="utf-8"))
    assert gold[PREFIX + path.stem] == labels
    assert set(labels) == set(people.values())
    for person, by_lang in labels.items():
        assert set(by_lang) == LANGS, person
        assert len({tuple(sorted(lines, key=int)) for lines in by_lang.values()}) == 1, person
