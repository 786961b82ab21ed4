"""Mentions placed in the article (``Candidate``), one version's spellings of one name
(``Entity``), and how similar two entities' names are.

Similarity has three cases: two Chinese names compare their pinyin syllables
(``chinese_similarity``; Devanagari and Arabic spellings by their admissible readings); two
other names compare their cross-script skeletons (``pipeline.names.keys``); a Chinese name and
another spelling compare the other spelling read as pinyin, or both skeletons.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional

from rapidfuzz import fuzz

from pipeline.lang import script
from pipeline.lang.scripts import dominant_script
from pipeline.model import NameMention
from pipeline.names import memo
from pipeline.names.dialects import same_western_chinese_name, western_chinese_pair
from pipeline.names.keys import key_similarity, name_key
from pipeline.names.positions import Positions, near
from pipeline.names.project import reading_similarity

STRONG = 90.0  # key similarity that merges two versions' entities without other evidence
QUOTED_ORIGINAL = 75.0  # the same name in two scripts of one version (the original in brackets)
WESTERN_CHINESE = 60.0  # a Western given name and a Chinese name with another surname: garbled


@lru_cache(maxsize=memo.WORDS)
def script_of(text: str) -> str:
    """The dominant script of a spelling (cached: asked for every entity and mention)."""
    return dominant_script(text) or ""


def is_cased_script(name: str) -> bool:
    return script(name).has_case if name else False


def is_lossy_script(name: str) -> bool:
    """Devanagari, Arabic: compared by admissible readings, with more tolerance."""
    return bool(name) and not script(name).has_case and script(name).lossy_for_names


def spelling_form(text: str) -> str:
    """What 'the same spelling' means: case, spaces and hyphens do not count."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


@dataclass
class Candidate:
    version: int
    lang: str
    paragraph: int
    mention: NameMention
    positions: Positions
    registry_id: str = ""
    in_registry: bool = False
    # capitalized names the Chinese reading of this mention overlapped (Мун Чжэ Ин under
    # "Чжэ Ин"): what the version names there if the reading is not confirmed
    alternates: list = field(default_factory=list, repr=False)


@dataclass
class Entity:
    lang: str
    key: str
    chinese: bool
    candidates: list[Candidate] = field(default_factory=list)
    registry_id: str = ""
    cached_base: Optional[str] = field(default=None, repr=False)
    cached_count: int = field(default=0, repr=False)

    @property
    def spans(self) -> list[Positions]:
        return [c.positions for c in self.candidates]

    @property
    def base(self) -> str:
        """The entity's most frequent spelling (recomputed only when its mentions change)."""
        if self.cached_base is None or self.cached_count != len(self.candidates):
            self.cached_base = Counter(c.mention.base for c in self.candidates).most_common(1)[0][0]
            self.cached_count = len(self.candidates)
        return self.cached_base

    @property
    def script(self) -> str:
        return script_of(self.base)

    @property
    def confirmed(self) -> bool:
        """A Chinese name, a registry spelling, or a title before the name."""
        return self.chinese or bool(self.registry_id) or any(c.mention.score >= 0.8 for c in self.candidates)


def build_entities(candidates: list[Candidate]) -> list[Entity]:
    """One entity per person-spelling family of a version: mentions that share a registry
    person, a spelling (ignoring case and spacing) or a key are one entity."""
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
        registry_of: dict[int, set[str]] = {i: ({c.registry_id} if c.registry_id else set())
                                            for i, c in enumerate(cands)}
        for i, c in enumerate(cands):
            idents = [("form", spelling_form(c.mention.base)), ("key", c.mention.key)]
            if c.registry_id:
                idents.append(("reg", c.registry_id))
            for ident in idents:
                j = first.setdefault(ident, i)
                ri, rj = find(i), find(j)
                if ri == rj:
                    continue
                if ident[0] == "key" and written_side_by_side(c, cands[j]):
                    continue  # Marta Olsen and Marta Olson in one sentence: two people
                ids_i, ids_j = registry_of[ri], registry_of[rj]
                if ids_i and ids_j and ids_i != ids_j:
                    continue  # two registry people who happen to share a key
                parent[ri] = rj
                registry_of[rj] = ids_i | ids_j
        groups: dict[int, list[Candidate]] = defaultdict(list)
        for i, c in enumerate(cands):
            groups[find(i)].append(c)
        entities += [entity_of(lang, group) for group in groups.values()]
    return entities


def written_side_by_side(a: Candidate, b: Candidate) -> bool:
    """Two names of any origin with one key in the same paragraph of a version, spelled
    differently in the same script (not the original quoted beside the translation, not a
    Chinese name written in both orders: Qu Bowen (Bowen Qu))."""
    return a.version == b.version and a.paragraph == b.paragraph and not a.mention.chinese \
        and not b.mention.chinese and spelling_form(a.mention.base) != spelling_form(b.mention.base) \
        and script_of(a.mention.base) == script_of(b.mention.base)


