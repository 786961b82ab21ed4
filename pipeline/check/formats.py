"""Render a check outcome: ``table`` for people, ``csv``/``json`` for programs, ``github``
for workflow annotations that GitHub pins to the file and line.

Every renderer returns the text for stdout; notes (stale entries, git fallbacks) are the
caller's business and go to stderr, so machine formats stay parseable.
"""
from __future__ import annotations

import csv
import io
import json
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
# Plain text to read and copy from a terminal: no bidi isolates or other invisible characters
# (they would travel with a copy into an e-mail or a ticket; isolation belongs in report.html),
# and, when the terminal's width is known, no line longer than it.

CELL_WIDTHS = (CELL_WIDTH, 24, 16)  # found/expected are shortened further on a narrow terminal
MIN_MESSAGE_WIDTH = 30  # narrower than this, each issue is a block of lines instead of a row
INDENT = "    "


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


def pad(text: str, width: int) -> str:
    return text + " " * max(0, width - display_width(text))


def where(issue: CheckedIssue) -> str:
    line = issue.discrepancy.line
    return f"{issue.path}:{line}" if line else issue.path


def table_row(issue: CheckedIssue, cell_width: int = CELL_WIDTH) -> list[str]:
    d = issue.discrepancy
    return [
        d.kind, d.severity, d.lang, where(issue), shorten(show_invisible(d.found), cell_width),
        shorten(show_invisible(d.expected), cell_width), d.issue_id,
        " ".join(show_invisible(d.message).split()),
    ]  # a bidi control from a source would reorder the terminal line: shown as <U+202E>


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` display columns, broken between words (a word
    longer than a line is cut)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        while display_width(word) > width:
            head = shorten(word, width + 1)[:-1] or word[0]  # the widest start that fits, without the ellipsis
            if current:
                lines.append(current)
                current = ""
            lines.append(head)
            word = word[len(head):]
        candidate = f"{current} {word}" if current else word
        if display_width(candidate) <= width:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current or not lines:
        lines.append(current)
    return lines


def grid_lines(grid: list[list[str]], width: int | None) -> list[str] | None:
    """The rows as aligned columns and the message wrapped to fit ``width``: in its own column
    when that leaves it ``MIN_MESSAGE_WIDTH``, else on indented lines under its row; None when
    even the columns before the message are wider than ``width``."""
    widths = [max(display_width(r[c]) for r in grid) for c in range(len(TABLE_COLUMNS) - 1)]
    message_column = sum(widths) + 2 * len(widths)
    below = width is not None and width - message_column < MIN_MESSAGE_WIDTH
    if below and message_column - 2 > width:
        return None
    lines = []
    for number, row in enumerate(grid):
        head = "  ".join(pad(cell, widths[c]) for c, cell in enumerate(row[:-1]))
        if below:
            lines.append(head.rstrip())
            if number:  # the header's MESSAGE is implied by the indented lines
                lines.extend(INDENT + part for part in wrap(row[-1], width - len(INDENT)))
            continue
        message = [row[-1]] if width is None else wrap(row[-1], width - message_column)
        lines.append(f"{head}  {message[0]}".rstrip())
        lines.extend(" " * message_column + more for more in message[1:])
    return lines


def block_lines(issue: CheckedIssue, width: int) -> list[str]:
    """One issue as a block for a narrow terminal: what and where, found and expected, the message."""
    kind, severity, lang, place, found, expected, issue_id, message = table_row(issue, width - len(INDENT) - 10)
    lines = wrap(f"{kind} {severity} {lang} {place} {issue_id}", width)
    lines += [INDENT + part for part in wrap(f"found: {found}", width - len(INDENT))]
    lines += [INDENT + part for part in wrap(f"expected: {expected}", width - len(INDENT))]
    return lines + [INDENT + part for part in wrap(message, width - len(INDENT))]


def render_table(outcome: Outcome, width: int | None = None) -> str:
    """New issues as a table, then the summary line. ``width``: the terminal's columns (None: no
    limit, as in a log file or a pipe)."""
    lines: list[str] = []
    if outcome.new:
        for cell_width in CELL_WIDTHS:
            fitted = grid_lines([TABLE_COLUMNS, *(table_row(i, cell_width) for i in outcome.new)], width)
            if fitted is not None:
                lines = fitted
                break
        else:
            for issue in outcome.new:
                lines += block_lines(issue, max(width or 0, MIN_MESSAGE_WIDTH)) + [""]
    summary = summary_line(outcome)
    lines += [summary] if width is None else wrap(summary, width)
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
    lines = [  # GitHub places an annotation by its path from the repository root, whatever the working folder
        annotation(levels[i.status], issue_message(i), i.repo_path or i.path, i.discrepancy.line,
                   f"reconcile {i.discrepancy.kind}")
        for i in outcome.issues
        if i.status in levels
    ]
    for entry in outcome.stale:
        lines.append(
            annotation(
                "notice",
                f"baseline entry {entry.issue_id} ({entry.article}, {entry.kind}) no longer occurs; "
                "remove it from the baseline",
                outcome.baseline_repo_path or outcome.baseline_path,
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


def render(outcome: Outcome, fmt: str, width: int | None = None) -> str:
    """The outcome in ``fmt``; ``width`` (a terminal's columns) applies to the table."""
    fmt = parse_format(fmt)
    if fmt == "table":
        return render_table(outcome, width)
    return RENDERERS[fmt](outcome)
