"""Clustering names across versions and scripts, person ids, persons.csv rows, name flags.

All names are invented for these tests.
"""
from __future__ import annotations

import pytest

from pipeline.model import LocatedName, NameMention, Person, evidence_text
from pipeline.names.find import find_persons
from pipeline.names.people import PERSONS_COLUMNS, persons_rows
from pipeline.names.positions import paragraph_positions, proportional_alignment
from pipeline.names.registry import load_registry


def person_of(persons, lang, spelling):
    """The person with a mention in ``lang`` whose base is ``spelling``."""
    hits = [p for p in persons for m in p.mentions if m.lang == lang and m.mention.base == spelling]
    assert hits, f"no {lang} mention {spelling!r}; have {[(m.lang, m.mention.base) for p in persons for m in p.mentions]}"
    return hits[0]


def same_person(persons, *pairs):
    ids = {person_of(persons, lang, spelling).person_id for lang, spelling in pairs}
    return len(ids) == 1


# ---------------------------------------------------------------- alignment helpers


def test_condensed_paragraph_covers_every_group_up_to_its_next_paragraph(version):
    long = version("tr", ["a", "b", "c", "d", "e"])
    short = version("ru", ["x", "y"])
    alignment = [{"tr": [0], "ru": [0]}, {"tr": [1]}, {"tr": [2], "ru": [1]}, {"tr": [3]}, {"tr": [4]}]
    positions = paragraph_positions([long, short], alignment)
    assert positions[("ru", 0)] == (0, 1)
    assert positions[("ru", 1)] == (2, 4)
    assert positions[("tr", 3)] == (3, 3)


def test_proportional_alignment_maps_parallel_versions_one_to_one(version):
    a = version("tr", ["one", "two", "three"])
    b = version("ms", ["satu", "dua", "tiga"])
    c = version("ru", ["всё вместе"])
    groups = proportional_alignment([a, b, c])
    assert groups[1] == {"tr": [1], "ms": [1]}
    assert groups[0]["ru"] == [0]


# ---------------------------------------------------------------- clustering across scripts

CHINESE = {
    "tr": ["Ekibi Gao Mingrui yönetiyor; Fang Jianyu ve Fang Jianduo da orada.",
           "Liang Wen ile Liang Wentao aynı ekipte değil.",
           "Song Yulan ve Song Anhua makaleyi yazdı."],
    "ms": ["Pasukan itu dipimpin oleh Kao Ming-jui; Fang Jianyu dan Fang Jianduo juga di sana.",
           "Liang Wen dan Liang Wentao bukan dalam pasukan yang sama.",
           "Song Yulan dan Song Anhua menulis kertas itu."],
    "ru": ["Командой руководит Гао Минжуй; там же Фан Цзяньюй и Фан Цзяньдо.",
           "Лян Вэнь и Лян Вэньтао работают в разных командах.",
           "Сун Юйлань и Сун Аньхуа написали статью."],
}


@pytest.fixture
def chinese_versions(version):
    return [version(lang, paras) for lang, paras in CHINESE.items()]


def test_pinyin_wade_giles_and_palladius_are_one_person(chinese_versions, identity):
    persons, _ = find_persons(chinese_versions, identity(chinese_versions), load_registry(None))
    assert same_person(persons, ("tr", "Gao Mingrui"), ("ms", "Kao Ming-jui"), ("ru", "Гао Минжуй"))


@pytest.mark.parametrize("a, b", [
    ("Fang Jianyu", "Fang Jianduo"),
    ("Liang Wen", "Liang Wentao"),
    ("Song Yulan", "Song Anhua"),
])
def test_near_miss_names_stay_apart(chinese_versions, identity, a, b):
    persons, _ = find_persons(chinese_versions, identity(chinese_versions), load_registry(None))
    assert person_of(persons, "tr", a).person_id != person_of(persons, "tr", b).person_id
    assert person_of(persons, "tr", a).person_id == person_of(persons, "ms", a).person_id


