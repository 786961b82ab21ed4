"""The language's phrases (``LangTables``) and how words and multiword phrases are looked up in
them, tolerant of inflection.

``LangTables`` holds what one language's tables say: one index of phrases (each entry with its
kinds: a word may be a scale and a currency), the stem groups, and the fields each dimension
reads (grouped below by the module that loads them; ``pipeline.numbers.tables`` loads them).

Arabic clitics (و ب ل ف ك) are stripped from the first word, Turkish-style endings from the
last word (only for the kinds in ``INFLECTABLE``), and an apostrophe suffix after the
phrase ("dolar'a", "Temmuz'da") is consumed with it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Optional

from pipeline.lang.data import words
from pipeline.lang.text import normalize_entry

from .tokens import APOS, NUM, SYM, WORD, Tok, tokenize

# kinds whose last word may carry an inflectional suffix (never bare number words:
# Turkish "on" 10 vs "ona" to him)
INFLECTABLE = frozenset({"scale", "currency", "percent", "pp", "pp_bare", "bp", "times", "month", "year_after",
                         "age_after", "vague_pl", "rank_noun", "roman_noun", "decade_after", "month_tail", "year_month_link",
                         "measure", "measure_choice", "degree", "per_hour_after", "delta_after", "time_word"})
# kinds of phrase a number written in words can start with (number words, scales, vague amounts,
# ordinals, fractions, collectives, multiplier and occurrence words, "every", decades, "decades"): a word that
# starts none of them is skipped at once by the extractor
NUMBER_START_KINDS = frozenset({"word", "mult", "teen", "scale", "frac", "vague_q", "vague_pl", "ordinal",
                                "collective", "times_word", "occurrence", "every", "fraction", "denominator",
                                "decade_word", "vague_span"})


@dataclass
class Entry:
    kind: str
    value: Any = None
    plural: bool = False


@dataclass(frozen=True)
class TableFiles:
    """The YAML tables a language's dimensions read their parts of (``{}`` when absent)."""

    numbers: dict
    units: dict
    dates: dict
    measures: dict
    cldr: dict
    shared: dict  # pipeline/lang/shared_units.yml: symbols every language reads


