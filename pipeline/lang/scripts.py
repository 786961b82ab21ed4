"""Which writing system a text is in, from Unicode character names."""
from __future__ import annotations

import unicodedata
from collections import Counter
from functools import lru_cache

# first word of the Unicode character name -> script we report
SCRIPT_WORDS = {
    "LATIN": "Latin",
    "CYRILLIC": "Cyrillic",
    "ARABIC": "Arabic",
    "DEVANAGARI": "Devanagari",
    "CJK": "Han",
    "HIRAGANA": "Kana",
    "KATAKANA": "Kana",
    "HANGUL": "Hangul",
    "GREEK": "Greek",
    "HEBREW": "Hebrew",
    "THAI": "Thai",
}


@lru_cache(maxsize=8192)  # one entry a character: scripts are counted character by character
def char_script(ch: str) -> str | None:
    if not ch.isalpha() and unicodedata.category(ch) not in ("Mn", "Mc"):
        return None
    first = unicodedata.name(ch, "").split(" ", 1)[0]
    return SCRIPT_WORDS.get(first, "Other")


def script_counts(text: str) -> Counter:
    counts: Counter = Counter()
    for ch in text:
        script = char_script(ch)
        if script:
            counts[script] += 1
    return counts


def dominant_script(text: str) -> str | None:
    counts = script_counts(text)
    return counts.most_common(1)[0][0] if counts else None
