"""Numbers written in words, across languages (composition rules of words.py)."""
import pytest

from pipeline.numbers.scan import value_of_words

from numhelpers import check


@pytest.mark.parametrize("lang, text, value", [
    ("tr", "yirmi beş", 25),
    ("tr", "yirmibeş", 25),  # written solid
    ("tr", "iki milyon üç yüz bin", 2_300_000),
    ("tr", "bin iki yüz", 1200),
    ("tr", "bir buçuk", 1.5),
    ("ms", "tiga ratus dua puluh lima", 325),
    ("ms", "dua belas", 12),
    ("ms", "seribu dua ratus", 1200),
    ("hi", "दो लाख करोड़", 2e12),
    ("hi", "साढ़े तीन सौ", 350),
    ("ar", "ثلاثمائة وخمسة وعشرون", 325),
    ("ar", "ثلاثة عشر", 13),
    ("ar", "ألفان وخمسمائة", 2500),
    ("ar", "مليون ونصف", 1_500_000),
    ("ru", "двести пять", 205),
    ("ru", "двадцать пять тысяч", 25000),
    ("ru", "полмиллиона", 500_000),
])
def test_composition(lang, text, value):
    assert value_of_words(text, lang) == pytest.approx(value)


@pytest.mark.parametrize("lang, text", [
    ("tr", "beşbir"),  # not 5 then 1
    ("tr", "iki üç"),  # "two or three": two numbers, not 5
    ("ru", "пять три"),
])
def test_words_that_do_not_compose(lang, text):
    assert value_of_words(text, lang) is None


@pytest.mark.parametrize("lang, text, surface, value, unit", [
    ("tr", "yarım milyon dolar", "yarım milyon dolar", 5e5, "USD"),
    ("ms", "setengah juta ringgit", "setengah juta ringgit", 5e5, "MYR"),
    ("ar", "نصف مليون دولار", "نصف مليون دولار", 5e5, "USD"),
    ("ar", "بلغت الصفقة مليون ونصف دولار", "مليون ونصف دولار", 1.5e6, "USD"),
    ("ru", "полмиллиона рублей", "полмиллиона рублей", 5e5, "RUB"),
    ("hi", "आधा करोड़ रुपये", "आधा करोड़ रुपये", 5e6, "INR"),
])
def test_half_quantities(lang, text, surface, value, unit):
    check(text, lang, surface, value, unit)
