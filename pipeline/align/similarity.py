"""How likely two paragraphs of different versions say the same thing (0..1)."""
from __future__ import annotations

import math
from collections import Counter

from pipeline.align.anchors import Anchors

ANCHOR_WEIGHT = 0.8
POSITION_WEIGHT = 0.15
LENGTH_WEIGHT = 0.05
POSITION_SIGMA = 0.15  # share of the article; a weak prior, anchors decide


def inverse_frequencies(*sides: list[Anchors]) -> dict:
    """Anchors found in many paragraphs (a company name, the year) say little; weight by rarity."""
    counts: Counter = Counter()
    paragraphs = 0
    for side in sides:
        for a in side:
            counts.update(a.numbers | a.tokens)
            paragraphs += 1
    return {k: math.log(1 + paragraphs / c) for k, c in counts.items()}


def anchor_overlap(a: Anchors, b: Anchors, idf: dict, weight_a: float, weight_b: float) -> float:
    """Cosine-like overlap of two anchor sets, each anchor weighted by its rarity."""
    if not weight_a or not weight_b:
        return 0.0
    shared = (a.numbers & b.numbers) | (a.tokens & b.tokens)
    if not shared:
        return 0.0
    return sum(idf.get(k, 1.0) for k in shared) / math.sqrt(weight_a * weight_b)


def anchor_weight(a: Anchors, idf: dict) -> float:
    return sum(idf.get(k, 1.0) for k in a.numbers | a.tokens)


def position_closeness(a: Anchors, b: Anchors) -> float:
    return math.exp(-abs(a.position - b.position) / POSITION_SIGMA)


def length_similarity(a: Anchors, b: Anchors) -> float:
    if a.length <= 0 or b.length <= 0:
        return 0.0
    return min(a.length, b.length) / max(a.length, b.length)


def similarity_matrix(version: list[Anchors], pivot: list[Anchors]) -> list[list[float]]:
    idf = inverse_frequencies(version, pivot)
    pivot_weights = [anchor_weight(b, idf) for b in pivot]
    rows = []
    for a in version:
        weight_a = anchor_weight(a, idf)
        rows.append([ANCHOR_WEIGHT * anchor_overlap(a, b, idf, weight_a, wb) + POSITION_WEIGHT * position_closeness(a, b)
                     + LENGTH_WEIGHT * length_similarity(a, b) for b, wb in zip(pivot, pivot_weights)])
    return rows
