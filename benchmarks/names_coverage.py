"""People found in a run: per version, clusters spanning every version, name rows by kind.

    .venv/bin/reconcile run NEWS_DEV --out /tmp/news      # NEWS_DEV: the news-dev corpus (benchmarks/corpus.py)
    .venv/bin/python benchmarks/names_coverage.py /tmp/news

Without OUT (as ``make bench`` calls it) it runs the sample and news-dev itself, with an empty
registry, into a temporary folder, and prints the figures for each.

Reads persons.csv and discrepancies.csv of every article folder under OUT and prints:
persons with a mention in each language, persons whose mentions span every version of their
article, and name rows (name_variant / name_mismatch) by kind and severity.
"""
from __future__ import annotations

import csv
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

from corpus import news_dev  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def rows(path: Path) -> list[dict]:
    if not path.exists():
        return []
    with path.open(encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def main(out: Path) -> None:
    per_lang: Counter = Counter()
    spanning = total = 0
    name_rows: Counter = Counter()
    articles = 0
    for folder in sorted(p for p in out.iterdir() if p.is_dir()):
        persons = rows(folder / "persons.csv")
        versions = {r["lang"] for r in rows(folder / "numbers.csv")} | {r["lang"] for r in persons}
        summary = {r["article"]: r for r in rows(out / "summary.csv")}.get(folder.name)
        if summary:
            versions = set(summary["languages"].split())
        articles += 1
        langs_of: dict[str, set[str]] = defaultdict(set)
        for r in persons:
            langs_of[r["person_id"]].add(r["lang"])
        for pid, langs in langs_of.items():
            total += 1
            per_lang.update(langs)
            spanning += langs >= versions
        for r in rows(folder / "discrepancies.csv"):
            if r["kind"] in ("name_variant", "name_mismatch"):
                name_rows[(r["kind"], r["severity"])] += 1
    print(f"articles {articles}, persons {total}, spanning every version {spanning}")
    print("persons found per version: " + ", ".join(f"{lang} {n}" for lang, n in sorted(per_lang.items())))
    print("name rows: " + (", ".join(f"{kind} {sev} {n}" for (kind, sev), n in sorted(name_rows.items())) or "none"))


def run_and_count(name: str, sources: Path, tmp: Path) -> None:
    out, empty = tmp / name, tmp / "no-aliases"
    empty.mkdir(exist_ok=True)
    subprocess.run([sys.executable, "-c", "from pipeline.cli import main; main()", "run", str(sources),
                    "--out", str(out), "--aliases", str(empty), "--jobs", "2"],
                   check=True, capture_output=True)
    print(f"-- {name} ({sources})")
    main(out)


if __name__ == "__main__":
    if len(sys.argv) > 1:
        main(Path(sys.argv[1]))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            corpora = {"sample": ROOT / "sources", "news-dev": news_dev("names_coverage")}
            for name, sources in corpora.items():
                if sources is not None:
                    run_and_count(name, sources, Path(tmp))
