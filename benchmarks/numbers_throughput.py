"""Print number-extraction throughput (characters per second) per language on an article.

Usage: python benchmarks/numbers_throughput.py [ARTICLE_DIR] [--repeat 5]

Each non-empty line is one paragraph, as the pipeline feeds them. Tables are loaded (and
regexes compiled) before timing; the best of ``--repeat`` runs is reported.
"""
from __future__ import annotations

import argparse
import sys
import time
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.numbers import extract_numbers  # noqa: E402
from pipeline.numbers.tables import load_tables  # noqa: E402

DEFAULT_ARTICLE = ROOT / "sources" / "kimi-k3-team"


def paragraphs(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [unicodedata.normalize("NFC", line) for line in text.splitlines() if line.strip()]


def best_time(lines: list[str], lang: str, repeat: int) -> tuple[float, int]:
    best, mentions = float("inf"), 0
    for _ in range(repeat):
        start = time.perf_counter()
        mentions = sum(len(extract_numbers(line, lang)) for line in lines)
        best = min(best, time.perf_counter() - start)
    return best, mentions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("article", nargs="?", default=str(DEFAULT_ARTICLE))
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"{'lang':<5}{'chars':>9}{'mentions':>10}{'seconds':>10}{'chars/s':>12}")
    total_chars, total_seconds = 0, 0.0
    for path in sorted(Path(args.article).glob("*.txt")):
        lang = path.stem.split(".")[-1]
        load_tables(lang)
        lines = paragraphs(path)
        chars = sum(len(line) for line in lines)
        seconds, mentions = best_time(lines, lang, args.repeat)
        total_chars += chars
        total_seconds += seconds
        print(f"{lang:<5}{chars:>9}{mentions:>10}{seconds:>10.3f}{chars / seconds:>12,.0f}")
    print(f"{'all':<5}{total_chars:>9}{'':>10}{total_seconds:>10.3f}{total_chars / total_seconds:>12,.0f}")


if __name__ == "__main__":
    main()
