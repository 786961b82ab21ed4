"""The contract's tables: column lists, row builders, and the CSV and xlsx files built from them.

Each article's three tables are built once as pandas DataFrames and written twice: as CSV
(UTF-8 with a BOM, so a spreadsheet's default import reads Arabic, Hindi and Russian, and
with the formula guard on text cells, ``pipeline.report.cells``) and as ``report.xlsx``
(``pipeline.report.xlsx``). pandas is imported inside the writers so the command line starts
fast.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from pipeline.ids import format_value
from pipeline.io.atomic import write_text_atomic
from pipeline.io.paths import check_name
from pipeline.model import ArticleResult, Discrepancy, LocatedNumber, evidence_text
from pipeline.report.cells import guard_cell, unguard

if TYPE_CHECKING:
    import pandas

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

def table(columns: list[str], rows: Iterable[dict]) -> "pandas.DataFrame":
    """Rows as a DataFrame with exactly the contract's columns, in order (extra keys dropped).

    Cells are kept as the row builders made them (text, or numbers already formatted by
    ``format_value``), so the CSV shows what the contract says; ``None`` is an empty cell.
    """
    import pandas as pd

    frame = pd.DataFrame(list(rows), columns=columns, dtype=object)
    return frame.where(frame.notna(), "")


def article_tables(result: ArticleResult) -> dict[str, "pandas.DataFrame"]:
    """The three tables of an article, keyed by name (the CSV stem and the xlsx sheet), in
    the order of report.xlsx's sheets."""
    numbers = sorted(result.numbers, key=lambda n: (n.lang, n.line, n.start))
    return {
        "discrepancies": table(DISCREPANCY_COLUMNS, (discrepancy_row(d) for d in sorted_discrepancies(result.discrepancies))),
        "numbers": table(NUMBERS_COLUMNS, (number_row(result.article, n) for n in numbers)),
        "persons": table(PERSONS_COLUMNS, persons_rows(result)),
    }


def text_columns(frame: "pandas.DataFrame") -> list[str]:
    return [c for c in frame.columns if c not in NUMERIC_COLUMNS]


def guarded(frame: "pandas.DataFrame") -> "pandas.DataFrame":
    """The frame with the formula guard on every text cell; numeric columns untouched."""
    safe = frame.copy()
    for column in text_columns(safe):
        safe[column] = safe[column].map(guard_cell)
    return safe


def csv_text(frame: "pandas.DataFrame") -> str:
    """The CSV file's text: a BOM, the header, one line per row (LF), guarded text cells."""
    return BOM + guarded(frame).to_csv(index=False, lineterminator="\n")


def write_table_csv(path: Path, frame: "pandas.DataFrame") -> None:
    write_text_atomic(path, csv_text(frame))


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
    import pandas as pd

    frame = pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8-sig")
    if not set(columns) <= set(frame.columns):
        return []
    for column in text_columns(frame):
        frame[column] = frame[column].map(unguard)
    return frame.to_dict("records")
