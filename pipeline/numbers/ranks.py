"""Ranks and ordinals: a figure that is a place in an order ("8. sırada", "ke-8", "8वें", "8-й",
"4th", "الـ18", "ikinci sırada", "на втором месте", "the third quarter", "twenty-first", "XIX
век", "40-летие", "8 место").

An ordinal word is a rank wherever it stands, "first" included ("ilk", "pertama", "पहली", "أول",
"первой", "впервые"), in every form the tables give or compose: Turkish endings ("ilki",
"üçüncülüğü"), Russian stems in every gender and case, Malay ke- and Hindi -वां on every number
word, hundred and scale, a cardinal and an ordinal ("kırk beşinci", "one hundred and first",
"yirmibirinci"), Malay ke- on a whole number ("keempat puluh lima"). The ordinals that are also
other words ("second", "kedua" both, "दूसरे" other, "पहले" before) only beside their noun, on the
side the language puts it, or in English after a determiner before a noun ("a second term"); an
Arabic form that is also a masculine adjective only where it agrees ("للمرة الأولى", not
"التقرير الأولي"). No rank in an idiom ("at first", "во-первых") or for an English "first" that says when ("but
first we", "first elected"), a month's name ("تشرين الأول")
or after a clock word ("الساعة الثانية" is a time); "في سن الثالثة عشر" is an age. Roman numerals
are ranks only before a noun the language numbers with them ("XIX век", "XX yüzyıl"). babel has no
CLDR rule-based spell-out data: the ordinals are composed from the number-word tables and
checked against num2words in the tests.

Tables: ``numbers.yml`` ``ordinals``, ``ordinal_word_endings``, ``ordinal_stems``/``ordinal_endings``,
``ordinal_affixes``, ``ordinal_teens``, ``ambiguous_ordinals``, ``repetition_words``, ``ordinal_noun_side``,
``ordinal_determiners``/``ordinal_not_before``, ``ordinal_agreement``, ``ordinal_idioms``, ``ordinal_adverbs``,
``ordinal_suffixes``, ``rank_prefixes``, ``ordinal_dot``, ``plural_noun_patterns``; ``units.yml``
``rank_compounds``, ``rank_nouns``, ``rank_nouns_after_figure``, ``roman_nouns``, ``ordinal_nouns``.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Optional

from pipeline.lang.data import flag, words

from .ages import age_word_before, set_age
from .clock import after_clock_word
from .digits import roman_value
from .lexicon import LangTables, TableFiles, entry_tokens, look_back, match_at, match_stem, word_variants
from .numerals import WORD_KIND
from .raw import Raw, Scan
from .tokens import WORD, Tok
from .words import read_number_words

READS = ("ages", "clock", "numerals")  # "في سن الثالثة عشر"; "الساعة الثانية"; "twenty" of "twenty-first"

ORDINAL = frozenset({"ordinal"})
ORDINAL_TEEN = frozenset({"ordinal_teen"})
RANK_NOUN = frozenset({"rank_noun"})
ROMAN_NOUN = frozenset({"roman_noun"})
ROMAN_LETTERS = frozenset("IVXLCDM")  # in the original text (Turkish lower-cases I to ı)
MAX_ROMAN = 8
ORDINAL_NOUN = frozenset({"ordinal_noun", "rank_noun"})
RANK_AFTER = frozenset({"rank_noun_after"})
COMPOUND_WINDOW = 7  # tokens of the longest cardinal before its ordinal ("two hundred and fiftieth")
MIN_VERB_LENGTH = 6  # Malay "menemui", "bertemu": a prefixed word this long or longer is taken for a verb
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
    t.add_all(units.get("rank_nouns_after_figure"), "rank_noun_after")
    t.has_roman_nouns = bool(words(units.get("roman_nouns")))


def load_ordinals(t: LangTables, numbers: dict) -> None:
    """Ordinal words: the listed ones and the endings they take standing as a noun (Turkish
    "ilki", "ikincisi", "üçüncülüğü"), stems with adjective endings (Russian), and affixes on the
    number words, hundreds and scales (Malay ke-, Hindi -वां: "keempat", "सौवीं"); listed forms win
    over generated ones."""
    word_endings = words(numbers.get("ordinal_word_endings"))
    for value, forms in (numbers.get("ordinals") or {}).items():
        t.add_all(forms, "ordinal", int(value))
        for form in words(forms):
            for ending in word_endings:
                t.add(form + ending, "ordinal", int(value))
    endings = words(numbers.get("ordinal_endings"))
    for value, stems in (numbers.get("ordinal_stems") or {}).items():
        for stem in words(stems):
            for ending in endings:
                t.add(stem + ending, "ordinal", int(value))
    affixes = numbers.get("ordinal_affixes") or {}
    prefixes, suffixes = words(affixes.get("prefix")), words(affixes.get("suffix"))
    t.ordinal_prefixes = t.normalized_list(prefixes)
    if prefixes or suffixes:
        for form, value in cardinal_words(t):
            for prefix in prefixes:
                t.add(prefix + form, "ordinal", int(value))
            for suffix in suffixes:
                t.add(form + suffix, "ordinal", int(value))
    t.ambiguous_ordinals = t.normalized(numbers.get("ambiguous_ordinals"))
    t.repetition_words = tuple(sorted(t.normalized(numbers.get("repetition_words"))))
    t.ordinal_noun_side = numbers.get("ordinal_noun_side", "both")
    for idiom in words(numbers.get("ordinal_idioms")):
        key = entry_tokens(idiom, t.lang)
        for word in key:
            t.ordinal_idioms.setdefault(word, []).append(key)
    t.ordinal_determiners = t.normalized(numbers.get("ordinal_determiners"))
    t.ordinal_not_before = t.normalized(numbers.get("ordinal_not_before"))
    adverbs = numbers.get("ordinal_adverbs") or {}
    t.adverb_ordinals = t.normalized(adverbs.get("ordinals"))
    t.adverb_next_words = t.normalized(adverbs.get("next_words"))
    t.adverb_next_endings = tuple(t.normalized(adverbs.get("next_endings")))
    t.ordinal_words = frozenset(key[-1] for key, entries in t.phrases.items() if "ordinal" in entries)
    if t.compound_re is not None:  # Turkish "yirmibirinci", "yüzonuncu": a solid compound ordinal
        forms = sorted((key[0] for key, entries in t.phrases.items() if len(key) == 1 and "ordinal" in entries),
                       key=len, reverse=True)
        t.solid_ordinal_re = re.compile(f"({t.compound_re.pattern[:-5]})+)(" + "|".join(map(re.escape, forms)) + ")")
    after = numbers.get("ordinal_after_noun") or {}
    t.ordinal_after_content = bool(after)
    t.ordinal_function_words = t.normalized(after.get("not_after"))
    t.verb_prefixes = t.normalized_list(after.get("verb_prefixes"))
    t.ordinal_possessives = t.normalized_list(after.get("possessives"))
    agreement = numbers.get("ordinal_agreement") or {}
    t.agreeing_ordinals = t.normalized(agreement.get("forms"))
    t.agreement_endings = t.normalized_list(agreement.get("endings"))


def cardinal_words(t: LangTables) -> list[tuple[str, Decimal]]:
    """One-word number words, hundreds and scales with their values ("empat", "seratus", "सौ",
    "हज़ार"): what an ordinal affix is put on."""
    out = [(form, value) for form, value in t.number_words.items()
           if value >= 1 and value == int(value) and " " not in form]
    for key, entries in list(t.phrases.items()):
        if len(key) == 1 and "mult" in entries and entries["mult"].value >= 100:
            out.append((key[0], entries["mult"].value))
        elif len(key) == 1 and "scale" in entries and not entries["scale"].plural:
            out.append((key[0], Decimal(10) ** entries["scale"].value))
    return out


def loose_values(t: LangTables) -> frozenset:
    """Ordinal values a translation into this language may say with no ordinal word or with one
    the scan reads only beside a noun: first ("for the first time" is "впервые", "ilk kez"), and the
    values of the ordinals that are also other words here ("kedua", "दूसरा"): a place spelled so may
    go unread in it."""
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
    """"sıra 3", "nomor 5", "No. 12": a bare whole number right after a rank noun (its
    abbreviation's dot between)."""
    toks, t = ctx.toks, ctx.t
    k = i - 1 if i > 1 and toks[i - 1].text == "." and toks[i - 2].glued_to(toks[i - 1]) else i
    m = match_at(toks, k - 1, t, RANK_NOUN) if k > 0 else None
    return m is not None and raw.plain_int and m.end == k


def rank_noun_word_before(ctx: Scan, i: int) -> bool:
    """"tingkat dua", "sıra üç": a number word right after a rank noun."""
    if i == 0:
        return False
    m = match_at(ctx.toks, i - 1, ctx.t, RANK_NOUN)
    return m is not None and m.text_end == i and i - 1 >= ctx.last_token


def rank_noun_after(ctx: Scan, raw: Raw, j: int) -> bool:
    """Russian "8 место", "7 или 8 место": a bare whole number before a place noun that follows a
    figure (units.yml ``rank_nouns_after_figure``; "8 мест" is eight seats)."""
    if not raw.plain_int or match_at(ctx.toks, j, ctx.t, RANK_AFTER) is None:
        return False
    raw.noun_rank = True
    return True


def joined_to_rank(ctx: Scan, raw: Raw) -> bool:
    """The number follows a rank figure with only "and" between (Arabic "12 و39")."""
    last = ctx.last_raw
    if last is None or last.unit != "rank" or last.i1 > raw.i0:
        return False
    between = ctx.toks[last.i1:raw.i0]
    return len(between) == 1 and (between[0].text in ctx.t.joiners or between[0].text in ctx.t.conjunction_clitics)


# ---------------------------------------------------------------- ordinal words


def ordinal_rank(ctx: Scan, i: int) -> Optional[Raw]:
    """An ordinal word is a rank wherever it stands: "first", "ilk", "pertama", "पहली", "أول",
    "первой", "the third quarter", "kırk beşinci", "keempat puluh lima", "المرتبة الثانية". The
    ordinals that are also other words ("second", "kedua" both, "दूसरे" other, "पहले" before) only
    beside a rank or ordinal noun (or, in English, after a determiner and before a noun: "a second
    term"); an Arabic form that is also a masculine adjective ("التقرير الأولي", the preliminary
    report) only where it agrees as the feminine ordinal ("للمرة الأولى"). No rank inside an idiom
    ("at first", "во-первых"), a month's name ("تشرين الأول") or after a clock word."""
    toks, t = ctx.toks, ctx.t
    found = compound_ordinal(ctx, i) or possessive_ordinal(ctx, i)
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
    if in_idiom(toks, i, t) or in_month_name(toks, i, t) or (key in t.adverb_ordinals and as_adverb(toks, i, end, t)):
        return None
    teen = match_at(toks, end, t, ORDINAL_TEEN) if value < 10 else None
    if teen is not None:  # "الثالثة عشر": the thirteenth
        value, end = value + 10, teen.text_end
    elif value < 10 and t.joiners:
        tens = match_at(toks, end, t, WORD_KIND)  # "الحادي والعشرين": the twenty-first
        if tens is not None and 20 <= tens.get("word").value <= 90 and tens.get("word").value % 10 == 0 \
                and any(toks[end].text.startswith(j) for j in t.joiners):
            value, end = value + tens.get("word").value, tens.text_end
    raw = Raw(i, end, value)
    if beside_ordinal_noun(toks, i, end, t):
        set_rank(raw)
        return raw
    if teen is not None and age_word_before(toks, i, t, 2):
        set_age(raw)  # "في سن الثالثة عشر": at thirteen
        return raw
    if after_clock_word(toks, i, t):
        return None
    if key in t.ambiguous_ordinals and not (determined(toks, i, end, t) or after_content_word(ctx, i)):
        return None
    if key in t.agreeing_ordinals and not agrees(ctx, i):
        return None
    set_rank(raw)
    return raw


def beside_ordinal_noun(toks: list[Tok], i: int, end: int, t: LangTables) -> bool:
    """A rank or ordinal noun on the side of the ordinal where the language puts the noun it
    numbers ("second place", "दूसरी बार" after; "tempat kedua" before): "दो सप्ताह पहले" (two
    weeks before) and "kedua negara" (both countries) have the noun on the other side."""
    return t.ordinal_noun_side != "before" and match_at(toks, end, t, ORDINAL_NOUN) is not None \
        or t.ordinal_noun_side != "after" and look_back(toks, i, t, ORDINAL_NOUN, 1) is not None


def after_content_word(ctx: Scan, i: int) -> bool:
    """Malay "dos kedua mereka", "program vaksinasi ketiganya": the ordinal after a noun it numbers,
    not after a function word or a verb ("antara kedua negara", "menemui kedua pemimpin": both)."""
    toks, t = ctx.toks, ctx.t
    if not t.ordinal_after_content or i == 0 or toks[i - 1].kind != WORD or not toks[i - 1].glued_to(toks[i]) \
            and toks[i].start - toks[i - 1].end != 1:
        return False
    word = toks[i - 1].text
    return word not in t.ordinal_function_words \
        and not (len(word) >= MIN_VERB_LENGTH and word.startswith(t.verb_prefixes))


def possessive_ordinal(ctx: Scan, i: int) -> Optional[tuple[Decimal, int]]:
    """"gol kelimanya" (his fifth goal), "program vaksinasi ketiganya": an ordinal with the possessive
    ending after a noun is a rank; elsewhere the same word is a collective ("ketiganya": all three)."""
    toks, t = ctx.toks, ctx.t
    word = toks[i].text
    for ending in t.ordinal_possessives:
        if word.endswith(ending) and len(word) > len(ending) + 2:
            entry = t.phrases.get((word[:-len(ending)],), {}).get("ordinal")
            if entry is not None and after_content_word(ctx, i):
                return Decimal(entry.value), i + 1
    return None


def determined(toks: list[Tok], i: int, end: int, t: LangTables) -> bool:
    """English "a second term", "the second largest": an ambiguous ordinal after a determiner and
    before a word that is not "of", "later", "or" (a second of time: "for a second", "a second or two")."""
    if not t.ordinal_determiners or i == 0 or toks[i - 1].text not in t.ordinal_determiners:
        return False
    return end < len(toks) and toks[end].kind == WORD and toks[end].text not in t.ordinal_not_before


MIN_PARTICIPLE = 5  # letters of a word read as a participle by its ending ("elected"; not "red", "seed")


def as_adverb(toks: list[Tok], i: int, end: int, t: LangTables) -> bool:
    """English "but first we have to", "was first elected in 2010": with no determiner before it
    and a pronoun or a participle after it, "first" says when, not which place."""
    if i > 0 and toks[i - 1].text in t.ordinal_determiners:
        return False  # "the first elected mayor"
    if end >= len(toks) or toks[end].kind != WORD:
        return False
    following = toks[end].text
    return following in t.adverb_next_words or \
        len(following) >= MIN_PARTICIPLE and following.endswith(t.adverb_next_endings)


def agrees(ctx: Scan, i: int) -> bool:
    """Arabic "الأولى", "أولى" (first, feminine) are spelled like "الأولي", "أولي" (preliminary,
    masculine) once the alef maqsura is folded: the ordinal after a feminine word ("للمرة الأولى",
    "الجولتين الأوليين") or after no definite word ("أولى خطواته", "هي الأولى"), the adjective after a
    definite masculine noun ("التقرير الأولي")."""
    toks, t = ctx.toks, ctx.t
    if i == 0 or toks[i - 1].kind != WORD:
        return True
    variants = word_variants(toks[i - 1].text, t)
    if any(v.endswith(t.agreement_endings) for v in variants):
        return True
    return not any(v.startswith(t.definite_article) and len(v) > len(t.definite_article) + 1 for v in variants)


def in_idiom(toks: list[Tok], i: int, t: LangTables) -> bool:
    """The ordinal at i is part of a phrase that is no rank ("at first", "во-первых")."""
    for idiom in t.ordinal_idioms.get(toks[i].text, ()):
        for offset, word in enumerate(idiom):
            k = i - offset
            if word == toks[i].text and k >= 0 and tuple(tok.text for tok in toks[k:k + len(idiom)]) == idiom:
                return True
    return False


MONTH = frozenset({"month"})


def in_month_name(toks: list[Tok], i: int, t: LangTables) -> bool:
    """"تشرين الأول", "كانون الثاني": the ordinal is the second word of a month's name."""
    for k in (i - 1, i - 2):
        m = match_at(toks, k, t, MONTH) if k >= 0 else None
        if m is not None and m.text_end > i:
            return True
    return False


def compound_ordinal(ctx: Scan, i: int) -> Optional[tuple[Decimal, int]]:
    """A cardinal and an ordinal of what is left ("twenty-first", "kırk beşinci", "on birinci", "yüz
    birinci", "двадцать пятый", "сто первый"), or where the ordinal is a prefix on the first word of
    the number the whole number after it ("keempat puluh lima", "kedua belas"); (value, end token)
    or None."""
    toks, t = ctx.toks, ctx.t
    prefixed = prefixed_compound(ctx, i) or solid_compound(ctx, i)
    if prefixed is not None:
        return prefixed
    if not any(tok.text in t.ordinal_words for tok in toks[i + 1:i + COMPOUND_WINDOW]):
        return None  # cheap: no ordinal word near to end a compound
    number = read_number_words(toks, i, t)
    if number is None or number.value < 10 or number.value != int(number.value):
        return None
    k = number.end
    if k < len(toks) and toks[k].text == "-" and toks[k - 1].glued_to(toks[k]):
        k += 1
    elif k < len(toks) and toks[k].text in t.joiners and k + 1 < len(toks):
        k += 1  # "one hundred and first"
    unit = match_at(toks, k, t, ORDINAL)
    if unit is None or k == i:
        return None
    place = 10 ** (len(str(int(number.value))) - len(str(int(number.value)).rstrip("0")))
    if not 1 <= unit.get("ordinal").value < place:
        return None
    return number.value + unit.get("ordinal").value, unit.text_end


def solid_compound(ctx: Scan, i: int) -> Optional[tuple[Decimal, int]]:
    """Turkish written solid: "yirmibirinci" (21st), "yüzonuncu" (110th): number words, then an
    ordinal of what is left."""
    t, tok = ctx.t, ctx.toks[i]
    m = t.solid_ordinal_re.fullmatch(tok.text) if t.solid_ordinal_re is not None else None
    if m is None:
        return None
    number = read_number_words([Tok(WORD, m.group(1), tok.start, tok.start + len(m.group(1)))], 0, t)
    if number is None or number.value != int(number.value):
        return None
    unit = t.phrases[(m.group(2),)]["ordinal"].value
    digits = str(int(number.value))
    if not 1 <= unit < 10 ** (len(digits) - len(digits.rstrip("0"))):
        return None
    return number.value + unit, i + 1


def prefixed_compound(ctx: Scan, i: int) -> Optional[tuple[Decimal, int]]:
    """Malay and Indonesian "keempat puluh lima" (45th), "kedua belas" (12th), "kedua puluh satu"
    (21st): ke- on the first word makes the whole number after it an ordinal."""
    toks, t = ctx.toks, ctx.t
    word = toks[i].text
    prefix = next((p for p in t.ordinal_prefixes if word.startswith(p) and len(word) > len(p) + 1), None)
    if prefix is None or i + 1 >= len(toks) or toks[i + 1].kind != WORD:
        return None
    probe = [Tok(WORD, word[len(prefix):], toks[i].start + len(prefix), toks[i].end)] + toks[i + 1:i + 8]
    number = read_number_words(probe, 0, t)
    if number is None or number.end < 2 or number.value != int(number.value):
        return None
    return number.value, i + number.end


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
    if number.single_word == toks[i].text:
        return False  # "ألفين" folds to "الفين": the letters of the word, no article
    if number.end > i + 1 and number.value % 10:
        return False  # "مصانعها الأربعة عشر": a cardinal unit word (the ordinal is "الرابع عشر")
    prev = toks[i - 1]
    if prev.kind != WORD or not any(v.startswith(article) and len(v) - len(article) >= 3
                                    or v.endswith(ctx.t.possessive_suffixes)
                                    for v in word_variants(prev.text, ctx.t)):
        return False  # "القرن العشرين", "عيدها الاربعون": a definite noun (article or possessive) first
    known = match_at(toks, i - 1, ctx.t)  # a word of the tables is not the noun, but a noun that
    return known is None or set(known.entries) <= NOUN_KINDS  # is a rank or century noun is
