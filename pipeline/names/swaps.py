"""A person swapped for another: one version names, in a paragraph, a person of the article that
no other version names there, while it does not name the person all the others name there.

That is how a quote or an act credited to another person shows (``"..." dedi Okonkwo-Eze`` where
the Arabic writes وقالت أوكونجو إيويالا), or a translator's confusion of two people with alike
names (Пак Чи Сон for Пак Чи Вон). Both conditions are needed: a version that only misses a
person (a mention its detection did not find) or only adds one (an aside) is no evidence.

A paragraph that names both people is compared sentence by sentence, where its versions split
it into as many sentences: a quote credited to the other person of the paragraph (``हॉगलैंड ने
कहा`` where the others write "Mehrotra said", Haugland being named in the sentence before). A
sentence that names both may exchange them: the version quotes the person the others name as
the speaker, and names as the speaker the person they quote.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from pipeline.ids import issue_id
from pipeline.lang import name_of
from pipeline.model import Discrepancy, LocatedName, Person, Place, Version
from pipeline.names.affixes import proclitic_readings
from pipeline.names.cues import cues_for, normalize_word
from pipeline.names.flags import witnesses as witness_phrase
from pipeline.names.keys import name_key, sounds_alike
from pipeline.names.positions import PositionIndex, intersects
from pipeline.names.romanize import readable
from pipeline.names.slots import quoted_spans, quoted_titles
from pipeline.names.words import word_spans
from pipeline.wording import quote

NARROW = 1  # alignment groups a paragraph may span to be compared (a condensed summary spans many)
MAJORITY = 0.6  # share of the other versions that must name the person in the aligned place
MIN_WITNESSES = 2


def swapped_persons(article: str, persons: list[Person], versions: list[Version], positions,
                    paragraph_of: dict[int, list[tuple[str, int]]], source: str = "") -> list[Discrepancy]:
    """Rows for the versions that name another person of the article where the others name one.
    ``paragraph_of``: person index -> the (lang, paragraph) of each of its mentions."""
    times: dict[tuple[str, int], Counter] = defaultdict(Counter)  # place -> mentions of each person there
    for p, places in paragraph_of.items():
        for place in places:
            times[place][p] += 1
    here = {place: set(counts) for place, counts in times.items()}
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
    context = Context(persons, files, texts, languages, by_place, by_lang, here, source, times)
    out = []
    for version in versions:
        rows = paragraph_swaps(article, version.lang, context)
        found = list(rows.values()) + sentence_swaps(article, version.lang, context, skip=set(rows))
        out += found + quote_swaps(article, version.lang, context, skip={d.line for d in found})
    return out


@dataclass
class Context:
    """What the swap tests read of the article: its persons, texts and aligned paragraphs."""

    persons: list[Person]
    files: dict[str, str]
    texts: dict[tuple[str, int], str]
    languages: dict[int, set[str]]  # person -> the versions naming it
    by_place: PositionIndex  # narrow paragraphs by aligned place
    by_lang: dict[str, list]  # lang -> (paragraph index, its place)
    here: dict[tuple[str, int], set[int]]  # (lang, paragraph) -> the persons it names
    source: str
    times: dict[tuple[str, int], Counter] = field(default_factory=dict)  # (lang, paragraph) -> mentions of each
    _starts: dict = field(default_factory=dict)
    _quotes: dict = field(default_factory=dict)
    _people: dict = field(default_factory=dict)
    _roles: dict = field(default_factory=dict)

    def aligned(self, lang: str, pos) -> list[tuple[str, int, tuple[int, int]]]:
        """The other versions' narrow paragraphs at this place."""
        return [(o, i, p) for o, i, p in self.by_place.near(pos) if o != lang and intersects(pos, p)]

    def named_elsewhere(self, p: int) -> bool:
        return len(self.languages[p]) >= MIN_WITNESSES  # one version alone naming it is no one to swap

    def starts(self, key: tuple[str, int]) -> list[int]:
        """Where the sentences of a paragraph start (worked out once per paragraph)."""
        if key not in self._starts:
            self._starts[key] = sentence_starts(self.texts[key])
        return self._starts[key]

    def quotes(self, key: tuple[str, int]) -> list[tuple[int, int]]:
        if key not in self._quotes:
            self._quotes[key] = quoted_spans(self.texts[key])
        return self._quotes[key]

    def people(self, key: tuple[str, int]) -> list[dict[int, list[LocatedName]]]:
        if key not in self._people:
            self._people[key] = people_by_sentence(self, *key, self.starts(key))
        return self._people[key]

    def split_alike(self, lang: str, pos, key: tuple[str, int]) -> list[tuple[str, int]]:
        """The other versions' paragraphs at this place split into as many sentences as ``key``."""
        count = len(self.starts(key))
        return [(o, i) for o, i, _ in self.aligned(lang, pos) if len(self.starts((o, i))) == count]

    def roles(self, key: tuple[str, int], k: int) -> tuple[set[int], set[int]]:
        """(persons only quoted, persons only named outside quotes) in sentence ``k``."""
        if (key, k) not in self._roles:
            self._roles[(key, k)] = quoted_and_not(self.people(key)[k], self.quotes(key))
        return self._roles[(key, k)]


