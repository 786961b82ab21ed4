"""Russian person names: titles at the start of a sentence and in case forms, Arabic particles,
declension of names including soft stems, one-word mentions, what is not a person.
Every sentence and name is invented for these tests."""
import pytest

from namecase import full_names, person_of, run, spellings

LANG = "ru"


@pytest.mark.parametrize("text, name", [
    ("Госпожа Харриет Куэйл приехала вчера.", "Харриет Куэйл"),          # honorific
    ("Сенатор Харриет Куэйл приехала вчера.", "Харриет Куэйл"),          # office, capitalized first
    ("Вчера выступил сенатор Харриет Куэйл.", "Харриет Куэйл"),          # office in lower case
    ("Генерал Харриет Куэйл приехала вчера.", "Харриет Куэйл"),          # military rank
    ("Шейх Харриет Куэйл приехала вчера.", "Харриет Куэйл"),             # religious title
    ("Республиканец Харриет Куэйл приехала вчера.", "Харриет Куэйл"),    # party label
])
def test_titles_are_stripped(text, name):
    assert full_names(text, LANG) == [name]


def test_a_title_in_a_case_form_is_stripped():
    assert full_names("Он встретился с Сенатором Дейлом Уинтропом.", LANG) == ["Дейл Уинтроп"]


def test_an_arabic_particle_stays_inside_the_name():
    assert full_names("Вчера выступил Халид аль-Мансури.", LANG) == ["Халид аль-Мансури"]


@pytest.mark.parametrize("text", [
    "Он окончил Университет Карвел в прошлом году.",
    "Он окончил факультет Университета Карвел.",           # an organisation word in a case form
    "Заявление сделали Соединенные Штаты.",                 # a country (CLDR)
])
def test_organisations_and_places_are_not_people(text):
    assert full_names(text, LANG) == []


def test_declined_one_word_mentions_join_the_person_soft_stem_included():
    persons, _ = run({
        "ru": ["Игорь Левантов и Дейл Уинтроп встретились.", "По словам Левантова, встреча прошла хорошо.",
               "Уинтропу понравилось.", "Игоря поблагодарили."],
        "tr": ["Igor Levantov ve Dale Winthrop buluştu.", "Levantov'a göre görüşme iyi geçti.",
               "Winthrop memnun kaldı.", "Igor'a teşekkür edildi."],
        "ms": ["Igor Levantov dan Dale Winthrop bertemu.", "Menurut Levantov, pertemuan itu baik.",
               "Winthrop gembira.", "Igor diberi penghargaan."],
    })
    igor = person_of(persons, LANG, "Игорь Левантов")
    dale = person_of(persons, LANG, "Дейл Уинтроп")
    # "Левантова" may be a feminine surname as written; the Latin versions' Levantov, without a
    # final vowel, say it is the genitive of Левантов (pipeline.names.nominative)
    assert spellings(igor, LANG) == [(1, "Игорь Левантов"), (2, "Левантов"), (4, "Игорь")]
    assert spellings(dale, LANG) == [(1, "Дейл Уинтроп"), (3, "Уинтроп")]


def test_a_capitalized_place_in_a_case_form_makes_no_person_of_its_own():
    # "Индонезии Ломбок" (of Indonesia, Lombok): found in Russian alone, a country in it
    persons, _ = run({
        "ru": ["Землетрясение на острове Индонезии Ломбок произошло вчера."],
        "tr": ["Deprem dün Endonezya'nın Lombok adasında oldu."],
        "ms": ["Gempa bumi berlaku di pulau Lombok, Indonesia semalam."],
    })
    assert persons == []


def test_a_possessor_glued_to_a_full_name_of_the_same_family_is_a_mention_of_its_own():
    # "жена Уитфилда Меган Уитфилд": Whitfield's wife, Megan Whitfield
    assert full_names("Выступая в программе, жена Уитфилда Меган Уитфилд сказала это.", LANG) == ["Меган Уитфилд"]


def test_a_common_noun_in_another_case_before_a_name_at_the_start_of_a_sentence_is_cut():
    # "Слова Морозова приводит газета": the version writes "по словам" elsewhere
    from pipeline.names.detect import detect_cased_names
    from pipeline.names.words import lowercase_vocabulary

    text = "По словам агента, сделка готова. Слова Морозова приводит газета."
    found = [m.base for m in detect_cased_names(text, LANG, lowercase_vocabulary(text))]
    assert "Слова Морозова" not in found and any(b.startswith("Морозов") for b in found)
