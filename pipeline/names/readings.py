"""Readings of a Latin name by the letters of its own language (``latin_readings`` of the shared
names table): Czeisler read as Polish is "cheisler", Jankel read as German is "Yankel". A
transliterating version may follow either the English or the original reading of the letters,
and both are faithful renderings (Чейслер, Янкель, मिशैल for Michael read as French Michel).
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from itertools import product

from pipeline.lang.data import shared_table
from pipeline.names import memo

MAX_READINGS = 32  # a long name with many such letters: the first combinations are enough
MUST_WRITE = re.compile(r"([A-Z])")  # a consonant of a reading that must be written (German j: Y)


@lru_cache(maxsize=1)
def reading_rules() -> tuple[tuple[re.Pattern, tuple[str, ...]], ...]:
    """Patterns of letters with their alternative readings, in the table's order."""
    grouped: dict[str, list[str]] = {}
    for letters, sound in shared_table("names").get("latin_readings") or []:
        grouped.setdefault(unicodedata.normalize("NFC", str(letters)), []).append(str(sound))
    return tuple((re.compile(letters), tuple(sounds)) for letters, sounds in grouped.items())


@lru_cache(maxsize=memo.WORDS)
def latin_readings(word: str) -> tuple[str, ...]:
    """The word lowercased, then with each set of letters read in each alternative way (every
    occurrence of the letters alike): ``"Jankel"`` -> ``("jankel", "Yankel", "Hankel",
    "zhankel")``. The plain spelling comes first."""
    text = unicodedata.normalize("NFC", word.lower())
    present = [(pattern, sounds) for pattern, sounds in reading_rules() if pattern.search(text)]
    out: list[str] = []
    for choice in product(*[(None,) + sounds for _, sounds in present]):
        reading = text
        for (pattern, _), sound in zip(present, choice):
            if sound is not None:
                reading = pattern.sub(sound, reading)
        if reading not in out:
            out.append(reading)
        if len(out) >= MAX_READINGS:
            break
    return tuple(out)