def swap_between(named_by: dict[int, set[str]], mine: set[int], others: int,
                 context: Context) -> tuple[int, int] | None:
    """(expected, found) when the place names one person the others name there and not this
    version, and this version names one person no other names there."""
    expected = [p for p, langs in named_by.items() if p not in mine
                and len(langs) >= max(MIN_WITNESSES, MAJORITY * others)]
    extra = [p for p in mine if not named_by.get(p) and context.named_elsewhere(p)]
    return (expected[0], extra[0]) if len(expected) == 1 and len(extra) == 1 else None


def swap_for_a_mention(named_by: dict[int, set[str]], key: tuple[str, int], peers: list[tuple[str, int]],
                       others: int, context: Context) -> tuple[int, int] | None:
    """(expected, found) when the version names a person of the paragraph less often than the
    others do, and names one person no other names there: one mention credited to another person
    (وقال كوفالينكو where the others write "Okafor said", Okafor named earlier in the paragraph)."""
    mine = context.here.get(key, set())
    extra = [p for p in mine if not named_by.get(p) and context.named_elsewhere(p)]
    if len(extra) != 1:
        return None
    needed = max(MIN_WITNESSES, MAJORITY * others)
    mine_times = context.times.get(key, Counter())
    expected = [p for p in mine if len(named_by.get(p, ())) >= needed
                and sum(context.times.get(peer, Counter())[p] > mine_times[p] for peer in peers) >= needed]
    return (expected[0], extra[0]) if len(expected) == 1 else None


def paragraph_swaps(article: str, lang: str, context: Context) -> dict[int, Discrepancy]:
    """paragraph index -> its row, for the paragraphs of the version that name another person."""
    others = len({v for v in context.files if v != lang})
    if others < MIN_WITNESSES:
        return {}
    out = {}
    for index, pos in context.by_lang[lang]:
        if pos[1] - pos[0] > NARROW:
            continue
        named_by = defaultdict(set)  # person -> other versions naming it in the aligned place
        aligned = context.aligned(lang, pos)
        for other, other_index, _ in aligned:
            for p in context.here.get((other, other_index), ()):
                named_by[p].add(other)
        pair = swap_between(named_by, context.here.get((lang, index), set()), others, context)
        fewer = pair is None
        if fewer:
            pair = swap_for_a_mention(named_by, (lang, index), [(o, i) for o, i, _ in aligned], others, context)
        if pair is None:
            continue
        expected, found = context.persons[pair[0]], context.persons[pair[1]]
        text = context.texts[(lang, index)]
        opening = [m.mention.start for m in found.mentions if m.lang == lang and m.paragraph == index]
        if (not fewer and sounds_in(text, expected, found, lang)) or pronoun_made_explicit(
                opening, text, [(o, context.texts[(o, i)]) for o, i, _ in aligned if (o, i) in context.texts]):
            continue
        row = swap_row(article, found, expected, lang, index, context.source, sorted(named_by[pair[0]]),
                       context.files)
        if row is not None:
            out[index] = row
    return out


