"""The rows of report.html's side-by-side table: one per alignment group, plus rows for the
paragraphs no group names (placed by position)."""
from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field

from pipeline.model import Version


@dataclass
class Row:
    """One row of the side-by-side table: paragraphs shown here, and ones shown earlier."""

    shown: dict[str, list[int]] = field(default_factory=dict)
    again: dict[str, list[int]] = field(default_factory=dict)
    aligned: bool = True  # False: paragraphs no group names, placed by position


def table_rows(versions: list[Version], alignment: list[dict[str, list[int]]]) -> list[Row]:
    """Alignment groups cleaned up, plus rows for the paragraphs no group names."""
    counts = {v.lang: len(v.paragraphs) for v in versions}
    rows = aligned_rows(alignment, counts)
    extra: dict[tuple[int, int], Row] = {}
    for version in versions:
        add_unaligned(version.lang, counts[version.lang], rows, extra)
    ordered = [extra[key] for key in sorted(k for k in extra if k[0] < 0)]
    for i, row in enumerate(rows):
        ordered.append(row)
        ordered.extend(extra[key] for key in sorted(k for k in extra if k[0] == i))
    return ordered


def aligned_rows(alignment: list[dict[str, list[int]]], counts: dict[str, int]) -> list[Row]:
    """One row per group; a paragraph is shown in its first group, later ones refer back."""
    seen: dict[str, set[int]] = {lang: set() for lang in counts}
    rows = []
    for group in alignment or []:
        row = Row()
        for lang, indexes in group.items():
            for index in indexes if lang in counts else []:
                if not 0 <= index < counts[lang] or index in row.shown.get(lang, []):
                    continue
                target = row.again if index in seen[lang] else row.shown
                target.setdefault(lang, []).append(index)
                seen[lang].add(index)
        if row.shown or row.again:
            rows.append(row)
    return rows


def add_unaligned(lang: str, count: int, rows: list[Row], extra: dict[tuple[int, int], Row]) -> None:
    """Place the version's paragraphs that no group names.

    The k-th such paragraph after aligned row i goes to extra row (i, k), so gaps of
    several versions after the same row line up by position, and a report without any
    alignment shows paragraph k of every version in row k.
    """
    shown = sorted((p, i) for i, row in enumerate(rows) for p in row.shown.get(lang, []))
    shown_indexes = [p for p, _ in shown]
    # latest row holding any shown paragraph up to each position (alignments may cross)
    latest_row, best = [], -1
    for _, i in shown:
        best = max(best, i)
        latest_row.append(best)
    runs: dict[int, int] = {}
    for index in range(count):
        at = bisect_left(shown_indexes, index)
        if at < len(shown_indexes) and shown_indexes[at] == index:
            continue
        after = latest_row[at - 1] if at else -1
        k = runs.get(after, 0)
        runs[after] = k + 1
        extra.setdefault((after, k), Row(aligned=False)).shown.setdefault(lang, []).append(index)


def row_numbers(rows: list[Row]) -> dict[tuple[str, int], int]:
    """(lang, paragraph index) -> 1-based number of the row that shows it."""
    return {
        (lang, index): i + 1
        for i, row in enumerate(rows)
        for lang, indexes in row.shown.items()
        for index in indexes
    }