def entity_of(lang: str, group: list[Candidate]) -> Entity:
    chinese = [c for c in group if c.mention.chinese]
    voters = chinese or group
    key = sorted(Counter(c.mention.key for c in voters).items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
    registry_id = next((c.registry_id for c in group if c.registry_id), "")
    return Entity(lang, key, bool(chinese), list(group), registry_id=registry_id)


# ---------------------------------------------------------------- similarity


@lru_cache(maxsize=memo.WORDS)
def chinese_similarity(a: str, b: str) -> float:
    """Key similarity, order-insensitive (Yanru Chen = Chen Yanru), syllable-aware:
    a different syllable count (Zhang Yu / Zhang Yutao) or two differing syllables
    (Chen Guangyu / Chen Guanduo) caps the score below the merge thresholds."""
    from pipeline.names.phonetic import key_similarity as pinyin_similarity

    sa, sb = a.split(), b.split()
    if not sa or not sb:
        return 0.0
    if len(sa) != len(sb):
        return 100.0 if "".join(sa) == "".join(sb) else min(pinyin_similarity(a, b), 60.0)
    best, best_rot = -1.0, sa
    for r in range(len(sa)):
        rotated = sa[r:] + sa[:r]
        score = pinyin_similarity(" ".join(rotated), b)
        if score > best:
            best, best_rot = score, rotated
    differing = [(x, y) for x, y in zip(best_rot, sb) if x != y]
    if len(differing) >= 2 and len(sa) <= 3:
        best = min(best, 70.0)
    elif len(differing) == 1 and fuzz.ratio(*differing[0]) < 50:
        best = min(best, 80.0)
    return best


@lru_cache(maxsize=memo.WORDS)
def chinese_key_of(name: str, lang: str) -> str:
    """The pinyin key of a spelling no detector read as Chinese (a rough Latin form if it reads
    as no Chinese name), or "" when it cannot be read at all."""
    from pipeline.names.phonetic import phonetic_key

    try:
        return phonetic_key(name, lang)
    except (ValueError, KeyError):
        return ""


def name_similarity(a: Entity, b: Entity) -> float:
    if a.chinese and b.chinese:
        score = chinese_similarity(a.key, b.key)
        if score < STRONG and (is_lossy_script(a.script) or is_lossy_script(b.script)):
            lossy, other = (a, b) if is_lossy_script(a.script) else (b, a)
            score = max(score, reading_similarity(lossy.base, lossy.lang, other.key))
        return score
    if not a.chinese and not b.chinese:
        score = key_similarity(a.key, b.key)
        if score < STRONG and western_chinese_pair(a.base, b.base):
            # Vincent Cheung Ka-lok / Винсент Чжан Цзяле (pipeline.names.dialects): one person;
            # with another surname (Винсент Ли Цзяле) a garbled rendering to fill a version's gap
            return STRONG if same_western_chinese_name(a.base, a.lang, b.base, b.lang) else max(score, WESTERN_CHINESE)
        return score
    chinese, other = (a, b) if a.chinese else (b, a)
    # an unrecognised rendering of a Chinese name (non-standard Cyrillic, a garbled spelling),
    # in either order (Боуэн Ку for Qu Bowen)
    other_key = chinese_key_of(other.base, other.lang)
    score = chinese_similarity(chinese.key, other_key) * 0.9 if other_key else 0.0
    mine = name_key(chinese.base)
    reversed_key = " ".join(reversed(other.key.split()))
    return max(score, key_similarity(mine, other.key) * 0.8, key_similarity(mine, reversed_key) * 0.8)


def cooccurrence(a: Entity, b: Entity) -> float:
    """Share of both entities' mentions that sit in paragraphs aligned with the other's."""
    hits_a = sum(any(near(x, y) for y in b.spans) for x in a.spans)
    hits_b = sum(any(near(x, y) for y in a.spans) for x in b.spans)
    return (hits_a + hits_b) / (len(a.spans) + len(b.spans))


def side_by_side(a: Entity, b: Entity) -> bool:
    """Both spellings occur in one paragraph of the same version: two people (Peng Yichen and
    Peng Yicheng in one sentence), whatever the other versions do."""
    if a.lang != b.lang:
        return False
    paragraphs_a = {c.paragraph for c in a.candidates}
    return any(c.paragraph in paragraphs_a for c in b.candidates)


def is_variant_pair(a: Entity, b: Entity) -> bool:
    """Two entities of one version that may be one person spelled two ways (Du Yulun / Du Yulin)."""
    if a.registry_id and b.registry_id:
        return a.registry_id == b.registry_id
    if side_by_side(a, b) and a.script == b.script:
        return False
    if a.script != b.script:
        # the original spelling quoted beside the translation: "Боуэн Ку (Bowen Qu)"
        return name_similarity(a, b) >= QUOTED_ORIGINAL
    if a.chinese and b.chinese:
        sa, sb = a.key.split(), b.key.split()
        if len(sa) != len(sb):
            return False
        if is_cased_script(a.script) and is_cased_script(b.script):
            differing = [(x, y) for x, y in zip(sa, sb) if x != y]
            return len(differing) <= 1 and all(fuzz.ratio(x, y) >= 50 for x, y in differing)
        return chinese_similarity(a.key, b.key) >= 85
    return name_similarity(a, b) >= 85
