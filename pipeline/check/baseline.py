"""The baseline: discrepancies an editor has accepted, kept in the repository.

One CSV file (default ``reconcile-baseline.csv`` next to ``sources/``), one row per accepted
issue, sorted by article then issue id so that accepting an issue is a one-line diff.
Columns: issue_id, article, kind, lang, found, expected, reason, date (ISO ``YYYY-MM-DD``).
Only the issue id decides whether an issue is accepted; the other columns tell a reviewer
what was accepted and why. A missing file is an empty baseline; a file that cannot be
read or parsed raises ``BaselineError`` with a one-line reason naming the file and row.
"""
from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Iterable

from pipeline.io.atomic import write_text_atomic
from pipeline.report.cells import guard_cell, unguard

DEFAULT_BASELINE = Path("reconcile-baseline.csv")

COLUMNS = ["issue_id", "article", "kind", "lang", "found", "expected", "reason", "date"]
REQUIRED_COLUMNS = ["issue_id", "article", "kind", "reason", "date"]

# ``<kind>-<hex hash>`` as made by pipeline.ids.issue_id
ISSUE_ID_PATTERN = re.compile(r"[a-z][a-z_]*-[0-9a-f]{6,40}")
ISO_DATE_PATTERN = re.compile(r"\d{4}-\d{2}-\d{2}")
CONFLICT_MARKERS = ("<<<<<<<", "=======", ">>>>>>>")


class BaselineError(ValueError):
    """The baseline file cannot be used; the message is one line naming file and row."""


@dataclass
class BaselineEntry:
    issue_id: str
    article: str
    kind: str
    lang: str = ""
    found: str = ""
    expected: str = ""
    reason: str = ""
    date: str = ""

    def sort_key(self) -> tuple[str, str]:
        return (self.article, self.issue_id)


@dataclass
class Baseline:
    path: Path
    entries: dict[str, BaselineEntry]  # by issue id
    exists: bool = True

    def __contains__(self, issue_id: str) -> bool:
        return issue_id in self.entries

    def for_articles(self, articles: Iterable[str]) -> list[BaselineEntry]:
        wanted = set(articles)
        return [e for e in self.sorted_entries() if e.article in wanted]

    def sorted_entries(self) -> list[BaselineEntry]:
        return sorted(self.entries.values(), key=BaselineEntry.sort_key)

    def put(self, entry: BaselineEntry) -> None:
        self.entries[entry.issue_id] = entry


def load_baseline(path: Path) -> Baseline:
    """Read and validate the baseline; a missing file gives an empty baseline."""
    path = Path(path)
    if not path.exists():
        return Baseline(path=path, entries={}, exists=False)
    if path.is_dir():
        raise BaselineError(f"baseline {path} is a directory, expected a CSV file")
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except OSError as exc:
        raise BaselineError(f"baseline {path} cannot be read: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise BaselineError(f"baseline {path} is not UTF-8 (byte {exc.start})") from exc
    return Baseline(path=path, entries=parse_baseline(text, path))


def parse_baseline(text: str, path: Path | str = "baseline") -> dict[str, BaselineEntry]:
    """Entries by issue id from the CSV text; ``BaselineError`` on the first problem."""
    check_no_conflict_markers(text, path)
    if not text.strip():
        return {}
    try:
        rows = list(csv.reader(io.StringIO(text, newline=""), strict=True))
    except csv.Error as exc:
        raise BaselineError(f"baseline {path} is not valid CSV: {exc}") from exc
    header = [h.strip() for h in rows[0]]
    check_header(header, path)
    entries: dict[str, BaselineEntry] = {}
    for row_number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        entry = entry_from_row(header, [unguard(cell) for cell in row], path, row_number)
        if entry.issue_id in entries:
            raise BaselineError(f"baseline {path} row {row_number}: issue {entry.issue_id} is listed twice")
        entries[entry.issue_id] = entry
    return entries


def check_no_conflict_markers(text: str, path: Path | str) -> None:
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(CONFLICT_MARKERS):
            raise BaselineError(f"baseline {path} line {number}: unresolved git merge conflict marker")


def check_header(header: list[str], path: Path | str) -> None:
    unknown = [h for h in header if h not in COLUMNS]
    if unknown:
        raise BaselineError(
            f"baseline {path}: unknown column {unknown[0]!r} (expected columns: {', '.join(COLUMNS)})"
        )
    missing = [c for c in REQUIRED_COLUMNS if c not in header]
    if missing:
        raise BaselineError(f"baseline {path}: missing column {missing[0]!r} in the header row")
    if len(set(header)) != len(header):
        raise BaselineError(f"baseline {path}: a column is repeated in the header row")


def entry_from_row(header: list[str], row: list[str], path: Path | str, row_number: int) -> BaselineEntry:
    if len(row) != len(header):
        raise BaselineError(
            f"baseline {path} row {row_number}: {len(row)} fields, the header has {len(header)}"
        )
    values = {name: cell.strip() for name, cell in zip(header, row)}
    entry = BaselineEntry(**values)
    problem = entry_problem(entry)
    if problem:
        raise BaselineError(f"baseline {path} row {row_number}: {problem}")
    return entry


def entry_problem(entry: BaselineEntry) -> str:
    """Why an entry is invalid, or '' when it is fine."""
    if not ISSUE_ID_PATTERN.fullmatch(entry.issue_id):
        return f"{entry.issue_id!r} is not an issue id (expected <kind>-<hex>, e.g. scale-1a2b3c4d5e)"
    if not entry.article:
        return f"issue {entry.issue_id} has no article"
    if entry.issue_id.rsplit("-", 1)[0] != entry.kind:
        return f"issue {entry.issue_id} has kind {entry.kind!r}, its id says {entry.issue_id.rsplit('-', 1)[0]!r}"
    if not entry.reason:
        return f"issue {entry.issue_id} has no reason"
    if not is_iso_date(entry.date):
        return f"issue {entry.issue_id} has date {entry.date!r}, expected YYYY-MM-DD"
    return ""


def is_iso_date(text: str) -> bool:
    if not ISO_DATE_PATTERN.fullmatch(text):
        return False
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def render_baseline(entries: Iterable[BaselineEntry]) -> str:
    """The CSV text: header plus entries sorted by article and issue id, LF line ends; a cell
    that a spreadsheet would run as a formula gets the apostrophe guard (``pipeline.report.cells``)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(COLUMNS)
    for entry in sorted(entries, key=BaselineEntry.sort_key):
        writer.writerow([guard_cell(one_line(getattr(entry, name))) for name in COLUMNS])
    return buffer.getvalue()


def one_line(text: str) -> str:
    """Keep each entry on one line so diffs and merges stay line-based."""
    return " ".join(str(text).split())


def save_baseline(baseline: Baseline) -> None:
    """Write atomically (temporary file in the same folder, then rename)."""
    write_text_atomic(Path(baseline.path), render_baseline(baseline.entries.values()))
