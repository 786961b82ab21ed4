"""Script-independent phonetic keys for names, and their similarity.

For a Chinese name the key is its pinyin syllables without tones, lowercase, surname first:
``Xu Weixin``, ``Hsu Wei-Hsin``, ``Сюй Вэйсинь``, ``शू वेइशिन`` and ``شو وي شين`` all give
``xu wei xin`` (or a key that differs only in sounds the script cannot tell apart, which
``key_similarity`` treats as near-equal). Other names get a rough Latin romanization.
"""
from __future__ import annotations

import heapq
import re
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz

from pipeline.names import memo, syllables, translit

SYSTEM_OF_SCRIPT = {"cyrillic": "palladius", "devanagari": "devanagari", "arabic": "arabic"}
MAX_SEGMENTATIONS = 12
# A word holds at most a whole name run together (compound surname + two-syllable given name,
# Ouyangxiuwen); longer readings are ordinary words and could never match a name's key, so
# the search stops there. Readings sort by syllable count first, so the shorter ones kept are
# exactly those an unbounded search would return.
MAX_WORD_SYLLABLES = 4
# Devanagari virama and hyphens (यू-टिंग, a Wade-Giles given name) may sit between two syllables
# without belonging to either
BOUNDARY_MARKS = {"devanagari": translit.VIRAMA + "-", "latin": "'-", "cyrillic": "-", "arabic": "-"}


@dataclass(frozen=True)
class Reading:
    """One way to read a word as pinyin syllables."""

    syllables: tuple[str, ...]
    system: str  # pinyin, wade-giles, palladius, devanagari, arabic
    cost: int  # lower is more usual (sum of spelling ranks)


@lru_cache(maxsize=None)
def _max_form_length(system: str) -> int:
    return max(len(f) for f in syllables.spelling_index(system))


@lru_cache(maxsize=None)
def _alphabet(system: str) -> frozenset[str]:
    """Every character that occurs in some spelling of the system."""
    return frozenset(ch for form in syllables.spelling_index(system) for ch in form)


def _segmentation_order(item: tuple[tuple[str, ...], int]) -> tuple[int, int]:
    return len(item[0]), item[1]


@lru_cache(maxsize=None)
def _segmentable(system: str, skip: str) -> re.Pattern:
    """Matches exactly the words ``segment`` can cut: one to MAX_WORD_SYLLABLES spellings, each
    followed by any boundary marks. Most words of a text are no pinyin, and the regex engine
    rejects them many times faster than the search below."""
    spelling = "|".join(sorted(map(re.escape, syllables.spelling_index(system)), key=len, reverse=True))
    marks = f"[{re.escape(skip)}]*" if skip else ""
    return re.compile(f"(?:{spelling}){marks}(?:(?:{spelling}){marks}){{0,{MAX_WORD_SYLLABLES - 1}}}")


def segment(folded: str, system: str, skip: str = "") -> list[tuple[tuple[str, ...], int]]:
    """All ways to cut a folded word into spellings of pinyin syllables, with their cost."""
    alphabet = _alphabet(system)
    if any(ch not in alphabet and ch not in skip for ch in folded):
        return []  # a letter no syllable uses (Arabic ع, Turkish ş...): not pinyin, no search needed
    if not _segmentable(system, skip).fullmatch(folded):
        return []
    index = syllables.spelling_index(system)
    longest = _max_form_length(system)
    results: list[tuple[tuple[str, ...], int]] = []

    @lru_cache(maxsize=None)
    def tails(pos: int, budget: int) -> tuple[tuple[tuple[str, ...], int], ...]:
        if pos == len(folded):
            return (((), 0),)
        if budget == 0:
            return ()
        out = []
        for end in range(min(len(folded), pos + longest), pos, -1):
            options = index.get(folded[pos:end])
            if not options:
                continue
            nxt = end
            while nxt < len(folded) and folded[nxt] in skip:
                nxt += 1
            rest = tails(nxt, budget - 1)
            if not rest:
                continue
            for syl, rank in options.items():
                for tail, cost in rest:
                    out.append(((syl,) + tail, rank + cost))
        # nsmallest is sorted(...)[:n] (stable on ties) without sorting every combination
        return tuple(heapq.nsmallest(MAX_SEGMENTATIONS, out, key=_segmentation_order))

    if folded:
        results = list(tails(0, MAX_WORD_SYLLABLES))
    return results


