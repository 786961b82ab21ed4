"""Sort a run's discrepancies into new, below-threshold and accepted; find stale entries.

An issue is *accepted* when its id is in the baseline, *new* when it is not and its
severity is at or above --fail-on, *below_threshold* otherwise. A baseline entry of a
checked article whose id no longer occurs is *stale*: the issue was fixed or changed, and
the entry can be removed. Only new issues fail the check.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional

from pipeline.check.baseline import Baseline, BaselineEntry
from pipeline.check.changes import GitUnavailable, repository_root
from pipeline.check.severity import at_or_above, severity_rank
from pipeline.model import Discrepancy

NEW, BELOW_THRESHOLD, ACCEPTED = "new", "below_threshold", "accepted"
STATUS_ORDER = (NEW, BELOW_THRESHOLD, ACCEPTED)


@dataclass
class CheckedIssue:
    discrepancy: Discrepancy
    status: str
    path: str  # the version file as an editor or CI log should open it (relative to cwd)
    repo_path: str = ""  # relative to the repository root, as GitHub places an annotation ("": path)


@dataclass
class Outcome:
    fail_on: str
    articles: list[str]  # names of the articles checked
    issues: list[CheckedIssue] = field(default_factory=list)
    stale: list[BaselineEntry] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    baseline_path: str = ""  # as shown in notes about stale entries (relative to cwd)
    baseline_repo_path: str = ""  # as GitHub annotations name it (relative to the repository root)

    def with_status(self, status: str) -> list[CheckedIssue]:
        return [i for i in self.issues if i.status == status]

    @property
    def new(self) -> list[CheckedIssue]:
        return self.with_status(NEW)

    @property
    def exit_code(self) -> int:
        return 1 if self.new else 0


def classify(discrepancy: Discrepancy, baseline: Baseline, fail_on: str) -> str:
    if discrepancy.issue_id in baseline:
        return ACCEPTED
    return NEW if at_or_above(discrepancy.severity, fail_on) else BELOW_THRESHOLD


def stale_entries(baseline: Baseline, articles: list[str], seen_ids: set[str]) -> list[BaselineEntry]:
    return [e for e in baseline.for_articles(articles) if e.issue_id not in seen_ids]


def issue_sort_key(issue: CheckedIssue) -> tuple:
    d = issue.discrepancy
    return (STATUS_ORDER.index(issue.status), d.article, severity_rank(d.severity), d.file, d.line or 0, d.issue_id)


def version_path(root: Path, folder: Path, file: str) -> Path:
    """The version file on disk. ``Discrepancy.file`` is relative to ``root`` (SOURCES, or the
    parent of a single article folder); the article folder itself is tried too, so a
    differently rooted path still points at the right file."""
    candidates = [Path(root) / file, Path(folder) / file, Path(folder) / Path(file).name]
    return next((c for c in candidates if c.is_file()), candidates[0])


def repository_path(path: Path) -> str:
    """``path`` relative to the root of its repository, which is how GitHub places a workflow
    annotation whatever folder the check ran from: the Actions workspace (``GITHUB_WORKSPACE``)
    when the file is inside it, else git's top level; relative to the current directory when
    neither applies (not a repository)."""
    absolute = Path(os.path.abspath(path))
    absolute = absolute.parent.resolve() / absolute.name  # a link is named where it is
    for root in (_workspace(), _git_top(absolute.parent)):
        if root is not None:
            try:
                return absolute.relative_to(root).as_posix()
            except ValueError:
                continue
    return relative_to_cwd(absolute)


def _workspace() -> Optional[Path]:
    workspace = os.environ.get("GITHUB_WORKSPACE", "").strip()
    return Path(workspace).resolve() if workspace else None


@lru_cache(maxsize=256)
def _git_top(folder: Path) -> Optional[Path]:
    try:
        return repository_root(folder)
    except GitUnavailable:
        return None


def relative_to_cwd(path: Path) -> str:
    absolute = Path(os.path.abspath(path))
    try:
        return absolute.relative_to(Path.cwd()).as_posix()
    except ValueError:
        return absolute.as_posix()
