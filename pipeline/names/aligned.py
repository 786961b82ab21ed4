"""A person's mention at the aligned place: every garbled person found and flagged.

Once the persons of an article are known, a paragraph where the other versions name a person and
this version names nobody of that name is looked at again. The word there that sounds most like
the person's words is that person's mention, even one word in a script without capitals (Hindi
``कोच मार्के ने`` where the others write Farke, Arabic ``وقال جينسن`` for Jenkins), as long as
it is not a common word of the version, not a word of another person, not in a quoted title
(لبرنامج "مورنينغ ريبورت"), and, in a script without capitals, stands where a name stands (after
a verb of speech or a title, before a postposition) or is a word the language's press never
writes (``محكمة غالاندر``, "Gallagher's court"). There a word the press writes often is read as
a garble only when it sounds very near (``وقال برينس`` for Price), not a noun with a few of the
person's consonants (``وحذر محللون``, "analysts warned"). Then it is judged:

- the person's own word as the others write it: a mention linking missed, no row;
- another reading of it, clearly (a consonant changed, added or dropped; in the version's own
  script, a letter changed against the version's own spelling of the person): ``garbled``;
- the given name alone where the others write the full name, a Western name whose given name no
  version uses alone: ``dropped_surname`` (``Grant`` for Grant Whitfield), and with a name-like
  word after it that is not the surname: ``substituted`` (``मेगन विल्सन`` for Megan Whitfield);
- the surname alone at the version's first and only way of naming the person, where the others
  write the full name: ``dropped_given`` (``سوروكين`` for Pavel Sorokin), low: it still names him;
- in a script without capitals, the later words of the name with another person's given name
  before them (``कारमेन हॉलिस्टर`` for Linda Hollister, Carmen being Carmen Ruiz): ``substituted``
  (the tests on a mention's words are in ``pipeline.names.name_parts``);
- the person's word with the next word run into it (a missing space): the mention, no row;
- in a script without capitals, nothing that sounds like the person, but one word at a speaker's
  place that is no word of the language (``وقال فالفيردي`` where the others name Villanueva):
  ``substituted``; the given name with a word after it that sounds like the surname with a
  consonant changed (``جودت يلمان`` for Cevdet Yilmaz): ``garbled``.

Where the version names the person in the paragraph, but less often than the others (in a script
with capitals, however often: a translator may write the name for a pronoun, and the capital shows
a name), the word one letter from its own spelling of the person is a further mention (``وقال المنصوزي`` after خالد
المنصوري): a consonant changed is ``garbled``; a vowel changed in Latin script, ``misspelt`` (a
variant row, medium); and the given name alone before its first mention, where the others write
the full name there (``Profesor Priya``, then ``Raghunathan``): ``dropped_surname``.

Mentions found here carry ``ALIGNED_SYSTEM`` and their rows come from ``aligned_flags``, not from
``pipeline.names.flags`` (one slip, one row).
"""
from __future__ import annotations

import math
import re
from collections import Counter, defaultdict

from rapidfuzz.distance import Levenshtein

from pipeline.ids import issue_id
from pipeline.lang import name_of
from pipeline.model import Discrepancy, NameMention, Person, Place, Version
from pipeline.names.affixes import bare_word
from pipeline.names.candidates import is_cased
from pipeline.names.common import is_common_word, is_unknown_word
from pipeline.names.cues import cues_for, normalize_word
from pipeline.names.detect import SHORT_SYSTEM, in_cues, is_title
from pipeline.names.entities import Candidate, Entity, script_of, spelling_form
from pipeline.names.agreement import CASED_SCRIPTS, glued_letters, glued_sound, letters_backing, readings, same_nominative
from pipeline.names.flags import ALIGNED_SYSTEM, witnesses
from pipeline.names.keys import consonant_distance, consonants, glued_to_name, name_key, word_similarity
from pipeline.names.name_parts import (CONSONANT_EDIT, DROPPED_GIVEN, DROPPED_SURNAME, GARBLED, GIVEN,
                                       MISSPELT, SOUNDS_LIKE, SUBSTITUTED, Finding, full_names, judged_mentions,
                                       name_ends, neighbour, sounds_in)