@dataclass
class LangTables:
    lang: str
    script: str = "Latin"  # from pipeline/lang/languages.yml (Language.script)
    # the phrase index and its lookup (this module: ``load``)
    phrases: dict[tuple[str, ...], dict[str, Entry]] = field(default_factory=dict)
    max_phrase: int = 1
    stems: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    suffixes: tuple[str, ...] = ()
    suffixes_by_length: list = field(default_factory=list)  # [(length, {endings})], longest first
    clitics: tuple[str, ...] = ()
    conjunction_clitics: frozenset = frozenset()
    not_units: frozenset = frozenset()  # words that read as an inflected unit but are not (tr "yeni" new)
    stem_endings: Any = None  # Arabic: what may follow a stem ("عام" + ا, not "عامل" a worker); None: anything
    stem_endings_up_to: int = 1000  # ... for stems of at most this many letters (Turkish "ay": not "ayrı")
    definite_article: str = ""  # Arabic ال: "الـ18", "القرن العشرين"
    possessive_suffixes: tuple[str, ...] = ()  # Arabic ها/ه/هم: a noun made definite by its owner
    first_words: set = field(default_factory=set)  # first word of every phrase
    number_first_words: set = field(default_factory=set)  # first word of a phrase that opens a number
    longest_by_first: dict = field(default_factory=dict)  # first word -> tokens of its longest phrase
    start_cache: dict = field(default_factory=dict)
    number_start_cache: dict = field(default_factory=dict)
    number_start_words_cache: dict = field(default_factory=dict)
    variant_cache: dict = field(default_factory=dict)  # (word, conjunctions) -> clitic-stripped forms
    # numerals and number words (numerals.py)
    decimal: str = "."
    group: str = ","
    space_grouping: bool = False
    indian_grouping: bool = False
    number_words: dict[str, Decimal] = field(default_factory=dict)
    ambiguous_words: frozenset = frozenset()
    vague_reach: dict = field(default_factory=dict)  # "लाखों" -> 9: a vague plural's idiomatic upper power
    alone_suffixes: frozenset = frozenset()  # Turkish "ikisini", "beşi": endings of a lone number word
    not_numbers: frozenset = frozenset()  # number-like words that are something else (الاثنين Monday)
    amount_words: frozenset = frozenset()  # "بمقدار": an ambiguous number word after it is a figure
    scale_duals: frozenset = frozenset()  # Arabic "مليونا دولار": two million when no number is before it
    abbreviations: set = field(default_factory=set)  # "тыс.": a dot after a scale word
    compact_suffixes: dict[str, int] = field(default_factory=dict)  # 2.8T, 32B, 128K
    distributive_suffixes: frozenset = frozenset()  # Turkish "25'er": so many each, a unit may follow
    reduplicated_distributive: bool = False  # Hindi "25-25": the figure written twice, so many each
    compound_re: Any = None
    joiners: frozenset = frozenset()  # free-standing "and" inside number words (Arabic و)
    units_before_tens: bool = False
    join_compounds: bool = False
    hyphen_compounds: bool = False  # English "fifty-eight"
    scale_comma: bool = False  # English "one thousand, five hundred"
    fraction_locatives: tuple[str, ...] = ()  # Turkish "üçte iki": the denominator takes -te/-de
    ordinal_fraction_links: frozenset = frozenset()  # "a third of": an ordinal-like fraction word before a noun is an ordinal
    # ranges and ratios of two figures (ranges.py)
    range_connectors: list[dict] = field(default_factory=list)
    ratio_frames: frozenset = frozenset()  # token sequences of "one in five", "واحد من كل خمسة"
    loose_ratio_frames: frozenset = frozenset()  # "out of", "daripada": a proportion of spelled-out figures
    ratio_frames_reversed: tuple = ()  # "पाँच बच्चों में से एक": the whole first ("*" is any word)
    # money (money.py)
    currency_symbols: list[tuple[str, str]] = field(default_factory=list)
    iso_codes: frozenset = frozenset()
    # percent, points, multipliers, proportions (proportions.py)
    times_ambiguous: frozenset = frozenset()  # "مرة", "kali", "раз": N-fold or N occurrences
    times_context_before: frozenset = frozenset()  # words that make them N-fold (زيادة, turun, в)
    times_context_after: frozenset = frozenset()  # ... when written after ("6 kali lebih tinggi")
    part_frames: tuple = ()  # "salah seorang daripada" + whole: one of them
    # what is counted (counts.py)
    one_prefixes: tuple[str, ...] = ()  # Malay "setahun", "sebulan": se- is "one"
    one_after_noun: frozenset = frozenset()  # Arabic "يوم واحد": "one" after the noun it counts
    span_prepositions: frozenset = frozenset()  # "dalam setahun" (within a year): se- is then a span
    dual_suffixes: tuple[str, ...] = ()  # Arabic ين/ان: "ورقتين" two papers, "مرتين" twice
    dual_feminine: tuple[str, str] = ("", "")  # ة becomes ت before the dual ending
    dual_nouns: dict[str, tuple[str, str]] = field(default_factory=dict)  # singular -> (kind, label)
    dual_words: dict[str, tuple[str, str]] = field(default_factory=dict)  # listed dual -> (kind, label)
    sound_plural_duals: dict[str, tuple[str, str]] = field(default_factory=dict)  # لاعب: only -ان is the dual
    dual_nominative: frozenset = frozenset()  # ان: the dual ending no masculine plural has
    dual_two: frozenset = frozenset()  # "اثنين": "two" after a noun makes it a dual
    not_duals: frozenset = frozenset()  # names that end like a dual (البحرين, بوتين)
    # measures (measure.py)
    numeral_prefixes: tuple = ()  # Russian "двух-", "трех-" glued to a unit adjective, longest first
    singular_unit_is_one: bool = False  # Arabic "مترا و82 سنتيمترا": a unit word alone is one of it
    # ranks and ordinals (ranks.py)
    ordinal_suffixes: frozenset = frozenset()
    ambiguous_ordinals: frozenset = frozenset()  # "second", "kedua", "दूसरा": a rank only by a rank noun
    repetition_words: tuple = ()  # "again", "bir kez daha", "повторной": a second time said with no ordinal
    ordinal_prefixes: tuple[str, ...] = ()  # Malay ke-: "keempat puluh lima" is the 45th
    ordinal_words: frozenset = frozenset()  # the ordinal words (a cheap test before a compound is read)
    ordinal_after_content: bool = False  # Malay: an ambiguous ordinal after a noun ("dos kedua") is a rank
    ordinal_function_words: frozenset = frozenset()  # ... not after these ("antara kedua negara": both)
    verb_prefixes: tuple[str, ...] = ()  # ... nor after a prefixed verb ("menemui kedua pemimpin")
    ordinal_possessives: tuple[str, ...] = ()  # "kelimanya" after a noun: his fifth
    solid_ordinal_re: Any = None  # Turkish "yirmibirinci": number words and an ordinal written solid
    ordinal_noun_side: str = "both"  # where the noun an ordinal numbers stands: after, before, both
    ordinal_idioms: dict = field(default_factory=dict)  # word -> phrases holding it that are no rank ("at first")
    ordinal_determiners: frozenset = frozenset()  # "a second term": an ambiguous ordinal after these
    ordinal_not_before: frozenset = frozenset()  # ... unless one of these follows ("a second or two")
    adverb_ordinals: frozenset = frozenset()  # "first" also an adverb ("but first we have to")
    adverb_next_words: frozenset = frozenset()  # ... when one of these follows it ("we", "they")
    adverb_next_endings: tuple = ()  # ... or a word with one of these endings ("first elected")
    agreeing_ordinals: frozenset = frozenset()  # Arabic الأولى/الأولي: a rank only where it agrees
    agreement_endings: tuple[str, ...] = ()  # ... after a word with one of these feminine endings
    ordinal_dot: bool = False
    rank_prefixes: frozenset = frozenset()
    plural_noun_re: Any = None  # Arabic: a definite plural before "الـN" makes it a cardinal
    has_roman_nouns: bool = False  # "XIX век": Roman numerals number centuries (units.yml roman_nouns)
    # dates (dates.py)
    month_abbreviations: set = field(default_factory=set)  # "dec", "sept": a dot after them is no full stop
    decade_glued: frozenset = frozenset()  # "1950s": letters glued to a year ending in 0
    decade_apostrophe: tuple = ()  # "1950'lerde": what the word after an apostrophe starts with
    decade_hyphen: frozenset = frozenset()  # "1950-е", "1950-an"
    default_century: int = 0  # "الخمسينيات" with no century named: the 1900s
    day_suffixes: frozenset = frozenset()  # Malay "14hb Mei": a suffix of the day of a month
    month_words: frozenset = frozenset()  # first words of the months' names (a cheap test)
    cased_months: frozenset = frozenset()  # English "may", "march": a month only capitalized
    # times of day (clock.py)
    bare_hour_needs_clock_word: bool = False  # Malay "3 malam" is three nights: "pukul 3 malam" a time
    hour_endings: tuple = ()  # Turkish "sabah yedide": a case ending that makes the hour after a period a time
    hour_homographs: frozenset = frozenset()  # "akşam onda" (in him): inflected hours that are other words
    ordinal_hours: bool = False  # Arabic "الساعة الثالثة": the hour is an ordinal
    clock_openers: frozenset = frozenset()  # first words of clock words, periods before and time words
    clock_after_openers: frozenset = frozenset()  # first words of what may follow the hour (periods, o'clock)
    clock_open_cache: dict = field(default_factory=dict)
    clock_after_cache: dict = field(default_factory=dict)
    # ages (ages.py)
    age_frames: list[tuple[str, str]] = field(default_factory=list)
    appositive_age: bool = False  # "Kyogo Furuhashi, 28, scored": a number between commas is an age
    # identifiers (identifiers.py)
    code_links: frozenset = frozenset()  # "Her PIN is 1234": a word between a code word and its digits
    code_word_tokens: frozenset = frozenset()  # every word of a code word (a cheap test before the lookup)
    # durations (durations.py), scores (scores.py), bounds (bounds.py)
    unit_joiners: frozenset = frozenset()  # "and" between the parts of a duration ("2 hours and 3 minutes")
    span_needs_before: dict = field(default_factory=dict)  # Arabic عقود (decades, contracts): after a word of time
    span_words: frozenset = frozenset()  # first words of the vague spans (a cheap test)
    score_words: frozenset = frozenset()  # "счетом": a colon between two small numbers is a score
    max_bound_words: int = 0  # tokens of the longest bound phrase ("по меньшей мере")
    during_bounds: frozenset = frozenset()  # bound phrases that beside a span of time say "during" ("over seven years")

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

    def add_all(self, forms: Any, kind: str, value: Any = None, plural: bool = False) -> None:
        """``add`` each form of a table entry (a scalar or a list)."""
        for form in words(forms):
            self.add(form, kind, value, plural)

    def add_parts(self, section: Any, kinds: dict[str, str]) -> None:
        """``add_all`` each part of a table section under its kind ({"before": "clock_before", ...})."""
        for part, kind in kinds.items():
            self.add_all((section or {}).get(part), kind)

    def add_stem(self, group: str, stem: str, label: str) -> None:
        self.stems.setdefault(group, []).append((normalize_entry(stem, self.lang), label))

    def normalized(self, forms: Any) -> frozenset:
        """The forms of a table entry as the text shows them (normalized like it)."""
        return frozenset(normalize_entry(w, self.lang) for w in words(forms))

    def normalized_list(self, forms: Any) -> tuple[str, ...]:
        """``normalized``, in the order the table gives."""
        return tuple(normalize_entry(w, self.lang) for w in words(forms))

    def sort_stems(self, *groups: str) -> None:
        """Longest stem first in each group (a stem that is the start of another one must not win)."""
        for group in groups:
            self.stems.get(group, []).sort(key=lambda pair: len(pair[0]), reverse=True)


