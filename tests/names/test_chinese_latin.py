"""Chinese names in Latin script: pinyin, Wade-Giles, word order, case, suffixes, and what is not a name."""
from __future__ import annotations

import pytest

from pipeline.names.chinese import detect_chinese_names


def found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(m.base, m.key) for m in detect_chinese_names(text, lang)]


@pytest.mark.parametrize("lang, text, expected", [
    ("tr", "Toplantıda Gao Mingyuan konuştu.", [("Gao Mingyuan", "gao ming yuan")]),
    ("ms", "Kajian itu diketuai oleh Hsieh Ming-Hui dari Taipei.", [("Hsieh Ming-Hui", "xie ming hui")]),
    ("en", "The paper by Mingyuan Gao was cited.", [("Mingyuan Gao", "gao ming yuan")]),
    ("en", "Authors: XIE Minghui, Tan Jiale.", [("XIE Minghui", "xie ming hui"), ("Tan Jiale", "tan jia le")]),
    ("ms", "Penyelidik Xie MingHui menulis kod itu.", [("Xie MingHui", "xie ming hui")]),
    ("en", "Ouyang Qianlin and Sima Hao joined.", [("Ouyang Qianlin", "ou yang qian lin"), ("Sima Hao", "si ma hao")]),
    ("en", "Engineer Fang Bo Wen fixed it.", [("Fang Bo Wen", "fang bo wen")]),
    ("en", "Tsai Yung-Chi and Chang Chih-Hung met Hsu Li.", [
        ("Tsai Yung-Chi", "cai yong ji"), ("Chang Chih-Hung", "zhang zhi hong"), ("Hsu Li", "xu li")]),
])
def test_latin_names_found(lang, text, expected):
    assert found(text, lang) == expected


def test_turkish_apostrophe_suffix_is_not_part_of_the_name():
    text = "Gao Mingyuan'ın ekibi Tan Jiale'ye katıldı."
    mentions = detect_chinese_names(text, "tr")
    assert [m.base for m in mentions] == ["Gao Mingyuan", "Tan Jiale"]
    assert [m.surface for m in mentions] == ["Gao Mingyuan'ın", "Tan Jiale'ye"]
    for m in mentions:
        assert text[m.start:m.end] == m.surface


def test_system_is_reported():
    pinyin, wg = detect_chinese_names("Gao Mingyuan and Kao Ming-Yuan.", "en")
    assert (pinyin.system, wg.system) == ("pinyin", "wade-giles")
    assert pinyin.key == wg.key and pinyin.chinese and wg.chinese
    assert 0.5 <= pinyin.score <= 1.0


@pytest.mark.parametrize("lang, text", [
    ("en", "She studied at Qinghua University and later in Hong Kong."),
    ("en", "The chatbot Kimi was built by Moonshot in Beijing."),
    ("en", "Zhong Guan Cun is busy; Shang Hai too."),                 # places in pinyin
    ("en", "Sales of Fang Zhou Technology grew."),                     # a company: the run goes on
    ("ms", "Mereka ke Tian Qiong Yu Zhou untuk makan."),               # a long Chinese proper noun
    ("en", "Long Men was the title of the song."),                    # English words that spell pinyin
    ("ms", "Dan Bin pun datang."),                                     # Malay words that spell pinyin
    ("tr", "Bu Sen de gel."),
    ("en", "He said the AI model was good."),
    ("en", "the meta AI lab and Meta AI."),
])
def test_not_person_names(lang, text):
    assert found(text, lang) == []


def test_malay_yang_can_still_be_a_surname_before_a_joined_given_name():
    assert found("Yang Zhiyuan ialah jurutera.", "ms") == [("Yang Zhiyuan", "yang zhi yuan")]
    assert found("Yang baru tiba ialah Wen.", "ms") == []


def test_lowercase_words_are_not_names_in_latin_script():
    assert found("the gao ming yuan syllables", "en") == []


def test_legacy_wade_giles_surname_before_pinyin_given_name():
    assert found("Menurut Chiu Mingyuan, kajian itu berjaya.", "ms") == [("Chiu Mingyuan", "qiu ming yuan")]


def test_long_capitalized_word_before_a_name_is_not_part_of_a_chinese_phrase():
    # "Penyelidikan" happens to read as pen-ye-li-di-kan, but no name word has five syllables
    assert found("Penyelidikan Gao Mingyuan bermula awal.", "ms") == [("Gao Mingyuan", "gao ming yuan")]
    # a short pinyin-like capitalized word before it means a longer Chinese proper noun
    assert found("Di Zhong Gao Ming Yuan ada taman.", "ms") == []
