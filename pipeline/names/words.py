"""Words of a paragraph with their offsets, and the shapes of words that matter for names."""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from pipeline.names import memo, translit
from pipeline.names.cues import NameCues

SYLLABLE_PART = 4  # letters of a lowercase syllable after a hyphen in a name (Ji-hoon)
SPACES = {" ", "\N{NO-BREAK SPACE}", "\N{NARROW NO-BREAK SPACE}"}
SENTENCE_END = ".!?:;\n…"
OPENING_MARKS = " \N{NO-BREAK SPACE}\"'«“„("


def _mark_class() -> str:
    """A regex class of every combining mark and joiner, so Devanagari/Arabic words stay whole.

    Written as ranges of consecutive code points: a class of some 2,000 single characters
    makes the regex engine several times slower than the same class as 300 ranges."""
    codes = [c for c in range(0x20000) if unicodedata.category(chr(c)) in ("Mn", "Mc", "Me")]
    codes += [ord("\N{ZERO WIDTH NON-JOINER}"), ord("\N{ZERO WIDTH JOINER}")]
    ranges: list[list[int]] = []
    for code in sorted(set(codes)):
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return "".join(re.escape(chr(a)) + ("-" + re.escape(chr(b)) if b > a else "") for a, b in ranges)


_LETTER = rf"(?:[^\W\d_]|[{_mark_class()}])"
WORD_RE = re.compile(rf"{_LETTER}+(?:[{re.escape(translit.APOSTROPHES)}\-]{_LETTER}+)*")


@memo.per_article
@lru_cache(maxsize=memo.PARAGRAPHS)
def word_spans(text: str) -> tuple[tuple[int, int, str], ...]:
    """(start, end, word) for every word; apostrophes and hyphens inside a word are kept.
    Cached for the article: detection, projection and linking all scan each paragraph."""
    return tuple((m.start(), m.end(), m.group()) for m in WORD_RE.finditer(text))


def lowercase_vocabulary(text: str) -> frozenset:
    """Casefolded words that ``text`` writes in lower case at least once (all of the word:
    "аль-Мансури" starts with a particle, it is not a common word)."""
    return frozenset(w.casefold() for _, _, w in word_spans(text) if w.islower())


def is_capitalized_word(word: str, cues: NameCues) -> bool:
    """Title-case word of at least two letters; inner capitals only after McDonald-style prefixes;
    a lowercase particle may lead it (аль-Мансури, el-Sisi)."""
    return _is_capitalized_word(word, cues.lang)


@lru_cache(maxsize=memo.WORDS)
def _is_capitalized_word(word: str, lang: str) -> bool:
    from pipeline.names.cues import cues_for

    cues = cues_for(lang)
    head, _, rest = word.partition("-")
    if rest and head.casefold() in cues.particles | cues.article_prefixes and rest[:1].isupper():
        word = rest  # аль-Мансури, as-Sudani, et-Temimi
    if len(word) < 2 or not word[0].isupper() or not any(ch.islower() for ch in word):
        return False
    if any(ch.isdigit() for ch in word):
        return False
    parts = word.split("-")
    for n, part in enumerate(parts):
        if not part:
            return False
        if not part[0].isupper():
            if part.casefold() in cues.particles or (n == 0 and part.casefold() in cues.article_prefixes):
                continue  # Башар аль-Асад, Abdel-Fattah el-Sisi, Muhammed Şiya es-Sudani
            if n > 0 and parts[0][:1].isupper() and len(part) <= SYLLABLE_PART:
                continue  # a romanized syllable: Korean Jae-in, Ji-hoon; Wade-Giles Wen-hao
            return False
        inner = part[1:]
        if any(ch.isupper() for ch in inner) and not any(
            part.startswith(p) and len(part) > len(p) and part[len(p)].isupper() for p in cues.capital_prefixes
        ):
            return False
    return True


def starts_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip(OPENING_MARKS)
    return not before or before[-1] in SENTENCE_END


def gap_is_space(text: str, end: int, start: int) -> bool:
    return text[end:start] in SPACES


def letter_count(word: str) -> int:
    """Letters of a word, the vowel signs of an abugida counted as letters (ज़ावी has four: ज,
    ा, व, ी; Python's isalpha leaves out the signs, and the nukta is no letter of its own)."""
    return sum(ch.isalpha() or "VOWEL SIGN" in unicodedata.name(ch, "") for ch in word)