def test_every_person_spans_all_three_versions(chinese_versions, identity):
    persons, _ = find_persons(chinese_versions, identity(chinese_versions), load_registry(None))
    assert len(persons) == 7
    assert all({m.lang for m in p.mentions} == {"tr", "ms", "ru"} for p in persons)


def test_person_ids_do_not_depend_on_order(chinese_versions, identity):
    persons, _ = find_persons(chinese_versions, identity(chinese_versions), load_registry(None))
    reversed_versions = list(reversed(chinese_versions))
    again, _ = find_persons(reversed_versions, identity(reversed_versions), load_registry(None))
    assert {p.person_id: p.canonical for p in persons} == {p.person_id: p.canonical for p in again}


def test_canonical_prefers_pinyin_over_wade_giles(chinese_versions, identity):
    persons, _ = find_persons(chinese_versions, identity(chinese_versions), load_registry(None))
    assert person_of(persons, "ms", "Kao Ming-jui").canonical == "Gao Mingrui"


def test_given_name_first_order_matches(version, identity):
    versions = [
        version("tr", ["Makaleyi Mingrui Gao ve Peng Lihua yazdı."]),
        version("ms", ["Kertas itu ditulis oleh Gao Mingrui dan Peng Lihua."]),
        version("ru", ["Статью написали Гао Минжуй и Пэн Лихуа."]),
    ]
    persons, _ = find_persons(versions, identity(versions), load_registry(None))
    assert same_person(persons, ("tr", "Mingrui Gao"), ("ms", "Gao Mingrui"), ("ru", "Гао Минжуй"))


def test_russian_case_forms_are_one_spelling(version, identity):
    versions = [
        version("tr", ["Gao Mingrui konuştu.", "Gao Mingrui ile çalıştı."]),
        version("ms", ["Gao Mingrui bercakap.", "Bekerja dengan Gao Mingrui."]),
        version("ru", ["Гао Минжуй выступил.", "Работал с Гао Минжуем."]),
    ]
    persons, flags = find_persons(versions, identity(versions), load_registry(None))
    [person] = persons
    ru_rows = [r for r in persons_rows("a", persons) if r["lang"] == "ru"]
    assert [(r["surface"], r["count"], r["lines"]) for r in ru_rows] == [("Гао Минжуй", 2, "1 3")]
    assert not [f for f in flags if f.kind == "name_variant"]


# ---------------------------------------------------------------- other (non-Chinese) names


def test_non_chinese_name_found_in_every_script_by_projection(version, identity):
    versions = [
        version("tr", ["Ödülü Gustav Lindqvist verdi.", "Hava güzeldi."]),
        version("ru", ["Премию вручил Густав Линдквист.", "Погода была хорошей."]),
        version("hi", ["पुरस्कार गुस्ताव लिंडक्विस्ट ने दिया।", "मौसम अच्छा था।"]),
        version("ar", ["قدم الجائزة غوستاف ليندكفيست.", "كان الطقس جميلا."]),
    ]
    persons, _ = find_persons(versions, identity(versions), load_registry(None))
    [person] = persons
    assert person.canonical == "Gustav Lindqvist"
    assert {m.lang: m.mention.base for m in person.mentions} == {
        "tr": "Gustav Lindqvist", "ru": "Густав Линдквист", "hi": "गुस्ताव लिंडक्विस्ट", "ar": "غوستاف ليندكفيست"}


def test_arabic_clitic_is_not_part_of_the_projected_name(version, identity):
    versions = [
        version("tr", ["Nadia Fontaine ve Gustav Lindqvist geldi."]),
        version("ru", ["Пришли Надя Фонтен и Густав Линдквист."]),
        version("ar", ["جاءت نادية فونتين وغوستاف ليندكفيست."]),
    ]
    persons, _ = find_persons(versions, identity(versions), load_registry(None))
    gustav = person_of(persons, "tr", "Gustav Lindqvist")
    [arabic] = [m for m in gustav.mentions if m.lang == "ar"]
    assert arabic.mention.base == "غوستاف ليندكفيست"
    assert arabic.start == versions[2].paragraphs[0].text.index("غوستاف")


