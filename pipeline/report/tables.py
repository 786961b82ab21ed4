"""The contract's CSV files: column lists and row builders (see shared contract.md)."""
from __future__ import annotations

import csv
from pathlib import Path

from pipeline.ids import format_value
from pipeline.io.atomic import write_csv_atomic
from pipeline.model import ArticleResult, Discrepancy, LocatedNumber, evidence_text

NUMBERS_COLUMNS = ["article", "lang", "file", "line", "start", "end", "surface", "value", "value_max", "unit", "fact_id"]
PERSONS_COLUMNS = ["article", "person_id", "canonical", "lang", "file", "surface", "count", "lines", "in_registry"]
DISCREPANCY_COLUMNS = ["article", "issue_id", "kind", "severity", "lang", "file", "line", "found", "found_value",
                       "found_unit", "expected", "expected_value", "expected_unit", "evidence", "message"]
SUMMARY_COLUMNS = ["article", "versions", "languages", "persons", "facts", "discrepancies", "high", "medium", "low", "seconds"]
SEVERITY_ORDER = {"high": 0, "medium": 1, "low": 2}


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
            "seconds": f"{result.seconds:.2f}"}


def sorted_discrepancies(items: list[Discrepancy]) -> list[Discrepancy]:
    return sorted(items, key=lambda d: (SEVERITY_ORDER.get(d.severity, 9), d.lang, d.line, d.kind, d.issue_id))


def write_article_tables(result: ArticleResult, folder: Path) -> None:
    numbers = sorted(result.numbers, key=lambda n: (n.lang, n.line, n.start))
    write_csv_atomic(folder / "numbers.csv", NUMBERS_COLUMNS, (number_row(result.article, n) for n in numbers))
    write_csv_atomic(folder / "persons.csv", PERSONS_COLUMNS, persons_rows(result))
    write_csv_atomic(folder / "discrepancies.csv", DISCREPANCY_COLUMNS,
                     (discrepancy_row(d) for d in sorted_discrepancies(result.discrepancies)))


def write_summary(results: list[ArticleResult], path: Path) -> None:
    """One row per article in this run, plus earlier rows of other articles still in the outputs folder."""
    fresh = [summary_row(r) for r in results]
    done = {r["article"] for r in fresh}
    kept = [r for r in _read_rows(path) if r.get("article") not in done and (path.parent / r.get("article", "")).is_dir()]
    write_csv_atomic(path, SUMMARY_COLUMNS, sorted(kept + fresh, key=lambda r: r["article"]))


def _read_rows(path: Path) -> list[dict]:
    if not path.is_file():
        return []
    with open(path, encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    return rows if rows and set(SUMMARY_COLUMNS) <= set(rows[0]) else []
