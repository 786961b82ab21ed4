"""Arabic numbers: sentences written for these tests, then lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line
from pipeline.numbers import extract_numbers

LANG = "ar"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


@pytest.mark.parametrize("text, surface, value, unit", [
    ("بلغ التقييم 31.5 مليار دولار.", "31.5 مليار دولار", 31.5e9, "USD"),
    ("أي ما يقارب 210 مليار يوان صيني.", "210 مليار يوان صيني", 210e9, "CNY"),
    ("بلغ التقييم ٣١٫٥ مليار دولار.", "٣١٫٥ مليار دولار", 31.5e9, "USD"),
    ("الإيرادات ١٬٢٥٠ دولاراً.", "١٬٢٥٠ دولاراً", 1250, "USD"),
    ("بقيمة 700 مليون دولار أمريكي.", "700 مليون دولار أمريكي", 7e8, "USD"),
    ("بلغت 5 ملايين ريال سعودي.", "5 ملايين ريال سعودي", 5e6, "SAR"),
    ("و80% منهم شباب.", "80%", 80, "percent"),
    ("بنسبة ٪75 تقريبا.", "٪75", 75, "percent"),
    ("ارتفع 12 بالمئة.", "12 بالمئة", 12, "percent"),
    ("ارتفع 12 في المائة.", "12 في المائة", 12, "percent"),
    ("تسريع الاستدلال بنسبة 6.5 مرة.", "6.5 مرة", 6.5, "times"),
    ("زيادة تصل إلى 6 مرات.", "6 مرات", 6, "times"),
    ("زاد الإنتاج 3 أضعاف.", "3 أضعاف", 3, "times"),
    ("تمت الإشارة إلى الورقة أكثر من 300 مرة.", "300 مرة", 300, "count"),
    ("نموذج Kimi K3 بسعة 2.8T.", "2.8T", 2.8e12, "params"),
    ("نموذج ضخم بتريليون معامل.", "بتريليون معامل", 1e12, "params"),
    ("تدريب بحجم 15.5 تريليون رمز.", "15.5 تريليون رمز", 15.5e12, "tokens"),
    ("هناك خمسة مؤسسين.", "خمسة", 5, "count"),
    ("يعمل خمسة وعشرون موظفا.", "خمسة وعشرون", 25, "count"),
    ("حضر ثلاثة عشر باحثا.", "ثلاثة عشر", 13, "count"),
    ("تضم حوالي أربعمائة شخص.", "أربعمائة", 400, "count"),
    ("بلغ عدد الموظفين ثلاثة آلاف موظف.", "ثلاثة آلاف", 3000, "count"),
    ("عمره 17 عامًا.", "17", 17, "age"),
    ("متوسط أعمارهم أقل من 30 عامًا.", "30", 30, "age"),
    ("احتل المرتبة 15 في القائمة.", "15", 15, "rank"),
    ("في عام 2018 نشر ورقة.", "2018", 2018, "year"),
    ("في 27 يوليو 2026 أطلقت الشركة النموذج.", "27 يوليو 2026", 20260727, "date"),
    ("في فبراير 2025 فازت الورقة.", "فبراير 2025", 202502, "date"),
    ("في تموز 2026 أطلقت الشركة النموذج.", "تموز 2026", 202607, "date"),
    ("يتواصل مع 40-50 شخصًا.", "40-50", 40, "count"),
])
def test_sentences(text, surface, value, unit):
    m = mention(text, surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


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