from pipeline.names.people import locate
from pipeline.names.phonetic import to_pinyin_candidates
from pipeline.names.positions import PositionIndex, intersects
from pipeline.names.romanize import readable, romanize
from pipeline.names.slots import (COMMON, MIN_LETTERS, anchored, blocked_words, owned_common_noun, plainly_a_word,
                                  quoted, quoted_titles, speaker_slot, words_of_no_speaker)
from pipeline.names.words import is_capitalized_word, letter_count, lowercase_vocabulary, starts_sentence, word_spans
from pipeline.wording import quote

NARROW = 1  # alignment groups a paragraph may span to be compared
MAJORITY = 0.6  # share of the other versions that must name the person there
MIN_WITNESSES = 2
CHINESE_SOUNDS_LIKE = 70.0  # ... of a Chinese name: one-syllable words sound like many words
# ... of a word the press writes often, read as a garble: as near as one consonant changed (برينس
# for برايس is 78), not a noun sharing a few consonants (محللون, "analysts", for مينون is 60)
COMMON_WORD_SOUNDS_LIKE = 75.0
# another name is high; a given name without its surname hides who is meant, a vowel of the
# version's own spelling changed may be a typing slip: medium; a surname without its given name at
# the first mention still names the person: low
SEVERITY = {GARBLED: "high", SUBSTITUTED: "high", DROPPED_SURNAME: "medium", MISSPELT: "medium", DROPPED_GIVEN: "low"}
MIN_FURTHER_LETTERS = 4  # a word one letter from a shorter one is as often another word


def find_aligned_mentions(groups: list[list[Entity]], versions: list[Version], positions) -> list[Finding]:
    """Attach, in place, the mentions found at aligned places (module docstring) and return the
    ones that are slips."""
    index = PositionIndex(slack=0)
    here: dict[tuple[int, int], dict[int, list[Candidate]]] = defaultdict(lambda: defaultdict(list))
    for g, group in enumerate(groups):
        for e in group:
            for c in e.candidates:
                here[(c.version, c.paragraph)][g].append(c)
                if c.positions[1] - c.positions[0] <= NARROW:
                    index.add(c.positions, (g, c))
    alone = given_names_used_alone(groups)
    chinese = {g for g, group in enumerate(groups) if any(e.chinese for e in group)}
    findings: list[Finding] = []
    for v_index, version in enumerate(versions):
        others = len(versions) - 1
        if others < MIN_WITNESSES:
            continue
        words = VersionWords(version)  # built when a paragraph is first searched: most have nobody missing
        own = own_spellings(groups, v_index)
        for paragraph in version.paragraphs:
            pos = positions[(version.lang, paragraph.index)]
            if pos[1] - pos[0] > NARROW:
                continue
            witnesses: dict[int, dict[str, list[Candidate]]] = defaultdict(lambda: defaultdict(list))
            for g, c in index.near(pos):
                if c.version != v_index and intersects(c.positions, pos):
                    witnesses[g][c.lang].append(c)
            mine = here[(v_index, paragraph.index)]
            for g, by_lang in sorted(witnesses.items()):
                if len(by_lang) < max(MIN_WITNESSES, math.ceil(MAJORITY * others)):
                    continue
                if mine.get(g):
                    if g not in chinese:  # a Chinese name's words are judged by its syllables (pipeline.names.garbled)
                        findings += judged_mentions(g, mine[g], by_lang, groups, alone, paragraph.text)
                    if named_more_often(by_lang, mine[g], others) or is_cased(version):
                        further = further_mention(paragraph.text, version, v_index, paragraph.index, pos, g,
                                                  by_lang, mine, own, words.vocabulary, g in chinese)
                        if further is None and g not in alone and g not in chinese:
                            further = given_name_alone(paragraph.text, version, v_index, paragraph.index, pos, g,
                                                       by_lang, mine, own, words.vocabulary)
                        if further is not None:
                            attach(groups[g], further.candidate)
                            mine[g].append(further.candidate)
                            findings += [further] if further.kind else []
                    continue
                found = search(paragraph.text, version, v_index, paragraph.index, pos, g, by_lang, groups,
                               mine, own.get(g, []), words.vocabulary, words.counts, alone, g in chinese)
                if found is None and g not in chinese:
                    found = substituted(paragraph.text, version, v_index, paragraph.index, pos, g, by_lang,
                                        mine, words.counts, groups)
                if found is not None:
                    attach(groups[g], found.candidate)
                    mine[g].append(found.candidate)
                    if found.kind:
                        findings.append(found)
    return findings