# what ends a sentence in the project's scripts, with the quotes and brackets that close after it
# (the marks spaCy's sentencizer reads; the names stage runs without spaCy)
SENTENCE_END = re.compile(r"(?<=[.!?\u2026\u0964\u061f])[\"'\u00bb\u201d\u2019)\]]*\s+")


def sentence_starts(text: str) -> list[int]:
    """Where each sentence of a paragraph starts. Coarser than the facts stage's sentences: an
    abbreviation ("Dr. Lee") ends one here, and such a paragraph, split into more sentences than
    its other versions, is then not compared sentence by sentence."""
    return [0] + [m.end() for m in SENTENCE_END.finditer(text) if m.end() < len(text)]


def sentence_swaps(article: str, lang: str, context: Context, skip: set[int]) -> list[Discrepancy]:
    """The paragraph test sentence by sentence, against the versions that split the paragraph
    into as many sentences (``skip``: paragraphs with a row already). Two sentences whose people
    the version exchanges are the translator's order, no swap."""
    others = len({v for v in context.files if v != lang})
    if others < MIN_WITNESSES:
        return []
    out = []
    for index, pos in context.by_lang[lang]:
        if pos[1] - pos[0] > NARROW or index in skip:
            continue
        starts = context.starts((lang, index))
        if len(starts) < 2:
            continue
        peers = {peer: context.starts(peer) for peer in context.split_alike(lang, pos, (lang, index))}
        mine = context.people((lang, index))
        theirs = {peer: context.people(peer) for peer in peers}
        pairs = {}
        for k in range(len(starts)):
            named_by = defaultdict(set)
            for (other, _), sentences in theirs.items():
                for p in sentences[k]:
                    named_by[p].add(other)
            pair = swap_between(named_by, set(mine[k]), others, context)
            if pair is not None:
                pairs[k] = (pair, sorted(named_by[pair[0]]))
        exchanged = {(e, f) for (e, f), _ in pairs.values()} & {(f, e) for (e, f), _ in pairs.values()}
        for k, ((e, f), witnesses) in sorted(pairs.items()):
            text = sentence_text(context.texts[(lang, index)], starts, k)
            found = context.persons[f]
            opening = [m.mention.start - starts[k] for m in mine[k][f]]
            said = [(peer[0], sentence_text(context.texts[peer], s, k)) for peer, s in peers.items()]
            if (e, f) in exchanged or sounds_in(text, context.persons[e], found, lang) or pronoun_made_explicit(
                    opening, text, said):
                continue
            out.append(swap_row(article, found, context.persons[e], lang, index, context.source, witnesses,
                                context.files, mention=mine[k][f][0]))
    return [d for d in out if d is not None]


def quoted_and_not(sentence: dict[int, list[LocatedName]], quotes: list[tuple[int, int]]) -> tuple[set[int], set[int]]:
    """(persons named only inside a quote, persons named only outside) in a sentence."""
    inside, outside = set(), set()
    for p, mentions in sentence.items():
        for m in mentions:
            (inside if any(a < m.mention.start < b for a, b in quotes) else outside).add(p)
    return inside - outside, outside - inside


def quote_swaps(article: str, lang: str, context: Context, skip: set[int]) -> list[Discrepancy]:
    """A quote and its speaker exchanged: in a sentence the other versions split alike, the
    version quotes a person the others name as the speaker, and names as the speaker the person
    the others quote (``Yıldırım, "Li açılışta çok iyi oynadı" dedi`` for "Yıldırım played very
    well," Li said). ``skip``: lines with a swap row already."""
    others = len({v for v in context.files if v != lang})
    if others < MIN_WITNESSES:
        return []
    out = []
    for index, pos in context.by_lang[lang]:
        key = (lang, index)
        if pos[1] - pos[0] > NARROW or not context.quotes(key):
            continue
        peers = context.split_alike(lang, pos, key)
        for k, sentence in enumerate(context.people(key)):
            quoted, speakers = context.roles(key, k)
            if not quoted or not speakers:
                continue
            exchanged = [(p, q, witnesses) for p in quoted for q in speakers
                         for witnesses in [sorted(o for o, i in peers if context.roles((o, i), k) == ({q}, {p}))]
                         if len(witnesses) >= max(MIN_WITNESSES, MAJORITY * others)]
            if len(exchanged) != 1:
                continue
            p, q, witnesses = exchanged[0]
            said = sentence[q][0]
            if said.line in skip:
                continue
            row = swap_row(article, context.persons[q], context.persons[p], lang, index, context.source, witnesses,
                           context.files, mention=said, speaker=True)
            if row is not None:
                out.append(row)
    return out


