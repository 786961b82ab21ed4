"""The contract's tables: column lists, row builders, and the CSV and xlsx files built from them.

Each article's three tables are built once (``Table``: the contract's columns and the cells
as the row builders made them) and written twice: as CSV (UTF-8 with a BOM, so a
spreadsheet's default import reads Arabic, Hindi and Russian, and with the formula guard on
text cells, ``pipeline.report.cells``) by the standard library's csv writer, and as
``report.xlsx`` (``pipeline.report.xlsx``). No pandas: for tables of a few hundred rows that are
only written out, its import cost every run 0.2 CPU s (a third of ``import spacy``) and its
frames each article 15 ms more, for the same bytes.
"""
from __future__ import annotations

import csv
import io
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from pipeline.ids import format_value
from pipeline.io.atomic import write_text_atomic
from pipeline.io.paths import check_name
from pipeline.model import ArticleResult, Discrepancy, LocatedNumber, evidence_text
from pipeline.report.cells import guard_cell, unguard

NUMBERS_COLUMNS = ["article", "lang", "file", "line", "start", "end", "surface", "value", "value_max", "unit", "fact_id"]
PERSONS_COLUMNS = ["article", "person_id", "canonical", "lang", "file", "surface", "count", "lines", "in_registry"]
DISCREPANCY_COLUMNS = ["article", "issue_id", "kind", "severity", "lang", "file", "line", "found", "found_value",
                       "found_unit", "expected", "expected_value", "expected_unit", "evidence", "message"]
SUMMARY_COLUMNS = ["article", "versions", "languages", "persons", "facts", "discrepancies", "high", "medium", "low", "seconds",
                   "status"]  # status (extra): processed, or unchanged (skipped: same content hash as its outputs)
# columns that hold numbers: written as they are (never guarded), numbers in report.xlsx
NUMERIC_COLUMNS = frozenset({"line", "start", "end", "value", "value_max", "found_value", "expected_value", "count",
                             "versions", "persons", "facts", "discrepancies", "high", "medium", "low", "seconds"})
SEVERITY_ORDER = {"high": 0, "medium": 1, "low": 2}
BOM = "\N{ZERO WIDTH NO-BREAK SPACE}"


def number_row(article: str, n: LocatedNumber) -> dict:
    m = n.mention
    return {"article": article, "lang": n.lang, "file": n.file, "line": n.line, "start": n.start, "end": n.end,
            "surface": m.surface, "value": format_value(m.value), "value_max": format_value(m.value_max),
            "unit": m.unit, "fact_id": n.fact_id}


def discrepancy_row(d: Discrepancy) -> dict:
    return {"article": d.article, "issue_id": d.issue_id, "kind": d.kind, "severity": d.severity, "lang": d.lang,
            "file": d.file, "line": d.line, "found": d.found, "found_value": format_value(d.found_value),
            "found_unit": d.found_unit, "expected": d.expected, "expected_value": format_value(d.expected_value),
            "expected_unit": d.expected_unit, "evidence": evidence_text(d.evidence), "message": d.message}


def persons_rows(result: ArticleResult) -> list[dict]:
    from pipeline.names import persons_rows as names_persons_rows

    return names_persons_rows(result.article, result.persons)


def summary_row(result: ArticleResult) -> dict:
    severities = [d.severity for d in result.discrepancies]
    return {"article": result.article, "versions": len(result.versions),
            "languages": " ".join(v.lang for v in result.versions), "persons": len(result.persons),
            "facts": result.facts, "discrepancies": len(result.discrepancies),
            "high": severities.count("high"), "medium": severities.count("medium"), "low": severities.count("low"),
            "seconds": f"{result.seconds:.2f}", "status": "processed"}


def sorted_discrepancies(items: list[Discrepancy]) -> list[Discrepancy]:
    return sorted(items, key=lambda d: (SEVERITY_ORDER.get(d.severity, 9), d.lang, d.line, d.kind, d.issue_id))


