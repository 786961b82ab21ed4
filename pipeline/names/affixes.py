"""What a name word may carry that is not part of the name, and how to take it off.

Arabic proclitics (وتشانغ, لترامب), the Arabic article on a foreign name (الترامب is rare, but
ال is part of Arab names such as الأسد), Turkish case suffixes after an apostrophe (Xinyu'nun,
Trump'ın), an English possessive (Weixin's) and Russian case endings (Синьюя, Илона Маска,
Трампа). The rules are the language's cues (``pipeline.names.cues``); this module applies them.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.names import memo
from pipeline.names import translit
from pipeline.names.cues import NameCues, calendar_words, cues_for, normalize_word

# an apostrophe suffix: a few lowercase letters (Turkish case endings, English 's)
MAX_SUFFIX = 6
RUSSIAN_VOWELS = "аеёиоуыэюяй"


def split_apostrophe_suffix(word: str) -> tuple[str, str]:
    """("Xinyu", "'nun") for "Xinyu'nun"; (word, "") when there is no suffix-like tail."""
    for i in range(len(word) - 1, 0, -1):
        if word[i] in translit.APOSTROPHES:
            tail = word[i + 1:]
            if 0 < len(tail) <= MAX_SUFFIX and tail.isalpha() and tail.islower():
                return word[:i], word[i:]
            break
    return word, ""


def strip_apostrophe_suffix(word: str) -> str:
    """Turkish writes suffixes after an apostrophe: Riedel'in -> Riedel, Trump'ın -> Trump; an
    apostrophe before a capital is the name's own (O'Brien'ın -> O'Brien, D'Alema)."""
    for i, ch in enumerate(word):
        if ch in translit.APOSTROPHES and i > 0 and not word[i + 1:i + 2].isupper():
            return word[:i]
    return word


MIN_GLUED_SUFFIX = 3  # a lowercase tail this long after an apostrophe is a suffix in any language
APOSTROPHE = re.compile("[" + re.escape(translit.APOSTROPHES) + "]")


def bare_word(word: str, cues: NameCues) -> str:
    """The word without a suffix its language writes after an apostrophe (Turkish), the English
    's, or a longer lowercase tail any writer may glue on (Woodward'dalam); a short one stays
    (Wade-Giles Ch'en)."""
    if not APOSTROPHE.search(word):
        return word
    return _bare_word(word, cues.lang)


@lru_cache(maxsize=memo.WORDS)
def _bare_word(word: str, lang: str) -> str:
    cues = cues_for(lang)
    if cues.apostrophe_suffixes:
        return strip_apostrophe_suffix(word)
    stem, suffix = split_apostrophe_suffix(word)
    if suffix[1:].lower() == "s" or len(suffix) - 1 >= MIN_GLUED_SUFFIX:
        return stem
    return word


def base_candidates(word: str, lang: str, first: bool = True) -> list[str]:
    """Possible bare forms of one name word, the form as written first.

    first: the word starts the name (Arabic proclitics attach only to the first word).
    """
    cues = cues_for(lang)
    out = [word]
    stem, suffix = split_apostrophe_suffix(word)
    if suffix:
        # Turkish always separates case suffixes with an apostrophe; elsewhere only 's
        if cues.apostrophe_suffixes:
            out.insert(0, stem)
        elif suffix[1:].lower() == "s":
            out.insert(0, stem)
    if first:
        for clitic in cues.clitics:
            if word.startswith(clitic) and len(word) > len(clitic) + 1:
                out.append(word[len(clitic):])
    lower = word.lower()
    for ending, replacement in cues.case_endings:
        if lower.endswith(ending) and len(word) > len(ending) + 1:
            out.append(word[: len(word) - len(ending)] + replacement)
    return list(dict.fromkeys(out))  # unique, first occurrence wins


def proclitic_readings(word: str, cues: NameCues) -> list[str]:
    """The word and every reading without an Arabic proclitic, longest clitic first.

    وبيتر may be و + بيتر or وب + يتر: the caller decides by matching the name it looks for.
    Only readings that keep at least two letters are offered.
    """
    word = word.replace("\N{ARABIC TATWEEL}", "")
    readings = [word[len(c):] for c in cues.clitics if word.startswith(c) and len(word) - len(c) >= 2]
    return [word] + readings


def strip_proclitic(word: str, cues: NameCues) -> str:
    """The word without its longest proclitic (لوالش -> والش), for display and registry search."""
    readings = proclitic_readings(word, cues)
    return readings[1] if len(readings) > 1 else readings[0]


def clitic_and_article_readings(word: str, cues: NameCues) -> list[str]:
    """Readings of a word without a proclitic and/or the article (وللترامب, بالأسد -> أسد)."""
    out = []
    for reading in proclitic_readings(word, cues):
        out.append(reading)
        for article in cues.articles:
            if reading.startswith(article) and len(reading) - len(article) >= 2:
                out.append(reading[len(article):])
    return list(dict.fromkeys(out))


