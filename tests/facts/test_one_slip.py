"""One slip, one row (``pipeline.facts.oneslip``, ``account.conversion_twins``), on a tsunami story
written for these tests in six languages: a figure and its conversion in parentheses are one
statement (a version that drops the conversion leaves nothing out; a version that writes the
conversion's number with the figure's unit is one ``unit`` row, no ``missing`` row beside it); a
score left out is one row; the source's own inconsistency is one row; a row never quotes as its
reference a figure another row calls wrong; vague magnitudes that touch are said to touch."""
import pytest

from factstory import STORY, edited, line_of, reconcile_folder, write_article
from pipeline.model import Reference

NUMERIC = ("scale", "unit", "value", "missing", "inconsistent")

TSUNAMI = {
    "en": ["Livingston beat Rangers 1-0 on the day the tsunami struck.",
           "Waves as high as six meters (18 feet) hit the shore at dusk.",
           "The tsunami crossed the open sea at 800 kph (497 mph) before striking the coast.",
           "Damage may be worse along the coast 300 km (190 miles) north of the city."],
    "tr": ["Livingston, tsunaminin vurduğu gün Rangers'ı 1-0 yendi.",
           "Yüksekliği altı metreye (18 fit) ulaşan dalgalar akşam kıyıya çarptı.",
           "Tsunami kıyıya ulaşmadan önce açık denizde 800 km/sa (497 mil/sa) hızla ilerledi.",
           "Kentin 300 km (190 mil) kuzeyindeki kıyıda hasar daha büyük olabilir."],
    "ms": ["Livingston menewaskan Rangers 1-0 pada hari tsunami melanda.",
           "Ombak setinggi enam meter (18 kaki) menghempas pantai pada waktu senja.",
           "Tsunami itu merentasi laut terbuka dengan kelajuan 800 kph (497 mph) sebelum melanda pantai.",
           "Kerosakan mungkin lebih teruk di sepanjang pantai 300 km (190 batu) di utara bandar itu."],
    "hi": ["जिस दिन सुनामी आई, उस दिन लिविंगस्टन ने रेंजर्स को 1-0 से हराया।",
           "शाम को छह मीटर (18 फीट) ऊंची लहरें तट से टकराईं।",
           "तट से टकराने से पहले सुनामी ने 800 किलोमीटर प्रति घंटे (497 मील प्रति घंटे) की रफ़्तार से खुला समुद्र पार किया।",
           "शहर के उत्तर में 300 किलोमीटर (190 मील) दूर तट पर नुकसान और अधिक हो सकता है।"],
    "ar": ["فاز ليفينغستون على رينجرز 1-0 في يوم ضرب التسونامي.",
           "وضربت الساحل عند الغسق أمواج بارتفاع ستة أمتار (18 قدمًا).",
           "وعبر التسونامي البحر المفتوح بسرعة 800 كيلومتر في الساعة (497 ميلاً في الساعة) قبل أن يضرب الساحل.",
           "وقد تكون الأضرار أكبر على الساحل الواقع على بعد 300 كم (190 ميلاً) شمال المدينة."],
    "ru": ["В день, когда ударило цунами, «Ливингстон» обыграл «Рейнджерс» со счётом 1:0.",
           "Вечером на берег обрушились волны высотой шесть метров (18 футов).",
           "Цунами пересекло открытое море со скоростью 800 км/ч (497 миль в час), прежде чем обрушиться на берег.",
           "Ущерб может оказаться больше на побережье в 300 км (190 миль) к северу от города."],
}
SOURCES = ["", "en"]


def rows(tmp_path, versions, source=""):
    issues, _ = reconcile_folder(write_article(tmp_path, versions), Reference(source=source))
    return [d for d in issues if d.kind in NUMERIC]


def brief(issues):
    return [(d.kind, d.lang, d.line) for d in issues]


@pytest.mark.parametrize("source", SOURCES)
def test_the_tsunami_as_written_gives_no_row(tmp_path, source):
    assert brief(rows(tmp_path, TSUNAMI, source)) == []


DROPPED_CONVERSION = {
    "tr": ("altı metreye (18 fit)", "altı metreye"),
    "ms": ("enam meter (18 kaki)", "enam meter"),
    "hi": ("छह मीटर (18 फीट)", "छह मीटर"),
    "ar": ("ستة أمتار (18 قدمًا)", "ستة أمتار"),
    "ru": ("шесть метров (18 футов)", "шесть метров"),
}


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lang", sorted(DROPPED_CONVERSION))
def test_a_dropped_conversion_in_parentheses_is_no_omission(tmp_path, lang, source):
    """"six meters (18 feet)" as "six meters": the height is stated; the rough conversion (6 m is
    19.7 ft) is the same statement, not a figure of its own."""
    assert brief(rows(tmp_path, edited({(lang, 1): DROPPED_CONVERSION[lang]}, TSUNAMI), source)) == []


