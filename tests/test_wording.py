import pytest

from pipeline.wording import amount, glossed, grouped, language_names, quote


def test_languages_are_named_in_english_sorted_and_joined():
    assert language_names(["tr", "ar", "ms", "ru"]) == "Arabic, Malay, Russian and Turkish"
    assert language_names(["hi", "hi"]) == "Hindi"
    assert language_names(["ru", "tr"]) == "Russian and Turkish"


@pytest.mark.parametrize("value, text", [
    (2_100_000_000_000, "2.1 trillion"),
    (31_500_000_000, "31.5 billion"),
    (315_000_000_000, "315 billion"),
    (77_000, "77,000"),
    (1_234_567, "1,234,567"),
    (31.5, "31.5"),
    (0.25, "0.25"),
    (2_048, "2,048"),
])
def test_amounts_are_grouped_or_scaled(value, text):
    assert grouped(value) == text


@pytest.mark.parametrize("value, unit, value_max, text", [
    (31_500_000_000, "USD", None, "31.5 billion US dollars"),
    (210_000_000_000, "CNY", None, "210 billion Chinese yuan"),
    (80, "percent", None, "80%"),
    (6.5, "times", None, "6.5 times"),
    (9_000_000_000, "USD", 20_000_000_000, "9 billion–20 billion US dollars"),
    (2025, "year", None, "2025"),
    (36, "age", None, "36 years old"),
])
def test_amounts_spell_out_their_unit(value, unit, value_max, text):
    assert amount(value, unit, value_max) == text


def test_non_latin_spellings_carry_a_romanization():
    assert quote("Kavanaugh", "tr") == '"Kavanaugh"'
    assert quote("कवनगुआ", "hi").startswith('"कवनगुआ" (')
    assert quote("Кавано", "ru") == '"Кавано" (kavano)'
    assert quote("كافانو", "ar", romanize=lambda t: "kafanu") == '"كافانو" (kafanu)'


def test_a_quote_and_its_meaning_are_one_gloss():
    assert glossed("315 अरब डॉलर", "hi", "315 billion US dollars", romanize=lambda t: "315 arab dalar") \
        == '"315 अरब डॉलर" (315 arab dalar: 315 billion US dollars)'
    assert glossed("31.5 juta dolar", "ms", "31.5 million US dollars") == '"31.5 juta dolar" (31.5 million US dollars)'
    assert glossed("360 км", "ru", "360 km", romanize=lambda t: "360 km") == '"360 км" (360 km)'
    assert glossed("Kavanaugh", "tr", "") == '"Kavanaugh"'
