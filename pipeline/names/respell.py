"""Two Latin spellings of one name: the same letters, or the same sounds respelled.

Latin-script versions keep a Latin name as it is written (Johnson, Baerbock), but they respell
a name that comes from another script by their own conventions: the Turkish press writes
Mesud Pezeşkiyan, Abbas Arakçi, Necib Rezak, Halife Şahin el-Merar and Mariya Zaharova where
the English and Malay press write Masoud Pezeshkian, Abbas Araghchi, Najib Razak, Khalifa Shaheen
Al Marar and Maria Zakharova. Those are the same name; ``Boris Johson`` and ``Vladmir Putin`` are
not. The difference is in what changes:

- a respelling keeps every consonant sound (after the language's letters are read as they sound:
  Turkish c is j, ş is sh, ç is ch; Malay sy is sh) and keeps the number of syllables, though
  vowels change (Mesud / Masoud, Enver / Anwar) and a final vowel may come or go (Ümmü / Umm);
- a misspelling drops or changes a consonant (Johson), drops a syllable (Vladmir) or swaps two
  letters (Micheal).

How a language writes sounds is data: ``respelling`` in ``pipeline/lang/<code>/names.yml``.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.lang import is_supported, language
from pipeline.names.cues import skeleton_costs
from pipeline.names.keys import consonant_distance, consonants, kept_name_words, word_skeleton
from pipeline.names.romanize import romanize_latin

VOWEL_GROUP = re.compile(r"[aeiouy]+")


@lru_cache(maxsize=None)
def respelling_rules(lang: str) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """([letters as the language writes them, the sound in English-like spelling], longest
    first; letters that mark a word as kept in a foreign spelling, not respelled)."""
    if not lang or not is_supported(lang):
        return (), ()
    table = language(lang).table("names")
    rules = tuple(sorted(((str(a), str(b or "")) for a, b in table.get("respelling") or []), key=lambda r: -len(r[0])))
    return rules, tuple(str(w) for w in table.get("foreign_letters") or [])


def sounded(word: str, lang: str) -> str:
    """A Latin word lowercased and read by its language's letters (Turkish Necib -> nejib),
    unless it is spelled with letters the language does not write (Chidambaram, Caspar in a
    Turkish text are kept as the original spells them)."""
    text = word.lower()
    rules, foreign = respelling_rules(lang)
    if rules and not any(letters in text for letters in foreign):
        out, i = [], 0
        while i < len(text):
            for letters, sound in rules:
                if text.startswith(letters, i):
                    out.append(sound)
                    i += len(letters)
                    break
            else:
                out.append(text[i])
                i += 1
        text = "".join(out)
    return "".join(ch for ch in romanize_latin(text) if ch.isalpha())


def plain(word: str) -> str:
    """The word's letters without accents, lowercased (Micheál -> micheal)."""
    return "".join(ch for ch in romanize_latin(word) if ch.isalpha())


def syllables(word: str) -> int:
    return len(VOWEL_GROUP.findall(word))


def same_letters(a: str, b: str) -> bool:
    """Equal once accents and case go, or one vowel changed in place (Sergei / Sergey)."""
    if a == b:
        return True
    if len(a) != len(b):
        return False
    differing = [(x, y) for x, y in zip(a, b) if x != y]
    return len(differing) == 1 and all(x in "aeiouy" and y in "aeiouy" for x, y in differing)


def swapped_letters(a: str, b: str) -> bool:
    """Two letters of the word swapped (Micheal for Michael): a typing slip, not a respelling."""
    return len(a) == len(b) and a != b and sorted(a) == sorted(b)


CLASS_SUBSTITUTION = 0.6  # one substitution between the consonant classes scripts confuse


