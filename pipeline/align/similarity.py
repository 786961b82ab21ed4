"""How likely two paragraphs (or two sentences) of different versions say the same thing (0..1)."""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from pipeline.align.anchors import Anchors
from pipeline.align.band import anchor_pairs, band_bounds, guide_chain
from pipeline.align.dtw import BandRow


@dataclass(frozen=True)
class Weights:
    """How much anchors, relative position and relative length count."""

    anchors: float = 0.8
    position: float = 0.15
    length: float = 0.05
    position_sigma: float = 0.15  # share of the text; a weak prior, anchors decide


PARAGRAPHS = Weights()
# inside a block of aligned paragraphs, sentences follow each other closely: position says more
SENTENCES = Weights(anchors=0.6, position=0.3, length=0.1, position_sigma=0.2)


def inverse_frequencies(*sides: list[Anchors]) -> dict:
    """Anchors found in many paragraphs (a company name, the year) say little; weight by rarity."""
    counts: Counter = Counter()
    paragraphs = 0
    for side in sides:
        for a in side:
            counts.update(a.keys)
            paragraphs += 1
    return {k: math.log(1 + paragraphs / c) for k, c in counts.items()}


def anchor_overlap(a: Anchors, b: Anchors, idf: dict, weight_a: float, weight_b: float) -> float:
    """Cosine-like overlap of two anchor sets, each anchor weighted by its rarity."""
    if not weight_a or not weight_b:
        return 0.0
    shared = a.keys & b.keys
    if not shared:
        return 0.0
    return sum(idf.get(k, 1.0) for k in shared) / math.sqrt(weight_a * weight_b)


def anchor_weight(a: Anchors, idf: dict) -> float:
    return sum(idf.get(k, 1.0) for k in a.keys)


def position_closeness(a: Anchors, b: Anchors, sigma: float = PARAGRAPHS.position_sigma) -> float:
    return math.exp(-abs(a.position - b.position) / sigma)


def length_similarity(a: Anchors, b: Anchors) -> float:
    if a.length <= 0 or b.length <= 0:
        return 0.0
    return min(a.length, b.length) / max(a.length, b.length)


class Scorer:
    """Similarity of any row of one side to any column of the other, with shared rarity weights."""

    def __init__(self, rows: list[Anchors], columns: list[Anchors], weights: Weights = PARAGRAPHS):
        self.rows, self.columns, self.weights = rows, columns, weights
        self.idf = inverse_frequencies(rows, columns)
        self.row_weights = [anchor_weight(a, self.idf) for a in rows]
        self.column_weights = [anchor_weight(b, self.idf) for b in columns]

    def cell(self, j: int, i: int) -> float:
        a, b, w = self.rows[j], self.columns[i], self.weights
        return (w.anchors * anchor_overlap(a, b, self.idf, self.row_weights[j], self.column_weights[i])
                + w.position * position_closeness(a, b, w.position_sigma) + w.length * length_similarity(a, b))

    def band(self) -> list[BandRow]:
        """Similarities inside the band that the shared rare anchors outline."""
        pairs = anchor_pairs([a.keys for a in self.rows], [b.keys for b in self.columns], self.idf)
        bounds = band_bounds(len(self.rows), len(self.columns), guide_chain(pairs))
        return [BandRow(lo, [self.cell(j, i) for i in range(lo, hi + 1)]) for j, (lo, hi) in enumerate(bounds)]


def similarity_matrix(version: list[Anchors], pivot: list[Anchors], weights: Weights = PARAGRAPHS) -> list[list[float]]:
    """Every cell (for small inputs and tests; the aligner uses ``Scorer.band``)."""
    scorer = Scorer(version, pivot, weights)
    return [[scorer.cell(j, i) for i in range(len(pivot))] for j in range(len(version))]