def entry_tokens(phrase: str, lang: str) -> tuple[str, ...]:
    """A table entry as the tokens the text will show ("km/h" is km, /, h; "kedua-dua" is
    kedua, -, dua; "'den" is ', den)."""
    return tuple(tok.text for tok in tokenize(normalize_entry(phrase, lang), False))


def load(t: LangTables, files: TableFiles) -> None:
    """What every lookup needs: the language's inflection (endings, clitics), its definite article
    and possessive endings, the words that are never a unit, and what may follow a counted stem."""
    numbers, units = files.numbers, files.units
    inflection = numbers.get("inflection") or {}
    t.suffixes = tuple(sorted(t.normalized(inflection.get("suffixes")), key=len, reverse=True))
    lengths = sorted({len(s) for s in t.suffixes}, reverse=True)
    t.suffixes_by_length = [(n, frozenset(s for s in t.suffixes if len(s) == n)) for n in lengths]
    t.clitics = tuple(sorted(t.normalized(inflection.get("clitics")), key=len, reverse=True))
    t.conjunction_clitics = t.normalized(inflection.get("conjunctions"))
    t.definite_article = normalize_entry(numbers.get("definite_article", ""), t.lang)
    t.possessive_suffixes = t.normalized_list(numbers.get("possessive_suffixes"))
    t.not_units = t.normalized(units.get("not_units"))
    if "stem_endings" in units:
        t.stem_endings = t.normalized(units.get("stem_endings"))
        if units.get("stem_endings_up_to"):
            t.stem_endings_up_to = int(units["stem_endings_up_to"])


