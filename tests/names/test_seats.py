"""A seat of government before a name is context, as a country is (``seats`` of each language's
names.yml; pipeline.names.detect.seat_ends_at): Malay "Jurucakap Kremlin Dmitry Peskov", Russian
"пресс-секретаря Кремля Дмитрия Пескова" name Dmitry Peskov; a seat alone is a place, no person.
Sentences of my own."""
from __future__ import annotations

import pytest

from pipeline.lang import supported
from pipeline.names.cues import place_names, seat_names
from pipeline.names.detect import SHORT_SYSTEM, detect_cased_names
from pipeline.names.find import find_persons
from pipeline.names.registry import Registry

from .conftest import identity_alignment, make_version


def run(texts):
    versions = [make_version(lang, paras) for lang, paras in texts.items()]
    return find_persons(versions, identity_alignment(versions), Registry())


KREMLIN = {
    "en": ["Kremlin spokesman Dmitry Peskov said the talks were useful."],
    "tr": ["Kremlin Sözcüsü Dmitriy Peskov görüşmelerin yararlı olduğunu söyledi."],
    "ms": ["Jurucakap Kremlin Dmitry Peskov berkata rundingan itu berguna."],
    "ru": ["По словам пресс-секретаря Кремля Дмитрия Пескова, переговоры были полезными."],
    "ar": ["وقال المتحدث باسم الكرملين دميتري بيسكوف إن المحادثات كانت مفيدة."],
}

WHITE_HOUSE = {
    "en": ["White House press secretary Karine Jean-Pierre spoke on Monday."],
    "tr": ["Beyaz Saray Sözcüsü Karine Jean-Pierre pazartesi günü konuştu."],
    "ms": ["Setiausaha Akhbar Rumah Putih Karine Jean-Pierre bercakap pada hari Isnin."],
    "ru": ["Пресс-секретарь Белого дома Карин Жан-Пьер выступила в понедельник."],
}


@pytest.mark.parametrize("texts, name", [(KREMLIN, "Dmitry Peskov"), (WHITE_HOUSE, "Karine Jean-Pierre")])
def test_a_seat_of_government_before_a_name_is_no_part_of_it(texts, name):
    persons, _ = run(texts)
    assert [p.canonical for p in persons] == [name]
    bases = {m.lang: m.mention.base for m in persons[0].mentions if len(m.mention.base.split()) >= 2}
    assert not any(w in base for base in bases.values() for w in ("Kremlin", "Кремл", "Rumah", "Putih"))


def test_a_seat_alone_is_a_place_not_a_person():
    texts = {"en": ["The Kremlin and the Pentagon said nothing, and Downing Street agreed."],
             "ms": ["Kremlin dan Pentagon tidak berkata apa-apa, dan Downing Street bersetuju."],
             "tr": ["Kremlin ve Pentagon bir şey söylemedi, Downing Street de aynı görüşteydi."]}
    persons, _ = run(texts)
    assert persons == []


@pytest.mark.parametrize("lang", supported())
def test_every_language_lists_the_seats_of_its_press_as_places(lang):
    seats = seat_names(lang)
    assert len(seats) >= 8
    assert seats <= place_names(lang)


@pytest.mark.parametrize("lang, text, name", [
    ("ms", "Bekas presiden Korea Selatan Moon Jae-in bertemu wartawan.", "Moon Jae-in"),
    ("ms", "Presiden Amerika Syarikat Joe Biden berkata perjanjian itu penting.", "Joe Biden"),
    ("ms", "Menteri Luar Arab Saudi Faisal bin Farhan tiba di Kuala Lumpur.", "Faisal bin Farhan"),
    ("en", "Sri Lanka President Ranil Wickremesinghe arrived on Monday.", "Ranil Wickremesinghe"),
    ("tr", "Güney Kore Devlet Başkanı Yoon Suk-yeol konuştu.", "Yoon Suk-yeol"),
    # Russian: the country in a case form, its adjective too
    ("ru", "Министр иностранных дел Южной Кореи Пак Чон Хо прибыл в Сеул.", "Пак Чон Хо"),
    ("ru", "Наследный принц Саудовской Аравии Мухаммед бин Салман прибыл в Эр-Рияд.", "Мухаммед бин Салман"),
    ("ru", "Глава МИД Объединённых Арабских Эмиратов Абдалла бин Зайед прибыл в Каир.", "Абдалла бин Зайед"),
    ("ru", "Посол Соединенных Штатов Джон Смит прибыл в Москву.", "Джон Смит"),
    ("ru", "Премьер-министр Новой Зеландии Крис Хипкинс прибыл в Сидней.", "Крис Хипкинс"),
    ("ru", "Министр обороны Кореи Ким Ён Хён прибыл в Пусан.", "Ким Ён Хён"),
])
def test_a_country_of_several_words_before_a_name_is_cut_as_a_one_word_country_is(lang, text, name):
    assert [m.base for m in detect_cased_names(text, lang) if m.system != SHORT_SYSTEM] == [name]


def test_a_given_name_that_is_a_country_stays_when_only_the_surname_follows():
    assert [m.base for m in detect_cased_names("Pemain Jordan Henderson menjaringkan gol.", "ms")] == [
        "Jordan Henderson"]
