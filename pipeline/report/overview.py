"""outputs/index.html: the batch overview, one row per article of the run.

A night's run is hundreds of articles; the overview is where an editor starts. Each row gives
the article (linked to its report.html, with its report.xlsx beside it), its status
(processed, unchanged since the last run, failed with its reason, not finished when the run
was interrupted), the languages of its versions, its discrepancies by severity and by kind,
and the notes of the run about it (skipped files, an unsure language). Rows come sorted by
severity, the worst first: failed articles, then the most high, medium and low discrepancies.
Every column heading sorts the table (again to reverse); ``index.html#sort=article-asc``
opens it sorted so.

The page is one self-contained file, like report.html: its CSS and its one small script are
inline, and a Content-Security-Policy allows nothing else (no network, no other script: the
script is allowed by its hash). Text that comes from SOURCES (article names, failure reasons,
notes) is escaped, isolated in ``<bdi>`` so an Arabic name never reorders its surroundings,
and its invisible characters are written as ``<U+202E>``.
"""
from __future__ import annotations

import base64
import hashlib
import html
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable
from urllib.parse import quote

from pipeline.io.atomic import write_text_atomic
from pipeline.io.invisible import show_invisible
from pipeline.model import ArticleResult

HERE = Path(__file__).resolve().parent
SEVERITIES = ("high", "medium", "low")
KINDS = ("scale", "unit", "value", "missing", "inconsistent", "name_variant", "name_mismatch")  # as in the contract
PROCESSED, UNCHANGED, FAILED, NOT_FINISHED = "processed", "unchanged", "failed", "not finished"
STATUS_RANK = {FAILED: 0, PROCESSED: 1, UNCHANGED: 1, NOT_FINISHED: 2}  # failed first: it needs a look


@dataclass
class OverviewRow:
    """One article of the run as the overview shows it."""

    article: str
    status: str
    languages: list[str] = field(default_factory=list)
    severities: Counter = field(default_factory=Counter)
    kinds: Counter = field(default_factory=Counter)
    reason: str = ""  # why it failed
    notes: list[str] = field(default_factory=list)

    @property
    def has_reports(self) -> bool:
        return self.status in (PROCESSED, UNCHANGED)

    @property
    def total(self) -> int:
        return sum(self.severities.values())

    def worst(self) -> str:
        if self.status in (FAILED, NOT_FINISHED):
            return self.status
        return next((s for s in SEVERITIES if self.severities[s]), "none")


def processed_row(result: ArticleResult) -> OverviewRow:
    return OverviewRow(result.article, PROCESSED, [v.lang for v in result.versions],
                       Counter(d.severity for d in result.discrepancies), Counter(d.kind for d in result.discrepancies),
                       notes=[_without_article(result.article, p) for p in result.problems])


def unchanged_row(article: str, summary: dict, folder: Path, notes: Iterable[str] = ()) -> OverviewRow:
    """An article the run skipped: its languages from its recorded summary row, its counts from
    the discrepancies.csv it still has (the skip checked that the reports are intact), the notes
    recorded when it was processed."""
    from pipeline.report.tables import read_table_rows

    rows = read_table_rows(folder / "discrepancies.csv", ["kind", "severity"])
    return OverviewRow(article, UNCHANGED, str(summary.get("languages", "")).split(),
                       Counter(r["severity"] for r in rows), Counter(r["kind"] for r in rows),
                       notes=[_without_article(article, n) for n in notes])


def failed_row(article: str, reason: str, languages: Iterable[str] = ()) -> OverviewRow:
    return OverviewRow(article, FAILED, list(languages), reason=reason)


def not_finished_row(article: str, languages: Iterable[str] = ()) -> OverviewRow:
    return OverviewRow(article, NOT_FINISHED, list(languages))


def _without_article(article: str, note: str) -> str:
    """A note without the article's name in front (the row already names it)."""
    for prefix in (f"{article}/", f"{article}: "):
        if note.startswith(prefix):
            return note[len(prefix):] if prefix.endswith(": ") else note
    return note


def severity_order(rows: Iterable[OverviewRow]) -> list[OverviewRow]:
    """Failed first, then by high, medium and low counts (most first), then by name."""
    return sorted(rows, key=lambda r: (STATUS_RANK.get(r.status, 2), *(-r.severities[s] for s in SEVERITIES),
                                       r.article))


def write_overview(rows: Iterable[OverviewRow], path: Path) -> None:
    """Render and write atomically (a temp file in the same folder, then rename)."""
    write_text_atomic(Path(path), render_overview(rows), durable=False)  # a report (pipeline.io.atomic)


# -- rendering ---------------------------------------------------------------------------------

def esc(text: object) -> str:
    return html.escape("" if text is None else str(text), quote=True)


def source_text(text: str) -> str:
    """Text from SOURCES: escaped, invisible characters shown, isolated from what surrounds it."""
    return f"<bdi>{esc(show_invisible(text))}</bdi>"


def href(article: str, file: str) -> str:
    """A link relative to index.html that survives any folder name (spaces, #, ?, %, Arabic)."""
    return esc(f"{quote(article, safe='')}/{file}")


def style_text() -> str:
    """report.css (the palette, badges and grid of report.html) and the overview's own rules."""
    return "\n".join((HERE / name).read_text(encoding="utf-8") for name in ("report.css", "overview.css"))


def script_text() -> str:
    return (HERE / "overview.js").read_text(encoding="utf-8")


def content_policy(script: str) -> str:
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
    return (f"default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-{digest}'; img-src data:; "
            "base-uri 'none'; form-action 'none'")


@dataclass(frozen=True)
class Column:
    key: str
    label: str
    numeric: bool = False
    title: str = ""


