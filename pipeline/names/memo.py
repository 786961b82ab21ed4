"""How much the people stage remembers, so that a long-lived worker does not grow with every article.

Pure functions of a word or a name (skeletons, readings, similarities) are memoized with
``functools.lru_cache(maxsize=WORDS)``: a bound that holds the words of several articles, so the
same word is worked out once per article at least, while the memory stays bounded whatever the
number of articles (``benchmarks/names_memory.py`` prints what the caches hold). Memos keyed by
a whole paragraph (``words.word_spans``) serve one article only: ``per_article`` registers them
and ``find_persons`` clears them when the article is done.
"""
from __future__ import annotations

from typing import Callable

WORDS = 16_384  # entries of a memo keyed by a word, a name or a pair of them
PARAGRAPHS = 4_096  # entries of a memo keyed by a paragraph, within one article

_PER_ARTICLE: list[Callable] = []


def per_article(cached: Callable) -> Callable:
    """Register an ``lru_cache``-wrapped function to be cleared after each article."""
    _PER_ARTICLE.append(cached)
    return cached


def clear_article_memos() -> None:
    for cached in _PER_ARTICLE:
        cached.cache_clear()
