"""Print precision and recall of number extraction per language against hand-labelled lines.

Usage: python benchmarks/numbers_gold.py [--gold benchmarks/data/numbers_gold.yml]
       [--corpus NEWS_DEV] [--list]     (NEWS_DEV: the news-dev corpus, benchmarks/corpus.py)

A found mention matches a gold number of the same line when the values (and range ends) agree
and the units are of one family (count = number, age = yr); each gold number matches once. --list prints
every miss and every extra mention. Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import math
import sys
import unicodedata
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from corpus import require_news_dev  # noqa: E402
from pipeline.numbers import extract_numbers  # noqa: E402

QUANTITY = {"count", "number"}
YEARS = {"age", "yr"}  # an age is a span of years (pipeline.facts compares them so)


def family(unit: str) -> str:
    if unit in YEARS:
        return "yr"
    return "quantity" if unit in QUANTITY else unit


def gold_items(entry: list) -> tuple[float, float | None, str]:
    if len(entry) == 3:
        return float(entry[0]), float(entry[1]), str(entry[2])
    return float(entry[0]), None, str(entry[1])


def matches(m, gold: tuple[float, float | None, str]) -> bool:
    value, value_max, unit = gold
    same_max = (m.value_max is None and value_max is None) or (
        m.value_max is not None and value_max is not None and math.isclose(m.value_max, value_max, rel_tol=1e-6))
    return math.isclose(m.value, value, rel_tol=1e-6) and same_max and family(m.unit) == family(unit)


def score_line(text: str, lang: str, wanted: list, totals: dict, label: str, show: bool) -> None:
    """Extract the line's numbers and add [right, found, gold] to ``totals[lang]``; with ``show``,
    print every gold number missed and every mention found beyond the gold."""
    found = extract_numbers(unicodedata.normalize("NFC", text), lang)
    left, extra = list(wanted), []
    for m in found:
        hit = next((g for g in left if matches(m, g)), None)
        if hit is None:
            extra.append(m)
        else:
            left.remove(hit)
    t = totals.setdefault(lang, [0, 0, 0])
    t[0] += len(wanted) - len(left)
    t[1] += len(found)
    t[2] += len(wanted)
    if show:
        for g in left:
            print(f"MISS  {label} {lang}: {g}")
        for m in extra:
            print(f"EXTRA {label} {lang}: {m.surface!r} {m.value:g} {m.unit}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gold", default=str(ROOT / "benchmarks" / "data" / "numbers_gold.yml"))
    parser.add_argument("--corpus", default=None, help="the news-dev corpus (default: benchmarks/corpus.py)")
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    args.corpus = require_news_dev("numbers_gold", args.corpus)
    gold = yaml.safe_load(Path(args.gold).read_text(encoding="utf-8"))
    totals: dict[str, list[int]] = {}  # lang -> [matched, found, gold]
    for key, langs in gold.items():
        article, line = key.rsplit(":", 1)
        for lang, entries in langs.items():
            text = (Path(args.corpus) / article / f"{lang}.txt").read_text(encoding="utf-8").splitlines()[int(line) - 1]
            score_line(text, lang, [gold_items(e) for e in entries], totals, key, args.list)
    print(f"{'lang':<5}{'gold':>6}{'found':>7}{'right':>7}{'precision':>11}{'recall':>8}{'F1':>7}")
    for lang, (right, found, wanted) in sorted(totals.items()):
        p = right / found if found else 0.0
        r = right / wanted if wanted else 0.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        print(f"{lang:<5}{wanted:>6}{found:>7}{right:>7}{p:>11.2f}{r:>8.2f}{f1:>7.2f}")


if __name__ == "__main__":
    main()
