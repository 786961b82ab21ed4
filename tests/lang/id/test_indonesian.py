"""Indonesian, added as data only (pipeline/lang/id/): numbers, detection against Malay, and a
short article of our own that reconciles against Malay and Turkish versions."""
import pytest

from numcase import find_mention
from pipeline.api import process_article
from pipeline.lang import language
from pipeline.lang.detect import detect_language

LANG = "id"


@pytest.mark.parametrize("text, surface, value, unit", [
    ("Valuasi perusahaan mencapai 31,5 miliar dolar AS.", "31,5 miliar dolar AS", 31.5e9, "USD"),
    ("Pemerintah menyiapkan Rp 2,5 triliun.", "Rp 2,5 triliun", 2.5e12, "IDR"),
    ("Harga rumah itu Rp1.250.000.", "Rp1.250.000", 1.25e6, "IDR"),
    ("Penjualan naik 12,5 persen.", "12,5 persen", 12.5, "percent"),
    ("Sebanyak 750 ribu orang mengungsi.", "750 ribu", 750e3, "count"),
    ("Kecepatannya meningkat 3 kali lipat.", "3 kali lipat", 3, "times"),
    ("Tim itu terdiri dari dua puluh lima orang.", "dua puluh lima", 25, "count"),
    ("Sekitar delapan belas peneliti ikut.", "delapan belas", 18, "count"),
])
def test_indonesian_numbers(text, surface, value, unit):
    m = find_mention(text, surface, LANG)
    assert m.value == pytest.approx(value) and m.unit == unit


def test_indonesian_reads_the_decimal_comma_and_the_thousands_dot():
    assert find_mention("Nilainya 1.250 miliar rupiah.", "1.250 miliar rupiah", LANG).value == pytest.approx(1.25e12)
    assert find_mention("Nilainya 3,75 juta rupiah.", "3,75 juta rupiah", LANG).value == pytest.approx(3.75e6)


# Written for these tests: the same news item in Indonesian and in Malaysian Malay.
INDONESIAN = ("Perusahaan rintisan asal Bandung itu memperoleh pendanaan senilai 31,5 miliar dolar AS. "
              "Menurut juru bicara perusahaan, dana tersebut akan dipakai untuk membuka kantor baru karena "
              "permintaan pelanggan naik 40 persen sejak Juli, dan pemerintah daerah bisa ikut membantu.")
MALAY = ("Syarikat pemula dari Pulau Pinang itu memperoleh pembiayaan bernilai 31.5 bilion dolar AS. "
         "Menurut jurucakap syarikat, wang tersebut akan digunakan untuk membuka pejabat baharu kerana "
         "permintaan pelanggan meningkat 40 peratus sejak Julai, dan kerajaan negeri boleh membantu.")


def test_detection_tells_indonesian_from_malay():
    assert detect_language(INDONESIAN).lang == "id"
    assert detect_language(MALAY).lang == "ms"
    assert language("id").name == "Indonesian"


ARTICLE = {
    "id": ["Perusahaan itu bernilai 31,5 miliar dolar AS.", "Jumlah karyawan naik 40 persen tahun ini.",
           "Kantor baru dibuka di 12 kota."],
    "ms": ["Syarikat itu bernilai 31.5 bilion dolar AS.", "Bilangan pekerja meningkat 40 peratus tahun ini.",
           "Pejabat baharu dibuka di 12 bandar."],
    "tr": ["Şirketin değeri 31,5 milyar dolar.", "Çalışan sayısı bu yıl yüzde 40 arttı.",
           "Yeni ofisler 12 şehirde açıldı."],
}


def write(tmp_path, texts):
    folder = tmp_path / "startup"
    folder.mkdir()
    for lang, paragraphs in texts.items():
        (folder / f"{lang}.txt").write_text("\n\n".join(paragraphs) + "\n", encoding="utf-8")
    return folder


def test_an_indonesian_version_reconciles_with_the_others(tmp_path):
    result = process_article(write(tmp_path, ARTICLE), tmp_path)
    assert {v.lang for v in result.versions} == {"id", "ms", "tr"}
    found = {(n.lang, n.mention.value, n.mention.unit) for n in result.numbers if n.fact_id}
    assert ("id", 31.5e9, "USD") in found and ("id", 40, "percent") in found
    assert [d for d in result.discrepancies if d.kind in ("scale", "unit", "value")] == []


def test_a_wrong_indonesian_figure_is_reported_in_the_indonesian_version(tmp_path):
    wrong = dict(ARTICLE, id=["Perusahaan itu bernilai 315 miliar dolar AS."] + ARTICLE["id"][1:])
    result = process_article(write(tmp_path, wrong), tmp_path)
    rows = [(d.lang, d.kind) for d in result.discrepancies if d.kind in ("scale", "unit", "value")]
    assert rows == [("id", "scale")]
