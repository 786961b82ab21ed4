"""A person swapped for another: one version names, in a paragraph, a person of the article that
no other version names there, while it does not name the person all the others name there.

That is how a quote or an act credited to another person shows (``"..." dedi Okonkwo-Eze`` where
the Arabic writes وقالت أوكونجو إيويالا), or a translator's confusion of two people with alike
names (Пак Чи Сон for Пак Чи Вон). Both conditions are needed: a version that only misses a
person (a mention its detection did not find) or only adds one (an aside) is no evidence.
"""
from __future__ import annotations

from collections import defaultdict

from pipeline.ids import issue_id
from pipeline.lang import name_of
from pipeline.model import Discrepancy, LocatedName, Person, Place, Version
from pipeline.names.affixes import proclitic_readings
from pipeline.names.cues import cues_for, normalize_word
from pipeline.names.flags import witnesses as witness_phrase
from pipeline.names.keys import name_key, sounds_alike
from pipeline.names.positions import PositionIndex, intersects
from pipeline.names.romanize import readable
from pipeline.names.words import word_spans
from pipeline.wording import quote

NARROW = 1  # alignment groups a paragraph may span to be compared (a condensed summary spans many)
MAJORITY = 0.6  # share of the other versions that must name the person in the aligned place
MIN_WITNESSES = 2


def swapped_persons(article: str, persons: list[Person], versions: list[Version], positions,
                    paragraph_of: dict[int, list[tuple[str, int]]], source: str = "") -> list[Discrepancy]:
    """Rows for the versions that name another person of the article where the others name one.
    ``paragraph_of``: person index -> the (lang, paragraph) of each of its mentions."""
    here: dict[tuple[str, int], set[int]] = defaultdict(set)
    for p, places in paragraph_of.items():
        for place in places:
            here[place].add(p)
    files = {v.lang: v.file for v in versions}
    texts = {(v.lang, p.index): p.text for v in versions for p in v.paragraphs}
    languages = {n: {m.lang for m in p.mentions} for n, p in enumerate(persons)}  # a person one version
    # alone names (Имя Лэмба, "the name of Lamb", at the start of a sentence) is no one to swap
    by_lang: dict[str, list] = {v.lang: [(p.index, positions[(v.lang, p.index)]) for p in v.paragraphs
                                         if (v.lang, p.index) in positions] for v in versions}
    by_place = PositionIndex(slack=0)  # paragraphs by aligned place: linear in the article's length
    for lang, paragraphs in by_lang.items():
        for index, pos in paragraphs:
            if pos[1] - pos[0] <= NARROW:
                by_place.add(pos, (lang, index, pos))
    out = []
    for version in versions:
        others = [v.lang for v in versions if v.lang != version.lang]
        if len(others) < MIN_WITNESSES:
            continue
        for index, pos in by_lang[version.lang]:
            if pos[1] - pos[0] > NARROW:
                continue
            named_by = defaultdict(set)  # person -> other versions naming it in the aligned place
            for lang, other_index, other_pos in by_place.near(pos):
                if lang != version.lang and intersects(pos, other_pos):
                    for p in here.get((lang, other_index), ()):
                        named_by[p].add(lang)
            mine = here.get((version.lang, index), set())
            expected = [p for p, langs in named_by.items() if p not in mine
                        and len(langs) >= max(MIN_WITNESSES, MAJORITY * len(others))]
            extra = [p for p in mine if not named_by.get(p) and len(languages[p]) >= MIN_WITNESSES]
            if len(expected) == 1 and len(extra) == 1 and not sounds_in(
                    texts[(version.lang, index)], persons[expected[0]], persons[extra[0]], version.lang) \
                    and not pronoun_made_explicit(persons[extra[0]], version.lang, index, texts[(version.lang, index)],
                                                  [(lang, texts[(lang, i)]) for lang, i, _ in by_place.near(pos)
                                                   if lang != version.lang and (lang, i) in texts]):
                out.append(swap_row(article, persons[extra[0]], persons[expected[0]], version.lang, index, source,
                                    sorted(named_by[expected[0]]), files))
    return [d for d in out if d is not None]


