"""Per-language name cue files (pipeline/lang/<code>/names.yml, pipeline/lang/names.yml) and
the affix rules they drive."""
from __future__ import annotations

import unicodedata

import pytest

from pipeline.lang import supported
from pipeline.lang.data import read_table
from pipeline.names import affixes
from pipeline.names.cues import cues_for

LIST_KEYS = ["titles", "roles", "speech_verbs", "stop_words", "org_words", "place_words", "product_words",
             "eponym_words", "postpositions", "clitics", "name_homographs", "byline_words", "particles",
             "patronymic", "articles", "arabic_articles", "article_prefixes", "country_names", "plural_suffixes",
             "foreign_letters"]
PHRASE_KEYS = {"titles", "country_names"}  # a title of two words (Tan Sri), a country (Great Britain)


@pytest.mark.parametrize("relative", [f"{code}/names.yml" for code in supported()] + ["names.yml"])
def test_cue_files_are_clean(relative):
    from pipeline.lang.data import LANG_DIR

    text = (LANG_DIR / relative).read_text(encoding="utf-8")
    assert text.startswith("#"), "header comment naming the source and convention"
    data = read_table(relative)
    assert data, relative
    for key in LIST_KEYS:
        values = [str(v) for v in data.get(key) or []]
        for v in values:
            assert v == v.strip() == unicodedata.normalize("NFC", v), (relative, key, v)
            if key not in PHRASE_KEYS:
                assert " " not in v, (relative, key, v)  # cue words are single words
            else:
                assert "  " not in v, (relative, key, v)
        assert len(values) == len(set(values)), (relative, key, sorted(v for v in values if values.count(v) > 1))


@pytest.mark.parametrize("lang", supported())
def test_homographs_are_stop_words(lang):
    cues = cues_for(lang)
    assert cues.name_homographs <= cues.stop_words


def test_an_unknown_language_gets_the_shared_cues_only():
    shared = cues_for("xx")
    assert "university" in shared.org_words and "dr" in shared.titles
    assert not shared.stop_words and not shared.clitics


@pytest.mark.parametrize("word, lang, first, expected", [
    ("Xinyu'nun", "tr", True, ["Xinyu", "Xinyu'nun"]),
    ("Weixin's", "en", True, ["Weixin", "Weixin's"]),
    ("ولي", "ar", True, ["ولي", "لي"]),
    ("ولي", "ar", False, ["ولي"]),                        # proclitics only on the first word
    ("Синьюя", "ru", True, ["Синьюя", "Синьюй", "Синьюь"]),   # the reader keeps the one that reads
    ("Каймином", "ru", True, ["Каймином", "Каймин"]),
])
def test_base_candidates(word, lang, first, expected):
    assert affixes.base_candidates(word, lang, first)[: len(expected)] == expected


def test_wade_giles_apostrophe_survives_turkish_suffix_stripping():
    # "Ch" + "'en" looks like a Turkish suffix, but only "Ch'en" reads as a syllable
    assert "Ch'en" in affixes.base_candidates("Ch'en", "tr")
    from pipeline.names.phonetic import phonetic_key
    assert phonetic_key("Ch'en Wei-ming", "tr") == "chen wei ming"
