"""Russian numbers: sentences written for these tests, then lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line
from pipeline.numbers import extract_numbers

LANG = "ru"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


@pytest.mark.parametrize("text, surface, value, unit", [
    ("Оценка — 315 млрд долларов.", "315 млрд долларов", 315e9, "USD"),
    ("Около 2100 млрд юаней.", "2100 млрд юаней", 2100e9, "CNY"),
    ("Бюджет 31,5 миллиарда рублей.", "31,5 миллиарда рублей", 31.5e9, "RUB"),
    ("Выручка 1 250 000 рублей.", "1 250 000 рублей", 1.25e6, "RUB"),
    ("Выручка 1\u00a0250 тыс. рублей.", "1\u00a0250 тыс. рублей", 1.25e6, "RUB"),
    ("Сделка на 3 млрд 200 млн долларов.", "3 млрд 200 млн долларов", 3.2e9, "USD"),
    ("Стоимость $5,5 млн.", "$5,5 млн", 5.5e6, "USD"),
    ("Кредит в 40 млн евро.", "40 млн евро", 40e6, "EUR"),
    ("80 % — мужчины.", "80 %", 80, "percent"),
    ("Рост на 12 процентов.", "12 процентов", 12, "percent"),
    ("Ставка выросла на 2 процентных пункта.", "2 процентных пункта", 2, "percent_point"),
    ("Ускорение в 6,5 раза.", "6,5 раза", 6.5, "times"),
    ("Стоимость снизилась в 20 раз.", "20 раз", 20, "times"),
    ("Обеспечивает 6-кратное увеличение.", "6-кратное", 6, "times"),
    ("Он звонил 20 раз.", "20 раз", 20, "count"),
    ("Модель Kimi K3 2.8T открыта.", "2.8T", 2.8e12, "params"),
    ("параметры: 1T, активированные параметры: 32B", "32B", 32e9, "params"),
    ("Обучение на 15,5 трлн токенов.", "15,5 трлн токенов", 15.5e12, "tokens"),
    ("Для десяти миллионов токенов.", "десяти миллионов токенов", 1e7, "tokens"),
    ("В компании двадцать пять сотрудников.", "двадцать пять", 25, "count"),
    ("Около трёхсот сорока человек.", "трёхсот сорока", 340, "count"),
    ("Две тысячи пятьсот участников.", "Две тысячи пятьсот", 2500, "count"),
    ("Средний возраст — менее 30 лет.", "30", 30, "age"),
    ("В 17 лет он победил.", "17", 17, "age"),
    ("Он занял 8-е место.", "8-е", 8, "rank"),
    ("В 2018 году вышла статья.", "2018", 2018, "year"),
    ("27 июля 2026 года модель открыли.", "27 июля 2026", 20260727, "date"),
    ("В феврале 2025 года.", "феврале 2025", 202502, "date"),
    ("От 40 до 50 сотрудников.", "40 до 50", 40, "count"),
    ("Задержки ниже на 72–94 %.", "72–94 %", 72, "percent"),
])
def test_sentences(text, surface, value, unit):
    m = mention(text, surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


def test_vague_quantities():
    m = mention("Обрабатывает сотни миллиардов токенов.", "сотни миллиардов токенов")
    assert m.vague and m.value == 1e11 and m.value_max == 1e12 and m.unit == "tokens"
    m = mention("Работает на тысячах узлов.", "тысячах")
    assert m.vague and m.value == 1000 and m.counted == "nodes"
    m = mention("Стартап стоил несколько миллионов долларов.", "несколько миллионов долларов")
    assert m.vague and m.value == 2e6 and m.unit == "USD"


def test_percent_and_times_are_told_apart():
    assert mention("ускорение на 6,5 %", "6,5 %").unit == "percent"
    assert mention("ускорение в 6,5 раз", "6,5 раз").unit == "times"


def test_lone_odin_is_not_a_number():
    assert extract_numbers("Он один из основателей компании.", LANG) == []


@pytest.mark.parametrize("line, surface, value, unit", [
    (1, "315 млрд долларов", 315e9, "USD"),
    (1, "7 млрд юаней", 7e9, "CNY"),
    (1, "40–50", 40, "count"),
    (8, "20 раз", 20, "times"),
    (8, "сотни миллиардов токенов", 1e11, "tokens"),
    (15, "1,25 раза", 1.25, "times"),
    (16, "1T", 1e12, "params"),
    (17, "6,5 раз", 6.5, "times"),
    (18, "января 2025", 202501, "date"),
    (20, "72–94 %", 72, "percent"),
])
def test_sample_lines(line, surface, value, unit):
    m = mention(sample(line), surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


def test_ordinal_word_next_to_a_rank_noun():
    m = mention("Он занял второе место.", "второе")
    assert m.value == 2 and m.unit == "rank"
    assert extract_numbers("В первую неделю работы.", LANG) == []


def test_basis_points():
    m = mention("ЦБ повысил ставку на 200 базисных пунктов.", "200 базисных пунктов")
    assert m.value == 200 and m.unit == "basis_point"
