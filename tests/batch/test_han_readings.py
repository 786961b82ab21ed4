"""Names written in hanzi are read from the generated han_readings.tsv, not from pypinyin at run time."""
import subprocess
import sys
import unicodedata

import pytest

from pipeline.names import _build, phonetic, syllables

TABLE = syllables.DATA / "han_readings.tsv"


def test_the_table_regenerates_from_pypinyin():
    assert TABLE.read_text(encoding="utf-8") == _build.render_han_readings()


def test_every_character_has_one_reading_and_the_table_is_nfc():
    rows = [line.split("\t") for line in TABLE.read_text(encoding="utf-8").splitlines()
            if not line.startswith("#")][1:]
    characters = "".join(chars for _, chars in rows)
    assert len(characters) == len(set(characters)) > 40_000
    assert unicodedata.normalize("NFC", characters) == characters
    readings = [reading for reading, _ in rows]
    assert len(readings) == len(set(readings))
    assert all(reading.isascii() and reading.isalpha() and reading.islower() for reading in readings)
    # nearly every standard syllable is some character's reading alone; the few other readings
    # are interjections and dialect syllables (hm, biang, wong)
    assert len(syllables.pinyin_set() - set(readings)) < 10
    assert {"hm", "m", "n", "biang"} <= set(readings) - syllables.pinyin_set()
    assert len(set(readings) - syllables.pinyin_set()) < 20


@pytest.mark.parametrize("character, reading", [
    ("明", "ming"), ("朝", "chao"), ("女", "nv"), ("吕", "lv"), ("略", "lve"), ("〇", "ling"),
    ("𠼞", "a"),  # an Extension B character
])
def test_a_character_reads_as_pypinyin_reads_it_alone(character, reading):
    from pypinyin import Style, lazy_pinyin

    assert phonetic.han_readings()[character] == reading
    assert lazy_pinyin(character, style=Style.NORMAL, v_to_u=False) == [reading]


@pytest.mark.parametrize("name, surname, given", [
    ("王小明", ("wang",), ("xiao", "ming")),
    ("张朝阳", ("zhang",), ("chao", "yang")),  # each character alone: 朝 is chao, as in the name
    ("欧阳修文", ("ou", "yang"), ("xiu", "wen")),  # a compound surname
    ("吕女", ("lv",), ("nv",)),
])
def test_a_han_name_reads_its_given_name_character_by_character(name, surname, given):
    reading = phonetic.read_han_name(name)
    assert reading.syllables == (surname, given)
    assert reading.system == "hanzi" and reading.surname_first


def test_a_character_without_a_reading_stands_for_itself():
    unread = "\N{CJK UNIFIED IDEOGRAPH-5159}"  # in the main block, no reading in pypinyin
    assert unread not in phonetic.han_readings()
    assert phonetic.read_han_name("李" + unread).syllables == (("li",), (unread,))


def test_no_name_without_a_surname_or_with_too_long_a_given_name():
    assert phonetic.read_han_name("今天天气") is None
    assert phonetic.read_han_name("王小明明明") is None


def test_reading_han_names_does_not_import_pypinyin():
    probe = ("import sys; from pipeline.names import phonetic; "
             "assert phonetic.read_han_name('王小明').key; print('pypinyin' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