_CAMEL = re.compile(r"(?<=[a-zà-ÿ])(?=[A-Z])")


def latin_pieces(word: str) -> list[str]:
    """Split a Latin word at hyphens and inner capitals (ZhiLin, Wei-Hsin)."""
    word = translit.strip_invisible(word)
    for h in translit.HYPHENS:
        word = word.replace(h, " ")
    if not word.isupper():
        word = _CAMEL.sub(" ", word)
    return word.split()


def _combine(piece_readings: list[list[tuple[tuple[str, ...], int]]]) -> list[tuple[tuple[str, ...], int]]:
    combos: list[tuple[tuple[str, ...], int]] = [((), 0)]
    for options in piece_readings:
        if not options:
            return []
        combos = [(a + b, ca + cb) for a, ca in combos for b, cb in options][:MAX_SEGMENTATIONS * 4]
    combos.sort(key=lambda item: (len(item[0]), item[1]))
    return combos[:MAX_SEGMENTATIONS]


def latin_readings(word: str) -> list[Reading]:
    """Pinyin readings of a Latin word, then Wade-Giles readings."""
    pieces = [translit.fold_latin(p) for p in latin_pieces(word)]
    out: list[Reading] = []
    # pinyin: an apostrophe separates syllables (Xi'an)
    pinyin_parts = [s for p in pieces for s in p.split("'") if s]
    for syls, cost in _combine([segment(p, "pinyin") for p in pinyin_parts]):
        out.append(Reading(syls, "pinyin", cost))
    # Wade-Giles: the apostrophe marks aspiration and belongs to the syllable
    for syls, cost in _combine([segment(p, "wade-giles", skip="-") for p in pieces]):
        out.append(Reading(syls, "wade-giles", cost))
    return out


def word_readings(word: str, lang: str = "") -> list[Reading]:
    """Every reading of one word (any script) as pinyin syllables, most likely first."""
    return list(_word_readings(word))


@lru_cache(maxsize=memo.WORDS)
def _word_readings(word: str) -> tuple[Reading, ...]:
    script = translit.script_of(word)
    if script == "latin":
        return tuple(latin_readings(word))
    system = SYSTEM_OF_SCRIPT.get(script)
    if system is None:
        return ()
    folded = translit.FOLDS[script](word)
    skip = BOUNDARY_MARKS.get(script, "")
    return tuple(Reading(s, system, c) for s, c in segment(folded, system, skip))


def to_pinyin_candidates(word: str, lang: str) -> list[list[str]]:
    """Possible pinyin syllable segmentations of one word written in any script.

    "Weixin" -> [["wei", "xin"], ...]; "Вэйсинь" -> [["wei", "xin"]]; "شين" -> [["xin"], ["shen"], ...].
    Readings of the word as written come first (after a Turkish suffix is cut off), then those
    of its other bare forms (Arabic ليانغ is Liang or ل + Yang; Синьюя is the genitive of Синьюй).
    """
    from pipeline.names import affixes

    seen, out = set(), []
    for form in affixes.base_candidates(word, lang, True):
        for reading in _word_readings(form):
            if reading.syllables not in seen:
                seen.add(reading.syllables)
                out.append(list(reading.syllables))
    return out


# ---------------------------------------------------------------- reading whole names

MAX_GIVEN_SYLLABLES = 2


@dataclass(frozen=True)
class NameReading:
    """A name read as a Chinese name: bare words, pinyin per word, which word is the surname."""

    bases: tuple[str, ...]  # words with clitics, suffixes and case endings removed
    syllables: tuple[tuple[str, ...], ...]  # pinyin per word
    system: str
    surname_first: bool  # False for given-name-first order (Yanru Chen)
    surname_rank: int  # frequency rank of the surname (lower is more common)

    @property
    def surname(self) -> tuple[str, ...]:
        return self.syllables[0] if self.surname_first else self.syllables[-1]

    @property
    def given(self) -> tuple[str, ...]:
        words = self.syllables[1:] if self.surname_first else self.syllables[:-1]
        return tuple(s for w in words for s in w)

    @property
    def key(self) -> str:
        return " ".join(self.surname + self.given)


def _surname_rank(syls: tuple[str, ...]) -> int:
    return syllables.surname_ranks().get(tuple(syls), 10_000)


