"""Persons from clusters: display name, id, located mentions, and the rows of persons.csv.

Each person is named by the registry, else by its most frequent Latin spelling (pinyin before
Wade-Giles for Chinese names), else by a romanization; its id is derived from its key, so ids
do not depend on the order of the article.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Optional

from pipeline.ids import short_hash
from pipeline.model import LocatedName, Person, Version
from pipeline.names.detect import SHORT_SYSTEM
from pipeline.names.entities import Candidate, Entity, script_of
from pipeline.names.keys import key_similarity, name_key
from pipeline.names.registry import Registry


def make_person(cluster: list[Entity], versions: list[Version], registry: Registry,
                latin_langs: Optional[set[str]] = None) -> Person:
    key = canonical_key(cluster)
    reg_ids = sorted({e.registry_id for e in cluster if e.registry_id})
    reg = registry.by_id(reg_ids[0]) if reg_ids else None
    canonical = reg.name if reg else best_latin_spelling(cluster, latin_langs)
    if not reg and script_of(canonical) != "Latin":
        # no version writes the name in Latin letters: editors still need a Latin display name
        canonical = latin_display_name(key, any(e.chinese for e in cluster), canonical)
    mentions = [locate(c, versions) for e in cluster for c in e.candidates]
    mentions.sort(key=lambda m: (m.lang, m.paragraph, m.start))
    person_id = "p-" + short_hash("chinese" if any(e.chinese for e in cluster) else "other", key)
    return Person(person_id=person_id, canonical=canonical, key=key, mentions=mentions)


def canonical_key(cluster: list[Entity]) -> str:
    """The key most versions agree on, preferring Latin-script pinyin spellings; one-word
    mentions (``pipeline.names.partial``) vote only when the person has nothing else."""
    full = [e for e in cluster if any(c.mention.system != SHORT_SYSTEM for c in e.candidates)] or cluster
    votes: Counter = Counter()
    for e in full:
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

    is_latin = lambda c: script_of(c.mention.base) == "Latin"  # noqa: E731
    counts, langs = tally(lambda c: is_latin(c) and c.lang in (latin_langs or ()))
    if not counts:
        counts, langs = tally(is_latin)
    if not counts:
        counts, langs = tally(lambda c: True)
    systems = {c.mention.base: c.mention.system for e in cluster for c in e.candidates}
    everywhere = Counter(c.mention.base for e in cluster for c in e.candidates)
    # a Chinese person is displayed as a spelling that reads as a Chinese name, not as a
    # misspelling the clustering or pipeline.names.garbled attached to it
    unreadable = {"garbled", "other", SHORT_SYSTEM} if any(e.chinese for e in cluster) else {"garbled", SHORT_SYSTEM}

    chinese = any(e.chinese for e in cluster)

    def rank(item):
        base, n = item
        return (systems.get(base) not in unreadable, systems.get(base) != "wade-giles", len(langs[base]), n, everywhere[base],
                0 if chinese else agreeing_versions(base, cluster), base[:1].isupper(), -len(base))

    return max(sorted(counts.items()), key=rank)[0]


AGREES = 85.0  # key similarity of two spellings that are one name (pipeline.names.flags.SAME_NAME)


def agreeing_versions(base: str, cluster: list[Entity]) -> int:
    """How many versions write a name that sounds like ``base``: between two spellings that as
    many Latin versions use, the one the other scripts confirm (Vyacheslav Volodin, not a
    version's truncated Vyacheslav Volo)."""
    key = name_key(base)
    return len({e.lang for e in cluster if key_similarity(key, e.key) >= AGREES})


def latin_display_name(key: str, chinese: bool, spelling: str) -> str:
    """A Latin display name built from the pinyin key (Chinese names) or a romanized spelling."""
    from pipeline.names.phonetic import pinyin_display

    if chinese:
        display = pinyin_display(key)
        if display:
            return display
    from pipeline.names.romanize import romanize

    words = [w for w in (re.sub(r"[^A-Za-z-]", "", w) for w in romanize(spelling).split()) if w]
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
