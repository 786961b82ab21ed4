"""The cross-script key of a name of any origin, and how close two keys are.

A name is romanized by the rules of its script (``pipeline.names.romanize``), rewritten with the
shared consonant classes (``skeleton_rules`` in ``pipeline/lang/names.yml``: ph = f, th = t,
p = b, v = f, z = s, ...), and reduced per word to a *skeleton*: consonants in order, every run
of vowels written as one ``a``, doubled letters once. ``Elizabeth``, ``Элизабет``,
``एलिज़ाबेथ`` and ``إليزابيث`` all give ``alasabat``.

Similarity compares the consonants with a weighted edit distance in which the substitutions
that one script forces on another cost little (``skeleton_substitutions`` of the same table:
f/w, b/f, g/k/j, h/g, t/d, s/t for "th"), and
the vowels only a little: Arabic writes no short vowels and every script renders English
vowels its own way, but the consonants of a transliterated name survive. A changed, added or
dropped consonant outside those classes is what separates another name (Pelosi / पेलोरी).
"""
from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz import fuzz

from pipeline.names import memo
from pipeline.names.cues import cues_for, normalize_word, skeleton_costs, skeleton_rules
from pipeline.names.romanize import romanize_word

VOWELS = set("aeiouy")
VOWEL = "a"
INITIAL_H = "H"  # a word-initial h: a full consonant (Hillary, Хиллари, هيلاري, हिलेरी)
VOWEL_WEIGHT = 0.25  # share of the vowel pattern in a word's similarity
# a name inside a longer one (Blasey Ford / Christine Blasey Ford) is the same person only
# with other evidence (an aligned paragraph): below the score that merges on the name alone
PARTIAL_FACTOR = 0.85


@lru_cache(maxsize=1)
def compiled_rules() -> tuple[tuple[re.Pattern, str], ...]:
    return tuple((re.compile(old), new) for old, new in skeleton_rules())


DOUBLED = re.compile(r"(.)\1+")
# consonants that the class rules may double and that are one sound: ck -> kk, ch + k (Wickremesinghe)
MERGED_DOUBLES = set("k")

ARABIC_ARTICLE = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER LAM}"
MIN_AFTER_ARTICLE = 3


def without_article(word: str) -> str:
    """An Arab name without its article (الأسد -> أسد: Assad, as Turkish Esad and Russian Асад
    write it; al- is a particle of the Latin spelling). Only the bare article: أل and إل begin
    foreign names (ألبنس Albence, إلدون Eldon)."""
    if word.startswith(ARABIC_ARTICLE) and len(word) - len(ARABIC_ARTICLE) >= MIN_AFTER_ARTICLE:
        return word[len(ARABIC_ARTICLE):]
    return word


@lru_cache(maxsize=memo.WORDS)
def word_skeleton(word: str) -> str:
    """``Elizabeth`` -> ``alasabat``: consonant classes, one ``a`` per vowel run, no doubles.

    Doubled letters are written once before the classes are applied: two letters of one class
    side by side are two sounds (Arabic بزشكيان writes the z and sh of Pezeshkian with no vowel
    between them, and they stay two consonants)."""
    text = DOUBLED.sub(r"\1", romanize_word(word).replace("-", ""))
    for pattern, new in compiled_rules():
        text = pattern.sub(new, text)
    out: list[str] = []
    for n, ch in enumerate(text):
        if n == 0 and ch == "y" and text[1:2] in VOWELS:
            out.append(ch)  # a consonant before a vowel (Jansen, Янсен, يانسن: j and y are near)
            continue
        ch = VOWEL if ch in VOWELS else ch
        if out and out[-1] == ch and (ch == VOWEL or ch in MERGED_DOUBLES):
            continue
        out.append(ch)
    if out and out[0] == "h":
        out[0] = INITIAL_H  # silent inside English names (John, Sarah), never at the start
    return "".join(out)


def _has_case(word: str) -> bool:
    return word.lower() != word.upper()


def _name_words(name: str, cues) -> list[str]:
    """The words of a name, hyphenated words split, a particle joined by a hyphen to a name
    left out (al-Sudani, As-Sudani, et-Temimi, Аль-Бусаиди, अल-तमीमी; not An-ping, whose second
    part is in lower case)."""
    prefixes = cues.particles | cues.article_prefixes
    out: list[str] = []
    for token in name.split():
        parts = [p for p in token.split("-") if p]
        while len(parts) > 1 and normalize_word(parts[0]) in prefixes and (
                parts[1][:1].isupper() or not _has_case(parts[1])):
            parts = parts[1:]
        out += parts
    return joined_compounds(out, cues)


