"""Find every numeric mention of a paragraph: ``extract_numbers(text, lang)``.

The scan normalizes the text (digits, case, marks; offsets kept) and tokenizes it (``raw.Scan``),
then reads each token where a figure may start, asking the dimensions in this order:

- digits (``read_digits``):
  1. what the digits are before their value (``DIGIT_READERS``): a score's figure (``scores``),
     digits glued to a name (``identifiers``), a numeric date or a decade (``dates``), a
     heading's number (``identifiers``), a race time (``durations``), "10:30" or "1/3"
     (``identifiers``);
  2. the value (``numerals``: marks, a sign, a fraction after it) and what before it makes it a
     rank ("ke-8", "الـ18": ``ranks``);
  3. what is glued to it, stands before it and follows it (``units``: scales of ``numerals``,
     ``money``, ``proportions``, ``counts``, ``measure``, ``ranks``, ``ages``, ``dates``);
  4. a figure left without a unit (``classify_bare``): a time of day (``clock``, dropped), a date
     or a year (``dates``), an age (``ages``), a rank (``ranks``), a counted noun (``dates``,
     ``ages``, ``counts``), part of a name (``identifiers``, dropped);
- words (``read_words``): a Roman rank (``ranks``), a decade word (``dates``), a capitalized
  number word in a name (``identifiers``, skipped), "every fifth" (``proportions``), an ordinal
  (``ranks``), a vague quantity, words that count by themselves (``read_word_kinds``: ``counts``,
  ``proportions``, ``measure``), then number words (``numerals``) with their unit;
- a percent sign before digits ("%80": ``proportions``).

Then a rank beside a unit of length is a distance (``measure.milestone``), ranges and ratios join
(``ranges``), one of a whole is a proportion (``proportions``), each reading becomes a
``NumberMention`` (``mention``), a bare degree takes the scale of the temperature before it
(``measure``) and the parts of a duration join (``durations``).
"""
from __future__ import annotations

from decimal import Decimal
from typing import Optional

from pipeline.lang.text import normalize, normalize_entry

from ..model import NumberMention
from . import (ages, clock, counts, dates, durations, identifiers, measure, numerals, proportions, ranges, ranks,
               scores, units)
from .digits import parse_digits
from .lexicon import LangTables, match_at, may_start_number
from .mention import to_mention
from .raw import Raw, Scan, decimal_places
from .tables import load_tables
from .tokens import NUM, SYM, WORD, tokenize
from .words import read_fraction, read_number_words, read_vague

# What digits may be before their value is read, asked in this order; the first that answers
# wins, with (a reading, or None to skip them, and the next token). After a percent sign
# ("%80") only some apply.
DIGIT_READERS = (scores.read_score, identifiers.read_glued_name, dates.read_numeric_date, dates.read_decade,
                 identifiers.read_section_number, durations.read_race_time, identifiers.read_ratio_opening)
AFTER_PERCENT_SIGN = (identifiers.read_glued_name, dates.read_numeric_date, identifiers.read_ratio_opening)
# kinds of a word that is a number by itself ("üçlü", "вдвое", "twice")
COLLECTIVE, TIMES_WORD, OCCURRENCE = frozenset({"collective"}), frozenset({"times_word"}), frozenset({"occurrence"})
STRONG_UNITS = frozenset({"money", "percent", "percent_point", "basis_point", "multiplier", "params",
                          "tokens"})