ARTICLE = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER LAM}"  # ال


@dataclass
class Match:
    entries: dict[str, Entry]
    start: int  # token index
    end: int  # token index after the phrase (apostrophe suffix included)
    text_end: int  # token index after the last word itself (for surfaces)
    inflected: bool = False
    key: tuple = ()  # the table key that matched (clitics and endings removed)

    def get(self, kind: str) -> Optional[Entry]:
        return self.entries.get(kind)


def _first_variants(word: str, t: LangTables, conjunctions: bool = True) -> list[str]:
    key = (word, conjunctions)
    known = t.variant_cache.get(key)
    if known is None:
        known = t.variant_cache[key] = _strip_clitics(word, t, conjunctions)
    return known


def _strip_clitics(word: str, t: LangTables, conjunctions: bool) -> list[str]:
    variants = [word]
    if t.clitics and word.startswith(ARTICLE) and len(word) > 4:
        variants.append(word[2:])
    for clitic in t.clitics:
        if not conjunctions and clitic in t.conjunction_clitics:
            continue
        if word.startswith(clitic) and len(word) - len(clitic) >= 2:
            rest = word[len(clitic):]
            variants.append(rest)
            if rest.startswith(ARTICLE) and len(rest) > 4:
                variants.append(rest[2:])
    return variants


