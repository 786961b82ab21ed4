"""`reconcile check` / `reconcile accept` through the CLI and the real pipeline, in a
temporary git repository.

``data/solar-plant`` is a short article written for these tests (not from the sample):
six paragraphs in Turkish, Malay, Russian and Hindi with every number agreeing
(31,5 milyar = 31.5 bilion = 31,5 млрд = 31.5 अरब; 3 milyon = 3 juta = 3 миллиона = 30 लाख).
Paragraph 4 (line 7) holds no number, so tests can edit it freely.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from checkhelpers import commit_all

DATA = Path(__file__).parent / "data" / "solar-plant"
SAMPLE = Path(__file__).resolve().parents[2] / "sources" / "kimi-k3-team"
def reconcile(*args: str):
    from typer.testing import CliRunner

    from pipeline.cli import app

    return CliRunner().invoke(app, list(args))


def check(*args: str):
    return reconcile("check", "sources", *args)


def issues(result, status: str | None = None) -> list[dict]:
    document = json.loads(result.stdout)
    return [i for i in document["issues"] if status is None or i["status"] == status]


def put_article(repo: Path, name: str, source: Path, langs=("tr", "ms", "ru")) -> Path:
    folder = repo / "sources" / name
    folder.mkdir(parents=True)
    for lang in langs:
        shutil.copyfile(source / f"{lang}.txt", folder / f"{lang}.txt")
    return folder


def replace_in(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.fixture
def newsroom(git_repo) -> Path:
    """A repository with the solar-plant article in Turkish, Malay and Russian, committed."""
    put_article(git_repo, "solar-plant", DATA)
    commit_all(git_repo, "solar plant article")
    return git_repo


SCALE_ERROR = ("31.5 bilion dolar", "31.5 juta dolar")  # billion -> million in the Malay version


@pytest.mark.parametrize("langs", [("tr", "ms"), ("tr", "ms", "ru", "hi")])
def test_clean_article_passes(git_repo, langs):
    put_article(git_repo, "solar-plant", DATA, langs)
    commit_all(git_repo, "clean article")
    result = check("--fail-on", "low")
    assert result.exit_code == 0, result.output
    assert "reconcile check: no new discrepancies at or above low in 1 article checked" in result.stdout
    assert json.loads(check("--format", "json", "--fail-on", "low").stdout)["issues"] == []


def test_new_scale_error_fails_and_prints_its_row(newsroom):
    replace_in(newsroom / "sources" / "solar-plant" / "ms.txt", *SCALE_ERROR)
    result = check("--changed-since", "HEAD")
    assert result.exit_code == 1, result.output
    rows = [line for line in result.stdout.splitlines() if "sources/solar-plant/ms.txt:3" in line]
    assert len(rows) == 1, result.stdout
    kind, severity, lang = rows[0].split()[:3]
    assert (kind, lang) == ("scale", "ms") and severity in ("high", "medium")
    assert "juta" in rows[0] and "scale-" in rows[0]
    assert "1 new discrepancy at or above medium" in result.stdout


def test_new_scale_error_as_json_and_github_annotation(newsroom):
    replace_in(newsroom / "sources" / "solar-plant" / "ms.txt", *SCALE_ERROR)
    found = issues(check("--format", "json"), "new")
    scale = [i for i in found if i["kind"] == "scale"]
    assert len(scale) == 1 and (scale[0]["lang"], scale[0]["line"]) == ("ms", 3)
    assert scale[0]["found_value"] == 31_500_000 and scale[0]["expected_value"] == 31_500_000_000
    result = check("--format", "github")
    assert result.exit_code == 1
    assert "::error file=sources/solar-plant/ms.txt,line=3,title=reconcile scale::" in result.stdout
    assert f"[{scale[0]['issue_id']}]" in result.stdout


def test_accept_then_pass_then_fix_makes_the_entry_stale(newsroom):
    ms = newsroom / "sources" / "solar-plant" / "ms.txt"
    replace_in(ms, *SCALE_ERROR)
    new = issues(check("--format", "json"), "new")
    ids = [i["issue_id"] for i in new]
    accepted = reconcile("accept", *ids, "--reason", "checked with the Malay desk")
    assert accepted.exit_code == 0, accepted.output
    baseline = (newsroom / "reconcile-baseline.csv").read_text(encoding="utf-8")
    assert all(i in baseline for i in ids) and "checked with the Malay desk" in baseline
    assert check().exit_code == 0
    replace_in(ms, SCALE_ERROR[1], SCALE_ERROR[0])
    fixed = check()
    assert fixed.exit_code == 0
    assert f"stale baseline entry {ids[0]}" in fixed.stderr


def test_ids_survive_line_shifts_rewording_and_a_new_version(newsroom):
    folder = newsroom / "sources" / "solar-plant"
    replace_in(folder / "ms.txt", *SCALE_ERROR)
    before = {(i["issue_id"], i["kind"], i["lang"]) for i in issues(check("--format", "json", "--fail-on", "low"))}
    assert any(kind == "scale" for _, kind, _ in before)
    # reword the number-free paragraph in one version
    replace_in(folder / "tr.txt", "katkı sağlayacağını söyledi.", "önemli bir katkı sağlayacağını açıkladı.")
    # a new number-free first paragraph in every version shifts every line by two
    for lang, lead in [("tr", "Haber merkezimizden."), ("ms", "Dari meja berita kami."), ("ru", "Из нашей редакции.")]:
        path = folder / f"{lang}.txt"
        path.write_text(f"{lead}\n\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    after = issues(check("--format", "json", "--fail-on", "low"))
    assert {(i["issue_id"], i["kind"], i["lang"]) for i in after} == before
    assert [i["line"] for i in after if i["kind"] == "scale"] == [5]
    # a Hindi version that agrees with the majority does not change the Malay issue's id
    shutil.copyfile(DATA / "hi.txt", folder / "hi.txt")
    with_hindi = {(i["issue_id"], i["kind"], i["lang"]) for i in issues(check("--format", "json", "--fail-on", "low"))}
    assert {x for x in before if x[2] == "ms"} <= with_hindi


def test_sample_passes_once_its_known_issues_are_accepted(git_repo):
    put_article(git_repo, "kimi-k3-team", SAMPLE, langs=("tr", "ms", "hi", "ar", "ru"))
    commit_all(git_repo, "sample")
    first = check("--format", "json")
    new = issues(first, "new")
    assert first.exit_code == 1 and new, "the sample has known discrepancies"
    ids = sorted({i["issue_id"] for i in new})
    accepted = reconcile("accept", *ids, "--reason", "known in the sample")
    assert accepted.exit_code == 0, accepted.output
    second = check()
    assert second.exit_code == 0, second.output
    assert f"({len(new)} accepted," in second.stdout


def test_sample_ids_survive_editing_an_unrelated_paragraph(git_repo):
    folder = put_article(git_repo, "kimi-k3-team", SAMPLE, langs=("tr", "ms", "hi", "ar", "ru"))
    before = {i["issue_id"] for i in issues(check("--format", "json", "--fail-on", "low"))}
    tr = folder / "tr.txt"
    lines = tr.read_text(encoding="utf-8").split("\n")
    # a middle paragraph without digits: reword it
    target = next(n for n in range(len(lines) // 2, len(lines))
                  if lines[n].strip() and not any(c.isdigit() for c in lines[n]) and len(lines[n]) > 80)
    lines[target] = lines[target] + " Bu cümle düzeltme sırasında eklendi."
    tr.write_text("\n".join(lines), encoding="utf-8")
    after = {i["issue_id"] for i in issues(check("--format", "json", "--fail-on", "low"))}
    assert after == before


def test_broken_baseline_exits_2_with_a_clear_message(newsroom):
    (newsroom / "reconcile-baseline.csv").write_text("issue_id,article\nnot-an-id,x\n", encoding="utf-8")
    result = check()
    assert result.exit_code == 2
    assert result.stderr.strip() == "reconcile check: baseline reconcile-baseline.csv: missing column 'kind' in the header row"


def test_missing_sources_exits_2_with_a_clear_message(git_repo):
    result = reconcile("check", "no-such-folder")
    assert result.exit_code == 2
    assert result.stderr.strip().endswith("no-such-folder does not exist")
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("args, words", [(["--fail-on", "urgent"], "--fail-on must be one of"),
                                         (["--format", "xml"], "--format must be one of")])
def test_bad_options_exit_2(newsroom, args, words):
    result = check(*args)
    assert result.exit_code == 2 and words in result.stderr


def test_accept_unknown_id_exits_2_naming_it(newsroom):
    result = reconcile("accept", "scale-0000000000", "--reason", "x")
    assert result.exit_code == 2
    assert "scale-0000000000" in result.stderr
    assert not (newsroom / "reconcile-baseline.csv").exists()
