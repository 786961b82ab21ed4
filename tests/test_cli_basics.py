"""The command line as a new user meets it: --version, help that speaks in words, one SOURCES
for every command, an --out inside SOURCES, and packaging metadata without deprecations."""
from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pipeline.cli import app

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = [[], ["run"], ["check"], ["accept"], ["aliases"], ["aliases", "suggest"]]
runner = CliRunner()

# Written for these tests: a two-version article whose Malay figure is ten times too small.
TR = "Şirketin değeri 31,5 milyar dolara ulaştı.\n"
MS = "Nilai syarikat itu mencecah 3.15 bilion dolar.\n"


def write_article(sources: Path, name: str = "valuation") -> Path:
    folder = sources / name
    folder.mkdir(parents=True)
    (folder / "tr.txt").write_text(TR, encoding="utf-8")
    (folder / "ms.txt").write_text(MS, encoding="utf-8")
    return folder


def test_version_prints_the_installed_version():
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output == f"reconcile {metadata.version('reconcile')}\n"


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "reconcile")
def test_help_names_values_in_words_not_python_types(command):
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0
    assert not re.search(r"<(str|path|int|list\[str\]|bool|float)>", result.output), result.output
    assert "list[" not in result.output


def test_accept_takes_sources_as_an_argument_like_run_and_check(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_article(tmp_path / "news")
    checked = runner.invoke(app, ["check", "news", "--format", "csv", "--baseline", "b.csv"])
    assert checked.exit_code == 1, checked.output
    issue = next(line.split(",")[2] for line in checked.stdout.splitlines()[1:] if line.startswith("new,"))
    accepted = runner.invoke(app, ["accept", issue, "news", "--reason", "the desk confirmed", "--baseline", "b.csv"])
    assert accepted.exit_code == 0, accepted.output
    assert f"accepted {issue}: valuation" in accepted.stdout
    assert runner.invoke(app, ["check", "news", "--baseline", "b.csv", "--fail-on", "low"]).exit_code == 0


def test_an_out_folder_inside_sources_is_not_read_as_an_article(tmp_path):
    sources = tmp_path / "sources"
    write_article(sources)
    for _ in range(2):  # the second run finds the first run's outputs inside SOURCES
        done = runner.invoke(app, ["run", str(sources), "--out", str(sources / "outputs"), "--aliases",
                                   str(tmp_path / "none")])
        assert done.exit_code == 0, done.output
    summary = (sources / "outputs" / "summary.csv").read_text(encoding="utf-8-sig").splitlines()
    assert [line.split(",")[0] for line in summary[1:]] == ["valuation"]
    assert not (sources / "outputs" / "outputs").exists()
    checked = runner.invoke(app, ["check", str(sources), "--format", "json", "--baseline", str(tmp_path / "b.csv")])
    assert '"articles": [\n    "valuation"\n  ]' in checked.stdout  # check does not read it either


def test_the_license_is_an_spdx_expression_that_setuptools_reads_without_deprecation():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # (tomllib is Python 3.11+; we support 3.10)
    assert re.findall(r"^license\s*=\s*(.+)$", text, re.M) == ['"MIT"']  # a table ({text = ...}) is deprecated
    minimum = re.search(r'^requires\s*=.*"setuptools>=(\d+)', text, re.M)
    assert minimum and int(minimum[1]) >= 77  # the first setuptools that reads an SPDX license expression
