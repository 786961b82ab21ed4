"""Monotone alignment of two sequences by dynamic time warping on a banded similarity.

A band gives, for each row j, the columns ``lo_j..hi_j`` that may be visited and their
similarities; cells outside the band cost infinity. With a band of constant width the cost
is linear in the sequences' length (see ``pipeline.align.band`` for how the band is found).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class BandRow:
    """Similarities of row j to columns ``lo .. lo + len(values) - 1``."""

    lo: int
    values: list[float]

    @property
    def hi(self) -> int:
        return self.lo + len(self.values) - 1

    def at(self, i: int) -> float:
        k = i - self.lo
        return self.values[k] if 0 <= k < len(self.values) else 0.0


def warp_path(similarity: list[list[float]]) -> list[tuple[int, int]]:
    """Cheapest monotone path over a full similarity matrix (every cell in the band)."""
    return warp_band([BandRow(0, list(row)) for row in similarity])


def warp_band(rows: list[BandRow]) -> list[tuple[int, int]]:
    """Cheapest monotone path from (0, 0) to (m-1, n-1), cost = 1 - similarity per cell.

    Steps are diagonal (one-to-one), down (several rows share a column: a split) and right
    (one row covers several columns: a merge or a condensed summary). The band must start at
    column 0 on the first row, end at the last column on the last row, and have
    non-decreasing bounds that overlap from row to row.
    """
    if not rows or not rows[0].values:
        return []
    inf = float("inf")
    costs: list[list[float]] = []
    moves: list[list[int]] = []  # 0 diagonal, 1 from above, 2 from the left
    for j, row in enumerate(rows):
        above = rows[j - 1] if j else None
        above_cost = costs[j - 1] if j else None
        cost = [inf] * len(row.values)
        move = [0] * len(row.values)
        for k, sim in enumerate(row.values):
            i = row.lo + k
            here = 1.0 - sim
            if j == 0 and i == 0:
                cost[k] = here
                continue
            best, step = inf, 0
            if above is not None:
                d = i - 1 - above.lo
                if i and 0 <= d < len(above_cost) and above_cost[d] < best:
                    best, step = above_cost[d], 0
                u = i - above.lo
                if 0 <= u < len(above_cost) and above_cost[u] < best:
                    best, step = above_cost[u], 1
            if k and cost[k - 1] < best:
                best, step = cost[k - 1], 2
            cost[k] = best + here
            move[k] = step
        costs.append(cost)
        moves.append(move)
    return _trace_back(rows, moves, len(rows) - 1, rows[-1].hi)


def _trace_back(rows: list[BandRow], moves: list[list[int]], j: int, i: int) -> list[tuple[int, int]]:
    path = [(j, i)]
    while j or i:
        if j and i:
            step = moves[j][i - rows[j].lo]
        else:
            step = 1 if j else 2
        if step == 0:
            j, i = j - 1, i - 1
        elif step == 1:
            j -= 1
        else:
            i -= 1
        path.append((j, i))
    return path[::-1]
