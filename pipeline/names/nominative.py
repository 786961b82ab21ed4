"""The nominative of a declined name, settled by the person's other spellings.

A Russian word of a foreign name read alone is ambiguous: ``Сорокина`` is the genitive of the
masculine Сорокин or a feminine nominative, ``Роналду`` the dative of a Роналд or the indeclinable
Роналду, ``Виейру`` the accusative of Виейра or the dative of a Виейр, ``Терезы`` the genitive of
Тереза. ``affixes.russian_nominative`` guesses from the word; once the person is known, the Latin
versions say which reading is the name: the one whose sounds are the Latin word's, its final vowel
included (Ronaldo ends in a vowel, Sorokin and Corbyn do not), then the one closest to its letters
(Vieira, not Vieiru). So the versions of one person give one nominative and no case form is taken
for another spelling of the name.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import lru_cache

from rapidfuzz import fuzz

from pipeline.names import memo
from pipeline.names.cues import NameCues, cues_for
from pipeline.names.entities import Entity, script_of
from pipeline.names.keys import name_key, word_similarity, word_skeleton
from pipeline.names.romanize import romanize, romanize_latin

LATIN = "Latin"
SHORT_SYSTEM = "short"


def settle_nominatives(groups: list[list[Entity]]) -> None:
    """In place: the base (and key) of every mention of a language that declines names, read as
    the nominative that the person's Latin spellings confirm (module docstring)."""
    for group in groups:
        if any(e.chinese for e in group):
            continue  # Chinese names are read syllable by syllable (pipeline.names.phonetic)
        latin = [w for e in group if e.script == LATIN for c in e.candidates
                 for w in c.mention.base.split() if not w.islower()]
        if not latin:
            continue
        references = tuple(sorted(set(latin), key=lambda w: (-Counter(latin)[w], w)))
        for entity in group:
            cues = cues_for(entity.lang)
            if not cues.nominative_endings or entity.script == LATIN:
                continue
            changed = False
            for c in entity.candidates:
                base = settled(c.mention.surface, c.mention.base, references, entity.lang)
                if base != c.mention.base:
                    c.mention = replace(c.mention, base=base, key=name_key(base))
                    changed = True
            if changed:
                entity.key = Counter(c.mention.key for c in entity.candidates).most_common(1)[0][0]
                entity.cached_base = None


def settled(surface: str, base: str, references: tuple[str, ...], lang: str) -> str:
    """``base`` with each word replaced by the reading of the written word that a Latin word of
    the person confirms best; ``base`` itself when the words do not line up."""
    written = [w.strip("«»\"'()") for w in surface.split()]
    current = base.split()
    if len(written) != len(current) or script_of(surface) == LATIN:
        return base
    cues = cues_for(lang)
    out = []
    for word, now in zip(written, current):
        if word.islower() or "-" in word:
            out.append(now)  # a particle (аль, бин); a hyphenated name reads its parts as written
            continue
        out.append(best_reading(word, now, references, cues))
    return " ".join(out)


def best_reading(word: str, now: str, references: tuple[str, ...], cues: NameCues) -> str:
    options = nominative_options(word, cues) | {now}
    target = max(references, key=lambda r: max(word_similarity(word_skeleton(o), word_skeleton(r)) for o in options))
    return max(sorted(options), key=lambda o: reading_score(o, target, word, now, cues.silent_final_letters))


@lru_cache(maxsize=memo.WORDS)
def reading_score(option: str, latin: str, written: str, now: str, silent: frozenset) -> tuple:
    """The Latin word's very sounds, its final vowel included (Ronaldo: Роналду, not Роналд;
    Sorokin: Сорокин, not Сорокина) or left out where the Latin letter is silent (Wayde: Уэйд or
    Уэйда); then its final vowel as the last letter (Vieira: Виейра, not Виейру); then the reading
    already made, then the word as written."""
    mine = word_skeleton(option)
    theirs = {word_skeleton(latin)}
    if latin[-1:].lower() in silent and len(latin) > 2:
        theirs.add(word_skeleton(latin[:-1]))
    final = romanize_latin(latin).lower()[-1:]
    vowel = final in "aiouy" and romanize(option)[-1:] == final
    return (mine in theirs, vowel, option == now, option == written,
            fuzz.ratio(romanize(option), romanize_latin(latin).lower()))


@lru_cache(maxsize=memo.WORDS)
def nominative_options(word: str, cues: NameCues) -> frozenset[str]:
    """The word as written and the nominative behind every case ending of the language's
    ``nominative_endings`` (Сорокина: Сорокин; Терезы: Тереза; Юлии: Юлия; Зеленского: Зеленский)."""
    lower = word.lower()
    out = {word}
    for ending, nominative in cues.nominative_endings:
        stem = word[: len(word) - len(ending)]
        if lower.endswith(ending) and len(stem) >= 2:
            out.add(stem + nominative)
    return frozenset(out)
