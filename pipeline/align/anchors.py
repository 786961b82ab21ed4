"""What a paragraph or a sentence says that survives translation: numbers, Latin tokens,
position, length."""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from pipeline.lang import language
from pipeline.model import LocatedNumber, Version

# Latin tokens worth anchoring on: acronyms, product names, CamelCase, tokens with digits.
# In Latin-script versions ordinary words are Latin too, so only such marked tokens count.
MARKED_LATIN = re.compile(r"\b(?:[A-Z][A-Za-z]*[A-Z0-9][A-Za-z0-9.\-]*|[A-Za-z]+\d[\w.\-]*|[A-Z][a-z]{2,})\b")


@dataclass
class Anchors:
    position: float  # midpoint as a share of the text being aligned
    length: float  # share of that text
    numbers: set = field(default_factory=set)  # scale-free number keys
    tokens: set = field(default_factory=set)  # lowercased marked Latin tokens

    @property
    def keys(self) -> set:
        return self.numbers | self.tokens


def number_key(value: float) -> str:
    """The significant digits of a value, so 31.5e9, 315e9 and 31,5 milyar share a key."""
    if value == 0 or math.isnan(value) or math.isinf(value):
        return "0"
    digits = f"{abs(value):.6e}".split("e")[0].replace(".", "").rstrip("0")
    return digits or "0"


def mention_keys(numbers: list[LocatedNumber]) -> set:
    """Anchor keys of numbers: years and dates as such, other values by their digits (every reading)."""
    keys = set()
    for n in numbers:
        m = n.mention
        if m.unit in ("year", "date"):
            keys.add(f"{m.unit}:{int(m.value)}")
            continue
        keys.add(number_key(m.value))
        keys.update(number_key(v) for v in m.alt_values)
    return keys


def latin_tokens(text: str, lang_is_latin: bool) -> set[str]:
    tokens = set()
    for match in MARKED_LATIN.finditer(text):
        token = match.group(0)
        if lang_is_latin and token.istitle() and len(token) < 4:
            continue  # short capitalized words in Latin prose are mostly sentence starts
        tokens.add(token.lower().strip(".-"))
    return tokens


def is_latin(lang: str) -> bool:
    return language(lang).script.name == "Latin"


def paragraph_anchors(version: Version, numbers: list[LocatedNumber]) -> list[Anchors]:
    total = max(1, sum(len(p.text) for p in version.paragraphs))
    lang_is_latin = is_latin(version.lang)
    by_paragraph: dict[int, list[LocatedNumber]] = {}
    for n in numbers:
        by_paragraph.setdefault(n.paragraph, []).append(n)
    anchors = []
    seen = 0
    for p in version.paragraphs:
        anchors.append(Anchors(position=(seen + len(p.text) / 2) / total, length=len(p.text) / total,
                               numbers=mention_keys(by_paragraph.get(p.index, [])),
                               tokens=latin_tokens(p.text, lang_is_latin)))
        seen += len(p.text)
    return anchors


def block_anchors(texts: list[str], numbers: list[list[LocatedNumber]], lang_is_latin: bool) -> list[Anchors]:
    """Anchors of consecutive pieces of text (the sentences of a block of paragraphs)."""
    total = max(1, sum(len(t) for t in texts))
    anchors, seen = [], 0
    for text, nums in zip(texts, numbers):
        anchors.append(Anchors(position=(seen + len(text) / 2) / total, length=len(text) / total,
                               numbers=mention_keys(nums), tokens=latin_tokens(text, lang_is_latin)))
        seen += len(text)
    return anchors
