"""Script detection and spelling folds used to compare names across scripts.

A fold maps the spelling variants a script allows for the same sound to one form (long and
short vowel signs, nukta, hamza seats, apostrophes...). The syllable tables are folded with
the same functions when loaded, so table and text always meet in the same form.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from anyascii import anyascii

from pipeline.lang.text import FOLDED
from pipeline.names import memo

APOSTROPHES = "'\N{RIGHT SINGLE QUOTATION MARK}\N{LEFT SINGLE QUOTATION MARK}" \
    "\N{MODIFIER LETTER APOSTROPHE}\N{MODIFIER LETTER TURNED COMMA}`\N{ACUTE ACCENT}"
HYPHENS = "-\N{HYPHEN}\N{NON-BREAKING HYPHEN}\N{EN DASH}"
INVISIBLE = "\N{ZERO WIDTH JOINER}\N{ZERO WIDTH NON-JOINER}\N{ZERO WIDTH SPACE}" \
    "\N{SOFT HYPHEN}\N{LEFT-TO-RIGHT MARK}\N{RIGHT-TO-LEFT MARK}\N{ARABIC LETTER MARK}"

VIRAMA = "\N{DEVANAGARI SIGN VIRAMA}"
NUKTA = "\N{DEVANAGARI SIGN NUKTA}"
ANUSVARA = "\N{DEVANAGARI SIGN ANUSVARA}"
_DEVANAGARI_FOLD = {
    "\N{DEVANAGARI VOWEL SIGN II}": "\N{DEVANAGARI VOWEL SIGN I}",
    "\N{DEVANAGARI VOWEL SIGN UU}": "\N{DEVANAGARI VOWEL SIGN U}",
    "\N{DEVANAGARI VOWEL SIGN CANDRA O}": "\N{DEVANAGARI VOWEL SIGN O}",
    "\N{DEVANAGARI VOWEL SIGN CANDRA E}": "\N{DEVANAGARI VOWEL SIGN E}",
    "\N{DEVANAGARI SIGN CANDRABINDU}": ANUSVARA,
    "\N{DEVANAGARI LETTER II}": "\N{DEVANAGARI LETTER I}",
    "\N{DEVANAGARI LETTER UU}": "\N{DEVANAGARI LETTER U}",
    "\N{DEVANAGARI LETTER CANDRA O}": "\N{DEVANAGARI LETTER O}",
}
# a nasal consonant with virama (or bare) before ga is written as anusvara by most writers
_DEVANAGARI_NASALS = [
    ("\N{DEVANAGARI LETTER NGA}" + VIRAMA + "\N{DEVANAGARI LETTER GA}", ANUSVARA + "\N{DEVANAGARI LETTER GA}"),
    ("\N{DEVANAGARI LETTER NA}" + VIRAMA + "\N{DEVANAGARI LETTER GA}", ANUSVARA + "\N{DEVANAGARI LETTER GA}"),
    ("\N{DEVANAGARI LETTER NGA}", ANUSVARA + "\N{DEVANAGARI LETTER GA}"),
]

_ARABIC_DIACRITICS = re.compile("[\u064b-\u0652\u0670\u0640]")  # harakat, dagger alif, tatweel
# the normalizer's Arabic letter folds (alef forms, alef maksura, Farsi yeh, keheh), plus those
# only a name may take: hamza seats, teh marbuta, and the Persian/Urdu letters of loan names
_ARABIC_FOLD = {
    **{k: v for k, v in FOLDED.items() if unicodedata.name(k, "").startswith("ARABIC LETTER")},
    "\N{ARABIC LETTER YEH WITH HAMZA ABOVE}": "\N{ARABIC LETTER YEH}",
    "\N{ARABIC LETTER WAW WITH HAMZA ABOVE}": "\N{ARABIC LETTER WAW}",
    "\N{ARABIC LETTER TEH MARBUTA}": "\N{ARABIC LETTER HEH}",
    "\N{ARABIC LETTER GAF}": "\N{ARABIC LETTER GHAIN}",
    "\N{ARABIC LETTER PEH}": "\N{ARABIC LETTER BEH}",
    "\N{ARABIC LETTER TCHEH}": "\N{ARABIC LETTER TEH}\N{ARABIC LETTER SHEEN}",
    "\N{ARABIC LETTER JEH}": "\N{ARABIC LETTER JEEM}",
    "\N{ARABIC LETTER VEH}": "\N{ARABIC LETTER FEH}",
    "\N{ARABIC LETTER NG}": "\N{ARABIC LETTER NOON}\N{ARABIC LETTER GHAIN}",
}


@lru_cache(maxsize=memo.WORDS)  # every token of every paragraph asks it, most of them again
def script_of(word: str) -> str:
    """latin, cyrillic, devanagari, arabic, han or other: the script of the word's letters."""
    for ch in word:
        if not ch.isalpha():
            continue
        name = unicodedata.name(ch, "")
        for script in ("LATIN", "CYRILLIC", "DEVANAGARI", "ARABIC"):
            if name.startswith(script):
                return script.lower()
        if name.startswith("CJK"):
            return "han"
    return "other"


def strip_invisible(text: str) -> str:
    return "".join(ch for ch in text if ch not in INVISIBLE)


def fold_latin(word: str) -> str:
    """Lowercase Latin spelling; ü kept (it separates lü from lu), other accents and tone marks dropped."""
    word = strip_invisible(word).lower().replace("u:", "ü").replace("ü", "\0")
    word = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    word = word.replace("\0", "ü")
    return "".join("'" if c in APOSTROPHES else c for c in word)


def fold_cyrillic(word: str) -> str:
    """Lowercase; ё as е; the hard sign ъ only separates syllables (Минъюань), and so does an
    apostrophe some writers type instead of it (Сян'юй); a hyphen becomes "-" (Сян-юй)."""
    word = strip_invisible(word).lower().replace("ё", "е").replace("ъ", "")
    return "".join("" if c in APOSTROPHES else "-" if c in HYPHENS else c for c in word)


def fold_devanagari(word: str) -> str:
    word = unicodedata.normalize("NFD", strip_invisible(word)).replace(NUKTA, "")
    word = "".join(_DEVANAGARI_FOLD.get(c, c) for c in word)
    for old, new in _DEVANAGARI_NASALS:
        word = word.replace(old, new)
    return unicodedata.normalize("NFC", word)


def fold_arabic(word: str) -> str:
    word = _ARABIC_DIACRITICS.sub("", strip_invisible(word))
    return "".join(_ARABIC_FOLD.get(c, c) for c in word)


FOLDS = {"latin": fold_latin, "cyrillic": fold_cyrillic, "devanagari": fold_devanagari,
         "arabic": fold_arabic}


def fold(word: str) -> str:
    return FOLDS.get(script_of(word), fold_latin)(word)


def rough_latin(text: str) -> str:
    """A rough lowercase Latin romanization for non-Chinese names (anyascii, simplified)."""
    text = anyascii(strip_invisible(text)).lower()
    text = re.sub(r"[^a-z ]+", "", text)
    # consonant and vowel spellings that differ between romanizations of the same sound
    for old, new in (("ph", "f"), ("th", "t"), ("kh", "k"), ("gh", "g"), ("ck", "k"),
                     ("w", "v"), ("y", "i"), ("c", "k"), ("q", "k"), ("x", "ks"),
                     ("ee", "i"), ("oo", "u"), ("ou", "u"), ("e", "i"), ("o", "u")):
        text = text.replace(old, new)
    text = re.sub(r"(.)\1+", r"\1", text)  # doubled letters
    return " ".join(text.split())
