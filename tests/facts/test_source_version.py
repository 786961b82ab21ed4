"""The source version from the command line (``--source``) or from ``article.yml``."""
import csv

from factstory import STORY, edited, write_article
from typer.testing import CliRunner

from pipeline import api
from pipeline.cli import app
from pipeline.facts.reference import article_source

runner = CliRunner()
WRONG_MAJORITY = {(lang, 2): ("312", "318") for lang in ("tr", "ms", "hi", "ar")}


def numeric(result):
    return [d for d in result.discrepancies if d.kind in ("scale", "unit", "value", "missing")]


def test_article_yml_names_the_source_and_it_outvotes_the_majority(tmp_path):
    folder = write_article(tmp_path, edited(WRONG_MAJORITY))
    assert sorted(d.lang for d in numeric(api.reconcile_article_numbers(folder, tmp_path))) == ["en", "ru"]
    (folder / "article.yml").write_text("# the desk translates from English\nsource: EN\n", encoding="utf-8")
    assert article_source(folder) == "en"
    issues = numeric(api.reconcile_article_numbers(folder, tmp_path))
    assert sorted(d.lang for d in issues) == ["ar", "hi", "ms", "tr"]
    assert all("where the English source says" in d.message for d in issues)


def test_an_unknown_source_language_in_article_yml_fails_that_article_with_its_reason(tmp_path):
    folder = write_article(tmp_path, STORY)
    (folder / "article.yml").write_text("source: klingon\n", encoding="utf-8")
    failure = api.process_or_failure(folder, tmp_path)
    assert isinstance(failure, api.ArticleFailure)
    assert "article.yml" in failure.reason and "klingon" in failure.reason


def test_run_with_source_judges_against_it_and_a_bad_code_exits_2(tmp_path):
    write_article(tmp_path / "sources", edited(WRONG_MAJORITY))
    out = tmp_path / "out"
    bad = runner.invoke(app, ["run", str(tmp_path / "sources"), "--out", str(out), "--source", "xx"])
    assert bad.exit_code == 2 and "xx" in bad.output
    done = runner.invoke(app, ["run", str(tmp_path / "sources"), "--out", str(out), "--source", "en"])
    assert done.exit_code == 0, done.output
    with open(out / "story" / "discrepancies.csv", encoding="utf-8-sig", newline="") as fh:
        rows = [r for r in csv.DictReader(fh) if r["kind"] == "value"]
    assert sorted(r["lang"] for r in rows) == ["ar", "hi", "ms", "tr"]
    assert all(r["expected_value"] == "312" for r in rows)


def test_check_with_source_fails_on_the_translations_that_disagree_with_it(tmp_path, monkeypatch):
    import io
    from pathlib import Path

    from pipeline.check.commands import check_command

    write_article(tmp_path / "sources", edited(WRONG_MAJORITY))
    monkeypatch.chdir(tmp_path)
    out, err = io.StringIO(), io.StringIO()
    code = check_command(Path("sources"), Path("reconcile-baseline.csv"), None, "medium", "csv", Path("aliases"),
                         out=out, err=err, source="en")
    rows = [r for r in csv.DictReader(io.StringIO(out.getvalue())) if r["kind"] == "value"]
    assert code == 1 and sorted(r["lang"] for r in rows) == ["ar", "hi", "ms", "tr"]
    bad = check_command(Path("sources"), Path("reconcile-baseline.csv"), None, "medium", "csv", Path("aliases"),
                        out=io.StringIO(), err=err, source="nope")
    assert bad == 2 and "nope" in err.getvalue()


def test_a_row_judged_by_the_source_quotes_the_source_not_a_version_that_reads_alike(tmp_path):
    """The Arabic words read as surely as the English digits and sort first: the row must still
    quote the English source it was judged by (it said "where the Arabic source says")."""
    folder = write_article(tmp_path, edited({
        ("en", 2): ("312 patents", "312,400 patents"), ("tr", 2): ("312 patent", "312.400 patent"),
        ("ms", 2): ("312 paten", "312,400 paten"), ("ar", 2): ("312 براءة", "312 ألفا و400 براءة"),
        ("ru", 2): ("312 патентов", "312 400 патентов"), ("hi", 2): ("312 पेटेंट", "3,12,000 पेटेंट")}))
    (folder / "article.yml").write_text("source: en\n", encoding="utf-8")
    issues = numeric(api.reconcile_article_numbers(folder, tmp_path))
    assert [(d.lang, d.found, d.expected) for d in issues] == [("hi", "3,12,000", "312,400")]
    assert 'where the English source says "312,400"' in issues[0].message