# -- tables ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Table:
    """Rows under exactly the contract's columns, in order. Cells are kept as the row builders
    made them (text, or numbers already formatted by ``format_value``); a missing one is ``""``."""

    columns: list[str]
    rows: list[list]

    def column(self, name: str) -> list:
        index = self.columns.index(name)
        return [row[index] for row in self.rows]

    def __len__(self) -> int:
        return len(self.rows)


def empty_cell(value: object) -> bool:
    return value is None or (isinstance(value, float) and math.isnan(value))


def table(columns: list[str], rows: Iterable[dict]) -> Table:
    """Rows as a table with exactly ``columns`` (extra keys dropped, missing and None cells empty)."""
    return Table(list(columns), [["" if empty_cell(row.get(c)) else row.get(c) for c in columns] for row in rows])


def article_tables(result: ArticleResult) -> dict[str, Table]:
    """The three tables of an article, keyed by name (the CSV stem and the xlsx sheet), in
    the order of report.xlsx's sheets."""
    numbers = sorted(result.numbers, key=lambda n: (n.lang, n.line, n.start))
    return {
        "discrepancies": table(DISCREPANCY_COLUMNS, (discrepancy_row(d) for d in sorted_discrepancies(result.discrepancies))),
        "numbers": table(NUMBERS_COLUMNS, (number_row(result.article, n) for n in numbers)),
        "persons": table(PERSONS_COLUMNS, persons_rows(result)),
    }


def text_columns(columns: Iterable[str]) -> list[str]:
    return [c for c in columns if c not in NUMERIC_COLUMNS]


def csv_text(frame: Table) -> str:
    """The CSV file's text: a BOM, the header, one line per row (LF), the formula guard on the
    text cells (numeric columns untouched); quoted only where needed, as spreadsheets expect."""
    guard = [column not in NUMERIC_COLUMNS for column in frame.columns]
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(frame.columns)
    writer.writerows([guard_cell(cell) if guarded else cell for cell, guarded in zip(row, guard)]
                     for row in frame.rows)
    return BOM + text.getvalue()


def write_table_csv(path: Path, frame: Table) -> None:
    write_text_atomic(path, csv_text(frame), durable=False)  # a report (pipeline.io.atomic)


def write_article_tables(result: ArticleResult, folder: Path) -> None:
    """numbers.csv, persons.csv, discrepancies.csv and report.xlsx in the article's folder."""
    from pipeline.report.xlsx import write_xlsx

    tables = article_tables(result)
    for name in ("numbers", "persons", "discrepancies"):
        write_table_csv(folder / f"{name}.csv", tables[name])
    write_xlsx(tables, folder / "report.xlsx", NUMERIC_COLUMNS, result.article)


def write_summary(results: list[ArticleResult], path: Path, unchanged: Iterable[dict] = ()) -> None:
    """One row per article in this run, plus earlier rows of other articles still in the outputs folder.

    ``unchanged`` are the recorded rows of articles this run skipped (``pipeline.batch.cache``).
    """
    fresh = [summary_row(r) for r in results] + [dict(row, status="unchanged") for row in unchanged]
    done = {r["article"] for r in fresh}
    kept = [r for r in read_table_rows(path, SUMMARY_COLUMNS)
            if r["article"] not in done and _still_written(path.parent, r["article"])]
    write_table_csv(path, table(SUMMARY_COLUMNS, sorted(kept + fresh, key=lambda r: r["article"])))


def _still_written(out: Path, article: str) -> bool:
    try:
        check_name(article)
    except ValueError:
        return False
    return (out / article).is_dir()


def read_table_rows(path: Path, columns: list[str]) -> list[dict]:
    """Rows of a CSV this module wrote (BOM and formula guard undone); [] when it is missing
    or lacks ``columns``."""
    if not path.is_file():
        return []
    with open(path, encoding="utf-8-sig", newline="") as handle:
        reader = csv.DictReader(handle, restval="")
        if not set(columns) <= set(reader.fieldnames or ()):
            return []
        text = text_columns(reader.fieldnames)
        return [{**row, **{column: unguard(row[column]) for column in text}} for row in reader]
