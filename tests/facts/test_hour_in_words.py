"""A time of day written in words where the others write another hour ("التاسعة صباحا", "в девять
утра" for 7 a.m.) is a `value` row on its line, in every language and both modes: words have no
digits to slip, so the one unplaced time of the version's sentence is the fact's time stated
wrongly (``account.another_place``). The same hour in words gives no row. The story is written
for these tests: a count and a time in one sentence, the time where the English puts it in some
versions and first in others (an hour in words elsewhere in the sentence pairs with nothing)."""
import pytest

from factstory import edited, line_of, numeric_rows as rows

SOURCES = ["", "en"]

GATE = {
    "en": ["About 200 dockers had gathered at the gate since 7 a.m., the union said.",
           "The port handled 14.5 million containers last year."],
    "tr": ["Sendikaya göre yaklaşık 200 liman işçisi sabah 7'den beri kapıda toplanmıştı.",
           "Liman geçen yıl 14,5 milyon konteyner elleçledi."],
    "ms": ["Sejak pukul 7 pagi, kira-kira 200 pekerja dok telah berkumpul di pintu masuk, kata kesatuan itu.",
           "Pelabuhan itu mengendalikan 14.5 juta kontena tahun lalu."],
    "hi": ["यूनियन ने कहा कि लगभग 200 गोदी कर्मचारी सुबह 7 बजे से गेट पर जमा थे।",
           "बंदरगाह ने पिछले साल 1.45 करोड़ कंटेनर संभाले।"],
    "ar": ["وقالت النقابة إنه منذ السابعة صباحا تجمع نحو 200 من عمال الرصيف عند البوابة.",
           "وتعامل الميناء مع 14.5 مليون حاوية العام الماضي."],
    "ru": ["С 7 утра у ворот собрались около 200 докеров, сообщил профсоюз.",
           "В прошлом году порт обработал 14,5 млн контейнеров."],
}

ANOTHER_HOUR_IN_WORDS = {
    "ar": ("منذ السابعة صباحا", "منذ التاسعة صباحا"),
    "ru": ("С 7 утра", "С девяти утра"),
    "ms": ("Sejak pukul 7 pagi", "Sejak pukul sembilan pagi"),
    "hi": ("सुबह 7 बजे", "सुबह नौ बजे"),
    "tr": ("sabah 7'den beri", "saat dokuzdan beri"),
}

THE_HOUR_IN_WORDS = {
    "ru": ("С 7 утра", "С семи утра"),
    "ms": ("Sejak pukul 7 pagi", "Sejak pukul tujuh pagi"),
    "hi": ("सुबह 7 बजे", "सुबह सात बजे"),
    "tr": ("sabah 7'den beri", "saat yediden beri"),
}


@pytest.mark.parametrize("source", SOURCES)
def test_the_faithful_story_gives_no_row(tmp_path, source):
    assert rows(tmp_path, GATE, source) == []


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lang", sorted(ANOTHER_HOUR_IN_WORDS))
def test_another_hour_in_words_is_a_value_row(tmp_path, lang, source):
    found = rows(tmp_path, edited({(lang, 0): ANOTHER_HOUR_IN_WORDS[lang]}, GATE), source)
    assert found == [("value", lang, line_of(0))]


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lang", sorted(THE_HOUR_IN_WORDS))
def test_the_same_hour_in_words_gives_no_row(tmp_path, lang, source):
    assert rows(tmp_path, edited({(lang, 0): THE_HOUR_IN_WORDS[lang]}, GATE), source) == []


def test_the_english_hour_in_words_against_the_versions(tmp_path):
    found = rows(tmp_path, edited({("en", 0): ("since 7 a.m.", "since nine in the morning")}, GATE))
    assert found == [("value", "en", line_of(0))]


@pytest.mark.parametrize("source", SOURCES)
def test_a_turkish_period_and_another_hour_in_words_is_a_value_row(tmp_path, source):
    found = rows(tmp_path, edited({("tr", 0): ("sabah 7'den beri", "sabah dokuzdan beri")}, GATE), source)
    assert found == [("value", "tr", line_of(0))]


@pytest.mark.parametrize("source", SOURCES)
def test_a_turkish_period_and_the_same_hour_in_words_gives_no_row(tmp_path, source):
    assert rows(tmp_path, edited({("tr", 0): ("sabah 7'den beri", "sabah yediden beri")}, GATE), source) == []
