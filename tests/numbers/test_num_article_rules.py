"""Number rules found by reading the figures-flight, figures-housing and figures-court articles
and the planted-error benchmark, each on sentences written for these tests in every language it
concerns: temperatures below zero, power and energy units, dotted clock times, Arabic article
numbers after plurals, dual + half, ratio frames of ambiguous words, English from-to ranges,
spans of a thousand years, and match scores that rise."""
from __future__ import annotations

import pytest

from pipeline.numbers import extract_numbers

from numhelpers import check, find
@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("en", "Overnight it fell to 12 degrees below zero.", "12 degrees", -12, "degree"),
    ("tr", "Gece sıcaklık sıfırın altında 12 dereceye düştü.", "12 dereceye", -12, "degree"),
    ("ms", "Suhu jatuh ke 12 darjah Celsius di bawah sifar.", "12 darjah Celsius", -12, "degC"),
    ("hi", "रात में तापमान 12 डिग्री सेल्सियस शून्य से नीचे चला गया।", "12 डिग्री सेल्सियस", -12, "degC"),
    ("hi", "रात में तापमान शून्य से 12 डिग्री सेल्सियस नीचे चला गया।", "12 डिग्री सेल्सियस", -12, "degC"),
    ("ar", "انخفضت الحرارة ليلا إلى 12 درجة مئوية تحت الصفر.", "12 درجة مئوية", -12, "degC"),
    ("ru", "Ночью температура опустилась до 12 градусов ниже нуля.", "12 градусов", -12, "degree"),
])
def test_a_temperature_below_zero_is_negative(lang, text, surface, value, unit):
    m = check(text, lang, surface, value, unit)
    assert not m.delta


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("en", "The 2-gigawatt plant replaces a 600-megawatt one.", "2-gigawatt", 2, "GW"),
    ("tr", "Santral yılda 900 megavatsaat elektrik üretecek.", "900 megavatsaat", 900, "MWh"),
    ("ms", "Loji berkapasiti 600 megawatt itu ditutup.", "600 megawatt", 600, "MW"),
    ("hi", "यह 600 मेगावाट का संयंत्र है।", "600 मेगावाट", 600, "MW"),
    ("ar", "محطة بقدرة 600 ميغاواط.", "600 ميغاواط", 600, "MW"),
    ("ru", "Станция мощностью 600 МВт выработала 3 млрд кВт·ч.", "600 МВт", 600, "MW"),
])
def test_power_and_energy_are_measurements(lang, text, surface, value, unit):
    m = check(text, lang, surface, value, unit)
    assert m.dimension in ("power", "energy")


@pytest.mark.parametrize("lang, text, surface, value", [
    ("tr", "Uçak yerel saatle 09.12'de indi.", "saatle 09.12", 912),
    ("tr", "Toplantı 14.30'da başladı.", "14.30", 1430),
    ("ru", "Самолёт сел в 9.12 утра.", "9.12 утра", 912),
])
def test_hours_and_minutes_after_a_dot_are_a_time_of_day_where_the_decimal_is_a_comma(lang, text, surface, value):
    assert [(m.surface, m.value, m.unit) for m in extract_numbers(text, lang)] == [(surface, value, "time")]


@pytest.mark.parametrize("text, surface, unit", [
    ("لم يصب الأشخاص الـ140 الآخرون.", "الـ140", "number"),
    ("خلال السنوات الـ10 الأخيرة.", "الـ10", "number"),
    ("في الدورة الـ18 للمهرجان.", "الـ18", "rank"),
])
def test_arabic_article_number_counts_after_a_plural_and_ranks_after_a_singular(text, surface, unit):
    assert find(text, "ar", surface).unit == unit


def test_arabic_dual_and_a_half_and_a_ratio_of_ambiguous_words():
    check("حكم عليه بالسجن سنتين ونصف.", "ar", "سنتين ونصف", 2.5, "yr")
    check("واحدة من كل خمس عينات كانت فارغة.", "ar", "واحدة من كل خمس", 0.2, "number")


def test_english_from_to_after_a_verb_of_extent_is_a_range():
    check("Flats range from 450 to 1,200 square feet.", "en", "450 to 1,200 square feet", 450, "ft2", value_max=1200.0)
    assert [m.surface for m in extract_numbers("Sales rose from 450 to 1,200 units.", "en")] == ["450", "1,200"]


@pytest.mark.parametrize("lang, text, surface", [
    ("en", "The abbey was rebuilt 1000 years later.", "1000"),
    ("ru", "Храм восстановили через 1000 лет.", "1000"),
    ("ar", "أعيد بناء الدير بعد مرور 1000 عام.", "1000"),
    ("hi", "मठ को 1000 साल बाद फिर से बनाया गया।", "1000"),
    ("ms", "Biara itu dibina semula 1000 tahun kemudian.", "1000"),
    ("tr", "Manastır 1500 yıldır ayakta.", "1500"),
])
def test_a_figure_before_the_plain_noun_years_is_a_span(lang, text, surface):
    assert find(text, lang, surface).unit == "yr"


@pytest.mark.parametrize("lang, text, surface", [
    ("tr", "2018 yılında kuruldu.", "2018"), ("tr", "2018 yıl sonu itibarıyla borç azaldı.", "2018"),
    ("ru", "Основан в 2018 году.", "2018"), ("ms", "Ditubuhkan pada tahun 2018.", "2018"),
])
def test_a_year_word_still_makes_a_calendar_year(lang, text, surface):
    assert find(text, lang, surface).unit == "year"


@pytest.mark.parametrize("lang, text", [
    ("en", "Livingston lost 1-3 to Rangers."),
    ("tr", "Livingston, Rangers'a 1-3 yenildi."),
    ("ms", "Livingston tewas 1-3 kepada Rangers."),
    ("hi", "लिविंगस्टन को रेंजर्स से 1-3 से हार मिली।"),
    ("ar", "خسر ليفينغستون أمام رينجرز بنتيجة 1-3."),
    ("ru", "«Ливингстон» проиграл «Рейнджерс» 1-3."),
])
def test_a_rising_pair_beside_a_word_of_the_result_is_a_score(lang, text):
    found = [(m.value, m.value_max) for m in extract_numbers(text, lang)]
    assert found == [(1, None), (3, None)]


def test_a_rising_pair_without_such_a_word_stays_a_range():
    check("The repairs take 2-3 days.", "en", "2-3", 2, "d", value_max=3.0)


def test_an_arabic_ambiguous_fraction_after_a_word_of_amount_is_a_proportion():
    check("وانخفضت الصادرات بمقدار الربع.", "ar", "الربع", 0.25, "number", kind="ratio")
    # the first quarter of a year: no fraction, the ordinal is a rank as "the first quarter" is
    assert [(m.value, m.unit) for m in extract_numbers("في الربع الأول من العام", "ar")] == [(1, "rank")]
