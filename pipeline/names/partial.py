"""Later and partial mentions: "Warren", "Trump'ın", "Трампа", "وارن", "Hafizuddin", and full
names repeated where no aligned version helped find them.

Once the persons of an article are known:

1. A full spelling of a person found in a version is searched for again in that whole version
   (Kim Jong Un at the start of a Turkish sentence, where "Kim" is also "who").
2. A one-word mention of a version with capitals (the capitalized single words of
   ``pipeline.names.detect``) joins a person when exactly one person of that version carries
   the word as the first or last word of a full name there: the surname, or the given name
   that later mentions use in Malay, Arabic, Korean or Indonesian names (Mohd Hafizuddin bin
   Osman is later "Hafizuddin"; Kim Jong Un is "Kim"); any word of a Chinese name that reads as
   its surname. Words are compared by their bare forms (Turkish apostrophe suffix, Russian case
   ending including soft stems, Arabic clitics and article: ``affixes.word_stems``). A word two
   persons share (two Palins) stays unlinked.
3. In Devanagari and Arabic, where nothing marks a name, a single word is linked when an
   aligned version with capitals mentions the person there and the word is that mention's word
   transliterated (``keys.word_similarity``), or when it is spelled as the person's word in a
   full name of this version; never a stop word or a homograph of one (Hindi जो "who" is Joe).
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import replace
from functools import lru_cache
from typing import Optional

from pipeline.model import NameMention, Version
from pipeline.names.affixes import clitic_and_article_readings, is_month, russian_nominative, word_stems
from pipeline.names.candidates import is_cased, spelling_spans
from pipeline.names.common import is_common_word
from pipeline.names.cues import calendar_words, country_names, cues_for, normalize_word
from pipeline.names.detect import SHORT_SYSTEM, is_country
from pipeline.names.entities import Candidate, Entity, spelling_form
from pipeline.names.keys import consonant_distance, consonants, name_key, word_similarity
from pipeline.names.positions import PositionIndex, intersects
from pipeline.names.romanize import romanize
from pipeline.names.slots import between_markers
from pipeline.names.words import letter_count, word_spans

MIN_LETTERS = 3  # shorter words (Li, Yu, Ho) are too often something else alone
ALIGNED_WORD = 80.0  # word similarity of a single word to the aligned mention's word
CONSONANT_EDIT = 1.0  # a whole consonant: another word, not a transliteration
NARROW = 2  # alignment groups an aligned paragraph may span (a condensed summary spans many)
REPEATED = "repeated"  # system of a full spelling found again in its own version


def chinese_surname_word(base: str, lang: str) -> str:
    """The surname word of a Chinese name as written (Zhou Xinyu -> Zhou, Haiqing Guo -> Guo)."""
    from pipeline.names.phonetic import read_chinese_name

    reading = read_chinese_name(base, lang)
    words = base.split()
    if reading is None:
        return words[0]
    return words[0] if reading.surname_first else words[-1]


def name_words(c: Candidate, chinese: bool) -> list[str]:
    """The words of a full mention that may stand alone for the person."""
    cues = cues_for(c.lang)
    words = [w for w in c.mention.base.split() if normalize_word(w) not in cues.particles | cues.patronymic]
    if c.mention.system == SHORT_SYSTEM or len(words) < 2:
        return words if c.mention.system == SHORT_SYSTEM else []
    if chinese:
        return [chinese_surname_word(c.mention.base, c.lang)]
    # every word of the name may stand alone: the surname, the given name (Malay, Arabic, Korean,
    # Ethiopian usage), the first of two Spanish surnames (María Fernanda Espinosa Garcés is
    # Espinosa), the name a person is known by (Luiz Inácio Lula da Silva is Lula, Muhammad
    # Shafee Abdullah is Shafee); a word two persons carry stays unlinked (unique_owner)
    return list(dict.fromkeys(words))


def linkable_words(entity: Entity) -> set[str]:
    """Bare forms of the words of an entity's full names that may stand alone for the person."""
    out: set[str] = set()
    for c in entity.candidates:
        if c.mention.system != SHORT_SYSTEM:
            for word in name_words(c, entity.chinese):
                out.update(word_stems(word, entity.lang))
    return out


