"""Render a check outcome: ``table`` for people, ``csv``/``json`` for programs, ``github``
for workflow annotations that GitHub pins to the file and line.

Every renderer returns the text for stdout; notes (stale entries, git fallbacks) are the
caller's business and go to stderr, so machine formats stay parseable.
"""
from __future__ import annotations

import csv
import io
import json
import unicodedata
from typing import Callable

from pipeline.check.baseline import COLUMNS, BaselineEntry
from pipeline.check.evaluate import ACCEPTED, BELOW_THRESHOLD, NEW, CheckedIssue, Outcome
from pipeline.check.severity import UsageError
from pipeline.ids import format_value
from pipeline.io.invisible import show_invisible
from pipeline.model import evidence_text
from pipeline.report.cells import char_width, display_width, guard_cell

CSV_COLUMNS = [
    "status", "article", "issue_id", "kind", "severity", "lang", "file", "line", "found",
    "found_value", "found_unit", "expected", "expected_value", "expected_unit", "evidence",
    "message", "path",
]
TABLE_COLUMNS = ["KIND", "SEVERITY", "VERSION", "WHERE", "FOUND", "EXPECTED", "ISSUE ID", "MESSAGE"]
CELL_WIDTH = 40  # found/expected longer than this are shortened in the table only
ELLIPSIS = "\N{HORIZONTAL ELLIPSIS}"


def count(number: int, singular: str, plural: str) -> str:
    return f"{number} {singular if number == 1 else plural}"


def summary_line(outcome: Outcome) -> str:
    new = len(outcome.new)
    head = (
        f"{count(new, 'new discrepancy', 'new discrepancies')} at or above {outcome.fail_on}"
        if new
        else f"no new discrepancies at or above {outcome.fail_on}"
    )
    tail = ", ".join(
        [
            f"{len(outcome.with_status(ACCEPTED))} accepted",
            f"{len(outcome.with_status(BELOW_THRESHOLD))} below threshold",
            count(len(outcome.stale), "stale baseline entry", "stale baseline entries"),
        ]
    )
    return f"reconcile check: {head} in {count(len(outcome.articles), 'article', 'articles')} checked ({tail})"


# -- table ---------------------------------------------------------------------------------

def shorten(text: str, width: int) -> str:
    text = " ".join(str(text).split())
    if display_width(text) <= width:
        return text
    kept, used = [], 0
    for char in text:
        if used + char_width(char) > width - 1:
            break
        kept.append(char)
        used += char_width(char)
    return "".join(kept) + ELLIPSIS


def isolate(text: str) -> str:
    """Wrap right-to-left text in a bidi isolate so a terminal keeps the columns in order."""
    if any(unicodedata.bidirectional(c) in ("R", "AL") for c in text):
        return f"\N{FIRST STRONG ISOLATE}{text}\N{POP DIRECTIONAL ISOLATE}"
    return text


def pad(text: str, width: int) -> str:
    return text + " " * max(0, width - display_width(text))


def where(issue: CheckedIssue) -> str:
    line = issue.discrepancy.line
    return f"{issue.path}:{line}" if line else issue.path


def table_row(issue: CheckedIssue) -> list[str]:
    d = issue.discrepancy
    return [
        d.kind, d.severity, d.lang, where(issue), isolate(shorten(show_invisible(d.found), CELL_WIDTH)),
        isolate(shorten(show_invisible(d.expected), CELL_WIDTH)), d.issue_id,
        isolate(" ".join(show_invisible(d.message).split())),
    ]  # a bidi control from a source would reorder the terminal line: shown as <U+202E>


def render_table(outcome: Outcome) -> str:
    rows = [table_row(i) for i in outcome.new]
    lines = []
    if rows:
        grid = [TABLE_COLUMNS, *rows]
        widths = [max(display_width(r[c]) for r in grid) for c in range(len(TABLE_COLUMNS) - 1)]
        for row in grid:
            cells = [pad(cell, widths[c]) for c, cell in enumerate(row[:-1])] + [row[-1]]
            lines.append("  ".join(cells).rstrip())
    lines.append(summary_line(outcome))
    return "\n".join(lines) + "\n"


