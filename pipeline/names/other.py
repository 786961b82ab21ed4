"""Names of people who are not (necessarily) Chinese: capitalized word sequences.

Latin and Cyrillic mark names with capitals; a run of 2-4 capitalized words is a candidate
unless it contains an organisation, product or place cue (``pipeline/lang/<code>/persons.yml``
plus the shared ``pipeline/lang/persons.yml``), or a word the same text also uses in lower case
(a common word capitalized at the start of a sentence or in a title). Turkish apostrophe
suffixes and Russian case endings are stripped into ``base``. Scripts without capitals
(Devanagari, Arabic) get their names from ``pipeline.names.project``.

The key of such a name is a consonant skeleton (``skeleton_key``) comparable across scripts:
``Elon Musk``, ``Илона Маска``, ``एलन मस्क`` and ``إيلون ماسك`` all give ``ln msk``.
"""
from __future__ import annotations

import importlib
import importlib.util
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml
from anyascii import anyascii
from rapidfuzz import fuzz

from pipeline.model import NameMention

LANG_DIR = Path(__file__).resolve().parent.parent / "lang"
APOSTROPHES = "'\N{RIGHT SINGLE QUOTATION MARK}\N{MODIFIER LETTER APOSTROPHE}"
SPACES = {" ", "\N{NO-BREAK SPACE}", "\N{NARROW NO-BREAK SPACE}"}
VOWELS = set("aeiouy")
MAX_NAME_WORDS = 4


def _mark_class() -> str:
    """A regex class of every combining mark and joiner, so Devanagari/Arabic words stay whole.

    Written as ranges of consecutive code points: a class of some 2,000 single characters
    makes the regex engine several times slower than the same class as 300 ranges."""
    codes = [c for c in range(0x20000) if unicodedata.category(chr(c)) in ("Mn", "Mc", "Me")]
    codes += [ord("\N{ZERO WIDTH NON-JOINER}"), ord("\N{ZERO WIDTH JOINER}")]
    ranges: list[list[int]] = []
    for code in sorted(set(codes)):
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return "".join(re.escape(chr(a)) + ("-" + re.escape(chr(b)) if b > a else "") for a, b in ranges)


_LETTER = rf"(?:[^\W\d_]|[{_mark_class()}])"
WORD_RE = re.compile(rf"{_LETTER}+(?:[{re.escape(APOSTROPHES)}\-]{_LETTER}+)*")


@lru_cache(maxsize=4096)
def word_spans(text: str) -> tuple[tuple[int, int, str], ...]:
    """(start, end, word) for every word; apostrophes and hyphens inside a word are kept.
    Cached: detection and projection both scan each paragraph."""
    return tuple((m.start(), m.end(), m.group()) for m in WORD_RE.finditer(text))


@dataclass(frozen=True)
class PersonCues:
    org: frozenset
    eponym: frozenset
    product: frozenset
    place: frozenset
    title: frozenset
    particles: frozenset
    capital_prefixes: tuple
    apostrophe_suffixes: bool
    proclitics: tuple
    postpositions: frozenset
    masculine_oblique: tuple
    soft_endings: frozenset
    feminine_nominative: tuple
    stop_words: frozenset

    @property
    def non_person(self) -> frozenset:
        return self.org | self.product | self.place


@lru_cache(maxsize=None)
def _read_yaml(path: Path) -> dict:  # the shared persons.yml is read for every language
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {} if path.exists() else {}


def _fold(words) -> frozenset:
    return frozenset(unicodedata.normalize("NFC", str(w)).casefold() for w in words or [])