class VersionWords:
    """The words a version writes in lower case and how often it writes each word, worked out on
    first use."""

    def __init__(self, version: Version):
        self.version = version
        self._vocabulary = None
        self._counts = None

    @property
    def vocabulary(self) -> frozenset:
        if self._vocabulary is None:
            self._vocabulary = lowercase_vocabulary(self.version.text) if is_cased(self.version) else frozenset()
        return self._vocabulary

    @property
    def counts(self) -> Counter:
        if self._counts is None:
            self._counts = Counter(normalize_word(w) for p in self.version.paragraphs for _, _, w in word_spans(p.text))
        return self._counts


def given_names_used_alone(groups: list[list[Entity]]) -> set[int]:
    """Persons two versions or more name by the given name alone (Johari, Anwar, Xavi): their
    given name alone is no dropped surname."""
    out = set()
    for g, group in enumerate(groups):
        firsts = {name_key(c.mention.base.split()[0]) for e in group for c in e.candidates
                  if c.mention.system != SHORT_SYSTEM and len(c.mention.base.split()) >= 2}
        if len({c.lang for e in group for c in e.candidates if c.mention.system == SHORT_SYSTEM
                and any(word_similarity(c.mention.key, f) >= GIVEN for f in firsts)}) >= MIN_WITNESSES:
            out.add(g)
    return out


def own_spellings(groups: list[list[Entity]], v_index: int) -> dict[int, list[str]]:
    """Person -> the words this version writes for the person elsewhere (bases)."""
    out: dict[int, list[str]] = defaultdict(list)
    for g, group in enumerate(groups):
        for e in group:
            for c in e.candidates:
                if c.version == v_index and c.mention.system != ALIGNED_SYSTEM:
                    out[g] += c.mention.base.split()
    return out