def word_variants(word: str, t: LangTables) -> list[str]:
    """The word and its forms without leading clitics and article (Arabic وب، ال)."""
    return _first_variants(word, t)


def _last_variants(word: str, t: LangTables) -> list[str]:
    return [word[:-size] for size, endings in t.suffixes_by_length
            if len(word) - size >= 3 and word[-size:] in endings]


def _longest_from(word: str, t: LangTables) -> int:
    """Tokens of the longest table phrase that can start with this word (1 for a suffixed word)."""
    return max([t.longest_by_first.get(v, 0) for v in _first_variants(word, t)] + [1])


def may_start_phrase(word: str, t: LangTables) -> bool:
    """Cheap, memoized test: can a table phrase start with this word (in any form)?"""
    known = t.start_cache.get(word)
    if known is None:
        known = any(first in t.first_words or any(v in t.first_words for v in _last_variants(first, t))
                    for first in _first_variants(word, t))
        t.start_cache[word] = known
    return known


def may_start_number(word: str, t: LangTables) -> bool:
    """Cheap, memoized test: can a number phrase (``tables.NUMBER_START_KINDS``) start with this word?"""
    known = t.number_start_words_cache.get(word)
    if known is None:
        firsts = t.number_first_words
        known = any(first in firsts or any(v in firsts for v in _last_variants(first, t))
                    for first in _first_variants(word, t))
        t.number_start_words_cache[word] = known
    return known


def _phrase_words(toks: list[Tok], i: int, n: int) -> Optional[list[str]]:
    """The texts of n tokens from i when they form a phrase (words, or '-' / symbols)."""
    if i + n > len(toks):
        return None
    words = []
    for k in range(i, i + n):
        tok = toks[k]
        abbreviation_dot = tok.text == "." and 0 < k < i + n - 1 and toks[k - 1].glued_to(tok)
        inner_apostrophe = tok.kind == APOS and i < k < i + n - 1 and toks[k - 1].glued_to(tok) \
            and tok.glued_to(toks[k + 1])  # "o'clock"
        if inner_apostrophe:
            words.append(tok.text)
            continue
        if tok.kind not in (WORD, SYM) or (tok.text in ".,;:!?()[]«»\"" and not abbreviation_dot):
            return None  # a dot inside a phrase only ends an abbreviation ("кв. м")
        if k > i and tok.start - toks[k - 1].end > 1 and tok.kind == WORD:
            return None  # a line break or double space ends a phrase
        words.append(tok.text)
    return words


