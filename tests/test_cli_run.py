"""`reconcile run` through the CLI: outputs, headers, and every kind of bad input."""
import csv
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pipeline.cli import app
from pipeline.report.tables import DISCREPANCY_COLUMNS, NUMBERS_COLUMNS, PERSONS_COLUMNS, SUMMARY_COLUMNS

SAMPLE = Path(__file__).resolve().parents[1] / "sources" / "kimi-k3-team"
runner = CliRunner()

TR = "Şirketin değeri 31,5 milyar dolar oldu.\n\nEkipte yaklaşık 300 kişi çalışıyor ve %80'i genç.\n"
MS = "Nilai syarikat mencapai US$31.5 bilion.\n\nPasukan itu mempunyai kira-kira 300 orang dan 80% daripadanya muda.\n"


def header(path):  # the CSVs start with a BOM for spreadsheets
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return next(csv.reader(fh))


def rows(path):
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def invoke(*args):
    return runner.invoke(app, ["run", *map(str, args)])


def make_article(root, name, files):
    folder = root / name
    folder.mkdir(parents=True)
    for filename, content in files.items():
        (folder / filename).write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return folder


@pytest.fixture(scope="module")
def sample_run(tmp_path_factory):
    root = tmp_path_factory.mktemp("run")
    sources = root / "sources"
    shutil.copytree(SAMPLE, sources / "kimi-k3-team")
    out = root / "outputs"
    result = invoke(sources, "--out", out, "--aliases", root / "no-aliases")
    return result, out


def test_sample_run_writes_the_contract_files(sample_run):
    result, out = sample_run
    assert result.exit_code == 0, result.output
    folder = out / "kimi-k3-team"
    assert header(folder / "numbers.csv") == NUMBERS_COLUMNS
    assert header(folder / "persons.csv") == PERSONS_COLUMNS
    assert header(folder / "discrepancies.csv") == DISCREPANCY_COLUMNS
    assert (folder / "report.html").stat().st_size > 1000
    summary = rows(out / "summary.csv")
    assert header(out / "summary.csv") == SUMMARY_COLUMNS
    assert len(summary) == 1
    assert summary[0]["versions"] == "5"
    assert sorted(summary[0]["languages"].split()) == ["ar", "hi", "ms", "ru", "tr"]
    assert "kimi-k3-team: 5 version(s)" in result.output


def test_sample_numbers_point_at_their_surface(sample_run):
    _, out = sample_run
    numbers = rows(out / "kimi-k3-team" / "numbers.csv")
    assert {r["lang"] for r in numbers} == {"tr", "ms", "hi", "ar", "ru"}
    for r in numbers:
        line = (SAMPLE / Path(r["file"]).name).read_text(encoding="utf-8").split("\n")[int(r["line"]) - 1]
        assert line[int(r["start"]):int(r["end"])] == r["surface"]


def test_missing_sources_exits_2_with_one_line(tmp_path):
    result = invoke(tmp_path / "nowhere", "--out", tmp_path / "out")
    assert result.exit_code == 2
    assert "does not exist" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_bad_files_are_reported_and_the_rest_is_processed(tmp_path):
    sources = tmp_path / "sources"
    make_article(sources, "good", {"tr.txt": TR, "ms.txt": MS, "hi.txt": "", "ar.txt": b"\x00\x01\x02binary\x00",
                                   "fr.txt": "Le budget de la ville atteint trois millions d'euros cette année.\n"})
    make_article(sources, "lonely", {"tr.txt": TR})
    out = tmp_path / "out"
    result = invoke(sources, "--out", out, "--aliases", tmp_path / "none")
    assert result.exit_code == 0, result.output
    assert "hi.txt: the file is empty" in result.output
    assert "ar.txt: looks like a binary file" in result.output
    assert "fr.txt: language 'fr' is not one reconcile knows" in result.output
    assert "lonely: only one version" in result.output
    summary = {r["article"]: r for r in rows(out / "summary.csv")}
    assert summary["good"]["versions"] == "2" and summary["lonely"]["versions"] == "1"
    assert header(out / "lonely" / "discrepancies.csv") == DISCREPANCY_COLUMNS
    assert rows(out / "lonely" / "numbers.csv"), "a single version still lists its numbers"


def test_legacy_encoded_version_is_decoded_and_noted(tmp_path):
    ru = "Компания оценивается в 31,5 миллиарда долларов.\n\nВ ней работают около 300 человек, 80 % из них молоды.\n"
    sources = tmp_path / "sources"
    make_article(sources, "enc", {"tr.txt": TR, "ru.txt": ru.encode("cp1251")})
    result = invoke(sources, "--out", tmp_path / "out", "--aliases", tmp_path / "none")
    assert result.exit_code == 0, result.output
    assert "decoded as cp1251" in result.output
    numbers = rows(tmp_path / "out" / "enc" / "numbers.csv")
    assert any(r["lang"] == "ru" and r["value"] == "31500000000" for r in numbers)


def test_a_single_article_folder_can_be_given(tmp_path):
    article = make_article(tmp_path / "sources", "one", {"tr.txt": TR, "ms.txt": MS})
    result = invoke(article, "--out", tmp_path / "out", "--aliases", tmp_path / "none")
    assert result.exit_code == 0, result.output
    numbers = rows(tmp_path / "out" / "one" / "numbers.csv")
    assert {r["file"] for r in numbers} == {"one/tr.txt", "one/ms.txt"}


def test_an_interrupted_write_leaves_the_previous_report(tmp_path, monkeypatch):
    article = make_article(tmp_path / "sources", "one", {"tr.txt": TR, "ms.txt": MS})
    out = tmp_path / "out"
    assert invoke(article, "--out", out, "--aliases", tmp_path / "none").exit_code == 0
    before = (out / "one" / "numbers.csv").read_bytes()

    import pipeline.report.tables as tables

    def explode(row_article, n):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(tables, "number_row", explode)
    result = invoke(article, "--out", out, "--aliases", tmp_path / "none", "--force")  # unchanged: forced
    assert result.exit_code == 1
    assert (out / "one" / "numbers.csv").read_bytes() == before
    assert not [p for p in (out / "one").iterdir() if p.name.endswith(".tmp")]


def test_aliases_suggest_from_inside_a_subfolder_names_the_article_not_dot_dot(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from pipeline.cli import app

    article = tmp_path / "harbour-deal"
    (article / "drafts").mkdir(parents=True)
    (article / "tr.txt").write_text("Liman anlaşmasını Ayşe Demir imzaladı.\n", encoding="utf-8")
    (article / "ms.txt").write_text("Perjanjian pelabuhan ditandatangani oleh Ayşe Demir.\n", encoding="utf-8")
    monkeypatch.chdir(article / "drafts")
    result = CliRunner().invoke(app, ["aliases", "suggest", "..", "--aliases", str(tmp_path / "none")])
    assert result.exit_code == 0, result.output
    assert "article 'harbour-deal'" in result.output
