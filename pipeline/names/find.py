"""``find_persons``: the people of an article, one id shared by all versions, and their flags.

1. Candidates (``pipeline.names.candidates``): detected in every paragraph, then projected into
   the aligned paragraphs of versions whose script has no capitals.
2. Entities (``pipeline.names.entities``): one version's spellings of one name.
3. Clusters (``pipeline.names.clusters``): entities of different versions merged into persons;
   unreadable misspellings of a known Chinese person attached (``pipeline.names.garbled``);
   whether a cluster is a person is decided from the article's evidence
   (``pipeline.names.evidence``: titles and verbs of speech for it; a version keeping it in Latin
   letters, naming it as a thing or a place, words of a kind of thing beside it, against it).
4. Edge words no other version shares are cut (``pipeline.names.trim``); one-word mentions
   are linked to the one person who carries the word (``pipeline.names.partial``).
5. Persons (``pipeline.names.people``) and their name discrepancies (``pipeline.names.flags``:
   spellings; a month written for a name), and the persons one version swaps for another
   (``pipeline.names.swaps``).
"""
from __future__ import annotations

from typing import Optional

from pipeline.model import Person, Version
from pipeline.names.aligned import aligned_flags, find_aligned_mentions
from pipeline.names.candidates import detect_candidates, is_cased, projected_candidates, version_script
from pipeline.names.clusters import cluster_entities
from pipeline.names.detect import SHORT_SYSTEM
from pipeline.names.entities import Candidate, build_entities
from pipeline.names.evidence import PersonEvidence
from pipeline.names.flags import month_flags, name_discrepancies
from pipeline.names.garbled import attach_garbled_spellings
from pipeline.names.dialects import western_chinese_pair
from pipeline.names.keys import key_similarity, name_key, sounds_alike
from pipeline.names.memo import clear_article_memos
from pipeline.names.nominative import settle_nominatives
from pipeline.names.partial import link_partial_mentions, words_cut_off, words_of_unmatched
from pipeline.names.people import first_position, locate, make_person, unique_ids
from pipeline.names.positions import PositionIndex, paragraph_positions
from pipeline.names.registry import Registry
from pipeline.names.swaps import mention_places, swapped_persons
from pipeline.names.trim import trim_before_projection, trim_to_shared_words

LATIN = "Latin"


def find_persons(
    versions: list[Version],
    alignment: Optional[list[dict[str, list[int]]]] = None,
    registry: Optional[Registry] = None,
    source: str = "",
) -> tuple[list[Person], list]:
    """Persons of an article (one id shared by all versions) and their name discrepancies;
    ``source``: the language of the version the others were translated from, if any (its
    spelling is the reference a row names: "where the English source writes ...")."""
    try:
        return _find_persons(versions, alignment, registry, source)
    finally:
        clear_article_memos()  # memos keyed by the article's paragraphs (pipeline.names.memo)


def _find_persons(versions: list[Version], alignment, registry: Optional[Registry], source: str = ""
                  ) -> tuple[list[Person], list]:
    registry = registry or Registry()
    if not alignment:
        from pipeline.align import align_versions

        alignment = align_versions(versions, [])
    positions = paragraph_positions(versions, alignment)
    non_persons: list[Candidate] = []
    detected = supported_detections(detect_candidates(versions, positions, registry, non_persons), versions)
    shorts = [c for c in detected if c.mention.system == SHORT_SYSTEM and not c.registry_id]
    full = [c for c in detected if not (c.mention.system == SHORT_SYSTEM and not c.registry_id)]
    written = {id(c): c.mention for c in full if is_cased(versions[c.version])}
    trim_before_projection(full)
    added, replaced = projected_candidates(versions, positions, full)
    replaced_ids = {id(r) for r in replaced}
    full = [c for c in full if id(c) not in replaced_ids] + added
    uncased = {v.lang for v in versions if not is_cased(v)} if len(versions) > 1 else set()
    clusters = cluster_entities(build_entities(full), uncased)
    clusters = attach_garbled_spellings(clusters, versions, positions)
    evidence = PersonEvidence(versions, positions, non_persons)
    clusters = [g for g in clusters if evidence.is_person(g)]
    trim_to_shared_words(clusters)
    cased = [c for c in full if is_cased(versions[c.version])]
    shorts += words_of_unmatched(cased, clusters) + words_cut_off(written, cased)
    months: list[tuple[int, Candidate]] = []
    clusters = link_partial_mentions(clusters, versions, positions, shorts, months)
    slips = find_aligned_mentions(clusters, versions, positions)
    settle_nominatives(clusters)
    latin_langs = {v.lang for v in versions if version_script(v) == LATIN}
    made = [make_person(cluster, versions, registry, latin_langs) for cluster in clusters]
    persons = unique_ids(sorted(made, key=lambda p: first_position(p, versions)))
    article = versions[0].article if versions else ""
    source = source if any(v.lang == source for v in versions) else ""
    return persons, name_discrepancies(article, persons, versions, source) + month_flags(
        article, [(made[g], locate(c, versions)) for g, c in months], versions, source) + swapped_persons(
        article, persons, versions, positions, mention_places(persons), source) + aligned_flags(
        article, slips, made, versions, source)


