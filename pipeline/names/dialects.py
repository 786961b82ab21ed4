"""Chinese names with a Western given name, romanized from a southern Chinese language.

Hong Kong, Malaysian and Singaporean Chinese often lead with an English given name and write
their Chinese name in Cantonese, Hokkien, Teochew or Hakka romanization (Desmond Cheung
Wing-kit, Grace Leung Mei-ling, Anthony Loke Siew Fook). Hindi and Arabic translators follow
those letters (डेसमंड चेउंग विंग-किट); Russian translators often read the characters in Mandarin
instead (Десмонд Чжан Юнцзе, Грейс Лян Мэйлин). Such spellings are one person when the given
name is the same and the surname is the same character (Cheung and Чжан are both 張, zhang);
the rest of the Chinese name is romanized by different systems and is not compared.

The surnames are data: ``pipeline/names/data/dialect_surnames.yml`` (spelling -> pinyin).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pipeline.names import memo
from pipeline.lang import script
from pipeline.lang.data import read_yaml
from pipeline.lang.scripts import dominant_script
from pipeline.names.keys import kept_name_words, sounds_alike, word_skeleton
from pipeline.names.romanize import romanize_word

TABLE = Path(__file__).parent / "data" / "dialect_surnames.yml"
MIN_WORDS = 3  # given name, surname and at least one word of the Chinese given name


def is_lossy_script(word: str) -> bool:
    """Written in a script without capitals that drops sounds of names (Arabic, Devanagari)."""
    name = dominant_script(word) or ""
    return bool(name) and not script(name).has_case and script(name).lossy_for_names


@lru_cache(maxsize=1)
def dialect_surnames() -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """(spelling -> pinyin surnames, skeleton of a spelling -> pinyin surnames)."""
    data = read_yaml(TABLE)
    by_spelling = {str(k): frozenset(str(v) for v in values) for k, values in data.items()}
    by_skeleton: dict[str, set[str]] = {}
    for spelling, pinyin in by_spelling.items():
        by_skeleton.setdefault(word_skeleton(spelling), set()).update(pinyin)
    return by_spelling, {k: frozenset(v) for k, v in by_skeleton.items()}


@lru_cache(maxsize=memo.WORDS)
def surname_pinyin(word: str, lang: str) -> frozenset[str]:
    """The pinyin a surname word may stand for: its dialect spelling (Cheung, चेउंग; by its
    skeleton in Arabic, which writes no short vowels), or its reading as a Mandarin syllable
    (Чжан, Zhang)."""
    from pipeline.names.phonetic import to_pinyin_candidates

    by_spelling, by_skeleton = dialect_surnames()
    found = set(by_spelling.get(romanize_word(word), ()))
    if not found and is_lossy_script(word):
        found |= by_skeleton.get(word_skeleton(word), frozenset())
    try:
        readings = to_pinyin_candidates(word, lang)
    except (ValueError, KeyError):
        readings = []
    found |= {r[0] for r in readings if len(r) == 1}
    return frozenset(found)


def is_dialect_spelling(word: str) -> bool:
    by_spelling, by_skeleton = dialect_surnames()
    return romanize_word(word) in by_spelling or (is_lossy_script(word)
                                                  and word_skeleton(word) in by_skeleton)


@lru_cache(maxsize=memo.WORDS)
def western_chinese_pair(a: str, b: str) -> bool:
    """Two names of the same shape: a Western given name alike in both (within a consonant:
    Vincent, Винсент, فنسنت), then a Chinese surname of which one spelling is a southern
    romanization, then a Chinese given name: the same person, or one written with another
    surname (Винсент Ли Цзяле for Vincent Cheung Ka-lok)."""
    wa, wb = kept_name_words(a), kept_name_words(b)
    if len(wa) < MIN_WORDS or len(wb) < MIN_WORDS:
        return False
    if not (is_dialect_spelling(wa[1]) or is_dialect_spelling(wb[1])):
        return False
    return sounds_alike(word_skeleton(wa[0]), word_skeleton(wb[0]))


@lru_cache(maxsize=memo.WORDS)
def same_western_chinese_name(a: str, lang_a: str, b: str, lang_b: str) -> bool:
    """Two spellings of one name made of a Western given name, a Chinese surname of which one
    spelling is a southern romanization, and a Chinese given name romanized in any system: the
    surnames are the same character (module docstring)."""
    if not western_chinese_pair(a, b):
        return False
    wa, wb = kept_name_words(a), kept_name_words(b)
    return bool(surname_pinyin(wa[1], lang_a) & surname_pinyin(wb[1], lang_b))
