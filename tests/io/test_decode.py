import codecs

import pytest

from pipeline.io.decode import DecodeError, decode_bytes

RU = "Компания оценивается в 31,5 миллиарда долларов, в ней работают около трёхсот человек.\n" * 3
AR = "بلغت القيمة السوقية للشركة 31.5 مليار دولار، ويعمل فيها نحو ثلاثمائة موظف في العاصمة.\n" * 3
TR = "Şirketin değeri 31,5 milyar dolara ulaştı; çalışanların çoğu genç mühendislerden oluşuyor.\n" * 3


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_unicode_encodings_with_bom_decode_exactly(encoding):
    data = RU.encode(encoding)
    if encoding in ("utf-16-le", "utf-16-be"):
        bom = codecs.BOM_UTF16_LE if encoding.endswith("le") else codecs.BOM_UTF16_BE
        data = bom + data
    decoded = decode_bytes(data, "x.txt")
    assert decoded.text == RU
    assert not decoded.text.startswith("\ufeff")


@pytest.mark.parametrize("text,encoding,hint", [
    (RU, "cp1251", "ru"), (RU, "cp1251", None),
    (AR, "cp1256", "ar"), (AR, "cp1256", None),
    (TR, "iso-8859-9", "tr"), (TR, "iso-8859-9", None),
])
def test_legacy_encodings_are_decoded_correctly(text, encoding, hint):
    decoded = decode_bytes(text.encode(encoding), "v.txt", hint)
    assert decoded.text == text
    assert decoded.encoding == encoding
    assert "decoded as " + encoding in decoded.note


def test_legacy_bytes_that_contradict_the_filename_language_are_rejected():
    with pytest.raises(DecodeError, match="v.txt"):
        decode_bytes(RU.encode("cp1251"), "v.txt", "tr")


def test_undecodable_bytes_are_rejected_with_the_file_name():
    noise = bytes(range(128, 256)) * 20
    with pytest.raises(DecodeError, match="noise.txt.*UTF-8"):
        decode_bytes(noise, "noise.txt")


def test_binary_and_empty_files_are_rejected():
    with pytest.raises(DecodeError, match="binary"):
        decode_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "img.txt")
    with pytest.raises(DecodeError, match="empty"):
        decode_bytes(b"  \n\n ", "blank.txt")


HI = "कंपनी का मूल्यांकन 31.5 अरब डॉलर है और इसमें लगभग तीन सौ लोग काम करते हैं।\n" * 3


@pytest.mark.parametrize("text", [RU, AR, TR, HI])
@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
def test_utf16_and_utf32_without_bom_are_read_and_noted(text, codec):
    decoded = decode_bytes(text.encode(codec), "v.txt")
    assert decoded.text == text
    assert decoded.encoding == codec
    assert "without a byte-order mark" in decoded.note and decoded.note.startswith("v.txt")


def test_a_stray_nul_in_utf8_is_text_not_utf16():
    data = ("Şirketin değeri 31,5 milyar dolar.\x00 Ekipte 300 kişi var.\n" * 2).encode("utf-8")
    decoded = decode_bytes(data, "tr.txt")
    assert decoded.encoding == "utf-8" and "\x00" in decoded.text


def test_nul_bytes_in_a_legacy_file_do_not_hide_the_encoding():
    data = RU.replace("долларов", "долларов\x00").encode("cp1251")
    decoded = decode_bytes(data, "ru.txt", "ru")
    assert decoded.encoding == "cp1251" and decoded.text.count("\x00") == 3


def test_a_file_made_of_control_bytes_is_still_binary():
    with pytest.raises(DecodeError, match="binary"):
        decode_bytes(b"\x00\x01\x02binary\x00\x00\x03\x04", "ar.txt")