def search(text, version, v_index, paragraph, pos, g, by_lang, groups, mine, own, vocabulary, counts, alone,
           chinese: bool = False):
    """The mention of person ``g`` in this paragraph where the others name the person, judged."""
    lang = version.lang
    cues = cues_for(lang)
    cased = is_cased(version)
    own_all = tuple(own)
    spans = word_spans(text)
    taken = [(c.mention.start, c.mention.end) for cs in mine.values() for c in cs]
    targets = {name_key(w) for cs in by_lang.values() for c in cs for w in c.mention.base.split()
               if not w.islower()}
    fulls = full_names(by_lang)
    givens = {name_key(words[0]) for words in fulls}
    surnames = {name_key(words[-1]) for words in fulls}
    blocked = blocked_words(lang)
    titles = quoted_titles(text)
    own_letters = spellings_of_letters(own_all)
    best = None
    for i, (start, end, word) in enumerate(spans):
        if any(s < end and start < e for s, e in taken) or any(ch.isdigit() for ch in word) \
                or any(a < start < b for a, b in titles):
            continue
        folded = normalize_word(word)
        if folded in blocked or counts[folded] >= COMMON:
            continue
        if cased:
            bare = bare_word(word, cues)
            if quoted(text, start, end) or not is_capitalized_word(bare, cues) or bare.casefold() in vocabulary \
                    or is_title(bare, cues) \
                    or in_cues(bare, cues.non_person, cues) or (starts_sentence(text, start) and folded in
                                                                cues.function_words):
                continue
        elif letter_count(word) < MIN_LETTERS or not (
                anchored(spans, i, lang) or any(word_similarity(name_key(r), k) >= GIVEN
                                                for r in readings(word, lang) for k in givens)
                or all(is_unknown_word(r, lang) and not owned_common_noun(r, lang) for r in readings(word, lang))):
            continue
        for reading in readings(word, lang):
            key = name_key(reading)
            if not key:
                continue
            common = not cased and is_common_word(reading, lang)  # in a script with capitals, the capital shows a name
            for target in targets:
                score = word_similarity(key, target)
                if common and score < COMMON_WORD_SOUNDS_LIKE and \
                        consonant_distance(consonants(key), consonants(target)) >= CONSONANT_EDIT:
                    continue  # a word of the language with other sounds (وحذر محللون), no garble
                if score >= (CHINESE_SOUNDS_LIKE if chinese else SOUNDS_LIKE) and (best is None or score > best[0]):
                    best = (score, i, reading, key, target)
        if best is None and not chinese:
            for reading in readings(word, lang):
                mine_word = one_letter_from_own(reading, own_letters, lang, cased)
                if mine_word is not None:
                    best = (SOUNDS_LIKE, i, reading, name_key(reading), name_key(mine_word))
                    break
    if best is None:
        return None
    score, i, reading, key, target = best
    start, end, word = spans[i]
    # the version's own spellings of the person that sound like the others' (not a truncated Marck)
    own = [w for w in own_all if any(sounds_in(name_key(r), targets) for r in readings(w, lang))]
    glued = glued_to_name(reading, target, lang, tuple(w for w in own if script_of(w) == script_of(word))) or any(
        glued_letters(reading, c2.mention.base) or glued_sound(reading, c2.mention.base, lang)
        for cs in by_lang.values() for c2 in cs if script_of(c2.mention.base) not in ("", "Latin"))
    if word.endswith(reading):
        start += len(word) - len(reading)  # a proclitic is no part of the name (و + جينسن)
    elif word.startswith(reading):
        end = start + len(reading)  # nor a suffix after the apostrophe (Prince'in)
    mention_start = start
    mention = NameMention(start, end, text[start:end], reading, key, False, 0.5, ALIGNED_SYSTEM)
    c = Candidate(v_index, lang, paragraph, mention, pos)
    witnesses = sorted(by_lang)
    same = consonant_distance(consonants(key), consonants(target)) < CONSONANT_EDIT
    if same and target in givens and target not in surnames and g not in alone:
        j = neighbour(spans, text, i, 1, lang, blocked)
        if j is None:
            return Finding(g, c, DROPPED_SURNAME, witnesses) if name_ends(spans, text, i, 1, lang) else None
        if any(o[0] < spans[j][1] and spans[j][0] < o[1] for o in taken):
            return None  # the next word is another person's
        end_j = spans[j][1]
        whole_text = text[mention_start:end_j]
        last = spans[j][2]
        whole = NameMention(mention_start, end_j, whole_text, whole_text, name_key(whole_text), False, 0.5,
                            ALIGNED_SYSTEM)
        found = Candidate(v_index, lang, paragraph, whole, pos)
        if any(sounds_in(name_key(r), surnames) for r in readings(last, lang)):
            return Finding(g, found, "", witnesses)  # the full name, read otherwise (फ्रेंकी डी जोंग)
        return Finding(g, found, SUBSTITUTED, witnesses)
    plain = Candidate(v_index, lang, paragraph, NameMention(start, end, text[start:end], reading, key, False, 0.5,
                                                            SHORT_SYSTEM), pos)
    if glued:
        return Finding(g, plain, "", witnesses)  # the name with the next word run into it: a spacing slip
    if same and (key in targets or not clearly_other(reading, own, lang)):
        # the others' very sounds (Gakpo where the version's full name is a garbled Gapko), or
        # another transliteration of them
        return Finding(g, plain, "", witnesses)
    return Finding(g, c, GARBLED, witnesses)


