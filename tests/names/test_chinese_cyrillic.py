"""Chinese names in Russian (Palladius), with case endings stripped to the nominative."""
from __future__ import annotations

import pytest

from pipeline.names.chinese import detect_chinese_names


def found(text: str) -> list[tuple[str, str]]:
    return [(m.base, m.key) for m in detect_chinese_names(text, "ru")]


@pytest.mark.parametrize("text, expected", [
    ("Об этом заявил Гао Минъюань.", [("Гао Минъюань", "gao ming yuan")]),
    ("Проект возглавил Се Минхуэй.", [("Се Минхуэй", "xie ming hui")]),
    # genitive of a hard-consonant name: Сяофэна -> Сяофэн
    ("Книга Ду Сяофэна вышла в мае.", [("Ду Сяофэн", "du xiao feng")]),
    # instrumental of a -й name: Цзюньхуэем -> Цзюньхуэй
    ("Он работал с Ли Цзюньхуэем.", [("Ли Цзюньхуэй", "li jun hui")]),
    # dative of a -ь name: Вэньбиню -> Вэньбинь
    ("Премию вручили Фан Вэньбиню.", [("Фан Вэньбинь", "fang wen bin")]),
    # genitive that also reads as three syllables (вэнь си ня): the two-syllable nominative wins
    ("Статья Сюй Вэньсиня.", [("Сюй Вэньсинь", "xu wen xin")]),
    # nominative stays as written
    ("Ван Гочэн и Чжан Лэй", [("Ван Гочэн", "wang guo cheng"), ("Чжан Лэй", "zhang lei")]),
])
def test_palladius_names_and_case_endings(text, expected):
    assert found(text) == expected


def test_surface_keeps_the_inflected_form_and_offsets():
    text = "Он работал с Ли Цзюньхуэем."
    [m] = detect_chinese_names(text, "ru")
    assert m.surface == "Ли Цзюньхуэем" == text[m.start:m.end]
    assert m.system == "palladius"


@pytest.mark.parametrize("text", [
    "На Ли нет ответа.",                      # function words that spell Palladius syllables
    "Он жил в Пекине и Шанхае.",               # single words
    "Да, на этом всё.",                        # sentence-initial function words
    "Университет Цинхуа основан давно.",
    "Гао Мин Университет",
])
def test_not_names(text):
    assert found(text) == []


def test_capitalized_particle_inside_a_sentence_is_a_surname():
    assert found("Вчера выступил Ли Мин.") == [("Ли Мин", "li ming")]


def test_given_name_first_and_press_spellings():
    # given name first as in an English source; р for pinyin r and е for э as the press writes them
    assert found("Статью написали Минжуй Гао и Цзяжу Чен.") == [
        ("Минжуй Гао", "gao ming rui"), ("Цзяжу Чен", "cheng jia ru")]
    assert found("Статью написал Цзяру Чен.") == [("Цзяру Чен", "cheng jia ru")]
