"""Assemble the name mentions of every version and cluster them into persons.

1. Detect per paragraph: Chinese names (``pipeline.names.chinese``), other capitalized names
   (``pipeline.names.other``) and registry spellings (``pipeline.names.registry``).
2. Project names into versions whose script has no capitals (``pipeline.names.project``),
   searching the paragraphs aligned with the paragraph where the name was found.
3. Group mentions of one version by key into entities, then merge entities of different
   versions greedily, best pair first: a near-identical key merges alone; a looser key needs
   the two entities to occur in aligned paragraphs; a garbled key is accepted only to fill a
   version the person is otherwise missing from. Two clusters that both already hold distinct
   spellings in two or more common versions are two people (every version tells them apart).
   Then unreadable misspellings of a known Chinese person's given name are attached to that
   person (``pipeline.names.garbled``).
4. Name each person (registry name, else the most frequent pinyin spelling) and give it an id
   derived from its key, so ids do not depend on order.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Optional

from rapidfuzz import fuzz

from pipeline.ids import short_hash
from pipeline.lang.scripts import dominant_script
from pipeline.model import LocatedName, NameMention, Person, Version
from pipeline.names.other import (
    detect_other_names,
    load_cues,
    lowercase_vocabulary,
    proclitic_readings,
    skeleton_key,
    skeleton_similarity,
)
from pipeline.names.project import project_names, reading_similarity, source_of
from pipeline.names.registry import Registry, RegistryPerson

CASED_SCRIPTS = {"Latin", "Cyrillic", "Greek"}
NAME_CAPITALIZING_SCRIPTS = {"Cyrillic", "Greek"}
UNCASED_READABLE = {"Devanagari", "Arabic"}  # lossy scripts: compare by admissible readings
STRONG = 90.0  # key similarity that merges two versions' entities without other evidence
ALIGNED = 75.0  # key similarity that merges entities occurring in aligned paragraphs
GARBLED = 50.0  # key similarity that fills a version's gap when the entities co-occur closely
ALIGNED_COOC = 0.2
GARBLED_COOC = 0.5
Positions = tuple[int, int]


# ---------------------------------------------------------------- candidates and entities


@dataclass
class Candidate:
    version: int
    lang: str
    paragraph: int
    mention: NameMention
    positions: Positions
    registry_id: str = ""
    in_registry: bool = False


@dataclass
class Entity:
    lang: str
    key: str
    chinese: bool
    candidates: list[Candidate] = field(default_factory=list)
    registry_id: str = ""
    _base: Optional[str] = field(default=None, repr=False)
    _script: str = field(default="", repr=False)
    _count: int = field(default=0, repr=False)

    @property
    def spans(self) -> list[Positions]:
        return [c.positions for c in self.candidates]

    @property
    def base(self) -> str:
        """The entity's most frequent spelling (cached: entities stop changing once clustered)."""
        if self._base is None or self._count != len(self.candidates):
            self._base = Counter(c.mention.base for c in self.candidates).most_common(1)[0][0]
            self._script = _script(self._base)
            self._count = len(self.candidates)
        return self._base

    @property
    def script(self) -> str:
        self.base
        return self._script

    @property
    def confirmed(self) -> bool:
        """A Chinese name, a registry spelling, a title before the name, or a capitalized run in a
        script whose languages capitalize names but not titles of works (Russian, Greek)."""
        return self.chinese or bool(self.registry_id) or self.script in NAME_CAPITALIZING_SCRIPTS or any(
            c.mention.score >= 0.8 for c in self.candidates
        )


def confirmed_cluster(group: list[Entity]) -> bool:
    """A non-Chinese capitalized run is a person when some entity confirms it, or when it is
    transliterated (not kept in Latin) in two uncased versions and written in two Latin ones:
    shared Latin runs alone are often products, bands and paper titles."""
    if any(e.confirmed for e in group):
        return True
    uncased = {e.lang for e in group if e.script not in CASED_SCRIPTS}
    latin = {e.lang for e in group if e.script == "Latin"}
    return len(uncased) >= 2 and len(latin) >= 2