def spellings_of_letters(own: tuple[str, ...]) -> dict[str, str]:
    """The version's own words for the person long enough to be compared letter by letter:
    normalized spelling -> the word as written."""
    out: dict[str, str] = {}
    for w in own:
        if letter_count(w) >= MIN_FURTHER_LETTERS:
            out.setdefault(normalize_word(w), w)  # the first word of each spelling, in the version's order
    return out


def one_letter_from_own(reading: str, own: dict[str, str], lang: str, cased: bool) -> str | None:
    """The version's own spelling of the person (``spellings_of_letters``) one letter from
    ``reading``, two letters exchanged counting as one (Arabic ``ووصل كيبسي`` where its full name
    writes كيسبي, Quispe): the person's mention even where the sounds, so reordered, are no longer
    near. Not a word the press writes often in a script without capitals."""
    if letter_count(reading) < MIN_FURTHER_LETTERS or (not cased and is_common_word(reading, lang)):
        return None
    folded = normalize_word(reading)
    return next((w for spelling, w in own.items() if letters_apart(folded, spelling) == 1), None)


def named_more_often(by_lang: dict[str, list[Candidate]], mine: list[Candidate], others: int) -> bool:
    """Most other versions name the person more often in the aligned paragraph than this one."""
    more = [lang for lang, cs in by_lang.items() if len(cs) > len(mine)]
    return len(more) >= max(MIN_WITNESSES, math.ceil(MAJORITY * others))


def further_mention(text, version, v_index, paragraph, pos, g, by_lang, mine, own, vocabulary, chinese=False):
    """Where the version names the person in the paragraph less often than the others: a word
    one letter from the version's own spelling of the person there, or with two of its letters
    exchanged (``وقال المنصوزي`` after خالد المنصوري, ``kata Aksay`` after Aksoy, ``сказала
    Адемейи`` after Адейеми). Its very letters: the mention linking missed, no
    row; a consonant changed: ``garbled``; in a script with capitals, a vowel changed: ``misspelt``. In a
    script without capitals only a word at a speaker's place is read; in one with capitals, a
    capitalized word no lowercase word of the version is. Not when the word is as near another
    person's spelling. A ``chinese`` name's word is judged by its syllables (``syllables_changed``)."""
    lang = version.lang
    cues = cues_for(lang)
    spellings = {normalize_word(w) for w in own.get(g, []) + [w for c in mine[g] for w in c.mention.base.split()]
                 if letter_count(w) >= MIN_FURTHER_LETTERS}
    others = {normalize_word(w) for o, ws in own.items() if o != g for w in ws}
    spans = word_spans(text)
    taken = [(c.mention.start, c.mention.end) for cs in mine.values() for c in cs]
    found = []
    for i, (start, end, word) in enumerate(spans):
        reading = bare_word(word, cues)
        if any(s < end and start < e for s, e in taken) or letter_count(reading) < MIN_FURTHER_LETTERS \
                or not may_be_further_mention(spans, text, i, reading, lang, vocabulary, is_cased(version)):
            continue
        forms = {normalize_word(r) for r in readings(reading, lang)}
        apart = min((letters_apart(f, w) for f in forms for w in spellings), default=2)
        if apart <= 1 and min((letters_apart(f, w) for f in forms for w in others), default=2) > apart:
            found.append((apart, i, reading))
    if len(found) != 1:
        return None  # none, or several words the same letter away: no telling which is the person
    apart, i, reading = found[0]
    start = spans[i][0]
    c = Candidate(v_index, lang, paragraph, NameMention(start, start + len(reading), reading, reading,
                                                        name_key(reading), False, 0.5, ALIGNED_SYSTEM), pos)
    judge = syllables_changed if chinese else changed_letter
    return Finding(g, c, judge(reading, spellings, by_lang, lang) if apart else "", sorted(by_lang))