def link_partial_mentions(groups: list[list[Entity]], versions: list[Version], positions,
                          shorts: list[Candidate], months: Optional[list] = None) -> list[list[Entity]]:
    """Attach repeated full spellings and one-word mentions to their persons (module docstring).
    ``months`` receives (person, candidate) for a month name that a version without capitals
    writes where the aligned versions name the person (Arabic مايو for Theresa May)."""
    for v_index, version in enumerate(versions):
        repeat_full_spellings(groups, version, v_index, positions)
    by_version: dict[int, list[Candidate]] = defaultdict(list)
    for c in shorts:
        by_version[c.version].append(c)
    article_owners = skeleton_owners(groups)
    words_by_place = PositionIndex()
    for c in shorts:
        words_by_place.add(c.positions, c)
    for v_index, version in enumerate(versions):
        if is_cased(version):
            owners = word_owners(groups, version.lang)
            for c in with_hyphen_parts(by_version.get(v_index, []), owners):
                if is_country(c.mention.surface, c.lang):
                    continue  # Kolombiya, Индии: a country, whoever's name it was glued to
                if is_month(c.mention.surface, c.lang) and not named_alike_nearby(c, words_by_place):
                    continue  # "approved in May": the month, unless an aligned version writes the name
                person = unique_owner(c, owners)
                if person is None:
                    person = family_owner(c, owners, groups)
                if person is None and not any(stem in owners for stem in word_stems(c.mention.surface, c.lang)):
                    person = unique_skeleton_owner(c, article_owners)  # no full name in this version
                    if person is not None and any(x.version == v_index and x.mention.system != SHORT_SYSTEM
                                                  for e in groups[person] for x in e.candidates):
                        person = None  # it has one, and this word is not in it (Mashhad is no Masoud)
                if person is not None and not taken_span(groups, c):
                    attach(groups[person], c)
            if months is not None:
                months += months_for_names(groups, version, v_index, positions, words_by_place, article_owners)
    index = PositionIndex()
    for g, group in enumerate(groups):
        for e in group:
            for c in e.candidates:
                if is_cased(versions[c.version]):
                    index.add(c.positions, (g, c))
    for v_index, version in enumerate(versions):
        if not is_cased(version):
            link_uncased_words(groups, version, v_index, positions, index, months)
    return groups


def named_alike_nearby(c: Candidate, words_by_place: PositionIndex) -> bool:
    """Another version writes a capitalized word that sounds like this one at the aligned place
    and is no month of its language: "May said" (Turkish May, Russian Мэй) is the person,
    "approved in May" (Turkish mayıs, Malay Mei) is the month."""
    key = name_key(c.mention.base)
    return any(o.version != c.version and intersects(o.positions, c.positions) and not is_month(o.mention.surface, o.lang)
               and aligned_word(name_key(o.mention.base), key) for o in words_by_place.near(c.positions))


MONTH_OPENING = 2  # letters every form of a month begins with (май, мае, мая; Mayıs'ta)


@lru_cache(maxsize=None)
def month_openings(lang: str) -> frozenset[str]:
    """The first letters of the language's months: most words are no month, and cheaply so."""
    return frozenset(m[:MONTH_OPENING] for m in calendar_words(lang))


def months_for_names(groups: list[list[Entity]], version: Version, v_index: int, positions,
                     words_by_place: PositionIndex, owners: dict[str, set[int]]) -> list[tuple[int, Candidate]]:
    """Months a version with capitals writes where the aligned versions name a person whose name
    sounds like that month: Turkish "Mayıs, ..." where the others write "May said" (Malay May,
    Russian Мэй: no month of theirs). The person is the one of the article whose full name has
    that word; nothing when none or several do."""
    taken = taken_spans(groups, v_index)
    openings = month_openings(version.lang)
    out = []
    for paragraph in version.paragraphs:
        month_words = [(start, end, word) for start, end, word in word_spans(paragraph.text)
                       if normalize_word(word)[:MONTH_OPENING] in openings and is_month(word, version.lang)
                       and not any(s < end and start < e for s, e in taken[paragraph.index])]
        if not month_words:
            continue
        pos = positions[(version.lang, paragraph.index)]
        named: dict[str, set[int]] = defaultdict(set)  # romanized name word -> persons
        for o in words_by_place.near(pos):
            if o.version != v_index and intersects(o.positions, pos) and \
                    (not is_month(o.mention.surface, o.lang) or named_alike_nearby(o, words_by_place)):
                named[romanize(o.mention.base)] |= owners.get(name_key(o.mention.base), set())
        if not named:
            continue
        for start, end, word in month_words:
            read = romanize(word)
            if read in named:
                continue  # the name as the others spell it (English May said): the person, unlinked
            people = {p for name, owned in named.items() if len(name) >= MIN_LETTERS
                      and (read.startswith(name) or aligned_word(name_key(word), name_key(name))) for p in owned}
            if len(people) == 1:
                mention = NameMention(start, end, word, word, name_key(word), False, 0.5, SHORT_SYSTEM)
                out.append((next(iter(people)), Candidate(v_index, version.lang, paragraph.index, mention, pos)))
    return out