def pronoun_made_explicit(found: Person, lang: str, paragraph: int, text: str, others: list[tuple[str, str]]) -> bool:
    """The version opens the paragraph with the found person's name where another version opens
    it with a personal pronoun (English "She told Reyes ...", Russian "Линд сказала ему ..."): the
    translator named the subject the pronoun stood for and made the other person a pronoun, no
    swap. (A quote credited to another person keeps the name in the subject's place.)"""
    first = [m for m in found.mentions if m.lang == lang and m.paragraph == paragraph]
    words = word_spans(text)
    if not first or not words or min(m.mention.start for m in first) > words[min(1, len(words) - 1)][0]:
        return False
    for other_lang, other_text in others:
        opening = word_spans(other_text)[:1]
        if opening and normalize_word(opening[0][2]) in cues_for(other_lang).personal_pronouns:
            return True
    return False


MIN_CONSONANTS = 3  # a word of the expected name that the paragraph may write unlinked
SAME_SOUND = 0.5  # consonant distance of that word as written (Okonjo is not Okonkwo)


def sounds_in(text: str, person: Person, other: Person, lang: str = "") -> bool:
    """The paragraph writes a word that sounds like a word of the person's name that the other
    person's name lacks (Kavanaugh'un, not linked): the person is there, whatever the linking
    found (Пак Чи Сон for Пак Чи Вон shares only the surname). The language's function words
    and speech verbs are no name, with a proclitic too (وقال "and he said" is not Carlo)."""
    theirs = {w for m in other.mentions for w in m.mention.key.split()}
    names = {w for m in person.mentions for w in m.mention.key.split()
             if sum(ch not in "aH" for ch in w) >= MIN_CONSONANTS
             and not any(sounds_alike(w, t, SAME_SOUND) for t in theirs)}
    if not names:
        return False
    cues = cues_for(lang)
    common = cues.function_words | cues.stop_words | cues.speech_verbs
    return any(sounds_alike(name_key(word), w, SAME_SOUND) for _, _, word in word_spans(text)
               if not any(normalize_word(r) in common for r in proclitic_readings(word, cues)) for w in names)


def mislinked(mention: LocatedName, expected: Person, found: Person) -> bool:
    """A one-word mention that is also the expected person's word: linked to the wrong one of two
    alike names (Arabic وايد is Will Wade's and Wayde Sims's), not swapped. It is, when the
    version writes the expected person's name with that word, when it has the very skeleton of
    one of the expected person's words, or when it sounds like one and is no word of the found
    person's names in this version."""
    if len(mention.mention.key.split()) != 1:
        return False

    def spelled(person: Person) -> set[str]:
        return {normalize_word(part) for m in person.mentions if m.lang == mention.lang
                for w in m.mention.surface.split() for part in w.split("-")}

    word = normalize_word(mention.mention.surface)
    if word in spelled(expected):
        return True
    sounds = {w for m in expected.mentions for w in m.mention.key.split()}
    if mention.mention.key in sounds:
        return True  # the very sound of the expected person's word (وايد: Wade, Wayde)
    return any(sounds_alike(mention.mention.key, w) for w in sounds) and word not in spelled(found)


def swap_row(article: str, found: Person, expected: Person, lang: str, paragraph: int, source: str, witnesses: list[str],
             files: dict[str, str]) -> Discrepancy | None:
    mention = next((m for m in found.mentions if m.lang == lang and m.paragraph == paragraph), None)
    if mention is None or mislinked(mention, expected, found):
        return None
    evidence = [m for m in expected.mentions if m.lang in witnesses]
    places = {}
    for m in sorted(evidence, key=lambda m: (m.lang, m.line)):
        places.setdefault(m.lang, Place(m.lang, m.line, m.start, m.end))
    return Discrepancy(
        article=article,
        issue_id=issue_id(article, "name_mismatch", lang, expected.key, "swapped", found.key, str(mention.line)),
        kind="name_mismatch", severity="high",
        lang=lang, file=files.get(lang, ""), line=mention.line,
        found=mention.mention.surface, expected=expected.canonical,
        evidence=list(places.values()),
        message=(f"The {name_of(lang)} version names {quote(mention.mention.surface, lang, readable)} "
                 f"({found.canonical}) here, where {witness_phrase(witnesses, source, 'name')} {expected.canonical}; "
                 f"check who is meant (a quote or an act credited to another person?)."),
        start=mention.start, end=mention.end,
    )


def mention_places(persons: list[Person]) -> dict[int, list[tuple[str, int]]]:
    """Person index -> the (lang, paragraph) of each of its mentions."""
    return {n: [(m.lang, m.paragraph) for m in p.mentions] for n, p in enumerate(persons)}