def syllables_changed(reading: str, spellings: set[str], by_lang: dict[str, list[Candidate]], lang: str) -> str:
    """A word of a Chinese name one letter from the version's own spelling: ``garbled`` when it
    cannot be read as any syllable the versions in Latin letters write for the person and the own
    spelling can (Arabic تشينغ, Cheng or Qing, after تشانغ where they write Zhang; Zheng after
    Zhang): a vowel changes the syllable, in any script."""
    theirs = {" ".join(s) for cs in by_lang.values() for c in cs if script_of(c.mention.base) == "Latin"
              for w in c.mention.base.split() for s in to_pinyin_candidates(w, c.lang)}
    nearest = min(spellings, key=lambda w: Levenshtein.distance(normalize_word(reading), w))

    def read_as_theirs(word: str) -> bool:
        return any(" ".join(s) in theirs for s in to_pinyin_candidates(word, lang))

    return GARBLED if read_as_theirs(nearest) and not read_as_theirs(reading) else ""


MIN_SWAPPED_LETTERS = 5  # a shorter word with its letters in another order is as often another word


def letters_apart(a: str, b: str) -> int:
    """Letter edits between two spellings, two letters swapped counting as one (Адемейи for
    Адейеми, the й and м exchanged: a typing slip, not two). A letter is counted with the marks
    that make it another letter (Hindi फ़ is फ and a nukta: ओफ़ाकोर is ओकाफ़ोर with क and फ़
    exchanged)."""
    a_letters, b_letters = letters(a), letters(b)
    apart = Levenshtein.distance(a_letters, b_letters)
    if apart == 2 and len(a_letters) == len(b_letters) >= MIN_SWAPPED_LETTERS and \
            sorted(a_letters) == sorted(b_letters) and sum(x != y for x, y in zip(a_letters, b_letters)) == 2:
        return 1
    return apart


# the marks that make a letter another one: the Devanagari nukta (क़ ख़ ग़ ज़ ड़ ढ़ फ़, which NFC
# leaves as two characters), the combining accents of Latin and Cyrillic, the Arabic harakat
LETTER_MARKS = re.compile("[\u093c\u0300-\u036f\u064b-\u0652]")


def letters(word: str) -> list[str]:
    """The word's letters, each with the marks that follow it."""
    out: list[str] = []
    for ch in word:
        if out and LETTER_MARKS.match(ch):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def given_name_alone(text, version, v_index, paragraph, pos, g, by_lang, mine, own, vocabulary):
    """Where the version names the person less often than the others, and never by the full name
    there while they do: the given name alone before its first mention, the name ending after
    it (``Profesor Priya, yang`` where the others write Professor Priya Raghunathan, then
    Raghunathan): ``dropped_surname``. Not a word of another person of the version."""
    fulls = full_names(by_lang)
    if not fulls or any(len(c.mention.base.split()) >= 2 for c in mine[g]):
        return None
    lang, cues = version.lang, cues_for(version.lang)
    givens = {name_key(f[0]) for f in fulls}
    others = {normalize_word(w) for o, ws in own.items() if o != g for w in ws}
    first = min(c.mention.start for c in mine[g])
    taken = [(c.mention.start, c.mention.end) for cs in mine.values() for c in cs]
    spans = word_spans(text)
    for i, (start, end, word) in enumerate(spans):
        if start >= first:
            return None
        reading = bare_word(word, cues)
        if any(s < end and start < e for s, e in taken) or normalize_word(reading) in others \
                or letter_count(reading) < MIN_LETTERS or not sounds_in(name_key(reading), givens) \
                or not may_be_further_mention(spans, text, i, reading, lang, vocabulary, is_cased(version), given=True) \
                or not name_ends(spans, text, i, 1, lang):
            continue
        c = Candidate(v_index, lang, paragraph, NameMention(start, start + len(reading), reading, reading,
                                                            name_key(reading), False, 0.5, ALIGNED_SYSTEM), pos)
        return Finding(g, c, DROPPED_SURNAME, sorted(by_lang))
    return None


