"""Index the per-language number tables (``pipeline/lang/<code>/*.yml``) once per language.

The tables are read by ``pipeline.lang`` (every scalar a string: Turkish "on" = 10 must not
become True); every entry goes through ``normalize_entry`` so the tables and the text agree.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache
from typing import Any

from pipeline.lang import is_supported, language
from pipeline.lang.data import flag, shared_table, words
from pipeline.lang.text import normalize_entry

from .tokens import tokenize

# kinds whose last word may carry an inflectional suffix (never bare number words:
# Turkish "on" 10 vs "ona" to him)
INFLECTABLE = frozenset({"scale", "currency", "percent", "pp", "pp_bare", "bp", "times", "month", "year_after",
                         "age_after", "vague_pl", "rank_noun", "roman_noun", "decade_after", "month_tail", "year_month_link",
                         "measure", "measure_choice", "degree", "per_hour_after", "delta_after"})



# kinds of phrase a number written in words can start with (number words, scales, vague amounts,
# ordinals, fractions, collectives, multiplier and occurrence words, "every", decades): a word that
# starts none of them is skipped at once by the extractor
NUMBER_START_KINDS = frozenset({"word", "mult", "teen", "scale", "frac", "vague_q", "vague_pl", "ordinal",
                                "collective", "times_word", "occurrence", "every", "fraction", "denominator",
                                "decade_word"})


@dataclass
class Entry:
    kind: str
    value: Any = None
    plural: bool = False


@dataclass
class LangTables:
    lang: str
    script: str = "Latin"  # from pipeline/lang/languages.yml (Language.script)
    decimal: str = "."
    group: str = ","
    space_grouping: bool = False
    indian_grouping: bool = False
    phrases: dict[tuple[str, ...], dict[str, Entry]] = field(default_factory=dict)
    max_phrase: int = 1
    stems: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    suffixes: tuple[str, ...] = ()
    alone_suffixes: frozenset = frozenset()  # Turkish "ikisini", "beşi": endings of a lone number word
    clitics: tuple[str, ...] = ()
    conjunction_clitics: frozenset = frozenset()
    times_ambiguous: frozenset = frozenset()  # "مرة", "kali", "раз": N-fold or N occurrences
    times_context_before: frozenset = frozenset()  # words that make them N-fold (زيادة, turun, в)
    times_context_after: frozenset = frozenset()  # ... when written after ("6 kali lebih tinggi")
    ambiguous_words: frozenset = frozenset()
    ordinal_suffixes: frozenset = frozenset()
    ambiguous_ordinals: frozenset = frozenset()  # "second", "kedua", "दूसरा": a rank only by a rank noun
    ordinal_dot: bool = False
    distributive_suffixes: frozenset = frozenset()  # Turkish "25'er": so many each, a unit may follow
    reduplicated_distributive: bool = False  # Hindi "25-25": the figure written twice, so many each
    rank_prefixes: frozenset = frozenset()
    range_connectors: list[dict] = field(default_factory=list)
    ratio_frames: frozenset = frozenset()  # token sequences of "one in five", "واحد من كل خمسة"
    part_frames: tuple = ()  # "salah seorang daripada" + whole: one of them
    loose_ratio_frames: frozenset = frozenset()  # "out of", "daripada": a proportion of spelled-out figures
    ratio_frames_reversed: tuple = ()  # "पाँच बच्चों में से एक": the whole first ("*" is any word)
    not_numbers: frozenset = frozenset()  # number-like words that are something else (الاثنين Monday)
    plural_noun_re: Any = None  # Arabic: a definite plural before "الـN" makes it a cardinal
    amount_words: frozenset = frozenset()  # "بمقدار": an ambiguous number word after it is a figure
    scale_duals: frozenset = frozenset()  # Arabic "مليونا دولار": two million when no number is before it
    stem_endings: Any = None  # Arabic: what may follow a stem ("عام" + ا, not "عامل" a worker); None: anything
    stem_endings_up_to: int = 1000  # ... for stems of at most this many letters (Turkish "ay": not "ayrı")
    not_units: frozenset = frozenset()
    max_bound_words: int = 0  # tokens of the longest bound phrase ("по меньшей мере")  # words that read as an inflected unit but are not (tr "yeni" new)
    numeral_prefixes: tuple = ()  # Russian "двух-", "трех-" glued to a unit adjective, longest first
    age_frames: list[tuple[str, str]] = field(default_factory=list)
    month_abbreviations: set = field(default_factory=set)  # "dec", "sept": a dot after them is no full stop
    decade_glued: frozenset = frozenset()  # "1950s": letters glued to a year ending in 0
    decade_apostrophe: tuple = ()  # "1950'lerde": what the word after an apostrophe starts with
    decade_hyphen: frozenset = frozenset()  # "1950-е", "1950-an"
    default_century: int = 0  # "الخمسينيات" with no century named: the 1900s
    has_roman_nouns: bool = False  # "XIX век": Roman numerals number centuries (units.yml roman_nouns)
    score_words: frozenset = frozenset()  # "счетом": a colon between two small numbers is a score
    appositive_age: bool = False  # "Kyogo Furuhashi, 28, scored": a number between commas is an age
    compact_suffixes: dict[str, int] = field(default_factory=dict)
    currency_symbols: list[tuple[str, str]] = field(default_factory=list)
    iso_codes: frozenset = frozenset()
    number_words: dict[str, Decimal] = field(default_factory=dict)
    abbreviations: set = field(default_factory=set)
    first_words: set = field(default_factory=set)  # first word of every phrase
    number_first_words: set = field(default_factory=set)  # first word of a phrase that opens a number
    suffixes_by_length: list = field(default_factory=list)  # [(length, {endings})], longest first
    start_cache: dict = field(default_factory=dict)
    number_start_cache: dict = field(default_factory=dict)
    number_start_words_cache: dict = field(default_factory=dict)
    variant_cache: dict = field(default_factory=dict)  # (word, conjunctions) -> clitic-stripped forms
    longest_by_first: dict = field(default_factory=dict)  # first word -> tokens of its longest phrase
    compound_re: Any = None
    joiners: frozenset = frozenset()  # free-standing "and" inside number words (Arabic و)
    unit_joiners: frozenset = frozenset()  # "and" between the parts of a duration ("2 hours and 3 minutes")
    units_before_tens: bool = False
    join_compounds: bool = False
    hyphen_compounds: bool = False  # English "fifty-eight"
    scale_comma: bool = False  # English "one thousand, five hundred"
    fraction_locatives: tuple[str, ...] = ()  # Turkish "üçte iki": the denominator takes -te/-de
    one_prefixes: tuple[str, ...] = ()
    span_prepositions: frozenset = frozenset()  # "dalam setahun" (within a year): se- is then a span  # Malay "setahun", "sebulan": se- is "one"
    definite_article: str = ""
    possessive_suffixes: tuple[str, ...] = ()  # Arabic ها/ه/هم: a noun made definite by its owner  # Arabic ال: "الـ18", "القرن العشرين"
    dual_suffixes: tuple[str, ...] = ()  # Arabic ين/ان: "ورقتين" two papers, "مرتين" twice
    dual_feminine: tuple[str, str] = ("", "")  # ة becomes ت before the dual ending
    dual_nouns: dict[str, tuple[str, str]] = field(default_factory=dict)  # singular -> (kind, label)
    dual_words: dict[str, tuple[str, str]] = field(default_factory=dict)  # listed dual -> (kind, label)

    def add(self, phrase: str, kind: str, value: Any = None, plural: bool = False) -> None:
        key = entry_tokens(phrase, self.lang)
        if not key:
            return
        self.phrases.setdefault(key, {}).setdefault(kind, Entry(kind, value, plural))
        self.first_words.add(key[0])
        if kind in NUMBER_START_KINDS:
            self.number_first_words.add(key[0])
        self.longest_by_first[key[0]] = max(self.longest_by_first.get(key[0], 0), len(key))
        self.max_phrase = max(self.max_phrase, len(key))

    def add_stem(self, group: str, stem: str, label: str) -> None:
        self.stems.setdefault(group, []).append((normalize_entry(stem, self.lang), label))


def loose_ordinal_values(lang: str) -> frozenset:
    """Ordinal values this language writes with a word that is a rank only beside a rank noun
    ("first"; "second", "kedua", "दूसरा"): a place spelled so may go unread in it."""
    t = load_tables(lang)
    values = {1}
    for word in t.ambiguous_ordinals:
        entry = t.phrases.get((word,), {}).get("ordinal")
        if entry is not None:
            values.add(int(entry.value))
    return frozenset(values)


def entry_tokens(phrase: str, lang: str) -> tuple[str, ...]:
    """A table entry as the tokens the text will show ("km/h" is km, /, h; "kedua-dua" is
    kedua, -, dua; "'den" is ', den)."""
    return tuple(tok.text for tok in tokenize(normalize_entry(phrase, lang), False))


def tables_language(lang: str) -> str:
    """The code whose tables read ``lang``: itself, or its ``numbers_from`` language."""
    if not is_supported(lang):
        return ""
    spec = language(lang)
    return spec.numbers_from or spec.code


@lru_cache(maxsize=None)
def load_tables(lang: str) -> LangTables:
    """Indexed tables for ``lang`` (an unknown language gets digits and the shared symbols)."""
    code = tables_language(lang)
    if not code:
        t = LangTables(lang=lang)
        _load_shared(t, shared_table("shared_units"), {})
        return t
    spec = language(code)
    numbers, units, dates, cldr, measures = (spec.table(name) for name in
                                             ("numbers", "units", "dates", "cldr", "measures"))
    t = LangTables(lang=code)
    t.script = spec.script.name
    t.decimal = numbers.get("decimal", cldr.get("decimal", "."))
    t.group = numbers.get("group", cldr.get("group", ","))
    t.space_grouping = flag(numbers.get("space_grouping"))
    t.indian_grouping = flag(numbers.get("indian_grouping"))
    _load_numbers(t, numbers, cldr)
    _load_units(t, units, cldr)
    _load_dates(t, dates)
    _load_measures(t, measures)
    _load_shared(t, shared_table("shared_units"), cldr.get("currency_symbols") or {})
    return t


def _load_numbers(t: LangTables, numbers: dict, cldr: dict) -> None:
    for value, forms in (numbers.get("words") or {}).items():
        for form in words(forms):
            t.add(form, "word", Decimal(value))
            t.number_words[normalize_entry(form, t.lang)] = Decimal(value)
    for delta, forms in (numbers.get("fraction_prefixes") or {}).items():
        for form in words(forms):
            t.add(form, "frac", Decimal(delta))
    for kind in ("multipliers", "teens"):
        for value, forms in (numbers.get(kind) or {}).items():
            for form in words(forms):
                t.add(form, "mult" if kind == "multipliers" else "teen", Decimal(value))
    for exponent, spec in (numbers.get("scales") or {}).items():
        for form in words(spec.get("forms")):
            t.add(form, "scale", int(exponent))
        for form in words(spec.get("plural")):
            t.add(form, "scale", int(exponent), plural=True)
    for form, exponent in (cldr.get("compact") or {}).items():
        if form.endswith("."):
            t.abbreviations.add(normalize_entry(form, t.lang).rstrip("."))
        key = tuple(normalize_entry(form, t.lang).rstrip(".").split())
        if key and "scale" not in t.phrases.get(key, {}):
            t.add(" ".join(key), "scale", int(exponent))
    for form in words(numbers.get("vague_quantifiers")):
        t.add(form, "vague_q")
    for exponent, forms in (numbers.get("vague_plurals") or {}).items():
        for form in words(forms):
            t.add(form, "vague_pl", int(exponent))
    _load_ordinals(t, numbers)
    for form in words(numbers.get("ordinal_teens")):
        t.add(form, "ordinal_teen")
    t.ambiguous_words = frozenset(normalize_entry(w, t.lang)
                                  for w in words(numbers.get("ambiguous_words")))
    compose = numbers.get("compose") or {}
    t.units_before_tens = flag(compose.get("units_before_tens"))
    t.join_compounds = flag(compose.get("join_compounds"))
    t.joiners = frozenset(normalize_entry(w, t.lang) for w in words(compose.get("joiners")))
    t.unit_joiners = frozenset(normalize_entry(w, t.lang) for w in words(compose.get("unit_joiners")))
    t.hyphen_compounds = flag(compose.get("hyphen_compounds"))
    t.scale_comma = flag(compose.get("scale_comma"))
    for form in words(compose.get("half_joiners")):
        t.add(form, "half_joiner")
    for form in words(numbers.get("negative_words")):
        t.add(form, "negative")
    for value, forms in (numbers.get("collectives") or {}).items():
        for form in words(forms):
            t.add(form, "collective", Decimal(value))
    for value, forms in (numbers.get("multiplier_words") or {}).items():
        for form in words(forms):
            t.add(form, "times_word", Decimal(value))
    for value, forms in (numbers.get("occurrence_words") or {}).items():
        for form in words(forms):
            t.add(form, "occurrence", Decimal(value))
    for exponent, stems in (numbers.get("scale_adjectives") or {}).items():
        for stem in words(stems):
            t.add_stem("scale_adjective", stem, exponent)
    fractions = numbers.get("fractions") or {}
    for denominator, forms in (fractions.get("denominators") or {}).items():
        for form in words(forms):
            t.add(form, "denominator", Decimal(denominator))
    for value, forms in (fractions.get("alone") or {}).items():
        numerator, _, denominator = value.partition("/")
        for form in words(forms):
            t.add(form, "fraction", Decimal(numerator) / Decimal(denominator))
    t.fraction_locatives = tuple(normalize_entry(w, t.lang) for w in words(fractions.get("locatives")))
    t.one_prefixes = tuple(normalize_entry(w, t.lang) for w in words(numbers.get("one_prefixes")))
    t.span_prepositions = frozenset(normalize_entry(w, t.lang) for w in words(numbers.get("span_prepositions")))
    t.definite_article = normalize_entry(numbers.get("definite_article", ""), t.lang)
    t.possessive_suffixes = tuple(normalize_entry(w, t.lang) for w in words(numbers.get("possessive_suffixes")))
    if t.join_compounds:
        parts = sorted((key[0] for key, entries in t.phrases.items()
                        if len(key) == 1 and {"word", "mult", "scale"} & set(entries)),
                       key=len, reverse=True)
        t.compound_re = re.compile("(?:" + "|".join(re.escape(p) for p in parts) + "){2,}")
    inflection = numbers.get("inflection") or {}
    t.suffixes = tuple(sorted({normalize_entry(s, t.lang) for s in words(inflection.get("suffixes"))},
                              key=len, reverse=True))
    lengths = sorted({len(s) for s in t.suffixes}, reverse=True)
    t.suffixes_by_length = [(n, frozenset(s for s in t.suffixes if len(s) == n)) for n in lengths]
    t.alone_suffixes = frozenset(normalize_entry(s, t.lang) for s in words(numbers.get("alone_suffixes")))
    t.clitics = tuple(sorted({normalize_entry(s, t.lang) for s in words(inflection.get("clitics"))},
                             key=len, reverse=True))
    t.conjunction_clitics = frozenset(normalize_entry(s, t.lang)
                                      for s in words(inflection.get("conjunctions")))
    t.ordinal_dot = flag(numbers.get("ordinal_dot"))
    t.distributive_suffixes = frozenset(normalize_entry(w, t.lang) for w in words(numbers.get("distributive_suffixes")))
    t.reduplicated_distributive = flag(numbers.get("reduplicated_distributive"))
    t.ordinal_suffixes = frozenset(normalize_entry(s, t.lang)
                                   for s in words(numbers.get("ordinal_suffixes")))
    t.rank_prefixes = frozenset(normalize_entry(s, t.lang)
                                for s in words(numbers.get("rank_prefixes")))
    t.ratio_frames = frozenset(entry_tokens(w, t.lang) for w in words(numbers.get("ratio_frames")))
    t.loose_ratio_frames = frozenset(entry_tokens(w, t.lang) for w in words(numbers.get("loose_ratio_frames")))
    t.part_frames = tuple(entry_tokens(w, t.lang) for w in words(numbers.get("part_frames")))
    t.ratio_frames_reversed = tuple(entry_tokens(w, t.lang) for w in words(numbers.get("ratio_frames_reversed")))
    t.not_numbers = frozenset(normalize_entry(w, t.lang) for w in words(numbers.get("not_numbers")))
    patterns = words(numbers.get("plural_noun_patterns"))
    t.plural_noun_re = re.compile("|".join(f"(?:{p})" for p in patterns)) if patterns else None
    t.amount_words = frozenset(normalize_entry(w, t.lang) for w in words(numbers.get("amount_words")))
    t.scale_duals = frozenset(normalize_entry(w, t.lang) for w in words(numbers.get("scale_duals")))
    prefixes = [(normalize_entry(form, t.lang), Decimal(value))
                for value, forms in (numbers.get("numeral_prefixes") or {}).items() for form in words(forms)]
    t.numeral_prefixes = tuple(sorted(prefixes, key=lambda pair: len(pair[0]), reverse=True))
    for form in words(numbers.get("every_words")):
        t.add(form, "every")
    for form in words(numbers.get("every_part_words")):
        t.add(form, "every_part")
    for connector in numbers.get("range_connectors") or []:
        spec = {key: tuple(normalize_entry(w, t.lang) for w in words(connector.get(key)))
                for key in ("before", "before_not", "after", "after_not")}
        # alternatives, each a token sequence ("-" or "ile" or "ve")
        spec["between"] = tuple(entry_tokens(w, t.lang) for w in words(connector.get("between")))
        spec["units"] = tuple(words(connector.get("units")))
        t.range_connectors.append(spec)


def _load_ordinals(t: LangTables, numbers: dict) -> None:
    """Ordinal words: the listed ones, stems with adjective endings (Russian), and affixes on the
    number words (Malay ke-, Hindi -वां); listed forms win over generated ones."""
    for value, forms in (numbers.get("ordinals") or {}).items():
        for form in words(forms):
            t.add(form, "ordinal", int(value))
    endings = words(numbers.get("ordinal_endings"))
    for value, stems in (numbers.get("ordinal_stems") or {}).items():
        for stem in words(stems):
            for ending in endings:
                t.add(stem + ending, "ordinal", int(value))
    affixes = numbers.get("ordinal_affixes") or {}
    prefixes, suffixes = words(affixes.get("prefix")), words(affixes.get("suffix"))
    if prefixes or suffixes:
        for form, value in list(t.number_words.items()):
            if value < 1 or value != int(value) or " " in form:
                continue
            for prefix in prefixes:
                t.add(prefix + form, "ordinal", int(value))
            for suffix in suffixes:
                t.add(form + suffix, "ordinal", int(value))
    t.ambiguous_ordinals = frozenset(normalize_entry(w, t.lang) for w in words(numbers.get("ambiguous_ordinals")))


def _load_units(t: LangTables, units: dict, cldr: dict) -> None:
    t.not_units = frozenset(normalize_entry(w, t.lang) for w in words(units.get("not_units")))
    if "stem_endings" in units:
        t.stem_endings = frozenset(normalize_entry(w, t.lang) for w in words(units.get("stem_endings")))
        if units.get("stem_endings_up_to"):
            t.stem_endings_up_to = int(units["stem_endings_up_to"])
    names = [(form, code) for code, forms in (units.get("currencies") or {}).items() for form in words(forms)]
    names += list((cldr.get("currency_names") or {}).items())
    accusative = units.get("accusative") or {}
    for form, code in names:
        t.add(form, "currency", code)
        case_form = accusative_form(normalize_entry(form, t.lang), accusative)
        if case_form:
            t.add(case_form, "currency", code)
    percent = units.get("percent") or {}
    for form in words(percent.get("suffix")):
        t.add(form, "percent")
    for form in words(percent.get("prefix")):
        t.add(form, "percent_prefix")
    for form in words((units.get("percent_points") or {}).get("suffix")):
        t.add(form, "pp")
    for form in words((units.get("percent_points") or {}).get("bare")):
        t.add(form, "pp_bare")
    for stem in words((units.get("percent_points") or {}).get("context")):
        t.add_stem("rate_context", stem, "rate")
    for form in words((units.get("basis_points") or {}).get("suffix")):
        t.add(form, "bp")
    times = units.get("times") or {}
    for form in words(times.get("suffix")):
        t.add(form, "times")
    t.times_ambiguous = frozenset(normalize_entry(w, t.lang) for w in words(times.get("ambiguous")))
    t.times_context_before = frozenset(normalize_entry(w, t.lang)
                                       for w in words(times.get("context_before")))
    t.times_context_after = frozenset(normalize_entry(w, t.lang)
                                      for w in words(times.get("context_after")))
    for stem in words(times.get("compound_stems")):
        t.add_stem("times_compound", stem, "times")
    for stem in words(units.get("rank_compounds")):
        t.add_stem("rank_compound", stem, "rank")
    for label, stems in (units.get("quantities") or {}).items():
        for stem in words(stems):
            t.add_stem("quantity", stem, label)
    for label, stems in (units.get("compact_context") or {}).items():
        for stem in words(stems):
            t.add_stem("compact_context", stem, label)
    age = units.get("age") or {}
    for form in words(age.get("before")):
        t.add(form, "age_before")
    for form in words(age.get("after")):
        t.add(form, "age_after")
    for frame in age.get("frames") or []:
        t.age_frames.append(tuple(normalize_entry(w, t.lang) for w in frame))
    t.appositive_age = flag(age.get("appositive"))
    t.score_words = frozenset(normalize_entry(w, t.lang) for w in words(units.get("score_words")))
    years = units.get("years") or {}
    for form in words(years.get("before")):
        t.add(form, "year_before")
    for form in words(years.get("after")):
        t.add(form, "year_after")
    for form in words(years.get("span_after")):
        t.add(form, "years_span")
    for form in words(units.get("count_fillers")):
        t.add(form, "count_filler")
    _load_bounds(t, units.get("bounds") or {})
    for form in words(units.get("unit_links")):
        t.add(form, "unit_link")
    for form in words(units.get("rank_nouns")):
        t.add(form, "rank_noun")
    for form in words(units.get("roman_nouns")):
        t.add(form, "roman_noun")
    for form in words(units.get("ordinal_nouns")):
        t.add(form, "ordinal_noun")
    t.has_roman_nouns = bool(words(units.get("roman_nouns")))
    clock = units.get("clock") or {}
    for form in words(clock.get("before")):
        t.add(form, "clock_before")
    for form in words(clock.get("after")):
        t.add(form, "clock_after")
    for label, stems in (units.get("count_nouns") or {}).items():
        for stem in words(stems):
            t.add_stem("count", stem, label)
    for group in t.stems.values():
        group.sort(key=lambda pair: len(pair[0]), reverse=True)
    _load_duals(t, units)


BOUND_DIRECTIONS = ("at_least", "at_most", "nearly", "about")


def _load_bounds(t: LangTables, bounds: dict) -> None:
    """Words that bound a figure ("more than", "-e kadar", "около"), before or after it."""
    for direction in BOUND_DIRECTIONS:
        spec = bounds.get(direction) or {}
        for place in ("before", "after"):
            for form in words(spec.get(place)):
                t.add(form, f"bound_{place}", direction)
                t.max_bound_words = max(t.max_bound_words, len(entry_tokens(form, t.lang)))
    for stem in words(bounds.get("change_verbs")):
        t.add_stem("change_verb", stem, "change")


def accusative_form(name: str, spec: dict) -> str:
    """The indefinite accusative of a currency name where the language marks it ("دولار أسترالي"
    -> "دولارا أستراليا", after 11 to 99): the noun and each adjective after it take the suffix;
    a name with a noun after the first (an idafa: "دولار هونغ كونغ") keeps its form. "" when none."""
    suffix = spec.get("suffix", "")
    if not suffix:
        return ""
    blocked = tuple(words(spec.get("not_after")))
    adjective = spec.get("adjective_ending", "")
    parts = name.split(" ")
    if any(p.endswith(blocked) for p in parts) or any(not p.endswith(adjective) for p in parts[1:]):
        return ""
    return " ".join(p + suffix for p in parts)


def _load_duals(t: LangTables, units: dict) -> None:
    """Arabic duals without a numeral: the singulars of the counted nouns, times words and
    currencies named in ``units.yml duals.nouns_from`` (nouns whose plural is broken or in -ات,
    so that -ين/-ان on them can only be the dual, never a masculine plural)."""
    spec = units.get("duals") or {}
    t.dual_suffixes = tuple(normalize_entry(w, t.lang) for w in words(spec.get("suffixes")))
    feminine = words(spec.get("feminine"))
    if len(feminine) == 2:
        t.dual_feminine = (normalize_entry(feminine[0], t.lang), normalize_entry(feminine[1], t.lang))
    for label, forms in (spec.get("words") or {}).items():
        for form in words(forms):
            t.dual_words[normalize_entry(form, t.lang)] = ("count", label)
    for source in words(spec.get("nouns_from")):
        kind, _, label = source.partition(":")
        if kind == "count":
            forms = [stem for stem, found in t.stems.get("count", []) if found == label]
        elif kind == "currency":
            forms = words((units.get("currencies") or {}).get(label))
        else:
            forms = words((units.get(kind) or {}).get("suffix"))
        for form in forms:
            key = normalize_entry(form, t.lang)
            if " " not in key:
                t.dual_nouns.setdefault(key, (kind, label))


def _load_measures(t: LangTables, measures: dict) -> None:
    """Unit words of measurements (pipeline/lang/<code>/measures.yml) and their context words."""
    for key, forms in (measures.get("units") or {}).items():
        for form in words(forms):
            t.add(form, "measure", key)
    for form in words(measures.get("degrees")):
        t.add(form, "degree", "degree")
    per_hour = measures.get("per_hour") or {}
    for form in words(per_hour.get("before")):
        t.add(form, "per_hour_before")
    for form in words(per_hour.get("after")):
        t.add(form, "per_hour_after")
    below = measures.get("below_zero") or {}
    for form in words(below.get("before")):
        t.add(form, "below_zero_before")
    for form in words(below.get("after")):
        t.add(form, "below_zero_after")
    for pair in below.get("around") or []:
        first, second = words(pair)
        t.add(first, "below_zero_open")
        t.add(second, "below_zero_close")
    delta = measures.get("temperature_delta") or {}
    for form in words(delta.get("before")):
        t.add(form, "delta_before")
    for form in words(delta.get("after")):
        t.add(form, "delta_after")
    if t.dual_suffixes:  # Arabic "هكتارين" (two hectares), "ميلين": the dual of a unit word
        for key, forms in (measures.get("units") or {}).items():
            for form in words(forms):
                word = normalize_entry(form, t.lang)
                if " " not in word and len(word) > 2:
                    t.dual_nouns.setdefault(word, ("measure", key))
    for stem in words(measures.get("mass_context")):
        t.add_stem("mass_context", stem, "mass")
    for stem in words(measures.get("length_context")):
        t.add_stem("length_context", stem, "length")
    for form, keys in (measures.get("by_context") or {}).items():
        t.add(form, "measure_choice", tuple(words(keys)))
    for key, stems in (measures.get("adjectives") or {}).items():
        for stem in words(stems):
            t.add_stem("unit_adjective", stem, key)
    t.stems.get("unit_adjective", []).sort(key=lambda pair: len(pair[0]), reverse=True)


def _load_dates(t: LangTables, dates: dict) -> None:
    for month, forms in (dates.get("months") or {}).items():
        names = [normalize_entry(form, t.lang) for form in words(forms)]
        for form in words(forms):
            t.add(form, "month", int(month))
        t.month_abbreviations |= {a for a in names if any(len(b) > len(a) and b.startswith(a) for b in names)}
    decades = dates.get("decades") or {}
    t.decade_glued = frozenset(normalize_entry(w, t.lang) for w in words(decades.get("glued")))
    t.decade_apostrophe = tuple(normalize_entry(w, t.lang) for w in words(decades.get("apostrophe")))
    t.decade_hyphen = frozenset(normalize_entry(w, t.lang) for w in words(decades.get("hyphen")))
    for form in words(decades.get("after")):
        t.add(form, "decade_after")
    for value, forms in (decades.get("words") or {}).items():
        for form in words(forms):
            t.add(form, "decade_word", int(value))
    for form in words(decades.get("century_nouns")):
        t.add(form, "century_noun")
    for form in words(decades.get("last_century")):
        t.add(form, "last_century")
    t.default_century = int(decades.get("default_century") or 0)
    for form in words(dates.get("year_month_links")):
        t.add(form, "year_month_link")
    for form in words(dates.get("month_tails")):
        t.add(form, "month_tail")


def _load_shared(t: LangTables, shared: dict, locale_symbols: dict) -> None:
    """Symbols and signs every language reads, plus the language's own CLDR currency symbols."""
    from babel.numbers import list_currencies

    symbols = dict(locale_symbols)  # symbol -> code (cldr.yml, generated)
    for code, forms in (shared.get("currency_symbols") or {}).items():
        for form in words(forms):
            symbols.setdefault(form, code)
    t.currency_symbols = sorted(symbols.items(), key=lambda pair: len(pair[0]), reverse=True)
    for exponent, forms in (shared.get("scale_words") or {}).items():
        for form in words(forms):
            t.add(form, "scale", int(exponent))
    t.iso_codes = frozenset(list_currencies())
    for exponent, forms in (shared.get("compact_suffixes") or {}).items():
        for form in words(forms):
            t.compact_suffixes[form.lower()] = int(exponent)
    for form in words(shared.get("times_symbols")):
        t.add(form, "times")
    for form in words(shared.get("percent_symbols")):
        t.add(form, "percent")
