"""Anchors first, then a band: where two sequences may align, found in near-linear time.

Rare anchors shared by a row and a column (a figure, a product name) are strong evidence that
they say the same thing. The heaviest chain of such pairs that is increasing in both sequences
is the guide; between guide points the expected column is interpolated, and the band is that
line widened by ``BAND_RADIUS`` on each side and by the guide's own slope (a condensed row
covers several columns). The dynamic time warping then only visits band cells, so its cost
grows with the length of the article times the band width, not with its square.
"""
from __future__ import annotations

import math
from bisect import bisect_right

BAND_RADIUS = 6  # rows/columns of slack around the guide: omissions, splits and merges drift this far
MAX_POSTINGS = 8  # an anchor found in more items than this on a side is too common to guide
MIN_GUIDE_OVERLAP = 0.25  # weaker shared evidence than this does not place a guide point

Pair = tuple[int, int, float]  # row, column, weight


def anchor_pairs(rows: list[set], columns: list[set], idf: dict) -> list[Pair]:
    """Row/column pairs that share rare anchors, weighted by their normalized overlap."""
    postings_rows = _postings(rows)
    postings_cols = _postings(columns)
    shared: dict[tuple[int, int], float] = {}
    for key, js in postings_rows.items():
        iis = postings_cols.get(key)
        if not iis or len(js) > MAX_POSTINGS or len(iis) > MAX_POSTINGS:
            continue
        w = idf.get(key, 1.0)
        for j in js:
            for i in iis:
                shared[(j, i)] = shared.get((j, i), 0.0) + w
    weight_rows = [sum(idf.get(k, 1.0) for k in r) for r in rows]
    weight_cols = [sum(idf.get(k, 1.0) for k in c) for c in columns]
    pairs = []
    for (j, i), w in shared.items():
        overlap = w / math.sqrt(weight_rows[j] * weight_cols[i])
        if overlap >= MIN_GUIDE_OVERLAP:
            pairs.append((j, i, overlap))
    return pairs


def _postings(items: list[set]) -> dict:
    postings: dict = {}
    for k, keys in enumerate(items):
        for key in keys:
            postings.setdefault(key, []).append(k)
    return postings


def guide_chain(pairs: list[Pair]) -> list[tuple[int, int]]:
    """The heaviest chain of pairs strictly increasing in row and column (O(P log P))."""
    if not pairs:
        return []
    columns = sorted({i for _, i, _ in pairs})
    rank = {i: k + 1 for k, i in enumerate(columns)}
    size = len(columns)
    tree_best = [0.0] * (size + 1)  # Fenwick tree of (best chain weight, pair index) by column
    tree_at = [-1] * (size + 1)
    previous = [-1] * len(pairs)
    total = [0.0] * len(pairs)
    order = sorted(range(len(pairs)), key=lambda p: (pairs[p][0], -pairs[p][1]))
    for p in order:
        j, i, w = pairs[p]
        best, at = 0.0, -1
        k = rank[i] - 1  # strictly smaller columns
        while k > 0:
            if tree_best[k] > best:
                best, at = tree_best[k], tree_at[k]
            k -= k & -k
        total[p], previous[p] = best + w, at
        k = rank[i]
        while k <= size:
            if total[p] > tree_best[k]:
                tree_best[k], tree_at[k] = total[p], p
            k += k & -k
    end = max(range(len(pairs)), key=lambda p: total[p])
    chain = []
    while end != -1:
        chain.append((pairs[end][0], pairs[end][1]))
        end = previous[end]
    return chain[::-1]


def band_bounds(row_count: int, column_count: int, chain: list[tuple[int, int]],
                radius: int = BAND_RADIUS) -> list[tuple[int, int]]:
    """(lo, hi) columns for each row: the guide interpolated between its points, widened."""
    if row_count <= 1 or column_count <= 1:
        return [(0, column_count - 1)] * row_count
    points = [(0, 0)] + [p for p in chain if 0 < p[0] < row_count - 1 and 0 < p[1] < column_count - 1]
    points.append((row_count - 1, column_count - 1))
    rows_at = [p[0] for p in points]
    centre = []
    for j in range(row_count):
        k = bisect_right(rows_at, j) - 1
        j0, i0 = points[k]
        if j0 == j or k + 1 >= len(points):
            centre.append(float(i0))
            continue
        j1, i1 = points[k + 1]
        centre.append(i0 + (j - j0) * (i1 - i0) / (j1 - j0))
    bounds = []
    for j in range(row_count):
        near = centre[max(0, j - 1): j + 2]
        lo = max(0, math.floor(min(near)) - radius)
        hi = min(column_count - 1, math.ceil(max(near)) + radius)
        bounds.append((lo, hi))
    bounds[0] = (0, bounds[0][1])
    bounds[-1] = (bounds[-1][0], column_count - 1)
    for j in range(1, row_count):  # monotone and overlapping, so that a path always exists
        lo, hi = bounds[j]
        plo, phi = bounds[j - 1]
        bounds[j] = (min(max(lo, plo), phi), max(hi, phi))
    return bounds