def _words(name: str) -> list[str]:
    return [w for w in re.split(r"[\s\N{NO-BREAK SPACE}\N{MIDDLE DOT}\N{BULLET},]+",
                                translit.strip_invisible(name)) if w]


@lru_cache(maxsize=memo.WORDS)
def word_base_readings(word: str, lang: str, first: bool = True) -> tuple[str, tuple[Reading, ...]]:
    """The bare form of a word that reads best as pinyin (fewest syllables) and its readings."""
    from pipeline.names import affixes

    best: tuple[str, tuple[Reading, ...]] = (word, ())
    for base in affixes.base_candidates(word, lang, first):
        readings = _word_readings(base)
        if readings and (not best[1] or len(readings[0].syllables) < len(best[1][0].syllables)):
            best = (base, readings)
    return best


def _systems_for(per_word: list[list[Reading]]) -> list[str]:
    common = set.intersection(*({r.system for r in rs} for rs in per_word))
    return [s for s in ("pinyin", "wade-giles", "palladius", "devanagari", "arabic") if s in common]


def _given_reading(options: list[list[Reading]]) -> tuple[tuple[str, ...], ...] | None:
    """The given-name words read with the fewest syllables; None when too long for a given name."""
    chosen = tuple(opts[0].syllables for opts in options)
    if not 1 <= sum(len(c) for c in chosen) <= MAX_GIVEN_SYLLABLES:
        return None
    return chosen


# Wade-Giles printed without apostrophes: aspirated and plain readings are equally plausible
SURNAME_COST_SLACK = 1


def _surname_options(readings: list[Reading]) -> list[Reading]:
    """Surname readings, most plausible first: fewest syllables, usual spelling, frequent surname.

    Unmarked Wade-Giles "Tsai" is ts'ai (Cai, frequent) or tsai (Zai, rare): frequency decides.
    """
    options = [r for r in readings if syllables.is_surname(r.syllables)]
    if not options:
        return []
    fewest = min(len(r.syllables) for r in options)
    options = [r for r in options if len(r.syllables) == fewest]
    best_cost = min(r.cost for r in options)
    slack = SURNAME_COST_SLACK if options[0].system == "wade-giles" else 0
    return sorted(options, key=lambda r: (r.cost > best_cost + slack,
                                          _surname_rank(r.syllables), r.cost))


def read_name_words(bases: list[str], per_word: list[list[Reading]], given_first_ok: bool = True) -> NameReading | None:
    """Read words already stripped of affixes as one Chinese name, or None."""
    if len(bases) < 2 or any(not rs for rs in per_word):
        return None
    for system in _systems_for(per_word):
        opts = [[r for r in rs if r.system == system] for rs in per_word]
        if system == "wade-giles":
            opts = [_joined_pinyin_given(base, rs, wg) for base, rs, wg in zip(bases, per_word, opts)]
        surname = _surname_options(opts[0])
        given = _given_reading(opts[1:])
        if surname and given:
            return NameReading(tuple(bases), (surname[0].syllables,) + given, system, True,
                               _surname_rank(surname[0].syllables))
        if not given_first_ok or system not in ("pinyin", "wade-giles", "palladius") or len(bases) > 2:
            continue  # given name first is written as one word (Yanru Chen); Ri Yong Ho is Korean
        surname = _surname_options(opts[-1])
        given = _given_reading(opts[:-1])
        if surname and given:
            return NameReading(tuple(bases), given + (surname[0].syllables,), system, False,
                               _surname_rank(surname[0].syllables))
    return _read_legacy_surname(bases, per_word, given_first_ok and len(bases) <= 2)


LATIN_SYSTEMS = ("pinyin", "wade-giles")


def _per_word_system(readings: list[Reading]) -> list[Reading]:
    """A Latin word's readings in the first system (pinyin, then Wade-Giles) that has one."""
    for system in LATIN_SYSTEMS:
        chosen = [r for r in readings if r.system == system]
        if chosen:
            return chosen
    return []


def _surname_any_system(readings: list[Reading]) -> list[Reading]:
    for system in LATIN_SYSTEMS:
        options = _surname_options([r for r in readings if r.system == system])
        if options:
            return options
    return []


