"""report.html: one self-contained page per article for an editor.

The page has a summary header, the list of discrepancies, and the versions side by side,
one row per alignment group and one column per version. Every discrepancy is highlighted
where the suspect version says it (the ``found`` span) and where the evidence versions say
what was expected, and the list links to those highlights.

All source text is escaped, and highlights are nested on the columns of the *original*
line (``pipeline.report.markup``); which paragraphs of the versions share a row of the table
is ``pipeline.report.layout``.

Text from a version never sets the direction of what surrounds it: every line of a version
is its own isolate in the version's direction (``<bdi dir=...>``), quoted text in the lists is
a ``<bdi>``, every message is a left-to-right isolate in which each right-to-left quote or run
is isolated again, so a range such as ``2,000,000,000–9,000,000,000`` keeps its order next to
Arabic (tooltips get the same isolation with U+2068/U+2069). Invisible characters of a
source line (zero-width, bidi controls, NUL: ``pipeline.io.invisible``) are shown as small
``U+202E`` badges instead of acting on the page, so a right-to-left override cannot reverse a
paragraph.

The page needs no network and runs no script: the CSS (``report.css`` beside this module) is
inlined, and a Content-Security-Policy forbids scripts and remote loads, so even a broken
escape could not run code from a source file.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

from pipeline.ids import format_value
from pipeline.io.atomic import write_text_atomic
from pipeline.lang import language
from pipeline.model import ArticleResult, Discrepancy, Version, evidence_text
from pipeline.report.layout import Row, row_numbers, table_rows
from pipeline.report.markup import Mark, esc, escape_source, isolated_plain, message_html, render_marked, slug

SEVERITIES = ("high", "medium", "low")
CSS_PATH = Path(__file__).with_name("report.css")
# No scripts, no remote anything: the page is data, not a program.
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

# Nesting order of highlights that cover the same span: lower ranks wrap higher ones.
RANK_FOUND, RANK_EVIDENCE, RANK_PERSON, RANK_NUMBER = range(4)


# ---------------------------------------------------------------------------------------
# public API


def render_html(result: ArticleResult) -> str:
    """The whole report page for one article, as a string."""
    page = _Page(result)
    return page.render()


def write_html(result: ArticleResult, path: Path) -> None:
    """Render and write atomically: a temp file in the same folder, then ``os.replace``."""
    write_text_atomic(Path(path), render_html(result), durable=False)  # a report (pipeline.io.atomic)


# ---------------------------------------------------------------------------------------
# small helpers


def line_id(lang: str, line: int) -> str:
    return f"L-{slug(lang)}-{line}"


def text_direction(version: Version) -> str:
    """'rtl' or 'ltr', from the script of the version's language (``scripts.yml``)."""
    return language(version.lang).direction


def valid_span(text: str, start: Optional[int], end: Optional[int]) -> Optional[tuple[int, int]]:
    if start is None or end is None:
        return None
    if 0 <= start < end <= len(text):
        return start, end
    return None


def paragraph_lines(paragraph) -> list[int]:
    """1-based line numbers of the source lines a paragraph spans."""
    if paragraph.line_numbers:
        return list(paragraph.line_numbers)
    return list(range(paragraph.line, paragraph.line + paragraph.text.count("\n") + 1))


# ---------------------------------------------------------------------------------------
# where each discrepancy goes


@dataclass
class EvidenceRef:
    lang: str
    line: int
    anchor: str  # id of the highlight, or of the line when the span was not found
    found_span: bool


@dataclass
class Placed:
    """A discrepancy with its anchor and where it was found in the text."""

    disc: Discrepancy
    anchor: str
    lang: str  # the version it was matched to ("" when none)
    in_text: bool  # the line is shown in the side-by-side table
    span: Optional[tuple[int, int]] = None
    evidence: list[EvidenceRef] = field(default_factory=list)


