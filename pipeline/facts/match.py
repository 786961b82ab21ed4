"""Group numeric mentions of different versions that state the same fact.

Candidate pairs are mentions of two versions whose paragraphs cover overlapping pivot spans
(see ``pipeline.align``). Each pair is scored by how the two readings relate (equal beats a
power of ten beats a plain difference), how close their paragraphs are, and where they sit
inside their paragraphs. Pairs are merged greedily, best first, into facts that hold at
most one mention per version.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

from pipeline.facts.relation import Relation, relate, unit_family
from pipeline.model import LocatedNumber

Span = tuple[int, int]

RELATION_SCORE = {"same": 10.0, "unit": 6.0, "scale": 5.0, "scale+unit": 4.0, "value": 2.0}
SAME_SPAN_BONUS = 2.0
ORDER_WEIGHT = 1.5
MIN_SCORE = 4.0  # below this a pair is a coincidence, not a fact
# units too common or too loose to pair on anything but an exact, well-placed match
WEAK_UNITS = {"number", "count", "rank", "age"}


@dataclass
class Mention:
    """A number with what the matcher needs to know about its place."""

    number: LocatedNumber
    span: Span  # pivot span of its paragraph
    order: float  # relative position among the numbers of its paragraph, 0..1
    slot: int  # index among same-family numbers of its paragraph
    slots: int  # how many same-family numbers its paragraph has
    exact: bool  # the paragraph maps one-to-one onto the pivot

    @property
    def lang(self) -> str:
        return self.number.lang


@dataclass
class Fact:
    members: dict[str, Mention] = field(default_factory=dict)
    fact_id: str = ""

    @property
    def start(self) -> tuple:
        return min((m.span[0], m.order) for m in self.members.values())


def build_mentions(numbers: list[LocatedNumber], spans: dict[str, list[Span]]) -> list[Mention]:
    by_paragraph: dict[tuple[str, int], list[LocatedNumber]] = {}
    for n in numbers:
        by_paragraph.setdefault((n.lang, n.paragraph), []).append(n)
    span_users: dict[tuple[str, Span], int] = {}
    for lang, lang_spans in spans.items():
        for s in lang_spans:
            span_users[(lang, s)] = span_users.get((lang, s), 0) + 1
    mentions = []
    for (lang, paragraph), items in by_paragraph.items():
        items.sort(key=lambda n: (n.line, n.start))
        span = spans[lang][paragraph]
        exact = span[0] == span[1] and span_users[(lang, span)] == 1
        families: dict[str, list[LocatedNumber]] = {}
        for n in items:
            families.setdefault(unit_family(n.mention.unit), []).append(n)
        for k, n in enumerate(items):
            family = families[unit_family(n.mention.unit)]
            order = k / (len(items) - 1) if len(items) > 1 else 0.5
            mentions.append(Mention(n, span, order, family.index(n), len(family), exact))
    return mentions


def spans_overlap(a: Span, b: Span) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def pair_score(a: Mention, b: Mention) -> tuple[float, Relation | None]:
    relation = relate(a.number.mention, b.number.mention)
    if relation is None:
        return 0.0, None
    if relation.kind == "value" and not _same_slot(a, b):
        return 0.0, None
    if relation.kind != "same" and (a.number.mention.unit in WEAK_UNITS or b.number.mention.unit in WEAK_UNITS):
        if not _same_slot(a, b):
            return 0.0, None
    score = RELATION_SCORE[relation.kind]
    if a.span == b.span:
        score += SAME_SPAN_BONUS
    if a.exact and b.exact:
        score += ORDER_WEIGHT * (1.0 - abs(a.order - b.order))
    return score, relation


def _same_slot(a: Mention, b: Mention) -> bool:
    """A plain difference is only believable for the n-th of n like numbers in two matching paragraphs."""
    return a.exact and b.exact and a.span == b.span and a.slots == b.slots and a.slot == b.slot


def candidate_pairs(mentions: list[Mention]) -> list[tuple[float, int, int]]:
    by_lang: dict[str, list[int]] = {}
    for i, m in enumerate(mentions):
        by_lang.setdefault(m.lang, []).append(i)
    pairs = []
    for la, lb in combinations(sorted(by_lang), 2):
        index = _index_by_pivot(mentions, by_lang[lb])
        for i in by_lang[la]:
            lo, hi = mentions[i].span
            near = {j for p in range(lo, hi + 1) for j in index.get(p, ())}
            for j in sorted(near):
                score, _ = pair_score(mentions[i], mentions[j])
                if score >= MIN_SCORE:
                    pairs.append((score, i, j))
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    return pairs


def _index_by_pivot(mentions: list[Mention], indexes: list[int]) -> dict[int, list[int]]:
    index: dict[int, list[int]] = {}
    for j in indexes:
        lo, hi = mentions[j].span
        for p in range(lo, hi + 1):
            index.setdefault(p, []).append(j)
    return index


def group_facts(mentions: list[Mention]) -> list[Fact]:
    """Greedy merge of the best pairs; a fact never holds two mentions of one version."""
    cluster_of = list(range(len(mentions)))
    members: dict[int, dict[str, int]] = {i: {m.lang: i} for i, m in enumerate(mentions)}
    for _score, i, j in candidate_pairs(mentions):
        ci, cj = cluster_of[i], cluster_of[j]
        if ci == cj or set(members[ci]) & set(members[cj]):
            continue
        if not _compatible(members[ci], members[cj], mentions):
            continue
        members[ci].update(members.pop(cj))
        for k in members[ci].values():
            cluster_of[k] = ci
    facts = [Fact({lang: mentions[k] for lang, k in group.items()}) for group in members.values()]
    return sorted(facts, key=lambda f: f.start)


def _compatible(left: dict[str, int], right: dict[str, int], mentions: list[Mention]) -> bool:
    """Every cross pair must at least be relatable, so a chain of weak links cannot join unrelated numbers."""
    for i in left.values():
        for j in right.values():
            if relate(mentions[i].number.mention, mentions[j].number.mention) is None:
                return False
    return True