@lru_cache(maxsize=None)
def stop_words(lang: str) -> frozenset:
    """spaCy's stop-word list for ``lang`` (function words never start a name).

    The list module is loaded from spaCy's files without importing spaCy itself, which
    would cost seconds per process for a plain set of words.
    """
    spec = importlib.util.find_spec("spacy")
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = Path(next(iter(spec.submodule_search_locations))) / "lang" / lang / "stop_words.py"
    if not path.exists():
        return frozenset()
    module_spec = importlib.util.spec_from_file_location(f"_reconcile_stop_words_{lang}", path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return _fold(getattr(module, "STOP_WORDS", ()))


@lru_cache(maxsize=None)
def load_cues(lang: str) -> PersonCues:
    shared = _read_yaml(LANG_DIR / "persons.yml")
    own = _read_yaml(LANG_DIR / lang / "persons.yml")

    def both(key):
        return _fold((shared.get(key) or []) + (own.get(key) or []))

    by_length = lambda items: tuple(sorted((str(i) for i in items or []), key=len, reverse=True))  # noqa: E731
    return PersonCues(
        org=both("org_cues"),
        eponym=both("eponym_cues"),
        product=both("product_cues"),
        place=both("place_cues"),
        title=both("title_cues"),
        particles=both("particles"),
        capital_prefixes=tuple(shared.get("capital_prefixes") or []),
        apostrophe_suffixes=bool(own.get("apostrophe_suffixes")),
        proclitics=by_length(own.get("proclitics")),
        postpositions=_fold(own.get("postpositions")),
        masculine_oblique=by_length(own.get("masculine_oblique")),
        soft_endings=frozenset(own.get("soft_endings") or []),
        feminine_nominative=by_length(own.get("feminine_nominative")),
        stop_words=stop_words(lang),
    )


@lru_cache(maxsize=1)
def skeleton_rules() -> tuple[tuple[str, str], ...]:
    return tuple((a, b) for a, b in _read_yaml(LANG_DIR / "persons.yml").get("skeleton_rules", []))


# ---------------------------------------------------------------- keys


def word_skeleton(word: str) -> str:
    ascii_word = anyascii(word).lower()
    ascii_word = "".join(ch for ch in ascii_word if ch.isalpha() or ch in "'`")
    for old, new in skeleton_rules():
        ascii_word = ascii_word.replace(old, new)
    kept = []
    for i, ch in enumerate(ascii_word):
        if ch in VOWELS or ch == "w" or (ch == "h" and i > 0):
            continue
        if kept and kept[-1] == ch:
            continue
        kept.append(ch)
    return "".join(kept) or ascii_word[:1]


@lru_cache(maxsize=100_000)
def skeleton_key(name: str) -> str:
    """Consonant skeleton of a name, comparable across Latin, Cyrillic, Devanagari and Arabic."""
    return " ".join(s for s in (word_skeleton(w) for _, _, w in word_spans(name)) if s)


def skeleton_similarity(a: str, b: str) -> float:
    """0..100; words compared in order, so 'Erik Riedel' and 'Riedel Erik' are not the same."""
    if not a or not b:
        return 0.0
    whole = fuzz.ratio(a.replace(" ", ""), b.replace(" ", ""))
    wa, wb = a.split(), b.split()
    if len(wa) == len(wb):
        # every word must agree somewhat: Erik Riedel is not Erik Ringel
        worst = min(fuzz.ratio(x, y) for x, y in zip(wa, wb))
        return min(whole, worst + 25)
    return whole * 0.9


# ---------------------------------------------------------------- word shapes


def strip_apostrophe_suffix(word: str) -> str:
    """Turkish writes suffixes after an apostrophe: Riedel'in -> Riedel."""
    for i, ch in enumerate(word):
        if ch in APOSTROPHES and i > 0:
            return word[:i]
    return word


def is_capitalized_word(word: str, cues: PersonCues) -> bool:
    """Title-case word of at least two letters; inner capitals only after McDonald-style prefixes."""
    if len(word) < 2 or not word[0].isupper() or not any(ch.islower() for ch in word):
        return False
    if any(ch.isdigit() for ch in word):
        return False
    for part in word.split("-"):
        if not part or not part[0].isupper():
            return False
        inner = part[1:]
        if any(ch.isupper() for ch in inner) and not any(
            part.startswith(p) and len(part) > len(p) and part[len(p)].isupper() for p in cues.capital_prefixes
        ):
            return False
    return True


def russian_nominative(words: list[str], cues: PersonCues) -> list[str]:
    """Undo Russian case endings on a foreign masculine name (Илона Маска -> Илон Маск).

    The last word decides: a feminine nominative surname (-ова, -ская, ...) or a word without
    an oblique ending leaves the whole name as written.
    """
    if not cues.masculine_oblique or not words:
        return words
    last = words[-1].lower()
    if any(last.endswith(f) for f in cues.feminine_nominative):
        return words
    if _oblique_ending(words[-1], cues) is None:
        return words
    return [_strip_case(w, cues) for w in words]


def _oblique_ending(word: str, cues: PersonCues):
    lower = word.lower()
    for ending in cues.masculine_oblique:
        stem = lower[: -len(ending)]
        if lower.endswith(ending) and len(stem) >= 2 and (_is_consonant(stem[-1]) or len(ending) > 1 or ending in cues.soft_endings):
            return ending
    return None


def _is_consonant(ch: str) -> bool:
    return ch.isalpha() and ch.lower() not in "аеёиоуыэюяй"


def _strip_case(word: str, cues: PersonCues) -> str:
    ending = _oblique_ending(word, cues)
    if ending is None:
        return word
    stem = word[: -len(ending)]
    if not _is_consonant(stem[-1]):
        return stem + "й" if stem[-1].lower() in "аеоуэюя" else stem
    if ending in cues.soft_endings and stem[-1].lower() not in "жшчщцк":
        return stem + "ь"
    return stem


# ---------------------------------------------------------------- detection


def detect_other_names(text: str, lang: str, vocabulary: frozenset | set | None = None) -> list[NameMention]:
    """Capitalized person-name candidates (2-4 words) in Latin or Cyrillic text.

    ``vocabulary``: words the whole version writes in lower case (``lowercase_vocabulary``);
    a capitalized word found there is a common word. Defaults to the words of ``text``.
    """
    cues = load_cues(lang)
    words = word_spans(text)
    lower_vocab = vocabulary if vocabulary is not None else lowercase_vocabulary(text)
    mentions = []
    for run in capitalized_runs(text, words, cues):
        mention = run_to_mention(text, run, words, lang, cues, lower_vocab)
        if mention is not None:
            mentions.append(mention)
    return mentions


def lowercase_vocabulary(text: str) -> frozenset:
    """Casefolded words that ``text`` writes in lower case at least once."""
    return frozenset(w.casefold() for _, _, w in word_spans(text) if w[0].islower())


def capitalized_runs(text: str, words, cues: PersonCues) -> list[list[int]]:
    """Index runs of capitalized words separated by single spaces (particles allowed inside)."""
    runs: list[list[int]] = []
    current: list[int] = []
    for i, (start, end, word) in enumerate(words):
        base = strip_apostrophe_suffix(word) if cues.apostrophe_suffixes else word
        joined = bool(current) and text[words[current[-1]][1] : start] in SPACES
        capital = is_capitalized_word(base, cues)
        particle = word.casefold() in cues.particles and i + 1 < len(words)
        if current and joined and (capital or particle) and not _ends_with_suffix(words[current[-1]][2], cues):
            current.append(i)
        else:
            if current:
                runs.append(current)
            current = [i] if capital else []
    if current:
        runs.append(current)
    return [_trim_particles(run, words, cues) for run in runs]


def _ends_with_suffix(word: str, cues: PersonCues) -> bool:
    return cues.apostrophe_suffixes and strip_apostrophe_suffix(word) != word


def _trim_particles(run: list[int], words, cues: PersonCues) -> list[int]:
    while run and words[run[-1]][2].casefold() in cues.particles:
        run = run[:-1]
    return run


def run_to_mention(text, run, words, lang, cues: PersonCues, lower_vocab) -> NameMention | None:
    titled = eponym = False
    if not run:
        return None
    if is_pinyin_string([strip_apostrophe_suffix(words[i][2]) for i in run], lang,
                        [w for _, _, w in words[max(0, run[0] - 2):run[0]]]):
        return None  # judged on the whole run: "Yazan: Lei Feng Wang" before "Lei" is dropped
    kept = []
    for i in run:
        folded = strip_apostrophe_suffix(words[i][2]).casefold()
        if folded in cues.eponym or (eponym and folded in cues.non_person):
            # "Anugerah Kertas Terbaik Erik Riedel", "Erik Riedel Ödülü": the name is a part;
            # inside an award's name, "Paper" or "Conference" are part of the award too
            if len(kept) >= 2:
                break
            eponym, kept = True, []
            continue
        if folded in cues.non_person:
            if not kept and i == run[0] and _starts_sentence(text, words[i][0]):
                continue  # "Ödülü Gustav Lindqvist verdi": a sentence-initial object, not an org head
            return None  # "Carnegie Mellon University", "Kimi Linear Model"
        if not kept and folded.rstrip(".") in cues.title:
            titled = True
            continue
        if folded in cues.stop_words or (folded in lower_vocab and folded not in cues.particles):
            # a common word written with a capital: the name cannot run across it
            if len(kept) >= 2:
                break
            kept = []
            continue
        kept.append(i)
    if len(kept) >= 3 and _starts_sentence(text, words[kept[0]][0]) and _capitalized_count(kept, words, cues) >= 3:
        kept = kept[1:]  # "Toplantıya Margaret Hollis": the first word is capitalized by position only
    if len(kept) < 2 or len(kept) > MAX_NAME_WORDS:
        return None
    if is_pinyin_string([words[i][2] for i in kept], lang, [w for _, _, w in words[max(0, kept[0] - 2):kept[0]]]):
        return None
    if kept and not titled:
        titled = _preceded_by_title(words, kept[0], cues)
    start, end = words[kept[0]][0], words[kept[-1]][1]
    surface_words = [words[i][2] for i in kept]
    if cues.apostrophe_suffixes:
        end = words[kept[-1]][0] + len(strip_apostrophe_suffix(surface_words[-1]))
        surface_words = [strip_apostrophe_suffix(w) for w in surface_words]
    base_words = russian_nominative(surface_words, cues) if cues.masculine_oblique else surface_words
    base = " ".join(base_words)
    return NameMention(
        start=start,
        end=end,
        surface=text[start:end],
        base=base,
        key=skeleton_key(base),
        chinese=False,
        score=0.8 if titled else 0.5,
        system="other",
    )


MIN_SYLLABLE_STRING = 4  # separate one-syllable words: more than a Chinese name writes apart


def is_pinyin_string(name_words: list[str], lang: str, previous_words: list[str]) -> bool:
    """A romanized Chinese company or outlet name, not a person.

    A Chinese name has at most four syllables and writes the given name as one word or two;
    four or more capitalized words that are each one pinyin syllable ("Yue Zhi An Mian",
    "Юэ Чжи Ань Мянь") spell a company name syllable by syllable. Three such words ending in a
    media suffix after "Source:" or "Author:" are an outlet ("Lei Feng Wang").
    """
    from pipeline.names import affixes, outlets, phonetic

    per_word = []
    for word in name_words:
        readings = phonetic.word_base_readings(word, lang, True)[1]
        if not readings or len(readings[0].syllables) != 1:
            return False
        per_word.append(readings[0].syllables)
    if len(per_word) >= MIN_SYLLABLE_STRING:
        return True
    byline = affixes.load_cues(lang).byline_words
    return outlets.is_romanized_outlet(per_word, [affixes.normalize_word(w) for w in previous_words], byline)


def _starts_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \N{NO-BREAK SPACE}\"'«“„(")
    return not before or before[-1] in ".!?:;\n…"


def _capitalized_count(kept, words, cues: PersonCues) -> int:
    return sum(words[i][2].casefold() not in cues.particles for i in kept)


def _preceded_by_title(words, index: int, cues: PersonCues) -> bool:
    return index > 0 and words[index - 1][2].casefold().rstrip(".") in cues.title


def proclitic_readings(word: str, cues: PersonCues) -> list[str]:
    """The word and every reading without an Arabic proclitic, longest clitic first.

    وبيتر may be و + بيتر or وب + يتر: the caller decides by matching the name it looks for.
    Only readings that keep at least two letters are offered.
    """
    word = word.replace("\N{ARABIC TATWEEL}", "")
    readings = [word[len(c):] for c in cues.proclitics if word.startswith(c) and len(word) - len(c) >= 2]
    return [word] + readings


def strip_proclitic(word: str, cues: PersonCues) -> str:
    """The word without its longest proclitic (لوالش -> والش), for display and registry search."""
    readings = proclitic_readings(word, cues)
    return readings[1] if len(readings) > 1 else readings[0]
