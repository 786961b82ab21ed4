"""Align the paragraphs, then the sentences, of all versions of an article.

Every version is aligned to a pivot (the version with the most paragraphs) by dynamic time
warping over a paragraph similarity built from anchors that survive translation: numbers
(by value, scale-insensitive so that a scale error still aligns), Latin-script tokens such as
product names and acronyms, and relative position and length. Warping lets one paragraph
cover several pivot paragraphs (a condensed summary, a merge) and several paragraphs share
one pivot paragraph (a split). The warping only visits a band around the chain of rare
anchors the two versions share (``pipeline.align.band``), so it is linear in the length of
the article; inside aligned paragraphs, sentences are warped the same way
(``pipeline.align.sentences``).

The result is a list of groups in pivot order, each ``{lang: [paragraph indexes]}``; every
paragraph of every version appears in exactly one group (the group where its span starts).
``pivot_spans`` gives, for each version, the pivot span each paragraph covers;
``align_sentences`` the pivot sentences each sentence covers. The fact matcher uses both to
decide which numbers may state the same thing.
"""
from __future__ import annotations

from pipeline.align.anchors import paragraph_anchors
from pipeline.align.dtw import BandRow, warp_band
from pipeline.align.sentences import SentenceAlignment, align_sentences
from pipeline.align.similarity import Scorer
from pipeline.model import LocatedNumber, Version

Span = tuple[int, int]
PARALLEL_SHARE = 0.7  # a version with this share of the pivot's paragraphs runs in parallel with it
WEAK_CELL = 0.6  # in parallel versions, a warped cell this much weaker than its row's best is a gap

__all__ = ["SentenceAlignment", "align_article", "align_sentences", "align_versions", "choose_pivot",
           "groups_from_spans", "pivot_spans", "spans_from_path"]


def choose_pivot(versions: list[Version]) -> Version:
    """The version with most paragraphs, then most text; ties by language code for stability."""
    return max(versions, key=lambda v: (len(v.paragraphs), len(v.text), [-ord(c) for c in v.lang]))


def pivot_spans(versions: list[Version], numbers: list[LocatedNumber]) -> tuple[str, dict[str, list[Span]]]:
    """(pivot lang, {lang: [pivot span of each paragraph]})."""
    if not versions:
        return "", {}
    pivot = choose_pivot(versions)
    anchors = {v.lang: paragraph_anchors(v, [n for n in numbers if n.lang == v.lang]) for v in versions}
    spans = {pivot.lang: [(i, i) for i in range(len(pivot.paragraphs))]}
    for version in versions:
        if version is pivot:
            continue
        band = Scorer(anchors[version.lang], anchors[pivot.lang]).band()
        path = warp_band(band)
        if len(version.paragraphs) >= PARALLEL_SHARE * len(pivot.paragraphs):
            path = trim_weak_cells(path, band)
        spans[version.lang] = spans_from_path(path, len(version.paragraphs))
    return pivot.lang, spans


def spans_from_path(path: list[tuple[int, int]], count: int) -> list[Span]:
    """For each version paragraph j, the (first, last) pivot paragraph it was warped onto."""
    lo = [None] * count
    hi = [None] * count
    for j, i in path:
        lo[j] = i if lo[j] is None else min(lo[j], i)
        hi[j] = i if hi[j] is None else max(hi[j], i)
    return [(lo[j], hi[j]) for j in range(count)]


def trim_weak_cells(path: list[tuple[int, int]], band: list[BandRow]) -> list[tuple[int, int]]:
    """Drop path cells much weaker than the best cell of their row: a pivot paragraph that the
    version omitted is left uncovered instead of being glued onto a neighbour."""
    best: dict[int, float] = {}
    for j, i in path:
        best[j] = max(best.get(j, 0.0), band[j].at(i))
    return [(j, i) for j, i in path if band[j].at(i) >= WEAK_CELL * best[j]]


def groups_from_spans(pivot_lang: str, spans: dict[str, list[Span]]) -> list[dict[str, list[int]]]:
    if not spans:
        return []
    size = len(spans[pivot_lang])
    groups: list[dict[str, list[int]]] = [dict() for _ in range(size)]
    for lang, lang_spans in spans.items():
        for j, (start, _end) in enumerate(lang_spans):
            groups[start].setdefault(lang, []).append(j)
    return [g for g in groups if g]


def align_versions(versions: list[Version], numbers: list[LocatedNumber]) -> list[dict[str, list[int]]]:
    return align_article(versions, numbers)[0]


def align_article(versions: list[Version], numbers: list[LocatedNumber]) -> tuple[list[dict[str, list[int]]], dict[str, list[Span]]]:
    """(groups for reports and people, pivot spans for facts), computed once."""
    pivot_lang, spans = pivot_spans(versions, numbers)
    return groups_from_spans(pivot_lang, spans), spans
