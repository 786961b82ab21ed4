"""Arabic numbers beyond one mention per example (those are tests/numbers/corpus/ar/): the other
reading of an ambiguous mark, several mentions of one sentence, lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line
from pipeline.numbers import extract_numbers

LANG = "ar"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


def test_vague_quantities():
    m = mention("كان تقييمه ببضعة مليارات من الدولارات فقط.", "ببضعة مليارات من الدولارات")
    assert m.vague and m.value == 2e9 and m.value_max == 9e9 and m.unit == "USD"
    m = mention("ربط ChatGPT بقدرات مئات الآلاف من الواجهات.", "مئات الآلاف")
    assert m.vague and m.value == 1e5 and m.value_max == 1e6
    m = mention("يعمل على آلاف العقد.", "آلاف")
    assert m.vague and m.value == 1000


def test_percent_and_times_are_told_apart():
    assert mention("تسريع بنسبة 6.5%", "6.5%").unit == "percent"
    assert mention("تسريع بنسبة 6.5 مرة", "6.5 مرة").unit == "times"


def test_lone_ahad_is_not_a_number():
    assert extract_numbers("كأحد المؤلفين الأساسيين، وهو أحد الباحثين.", LANG) == []


@pytest.mark.parametrize("line, surface, value, unit", [
    (1, "31.5 مليار دولار أمريكي", 31.5e9, "USD"),
    (5, "2.8T", 2.8e12, "params"),
    (9, "210 مليار يوان صيني", 210e9, "CNY"),
    (11, "80%", 80, "percent"),
    (83, "20 مرة", 20, "times"),
    (173, "6.5 مرة", 6.5, "times"),
    (217, "59% إلى 498%", 59, "percent"),
    (229, "2020 و2021", 2020, "year"),
    (245, "15", 15, "rank"),
])
def test_sample_lines(line, surface, value, unit):
    m = mention(sample(line), surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


def test_sample_conference_years_after_clitic_are_skipped():
    assert not [m for m in extract_numbers(sample(165), LANG) if m.unit == "year"]


def test_ordinal_word_next_to_a_rank_noun():
    m = mention("احتل المرتبة الثامنة في القائمة.", "الثامنة")
    assert m.value == 8 and m.unit == "rank"


def test_doubling_verb_makes_marrat_a_multiplier():
    assert mention("تضاعفت الأرباح ثلاث مرات خلال عشر سنوات.", "ثلاث مرات").unit == "times"