def single_word(c: Candidate, start: int, end: int, word: str) -> Candidate:
    """A one-word mention at ``start:end`` of the paragraph of ``c``."""
    cues = cues_for(c.lang)
    base = russian_nominative([word], cues)[0] if cues.masculine_oblique else word
    return Candidate(c.version, c.lang, c.paragraph, NameMention(start, end, word, base, name_key(base), False,
                                                                 0.5, SHORT_SYSTEM), c.positions)


def with_hyphen_parts(shorts: list[Candidate], owners: dict[str, set[int]]) -> list[Candidate]:
    """The one-word mentions; a hyphenated one (a Kim-Trump summit) as its parts when a person
    of the version carries each part."""
    out = []
    for c in shorts:
        surface = c.mention.surface
        parts, offset = [], 0
        for part in surface.split("-") if "-" in surface else []:
            if len(part) >= MIN_LETTERS and part[:1].isupper():
                parts.append(single_word(c, c.mention.start + offset, c.mention.start + offset + len(part), part))
            offset += len(part) + 1
        if parts and all(any(stem in owners for stem in word_stems(p.mention.surface, p.lang)) for p in parts):
            out += parts
        else:
            out.append(c)
    return out


def words_of_unmatched(full: list[Candidate], groups: list[list[Entity]]) -> list[Candidate]:
    """The capitalized words of detected names that became no person ("Kedua-dua Kim": a word
    capitalized by its place glued to a surname), as one-word mentions to be linked."""
    kept = {id(c) for group in groups for e in group for c in e.candidates}
    out = []
    for c in full:
        if id(c) in kept or c.mention.chinese or c.registry_id or len(c.mention.surface.split()) < 2:
            continue
        for start, end, word in word_spans(c.mention.surface):
            if word[:1].isupper():
                out.append(single_word(c, c.mention.start + start, c.mention.start + end, word))
    return out


def words_cut_off(written: dict[int, NameMention], full: list[Candidate]) -> list[Candidate]:
    """The capitalized words that trimming to the words the other versions share cut from a
    detected name (``written``: id of a candidate -> its mention as detected), as one-word
    mentions to be linked: two names written side by side (Russian "Тренер Саве Клаудио
    Берарделли", the runner's coach, where the others write "Sawe's coach, Claudio Berardelli")."""
    out = []
    for c in full:
        before = written.get(id(c))
        if before is None or (c.mention.start, c.mention.end) == (before.start, before.end):
            continue
        for start, end, word in word_spans(before.surface):
            start, end = before.start + start, before.start + end
            if word[:1].isupper() and (end <= c.mention.start or start >= c.mention.end):
                out.append(single_word(c, start, end, word))
    return out


def repeat_full_spellings(groups: list[list[Entity]], version: Version, v_index: int, positions) -> None:
    """Every full spelling of a person in ``version``, found again wherever the version writes it."""
    spellings: dict[str, int] = {}
    for g, group in enumerate(groups):
        for e in group:
            if e.lang != version.lang or e.chinese or e.registry_id:
                continue
            for c in e.candidates:
                if c.mention.system != SHORT_SYSTEM and len(c.mention.surface.split()) >= 2:
                    owner = spellings.setdefault(c.mention.surface, g)
                    if owner != g:
                        spellings[c.mention.surface] = -1  # two persons write it: leave it
    taken = taken_spans(groups, v_index)
    for surface, g in sorted(spellings.items()):
        if g < 0:
            continue
        for paragraph in version.paragraphs:
            for start, end in spelling_spans(paragraph.text, surface):
                if any(s < end and start < e for s, e in taken[paragraph.index]):
                    continue
                text = paragraph.text[start:end]
                base = _base_like(groups[g], version.lang, text)
                mention = NameMention(start, end, text, base, name_key(base), False, 0.5, REPEATED)
                pos = positions[(version.lang, paragraph.index)]
                attach(groups[g], Candidate(v_index, version.lang, paragraph.index, mention, pos), full=True)
                taken[paragraph.index].append((start, end))


