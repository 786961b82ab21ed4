"""A "second" time or meeting a version says as a repetition ("bir kez daha", "повторной встрече",
"فيर से") with no ordinal is restated, no `missing` row; a second made
another place ("third") is a row all the same (``pipeline.facts.second_said_again``; the words are
``repetition_words`` of each language's numbers.yml). Sentences written for these tests."""
import pytest

from factstory import edited, line_of, reconcile_folder, write_article
from pipeline.model import Reference

NUMERIC = ("scale", "unit", "value", "missing", "inconsistent")

SUMMIT = {
    "en": ["The leaders will meet for the second time in March, the ministry said on 4 February."],
    "tr": ["Bakanlığın 4 Şubat'ta yaptığı açıklamaya göre liderler mart ayında bir kez daha bir araya gelecek."],
    "ms": ["Para pemimpin itu akan bertemu buat kali kedua pada bulan Mac, kata kementerian pada 4 Februari."],
    "hi": ["मंत्रालय ने 4 फरवरी को कहा कि नेता मार्च में दूसरी बार मिलेंगे।"],
    "ar": ["وقالت الوزارة في 4 فبراير إن الزعيمين سيلتقيان للمرة الثانية في مارس."],
    "ru": ["Как сообщило министерство 4 февраля, в марте лидеры проведут повторную встречу."],
}
SOURCES = ["", "en"]


def rows(tmp_path, versions, source=""):
    issues, _ = reconcile_folder(write_article(tmp_path, versions), Reference(source=source))
    return [(d.kind, d.severity, d.lang, d.line) for d in issues if d.kind in NUMERIC]


@pytest.mark.parametrize("source", SOURCES)
def test_a_second_time_said_as_again_is_no_omission(tmp_path, source):
    assert rows(tmp_path, SUMMIT, source) == []


ORDINALS = edited({("tr", 0): ("bir kez daha", "ikinci kez"), ("ru", 0): ("проведут повторную встречу",
                                                                        "встретятся во второй раз")}, SUMMIT)


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lang, old, new", [("ar", "للمرة الثانية", "للمرة الثالثة"),
                                            ("tr", "ikinci kez", "üçüncü kez")])
def test_a_second_made_another_place_is_still_a_row(tmp_path, lang, old, new, source):
    """Where every version says "second" with an ordinal, one that says "third" is a value row."""
    assert rows(tmp_path, ORDINALS, source) == []
    found = rows(tmp_path, edited({(lang, 0): (old, new)}, ORDINALS), source)
    assert [(k, lang_, line) for k, _, lang_, line in found] == [("value", lang, line_of(0))]


@pytest.mark.parametrize("source", SOURCES)
def test_a_second_left_out_without_a_repetition_is_still_missing(tmp_path, source):
    versions = edited({("tr", 0): ("bir kez daha ", ""), ("ru", 0): ("повторную встречу", "встречу"),
                       }, SUMMIT)
    found = rows(tmp_path, versions, source)
    assert {(k, lang) for k, _, lang, _ in found} >= {("missing", "tr"), ("missing", "ru")}


RANKING = {
    "en": ["The match lasted two hours.", "World No 1 Elena Markova won the final on Sunday."],
    "tr": ["Maç iki saat sürdü.", "Dünya 1 numarası Elena Markova pazar günü finali kazandı."],
    "ms": ["Perlawanan itu berlangsung dua jam.", "Pemain nombor satu dunia Elena Markova memenangi final pada hari Ahad."],
    "hi": ["मैच दो घंटे चला।", "विश्व की नंबर 1 खिलाड़ी एलेना मार्कोवा ने रविवार को फाइनल जीता।"],
    "ar": ["واستمرت المباراة ساعتين.", "وفازت المصنفة الأولى عالميا إيلينا ماركوفا بالنهائي يوم الأحد."],
    "ru": ["Матч длился два часа.", "Первая ракетка мира Елена Маркова в воскресенье выиграла финал."],
}


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lang, old, new", [("ms", "nombor satu dunia", "nombor dua dunia"),
                                            ("ar", "المصنفة الأولى", "المصنفة الثانية"),
                                            ("ru", "Первая ракетка", "Вторая ракетка")])
def test_a_place_spelled_as_another_is_a_value_row(tmp_path, lang, old, new, source):
    """A rank has no digits to slip: the one place a version states where it lacks the fact's
    place is that place stated wrongly (``account.another_place``), not a figure left alone."""
    assert rows(tmp_path, RANKING, source) == []
    found = rows(tmp_path, edited({(lang, 1): (old, new)}, RANKING), source)
    assert [(k, lang_, line) for k, _, lang_, line in found] == [("value", lang, line_of(1))]