def joined_compounds(words: list[str], cues) -> list[str]:
    """A compound head joined to the word after it (عبد الله -> عبدالله, Abd al-Khaliq ->
    Abdkhaliq once the article is out): one element of the name in every script."""
    out: list[str] = []
    for word in words:
        if out and normalize_word(out[-1]) in cues.compound_heads:
            out[-1] = out[-1] + word
        else:
            out.append(word)
    return out


def _is_key_particle(word: str, following: bool, cues) -> bool:
    """A particle left out of the key: followed by another word of the name (فون alone at the
    end is Vaughan), in lower case or in a script without case (a capitalized Du or Le is a name:
    Du Yulun), or the Arabic article in any case (Al Marar inside a full name)."""
    if not following:
        return False
    folded = normalize_word(word)
    return folded in cues.arabic_articles or (not word[:1].isupper() and folded in cues.particles)


@lru_cache(maxsize=memo.WORDS)
def core_word_count(name: str) -> int:
    """Words of a name as written, its particles left out (Ursula von der Leyen: 2; Moon
    Jae-in: 2, a hyphenated given name is one word)."""
    cues = cues_for("")
    tokens = joined_compounds(name.split(), cues)
    return max(1, sum(1 for n, w in enumerate(tokens) if not _is_key_particle(w, n + 1 < len(tokens), cues)
                      and not (n + 1 < len(tokens) and _is_key_particle(tokens[n + 1], n + 2 < len(tokens), cues)
                               and normalize_word(w) in cues.particles)))


@lru_cache(maxsize=memo.WORDS)
def kept_name_words(name: str) -> tuple[str, ...]:
    """The words of a name that its key is made of: hyphenated words split, particles left out
    (``"Muhammed Şiya es-Sudani"`` -> Muhammed, Şiya, Sudani)."""
    cues = cues_for("")
    every = _name_words(name, cues)
    return tuple(w for n, w in enumerate(every) if not _is_key_particle(w, n + 1 < len(every), cues)
                 and not (n + 1 < len(every) and _is_key_particle(every[n + 1], n + 2 < len(every), cues)
                          and normalize_word(w) in cues.particles))  # Von der Leyen, Фон дер Ляйен


@lru_cache(maxsize=memo.WORDS)
def name_key(name: str) -> str:
    """Skeleton of every word but the particles: ``"Donald Trump"`` -> ``"danald tramb"``,
    ``"Bashar al-Assad"`` -> ``"basar asad"``, ``"Ursula von der Leyen"`` -> ``"arsala lan"``."""
    words = list(kept_name_words(name))
    if len(words) >= 2:  # alone, an Arabic word with the article is mostly a common noun
        words = [without_article(w) for w in words]
    return " ".join(s for s in (word_skeleton(w) for w in words) if s)


def consonants(skeleton: str) -> str:
    return "".join(ch for ch in skeleton if ch != VOWEL)


def _substitution(a: str, b: str) -> float:
    if a == b:
        return 0.0
    return skeleton_costs()[0].get(frozenset((a, b)), 1.0)


def _indel(ch: str) -> float:
    _, semivowels, cost = skeleton_costs()
    return cost if ch in semivowels else 1.0


@lru_cache(maxsize=1)
def _cost_tables() -> tuple[dict, dict]:
    """(substitution cost by ordered pair of classes, indel cost by class) for the letters the
    skeleton table names; other letters fall back to the functions above. Looked up in the inner
    loop of ``consonant_distance`` without building a frozenset per cell."""
    pairs, semivowels, _ = skeleton_costs()
    letters = {ch for pair in pairs for ch in pair} | set(semivowels)
    substitution = {(a, b): _substitution(a, b) for a in letters for b in letters}
    return substitution, {ch: _indel(ch) for ch in letters}


@lru_cache(maxsize=memo.WORDS)
def consonant_distance(a: str, b: str) -> float:
    """Weighted edit distance between two consonant strings (cheap script substitutions)."""
    substitution, indels = _cost_tables()
    indel_a = [indels[ch] if ch in indels else _indel(ch) for ch in a]
    indel_b = [indels[ch] if ch in indels else _indel(ch) for ch in b]
    previous = [0.0]
    for cost in indel_b:
        previous.append(previous[-1] + cost)
    for ca, cost_a in zip(a, indel_a):
        current = [previous[0] + cost_a]
        for j, cb in enumerate(b, 1):
            pair = (ca, cb)
            swap = substitution[pair] if pair in substitution else (0.0 if ca == cb else 1.0)
            current.append(min(previous[j] + cost_a, current[j - 1] + indel_b[j - 1], previous[j - 1] + swap))
        previous = current
    return previous[-1]


def _weight(text: str) -> float:
    return sum(_indel(ch) for ch in text)


