"""Find Chinese person names in a paragraph of any language and script.

A candidate is a run of 2-4 words separated only by spaces in which every word (once
stripped of clitics, apostrophe suffixes and case endings) reads as pinyin syllables in the
spelling system of its script, one end word is a Chinese surname and the other words make a
given name of one or two syllables. Candidates are then weighed:

* Latin and Cyrillic: the words must be capitalized (an all-caps surname is allowed), and a
  run of capitalized words that goes on with non-Chinese words is an organization or title.
* Devanagari and Arabic have no capitals, so a candidate needs more evidence: a frequent
  surname, a context word nearby (title, role, verb of saying), or a Latin spelling of the
  same name in the paragraph.
* Everywhere: ordinary words of the language (stop words), well-known places, and names
  followed (or, in Arabic, preceded) by a word like "University" are rejected, and so are
  outlet names (雷锋网; "Lei Feng Wang" after "Source:"/"Yazan:", see ``outlets``).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from pipeline.model import NameMention
from pipeline.names import outlets, phonetic, syllables, translit
from pipeline.names.cues import NameCues, cues_for, normalize_word
from pipeline.names.dialects import is_dialect_spelling

MAX_WORDS = 4
MIN_SCORE = 0.5
CUE_BONUS = 0.25
LATIN_MATCH = 85  # key similarity for a Latin spelling in the same paragraph to confirm a name
CONTEXT_WINDOW = 4  # words on each side searched for titles, roles and verbs of saying
COMMON_SURNAME_RANK = 100
HAN_NAME_LENGTHS = (2, 3, 4)
# a short run of characters that starts with a surname character is often just a word
HAN_SCORE = 0.5
UNCASED_SCRIPTS = ("devanagari", "arabic")


@dataclass
class Token:
    start: int
    end: int
    text: str
    script: str
    index: int = 0  # position in the paragraph's token list

    @property
    def folded(self) -> str:
        return normalize_word(self.text)


def _is_word_char(ch: str) -> bool:
    cat = unicodedata.category(ch)
    return cat[0] in "LM" or ch in translit.INVISIBLE


def _joins_word(text: str, j: int, joiners: str) -> bool:
    """An apostrophe or hyphen between two letters (Ch'en, Wei-Hsin, Xinyu'nun)."""
    return text[j] in joiners and j + 1 < len(text) and _is_word_char(text[j + 1])


def _word_char_class() -> str:
    """A regex class of exactly the characters ``_is_word_char`` accepts (letters, marks, the
    invisible joiners), written as ranges of consecutive code points: one compiled pattern
    finds the words of a paragraph many times faster than a loop over its characters."""
    scanned = list(range(0x40000)) + list(range(0xE0000, 0xE0200))  # every plane with letters or marks
    codes = sorted({c for c in scanned if unicodedata.category(chr(c))[0] in "LM"}
                   | {ord(ch) for ch in translit.INVISIBLE})
    ranges: list[list[int]] = []
    for code in codes:
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return "".join(re.escape(chr(a)) + ("-" + re.escape(chr(b)) if b > a else "") for a, b in ranges)


@lru_cache(maxsize=1)
def _token_pattern() -> re.Pattern:
    word = f"[{_word_char_class()}]"
    joiner = f"[{re.escape(translit.APOSTROPHES + translit.HYPHENS)}]"
    return re.compile(f"{word}+(?:{joiner}{word}+)*")


def tokenize(text: str) -> list[Token]:
    """Words with offsets; apostrophes and hyphens inside a word belong to it (Wei-Hsin, Ch'en).
    A run of Chinese characters is one token too: a possible name written in hanzi."""
    return [Token(m.start(), m.end(), m.group(), translit.script_of(m.group()), n)
            for n, m in enumerate(_token_pattern().finditer(text))]


def _only_space_between(text: str, a: Token, b: Token) -> bool:
    gap = text[a.end:b.start]
    return 0 < len(gap) <= 2 and gap.isspace()


def _is_capitalized(token: Token) -> bool:
    return token.text[:1].isupper()


def _all_caps(token: Token) -> bool:
    letters = [c for c in token.text if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


@dataclass
class Candidate:
    tokens: list[Token]
    reading: phonetic.NameReading


def _read_run(tokens: list[Token], lang: str) -> phonetic.NameReading | None:
    bases, per_word = [], []
    for i, tok in enumerate(tokens):
        base, readings = phonetic.word_base_readings(tok.text, lang, first=(i == 0))
        if not readings:
            return None
        bases.append(base)
        per_word.append(readings)
    uncased = tokens[0].script in UNCASED_SCRIPTS
    return phonetic.read_name_words(bases, per_word, given_first_ok=not uncased)


def _case_ok(run: list[Token]) -> bool:
    """Latin/Cyrillic name words are capitalized; only the surname may be all caps."""
    if run[0].script in UNCASED_SCRIPTS:
        return True
    if not all(_is_capitalized(t) for t in run):
        return False
    caps = [t for t in run if _all_caps(t)]
    return len(caps) <= 1


NAME_SCRIPTS = ("latin", "cyrillic", *UNCASED_SCRIPTS)


def _reads_as_pinyin(token: Token, lang: str, first: bool) -> bool:
    return bool(phonetic.word_base_readings(token.text, lang, first)[1])


def _run_limit(text: str, tokens: list[Token], i: int, lang: str) -> int:
    """How many tokens from ``i`` on could make one name: same script, capitalized where the
    script has capitals, only spaces between, each reading as pinyin. Checked word by word
    once, so longer runs are not rebuilt and rejected for the same word again and again;
    readings (the costly part) only once the run's shape allows a name."""
    head = tokens[i]
    cased = head.script not in UNCASED_SCRIPTS
    if head.script not in NAME_SCRIPTS or (cased and not _is_capitalized(head)):
        return 0
    size = 1
    while size < MAX_WORDS and i + size < len(tokens):
        tok = tokens[i + size]
        if tok.script != head.script or (cased and not _is_capitalized(tok)) \
                or not _only_space_between(text, tokens[i + size - 1], tok):
            break
        size += 1
    if size < 2:
        return 0
    for n in range(size):
        if not _reads_as_pinyin(tokens[i + n], lang, n == 0):
            return n
    return size


def _candidates(text: str, tokens: list[Token], lang: str, cues: NameCues,
                latin_keys: tuple[str, ...] = ()) -> list[Candidate]:
    """Longest acceptable runs, left to right, without overlaps."""
    out, i = [], 0
    while i < len(tokens):
        found = None
        for size in range(_run_limit(text, tokens, i, lang), 1, -1):
            run = tokens[i:i + size]
            if not _case_ok(run):
                continue
            reading = _read_run(run, lang)
            if reading is not None and _acceptable(Candidate(run, reading), text, tokens, cues, latin_keys):
                found = Candidate(run, reading)
                break
        if found:
            out.append(found)
            i += len(found.tokens)
        else:
            i += 1
    return out


# ---------------------------------------------------------------- filters and evidence

def _word_set(tokens: list[Token]) -> set[str]:
    return {t.folded for t in tokens}


SENTENCE_END = ".!?:;…。！？\n"
OPENING_MARKS = " \t\"'«»“”„‘’([{-–—*•"


def _sentence_initial(text: str, token: Token) -> bool:
    before = text[:token.start].rstrip(OPENING_MARKS)
    return not before or before[-1] in SENTENCE_END


def _is_stop(token: Token, base: str, text: str, cues: NameCues) -> bool:
    """An ordinary word of the language. In cased scripts a capital inside a sentence marks a
    name (Russian "Ли" is the particle only in lower case), so there only a sentence-initial
    word counts."""
    if normalize_word(base) not in cues.stop_words and token.folded not in cues.stop_words:
        return False
    if normalize_word(base) in cues.name_homographs:
        return False  # also the usual spelling of a frequent name syllable (Arabic لي = Li)
    return token.script in UNCASED_SCRIPTS or _sentence_initial(text, token)


def _stop_flags(cand: Candidate, text: str, cues: NameCues) -> list[bool]:
    return [_is_stop(t, b, text, cues) for t, b in zip(cand.tokens, cand.reading.bases)]


def _next_tokens(tokens: list[Token], cand: Candidate, count: int) -> list[Token]:
    idx = cand.tokens[-1].index
    return tokens[idx + 1: idx + 1 + count]


def _prev_tokens(tokens: list[Token], cand: Candidate, count: int) -> list[Token]:
    idx = cand.tokens[0].index
    return tokens[max(0, idx - count): idx]


def _is_institution(cand: Candidate, tokens: list[Token], cues: NameCues) -> bool:
    """Followed (or in Arabic preceded) by University, Group, City...: not a person."""
    blockers = cues.org_words | cues.place_words
    after = _next_tokens(tokens, cand, 1)
    before = _prev_tokens(tokens, cand, 1)
    suffixed = cand.tokens[-1].text != cand.reading.bases[-1]  # "Gao Mingyuan'ın ekibi": his team
    if after and after[0].folded in blockers and not suffixed:
        return True
    if cand.tokens[0].script == "arabic" and before and before[0].folded in blockers:
        return True
    return False


def _is_outlet(cand: Candidate, tokens: list[Token], cues: NameCues) -> bool:
    """A romanized outlet name in a byline or source line ("Kaynak: Lei Feng Wang")."""
    before = [t.folded for t in _prev_tokens(tokens, cand, outlets.BYLINE_REACH)]
    return outlets.is_romanized_outlet(cand.reading.syllables, before, cues.byline_words)


def _continues_capitalized(text: str, cand: Candidate, tokens: list[Token], cues: NameCues) -> bool:
    """A Latin/Cyrillic name glued to more capitalized words is part of a longer proper noun.

    "Yue Zhi An Mian" (a company), "Zhang Wei Foundation": the capitalized run goes on after the
    name. Titles and roles ("CTO", "Prof"), acronyms and a suffixed last word (Xinyu'nun) end it.
    """
    first, last = cand.tokens[0], cand.tokens[-1]
    after = _next_tokens(tokens, cand, 1)
    if after and last.text == cand.reading.bases[-1]:
        nxt = after[0]
        if _only_space_between(text, last, nxt) and _is_capitalized(nxt) and not _all_caps(nxt) \
                and nxt.folded not in cues.context_words:
            return True
    before = _prev_tokens(tokens, cand, 1)
    if before:
        prev = before[0]
        if _only_space_between(text, prev, first) and _is_capitalized(prev) and not _all_caps(prev) \
                and prev.folded not in cues.stop_words | cues.context_words \
                and (_reads_as_name_word(prev) or is_dialect_spelling(prev.text)):
            return True  # a dialect surname before it (Lim Wei Jian): the name is all three words
    return False


MAX_NAME_WORD_SYLLABLES = 2


def _reads_as_name_word(token: Token) -> bool:
    """Reads as one or two pinyin syllables, as a word of a Chinese name does; long ordinary
    words often read as some chain of syllables (Malay Penyelidikan = pen ye li di kan)."""
    readings = phonetic.word_readings(token.text)
    return bool(readings) and len(readings[0].syllables) <= MAX_NAME_WORD_SYLLABLES


def _continues_uncased(text: str, cand: Candidate, tokens: list[Token], cues: NameCues) -> bool:
    """Without capitals, a neighbouring one-syllable word that also reads as pinyin means the run
    is part of a longer Chinese string (a company name, a longer name) we cannot cut reliably.
    Longer ordinary words often read as some chain of syllables, so only one-syllable ones count."""
    neighbours = [(t, cand.tokens[-1], t) for t in _next_tokens(tokens, cand, 1)] + \
                 [(t, t, cand.tokens[0]) for t in _prev_tokens(tokens, cand, 1)]
    for tok, left, right in neighbours:
        if tok.script != cand.tokens[0].script or not _only_space_between(text, left, right):
            continue
        if tok.folded in cues.stop_words or tok.folded in cues.context_words:
            continue
        base, readings = phonetic.word_base_readings(tok.text, cues.lang, True)
        if base != tok.text and left is cand.tokens[-1]:
            continue  # "... وتشانغ": a conjunction starts the next name
        if readings and len(readings[0].syllables) == 1:
            return True
    return False


def _is_place(cand: Candidate) -> bool:
    places = syllables.place_keys()
    reading = cand.reading
    whole = " ".join(s for w in reading.syllables for s in w)
    return whole in places or reading.key in places or any(" ".join(w) in places for w in reading.syllables if len(w) > 1)


def _context_cue(cand: Candidate, tokens: list[Token], cues: NameCues) -> float:
    near = _prev_tokens(tokens, cand, CONTEXT_WINDOW) + _next_tokens(tokens, cand, CONTEXT_WINDOW)
    words = _word_set(near)
    if words & cues.context_words:
        return CUE_BONUS
    after = _next_tokens(tokens, cand, 1)
    if after and after[0].folded in cues.postpositions:
        return 0.1
    return 0.0


def _score(cand: Candidate, tokens: list[Token], cues: NameCues, latin_keys: list[str]) -> float:
    reading = cand.reading
    uncased = cand.tokens[0].script in UNCASED_SCRIPTS
    # without capitals, two syllables in a row read as a name too easily: they need a cue
    score = 0.3 if uncased else 0.7
    if reading.surname_rank <= COMMON_SURNAME_RANK:
        score += 0.15 if uncased else 0.1
    if len(reading.surname) + len(reading.given) >= 3:
        score += 0.2 if uncased else 0.1
    score += _context_cue(cand, tokens, cues)
    if uncased and _latin_match(cand, latin_keys):
        score += 0.3
    return min(1.0, round(score, 2))


def _uncased_stop_allowed(cand: Candidate, tokens: list[Token], cues: NameCues, latin_keys) -> bool:
    """An Arabic/Hindi name may contain an ordinary word only when a title, role or verb of
    saying introduces it, or a Latin spelling in the paragraph confirms it."""
    before = _prev_tokens(tokens, cand, 1)
    if before and before[0].folded in cues.context_words:
        return True
    return _latin_match(cand, latin_keys)


def _latin_match(cand: Candidate, latin_keys) -> bool:
    return any(phonetic.key_similarity(cand.reading.key, k) >= LATIN_MATCH for k in latin_keys)


def _acceptable(cand: Candidate, text: str, tokens: list[Token], cues: NameCues,
                latin_keys: tuple[str, ...] = ()) -> bool:
    if not cand.reading.surname_first and _all_caps(cand.tokens[-1]):
        return False  # an all-caps surname is written first (ZHOU Xinyu); "Meta AI" is not a name
    if _is_place(cand) or _is_institution(cand, tokens, cues) or _is_outlet(cand, tokens, cues):
        return False
    uncased = cand.tokens[0].script in UNCASED_SCRIPTS
    continues = _continues_uncased if uncased else _continues_capitalized
    if continues(text, cand, tokens, cues):
        return False
    stops = _stop_flags(cand, text, cues)
    if any(stops):
        # an ordinary word can still be a surname (Malay "Yang") before a clearly Chinese given name
        surname_at = 0 if cand.reading.surname_first else len(stops) - 1
        stops_in_given = any(flag for i, flag in enumerate(stops) if i != surname_at)
        joined_given = len(cand.reading.given) >= 2 and len(cand.tokens) == 2
        if uncased:
            # never a name made of ordinary words only; otherwise a title, role or verb of saying
            # just before it, or a Latin spelling of it, lets it through
            if all(stops) or not _uncased_stop_allowed(cand, tokens, cues, latin_keys):
                return False
        elif stops_in_given or not joined_given:
            return False
    return True


# ---------------------------------------------------------------- names in hanzi

def _han_mentions(tokens: list[Token]) -> list[NameMention]:
    """A run of 2-4 hanzi that starts with a surname and is not a known place."""
    out = []
    for tok in tokens:
        if tok.script != "han" or len(tok.text) not in HAN_NAME_LENGTHS:
            continue
        reading = phonetic.read_han_name(tok.text)
        if reading is None or reading.key in syllables.place_keys() or outlets.is_hanzi_outlet(tok.text):
            continue
        out.append(NameMention(tok.start, tok.end, tok.text, tok.text, reading.key, chinese=True,
                               score=HAN_SCORE, system="hanzi"))
    return out


# ---------------------------------------------------------------- public

def _base_text(cand: Candidate) -> str:
    return " ".join(cand.reading.bases)


def detect_chinese_names(text: str, lang: str, hint_keys: Iterable[str] = ()) -> list[NameMention]:
    """Chinese person names in a paragraph, with offsets into ``text``.

    hint_keys: optional phonetic keys of names found in the aligned paragraphs of other
    versions. Like a Latin spelling in the same paragraph, they confirm Arabic and Devanagari
    candidates that would otherwise be too weak (two syllables, or containing an ordinary word).
    """
    cues = cues_for(lang)
    tokens = tokenize(text)
    hints = tuple(hint_keys)
    candidates = _candidates(text, tokens, lang, cues, hints)
    known_keys = hints + tuple(c.reading.key for c in candidates if c.tokens[0].script == "latin")
    if len(known_keys) > len(hints) and any(t.script in UNCASED_SCRIPTS for t in tokens):
        # a Latin spelling in the paragraph confirms the same name in Arabic or Devanagari
        candidates = _candidates(text, tokens, lang, cues, known_keys)
    mentions = []
    for cand in candidates:
        score = _score(cand, tokens, cues, known_keys)
        if score < MIN_SCORE:
            continue
        start, end = cand.tokens[0].start, cand.tokens[-1].end
        mentions.append(NameMention(
            start=start, end=end, surface=text[start:end], base=_base_text(cand),
            key=cand.reading.key, chinese=True, score=score, system=cand.reading.system,
        ))
    mentions.extend(_han_mentions(tokens))
    mentions.sort(key=lambda m: m.start)
    return mentions