# ---------------------------------------------------------------- Russian case forms


def russian_nominative(words: list[str], cues: NameCues) -> list[str]:
    """Undo case endings on a foreign masculine name (Илона Маска -> Илон Маск).

    The last word decides: a feminine nominative surname (-ова, -ская, ...) or a word without
    an oblique ending leaves the whole name as written.
    """
    if not cues.masculine_oblique or not words:
        return words
    head = declining_head(words, cues)
    if head < len(words):
        return russian_nominative(words[:head], cues) + words[head:]
    last = words[-1].lower()
    if any(last.endswith(f) for f in cues.feminine_nominative):
        return words
    if oblique_ending(words[-1], cues) is None:
        return words
    if len(words) >= 2 and not declined_together(words, cues):
        return words  # Анвар Ибрагим: -им ends the name itself, the given name shows no case
    return [strip_case(w, cues) for w in words]


INDECLINABLE_FINALS = "еёиоуыэю"  # a foreign given name ending in these does not decline (Фумио, Нгози)


def declining_head(words: list[str], cues: NameCues) -> int:
    """How many words of the name carry its case when it ends in a particle and a word that
    cannot decline (Тамимом бин Хамадом Аль Тани: the family name Аль Тани stays as it is, the
    words before it decline); all of them otherwise."""
    tail = len(words)
    while tail > 1 and (normalize_word(words[tail - 1]) in cues.particles
                        or words[tail - 1][-1:].lower() in INDECLINABLE_FINALS):
        tail -= 1
    if tail < len(words) and any(normalize_word(w) in cues.particles for w in words[tail:]):
        return tail
    return len(words)


def declined_together(words: list[str], cues: NameCues) -> bool:
    """A foreign full name declines in all its words (Дональда Трампа, Абием Ахмедом, Готабаю
    Раджапаксу); only a given name that cannot decline (Фумио Кисидой) leaves the surname alone
    to carry the case. A given name without an ending beside a surname with one means the
    surname's ending is its own (Анвар Ибрагим, Сьюзан Накумича Вафула). A first word of one
    syllable (Ким, Мун, Пак) does not decline: East Asian names take the case on their last word."""
    first = words[0]
    if sum(ch in RUSSIAN_VOWELS for ch in first.lower()) <= 1:
        return True  # Ким Чен Ыном, Мун Чжэ Ина: an East Asian name declines in its last syllable only
    return oblique_ending(first, cues) is not None or first[-1:].lower() in INDECLINABLE_FINALS


def oblique_ending(word: str, cues: NameCues):
    lower = word.lower()
    for ending in cues.masculine_oblique:
        stem = lower[: -len(ending)]
        if lower.endswith(ending) and len(stem) >= 2 and (
                _is_consonant(stem[-1]) or len(ending) > 1 or ending in cues.soft_endings):
            return ending
    return None


def _is_consonant(ch: str) -> bool:
    return ch.isalpha() and ch.lower() not in RUSSIAN_VOWELS


def strip_case(word: str, cues: NameCues) -> str:
    ending = oblique_ending(word, cues)
    if ending is None:
        return word
    stem = word[: -len(ending)]
    if not _is_consonant(stem[-1]):
        return stem + "й" if stem[-1].lower() in "аеоуэюя" else stem
    if ending in cues.soft_endings and stem[-1].lower() not in "жшчщцк":
        return stem + "ь"
    return stem


@lru_cache(maxsize=memo.WORDS)
def word_stems(word: str, lang: str) -> tuple[str, ...]:
    """Casefolded forms under which a one-word mention may match a name word: as written,
    without an apostrophe suffix, clitics or the article, and without a case ending (Трампа,
    Трампом -> трамп; Игоря -> игорь, игор). Used to link surname-only mentions."""
    cues = cues_for(lang)
    forms = [bare_word(word, cues)]
    if cues.clitics or cues.articles:
        forms = [r for f in forms for r in clitic_and_article_readings(f, cues)]
    if cues.masculine_oblique:
        more = []
        for f in forms:
            ending = oblique_ending(f, cues)
            if ending is not None:
                stem = f[: -len(ending)]
                more += [stem, strip_case(f, cues)]
        forms += more
    return tuple(dict.fromkeys(translit.strip_invisible(f).casefold() for f in forms if f))


def is_month(word: str, lang: str) -> bool:
    """The word (without a clitic, an apostrophe suffix or a case ending) is the name of a
    month in ``lang`` (``cues.calendar_words``)."""
    months = calendar_words(lang)
    return bool(months) and any(normalize_word(stem) in months for stem in word_stems(word, lang))
