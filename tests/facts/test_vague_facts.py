"""Vague magnitudes compared across versions, on an article written for these tests: a version
whose range lies apart from the range the others (or the source) agree on is one scale row; a
range inside or overlapping another ("thousands" and "tens of thousands") gives no row."""
from __future__ import annotations

from pipeline.model import Reference

from factstory import edited, reconcile_folder, write_article

RALLY = {
    "en": ["Hundreds of people gathered outside the court on Monday.",
           "Tens of thousands of people signed the petition within a week.",
           "The judge fined the company two million dollars."],
    "tr": ["Pazartesi günü mahkemenin önünde yüzlerce kişi toplandı.",
           "Dilekçeyi bir hafta içinde on binlerce kişi imzaladı.",
           "Hakim şirkete 2 milyon dolar para cezası verdi."],
    "ms": ["Ratusan orang berkumpul di luar mahkamah pada hari Isnin.",
           "Puluhan ribu orang menandatangani petisyen itu dalam tempoh seminggu.",
           "Hakim mendenda syarikat itu 2 juta dolar."],
    "hi": ["सोमवार को अदालत के बाहर सैकड़ों लोग जमा हुए।",
           "एक सप्ताह के भीतर दसियों हज़ार लोगों ने याचिका पर हस्ताक्षर किए।",
           "न्यायाधीश ने कंपनी पर 20 लाख डॉलर का जुर्माना लगाया।"],
    "ar": ["تجمع مئات الأشخاص خارج المحكمة يوم الاثنين.",
           "وقع عشرات الآلاف من الأشخاص على العريضة خلال أسبوع.",
           "وفرض القاضي على الشركة غرامة قدرها مليونا دولار."],
    "ru": ["В понедельник у здания суда собрались сотни людей.",
           "За неделю петицию подписали десятки тысяч человек.",
           "Судья оштрафовал компанию на 2 млн долларов."],
}


def rows(tmp_path, versions, source="", name="rally"):
    issues, _ = reconcile_folder(write_article(tmp_path, versions, name), Reference(source=source))
    return [(d.kind, d.lang, d.line, d.severity) for d in issues if d.kind != "missing" or d.severity != "low"]


def test_the_faithful_article_gives_no_row(tmp_path):
    assert rows(tmp_path, RALLY) == []
    assert rows(tmp_path, RALLY, "en", "sourced") == []


def test_thousands_for_hundreds_is_one_scale_row_in_every_language(tmp_path):
    plants = {"tr": ("yüzlerce", "binlerce"), "ms": ("Ratusan", "Ribuan"), "hi": ("सैकड़ों", "हज़ारों"),
              "ar": ("مئات", "آلاف"), "ru": ("сотни", "тысячи")}
    for lang, change in plants.items():
        versions = edited({(lang, 0): change}, RALLY)
        assert rows(tmp_path, versions, name=f"m-{lang}") == [("scale", lang, 1, "medium")], lang
        assert rows(tmp_path, versions, "en", f"s-{lang}") == [("scale", lang, 1, "medium")], lang


def test_dozens_for_hundreds_is_a_scale_row(tmp_path):
    versions = edited({("ru", 0): ("сотни", "десятки")}, RALLY)
    assert rows(tmp_path, versions) == [("scale", "ru", 1, "medium")]


def test_an_overlapping_or_inner_range_is_no_row(tmp_path):
    looser = edited({("tr", 1): ("on binlerce", "binlerce"), ("ru", 1): ("десятки тысяч", "тысячи")}, RALLY)
    assert rows(tmp_path, looser) == []
    lakhs = edited({("hi", 1): ("दसियों हज़ार", "हज़ारों")}, RALLY)
    assert rows(tmp_path, lakhs) == []


def test_a_source_outvotes_a_majority_of_vague_words(tmp_path):
    versions = edited({("tr", 0): ("yüzlerce", "binlerce"), ("ms", 0): ("Ratusan", "Ribuan"),
                       ("ar", 0): ("مئات", "آلاف")}, RALLY)
    found = rows(tmp_path, versions, "en")
    assert sorted(found) == [("scale", "ar", 1, "medium"), ("scale", "ms", 1, "medium"), ("scale", "tr", 1, "medium")]