def _joined_pinyin_given(base: str, readings: list[Reading], wade_giles: list[Reading]) -> list[Reading]:
    """Wade-Giles hyphenates a two-syllable given name (Yu-feng); a joined one that also reads
    as pinyin (Tsao Yufeng) follows pinyin, as given names of families keeping an old surname
    spelling do. The surname word is unaffected: its options are checked against surnames."""
    if any(h in base for h in translit.HYPHENS):
        return wade_giles
    pinyin = [r for r in readings if r.system == "pinyin" and len(r.syllables) >= 2]
    return pinyin if pinyin and min(len(r.syllables) for r in readings) >= 2 else wade_giles


def _read_legacy_surname(bases: list[str], per_word: list[list[Reading]],
                         given_first_ok: bool = True) -> NameReading | None:
    """A Latin name whose words follow different systems, each word read in the system that
    reads it: families keep the Wade-Giles spelling of the surname while given names follow
    pinyin (Chiu Jiezhong, Jiezhong Chiu), and some writers mix within the given name too."""
    if any(not any(r.system in LATIN_SYSTEMS for r in rs) for rs in per_word):
        return None
    orders = (True, False) if given_first_ok else (True,)
    for surname_first in orders:
        surname_word = per_word[0] if surname_first else per_word[-1]
        given_words = per_word[1:] if surname_first else per_word[:-1]
        surname = _surname_any_system(surname_word)
        given_opts = [_per_word_system(rs) for rs in given_words]
        given = _given_reading(given_opts) if surname and all(given_opts) else None
        if given is None:
            continue
        systems = {surname[0].system} | {opts[0].system for opts in given_opts}
        system = "pinyin" if systems == {"pinyin"} else "wade-giles"
        syls = (surname[0].syllables,) + given if surname_first else given + (surname[0].syllables,)
        return NameReading(tuple(bases), syls, system, surname_first, _surname_rank(surname[0].syllables))
    return None


HAN_GIVEN_LENGTHS = (1, 2)


@lru_cache(maxsize=1)
def han_readings() -> dict[str, str]:
    """Character -> its toneless pinyin alone (ü written v), from ``data/han_readings.tsv``:
    generated from pypinyin by ``names/_build.py``, so that pypinyin is not imported at run time."""
    lines = (syllables.DATA / "han_readings.tsv").read_text(encoding="utf-8").splitlines()
    rows = [line.split("\t") for line in lines if not line.startswith("#")][1:]  # after the header
    return {character: reading for reading, characters in rows for character in characters}


def read_han_name(text: str) -> NameReading | None:
    """A name written in Chinese characters: a surname character (or pair) and 1-2 more.

    The given name is read character by character (a character pypinyin cannot read stands for
    itself, as pypinyin leaves it)."""
    by_hanzi = syllables.surnames_by_hanzi()
    for size in (2, 1):
        head = text[:size]
        if head in by_hanzi and len(text) - size in HAN_GIVEN_LENGTHS:
            surname = by_hanzi[head]
            readings = han_readings()
            given = tuple(readings.get(char, char) for char in text[size:])
            return NameReading((text,), (surname.pinyin, given), "hanzi", True,
                               _surname_rank(surname.pinyin))
    return None


def read_chinese_name(name: str | list[str], lang: str) -> NameReading | None:
    """Read a whole name (string or list of words) as a Chinese name, or None."""
    words = _words(name) if isinstance(name, str) else list(name)
    if len(words) == 1 and translit.script_of(words[0]) == "han":
        return read_han_name(words[0])
    bases, per_word = [], []
    for i, word in enumerate(words):
        base, readings = word_base_readings(word, lang, first=(i == 0))
        bases.append(base)
        per_word.append(readings)
    return read_name_words(bases, per_word)


def phonetic_key(name: str, lang: str) -> str:
    """Script-independent key: pinyin syllables for Chinese names (surname first), rough Latin otherwise."""
    reading = read_chinese_name(name, lang)
    if reading is not None:
        return reading.key
    return translit.rough_latin(name)


def pinyin_display(key: str) -> str:
    """A pinyin key written as a name: "ou yang xiu wen" -> "Ouyang Xiuwen", "du ang ang" ->
    "Du Ang'ang" (an apostrophe before a syllable starting with a, o or e, as pinyin spells it).
    Empty when the key is not made of pinyin syllables."""
    syls = key.split()
    if not _is_syllable_key(key) or len(syls) < 2:
        return ""
    cut = 2 if len(syls) >= 3 and syllables.is_surname(syls[:2]) else 1
    return " ".join(_join_syllables(part).capitalize() for part in (syls[:cut], syls[cut:]))


