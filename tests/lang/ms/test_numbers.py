"""Malay numbers beyond one mention per example (those are tests/numbers/corpus/ms/): the other
reading of an ambiguous mark, several mentions of one sentence, lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line

LANG = "ms"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


def test_decimal_comma_in_malay_is_suspicious():
    m = mention("Penilaian 31,5 bilion dolar AS.", "31,5 bilion dolar AS")
    assert m.value == 31.5e9 and m.ambiguous and m.alt_values == (315e9,)


def test_vague_quantities():
    m = mention("Dinilai beberapa ratus juta dolar AS.", "beberapa ratus juta dolar AS")
    assert m.vague and m.value == 2e8 and m.value_max == 9e8 and m.unit == "USD"
    m = mention("Beroperasi di ribuan nod.", "ribuan")
    assert m.vague and m.value == 1000 and m.counted == "nodes"
    m = mention("Melayani jutaan pengguna.", "jutaan")
    assert m.vague and m.value == 1e6


def test_percent_and_times_are_told_apart():
    assert mention("peningkatan 6.5% laju", "6.5%").unit == "percent"
    assert mention("peningkatan 6.5 kali laju", "6.5 kali").unit == "times"


def test_change_is_not_a_range_but_years_are():
    text = "Indeks meningkat dari 8.6% hingga 26.9% dari 2022 hingga 2023."
    assert mention(text, "8.6%").value_max is None
    assert mention(text, "2022 hingga 2023").value_max == 2023


@pytest.mark.parametrize("line, surface, value, unit", [
    (1, "US$31.5 bilion", 31.5e9, "USD"),
    (1, "US$700 juta", 7e8, "USD"),
    (5, "2.8T", 2.8e12, "params"),
    (9, "RM210 bilion", 210e9, "MYR"),
    (11, "700 juta yuan", 7e8, "CNY"),
    (139, "1,25 kali", 1.25, "times"),
    (161, "32B", 32e9, "params"),
    (173, "6.5 kali", 6.5, "times"),
    (217, "59% hingga 498%", 59, "percent"),
    (245, "ke-15", 15, "rank"),
])
def test_sample_lines(line, surface, value, unit):
    m = mention(sample(line), surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


def test_ordinal_word_next_to_a_rank_noun():
    m = mention("Beliau berada di tempat kedua.", "kedua")
    assert m.value == 2 and m.unit == "rank"
