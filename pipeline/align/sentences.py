"""Sentences inside aligned paragraphs: which pivot sentences each sentence of a version says.

Translators split and merge sentences, so the mapping is many-to-many, like the paragraphs'.
The paragraphs of a version that cover overlapping pivot spans form a block with those pivot
paragraphs; inside each block the sentences are warped onto the pivot's sentences with the
same anchors (numbers, Latin tokens, position, length), inside the same kind of band, so the
cost stays linear in the article's length.

Sentences are numbered per version in reading order (``SentenceIndex``); a mention is placed
in a sentence by its offset in its paragraph. A paragraph without sentence offsets counts as
one sentence.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

from pipeline.align.anchors import block_anchors, is_latin
from pipeline.align.dtw import warp_band
from pipeline.align.similarity import SENTENCES, Scorer
from pipeline.model import LocatedNumber, Version

Span = tuple[int, int]


@dataclass
class SentenceIndex:
    """A version's sentences in reading order: paragraph, start and end offsets, text."""

    paragraph: list[int] = field(default_factory=list)
    start: list[int] = field(default_factory=list)
    end: list[int] = field(default_factory=list)
    text: list[str] = field(default_factory=list)
    first_of_paragraph: dict[int, int] = field(default_factory=dict)

    def of(self, paragraph: int, offset: int) -> int:
        """The sentence holding ``offset`` of paragraph ``paragraph``."""
        first = self.first_of_paragraph[paragraph]
        last = self.first_of_paragraph.get(paragraph + 1, len(self.paragraph))
        k = bisect_right(self.start, offset, first, last) - 1
        return max(first, k)

    def in_paragraph(self, paragraph: int) -> range:
        return range(self.first_of_paragraph[paragraph], self.first_of_paragraph.get(paragraph + 1, len(self.paragraph)))


def sentence_index(version: Version) -> SentenceIndex:
    index = SentenceIndex()
    for p in version.paragraphs:
        index.first_of_paragraph[p.index] = len(index.paragraph)
        pieces = [(s.start, s.end, s.text) for s in p.sentences] or [(0, len(p.text), p.text)]
        for k, (start, end, text) in enumerate(pieces):
            index.paragraph.append(p.index)
            index.start.append(0 if k == 0 else start)  # text before the first sentence belongs to it
            index.end.append(end)
            index.text.append(text)
    return index


@dataclass
class SentenceAlignment:
    """Per version: its sentence index, and the pivot sentence span each of its sentences covers."""

    pivot: str
    index: dict[str, SentenceIndex]
    spans: dict[str, list[Span]]

    def span_of(self, number: LocatedNumber) -> Span:
        """The pivot sentences the number's sentence says."""
        k = self.index[number.lang].of(number.paragraph, number.mention.start)
        return self.spans[number.lang][k]

    def sentence_of(self, number: LocatedNumber) -> int:
        return self.index[number.lang].of(number.paragraph, number.mention.start)


def blocks(paragraph_spans: list[Span]) -> list[tuple[list[int], Span]]:
    """Runs of a version's paragraphs whose pivot spans overlap, with the pivot span they cover."""
    out: list[tuple[list[int], Span]] = []
    for j, (lo, hi) in enumerate(paragraph_spans):
        if out and lo <= out[-1][1][1]:
            members, (blo, bhi) = out[-1]
            out[-1] = (members + [j], (min(blo, lo), max(bhi, hi)))
        else:
            out.append(([j], (lo, hi)))
    return out


def numbers_by_sentence(index: SentenceIndex, numbers: list[LocatedNumber]) -> list[list[LocatedNumber]]:
    out: list[list[LocatedNumber]] = [[] for _ in index.paragraph]
    for n in numbers:
        out[index.of(n.paragraph, n.mention.start)].append(n)
    return out


def align_sentences(versions: list[Version], numbers: list[LocatedNumber], pivot_lang: str,
                    paragraph_spans: dict[str, list[Span]]) -> SentenceAlignment:
    indexes = {v.lang: sentence_index(v) for v in versions}
    by_lang: dict[str, list[LocatedNumber]] = {}
    for n in numbers:
        by_lang.setdefault(n.lang, []).append(n)
    pivot_index = indexes[pivot_lang]
    pivot_numbers = numbers_by_sentence(pivot_index, by_lang.get(pivot_lang, []))
    spans: dict[str, list[Span]] = {pivot_lang: [(k, k) for k in range(len(pivot_index.paragraph))]}
    latin = {v.lang: is_latin(v.lang) for v in versions}
    for version in versions:
        if version.lang == pivot_lang:
            continue
        index = indexes[version.lang]
        own_numbers = numbers_by_sentence(index, by_lang.get(version.lang, []))
        lang_spans: list[Span] = [(0, 0)] * len(index.paragraph)
        for members, (lo, hi) in blocks(paragraph_spans[version.lang]):
            rows = [k for j in members for k in index.in_paragraph(j)]
            columns = [k for p in range(lo, hi + 1) for k in pivot_index.in_paragraph(p)]
            for k, span in zip(rows, warp_block(index, own_numbers, rows, pivot_index, pivot_numbers, columns,
                                                latin[version.lang], latin[pivot_lang])):
                lang_spans[k] = span
        spans[version.lang] = lang_spans
    return SentenceAlignment(pivot_lang, indexes, spans)


def warp_block(index: SentenceIndex, numbers: list[list[LocatedNumber]], rows: list[int],
               pivot_index: SentenceIndex, pivot_numbers: list[list[LocatedNumber]], columns: list[int],
               latin: bool, pivot_latin: bool) -> list[Span]:
    """Pivot sentence span (global numbers) of each row sentence of one block."""
    if len(rows) == 1 or len(columns) == 1:
        return [(columns[0], columns[-1])] * len(rows)
    row_anchors = block_anchors([index.text[k] for k in rows], [numbers[k] for k in rows], latin)
    column_anchors = block_anchors([pivot_index.text[k] for k in columns], [pivot_numbers[k] for k in columns],
                                   pivot_latin)
    path = warp_band(Scorer(row_anchors, column_anchors, SENTENCES).band())
    lo: list = [None] * len(rows)
    hi: list = [None] * len(rows)
    for j, i in path:
        lo[j] = i if lo[j] is None else min(lo[j], i)
        hi[j] = i if hi[j] is None else max(hi[j], i)
    return [(columns[lo[j]], columns[hi[j]]) for j in range(len(rows))]
