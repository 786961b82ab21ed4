"""Phone numbers, codes and compound words are no figure (pipeline/numbers/identifiers.py), and what
only looks like them stays a figure: space-grouped amounts, lists of years, dates, a count after a
year, a number word joined to a word the tables know."""
from __future__ import annotations

import pytest

from pipeline.numbers import extract_numbers


def surfaces(text: str, lang: str) -> list[str]:
    return [m.surface for m in extract_numbers(text, lang)]


@pytest.mark.parametrize("lang, text", [
    ("en", "Call 555-1234 now."),
    ("en", "Call +1 (202) 555-0143 for tickets."),
    ("ru", "Телефон горячей линии 8 800 555 35 35."),
    ("ru", "Звоните по телефону +7 495 123-45-67."),
    ("tr", "Bilgi için (0212) 555 44 33'ü arayın."),
    ("ms", "Sila hubungi talian 1-300-88-5465."),
    ("id", "Hubungi 0812-3456-7890 untuk informasi."),
    ("hi", "हेल्पलाइन नंबर 1800 11 4000 पर कॉल करें।"),
    ("ar", "اتصل بالرقم +971 4 123 4567 للاستفسار."),
    ("en", "The book's ISBN is 978-0-306-40615-7."),
    ("en", "Her PIN is 1234."),
    ("tr", "Şifre: 7788."),
    ("ru", "Дело № 1-234/2019 рассмотрено."),
])
def test_a_phone_number_or_a_code_is_no_figure(lang, text):
    assert surfaces(text, lang) == []


@pytest.mark.parametrize("lang, text, expected", [
    ("tr", "12 500 kişi ve 2 500 000 lira toplandı.", ["12 500", "2 500 000 lira"]),
    ("ru", "Около 12 500 человек, 2 500 000 рублей.", ["12 500", "2 500 000 рублей"]),
    ("en", "The tournament ran 2018-2019-2020.", ["2018-2019", "2020"]),
    ("en", "The vote on 12-3-2020 was close.", ["12-3-2020"]),
    ("tr", "2019 yılında 20 kişi öldü.", ["2019", "20"]),
    ("en", "The code has 1200 lines.", ["1200"]),
])
def test_what_only_looks_like_a_phone_number_stays_a_figure(lang, text, expected):
    assert surfaces(text, lang) == expected


@pytest.mark.parametrize("text, expected", [
    ("Cyclists share a two-way street.", []),
    ("He drives a four-wheel drive.", []),
    ("It was a one-sided match.", []),
    ("The three-member panel met.", ["three"]),
    ("It is a five-year plan.", ["five"]),
    ("A two-thirds majority voted.", ["two-thirds"]),
    ("Twenty-five people came.", ["Twenty-five"]),
    ("The two-time champion won.", ["two-time"]),
])
def test_a_number_word_in_a_compound_word_is_no_figure(text, expected):
    assert surfaces(text, "en") == expected
