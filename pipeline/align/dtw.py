"""Monotone alignment of two sequences by dynamic time warping on a similarity matrix."""
from __future__ import annotations


def warp_path(similarity: list[list[float]]) -> list[tuple[int, int]]:
    """Cheapest monotone path from (0, 0) to (m-1, n-1), cost = 1 - similarity per cell.

    Steps are diagonal (one-to-one), down (several rows share a column: a split) and right
    (one row covers several columns: a merge or a condensed summary).
    """
    m = len(similarity)
    n = len(similarity[0]) if m else 0
    if not m or not n:
        return []
    inf = float("inf")
    cost = [[inf] * n for _ in range(m)]
    move = [[0] * n for _ in range(m)]  # 0 diagonal, 1 from above, 2 from the left
    for j in range(m):
        row, sim_row = cost[j], similarity[j]
        above = cost[j - 1] if j else None
        for i in range(n):
            here = 1.0 - sim_row[i]
            if j == 0 and i == 0:
                row[i] = here
                continue
            best, step = inf, 0
            if j and i and above[i - 1] < best:
                best, step = above[i - 1], 0
            if j and above[i] < best:
                best, step = above[i], 1
            if i and row[i - 1] < best:
                best, step = row[i - 1], 2
            row[i] = best + here
            move[j][i] = step
    return _trace_back(move, m - 1, n - 1)


def _trace_back(move: list[list[int]], j: int, i: int) -> list[tuple[int, int]]:
    path = [(j, i)]
    while j or i:
        step = move[j][i] if j and i else (1 if j else 2)
        if step == 0:
            j, i = j - 1, i - 1
        elif step == 1:
            j -= 1
        else:
            i -= 1
        path.append((j, i))
    return path[::-1]
