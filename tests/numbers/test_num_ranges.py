import pytest

from numhelpers import check, find


@pytest.mark.parametrize("lang, text, surface, low, high, unit", [
    ("tr", "her biri 40-50 kişiyle çalışır", "40-50", 40, 50, "count"),
    ("tr", "gecikmeyi %59 ile %498 arasında artırdı", "%59 ile %498", 59, 498, "percent"),
    ("tr", "72 ile 94 arasında bir oran", "72 ile 94", 72, 94, "number"),
    ("tr", "2020 ile 2021 yılları arasında", "2020 ile 2021", 2020, 2021, "year"),
    ("tr", "2-3 milyar dolar", "2-3 milyar dolar", 2e9, 3e9, "USD"),
    ("ru", "снижает задержки на 72–94 %.", "72–94 %", 72, 94, "percent"),
    ("ru", "от 40 до 50 человек", "40 до 50", 40, 50, "count"),
    ("ms", "antara 40 hingga 50 orang", "40 hingga 50", 40, 50, "count"),
    ("hi", "72% से 94% तक की कमी", "72% से 94%", 72, 94, "percent"),
    ("ar", "بين عامي 2020 و2021", "2020 و2021", 2020, 2021, "year"),
    ("ar", "بنسبة 72٪ إلى 94٪", "72٪ إلى 94٪", 72, 94, "percent"),
])
def test_ranges(lang, text, surface, low, high, unit):
    check(text, lang, surface, low, unit, value_max=float(high))


@pytest.mark.parametrize("lang, text, first, second", [
    ("tr", "HLE endeksi %8,6'dan %26,9'a yükseldi", "%8,6", "%26,9"),
    ("ms", "Indeks HLE meningkat dari 8.6% hingga 26.9%", "8.6%", "26.9%"),
    ("ar", "ارتفع مؤشر HLE من 8.6% إلى 26.9%", "8.6%", "26.9%"),
])
def test_a_change_from_one_value_to_another_is_not_a_range(lang, text, first, second):
    assert find(text, lang, first).value_max is None
    assert find(text, lang, second).value_max is None
