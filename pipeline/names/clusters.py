"""Entities of different versions merged into persons: union-find that refuses merges the
versions contradict.

Pairs of entities of different versions are merged greedily, best pair first: a near-identical
key merges alone; a looser key needs the two entities to occur in aligned paragraphs; a garbled
key (or a name that keeps all its words but one) is accepted only to fill a version the person
is otherwise missing from. Two clusters that hold distinct spellings in one version merge only
when those spellings may be one person spelled two ways (never when they stand side by side in
one paragraph); two versions both telling them apart decide that they are two people.
"""
from __future__ import annotations

from itertools import combinations
from typing import Optional

from pipeline.names.entities import (
    STRONG,
    Entity,
    cooccurrence,
    is_lossy_script,
    is_variant_pair,
    name_similarity,
)
from pipeline.names.keys import word_similarity
from pipeline.names.positions import ALIGNMENT_SLACK, near

ALIGNED = 75.0  # key similarity that merges entities occurring in aligned paragraphs
ALIGNED_OTHER = 78.0  # the same for names of any origin (skeleton similarity)
GARBLED = 50.0  # key similarity that fills a version's gap when the entities co-occur closely
ALIGNED_COOC = 0.2
GARBLED_COOC = 0.5
SAME_WORD = 88.0  # a word of two names is the same word transliterated
LEFTOVER_MATCH = 75.0  # reading similarity that attaches an unmatched Devanagari/Arabic spelling


class Clusters:
    """Union-find over entities that refuses merges contradicting the versions."""

    def __init__(self, entities: list[Entity]):
        self.members: dict[int, list[Entity]] = {id(e): [e] for e in entities}
        self.root: dict[int, int] = {id(e): id(e) for e in entities}

    def find(self, e: Entity) -> int:
        return self.root[id(e)]

    def langs(self, root: int) -> set[str]:
        return {e.lang for e in self.members[root]}

    def registry_ids(self, root: int) -> set[str]:
        return {e.registry_id for e in self.members[root] if e.registry_id}

    def can_merge(self, ra: int, rb: int, fill_gap_only: bool = False) -> bool:
        ids_a, ids_b = self.registry_ids(ra), self.registry_ids(rb)
        if ids_a and ids_b and ids_a != ids_b:
            return False
        shared = self.langs(ra) & self.langs(rb)
        if fill_gap_only and shared:
            return False
        for lang in shared:
            for x in (e for e in self.members[ra] if e.lang == lang):
                for y in (e for e in self.members[rb] if e.lang == lang):
                    if not is_variant_pair(x, y):
                        return False
                    # two versions both telling the spellings apart: only the same person if
                    # the spellings also occur in the same places (Zhang Wei / Zhang Wen do not)
                    if len(shared) >= 2 and cooccurrence(x, y) == 0:
                        return False
        return True

    def merge(self, ra: int, rb: int) -> None:
        for e in self.members[rb]:
            self.root[id(e)] = ra
        self.members[ra] += self.members.pop(rb)

    def groups(self) -> list[list[Entity]]:
        return list(self.members.values())


def cluster_entities(entities: list[Entity], uncased_langs: Optional[set[str]] = None) -> list[list[Entity]]:
    clusters = Clusters(entities)
    # one registry person is one cluster whatever its spellings
    by_registry: dict[str, Entity] = {}
    for e in entities:
        if e.registry_id:
            first = by_registry.setdefault(e.registry_id, e)
            if first is not e and clusters.find(first) != clusters.find(e):
                clusters.merge(clusters.find(first), clusters.find(e))
    strong, loose = scored_pairs(entities)
    for _, a, b in strong:
        ra, rb = clusters.find(a), clusters.find(b)
        if ra != rb and clusters.can_merge(ra, rb):
            clusters.merge(ra, rb)
    for _, a, b in loose:
        ra, rb = clusters.find(a), clusters.find(b)
        if ra != rb and clusters.can_merge(ra, rb, fill_gap_only=True):
            clusters.merge(ra, rb)
    if uncased_langs:
        attach_or_drop_leftovers(clusters, uncased_langs)
    return clusters.groups()


