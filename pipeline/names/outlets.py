"""Names of media outlets and institutions that read like Chinese person names.

"Lei Feng Wang" (雷锋网, a tech news site) and "Xin Hua She" (新华社) start with a surname and
read as pinyin, but the last syllable is the outlet's kind: 网 website, 报 newspaper, 社 agency.
Written in hanzi the suffix character decides alone; romanized, the suffix is a separate word
and decides only in a byline or source line ("Yazan: Lei Feng Wang", "Sumber: ..."), since
wang, bao, tai are also given-name syllables. Tables: data/outlets.yml; byline words per
language: ``byline_words`` in pipeline/lang/<code>/names.yml.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

from pipeline.lang.data import read_yaml

DATA = Path(__file__).parent / "data"
MIN_OUTLET_WORDS = 3  # surname + given name + suffix, each written as a word
BYLINE_REACH = 2  # words before the name searched for "Source:" (كاتب المقال، المصدر: ...)


@dataclass(frozen=True)
class OutletTable:
    hanzi_suffixes: frozenset[str]
    media_syllables: frozenset[str]


@lru_cache(maxsize=1)
def outlet_table() -> OutletTable:
    data = read_yaml(DATA / "outlets.yml")
    return OutletTable(frozenset(str(c) for c in data.get("hanzi_suffixes") or ()),
                       frozenset(str(s) for s in data.get("media_syllables") or ()))


def is_hanzi_outlet(text: str) -> bool:
    """A hanzi run ending in an outlet or institution character (雷锋网, 新华社)."""
    return len(text) >= 2 and text[-1] in outlet_table().hanzi_suffixes


def ends_with_media_word(word_syllables: Sequence[Sequence[str]]) -> bool:
    """Three or more name words, the last a single media-suffix syllable (... Feng Wang)."""
    return len(word_syllables) >= MIN_OUTLET_WORDS and len(word_syllables[-1]) == 1 \
        and word_syllables[-1][0] in outlet_table().media_syllables


def after_byline(previous_words: Iterable[str], byline_words: frozenset[str]) -> bool:
    """One of the few words before the name is a byline or source word (folded forms)."""
    return any(w in byline_words for w in list(previous_words)[-BYLINE_REACH:])


def is_romanized_outlet(word_syllables: Sequence[Sequence[str]], previous_words: Iterable[str],
                        byline_words: frozenset[str]) -> bool:
    return ends_with_media_word(word_syllables) and after_byline(previous_words, byline_words)
