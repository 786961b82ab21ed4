"""Ranks and ordinals: a figure that is a place in an order ("8. sırada", "ke-8", "8वें", "8-й",
"4th", "الـ18", "ikinci sırada", "на втором месте", "the third quarter", "twenty-first", "XIX
век", "40-летие").

An ordinal word is a rank from two up wherever it stands; "first" and the ordinals that are also
other words ("second", "kedua", "दूसरा") only beside a rank noun. An ordinal after a clock word is
a time of day ("الساعة الثانية"); "في سن الثالثة عشر" is an age. Roman numerals are ranks only
before a noun the language numbers with them ("XIX век", "XX yüzyıl").

Tables: ``numbers.yml`` ``ordinals``, ``ordinal_stems``/``ordinal_endings``, ``ordinal_affixes``,
``ordinal_teens``, ``ambiguous_ordinals``, ``ordinal_suffixes``, ``rank_prefixes``, ``ordinal_dot``,
``plural_noun_patterns``; ``units.yml`` ``rank_compounds``, ``rank_nouns``, ``roman_nouns``,
``ordinal_nouns``.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Optional

from pipeline.lang.data import flag, words

from .ages import age_word_before, set_age
from .clock import after_clock_word
from .digits import roman_value
from .lexicon import LangTables, TableFiles, look_back, match_at, match_stem, word_variants
from .numerals import WORD_KIND
from .raw import Raw, Scan
from .tokens import WORD, Tok

READS = ("ages", "clock", "numerals")  # "في سن الثالثة عشر"; "الساعة الثانية"; "twenty" of "twenty-first"

ORDINAL = frozenset({"ordinal"})
ORDINAL_TEEN = frozenset({"ordinal_teen"})
RANK_NOUN = frozenset({"rank_noun"})
ROMAN_NOUN = frozenset({"roman_noun"})
ROMAN_LETTERS = frozenset("IVXLCDM")  # in the original text (Turkish lower-cases I to ı)
MAX_ROMAN = 8
ORDINAL_NOUN = frozenset({"ordinal_noun", "rank_noun"})
NOUN_KINDS = frozenset({"century_noun", "rank_noun", "roman_noun"})


def load(t: LangTables, files: TableFiles) -> None:
    """After ``numerals.load``: Malay ke- and Hindi -वां are put on its number words."""
    numbers, units = files.numbers, files.units
    load_ordinals(t, numbers)
    t.add_all(numbers.get("ordinal_teens"), "ordinal_teen")
    t.ordinal_suffixes = t.normalized(numbers.get("ordinal_suffixes"))
    t.rank_prefixes = t.normalized(numbers.get("rank_prefixes"))
    t.ordinal_dot = flag(numbers.get("ordinal_dot"))
    patterns = words(numbers.get("plural_noun_patterns"))
    t.plural_noun_re = re.compile("|".join(f"(?:{p})" for p in patterns)) if patterns else None
    for stem in words(units.get("rank_compounds")):
        t.add_stem("rank_compound", stem, "rank")
    t.sort_stems("rank_compound")
    t.add_all(units.get("rank_nouns"), "rank_noun")
    t.add_all(units.get("roman_nouns"), "roman_noun")
    t.add_all(units.get("ordinal_nouns"), "ordinal_noun")
    t.has_roman_nouns = bool(words(units.get("roman_nouns")))


def load_ordinals(t: LangTables, numbers: dict) -> None:
    """Ordinal words: the listed ones, stems with adjective endings (Russian), and affixes on the
    number words (Malay ke-, Hindi -वां); listed forms win over generated ones."""
    for value, forms in (numbers.get("ordinals") or {}).items():
        t.add_all(forms, "ordinal", int(value))
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
    t.ambiguous_ordinals = t.normalized(numbers.get("ambiguous_ordinals"))


def loose_values(t: LangTables) -> frozenset:
    """Ordinal values this language writes with a word that is a rank only beside a rank noun
    ("first"; "second", "kedua", "दूसरा"): a place spelled so may go unread in it."""
    values = {1}
    for word in t.ambiguous_ordinals:
        entry = t.phrases.get((word,), {}).get("ordinal")
        if entry is not None:
            values.add(int(entry.value))
    return frozenset(values)


def set_rank(raw: Raw) -> None:
    raw.set_unit("rank", "rank")


# ---------------------------------------------------------------- digits that rank


def is_rank_prefix(toks: list[Tok], k: int, t: LangTables) -> bool:
    """Malay "ke-8": the word ke glued to a hyphen before digits."""
    return toks[k].kind == WORD and toks[k].text in t.rank_prefixes and (
        k == 0 or not toks[k - 1].glued_to(toks[k]))


def is_article(toks: list[Tok], k: int, t: LangTables) -> bool:
    """Arabic "الـ18": the article (tatweel dropped) glued before digits, possibly after a clitic."""
    word = toks[k].text
    return bool(t.definite_article) and (word == t.definite_article or word in {
        c + t.definite_article for c in t.clitics}) and (k == 0 or not toks[k - 1].glued_to(toks[k]))


def prefixed_rank(ctx: Scan, i: int, raw: Raw) -> None:
    """What stands before the digits at i and makes them a rank: Malay "ke-8", "ulang tahun ke 40"
    (ke after a noun numbered so), Arabic "الذكرى الـ18" (the article after a definite noun that is
    no plural: "الأشخاص الـ18" counts)."""
    toks, t = ctx.toks, ctx.t
    tok = toks[i]
    if i >= 2 and toks[i - 1].text == "-" and toks[i - 1].glued_to(tok) \
            and toks[i - 2].glued_to(toks[i - 1]) and is_rank_prefix(toks, i - 2, t):
        set_rank(raw)  # Malay ke-8
        raw.i0 = i - 2
    elif i >= 2 and is_rank_prefix(toks, i - 1, t) and tok.start - toks[i - 1].end == 1 \
            and match_at(toks, i - 2, t, ORDINAL_NOUN) is not None and raw.plain_int:
        set_rank(raw)  # "ulang tahun ke 40": ke (also "to") after a noun numbered so
        raw.i0 = i - 1
    if i >= 1 and toks[i - 1].glued_to(tok) and is_article(toks, i - 1, t):
        raw.i0 = i - 1  # "الـ18"; after a definite noun it is an ordinal ("الذكرى الـ18")
        nouns = [v for v in word_variants(toks[i - 2].text, t) if v.startswith(t.definite_article)] if i >= 2 else []
        if nouns and not any(plural_noun(v[len(t.definite_article):], t) for v in nouns):
            set_rank(raw)


def plural_noun(stem: str, t: LangTables) -> bool:
    """Arabic "أشخاص", "أشهر", "سنوات": a plural, after which "الـN" counts rather than ranks."""
    return t.plural_noun_re is not None and t.plural_noun_re.fullmatch(stem) is not None


def ordinal_dot_before_word(ctx: Scan, i: int) -> bool:
    """"19. yüzyılda ..." opening a paragraph: an ordinal before a lower-case word, not a section
    number (a heading is capitalized)."""
    toks = ctx.toks
    return ctx.t.ordinal_dot and i + 2 < len(toks) and toks[i + 1].text == "." \
        and ctx.original[ctx.orig_start(i + 2)].islower()


def ordinal_dot(ctx: Scan, i: int, raw: Raw, j: int) -> int:
    """Turkish "8. sırada", "19. yüzyıl": digits, a glued dot, then a lower-case word or a rank noun."""
    toks, t = ctx.toks, ctx.t
    if t.ordinal_dot and j + 1 < len(toks) and toks[j].text == "." and toks[i].glued_to(toks[j]) \
            and toks[j + 1].kind == WORD and toks[j + 1].start - toks[j].end == 1 \
            and (ctx.original[ctx.orig_start(j + 1)].islower() or match_at(toks, j + 1, t, RANK_NOUN)) \
            and raw.plain_int:
        set_rank(raw)
        raw.i1 = j + 1
        return j + 1
    return j


def rank_compound(ctx: Scan, i: int, raw: Raw, j: int) -> Optional[int]:
    """"40-летие": the 40th anniversary, a rank compound after a hyphen."""
    if not match_stem(ctx.toks, j, ctx.t, "rank_compound"):
        return None
    set_rank(raw)
    raw.i1 = j + 1
    return j + 1


def rank_noun_before(ctx: Scan, i: int, raw: Raw) -> bool:
    """"sıra 3", "nomor 5": a bare whole number right after a rank noun."""
    toks, t = ctx.toks, ctx.t
    return i > 0 and match_at(toks, i - 1, t, RANK_NOUN) is not None and raw.plain_int \
        and match_at(toks, i - 1, t, RANK_NOUN).end == i


def joined_to_rank(ctx: Scan, raw: Raw) -> bool:
    """The number follows a rank figure with only "and" between (Arabic "12 و39")."""
    last = ctx.last_raw
    if last is None or last.unit != "rank" or last.i1 > raw.i0:
        return False
    between = ctx.toks[last.i1:raw.i0]
    return len(between) == 1 and (between[0].text in ctx.t.joiners or between[0].text in ctx.t.conjunction_clitics)


# ---------------------------------------------------------------- ordinal words


def ordinal_rank(ctx: Scan, i: int) -> Optional[Raw]:
    """An ordinal word is a rank: "ikinci sırada", "на втором месте", "المرتبة الثانية", and from
    two up wherever it stands ("the third quarter", "пятая подряд победа", "الفوز الخامس"). "First"
    and the ordinals that are also other words ("second", "kedua" both, "दूसरा" other) need a rank
    noun beside them; an ordinal after a clock word is a time of day ("الساعة الثانية")."""
    toks, t = ctx.toks, ctx.t
    found = compound_ordinal(ctx, i)
    m = None if found else match_at(toks, i, t, ORDINAL)
    if found is None and m is None:
        return None
    if found:
        value, end, key = found[0], found[1], ""
    else:
        value, end, key = Decimal(m.get("ordinal").value), m.text_end, m.key[0]
        longer = match_at(toks, i, t)
        if longer is not None and longer.text_end > end and "ordinal" not in longer.entries:
            return None  # "ketiga-tiga" (all three) is a collective
    teen = match_at(toks, end, t, ORDINAL_TEEN) if value < 10 else None
    if teen is not None:  # "الثالثة عشر": the thirteenth
        value, end = value + 10, teen.text_end
    elif value < 10 and t.joiners:
        tens = match_at(toks, end, t, WORD_KIND)  # "الحادي والعشرين": the twenty-first
        if tens is not None and 20 <= tens.get("word").value <= 90 and tens.get("word").value % 10 == 0 \
                and any(toks[end].text.startswith(j) for j in t.joiners):
            value, end = value + tens.get("word").value, tens.text_end
    after = match_at(toks, end, t, RANK_NOUN)
    before = look_back(toks, i, t, RANK_NOUN, 1)
    raw = Raw(i, end, value)
    if after is not None or before is not None:
        set_rank(raw)
        return raw
    if teen is not None and age_word_before(toks, i, t, 2):
        set_age(raw)  # "في سن الثالثة عشر": at thirteen
        return raw
    if value >= 2 and key not in t.ambiguous_ordinals and not after_clock_word(toks, i, t):
        set_rank(raw)
        return raw
    return None


def compound_ordinal(ctx: Scan, i: int) -> Optional[tuple[Decimal, int]]:
    """"twenty-first", "yirmi birinci", "двадцать пятый": a tens word and an ordinal of one to
    nine; (value, end token) or None."""
    toks, t = ctx.toks, ctx.t
    tens = match_at(toks, i, t, WORD_KIND)
    if tens is None or not (20 <= tens.get("word").value <= 90 and tens.get("word").value % 10 == 0):
        return None
    k = tens.text_end
    if k < len(toks) and toks[k].text == "-" and toks[k - 1].glued_to(toks[k]):
        k += 1
    unit = match_at(toks, k, t, ORDINAL)
    if unit is None or not 1 <= unit.get("ordinal").value <= 9:
        return None
    return tens.get("word").value + unit.get("ordinal").value, unit.text_end


def roman_rank(ctx: Scan, i: int) -> Optional[Raw]:
    """"XIX век", "XX yüzyıl": a Roman numeral before the noun the language numbers with them."""
    toks = ctx.toks
    if not ctx.t.has_roman_nouns or len(toks[i].text) > MAX_ROMAN \
            or not ROMAN_LETTERS.issuperset(ctx.original[ctx.orig_start(i):ctx.orig_end(i)]):
        return None
    k = i + 1
    if k < len(toks) and toks[k].text == "." and toks[i].glued_to(toks[k]):
        k += 1  # "XIX. yüzyıl"
    if match_at(toks, k, ctx.t, ROMAN_NOUN) is None:
        return None
    value = roman_value(ctx.original[ctx.orig_start(i):ctx.orig_end(i)])
    if value is None:
        return None
    raw = Raw(i, i + 1, Decimal(value))
    set_rank(raw)
    return raw


def article_ordinal(ctx: Scan, i: int, number) -> bool:
    """Arabic: a number word with the article after a definite noun is an ordinal
    ("القرن العشرين", "الدورة الخامسة عشرة")."""
    article = ctx.t.definite_article
    toks = ctx.toks
    if not article or i == 0 or number.value < 11 or not toks[i].text.startswith(article):
        return False
    if number.end > i + 1 and number.value % 10:
        return False  # "مصانعها الأربعة عشر": a cardinal unit word (the ordinal is "الرابع عشر")
    prev = toks[i - 1]
    if prev.kind != WORD or not any(v.startswith(article) or v.endswith(ctx.t.possessive_suffixes)
                                    for v in word_variants(prev.text, ctx.t)):
        return False  # "القرن العشرين", "عيدها الاربعون": a definite noun (article or possessive) first
    known = match_at(toks, i - 1, ctx.t)  # a word of the tables is not the noun, but a noun that
    return known is None or set(known.entries) <= NOUN_KINDS  # is a rank or century noun is
