"""Facts that survive a wrong value, on an article written for these tests in six languages
(``articles.STORY``): slips of one digit, omissions, a version contradicting itself, a source
version, and correct conversions and restatements that must stay quiet."""
import pytest

from factstory import STORY, TRANSLATIONS, edited, line_of, reconcile_folder, write_article
from pipeline.model import Reference

NUMERIC = ("scale", "unit", "value", "missing", "inconsistent")


def reconcile(tmp_path, versions, reference=None, name="story"):
    issues, numbers = reconcile_folder(write_article(tmp_path, versions, name), reference)
    return [d for d in issues if d.kind in NUMERIC], numbers


def test_the_story_as_written_gives_no_row_conversion_and_restatement_included(tmp_path):
    issues, numbers = reconcile(tmp_path, STORY)
    assert issues == []
    by_fact = {}
    for n in numbers:
        by_fact.setdefault(n.fact_id, set()).add(n.lang)
    speed = {n.lang for n in numbers if n.line == line_of(4) and n.fact_id}
    sales = {n.lang for n in numbers if n.line == line_of(3) and n.fact_id}
    assert speed == set(STORY), "137 km/h is 85 mph converted: one fact"
    assert sales == set(STORY), "25 percent more is 1.25 times: one fact"


SLIPS = {  # the figure 312 (patents), slipped three ways in each language
    "changed digit": ("312", "318", 318),
    "dropped digit": ("312", "32", 32),
    "swapped digits": ("312", "321", 321),
}


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("slip", sorted(SLIPS))
def test_a_slipped_digit_is_one_value_row_in_that_version(tmp_path, lang, slip):
    old, new, value = SLIPS[slip]
    issues, _ = reconcile(tmp_path, edited({(lang, 2): (old, new)}))
    assert [(d.kind, d.lang, d.line) for d in issues] == [("value", lang, line_of(2))]
    assert issues[0].found_value == value and issues[0].expected_value == 312
    assert len(issues[0].evidence) == len(STORY) - 1


def test_an_age_with_its_digits_swapped_is_one_fact_and_a_value_row(tmp_path):
    issues, numbers = reconcile(tmp_path, edited({("tr", 1): ("36 yaşındaki", "63 yaşındaki")}))
    assert [(d.kind, d.lang, d.found, d.expected_value) for d in issues] == [("value", "tr", "63", 36)]
    ages = {n.lang: n.fact_id for n in numbers if n.line == line_of(1) and n.mention.value in (36, 63)}
    assert len(set(ages.values())) == 1 and len(ages) == len(STORY)


@pytest.mark.parametrize("lang, old, new", [
    ("tr", "212 mühendis", "birçok mühendis"),
    ("ms", "212 jurutera", "ramai jurutera"),
    ("hi", "212 इंजीनियर", "कई इंजीनियर"),
    ("ar", "212 مهندسا", "مهندسون كثيرون"),
    ("ru", "212 инженеров", "много инженеров"),
])
def test_an_omitted_count_is_missing(tmp_path, lang, old, new):
    issues, _ = reconcile(tmp_path, edited({(lang, 0): (old, new)}))
    assert [(d.kind, d.lang, d.line, d.expected_value) for d in issues] == [("missing", lang, line_of(0), 212)]
    assert issues[0].severity == "medium"  # the lede's figure


@pytest.mark.parametrize("lang, old, new", [
    ("tr", "ulusal sıralamada 4. oldu", "ulusal sıralamada üst sıralarda yer aldı"),
    ("ms", "menduduki tempat ke-4 dalam", "berada di kedudukan atas dalam"),
    ("hi", "चौथे स्थान पर रही", "शीर्ष स्थानों में रही"),
    ("ar", "المركز الرابع", "مركزا متقدما"),
    ("ru", "заняла 4-е место", "заняла высокое место"),
])
def test_an_omitted_rank_is_missing_at_low_severity(tmp_path, lang, old, new):
    issues, _ = reconcile(tmp_path, edited({(lang, 2): (old, new)}))
    assert [(d.kind, d.lang, d.line, d.expected_value, d.severity) for d in issues] == [
        ("missing", lang, line_of(2), 4, "low")]


BODY_IN_YUAN = {
    ("en", 5): ("4.2 billion dollars", "4.2 billion yuan"),
    ("tr", 5): ("4,2 milyar dolar", "4,2 milyar yuan"),
    ("ms", 5): ("4.2 bilion dolar", "4.2 bilion yuan"),
    ("hi", 5): ("4.2 अरब डॉलर", "4.2 अरब युआन"),
    ("ar", 5): ("4.2 مليار دولار", "4.2 مليار يوان"),
    ("ru", 5): ("4,2 млрд долларов", "4,2 млрд юаней"),
}