def find_persons(
    versions: list[Version],
    alignment: Optional[list[dict[str, list[int]]]] = None,
    registry: Optional[Registry] = None,
) -> tuple[list[Person], list]:
    """Persons of an article (one id shared by all versions) and their name discrepancies."""
    from pipeline.names.flags import name_discrepancies

    registry = registry or Registry()
    if not alignment:
        alignment = default_alignment(versions)
    positions = paragraph_positions(versions, alignment)
    candidates = detect_candidates(versions, positions, registry)
    candidates += projected_candidates(versions, positions, candidates)
    entities = build_entities(candidates)
    uncased = {v.lang for v in versions if not is_cased(v)} if len(versions) > 1 else set()
    clusters = cluster_entities(entities, has_uncased_or_other_script(versions), uncased)
    from pipeline.names.garbled import attach_garbled_spellings

    clusters = attach_garbled_spellings(clusters, versions, positions)
    latin_langs = {v.lang for v in versions if version_script(v) == "Latin"}
    persons = [make_person(cluster, versions, registry, latin_langs) for cluster in clusters]
    persons = unique_ids(sorted(persons, key=lambda p: first_position(p, versions)))
    return persons, name_discrepancies(versions[0].article if versions else "", persons, versions)


# ---------------------------------------------------------------- alignment


def default_alignment(versions: list[Version]) -> list[dict[str, list[int]]]:
    """The article's paragraph alignment, for callers that did not compute it."""
    from pipeline.align import align_versions

    return align_versions(versions, [])


def proportional_alignment(versions: list[Version]) -> list[dict[str, list[int]]]:
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


def paragraph_positions(versions: list[Version], alignment) -> dict[tuple[str, int], Positions]:
    """(lang, paragraph) -> range of alignment groups it covers.

    A paragraph listed in group g covers groups g up to the group before the version's next
    paragraph, so a condensed version's paragraph spans everything it summarizes.
    """
    first_group: dict[tuple[str, int], int] = {}
    for g, group in enumerate(alignment):
        for lang, indexes in group.items():
            for index in indexes:
                first_group.setdefault((lang, index), g)
    positions = {}
    last = max(len(alignment) - 1, 0)
    for version in versions:
        starts = sorted((first_group.get((version.lang, p.index), None), p.index) for p in version.paragraphs
                        if (version.lang, p.index) in first_group)
        for n, (g, index) in enumerate(starts):
            end = starts[n + 1][0] - 1 if n + 1 < len(starts) else last
            positions[(version.lang, index)] = (g, max(g, end))
        for p in version.paragraphs:  # unaligned paragraphs: scale their position
            if (version.lang, p.index) not in positions:
                g = round(p.index * last / max(len(version.paragraphs) - 1, 1))
                positions[(version.lang, p.index)] = (g, g)
    return positions


# ---------------------------------------------------------------- detection


def detect_candidates(versions, positions, registry: Registry) -> list[Candidate]:
    out = []
    for v_index, version in enumerate(versions):
        vocabulary = lowercase_vocabulary(version.text)
        for paragraph in version.paragraphs:
            pos = positions[(version.lang, paragraph.index)]
            for mention, person in paragraph_mentions(paragraph.text, version.lang, registry, vocabulary):
                out.append(
                    Candidate(v_index, version.lang, paragraph.index, mention, pos,
                              registry_id=person.id if person else "", in_registry=person is not None)
                )
    return out


def paragraph_mentions(text: str, lang: str, registry: Registry, vocabulary=None
                       ) -> list[tuple[NameMention, Optional[RegistryPerson]]]:
    """Detected and registry mentions of one paragraph, without overlaps."""
    from pipeline.names.chinese import detect_chinese_names

    chinese = detect_chinese_names(text, lang)
    other = [m for m in detect_other_names(text, lang, vocabulary) if not any(_overlap(m, c) for c in chinese)]
    detected = chinese + other
    found = registry_hits(text, lang, registry)
    out: list[tuple[NameMention, Optional[RegistryPerson]]] = []
    for mention, person in found:
        inside = [d for d in detected if _overlap(d, mention)]
        if inside:  # keep the detector's key and case-stripped base, mark it as registry
            best = max(inside, key=lambda d: d.end - d.start)
            mention = NameMention(mention.start, mention.end, mention.surface, best.base if best.start == mention.start
                                  else mention.base, best.key, best.chinese, 1.0, best.system)
        out.append((mention, person))
    out += [(d, None) for d in detected if not any(_overlap(d, m) for m, _ in found)]
    return sorted(out, key=lambda pair: pair[0].start)


