import shutil
from pathlib import Path

import pytest

from pipeline.io.read import read_version
from pipeline.lang.detect import detect_language, language_from_filename, malay_or_indonesian

SAMPLE = Path(__file__).resolve().parents[2] / "sources" / "kimi-k3-team"

# Written for this test: ordinary Indonesian news prose (miliar, perusahaan, karena, persen, universitas).
INDONESIAN = (
    "Perusahaan rintisan asal Jakarta itu mengumumkan pendanaan baru senilai Rp 2 triliun pada hari Senin. "
    "Menurut juru bicara perusahaan, dana tersebut akan dipakai untuk memperluas kantor di Surabaya karena "
    "permintaan pelanggan naik 40 persen sejak Juli. Pendiri perusahaan, lulusan Universitas Indonesia, "
    "mengatakan bahwa uang itu juga bisa membantu penelitian bersama pemerintah daerah."
)
# Written for this test: Malaysian Malay prose on the same topic.
MALAY = (
    "Syarikat pemula dari Kuala Lumpur itu mengumumkan pembiayaan baharu bernilai RM2 bilion pada hari Isnin. "
    "Menurut jurucakap syarikat, wang tersebut akan digunakan untuk membesarkan pejabat di Johor Bahru kerana "
    "permintaan pelanggan meningkat 40 peratus sejak Julai. Beliau ialah graduan Universiti Malaya dan berkata "
    "dana itu boleh membantu penyelidikan bersama kerajaan negeri."
)


@pytest.mark.parametrize("name,code", [
    ("tr.txt", "tr"), ("ms.txt", "ms"), ("kimi-k3.hi.txt", "hi"), ("story_ru.md", "ru"),
    ("ar.md", "ar"), ("a.txt", None), ("notes.txt", None), ("report-final.txt", None),
])
def test_language_from_filename(name, code):
    assert language_from_filename(name) == code


def test_indonesian_is_told_from_malay():
    assert malay_or_indonesian(INDONESIAN).lang == "id"
    assert detect_language(INDONESIAN).lang == "id"
    guess = detect_language(MALAY)
    assert guess.lang == "ms"
    assert "markers" in guess.note


def test_malay_without_markers_is_reported_as_unsure():
    guess = malay_or_indonesian("Dia pergi ke pasar pagi tadi dengan adiknya.")
    assert guess.lang == "ms" and guess.unsure


def test_renamed_sample_files_are_detected_from_their_text(tmp_path):
    folder = tmp_path / "art"
    folder.mkdir()
    for new, old in zip("abcde", ["tr", "ms", "hi", "ar", "ru"]):
        shutil.copy(SAMPLE / f"{old}.txt", folder / f"{new}.txt")
    found = [read_version(folder / f"{n}.txt", tmp_path, "art") for n in "abcde"]
    assert [v.lang for v in found] == ["tr", "ms", "hi", "ar", "ru"]
    assert all(v.lang_source == "detected" for v in found)
    malay = found[1]
    assert malay.lang_confidence > 0.5
    assert any("Malay/Indonesian markers" in note for note in malay.notes)
