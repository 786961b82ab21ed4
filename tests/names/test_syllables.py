"""The syllable table and surname list: complete, consistent, and reproducible from their sources."""
from __future__ import annotations

import unicodedata

import pytest

from pipeline.names import _build, syllables


@pytest.fixture(scope="module")
def table():
    return {row.pinyin: row for row in syllables.load_syllable_table()}


def test_inventory_covers_all_standard_syllables(table):
    assert 400 <= len(table) <= 420
    for syl in ("a", "er", "zhuang", "chuang", "shuang", "lv", "nve", "xiong", "jiong", "ri", "yu"):
        assert syl in table


@pytest.mark.parametrize("pinyin, wg, wg_plain, palladius", [
    ("zhou", "chou", "chou", "чжоу"),
    ("xu", "hsü", "hsu", "сюй"),
    ("qing", "ch'ing", "ching", "цин"),
    ("ri", "jih", "jih", "жи"),
    ("cai", "ts'ai", "tsai", "цай"),
    ("zhi", "chih", "chih", "чжи"),
    ("xin", "hsin", "hsin", "синь"),
    ("he", "ho", "ho", "хэ"),
])
def test_wade_giles_and_palladius_come_from_pypinyin(table, pinyin, wg, wg_plain, palladius):
    row = table[pinyin]
    assert row.wade_giles == wg
    assert row.wade_giles_plain == wg_plain
    assert row.palladius[0] == palladius


@pytest.mark.parametrize("pinyin, devanagari, arabic", [
    ("zhou", ["झोउ", "जो", "झोऊ", "जोउ", "ज़ोउ"], ["زهو", "تشو", "جو"]),
    ("xin", ["शिन"], ["شين"]),
    ("yu", ["यू"], ["يو"]),
    ("wei", ["वेइ", "वेई"], ["وي"]),
])
def test_script_forms_include_spellings_translators_use(table, pinyin, devanagari, arabic):
    row = table[pinyin]
    for form in devanagari:
        assert form in row.devanagari_forms
    for form in arabic:
        assert form in row.arabic_forms


def test_every_row_has_forms_in_every_script(table):
    for row in table.values():
        assert row.wade_giles and row.palladius and row.devanagari_forms and row.arabic_forms, row.pinyin
        assert len(row.devanagari_forms) == len(row.devanagari_ranks)
        assert len(row.arabic_forms) == len(row.arabic_ranks)


def test_forms_are_nfc_stripped_and_unique(table):
    for row in table.values():
        for forms in (row.palladius, row.devanagari_forms, row.arabic_forms):
            assert len(set(forms)) == len(forms), row.pinyin
            for form in forms:
                assert form == form.strip() == unicodedata.normalize("NFC", form)


def test_split_syllable_marks_umlaut_after_j_q_x_y():
    assert _build.split_syllable("xue") == ("x", "ve")
    assert _build.split_syllable("juan") == ("j", "van")
    assert _build.split_syllable("zhuang") == ("zh", "uang")
    assert _build.split_syllable("an") == ("", "an")


@pytest.mark.parametrize("name", sorted(_build.OUTPUTS))
def test_generated_tables_match_their_generator(name):
    committed = (_build.DATA / name).read_text(encoding="utf-8")
    assert committed == _build.OUTPUTS[name](), f"{name} is stale: run python -m pipeline.names._build"


@pytest.mark.parametrize("surname", [("ou", "yang"), ("si", "ma"), ("shang", "guan"), ("zhu", "ge"),
                                     ("mu", "rong"), ("wang",), ("xu",), ("zhou",), ("qu",), ("lai",)])
def test_surnames_include_single_and_compound(surname):
    assert syllables.is_surname(surname)


def test_ordinary_syllables_are_not_surnames():
    for syl in ("de", "dui", "chun", "en", "bin"):
        assert not syllables.is_surname((syl,))
    # many syllables are some rare surname, but far from all of them
    inventory = syllables.load_syllable_table()
    assert sum(syllables.is_surname((r.pinyin,)) for r in inventory) < 0.7 * len(inventory)


def test_surname_frequency_ranks_common_names_first():
    ranks = syllables.surname_ranks()
    assert ranks[("wang",)] < ranks[("zhou",)] < ranks[("qu",)]
    assert ranks[("ou", "yang")] == 999  # listed, but not among the frequent ones


def test_surname_readings_use_surname_pronunciation():
    by_hanzi = syllables.surnames_by_hanzi()
    assert by_hanzi["单"].pinyin == ("shan",)
    assert by_hanzi["曾"].pinyin == ("zeng",)
    assert by_hanzi["尉迟"].pinyin == ("yu", "chi")


def test_place_keys_loaded():
    places = syllables.place_keys()
    assert {"bei jing", "hong kong", "qing hua", "shang hai"} <= places