def extract_numbers(text: str, lang: str) -> list[NumberMention]:
    """Every numeric mention in ``text`` (one paragraph, NFC) of language ``lang``."""
    if not text:
        return []
    ctx = Scan(text, load_tables(lang))
    raws: list[Raw] = []
    i = 0
    while i < len(ctx.toks):
        tok = ctx.toks[i]
        raw, nxt = None, i + 1
        if tok.kind == NUM:
            raw, nxt = read_digits(ctx, i)
        elif tok.kind == WORD:
            raw, nxt = read_words(ctx, i)
        elif tok.kind == SYM and tok.text in proportions.PERCENT_SIGNS and proportions.prefix_percent(ctx, i) \
                and i >= ctx.last_token:
            raw, nxt = read_digits(ctx, i + 1, percent_prefix=i)
        if raw is not None and raw.unit == "rank":
            measure.milestone(ctx, raw)
        if raw is not None and ctx.orig_start(raw.i0) >= ctx.last_offset \
                and (raw.start_override is None or raw.start_override >= ctx.last_offset):
            raws.append(raw)
            ctx.last_raw = raw
            ctx.last_token, ctx.last_offset = raw.i1, ctx.orig_end(raw.i1 - 1)
        i = max(nxt, i + 1)
    raws = [raw for raw in ranges.merge_ranges(raws, ctx.toks, ctx.t) if not raw.needs_partner]
    mentions = [to_mention(ctx, proportions.part_of_whole(ctx, raw)) for raw in raws]
    mentions = measure.scale_bare_degrees(mentions)
    return durations.join_parts(mentions, text, ctx.t.unit_joiners, lambda s: normalize_entry(s, ctx.t.lang))


def value_of_words(text: str, lang: str) -> Optional[Decimal]:
    """Value of a text made only of number words ("yirmi beş" -> 25), else None."""
    t = load_tables(lang)
    toks = tokenize(normalize(text, t.lang).text, t.space_grouping)
    number = read_number_words(toks, 0, t) if toks else None
    if number is None or number.end != len(toks):
        return None
    return number.value


# ---------------------------------------------------------------- digits


def read_digits(ctx: Scan, i: int, percent_prefix: Optional[int] = None) -> tuple[Optional[Raw], int]:
    toks, t = ctx.toks, ctx.t
    for reader in DIGIT_READERS if percent_prefix is None else AFTER_PERCENT_SIGN:
        found = reader(ctx, i)
        if found is not None:
            return found
    parsed = parse_digits(toks[i].text, t.decimal, t.group, t.indian_grouping)
    if parsed is None:
        return None, identifiers.identifier_end(toks, i)
    raw = numerals.digits_raw(parsed, i if percent_prefix is None else percent_prefix, i + 1)
    if percent_prefix is not None:
        raw.set_unit("percent", "percent")
    sign = numerals.negative_before(ctx, raw.i0)
    if sign is not None:
        raw.negate()
        raw.i0 = sign
    if parsed.plain:
        i = numerals.mixed_fraction(ctx, i, raw)  # from here on, i is the fraction's last token
    ranks.prefixed_rank(ctx, i, raw)
    j = units.glued_right(ctx, i, raw)
    if j is None:
        return None, identifiers.identifier_end(toks, i)
    if raw.unit == "number":
        units.prefix_units(ctx, i, raw)
    j = units.after_number(ctx, raw, j)
    if raw.kind == "quantity" or raw.unit in ("count", "number"):
        j = classify_bare(ctx, i, raw, j)
    if raw.dropped:
        return None, j
    counts.whole_count(raw)
    return raw, j


def classify_bare(ctx: Scan, i: int, raw: Raw, j: int) -> int:
    """Date, year, age, rank, count or plain number for a number without a strong unit."""
    toks, t = ctx.toks, ctx.t
    if clock.time_of_day(ctx, i, raw, j):
        raw.dropped = True  # "5 a.m.", "सुबह 5 बजे", "5 часов утра": a time of day, not a quantity
        return j
    if raw.plain_int:
        found = dates.date_or_year(ctx, i, raw, j)
        if found is not None:
            return found
    if ages.is_age(ctx, i, raw, j):
        ages.set_age(raw)
        return j
    if ranks.rank_noun_before(ctx, i, raw):
        ranks.set_rank(raw)
        return j
    if raw.plain_int and ranks.joined_to_rank(ctx, raw):
        ranks.set_rank(raw)  # "الدقيقتين 12 و39": the second of two places named
        return j
    if raw.unit == "number":
        noun = counts.counted_noun(toks, j, t)
        if dates.year_before_years_noun(ctx, i, raw, j, noun):  # "1000 years later" is a span
            raw.set_unit("year", "year")
            return j
        if noun == "years" and ages.age_word_follows(ctx, j):
            ages.set_age(raw)
            return j
        if noun:
            raw.set_unit("count", "count", noun)
            return j
        if raw.plain_int and identifiers.after_name(toks, i, ctx.original, ctx.orig, t):
            raw.dropped = True
            return j
    return j


