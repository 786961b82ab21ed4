"""Whether two spellings of a person are the same name (``agrees``), and the ways two spellings
may differ without being another name: a transliteration that follows the Latin letters or the
name's own reading of them (``follows_letters``), a proclitic glued to an Arabic spelling, a word
run into the name by a missing space (``glued``), a transliteration within the range of the
others' (``within_range``), a dropped final -s (``dropped_final_s``); and what makes two spellings
of one version one name misspelt (``misspelt_latin``, ``same_sound``).

Agreement is judged among versions that write the name the same way (``pipeline.names.flags``
decides who judges whom): Latin-script versions keep the original spelling, so between them a
dropped or added letter is a misspelling while a changed vowel is a variant; versions in other
scripts transliterate by sound, so between them a consonant changed, added or dropped outside
the classes scripts confuse is another name.
"""
from __future__ import annotations

import re
from functools import partial
from typing import Optional

from anyascii import anyascii
from rapidfuzz import fuzz

from pipeline.model import LocatedName
from pipeline.names.affixes import bare_word, clitic_and_article_readings, is_month, proclitic_readings
from pipeline.names.cues import cues_for
from pipeline.names.dialects import same_western_chinese_name
from pipeline.names.entities import (
    Candidate,
    Entity,
    chinese_similarity,
    is_cased_script,
    is_lossy_script,
    name_similarity,
    script_of,
)
from pipeline.names.keys import (compiled_rules, consonant_distance, consonants, glued_to_name, kept_name_words,
                                 key_similarity, name_key, silent_r)
from pipeline.names.nominative import nominative_options
from pipeline.names.readings import MUST_WRITE, latin_readings
from pipeline.names.respell import DIFFERENT, RESPELLED, SAME, latin_relation
from pipeline.names.romanize import romanize, romanize_latin, romanize_word

GARBLED = "garbled"  # system of a misspelling attached by pipeline.names.garbled

SAME_NAME = 85.0  # key similarity above which two spellings are the same name transliterated
LOSSY_SAME_NAME = 80.0  # Devanagari/Arabic: compared by admissible readings, a little looser
LATIN = "Latin"
VOWELS = set("aeiouy")
CONSONANT_EDIT = 1.0  # a full consonant edit: another sound, not a transliteration


GLUE = 2  # letters a word must gain to be two words run together (فريمانفي: Freeman + في)


def glued(found: str, expected: str, lang: str = "", own: tuple[str, ...] = ()) -> bool:
    """A word of ``found`` is a word of ``expected`` with another word run into it, a missing
    space (جين فريمانعضوة: Freeman + "member"; يعنيجوني: "that is" + Johnny), or the words of
    ``expected`` written as one (ريموندسو, Raymond So): a spacing typo, not another name."""
    return glued_letters(found, expected) or glued_sound(found, expected, lang, own)


def glued_letters(found: str, expected: str) -> bool:
    """... letter for letter, as the two romanize: strong between two transliterations."""
    fw, ew = romanize(found).replace("-", " ").split(), romanize(expected).replace("-", " ").split()
    return any(len(x) >= len(y) + GLUE and len(y) >= GLUE and (x.startswith(y) or x.endswith(y))
               for x in fw for y in ew)


def glued_sound(found: str, expected: str, lang: str = "", own: tuple[str, ...] = ()) -> bool:
    """... by sound, where the scripts write the vowels apart (جنكينزيوم is Jenkins + يوم)."""
    key = name_key(expected)
    if len(key.split()) >= 2 and len(found.split()) == 1 and name_key(found) == key.replace(" ", ""):
        return True
    words, keys = found.replace("-", " ").split(), key.split()
    pairs = zip(words, keys) if len(words) == len(keys) else ((x, y) for x in words for y in keys)
    return any(glued_to_name(x, y, lang, own) for x, y in pairs)


def misspelt_latin(a: LocatedName, b: LocatedName) -> bool:
    """Two Latin spellings of one version that are one name misspelt (Micheal / Michael, Benard /
    Bernard): the same sounds, but letters swapped or lost, which no transliteration explains."""
    if script_of(a.mention.base) != LATIN or script_of(b.mention.base) != LATIN or a.mention.chinese or b.mention.chinese:
        return False  # a Chinese name in two romanizations or orders is judged by its syllables
    if len(a.mention.base.split()) != len(b.mention.base.split()):
        return False
    wa, wb = common_words(a.mention.base, b.mention.base)
    return latin_relation(wa, a.lang, wb, b.lang) == DIFFERENT