def people_by_sentence(context: Context, lang: str, index: int, starts: list[int]) -> list[dict[int, list[LocatedName]]]:
    """Per sentence of the paragraph: person -> its mentions there, in reading order."""
    out: list[dict[int, list[LocatedName]]] = [defaultdict(list) for _ in starts]
    for p in context.here.get((lang, index), ()):
        for m in context.persons[p].mentions:
            if m.lang == lang and m.paragraph == index:
                out[bisect_right(starts, m.mention.start) - 1][p].append(m)
    for sentence in out:
        for mentions in sentence.values():
            mentions.sort(key=lambda m: m.mention.start)
    return out


def sentence_text(text: str, starts: list[int], k: int) -> str:
    return text[starts[k]:starts[k + 1] if k + 1 < len(starts) else len(text)]


def pronoun_made_explicit(found_at: list[int], text: str, others: list[tuple[str, str]]) -> bool:
    """The version opens the paragraph with the found person's name where another version opens
    it with a personal pronoun (English "She told Reyes ...", Russian "Линд сказала ему ..."): the
    translator named the subject the pronoun stood for and made the other person a pronoun, no
    swap. (A quote credited to another person keeps the name in the subject's place.)"""
    words = word_spans(text)
    if not found_at or not words or min(found_at) > words[min(1, len(words) - 1)][0]:
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
    titles = quoted_titles(text)
    return any(sounds_alike(name_key(word), w, SAME_SOUND) for start, _, word in word_spans(text)
               if not any(a < start < b for a, b in titles)
               and not any(normalize_word(r) in common for r in proclitic_readings(word, cues)) for w in names)


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
             files: dict[str, str], mention: LocatedName | None = None, speaker: bool = False) -> Discrepancy | None:
    """The row on the found person's mention (``speaker``: named as the speaker of the others'
    quote, which quotes that person)."""
    mention = mention or next((m for m in found.mentions if m.lang == lang and m.paragraph == paragraph), None)
    if mention is None or mislinked(mention, expected, found):
        return None
    evidence = [m for m in expected.mentions if m.lang in witnesses]
    places = {}
    for m in sorted(evidence, key=lambda m: (m.lang, abs(m.line - mention.line), m.line)):  # the aligned place first
        places.setdefault(m.lang, Place(m.lang, m.line, m.start, m.end))
    return Discrepancy(
        article=article,
        issue_id=issue_id(article, "name_mismatch", lang, expected.key, "swapped", found.key, str(mention.line)),
        kind="name_mismatch", severity="high",
        lang=lang, file=files.get(lang, ""), line=mention.line,
        found=mention.mention.surface, expected=expected.canonical,
        evidence=list(places.values()),
        message=(f"The {name_of(lang)} version names {quote(mention.mention.surface, lang, readable)} "
                 f"({found.canonical}) as the speaker, where {witness_phrase(witnesses, source, 'name')} "
                 f"{expected.canonical} and quote {found.canonical}; check who is speaking."
                 if speaker else
                 f"The {name_of(lang)} version names {quote(mention.mention.surface, lang, readable)} "
                 f"({found.canonical}) here, where {witness_phrase(witnesses, source, 'name')} {expected.canonical}; "
                 f"check who is meant (a quote or an act credited to another person?)."),
        start=mention.start, end=mention.end,
    )


def mention_places(persons: list[Person]) -> dict[int, list[tuple[str, int]]]:
    """Person index -> the (lang, paragraph) of each of its mentions."""
    return {n: [(m.lang, m.paragraph) for m in p.mentions] for n, p in enumerate(persons)}
