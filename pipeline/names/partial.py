"""One-word and partial mentions: "Warren", "Trump'ın", "Трампа", "ترامب", "Hafizuddin".

Once the persons of an article are known, a one-word mention of a version joins a person when
exactly one person of that version carries the word in a full name there: the surname (last
word), or the given name (first word) where the language or the name itself uses given names
for later mentions (Malay and Arabic patronymic names: Mohd Hafizuddin bin Osman is later
"Hafizuddin"), or any word of a Chinese name. The word is compared by its bare forms (Turkish
apostrophe suffix, Russian case ending including soft stems, Arabic clitics and article:
``pipeline.names.affixes.word_stems``). A word two persons share (two Kims) stays unlinked.

In Latin and Cyrillic the one-word candidates are the capitalized single words of
``pipeline.names.detect``; in Devanagari and Arabic every word of a paragraph is looked up,
since nothing marks a name there, but only the spellings this version itself uses in a full
name are accepted, and never a stop word or a homograph of one (Hindi जो "who" is also Joe).
"""
from __future__ import annotations

from collections import defaultdict

from pipeline.model import NameMention, Version
from pipeline.names.affixes import word_stems
from pipeline.names.candidates import is_cased
from pipeline.names.cues import cues_for, normalize_word
from pipeline.names.detect import SHORT_SYSTEM
from pipeline.names.entities import Candidate, Entity
from pipeline.names.keys import name_key
from pipeline.names.words import word_spans

MIN_LETTERS = 3  # shorter words (Li, Yu, Ho) are too often something else alone


def linkable_words(entity: Entity) -> set[str]:
    """Bare forms of the words of an entity's full names that may stand alone for the person."""
    cues = cues_for(entity.lang)
    out: set[str] = set()
    for c in entity.candidates:
        if c.mention.system == SHORT_SYSTEM:
            continue
        words = c.mention.base.split()
        if len(words) < 2:
            continue
        if entity.chinese:
            chosen = [chinese_surname_word(c.mention.base, entity.lang)]
        else:
            chosen = [words[-1]]
        patronymic = any(normalize_word(w) in cues.patronymic | cues.particles for w in words[1:-1])
        if not entity.chinese and (cues.given_name_first or patronymic):
            chosen.append(words[0])
        for word in chosen:
            if normalize_word(word) in cues.particles:
                continue
            out.update(word_stems(word, entity.lang))
    return out


def chinese_surname_word(base: str, lang: str) -> str:
    """The surname word of a Chinese name as written (Zhou Xinyu -> Zhou, Haiqing Guo -> Guo)."""
    from pipeline.names.phonetic import read_chinese_name

    reading = read_chinese_name(base, lang)
    words = base.split()
    if reading is None:
        return words[0]
    return words[0] if reading.surname_first else words[-1]


def link_partial_mentions(groups: list[list[Entity]], versions: list[Version], positions,
                          shorts: list[Candidate]) -> list[list[Entity]]:
    """Attach every one-word mention that exactly one person of its version carries."""
    by_version: dict[int, list[Candidate]] = defaultdict(list)
    for c in shorts:
        by_version[c.version].append(c)
    for v_index, version in enumerate(versions):
        cased = is_cased(version)
        # Chinese syllables written alone in Devanagari or Arabic are mostly ordinary words
        owners = word_owners([g if cased or not any(e.chinese for e in g) else [] for g in groups], version.lang)
        if not owners:
            continue
        if cased:
            found = [c for c in by_version.get(v_index, []) if not taken_span(groups, c)]
        else:
            found = uncased_single_words(version, v_index, positions, owners, groups)
        for c in found:
            person = unique_owner(c, owners)
            if person is not None:
                attach(groups[person], c)
    return groups


def word_owners(groups: list[list[Entity]], lang: str) -> dict[str, set[int]]:
    """Bare word -> the persons (group indexes) that carry it in a full name of ``lang``."""
    owners: dict[str, set[int]] = defaultdict(set)
    for g, group in enumerate(groups):
        for entity in group:
            if entity.lang == lang:
                for stem in linkable_words(entity):
                    owners[stem].add(g)
    return owners


def unique_owner(c: Candidate, owners: dict[str, set[int]]):
    people: set[int] = set()
    for stem in word_stems(c.mention.surface, c.lang):
        people |= owners.get(stem, set())
    return next(iter(people)) if len(people) == 1 else None


def taken_span(groups: list[list[Entity]], c: Candidate) -> bool:
    return any(x.version == c.version and x.paragraph == c.paragraph and x.mention.start < c.mention.end
               and c.mention.start < x.mention.end for group in groups for e in group for x in e.candidates)


def uncased_single_words(version: Version, v_index: int, positions, owners, groups) -> list[Candidate]:
    """Words of a Devanagari/Arabic version spelled as a person's word in its full names."""
    cues = cues_for(version.lang)
    blocked = cues.stop_words | cues.function_words | cues.name_homographs | cues.titles | cues.postpositions
    taken = defaultdict(list)
    for group in groups:
        for e in group:
            for x in e.candidates:
                if x.version == v_index:
                    taken[x.paragraph].append((x.mention.start, x.mention.end))
    out = []
    for paragraph in version.paragraphs:
        pos = positions[(version.lang, paragraph.index)]
        for start, end, word in word_spans(paragraph.text):
            letters = sum(ch.isalpha() for ch in word)
            if letters < MIN_LETTERS or normalize_word(word) in blocked:
                continue
            if not any(stem in owners for stem in word_stems(word, version.lang)):
                continue
            if any(s < end and start < e for s, e in taken[paragraph.index]):
                continue
            mention = NameMention(start, end, word, word, name_key(word), False, 0.5, SHORT_SYSTEM)
            out.append(Candidate(v_index, version.lang, paragraph.index, mention, pos))
    return out


def attach(group: list[Entity], c: Candidate) -> None:
    """Into the person's entity of one-word mentions of that version (kept apart from its full
    spellings, so that they never become the person's usual spelling)."""
    shorts = [e for e in group if e.lang == c.lang and all(x.mention.system == SHORT_SYSTEM for x in e.candidates)]
    if shorts:
        shorts[0].candidates.append(c)
    else:
        group.append(Entity(c.lang, c.mention.key, False, [c]))
