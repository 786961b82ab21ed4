"""Indonesian, added as data only (pipeline/lang/id/): detection against Malay, and a short article
of our own that reconciles against Malay and Turkish versions (its numbers: tests/numbers/corpus/id/)."""
from pipeline.api import process_article
from pipeline.lang import language
from pipeline.lang.detect import detect_language


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