# ---------------------------------------------------------------- words


def read_words(ctx: Scan, i: int) -> tuple[Optional[Raw], int]:
    toks, t = ctx.toks, ctx.t
    if i > 0 and toks[i - 1].kind == NUM and toks[i - 1].glued_to(toks[i]):
        return None, i + 1
    roman = ranks.roman_rank(ctx, i)
    if roman is not None:
        return roman, roman.i1
    if not may_be_number(ctx, i) or toks[i].text in t.not_numbers:
        return None, i + 1
    decade = dates.decade_word(ctx, i)
    if decade is not None:
        return decade, decade.i1
    if identifiers.capitalized_in_name(toks, i, ctx.original, ctx.orig, t):
        return None, i + 1  # "the Four Corners", "Seven Sisters": part of a name
    every = proportions.every_nth(ctx, i)
    if every is not None:
        return every, every.i1
    rank = ranks.ordinal_rank(ctx, i)
    if rank is not None:
        return rank, rank.i1
    vague = read_vague(toks, i, t)
    if vague is not None:
        raw = Raw(i, vague.end, vague.low, value_max=vague.high, vague=True, kind="quantity")
        j = units.read_unit(toks, vague.end, t, raw)
        if raw.unit == "number":
            noun = counts.counted_noun(toks, j, t)
            if noun:
                raw.set_unit("count", "count", noun)
            else:
                counts.quantity_noun_before(toks, i, t, raw)
        return raw, j
    special = read_word_kinds(ctx, i)
    if special is not None:
        return special, special.i1
    return read_spelled_number(ctx, i)


def may_be_number(ctx: Scan, i: int) -> bool:
    """Cheap, memoized test: can a number (or a dual, a se- word) start with this word?"""
    t, word = ctx.t, ctx.toks[i].text
    known = t.number_start_cache.get(word)
    if known is None:
        known = may_start_number(word, t) or (t.compound_re is not None and bool(t.compound_re.fullmatch(word))) \
            or any(word.startswith(prefix) for prefix, _ in t.numeral_prefixes) \
            or counts.read_dual(ctx, i) is not None or counts.read_one_prefix(ctx, i) is not None \
            or any(word.endswith(s) and (word[:-len(s)],) in t.phrases for s in t.fraction_locatives) \
            or any(word.endswith(s) and (word[:-len(s)],) in t.phrases for s in t.alone_suffixes)
        t.number_start_cache[word] = known
    return known


def read_word_kinds(ctx: Scan, i: int) -> Optional[Raw]:
    """Words that are a number by themselves: collectives ("üçlü", "तीनों", "трое"), multiplier
    words ("दोगुना", "вдвое", "tripled"), Arabic duals ("ورقتين", "مرتين") and Malay "setahun"."""
    toks, t = ctx.toks, ctx.t
    m = match_at(toks, i, t, COLLECTIVE | TIMES_WORD | OCCURRENCE)
    if m is not None:
        kind = next(k for k in ("collective", "times_word", "occurrence") if k in m.entries)
        raw = Raw(i, m.text_end, m.get(kind).value)
        if kind == "occurrence":  # "twice as many" is two-fold, "scored twice" two occurrences
            if proportions.times_context(ctx, i, m.end, after_window=1):
                raw.set_unit("times", "multiplier")
            else:
                raw.set_unit("count", "count", "occurrences")
        elif kind == "times_word":
            if m.key[0] in t.ambiguous_words and not proportions.times_context(ctx, i, m.end):
                return None
            if proportions.times_figure_follows(ctx, m.end):
                return None  # "تضاعف ثلاث مرات": the verb of a figure that follows
            raw.set_unit("times", "multiplier")
        else:
            raw.set_unit("count", "count", counts.counted_noun(toks, m.end, t))
        return raw
    if counts.dual_names_two_figures(toks, i, t):
        dual = None  # "في الدقيقتين 12 و39": a dual noun before the figures it names
    else:
        dual = counts.read_dual(ctx, i)
    one = None if counts.rate_of_previous(ctx, i) else counts.read_one_prefix(ctx, i)
    return dual or one or measure.compound_adjective(ctx, i)