# -- csv and json ----------------------------------------------------------------------------

def issue_record(issue: CheckedIssue) -> dict:
    d = issue.discrepancy
    return {
        "status": issue.status, "article": d.article, "issue_id": d.issue_id, "kind": d.kind,
        "severity": d.severity, "lang": d.lang, "file": d.file, "line": d.line, "found": d.found,
        "found_value": d.found_value, "found_unit": d.found_unit, "expected": d.expected,
        "expected_value": d.expected_value, "expected_unit": d.expected_unit,
        "evidence": evidence_text(d.evidence), "message": d.message, "path": issue.path,
    }


CSV_NUMERIC_COLUMNS = {"line", "found_value", "expected_value"}


def render_csv(outcome: Outcome) -> str:
    """One row per issue; text cells carry the spreadsheet formula guard (numbers never do)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for issue in outcome.issues:
        record = issue_record(issue)
        record["found_value"] = format_value(record["found_value"])
        record["expected_value"] = format_value(record["expected_value"])
        writer.writerow(["" if record[c] is None else record[c] if c in CSV_NUMERIC_COLUMNS else guard_cell(str(record[c]))
                         for c in CSV_COLUMNS])
    return buffer.getvalue()


def stale_record(entry: BaselineEntry) -> dict:
    return {name: getattr(entry, name) for name in COLUMNS}


def render_json(outcome: Outcome) -> str:
    document = {
        "fail_on": outcome.fail_on,
        "exit_code": outcome.exit_code,
        "articles": outcome.articles,
        "summary": {
            "new": len(outcome.new),
            "below_threshold": len(outcome.with_status(BELOW_THRESHOLD)),
            "accepted": len(outcome.with_status(ACCEPTED)),
            "stale": len(outcome.stale),
        },
        "issues": [issue_record(i) for i in outcome.issues],
        "stale": [stale_record(e) for e in outcome.stale],
        "notes": outcome.notes,
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


# -- github workflow annotations ---------------------------------------------------------------

def escape_data(text: str) -> str:
    """Escape an annotation message as the GitHub Actions runner expects."""
    return str(text).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(level: str, message: str, file: str = "", line: int | None = None, title: str = "") -> str:
    properties = []
    if file:
        properties.append(f"file={escape_property(file)}")
    if line:
        properties.append(f"line={int(line)}")
    if title:
        properties.append(f"title={escape_property(title)}")
    return f"::{level} {','.join(properties)}::{escape_data(message)}"


def issue_message(issue: CheckedIssue) -> str:
    d = issue.discrepancy
    text = " ".join(d.message.split()) or f"{d.kind} discrepancy in the {d.lang} version"
    return show_invisible(f"{text} (found {d.found or '-'}, expected {d.expected or '-'}) [{d.issue_id}]")


def render_github(outcome: Outcome) -> str:
    levels = {NEW: "error", BELOW_THRESHOLD: "warning"}
    lines = [
        annotation(levels[i.status], issue_message(i), i.path, i.discrepancy.line, f"reconcile {i.discrepancy.kind}")
        for i in outcome.issues
        if i.status in levels
    ]
    for entry in outcome.stale:
        lines.append(
            annotation(
                "notice",
                f"baseline entry {entry.issue_id} ({entry.article}, {entry.kind}) no longer occurs; "
                "remove it from the baseline",
                outcome.baseline_path,
                title="reconcile stale baseline entry",
            )
        )
    lines.append(summary_line(outcome))
    return "\n".join(lines) + "\n"


RENDERERS: dict[str, Callable[[Outcome], str]] = {
    "table": render_table,
    "csv": render_csv,
    "json": render_json,
    "github": render_github,
}


def parse_format(text: str) -> str:
    value = (text or "").strip().lower()
    if value not in RENDERERS:
        raise UsageError(f"--format must be one of {', '.join(RENDERERS)} (got {text!r})")
    return value


def render(outcome: Outcome, fmt: str) -> str:
    return RENDERERS[parse_format(fmt)](outcome)
