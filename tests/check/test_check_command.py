"""check_command and accept_command against a fake pipeline (no NLP involved)."""
from __future__ import annotations

import io
import json
from datetime import date
from pathlib import Path

import pytest
from checkhelpers import make_discrepancy, write_article

from pipeline.check.baseline import load_baseline
from pipeline.check.commands import accept_command, check_command

TODAY = date(2026, 11, 30)


def run_check(sources, baseline, fail_on="medium", fmt="table", changed_since=None, aliases=None):
    out, err = io.StringIO(), io.StringIO()
    code = check_command(Path(sources), Path(baseline), changed_since, fail_on, fmt, aliases, out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def run_accept(ids, sources, baseline, reason="checked with the desk"):
    out, err = io.StringIO(), io.StringIO()
    code = accept_command(ids, reason, Path(baseline), Path(sources), None, out=out, err=err, today=TODAY)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def sources(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "sources"
    for article in ("news", "sport"):
        write_article(root, article, {"tr": "bir\n", "ms": "satu\n", "hi": "एक\n"})
    return root


HIGH = make_discrepancy(severity="high", line=5)
MEDIUM = make_discrepancy(kind="unit", lang="tr", found="%80", expected="80 kali", severity="medium", line=8)
LOW = make_discrepancy(kind="name_variant", lang="hi", found="झांग", expected="जांग", severity="low", line=2)


def test_no_discrepancies_passes(fake_api, sources, tmp_path):
    code, out, err = run_check(sources, tmp_path / "reconcile-baseline.csv")
    assert code == 0
    assert out == ("reconcile check: no new discrepancies at or above medium in 2 articles checked "
                   "(0 accepted, 0 below threshold, 0 stale baseline entries)\n")
    assert "no baseline at" in err


@pytest.mark.parametrize(
    "fail_on, code, listed",
    [("high", 1, [HIGH]), ("medium", 1, [HIGH, MEDIUM]), ("low", 1, [HIGH, MEDIUM, LOW])],
)
def test_threshold_decides_what_fails(fake_api, sources, tmp_path, fail_on, code, listed):
    fake_api.discrepancies["news"] = [LOW, MEDIUM, HIGH]
    result, out, _ = run_check(sources, tmp_path / "b.csv", fail_on=fail_on)
    assert result == code
    listed_ids = [d.issue_id for d in listed]
    for d in (HIGH, MEDIUM, LOW):
        assert (d.issue_id in out) is (d.issue_id in listed_ids)


def test_below_threshold_only_passes(fake_api, sources, tmp_path):
    fake_api.discrepancies["news"] = [LOW]
    code, out, _ = run_check(sources, tmp_path / "b.csv", fail_on="medium")
    assert code == 0 and "1 below threshold" in out


def test_accept_then_check_passes(fake_api, sources, tmp_path):
    baseline = tmp_path / "reconcile-baseline.csv"
    fake_api.discrepancies["news"] = [HIGH, MEDIUM]
    assert run_check(sources, baseline)[0] == 1
    code, out, err = run_accept([HIGH.issue_id, f"[{MEDIUM.issue_id}]"], sources, baseline)
    assert (code, err) == (0, "")
    assert f"accepted {HIGH.issue_id}: news ms scale, found '31.5 juta', expected '31,5 milyar'" in out
    entries = load_baseline(baseline).entries
    assert set(entries) == {HIGH.issue_id, MEDIUM.issue_id}
    assert entries[HIGH.issue_id].reason == "checked with the desk"
    assert entries[HIGH.issue_id].date == "2026-11-30"
    assert (entries[MEDIUM.issue_id].article, entries[MEDIUM.issue_id].kind, entries[MEDIUM.issue_id].lang) == ("news", "unit", "tr")
    code, out, _ = run_check(sources, baseline)
    assert code == 0 and "2 accepted" in out


def test_accept_updates_an_existing_entry(fake_api, sources, tmp_path):
    baseline = tmp_path / "b.csv"
    fake_api.discrepancies["news"] = [HIGH]
    run_accept([HIGH.issue_id], sources, baseline, reason="first")
    code, out, _ = run_accept([HIGH.issue_id], sources, baseline, reason="second  reason\n")
    assert code == 0 and out.startswith(f"updated {HIGH.issue_id}")
    assert load_baseline(baseline).entries[HIGH.issue_id].reason == "second reason"


def test_accept_unknown_id_fails_and_writes_nothing(fake_api, sources, tmp_path):
    baseline = tmp_path / "b.csv"
    fake_api.discrepancies["news"] = [HIGH]
    code, out, err = run_accept([HIGH.issue_id, "scale-ffffffffff"], sources, baseline)
    assert code == 2 and out == ""
    assert err.strip() == f"reconcile accept: issue id not found in {sources}: scale-ffffffffff"
    assert not baseline.exists()


@pytest.mark.parametrize("ids, reason, words", [([], "ok", "at least one issue id"), (["scale-1"], "  ", "--reason")])
def test_accept_usage_errors(fake_api, sources, tmp_path, ids, reason, words):
    code, _, err = run_accept(ids, sources, tmp_path / "b.csv", reason=reason)
    assert code == 2 and words in err and err.count("\n") == 1


def test_accept_stops_once_every_id_is_found(fake_api, sources, tmp_path):
    fake_api.discrepancies["news"] = [HIGH]
    run_accept([HIGH.issue_id], sources, tmp_path / "b.csv")
    assert fake_api.processed == ["news"]


def test_stale_entry_is_a_note_not_an_error(fake_api, sources, tmp_path):
    baseline = tmp_path / "b.csv"
    fake_api.discrepancies["news"] = [HIGH]
    run_accept([HIGH.issue_id], sources, baseline)
    fake_api.discrepancies["news"] = []  # the editor fixed the Malay version
    code, out, err = run_check(sources, baseline)
    assert code == 0
    assert "1 stale baseline entry" in out
    assert f"note: stale baseline entry {HIGH.issue_id} (news, scale)" in err


def test_checking_one_article_does_not_call_other_articles_stale(fake_api, sources, tmp_path):
    baseline = tmp_path / "b.csv"
    fake_api.discrepancies["sport"] = [make_discrepancy(article="sport")]
    run_accept([fake_api.discrepancies["sport"][0].issue_id], sources, baseline)
    code, out, err = run_check(sources / "news", baseline)
    assert code == 0 and "stale" not in err and fake_api.processed[-1] == "news"


def test_entries_of_a_deleted_article_are_stale(fake_api, sources, tmp_path):
    baseline = tmp_path / "b.csv"
    gone = make_discrepancy(article="gone")
    write_article(sources, "gone", {"tr": "x\n"})
    fake_api.discrepancies["gone"] = [gone]
    run_accept([gone.issue_id], sources, baseline)
    for file in (sources / "gone").iterdir():
        file.unlink()
    (sources / "gone").rmdir()
    code, _, err = run_check(sources, baseline)
    assert code == 0 and f"stale baseline entry {gone.issue_id} (gone, scale)" in err


def test_github_paths_are_relative_to_the_working_directory(fake_api, sources, tmp_path):
    fake_api.discrepancies["news"] = [HIGH]
    _, out, _ = run_check(sources, tmp_path / "b.csv", fmt="github")
    assert out.startswith("::error file=sources/news/ms.txt,line=5,title=reconcile scale::")


def test_single_article_folder_as_sources(fake_api, sources, tmp_path):
    fake_api.discrepancies["news"] = [HIGH]
    code, out, _ = run_check(sources / "news", tmp_path / "b.csv", fmt="json")
    document = json.loads(out)
    assert code == 1 and document["articles"] == ["news"]
    assert document["issues"][0]["path"] == "sources/news/ms.txt"


@pytest.mark.parametrize(
    "problem, note",
    [
        ("news/ar.txt: empty file; skipped", "note: news/ar.txt: empty file; skipped"),
        ("a second tr version; skipped", "note: news: a second tr version; skipped"),
    ],
)
def test_problems_of_an_article_become_notes_naming_it_once(fake_api, sources, tmp_path, problem, note):
    fake_api.problems["news"] = [problem]
    code, _, err = run_check(sources, tmp_path / "b.csv")
    assert code == 0 and note + "\n" in err


@pytest.mark.parametrize(
    "kwargs, words",
    [
        (dict(fail_on="critical"), "--fail-on must be one of high, medium, low (got 'critical')"),
        (dict(fmt="xml"), "--format must be one of table, csv, json, github (got 'xml')"),
        (dict(changed_since="--all"),
         "--changed-since expects a git ref such as origin/main or HEAD~1 (got '--all')"),
    ],
)
def test_bad_command_line_exits_2(fake_api, sources, tmp_path, kwargs, words):
    code, out, err = run_check(sources, tmp_path / "b.csv", **kwargs)
    assert (code, out) == (2, "")
    assert err == f"reconcile check: {words}\n"


def test_missing_sources_exits_2(fake_api, tmp_path):
    code, out, err = run_check(tmp_path / "nowhere", tmp_path / "b.csv")
    assert (code, out) == (2, "")
    assert err == f"reconcile check: SOURCES path {tmp_path / 'nowhere'} does not exist\n"


def test_broken_baseline_exits_2(fake_api, sources, tmp_path):
    baseline = tmp_path / "b.csv"
    baseline.write_text("issue_id,article\nscale-1,news\n", encoding="utf-8")
    code, out, err = run_check(sources, baseline)
    assert (code, out) == (2, "")
    assert err.startswith(f"reconcile check: baseline {baseline}: missing column 'kind'") and err.count("\n") == 1


def test_broken_baseline_stops_accept_too(fake_api, sources, tmp_path):
    baseline = tmp_path / "b.csv"
    baseline.write_text("not,a,baseline\n", encoding="utf-8")
    fake_api.discrepancies["news"] = [HIGH]
    code, _, err = run_accept([HIGH.issue_id], sources, baseline)
    assert code == 2 and "unknown column 'not'" in err
    assert baseline.read_text(encoding="utf-8") == "not,a,baseline\n"


def test_registry_error_exits_2(fake_api, sources, tmp_path):
    from pipeline.names.registry import RegistryError

    fake_api.registry_error = RegistryError(["aliases/people.yml: entry 3 has no name", "second problem"])
    code, _, err = run_check(sources, tmp_path / "b.csv")
    assert code == 2 and err.count("\n") == 1 and "entry 3 has no name" in err


def test_pipeline_crash_exits_2_naming_the_article(fake_api, sources, tmp_path):
    fake_api.crash_on.add("sport")
    code, out, err = run_check(sources, tmp_path / "b.csv")
    assert (code, out) == (2, "")
    assert err == "reconcile check: article sport could not be processed: KeyError: 'boom'\n"


def run_accept_all(arguments, baseline, reason="present when the check was adopted", sources=None):
    out, err = io.StringIO(), io.StringIO()
    code = accept_command(arguments, reason, Path(baseline), sources, None, out=out, err=err, today=TODAY,
                          all_issues=True)
    return code, out.getvalue(), err.getvalue()


def test_accept_all_makes_a_first_baseline_of_every_severity_and_check_then_passes(fake_api, sources, tmp_path):
    baseline = tmp_path / "reconcile-baseline.csv"
    sport = make_discrepancy(article="sport", kind="value", lang="hi", found="36", expected="63", severity="medium")
    fake_api.discrepancies.update({"news": [HIGH, MEDIUM, LOW], "sport": [sport]})
    code, out, err = run_accept_all([str(sources)], baseline)
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "news: accepted 3 issues (high 1, medium 1, low 1)",
        "sport: accepted 1 issue (medium 1)",
        f"accepted 4 issues in 2 articles (0 already accepted); baseline {baseline}: 4 accepted issue(s)",
    ]
    entries = load_baseline(baseline).entries
    assert set(entries) == {HIGH.issue_id, MEDIUM.issue_id, LOW.issue_id, sport.issue_id}
    assert {e.reason for e in entries.values()} == {"present when the check was adopted"}
    assert {e.date for e in entries.values()} == {"2026-11-30"}
    code, out, _ = run_check(sources, baseline, fail_on="low")
    assert code == 0 and "4 accepted" in out and "0 below threshold" in out


def test_accept_all_keeps_the_reason_of_entries_already_accepted(fake_api, sources, tmp_path):
    baseline = tmp_path / "b.csv"
    fake_api.discrepancies["news"] = [HIGH, MEDIUM]
    run_accept([HIGH.issue_id], sources, baseline, reason="the Malay desk confirmed it")
    code, out, _ = run_accept_all([], baseline, sources=sources)
    assert code == 0 and "accepted 1 issue in 2 articles (1 already accepted)" in out
    entries = load_baseline(baseline).entries
    assert entries[HIGH.issue_id].reason == "the Malay desk confirmed it"
    assert entries[MEDIUM.issue_id].reason == "present when the check was adopted"


def test_accept_all_with_issue_ids_is_a_usage_error(fake_api, sources, tmp_path):
    fake_api.discrepancies["news"] = [HIGH]
    code, out, err = run_accept_all([HIGH.issue_id, str(sources)], tmp_path / "b.csv")
    assert code == 2 and out == "" and "--all accepts every discrepancy found" in err
    assert not (tmp_path / "b.csv").exists()


def test_accept_reads_sources_among_its_arguments(fake_api, sources, tmp_path):
    fake_api.discrepancies["sport"] = [make_discrepancy(article="sport", severity="high")]
    sport_id = fake_api.discrepancies["sport"][0].issue_id
    out, err = io.StringIO(), io.StringIO()
    code = accept_command([str(sources / "sport"), sport_id], "ok", tmp_path / "b.csv", None, None, out=out, err=err,
                          today=TODAY)
    assert (code, err.getvalue()) == (0, "") and fake_api.processed == ["sport"]
    code = accept_command([str(sources / "sport"), sport_id], "ok", tmp_path / "b.csv", sources / "news", None,
                          out=out, err=err, today=TODAY)
    assert code == 2 and "SOURCES given twice" in err.getvalue()


def test_accept_names_an_argument_that_is_neither_an_id_nor_a_folder(fake_api, sources, tmp_path):
    code, _, err = run_accept(["sourcez"], sources, tmp_path / "b.csv")
    assert code == 2 and "'sourcez' is neither an issue id" in err


def annotation_files(text: str) -> list[str]:
    return [line.split("file=", 1)[1].split(",", 1)[0] for line in text.splitlines() if line.startswith("::")]


def test_github_annotations_name_files_from_the_repository_root_whatever_the_working_folder(fake_api, git_repo,
                                                                                            monkeypatch):
    monkeypatch.delenv("GITHUB_WORKSPACE", raising=False)
    write_article(git_repo / "sources", "news", {"tr": "bir\n", "ms": "satu\n"})
    fake_api.discrepancies["news"] = [HIGH, LOW]
    expected = ["sources/news/ms.txt", "sources/news/hi.txt"]
    article = git_repo / "sources" / "news"
    for cwd, sources in ((git_repo, "sources"), (git_repo / "sources", "."), (article, str(article)),
                         (git_repo / "sources", "news"), (git_repo / "aliases-elsewhere", "../sources")):
        cwd.mkdir(exist_ok=True)
        monkeypatch.chdir(cwd)
        code, out, _ = run_check(sources, git_repo / "reconcile-baseline.csv", fail_on="medium", fmt="github")
        assert code == 1 and annotation_files(out) == expected, (cwd, out)
    run_accept([HIGH.issue_id], git_repo / "sources", git_repo / "reconcile-baseline.csv")
    fake_api.discrepancies["news"] = []
    monkeypatch.chdir(article)
    _, out, _ = run_check(str(git_repo / "sources"), git_repo / "reconcile-baseline.csv", fmt="github")
    assert annotation_files(out) == ["reconcile-baseline.csv"]  # the stale entry's notice


def test_github_annotations_outside_a_repository_use_the_actions_workspace(fake_api, tmp_path, monkeypatch):
    workspace = tmp_path / "work"
    write_article(workspace / "desk" / "sources", "news", {"tr": "bir\n", "ms": "satu\n"})
    fake_api.discrepancies["news"] = [HIGH]
    monkeypatch.setenv("GITHUB_WORKSPACE", str(workspace))
    monkeypatch.chdir(workspace / "desk")
    _, out, _ = run_check("sources", tmp_path / "b.csv", fmt="github")
    assert annotation_files(out) == ["desk/sources/news/ms.txt"]


class Terminal(io.StringIO):
    """Standard output on a terminal of some width."""

    def isatty(self) -> bool:
        return True

    def fileno(self) -> int:
        return 1


def test_check_fits_its_table_to_the_terminal_and_leaves_a_pipe_alone(fake_api, sources, tmp_path, monkeypatch):
    import os

    from pipeline.check.formats import display_width

    long = make_discrepancy(message="The Malay version says 31.5 juta where the others say 31,5 milyar: " * 4)
    fake_api.discrepancies["news"] = [long]
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.setattr(os, "get_terminal_size", lambda fd=1: os.terminal_size((72, 24)))
    terminal = Terminal()
    code = check_command(sources, tmp_path / "b.csv", None, "medium", "table", None, out=terminal, err=io.StringIO())
    assert code == 1
    assert max(display_width(line) for line in terminal.getvalue().splitlines()) <= 72
    piped = io.StringIO()
    check_command(sources, tmp_path / "b.csv", None, "medium", "table", None, out=piped, err=io.StringIO())
    assert any(display_width(line) > 200 for line in piped.getvalue().splitlines())
