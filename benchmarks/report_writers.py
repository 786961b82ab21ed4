"""What the reports and the safe reader cost: figures printed, nothing asserted.

    .venv/bin/python benchmarks/report_writers.py [ARTICLE_FOLDER]

Processes one article (the sample by default) once, then times building its tables, the CSV
text (csv module), report.xlsx (openpyxl) and report.html, and reading a version with and
without invisible characters planted in every line.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pipeline import api  # noqa: E402
from pipeline.io.read import read_version  # noqa: E402
from pipeline.report.html import render_html  # noqa: E402
from pipeline.report.tables import NUMERIC_COLUMNS, article_tables, csv_text  # noqa: E402
from pipeline.report.xlsx import xlsx_bytes  # noqa: E402


def best_of(runs: int, job) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        job()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("article", nargs="?", default=str(ROOT / "sources" / "kimi-k3-team"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    folder = Path(args.article)

    started = time.perf_counter()
    import openpyxl  # noqa: F401  (the xlsx writer imports it lazily; its import is a one-off cost)
    print(f"import openpyxl: {time.perf_counter() - started:.2f} s (once per process)")

    result = api.process_article(folder, folder.parent)
    rows = len(result.numbers) + len(result.discrepancies) + sum(len(p.mentions) for p in result.persons)
    print(f"{result.article}: {len(result.versions)} versions, {len(result.numbers)} numbers, "
          f"{len(result.discrepancies)} discrepancies, ~{rows} table rows")
    tables = article_tables(result)
    figures = {
        "tables": best_of(args.runs, lambda: article_tables(result)),
        "CSV text x3": best_of(args.runs, lambda: [csv_text(t) for t in tables.values()]),
        "report.xlsx": best_of(args.runs, lambda: xlsx_bytes(tables, NUMERIC_COLUMNS, result.article)),
        "report.html": best_of(args.runs, lambda: render_html(result)),
    }
    for name, seconds in figures.items():
        print(f"  {name:<16} {seconds * 1000:8.1f} ms")

    version = max(result.versions, key=lambda v: sum(len(line) for line in v.raw_lines))
    text = "\n".join(version.raw_lines)
    planted = "\n".join(line[:5] + "\u200d" + line[5:] if len(line) > 5 else line for line in version.raw_lines)
    with tempfile.TemporaryDirectory() as tmp:
        for label, content in (("clean", text), ("a ZWJ in every line", planted)):
            path = Path(tmp) / "art" / Path(version.file).name
            path.parent.mkdir(exist_ok=True)
            path.write_text(content, encoding="utf-8")
            seconds = best_of(args.runs, lambda: read_version(path, Path(tmp), "art"))
            print(f"  read {Path(version.file).name} ({len(content):,} chars, {label}): "
                  f"{seconds * 1000:.1f} ms, {len(content) / seconds / 1e6:.1f} M chars/s")


if __name__ == "__main__":
    main()
