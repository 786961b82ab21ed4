"""Sentences per language, with offsets that map back to the original line."""
import pytest

from pipeline.io.read import split_lines, split_paragraphs
from pipeline.model import Version
from pipeline.segment import add_sentences


@pytest.mark.parametrize("lang,text,second", [
    ("tr", "Şirket büyüdü. Değeri 31,5 milyar dolar oldu.", "Değeri"),
    ("ms", "Syarikat itu berkembang. Nilainya US$31.5 bilion.", "Nilainya"),
    ("hi", "कंपनी बढ़ी। इसका मूल्य ३१५ अरब डॉलर है।", "इसका"),
    ("ar", "نمت الشركة. بلغت قيمتها ٣١٫٥ مليار دولار.", "بلغت"),
    ("ru", "Компания выросла. Её оценка — 31,5 млрд долларов.", "Её"),
])
def test_sentences_and_their_offsets_in_every_script(lang, text, second):
    raw = split_lines("Başlık\n\n" + text + "\n")
    version = Version("art", "v.txt", "art/v.txt", lang, "filename", 1.0, raw, split_paragraphs(raw))
    add_sentences(version)
    paragraph = version.paragraphs[1]
    assert len(paragraph.sentences) == 2
    sentence = paragraph.sentences[1]
    assert paragraph.text[sentence.start:sentence.end] == sentence.text
    assert sentence.text.startswith(second)
    line, column = paragraph.locate(sentence.start)
    assert line == 3 and raw[line - 1][column:].startswith(second)
