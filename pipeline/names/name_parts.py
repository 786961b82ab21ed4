"""Which words of a person's name a version writes where the others name that person
(``pipeline.names.aligned`` finds the places): the given name alone where the others write the full
name, the surname alone at the first mention, a given name with another surname garbled beside it,
another person's given name before the surname (कारमेन हॉलिस्टर for Linda Hollister), and the word
tests they share: does a word sound like one of the person's words, does the name end beside it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pipeline.model import NameMention
from pipeline.names.affixes import bare_word, clitic_and_article_readings
from pipeline.names.agreement import CASED_SCRIPTS, readings
from pipeline.names.common import is_common_word
from pipeline.names.cues import cues_for, normalize_word
from pipeline.names.detect import SHORT_SYSTEM
from pipeline.names.entities import Candidate, script_of
from pipeline.names.flags import ALIGNED_SYSTEM
from pipeline.names.keys import consonant_distance, consonants, glued_to_name, name_key, word_similarity
from pipeline.names.slots import MIN_LETTERS, blocked_words, broken, words_of_no_speaker
from pipeline.names.words import is_capitalized_word, letter_count, word_spans

SOUNDS_LIKE = 55.0  # word similarity of a word to a word of the person: its mention
GIVEN = 80.0  # ... to the person's given name: the given name, written its own way
CONSONANT_EDIT = 1.0  # a whole consonant: another reading, not a transliteration
GARBLED, DROPPED_SURNAME, DROPPED_GIVEN, SUBSTITUTED = "garbled", "dropped_surname", "dropped_given", "substituted"
MISSPELT = "misspelt"


@dataclass
class Finding:
    group: int
    candidate: Candidate
    kind: str
    witnesses: list[str] = field(default_factory=list)
    expected: str = ""


def full_names(by_lang: dict[str, list[Candidate]]) -> list[list[str]]:
    return [c.mention.base.split() for cs in by_lang.values() for c in cs if len(c.mention.base.split()) >= 2]


def judged_mentions(g: int, mine: list[Candidate], by_lang, groups, alone: set[int], text: str) -> list[Finding]:
    """Slips of the mentions a version has where the others name the person: another person's
    given name before its surname (``given_replaced_before``); the given name alone where they
    write the surname; the surname alone as the version's only way of naming a person the others
    introduce by the full name there. A name-like word beside it that detection
    did not read as the rest of the name (a given name of another reading: تشافي for Xavi) makes
    it no slip."""
    fulls = full_names(by_lang)
    if not fulls or any(c.mention.system == ALIGNED_SYSTEM for c in mine):
        return []
    replaced = given_replaced_before(g, mine, fulls, by_lang, groups, text)
    if replaced is not None:
        return [replaced]
    if any(len(c.mention.base.split()) >= 2 for c in mine):
        return []
    givens = {name_key(words[0]) for words in fulls}
    surnames = {name_key(words[-1]) for words in fulls}
    c = min(mine, key=lambda x: x.mention.start)  # where the others write the full name
    spans = word_spans(text)
    i = next((n for n, (start, _, _) in enumerate(spans) if start <= c.mention.start < spans[n][1]), None)
    if i is None:
        return []
    if sounds_in(c.mention.key, givens) and not sounds_in(c.mention.key, surnames) and g not in alone:
        rest = {name_key(w) for words in fulls for w in words[1:]}  # أحمد أبو الغيط, محمد علي باتي
        if name_ends(spans, text, i, 1, c.lang) or common_word_after(spans, text, i, c.lang, rest):
            return [Finding(g, c, DROPPED_SURNAME, sorted(by_lang))]
        whole = garbled_surname_after(spans, text, i, c, surnames)
        return [Finding(g, whole, GARBLED, sorted(by_lang))] if whole else []
    whole = all(len(c2.mention.base.split()) >= 2 for cs in by_lang.values() for c2 in cs)
    version_full = any(x.version == c.version and len(x.mention.base.split()) >= 2 and x.mention.system != SHORT_SYSTEM
                       for e in groups[g] for x in e.candidates)
    first = min((x.paragraph for e in groups[g] for x in e.candidates if x.version == c.version), default=-1)
    if whole and not version_full and c.paragraph == first and sounds_in(c.mention.key, surnames) and \
            name_ends(spans, text, i, -1, c.lang):
        return [Finding(g, c, DROPPED_GIVEN, sorted(by_lang))]
    return []



def given_replaced_before(g: int, mine: list[Candidate], fulls: list[list[str]], by_lang, groups, text: str):
    """In a script without capitals, the version names the person as often as the others there,
    its first mention is the later words of the name the others write with its given name, and
    right before it stands the given name of another person of the article (कारमेन हॉलिस्टर where
    the others write Linda Hollister, and Carmen is Carmen Ruiz): two persons' names mixed, the
    whole a ``substituted`` finding. Any other word there is no evidence (रात सैनफ़ोर्ड, "night",
    دوره أتكينسون, "his role"): a given name put in from outside the article is left alone. Named
    less often, the first mention may stand for a later one of theirs."""
    counts = sorted(len(cs) for cs in by_lang.values())
    if len(mine) < counts[len(counts) // 2]:
        return None
    c = min(mine, key=lambda x: x.mention.start)
    words = c.mention.base.split()
    if script_of(c.mention.base) in CASED_SCRIPTS or not all(len(f) > len(words) for f in fulls):
        return None  # capitals put a replaced given name inside the mention, judged as a mismatch
    later = {name_key(w) for f in fulls for w in f[1:]}
    if not sounds_in(name_key(words[0]), later):
        return None
    spans = word_spans(text)
    i = next((n for n, (start, end, _) in enumerate(spans) if start <= c.mention.start < end), None)
    j = None if i is None else neighbour(spans, text, i, -1, c.lang, words_of_no_speaker(c.lang))
    if j is None or letter_count(spans[j][2]) < MIN_LETTERS:
        return None
    keys = {name_key(r) for r in readings(spans[j][2], c.lang)}
    givens = {name_key(f[0]) for f in fulls}
    if any(sounds_in(k, givens | later) for k in keys) or not any(sounds_in(k, others_given_names(groups, g)) for k in keys):
        return None
    start, end = spans[j][0], c.mention.end
    written = text[start:end]
    whole = NameMention(start, end, written, written, name_key(written), False, 0.5, ALIGNED_SYSTEM)
    return Finding(g, Candidate(c.version, c.lang, c.paragraph, whole, c.positions), SUBSTITUTED, sorted(by_lang))


def others_given_names(groups, g: int) -> set[str]:
    """The keys of the first words of the other persons' full names, in any version (not of
    Chinese names, whose first word is the surname)."""
    return {name_key(x.mention.base.split()[0]) for o, group in enumerate(groups) if o != g
            if not any(e.chinese for e in group)
            for e in group for x in e.candidates if len(x.mention.base.split()) >= 2}


def common_word_after(spans, text: str, i: int, lang: str, rest: set[str]) -> bool:
    """In a script without capitals, the word after word ``i`` is one its press writes often and
    sounds like none of the ``rest`` of the person's name (ريبيكا اجتماعا, "Rebecca a meeting"):
    the name ended. A particle, a compound head or a middle name is no end (أحمد أبو الغيط)."""
    j = i + 1
    if j >= len(spans) or broken(spans, text, i, j) or spans[j][2].lower() != spans[j][2].upper():
        return False
    word = spans[j][2]
    cues = cues_for(lang)
    if normalize_word(word) in cues.particles | cues.compound_heads | cues.patronymic | cues.stop_words:
        return False  # أبو, بن: the name goes on
    return is_common_word(word, lang) and not any(sounds_in(name_key(r), rest) for r in readings(word, lang))



def garbled_surname_after(spans, text: str, i: int, c: Candidate, surnames: set[str]):
    """The given name and, right after it, a word detection left out that sounds like the
    surname with a consonant changed (جودت يلمان for Cevdet Yilmaz): that full name, garbled."""
    lang = c.lang
    j = neighbour(spans, text, i, 1, lang, blocked_words(lang))
    if j is None or is_common_word(spans[j][2], lang):
        return None
    word_readings = readings(spans[j][2], lang)
    keys = [name_key(r) for r in word_readings]
    if any(glued_to_name(r, s, lang) for r in word_readings for s in surnames):
        return None  # the surname with the next word run into it (هوليستربيان): a spacing slip
    if any(sounds_in(k, surnames) for k in keys) or not any(
            word_similarity(k, s) >= SOUNDS_LIKE for k in keys for s in surnames):
        return None
    start, end = c.mention.start, spans[j][1]
    written = text[start:end]
    whole = NameMention(start, end, written, written, name_key(written), False, 0.5, ALIGNED_SYSTEM)
    return Candidate(c.version, lang, c.paragraph, whole, c.positions)



def sounds_in(key: str, words: set[str]) -> bool:
    """The word is one of ``words`` transliterated: no whole consonant changed."""
    return any(consonant_distance(consonants(key), consonants(w)) < CONSONANT_EDIT and
               word_similarity(key, w) >= GIVEN for w in words)



def name_ends(spans, text: str, i: int, step: int, lang: str) -> bool:
    """Word ``i`` is the edge of the name on that side, surely: punctuation or the paragraph's
    edge, a word in lower case where the script has capitals, or a postposition, a verb of speech,
    a title or a word with the language's article where it has none (المولد, "born")."""
    cues = cues_for(lang)
    j = i + step
    if not 0 <= j < len(spans) or broken(spans, text, i, j):
        return True
    word = spans[j][2]
    folded = normalize_word(word)
    if folded in cues.particles:
        return False
    if word.lower() != word.upper():
        return not is_capitalized_word(bare_word(word, cues), cues)
    readings = [normalize_word(r) for r in clitic_and_article_readings(word, cues)] if cues.clitics else [folded]
    markers = (cues.postpositions | cues.speech_verbs | (cues.titles if step < 0 else frozenset())) \
        - cues.name_homographs  # a title comes before a name; after it, it may be the surname (رييس)
    return any(r in markers for r in readings) or any(word.startswith(a) for a in cues.articles)



def neighbour(spans, text: str, i: int, step: int, lang: str, blocked: frozenset):
    """The index of the name-like word next to word ``i`` on that side (particles skipped, no
    punctuation between): no function word, title, postposition or place; capitalized where the
    script has capitals. None when there is none."""
    cues = cues_for(lang)
    j = i + step
    while 0 <= j < len(spans):
        if broken(spans, text, i, j):
            return None
        word = spans[j][2]
        folded = normalize_word(word)
        if folded in cues.particles:
            i, j = j, j + step
            continue
        if folded in blocked or any(ch.isdigit() for ch in word):
            return None
        cased = word.lower() != word.upper()
        if cased and not is_capitalized_word(bare_word(word, cues), cues):
            return None
        return j
    return None