def describe(disc: Discrepancy) -> str:
    """Tooltip text: severity, kind, message and the expected reading."""
    parts = [f"{disc.severity.upper()} {disc.kind}"]
    if disc.message:
        parts.append(disc.message)
    if disc.expected:
        parts.append(f"expected: {disc.expected}")
    return " | ".join(parts)


class _Page:
    """Collects marks and placements once, then renders the sections."""

    def __init__(self, result: ArticleResult):
        self.result = result
        self.versions = list(result.versions)
        self.by_lang = {v.lang: v for v in self.versions}
        self.direction = {v.lang: text_direction(v) for v in self.versions}
        self.rows = table_rows(self.versions, result.alignment)
        self.row_of = row_numbers(self.rows)
        self.shown_lines = self._shown_lines()
        self.marks: dict[tuple[str, int], list[Mark]] = {}
        self.notes: dict[tuple[str, int], list[Placed]] = {}
        self.unplaced: list[Placed] = []
        self._add_number_marks()
        self._add_person_marks()
        self.placed = self._place_discrepancies()

    def _shown_lines(self) -> set[tuple[str, int]]:
        shown = set()
        for version in self.versions:
            for paragraph in version.paragraphs:
                for number in paragraph_lines(paragraph):
                    if 1 <= number <= len(version.raw_lines):
                        shown.add((version.lang, number))
        return shown

    def _raw_line(self, lang: str, line: int) -> Optional[str]:
        version = self.by_lang.get(lang)
        if version is None or not 1 <= line <= len(version.raw_lines):
            return None
        return version.raw_lines[line - 1]

    def _add_mark(self, lang: str, line: int, mark: Mark) -> None:
        self.marks.setdefault((lang, line), []).append(mark)

    # -- numbers and persons -------------------------------------------------------

    def _add_number_marks(self) -> None:
        for number in self.result.numbers:
            m = number.mention
            title = f"{m.surface} = {format_value(m.value)} {m.unit}".strip()
            if m.value_max is not None:
                title += f" to {format_value(m.value_max)}"
            if number.fact_id:
                title += f" (fact {number.fact_id})"
            self._add_mark(number.lang, number.line, Mark(number.start, number.end, RANK_NUMBER, "num", title))

    def _add_person_marks(self) -> None:
        for person in self.result.persons:
            for name in person.mentions:
                title = f"person: {person.canonical} ({person.person_id})"
                self._add_mark(name.lang, name.line, Mark(name.start, name.end, RANK_PERSON, "person", title))

    # -- discrepancies -------------------------------------------------------------

    def _version_of(self, disc: Discrepancy) -> str:
        if disc.lang in self.by_lang:
            return disc.lang
        for version in self.versions:
            if disc.file and version.file == disc.file:
                return version.lang
        return ""

    def _place_discrepancies(self) -> list[Placed]:
        used: set[str] = set()
        placed = []
        for disc in sort_discrepancies(self.result.discrepancies, self.by_lang):
            anchor = _unique(f"d-{slug(disc.issue_id)}-{slug(disc.lang)}", used)
            lang = self._version_of(disc)
            item = Placed(disc, anchor, lang, (lang, disc.line) in self.shown_lines)
            self._place_found(item)
            self._place_evidence(item, used)
            placed.append(item)
        return placed

    def _place_found(self, item: Placed) -> None:
        disc = item.disc
        if not item.in_text:
            self.unplaced.append(item)
            return
        text = self._raw_line(item.lang, disc.line) or ""
        item.span = valid_span(text, disc.start, disc.end)
        if item.span:
            css = f"hl sev-{slug(disc.severity)} kind-{slug(disc.kind)}"
            self._add_mark(item.lang, disc.line, Mark(*item.span, RANK_FOUND, css, describe(disc), item.anchor))
        self.notes.setdefault((item.lang, disc.line), []).append(item)

    def _place_evidence(self, item: Placed, used: set[str]) -> None:
        disc = item.disc
        for place in disc.evidence:
            lang, line = place.lang, place.line
            if (lang, line) not in self.shown_lines or lang == item.lang:
                continue
            span = valid_span(self._raw_line(lang, line) or "", place.start, place.end)
            if span is None:
                item.evidence.append(EvidenceRef(lang, line, line_id(lang, line), False))
                continue
            anchor = _unique(f"{item.anchor}-ev-{slug(lang)}-{line}", used)
            title = f"supports the expected reading | {describe(disc)} (suspect: {disc.lang} line {disc.line})"
            css = f"ev sev-{slug(disc.severity)}"
            self._add_mark(lang, line, Mark(*span, RANK_EVIDENCE, css, title, anchor))
            item.evidence.append(EvidenceRef(lang, line, anchor, True))

    def render(self) -> str:
        title = f"reconcile · {isolated_plain(self.result.article)}"
        return "\n".join(
            [
                "<!DOCTYPE html>",
                '<html lang="en">',
                "<head>",
                '<meta charset="utf-8">',
                f'<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">',
                '<meta name="viewport" content="width=device-width, initial-scale=1">',
                f"<title>{esc(title)}</title>",
                f"<style>\n{CSS_PATH.read_text(encoding='utf-8')}</style>",
                "</head>",
                "<body>",
                self._render_header(),
                self._render_list(),
                self._render_side_by_side(),
                "</body>",
                "</html>",
                "",
            ]
        )

    def _render_header(self) -> str:
        result = self.result
        counts = Counter(d.severity for d in result.discrepancies)
        per_version = Counter((d.lang, d.severity) for d in result.discrepancies)
        chips = [f'<li class="total">{len(result.discrepancies)} discrepancies</li>']
        chips += [f'<li class="sev-{s}">{counts.get(s, 0)} {s}</li>' for s in SEVERITIES]
        rows = []
        for v in self.versions:
            source = "from file name" if v.lang_source == "filename" else f"detected ({v.lang_confidence:.0%})"
            cells = "".join(f'<td class="n">{per_version.get((v.lang, s), 0)}</td>' for s in SEVERITIES)
            rows.append(
                f"<tr><td><b>{esc(v.lang)}</b> <span class=\"muted\">{esc(source)}</span></td>"
                f"<td class=\"mono\"><bdi>{escape_source(v.file)}</bdi></td><td>{self.direction[v.lang]}</td>"
                f'<td class="n">{len(v.paragraphs)}</td><td class="n">{len(v.raw_lines)}</td>{cells}</tr>'
            )
        facts = f"{result.facts} facts · " if result.facts else ""
        langs = ", ".join(v.lang for v in self.versions)
        problems = "".join(f"<li>{message_html(p)}</li>" for p in result.problems)
        return (
            f'<header id="top">\n<h1><bdi>{escape_source(result.article)}</bdi></h1>\n'
            f'<p class="muted">{len(self.versions)} versions ({esc(langs)}) · {facts}'
            f"{len(result.numbers)} numbers · {len(result.persons)} persons · {self._rows_summary()}</p>\n"
            f'<div class="summary">\n<ul class="counts">{"".join(chips)}</ul>\n'
            '<table class="grid versions"><thead><tr><th>version</th><th>file</th><th>direction</th>'
            "<th>paragraphs</th><th>lines</th><th>high</th><th>medium</th><th>low</th></tr></thead>\n"
            f"<tbody>{''.join(rows)}</tbody></table>\n</div>\n"
            + (f'<ul class="problems">{problems}</ul>\n' if problems else "")
            + "</header>"
        )

    def _rows_summary(self) -> str:
        unaligned = sum(1 for row in self.rows if not row.aligned)
        text = f"{len(self.rows) - unaligned} aligned rows"
        return text + (f", {unaligned} rows of unaligned paragraphs" if unaligned else "")

    def _render_list(self) -> str:
        head = f'<section id="discrepancies">\n<h2>Discrepancies ({len(self.placed)})</h2>\n'
        if not self.placed:
            return head + '<p class="empty">No discrepancies found: the versions agree on every aligned fact.</p>\n</section>'
        rows = [self._render_list_row(item) for item in self.placed]
        return (
            head
            + '<p class="filters"><label><input type="checkbox" id="hide-low"> hide low severity</label>'
            '<label><input type="checkbox" id="hide-numbers"> hide number underlines</label></p>\n'
            '<table class="grid issues"><thead><tr><th>severity</th><th>kind</th><th>version</th><th>line</th>'
            "<th>found</th><th>expected</th><th>evidence</th><th>message</th></tr></thead>\n<tbody>\n"
            + "\n".join(rows)
            + "\n</tbody></table>\n</section>"
        )

    def _render_list_row(self, item: Placed) -> str:
        d = item.disc
        sev = slug(d.severity)
        found = f"<bdi>{escape_source(d.found)}</bdi>" if d.found else '<span class="muted">(absent)</span>'
        evidence = " ".join(
            f'<a href="#{esc(ref.anchor)}">{esc(ref.lang)}:{ref.line}</a>' for ref in item.evidence
        ) or esc(evidence_text(d.evidence))
        return (
            f'<tr id="item-{esc(item.anchor)}" class="sev-{sev} kind-{slug(d.kind)}">'
            f'<td><span class="badge sev-{sev}">{esc(d.severity)}</span></td><td>{esc(d.kind)}</td>'
            f"<td><b>{esc(d.lang)}</b></td>"
            f'<td class="n"><a href="#{esc(item.anchor)}">{d.line}</a></td>'
            f'<td class="found"><a href="#{esc(item.anchor)}">{found}</a></td>'
            f'<td class="expected"><bdi>{escape_source(d.expected)}</bdi></td><td>{evidence}</td>'
            f"<td>{message_html(d.message)}</td></tr>"
        )

    def _render_side_by_side(self) -> str:
        cols = '<col class="grp">' + "".join("<col>" for _ in self.versions)
        heads = "".join(
            f'<th lang="{esc(v.lang)}" dir="ltr">{esc(v.lang)} <bdi class="muted mono">{escape_source(v.file)}</bdi></th>'
            for v in self.versions
        )
        body = [self._render_row(i, row) for i, row in enumerate(self.rows)]
        if self.unplaced:
            body.append(self._render_unplaced_row())
        legend = (
            '<p class="legend"><span><span class="hl sev-high">suspect</span> what a version says that the others do not</span>'
            '<span><span class="ev sev-high">evidence</span> what the other versions say</span>'
            '<span><span class="num">number</span> a number mention</span>'
            '<span><span class="person">name</span> a person</span></p>'
        )
        return (
            '<section id="versions">\n<h2>Versions side by side</h2>\n'
            + legend
            + f'\n<table class="side"><colgroup>{cols}</colgroup>\n<thead><tr><th class="grp">§</th>{heads}</tr></thead>\n<tbody>\n'
            + "\n".join(body)
            + "\n</tbody></table>\n</section>"
        )

    def _cell_open(self, version: Version, extra_class: str = "") -> str:
        css = f' class="{extra_class}"' if extra_class else ""
        return f'<td lang="{esc(version.lang)}" dir="{self.direction[version.lang]}"{css}>'

    def _render_row(self, i: int, row: Row) -> str:
        cells = []
        for version in self.versions:
            lang = version.lang
            shown, again = row.shown.get(lang, []), row.again.get(lang, [])
            if not shown and not again:
                cells.append(self._cell_open(version, "absent") + "</td>")
                continue
            content = "".join(self._render_paragraph(version, version.paragraphs[p]) for p in shown)
            content += "".join(self._render_see_also(version, p) for p in again)
            cells.append(self._cell_open(version) + content + "</td>")
        if row.aligned:
            return f'<tr id="g-{i + 1}"><th class="grp">{i + 1}</th>{"".join(cells)}</tr>'
        return (
            f'<tr id="g-{i + 1}" class="unaligned"><th class="grp" title="not aligned: placed by position">'
            f'{i + 1}<br>·</th>{"".join(cells)}</tr>'
        )

    def _render_see_also(self, version: Version, index: int) -> str:
        """A paragraph aligned to several groups is shown once; later groups point back."""
        row = self.row_of.get((version.lang, index))
        lines = paragraph_lines(version.paragraphs[index])
        where = f"line {lines[0]}" if len(lines) == 1 else f"lines {lines[0]}–{lines[-1]}"
        return (
            f'<p class="seeref" dir="ltr" lang="en">also aligned here: {esc(version.lang)} {where}, '
            f'shown in <a href="#g-{row}">row {row}</a></p>'
        )

    def _render_paragraph(self, version: Version, paragraph) -> str:
        lines = []
        for number in paragraph_lines(paragraph):
            text = self._raw_line(version.lang, number)
            if text is None:
                continue
            marked = render_marked(text, self.marks.get((version.lang, number), []))
            lines.append(
                f'<div class="line" id="{line_id(version.lang, number)}"><span class="lno">{number}</span>'
                f'<bdi class="txt" dir="{self.direction[version.lang]}">{marked}</bdi></div>'
            )
            lines.extend(self._render_note(item) for item in self.notes.get((version.lang, number), []))
        return f'<div class="para" data-index="{paragraph.index}">{"".join(lines)}</div>'

    def _render_note(self, item: Placed) -> str:
        """The visible note under a suspect line; it carries the anchor when no span was found."""
        d = item.disc
        anchor = "" if item.span else f' id="{esc(item.anchor)}"'
        expected = f" Expected: <b><bdi>{escape_source(d.expected)}</bdi></b>" if d.expected else ""
        evidence = f" ({esc(evidence_text(d.evidence))})" if d.evidence else ""
        return (
            f'<div class="note sev-{slug(d.severity)}" dir="ltr" lang="en"{anchor}>'
            f'<span class="badge sev-{slug(d.severity)}">{esc(d.severity)}</span> '
            f'<span class="kind">{esc(d.kind)}</span>: {message_html(d.message)}{expected}{evidence} '
            f'<a class="backref" href="#item-{esc(item.anchor)}">↑ list</a></div>'
        )

    def _render_unplaced_row(self) -> str:
        """Discrepancies whose line is not shown (line 0 for an omission, or out of range)."""
        row = ""
        if any(item.lang for item in self.unplaced):
            cells = []
            for version in self.versions:
                notes = "".join(self._render_note(item) for item in self.unplaced if item.lang == version.lang)
                cells.append(self._cell_open(version, "" if notes else "absent") + notes + "</td>")
            row = f'<tr id="g-unplaced"><th class="grp" title="not tied to a shown line">–</th>{"".join(cells)}</tr>'
        orphans = "".join(self._render_note(item) for item in self.unplaced if item.lang == "")
        if orphans:
            # a discrepancy for a version the report does not show: keep its anchor reachable
            row += f'\n<tr id="g-orphans"><th class="grp">?</th><td colspan="{max(1, len(self.versions))}">{orphans}</td></tr>'
        return row


def sort_discrepancies(discrepancies: Iterable[Discrepancy], langs: Iterable[str] = ()) -> list[Discrepancy]:
    """Most severe first, then by version (in the article's order) and line."""
    severity_rank = {s: i for i, s in enumerate(SEVERITIES)}
    lang_rank = {lang: i for i, lang in enumerate(langs)}
    return sorted(
        discrepancies,
        key=lambda d: (
            severity_rank.get(d.severity, len(severity_rank)),
            lang_rank.get(d.lang, len(lang_rank)),
            d.lang,
            d.line,
            d.kind,
            d.issue_id,
        ),
    )


def _unique(candidate: str, used: set[str]) -> str:
    anchor, n = candidate, 1
    while anchor in used:
        n += 1
        anchor = f"{candidate}-{n}"
    used.add(anchor)
    return anchor