def _base_like(group: list[Entity], lang: str, text: str) -> str:
    """The base of a known spelling of the person that ``text`` is written as (case forms of
    Russian resolve to the nominative already found)."""
    form = spelling_form(text)
    for e in group:
        for c in e.candidates:
            if e.lang == lang and spelling_form(c.mention.surface) == form:
                return c.mention.base
    return text


def word_owners(groups: list[list[Entity]], lang: str) -> dict[str, set[int]]:
    """Bare word -> the persons (group indexes) that carry it in a full name of ``lang``."""
    owners: dict[str, set[int]] = defaultdict(set)
    for g, group in enumerate(groups):
        for entity in group:
            if entity.lang == lang:
                for stem in linkable_words(entity):
                    owners[stem].add(g)
    return owners


def skeleton_owners(groups: list[list[Entity]]) -> dict[str, set[int]]:
    """Skeleton of a word -> the persons of the article carrying it in a full name of any
    version (for a version that names the person only by the word: Trump, Трамп)."""
    owners: dict[str, set[int]] = defaultdict(set)
    for g, group in enumerate(groups):
        if any(e.chinese for e in group):
            continue
        for e in group:
            for c in e.candidates:
                if c.mention.system != SHORT_SYSTEM:
                    for word in name_words(c, False):
                        owners[name_key(word)].add(g)
    return owners


def unique_skeleton_owner(c: Candidate, owners: dict[str, set[int]]):
    """The one person of the article whose name has this word, by skeleton; words of one or two
    consonants are too common to decide alone."""
    key = name_key(c.mention.base)
    if sum(ch not in "aH" for ch in key) <= 2:
        return None
    people = owners.get(key, set())
    return next(iter(people)) if len(people) == 1 else None


def unique_owner(c: Candidate, owners: dict[str, set[int]]):
    """The one person of this version whose full name has the mention's word (of a particle and
    a word, "Al Khater", the word)."""
    people: set[int] = set()
    for stem in word_stems(c.mention.surface.split()[-1], c.lang):
        people |= owners.get(stem, set())
    return next(iter(people)) if len(people) == 1 else None


def family_owner(c: Candidate, owners: dict[str, set[int]], groups: list[list[Entity]]):
    """Of the persons of this version who share the mention's word as their surname (Sarah Palin
    and Track Palin, Grant and Megan Whitfield), the one news usage means by it: the person whose
    full name the version gave first, unless the paragraph names another of them before it
    (then the last so named); none when they were introduced in one paragraph. None unless each is named by a given name and that surname only
    (a Spanish second surname is no name used alone: Carmen Ferrero Quintana is Ferrero)."""
    people: set[int] = set()
    for stem in word_stems(c.mention.surface.split()[-1], c.lang):
        people |= owners.get(stem, set())
    if len(people) < 2:
        return None
    stems = set(word_stems(c.mention.surface.split()[-1], c.lang))
    first: dict[int, tuple[int, int]] = {}
    in_paragraph: dict[int, int] = {}
    for g in people:
        for e in groups[g]:
            for x in e.candidates:
                if x.version != c.version or x.mention.system == SHORT_SYSTEM:
                    continue
                words = x.mention.base.split()
                if len(words) != 2 or not stems & set(word_stems(words[-1], x.lang)):
                    return None  # a given name of one of them, or one of two surnames (Ferrero Quintana)
                first[g] = min(first.get(g, (x.paragraph, x.mention.start)), (x.paragraph, x.mention.start))
                if x.paragraph == c.paragraph and x.mention.end <= c.mention.start:
                    in_paragraph[g] = max(in_paragraph.get(g, -1), x.mention.start)
    if in_paragraph:
        return max(in_paragraph, key=in_paragraph.get)
    if len(first) < len(people) or len({paragraph for paragraph, _ in first.values()}) < len(first):
        return None  # introduced together (Anna Kovac and Peter Kovac): either may be meant
    return min(first, key=first.get)


def taken_spans(groups: list[list[Entity]], v_index: int) -> dict[int, list[tuple[int, int]]]:
    taken: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for group in groups:
        for e in group:
            for x in e.candidates:
                if x.version == v_index:
                    taken[x.paragraph].append((x.mention.start, x.mention.end))
    return taken


