"""Phonetic keys: one key for a Chinese name in every script, and similarity that keeps near misses apart."""
from __future__ import annotations

import pytest

from pipeline.names.phonetic import key_similarity, phonetic_key, to_pinyin_candidates

SAME_PERSON = 90  # a clustering threshold between these two numbers keeps every case below right
DIFFERENT = 85


@pytest.mark.parametrize("name, lang", [
    ("Gao Mingyuan", "tr"),
    ("Gao Mingyuan'ın", "tr"),          # Turkish genitive after an apostrophe
    ("Mingyuan Gao", "en"),             # given name first
    ("GAO Mingyuan", "ms"),             # all-caps surname
    ("Gao MingYuan", "ms"),             # mixed case
    ("Gao Ming Yuan", "ms"),            # separated given name
    ("Kao Ming-Yüan", "ms"),            # Wade-Giles with umlaut
    ("Kao Ming-Yuan", "ms"),            # Wade-Giles as usually printed
    ("Гао Минъюань", "ru"),             # Palladius
    ("गाओ मिंगयुआन", "hi"),
    ("غاو مينغ يوان", "ar"),
    ("高明远", "zh"),
])
def test_one_key_across_scripts(name, lang):
    assert phonetic_key(name, lang) == "gao ming yuan"


@pytest.mark.parametrize("name, lang, key", [
    ("Ду Сяофэна", "ru", "du xiao feng"),       # genitive of a hard-consonant name
    ("Ли Цзюньхуэем", "ru", "li jun hui"),       # instrumental of a -й name
    ("Фан Вэньбиню", "ru", "fang wen bin"),      # dative of a -ь name
    ("Сюй Вэньсиня", "ru", "xu wen xin"),        # genitive: Вэньсинь, not the 3-syllable "вэнь си ня"
    ("Ouyang Qianlin", "en", "ou yang qian lin"),  # two-syllable surname
    ("Hsieh Ming-Hui", "ms", "xie ming hui"),
    ("Ch'en Chih-Hung", "en", "chen zhi hong"),
    ("Tsai Yung-Chi", "en", "cai yong ji"),
    ("ولي جون هوي", "ar", "li jun hui"),         # conjunction و is not part of the name
])
def test_keys_strip_affixes_and_read_each_system(name, lang, key):
    assert phonetic_key(name, lang) == key


@pytest.mark.parametrize("a, b", [
    ("xie ming hui", "hsieh ming hui"),     # raw Wade-Giles key read as pinyin
    ("zhou ming hua", "zou ming hua"),      # Hindi ज for zh and z
    ("xu wen bo", "shu wen bo"),            # Arabic ش for x and sh
    ("lin jia xin", "lin jia shen"),        # Arabic ين for in and en
    ("he zhi lin", "he zhi ling"),          # Russian press drops the soft sign
])
def test_transliteration_variants_score_as_same_person(a, b):
    assert key_similarity(a, b) >= SAME_PERSON


@pytest.mark.parametrize("a, b", [
    ("fang hao", "fang hao ran"),           # a syllable more
    ("lin guang hui", "lin guan dong"),     # two given syllables differ
    ("ma yi lin", "ma an guo"),
    ("guo wen jie", "guan wen jie"),        # another surname
    ("wang li", "wang li ming"),
    ("zhao yu", "zhao yun"),
])
def test_near_misses_stay_apart(a, b):
    assert key_similarity(a, b) < DIFFERENT


def test_one_letter_variant_scores_between():
    # same surname and first given syllable, last syllable a letter off: a spelling variant to flag
    score = key_similarity("tan yu lun", "tan yu lin")
    assert 75 <= score < DIFFERENT


def test_similarity_is_symmetric_and_bounded():
    pairs = [("gao ming yuan", "gao min yuan"), ("li na", "li nan"), ("sun", "sun li")]
    for a, b in pairs:
        assert key_similarity(a, b) == key_similarity(b, a)
        assert 0 <= key_similarity(a, b) <= 100


@pytest.mark.parametrize("word, lang, expected", [
    ("Mingyuan", "en", ["ming", "yuan"]),
    ("Минхуэй", "ru", ["ming", "hui"]),
    ("मिंगहुई", "hi", ["ming", "hui"]),
    ("शिन्यू", "hi", ["xin", "yu"]),           # virama between syllables
    ("Wen-Hsiung", "en", ["wen", "xiong"]),
    ("Xi'an", "en", ["xi", "an"]),
])
def test_candidates_first_segmentation(word, lang, expected):
    assert to_pinyin_candidates(word, lang)[0] == expected


def test_arabic_candidates_list_the_ambiguous_readings():
    candidates = to_pinyin_candidates("شين", "ar")
    assert ["xin"] in candidates and ["shen"] in candidates


def test_non_pinyin_word_has_no_candidates():
    assert to_pinyin_candidates("Kimi", "en") == []
    assert to_pinyin_candidates("Moonshot", "en") == []


def test_non_chinese_names_get_a_rough_latin_key():
    assert phonetic_key("Erika Lindqvist", "en") == phonetic_key("Эрика Линдквист", "ru")
    assert key_similarity(phonetic_key("Erika Lindqvist", "en"), phonetic_key("Erik Lindkvist", "tr")) > 85


@pytest.mark.parametrize("word, lang, reading", [
    ("Mingyuan'ın", "tr", ["ming", "yuan"]),     # Turkish suffix cut first
    ("Цзюньхуэем", "ru", ["jun", "hui"]),        # the nominative's reading is offered
    ("ليانغ", "ar", ["yang"]),                    # ل + Yang besides Liang
])
def test_candidates_include_readings_of_bare_forms(word, lang, reading):
    assert reading in to_pinyin_candidates(word, lang)


def test_turkish_suffix_reading_comes_first():
    assert to_pinyin_candidates("Mingyuan'ın", "tr")[0] == ["ming", "yuan"]
