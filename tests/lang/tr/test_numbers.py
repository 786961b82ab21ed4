"""Turkish numbers: sentences written for these tests, then lines of the sample article."""
import math

import pytest

from numcase import find_mention, sample_line
from pipeline.numbers import extract_numbers

LANG = "tr"


def mention(text, surface):
    return find_mention(text, surface, LANG)


def sample(line):
    return sample_line(LANG, line)


@pytest.mark.parametrize("text, surface, value, unit", [
    ("Değerleme 31,5 milyar dolar oldu.", "31,5 milyar dolar", 31.5e9, "USD"),
    ("Şirket 1.250 kişiyi işe aldı.", "1.250", 1250, "count"),
    ("Bütçe 2 milyon 500 bin lira.", "2 milyon 500 bin lira", 2.5e6, "TRY"),
    ("Fiyat 700 milyon Çin yuanına çıktı.", "700 milyon Çin yuanına", 7e8, "CNY"),
    ("Gelir 3,2 milyar ABD dolarına ulaştı.", "3,2 milyar ABD dolarına", 3.2e9, "USD"),
    ("Kasada 450 TL vardı.", "450 TL", 450, "TRY"),
    ("Hisse $12,5 oldu.", "$12,5", 12.5, "USD"),
    ("Çalışanların %80'i genç.", "%80", 80, "percent"),
    ("Oran % 35 arttı.", "% 35", 35, "percent"),
    ("Oran yüzde 45 azaldı.", "yüzde 45", 45, "percent"),
    ("Oy oranı 3 puan arttı.", "3 puan", 3, "percent_point"),
    ("Hız 6,5 kat arttı.", "6,5 kat", 6.5, "times"),
    ("Verim iki katına çıktı.", "iki katına", 2, "times"),
    ("Model 6.5x hızlandı.", "6.5x", 6.5, "times"),
    ("2,8T parametreli model yayınlandı.", "2,8T", 2.8e12, "params"),
    ("128K bağlam penceresi destekleniyor.", "128K", 128e3, "tokens"),
    ("Eğitimde 15,5 trilyon token kullanıldı.", "15,5 trilyon token", 15.5e12, "tokens"),
    ("Ekipte yirmi beş kişi var.", "yirmi beş", 25, "count"),
    ("Toplam dört yüz elli bin kullanıcı.", "dört yüz elli bin", 450000, "count"),
    ("Rapor yüzbinlerce değil, ikiyüz okura ulaştı.", "ikiyüz", 200, "number"),
    ("Ortalama yaşı 30'un altında.", "30", 30, "age"),
    ("17 yaşındaki araştırmacı ödül aldı.", "17", 17, "age"),
    ("Yazar listesinde 8. sırada yer aldı.", "8.", 8, "rank"),
    ("2018 yılında kuruldu.", "2018", 2018, "year"),
    ("Şirket 2023'te büyüdü.", "2023", 2023, "year"),
    ("Toplantı 27 Temmuz 2026'da yapıldı.", "27 Temmuz 2026", 20260727, "date"),
    ("Karar Şubat 2025'te açıklandı.", "Şubat 2025", 202502, "date"),
    ("2025 yılının Ocak ayında başladı.", "2025 yılının Ocak", 202501, "date"),
    ("Proje 01.05.2024 tarihinde bitti.", "01.05.2024", 20240501, "date"),
    ("On yıl boyunca çalıştı.", "On", 10, "yr"),  # a time span (measures.yml)
])
def test_sentences(text, surface, value, unit):
    m = mention(text, surface)
    assert math.isclose(m.value, value) and m.unit == unit, (m.value, m.unit)


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