def registry_hits(text: str, lang: str, registry: Registry) -> list[tuple[NameMention, RegistryPerson]]:
    if not registry:
        return []
    hits: list[tuple[NameMention, RegistryPerson]] = []
    for spelling, person in registry.spellings_for(lang):
        for start, end in spelling_spans(text, spelling):
            if any(start < m.end and m.start < end for m, _ in hits):
                continue
            key = _key_of(spelling, lang)
            hits.append((NameMention(start, end, text[start:end], spelling, key[0], key[1], 1.0, "registry"), person))
    return hits


def spelling_spans(text: str, spelling: str) -> list[tuple[int, int]]:
    """Where ``spelling`` occurs as whole words, ignoring case. Cyrillic words may carry a case
    ending (Сюй Вэйсиня, Илона Маска); an Arabic proclitic may precede the first word."""
    regex, probe = _spelling_regex(spelling)
    if probe not in text.casefold():
        return []
    return [(m.start(1), m.end(1)) for m in regex.finditer(text)]


@lru_cache(maxsize=20_000)
def _spelling_regex(spelling: str) -> tuple[re.Pattern, str]:
    """(compiled pattern, a lowercase piece every match contains: the first word's stem)."""
    words = spelling.split()
    core = r"\s+".join(_word_pattern(w) for w in words)
    pattern = r"(?<![^\W\d_])(?:[وبلفك]" + TATWEEL + r"?)?(" + core + r")(?![^\W\d_])"
    first = words[0].casefold()
    probe = first[:-1] if len(first) > 2 and _script(first) == "Cyrillic" else first
    return re.compile(pattern, flags=re.IGNORECASE), probe


TATWEEL = "\N{ARABIC TATWEEL}"


@lru_cache(maxsize=100_000)
def _script(text: str) -> str:
    return dominant_script(text) or ""


def _word_pattern(word: str) -> str:
    if _script(word) == "Cyrillic":
        stem = word[:-1] if word[-1] in "ьйЬЙ" else word
        return re.escape(stem) + "[а-яё]{0,3}"
    return re.escape(word)


@lru_cache(maxsize=50_000)
def _key_of(name: str, lang: str) -> tuple[str, bool]:
    """(key, chinese) for a spelling that no detector saw (registry spellings)."""
    from pipeline.names.chinese import detect_chinese_names

    found = detect_chinese_names(name, lang)
    if found and found[0].end - found[0].start >= len(name.strip()) - 3:
        return found[0].key, True
    return skeleton_key(name), False


def _overlap(a: NameMention, b: NameMention) -> bool:
    return a.start < b.end and b.start < a.end


def projected_candidates(versions, positions, candidates: list[Candidate]) -> list[Candidate]:
    """Names found in cased versions, searched for in aligned paragraphs of uncased ones."""
    out = []
    by_version_paragraph = defaultdict(list)
    for c in candidates:
        by_version_paragraph[(c.version, c.paragraph)].append(c)
    sources = [c for c in candidates if _script(c.mention.base) in CASED_SCRIPTS]
    for v_index, version in enumerate(versions):
        if is_cased(version):
            continue
        for paragraph in version.paragraphs:
            pos = positions[(version.lang, paragraph.index)]
            here = by_version_paragraph[(v_index, paragraph.index)]
            known = {c.mention.key for c in here}
            wanted = {}
            for c in sources:
                if c.version != v_index and _intersects(c.positions, pos) and c.mention.key not in known:
                    wanted.setdefault((c.mention.key, c.mention.chinese), source_of(c.mention))
            if not wanted:
                continue
            taken = [(c.mention.start, c.mention.end) for c in here]
            for mention in project_names(paragraph.text, version.lang, list(wanted.values()), taken):
                out.append(Candidate(v_index, version.lang, paragraph.index, mention, pos))
    return out


