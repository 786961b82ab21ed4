"""Benchmark: the whole pipeline on the sample article (time per stage and peak memory).

Run: .venv/bin/python benchmarks/run_sample.py [ARTICLE_FOLDER] [--repeat N]
Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("article", nargs="?", default=str(ROOT / "sources" / "kimi-k3-team"))
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    folder = Path(args.article)

    from pipeline import api

    started = time.perf_counter()
    result = api.process_article(folder, folder.parent, None)  # first run pays for spaCy and table loading
    cold = time.perf_counter() - started
    warm = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        result = api.process_article(folder, folder.parent, None)
        warm.append(time.perf_counter() - started)
    chars = sum(len(v.text) for v in result.versions)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"article: {folder.name}  versions: {' '.join(v.lang for v in result.versions)}  characters: {chars:,}")
    print(f"numbers: {len(result.numbers)}  persons: {len(result.persons)}  facts: {result.facts}  "
          f"discrepancies: {len(result.discrepancies)}")
    print(f"cold run: {cold:.2f} s   warm runs: min {min(warm):.2f} s, mean {sum(warm) / len(warm):.2f} s   "
          f"({chars / min(warm):,.0f} chars/s warm)")
    print(f"peak resident memory: {peak_mb:.0f} MB")


if __name__ == "__main__":
    main()
