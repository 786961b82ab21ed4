"""A bare figure whose unit the text leaves implied, converted from the others' measure, is the
same figure (``relation.implied_unit_agrees``): Turkish "1,85 boyundaki" (1.85 tall: metres) for
"6 ft 1 in" and "185 см". A bare figure that is no conversion of it is still a row.
A climbing story written for these tests in six languages; the relation alone is tested in
``test_relation.py``."""
import pytest

from factstory import edited, line_of, numeric_rows as rows

SOURCES = ["", "en"]

CLIMB = {
    "en": ["The guide, who stands 6 ft 1 in, led the team up the ridge on Monday.",
           "Each climber carried a pack weighing 40 pounds for 12 hours."],
    "tr": ["1,85 boyundaki rehber pazartesi günü ekibi sırta çıkardı.",
           "Her dağcı 12 saat boyunca 18 kiloluk bir çanta taşıdı."],
    "ms": ["Pemandu itu, yang setinggi 185 sentimeter, membawa pasukan ke rabung pada hari Isnin.",
           "Setiap pendaki membawa beg seberat 18 kilogram selama 12 jam."],
    "hi": ["6 फुट 1 इंच लंबे गाइड ने सोमवार को टीम को चोटी तक पहुँचाया।",
           "हर पर्वतारोही ने 12 घंटे तक 18 किलो का बैग उठाया।"],
    "ar": ["قاد المرشد، الذي يبلغ طوله 185 سنتيمترا، الفريق إلى القمة يوم الاثنين.",
           "وحمل كل متسلق حقيبة تزن 18 كيلوغراما لمدة 12 ساعة."],
    "ru": ["Проводник ростом 185 см в понедельник вывел группу на гребень.",
           "Каждый альпинист нес рюкзак весом 18 кг в течение 12 часов."],
}


@pytest.mark.parametrize("source", SOURCES)
def test_a_height_in_metres_left_implied_is_the_height_in_feet(tmp_path, source):
    assert rows(tmp_path, CLIMB, source) == []


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lang, old, new", [
    ("tr", "1,85 boyundaki", "1,65 boyundaki"),
    ("tr", "1,85 boyundaki", "1,95 boyundaki"),
])
def test_a_bare_height_that_is_no_conversion_is_a_row(tmp_path, lang, old, new, source):
    found = rows(tmp_path, edited({(lang, 0): (old, new)}, CLIMB), source)
    assert [(lang, line_of(0))] == [(row_lang, line) for _kind, row_lang, line in found]

