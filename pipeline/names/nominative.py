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

import re
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
SOFT_SIGN, SHORT_I, HARD_Y, SOFT_I = "ь", "й", "ы", "и"
# the English press writes the adjective endings -ый and -ий as y (Navalny, Zelensky, Gorky) and
# -ой as oy (Tolstoy); the romanizer writes yy and iy
PRESS_ADJECTIVE_END = re.compile(r"(?:yy|iy)$")
VOWEL_LETTERS = "аеёиоуыэюя"
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
    Уэйда); then its final vowel as the last letter (Vieira: Виейра, not Виейру; a final i or y
    is й: Sergei, Сергей, not Сергея); then the reading
    already made, then the word as written."""
    mine = word_skeleton(option)
    theirs = {word_skeleton(latin)}
    if latin[-1:].lower() in silent and len(latin) > 2:
        theirs.add(word_skeleton(latin[:-1]))
    final = romanize_latin(latin).lower()[-1:]
    ending = romanize(option)[-1:]
    vowel = final in "aiouy" and (ending == final or final in "iy" and option[-1:].lower() == SHORT_I)
    return (mine in theirs, vowel, option == now, option == written,
            fuzz.ratio(PRESS_ADJECTIVE_END.sub("y", romanize(option)), romanize_latin(latin).lower()))


@lru_cache(maxsize=memo.WORDS)
def nominative_options(word: str, cues: NameCues) -> frozenset[str]:
    """The word as written and the nominative behind its case ending, by the longest of the
    language's ``nominative_endings`` it ends in (Сорокина: Сорокин; Терезы: Тереза; Марии: Мария,
    not Мариа; Юрия: Юрий; Зеленского: Зеленский). A soft sign never follows a vowel (no Юриь)."""
    lower = word.lower()
    matched = [(ending, nominative) for ending, nominative in cues.nominative_endings
               if lower.endswith(ending) and len(word) - len(ending) >= 2]
    longest = max((len(ending) for ending, _ in matched), default=0)
    out = {word}
    for ending, nominative in matched:
        stem = word[: len(word) - len(ending)]
        if len(ending) == longest and spelled(stem, ending, nominative, matched, cues):
            out.add(stem + nominative)
    return frozenset(out)


def spelled(stem: str, ending: str, nominative: str, matched, cues: NameCues) -> bool:
    """A reading Russian spelling allows: no soft sign after a vowel (Юриь), no ы after the
    letters of ``hard_only_after`` (Горькый), and -ий for an ending that also reads -ый only
    after them (Навальний), and an ending's о written е only after the letters of
    ``o_written_e_after`` (Маншей: Манша; Пелей is no Пела)."""
    last = stem[-1:].lower()
    if ending[:1] == "е" and ("о" + ending[1:], nominative) in cues.nominative_endings \
            and last not in cues.o_written_e_after:
        return False
    if nominative == SOFT_SIGN and last in VOWEL_LETTERS:
        return False
    if nominative.startswith(HARD_Y) and last in cues.hard_only_after:
        return False
    if nominative.startswith(SOFT_I) and cues.hard_only_after and last not in cues.hard_only_after:
        return (ending, HARD_Y + nominative[1:]) not in matched
    return True