def taken_span(groups: list[list[Entity]], c: Candidate) -> bool:
    return any(x.version == c.version and x.paragraph == c.paragraph and x.mention.start < c.mention.end
               and c.mention.start < x.mention.end for group in groups for e in group for x in e.candidates)


@lru_cache(maxsize=None)
def _blocked_alone(lang: str) -> frozenset:
    """Words never taken alone as a name in a script without capitals."""
    cues = cues_for(lang)
    return cues.stop_words | cues.function_words | cues.name_homographs | cues.titles | cues.postpositions \
        | country_names(lang)


def link_uncased_words(groups, version: Version, v_index: int, positions, index: PositionIndex,
                       months: Optional[list] = None) -> None:
    """Single words of a Devanagari/Arabic version: the aligned mention's word transliterated,
    or the spelling of a word of the person's full names in this version."""
    blocked = _blocked_alone(version.lang)
    cues = cues_for(version.lang)
    owners = word_owners(groups, version.lang)  # a Chinese name by its surname (लियांग वेनजी: लियांग)
    taken = taken_spans(groups, v_index)
    present_in: dict[int, Counter] = defaultdict(Counter)  # paragraph -> mentions of each person there
    for g, group in enumerate(groups):
        for e in group:
            for c in e.candidates:
                if c.version == v_index:
                    present_in[c.paragraph][g] += 1
    # persons of any origin that two versions name: a person one version alone names (a
    # condensed summary's aside) is too weak a reason to read a single word as a name
    shared = {g for g, group in enumerate(groups) if not any(e.chinese for e in group)
              and len({e.lang for e in group}) >= 2}
    name_ends_before = cues.postpositions | cues.speech_verbs  # a lone given name's end (प्रिया ने)
    for paragraph in version.paragraphs:
        pos = positions[(version.lang, paragraph.index)]
        aligned: dict[int, set[str]] = defaultdict(set)  # person -> skeletons of its aligned words
        givens: dict[int, set[str]] = defaultdict(set)  # person -> skeletons of its aligned given names
        theirs: dict[int, Counter] = defaultdict(Counter)  # person -> its mentions there, by version
        for g, c in index.near(pos):
            if c.positions[1] - c.positions[0] <= NARROW and g in shared and intersects(c.positions, pos):
                aligned[g].update(name_key(w) for w in alone_words(c, cues))
                if c.mention.system != SHORT_SYSTEM:
                    givens[g].add(c.mention.key.split()[0])  # the given name, as a short mention's word key
                theirs[g][c.version] += 1
        mine = present_in[paragraph.index]
        # a person named here already, as often as the others name them, has no word left to find
        # (وكيشيدا, التميمي); one named less often may have a word that linking missed: प्रिया
        # where the others write Priya Venkataraman
        def named_enough(g: int) -> bool:
            return not named_less_often(mine[g], theirs.get(g, Counter()))

        present = {g for g in mine if named_enough(g)}
        plain = word_spans(paragraph.text)
        at = {start: n for n, (start, _, _) in enumerate(plain)}
        # a word the press writes often that sounds like a person is read last: "महीनों" (months)
        # sounds like Menon, and is read as him only if the paragraph still lacks a mention of him
        # once मेनन has been linked
        queue = [(start, end, word, False) for start, end, word in hyphen_parts(plain)]
        for start, end, word, late in queue:
            if normalize_word(word) in blocked or any(s < end and start < e for s, e in taken[paragraph.index]):
                continue
            readings = [name_key(r) for r in clitic_and_article_readings(word, cues)] if cues.clitics else [name_key(word)]
            # a given name alone, with its very sounds, where the name ends right after it (प्रिया ने:
            # the surname left out, a slip; रूथ ब्राउन ने is another surname, judged in
            # pipeline.names.aligned; सेलों का, "of cells", is no Selim)
            named_here = start in at and between_markers(plain, at[start], cues, frozenset(), name_ends_before)
            people = {g for g, keys in aligned.items() if g not in present  # وكيشيدا, التميمي
                      and (any(aligned_word(r, k) for r in readings for k in keys)
                           or named_here and not givens[g].isdisjoint(readings))} \
                if not common_noun_with_article(word, cues) else set()
            by_alignment = bool(people)
            if by_alignment and not late and is_common_word(word, version.lang):
                queue.append((start, end, word, True))
                continue
            if not people and letter_count(word) >= MIN_LETTERS:
                people = {g for stem in word_stems(word, version.lang) for g in owners.get(stem, ())}
            if len(people) != 1:
                continue
            mention = NameMention(start, end, word, word, name_key(word), False, 0.5, SHORT_SYSTEM)
            candidate = Candidate(v_index, version.lang, paragraph.index, mention, pos)
            if is_month(word, version.lang):
                if months is not None and by_alignment:  # the month where the others write the name
                    months.append((people.pop(), candidate))
                continue
            person = people.pop()
            attach(groups[person], candidate)
            taken[paragraph.index].append((start, end))
            mine[person] += 1
            if named_enough(person):
                present.add(person)


