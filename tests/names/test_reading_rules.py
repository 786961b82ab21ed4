"""Reading rules added for renderings seen in translated news: Hindi q as क/क्व, Arabic w as ف,
Russian syllable separators, names that mix pinyin and Wade-Giles word by word, outlets and
company names that read like names, and Latin display names. Names here are invented."""
from __future__ import annotations

import pytest

from pipeline.names.chinese import detect_chinese_names
from pipeline.names.find import find_persons
from pipeline.names.people import latin_display_name
from pipeline.names.detect import SHORT_SYSTEM, detect_cased_names


def detect_other_names(text, lang):
    """Full-name candidates (one-word ones are linked or dropped later)."""
    return [m for m in detect_cased_names(text, lang) if m.system != SHORT_SYSTEM]
from pipeline.names.phonetic import phonetic_key, pinyin_display, read_chinese_name
from pipeline.names.project import reading_similarity
from pipeline.names.registry import load_registry


def keys(text: str, lang: str) -> list[tuple[str, str]]:
    return [(m.base, m.key) for m in detect_chinese_names(text, lang)]


def person_with(persons, lang, spelling):
    hits = [p for p in persons for m in p.mentions if m.lang == lang and m.mention.base == spelling]
    assert hits, f"no {lang} {spelling!r}: {[(m.lang, m.mention.base) for p in persons for m in p.mentions]}"
    return hits[0]


# ---------------------------------------------------------------- Hindi q, Arabic w


@pytest.mark.parametrize("spelling", ["कु मिंगवेन", "क्व मिंगवेन", "चु मिंगवेन", "छु मिंगवेन"])
def test_hindi_writes_pinyin_q_as_ka_kva_or_cha(spelling):
    assert reading_similarity(spelling, "hi", "qu ming wen") >= 88


def test_hindi_kva_alone_is_qu():
    [m] = detect_chinese_names("शोधकर्ता क्व हाओरान ने कहा।", "hi")
    assert m.key == "qu hao ran"


@pytest.mark.parametrize("spelling", ["تشو مينغ فين", "تشيو مينغ فين", "تشو مينغ وين"])
def test_arabic_writes_q_as_tsh_and_w_as_feh(spelling):
    assert reading_similarity(spelling, "ar", "qu ming wen") >= 88


def test_k_for_q_does_not_merge_a_different_given_name():
    # क now also reads q, but a different given-name syllable still keeps people apart
    assert reading_similarity("कु मिंगहाओ", "hi", "qu ming wen") < 75
    assert reading_similarity("تشو مينغ هاو", "ar", "qu ming wen") < 75


QU_VERSIONS = [
    ("tr", ["Qu Mingwen konuştu.", "Qu Mingwen ve Qu Mingwei birlikte çalıştı."]),
    ("ms", ["Qu Mingwen berkata.", "Qu Mingwen dan Qu Mingwei bekerja bersama."]),
    ("hi", ["शोधकर्ता कु मिंगवेन ने कहा।", "शोधकर्ता चु मिंगवेन और शोधकर्ता कु मिंगवेई ने साथ काम किया।"]),
    ("ar", ["وقال الباحث تشو مينغ فين.", "وعمل الباحث تشيو مينغ فين مع الباحث تشو مينغ وي."]),
]


def test_hindi_and_arabic_q_renderings_join_the_latin_person(version, identity):
    versions = [version(lang, paras) for lang, paras in QU_VERSIONS]
    persons, _ = find_persons(versions, identity(versions), load_registry(None))
    wen = person_with(persons, "tr", "Qu Mingwen")
    spellings = {(m.lang, m.mention.base) for m in wen.mentions}
    assert {("hi", "कु मिंगवेन"), ("hi", "चु मिंगवेन"), ("ar", "تشو مينغ فين"), ("ar", "تشيو مينغ فين")} <= spellings
    assert wen.canonical == "Qu Mingwen"
    wei = person_with(persons, "tr", "Qu Mingwei")
    assert wei.person_id != wen.person_id  # near-miss given names stay apart in every script
    assert ("hi", "कु मिंगवेई") in {(m.lang, m.mention.base) for m in wei.mentions}


# ---------------------------------------------------------------- Palladius separators


@pytest.mark.parametrize("name", ["Ли Цзинъюй", "Ли Цзин'юй", "Ли Цзин’юй", "Ли Цзин-юй", "Ли Цзинъюем"])
def test_russian_hard_sign_apostrophe_and_hyphen_separate_syllables(name):
    assert phonetic_key(name, "ru") == "li jing yu"
    assert [m.key for m in detect_chinese_names(f"Об этом рассказал {name}.", "ru")] == ["li jing yu"]


