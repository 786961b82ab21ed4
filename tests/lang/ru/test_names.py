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
    # "Левантова" may be a feminine surname as written: kept so, and linked by its stem
    assert spellings(igor, LANG) == [(1, "Игорь Левантов"), (2, "Левантова"), (4, "Игорь")]
    assert spellings(dale, LANG) == [(1, "Дейл Уинтроп"), (3, "Уинтроп")]


def test_a_capitalized_place_in_a_case_form_makes_no_person_of_its_own():
    # "Индонезии Ломбок" (of Indonesia, Lombok): found in Russian alone, a country in it
    persons, _ = run({
        "ru": ["Землетрясение на острове Индонезии Ломбок произошло вчера."],
        "tr": ["Deprem dün Endonezya'nın Lombok adasında oldu."],
        "ms": ["Gempa bumi berlaku di pulau Lombok, Indonesia semalam."],
    })
    assert persons == []