def match_at(toks: list[Tok], i: int, t: LangTables, kinds: Optional[frozenset] = None,
             first_token_is_word: bool = True) -> Optional[Match]:
    """Longest phrase of the tables starting at token i (optionally only of ``kinds``)."""
    if i >= len(toks) or (first_token_is_word and toks[i].kind != WORD and toks[i].text not in "%$×°№#"):
        return None
    if not may_start_phrase(toks[i].text, t):
        return None
    for n in range(min(_longest_from(toks[i].text, t), len(toks) - i), 0, -1):
        words = _phrase_words(toks, i, n)
        if words is None:
            continue
        found = _lookup(words, t, kinds)
        if found is not None:
            entries, inflected, key = found
            end = i + n
            text_end = end
            if end + 1 < len(toks) and toks[end].kind == APOS and toks[end - 1].glued_to(toks[end]) \
                    and toks[end + 1].kind == WORD and toks[end].glued_to(toks[end + 1]):
                end += 2  # apostrophe suffix: Temmuz'da, dolar'a
            return Match(entries, i, end, text_end, inflected, key)
    return None


def match_inflected(toks: list[Tok], i: int, t: LangTables, kinds: frozenset) -> Optional[Match]:
    """A one-word entry of ``kinds`` carrying an inflectional ending ("sekizi", "kırkı"): for the
    last word of a compound number, where the ending cannot be a different word ("on" vs "ona")."""
    if i >= len(toks) or toks[i].kind != WORD:
        return None
    for stem in _last_variants(toks[i].text, t):
        entries = _filter(t.phrases.get((stem,)), kinds)
        if entries:
            return Match(entries, i, i + 1, i + 1, True, (stem,))
    return None


def _lookup(words: list[str], t: LangTables, kinds: Optional[frozenset]):
    for first in _first_variants(words[0], t):
        key = tuple([first] + words[1:])
        entries = _filter(t.phrases.get(key), kinds)
        if entries:
            return entries, False, key
        for last in ([] if key[-1] in t.not_units else _last_variants(key[-1], t)):
            entries = _filter(t.phrases.get(key[:-1] + (last,)), kinds, inflected=True)
            if entries:
                return entries, True, key[:-1] + (last,)
    return None


def _filter(entries, kinds, inflected: bool = False):
    if not entries:
        return None
    if kinds is not None or inflected:
        entries = {k: e for k, e in entries.items()
                   if (kinds is None or k in kinds) and (not inflected or k in INFLECTABLE)}
    return entries or None


def match_stem(toks: list[Tok], i: int, t: LangTables, group: str,
               conjunctions: bool = False) -> Optional[tuple[str, int]]:
    """(label, tokens used) when the words from i start with a stem of ``group``.

    A word joined by "and" (Arabic و/ف) starts a new phrase, so conjunction clitics are
    not stripped unless asked."""
    if i >= len(toks) or toks[i].kind != WORD:
        return None
    stems = t.stems.get(group)
    if not stems:
        return None
    firsts = _first_variants(toks[i].text, t, conjunctions)
    following = [tok.text for tok in toks[i + 1:i + 3] if tok.kind == WORD]
    for stem, label in stems:
        n_words = stem.count(" ") + 1
        for first in firsts:
            joined = " ".join([first] + following[: n_words - 1])
            if joined.startswith(stem) and (t.stem_endings is None or group != "count"
                                            or len(stem) > t.stem_endings_up_to
                                            or joined[len(stem):] in t.stem_endings):
                return label, n_words
    return None


def look_back(toks: list[Tok], i: int, t: LangTables, kinds: frozenset, window: int) -> Optional[int]:
    """Index of a phrase of ``kinds`` ending within ``window`` tokens before i."""
    for k in range(i - 1, max(-1, i - 1 - window), -1):
        m = match_at(toks, k, t, kinds)
        if m is not None and m.end <= i:
            return k
    return None


def hyphenated_connector(toks: list[Tok], k: int, t: LangTables) -> bool:
    """A range connector written between hyphens from token k, then digits ("18-से-29")."""
    for spec in t.range_connectors:
        for between in spec["between"]:
            n = len(between)
            if n >= 3 and between[0] == between[-1] == "-" and k + n < len(toks) and toks[k + n].kind == NUM \
                    and tuple(tok.text for tok in toks[k:k + n]) == between:
                return True
    return False