def supported_detections(candidates: list[Candidate], versions: list[Version]) -> list[Candidate]:
    """Drop the Chinese names read where nothing confirms them: in Devanagari or Arabic text
    where no version with capitals has a Chinese name in the aligned paragraphs (without
    capitals, ordinary words and names of any origin often read as pinyin syllables: जो बिडेन
    as "Zuo Bi Den"), and in Cyrillic text where no Latin version does (Korean and Vietnamese
    names are written syllable by syllable too: Мун Чжэ Ин, Ким Дэ Чжун, Чан Хонг Ха, where the
    Latin versions write Moon Jae-in). The name the aligned versions do have is then found there
    instead: the capitalized name the reading overlapped, or a projection."""
    if all(not is_cased(v) for v in versions):
        return candidates
    cased = {n for n, v in enumerate(versions) if is_cased(v)}
    latin = {n for n, v in enumerate(versions) if version_script(v) == LATIN}
    # the versions with capitals first (Cyrillic judged by the Latin ones), then the others by
    # what stands in the versions with capitals
    kept = judged(candidates, cased - latin, latin, cased)
    return judged(kept, set(range(len(versions))) - cased, cased, cased)


def judged(candidates: list[Candidate], versions: set[int], confirming: set[int], cased: set[int]
           ) -> list[Candidate]:
    """The candidates, each Chinese reading of ``versions`` kept only when an aligned Chinese
    reading of a ``confirming`` version stands beside it (or, in a version with capitals, when
    the confirming versions name nobody there); an unconfirmed reading gives way to the
    capitalized names it overlapped."""
    if not confirming:
        return candidates
    index = PositionIndex()
    for c in candidates:
        if c.version in confirming and (c.mention.chinese or c.mention.system != SHORT_SYSTEM):
            index.add(c.positions, c)
    out = []
    for c in candidates:
        if c.version not in versions or not c.mention.chinese or c.registry_id:
            out.append(c)
            continue
        near = [o for o in index.near(c.positions) if o.version != c.version]
        if c.version in cased:
            # only a name of the confirming versions that sounds like this one says otherwise
            near = [o for o in near if o.mention.chinese or written_otherwise(c, o)]
        if any(o.mention.chinese for o in near) or (c.version in cased and not near):
            out.append(c)
        else:
            out += c.alternates
    return out


OTHERWISE = 60.0  # key similarity of the capitalized run to a confirming version's name


def written_otherwise(c: Candidate, other: Candidate) -> bool:
    """A confirming version writes this reading's name as a name of another origin: the
    capitalized run the reading overlapped sounds like the other version's name (Мун Чжэ Ин
    and Moon Jae-in), has two of its words (Ли Ён Хо and Ri Yong Ho, Пак Чи Сон and Park
    Ji-sung), or leads with its Western given name before a Chinese name (Десмонд Чжан Юнцзе and
    Desmond Cheung Wing-kit)."""
    for alternate in c.alternates or [c]:
        key = name_key(alternate.mention.base)
        if key_similarity(key, other.mention.key) >= OTHERWISE:
            return True
        if sum(any(sounds_alike(x, y) for y in other.mention.key.split()) for x in key.split()) >= 2:
            return True
        if western_chinese_pair(alternate.mention.base, other.mention.base):
            return True
    return False