def same_sound(a: LocatedName, b: LocatedName) -> bool:
    """Two spellings of one version that are the same name transliterated twice."""
    if a.mention.key == b.mention.key:
        return True
    if a.mention.chinese and b.mention.chinese:
        return False
    if a.mention.system == GARBLED or b.mention.system == GARBLED:
        return False
    return max_consonant_edit(name_key(a.mention.base), name_key(b.mention.base)) < CONSONANT_EDIT


def max_consonant_edit(a: str, b: str, across_scripts: bool = False) -> float:
    """The largest consonant edit cost between words of two keys matched in order (a missing
    word counts as a full edit). Across scripts an r after a vowel and before a consonant or at
    the end of a word may be silent: English spells Park and Kerr with an r that Russian and
    Korean do not write (Пак Чи Вон)."""
    wa, wb = a.split(), b.split()
    if len(wa) != len(wb):
        return CONSONANT_EDIT * 2

    def distance(x: str, y: str) -> float:
        plain = consonant_distance(consonants(x), consonants(y))
        if not across_scripts or plain == 0:
            return plain
        return min(plain, consonant_distance(consonants(silent_r(x)), consonants(silent_r(y))))

    return max((distance(x, y) for x, y in zip(wa, wb)), default=0.0)



def entity_of(m: LocatedName) -> Entity:
    return Entity(m.lang, m.mention.key, m.mention.chinese, [Candidate(0, m.lang, 0, m.mention, (0, 0))])


def common_words(a: str, b: str) -> tuple[str, str]:
    """Two spellings cut to the words they share when one names the person with fewer words
    (Blasey Ford / Christine Blasey Ford, Jong Un / Kim Jong Un): the best in-order match of the
    shorter name's words inside the longer one, by skeleton."""
    wa, wb = list(kept_name_words(a)), list(kept_name_words(b))  # particles out (es-Sudani, von der)
    if len(wa) == len(wb) or not wa or not wb:
        return " ".join(wa), " ".join(wb)
    short, long = (wa, wb) if len(wa) < len(wb) else (wb, wa)
    best, best_start = -1.0, 0
    for start in range(len(long) - len(short) + 1):
        window = " ".join(long[start:start + len(short)])
        score = key_similarity(name_key(" ".join(short)), name_key(window))
        if score > best:
            best, best_start = score, start
    cut = " ".join(long[best_start:best_start + len(short)])
    return (" ".join(short), cut) if len(wa) < len(wb) else (cut, " ".join(short))


def follows_letters(translit: str, latin: str) -> bool:
    """A transliteration that follows the Latin letters rather than the sound (कैवनौघ
    "kaivanaugh" for Kavanaugh, वेडे "vede" for Wayde): a rendering of the spelling, not another
    name. Vowels, h and w may come and go; the consonants must stay, in order."""
    ra, rb = romanize(translit).replace("-", " ").split(), latin.replace("-", " ").split()
    if len(ra) != len(rb):
        return False
    return all(any(letter_distance(spelled(x), spelled(reading)) < CONSONANT_EDIT for reading in romanized_readings(y))
               for x, y in zip(ra, rb))


def romanized_readings(word: str) -> tuple[str, ...]:
    """The Latin word in plain letters, as English reads it and as its own language may
    (pipeline.names.readings: Jankel -> jankel, Yankel, Hankel, zhankel), the consonants that
    must be written kept in capitals."""
    return tuple("".join(part if MUST_WRITE.fullmatch(part) else romanize_latin(part)
                         for part in MUST_WRITE.split(reading) if part)
                 for reading in latin_readings(word))


def spelled(word: str) -> str:
    """Romanized letters with the consonant classes of the skeleton (ph = f, th = t, v = w),
    vowels kept: what "following the letters" is judged on."""
    for pattern, new in compiled_rules():
        word = pattern.sub(new, word)
    return "".join(ch for i, ch in enumerate(word) if i == 0 or word[i - 1] != ch)  # Brett = Bret


EXTRA_VOWEL = 0.45  # a vowel (or h, w) the transliteration adds to the Latin letters
MISSING_VOWEL = 0.2  # one it leaves out: Arabic writes no short vowels
OTHER_VOWEL = 0.3  # one it writes differently


def letter_distance(translit: str, latin: str) -> float:
    """Edit distance from a romanized transliteration to Latin letters in which vowels, h and w
    cost little, leaving one out least (the consonants, and where they stand among the vowels,
    decide: "kawanagua" does not spell "kawanaug", "kaiwanaug" does)."""
    light = VOWELS | {"h", "w"}

    def extra(ch: str) -> float:
        return EXTRA_VOWEL if ch in light else 1.0

    def missing(ch: str) -> float:
        return MISSING_VOWEL if ch in light else 1.0

    previous = [0.0]
    for ch in latin:
        previous.append(previous[-1] + missing(ch))
    for ca in translit:
        current = [previous[0] + extra(ca)]
        for j, cb in enumerate(latin, 1):
            same = ca == cb or ca == cb.lower()  # a capital: a consonant that must be written
            sub = 0.0 if same else (OTHER_VOWEL if ca in light and cb in light else 1.0)
            current.append(min(previous[j] + extra(ca), current[j - 1] + missing(cb), previous[j - 1] + sub))
        previous = current
    return previous[-1]


