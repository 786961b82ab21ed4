import pytest

from numhelpers import absent, check


@pytest.mark.parametrize("lang, text, part", [
    ("tr", "Kimi K3 modeli yayınlandı.", "3"),
    ("tr", "Kimi K2.5 ve GPT-5.6 karşılaştırıldı.", "5"),
    ("ms", "Detectron2 dan MoCo v1 digunakan.", "2"),
    ("ms", "Format INT4 asli digunakan.", "4"),
    ("ru", "квантование INT4 в моделях Kimi K2 и K2.5", "4"),
    ("ar", "أحد المؤلفين الأساسيين لـ MoCo v1 وDetectron2.", "1"),
    ("hi", "K2-Thinking और Qwen2.5-72B मॉडल", "72"),
    ("tr", "arXiv makalesi (numara 2407.00079) incelenebilir.", "2407"),
])
def test_digits_inside_names_are_not_quantities(lang, text, part):
    absent(text, lang, part)


@pytest.mark.parametrize("lang, text", [
    ("tr", "Makale FAST 2025'te ödül kazandı."),
    ("ms", "Kertas ini diterima di NeurIPS 2025 sebagai Spotlight."),
    ("ru", "работа получила награду за лучшую статью на FAST 2025."),
    ("ar", "تم قبولها في مؤتمري CIKM 2022 وWWW 2023."),
    ("hi", "वह FAST 2025 के सर्वश्रेष्ठ पेपर के लेखक हैं।"),
])
def test_conference_name_with_year_is_not_a_quantity(lang, text):
    absent(text, lang, "20")


@pytest.mark.parametrize("lang, text, part", [
    ("tr", "K3, Claude Fable 5'in maliyetinin %38'i kadar.", "5"),
    ("ar", "ربط تقنياتها مع Microsoft 365 Word.", "365"),
])
def test_number_after_product_name_is_part_of_the_name(lang, text, part):
    absent(text, lang, part)


def test_zero_padded_section_heading_is_skipped():
    absent("01 Kimi Teknoloji Sisteminin Temel Taşı", "tr", "01")
    absent("02 मध्यस्तरीय हमला", "hi", "02")


def test_name_rule_does_not_hide_units():
    check("Kimi K3 2.8T modeli", "tr", "2.8T", 2.8e12, "params")
    check("Sentence start. Sekitar 300 orang hadir.", "ms", "300", 300, "count")


@pytest.mark.parametrize("lang, text", [
    ("ms", "Nisbah 3:1 dan pecahan 1/3 sahaja."),
    ("ru", "Сезон 2024/25 начался."),
])
def test_ratios_and_fractions_are_skipped(lang, text):
    from pipeline.numbers import extract_numbers
    assert extract_numbers(text, lang) == []