def columns(kinds: list[str]) -> list[Column]:
    return ([Column("article", "Article"), Column("status", "Status"), Column("languages", "Languages"),
             Column("severity", "Severity", True, "worst first: failed, then by high, medium and low")]
            + [Column(s, s.capitalize(), True, f"{s} discrepancies") for s in SEVERITIES]
            + [Column("total", "All", True, "all discrepancies")]
            + [Column(k, k.replace("_", " "), True, f"{k} discrepancies") for k in kinds])


def render_overview(rows: Iterable[OverviewRow]) -> str:
    ordered = severity_order(rows)
    kinds = list(KINDS) + sorted({k for r in ordered for k in r.kinds} - set(KINDS))
    cols = columns(kinds)
    script = script_text()
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en" dir="ltr">',
        "<head>",
        '<meta charset="utf-8">',
        f'<meta http-equiv="Content-Security-Policy" content="{content_policy(script)}">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>reconcile · overview of {_count(len(ordered), 'article')}</title>",
        f"<style>{style_text()}</style>",
        "</head>",
        "<body>",
        _header(ordered),
        '<table id="articles" class="grid">',
        "<thead><tr>" + "".join(_heading(c) for c in cols) + '<th scope="col">Reports</th></tr></thead>',
        "<tbody>",
        *(_row(number, row, kinds) for number, row in enumerate(ordered)),
        "</tbody>",
        "</table>",
        f"<script>{script}</script>",
        "</body>",
        "</html>",
    ]
    return "\n".join(parts) + "\n"


def _count(number: int, noun: str, plural: str = "") -> str:
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def _header(rows: list[OverviewRow]) -> str:
    statuses = Counter(r.status for r in rows)
    by_status = ", ".join(f"{statuses[s]} {s}" for s in (PROCESSED, UNCHANGED, FAILED, NOT_FINISHED) if statuses[s])
    severities = sum((r.severities for r in rows), Counter())
    badges = " ".join(f'<span class="badge sev-{s}">{s} {severities[s]}</span>' for s in SEVERITIES)
    total = sum(severities.values())
    return ("<header>\n<h1>reconcile · batch overview</h1>\n"
            f'<p class="summary">{_count(len(rows), "article")} ({by_status or "none"}) · '
            f"{_count(total, 'discrepancy', 'discrepancies')} {badges}</p>\n"
            '<p class="muted">Sorted by severity: failed articles first, then the most high, medium and low '
            "discrepancies. Click a column heading to sort by it, again to reverse. Each article links to its "
            "report.html; report.xlsx holds the same rows as a workbook.</p>\n</header>")


def _heading(column: Column) -> str:
    title = f' title="{esc(column.title)}"' if column.title else ""
    kind = "number" if column.numeric else "text"
    sort = ' aria-sort="ascending"' if column.key == "severity" else ""
    return (f'<th scope="col" data-key="{esc(column.key)}" data-type="{kind}"{sort}{title}>'
            f'<button type="button">{esc(column.label)}</button></th>')


def _row(number: int, row: OverviewRow, kinds: list[str]) -> str:
    name = source_text(row.article)
    article = f'<a href="{href(row.article, "report.html")}">{name}</a>' if row.has_reports else name
    cells = [
        f'<td class="article" data-sort="{esc(row.article.casefold())}">{article}</td>',
        f'<td class="status" data-sort="{STATUS_RANK.get(row.status, 2)} {esc(row.status)}">{_status(row)}</td>',
        f'<td class="langs" data-sort="{esc(" ".join(row.languages))}">{esc(" ".join(row.languages)) or "—"}</td>',
        f'<td data-sort="{number}"><span class="badge sev-{row.worst().replace(" ", "-")}">{esc(row.worst())}</span></td>',
        *(_number(row.severities[s], row.has_reports) for s in SEVERITIES),
        _number(row.total, row.has_reports),
        *(_number(row.kinds[k], row.has_reports, quiet=True) for k in kinds),
        f'<td class="links">{_links(row)}</td>',
    ]
    return f'<tr class="st-{row.status.replace(" ", "-")}">' + "".join(cells) + "</tr>"


def _number(value: int, known: bool, quiet: bool = False) -> str:
    if not known:
        return '<td class="n" data-sort="-1">—</td>'
    shown = "" if quiet and not value else str(value)
    zero = " zero" if not value else ""
    return f'<td class="n{zero}" data-sort="{value}">{shown}</td>'


def _status(row: OverviewRow) -> str:
    text = {UNCHANGED: '<span title="same content hash as the last run: skipped, its reports kept">unchanged</span>',
            NOT_FINISHED: '<span title="the run was interrupted before this article">not finished</span>'}
    parts = [text.get(row.status, esc(row.status))]
    if row.reason:
        parts.append(f'<div class="reason">{source_text(row.reason)}</div>')
    if row.notes:
        items = "".join(f"<li>{source_text(note)}</li>" for note in row.notes)
        parts.append(f"<details><summary>{_count(len(row.notes), 'note')}</summary><ul>{items}</ul></details>")
    return "".join(parts)


def _links(row: OverviewRow) -> str:
    if not row.has_reports:
        return '<span class="muted">no report</span>'
    return (f'<a href="{href(row.article, "report.html")}">report.html</a> · '
            f'<a href="{href(row.article, "report.xlsx")}">report.xlsx</a>')


def languages_named(files: Iterable[Path]) -> list[str]:
    """The languages version files are named after (for an article that has no result)."""
    from pipeline.lang.detect import language_from_filename

    return sorted({code for code in (language_from_filename(p.name) for p in files) if code})
