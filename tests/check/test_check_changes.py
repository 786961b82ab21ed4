"""--changed-since: articles with files changed since a git ref, in a temporary repository."""
from __future__ import annotations

import io
from pathlib import Path

import pytest
from checkhelpers import commit_all, make_discrepancy, write_article

from pipeline.check import changes
from pipeline.check.changes import select_changed_articles
from pipeline.check.commands import check_command
from pipeline.check.severity import UsageError

ARTICLES = ("economy", "haber-ğüş", "sport")


@pytest.fixture
def repo(git_repo) -> Path:
    for article in ARTICLES:
        write_article(git_repo / "sources", article, {"tr": "Bir paragraf.\n", "ms": "Satu perenggan.\n"})
    (git_repo / "aliases").mkdir()
    (git_repo / "aliases" / "people.yml").write_text("[]\n", encoding="utf-8")
    commit_all(git_repo, "first")
    return git_repo


def folders(repo: Path) -> list[Path]:
    return [repo / "sources" / a for a in ARTICLES]


def names(selection) -> list[str]:
    return [p.name for p in selection.articles]


def test_nothing_changed_selects_nothing(repo):
    selection = select_changed_articles(folders(repo), repo / "sources", "HEAD")
    assert names(selection) == []
    assert selection.notes == ["0 of 3 article(s) changed since HEAD"]


def test_modified_file_selects_its_article(repo):
    (repo / "sources" / "sport" / "ms.txt").write_text("Satu perenggan baru.\n", encoding="utf-8")
    assert names(select_changed_articles(folders(repo), repo / "sources", "HEAD")) == ["sport"]


def test_committed_change_since_an_older_ref(repo):
    (repo / "sources" / "economy" / "tr.txt").write_text("Değişti.\n", encoding="utf-8")
    commit_all(repo, "second")
    assert names(select_changed_articles(folders(repo), repo / "sources", "HEAD~1")) == ["economy"]
    assert names(select_changed_articles(folders(repo), repo / "sources", "HEAD")) == []


def test_untracked_new_version_counts_and_ignored_files_do_not(repo):
    (repo / ".gitignore").write_text("*.bak\n", encoding="utf-8")
    (repo / "sources" / "haber-ğüş" / "hi.txt").write_text("एक अनुच्छेद।\n", encoding="utf-8")
    (repo / "sources" / "sport" / "tr.txt.bak").write_text("old\n", encoding="utf-8")
    assert names(select_changed_articles(folders(repo), repo / "sources", "HEAD")) == ["haber-ğüş"]


def test_deleted_file_selects_its_article(repo):
    (repo / "sources" / "economy" / "ms.txt").unlink()
    assert names(select_changed_articles(folders(repo), repo / "sources", "HEAD")) == ["economy"]


def test_change_outside_sources_is_ignored(repo):
    (repo / "README.md").write_text("docs\n", encoding="utf-8")
    assert names(select_changed_articles(folders(repo), repo / "sources", "HEAD")) == []


@pytest.mark.parametrize("shared", ["aliases/people.yml", "reconcile-baseline.csv"])
def test_change_to_a_shared_input_selects_every_article(repo, shared):
    path = repo / shared
    path.write_text("changed\n", encoding="utf-8")
    selection = select_changed_articles(folders(repo), repo / "sources", "HEAD",
                                        [repo / "aliases", repo / "reconcile-baseline.csv"])
    assert names(selection) == list(ARTICLES)
    assert selection.notes[0].endswith("changed since HEAD; checking all 3 article(s)")


def test_sources_given_as_relative_path_from_a_subfolder(repo, monkeypatch):
    (repo / "sources" / "sport" / "tr.txt").write_text("Yeni.\n", encoding="utf-8")
    monkeypatch.chdir(repo / "sources")
    selection = select_changed_articles([Path("economy"), Path("sport")], Path("."), "HEAD")
    assert names(selection) == ["sport"]


def test_unknown_ref_checks_everything_with_a_note(repo):
    selection = select_changed_articles(folders(repo), repo / "sources", "origin/nothing")
    assert names(selection) == list(ARTICLES)
    assert selection.notes[0].startswith("git diff against 'origin/nothing' failed (")
    assert selection.notes[0].endswith("checking all 3 article(s)")


def test_not_a_repository_checks_everything_with_a_note(tmp_path, monkeypatch):
    root = tmp_path / "plain" / "sources"
    for article in ARTICLES:
        write_article(root, article, {"tr": "x\n"})
    # stop git from finding a repository in a folder above tmp_path
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    selection = select_changed_articles([root / a for a in ARTICLES], root, "HEAD")
    assert names(selection) == list(ARTICLES)
    assert selection.notes[0].startswith("git rev-parse failed (fatal: not a git repository")
    assert selection.notes[0].endswith("checking all 3 article(s)")


def test_git_not_installed_checks_everything_with_a_note(repo, monkeypatch):
    def no_git(*args, **kwargs):
        raise FileNotFoundError("git")

    monkeypatch.setattr(changes.subprocess, "run", no_git)
    selection = select_changed_articles(folders(repo), repo / "sources", "HEAD")
    assert names(selection) == list(ARTICLES)
    assert selection.notes == ["git is not installed; checking all 3 article(s)"]


@pytest.mark.parametrize("ref", ["", "  ", "-p", "--output=/tmp/x"])
def test_option_like_refs_are_refused(repo, ref):
    with pytest.raises(UsageError):
        select_changed_articles(folders(repo), repo / "sources", ref)


def test_check_command_processes_only_changed_articles(repo, fake_api):
    fake_api.discrepancies["economy"] = [make_discrepancy(article="economy")]
    fake_api.discrepancies["sport"] = [make_discrepancy(article="sport")]
    (repo / "sources" / "sport" / "ms.txt").write_text("Satu perenggan lain.\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = check_command(Path("sources"), Path("reconcile-baseline.csv"), "HEAD", "medium", "github",
                         Path("aliases"), out=out, err=err)
    assert code == 1
    assert set(fake_api.processed) == {"sport"}  # as it is, and as it was at the ref (edits are judged)
    assert "file=sources/sport/ms.txt" in out.getvalue() and "economy" not in out.getvalue()
    assert "note: 1 of 3 article(s) changed since HEAD" in err.getvalue()


def test_check_command_with_nothing_changed_passes(repo, fake_api):
    fake_api.discrepancies["economy"] = [make_discrepancy(article="economy")]
    out, err = io.StringIO(), io.StringIO()
    code = check_command(Path("sources"), Path("reconcile-baseline.csv"), "HEAD", "medium", "table",
                         Path("aliases"), out=out, err=err)
    assert code == 0 and fake_api.processed == []
    assert "in 0 articles checked" in out.getvalue()