@lru_cache(maxsize=memo.WORDS)
def word_similarity(a: str, b: str) -> float:
    """0..100 for two word skeletons: consonants first, the vowel pattern a little."""
    if a == b:
        return 100.0
    ca, cb = consonants(a), consonants(b)
    longest = max(_weight(ca), _weight(cb), 1.0)
    consonant_score = max(0.0, 1.0 - consonant_distance(ca, cb) / longest) * 100
    # a final vowel is the least certain sound of a name across scripts: Russian case endings
    # (Лула, Кисидой), the silent Hindi schwa, Arabic's unwritten short vowels
    shape_score = max(fuzz.ratio(a, b), fuzz.ratio(a.rstrip(VOWEL), b.rstrip(VOWEL)))
    return round((1 - VOWEL_WEIGHT) * consonant_score + VOWEL_WEIGHT * shape_score, 1)


def _ordered_best(short: list[str], long: list[str]) -> tuple[float, float]:
    """Best in-order matching of every word of ``short`` to a word of ``long``: (mean, worst)."""
    best: tuple[float, float] = (0.0, 0.0)
    n, m = len(short), len(long)

    def walk(i: int, j: int, scores: tuple[float, ...]):
        nonlocal best
        if i == n:
            mean = sum(scores) / n
            if (mean, min(scores)) > best:
                best = (mean, min(scores))
            return
        for k in range(j, m - (n - i) + 1):
            walk(i + 1, k + 1, scores + (word_similarity(short[i], long[k]),))

    walk(0, 0, ())
    return best


@lru_cache(maxsize=memo.WORDS)
def key_similarity(a: str, b: str) -> float:
    """0..100 for two name keys. Same word count: words compared in order, and every word must
    agree somewhat (Erik Riedel is not Erik Ringel). Different counts: the shorter name's words
    matched in order inside the longer (Blasey Ford in Christine Blasey Ford), a little lower."""
    if not a or not b:
        return 0.0
    if a == b:
        return 100.0
    wa, wb = a.split(), b.split()
    short, long = (wa, wb) if len(wa) <= len(wb) else (wb, wa)
    mean, worst = _ordered_best(short, long)
    score = min(mean, worst + 20)
    return round(score if len(wa) == len(wb) else score * PARTIAL_FACTOR, 1)


SILENT_R = re.compile(r"(?<=a)r(?=[^a]|$)")


def silent_r(skeleton: str) -> str:
    """A skeleton without the r that English writes after a vowel (Park -> bak): across scripts
    it may be silent (Пак Чи Вон)."""
    return SILENT_R.sub("", skeleton)


def sounds_alike(a: str, b: str, within: float = 1.0) -> bool:
    """Two word skeletons within a consonant of each other (less than ``within``), an English r
    after a vowel silent."""
    return min(consonant_distance(consonants(a), consonants(b)),
               consonant_distance(consonants(silent_r(a)), consonants(silent_r(b)))) < within


GLUED = 2  # consonants a word must have beyond a name's word to be that word and another run together
GLUED_WORD = 3  # letters of a word of the language that may be run into a name (يوم, oleh)


def glued_word(key: str, target: str) -> bool:
    """A word skeleton that is ``target`` with another word run into it, before or after (Arabic
    هارينغتونبدوره, Harington + "in turn"; Malay Kavanaugholeh): the target's consonants first or
    last, within a consonant, and two or more besides."""
    mine, theirs = consonants(key), consonants(target)
    if len(theirs) < 3 or len(mine) < len(theirs) + GLUED:
        return False  # (a name word of one or two consonants begins too many words)
    return consonant_distance(mine[:len(theirs)], theirs) < 1.0 or consonant_distance(mine[-len(theirs):], theirs) < 1.0


def glued_to_name(word: str, target: str, lang: str, own: tuple[str, ...] = ()) -> bool:
    """``word`` is a word of a name (skeleton ``target``) and another word without the space
    between: the version's own spelling of the name and more (هوليسإن where it writes هوليس), or
    the name's very sounds and a word of the language of three letters or more (جنكينزيوم:
    Jenkins + يوم, "day"), or the name's consonants and two more (``glued_word``). Not a name one
    consonant longer (كيرنان is Kiernan, not Kieran + ان)."""
    for spelling in own:
        if len(spelling) >= 3 and word != spelling and (word.startswith(spelling) or word.endswith(spelling)) \
                and len(word) - len(spelling) >= 2:
            return True
    cues = cues_for(lang)
    common = cues.stop_words | cues.function_words | cues.postpositions | cues.speech_verbs
    theirs = consonants(target)
    for k in range(2, len(word) - GLUED_WORD + 1):
        for name, rest in ((word[:k], word[k:]), (word[len(word) - k:], word[:len(word) - k])):
            if len(rest) >= GLUED_WORD and normalize_word(rest) in common and \
                    consonant_distance(consonants(name_key(name)), theirs) == 0:
                return True
    return glued_word(name_key(word), target)
