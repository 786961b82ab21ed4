"""Helpers for the check tests: a fake ``pipeline.api``, discrepancies, a throw-away git repository.

The fake API returns prepared ``ArticleResult`` objects, so the check logic (baseline,
threshold, formats, changed articles) is tested independently of the real pipeline.
"""
from __future__ import annotations

import os
import subprocess
import types
from pathlib import Path

from pipeline.api import ArticleFailure
from pipeline.ids import issue_id
from pipeline.model import ArticleResult, Discrepancy


def make_discrepancy(article="news", kind="scale", lang="ms", found="31.5 juta", expected="31,5 milyar",
                     severity="high", line=3, file=None, message="") -> Discrepancy:
    return Discrepancy(
        article=article,
        issue_id=issue_id(article, kind, lang, found, expected),
        kind=kind,
        severity=severity,
        lang=lang,
        file=file or f"{article}/{lang}.txt",
        line=line,
        found=found,
        expected=expected,
        message=message or f"The {lang} version says {found} where the others say {expected}.",
    )


class FakeApi(types.ModuleType):
    """Stands in for ``pipeline.api``: articles are sub-folders, results are prepared."""

    class SourcesError(ValueError):
        pass

    ArticleFailure = ArticleFailure

    def __init__(self):
        super().__init__("pipeline.api")
        self.discrepancies: dict[str, list[Discrepancy]] = {}
        self.problems: dict[str, list[str]] = {}
        self.processed: list[str] = []
        self.registry_error: Exception | None = None
        self.crash_on: set[str] = set()
        self.references: dict = {}  # article -> the Reference it was judged against

    def list_articles(self, sources: Path) -> list[Path]:
        sources = Path(sources)
        if not sources.is_dir():
            raise self.SourcesError(f"SOURCES path {sources} does not exist")
        if any(p.suffix == ".txt" for p in sources.iterdir()):
            return [sources]
        return sorted(p for p in sources.iterdir() if p.is_dir() and not p.name.startswith("."))

    def sources_root_for(self, folder: Path, sources: Path) -> Path:
        return sources.parent if folder.resolve() == sources.resolve() else sources

    def load_registry(self, aliases):
        if self.registry_error:
            raise self.registry_error
        return object()

    def process_article(self, folder: Path, sources_root: Path, registry=None, on_stage=None,
                        reference=None) -> ArticleResult:
        name = Path(folder).name
        if name in self.crash_on:
            raise KeyError("boom")
        self.processed.append(name)
        return ArticleResult(
            article=name,
            versions=[],
            discrepancies=list(self.discrepancies.get(name, [])),
            problems=list(self.problems.get(name, [])),
        )


    def process_or_failure(self, folder: Path, sources_root: Path, registry=None, reference=None):
        self.references[Path(folder).name] = reference
        try:
            return self.process_article(folder, sources_root, registry)
        except KeyError as exc:  # what crash_on raises
            return ArticleFailure(Path(folder).name, f"KeyError: {exc}")


def write_article(root: Path, article: str, texts: dict[str, str]) -> Path:
    folder = root / article
    folder.mkdir(parents=True, exist_ok=True)
    for lang, text in texts.items():
        (folder / f"{lang}.txt").write_text(text, encoding="utf-8")
    return folder


GIT_ENV = {
    "GIT_AUTHOR_NAME": "Test Editor",
    "GIT_AUTHOR_EMAIL": "editor@example.org",
    "GIT_COMMITTER_NAME": "Test Editor",
    "GIT_COMMITTER_EMAIL": "editor@example.org",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
}


def git(repo: Path, *args: str) -> str:
    env = {**os.environ, **GIT_ENV}
    done = subprocess.run(
        ["git", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", *args],
        cwd=repo, env=env, capture_output=True, text=True, check=True,
    )
    return done.stdout


def commit_all(repo: Path, message: str = "update") -> None:
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)
