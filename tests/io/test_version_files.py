"""Which files of an article folder are versions: named after their language, or listed in
article.yml; desk notes, READMEs and other text files are skipped with a note."""
from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from babel import Locale

from pipeline.api import list_articles, process_article
from pipeline.io.read import list_version_files
from pipeline.lang import language, supported
from pipeline.lang.detect import language_from_filename

# Written for these tests: one short story in Turkish and Malay, and an editor's notes in English.
TR = "Şirket 2025'te 31,5 milyar dolar değerlemeye ulaştı. Genel müdür Ayşe Demir, 250 kişiyi işe alacaklarını söyledi.\n"
MS = "Syarikat itu mencapai penilaian 31.5 bilion dolar pada 2025. Ketua pegawai eksekutif Ayşe Demir berkata 250 orang akan diambil bekerja.\n"
NOTES = ("Desk notes: check the 31.5 billion figure with the wire copy; the 2025 valuation was 28 billion "
         "in March. Ayşe Demir's title is chief executive. Ask the Malay desk about the 250 hires.\n")
README = "# About this folder\n\nTranslations arrive by 6 pm; 3 reviewers sign off on each version.\n"


def article(tmp_path: Path, files: dict[str, str], name: str = "valuation") -> Path:
    folder = tmp_path / "sources" / name
    folder.mkdir(parents=True)
    for file, text in files.items():
        (folder / file).write_text(text, encoding="utf-8")
    return folder


def test_desk_notes_and_a_readme_are_no_versions_and_the_log_names_them(tmp_path):
    folder = article(tmp_path, {"tr.txt": TR, "ms.txt": MS, "notes.txt": NOTES, "README.md": README})
    result = process_article(folder, folder.parent)
    assert [v.file for v in result.versions] == ["valuation/ms.txt", "valuation/tr.txt"]
    assert {d.lang for d in result.discrepancies} <= {"ms", "tr"}
    skipped = [p for p in result.problems if "skipped: its name carries no language" in p]
    assert [p.split(":")[0] for p in skipped] == ["valuation/README.md", "valuation/notes.txt"]
    assert all("article.yml" in p for p in skipped)  # says how to make it a version


@pytest.mark.parametrize("code", supported())
def test_a_file_named_after_its_language_in_english_or_in_itself_is_that_language(code):
    english = Locale.parse("en").languages[code]
    own = Locale.parse(code).languages[code]
    for name in (english, own, own.upper(), english.lower()):
        assert language_from_filename(f"{name}.txt") == code, name
        assert language_from_filename(f"kimi-k3.{name}.md") == code, name
    assert language(code).name == english or code == "ms"  # languages.yml's name is CLDR's English one


@pytest.mark.parametrize("name,code", [
    ("turkish.txt", "tr"), ("türkçe.txt", "tr"), ("Turkce.txt", "tr"), ("русский.txt", "ru"), ("arabic.md", "ar"),
    ("العربية.txt", "ar"), ("हिन्दी.txt", "hi"), ("bahasa-melayu.txt", "ms"), ("İngilizce.md", "en"),
    ("rusça.txt", "ru"), ("story_english.md", "en"), ("notes.txt", None), ("README.md", None), ("russia-notes.txt", None),
])
def test_language_names_in_file_names(name, code):
    assert language_from_filename(name) == code
    assert language_from_filename(unicodedata.normalize("NFD", name)) == code  # as macOS file systems store it


def test_versions_named_by_language_names_are_read_as_those_languages(tmp_path):
    folder = article(tmp_path, {"türkçe.txt": TR, "Malay.txt": MS, "notes.txt": NOTES})
    result = process_article(folder, folder.parent)
    assert {v.file: v.lang for v in result.versions} == {"valuation/Malay.txt": "ms", "valuation/türkçe.txt": "tr"}
    assert all(v.lang_source == "filename" for v in result.versions)


def test_article_yml_makes_a_file_without_a_language_in_its_name_a_version(tmp_path):
    folder = article(tmp_path, {"tr.txt": TR, "wire-copy.txt": MS, "desk.txt": MS, "notes.txt": NOTES})
    (folder / "article.yml").write_text("versions:\n  wire-copy.txt:\n  desk.txt: id\n", encoding="utf-8")
    result = process_article(folder, folder.parent)
    langs = {v.file: (v.lang, v.lang_source) for v in result.versions}
    assert langs == {"valuation/tr.txt": ("tr", "filename"), "valuation/wire-copy.txt": ("ms", "detected"),
                     "valuation/desk.txt": ("id", "filename")}
    assert any(p.startswith("valuation/notes.txt: skipped") for p in result.problems)


def test_article_yml_may_give_a_version_its_language_by_name(tmp_path):
    folder = article(tmp_path, {"wire-copy.txt": MS, "desk.txt": TR})
    (folder / "article.yml").write_text("source: Türkçe\nversions:\n  wire-copy.txt: Malay\n  desk.txt: turkish\n",
                                        encoding="utf-8")
    result = process_article(folder, folder.parent)
    assert {v.file: v.lang for v in result.versions} == {"valuation/wire-copy.txt": "ms", "valuation/desk.txt": "tr"}
    assert not [p for p in result.problems if "article.yml" in p]


def test_article_yml_may_list_versions_as_a_list_and_its_mistakes_are_named(tmp_path):
    folder = article(tmp_path, {"tr.txt": TR, "wire.txt": MS})
    (folder / "article.yml").write_text("source: tr\nversions: [wire.txt, gone.txt]\n", encoding="utf-8")
    assert [p.name for p in list_version_files(folder)] == ["tr.txt", "wire.txt"]
    result = process_article(folder, folder.parent)
    assert [v.lang for v in result.versions] == ["tr", "ms"]
    assert any("article.yml lists 'gone.txt'" in p and "no such file" in p for p in result.problems)

    (folder / "article.yml").write_text("versions:\n  wire.txt: klingon\n  ../tr.txt: tr\n", encoding="utf-8")
    result = process_article(folder, folder.parent)
    assert [v.lang for v in result.versions] == ["tr"]
    assert any("'klingon' is not a language reconcile reads" in p for p in result.problems)
    assert any("'../tr.txt'" in p and "without a folder" in p for p in result.problems)
    assert any(p.startswith("valuation/wire.txt: skipped") for p in result.problems)


def test_a_readme_beside_the_article_folders_does_not_make_sources_an_article(tmp_path):
    folder = article(tmp_path, {"tr.txt": TR, "ms.txt": MS})
    (folder.parent / "README.md").write_text(README, encoding="utf-8")
    assert list_articles(folder.parent) == [folder]