@pytest.mark.parametrize("source, reported", [("", "ar"), ("en", "en")])
def test_a_summary_and_body_that_disagree_inside_every_version_are_one_inconsistency(tmp_path, source, reported):
    """Every version says dollars in the summary and yuan in the body: the slip is the source's,
    one row (on the source when it is named, else on the first version), naming the others."""
    issues, _ = reconcile(tmp_path, edited(BODY_IN_YUAN), Reference(source=source))
    assert [(d.kind, d.lang) for d in issues] == [("inconsistent", reported)]
    d = issues[0]
    assert (d.expected_unit, d.found_unit, d.line) == ("USD", "CNY", line_of(5))
    assert [(p.lang, p.line) for p in d.evidence] == [(d.lang, line_of(0))]
    assert "two ways" in d.message and d.severity == "high"
    assert "Hindi" in d.message and "follow it" in d.message


def test_one_version_that_changes_the_currency_is_a_unit_row_not_an_inconsistency(tmp_path):
    issues, _ = reconcile(tmp_path, edited({("ms", 5): ("4.2 bilion dolar", "4.2 bilion yuan")}))
    assert [(d.kind, d.lang, d.line) for d in issues] == [("unit", "ms", line_of(5))]


WRONG_MAJORITY = {(lang, 2): ("312", "318") for lang in ("tr", "ms", "hi", "ar")}


def test_without_a_source_the_majority_rules(tmp_path):
    issues, _ = reconcile(tmp_path, edited(WRONG_MAJORITY))
    assert sorted(d.lang for d in issues) == ["en", "ru"]
    assert all(d.expected_value == 318 for d in issues)


def test_a_source_version_outvotes_a_wrong_majority(tmp_path):
    issues, _ = reconcile(tmp_path, edited(WRONG_MAJORITY), Reference(source="en"))
    assert sorted((d.kind, d.lang) for d in issues) == [("value", lang) for lang in ("ar", "hi", "ms", "tr")]
    assert all(d.expected_value == 312 and "where the English source says" in d.message for d in issues)
    assert all([p.lang for p in d.evidence] == ["en", "ru"] for d in issues)


def test_a_source_that_is_absent_leaves_the_majority(tmp_path):
    issues, _ = reconcile(tmp_path, edited({("tr", 2): ("312", "318")}), Reference(source="id"))
    assert [(d.lang, d.expected_value) for d in issues] == [("tr", 312)]


SPLIT_AND_MERGED = {
    "en": "The firm hired 212 engineers. Half of them work in Ankara, and 48 of them joined in 2024.",
    "tr": "Şirket 212 mühendis işe aldı; yarısı Ankara'da çalışıyor ve 48'i 2024'te katıldı.",  # merged
    "ms": "Firma itu mengambil 212 jurutera. Separuh daripada mereka bekerja di Ankara. Seramai 48 orang menyertai pada 2024.",  # split
    "ru": "Фирма наняла 212 инженеров. Половина из них работает в Анкаре, а 48 пришли в 2024 году.",
}


def test_sentence_splits_and_merges_keep_each_figure_with_its_sentence(tmp_path):
    story = {lang: [text] for lang, text in SPLIT_AND_MERGED.items()}
    issues, numbers = reconcile(tmp_path, story)
    assert issues == []
    facts = {}
    for n in numbers:
        facts.setdefault(n.mention.value, set()).add(n.fact_id)
    assert all(len(ids) == 1 for value, ids in facts.items() if value in (212, 48, 2024))
    slipped = {lang: [text] for lang, text in SPLIT_AND_MERGED.items()}
    slipped["ms"] = [SPLIT_AND_MERGED["ms"].replace("Seramai 48", "Seramai 84")]
    issues, _ = reconcile(tmp_path, slipped, name="slipped")
    assert [(d.kind, d.lang, d.found_value, d.expected_value) for d in issues] == [("value", "ms", 84, 48)]


def test_a_wrong_conversion_is_a_value_row_with_both_values_in_one_unit(tmp_path):
    issues, _ = reconcile(tmp_path, edited({("ru", 4): ("137 км/ч", "85 км/ч")}))
    assert [(d.kind, d.lang) for d in issues] == [("unit", "ru")]  # the figure copied, the unit changed
    issues, _ = reconcile(tmp_path, edited({("ru", 4): ("137 км/ч", "120 км/ч")}), name="other")
    assert [(d.kind, d.lang) for d in issues] == [("value", "ru")]
    assert ": 120 km/h)" in issues[0].message and "(137 km/h)" in issues[0].message


def test_one_slip_repeated_in_one_version_is_one_row_with_both_lines(tmp_path):
    story = edited({("hi", 0): ("4.2 अरब", "42 अरब"), ("hi", 5): ("4.2 अरब", "42 अरब")})
    issues, _ = reconcile(tmp_path, story)
    assert [(d.kind, d.lang, d.line) for d in issues] == [("scale", "hi", line_of(0))]
    assert [p.line for p in issues[0].also] == [line_of(5)]
    assert f"also on line {line_of(5)}" in issues[0].message
