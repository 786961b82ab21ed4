"""Russian numbers beyond one mention per example (those are tests/numbers/corpus/ru/): the other
reading of an ambiguous mark, several mentions of one sentence, lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line
from pipeline.numbers import extract_numbers

LANG = "ru"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


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