def _join_syllables(syls: list[str]) -> str:
    out = ""
    for syl in syls:
        out += ("'" if out and syl[0] in "aoe" else "") + syl.replace("v", "ü")
    return out


# ---------------------------------------------------------------- similarity

# Sounds that one script or romanization cannot tell apart (Arabic writes x and sh as ش and
# en/in as ين; Hindi writes z and zh as ज़): syllables that fold to the same class are near-equal.
_COARSE_INITIALS = {"zh": "J", "j": "J", "z": "J", "ch": "J", "q": "J", "c": "J",
                    "sh": "S", "x": "S", "s": "S", "d": "T", "t": "T", "b": "P", "p": "P",
                    "g": "K", "k": "K"}
_COARSE_FINALS = {"ou": "U", "u": "U", "uo": "U", "o": "U", "iu": "U", "v": "U",
                  "ei": "I", "i": "I", "ie": "I", "e": "I",
                  # n and ng: Arabic and Hindi writers and Russian press often blur them (Чжилин)
                  "en": "N", "in": "N", "eng": "N", "ing": "N", "un": "UN", "vn": "UN",
                  "ong": "ONG", "iong": "ONG",
                  "ia": "A", "ua": "A", "an": "AN", "ang": "AN", "uan": "UAN", "uang": "UAN",
                  "van": "UAN", "ian": "IAN", "iang": "IAN", "ao": "AO", "iao": "AO",
                  "ai": "AI", "uai": "AI", "ue": "UE", "ve": "UE", "ui": "I"}
_INITIAL_ORDER = ("zh", "ch", "sh", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h",
                  "j", "q", "x", "r", "z", "c", "s", "y", "w")


@lru_cache(maxsize=4096)
def coarse_syllable(syl: str) -> str:
    """The class of sounds a syllable belongs to when the script blurs some distinctions."""
    initial = next((i for i in _INITIAL_ORDER if syl.startswith(i) and len(syl) > len(i)), "")
    final = syl[len(initial):]
    if initial in ("j", "q", "x", "y") and final.startswith("u"):
        final = "v" + final[1:]
    return _COARSE_INITIALS.get(initial, initial) + "-" + _COARSE_FINALS.get(final, final)


def syllable_similarity(a: str, b: str) -> float:
    if a == b:
        return 100.0
    if coarse_syllable(a) == coarse_syllable(b):
        return 88.0
    return fuzz.ratio(a, b) * 0.6


def _is_syllable_key(key: str) -> bool:
    inventory = syllables.pinyin_set()
    return bool(key) and all(s in inventory for s in key.split())


@lru_cache(maxsize=8192)
def _as_pinyin_key(key: str) -> str:
    """A key given in another romanization (a Wade-Giles "hsu wei hsin") rewritten as pinyin."""
    if _is_syllable_key(key):
        return key
    reading = read_chinese_name(key, "")  # a key has no language: shared cues only
    return reading.key if reading is not None else key


def key_similarity(a: str, b: str) -> float:
    """Similarity of two keys, 0..100.

    Pinyin keys are compared syllable by syllable: a syllable added or dropped, a different
    surname, or two different given-name syllables put the score below 76 however close the
    spellings look; sounds a script cannot distinguish (x/sh in Arabic) still score 88.
    """
    if a == b:
        return 100.0
    a, b = _as_pinyin_key(a), _as_pinyin_key(b)
    if a == b:
        return 100.0
    if not (_is_syllable_key(a) and _is_syllable_key(b)):
        return float(fuzz.ratio(a, b))
    sa, sb = a.split(), b.split()
    if len(sa) != len(sb):
        # one name is the other with a syllable added or dropped: different people as a rule
        shorter, longer = sorted((sa, sb), key=len)
        common = sum(1 for x, y in zip(shorter, longer) if x == y)
        return round(60.0 * common / len(longer), 1)
    scores = [syllable_similarity(x, y) for x, y in zip(sa, sb)]
    score = sum(scores) / len(scores)
    different = sum(1 for x in scores if x < 60)
    if scores[0] < 60 or different >= 2:
        score = min(score, 75.0)
    return round(score, 1)
