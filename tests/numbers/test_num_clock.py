"""Times of day (pipeline/numbers/clock.py), the hard cases beyond the corpus examples: the other
half of the day kept as a second reading, the periods' 12-to-24-hour rules, a period before a figure
that counts something, Malay "3 malam" (three nights), a bare hour joined to a time by a range, a
clock word that is the noun of the figure before, the Arabic first hour, and seconds."""
from __future__ import annotations

import pytest

from pipeline.numbers import extract_numbers
from pipeline.numbers.clock import to_24_hour

from numhelpers import check


def readings(text: str, lang: str) -> list[tuple]:
    return [(m.surface, m.value, m.value_max, m.unit) + ((m.alt_values,) if m.alt_values else ())
            for m in extract_numbers(text, lang)]


@pytest.mark.parametrize("period, hours", [
    ("am", {12: 0, 1: 1, 11: 11}),
    ("pm", {12: 12, 1: 13, 11: 23}),
    ("night", {12: 0, 2: 2, 5: 5, 6: 18, 10: 22}),
    ("noon", {12: 12, 1: 13, 6: 18, 11: 11}),
])
def test_a_period_makes_a_12_hour_figure_24_hour(period, hours):
    assert {hour: to_24_hour(hour, period) for hour in hours} == hours


@pytest.mark.parametrize("lang, text, surface, value, other", [
    ("tr", "Fırtına saat 5'te başladı.", "saat 5", 500, 1700),
    ("ar", "وصل الوفد في الساعة الثانية.", "الساعة الثانية", 200, 1400),
    ("ms", "Bas bertolak pada pukul 7.", "pukul 7", 700, 1900),
    ("ru", "Совещание началось в 9.45.", "9.45", 945, 2145),
    ("en", "Doors open at 10:30.", "10:30", 1030, 2230),
])
def test_an_hour_without_a_period_keeps_the_other_half_of_the_day_as_its_other_reading(lang, text, surface, value,
                                                                                         other):
    check(text, lang, surface, value, "time", alt_values=(float(other),), ambiguous=True)


@pytest.mark.parametrize("lang, text, surface, value", [
    ("tr", "Uçak saat 09.30'da kalktı.", "saat 09.30", 930),  # a leading zero: the 24-hour clock
    ("en", "Polls close at 8 p.m. local time.", "8 p.m.", 2000),
    ("ru", "Митинг начнётся в 15:00.", "15:00", 1500),
])
def test_a_period_a_leading_zero_or_an_hour_above_12_leaves_one_reading(lang, text, surface, value):
    check(text, lang, surface, value, "time", alt_values=())


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("tr", "Akşam 8 kişi gözaltına alındı.", "8", 8, "count"),
    ("hi", "सुबह 5 मिनट की देरी हुई।", "5", 5, "min"),
    ("tr", "Toplantı 2 saat 3 dakika sürdü.", "2 saat 3 dakika", 123, "min"),
    ("ar", "بلغت السرعة 100 كيلومتر في الساعة.", "100 كيلومتر في الساعة", 100, "km/h"),
    ("en", "He works 24 hours a day.", "24", 24, "h"),
])
def test_a_figure_that_counts_something_beside_a_period_or_a_clock_word_is_no_time(lang, text, surface, value, unit):
    assert [(m.surface, m.value, m.unit) for m in extract_numbers(text, lang)][:1] == [(surface, value, unit)]


def test_malay_and_indonesian_hours_with_a_period_after_need_pukul():
    assert [m.unit for m in extract_numbers("Mereka menginap selama 3 malam di hotel.", "ms")] == ["number"]
    assert [m.unit for m in extract_numbers("Mereka menginap 3 malam.", "id")] == ["number"]
    check("Konser dimulai pukul 8 malam.", "id", "pukul 8 malam", 2000, "time")


@pytest.mark.parametrize("lang, text, values", [
    ("en", "The shop opens 9-11 a.m. on Sundays.", [900, 1100]),
    ("hi", "बैठक शाम 4 बजे से 6 बजे तक चली।", [1600, 1800]),
    ("id", "Rapat berlangsung pukul 09.00-12.00 WIB.", [900, 1200]),
    ("ar", "يفتح المركز من الثامنة صباحا حتى العاشرة مساء.", [800, 2200]),
])
def test_two_times_joined_as_a_range_are_two_times_with_the_period_written_once(lang, text, values):
    assert [(m.value, m.value_max, m.unit) for m in extract_numbers(text, lang)] == [(v, None, "time") for v in values]


def test_a_time_after_a_range_connector_takes_the_later_reading():
    assert readings("Kedai dibuka dari pukul 9 pagi hingga 10 malam.", "ms") == [
        ("pukul 9 pagi", 900, None, "time"), ("10 malam", 2200, None, "time")]


def test_the_arabic_first_hour_is_no_time_and_one_o_clock_is_the_cardinal():
    assert [m.unit for m in extract_numbers("قتل 3 أشخاص في الساعة الأولى من المعركة.", "ar")] == ["count"]
    check("تبدأ الجلسة الساعة الواحدة ظهرا.", "ar", "الساعة الواحدة ظهرا", 1300, "time")


def test_seconds_make_a_time_only_beside_a_clock_word_else_a_race_time():
    check("Kapılar saat 07:45:00'de açıldı.", "tr", "saat 07:45:00", 745, "time")
    check("Она пробежала дистанцию за 1:58:07.", "ru", "1:58:07", 7087, "s")


def test_glued_periods_and_the_dot_of_a_m():
    assert readings("Polls open at 7am and close at 10pm.", "en") == [("7am", 700, None, "time"),
                                                                      ("10pm", 2200, None, "time")]
    assert readings("At 11.30 am the plane landed.", "en") == [("11.30 am", 1130, None, "time")]


@pytest.mark.parametrize("text, surface, value", [
    ("İşçiler sabah yedide kapıda toplandı.", "sabah yedide", 700),  # yedi alone is also "ate"
    ("Oylama akşam sekizde sona erdi.", "akşam sekizde", 2000),
    ("Yangın gece ikide başladı.", "gece ikide", 200),
    ("Toplantı öğleden sonra üçte başladı.", "öğleden sonra üçte", 1500),
    ("Sabah dokuzdan beri bekliyorlar.", "Sabah dokuzdan", 900),
    ("Tören sabah on birde başladı.", "sabah on birde", 1100),
])
def test_a_turkish_hour_in_words_after_a_period_with_the_case_of_a_time_is_a_time(text, surface, value):
    check(text, "tr", surface, value, "time")


@pytest.mark.parametrize("text", [
    "Akşam onda kaldı.",  # onda: "in him", not "at ten"
    "Akşam birden yağmur başladı.",  # birden: "suddenly"
])
def test_a_turkish_inflected_word_that_is_another_word_after_a_period_is_no_time(text):
    assert [m.unit for m in extract_numbers(text, "tr")] == []


def test_a_turkish_hour_in_words_after_a_period_without_a_case_ending_counts():
    assert [(m.surface, m.unit) for m in extract_numbers("Akşam yedi kişi gözaltına alındı.", "tr")] == [
        ("yedi", "count")]
