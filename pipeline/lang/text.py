"""The one text normalizer for matching, applied to the text and to every table entry.

It folds digits of every script to ASCII, lowercases the way the language does, folds spelling
variants that do not change meaning (Arabic alef forms, ё, Devanagari candrabindu) and drops
marks that only decorate (Arabic tashkeel and tatweel, the Devanagari nukta, zero-width
joiners). Because dropping changes offsets, ``Normalized.to_original`` maps back.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Optional

from pipeline.lang.language import is_supported, language, lower_keeping_length

# characters removed before matching; named so they can be read
DROPPED = (
    "\N{ARABIC TATWEEL}",
    "\N{ZERO WIDTH JOINER}",
    "\N{ZERO WIDTH NON-JOINER}",
    "\N{SOFT HYPHEN}",
    "\N{LEFT-TO-RIGHT MARK}",
    "\N{RIGHT-TO-LEFT MARK}",
    "\N{ARABIC LETTER MARK}",
    "\N{ZERO WIDTH NO-BREAK SPACE}",
    "\N{DEVANAGARI SIGN NUKTA}",
    "\N{ARABIC LETTER SUPERSCRIPT ALEF}",
) + tuple(chr(c) for c in range(0x064B, 0x0660))  # tashkeel: fathatan .. hamza marks

# one character for another (same length)
FOLDED = {
    "\N{ARABIC LETTER ALEF WITH HAMZA ABOVE}": "\N{ARABIC LETTER ALEF}",
    "\N{ARABIC LETTER ALEF WITH HAMZA BELOW}": "\N{ARABIC LETTER ALEF}",
    "\N{ARABIC LETTER ALEF WITH MADDA ABOVE}": "\N{ARABIC LETTER ALEF}",
    "\N{ARABIC LETTER ALEF WASLA}": "\N{ARABIC LETTER ALEF}",
    "\N{ARABIC LETTER ALEF MAKSURA}": "\N{ARABIC LETTER YEH}",
    "\N{ARABIC LETTER FARSI YEH}": "\N{ARABIC LETTER YEH}",
    "\N{ARABIC LETTER KEHEH}": "\N{ARABIC LETTER KAF}",
    "\N{ARABIC PERCENT SIGN}": "%",
    "\N{FULLWIDTH PERCENT SIGN}": "%",
    "\N{CYRILLIC SMALL LETTER IO}": "\N{CYRILLIC SMALL LETTER IE}",
    "\N{CYRILLIC CAPITAL LETTER IO}": "\N{CYRILLIC CAPITAL LETTER IE}",
    "\N{DEVANAGARI SIGN CANDRABINDU}": "\N{DEVANAGARI SIGN ANUSVARA}",
    "\N{RIGHT SINGLE QUOTATION MARK}": "'",
    "\N{LEFT SINGLE QUOTATION MARK}": "'",
    "\N{MODIFIER LETTER APOSTROPHE}": "'",
    "\N{ACUTE ACCENT}": "'",
    "\N{GRAVE ACCENT}": "'",
    "\N{HYPHEN}": "-",
    "\N{NON-BREAKING HYPHEN}": "-",
    "\N{FIGURE DASH}": "-",
    "\N{EN DASH}": "-",
    "\N{MINUS SIGN}": "-",
    "\N{MULTIPLICATION SIGN}": "×",
    "\N{FULLWIDTH DOLLAR SIGN}": "$",
}
# digits of other scripts -> ASCII (Arabic-Indic, Extended Arabic-Indic, Devanagari, fullwidth)
for _zero in (0x0660, 0x06F0, 0x0966, 0xFF10):
    for _d in range(10):
        FOLDED[chr(_zero + _d)] = str(_d)

_TABLE = {ord(k): v for k, v in FOLDED.items()}
_TABLE.update({ord(c): None for c in DROPPED})
_FOLD = {k: v for k, v in _TABLE.items() if v is not None}  # built once: normalize runs for every entry and line
_DROPPED_RE = re.compile("[" + "".join(re.escape(c) for c in DROPPED) + "]")


@dataclass
class Normalized:
    """A normalized text and, when characters were dropped, the original index of each char."""

    text: str
    original: str
    index: Optional[list[int]] = None  # index[i] = offset in original of text[i]

    def to_original(self, offset: int) -> int:
        if self.index is None:
            return offset
        if offset >= len(self.index):
            return len(self.original)
        return self.index[offset]

    def original_end(self, offset: int) -> int:
        """Original offset just after the normalized character at ``offset - 1``."""
        if offset <= 0:
            return 0
        end = self.to_original(offset - 1) + 1
        if self.index is not None:  # take the marks dropped right after it (nukta, tanween)
            while end < len(self.original) and self.original[end] in _DROPPED_SET:
                end += 1
        return end


def lower(text: str, lang: str) -> str:
    """Lowercase keeping the length, as the language does (see ``Language.lower``)."""
    return language(lang).lower(text) if is_supported(lang) else lower_keeping_length(text)


def normalize(text: str, lang: str) -> Normalized:
    """Normalize ``text`` (already NFC) for matching, keeping a map back to it."""
    folded = lower(text.translate(_FOLD), lang)
    if not _DROPPED_RE.search(folded):
        return Normalized(folded, text)
    kept = [i for i, ch in enumerate(folded) if ch not in _DROPPED_SET]
    return Normalized("".join(folded[i] for i in kept), text, kept)


_DROPPED_SET = frozenset(DROPPED)


def normalize_entry(entry: str, lang: str) -> str:
    """Normalize one table entry exactly as the text is normalized."""
    entry = unicodedata.normalize("NFC", entry)
    return " ".join(normalize(entry, lang).text.split())
