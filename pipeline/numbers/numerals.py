"""Numerals and number words: the value of a figure, before any unit.

Digits are read with the language's marks (``digits.py``: "31,5", "1.250", "1,25,000"), number
words composed (``words.py``: "yirmi beş", "dua puluh lima", "двадцать пять тысяч"), then what
changes the value itself: a sign ("-2.5", "минус 3", "eksi 5"), a fraction after a whole number
("220 2/3"), scale words and smaller blocks ("31,5 milyar", "2 milyon 500 bin", "مليار و500
مليون"), a scale adjective ("25-тысячную"), a compact suffix's power ("2.8T"; what it counts is
``units.compact``'s to decide).

Tables: ``numbers.yml`` (decimal and group marks, words, multipliers, teens, scales, vague
quantities, compose, negative words, scale adjectives, fractions, endings of a lone number word,
distributives, words that are no number, amount words, scale duals), ``cldr.yml`` (marks,
compact scale words) and ``shared_units.yml`` (scale words and compact suffixes of every
language).
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Optional

from pipeline.lang.data import flag, words
from pipeline.lang.text import normalize_entry

from .digits import ParsedDigits
from .lexicon import LangTables, TableFiles, entry_tokens, match_at, match_stem
from .raw import Raw, Scan, decimal_places
from .tokens import NUM, SYM, WORD, Tok
from .words import read_number_words

READS: tuple[str, ...] = ()  # the dimensions this one asks (tests/numbers/test_dimensions.py checks it)

NEGATIVE = frozenset({"negative"})
SIGN_OPENERS = "([{«\"'/"
SCALE = frozenset({"scale"})
WORD_KIND = frozenset({"word"})  # a number word ("twenty" of "twenty-first", "half" of "two and a half")
MAX_DENOMINATOR = 16  # "220 2/3 innings", "5 1/2 miles"; larger ones are ratios or dates


def load(t: LangTables, files: TableFiles) -> None:
    numbers, cldr = files.numbers, files.cldr
    t.decimal = numbers.get("decimal", cldr.get("decimal", "."))
    t.group = numbers.get("group", cldr.get("group", ","))
    t.space_grouping = flag(numbers.get("space_grouping"))
    t.indian_grouping = flag(numbers.get("indian_grouping"))
    for value, forms in (numbers.get("words") or {}).items():
        for form in words(forms):
            t.add(form, "word", Decimal(value))
            t.number_words[normalize_entry(form, t.lang)] = Decimal(value)
    for delta, forms in (numbers.get("fraction_prefixes") or {}).items():
        t.add_all(forms, "frac", Decimal(delta))
    for kind in ("multipliers", "teens"):
        for value, forms in (numbers.get(kind) or {}).items():
            t.add_all(forms, "mult" if kind == "multipliers" else "teen", Decimal(value))
    for exponent, spec in (numbers.get("scales") or {}).items():
        t.add_all(spec.get("forms"), "scale", int(exponent))
        t.add_all(spec.get("plural"), "scale", int(exponent), plural=True)
    for form, exponent in (cldr.get("compact") or {}).items():
        if form.endswith("."):
            t.abbreviations.add(normalize_entry(form, t.lang).rstrip("."))
        key = tuple(normalize_entry(form, t.lang).rstrip(".").split())
        if key and "scale" not in t.phrases.get(key, {}):
            t.add(" ".join(key), "scale", int(exponent))
    t.add_all(numbers.get("vague_quantifiers"), "vague_q")
    for exponent, forms in (numbers.get("vague_plurals") or {}).items():
        t.add_all(forms, "vague_pl", int(exponent))
    for form, exponent in (numbers.get("vague_reach") or {}).items():
        t.vague_reach[entry_tokens(form, t.lang)] = int(exponent)
    t.ambiguous_words = t.normalized(numbers.get("ambiguous_words"))
    compose = numbers.get("compose") or {}
    t.units_before_tens = flag(compose.get("units_before_tens"))
    t.join_compounds = flag(compose.get("join_compounds"))
    t.joiners = t.normalized(compose.get("joiners"))
    t.hyphen_compounds = flag(compose.get("hyphen_compounds"))
    t.scale_comma = flag(compose.get("scale_comma"))
    t.add_all(compose.get("half_joiners"), "half_joiner")
    t.add_all(numbers.get("negative_words"), "negative")
    for exponent, stems in (numbers.get("scale_adjectives") or {}).items():
        for stem in words(stems):
            t.add_stem("scale_adjective", stem, exponent)
    t.sort_stems("scale_adjective")
    fractions = numbers.get("fractions") or {}
    for denominator, forms in (fractions.get("denominators") or {}).items():
        t.add_all(forms, "denominator", Decimal(denominator))
    for value, forms in (fractions.get("alone") or {}).items():
        numerator, _, denominator = value.partition("/")
        t.add_all(forms, "fraction", Decimal(numerator) / Decimal(denominator))
    t.fraction_locatives = t.normalized_list(fractions.get("locatives"))
    t.ordinal_fraction_links = t.normalized(fractions.get("ordinal_links"))
    if t.join_compounds:  # Turkish "yirmibeş": number words written solid
        parts = sorted((key[0] for key, entries in t.phrases.items()
                        if len(key) == 1 and {"word", "mult", "scale"} & set(entries)),
                       key=len, reverse=True)
        t.compound_re = re.compile("(?:" + "|".join(re.escape(p) for p in parts) + "){2,}")
    t.alone_suffixes = t.normalized(numbers.get("alone_suffixes"))
    t.distributive_suffixes = t.normalized(numbers.get("distributive_suffixes"))
    t.reduplicated_distributive = flag(numbers.get("reduplicated_distributive"))
    t.not_numbers = t.normalized(numbers.get("not_numbers"))
    t.amount_words = t.normalized(numbers.get("amount_words"))
    t.scale_duals = t.normalized(numbers.get("scale_duals"))
    for exponent, forms in (files.shared.get("scale_words") or {}).items():
        t.add_all(forms, "scale", int(exponent))
    for exponent, forms in (files.shared.get("compact_suffixes") or {}).items():
        for form in words(forms):
            t.compact_suffixes[form.lower()] = int(exponent)


# ---------------------------------------------------------------- digits


def digits_raw(parsed: ParsedDigits, i0: int, i1: int) -> Raw:
    """The figure of a digit string read by ``digits.parse_digits``, other readings kept."""
    return Raw(i0, i1, parsed.value, ambiguous=parsed.ambiguous, alternatives=list(parsed.alternatives),
               base=parsed.value, plain_int=parsed.plain, places=decimal_places(parsed.value))


def negative_before(ctx: Scan, i0: int) -> Optional[int]:
    """Token index of a minus before the number at i0 ("-2.5%", "−2,5%", "минус 3", "eksi 5")."""
    toks = ctx.toks
    if i0 < 1 or i0 - 1 < ctx.last_token:
        return None
    sign = toks[i0 - 1]
    if sign.text == "-" and sign.glued_to(toks[i0]):
        if i0 >= 2 and toks[i0 - 2].glued_to(sign) and toks[i0 - 2].text not in SIGN_OPENERS:
            return None  # 40-50, GPT-5, ke-8: a range, a name or a prefix
        return i0 - 1
    m = match_at(toks, i0 - 1, ctx.t, NEGATIVE)
    if m is not None and m.end == i0:
        return i0 - 1
    return None


def mixed_fraction(ctx: Scan, i: int, raw: Raw) -> int:
    """A whole number followed by a digit fraction: "220 2/3" is 220.667. Returns the token the
    number ends on (the denominator), so that what follows is read after it."""
    toks = ctx.toks
    if i + 3 >= len(toks) or toks[i + 1].start - toks[i].end != 1:
        return i
    numerator, slash, denominator = toks[i + 1], toks[i + 2], toks[i + 3]
    if not (numerator.kind == NUM and slash.text == "/" and denominator.kind == NUM
            and numerator.glued_to(slash) and slash.glued_to(denominator)
            and numerator.text.isdigit() and denominator.text.isdigit()):
        return i
    top, bottom = int(numerator.text), int(denominator.text)
    if not 0 < top < bottom <= MAX_DENOMINATOR or (i + 4 < len(toks) and toks[i + 3].glued_to(toks[i + 4])):
        return i
    raw.value += Decimal(top) / Decimal(bottom)
    raw.base = raw.value
    raw.plain_int = False
    raw.places = max(raw.places, 2)
    raw.i1 = i + 4
    return i + 3


def reduplicated(toks: list[Tok], i: int, t: LangTables) -> bool:
    """Hindi "25-25": the same digits twice across a hyphen, one distributive figure."""
    return t.reduplicated_distributive and i + 2 < len(toks) and toks[i + 1].text == "-" \
        and toks[i].glued_to(toks[i + 1]) and toks[i + 1].glued_to(toks[i + 2]) \
        and toks[i + 2].kind == NUM and toks[i + 2].text == toks[i].text


# ---------------------------------------------------------------- scales


def read_scales(toks: list[Tok], j: int, t: LangTables, allow_plural: bool = True):
    """(power of ten, next token, end token of the surface) for scale words from j."""
    exponent, surface_end = 0, j
    while j < len(toks):
        if toks[j].kind != WORD and toks[j].kind != SYM:
            break
        m = match_at(toks, j, t, SCALE)
        if m is None or (m.get("scale").plural and not allow_plural):
            break
        exponent += m.get("scale").value
        j = surface_end = m.text_end
        if j < len(toks) and toks[j].text == "." and toks[j - 1].glued_to(toks[j]) \
                and toks[j - 1].text in t.abbreviations:
            j = surface_end = j + 1  # тыс.
        if m.end != m.text_end:
            j = m.end
            break
        if m.inflected:
            break
    return exponent, j, surface_end


def smaller_blocks(ctx: Scan, raw: Raw, j: int, exponent: int) -> int:
    """"2 milyon 500 bin", "3 млрд 200 млн", "مليار و500 مليون", "7 bin 500": add the smaller
    blocks that follow a scaled number (each with a smaller scale word, or a last plain block
    below the scale: "7 bin 500" is 7,500)."""
    toks = ctx.toks
    while j < len(toks):
        k = block_start(ctx, j)
        if k is None:
            break
        digits = toks[k].text
        smaller, j2, surface_end = read_scales(toks, k + 1, ctx.t)
        if not smaller:
            if exponent != 3 or len(digits) > 3 or k != j or (k + 1 < len(toks) and toks[k + 1].kind == NUM):
                break
            raw.value += Decimal(digits)  # the units block: "7 bin 500 lira"
            raw.i1, j = k + 1, k + 1
            break
        if smaller >= exponent or int(digits) >= 10 ** (exponent - smaller):
            break
        raw.value += Decimal(digits) * (Decimal(10) ** smaller)
        raw.i1, j, exponent = surface_end, j2, smaller
    return j


def block_start(ctx: Scan, j: int) -> Optional[int]:
    """Token of the digits of a following block: right after a space, or after "and" (و)."""
    toks = ctx.toks
    tok = toks[j]
    if tok.kind == NUM and tok.text.isdigit() and tok.start - toks[j - 1].end == 1:
        return j
    if tok.kind == WORD and tok.text in ctx.t.joiners and j + 1 < len(toks) \
            and toks[j + 1].kind == NUM and toks[j + 1].text.isdigit() \
            and toks[j + 1].start - tok.end <= 1 and tok.start - toks[j - 1].end == 1:
        return j + 1
    return None


def scale_adjective(ctx: Scan, i: int, raw: Raw, j: int) -> Optional[int]:
    """"25-тысячную": a scale adjective after a hyphen scales the figure (25,000)."""
    scale = match_stem(ctx.toks, j, ctx.t, "scale_adjective")
    if not scale:
        return None
    raw.scale_by(int(scale[0]))
    raw.i1 = j + 1
    return j + 1


# ---------------------------------------------------------------- words


def word_value(ctx: Scan, i: int) -> Optional[Raw]:
    """A number word at i ("العشرين") as a Raw, or None."""
    number = read_number_words(ctx.toks, i, ctx.t)
    return Raw(i, number.end, number.value) if number is not None else None


def amount_word_before(ctx: Scan, i: int) -> bool:
    """"بمقدار الربع": a word of amount right before makes an ambiguous number word a figure."""
    return bool(ctx.t.amount_words) and i > 0 and ctx.toks[i - 1].text in ctx.t.amount_words