def agrees(a: LocatedName, b: LocatedName, others: Optional[dict[str, LocatedName]] = None) -> bool:
    """Whether two versions' usual spellings are the same name (see the module docstring).
    Two Latin spellings that are the same sounds respelled (Zaharova / Zakharova) agree when a
    version in another script (``others``) writes that sound for both (Захарова)."""
    sa, sb = script_of(a.mention.base), script_of(b.mention.base)
    if GARBLED in (a.mention.system, b.mention.system):
        return False  # an unreadable misspelling of a known person (pipeline.names.garbled)
    if sa == LATIN and sb == LATIN:
        if a.mention.chinese and b.mention.chinese:
            return chinese_similarity(a.mention.key, b.mention.key) >= SAME_NAME
        base_a, base_b = common_words(a.mention.base, b.mention.base)
        relation = latin_relation(base_a, a.lang, base_b, b.lang)
        if relation == RESPELLED:
            return any(script_of(o.mention.base) not in ("", LATIN) and agrees(a, o) and agrees(b, o)
                       for o in (others or {}).values() if o is not a and o is not b)
        return relation == SAME
    threshold = LOSSY_SAME_NAME if is_lossy_script(sa) or is_lossy_script(sb) else SAME_NAME
    if a.mention.chinese or b.mention.chinese:
        return name_similarity(entity_of(a), entity_of(b)) >= threshold
    if same_western_chinese_name(a.mention.base, a.lang, b.mention.base, b.lang):
        return True  # Desmond Cheung Wing-kit / Десмонд Чжан Юнцзе: 張 in Cantonese and in Mandarin
    if month_for_name(a, b) or month_for_name(b, a):
        return False  # تيريزا مايو: the month, not a rendering of May
    return any(transliterations_agree(x, sa, y, sb, threshold) for x in clitic_readings(a) for y in clitic_readings(b))


def clitic_readings(m: LocatedName) -> list[str]:
    """The spelling, and without a proclitic glued to its first word (Arabic وجونسون, لجونسون),
    each also with the letters the language's names read as another read so (رضاييف as رزاييف:
    Rzayev)."""
    cues = cues_for(m.lang)
    words = m.mention.base.split()
    if not cues.clitics or not words:
        spellings = [m.mention.base]
    else:
        spellings = [" ".join([first] + words[1:]) for first in proclitic_readings(words[0], cues)]
    spellings += [r for r in map(partial(article_joined_before, cues=cues), spellings) if r not in spellings]
    return spellings + [r for r in map(partial(letters_read_as, cues=cues), spellings) if r not in spellings]


def article_joined_before(spelling: str, cues) -> str:
    """The article of an inner word written at the end of the word before it, as Malay and
    Indonesian spell names of Arabic origin (نور العزة أنور: Nurul Izzah Anwar; سيف الدين:
    Saifuddin's first part)."""
    words = spelling.split()
    for n in range(len(words) - 1, 0, -1):
        article = next((a for a in cues.articles if words[n].startswith(a) and len(words[n]) > len(a) + 1), None)
        if article is not None:
            words[n - 1:n + 1] = [words[n - 1] + article, words[n][len(article):]]
    return " ".join(words)


def letters_read_as(spelling: str, cues) -> str:
    for letter, reading in cues.letter_readings:
        spelling = spelling.replace(letter, reading)
    return spelling


def transliterations_agree(a: str, sa: str, b: str, sb: str, threshold: float) -> bool:
    base_a, base_b = common_words(a, b)
    if LATIN in (sa, sb) and follows_letters(*((base_a, base_b) if sb == LATIN else (base_b, base_a))):
        return True
    ka, kb = name_key(base_a), name_key(base_b)
    if max_consonant_edit(ka, kb, across_scripts=sa != sb) >= CONSONANT_EDIT:
        return False
    # every word within a consonant of its counterpart: the same name, however short its words
    # (Ri Yong Ho / Ли Ён Хо, where one consonant is most of a word)
    return key_similarity(ka, kb) >= threshold or len(ka.split()) == len(kb.split())


