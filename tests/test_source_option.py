"""--source as a user meets it: an article without that version is named (never silently judged
by the majority), and an unknown code lists the supported ones."""
from __future__ import annotations

import io
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pipeline import api
from pipeline.check.commands import check_command
from pipeline.facts.reference import ArticleFileError, article_source, source_code
from pipeline.cli import app
from pipeline.lang import name_of, supported
from pipeline.model import Reference

runner = CliRunner()

# Written for these tests: three versions, the Malay figure ten times too small; no English one.
TEXTS = {
    "tr": "Şirketin değeri 31,5 milyar dolara ulaştı.\n",
    "ms": "Nilai syarikat itu mencecah 3.15 bilion dolar.\n",
    "ru": "Стоимость компании достигла 31,5 млрд долларов.\n",
}


def write_article(sources: Path, texts: dict[str, str] = TEXTS, name: str = "valuation") -> Path:
    folder = sources / name
    folder.mkdir(parents=True)
    for lang, text in texts.items():
        (folder / f"{lang}.txt").write_text(text, encoding="utf-8")
    return folder


def test_source_on_the_command_line_without_that_version_is_said_for_the_article(tmp_path):
    folder = write_article(tmp_path)
    result = api.process_article(folder, tmp_path, reference=Reference(source="en"))
    notes = [p for p in result.problems if "--source en" in p]
    assert notes == ["valuation: --source en, but the article has no English version (it has ms ru tr); "
                     "its versions are judged by their majority"]
    assert [d.lang for d in result.discrepancies if d.kind == "scale"] == ["ms"]  # the majority ruled


def test_source_in_article_yml_without_that_version_is_said_too(tmp_path):
    folder = write_article(tmp_path)
    (folder / "article.yml").write_text("source: en\n", encoding="utf-8")
    result = api.process_article(folder, tmp_path)
    assert any(p.startswith("valuation: article.yml's source: en, but the article has no English version")
               for p in result.problems)


def test_an_article_that_has_the_source_version_gets_no_note(tmp_path):
    folder = write_article(tmp_path, {**TEXTS, "en": "The company was valued at $31.5 billion.\n"})
    result = api.process_article(folder, tmp_path, reference=Reference(source="en"))
    assert not [p for p in result.problems if "source" in p]


def test_check_names_the_article_without_the_source_on_stderr(tmp_path, monkeypatch):
    write_article(tmp_path / "sources")
    monkeypatch.chdir(tmp_path)
    out, err = io.StringIO(), io.StringIO()
    check_command(Path("sources"), Path("b.csv"), None, "medium", "table", None, out=out, err=err, source="en")
    assert "note: valuation: --source en, but the article has no English version" in err.getvalue()


@pytest.mark.parametrize("command", [["run", "--out", "OUT"], ["check"], ["accept", "--all", "--reason", "r"]])
def test_an_unknown_source_code_exits_2_listing_the_supported_ones(tmp_path, command):
    write_article(tmp_path / "sources")
    args = [a.replace("OUT", str(tmp_path / "out")) for a in command]
    done = runner.invoke(app, [*args, str(tmp_path / "sources"), "--source", "xx"])
    assert done.exit_code == 2
    assert "'xx' is not a language reconcile reads" in done.output
    for code in supported():
        assert f"{code} ({name_of(code)})" in done.output


@pytest.mark.parametrize("given, code", [("english", "en"), ("English", "en"), ("Türkçe", "tr"),
                                         ("русский", "ru"), ("melayu", "ms"), ("en-GB", "en")])
def test_article_yml_may_name_the_source_language_by_its_name(tmp_path, given, code):
    folder = write_article(tmp_path, {**TEXTS, "en": "The company was valued at $31.5 billion.\n"})
    (folder / "article.yml").write_text(f"source: {given}\n", encoding="utf-8")
    assert article_source(folder) == code
    result = api.process_article(folder, tmp_path)
    assert not [p for p in result.problems if "source" in p]


def test_source_on_the_command_line_may_be_a_language_name(tmp_path):
    assert source_code("Malay") == "ms" and source_code("ingilizce") == "en"
    with pytest.raises(ArticleFileError, match="'klingon' is not a language reconcile reads"):
        source_code("klingon")
