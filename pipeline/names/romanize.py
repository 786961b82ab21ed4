"""Romanize a name written in any script with rules that suit names.

General transliterators read Devanagari anusvara as "m" everywhere (ब्रांट -> "bramt"), drop
the inherent vowel, keep the nukta as an apostrophe (फ़ोर्ड -> "ph'ord"), and write Arabic و and
ي as w and y even where they are the long vowels u and i (كافانو -> "kfnw"). Names need the
sounds: ``romanize("ब्रांट") == "brant"``, ``romanize("كافانو") == "kafanu"``,
``romanize("Уоррен") == "worren"``. Hindi व writes English v and w alike; the key
treats them as one class. Which rule set a script uses is the ``romanizer`` of
``pipeline/lang/scripts.yml``; scripts without one fall back to anyascii.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

from anyascii import anyascii

from pipeline.lang import script
from pipeline.lang.scripts import dominant_script
from pipeline.names import memo
from pipeline.names import translit

# ---------------------------------------------------------------- Devanagari

_DEVA_CONSONANTS = {
    "क": "k", "ख": "kh", "ग": "g", "घ": "gh", "ङ": "n", "च": "ch", "छ": "chh", "ज": "j", "झ": "jh",
    "ञ": "n", "ट": "t", "ठ": "th", "ड": "d", "ढ": "dh", "ण": "n", "त": "t", "थ": "th", "द": "d",
    "ध": "dh", "न": "n", "प": "p", "फ": "ph", "ब": "b", "भ": "bh", "म": "m", "य": "y", "र": "r",
    "ल": "l", "व": "v", "श": "sh", "ष": "sh", "स": "s", "ह": "h", "ळ": "l",
}
# a nukta turns a consonant into the sound of a loanword: फ़ f, ज़ z, क़ q, ख़ kh, ग़ gh, ड़ r
_DEVA_NUKTA = {"क": "q", "ख": "kh", "ग": "gh", "ज": "z", "झ": "zh", "ड": "r", "ढ": "rh", "फ": "f", "य": "y"}
_DEVA_SIGNS = {"ा": "a", "ि": "i", "ी": "i", "ु": "u", "ू": "u", "ृ": "ri", "े": "e", "ै": "ai", "ो": "o",
               "ौ": "au", "ॉ": "o", "ॅ": "e", "ॆ": "e", "ॊ": "o"}
_DEVA_VOWELS = {"अ": "a", "आ": "a", "इ": "i", "ई": "i", "उ": "u", "ऊ": "u", "ऋ": "ri", "ए": "e", "ऐ": "ai",
                "ओ": "o", "औ": "au", "ऑ": "o", "ऍ": "e"}
_VIRAMA, _NUKTA = "्", "़"
_ANUSVARA, _CANDRABINDU, _VISARGA = "ं", "ँ", "ः"
_LABIALS = set("पफबभम")


def _schwa_is_silent(chars: str, i: int, j: int, out: list[str]) -> bool:
    """Hindi drops the inherent vowel of a consonant between a vowel and a consonant that
    carries a vowel sign (schwa syncope, VC_CV: ओसिमहेन is "osimhen", सैनफ़ोर्ड "sainford",
    राताजकोव्स्की "ratajkovski"), not after the first consonant of the word, and not before a
    conjunct (VC_CCV keeps it: अनन्या "ananya", नेतन्याहू "netanyahu", रामचन्द्रन); also
    between two of the same consonant, which is how Hindi writes a geminate without the virama
    (मैककेना "maikkena" for McKenna, अललेवा "alleva", as ललना is lalna)."""
    if len(out) < 2 or out[-2][-1:] not in "aeiou" or chars[j] not in _DEVA_CONSONANTS:
        return False
    k = j + 1
    if k < len(chars) and chars[k] == _NUKTA:
        k += 1
    return k < len(chars) and chars[k] in _DEVA_SIGNS


def romanize_devanagari(word: str) -> str:
    """Consonants with their inherent a, unless a vowel sign or virama follows; a final
    inherent a is silent (ट्रंप -> "tranp" -> "tramp": anusvara before p, b, m is "m")."""
    chars = unicodedata.normalize("NFD", translit.strip_invisible(word))
    out: list[str] = []
    i, n = 0, len(chars)
    while i < n:
        ch = chars[i]
        if ch in _DEVA_CONSONANTS:
            sound = _DEVA_CONSONANTS[ch]
            j = i + 1
            if j < n and chars[j] == _NUKTA:
                sound = _DEVA_NUKTA.get(ch, sound)
                j += 1
            out.append(sound)
            nxt = chars[j] if j < n else ""
            if nxt in _DEVA_SIGNS:
                out.append(_DEVA_SIGNS[nxt])
                j += 1
            elif nxt == _VIRAMA:
                j += 1
            elif j < n and (chars[j] in _DEVA_CONSONANTS or chars[j] in (_ANUSVARA, _CANDRABINDU, _VISARGA)
                            or chars[j] in _DEVA_VOWELS):
                if not _schwa_is_silent(chars, i, j, out):
                    out.append("a")  # inherent vowel inside the word
            i = j
            continue
        if ch in _DEVA_VOWELS:
            out.append(_DEVA_VOWELS[ch])
        elif ch in (_ANUSVARA, _CANDRABINDU):
            following = next((c for c in chars[i + 1:] if c in _DEVA_CONSONANTS), "")
            out.append("m" if following in _LABIALS else "n")
        elif ch == _VISARGA:
            out.append("h")
        elif ch == "-":
            out.append("-")
        elif ch.isascii():
            out.append(ch.lower())
        i += 1
    return "".join(out)


# ---------------------------------------------------------------- Arabic

_ARABIC_LETTERS = {
    "ب": "b", "ت": "t", "ث": "th", "ج": "j", "ح": "h", "خ": "kh", "د": "d", "ذ": "dh", "ر": "r", "ز": "z",
    "س": "s", "ش": "sh", "ص": "s", "ض": "d", "ط": "t", "ظ": "z", "غ": "gh", "ف": "f", "ق": "q", "ك": "k",
    "ل": "l", "م": "m", "ن": "n", "ه": "h", "پ": "p", "چ": "ch", "ژ": "zh", "ڤ": "v", "گ": "g", "ک": "k",
    "ع": "", "ء": "",
}
_ARABIC_ALEFS = {"ا": "a", "أ": "a", "إ": "i", "آ": "a", "ٱ": "a"}
_ARABIC_SEATS = {"ؤ": "u", "ئ": "i"}
# tanween (ً ٍ ٌ) is a grammatical ending, never part of a name: written as its vowel only
_ARABIC_HARAKAT = {"َ": "a", "ِ": "i", "ُ": "u", "ً": "a", "ٍ": "i", "ٌ": "u", "ْ": "", "ٰ": "a"}
_SHADDA = "ّ"
_LONG = {"و": ("w", "u"), "ي": ("y", "i"), "ی": ("y", "i")}


def romanize_arabic(word: str) -> str:
    """Letters with the long vowels written as vowels: و and ي are consonants at the start of
    the word or after a vowel letter when a vowel follows (وارين -> "warin", مايو -> "mayu"),
    vowels elsewhere (كافانو -> "kafanu", بيرني -> "birni"); ة and ى are a final "a"."""
    letters = [c for c in translit.strip_invisible(word) if c != "\N{ARABIC TATWEEL}"]
    out: list[str] = []
    for i, ch in enumerate(letters):
        prev = letters[i - 1] if i else ""
        nxt = letters[i + 1] if i + 1 < len(letters) else ""
        if ch in _LONG:
            consonant, vowel = _LONG[ch]
            after_vowel = not prev or prev in _ARABIC_ALEFS or prev in _LONG
            before_vowel = nxt in _ARABIC_ALEFS or nxt in _LONG or nxt in _ARABIC_HARAKAT
            out.append(consonant if after_vowel and (before_vowel or not prev) else vowel)
        elif ch in _ARABIC_ALEFS:
            out.append(_ARABIC_ALEFS[ch])
        elif ch in _ARABIC_SEATS:
            out.append(_ARABIC_SEATS[ch])
        elif ch in ("ة", "ى"):
            out.append("a")
        elif ch == _SHADDA:
            if out:
                out.append(out[-1][-1:])
        elif ch in _ARABIC_HARAKAT:
            out.append(_ARABIC_HARAKAT[ch])
        elif ch in _ARABIC_LETTERS:
            out.append(_ARABIC_LETTERS[ch])
        elif ch == "-" or ch.isascii():
            out.append(ch.lower())
    return "".join(out)


# ---------------------------------------------------------------- Cyrillic

_CYRILLIC = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "yo", "ж": "zh", "з": "z", "и": "i",
    "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
    "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "",
    "э": "e", "ю": "yu", "я": "ya", "і": "i", "ї": "yi", "є": "ye", "ґ": "g", "ў": "u", "ј": "j",
}


_CYRILLIC_VOWELS = set("аеёиоуыэюя")


def romanize_cyrillic(word: str) -> str:
    """Letter by letter (BGN/PCGN-like); the soft and hard signs are silent and -ий/-ый is "iy".
    A word-initial у before a vowel is the English w it stands for (Уилл Уэйд, Уоррен)."""
    letters = translit.strip_invisible(word).lower()
    out = [_CYRILLIC.get(ch, ch if ch.isascii() else "") for ch in letters]
    if len(letters) > 1 and letters[0] == "у" and letters[1] in _CYRILLIC_VOWELS:
        out[0] = "w"
    for n in range(1, len(letters)):
        if letters[n] == "ы" and letters[n - 1] == "й":
            out[n] = "i"  # Turkish yı (Йылдырым, Йылмаз: Yıldırım, Yılmaz), not one y of two
    return "".join(out)


# ---------------------------------------------------------------- Latin

_LATIN_EXTRA = {"ş": "sh", "ç": "ch", "ı": "i", "ß": "ss", "æ": "ae", "ø": "o", "đ": "d", "ł": "l"}
# Serbian and Croatian đ is the sound Cyrillic writes ђ and the press without the letter writes
# dj (Đurić: Djuric, Джурич, جوريتش); Vietnamese đ is a plain d (Đặng: Dang, Данг) and only
# begins a syllable. A word is South Slavic where đ is inside it or beside č, ć, š or ž, letters
# Vietnamese does not write (Đorđe, Đoković, Đurić).
SLAVIC_DJ = "dj"
SLAVIC_LETTERS = frozenset("čćšž")


def romanize_latin(word: str) -> str:
    """Lowercase, accents dropped; the Turkish letters ş and ç keep their sound (Şarl -> sharl),
    and so does a South Slavic đ (Đurić -> djuric)."""
    lowered = translit.strip_invisible(word).lower()
    if "đ" in lowered and ("đ" in lowered[1:] or SLAVIC_LETTERS & set(lowered)):
        lowered = lowered.replace("đ", SLAVIC_DJ)
    return anyascii("".join(_LATIN_EXTRA.get(ch, ch) for ch in lowered)).lower()


ROMANIZERS = {"devanagari": romanize_devanagari, "arabic": romanize_arabic, "cyrillic": romanize_cyrillic,
              "latin": romanize_latin}


@lru_cache(maxsize=memo.WORDS)
def romanize_word(word: str) -> str:
    """One word in Latin letters, by the rules of its script (``scripts.yml`` ``romanizer``)."""
    name = dominant_script(word)
    rule = ROMANIZERS.get(script(name).romanizer) if name else None
    text = rule(word) if rule else anyascii(word).lower()
    return "".join(ch for ch in text if ch.isalpha() or ch == "-")


def romanize(text: str) -> str:
    """A whole name, word by word: ``"डोनाल्ड ट्रंप"`` -> ``"donald tramp"``. Tokens without
    letters (numbers, signs) are transliterated as they are: ``"24 अरब"`` -> ``"24 arab"``."""
    out = []
    for token in text.split():
        shown = romanize_word(token) if any(ch.isalpha() for ch in token) else anyascii(token)
        if shown:
            out.append(shown)
    return " ".join(out)


# ---------------------------------------------------------------- a reading one can say aloud

_DIGRAPHS = ("ch", "sh", "th", "kh", "gh", "dh", "zh", "ng")
_READ_VOWELS = set("aeiou")


def readable(text: str) -> str:
    """The romanization shown to an editor, in words one can say aloud. Arabic writes no short
    vowels, so its romanized words may have none (هه "hh", تشن "tshn", جنكينز "jnkinz"): the
    letters تش are read ch, نغ ng, and a vowel is supplied where the word would
    otherwise begin with two consonants or have none ("heh", "chen", "jenkinz"). Other scripts
    are romanized as ``romanize`` does."""
    out = []
    for token in text.split():
        shown = romanize(token)
        if shown and dominant_script(token) == "Arabic":
            shown = " ".join(_sayable(part) for part in shown.split())
        if shown:
            out.append(shown)
    return " ".join(out)


def _units(word: str) -> list[str]:
    units, i = [], 0
    while i < len(word):
        pair = word[i:i + 2]
        units.append(pair if pair in _DIGRAPHS else word[i])
        i += len(units[-1])
    return units


def _sayable(word: str) -> str:
    word = word.replace("tsh", "ch").replace("ngh", "ng")
    units = _units(word)
    is_vowel = [u[0] in _READ_VOWELS for u in units]
    if not any(is_vowel) and units:
        return "".join(units[:1] + ["e"] + units[1:]) if len(units) > 1 else units[0] + "e"
    if len(units) > 1 and not is_vowel[0] and not is_vowel[1] and units[1] not in ("y", "w", "r", "l") \
            and units[0] != "s":  # (st, sk, sm begin foreign names as they are: ستيفن is stifn)
        units.insert(1, "e")
    return "".join(units)
