"""Alignment cost against article length: the sample as it is, and with every version repeated.

Usage: .venv/bin/python benchmarks/align_scaling.py [ARTICLE_FOLDER] [--times 4] [--repeat 3]

Reads every version of the article, extracts its numbers once, then times ``align_article``
and ``align_sentences`` (paragraphs, then sentences inside them) on the versions as they are and on copies whose paragraphs are
repeated ``--times`` times. Prints paragraphs, best-of-``--repeat`` seconds for each, and the
ratio; a linear alignment gives a ratio near ``--times`` (the target is at most 5 for 4x).
"""
from __future__ import annotations

import argparse
import copy
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pipeline import api  # noqa: E402
from pipeline.align import align_article, align_sentences, choose_pivot  # noqa: E402
from pipeline.model import LocatedNumber, Version  # noqa: E402
from pipeline.segment import add_sentences  # noqa: E402


def load(folder: Path) -> tuple[list[Version], list[LocatedNumber]]:
    versions = api.read_versions(folder, folder.parent, [])
    numbers: list[LocatedNumber] = []
    for version in versions:
        add_sentences(version)
        numbers.extend(api.locate_numbers(version))
    return versions, numbers


def repeated(versions: list[Version], numbers: list[LocatedNumber], times: int) -> tuple[list[Version], list[LocatedNumber]]:
    """Each version's paragraphs ``times`` times in a row (lines shifted so each copy has its own)."""
    out_versions, out_numbers = [], []
    for version in versions:
        lines = len(version.raw_lines) + 1
        paragraphs = []
        for k in range(times):
            for p in version.paragraphs:
                q = copy.copy(p)
                q.index = k * len(version.paragraphs) + p.index
                q.line = p.line + k * lines
                q.line_numbers = [n + k * lines for n in p.line_numbers]
                paragraphs.append(q)
        out_versions.append(Version(version.article, version.path, version.file, version.lang, version.lang_source,
                                    version.lang_confidence, version.raw_lines * times, paragraphs))
        mine = [n for n in numbers if n.lang == version.lang]
        for k in range(times):
            for n in mine:
                m = copy.copy(n)
                m.paragraph = k * len(version.paragraphs) + n.paragraph
                m.line = n.line + k * lines
                out_numbers.append(m)
    return out_versions, out_numbers


def best_time(versions: list[Version], numbers: list[LocatedNumber], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        _, spans = align_article(versions, numbers)
        align_sentences(versions, numbers, choose_pivot(versions).lang, spans)
        best = min(best, time.perf_counter() - started)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("article", nargs="?", default=str(ROOT / "sources" / "kimi-k3-team"))
    parser.add_argument("--times", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    versions, numbers = load(Path(args.article))
    once = best_time(versions, numbers, args.repeat)
    big_versions, big_numbers = repeated(versions, numbers, args.times)
    many = best_time(big_versions, big_numbers, args.repeat)
    paragraphs = sum(len(v.paragraphs) for v in versions)
    print(f"1x: {paragraphs} paragraphs, {once:.3f} s")
    print(f"{args.times}x: {paragraphs * args.times} paragraphs, {many:.3f} s")
    print(f"ratio {many / once:.1f} (linear would be {args.times})")


if __name__ == "__main__":
    main()
