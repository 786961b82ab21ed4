"""What a paragraph says that survives translation: numbers, Latin tokens, position, length."""
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
    position: float  # paragraph midpoint as a share of the version's text
    length: float  # share of the version's text
    numbers: set = field(default_factory=set)  # scale-free number keys
    tokens: set = field(default_factory=set)  # lowercased marked Latin tokens


def number_key(value: float) -> str:
    """The significant digits of a value, so 31.5e9, 315e9 and 31,5 milyar share a key."""
    if value == 0 or math.isnan(value) or math.isinf(value):
        return "0"
    digits = f"{abs(value):.6e}".split("e")[0].replace(".", "").rstrip("0")
    return digits or "0"


def latin_tokens(text: str, lang_is_latin: bool) -> set[str]:
    tokens = set()
    for match in MARKED_LATIN.finditer(text):
        token = match.group(0)
        if lang_is_latin and token.istitle() and len(token) < 4:
            continue  # short capitalized words in Latin prose are mostly sentence starts
        tokens.add(token.lower().strip(".-"))
    return tokens


def paragraph_anchors(version: Version, numbers: list[LocatedNumber]) -> list[Anchors]:
    total = max(1, sum(len(p.text) for p in version.paragraphs))
    lang_is_latin = language(version.lang).script.name == "Latin"
    by_paragraph: dict[int, set] = {}
    for n in numbers:
        if n.mention.unit in ("year", "date"):
            by_paragraph.setdefault(n.paragraph, set()).add(f"{n.mention.unit}:{int(n.mention.value)}")
        else:
            by_paragraph.setdefault(n.paragraph, set()).add(number_key(n.mention.value))
    anchors = []
    seen = 0
    for p in version.paragraphs:
        anchors.append(Anchors(position=(seen + len(p.text) / 2) / total, length=len(p.text) / total,
                               numbers=by_paragraph.get(p.index, set()),
                               tokens=latin_tokens(p.text, lang_is_latin)))
        seen += len(p.text)
    return anchors
