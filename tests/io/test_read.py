import unicodedata

import pytest

from pipeline.io.read import ReadError, read_version, split_lines, split_paragraphs


def write(tmp_path, name, text, encoding="utf-8"):
    folder = tmp_path / "art"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_bytes(text.encode(encoding))
    return path


def test_blank_lines_separate_paragraphs_and_lines_keep_their_numbers():
    paragraphs = split_paragraphs(split_lines("Bir.\n\nİki satır\nsürer.\n\n\nÜç.\n"))
    assert [p.line for p in paragraphs] == [1, 3, 7]
    assert paragraphs[1].text == "İki satır\nsürer."
    assert paragraphs[1].locate(paragraphs[1].text.index("sürer")) == (4, 0)


def test_without_blank_lines_each_line_is_a_paragraph():
    paragraphs = split_paragraphs(split_lines("один\nдва\nтри\n"))
    assert [(p.line, p.text) for p in paragraphs] == [(1, "один"), (2, "два"), (3, "три")]


def test_crlf_line_ends_are_dropped():
    assert split_lines("a\r\nb\r\n") == ["a", "b", ""]


@pytest.mark.parametrize("line,needle", [
    ("Şirketin değeri 31,5 milyar dolar.", "31,5"),
    ("Компания стоит 315 млрд долларов.", "315"),
    ("कंपनी का मूल्यांकन ३१५ अरब डॉलर है।", "३१५"),
    ("بلغ التقييم ٣١٫٥ مليار دولار.", "٣١٫٥"),
    ("Penilaian mencapai US$31.5 bilion.", "31.5"),
])
def test_offsets_map_back_to_the_original_line_in_every_script(tmp_path, line, needle):
    path = write(tmp_path, "v.tr.txt", "Başlık\n\n" + line + "\n")
    version = read_version(path, tmp_path, "art")
    paragraph = version.paragraphs[1]
    offset = paragraph.text.index(needle)
    line_no, column = paragraph.locate(offset)
    assert line_no == 3
    assert version.raw_lines[line_no - 1][column:column + len(needle)] == needle


def test_decomposed_text_is_normalized_but_columns_point_into_the_original(tmp_path):
    # s + COMBINING CEDILLA composes to ş; DEVANAGARI LETTER QA decomposes (a composition exclusion)
    original = "Bas\N{COMBINING CEDILLA}kan ve \N{DEVANAGARI LETTER QA}ilo 42 milyon"
    path = write(tmp_path, "tr.txt", original + "\n")
    version = read_version(path, tmp_path, "art")
    paragraph = version.paragraphs[0]
    assert unicodedata.is_normalized("NFC", paragraph.text)
    assert paragraph.text != original
    offset = paragraph.text.index("42")
    line_no, column = paragraph.locate(offset)
    assert original[column:column + 2] == "42"


def test_unknown_language_is_rejected_with_a_reason(tmp_path):
    path = write(tmp_path, "story.txt", "Le conseil municipal a voté hier soir un budget de trois millions d'euros pour les écoles de la ville.\n")
    with pytest.raises(ReadError, match="story.txt.*not one reconcile knows"):
        read_version(path, tmp_path, "art")


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_every_line_end_ends_a_line(end):
    assert split_lines(end.join(["bir", "iki", "", "üç"]) + end) == ["bir", "iki", "", "üç", ""]


def test_mixed_line_ends_count_lines_as_an_editor_does(tmp_path):
    # LF, a lone CR (old Mac), CRLF: an editor shows the number on line 5
    text = "Başlık\n\rİlk paragraf 10 kişi.\r\n\r\nŞirketin değeri 31,5 milyar dolar.\r"
    path = write(tmp_path, "tr.txt", text)
    version = read_version(path, tmp_path, "art")
    assert version.raw_lines[4] == "Şirketin değeri 31,5 milyar dolar."
    assert [p.line for p in version.paragraphs] == [1, 3, 5]
    paragraph = version.paragraphs[2]
    assert paragraph.locate(paragraph.text.index("31,5")) == (5, 16)
    assert any("lone CR" in note for note in version.notes)


def test_a_file_with_only_cr_line_ends_has_one_line_per_sentence(tmp_path):
    lines = ["Компания выросла.", "Её оценка 31,5 млрд долларов.", "В ней работают 300 человек."]
    path = write(tmp_path, "ru.txt", "\r".join(lines) + "\r")
    version = read_version(path, tmp_path, "art")
    assert version.raw_lines[:3] == lines
    assert [p.line for p in version.paragraphs] == [1, 2, 3]


def test_crlf_files_get_no_line_end_note(tmp_path):
    path = write(tmp_path, "tr.txt", "Bir.\r\n\r\nİki.\r\n")
    assert not any("CR" in note for note in read_version(path, tmp_path, "art").notes)