def may_be_further_mention(spans, text: str, i: int, reading: str, lang: str, vocabulary, cased: bool,
                           given: bool = False) -> bool:
    """A word where the version may name a person again: capitalized and no lowercase word of the
    version where the script has capitals, at a speaker's place where it has none; never a word
    of the language's cues. In a script with capitals, not a word its press writes often, unless a
    ``given`` name (Malay Priya): its capital, and no lowercase use, are the evidence, so it must
    not open a sentence. Without capitals the speaker's place is the evidence, and a name the press
    writes often may stand there (وقال حماد, one letter from the version's حداد)."""
    cues = cues_for(lang)
    start, end, word = spans[i]
    if quoted(text, start, end) or any(ch.isdigit() for ch in word) \
            or cased and not given and is_common_word(reading, lang):
        return False
    if normalize_word(reading) in words_of_no_speaker(lang):
        return False
    if cased:
        return is_capitalized_word(reading, cues) and reading.casefold() not in vocabulary and \
            not is_title(reading, cues) and not in_cues(reading, cues.non_person, cues) \
            and not (given and starts_sentence(text, start))
    return speaker_slot(spans, text, i, lang)


def changed_letter(reading: str, spellings: set[str], by_lang: dict[str, list[Candidate]], lang: str) -> str:
    """What the letter changed against the version's own spelling makes of the word: ``garbled``
    when a consonant is changed and the word is not the others' name (the own spelling may be the
    slip: खालिद अल-मंसूदी, then अल-मंसूरी); ``misspelt`` when only a vowel is, in a script with
    capitals, which writes every vowel one way (Aksay after Aksoy, El-Mansiri after El-Mansuri,
    Сокалова after Соколов), and the own spelling comes nearer the other versions' letters; ""
    (no row) for a vowel in a script that writes vowels loosely (Hindi matras, Arabic long vowels)."""
    key = name_key(reading)
    theirs = [w for cs in by_lang.values() for c in cs for w in c.mention.base.split() if not w.islower()]
    nearest = min(spellings, key=lambda w: Levenshtein.distance(normalize_word(reading), w))
    if consonant_distance(consonants(key), consonants(name_key(nearest))) >= CONSONANT_EDIT:
        return "" if sounds_in(key, {name_key(w) for w in theirs}) else GARBLED
    if script_of(reading) in CASED_SCRIPTS and not same_nominative(reading, nearest, lang) \
            and letters_backing(nearest, theirs) > letters_backing(reading, theirs):
        return MISSPELT
    return ""


def keys_of(groups: list[list[Entity]], g: int) -> set[str]:
    """The word keys of every person of the article but ``g``."""
    return {name_key(w) for other, group in enumerate(groups) if other != g
            for e in group for c in e.candidates for w in c.mention.base.split()}


def substituted(text, version, v_index, paragraph, pos, g, by_lang, mine, counts, groups):
    """In a script without capitals, the one word at a speaker's place where the others name
    person ``g`` and nothing here sounds like the person: another name written in its place
    (वालवेर्दे ने कहा for Villanueva said). Not a word of the language (``plainly_a_word``), not
    another person's name; one such word in the paragraph, or none is read."""
    if is_cased(version):
        return None  # a capital already shows a name; one not read as this person is someone else's
    lang = version.lang
    spans = word_spans(text)
    taken = [(c.mention.start, c.mention.end) for cs in mine.values() for c in cs]
    found = []
    for i, (start, end, word) in enumerate(spans):
        if any(s < end and start < e for s, e in taken) or any(ch.isdigit() for ch in word) or \
                quoted(text, start, end) or not speaker_slot(spans, text, i, lang):
            continue
        # a speaker's name is read whole: no proclitic stands on the subject of a verb of speech
        # (فالفيردي is Valverde, not ف + الفيردي)
        reading = bare_word(word, cues_for(lang))
        if not plainly_a_word(word, reading, lang, counts):
            found.append(Candidate(v_index, lang, paragraph,
                                   NameMention(start, start + len(reading), reading, reading, name_key(reading),
                                               False, 0.5, ALIGNED_SYSTEM), pos))
    if len(found) != 1 or not found[0].mention.key:
        return None
    if any(word_similarity(found[0].mention.key, k) >= SOUNDS_LIKE for k in keys_of(groups, g)):
        return None  # another person of the article: a swap, judged by pipeline.names.swaps
    return Finding(g, found[0], SUBSTITUTED, sorted(by_lang))