def spells_a_latin_version(m: LocatedName, usual: dict[str, LocatedName]) -> bool:
    """A transliteration that renders a Latin version's spelling letter by letter."""
    if m.mention.chinese or script_of(m.mention.base) == LATIN:
        return False
    if any(month_for_name(m, u) for u in usual.values() if u is not m):
        return False  # a month of its language where a version writes none (تيريزا مايو)
    return any(follows_letters(*common_words(m.mention.base, u.mention.base)) for u in usual.values()
               if script_of(u.mention.base) == LATIN and not u.mention.chinese)


def within_range(m: LocatedName, references: list[LocatedName]) -> bool:
    """A transliteration whose every word is no farther from the nearest other transliteration's
    word than those words are from each other: within the range of the scripts' renderings of
    the name (Hindi वॉन where Russian writes Воган and Arabic فون), no mismatch. Only
    transliterations of as many words are the range (a Latin spelling keeps silent letters no
    script writes; words counted apart are no spread of sounds)."""
    if script_of(m.mention.base) == LATIN or m.mention.chinese:
        return False
    others = [r for r in references if script_of(r.mention.base) not in ("", LATIN) and not r.mention.chinese]
    if len(others) < 2 or any(month_for_name(m, r) for r in others):
        return False  # a month of the language is another word, however close (تيريزا مايو)
    keys = [name_key(r.mention.base).split() for r in others]
    mine = name_key(m.mention.base).split()
    if any(len(k) != len(mine) for k in keys):
        return False

    def distance(x: str, y: str) -> float:
        return min(consonant_distance(consonants(x), consonants(y)),
                   consonant_distance(consonants(silent_r(x)), consonants(silent_r(y))))

    for n, word in enumerate(mine):
        spread = max(distance(a[n], b[n]) for i, a in enumerate(keys) for b in keys[i + 1:])
        if min(distance(word, k[n]) for k in keys) > spread:
            return False
    return True


FINAL_S = "s"  # the consonant of an English plural or possessive ending (Woods, Chambers, Hughes)


def dropped_final_s(m: LocatedName, reference: LocatedName) -> bool:
    """The name as the reference writes it but for a final s sound of its last word (Wood for
    Woods, जैसिका चैंबर for Jessica Chambers): a real slip, a minor one."""
    found, expected = name_key(m.mention.base).split(), name_key(reference.mention.base).split()
    if len(found) != len(expected) or not found:
        return False
    head, last = consonants(found[-1]), consonants(expected[-1])
    return last.endswith(FINAL_S) and consonant_distance(head, last[:-1]) < CONSONANT_EDIT and \
        all(consonant_distance(consonants(a), consonants(b)) < CONSONANT_EDIT for a, b in zip(found[:-1], expected[:-1]))


def month_for_name(a: LocatedName, b: LocatedName) -> bool:
    """``a``, in a script without capitals, writes a month of its language where ``b`` writes
    no month: a common word in the place of the name (Arabic تيريزا مايو for Theresa May)."""
    if is_cased_script(script_of(a.mention.base)):
        return False
    return any(is_month(w, a.lang) for w in a.mention.base.split()) and \
        not any(is_month(w, b.lang) for w in b.mention.base.split())


CASED_SCRIPTS = ("Latin", "Cyrillic")  # a translator writes each vowel of a name one way in them


DOUBLED_LETTER = re.compile(r"(.)\1+")


def folded_letters(word: str) -> str:
    """A word's letters as a spelling slip changes them: case, diacritics, hyphens, a doubled
    letter written once (Кесслер, Кеслер: a translator's choice) and the optional ё of Russian
    (Горбачёв, Горбачев) do not count."""
    return DOUBLED_LETTER.sub(r"\1", anyascii(word.casefold().replace("ё", "е")).replace("-", ""))


def letters_backing(word: str, others: list[str]) -> float:
    """How near the word's letters come to the nearest of the other versions' words, all in Latin
    letters (0..100): of two spellings of one version, the one the others back more is the usual."""
    mine = romanize_word(word)
    return max((fuzz.ratio(mine, romanize_word(o)) for o in others), default=0.0)


def readings(word: str, lang: str) -> list[str]:
    """The word as a name may be written in it: an apostrophe suffix, a proclitic or the article
    off, a case ending undone."""
    cues = cues_for(lang)
    out = [bare_word(word, cues)]
    if cues.clitics:
        out = [r for w in out for r in clitic_and_article_readings(w, cues)]
    if cues.nominative_endings:
        out = [r for w in out for r in sorted(nominative_options(w, cues))]
    return list(dict.fromkeys(out))


def same_nominative(a: str, b: str, lang: str) -> bool:
    """Two words that one reading makes the same (Маншей and Манша, Готабаи and Готабаю: two case
    forms of one name), case, diacritics and ё aside."""
    return not {folded_letters(r) for r in readings(a, lang)}.isdisjoint(folded_letters(r) for r in readings(b, lang))
