"""Sort a run's discrepancies into new, below-threshold and accepted; find stale entries.

An issue is *accepted* when its id is in the baseline, *new* when it is not and its
severity is at or above --fail-on, *below_threshold* otherwise. A baseline entry of a
checked article whose id no longer occurs is *stale*: the issue was fixed or changed, and
the entry can be removed. Only new issues fail the check.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.check.baseline import Baseline, BaselineEntry
from pipeline.check.severity import at_or_above, severity_rank
from pipeline.model import Discrepancy

NEW, BELOW_THRESHOLD, ACCEPTED = "new", "below_threshold", "accepted"
STATUS_ORDER = (NEW, BELOW_THRESHOLD, ACCEPTED)


@dataclass
class CheckedIssue:
    discrepancy: Discrepancy
    status: str
    path: str  # the version file as an editor or CI log should open it (relative to cwd)


@dataclass
class Outcome:
    fail_on: str
    articles: list[str]  # names of the articles checked
    issues: list[CheckedIssue] = field(default_factory=list)
    stale: list[BaselineEntry] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    baseline_path: str = ""  # as shown in annotations about stale entries

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


def display_path(root: Path, folder: Path, file: str) -> str:
    """The version file relative to the current directory (as GitHub and editors resolve it).

    ``Discrepancy.file`` is relative to ``root`` (SOURCES, or the parent of a single article
    folder); the article folder itself is tried too, so a differently rooted path still
    points at the right file.
    """
    candidates = [Path(root) / file, Path(folder) / file, Path(folder) / Path(file).name]
    chosen = next((c for c in candidates if c.is_file()), candidates[0])
    return relative_to_cwd(chosen)


def relative_to_cwd(path: Path) -> str:
    absolute = Path(os.path.abspath(path))
    try:
        return absolute.relative_to(Path.cwd()).as_posix()
    except ValueError:
        return absolute.as_posix()
