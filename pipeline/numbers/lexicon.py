"""Look words and multiword phrases up in the language tables, tolerant of inflection.

Arabic clitics (و ب ل ف ك) are stripped from the first word, Turkish-style endings from the
last word (only for the kinds in ``tables.INFLECTABLE``), and an apostrophe suffix after the
phrase ("dolar'a", "Temmuz'da") is consumed with it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .tables import INFLECTABLE, Entry, LangTables
from .tokens import APOS, SYM, WORD, Tok

ARTICLE = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER LAM}"  # ال


@dataclass
class Match:
    entries: dict[str, Entry]
    start: int  # token index
    end: int  # token index after the phrase (apostrophe suffix included)
    text_end: int  # token index after the last word itself (for surfaces)
    inflected: bool = False
    key: tuple = ()  # the table key that matched (clitics and endings removed)

    def get(self, kind: str) -> Optional[Entry]:
        return self.entries.get(kind)


def _first_variants(word: str, t: LangTables, conjunctions: bool = True) -> list[str]:
    key = (word, conjunctions)
    known = t.variant_cache.get(key)
    if known is None:
        known = t.variant_cache[key] = _strip_clitics(word, t, conjunctions)
    return known


def _strip_clitics(word: str, t: LangTables, conjunctions: bool) -> list[str]:
    variants = [word]
    if t.clitics and word.startswith(ARTICLE) and len(word) > 4:
        variants.append(word[2:])
    for clitic in t.clitics:
        if not conjunctions and clitic in t.conjunction_clitics:
            continue
        if word.startswith(clitic) and len(word) - len(clitic) >= 2:
            rest = word[len(clitic):]
            variants.append(rest)
            if rest.startswith(ARTICLE) and len(rest) > 4:
                variants.append(rest[2:])
    return variants


def word_variants(word: str, t: LangTables) -> list[str]:
    """The word and its forms without leading clitics and article (Arabic وب، ال)."""
    return _first_variants(word, t)


def _last_variants(word: str, t: LangTables) -> list[str]:
    return [word[:-size] for size, endings in t.suffixes_by_length
            if len(word) - size >= 3 and word[-size:] in endings]


def _longest_from(word: str, t: LangTables) -> int:
    """Tokens of the longest table phrase that can start with this word (1 for a suffixed word)."""
    return max([t.longest_by_first.get(v, 0) for v in _first_variants(word, t)] + [1])


def may_start_phrase(word: str, t: LangTables) -> bool:
    """Cheap, memoized test: can a table phrase start with this word (in any form)?"""
    known = t.start_cache.get(word)
    if known is None:
        known = any(first in t.first_words or any(v in t.first_words for v in _last_variants(first, t))
                    for first in _first_variants(word, t))
        t.start_cache[word] = known
    return known


def may_start_number(word: str, t: LangTables) -> bool:
    """Cheap, memoized test: can a number phrase (``tables.NUMBER_START_KINDS``) start with this word?"""
    known = t.number_start_words_cache.get(word)
    if known is None:
        firsts = t.number_first_words
        known = any(first in firsts or any(v in firsts for v in _last_variants(first, t))
                    for first in _first_variants(word, t))
        t.number_start_words_cache[word] = known
    return known


def _phrase_words(toks: list[Tok], i: int, n: int) -> Optional[list[str]]:
    """The texts of n tokens from i when they form a phrase (words, or '-' / symbols)."""
    if i + n > len(toks):
        return None
    words = []
    for k in range(i, i + n):
        tok = toks[k]
        abbreviation_dot = tok.text == "." and 0 < k < i + n - 1 and toks[k - 1].glued_to(tok)
        if tok.kind not in (WORD, SYM) or (tok.text in ".,;:!?()[]«»\"" and not abbreviation_dot):
            return None  # a dot inside a phrase only ends an abbreviation ("кв. м")
        if k > i and tok.start - toks[k - 1].end > 1 and tok.kind == WORD:
            return None  # a line break or double space ends a phrase
        words.append(tok.text)
    return words


def match_at(toks: list[Tok], i: int, t: LangTables, kinds: Optional[frozenset] = None,
             first_token_is_word: bool = True) -> Optional[Match]:
    """Longest phrase of the tables starting at token i (optionally only of ``kinds``)."""
    if i >= len(toks) or (first_token_is_word and toks[i].kind != WORD and toks[i].text not in "%$×°"):
        return None
    if not may_start_phrase(toks[i].text, t):
        return None
    for n in range(min(_longest_from(toks[i].text, t), len(toks) - i), 0, -1):
        words = _phrase_words(toks, i, n)
        if words is None:
            continue
        found = _lookup(words, t, kinds)
        if found is not None:
            entries, inflected, key = found
            end = i + n
            text_end = end
            if end + 1 < len(toks) and toks[end].kind == APOS and toks[end - 1].glued_to(toks[end]) \
                    and toks[end + 1].kind == WORD and toks[end].glued_to(toks[end + 1]):
                end += 2  # apostrophe suffix: Temmuz'da, dolar'a
            return Match(entries, i, end, text_end, inflected, key)
    return None


def match_inflected(toks: list[Tok], i: int, t: LangTables, kinds: frozenset) -> Optional[Match]:
    """A one-word entry of ``kinds`` carrying an inflectional ending ("sekizi", "kırkı"): for the
    last word of a compound number, where the ending cannot be a different word ("on" vs "ona")."""
    if i >= len(toks) or toks[i].kind != WORD:
        return None
    for stem in _last_variants(toks[i].text, t):
        entries = _filter(t.phrases.get((stem,)), kinds)
        if entries:
            return Match(entries, i, i + 1, i + 1, True, (stem,))
    return None


def _lookup(words: list[str], t: LangTables, kinds: Optional[frozenset]):
    for first in _first_variants(words[0], t):
        key = tuple([first] + words[1:])
        entries = _filter(t.phrases.get(key), kinds)
        if entries:
            return entries, False, key
        for last in ([] if key[-1] in t.not_units else _last_variants(key[-1], t)):
            entries = _filter(t.phrases.get(key[:-1] + (last,)), kinds, inflected=True)
            if entries:
                return entries, True, key[:-1] + (last,)
    return None


def _filter(entries, kinds, inflected: bool = False):
    if not entries:
        return None
    if kinds is not None or inflected:
        entries = {k: e for k, e in entries.items()
                   if (kinds is None or k in kinds) and (not inflected or k in INFLECTABLE)}
    return entries or None


def match_stem(toks: list[Tok], i: int, t: LangTables, group: str,
               conjunctions: bool = False) -> Optional[tuple[str, int]]:
    """(label, tokens used) when the words from i start with a stem of ``group``.

    A word joined by "and" (Arabic و/ف) starts a new phrase, so conjunction clitics are
    not stripped unless asked."""
    if i >= len(toks) or toks[i].kind != WORD:
        return None
    stems = t.stems.get(group)
    if not stems:
        return None
    firsts = _first_variants(toks[i].text, t, conjunctions)
    following = [tok.text for tok in toks[i + 1:i + 3] if tok.kind == WORD]
    for stem, label in stems:
        n_words = stem.count(" ") + 1
        for first in firsts:
            joined = " ".join([first] + following[: n_words - 1])
            if joined.startswith(stem) and (t.stem_endings is None or group != "count"
                                            or len(stem) > t.stem_endings_up_to
                                            or joined[len(stem):] in t.stem_endings):
                return label, n_words
    return None


def is_word(tok: Optional[Tok], *texts: str) -> bool:
    return tok is not None and tok.kind == WORD and (not texts or tok.text in texts)
