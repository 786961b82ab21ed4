"""Name cues of a language, read through ``pipeline.lang``: one ``NameCues`` per language.

The words come from ``pipeline/lang/<code>/names.yml`` plus the shared
``pipeline/lang/names.yml`` (see their header comments for what each list means). This module
only turns the tables into folded sets; it knows no language itself. ``cues_for("")`` (or a
code reconcile does not support) gives the shared cues alone.
"""
from __future__ import annotations

import importlib.util
import unicodedata
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from pipeline.lang import is_supported, language
from pipeline.lang.data import flag, shared_table, words
from pipeline.names import memo
from pipeline.names import translit


@lru_cache(maxsize=memo.WORDS)
def normalize_word(word: str) -> str:
    """How cue words and text words are compared: NFC, no invisible marks, casefolded.

    Not the phonetic fold: चीन (China) must stay apart from चिन (Qin); but Arabic hamza seats
    and diacritics are spelling, not words, so they are folded (أن = ان)."""
    word = unicodedata.normalize("NFC", translit.strip_invisible(word)).casefold()
    return translit.fold_arabic(word) if translit.script_of(word) == "arabic" else word


def _folded(values) -> frozenset[str]:
    return frozenset(normalize_word(str(v)) for v in words(values))


def _longest_first(values) -> tuple[str, ...]:
    return tuple(sorted((str(v) for v in words(values)), key=len, reverse=True))


@dataclass(frozen=True)
class NameCues:
    """Everything pipeline.names knows about how one language writes person names."""

    lang: str
    titles: frozenset[str] = frozenset()  # stripped from the start of a name
    title_phrases: tuple[tuple[str, ...], ...] = ()  # titles of several words (Tan Sri), longest first
    roles: frozenset[str] = frozenset()  # context for a Chinese name nearby
    speech_verbs: frozenset[str] = frozenset()
    postpositions: frozenset[str] = frozenset()  # end a name in scripts without capitals
    stop_words: frozenset[str] = frozenset()  # ordinary words that spell a pinyin syllable
    enclitics: frozenset[str] = frozenset()  # stop words that never open a sentence (Russian ли)
    function_words: frozenset[str] = frozenset()  # spaCy's stop words: never start a name
    name_homographs: frozenset[str] = frozenset()
    org_words: frozenset[str] = frozenset()
    place_words: frozenset[str] = frozenset()
    place_qualifiers: frozenset[str] = frozenset()  # West, New, Mount: a place only before a word
    product_words: frozenset[str] = frozenset()
    eponym_words: frozenset[str] = frozenset()
    org_suffixes: frozenset[str] = frozenset()  # end an organisation's name: a person may follow
    byline_words: frozenset[str] = frozenset()
    particles: frozenset[str] = frozenset()
    arabic_articles: frozenset[str] = frozenset()  # al-, el-, аль-: out of the key in any case
    article_prefixes: frozenset[str] = frozenset()  # as-, et-, ат-: particles only before a hyphen
    compound_heads: frozenset[str] = frozenset()  # عبد, Abdul: one name element with the next word
    name_articles: frozenset[str] = frozenset()  # The Hill, Die Zeit: outlets and works
    capital_prefixes: tuple[str, ...] = ()
    clitics: tuple[str, ...] = ()  # longest first: وب is tried before و
    articles: tuple[str, ...] = ()  # ال: part of an Arab name, not of a foreign one
    patronymic: frozenset[str] = frozenset()  # بن: joins given names
    case_endings: tuple[tuple[str, str], ...] = ()
    nominative_endings: tuple[tuple[str, str], ...] = ()  # a case form's ending -> its nominative's
    silent_final_letters: frozenset[str] = frozenset()  # Latin letters that end a name silently (Wayde)
    masculine_oblique: tuple[str, ...] = ()
    noun_endings: frozenset[str] = frozenset()  # a cue word's case endings (Кипра, министрами)
    demonym_endings: frozenset[str] = frozenset()  # a country's name as one of its people (Кениец)
    demonyms: frozenset[str] = frozenset()  # the adjectives of peoples: Latin American is no person
    adjective_endings: frozenset[str] = frozenset()  # Саудовской (Аравии): a place's first words
    soft_endings: frozenset[str] = frozenset()
    hard_only_after: frozenset[str] = frozenset()  # letters after which no ы is written (Горький)
    o_written_e_after: frozenset[str] = frozenset()  # letters after which an ending's о is written е (Маншей)
    feminine_nominative: tuple[str, ...] = ()
    plural_suffixes: tuple[str, ...] = ()  # a title in the plural (Ministers, Bakanlar)
    team_tails: frozenset[str] = frozenset()  # end a team's name (Nuggets, Rovers): no person
    heads_before: frozenset[str] = frozenset()  # a kind of named thing before its name (akhbar, صحيفة)
    heads_after: frozenset[str] = frozenset()  # ... after it (gazetesi, अख़बार)
    locatives_before: frozenset[str] = frozenset()  # a word of place before a name (in, di, в, في)
    locatives_after: frozenset[str] = frozenset()  # ... after it (में)
    locative_suffixes: frozenset[str] = frozenset()  # ... after its apostrophe (Turkish 'da, 'deki)
    speech_at_clause_end: bool = False  # the verb of speech ends the clause (Turkish)
    personal_pronouns: frozenset[str] = frozenset()  # he, she: open a sentence a translation may name
    possessive_suffixes: tuple[str, ...] = ()  # a noun's owner glued to it (Arabic فيلقه), longest first
    possessive_stem_endings: tuple[tuple[str, str], ...] = ()  # ... and the noun's end before it (ؤ: ء)
    agent_markers: frozenset[str] = frozenset()  # the postposition of a verb's agent (Hindi ने): a speaker before it
    letter_readings: tuple[tuple[str, str], ...] = ()  # a letter names read as another (Arabic ض as ز: رضا Reza)
    apostrophe_suffixes: bool = False
    given_name_first: bool = False  # a one-word mention may be the given name

    @cached_property
    def context_words(self) -> frozenset[str]:
        return self.titles | self.roles | self.speech_verbs

    @cached_property
    def non_person(self) -> frozenset[str]:
        return self.org_words | self.org_suffixes | self.product_words | self.place_words | self.place_qualifiers