def read_spelled_number(ctx: Scan, i: int) -> tuple[Optional[Raw], int]:
    """Number words ("yirmi beş", "две трети", "مليار و500 مليون") with their unit, or what they
    count; a lone ambiguous word only where a unit or a range partner makes it a figure."""
    toks, t = ctx.toks, ctx.t
    number = read_fraction(toks, i, t, inflected_first=proportions.percent_word_before(ctx, i))
    if number is None:
        return None, i + 1
    if number.value < 1 and i > 0 and match_at(toks, i - 1, t, ranks.ORDINAL) is not None:
        return None, i + 1  # "в первой половине года", "الربع الثالث": a period, not a fraction
    raw = Raw(i, number.end, number.value, scale_exp=number.exponent, base=number.value,
              plain_int=False, places=decimal_places(number.value))
    if 0 < number.value < 1 and not number.exponent:
        raw.kind = "ratio"  # "beşte birinde", "две трети": a fraction in words is a proportion
    j = number.end
    if number.exponent:
        j = numerals.smaller_blocks(ctx, raw, j, number.exponent)  # "مليار و500 مليون"
        if raw.i1 > number.end:
            number.scale_only = False
        raw.base = raw.value
    if j < len(toks) and toks[j].text in proportions.PERCENT_SIGNS and not proportions.prefix_percent(ctx, j):
        raw.set_unit("percent", "percent")
        raw.i1 = j + 1
        j += 1
    else:
        if proportions.percent_word_before(ctx, i):  # "yüzde seksen"
            units.prefix_units(ctx, i, raw)
        if j + 1 < len(toks) and toks[j].text == "-" and toks[j - 1].glued_to(toks[j]) \
                and toks[j].glued_to(toks[j + 1]) and (match_at(toks, j + 1, t, measure.MEASURE | measure.DEGREE)
                                                       or counts.counted_noun(toks, j + 1, t)):
            j += 1  # "two-foot", "five-year": a compound adjective
        j = units.read_unit(toks, j, t, raw)
    if raw.unit == "number":
        noun = counts.counted_noun(toks, j, t)
        if noun == "years" and ages.age_word_before(toks, raw.i0, t):
            ages.set_age(raw)  # "في سن الثمانية عشر عاما": aged eighteen
        elif noun:
            raw.set_unit("count", "count", noun)
        elif ages.is_age(ctx, i, raw, j):
            ages.set_age(raw)
        else:
            counted = counts.noun_before_article_number(ctx, i)
            if counted:
                raw.set_unit("count", "count", counted)
    sign = numerals.negative_before(ctx, i)
    if sign is not None:
        raw.negate()
        raw.i0 = sign
    counts.dual_before(ctx, i, raw)
    if ranks.article_ordinal(ctx, i, number):
        ranks.set_rank(raw)  # "القرن العشرين": the twentieth century
    elif not word_number_stands(number, raw, t) and not numerals.amount_word_before(ctx, i):
        if not ranges.range_follows(ctx, j) and not ranges.ratio_precedes(ctx, i):
            return None, i + 1
        raw.needs_partner = True  # "lima hingga tujuh bilion": kept if the range joins it
    return raw, j


def word_number_stands(number, raw: Raw, t: LangTables) -> bool:
    """A lone "bir"/"один"/"एक" or a lone scale word is a number only before a real unit."""
    if number.scale_only:
        if number.single_word in t.ambiguous_words:  # अरब = billion / Arab
            return raw.kind in STRONG_UNITS
        return raw.kind in STRONG_UNITS or raw.unit == "count" or raw.kind == "measure"  # "a million litres"
    if number.single_word is None:
        return True
    if number.value == 0:
        return raw.kind in STRONG_UNITS
    if number.single_word in t.ambiguous_words:
        measured = raw.kind == "measure" or (raw.counted and measure.duration_of_counted(raw.counted))
        if number.value == 1:  # "bir yıl", "एक वर्ष": one of a unit or a time span
            return raw.kind in STRONG_UNITS or bool(measured)
        return raw.kind in STRONG_UNITS or raw.unit in ("count", "age") or bool(measured)
    return True
