"""Memory kept by the people stage in a long-lived worker: the memo caches after each article.

    .venv/bin/python benchmarks/names_memory.py            # news-dev, then the sample, in one process

``find_persons`` memoizes pure functions of words and names (skeletons, readings, similarities;
``functools.lru_cache``) so that the same word is not romanized twice, and the words of a
paragraph (``words.word_spans``) while the article is processed. A worker that processes many
articles keeps what the caches hold: this prints the memory Python allocated (tracemalloc)
after the first article, after all of them, and the entries of the largest caches, so that a
cache that grows with the number of articles shows.
"""
from __future__ import annotations

import gc
import sys
import tracemalloc
from functools import _lru_cache_wrapper
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from corpus import news_dev  # noqa: E402
from names_throughput import NEWS, SAMPLE, prepared  # noqa: E402


def caches() -> dict[str, _lru_cache_wrapper]:
    import pipeline.names as names_package

    out = {}
    for name, module in sorted(sys.modules.items()):
        if not name.startswith(names_package.__name__ + "."):
            continue
        for attr, value in vars(module).items():
            if isinstance(value, _lru_cache_wrapper) and value.__module__ == name:  # where it is defined
                out[f"{name.rsplit('.', 1)[-1]}.{attr}"] = value
    return out


def main() -> None:
    from pipeline.names import find_persons
    from pipeline.names.registry import Registry

    corpus = news_dev("names_memory", NEWS)
    folders = ([f for f in sorted(corpus.iterdir()) if f.is_dir()] if corpus else []) + [SAMPLE]
    articles = [prepared(f) for f in folders]
    find_persons(*articles[0], Registry())  # tables loaded before measuring
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    after = []
    for versions, alignment in articles:
        find_persons(versions, alignment, Registry())
        gc.collect()
        after.append(tracemalloc.get_traced_memory()[0] - base)
    peak = tracemalloc.get_traced_memory()[1] - base
    print(f"{len(articles)} articles: kept after the first {after[0] / 1e6:.1f} MB, after half "
          f"{after[len(after) // 2] / 1e6:.1f} MB, after all {after[-1] / 1e6:.1f} MB; peak {peak / 1e6:.1f} MB")
    held = []
    for name, cache in caches().items():  # what each cache holds: the memory its clearing frees
        info = cache.cache_info()
        before = tracemalloc.get_traced_memory()[0]
        cache.cache_clear()
        gc.collect()
        held.append((before - tracemalloc.get_traced_memory()[0], name, info.currsize, info.maxsize))
    held.sort(reverse=True)
    print("largest caches (MB, entries/bound): " + ", ".join(
        f"{name} {mb / 1e6:.1f} ({n}/{bound if bound is not None else 'unbounded'})" for mb, name, n, bound in held[:8]))


if __name__ == "__main__":
    main()