@lru_cache(maxsize=None)
def function_words(code: str) -> frozenset[str]:
    """spaCy's stop-word list for ``code`` (function words never start a name).

    The list module is loaded from spaCy's files without importing spaCy itself, which
    would cost seconds per process for a plain set of words."""
    spec = importlib.util.find_spec("spacy")
    if not code or spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = Path(next(iter(spec.submodule_search_locations))) / "lang" / code / "stop_words.py"
    if not path.exists():
        return frozenset()
    module_spec = importlib.util.spec_from_file_location(f"_reconcile_stop_words_{code}", path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return frozenset(unicodedata.normalize("NFC", w).casefold() for w in getattr(module, "STOP_WORDS", ()))


def with_feminines(entries: list, suffix: str) -> list:
    """The titles or roles listed in the masculine and their feminines, where a language makes
    the feminine of a role noun with one suffix (Arabic المحلل, المحللة)."""
    if not suffix:
        return entries
    derived = [f"{e}{suffix}" for e in map(str, entries) if " " not in e and not e.endswith(suffix)]
    return list(dict.fromkeys(entries + derived))


@lru_cache(maxsize=None)
def cues_for(code: str) -> NameCues:
    """The cues of a supported language plus the shared ones; the shared ones alone otherwise."""
    shared = shared_table("names")
    own = language(code).table("names") if code and is_supported(code) else {}
    resolved = language(code).code if code and is_supported(code) else ""

    def both(key: str) -> frozenset[str]:
        return _folded(words(shared.get(key)) + words(own.get(key)))

    feminine = str(own.get("feminine_suffix") or "")
    every_title = words(shared.get("titles")) + with_feminines(words(own.get("titles")), feminine)
    return NameCues(
        lang=resolved,
        titles=_folded([t for t in every_title if " " not in str(t).strip()]),
        title_phrases=tuple(sorted({tuple(normalize_word(w) for w in str(t).split()) for t in every_title
                                    if " " in str(t).strip()}, key=len, reverse=True)),
        roles=_folded(with_feminines(words(own.get("roles")), feminine)),
        speech_verbs=_folded(own.get("speech_verbs")),
        postpositions=_folded(own.get("postpositions")),
        stop_words=_folded(own.get("stop_words")),
        enclitics=_folded(own.get("enclitics")),
        function_words=function_words(resolved),
        name_homographs=_folded(own.get("name_homographs")),
        org_words=both("org_words"),
        place_words=both("place_words"),
        place_qualifiers=both("place_qualifiers"),
        product_words=both("product_words"),
        eponym_words=both("eponym_words"),
        org_suffixes=both("org_suffixes"),
        byline_words=_folded(own.get("byline_words")),
        particles=both("particles") | both("arabic_articles"),
        arabic_articles=both("arabic_articles"),
        article_prefixes=both("article_prefixes"),
        compound_heads=both("compound_heads"),
        name_articles=both("name_articles"),
        capital_prefixes=tuple(words(shared.get("capital_prefixes"))),
        clitics=_longest_first(own.get("clitics")),
        articles=_longest_first(own.get("articles")),
        patronymic=_folded(own.get("patronymic")),
        case_endings=tuple((str(a), str(b or "")) for a, b in (own.get("case_endings") or ())),
        nominative_endings=tuple((str(a), str(b or "")) for a, b in (own.get("nominative_endings") or ())),
        silent_final_letters=frozenset(words(shared.get("silent_final_letters"))),
        masculine_oblique=_longest_first(own.get("masculine_oblique")),
        noun_endings=frozenset(words(own.get("noun_endings"))),
        demonym_endings=frozenset(words(own.get("demonym_endings"))),
        demonyms=_folded(own.get("demonyms")),
        adjective_endings=frozenset(words(own.get("adjective_endings"))),
        soft_endings=frozenset(words(own.get("soft_endings"))),
        hard_only_after=frozenset(words(own.get("hard_only_after"))),
        o_written_e_after=frozenset(words(own.get("o_written_e_after"))),
        feminine_nominative=_longest_first(own.get("feminine_nominative")),
        plural_suffixes=_longest_first(own.get("plural_suffixes")),
        team_tails=both("team_tails"),
        heads_before=_folded(own.get("heads_before")),
        heads_after=_folded(own.get("heads_after")),
        locatives_before=_folded(own.get("locatives_before")),
        locatives_after=_folded(own.get("locatives_after")),
        locative_suffixes=_folded(own.get("locative_suffixes")),
        speech_at_clause_end=flag(own.get("speech_at_clause_end")),
        personal_pronouns=_folded(own.get("personal_pronouns")),
        agent_markers=_folded(own.get("agent_markers")),
        letter_readings=tuple((str(k), str(v)) for k, v in (own.get("letter_readings") or {}).items()),
        possessive_suffixes=tuple(sorted(_folded(own.get("possessive_suffixes")), key=len, reverse=True)),
        possessive_stem_endings=tuple((normalize_word(str(k)), normalize_word(str(v)))
                                      for k, v in (own.get("possessive_stem_endings") or {}).items()),
        apostrophe_suffixes=flag(own.get("apostrophe_suffixes")),
        given_name_first=flag(own.get("given_name_first")),
    )


@lru_cache(maxsize=None)
def place_names(code: str) -> frozenset[str]:
    """Names of countries, regions and cities as ``code`` writes them, casefolded, from CLDR
    (babel): the locale's territory names and exemplar cities, and the English city names of
    the time-zone ids, which Latin-script languages keep (Los Angeles, Kuzey Kore, Korea Utara,
    Соединенные Штаты, لوس انجلوس), and the press forms CLDR lacks (``country_names`` of the
    language's names table: Turki, Britain, США)."""
    from babel.core import get_global

    names = {tz.rsplit("/", 1)[-1].replace("_", " ") for tz in get_global("zone_territories")}
    locale = cldr_locale(code)
    if locale is not None:
        names |= set(locale.territories.values())
        names |= {zone["city"] for zone in locale.time_zones.values() if "city" in zone}
    return country_names(code) | seat_names(code) | frozenset(normalize_word(n) for n in names if n)


@lru_cache(maxsize=None)
def seat_names(code: str) -> frozenset[str]:
    """The buildings and streets whose name stands for a government or a parliament, as ``code``
    writes them (``seats`` of the names table: the Kremlin, the White House, Downing Street),
    casefolded: places, and cut before a name as a country is (Kremlin spokesman Dmitry Peskov;
    Malay Jurucakap Kremlin Dmitry Peskov)."""
    if not code or not is_supported(code):
        return frozenset()
    return frozenset(normalize_word(str(n)) for n in words(language(code).table("names").get("seats")) if n)


def cldr_locale(code: str):
    """babel's Locale for ``code``, or None when CLDR has none."""
    from babel import Locale, UnknownLocaleError

    if not code:
        return None
    try:
        return Locale.parse(code)
    except (UnknownLocaleError, ValueError):
        return None


@lru_cache(maxsize=None)
def calendar_words(code: str) -> frozenset[str]:
    """The standard name of each month in ``code`` (the first of each month in the language's
    ``dates`` table; the other entries are case forms, abbreviations and regional series, some
    of which are also how a name is transliterated: Arabic ماي is Maghrebi May and Theresa May).
    A month written where the other versions write a name is another word, not the name (Arabic
    مايو, the month, for Theresa May)."""
    if not code or not is_supported(code):
        return frozenset()
    months = language(code).table("dates").get("months") or {}
    return frozenset(normalize_word(str(words(names)[0])) for names in months.values() if words(names))


@lru_cache(maxsize=None)
def country_names(code: str) -> frozenset[str]:
    """Names of countries and regions as ``code`` writes them, casefolded: CLDR's territories
    and the press forms of ``country_names``. Unlike the exemplar cities of ``place_names``,
    they are never a given name (Arabic جوني is Juneau and Johnny)."""
    names: set[str] = set()
    if code and is_supported(code):
        names |= {str(n) for n in words(language(code).table("names").get("country_names"))}
        locale = cldr_locale(code)
        if locale is not None:
            names |= set(locale.territories.values())
    return frozenset(normalize_word(n) for n in names if n)


@lru_cache(maxsize=1)
def skeleton_costs() -> tuple[dict[frozenset, float], frozenset, float]:
    """(substitution costs by pair of classes, semivowels, the cost of adding or dropping one)."""
    table = shared_table("names")
    pairs = {frozenset((str(a), str(b))): float(cost) for a, b, cost in table.get("skeleton_substitutions", [])}
    return pairs, frozenset(words(table.get("semivowels"))), float(table.get("semivowel_cost", "1"))


@lru_cache(maxsize=1)
def skeleton_rules() -> tuple[tuple[str, str], ...]:
    """Ordered rewrite rules of the cross-script skeleton (shared names table)."""
    return tuple((str(a), str(b)) for a, b in shared_table("names").get("skeleton_rules", []))
