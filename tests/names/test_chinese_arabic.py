"""Chinese names in Arabic script: clitics, ambiguous letters, stop words and context."""
from __future__ import annotations

import pytest

from pipeline.names.chinese import detect_chinese_names
from pipeline.names.phonetic import key_similarity


def mentions(text: str):
    return detect_chinese_names(text, "ar")


def test_name_after_a_title_and_verb_of_saying():
    [m] = mentions("وقال المهندس غاو مينغ يوان إن النموذج جاهز.")
    assert m.base == "غاو مينغ يوان"
    assert m.key == "gao ming yuan"
    assert m.system == "arabic"


def test_conjunction_clitic_is_stripped_from_the_base():
    text = "عمل الباحث تشانغ لي مع الباحث ولي جون هوي في المختبر."
    found = mentions(text)
    assert [m.base for m in found] == ["تشانغ لي", "لي جون هوي"]
    second = found[1]
    assert second.surface == "ولي جون هوي" == text[second.start:second.end]
    assert second.key == "li jun hui"


def test_joined_given_name():
    [m] = mentions("أكد الباحث شيه مينغهوي النتائج.")
    assert m.key == "xie ming hui"


@pytest.mark.parametrize("text, key", [
    ("قال شو وين بو ذلك.", "xu wen bo"),          # ش is x or sh
    ("قال لين جيا شين ذلك.", "lin jia xin"),       # ين is in or en
])
def test_ambiguous_letters_still_match_the_pinyin_key(text, key):
    [m] = mentions(text)
    assert key_similarity(m.key, key) >= 90


@pytest.mark.parametrize("text", [
    "في هذا اليوم ذهب إلى المدرسة مع أصدقائه.",
    "لا ما لي من هو.",                              # function words that spell pinyin
    "درس في جامعة تشينغ هوا قبل ذلك.",              # preceded by "university"
    "ارتفع التقييم إلى 210 مليار يوان صيني.",        # the currency yuan
    "و شو",
])
def test_not_names(text):
    assert mentions(text) == []


def test_two_syllable_name_without_cue_is_not_reported():
    assert mentions("ثم تانغ لي غادر.") == []
    [m] = mentions("ثم قال تانغ لي ذلك.")
    assert key_similarity(m.key, "tang li") >= 90  # لي reads li or lei


def test_latin_spelling_in_the_paragraph_confirms_the_name():
    found = mentions("انضم تانغ لي (Tang Li) إلى الفريق.")
    assert len(found) == 2
    assert all(key_similarity(m.key, "tang li") >= 90 for m in found)


def test_hanzi_name_in_arabic_text():
    [m] = mentions("المصدر: 高明远")
    assert (m.key, m.system) == ("gao ming yuan", "hanzi")


def test_keys_from_the_aligned_paragraph_confirm_a_weak_name():
    text = "ثم تانغ لي غادر."
    assert mentions(text) == []
    [m] = detect_chinese_names(text, "ar", hint_keys=["tang li"])
    assert m.base == "تانغ لي"
    # a hint for someone else confirms nothing
    assert detect_chinese_names(text, "ar", hint_keys=["gao ming yuan"]) == []
