"""Vague magnitudes and dozens, in every language, on sentences written for these tests: every
entry of ``vague_plurals`` reads as its range alone and before a noun; "tens/hundreds of" a
plural scale narrows it; a dozen multiplies (two dozen = 24); half a dozen is six; the Arabic
construct dual of a scale word is two of it (مليونا دولار) only when no number stands before it."""
from __future__ import annotations

import math

import pytest

from pipeline.lang import supported
from pipeline.lang.data import read_table
from pipeline.numbers import extract_numbers

from numhelpers import check, find

PEOPLE = {"en": "{} of people came.", "tr": "{} kişi geldi.", "ms": "{} orang datang.", "id": "{} orang datang.",
          "hi": "{} लोग आए।", "ar": "جاء {} الأشخاص.", "ru": "Пришли {} людей."}


def vague_entries():
    for lang in supported():
        for power, forms in (read_table(f"{lang}/numbers.yml").get("vague_plurals") or {}).items():
            for form in forms:
                yield lang, int(power), form


@pytest.mark.parametrize("lang, power, form", list(vague_entries()))
def test_every_vague_plural_reads_as_its_range(lang, power, form):
    text = PEOPLE[lang].format(form[0].upper() + form[1:] if lang == "en" else form)
    m = next(m for m in extract_numbers(text, lang) if m.surface.lower().startswith(form))
    assert m.vague and math.isclose(m.value, 10 ** power), (m.surface, m.value)
    assert m.value_max > m.value


def plural_scales():
    for lang in supported():
        for power, spec in read_table(f"{lang}/numbers.yml")["scales"].items():
            for form in spec.get("plural") or []:
                yield lang, int(power), form


@pytest.mark.parametrize("lang, power, form", list(plural_scales()))
def test_every_plural_scale_word_alone_is_a_vague_magnitude(lang, power, form):
    """"हज़ारों", "ملايين", "тысячи", "thousands": from the power up, never one exact figure."""
    mentions = extract_numbers(PEOPLE[lang].format(form), lang)
    assert any(m.vague and math.isclose(m.value, 10 ** power) and m.value_max > m.value for m in mentions), \
        [(m.surface, m.value, m.vague) for m in mentions]


@pytest.mark.parametrize("lang, text, surface, low, high", [
    ("en", "Dozens of villages were cut off.", "Dozens", 10, 100),
    ("tr", "Düzinelerce köy yolsuz kaldı.", "Düzinelerce", 10, 100),
    ("ms", "Berdozen-dozen kampung terputus hubungan.", "Berdozen-dozen", 10, 100),
    ("hi", "सैकड़ों गाँवों का संपर्क कट गया।", "सैकड़ों", 100, 1000),
    ("ar", "انقطعت الطرق إلى عشرات الآلاف من المنازل.", "عشرات الآلاف", 1e4, 1e5),
    ("ru", "Без света остались сотни тысяч домов.", "сотни тысяч", 1e5, 1e6),
    ("hi", "लाखों घरों की बिजली चली गई।", "लाखों", 1e5, 1e9),  # news Hindi writes लाखों for millions
    ("ru", "Несколько десятков домов затопило.", "десятков", 10, 100),
])
def test_vague_magnitudes_in_sentences(lang, text, surface, low, high):
    m = find(text, lang, surface)
    assert m.vague and math.isclose(m.value, low) and math.isclose(m.value_max, high)


@pytest.mark.parametrize("lang, text, surface, value", [
    ("en", "Two dozen volunteers cleared the road.", "Two dozen", 24),
    ("en", "Half a dozen trucks were stuck.", "Half a dozen", 6),
    ("tr", "İki düzine gönüllü yolu temizledi.", "İki düzine", 24),
    ("tr", "Yarım düzine kamyon mahsur kaldı.", "Yarım düzine", 6),
    ("ms", "Sedozen sukarelawan membersihkan jalan.", "Sedozen", 12),
    ("ms", "Dua dozen sukarelawan membersihkan jalan.", "Dua dozen", 24),
    ("id", "Selusin relawan membersihkan jalan.", "Selusin", 12),
    ("hi", "दो दर्जन स्वयंसेवकों ने सड़क साफ़ की।", "दो दर्जन", 24),
    ("hi", "आधा दर्जन ट्रक फँस गए।", "आधा दर्जन", 6),
    ("ru", "Две дюжины добровольцев расчистили дорогу.", "Две дюжины", 24),
    ("ru", "Застряли полдюжины грузовиков.", "полдюжины", 6),
    ("ru", "Два десятка добровольцев расчистили дорогу.", "Два десятка", 20),
])
def test_dozens_multiply(lang, text, surface, value):
    m = find(text, lang, surface)
    assert not m.vague and m.value == value


@pytest.mark.parametrize("text, surface, value, unit", [
    ("دفعت البلدية مليونا دولار للمقاول.", "مليونا دولار", 2e6, "USD"),
    ("خصصت الوزارة ملياري دولار للطرق.", "ملياري دولار", 2e9, "USD"),
    ("عمل ألفا موظف في المصنع.", "ألفا", 2000, "count"),
    ("بلغ عدد الزوار عشرين ألفا.", "عشرين ألفا", 20000, "number"),
])
def test_an_arabic_scale_dual_is_two_of_it_only_without_a_number_before(text, surface, value, unit):
    check(text, "ar", surface, value, unit)


@pytest.mark.parametrize("text", ["انتشر متحور ألفا في المدينة.", "اشترى سيارة ألفا روميو.", "شارك في حشد مليوني."])
def test_an_arabic_dual_form_without_a_counted_noun_is_no_number(text):
    assert extract_numbers(text, "ar") == []