def clearly_other(reading: str, own: list[str], lang: str) -> bool:
    """A reading that the version's own spelling of the person writes otherwise, letter by letter
    (Серёгин for Сорокин, Prince for Price): two letters of the romanized word changed."""
    if not own:
        return False
    mine = romanize(reading)
    script = script_of(reading)
    theirs = [romanize(part) for w in own if script_of(w) == script for part in [w, *w.split("-")[1:]] if part]
    return bool(theirs) and min(Levenshtein.distance(mine, t) for t in theirs) >= 2


def attach(group: list[Entity], c: Candidate) -> None:
    same = [e for e in group if e.lang == c.lang and all(x.mention.system == c.mention.system for x in e.candidates)]
    if same:
        same[0].candidates.append(c)
    else:
        group.append(Entity(c.lang, c.mention.key, False, [c]))


# ---------------------------------------------------------------- rows


def own_spelling(person: Person, m) -> str:
    """The word of the person's other mentions in the version nearest to the mention's letters."""
    words = {w for x in person.mentions if x.lang == m.lang and x.mention.surface != m.mention.surface
             for w in x.mention.surface.split()}
    return min(words, key=lambda w: Levenshtein.distance(w, m.mention.surface), default=m.mention.surface)


def aligned_flags(article: str, findings: list[Finding], persons: list[Person], versions: list[Version],
                  source: str = "") -> list[Discrepancy]:
    """One row per slip found at an aligned place (``source``: the version the others were
    translated from; a row says what it writes there)."""
    files = {v.lang: v.file for v in versions}
    out = []
    for f in findings:
        if not f.kind:
            continue
        person = persons[f.group]
        m = locate(f.candidate, versions)
        evidence = []
        for lang in f.witnesses:
            ms = sorted((x for x in person.mentions if x.lang == lang), key=lambda x: abs(x.line - m.line))
            if ms:
                evidence.append(Place(lang, ms[0].line, ms[0].start, ms[0].end))
        found = quote(m.mention.surface, m.lang, readable)
        said = [x for x in person.mentions if x.lang == source and source in f.witnesses]
        expected = min(said, key=lambda x: abs(x.line - m.line)).mention.surface if said else person.canonical
        others = witnesses(f.witnesses, source)
        message = {
            GARBLED: f"The {name_of(m.lang)} version writes {found} where {others} {expected}; "
                     f"check the name against the source.",
            SUBSTITUTED: f"The {name_of(m.lang)} version writes {found} where {others} {expected}; "
                         f"check the name against the source.",
            MISSPELT: f"The {name_of(m.lang)} version writes {found} here and {quote(own_spelling(person, m), m.lang, readable)} "
                      f"elsewhere, where {others} {expected}; check the spelling.",
            DROPPED_SURNAME: f"The {name_of(m.lang)} version names {person.canonical} only as {found} here, "
                             f"where {others} the full name: the surname is missing.",
            DROPPED_GIVEN: f"The {name_of(m.lang)} version introduces {person.canonical} only as {found}, "
                           f"where {others} the full name: the given name is missing.",
        }[f.kind]
        out.append(Discrepancy(
            article=article,
            issue_id=issue_id(article, "name_mismatch", m.lang, person.key, f.kind, spelling_form(m.mention.surface)),
            kind="name_variant" if f.kind == MISSPELT else "name_mismatch", severity=SEVERITY[f.kind],
            lang=m.lang, file=files.get(m.lang, ""), line=m.line,
            found=m.mention.surface, expected=expected, evidence=evidence, message=message,
            start=m.start, end=m.end,
        ))
    return out
