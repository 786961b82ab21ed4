"""Throughput of the people stage (``pipeline.names.find_persons``): mentions per second.

    .venv/bin/python benchmarks/names_throughput.py               # sample and news-dev
    .venv/bin/python benchmarks/names_throughput.py --scaling      # the sample article 1x, 2x, 4x
    .venv/bin/python benchmarks/names_throughput.py --profile      # where news-dev time goes

Articles are read, segmented and aligned as ``reconcile run`` does; only ``find_persons`` is
timed (after one warm-up run that loads the tables). Prints mentions, persons, seconds and
mentions per second per corpus. ``--scaling`` repeats every version's paragraphs k times (the
alignment repeated alike): with lookups by aligned position the seconds grow about k-fold.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus import news_dev, news_dev_path  # noqa: E402
from pipeline.model import Version  # noqa: E402

SAMPLE = ROOT / "sources" / "kimi-k3-team"
NEWS = news_dev_path()


def prepared(folder: Path) -> tuple[list[Version], list]:
    """Versions and alignment of an article, as the API stage computes them."""
    from pipeline.align import align_article
    from pipeline.api import locate_numbers, read_versions
    from pipeline.segment import add_sentences

    versions = read_versions(folder, folder.parent, [])
    numbers = []
    for version in versions:
        add_sentences(version)
        numbers += locate_numbers(version)
    alignment, _ = align_article(versions, numbers)
    return versions, alignment


def repeated(versions: list[Version], alignment: list, k: int) -> tuple[list[Version], list]:
    """Every version k times as long: its paragraphs repeated, the alignment groups too."""
    out = []
    for v in versions:
        paragraphs = [replace(p, index=n * len(v.paragraphs) + p.index) for n in range(k) for p in v.paragraphs]
        out.append(replace(v, paragraphs=paragraphs))
    groups = []
    sizes = {v.lang: len(v.paragraphs) for v in versions}
    for n in range(k):
        for group in alignment:
            groups.append({lang: [n * sizes[lang] + i for i in idx] for lang, idx in group.items()})
    return out, groups


def timed(articles: list[tuple[list[Version], list]]) -> tuple[int, int, float]:
    from pipeline.names import find_persons
    from pipeline.names.registry import Registry

    for versions, alignment in articles[:1]:
        find_persons(versions, alignment, Registry())  # warm-up: tables and caches
    mentions = persons = 0
    started = time.perf_counter()
    for versions, alignment in articles:
        found, _ = find_persons(versions, alignment, Registry())
        persons += len(found)
        mentions += sum(len(p.mentions) for p in found)
    return mentions, persons, time.perf_counter() - started


def report(name: str, articles) -> None:
    mentions, persons, seconds = timed(articles)
    print(f"{name}: {len(articles)} article(s), {mentions} mentions, {persons} persons, {seconds:.2f} s, "
          f"{mentions / seconds:.0f} mentions/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scaling", action="store_true")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    sample = [prepared(SAMPLE)]
    corpus = news_dev("names_throughput", NEWS)
    news = [prepared(folder) for folder in sorted(corpus.iterdir()) if folder.is_dir()] if corpus else []
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(timed, news or sample)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
        return
    report("sample", sample)
    if news:
        report("news-dev", news)
    if args.scaling:
        versions, alignment = sample[0]
        for k in (1, 2, 4):
            report(f"sample x{k}", [repeated(versions, alignment, k)])


if __name__ == "__main__":
    main()