@pytest.mark.parametrize("name, key", [("Ван Эньюй", "wang en yu"), ("Гао Сяньъюнь", "gao xian yun"),
                                       ("Чэнь Вэньжуй", "chen wen rui")])
def test_russian_soft_sign_inside_a_given_name(name, key):
    assert phonetic_key(name, "ru") == key


# ---------------------------------------------------------------- mixed romanization systems


@pytest.mark.parametrize("name, key", [
    ("Hsieh Xiaoming", "xie xiao ming"),   # Wade-Giles surname, pinyin given name
    ("Xiaoming Hsieh", "xie xiao ming"),   # the same, given name first
    ("Tsao Yufeng", "cao yu feng"),         # joined given name reads as pinyin (WG: Yu-feng)
    ("Huang Chih-ming", "huang zhi ming"),  # pinyin surname, Wade-Giles given name
    ("Tsai Ruoxi", "cai ruo xi"),           # r and x: letters Wade-Giles does not use
    ("Hsu Wei-hsin", "xu wei xin"),         # hyphenated given name: Wade-Giles throughout
])
def test_each_word_read_in_the_system_that_reads_it(name, key):
    reading = read_chinese_name(name, "en")
    assert reading is not None and reading.key == key


def test_mixed_system_name_detected_in_text():
    assert keys("Araştırmayı Hsieh Xiaoming yönetti.", "tr") == [("Hsieh Xiaoming", "xie xiao ming")]


# ---------------------------------------------------------------- outlets and company names


@pytest.mark.parametrize("lang, text", [
    ("tr", "Yazan: Jiang Nan Wang"),
    ("tr", "Kaynak: Hua Xia Bao"),
    ("ms", "Sumber: Tian Ji She"),
    ("en", "Source: Dong Fang Tai"),
    ("ru", "Источник: Цзян Нань Ван"),
    ("ar", "المصدر: جيانغ نان وانغ"),
    ("hi", "स्रोत: जियांग नान वांग"),
])
def test_romanized_outlet_in_a_byline_is_not_a_person(lang, text):
    assert detect_chinese_names(text, lang) == []
    assert detect_other_names(text, lang) == []


@pytest.mark.parametrize("lang, text, expected", [
    # the same words outside a byline: a given name split into two words
    ("tr", "Toplantıda Jiang Nan Wang konuştu.", [("Jiang Nan Wang", "jiang nan wang")]),
    # a two-word name after a byline word is the author
    ("tr", "Yazan: Jiang Wang", [("Jiang Wang", "jiang wang")]),
])
def test_media_syllables_alone_do_not_reject_a_name(lang, text, expected):
    assert keys(text, lang) == expected


def test_hanzi_outlet_is_not_a_person():
    assert detect_chinese_names("المصدر: 江南报", "ar") == []
    assert [m.key for m in detect_chinese_names("作者：王海明", "ar")] == ["wang hai ming"]


@pytest.mark.parametrize("lang, text", [
    ("ms", "Dia menyertai Hua Yu Tian Cheng pada 2024."),
    ("tr", "Daha sonra Hua Yu Tian Cheng şirketine katıldı."),
    ("ru", "Затем он перешёл в Хуа Юй Тянь Чэн."),
])
def test_four_one_syllable_words_are_a_company_not_a_person(lang, text):
    assert detect_chinese_names(text, lang) == []
    assert detect_other_names(text, lang) == []


def test_a_name_with_a_split_given_name_is_still_found():
    assert keys("Menurut Ouyang Xiu Wen, kajian itu berjaya.", "ms") == [("Ouyang Xiu Wen", "ou yang xiu wen")]


# ---------------------------------------------------------------- Latin display names


@pytest.mark.parametrize("key, display", [
    ("qu ming wen", "Qu Mingwen"), ("ou yang xiu wen", "Ouyang Xiuwen"), ("li an an", "Li An'an"),
    ("lv xin", "Lü Xin"), ("zhang yu", "Zhang Yu"),
])
def test_pinyin_display(key, display):
    assert pinyin_display(key) == display


def test_non_chinese_display_is_romanized():
    assert latin_display_name("gr vtrf", False, "Игорь Ветров") == "Igor Vetrov"


def test_canonical_is_latin_when_no_version_writes_the_name_in_latin(version, identity):
    versions = [version("tr", ["Hava güzeldi."]), version("ru", ["Об этом сказал Ван Лихуа."])]
    persons, _ = find_persons(versions, identity(versions), load_registry(None))
    [wang] = persons
    assert wang.canonical == "Wang Lihua"
