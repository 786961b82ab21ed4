"""Print how many discrepancy rows change when the Arabic versions are rewritten in Arabic-Indic
digits and the Hindi versions in Devanagari digits (they must not change at all).

Usage: python benchmarks/numbers_native_digits.py [SOURCES]   (default: the news-dev corpus, benchmarks/corpus.py)

Every article folder is copied to a temporary folder with ar.txt and hi.txt rewritten; both are
run through ``pipeline.api.process_article`` and the numeric rows are compared by (article, kind,
severity, language, line, found value, expected value). Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from corpus import require_news_dev  # noqa: E402

NATIVE_ZERO = {"ar.txt": 0x0660, "hi.txt": 0x0966}  # ARABIC-INDIC and DEVANAGARI DIGIT ZERO
NUMERIC = {"scale", "unit", "value", "missing", "inconsistent"}


def rewrite(folder: Path, target: Path) -> None:
    shutil.copytree(folder, target)
    for name, zero in NATIVE_ZERO.items():
        path = target / name
        if path.exists():
            text = path.read_text(encoding="utf-8")
            path.write_text(text.translate({ord(str(d)): chr(zero + d) for d in range(10)}), encoding="utf-8")


def rows(folder: Path) -> set[tuple]:
    from pipeline import api

    result = api.process_article(folder, folder.parent, None)
    return {(folder.name, d.kind, d.severity, d.lang, d.line, d.found_value, d.expected_value)
            for d in result.discrepancies if d.kind in NUMERIC}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="?", default=None)
    args = parser.parse_args()
    sources = Path(args.sources) if args.sources else require_news_dev("numbers_native_digits")
    articles = sorted(p for p in sources.iterdir() if p.is_dir())
    changed, total = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for folder in articles:
            target = Path(tmp) / folder.name
            rewrite(folder, target)
            before, after = rows(folder), rows(target)
            total += len(before)
            diff = before ^ after
            changed += len(diff)
            for row in sorted(diff, key=str):
                print(("only ASCII  " if row in before else "only native ") + str(row))
    print(f"articles {len(articles)}: numeric rows {total}, rows that change with native digits {changed}")


if __name__ == "__main__":
    main()
