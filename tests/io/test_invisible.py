"""Invisible and control characters: ignored by the analysis, kept in the file, reported.

Every case writes its own version file with the character planted inside a number or a name,
reads it as the pipeline does, and checks the value found, where it points in the original
line, and the note an editor gets.
"""
import unicodedata

import pytest

from pipeline.api import locate_numbers
from pipeline.io.invisible import clean_line, invisible_note, is_invisible
from pipeline.io.normalize import analysis_line
from pipeline.io.read import read_version

ZWJ, ZWSP, RLO, LRI, PDI, BOM, NUL, SHY = "\u200d", "\u200b", "\u202e", "\u2066", "\u2069", "\ufeff", "\x00", "\u00ad"


def version_of(tmp_path, name, text):
    folder = tmp_path / "art"
    folder.mkdir(exist_ok=True)
    (folder / name).write_bytes(text.encode("utf-8"))
    return read_version(folder / name, tmp_path, "art")


def numbers_of(version):
    return [(n.line, n.start, n.end, n.mention.surface, n.mention.value, n.mention.unit) for n in locate_numbers(version)]


@pytest.mark.parametrize("char", [ZWJ, ZWSP, RLO, BOM, NUL, SHY, "\u200e", "\u2067", "\x1f"])
def test_a_character_inside_a_turkish_number_does_not_split_it(tmp_path, char):
    line = f"Şirketin değeri 3{char}1,5 milyar dolara ulaştı."
    version = version_of(tmp_path, "tr.txt", "Başlık\n\n" + line + "\n")
    ((number, start, end, surface, value, unit),) = numbers_of(version)
    assert (number, value, unit) == (3, 31.5e9, "USD")
    # the columns point into the original line, invisible character included
    assert surface == line[start:end]
    assert surface.startswith(f"3{char}1,5 milyar dolar")
    assert version.raw_lines[2] == line  # the file's text is kept as written


@pytest.mark.parametrize("lang,line,value", [
    ("ms", f"Syarikat itu bernilai US$3{ZWSP}1.5 bilion.", 31.5e9),
    ("ru", f"Компания стоит 3{RLO}1,5 млрд долларов.", 31.5e9),
    ("hi", f"कंपनी का मूल्य 3{ZWJ}1.5 अरब डॉलर है।", 31.5e9),
    ("ar", f"بلغت القيمة ٣{BOM}١٫٥ مليار دولار.", 31.5e9),
    ("ar", f"بلغت القيمة {LRI}٣١٫٥{PDI} مليار دولار.", 31.5e9),
])
def test_every_script_reads_the_number_through_the_character(tmp_path, lang, line, value):
    version = version_of(tmp_path, f"{lang}.txt", line + "\n")
    ((number, start, end, surface, found, unit),) = numbers_of(version)
    assert (number, found, unit) == (1, value, "USD")
    assert surface == line[start:end]


def test_a_right_to_left_override_in_a_number_is_reported_with_version_line_and_count(tmp_path):
    text = f"Başlık\n\nFabrikada 3{RLO}00 kişi çalışıyor.\n\nSatışlar %4{ZWJ}0 arttı, kâr {ZWSP}%2{ZWSP}0 düştü.\n"
    version = version_of(tmp_path, "tr.txt", text)
    assert [(n, v) for n, _, _, _, v, _ in numbers_of(version)] == [(3, 300), (5, 40), (5, 20)]
    (note,) = [n for n in version.notes if "invisible" in n]
    assert note.startswith("art/tr.txt: 4 invisible or control character(s)")
    assert "line 3: 1 × U+202E RIGHT-TO-LEFT OVERRIDE" in note
    assert "line 5: 1 × U+200D ZERO WIDTH JOINER, 2 × U+200B ZERO WIDTH SPACE" in note