MAJORITY = 0.6  # share of the other versions that must name a person more often


def named_less_often(count: int, theirs: Counter) -> bool:
    """Most other versions that name the person in the aligned paragraph name them more often."""
    return len(theirs) >= 2 and sum(n > count for n in theirs.values()) >= MAJORITY * len(theirs)


def common_noun_with_article(word: str, cues) -> bool:
    """A word with the language's article that its press writes often (الإجمالية "the total"):
    read as a name by its sound alone only where the version spells the person so elsewhere."""
    return any(word.startswith(a) for a in cues.articles) and is_common_word(word, cues.lang)


def hyphen_parts(spans):
    """Words, and the parts of hyphenated words (किम-ट्रम्प), with their offsets."""
    for start, end, word in spans:
        yield start, end, word
        if "-" in word:
            offset = start
            for part in word.split("-"):
                if part:
                    yield offset, offset + len(part), part
                offset += len(part) + 1


def alone_words(c: Candidate, cues) -> list[str]:
    """The words of an aligned mention that a version may write alone for the person: the
    mention itself if it is one word, else its surname (last word), and its first word where
    given names stand alone (cues.given_name_first)."""
    words = name_words(c, False)
    if c.mention.system == SHORT_SYSTEM or len(words) < 2:
        return words
    return [words[0], words[-1]] if cues.given_name_first else [c.mention.base.split()[-1]]


def aligned_word(key: str, aligned: str) -> bool:
    """A word is the aligned mention's word transliterated: close skeletons without a whole
    consonant changed, added or dropped (Hindi समर्थन "support" is no Martin), and for a short
    name (one or two consonants: Ri, Kim, Ho) the very same skeleton, vowels included."""
    if sum(ch not in "aH" for ch in aligned) <= 2:
        return key == aligned
    return word_similarity(key, aligned) >= ALIGNED_WORD and \
        consonant_distance(consonants(key), consonants(aligned)) < CONSONANT_EDIT


def as_the_full_name_writes_it(group: list[Entity], c: Candidate) -> NameMention:
    """A one-word mention whose word the person's full name in this version writes as it is:
    its final vowel, read as a case ending of the word alone, is the word's own (Саве, Ассефа,
    Кипчоге where the full name writes them so: not Сав, Ассеф, Кипчог). Another form of the
    word keeps its reading (Тайлера is not the Тайлеру of a full name read in the dative)."""
    if not cues_for(c.lang).masculine_oblique or " " in c.mention.base:
        return c.mention
    written = c.mention.surface.casefold()
    for e in group:
        if e.lang != c.lang:
            continue
        for x in e.candidates:
            if x.mention.system == SHORT_SYSTEM:
                continue
            for word in x.mention.base.split():
                if word.casefold() == written and word != c.mention.base:
                    return replace(c.mention, base=word, key=name_key(word))
    return c.mention


def attach(group: list[Entity], c: Candidate, full: bool = False) -> None:
    """Into the person's entity of one-word mentions of that version (kept apart from its full
    spellings, so that they never become the person's usual spelling); a repeated full
    spelling into the entity that has it."""
    if full:
        same = [e for e in group if e.lang == c.lang and any(x.mention.system != SHORT_SYSTEM for x in e.candidates)]
        if same:
            same[0].candidates.append(c)
            return
    if not full:
        c.mention = as_the_full_name_writes_it(group, c)
    shorts = [e for e in group if e.lang == c.lang and all(x.mention.system == SHORT_SYSTEM for x in e.candidates)]
    if shorts and not full:
        shorts[0].candidates.append(c)
    else:
        group.append(Entity(c.lang, c.mention.key, False, [c]))
