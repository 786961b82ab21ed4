"""Ordinal words as ranks, per entry class of the ordinal tables, in every language: every listed
ordinal ("first" included) and every form the tables generate (Turkish endings "ilki", "ikincisi",
"üçüncülüğü"; Russian stems in every gender and case; Malay/Indonesian ke- and Hindi -वां on every
number word, hundred and scale), compound ordinals against num2words (a test-only dependency that
spells ordinals independently of our tables; babel 2.19 carries no CLDR rule-based spell-out data),
Arabic ordinals in both genders with and without the article, teens and compounds, and the idioms,
months and agreement that make an ordinal word no rank."""
from __future__ import annotations

import pytest
from num2words import num2words

from pipeline.lang.data import read_table, words
from pipeline.numbers import extract_numbers
from pipeline.numbers.tables import load_tables

from numhelpers import check


def rank_of(text: str, lang: str):
    found = [m for m in extract_numbers(text, lang) if m.unit == "rank"]
    return found[0].value if len(found) == 1 else found


@pytest.mark.parametrize("lang", ["en", "tr", "ru", "hi", "ms", "id", "ar"])
def test_listed_ordinals_first_included_are_ranks(lang):
    table = read_table(f"{lang}/numbers.yml")
    loose = set(words(table.get("ambiguous_ordinals"))) | set(words((table.get("ordinal_agreement") or {}).get("forms")))
    for value, forms in (table.get("ordinals") or {}).items():
        for form in words(forms):
            if form not in loose:
                assert rank_of(f"x {form} x", lang) == int(value), form


def test_turkish_ordinals_take_possessive_case_and_lik_endings():
    table = read_table("tr/numbers.yml")
    for value, forms in table["ordinals"].items():
        for form in words(forms):
            for ending in words(table["ordinal_word_endings"]):
                assert rank_of(f"Bu {form}{ending} oldu.", "tr") == int(value), form + ending
    assert rank_of("Bu ilke önemli.", "tr") == []  # "ilke" is a principle, not "ilk" + -e


@pytest.mark.parametrize("lang", ["hi", "ms", "id"])
def test_an_ordinal_affix_makes_every_number_word_hundred_and_scale_an_ordinal(lang):
    t = load_tables(lang)
    table = read_table(f"{lang}/numbers.yml")
    affixes = table["ordinal_affixes"]
    generated = [(key[0], int(entries["ordinal"].value)) for key, entries in t.phrases.items()
                 if len(key) == 1 and "ordinal" in entries
                 and any(key[0].startswith(p) for p in words(affixes.get("prefix")))
                 | any(key[0].endswith(s) for s in words(affixes.get("suffix")))]
    assert len(generated) > 20
    values = {value for _, value in generated}
    assert {100, 1000} <= values  # "keseratus", "सौवीं"
    ambiguous = t.ambiguous_ordinals
    for form, value in generated:
        if form not in ambiguous:
            assert rank_of(f"x {form} x", lang) == value, form


@pytest.mark.parametrize("lang", ["en", "tr", "ru", "id"])
@pytest.mark.parametrize("value", [11, 12, 19, 21, 34, 45, 58, 67, 72, 99, 101, 110, 250])
def test_compound_ordinals_agree_with_num2words(lang, value):
    word = num2words(value, lang=lang, to="ordinal")
    assert rank_of(f"x {word} x", lang) == value, word


@pytest.mark.parametrize("text, value", [
    ("في المرتبة الأولى", 1), ("أول امرأة", 1), ("الفصل الأول", 1), ("المرة الثانية", 2), ("الدور الثالث", 3),
    ("الجولة العاشرة", 10), ("المركز الحادي عشر", 11), ("الدورة الحادية عشرة", 11), ("المرة الثالثة عشرة", 13),
    ("المركز الخامس والأربعين", 45), ("القرن الحادي والعشرين", 21), ("الذكرى الخامسة والعشرين", 25),
    ("رابع مباراة", 4), ("للمرة الأولى", 1),
])
def test_arabic_ordinals_in_both_genders_with_and_without_the_article(text, value):
    assert rank_of(text, "ar") == value


@pytest.mark.parametrize("lang, text", [
    ("en", "At first, nobody noticed."), ("en", "First of all, thank you."), ("en", "He saw it first-hand."),
    ("ru", "Во-первых, это дорого."), ("ru", "Во-вторых, это долго."),
    ("tr", "İlk başta kimse fark etmedi."), ("ms", "Pertama sekali, terima kasih."),
    ("ar", "صدر التقرير الأولي أمس."), ("ar", "ولد في تشرين الأول 1990."), ("ar", "في كانون الثاني 2020"),
    ("hi", "इससे पहले उसने इनकार किया था।"), ("hi", "दो सप्ताह पहले वह आया।"), ("hi", "दूसरे देशों ने मदद की।"),
    ("ms", "Kedua negara itu bersetuju."), ("id", "Kedua negara menandatangani perjanjian."),
    ("en", "Wait a second, please."), ("en", "It took a second or two."),
    ("en", "\"We will rebuild, but first we have to get through this week.\""),
    ("en", "She was first elected to parliament."), ("en", "The story was first reported by the Herald."),
    ("tr", "Tahliye emri ikinci bir duyuruya kadar yürürlükte kalacak."),
    ("tr", "Okullar ikinci bir emre kadar kapalı."),
])
def test_an_ordinal_word_in_an_idiom_a_month_or_another_sense_is_no_rank(lang, text):
    assert [m.surface for m in extract_numbers(text, lang) if m.unit == "rank"] == []


@pytest.mark.parametrize("lang, text, surface, value", [
    ("en", "He won a second term.", "second", 2), ("en", "It is the second largest city.", "second", 2),
    ("hi", "उसने दूसरी बार जीत दर्ज की।", "दूसरी", 2), ("hi", "पहले दौर में वह आगे रहे।", "पहले", 1),
    ("ms", "Dia menduduki tempat kedua.", "kedua", 2), ("ms", "Ini kali kedua dia menang.", "kedua", 2),
    ("ar", "فاز للمرة الأولى.", "الأولى", 1), ("ar", "أولى خطواته كانت صعبة.", "أولى", 1),
    ("en", "He became the first elected mayor.", "first", 1), ("en", "The first wave hit in March.", "first", 1),
    ("en", "She came first in the race.", "first", 1), ("tr", "İkinci bir dalga bekleniyor.", "İkinci", 2),
    ("en", "A third satellite is planned for 2031.", "third", 3), ("en", "It faces a fifth wave.", "fifth", 5),
])
def test_an_ordinal_that_is_also_another_word_is_a_rank_beside_its_noun(lang, text, surface, value):
    check(text, lang, surface, value, "rank")


@pytest.mark.parametrize("text, surface", [
    ("A third of the budget went on the launch.", "A third"), ("Sales fell by a third.", "a third"),
    ("About a third or more of voters stayed home.", "a third"),
])
def test_a_third_is_a_fraction_before_of_or_at_the_end(text, surface):
    m = next(m for m in extract_numbers(text, "en") if m.surface == surface)
    assert abs(m.value - 1 / 3) < 1e-9 and m.unit != "rank"