def attach_or_drop_leftovers(clusters: Clusters, uncased_langs: set[str]) -> None:
    """Clusters found only in one Devanagari/Arabic version: attach each to a co-occurring
    person it can be read as (a variant or garbled spelling there, to be flagged), or drop
    it. Without capitals or another version's support a lone detection there is mostly noise
    (ordinary words that happen to read as pinyin syllables)."""
    from pipeline.names.project import leftover_score

    roots = list(clusters.members)
    leftovers = [r for r in roots if _is_leftover(clusters.members[r], uncased_langs)]
    anchored = [r for r in roots if r not in leftovers]
    for root in leftovers:
        best, target = 0.0, None
        for entity in clusters.members[root]:
            for other_root in anchored:
                score = max((_leftover_score(entity, x, leftover_score) for x in clusters.members[other_root]),
                            default=0.0)
                if score > best:
                    best, target = score, other_root
        if target is not None and best >= LEFTOVER_MATCH:
            clusters.merge(target, root)
        else:
            clusters.members.pop(root)


def _is_leftover(group: list[Entity], uncased_langs: set[str]) -> bool:
    return len({e.lang for e in group}) == 1 and group[0].lang in uncased_langs and not any(e.registry_id for e in group)


def _leftover_score(entity: Entity, other: Entity, leftover_score) -> float:
    if not any(near(x, y) for x in entity.spans for y in other.spans):
        return 0.0
    if not other.chinese:
        return name_similarity(entity, other) if not entity.chinese else 0.0
    return leftover_score(entity.base, entity.lang, other.key)


def _covered_groups(e: Entity) -> set[int]:
    return {g for lo, hi in e.spans for g in range(lo - ALIGNMENT_SLACK, hi + ALIGNMENT_SLACK + 1)}


def _signature(e: Entity) -> set[str]:
    """Coarse syllables (Chinese keys) or skeleton initials: two entities that share none
    cannot be near-identical names. Uncased scripts get none (compared by reading instead)."""
    if is_lossy_script(e.script):
        return {"*"}
    if e.chinese:
        from pipeline.names.phonetic import coarse_syllable

        return {coarse_syllable(s) for s in e.key.split()}
    return {"~" + w[:1] for w in e.key.split()}


def all_words_but_one(a: Entity, b: Entity) -> bool:
    """Two names of any origin with the same number of words (3 or more letters of key in
    all), all but one the same: another surname or a given name swapped (Moon / Kim Jae-in)."""
    if a.chinese or b.chinese:
        return False
    wa, wb = a.key.split(), b.key.split()
    if len(wa) != len(wb) or len(wa) < 2:
        return False
    same = sum(word_similarity(x, y) >= SAME_WORD for x, y in zip(wa, wb))
    return same == len(wa) - 1


def scored_pairs(entities: list[Entity]):
    """(score, a, b) pairs of different versions worth merging, best first: strong ones
    (close keys, or close keys in aligned paragraphs) and loose ones (garbled renderings).
    Only entities that share an aligned group or a coarse syllable are compared."""
    strong, loose = [], []
    groups = {id(e): _covered_groups(e) for e in entities}
    signatures = {id(e): _signature(e) for e in entities}
    for a, b in _comparable(entities, groups, signatures):
        sim = name_similarity(a, b)
        co = cooccurrence(a, b)
        score = sim + 10 * co  # the name decides first; alignment breaks near-ties
        aligned = ALIGNED if a.chinese or b.chinese else ALIGNED_OTHER
        if sim >= STRONG or (sim >= aligned and co >= ALIGNED_COOC):
            strong.append((score, a, b))
        elif co >= GARBLED_COOC and (sim >= GARBLED or all_words_but_one(a, b)):
            loose.append((score, a, b))
    order = lambda pair: (-pair[0], pair[1].lang, pair[1].key, pair[2].lang, pair[2].key)  # noqa: E731
    return sorted(strong, key=order), sorted(loose, key=order)


def _comparable(entities: list[Entity], groups, signatures):
    """Pairs of entities of different versions that are near in the text or share a coarse
    syllable; found through an index by group and by signature, each pair once."""
    by_group: dict[int, list[int]] = {}
    by_signature: dict[str, list[int]] = {}
    for n, e in enumerate(entities):
        for g in groups[id(e)]:
            by_group.setdefault(g, []).append(n)
        for s in signatures[id(e)]:
            by_signature.setdefault(s, []).append(n)
    pairs: set[tuple[int, int]] = set()
    for bucket in list(by_group.values()) + list(by_signature.values()):
        for i, j in combinations(bucket, 2):
            if entities[i].lang != entities[j].lang:
                pairs.add((min(i, j), max(i, j)))
    return [(entities[i], entities[j]) for i, j in sorted(pairs)]