def respelled_word(a: str, b: str) -> bool:
    """The same consonants, within a semivowel (Abdulla / Abdullah) or one substitution of the
    classes scripts confuse (Turkish Sani for Arabic ثاني, English Thani; Ahmet / Ahmed), and
    the same syllables but for a final vowel."""
    _, _, semivowel = skeleton_costs()
    ca, cb = consonants(word_skeleton(a)), consonants(word_skeleton(b))
    if consonant_distance(ca, cb) > semivowel and not one_class_substitution(ca, cb):
        return False
    sa, sb = syllables(a), syllables(b)
    if sa == sb:
        return True
    final_vowel = a[-1:] in "aeiouy" or b[-1:] in "aeiouy"
    return abs(sa - sb) == 1 and final_vowel


def one_class_substitution(a: str, b: str) -> bool:
    """The consonants differ in one place only, by a pair of classes scripts confuse (s/t for
    Arabic ث, t/d): not a semivowel come or gone (Shah is not Shaw)."""
    pairs, _, _ = skeleton_costs()
    differing = [(x, y) for x, y in zip(a, b) if x != y]
    return len(a) == len(b) and len(differing) == 1 and pairs.get(frozenset(differing[0]), 1.0) <= CLASS_SUBSTITUTION


SAME, RESPELLED, DIFFERENT = "same", "respelled", "different"


def kept_original(word: str, lang: str) -> bool:
    """The version keeps the word in the original spelling: it has letters the language does
    not write (Baerbock in Turkish), so it is not respelled by the language's sounds."""
    _, foreign = respelling_rules(lang)
    return any(letters in word.lower() for letters in foreign)


TRUNCATED = 2  # letters a word must lose at its end to be cut short (Abdulla / Abdullah is not)


def truncated(a: str, b: str) -> bool:
    """One word is the start of the other, which goes on for two letters or more."""
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return len(long) - len(short) >= TRUNCATED and long.startswith(short)


def dropped_vowel(a: str, b: str) -> bool:
    """One word is the other with one vowel letter left out (Barbock / Baerbock)."""
    short, long = (a, b) if len(a) < len(b) else (b, a)
    if len(long) != len(short) + 1:
        return False
    return any(long[:i] + long[i + 1:] == short for i, ch in enumerate(long) if ch in "aeiouy")


def undoubled(word: str) -> str:
    return re.sub(r"(.)\1", r"\1", word)


def latin_relation(a: str, lang_a: str, b: str, lang_b: str) -> str:
    """SAME: the same letters (accents, case and one vowel in place aside: Sergei / Sergey);
    RESPELLED: the same sounds by the languages' letters (module docstring), which the caller
    accepts only where a version in another script confirms the sound; DIFFERENT: another name
    or a misspelling (a consonant, a syllable or a doubled letter dropped, two letters swapped)."""
    wa, wb = kept_name_words(a), kept_name_words(b)
    plain_a, plain_b = [plain(w) for w in wa], [plain(w) for w in wb]
    if "".join(plain_a) and same_letters("".join(plain_a), "".join(plain_b)):
        return SAME
    fa, fb = [sounded(w, lang_a) for w in wa], [sounded(w, lang_b) for w in wb]
    if "".join(fa) and same_letters("".join(fa), "".join(fb)):
        return SAME
    if len(fa) != len(fb) or not fa:
        return DIFFERENT
    for x, y, px, py, wx, wy in zip(fa, fb, plain_a, plain_b, wa, wb):
        if x == y or px == py:
            continue
        if swapped_letters(px, py) or (px != py and undoubled(px) == undoubled(py)):
            return DIFFERENT  # Micheal, Holister, Bennet: a slip of the letters of the same word
        if truncated(px, py):
            return DIFFERENT  # Ancelot for Ancelotti: the end of the word is lost
        if dropped_vowel(px, py) and (kept_original(wx, lang_a) or kept_original(wy, lang_b)):
            return DIFFERENT  # Barbock: a name kept in its own spelling has lost a letter
        if not respelled_word(x, y):
            return DIFFERENT
    return RESPELLED
