"""Where each paragraph sits in the article's alignment.

``alignment`` is the list of groups ``{lang: [paragraph indexes]}`` of
``pipeline.align.align_article``. A paragraph's position is the range of groups it covers:
from the group where it starts up to the group before the version's next paragraph, so a
condensed version's paragraph spans everything it summarizes. Two mentions are *near* when
their ranges meet (give or take ``ALIGNMENT_SLACK`` groups); names are looked up by position.
"""
from __future__ import annotations

from collections import defaultdict

from pipeline.model import Version

Positions = tuple[int, int]
ALIGNMENT_SLACK = 1  # aligners misplace a condensed paragraph's boundary by a group or so


def paragraph_positions(versions: list[Version], alignment) -> dict[tuple[str, int], Positions]:
    """(lang, paragraph index) -> range of alignment groups it covers."""
    first_group: dict[tuple[str, int], int] = {}
    for g, group in enumerate(alignment):
        for lang, indexes in group.items():
            for index in indexes:
                first_group.setdefault((lang, index), g)
    positions = {}
    last = max(len(alignment) - 1, 0)
    for version in versions:
        starts = sorted((first_group[(version.lang, p.index)], p.index) for p in version.paragraphs
                        if (version.lang, p.index) in first_group)
        for n, (g, index) in enumerate(starts):
            end = starts[n + 1][0] - 1 if n + 1 < len(starts) else last
            positions[(version.lang, index)] = (g, max(g, end))
        for p in version.paragraphs:  # unaligned paragraphs: scale their position
            if (version.lang, p.index) not in positions:
                g = round(p.index * last / max(len(version.paragraphs) - 1, 1))
                positions[(version.lang, p.index)] = (g, g)
    return positions


def proportional_alignment(versions: list[Version]) -> list[dict[str, list[int]]]:
    """Paragraphs matched by their share of the text: for callers that have no alignment."""
    if not versions:
        return []
    pivot = max(versions, key=lambda v: len(v.paragraphs))
    groups: list[dict[str, list[int]]] = [{pivot.lang: [i]} for i in range(len(pivot.paragraphs))]
    pivot_ends = _cumulative_share(pivot)
    for version in versions:
        if version is pivot:
            continue
        if len(version.paragraphs) == len(pivot.paragraphs):
            for i in range(len(version.paragraphs)):
                groups[i].setdefault(version.lang, []).append(i)
            continue
        starts = [0.0] + _cumulative_share(version)[:-1]
        for i, share in enumerate(starts):
            g = next((k for k, end in enumerate(pivot_ends) if end > share), len(groups) - 1)
            groups[g].setdefault(version.lang, []).append(i)
    return groups


def _cumulative_share(version: Version) -> list[float]:
    total = sum(len(p.text) for p in version.paragraphs) or 1
    shares, running = [], 0
    for p in version.paragraphs:
        running += len(p.text)
        shares.append(running / total)
    return shares


def near(a: Positions, b: Positions, slack: int = ALIGNMENT_SLACK) -> bool:
    return a[0] - slack <= b[1] and b[0] - slack <= a[1]


def intersects(a: Positions, b: Positions) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


class PositionIndex:
    """Items filed under every alignment group their positions cover, so that the items near a
    position are found without scanning the article (linear cost in the article's length)."""

    def __init__(self, slack: int = ALIGNMENT_SLACK):
        self.slack = slack
        self.by_group: dict[int, list] = defaultdict(list)

    def add(self, positions: Positions, item) -> None:
        for g in range(positions[0], positions[1] + 1):
            self.by_group[g].append(item)

    def near(self, positions: Positions) -> list:
        """Items whose positions meet ``positions`` give or take the slack (each item once)."""
        seen: dict[int, object] = {}
        for g in range(positions[0] - self.slack, positions[1] + self.slack + 1):
            for item in self.by_group.get(g, ()):
                seen.setdefault(id(item), item)
        return list(seen.values())