WRONG_CONVERSION = {  # the mph figure given with km/h, the 800 km/h dropped
    "tr": ("800 km/sa (497 mil/sa)", "497 km/sa"),
    "ms": ("800 kph (497 mph)", "497 kph"),
    "hi": ("800 किलोमीटर प्रति घंटे (497 मील प्रति घंटे)", "497 किलोमीटर प्रति घंटे"),
    "ar": ("800 كيلومتر في الساعة (497 ميلاً في الساعة)", "497 كيلومتر في الساعة"),
    "ru": ("800 км/ч (497 миль в час)", "497 км/ч"),
}


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lang", sorted(WRONG_CONVERSION))
def test_a_wrong_conversion_is_one_unit_row_and_no_missing_row(tmp_path, lang, source):
    found = rows(tmp_path, edited({(lang, 2): WRONG_CONVERSION[lang]}, TSUNAMI), source)
    assert brief(found) == [("unit", lang, line_of(2))]


@pytest.mark.parametrize("lang, old, new", [
    ("ru", "300 км (190 миль)", "302 км"),
    ("tr", "300 km (190 mil)", "302 km"),
    ("ms", "300 km (190 batu)", "302 km"),
])
def test_a_slipped_figure_that_happens_to_match_the_dropped_conversion_is_a_value_row(tmp_path, lang, old, new):
    """302 km is 187.7 miles, within a rounding of the 190 miles the version dropped: but its unit
    is the figure's, and its digits are 300 slipped."""
    for source in SOURCES:
        found = rows(tmp_path / (source or "majority"), edited({(lang, 3): (old, new)}, TSUNAMI), source)
        assert brief(found) == [("value", lang, line_of(3))]
        assert found[0].expected_value == 300


@pytest.mark.parametrize("lang, old, new", [
    ("ru", " со счётом 1:0", ""),
    ("tr", "Rangers'ı 1-0 yendi", "Rangers'ı yendi"),
    ("ar", "على رينجرز 1-0", "على رينجرز"),
])
def test_a_score_left_out_is_one_missing_row(tmp_path, lang, old, new):
    found = rows(tmp_path, edited({(lang, 0): (old, new)}, TSUNAMI))
    assert brief(found) == [("missing", lang, line_of(0))]


BODY_IN_YUAN_EN = {("en", 5): ("4.2 billion dollars", "4.2 billion yuan")}


def test_the_source_contradicting_itself_is_one_row_on_the_source(tmp_path):
    """The English summary says dollars and its body yuan; every translation says dollars twice:
    the translators set the slip right. One inconsistent row, on the source, not a unit row per
    translation judged against the source's slip."""
    found = rows(tmp_path, edited(BODY_IN_YUAN_EN, STORY), "en")
    assert brief(found) == [("inconsistent", "en", line_of(5))]


def test_a_row_does_not_quote_a_reference_that_another_row_calls_wrong(tmp_path):
    """The Hindi scales 4.2 billion dollars to 42; the Turkish and the Malay write yuan for dollars
    (two unit rows). The Hindi row quotes a version that says dollars, not one of those two."""
    versions = edited({("hi", 0): ("4.2 अरब डॉलर", "42 अरब डॉलर"), ("tr", 0): ("4,2 milyar dolar", "4,2 milyar yuan"),
                       ("ms", 0): ("4.2 bilion dolar", "4.2 bilion yuan")}, STORY)
    found = rows(tmp_path, versions)
    hindi = [d for d in found if d.lang == "hi" and d.line == line_of(0)]
    flagged = {d.lang for d in found if d.line == line_of(0) and d.lang != "hi"}
    assert flagged == {"tr", "ms"} and len(hindi) == 1
    assert hindi[0].kind == "scale" and hindi[0].expected_unit == "USD"
    assert not any(d.found == hindi[0].expected for d in found if d.lang in flagged)


def test_vague_magnitudes_that_touch_are_not_said_not_to_meet(tmp_path):
    from test_vague_facts import RALLY
    found = rows(tmp_path, edited({("hi", 0): ("सैकड़ों", "हज़ारों")}, RALLY))
    assert brief(found) == [("scale", "hi", line_of(0))]
    assert "only touch" in found[0].message and "do not meet" not in found[0].message
