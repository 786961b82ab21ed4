"""Name-matching throughput on an article: mentions per second of ``find_persons``.

Usage: .venv/bin/python benchmarks/names_throughput.py [ARTICLE_FOLDER] [--repeat N] [--aliases DIR]

Prints one line per stage (detection+projection+clustering as a whole, repeated N times after
one warm-up run that loads the tables) with mentions, persons, seconds and mentions/second.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pipeline.model import Paragraph, Version  # noqa: E402


def read_versions(folder: Path) -> list[Version]:
    files = sorted(p for p in folder.iterdir() if p.suffix in (".txt", ".md"))
    try:
        from pipeline.io.read import read_version

        return [read_version(p, folder.parent, folder.name) for p in files]
    except ImportError:
        return [plain_version(p, folder) for p in files]


def plain_version(path: Path, folder: Path) -> Version:
    """Fallback reader: paragraphs split on blank lines, language from the file stem."""
    lines = path.read_text(encoding="utf-8").split("\n")
    paragraphs, start = [], None
    for i, line in enumerate(lines + [""]):
        if line.strip() and start is None:
            start = i
        if not line.strip() and start is not None:
            n = len(paragraphs)
            text = "\n".join(lines[start:i])
            starts = [0]
            for line_text in lines[start:i - 1]:
                starts.append(starts[-1] + len(line_text) + 1)
            paragraphs.append(Paragraph(n, start + 1, text, starts, list(range(start + 1, i + 1)), [None] * (i - start)))
            start = None
    return Version(folder.name, str(path), f"{folder.name}/{path.name}", path.stem.split(".")[-1], "filename", 1.0,
                   lines, paragraphs)


def alignment_for(versions: list[Version]):
    from pipeline.names.cluster import default_alignment

    return default_alignment(versions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("article", nargs="?", default=str(ROOT / "sources" / "kimi-k3-team"))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--aliases", default=None)
    args = parser.parse_args()

    from pipeline.names import find_persons
    from pipeline.names.registry import load_registry

    versions = read_versions(Path(args.article))
    registry = load_registry(args.aliases)
    t0 = time.perf_counter()
    alignment = alignment_for(versions)
    t_align = time.perf_counter() - t0
    t0 = time.perf_counter()
    persons, flags = find_persons(versions, alignment, registry)
    warm = time.perf_counter() - t0
    mentions = sum(len(p.mentions) for p in persons)
    words = sum(len(v.text.split()) for v in versions)
    print(f"article: {Path(args.article).name}  versions: {len(versions)}  words: {words}  registry people: {len(registry)}")
    print(f"alignment: {t_align:.3f}s   first run (loads tables): {warm:.3f}s")
    # later runs measure matching, not table loading; lru caches are cleared to avoid flattering repeats
    from pipeline.names import cluster, project

    times = []
    for _ in range(args.repeat):
        for fn in (cluster.chinese_similarity, cluster._chinese_key_of, cluster._key_of, project.reading_similarity,
                   project._readings, project._openings):
            fn.cache_clear()
        t0 = time.perf_counter()
        persons, flags = find_persons(versions, alignment, registry)
        times.append(time.perf_counter() - t0)
    best = min(times)
    print(f"mentions: {mentions}  persons: {len(persons)}  name discrepancies: {len(flags)}")
    print(f"find_persons: best {best:.3f}s of {args.repeat}  ->  {mentions / best:,.0f} mentions/s  "
          f"({words / best:,.0f} words/s)")


if __name__ == "__main__":
    main()
