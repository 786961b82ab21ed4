"""Where a name may stand in a paragraph, and which words never stand there as a name.

In a script without capitals a name is found by its place: after a verb of speech or a title, or
before a postposition, a verb of speech or the postposition of an agent (``anchored``,
``speaker_slot``), with no punctuation between (``broken``). The words that stand there and are
no name are the language's own: function and stop words, titles, roles, places, pronouns, words
of organisations, words its press writes often, common nouns with an owner glued on
(``blocked_words``, ``words_of_no_speaker``, ``plainly_a_word``). A word in quotation marks is
the name of a club, a work or a product (``quoted``).
"""
from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from pipeline.names.affixes import clitic_and_article_readings
from pipeline.names.common import is_common_word
from pipeline.names.cues import country_names, cues_for, normalize_word, place_names
from pipeline.names.words import letter_count, word_spans

MIN_LETTERS = 3
COMMON = 3  # a word the version writes this often is a word of its language, not a garble


BREAKS = set(".,;:!?()[]«»\"“”،؛؟।—–")


def broken(spans, text: str, i: int, j: int) -> bool:
    """Punctuation stands between words ``i`` and ``j`` (next to each other): a name ends there."""
    a, b = (spans[j][1], spans[i][0]) if j < i else (spans[i][1], spans[j][0])
    return any(ch in BREAKS for ch in text[a:b])


@lru_cache(maxsize=None)
def blocked_words(lang: str) -> frozenset:
    """Words never read as a garbled name: the language's function and stop words, titles,
    postpositions, speech verbs and the names of countries and places."""
    cues = cues_for(lang)
    return cues.stop_words | cues.function_words | cues.titles | cues.postpositions | cues.speech_verbs | \
        cues.roles | country_names(lang) | place_names(lang)


def anchored(spans, i: int, lang: str) -> bool:
    """In a script without capitals, a word where a name stands: after a verb of speech or a
    title, or before a postposition or a verb of speech."""
    cues = cues_for(lang)
    return between_markers(spans, i, cues, cues.speech_verbs | cues.titles, cues.postpositions | cues.speech_verbs)


def between_markers(spans, i: int, cues, before: frozenset, after: frozenset, text: str = "") -> bool:
    """Word ``i`` follows a word of ``before`` (in any clitic reading) or comes before a word of
    ``after``; with ``text``, only when no punctuation stands between."""
    if i > 0 and not (text and broken(spans, text, i - 1, i)) and any(
            normalize_word(r) in before for r in clitic_and_article_readings(spans[i - 1][2], cues)):
        return True
    return i + 1 < len(spans) and not (text and broken(spans, text, i, i + 1)) and \
        normalize_word(spans[i + 1][2]) in after


def speaker_slot(spans, text: str, i: int, lang: str) -> bool:
    """Word ``i`` stands where a speaker's name stands: right after a verb of speech or a title
    (وقال فالفيردي), or right before a verb of speech or the postposition of an agent
    (वालवेर्दे ने); no punctuation between (كلاريون ليدجر، ذكر: a paper's name ends the clause)."""
    cues = cues_for(lang)
    return between_markers(spans, i, cues, cues.speech_verbs | cues.titles, cues.speech_verbs | cues.agent_markers,
                           text)


def owned_common_noun(word: str, lang: str) -> bool:
    """A common noun with its owner glued on (Arabic فيلقه "his battalion", زملاؤه "his colleagues")."""
    cues = cues_for(lang)
    folded = normalize_word(word)
    stems = [folded[:-len(s)] for s in cues.possessive_suffixes if folded.endswith(s)]
    stems += [stem[:-len(old)] + new for stem in stems for old, new in cues.possessive_stem_endings if stem.endswith(old)]
    return any(letter_count(stem) >= MIN_LETTERS and is_common_word(stem, lang) for stem in stems)


@lru_cache(maxsize=None)
def words_of_no_speaker(lang: str) -> frozenset:
    """``blocked_words`` and the words of persons' stand-ins: pronouns, kinds of named things
    and words of organisations and places."""
    cues = cues_for(lang)
    return blocked_words(lang) | cues.non_person | cues.personal_pronouns | cues.heads_before | cues.heads_after


def plainly_a_word(word: str, reading: str, lang: str, counts: Counter) -> bool:
    """A word of the language, not a name: a function word, pronoun, title, role, place or word
    of an organisation (in any of its clitic readings), a word with the article (الشركة), a word
    the version writes often, a word the language's press writes often (بيان, पुलिस), a common
    noun with its owner glued on (فيلقه), or too short to tell."""
    cues = cues_for(lang)
    blocked = words_of_no_speaker(lang)
    choices = clitic_and_article_readings(reading, cues) if cues.clitics else [reading]
    return letter_count(reading) < MIN_LETTERS or counts[normalize_word(word)] >= COMMON - 1 or \
        any(normalize_word(r) in blocked for r in choices) or any(reading.startswith(a) for a in cues.articles) or \
        is_common_word(reading, lang) or owned_common_noun(reading, lang)


OPENING_QUOTES = "«“„‘\"'‹"


def quoted(text: str, start: int, end: int) -> bool:
    """A word inside quotation marks: the name of a club, a work or a product («Рапид»)."""
    before = text[:start].rstrip()
    return bool(before) and before[-1] in OPENING_QUOTES


DOUBLE_QUOTES = "\"\u00ab\u00bb\u201c\u201d\u201e"  # " « » “ ” „ (single ones are apostrophes too: Trump’s, O'Brien)
QUOTE_MARK = re.compile(f"[{DOUBLE_QUOTES}]")


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """The stretches between double quotation marks, mark by mark (an opening and a closing one)."""
    marks = [m.start() for m in QUOTE_MARK.finditer(text)]
    return [(marks[k], marks[k + 1]) for k in range(0, len(marks) - 1, 2)]


MAX_TITLE_WORDS = 4  # a quoted stretch this short is a title, not speech


def quoted_titles(text: str) -> list[tuple[int, int]]:
    """The short quoted stretches: the titles of programmes, papers and works (لبرنامج "مورنينغ ويذ
    هاليت", "Morning with Hallett"), whose words are nobody's name however they sound."""
    return [(a, b) for a, b in quoted_spans(text) if len(word_spans(text[a + 1:b])) <= MAX_TITLE_WORDS]