def test_unconfirmed_latin_runs_are_not_persons(version, identity):
    # "Velvet Harbour" stays Latin in every version: a product or band, not a person
    versions = [
        version("tr", ["Velvet Harbour konseri ve Gustav Lindqvist."]),
        version("ru", ["Концерт Velvet Harbour и Густав Линдквист."]),
    ]
    persons, _ = find_persons(versions, identity(versions), load_registry(None))
    assert [p.canonical for p in persons] == ["Gustav Lindqvist"]


# ---------------------------------------------------------------- flags


def test_name_variant_inside_one_version(version, identity):
    versions = [
        version("tr", ["Song Yulan konuştu.", "Song Yulan yazdı.", "Song Yulin ekledi."]),
        version("ms", ["Song Yulan bercakap.", "Song Yulan menulis.", "Song Yulan menambah."]),
        version("ru", ["Сун Юйлань выступила.", "Сун Юйлань написала.", "Сун Юйлань добавила."]),
    ]
    persons, flags = find_persons(versions, identity(versions), load_registry(None))
    assert len(persons) == 1
    [flag] = [f for f in flags if f.kind == "name_variant"]
    assert (flag.lang, flag.found, flag.expected, flag.line, flag.severity) == ("tr", "Song Yulin", "Song Yulan", 5, "medium")
    assert evidence_text(flag.evidence) == "tr:1 tr:3"
    assert flag.issue_id.startswith("name_variant-")


def test_name_mismatch_when_surname_differs(version, identity):
    versions = [
        version("tr", ["Kong Haoran konuştu."]),
        version("ms", ["Luo Haoran bercakap."]),
        version("ru", ["Ло Хаожань выступил."]),
        version("id", ["Luo Haoran berbicara."]),
    ]
    persons, flags = find_persons(versions, identity(versions), load_registry(None))
    assert len(persons) == 1
    [flag] = [f for f in flags if f.kind == "name_mismatch"]
    assert (flag.lang, flag.found, flag.severity) == ("tr", "Kong Haoran", "high")
    assert flag.expected == "Luo Haoran"
    assert {str(p) for p in flag.evidence} == {"ms:1", "ru:1", "id:1"}


def test_wade_giles_switch_is_a_low_note(version, identity):
    versions = [
        version("tr", ["Xie Zhiming konuştu."]),
        version("ms", ["Hsieh Chih-ming bercakap."]),
        version("ru", ["Се Чжимин выступил."]),
        version("id", ["Xie Zhiming berbicara."]),
    ]
    persons, flags = find_persons(versions, identity(versions), load_registry(None))
    assert len(persons) == 1
    [flag] = flags
    assert (flag.kind, flag.severity, flag.lang, flag.found, flag.expected) == (
        "name_mismatch", "low", "ms", "Hsieh Chih-ming", "Xie Zhiming")


# ---------------------------------------------------------------- registry and persons.csv


def test_registry_gives_canonical_and_finds_unrecognised_spelling(tmp_path, version, identity):
    (tmp_path / "people.yml").write_text(
        "people:\n  - id: gao-mingrui\n    name: Dr. Gao Mingrui\n"
        "    spellings: {tr: [Gao Mingrui], ru: [Гао Минжуй, Гао Мин]}\n", encoding="utf-8")
    versions = [
        version("tr", ["Gao Mingrui konuştu."]),
        version("ms", ["Gao Mingrui bercakap."]),
        version("ru", ["Гао Мин выступил."]),  # a truncated rendering only the registry knows
    ]
    persons, _ = find_persons(versions, identity(versions), load_registry(tmp_path))
    [person] = persons
    assert person.canonical == "Dr. Gao Mingrui"
    rows = persons_rows("art", persons)
    assert {(r["lang"], r["surface"], r["in_registry"]) for r in rows} == {
        ("tr", "Gao Mingrui", "true"), ("ms", "Gao Mingrui", "true"), ("ru", "Гао Мин", "true")}


