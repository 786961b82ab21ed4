"""Vague spans, centuries named by their first year, days written as ordinals, and the spans of
years that look like years (issue 21), the hard cases beyond the corpus examples."""
from __future__ import annotations

import pytest

from pipeline.numbers import extract_numbers

from numhelpers import check


def readings(text: str, lang: str) -> list[tuple]:
    return [(m.surface, m.value, m.value_max, m.unit, m.vague) for m in extract_numbers(text, lang)]


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("en", "The dispute lasted two decades.", "two", 2, "decade"),
    ("ru", "Конфликт длится два десятилетия.", "два", 2, "decade"),
    ("ar", "استمر النزاع ثلاثة عقود.", "ثلاثة", 3, "decade"),
    ("tr", "Çatışma iki yüzyıl sürdü.", "iki", 2, "century"),
])
def test_a_span_counted_by_a_number_is_that_many_not_vague(lang, text, surface, value, unit):
    m = check(text, lang, surface, value, unit)
    assert not m.vague and m.value_max is None


def test_arabic_uqud_is_decades_only_after_a_word_of_time_or_with_a_clitic():
    assert readings("وقعت الشركة عقود النفط.", "ar") == []  # oil contracts
    assert readings("يستمر النزاع منذ عقود.", "ar") == [("عقود", 2, 9, "decade", True)]
    assert readings("صمدت المدينة لقرون.", "ar") == [("لقرون", 2, 9, "century", True)]


def test_a_malay_singular_span_is_vague_only_after_a_quantifier():
    assert readings("Mereka berjiran selama beberapa dekad.", "ms") == [("beberapa dekad", 2, 9, "decade", True)]
    assert [m.unit for m in extract_numbers("Dekad lalu ekonomi berkembang.", "ms")] == []


@pytest.mark.parametrize("lang, text, surface, low, high", [
    ("en", "The house was built in the 1800s.", "1800s", 1800, 1899),
    ("en", "Prices fell in the 2000s.", "2000s", 2000, 2009),
    ("en", "Rents doubled in the 1970s.", "1970s", 1970, 1979),
    ("tr", "Bina 1900'lerin başında yapıldı.", "1900'lerin", 1900, 1999),
    ("ru", "Дом построен в 1700-х годах.", "1700-х", 1700, 1799),
])
def test_a_year_ending_in_00_before_2000_named_as_a_decade_is_its_century(lang, text, surface, low, high):
    check(text, lang, surface, low, "year", value_max=float(high), kind="decade")


@pytest.mark.parametrize("lang, text", [
    ("en", "Two may have died and 20 may be hurt."),
    ("en", "The first may be the last."),
])
def test_may_and_march_are_months_only_capitalized(lang, text):
    assert [m.unit for m in extract_numbers(text, lang) if m.unit == "date"] == []


@pytest.mark.parametrize("lang, text, surface, value", [
    ("en", "She was born on the first of May.", "first of May", 501),
    ("en", "The vote is on May 14th.", "May 14th", 514),
    ("ar", "ولد في الأول من أكتوبر.", "الأول من أكتوبر", 1001),
    ("ru", "Он родился первого мая.", "первого мая", 501),
    ("ms", "Mesyuarat pada 14hb Mei.", "14hb Mei", 514),
    ("tr", "Toplantı on dört Mayıs'ta yapıldı.", "on dört Mayıs", 514),
])
def test_a_day_written_as_an_ordinal_or_in_words_beside_a_month_is_a_date(lang, text, surface, value):
    check(text, lang, surface, value, "date", kind="date_md")


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("tr", "Kilise 1500 yıllık bir geçmişe sahip.", "1500", 1500, "yr"),
    ("tr", "Kent 1250 yıl önce kuruldu.", "1250", 1250, "yr"),
    ("tr", "Kent 2018 yılında kuruldu.", "2018", 2018, "year"),
    ("ru", "Рядом стоит 1500-летняя церковь.", "1500-летняя", 1500, "age"),
    ("ru", "Ему 36 лет.", "36", 36, "age"),
    ("ru", "Ей исполнилось 19 лет.", "19", 19, "age"),
    ("ru", "Строительство заняло 5 лет.", "5", 5, "yr"),
])
def test_a_figure_before_years_is_a_span_or_an_age_also_when_it_looks_like_a_year(lang, text, surface, value, unit):
    check(text, lang, surface, value, unit)
