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


def anchor_overlap(a: Anchors, b: Anchors, idf: dict) -> float:
    left, right = a.numbers | a.tokens, b.numbers | b.tokens
    if not left or not right:
        return 0.0
    shared = sum(idf.get(k, 1.0) for k in left & right)
    norm = math.sqrt(sum(idf.get(k, 1.0) for k in left) * sum(idf.get(k, 1.0) for k in right))
    return shared / norm if norm else 0.0


def position_closeness(a: Anchors, b: Anchors) -> float:
    return math.exp(-abs(a.position - b.position) / POSITION_SIGMA)


def length_similarity(a: Anchors, b: Anchors) -> float:
    if a.length <= 0 or b.length <= 0:
        return 0.0
    return min(a.length, b.length) / max(a.length, b.length)


def similarity_matrix(version: list[Anchors], pivot: list[Anchors]) -> list[list[float]]:
    idf = inverse_frequencies(version, pivot)
    return [[ANCHOR_WEIGHT * anchor_overlap(a, b, idf) + POSITION_WEIGHT * position_closeness(a, b)
             + LENGTH_WEIGHT * length_similarity(a, b) for b in pivot] for a in version]
