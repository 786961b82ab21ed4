"""Turkish numbers beyond one mention per example (those are tests/numbers/corpus/tr/): the other
reading of an ambiguous mark, several mentions of one sentence, lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line
from pipeline.numbers import extract_numbers

LANG = "tr"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


def test_thousands_dot_is_flagged_as_possible_decimal():
    m = mention("Şirket 1.250 kişiyi işe aldı.", "1.250")
    assert m.ambiguous and m.alt_values == (1.25,)


def test_english_decimal_point_is_read_but_flagged():
    m = mention("Model 2.8 trilyon parametreye sahip.", "2.8 trilyon parametreye")
    assert m.value == 2.8e12 and m.unit == "params" and m.ambiguous


def test_vague_quantities():
    m = mention("Başlangıçta birkaç milyon dolar değerindeydi.", "birkaç milyon dolar")
    assert m.vague and m.unit == "USD" and m.value == 2e6 and m.value_max == 9e6
    m = mention("Sistem binlerce düğümde çalışıyor.", "binlerce")
    assert m.vague and m.value == 1000 and m.counted == "nodes"
    m = mention("Milyonlarca kullanıcıya hizmet veriyor.", "Milyonlarca")
    assert m.vague and m.value == 1e6


def test_percent_and_times_are_told_apart():
    assert mention("%6,5 hızlanma sağladı", "%6,5").unit == "percent"
    assert mention("6,5 kat hızlanma sağladı", "6,5 kat").unit == "times"


def test_lone_bir_and_yuz_are_not_numbers():
    assert extract_numbers("Bir çalışan, Ay'ın Karanlık Yüzü'nde bir öneri sundu.", LANG) == []


@pytest.mark.parametrize("line, surface, value, unit", [
    (1, "31,5 milyar dolar", 31.5e9, "USD"),
    (1, "700 milyon dolarlık", 7e8, "USD"),
    (5, "2,8T", 2.8e12, "params"),
    (9, "210 milyar Çin yuanına", 210e9, "CNY"),
    (11, "%80", 80, "percent"),
    (13, "40-50", 40, "count"),
    (173, "%6,5", 6.5, "percent"),
    (173, "on milyon token", 1e7, "tokens"),
    (183, "2026 yılının Temmuzunda", 202607, "date"),
    (207, "%26,9", 26.9, "percent"),
    (217, "%59 ile %498", 59, "percent"),
    (221, "2,04 kat", 2.04, "times"),
    (245, "15.", 15, "rank"),
])
def test_sample_lines(line, surface, value, unit):
    m = mention(sample(line), surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


def test_sample_names_and_conference_years_are_skipped():
    text = sample(69) + " " + sample(7)
    surfaces = [m.surface for m in extract_numbers(text, LANG)]
    assert not any("2025" in s or "5.6" in s or s == "5" for s in surfaces), surfaces


def test_ordinal_word_next_to_a_rank_noun():
    m = mention("Listede ikinci sırada yer aldı.", "ikinci")
    assert m.value == 2 and m.unit == "rank"
    assert extract_numbers("ilk yazar olarak yayımladı", LANG) == []


def test_basis_points_are_not_percentage_points():
    assert mention("Merkez Bankası faizi 500 baz puan artırdı.", "500 baz puan").unit == "basis_point"
    assert mention("Oy oranı 3 puan arttı.", "3 puan").unit == "percent_point"