def test_a_zero_width_joiner_inside_a_name_leaves_the_analysis_text_clean(tmp_path):
    line = f"Kurucu Xu Wei{ZWJ}xin ve Ay{ZWSP}şe Demir açıklama yaptı."
    version = version_of(tmp_path, "tr.txt", line + "\n")
    text = version.paragraphs[0].text
    assert text == "Kurucu Xu Weixin ve Ayşe Demir açıklama yaptı."
    start = text.index("Weixin")
    line_no, column = version.paragraphs[0].locate(start)
    end_line, end_column = version.paragraphs[0].locate(start + len("Weixin") - 1)
    assert (line_no, line[column:end_column + 1]) == (1, f"Wei{ZWJ}xin")


def test_a_nul_byte_never_drops_the_version(tmp_path):
    text = "Ekipte yaklaşık 300 kişi\x00 çalışıyor.\n\nŞirketin değeri 31,5 milyar dolar.\n"
    version = version_of(tmp_path, "tr.txt", text)
    assert [v for *_, v, _ in numbers_of(version)] == [300, 31.5e9]
    assert any("line 1: 1 × U+0000 control" in n for n in version.notes)


def test_a_line_of_only_invisible_characters_separates_paragraphs(tmp_path):
    text = f"Birinci paragraf 10 kişi.\n{ZWSP}{BOM}\nİkinci paragraf 20 kişi.\n"
    version = version_of(tmp_path, "tr.txt", text)
    assert [p.line for p in version.paragraphs] == [1, 3]


def test_whitespace_like_controls_become_a_space_not_a_join():
    assert clean_line("iki\x0cyüz").text == "iki yüz"
    assert clean_line("bir\u2028iki").text == "bir iki"
    assert clean_line("on\u200biki").text == "oniki"


def test_the_column_map_composes_with_nfc():
    # a decomposed ş (s + COMBINING CEDILLA) after a zero-width space: both maps at once
    line = f"Ba{ZWSP}s\u0327kan 42 milyon"
    cleaned = analysis_line(line)
    assert cleaned.text == "Başkan 42 milyon"
    at = cleaned.text.index("42")
    assert line[cleaned.column_map[at]:cleaned.column_map[at] + 2] == "42"
    assert cleaned.column_map[-1] == len(line)
    assert cleaned.removed == [(2, ZWSP)]


def test_a_clean_line_needs_no_map():
    assert analysis_line("Şirketin değeri 31,5 milyar dolar.").column_map is None
    assert analysis_line("a\tb").column_map is None  # a tab is text


def test_every_format_and_control_character_is_invisible_and_nothing_else():
    # generated from the Unicode database: categories Cc and Cf (tab kept), Zl and Zp
    for code in range(0x110000):
        ch = chr(code)
        expected = unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") and ch != "\t"
        assert is_invisible(ch) == expected, f"U+{code:04X}"


def test_the_note_names_at_most_a_few_lines():
    removed = {n: [(0, ZWJ)] for n in range(1, 20)}
    note = invisible_note("tr.txt", removed)
    assert note.startswith("tr.txt: 19 invisible")
    assert "line 8: 1 × U+200D" in note and "line 9:" not in note
    assert note.endswith("and 11 more line(s)")
    assert invisible_note("tr.txt", {1: []}) is None


@pytest.mark.parametrize("line", ["Ekipte 300\u200b kişi var.", "Ekipte \u200b300 kişi var.", "Ekipte 300\x00, fazlası yok."])
def test_a_mention_never_starts_or_ends_on_an_invisible_character(tmp_path, line):
    version = version_of(tmp_path, "tr.txt", line + "\n")
    ((_, start, end, surface, value, _),) = numbers_of(version)
    assert value == 300 and surface == line[start:end]
    assert surface.startswith("300") and not is_invisible(surface[-1])


def test_trim_span_and_show_invisible():
    from pipeline.io.invisible import show_invisible, trim_span

    assert trim_span("a\u200b300\u200bb", 1, 6) == (2, 5)
    assert trim_span("\u200b\u200b", 0, 2) == (0, 0)
    assert show_invisible("3\u202e00 kişi\x00") == "3<U+202E>00 kişi<U+0000>"
    assert show_invisible("31,5 milyar") == "31,5 milyar"
