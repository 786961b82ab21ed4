"""Malay numbers: sentences written for these tests, then lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line
from pipeline.numbers import extract_numbers

LANG = "ms"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


@pytest.mark.parametrize("text, surface, value, unit", [
    ("Penilaian mencapai US$31.5 bilion.", "US$31.5 bilion", 31.5e9, "USD"),
    ("Nilainya RM210 bilion.", "RM210 bilion", 210e9, "MYR"),
    ("Nilainya RM 5.5 juta.", "RM 5.5 juta", 5.5e6, "MYR"),
    ("Harga 31.5 bilion dolar AS.", "31.5 bilion dolar AS", 31.5e9, "USD"),
    ("Kos 700 juta yuan.", "700 juta yuan", 7e8, "CNY"),
    ("Rumah itu bernilai 1,250,000 ringgit.", "1,250,000 ringgit", 1.25e6, "MYR"),
    ("Dana sebanyak Rp 2,5 triliun.", "Rp 2,5 triliun", 2.5e12, "IDR"),
    ("Sebanyak 80% pekerja.", "80%", 80, "percent"),
    ("Sebanyak 80 peratus pekerja.", "80 peratus", 80, "percent"),
    ("Naik 45 persen.", "45 persen", 45, "percent"),
    ("Kelajuan meningkat 6.5 kali ganda.", "6.5 kali ganda", 6.5, "times"),
    ("Kos turun melebihi 20 kali dalam setahun.", "20 kali", 20, "times"),
    ("Kertas itu dipetik lebih 300 kali.", "300 kali", 300, "count"),
    ("Model 7B dan konteks 128K.", "7B", 7e9, "params"),
    ("Model 7B dan konteks 128K.", "128K", 128e3, "tokens"),
    ("Latihan 15.5 trilion token.", "15.5 trilion token", 15.5e12, "tokens"),
    ("Pasukan dua puluh lima orang.", "dua puluh lima", 25, "count"),
    ("Seramai dua belas ahli.", "dua belas", 12, "count"),
    ("Tiga ratus empat puluh orang hadir.", "Tiga ratus empat puluh", 340, "count"),
    ("Seribu dua ratus pekerja.", "Seribu dua ratus", 1200, "count"),
    ("Purata umur di bawah 30 tahun.", "30", 30, "age"),
    ("Beliau berumur 17 tahun.", "17", 17, "age"),
    ("Beliau berada di tempat ke-8.", "ke-8", 8, "rank"),
    ("Pada tahun 2018 syarikat ditubuhkan.", "2018", 2018, "year"),
    ("Pada 27 Julai 2026, model dilancarkan.", "27 Julai 2026", 20260727, "date"),
    ("Pada Februari 2025, kertas itu menang.", "Februari 2025", 202502, "date"),
    ("Pada Mac 2026 kertas itu terbit.", "Mac 2026", 202603, "date"),
    ("Bekerja dengan 40-50 orang.", "40-50", 40, "count"),
    ("Sebanyak 2,500 kali.", "2,500 kali", 2500, "count"),
])
def test_sentences(text, surface, value, unit):
    m = mention(text, surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


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
