"""Per-language name cue files (pipeline/lang/<code>/names.yml) and the affix rules they drive."""
from __future__ import annotations

import unicodedata

import pytest
import yaml

from pipeline.names import affixes

LANGS = ["tr", "ms", "hi", "ar", "ru", "en"]
LIST_KEYS = ["titles", "roles", "speech_verbs", "stop_words", "org_words", "place_words",
             "postpositions", "clitics", "name_homographs"]


@pytest.mark.parametrize("lang", LANGS)
def test_cue_files_are_clean(lang):
    path = affixes.LANG_DIR / lang / "names.yml"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("#"), "header comment naming the source and convention"
    data = yaml.safe_load(text)
    for key in LIST_KEYS:
        values = [str(v) for v in data.get(key) or []]
        for v in values:
            assert v == v.strip() == unicodedata.normalize("NFC", v), (lang, key, v)
        assert len(values) == len(set(values)), (lang, key, sorted(v for v in values if values.count(v) > 1))


@pytest.mark.parametrize("lang", LANGS)
def test_homographs_are_stop_words(lang):
    cues = affixes.load_cues(lang)
    assert cues.name_homographs <= cues.stop_words


def test_unknown_language_falls_back_to_english_cues():
    assert affixes.load_cues("xx").stop_words == affixes.load_cues("en").stop_words


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
