"""The one corpus from outside the repository that some benchmarks read: news-dev, real news
articles in the five languages with their English source. A clone does not have it, so a
benchmark that needs it says so in one line and skips (exit 0); one that also measures the
sample goes on with the sample.

Where it is looked for: the benchmark's own option (``--news-dev PATH``, ``--corpus PATH``), else
the environment variable ``RECONCILE_NEWS_DEV``, else the folder ``shared/corpora/news-dev`` beside
the repository (where the project's development machines keep it).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
ENV = "RECONCILE_NEWS_DEV"


def news_dev_path(given: Optional[Path | str] = None) -> Path:
    """Where news-dev should be: as given, else ``$RECONCILE_NEWS_DEV``, else beside the repository."""
    if given:
        return Path(given)
    if os.environ.get(ENV, "").strip():
        return Path(os.environ[ENV].strip())
    return ROOT.parent / "shared" / "corpora" / "news-dev"


def skip_line(benchmark: str, path: Path, what: str = "skipped") -> str:
    return (f"{benchmark}: {what}: the news-dev corpus is not part of the repository and is not at {path} "
            f"(set {ENV} or pass its path)")


def news_dev(benchmark: str, given: Optional[Path | str] = None) -> Optional[Path]:
    """The news-dev folder, or None after printing the one line that says it is absent (for a
    benchmark that measures other corpora too)."""
    path = news_dev_path(given)
    if path.is_dir():
        return path
    print(skip_line(benchmark, path, "news-dev part skipped"))
    return None


def require_news_dev(benchmark: str, given: Optional[Path | str] = None) -> Path:
    """The news-dev folder; without it, one line and exit 0 (the benchmark has nothing to measure)."""
    path = news_dev_path(given)
    if not path.is_dir():
        print(skip_line(benchmark, path))
        sys.exit(0)
    return path


SHORT_ARTICLES = 32  # issue 23's "short real articles": the 32 shortest of news-dev's 41


def article_bytes(folder: Path) -> int:
    """Bytes of an article folder's files (its versions and the English source)."""
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file())


def short_articles(news: Path, count: int = SHORT_ARTICLES) -> list[Path]:
    """The ``count`` shortest article folders of news-dev by the bytes of their files (ties by
    name), in name order: real news of 4-22 kB an article, the size most desk articles have."""
    folders = sorted(p for p in news.iterdir() if p.is_dir() and not p.name.startswith("."))
    return sorted(sorted(folders, key=lambda p: (article_bytes(p), p.name))[:count])