SCRIPT_SAMPLE = 5000  # characters of a version that decide its script


def version_script(version: Version):
    return _sample_script(version.text[:SCRIPT_SAMPLE])


@lru_cache(maxsize=64)
def _sample_script(sample: str):
    """Cached: several steps ask for each version's script, and counting scripts is slow."""
    return dominant_script(sample)


def is_cased(version: Version) -> bool:
    return version_script(version) in CASED_SCRIPTS


def has_uncased_or_other_script(versions: list[Version]) -> bool:
    return len({version_script(v) for v in versions}) > 1


def _intersects(a: Positions, b: Positions) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def build_entities(candidates: list[Candidate]) -> list[Entity]:
    """One entity per person-spelling family of a version: mentions that share a registry
    person, a spelling (ignoring case and spacing) or a key are one entity."""
    from pipeline.names.flags import spelling_form

    by_lang: dict[str, list[Candidate]] = defaultdict(list)
    for c in candidates:
        by_lang[c.lang].append(c)
    entities = []
    for lang, cands in by_lang.items():
        parent = list(range(len(cands)))

        def find(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        first: dict[tuple, int] = {}
        for i, c in enumerate(cands):
            idents = [("form", spelling_form(c.mention.base)), ("key", c.mention.key)]
            if c.registry_id:
                idents.append(("reg", c.registry_id))
            for ident in idents:
                j = first.setdefault(ident, i)
                ri, rj = find(i), find(j)
                if ri != rj and not _different_registry_people(cands, ri, rj, find):
                    parent[ri] = rj
        groups: dict[int, list[Candidate]] = defaultdict(list)
        for i, c in enumerate(cands):
            groups[find(i)].append(c)
        entities += [entity_of(lang, group) for group in groups.values()]
    return entities


def _different_registry_people(cands, ri, rj, find) -> bool:
    ids_i = {c.registry_id for n, c in enumerate(cands) if c.registry_id and find(n) == ri}
    ids_j = {c.registry_id for n, c in enumerate(cands) if c.registry_id and find(n) == rj}
    return bool(ids_i and ids_j and ids_i != ids_j)


def entity_of(lang: str, group: list[Candidate]) -> Entity:
    chinese = [c for c in group if c.mention.chinese]
    voters = chinese or group
    key = sorted(Counter(c.mention.key for c in voters).items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
    registry_id = next((c.registry_id for c in group if c.registry_id), "")
    return Entity(lang, key, bool(chinese), list(group), registry_id=registry_id)


# ---------------------------------------------------------------- similarity


@lru_cache(maxsize=200_000)
def chinese_similarity(a: str, b: str) -> float:
    """Key similarity, order-insensitive (Yanru Chen = Chen Yanru), syllable-aware:
    a different syllable count (Zhang Yu / Zhang Yutao) or two differing syllables
    (Chen Guangyu / Chen Guanduo) caps the score below the merge thresholds."""
    from pipeline.names.phonetic import key_similarity

    sa, sb = a.split(), b.split()
    if not sa or not sb:
        return 0.0
    if len(sa) != len(sb):
        return 100.0 if "".join(sa) == "".join(sb) else min(key_similarity(a, b), 60.0)
    best, best_rot = -1.0, sa
    for r in range(len(sa)):
        rotated = sa[r:] + sa[:r]
        score = key_similarity(" ".join(rotated), b)
        if score > best:
            best, best_rot = score, rotated
    differing = [(x, y) for x, y in zip(best_rot, sb) if x != y]
    if len(differing) >= 2 and len(sa) <= 3:
        best = min(best, 70.0)
    elif len(differing) == 1 and fuzz.ratio(*differing[0]) < 50:
        best = min(best, 80.0)
    return best


@lru_cache(maxsize=50_000)
def _chinese_key_of(name: str, lang: str) -> str:
    from pipeline.names.phonetic import phonetic_key

    try:
        return phonetic_key(name, lang)
    except (ValueError, KeyError):
        return ""


def base_of(entity: Entity) -> str:
    return entity.base


def name_similarity(a: Entity, b: Entity) -> float:
    if a.chinese and b.chinese:
        score = chinese_similarity(a.key, b.key)
        if score < STRONG and (a.script in UNCASED_READABLE or b.script in UNCASED_READABLE):
            lossy, other = (a, b) if a.script in UNCASED_READABLE else (b, a)
            score = max(score, reading_similarity(base_of(lossy), lossy.lang, other.key))
        return score
    if not a.chinese and not b.chinese:
        return skeleton_similarity(a.key, b.key)
    chinese, other = (a, b) if a.chinese else (b, a)
    # an unrecognised rendering of a Chinese name (non-standard Cyrillic, a garbled spelling)
    other_key = _chinese_key_of(base_of(other), other.lang)
    score = chinese_similarity(chinese.key, other_key) * 0.9 if other_key else 0.0
    return max(score, skeleton_similarity(skeleton_key(base_of(chinese)), other.key) * 0.8)


ALIGNMENT_SLACK = 1  # aligners misplace a condensed paragraph's boundary by a group or so


def _near(a: Positions, b: Positions) -> bool:
    return a[0] - ALIGNMENT_SLACK <= b[1] and b[0] - ALIGNMENT_SLACK <= a[1]


def cooccurrence(a: Entity, b: Entity) -> float:
    """Share of both entities' mentions that sit in paragraphs aligned with the other's."""
    hits_a = sum(any(_near(x, y) for y in b.spans) for x in a.spans)
    hits_b = sum(any(_near(x, y) for y in a.spans) for x in b.spans)
    return (hits_a + hits_b) / (len(a.spans) + len(b.spans))


def is_variant_pair(a: Entity, b: Entity) -> bool:
    """Two entities of one version that may be one person spelled two ways (Du Yulun / Du Yulin)."""
    if a.registry_id and b.registry_id:
        return a.registry_id == b.registry_id
    if a.chinese and b.chinese:
        sa, sb = a.key.split(), b.key.split()
        if len(sa) != len(sb):
            return False
        if a.script in CASED_SCRIPTS and b.script in CASED_SCRIPTS:
            differing = [(x, y) for x, y in zip(sa, sb) if x != y]
            return len(differing) <= 1 and all(fuzz.ratio(x, y) >= 50 for x, y in differing)
        return chinese_similarity(a.key, b.key) >= 85
    return name_similarity(a, b) >= 85


# ---------------------------------------------------------------- clustering


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


def cluster_entities(entities: list[Entity], needs_confirmation: bool = True,
                     uncased_langs: Optional[set[str]] = None) -> list[list[Entity]]:
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
    groups = clusters.groups()
    if needs_confirmation:
        groups = [g for g in groups if confirmed_cluster(g)]
    return groups


LEFTOVER_MATCH = 75.0  # reading similarity that attaches an unmatched Devanagari/Arabic spelling


def attach_or_drop_leftovers(clusters: "Clusters", uncased_langs: set[str]) -> None:
    """Clusters found only in one Devanagari/Arabic version: attach each to a co-occurring
    person it can be read as (a variant or garbled spelling there, to be flagged), or drop
    it. Without capitals or another version's support a lone detection there is mostly noise
    (ordinary words that happen to read as pinyin syllables)."""
    roots = list(clusters.members)
    leftovers = [r for r in roots if _is_leftover(clusters.members[r], uncased_langs)]
    anchored = [r for r in roots if r not in leftovers]
    for root in leftovers:
        best, target = 0.0, None
        for entity in clusters.members[root]:
            for other_root in anchored:
                score = max((_leftover_score(entity, x) for x in clusters.members[other_root]), default=0.0)
                if score > best:
                    best, target = score, other_root
        if target is not None and best >= LEFTOVER_MATCH:
            clusters.merge(target, root)
        else:
            clusters.members.pop(root)


def _is_leftover(group: list[Entity], uncased_langs: set[str]) -> bool:
    return len({e.lang for e in group}) == 1 and group[0].lang in uncased_langs and not any(e.registry_id for e in group)


def _leftover_score(entity: Entity, other: Entity) -> float:
    if not any(_near(x, y) for x in entity.spans for y in other.spans):
        return 0.0
    if not other.chinese:
        return skeleton_similarity(entity.key, other.key) if not entity.chinese else 0.0
    words = entity.base.split()
    if not words:
        return 0.0
    cues = load_cues(entity.lang)
    readings = proclitic_readings(words[0], cues) if cues.proclitics else [words[0]]
    return max(reading_similarity(" ".join([r] + words[1:]), entity.lang, other.key) for r in readings)


def _covered_groups(e: Entity) -> set[int]:
    return {g for lo, hi in e.spans for g in range(lo - ALIGNMENT_SLACK, hi + ALIGNMENT_SLACK + 1)}


def _signature(e: Entity) -> set[str]:
    """Coarse syllables (Chinese keys) or skeleton initials: two entities that share none
    cannot be near-identical names. Uncased scripts get none (compared by reading instead)."""
    if e.script in UNCASED_READABLE:
        return {"*"}
    if e.chinese:
        from pipeline.names.phonetic import coarse_syllable

        return {coarse_syllable(s) for s in e.key.split()}
    return {"~" + w[:1] for w in e.key.split()}


def scored_pairs(entities: list[Entity]):
    """(score, a, b) pairs of different versions worth merging, best first: strong ones
    (close keys, or close keys in aligned paragraphs) and loose ones (garbled renderings)."""
    strong, loose = [], []
    groups = {id(e): _covered_groups(e) for e in entities}
    signatures = {id(e): _signature(e) for e in entities}
    for a, b in combinations(entities, 2):
        if a.lang == b.lang:
            continue
        if not (groups[id(a)] & groups[id(b)]) and not (signatures[id(a)] & signatures[id(b)]):
            continue  # apart in the text and nothing in common: cannot reach STRONG
        sim = name_similarity(a, b)
        if sim < GARBLED:
            continue
        co = cooccurrence(a, b)
        score = sim + 10 * co  # the name decides first; alignment breaks near-ties
        if sim >= STRONG or (sim >= ALIGNED and co >= ALIGNED_COOC):
            strong.append((score, a, b))
        elif co >= GARBLED_COOC:
            loose.append((score, a, b))
    order = lambda pair: (-pair[0], pair[1].lang, pair[1].key, pair[2].lang, pair[2].key)  # noqa: E731
    return sorted(strong, key=order), sorted(loose, key=order)


# ---------------------------------------------------------------- persons


def make_person(cluster: list[Entity], versions: list[Version], registry: Registry,
                latin_langs: Optional[set[str]] = None) -> Person:
    key = canonical_key(cluster)
    reg_ids = sorted({e.registry_id for e in cluster if e.registry_id})
    reg = registry.by_id(reg_ids[0]) if reg_ids else None
    canonical = reg.name if reg else best_latin_spelling(cluster, latin_langs)
    if not reg and _script(canonical) != "Latin":
        # no version writes the name in Latin letters: editors still need a Latin display name
        canonical = latin_display_name(key, any(e.chinese for e in cluster), canonical)
    mentions = [locate(c, versions) for e in cluster for c in e.candidates]
    mentions.sort(key=lambda m: (m.lang, m.paragraph, m.start))
    person_id = "p-" + short_hash("chinese" if any(e.chinese for e in cluster) else "other", key)
    return Person(person_id=person_id, canonical=canonical, key=key, mentions=mentions)


def canonical_key(cluster: list[Entity]) -> str:
    """The key most versions agree on, preferring Latin-script pinyin spellings."""
    votes: Counter = Counter()
    for e in cluster:
        weight = 2 if e.script == "Latin" else 1
        votes[e.key] += weight * len({c.version for c in e.candidates}) + len(e.candidates) / 1000
    return sorted(votes.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]


def best_latin_spelling(cluster: list[Entity], latin_langs: Optional[set[str]] = None) -> str:
    """Most frequent Latin spelling, pinyin before Wade-Giles, taken from the Latin-script
    versions when they have one (a Latin name quoted inside a Russian or Arabic text is an
    aside); any spelling if nothing is Latin."""
    def tally(keep) -> tuple[Counter, dict]:
        counts: Counter = Counter()
        langs: dict[str, set] = defaultdict(set)
        for e in cluster:
            for c in e.candidates:
                if keep(c):
                    counts[c.mention.base] += 1
                    langs[c.mention.base].add(c.lang)
        return counts, langs

    is_latin = lambda c: _script(c.mention.base) == "Latin"  # noqa: E731
    counts, langs = tally(lambda c: is_latin(c) and c.lang in (latin_langs or ()))
    if not counts:
        counts, langs = tally(is_latin)
    if not counts:
        counts, langs = tally(lambda c: True)
    systems = {c.mention.base: c.mention.system for e in cluster for c in e.candidates}
    everywhere = Counter(c.mention.base for e in cluster for c in e.candidates)
    # a Chinese person is displayed as a spelling that reads as a Chinese name, not as a
    # misspelling the clustering or pipeline.names.garbled attached to it
    unreadable = {"garbled", "other"} if any(e.chinese for e in cluster) else {"garbled"}

    def rank(item):
        base, n = item
        return (systems.get(base) not in unreadable, systems.get(base) != "wade-giles", len(langs[base]), n, everywhere[base], base[:1].isupper(),
                -len(base))

    return max(sorted(counts.items()), key=rank)[0]


def latin_display_name(key: str, chinese: bool, spelling: str) -> str:
    """A Latin display name built from the pinyin key (Chinese names) or a romanized spelling."""
    from pipeline.names.phonetic import pinyin_display

    if chinese:
        display = pinyin_display(key)
        if display:
            return display
    from anyascii import anyascii

    words = [w for w in (re.sub(r"[^A-Za-z-]", "", w) for w in anyascii(spelling).split()) if w]
    return " ".join(w[:1].upper() + w[1:] for w in words) or spelling


def locate(c: Candidate, versions: list[Version]) -> LocatedName:
    version = versions[c.version]
    in_place = c.paragraph < len(version.paragraphs) and version.paragraphs[c.paragraph].index == c.paragraph
    paragraph = version.paragraphs[c.paragraph] if in_place else next(
        p for p in version.paragraphs if p.index == c.paragraph)
    line, start = paragraph.locate(c.mention.start)
    end_line, end = paragraph.locate(max(c.mention.end - 1, c.mention.start))
    end = end + 1 if end_line == line else start + (c.mention.end - c.mention.start)
    return LocatedName(version.lang, version.file, c.paragraph, line, start, end, c.mention, c.in_registry)


def first_position(person: Person, versions: list[Version]):
    order = {v.lang: i for i, v in enumerate(versions)}
    return min((order.get(m.lang, 99), m.line, m.start) for m in person.mentions) if person.mentions else (99, 0, 0)


def unique_ids(persons: list[Person]) -> list[Person]:
    """Two clusters with one key (a split person) still get distinct ids."""
    seen: Counter = Counter()
    for p in persons:
        seen[p.person_id] += 1
        if seen[p.person_id] > 1:
            p.person_id = f"{p.person_id}-{seen[p.person_id]}"
    return persons


# ---------------------------------------------------------------- persons.csv


PERSONS_COLUMNS = ["article", "person_id", "canonical", "lang", "file", "surface", "count", "lines", "in_registry"]


def persons_rows(article: str, persons: list[Person]) -> list[dict]:
    """persons.csv rows: one per (person, version, spelling), in person order."""
    rows = []
    for person in persons:
        groups: dict[tuple[str, str, str], list[LocatedName]] = {}
        for m in person.mentions:
            groups.setdefault((m.lang, m.file, m.mention.base), []).append(m)
        for (lang, file, surface), mentions in sorted(groups.items(), key=lambda kv: (kv[0][0], min(m.line for m in kv[1]))):
            rows.append({
                "article": article,
                "person_id": person.person_id,
                "canonical": person.canonical,
                "lang": lang,
                "file": file,
                "surface": surface,
                "count": len(mentions),
                "lines": " ".join(str(n) for n in sorted({m.line for m in mentions})),
                "in_registry": "true" if any(m.in_registry for m in mentions) else "false",
            })
    return rows