def test_persons_rows_follow_the_contract():
    def located(lang, line, base):
        return LocatedName(lang, f"a/{lang}.txt", 0, line, 0, len(base), NameMention(0, len(base), base, base, "k"))

    person = Person("p-1", "Gao Mingrui", "gao ming rui", [
        located("tr", 3, "Gao Mingrui"), located("tr", 1, "Gao Mingrui"), located("tr", 3, "Gao Mingrui"),
        located("ru", 5, "Гао Минжуй")])
    rows = persons_rows("a", [person])
    assert all(list(r) == PERSONS_COLUMNS for r in rows)
    assert rows[0] == {"article": "a", "person_id": "p-1", "canonical": "Gao Mingrui", "lang": "ru",
                       "file": "a/ru.txt", "surface": "Гао Минжуй", "count": 1, "lines": "5", "in_registry": "false"}
    assert rows[1]["count"] == 3 and rows[1]["lines"] == "1 3"


# ---------------------------------------------------------------- Devanagari and Arabic

SCRIPTS = [
    ("tr", ["Toplantıda Gao Mingrui ve Peng Lihua konuştu.", "Sonra Gao Mingrui ayrıldı."]),
    ("ru", ["На встрече выступили Гао Минжуй и Пэн Лихуа.", "Потом Гао Минжуй ушёл."]),
    ("hi", ["बैठक में गाओ मिंगरुई और पेंग लिहुआ ने बात की।", "फिर गाओ मिंगरुई चले गए।"]),
    ("ar", ["في الاجتماع تحدث قاو مينغ روي وبينغ لي هوا.", "ثم غادر قاو مينغ روي."]),
]


@pytest.fixture
def script_versions(version):
    return [version(lang, paras) for lang, paras in SCRIPTS]


def test_chinese_name_matches_in_devanagari_and_arabic(script_versions, identity):
    persons, flags = find_persons(script_versions, identity(script_versions), load_registry(None))
    gao = person_of(persons, "tr", "Gao Mingrui")
    assert {(m.lang, m.mention.base) for m in gao.mentions} == {
        ("tr", "Gao Mingrui"), ("ru", "Гао Минжуй"), ("hi", "गाओ मिंगरुई"), ("ar", "قاو مينغ روي")}
    assert len(gao.mentions) == 8
    assert not flags


def test_arabic_proclitic_is_not_part_of_a_chinese_name(script_versions, identity):
    persons, _ = find_persons(script_versions, identity(script_versions), load_registry(None))
    peng = person_of(persons, "tr", "Peng Lihua")
    [arabic] = [m for m in peng.mentions if m.lang == "ar"]
    # "وبينغ لي هوا": the conjunction و is not part of the name, and the stop-word-like
    # syllable لي (Li) is
    assert arabic.mention.base == "بينغ لي هوا"
    assert arabic.start == script_versions[3].paragraphs[0].text.index("بينغ")
    assert {m.lang for m in peng.mentions} == {"tr", "ru", "hi", "ar"}


def test_lone_devanagari_reading_without_support_is_dropped(version, identity):
    # "गाओ मिंग" alone in Hindi, nothing in the other versions: ordinary words, not a person
    versions = [
        version("tr", ["Hava güzeldi."]),
        version("hi", ["मौसम अच्छा था, गाओ मिंग।"]),
    ]
    persons, _ = find_persons(versions, identity(versions), load_registry(None))
    assert persons == []


def test_three_versions_that_all_disagree_raise_no_mismatch(version, identity):
    # no two versions agree: there is nothing to side with, so no version is called wrong
    versions = [
        version("tr", ["Fang Xinnan konuştu."]),
        version("ms", ["Fang Xinyan bercakap."]),
        version("ru", ["Фан Синьжань выступил."]),
    ]
    persons, flags = find_persons(versions, identity(versions), load_registry(None))
    assert len(persons) == 1
    assert [f for f in flags if f.kind == "name_mismatch"] == []
